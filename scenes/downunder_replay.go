package scenes

// The replay viewer drives the Down Under screen through replayable.

func (s *DownUnderPlay) core() *playCore { return s.playCore }

func (s *DownUnderPlay) animProgress() (int, int) {
	if !s.anim.busy() {
		return 0, 0
	}
	return s.anim.t, s.anim.tl.Total()
}

func (s *DownUnderPlay) seekAnim(t int) {
	if t >= s.anim.tl.Total() {
		t = s.anim.tl.Total() - 1
	}
	if t < 0 {
		t = 0
	}
	s.anim.t = t
}

func (s *DownUnderPlay) finishAnim() { s.afterUndo() }
