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

func TestAdvanceByStopsAtTheEnd(t *testing.T) {
	var q Sequence[step]
	q.Start([]step{10, 10}, func(n int) int { return n })
	q.AdvanceBy(12)
	if i, f := q.Running(); i != 1 || f != 0.2 {
		t.Errorf("12 ticks into 10+10: step %d at %v", i, f)
	}
	q.AdvanceBy(50)
	if q.Busy() {
		t.Error("still busy past the end")
	}
}

// An update a tick keeps one tick an update; a slow device's updates move
// as far as the clock went (less the slack); updates in a burst never run
// more than the slack ahead of the clock.
func TestPaceFollowsTheClock(t *testing.T) {
	var p Pace
	p.Sync(100)
	for now := 101; now <= 110; now++ {
		if d := p.Due(now); d != 1 {
			t.Fatalf("at %d: %d ticks, want 1 (the clock keeps up)", now, d)
		}
	}
	// Five frames a second: 12 ticks an update.
	total := 0
	for now := 122; now <= 170; now += 12 {
		total += p.Due(now)
	}
	if total < 60-PaceSlack || total > 60 {
		t.Errorf("five slow updates over 60 ticks moved %d ticks", total)
	}
	// Ten updates at once (a burst): at most the slack ahead.
	for range 10 {
		p.Due(170)
	}
	if p.at > 170+PaceSlack {
		t.Errorf("a burst ran %d ticks ahead of the clock", p.at-170)
	}
	// Jitter of a healthy device (updates a little early or late): one
	// tick an update all the same.
	p.Sync(200)
	for i, now := range []int{201, 201, 203, 204, 204, 206, 207} {
		if d := p.Due(now); d != 1 {
			t.Errorf("update %d at %d: %d ticks, want 1", i, now, d)
		}
	}
}
