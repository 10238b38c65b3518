package billabong

import (
	"fmt"

	"outback/rules"
)

const (
	// PerPlayer is the number of kangaroos of each player (and of sleepers).
	PerPlayer = 5
	// MaxPlayers is the largest number of seats.
	MaxPlayers = 4
	// SleeperSeat is the Seat of a sleeper kangaroo.
	SleeperSeat = -1
	// HomeCross is the crossing counter at which a kangaroo is home.
	HomeCross = 2
	// MinCross is the lowest crossing counter kept: a kangaroo that went
	// round the lake anticlockwise this many times stays at MinCross when it
	// does so again. It only keeps the counter in an int8 (no real game
	// comes near it) and bounds the jump search.
	MinCross = -20
)

// Kangaroo is one kangaroo on the board. Seat is SleeperSeat for a sleeper;
// Cross is its crossing counter (§4 of the spec: ≤ 0 not started, 1 in the
// race, 2 home).
type Kangaroo struct {
	Seat  int8
	Sq    Square
	Cross int8
}

// Phase is the stage of the game.
type Phase uint8

const (
	// PhaseSetup: chance puts sleepers or quick-start kangaroos on the board.
	PhaseSetup Phase = iota
	// PhasePlace: the players place their kangaroos by hand.
	PhasePlace
	// PhaseMove: the race.
	PhaseMove
	// PhaseOver: the game has ended.
	PhaseOver
)

// String is the phase's name in the position JSON.
func (p Phase) String() string {
	switch p {
	case PhaseSetup:
		return "setup"
	case PhasePlace:
		return "place"
	case PhaseMove:
		return "move"
	case PhaseOver:
		return "over"
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// Cell contents of State.who.
const (
	cellEmpty   = 0
	cellSleeper = MaxPlayers + 1 // seats are stored as seat+1
	cellLake    = MaxPlayers + 2
	sleeperIdx  = MaxPlayers // index of the sleepers in State.onBoard
)

// State is a Billabong position. It implements rules.State and
// rules.Heuristic. The zero value is not usable; use New.
type State struct {
	players int8
	opts    flags
	phase   Phase
	// toMove is the seat to decide in PhasePlace and PhaseMove (0 otherwise).
	toMove int8
	// passes counts consecutive passes; a full round of them ends the game.
	passes int8
	// who holds, per square, cellEmpty, seat+1, cellSleeper or cellLake;
	// cross the crossing counter of the kangaroo there.
	who   [NumSquares]int8
	cross [NumSquares]int8
	home  [MaxPlayers]int8
	// reached is, per seat, the ordinal of the home-coming (counting all
	// seats' kangaroos, 1 for the first) with which the seat reached its
	// present home count; 0 when it has none home (or, from a position
	// file, when the order is unknown). Ranking compares it.
	reached [MaxPlayers]int8
	// onBoard counts kangaroos on the board per seat, sleepers last, and
	// lines holds the board's occupancy as bit masks: both are derived
	// from who and kept up to date with it (occupy, vacate).
	onBoard [MaxPlayers + 1]int8
	lines   lines
}

// New is the initial state for 2–4 players. Options that do not apply (see
// Options.Check) are a programming error and panic; the registry's New
// checks them and returns an error instead.
func New(players int, opts Options) *State {
	if err := opts.Check(players); err != nil {
		panic("billabong.New: " + err.Error())
	}
	s := &State{players: int8(players), opts: flags{
		anywhere:      opts.Zone == ZoneAnywhere,
		undoSelection: opts.UndoSelection,
		sleepers:      opts.Sleepers,
		cont:          opts.Continue,
		quickStart:    opts.QuickStart,
	}}
	s.markLake()
	s.phase, s.toMove = s.setupPhase()
	return s
}

func (s *State) markLake() {
	for r := lakeTop; r < lakeTop+lakeRows; r++ {
		for c := lakeLeft; c < lakeLeft+lakeCols; c++ {
			s.who[Sq(r, c)] = cellLake
			s.lines.flip(Sq(r, c))
		}
	}
}

// placed is how many player kangaroos have been put on the board so far
// (those at home included).
func (s *State) placed() int {
	n := 0
	for i := 0; i < int(s.players); i++ {
		n += int(s.onBoard[i]) + int(s.home[i])
	}
	return n
}

// setupPhase is the phase (and seat to place) before the race, derived from
// how many kangaroos are on the board: sleepers first, then the quick-start
// kangaroos (both by chance), then placement by hand in turn order. Once
// every kangaroo is placed it is the race, seat 0 first.
func (s *State) setupPhase() (Phase, int8) {
	n := int(s.players)
	placed := s.placed()
	switch {
	case s.opts.sleepers && s.onBoard[sleeperIdx] < PerPlayer:
		return PhaseSetup, 0
	case s.opts.quickStart && placed < (PerPlayer-1)*n:
		return PhaseSetup, 0
	case placed < PerPlayer*n:
		return PhasePlace, int8(placed % n)
	}
	return PhaseMove, 0
}

// Options are the game's options.
func (s *State) Options() Options { return s.opts.options() }

// Phase is the stage of the game.
func (s *State) Phase() Phase { return s.phase }

// Game is the registry name, "billabong".
func (s *State) Game() string { return Name }

// Players is the number of seats.
func (s *State) Players() int { return int(s.players) }

// ToMove is the seat to decide, rules.Chance during the chance set-up, or
// rules.Nobody when the game is over.
func (s *State) ToMove() int {
	switch s.phase {
	case PhaseSetup:
		return rules.Chance
	case PhaseOver:
		return rules.Nobody
	}
	return int(s.toMove)
}

// KangarooAt is the kangaroo on sq, if any.
func (s *State) KangarooAt(sq Square) (Kangaroo, bool) {
	if !sq.Valid() {
		return Kangaroo{}, false
	}
	w := s.who[sq]
	if w == cellEmpty || w == cellLake {
		return Kangaroo{}, false
	}
	return Kangaroo{Seat: seatOf(w), Sq: sq, Cross: s.cross[sq]}, true
}

func seatOf(w int8) int8 {
	if w == cellSleeper {
		return SleeperSeat
	}
	return w - 1
}

// Kangaroos lists every kangaroo on the board, sleepers included, by square.
func (s *State) Kangaroos() []Kangaroo {
	var out []Kangaroo
	for sq := Square(0); sq < NumSquares; sq++ {
		if k, ok := s.KangarooAt(sq); ok {
			out = append(out, k)
		}
	}
	return out
}

// Clone is a deep copy (the state holds no pointers).
func (s *State) Clone() rules.State {
	c := *s
	return &c
}

// View is a clone: Billabong has no hidden information.
func (s *State) View(seat int) rules.State { return s.Clone() }

// Hash is FNV-1a over a canonical encoding: options, phase, turn, passes,
// home counts and order, then every kangaroo by square.
func (s *State) Hash() uint64 {
	h := rules.NewHasher()
	h.Byte(byte(s.players))
	h.Byte(s.opts.byte())
	h.Byte(byte(s.phase))
	h.Byte(byte(s.toMove))
	h.Byte(byte(s.passes))
	for i := 0; i < int(s.players); i++ {
		h.Byte(byte(s.home[i]))
		h.Byte(byte(s.reached[i]))
	}
	for sq := 0; sq < NumSquares; sq++ {
		if w := s.who[sq]; w != cellEmpty && w != cellLake {
			h.Byte(byte(sq))
			h.Byte(byte(w))
			h.Byte(byte(s.cross[sq]))
		}
	}
	return h.Sum()
}
