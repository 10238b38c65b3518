//go:build !js

package launch

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"outback/ai"
	"outback/net"
	"outback/rules"
)

// BenchmarkIdle is what a still window costs (DESIGN §7; goal: at most 3%
// of a core): the share of one core the game's process uses, after it has
// settled, on the title, on a board waiting for a person's move, in a LAN
// lobby waiting for players and in a paused replay — beside the smallest
// Ebitengine window that rests (testdata/restfloor). Run under Xvfb (make
// bench); software GL makes every figure higher than on a real display.
func BenchmarkIdle(b *testing.B) {
	dir := b.TempDir()
	game, floor := filepath.Join(dir, "outback"), filepath.Join(dir, "restfloor")
	for _, c := range [][]string{{game, "../.."}, {floor, "./testdata/restfloor"}} {
		if out, err := exec.Command("go", "build", "-o", c[0], c[1]).CombinedOutput(); err != nil {
			b.Fatalf("build %s: %v\n%s", c[1], err, out)
		}
	}
	// A finished game for the replay, and a host whose lobby waits.
	m, _ := rules.NewMatch(rules.Setup{Game: "billabong", Seed: 4, Seats: []rules.SeatInfo{{Name: "A", Kind: "bot:greedy"}, {Name: "B", Kind: "bot:greedy"}}}, 0)
	bots := []ai.Bot{mustBot(b), mustBot(b)}
	if _, err := ai.PlayOut(m, bots, 10000, 0); err != nil {
		b.Fatal(err)
	}
	rec, _ := m.Record()
	data, _ := rec.Encode()
	replay := filepath.Join(dir, "game.outback")
	os.WriteFile(replay, data, 0o644)
	host, err := net.NewHost(net.HostConfig{Setup: rules.Setup{Game: "crossing", Seed: 1, Seats: []rules.SeatInfo{
		{Name: "You", Kind: net.RemoteKind}, {Name: "Someone", Kind: net.RemoteKind}}}})
	if err != nil {
		b.Fatal(err)
	}
	if err := host.Listen("127.0.0.1:0"); err != nil {
		b.Fatal(err)
	}
	defer host.Close()

	const settle, measure = 5 * time.Second, 10 * time.Second
	screens := []struct {
		name string
		cmd  []string
	}{
		{"floor", []string{floor}},
		{"title", []string{game}},
		{"board", []string{game, "-game", "billabong", "-seats", "human,human", "-seed", "2"}},
		{"lobby", []string{game, "-join", host.URL()}},
		{"replay", []string{game, "-replay", replay}},
	}
	for i := 0; i < b.N; i++ {
		for _, s := range screens {
			pct, err := idleShare(s.cmd, dir, settle, measure)
			if err != nil {
				b.Fatalf("%s: %v", s.name, err)
			}
			b.ReportMetric(pct, "%core-"+s.name)
		}
	}
}

func mustBot(b *testing.B) ai.Bot {
	bot, err := ai.New("greedy", 1)
	if err != nil {
		b.Fatal(err)
	}
	return bot
}

// idleShare runs cmd with a fresh settings folder, lets it settle, and
// returns the percentage of one core it used over measure.
func idleShare(cmd []string, dir string, settle, measure time.Duration) (float64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), settle+measure+10*time.Second)
	defer cancel()
	c := exec.CommandContext(ctx, cmd[0], cmd[1:]...)
	home, _ := os.MkdirTemp(dir, "home-")
	// A player who gave their name before goes straight to the lobby.
	store := filepath.Join(home, "config", "outback")
	os.MkdirAll(store, 0o755)
	os.WriteFile(filepath.Join(store, "settings.json"), []byte(`{"version": 1, "coords": true, "animSpeed": 2, "playerName": "Bench"}`), 0o644)
	c.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, "config"))
	if err := c.Start(); err != nil {
		return 0, err
	}
	defer func() { c.Process.Kill(); c.Wait() }()
	time.Sleep(settle)
	t0, err := cpuTicks(c.Process.Pid)
	if err != nil {
		return 0, err
	}
	start := time.Now()
	time.Sleep(measure)
	t1, err := cpuTicks(c.Process.Pid)
	if err != nil {
		return 0, err
	}
	// Linux counts process time in clock ticks of 1/100 s.
	return float64(t1-t0) / 100 / time.Since(start).Seconds() * 100, nil
}

// cpuTicks is a process's user and system time so far, from /proc.
func cpuTicks(pid int) (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, fmt.Errorf("the program is not running: %v", err)
	}
	// The fields after the command name (which may hold spaces) in ")".
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+2:]))
	if len(f) < 13 {
		return 0, fmt.Errorf("unexpected /proc/%d/stat", pid)
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	s, _ := strconv.ParseInt(f[12], 10, 64)
	return u + s, nil
}
