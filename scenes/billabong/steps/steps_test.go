package steps

import (
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
	"outback/rules/billabong"
	_ "outback/rules/games"
)

func normal(n int) int { return n }

// playFrom applies the move written text to the position and returns the
// state before, the state after and the move's steps.
func playFrom(t *testing.T, pos, text string) (*billabong.State, *billabong.State, []Step) {
	t.Helper()
	st, err := billabong.DecodePosition([]byte(pos))
	if err != nil {
		t.Fatal(err)
	}
	before := st.Clone().(*billabong.State)
	mv, err := st.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := st.Apply(mv)
	if err != nil {
		t.Fatal(err)
	}
	return before, st, FromEvents(ev)
}

// A jump: the kangaroo hops, the referee takes its start square as it
// leaves, and at the end goes back into the lake; the model at each tick
// shows exactly that.
func TestJumpStepsAndModelAtEveryTick(t *testing.T) {
	before, after, steps := playFrom(t, `{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"k11"},{"seat":1,"square":"l11"}],"home":[4,4]}`, "k11-m11")
	kinds := []Kind{}
	for _, s := range steps {
		kinds = append(kinds, s.Kind)
	}
	if len(kinds) != 3 || kinds[0] != Hop || kinds[1] != RefOut || kinds[2] != RefBack {
		t.Fatalf("steps %v, want hop, referee out, referee back", kinds)
	}
	k11, _ := billabong.ParseSquare("k11")
	m11, _ := billabong.ParseSquare("m11")
	if steps[0].From != k11 || steps[0].To != m11 || steps[1].To != k11 {
		t.Fatalf("hop %v", steps[0])
	}
	base := ModelOf(before)
	var a Anim
	a.Start(&base, steps, normal)
	var m Model
	for tick := 0; a.Busy(); tick++ {
		i, _ := a.Frame(&m)
		switch {
		case tick < 20: // the hop is in the air: the model still has it on k11
			if i != 0 || m.At(k11) < 0 || m.Referee != billabong.NoSquare {
				t.Fatalf("tick %d: step %d, model %+v", tick, i, m)
			}
		case tick < 32: // landed; the referee walks out to k11
			if i != 1 || m.At(m11) < 0 || m.At(k11) >= 0 {
				t.Fatalf("tick %d: step %d, model %+v", tick, i, m)
			}
		default: // the referee stands on k11, then goes back
			if i != 2 || m.Referee != k11 {
				t.Fatalf("tick %d: step %d, referee %v", tick, i, m.Referee)
			}
		}
		a.Advance()
	}
	a.Frame(&m)
	want := ModelOf(after)
	if len(m.Pieces) != len(want.Pieces) || m.At(m11) < 0 || m.Referee != billabong.NoSquare {
		t.Fatalf("end model %+v, want %+v", m, want)
	}
	// Seeking back shows the hop again.
	a.Seek(5)
	if i, f := a.Frame(&m); i != 0 || f != 0.25 || m.At(k11) < 0 {
		t.Fatalf("seek: step %d at %v", i, f)
	}
}

// Going home: the last hop over the finish sends the kangaroo to its stand.
func TestHomeStepCountsAtTheStand(t *testing.T) {
	// The spec's worked example 11: seat 0's kangaroo on e3 jumps seven
	// times and goes home.
	sq := func(r, c int) string { return billabong.Sq(r, c).String() }
	others := [][2]int{{2, 2}, {0, 5}, {3, 11}, {6, 12}, {5, 10}, {8, 10}}
	pos := `{"players":3,"toMove":0,"phase":"move","home":[4,0,4],"kangaroos":[{"seat":0,"square":"` + sq(4, 2) + `","cross":1}`
	for i, o := range others {
		seat := 1 + i/5
		pos += `,{"seat":` + string(rune('0'+seat)) + `,"square":"` + sq(o[0], o[1]) + `"}`
	}
	pos += `]}`
	move := sq(4, 2)
	for _, h := range [][2]int{{0, 2}, {0, 8}, {6, 14}, {6, 10}, {4, 10}, {8, 14}, {8, 6}} {
		move += "-" + sq(h[0], h[1])
	}
	before, after, steps := playFrom(t, pos, move)
	last := steps[len(steps)-1]
	if last.Kind != GoHome || last.Seat != 0 {
		t.Fatalf("steps %+v end without going home", steps)
	}
	base := ModelOf(before)
	var a Anim
	a.Start(&base, steps, func(int) int { return 0 })
	if a.Busy() {
		t.Fatal("animation off still runs")
	}
	var m Model
	a.Frame(&m)
	if m.Home[0] != after.HomeCount(0) || len(m.Pieces) != len(ModelOf(after).Pieces) {
		t.Fatalf("animation off: model %+v, want the position after the move", m)
	}
}

func TestPlacementAndWalk(t *testing.T) {
	_, _, steps := playFrom(t, `{"players":2,"toMove":0,"phase":"place","kangaroos":[]}`, "k10")
	if len(steps) != 1 || steps[0].Kind != Place || steps[0].Ticks() != 16 {
		t.Fatalf("placement steps %+v", steps)
	}
	before, _, steps := playFrom(t, `{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"k10"},{"seat":1,"square":"a1"}]}`, "k10-l10")
	if len(steps) != 1 || steps[0].Kind != Walk || !steps[0].Moves() {
		t.Fatalf("walk steps %+v", steps)
	}
	m := ModelOf(before)
	steps[0].Apply(&m)
	if m.At(steps[0].To) < 0 || m.At(steps[0].From) >= 0 {
		t.Fatal("a walk did not move the kangaroo")
	}
}

// For every move of whole games (with and without sleepers), the model
// with all the move's steps applied shows the position after the move.
func TestStepsBringTheModelToThePositionAfter(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		setup := rulestest.Setup(t, "billabong", int(2+seed%2), seed, "sleepers="+[]string{"off", "on"}[seed%2])
		var after billabong.State
		rulestest.EachMove(t, setup, seed, 600, func(before rules.State, mv rules.Move, ev []rules.Event) {
			after = *before.Clone().(*billabong.State)
			after.Apply(mv)
			from := ModelOf(before.(*billabong.State))
			var a Anim
			a.Start(&from, FromEvents(ev), normal)
			a.Finish()
			var got Model
			a.Frame(&got)
			if want := ModelOf(&after); !sameBoard(got, want) {
				t.Fatalf("seed %d, %s: the steps end on\n%+v\nnot the position after\n%+v", seed, before.MoveText(mv), got, want)
			}
		})
	}
}

func sameBoard(a, b Model) bool {
	if a.Referee != b.Referee || a.Home != b.Home || len(a.Pieces) != len(b.Pieces) {
		return false
	}
	for _, p := range a.Pieces {
		i := b.At(p.Sq)
		if i < 0 || b.Pieces[i] != p {
			return false
		}
	}
	return true
}
