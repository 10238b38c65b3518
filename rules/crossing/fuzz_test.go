package crossing

import (
	"strings"
	"testing"
)

func FuzzDecodeMove(f *testing.F) {
	for _, m := range []Move{Claim(3), Draw(), SwapTiles(2, 9), Shift(1, 20), Deal(5, Joker), DrawTile(ClaimAction), SetupTile(24, Devil)} {
		b, _ := m.MarshalMsg(nil)
		f.Add(b)
	}
	f.Add([]byte{})
	f.Add([]byte{0x83, 0xa2, 'o', 'p', 0x11, 0xa1, 'a', 0x00, 0xa1, 'b', 0x00})
	f.Add([]byte{0x93, 1, 2, 3})
	g := game(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := g.DecodeMove(b)
		if err != nil {
			return
		}
		mv := m.(Move)
		if err := mv.check(); err != nil {
			t.Fatalf("decoded a bad move: %v", err)
		}
		again, _ := mv.MarshalMsg(nil)
		back, err := g.DecodeMove(again)
		if err != nil || back != m {
			t.Fatalf("round trip: %v %v", back, err)
		}
		parsed, err := ParseMove(mv.String())
		if mv.Kind() == OpSwap && mv.B < mv.A {
			mv = SwapTiles(Cell(mv.A), Cell(mv.B))
		}
		if err != nil || parsed != mv {
			t.Fatalf("notation %q reads back as %v (%v)", mv.String(), parsed, err)
		}
		s := started(t, 3)
		s.Apply(m) // must not panic
	})
}

func FuzzDecodePosition(f *testing.F) {
	f.Add([]byte(specExample))
	f.Add([]byte(strings.Replace(specExample, `"phase": "turn"`, `"phase": "chance", "chance": "draw", "drawer": 1`, 1)))
	f.Add([]byte(`{"players":2,"toMove":-1,"phase":"chance","chance":"setup","board":{},"markers":{},"reserves":[null,null],"supply":{"kangaroo":7}}`))
	f.Add([]byte(`{"players":3,"toMove":1,"phase":"drawn","board":{"a1":"dingo"},"markers":{"N1":0},"reserves":["hidden",null,"wombat"],"supply":{"kangaroo":7,"wombat":6,"echidna":7,"platypus":7,"dingo":6,"devil":4,"joker":1,"swap":4,"move":3,"remove":4,"shift":3,"claim":3},"drawn":"hidden"}`))
	f.Add([]byte(`{"board":{"a1":"x\u0031"}}`))
	f.Add([]byte(`{}`))
	g := game(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		st, err := g.DecodePosition(b)
		if err != nil {
			if st != nil {
				t.Fatal("a state and an error")
			}
			return
		}
		js, err := st.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodePosition(js)
		if err != nil || back.Hash() != st.Hash() {
			t.Fatalf("round trip (%v):\n%s\n%s", err, b, js)
		}
		// The position plays: every legal move applies.
		for _, m := range st.Legal(nil) {
			c := st.Clone()
			if _, err := c.Apply(m); err != nil {
				t.Fatalf("legal %s refused: %v\n%s", st.MoveText(m), err, js)
			}
			c.Outcome()
		}
		if st.ToMove() >= 0 && !st.(*State).Masked() && len(st.Legal(nil)) == 0 {
			t.Fatalf("no move for seat %d\n%s", st.ToMove(), js)
		}
		st.(*State).Breakdown()
		g.MovesJSON(st)
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"claim N3", "reserve c4", "draw", "place b2", "keep", "swap c3 a1", "move b2 e5", "remove d4",
		"shift W2 E4", "setup c2 wombat", "deal 2 echidna", "tile kangaroo", "tile swap", "deal 9 joker", "setup c2 swap", "  draw  ", "claim"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := started(t, 4)
		m, err := s.ParseMove(text)
		if err != nil {
			return
		}
		mv := m.(Move)
		if err := mv.check(); err != nil {
			t.Fatalf("%q parsed to a bad move: %v", text, err)
		}
		if again, err := ParseMove(s.MoveText(m)); err != nil || again != mv {
			t.Fatalf("%q → %q → %v (%v)", text, s.MoveText(m), again, err)
		}
		s.Apply(m) // must not panic
	})
}
