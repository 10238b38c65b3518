// Package ai holds the computer opponents. They play any game of the rules
// contract and are anytime searches: a bot does a bounded slice of work per
// Step call, so the play screen can call it once per tick without ever
// freezing the window (a browser tab has one thread and no preemption).
package ai

import (
	"fmt"
	"math/rand/v2"
	"strings"

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

// Levels lists the bots in increasing strength.
var Levels = []Level{
	{"random", "Beginner", "plays any legal move"},
	{"greedy", "Easy", "takes the move that looks best right now"},
}

// New makes a bot by name; seed makes its choices repeatable.
func New(name string, seed uint64) (Bot, error) {
	r := rand.New(rand.NewPCG(seed, 0x0b07))
	switch name {
	case "random":
		return &Random{rng: r}, nil
	case "greedy":
		return &Greedy{rng: r, PerStep: 64}, nil
	}
	names := make([]string, len(Levels))
	for i, l := range Levels {
		names[i] = l.Name
	}
	return nil, fmt.Errorf("unknown bot %q (known: %s)", name, strings.Join(names, ", "))
}

// Think runs a bot to completion (for the command line and tests).
func Think(b Bot, st rules.State, seat int) rules.Move {
	b.Start(st, seat)
	for !b.Step() {
	}
	return b.Move()
}
