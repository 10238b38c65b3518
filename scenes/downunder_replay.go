package scenes

// The replay viewer drives the Down Under screen through replayable.

func (s *DownUnderPlay) core() *playCore { return s.playCore }

func (s *DownUnderPlay) animProgress() (int, int) { return s.anim.Progress() }

func (s *DownUnderPlay) seekAnim(t int) { s.anim.Seek(t) }

func (s *DownUnderPlay) finishAnim() { s.afterUndo() }
