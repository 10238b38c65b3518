package downunder

import (
	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/rules/downunder"
	"outback/sprites"
)

// Pointing at a move in the log marks on the board the cell it touches,
// and a review's better move shows there as a ghost; both come from the
// move itself (downunder.MoveCell), not its text.

// reviewGhostOf is the review's better move g as a card: the move was
// one for the position before the last move shown (the move the review
// card speaks of), whose hands give the card's colour. Made once per
// position and move.
func (s *Screen) reviewGhostOf(g rules.Move) *duHint {
	mv, ok := g.(*downunder.Move)
	n := len(s.Match.History())
	if !ok || n == 0 {
		return nil
	}
	if s.reviewGhost.ok && s.reviewGhost.key == n && s.reviewGhostMove == *mv {
		return &s.reviewGhost
	}
	before, err := s.Match.StateAt(n - 1)
	st, isDU := before.(*downunder.State)
	if err != nil || !isDU {
		return nil
	}
	s.reviewGhost, s.reviewGhostMove = s.ghostOf(st, mv, n), *mv
	return &s.reviewGhost
}

// logMarks is the cell of the hovered entry's move, for tests.
type logMarks struct {
	cells [][2]int
}

func (s *Screen) drawLoggedMove(dst *ebiten.Image) {
	n := float32(s.lay.cell)
	if g, label := s.Ghost(); g != nil {
		if x, y, ok := downunder.MoveCell(g); ok {
			px, py := s.cellXY(x, y)
			if h := s.reviewGhostOf(g); h != nil && h.face.Kind == h.kind {
				// The better card, faint, turned as it would lie.
				s.faces.Draw(dst, h.face, px, py, 0, 1, 0.55)
			} else {
				sprites.RoundRect(dst, px+2, py+2, n-4, n-4, 8, sprites.WithAlpha(sprites.Good, 90))
			}
			sprites.RoundRectLine(dst, px+2, py+2, n-4, n-4, 8, 3, sprites.Good)
			sprites.Pill(dst, label, px+n/2, py-14, sprites.Good)
		}
	}
	s.logMarks.cells = s.logMarks.cells[:0]
	mv, ok := s.HoveredLogMove()
	if !ok {
		return
	}
	if x, y, ok := downunder.MoveCell(mv); ok {
		s.logMarks.cells = append(s.logMarks.cells, [2]int{x, y})
		px, py := s.cellXY(x, y)
		sprites.RoundRectLine(dst, px+2, py+2, n-4, n-4, 8, 3, sprites.Ochre)
	}
}
