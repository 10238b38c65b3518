//go:build !js

package wasm

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"outback/ai"
	"outback/internal/webserve"
	"outback/rules"
	_ "outback/rules/games"
)

// The browser build is built, served on 127.0.0.1 and driven in Debian's
// headless Chromium: it must load, draw the board, take clicks, and log no
// error to the console.

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
)

// buildSite builds the browser version once for all the tests.
func buildSite(t testing.TB) string {
	t.Helper()
	siteOnce.Do(func() { siteDir, siteErr = buildSiteOf("..") })
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	return siteDir
}

// buildSiteOf builds the program pkg (a path from this directory) into a
// new temporary site: the page, wasm_exec.js, the build and its
// compressed copies, all as make wasm makes them, so the tests measure
// what is served. env is added to the build script's environment
// (EBITEN=stock: Ebitengine as it comes, not lean).
func buildSiteOf(pkg string, env ...string) (string, error) {
	dir, err := os.MkdirTemp("", "outback-site-")
	if err != nil {
		return "", err
	}
	cmd := exec.Command("bash", filepath.Join("..", "scripts", "wasm-build.sh"), dir, pkg)
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building %s for the browser: %v\n%s", pkg, err, out)
	}
	for _, f := range []string{filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"), "index.html"} {
		data, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			return "", err
		}
	}
	if out, err := exec.Command("go", "run", "./compress", dir).CombinedOutput(); err != nil {
		return "", fmt.Errorf("compressing %s's build: %v\n%s", pkg, err, out)
	}
	return dir, nil
}

// serve serves the built site on loopback.
func serve(t testing.TB) *httptest.Server {
	srv := httptest.NewServer(webserve.Handler(os.DirFS(buildSite(t))))
	t.Cleanup(srv.Close)
	if !strings.HasPrefix(srv.URL, "http://127.0.0.1:") {
		t.Fatalf("the test server must be on loopback, not %s", srv.URL)
	}
	return srv
}

func chromium(t testing.TB) string {
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Fatal("Chromium is not installed (make test installs the Debian package 'chromium')")
	return ""
}

// Everything the page logs, for diagnosing a failure.
var (
	mu         sync.Mutex
	consoleLog []string
)

// browser starts headless Chromium with a fresh profile and returns its
// context and the console errors it collects; it closes when the test ends.
func browser(t testing.TB, w, h int) (context.Context, func() []string) {
	t.Helper()
	ctx, errs, _ := openBrowser(t, w, h)
	return ctx, errs
}

// openBrowser is browser with a close function too, for a benchmark that
// opens one per iteration: a browser left open keeps running its game and
// slows every later iteration down.
func openBrowser(t testing.TB, w, h int) (context.Context, func() []string, func()) {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium(t)),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(w, h),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	closeBrowser := func() { cancelC(); cancelA() }
	t.Cleanup(closeBrowser)
	var errs []string
	if err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *cdpruntime.EventConsoleAPICalled:
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, string(a.Value)+a.Description)
			}
			line := strings.Join(parts, " ")
			where := ""
			if e.StackTrace != nil {
				for _, f := range e.StackTrace.CallFrames {
					where += " < " + f.FunctionName
				}
			}
			consoleLog = append(consoleLog, string(e.Type)+": "+line+where)
			if e.Type == cdpruntime.ConsoleAPICalledTypeError {
				errs = append(errs, line)
			}
		case *cdpruntime.EventExceptionThrown:
			errs = append(errs, (&chromedp.ExceptionError{ExceptionDetails: e.ExceptionDetails}).Error())
		}
	}); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return ctx, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), errs...)
	}, closeBrowser
}

// waitStatus waits until window.outbackStatus contains want.
func waitStatus(t *testing.T, ctx context.Context, want string, within time.Duration) string {
	t.Helper()
	last, ok := statusWithin(ctx, want, within, 200*time.Millisecond)
	if ok {
		return last
	}
	if shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(90)); err == nil {
		os.MkdirAll("testdata/out", 0o755)
		os.WriteFile("testdata/out/browser-failure.jpg", shot, 0o644)
	}
	mu.Lock()
	defer mu.Unlock()
	t.Fatalf("waited %v for status %q; last status %q; console:\n%s", within, want, last, strings.Join(consoleLog, "\n"))
	return ""
}

// statusWithin polls window.outbackStatus every so often until it
// contains want (ok) or within has passed; last is the status last read.
func statusWithin(ctx context.Context, want string, within, every time.Duration) (last string, ok bool) {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`String(window.outbackStatus || "")`))
		if err != nil {
			last = "error: " + err.Error()
		} else {
			last = s
			if strings.Contains(s, want) {
				return s, true
			}
		}
		time.Sleep(every)
	}
	return last, false
}

func click(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(x, y)); err != nil {
		t.Fatalf("click at %v,%v: %v", x, y, err)
	}
}

// square is the page position of Billabong square (r, c) when the page is
// 1280×800, the game's logical size.
// square is the middle of Billabong's square (r, c) on a 1280×800 page:
// the board's squares are 46 px from (44, 46).
func square(r, c int) (float64, float64) {
	return 44 + 46*float64(c) + 23, 46 + 46*float64(r) + 23
}

// tapLabel taps the middle of the control labelled label that the page
// drew last (window.outbackTaps).
func tapLabel(t *testing.T, ctx context.Context, label string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		boxes, err := chromedp.Run(ctx, chromedp.Evaluate[[]tapBox](`window.outbackTaps || []`))
		if err == nil {
			for _, b := range boxes {
				if b.Label == label {
					tap(t, ctx, b.X+b.W/2, b.Y+b.H/2)
					return
				}
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no control labelled %q on the page: %v (%v)", label, boxes, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// tapMove taps what the page says plays a move (window.outbackMoveTaps).
func tapMove(t *testing.T, ctx context.Context) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		boxes, err := chromedp.Run(ctx, chromedp.Evaluate[[]tapBox](`window.outbackMoveTaps || []`))
		if err == nil && len(boxes) > 0 {
			for _, b := range boxes {
				tap(t, ctx, b.X+b.W/2, b.Y+b.H/2)
				time.Sleep(300 * time.Millisecond) // a frame or two between taps
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no move to tap on the page (%v)", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestBrowserBillabong(t *testing.T) {
	srv := serve(t)
	ctx, consoleErrors := browser(t, 1280, 800)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(srv.URL+"/?game=billabong&seats=human,human&seed=3")); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "scene=play:billabong", 20*time.Second)
	// The game came compressed: the wasm crossed the wire smaller than it
	// is, and once (the page's preload and its script's fetch are one
	// download).
	sizes, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => { const es = performance.getEntriesByType("resource").filter(r => r.name.endsWith("outback.wasm")); return es.flatMap(e => [e.encodedBodySize, e.decodedBodySize]) })()`))
	if err != nil || len(sizes) < 2 || sizes[0] <= 0 || sizes[0]*3 > sizes[1] {
		t.Errorf("the wasm was not sent compressed: %v bytes on the wire of %v (%v)", sizes, sizes, err)
	}
	if len(sizes) > 2 {
		t.Errorf("the wasm was downloaded %d times (on the wire and whole: %v)", len(sizes)/2, sizes)
	}
	hidden, err := chromedp.Run(ctx, chromedp.Evaluate[string](`getComputedStyle(document.getElementById("loading")).display`))
	if err != nil || hidden != "none" {
		t.Errorf("the loading indicator is still shown (%q, %v)", hidden, err)
	}
	if focus, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.activeElement ? document.activeElement.tagName : ""`)); err != nil || focus != "CANVAS" {
		t.Errorf("the canvas does not have the focus (%q, %v)", focus, err)
	}
	// Place the ten kangaroos, Blue and Orange in turn.
	placements := [][2]int{{9, 10}, {9, 11}, {11, 8}, {9, 13}, {12, 14}, {13, 9}, {8, 15}, {11, 11}, {13, 15}, {12, 12}}
	for i, p := range placements {
		x, y := square(p[0], p[1])
		click(t, ctx, x, y)
		waitStatus(t, ctx, fmt.Sprintf("moves=%d;", i+1), 20*time.Second)
		waitStatus(t, ctx, "busy=false", 20*time.Second)
	}
	// Pick Blue's kangaroo on k10: its walks and its jump are highlighted.
	x, y := square(9, 10)
	click(t, ctx, x, y)
	st := waitStatus(t, ctx, "selected=k10", 20*time.Second)
	if strings.Contains(st, "choices=0") {
		t.Errorf("no moves highlighted after picking a kangaroo: %s", st)
	}
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(90))
	if err != nil {
		t.Fatal(err)
	}
	os.MkdirAll("testdata/out", 0o755)
	os.WriteFile("testdata/out/browser-billabong.jpg", shot, 0o644)
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// A shared replay link (the Record in the address's fragment) opens the
// viewer straight away, and it plays.
func TestBrowserReplayLink(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 21, Seats: []rules.SeatInfo{{Name: "Blue", Kind: "bot:greedy"}, {Name: "Orange", Kind: "bot:greedy"}}}
	m, err := rules.NewMatch(setup, 1767225600000)
	if err != nil {
		t.Fatal(err)
	}
	b1, _ := ai.New("greedy", 1)
	b2, _ := ai.New("greedy", 2)
	if _, err := ai.PlayOut(m, []ai.Bot{b1, b2}, 3000, 1767225600000); err != nil {
		t.Fatal(err)
	}
	rec, _ := m.Record()
	data, _ := rec.Encode()
	srv := serve(t)
	ctx, consoleErrors := browser(t, 1280, 800)
	url := srv.URL + "/#replay=" + base64.RawURLEncoding.EncodeToString(data)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "scene=replay:billabong", 60*time.Second)
	click(t, ctx, 20+114+40, 736+11+18) // Play
	waitStatus(t, ctx, "playing=true", 20*time.Second)
	// The replay moves on by the clock: a page slow for a moment catches
	// up by more than a step, so the test waits for step 3 or later.
	st, ok := "", false
	for deadline := time.Now().Add(30 * time.Second); !ok && time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		st, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`String(window.outbackStatus || "")`))
		step, _, _ := strings.Cut(field(st, "move"), "/")
		n, err := strconv.Atoi(step)
		ok = err == nil && n >= 3
	}
	if !ok {
		t.Fatalf("the replay did not reach step 3 in 30 s: %s", st)
	}
	t.Log(st)
	// Share puts the game into the address (this page's own link works too).
	click(t, ctx, 20+630+86+37, 736+11+18)
	hash := ""
	for i := 0; i < 50 && !strings.HasPrefix(hash, "#replay="); i++ {
		hash, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`location.hash`))
		time.Sleep(100 * time.Millisecond)
	}
	if hash != "#replay="+base64.RawURLEncoding.EncodeToString(data) {
		t.Errorf("after Share the address holds %d characters, not the record's link", len(hash))
	}
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// press sends one key to the page (the canvas has focus after a click).
func press(t *testing.T, ctx context.Context, key string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.KeyEvent(key)); err != nil {
		t.Fatalf("key %q: %v", key, err)
	}
}

// Down Under in the browser: pick a card from the hand with the keyboard,
// and the cells it may go to are offered.
func TestBrowserDownUnder(t *testing.T) {
	srv := serve(t)
	ctx, consoleErrors := browser(t, 1280, 800)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(srv.URL+"/?game=downunder&seats=human,human&seed=4")); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "scene=play:downunder", 60*time.Second)
	click(t, ctx, 1000, 380) // focus the canvas (an empty part of the panel)
	press(t, ctx, "1")
	st := waitStatus(t, ctx, "selected=", 20*time.Second)
	if strings.Contains(st, "selected=-") || strings.Contains(st, "choices=0;") {
		st = waitStatus(t, ctx, "choices=1", 20*time.Second)
	}
	press(t, ctx, "r")
	waitStatus(t, ctx, "rot=1", 20*time.Second)
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// Outback Crossing in the browser: two people at one screen; Blue draws a
// tile with the keyboard and must then place or keep it.
func TestBrowserCrossing(t *testing.T) {
	srv := serve(t)
	ctx, consoleErrors := browser(t, 1280, 800)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(srv.URL+"/?game=crossing&seats=human,human&seed=4")); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "scene=play:crossing", 60*time.Second)
	waitStatus(t, ctx, "phase=turn", 60*time.Second)
	click(t, ctx, 1000, 420) // focus the canvas
	// Two people share the screen: Blue's tiles stay hidden until Blue
	// says so ("I am Blue: show my tiles", Enter).
	deadline := time.Now().Add(30 * time.Second)
	for {
		st := waitStatus(t, ctx, "busy=false", 20*time.Second)
		if strings.Contains(st, "handover=-1") && strings.Contains(st, "viewer=0") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Blue never got the screen: %s", st)
		}
		if strings.Contains(st, "handover=0") {
			press(t, ctx, kb.Enter)
		}
		time.Sleep(300 * time.Millisecond)
	}
	press(t, ctx, "d")
	waitStatus(t, ctx, "phase=drawn", 30*time.Second)
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}

// tap touches the page at (x, y), holds a moment (so the game sees the
// finger down on one tick and up on a later one) and lifts the finger.
func tap(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	one := 1.0
	zero := 0.0
	touch := func(typ input.DispatchTouchEventType, pts []*input.TouchPoint) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		})
	}
	err := chromedp.Do(ctx,
		touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &zero}}),
		chromedp.Sleep(150*time.Millisecond),
		touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}))
	if err != nil {
		t.Fatalf("tap at %v,%v: %v", x, y, err)
	}
}

// A phone held sideways (844×390, touch only): the game scales into the
// page; taps start a game and place a kangaroo. The settings chosen by
// taps survive a reload of the page.
func TestBrowserPhoneTapsAndSettingsSurviveReload(t *testing.T) {
	srv := serve(t)
	ctx, consoleErrors := browser(t, 844, 390)
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(844, 390, chromedp.EmulateTouch),
		chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "scene=title", 60*time.Second)
	// The page is laid out for 844×390: the controls are where it says.
	tapLabel(t, ctx, "Settings")
	waitStatus(t, ctx, "scene=settings", 20*time.Second)
	tapLabel(t, ctx, "Colour-blind safe") // the colours: to high contrast
	waitStatus(t, ctx, "contrast=true", 20*time.Second)

	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, "scene=title", 60*time.Second)
	waitStatus(t, ctx, "contrast=true", 5*time.Second)

	tapLabel(t, ctx, "New game")
	waitStatus(t, ctx, "scene=newgame", 20*time.Second)
	tapLabel(t, ctx, "Start")
	waitStatus(t, ctx, "scene=play:billabong", 20*time.Second)
	tapMove(t, ctx) // a kangaroo placed: a tap shows it, a second places it
	waitStatus(t, ctx, "moves=1;", 20*time.Second)
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %q", errs)
	}
}
