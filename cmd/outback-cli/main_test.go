package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"outback/rules"
)

// outback runs the command line in-process and returns its exit code,
// standard output and standard error.
func outback(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestHelpListsEveryCommand(t *testing.T) {
	code, out, _ := outback(t, "", "help")
	if code != 0 {
		t.Fatalf("help exit %d", code)
	}
	for _, c := range commands {
		if !strings.Contains(out, c.name) {
			t.Errorf("help does not mention %q", c.name)
		}
	}
	for _, g := range []string{"billabong"} {
		if !strings.Contains(out, g) {
			t.Errorf("help does not name game %q", g)
		}
	}
}

func TestMovesBillabong(t *testing.T) {
	// Worked example 10 of the spec: a jumper on k11 (10,10), one other on
	// l11 (10,11): the only jump goes to m11 (10,12).
	pos := `{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"k11"},{"seat":1,"square":"l11"}],"home":[4,4]}`
	code, out, errs := outback(t, pos, "moves", "billabong")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var moves []struct {
		Move string `json:"move"`
		From string `json:"from"`
		To   string `json:"to"`
	}
	if err := json.Unmarshal([]byte(out), &moves); err != nil {
		t.Fatalf("output is not a JSON array of moves: %v\n%s", err, out)
	}
	jumps := 0
	for _, m := range moves {
		if m.From != "k11" {
			t.Errorf("move %q does not start on k11", m.Move)
		}
		if m.Move == "k11-m11" {
			jumps++
		}
	}
	if jumps != 1 || len(moves) != 8 {
		t.Errorf("want 7 walks and the jump k11-m11, got %s", out)
	}
}

// Every error says what was wrong, where, and what is allowed, in one line
// "outback-cli CMD: ..."; the usage line follows only errors in how the
// command was called.
func TestBadInputIsAClearErrorNotAPanic(t *testing.T) {
	cases := []struct {
		name  string
		stdin string
		args  []string
		want  string
		usage bool
	}{
		{"unknown game", "", []string{"moves", "chess"}, `unknown game "chess" (known: billabong, crossing, downunder)`, false},
		{"malformed json", "{players: 2", []string{"moves", "billabong"}, "standard input is not a valid billabong position: the JSON is malformed at byte 2", false},
		{"truncated json", "{", []string{"moves", "crossing"}, "standard input is not a valid crossing position: the JSON ends too early", false},
		{"missing field", "{}", []string{"moves", "downunder"}, `standard input is not a valid downunder position: "players" is missing`, false},
		{"empty input", "", []string{"moves", "billabong"}, "standard input is empty: moves reads a billabong position", false},
		{"no game", "", []string{"moves"}, "moves needs one GAME (billabong, crossing, downunder)", true},
		{"unknown command", "", []string{"fly"}, `unknown command "fly"`, false},
		{"bad selfplay flag", "", []string{"selfplay", "billabong", "-n", "x"}, `-n "x" is not a whole number`, true},
		{"unknown flag", "", []string{"selfplay", "billabong", "-zz"}, "unknown flag -zz (this command takes -bots, -max, -n, -options, -players, -record, -seed)", true},
		{"bad player count", "", []string{"selfplay", "billabong", "-players", "9"}, "-players 9: Billabong is for 2–4 players", false},
		{"unknown bot", "", []string{"selfplay", "billabong", "-bots", "genius"}, `-bots: unknown bot "genius"`, false},
		{"unknown option", "", []string{"selfplay", "billabong", "-n", "1", "-options", "speed=9"}, `-options: unknown option "speed" (known: zone, `, false},
		{"option for two players only", "", []string{"selfplay", "downunder", "-players", "3", "-options", "twoRoutes=on"}, `option "twoRoutes" is for 2 players, not 3`, false},
		{"option of a game without options", "", []string{"selfplay", "crossing", "-n", "1", "-options", "x=y"}, `-options: unknown option "x": this game has no options`, false},
		{"bad size", "", []string{"selfplay", "downunder", "-options", "size=99x99"}, `option "size": "99x99" is not allowed (allowed: auto, or AxB with each side 4–13`, false},
		{"missing replay", "", []string{"replay", "verify", "/nonexistent/file"}, "/nonexistent/file: no such file", false},
		{"arena without levels", "", []string{"arena", "billabong", "-a", "hard"}, "arena needs both levels, -a and -b (easy, medium, hard, random, greedy)", true},
		{"arena unknown level", "", []string{"arena", "crossing", "-a", "genius", "-b", "greedy"}, `-a: unknown bot "genius"`, false},
		{"arena negative time", "", []string{"arena", "crossing", "-a", "hard", "-b", "greedy", "-movetime", "-1s"}, "-movetime -1s: a thinking time cannot be negative", false},
		{"arena bad players", "", []string{"arena", "crossing", "-a", "hard", "-b", "greedy", "-players", "1"}, "-players 1: Outback Crossing is for 2–", false},
		{"verify without file", "", []string{"replay", "verify"}, "replay verify takes one FILE", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, errs := outback(t, c.stdin, c.args...)
			if code == 0 {
				t.Fatalf("exit 0, want an error")
			}
			lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
			if !strings.HasPrefix(lines[0], "outback-cli") || !strings.Contains(lines[0], c.want) {
				t.Errorf("error %q does not say %q", lines[0], c.want)
			}
			if strings.Count(lines[0], "position:") > 1 || strings.Contains(lines[0], "usage") {
				t.Errorf("error %q repeats a prefix or says usage", lines[0])
			}
			if c.usage != (len(lines) == 2 && strings.HasPrefix(lines[1], "usage: outback-cli ")) || len(lines) > 2 {
				t.Errorf("usage line shown %v, want %v:\n%s", len(lines) == 2, c.usage, errs)
			}
		})
	}
}

// The arena plays its games with the seats rotated and ends with the
// summary line docs/computer-players.md's table is made of.
func TestArena(t *testing.T) {
	code, out, errs := outback(t, "", "arena", "billabong", "-a", "medium", "-b", "random", "-n", "4", "-seed", "3")
	if code != 0 {
		t.Fatalf("arena exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 {
		t.Fatalf("want a line per game and a summary:\n%s", out)
	}
	for i, want := range []string{"game 1/4 (seed 3, medium at seat 1): medium won", "game 2/4 (seed 4, medium at seat 2): medium won"} {
		if lines[i] != want {
			t.Errorf("line %d: %q, want %q", i+1, lines[i], want)
		}
	}
	re := regexp.MustCompile(`^medium vs random: 4/4 wins \(100\.0%, 95% CI 51\.0–100\.0%\), medium \d+\.\d{3} s/move \(max \d+\.\d{3}\), random \d+\.\d{3} s/move \(max \d+\.\d{3}\)$`)
	if !re.MatchString(lines[4]) {
		t.Errorf("summary %q", lines[4])
	}
}

func TestGamesFitsTheTerminal(t *testing.T) {
	code, out, _ := outback(t, "", "games")
	if code != 0 {
		t.Fatalf("games exit %d", code)
	}
	for _, line := range strings.Split(out, "\n") {
		if n := len([]rune(line)); n > 80 {
			t.Errorf("line of %d characters: %q", n, line)
		}
	}
	if !strings.Contains(out, "size=auto, or AxB") {
		t.Errorf("Down Under's size is not described in words:\n%s", out)
	}
}

func TestSelfplayRecordsAndVerifies(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := outback(t, "", "selfplay", "billabong", "-n", "3", "-players", "2", "-seed", "7", "-record", dir)
	if code != 0 {
		t.Fatalf("selfplay exit %d: %s", code, errs)
	}
	for _, want := range []string{"3 games", "ended:", "games/s"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.outback"))
	if len(files) != 3 {
		t.Fatalf("want 3 record files, got %v", files)
	}
	code, out, errs = outback(t, "", "replay", "verify", files[0])
	if code != 0 || !strings.Contains(out, "ok: every move legal") {
		t.Fatalf("verify exit %d: %s %s", code, out, errs)
	}
	// The result is one line of places, separated, with nothing stray at
	// its end.
	if !regexp.MustCompile(`\n  result: greedy [12] #[12]; greedy [12] #[12]\n`).MatchString(out) {
		t.Errorf("verify's result line is not \"result: NAME #RANK; NAME #RANK\":\n%s", out)
	}
	// One move a line, numbered, with who played it.
	if !strings.Contains(out, "\n      1. greedy 1 ") || !strings.Contains(out, "\n      2. greedy 2 ") {
		t.Errorf("verify does not list the moves one a line:\n%s", out)
	}

	// A record with an illegal move is refused, naming the move.
	data, _ := os.ReadFile(files[0])
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	bad := *rec
	bad.Moves = append([]rules.RecordedMove(nil), rec.Moves...)
	bad.Moves[3] = bad.Moves[0] // the same placement square again
	badData, _ := bad.Encode()
	badFile := filepath.Join(dir, "bad.outback")
	os.WriteFile(badFile, badData, 0o644)
	code, _, errs = outback(t, "", "replay", "verify", badFile)
	if code == 0 || !strings.Contains(errs, "move 4") {
		t.Errorf("verify of an illegal record: exit %d, %q (want an error naming move 4)", code, errs)
	}

	// Not a record at all; truncated.
	os.WriteFile(badFile, []byte("\x89PNG\r\n"), 0o644)
	if code, _, errs = outback(t, "", "replay", "verify", badFile); code == 0 || !strings.Contains(errs, "not an Outback record") {
		t.Errorf("verify of a PNG: exit %d, %q", code, errs)
	}
	os.WriteFile(badFile, data[:len(data)/2], 0o644)
	if code, _, errs = outback(t, "", "replay", "verify", badFile); code == 0 || !strings.Contains(errs, badFile+": the Record is cut short: it stops after") || strings.Contains(errs, "msgp") {
		t.Errorf("verify of a truncated record: exit %d, %q", code, errs)
	}
}

// The command line must run on machines without a display: it may not link
// Ebitengine, whose window system initialises (and fails) at start-up.
func TestLinksNoEbiten(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(p, "hajimehoshi/ebiten") {
			t.Fatalf("outback-cli links %s", p)
		}
	}
}
