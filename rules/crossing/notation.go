package crossing

import (
	"fmt"
	"strconv"
	"strings"

	"outback/rules"
)

// MoveText writes m in the notation of §6: "claim N3", "reserve c4",
// "draw", "place b2", "keep", "swap a1 c3" (cells in name order),
// "move b2 e5", "remove d4", "shift W2 E4", "setup c2 wombat",
// "deal 2 echidna", "tile kangaroo". The text does not depend on the state.
func (s *State) MoveText(m rules.Move) string {
	mv, ok := asMove(m)
	if !ok {
		return fmt.Sprintf("<%T>", m)
	}
	return mv.String()
}

// String is the move's notation.
func (m Move) String() string {
	if err := m.check(); err != nil {
		return fmt.Sprintf("<bad move: %v>", err)
	}
	a, b := m.A, m.B
	switch op := m.Kind(); op {
	case OpClaim:
		return "claim " + Spot(a).String()
	case OpReserve, OpPlace, OpRemove:
		return op.String() + " " + Cell(a).String()
	case OpDraw, OpKeep:
		return op.String()
	case OpSwap:
		if b < a {
			a, b = b, a
		}
		return "swap " + Cell(a).String() + " " + Cell(b).String()
	case OpMove:
		return "move " + Cell(a).String() + " " + Cell(b).String()
	case OpShift:
		return "shift " + Spot(a).String() + " " + Spot(b).String()
	case OpSetup:
		return "setup " + Cell(a).String() + " " + Tile(b).String()
	case OpDeal:
		return "deal " + strconv.Itoa(int(a)) + " " + Tile(b).String()
	default: // OpTile
		return "tile " + Tile(b).String()
	}
}

// TellMove writes m for people (rules.Teller): a deal names the seat
// dealt to and the animal as live play's log does ("deal Blue:
// kangaroo"); every other move is its notation, which names no seat.
func (s *State) TellMove(m rules.Move, name func(seat int) string) string {
	mv, ok := asMove(m)
	if !ok || mv.Kind() != OpDeal || mv.check() != nil {
		return s.MoveText(m)
	}
	return "deal " + name(int(mv.A)) + ": " + Tile(mv.B).String()
}

// ParseMove reads the notation. It checks the words, not legality (Apply
// does that); "claim" reads the same for a turn's claim and a forced claim.
func (s *State) ParseMove(text string) (rules.Move, error) {
	m, err := ParseMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// ParseMove reads a move's notation (see MoveText).
func ParseMove(text string) (Move, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Move{}, fmt.Errorf("empty move")
	}
	want := func(n int, form string) error {
		if len(f) != n {
			return fmt.Errorf("%q: want %q", text, form)
		}
		return nil
	}
	switch f[0] {
	case "claim":
		if err := want(2, "claim SPOT"); err != nil {
			return Move{}, err
		}
		sp, err := ParseSpot(f[1])
		return Claim(sp), err
	case "reserve", "place", "remove":
		if err := want(2, f[0]+" CELL"); err != nil {
			return Move{}, err
		}
		c, err := ParseCell(f[1])
		if err != nil {
			return Move{}, err
		}
		switch f[0] {
		case "reserve":
			return PlayReserve(c), nil
		case "place":
			return Place(c), nil
		}
		return RemoveTile(c), nil
	case "draw":
		return Draw(), want(1, "draw")
	case "keep":
		return Keep(), want(1, "keep")
	case "swap", "move":
		if err := want(3, f[0]+" CELL CELL"); err != nil {
			return Move{}, err
		}
		a, err := ParseCell(f[1])
		if err != nil {
			return Move{}, err
		}
		b, err := ParseCell(f[2])
		if err != nil {
			return Move{}, err
		}
		if f[0] == "swap" {
			return SwapTiles(a, b), nil
		}
		return MoveTile(a, b), nil
	case "shift":
		if err := want(3, "shift SPOT SPOT"); err != nil {
			return Move{}, err
		}
		a, err := ParseSpot(f[1])
		if err != nil {
			return Move{}, err
		}
		b, err := ParseSpot(f[2])
		if err != nil {
			return Move{}, err
		}
		return Shift(a, b), nil
	case "setup":
		if err := want(3, "setup CELL SPECIES"); err != nil {
			return Move{}, err
		}
		c, err := ParseCell(f[1])
		if err != nil {
			return Move{}, err
		}
		sp, err := parseSpecies(f[2])
		return SetupTile(c, sp), err
	case "deal":
		if err := want(3, "deal SEAT SPECIES"); err != nil {
			return Move{}, err
		}
		seat, err := strconv.Atoi(f[1])
		if err != nil || seat < 0 || seat >= MaxPlayers {
			return Move{}, fmt.Errorf("%q is not a seat (0–%d)", f[1], MaxPlayers-1)
		}
		sp, err := parseSpecies(f[2])
		return Deal(seat, sp), err
	case "tile":
		if err := want(2, "tile KIND"); err != nil {
			return Move{}, err
		}
		t, err := ParseTile(f[1])
		return DrawTile(t), err
	}
	return Move{}, fmt.Errorf("unknown move %q (want claim, reserve, draw, place, keep, swap, move, remove, shift, setup, deal or tile)", f[0])
}

func parseSpecies(s string) (Tile, error) {
	t, err := ParseTile(s)
	if err == nil && !t.IsAnimal() {
		err = fmt.Errorf("%q is an action, not an animal", s)
	}
	return t, err
}
