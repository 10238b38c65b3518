package play

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/net"
	"outback/rules"
	"outback/scenes/lang"
	"outback/sprites"
)

// The parts of the play screens' side panel that every game draws the same
// way: the turn banner and the seat rows.

// bannerSoft is the banner's second line on a player's colour.
var bannerSoft = sprites.WithAlpha(sprites.White, 0xee) // premultiplied, as every colour drawn

// bannerDarkSoft is the second line where the banner's words are dark.
var bannerDarkSoft = sprites.WithAlpha(sprites.Ink, 0xdd)

// DrawBanner draws the turn banner at (x, y), w wide: seat's colour and
// shape with title and sub (the game's words); a grey banner when the
// decision is no seat's (seat < 0); who won and overSub ("Game over"
// where the game gives none) once the game is over.
func (pc *Play) DrawBanner(dst *ebiten.Image, x, y, w float32, seat int, title, sub, overSub string) {
	if pc.Match.State().ToMove() == rules.Nobody && pc.Replay != nil {
		// The end of a replay: the result, over the last move.
		_, last := pc.TurnWords([5]int{len(pc.Match.History()), rules.Nobody}, nil)
		sprites.RoundRect(dst, x, y, w, 60, 10, sprites.PaperDark)
		sprites.Text(dst, pc.resultTitle(), 22, true, float64(x)+16, float64(y)+20, sprites.Ink, sprites.Left)
		if sprites.TextWidth(last, 15, false) > float64(w-32) {
			last = Ellipsised(last, 15, false, float64(w-32)) // it ran out of the banner
		}
		sprites.Text(dst, last, 15, false, float64(x)+16, float64(y)+44, sprites.InkSoft, sprites.Left)
		return
	}
	if pc.Match.State().ToMove() == rules.Nobody {
		// Who won, in view while the end panel is put aside too.
		title := pc.resultTitle()
		if overSub == "" && title != "Game over" {
			overSub = "Game over"
		}
		sprites.RoundRect(dst, x, y, w, 60, 10, sprites.PaperDark)
		if overSub == "" {
			sprites.Text(dst, title, 22, true, float64(x)+16, float64(y)+30, sprites.Ink, sprites.Left)
			return
		}
		sprites.Text(dst, title, 22, true, float64(x)+16, float64(y)+20, sprites.Ink, sprites.Left)
		sprites.Text(dst, overSub, 15, false, float64(x)+16, float64(y)+44, sprites.InkSoft, sprites.Left)
		return
	}
	if pc.Replay != nil {
		// A replay's banner tells of the move on the board: in its
		// mover's colour, not the colour of the seat to move next.
		seat = -1
		if n := len(pc.Match.History()); n > 0 && n <= len(pc.Replay.Log) {
			seat = pc.Replay.Log[n-1].seat
		}
	}
	tx := x + 54
	ink, soft := sprites.White, bannerSoft
	if seat < 0 {
		sprites.RoundRect(dst, x, y, w, 60, 10, sprites.InkSoft)
		tx = x + 16
	} else {
		l := pc.Looks[seat]
		ink, soft = bannerInk(l.Fill)
		sprites.RoundRect(dst, x, y, w, 60, 10, l.Fill)
		sprites.FillShape(dst, l.Shape, x+28, y+30, 15, ink)
	}
	room := float64(x + w - tx - 10)
	title, ts := sprites.Fit(title, 22, 17, true, room)
	sub, ss := sprites.Fit(sub, 15, 12, false, room)
	sprites.Text(dst, title, ts, true, float64(tx), float64(y)+20, ink, sprites.Left)
	sprites.Text(dst, sub, ss, false, float64(tx), float64(y)+44, soft, sprites.Left)
}

// bannerInk is the ink of the banner's words on a player's colour: white
// where it reads well (4.5:1, WCAG's body text), else the darker ink where
// that reads better. White on the orange of the colour-blind-safe colours
// was 2.25:1, hard to read on a phone in daylight.
func bannerInk(fill color.RGBA) (ink, soft color.RGBA) {
	if w := sprites.Contrast(sprites.White, fill); w < 4.5 && sprites.Contrast(sprites.Ink, fill) > w {
		return sprites.Ink, bannerDarkSoft
	}
	return sprites.White, bannerSoft
}

// SeatRow is the geometry of a seat's row in the side panel.
type SeatRow struct {
	X, Y, W, H   float32
	Inset        float32 // of the highlight of the seat to move
	NameSize     int
	KindSize     int
	NameY, KindY float64 // text baselines below y
	// OneLine puts the kind after the name, on a short row, where it fits
	// before KindEnd (units from the row's left; 0: the row's width).
	OneLine bool
	KindEnd float32
	// NameEnd is where the name and the kind must end (units from the
	// row's left; 0: the row's width): what the row shows further right
	// (Billabong's kangaroos home, Crossing's markers) stays clear. A
	// longer name is drawn smaller, down to 13, and then shortened with
	// "…"; so is the kind.
	NameEnd float32
}

// DrawSeatRow draws a seat's row: highlighted when it is to move, its
// shape, its name, and its kind (with "thinking…" while its bot searches).
func (pc *Play) DrawSeatRow(dst *ebiten.Image, seat int, r SeatRow, toMove bool) {
	l := pc.Looks[seat]
	if toMove {
		sprites.RoundRect(dst, r.X, r.Y+r.Inset, r.W, r.H-2*r.Inset, 10, l.Light)
	}
	sprites.FillShape(dst, l.Shape, r.X+26, r.Y+r.H/2, 15, l.Fill)
	sprites.StrokeShape(dst, l.Shape, r.X+26, r.Y+r.H/2, 15, 2, l.Dark)
	end := r.NameEnd
	if end == 0 {
		end = r.W
	}
	pc.fitSeats()
	name, nsize := pc.seatFit[seat].name.fit(pc.SeatName(seat), r.NameSize, true, float64(end-52))
	sprites.Text(dst, name, nsize, true, float64(r.X)+52, float64(r.Y)+r.NameY, sprites.Ink, sprites.Left)
	// "thinking…" and "away" take the kind's place, so they never run into
	// what the row shows further right (markers, stands).
	kind := pc.KindText(seat)
	if r.OneLine {
		x := 52 + sprites.TextWidth(name, nsize, true) + 10
		kend := r.KindEnd
		if kend == 0 {
			kend = r.W
		}
		if x+sprites.TextWidth(kind, r.KindSize, false) <= float64(min(kend, end)) {
			sprites.Text(dst, kind, r.KindSize, false, float64(r.X)+x, float64(r.Y)+r.KindY, sprites.InkSoft, sprites.Left)
		}
		return
	}
	kind, ksize := pc.seatFit[seat].kind.fit(kind, r.KindSize, false, float64(end-52))
	sprites.Text(dst, kind, ksize, false, float64(r.X)+52, float64(r.Y)+r.KindY, sprites.InkSoft, sprites.Left)
}

// fitSeats makes room for each seat's fitted name and kind.
func (pc *Play) fitSeats() {
	if n := len(pc.Match.Setup().Seats); len(pc.seatFit) != n {
		pc.seatFit = make([]seatFit, n)
	}
}

// seatFit is a seat's name and kind as fitted to their room, kept between
// frames so that drawing allocates nothing.
type seatFit struct{ name, kind fitted }

// fitted is a text fitted to a width (sprites.Fit, down to 13): made again
// only when the text, its size, the width or the language changes.
type fitted struct {
	in, out     string
	size, fsize int
	w           float64
	lang        int
}

func (f *fitted) fit(s string, size int, bold bool, w float64) (string, int) {
	if f.in != s || f.size != size || f.w != w || f.lang != lang.Gen || f.out == "" {
		f.in, f.size, f.w, f.lang = s, size, w, lang.Gen
		f.out, f.fsize = sprites.Fit(s, size, min(size, 13), bold, w)
	}
	return f.out, f.fsize
}

// HistoryChanged reports whether the history has grown or shrunk since
// *seen was set, and sets it: screens rebuild what they cache by it.
func (pc *Play) HistoryChanged(seen *int) bool {
	n := len(pc.Match.History())
	if n == *seen {
		return false
	}
	*seen = n
	return true
}

// HintPulse is the hint ghost's opacity now: it pulses gently.
func (pc *Play) HintPulse() uint8 {
	return uint8(150 + 90*math.Sin(float64(pc.App.PulseTick())*0.1))
}

// bannerText is the turn banner's text, made again only when what it says
// changes.
type bannerText struct {
	key        [5]int
	lang       int // langGen when the text was made
	title, sub string
}

// TurnWords is the turn banner's text: in a replay the move on the board,
// else the game's words for the decision at hand. They are made again only
// when key (what the game's words depend on) or the language changes.
func (pc *Play) TurnWords(key [5]int, words func() (string, string)) (string, string) {
	c := &pc.banner
	if key == c.key && c.lang == lang.Gen && c.title != "" {
		return c.title, c.sub
	}
	var title, sub string
	if pc.Replay != nil {
		title, sub = pc.ReplayBanner()
	} else {
		title, sub = words()
	}
	*c = bannerText{key: key, lang: lang.Gen, title: title, sub: sub}
	return title, sub
}

// ThinkingWords are the banner's words while a bot (or chance) decides.
func (pc *Play) ThinkingWords(to int) (string, string) {
	if to < 0 {
		return "", "the computer is thinking"
	}
	return fmt.Sprintf(lang.T("%s to move"), pc.SeatName(to)), pc.WaitWords(to)
}

// WaitWords say what the game waits for at another seat's turn: the
// computer, or a player at another computer on the LAN.
func (pc *Play) WaitWords(to int) string {
	if to >= 0 && to < len(pc.Match.Setup().Seats) && pc.Match.Setup().Seats[to].Kind == net.RemoteKind {
		if slices.Contains(pc.LANAway, to) {
			return "away · the game waits"
		}
		if g := pc.LANOf(); g != nil && g.remoteBot(to) != "" {
			return "the computer at another computer is thinking"
		}
		return "playing at another computer"
	}
	return "the computer is thinking"
}
