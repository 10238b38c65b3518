package net

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"outback/rules"
)

// Peer runs a Client in the background for a game loop that must never
// wait on the network (the window, the browser tab): a goroutine reads the
// host's messages, and the loop asks, without blocking, for the moves the
// host has sequenced so far (MoveAt) and sends its own (Send).
type Peer struct {
	cl *Client

	mu      sync.Mutex
	moves   []rules.Played
	record  *rules.Record // the game as of the last Game message
	games   int           // Game messages so far (a catch-up or a repair)
	refused string
	lobby   LobbyInfo
	succ    Succession
	err     error
	// movedTo is the host the game went on at when this one stepped down
	// for it; electing is set while the host waits for the table.
	movedTo  string
	electing bool
	done     bool
	over     bool // the game has ended, as far as this peer has it

	// Requests to take a move back: the seat asking now (-1 none), how
	// many were accepted, the last one's seat and what the last refusal
	// said.
	asking, askedAt int
	asks            int // requests heard so far: one answer each
	undos, undoSeat int
	undoRefusal     string

	// news is called after each message is taken in (OnNews).
	news func()
}

// OnNews has f called, from the reading goroutine, after each message
// from the host is taken in and when the connection ends: a game loop
// that sleeps while nothing moves (the window at rest) wakes for it.
func (p *Peer) OnNews(f func()) {
	p.mu.Lock()
	p.news = f
	p.mu.Unlock()
}

// NewPeer starts reading cl's messages in the background until ctx ends or
// the connection does.
func NewPeer(ctx context.Context, cl *Client) *Peer {
	p := &Peer{cl: cl, asking: -1, electing: cl.Electing}
	go p.read(ctx)
	return p
}

func (p *Peer) read(ctx context.Context) {
	// The host says it is there every AliveEvery: silence is a lost
	// connection, told on screen within seconds. Silence is counted in
	// this program's own beats, not the clock's: a page whose one thread
	// was busy (a slow phone drawing) misses beats as it misses the host's
	// messages, and must not take its own slowness for the host's.
	ctx, lost := context.WithCancel(ctx)
	defer lost()
	var beats, heard atomic.Int64
	go func() {
		t := time.NewTicker(silenceBeat)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if beats.Add(1)-heard.Load() >= int64(SilentHost/silenceBeat) {
					lost()
					return
				}
			}
		}
	}()
	for {
		u, err := p.cl.Next(ctx)
		heard.Store(beats.Load())
		p.mu.Lock()
		news := p.news
		p.electing = p.cl.Electing
		if err != nil {
			p.err, p.done, p.movedTo = err, true, p.cl.MovedTo
			p.mu.Unlock()
			if news != nil {
				news()
			}
			return
		}
		switch u.Kind {
		case Game:
			p.games++
			p.record, _ = p.cl.Match.Record()
			p.moves = append(p.moves[:0], p.cl.Match.History()...)
		case Moved:
			if p.cl.Match != nil {
				if h := p.cl.Match.History(); len(h) > len(p.moves) {
					p.moves = append(p.moves, h[len(p.moves):]...)
				}
			}
		case Refused:
			p.refused = u.Text
		case Lobby:
			p.lobby = p.cl.Lobby
		case Successors:
			p.succ = p.cl.Succession
		case UndoAsk:
			p.asking, p.askedAt = u.Seat, u.N
			p.asks++
		case UndoDone:
			p.asking = -1
			if u.Text != "" {
				p.undoRefusal = u.Text
			} else if u.N <= len(p.moves) {
				p.moves = p.moves[:u.N]
				p.undos++
				p.undoSeat = u.Seat
			}
		}
		p.over = p.cl.Over()
		p.mu.Unlock()
		if news != nil {
			news()
		}
	}
}

// silenceBeat is the beat silence is counted in (SilentHost of them).
const silenceBeat = 250 * time.Millisecond

// Seat is this peer's seat (-1: a spectator).
func (p *Peer) Seat() int { return p.cl.Seat }

// Token is the seat's secret, to take the seat back after a lost
// connection.
func (p *Peer) Token() string { return p.cl.Token }

// MoveAt is the n-th move of the game (0-based) as the host sequenced it,
// once it has arrived.
func (p *Peer) MoveAt(n int) (seat int, mv rules.Move, ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n < 0 || n >= len(p.moves) {
		return 0, nil, false
	}
	return p.moves[n].Seat, p.moves[n].Move, true
}

// Game is the game as of the host's last Game message, and how many Game
// messages have come: a game loop that sees the count change (this peer
// came back, or its state was repaired) starts again from this Record.
func (p *Peer) Game() (*rules.Record, int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.record, p.games
}

// Succession is who hosts the game should its host go away, as the host
// last said.
func (p *Peer) Succession() Succession {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.succ
}

// Code is the game's join code.
func (p *Peer) Code() string { return p.cl.Code }

// Lobby is the host's last word on who sits where.
func (p *Peer) Lobby() LobbyInfo {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.lobby
}

// Refused is the host's reason for refusing this peer's last message, if
// any, and forgets it.
func (p *Peer) Refused() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	r := p.refused
	p.refused = ""
	return r
}

// Over reports whether the game has ended (the host closes every
// connection then: that is not a lost connection).
func (p *Peer) Over() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.over
}

// Err is why the connection ended (nil while it lasts).
func (p *Peer) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

// Send sends a move for this peer's seat; the host relays it back to every
// peer, this one included, once it has applied it.
func (p *Peer) Send(mv rules.Move) error {
	p.mu.Lock()
	n, started := len(p.moves), p.record != nil
	p.mu.Unlock()
	if !started {
		return errors.New("the game has not started")
	}
	return p.cl.playAt(mv, n)
}

// Close leaves the game.
func (p *Peer) Close() { p.cl.Close() }

// MovedTo is the join link of the host the game went on at, when this
// peer's host stepped down for it ("" none).
func (p *Peer) MovedTo() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.movedTo
}

// Electing reports whether the host, a successor, still waits for the
// table to agree that it hosts: moves wait until then.
func (p *Peer) Electing() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.electing
}

// Rename asks the host to give this peer's seat another name (before the
// game starts).
func (p *Peer) Rename(name string) error { return p.cl.Rename(name) }

// AskUndo asks the others to let this seat take back its last move.
func (p *Peer) AskUndo() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.asking >= 0 {
		return errors.New("a request to take a move back is being decided")
	}
	if p.record == nil {
		return errors.New("the game has not started")
	}
	return p.cl.askUndoAt(len(p.moves))
}

// Asking is the seat asking to take a move back, while the players decide,
// and the request's number on this connection (one answer each).
func (p *Peer) Asking() (seat, id int, ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.asking, p.asks, p.asking >= 0
}

// AnswerUndo answers the request being decided.
func (p *Peer) AnswerUndo(yes bool) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.asking < 0 {
		return errors.New("no one asks to take a move back")
	}
	return p.cl.vote(p.askedAt, yes)
}

// Undos is the number of requests accepted so far and the seat of the
// last: a game loop that sees it change takes its game back to the host's
// moves (MoveAt says how many there are now).
func (p *Peer) Undos() (n, seat int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.undos, p.undoSeat
}

// UndoRefused is why the last request was refused, once, then "".
func (p *Peer) UndoRefused() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	r := p.undoRefusal
	p.undoRefusal = ""
	return r
}

// Moves is the number of moves the host has sequenced so far, as they
// reached this peer.
func (p *Peer) Moves() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.moves)
}
