//go:build !js

package scenes_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/net"
	"outback/scenes"
	"outback/scenes/lan"
	"outback/scenes/launch"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/server"
)

// The window's Play online: from the title (O), the server remembered
// from last time lists the tables this player sits at (with whose turn
// it is), the public tables with a free seat; the player starts a table
// of Down Under against the computer, sees its link and QR code, and
// takes the seat in the join screen.
func TestPlayOnline(t *testing.T) {
	store, err := server.OpenSQLite(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: store, Pace: -1, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// Someone else's public table, with a free seat.
	if _, err := net.CreateTable(ctx, hs.URL, net.TableRequest{Game: "billabong", Seats: []string{"lan", "lan", "medium"}, Public: true}); err != nil {
		t.Fatal(err)
	}
	// A table this player sat at yesterday: its program kept the seat.
	mine, err := net.CreateTable(ctx, hs.URL, net.TableRequest{Game: "crossing", Seats: []string{"lan", "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	cl, err := net.Join(ctx, net.JoinConfig{URL: mine, Name: "Robin"})
	if err != nil {
		t.Fatal(err)
	}
	cl.Close()

	st := ui.NewMemStore()
	script := &ui.Script{}
	a := scenes.NewApp(scenes.Options{Plays: launch.Plays, Silent: true, Source: script, Store: st, Now: scenetest.Clock})
	a.KeepSeat(mine, cl.Code, cl.Token, cl.Seat)
	a.SetServerAddr(strings.TrimPrefix(hs.URL, "http://"))

	scenetest.Press(a, script, 30, ebiten.KeyO)
	if _, ok := a.Scene().(*lan.Online); !ok {
		t.Fatalf("O opened %s", scenetest.Status(a))
	}
	status := waitFor(t, a, "loading=false;rows=mine:")
	for _, want := range []string{"mine:Outback Crossing · Robin, Computer (Easy)", "open:Billabong · a free seat, a free seat, Computer (Medium)"} {
		if !strings.Contains(status, want) {
			t.Errorf("the lists lack %q: %s", want, status)
		}
	}
	scenetest.RunTicks(a, 2)
	scenetest.Save(t, "online-lists", scenetest.Screenshot(a))

	// A table of one's own: Down Under (the second game), the other seat
	// the computer at Easy.
	o := a.Scene().(*lan.Online)
	clickBtn := func(b *ui.Button) {
		x, y := b.Middle()
		click(a, script, x, y)
		scenetest.RunTicks(a, 2) // laid out again
	}
	for range 2 {
		clickBtn(&o.GameBtn)
	}
	clickBtn(&o.SeatBtns[0])
	if !strings.Contains(o.SeatBtns[0].Label, "Easy") || !strings.Contains(o.GameBtn.Label, "Down Under") {
		t.Fatalf("the form says %q, %q", o.GameBtn.Label, o.SeatBtns[0].Label)
	}
	clickBtn(&o.StartBtn)
	status = waitFor(t, a, "created=http")
	link := status[strings.Index(status, "created=")+len("created=") : strings.Index(status, ";problem")]
	info, err := net.GetTable(ctx, hs.URL, link[strings.Index(link, "=")+1:])
	if err != nil || info.Game != "downunder" || len(info.Seats) != 2 || info.Seats[1].Kind != "easy" || !info.Public {
		t.Fatalf("the table started: %+v, %v", info, err)
	}
	scenetest.RunTicks(a, 2)
	scenetest.Save(t, "online-created", scenetest.Screenshot(a))
	scenetest.Press(a, script, 2, ebiten.KeyEnter)
	// The join screen asks the name (first time), and the game opens once
	// the seat is taken: the other is the server's computer.
	waitFor(t, a, "join=naming")
	var tick int
	scenetest.OnLoop(func() { tick = a.Tick() })
	script.Steps = append(script.Steps, ui.ScriptStep{Tick: tick + 1, Text: "Robin"},
		ui.ScriptStep{Tick: tick + 2, Keys: []ebiten.Key{ebiten.KeyEnter}})
	waitFor(t, a, "scene=play:downunder")
	// The seat is kept: the link opens it again tomorrow.
	if seats := a.KeptSeats(); len(seats) != 2 || seats[0].Link != link {
		t.Errorf("kept seats %+v, want the new table's first", seats)
	}
}
