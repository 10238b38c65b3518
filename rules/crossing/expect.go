package crossing

import "sync"

// What a path is likely to score once it is full, for a search's judgement
// of a position it stops at: a path's points as they stand say little while
// it still has empty cells (two kangaroos score 15 now, but under a kangaroo
// marker they are on the way to 80 or 150). The expectation fills the empty
// cells with tiles drawn like the box's animals; it is exact integer
// arithmetic, made once, on first use.

// expectTable holds, for every multiset of at most five animal tiles and
// every marker animal, the expected score of a path holding them once its
// other cells are filled.
type expectTable struct {
	index  [1 << 15]int16 // packed multiset (see multisetKey) -> row
	points [][NumSpecies - 1]int32
}

var (
	expectOnce sync.Once
	expect     *expectTable
)

// multisetKey packs a path's animals, in kind order, as base-8 digits
// (kind+1, so lengths differ); at most five digits.
func multisetKey(n counts) int {
	key := 0
	for k := 0; k < NumSpecies; k++ {
		for i := int8(0); i < n[k]; i++ {
			key = key*8 + k + 1
		}
	}
	return key
}

// expectedPoints is what a path with these animals is expected to score for
// a marker showing m, once full.
func expectedPoints(n counts, m Tile) int {
	expectOnce.Do(buildExpect)
	return int(expect.points[expect.index[multisetKey(n)]][m])
}

func buildExpect() {
	t := &expectTable{}
	for i := range t.index {
		t.index[i] = -1
	}
	// The animals in the box weigh each fill.
	var weight [NumSpecies]int64
	for k := 0; k < NumSpecies; k++ {
		weight[k] = int64(tileCounts[k])
	}
	var each func(n counts, from, left int, visit func(counts))
	each = func(n counts, from, left int, visit func(counts)) {
		visit(n)
		if left == 0 {
			return
		}
		for k := from; k < NumSpecies; k++ {
			n[k]++
			each(n, k, left-1, visit)
			n[k]--
		}
	}
	each(counts{}, 0, Size, func(n counts) {
		tiles := 0
		for _, c := range n {
			tiles += int(c)
		}
		empty := Size - tiles
		var sum [NumSpecies - 1]int64
		var denom int64
		// Every fill of the empty cells, weighted by the number of ordered
		// draws that give it.
		each(counts{}, 0, empty, func(f counts) {
			filled := 0
			for _, c := range f {
				filled += int(c)
			}
			if filled != empty {
				return
			}
			w := multinomial(f, empty)
			for k := 0; k < NumSpecies; k++ {
				for i := int8(0); i < f[k]; i++ {
					w *= weight[k]
				}
			}
			var full counts
			for k := range full {
				full[k] = n[k] + f[k]
			}
			for m := Tile(0); m < Tile(NumSpecies-1); m++ {
				p, _ := scoreCounts(full, m)
				sum[m] += w * int64(p)
			}
			denom += w
		})
		row := len(t.points)
		var pts [NumSpecies - 1]int32
		for m := range pts {
			pts[m] = int32((sum[m] + denom/2) / denom)
		}
		t.points = append(t.points, pts)
		t.index[multisetKey(n)] = int16(row)
	})
	expect = t
}

// multinomial is the number of orders of the multiset f of size n.
func multinomial(f counts, n int) int64 {
	r := factorial(n)
	for _, c := range f {
		r /= factorial(int(c))
	}
	return r
}

func factorial(n int) int64 {
	r := int64(1)
	for i := 2; i <= n; i++ {
		r *= int64(i)
	}
	return r
}
