package main

import (
	"bytes"
	"fmt"
	"io"

	"outback/rules"
)

// maxInput bounds what the command line reads from standard input.
const maxInput = 16 << 20

func runMoves(args []string, stdin io.Reader, out io.Writer) error {
	if len(args) != 1 {
		return usageErr("moves needs one GAME (%s)", gameNames())
	}
	g, err := rules.Lookup(args[0])
	if err != nil {
		return err
	}
	data, err := io.ReadAll(io.LimitReader(stdin, maxInput+1))
	if err != nil {
		return fmt.Errorf("reading standard input: %v", err)
	}
	if len(data) > maxInput {
		return fmt.Errorf("standard input: more than %d MiB is not a position", maxInput>>20)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return fmt.Errorf("standard input is empty: moves reads a %s position (JSON, see the game's rules spec) from it", g.Name)
	}
	st, err := g.DecodePosition(data)
	if err != nil {
		return fmt.Errorf("standard input is not a valid %s position: %v", g.Name, err)
	}
	js, err := g.MovesJSON(st)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", js)
	return err
}
