//go:build js

package lan

import "outback/scenes/ui"

// NewOnline: a page is served by the server itself, whose lobby is the
// page at its address; the title screen offers no Play online there.
func NewOnline(App) ui.Scene { return nil }
