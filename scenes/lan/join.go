package lan

import (
	"context"
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/net"
	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/play"
	"outback/scenes/ui"
	"outback/sprites"
)

// LANKind is a seat left open for a player on the LAN (New game).
const LANKind = net.LANSeat

// Where a window announces the game it hosts, and where its Join screen
// listens for others'.
const (
	LANBroadcast = net.BroadcastAddr
	LANListen    = net.DiscoverAddr
)

// Join is the join screen.
type Join struct {
	app   App
	link  string
	watch bool

	cancel  context.CancelFunc
	joined  chan joinResult
	Peer    *net.Peer
	problem string
	// Host is the game this window hosts, if it does (closed on Back),
	// and its link as a QR code.
	Host  play.HostCloser
	QR    *ebiten.Image
	NoWeb bool // the host has no browser build to serve
	// AnnounceErr is why the game could not be announced on the LAN.
	AnnounceErr error
	// Addrs are this computer's LAN addresses when it has several (the
	// host picks the one its link names: addrBtn), addrAt the one in use.
	Addrs   []string
	addrAt  int
	addrBtn ui.Button
	// SeatBtns: the host frees the others' LAN seats or gives them to a
	// computer player; sitBtns: a joining player moves to an open seat.
	SeatBtns, SitBtns []seatButtons

	BackBtn, WatchBtn ui.Button
	// NameBtn shows the joining player's name; while naming, they type
	// it (asked at once when they have never given one).
	NameBtn ui.Button
	naming  bool
	name    []rune
	// asking: the player gives their name before the window joins with
	// pending (joinBtn joins).
	asking  bool
	pending net.JoinConfig
	JoinBtn ui.Button

	// sc scrolls the panel's content above its buttons when the screen is
	// too short for it; nameRect is the name field, where a phone's page
	// lays its text input.
	sc       ui.Scroller
	nameRect ui.Rect
}

type joinResult struct {
	cl  *net.Client
	err error
}

// seatButtons are the host's buttons on one LAN seat of the lobby.
type seatButtons struct {
	Seat           int
	Free, Computer ui.Button
}

func NewJoin(a App, link string, watch bool) *Join {
	return JoinOthers(a, net.JoinConfig{URL: link, Watch: watch})
}

// JoinOthers joins a game another computer hosts: this window offers to
// host it should that computer go away. The player's name is the one they
// gave last time; a player who never gave one is asked in the lobby.
func JoinOthers(a App, cfg net.JoinConfig) *Join {
	a.Offer(&cfg)
	if cfg.Name == "" {
		cfg.Name = a.Settings().PlayerName
	}
	if cfg.Name != "" || cfg.Watch {
		j := StartJoin(a, cfg)
		j.name = []rune(cfg.Name)
		return j
	}
	// Asked first: the game may start the moment this player sits down.
	j := newJoinScreen(a, cfg.URL, false)
	j.asking, j.naming, j.pending = true, true, cfg
	j.JoinBtn = ui.Button{Label: "Join", Primary: true}
	return j
}

// StartJoin connects with cfg in the background and shows the join screen.
func StartJoin(a App, cfg net.JoinConfig) *Join {
	return StartJoinBy(a, cfg.URL, cfg.Watch, func(ctx context.Context) (*net.Client, error) { return net.JoinAny(ctx, cfg) })
}

// StartJoinBy shows the join screen while connect finds the game in the
// background.
func StartJoinBy(a App, link string, watch bool, connect func(context.Context) (*net.Client, error)) *Join {
	j := newJoinScreen(a, link, watch)
	j.connect(connect)
	return j
}

// newJoinScreen is the join screen before it connects.
func newJoinScreen(a App, link string, watch bool) *Join {
	j := &Join{app: a, link: link, watch: watch, joined: make(chan joinResult, 1), cancel: func() {}}
	j.WatchBtn = ui.Button{Label: "Watch instead"}
	j.BackBtn = ui.Button{Label: "Back"}
	return j
}

// connect finds the game in the background (it waits on the network: off
// the game loop).
func (j *Join) connect(connect func(context.Context) (*net.Client, error)) {
	ctx, cancel := context.WithCancel(context.Background())
	j.cancel = cancel
	go func() {
		cl, err := connect(ctx)
		j.joined <- joinResult{cl, err}
	}()
}

// Name implements Named.
func (j *Join) Name() string { return "join" }

// Status implements the tests' status line.
func (j *Join) Status() string {
	switch {
	case j.problem != "":
		return "join=failed"
	case j.asking:
		return "join=naming;name=" + string(j.name)
	case j.Peer == nil:
		return "join=connecting"
	}
	return fmt.Sprintf("join=lobby;seat=%d;hosting=%v;naming=%v;seats=%s;name=%s", j.Peer.Seat(), j.Host != nil, j.naming, lobbyLine(j.Peer.Lobby()), string(j.name))
}

// Update implements Scene.
func (j *Join) Update(in *ui.Input) {
	if j.asking {
		j.askName(in)
		return
	}
	select {
	case r := <-j.joined:
		if r.err != nil {
			j.problem = r.err.Error()
		} else {
			j.Peer = play.NewPeer(r.cl)
			j.link = r.cl.Link() // where the game was found
			// A server table's seat is kept from the start: its player may
			// shut the window before the others come.
			j.app.KeepSeat(j.link, r.cl.Code, r.cl.Token, r.cl.Seat)
		}
	default:
	}
	if j.Peer != nil && j.problem == "" {
		if err := j.Peer.Err(); err != nil {
			j.problem = err.Error()
		} else if rec, _ := j.Peer.Game(); rec != nil {
			j.start(rec)
			return
		}
	}
	j.SeatButtons()
	j.Layout(nil)
	in = j.sc.Input(in)
	if j.pickSeat(in) {
		return
	}
	j.hostSeats(in)
	if j.Host != nil && len(j.Addrs) > 1 && j.addrBtn.Clicked(in) {
		j.addrAt = (j.addrAt + 1) % len(j.Addrs)
		j.Host.SetShareAddr(j.Addrs[j.addrAt])
		j.shareChanged()
	}
	if j.nameInput(in) {
		return
	}
	switch {
	case j.BackBtn.Clicked(in), in.Key(ebiten.KeyEscape):
		j.leave()
		j.app.Switch(j.app.Title())
	case j.canWatch() && j.WatchBtn.Clicked(in):
		j.leave()
		j.app.Switch(NewJoin(j.app, j.link, true))
	}
}

// canWatch: the player may watch instead of playing — the game was full,
// or they have a seat in the lobby and would rather not.
func (j *Join) canWatch() bool {
	return j.full() || (j.Host == nil && j.Peer != nil && j.problem == "" && j.Peer.Seat() >= 0)
}

// SeatButtons makes the lobby's buttons for its seats as they are now
// (layout places them): a joining player's "Sit here" on every open LAN
// seat but their own; the host's Free and Computer on every LAN seat but
// the host's.
func (j *Join) SeatButtons() {
	j.SitBtns, j.SeatBtns = j.SitBtns[:0], j.SeatBtns[:0]
	if j.Peer == nil || j.problem != "" {
		return
	}
	for i, s := range j.Peer.Lobby().Seats {
		switch {
		case s.Kind != net.RemoteKind || i == j.Peer.Seat():
		case j.Host != nil:
			j.SeatBtns = append(j.SeatBtns, seatButtons{Seat: i,
				Free:     ui.Button{Label: "Free", Disabled: !s.Taken},
				Computer: ui.Button{Label: "Computer"}})
		case !s.Taken:
			j.SitBtns = append(j.SitBtns, seatButtons{Seat: i, Free: ui.Button{Label: "Sit here"}})
		}
	}
}

// pickSeat handles the "Sit here" buttons of a joining player's lobby: any
// open LAN seat can be theirs instead. It reports whether the player moved.
func (j *Join) pickSeat(in *ui.Input) bool {
	for _, b := range j.SitBtns {
		if b.Free.Clicked(in) {
			j.leave()
			cfg := net.JoinConfig{URL: j.link, SeatWanted: b.Seat + 1, Name: string(j.name)}
			if j.serverTable() && j.Peer != nil {
				cfg.Token = j.Peer.Token() // a server moves the seat this token holds
			}
			j.app.Switch(JoinOthers(j.app, cfg))
			return true
		}
	}
	return false
}

// hostSeats handles the host's seat buttons: every LAN seat but the
// host's own can be freed (when someone took it) or given to a computer
// player.
func (j *Join) hostSeats(in *ui.Input) {
	if j.Host == nil || j.Peer == nil {
		return
	}
	for k := range j.SeatBtns {
		b := &j.SeatBtns[k]
		var err error
		switch {
		case b.Free.Clicked(in):
			err = j.Host.FreeSeat(b.Seat)
		case b.Computer.Clicked(in):
			err = j.Host.GiveToComputer(b.Seat, ai.DefaultLevel)
		}
		if err != nil {
			j.problem = err.Error()
		}
	}
}

// serverTable reports whether the game is a server's table (its join
// code is longer than a LAN host's): no host at the table, seats kept.
func (j *Join) serverTable() bool {
	_, code, _ := strings.Cut(j.link, "join=")
	code, _, _ = strings.Cut(code, "&")
	return len(code) >= net.ServerCodeLen
}

// full reports whether the host turned this peer away for want of a seat.
func (j *Join) full() bool { return strings.Contains(j.problem, "the game is full") }

func (j *Join) leave() {
	ui.PageFieldHide()
	j.cancel()
	if j.Peer != nil {
		j.Peer.Close()
	}
	if j.Host != nil {
		j.Host.Close()
	}
}

// start opens the play screen on the host's game.
func (j *Join) start(rec *rules.Record) {
	m, err := rules.Resume(rec)
	if err != nil {
		j.problem = err.Error()
		return
	}
	a := j.app
	a.LAN().Game = &play.LANGame{Link: j.link, Peer: j.Peer, Match: m, Find: func() (play.LANFinder, error) { return a.Discover() }}
	if j.Host == nil {
		a.LAN().Game.Offer = a.Offer // a window that hosts does not stand by for itself
	}
	ui.PageFieldHide()
	sc, err := j.app.OpenPlay(m)
	if err != nil {
		j.problem = err.Error()
		return
	}
	j.app.Switch(sc)
}

// Draw implements Scene.
func (j *Join) Draw(dst *ebiten.Image) {
	ui.DrawNight(dst)
	sprites.Rect(dst, 0, 0, float32(ui.ViewW), float32(ui.ViewH), color.RGBA{0x10, 0x0c, 0x08, 0x90})
	j.LayoutName()
	j.SeatButtons()
	j.Layout(dst)
}

// The join screen's panel in the wide arrangement, and the host's wider
// one (the QR code beside the seats).
const (
	joinPanelW, hostLobbyW = 660, 900
	joinFieldW             = 440 // the name field
	joinBtnW               = 340 // the buttons at the foot
)

// Layout places the screen's parts for the screen's size and, given dst,
// draws them: once with the content at the top to measure it, then where
// it goes (scrolled when the screen is too short for it).
func (j *Join) Layout(dst *ebiten.Image) {
	foot := []*ui.Button{&j.BackBtn}
	switch {
	case j.asking:
		foot = []*ui.Button{&j.JoinBtn, &j.BackBtn}
	case j.canWatch():
		foot = []*ui.Button{&j.WatchBtn, &j.BackBtn}
	}
	pw := float32(joinPanelW)
	switch {
	case j.Host != nil:
		pw = hostLobbyW
	case j.sideBySide():
		pw = ui.PanelSideW
	}
	ui.ScrollPanel(dst, pw, joinBtnW, &j.sc, j.content, foot...)
}

// content lays out (and, given dst, draws) the panel's content down f.
func (j *Join) content(f *ui.Flow, dst *ebiten.Image) {
	sc := &j.sc
	put := func(b ui.TextBlock) {
		if dst != nil {
			b.Draw(dst, sc)
		}
	}
	btn := func(r ui.Rect, b *ui.Button) {
		sc.Place(r, b)
		if dst != nil {
			sc.DrawBtn(dst, b)
		}
	}
	if j.Host != nil {
		j.hostContent(f, dst, put, btn)
		return
	}
	title := "Join a game on the LAN"
	if j.serverTable() {
		title = "Join a table online"
	}
	put(f.Text(lang.T(title), ui.PanelTitleSize(), true, sprites.Ink, sprites.Center))
	f.Skip(4)
	put(f.Text(hostOf(j.link), 17, false, sprites.InkSoft, sprites.Center))
	f.Skip(12)
	if j.asking {
		put(f.Text(lang.T("What is your name? The others see it at your seat."), 19, false, sprites.Ink, sprites.Center))
		f.Skip(12)
		j.nameField(f, btn)
		f.Skip(4)
		put(f.Text(lang.T("Type your name, then Enter"), 15, false, sprites.InkSoft, sprites.Center))
		return
	}
	// On a low wide screen the seats stand right of the rest.
	info, seats := f, f
	if j.sideBySide() {
		info, seats = f.Split((f.W-24)/2, 24)
		defer f.Join(info, seats)
	}
	put(j.status(info))
	if j.canName() {
		info.Skip(10)
		j.nameField(info, btn)
		if j.naming {
			info.Skip(4)
			put(info.Text(lang.T("Type your name, then Enter"), 15, false, sprites.InkSoft, sprites.Center))
		}
	}
	if j.Peer == nil || j.problem != "" {
		return
	}
	if !j.sideBySide() {
		f.Skip(16)
	}
	sitW := min(float32(150), seats.W/3)
	for i, s := range j.Peer.Lobby().Seats {
		r := seats.Take(ui.PanelRowH)
		sit, rest := r.CutRight(sitW)
		stateX := float64(rest.Right() - 16)
		state := seatState(s)
		nameW := float64(rest.W) - 16 - sprites.TextWidth(lang.T(state), 19, false) - 12
		if dst != nil && sc.ShowsY(r.CY()) {
			name := fmt.Sprintf("%d. %s", i+1, s.Name)
			if i == j.Peer.Seat() {
				name += lang.T(" (you)")
			}
			sprites.Text(dst, ui.FitText(name, 19, i == j.Peer.Seat(), nameW), 19, i == j.Peer.Seat(), float64(r.X), r.CY(), sprites.Ink, sprites.Left)
			sprites.Text(dst, state, 19, false, stateX, r.CY(), sprites.InkSoft, sprites.Right)
		}
		for k := range j.SitBtns {
			if j.SitBtns[k].Seat == i {
				btn(sit.Centered(sit.W, ui.PanelSmallH), &j.SitBtns[k].Free)
			}
		}
	}
}

// sideBySide: a joining player's lobby on a low wide screen puts the seats
// beside the rest.
func (j *Join) sideBySide() bool {
	return ui.PanelSideBySide() && j.Host == nil && !j.asking && j.Peer != nil && j.problem == ""
}

// nameField places the name field (the name typed so far) in f.
func (j *Join) nameField(f *ui.Flow, btn func(ui.Rect, *ui.Button)) {
	r := f.Take(ui.PanelBtnH)
	j.nameRect = r.Centered(min(joinFieldW, r.W), r.H)
	btn(j.nameRect, &j.NameBtn)
}

// status is where joining stands, wrapped in f's width.
func (j *Join) status(f *ui.Flow) ui.TextBlock {
	text, bad := j.StatusText()
	c := sprites.Ink
	switch {
	case bad:
		c = sprites.Bad
	case j.Peer == nil && j.problem == "":
		c = sprites.InkSoft
	}
	return f.Text(text, 19, false, c, sprites.Center)
}

// hostContent is the lobby of the game this window hosts: the link and its
// QR code to share, and the seats with the host's buttons. On a wide
// screen the QR code stands beside the seats; on a narrow one everything
// is one column.
func (j *Join) hostContent(f *ui.Flow, dst *ebiten.Image, put func(ui.TextBlock), btn func(ui.Rect, *ui.Button)) {
	sc := &j.sc
	// On a low wide screen the QR code stands right of everything else.
	qrW := ui.QrSide(min(f.W, 220))
	split := ui.PanelSideBySide() && f.W >= 640
	if split {
		text, right := f.Split(f.W-qrW-30, 30)
		defer f.Join(text, right)
		j.drawQRIn(right, dst, put)
		f = text
	}
	put(f.Text(lang.T("Your game on the LAN"), ui.PanelTitleSize(), true, sprites.Ink, sprites.Center))
	f.Skip(8)
	put(f.Text(lang.T("You host this game. The others open this link (or type it in Join a LAN game):"), 17, false, sprites.InkSoft, sprites.Center))
	f.Skip(4)
	url := j.Host.ShareURL()
	size := ui.FitSize(url, 22, 14, true, float64(f.W))
	put(f.Text(url, size, true, sprites.Ink, sprites.Center))
	f.Skip(4)
	put(f.Text(fmt.Sprintf(lang.T("Join code: %s"), j.Host.Code()), 17, false, sprites.InkSoft, sprites.Center))
	switch {
	case j.Host.OnlyLoopback():
		put(f.Text(lang.T("This computer has no LAN address: phones cannot reach 127.0.0.1."), 15, false, sprites.Bad, sprites.Center))
	case j.AnnounceErr != nil:
		put(f.Text(lang.T("Not announced on the LAN: the others type the link."), 15, false, sprites.Bad, sprites.Center))
	}
	if len(j.Addrs) > 1 {
		f.Skip(8)
		j.addrBtn.Label = fmt.Sprintf(lang.T("Another network (%d of %d)"), j.addrAt+1, len(j.Addrs))
		r := f.Take(ui.PanelSmallH)
		btn(r.Centered(min(r.W, float32(sprites.TextWidth(j.addrBtn.Label, 20, true))+40), r.H), &j.addrBtn)
	}
	f.Skip(16)
	// The QR code: a column of its own on the right of a wide panel, or in
	// the one column.
	seats := *f
	switch {
	case split:
		defer func() { f.Y = seats.Y }()
	case f.W >= 720:
		right := ui.Flow{X: f.X + f.W - qrW, W: qrW, Y0: f.Y, Y: f.Y}
		j.drawQRIn(&right, dst, put)
		seats = ui.Flow{X: f.X, W: f.W - qrW - 30, Y0: f.Y, Y: f.Y}
		defer func() { f.Y = max(seats.Y, right.Y) }()
	default:
		j.drawQRIn(f, dst, put)
		f.Skip(16)
		seats = *f
		defer func() { f.Y = seats.Y }()
	}
	put(j.status(&seats))
	if j.Peer == nil || j.problem != "" {
		return
	}
	seats.Skip(12)
	oneLine := seats.W >= 560
	for i, s := range j.Peer.Lobby().Seats {
		var b *seatButtons
		for k := range j.SeatBtns {
			if j.SeatBtns[k].Seat == i {
				b = &j.SeatBtns[k]
			}
		}
		var line, btns ui.Rect
		if oneLine {
			line = seats.Take(ui.PanelRowH)
			btns, line = line.CutRight(110 + ui.PanelGap + 170)
		} else {
			line = seats.Take(30)
			if b != nil {
				btns = seats.Take(ui.PanelSmallH)
			}
			seats.Skip(10)
		}
		state := seatState(s)
		if dst != nil && sc.ShowsY(line.CY()) {
			nameW := float64(line.W) - 16 - sprites.TextWidth(lang.T(state), 19, false) - 12
			sprites.Text(dst, ui.FitText(fmt.Sprintf("%d. %s", i+1, s.Name), 19, false, nameW), 19, false, float64(line.X), line.CY(), sprites.Ink, sprites.Left)
			sprites.Text(dst, state, 19, false, float64(line.Right()-16), line.CY(), sprites.InkSoft, sprites.Right)
		}
		if b == nil {
			continue
		}
		if oneLine {
			free, comp := btns.CutLeft(110)
			_, comp = comp.CutLeft(ui.PanelGap)
			btn(free.Centered(free.W, ui.PanelSmallH), &b.Free)
			btn(comp.Centered(comp.W, ui.PanelSmallH), &b.Computer)
		} else {
			c := btns.Columns(2, ui.PanelGap)
			btn(c[0], &b.Free)
			btn(c[1], &b.Computer)
		}
	}
}

// drawQRIn puts the link's QR code (or why there is none) in f, centred.
func (j *Join) drawQRIn(f *ui.Flow, dst *ebiten.Image, put func(ui.TextBlock)) {
	if j.NoWeb {
		put(f.Text(lang.T("Browsers cannot join from here: this computer has no browser build (make wasm)."), 15, false, sprites.Bad, sprites.Center))
		return
	}
	if j.QR == nil {
		return
	}
	side := ui.QrSide(f.W)
	r := f.Take(side)
	if dst != nil && j.sc.ShowsRect(r) {
		ui.DrawQR(dst, j.QR, r.X+(r.W-side)/2, r.Y, side)
	}
	f.Skip(4)
	put(f.Text(lang.T("Phones: scan to join"), 14, false, sprites.InkSoft, sprites.Center))
}

// StatusText says where joining stands, and whether it is a problem. A
// game with no seat left is no error: the player may watch it, and is told
// so calmly.
func (j *Join) StatusText() (string, bool) {
	switch {
	case j.full():
		return lang.T("Every seat of this game is taken. You can watch it instead."), false
	case j.problem != "":
		return lang.TrErr(fmt.Errorf("%s", j.problem)), true
	case j.Peer == nil:
		return lang.T("Connecting…"), false
	case j.Peer.Seat() >= 0 && j.Host != nil:
		return fmt.Sprintf(lang.T("You have seat %d. The game starts when every LAN seat is taken."), j.Peer.Seat()+1), false
	case j.Peer.Seat() >= 0 && j.serverTable():
		return fmt.Sprintf(lang.T("You have seat %d, kept for you: the game starts when every seat is taken. You may close this and come back by the link."), j.Peer.Seat()+1), false
	case j.Peer.Seat() >= 0:
		return fmt.Sprintf(lang.T("You have seat %d. Waiting for the host to start…"), j.Peer.Seat()+1), false
	case j.serverTable():
		return lang.T("You are watching. The game starts when every seat is taken."), false
	}
	return lang.T("You are watching. Waiting for the host to start…"), false
}

// seatState says who is at a lobby seat.
func seatState(s net.SeatState) string {
	switch {
	case s.Kind != net.RemoteKind:
		return lang.T("computer")
	case s.Taken && s.Connected:
		return lang.T("here")
	case s.Taken:
		return lang.T("away")
	}
	return lang.T("open")
}

// QRImage draws a QR code's modules once, white quiet border included,
// for the lobby and the hosting panel to show every frame (drawQR scales
// it to the side they give it); nil when there are none. Each module is a
// whole number of units, enough for the largest side shown.
func QRImage(modules [][]bool) *ebiten.Image {
	n := len(modules)
	if n == 0 {
		return nil
	}
	m := (2*220 + n - 1) / n
	side := m * n
	img := sprites.NewCanvas(side, side) // drawn into: off the atlas
	sprites.Rect(img, 0, 0, float32(side), float32(side), color.RGBA{0xff, 0xff, 0xff, 0xff})
	for r, row := range modules {
		for c, dark := range row {
			if dark {
				sprites.Rect(img, float32(c*m), float32(r*m), float32(m), float32(m), color.RGBA{0, 0, 0, 0xff})
			}
		}
	}
	return img
}

// hostOf is the host:port of a join link, for people.
func hostOf(link string) string {
	s := strings.TrimPrefix(strings.TrimPrefix(link, "http://"), "https://")
	if i := strings.IndexAny(s, "/?"); i >= 0 {
		s = s[:i]
	}
	return s
}

// canName: a joining player with a seat names it in the lobby.
func (j *Join) canName() bool {
	return j.Host == nil && j.Peer != nil && j.problem == "" && j.Peer.Seat() >= 0
}

// nameInput lays out the name button and, while the player types their
// name, takes the keys; Enter (or a click elsewhere) gives the name to the
// host and keeps it for next time. It reports whether it used the input.
func (j *Join) nameInput(in *ui.Input) bool {
	if !j.canName() {
		ui.PageFieldHide()
		return false
	}
	// A phone types in the page's input over the name field (a tap there
	// opens its keyboard).
	text, changed, enter, escape, focused := ui.PageTyped()
	j.sc.ShowField(j.nameRect, string(j.name), "name")
	if focused && !j.naming {
		j.naming = true
	}
	j.LayoutName()
	if !j.naming {
		if j.NameBtn.Clicked(in) {
			j.naming = true
			return true
		}
		return false
	}
	if in.Key(ebiten.KeyEscape) || escape {
		j.naming = false // keep the name as it was
		ui.PageFieldDone()
		return true
	}
	if changed {
		j.name = ui.Typed(text, rules.MaxNameRunes, true)
	}
	j.typeName(in)
	done := in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyTab) || enter || (in.Pressed && !j.NameBtn.Contains(in.X, in.Y))
	if !done {
		return !in.Pressed
	}
	ui.PageFieldDone()
	j.naming = false
	if name := rules.CleanName(string(j.name)); name != "" {
		j.name = []rune(name)
		if err := j.Peer.Rename(name); err != nil {
			j.problem = err.Error()
		}
		j.app.Settings().PlayerName = name
		j.app.SaveSettings()
	}
	return !in.Pressed
}

// shareChanged makes the link's QR code again after the host picked
// another address.
func (j *Join) shareChanged() {
	if j.NoWeb {
		return
	}
	j.QR = QRImage(QRCode(j.Host.ShareURL()))
	j.app.LAN().HostedQR = j.QR
}

// lobbyLine is the lobby's seats in a line (the status line's, so the
// screen redraws when they change).
func lobbyLine(l net.LobbyInfo) string {
	var b strings.Builder
	for i, s := range l.Seats {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s:%v:%v:%s", s.Name, s.Taken, s.Connected, s.StandIn)
	}
	return b.String()
}

// askName takes the player's name before the window joins: typed (on a
// keyboard, or a phone's own), then Enter or Join; Join with no name keeps
// the seat's own.
func (j *Join) askName(in *ui.Input) {
	text, changed, enter, escape, _ := ui.PageTyped()
	if changed {
		j.name = ui.Typed(text, rules.MaxNameRunes, true)
	}
	j.LayoutName()
	j.Layout(nil)
	j.sc.ShowField(j.nameRect, string(j.name), "name")
	in = j.sc.Input(in)
	j.typeName(in)
	switch {
	case j.JoinBtn.Clicked(in), in.Key(ebiten.KeyEnter), enter:
		ui.PageFieldDone()
		cfg := j.pending
		cfg.Name = rules.CleanName(string(j.name))
		if cfg.Name != "" {
			j.app.Settings().PlayerName = cfg.Name
			j.app.SaveSettings()
		}
		j.asking, j.naming, j.name = false, false, []rune(cfg.Name)
		j.connect(func(ctx context.Context) (*net.Client, error) { return net.Join(ctx, cfg) })
	case j.BackBtn.Clicked(in), in.Key(ebiten.KeyEscape), escape:
		j.leave()
		j.app.Switch(j.app.Title())
	}
}

// typeName takes the characters typed into the name.
func (j *Join) typeName(in *ui.Input) {
	for _, r := range in.Chars {
		if len(j.name) < rules.MaxNameRunes && r >= ' ' {
			j.name = append(j.name, r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(j.name) > 0 {
		j.name = j.name[:len(j.name)-1]
	}
}

// LayoutName labels the name field with the name typed so far.
func (j *Join) LayoutName() {
	label := fmt.Sprintf(lang.T("Your name: %s"), string(j.name))
	if j.naming {
		label += "|" // the caret
	} else if len(j.name) == 0 {
		label = lang.T(ui.ByHand("Your name: click to type it", "Your name: tap to type it"))
	}
	j.NameBtn.Label = label
}

// Resting: the join screen rests while it asks the name (typing is
// input) and in the lobby between the host's messages (its status line
// names every seat's state, so a change is drawn), not while connecting.
func (j *Join) Resting() bool { return j.asking || j.Peer != nil || j.problem != "" }
