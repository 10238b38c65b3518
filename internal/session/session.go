package session

import (
	"errors"
	"fmt"

	"outback/rules"
)

// Saver keeps the game after every applied move (the autosave).
type Saver interface {
	Save(m *rules.Match)
}

// Options configure a Session.
type Options struct {
	// Chance resolves chance nodes when this session is not the authority
	// (a LAN peer receives the host's outcomes); nil means the session
	// samples them itself with the Match's seeded generator.
	Chance Controller
	// Saver is called after every applied move; nil saves nothing.
	Saver Saver
	// Now is the clock for move timestamps (Unix ms); nil stamps 0.
	Now func() int64
}

// Entry is one line of the move log: who played what. The text is the
// move in the game's notation, written once from the state before it.
type Entry struct {
	Seat int
	Move rules.Move
	Text string
}

// Applied is a move the session applied, with what it did, for the screen
// to animate.
type Applied struct {
	Seat   int
	Move   rules.Move
	Events []rules.Event
	// Before is the state before the move (a copy the screen may keep).
	Before rules.State
}

// Session is a game in play. It is not safe for concurrent use: one
// goroutine (the game loop, or a test) drives it.
type Session struct {
	match  *rules.Match
	seats  []Controller
	chance Controller
	saver  Saver
	now    func() int64
	log    []Entry

	// The decision at hand: who, since which tick, and whether its
	// controller has been told.
	decided   int // history length the decision is for; -1 none yet
	since     int
	told      bool
	lastErr   error
	hint      hint
	replaying *Replay
}

// ErrNotYours is returned by Submit when the seat to move is not a person
// at this computer.
var ErrNotYours = errors.New("it is not the turn of a player at this computer")

// New starts a session on m with one controller a seat.
func New(m *rules.Match, seats []Controller, o Options) (*Session, error) {
	if len(seats) != len(m.Setup().Seats) {
		return nil, fmt.Errorf("%d controllers for %d seats", len(seats), len(m.Setup().Seats))
	}
	s := &Session{match: m, seats: seats, chance: o.Chance, saver: o.Saver, now: o.Now, decided: -1}
	for _, c := range seats {
		if r, ok := c.(*Replay); ok {
			s.replaying = r
		}
	}
	s.rebuildLog()
	return s, nil
}

// ForSetup makes the controllers a Match's seats ask for: Human for
// "human", a Bot for "bot:NAME" (seeded from the match seed and the seat),
// pausing botPause ticks before each move. A kind no controller can play
// here ("remote") is an error.
func ForSetup(m *rules.Match, botPause int) ([]Controller, error) {
	var cs []Controller
	for i, seat := range m.Setup().Seats {
		switch {
		case seat.Kind == "human":
			cs = append(cs, Human{})
		case seat.IsBot():
			b, err := NewBot(seat.Bot(), m.Setup().Seed*16+uint64(i), botPause)
			if err != nil {
				return nil, fmt.Errorf("seat %d (%s): %v", i+1, seat.Name, err)
			}
			cs = append(cs, b)
		default:
			return nil, fmt.Errorf("seat %d (%s): no local controller plays a %q seat", i+1, seat.Name, seat.Kind)
		}
	}
	return cs, nil
}

// NewReplay starts a session that replays rec: every seat, and chance, is
// the returned Replay controller, which plays a move when told to advance.
func NewReplay(rec *rules.Record) (*Session, *Replay, error) {
	m, err := rules.NewMatch(rules.Setup{Game: rec.Game, Options: rec.Options, Seats: rec.Seats, Seed: rec.Seed}, rec.Started)
	if err != nil {
		return nil, nil, err
	}
	r := &Replay{}
	st := m.Initial()
	for i, rm := range rec.Moves {
		mv, err := m.Game().DecodeMove(rm.Move)
		if err != nil {
			return nil, nil, fmt.Errorf("move %d (%q): cannot decode: %v", i+1, rm.Text, err)
		}
		if _, err := st.Apply(mv); err != nil {
			return nil, nil, fmt.Errorf("move %d (%q): %v", i+1, rm.Text, err)
		}
		r.Moves = append(r.Moves, mv)
	}
	seats := make([]Controller, len(rec.Seats))
	for i := range seats {
		seats[i] = r
	}
	s, err := New(m, seats, Options{Chance: r})
	return s, r, err
}

// Match is the match in play. Screens read it; they change it only
// through the session.
func (s *Session) Match() *rules.Match { return s.match }

// State is the current state (not to be changed).
func (s *Session) State() rules.State { return s.match.State() }

// Log is the move log, one entry a move played (not to be changed).
func (s *Session) Log() []Entry { return s.log }

// Local reports whether seat is played by a person at this computer.
func (s *Session) Local(seat int) bool {
	if seat < 0 || seat >= len(s.seats) {
		return false
	}
	switch s.seats[seat].(type) {
	case Human, Relayed:
		return true
	}
	return false
}

// Thinking reports whether seat's bot is searching for the decision at hand.
func (s *Session) Thinking(seat int) bool {
	if seat != s.match.State().ToMove() || !s.told {
		return false
	}
	b, ok := s.seats[seat].(*Bot)
	return ok && b.Thinking()
}

// Err is the last problem the session met playing a controller's move (a
// refused bot or remote move, a failed sample), or nil.
func (s *Session) Err() error { return s.lastErr }

// Tick runs one tick of the game: the hint gets its slice of work, and the
// controller of the decision at hand (chance, a bot, a replay, a remote
// peer) is asked for its move. It returns the move applied this tick, or
// nil. tick is the caller's tick counter (bots' pauses are counted in it).
func (s *Session) Tick(tick int) *Applied {
	s.thinkHint()
	st := s.match.State()
	to := st.ToMove()
	if to == rules.Nobody {
		return nil
	}
	n := len(s.match.History())
	if s.decided != n {
		s.decided, s.since, s.told = n, tick, false
	}
	c := s.chance
	if to >= 0 {
		c = s.seats[to]
	}
	if c == nil {
		// The authority resolves chance itself.
		mv, err := s.match.SampleChance()
		if err != nil {
			s.lastErr = err
			return nil
		}
		return s.applyControlled(rules.Chance, mv)
	}
	var view rules.State
	if !s.told {
		view = st
		if to >= 0 {
			view = st.View(to) // a controller sees what its seat may see
		}
	}
	mv, ok := c.Turn(Turn{State: view, Seat: to, Fresh: !s.told, Ticks: tick - s.since, Played: n})
	s.told = true
	if !ok {
		return nil
	}
	return s.applyControlled(to, mv)
}

// applyControlled applies a move a controller made, keeping its refusal.
func (s *Session) applyControlled(seat int, mv rules.Move) *Applied {
	a, err := s.apply(seat, mv)
	if err != nil {
		who := "chance"
		if seat >= 0 {
			who = s.match.Setup().Seats[seat].Name
		}
		s.lastErr = fmt.Errorf("the move of %s was refused: %w", who, err)
		return nil
	}
	return a
}

// Submit plays mv for the person to move at this computer. In a LAN game
// joined from here the move goes to the host instead, after the rules
// have checked it: Submit returns nil and no error, and the move is played
// when the host relays it (a later Tick).
func (s *Session) Submit(mv rules.Move) (*Applied, error) {
	to := s.match.State().ToMove()
	if !s.Local(to) || s.replaying != nil {
		return nil, ErrNotYours
	}
	if r, ok := s.seats[to].(Relayed); ok {
		if _, err := s.match.State().Clone().Apply(mv); err != nil {
			return nil, err
		}
		return nil, r.Send(mv)
	}
	return s.apply(to, mv)
}

// apply applies a move for the decision at hand, logs and saves it.
func (s *Session) apply(seat int, mv rules.Move) (*Applied, error) {
	before := s.match.State().Clone()
	text := before.MoveText(mv)
	var at int64
	if s.now != nil {
		at = s.now()
	}
	ev, err := s.match.Play(mv, at)
	if err != nil {
		return nil, err
	}
	s.log = append(s.log, Entry{Seat: seat, Move: mv, Text: text})
	s.lastErr = nil
	if s.saver != nil && s.replaying == nil {
		s.saver.Save(s.match)
	}
	return &Applied{Seat: seat, Move: mv, Events: ev, Before: before}, nil
}

// rebuildLog writes the log from the match history (after a resume, an
// undo or a seek).
func (s *Session) rebuildLog() {
	s.log = s.log[:0]
	st := s.match.Initial()
	for _, p := range s.match.History() {
		s.log = append(s.log, Entry{Seat: p.Seat, Move: p.Move, Text: st.MoveText(p.Move)})
		st.Apply(p.Move)
	}
}

// Seek shows the game after its first k moves (replays): back by the
// match's own truncation, forward by the replay's moves. No events: the
// screen redraws the position as it stands.
func (s *Session) Seek(k int) error {
	if s.replaying == nil {
		return errors.New("only a replay can seek")
	}
	k = max(0, min(k, len(s.replaying.Moves)))
	if k < len(s.match.History()) {
		if err := s.match.Truncate(k); err != nil {
			return err
		}
	}
	for n := len(s.match.History()); n < k; n++ {
		if _, err := s.match.Play(s.replaying.Moves[n], 0); err != nil {
			return err
		}
	}
	s.replaying.Hold()
	s.decided = -1
	s.rebuildLog()
	return nil
}
