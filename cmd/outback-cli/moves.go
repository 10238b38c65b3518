package main

import (
	"fmt"
	"io"

	"outback/rules"
)

// maxInput bounds what the command line reads from standard input.
const maxInput = 16 << 20

func runMoves(args []string, stdin io.Reader, out io.Writer) error {
	if len(args) != 1 {
		return usageErr("name one game")
	}
	g, err := rules.Lookup(args[0])
	if err != nil {
		return err
	}
	data, err := io.ReadAll(io.LimitReader(stdin, maxInput))
	if err != nil {
		return fmt.Errorf("reading the position: %v", err)
	}
	st, err := g.DecodePosition(data)
	if err != nil {
		return fmt.Errorf("bad %s position: %v", g.Name, err)
	}
	js, err := g.MovesJSON(st)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", js)
	return err
}
