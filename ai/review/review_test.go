package review

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"outback/ai"
	"outback/rules"
	_ "outback/rules/games"
)

// playGame plays one game of the given bots (one per seat) and returns its
// Record.
func playGame(t testing.TB, game string, seed uint64, bots ...string) *rules.Record {
	t.Helper()
	seats := make([]rules.SeatInfo, len(bots))
	bs := make([]ai.Bot, len(bots))
	for i, b := range bots {
		seats[i] = rules.SeatInfo{Name: fmt.Sprintf("%s %d", b, i+1), Kind: "bot:" + b}
		var err error
		if bs[i], err = ai.New(b, seed*8+uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	m, err := rules.NewMatch(rules.Setup{Game: game, Seats: seats, Seed: seed}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if done, err := ai.PlayOut(m, bs, 3000, 0); err != nil || !done {
		t.Fatalf("%s seed %d: game did not end (%v)", game, seed, err)
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func reviewOf(t testing.TB, rec *rules.Record, opts Options) *Review {
	t.Helper()
	a, err := New(rec, opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Run(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	return a.Review()
}

// The built positions: one move wins at once, every other one loses.
var clearWins = []struct {
	game, position, win string
}{
	// Billabong: both sides have four kangaroos home and their fifth in
	// the race; Blue (seat 0) on k10 jumps over Red's i10 across the brook
	// home and wins. Any other move lets Red walk i10-h10 home.
	{"billabong", `{"players":2,"toMove":0,"phase":"move","kangaroos":[{"seat":0,"square":"k10","cross":1},{"seat":1,"square":"i10","cross":1}],"home":[4,4]}`, "k10-g10"},
	// Down Under: Blue's route (seat 0) runs up column 0 to (0,1) and
	// points north into (0,0); Orange's comes down to (0,-1) and points
	// south into it; both other ends are capped. Blue is a card ahead. Blue's
	// terminal on (0,0)'s south half closes its route, and Orange's only
	// answer, a terminal back to back, ends the game a card behind. Blue's
	// curve there instead carries Orange's route on by its grey arc, and
	// Orange, with more cards in hand, builds past Blue.
	{"downunder", `{"players":2,"toMove":0,"firstRound":false,"options":{"size":[5,7],"noBorder":false,"special":false,"oneEnd":false,"twoRoutes":false},"cells":[` +
		`{"x":0,"y":-1,"card":{"kind":"straight","owner":1,"rot":0,"animal":"emu"}},{"x":0,"y":-2,"halves":[{"owner":1,"front":"S"}]},` +
		`{"x":0,"y":1,"card":{"kind":"straight","owner":0,"rot":0,"animal":"emu"}},{"x":0,"y":2,"card":{"kind":"straight","owner":0,"rot":0,"animal":"emu"}},{"x":0,"y":3,"halves":[{"owner":0,"front":"N"}]}],` +
		`"hands":[[{"kind":"terminal"},{"kind":"curve","animal":"emu"}],[{"kind":"terminal"},{"kind":"curve","animal":"emu"},{"kind":"curve","animal":"kangaroo"}]],"billabongs":4}`, "T 0,0 S"},
	// Outback Crossing: one marker each; seat 0 holds row 1 from W1
	// (kangaroo) with four kangaroos on it and a kangaroo in reserve, seat 1
	// row 5 from W5 (dingo): D D D D T, 160 points. The reserve on e1 fills
	// the board and completes five kangaroos, 200 points; a draw can only
	// bring a wombat, which must go on e1: 150 points, and seat 1 wins.
	{"crossing", `{"players":2,"toMove":0,"phase":"turn","board":{"a1":"kangaroo","b1":"kangaroo","c1":"kangaroo","d1":"kangaroo",` +
		`"a2":"wombat","b2":"echidna","c2":"platypus","d2":"wombat","e2":"echidna",` +
		`"a3":"platypus","b3":"wombat","c3":"echidna","d3":"platypus","e3":"wombat",` +
		`"a4":"echidna","b4":"platypus","c4":"wombat","d4":"echidna","e4":"platypus",` +
		`"a5":"dingo","b5":"dingo","c5":"dingo","d5":"dingo","e5":"devil"},` +
		`"markers":{"W1":0,"W5":1},"markersPerPlayer":1,"reserves":["kangaroo",null],` +
		`"supply":{"kangaroo":0,"wombat":2,"echidna":0,"platypus":0,"dingo":0,"devil":0,"joker":0,"swap":0,"move":0,"remove":0,"shift":0,"claim":0},"drawn":null}`, "reserve e1"},
}

// A position with one clearly winning move: the review names it best, and
// marks every other move there a mistake or a blunder.
func TestClearWinningMove(t *testing.T) {
	for _, c := range clearWins {
		t.Run(c.game, func(t *testing.T) {
			g, err := rules.Lookup(c.game)
			if err != nil {
				t.Fatal(err)
			}
			st, err := g.DecodePosition([]byte(c.position))
			if err != nil {
				t.Fatal(err)
			}
			win, err := st.ParseMove(c.win)
			if err != nil {
				t.Fatal(err)
			}
			checkClearWin(t, st, win)
			legal := st.Legal(nil)
			if len(legal) < 2 {
				t.Fatalf("%d legal moves: no choice to judge", len(legal))
			}
			for _, m := range legal {
				a, err := NewLine(st, []rules.Move{m}, []string{"A", "B"}, Options{Playouts: 400, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				a.Run(context.Background(), nil)
				d := a.Review().Decisions[0]
				text := st.MoveText(m)
				if d.BestText != c.win || d.Best == nil || st.MoveText(d.Best) != c.win {
					t.Errorf("%s played: best %q, want %q", text, d.BestText, c.win)
				}
				if d.BestChance < 0.9 {
					t.Errorf("%s played: best move's chance %.0f%%, want a clear win", text, 100*d.BestChance)
				}
				switch {
				case text == c.win && (d.Mark != Good || d.Loss != 0):
					t.Errorf("the winning move %s is marked %q (loss %.0f)", text, d.Mark, d.Loss)
				case text != c.win && d.Mark < Mistake:
					t.Errorf("%s (after %.0f%%, best %.0f%%) is marked %q, want a mistake or a blunder", text, 100*d.After, 100*d.BestChance, d.Mark)
				}
			}
		})
	}
}

// checkClearWin checks the built position by the rules, looking a few
// moves ahead: after win the mover comes first alone whatever the others
// and chance do; after any other move it does not come first when the
// others play against it.
func checkClearWin(t *testing.T, st rules.State, win rules.Move) {
	t.Helper()
	s := st.ToMove()
	after := st.Clone()
	if _, err := after.Apply(win); err != nil || !wins(after, s, 8) {
		t.Fatalf("%s does not win (%v)", st.MoveText(win), err)
	}
	for _, m := range st.Legal(nil) {
		if st.MoveText(m) == st.MoveText(win) {
			continue
		}
		x := st.Clone()
		x.Apply(m)
		if !loses(x, s, 8) {
			t.Fatalf("%s does not lose", st.MoveText(m))
		}
	}
}

// wins reports whether seat comes first alone from st within depth moves
// whatever the others and chance do.
func wins(st rules.State, seat, depth int) bool {
	if st.Outcome().Over {
		return soleFirst(st, seat)
	}
	if depth == 0 {
		return false
	}
	legal := st.Legal(nil)
	if st.ToMove() == seat {
		for _, m := range legal {
			x := st.Clone()
			x.Apply(m)
			if wins(x, seat, depth-1) {
				return true
			}
		}
		return false
	}
	for _, m := range legal {
		x := st.Clone()
		x.Apply(m)
		if !wins(x, seat, depth-1) {
			return false
		}
	}
	return len(legal) > 0
}

// loses reports whether seat cannot come first from st within depth moves
// when the other seats play against it: the game ends with seat not first
// whatever chance brings and whatever seat chooses, for some choice of the
// other seats.
func loses(st rules.State, seat, depth int) bool {
	o := st.Outcome()
	if o.Over {
		return o.Ranks[seat] != 1
	}
	if depth == 0 {
		return false
	}
	legal := st.Legal(nil)
	switch to := st.ToMove(); {
	case to == rules.Chance || to == seat:
		for _, m := range legal { // every outcome, every choice of the seat
			x := st.Clone()
			x.Apply(m)
			if !loses(x, seat, depth-1) {
				return false
			}
		}
		return len(legal) > 0
	default: // another seat: one reply against seat is enough
		for _, m := range legal {
			x := st.Clone()
			x.Apply(m)
			if loses(x, seat, depth-1) {
				return true
			}
		}
		return false
	}
}

// soleFirst reports whether seat alone ranks first in a finished game.
func soleFirst(st rules.State, seat int) bool {
	o := st.Outcome()
	if !o.Over {
		return false
	}
	for i, r := range o.Ranks {
		if (r == 1) != (i == seat) {
			return false
		}
	}
	return true
}

// With a playout budget the review is the same every time, however many
// workers search and whether it runs on workers or by Step.
func TestDeterministic(t *testing.T) {
	for _, game := range []string{"billabong", "crossing"} {
		rec := playGame(t, game, 4, "greedy", "greedy")
		if len(rec.Moves) > 24 {
			rec.Moves = rec.Moves[:24]
			rec.Hash, rec.Result = 0, nil
		}
		one := reviewOf(t, rec, Options{Playouts: 100, Seed: 9, Workers: 1})
		two := reviewOf(t, rec, Options{Playouts: 100, Seed: 9, Workers: 2})
		a, _ := New(rec, Options{Playouts: 100, Seed: 9})
		for !a.Step() {
		}
		stepped := a.Review()
		if !reflect.DeepEqual(one, two) || !reflect.DeepEqual(one, stepped) {
			t.Errorf("%s: the same review differs between runs", game)
		}
		other := reviewOf(t, rec, Options{Playouts: 100, Seed: 10, Workers: 2})
		if reflect.DeepEqual(one.Chances, other.Chances) {
			t.Errorf("%s: another seed gives the very same chances: is the seed used?", game)
		}
		for i, d := range one.Decisions {
			sum := 0.0
			for _, c := range d.Chances {
				sum += c
			}
			if sum < 0.999 || sum > 1.001 {
				t.Fatalf("%s move %d: chances %v sum to %v", game, i+1, d.Chances, sum)
			}
		}
	}
}

// Cancelling stops the review; what was done stays, and Run takes it up
// again.
func TestCancel(t *testing.T) {
	rec := playGame(t, "billabong", 2, "greedy", "greedy")
	a, err := New(rec, Options{Playouts: 100, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	err = a.Run(ctx, func(done, total int) {
		if n++; n == 5 {
			cancel()
		}
	})
	done, total := a.Progress()
	if err == nil || done >= total || done < 5 {
		t.Fatalf("cancelled review: err %v, %d/%d done", err, done, total)
	}
	if a.Review().Complete {
		t.Fatal("a cancelled review says it is complete")
	}
	if err := a.Run(context.Background(), nil); err != nil || !a.Review().Complete {
		t.Fatalf("review taken up again: %v, complete %v", err, a.Review().Complete)
	}
	whole := reviewOf(t, rec, Options{Playouts: 100, Seed: 1})
	if !reflect.DeepEqual(whole, a.Review()) {
		t.Error("a review cancelled and taken up again differs from one run at once")
	}
}

func TestMarks(t *testing.T) {
	for _, c := range []struct {
		loss float64
		want Mark
	}{{0, Good}, {4.9, Good}, {5, Inaccuracy}, {9.9, Inaccuracy}, {10, Mistake}, {19.9, Mistake}, {20, Blunder}, {80, Blunder}} {
		if got := MarkOf(c.loss); got != c.want {
			t.Errorf("loss %v: %q, want %q", c.loss, got, c.want)
		}
	}
}

// A record the rules refuse is an error, not a review.
func TestRefusedRecord(t *testing.T) {
	rec := playGame(t, "billabong", 1, "greedy", "greedy")
	rec.Moves[20], rec.Moves[21] = rec.Moves[21], rec.Moves[20] // Red's move on Blue's turn
	if _, err := New(rec, Options{}); err == nil {
		t.Fatal("a record with moves out of order was reviewed")
	}
}

// A finished review kept in the Record opens finished, with the same
// findings; one that does not fit the moves is ignored.
func TestKeptInTheRecord(t *testing.T) {
	rec := playGame(t, "crossing", 5, "greedy", "random")
	a, err := Open(rec, Options{Playouts: 60, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	if a.Encode(rec) != nil {
		t.Fatal("an unfinished review was encoded")
	}
	a.Run(context.Background(), nil)
	want := a.Review()
	rec.Review = a.Encode(rec)
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Open(back, Options{Playouts: 5000})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Finished() {
		t.Fatal("the kept review does not open finished")
	}
	got := b.Review()
	if !got.Complete || len(got.Decisions) != len(want.Decisions) {
		t.Fatalf("kept review: complete %v, %d decisions, want %d", got.Complete, len(got.Decisions), len(want.Decisions))
	}
	for i, d := range got.Decisions {
		w := want.Decisions[i]
		if d.BestText != w.BestText || d.Mark != w.Mark || math.Abs(d.After-w.After) > 1e-4 || math.Abs(d.Chances[0]-w.Chances[0]) > 1e-4 {
			t.Fatalf("move %d kept as %+v, was %+v", i+1, d, w)
		}
	}
	if got.Summary() != want.Summary() {
		t.Errorf("summary %q, was %q", got.Summary(), want.Summary())
	}
	// The same review on a Record with one move less does not fit.
	short := *back
	short.Moves = short.Moves[:len(short.Moves)-1]
	short.Hash, short.Result = 0, nil
	c, err := Open(&short, Options{Playouts: 60})
	if err != nil {
		t.Fatal(err)
	}
	if c.Finished() {
		t.Error("a kept review of other moves was taken up")
	}
}

// Games of Hard against Hard (outback-cli selfplay GAME -n 1 -bots
// hard,hard -record DIR, seed 1): few blunders, high accuracy. In a game
// without luck (Billabong, Down Under) the loser's accuracy also counts
// the chance the result says it lost where the search saw no loss
// (Decision.Unseen: 60 to 90% here); the winner's stays high.
func TestHardAgainstHard(t *testing.T) {
	for _, game := range []string{"billabong", "downunder", "crossing"} {
		t.Run(game, func(t *testing.T) {
			data, err := os.ReadFile("testdata/hard-" + game + ".outback")
			if err != nil {
				t.Fatal(err)
			}
			rec, err := rules.DecodeRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			r := reviewOf(t, rec, Options{Playouts: 200, Seed: 1})
			t.Log(r.Summary())
			for i, s := range r.Seats {
				least := 90.0
				if game != "crossing" && rec.Result.Ranks[i] > 1 {
					least = 60
				}
				if s.Blunders > 1 || s.Accuracy < least {
					t.Errorf("%s: %d blunders, accuracy %.0f%%: want few blunders from Hard, accuracy %.0f%% or more", s.Name, s.Blunders, s.Accuracy, least)
				}
			}
		})
	}
}

// gap is the mean, over the seats' decisions, of how far the mover's
// chance after its move is from its chance at the next position as the
// review gives it (points): the saw-tooth of searches that each see their
// mover winning. A draw's outcome is luck, not a gap: the next position
// is the draw itself.
func gap(r *Review) float64 {
	sum, n := 0.0, 0
	for i, d := range r.Decisions {
		if d.Seat < 0 || !d.Judged || i+1 >= len(r.Decisions) || r.Chances[i+1] == nil {
			continue
		}
		sum += math.Abs(100 * (d.After - r.Chances[i+1][d.Seat]))
		n++
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// In Down Under (no chance, nothing hidden) the mover's chance after its
// move is its chance at the next decision: one chance per position, no
// saw-tooth (DESIGN §7: within 3 points on average).
func TestNoSawTooth(t *testing.T) {
	recs := []*rules.Record{playGame(t, "downunder", 31, "medium", "greedy")}
	if data, err := os.ReadFile("testdata/hard-downunder.outback"); err == nil {
		rec, err := rules.DecodeRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, rec)
	}
	for i, rec := range recs {
		r := reviewOf(t, rec, Options{Playouts: 200, Seed: 1})
		if g := gap(r); g > 3 {
			t.Errorf("game %d: the mover's chance after its move is %.1f points from its chance at the next decision on average, want ≤ 3", i+1, g)
		}
	}
}

// At the default budget too, Random scores 15 points or more below Medium
// on games of the two, Medium first in some and second in the others, their
// reviews kept in testdata (see keptReview). Down Under: the benchmark's
// seeds 201 and 203, and 204 to 207; it was 9 points before a move weighed
// by how open the game still was across it (stake): Random's moves in a
// game it had thrown away early counted as careful play. Outback Crossing:
// seeds 204 to 207, games the review was never tuned on: 21 points (16
// before a loss counted only as far as the position's own search confirms
// it, Eval.TreeLoss; on the benchmark's games 12, then 18.5).
func TestRandomFarBelowMediumAtTheDefault(t *testing.T) {
	for _, game := range []string{"downunder", "crossing"} {
		t.Run(game, func(t *testing.T) {
			files, _ := filepath.Glob("testdata/" + game + "-*random*.outback")
			if len(files) < 4 {
				t.Fatalf("%d games of Medium and Random in testdata, want several", len(files))
			}
			gap := 0.0
			for _, f := range files {
				r, _ := keptReview(t, f)
				ms := 0
				if strings.HasPrefix(r.Seats[1].Name, "medium") {
					ms = 1
				}
				t.Logf("%s: %s", f, r.Summary())
				gap += (r.Seats[ms].Accuracy - r.Seats[1-ms].Accuracy) / float64(len(files))
			}
			t.Logf("gap %.1f", gap)
			if gap < 15 {
				t.Errorf("Random's accuracy is %.1f points below Medium's on average, want 15 or more", gap)
			}
		})
	}
}

// keptReview is the review kept in a testdata game, and the game's
// Record. With -rewrite-kept it reviews the game again at the default
// budget first and keeps that review in the file (once a run).
func keptReview(t *testing.T, f string) (*Review, *rules.Record) {
	t.Helper()
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if *rewriteKept && !rewritten[f] {
		rewritten[f] = true
		rec.Review = nil
		a, err := New(rec, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if err := a.Run(context.Background(), nil); err != nil {
			t.Fatal(err)
		}
		rec.Review = a.Encode(rec)
		data, err := rec.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a, err := Open(rec, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Finished() {
		t.Fatalf("the review kept in %s no longer fits (a new saved format?): go test -run 'AtTheDefault|WinnerNotBelowLoser' ./ai/review/ -args -rewrite-kept", f)
	}
	return a.Review(), rec
}

// rewritten are the kept reviews -rewrite-kept did again in this run.
var rewritten = map[string]bool{}

// Accuracy tells a random player from a good one: Random scores at least
// 15 points below Medium on games of the two. Not yet in Outback Crossing:
// there the search rates a claim in the opening tens of points above every
// other, for both sides, whoever plays (issue 40).
func TestRandomFarBelowMedium(t *testing.T) {
	for _, game := range []string{"billabong", "downunder"} {
		t.Run(game, func(t *testing.T) {
			var medium, random float64
			const games = 2
			for seed := uint64(41); seed < 41+games; seed++ {
				// Medium sits first in one game, second in the other.
				bots, ms := []string{"medium", "random"}, 0
				if seed%2 == 0 {
					bots, ms = []string{"random", "medium"}, 1
				}
				r := reviewOf(t, playGame(t, game, seed, bots...), Options{Playouts: 200, Seed: 1})
				t.Log(r.Summary())
				medium += r.Seats[ms].Accuracy / games
				random += r.Seats[1-ms].Accuracy / games
			}
			if random > medium-15 {
				t.Errorf("random's accuracy %.0f%%, medium's %.0f%%: want random's 15 points lower or more", random, medium)
			}
		})
	}
}

var rewriteKept = flag.Bool("rewrite-kept", false, "review the games of testdata/*.outback that keep a review again at the default budget and keep the new reviews in them (keptReview)")

// In a game without luck the result is the players' own doing: the
// winner's accuracy is never below the loser's. Fixed Down Under games
// (Hard's search, Medium and Random: the benchmark's botGame), reviewed
// at the default budget: the reviews are kept in the files
// (testdata/downunder-*.outback), as the searches take a minute a game
// here; keptReview says how to do them again. Hard against Medium, seed 101, read Hard 88%, Medium, who won,
// 70% before the losses the result reveals counted (Decision.Unseen;
// issue 40).
func TestWinnerNotBelowLoser(t *testing.T) {
	files, _ := filepath.Glob("testdata/downunder-*.outback")
	if len(files) < 5 {
		t.Fatalf("%d games in testdata/downunder-*.outback, want several", len(files))
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".outback"), func(t *testing.T) {
			r, rec := keptReview(t, f)
			t.Log(r.Summary())
			if rec.Result == nil {
				t.Fatal("the game is not over")
			}
			winner, loser := 0, 1
			if rec.Result.Ranks[1] < rec.Result.Ranks[0] {
				winner, loser = 1, 0
			}
			if rec.Result.Ranks[0] == rec.Result.Ranks[1] {
				t.Fatal("a draw: no winner")
			}
			if w, l := r.Seats[winner].Accuracy, r.Seats[loser].Accuracy; w < l {
				t.Errorf("%s won with accuracy %.0f%%, below %s's %.0f%%", r.Seats[winner].Name, w, r.Seats[loser].Name, l)
			}
		})
	}
}
