package net

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// A flood of events writes a burst of lines, then holds the rest back and
// says how many when it writes again; control characters are escaped.
func TestHostLogIsRateLimited(t *testing.T) {
	var out bytes.Buffer
	l := newHostLog(&out)
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return now }
	for i := 0; i < 1000; i++ {
		l.printf("refused %d from \x1b[31mevil\n", i)
	}
	if n := strings.Count(out.String(), "\n"); n != logBurst {
		t.Fatalf("%d lines for 1000 events at once, want %d", n, logBurst)
	}
	if strings.Contains(out.String(), "\x1b") || !strings.Contains(out.String(), `\x1b[31mevil\n`) {
		t.Errorf("control characters not escaped: %q", out.String()[:80])
	}
	now = now.Add(time.Second)
	l.printf("later")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if held, last := lines[len(lines)-2], lines[len(lines)-1]; !strings.Contains(held, "(980 lines held back") || !strings.HasSuffix(last, "host: later") {
		t.Errorf("after the flood: %q, %q", held, last)
	}
	l.printf("again")
	for i := 0; i < 10; i++ {
		l.printf("flood")
	}
	out.Reset()
	l.flush()
	if !strings.Contains(out.String(), "lines held back") {
		t.Errorf("closing says nothing of the lines held back: %q", out.String())
	}
}
