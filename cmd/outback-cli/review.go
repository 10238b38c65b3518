package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"outback/ai/review"
	"outback/internal/atomicfile"
	"outback/rules"
)

// progressOut is where commands write progress: standard error (run sets
// it).
var progressOut io.Writer = io.Discard

func runReview(args []string, _ io.Reader, out io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usageErr("review needs one FILE first, the Record to review")
	}
	path := args[0]
	fs := flag.NewFlagSet("review", flag.ContinueOnError)
	moveTime := fs.Duration("movetime", 0, "")
	playouts := fs.Int("playouts", 0, "")
	asJSON := fs.Bool("json", false, "")
	seed := fs.Uint64("seed", 1, "")
	save := fs.Bool("save", false, "")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if *moveTime < 0 {
		return fmt.Errorf("-movetime %v: a thinking time cannot be negative", *moveTime)
	}
	if *playouts < 0 {
		return fmt.Errorf("-playouts %d: the number of playouts cannot be negative", *playouts)
	}
	rec, err := loadRecord(path)
	if err != nil {
		return err
	}
	a, err := review.Open(rec, review.Options{Playouts: *playouts, MoveTime: *moveTime, Seed: *seed})
	if err != nil {
		return fmt.Errorf("%s: the rules refuse this game: %v", path, err)
	}
	start := time.Now()
	last := time.Time{}
	if !a.Finished() {
		fmt.Fprintf(progressOut, "reviewing %s: about %d searches\n", path, func() int { _, t := a.Progress(); return t }())
		if *moveTime > 0 && *playouts == 0 {
			fmt.Fprintf(progressOut, "%s a position: %s\n", *moveTime, review.MoveTimeTrade)
		}
	}
	a.Run(context.Background(), func(done, total int) {
		if time.Since(last) >= 200*time.Millisecond || done == total {
			last = time.Now()
			fmt.Fprintf(progressOut, "\rreviewing %s: %d/%d searches, %.1fs", path, done, total, time.Since(start).Seconds())
			if done == total {
				fmt.Fprintln(progressOut)
			}
		}
	})
	r := a.Review()
	if *save && len(rec.Review) == 0 {
		rec.Review = a.Encode(rec)
		data, err := rec.Encode()
		if err != nil {
			return err
		}
		if err := atomicfile.Write(path, data); err != nil {
			return fileProblem(path, err)
		}
	}
	if *asJSON {
		return writeReviewJSON(out, r)
	}
	writeReviewText(out, r)
	return nil
}

// writeReviewText prints one line per move: number, who, the move, each
// seat's chances before it, then for a decision the mover's chance after
// it, the best move and its chance and the mark; for a draw, the luck.
func writeReviewText(out io.Writer, r *review.Review) {
	width := 6
	for _, d := range r.Decisions {
		width = max(width, len([]rune(d.Text)), len([]rune(d.BestText)))
	}
	who := func(seat int) string {
		if seat < 0 {
			return "chance"
		}
		return r.Seats[seat].Name
	}
	nameW := 6
	for _, s := range r.Seats {
		nameW = max(nameW, len([]rune(s.Name)))
	}
	for _, d := range r.Decisions {
		line := fmt.Sprintf("%4d. %-*s %-*s  chances %s", d.N, nameW, who(d.Seat), width, rules.Printable(d.Text), percents(d.Chances))
		switch {
		case d.Seat < 0:
			var luck []string
			for k, l := range d.Luck {
				luck = append(luck, fmt.Sprintf("%s %+d", r.Seats[k].Name, int(math.Round(l))))
			}
			if len(luck) > 0 {
				line += "  luck " + strings.Join(luck, ", ")
			}
		case d.Judged:
			line += fmt.Sprintf("  after %3.0f%%  best %-*s %3.0f%%", 100*d.After, width, rules.Printable(d.BestText), 100*d.BestChance)
			if d.Forced {
				line += "  forced"
			} else if d.Mark != review.Good {
				line += "  " + d.Mark.String()
			}
			if u := math.Round(d.Unseen); u > 0 {
				line += fmt.Sprintf("  unseen %.0f", u) // lost, the result says, where the search saw no loss
			}
			if d.Decided && !d.Forced {
				line += "  decided" // it no longer mattered: not in accuracy
			}
		}
		fmt.Fprintln(out, strings.TrimRight(line, " "))
	}
	fmt.Fprintln(out, r.Summary())
}

// percents writes chances as whole percents that sum to 100, "54/46".
func percents(ch []float64) string {
	var s []string
	for _, p := range wholePercents(ch) {
		s = append(s, fmt.Sprint(p))
	}
	return strings.Join(s, "/")
}

// wholePercents rounds chances (summing to 1) to whole percents summing to
// 100: each is rounded down, and the points left go to the largest
// remainders (the first seat on a tie).
func wholePercents(ch []float64) []int {
	out := make([]int, len(ch))
	if len(ch) == 0 {
		return out
	}
	left := 100
	rem := make([]float64, len(ch))
	for i, c := range ch {
		v := c * 100
		out[i] = int(math.Floor(v))
		rem[i] = v - float64(out[i])
		left -= out[i]
	}
	for ; left > 0; left-- {
		best := 0
		for i := range rem {
			if rem[i] > rem[best] {
				best = i
			}
		}
		out[best]++
		rem[best] = -1
	}
	return out
}

type jsonDecision struct {
	N          int     `json:"n"`
	Seat       int     `json:"seat"`
	Move       string  `json:"move"`
	Chances    []int   `json:"chances"`
	After      float64 `json:"after"`
	Best       string  `json:"best"`
	BestChance float64 `json:"bestChance"`
	Mark       string  `json:"mark"`
	Accuracy   float64 `json:"accuracy"`
	Unseen     float64 `json:"unseen,omitempty"`
	Forced     bool    `json:"forced,omitempty"`
	Decided    bool    `json:"decided,omitempty"`
}

type jsonDraw struct {
	N       int       `json:"n"`
	Move    string    `json:"move"`
	Chances []int     `json:"chances"`
	Luck    []float64 `json:"luck"`
}

type jsonSeat struct {
	Name         string  `json:"name"`
	Accuracy     float64 `json:"accuracy"`
	Blunders     int     `json:"blunders"`
	Mistakes     int     `json:"mistakes"`
	Inaccuracies int     `json:"inaccuracies"`
	Luck         float64 `json:"luck"`
}

// writeReviewJSON writes the decisions (chances in percent, each
// decision's summing to 100), the draws with their luck, and the seats'
// summaries.
func writeReviewJSON(out io.Writer, r *review.Review) error {
	doc := struct {
		Decisions []jsonDecision `json:"decisions"`
		Draws     []jsonDraw     `json:"draws"`
		Seats     []jsonSeat     `json:"seats"`
		DecidedAt int            `json:"decidedAt,omitempty"`
	}{Decisions: []jsonDecision{}, Draws: []jsonDraw{}, DecidedAt: r.DecidedAt}
	round := func(v float64) float64 { return math.Round(v*10) / 10 }
	for _, d := range r.Decisions {
		if d.Seat < 0 {
			dr := jsonDraw{N: d.N, Move: d.Text, Chances: wholePercents(d.Chances)}
			for _, l := range d.Luck {
				dr.Luck = append(dr.Luck, round(l))
			}
			doc.Draws = append(doc.Draws, dr)
			continue
		}
		doc.Decisions = append(doc.Decisions, jsonDecision{
			N: d.N, Seat: d.Seat, Move: d.Text, Chances: wholePercents(d.Chances),
			After: round(100 * d.After), Best: d.BestText, BestChance: round(100 * d.BestChance),
			Mark: d.Mark.String(), Accuracy: round(d.Accuracy), Unseen: round(d.Unseen), Forced: d.Forced, Decided: d.Decided,
		})
	}
	for _, s := range r.Seats {
		doc.Seats = append(doc.Seats, jsonSeat{s.Name, round(s.Accuracy), s.Blunders, s.Mistakes, s.Inaccuracies, round(s.Luck)})
	}
	enc := json.NewEncoder(out)
	return enc.Encode(doc)
}
