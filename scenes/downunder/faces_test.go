package downunder

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// Card faces are drawn into, so they are kept on sheets of their own
// (sprites.faceSheets): on Ebitengine's atlas every new face made it move
// the face to a new 1024×1024 page — ten pages in a first frame, and as
// many again at each zoom. A mid-game screen's first frame, at a cell
// size no other test draws, took 106 MB of images that way; it takes
// about 14 (its atlas, board, glyphs, a sheet and the screen), under ten
// pages.
func TestNewFacesTakeNoPages(t *testing.T) {
	m := duMatch(t, "", "human", "greedy", "greedy")
	duGreedy(t, m, 14)
	a := scenetest.NewApp(nil, func(a *scenes.App) ui.Scene { return New(a, m) }, plays)
	scenetest.Resize(t, a, 977, 611)
	var before, after ebiten.DebugInfo
	scenetest.OnLoop(func() { ebiten.ReadDebugInfo(&before) })
	scenetest.RunTicks(a, 1)
	scenetest.Screenshot(a)
	scenetest.OnLoop(func() { ebiten.ReadDebugInfo(&after) })
	const page = 1024 * 1024 * 4
	if grew := after.TotalGPUImageMemoryUsageInBytes - before.TotalGPUImageMemoryUsageInBytes; grew >= 10*page {
		t.Errorf("the first frame took %.1f MB of images (a page is 4 MB)", float64(grew)/(1<<20))
	}
}
