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
	var refused *RefusedError
	if err == nil || errors.As(err, &refused) {
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
	for {
		for _, addr := range succ {
			alt := cfg
			alt.URL = Successor{Addr: addr}.Link(code)
			tctx, tcancel := context.WithTimeout(fctx, 3*time.Second)
			cl, err := Join(tctx, alt)
			tcancel()
			if err == nil || errors.As(err, &refused) {
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
