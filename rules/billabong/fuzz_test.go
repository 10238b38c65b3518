package billabong

import (
	"testing"

	"outback/rules"
)

func FuzzDecodeMove(f *testing.F) {
	for _, text := range []string{"k11", "i10-h10", "d4-c6-c4-e4-g5", "pass"} {
		m, _ := ParseMove(text)
		raw, _ := m.MarshalMsg(nil)
		f.Add(raw)
	}
	f.Add([]byte{0x82, 0xa4, 'k', 'i', 'n', 'd', 0x03, 0xa7, 's', 'q', 'u', 'a', 'r', 'e', 's', 0xa2, 'z', '9'})
	f.Add([]byte{})
	f.Add([]byte{0xc0})
	st := New(2, Options{})
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := DecodeMove(b)
		if err != nil {
			return
		}
		// A decoded move prints, re-encodes to the same move, and is
		// applied or refused without harm.
		_ = m.String()
		raw, err := m.MarshalMsg(nil)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		if back, err := DecodeMove(raw); err != nil || back != m {
			t.Fatalf("%v: re-encoding gives %v, %v", m, back, err)
		}
		c := st.Clone()
		c.Apply(m)
	})
}

func FuzzDecodePosition(f *testing.F) {
	f.Add([]byte(specExample))
	f.Add([]byte(referenceJSON))
	f.Add([]byte(`{"players":2,"toMove":-1,"phase":"setup","sleepers":["a1"],"kangaroos":[],"quickStart":true}`))
	f.Add([]byte(`{"players":3,"toMove":-2,"phase":"over","continue":true,"home":[5,5,2],"reached":[4,12,9],"kangaroos":[{"seat":2,"square":"b2","cross":-3}]}`))
	f.Add([]byte(`{"players":2,"toMove":1,"phase":"place","zone":"anywhere","kangaroos":[{"seat":0,"square":"a1"}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := DecodePosition(b)
		if err != nil {
			return
		}
		// A position that reads is a working state: it lists its moves,
		// plays one, and writes itself back to the same state.
		js, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodePosition(js)
		if err != nil || back.Hash() != s.Hash() {
			t.Fatalf("round trip: %v\n%s", err, js)
		}
		moves := s.LegalMoves(nil)
		if s.ToMove() != rules.Nobody && len(moves) == 0 {
			t.Fatalf("no legal moves for %d\n%s", s.ToMove(), js)
		}
		if len(moves) > 0 {
			if _, err := s.Play(moves[len(moves)-1]); err != nil {
				t.Fatalf("legal move %s refused: %v", moves[len(moves)-1], err)
			}
		}
		_ = s.Outcome()
		_ = s.Value(0)
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"k11", "i10-h10", "d4-c6-c4-e4-g5", "pass", "", "-", "a1-", "p14-p15", "o10-k14-i12-g10-e8"} {
		f.Add(s)
	}
	st := reference(f)
	f.Fuzz(func(t *testing.T, text string) {
		mv, err := st.ParseMove(text)
		if err != nil {
			return
		}
		m := mv.(Move)
		// The notation reads back to the same move.
		again, err := ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("%q → %q → %v, %v", text, m, again, err)
		}
		c := st.Clone().(*State)
		if _, err := c.Apply(m); err != nil {
			if c.Hash() != st.Hash() {
				t.Fatalf("refused %s changed the state", m)
			}
		}
	})
}
