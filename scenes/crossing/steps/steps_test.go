package steps

import (
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
	"outback/rules/crossing"
	_ "outback/rules/games"
)

func normal(n int) int { return n }

// For every move of whole games, the model with all the move's steps
// applied is the position after the move, and the steps run in turn: at
// every tick the finished steps are applied and one step runs.
func TestStepsBringTheModelToThePositionAfter(t *testing.T) {
	kinds := map[Kind]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		var before, got, want Model
		var a Anim
		rulestest.EachMove(t, rulestest.Setup(t, "crossing", int(2+seed%3), seed, ""), seed, 1000, func(st rules.State, mv rules.Move, ev []rules.Event) {
			before.Fill(st.(*crossing.State))
			steps := FromEvents(ev, nil)
			total := 0
			for _, s := range steps {
				kinds[s.Kind]++
				total += s.Ticks()
			}
			a.Start(&before, steps, normal)
			ticks := 0
			for ; a.Busy(); ticks++ {
				if i, f := a.Frame(&got); i < 0 || f < 0 || f > 1 || len(a.Done()) != i {
					t.Fatalf("tick %d: step %d at %v", ticks, i, f)
				}
				a.Advance()
			}
			if ticks != total {
				t.Fatalf("the steps ran %d ticks, want %d", ticks, total)
			}
			a.Frame(&got)
			after := st.Clone()
			after.Apply(mv)
			want.Fill(after.(*crossing.State))
			if got != want {
				t.Fatalf("seed %d, %s: the model after the steps is not the position after the move\n got %+v\nwant %+v", seed, st.MoveText(mv), got, want)
			}
		})
	}
	for _, k := range []Kind{Setup, Deal, Draw, Flip, Place, Claim} {
		if kinds[k] == 0 {
			t.Errorf("no %s step in the games played", k)
		}
	}
}

// A drawn tile the viewer may not see slides in face down and is not
// flipped; one it may see is flipped after it arrives.
func TestDrawnTileFlipsOnlyWhenSeen(t *testing.T) {
	hidden := FromEvents([]rules.Event{crossing.TileDrawn{Seat: 1, Tile: crossing.Hidden}}, nil)
	if len(hidden) != 1 || hidden[0].Kind != Draw {
		t.Fatalf("hidden draw: %+v", hidden)
	}
	seen := FromEvents([]rules.Event{crossing.TileDrawn{Seat: 1, Tile: crossing.Tile(0)}}, nil)
	if len(seen) != 2 || seen[0].Kind != Draw || seen[1].Kind != Flip {
		t.Fatalf("seen draw: %+v", seen)
	}
	var m Model
	m.Supply = 10
	seen[0].Apply(&m)
	if m.DrawnUp || m.Supply != 9 {
		t.Fatalf("after the draw: %+v", m)
	}
	seen[1].Apply(&m)
	if !m.DrawnUp {
		t.Fatal("the flip left the tile face down")
	}
}

func TestAnimationOffShowsTheMoveAtOnce(t *testing.T) {
	var a Anim
	steps := FromEvents([]rules.Event{crossing.TileDrawn{Seat: 0, Tile: crossing.Tile(0)}}, nil)
	a.Start(&Model{Supply: 5}, steps, func(int) int { return 0 })
	var m Model
	if i, _ := a.Frame(&m); i != -1 || a.Busy() || !m.DrawnUp || m.Supply != 4 {
		t.Fatalf("animation off: step %d, model %+v", i, m)
	}
}
