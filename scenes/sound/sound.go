// Package sound plays the game's generated sound effects (assets), for
// the App: the audio device is opened on the first sound only, never on a
// machine without a sound card, and in the browser not before the
// player's first gesture (NeedsGesture).
package sound

import (
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"outback/assets"
)

// Player plays the generated sound effects. The audio context is made on
// first use only, so a screen that never makes a sound (and the tests,
// which run silent) never opens an audio device. In the browser, ebiten
// starts the sound after the first click, as browsers require.
type Player struct {
	ctx  *audio.Context
	pcm  map[string][3][]byte
	rng  *rand.Rand
	live []*audio.Player
	off  bool // no audio device here
}

// noAudio keeps every Player silent; the tests set it, so that no test
// opens an audio device (a CI machine may have none).
var noAudio bool

// Play plays the sound name at volume (1..10); seed picks among its
// variations from the first sound on.
func (s *Player) Play(name string, volume int, seed uint64) {
	if noAudio || s.off {
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
		s.rng = rand.New(rand.NewPCG(seed, 1))
	}
	v, ok := s.pcm[name]
	if !ok {
		for i := range v {
			v[i] = assets.Sound(name, i)
		}
		s.pcm[name] = v
	}
	p := s.ctx.NewPlayerF32FromBytes(v[s.rng.IntN(3)])
	p.SetVolume(float64(volume) / 10)
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
