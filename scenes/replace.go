package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/sprites"
)

// ReplaceSaved asks before a new game takes the place of the unfinished one
// behind Continue: the autosave holds one game in progress, and starting
// another (from New game, the command line or a page link) would silently
// lose it.
type ReplaceSaved struct {
	app   *App
	saved *rules.Match
	// start opens the new game; back is where Back returns.
	start func() (Scene, error)
	back  func() Scene

	newBtn, contBtn, backBtn Button
	problem                  string
}

// NewReplaceSaved asks about saved before start runs.
func NewReplaceSaved(a *App, saved *rules.Match, start func() (Scene, error), back func() Scene) *ReplaceSaved {
	r := &ReplaceSaved{app: a, saved: saved, start: start, back: back}
	x := ScreenW/2 - 170
	r.newBtn = Button{Label: "Start the new game", X: x, Y: 420, W: 340, H: 52, Primary: true}
	r.contBtn = Button{Label: "Continue the saved game", X: x, Y: 484, W: 340, H: 52}
	r.backBtn = Button{Label: "Back", X: x, Y: 548, W: 340, H: 52}
	return r
}

// guardSaved returns the scene to open for a new game: the new game itself,
// or, when an unfinished game is saved, the question first.
func guardSaved(a *App, start func() (Scene, error), back func() Scene) (Scene, error) {
	if saved, _ := a.savedGame(); saved != nil {
		return NewReplaceSaved(a, saved, start, back), nil
	}
	return start()
}

// Name implements Named.
func (r *ReplaceSaved) Name() string { return "replace-saved" }

// Update implements Scene.
func (r *ReplaceSaved) Update(in *Input) {
	switch {
	case r.newBtn.Clicked(in), in.Key(ebiten.KeyEnter):
		sc, err := r.start()
		if err != nil {
			r.problem = TrErr(err)
			return
		}
		r.app.Switch(sc)
	case r.contBtn.Clicked(in), in.Key(ebiten.KeyC):
		sc, err := openPlay(r.app, r.saved)
		if err != nil {
			r.problem = TrErr(err)
			return
		}
		r.app.Switch(sc)
	case r.backBtn.Clicked(in), in.Key(ebiten.KeyEscape):
		r.app.Switch(r.back())
	}
}

// Draw implements Scene.
func (r *ReplaceSaved) Draw(dst *ebiten.Image) {
	drawNight(dst)
	sprites.Rect(dst, 0, 0, ScreenW, ScreenH, color.RGBA{0x10, 0x0c, 0x08, 0x90})
	Panel(dst, ScreenW/2-330, 170, 660, 460)
	sprites.Text(dst, "Replace the saved game?", 30, true, ScreenW/2, 214, sprites.Ink, sprites.Center)
	g := r.saved.Game()
	lines := []string{
		fmt.Sprintf(T("An unfinished game of %s is saved (%s)."), g.Title, savedSummary(r.saved)),
		T("A new game takes its place behind Continue; finished games stay in Replays."),
	}
	y := 270.0
	for _, l := range lines {
		for _, w := range sprites.Wrap(l, 19, false, 580) {
			sprites.Text(dst, w, 19, false, ScreenW/2, y, sprites.InkSoft, sprites.Center)
			y += 26
		}
		y += 8
	}
	if r.problem != "" {
		sprites.Text(dst, r.problem, 16, false, ScreenW/2, 396, sprites.Bad, sprites.Center)
	}
	r.newBtn.Draw(dst)
	r.contBtn.Draw(dst)
	r.backBtn.Draw(dst)
}

// Status implements the tests' status line.
func (r *ReplaceSaved) Status() string { return "saved=" + r.saved.Game().Name }
