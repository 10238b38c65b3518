package scenes

import (
	"io/fs"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/rules"
	"outback/scenes/lan"
	"outback/scenes/lang"
	"outback/scenes/menus"
	"outback/scenes/play"
	"outback/scenes/replay"
	"outback/scenes/sound"
	"outback/scenes/ui"
	"outback/sprites"
)

// App is the ebiten.Game: it reads input once per tick and hands it to
// the scene manager.
type App struct {
	settings ui.Settings
	// now is the clock used for move timestamps (tests fix it); clock the
	// one animations run on (nil: updates counted).
	now   func() int64
	clock func() time.Duration

	tick    int
	quit    bool
	onFrame func(a *App)
	onRest  func(resting bool)
	store   ui.Store
	saveErr error
	// unsaved is a game whose save waits for the first frame (saveGame).
	unsaved *rules.Match
	silent  bool
	sound   sound.Player
	src     ui.Source
	in      ui.Input
	scenes  manager
	plays   []PlayScreen
	// lan is the LAN game joined or hosted from here, if any.
	lan play.LAN
	// lanAddr is where a game hosted from this window listens.
	lanAddr string
	// standby is where this window would host the LAN game it joined,
	// should the game's host go away (a desktop window only): its address
	// is offered to the host, who tells everyone the succession.
	standby standby
	// lanSessionSaved is the LAN session last written (lan.session).
	lanSessionSaved string
	// announceAddr is where a hosted game is announced, discoverAddr where
	// the Join screen listens for announcements.
	announceAddr, discoverAddr string
	// gestured: the player has clicked, tapped or typed (see
	// soundNeedsGesture).
	gestured bool
	// rest decides whether a frame needs drawing (rest.go).
	rest restState
	// measured is the scene whose drawing the layout metrics gather.
	measured ui.Scene
}

// Options configure a new App.
type Options struct {
	// Source of input; nil means the live mouse, touch and keyboard.
	Source ui.Source
	// Start builds the first scene; nil means the title screen.
	Start func(a *App) ui.Scene
	// Now overrides the clock.
	Now func() int64
	// Clock is the time since any start that animations run on
	// (MotionTick); nil counts updates instead (tests: one tick an update,
	// whatever the machine's speed).
	Clock func() time.Duration
	// LANAddr is where a game hosted from the window listens for players
	// (default ":8467", every interface; tests use 127.0.0.1:0).
	LANAddr string
	// AnnounceAddr is where a game hosted from the window is announced
	// (default: broadcast to the LAN), and DiscoverAddr where the Join
	// screen listens for announcements (default: every interface). Tests
	// keep both on loopback.
	AnnounceAddr, DiscoverAddr string
	// Store keeps the autosave; nil keeps nothing (tests).
	Store ui.Store
	// Silent never opens the audio device (tests).
	Silent bool
	// OnFrame, if set, is called after every Draw (the browser page uses it
	// to hide its loading indicator and publish the scene's status).
	OnFrame func(a *App)
	// TouchScreen: the device's main pointer is a finger (a phone, a
	// tablet), so words speak of taps before the first one.
	TouchScreen bool
	// Wake, if set, asks for a frame soon: the window at rest calls
	// Update only on input and now and then, and a LAN message wakes it
	// at once (called from any goroutine).
	Wake func()
	// OnRest, if set, is called when the picture settles (true: nothing
	// has moved for a while) and when it comes alive again (false); the
	// window uses it to stop waking for frames at rest (rest.go).
	OnRest func(resting bool)
	// Plays are the games' play screens, in menu order.
	Plays []PlayScreen
}

// NewApp makes the game.
func NewApp(o Options) *App {
	ui.SetTouching(o.TouchScreen) // until the next press says
	if o.Wake != nil {
		ui.SetWake(o.Wake)
	}
	a := &App{settings: ui.Settings{Coords: true, AnimSpeed: 2, Sound: true, Volume: 7, Language: lang.English}, src: o.Source, now: o.Now, clock: o.Clock, onFrame: o.OnFrame, onRest: o.OnRest, store: o.Store, silent: o.Silent, plays: o.Plays, lanAddr: o.LANAddr}
	if a.lanAddr == "" {
		a.lanAddr = ":8467"
	}
	a.announceAddr, a.discoverAddr = o.AnnounceAddr, o.DiscoverAddr
	if a.announceAddr == "" {
		a.announceAddr = lan.LANBroadcast
	}
	if a.discoverAddr == "" {
		a.discoverAddr = lan.LANListen
	}
	if a.src == nil {
		a.src = &ui.Live{}
	}
	if s, ok := a.src.(interface{ StartTouching() }); ok && o.TouchScreen {
		// A finger's screen has no hover from the first frame: the words
		// and pictures for taps (no key numbers on the cards) before any tap.
		s.StartTouching()
	}
	if a.now == nil {
		a.now = func() int64 { return time.Now().UnixMilli() }
	}
	settingsErr := a.loadSettings()
	lang.SetLanguage(a.Settings().Language)
	start := o.Start
	if start == nil {
		start = func(a *App) ui.Scene { return menus.NewTitle(a) }
	}
	a.scenes.cur = start(a)
	if t, ok := a.scenes.cur.(*menus.Title); ok && settingsErr != nil && t.Notice() == "" {
		t.SetNotice(settingsErr.Error())
	}
	return a
}

// Settings are the player's preferences, for the screens to read and
// change (SaveSettings keeps them).
func (a *App) Settings() *ui.Settings { return &a.settings }

// Now is the clock of move timestamps, in Unix milliseconds.
func (a *App) Now() int64 { return a.now() }

// Store keeps the client's files: the autosave, settings, finished games.
func (a *App) Store() ui.Store { return a.store }

// The App is what screens ask of it.
var _ ui.App = (*App)(nil)

// LAN is the LAN game of this window.
func (a *App) LAN() *play.LAN { return &a.lan }

// Sfx plays a sound if sound is on.
func (a *App) Sfx(name string) {
	if a.silent || !a.Settings().Sound || a.Settings().Volume <= 0 || (sound.NeedsGesture && !a.gestured) {
		return
	}
	a.sound.Play(name, a.Settings().Volume, uint64(a.Now()))
}

// Tick is the number of updates so far.
func (a *App) Tick() int { return a.tick }

// MotionTick is the clock of animations, in sixtieths of a second: the
// Clock option's, or the updates counted without one.
func (a *App) MotionTick() int {
	if a.clock == nil {
		return a.tick
	}
	return int(a.clock() * 60 / time.Second)
}

// Switch moves to another scene with a fade.
func (a *App) Switch(s ui.Scene) { a.scenes.switchTo(s) }

// SwitchNow replaces the scene at once (for overlays such as the pause menu).
func (a *App) SwitchNow(s ui.Scene) {
	leaving(a.scenes.cur, s)
	a.scenes.cur, a.scenes.next, a.scenes.out, a.scenes.in = s, nil, 0, 0
}

// Scene is the scene shown now.
func (a *App) Scene() ui.Scene { return a.scenes.cur }

// SceneName names the current scene.
func (a *App) SceneName() string {
	if n, ok := a.scenes.cur.(ui.Named); ok {
		return n.Name()
	}
	return ""
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	a.src.Read(a.tick, &a.in)
	a.tick++
	a.gestured = a.gestured || a.in.Released || len(a.in.Keys) > 0
	if a.in.Pressed {
		ui.SetTouching(a.in.Touch)
	}
	if files := ebiten.DroppedFiles(); files != nil {
		a.dropped(files)
	}
	if data := replay.ChosenFile(); data != nil {
		a.openDropped(data)
	}
	if a.in.Key(ebiten.KeyF11) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	a.saveLater()
	a.scenes.update(&a.in)
	a.noteTick()
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	if !a.mustDraw(screen) {
		if a.onFrame != nil {
			a.onFrame(a)
		}
		return // the picture on screen is still right
	}
	a.measureFrom(a.scenes.cur)
	sprites.ResetTaps() // the controls drawn are this frame's (taps.go)
	if pc := a.playing(); pc != nil {
		pc.ForgetLogRows()
	}
	a.scenes.draw(screen)
	if r, ok := a.scenes.cur.(play.Replayable); ok {
		r.Core().DrawLogSheet(screen)
		r.Core().DrawUndoQuestion(screen) // over every game's board
		r.Core().DrawHosting(screen)
	}
	ui.FrameDrawn()
	if a.onFrame != nil {
		a.onFrame(a)
	}
}

// Status is a short machine-readable description of the current scene, for
// tests and the browser page ("scene=play:billabong;...").
func (a *App) Status() string {
	s := "tick=" + strconv.Itoa(a.tick) + ";lang=" + a.Settings().Language + ";contrast=" + strconv.FormatBool(a.Settings().HighContrast) + ";scene=" + a.SceneName()
	if st, ok := a.scenes.cur.(interface{ Status() string }); ok {
		s += ";" + st.Status()
	}
	if r, ok := a.scenes.cur.(play.Replayable); ok && r.Core().HostPanel.Open {
		s += ";hostpanel=open"
	}
	if pc := a.playing(); pc != nil {
		if pc.Sheet.Open {
			s += ";logsheet=open"
		}
		switch {
		case pc.Hinting():
			s += ";hint=thinking"
		case pc.Hint() != nil:
			s += ";hint=shown"
		}
	}
	if ui.Touching() {
		s += ";touch=true" // the words speak of taps
	}
	return s
}

// playing is the play screen shown now, also under the replay viewer
// (nil: none).
func (a *App) playing() *play.Play {
	switch sc := a.scenes.cur.(type) {
	case play.Replayable:
		return sc.Core()
	case *replay.Viewer:
		return sc.Play()
	}
	return nil
}

// Layout implements ebiten.Game: the logical screen follows the outside
// (screen.go); on a high-density display the screen has sprites.Scale()
// pixels a unit, so the picture stays crisp.
func (a *App) Layout(ow, oh int) (int, int) {
	w, h, u := ui.FitScreen(float64(ow), float64(oh))
	if w != ui.ViewW || h != ui.ViewH {
		a.rest.dirty = true
	}
	ui.SetScreen(w, h, u)
	k := sprites.Scale()
	return int(float64(ui.ViewW) * k), int(float64(ui.ViewH) * k)
}

// dropped opens the first file dropped on the window.
func (a *App) dropped(files fs.FS) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil || len(entries) == 0 {
		return
	}
	data, err := fs.ReadFile(files, entries[0].Name())
	if err != nil {
		return
	}
	a.openDropped(data)
}
