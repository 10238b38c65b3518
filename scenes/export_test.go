package scenes

import (
	"io/fs"

	"outback/net"
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/lang"
	"outback/scenes/menus"
	"outback/scenes/play"
	"outback/scenes/replay"
	"outback/scenes/ui"
)

// What the tests of package scenes_test (which, unlike this package, may
// import the game screens) need to see inside.

var (
	GermanWords  = lang.GermanWords
	SettingsY    = menus.SettingsY
	AutosaveName = autosaveName
	LANSaveName  = lanSaveName
	// LANSessionName keeps how to find a cut-off LAN game.
	LANSessionName = lanSessionName
	BotPause       = play.BotPause
	OpenPlay       = openPlay
)

// Dictionary is the current language's dictionary (nil for English).
func Dictionary() map[string]string { return lang.Dictionary }

// PlayOf is the play screen under a game's screen.
func PlayOf(s ui.Scene) *play.Play { return s.(play.Replayable).Core() }

// StepAfterPause runs the session's tick as if a bot's pause had passed.
func StepAfterPause(pc *play.Play) {
	pc.Step()
	pc.App.(*App).tick += play.BotPause + 1
}

// RulesGames are the games of the rules screen's pages, in order.
func RulesGames() []string {
	var g []string
	for _, p := range menus.RulesPages {
		g = append(g, p.Game)
	}
	return g
}

// Dropped opens files dropped on the window.
func (a *App) Dropped(files fs.FS) { a.dropped(files) }

// ReplayBanner is the banner's words in a replay.
func ReplayBanner(pc *play.Play) (string, string) { return pc.ReplayBanner() }

// EndPanelShown reports whether the end panel covers the board.
func EndPanelShown(pc *play.Play) bool { return pc.EndPanelShown() }

// EndButtons are the end panel's New game, Watch replay and Title screen.
func EndButtons(pc *play.Play) (ui.Button, ui.Button, ui.Button) {
	pc.LayoutEnd()
	return pc.EndNew, pc.EndWatch, pc.EndTitle
}

// SetJoinText types text into the join-link screen (tests cannot type
// through Ebitengine's input characters).
func SetJoinText(j *lan.JoinLink, text string) { j.Text = []rune(text) }

// SetSeatKinds sets the New game screen's seat kinds ("" closes a seat).
func SetSeatKinds(s *menus.NewGame, kinds ...string) {
	for i := range s.Kinds {
		s.Kinds[i] = ""
		if i < len(kinds) {
			s.Kinds[i] = kinds[i]
		}
	}
}

// HostLink is the link a hosting join screen shares.
func HostLink(s ui.Scene) string {
	if j, ok := s.(*lan.Join); ok && j.Host != nil {
		return j.Host.ShareURL()
	}
	return ""
}

// DropLAN cuts the window's connection to its LAN host, as a network
// failure would.
func DropLAN(a *App) { a.LAN().Game.Current().Close() }

// LANTrouble reports whether the play screen says the connection is lost,
// and its message.
func LANTrouble(a *App) (bool, string) {
	pc := PlayOf(a.scenes.cur)
	return pc.LANTrouble, pc.Msg
}

// EndHosting closes the game a test window hosts, so it is no longer
// announced to the tests that follow.
func EndHosting(a *App) {
	if a.LAN().Hosted != nil {
		a.LAN().Hosted.Close()
		a.LAN().Hosted = nil
	}
}

// LANAway is the LAN seats the play screen shows as away.
func LANAway(a *App) []int { return append([]int(nil), PlayOf(a.scenes.cur).LANAway...) }

// PlayNow plays mv as the person at this window (on the game loop).
func PlayNow(a *App, mv rules.Move) error {
	_, err := PlayOf(a.scenes.cur).PlayMove(mv)
	return err
}

// History is the number of moves the window's play screen has.
func History(a *App) int { return len(PlayOf(a.scenes.cur).Match.History()) }

// UndoAsked reports whether the window shows another player's request.
func UndoAsked(a *App) bool {
	_, ok := PlayOf(a.scenes.cur).UndoQuestion()
	return ok
}

// HostGone reports whether the window's LAN game has been without its host
// for a while.
func HostGone(a *App) bool { return a.LAN().Game != nil && a.LAN().Game.HostGone() }

// SeatKinds are the New game screen's seat kinds ("" a closed seat).
func SeatKinds(s *menus.NewGame) []string { return append([]string(nil), s.Kinds...) }

// SeatButton is the button of seat i's kind.
func SeatButton(s *menus.NewGame, i int) ui.Button { return s.SeatBtns[i].Button }

// OptionHelp is what the New game screen says under option key.
func OptionHelp(s *menus.NewGame, key string) string {
	for i, o := range s.Game.Options {
		if o.Key == key {
			return s.OptionHelp(i)
		}
	}
	return ""
}

// JoinStatus is what the join screen says of where joining stands, and
// whether it shows it as a problem.
func JoinStatus(s ui.Scene) (string, bool) { return s.(*lan.Join).StatusText() }

// Successors is the number of successors the window's LAN game knows.
func Successors(a *App) int {
	if a.LAN().Game == nil {
		return 0
	}
	return len(a.LAN().Game.Current().Succession().Hosts)
}

// Hosting reports whether the window hosts the LAN game it shows.
func Hosting(a *App) bool {
	pc := PlayOf(a.scenes.cur)
	return pc != nil && pc.Hosting()
}

// HostedLink is the link of the game the window hosts.
func HostedLink(a *App) string {
	if a.LAN().Hosted == nil {
		return ""
	}
	return a.LAN().Hosted.ShareURL()
}

// HostingNow reports whether the window hosts a game now.
func HostingNow(a *App) bool { return a.LAN().Hosted != nil }

// LobbyName is seat's name in the join screen's lobby.
func LobbyName(s ui.Scene, seat int) string {
	j, ok := s.(*lan.Join)
	if !ok || j.Peer == nil || seat >= len(j.Peer.Lobby().Seats) {
		return ""
	}
	return j.Peer.Lobby().Seats[seat].Name
}

// RestCounts are the frames drawn and left as they were so far.
func RestCounts(a *App) (draws, skips int) { return a.rest.draws, a.rest.skips }

// JoinStartAs opens the join screen for a link as a player who gives name.
func JoinStartAs(link, name string) func(a *App) ui.Scene {
	return func(a *App) ui.Scene { return lan.JoinOthers(a, net.JoinConfig{URL: link, Name: name}) }
}

// ReviewOnePerTick makes reviews search one position a tick, with the
// given playouts; it returns the function that puts things back.
func ReviewOnePerTick(playouts int) func() {
	old := replay.ReviewPlayouts
	replay.ReviewPlayouts, replay.ReviewOnePerTick = playouts, true
	return func() { replay.ReviewPlayouts, replay.ReviewOnePerTick = old, false }
}

// ReviewStatus is the review card's status and its sentence about the
// move shown.
func ReviewStatus(v *replay.Viewer) (string, string) {
	status, sentence, _ := v.CardText()
	return status, sentence
}

// ReviewRows are the review card's lines for the seats.
func ReviewRows(v *replay.Viewer) []string {
	_, _, rows := v.CardText()
	return rows
}

// LogMarks are the review's marks in the move list.
func LogMarks(v *replay.Viewer) []uint8 {
	var out []uint8
	for _, e := range v.Play().Replay.Log {
		out = append(out, e.Mark)
	}
	return out
}

// EndReviewButton is where the end panel's Review this game button is.
func EndReviewButton(pc *play.Play) (x, y int) {
	pc.LayoutEnd()
	return pc.EndReview.X + pc.EndReview.W/2, pc.EndReview.Y + pc.EndReview.H/2
}

// NameButton is the button of seat i's name.
func NameButton(s *menus.NewGame, i int) ui.Button { return s.NameBtns[i] }

// ForgetFrames makes the program's next frame its first again, with no
// night backdrop painted yet and the scenery put off as the program puts
// it off (drawNight); undo puts things back.
func ForgetFrames() (undo func()) {
	ui.ResetFrames()
	ui.FirstFrameFirst = true
	return func() { ui.FirstFrameFirst = false }
}

// SetOnRest sets what the app tells when its picture settles or comes
// alive (Options.OnRest).
func SetOnRest(a *App, f func(resting bool)) { a.onRest = f }

// ReviewCard is where the replay's review card stands now.
func ReviewCard() ui.Rect { return replay.ReviewCard() }

// GermanTexts is every text of the German dictionaries, English and German.
func GermanTexts() []string {
	var out []string
	for _, d := range []map[string]string{lang.GermanWords, lang.GermanNotation, lang.GermanActionTiles} {
		for k, v := range d {
			out = append(out, k, v)
		}
	}
	return out
}

// HintText is hintText, for the tests.
var HintText = lang.HintText
