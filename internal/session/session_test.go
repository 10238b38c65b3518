package session

import (
	"errors"
	"testing"

	"outback/ai"
	"outback/internal/rulestest"
	"outback/rules"
	_ "outback/rules/games"
)

func newMatch(t testing.TB, game string, seed uint64, opts []rules.Option, kinds ...string) *rules.Match {
	t.Helper()
	setup := rules.Setup{Game: game, Seed: seed, Options: opts}
	for i, k := range kinds {
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: "seat" + string(rune('A'+i)), Kind: k})
	}
	m, err := rules.NewMatch(setup, 1)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func newSession(t testing.TB, m *rules.Match, o Options) *Session {
	t.Helper()
	cs, err := ForSetup(m, 0)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(m, cs, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// run ticks until the game is over (or limit ticks pass), checking every
// applied move against the log.
func run(t *testing.T, s *Session, limit int) {
	t.Helper()
	for tick := 0; tick < limit && s.State().ToMove() != rules.Nobody; tick++ {
		if a := s.Tick(tick); a != nil {
			last := s.Log()[len(s.Log())-1]
			if last.Move != a.Move || last.Seat != a.Seat {
				t.Fatalf("log %v does not end with the applied move %v", last, a.Move)
			}
		}
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
	}
	if s.State().ToMove() != rules.Nobody {
		t.Fatalf("the game did not end in %d ticks", limit)
	}
}

// memSaver keeps the last Record saved.
type memSaver struct {
	saves int
	data  []byte
}

func (m *memSaver) Save(match *rules.Match) {
	rec, err := match.Record()
	if err != nil {
		panic(err)
	}
	m.data, _ = rec.Encode()
	m.saves++
}

func TestWholeBotGamesOfEveryGame(t *testing.T) {
	for _, g := range rules.Games() {
		for players := g.MinPlayers; players <= min(g.MaxPlayers, 4); players++ {
			kinds := make([]string, players)
			for i := range kinds {
				kinds[i] = []string{"bot:greedy", "bot:random"}[i%2]
			}
			m := newMatch(t, g.Name, uint64(players), nil, kinds...)
			saver := &memSaver{}
			s := newSession(t, m, Options{Saver: saver})
			run(t, s, 20000)
			if len(s.Log()) != len(m.History()) || saver.saves != len(m.History()) {
				t.Errorf("%s/%d: %d log entries, %d saves, %d moves", g.Name, players, len(s.Log()), saver.saves, len(m.History()))
			}
			// The autosave is the whole game: it resumes to the same hash.
			rec, err := rules.DecodeRecord(saver.data)
			if err != nil {
				t.Fatal(err)
			}
			back, err := rules.Resume(rec)
			if err != nil || back.State().Hash() != m.State().Hash() {
				t.Errorf("%s/%d: the autosave resumes to another game (%v)", g.Name, players, err)
			}
		}
	}
}

func TestBotWaitsItsPause(t *testing.T) {
	m := newMatch(t, "billabong", 1, nil, "bot:greedy", "bot:greedy")
	cs, _ := ForSetup(m, 24)
	s, _ := New(m, cs, Options{})
	for tick := 100; tick < 124; tick++ {
		if a := s.Tick(tick); a != nil {
			t.Fatalf("the bot moved after %d ticks, before its pause of 24", tick-100)
		}
		if !s.Thinking(0) && tick > 101 {
			// greedy is quick: it has a move, and holds it.
			continue
		}
	}
	if a := s.Tick(124); a == nil || a.Seat != 0 {
		t.Fatal("the bot did not move once its pause was over")
	}
}

// A person's move comes from the screen; a bot's move from its controller.
func TestSubmitOnlyForThePersonToMove(t *testing.T) {
	m := newMatch(t, "billabong", 2, nil, "human", "bot:greedy")
	s := newSession(t, m, Options{})
	if a := s.Tick(0); a != nil {
		t.Fatal("a move was made for the person")
	}
	legal := s.State().Legal(nil)
	a, err := s.Submit(legal[0])
	if err != nil || a.Seat != 0 || a.Before == nil {
		t.Fatalf("submit: %v %+v", err, a)
	}
	if _, err := s.Submit(s.State().Legal(nil)[0]); !errors.Is(err, ErrNotYours) {
		t.Fatalf("a move for the bot's seat was accepted: %v", err)
	}
	if _, err := s.Submit(legal[0]); err == nil {
		t.Fatal("an illegal move was accepted")
	}
}

// Undo takes back the person's last move and the bot's reply, but never
// goes back past a chance outcome that was seen.
func TestUndoNeverPastASeenDraw(t *testing.T) {
	for _, game := range []string{"downunder", "crossing", "billabong"} {
		m := newMatch(t, game, 5, nil, "human", "bot:greedy")
		saver := &memSaver{}
		s := newSession(t, m, Options{Saver: saver})
		undone, refused := 0, 0
		for tick := 0; tick < 5000 && s.State().ToMove() != rules.Nobody; tick++ {
			s.Tick(tick)
			if !s.Local(s.State().ToMove()) {
				continue
			}
			h := m.History()
			// What undo may do, worked out from the history.
			want := -1
			for i := len(h) - 1; i >= 0; i-- {
				if h[i].Seat == rules.Chance {
					break
				}
				if h[i].Seat == 0 {
					want = i
					break
				}
			}
			if s.CanUndo() != (want >= 0) {
				t.Fatalf("%s move %d: CanUndo %v, want %v", game, len(h), s.CanUndo(), want >= 0)
			}
			if want >= 0 && len(h)%3 == 0 && undone < 5 {
				before, err := m.StateAt(want)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Undo(); err != nil {
					t.Fatal(err)
				}
				if len(m.History()) != want || m.State().Hash() != before.Hash() || len(s.Log()) != want {
					t.Fatalf("%s: undo went to %d moves, want %d", game, len(m.History()), want)
				}
				undone++
				continue
			}
			if want < 0 {
				if err := s.Undo(); !errors.Is(err, ErrNoUndo) {
					t.Fatalf("%s: undo past a draw: %v", game, err)
				}
				refused++
			}
			if _, err := s.Submit(s.State().Legal(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if undone == 0 {
			t.Errorf("%s: undo never tried", game)
		}
		if game != "billabong" && refused == 0 {
			t.Errorf("%s: undo past a draw never tried", game)
		}
	}
}

// A replay session plays a Record's moves when told, and ends on the
// Record's own final hash; seeking back and forth lands on the same states.
func TestReplayReproducesTheRecord(t *testing.T) {
	files := rulestest.ReadRecords(t, "../../rules/games/testdata/records/*.outback")
	if len(files) < 3 {
		t.Fatalf("golden records: %v", files)
	}
	for _, rf := range files {
		f, rec := rf.Path, rf.Record
		s, r, err := NewReplay(rec)
		if err != nil {
			t.Fatal(err)
		}
		hashes := []uint64{s.State().Hash()}
		for tick := 0; len(s.Match().History()) < len(rec.Moves); tick++ {
			if s.Tick(tick) != nil {
				t.Fatal("a replay moved without being asked")
			}
			r.Advance()
			if a := s.Tick(tick); a == nil {
				t.Fatalf("%s: move %d not played: %v", f, len(s.Match().History())+1, s.Err())
			}
			hashes = append(hashes, s.State().Hash())
		}
		if s.State().Hash() != rec.Hash {
			t.Errorf("%s: replay ends on %016x, the record says %016x", f, s.State().Hash(), rec.Hash)
		}
		for _, k := range []int{len(rec.Moves) / 2, 0, len(rec.Moves), 3, len(rec.Moves) - 1} {
			if err := s.Seek(k); err != nil {
				t.Fatal(err)
			}
			if s.State().Hash() != hashes[k] || len(s.Log()) != k {
				t.Errorf("%s: seek %d lands elsewhere", f, k)
			}
		}
		if _, err := s.Submit(nil); !errors.Is(err, ErrNotYours) || s.CanUndo() {
			t.Error("a replay takes moves from the screen or undoes")
		}
	}
}

// viewRecorder remembers what its seat was shown.
type viewRecorder struct {
	Bot
	shown []rules.State
}

func (v *viewRecorder) Turn(t Turn) (rules.Move, bool) {
	if t.State != nil {
		v.shown = append(v.shown, t.State.Clone())
	}
	return v.Bot.Turn(t)
}

// A controller sees only what its seat may see (Outback Crossing hides the
// other seats' reserves).
func TestControllersSeeTheirSeatsView(t *testing.T) {
	m := newMatch(t, "crossing", 9, nil, "bot:greedy", "bot:greedy", "bot:greedy")
	cs, _ := ForSetup(m, 0)
	rec := &viewRecorder{Bot: *cs[1].(*Bot)}
	cs[1] = rec
	s, _ := New(m, cs, Options{})
	for tick := 0; tick < 300 && m.State().ToMove() != rules.Nobody; tick++ {
		before := m.State().Clone()
		if a := s.Tick(tick); a != nil && a.Seat == 1 {
			last := rec.shown[len(rec.shown)-1]
			if last.Hash() != before.View(1).Hash() {
				t.Fatal("seat 1 was shown more than its View")
			}
		}
	}
	if len(rec.shown) == 0 {
		t.Fatal("seat 1 never decided")
	}
}

// outcomes plays the chance outcomes of another match: a session that is
// not the authority gets chance from outside (a LAN host).
type outcomes struct{ from []rules.Played }

func (o *outcomes) Turn(t Turn) (rules.Move, bool) { return o.from[t.Played].Move, true }
func (o *outcomes) Kind() string                   { return "remote" }

func TestChanceFromOutside(t *testing.T) {
	host := newMatch(t, "downunder", 11, nil, "bot:greedy", "bot:greedy")
	run(t, newSession(t, host, Options{}), 20000)
	peer := newMatch(t, "downunder", 999, nil, "remote", "remote") // another seed: it must not sample
	remote := &outcomes{from: host.History()}
	s, err := New(peer, []Controller{remote, remote}, Options{Chance: remote})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, 20000)
	if peer.State().Hash() != host.State().Hash() {
		t.Fatal("the peer, given the host's chance outcomes, ended elsewhere")
	}
}

func TestHintThinksForThePerson(t *testing.T) {
	m := newMatch(t, "billabong", 3, nil, "human", "human")
	s := newSession(t, m, Options{})
	b, _ := ai.New("greedy", 1)
	if !s.AskHint(b) || !s.Hinting() {
		t.Fatal("no hint started")
	}
	for tick := 0; s.Hinting(); tick++ {
		s.Tick(tick)
	}
	h := s.Hint()
	if h == nil {
		t.Fatal("no hint")
	}
	if _, err := s.Submit(h); err != nil {
		t.Fatalf("the hint is not a legal move: %v", err)
	}
	if s.Hint() != nil {
		t.Fatal("the hint outlived its position")
	}
}

// A hint asked for before an Undo is not the hint after it: the moves
// played again may reach the same number of moves in another position.
func TestHintForgottenByUndo(t *testing.T) {
	m := newMatch(t, "billabong", 3, nil, "human", "human")
	s := newSession(t, m, Options{})
	legal := m.State().Legal(nil)
	if _, err := s.Submit(legal[0]); err != nil {
		t.Fatal(err)
	}
	b, _ := ai.New("greedy", 1)
	if !s.AskHint(b) {
		t.Fatal("no hint started")
	}
	for tick := 0; s.Hinting(); tick++ {
		s.Tick(tick)
	}
	if s.Hint() == nil {
		t.Fatal("no hint")
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Submit(legal[len(legal)-1]); err != nil {
		t.Fatal(err)
	}
	if s.Hint() != nil {
		t.Error("the hint of the position before the Undo is shown for another")
	}
	if !s.AskHint(b) {
		t.Error("H after the Undo does nothing: the hint counts as shown")
	}
}

func TestForSetupRefusesUnknownKinds(t *testing.T) {
	m := newMatch(t, "billabong", 1, nil, "human", "bot:genius")
	if _, err := ForSetup(m, 0); err == nil {
		t.Fatal("an unknown bot was accepted")
	}
	m = newMatch(t, "billabong", 1, nil, "human", "remote")
	if _, err := ForSetup(m, 0); err == nil {
		t.Fatal("a remote seat got a local controller")
	}
}
