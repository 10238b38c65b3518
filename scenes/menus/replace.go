package menus

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
)

// ReplaceSaved asks before a new game takes the place of the unfinished one
// behind Continue: the autosave holds one game in progress, and starting
// another (from New game, the command line or a page link) would silently
// lose it.
type ReplaceSaved struct {
	app   App
	saved *rules.Match
	// start opens the new game; back is where Back returns.
	start func() (ui.Scene, error)
	back  func() ui.Scene

	newBtn, contBtn, backBtn ui.Button
	problem                  string

	// panel is the question's panel; lines its words, wrapped.
	panel ui.Rect
	lines []string
	size  int // the heading's size
}

// NewReplaceSaved asks about saved before start runs.
func NewReplaceSaved(a App, saved *rules.Match, start func() (ui.Scene, error), back func() ui.Scene) *ReplaceSaved {
	r := &ReplaceSaved{app: a, saved: saved, start: start, back: back}
	r.newBtn = ui.Button{Label: "Start the new game", Primary: true}
	r.contBtn = ui.Button{Label: "Continue the saved game"}
	r.backBtn = ui.Button{Label: "Back"}
	r.layout()
	return r
}

// layout places the question in the middle of the screen: its words, then
// its three answers one under another, or side by side on a screen too
// low for that (a phone held sideways).
func (r *ReplaceSaved) layout() {
	scr := ui.ScreenRect().Inset(8)
	pw := min(660, scr.W)
	tw := pw - 80
	if ui.Compact() {
		tw = pw - 32
	}
	r.size = 30
	for r.size > 20 && sprites.TextWidth("Replace the saved game?", r.size, true) > float64(tw) {
		r.size--
	}
	g := r.saved.Game()
	r.lines = r.lines[:0]
	for _, l := range []string{
		fmt.Sprintf(lang.T("An unfinished game of %s is saved (%s)."), g.Title, keepTail(savedSummary(r.saved))),
		lang.T("A new game takes its place behind Continue; finished games stay in Replays."),
	} {
		r.lines = append(r.lines, sprites.Wrap(l, 19, false, float64(tw))...)
		r.lines = append(r.lines, "") // a gap between them
	}
	words := float32(84 - 13 + 12)
	for _, l := range r.lines {
		if l == "" {
			words += 8
		} else {
			words += 26
		}
	}
	if r.problem != "" {
		words += 24
	}
	btns := []*ui.Button{&r.newBtn, &r.contBtn, &r.backBtn}
	ph := words + 3*52 + 2*12 + 30
	side := ph > scr.H && scr.W >= 600
	if side {
		ph = words + 52 + 30
	}
	r.panel = scr.Centered(pw, ph)
	_, rest := r.panel.CutTop(words)
	if side {
		row, _ := rest.InsetXY(20, 0).CutTop(52)
		ui.ButtonRow(row, 12, btns...) // one label size: a smaller one stood out
		return
	}
	bw := min(340, pw-32)
	for i, b := range btns {
		ui.Rect{X: r.panel.X + (pw-bw)/2, Y: rest.Y + float32(i)*64, W: bw, H: 52}.Button(b)
	}
}

// keepTail keeps the last of a list's items whole on a line: "Green ·
// move 56" broke after its "·" (the spaces after the last ", " do not
// break).
func keepTail(s string) string {
	i := strings.LastIndex(s, ", ") + len(", ")
	if i < len(", ") {
		i = 0 // one item: all of it
	}
	return s[:i] + strings.ReplaceAll(s[i:], " ", "\u00a0")
}

// GuardSaved returns the scene to open for a new game: the new game itself,
// or, when an unfinished game is saved, the question first.
func GuardSaved(a App, start func() (ui.Scene, error), back func() ui.Scene) (ui.Scene, error) {
	if saved, _ := a.SavedGame(); saved != nil {
		return NewReplaceSaved(a, saved, start, back), nil
	}
	return start()
}

// Name implements Named.
func (r *ReplaceSaved) Name() string { return "replace-saved" }

// Update implements Scene.
func (r *ReplaceSaved) Update(in *ui.Input) {
	r.layout()
	switch {
	case r.newBtn.Clicked(in), in.Key(ebiten.KeyEnter):
		sc, err := r.start()
		if err != nil {
			r.problem = lang.TrErr(err)
			return
		}
		r.app.Switch(sc)
	case r.contBtn.Clicked(in), in.Key(ebiten.KeyC):
		sc, err := r.app.OpenPlay(r.saved)
		if err != nil {
			r.problem = lang.TrErr(err)
			return
		}
		r.app.Switch(sc)
	case r.backBtn.Clicked(in), in.Key(ebiten.KeyEscape):
		r.app.Switch(r.back())
	}
}

// Draw implements Scene.
func (r *ReplaceSaved) Draw(dst *ebiten.Image) {
	r.layout()
	ui.DrawNight(dst)
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), color.RGBA{0x10, 0x0c, 0x08, 0x90})
	p := r.panel
	ui.Panel(dst, p.X, p.Y, p.W, p.H)
	cx := p.CX()
	sprites.Text(dst, "Replace the saved game?", r.size, true, cx, float64(p.Y)+40, sprites.Ink, sprites.Center)
	y := float64(p.Y) + 84
	for _, l := range r.lines {
		if l == "" {
			y += 8
			continue
		}
		sprites.Text(dst, l, 19, false, cx, y, sprites.InkSoft, sprites.Center)
		y += 26
	}
	if r.problem != "" {
		sprites.Text(dst, r.problem, 16, false, cx, y, sprites.Bad, sprites.Center)
	}
	r.newBtn.Draw(dst)
	r.contBtn.Draw(dst)
	r.backBtn.Draw(dst)
}

// Status implements the tests' status line.
func (r *ReplaceSaved) Status() string { return "saved=" + r.saved.Game().Name }

// Resting: the screen's picture changes only through input (rest.go).
func (r *ReplaceSaved) Resting() bool { return true }
