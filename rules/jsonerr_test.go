package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestJSONProblem(t *testing.T) {
	var v struct {
		Players int `json:"players"`
	}
	cases := map[string]string{
		``:                    "the input is empty",
		`{"players":`:         "ends too early",
		`{"players" 2}`:       "malformed at byte",
		`{"players":"two"}`:   `"players" must be a whole number, not a JSON string`,
		`{"players":[1,2,3]}`: `"players" must be a whole number, not a JSON array`,
	}
	for in, want := range cases {
		err := JSONProblem(json.NewDecoder(strings.NewReader(in)).Decode(&v))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
}
