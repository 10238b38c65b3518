package downunder

import (
	"testing"

	"outback/rules"
)

func FuzzDecodeMove(f *testing.F) {
	for _, m := range []Move{{Kind: Straight, X: 1, Y: -2, R: 1, Animal: Emu}, {Kind: Pass}, {Kind: Turn, R: 3}, {Kind: Terminal, R: 2}} {
		b, _ := m.MarshalMsg(nil)
		f.Add(b)
	}
	f.Add([]byte{0x85, 0xa1, 0x6b, 0x09})
	f.Add([]byte{})
	st, _ := newState(2, nil)
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := DecodeMove(b)
		if err != nil {
			return
		}
		// A decoded move never panics the state, legal or not.
		_ = st.MoveText(m)
		if _, err := st.clone().Apply(m); err != nil && st.ToMove() == rules.Nobody {
			t.Fatal("game over")
		}
	})
}

func FuzzDecodePosition(f *testing.F) {
	s := case3Pos(&testing.T{}, "S:rabbit T")
	js, _ := s.MarshalJSON()
	f.Add(js)
	for _, o := range [][]rules.Option{nil, opts("frame", "on"), opts("fixedArea", "on"), opts("twoRoutes", "on")} {
		st, _ := newState(2, o)
		js, _ := st.MarshalJSON()
		f.Add(js)
	}
	f.Add([]byte(`{"players":3,"cells":[{"x":0,"y":0,"card":{"kind":"billabong","wiring":[["N","E"],["S"],["W"]]}}],"pending":[{"x":0,"y":0,"side":"S"}]}`))
	f.Add([]byte(`{"players":2,"cells":[{"x":0,"y":0,"halves":[{"owner":0,"front":"N"},{"owner":1,"front":"S"}]}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		st, err := DecodePosition(b)
		if err != nil {
			return
		}
		// Whatever reads back plays on without panicking and round-trips.
		js, err := st.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodePosition(js)
		if err != nil {
			t.Fatalf("written position does not read back: %v\n%s", err, js)
		}
		if back.Hash() != st.Hash() {
			t.Fatalf("round trip changes the hash\n%s", js)
		}
		ms := st.Legal(nil)
		if len(ms) > 40 {
			ms = ms[:40]
		}
		for _, m := range ms {
			_ = st.MoveText(m)
			if _, err := st.Clone().Apply(m); err != nil {
				t.Fatalf("legal move %s refused: %v", st.MoveText(m), err)
			}
		}
		_ = st.Outcome()
		_, _ = MovesJSON(st)
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"S 0,1 r0 emu", "C 1,-2 r3 kangaroo", "T 2,3 N", "B 4,1", "R 1,0 cw", "R 1,0 ccw", "pass", "S 0,-1 r1", "", "C 0,0 r9 dingo"} {
		f.Add(s)
	}
	st := midGame(f)
	f.Fuzz(func(t *testing.T, text string) {
		m, err := st.ParseMove(text)
		if err != nil {
			return
		}
		c := st.clone()
		if _, err := c.Apply(m); err != nil {
			if c.Hash() != st.Hash() {
				t.Fatal("a refused move changed the state")
			}
			return
		}
		// An accepted move's text reads back to the same move.
		back, err := st.ParseMove(st.MoveText(m))
		if err != nil || *back.(*Move) != *m.(*Move) {
			t.Fatalf("%q → %q does not read back: %v", text, st.MoveText(m), err)
		}
	})
}
