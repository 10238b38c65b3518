package launch

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"outback/internal/rulestest"
	"outback/rules"
)

// The game closes at once when the system asks (SIGTERM: a logout, a
// shutdown), and the unfinished game behind Continue is intact: every move
// is saved as it is played, so there is nothing left to write. (Before the
// layout change the window was a child of the outback command, which did
// not pass the signal on and waited for it.)
func TestClosesAtOnceOnSIGTERMKeepingTheSavedGame(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the game")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "outback")
	if out, err := exec.Command("go", "build", "-o", bin, "../..").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	// An unfinished game is saved: the first moves of a golden Record.
	golden := rulestest.ReadRecords(t, "../../rules/games/testdata/records/crossing-v1.outback")
	if len(golden) != 1 {
		t.Fatal("the golden Crossing record is missing")
	}
	m, err := rules.Resume(golden[0].Record)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Truncate(12); err != nil {
		t.Fatal(err)
	}
	unfinished, _ := m.Record()
	saved, _ := unfinished.Encode()
	config := filepath.Join(dir, "config")
	store := filepath.Join(config, "outback")
	os.MkdirAll(store, 0o755)
	cmd := exec.Command(bin, "-game", "billabong", "-seats", "human,greedy")
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+config, "HOME="+dir)
	if err := os.WriteFile(filepath.Join(store, "autosave.outback"), saved, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	// Let the window open and run (bounded: a slow machine may take longer,
	// and the signal is then simply handled earlier).
	select {
	case err := <-done:
		t.Fatalf("the game stopped by itself: %v", err)
	case <-time.After(3 * time.Second):
	}
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the game did not close on SIGTERM")
	}
	after, err := os.ReadFile(filepath.Join(store, "autosave.outback"))
	if err != nil || !bytes.Equal(after, saved) {
		t.Fatalf("the saved game was not kept (%v)", err)
	}
}
