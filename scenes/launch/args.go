package launch

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// errHelpShown ends the program after the usage was printed on request.
var errHelpShown = errors.New("help shown")

// cliCommands are the commands of the headless command line, outback-cli:
// typed at the window program by habit, they are pointed there.
var cliCommands = []string{"moves", "selfplay", "games", "arena", "host", "join"}

const windowUsage = `usage: outback [-game GAME -seats KINDS [-seed S] [-options k=v,...]] [-replay FILE]
       outback -join URL [-watch]
       outback replay FILE

Opens the Outback game window: the title screen, or a new game or a replay
straight away. -seats lists each seat's kind: human, or a computer level.
-join joins a LAN game by its link (http://HOST:PORT/?join=CODE), taking a
free seat; with -watch, as a spectator.
The headless commands (moves, selfplay, replay verify, games) are in
outback-cli; 'outback-cli help' lists them.
`

// windowArgs turns the words of the command line into the window's flags:
// "replay FILE" is the same as -replay FILE, "help" prints the usage, and a
// command of outback-cli is refused with a pointer there.
func windowArgs(args []string, out io.Writer) ([]string, error) {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
			fmt.Fprint(out, windowUsage)
			return nil, errHelpShown
		}
		return args, nil
	}
	switch name := args[0]; {
	case name == "help":
		fmt.Fprint(out, windowUsage)
		return nil, errHelpShown
	case name == "replay" && len(args) == 3 && args[1] == "verify":
		return nil, fmt.Errorf("'replay verify' is a command of the headless command line: run 'outback-cli replay verify %s'", args[2])
	case name == "replay" && len(args) == 2:
		return []string{"-replay", args[1]}, nil
	case name == "replay":
		return nil, fmt.Errorf("replay takes one file: outback replay FILE")
	default:
		for _, c := range cliCommands {
			if c == name {
				return nil, fmt.Errorf("%q is a command of the headless command line: run 'outback-cli %s'", name, strings.Join(args, " "))
			}
		}
		return nil, fmt.Errorf("unknown command %q ('outback help' shows the usage; 'outback-cli help' lists the headless commands)", name)
	}
}
