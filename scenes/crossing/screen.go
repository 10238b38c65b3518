// Package crossing is the Outback Crossing play screen: the 5×5 grid with
// its claim spots, the supply and the reserves (each seat sees only its
// own), the hand-over at a shared screen, the keyboard, and the animation
// of draws and placements from package steps. It embeds the one play
// screen, play.Play, and gives it its part (play.Part); the rules are
// outback/rules/crossing.
package crossing

import (
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/assets"
	"outback/rules"
	"outback/rules/crossing"
	crsteps "outback/scenes/crossing/steps"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// The replay viewer drives the screen (play.Replayable): checked here, as
// an interface of another package is only found at run time.
var _ play.Replayable = (*Screen)(nil)

// Screen is the Outback Crossing play screen.
type Screen struct {
	*play.Play
	board                             *sprites.CrossingBoard
	anim                              crsteps.Anim
	logMarks, ghostMarks, othersMarks crLogMarks
	removals                          []crRemoval // removed tiles found (removedTile)
	steps                             []crsteps.Step

	// viewer is the seat whose private tiles are shown (-1: nobody's);
	// handover is the person the screen waits to be passed to (-1: none).
	viewer, handover int
	humans           int
	view             *crossing.State
	viewFor          [2]int // history length and viewer the view is for

	legal    []rules.Move
	legalFor int

	// The person's pick in progress: a tile (swap, move) or a marker (shift).
	selCell crossing.Cell
	selSpot crossing.Spot
	// selReserve: the person picked their reserve tile; an empty cell
	// then lays it (a click on an empty cell lays it straight away too).
	selReserve bool

	hoverCell crossing.Cell
	hoverSpot crossing.Spot
	infoSpot  crossing.Spot // the path picked for its score (a click on a spot)

	spotAt [7][7]crossing.Spot

	// Drawing state kept between frames so that drawing allocates nothing.
	show, before crsteps.Model
	totals       [crossing.MaxPlayers]int
	totalText    [crossing.MaxPlayers]string
	supplyText   string
	statsFor     int
	info         crInfo
	end          []crEndRow
	handoverText [2]string

	drawBtn, keepBtn, handBtn ui.Button
	// boardBtn puts the results (the end panel and every path's score)
	// aside to look at the board (Play.SetEndAside), as B, × or a click
	// on the scores do; B or Results brings them back.
	boardBtn ui.Button
	logLang  int // the language the log was masked in

	// Keyboard play and the hint's ghost (crossing_keys.go).
	focus     ui.KeyFocus
	hintGhost crHint

	// The layout for the screen's size (arrange).
	sized ui.Sized
	// arrangedOver: the game was over when the screen was last arranged
	// (Show board's row comes then).
	arrangedOver bool
	g            crGeo
	spots        []sprites.CrossingSpot
	// armed is the board place a finger tapped to see the move there: a
	// second tap plays it (touch: the first shows what the move does).
	armed crTarget
	// again is what a second tap there does, as the message's format
	// ("Tap %s again to claim it."): the path's card says it too.
	again string
	// paths: on a screen with no room beside the results, every path's
	// score stands in their place (Show board cycles results, paths,
	// board); pathsFrom is the first seat it shows.
	paths     bool
	pathsFrom int
	endW      float32 // the width every path's score words are wrapped for
	// touch: the last pointer was a finger; tapping: the click being
	// handled is a finger's.
	touch, tapping bool
	supplyCount    string
}

// crTarget is a place on the board: a cell or a rim spot (with the
// history's length it was tapped at; cell -1 and spot NoSpot: none).
type crTarget struct {
	cell  crossing.Cell
	spot  crossing.Spot
	moves int
}

// New opens the play screen on a match of Outback Crossing.
func New(a play.App, m *rules.Match) *Screen {
	s := &Screen{
		Play:   play.NewPlay(a, m),
		viewer: -1, handover: -1,
		legalFor: -1, statsFor: -1,
		viewFor: [2]int{-1, -2},
		selCell: -1, selSpot: crossing.NoSpot,
		hoverCell: -1, hoverSpot: crossing.NoSpot, infoSpot: crossing.NoSpot,
		touch: ui.Touching(),
	}
	s.armed = crTarget{cell: -1, spot: crossing.NoSpot}
	for i := range s.spotAt {
		for j := range s.spotAt[i] {
			s.spotAt[i][j] = crossing.NoSpot
		}
	}
	for sp := crossing.Spot(0); sp < crossing.NumSpots; sp++ {
		r, c := sp.RimPos()
		s.spotAt[r+1][c+1] = sp
		s.spots = append(s.spots, sprites.CrossingSpot{R: r, C: c, Kind: int(sp.Animal()), Name: sp.String()})
	}
	s.board = sprites.NewCrossingBoard(0, 0, crCell0, crRim0, crMargin0, s.spots)
	last := -1
	for i := range s.Match.Setup().Seats {
		if s.Human(i) {
			s.humans++
			last = i
		}
	}
	if s.humans == 1 {
		s.viewer = last
	}
	// The part first: it writes the log again (LogWriter), which maskLog
	// then masks for the viewer.
	s.SetPart(s)
	s.refreshView()
	s.maskLog()
	s.refreshStats()
	s.refreshInfo()
	return s
}

// Name implements Named.
func (s *Screen) Name() string { return "play:crossing" }

func (s *Screen) state() *crossing.State { return s.Match.State().(*crossing.State) }

// refreshView takes a fresh View for the viewer when the history or the
// viewer changed (a View is a copy: it is not taken every frame).
func (s *Screen) refreshView() {
	key := [2]int{len(s.Match.History()), s.viewer}
	if key == s.viewFor && s.view != nil {
		return
	}
	s.viewFor = key
	if s.Replaying() {
		// A replay shows everything: the game is over, nothing is private.
		s.view = s.state().Clone().(*crossing.State)
		return
	}
	s.view = s.state().View(s.viewer).(*crossing.State)
}

func (s *Screen) refreshLegal() {
	if n := len(s.Match.History()); n != s.legalFor {
		s.legal = s.state().Legal(s.legal[:0])
		s.legalFor = n
	}
}

func (s *Screen) isLegal(mv crossing.Move) bool {
	for _, m := range s.legal {
		if m == rules.Move(mv) {
			return true
		}
	}
	return false
}

func (s *Screen) clearSelection() {
	s.selCell, s.selSpot, s.selReserve = -1, crossing.NoSpot, false
}

// maskLog rewrites the move log for the viewer: another seat's dealt
// reserve, and an animal it drew and kept (or has not placed yet), are
// logged face down; an action drawn that could not be carried out is
// said to be discarded (the seat drew again: the next move is a draw's).
func (s *Screen) maskLog() {
	h := s.Match.History()
	drawer := -1
	for i, p := range h {
		if i >= len(s.Log) {
			break
		}
		mv, ok := p.Move.(crossing.Move)
		if !ok {
			continue
		}
		if p.Seat >= 0 {
			drawer = p.Seat
		}
		want := ""
		switch mv.Kind() {
		case crossing.OpDeal:
			// To the seat by its name: players never see seat numbers.
			who := s.SeatName(int(mv.A))
			if int(mv.A) != s.viewer {
				want = fmt.Sprintf(lang.T("deal %s (face down)"), who)
			} else {
				want = fmt.Sprintf(lang.T("deal %s: %s"), who, lang.T(speciesWord(crossing.Tile(mv.B))))
			}
		case crossing.OpTile:
			t := crossing.Tile(mv.B)
			hidden := i+1 >= len(h)
			if !hidden {
				next, _ := h[i+1].Move.(crossing.Move)
				hidden = next.Kind() == crossing.OpKeep
			}
			if t.IsAnimal() && drawer != s.viewer && hidden {
				want = lang.T("tile (face down)")
			}
			if t.IsAction() {
				want = lang.T(actionLog[t])
				if s.discarded(i) {
					want += " · " + lang.T("discarded")
				}
			}
		default:
			continue
		}
		if want == "" {
			want = lang.NotationText(mv.String())
		}
		if s.Log[i].Text != want {
			s.Log[i].Text = want
		}
	}
}

// actionLog names an action tile drawn in the log, by the rules' names:
// the notation's "tile move" read oddly (a helper's play-test). German
// keeps the notation's words ("Plättchen Versetzen").
var actionLog = map[crossing.Tile]string{
	crossing.SwapAction:   "action tile · swap",
	crossing.MoveAction:   "action tile · move",
	crossing.RemoveAction: "action tile · remove",
	crossing.ShiftAction:  "action tile · move a marker",
	crossing.ClaimAction:  "action tile · forced claim",
}

// discarded reports whether the action tile drawn in move i of the
// history was discarded: the seat drew again (§3 C).
func (s *Screen) discarded(i int) bool {
	h := s.Match.History()
	if i+1 < len(h) {
		next, ok := h[i+1].Move.(crossing.Move)
		return ok && next.Kind() == crossing.OpTile
	}
	st, ok := s.Match.State().(*crossing.State)
	return ok && st.Phase() == crossing.PhaseDraw
}

// The Outback Crossing part of the play screen (play.Part).

func (s *Screen) Animation() play.Animation { return &s.anim }

func (s *Screen) OnPrepare(*ui.Input) {
	s.refreshView() // the view follows the history (a replay jumps)
	if s.logLang != lang.Gen {
		s.logLang = lang.Gen
		s.maskLog() // the log was written again in another language
		if s.end != nil {
			s.end, s.endW = s.endRows(), 0 // and every path's score
		}
	}
	s.refreshStats()
	s.layout()
	if s.Human(s.state().ToMove()) {
		s.refreshLegal()
	}
}

// OnLanguage makes the texts the screen keeps again in the new language:
// the supply's counter, the log's hidden draws masked again, and every
// path's score at the end (it stayed in the language the game ended in).
func (s *Screen) OnLanguage() {
	s.statsFor = -1
	s.refreshStats()
	s.logLang = lang.Gen
	s.maskLog()
	if s.end != nil {
		s.end, s.endW = s.endRows(), 0
	}
}

func (s *Screen) OnOver(in *ui.Input) (bool, bool) {
	s.hover(in)
	if s.boardBtn.Clicked(in) || in.Key(ebiten.KeyB) {
		s.cycleResults()
		return true, false
	}
	if in.Pressed && !s.EndAside() && s.onBreakdown(in.X, in.Y) {
		s.tapBreakdown()
		return true, false
	}
	return false, !s.paths
}

// cycleResults shows the board or the results again; where every path's
// score has no room beside the results, it stands between them: results,
// paths, board.
func (s *Screen) cycleResults() {
	s.pathsFrom = 0
	switch {
	case s.EndAside():
		s.SetEndAside(false)
		s.paths = false
	case s.paths || s.besideResults():
		s.SetEndAside(true)
		s.paths = false
	default:
		s.paths = true
	}
}

// onTurn hands a shared screen over before a person with private tiles
// plays.
func (s *Screen) OnTurn(in *ui.Input) bool {
	s.passTurn()
	if s.handover < 0 {
		return false
	}
	if s.handBtn.Clicked(in) || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) {
		s.viewer, s.handover = s.handover, -1
		s.refreshView()
		s.maskLog()
		return true
	}
	if in.Key(ebiten.KeyEscape) {
		s.App.Switch(s.App.Title())
	}
	return true
}

func (s *Screen) OnRemember() {
	s.refreshView()
	s.before.Fill(s.view)
}

func (s *Screen) OnPlayed(ev []rules.Event) { s.played(ev) }

func (s *Screen) OnReset() {
	s.clearSelection()
	s.disarm()
	s.legalFor = -1
	s.statsFor = -1
	s.refreshView()
	s.maskLog()
}

func (s *Screen) OnIdle(in *ui.Input) { s.hover(in) }

func (s *Screen) OnHuman(in *ui.Input) {
	s.refreshLegal()
	s.humanInput(in)
}

func (s *Screen) OnDone() { s.refreshInfo() }

// passTurn changes the viewer when the decision passes to another person
// at a shared screen; if they hold a private tile, the screen is handed
// over first.
func (s *Screen) passTurn() {
	st := s.state()
	to := st.ToMove()
	if s.humans < 2 || !s.Human(to) || to == s.viewer || s.handover == to {
		return
	}
	if st.Reserve(to) != crossing.NoTile || st.Drawn() != crossing.NoTile {
		s.handover, s.viewer = to, -1
		name := s.SeatName(to)
		s.handoverText = [2]string{fmt.Sprintf(lang.T("Pass to %s"), name), fmt.Sprintf(lang.T("I am %s: show my tiles"), name)}
	} else {
		s.viewer = to
	}
	s.refreshView()
	s.maskLog()
}

// played animates the events of a move just applied, as the viewer sees them.
func (s *Screen) played(ev []rules.Event) {
	masked := ev
	if !s.Replaying() {
		masked = crossing.MaskEvents(ev, s.viewer)
	}
	s.steps = crsteps.FromEvents(masked, s.steps)
	s.anim.Start(&s.before, s.steps, s.App.Settings().Ticks)
	for _, e := range ev {
		switch e := e.(type) {
		case crossing.ActionDiscarded:
			s.Say(false, "%s drew the %s tile, which cannot be carried out now: it leaves the game and %s draws again.",
				s.SeatName(e.Seat), actionName(e.Action), s.SeatName(e.Seat))
		case crossing.TileDrawn:
			if e.Tile.IsAction() && !s.Human(e.Seat) {
				s.Say(false, "%s drew the %s tile.", s.SeatName(e.Seat), actionName(e.Tile))
			}
		}
	}
	s.clearSelection()
	s.refreshView()
	s.maskLog()
}

// actionNames are the action tiles' names for people.
var actionNames = []struct {
	tile crossing.Tile
	name string
}{{crossing.SwapAction, "Swap"}, {crossing.MoveAction, "Move"}, {crossing.RemoveAction, "Remove"}, {crossing.ShiftAction, "Move marker"}, {crossing.ClaimAction, "Forced claim"}}

// actionName names a drawn tile: an action's name, or the animal's.
func actionName(t crossing.Tile) string {
	for _, a := range actionNames {
		if a.tile == t {
			return a.name
		}
	}
	return sprites.CrossingName(int(t))
}

func (s *Screen) layout() {
	s.arrange()
	g := &s.g
	st := s.state()
	to := st.ToMove()
	me := s.Human(to) && s.handover < 0 && !s.anim.Busy()
	s.drawBtn = ui.Button{Label: "Draw", Disabled: !me || st.Phase() != crossing.PhaseTurn || st.SupplySize() == 0}
	s.drawBtn.Primary = !s.drawBtn.Disabled
	canKeep := me && st.Phase() == crossing.PhaseDrawn && st.Drawn().IsAnimal() && st.Reserve(to) == crossing.NoTile
	s.keepBtn = ui.Button{Label: "Keep", Disabled: !canKeep}
	if g.drawBtn.W >= 120 {
		s.drawBtn.Label, s.keepBtn.Label = "Draw (D)", "Keep (K)"
	}
	g.drawBtn.Button(&s.drawBtn)
	g.keepBtn.Button(&s.keepBtn)
	lbl := "Show board"
	if !s.EndAside() && !s.besideResults() && !s.paths {
		lbl = "Paths"
	}
	// While the board is shown, Results in the shared row brings the
	// results back (one Results, not two).
	s.boardBtn = ui.Button{Label: lbl, Disabled: s.EndAside()}
	if a := g.actions; a.W > 0 && !s.Replaying() {
		r, _ := a.CutRight(min(150, a.W))
		r.Button(&s.boardBtn)
	} else {
		g.drawBtn.Button(&s.boardBtn)
	}
	hb := s.handoverBox()
	hb.H -= 20
	btn, _ := hb.CutBottom(50)
	btn.Centered(min(340, hb.W-40), 50).Button(&s.handBtn)
	s.handBtn.Label, s.handBtn.Primary = s.handoverText[1], true
	// Every path's score, once the game is over, stands over the panel
	// (drawn as Draw does): the log keeps to what it leaves, or Moves
	// opens it.
	var cover ui.Rect
	if run, _ := s.anim.Running(); to == rules.Nobody && run < 0 && !s.EndAside() && s.end != nil && (s.paths || s.besideResults()) {
		cover = s.breakdownRect()
	}
	s.CoverLog(cover)
	s.LayoutButtonsIn(g.shared)
}

// refreshStats rebuilds the scores and the supply count when the history
// changes.
func (s *Screen) refreshStats() {
	if !s.HistoryChanged(&s.statsFor) {
		return
	}
	st := s.state()
	for i, v := range st.Totals() {
		s.totals[i] = v
		s.totalText[i] = strconv.Itoa(v)
	}
	s.supplyText = fmt.Sprintf(lang.T("%d tiles face down"), st.SupplySize())
	s.supplyCount = strconv.Itoa(st.SupplySize())
	if st.ToMove() == rules.Nobody && s.end == nil {
		s.end = s.endRows()
	}
}

// Status tells tests what the screen offers.
func (s *Screen) Status() string {
	st := s.state()
	n := 0
	if s.Human(st.ToMove()) && s.legalFor == len(s.Match.History()) {
		n = len(s.legal)
	}
	sel := "-"
	switch {
	case s.selCell >= 0:
		sel = s.selCell.String()
	case s.selSpot != crossing.NoSpot:
		sel = s.selSpot.String()
	case s.selReserve:
		sel = "reserve"
	}
	focus := -1
	if t := s.focus.Focused(); t != nil {
		focus = t.ID
	}
	return fmt.Sprintf("toMove=%d;phase=%s;moves=%d;drawn=%s;viewer=%d;handover=%d;selected=%s;choices=%d;busy=%v;anim=%s;focus=%d",
		st.ToMove(), st.Phase(), len(s.Match.History()), st.Drawn(), s.viewer, s.handover, sel, n, s.anim.Busy(), s.anim.RunningName(), focus)
}

// stepSound is the sound of step i as it begins (no step makes one as it
// ends).
func (s *Screen) StepSound(i int, ending bool) string {
	if ending || i >= len(s.anim.Steps()) {
		return ""
	}
	switch s.anim.Steps()[i].Kind {
	case crsteps.Flip:
		return assets.SoundFlip
	case crsteps.Setup, crsteps.Place, crsteps.Reserve, crsteps.Swap, crsteps.Move:
		return assets.SoundTile
	case crsteps.Claim, crsteps.Shift:
		return assets.SoundLand
	case crsteps.Draw, crsteps.Deal, crsteps.Discard, crsteps.Remove, crsteps.Keep:
		return assets.SoundClick
	}
	return ""
}

// CellSize is the side of a grid cell (layout metrics).
func (s *Screen) CellSize() float64 { return float64(s.g.cell) }

// Relayout places the controls again for a new screen size (play.Play
// calls it even while the hosting panel stands over the screen).
func (s *Screen) Relayout() {
	s.layout()
}
