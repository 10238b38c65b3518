package downunder

import (
	"fmt"
	"strconv"

	"outback/rules"
)

func init() {
	rules.Register(&rules.Game{
		Name:           "downunder",
		Title:          "Down Under",
		MinPlayers:     2,
		MaxPlayers:     4,
		Options:        optionSpecs(),
		New:            New,
		DecodeMove:     DecodeMove,
		DecodePosition: DecodePosition,
		MovesJSON:      MovesJSON,
	})
}

func onOff(key, label, help string, minP, maxP int) rules.OptionSpec {
	return rules.OptionSpec{Key: key, Label: label, Help: help, Choices: []string{"off", "on"}, Default: "off", MinPlayers: minP, MaxPlayers: maxP}
}

// optionSpecs lists the options in the order a new-game screen shows them.
func optionSpecs() []rules.OptionSpec {
	sizes := []string{"auto"}
	for a := 4; a <= 13; a++ {
		for b := a; b <= 13; b++ {
			// Not fmt.Sprintf: this runs at start-up, before the first
			// frame, and 55 Sprintf calls were most of the package's
			// initialisation in a browser.
			sizes = append(sizes, strconv.Itoa(a)+"x"+strconv.Itoa(b))
		}
	}
	return []rules.OptionSpec{
		{Key: "difficulty", Label: "Difficulty", Help: "Size of the area: easy, recommended or difficult for the number of players.",
			Choices: []string{"easy", "recommended", "difficult"}, Default: "recommended"},
		{Key: "size", Label: "Area size", Help: "Area in cards, A×B (each side 4–13); auto takes it from the difficulty.",
			Choices: sizes, Allowed: "auto, or AxB with each side 4–13 and A ≤ B, e.g. 5x7", Default: "auto"},
		onOff("special", "Special scoring", "Animals on a route score: +5 per emu, kangaroo and platypus set, −2 per rabbit without a dingo.", 0, 0),
		{Key: "dingo", Label: "Dingo rule", Help: "With special scoring, a seat that never laid its dingo scores zero, or loses the game.",
			Choices: []string{"zero", "lose"}, Default: "zero"},
		onOff("noBorder", "No border", "The game for young children: no limit to the area.", 0, 0),
		onOff("oneEnd", "Grow from one end", "Everyone starts with a terminal, so each route grows from one end only.", 2, 4),
		onOff("twoRoutes", "Two routes each", "Each player builds two routes in two colours, laying one card for each per turn.", 2, 2),
		onOff("oneCardPerTurn", "One card per turn", "With two routes each: lay one card per turn, to either route.", 2, 2),
		onOff("fixedArea", "Fixed area", "The unused set is pre-laid as a line across the area, fixing its position.", 2, 3),
		onOff("frame", "Frame", "The two unused sets are pre-laid around the area as pairs of curves.", 2, 2),
	}
}

// DecodeMove reads a move's msgp encoding (the registry's DecodeMove).
func DecodeMove(b []byte) (rules.Move, error) {
	var m Move
	rest, err := m.UnmarshalMsg(b)
	if err != nil {
		return nil, fmt.Errorf("bad Down Under move bytes: %v", err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("bad Down Under move bytes: %d extra bytes after the move", len(rest))
	}
	if m.Kind < Straight || m.Kind > Pass {
		return nil, fmt.Errorf("bad Down Under move: unknown kind %d", m.Kind)
	}
	return &m, nil
}
