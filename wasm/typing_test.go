//go:build !js

package wasm

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// fieldBox is where the page's text input lies, and whether it has the
// focus.
type fieldBox struct {
	X, Y, W, H float64
	Display    string
	Focused    bool
}

const fieldBoxJS = `(() => {
	const e = document.getElementById("outback-text");
	if (!e) return {Display: "absent"};
	const r = e.getBoundingClientRect();
	return {X: r.x, Y: r.y, W: r.width, H: r.height, Display: getComputedStyle(e).display, Focused: document.activeElement === e};
})()`

// A phone, which has no keyboard of its own, types its name to join a LAN
// game: the page lays a text input over the name field, a tap there gives
// it the focus (the phone's keyboard opens), what is typed there is the
// name, and the keyboard's Enter joins with it.
func TestBrowserPhoneTypesItsName(t *testing.T) {
	h := browserHost(t, "crossing", 7)
	defer h.Close()
	ctx, consoleErrors := browser(t, 390, 844)
	phone := chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)
	if err := chromedp.Do(ctx, phone, chromedp.Navigate(h.URL())); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "join=naming", 60*time.Second)
	var box fieldBox
	deadline := time.Now().Add(10 * time.Second)
	for {
		var err error
		box, err = chromedp.Run(ctx, chromedp.Evaluate[fieldBox](fieldBoxJS))
		if err == nil && box.Display == "block" && box.W > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no text input over the name field: %+v (%v)", box, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if box.W < 200 || box.H < 44 || box.X < 0 || box.X+box.W > 390 || box.Y < 0 || box.Y+box.H > 844 {
		t.Errorf("the name field's input on a 390×844 phone: %+v", box)
	}
	tap(t, ctx, box.X+box.W/2, box.Y+box.H/2)
	if box, err := chromedp.Run(ctx, chromedp.Evaluate[fieldBox](fieldBoxJS)); err != nil || !box.Focused {
		t.Fatalf("a tap on the name field does not give its input the focus: %+v (%v)", box, err)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("Robin")); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "join=naming;name=Robin", 30*time.Second)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "scene=play:crossing", 60*time.Second)
	if box, err := chromedp.Run(ctx, chromedp.Evaluate[fieldBox](fieldBoxJS)); err != nil || box.Display != "none" || box.Focused {
		t.Errorf("the text input stays on the play screen: %+v (%v)", box, err)
	}
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}
