package ai

import (
	"fmt"

	"outback/rules"
)

// PlayOut plays a match to its end (or until maxMoves moves) with one bot
// per seat, resolving chance with the match's own generator. It reports
// whether the game ended.
func PlayOut(m *rules.Match, bots []Bot, maxMoves int, at int64) (bool, error) {
	for len(m.History()) < maxMoves {
		st := m.State()
		switch seat := st.ToMove(); seat {
		case rules.Nobody:
			return true, nil
		case rules.Chance:
			if _, _, err := m.PlayChance(at); err != nil {
				return false, err
			}
		default:
			mv := Think(bots[seat], st.View(seat), seat)
			if mv == nil {
				return false, fmt.Errorf("bot for seat %d found no move", seat)
			}
			if _, err := m.Play(mv, at); err != nil {
				return false, fmt.Errorf("bot for seat %d: %w", seat, err)
			}
		}
	}
	return m.State().ToMove() == rules.Nobody, nil
}
