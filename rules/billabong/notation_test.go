package billabong

import (
	"strings"
	"testing"
)

func TestSquareNames(t *testing.T) {
	for sq := Square(0); sq < NumSquares; sq++ {
		back, err := ParseSquare(sq.String())
		if err != nil || back != sq {
			t.Fatalf("%d: %q reads back as %d, %v", sq, sq, back, err)
		}
		if strings.ToUpper(sq.String()) != "" {
			if back, _ := ParseSquare(strings.ToUpper(sq.String())); back != sq {
				t.Fatalf("upper case %q", sq)
			}
		}
	}
	for name, want := range map[string]Square{"a1": Sq(0, 0), "p14": Sq(13, 15), "h9": Sq(8, 7), "i9": Sq(8, 8), "g7": Sq(6, 6)} {
		if got, err := ParseSquare(name); err != nil || got != want {
			t.Errorf("ParseSquare(%q) = %v, %v; want %v", name, got, err, want)
		}
	}
	for _, bad := range []string{"", "a", "a0", "a15", "q1", "a01", "1a", "a1x", "ä1", "-1"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) accepted", bad)
		}
	}
	lake := 0
	for sq := Square(0); sq < NumSquares; sq++ {
		if IsLake(sq) {
			lake++
		}
	}
	if lake != 8 || !IsLake(mustSq("g7")) || !IsLake(mustSq("j8")) || IsLake(mustSq("f7")) || IsLake(NoSquare) {
		t.Fatalf("lake wrong (%d squares)", lake)
	}
	if NoSquare.String() != "-" {
		t.Fatalf("NoSquare prints as %q", NoSquare.String())
	}
}

func TestNotation(t *testing.T) {
	for _, c := range []struct {
		text string
		kind MoveKind
		from Square
		to   Square
		hops int
	}{
		{"k11", Place, NoSquare, mustSq("k11"), 0},
		{"i10-h10", Walk, mustSq("i10"), mustSq("h10"), 0},
		{"d4-c6-c4-e4-g5", Jump, mustSq("d4"), mustSq("g5"), 4},
		{"d4-d6", Jump, mustSq("d4"), mustSq("d6"), 1},
		{"pass", Pass, NoSquare, NoSquare, 0},
		{" PASS ", Pass, NoSquare, NoSquare, 0},
		{"I10-H10", Walk, mustSq("i10"), mustSq("h10"), 0},
	} {
		m, err := ParseMove(c.text)
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		if m.Kind() != c.kind || m.From() != c.from || m.To() != c.to || m.Hops() != c.hops {
			t.Errorf("%q: kind %s from %s to %s hops %d", c.text, m.Kind(), m.From(), m.To(), m.Hops())
		}
		if want := strings.ToLower(strings.TrimSpace(c.text)); m.String() != want {
			t.Errorf("%q prints as %q", c.text, m)
		}
		raw, err := m.MarshalMsg(nil)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeMove(raw)
		if err != nil || back != m {
			t.Errorf("%q: msgp round trip gives %v, %v", c.text, back, err)
		}
	}
	if p := JumpMove(mustSq("d4"), mustSq("c6"), mustSq("c4")).Path(); len(p) != 3 || p[1] != mustSq("c6") {
		t.Errorf("Path %v", p)
	}
	for _, bad := range []string{"", "-", "d4-", "d4--c6", "z9", "pas", "d4-c6-", strings.Repeat("a1-", 70) + "a1"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted", bad)
		}
	}
	// Moves the rules refuse are still printable, and refused by DecodeMove.
	long := make([]Square, MaxHops+1)
	for _, m := range []Move{JumpMove(mustSq("a1"), long...), WalkMove(NoSquare, 500), {}, {Type: 9}, {Type: Place}} {
		_ = m.String()
		raw, err := m.MarshalMsg(nil)
		if err != nil {
			continue
		}
		if _, err := DecodeMove(raw); err == nil {
			t.Errorf("DecodeMove accepted %v", m)
		}
	}
}

func TestNextHopsErrors(t *testing.T) {
	s := position(t, rc(3, 4), 0, rc(4, 3), rc(4, 2), rc(4, 6))
	wantReason(t, s.CheckHop(rc(3, 4), nil, rc(0, 0)), "not in a straight line")
	wantReason(t, s.CheckHop(rc(3, 4), nil, rc(3, 0)), "no kangaroo to jump over")
	wantReason(t, s.CheckHop(rc(3, 4), nil, rc(6, 1)), "halfway")
	wantReason(t, s.CheckHop(rc(3, 4), nil, rc(4, 3)), "taken")
	wantReason(t, s.CheckHop(rc(3, 4), nil, rc(3, 4)), "already on that square")
	wantReason(t, s.CheckHop(rc(4, 3), nil, rc(4, 5)), "seat 1")
	wantReason(t, s.CheckHop(rc(0, 0), nil, rc(0, 2)), "no kangaroo on a1")
	if _, err := s.NextHops(rc(3, 4), []Square{rc(0, 0)}); err == nil {
		t.Fatal("NextHops accepted an illegal chain")
	}
	hops, err := s.NextHops(rc(3, 4), []Square{rc(5, 2)})
	if err != nil {
		t.Fatal(err)
	}
	for i, h := range hops {
		if i > 0 && h.To <= hops[i-1].To {
			t.Fatalf("hops not by landing square: %v", hops)
		}
		if h.To == rc(3, 4) {
			t.Fatal("a hop back onto the referee is offered")
		}
		if pivotOf(rc(5, 2), h.To) != h.Over {
			t.Fatalf("hop %+v: pivot", h)
		}
	}
}

func TestDirections(t *testing.T) {
	want := [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	for d := 0; d < 8; d++ {
		if dr, dc := dir(d); dr != want[d][0] || dc != want[d][1] {
			t.Errorf("dir(%d) = %d, %d", d, dr, dc)
		}
	}
}
