package net

import (
	"fmt"
	"time"
)

//go:generate msgp -io=false
//msgp:tuple Msg
//msgp:limit arrays:4096 maps:64
//
// The file limit bounds arrays and maps; the byte fields have limits of
// their own (the file limit applied to them too, and a whole-game message
// past 4 KiB, around move 60 of any Billabong game, did not decode).
//msgp:ignore Found

// Version is the protocol version; a peer with another version is refused
// with a reason, never misread.
const Version = 3

// RemoteKind is the seat kind of a LAN seat in a Setup and a Record.
const RemoteKind = "remote"

// LANSeat is how a command line or a new-game screen asks for a seat
// open to a player on the LAN (it becomes a RemoteKind seat).
const LANSeat = "lan"

// ServerCodeLen is the length of a server table's join code (a LAN host's
// has six letters): a code that may be tried from anywhere on the
// internet must not be guessed (24^10 ≈ 6·10^13 codes).
const ServerCodeLen = 10

// MaxFrame is the largest message either side accepts: a Record of a long
// game fits with room to spare; anything larger is hostile or broken.
const MaxFrame = 1 << 20

// Kind says what a message is.
type Kind uint8

// The message kinds. Peer → host: Hello, Play, Resync. Host → peer:
// Welcome, Game, Moved, Refused, Lobby, Bye.
const (
	_ Kind = iota
	// Hello asks to join: Text is the join code, Name the player's name,
	// Token a seat token from an earlier connection (to take the seat
	// back), Seat the seat wanted (-1 any free seat, -2 to watch), Data
	// the computer level that will play the seat ("" a person), N the
	// highest term of the game's hosts the peer knows (0 none): a host of
	// a lower term is stale and steps down.
	Hello
	// Welcome answers Hello: Seat is the seat given (-1: a spectator) and
	// Token its secret, to keep for a rejoin; N is the host's term (see
	// Succession.Term), and Text is Electing while the host, a successor,
	// waits for the table to agree that it hosts the game.
	Welcome
	// Game carries the whole game so far: Data is its rules.Record. It
	// starts a peer's game, catches up a returning one, and repairs a
	// peer whose hash disagreed.
	Game
	// Play is a peer's move for its seat: Seat, N (the number of moves
	// before it) and Move (the game's msgp encoding).
	Play
	// Moved relays a move the host applied: Seat (-1 chance), N, Move and
	// Hash, the state hash after it.
	Moved
	// Refused turns down a message: Text says why; N is the move number it
	// was about.
	Refused
	// Resync is a peer's report that its hash after move N differs (Hash):
	// the host answers with Game.
	Resync
	// Lobby tells everyone who sits where while the host waits for
	// players: Data is a msgp-encoded LobbyInfo.
	Lobby
	// Bye ends a connection with a reason (Text): a full game, a wrong
	// code, too many bad messages, the host closing.
	Bye
	// UndoAsk, from a peer, asks to take back its seat's last move (N: the
	// moves so far); from the host, tells everyone that Seat asks it, for
	// the other players to answer. The game waits meanwhile.
	UndoAsk
	// UndoVote answers the request about move N: Text "yes" or "no".
	UndoVote
	// UndoDone ends a request of Seat: accepted, the game goes back to its
	// first N moves (Hash: the state hash then); refused, Text says why.
	UndoDone
	// Offer, from a peer that can host, is where it would host the game if
	// the host went away: Text is HOST:PORT, or :PORT for the address the
	// host sees it at.
	Offer
	// Successors, from the host, is who takes over when the host is gone:
	// Data is a msgp-encoded Succession. It is sent whenever it changes.
	Successors
	// Rename, from a seated peer before the game starts, is the name its
	// player chose (Name).
	Rename
	// Alive, from the host every AliveEvery, says it is there: a peer that
	// hears nothing for longer knows its connection is lost (a browser
	// sees no WebSocket pings, and a lost network may close nothing).
	Alive
)

// AliveEvery is how often a host tells each peer it is there; a peer that
// hears nothing for SilentHost takes the connection as lost.
const (
	AliveEvery = 1500 * time.Millisecond
	SilentHost = 4 * time.Second
)

var kindNames = [...]string{"", "hello", "welcome", "game", "play", "moved", "refused", "resync", "lobby", "bye", "undo-ask", "undo-vote", "undo-done", "offer", "succession", "rename", "alive"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && k != 0 {
		return kindNames[k]
	}
	return "unknown"
}

// The answers of an UndoVote.
const (
	VoteYes = "yes"
	VoteNo  = "no"
)

// Msg is every message on the wire: one small MessagePack array (tuple
// encoding keeps a relayed move well under 64 bytes).
type Msg struct {
	V     uint8  `msg:"v"`
	Kind  Kind   `msg:"k"`
	Seat  int8   `msg:"s"`
	N     uint32 `msg:"n"`
	Move  []byte `msg:"m,limit=1024"`
	Hash  uint64 `msg:"h"`
	Text  string `msg:"t"`
	Name  string `msg:"a"`
	Token string `msg:"o"`
	Data  []byte `msg:"d,limit=1048576"`
}

// LAN discovery (announce.go): hosts announce their game on UDP port
// AnnouncePort, to BroadcastAddr from a window; Join screens listen on
// DiscoverAddr.
const (
	AnnouncePort  = 8468
	BroadcastAddr = "255.255.255.255:8468"
	DiscoverAddr  = ":8468"
)

// LobbyInfo is the seats as the host sees them before the game starts.
type LobbyInfo struct {
	Game  string      `msg:"game"`
	Seats []SeatState `msg:"seats"`
	// Started is true once the game is on.
	Started bool `msg:"started"`
}

// SeatState is one seat in the lobby.
type SeatState struct {
	Name string `msg:"name"`
	// Kind is the seat's kind as Records store it ("remote" for a LAN seat).
	Kind string `msg:"kind"`
	// Taken: a person or bot has the seat; Connected: they are here now.
	Taken     bool `msg:"taken"`
	Connected bool `msg:"connected"`
	// StandIn is the computer level the host put in for a LAN player who
	// lost their connection ("" none).
	StandIn string `msg:"standin"`
	// Bot is the computer level that plays the LAN seat at its player's
	// computer ("" a person), as its Hello said.
	Bot string `msg:"bot"`
}

// Succession is who hosts the game when its host is gone, known to every
// peer in advance, so none needs to hear a broadcast (a browser cannot):
// the first successor still there hosts from its own copy of the game at
// its address with the same join code, and the others reconnect there with
// their seat tokens.
type Succession struct {
	Hosts []Successor `msg:"hosts,limit=64"`
	// Term is the host's term: 1 for the host that started the game, one
	// more at each takeover. A host that meets a higher term steps down
	// and its peers follow the higher one, so two hosts of one game never
	// both go on (see Host's doc in succession_term.go).
	Term uint32 `msg:"term"`
	// HostSeat is the seat of the player at the host's own machine,
	// counted from 1 (0 none): when the host goes, that player goes with
	// it, and the table that must agree on a successor is the others.
	HostSeat int8 `msg:"hostseat"`
	// TokenHashes are the seats' tokens, hashed (SHA-256, hex; "" for a
	// seat without one): a successor recognises each player's token
	// without learning it.
	TokenHashes []string `msg:"tokens,limit=64"`
}

// Successor is a peer that can host: its seat (-1: a spectator) and the
// address it would host on.
type Successor struct {
	Seat int8   `msg:"seat"`
	Addr string `msg:"addr"`
	// ID is the peer's own name for itself in the list (from its Offer).
	ID string `msg:"id"`
}

// Announcement is what a host tells the LAN about its game.
type Announcement struct {
	Game    string `msg:"game"`
	Host    string `msg:"host"` // the hosting player's name
	Port    int    `msg:"port"` // the game's port; the address is the sender's
	Code    string `msg:"code"`
	Seats   int    `msg:"seats"`
	Free    int    `msg:"free"` // LAN seats still open
	Started bool   `msg:"started"`
	// GameID names the game (see GameID): a peer whose host went away
	// finds the game again when another peer hosts it.
	GameID string `msg:"id"`
}

// GameID names a game for announcements: its title, seed and start time,
// which every peer's copy of the game shares.
func GameID(game string, seed uint64, started int64) string {
	return fmt.Sprintf("%s-%x-%x", game, seed, started)
}

// Found is a game heard on the LAN.
type Found struct {
	Announcement
	// Link is the join link, built from the sender's address.
	Link string
	seen time.Time
}
