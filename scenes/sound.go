package scenes

import (
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"outback/assets"
)

// sounds plays the generated sound effects. The audio context is made on
// first use only, so a screen that never makes a sound (and the tests,
// which run silent) never opens an audio device. In the browser, ebiten
// starts the sound after the first click, as browsers require.
type sounds struct {
	ctx  *audio.Context
	pcm  map[string][3][]byte
	rng  *rand.Rand
	live []*audio.Player
	off  bool // no audio device here
}

// noAudio keeps every App silent; the tests set it, so that no test opens
// an audio device (a CI machine may have none).
var noAudio bool

// Sfx plays a sound if sound is on.
func (a *App) Sfx(name string) {
	if a.silent || noAudio || !a.Settings().Sound || a.Settings().Volume <= 0 || (soundNeedsGesture && !a.gestured) {
		return
	}
	s := &a.sound
	if s.off {
		return
	}
	if s.ctx == nil {
		if !audioAvailable() {
			s.off = true
			return
		}
		if s.ctx = audio.CurrentContext(); s.ctx == nil {
			s.ctx = audio.NewContext(assets.SampleRate)
		}
		s.pcm = map[string][3][]byte{}
		s.rng = rand.New(rand.NewPCG(uint64(a.Now()), 1))
	}
	v, ok := s.pcm[name]
	if !ok {
		for i := range v {
			v[i] = assets.Sound(name, i)
		}
		s.pcm[name] = v
	}
	p := s.ctx.NewPlayerF32FromBytes(v[s.rng.IntN(3)])
	p.SetVolume(float64(a.Settings().Volume) / 10)
	p.Play()
	// Keep the players that still sound; let the finished ones go.
	kept := s.live[:0]
	for _, q := range s.live {
		if q.IsPlaying() {
			kept = append(kept, q)
		}
	}
	s.live = append(kept, p)
}
