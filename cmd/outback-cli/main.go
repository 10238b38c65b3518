// Command outback-cli is Outback's headless command line: it inspects
// positions, plays computer games and checks replay files.
//
// The game window is the sibling program outback (the module's root
// package). This one never links Ebitengine, which sets up its window
// system as soon as it is linked in and fails without a display: every
// subcommand runs on a machine with no screen at all (CI, a LAN host in a
// cupboard).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	_ "outback/rules/games"
)

// usageError is an error in how a command was called: run prints the
// command's short usage after it.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

type command struct {
	name    string
	args    string
	summary string
	run     func(args []string, stdin io.Reader, stdout io.Writer) error
}

var commands []command

func init() {
	commands = []command{
		{"moves", "GAME < position.json", "print the legal moves of a position as JSON", runMoves},
		{"selfplay", "GAME [-n N] [-players P] [-seed S] [-bots a,b] [-options k=v,...] [-max M] [-record DIR]", "play computer games and print a summary", runSelfplay},
		{"arena", "GAME -a LEVEL -b LEVEL [-n N] [-players P] [-seed S] [-movetime D] [-options k=v,...]", "measure one computer level against another", runArena},
	}
	commands = append(commands, lanCommands()...)
	commands = append(commands, []command{
		{"replay", "FILE | verify FILE", "watch a replay in the window, or check a replay file", runReplay},
		{"review", "FILE [-movetime D] [-playouts N] [-json] [-save]", "judge every move of a finished game with the search", runReview},
		{"games", "", "list the games and their options", runGames},
		{"help", "[COMMAND]", "explain the commands", runHelp},
	}...)
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	name := "help"
	if len(args) > 0 {
		name, args = args[0], args[1:]
	}
	if name == "-h" || name == "--help" || name == "-help" {
		name = "help"
	}
	progressOut = stderr
	for _, c := range commands {
		if c.name == name {
			err := c.run(args, stdin, stdout)
			if err == nil {
				return 0
			}
			var ue *usageError
			if errors.As(err, &ue) {
				fmt.Fprintf(stderr, "outback-cli %s: %s\n", name, ue.msg)
				fmt.Fprintf(stderr, "usage: outback-cli %s %s\n", c.name, c.args)
				return 2
			}
			fmt.Fprintf(stderr, "outback-cli %s: %v\n", name, err)
			return 1
		}
	}
	fmt.Fprintf(stderr, "outback-cli: unknown command %q; 'outback-cli help' lists the commands\n", name)
	return 2
}

func usageErr(format string, a ...any) error {
	return &usageError{msg: fmt.Sprintf(format, a...)}
}
