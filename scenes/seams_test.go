package scenes_test

import (
	"testing"

	"outback/scenes"
	"outback/scenes/menus"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
)

// The saved-game dialog on a phone (390×844 CSS px, three pixels a unit),
// as the player saw it with a dark line across it: down a column inside
// its panel, beside the buttons, the paper runs unbroken from the top of
// the panel to its foot.
func TestReplaceDialogOnAPhoneIsWhole(t *testing.T) {
	sprites.SetScale(3)
	defer sprites.SetScale(1)
	a := newTestApp(nil, func(a *scenes.App) ui.Scene {
		m := scenetest.Match(t, "billabong", 1, "", "human", "human")
		return menus.NewReplaceSaved(a, m, func() (ui.Scene, error) { return menus.NewTitle(a), nil }, func() ui.Scene { return menus.NewTitle(a) })
	})
	scenetest.OnLoop(func() { a.Layout(390, 844) })
	scenetest.RunTicks(a, 3)
	img := scenetest.ScreenshotLaidOut(a, 390, 844)
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	// 15 units from the left: inside the panel, left of its buttons.
	x := 15 * 3
	paper := func(y int) bool { return img.RGBAAt(x, y) == sprites.Paper }
	top, foot := -1, -1
	for y := 0; y < img.Bounds().Dy(); y++ {
		if paper(y) {
			if top < 0 {
				top = y
			}
			foot = y
		}
	}
	if top < 0 || foot-top < 300*3 {
		t.Fatalf("no panel of paper down x=%d (paper from %d to %d)", x, top, foot)
	}
	for y := top; y <= foot; y++ {
		if !paper(y) {
			t.Errorf("the panel is not paper at (%d,%d) but %v: a seam across it", x, y, img.RGBAAt(x, y))
		}
	}
	scenetest.Save(t, "replace-saved-phone-dpr3", img)
}
