package crossing

import (
	"math/rand/v2"
	"strings"
	"testing"

	"outback/rules"
)

// Every legal move of random games touches exactly the places its notation
// names, in order.
func TestMoveTouchesWhatItsNotationNames(t *testing.T) {
	g, err := rules.Lookup("crossing")
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(22, 7))
	checked := 0
	for game := 0; game < 20; game++ {
		st, err := g.New(2, nil)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 400 && st.ToMove() != rules.Nobody; ply++ {
			legal := st.Legal(nil)
			for _, m := range legal {
				text := st.MoveText(m)
				got, want := touched(m), named(text)
				if got != want {
					t.Fatalf("%q touches %s, its notation names %s", text, got, want)
				}
				checked++
			}
			if _, err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d moves checked", checked)
	}
}

func touched(m rules.Move) string {
	cells, spots := MovePlaces(m, nil, nil)
	s := ""
	for _, c := range cells {
		s += c.String() + " "
	}
	for _, sp := range spots {
		s += sp.String() + " "
	}
	return s
}

func named(text string) string {
	f := strings.Fields(text)
	if len(f) > 0 && (f[0] == "deal" || f[0] == "tile") {
		return "" // a seat or a tile kind, not a place
	}
	cells, spots := "", ""
	for _, w := range f {
		if c, err := ParseCell(w); err == nil {
			cells += c.String() + " "
		} else if sp, err := ParseSpot(w); err == nil {
			spots += sp.String() + " "
		}
	}
	return cells + spots
}
