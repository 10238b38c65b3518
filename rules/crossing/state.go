package crossing

import (
	"fmt"

	"outback/rules"
)

// Phase is the stage of play, which says what kind of decision is at hand.
type Phase uint8

// The phases, as in the position JSON (§6).
const (
	PhaseSetup Phase = iota // chance: the next setup tile (4 in all)
	PhaseDeal               // chance: the reserve of Seat()
	PhaseTurn               // Seat() chooses A (claim), B (reserve) or C (draw)
	PhaseDraw               // chance: the tile Seat() draws
	PhaseDrawn              // Seat() places or keeps the drawn animal, or carries out the drawn action
	PhaseOver               // the board is full
)

var phaseNames = [...]string{"setup", "deal", "turn", "draw", "drawn", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase%d", uint8(p))
}

// State is a position of Outback Crossing. It holds only fixed-size arrays,
// so Clone is one copy and Hash reads a few dozen bytes.
type State struct {
	players int8
	markers int8 // markers per player
	phase   Phase
	// seat is the seat to move (turn, drawn), the seat dealt to or drawing
	// (deal, draw), and -1 during setup and once over.
	seat    int8
	board   [NumCells]Tile   // NoTile when empty
	owner   [NumSpots]int8   // seat holding the spot, -1 when free
	reserve [MaxPlayers]Tile // NoTile, an animal, or Hidden in a view
	// supply counts the face-down tiles by kind. In a view it also counts
	// the tiles masked as Hidden (see View).
	supply [NumKinds]int8
	out    [NumKinds]int8 // tiles that left the game: removed animals, spent or discarded actions
	drawn  Tile           // the drawn tile in PhaseDrawn (Hidden in another seat's view), else NoTile
}

var _ rules.State = (*State)(nil)

// DefaultMarkers is the number of markers each player has (§1).
func DefaultMarkers(players int) int {
	if players == 2 {
		return 4
	}
	return 3
}

// New is the initial state: the empty board and the full supply, waiting for
// the first setup tile (a chance move).
func New(players int) (*State, error) {
	return newState(players, DefaultMarkers(players))
}

func newState(players, markers int) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("Outback Crossing is for %d–%d players, not %d", MinPlayers, MaxPlayers, players)
	}
	s := &State{players: int8(players), markers: int8(markers), phase: PhaseSetup, seat: -1, drawn: NoTile}
	for i := range s.board {
		s.board[i] = NoTile
	}
	for i := range s.owner {
		s.owner[i] = -1
	}
	for i := range s.reserve {
		s.reserve[i] = NoTile
	}
	s.supply = tileCounts
	return s, nil
}

// Game is the registry name.
func (s *State) Game() string { return "crossing" }

// Players is the number of seats.
func (s *State) Players() int { return int(s.players) }

// ToMove is the seat to decide, rules.Chance or rules.Nobody.
func (s *State) ToMove() int {
	switch s.phase {
	case PhaseTurn, PhaseDrawn:
		return int(s.seat)
	case PhaseOver:
		return rules.Nobody
	}
	return rules.Chance
}

// Clone is a deep copy.
func (s *State) Clone() rules.State { c := *s; return &c }

// Hash hashes the canonical bytes of the position: everything but the
// removed tiles, which follow from the rest.
func (s *State) Hash() uint64 {
	h := rules.NewHasher()
	h.Byte(byte(s.players))
	h.Byte(byte(s.markers))
	h.Byte(byte(s.phase))
	h.Byte(byte(s.seat))
	for _, t := range s.board {
		h.Byte(byte(t))
	}
	for _, o := range s.owner {
		h.Byte(byte(o))
	}
	for _, t := range s.reserve[:s.players] {
		h.Byte(byte(t))
	}
	for _, n := range s.supply {
		h.Byte(byte(n))
	}
	h.Byte(byte(s.drawn))
	return h.Sum()
}

// Accessors for screens and bots.

// Phase is the stage of play.
func (s *State) Phase() Phase { return s.phase }

// Seat is the seat the phase is about: the seat to move in PhaseTurn and
// PhaseDrawn, the seat dealt to or drawing at a deal or draw chance node, -1
// during setup and once over.
func (s *State) Seat() int { return int(s.seat) }

// At is the tile on cell c, NoTile when empty (or not a cell).
func (s *State) At(c Cell) Tile {
	if c < 0 || int(c) >= NumCells {
		return NoTile
	}
	return s.board[c]
}

// Board is every cell's tile, indexed by Cell.
func (s *State) Board() [NumCells]Tile { return s.board }

// Owner is the seat whose marker is on spot sp, -1 when it is free (or not
// a spot).
func (s *State) Owner(sp Spot) int {
	if sp < 0 || int(sp) >= NumSpots {
		return -1
	}
	return int(s.owner[sp])
}

// Reserve is the seat's reserve tile: NoTile when it holds none (or is no
// seat), Hidden when this is another seat's View.
func (s *State) Reserve(seat int) Tile {
	if seat < 0 || seat >= int(s.players) {
		return NoTile
	}
	return s.reserve[seat]
}

// Drawn is the tile being dealt with in PhaseDrawn (Hidden for another
// seat's animal in a View), NoTile otherwise.
func (s *State) Drawn() Tile { return s.drawn }

// Supply counts the unseen tiles of kind t: the face-down supply, and in a
// View also the tiles the viewer cannot see (other seats' reserves and drawn
// animals).
func (s *State) Supply(t Tile) int {
	if int(t) >= NumKinds {
		return 0
	}
	return int(s.supply[t])
}

// SupplySize is the number of face-down tiles in the supply: what a player
// sees of the stack.
func (s *State) SupplySize() int {
	n := 0
	for _, c := range s.supply {
		n += int(c)
	}
	return n - s.hiddenCount()
}

// Removed counts the tiles of kind t that have left the game (removed
// animals, spent and discarded actions).
func (s *State) Removed(t Tile) int {
	if int(t) >= NumKinds {
		return 0
	}
	return int(s.out[t])
}

// MarkersPerPlayer is the number of markers each seat has.
func (s *State) MarkersPerPlayer() int { return int(s.markers) }

// MarkersLeft is the number of the seat's markers not yet on the rim.
func (s *State) MarkersLeft(seat int) int {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return int(s.markers) - s.markersPlaced(seat)
}

// Masked reports whether this state is a View with something hidden in it.
func (s *State) Masked() bool { return s.hiddenCount() > 0 }

func (s *State) markersPlaced(seat int) int {
	n := 0
	for _, o := range s.owner {
		if int(o) == seat {
			n++
		}
	}
	return n
}

func (s *State) hiddenCount() int {
	n := 0
	for _, t := range s.reserve[:s.players] {
		if t == Hidden {
			n++
		}
	}
	if s.drawn == Hidden {
		n++
	}
	return n
}

func (s *State) tilesOnBoard() int {
	n := 0
	for _, t := range s.board {
		if t != NoTile {
			n++
		}
	}
	return n
}
