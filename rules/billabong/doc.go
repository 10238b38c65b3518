// Package billabong is the rules core of Billabong, Eric Solomon's kangaroo
// race round a lake, following the spec rules/billabong.md (the authority;
// section numbers below are its sections). It implements rules.State and
// registers itself as "billabong"; it has no clock, no RNG, no floats and
// no maps, so a game replays identically on every platform.
//
// The game in brief: 2–4 players each place five kangaroos (§2), then take
// turns moving one kangaroo — a walk of one square, or a chain of hops over
// other kangaroos with the referee standing on the start square (§3). Each
// kangaroo carries a crossing counter, the number of times it has crossed
// the brook westward minus eastward (§4): at 2 it is home and leaves the
// board. The first player with all five home wins; everyone is ranked by
// kangaroos home, then by who got there first (§5).
//
// Files: board.go (squares, lake, brook), state.go (the state, options,
// ranking, hash), moves.go and notation.go (moves, their msgp form — a map
// {"kind": 1–4, "squares": "d4-c6-c4"} — and the notation of §7), legal.go
// (canonical legal moves of §8 and the jump search), lines.go (the board's
// occupancy as bit masks, for finding hops), hops.go (hop rules, hop-by-hop
// entry for a play screen), apply.go and events.go (playing a move and what
// it reports), position.go (position JSON), register.go (registry entry,
// moves JSON), heuristic.go (progress round the lake, bot values).
//
// A play screen uses New (or the registry), LegalMoves / MovesFrom / Walks
// / PlacementSquares for highlights, NextHops and CheckHop while a jump is
// entered hop by hop, Play (or Apply) to move, and the events to animate.
//
// Points the spec leaves open, decided here:
//
//   - A square is an int16 (r*16+c runs to 223, beyond an int8).
//   - The crossing counter is kept at MinCross (−20) or above, so it fits an
//     int8 and the jump search is bounded; only a kangaroo that went round
//     the lake anticlockwise twenty times would notice.
//   - A jump sequence has at most MaxHops (63) hops; see MaxHops.
//   - Among a kangaroo's jumps the single "home" outcome comes last (after
//     the jumps to squares, which are ordered by destination).
//   - Sleepers are placed on uniformly random empty squares off the lake,
//     one chance move each, before anything else. Quick-start kangaroos are
//     placed by chance quadrant by quadrant (I–IV), seat by seat within a
//     quadrant, each uniformly on the quadrant's empty squares; then each
//     seat places its fifth kangaroo by hand on an empty square of the
//     chosen placement zone (the behind zone unless zone=anywhere).
//   - Passing is allowed only without any legal move; a full round of
//     passes by the seats still racing ends the game.
//   - With "continue", a seat whose kangaroos are all home is skipped; the
//     game ends when at most one seat is still racing.
//   - A race position read from JSON may have fewer than five kangaroos a
//     seat (as the spec's examples do): a seat is done when none of its
//     kangaroos is left on the board.
//   - Ranking ties are broken by the order of home-comings, which the
//     position JSON carries as the optional "reached".
package billabong
