//go:build !js

package net

import (
	"crypto/rand"
	"fmt"
	"net/http"
	"strings"

	"outback/rules"
)

// A server's table (outback-cli serve) is a Host without a listener of its
// own: the server routes each table's requests to it by join code
// (Attach, ServeHTTP), and keeps the game in its database. So:
//
//   - no peer takes the game over when the connection is lost — the
//     server is the game's one host, and a peer that lost it comes back
//     to it with its token (the succession it hears lists no one);
//   - a seat taken stays taken before the game too (a player joins, shuts
//     the page and comes back tomorrow), and the game starts once every
//     seat is taken, whoever is connected at that moment;
//   - every change a peer could hear of — a seat's new token, a move, a
//     move taken back — is handed to Persist first, so a server killed at
//     any moment and started again on its data resumes every table, and
//     no player holds a token or a move the server has forgotten.

// TableState is what a server keeps of a table, handed to Persist.
type TableState struct {
	// Record is the game so far (its seats carry the players' names).
	Record *rules.Record
	// TokenHashes are the LAN seats' tokens, hashed ("" a seat nobody
	// has taken); Bots the computer level a player's own program plays
	// the seat with ("" a person), for the lists of tables.
	TokenHashes []string
	Bots        []string
	// Started is false while the table waits for players; ToMove is the
	// seat to move (rules.Nobody once over, rules.Chance for chance).
	Started bool
	ToMove  int
}

// Over reports whether the table's game has ended.
func (t TableState) Over() bool { return t.Record != nil && t.Record.Result != nil }

// RandomCode is a join code of n letters of the join codes' alphabet,
// each as likely as the others.
func RandomCode(n int) string {
	code := make([]byte, 0, n)
	var b [16]byte
	for len(code) < n {
		rand.Read(b[:])
		for _, x := range b {
			// 240 is the largest multiple of 24 under 256: b % 24 of the
			// bytes above it would favour A–R.
			if int(x) < 256/len(codeLetters)*len(codeLetters) && len(code) < n {
				code = append(code, codeLetters[int(x)%len(codeLetters)])
			}
		}
	}
	return string(code)
}

// CheckShard says what is wrong with a server's shard prefix, if anything:
// at most 3 of the join codes' letters.
func CheckShard(shard string) error {
	if len(shard) > 3 || strings.Trim(shard, codeLetters) != "" {
		return fmt.Errorf("shard %q: at most 3 of the letters %s", shard, codeLetters)
	}
	return nil
}

// Attach opens a server's table (HostConfig.Served) to peers without a
// listener: base is the server's address as players reach it
// (http://HOST:PORT, or https://…), and the server routes the table's
// requests to ServeHTTP.
func (h *Host) Attach(base string) error {
	if !h.cfg.Served {
		return fmt.Errorf("only a server's table is attached (HostConfig.Served)")
	}
	h.base = strings.TrimSuffix(base, "/")
	h.broadcastLobby()
	go h.loop()
	return nil
}

// ServeHTTP answers a server table's requests: the game's connection
// (/ws), its status (/game) and its succession (/succession, empty).
func (h *Host) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/ws":
		h.serveWS(w, r)
	case "/game":
		h.gameStatus(w, r)
	case "/succession":
		h.serveSuccession(w, r)
	default:
		http.NotFound(w, r)
	}
}

// Peers is how many connections the host has now, seated or watching
// (safe from any goroutine).
func (h *Host) Peers() int { return int(h.peerCount.Load()) }

// watching counts the spectators (the loop's).
func (h *Host) watching() int {
	n := 0
	for _, p := range h.peers {
		if p.seat < 0 {
			n++
		}
	}
	return n
}

// Finished is closed once the table's game has ended (or the host closed).
func (h *Host) Finished() <-chan struct{} { return h.finished }

// persist hands the table's state to the server's Persist before anyone
// hears of a change; a state that cannot be kept stops the table (its
// players would hold what a restart forgets).
func (h *Host) persist() bool {
	if h.cfg.Persist == nil || h.err != nil {
		return h.err == nil
	}
	rec, err := h.match.Record()
	if err == nil {
		st := TableState{Record: rec, Started: h.started, ToMove: h.match.State().ToMove()}
		for i, s := range h.seats {
			hash := s.tokenHash
			if s.token != "" {
				hash = hashToken(s.token)
			}
			st.TokenHashes = append(st.TokenHashes, hash)
			st.Bots = append(st.Bots, s.bot)
			if !h.started && i < len(rec.Seats) {
				rec.Seats[i].Name = s.name // the names chosen in the lobby
			}
		}
		err = h.cfg.Persist(st)
	}
	if err != nil {
		h.err = fmt.Errorf("saving the table: %v", err)
		h.log.printf("%v", h.err)
		return false
	}
	return true
}
