package scenes

import (
	"strings"
	"testing"

	"outback/scenes/play"
	"outback/sprites"
)

// A message longer than its room ends its last shown line with "…" (and
// no dangling comma), within the width.
func TestCutMessageSaysSo(t *testing.T) {
	for _, w := range []float64{120, 200, 330} {
		line := "Replay: Space plays and pauses, ←/→ step, Home/End jump,"
		got := play.Ellipsised(line, 17, false, w)
		if !strings.HasSuffix(got, "…") || strings.HasSuffix(got, ",…") || strings.HasSuffix(got, " …") {
			t.Errorf("width %v: %q", w, got)
		}
		if word := strings.TrimSuffix(got, "…"); !strings.HasPrefix(line, word) || !strings.ContainsRune(" ,;:", []rune(line[len(word):])[0]) {
			t.Errorf("width %v: %q ends in the middle of a word", w, got)
		}
		if tw := sprites.TextWidth(got, 17, false); tw > w {
			t.Errorf("width %v: %q is %v wide", w, got, tw)
		}
	}
}
