package downunder

import (
	"fmt"
	"slices"
	"strings"

	"outback/rules"
)

// MovesJSON writes the legal moves as §9 and §11 describe: an array sorted
// by the move text, one object per move.
func MovesJSON(st rules.State) ([]byte, error) {
	s, oks := st.(*State)
	if !oks {
		return nil, fmt.Errorf("not a Down Under state (%T)", st)
	}
	ms := s.Moves()
	type entry struct {
		text string
		m    Move
	}
	es := make([]entry, len(ms))
	for i, m := range ms {
		es[i] = entry{s.moveText(m, s.moveColour(m)), m}
	}
	slices.SortFunc(es, func(a, b entry) int { return strings.Compare(a.text, b.text) })
	w := &jw{}
	if len(es) == 0 {
		return []byte("[]"), nil
	}
	w.raw("[\n")
	for i, e := range es {
		if i > 0 {
			w.raw(",\n")
		}
		m := e.m
		w.raw(`  {"move": `)
		w.str(e.text)
		if m.Kind != Pass {
			w.raw(`, "kind": `)
			w.str(kindName(m.Kind))
			w.raw(`, "x": `)
			w.int(int(m.X))
			w.raw(`, "y": `)
			w.int(int(m.Y))
		}
		switch m.Kind {
		case Straight, Curve:
			w.raw(`, "rot": `)
			w.int(int(m.R))
			if len(strings.Fields(e.text)) == 4 {
				w.raw(`, "animal": `)
				w.str(animalName(m.Animal))
			}
		case Terminal:
			w.raw(`, "front": `)
			w.str(Side(m.R).String())
		case Turn:
			w.raw(`, "dir": `)
			w.str(strings.Fields(e.text)[2])
		}
		w.raw("}")
	}
	w.raw("\n]")
	return w.b, nil
}
