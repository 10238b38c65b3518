// Package lang holds the client's words in other languages: the language
// in use (SetLanguage), T and its kin that translate a text as it is
// drawn, and the German dictionaries (lang_de.go). It knows no screen:
// every package of the client imports it, and it imports only the rules
// (for names of moves and spots) and sprites (whose text drawing it
// plugs the dictionary into).
package lang

import (
	"errors"
	"fmt"
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

// Dictionary is the current language's translations (nil for English).
var Dictionary map[string]string

// Gen changes whenever the language does, so that texts built once and
// kept (turn banners, counters) can tell they must be built again.
var Gen int

// SetLanguage switches every screen to lang.
func SetLanguage(lang string) {
	before := Dictionary
	switch lang {
	case German:
		Dictionary = GermanWords
	default:
		Dictionary = nil
	}
	if (before == nil) != (Dictionary == nil) {
		Gen++
		sprites.LanguageChanged()
	}
	if Dictionary == nil {
		sprites.Translate = nil
		return
	}
	sprites.Translate = T
}

// T is s in the current language (s itself when there is no translation).
// Use it on format strings and on the pieces of strings built at run time.
func T(s string) string {
	if t, ok := Dictionary[s]; ok {
		return t
	}
	return s
}

// TrErr is the text of err for a message on the screen. A refusal of the
// rules (rules.IllegalError) is said by its reason's key, looked up in the
// dictionary, with its arguments translated in turn; any other error is
// translated whole when the dictionary knows it, or else shown as it is.
func TrErr(err error) string {
	if err == nil {
		return ""
	}
	var ie *rules.IllegalError
	if errors.As(err, &ie) && ie.Error() == err.Error() {
		return trPhrase(ie.Key, ie.Args)
	}
	return T(err.Error())
}

// TrReason translates a word or phrase given as a message argument (a
// colour's name, a tile's, an action's).
func TrReason(s string) string { return T(s) }

// trPhrase says a reason (or a phrase within one) in the current language:
// its key's translation, whose verbs are all %s, filled with the arguments
// as translated text. A key the dictionary lacks is said in English.
func trPhrase(key string, args []any) string {
	f, ok := Dictionary[key]
	if !ok {
		// English, but reasons within it still translated.
		out := make([]any, len(args))
		for i, a := range args {
			switch a.(type) {
			case error, rules.Phrase:
				out[i] = TrArg(a)
			default:
				out[i] = a
			}
		}
		return fmt.Sprintf(key, out...)
	}
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = TrArg(a)
	}
	return fmt.Sprintf(f, out...)
}

// TrArg is one argument of a reason as translated text.
func TrArg(a any) string {
	switch v := a.(type) {
	case *rules.IllegalError:
		return trPhrase(v.Key, v.Args)
	case error:
		return TrErr(v)
	case rules.Phrase:
		k, args := v.Phrase()
		return trPhrase(k, args)
	case string:
		return T(v)
	case fmt.Stringer:
		return T(v.String())
	}
	return fmt.Sprint(a)
}

// rimSpot reports whether w names one of Outback Crossing's rim spots
// (N1…W5, NE, NW, SE, SW): upper case, unlike every square and cell.
func rimSpot(w string) bool {
	switch {
	case len(w) == 2 && strings.ContainsRune("NSEW", rune(w[0])) && w[1] >= '1' && w[1] <= '5':
		return true
	case w == "NE" || w == "NW" || w == "SE" || w == "SW":
		return true
	}
	return false
}

// HintText is a move as the log writes it, said as advice: in German the
// log's verb ("besetzt O2", Blue claims O2) becomes an infinitive at the
// end of its part ("O2 besetzen"), as German gives advice; English says
// the notation's verb as it is ("claim E2").
func HintText(s string) string {
	if Dictionary == nil {
		return s
	}
	verb, rest, ok := strings.Cut(s, " ")
	inf, known := germanAdvice[verb]
	switch {
	case !known:
		return s
	case !ok:
		return inf
	}
	part, after, _ := strings.Cut(rest, " · ")
	if after != "" {
		after = " · " + after
	}
	return part + " " + inf + after
}

// germanAdvice are the log's German verbs (germanNotation) as advice.
var germanAdvice = map[string]string{
	"passt":    "passen",
	"besetzt":  "besetzen",
	"legt":     "legen",
	"zieht":    "ziehen",
	"behält":   "behalten",
	"tauscht":  "tauschen",
	"versetzt": "versetzen",
	"entfernt": "entfernen",
}

// NotationText translates the words of a move written in the notation.
func NotationText(s string) string {
	if Dictionary == nil {
		return s
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		if t, ok := GermanNotation[w]; ok {
			words[i] = t
		}
		if rimSpot(w) {
			words[i] = T(w) // Outback Crossing's E1 is O1 in German
		}
		if t, ok := GermanActionTiles[w]; ok && i > 0 && words[0] == GermanNotation["tile"] {
			words[i] = t // a drawn action tile is named, not done
		}
	}
	return strings.Join(words, " ")
}
