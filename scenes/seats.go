package scenes

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"outback/net"
	"outback/scenes/lan"
)

// A server's table is played at one's own pace: a player shuts the page
// and opens the join link again tomorrow. So the window and the page keep
// the seat they hold at each server table, by its join link (seats.json;
// in the browser, localStorage, where the server's lobby reads it for My
// games), and a join by that link takes the seat back with its token.
// A LAN game's link is kept by lan.session instead: its host may move.
const seatsName = "seats.json"

// keptSeatsMax is how many seats are kept (the oldest go first).
const keptSeatsMax = 50

// keptSeat is one seat at a server table.
type keptSeat struct {
	Link  string `json:"link"`
	Code  string `json:"code"`
	Token string `json:"token"`
	Seat  int    `json:"seat"` // counted from 0
	At    int64  `json:"at"`   // Unix ms, when last played
}

// serverTable reports whether a join code is a server table's (a LAN
// host's codes are shorter).
func serverTable(code string) bool { return len(code) >= net.ServerCodeLen }

// keptSeats reads seats.json (none when it does not read: it is rewritten).
func (a *App) keptSeats() []keptSeat {
	if a.store == nil {
		return nil
	}
	data, err := a.store.Read(seatsName)
	if err != nil {
		return nil
	}
	var seats []keptSeat
	if json.Unmarshal(data, &seats) != nil {
		return nil
	}
	return seats
}

// fillSeat gives a join to a server table the token of the seat this
// player holds there, if any.
func (a *App) fillSeat(cfg *net.JoinConfig) {
	if cfg.Token != "" || cfg.Watch {
		return
	}
	for _, s := range a.keptSeats() {
		if s.Link == cfg.URL && serverTable(s.Code) {
			cfg.Token = s.Token
			return
		}
	}
}

// KeepSeat remembers the seat this player holds at a server table (link
// and code the table's, seat counted from 0); other games' are not kept.
func (a *App) KeepSeat(link, code, token string, seat int) {
	if a.store == nil || token == "" || seat < 0 || !serverTable(code) {
		return
	}
	seats := a.keptSeats()
	i := slices.IndexFunc(seats, func(s keptSeat) bool { return s.Link == link })
	if i >= 0 && seats[i].Token == token && seats[i].Seat == seat {
		return // nothing new
	}
	if i >= 0 {
		seats = slices.Delete(seats, i, i+1)
	}
	seats = append([]keptSeat{{Link: link, Code: code, Token: token, Seat: seat, At: time.Now().UnixMilli()}}, seats...)
	seats = seats[:min(len(seats), keptSeatsMax)]
	if data, err := json.Marshal(seats); err == nil {
		a.store.Write(seatsName, data)
	}
}

// KeptSeats are the seats this player holds at server tables, the newest
// first (the window's Play online screen lists them under My games).
func (a *App) KeptSeats() []lan.KeptSeat {
	var out []lan.KeptSeat
	for _, s := range a.keptSeats() {
		out = append(out, lan.KeptSeat{Link: s.Link, Code: s.Code, Seat: s.Seat})
	}
	return out
}

// serverName keeps the server address typed last in Play online.
const serverName = "server.txt"

// ServerAddr is the server address typed last ("" none).
func (a *App) ServerAddr() string {
	if a.store == nil {
		return ""
	}
	data, err := a.store.Read(serverName)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(data))
}

// SetServerAddr remembers the server address for the next time.
func (a *App) SetServerAddr(addr string) {
	if a.store != nil && addr != a.ServerAddr() {
		a.store.Write(serverName, []byte(addr+"\n"))
	}
}
