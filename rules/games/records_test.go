package games_test

import (
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

// The Records in testdata/records were written by format 1 of the file;
// every later version of Outback must still open and replay them exactly.
func TestGoldenRecordsStillReplay(t *testing.T) {
	games := map[string]bool{}
	for _, rf := range rulestest.ReadRecords(t, "testdata/records/*.outback") {
		f, rec := rf.Path, rf.Record
		m, err := rules.Resume(rec) // checks every move and the final hash
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if rec.Result == nil || !m.State().Outcome().Over {
			t.Errorf("%s: the recorded game is not over", f)
		}
		games[rec.Game] = true
	}
	for _, g := range rules.Games() {
		if !games[g.Name] {
			t.Errorf("no golden record of %s in testdata/records", g.Name)
		}
	}
}
