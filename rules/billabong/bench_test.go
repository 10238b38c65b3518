package billabong

import (
	"math/rand/v2"
	"testing"

	"outback/rules"
)

// referenceJSON is the reference mid-game position of DESIGN §7: four
// players, twenty kangaroos spread round the lake, seat 0 to move.
const referenceJSON = `{"players":4,"toMove":0,"phase":"move","kangaroos":[
 {"seat":0,"square":"d2","cross":1},{"seat":1,"square":"g3","cross":1},{"seat":2,"square":"j4","cross":1},
 {"seat":3,"square":"l2","cross":1},{"seat":0,"square":"n5","cross":1},{"seat":1,"square":"o3","cross":1},
 {"seat":2,"square":"m7","cross":1},{"seat":3,"square":"l9","cross":0},{"seat":0,"square":"o10","cross":0},
 {"seat":1,"square":"m12","cross":0},{"seat":2,"square":"j13","cross":0},{"seat":3,"square":"h11","cross":1},
 {"seat":0,"square":"f14","cross":1},{"seat":1,"square":"d12","cross":1},{"seat":2,"square":"b10","cross":1},
 {"seat":3,"square":"d8","cross":1},{"seat":0,"square":"c6","cross":1},{"seat":1,"square":"f5","cross":1},
 {"seat":2,"square":"f9","cross":1},{"seat":3,"square":"a4","cross":1}],"home":[0,0,0,0]}`

func reference(tb testing.TB) *State {
	tb.Helper()
	s, err := DecodePosition([]byte(referenceJSON))
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

func BenchmarkLegalMoves(b *testing.B) {
	s := reference(b)
	buf := make([]Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.LegalMoves(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "moves")
}

// BenchmarkApply plays, over and over, a cycle of moves that brings the
// reference position back to itself: each seat in turn makes its first
// single-hop jump (or walk), then each makes the reverse move.
func BenchmarkApply(b *testing.B) {
	s := reference(b)
	h := s.Hash()
	cycle := applyCycle(b, s)
	if s.Hash() != h {
		b.Fatal("the cycle does not come back")
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := s.Play(cycle[i]); err != nil {
			b.Fatal(err)
		}
		i = (i + 1) % len(cycle)
	}
}

// applyCycle finds the cycle for BenchmarkApply, playing it once on s.
func applyCycle(tb testing.TB, s *State) []Move {
	var out, back []Move
	for i := 0; i < s.Players(); i++ {
		var pick Move
		for _, m := range s.LegalMoves(nil) {
			if m.Type == Jump && m.Hops() == 1 {
				pick = m
				break
			}
			if pick.Type == 0 && m.Type == Walk {
				pick = m
			}
		}
		rev := WalkMove(pick.To(), pick.From())
		if pick.Type == Jump {
			rev = JumpMove(pick.To(), pick.From())
		}
		if _, err := s.Play(pick); err != nil {
			tb.Fatal(err)
		}
		out, back = append(out, pick), append(back, rev)
	}
	for _, m := range back {
		if _, err := s.Play(m); err != nil {
			tb.Fatalf("%s: %v", m, err)
		}
	}
	return append(out, back...)
}

var sink rules.State

func BenchmarkClone(b *testing.B) {
	s := reference(b)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

func BenchmarkHash(b *testing.B) {
	s := reference(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Hash()
	}
}

// BenchmarkGreedySelfPlay plays whole 2-player games between greedy bots
// (each picks the legal move with the best ScoreMove). The placements are
// random (by a PCG), so that the games differ.
func BenchmarkGreedySelfPlay(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	buf := make([]Move, 0, 256)
	moves := 0
	for b.Loop() {
		s := New(2, Options{})
		for s.ToMove() != rules.Nobody {
			buf = s.LegalMoves(buf[:0])
			var m Move
			if s.Phase() != PhaseMove {
				m = buf[r.IntN(len(buf))]
			} else {
				m = greedyMove(s, buf)
			}
			if _, err := s.Play(m); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

func mustParse(tb testing.TB, text string) Move {
	tb.Helper()
	m, err := ParseMove(text)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}
