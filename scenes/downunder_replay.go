package scenes

// The replay viewer drives the Down Under screen through replayable.

func (s *DownUnderPlay) core() *playCore { return s.playCore }

func (s *DownUnderPlay) animProgress() (int, int) { return s.anim.progress() }

func (s *DownUnderPlay) seekAnim(t int) { s.anim.seek(t) }

func (s *DownUnderPlay) finishAnim() { s.afterUndo() }
