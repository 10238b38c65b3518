// Package billabong is the Billabong play screen: the race round the lake
// drawn, the kangaroo being moved (picked, hopped along its chain, passed
// on), the keyboard over squares, and the animation of hops from package
// steps. It embeds the one play screen, scenes.Play, and gives it its part
// (scenes.Part); the rules are outback/rules/billabong.
package billabong

import (
	"fmt"
	"strings"

	"outback/assets"
	"outback/rules"
	"outback/rules/billabong"
	"outback/scenes"
	bbsteps "outback/scenes/billabong/steps"
	"outback/sprites"
)

// Side panel geometry of the Billabong play screen.
const (
	bbPanelX = 816
	bbPanelW = 440
	bbRowsY  = 150
	bbRowH   = 64
)

// Screen is the Billabong play screen.
type Screen struct {
	*scenes.Play
	board *sprites.BillabongBoard
	anim  bbsteps.Anim

	// The person's move in progress: the picked kangaroo and the hops so far.
	sel    billabong.Square
	locked bool
	chain  []billabong.Square
	hops   []billabong.Hop // legal next hops from the end of the chain
	walks  []billabong.Square

	legal    []billabong.Move
	legalFor int // history length the legal list is for; -1: stale

	hoverR, hoverC int
	hoverOK        bool

	// Drawing state kept between frames so that drawing allocates nothing.
	view, before bbsteps.Model
	hintKey      int
	hintPath     []billabong.Square

	// Keyboard play: a focus over the choices at hand (Tab, arrows), acted
	// on with Enter or Space; shown once the keyboard is used.
	focus scenes.KeyFocus

	// logSquares are the squares of the hovered log entry's move,
	// ghostSquares those of a review's better move (buffers kept between
	// frames).
	logSquares, ghostSquares []billabong.Square

	optSummary string

	confirmBtn, backBtn, passBtn scenes.Button
}

// New opens the play screen on a match of Billabong.
func New(a *scenes.App, m *rules.Match) *Screen {
	s := &Screen{
		Play:     scenes.NewPlay(a, m),
		board:    sprites.NewBillabongBoard(66, 92, 44),
		sel:      billabong.NoSquare,
		legalFor: -1,
		hintKey:  -1,
	}
	s.optSummary = s.optionSummary()
	s.Part = s
	return s
}

// Name implements Named.
func (s *Screen) Name() string { return "play:billabong" }

func (s *Screen) state() *billabong.State { return s.Match.State().(*billabong.State) }

func (s *Screen) refreshLegal() {
	if n := len(s.Match.History()); n != s.legalFor {
		s.legal = s.state().LegalMoves(s.legal[:0])
		s.legalFor = n
	}
}

// clearSelection forgets the person's move in progress.
func (s *Screen) clearSelection() {
	s.sel, s.locked, s.chain, s.hops, s.walks = billabong.NoSquare, false, s.chain[:0], nil, nil
}

// The Billabong part of the play screen (scenes.Part).

func (s *Screen) Animation() scenes.Animation { return &s.anim }

func (s *Screen) OnPrepare(*scenes.Input) { s.layout() }

func (s *Screen) OnOver(*scenes.Input) (bool, bool) { return false, true }

func (s *Screen) OnTurn(*scenes.Input) bool { return false }

func (s *Screen) OnRemember() { s.before.Fill(s.state()) }

func (s *Screen) OnPlayed(ev []rules.Event) { s.animate(&s.before, ev, false) }

func (s *Screen) OnReset() {
	s.clearSelection()
	s.legalFor = -1
}

func (s *Screen) OnIdle(*scenes.Input) {}

func (s *Screen) OnHuman(in *scenes.Input) {
	s.refreshLegal()
	s.humanInput(in)
}

func (s *Screen) OnDone() {}

func (s *Screen) animate(before *bbsteps.Model, ev []rules.Event, skipChain bool) {
	steps := bbsteps.FromEvents(ev)
	if skipChain {
		// The person's hops have been shown already, as they were entered.
		kept := steps[:0]
		for _, st := range steps {
			if st.Kind != bbsteps.RefOut && st.Kind != bbsteps.Hop {
				kept = append(kept, st)
			}
		}
		steps = kept
	}
	s.anim.Start(before, steps, s.App.Settings.Ticks)
}

func (s *Screen) layout() {
	y := 492
	s.confirmBtn = scenes.Button{Label: "Confirm", X: bbPanelX + 10, Y: y, W: 130, H: 40, Primary: len(s.chain) > 0, Disabled: len(s.chain) == 0}
	s.backBtn = scenes.Button{Label: "Hop back", X: bbPanelX + 155, Y: y, W: 130, H: 40, Disabled: len(s.chain) == 0}
	s.passBtn = scenes.Button{Label: "Pass", X: bbPanelX + 300, Y: y, W: 130, H: 40, Disabled: !s.mustPass()}
	s.LayoutButtons(bbPanelX+10, y+52)
}

func (s *Screen) optionSummary() string {
	o := s.state().Options()
	var parts []string
	if o.Zone == "anywhere" {
		parts = append(parts, scenes.T("place anywhere"))
	}
	if o.Sleepers {
		parts = append(parts, scenes.T("sleepers"))
	}
	if o.QuickStart {
		parts = append(parts, scenes.T("quick start"))
	}
	if o.Continue {
		parts = append(parts, scenes.T("play on"))
	}
	if o.UndoSelection {
		parts = append(parts, scenes.T("change pick"))
	}
	return strings.Join(parts, " · ")
}

func (s *Screen) placed(seat int) int {
	n := s.state().HomeCount(seat)
	for _, k := range s.state().Kangaroos() {
		if int(k.Seat) == seat {
			n++
		}
	}
	return n
}

// Status tells tests what the screen offers: the picked kangaroo and how
// many squares are highlighted as choices.
func (s *Screen) Status() string {
	st := s.state()
	n := 0
	switch {
	case !s.Human(st.ToMove()):
	case st.Phase() == billabong.PhasePlace:
		n = len(st.PlacementSquares())
	case s.sel == billabong.NoSquare:
		for _, m := range s.legal {
			if m.Kind() != billabong.Pass {
				n++
			}
		}
	default:
		n = len(s.walks) + len(s.hops)
		if len(s.chain) > 0 {
			n = len(s.hops)
		}
	}
	sel := "-"
	if s.sel != billabong.NoSquare {
		sel = s.sel.String()
	}
	return fmt.Sprintf("toMove=%d;moves=%d;selected=%s;choices=%d;busy=%v", st.ToMove(), len(s.Match.History()), sel, n, s.anim.Busy())
}

// bannerText says whose turn it is and what to do; it is rebuilt only when
// the situation changes.
func (s *Screen) bannerText() (string, string) {
	st := s.state()
	to := st.ToMove()
	pass := 0
	if s.mustPass() {
		pass = 1
	}
	if s.anim.Busy() {
		pass |= 2
	}
	key := [5]int{len(s.Match.History()), to, int(s.sel), len(s.chain), pass}
	return s.TurnWords(key, func() (string, string) { return s.words(st, to, pass == 1) })
}

// words are the banner's words for the decision of seat to.
func (s *Screen) words(st *billabong.State, to int, pass bool) (string, string) {
	if !s.Human(to) {
		title, sub := s.ThinkingWords(to)
		if to >= 0 && st.Phase() == billabong.PhasePlace {
			// Everyone sees the same word for the same decision.
			title = fmt.Sprintf(scenes.T("%s to place"), s.SeatName(to))
		}
		return title, sub
	}
	title := fmt.Sprintf(scenes.T("%s to move"), s.SeatName(to))
	sub := ""
	switch {
	case st.Phase() == billabong.PhasePlace:
		title = fmt.Sprintf(scenes.T("%s to place"), s.SeatName(to))
		sub = fmt.Sprintf(scenes.T("click a square in the marked zone (%d of 5 placed)"), s.placed(to))
	case pass:
		sub = "no move is possible: press Pass"
	case s.sel == billabong.NoSquare && s.anim.Busy():
		sub = "the last move is playing out…" // nothing glows yet
	case s.sel == billabong.NoSquare:
		sub = "pick a glowing kangaroo to walk or jump"
	case len(s.chain) == 0:
		sub = "green: walk there · circles: jump there"
	default:
		sub = "jump on, or Confirm (Enter) · Hop back (Backspace)"
	}
	return title, sub
}

// stepSound is the sound of step i as it begins, or (ending) as it ends:
// a hop lands.
func (s *Screen) StepSound(i int, ending bool) string {
	steps := s.anim.Steps()
	if i >= len(steps) {
		return ""
	}
	switch k := steps[i].Kind; {
	case ending && k == bbsteps.Hop:
		return assets.SoundLand
	case ending:
		return ""
	case k == bbsteps.Place:
		return assets.SoundTile
	case k == bbsteps.Walk:
		return assets.SoundLand
	case k == bbsteps.Hop:
		return assets.SoundHop
	case k == bbsteps.GoHome:
		return assets.SoundHome
	}
	return ""
}

// Center is the centre of square (r, c) on the screen (for tests' clicks).
func (s *Screen) Center(r, c int) (float32, float32) { return s.board.Center(r, c) }

// CellSize is the side of a board square (layout metrics).
func (s *Screen) CellSize() float64 { return float64(s.board.Cell) }
