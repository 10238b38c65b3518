package assets

import (
	"encoding/binary"
	"math"
)

// SampleRate of the generated sounds.
const SampleRate = 44100

// Sound names.
const (
	SoundHop   = "hop"   // a kangaroo takes off
	SoundLand  = "land"  // and lands
	SoundTile  = "tile"  // a tile or card is laid
	SoundFlip  = "flip"  // a card or tile turns over
	SoundHome  = "home"  // a kangaroo reaches home
	SoundEnd   = "end"   // the game is over
	SoundClick = "click" // a button
)

// SoundNames lists every sound.
var SoundNames = []string{SoundHop, SoundLand, SoundTile, SoundFlip, SoundHome, SoundEnd, SoundClick}

// Sound makes a sound as 32-bit float stereo PCM (little endian), the
// format ebiten's audio plays. variant (0, 1, 2) shifts the pitch a little,
// so repeated sounds do not all sound the same. The sounds are synthesised
// (sine sweeps, filtered noise), so nothing needs to be shipped.
func Sound(name string, variant int) []byte {
	pitch := 1 + 0.06*float64(variant-1)
	var s []float64
	switch name {
	case SoundHop:
		// A soft "boing": a sine sweeping up, then down.
		s = synth(0.16, func(t, d float64) float64 {
			f := 260 + 420*math.Sin(math.Pi*t/d)
			return 0.35 * math.Sin(2*math.Pi*f*pitch*t) * env(t, d, 0.01)
		})
	case SoundLand:
		// A thump: a low sine falling in pitch, with a little noise.
		n := noise(7)
		s = synth(0.12, func(t, d float64) float64 {
			f := 140 - 60*t/d
			return (0.55*math.Sin(2*math.Pi*f*pitch*t) + 0.15*n()) * math.Exp(-t*28)
		})
	case SoundTile:
		// A wooden click: a short burst of band-limited noise and a knock.
		n := noise(11)
		var lp float64
		s = synth(0.07, func(t, d float64) float64 {
			lp += (n() - lp) * 0.35
			return (0.6*lp + 0.4*math.Sin(2*math.Pi*900*pitch*t)) * math.Exp(-t*70)
		})
	case SoundFlip:
		// A swish: noise swelling and fading, brightening as it turns.
		n := noise(13)
		var lp float64
		s = synth(0.18, func(t, d float64) float64 {
			k := 0.05 + 0.5*t/d
			lp += (n() - lp) * k
			return 0.5 * lp * math.Sin(math.Pi*t/d)
		})
	case SoundHome:
		// Two rising notes.
		s = notes(pitch, 0.12, 659.25, 987.77)
	case SoundEnd:
		// A fanfare: C E G C.
		s = notes(pitch, 0.14, 523.25, 659.25, 783.99, 1046.5)
	case SoundClick:
		s = synth(0.025, func(t, d float64) float64 {
			return 0.3 * math.Sin(2*math.Pi*1400*pitch*t) * math.Exp(-t*200)
		})
	}
	return stereoF32(s)
}

// synth samples f(t, duration) for d seconds.
func synth(d float64, f func(t, d float64) float64) []float64 {
	n := int(d * SampleRate)
	out := make([]float64, n)
	for i := range out {
		out[i] = f(float64(i)/SampleRate, d)
	}
	return out
}

// notes plays tones one after another, each with a bell-like decay.
func notes(pitch, each float64, freqs ...float64) []float64 {
	var out []float64
	for i, f := range freqs {
		last := i == len(freqs)-1
		d := each
		if last {
			d = each * 3
		}
		out = append(out, synth(d, func(t, d float64) float64 {
			w := math.Sin(2*math.Pi*f*pitch*t) + 0.3*math.Sin(4*math.Pi*f*pitch*t)
			return 0.28 * w * math.Exp(-t*6) * env(t, d, 0.005)
		})...)
	}
	return out
}

// env is a linear attack and release around a plateau.
func env(t, d, edge float64) float64 {
	switch {
	case t < edge:
		return t / edge
	case t > d-edge:
		return (d - t) / edge
	}
	return 1
}

// noise is a small deterministic white-noise generator.
func noise(seed uint32) func() float64 {
	x := seed
	return func() float64 {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		return float64(x)/float64(math.MaxUint32)*2 - 1
	}
}

func stereoF32(s []float64) []byte {
	out := make([]byte, len(s)*8)
	for i, v := range s {
		b := math.Float32bits(float32(math.Max(-1, math.Min(1, v))))
		binary.LittleEndian.PutUint32(out[i*8:], b)
		binary.LittleEndian.PutUint32(out[i*8+4:], b)
	}
	return out
}
