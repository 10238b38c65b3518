// Package crossing is the rules core of Outback Crossing (Bruce Whitehill):
// 2–6 players fill a 5×5 grid with animal tiles and claim its rows, columns
// and diagonals with markers on the rim; at the end each claimed path scores
// its animals by sets, doubled for the animal under the owner's marker. The
// spec is shared/rules/crossing.md; its section numbers are cited in the
// comments.
//
// The game is a state machine over the rules contract (package rules):
//
//	setup  (chance ×4)   a tile on a cell sharing no row, column or main diagonal with another
//	deal   (chance ×n)   each seat's reserve, in seat order (animals only)
//	turn                 claim a spot | play the reserve | draw
//	draw   (chance)      the tile drawn; an impossible action is discarded and drawn again
//	drawn                place or keep the animal | carry out the action
//	over                 the moment the last empty cell is filled
//
// Files: tiles.go (tile kinds and counts), board.go (cells, paths, rim
// spots and their animals), state.go (the State and its accessors),
// legal.go (legal moves, chance weights, which actions are possible),
// markers.go (§3 A), apply.go, score.go (§5 and the score breakdown),
// events.go, notation.go, position.go (position JSON), jsonobject.go and
// check.go (reading and checking it), view.go (hidden information),
// heuristic.go (bot hooks), register.go (registry entry, move decoding,
// moves and score JSON), moves.go (the Move type; msgp code in
// moves_gen.go).
//
// A play screen reads a State through View(seat), which masks the other
// seats' reserves and drawn animals, and masks Apply's events for its
// viewer with MaskEvents.
package crossing
