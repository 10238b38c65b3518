//go:build !js

package wasm

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// pageFit is what the page shows of the game on the device now.
type pageFit struct {
	InnerW, InnerH   float64 // the layout viewport
	VisualH          float64 // the visual viewport's height
	CanvasW, CanvasH float64 // the canvas's box on the page
	BackingW         float64 // the canvas's pixels across
	DPR              float64
	ScrollH          float64 // the page's scrollable height
	TouchAction      string
}

const pageFitJS = `(() => {
	const c = document.querySelector("canvas"), r = c.getBoundingClientRect();
	return {InnerW: innerWidth, InnerH: innerHeight, VisualH: visualViewport ? visualViewport.height : innerHeight,
		CanvasW: r.width, CanvasH: r.height, BackingW: c.width, DPR: devicePixelRatio,
		ScrollH: document.scrollingElement.scrollHeight, TouchAction: getComputedStyle(c).touchAction};
})()`

// The page fits a phone, held either way: the canvas fills what the
// phone shows and nothing scrolls; it follows the phone turned; the game
// draws at the phone's pixel density; no touch zooms or scrolls the page.
func TestPageFitsAPhone(t *testing.T) {
	srv := serve(t)
	ctx, consoleErrors := browser(t, 390, 844)
	phone := func(w, h int64) chromedp.Action[chromedp.Void] {
		return chromedp.EmulateViewport(w, h, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)
	}
	if err := chromedp.Do(ctx, phone(390, 844), chromedp.Navigate(srv.URL+"/?game=billabong&seats=human,human&seed=3")); err != nil {
		t.Fatal(err)
	}
	// A phone is known by its finger before it taps: the first words
	// already speak of taps.
	if s := waitStatus(t, ctx, "scene=play:billabong", 60*time.Second); !strings.Contains(s, "touch=true") {
		t.Errorf("before the first tap a phone's page says %q, want touch=true", s)
	}
	check := func(w, h float64) {
		t.Helper()
		var fit pageFit
		deadline := time.Now().Add(10 * time.Second)
		for {
			var err error
			fit, err = chromedp.Run(ctx, chromedp.Evaluate[pageFit](pageFitJS))
			if err == nil && fit.CanvasW == w && fit.CanvasH == h && fit.BackingW == w*fit.DPR {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("on a %v×%v phone the page shows %+v (%v)", w, h, fit, err)
			}
			time.Sleep(100 * time.Millisecond)
		}
		if fit.ScrollH > fit.InnerH || fit.VisualH != h {
			t.Errorf("the page scrolls on a %v×%v phone: %+v", w, h, fit)
		}
		if fit.TouchAction != "none" {
			t.Errorf("touches may zoom or scroll the page: touch-action %q", fit.TouchAction)
		}
		if fit.DPR != 3 {
			t.Errorf("device pixel ratio %v, want 3", fit.DPR)
		}
		// The page publishes what a player gets here, measured as drawn:
		// the board's squares (44 units) at this size.
		// Laid out for the phone: squares, text and targets a hand can use.
		deadline = time.Now().Add(10 * time.Second)
		for {
			l, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]float64](`window.outbackLayout || {}`))
			if err == nil && l["minCellPx"] >= 22 && l["minTextPx"] >= 12 && l["minTargetPx"] >= 44 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("outbackLayout on a %v×%v phone: %v (%v); want cells ≥ 22, text ≥ 12, targets ≥ 44 px", w, h, l, err)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	check(390, 844)
	// Turned to landscape: the page follows.
	if err := chromedp.Do(ctx, phone(844, 390)); err != nil {
		t.Fatal(err)
	}
	check(844, 390)
	if err := chromedp.Do(ctx, phone(390, 844)); err != nil {
		t.Fatal(err)
	}
	check(390, 844)
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}
