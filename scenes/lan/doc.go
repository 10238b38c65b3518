// Package lan holds the LAN screens: joining a game by its link or from
// the games announced on the LAN (JoinLink), and the join screen with the
// lobby, where a player takes a seat, the host fills or frees seats, and
// everyone waits for the game to start (Join). The LAN game itself, once
// it runs, is the play screen's (scenes/play: LANGame, the hosting panel,
// take-back requests).
//
// The screens see the program around them through App, never its type:
// what the play screen asks, plus opening a play screen, listening for
// announced games, and offering to stand by for a host that goes away.
package lan
