// Package scenetest runs screens in tests: the real game loop under a
// display (Xvfb in CI), scripted input, golden screenshots and frame
// benchmarks. The scenes package's own tests and each game screen's tests
// (scenes/billabong, ...) use it.
//
// Main hands the main thread to ebiten.RunGame, and each test sends its work
// to the loop as a job (OnLoop), which runs inside Update where images may
// be drawn and read back.
package scenetest

import (
	"flag"
	"fmt"
	stdnet "net"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes"
	"outback/scenes/menus"
	"outback/scenes/ui"
)

// update makes Golden rewrite the golden screenshots instead of comparing.
var update = flag.Bool("update", false, "rewrite the golden screenshots")

var jobs = make(chan func())

type loop struct{ done chan struct{} }

func (l *loop) Update() error {
	select {
	case job := <-jobs:
		job()
	case <-l.done:
		return ebiten.Termination
	}
	return nil
}

func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(int, int) (int, int) { return ui.ScreenW, ui.ScreenH }

// Main is a test package's TestMain: it runs the tests while the game loop
// runs on the main thread, and exits with their status.
func Main(m *testing.M) {
	flag.Parse()
	l := &loop{done: make(chan struct{})}
	code := 0
	go func() {
		code = m.Run()
		close(l.done)
	}()
	ebiten.SetWindowSize(320, 200)
	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(l); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(code)
}

// OnLoop runs f on the game loop and waits for it.
func OnLoop(f func()) {
	done := make(chan struct{})
	jobs <- func() {
		defer close(done)
		f()
	}
	<-done
}

// scenetestLAN is where test apps announce the games they host and listen
// for announcements: loopback, so no test sends anything onto the LAN, and
// a port of this test process's own, so two test processes never hear
// each other's games.
var scenetestLAN = freeUDPPort()

// freeUDPPort is a loopback UDP address no one uses now.
func freeUDPPort() string {
	c, err := stdnet.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		return "127.0.0.1:48468"
	}
	defer c.Close()
	return c.LocalAddr().String()
}

// Clock is the clock of every test app: 2026-01-01.
func Clock() int64 { return 1767225600000 }

// NewApp makes a silent app with scripted input (nil: none), a fixed clock
// and the given play screens, opening start.
func NewApp(script *ui.Script, start func(a *scenes.App) ui.Scene, plays []scenes.PlayScreen) *scenes.App {
	if script == nil {
		script = &ui.Script{}
	}
	return scenes.NewApp(scenes.Options{Source: script, Start: start, Now: Clock, Silent: true, Plays: plays, LANAddr: "127.0.0.1:0", AnnounceAddr: scenetestLAN, DiscoverAddr: scenetestLAN})
}

// RunTicks advances the app n ticks on the game loop.
func RunTicks(a *scenes.App, n int) {
	OnLoop(func() {
		for i := 0; i < n; i++ {
			a.Update()
		}
	})
}

// Saved is m's Record as a file holds it (a replay, the autosave).
func Saved(t testing.TB, m *rules.Match) []byte {
	t.Helper()
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Match starts a match of game with the seats' kinds (named by their
// default colour names) and options "k=v,..."; t nil panics on a bad setup
// (benchmark set-up code).
func Match(t testing.TB, game string, seed uint64, opts string, kinds ...string) *rules.Match {
	fail := func(err error) {
		if t == nil {
			panic(err)
		}
		t.Fatal(err)
	}
	o, err := rules.ParseOptionList(opts)
	if err != nil {
		fail(err)
	}
	setup := rules.Setup{Game: game, Seed: seed, Options: o}
	for i, k := range kinds {
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: menus.DefaultSeatName(i), Kind: k})
	}
	m, err := rules.NewMatch(setup, Clock())
	if err != nil {
		fail(err)
	}
	return m
}

// SlowApp is NewApp on a slow device: its clock runs ticks (sixtieths of a
// second) each update, as a page drawing 60/ticks frames a second.
func SlowApp(script *ui.Script, start func(a *scenes.App) ui.Scene, plays []scenes.PlayScreen, ticks int) *scenes.App {
	if script == nil {
		script = &ui.Script{}
	}
	var a *scenes.App
	clock := func() time.Duration {
		if a == nil {
			return 0 // the first scene opens within NewApp
		}
		return time.Duration(a.Tick()*ticks) * time.Second / 60
	}
	a = scenes.NewApp(scenes.Options{Source: script, Start: start, Now: Clock, Clock: clock, Silent: true, Plays: plays, LANAddr: "127.0.0.1:0", AnnounceAddr: scenetestLAN, DiscoverAddr: scenetestLAN})
	return a
}
