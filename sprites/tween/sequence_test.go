package tween

import "testing"

type step int

func (s step) Ticks() int { return int(s) }

func normal(n int) int { return n }
func off(int) int      { return 0 }

func TestSequencePlaysStepsInTurn(t *testing.T) {
	var q Sequence[step]
	q.Start([]step{4, 2, 6}, normal)
	want := []struct{ step, done int }{{0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 1}, {1, 1}, {2, 2}}
	for tick, w := range want {
		i, _ := q.Running()
		if i != w.step || len(q.Done()) != w.done || !q.Busy() {
			t.Fatalf("tick %d: step %d, %d done, want %d, %d", tick, i, len(q.Done()), w.step, w.done)
		}
		q.Advance()
	}
	q.Seek(9)
	if i, f := q.Running(); i != 2 || f != 0.5 {
		t.Fatalf("seek 9: step %d at %v", i, f)
	}
	if tt, total := q.Progress(); tt != 9 || total != 12 {
		t.Fatalf("progress %d/%d", tt, total)
	}
	q.Finish()
	if q.Busy() || len(q.Done()) != 3 {
		t.Fatal("finish left steps running")
	}
	if i, _ := q.Running(); i != -1 {
		t.Fatal("a step runs after the end")
	}
}

// Animation off: every game shows the move at once — no step runs, not
// even for a tick — and its steps count as done.
func TestSequenceAnimationOff(t *testing.T) {
	var q Sequence[step]
	q.Start([]step{4, 2, 6}, off)
	if q.Busy() || len(q.Done()) != 3 {
		t.Fatalf("animation off: busy %v, %d done", q.Busy(), len(q.Done()))
	}
	q.Start(nil, normal)
	if q.Busy() {
		t.Fatal("an empty sequence runs")
	}
}
