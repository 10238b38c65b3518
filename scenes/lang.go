package scenes

import "outback/sprites"

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

// setLanguage switches every screen to lang.
func setLanguage(lang string) {
	switch lang {
	case German:
		dictionary = german
	default:
		dictionary = nil
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
