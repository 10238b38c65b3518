package net

import (
	"context"
	"errors"
	"time"
)

// JoinAny joins cfg's game: at its link, or — when nothing answers there
// and the page that runs this learned the game's successors before the
// host went away (PageSuccessors) — at the successor that hosts it now.
// A refusal (a full game, a wrong code) is the host's word and ends it.
func JoinAny(ctx context.Context, cfg JoinConfig) (*Client, error) {
	cl, err := Join(ctx, cfg)
	if l := moved(err); l != "" {
		alt := cfg
		alt.URL = l
		if cl, err2 := Join(ctx, alt); err2 == nil {
			return cl, nil
		}
	}
	var refused *RefusedError
	if err == nil || errors.As(err, &refused) && moved(err) == "" {
		return cl, err
	}
	_, code, lerr := endpoint(cfg.URL)
	succ := PageSuccessors()
	if lerr != nil || len(succ) == 0 {
		return nil, err
	}
	// A successor needs a few seconds to take the game over.
	fctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	var tried triedHosts
	tried.note(cfg.URL, err)
	links := []string{cfg.URL} // a busy host may take it yet
	for _, addr := range succ {
		links = append(links, Successor{Addr: addr}.Link(code))
	}
	for {
		for _, link := range links {
			alt := cfg
			alt.URL = link
			tctx, tcancel := context.WithTimeout(fctx, 3*time.Second)
			cl, err := Join(tctx, alt)
			tcancel()
			if err == nil || refusedHere(err) {
				return cl, err
			}
			tried.note(alt.URL, err)
		}
		select {
		case <-fctx.Done():
			return nil, errors.New("no host found for the game: " + tried.String())
		case <-time.After(500 * time.Millisecond):
		}
	}
}
