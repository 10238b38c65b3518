package main

import (
	"fmt"
	"io"
	"strings"

	"outback/ai"
	"outback/rules"
)

const helpText = `Outback: Billabong, Down Under and Outback Crossing.

usage: outback-cli COMMAND [ARGUMENTS]

The game window is the program outback (beside this one).

Commands:
%s
Games: %s. Bots (-bots): %s.

Examples:
  outback-cli moves billabong < position.json
  outback-cli selfplay billabong -n 100 -players 4 -seed 7
  outback-cli selfplay billabong -n 10 -bots greedy,random -record replays/
  outback-cli replay verify replays/billabong-7-0001.outback
  outback-cli review replays/billabong-7-0001.outback -movetime 100ms
`

func runHelp(args []string, _ io.Reader, out io.Writer) error {
	if len(args) > 0 {
		for _, c := range commands {
			if c.name == args[0] {
				fmt.Fprintf(out, "usage: outback-cli %s %s\n\n%s.\n", c.name, c.args, c.summary)
				if h, ok := commandHelp[c.name]; ok {
					fmt.Fprint(out, "\n"+h)
				}
				return nil
			}
		}
		return usageErr("no command %q", args[0])
	}
	var b strings.Builder
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-9s %s\n            %s\n", c.name, c.args, c.summary)
	}
	var games, bots []string
	for _, g := range rules.Games() {
		games = append(games, g.Name)
	}
	bots = ai.Names()
	fmt.Fprintf(out, helpText, b.String(), strings.Join(games, ", "), strings.Join(bots, ", "))
	return nil
}

var commandHelp = map[string]string{
	"moves": `Reads a position in the game's JSON format (see the game's rules spec) from
standard input and prints every legal move of the side to move, in the
game's canonical order, as a JSON array.
`,
	"arena": `Plays N games between two computer levels and prints how often A came
first. A takes one seat and B all the others; A's seat goes round the
table, so A plays every seat position equally often. Games run in
parallel, one per core. The last line reads
  A vs B: W/N wins (P%, 95% CI L–U%), A S s/move (max M), B S s/move (max M)
where a first place shared by k seats counts 1/k.
  -a LEVEL      the level measured
  -b LEVEL      the level it plays against
  -n N          number of games (default 100)
  -players P    seats per game (default: the game's minimum)
  -seed S       first seed; game i uses seed S+i (default 1)
  -movetime D   think at most D per move (e.g. 250ms; default: each level's own)
  -options k=v  game options, comma-separated (see 'outback-cli games')
`,
	"host": `Hosts a LAN game without a window. The first line printed is
  listening on http://HOST:PORT/?join=CODE
the join link for the peers (outback-cli join, or a browser). The host waits
for every LAN seat, plays its computer seats, checks and relays every move,
and when the game is over writes the Record and prints, as its last line,
  final hash HASH after N moves
  -seats k,k,...  each seat: lan (a peer joins it) or a computer level
                  (default: -players seats, all lan)
  -players N      the number of seats (default: the game's minimum)
  -options k=v    game options, comma-separated (see 'outback-cli games')
  -seed S         the game's seed (default: from the clock)
  -addr HOST:PORT where to listen (default :8467; 127.0.0.1:0 picks a free
                  port on this machine only)
  -record FILE    write the finished game's Record to FILE
  -pace D         the host's computer players wait D before each move
  -web DIR        the browser build to serve to browsers that open the link
                  (default: web/ beside this program, else wasm/build)
`,
	"join": `Joins a LAN game from its join link and plays a seat with a computer
player (or watches), to the end; the last line printed is the host's
  final hash HASH after N moves
  -name NAME      the name to sit down with
  -bot LEVEL      the computer level that plays the seat (default medium)
  -watch          watch as a spectator instead of playing
  -session FILE   keep the seat's token in FILE; started again with the same
                  FILE (after a crash, or kill -9) it takes the seat back
                  and catches up
  -pace D         wait D before each move
`,
	"serve": `Runs the Outback server: any number of tables behind one port, for
players without a computer at the table. The first line printed is
  serving on http://HOST:PORT/
The address opens the lobby (start a table, public tables, my games); a
table's join link works in a browser, the window and outback-cli join.
Every table is kept in a database under -data before any player hears of
a change: started again on the same data after a crash or kill -9, the
server resumes every unfinished table and the players come back by
themselves. Lines about tables and players go to standard error.
  -addr HOST:PORT      where to listen (default :8080)
  -data DIR            the database folder (default outback-data)
  -web DIR             the browser build (default: web/ beside this program,
                       else wasm/build)
  -ttl D               close a table nobody moved at for D (default 720h)
  -pace D              computer seats wait D before each move (default 700ms)
  -tls-cert F -tls-key F  serve HTTPS (or put Caddy in front: docs/server.md)
  -origins LIST        other sites whose pages may open games here (* any)
  -tables-per-hour N   tables one address may create an hour (default 30)
  -conns-per-addr N    connections from one address (default 64)
  -shard S             a prefix for every code, for a balancer routing by it
`,
	"loadtest": `Measures a server: creates N two-seat tables and plays them with computer
peers over real WebSockets, all in this process, timing each move from
the peer that sent it to the other's receipt. The last line reads
  loadtest: N tables, M moves, p50 A ms, p99 B ms, errors E
and the line before it the server's memory (read from its /metrics).
Start the server with -tables-per-hour and -conns-per-addr high enough.
  -tables N    tables at once (default 100)
  -pace D      each peer waits D before each move (default 1s)
  -game GAME   the game (default downunder: short games)
  -bot LEVEL   the peers' computer level (default random)
`,
	"selfplay": `Plays complete games between computer players and prints how many ended,
how many moves they took, who won and how fast it went.
  -n N          number of games (default 100)
  -players P    seats per game (default: the game's minimum)
  -seed S       first seed; game i uses seed S+i (default 1)
  -bots a,b     the bot of each seat, repeated to fill the seats (default greedy)
  -options k=v  game options, comma-separated (see 'outback-cli games')
  -max M        stop a game after M moves and count it unfinished (default 3000)
  -record DIR   write each game's Record file into DIR
`,
	"review": `Judges every move of a recorded game with the search (the Hard level's),
from what the mover could see. One line per move: its number, who moved,
the move, each seat's chance of first place before it (in percent, summing
to 100), then the mover's chance after the move played, the best move
found and its chance, and the mark: inaccuracy (the move gave up 5 points
of chance or more), mistake (10 or more), blunder (20 or more); a draw
shows its luck instead (each seat's change of chance). Progress goes to
standard error. The last line reads
  review: N decisions; NAME: accuracy A%, B blunders, M mistakes, I inaccuracies; ...; decided at move D
where a move's accuracy falls steeply with the points it gave up (Lichess's
mapping: 0 points 100%, 5 about 80%, 20 about 40%) and a seat's accuracy
mixes the mean and the harmonic mean of its moves (one bad move weighs), over
the moves that had a choice and still mattered, each weighed by how open the
game still was across it (fully between even chances, little in a game all
but won or lost, whatever the move did to it); moves after the game was
decided (some seat kept 98% or more to the end) are tagged "decided" and
left out. The chance after a move is the chance before the next decision.
In a two-player game without luck (Billabong, Down Under) the result says
what the loser lost: its chance at the start, and what the winner's
mistakes gave back. What of that its marked losses do not explain is its
"unseen" loss, shown on the moves across which its chance fell, and it
counts in the loser's accuracy (not in its marks): a loser is not rated
above the winner for moves the search happened to favour. A move whose loss
lies near a mark's threshold is looked at again, up to four more times with
searches of other seeds, and its loss is the mean of the looks: two seeds
give the same mark to more than four in five of the moves either marks.
  -movetime D   search each position for D (e.g. 100ms): quicker, but each
                search is smaller and depends on the machine's speed, so the
                chances are rougher and marks near their thresholds change
                from run to run
  -playouts N   search each position for N playouts (default 2000 when
                -movetime is not given): the same review every time
  -seed S       the searches' seed (default 1)
  -save         keep the finished review in FILE, so that the replay viewer
                (and this command) open it at once; a FILE that keeps one is
                not searched again
  -json         write {"decisions":[{"n":1,"seat":0,"move":"…","chances":[…],
                "after":…,"best":"…","bestChance":…,"mark":"…","accuracy":…,
                "unseen":…,"decided":…}],"draws":[…],"seats":[…],"decidedAt":…} instead
                (chances in percent)
`,
	"replay": `outback-cli replay FILE opens the replay viewer (the outback window) on FILE.
outback-cli replay verify FILE checks a Record: it decodes, every move is legal and
the final position matches; it prints the game, the players, the moves and the
result, or names the first bad move.
`,
}

func runGames(args []string, _ io.Reader, out io.Writer) error {
	if len(args) > 0 {
		return usageErr("games takes no arguments")
	}
	for _, g := range rules.Games() {
		fmt.Fprintf(out, "%s — %s, %d–%d players\n", g.Name, g.Title, g.MinPlayers, g.MaxPlayers)
		if len(g.Options) == 0 {
			fmt.Fprintf(out, "  (no options)\n")
		}
		for _, o := range g.Options {
			allowed := o.Allowed
			switch {
			case allowed != "":
			case len(o.Choices) > 0:
				allowed = strings.Join(o.Choices, "|")
			default:
				allowed = fmt.Sprintf("%d..%d", o.Min, o.Max)
			}
			fmt.Fprintf(out, "  %s=%s (default %s)\n", o.Key, allowed, o.Default)
			for _, line := range wrap(o.Help, 72) {
				fmt.Fprintf(out, "      %s\n", line)
			}
		}
	}
	return nil
}

// wrap breaks text into lines of at most width characters, at spaces.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len([]rune(line))+1+len([]rune(w)) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
