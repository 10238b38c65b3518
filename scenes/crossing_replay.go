package scenes

// The replay viewer drives the Outback Crossing screen through replayable.

func (s *CrossingPlay) core() *playCore { return s.playCore }

func (s *CrossingPlay) animProgress() (int, int) { return s.anim.progress() }

func (s *CrossingPlay) seekAnim(t int) { s.anim.seek(t) }

func (s *CrossingPlay) finishAnim() {
	s.anim.finish()
	s.clearSelection()
	s.legalFor = -1
	s.statsFor = -1
}
