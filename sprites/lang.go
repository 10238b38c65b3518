package sprites

// LanguageChanged drops the cached pictures that have words on them (the
// Outback Crossing tile faces), so that they are drawn again in the new
// language (see Translate).
func LanguageChanged() {
	clear(crFaces)
}
