package ui

// App is what every screen asks of the program around it (the App),
// the way the scenes of Ebitengine's examples/blocks see their manager
// and not the game: the scene shown and the way to another, the clock,
// the player's settings, sound and the store. Screens hold it, never the
// App's type, so they can live in packages below the App.
type App interface {
	// Switch moves to another scene with a fade; SwitchNow replaces the
	// scene at once (overlays such as the pause menu).
	Switch(s Scene)
	SwitchNow(s Scene)
	// Scene is the scene shown now.
	Scene() Scene
	// Tick is the number of updates so far; PulseTick the clock of gentle
	// motion (0 while the picture rests).
	Tick() int
	PulseTick() int
	// Now is the clock of move timestamps, in Unix milliseconds.
	Now() int64
	// MotionTick is the clock of animations, in ticks of a sixtieth of a
	// second (tween.Pace): the wall clock's in the window and the page,
	// the updates counted where the App has no clock (tests).
	MotionTick() int
	// Settings are the player's preferences; SaveSettings keeps them
	// after a change.
	Settings() *Settings
	SaveSettings()
	// Sfx plays a sound (assets' names), as the settings allow.
	Sfx(name string)
	// Store keeps the client's files.
	Store() Store
}
