// Package ai holds the computer opponents. They play any game of the rules
// contract and are anytime searches: a bot does a bounded slice of work per
// Step call, so the play screen can call it once per tick without ever
// freezing the window (a browser tab has one thread and no preemption).
package ai

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"outback/rules"
)

// Bot chooses moves for one seat.
type Bot interface {
	// Start begins thinking about st for seat. The bot keeps its own copy.
	Start(st rules.State, seat int)
	// Step does a bounded slice of work and reports whether a move is ready.
	Step() bool
	// Move is the chosen move, valid once Step has returned true.
	Move() rules.Move
}

// MoveScorer is an optional fast path a State may offer: the value for seat
// of the position after m, without cloning.
type MoveScorer interface {
	ScoreMove(seat int, m rules.Move) int
}

// Level describes a bot to people.
type Level struct {
	Name  string // the bot's registry name, used in "bot:<name>"
	Label string
	Help  string
}

// Levels lists the levels a new game offers, in increasing strength.
var Levels = []Level{
	{"easy", "Easy", "takes the move that looks best right now, but one move in five is careless"},
	{"medium", "Medium", "a short search a few moves ahead"},
	{"hard", "Hard", "searches for a second, weighing draws and what it cannot see"},
}

// DefaultLevel is the computer opponent a new game starts with.
const DefaultLevel = "medium"

// Baselines are the simple bots the levels are measured against; seats of
// older games and the command line still name them.
var Baselines = []Level{
	{"random", "Random", "plays any legal move"},
	{"greedy", "Greedy", "takes the move that looks best right now"},
}

// LevelOf describes the bot with the given registry name.
func LevelOf(name string) (Level, bool) {
	for _, ls := range [][]Level{Levels, Baselines} {
		for _, l := range ls {
			if l.Name == name {
				return l, true
			}
		}
	}
	return Level{}, false
}

// Names lists every bot's registry name.
func Names() []string {
	var names []string
	for _, ls := range [][]Level{Levels, Baselines} {
		for _, l := range ls {
			names = append(names, l.Name)
		}
	}
	return names
}

// The searches of the levels. Hard thinks for a second of wall time (the
// budget the design gives it on a 2-core machine); Medium runs a fixed
// number of short playouts, so it is quick and repeatable.
var (
	hardBudget    = Budget{Time: time.Second}
	hintSlice     = 6 * time.Millisecond
	hardPlayout   = Playout{Depth: 8, Greedy: 80}
	mediumBudget  = Budget{Iterations: 80}
	mediumPlayout = Playout{Depth: 6, Greedy: 80}
)

// New makes a bot by name; seed makes its choices repeatable.
func New(name string, seed uint64) (Bot, error) {
	return NewTimed(name, seed, 0)
}

// NewTimed makes a bot by name whose searches think no longer than
// moveTime per move (0: the level's own budget).
func NewTimed(name string, seed uint64, moveTime time.Duration) (Bot, error) {
	r := rand.New(rand.NewPCG(seed, 0x0b07))
	capTime := func(b Budget) Budget {
		if moveTime > 0 && (b.Time == 0 || moveTime < b.Time) {
			b.Time = moveTime
		}
		return b
	}
	switch name {
	case "random":
		return &Random{rng: r}, nil
	case "greedy":
		return &Greedy{rng: r, PerStep: 64}, nil
	case "easy":
		return &Careless{Greedy: Greedy{rng: r, PerStep: 64}, Percent: 20}, nil
	case "medium":
		return NewSearch(capTime(mediumBudget), mediumPlayout, seed), nil
	case "hard":
		return NewSearch(capTime(hardBudget), hardPlayout, seed), nil
	}
	return nil, fmt.Errorf("unknown bot %q (known: %s)", name, strings.Join(Names(), ", "))
}

// NewHint is the bot behind the hint button: Hard's search, given a fixed
// number of playouts rather than a time, so a hint is the same whenever it
// is asked (a tenth to half a second here). It judges a forced move too,
// so that its chances follow the position.
//
// Its slices are longer than a bot's: nothing moves on the screen while a
// hint is thought of, so a tick may give it 6 ms of the 8 a tick may take
// (DESIGN §7). At 4 ms a hint took 65 ticks in a browser here, over two
// seconds. It keeps pace with a slow device (Budget.KeepPace): a phone
// drawing three frames a second had a hint wait 12–52 s at 6 ms a frame.
func NewHint(seed uint64) *Search {
	s := NewSearch(Budget{Iterations: 1000, Slice: hintSlice, KeepPace: true}, hardPlayout, seed)
	s.Estimate = true
	return s
}

// Think runs a bot to completion (for the command line and tests).
func Think(b Bot, st rules.State, seat int) rules.Move {
	b.Start(st, seat)
	for !b.Step() {
	}
	return b.Move()
}

// NewJudge is the search a game review asks of every position: Hard's
// playouts, given a budget, judging forced moves and positions that are
// not the seat's decision too (see Search.Observe).
func NewJudge(b Budget, seed uint64) *Search {
	s := NewSearch(b, hardPlayout, seed)
	s.Estimate = true
	s.Observe = true
	return s
}
