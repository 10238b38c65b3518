package downunder

import (
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

func game(t testing.TB) *rules.Game {
	g, err := rules.Lookup("downunder")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func opts(kv ...string) []rules.Option {
	var o []rules.Option
	for i := 0; i+1 < len(kv); i += 2 {
		o = append(o, rules.Option{Key: kv[i], Value: kv[i+1]})
	}
	return o
}

// invariant checks the properties every reachable position has.
func invariant(t testing.TB, st rules.State) {
	t.Helper()
	s := st.(*State)
	b := &s.b
	for i := range b.segs {
		sg := &b.segs[i]
		r := b.find(i)
		if multi(b.segs[r].mask) {
			t.Fatalf("group at %d,%d holds two colours (mask %b)", sg.x, sg.y, b.segs[r].mask)
		}
		if sg.colour >= 0 && sg.colour < prelaid && r != s.routeRoot(int(sg.colour)) {
			t.Fatalf("a segment of colour %d at %d,%d is not in its route", sg.colour, sg.x, sg.y)
		}
	}
	// The incremental union–find agrees with a rebuild.
	c := s.clone()
	c.b.rebuild()
	for i := range b.segs {
		r1, r2 := b.find(i), c.b.find(i)
		g1, g2 := b.segs[r1], c.b.segs[r2]
		if g1.mask != g2.mask || g1.size != g2.size || !sameEnds(g1.ends, g2.ends) {
			t.Fatalf("segment %d: incremental group %+v, rebuilt %+v", i, g1, g2)
		}
	}
	// Full cards inside the area.
	cfg := s.cfg
	if !cfg.noBorder {
		for _, it := range b.placed() {
			if it.kind == Terminal || (cfg.frame && it.colour == prelaid) {
				continue
			}
			x, y := int(it.x), int(it.y)
			if cfg.frame {
				if x < cfg.rx0 || x > cfg.rx1 || y < cfg.ry0 || y > cfg.ry1 {
					t.Fatalf("full card at %d,%d outside the frame", x, y)
				}
				continue
			}
			w, h := b.bx1-b.bx0+1, b.by1-b.by0+1
			if x < b.bx0 || x > b.bx1 || y < b.by0 || y > b.by1 || !((w <= cfg.a && h <= cfg.b) || (w <= cfg.b && h <= cfg.a)) {
				t.Fatalf("full cards span %dx%d, area %dx%d", w, h, cfg.a, cfg.b)
			}
		}
	}
}

func sameEnds(a, b [2]int16) bool {
	return (a[0] == b[0] && a[1] == b[1]) || (a[0] == b[1] && a[1] == b[0])
}

// refusedProbe tries a few moves that are not legal in st (derived from
// its hash, so repeatable) and checks each is refused with the state
// unchanged.
func refusedProbe(t testing.TB, st rules.State) {
	s := st.(*State)
	h := s.Hash()
	if h%16 != 0 || s.over {
		return
	}
	legal := s.Moves()
	for k := 0; k < 3; k++ {
		r := h >> (8 * k)
		m := Move{Kind: Kind(1 + r%6), X: int16(int(r>>3)%7 - 3), Y: int16(int(r>>6)%7 - 3), R: uint8(r >> 9 % 4), Animal: Animal(r >> 11 % 6)}
		if m.Kind == Turn && m.R%2 == 0 {
			m.R = 1
		}
		isLegal := false
		for _, l := range legal {
			if l == m {
				isLegal = true
			}
		}
		if !isLegal {
			rulestest.Refused(t, s, &m)
		}
	}
}

func TestRandomGames(t *testing.T) {
	g := game(t)
	type variant struct {
		name    string
		players []int
		opts    []rules.Option
		games   int // per player count
	}
	vs := []variant{
		{"base", []int{2, 3, 4}, nil, 400},
		{"special", []int{2, 3, 4}, opts("special", "on"), 300},
		{"dingo=lose", []int{2, 4}, opts("special", "on", "dingo", "lose"), 200},
		{"noBorder", []int{2, 3, 4}, opts("noBorder", "on"), 300},
		{"oneEnd", []int{2, 3, 4}, opts("oneEnd", "on"), 300},
		{"fixedArea", []int{2, 3}, opts("fixedArea", "on"), 500},
		{"frame", []int{2}, opts("frame", "on"), 1000},
		{"twoRoutes", []int{2}, opts("twoRoutes", "on"), 1000},
		{"oneCardPerTurn", []int{2}, opts("twoRoutes", "on", "oneCardPerTurn", "on"), 600},
		{"difficult", []int{2, 3, 4}, opts("difficulty", "difficult"), 200},
		{"easy", []int{2, 3, 4}, opts("difficulty", "easy"), 100},
		{"4x4", []int{2, 3, 4}, opts("size", "4x4"), 200},
	}
	for _, v := range vs {
		for _, p := range v.players {
			n := v.games
			if testing.Short() {
				n /= 10
			}
			seed := uint64(p*1000 + len(v.name))
			// Most games check the contract and the invariants; a tenth
			// also round-trip every position through its JSON.
			ended, moves := rulestest.Run(t, rulestest.Config{
				Game: g, Players: p, Options: v.opts, Games: n, Seed: seed,
				Invariant: func(t testing.TB, st rules.State) { invariant(t, st); refusedProbe(t, st) },
				MustEnd:   true,
			})
			e2, m2 := rulestest.Run(t, rulestest.Config{
				Game: g, Players: p, Options: v.opts, Games: max(n/10, 1), Seed: seed + 1,
				PositionRoundTrip: true, MustEnd: true,
			})
			t.Logf("%s %dp: %d games, %d moves", v.name, p, ended+e2, moves+m2)
		}
	}
}
