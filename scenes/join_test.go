//go:build !js

package scenes_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/net"
	"outback/rules"
	"outback/scenes"
	"outback/scenes/lan"
	"outback/scenes/launch"
	"outback/scenes/menus"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// testHost hosts a game on loopback at addr for a test.
func testHost(t *testing.T, cfg net.HostConfig, addr string) *net.Host {
	t.Helper()
	h, err := net.NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Listen(addr); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	return h
}

// tickBoth runs two windows in turn until ok (both wait on the network).
func tickBoth(t *testing.T, a, b *scenes.App, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !ok() {
		scenetest.RunTicks(a, 1)
		scenetest.RunTicks(b, 1)
		if time.Now().After(deadline) {
			t.Fatalf("waited for %s: %s / %s", what, scenetest.Status(a), scenetest.Status(b))
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// waitFor runs the app until its status contains want (the join screen
// waits on the network, so ticks are spaced in real time).
func waitFor(t *testing.T, a *scenes.App, want string) string {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		scenetest.RunTicks(a, 1)
		st := scenetest.Status(a)
		if strings.Contains(st, want) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited for %q; status %s", want, st)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// The window joins a LAN game from its link: it takes a free seat, shows
// the lobby until the others are there, and plays the host's game; a
// second window finds the game full and watches instead.
func TestJoinScreen(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 2, Seats: []rules.SeatInfo{
		{Name: "Kim", Kind: net.RemoteKind}, {Name: "Sam", Kind: net.RemoteKind}}}
	// A fixed port and code: the lobby is a golden screenshot.
	h := testHost(t, net.HostConfig{Setup: setup, Code: "QKRWTF"}, "127.0.0.1:28470")

	// From the title: J, the link typed without http://, Enter.
	script := &ui.Script{}
	a := newTestApp(script, nil)
	scenetest.Press(a, script, 30, ebiten.KeyJ)
	jl, ok := a.Scene().(*lan.JoinLink)
	if !ok {
		t.Fatalf("J opened %s", scenetest.Status(a))
	}
	scenetest.OnLoop(func() { scenes.SetJoinText(jl, "no link") })
	scenetest.Press(a, script, 2, ebiten.KeyEnter)
	scenetest.Save(t, "join-link-bad", scenetest.Screenshot(a))
	scenetest.OnLoop(func() { scenes.SetJoinText(jl, strings.TrimPrefix(h.URL(), "http://")) })
	scenetest.Press(a, script, 30, ebiten.KeyEnter)
	// A player who never gave a name is asked for one before the window
	// sits down (the game may start the moment they do).
	waitFor(t, a, "join=naming")
	scenetest.Golden(t, "join-name", scenetest.Screenshot(a))
	var tick int
	scenetest.OnLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, Text: "Robin"},
		ui.ScriptStep{Tick: tick + 2, Keys: []ebiten.Key{ebiten.KeyEnter}})
	waitFor(t, a, "join=lobby;seat=0;hosting=false;naming=false")
	deadline := time.Now().Add(10 * time.Second)
	for {
		var name string
		scenetest.OnLoop(func() { name = scenes.LobbyName(a.Scene(), 0) })
		if name == "Robin" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("seat 1 is named %q in the lobby, not Robin", name)
		}
		scenetest.RunTicks(a, 1)
		time.Sleep(5 * time.Millisecond)
	}
	if a.Settings().PlayerName != "Robin" {
		t.Errorf("the name is not kept for next time: %q", a.Settings().PlayerName)
	}
	scenetest.RunTicks(a, 2)
	scenetest.Golden(t, "join-lobby", scenetest.Screenshot(a))

	// The player would rather sit in the second seat.
	var sit ui.Button
	scenetest.OnLoop(func() { sit, _ = scenes.SitButton(a.Scene(), 1) })
	x, y := sit.Middle()
	click(a, script, x, y)
	waitFor(t, a, "join=lobby;seat=1")
	// The window moved by leaving and joining again: the first seat is
	// free once the host has seen the old connection go (a computer that
	// joined before then found the game full, on a busy machine).
	waitFor(t, a, ";seats=Kim:false:")

	// The other seat is taken by a computer peer: the game starts.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "Sam"})
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := ai.New("greedy", 1)
	go net.Follow(ctx, cl, bot, 0)
	st := waitFor(t, a, "scene=play:billabong")
	if !strings.Contains(st, "toMove=0") {
		t.Logf("status %s", st)
	}

	// A third window: the game is full, so it offers to watch.
	script = &ui.Script{}
	b := newTestApp(script, scenes.JoinStartAs(h.URL(), "Lee"))
	waitFor(t, b, "join=failed")
	scenetest.Save(t, "join-full", scenetest.Screenshot(b))
	// No error: a calm sentence saying what the player can do.
	var says string
	var problem bool
	scenetest.OnLoop(func() { says, problem = scenes.JoinStatus(b.Scene()) })
	if problem || says != "Every seat of this game is taken. You can watch it instead." {
		t.Errorf("a full game: the join screen says %q (as a problem: %v)", says, problem)
	}
	var watch ui.Button
	scenetest.OnLoop(func() { _, _, watch, _ = scenes.JoinButtons(b.Scene()) })
	x, y = watch.Middle()
	click(b, script, x, y)
	waitFor(t, b, "scene=play:billabong")
}

// The window hosts: New game with a LAN seat opens the lobby with the link
// to share (on loopback in tests), the window holds its own seat, and the
// game opens when a peer takes the LAN seat.
func TestHostFromTheWindow(t *testing.T) {
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "billabong") })
	defer scenetest.OnLoop(func() { scenes.EndHosting(a) })
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*menus.NewGame), "human", "lan", "bot:easy") })
	scenetest.Press(a, script, 30, ebiten.KeyEnter)
	waitFor(t, a, "join=lobby;seat=0;hosting=true")
	scenetest.Save(t, "host-lobby", scenetest.Screenshot(a))
	link := scenes.HostLink(a.Scene())
	if !strings.HasPrefix(link, "http://127.0.0.1:") {
		t.Fatalf("the shared link %q is not on loopback", link)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, net.JoinConfig{URL: link, Name: "Robin"})
	if err != nil {
		t.Fatal(err)
	}
	if cl.Seat != 1 {
		t.Errorf("the peer got seat %d, want the LAN seat 2", cl.Seat+1)
	}
	bot, _ := ai.New("greedy", 1)
	go net.Follow(ctx, cl, bot, 0)
	waitFor(t, a, "scene=play:billabong")

	// Hosting again from the same window ends the first game's host.
	scenetest.OnLoop(func() { a.SwitchNow(menus.NewNewGame(a, "billabong")) })
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*menus.NewGame), "human", "lan") })
	scenetest.Press(a, script, 30, ebiten.KeyEnter)
	waitFor(t, a, "join=lobby;seat=0;hosting=true")
	if _, err := net.Join(ctx, net.JoinConfig{URL: link}); err == nil {
		t.Error("the first game's host still takes players")
	}
}

// A window that loses its connection says so, joins again by itself and
// follows the game to its end with the host's moves.
func TestReconnect(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 3, Seats: []rules.SeatInfo{
		{Name: "Kim", Kind: net.RemoteKind}, {Name: "Sam", Kind: net.RemoteKind}}}
	h := testHost(t, net.HostConfig{Setup: setup}, "127.0.0.1:0")
	a := newTestApp(nil, scenes.WatchStart(h.URL()))
	waitFor(t, a, "join=lobby;seat=-1")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for i := 0; i < 2; i++ {
		cl, err := net.Join(ctx, net.JoinConfig{URL: h.URL()})
		if err != nil {
			t.Fatal(err)
		}
		bot, _ := ai.New("greedy", uint64(i))
		go net.Follow(ctx, cl, bot, 30*time.Millisecond)
	}
	waitFor(t, a, "scene=play:billabong")
	scenetest.OnLoop(func() { scenes.DropLAN(a) })
	saw := false
	deadline := time.Now().Add(30 * time.Second)
	for {
		scenetest.RunTicks(a, 1)
		var trouble bool
		var msg string
		scenetest.OnLoop(func() { trouble, msg = scenes.LANTrouble(a) })
		if trouble && !strings.Contains(msg, "reconnecting to the host") {
			t.Fatalf("while reconnecting the screen says %q", msg)
		}
		saw = saw || trouble
		if saw && !trouble {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("never back in the game (reconnecting seen: %v): %q", saw, msg)
		}
		time.Sleep(2 * time.Millisecond)
	}
	if !saw {
		t.Error("the lost connection was never said")
	}
	if err := h.Run(ctx); err != nil {
		t.Fatal(err)
	}
	// The window plays the rest of the host's moves.
	want := h.Match().State().Hash()
	deadline = time.Now().Add(30 * time.Second)
	for {
		scenetest.RunTicks(a, 10)
		var got uint64
		scenetest.OnLoop(func() { got = scenes.PlayOf(a.Scene()).Match.State().Hash() })
		if got == want {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the window ends elsewhere than the host: %s", scenetest.Status(a))
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// A game hosted from one window is listed on another's Join screen (the
// announcement stays on loopback in tests), and choosing it from the list
// takes the free seat and starts the game in both windows.
func TestJoinFromTheList(t *testing.T) {
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "crossing") })
	defer scenetest.OnLoop(func() { scenes.EndHosting(a) })
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*menus.NewGame), "human", "lan") })
	scenetest.Press(a, script, 30, ebiten.KeyEnter)
	waitFor(t, a, "join=lobby;seat=0;hosting=true")

	bScript := &ui.Script{}
	b := newTestApp(bScript, func(b *scenes.App) ui.Scene { return lan.NewJoinLink(b) })
	waitFor(t, b, "found=1")
	// The text box's cursor blinks: take the picture with it shown.
	for {
		var tick int
		scenetest.OnLoop(func() { tick = b.Tick() })
		if tick%60 == 10 {
			break
		}
		scenetest.RunTicks(b, 1)
	}
	scenetest.Golden(t, "join-list", scenetest.Screenshot(b))
	var row ui.Button
	scenetest.OnLoop(func() { row = scenes.JoinLinkRow(b.Scene(), 0) })
	click(b, bScript, row.X+row.W/2, row.Y+row.H/2)
	// The player gives no name: Join keeps the seat's own.
	waitFor(t, b, "join=naming")
	var join ui.Button
	scenetest.OnLoop(func() { _, join, _, _ = scenes.JoinButtons(b.Scene()) })
	click(b, bScript, join.X+join.W/2, join.Y+join.H/2)
	// Both windows wait on the network: tick them in turn.
	deadline := time.Now().Add(20 * time.Second)
	for {
		scenetest.RunTicks(a, 1)
		scenetest.RunTicks(b, 1)
		sa, sb := scenetest.Status(a), scenetest.Status(b)
		if strings.Contains(sa, "scene=play:crossing") && strings.Contains(sb, "scene=play:crossing") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game did not open in both windows: %s / %s", sa, sb)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// When another LAN player loses their connection every window says so and
// marks their seat "away"; when they come back with their seat's token,
// it says they are back.
func TestAwayPlayer(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 4, Seats: []rules.SeatInfo{
		{Name: "Kim", Kind: net.RemoteKind}, {Name: "Sam", Kind: net.RemoteKind}}}
	h := testHost(t, net.HostConfig{Setup: setup}, "127.0.0.1:0")
	a := newTestApp(nil, scenes.JoinStartAs(h.URL(), "Kim"))
	waitFor(t, a, "join=lobby;seat=0")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	sam, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "Sam"})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, a, "scene=play:billabong")
	sam.Close()
	waitAway := func(want string) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for {
			scenetest.RunTicks(a, 1)
			var away []int
			var msg string
			scenetest.OnLoop(func() { away = scenes.LANAway(a); _, msg = scenes.LANTrouble(a) })
			if fmt.Sprint(away) == want {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("away seats %v, want %s (message %q)", away, want, msg)
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
	waitAway("[1]")
	_, msg := scenes.LANTrouble(a)
	if !strings.Contains(msg, "Sam has lost the connection") {
		t.Errorf("the message says %q", msg)
	}
	scenetest.Save(t, "lan-away", scenetest.Screenshot(a))
	back, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Token: sam.Token})
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	waitAway("[]")
	if _, msg := scenes.LANTrouble(a); !strings.Contains(msg, "Sam is back") {
		t.Errorf("the message says %q", msg)
	}
}

// click clicks the app at (x, y) on its next tick.
func click(a *scenes.App, script *ui.Script, x, y int) {
	var tick int
	scenetest.OnLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, Click: true, X: x, Y: y})
	scenetest.RunTicks(a, 3)
}

// The hosting window's lobby frees a seat someone took and gives another to
// a computer player; during the game, when a player loses the connection,
// its menu lets the computer play for them and the game goes on.
func TestHostManagesSeats(t *testing.T) {
	script := &ui.Script{}
	a := newTestApp(script, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "billabong") })
	defer scenetest.OnLoop(func() { scenes.EndHosting(a) })
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*menus.NewGame), "human", "lan", "lan") })
	scenetest.Press(a, script, 30, ebiten.KeyEnter)
	waitFor(t, a, "join=lobby;seat=0;hosting=true")
	link := scenes.HostLink(a.Scene())
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	robin, err := net.Join(ctx, net.JoinConfig{URL: link, Name: "Robin"})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, a, "join=lobby") // Robin's arrival reaches the window
	time.Sleep(100 * time.Millisecond)
	scenetest.RunTicks(a, 5)
	scenetest.Save(t, "host-lobby-seats", scenetest.Screenshot(a))
	// Free Robin's seat (2), then give seat 3 to the computer.
	var free, computer ui.Button
	scenetest.OnLoop(func() { free, _, _ = scenes.HostSeatButtons(a.Scene(), 1) })
	click(a, script, free.X+free.W/2, free.Y+free.H/2)
	for err == nil {
		_, err = robin.Next(ctx)
	}
	if !strings.Contains(err.Error(), "freed your seat") {
		t.Errorf("Robin hears %v", err)
	}
	scenetest.OnLoop(func() { _, computer, _ = scenes.HostSeatButtons(a.Scene(), 2) })
	click(a, script, computer.X+computer.W/2, computer.Y+computer.H/2)
	kim, err := net.Join(ctx, net.JoinConfig{URL: link, Name: "Kim"})
	if err != nil {
		t.Fatal(err)
	}
	if kim.Seat != 1 {
		t.Errorf("Kim got seat %d, want the freed seat 2", kim.Seat+1)
	}
	waitFor(t, a, "scene=play:billabong")
	var kinds []string
	scenetest.OnLoop(func() {
		for _, s := range scenes.PlayOf(a.Scene()).Match.Setup().Seats {
			kinds = append(kinds, s.Kind)
		}
	})
	if fmt.Sprint(kinds) != "[remote remote bot:medium]" {
		t.Errorf("the game's seats are %v", kinds)
	}
	// kim goes; the host's menu lets the computer play for Kim.
	kim.Close()
	deadline := time.Now().Add(20 * time.Second)
	for {
		scenetest.RunTicks(a, 1)
		var away []int
		scenetest.OnLoop(func() { away = scenes.LANAway(a) })
		if fmt.Sprint(away) == "[1]" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Kim is not shown away: %v", away)
		}
		time.Sleep(2 * time.Millisecond)
	}
	scenetest.Press(a, script, 3, ebiten.KeyEscape)
	waitFor(t, a, "scene=pause")
	scenetest.Save(t, "host-pause-standin", scenetest.Screenshot(a))
	// The game goes on for the others: the menu does not say "Paused".
	var title, note string
	scenetest.OnLoop(func() { title, note = a.Scene().(*menus.Pause).Heading() })
	if title != "Game menu" || !strings.Contains(note, "goes on") {
		t.Errorf("a LAN game's menu is titled %q, %q", title, note)
	}
	clickMenu(t, a, script, "Computer plays for")
	waitFor(t, a, "scene=play:billabong")
	deadline = time.Now().Add(20 * time.Second)
	for {
		scenetest.RunTicks(a, 1)
		var away []int
		scenetest.OnLoop(func() { away = scenes.LANAway(a) })
		if len(away) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Kim is still away with no stand-in: %v", away)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// In a LAN game Undo asks the other players: the other window shows the
// question over its board; refused, nothing changes; allowed, both windows
// take the move back.
func TestLANUndoRequest(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 6, Seats: []rules.SeatInfo{
		{Name: "Kim", Kind: net.RemoteKind}, {Name: "Sam", Kind: net.RemoteKind}}}
	h := testHost(t, net.HostConfig{Setup: setup}, "127.0.0.1:0")
	aScript, bScript := &ui.Script{}, &ui.Script{}
	a := newTestApp(aScript, scenes.JoinStartAs(h.URL(), "Kim"))
	waitFor(t, a, "join=lobby;seat=0")
	b := newTestApp(bScript, scenes.JoinStartAs(h.URL(), "Sam"))
	both := func(what string, ok func() bool) { t.Helper(); tickBoth(t, a, b, what, ok) }
	both("the game", func() bool {
		return strings.Contains(scenetest.Status(a), "scene=play") && strings.Contains(scenetest.Status(b), "scene=play")
	})
	var mv rules.Move
	scenetest.OnLoop(func() {
		st := scenes.PlayOf(a.Scene()).Match.State()
		mv = st.Legal(nil)[0]
	})
	scenetest.OnLoop(func() {
		if err := scenes.PlayNow(a, mv); err != nil {
			t.Error(err)
		}
	})
	moves := func(n int) func() bool {
		return func() bool {
			var x, y int
			scenetest.OnLoop(func() { x, y = scenes.History(a), scenes.History(b) })
			return x == n && y == n
		}
	}
	both("the move in both windows", moves(1))
	asked := func() bool {
		var ok bool
		scenetest.OnLoop(func() { ok = scenes.UndoAsked(b) })
		return ok
	}
	scenetest.Press(a, aScript, 2, ebiten.KeyU)
	both("the question", asked)
	scenetest.RunTicks(b, 5)
	scenetest.Save(t, "lan-undo-question", scenetest.Screenshot(b))
	scenetest.Press(b, bScript, 2, ebiten.KeyN)
	both("the refusal", func() bool {
		_, msg := scenes.LANTrouble(a)
		return strings.Contains(msg, "Not taken back: Sam said no")
	})
	if !moves(1)() {
		t.Fatal("a refused request took the move back")
	}
	scenetest.Press(a, aScript, 2, ebiten.KeyU)
	both("the question again", asked)
	scenetest.Press(b, bScript, 2, ebiten.KeyY)
	both("the move taken back in both windows", moves(0))
	if _, msg := scenes.LANTrouble(b); !strings.Contains(msg, "Move taken back (Kim asked)") {
		t.Errorf("Sam's window says %q", msg)
	}
}

// The host goes away mid-game: the first window in the succession the host
// shared hosts the game itself at the address it offered, with the same
// join code, at once; the other window finds it there by the succession
// alone (its announcements are not heard: the test listens nowhere) and
// takes its seat back; the game goes on from where it was, and the new
// host's window shows its link, code and QR.
func TestCarryOnWhenTheHostIsGone(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 7, Seats: []rules.SeatInfo{
		{Name: "Kim", Kind: net.RemoteKind}, {Name: "Sam", Kind: net.RemoteKind}}}
	h := testHost(t, net.HostConfig{Setup: setup, Code: "QKRWTS"}, "127.0.0.1:0")
	aScript := &ui.Script{}
	// Kim's window stands by on a fixed port: its hosting panel is a
	// golden screenshot.
	a := scenes.NewApp(scenes.Options{Source: aScript, Start: scenes.JoinStartAs(h.URL(), "Kim"), Now: scenetest.Clock, Silent: true,
		Plays: launch.Plays, LANAddr: "127.0.0.1:28472"})
	defer scenetest.OnLoop(func() { scenes.EndHosting(a) })
	waitFor(t, a, "join=lobby;seat=0")
	b := newTestApp(nil, scenes.JoinStartAs(h.URL(), "Sam"))
	both := func(what string, ok func() bool) { t.Helper(); tickBoth(t, a, b, what, ok) }
	playing := func() bool {
		return strings.Contains(scenetest.Status(a), "scene=play") && strings.Contains(scenetest.Status(b), "scene=play")
	}
	both("the game", playing)
	moves := func(n int) func() bool {
		return func() bool {
			var x, y int
			scenetest.OnLoop(func() { x, y = scenes.History(a), scenes.History(b) })
			return x >= n && y >= n
		}
	}
	playFirst := func(app *scenes.App) {
		scenetest.OnLoop(func() {
			mv := scenes.PlayOf(app.Scene()).Match.State().Legal(nil)[0]
			if err := scenes.PlayNow(app, mv); err != nil {
				t.Error(err)
			}
		})
	}
	playFirst(a)
	both("Kim's move in both windows", moves(1))
	both("the succession in both windows", func() bool {
		var na, nb int
		scenetest.OnLoop(func() { na, nb = scenes.Successors(a), scenes.Successors(b) })
		return na == 2 && nb == 2
	})

	code := h.Code()
	h.Close()
	both("the game carried on in both windows, Kim's hosting", func() bool {
		if !playing() {
			return false
		}
		var ta, tb, hosting bool
		scenetest.OnLoop(func() { ta, _ = scenes.LANTrouble(a); tb, _ = scenes.LANTrouble(b); hosting = scenes.Hosting(a) })
		return !ta && !tb && hosting
	})
	var link string
	scenetest.OnLoop(func() { link = scenes.HostedLink(a) })
	if !strings.HasSuffix(link, "?join="+code) {
		t.Errorf("Kim's window hosts at %s; the game's code was %s", link, code)
	}
	if !moves(1)() {
		t.Fatal("the carried-on game lost Kim's move")
	}
	playFirst(b)
	both("Sam's move at the new host", moves(2))
	// The hosting button opens the panel with the link, code and QR.
	scenetest.RunTicks(a, 60)
	scenetest.Golden(t, "lan-carried-on", scenetest.Screenshot(a))
	var chip ui.Button
	scenetest.OnLoop(func() { chip = scenes.HostingChip(a) })
	click(a, aScript, chip.X+chip.W/2, chip.Y+chip.H/2)
	scenetest.RunTicks(a, 5)
	if !strings.Contains(scenetest.Status(a), "hostpanel=open") {
		t.Fatalf("the hosting panel did not open: %s", scenetest.Status(a))
	}
	scenetest.Golden(t, "lan-carried-on-hosting", scenetest.Screenshot(a))
	scenetest.Press(a, aScript, 2, ebiten.KeyEscape)
	scenetest.RunTicks(a, 3)
	if strings.Contains(scenetest.Status(a), "hostpanel=open") {
		t.Error("Esc did not close the hosting panel")
	}
}

// A LAN game is kept as it goes in its own file, never in place of the
// game behind Continue, and once over it is among the replays.
func TestLANGameIsKept(t *testing.T) {
	store := ui.NewMemStore()
	store.Files[scenes.AutosaveName] = []byte("the local game")
	setup := rules.Setup{Game: "billabong", Seed: 8, Seats: []rules.SeatInfo{
		{Name: "Kim", Kind: net.RemoteKind}, {Name: "Cpu", Kind: "bot:greedy"}}}
	h := testHost(t, net.HostConfig{Setup: setup}, "127.0.0.1:0")
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Store: store, Source: &ui.Script{}, Now: scenetest.Clock,
		LANAddr: "127.0.0.1:0", Start: scenes.WatchStart(h.URL())})
	waitFor(t, a, "join=lobby;seat=-1")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cl, err := net.Join(ctx, net.JoinConfig{URL: h.URL()})
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := ai.New("greedy", 3)
	go net.Follow(ctx, cl, bot, 20*time.Millisecond)
	waitFor(t, a, "scene=play:billabong")
	sawCopy := false
	deadline := time.Now().Add(60 * time.Second)
	for {
		scenetest.RunTicks(a, 5)
		_, inProgress := store.Files[scenes.LANSaveName]
		sawCopy = sawCopy || inProgress
		var over bool
		scenetest.OnLoop(func() { over = scenes.PlayOf(a.Scene()).Match.State().ToMove() == rules.Nobody })
		if over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the game did not end")
		}
		time.Sleep(2 * time.Millisecond)
	}
	scenetest.RunTicks(a, 2)
	if string(store.Files[scenes.AutosaveName]) != "the local game" {
		t.Error("the LAN game replaced the game behind Continue")
	}
	if !sawCopy {
		t.Error("no copy of the LAN game in progress")
	}
	if _, ok := store.Files[scenes.LANSaveName]; ok {
		t.Error("the finished LAN game's copy in progress is still there")
	}
	var kept []string
	for name := range store.Files {
		if strings.HasPrefix(name, "games/") && strings.HasSuffix(name, "-billabong.outback") {
			kept = append(kept, name)
		}
	}
	if len(kept) != 1 {
		t.Fatalf("finished games kept: %v, want the LAN game", kept)
	}
	// Its replay opens like any other.
	rec, err := rules.DecodeRecord(store.Files[kept[0]])
	if err != nil {
		t.Fatal(err)
	}
	scenetest.OnLoop(func() {
		v, err := replay.NewViewer(a, rec)
		if err != nil {
			t.Fatalf("the LAN game's replay: %v", err)
		}
		a.SwitchNow(v)
	})
	waitFor(t, a, "scene=replay:billabong")
}

// A seat played by a computer at its player's machine (outback-cli join
// -bot medium) says so in the others' windows, not "person".
func TestRemoteComputerSeat(t *testing.T) {
	setup := rules.Setup{Game: "billabong", Seed: 4, Seats: []rules.SeatInfo{
		{Name: "Kim", Kind: net.RemoteKind}, {Name: "Robo", Kind: net.RemoteKind}}}
	h := testHost(t, net.HostConfig{Setup: setup}, "127.0.0.1:0")
	a := newTestApp(nil, scenes.JoinStartAs(h.URL(), "Kim"))
	waitFor(t, a, "join=lobby;seat=0")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	robo, err := net.Join(ctx, net.JoinConfig{URL: h.URL(), Name: "Robo", Bot: "medium"})
	if err != nil {
		t.Fatal(err)
	}
	defer robo.Close()
	waitFor(t, a, "scene=play:billabong")
	deadline := time.Now().Add(10 * time.Second)
	for {
		scenetest.RunTicks(a, 1)
		var kind string
		scenetest.OnLoop(func() { kind = scenes.PlayOf(a.Scene()).KindText(1) })
		if kind == "computer elsewhere · Medium" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Robo's seat says %q", kind)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// The window that hosts a LAN game goes away mid-game (closed, or killed):
// the other window carries the game on; started again, the first window's
// title offers to continue the LAN game, and it takes its seat back at the
// new host by the succession it kept, and the game goes on.
func TestHostsPlayerContinues(t *testing.T) {
	store := ui.NewMemStore()
	aScript := &ui.Script{}
	a := scenes.NewApp(scenes.Options{Source: aScript, Now: scenetest.Clock, Silent: true, Plays: launch.Plays, Store: store,
		LANAddr: "127.0.0.1:0", Start: func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, "billabong") }})
	scenetest.RunTicks(a, 2)
	scenetest.OnLoop(func() { scenes.SetSeatKinds(a.Scene().(*menus.NewGame), "human", "lan") })
	scenetest.Press(a, aScript, 30, ebiten.KeyEnter)
	waitFor(t, a, "join=lobby;seat=0;hosting=true")
	link := scenes.HostLink(a.Scene())
	b := newTestApp(nil, scenes.JoinStartAs(link, "Sam"))
	defer scenetest.OnLoop(func() { scenes.EndHosting(b) })
	playing := func(x *scenes.App) func() bool {
		return func() bool { return strings.Contains(scenetest.Status(x), "scene=play") }
	}
	tickBoth(t, a, b, "the game", func() bool { return playing(a)() && playing(b)() })
	scenetest.OnLoop(func() {
		mv := scenes.PlayOf(a.Scene()).Match.State().Legal(nil)[0]
		if err := scenes.PlayNow(a, mv); err != nil {
			t.Error(err)
		}
	})
	tickBoth(t, a, b, "the move and the succession in both windows", func() bool {
		var ha, hb, na int
		scenetest.OnLoop(func() { ha, hb, na = scenes.History(a), scenes.History(b), scenes.Successors(a) })
		return ha == 1 && hb == 1 && na == 1
	})
	scenetest.RunTicks(a, 5) // the session is kept
	if _, ok := store.Files[scenes.LANSessionName]; !ok {
		t.Fatal("the hosting window keeps no LAN session")
	}
	// The hosting window goes (its ticks stop: nothing of it runs again).
	scenetest.OnLoop(func() { scenes.EndHosting(a) })
	deadline := time.Now().Add(30 * time.Second)
	for !scenes.HostingNow(b) {
		scenetest.RunTicks(b, 1)
		if time.Now().After(deadline) {
			t.Fatalf("Sam's window did not take over: %s", scenetest.Status(b))
		}
		time.Sleep(2 * time.Millisecond)
	}
	// Kim starts the program again.
	a2Script := &ui.Script{}
	a2 := scenes.NewApp(scenes.Options{Source: a2Script, Now: scenetest.Clock, Silent: true, Plays: launch.Plays, Store: store, LANAddr: "127.0.0.1:0"})
	scenetest.RunTicks(a2, 3)
	scenetest.Golden(t, "title-lan-continue", scenetest.Screenshot(a2))
	scenetest.Press(a2, a2Script, 2, ebiten.KeyL)
	tickBoth(t, a2, b, "Kim back in the game", func() bool {
		if !playing(a2)() || !playing(b)() {
			return false
		}
		var away []int
		scenetest.OnLoop(func() { away = scenes.LANAway(b) })
		return len(away) == 0
	})
	scenetest.OnLoop(func() {
		if n := scenes.History(a2); n != 1 {
			t.Errorf("Kim's window is at move %d, want 1", n)
		}
		mv := scenes.PlayOf(b.Scene()).Match.State().Legal(nil)[0]
		if err := scenes.PlayNow(b, mv); err != nil {
			t.Error(err)
		}
	})
	tickBoth(t, a2, b, "Sam's move in both windows", func() bool {
		var x, y int
		scenetest.OnLoop(func() { x, y = scenes.History(a2), scenes.History(b) })
		return x == 2 && y == 2
	})
}
