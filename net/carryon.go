//go:build !js

package net

import (
	"context"
	"errors"
	"fmt"
	"time"

	"outback/ai"
)

// CarryOn is how a program that plays a LAN game without a window (the
// command line) keeps playing when its host goes away: it follows the
// succession, and hosts the game itself when its turn comes.
type CarryOn struct {
	// Standby is where this peer would host (nil: it only follows).
	Standby *Standby
	// Name is the player's name, for a host found without a token; Bot
	// the computer level that plays the seat here ("" a person).
	Name, Bot string
	// Host is the configuration a takeover starts from (Web, Now, Log,
	// Limits); Resume, Code and TokenHashes are filled in.
	Host HostConfig
	// Hosting is told the new host once this peer hosts the game.
	Hosting func(*Host)
	// Within is how long to look for a host before giving up (0: 20 s).
	Within time.Duration
}

// Follow plays cl's seat with bot (nil: watch) to the end of the game,
// across hosts going away. It returns the client it ended with and, if
// this peer took over, the host it runs (the caller waits for its Run).
func (co CarryOn) Follow(ctx context.Context, cl *Client, bot ai.Bot, pace time.Duration) (*Client, *Host, error) {
	var hosted *Host
	for {
		err := Follow(ctx, cl, bot, pace)
		if err == nil || !HostGone(err) || cl.Match == nil {
			return cl, hosted, err
		}
		if hosted != nil && hosted.SteppedDown() {
			// This peer's host gave the game up to another one (it
			// follows there now): there is no host here to wait for.
			hosted.Close()
			hosted = nil
		}
		next, h, err := co.findHost(ctx, cl)
		if err != nil {
			return cl, hosted, err
		}
		if h != nil {
			hosted = h
		}
		next.OnSuccession = cl.OnSuccession
		cl = next
	}
}

// findHost finds the game's next host after cl's went away, or hosts it.
func (co CarryOn) findHost(ctx context.Context, cl *Client) (*Client, *Host, error) {
	within := co.Within
	if within == 0 {
		within = 20 * time.Second
	}
	r := Rejoin{Link: cl.link, Code: cl.Code, Seat: cl.Seat, Token: cl.Token, Name: co.Name, Bot: co.Bot, Succession: cl.Succession}
	if cl.MovedTo != "" {
		r.Link = cl.MovedTo // the host that won
	}
	if co.Standby != nil && !co.Standby.Used() {
		r.Offer, r.OfferID = co.Standby.Offer()
		r.MyID = r.OfferID
	}
	fctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	next, err := r.Find(fctx, 3*time.Second)
	if err == nil {
		return next, nil, nil
	}
	if !errors.Is(err, ErrHostNow) {
		return nil, nil, err
	}
	rec, err := cl.Match.Record()
	if err != nil {
		return nil, nil, err
	}
	cfg := co.Host
	cfg.Resume, cfg.Code = rec, cl.Code
	cl.Succession.Takeover(&cfg, cl.Lobby, cl.Seat, cl.link)
	h, err := co.Standby.Host(cfg)
	if err != nil {
		return nil, nil, fmt.Errorf("hosting the game: %v", err)
	}
	if co.Hosting != nil {
		co.Hosting(h)
	}
	me := JoinConfig{URL: h.LocalURL(), Token: cl.Token, Watch: cl.Seat < 0, Bot: co.Bot, Term: cl.Term}
	jctx, jcancel := context.WithTimeout(ctx, 10*time.Second)
	defer jcancel()
	mine, err := Join(jctx, me)
	if err != nil {
		h.Close()
		return nil, nil, fmt.Errorf("joining the game this program hosts: %v", err)
	}
	// Should this host go too, the others it knew of may carry on.
	mine.carry(cl.Succession, r.MyID)
	return mine, h, nil
}
