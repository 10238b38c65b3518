package downunder

import (
	"math/rand/v2"
	"testing"

	"outback/rules"
)

// midGame plays a seeded random 4-player game until at least 30 cards lie
// on the board and the seat to move has card moves: the reference position.
func midGame(tb testing.TB) *State {
	tb.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		st, err := newState(4, nil)
		if err != nil {
			tb.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for st.ToMove() != rules.Nobody {
			ms := st.Moves()
			if st.b.nItems >= 30 && !st.firstRound && len(ms) >= 6 {
				return st
			}
			m := ms[r.IntN(len(ms))]
			if _, err := st.Apply(&m); err != nil {
				tb.Fatal(err)
			}
		}
	}
	tb.Fatal("no reference position found")
	return nil
}

func BenchmarkLegal(b *testing.B) {
	st := midGame(b)
	var buf []rules.Move
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = st.Legal(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "moves")
}

func BenchmarkApply(b *testing.B) {
	st := midGame(b)
	ms := st.Legal(nil)
	clones := make([]*State, 256)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%256 == 0 {
			b.StopTimer()
			for j := range clones {
				clones[j] = st.clone()
			}
			b.StartTimer()
		}
		if _, err := clones[i%256].Apply(ms[i%len(ms)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClone(b *testing.B) {
	st := midGame(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = st.Clone()
	}
}

func BenchmarkHash(b *testing.B) {
	st := midGame(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = st.Hash()
	}
}

// BenchmarkSelfPlay plays complete random 4-player games.
func BenchmarkSelfPlay(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 5))
	var buf []rules.Move
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		st, _ := newState(4, nil)
		for st.ToMove() != rules.Nobody {
			buf = st.Legal(buf[:0])
			if _, err := st.Apply(buf[r.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
