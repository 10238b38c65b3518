// Package assets holds what the client embeds: fonts (the Go fonts, which
// need no files), and the window icon drawn at start-up.
package assets

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Regular and Bold are TrueType font files.
var (
	Regular = goregular.TTF
	Bold    = gobold.TTF
)
