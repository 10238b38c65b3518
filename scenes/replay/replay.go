package replay

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/internal/session"
	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
	"outback/sprites/tween"
)

// Replay speeds, in half-speed units: 0.5×, 1×, 2×, 4×.
var replaySpeeds = [...]int{1, 2, 4, 8}

var speedLabels = [...]string{"0.5×", "1×", "2×", "4×"}

// Viewer is the replay viewer: the game's own play screen, driven by the
// Record's moves, under a bar of controls: play/pause, step, jump to the
// ends, a timeline to drag (also within a move's animation), the speed.
// Space, ←/→, Home/End do the same from the keyboard; clicking a move in
// the log jumps there. A replay shows everything: hidden tiles included.
type Viewer struct {
	// bar is the bar of controls; line the timeline's row, its groove
	// from line0 to line1 at height lineMid.
	bar, line             ui.Rect
	line0, line1, lineMid float32

	app     App
	rec     *rules.Record
	inner   play.Replayable
	pc      *play.Play
	playing bool
	speed   int // index in replaySpeeds
	acc     int
	pause   int // ticks to wait before the next move while playing
	pace    tween.Pace
	drag    bool

	startBtn, backBtn, playBtn, fwdBtn, endBtn, speedBtn, shareBtn, reviewBtn ui.Button
	empty                                                                     ui.Input

	rv *reviewRun // the game review, once asked for

	counterN int
	counterS string
	counterL int // langGen when counterS was made

	// howTo is the format of the message that tells how to use the
	// viewer, as last said ("" none): for a finger or for the keys.
	howTo string
}

// The viewer's how-to, for the keys and for a finger.
const (
	replayHowToKeys  = "Replay: Space plays and pauses, ←/→ step, Home/End jump, S changes the speed; drag the timeline, or click a move in the list."
	replayHowToTouch = "Replay: Play plays and pauses, the arrows step a move; drag the timeline, or tap a move in the list."
)

// NewViewer opens the viewer on a Record, checking that every move decodes.
func NewViewer(a App, rec *rules.Record) (*Viewer, error) {
	rs, ctl, err := session.NewReplay(rec)
	if err != nil {
		return nil, err
	}
	m := rs.Match()
	rc := &play.ReplayControl{Ctl: ctl}
	sc, err := a.OpenPlay(m)
	if err != nil {
		return nil, err
	}
	inner, ok := sc.(play.Replayable)
	if !ok {
		return nil, fmt.Errorf("the %s screen cannot show replays yet", m.Game().Title)
	}
	v := &Viewer{app: a, rec: rec, inner: inner, pc: inner.Core(), speed: 1}
	v.pace.Sync(a.MotionTick())
	rc.Sayer, _ = v.pc.Part.(play.MoveSayer)
	rc.RebuildLog(m, v.pc)
	rc.Review = v.StartReview
	v.pc.Replay = rc
	v.pc.UseSession(rs)
	v.sayHowTo()
	if len(rec.Review) > 0 {
		v.StartReview() // kept with the game: open at once
	}
	return v, nil
}

// sayHowTo puts how to use the viewer on the message line: its keys, or
// on a touch screen its buttons (a phone has no Space or arrows).
func (v *Viewer) sayHowTo() {
	if v.rv != nil && v.rv.shown {
		v.pc.Say(false, "") // the review card stands where the message is
		return
	}
	v.howTo = replayHowTo()
	v.pc.Say(false, v.howTo)
}

// replayHowTo is the how-to for the hand in use: a finger's or the keys'.
func replayHowTo() string {
	if ui.Touching() {
		return replayHowToTouch
	}
	return replayHowToKeys
}

// howToOutOfDate reports whether the message line shows the how-to in
// the other words: for the keys since a finger came, or the other way.
func (v *Viewer) howToOutOfDate() bool {
	return v.howTo != "" && v.pc.MsgFormat == v.howTo && v.howTo != replayHowTo()
}

// Name implements Named.
func (v *Viewer) Name() string { return "replay:" + v.rec.Game }

// Status tells tests where the viewer is.
func (v *Viewer) Status() string {
	t, total := v.inner.AnimProgress()
	return fmt.Sprintf("move=%d/%d;anim=%d/%d;playing=%v", len(v.pc.Match.History()), len(v.pc.Replay.Ctl.Moves), t, total, v.playing)
}

func (v *Viewer) total() int { return len(v.pc.Replay.Ctl.Moves) }

// position is where the board is on the timeline, in moves: the number of
// moves shown, less what remains of the running animation.
func (v *Viewer) position() float64 {
	n := float64(len(v.pc.Match.History()))
	if t, total := v.inner.AnimProgress(); total > 0 {
		n += float64(t)/float64(total) - 1
	}
	return n
}

// seek shows the board after the first k moves, without animation.
func (v *Viewer) seek(k int) {
	if k < 0 {
		k = 0
	}
	if k > v.total() {
		k = v.total()
	}
	v.inner.FinishAnim()
	if err := v.pc.Sess.Seek(k); err != nil {
		v.pc.Say(true, "%v", err)
		return
	}
	v.pc.RebuildLog()
	v.sayHowTo() // a move's message belongs to that move: back to the how-to
}

// seekWithin shows move k's animation at fraction f.
func (v *Viewer) seekWithin(pos float64) {
	k := int(math.Floor(pos))
	f := pos - float64(k)
	v.seek(k)
	if f < 0.02 || k >= v.total() {
		return
	}
	v.pc.Replay.Ctl.Advance()
	v.inner.Update(&v.empty)
	if _, total := v.inner.AnimProgress(); total > 0 {
		v.inner.SeekAnim(int(f * float64(total)))
	}
}

// layout places the bar's controls on the play screen's Bar: the
// buttons that step and play at the left, the timeline, then Review,
// Speed and Share. A bar too narrow for one row puts the timeline on a
// second row (barRows), and Review, Speed and Share in the panel's row
// that a replay leaves free (PlayLayout.Spare), or on the second row.
func (v *Viewer) layout() {
	placeReviewCard(v.reviewRoom(), len(v.pc.Match.Setup().Seats))
	// The log keeps to what the review card leaves of it (or Moves opens
	// it), its move in view there.
	v.pc.ReviewCover = ui.Rect{}
	if v.rv != nil && v.rv.shown {
		v.pc.ReviewCover = ReviewCard()
	}
	v.bar = v.pc.Lay.Bar
	row := v.bar.InsetXY(8, min(7, (v.bar.H/float32(play.BarRows(v.bar.W))-44)/2))
	line := row
	if play.BarRows(v.bar.W) == 2 {
		row, line = row.CutTop(44)
		_, line = line.CutTop(10)
	}
	left := func(b *ui.Button, w float32) {
		var c ui.Rect
		c, row = row.CutLeft(w)
		c.H = 44
		c.Button(b)
		_, row = row.CutLeft(6)
	}
	label := "Play"
	if v.playing {
		label = "Pause"
	}
	v.startBtn = ui.Button{Label: "|◄"}
	v.backBtn = ui.Button{Label: "◄"}
	v.playBtn = ui.Button{Label: label, Primary: true}
	v.fwdBtn = ui.Button{Label: "►"}
	v.endBtn = ui.Button{Label: "►|"}
	left(&v.startBtn, 46)
	left(&v.backBtn, 46)
	// As wide as its longer label asks ("Abspielen"), at least 80: the
	// same width playing or paused, so the buttons beside it stay put.
	left(&v.playBtn, max(80, float32(max(sprites.TextWidth("Play", 17, true), sprites.TextWidth("Pause", 17, true)))+14))
	left(&v.fwdBtn, 46)
	left(&v.endBtn, 46)
	if play.BarRows(v.bar.W) == 1 {
		line = row
	}
	v.shareBtn = ui.Button{Label: "Share", Disabled: !canShare}
	v.speedBtn = ui.Button{Label: speedLabels[v.speed]}
	v.reviewBtn = ui.Button{Label: "Review", Primary: v.rv != nil && v.rv.shown}
	three := []*ui.Button{&v.reviewBtn, &v.speedBtn, &v.shareBtn}
	widths := []float32{84, 60, 74}
	switch spare := v.pc.Lay.Spare; {
	case v.threeInSpare():
		for i, c := range spare.Columns(3, 10) {
			c.Button(three[i])
		}
	default:
		if line.W < 218+18+140 {
			// No room beside the timeline: the second row's end.
			break
		}
		for i := 2; i >= 0; i-- {
			var c ui.Rect
			c, line = line.CutRight(widths[i])
			c.H = 44
			c.Button(three[i])
			_, line = line.CutRight(6)
		}
	}
	// The timeline takes what is left, its label above the groove.
	v.line = line
	v.line0, v.line1 = line.X+14, line.Right()-14
	v.lineMid = line.Y + 31
}

// threeInSpare reports whether Review, Speed and Share stand in the
// panel's spare row (a bar too narrow for them beside the timeline).
func (v *Viewer) threeInSpare() bool { return v.pc.Lay.Bar.W < 640 && v.pc.Lay.Spare.W > 0 }

// reviewRoom is the review card's place: the layout's, ending above the
// panel's rows of buttons, which stay in view and in reach under it —
// Review among them, the one way to put the card away.
func (v *Viewer) reviewRoom() ui.Rect {
	card := v.pc.Lay.Card
	cut := func(r ui.Rect) {
		if r.H > 0 && r.Y > card.Y {
			card.H = min(card.H, r.Y-6-card.Y)
		}
	}
	cut(v.pc.SharedRow)
	if v.threeInSpare() {
		cut(v.pc.Lay.Spare)
	}
	return card
}

// Update implements Scene.
func (v *Viewer) Update(in *ui.Input) {
	defer v.reviewWords() // the words and the ghost of the move now shown
	// The replay runs on the clock (tween.Pace): a tick an update while
	// the device keeps up, as many as the clock says when it does not (at
	// most a second's: a slow device skips frames, not whole moves).
	ticks := min(v.pace.Due(v.app.MotionTick()), 60)
	v.layout()
	if v.howToOutOfDate() {
		v.sayHowTo() // a finger came (or the mouse came back)
	}
	if pick, used := v.pc.LogSheetInput(in); used {
		// The log's sheet is open, or opens: the bar and the board wait.
		if pick >= 0 {
			v.playing = false
			v.seek(pick + 1) // as a click on the move in the panel's list
		}
		in = &v.empty
	}
	inBar := v.bar.Contains(in.X, in.Y)
	switch {
	case v.startBtn.Clicked(in), in.Key(ebiten.KeyHome):
		v.playing = false
		v.seek(0)
	case v.endBtn.Clicked(in), in.Key(ebiten.KeyEnd):
		v.playing = false
		v.seek(v.total())
	case v.backBtn.Clicked(in), in.Key(ebiten.KeyLeft):
		// Back to before the last move shown (or the one being shown).
		v.playing = false
		v.seek(len(v.pc.Match.History()) - 1)
	case v.fwdBtn.Clicked(in), in.Key(ebiten.KeyRight):
		v.playing = false
		if _, total := v.inner.AnimProgress(); total > 0 {
			v.inner.FinishAnim()
		} else {
			v.pc.Replay.Ctl.Advance()
		}
	case v.playBtn.Clicked(in), in.Key(ebiten.KeySpace):
		v.playing = !v.playing
		if v.playing && len(v.pc.Match.History()) >= v.total() {
			v.seek(0)
		}
		v.pause = 0
	case v.speedBtn.Clicked(in), in.Key(ebiten.KeyS):
		v.speed = (v.speed + 1) % len(replaySpeeds)
	case v.reviewBtn.Clicked(in), in.Key(ebiten.KeyR):
		if v.rv != nil && v.rv.shown {
			v.rv.shown = false
			v.sayHowTo()
		} else {
			v.StartReview()
		}
	case v.shareBtn.Clicked(in):
		data, err := v.rec.Encode()
		if err == nil {
			_, err = shareRecord(data)
		}
		if err != nil {
			v.pc.Say(true, "%v", err)
		} else {
			v.pc.Say(false, "The link to this replay is in the address bar (and copied, if the browser allowed it): anyone who opens it watches this game.")
		}
	}
	// The timeline: press on it and drag.
	if in.Pressed && (ui.Rect{X: v.line0 - 8, Y: v.line.Y, W: v.line1 - v.line0 + 16, H: v.line.H}).Contains(in.X, in.Y) {
		v.drag, v.playing = true, false
	}
	if v.drag {
		if !in.Down && !in.Pressed {
			v.drag = false
		} else {
			f := float64((float32(in.X) - v.line0) / (v.line1 - v.line0))
			v.seekWithin(math.Max(0, math.Min(1, f)) * float64(v.total()))
		}
		return
	}
	v.pollReview()
	if v.reviewUpdate(in) {
		in = &v.empty
	}
	if in.Pressed {
		if i := v.pc.LogEntryAt(in.X, in.Y); i >= 0 && i < v.total() {
			v.playing = false
			v.seek(i + 1)
			return
		}
	}
	// Let the play screen animate, at the chosen speed.
	v.acc += replaySpeeds[v.speed] * ticks
	steps := v.acc / 2
	v.acc %= 2
	if v.playing {
		if _, total := v.inner.AnimProgress(); total == 0 && !v.pc.Replay.Ctl.Waiting() {
			if len(v.pc.Match.History()) >= v.total() {
				v.playing = false
			} else if v.pause += ticks; v.pause*replaySpeeds[v.speed] >= 2*20 {
				v.pause = 0
				v.pc.Replay.Ctl.Advance()
			}
		}
	}
	passIn := in
	if inBar {
		passIn = &v.empty
	}
	for i := 0; i < steps; i++ {
		v.inner.Update(passIn)
		passIn = &v.empty
	}
	if steps == 0 && passIn != &v.empty && (passIn.Pressed || len(passIn.Keys) > 0) {
		v.inner.Update(passIn)
	}
	v.pc.TrackLogHover(in) // the faster speeds update with empty input
}

// Draw implements Scene.
func (v *Viewer) Draw(dst *ebiten.Image) {
	v.inner.Draw(dst)
	v.layout() // the screen may have changed size since the last tick
	b := v.bar
	sprites.RoundRect(dst, b.X, b.Y, b.W, b.H, 12, sprites.Paper)
	sprites.RoundRectLine(dst, b.X, b.Y, b.W, b.H, 12, 2, sprites.Ochre)
	v.startBtn.Draw(dst)
	v.backBtn.Draw(dst)
	v.playBtn.Draw(dst)
	v.fwdBtn.Draw(dst)
	v.endBtn.Draw(dst)
	v.reviewBtn.Draw(dst)
	v.speedBtn.Draw(dst)
	v.shareBtn.Draw(dst)
	// The timeline: a groove, a tick per move, and the knob.
	mid, x0, x1 := v.lineMid, v.line0, v.line1
	sprites.NoteTarget(float64(v.line.W), float64(v.line.H)) // the timeline's handle is dragged along it
	sprites.RoundRect(dst, x0-4, mid-4, x1-x0+8, 8, 4, sprites.PaperDark)
	n := v.total()
	if n > 0 {
		step := (x1 - x0) / float32(n)
		if step >= 4 {
			for i := 0; i <= n; i++ {
				x := x0 + float32(i)*step
				sprites.Rect(dst, x, mid-7, 1, 14, sprites.WithAlpha(sprites.InkSoft, 120))
			}
		}
		x := x0 + float32(v.position())*step
		sprites.Disc(dst, x, mid, 10, sprites.Ochre)
		sprites.Ring(dst, x, mid, 10, 2, sprites.Ink)
	}
	sprites.Text(dst, v.counter(), 14, true, float64(x0-4), float64(v.line.Y)+8, sprites.Ink, sprites.Left)
	if x1-x0 > 260 {
		sprites.Text(dst, "drag to scrub", 13, false, float64(x1+4), float64(v.line.Y)+8, sprites.InkSoft, sprites.Right)
	}
	v.drawReview(dst)
	v.pc.DrawLogSheet(dst)
}

// counter is "move 12 of 80"; built only when the move changes.
func (v *Viewer) counter() string {
	n := len(v.pc.Match.History())
	if n != v.counterN || v.counterS == "" || v.counterL != lang.Gen {
		v.counterN, v.counterL, v.counterS = n, lang.Gen, fmt.Sprintf(lang.T("move %d of %d"), n, v.total())
	}
	return v.counterS
}

// SeekTo shows the position after move k, paused (tests, and links to a
// move).
func (v *Viewer) SeekTo(k int) { v.seek(k) }

// Resting: a replay rests while paused, its board still and no review
// filling in its chart.
func (v *Viewer) Resting() bool {
	return !v.playing && v.pc.Resting() && (v.rv == nil || v.rv.final)
}

// Play is the viewer's play screen.
func (v *Viewer) Play() *play.Play { return v.pc }

// Playing reports whether the viewer plays on by itself.
func (v *Viewer) Playing() bool { return v.playing }

// SeekWithin moves the replay to move k and a fraction into its animation.
func (v *Viewer) SeekWithin(pos float64) { v.seekWithin(pos) }
