//go:build !js

package scenes_test

import (
	"context"
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
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// fitsEverywhere checks the app's current screen at every size a player
// holds (issue 20) and keeps a golden picture of it at each but the
// desktop's (an older golden covers that one, or desk says which).
func fitsEverywhere(t *testing.T, a *scenes.App, name string, desk bool) {
	t.Helper()
	for _, size := range scenetest.Sizes {
		scenetest.CheckLayout(t, a, name, size, true)
		if size.Name != "desk" || desk {
			scenetest.Golden(t, "fit-"+name+"-"+size.Name, scenetest.Screenshot(a))
		}
	}
	scenetest.OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })
}

// overlayFits is fitsEverywhere for a panel over a play screen (whose own
// layout is checked on its own): it reports only what the panel adds to
// the screen's problems, and checks the panel's buttons.
func overlayFits(t *testing.T, a *scenes.App, name string) {
	t.Helper()
	for _, size := range scenetest.Sizes {
		scenetest.CheckLayout(t, a, name, size, false)
		var btns []ui.Button
		scenetest.OnLoop(func() { btns = scenes.OverlayButtons(a) })
		for _, b := range btns {
			if b.W < scenetest.MinTargetPx || b.H < scenetest.MinTargetPx || b.X < 0 || b.Y < 0 || b.X+b.W > ui.ViewW || b.Y+b.H > ui.ViewH {
				t.Errorf("%s at %s: the button %q is %d×%d at %d,%d on %d×%d", name, size.Name, b.Label, b.W, b.H, b.X, b.Y, ui.ViewW, ui.ViewH)
			}
		}
		if size.Name != "desk" {
			scenetest.Golden(t, "fit-"+name+"-"+size.Name, scenetest.Screenshot(a))
		}
	}
	scenetest.OnLoop(func() { a.Layout(ui.ScreenW, ui.ScreenH) })
}

// The LAN screens fit every screen: a phone held either way, a tablet and
// desktops — the join screen asking a name, a joining player's lobby of
// six seats, Join a LAN game listing a game, the host's lobby with its QR
// code, the hosting panel over the game it hosts, and another player's
// take-back question.
func TestLANScreensFitEveryScreen(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	// Asked a name: a game hosted on loopback at a fixed port (the screen
	// shows it).
	two := rules.Setup{Game: "billabong", Seed: 2, Seats: []rules.SeatInfo{
		{Name: "Kim", Kind: net.RemoteKind}, {Name: "Sam", Kind: net.RemoteKind}}}
	h := testHost(t, net.HostConfig{Setup: two, Code: "QKRWTF"}, "127.0.0.1:28480")
	script := &ui.Script{}
	a := newTestApp(script, scenes.JoinStart(h.URL()))
	waitFor(t, a, "join=naming")
	var tick int
	scenetest.OnLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, Text: "Robin"})
	waitFor(t, a, "name=Robin")
	fitsEverywhere(t, a, "join-name", false)

	// A joining player's lobby of six seats: the one of a phone held
	// sideways scrolls.
	var six []rules.SeatInfo
	for _, n := range []string{"Kim", "Sam", "Lee", "Ash", "Jo", "Max"} {
		six = append(six, rules.SeatInfo{Name: n, Kind: net.RemoteKind})
	}
	h6 := testHost(t, net.HostConfig{Setup: rules.Setup{Game: "crossing", Seed: 3, Seats: six}, Code: "QKRWTG"}, "127.0.0.1:28481")
	b := newTestApp(nil, scenes.JoinStartAs(h6.URL(), "Robin"))
	waitFor(t, b, "join=lobby;seat=0")
	scenetest.RunTicks(b, 3)
	fitsEverywhere(t, b, "lobby", true)

	// Join a LAN game with a game hosted from another window listed.
	c := newTestApp(nil, func(a *scenes.App) ui.Scene { return lan.NewJoinLink(a) })
	hostScript := &ui.Script{}
	host := scenetest.NewAppAt(hostScript, func(a *scenes.App) ui.Scene {
		sc, err := scenes.HostWithCode(a, rules.Setup{Game: "billabong", Seed: 5, Seats: []rules.SeatInfo{
			{Name: "Kim", Kind: net.RemoteKind}, {Name: "Robin", Kind: net.RemoteKind},
			{Name: "Lee", Kind: net.RemoteKind}, {Name: "Cpu", Kind: "bot:easy"}}}, "QKRWTH", 0)
		if err != nil {
			t.Fatal(err)
		}
		return sc
	}, launch.Plays, "127.0.0.1:28482")
	defer scenetest.OnLoop(func() { scenes.EndHosting(host) })
	waitFor(t, host, "join=lobby;seat=0;hosting=true")
	waitFor(t, c, "found=1")
	// The host's announcement settles: its name and its free seats, not
	// the first one with only its address.
	deadline := time.Now().Add(10 * time.Second)
	for {
		var row ui.Button
		scenetest.OnLoop(func() { row = scenes.JoinLinkRow(c.Scene(), 0) })
		if strings.Contains(row.Label, "Kim") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game found is %q", row.Label)
		}
		scenetest.RunTicks(c, 1)
		time.Sleep(5 * time.Millisecond)
	}
	for { // the text box's caret shown
		scenetest.OnLoop(func() { tick = c.Tick() })
		if tick%60 == 10 {
			break
		}
		scenetest.RunTicks(c, 1)
	}
	fitsEverywhere(t, c, "joinlink-found", true)

	// The host's lobby: Robin has a seat, Lee's is open.
	robin, err := net.Join(ctx, net.JoinConfig{URL: scenes.HostLink(host.Scene()), Name: "Robin"})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, host, "Robin:true:true")
	scenetest.RunTicks(host, 3)
	fitsEverywhere(t, host, "host-lobby", true)

	// The game starts when Lee comes; Lee goes: the hosting panel offers
	// to let the computer play for Lee.
	lee, err := net.Join(ctx, net.JoinConfig{URL: scenes.HostLink(host.Scene()), Name: "Lee"})
	if err != nil {
		t.Fatal(err)
	}
	for _, cl := range []*net.Client{robin, lee} {
		bot, _ := ai.New("greedy", 1)
		go net.Follow(ctx, cl, bot, 0)
	}
	waitFor(t, host, "scene=play:billabong")
	lee.Close()
	deadline = time.Now().Add(20 * time.Second)
	for {
		scenetest.RunTicks(host, 1)
		var away []int
		scenetest.OnLoop(func() { away = scenes.LANAway(host) })
		if len(away) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Lee is not away: %v", away)
		}
		time.Sleep(2 * time.Millisecond)
	}
	var chip ui.Button
	scenetest.OnLoop(func() { chip = scenes.HostingChip(host) })
	x, y := chip.Middle()
	click(host, hostScript, x, y)
	if !strings.Contains(scenetest.Status(host), "hostpanel=open") {
		t.Fatalf("the hosting panel did not open: %s", scenetest.Status(host))
	}
	overlayFits(t, host, "hosting")

	// Sam is asked to let Kim take a move back.
	ua, ub := &ui.Script{}, &ui.Script{}
	h2 := testHost(t, net.HostConfig{Setup: two, Code: "QKRWTJ"}, "127.0.0.1:0")
	kim := newTestApp(ua, scenes.JoinStartAs(h2.URL(), "Kim"))
	waitFor(t, kim, "join=lobby;seat=0")
	sam := newTestApp(ub, scenes.JoinStartAs(h2.URL(), "Sam"))
	tickBoth(t, kim, sam, "the game", func() bool {
		return strings.Contains(scenetest.Status(kim), "scene=play") && strings.Contains(scenetest.Status(sam), "scene=play")
	})
	scenetest.OnLoop(func() {
		if err := scenes.PlayNow(kim, scenes.PlayOf(kim.Scene()).Match.State().Legal(nil)[0]); err != nil {
			t.Error(err)
		}
	})
	tickBoth(t, kim, sam, "the move", func() bool {
		var n int
		scenetest.OnLoop(func() { n = scenes.History(sam) })
		return n == 1
	})
	scenetest.Press(kim, ua, 2, ebiten.KeyU)
	tickBoth(t, kim, sam, "the question", func() bool {
		var ok bool
		scenetest.OnLoop(func() { ok = scenes.UndoAsked(sam) })
		return ok
	})
	waitFor(t, sam, "busy=false") // Kim's move has been shown
	scenetest.RunTicks(sam, 2)
	overlayFits(t, sam, "undo")
	// Answered by a tap where the phone shows Allow.
	scenetest.Resize(t, sam, 390, 844)
	scenetest.RunTicks(sam, 2)
	var allow ui.Button
	scenetest.OnLoop(func() { allow, _ = scenes.UndoButtons(sam) })
	x, y = allow.Middle()
	click(sam, ub, x, y)
	tickBoth(t, kim, sam, "the move taken back", func() bool {
		var n, m int
		scenetest.OnLoop(func() { n, m = scenes.History(kim), scenes.History(sam) })
		return n == 0 && m == 0
	})
}
