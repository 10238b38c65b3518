package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"outback/assets"
)

// Text is drawn by this package, not by Ebitengine's text/v2, and for the
// first frame's sake. text/v2 shapes with go-text (HarfBuzz, bidi, script
// segmentation), which parsed both fonts whole at package initialisation
// and, in a browser, compiled about half a megabyte of WebAssembly on its
// first use; its package brings image decoders and language tables with
// it; and it makes an image of its own for every glyph. The Go fonts have
// no GSUB, GPOS or kern table, so shaping them only ever placed each glyph
// where its advance says. Here the glyphs are rasterised from
// golang.org/x/image/font/opentype (sfnt reads a font's tables lazily: a
// font is parsed when a face of it is first asked for), without hinting,
// onto shared pages, and placed exactly as text/v2's GoXFace places them
// (its sub-pixel steps, its rounding), so the look is unchanged.

// fontFace is the UI font at one pixel size.
type fontFace struct {
	f font.Face
	// ascent and descent (pixels) centre a line on y.
	ascent, descent float64
	// step is the sub-pixel granularity of glyph positions (1/64 px units).
	step  fixed.Int26_6
	runes map[rune]runeMetrics
	// glyphs are the rasterised glyphs by rune and sub-pixel offset.
	glyphs map[glyphKey]glyphImage
}

type runeMetrics struct {
	advance fixed.Int26_6
	bounds  fixed.Rectangle26_6
}

type glyphKey struct {
	r  rune
	dx fixed.Int26_6
}

// glyphImage is where a glyph's pixels are: a part of a glyph page (or an
// image of its own, for a large one); page nil for a glyph that shows
// nothing.
type glyphImage struct {
	page *ebiten.Image
	r    image.Rectangle
}

var (
	fonts [2]*opentype.Font
	faces [2][289]*fontFace
)

// face is the UI font at a pixel size (8..288), cached so drawing text
// allocates nothing per frame.
func face(size int, bold bool) *fontFace {
	size = max(8, min(288, size))
	b := 0
	if bold {
		b = 1
	}
	if faces[b][size] == nil {
		if fonts[b] == nil {
			data := assets.Regular
			if bold {
				data = assets.Bold
			}
			f, err := opentype.Parse(data)
			if err != nil {
				panic("sprites: embedded font: " + err.Error())
			}
			fonts[b] = f
		}
		f, err := opentype.NewFace(fonts[b], &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			panic("sprites: embedded font: " + err.Error())
		}
		m := f.Metrics()
		ff := &fontFace{f: f, ascent: fixedFloat(m.Ascent), descent: fixedFloat(m.Descent),
			runes: map[rune]runeMetrics{}, glyphs: map[glyphKey]glyphImage{}}
		// As many sub-pixel positions as text/v2 keeps for a face of
		// this height.
		variations := fixed.Int26_6(1)
		switch h := ff.ascent + ff.descent; {
		case h < 20:
			variations = 8
		case h < 40:
			variations = 4
		case h < 80:
			variations = 2
		}
		ff.step = 64 / variations
		faces[b][size] = ff
	}
	return faces[b][size]
}

func fixedFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

func (f *fontFace) metrics(r rune) runeMetrics {
	m, ok := f.runes[r]
	if !ok {
		m.advance, _ = f.f.GlyphAdvance(r)
		m.bounds, _, _ = f.f.GlyphBounds(r)
		f.runes[r] = m
	}
	return m
}

// advance is the width of s: the sum of its glyphs' advances. The Go
// fonts do not kern (TestTheFontsDoNotKern checks every pair of their
// glyphs), so no pair is looked up: each lookup cost two searches of the
// font's character map, about a tenth of the first frame's text.
func (f *fontFace) advance(s string) fixed.Int26_6 {
	var x fixed.Int26_6
	for _, r := range s {
		x += f.metrics(r).advance
	}
	return x
}

// drawLine draws one line of text with its origin (the start of its
// baseline) at (ox, oy) pixels, moved by textGeo; with dst nil it only
// makes the glyphs the line lacks.
//
// The line's glyphs are drawn together, as one list of triangles from
// their page, not one DrawImage each: a panel has hundreds of glyphs, and
// the first frame, in a browser that has not yet optimised the code, paid
// for each call.
func (f *fontFace) drawLine(dst *ebiten.Image, s string, ox, oy float64) {
	origin := fixed.Point26_6{X: fixed.Int26_6(ox * 64), Y: fixed.Int26_6(oy * 64)}
	for _, r := range s {
		m := f.metrics(r)
		// Where text/v2's GoXFace puts the glyph: the origin at the
		// face's sub-pixel step, the glyph image at whole pixels.
		gx := origin.X / f.step * f.step
		gy := origin.Y &^ 63
		b := m.bounds
		g := f.glyph(r, (gx+b.Min.X)&63, (gy+b.Min.Y)&63, b)
		origin.X += m.advance // no kerning: see advance
		if g.page == nil || dst == nil {
			continue
		}
		if g.page != glyphBatch.src || len(glyphBatch.verts) > math.MaxUint16-4 {
			glyphBatch.flush(dst)
			glyphBatch.src = g.page
		}
		glyphBatch.quad(float64((gx + b.Min.X).Floor()), float64((gy + b.Min.Y).Floor()), g.r)
	}
	if dst != nil {
		glyphBatch.flush(dst)
	}
}

// glyphRun gathers the glyphs of a line drawn from one page.
type glyphRun struct {
	src   *ebiten.Image
	verts []ebiten.Vertex
	idx   []uint16
	op    ebiten.DrawTrianglesOptions
}

// glyphBatch's vertices carry textOp's colour scale, premultiplied, as
// DrawImage would.
var glyphBatch = glyphRun{op: ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}}

// quad adds the glyph at r on the page with its top left at (x, y) pixels
// of the line, moved by textGeo.
func (b *glyphRun) quad(x, y float64, r image.Rectangle) {
	cs := textOp.ColorScale
	n := uint16(len(b.verts))
	w, h := float64(r.Dx()), float64(r.Dy())
	for _, c := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		dx, dy := textGeo.Apply(x+c[0]*w, y+c[1]*h)
		b.verts = append(b.verts, ebiten.Vertex{
			DstX: snapped(float32(dx)), DstY: snapped(float32(dy)),
			SrcX: float32(r.Min.X) + float32(c[0]*w), SrcY: float32(r.Min.Y) + float32(c[1]*h),
			ColorR: cs.R(), ColorG: cs.G(), ColorB: cs.B(), ColorA: cs.A(),
		})
	}
	b.idx = append(b.idx, n, n+1, n+2, n+1, n+3, n+2)
}

// snapped is where DrawImage would put a corner at x: Ebitengine moves
// the corners of an image it draws off the pixels' centres, to one of four
// places in each pixel, and the glyphs must land where they did when each
// was drawn on its own (DrawTriangles leaves vertices as they are).
func snapped(x float32) float32 {
	whole := float32(math.Floor(float64(x)))
	switch f := (x - whole) * 16; {
	case f < 3:
		return whole
	case f < 8:
		return whole + 5.0/16
	case f < 13:
		return whole + 11.0/16
	}
	return whole + 1
}

// flush draws the glyphs gathered onto dst.
func (b *glyphRun) flush(dst *ebiten.Image) {
	if len(b.idx) > 0 {
		uploadGlyphs(b.src)
		dst.DrawTriangles(b.verts, b.idx, b.src, &b.op)
	}
	b.verts, b.idx = b.verts[:0], b.idx[:0]
}

// glyph is r's image drawn dx, dy (1/64 px) right of and below its bounds'
// corner (page nil if r shows nothing).
func (f *fontFace) glyph(r rune, dx, dy fixed.Int26_6, b fixed.Rectangle26_6) glyphImage {
	k := glyphKey{r, dx}
	if g, ok := f.glyphs[k]; ok {
		return g
	}
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	var g glyphImage
	if w > 0 && h > 0 {
		// One pixel more each way, as text/v2 does.
		w++
		h++
		g = glyphSpace(w, h)
		// The glyph's coverage goes to its page's copy in memory (to the
		// page when it is next drawn from, with the other glyphs made
		// since: uploadGlyphs), or, for a glyph with an image of its own,
		// to a buffer written at once.
		cov, stride := glyphCov, w
		pg := pageOf(g.page)
		if pg != nil {
			cov, stride = pg.cov[g.r.Min.Y*glyphPageSize+g.r.Min.X:], glyphPageSize
			pg.dirty = pg.dirty.Union(g.r)
		} else {
			cov = grow(glyphCov, w*h)
			clear(cov)
			glyphCov = cov
		}
		dot := fixed.Point26_6{X: -b.Min.X + dx, Y: -b.Min.Y + dy}
		if dr, mask, mp, _, _ := f.f.Glyph(dot, r); !dr.Empty() {
			in := dr.Intersect(image.Rect(0, 0, w, h))
			alpha, _ := mask.(*image.Alpha)
			for y := in.Min.Y; y < in.Max.Y; y++ {
				for x := in.Min.X; x < in.Max.X; x++ {
					mx, my := mp.X+x-dr.Min.X, mp.Y+y-dr.Min.Y
					var a byte
					if alpha != nil {
						a = alpha.AlphaAt(mx, my).A
					} else {
						_, _, _, a16 := mask.At(mx, my).RGBA()
						a = byte(a16 >> 8)
					}
					cov[y*stride+x] = a
				}
			}
		}
		if pg == nil {
			g.page.WritePixels(whiteWith(&glyphPix, cov))
		}
	}
	f.glyphs[k] = g
	return g
}

// A glyph page's coverage is also kept in memory, and the glyphs made
// since it was last drawn from reach it in one write of the rectangle
// around them: writing each glyph on its own cost a screen full of text a
// few hundred writes, and in a browser each is a call from WebAssembly to
// WebGL through JavaScript, the largest part of the first frame's
// rendering after its draws. Only coverage is kept (a quarter of RGBA's
// memory, which a browser's program must first grow its memory for), and
// only the rectangle is written (whole rows were about two megabytes in
// Down Under's first frame: Ebitengine copies what it is given).
type glyphPage struct {
	img *ebiten.Image
	cov []byte // coverage, glyphPageSize² pixels
	// dirty is the part not yet written to img.
	dirty image.Rectangle
}

// pageOf is the glyph page img is, or nil (an image of its own).
func pageOf(img *ebiten.Image) *glyphPage {
	for _, p := range glyphPages {
		if p.img == img {
			return p
		}
	}
	return nil
}

// uploadGlyphs writes the rows of src's glyphs made since it was last
// drawn from, if src is a glyph page.
func uploadGlyphs(src *ebiten.Image) {
	p := pageOf(src)
	if p == nil || p.dirty.Empty() {
		return
	}
	d := p.dirty
	glyphCov = grow(glyphCov, d.Dx()*d.Dy())
	for y := d.Min.Y; y < d.Max.Y; y++ {
		copy(glyphCov[(y-d.Min.Y)*d.Dx():], p.cov[y*glyphPageSize+d.Min.X:y*glyphPageSize+d.Max.X])
	}
	p.img.SubImage(d).(*ebiten.Image).WritePixels(whiteWith(&glyphPix, glyphCov[:d.Dx()*d.Dy()]))
	p.dirty = image.Rectangle{}
}

// whiteWith is white with cov as alpha, premultiplied (what font.Drawer
// draws on a clear image), in *buf, which it grows as needed and the next
// call with it reuses.
func whiteWith(buf *[]byte, cov []byte) []byte {
	*buf = grow(*buf, 4*len(cov))
	pix := (*buf)[:4*len(cov)]
	for i, a := range cov {
		pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = a, a, a, a
	}
	return pix
}

// Glyphs are kept on shared pages, filled row by row, so that a frame's
// first text makes no image per glyph (an image of its own only for a
// glyph too large for a page).
const glyphPageSize = 1024

var (
	glyphPages     []*glyphPage
	glyphX, glyphY int // where the next glyph goes on the last page
	glyphRowH      int
	glyphPix       []byte // whiteWith's
	glyphCov       []byte // a glyph's or an upload's coverage
)

// glyphSpace is a w×h part of a glyph page, not used before.
func glyphSpace(w, h int) glyphImage {
	if w > glyphPageSize/4 || h > glyphPageSize/4 {
		img := ebiten.NewImage(w, h)
		return glyphImage{page: img, r: img.Bounds()}
	}
	if glyphX+w > glyphPageSize {
		glyphX, glyphY, glyphRowH = 0, glyphY+glyphRowH+1, 0
	}
	if len(glyphPages) == 0 || glyphY+h > glyphPageSize {
		glyphPages = append(glyphPages, &glyphPage{
			img: ebiten.NewImage(glyphPageSize, glyphPageSize),
			cov: make([]byte, glyphPageSize*glyphPageSize)})
		glyphX, glyphY, glyphRowH = 0, 0, 0
	}
	r := image.Rect(glyphX, glyphY, glyphX+w, glyphY+h)
	glyphX += w + 1
	glyphRowH = max(glyphRowH, h)
	return glyphImage{page: glyphPages[len(glyphPages)-1].img, r: r}
}

// Align is where text is anchored horizontally.
type Align int

// Text anchors.
const (
	Left Align = iota
	Center
	Right
)

var (
	textOp  ebiten.DrawImageOptions
	textGeo ebiten.GeoM
)

// Translate, when set, gives the text to show for an English string (the
// client sets it for the player's language). Every string drawn goes
// through it, so static labels need no code at their call sites; it must
// return its argument when it has no translation, and allocate nothing.
var Translate func(string) string

func tr(s string) string {
	if Translate == nil {
		return s
	}
	return Translate(s)
}

// Text draws text with its vertical middle at y (lines broken at "\n",
// 1.3 sizes apart).
func Text(dst *ebiten.Image, s string, size int, bold bool, x, y float64, clr color.RGBA, align Align) {
	noteText(size)
	s = tr(s)
	if s == "" {
		return
	}
	if recordBoxes {
		noteBox(dst, s, size, bold, x, y, align)
	}
	f, oy, spacing := textBlock(s, size, bold)
	textGeo.Reset()
	textGeo.Translate(x*k, y*k)
	textOp.ColorScale.Reset()
	tint(&textOp.ColorScale, clr)
	// The glyphs the text lacks are made first and then drawn: their
	// pixels go to the GPU in one batch, not one upload (and one flush of
	// the WebGL commands) per glyph between draws.
	textLines(f, nil, s, oy, spacing, align)
	textLines(f, dst, s, oy, spacing, align)
}

// PrepareText makes the glyphs Text(s, size, bold, …, align) will draw,
// wherever it draws them. A picture of many short texts (a board's
// coordinates) prepares them all before it draws one: then all their
// glyphs go to the GPU in one upload and the texts are drawn in one batch,
// where a new glyph between two texts would end the batch.
func PrepareText(s string, size int, bold bool, align Align) {
	if s = tr(s); s != "" {
		f, oy, spacing := textBlock(s, size, bold)
		textLines(f, nil, s, oy, spacing, align)
	}
}

// textBlock is the face s is drawn in at size, the baseline of its first
// line (the block of lines centred on 0, as text/v2 centres it) and the
// spacing of its lines, in pixels.
func textBlock(s string, size int, bold bool) (f *fontFace, oy, spacing float64) {
	f = face(int(math.Round(float64(size)*k)), bold)
	spacing = float64(size) * 1.3 * k
	lines := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' && i+1 < len(s) {
			lines++
		}
	}
	oy = f.ascent - (float64(lines-1)*spacing+f.ascent+f.descent)/2
	return f, oy, spacing
}

// textLines draws (dst nil: makes the glyphs of) the lines of s, the first
// one's baseline at oy.
func textLines(f *fontFace, dst *ebiten.Image, s string, oy, spacing float64, align Align) {
	for len(s) > 0 {
		line := s
		rest := ""
		for i := 0; i < len(s); i++ {
			if s[i] == '\n' {
				line, rest = s[:i], s[i+1:]
				break
			}
		}
		ox := 0.0
		if align != Left {
			ox = -fixedFloat(f.advance(line))
			if align == Center {
				ox /= 2
			}
		}
		f.drawLine(dst, line, ox, oy)
		oy += spacing
		s = rest
	}
}

// TextWidth is the advance of s in pixels.
func TextWidth(s string, size int, bold bool) float64 {
	return fixedFloat(face(size, bold).advance(tr(s)))
}

// Wrap breaks s into lines no wider than w pixels.
func Wrap(s string, size int, bold bool, w float64) []string {
	s = tr(s)
	var lines []string
	line := ""
	word := ""
	flush := func() {
		if word == "" {
			return
		}
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && TextWidth(try, size, bold) > w {
			lines = append(lines, line)
			line = word
		} else {
			line = try
		}
		word = ""
	}
	for _, r := range s {
		switch r {
		case ' ':
			flush()
		case '\n':
			flush()
			lines = append(lines, line)
			line = ""
		default:
			word += string(r)
		}
	}
	flush()
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// Pill draws a short label in white on a rounded patch of clr, centred on
// (cx, cy): the words of a mark on the board (a review's better move).
func Pill(dst *ebiten.Image, s string, cx, cy float32, clr color.RGBA) {
	w := float32(TextWidth(s, 14, true)) + 16
	RoundRect(dst, cx-w/2, cy-12, w, 24, 12, clr)
	Text(dst, s, 14, true, float64(cx), float64(cy), White, Center)
}

// Fit is s at the largest size from size down to least that fits in w,
// shortened with an ellipsis if even least is too wide: a line that must
// stay one line (a banner, a name) on a narrow screen.
func Fit(s string, size, least int, bold bool, w float64) (string, int) {
	s = tr(s)
	for ; size > least; size-- {
		if TextWidth(s, size, bold) <= w {
			return s, size
		}
	}
	return Shortened(s, size, bold, w), size
}

// Shortened is s where it fits in w, else s cut (rune by rune from its
// end) to what fits with "…" after it.
func Shortened(s string, size int, bold bool, w float64) string {
	if TextWidth(s, size, bold) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && TextWidth(string(r)+"…", size, bold) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// Missing is the runes of s the UI font has no glyph for (drawn as an
// empty box): tests check that no screen asks for one.
func Missing(s string) []rune {
	face(12, false) // the font parsed
	var buf sfnt.Buffer
	var out []rune
	for _, r := range s {
		if r == '\n' || r == ' ' {
			continue
		}
		if i, err := fonts[0].GlyphIndex(&buf, r); err != nil || i == 0 {
			out = append(out, r)
		}
	}
	return out
}
