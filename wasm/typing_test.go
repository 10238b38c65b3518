//go:build !js

package wasm

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
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

// inputBoxJS is where the page's input with the given id lies, and
// whether it has the focus.
const inputBoxJS = `((id) => {
	const e = document.getElementById(id);
	if (!e) return {Display: "absent"};
	const r = e.getBoundingClientRect();
	return {X: r.x, Y: r.y, W: r.width, H: r.height, Display: getComputedStyle(e).display, Focused: document.activeElement === e};
})(%q)`

// A phone renames a seat of a new game in one tap: on a touch screen the
// page lays an input over every open seat's name before any is tapped, so
// the first tap on a name lands on its input (its keyboard opens), what is
// typed there is the seat's name, and Enter (Go) ends it. A first tap on
// another seat's name does the same for that seat.
func TestBrowserPhoneRenamesASeatInOneTap(t *testing.T) {
	srv := serve(t)
	ctx, consoleErrors := browser(t, 390, 844)
	p := newTouchPage(t, ctx, "phone-rename")
	p.open(srv.URL + "/")
	waitStatus(t, ctx, "scene=title", 3*time.Minute)
	p.settle()
	p.tapLabel("New game")
	waitStatus(t, ctx, "scene=newgame;game=billabong;editing=-1;names=Blue,Orange,", 2*time.Minute)
	p.settle()
	box := func(id string) fieldBox {
		t.Helper()
		b, err := chromedp.Run(ctx, chromedp.Evaluate[fieldBox](fmt.Sprintf(inputBoxJS, id)))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, c := range []struct {
		seat      int
		name, id  string
		typed     string
		wantNames string
	}{
		{1, "Orange", "outback-text-1", "Robin", "names=Blue,Robin,"},
		{0, "Blue", "outback-text", "Kim", "names=Kim,Robin,"},
	} {
		n := p.now()
		var field tapBox
		for _, b := range n.Taps {
			if b.Label == c.name {
				field = b
			}
		}
		if field.W == 0 {
			t.Fatalf("no %s name to tap: %v", c.name, n.Taps)
		}
		// The input lies over the name before it is tapped.
		in := box(c.id)
		if in.Display != "block" || math.Abs(in.X-field.X) > 1 || math.Abs(in.Y-field.Y) > 1 || math.Abs(in.W-field.W) > 1 || math.Abs(in.H-field.H) > 1 {
			t.Fatalf("the input over %s's name (%+v) is %+v", c.name, field, in)
		}
		// One tap: the input has the focus, and the seat's name is typed.
		p.touch(field, n)
		if in := box(c.id); !in.Focused {
			t.Fatalf("one tap on %s's name did not give its input the focus: %+v", c.name, in)
		}
		waitStatus(t, ctx, fmt.Sprintf("editing=%d;", c.seat), 30*time.Second)
		if err := chromedp.Do(ctx, chromedp.KeyEvent(strings.Repeat(kb.Backspace, len(c.name))+c.typed)); err != nil {
			t.Fatal(err)
		}
		waitStatus(t, ctx, fmt.Sprintf("editing=%d;%s", c.seat, c.wantNames), 30*time.Second)
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
			t.Fatal(err)
		}
		waitStatus(t, ctx, "editing=-1;"+c.wantNames, 30*time.Second)
		if in := box(c.id); in.Focused {
			t.Errorf("the input over %s's name keeps the focus after Enter: %+v", c.name, in)
		}
	}
	p.shot("renamed")

	// A finger dragged up from a name scrolls the list, as anywhere else
	// on it, and types nothing.
	n := p.now()
	var blue tapBox
	for _, b := range n.Taps {
		if b.Label == "Kim" {
			blue = b
		}
	}
	x, y := blue.center()
	touchDrag(t, ctx, x, y, y-150)
	moved, ok := p.until(30*time.Second, func(n pageNow) bool {
		for _, b := range n.Taps {
			if b.Label == "Kim" {
				return b.Y < blue.Y-100
			}
		}
		return true // scrolled out of sight
	})
	if !ok {
		t.Errorf("a drag from Kim's name did not scroll the list: the name was at %v, now the page offers %v", blue, moved.Taps)
	}
	if in := box("outback-text"); in.Focused || !strings.Contains(moved.Status, "editing=-1;") {
		t.Errorf("a drag from Kim's name began typing it: %+v, %s", in, moved.Status)
	}

	// The second seat's kind goes back by a tap on its ‹.
	p.tapLabel("Seat 2: previous kind")
	if _, ok := p.until(30*time.Second, func(n pageNow) bool {
		for _, b := range n.Taps {
			if b.Label == "Computer · Easy" {
				return true
			}
		}
		return false
	}); !ok {
		t.Errorf("a tap on the second seat's ‹ did not take it back from Computer · Medium to Computer · Easy: %v", p.now().Taps)
	}
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// touchDrag puts a finger down at (x, y0), moves it to (x, y1) over a few
// of the page's frames and lifts it.
func touchDrag(t *testing.T, ctx context.Context, x, y0, y1 float64) {
	t.Helper()
	one, zero := 1.0, 0.0
	touch := func(typ input.DispatchTouchEventType, y float64) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			pts := []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &zero}}
			if typ == input.DispatchTouchEventTypeTouchEnd {
				pts = []*input.TouchPoint{}
			}
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		})
	}
	actions := []chromedp.Action[chromedp.Void]{touch(input.DispatchTouchEventTypeTouchStart, y0)}
	for k := 1; k <= 10; k++ {
		actions = append(actions, touch(input.DispatchTouchEventTypeTouchMove, y0+(y1-y0)*float64(k)/10), chromedp.Sleep(30*time.Millisecond))
	}
	actions = append(actions, touch(input.DispatchTouchEventTypeTouchEnd, y1))
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("drag at %v from %v to %v: %v", x, y0, y1, err)
	}
}
