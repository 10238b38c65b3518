package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"outback/rules"
)

// A deal names the seat dealt to and the animal, as live play's log does
// ("deal Blue: kangaroo"), in the Record, in replay verify and in the
// review — not the notation's seat number ("deal 0 devil"; issue 40).
func TestDealsNameTheSeat(t *testing.T) {
	file := recordedGame(t, "crossing")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	told := regexp.MustCompile(`^deal (greedy 1|random 2): (kangaroo|wombat|echidna|platypus|dingo|devil)$`)
	deals := 0
	for i, rm := range rec.Moves {
		if strings.HasPrefix(rm.Text, "deal ") {
			deals++
			if !told.MatchString(rm.Text) {
				t.Errorf("the Record's move %d reads %q, not \"deal NAME: ANIMAL\"", i+1, rm.Text)
			}
		}
	}
	if deals == 0 {
		t.Fatal("the Record has no deal")
	}

	// An older Record wrote the notation: verify tells the deal anew.
	old := *rec
	old.Moves = append([]rules.RecordedMove(nil), rec.Moves...)
	for i := range old.Moves {
		if strings.HasPrefix(old.Moves[i].Text, "deal ") {
			old.Moves[i].Text = "deal 0 devil"
		}
	}
	oldData, _ := old.Encode()
	if err := os.WriteFile(file, oldData, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := outback(t, "", "replay", "verify", file)
	if code != 0 {
		t.Fatalf("verify exit %d: %s", code, errs)
	}
	line := regexp.MustCompile(`(?m)^ +\d+\. chance +(deal .*)$`)
	got := line.FindAllStringSubmatch(out, -1)
	if len(got) != deals {
		t.Fatalf("verify lists %d deals, want %d:\n%s", len(got), deals, out)
	}
	for _, g := range got {
		if !told.MatchString(g[1]) {
			t.Errorf("verify says %q, not \"deal NAME: ANIMAL\"", g[1])
		}
	}

	// The review lists the draws the same way.
	code, out, errs = outback(t, "", "review", file, "-playouts", "8")
	if code != 0 {
		t.Fatalf("review exit %d: %s", code, errs)
	}
	if strings.Contains(out, "deal 0 ") || strings.Contains(out, "deal 1 ") {
		t.Errorf("the review writes a deal by seat number:\n%s", out)
	}
	if n := len(regexp.MustCompile(`deal (greedy 1|random 2): [a-z]+`).FindAllString(out, -1)); n != deals {
		t.Errorf("the review tells %d deals by name, want %d:\n%s", n, deals, out)
	}
}
