package downunder

import (
	"testing"

	"outback/rules/downunder"
)

// From the first card on, the board shows where a card can still go: with
// one card at (0,0) in a 5×7 area, a card fits up to six cells away along
// one axis while the other stays within four; diagonally out of reach
// beyond that. Before any card, and without a limit, nothing is marked.
func TestReachableArea(t *testing.T) {
	l := duLayout{area: downunder.AreaView{A: 5, B: 7, MaxW: 7, MaxH: 7}}
	for _, c := range []struct {
		x, y int
		want bool
	}{
		{0, 0, true}, {6, 0, true}, {-6, 0, true}, {0, 6, true}, {7, 0, false},
		{6, 4, true}, {6, 5, false}, {4, 4, true}, {5, 5, false}, {-4, -6, true},
	} {
		if got := l.reachable(c.x, c.y); got != c.want {
			t.Errorf("(%d,%d) reachable %v, want %v", c.x, c.y, got, c.want)
		}
	}
	empty := duLayout{area: downunder.AreaView{A: 5, B: 7, Empty: true}}
	free := duLayout{area: downunder.AreaView{NoLimit: true}}
	if empty.reachable(0, 0) || free.reachable(0, 0) {
		t.Error("an empty table or one without a limit marks cells")
	}
}
