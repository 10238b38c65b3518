package downunder

// prelaid is the internal colour of pre-laid cards (fixedArea, frame): one
// more "player" for rule (d). It is written as owner -1.
const prelaid = 4

// maxColours is the number of real colours (4 seats, or 2 seats × 2 colours).
const maxColours = 4

// noEnd marks a missing group end.
const noEnd = -1

// item is one card on the board: a full card or one terminal.
type item struct {
	x, y   int16
	kind   Kind
	colour int8  // 0–3, prelaid, or -1 for a billabong
	rot    uint8 // rotation, terminal front, or billabong wiring
	animal Animal
}

// seg is one path piece inside a cell. Its ends are sides a and b; b is
// capSide for a stub. End k of segment i is referred to as 2i+k.
//
// The union–find data (parent, mask, size, ends) is meaningful at roots:
// mask has bit c for every colour c in the group (bit prelaid included),
// size counts the group's segments, ends are its free ends (both noEnd for a
// cycle). A free side end is an open end; a free cap end is a capped end.
type seg struct {
	x, y   int16
	a, b   int8
	colour int8 // -1 grey
	animal Animal
	parent uint8
	mask   uint8
	size   uint8
	ends   [2]int16
}

// cell maps each side to the segment with an end there (index+1, 0 none),
// and holds the items laid on it (index+1): a full card in card[0], or up
// to two terminals.
type cell struct {
	seg  [4]uint8
	card [2]uint8
}

func (c cell) empty() bool { return c.card[0] == 0 }

// board is the grid of cells around the cards, the items and the segments.
// The grid grows as cards are laid, so that it always has a margin of empty
// cells; lookups outside it read as empty.
type board struct {
	gx, gy, gw, gh int
	cells          []cell
	items          [maxItems]item // inline: one allocation fewer per clone
	nItems         int
	segs           []seg
	// bounding box of the full cards that count for the area rule (frame
	// cards do not), and their number.
	bx0, by0, bx1, by1 int
	nArea              int
	// bounding box of all occupied cells (for hashing and the first round).
	ox0, oy0, ox1, oy1 int
	nOcc               int
}

const gridMargin = 3

// maxItems bounds the cards on a board: 4 sets of 18 and 4 billabongs.
const maxItems = 80

// addItem appends an item and returns its index+1 (as cells store it).
func (b *board) addItem(it item) uint8 {
	b.items[b.nItems] = it
	b.nItems++
	return uint8(b.nItems)
}

// placed is the slice of items on the board.
func (b *board) placed() []item { return b.items[:b.nItems] }

func newBoard() board {
	b := board{gx: -6, gy: -6, gw: 13, gh: 13}
	b.cells = make([]cell, b.gw*b.gh)
	return b
}

func (b *board) clone() board {
	c := *b
	c.cells = append([]cell(nil), b.cells...)
	c.segs = append(make([]seg, 0, len(b.segs)+8), b.segs...)
	return c
}

// at is the cell at (x, y); outside the grid it is empty.
func (b *board) at(x, y int) cell {
	x -= b.gx
	y -= b.gy
	if x < 0 || y < 0 || x >= b.gw || y >= b.gh {
		return cell{}
	}
	return b.cells[y*b.gw+x]
}

// ptr is the cell at (x, y) for writing; ensure(x, y) must have run.
func (b *board) ptr(x, y int) *cell {
	return &b.cells[(y-b.gy)*b.gw+x-b.gx]
}

// ensure grows the grid so that (x, y) lies at least one cell inside it.
func (b *board) ensure(x, y int) {
	if x-1 >= b.gx && y-1 >= b.gy && x+1 < b.gx+b.gw && y+1 < b.gy+b.gh {
		return
	}
	nx0, ny0 := min(b.gx, x-gridMargin), min(b.gy, y-gridMargin)
	nx1, ny1 := max(b.gx+b.gw, x+gridMargin+1), max(b.gy+b.gh, y+gridMargin+1)
	nw, nh := nx1-nx0, ny1-ny0
	cells := make([]cell, nw*nh)
	for yy := 0; yy < b.gh; yy++ {
		copy(cells[(yy+b.gy-ny0)*nw+(b.gx-nx0):], b.cells[yy*b.gw:(yy+1)*b.gw])
	}
	b.gx, b.gy, b.gw, b.gh, b.cells = nx0, ny0, nw, nh, cells
}

// occupy records a newly occupied cell in the bounding boxes.
func (b *board) occupy(x, y int, full, counts bool) {
	if b.nOcc == 0 {
		b.ox0, b.oy0, b.ox1, b.oy1 = x, y, x, y
	} else {
		b.ox0, b.oy0, b.ox1, b.oy1 = min(b.ox0, x), min(b.oy0, y), max(b.ox1, x), max(b.oy1, y)
	}
	b.nOcc++
	if full && counts {
		if b.nArea == 0 {
			b.bx0, b.by0, b.bx1, b.by1 = x, y, x, y
		} else {
			b.bx0, b.by0, b.bx1, b.by1 = min(b.bx0, x), min(b.by0, y), max(b.bx1, x), max(b.by1, y)
		}
		b.nArea++
	}
}

// --- union–find ---

func (b *board) find(i int) int {
	for int(b.segs[i].parent) != i {
		i = int(b.segs[i].parent)
	}
	return i
}

// endSide is the side of end e (capSide for a cap), endSeg its segment.
func (b *board) endSide(e int) int {
	s := &b.segs[e>>1]
	if e&1 == 0 {
		return int(s.a)
	}
	return int(s.b)
}

// endRef is the end of segment i that lies on side t.
func (b *board) endRef(i, t int) int {
	if int(b.segs[i].a) == t {
		return 2 * i
	}
	return 2*i + 1
}

// union links end e1 of segment s1 with end e2 of segment s2 (two ends on
// the same edge): the groups merge and both ends stop being free.
func (b *board) union(s1, s2, e1, e2 int) {
	r1, r2 := b.find(s1), b.find(s2)
	var ends [4]int16
	n := 0
	add := func(r int) {
		for _, e := range b.segs[r].ends {
			if e != noEnd && int(e) != e1 && int(e) != e2 {
				ends[n] = e
				n++
			}
		}
	}
	add(r1)
	if r2 != r1 {
		add(r2)
		if b.segs[r1].size < b.segs[r2].size {
			r1, r2 = r2, r1
		}
		b.segs[r2].parent = uint8(r1)
		b.segs[r1].mask |= b.segs[r2].mask
		b.segs[r1].size += b.segs[r2].size
	}
	root := &b.segs[r1]
	root.ends = [2]int16{noEnd, noEnd}
	for i := 0; i < n && i < 2; i++ {
		root.ends[i] = ends[i]
	}
}

// newSeg appends a segment at (x, y) with ends on sides a and bb (capSide
// for a stub) and registers its edge ends in the cell.
func (b *board) newSeg(x, y, a, bb, colour int, animal Animal) int {
	i := len(b.segs)
	s := seg{x: int16(x), y: int16(y), a: int8(a), b: int8(bb), colour: int8(colour), animal: animal, parent: uint8(i), size: 1}
	if colour >= 0 {
		s.mask = 1 << colour
	}
	s.ends = [2]int16{int16(2 * i), int16(2*i + 1)}
	b.segs = append(b.segs, s)
	c := b.ptr(x, y)
	c.seg[a] = uint8(i + 1)
	if bb >= 0 {
		c.seg[bb] = uint8(i + 1)
	}
	return i
}

// link joins the segment end on side t of (x, y) with the end across the
// edge, if there is one.
func (b *board) link(x, y, t int) {
	c := b.at(x, y)
	if c.seg[t] == 0 {
		return
	}
	n := b.at(x+sideDX(t), y+sideDY(t))
	if n.seg[opp(t)] == 0 {
		return
	}
	s1, s2 := int(c.seg[t])-1, int(n.seg[opp(t)])-1
	b.union(s1, s2, b.endRef(s1, t), b.endRef(s2, opp(t)))
}

// neighbourRoot is the root of the group whose end lies across side t of
// (x, y), or -1.
func (b *board) neighbourRoot(x, y, t int) int {
	n := b.at(x+sideDX(t), y+sideDY(t))
	if n.seg[opp(t)] == 0 {
		return -1
	}
	return b.find(int(n.seg[opp(t)]) - 1)
}

// rebuild recomputes the whole union–find from the segments (after a curve
// was turned, or when a position is read).
func (b *board) rebuild() {
	for i := range b.segs {
		s := &b.segs[i]
		s.parent = uint8(i)
		s.size = 1
		s.mask = 0
		if s.colour >= 0 {
			s.mask = 1 << s.colour
		}
		s.ends = [2]int16{int16(2 * i), int16(2*i + 1)}
	}
	for i := range b.segs {
		s := &b.segs[i]
		for _, t := range [2]int8{s.a, s.b} {
			if t == int8(E) || t == int8(S) {
				b.link(int(s.x), int(s.y), int(t))
			}
		}
	}
}

// --- laying cards ---

// placeFull lays a straight or curve and links it.
func (b *board) placeFull(x, y int, k Kind, rot, colour int, animal Animal, counts bool) {
	b.ensure(x, y)
	b.ptr(x, y).card[0] = b.addItem(item{x: int16(x), y: int16(y), kind: k, colour: int8(colour), rot: uint8(rot), animal: animal})
	ca, cb, ga, gb := fullSides(k, rot)
	b.newSeg(x, y, ca, cb, colour, NoAnimal)
	b.newSeg(x, y, ga, gb, -1, animal)
	b.occupy(x, y, true, counts)
	for t := 0; t < 4; t++ {
		b.link(x, y, t)
	}
}

// placeTerminal lays a terminal with front f (in an empty cell, or back to
// back with the terminal there, whose bar it shares).
func (b *board) placeTerminal(x, y, f, colour int) {
	b.ensure(x, y)
	k := b.addItem(item{x: int16(x), y: int16(y), kind: Terminal, colour: int8(colour), rot: uint8(f)})
	c := b.ptr(x, y)
	first := c.empty()
	if first {
		c.card[0] = k
	} else {
		c.card[1] = k
	}
	b.newSeg(x, y, f, capSide, colour, NoAnimal)
	b.link(x, y, f)
	if first {
		l, r := barSides(f)
		b.newSeg(x, y, l, r, -1, NoAnimal)
		b.link(x, y, l)
		b.link(x, y, r)
		b.occupy(x, y, false, false)
	}
}

// placeBillabong lays a billabong with the given wiring.
func (b *board) placeBillabong(x, y int, w wiring) {
	b.ensure(x, y)
	b.ptr(x, y).card[0] = b.addItem(item{x: int16(x), y: int16(y), kind: Billabong, colour: -1, rot: uint8(w)})
	for s := 0; s < 4; s++ {
		p := w.partner(s)
		switch {
		case p == s:
			b.newSeg(x, y, s, capSide, -1, NoAnimal)
		case p > s:
			b.newSeg(x, y, s, p, -1, NoAnimal)
		}
	}
	b.occupy(x, y, true, true)
	for t := 0; t < 4; t++ {
		b.link(x, y, t)
	}
}

// segsOfItem returns the segment indices of a full card at (x, y) (colour
// segment first for straights and curves).
func (b *board) cellSegs(x, y int, out []int) []int {
	c := b.at(x, y)
	for t := 0; t < 4; t++ {
		i := int(c.seg[t]) - 1
		if i < 0 {
			continue
		}
		dup := false
		for _, j := range out {
			if j == i {
				dup = true
			}
		}
		if !dup {
			out = append(out, i)
		}
	}
	return out
}

// openEnd is a free side end of a group: the segment end on side side of
// cell (x, y), pointing into the cell across that edge.
type openEnd struct {
	x, y, side int
}

func (e openEnd) target() (int, int) { return e.x + sideDX(e.side), e.y + sideDY(e.side) }

// groupEnds reports the free ends of the group with root r: open ends
// (appended to out), the number of capped ends, and whether it is a cycle.
func (b *board) groupEnds(r int, out []openEnd) ([]openEnd, int, bool) {
	s := &b.segs[r]
	if s.ends[0] == noEnd && s.ends[1] == noEnd {
		return out, 0, true
	}
	caps := 0
	for _, e := range s.ends {
		if e == noEnd {
			continue
		}
		t := b.endSide(int(e))
		if t == capSide {
			caps++
			continue
		}
		sg := &b.segs[e>>1]
		out = append(out, openEnd{int(sg.x), int(sg.y), t})
	}
	return out, caps, false
}

// follow walks from end e (of a segment) through the segment to its other
// end and on across linked edges, and returns the free end reached.
func (b *board) follow(e int) int {
	for steps := 0; steps <= len(b.segs); steps++ {
		o := e ^ 1
		t := b.endSide(o)
		if t == capSide {
			return o
		}
		sg := &b.segs[o>>1]
		n := b.at(int(sg.x)+sideDX(t), int(sg.y)+sideDY(t))
		j := int(n.seg[opp(t)]) - 1
		if j < 0 {
			return o
		}
		e = b.endRef(j, opp(t))
	}
	return e
}
