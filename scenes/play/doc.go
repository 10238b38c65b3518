// Package play is the one play screen the three games share: every game's
// screen (scenes/billabong, scenes/downunder, scenes/crossing) embeds
// *Play and gives it its Part. Play runs the game through an
// internal/session.Session and holds the one Update skeleton, the turn
// banner and seat rows (panel.go), the move log and its sheet
// (logsheet.go), where the board and the panel stand (playlayout.go),
// the end panel, and what a play screen needs of a LAN game: the LAN
// game itself (langame.go), the hosting panel (hosting.go) and another
// player's request to take a move back (lanundo.go). The replay viewer
// drives a play screen through its hold on it (replaycontrol.go).
//
// The play screen sees the program around it through App, never its
// type: what every screen asks (ui.App), the window's LAN game, the
// autosave, and the screens it opens (the title, a new game, the pause
// menu, the replay viewer), which stand above it and which the App makes.
package play
