//go:build !js

package scenes_test

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/scenes"
	"outback/scenes/lang"
	"outback/scenes/launch"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
)

// switchApp is a test app in language lang (its saved settings), with a
// store of its own (saved: an unfinished game behind Continue).
func switchApp(script *ui.Script, lang string, saved []byte, start func(a *scenes.App) ui.Scene) *scenes.App {
	store := ui.NewMemStore()
	store.Files[scenes.SettingsName] = []byte(fmt.Sprintf(`{"version": 1, "coords": true, "animSpeed": 2, "sound": false, "language": %q}`, lang))
	if saved != nil {
		store.Files[scenes.AutosaveName] = saved
	}
	return scenes.NewApp(scenes.Options{Source: script, Store: store, Start: start, Now: scenetest.Clock, Silent: true, Plays: launch.Plays, LANAddr: "127.0.0.1:0"})
}

// switchMatch is a match of game, Blue a person and Orange the Easy
// computer, some moves in and at Blue's decision.
func switchMatch(t *testing.T, game string, moves int) *rules.Match {
	m := scenetest.Match(t, game, 5, "", "human", "bot:easy")
	if _, err := ai.PlayOut(m, scenetest.GreedyBots(2), moves, scenetest.Clock()); err != nil {
		t.Fatal(err)
	}
	bots := scenetest.GreedyBots(2)
	for m.State().ToMove() != 0 {
		var err error
		if m.State().ToMove() == rules.Chance {
			_, _, err = m.PlayChance(scenetest.Clock())
		} else {
			to := m.State().ToMove()
			_, err = m.Play(ai.Think(bots[to], m.State().View(to), to), scenetest.Clock())
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func playOf(game string, m *rules.Match) func(a *scenes.App) ui.Scene {
	for _, p := range launch.Plays {
		if p.Game == game {
			return func(a *scenes.App) ui.Scene { return p.Open(a, m) }
		}
	}
	return nil
}

// pixelsDiffer counts the pixels of a and b that differ by more than a few
// levels (antialiasing noise).
func pixelsDiffer(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		for c := 0; c < 3; c++ {
			d := int(a.Pix[i+c]) - int(b.Pix[i+c])
			if d > 3 || d < -3 {
				n++
				break
			}
		}
	}
	return n
}

// switchScript drives an app through the language switch as a player
// does: the pause menu, Settings, L (only when toggle), back to the menu;
// shot takes the frames to compare: behind the menu, and the game again.
func switchScript(tb testing.TB, a *scenes.App, script *ui.Script, toggle bool, shot func(name string)) {
	scenetest.RunTicks(a, 30)
	scenetest.Press(a, script, 5, ebiten.KeyEscape)
	x, y := menuButton(tb, a, "Settings")
	click(a, script, x, y)
	scenetest.RunTicks(a, 20)
	if toggle {
		scenetest.Press(a, script, 3, ebiten.KeyL)
	} else {
		scenetest.RunTicks(a, 3)
	}
	scenetest.Press(a, script, 20, ebiten.KeyEscape) // back to the menu
	shot("menu")
	scenetest.Press(a, script, 20, ebiten.KeyEscape) // back to the game
	shot("game")
}

// Switching the language mid-game leaves no text behind: on every screen,
// the frame after switching equals the frame of the same state opened in
// that language — the play screens with their counters, captions and move
// logs, the menu over them, and the title's Continue.
func TestLanguageSwitchLeavesNoTextBehind(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	cases := []struct {
		game  string
		moves int
	}{
		{"billabong", 14}, {"downunder", 9}, {"crossing", 9}, {"crossing", 30},
	}
	for _, c := range cases {
		for _, langs := range [][2]string{{lang.German, lang.English}, {lang.English, lang.German}} {
			name := fmt.Sprintf("%s-%d-%s-to-%s", c.game, c.moves, langs[0], langs[1])
			t.Run(name, func(t *testing.T) {
				shots := map[string]*image.RGBA{}
				sa := &ui.Script{}
				a := switchApp(sa, langs[0], nil, playOf(c.game, switchMatch(t, c.game, c.moves)))
				switchScript(t, a, sa, true, func(n string) { shots["switched-"+n] = scenetest.Screenshot(a) })
				sb := &ui.Script{}
				b := switchApp(sb, langs[1], nil, playOf(c.game, switchMatch(t, c.game, c.moves)))
				switchScript(t, b, sb, false, func(n string) { shots["opened-"+n] = scenetest.Screenshot(b) })
				for _, n := range []string{"menu", "game"} {
					if d := pixelsDiffer(shots["switched-"+n], shots["opened-"+n]); d > 0 {
						scenetest.Save(t, name+"-"+n+"-switched", shots["switched-"+n])
						scenetest.Save(t, name+"-"+n+"-opened", shots["opened-"+n])
						t.Errorf("%s: %d pixels differ between the frame after switching and the frame opened in %s (testdata/out/%s-%s-*.png)", n, d, langs[1], name, n)
					}
				}
			})
		}
	}
}

// The title's Continue names the saved game in the language switched to in
// the settings opened from the title.
func TestLanguageSwitchOnTheTitle(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	rec, err := switchMatch(t, "crossing", 9).Record()
	if err != nil {
		t.Fatal(err)
	}
	saved, _ := rec.Encode()
	for _, langs := range [][2]string{{lang.German, lang.English}, {lang.English, lang.German}} {
		t.Run(langs[0]+"-to-"+langs[1], func(t *testing.T) {
			run := func(lang string, toggle bool) *image.RGBA {
				script := &ui.Script{}
				a := switchApp(script, lang, saved, nil)
				scenetest.RunTicks(a, 10)
				if a.SceneName() != "title" {
					t.Fatalf("the app opened %q", a.SceneName())
				}
				clickMenu(t, a, script, "Settings")
				scenetest.RunTicks(a, 20)
				if a.SceneName() != "settings" {
					t.Fatalf("Settings opened %q", a.SceneName())
				}
				if toggle {
					scenetest.Press(a, script, 3, ebiten.KeyL)
				} else {
					scenetest.RunTicks(a, 3)
				}
				scenetest.Press(a, script, 20, ebiten.KeyEscape)
				if a.SceneName() != "title" {
					t.Fatalf("Back from the settings opened %q", a.SceneName())
				}
				return scenetest.Screenshot(a)
			}
			switched := run(langs[0], true)
			opened := run(langs[1], false)
			if d := pixelsDiffer(switched, opened); d > 0 {
				name := "title-" + langs[0] + "-to-" + langs[1]
				scenetest.Save(t, name+"-switched", switched)
				scenetest.Save(t, name+"-opened", opened)
				t.Errorf("%d pixels differ between the title after switching and the title opened in %s (testdata/out/%s-*.png)", d, langs[1], name)
			}
		})
	}
}
