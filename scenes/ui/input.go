package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"outback/sprites"
)

// Input is everything the player did in one tick, in logical coordinates.
type Input struct {
	X, Y int
	// Pressed and Released are the left button or a touch going down / up
	// this tick; Down is held.
	Pressed, Released, Down bool
	// RightPressed is a right click (take back).
	RightPressed bool
	// Wheel is -1, 0 or +1.
	Wheel int
	// Keys pressed this tick; Shift is held.
	Keys  []ebiten.Key
	Shift bool
	// Touch is true when the last pointer was a finger (no hover).
	Touch bool
	// Touches is how many fingers are on the screen; with two or more,
	// (X2, Y2) is the second (a pinch).
	Touches int
	X2, Y2  int
	// Chars are the characters typed this tick (for text fields).
	Chars []rune
}

// Key reports whether k was pressed this tick.
func (in *Input) Key(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// Source produces one Input per tick.
type Source interface {
	Read(tick int, in *Input)
}

// Live reads the real mouse, touch screen and keyboard.
type Live struct {
	keys    []ebiten.Key
	chars   []rune
	touches []ebiten.TouchID
	ids     []ebiten.TouchID
	touchID ebiten.TouchID
	touch   bool
	lastX   int
	lastY   int
	read    bool // the pointer's first place is read: no move yet
}

func (l *Live) StartTouching() { l.touch = true }

// Read fills in from ebiten's input state.
func (l *Live) Read(_ int, in *Input) {
	l.keys = inpututil.AppendJustPressedKeys(l.keys[:0])
	l.chars = ebiten.AppendInputChars(l.chars[:0])
	*in = Input{Keys: l.keys, Chars: l.chars}
	mx, my := toUnits(ebiten.CursorPosition())
	if !l.read {
		// Where the pointer starts is no move: a touch screen's input
		// stays a finger's (StartTouching) until a mouse moves.
		l.read, l.lastX, l.lastY = true, mx, my
	}
	if mx != l.lastX || my != l.lastY {
		l.touch = false
		l.lastX, l.lastY = mx, my
	}
	in.X, in.Y = mx, my
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	in.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.RightPressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	_, wy := ebiten.Wheel()
	switch {
	case wy > 0:
		in.Wheel = 1
	case wy < 0:
		in.Wheel = -1
	}
	// Touch: the first finger acts as the mouse; a finger put down while
	// it is held is the second (a pinch), not a new press.
	l.ids = ebiten.AppendTouchIDs(l.ids[:0])
	held := false
	for _, id := range l.ids {
		if l.touch && id == l.touchID && inpututil.TouchPressDuration(id) > 1 {
			held = true
		}
	}
	l.touches = inpututil.AppendJustPressedTouchIDs(l.touches[:0])
	if len(l.touches) > 0 && !held {
		l.touchID = l.touches[0]
		l.touch = true
		in.X, in.Y = toUnits(ebiten.TouchPosition(l.touchID))
		in.Pressed, in.Down = true, true
	} else if l.touch {
		if inpututil.IsTouchJustReleased(l.touchID) {
			in.X, in.Y = toUnits(inpututil.TouchPositionInPreviousTick(l.touchID))
			in.Released = true
		} else if x, y := toUnits(ebiten.TouchPosition(l.touchID)); x != 0 || y != 0 {
			in.X, in.Y, in.Down = x, y, true
		} else {
			in.X, in.Y = -1, -1 // no hover on a touch screen
		}
	}
	in.Touch = l.touch
	in.Touches = len(l.ids)
	for _, id := range l.ids {
		if id != l.touchID {
			in.X2, in.Y2 = toUnits(ebiten.TouchPosition(id))
			break
		}
	}
}

// ScriptStep is one scripted action at a tick.
type ScriptStep struct {
	Tick int
	// Click at (X, Y) when Click is set; otherwise only move the pointer
	// there (when X or Y is non-zero). Keys are pressed on the same tick.
	Click bool
	X, Y  int
	Keys  []ebiten.Key
	Shift bool
	Right bool
	Wheel int
	// Text is typed on the tick.
	Text string
	// Touch makes this and every later tick's input a finger's (no
	// hover). Hold puts the finger down on this tick and keeps it down
	// until a step with Lift (a drag: steps in between move it). Second
	// puts a second finger at (X2, Y2) until Lift (a pinch).
	Touch, Hold, Lift, Second bool
	X2, Y2                    int
}

// Script replays scripted input, for tests: a click is a press on its
// tick and a release on the next.
type Script struct {
	Steps  []ScriptStep
	x, y   int
	held   bool
	keys   []ebiten.Key
	touch  bool
	down   bool // a finger held (Hold) until Lift
	second bool
	x2, y2 int
}

func (s *Script) StartTouching() { s.touch = true }

// Read fills in the scripted input for tick.
func (s *Script) Read(tick int, in *Input) {
	s.keys = s.keys[:0]
	*in = Input{}
	if s.held {
		in.Released = true
		s.held = false
	}
	for _, st := range s.Steps {
		if st.Tick != tick {
			continue
		}
		if st.X != 0 || st.Y != 0 {
			s.x, s.y = st.X, st.Y
		}
		if st.Click {
			in.Pressed, in.Down = true, true
			s.held = true
		}
		s.touch = s.touch || st.Touch
		if st.Hold {
			in.Pressed, s.down = true, true
		}
		if st.Second {
			s.second, s.x2, s.y2 = true, st.X2, st.Y2
		}
		if st.Lift {
			in.Released, s.down, s.second = true, false, false
		}
		if st.Right {
			in.RightPressed = true
		}
		s.keys = append(s.keys, st.Keys...)
		in.Chars = append(in.Chars, []rune(st.Text)...)
		in.Shift = in.Shift || st.Shift
		in.Wheel = st.Wheel
	}
	in.X, in.Y = s.x, s.y
	in.Keys = s.keys
	in.Touch = s.touch
	if s.down {
		in.Down = true
		in.Touches = 1
	}
	if s.second {
		in.Touches, in.X2, in.Y2 = 2, s.x2, s.y2
	}
}

// toUnits turns screen pixels into logical units.
func toUnits(x, y int) (int, int) {
	k := sprites.Scale()
	if k == 1 {
		return x, y
	}
	return int(float64(x) / k), int(float64(y) / k)
}

// touching is whether the player's last press was a finger's: words then
// speak of taps and leave out keys a phone does not have.
var touching bool

// Touching reports whether the player's last press was a finger's.
func Touching() bool { return touching }

// SetTouching says whether the last press was a finger's (the App, on
// each press; tests).
func SetTouching(on bool) { touching = on }

// ByHand is the words for the hand in use: tap's for a finger (Touching),
// click's for the mouse.
func ByHand(click, tap string) string {
	if touching {
		return tap
	}
	return click
}

// keyNames are the keys that words name in brackets, " (Enter)".
var keyNames = []string{" (Enter)", " (Backspace)", " (Space)", " (Esc)"}

// WithoutKeys is s without the keys it names in brackets, when a finger
// plays: "Confirm (Enter), or …" becomes "Confirm, or …".
func WithoutKeys(s string) string {
	if !touching {
		return s
	}
	for _, k := range keyNames {
		s = strings.ReplaceAll(s, k, "")
	}
	return s
}

// wake asks the program for a frame soon (Options.Wake; nil in tests): a
// program at rest runs Update only on input and now and then.
var wake func()

// SetWake sets how to ask the program for a frame (Options.Wake).
func SetWake(f func()) { wake = f }

// WakeFrame asks for a frame soon: something changed that no input shows
// (a LAN message, typing in a page's input). Any goroutine may call it.
func WakeFrame() {
	if w := wake; w != nil {
		w()
	}
}
