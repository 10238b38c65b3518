package crossing

import (
	"math/rand/v2"
	"testing"

	"outback/rules"
)

// refSwap is the reference position for the legal-moves budget (DESIGN §7):
// four players in mid-game, 18 tiles on the board, seat 2 has drawn a swap
// (153 ways to carry it out).
const refSwap = `{"players":4,"toMove":2,"phase":"drawn",
 "board":{"a1":"kangaroo","a3":"wombat","a4":"dingo","b1":"devil","b2":"echidna","b4":"platypus","b5":"kangaroo",
          "c1":"wombat","c2":"dingo","c3":"joker","c5":"echidna","d2":"kangaroo","d3":"platypus","d5":"devil",
          "e1":"wombat","e2":"dingo","e3":"kangaroo","e4":"echidna"},
 "markers":{"N1":0,"W3":1,"NW":2,"S4":3,"E2":0,"SE":1},
 "reserves":["wombat",null,"platypus","dingo"],
 "supply":{"kangaroo":2,"wombat":2,"echidna":4,"platypus":4,"dingo":3,"devil":2,"joker":0,
           "swap":2,"move":3,"remove":4,"shift":2,"claim":2},
 "drawn":"swap"}`

// fullSix is a full board with the joker and six players' 18 markers.
const fullSix = `{"players":6,"toMove":-1,"phase":"over",
 "board":{"a1":"kangaroo","a2":"kangaroo","a3":"wombat","a4":"dingo","a5":"devil",
          "b1":"devil","b2":"echidna","b3":"echidna","b4":"platypus","b5":"kangaroo",
          "c1":"wombat","c2":"dingo","c3":"joker","c4":"wombat","c5":"echidna",
          "d1":"platypus","d2":"kangaroo","d3":"platypus","d4":"devil","d5":"devil",
          "e1":"wombat","e2":"dingo","e3":"kangaroo","e4":"echidna","e5":"dingo"},
 "markers":{"N1":0,"N2":1,"N3":2,"N4":3,"N5":4,"NW":5,"S1":1,"S2":2,"S3":3,"S4":4,"S5":5,"SE":0,
            "W1":2,"W2":3,"W3":4,"W4":5,"W5":0,"NE":1},
 "reserves":[null,null,null,null,null,null],
 "supply":{"kangaroo":0,"wombat":1,"echidna":2,"platypus":4,"dingo":3,"devil":0,"joker":0,
           "swap":0,"move":0,"remove":0,"shift":0,"claim":0}}`

func BenchmarkLegalSwap(b *testing.B) {
	s := decode(b, refSwap)
	buf := s.Legal(nil)
	b.ReportMetric(float64(len(buf)), "moves")
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

func BenchmarkLegalTurn(b *testing.B) {
	s := decode(b, specExample)
	buf := s.Legal(nil)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

func BenchmarkScoreFullBoard6(b *testing.B) {
	s := decode(b, fullSix)
	b.ReportAllocs()
	for b.Loop() {
		s.Outcome()
	}
}

func BenchmarkApply(b *testing.B) {
	s := decode(b, refSwap)
	m := SwapTiles(CellAt(0, 0), CellAt(2, 2))
	b.ReportAllocs()
	for b.Loop() {
		c := *s
		if _, err := c.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkApplyPlace(b *testing.B) {
	s := decode(b, refSwap)
	s.drawn = Echidna
	m := Place(CellAt(2, 1)) // b3
	b.ReportAllocs()
	for b.Loop() {
		c := *s
		if _, err := c.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
}

// cloneSink keeps Clone's result alive, so the copy is not optimised away.
var cloneSink rules.State

func BenchmarkClone(b *testing.B) {
	s := decode(b, refSwap)
	b.ReportAllocs()
	for b.Loop() {
		cloneSink = s.Clone()
	}
}

func BenchmarkHash(b *testing.B) {
	s := decode(b, refSwap)
	b.ReportAllocs()
	for b.Loop() {
		s.Hash()
	}
}

func BenchmarkScoreMove(b *testing.B) {
	s := decode(b, refSwap)
	m := SwapTiles(CellAt(0, 0), CellAt(2, 2))
	b.ReportAllocs()
	for b.Loop() {
		s.ScoreMove(2, m)
	}
}

// Random self-play, chance sampled by weight: DESIGN §7 asks for ≥ 2,000
// games/s on one core.
func BenchmarkSelfPlay(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	var buf []rules.Move
	games := 0
	b.ReportAllocs()
	for b.Loop() {
		s, _ := New(2 + games%5)
		for s.ToMove() != rules.Nobody {
			buf = s.Legal(buf[:0])
			var m rules.Move
			if s.ToMove() == rules.Chance {
				total := 0
				for _, o := range buf {
					total += s.Weight(o)
				}
				x := r.IntN(total)
				for _, o := range buf {
					if x -= s.Weight(o); x < 0 {
						m = o
						break
					}
				}
			} else {
				m = buf[r.IntN(len(buf))]
			}
			if _, err := s.Apply(m); err != nil {
				b.Fatal(err)
			}
		}
		games++
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}
