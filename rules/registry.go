package rules

import (
	"fmt"
	"strings"
)

// Game describes one game to the game-independent code: Match, Records, the
// network, the command line and the new-game screen are written once against
// it.
type Game struct {
	// Name is the registry key used in files and on the command line.
	Name string
	// Title is the name shown to people.
	Title string
	// MinPlayers and MaxPlayers bound the number of seats.
	MinPlayers, MaxPlayers int
	// Options lists the game's options and variants, in the order a
	// new-game screen shows them.
	Options []OptionSpec
	// New returns the initial state for the given seats and options. It
	// refuses unknown options and bad values with an error naming them.
	New func(players int, opts []Option) (State, error)
	// DecodeMove reads one move's msgp encoding.
	DecodeMove func(b []byte) (Move, error)
	// DecodePosition reads the game's position JSON.
	DecodePosition func(b []byte) (State, error)
	// MovesJSON writes the legal moves of a state in the JSON form the
	// game's spec documents (the output of `outback moves <game>`).
	MovesJSON func(st State) ([]byte, error)
}

var registry []*Game

// Register adds a game to the registry. It is called from the game packages'
// init functions; registering a name twice is a programming error.
func Register(g *Game) {
	for _, r := range registry {
		if r.Name == g.Name {
			panic("rules: game registered twice: " + g.Name)
		}
	}
	registry = append(registry, g)
}

// Games lists the registered games in registration order.
func Games() []*Game { return registry }

// Lookup finds a game by name, with an error listing the known names.
func Lookup(name string) (*Game, error) {
	for _, g := range registry {
		if g.Name == name {
			return g, nil
		}
	}
	names := make([]string, len(registry))
	for i, g := range registry {
		names[i] = g.Name
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(names, ", "))
}
