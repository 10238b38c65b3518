package billabong

import "fmt"

// Zones of the placement phase (option "zone").
const (
	ZoneBehind   = "behind"
	ZoneAnywhere = "anywhere"
)

// Options are the variants of a game (§6 of the spec).
type Options struct {
	// Zone is ZoneBehind (default; "" means the same) or ZoneAnywhere.
	Zone string
	// UndoSelection lets a player change the picked kangaroo; the play
	// screen's business, kept here only as the option's value.
	UndoSelection bool
	// Sleepers (2–3 players): five never-moving kangaroos put at random.
	Sleepers bool
	// Continue (3–4 players): play on after the first player is done.
	Continue bool
	// QuickStart: chance places four kangaroos of each player, one per
	// quadrant of the behind zone.
	QuickStart bool
}

// Check says what is wrong with the options for this many players.
func (o Options) Check(players int) error {
	if players < 2 || players > MaxPlayers {
		return fmt.Errorf("billabong is for 2–4 players, not %d", players)
	}
	if o.Zone != "" && o.Zone != ZoneBehind && o.Zone != ZoneAnywhere {
		return fmt.Errorf("option \"zone\": %q is not one of behind, anywhere", o.Zone)
	}
	if o.Sleepers && players > 3 {
		return fmt.Errorf("option \"sleepers\" is for 2–3 players, not %d", players)
	}
	if o.Continue && players < 3 {
		return fmt.Errorf("option \"continue\" is for 3–4 players, not %d", players)
	}
	return nil
}

// flags are the options in a compact form.
type flags struct {
	anywhere, undoSelection, sleepers, cont, quickStart bool
}

func (f flags) options() Options {
	o := Options{Zone: ZoneBehind, UndoSelection: f.undoSelection, Sleepers: f.sleepers, Continue: f.cont, QuickStart: f.quickStart}
	if f.anywhere {
		o.Zone = ZoneAnywhere
	}
	return o
}

func (f flags) byte() byte {
	var b byte
	for i, on := range [...]bool{f.anywhere, f.undoSelection, f.sleepers, f.cont, f.quickStart} {
		if on {
			b |= 1 << i
		}
	}
	return b
}
