package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"outback/rules"
)

// recordedGame writes one game of Greedy against Random with selfplay and
// returns its file.
func recordedGame(t *testing.T, game string) string {
	t.Helper()
	dir := t.TempDir()
	if code, _, errs := outback(t, "", "selfplay", game, "-n", "1", "-seed", "3", "-bots", "greedy,random", "-record", dir); code != 0 {
		t.Fatalf("selfplay: %s", errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.outback"))
	if len(files) != 1 {
		t.Fatalf("selfplay wrote %v", files)
	}
	return files[0]
}

func TestReview(t *testing.T) {
	file := recordedGame(t, "billabong")
	code, out, errs := outback(t, "", "review", file, "-playouts", "60")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "searches,") {
		t.Errorf("no progress on standard error: %q", errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	last := lines[len(lines)-1]
	summary := regexp.MustCompile(`^review: (\d+) decisions; greedy 1: accuracy \d+%, (1 blunder|\d+ blunders), (1 mistake|\d+ mistakes), (1 inaccuracy|\d+ inaccuracies); random 2: accuracy \d+%, (1 blunder|\d+ blunders), (1 mistake|\d+ mistakes), (1 inaccuracy|\d+ inaccuracies)(; decided at move \d+)?$`)
	if strings.Contains(last, " 1 blunders") || strings.Contains(last, " 1 mistakes") || strings.Contains(last, " 1 inaccuracies") {
		t.Errorf("summary %q: one of a kind is singular", last)
	}
	m := summary.FindStringSubmatch(last)
	if m == nil {
		t.Fatalf("last line %q is not the summary", last)
	}
	if m[1] != "" && len(lines)-1 < 10 {
		t.Fatalf("only %d move lines", len(lines)-1)
	}
	decision := regexp.MustCompile(`^ *(\d+)\. (greedy 1|random 2) +(\S+) +chances (\d+)/(\d+)  after +\d+%  best \S+ +\d+%(  (forced|inaccuracy|mistake|blunder))?(  unseen \d+)?(  decided)?$`)
	for i, l := range lines[:len(lines)-1] {
		d := decision.FindStringSubmatch(l)
		if d == nil {
			t.Fatalf("line %d %q is not a decision", i+1, l)
		}
		if d[1] != strings.TrimSpace(strings.Split(l, ".")[0]) || atoi(d[4])+atoi(d[5]) != 100 {
			t.Fatalf("line %d %q: chances do not sum to 100", i+1, l)
		}
	}
	if m[1] != itoa(len(lines)-1) {
		t.Errorf("summary counts %s decisions, %d lines", m[1], len(lines)-1)
	}
	// The same review, as JSON, with the same figures.
	code, js, errs := outback(t, "", "review", file, "-playouts", "60", "-json")
	if code != 0 {
		t.Fatalf("-json exit %d: %s", code, errs)
	}
	var doc struct {
		Decisions []struct {
			N          int       `json:"n"`
			Seat       *int      `json:"seat"`
			Move       string    `json:"move"`
			Chances    []float64 `json:"chances"`
			After      *float64  `json:"after"`
			Best       string    `json:"best"`
			BestChance *float64  `json:"bestChance"`
			Mark       *string   `json:"mark"`
		} `json:"decisions"`
	}
	if err := json.Unmarshal([]byte(js), &doc); err != nil {
		t.Fatalf("-json output: %v\n%s", err, js)
	}
	if len(doc.Decisions) != len(lines)-1 {
		t.Fatalf("%d decisions in JSON, %d lines", len(doc.Decisions), len(lines)-1)
	}
	blunders := 0
	for i, d := range doc.Decisions {
		sum := 0.0
		for _, c := range d.Chances {
			sum += c
		}
		if d.N != i+1 || d.Seat == nil || d.After == nil || d.BestChance == nil || d.Mark == nil || d.Best == "" || d.Move == "" || sum != 100 {
			t.Fatalf("decision %d: %+v (chances sum to %v)", i+1, d, sum)
		}
		if !strings.Contains(lines[i], " "+d.Move+" ") {
			t.Fatalf("decision %d: move %q, line %q", i+1, d.Move, lines[i])
		}
		if *d.Mark == "blunder" {
			blunders++
		}
	}
	if !strings.Contains(last, "random 2: accuracy") || strings.Count(out, "  blunder") != blunders {
		t.Errorf("text has %d blunders, JSON %d", strings.Count(out, "  blunder"), blunders)
	}
	// -save keeps the review in the file: the next review is the same,
	// without a search (no progress), whatever budget it is given; the
	// file still verifies.
	if code, _, errs := outback(t, "", "review", file, "-playouts", "60", "-save"); code != 0 {
		t.Fatalf("-save: %s", errs)
	}
	code, again, errs := outback(t, "", "review", file, "-playouts", "3000")
	if code != 0 || again != out || strings.Contains(errs, "searches,") {
		t.Errorf("the kept review: exit %d, same output %v, progress %q", code, again == out, errs)
	}
	if code, _, errs := outback(t, "", "replay", "verify", file); code != 0 {
		t.Errorf("a file with its review does not verify: %s", errs)
	}
}

func TestReviewBadInput(t *testing.T) {
	dir := t.TempDir()
	damaged := filepath.Join(dir, "damaged.outback")
	good := recordedGame(t, "crossing")
	data, _ := os.ReadFile(good)
	os.WriteFile(damaged, data[:len(data)/2], 0o644)
	notRecord := filepath.Join(dir, "notes.txt")
	os.WriteFile(notRecord, []byte("hello"), 0o644)
	// A game the rules refuse: two moves of different seats swapped.
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	rec.Moves[30], rec.Moves[31] = rec.Moves[31], rec.Moves[30]
	bad, _ := rec.Encode()
	refused := filepath.Join(dir, "refused.outback")
	os.WriteFile(refused, bad, 0o644)
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"no file", []string{"review"}, "review needs one FILE first"},
		{"missing file", []string{"review", filepath.Join(dir, "none.outback")}, "none.outback: no such file"},
		{"damaged file", []string{"review", damaged}, "damaged.outback: the Record is cut short"},
		{"not a record", []string{"review", notRecord}, "notes.txt: not an Outback record"},
		{"rules refuse", []string{"review", refused}, "refused.outback: the rules refuse this game: move "},
		{"bad movetime", []string{"review", good, "-movetime", "-1s"}, "-movetime -1s: a thinking time cannot be negative"},
		{"bad flag", []string{"review", good, "-fast"}, "unknown flag -fast"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := outback(t, "", c.args...)
			lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
			if code == 0 || out != "" || !strings.HasPrefix(lines[0], "outback-cli review: ") || !strings.Contains(lines[0], c.want) {
				t.Errorf("exit %d, stdout %q, stderr %q: want %q", code, out, errs, c.want)
			}
		})
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
