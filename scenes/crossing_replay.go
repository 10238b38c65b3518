package scenes

// The replay viewer drives the Outback Crossing screen through replayable.

func (s *CrossingPlay) core() *playCore { return s.playCore }

func (s *CrossingPlay) animProgress() (int, int) {
	if !s.anim.busy() {
		return 0, 0
	}
	return s.anim.t, s.anim.tl.Total()
}

func (s *CrossingPlay) seekAnim(t int) {
	if t >= s.anim.tl.Total() {
		t = s.anim.tl.Total() - 1
	}
	if t < 0 {
		t = 0
	}
	s.anim.t = t
}

func (s *CrossingPlay) finishAnim() {
	s.anim.finish()
	s.clearSelection()
	s.legalFor = -1
	s.statsFor = -1
}
