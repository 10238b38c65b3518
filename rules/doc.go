// Package rules is the contract every Outback game implements, and the
// game-independent machinery built on it: the registry of games, Match
// (setup, history, chance sampling, undo) and Record (the replay and
// autosave file).
//
// The model is OpenSpiel's: a game is a state machine whose every transition
// is an explicit, serialisable move — chance included. A State never holds an
// RNG; when ToMove reports Chance, the Match samples one of the listed
// outcomes with its own seeded PCG and applies it like any other move, so a
// replay never depends on a random-number algorithm.
//
// Nothing in this package (or below it) imports ebiten: it tests anywhere,
// also under GOOS=js GOARCH=wasm.
package rules
