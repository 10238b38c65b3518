package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// faceSheets keep Down Under's card faces side by side in a few large
// images of their own (off Ebitengine's atlas). Why:
//   - a face is drawn into once, when it is made, and an image on the
//     atlas that is drawn into is moved to a page of its own: a first
//     frame's ten new faces made ten new 1024×1024 pages, and each zoom,
//     which makes every face anew, as many again;
//   - a face in an image of its own, though, is a texture of its own, and
//     faces drawn from as many textures cannot share a draw call: a
//     mid-game frame took 120 draw calls (80 on the atlas, 91 now).
//
// So each face is drawn into a scratch image and copied into the next
// free place on a sheet; the board's faces come from one texture.
type faceSheets struct {
	pages   []*ebiten.Image
	next    int // the next free place on the last page
	scr     *ebiten.Image
	scrSide int
}

// facePage is a sheet's side in pixels; facePad the transparent pixels
// between two faces, so that a face drawn filtered (turning, scaled) does
// not pick up its neighbour's edge.
const (
	facePage = 1024
	facePad  = 2
)

// scratch is the cleared image a face of cell units is drawn into.
func (fs *faceSheets) scratch(cell int) *ebiten.Image {
	if fs.scr == nil || fs.scrSide != cell {
		if fs.scr != nil {
			fs.scr.Deallocate()
		}
		fs.scr, fs.scrSide = NewCanvas(cell, cell), cell
	}
	fs.scr.Clear()
	return fs.scr
}

// keep copies the face drawn in scratch to a free place on a sheet and
// returns that place (a face too large for a sheet gets an image of its
// own).
func (fs *faceSheets) keep(scratch *ebiten.Image) *ebiten.Image {
	side := scratch.Bounds().Dx()
	pitch := side + facePad
	perRow := facePage / pitch
	if perRow < 1 {
		img := ebiten.NewImageWithOptions(scratch.Bounds(), &ebiten.NewImageOptions{Unmanaged: true})
		img.DrawImage(scratch, nil)
		return img
	}
	if len(fs.pages) == 0 || fs.next >= perRow*perRow {
		fs.pages = append(fs.pages, ebiten.NewImageWithOptions(image.Rect(0, 0, facePage, facePage), &ebiten.NewImageOptions{Unmanaged: true}))
		fs.next = 0
	}
	page := fs.pages[len(fs.pages)-1]
	x, y := (fs.next%perRow)*pitch, (fs.next/perRow)*pitch
	fs.next++
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(x), float64(y))
	op.Blend = ebiten.BlendCopy
	page.DrawImage(scratch, &op)
	return page.SubImage(image.Rect(x, y, x+side, y+side)).(*ebiten.Image)
}

// drop frees the sheets (the faces are drawn anew at another size).
func (fs *faceSheets) drop() {
	for _, p := range fs.pages {
		p.Deallocate()
	}
	fs.pages, fs.next = nil, 0
}
