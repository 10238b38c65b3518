package assets

import (
	"encoding/binary"
	"math"
	"testing"
)

// Every sound is audible, short, and never clips.
func TestSounds(t *testing.T) {
	for _, name := range SoundNames {
		for v := 0; v < 3; v++ {
			pcm := Sound(name, v)
			n := len(pcm) / 8
			if n == 0 || n > SampleRate {
				t.Fatalf("%s/%d: %d samples", name, v, n)
			}
			peak := 0.0
			for i := 0; i < n; i++ {
				x := float64(math.Float32frombits(binary.LittleEndian.Uint32(pcm[i*8:])))
				peak = math.Max(peak, math.Abs(x))
			}
			if peak < 0.05 || peak > 1 {
				t.Errorf("%s/%d: peak %.3f", name, v, peak)
			}
		}
	}
}
