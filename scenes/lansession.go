package scenes

import (
	"context"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"outback/net"
	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/play"
	"outback/scenes/ui"
)

// A LAN game cut off — this window closed, or it hosted the game and went
// away — is not lost: beside the game's copy (lan.outback) the window keeps
// what it needs to find the game again (lan.session): the link it played
// by, its seat and token, and the succession the host last shared. The
// title screen then offers to continue it, and the window takes its seat
// back wherever the game went on.
const lanSessionName = "lan.session"

// lanSession is what lan.session keeps.
type lanSession struct {
	Link, Code, Token string
	Seat              int
	Successors        []string // HOST:PORT, in order
}

// encode writes the session as lines of "key value".
func (s lanSession) encode() []byte {
	var b strings.Builder
	b.WriteString("link " + s.Link + "\ncode " + s.Code + "\ntoken " + s.Token + "\nseat " + strconv.Itoa(s.Seat) + "\n")
	for _, a := range s.Successors {
		b.WriteString("successor " + a + "\n")
	}
	return []byte(b.String())
}

// decodeLANSession reads a session; one that does not read is an error
// naming what is wrong.
func decodeLANSession(data []byte) (lanSession, error) {
	s := lanSession{Seat: -1}
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		key, val, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch key {
		case "link":
			s.Link = val
		case "code":
			s.Code = val
		case "token":
			s.Token = val
		case "seat":
			n, err := strconv.Atoi(val)
			if err != nil || n < -1 {
				return s, errors.New("line " + strconv.Itoa(i+1) + ": the seat is not a number")
			}
			s.Seat = n
		case "successor":
			s.Successors = append(s.Successors, val)
		default:
			return s, errors.New("line " + strconv.Itoa(i+1) + ": unknown key " + strconv.Quote(key))
		}
	}
	if err := net.CheckLink(s.Link); err != nil || s.Code == "" {
		return s, errors.New("no join link and code")
	}
	return s, nil
}

// sessionOf is what to keep of g's connection now.
func sessionOf(g *play.LANGame) lanSession {
	p := g.Current()
	s := lanSession{Link: g.Link, Code: p.Code(), Token: p.Token(), Seat: p.Seat()}
	for _, h := range p.Succession().Hosts {
		if !slices.Contains(s.Successors, h.Addr) { // one try an address
			s.Successors = append(s.Successors, h.Addr)
		}
	}
	return s
}

// KeepLANSession writes g's session when it has changed.
func (a *App) KeepLANSession(g *play.LANGame) {
	if a.store == nil {
		return
	}
	s := sessionOf(g)
	a.KeepSeat(g.Link, s.Code, s.Token, s.Seat)
	data := s.encode()
	if string(data) == a.lanSessionSaved {
		return
	}
	if err := a.store.Write(lanSessionName, data); err == nil {
		a.lanSessionSaved = string(data)
	}
}

// cutOffLANGame is the LAN game this window was playing when it was cut
// off, and how to find it again; nil when there is none (or it cannot be
// read: nothing is removed, the game stays among the files).
func (a *App) cutOffLANGame() (*rules.Match, *lanSession) {
	if a.store == nil {
		return nil, nil
	}
	data, err := a.store.Read(lanSessionName)
	if err != nil {
		return nil, nil
	}
	s, err := decodeLANSession(data)
	if err != nil {
		return nil, nil
	}
	recData, err := a.store.Read(lanSaveName)
	if errors.Is(err, os.ErrNotExist) || err != nil {
		return nil, nil
	}
	rec, err := rules.DecodeRecord(recData)
	if err != nil {
		return nil, nil
	}
	m, err := rules.Resume(rec)
	if err != nil || m.State().ToMove() == rules.Nobody {
		return nil, nil
	}
	return m, &s
}

// rejoinCutOff opens the join screen on the cut-off game: the link it was
// played by, or the successors, with the seat's token.
func rejoinCutOff(a *App, s *lanSession) *lan.Join {
	r := net.Rejoin{Link: s.Link, Code: s.Code, Seat: s.Seat, Token: s.Token}
	for _, addr := range s.Successors {
		r.Succession.Hosts = append(r.Succession.Hosts, net.Successor{Addr: addr})
	}
	cfg := net.JoinConfig{}
	a.Offer(&cfg)
	r.Offer, r.OfferID = cfg.Offer, cfg.OfferID
	return lan.StartJoinBy(a, s.Link, s.Seat < 0, func(ctx context.Context) (*net.Client, error) {
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		return r.Find(ctx, 3*time.Second)
	})
}

// CutOffLANGame is the LAN game this window was playing when it was cut
// off (nil: none), and the join screen that finds it again.
func (a *App) CutOffLANGame() (*rules.Match, func() ui.Scene) {
	m, s := a.cutOffLANGame()
	if m == nil {
		return nil, nil
	}
	return m, func() ui.Scene { return rejoinCutOff(a, s) }
}
