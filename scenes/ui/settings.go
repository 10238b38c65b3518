package ui

import "outback/sprites"

// Settings are the player's preferences.
type Settings struct {
	Coords bool
	// AnimSpeed scales animation lengths: 0 off, 1 slow, 2 normal, 3 fast.
	AnimSpeed int
	// HighContrast picks the high-contrast palette.
	HighContrast bool
	// Sound on or off, and its volume 0..10.
	Sound  bool
	Volume int
	// Language of all text: English or German.
	Language string
	// PlayerName is the name this player last gave joining a LAN game.
	PlayerName string
}

// Palette is the player colours and shapes in use.
func (s Settings) Palette() sprites.Palette {
	if s.HighContrast {
		return sprites.HighContrast
	}
	return sprites.Default
}

// Ticks scales an animation length (in ticks at normal speed).
func (s Settings) Ticks(n int) int {
	switch s.AnimSpeed {
	case 0:
		return 0
	case 1:
		return n * 3 / 2
	case 3:
		return n / 2
	}
	return n
}
