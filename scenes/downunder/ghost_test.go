package downunder

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules/downunder"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// Aiming the hinted card at the hinted cell (turned with R or not) shows
// one picture of it, the preview: the cell looks as it does without a
// hint, but for the hint's ring at its edge.
func TestDownUnderHintAndPreviewOnePicture(t *testing.T) {
	var h duHint
	var shots [2]*image.RGBA
	var cell image.Rectangle
	for k, hint := range []bool{true, false} {
		m := duHumanTurn(t, "human", "bot:greedy")
		script := &ui.Script{}
		a := duStart(t, m, script)
		if hint {
			scenetest.Press(a, script, 2, ebiten.KeyH)
			scenetest.WaitHint(t, a, func() bool { return duScene(a).Hint() != nil })
			scenetest.OnLoop(func() { h = *duScene(a).refreshHint() })
			if !h.ok || h.tile < 0 || h.kind == downunder.Pass || h.kind == downunder.Turn {
				t.Fatalf("want a hinted card to lay: %+v", h)
			}
		}
		x, y := tilePoint(a, h.tile)
		duDo(a, script, ui.ScriptStep{Click: true, X: x, Y: y}, 3)
		// Turn it away from the hint's rotation if it fits there so.
		var turns int
		scenetest.OnLoop(func() {
			s := duScene(a)
			n := rotations(s.tiles[s.sel].card.Kind)
			for r := 1; r < n; r++ {
				for _, p := range s.place {
					if int(p.X) == h.x && int(p.Y) == h.y && int(p.R) == (int(h.face.Rot)+r)%n && turns == 0 {
						turns = r
					}
				}
			}
			turns = (turns - s.rot + int(h.face.Rot) + n) % n
		})
		for i := 0; i < turns; i++ {
			scenetest.Press(a, script, 2, ebiten.KeyR)
		}
		cx, cy := cellPoint(a, h.x, h.y)
		duDo(a, script, ui.ScriptStep{X: cx, Y: cy}, 3)
		var previewed bool
		scenetest.OnLoop(func() {
			s := duScene(a)
			_, _, previewed = s.previewCell()
			c := s.lay.cell
			px, py := s.cellXY(h.x, h.y)
			cell = image.Rect(int(px)+12, int(py)+12, int(px)+c-12, int(py)+c-12)
		})
		if !previewed {
			t.Fatalf("no preview at the hinted cell (%d,%d): %s", h.x, h.y, scenetest.Status(a))
		}
		shots[k] = scenetest.Screenshot(a)
	}
	if n := differ(shots[0], shots[1], cell); n > 0 {
		scenetest.Save(t, "downunder-hint-preview", shots[0])
		t.Errorf("aiming at the hinted cell: %d pixels inside the cell differ from the preview alone (a double picture)", n)
	}
}
