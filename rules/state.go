package rules

import (
	"errors"
	"fmt"
)

// Who is to decide, as answered by State.ToMove. Values >= 0 are seats.
const (
	// Chance means the next move is a chance outcome, sampled by the Match.
	Chance = -1
	// Nobody means the game is over.
	Nobody = -2
)

// ErrIllegal is wrapped by every error Apply returns for a move the rules refuse.
var ErrIllegal = errors.New("illegal move")

// IllegalError is a refusal by the rules: a reason a person can read, kept
// as its key and arguments so that a screen can say it in another language
// by looking the key up (never by parsing the English text).
//
// The key is the reason's English format string (e.g. "%s is taken"): it is
// constant at every call site, and a test checks that each key the game
// packages use has a translation. Arguments are values (squares, numbers,
// seats), other errors (a reason within a reason), or Phrases.
type IllegalError struct {
	Key  string
	Args []any
}

// Illegal returns a refusal: an *IllegalError wrapping ErrIllegal, whose
// text is the key formatted with args. A refusal given as the only
// argument of "%v" is passed on as it is.
func Illegal(key string, args ...any) error {
	if key == "%v" && len(args) == 1 {
		if e, ok := args[0].(*IllegalError); ok {
			return e
		}
	}
	return &IllegalError{Key: key, Args: args}
}

// Reason is the refusal in English, without the "illegal move: " prefix.
func (e *IllegalError) Reason() string {
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		if r, ok := a.(*IllegalError); ok {
			a = r.Reason() // a reason within a reason reads without a prefix
		}
		args[i] = a
	}
	return fmt.Sprintf(e.Key, args...)
}

func (e *IllegalError) Error() string { return ErrIllegal.Error() + ": " + e.Reason() }

// Unwrap makes errors.Is(err, ErrIllegal) hold for every refusal.
func (e *IllegalError) Unwrap() error { return ErrIllegal }

// Phrase is a value that reads as words inside a reason (a path's name:
// "row 3"): screens translate it by its key, like a reason.
type Phrase interface {
	Phrase() (key string, args []any)
}

// Move is one decision of a seat, or one chance outcome. Each game defines its
// own small struct; the msgp encoding is what Records and the network carry.
type Move interface {
	// MarshalMsg appends the move's MessagePack encoding to b.
	MarshalMsg(b []byte) ([]byte, error)
}

// MoveAs is m as a game's move type T, whether m holds a T or a *T (the
// rules and the screens hand moves over both ways); ok is false for any
// other move, and for a nil *T.
func MoveAs[T any](m Move) (mv T, ok bool) {
	switch v := any(m).(type) {
	case T:
		return v, true
	case *T:
		if v != nil {
			return *v, true
		}
	}
	return mv, false
}

// Event is plain data describing one step of what a move did, in the order a
// viewer should see it (a hop, a tile laid, a tile drawn...). Each game
// defines its own event types; scenes turn them into animations.
type Event any

// Outcome is the result of a game so far.
type Outcome struct {
	Over bool
	// Scores per seat, nil for games that do not score (Billabong).
	Scores []int
	// Ranks per seat, 1 = best; equal ranks are shared. Only meaningful when
	// Over, but games may fill in a provisional ranking.
	Ranks []int
}

// State is one position of a game. Implementations are deterministic: integer
// arithmetic, slices rather than maps, no clock, no RNG, no globals.
type State interface {
	// Game is the registry name ("billabong", "downunder", "crossing").
	Game() string
	// Players is the number of seats.
	Players() int
	// ToMove is the seat whose decision it is, Chance, or Nobody.
	ToMove() int
	// Legal appends the legal moves of the decision at hand, in the game's
	// canonical documented order. At a chance node these are the outcomes,
	// and Weight gives their integer weights.
	Legal(buf []Move) []Move
	// Weight is the integer weight of a chance outcome listed by Legal (1 for
	// ordinary moves).
	Weight(m Move) int
	// Apply validates m and applies it, returning what happened. An illegal
	// move returns an error wrapping ErrIllegal and leaves the state untouched.
	Apply(m Move) ([]Event, error)
	// Clone is a deep, independent copy.
	Clone() State
	// Hash is a 64-bit hash of a canonical byte encoding: identical on every
	// platform and Go version.
	Hash() uint64
	// Outcome says whether the game is over, and scores and ranks.
	Outcome() Outcome
	// MoveText writes m in the game's notation (which may depend on the state).
	MoveText(m Move) string
	// ParseMove reads the game's notation in this state.
	ParseMove(text string) (Move, error)
	// View is what the given seat may see: a copy with other seats' hidden
	// information masked. Games without hidden information return a clone.
	View(seat int) State
	// MarshalJSON writes the game's position JSON (documented in its spec).
	MarshalJSON() ([]byte, error)
}

// Heuristic is implemented by states that can value a position for a seat
// (higher is better). Bots use it; it need not be exact.
type Heuristic interface {
	Value(seat int) int
}
