package play

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
)

// Taking a move back in a LAN game is a request: the player asks, the
// others answer in a small panel over their board, and every window takes
// the game back when the host says all agreed.

// LANOf is the LAN game this play screen shows, or nil.
func (pc *Play) LANOf() *LANGame {
	if g := pc.App.LAN().Game; g != nil && g.Match == pc.Match && pc.Replay == nil {
		return g
	}
	return nil
}

// lanCanUndo reports whether this window's player may ask to take back
// their last move.
func (pc *Play) lanCanUndo(g *LANGame) bool {
	p := g.Current()
	if p.Seat() < 0 {
		return false
	}
	_, _, asking := p.Asking()
	_, ok := pc.Match.UndoPoint(p.Seat())
	return ok && !asking
}

// lanAskUndo sends the request.
func (pc *Play) lanAskUndo(g *LANGame) {
	if err := g.Current().AskUndo(); err != nil {
		pc.Say(true, "%v", err)
		return
	}
	pc.Say(false, "You asked the others to let you take your move back…")
}

// followUndo takes the game back when the host did, and says how a request
// ended.
func (pc *Play) followUndo(g *LANGame) {
	if why := g.Current().UndoRefused(); why != "" {
		pc.Say(true, "Not taken back: %s.", why)
	}
	if keep, seat, ok := g.rewound(len(pc.Match.History())); ok {
		if err := pc.Sess.Rewind(keep); err != nil {
			pc.Say(true, "%v", err)
			return
		}
		pc.RebuildLog()
		pc.hintShown = 0 // said again when asked for
		pc.Part.OnReset()
		if seat >= 0 {
			pc.Say(false, "Move taken back (%s asked).", pc.SeatName(seat))
		}
	}
}

// UndoQuestion is the seat asking this window's player to let them take a
// move back, while the answer is due.
func (pc *Play) UndoQuestion() (int, bool) {
	g := pc.LANOf()
	if g == nil {
		return 0, false
	}
	p := g.Current()
	seat, id, ok := p.Asking()
	if !ok || p.Seat() < 0 || seat == p.Seat() || (pc.Answered == p && pc.AnsweredID == id) {
		return 0, false
	}
	return seat, true
}

// undoPanelW is the question's panel's width where the screen allows.
const undoPanelW = 520

// answerUndo handles the question's buttons (and Y / N); it reports whether
// the question is up, which keeps the board from taking input meanwhile.
func (pc *Play) answerUndo(in *ui.Input) bool {
	seat, ok := pc.UndoQuestion()
	if !ok {
		return false
	}
	pc.layoutUndoQuestion(seat, nil)
	yes, no := pc.AllowBtn.Clicked(in) || in.Key(ebiten.KeyY), pc.RefuseBtn.Clicked(in) || in.Key(ebiten.KeyN)
	if yes || no {
		p := pc.LANOf().Current()
		if err := p.AnswerUndo(yes); err != nil {
			pc.Say(true, "%v", err)
		}
		_, id, _ := p.Asking()
		pc.Answered, pc.AnsweredID = p, id // one answer a request: the panel goes
	}
	return true
}

// layoutUndoQuestion places the question's panel and buttons in the
// screen's middle (the question wrapped to the panel's width, the buttons
// side by side) and, given dst, draws them.
func (pc *Play) layoutUndoQuestion(seat int, dst *ebiten.Image) {
	pc.AllowBtn.Label, pc.AllowBtn.Primary, pc.RefuseBtn.Label = "Allow", true, "Refuse"
	pad := ui.PanelPad()
	pw := min(undoPanelW, float32(ui.ViewW)-2*ui.PanelMargin)
	m := ui.NewFlow(ui.Rect{X: 0, Y: 0, W: pw - 2*pad, H: 0})
	ask := m.Text(fmt.Sprintf(lang.T("%s asks to take back their last move."), pc.SeatName(seat)), 20, true, sprites.Ink, sprites.Center)
	m.Skip(6)
	wait := m.Text(lang.T("The game waits for everyone's answer."), 16, false, sprites.InkSoft, sprites.Center)
	m.Skip(20)
	btns := m.Take(ui.PanelBtnH)
	panel := ui.PanelRect(pw, m.Used()+2*pad)
	dx, dy := panel.X+pad, panel.Y+pad
	move := func(r ui.Rect) ui.Rect { return ui.Rect{X: r.X + dx, Y: r.Y + dy, W: r.W, H: r.H} }
	cols := move(btns).Centered(min(btns.W, 2*200+2*ui.PanelGap), ui.PanelBtnH).Columns(2, 2*ui.PanelGap)
	cols[0].Button(&pc.AllowBtn)
	cols[1].Button(&pc.RefuseBtn)
	if dst == nil {
		return
	}
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), color.RGBA{0x10, 0x0c, 0x08, 0x70})
	ui.Panel(dst, panel.X, panel.Y, panel.W, panel.H)
	sprites.Cover(dst, float64(panel.X), float64(panel.Y), float64(panel.W), float64(panel.H)) // the game's words under it are hidden
	ask.R, wait.R = move(ask.R), move(wait.R)
	ask.Draw(dst, nil)
	wait.Draw(dst, nil)
	pc.AllowBtn.Draw(dst)
	pc.RefuseBtn.Draw(dst)
}

// DrawUndoQuestion draws the question over the board.
func (pc *Play) DrawUndoQuestion(dst *ebiten.Image) {
	if seat, ok := pc.UndoQuestion(); ok {
		pc.layoutUndoQuestion(seat, dst)
	}
}
