package scenes

import (
	"context"
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/net"
	"outback/rules"
	"outback/sprites"
)

// JoinStart opens the join screen for a join link
// (http://HOST:PORT/?join=CODE): it connects, takes a free seat (or, when
// the game is full, lets the player watch), waits with the others until
// the host starts, and opens the game.
func JoinStart(link string) func(a *App) Scene {
	return func(a *App) Scene { return newJoin(a, link, false) }
}

// WatchStart opens the join screen to watch the LAN game of a join link.
func WatchStart(link string) func(a *App) Scene {
	return func(a *App) Scene { return newJoin(a, link, true) }
}

// lanKind is a seat left open for a player on the LAN (New game).
const lanKind = net.LANSeat

// Where a window announces the game it hosts, and where its Join screen
// listens for others'.
const (
	lanBroadcast = net.BroadcastAddr
	lanListen    = net.DiscoverAddr
)

// lanFinder is the games heard on the LAN, for the Join screen's list.
type lanFinder interface {
	Games() []net.Found
	Close()
}

// Join is the join screen.
type Join struct {
	app   *App
	link  string
	watch bool

	cancel  context.CancelFunc
	joined  chan joinResult
	peer    *net.Peer
	problem string
	// host is the game this window hosts, if it does (closed on Back),
	// and its link as a QR code.
	host  hostCloser
	qr    *ebiten.Image
	noWeb bool // the host has no browser build to serve
	// announceErr is why the game could not be announced on the LAN.
	announceErr error
	// addrs are this computer's LAN addresses when it has several (the
	// host picks the one its link names: addrBtn), addrAt the one in use.
	addrs   []string
	addrAt  int
	addrBtn Button
	// seatBtns: the host frees the others' LAN seats or gives them to a
	// computer player; sitBtns: a joining player moves to an open seat.
	seatBtns, sitBtns []seatButtons

	backBtn, watchBtn Button
	// nameBtn shows the joining player's name; while naming, they type
	// it (asked at once when they have never given one).
	nameBtn Button
	naming  bool
	name    []rune
	// asking: the player gives their name before the window joins with
	// pending (joinBtn joins).
	asking  bool
	pending net.JoinConfig
	joinBtn Button
}

type joinResult struct {
	cl  *net.Client
	err error
}

// hostCloser is a hosted game as the join screen and the play screen need
// it.
type hostCloser interface {
	ShareURL() string
	Code() string
	// OnlyLoopback: this computer has no LAN address; SetShareAddr picks
	// the one the link names.
	OnlyLoopback() bool
	SetShareAddr(ip string)
	Close()
	// FreeSeat opens a LAN seat again before the game starts.
	FreeSeat(seat int) error
	// GiveToComputer makes a LAN seat a computer seat before the game, or
	// lets the computer play for a missing player during it.
	GiveToComputer(seat int, level string) error
}

// seatButtons are the host's buttons on one LAN seat of the lobby.
type seatButtons struct {
	seat           int
	free, computer Button
}

func newJoin(a *App, link string, watch bool) *Join {
	return joinOthers(a, net.JoinConfig{URL: link, Watch: watch})
}

// joinOthers joins a game another computer hosts: this window offers to
// host it should that computer go away. The player's name is the one they
// gave last time; a player who never gave one is asked in the lobby.
func joinOthers(a *App, cfg net.JoinConfig) *Join {
	a.offer(&cfg)
	if cfg.Name == "" {
		cfg.Name = a.Settings.PlayerName
	}
	if cfg.Name != "" || cfg.Watch {
		j := startJoin(a, cfg)
		j.name = []rune(cfg.Name)
		return j
	}
	// Asked first: the game may start the moment this player sits down.
	j := newJoinScreen(a, cfg.URL, false)
	j.asking, j.naming, j.pending = true, true, cfg
	j.joinBtn = Button{Label: "Join", X: ScreenW/2 - 170, Y: 420, W: 340, H: 52, Primary: true}
	return j
}

// startJoin connects with cfg in the background and shows the join screen.
func startJoin(a *App, cfg net.JoinConfig) *Join {
	return startJoinBy(a, cfg.URL, cfg.Watch, func(ctx context.Context) (*net.Client, error) { return net.Join(ctx, cfg) })
}

// startJoinBy shows the join screen while connect finds the game in the
// background.
func startJoinBy(a *App, link string, watch bool, connect func(context.Context) (*net.Client, error)) *Join {
	j := newJoinScreen(a, link, watch)
	j.connect(connect)
	return j
}

// newJoinScreen is the join screen before it connects.
func newJoinScreen(a *App, link string, watch bool) *Join {
	j := &Join{app: a, link: link, watch: watch, joined: make(chan joinResult, 1), cancel: func() {}}
	x := ScreenW/2 - 170
	j.watchBtn = Button{Label: "Watch instead", X: x, Y: 560, W: 340, H: 52}
	j.backBtn = Button{Label: "Back", X: x, Y: 624, W: 340, H: 52}
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
		return "join=naming"
	case j.peer == nil:
		return "join=connecting"
	}
	return fmt.Sprintf("join=lobby;seat=%d;hosting=%v;naming=%v;seats=%s", j.peer.Seat(), j.host != nil, j.naming, lobbyLine(j.peer.Lobby()))
}

// Update implements Scene.
func (j *Join) Update(in *Input) {
	if j.asking {
		j.askName(in)
		return
	}
	select {
	case r := <-j.joined:
		if r.err != nil {
			j.problem = r.err.Error()
		} else {
			j.peer = net.NewPeer(context.Background(), r.cl)
			j.link = r.cl.Link() // where the game was found
		}
	default:
	}
	if j.peer != nil && j.problem == "" {
		if err := j.peer.Err(); err != nil {
			j.problem = err.Error()
		} else if rec, _ := j.peer.Game(); rec != nil {
			j.start(rec)
			return
		}
	}
	j.hostSeats(in)
	j.pickSeats(in)
	if j.host != nil && len(j.addrs) > 1 && j.addrBtn.Clicked(in) {
		j.addrAt = (j.addrAt + 1) % len(j.addrs)
		j.host.SetShareAddr(j.addrs[j.addrAt])
		j.shareChanged()
	}
	if j.nameInput(in) {
		return
	}
	switch {
	case j.backBtn.Clicked(in), in.Key(ebiten.KeyEscape):
		j.leave()
		j.app.Switch(NewTitle(j.app))
	case j.canWatch() && j.watchBtn.Clicked(in):
		j.leave()
		j.app.Switch(newJoin(j.app, j.link, true))
	}
}

// canWatch: the player may watch instead of playing — the game was full,
// or they have a seat in the lobby and would rather not.
func (j *Join) canWatch() bool {
	return j.full() || (j.host == nil && j.peer != nil && j.problem == "" && j.peer.Seat() >= 0)
}

// joinSeatsY and joinRowH place the lobby's seats for a joining player
// (below their name).
const (
	joinSeatsY = 372
	joinRowH   = 36
)

// pickSeats lays out and handles the "Sit here" buttons of a joining
// player's lobby: any open LAN seat can be theirs instead.
func (j *Join) pickSeats(in *Input) {
	j.sitBtns = j.sitBtns[:0]
	if j.host != nil || j.peer == nil || j.problem != "" {
		return
	}
	for i, s := range j.peer.Lobby().Seats {
		if s.Kind == net.RemoteKind && !s.Taken && i != j.peer.Seat() {
			j.sitBtns = append(j.sitBtns, seatButtons{seat: i,
				free: Button{Label: "Sit here", X: ScreenW/2 + 90, Y: joinSeatsY + i*joinRowH - 6, W: 180, H: 32}})
		}
	}
	for _, b := range j.sitBtns {
		if b.free.Clicked(in) {
			j.leave()
			j.app.Switch(joinOthers(j.app, net.JoinConfig{URL: j.link, SeatWanted: b.seat + 1, Name: string(j.name)}))
			return
		}
	}
}

// Where the lobby's seat list starts, and its rows' spacing.
const (
	lobbySeatsY   = 340
	lobbyRowH     = 42
	lobbyHostLeft = ScreenW/2 - 420 // the hosting window's wider panel
)

// hostSeats lays out and handles the host's seat buttons: every LAN seat
// but the host's own can be freed (when someone took it) or given to a
// computer player.
func (j *Join) hostSeats(in *Input) {
	if j.host == nil || j.peer == nil {
		return
	}
	seats := j.peer.Lobby().Seats
	j.seatBtns = j.seatBtns[:0]
	for i, s := range seats {
		if s.Kind != net.RemoteKind || i == j.peer.Seat() {
			continue
		}
		y := lobbySeatsY + i*lobbyRowH - 8
		j.seatBtns = append(j.seatBtns, seatButtons{seat: i,
			free:     Button{Label: "Free", X: ScreenW/2 - 80, Y: y, W: 110, H: 36, Disabled: !s.Taken},
			computer: Button{Label: "Computer", X: ScreenW/2 + 40, Y: y, W: 170, H: 36}})
	}
	for k := range j.seatBtns {
		b := &j.seatBtns[k]
		var err error
		switch {
		case b.free.Clicked(in):
			err = j.host.FreeSeat(b.seat)
		case b.computer.Clicked(in):
			err = j.host.GiveToComputer(b.seat, ai.DefaultLevel)
		}
		if err != nil {
			j.problem = err.Error()
		}
	}
}

// full reports whether the host turned this peer away for want of a seat.
func (j *Join) full() bool { return strings.Contains(j.problem, "the game is full") }

func (j *Join) leave() {
	j.cancel()
	if j.peer != nil {
		j.peer.Close()
	}
	if j.host != nil {
		j.host.Close()
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
	a.lan = &lanGame{link: j.link, peer: j.peer, match: m, find: func() (lanFinder, error) { return discover(a) }}
	if j.host == nil {
		a.lan.offer = a.offer // a window that hosts does not stand by for itself
	}
	sc, err := openPlay(j.app, m)
	if err != nil {
		j.problem = err.Error()
		return
	}
	j.app.Switch(sc)
}

// Draw implements Scene.
func (j *Join) Draw(dst *ebiten.Image) {
	drawNight(dst)
	sprites.Rect(dst, 0, 0, ScreenW, ScreenH, color.RGBA{0x10, 0x0c, 0x08, 0x90})
	if j.host != nil {
		j.drawHosting(dst)
		return
	}
	Panel(dst, ScreenW/2-330, 120, 660, 580)
	sprites.Text(dst, T("Join a game on the LAN"), 30, true, ScreenW/2, 164, sprites.Ink, sprites.Center)
	sprites.Text(dst, hostOf(j.link), 17, false, ScreenW/2, 204, sprites.InkSoft, sprites.Center)
	if j.asking {
		j.drawAsking(dst)
		return
	}
	j.drawStatus(dst, 240, ScreenW/2, 580)
	if j.canName() {
		j.nameBtn.Draw(dst)
		if j.naming {
			sprites.Text(dst, T("Type your name, then Enter"), 15, false, ScreenW/2, float64(j.nameBtn.Y+j.nameBtn.H+14), sprites.InkSoft, sprites.Center)
		}
	}
	if j.peer != nil && j.problem == "" {
		for i, s := range j.peer.Lobby().Seats {
			y := float64(joinSeatsY + i*joinRowH + 10)
			name := fmt.Sprintf("%d. %s", i+1, s.Name)
			if i == j.peer.Seat() {
				name += T(" (you)")
			}
			sprites.Text(dst, name, 19, i == j.peer.Seat(), ScreenW/2-280, y, sprites.Ink, sprites.Left)
			sprites.Text(dst, seatState(s), 19, false, ScreenW/2+70, y, sprites.InkSoft, sprites.Right)
		}
		for _, b := range j.sitBtns {
			b.free.Draw(dst)
		}
	}
	if j.canWatch() {
		j.watchBtn.Draw(dst)
	}
	j.backBtn.Draw(dst)
}

// drawHosting draws the lobby of the game this window hosts: the link and
// its QR code to share, and the seats with the host's buttons.
func (j *Join) drawHosting(dst *ebiten.Image) {
	Panel(dst, ScreenW/2-450, 110, 900, 600)
	sprites.Text(dst, T("Your game on the LAN"), 30, true, ScreenW/2, 154, sprites.Ink, sprites.Center)
	sprites.Text(dst, T("You host this game. The others open this link (or type it in Join a LAN game):"), 17, false, ScreenW/2, 194, sprites.InkSoft, sprites.Center)
	sprites.Text(dst, j.host.ShareURL(), 22, true, ScreenW/2, 226, sprites.Ink, sprites.Center)
	sprites.Text(dst, fmt.Sprintf(T("Join code: %s"), j.host.Code()), 15, false, ScreenW/2-440+20, 262, sprites.InkSoft, sprites.Left)
	switch {
	case j.host.OnlyLoopback():
		sprites.Text(dst, T("This computer has no LAN address: phones cannot reach 127.0.0.1."), 15, false, ScreenW/2, 252, sprites.Bad, sprites.Center)
	case j.announceErr != nil:
		sprites.Text(dst, T("Not announced on the LAN: the others type the link."), 15, false, ScreenW/2, 252, sprites.Bad, sprites.Center)
	}
	if len(j.addrs) > 1 {
		j.addrBtn = Button{Label: fmt.Sprintf(T("Another network (%d of %d)"), j.addrAt+1, len(j.addrs)), X: ScreenW/2 + 270, Y: 208, W: 170, H: 32}
		j.addrBtn.Draw(dst)
	}
	qrX := float64(ScreenW/2 + 250)
	if j.noWeb {
		for i, w := range sprites.Wrap(T("Browsers cannot join from here: this computer has no browser build (make wasm)."), 15, false, 170) {
			sprites.Text(dst, w, 15, false, qrX+qrSize/2, lobbySeatsY+float64(i)*20, sprites.Bad, sprites.Center)
		}
	} else if j.qr != nil {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(qrX, lobbySeatsY-16)
		sprites.DrawImage(dst, j.qr, op)
		sprites.Text(dst, T("Phones: scan to join"), 14, false, qrX+qrSize/2, lobbySeatsY+qrSize, sprites.InkSoft, sprites.Center)
	}
	j.drawStatus(dst, 286, ScreenW/2-60, 720)
	if j.peer != nil && j.problem == "" {
		for i, s := range j.peer.Lobby().Seats {
			y := float64(lobbySeatsY + i*lobbyRowH + 12)
			sprites.Text(dst, fmt.Sprintf("%d. %s", i+1, s.Name), 19, false, lobbyHostLeft, y, sprites.Ink, sprites.Left)
			sprites.Text(dst, seatState(s), 19, false, ScreenW/2-96, y, sprites.InkSoft, sprites.Right)
		}
		for k := range j.seatBtns {
			j.seatBtns[k].free.Draw(dst)
			j.seatBtns[k].computer.Draw(dst)
		}
	}
	j.backBtn.Draw(dst)
}

// drawStatus says where joining stands, centred on x from y; it returns
// the y below.
func (j *Join) drawStatus(dst *ebiten.Image, y, x, width float64) float64 {
	say := func(s string, c color.RGBA) {
		for _, w := range sprites.Wrap(s, 19, false, width) {
			sprites.Text(dst, w, 19, false, x, y, c, sprites.Center)
			y += 26
		}
	}
	text, bad := j.statusText()
	c := sprites.Ink
	switch {
	case bad:
		c = sprites.Bad
	case j.peer == nil && j.problem == "":
		c = sprites.InkSoft
	}
	say(text, c)
	return y
}

// statusText says where joining stands, and whether it is a problem. A
// game with no seat left is no error: the player may watch it, and is told
// so calmly.
func (j *Join) statusText() (string, bool) {
	switch {
	case j.full():
		return T("Every seat of this game is taken. You can watch it instead."), false
	case j.problem != "":
		return TrErr(fmt.Errorf("%s", j.problem)), true
	case j.peer == nil:
		return T("Connecting…"), false
	case j.peer.Seat() >= 0 && j.host != nil:
		return fmt.Sprintf(T("You have seat %d. The game starts when every LAN seat is taken."), j.peer.Seat()+1), false
	case j.peer.Seat() >= 0:
		return fmt.Sprintf(T("You have seat %d. Waiting for the host to start…"), j.peer.Seat()+1), false
	}
	return T("You are watching. Waiting for the host to start…"), false
}

// seatState says who is at a lobby seat.
func seatState(s net.SeatState) string {
	switch {
	case s.Kind != net.RemoteKind:
		return T("computer")
	case s.Taken && s.Connected:
		return T("here")
	case s.Taken:
		return T("away")
	}
	return T("open")
}

// qrSize is the QR code's side on the screen.
const qrSize = 150

// qrImage draws a QR code's modules once, white quiet border included,
// for the lobby to show every frame; nil when there are none.
func qrImage(modules [][]bool) *ebiten.Image {
	n := len(modules)
	if n == 0 {
		return nil
	}
	img := sprites.NewImage(qrSize, qrSize)
	m := float32(qrSize) / float32(n)
	sprites.Rect(img, 0, 0, qrSize, qrSize, color.RGBA{0xff, 0xff, 0xff, 0xff})
	for r, row := range modules {
		for c, dark := range row {
			if dark {
				sprites.Rect(img, float32(c)*m, float32(r)*m, m+0.5, m+0.5, color.RGBA{0, 0, 0, 0xff})
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
	return j.host == nil && j.peer != nil && j.problem == "" && j.peer.Seat() >= 0
}

// nameInput lays out the name button and, while the player types their
// name, takes the keys; Enter (or a click elsewhere) gives the name to the
// host and keeps it for next time. It reports whether it used the input.
func (j *Join) nameInput(in *Input) bool {
	if !j.canName() {
		return false
	}
	j.layoutName()
	if !j.naming {
		if j.nameBtn.Clicked(in) {
			j.naming = true
			return true
		}
		return false
	}
	if in.Key(ebiten.KeyEscape) {
		j.naming = false // keep the name as it was
		return true
	}
	for _, r := range in.Chars {
		if len(j.name) < rules.MaxNameRunes && r >= ' ' {
			j.name = append(j.name, r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(j.name) > 0 {
		j.name = j.name[:len(j.name)-1]
	}
	done := in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyTab) || (in.Pressed && !j.nameBtn.Contains(in.X, in.Y))
	if !done {
		return !in.Pressed
	}
	j.naming = false
	if name := rules.CleanName(string(j.name)); name != "" {
		j.name = []rune(name)
		if err := j.peer.Rename(name); err != nil {
			j.problem = err.Error()
		}
		j.app.Settings.PlayerName = name
		j.app.saveSettings()
	}
	return !in.Pressed
}

// shareChanged makes the link's QR code again after the host picked
// another address.
func (j *Join) shareChanged() {
	if j.noWeb {
		return
	}
	j.qr = qrImage(qrCode(j.host.ShareURL()))
	j.app.hostedQR = j.qr
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
// keyboard), then Enter or Join; Join with no name keeps the seat's own.
func (j *Join) askName(in *Input) {
	j.layoutName()
	for _, r := range in.Chars {
		if len(j.name) < rules.MaxNameRunes && r >= ' ' {
			j.name = append(j.name, r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && len(j.name) > 0 {
		j.name = j.name[:len(j.name)-1]
	}
	switch {
	case j.joinBtn.Clicked(in), in.Key(ebiten.KeyEnter):
		cfg := j.pending
		cfg.Name = rules.CleanName(string(j.name))
		if cfg.Name != "" {
			j.app.Settings.PlayerName = cfg.Name
			j.app.saveSettings()
		}
		j.asking, j.naming, j.name = false, false, []rune(cfg.Name)
		j.connect(func(ctx context.Context) (*net.Client, error) { return net.Join(ctx, cfg) })
	case j.backBtn.Clicked(in), in.Key(ebiten.KeyEscape):
		j.leave()
		j.app.Switch(NewTitle(j.app))
	}
}

// drawAsking draws the name field and the Join button.
func (j *Join) drawAsking(dst *ebiten.Image) {
	j.layoutName()
	sprites.Text(dst, T("What is your name? The others see it at your seat."), 19, false, ScreenW/2, 250, sprites.Ink, sprites.Center)
	j.nameBtn.Draw(dst)
	sprites.Text(dst, T("Type your name, then Enter"), 15, false, ScreenW/2, float64(j.nameBtn.Y+j.nameBtn.H+16), sprites.InkSoft, sprites.Center)
	j.joinBtn.Draw(dst)
	j.backBtn.Draw(dst)
}

// layoutName makes the name button: the name as typed so far.
func (j *Join) layoutName() {
	label := fmt.Sprintf(T("Your name: %s"), string(j.name))
	if j.naming {
		label += "|" // the caret
	} else if len(j.name) == 0 {
		label = T("Your name: click to type it")
	}
	y := 272
	if j.asking {
		y = 300
	}
	j.nameBtn = Button{Label: label, X: ScreenW/2 - 220, Y: y, W: 440, H: 44}
}
