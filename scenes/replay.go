package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/internal/session"
	"outback/rules"
	"outback/sprites"
)

// replayControl is the viewer's hold on the replay: the session's Replay
// controller, which plays the recorded moves one at a time when asked, and
// the whole recorded log (the list shows every move, also those ahead).
type replayControl struct {
	ctl *session.Replay
	log []logEntry
	// ghost is the better move the review shows on the board, and its
	// words.
	ghost     rules.Move
	ghostText string
	// review starts the viewer's game review (the end panel's button).
	review func()
}

// rebuildLog writes the whole recorded log in the current language.
func (rc *replayControl) rebuildLog(m *rules.Match) {
	rc.log = rc.log[:0]
	st := m.Initial()
	for i, mv := range rc.ctl.Moves {
		rc.log = append(rc.log, newLogEntry(i+1, st.ToMove(), moveText(st, mv), mv))
		st.Apply(mv)
	}
}

// replayable is what the viewer needs of a play screen: its core, and
// control over the animation of the move being shown (timelines are
// seekable, so scrubbing works within a move too).
type replayable interface {
	Scene
	Core() *Play
	// animProgress is the running animation's tick and length (0, 0 when idle).
	animProgress() (t, total int)
	seekAnim(t int)
	finishAnim()
}

// Replay speeds, in half-speed units: 0.5×, 1×, 2×, 4×.
var replaySpeeds = [...]int{1, 2, 4, 8}

var speedLabels = [...]string{"0.5×", "1×", "2×", "4×"}

// Viewer is the replay viewer: the game's own play screen, driven by the
// Record's moves, under a bar of controls: play/pause, step, jump to the
// ends, a timeline to drag (also within a move's animation), the speed.
// Space, ←/→, Home/End do the same from the keyboard; clicking a move in
// the log jumps there. A replay shows everything: hidden tiles included.
type Viewer struct {
	app     *App
	rec     *rules.Record
	inner   replayable
	pc      *Play
	playing bool
	speed   int // index in replaySpeeds
	acc     int
	pause   int // ticks to wait before the next move while playing
	drag    bool

	startBtn, backBtn, playBtn, fwdBtn, endBtn, speedBtn, shareBtn, reviewBtn Button
	empty                                                                     Input

	rv *reviewRun // the game review, once asked for

	counterN int
	counterS string
	counterL int // langGen when counterS was made
}

// Bar geometry.
const (
	barX, barY, barW, barH = 20, ReplayBarY, 784, 58
	lineX0, lineX1         = 330, 548
)

// ReplayBarY is the top of the viewer's bar of controls: what a play
// screen shows in a replay stands above it.
const ReplayBarY = 736

// NewViewer opens the viewer on a Record, checking that every move decodes.
func NewViewer(a *App, rec *rules.Record) (*Viewer, error) {
	rs, ctl, err := session.NewReplay(rec)
	if err != nil {
		return nil, err
	}
	m := rs.Match()
	rc := &replayControl{ctl: ctl}
	rc.rebuildLog(m)
	sc, err := openPlay(a, m)
	if err != nil {
		return nil, err
	}
	inner, ok := sc.(replayable)
	if !ok {
		return nil, fmt.Errorf("the %s screen cannot show replays yet", m.Game().Title)
	}
	v := &Viewer{app: a, rec: rec, inner: inner, pc: inner.Core(), speed: 1}
	rc.review = v.StartReview
	v.pc.replay = rc
	v.pc.useSession(rs)
	v.sayHowTo()
	if len(rec.Review) > 0 {
		v.StartReview() // kept with the game: open at once
	}
	return v, nil
}

// sayHowTo puts the viewer's keys on the message line.
func (v *Viewer) sayHowTo() {
	if v.rv != nil && v.rv.shown {
		v.pc.Say(false, "") // the review card stands where the message is
		return
	}
	v.pc.Say(false, "Replay: Space plays and pauses, ←/→ step, Home/End jump, S changes the speed; drag the timeline, or click a move in the list.")
}

// Name implements Named.
func (v *Viewer) Name() string { return "replay:" + v.rec.Game }

// Status tells tests where the viewer is.
func (v *Viewer) Status() string {
	t, total := v.inner.animProgress()
	return fmt.Sprintf("move=%d/%d;anim=%d/%d;playing=%v", len(v.pc.Match.History()), len(v.pc.replay.ctl.Moves), t, total, v.playing)
}

func (v *Viewer) total() int { return len(v.pc.replay.ctl.Moves) }

// position is where the board is on the timeline, in moves: the number of
// moves shown, less what remains of the running animation.
func (v *Viewer) position() float64 {
	n := float64(len(v.pc.Match.History()))
	if t, total := v.inner.animProgress(); total > 0 {
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
	v.inner.finishAnim()
	if err := v.pc.sess.Seek(k); err != nil {
		v.pc.Say(true, "%v", err)
		return
	}
	v.pc.rebuildLog()
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
	v.pc.replay.ctl.Advance()
	v.inner.Update(&v.empty)
	if _, total := v.inner.animProgress(); total > 0 {
		v.inner.seekAnim(int(f * float64(total)))
	}
}

func (v *Viewer) layout() {
	y := barY + 11
	v.startBtn = Button{Label: "|◄", X: barX + 10, Y: y, W: 46, H: 36}
	v.backBtn = Button{Label: "◄", X: barX + 62, Y: y, W: 46, H: 36}
	label := "Play"
	if v.playing {
		label = "Pause"
	}
	v.playBtn = Button{Label: label, X: barX + 114, Y: y, W: 80, H: 36, Primary: true}
	v.fwdBtn = Button{Label: "►", X: barX + 200, Y: y, W: 46, H: 36}
	v.endBtn = Button{Label: "►|", X: barX + 252, Y: y, W: 46, H: 36}
	v.reviewBtn = Button{Label: "Review", X: lineX1 + 14, Y: y, W: 84, H: 36, Primary: v.rv != nil && v.rv.shown}
	v.speedBtn = Button{Label: speedLabels[v.speed], X: lineX1 + 104, Y: y, W: 60, H: 36}
	v.shareBtn = Button{Label: "Share", X: lineX1 + 170, Y: y, W: 74, H: 36, Disabled: !canShare}
}

// Update implements Scene.
func (v *Viewer) Update(in *Input) {
	defer v.reviewWords() // the words and the ghost of the move now shown
	v.layout()
	inBar := in.X >= barX && in.X < barX+barW && in.Y >= barY && in.Y < barY+barH
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
		if _, total := v.inner.animProgress(); total > 0 {
			v.inner.finishAnim()
		} else {
			v.pc.replay.ctl.Advance()
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
	if in.Pressed && in.Y >= barY && in.Y < barY+barH && in.X >= lineX0-8 && in.X <= lineX1+8 {
		v.drag, v.playing = true, false
	}
	if v.drag {
		if !in.Down && !in.Pressed {
			v.drag = false
		} else {
			f := float64(in.X-lineX0) / float64(lineX1-lineX0)
			v.seekWithin(math.Max(0, math.Min(1, f)) * float64(v.total()))
		}
		return
	}
	v.pollReview()
	if v.reviewUpdate(in) {
		in = &v.empty
	}
	if in.Pressed {
		if i := v.pc.logEntryAt(in.X, in.Y); i >= 0 && i < v.total() {
			v.playing = false
			v.seek(i + 1)
			return
		}
	}
	// Let the play screen animate, at the chosen speed.
	v.acc += replaySpeeds[v.speed]
	steps := v.acc / 2
	v.acc %= 2
	if v.playing {
		if _, total := v.inner.animProgress(); total == 0 && !v.pc.replay.ctl.Waiting() {
			if len(v.pc.Match.History()) >= v.total() {
				v.playing = false
			} else if v.pause++; v.pause*replaySpeeds[v.speed] >= 2*20 {
				v.pause = 0
				v.pc.replay.ctl.Advance()
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
	sprites.RoundRect(dst, barX, barY, barW, barH, 12, sprites.Paper)
	sprites.RoundRectLine(dst, barX, barY, barW, barH, 12, 2, sprites.Ochre)
	v.startBtn.Draw(dst)
	v.backBtn.Draw(dst)
	v.playBtn.Draw(dst)
	v.fwdBtn.Draw(dst)
	v.endBtn.Draw(dst)
	v.reviewBtn.Draw(dst)
	v.speedBtn.Draw(dst)
	v.shareBtn.Draw(dst)
	// The timeline: a groove, a tick per move, and the knob.
	mid := float32(barY + 38)
	sprites.RoundRect(dst, lineX0-4, mid-4, lineX1-lineX0+8, 8, 4, sprites.PaperDark)
	n := v.total()
	if n > 0 {
		step := float32(lineX1-lineX0) / float32(n)
		if step >= 4 {
			for i := 0; i <= n; i++ {
				x := lineX0 + float32(i)*step
				sprites.Rect(dst, x, mid-7, 1, 14, sprites.WithAlpha(sprites.InkSoft, 120))
			}
		}
		x := lineX0 + float32(v.position())*step
		sprites.Disc(dst, x, mid, 10, sprites.Ochre)
		sprites.Ring(dst, x, mid, 10, 2, sprites.Ink)
	}
	sprites.Text(dst, v.counter(), 14, true, lineX0-4, float64(barY)+15, sprites.Ink, sprites.Left)
	sprites.Text(dst, "drag to scrub", 13, false, lineX1+4, float64(barY)+15, sprites.InkSoft, sprites.Right)
	v.drawReview(dst)
}

// counter is "move 12 of 80"; built only when the move changes.
func (v *Viewer) counter() string {
	n := len(v.pc.Match.History())
	if n != v.counterN || v.counterS == "" || v.counterL != LangGen {
		v.counterN, v.counterL, v.counterS = n, LangGen, fmt.Sprintf(T("move %d of %d"), n, v.total())
	}
	return v.counterS
}

// ViewerStart checks a Record file's bytes and returns the Options.Start
// that opens the viewer on it (for outback replay FILE and shared links).
func ViewerStart(data []byte) (func(a *App) Scene, error) {
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		return nil, err
	}
	if _, err := rules.Resume(rec); err != nil {
		return nil, err
	}
	return func(a *App) Scene {
		v, err := NewViewer(a, rec)
		if err != nil {
			t := NewTitle(a)
			t.notice = TrErr(err)
			return t
		}
		return v
	}, nil
}

// openDropped opens a Record file dropped on the window (or chosen in the
// browser) in the viewer; anything else is refused with a message.
func (a *App) openDropped(data []byte) {
	start, err := ViewerStart(data)
	if err != nil {
		t := NewTitle(a)
		t.notice = fmt.Sprintf(T("That file is not an Outback replay: %s"), TrErr(err))
		a.Switch(t)
		return
	}
	a.Switch(start(a))
}
