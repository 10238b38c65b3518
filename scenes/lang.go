package scenes

import (
	"fmt"
	"regexp"
	"strings"

	"outback/rules"
	"outback/sprites"
)

// Languages of the client. Every string drawn on the screen is English in
// the code and looked up in the dictionary of the player's language as it
// is drawn (sprites.Translate); strings built at run time translate their
// pieces with T before they are put together.
const (
	English = "en"
	German  = "de"
)

// dictionary is the current language's translations (nil for English).
var dictionary map[string]string

// langGen changes whenever the language does, so that texts built once and
// kept (turn banners, counters) can tell they must be built again.
var langGen int

// setLanguage switches every screen to lang.
func setLanguage(lang string) {
	before := dictionary
	switch lang {
	case German:
		dictionary = german
	default:
		dictionary = nil
	}
	if (before == nil) != (dictionary == nil) {
		langGen++
		sprites.LanguageChanged()
	}
	if dictionary == nil {
		sprites.Translate = nil
		return
	}
	sprites.Translate = T
}

// T is s in the current language (s itself when there is no translation).
// Use it on format strings and on the pieces of strings built at run time.
func T(s string) string {
	if t, ok := dictionary[s]; ok {
		return t
	}
	return s
}

// illegalPrefix starts the text of every refusal of the rules packages.
var illegalPrefix = rules.ErrIllegal.Error() + ": "

// trErr is the text of err for a message on the screen: a refusal of the
// rules without its "illegal move: " prefix, in the current language when
// the dictionary knows the reason (reasons with values in them are matched
// by their fixed parts, see errPatterns); otherwise in English.
func trErr(err error) string {
	if err == nil {
		return ""
	}
	return trReason(strings.TrimPrefix(err.Error(), illegalPrefix))
}

// trReason translates one reason: whole, or by a pattern.
func trReason(s string) string {
	if dictionary == nil {
		return s
	}
	if t, ok := dictionary[s]; ok {
		return t
	}
	for _, p := range compiledPatterns() {
		m := p.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		t, ok := dictionary[p.format]
		if !ok {
			return s
		}
		args := make([]any, len(m)-1)
		for i, v := range m[1:] {
			args[i] = trReason(v) // a value may itself be a reason ("hop 2 (…): …")
		}
		return fmt.Sprintf(t, args...)
	}
	return s
}

// errPatterns are the reasons of the rules packages that carry values, as
// their format strings with every verb a %s (%d values are matched as
// numbers). The dictionary holds each format's translation, whose verbs are
// all %s (or %[n]s to reorder them).
var errPatterns = []string{
	// Billabong
	"%s is taken",
	"%s is in the lake",
	"%s is outside the placement zone (columns i–p, rows 9–14, behind the start line)",
	"a walk goes to a neighbouring square, and %s is not next to %s",
	"there is no kangaroo on %s",
	"the kangaroo on %s is a sleeper; sleepers never move",
	"the kangaroo on %s belongs to seat %d, and seat %d is to move",
	"hop %d (%s to %s): %s",
	"the kangaroo jumped over must be exactly halfway: over %s the hop lands on %s",
	"the kangaroo jumped over must be exactly halfway, and a hop over %s would end off the board",
	"the kangaroo went home on hop %d, which ends the move; nothing may follow",
	"a jump may have at most %d hops",
	// Down Under
	"you must lay the extra card after the billabong, on %d,%d",
	"there is no card on %d,%d",
	"a curve is only turned to reopen a loop, and your route is %s",
	// Outback Crossing
	"%s is taken by seat %d",
	"%s is not empty (a %s is there)",
	"move: %s is empty",
	"move: %s is not empty (a %s is there)",
	"remove: %s is empty",
	"swap needs two tiles: %s",
	"shift: the marker must go to another path, not the other end of %s",
	"seat %d has no marker left: all %d are on the rim",
	"no %s left in the supply",
	"fixedArea needs a+b−1 ≤ 16 cards for its line, but %dx%d needs %d",
	"fixedArea: no line of at most 7 straights and 9 curves crosses a %dx%d area",
	// Names of paths (Outback Crossing), found inside other reasons
	"row %d",
	"column %s",
	"diagonal %s",
	"%s is empty",
}

type errPattern struct {
	format string
	re     *regexp.Regexp
}

var errPatternsCompiled []errPattern

func compiledPatterns() []errPattern {
	if errPatternsCompiled == nil {
		for _, f := range errPatterns {
			var b strings.Builder
			b.WriteString("^")
			rest := f
			for {
				i := strings.IndexByte(rest, '%')
				if i < 0 || i+1 >= len(rest) {
					b.WriteString(regexp.QuoteMeta(rest))
					break
				}
				b.WriteString(regexp.QuoteMeta(rest[:i]))
				if rest[i+1] == 'd' {
					b.WriteString(`(-?\d+)`)
				} else {
					b.WriteString(`(.+?)`)
				}
				rest = rest[i+2:]
			}
			b.WriteString("$")
			errPatternsCompiled = append(errPatternsCompiled, errPattern{format: f, re: regexp.MustCompile(b.String())})
		}
	}
	return errPatternsCompiled
}

// moveText is a move in the game's notation for the move list and hints,
// its words in the current language (squares, cells and letters stay).
// It is made once per move, never per frame.
func moveText(st rules.State, mv rules.Move) string {
	return notationText(st.MoveText(mv))
}

// notationText translates the words of a move written in the notation.
func notationText(s string) string {
	if dictionary == nil {
		return s
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		if t, ok := germanNotation[w]; ok {
			words[i] = t
		}
		if t, ok := germanActionTiles[w]; ok && i > 0 && words[0] == germanNotation["tile"] {
			words[i] = t // a drawn action tile is named, not done
		}
	}
	return strings.Join(words, " ")
}
