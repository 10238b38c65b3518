package scenes

import (
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/billabong"
)

// botRecord plays a greedy game of the given game and returns its Record.
func botRecord(t *testing.T, game string, seed uint64) *rules.Record {
	setup := rules.Setup{Game: game, Seed: seed}
	var bots []ai.Bot
	for i := 0; i < 2; i++ {
		b, _ := ai.New("greedy", seed+uint64(i))
		bots = append(bots, b)
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: seatName(i), Kind: "bot:greedy"})
	}
	m, err := rules.NewMatch(setup, fixedClock())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ai.PlayOut(m, bots, 3000, fixedClock()); err != nil {
		t.Fatal(err)
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// hashesOf replays a record from the start: the hash after every move.
func hashesOf(t *testing.T, rec *rules.Record) []uint64 {
	m, err := rules.NewMatch(rules.Setup{Game: rec.Game, Options: rec.Options, Seats: rec.Seats, Seed: rec.Seed}, 0)
	if err != nil {
		t.Fatal(err)
	}
	st := m.Initial()
	out := []uint64{st.Hash()}
	g := m.Game()
	for _, rm := range rec.Moves {
		mv, _ := g.DecodeMove(rm.Move)
		st.Apply(mv)
		out = append(out, st.Hash())
	}
	return out
}

func viewerApp(t *testing.T, rec *rules.Record, script *Script) (*App, *Viewer) {
	var v *Viewer
	a := newTestApp(script, func(a *App) Scene {
		var err error
		if v, err = NewViewer(a, rec); err != nil {
			t.Fatal(err)
		}
		return v
	})
	return a, v
}

// replayGames are the games whose play screens the viewer drives.
func replayGames() []string {
	var out []string
	for _, p := range playScreens {
		out = append(out, p.game)
	}
	return out
}

func TestViewerStepsThroughEveryMove(t *testing.T) {
	for _, g := range replayGames() {
		t.Run(g, func(t *testing.T) { testViewerSteps(t, g) })
	}
}

func testViewerSteps(t *testing.T, game string) {
	rec := botRecord(t, game, 11)
	want := hashesOf(t, rec)
	var steps []ScriptStep
	for i := range rec.Moves {
		steps = append(steps, ScriptStep{Tick: 2 + 20*i, Keys: []ebiten.Key{ebiten.KeyRight}})
	}
	a, v := viewerApp(t, rec, &Script{Steps: steps})
	a.Settings.AnimSpeed = 0 // each animation step lasts one tick
	for i := range rec.Moves {
		runTicks(a, 20)
		var n int
		var h uint64
		onLoop(func() { n, h = len(v.pc.Match.History()), v.pc.Match.State().Hash() })
		if n != i+1 || h != want[n] {
			t.Fatalf("after %d presses of →: %d moves shown, hash %x, want %x", i+1, n, h, want[i+1])
		}
	}
}

func TestViewerSeeksForwardAndBack(t *testing.T) {
	for _, g := range replayGames() {
		t.Run(g, func(t *testing.T) { testViewerSeeks(t, g) })
	}
}

func testViewerSeeks(t *testing.T, game string) {
	rec := botRecord(t, game, 12)
	want := hashesOf(t, rec)
	a, v := viewerApp(t, rec, nil)
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 40; i++ {
		k := r.IntN(len(rec.Moves) + 1)
		var h uint64
		var n int
		onLoop(func() {
			v.seekWithin(float64(k) + 0.5*float64(i%2))
			n, h = len(v.pc.Match.History()), v.pc.Match.State().Hash()
		})
		wantN := k
		if i%2 == 1 && k < len(rec.Moves) {
			wantN = k + 1 // the move is applied, its animation half way
		}
		if n != wantN || h != want[wantN] {
			t.Fatalf("seek to %d (+%v): %d moves shown, hash mismatch", k, 0.5*float64(i%2), n)
		}
		// Whatever the viewer shows must draw without trouble.
		if i%10 == 0 {
			screenshot(a)
		}
	}
	_ = a
}

func TestViewerMidHop(t *testing.T) {
	rec := botRecord(t, "billabong", 13)
	// Find the first jump of at least two hops.
	k := -1
	for i, rm := range rec.Moves {
		if strings.Count(rm.Text, "-") >= 2 {
			k = i
			break
		}
	}
	if k < 0 {
		t.Fatal("no jump chain in the recorded game")
	}
	a, v := viewerApp(t, rec, nil)
	runTicks(a, 2)
	onLoop(func() { v.seekWithin(float64(k) + 0.15) })
	if st := func() string { var s string; onLoop(func() { s = v.Status() }); return s }(); !strings.Contains(st, "anim=") || strings.Contains(st, "anim=0/0") {
		t.Fatalf("no animation at the seek point: %s", st)
	}
	golden(t, "replay-billabong-midhop", screenshot(a))
}

func TestViewerPlaysToTheEnd(t *testing.T) {
	rec := botRecord(t, "billabong", 14)
	script := &Script{Steps: []ScriptStep{{Tick: 1, Keys: []ebiten.Key{ebiten.KeySpace}}, {Tick: 2, Keys: []ebiten.Key{ebiten.KeyS}}, {Tick: 3, Keys: []ebiten.Key{ebiten.KeyS}}}}
	a, v := viewerApp(t, rec, script)
	runTicks(a, 40*len(rec.Moves))
	var n int
	var playing bool
	onLoop(func() { n, playing = len(v.pc.Match.History()), v.playing })
	if n != len(rec.Moves) || playing {
		t.Fatalf("after playing at 4×: %d of %d moves, playing %v", n, len(rec.Moves), playing)
	}
}

func TestWatchReplayFromTheEndScreen(t *testing.T) {
	m := mustMatch(t, "bot:greedy", "bot:greedy")
	b1, _ := ai.New("greedy", 1)
	b2, _ := ai.New("greedy", 2)
	ai.PlayOut(m, []ai.Bot{b1, b2}, 3000, fixedClock())
	script := &Script{Steps: []ScriptStep{{Tick: 3, Keys: []ebiten.Key{ebiten.KeyR}}}}
	a := newTestApp(script, func(a *App) Scene { return NewBillabongPlay(a, m) })
	runTicks(a, 30)
	if name := a.SceneName(); name != "replay:billabong" {
		t.Fatalf("Watch replay opened %q", name)
	}
}

func TestViewerRefusesBadFiles(t *testing.T) {
	rec := botRecord(t, "billabong", 15)
	good, _ := rec.Encode()
	bad := *rec
	bad.Moves = append([]rules.RecordedMove(nil), rec.Moves...)
	bad.Moves[2].Move, _ = billabong.PlaceMove(billabong.Sq(0, 0)).MarshalMsg(nil)
	badData, _ := bad.Encode()
	newer := *rec
	newer.Format = rules.RecordFormat + 1
	newerData, _ := newer.Encode()
	for name, data := range map[string][]byte{
		"truncated": good[:len(good)/2], "png": []byte("\x89PNG\r\n\x1a\n"),
		"illegal move": badData, "newer": newerData,
	} {
		if _, err := ViewerStart(data); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := ViewerStart(good); err != nil {
		t.Errorf("a good record was refused: %v", err)
	}
}

func TestViewerCrossingMidMove(t *testing.T) {
	rec := botRecord(t, "crossing", 13)
	// The first placement of a drawn tile after the setup.
	k := -1
	for i, rm := range rec.Moves {
		if strings.HasPrefix(rm.Text, "place ") && i > 10 {
			k = i
			break
		}
	}
	if k < 0 {
		t.Fatal("no placement in the recorded game")
	}
	a, v := viewerApp(t, rec, nil)
	runTicks(a, 2)
	onLoop(func() { v.seekWithin(float64(k) + 0.5) })
	golden(t, "replay-crossing-midmove", screenshot(a))
}

func TestViewerDownUnderMidTile(t *testing.T) {
	rec := botRecord(t, "downunder", 13)
	k := len(rec.Moves) / 2
	a, v := viewerApp(t, rec, nil)
	runTicks(a, 2)
	onLoop(func() { v.seekWithin(float64(k) + 0.4) })
	var st string
	onLoop(func() { st = v.Status() })
	if strings.Contains(st, "anim=0/0") {
		t.Fatalf("no animation at the seek point: %s", st)
	}
	golden(t, "replay-downunder-midtile", screenshot(a))
}

// A Record file dropped on the window opens in the viewer; another file
// is refused on the title screen with a message.
func TestDroppedFileOpensTheViewer(t *testing.T) {
	rec := botRecord(t, "billabong", 16)
	data, _ := rec.Encode()
	a := newTestApp(nil, nil)
	onLoop(func() { a.dropped(fstest.MapFS{"game.outback": {Data: data}}) })
	runTicks(a, 25)
	if a.SceneName() != "replay:billabong" {
		t.Fatalf("a dropped record opened %q", a.SceneName())
	}
	onLoop(func() { a.dropped(fstest.MapFS{"photo.png": {Data: []byte("\x89PNG\r\n\x1a\n")}}) })
	runTicks(a, 25)
	title, ok := a.Scene().(*Title)
	if !ok || !strings.Contains(title.notice, "not an Outback replay") {
		t.Fatalf("a dropped picture: scene %q", a.SceneName())
	}
}

// At the end of a replay the final board stays in view (no end panel with
// buttons that mean nothing here: the result is in the banner), and the
// controls of playing — Draw/Keep, Undo, Hint — are not shown; jumping back
// to the start clears the last move's message.
func TestViewerEndShowsTheBoard(t *testing.T) {
	for _, g := range replayGames() {
		t.Run(g, func(t *testing.T) {
			rec := botRecord(t, g, 21)
			script := &Script{Steps: []ScriptStep{{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEnd}}, {Tick: 20, Keys: []ebiten.Key{ebiten.KeyHome}}, {Tick: 40, Keys: []ebiten.Key{ebiten.KeyEscape}}}}
			a, v := viewerApp(t, rec, script)
			runTicks(a, 10)
			var banner, msg string
			var endPanel bool
			onLoop(func() {
				banner, _ = v.pc.replayBanner()
				endPanel = v.pc.endPanelShown()
			})
			if endPanel || banner == "" {
				t.Errorf("at the end: end panel shown %v, banner %q", endPanel, banner)
			}
			save(t, "replay-end-"+g, screenshot(a))
			runTicks(a, 20)
			onLoop(func() { msg = v.pc.Msg })
			if !strings.HasPrefix(msg, "Replay: Space plays") {
				t.Errorf("at move 0 the message says %q, not how to use the viewer", msg)
			}
			runTicks(a, 25)
			p, ok := a.Scene().(*Pause)
			if !ok {
				t.Fatalf("Esc opened %q, not the menu", a.SceneName())
			}
			for _, b := range p.btns {
				if b.Label == "Restart" {
					t.Error("the replay's menu offers Restart")
				}
			}
		})
	}
}
