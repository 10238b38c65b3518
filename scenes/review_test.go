package scenes_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/ai/review"
	"outback/rules"
	"outback/scenes"
	bbplay "outback/scenes/billabong"
	"outback/scenes/launch"
	"outback/scenes/menus"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// greedyRandomRecord is a game of Greedy (Blue) against Random (Orange).
func greedyRandomRecord(t *testing.T, game string, seed uint64) *rules.Record {
	setup := rules.Setup{Game: game, Seed: seed}
	var bots []ai.Bot
	for i, name := range []string{"greedy", "random"} {
		b, _ := ai.New(name, seed+uint64(i))
		bots = append(bots, b)
		setup.Seats = append(setup.Seats, rules.SeatInfo{Name: menus.DefaultSeatName(i), Kind: "bot:" + name})
	}
	m, err := rules.NewMatch(setup, scenetest.Clock())
	if err != nil {
		t.Fatal(err)
	}
	if done, err := ai.PlayOut(m, bots, 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("the game did not end: %v", err)
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// reviewApp opens the viewer on rec with a store that keeps the game as
// the autosave leaves it.
func reviewApp(t *testing.T, rec *rules.Record, script *ui.Script) (*scenes.App, *replay.Viewer, *ui.MemStore) {
	store := ui.NewMemStore()
	data, _ := rec.Encode()
	store.Write("games/"+strconv.FormatInt(rec.Started, 10)+"-"+rec.Game+".outback", data)
	if script == nil {
		script = &ui.Script{}
	}
	var v *replay.Viewer
	a := scenes.NewApp(scenes.Options{Source: script, Now: scenetest.Clock, Silent: true, Plays: launch.Plays, Store: store,
		Start: func(a *scenes.App) ui.Scene {
			var err error
			if v, err = replay.NewViewer(a, rec); err != nil {
				t.Fatal(err)
			}
			return v
		}})
	return a, v, store
}

// The review in the viewer: R starts it; the chart fills in, one position a
// tick here; once complete, the marks stand in the move list, a marked move
// shows the better move and says what it gave up; the review is kept with
// the stored game, and the game opens reviewed at once.
func TestReviewInTheViewer(t *testing.T) {
	defer scenes.ReviewOnePerTick(150)()
	for _, game := range replayGames() {
		t.Run(game, func(t *testing.T) { testReview(t, game) })
	}
}

func testReview(t *testing.T, game string) {
	rec := greedyRandomRecord(t, game, 21)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 3, Keys: []ebiten.Key{ebiten.KeyR}}}}
	a, v, store := reviewApp(t, rec, script)
	half := len(rec.Moves) / 2
	scenetest.RunTicks(a, 3+half)
	var shown, complete bool
	var status string
	scenetest.OnLoop(func() {
		shown, complete = v.Reviewing()
		status, _ = scenes.ReviewStatus(v)
		v.SeekWithin(float64(half / 2))
	})
	scenetest.RunTicks(a, 1) // the words of the move now shown
	if !shown || complete || !strings.HasPrefix(status, "analysing… ") {
		t.Fatalf("half way: shown %v, complete %v, status %q", shown, complete, status)
	}
	if game == "billabong" {
		scenetest.Golden(t, "review-"+game+"-running", scenetest.Screenshot(a))
	}
	// To the end of the review.
	for i := 0; i < 8 && !complete; i++ {
		scenetest.RunTicks(a, len(rec.Moves))
		scenetest.OnLoop(func() { _, complete = v.Reviewing() })
	}
	if !complete {
		t.Fatal("the review did not complete")
	}
	// The worst move of the game: its mark in the list, its words, its
	// better move on the board.
	var marks []uint8
	scenetest.OnLoop(func() { marks = scenes.LogMarks(v) })
	worst, worstMark := -1, uint8(0)
	for i, m := range marks {
		if m > worstMark {
			worst, worstMark = i, m
		}
	}
	if worst < 0 {
		t.Fatalf("no move marked in a game of Greedy against Random: %v", marks)
	}
	var sentence string
	scenetest.OnLoop(func() {
		v.SeekWithin(float64(worst + 1))
	})
	scenetest.RunTicks(a, 2)
	img := scenetest.Screenshot(a) // drawing makes the words
	var ghost rules.Move
	scenetest.OnLoop(func() {
		ghost, _ = v.Play().Ghost()
		_, sentence = scenes.ReviewStatus(v)
	})
	if !strings.Contains(sentence, " gave up ") || !strings.Contains(sentence, ": best was ") || ghost == nil {
		t.Errorf("at the worst move (%d): %q, ghost %v", worst+1, sentence, ghost)
	}
	scenetest.Golden(t, "review-"+game+"-marked", img)
	// The move reviewed stands in the log where the card leaves it room,
	// or the log is a tap away (Moves).
	texts, taps := scenetest.Drawn(a)
	card := scenes.ReviewCard()
	rowShown := false
	for _, b := range texts {
		if b.S == strconv.Itoa(worst+1)+"." && !card.Contains(int(b.X+b.W/2), int(b.Y+b.H/2)) {
			rowShown = true
		}
	}
	if _, moves := scenetest.FindTap(taps, "Moves"); !rowShown && !moves {
		t.Errorf("with the review card open, move %d is neither in the log nor behind Moves", worst+1)
	}
	// The review fits every screen: its card over the panel, its chart
	// shorter on a short one.
	for _, size := range scenetest.Sizes {
		scenetest.CheckLayout(t, a, "review", size, true)
		// The card leaves the buttons in view: Review puts it away.
		_, taps := scenetest.Drawn(a)
		card := scenes.ReviewCard()
		for _, label := range []string{"Review", "Menu"} {
			tp, ok := scenetest.FindTap(taps, label)
			if !ok {
				t.Errorf("review at %s: no %s to tap", size.Name, label)
				continue
			}
			if float32(tp.Y+tp.H) > card.Y && float32(tp.Y) < card.Bottom() && float32(tp.X+tp.W) > card.X && float32(tp.X) < card.Right() {
				t.Errorf("review at %s: the card %v covers %s (%.0f,%.0f %.0f×%.0f)", size.Name, card, label, tp.X, tp.Y, tp.W, tp.H)
			}
		}
		if size.Name != "desk" && game == "billabong" {
			scenetest.Golden(t, "fit-review-"+game+"-"+size.Name, scenetest.Screenshot(a))
		}
	}
	scenetest.OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })
	// Kept with the stored game; opened again, it is there at once.
	data, err := store.Read("games/" + strconv.FormatInt(rec.Started, 10) + "-" + rec.Game + ".outback")
	if err != nil {
		t.Fatal(err)
	}
	kept, err := rules.DecodeRecord(data)
	if err != nil || len(kept.Review) == 0 {
		t.Fatalf("the stored game does not keep its review (%v)", err)
	}
	a2, v2, _ := reviewApp(t, kept, nil)
	scenetest.RunTicks(a2, 1)
	var marks2 []uint8
	scenetest.OnLoop(func() {
		shown, complete = v2.Reviewing()
		marks2 = scenes.LogMarks(v2)
	})
	if !shown || !complete || fmt.Sprint(marks2) != fmt.Sprint(marks) {
		t.Errorf("reopened: shown %v, complete %v, marks %v, want %v", shown, complete, marks2, marks)
	}
}

// Before the review has judged a seat's move, its row says so: not
// "accuracy 100%", figures that then fall as the review runs.
func TestReviewRowsWaitForAJudgedMove(t *testing.T) {
	defer scenes.ReviewOnePerTick(150)()
	rec := greedyRandomRecord(t, "billabong", 21)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 1, Keys: []ebiten.Key{ebiten.KeyR}}}}
	a, v, _ := reviewApp(t, rec, script)
	scenetest.RunTicks(a, 2)
	scenetest.Screenshot(a) // drawing makes the words
	var rows []string
	var complete bool
	scenetest.OnLoop(func() { rows = scenes.ReviewRows(v); _, complete = v.Reviewing() })
	if complete || len(rows) != 2 {
		t.Fatalf("just begun: complete %v, rows %q", complete, rows)
	}
	for _, r := range rows {
		if r != "no move judged yet" {
			t.Errorf("a seat's row before any judged move: %q", r)
		}
	}
	for i := 0; i < 8 && !complete; i++ {
		scenetest.RunTicks(a, len(rec.Moves))
		scenetest.OnLoop(func() { _, complete = v.Reviewing() })
	}
	scenetest.Screenshot(a)
	scenetest.OnLoop(func() { rows = scenes.ReviewRows(v) })
	for _, r := range rows {
		if !strings.HasPrefix(r, "accuracy ") {
			t.Errorf("a seat's row once the review is complete: %q", r)
		}
	}
}

// A finished game's end panel offers Review this game: the viewer opens
// with the review under way.
func TestReviewAFinishedGame(t *testing.T) {
	defer scenes.ReviewOnePerTick(50)()
	m := scenetest.BillabongMatch(t, "bot:greedy", "bot:greedy")
	b1, _ := ai.New("greedy", 1)
	b2, _ := ai.New("greedy", 2)
	ai.PlayOut(m, []ai.Bot{b1, b2}, 3000, scenetest.Clock())
	var x, y int
	probe := newTestApp(nil, func(a *scenes.App) ui.Scene { return bbplay.New(a, m) })
	scenetest.RunTicks(probe, 2)
	scenetest.OnLoop(func() { x, y = scenes.EndReviewButton(scenes.PlayOf(probe.Scene())) })
	a := newTestApp(&ui.Script{Steps: []ui.ScriptStep{{Tick: 5, Click: true, X: x, Y: y}}}, func(a *scenes.App) ui.Scene { return bbplay.New(a, m) })
	scenetest.RunTicks(a, 40)
	if name := a.SceneName(); name != "replay:billabong" {
		t.Fatalf("Review this game opened %q", name)
	}
	var shown bool
	scenetest.OnLoop(func() { shown, _ = a.Scene().(*replay.Viewer).Reviewing() })
	if !shown {
		t.Fatal("the viewer opened without the review")
	}
}

// At the end of a replay the end panel offers Review this game.
func TestReviewFromTheEndPanel(t *testing.T) {
	defer scenes.ReviewOnePerTick(50)()
	rec := greedyRandomRecord(t, "downunder", 3)
	a, v, _ := reviewApp(t, rec, nil)
	scenetest.RunTicks(a, 2)
	var x, y int
	scenetest.OnLoop(func() {
		v.SeekWithin(float64(len(rec.Moves)))
		x, y = scenes.EndReviewButton(v.Play())
	})
	a2, v2, _ := reviewApp(t, rec, &ui.Script{Steps: []ui.ScriptStep{
		{Tick: 3, Keys: []ebiten.Key{ebiten.KeyEnd}},
		{Tick: 20, Click: true, X: x, Y: y},
	}})
	scenetest.RunTicks(a2, 30)
	var shown bool
	scenetest.OnLoop(func() { shown, _ = v2.Reviewing() })
	if !shown {
		t.Fatal("Review this game did not start the review")
	}
}

// BenchmarkReviewFrame is the CPU time of one Update and Draw of the
// viewer with a finished review shown (Outback Crossing: the longest game),
// at a marked move.
func BenchmarkReviewFrame(b *testing.B) {
	t := &testing.T{}
	rec := greedyRandomRecord(t, "crossing", 21)
	an, err := review.Open(rec, review.Options{Playouts: 30})
	if err != nil {
		b.Fatal(err)
	}
	an.Run(context.Background(), nil)
	rec.Review = an.Encode(rec)
	a, v, _ := reviewApp(t, rec, nil)
	var screen *ebiten.Image
	scenetest.OnLoop(func() {
		screen = ebiten.NewImage(ui.ScreenW, ui.ScreenH)
		a.Update()
		v.SeekWithin(7)
		for i := 0; i < 30; i++ {
			a.Update()
			a.Draw(screen)
		}
	})
	b.ResetTimer()
	start := time.Now()
	scenetest.OnLoop(func() {
		for i := 0; i < b.N; i++ {
			a.Update()
			a.Draw(screen)
		}
	})
	b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(b.N), "ns/frame")
}

// A review of a game with chance says each seat's luck as a change of its
// chances, with its unit: "luck +15" alone read as a score.
func TestReviewLuckHasItsUnit(t *testing.T) {
	defer scenes.ReviewOnePerTick(150)()
	rec := greedyRandomRecord(t, "crossing", 21)
	script := &ui.Script{Steps: []ui.ScriptStep{{Tick: 1, Keys: []ebiten.Key{ebiten.KeyR}}}}
	a, v, _ := reviewApp(t, rec, script)
	complete := false
	for i := 0; i < 8 && !complete; i++ {
		scenetest.RunTicks(a, len(rec.Moves))
		scenetest.OnLoop(func() { _, complete = v.Reviewing() })
	}
	scenetest.Screenshot(a) // drawing makes the words
	var rows []string
	scenetest.OnLoop(func() { rows = scenes.ReviewRows(v) })
	if len(rows) == 0 {
		t.Fatal("no rows")
	}
	for _, r := range rows {
		i := strings.Index(r, "luck ")
		if i < 0 || !strings.HasSuffix(r, "%") {
			t.Errorf("a seat's row: %q, want its luck in %%", r)
		}
	}
}
