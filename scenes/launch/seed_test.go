package launch

import (
	"testing"

	"outback/scenes"
	"outback/scenes/play"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"strconv"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// quickSeed opens the game the command line (or a page link: pageArgs turns
// its query into the same flags) asks for, at the clock's time now, and
// returns the seed of the match it opened.
func quickSeed(t *testing.T, now int64, args ...string) uint64 {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	o, err := options(args)
	if err != nil {
		t.Fatal(err)
	}
	o.Now = func() int64 { return now }
	o.Silent = true
	o.Source = &ui.Script{}
	a := scenes.NewApp(o)
	scenetest.RunTicks(a, 1)
	p, ok := a.Scene().(interface{ Core() *play.Play })
	if !ok {
		t.Fatalf("%q opened %q, not a game", args, a.SceneName())
	}
	return p.Core().Match.Setup().Seed
}

// Without -seed every game started from the command line or a page link is
// a new deal: its seed comes from the clock, as New game's does. -seed
// still plays a chosen deal again.
func TestQuickStartWithoutSeedIsANewDeal(t *testing.T) {
	args := []string{"-game", "crossing", "-seats", "hard,medium"}
	first, second := quickSeed(t, 1767225600000, args...), quickSeed(t, 1767225661234, args...)
	if first == second {
		t.Errorf("two games started a minute apart have the same seed %d", first)
	}
	if first != 1767225600000 {
		t.Errorf("seed %d, want the clock's 1767225600000", first)
	}
	for _, seed := range []uint64{1, 0, 42} {
		if got := quickSeed(t, 1767225600000, "-game", "crossing", "-seats", "hard,medium", "-seed", strconv.FormatUint(seed, 10)); got != seed {
			t.Errorf("-seed %d: the game's seed is %d", seed, got)
		}
	}
}
