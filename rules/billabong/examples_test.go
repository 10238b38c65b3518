package billabong

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"outback/internal/rulestest"
	"outback/rules"
)

// The worked examples of §9 of the spec.

func hasHop(t *testing.T, s *State, from, to Square) bool {
	t.Helper()
	hops, err := s.NextHops(from, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hops {
		if h.To == to {
			return true
		}
	}
	return false
}

func TestExample1LongHop(t *testing.T) {
	s := position(t, rc(0, 0), 0, rc(0, 7))
	if !hasHop(t, s, rc(0, 0), rc(0, 14)) {
		t.Fatal("hop a1 over h1 to o1 not offered")
	}
	if err := s.CheckHop(rc(0, 0), nil, rc(0, 14)); err != nil {
		t.Fatal(err)
	}
}

func TestExample2NoHopOverLake(t *testing.T) {
	s := position(t, rc(6, 0), 0, rc(6, 5))
	if hasHop(t, s, rc(6, 0), rc(6, 10)) {
		t.Fatal("hop across the lake offered")
	}
	wantReason(t, s.CheckHop(rc(6, 0), nil, rc(6, 10)), "cross the lake")
}

func TestExample3NoHopSouthThroughLake(t *testing.T) {
	s := position(t, rc(2, 8), 0, rc(5, 8))
	if hasHop(t, s, rc(2, 8), rc(8, 8)) {
		t.Fatal("hop through the lake offered")
	}
	wantReason(t, s.CheckHop(rc(2, 8), nil, rc(8, 8)), "cross the lake")
}

func TestExample4LakeCorner(t *testing.T) {
	s := position(t, rc(3, 8), 0, rc(5, 6))
	if !hasHop(t, s, rc(3, 8), rc(7, 4)) {
		t.Fatal("hop past the lake's corner not offered")
	}
}

func TestExample5CrossesBrook(t *testing.T) {
	s := position(t, rc(4, 13), 0, rc(7, 10))
	hops, _ := s.NextHops(rc(4, 13), nil)
	found := false
	for _, h := range hops {
		if h.To == rc(10, 7) {
			found = true
			if h.Cross != 1 || h.Home {
				t.Fatalf("hop to h11: cross %d home %v, want 1", h.Cross, h.Home)
			}
		}
	}
	if !found {
		t.Fatal("hop to (10,7) not offered")
	}
	if d := crossDelta(rc(4, 13), rc(10, 7)); d != 1 {
		t.Fatalf("crossDelta = %d", d)
	}
}

func TestExample6TwoBetween(t *testing.T) {
	s := position(t, rc(10, 0), 0, rc(10, 2), rc(10, 3))
	for _, h := range mustHops(t, s, rc(10, 0)) {
		if h.To.Row() == 10 {
			t.Fatalf("hop east offered: %v", h)
		}
	}
	wantReason(t, s.CheckHop(rc(10, 0), nil, rc(10, 6)), "more than one kangaroo")
}

func TestExample7LandingTaken(t *testing.T) {
	s := position(t, rc(10, 0), 0, rc(10, 1), rc(10, 2))
	for _, h := range mustHops(t, s, rc(10, 0)) {
		if h.To.Row() == 10 {
			t.Fatalf("hop east offered: %v", h)
		}
	}
	wantReason(t, s.CheckHop(rc(10, 0), nil, rc(10, 2)), "taken")
}

func TestExample8WalkCrossing(t *testing.T) {
	for _, c := range []struct {
		from, to Square
		want     int
	}{
		{rc(9, 8), rc(9, 7), 1},
		{rc(9, 7), rc(9, 8), -1},
		{rc(8, 8), rc(9, 7), 1},
		{rc(5, 8), rc(5, 7), 0},
	} {
		if got := crossDelta(c.from, c.to); got != c.want {
			t.Errorf("walk %s-%s: cross %+d, want %+d", c.from, c.to, got, c.want)
		}
		// And through Apply.
		s := position(t, c.from, 0, rc(0, 0))
		if _, err := s.Apply(WalkMove(c.from, c.to)); err != nil {
			t.Fatalf("walk %s-%s: %v", c.from, c.to, err)
		}
		if k, _ := s.KangarooAt(c.to); int(k.Cross) != c.want {
			t.Errorf("walk %s-%s: kangaroo has cross %d, want %d", c.from, c.to, k.Cross, c.want)
		}
	}
}

func TestExample9Referee(t *testing.T) {
	s := position(t, rc(3, 4), 0, rc(4, 3), rc(4, 2), rc(4, 6))
	dests, _, home := jumpDests(s, rc(3, 4))
	want := sortedSquares(rc(5, 2), rc(3, 2), rc(3, 6), rc(5, 6), rc(5, 4), rc(1, 4), rc(1, 2), rc(7, 2))
	if !slices.Equal(dests, want) || home {
		t.Fatalf("jump destinations %v (home %v), want %v", dests, home, want)
	}
	walks := s.Walks(rc(3, 4))
	wantWalks := sortedSquares(rc(2, 3), rc(2, 4), rc(2, 5), rc(3, 3), rc(3, 5), rc(4, 4), rc(4, 5))
	if !slices.Equal(walks, wantWalks) {
		t.Fatalf("walks %v, want %v", walks, wantWalks)
	}
	// The sequence of the example, over the referee on (3,4).
	seq := []Square{rc(5, 2), rc(3, 2), rc(3, 6), rc(5, 6)}
	for i := range seq {
		if err := s.CheckHop(rc(3, 4), seq[:i], seq[i]); err != nil {
			t.Fatalf("hop %d of the example: %v", i+1, err)
		}
	}
	ev, err := s.Apply(JumpMove(rc(3, 4), seq...))
	if err != nil {
		t.Fatal(err)
	}
	if h, ok := ev[3].(Hopped); !ok || h.Over != rc(3, 4) || h.To != rc(3, 6) {
		t.Fatalf("third hop %+v, want over the referee on (3,4)", ev[3])
	}
	if _, ok := ev[0].(RefereeOut); !ok {
		t.Fatalf("first event %T, want RefereeOut", ev[0])
	}
	if _, ok := ev[5].(RefereeBack); !ok {
		t.Fatalf("event after the hops %T, want RefereeBack", ev[5])
	}
}

func TestExample10RefereeBlocksReturn(t *testing.T) {
	s := position(t, rc(10, 10), 0, rc(10, 11))
	dests, _, _ := jumpDests(s, rc(10, 10))
	if !slices.Equal(dests, []Square{rc(10, 12)}) {
		t.Fatalf("jump destinations %v, want [m11]", dests)
	}
	wantReason(t, s.CheckHop(rc(10, 10), []Square{rc(10, 12)}, rc(10, 10)), "referee")
}

func TestExample11Home(t *testing.T) {
	others := []Square{rc(2, 2), rc(0, 5), rc(3, 11), rc(6, 12), rc(5, 10), rc(8, 10)}
	seq := []Square{rc(0, 2), rc(0, 8), rc(6, 14), rc(6, 10), rc(4, 10), rc(8, 14), rc(8, 6)}

	s := position(t, rc(4, 2), 1, others...)
	for i := range seq {
		if err := s.CheckHop(rc(4, 2), seq[:i], seq[i]); err != nil {
			t.Fatalf("hop %d: %v", i+1, err)
		}
	}
	if _, err := s.NextHops(rc(4, 2), seq); err == nil {
		t.Fatal("NextHops after going home: no error")
	}
	_, _, home := jumpDests(s, rc(4, 2))
	if !home {
		t.Fatal("no home outcome listed")
	}
	ev, err := s.Apply(JumpMove(rc(4, 2), seq...))
	if err != nil {
		t.Fatal(err)
	}
	var pivots []Square
	var went *WentHome
	for _, e := range ev {
		switch e := e.(type) {
		case Hopped:
			pivots = append(pivots, e.Over)
		case WentHome:
			went = &e
		}
	}
	if n := strings.Count(squaresString(pivots), rc(6, 12).String()); n != 2 {
		t.Fatalf("pivots %v: (6,12) used %d times, want 2", pivots, n)
	}
	if went == nil || went.From != rc(8, 6) || went.Home != 5 {
		t.Fatalf("WentHome %+v", went)
	}
	if _, ok := s.KangarooAt(rc(8, 6)); ok {
		t.Fatal("the kangaroo is still on the board")
	}
	// Seat 0 had four home already: this was its fifth, so it has won.
	if o := s.Outcome(); !o.Over || o.Ranks[0] != 1 {
		t.Fatalf("outcome %+v", o)
	}

	// A kangaroo going home ends its move: a longer sequence is refused.
	s = position(t, rc(4, 2), 1, others...)
	wantReason(t, s.CheckHop(rc(4, 2), seq, rc(8, 10)), "home")
	if _, err := s.Apply(JumpMove(rc(4, 2), append(slices.Clone(seq), rc(8, 14))...)); err == nil {
		t.Fatal("a hop after going home was accepted")
	}

	// With cross 0 the same sequence ends on (8,6) with cross 1.
	s = position(t, rc(4, 2), 0, others...)
	if _, err := s.Apply(JumpMove(rc(4, 2), seq...)); err != nil {
		t.Fatal(err)
	}
	if k, ok := s.KangarooAt(rc(8, 6)); !ok || k.Cross != 1 {
		t.Fatalf("kangaroo on (8,6): %+v %v, want cross 1", k, ok)
	}
}

func mustHops(t *testing.T, s *State, from Square) []Hop {
	t.Helper()
	h, err := s.NextHops(from, nil)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func wantReason(t *testing.T, err error, part string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want one mentioning %q", part)
	}
	if !errors.Is(err, rules.ErrIllegal) {
		t.Fatalf("error %q does not wrap rules.ErrIllegal", err)
	}
	if !strings.Contains(err.Error(), part) {
		t.Fatalf("error %q does not mention %q", err, part)
	}
}

// The four diagonals tangent to the lake's corners (§3) carry legal hops;
// the diagonals one step in cross the lake.
func TestLakeCornerDiagonals(t *testing.T) {
	for _, c := range []struct {
		from, over, to Square
		legal          bool
	}{
		{rc(3, 8), rc(5, 6), rc(7, 4), true},    // r+c = 11
		{rc(1, 5), rc(3, 7), rc(5, 9), true},    // r-c = -4
		{rc(10, 8), rc(8, 6), rc(6, 4), true},   // r-c = 2
		{rc(5, 12), rc(7, 10), rc(9, 8), true},  // r+c = 17
		{rc(3, 9), rc(5, 7), rc(7, 5), false},   // r+c = 12: through the lake
		{rc(9, 11), rc(8, 10), rc(7, 9), false}, // lands in the lake
	} {
		s := position(t, c.from, 0, c.over)
		if got := hasHop(t, s, c.from, c.to); got != c.legal {
			t.Errorf("hop %s over %s to %s: legal %v, want %v", c.from, c.over, c.to, got, c.legal)
		}
	}
	// A walk past a lake corner is fine.
	s := position(t, mustSq("g6"), 0, rc(0, 0))
	if _, err := s.Apply(WalkMove(mustSq("g6"), mustSq("f7"))); err != nil {
		t.Fatal(err)
	}
}

// A seat without a move must pass (and may not otherwise); a full round of
// passes ends the game.
func TestPassing(t *testing.T) {
	js := `{"players":2,"toMove":0,"phase":"move","passes":1,
	 "kangaroos":[{"seat":0,"square":"a1"},{"seat":1,"square":"b1"},{"seat":1,"square":"a2"},{"seat":1,"square":"b2"}],
	 "sleepers":["c1","a3","c3"]}`
	s, err := DecodePosition([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	if moves := s.LegalMoves(nil); len(moves) != 1 || moves[0].Kind() != Pass {
		t.Fatalf("moves %v, want [pass]", moves)
	}
	ev, err := s.Apply(PassMove())
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 2 || ev[0] != (Passed{Seat: 0}) {
		t.Fatalf("events %v", ev)
	}
	if g, ok := ev[1].(GameOver); !ok || !slices.Equal(g.Ranks, []int{1, 1}) {
		t.Fatalf("events %v", ev)
	}
	if s.ToMove() != rules.Nobody || !s.Outcome().Over {
		t.Fatal("the game is not over")
	}

	// Seat 1 can move: it may not pass.
	s, _ = DecodePosition([]byte(strings.Replace(js, `"toMove":0`, `"toMove":1`, 1)))
	wantReason(t, rulestest.Refused(t, s, PassMove()), "pass only")
}

// The continue variant: seats that are done are skipped and get their
// ranks in order; the game ends when one seat is left racing.
func TestContinue(t *testing.T) {
	js := `{"players":3,"toMove":0,"phase":"move","continue":true,"home":[4,4,4],"reached":[10,11,12],
	 "kangaroos":[{"seat":0,"square":"i10","cross":1},{"seat":1,"square":"i12","cross":1},{"seat":2,"square":"a1","cross":1}]}`
	s, err := DecodePosition([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	ev, err := s.Apply(WalkMove(mustSq("i10"), mustSq("h10")))
	if err != nil {
		t.Fatal(err)
	}
	if ev[len(ev)-1] != (SeatDone{Seat: 0, Rank: 1}) || s.Phase() != PhaseMove || s.ToMove() != 1 {
		t.Fatalf("events %v, to move %d", ev, s.ToMove())
	}
	s.Apply(WalkMove(mustSq("i12"), mustSq("i13"))) // seat 1 dawdles
	s.Apply(WalkMove(mustSq("a1"), mustSq("a2")))   // seat 2
	if s.ToMove() != 1 {
		t.Fatalf("seat %d to move, want 1 (seat 0 is done)", s.ToMove())
	}
	ev, err = s.Apply(WalkMove(mustSq("i13"), mustSq("h14")))
	if err != nil {
		t.Fatal(err)
	}
	want := []rules.Event{
		Walked{Seat: 1, From: mustSq("i13"), To: mustSq("h14"), Cross: 2},
		WentHome{Seat: 1, From: mustSq("h14"), Home: 5},
		SeatDone{Seat: 1, Rank: 2},
	}
	if len(ev) != 4 || !slices.Equal(ev[:3], want) {
		t.Fatalf("events %v", ev)
	}
	if g, ok := ev[3].(GameOver); !ok || !slices.Equal(g.Ranks, []int{1, 2, 3}) {
		t.Fatalf("events %v", ev)
	}

	// Without continue the first seat done ends the game.
	s, err = DecodePosition([]byte(strings.Replace(js, `"continue":true,`, ``, 1)))
	if err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Apply(WalkMove(mustSq("i10"), mustSq("h10")))
	if g, ok := ev[len(ev)-1].(GameOver); !ok || !slices.Equal(g.Ranks, []int{1, 2, 3}) || s.ToMove() != rules.Nobody {
		t.Fatalf("events %v", ev)
	}
}

// Quick start: chance puts one kangaroo of every seat in each quadrant,
// then each seat places its fifth by hand; sleepers come first of all.
func TestQuickStartAndSleepers(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	s := New(3, Options{QuickStart: true, Sleepers: true})
	chance := 0
	for s.ToMove() == rules.Chance {
		mv, err := rules.SampleOutcome(s, r)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := s.Apply(mv)
		if err != nil {
			t.Fatal(err)
		}
		p := ev[0].(Placed)
		if want := SleeperSeat; chance < PerPlayer && p.Seat != want || !p.ByChance {
			t.Fatalf("chance placement %d: %+v", chance, p)
		}
		if chance >= PerPlayer {
			j := chance - PerPlayer
			if p.Seat != j%3 || Quadrant(p.Sq) != j/3 {
				t.Fatalf("quick-start placement %d: %+v in quadrant %d", j, p, Quadrant(p.Sq))
			}
		}
		chance++
	}
	if chance != PerPlayer+4*3 || s.Phase() != PhasePlace || s.ToMove() != 0 {
		t.Fatalf("%d chance moves, then %s phase, seat %d", chance, s.Phase(), s.ToMove())
	}
	for seat := 0; seat < 3; seat++ {
		sqs := s.PlacementSquares()
		if len(sqs) == 0 {
			t.Fatal("nowhere to place")
		}
		ev, err := s.Apply(PlaceMove(sqs[0]))
		if err != nil || ev[0] != (Placed{Seat: seat, Sq: sqs[0]}) {
			t.Fatalf("placement: %v %v", ev, err)
		}
	}
	if s.Phase() != PhaseMove || s.ToMove() != 0 {
		t.Fatalf("%s phase, seat %d to move", s.Phase(), s.ToMove())
	}
}
