// Package menus holds the screens around a game: the title, the new game
// screen (game, seats, options), the pause menu, the rules, the settings,
// and the prompt before a new game replaces a saved one.
//
// They stand above the play, replay and LAN screens, which they open, and
// see the program around them through App, never its type: what the LAN
// screens ask, plus the games there are, the saved game, hosting from the
// window, the LAN game cut off, and quitting.
package menus
