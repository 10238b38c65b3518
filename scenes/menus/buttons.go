package menus

import (
	"outback/scenes/replay"
	"outback/scenes/ui"
)

// What the screen tests ask of the menus' layouts: their buttons where
// they are now, for the screen's size, and how far a menu is scrolled.

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
		if m.rejoin != nil {
			b = append(b, m.lanBtn)
		}
		return b
	case *NewGame:
		m.Layout()
		b := append([]ui.Button{m.start, m.back, m.shufBtn}, m.gameBtns...)
		for _, k := range m.SeatBtns {
			b = append(b, k.Button)
		}
		for _, k := range m.OptBtns {
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
		return m.Scroll.Off
	case *SettingsScreen:
		return m.scroll.Off
	case *RulesScreen:
		return m.scroll.Off
	case *replay.Replays:
		return m.Scroll.Off
	}
	return 0
}
