package downunder

import "outback/rules"

// Hash is FNV-1a (rules.Hasher) over a canonical encoding of the position:
// the same board, hands and turn state give the same hash however they
// were reached (cells are visited in (y, x) order, never by history).
//
// The encoding is compact because FNV costs a multiply per byte: a header
// (options, turn state), each colour's hand as 2-bit counts, then the
// occupied cells in row-major order over their bounding box, each as the
// number of empty cells skipped and its card bytes.
func (s *State) Hash() uint64 {
	var buf [1024]byte
	b := s.encode(buf[:0])
	h := rules.NewHasher()
	h.Bytes(b)
	return h.Sum()
}

func (s *State) encode(out []byte) []byte {
	c := s.cfg
	var flags byte
	for i, on := range [...]bool{c.noBorder, c.special, c.dingoLose, c.oneEnd, c.twoRoutes, c.oneCard, c.fixedArea, c.frame} {
		if on {
			flags |= 1 << i
		}
	}
	first := byte(0)
	if s.firstRound {
		first = 1
	}
	out = append(out, byte(c.players), flags, byte(c.a), byte(c.b), byte(s.toMove), first, s.played, s.passed, byte(s.billabongs))
	if s.pend.on {
		out = append(out, 1, byte(s.pend.colour), byte(s.pend.x), byte(s.pend.y), byte(s.pend.side))
	} else {
		out = append(out, 0)
	}
	for col := 0; col < c.colours; col++ {
		h := &s.hands[col]
		var v uint32
		for t := 0; t < nTypes; t++ {
			v |= uint32(h[t]&3) << (2 * t)
		}
		out = append(out, byte(v), byte(v>>8), byte(v>>16))
	}
	b := &s.b
	if b.nOcc == 0 {
		return out
	}
	out = append(out, byte(b.ox0), byte(b.oy0), byte(b.ox1-b.ox0+1))
	skip := 0
	for y := b.oy0; y <= b.oy1; y++ {
		row := (y - b.gy) * b.gw
		for x := b.ox0; x <= b.ox1; x++ {
			cl := &b.cells[row+x-b.gx]
			if cl.card[0] == 0 {
				skip++
				continue
			}
			for ; skip >= 255; skip -= 255 {
				out = append(out, 255)
			}
			out = append(out, byte(skip))
			skip = 0
			it := &b.items[cl.card[0]-1]
			if cl.card[1] != 0 {
				it2 := &b.items[cl.card[1]-1]
				if it2.rot < it.rot { // terminals by front
					it, it2 = it2, it
				}
				out = append(out, Terminal<<4|byte(it.colour+1), it.rot, byte(it2.colour+1), it2.rot)
				continue
			}
			out = append(out, it.kind<<4|byte(it.colour+1), it.rot, it.animal)
		}
	}
	return out
}
