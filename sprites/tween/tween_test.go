package tween

import "testing"

func TestLocate(t *testing.T) {
	var tl Timeline
	tl.Add(10)
	tl.Add(20)
	cases := []struct {
		t    int
		step int
		frac float64
		done bool
	}{
		{-5, 0, 0, false}, {0, 0, 0, false}, {5, 0, 0.5, false}, {10, 1, 0, false},
		{20, 1, 0.5, false}, {30, 1, 1, true}, {99, 1, 1, true},
	}
	for _, c := range cases {
		s, f, d := tl.Locate(c.t)
		if s != c.step || f != c.frac || d != c.done {
			t.Errorf("Locate(%d) = %d %v %v, want %d %v %v", c.t, s, f, d, c.step, c.frac, c.done)
		}
	}
	if tl.Total() != 30 || tl.Start(1) != 10 {
		t.Errorf("Total %d Start(1) %d", tl.Total(), tl.Start(1))
	}
}

func TestArcEnds(t *testing.T) {
	x, y, _ := Arc(0, 0, 100, 0, 30, 0)
	if x != 0 || y != 0 {
		t.Errorf("start %v %v", x, y)
	}
	x, y, _ = Arc(0, 0, 100, 0, 30, 1)
	if x != 100 || y != 0 {
		t.Errorf("end %v %v", x, y)
	}
	_, y, s := Arc(0, 0, 100, 0, 30, 0.5)
	if y != -30 || s != 1 {
		t.Errorf("apex %v squash %v", y, s)
	}
}
