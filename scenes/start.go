package scenes

import (
	"fmt"
	"strings"

	"outback/ai"
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/menus"
	"outback/scenes/ui"
)

// QuickStart describes a game to open straight away, from the command line
// (outback -game ...) or the browser page's address (?game=...).
type QuickStart struct {
	Game    string
	Seats   string // comma-separated seat kinds: human, bot:greedy, ...
	Seed    uint64
	Options string // key=value,...
	// ClockSeed: no seed was given, so each game opened takes its seed
	// from the clock, as New game does (Seed is then ignored).
	ClockSeed bool
}

// Start checks q and returns the Options.Start function opening its play
// screen (one of plays), with an error naming what is wrong.
func (q QuickStart) Start(plays []PlayScreen) (func(a *App) ui.Scene, error) {
	g, err := rules.Lookup(q.Game)
	if err != nil {
		return nil, err
	}
	opts, err := rules.ParseOptionList(q.Options)
	if err != nil {
		return nil, err
	}
	kinds := strings.Split(q.Seats, ",")
	if q.Seats == "" {
		kinds = []string{"human", "bot:" + ai.DefaultLevel}
	}
	setup := rules.Setup{Game: g.Name, Options: opts, Seed: q.Seed}
	for i, k := range kinds {
		if k != "human" && !strings.HasPrefix(k, "bot:") {
			k = "bot:" + k
		}
		if k != "human" {
			if _, known := ai.LevelOf(strings.TrimPrefix(k, "bot:")); !known {
				return nil, fmt.Errorf("seat %d: unknown kind %q (human, or a bot: %s)", i+1, kinds[i], strings.Join(ai.Names(), ", "))
			}
		}
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: menus.DefaultSeatName(i), Kind: k})
	}
	// Build the match once now so errors surface here, not in the window.
	if _, err := rules.NewMatch(setup, 0); err != nil {
		return nil, err
	}
	if _, err := playFor(plays, g.Name); err != nil {
		return nil, err
	}
	return func(a *App) ui.Scene {
		open := func() (ui.Scene, error) {
			setup := setup
			if q.ClockSeed {
				setup.Seed = uint64(a.Now())
			}
			m, _ := rules.NewMatch(setup, a.Now())
			return openPlay(a, m)
		}
		// An unfinished game behind Continue is not replaced unasked.
		sc, _ := menus.GuardSaved(a, open, func() ui.Scene { return menus.NewTitle(a) })
		return sc
	}, nil
}

// JoinStart opens the join screen for a join link
// (http://HOST:PORT/?join=CODE): it connects, takes a free seat (or, when
// the game is full, lets the player watch), waits with the others until
// the host starts, and opens the game.
func JoinStart(link string) func(a *App) ui.Scene {
	return func(a *App) ui.Scene { return lan.NewJoin(a, link, false) }
}

// WatchStart opens the join screen to watch the LAN game of a join link.
func WatchStart(link string) func(a *App) ui.Scene {
	return func(a *App) ui.Scene { return lan.NewJoin(a, link, true) }
}

// NoticeStart opens the title screen with a message (for problems found
// before the window opened, such as a damaged replay link).
func NoticeStart(msg string) func(a *App) ui.Scene {
	return func(a *App) ui.Scene {
		return menus.TitleWithNotice(a, msg)
	}
}
