package sprites

import "image/color"

// Shape is the mark every player colour carries, so nothing depends on
// colour alone.
type Shape uint8

// The player shapes, in seat order.
const (
	Circle Shape = iota
	Square
	Triangle
	Diamond
	Hexagon
	Star
)

// Look is how one player is drawn.
type Look struct {
	Fill  color.RGBA
	Dark  color.RGBA // outline and text on light ground
	Light color.RGBA // pale version for not-started pieces and panels
	Shape Shape
	Name  string // colour name for people
}

// Palette is a set of player looks and the colours of the ground.
type Palette struct {
	Name    string
	Players []Look
}

func rgb(hex uint32) color.RGBA {
	return color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 0xff}
}

func look(fill, dark, light uint32, s Shape, name string) Look {
	return Look{Fill: rgb(fill), Dark: rgb(dark), Light: rgb(light), Shape: s, Name: name}
}

// Default is colour-blind safe: the Okabe–Ito colours, each with a shape.
var Default = Palette{Name: "default", Players: []Look{
	look(0x0072B2, 0x003a5c, 0xa9cfe6, Circle, "blue"),
	look(0xE69F00, 0x7a5400, 0xf5d699, Square, "orange"),
	look(0x009E73, 0x00513b, 0x99d8c7, Triangle, "green"),
	look(0xCC79A7, 0x6e3a57, 0xebc9dc, Diamond, "pink"),
	look(0xD55E00, 0x6e3000, 0xeebd99, Hexagon, "red"),
	look(0x56B4E9, 0x1f5b7d, 0xbfe2f6, Star, "sky"),
}}

// HighContrast uses saturated colours on the same shapes.
var HighContrast = Palette{Name: "contrast", Players: []Look{
	look(0x0044ff, 0x001a66, 0x99b3ff, Circle, "blue"),
	look(0xff8800, 0x663600, 0xffcf99, Square, "orange"),
	look(0x00aa00, 0x004400, 0x99dd99, Triangle, "green"),
	look(0xdd00dd, 0x580058, 0xf199f1, Diamond, "magenta"),
	look(0xdd0000, 0x580000, 0xf19999, Hexagon, "red"),
	look(0x00cccc, 0x005252, 0x99ebeb, Star, "cyan"),
}}

// Ground colours shared by every screen.
var (
	Ink         = rgb(0x2b1d0e)
	InkSoft     = rgb(0x6b5844)
	Paper       = rgb(0xf6ecd9)
	PaperDark   = rgb(0xe6d5b8)
	Sky         = rgb(0x20303f)
	SandA       = rgb(0xe9c98f)
	SandB       = rgb(0xe2bd7c)
	Ochre       = rgb(0xb5651d)
	Water       = rgb(0x2f7fb5)
	WaterLight  = rgb(0x6fb3dc)
	WaterDeep   = rgb(0x1d5f8c)
	Leaf        = rgb(0x5d7f3a)
	Highlight   = rgb(0xfff3a0)
	Good        = rgb(0x2e9d4f)
	Bad         = rgb(0xc0392b)
	Referee     = rgb(0x141414)
	SleeperFill = rgb(0x8c8c8c)
	White       = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// WithAlpha returns c at opacity a (0..255), premultiplied.
func WithAlpha(c color.RGBA, a uint8) color.RGBA {
	return color.RGBA{uint8(int(c.R) * int(a) / 255), uint8(int(c.G) * int(a) / 255), uint8(int(c.B) * int(a) / 255), a}
}
