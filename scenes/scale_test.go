package scenes_test

import (
	"image/color"
	"testing"

	"outback/scenes"
	bbplay "outback/scenes/billabong"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
)

// On a high-density display every unit gets two pixels: the screen is
// 2560×1600 and everything is drawn at that resolution, in the same place.
func TestHighDensityScreen(t *testing.T) {
	sprites.SetScale(2)
	defer sprites.SetScale(1)
	a := newTestApp(nil, func(a *scenes.App) ui.Scene { return bbplay.New(a, scenetest.JumpPosition(t, "human", "human")) })
	scenetest.RunTicks(a, 3)
	img := scenetest.ScreenshotLaidOut(a, 0, 0)
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	if w != 2*ui.ScreenW || h != 2*ui.ScreenH {
		t.Fatalf("layout %d×%d", w, h)
	}
	// Blue's kangaroo on k10 is where it is at the normal density, twice
	// as far from the corner: its token's blue is near the square's centre.
	b := bbplay.New(newTestApp(nil, func(*scenes.App) ui.Scene { return nil }), scenetest.BillabongMatch(t, "human", "human"))
	cx, cy := b.Center(9, 10)
	blue := a.Settings().Palette().Players[0].Light // not started yet: pale
	found := false
	for dy := -12; dy <= 12 && !found; dy++ {
		for dx := -12; dx <= 12 && !found; dx++ {
			c := img.RGBAAt(int(cx*2)+dx, int(cy*2)+dy)
			found = near(c, blue)
		}
	}
	if !found {
		t.Error("no blue token at k10 on the high-density screen")
	}
	scenetest.Save(t, "billabong-hidpi", img)
}

func near(a, b color.RGBA) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) < 20 && d(a.G, b.G) < 20 && d(a.B, b.B) < 20
}
