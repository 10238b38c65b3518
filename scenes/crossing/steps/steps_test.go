package steps

import (
	"testing"

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
		setup := rules.Setup{Game: "crossing", Seed: seed}
		for i := 0; i < int(2+seed%3); i++ {
			setup.Seats = append(setup.Seats, rules.SeatInfo{Name: "p", Kind: "bot:random"})
		}
		m, err := rules.NewMatch(setup, 0)
		if err != nil {
			t.Fatal(err)
		}
		var before, got, want Model
		var a Anim
		for m.State().ToMove() != rules.Nobody {
			st := m.State()
			before.Fill(st.(*crossing.State))
			mv := st.Legal(nil)[int(seed)%len(st.Legal(nil))]
			if st.ToMove() == rules.Chance {
				mv, _ = m.SampleChance()
			}
			ev, err := m.Play(mv, 0)
			if err != nil {
				t.Fatal(err)
			}
			steps := FromEvents(ev, nil)
			for _, s := range steps {
				kinds[s.Kind]++
			}
			a.Start(&before, steps, normal)
			ticks := 0
			for ; a.Busy(); ticks++ {
				i, f := a.Frame(&got)
				if i < 0 || f < 0 || f > 1 || len(a.Done()) != i {
					t.Fatalf("tick %d: step %d at %v", ticks, i, f)
				}
				a.Advance()
			}
			total := 0
			for _, s := range steps {
				total += s.Ticks()
			}
			if ticks != total {
				t.Fatalf("the steps ran %d ticks, want %d", ticks, total)
			}
			a.Frame(&got)
			want.Fill(m.State().(*crossing.State))
			if got != want {
				t.Fatalf("seed %d move %d (%s): the model after the steps is not the position after the move\n got %+v\nwant %+v", seed, len(m.History()), st.MoveText(mv), got, want)
			}
		}
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
