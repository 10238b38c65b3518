package scenes

import (
	"outback/scenes/ui"

	"outback/scenes/replay"
)

// What the tests of package scenes_test need of the menus' layouts: their
// buttons where they are now, for the screen's size.

// MenuButtons are the buttons of the menu screen s (none for other
// screens), laid out for the screen as it is.
func MenuButtons(s ui.Scene) []ui.Button {
	switch m := s.(type) {
	case *Title:
		m.layout()
		b := []ui.Button{m.newBtn, m.replBtn, m.rulesBtn, m.setBtn, m.quitBtn}
		if m.saved != nil {
			b = append(b, m.contBtn)
		}
		if m.canJoin {
			b = append(b, m.joinBtn)
		}
		if m.lanSession != nil {
			b = append(b, m.lanBtn)
		}
		return b
	case *NewGame:
		m.layout()
		b := append([]ui.Button{m.start, m.back, m.shufBtn}, m.gameBtns...)
		for _, k := range m.seatBtns {
			b = append(b, k.Button)
		}
		for _, k := range m.optBtns {
			b = append(b, k.Button)
		}
		return b
	case *SettingsScreen:
		m.layout()
		return append([]ui.Button{m.back}, m.rows...)
	case *RulesScreen:
		m.layout()
		return append([]ui.Button{m.back}, m.tabs...)
	case *replay.Replays:
		m.Layout()
		return append([]ui.Button{m.Back, m.Open}, m.Rows...)
	case *Pause:
		m.layout()
		return m.btns
	case *ReplaceSaved:
		m.layout()
		return []ui.Button{m.newBtn, m.contBtn, m.backBtn}
	}
	return nil
}

// ScrollOff is how far the menu screen s is scrolled.
func ScrollOff(s ui.Scene) float32 {
	switch m := s.(type) {
	case *NewGame:
		return m.scroll.Off
	case *SettingsScreen:
		return m.scroll.Off
	case *RulesScreen:
		return m.scroll.Off
	case *replay.Replays:
		return m.Scroll.Off
	}
	return 0
}

// OptionValues are the New game screen's options' values.
func OptionValues(s *NewGame) []string { return append([]string(nil), s.options...) }

// ShowOption scrolls the New game screen so that option key's choice is
// in view (a finger would drag the list).
func ShowOption(s *NewGame, key string) {
	s.layout()
	for i, o := range s.game.Options {
		if o.Key == key {
			b := s.optBtns[i]
			s.scroll.Show(float32(b.Y)-s.scroll.View.Y+s.scroll.Off-30, float32(b.H)+60)
		}
	}
	s.layout()
}

// OptionButton is option i's control on the New game screen.
func OptionButton(s *NewGame, i int) ui.Button { s.layout(); return s.optBtns[i].Button }
