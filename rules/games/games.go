// Package games registers every Outback game with the rules registry.
// Import it (for its side effect) wherever games are looked up by name.
package games

import (
	// Each game registers itself in its init function.
	_ "outback/rules/billabong"
	_ "outback/rules/crossing"
	_ "outback/rules/downunder"
)
