package scenes

// The replay viewer drives the Outback Crossing screen through replayable.

func (s *CrossingPlay) core() *playCore { return s.playCore }

func (s *CrossingPlay) animProgress() (int, int) { return s.anim.Progress() }

func (s *CrossingPlay) seekAnim(t int) { s.anim.Seek(t) }

func (s *CrossingPlay) finishAnim() {
	s.anim.Finish()
	s.clearSelection()
	s.legalFor = -1
	s.statsFor = -1
}
