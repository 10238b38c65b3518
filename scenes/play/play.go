package play

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/assets"
	"outback/internal/session"
	"outback/net"
	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/ui"
	"outback/sprites"
	"outback/sprites/tween"
)

// BotPause is the least time a bot seems to think, so its move does not
// land before the player has seen whose turn it is.
const BotPause = 24

// Play is the one play screen: every game's screen embeds it and gives
// it its part (Part). It holds the session (match, seat controllers,
// Log, undo, hint, autosave), runs the one Update skeleton (animation,
// the session's tick, the shared buttons, the end panel, the person's
// input), the move log as drawn, the refusal message, the sound dispatch
// and the replay viewer's hold on the screen.
type Play struct {
	sized ui.Sized // the size the part was last laid out for (relayouter)

	// pinnedLog is the log entry a finger tapped, plus one (0: none); or
	// a move tapped on the log sheet (also with the mouse).
	pinnedLog int

	// logArea is where the panel keeps the move log (PlaceLog); where it
	// is too small for the log, or covered (CoverLog), logBtn in the
	// shared row opens the log on a sheet over the screen (logsheet.go).
	// noInput is what the screen under the open sheet gets.
	logArea ui.Rect
	logBtn  ui.Button
	// logCover is what stands over the panel's log (CoverLog), and
	// reviewCover the replay's review card where it is shown.
	logCover, ReviewCover ui.Rect
	// SharedRow is where the shared buttons stand (LayoutButtonsIn).
	SharedRow ui.Rect
	Sheet     logSheet
	noInput   ui.Input

	// Lay is where the board, the panel and a replay's bar stand now
	// (ArrangePlay).
	Lay PlayLayout

	App       App
	HostPanel hostingPanel
	Part      Part
	Sess      *session.Session
	Match     *rules.Match // the session's match, for the screens to read
	Looks     []sprites.Look
	Log       []logEntry
	// seatFit are the seats' names and kinds as fitted to their rows.
	seatFit []seatFit
	// pace runs the animation on the clock.
	pace tween.Pace
	// turns numbers the log's rows by the players' turns (turns.go).
	turns   turnCounter
	Msg     string
	msgBad  bool
	msgTick int
	// The message as said (format and arguments untranslated), so that it
	// follows a change of language; lang is the language the screen's
	// texts were made in (langGen).
	MsgFormat string
	msgArgs   []any
	lang      int
	// msgWrap is the message wrapped to its width, kept between frames:
	// each frame that shows it draws it and measures it (MessageRoom).
	msgWrap msgLines

	Kinds []string // each seat's kind, for the player panels

	// Replay, when set, makes every seat a replay: the moves come from a
	// Record, one at a time, when the viewer asks.
	Replay *ReplayControl
	// logRect is where the log was last drawn, and its first entry, so the
	// replay viewer can tell which entry a click is on.
	logX, logY, logW, logH float64
	logFirst               int
	// shownRows are the log's entries drawn in the frame (first, end):
	// their rows are numbered by turns, not every one (LogRowsShown).
	shownRows [2]int
	// HoverLog is the log entry under the pointer (-1: none): the play
	// screen marks that move's squares on the board.
	HoverLog int

	// hintAsked is set while a hint is thought of, so its move is said once.
	hintAsked bool
	hintBot   ai.Bot
	// hintShown is the history's length plus one where the hint was said
	// (0: none): the board shows a hint only where it was asked for, and
	// not again after an Undo comes back to that position.
	hintShown int
	// hintPos is the hash of the position the session's hint was asked
	// for: a hint of another position as long (an Undo, other moves) is
	// not said.
	hintPos uint64
	// sessErr is the session's last problem already said.
	sessErr error
	// LANTrouble: the connection to the LAN host is lost and being made again.
	LANTrouble bool
	// LANAway: the other LAN players whose connection is lost (the game
	// waits at their turns); awayBuf is the list being read.
	LANAway, awayBuf []int
	// Answered, answeredID: the last request to take a move back this
	// window answered (its connection and the request's number on it);
	// allowBtn and refuseBtn answer.
	Answered            *net.Peer
	AnsweredID          int
	AllowBtn, RefuseBtn ui.Button

	endSounded bool
	banner     bannerText
	result     bannerText // the winner's line, once the game is over
	// soundStep is the animation step whose sound was played last (-1).
	soundStep int

	undoBtn, menuBtn, coordBtn, hintBtn   ui.Button
	EndNew, EndTitle, EndWatch, EndReview ui.Button
	// endHide (×, at the end panel's corner) puts the panel aside to
	// show the board; resultsBtn, in the shared row, brings it back.
	// endHidden is the history's length plus one while it is aside.
	endHide, resultsBtn ui.Button
	endHidden           int
}

type logEntry struct {
	seat int
	// num is "12." — made once, so drawing the log allocates nothing: in
	// the play screen's log the number of the players' turn the move
	// begins ("" for chance's moves and a turn's later moves), in a
	// replay's the step.
	num  string
	Text string
	// Move is the move itself: pointing at the entry marks on the board
	// the places it touches (the game says which, from the move).
	Move rules.Move
	// Mark is a review's judgement of the move (review.Mark), 0 for none.
	Mark uint8
}

// Number is the entry's number as the log writes it ("12."; "" for none).
func (e *logEntry) Number() string { return e.num }

func newLogEntry(n, seat int, text string, mv rules.Move) logEntry {
	e := logEntry{seat: seat, Text: text, Move: mv}
	if n > 0 {
		e.num = strconv.Itoa(n) + "."
	}
	return e
}

// Animation is what the play screen needs of a game's animation: every
// game's is a tween.Sequence of its steps.
type Animation interface {
	Busy() bool
	AdvanceBy(n int)
	Finish()
	Seek(t int)
	Progress() (int, int)
	Running() (int, float64)
}

// Part is each game's part of the play screen: the hooks the Update
// skeleton calls (drawing is the game's own Draw).
type Part interface {
	Animation() Animation
	// OnPrepare runs first every tick: layout and what the tick needs fresh.
	OnPrepare(in *ui.Input)
	// OnOver handles the game's own controls once the game is over; used
	// ends the tick, and endPanel false keeps the end panel's buttons off.
	OnOver(in *ui.Input) (used, endPanel bool)
	// OnTurn runs before the turn is played (a hand-over at a shared
	// screen); used ends the tick.
	OnTurn(in *ui.Input) (used bool)
	// OnRemember keeps the model before a computer's move.
	OnRemember()
	// OnPlayed animates a move the session played (chance, a bot, a replay).
	OnPlayed(ev []rules.Event)
	// OnReset forgets the move being built and refreshes what depends on
	// the history (after an undo, a replay seek).
	OnReset()
	// OnIdle runs on every tick that waits for input (hover).
	OnIdle(in *ui.Input)
	// OnHuman handles the input of the person to move.
	OnHuman(in *ui.Input)
	// OnDone runs last every tick.
	OnDone()
	// StepSound names the sound of animation step i as it begins (or,
	// ending, as it ends), "" for none.
	StepSound(i int, ending bool) string
}

// relayouter is a play screen's part that places its controls again when
// the screen changes size.
type relayouter interface {
	Relayout()
}

// Update implements Scene: the one skeleton of every play screen.
func (pc *Play) Update(in *ui.Input) {
	g, anim := pc.Part, pc.Part.Animation()
	defer func() {
		g.OnDone()
		i, _ := anim.Running()
		pc.stepSounds(i, g.StepSound)
	}()
	// Animations run on the clock (tween.Pace): one tick an update while
	// the device keeps up, and as many as the clock says when it does
	// not. The replay viewer paces its screen itself, a tick an update.
	due := 1
	if pc.Replay == nil {
		if now := pc.App.MotionTick(); anim.Busy() {
			due = pc.pace.Due(now)
		} else {
			pc.pace.Sync(now)
		}
	}
	pc.FollowLanguage()
	if r, ok := g.(relayouter); ok && pc.sized.Stale() {
		r.Relayout() // even under the hosting panel: its buttons stand where the new size puts them
	}
	if pc.hostingInput(in) {
		return // the hosting panel is open, or its button was clicked
	}
	if pc.Replay == nil { // the replay viewer handles the log sheet first
		if pick, used := pc.LogSheetInput(in); used {
			if pick >= 0 {
				pc.pinnedLog = pick + 1 // marked on the board, as a tap in the panel's log does
			}
			pc.noInput = ui.Input{X: -1, Y: -1, Touch: in.Touch}
			in = &pc.noInput
		}
	}
	pc.TrackLogHover(in)
	g.OnPrepare(in)
	skipped := false
	if anim.Busy() {
		anim.AdvanceBy(due)
		if !in.Pressed && !in.RightPressed && len(in.Keys) == 0 {
			return
		}
		// A click, a tap or a key while a move plays out counts as if the
		// animation had ended: the animation ends, and what the player did
		// acts on the position as it then stands (a click on the next hop
		// that only ended the hop left every later click one square
		// behind). The controls are placed again for the ended animation
		// (a button off while a move plays is on after it).
		anim.Finish()
		skipped = true
		pc.relayout()
	}
	for range 8 {
		if !pc.turn(in) || !skipped || pc.Replay != nil || !pc.chanceLast() {
			return
		}
		// Chance moved at once after the move the player cut short (a
		// card dealt, a tile drawn): the player's click would have ended
		// its animation too, and acts after it.
		anim.Finish()
		pc.relayout()
	}
}

// relayout places the game's controls again (after an animation ended).
func (pc *Play) relayout() {
	if r, ok := pc.Part.(relayouter); ok {
		r.Relayout()
	}
}

// chanceLast reports whether the last move played was chance's.
func (pc *Play) chanceLast() bool {
	l := pc.Sess.Log()
	return len(l) > 0 && l[len(l)-1].Seat < 0
}

// turn is the tick's turn once no animation holds it: another player's
// request, the end panel, a hand-over, the session's tick (chance, a bot,
// a replay) and the person's input. It reports whether the session played
// a move (and its animation began).
func (pc *Play) turn(in *ui.Input) (played bool) {
	g := pc.Part
	if pc.answerUndo(in) {
		return false // another player's request to take a move back is up
	}
	st := pc.Match.State()
	if st.ToMove() == rules.Nobody {
		used, endPanel := g.OnOver(in)
		if used {
			return false
		}
		if endPanel && pc.EndPanelShown() {
			pc.endButtons(in)
		}
		if pc.sharedButtons(in) {
			g.OnReset()
		}
		return false
	}
	if g.OnTurn(in) {
		return false
	}
	g.OnRemember()
	if ev := pc.Step(); ev != nil {
		g.OnPlayed(ev)
		return true
	}
	if pc.sharedButtons(in) {
		g.OnReset()
		return false
	}
	g.OnIdle(in)
	if pc.Human(st.ToMove()) {
		g.OnHuman(in)
	}
	return false
}

// The replay viewer drives every play screen through replayable.

// Core is the play screen under a game's screen (which embeds it).
func (pc *Play) Core() *Play { return pc }

// LogRect is where the move log's rows were last drawn.
func (pc *Play) LogRect() (x, y, w, h float64) { return pc.logX, pc.logY, pc.logW, pc.logH }

func (pc *Play) AnimProgress() (int, int) { return pc.Part.Animation().Progress() }

func (pc *Play) SeekAnim(t int) { pc.Part.Animation().Seek(t) }

func (pc *Play) FinishAnim() {
	pc.Part.Animation().Finish()
	pc.Part.OnReset()
}

// appSaver autosaves through the App's store.
type appSaver struct{ App App }

func (s appSaver) Save(m *rules.Match) { s.App.SaveGame(m) }

// controllers are the seat controllers of a match played at this computer:
// its bots, and a person for every other seat (a bot this version does not
// know is played by a person rather than not at all).
func controllers(app App, m *rules.Match) ([]session.Controller, session.Controller) {
	if app.LAN().Game != nil && app.LAN().Game.Match == m {
		return app.LAN().Game.lanControllers()
	}
	var cs []session.Controller
	for i, s := range m.Setup().Seats {
		if s.IsBot() {
			if b, err := session.NewBot(s.Bot(), m.Setup().Seed*16+uint64(i), BotPause); err == nil {
				cs = append(cs, b)
				continue
			}
		}
		cs = append(cs, session.Human{})
	}
	return cs, nil
}

func NewPlay(app App, m *rules.Match) *Play {
	pc := &Play{App: app, Match: m, HoverLog: -1, soundStep: -1}
	cs, chance := controllers(app, m)
	pc.Sess, _ = session.New(m, cs, session.Options{Chance: chance, Saver: appSaver{app}, Now: app.Now})
	for i := range m.Setup().Seats {
		pc.Looks = append(pc.Looks, app.Settings().Palette().Players[i])
	}
	for i := range m.Setup().Seats {
		pc.Kinds = append(pc.Kinds, pc.seatKind(i))
	}
	pc.RebuildLog()
	pc.lang = lang.Gen
	return pc
}

// SetPart makes p the game's part of the screen. The log is written again
// where p writes it in words of its own (LogWriter): NewPlay wrote it
// before the game's part was there.
func (pc *Play) SetPart(p Part) {
	pc.Part = p
	if _, ok := p.(LogWriter); ok {
		pc.RebuildLog()
	}
}

// UseSession puts the screen on another session of the same match (the
// replay viewer's).
func (pc *Play) UseSession(s *session.Session) {
	pc.Sess, pc.Match = s, s.Match()
	pc.RebuildLog()
}

// ThinkingText animates "thinking…" without building strings per frame.
var ThinkingText = [3]string{"computer · thinking.", "computer · thinking..", "computer · thinking..."}

// LogWriter is a game's part of the play screen (Part) that writes a move
// for the log and the hints in words of its own where its notation is a
// code ("C 0,0 r3 rabbit" in Down Under: "curve 0,0 · rabbit") or leaves
// out what the position says (which animal a removal took).
type LogWriter interface {
	// LogText is m, played in the position before (nil where it is not
	// at hand), in the current language; ok is false where it has no
	// words for m (the notation is then shown).
	LogText(before rules.State, m rules.Move) (text string, ok bool)
}

// LogText is a move's entry in the log: its game's words (LogWriter), or
// its notation, text, in the current language. before is the position it
// was played in (nil: not at hand).
func (pc *Play) LogText(before rules.State, text string, mv rules.Move) string {
	if w, ok := pc.Part.(LogWriter); ok {
		if s, ok := w.LogText(before, mv); ok {
			return s
		}
	}
	return lang.NotationText(text)
}

// RebuildLog writes the move log as drawn from the session's log, each
// move in the position it was played in.
func (pc *Play) RebuildLog() {
	pc.Log = pc.Log[:0]
	pc.turns = newTurnCounter()
	st := pc.Match.Initial()
	for _, e := range pc.Sess.Log() {
		pc.Log = append(pc.Log, newLogEntry(pc.turns.next(e.Seat, goesOn(pc.Match.Setup().Game, st)), e.Seat, pc.LogText(st, e.Text, e.Move), e.Move))
		if st != nil {
			if _, err := st.Apply(e.Move); err != nil {
				st = nil // cannot happen: the match played it
			}
		}
	}
}

// logged adds an applied move to the log as drawn.
func (pc *Play) logged(a *session.Applied) []rules.Event {
	e := pc.Sess.Log()[len(pc.Sess.Log())-1]
	pc.Log = append(pc.Log, newLogEntry(pc.turns.next(e.Seat, goesOn(pc.Match.Setup().Game, a.Before)), e.Seat, pc.LogText(a.Before, e.Text, e.Move), e.Move))
	if pc.Replay == nil && !pc.LANTrouble {
		pc.Msg = "" // a lost connection stays said until it is back
	}
	return a.Events
}

// stepSounds is the one sound dispatch of the play screens: once per
// Animation step it plays the sound the step that just ended makes (a
// hop landing) and the sound of the step beginning (running; -1 when the
// Animation is over). sound names a step's sound, "" for none.
func (pc *Play) stepSounds(running int, sound func(i int, ending bool) string) {
	if running == pc.soundStep {
		return
	}
	if pc.soundStep >= 0 {
		if snd := sound(pc.soundStep, true); snd != "" {
			pc.App.Sfx(snd)
		}
	}
	pc.soundStep = running
	if running >= 0 {
		if snd := sound(running, false); snd != "" {
			pc.App.Sfx(snd)
		}
	}
}

// Thinking reports whether seat's bot is searching.
func (pc *Play) Thinking(seat int) bool { return pc.Sess.Thinking(seat) }

// Replaying reports whether the screen shows a replay (the viewer's).
func (pc *Play) Replaying() bool { return pc.Replay != nil }

// Human reports whether seat is played by a person at this computer.
func (pc *Play) Human(seat int) bool {
	return pc.Replay == nil && pc.Sess.Local(seat)
}

// PlayMove applies the person's move for the decision at hand and logs it.
func (pc *Play) PlayMove(mv rules.Move) ([]rules.Event, error) {
	a, err := pc.Sess.Submit(mv)
	if err != nil || a == nil {
		// nil and no error: a LAN game's move went to the host, and is
		// played (and animated) when the host relays it back.
		return nil, err
	}
	return pc.logged(a), nil
}

// Say shows a message under the turn banner; bad ones are refusals.
//
// The format is translated (T), and so are the arguments: errors (trErr)
// and strings the dictionary knows (names of colours, tiles, paths; the
// reasons of the rules); squares, cells and names typed in stay as they are.
func (pc *Play) Say(bad bool, format string, a ...any) {
	pc.MsgFormat, pc.msgArgs = format, append(pc.msgArgs[:0], a...)
	pc.Msg = sayText(format, a)
	pc.msgBad = bad
	pc.msgTick = pc.App.Tick()
}

// sayText is a message in the current language.
func sayText(format string, a []any) string {
	t := make([]any, len(a))
	for i, v := range a {
		switch v := v.(type) {
		case error:
			t[i] = lang.TrErr(v)
		case rules.Phrase:
			t[i] = lang.TrArg(v)
		case string:
			t[i] = lang.TrReason(v)
		default:
			t[i] = v
		}
	}
	return fmt.Sprintf(lang.T(format), t...)
}

// FollowLanguage makes again, after a change of language, the texts the
// screen made once: the seats' kinds, the move log, the message.
func (pc *Play) FollowLanguage() {
	if pc.lang == lang.Gen {
		return
	}
	pc.lang = lang.Gen
	for i := range pc.Kinds {
		pc.Kinds[i] = pc.seatKind(i)
	}
	if r, ok := pc.Part.(relayouter); ok {
		r.Relayout() // buttons are as wide as their words (ButtonRow), also under the menu
	}
	pc.RebuildLog()
	if pc.Replay != nil {
		pc.Replay.RebuildLog(pc.Match, pc)
	}
	if pc.Msg != "" {
		pc.Msg = sayText(pc.MsgFormat, pc.msgArgs)
	}
	if l, ok := pc.Part.(languageFollower); ok {
		l.OnLanguage()
	}
}

// languageFollower is a game's screen part that keeps texts it made once
// (counters, captions): OnLanguage makes them again in the new language.
type languageFollower interface {
	OnLanguage()
}

// Step runs the session's tick: chance, bots, the replay and the hint. It
// returns the events of a move made this tick by the computer, or nil.
func (pc *Play) Step() []rules.Event {
	if g := pc.App.LAN().Game; g != nil && g.Match == pc.Match {
		switch msg, trouble := g.watch(); {
		case trouble && (!pc.LANTrouble || msg != pc.MsgFormat):
			pc.LANTrouble = true
			pc.Say(true, msg)
		case !trouble && pc.LANTrouble:
			pc.LANTrouble = false
			pc.Say(false, "Back in the game.")
		}
		pc.noticeAway(g)
		pc.followUndo(g)
		pc.App.KeepLANSession(g)
		if CanHost && g.mustHost() {
			// The host went away and this window is next in the
			// succession: it hosts the game where the others look for it.
			if sc, err := pc.App.CarryOn(pc); err != nil {
				pc.Say(true, "Could not host the game: %v", err)
				g.End()
			} else {
				pc.App.Switch(sc)
			}
		}
	}
	a := pc.Sess.Tick(pc.App.MotionTick()) // a computer's pause before its move is on the clock too
	if err := pc.Sess.Err(); err != nil && err != pc.sessErr {
		pc.sessErr = err
		pc.Say(true, "%v", err)
	}
	if pc.hintAsked && !pc.Sess.Hinting() {
		pc.hintAsked = false
		pc.sayHint()
	}
	if a == nil {
		return nil
	}
	return pc.logged(a)
}

// undo takes back the last move of a person at this computer, and every
// move after it, unless a chance outcome has been seen since.
func (pc *Play) undo() bool {
	if g := pc.LANOf(); g != nil {
		pc.lanAskUndo(g)
		return false
	}
	if err := pc.Sess.Undo(); err != nil {
		pc.Say(true, "There is no move of yours to take back.")
		return false
	}
	pc.RebuildLog()
	pc.hintShown = 0 // a hint of the position come back to is said again when asked for
	pc.Say(false, "Move taken back.")
	return true
}

// sayHint says the hint for the position at hand, when the session has it,
// and shows it on the board.
func (pc *Play) sayHint() {
	h := pc.Sess.Hint()
	if h == nil || pc.Match.State().Hash() != pc.hintPos {
		return
	}
	pc.hintShown = len(pc.Match.History()) + 1
	text := lang.HintText(pc.LogText(pc.Match.State(), pc.Match.State().MoveText(h), h))
	if p, ok := pc.Sess.HintChances(); ok {
		pc.Say(false, "Hint: %s · your chances with it: about %d%%", text, p)
	} else {
		pc.Say(false, "Hint: %s", text)
	}
}

// canUndo reports whether undo would do anything.
func (pc *Play) canUndo() bool {
	if g := pc.LANOf(); g != nil {
		return pc.lanCanUndo(g)
	}
	return pc.Replay == nil && pc.Sess.CanUndo()
}

// SeatName is the name of a seat for messages.
func (pc *Play) SeatName(seat int) string {
	return lang.T(pc.Match.Setup().Seats[seat].Name)
}

// noticeAway says when another LAN player loses their connection or comes
// back; their seat row says "away" meanwhile.
func (pc *Play) noticeAway(g *LANGame) {
	pc.awayBuf = g.away(pc.awayBuf)
	for _, s := range pc.awayBuf {
		if !slices.Contains(pc.LANAway, s) {
			if pc.App.LAN().Hosted != nil {
				pc.Say(true, "%s has lost the connection; the game waits for them (Menu: the computer can play for them).", pc.SeatName(s))
			} else {
				pc.Say(true, "%s has lost the connection; the game waits for them.", pc.SeatName(s))
			}
		}
	}
	for _, s := range pc.LANAway {
		if !slices.Contains(pc.awayBuf, s) && !g.standingIn(s) {
			pc.Say(false, "%s is back.", pc.SeatName(s))
		}
	}
	if !slices.Equal(pc.LANAway, pc.awayBuf) {
		pc.banner = bannerText{} // the banner may say who is away
	}
	pc.LANAway, pc.awayBuf = append(pc.LANAway[:0], pc.awayBuf...), pc.LANAway
}

// KindText is what a seat's row says under its name: its kind, "thinking…"
// while its bot searches, or that its LAN player is away.
func (pc *Play) KindText(seat int) string {
	switch {
	case pc.Thinking(seat):
		return ThinkingText[pc.App.Tick()/12%3]
	case slices.Contains(pc.LANAway, seat):
		return lang.T("away · the game waits")
	case pc.App.LAN().Game != nil && pc.App.LAN().Game.Match == pc.Match && pc.App.LAN().Game.standingIn(seat):
		return lang.T("away · the computer plays")
	}
	if g := pc.LANOf(); g != nil {
		if l, ok := ai.LevelOf(g.remoteBot(seat)); ok {
			return fmt.Sprintf(lang.T("computer elsewhere · %s"), lang.T(l.Label))
		}
	}
	return pc.Kinds[seat]
}

// seatKind is "Person" or the bot level's label.
func (pc *Play) seatKind(seat int) string {
	s := pc.Match.Setup().Seats[seat]
	if !s.IsBot() {
		return "person"
	}
	if l, ok := ai.LevelOf(s.Bot()); ok {
		return fmt.Sprintf(lang.T("computer · %s"), lang.T(l.Label))
	}
	return "computer"
}

// LayoutButtons places the shared buttons along the bottom of the side panel.
func (pc *Play) LayoutButtons(x, y int) {
	pc.LayoutButtonsIn(ui.Rect{X: float32(x), Y: float32(y), W: 421, H: 44})
}

// LayoutButtonsIn places the shared buttons side by side across r: Undo,
// Hint, Moves (where the panel has no room for the log, or for only a few
// of its moves), Coords and Menu.
// A replay has no Undo or Hint, a finished game no Hint (and Results while
// the result is aside): the buttons it has share the row.
func (pc *Play) LayoutButtonsIn(r ui.Rect) {
	pc.SharedRow = r
	pc.undoBtn = ui.Button{Label: "Undo", Disabled: !pc.canUndo()}
	pc.hintBtn = ui.Button{Label: "Hint", Disabled: !pc.Human(pc.Match.State().ToMove()) || pc.Hinting()}
	pc.coordBtn = ui.Button{Label: "Coords", On: pc.App.Settings().Coords}
	pc.menuBtn = ui.Button{Label: "Menu"}
	pc.logBtn = ui.Button{}
	row := make([]*ui.Button, 0, 5)
	if pc.Replay == nil {
		row = append(row, &pc.undoBtn)
		if pc.Match.State().ToMove() != rules.Nobody {
			row = append(row, &pc.hintBtn) // nothing to hint once the game is over
		}
	}
	if !pc.LogInPanel() || pc.panelLogRows() < logFewRows {
		// No room for the log in the panel, or room for its last few
		// moves only (a phone's): a button opens it whole over the
		// screen.
		pc.logBtn.Label = "Moves"
		row = append(row, &pc.logBtn)
	}
	pc.resultsBtn = ui.Button{}
	if pc.EndAside() {
		pc.resultsBtn.Label = "Results"
		row = append(row, &pc.resultsBtn)
	}
	row = append(row, &pc.coordBtn, &pc.menuBtn)
	ui.ButtonRow(r, 7, row...)
}

// sharedButtons handles the shared buttons; it reports whether the state
// changed (undo).
func (pc *Play) sharedButtons(in *ui.Input) (undone bool) {
	switch {
	case pc.undoBtn.Clicked(in), in.Key(ebiten.KeyU):
		return pc.undo()
	case pc.hintBtn.Clicked(in), in.Key(ebiten.KeyH):
		pc.askHint()
	case pc.coordBtn.Clicked(in), in.Key(ebiten.KeyC):
		pc.App.Settings().Coords = !pc.App.Settings().Coords
		pc.App.SaveSettings()
	case pc.menuBtn.Clicked(in), in.Key(ebiten.KeyEscape):
		pc.App.SwitchNow(pc.App.Pause(pc))
	case pc.resultsBtn.Clicked(in): // laid out only while the result is aside
		pc.SetEndAside(false)
	}
	return false
}

func (pc *Play) DrawButtons(dst *ebiten.Image) {
	if pc.Replay == nil {
		pc.undoBtn.Draw(dst)
	}
	if pc.hintBtn.W > 0 {
		pc.hintBtn.Draw(dst)
	}
	if pc.logBtn.W > 0 {
		pc.logBtn.Draw(dst)
	}
	if pc.resultsBtn.W > 0 {
		pc.resultsBtn.Draw(dst)
	}
	pc.coordBtn.Draw(dst)
	pc.menuBtn.Draw(dst)
}

// DrawMessage draws the message line.
func (pc *Play) DrawMessage(dst *ebiten.Image, x, y, w float64) { pc.drawMessage(dst, x, y, w, 3) }

// DrawMessageIn draws the message in r: as many of its lines as r holds
// (at least one), the first 14 units below its top. n lines of 17 take
// 22n−2 units with their descenders: Billabong's panel held sideways has
// 46, and cut a hint to one line ("…your chances with it…") where two fit.
func (pc *Play) DrawMessageIn(dst *ebiten.Image, r ui.Rect) {
	if r.H < 30 {
		return // no room: a panel on a phone held sideways
	}
	pc.drawMessage(dst, float64(r.X), float64(r.Y)+14, float64(r.W), max(1, min(3, int(r.H+2)/22)))
}

// MessageRoom is the height DrawMessageIn needs for the message at width
// w (0: no message).
func (pc *Play) MessageRoom(w float32) float32 {
	if pc.Msg == "" {
		return 0
	}
	return float32(4 + 22*min(3, len(pc.messageLines(float64(w)))))
}

// msgLines is a message wrapped to a width (messageLines).
type msgLines struct {
	msg        string
	bad, touch bool
	lang       int
	w          float64
	lines      []string
}

// messageLines is the message wrapped to width w in the current language
// (bad news is bold: wrapped as such), made again only when one of them
// changes. The lines are shared: a caller copies before changing one.
func (pc *Play) messageLines(w float64) []string {
	c := &pc.msgWrap
	if c.msg != pc.Msg || c.bad != pc.msgBad || c.touch != ui.Touching() || c.lang != lang.Gen || c.w != w {
		*c = msgLines{msg: pc.Msg, bad: pc.msgBad, touch: ui.Touching(), lang: lang.Gen, w: w,
			lines: sprites.Wrap(ui.WithoutKeys(lang.T(pc.Msg)), 17, pc.msgBad, w)}
	}
	return c.lines
}

func (pc *Play) drawMessage(dst *ebiten.Image, x, y, w float64, lines int) {
	if pc.Msg == "" {
		return
	}
	clr := sprites.InkSoft
	if pc.msgBad {
		clr = sprites.Bad
	}
	wrapped := pc.messageLines(w)
	if len(wrapped) > lines {
		// More than the room holds: the last line shown says so.
		wrapped = append([]string(nil), wrapped[:lines]...)
		wrapped[lines-1] = Ellipsised(wrapped[lines-1], 17, pc.msgBad, w)
	}
	for i, line := range wrapped {
		sprites.Text(dst, line, 17, pc.msgBad, x, y+float64(i)*22, clr, sprites.Left)
	}
}

// Ellipsised is line with "…" at its end, shortened — at a word's end
// where one is near, a trailing comma dropped — so that both fit in w.
func Ellipsised(line string, size int, bold bool, w float64) string {
	s := sprites.Shortened(line+"…", size, bold, w)
	cut := s != line+"…"
	s = strings.TrimSuffix(s, "…")
	if i := strings.LastIndex(s, " "); cut && i > len(s)/2 {
		s = s[:i] // not in the middle of a word
	}
	return strings.TrimRight(s, " ,;:·") + "…"
}

// DrawLog draws the move log, newest at the bottom. In a replay it lists
// every recorded move and highlights the one on the board.
func (pc *Play) DrawLog(dst *ebiten.Image, x, y, w, h float64) {
	sprites.RoundRect(dst, float32(x), float32(y), float32(w), float32(h), 8, sprites.PaperDark)
	sprites.Text(dst, "Moves", 15, true, x+10, y+14, sprites.InkSoft, sprites.Left)
	entries, current := pc.Log, len(pc.Log)-1
	if pc.Replay != nil {
		entries = pc.Replay.Log
	}
	rows := int((h - 30) / 20)
	start := len(entries) - rows
	if pc.Replay != nil {
		// Keep the current move in view, a few rows from the bottom.
		start = current - rows + 4
		if start > len(entries)-rows {
			start = len(entries) - rows
		}
	}
	if start < 0 {
		start = 0
	}
	end := start + rows
	if end > len(entries) {
		end = len(entries)
	}
	pc.logX, pc.logY, pc.logW, pc.logH, pc.logFirst = x, y+28, w, 20*float64(rows), start
	pc.shownRows = [2]int{start, end}
	for i, e := range entries[start:end] {
		yy := y + 38 + float64(i)*20
		if pc.Replay != nil && start+i == current {
			sprites.Rect(dst, float32(x+4), float32(yy-10), float32(w-8), 20, sprites.Highlight)
		}
		if start+i == pc.HoverLog {
			sprites.RoundRectLine(dst, float32(x+4), float32(yy-10), float32(w-8), 20, 4, 1.5, sprites.Ochre)
		}
		pc.drawLogRow(dst, &e, x, yy, w, 15, false)
	}
}

// drawLogRow draws a move of the log on its row, w wide and centred at
// height yy, its text size large (the panel's 15, the log sheet's 17): its
// number, the shape of the seat that made it (a die for chance), its
// notation and a review's mark. fit keeps a long notation (a long chain of
// jumps) in the row: smaller, or on two lines.
func (pc *Play) drawLogRow(dst *ebiten.Image, e *logEntry, x, yy, w float64, size int, fit bool) {
	k := float64(size) / 15
	sprites.Text(dst, e.num, size, false, x+40*k, yy, sprites.InkSoft, sprites.Right)
	if e.seat >= 0 {
		l := pc.Looks[e.seat]
		sprites.FillShape(dst, l.Shape, float32(x+54*k), float32(yy), float32(6*k), l.Fill)
	} else {
		// A die: the outcome of chance, drawn by the game.
		sprites.RoundRect(dst, float32(x+48*k), float32(yy-6*k), float32(12*k), float32(12*k), float32(3*k), sprites.White)
		sprites.RoundRectLine(dst, float32(x+48*k), float32(yy-6*k), float32(12*k), float32(12*k), float32(3*k), 1, sprites.InkSoft)
		sprites.Disc(dst, float32(x+51*k), float32(yy-3*k), float32(1.3*k), sprites.Ink)
		sprites.Disc(dst, float32(x+57*k), float32(yy+3*k), float32(1.3*k), sprites.Ink)
	}
	drawLogMark(dst, e.Mark, x+w-10, yy)
	tx := x + 68*k
	room := x + w - 10 - tx
	if e.Mark != 0 {
		room -= 24
	}
	if !fit || sprites.TextWidth(e.Text, size, false) <= room {
		sprites.Text(dst, e.Text, size, false, tx, yy, sprites.Ink, sprites.Left)
		return
	}
	if text, sz := sprites.Fit(e.Text, size, 13, false, room); sz > 13 || !strings.HasSuffix(text, "…") {
		sprites.Text(dst, text, sz, false, tx, yy, sprites.Ink, sprites.Left)
		return
	}
	first, rest := splitLine(e.Text, 14, room)
	sprites.Text(dst, first, 14, false, tx, yy-8, sprites.Ink, sprites.Left)
	sprites.Text(dst, rest, 14, false, tx, yy+9, sprites.Ink, sprites.Left)
}

// splitLine breaks s in two where its first part, at size, fits in w: after
// a space or a hyphen (a chain of jumps, "k14-k10-i10-…").
func splitLine(s string, size int, w float64) (first, rest string) {
	cut := -1
	for i, r := range s {
		if r != ' ' && r != '-' {
			continue
		}
		if sprites.TextWidth(strings.TrimRight(s[:i+1], " "), size, false) > w && cut >= 0 {
			break
		}
		cut = i + 1
	}
	if cut < 0 {
		return s, ""
	}
	return strings.TrimRight(s[:cut], " "), s[cut:]
}

// LogRowsShown are the entries of the log whose rows the last frame drew,
// from first to end (on the panel or on the open sheet; none: 0, 0).
func (pc *Play) LogRowsShown() (first, end int) { return pc.shownRows[0], pc.shownRows[1] }

// ForgetLogRows starts a frame: no row of the log is drawn yet.
func (pc *Play) ForgetLogRows() { pc.shownRows = [2]int{} }

// LogEntryAt is the index of the log entry under (x, y), or -1.
func (pc *Play) LogEntryAt(x, y int) int {
	fx, fy := float64(x), float64(y)
	if fx < pc.logX || fx >= pc.logX+pc.logW || fy < pc.logY || fy >= pc.logY+pc.logH {
		return -1
	}
	return pc.logFirst + int((fy-pc.logY)/20)
}

// veilAllBut dims the screen but r: the end panel's veil leaves the
// shared buttons (Undo, Moves, Menu…) as they are, for they still work
// (dimmed, they looked as if they did not).
func veilAllBut(dst *ebiten.Image, r ui.Rect, clr color.RGBA) {
	W, H := float32(ui.ViewW), float32(ui.ViewH)
	if r.W <= 0 || r.H <= 0 {
		sprites.Rect(dst, 0, 0, W, H, clr)
		return
	}
	sprites.Rect(dst, 0, 0, W, r.Y, clr)
	sprites.Rect(dst, 0, r.Bottom(), W, H-r.Bottom(), clr)
	sprites.Rect(dst, 0, r.Y, r.X, r.H, clr)
	sprites.Rect(dst, r.Right(), r.Y, W-r.Right(), r.H, clr)
}

// DrawOverVeil draws b again over the end panel's veil, where the panel
// leaves it in view: a game's own button that still works there (Show
// board, Paths), which the veil dimmed as if it did not.
func (pc *Play) DrawOverVeil(dst *ebiten.Image, b *ui.Button) {
	at := ui.Rect{X: float32(b.X), Y: float32(b.Y), W: float32(b.W), H: float32(b.H)}
	if b.W == 0 || !pc.EndPanelShown() || at.Overlaps(pc.EndPanelBox()) {
		return
	}
	b.Draw(dst)
}

// DrawEnd draws the ranking over the board once the game is over.
func (pc *Play) DrawEnd(dst *ebiten.Image, detail func(seat int) string) {
	if !pc.EndPanelShown() {
		return
	}
	o := pc.Match.State().Outcome()
	n := len(o.Ranks)
	x, y, w, h := pc.endPanelBox()
	veilAllBut(dst, pc.SharedRow, color.RGBA{0, 0, 0, 90})
	ui.Panel(dst, x, y, w, h)
	sprites.Cover(dst, float64(x), float64(y), float64(w), float64(h))
	title := pc.resultTitle()
	tsize := 34
	for tsize > 20 && sprites.TextWidth(title, tsize, true) > float64(w-24-2*endHideW) { // clear of the ×
		tsize -= 2
	}
	sprites.Text(dst, title, tsize, true, float64(x+w/2), float64(y+44), sprites.Ink, sprites.Center)
	for rank := 1; rank <= n; rank++ {
		row := 0
		for seat, r := range o.Ranks {
			if r != rank {
				continue
			}
			_ = row
			top, pitch := pc.endRowPitch()
			yy := float64(y) + float64(top) + float64(pc.rankRow(o.Ranks, seat))*float64(pitch)
			l := pc.Looks[seat]
			ox := float32(0) // a narrow panel keeps the rows tighter
			if w < 480 {
				ox = -24
			}
			sprites.Text(dst, Ordinal(r), 22, true, float64(x+ox)+50, yy, sprites.Ink, sprites.Center)
			rad := min(15, pitch/2-1)
			sprites.FillShape(dst, l.Shape, x+ox+96, float32(yy), rad, l.Fill)
			sprites.StrokeShape(dst, l.Shape, x+ox+96, float32(yy), rad, 2, l.Dark)
			sprites.Text(dst, pc.SeatName(seat), 22, false, float64(x+ox)+124, yy, sprites.Ink, sprites.Left)
			sprites.Text(dst, detail(seat), 18, false, float64(x+w)-30, yy, sprites.InkSoft, sprites.Right)
			row++
		}
	}
	pc.LayoutEnd()
	pc.endHide.Draw(dst)
	pc.EndNew.Draw(dst)
	pc.EndTitle.Draw(dst)
	if pc.Replay == nil {
		pc.EndWatch.Draw(dst)
	}
	pc.EndReview.Draw(dst)
}

// endHideW is the room the × takes at the end panel's right: a 44-unit
// button 8 from the edge.
const endHideW = 52

// EndPanelShown reports whether the game is over, when the end panel
// stands over the board (also at the end of a replay: the result, with New
// game and Title screen; the games' screens show the board again on B),
// unless the player put it aside.
func (pc *Play) EndPanelShown() bool {
	return pc.Match.State().ToMove() == rules.Nobody && !pc.EndAside()
}

// EndAside reports whether the game is over and the player put the end
// panel aside (×, or a game's Show board or B) to see the final position:
// until they bring it back or the game changes.
func (pc *Play) EndAside() bool {
	return pc.Match.State().ToMove() == rules.Nobody && pc.endHidden == len(pc.Match.History())+1
}

// SetEndAside puts the end panel aside, or brings it back: one state for
// ×, Results and a game's own Show board, so that they never disagree.
func (pc *Play) SetEndAside(aside bool) {
	pc.endHidden = 0
	if aside {
		pc.endHidden = len(pc.Match.History()) + 1
	}
}

// resultTitle says who won; drawn every frame once the game is over, it is
// made once (again after an undo or a change of language).
func (pc *Play) resultTitle() string {
	key := [5]int{len(pc.Match.History())}
	if pc.result.key == key && pc.result.lang == lang.Gen && pc.result.title != "" {
		return pc.result.title
	}
	pc.result = bannerText{key: key, lang: lang.Gen, title: pc.makeResultTitle()}
	return pc.result.title
}

func (pc *Play) makeResultTitle() string {
	var winners []string
	for seat, r := range pc.Match.State().Outcome().Ranks {
		if r == 1 {
			winners = append(winners, pc.SeatName(seat))
		}
	}
	switch {
	case len(winners) == 1:
		return fmt.Sprintf(lang.T("%s wins!"), winners[0])
	case len(winners) > 1:
		return "Shared first place!"
	}
	return "Game over"
}

// rankRow orders seats by rank, then seat, for the end panel.
func (pc *Play) rankRow(ranks []int, seat int) int {
	row := 0
	for s, r := range ranks {
		if r < ranks[seat] || (r == ranks[seat] && s < seat) {
			row++
		}
	}
	return row
}

// endPanelBox is where the end panel stands: over the board, its
// buttons in a row, or one under another on a narrow screen.
func (pc *Play) endPanelBox() (x, y, w, h float32) {
	n := len(pc.Match.Setup().Seats)
	w = pc.endW()
	top, pitch := pc.endRowPitch()
	h = top + float32(n)*pitch + 20
	h += float32(len(pc.endRows())) * 56
	b := pc.Lay.Board
	if b.W == 0 {
		b = ui.ScreenRect()
	}
	cx := min(max(b.CX(), float64(w/2+Margin())), float64(float32(ui.ViewW)-w/2-Margin()))
	y = max(Margin(), min(float32(ui.ViewH)/2-h/2, float32(ui.ViewH)-h-Margin()))
	if top, bottom := pc.endRoom(); top > Margin() || bottom < float32(ui.ViewH)-Margin() {
		// Above or under a replay's bar (endRoom), in the middle.
		y = max(top, top+(bottom-top-h)/2)
	}
	return float32(cx) - w/2, y, w, h
}

// endW is the end panel's width: up to 560, and in a replay on a wide
// screen no wider than the board, so that it leaves the panel's row of
// the replay's buttons beside the board in view.
func (pc *Play) endW() float32 {
	w := min(560, float32(ui.ViewW)-2*Margin())
	if b := pc.Lay.Board; pc.Replay != nil && pc.Lay.Bar.H > 0 && !pc.Lay.Tall && b.W >= 360 {
		w = min(w, b.W)
	}
	return w
}

// endRoom is the part of the screen's height the end panel may take: all
// of it, or, in a replay, the larger part above or under the replay's bar
// (and above the row the bar leaves to the game's own buttons). Over the
// bar, which stands over the board on a phone, the bar hid the result.
func (pc *Play) endRoom() (top, bottom float32) {
	top, bottom = Margin(), float32(ui.ViewH)-Margin()
	bar := pc.Lay.Bar
	if pc.Replay == nil || bar.H == 0 {
		return top, bottom
	}
	belowTop, belowBottom := bar.Bottom()+Margin(), bottom
	if sp := pc.Lay.Spare; sp.H > 0 && sp.Y >= bar.Bottom() {
		belowBottom = sp.Y - Margin()
	}
	if above := bar.Y - Margin(); above-top >= belowBottom-belowTop {
		return top, above
	}
	return belowTop, belowBottom
}

// EndPanelBox is where the end panel stands now (a screen puts what it
// shows beside the ranking, where there is room).
func (pc *Play) EndPanelBox() ui.Rect {
	x, y, w, h := pc.endPanelBox()
	return ui.Rect{X: x, Y: y, W: w, H: h}
}

// endRowPitch is where the end panel's first ranking row stands and how
// far apart the rows are: closer on a short screen (a phone held
// sideways).
func (pc *Play) endRowPitch() (top, pitch float32) {
	n := float32(len(pc.Match.Setup().Seats))
	rows := float32(len(pc.endRows())) * 56
	top0, bottom := pc.endRoom()
	if free := bottom - top0; 100+n*52+20+rows > free {
		// Six seats on a phone held sideways: as close as they fit.
		return 82, max(26, min(36, float32(int((free-82-20-rows)/n))))
	}
	return 100, 52
}

// endRows are the end panel's rows of buttons: New game, Watch replay
// (not in a replay), Title screen and Review this game.
func (pc *Play) endRows() [][]*ui.Button {
	wide := pc.endW() >= 540
	switch {
	case pc.Replay == nil && wide:
		return [][]*ui.Button{{&pc.EndNew, &pc.EndWatch, &pc.EndTitle}, {&pc.EndReview}}
	case pc.Replay == nil:
		return [][]*ui.Button{{&pc.EndNew, &pc.EndWatch}, {&pc.EndTitle, &pc.EndReview}}
	case wide:
		return [][]*ui.Button{{&pc.EndNew, &pc.EndReview, &pc.EndTitle}}
	}
	return [][]*ui.Button{{&pc.EndNew, &pc.EndTitle}, {&pc.EndReview}}
}

func (pc *Play) LayoutEnd() {
	x, y, w, h := pc.endPanelBox()
	pc.EndNew = ui.Button{Label: "New game", Primary: true}
	pc.EndWatch = ui.Button{Label: "Watch replay"}
	pc.EndTitle = ui.Button{Label: "Title screen"}
	pc.EndReview = ui.Button{Label: "Review this game"}
	pc.endHide = ui.Button{Label: "×"}
	ui.Rect{X: x + w - endHideW, Y: y + 8, W: 44, H: 44}.Button(&pc.endHide)
	rows := pc.endRows()
	area := ui.Rect{X: x + 16, Y: y + h - 16 - float32(len(rows))*56 + 8, W: w - 32, H: float32(len(rows)) * 56}
	for _, row := range rows {
		var r ui.Rect
		r, area = area.CutTop(56)
		r.H = 46
		if len(row) == 1 {
			r = r.Centered(min(240, r.W), 46)
		}
		for i, c := range r.Columns(len(row), 8) {
			c.Button(row[i])
		}
	}
}

// endButtons handles the end panel's buttons.
func (pc *Play) endButtons(in *ui.Input) {
	if !pc.endSounded {
		pc.endSounded = true
		pc.App.Sfx(assets.SoundEnd)
	}
	pc.LayoutEnd()
	switch {
	case pc.endHide.Clicked(in):
		pc.SetEndAside(true)
	case pc.EndNew.Clicked(in), in.Key(ebiten.KeyEnter):
		pc.App.Switch(pc.App.NewGame(pc.Match.Setup().Game))
	case pc.Replay == nil && (pc.EndWatch.Clicked(in) || in.Key(ebiten.KeyR)):
		rec, err := pc.Match.Record()
		if err == nil {
			var v ui.Scene
			if v, err = pc.App.Replay(rec, false); err == nil {
				pc.App.Switch(v)
				return
			}
		}
		pc.Say(true, "%v", err)
	case pc.EndReview.Clicked(in):
		if pc.Replay != nil {
			pc.Replay.Review()
			return
		}
		rec, err := pc.Match.Record()
		if err == nil {
			var v ui.Scene
			if v, err = pc.App.Replay(rec, true); err == nil {
				pc.App.Switch(v)
				return
			}
		}
		pc.Say(true, "%v", err)
	case pc.EndTitle.Clicked(in):
		pc.App.Switch(pc.App.Title())
	}
}

func Ordinal(n int) string {
	switch n {
	case 1:
		return lang.T("1st")
	case 2:
		return lang.T("2nd")
	case 3:
		return lang.T("3rd")
	}
	return fmt.Sprintf(lang.T("%dth"), n)
}

// ReplayBanner is the turn banner's text in a replay: the move on the board.
func (pc *Play) ReplayBanner() (string, string) {
	n := len(pc.Match.History())
	if n == 0 || n > len(pc.Replay.Log) {
		return "Replay", "the start of the game"
	}
	e := pc.Replay.Log[n-1]
	if n <= len(pc.Replay.said) && pc.Replay.said[n-1] != "" {
		return "Replay", fmt.Sprintf(lang.T("move %d: %s"), n, pc.Replay.said[n-1])
	}
	if e.seat < 0 {
		return "Replay", fmt.Sprintf(lang.T("move %d: chance: %s"), n, e.Text)
	}
	return "Replay", fmt.Sprintf(lang.T("move %d: %s played %s"), n, pc.SeatName(e.seat), e.Text)
}

// askHint starts the hint bot on the position of the person to move.
func (pc *Play) askHint() {
	if !pc.Human(pc.Match.State().ToMove()) {
		return
	}
	if pc.hintBot == nil {
		pc.hintBot = ai.NewHint(pc.Match.Setup().Seed ^ 0x4b1d)
	}
	if !pc.Sess.AskHint(pc.hintBot) {
		if !pc.Sess.Hinting() {
			// Thought of already for this position (asked before an Undo
			// came back to it): said again, as asked.
			pc.sayHint()
		}
		return
	}
	pc.hintAsked, pc.hintPos = true, pc.Match.State().Hash()
	pc.Say(false, "Thinking of a hint…")
}

// Hinting reports whether a hint is being thought of.
func (pc *Play) Hinting() bool { return pc.Sess.Hinting() }

// Hint is the hint for the current position, or nil: shown once asked
// for here.
func (pc *Play) Hint() rules.Move {
	if pc.hintShown != len(pc.Match.History())+1 {
		return nil
	}
	return pc.Sess.Hint()
}

// TrackLogHover notes which move of the log the pointer is on.
func (pc *Play) TrackLogHover(in *ui.Input) {
	pc.HoverLog = -1
	n := len(pc.Log)
	if pc.Replay != nil {
		n = len(pc.Replay.Log)
	}
	if in.Touch {
		// A finger does not hover: a tap on a move in the log marks it on
		// the board until the next tap.
		if in.Pressed {
			i := pc.LogEntryAt(in.X, in.Y)
			if i >= 0 && i < n && i+1 != pc.pinnedLog {
				pc.pinnedLog = i + 1
			} else {
				pc.pinnedLog = 0
			}
		}
		if pc.pinnedLog > n {
			pc.pinnedLog = 0
		}
		pc.HoverLog = pc.pinnedLog - 1
		return
	}
	// The mouse points; a move picked on the log sheet stays marked until
	// the next click.
	if in.Pressed || pc.pinnedLog > n {
		pc.pinnedLog = 0
	}
	pc.HoverLog = pc.pinnedLog - 1
	if i := pc.LogEntryAt(in.X, in.Y); i >= 0 && i < n {
		pc.HoverLog = i
	}
}

// HoveredLogText is the notation of the log entry under the pointer.
func (pc *Play) HoveredLogText() (string, bool) {
	entries := pc.Log
	if pc.Replay != nil {
		entries = pc.Replay.Log
	}
	if pc.HoverLog < 0 || pc.HoverLog >= len(entries) {
		return "", false
	}
	return entries[pc.HoverLog].Text, true
}

// HoveredLogMove is the move of the log entry under the pointer: the
// screens mark on the board the places it touches.
func (pc *Play) HoveredLogMove() (rules.Move, bool) {
	entries := pc.Log
	if pc.Replay != nil {
		entries = pc.Replay.Log
	}
	if pc.HoverLog < 0 || pc.HoverLog >= len(entries) || entries[pc.HoverLog].Move == nil {
		return nil, false
	}
	return entries[pc.HoverLog].Move, true
}

// Ghost is the better move a game review shows on the board (nil: none),
// with its words ("best · 61%"): each game draws the places it touches,
// as for a move of the log, in the ghost's style.
func (pc *Play) Ghost() (rules.Move, string) {
	if pc.Replay == nil {
		return nil, ""
	}
	return pc.Replay.Ghost, pc.Replay.GhostText
}
