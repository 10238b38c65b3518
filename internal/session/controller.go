package session

import (
	"outback/ai"
	"outback/rules"
)

// Controller drives one seat — or, for a session that is not the
// authority, chance. The session calls Turn once per tick while the
// decision is the controller's; Turn does a bounded slice of work and
// returns a move once one is ready. Controllers never block.
//
// A LAN seat is a Controller too (package net): its Turn returns the move
// that arrived from the network for this decision, if any. A peer that is
// not the host gives its session a Controller for chance as well, which
// returns the outcome the host sampled.
type Controller interface {
	Turn(t Turn) (rules.Move, bool)
	// Kind is the seat's kind as Records store it: "human", "bot:NAME",
	// "remote", "replay".
	Kind() string
}

// Turn is what a controller is told about the decision at hand.
type Turn struct {
	// State is what the seat may see — the View of its seat, or the full
	// state at a chance node — given with the first call of a decision
	// (Fresh) and nil after it. Controllers keep it; they must not change it.
	State rules.State
	// Seat is the seat to decide, or rules.Chance.
	Seat int
	// Fresh is true on the first call for this decision.
	Fresh bool
	// Ticks is the number of ticks since the decision began.
	Ticks int
	// Played is the number of moves played before this decision.
	Played int
}

// Human is a person at this computer: the screen submits the moves
// (Session.Submit), so Turn never has one. Only Human seats can undo and ask
// for hints.
type Human struct{}

// Turn implements Controller.
func (Human) Turn(Turn) (rules.Move, bool) { return nil, false }

// Kind implements Controller.
func (Human) Kind() string { return "human" }

// Bot is a computer player: an anytime ai.Bot given one slice of work per
// tick. Its move is held back until Pause ticks have passed, so a move does
// not land before a person has seen whose turn it is.
type Bot struct {
	Name  string
	Bot   ai.Bot
	Pause int
	ready bool
}

// NewBot makes the bot of a "bot:NAME" seat; seed makes it repeatable.
func NewBot(name string, seed uint64, pause int) (*Bot, error) {
	b, err := ai.New(name, seed)
	if err != nil {
		return nil, err
	}
	return &Bot{Name: name, Bot: b, Pause: pause}, nil
}

// Turn implements Controller.
func (b *Bot) Turn(t Turn) (rules.Move, bool) {
	if t.Fresh {
		b.Bot.Start(t.State, t.Seat)
		b.ready = false
	}
	if !b.ready {
		b.ready = b.Bot.Step()
	}
	if !b.ready || t.Ticks < b.Pause {
		return nil, false
	}
	b.ready = false
	return b.Bot.Move(), true
}

// Kind implements Controller.
func (b *Bot) Kind() string { return "bot:" + b.Name }

// Thinking reports whether the bot is still searching (for "thinking…").
func (b *Bot) Thinking() bool { return !b.ready }

// Replay plays the moves of a Record, one at a time when the viewer asks
// (Advance): it is the controller of every seat, and of chance, in a replay.
type Replay struct {
	Moves   []rules.Move
	advance bool
}

// Advance lets the next recorded move be played on the next tick.
func (r *Replay) Advance() { r.advance = true }

// Waiting reports whether a move was asked for and not yet played.
func (r *Replay) Waiting() bool { return r.advance }

// Turn implements Controller.
func (r *Replay) Turn(t Turn) (rules.Move, bool) {
	if !r.advance || t.Played >= len(r.Moves) {
		return nil, false
	}
	r.advance = false
	return r.Moves[t.Played], true
}

// Hold forgets a request to advance (the viewer jumped elsewhere).
func (r *Replay) Hold() { r.advance = false }

// Kind implements Controller.
func (Replay) Kind() string { return "replay" }
