package scenes

import (
	"outback/scenes/menus"
	"outback/scenes/ui"
)

// What the tests of package scenes_test need of the menus' layouts: their
// buttons where they are now, for the screen's size.

// OptionValues are the New game screen's options' values.
func OptionValues(s *menus.NewGame) []string { return append([]string(nil), s.Options...) }

// ShowOption scrolls the New game screen so that option key's choice is
// in view (a finger would drag the list).
func ShowOption(s *menus.NewGame, key string) {
	s.Layout()
	for i, o := range s.Game.Options {
		if o.Key == key {
			b := s.OptBtns[i]
			s.Scroll.Show(float32(b.Y)-s.Scroll.View.Y+s.Scroll.Off-30, float32(b.H)+60)
		}
	}
	s.Layout()
}

// OptionButton is option i's control on the New game screen.
func OptionButton(s *menus.NewGame, i int) ui.Button { s.Layout(); return s.OptBtns[i].Button }
