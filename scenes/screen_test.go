package scenes

import (
	"testing"

	"outback/scenes/ui"
)

// At every shape from 9:21 to 21:9, and every size from a small phone to
// a large desktop, the logical screen has the outside's shape (no bars: a
// rounding at most), a unit is a CSS pixel until the outside holds a whole
// desktop screen, and the shorter side never drops below what a screen is
// laid out for.
func TestScreenFollowsTheOutside(t *testing.T) {
	for _, short := range []float64{360, 390, 600, 800, 1080, 1440} {
		for _, aspect := range []float64{9.0 / 21, 9.0 / 16, 3.0 / 4, 1, 4.0 / 3, 16.0 / 10, 16.0 / 9, 21.0 / 9} {
			ow, oh := short*aspect, short
			if aspect < 1 {
				ow, oh = short, short/aspect
			}
			w, h, u := ui.FitScreen(ow, oh)
			if got := float64(w) / float64(h); got < aspect*0.99 || got > aspect*1.01 {
				t.Errorf("%.0f×%.0f: logical %d×%d (aspect %.3f, want %.3f)", ow, oh, w, h, got, aspect)
			}
			if bars := 1 - (float64(w)*u*float64(h)*u)/(ow*oh); bars > 0.05 || bars < -0.05 {
				t.Errorf("%.0f×%.0f: %d×%d at %.2f px a unit leaves %.1f%% as bars", ow, oh, w, h, u, bars*100)
			}
			if min(w, h) < ui.MinShortSide {
				t.Errorf("%.0f×%.0f: logical %d×%d, shorter side under %d", ow, oh, w, h, ui.MinShortSide)
			}
			if ow <= ui.DesignW && oh <= ui.DesignH && min(ow, oh) >= ui.MinShortSide && u != 1 {
				t.Errorf("%.0f×%.0f: %.2f px a unit, want 1 (a CSS pixel)", ow, oh, u)
			}
		}
	}
}
