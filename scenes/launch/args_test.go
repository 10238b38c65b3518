package launch

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

func TestWindowArgs(t *testing.T) {
	cases := []struct {
		args []string
		want []string
		err  string
	}{
		{nil, nil, ""},
		{[]string{"-game", "billabong"}, []string{"-game", "billabong"}, ""},
		{[]string{"replay", "a.outback"}, []string{"-replay", "a.outback"}, ""},
		{[]string{"replay"}, nil, "replay takes one file"},
		{[]string{"replay", "verify", "a.outback"}, nil, "outback-cli replay verify a.outback"},
		{[]string{"moves", "billabong"}, nil, "outback-cli moves billabong"},
		{[]string{"dance"}, nil, `unknown command "dance"`},
	}
	for _, c := range cases {
		got, err := windowArgs(c.args, &bytes.Buffer{})
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("windowArgs(%q) error %v, want one containing %q", c.args, err, c.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("windowArgs(%q) = %q, %v; want %q", c.args, got, err, c.want)
		}
	}
}

func TestWindowHelp(t *testing.T) {
	var out bytes.Buffer
	if _, err := windowArgs([]string{"help"}, &out); err != errHelpShown {
		t.Fatalf("help: %v", err)
	}
	if !strings.Contains(out.String(), "usage: outback") || !strings.Contains(out.String(), "outback-cli") || !strings.Contains(out.String(), "-join URL") {
		t.Errorf("help text:\n%s", out.String())
	}
}

// Displays denser than two pixels a unit are drawn at their own density
// (phones are often 2.625 or 3), not at 2.
func TestPixelScaleFollowsTheDisplay(t *testing.T) {
	for d, want := range map[float64]float64{0: 1, 1: 1, 1.25: 2, 2: 2, 2.625: 3, 3: 3, 3.5: 4, 6: 4} {
		if got := pixelScaleFor(d); got != want {
			t.Errorf("density %v: %v pixels a unit, want %v", d, got, want)
		}
	}
}

// A flag that only means something for a new game is not silently ignored
// when no game is named: the error says which flag and what is missing.
func TestGameFlagsWithoutGameAreRefused(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	for _, args := range [][]string{{"-seats", "human"}, {"-seed", "7"}, {"-options", "zone=home"}, {"-seats", "human,greedy", "-seed", "3"}} {
		_, err := options(args)
		if err == nil || !strings.Contains(err.Error(), args[0]) || !strings.Contains(err.Error(), "-game") {
			t.Errorf("outback %s: error %v, want one naming %s and -game", strings.Join(args, " "), err, args[0])
		}
	}
	if _, err := options([]string{"-game", "billabong", "stray"}); err == nil || !strings.Contains(err.Error(), `"stray"`) {
		t.Errorf("a stray word after the flags: error %v", err)
	}
	if _, err := options([]string{"-watch"}); err == nil || !strings.Contains(err.Error(), "-watch only applies with -join") {
		t.Errorf("-watch without -join: error %v", err)
	}
}
