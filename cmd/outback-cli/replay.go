package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"outback/rules"
)

func runReplay(args []string, stdin io.Reader, out io.Writer) error {
	if len(args) > 0 && args[0] == "verify" {
		if len(args) != 2 {
			return usageErr("replay verify takes one FILE, the Record to check")
		}
		return verifyReplay(args[1], out)
	}
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		return usageErr("replay takes one FILE, the Record to watch (or: replay verify FILE)")
	}
	if _, err := loadRecord(args[0]); err != nil {
		return err
	}
	return runWindow([]string{"-replay", args[0]}, stdin, out)
}

func loadRecord(path string) (*rules.Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fileProblem(path, err)
	}
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return rec, nil
}

func verifyReplay(path string, out io.Writer) error {
	rec, err := loadRecord(path)
	if err != nil {
		return err
	}
	m, err := rules.Resume(rec)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	g := m.Game()
	fmt.Fprintf(out, "%s: %s, recorded %s, seed %d\n", path, g.Title, time.UnixMilli(rec.Started).UTC().Format("2006-01-02 15:04"), rec.Seed)
	for i, s := range rec.Seats {
		fmt.Fprintf(out, "  seat %d: %s (%s)\n", i+1, rules.Printable(s.Name), rules.Printable(s.Kind))
	}
	if len(rec.Options) > 0 {
		var o []string
		for _, op := range rec.Options {
			o = append(o, rules.Printable(op.Key+"="+op.Value))
		}
		fmt.Fprintf(out, "  options: %s\n", strings.Join(o, ", "))
	}
	fmt.Fprintf(out, "  %d moves:\n", len(rec.Moves))
	// Each move in words from its position, as the log says it (a deal
	// names the seat: "deal Blue: kangaroo"), whatever text an older
	// version wrote into the Record.
	names, st := rules.SeatNames(rec.Seats), m.Initial()
	for i, p := range m.History() {
		who := "chance"
		if p.Seat >= 0 && p.Seat < len(rec.Seats) {
			who = rules.Printable(rec.Seats[p.Seat].Name)
		}
		fmt.Fprintf(out, "  %5d. %-16s %s\n", i+1, who, rules.Printable(rules.TellMove(st, p.Move, names)))
		if _, err := st.Apply(p.Move); err != nil {
			return fmt.Errorf("%s: move %d: %v", path, i+1, err)
		}
	}
	oc := m.State().Outcome()
	if !oc.Over {
		fmt.Fprintf(out, "  result: not finished\n")
	} else {
		var places []string
		for seat, r := range oc.Ranks {
			p := fmt.Sprintf("%s #%d", rules.Printable(rec.Seats[seat].Name), r)
			if oc.Scores != nil {
				p += fmt.Sprintf(" (%d)", oc.Scores[seat])
			}
			places = append(places, p)
		}
		fmt.Fprintf(out, "  result: %s\n", strings.Join(places, "; "))
	}
	fmt.Fprintf(out, "  ok: every move legal, final hash %016x matches\n", m.State().Hash())
	return nil
}
