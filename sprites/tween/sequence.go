package tween

// Sequence is the one animation model of every play screen: a seekable
// timeline of steps of any kind S, played one after another. A screen
// turns a move's events into steps (each game's translation is pure and
// tested apart from drawing), starts the sequence, and at any tick draws
// its model with the finished steps applied and the running step part-way.
//
// Animation off (speed 0) is the same in every game: the steps are kept
// (their effects count as done) but nothing runs; the move shows at once.
type Sequence[S interface{ Ticks() int }] struct {
	steps []S
	tl    Timeline
	t     int
}

// Start plays steps from their beginning, each lasting speed(its Ticks())
// ticks (speed scales normal-speed lengths; 0 is animation off).
func (q *Sequence[S]) Start(steps []S, speed func(int) int) {
	q.steps, q.t = steps, 0
	q.tl.Reset()
	off := true
	for _, s := range steps {
		d := speed(s.Ticks())
		off = off && d <= 0
		q.tl.Add(d)
	}
	if off {
		q.t = q.tl.Total()
	}
}

// Steps are the steps of the sequence (running or done).
func (q *Sequence[S]) Steps() []S { return q.steps }

// Busy reports whether a step is still running.
func (q *Sequence[S]) Busy() bool { return q.t < q.tl.Total() }

// Advance moves one tick on.
func (q *Sequence[S]) Advance() {
	if q.Busy() {
		q.t++
	}
}

// AdvanceBy moves n ticks on (a slow device's frame can be many ticks
// long: Pace), no further than the end.
func (q *Sequence[S]) AdvanceBy(n int) {
	if n > 0 && q.Busy() {
		q.t = min(q.t+n, q.tl.Total())
	}
}

// Finish jumps to the end.
func (q *Sequence[S]) Finish() { q.t = q.tl.Total() }

// Seek moves a running sequence to tick t (kept inside it), for replays
// scrubbing within a move.
func (q *Sequence[S]) Seek(t int) { q.t = max(0, min(t, q.tl.Total()-1)) }

// Progress is the tick and the length of the running sequence, (0, 0)
// when idle.
func (q *Sequence[S]) Progress() (int, int) {
	if !q.Busy() {
		return 0, 0
	}
	return q.t, q.tl.Total()
}

// Running is the step running now and the fraction of it done, or (-1, 1)
// when idle.
func (q *Sequence[S]) Running() (int, float64) {
	if !q.Busy() {
		return -1, 1
	}
	i, f, _ := q.tl.Locate(q.t)
	return i, f
}

// Done are the steps finished: those before the running one, or all of
// them when idle.
func (q *Sequence[S]) Done() []S {
	if i, _ := q.Running(); i >= 0 {
		return q.steps[:i]
	}
	return q.steps
}
