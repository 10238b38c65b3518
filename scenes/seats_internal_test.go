package scenes

import (
	"fmt"
	"testing"

	"outback/net"
	"outback/scenes/ui"
)

// A seat at a server table is kept by its link: a join by that link
// tomorrow takes it back; a LAN game's is not (lan.session keeps it).
func TestServerSeatIsKeptForTheNextJoin(t *testing.T) {
	a := &App{store: ui.NewMemStore()}
	link := "https://outback.example/?join=ABCDEFGHJK"
	a.KeepSeat(link, "ABCDEFGHJK", "tok1", 1)
	a.KeepSeat("http://192.168.1.20:8467/?join=QKRWTF", "QKRWTF", "lantok", 0)

	cfg := net.JoinConfig{URL: link}
	a.fillSeat(&cfg)
	if cfg.Token != "tok1" {
		t.Errorf("the join by the table's link has token %q, want tok1", cfg.Token)
	}
	watch := net.JoinConfig{URL: link, Watch: true}
	a.fillSeat(&watch)
	lan := net.JoinConfig{URL: "http://192.168.1.20:8467/?join=QKRWTF"}
	a.fillSeat(&lan)
	if watch.Token != "" || lan.Token != "" {
		t.Errorf("a spectator got %q, a LAN join %q: want no token", watch.Token, lan.Token)
	}
	for i := range keptSeatsMax + 5 {
		code := fmt.Sprintf("TABLE%05d", i)
		a.KeepSeat("http://s/?join="+code, code, "t", 0)
	}
	if got := a.keptSeats(); len(got) != keptSeatsMax || got[0].Code != fmt.Sprintf("TABLE%05d", keptSeatsMax+4) {
		t.Errorf("%d seats kept, newest %q; want %d, the newest first", len(got), got[0].Code, keptSeatsMax)
	}
}
