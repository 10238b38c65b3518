package scenes_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/billabong"
	"outback/scenes"
	bbplay "outback/scenes/billabong"
	"outback/scenes/lang"
	"outback/scenes/launch"
	"outback/scenes/menus"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// botRecord plays a greedy game of the given game and returns its Record.
func botRecord(t *testing.T, game string, seed uint64) *rules.Record {
	setup := rules.Setup{Game: game, Seed: seed}
	var bots []ai.Bot
	for i := 0; i < 2; i++ {
		b, _ := ai.New("greedy", seed+uint64(i))
		bots = append(bots, b)
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: menus.DefaultSeatName(i), Kind: "bot:greedy"})
	}
	m, err := rules.NewMatch(setup, scenetest.Clock())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ai.PlayOut(m, bots, 3000, scenetest.Clock()); err != nil {
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

func viewerApp(t *testing.T, rec *rules.Record, script *ui.Script) (*scenes.App, *replay.Viewer) {
	var v *replay.Viewer
	a := newTestApp(script, func(a *scenes.App) ui.Scene {
		var err error
		if v, err = replay.NewViewer(a, rec); err != nil {
			t.Fatal(err)
		}
		return v
	})
	return a, v
}

// replayAtItsEnd is the viewer of a bots' game of g, stepped to its end
// (End), its result shown.
func replayAtItsEnd(t *testing.T, g string) (*scenes.App, *replay.Viewer, *ui.Script) {
	rec := botRecord(t, g, 21)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEnd}}}}
	a, v := viewerApp(t, rec, script)
	scenetest.RunTicks(a, 10)
	return a, v, script
}

// replayGames are the games whose play screens the viewer drives.
func replayGames() []string {
	var out []string
	for _, p := range launch.Plays {
		out = append(out, p.Game)
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
	var steps []ui.ScriptStep
	for i := range rec.Moves {
		steps = append(steps, ui.ScriptStep{Tick: 2 + 20*i, Keys: []ebiten.Key{ebiten.KeyRight}})
	}
	a, v := viewerApp(t, rec, &ui.Script{Steps: steps})
	a.Settings().AnimSpeed = 0 // each animation step lasts one tick
	for i := range rec.Moves {
		scenetest.RunTicks(a, 20)
		var n int
		var h uint64
		scenetest.OnLoop(func() { n, h = len(v.Play().Match.History()), v.Play().Match.State().Hash() })
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
		scenetest.OnLoop(func() {
			v.SeekWithin(float64(k) + 0.5*float64(i%2))
			n, h = len(v.Play().Match.History()), v.Play().Match.State().Hash()
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
			scenetest.Screenshot(a)
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
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { v.SeekWithin(float64(k) + 0.15) })
	if st := func() string { var s string; scenetest.OnLoop(func() { s = v.Status() }); return s }(); !strings.Contains(st, "anim=") || strings.Contains(st, "anim=0/0") {
		t.Fatalf("no animation at the seek point: %s", st)
	}
	scenetest.Golden(t, "replay-billabong-midhop", scenetest.Screenshot(a))
}

// The end panel of a replay takes one to the title screen.
func TestViewerEndTitleScreen(t *testing.T) {
	for _, g := range replayGames() {
		t.Run(g, func(t *testing.T) {
			a, v, script := replayAtItsEnd(t, g)
			var title ui.Button
			scenetest.OnLoop(func() { _, _, title = scenes.EndButtons(v.Play()) })
			script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), Click: true, X: title.X + title.W/2, Y: title.Y + title.H/2})
			scenetest.RunTicks(a, 30)
			if name := a.SceneName(); name != "title" {
				t.Errorf("Title screen at the end of the replay opened %q", name)
			}
		})
	}
}

func TestViewerPlaysToTheEnd(t *testing.T) {
	rec := botRecord(t, "billabong", 14)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 1, Keys: []ebiten.Key{ebiten.KeySpace}}, {Tick: 2, Keys: []ebiten.Key{ebiten.KeyS}}, {Tick: 3, Keys: []ebiten.Key{ebiten.KeyS}}}}
	a, v := viewerApp(t, rec, script)
	scenetest.RunTicks(a, 40*len(rec.Moves))
	var n int
	var playing bool
	scenetest.OnLoop(func() { n, playing = len(v.Play().Match.History()), v.Playing() })
	if n != len(rec.Moves) || playing {
		t.Fatalf("after playing at 4×: %d of %d moves, playing %v", n, len(rec.Moves), playing)
	}
}

func TestWatchReplayFromTheEndScreen(t *testing.T) {
	m := scenetest.BillabongMatch(t, "bot:greedy", "bot:greedy")
	b1, _ := ai.New("greedy", 1)
	b2, _ := ai.New("greedy", 2)
	ai.PlayOut(m, []ai.Bot{b1, b2}, 3000, scenetest.Clock())
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 3, Keys: []ebiten.Key{ebiten.KeyR}}}}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return bbplay.New(a, m) })
	scenetest.RunTicks(a, 30)
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
		if _, err := scenes.ViewerStart(data); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := scenes.ViewerStart(good); err != nil {
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
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { v.SeekWithin(float64(k) + 0.5) })
	scenetest.Golden(t, "replay-crossing-midmove", scenetest.Screenshot(a))
}

func TestViewerDownUnderMidTile(t *testing.T) {
	rec := botRecord(t, "downunder", 13)
	k := len(rec.Moves) / 2
	a, v := viewerApp(t, rec, nil)
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { v.SeekWithin(float64(k) + 0.4) })
	var st string
	scenetest.OnLoop(func() { st = v.Status() })
	if strings.Contains(st, "anim=0/0") {
		t.Fatalf("no animation at the seek point: %s", st)
	}
	scenetest.Golden(t, "replay-downunder-midtile", scenetest.Screenshot(a))
}

// A Record file dropped on the window opens in the viewer; another file
// is refused on the title screen with a message.
func TestDroppedFileOpensTheViewer(t *testing.T) {
	rec := botRecord(t, "billabong", 16)
	data, _ := rec.Encode()
	a := newTestApp(nil, nil)
	scenetest.OnLoop(func() { a.Dropped(fstest.MapFS{"game.outback": {Data: data}}) })
	scenetest.RunTicks(a, 25)
	if a.SceneName() != "replay:billabong" {
		t.Fatalf("a dropped record opened %q", a.SceneName())
	}
	scenetest.OnLoop(func() { a.Dropped(fstest.MapFS{"photo.png": {Data: []byte("\x89PNG\r\n\x1a\n")}}) })
	scenetest.RunTicks(a, 25)
	title, ok := a.Scene().(*menus.Title)
	if !ok || !strings.Contains(title.Notice(), "not an Outback replay") {
		t.Fatalf("a dropped picture: scene %q", a.SceneName())
	}
}

// At the end of a replay the result comes up (the end panel, with New
// game and Title screen: its Title screen works), and the controls of
// playing — Draw/Keep, Undo, Hint — are not shown; jumping back to the
// start clears the last move's message.
func TestViewerEndShowsTheResult(t *testing.T) {
	for _, g := range replayGames() {
		t.Run(g, func(t *testing.T) {
			rec := botRecord(t, g, 21)
			script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 2, Keys: []ebiten.Key{ebiten.KeyEnd}}, {Tick: 20, Keys: []ebiten.Key{ebiten.KeyHome}}, {Tick: 40, Keys: []ebiten.Key{ebiten.KeyEscape}}}}
			a, v := viewerApp(t, rec, script)
			scenetest.RunTicks(a, 10)
			var banner, msg string
			var endPanel bool
			scenetest.OnLoop(func() {
				banner, _ = scenes.ReplayBanner(v.Play())
				endPanel = scenes.EndPanelShown(v.Play())
			})
			if !endPanel || banner == "" {
				t.Errorf("at the end: end panel shown %v, banner %q", endPanel, banner)
			}
			scenetest.Save(t, "replay-end-"+g, scenetest.Screenshot(a))
			scenetest.RunTicks(a, 20)
			scenetest.OnLoop(func() { msg = v.Play().Msg })
			if !strings.HasPrefix(msg, "Replay: Space plays") {
				t.Errorf("at move 0 the message says %q, not how to use the viewer", msg)
			}
			scenetest.RunTicks(a, 25)
			p, ok := a.Scene().(*menus.Pause)
			if !ok {
				t.Fatalf("Esc opened %q, not the menu", a.SceneName())
			}
			for _, b := range p.Buttons() {
				if b.Label == "Restart" {
					t.Error("the replay's menu offers Restart")
				}
			}
		})
	}
}

// At the end of a replay on a phone the result stands clear of the
// viewer's bar (which stands over the board there: it covered the
// winner's name and the ranking) and of the row of buttons under it.
func TestReplayEndClearOfTheBarOnAPhone(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	for _, size := range [][2]int{{390, 844}, {844, 390}} {
		ui.SetScreenSize(size[0], size[1])
		for _, g := range replayGames() {
			a, v, _ := replayAtItsEnd(t, g)
			scenetest.Screenshot(a)
			var end, bar, spare ui.Rect
			scenetest.OnLoop(func() {
				end, bar, spare = v.Play().EndPanelBox(), v.Play().Lay.Bar, v.Play().Lay.Spare
			})
			if !scenes.EndPanelShown(v.Play()) || bar.H == 0 {
				t.Fatalf("%s at %v: no end panel or no bar", g, size)
			}
			if end.Y < bar.Bottom() && end.Bottom() > bar.Y && end.X < bar.Right() && end.Right() > bar.X {
				t.Errorf("%s at %v: the result %v lies under the replay's bar %v", g, size, end, bar)
			}
			if spare.H > 0 && end.Y < spare.Bottom() && end.Bottom() > spare.Y && end.X < spare.Right() && end.Right() > spare.X {
				t.Errorf("%s at %v: the result %v runs under the replay's row of buttons %v", g, size, end, spare)
			}
			scenetest.Save(t, fmt.Sprintf("replay-end-%s-%dx%d", g, size[0], size[1]), scenetest.Screenshot(a))
		}
	}
}

// The viewer's how-to speaks of keys to a mouse and of its buttons to a
// finger (a phone has no Space or arrows): it changes with the first tap;
// a message of its own (a move's, an error) stays.
func TestViewerHowToFollowsTheHand(t *testing.T) {
	rec := botRecord(t, "billabong", 11)
	script := &ui.Script{Steps: []ui.ScriptStep{
		{Tick: 5, X: 5, Y: 5, Click: true, Touch: true}, // a tap where nothing is
	}}
	a, v := viewerApp(t, rec, script)
	msg := func() (s string) {
		scenetest.OnLoop(func() { s = v.Play().Msg })
		return s
	}
	scenetest.RunTicks(a, 3)
	if m := msg(); !strings.Contains(m, "Space") {
		t.Fatalf("before a tap the how-to says %q, want the keys", m)
	}
	scenetest.RunTicks(a, 5)
	if m := msg(); strings.Contains(m, "Space") || !strings.Contains(m, "tap a move") {
		t.Fatalf("after a tap the how-to says %q, want the buttons", m)
	}
	// The mouse again (a click would say so): the keys.
	ui.SetTouching(false)
	scenetest.RunTicks(a, 2)
	if m := msg(); !strings.Contains(m, "Space") {
		t.Fatalf("back to the mouse the how-to says %q, want the keys", m)
	}
	// A message of the viewer's own stays when the hand changes.
	scenetest.OnLoop(func() { v.Play().Say(false, "Something else") })
	ui.SetTouching(true)
	scenetest.RunTicks(a, 2)
	if m := msg(); m != "Something else" {
		t.Fatalf("the how-to took the place of another message: %q", m)
	}
}

// firstFrameOf is a link to a two-person game, past its first frame, on a
// touch screen or not (Options.TouchScreen).
func firstFrameOf(t *testing.T, game string, touch bool) *scenes.App {
	start, err := scenes.QuickStart{Game: game, Seats: "human,human", Seed: 3}.Start(launch.Plays)
	if err != nil {
		t.Fatal(err)
	}
	a := scenes.NewApp(scenes.Options{Source: &ui.Script{}, Start: start,
		Now: scenetest.Clock, Silent: true, Plays: launch.Plays, TouchScreen: touch})
	scenetest.RunTicks(a, 2)
	return a
}

// A touch screen (a phone's page, Options.TouchScreen) speaks of taps from
// the first frame, before its first tap; a window of clicks.
func TestTouchScreenSpeaksOfTapsAtOnce(t *testing.T) {
	for _, touch := range []bool{false, true} {
		a := firstFrameOf(t, "billabong", touch)
		var status string
		scenetest.OnLoop(func() { status = a.Status() })
		if got := strings.Contains(status, "touch=true"); got != touch {
			t.Errorf("TouchScreen %v: the status says %q", touch, status)
		}
		texts := drawnText(a, " | ")
		if want := map[bool]string{false: "click a square", true: "tap a square"}[touch]; !strings.Contains(texts, want) {
			t.Errorf("TouchScreen %v: the screen shows %q, want %q", touch, texts, want)
		}
	}
	ui.SetTouching(false)
}

// On a touch screen Down Under's hand shows no key numbers and its banner
// no keys, from the first frame, before any tap.
func TestTouchScreenHandHasNoKeysAtOnce(t *testing.T) {
	defer ui.SetTouching(false)
	for _, touch := range []bool{false, true} {
		a := firstFrameOf(t, "downunder", touch)
		boxes, taps := scenetest.Drawn(a)
		keys := 0
		for _, b := range boxes {
			if strings.Contains(b.S, "keys 1–9") {
				keys++
			}
			if len(b.S) != 1 || b.S[0] < '1' || b.S[0] > '9' {
				continue
			}
			for _, tp := range taps { // a number on a card of the hand
				if cx, cy := b.X+b.W/2, b.Y+b.H/2; cx > tp.X && cx < tp.X+tp.W && cy > tp.Y && cy < tp.Y+tp.H {
					keys++
				}
			}
		}
		if got := keys > 0; got == touch {
			t.Errorf("TouchScreen %v: %d texts of keys drawn", touch, keys)
		}
	}
}

// The settings' help for the volume speaks of taps on a touch screen.
func TestSettingsHelpFollowsTheHand(t *testing.T) {
	for _, touch := range []bool{false, true} {
		a := handApp(touch, func(a *scenes.App) ui.Scene { return menus.NewSettingsScreen(a, menus.NewTitle(a)) })
		scenetest.RunTicks(a, 2)
		texts := drawnText(a, " | ")
		if want := map[bool]string{false: "click for louder", true: "tap for louder"}[touch]; !strings.Contains(texts, want) {
			t.Errorf("TouchScreen %v: the screen shows %q, want %q", touch, texts, want)
		}
	}
	ui.SetTouching(false)
}

// A replay's banner says each move in words, by its seat's name ("move
// 12: Orange jumped from n13 to d9 in 3 hops"); it said "Orange played
// n13-l13-h13-d9", the log's notation. Chance's moves keep theirs, but
// in Outback Crossing ("Green is dealt a reserve (wombat)": it said "deal
// 2 wombat").
func TestReplayBannerSaysMovesInWords(t *testing.T) {
	words := map[string][]string{
		"billabong": {" placed a kangaroo on ", " stepped from ", " jumped from ", " passed"},
		"downunder": {" laid a ", " laid the terminal at ", " turned the curve at ", " passed"},
		"crossing": {" claimed ", " laid the ", " drew a tile", " kept the drawn tile", " swapped the tiles", " moved the tile", " took the tile", " moved a marker",
			" is laid on ", " is dealt a reserve (", "the drawn tile: "}, // chance's too, naming no seat number
	}
	for _, g := range replayGames() {
		t.Run(g, func(t *testing.T) {
			rec := botRecord(t, g, 21)
			a, v := viewerApp(t, rec, nil)
			scenetest.RunTicks(a, 2)
			said := 0
			for k := range rec.Moves {
				var sub string
				scenetest.OnLoop(func() {
					v.SeekWithin(float64(k + 1))
					_, sub = scenes.ReplayBanner(v.Play())
				})
				if strings.Contains(sub, ": chance: ") {
					if g == "crossing" {
						t.Fatalf("move %d (%s): the banner says %q, not chance's move in words", k+1, rec.Moves[k].Text, sub)
					}
					continue
				}
				said++
				found := false
				for _, w := range words[g] {
					found = found || strings.Contains(sub, w)
				}
				if !found || strings.Contains(sub, " played ") {
					t.Fatalf("move %d (%s): the banner says %q, not the move in words", k+1, rec.Moves[k].Text, sub)
				}
			}
			if said == 0 {
				t.Fatal("no seat's move in the replay")
			}
		})
	}
}

// At the end, the result can be put aside to see the final position (×
// at the panel's corner) and brought back (Results, in the shared row):
// at the end of a replay it covered the board for good. On a phone.
func TestResultsPutAsideAndBack(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	ui.SetScreenSize(390, 844)
	for _, g := range replayGames() {
		t.Run(g, func(t *testing.T) {
			a, v, script := replayAtItsEnd(t, g)
			shown := func() (s bool) {
				scenetest.OnLoop(func() { s = scenes.EndPanelShown(v.Play()) })
				return s
			}
			if !shown() {
				t.Fatal("no result at the end")
			}
			_, taps := scenetest.Drawn(a)
			hide, ok := scenetest.FindTap(taps, "×")
			if !ok {
				t.Fatalf("no × on the end panel among %v", taps)
			}
			scenetest.FingerTap(a, script, hide.X+hide.W/2, hide.Y+hide.H/2)
			if shown() {
				t.Fatal("× left the result over the board")
			}
			scenetest.Save(t, "results-aside-"+g, scenetest.Screenshot(a))
			_, taps = scenetest.Drawn(a)
			back, ok := scenetest.FindTap(taps, "Results")
			if !ok {
				t.Fatalf("no Results to bring it back among %v", taps)
			}
			scenetest.FingerTap(a, script, back.X+back.W/2, back.Y+back.H/2)
			if !shown() {
				t.Fatal("Results did not bring the result back")
			}
		})
	}
}

// With the result put aside in a game (not a replay), the banner still
// says who won, and one Results (the shared row's) brings it back: a
// game's own Show board is greyed meanwhile. On a phone.
func TestBannerSaysWhoWonWithTheResultAside(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenW, ui.ScreenH)
	ui.SetScreenSize(390, 844)
	for _, p := range launch.Plays {
		t.Run(p.Game, func(t *testing.T) {
			m := scenetest.Match(t, p.Game, 5, "", "human", "human")
			if done, err := ai.PlayOut(m, scenetest.GreedyBots(2), 5000, scenetest.Clock()); err != nil || !done {
				t.Fatalf("the greedy game did not end: %v", err)
			}
			script := &ui.Script{}
			a := scenetest.NewApp(script, func(a *scenes.App) ui.Scene { return p.Open(a, m) }, launch.Plays)
			scenetest.RunTicks(a, 3)
			_, taps := scenetest.Drawn(a)
			hide, ok := scenetest.FindTap(taps, "×")
			if !ok {
				t.Fatalf("no × on the end panel among %v", taps)
			}
			scenetest.FingerTap(a, script, hide.X+hide.W/2, hide.Y+hide.H/2)
			texts, taps := scenetest.Drawn(a)
			said := false
			for _, b := range texts {
				if strings.HasSuffix(b.S, " wins!") || b.S == "Shared first place!" {
					said = true
				}
			}
			if !said {
				t.Error("with the result aside, nothing drawn says who won")
			}
			n := 0
			for _, tp := range taps {
				if tp.Label == "Results" {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%d Results to tap with the result aside, want 1", n)
			}
			// Its row of buttons (no Hint once the game is over) gives
			// each a finger's room, in German too.
			if _, ok := scenetest.FindTap(taps, "Hint"); ok {
				t.Error("Hint in the row of a finished game")
			}
			for _, language := range []string{lang.English, lang.German} {
				scenetest.OnLoop(func() { lang.SetLanguage(language) })
				scenetest.RunTicks(a, 1)
				scenetest.CheckLayout(t, a, "result aside in "+language, scenetest.Sizes[0], true)
			}
			scenetest.OnLoop(func() { lang.SetLanguage(lang.English) })
		})
	}
}

// A control listed as a place to tap answers a tap anywhere in its box: a
// Settings button half under the scrolled list's edge was listed whole at
// 844×390, and a tap on its hidden half did nothing. Its listed box is now
// the half that shows.
func TestListedTapsAnswerAtTheirEdges(t *testing.T) {
	script := &ui.Script{}
	a := scenes.NewApp(scenes.Options{Source: script, Now: scenetest.Clock, Silent: true, Plays: launch.Plays,
		Start: func(a *scenes.App) ui.Scene { return menus.NewSettingsScreen(a, menus.NewTitle(a)) }})
	defer ui.SetTouching(false)
	defer lang.SetLanguage(lang.English)
	scenetest.Resize(t, a, 844, 390)
	scenetest.RunTicks(a, 2)
	cut := 0
	// The list scrolled a wheel's step at a time: rows come to stand
	// across its edges.
	for step := 0; step < 4; step++ {
		_, taps := scenetest.Drawn(a)
		for _, tp := range taps {
			if tp.Label == "Back" {
				continue
			}
			if tp.H < 44 {
				cut++
			}
			for _, y := range []float64{tp.Y + 2, tp.Y + tp.H - 2} {
				// What the settings are, and whether the window is full
				// screen (Fullscreen is the window's, not a setting).
				now := func() (s string) {
					scenetest.OnLoop(func() { s = fmt.Sprint(*a.Settings(), ebiten.IsFullscreen()) })
					return s
				}
				before := now()
				scenetest.FingerTap(a, script, tp.X+tp.W/2, y)
				if now() == before {
					t.Errorf("scrolled %d: a tap on %q at %.0f (its listed box %.0f–%.0f) changed nothing", step, tp.Label, y, tp.Y, tp.Y+tp.H)
				}
				lang.SetLanguage(lang.English)
			}
		}
		scenetest.OnLoop(func() {
			script.Steps = append(script.Steps, ui.ScriptStep{Tick: a.Tick(), X: 300, Y: 200, Wheel: -1})
		})
		scenetest.RunTicks(a, 3)
	}
	if cut == 0 {
		t.Fatal("no row stood across the list's edge: the test tests nothing")
	}
}

// Each game's rules end by saying how it is played here, in the words of
// the hand in use: "tap the supply…" to a finger, "click the supply…" to
// a mouse.
func TestRulesSayHowToPlayHere(t *testing.T) {
	defer ui.SetTouching(false)
	for _, touch := range []bool{false, true} {
		for _, game := range []string{"billabong", "downunder", "crossing"} {
			a := handApp(touch, func(a *scenes.App) ui.Scene { return menus.NewRulesScreen(a, game, menus.NewTitle(a)) })
			scenetest.Resize(t, a, 1920, 1080) // the whole page in view
			scenetest.RunTicks(a, 2)
			texts := drawnText(a, " ")
			i := strings.Index(texts, "Here: ")
			if i < 0 {
				t.Errorf("%s, touch %v: no \"Here: \" in the rules: %q", game, touch, texts)
				continue
			}
			here := texts[i:]
			want, not := map[bool]string{false: "click ", true: "tap "}[touch], map[bool]string{false: "tap ", true: "click "}[touch]
			if !strings.Contains(here, want) || strings.Contains(here, not) {
				t.Errorf("%s, touch %v: the rules say %q", game, touch, here)
			}
		}
	}
}
