// Package downunder is the rules core of Günter Cornett's Down Under (2–4
// players): players lay cards carrying a path in their colour and a grey
// path, to build the longest route inside an agreed area.
//
// The specification is shared/rules/downunder.md; section numbers in the
// comments (§3, §11…) refer to it. The package implements rules.State for
// the registry entry "downunder" and adds a read-only API for the play
// screen (view.go): cell contents, segments with their groups, route status,
// hands, PlacementsFor / WhyNot, the area and live scores.
//
// Model. Every card is cut into segments: a path piece inside one cell with
// one or two ends on cell edges (a stub has one edge end and one capped end).
// Segments in neighbouring cells link when both have an end on the common
// edge, so every connected group is a simple path or a cycle. Groups are
// kept in a union–find over segment indices; each root knows the colours in
// its group, its segment count and its (at most two) free ends, which is all
// the rules ever ask. Only turning a curve (§5) can split a group; it
// rebuilds the union–find from scratch.
//
// Colours and seats. Normally colour = seat. With twoRoutes seat s plays
// colours 2s and 2s+1; colours count as players for rule (d), billabong
// cases and skipping. Pre-laid cards of the fixedArea and frame variants
// belong to a pseudo colour (owner -1 in the position JSON) that counts as
// one more player for rule (d).
//
// Determinism: integer arithmetic, slices and arrays only, no globals.
package downunder
