package replay

import (
	"context"
	"fmt"
	"image"
	"math"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai/review"
	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// The game review in the replay viewer: the search judges every move
// (package ai/review); the viewer shows each seat's chances as a chart
// that fills in as the review runs, with a progress bar, marks on the
// timeline, in the move list and on the chart, the better move as a ghost
// on the board at a marked move, a sentence about the move shown, and each
// player's accuracy, marks and luck. The screen is a fixed 1280×800
// (scaled to fit the window or the phone), so the review takes the side
// panel's place above the move list — seat rows and message — while it is
// shown (R, or the bar's Review button, hides and shows it again).

// ReviewPlayouts is the review's budget in the window: the search's
// playouts per position (about a tenth of a second each here).
var ReviewPlayouts = review.DefaultPlayouts

// ReviewOnePerTick makes the review search exactly one position a tick,
// on the game's goroutine: tests take pictures of it half done.
var ReviewOnePerTick bool

// The review card's place: over the side panel, below the banner, above
// the panel's buttons (placeReviewCard sets it from the play screen's
// layout); the chart is shorter on a short card.
var (
	rvX, rvY, rvW, rvH float32 = 816, 141, 440, 381
	rvChartX, rvChartW float32 = rvX + 14, rvW - 28
	rvChartY, rvChartH float32 = rvY + 52, 150
)

// placeReviewCard puts the review card on r, for seats players: the
// chart takes what the words and the players' rows leave, at most 150
// units, and none at all where less than 40 would be left (a phone held
// sideways: the marks stand on the timeline).
func placeReviewCard(r ui.Rect, seats int) {
	rvX, rvY, rvW, rvH = r.X+4, r.Y+4, r.W-8, r.H-8
	rvChartX, rvChartW = rvX+14, rvW-28
	rvChartY = rvY + 52
	rvLines = 3
	rvChartH = min(150, rvH-52-rvWordsH()-float32(seats)*36-8)
	if rvChartH < 40 {
		rvChartY, rvChartH = rvY+28, 0
		rvLines = min(3, max(1, int(rvH-28-float32(seats)*36-16)/19))
	}
}

// ReviewCard is the card as drawn: its frame 4 units round its place.
func ReviewCard() ui.Rect { return ui.Rect{X: rvX - 4, Y: rvY - 4, W: rvW + 8, H: rvH + 8} }

// rvLines is how many lines of the move's sentence the card shows.
var rvLines = 3

// rvWordsH is the room for the move's sentence.
func rvWordsH() float32 { return float32(rvLines)*19 + 16 }

// Words of the marks.
var markWords = [...]string{review.Inaccuracy: "Inaccuracy.", review.Mistake: "Mistake.", review.Blunder: "Blunder."}

// reviewRun is a review under way (or done) in the viewer.
type reviewRun struct {
	a       *review.Analysis
	res     *review.Review
	shown   bool
	stepped bool // in the browser: worked by Update, a slice a tick
	// progress is the share of the review done as shown (0–1): it never
	// goes back (see pollReview).
	progress float32
	running  atomic.Bool
	cancel   context.CancelFunc
	final    bool // the complete findings are taken in
	polled   int  // tick of the last look at the analysis

	// Words made when the move shown or the findings change.
	chart    *ebiten.Image // the chart, drawn when chartFor != polled
	chartFor int
	chartAt  ui.Rect // where the chart was drawn
	sentFor  [3]int
	words    string  // the move's sentence, unwrapped
	wrapW    float32 // the width it was wrapped to
	sentence []string
	rows     []string
	status   string
	hasLuck  bool
}

// StartReview starts (or shows again) the game review. A review kept in
// the Record opens finished at once.
func (v *Viewer) StartReview() {
	if v.rv != nil {
		v.rv.shown = true
		v.sayHowTo()
		return
	}
	defer v.sayHowTo() // the card's words take the message's place
	a, err := review.Open(v.rec, review.Options{Playouts: ReviewPlayouts, Seed: 1})
	if err != nil {
		v.pc.Say(true, "%v", err)
		return
	}
	v.rv = &reviewRun{a: a, shown: true, stepped: runtime.GOOS == "js"}
	v.rv.res = a.Review()
	v.rv.sentFor = [3]int{-1}
	for _, m := range v.rec.Moves {
		v.rv.hasLuck = v.rv.hasLuck || m.Seat < 0
	}
	v.pollReview()
}

// Reviewing reports whether a review is shown, and whether it is complete
// (for tests).
func (v *Viewer) Reviewing() (shown, complete bool) {
	if v.rv == nil {
		return false, false
	}
	return v.rv.shown, v.rv.res != nil && v.rv.res.Complete
}

// CardText is the review card's status, its sentence about the move
// shown and its lines for the seats (nothing before a review starts).
func (v *Viewer) CardText() (status, sentence string, rows []string) {
	if v.rv == nil {
		return "", "", nil
	}
	return v.rv.status, strings.Join(v.rv.sentence, " "), v.rv.rows
}

// SceneLeft stops the review's workers when the viewer is left; it goes on
// from where it was if the viewer comes back (after the pause menu).
func (v *Viewer) SceneLeft() {
	if v.rv != nil && v.rv.cancel != nil {
		v.rv.cancel()
	}
}

// run keeps the review's work going: on the desktop, workers on every
// core; in the browser (one thread), a slice of a few milliseconds a tick.
func (rv *reviewRun) run() {
	if rv.a.Finished() {
		return
	}
	if ReviewOnePerTick {
		rv.a.StepPosition()
		return
	}
	if rv.stepped {
		t0 := time.Now()
		for time.Since(t0) < 6*time.Millisecond && !rv.a.Step() {
		}
		return
	}
	if rv.running.Load() {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	rv.cancel = cancel
	rv.running.Store(true)
	go func() {
		defer rv.running.Store(false)
		rv.a.Run(ctx, nil)
	}()
}

// pollReview works the review on and, every few ticks, takes in what it
// found: the marks, the words; once complete it is kept with the game.
func (v *Viewer) pollReview() {
	rv := v.rv
	if rv == nil {
		return
	}
	rv.run()
	if rv.final || (rv.polled != 0 && v.app.Tick()-rv.polled < 10) {
		return
	}
	rv.polled = max(v.app.Tick(), 1)
	d, t := rv.a.Progress()
	rv.res = rv.a.Review()
	rv.sentFor = [3]int{-1}
	if rv.res.Complete {
		rv.final = true
		rv.status = lang.T("complete")
	} else {
		// The total is an estimate (more looks at a move near a mark's
		// threshold are planned as the review goes): the bar never goes
		// back, and stays short of full until the review is complete.
		rv.progress = max(rv.progress, min(float32(d)/float32(max(t, 1)), 0.99))
		rv.status = fmt.Sprintf(lang.T("analysing… %d%%"), int(100*rv.progress))
	}
	for i := range v.pc.Replay.Log {
		v.pc.Replay.Log[i].Mark = 0
		if i < len(rv.res.Decisions) {
			v.pc.Replay.Log[i].Mark = uint8(rv.res.Decisions[i].Mark)
		}
	}
	if rv.final {
		v.keepReview()
	}
}

// keepReview puts the finished review in the Record (a shared link
// carries it) and in the stored game it came from, so that reopening it
// is instant.
func (v *Viewer) keepReview() {
	data := v.rv.a.Encode(v.rec)
	if data == nil || len(v.rec.Review) > 0 {
		return
	}
	v.rec.Review = data
	st := v.app.Store()
	if st == nil {
		return
	}
	name := "games/" + strconv.FormatInt(v.rec.Started, 10) + "-" + v.rec.Game + ".outback"
	old, err := st.Read(name)
	if err != nil {
		return
	}
	kept, err := rules.DecodeRecord(old)
	if err != nil || kept.Hash != v.rec.Hash || len(kept.Moves) != len(v.rec.Moves) || len(kept.Review) > 0 {
		return
	}
	kept.Review = data
	if b, err := kept.Encode(); err == nil {
		st.Write(name, b)
	}
}

// reviewWords makes the sentence about the move shown, the seats' summary
// rows and the ghost, when the move or the findings change (on Update: a
// frame draws what is made).
func (v *Viewer) reviewWords() {
	rv := v.rv
	if rv == nil {
		return
	}
	k := len(v.pc.Match.History())
	key := [3]int{k, lang.Gen, rv.polled}
	if rv.sentFor == key {
		return
	}
	rv.sentFor = key
	rv.sentence = rv.sentence[:0]
	v.pc.Replay.Ghost, v.pc.Replay.GhostText = nil, ""
	res := rv.res
	pct := func(f float64) int { return int(math.Round(100 * f)) }
	name := func(seat int) string { return v.pc.SeatName(seat) }
	var s string
	switch {
	case k == 0:
		if ch := res.Chances[0]; ch != nil {
			var parts []string
			for seat, c := range ch {
				parts = append(parts, fmt.Sprintf("%s %d%%", name(seat), pct(c)))
			}
			s = fmt.Sprintf(lang.T("Chances at the start: %s."), strings.Join(parts, ", "))
		}
	case k <= len(res.Decisions):
		d := res.Decisions[k-1]
		switch {
		case !d.Judged:
			s = lang.T("Not judged yet…")
		case d.Seat < 0:
			best, bestSeat := 0.0, -1
			for seat, l := range d.Luck {
				if l > best {
					best, bestSeat = l, seat
				}
			}
			if bestSeat < 0 || best < 1 {
				s = lang.T("The draw changed little.")
			} else {
				s = fmt.Sprintf(lang.T("The draw helped %s: +%d%%."), name(bestSeat), int(math.Round(best)))
			}
		case d.Forced:
			s = fmt.Sprintf(lang.T("%s had no choice."), name(d.Seat))
		case d.Decided && res.DecidedAt > 0:
			// Not judged: whichever move, the game ended as it did.
			s = fmt.Sprintf(lang.T("The game was decided by move %d: this move no longer mattered."), res.DecidedAt)
		case d.Decided:
			s = fmt.Sprintf(lang.T("%s's move no longer mattered: the game was won or lost whichever move."), name(d.Seat))
		case d.BestText == d.Text:
			s = fmt.Sprintf(lang.T("%s played the best move found: about %d%%."), name(d.Seat), pct(d.BestChance))
		case d.Loss < 0.5:
			s = fmt.Sprintf(lang.T("%s played as well as the best move found, %s: about %d%%."), name(d.Seat), v.pc.LogText(nil, d.BestText, d.Best), pct(d.BestChance))
		default:
			// The loss is in points of the chance, not a percentage of it.
			format := "%s gave up %d points here: best was %s, about %d%%."
			if int(math.Round(d.Loss)) == 1 {
				format = "%s gave up %d point here: best was %s, about %d%%."
			}
			s = fmt.Sprintf(lang.T(format), name(d.Seat), int(math.Round(d.Loss)), v.pc.LogText(nil, d.BestText, d.Best), pct(d.BestChance))
			if d.Mark != review.Good {
				s = lang.T(markWords[d.Mark]) + " " + s
				v.pc.Replay.Ghost = d.Best
				v.pc.Replay.GhostText = fmt.Sprintf(lang.T("best · %d%%"), pct(d.BestChance))
			}
		}
	}
	if s != "" {
		rv.words, rv.wrapW = s, 0
	}
	rv.rows = rv.rows[:0]
	for _, x := range res.Seats {
		r := fmt.Sprintf(lang.T("accuracy %d%% · blunders %d · mistakes %d · inaccuracies %d"), int(math.Round(x.Accuracy)), x.Blunders, x.Mistakes, x.Inaccuracies)
		if x.Choices == 0 && !rv.final {
			// Not "accuracy 100%" before a single move is judged.
			r = lang.T("no move judged yet")
		}
		if rv.hasLuck {
			// Luck is what the draws gave the seat's chances, in points of
			// a percentage: "+15" alone read as a score.
			r += " · " + fmt.Sprintf(lang.T("luck %+d%%"), int(math.Round(x.Luck)))
		}
		rv.rows = append(rv.rows, r)
	}
}

// reviewUpdate handles the review's part of the input: a click on the
// chart seeks there; anything else on the card goes nowhere. It reports
// whether it took the input.
func (v *Viewer) reviewUpdate(in *ui.Input) bool {
	if v.rv == nil || !v.rv.shown {
		return false
	}
	onCard := (ui.Rect{X: rvX, Y: rvY, W: rvW, H: rvH}).Contains(in.X, in.Y)
	if !onCard {
		return false
	}
	if (in.Pressed || in.Down) && rvChartH > 0 && (ui.Rect{X: rvChartX, Y: rvChartY, W: rvChartW + 1, H: rvChartH + 1}).Contains(in.X, in.Y) {
		f := float64(float32(in.X)-rvChartX) / float64(rvChartW)
		v.playing = false
		k := int(math.Round(f * float64(v.total())))
		if k != len(v.pc.Match.History()) {
			v.seek(k)
		}
	}
	return true
}

// chartX is move k's place on the chart.
func (v *Viewer) chartX(k int) float32 {
	n := max(v.total(), 1)
	return rvChartX + float32(k)*float32(rvChartW)/float32(n)
}

func chartY(c float64) float32 { return rvChartY + rvChartH - float32(c)*rvChartH }

// drawReview draws the review card over the side panel, and the marks on
// the timeline.
func (v *Viewer) drawReview(dst *ebiten.Image) {
	rv := v.rv
	if rv == nil {
		return
	}
	v.drawTimelineMarks(dst)
	if !rv.shown {
		return
	}
	res := rv.res
	c := ReviewCard()
	sprites.Cover(dst, float64(c.X), float64(c.Y), float64(c.W), float64(c.H))
	sprites.RoundRect(dst, c.X, c.Y, c.W, c.H, 12, sprites.Paper)
	sprites.RoundRectLine(dst, c.X, c.Y, c.W, c.H, 12, 2, sprites.Ochre)
	sprites.Text(dst, "Game review", 19, true, float64(rvX+14), float64(rvY+16), sprites.Ink, sprites.Left)
	sprites.Text(dst, rv.status, 14, false, float64(rvX+rvW-14), float64(rvY+17), sprites.InkSoft, sprites.Right)
	if !res.Complete {
		sprites.RoundRect(dst, rvX+14, rvY+32, rvW-28, 7, 3.5, sprites.PaperDark)
		sprites.RoundRect(dst, rvX+14, rvY+32, (rvW-28)*rv.progress, 7, 3.5, sprites.Good)
	}
	// The chart: each seat's chance of first place, move by move, drawn
	// once per change of the findings (a frame only copies it), then the
	// move shown.
	if rv.chart == nil || rv.chart.Bounds() != dst.Bounds() {
		// Drawn into: an image of its own, off the atlas (sprites.NewCanvas).
		rv.chart = ebiten.NewImageWithOptions(image.Rect(0, 0, dst.Bounds().Dx(), dst.Bounds().Dy()), &ebiten.NewImageOptions{Unmanaged: true})
		rv.chartFor = -1
	}
	if at := (ui.Rect{X: rvChartX, Y: rvChartY, W: rvChartW, H: rvChartH}); rv.chartFor != rv.polled || rv.chartAt != at {
		rv.chartFor, rv.chartAt = rv.polled, at
		rv.chart.Clear()
		if rvChartH > 0 {
			v.drawChart(rv.chart)
		}
	}
	if rvChartH > 0 {
		k := sprites.Scale()
		r := image.Rect(int(float64(rvChartX-8)*k), int(float64(rvChartY-8)*k), int(math.Ceil(float64(rvChartX+rvChartW+8)*k)), int(math.Ceil(float64(rvChartY+rvChartH+8)*k)))
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
		dst.DrawImage(rv.chart.SubImage(r).(*ebiten.Image), &op)
		cur := v.chartX(len(v.pc.Match.History()))
		sprites.Rect(dst, cur-1, rvChartY-4, 2, rvChartH+8, sprites.WithAlpha(sprites.Ink, 150))
	}
	// The move shown, in words (wrapped again when the card's width
	// changes: the window resized, the phone turned).
	if rv.wrapW != rvW-28 {
		rv.wrapW = rvW - 28
		rv.sentence = sprites.Wrap(rv.words, 15, false, float64(rv.wrapW))
	}
	for i, line := range rv.sentence {
		if i >= rvLines {
			break
		}
		if i == rvLines-1 && len(rv.sentence) > rvLines {
			line = play.Ellipsised(line, 15, false, float64(rv.wrapW)) // more than the card holds
		}
		sprites.Text(dst, line, 15, false, float64(rvX+14), float64(rvChartY+rvChartH+24+float32(i)*19), sprites.Ink, sprites.Left)
	}
	// Each player: accuracy, marks, luck.
	y0 := rvChartY + rvChartH + rvWordsH() + 8
	for seat, row := range rv.rows {
		l := v.pc.Looks[seat]
		y := y0 + float32(seat)*36
		sprites.FillShape(dst, l.Shape, rvX+26, y+10, 9, l.Fill)
		sprites.StrokeShape(dst, l.Shape, rvX+26, y+10, 9, 1.5, l.Dark)
		sprites.Text(dst, v.pc.SeatName(seat), 15, true, float64(rvX+44), float64(y)+3, sprites.Ink, sprites.Left)
		row, size := sprites.Fit(row, 13, 12, false, float64(rvW-58))
		sprites.Text(dst, row, size, false, float64(rvX+44), float64(y)+21, sprites.InkSoft, sprites.Left)
	}
}

// drawChart draws the chart's ground, each seat's line and the marks.
func (v *Viewer) drawChart(dst *ebiten.Image) {
	res := v.rv.res
	sprites.RoundRect(dst, rvChartX-6, rvChartY-6, rvChartW+12, rvChartH+12, 6, sprites.PaperDark)
	for x := float32(rvChartX); x < rvChartX+rvChartW; x += 8 {
		sprites.Rect(dst, x, chartY(0.5), 4, 1, sprites.WithAlpha(sprites.InkSoft, 140))
	}
	sprites.Text(dst, "50%", 12, false, float64(rvChartX+rvChartW+4), float64(chartY(0.5))-8, sprites.InkSoft, sprites.Right)
	for seat := range res.Seats {
		l := v.pc.Looks[seat]
		line := res.Lines[seat]
		lastK := -1
		for k, c := range line {
			if c < 0 {
				continue
			}
			// Joined across a few positions not judged from this seat's eyes
			// (the others' turns in a game that hides something), not across
			// what is not searched yet.
			if lastK >= 0 && (k-lastK == 1 || res.Chances[k-1] != nil) {
				sprites.Line(dst, v.chartX(lastK), chartY(line[lastK]), v.chartX(k), chartY(c), 2, l.Fill)
			}
			lastK = k
		}
		if lastK >= 0 {
			x, y := v.chartX(lastK), chartY(line[lastK])
			sprites.FillShape(dst, l.Shape, x, y, 5, l.Fill)
			sprites.StrokeShape(dst, l.Shape, x, y, 5, 1.5, l.Dark)
		}
	}
	for i, d := range res.Decisions {
		if d.Mark == review.Good || d.Seat < 0 || res.Lines[d.Seat][i+1] < 0 {
			continue
		}
		x, y := v.chartX(i+1), chartY(res.Lines[d.Seat][i+1])
		sprites.Disc(dst, x, y, 4.5, play.MarkColours[d.Mark])
		sprites.Ring(dst, x, y, 4.5, 1.2, sprites.White)
	}
}

// drawTimelineMarks puts each marked move's mark above the timeline.
func (v *Viewer) drawTimelineMarks(dst *ebiten.Image) {
	n := v.total()
	if n == 0 {
		return
	}
	mid := v.lineMid
	step := (v.line1 - v.line0) / float32(n)
	for i, d := range v.rv.res.Decisions {
		if d.Mark == review.Good || d.Seat < 0 {
			continue
		}
		x := v.line0 + float32(i+1)*step
		r := float32(2.5) + float32(d.Mark)*0.8
		sprites.Disc(dst, x, mid-12, r, play.MarkColours[d.Mark])
	}
}
