//go:build !js

package net

import (
	"errors"
	"fmt"
	"strings"

	"outback/ai"
	"outback/rules"
)

// What the host's player may do with the seats: free one, or give it to a
// computer player. Both run on the host's loop.

// botSeat reports whether the host plays seat: a computer seat, or a LAN
// seat whose player is away with a stand-in.
func (h *Host) botSeat(seat int) bool {
	return h.cfg.Setup.Seats[seat].IsBot() || (h.seats[seat].standIn != "" && h.seats[seat].peer == nil)
}

// botLevel is the computer level that plays seat.
func (h *Host) botLevel(seat int) string {
	if s := h.cfg.Setup.Seats[seat]; s.IsBot() {
		return s.Bot()
	}
	return h.seats[seat].standIn
}

// call runs f on the loop and returns its error.
func (h *Host) call(f func() error) error {
	done := make(chan error, 1)
	select {
	case h.inbox <- event{do: f, done: done}:
	case <-h.finished:
		return errors.New("the game is over")
	}
	select {
	case err := <-done:
		return err
	case <-h.finished:
		return errors.New("the game is over")
	}
}

// lanSeat checks that seat is one of the game's LAN seats.
func (h *Host) lanSeat(seat int) error {
	if seat < 0 || seat >= len(h.seats) {
		return fmt.Errorf("there is no seat %d", seat+1)
	}
	if h.cfg.Setup.Seats[seat].Kind != RemoteKind {
		return fmt.Errorf("seat %d is not a LAN seat", seat+1)
	}
	return nil
}

// FreeSeat opens a LAN seat again before the game starts: whoever took it
// is told and leaves, and the next player to arrive gets it.
func (h *Host) FreeSeat(seat int) error {
	return h.call(func() error {
		if err := h.lanSeat(seat); err != nil {
			return err
		}
		if h.started {
			return errors.New("the game has started: a missing player's seat can be given to a computer player instead")
		}
		h.unseat(seat, "the host freed your seat")
		h.seats[seat].name = h.match.Setup().Seats[seat].Name
		h.broadcastLobby()
		return nil
	})
}

// GiveToComputer gives a LAN seat to a computer player of level. Before the
// game starts the seat becomes a computer seat for good (whoever had it
// leaves); during the game it may only be a missing player's, and the
// computer plays for them until they come back.
func (h *Host) GiveToComputer(seat int, level string) error {
	if _, ok := ai.LevelOf(level); !ok {
		return fmt.Errorf("%q is not a computer level", level)
	}
	return h.call(func() error {
		if err := h.lanSeat(seat); err != nil {
			return err
		}
		if h.started {
			if h.seats[seat].peer != nil {
				return fmt.Errorf("seat %d's player is connected", seat+1)
			}
			h.seats[seat].standIn = level
			h.broadcastLobby()
			h.drive()
			return nil
		}
		h.unseat(seat, "the host gave your seat to a computer player")
		seats := append([]rules.SeatInfo(nil), h.cfg.Setup.Seats...)
		seats[seat].Kind = "bot:" + level
		seats[seat].Name = botName(level, seat)
		h.cfg.Setup.Seats = seats // the game takes it when it starts
		h.seats[seat].name = seats[seat].Name
		h.broadcastLobby()
		h.maybeStart()
		h.drive()
		return nil
	})
}

// rename gives a seated peer's seat the name its player chose, before the
// game (the game's Record takes the names when it starts).
func (h *Host) rename(p *peer, m *Msg) {
	name := rules.CleanName(m.Name)
	switch {
	case p.seat < 0:
		h.strike(p, m.N, "a spectator has no seat to name")
	case h.started:
		p.c.Send(Msg{Kind: Refused, N: m.N, Text: "the game has started: names are kept as they were"})
	case name == "":
		p.c.Send(Msg{Kind: Refused, N: m.N, Text: "a name needs a letter or two"})
	default:
		h.seats[p.seat].name = name
		h.broadcastLobby()
	}
}

// botName names a computer seat: its level's label and the seat number.
func botName(level string, seat int) string {
	if l, ok := ai.LevelOf(level); ok {
		return fmt.Sprintf("%s %d", l.Label, seat+1)
	}
	return fmt.Sprintf("Computer %d", seat+1)
}

// unseat sends away whoever holds seat and forgets its token.
func (h *Host) unseat(seat int, why string) {
	if p := h.seats[seat].peer; p != nil {
		p.c.Send(Msg{Kind: Bye, Text: why})
		p.c.Close(why)
		p.gone = true
		h.removePeer(p)
		h.seats[seat].peer = nil
	}
	h.seats[seat].token = ""
}

// SendAway takes a LAN seat from whoever holds it during the game — a
// stranger who took it with the code and does not play, say: they are told
// and leave, their token no longer takes the seat back, and a computer
// player of level plays it until someone new takes the seat with the code.
// (Before the game, FreeSeat does this.)
func (h *Host) SendAway(seat int, level string) error {
	if _, ok := ai.LevelOf(level); !ok {
		return fmt.Errorf("%q is not a computer level", level)
	}
	return h.call(func() error {
		if err := h.lanSeat(seat); err != nil {
			return err
		}
		if !h.started {
			return errors.New("the game has not started: free the seat instead")
		}
		h.log.printf("the host sent seat %d (%s) away; a computer plays it", seat+1, h.seats[seat].name)
		h.unseat(seat, "the host gave your seat to a computer player")
		h.seats[seat].tokenHash = ""
		h.seats[seat].strikes = 0
		h.seats[seat].standIn = level
		h.broadcastLobby()
		h.broadcastSuccession()
		h.drive()
		return nil
	})
}

// Seats is the seats as the host last told its peers (safe from any
// goroutine).
func (h *Host) Seats() LobbyInfo {
	if l := h.lobbyNow.Load(); l != nil {
		return *l
	}
	return LobbyInfo{}
}

// SeatsOf are the seats of kinds (lan, or a computer level) and how many
// are open to the LAN. A LAN seat is "Player N" until someone takes it; a
// computer seat is named as people see it, "Computer (Medium)", numbered
// only when two seats have the same level.
func SeatsOf(kinds []string) (seats []rules.SeatInfo, lan int, err error) {
	same := map[string]int{}
	for _, k := range kinds {
		same[strings.TrimPrefix(strings.TrimSpace(k), "bot:")]++
	}
	nth := map[string]int{}
	for i, k := range kinds {
		seat := rules.SeatInfo{Name: fmt.Sprintf("Player %d", i+1)}
		switch name := strings.TrimPrefix(strings.TrimSpace(k), "bot:"); {
		case name == LANSeat:
			seat.Kind = RemoteKind
			lan++
		default:
			l, ok := ai.LevelOf(name)
			if !ok {
				return nil, 0, fmt.Errorf("seat %d is %q (lan, or a computer level: %s)", i+1, k, strings.Join(ai.Names(), ", "))
			}
			seat.Kind, seat.Name = "bot:"+name, "Computer ("+l.Label+")"
			if same[name] > 1 {
				nth[name]++
				seat.Name = fmt.Sprintf("Computer %d (%s)", nth[name], l.Label)
			}
		}
		seats = append(seats, seat)
	}
	return seats, lan, nil
}
