package sprites

// LanguageChanged drops the cached pictures that have words on them (the
// Outback Crossing tile faces), so that they are drawn again in the new
// language (see Translate).
func LanguageChanged() {
	clear(crFaces)
	languageGen++
}

// languageGen counts language changes, so boards cached with words on
// them (the Billabong board's lake label) know to draw themselves again.
var languageGen int
