package scenes_test

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"outback/ai"
	"outback/rules"
	"outback/rules/billabong"
	"outback/rules/crossing"
	"outback/scenes"
	bbplay "outback/scenes/billabong"
	"outback/scenes/lang"
	"outback/scenes/launch"
	"outback/scenes/menus"
	"outback/scenes/replay"
	"outback/scenes/scenetest"
	"outback/scenes/ui"
	"outback/sprites"
)

// TestGermanScreens takes golden screenshots of the client in German: the
// title, the new-game screen (Billabong and Down Under options), the
// settings, the rules and the Billabong play screen with a message.
func TestGermanScreens(t *testing.T) {
	defer lang.SetLanguage(lang.English)

	a := germanApp(nil, nil)
	scenetest.RunTicks(a, 3)
	if scenes.Dictionary() == nil {
		t.Fatal("the settings chose German, but the dictionary is not set")
	}
	scenetest.Golden(t, "de-title", scenetest.Screenshot(a))

	for _, g := range []string{"billabong", "downunder"} {
		a = germanApp(nil, func(a *scenes.App) ui.Scene { return menus.NewNewGame(a, g) })
		scenetest.RunTicks(a, 3)
		scenetest.Golden(t, "de-newgame-"+g, scenetest.Screenshot(a))
	}

	a = germanApp(nil, func(a *scenes.App) ui.Scene { return menus.NewSettingsScreen(a, menus.NewTitle(a)) })
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "de-settings", scenetest.Screenshot(a))

	for _, game := range scenes.RulesGames() {
		a = germanApp(nil, func(a *scenes.App) ui.Scene { return menus.NewRulesScreen(a, game, menus.NewTitle(a)) })
		scenetest.RunTicks(a, 60)
		scenetest.Golden(t, "de-rules-"+game, scenetest.Screenshot(a))
	}

	// Billabong: Blue clicks Orange's kangaroo and is told whose it is.
	script := &ui.Script{Steps: []ui.ScriptStep{
		clickSquare(2, 9, 11), // Orange's kangaroo, on Blue's turn
		{Tick: 8, Keys: []ebiten.Key{ebiten.KeyEscape}},
	}}
	a = germanApp(script, func(a *scenes.App) ui.Scene {
		return bbplay.New(a, scenetest.JumpPosition(t, "human", "bot:greedy"))
	})
	scenetest.RunTicks(a, 5)
	var msg string
	scenetest.OnLoop(func() { msg = a.Scene().(*bbplay.Screen).Msg })
	if msg != "Dieses Känguru gehört Orange." {
		t.Errorf("message %q, want it in German", msg)
	}
	scenetest.Golden(t, "de-billabong", scenetest.Screenshot(a))

	// The pause menu over it.
	scenetest.RunTicks(a, 5)
	scenetest.Golden(t, "de-pause", scenetest.Screenshot(a))

	// The end of a game, and the list of finished games.
	m := scenetest.BillabongMatch(t, "bot:greedy", "bot:greedy")
	bots := []ai.Bot{}
	for i := 0; i < 2; i++ {
		b, _ := ai.New("greedy", uint64(i))
		bots = append(bots, b)
	}
	if done, err := ai.PlayOut(m, bots, 3000, scenetest.Clock()); err != nil || !done {
		t.Fatalf("greedy game did not end: %v", err)
	}
	a = germanApp(nil, func(a *scenes.App) ui.Scene { return bbplay.New(a, m) })
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "de-billabong-end", scenetest.Screenshot(a))
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	a = germanApp(nil, func(a *scenes.App) ui.Scene {
		v, err := replay.NewViewer(a, rec)
		if err != nil {
			t.Fatal(err)
		}
		return v
	})
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "de-replay", scenetest.Screenshot(a))
	a = germanApp(nil, func(a *scenes.App) ui.Scene { return replay.NewReplays(a) })
	scenetest.RunTicks(a, 3)
	scenetest.Golden(t, "de-replays", scenetest.Screenshot(a))
}

// TestLangTrErr checks the translation of the rules' refusals.
func TestLangTrErr(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	taken := rules.Illegal("%s is taken", "d4")
	hop := rules.Illegal("hop %d (%s to %s): %v", 2, "d4", "f4", rules.Illegal("the kangaroo jumped over must be exactly halfway: over %s the hop lands on %s", "e4", "f4"))
	other := errors.New("something else")
	lang.SetLanguage(lang.English)
	if got := lang.TrErr(taken); got != "d4 is taken" {
		t.Errorf("English: %q", got)
	}
	lang.SetLanguage(lang.German)
	for _, c := range []struct {
		err  error
		want string
	}{
		{taken, "d4 ist besetzt"},
		{rules.Illegal("the game is over"), "das Spiel ist vorbei"},
		{hop, "Sprung 2 (d4 nach f4): das übersprungene Känguru muss genau in der Mitte stehen: Über e4 landet der Sprung auf f4"},
		{rules.Illegal("%s is taken by seat %d", "N1", 1), "N1 ist schon von Platz 1 besetzt"},
		{rules.Illegal("shift: the marker must go to another path, not the other end of %s", crossing.Path(2)), "Umsetzen: Der Marker muss auf einen anderen Pfad, nicht ans andere Ende von Reihe 3"},
		{rules.Illegal("swap needs two tiles: %s", rules.Illegal("%s is empty", "b2")), "Tauschen braucht zwei Plättchen: b2 ist leer"},
		{other, "something else"},
	} {
		if got := lang.TrErr(c.err); got != c.want {
			t.Errorf("trErr(%q) = %q, want %q", c.err, got, c.want)
		}
	}
	for in, want := range map[string]string{"claim N1": "besetzt N1", "tile devil": "Plättchen Beutelteufel", "d4-f4": "d4-f4", "pass": "passt", "tile claim": "Plättchen Pflichtbesetzung"} {
		if got := lang.NotationText(in); got != want {
			t.Errorf("notationText(%q) = %q, want %q", in, got, want)
		}
	}
	// Every format string keeps its values.
	for en, de := range scenes.GermanWords {
		if strings.Count(en, "%") != strings.Count(de, "%") {
			t.Errorf("%q: German %q has another number of values", en, de)
		}
	}
	// Every reason the rules packages give has a translation with as many
	// verbs as it has values.
	for _, key := range reasonKeys(t) {
		g, ok := scenes.GermanWords[key]
		if !ok {
			t.Errorf("reason %q has no German", key)
			continue
		}
		if strings.Count(key, "%") != strings.Count(g, "%") {
			t.Errorf("reason %q: German %q has another number of values", key, g)
		}
	}
}

// reasonKeys are the keys of every refusal the game packages can give: the
// constant first argument of each rules.Illegal call, and the texts of
// Billabong's hop errors. Keys with %T name programming errors (a move of
// another game) and are not for players.
func reasonKeys(t *testing.T) []string {
	t.Helper()
	var keys []string
	files, _ := filepath.Glob("../rules/*/*.go")
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "Illegal" || len(n.Args) == 0 {
					return true
				}
				lit, ok := n.Args[0].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					t.Errorf("%s: a reason whose key is not a constant string", fset.Position(n.Pos()))
					return true
				}
				key, _ := strconv.Unquote(lit.Value)
				if !strings.Contains(key, "%T") && key != "%v" {
					keys = append(keys, key)
				}
			case *ast.ValueSpec:
				// const errX hopError = "..."
				if id, ok := n.Type.(*ast.Ident); ok && id.Name == "hopError" {
					for _, v := range n.Values {
						if lit, ok := v.(*ast.BasicLit); ok {
							key, _ := strconv.Unquote(lit.Value)
							keys = append(keys, key)
						}
					}
				}
			}
			return true
		})
	}
	if len(keys) < 80 {
		t.Fatalf("only %d reason keys found in the rules packages", len(keys))
	}
	return keys
}

// sameInGerman are UI strings that stay as they are in German: game names,
// words German shares, symbols and format strings without words.
var sameInGerman = map[string]bool{
	"OUTBACK": true, "Billabong": true, "Down Under": true, "Outback Crossing": true,
	"Billabong  ·  Down Under  ·  Outback Crossing": true,
	"English": true, "Deutsch": true, "Normal": true, "Pause": true, "auto": true,
	"Orange": true, "Dingo": true, "Wombat": true, "Joker": true, "Emu": true,
	"%d %s: %d": true,
}

// notUIText are literals in the scenes that are never shown: keys, names of
// scenes, files and options, the tests' status lines.
var notUIText = map[string]bool{
	"human": true, "bot:": true, "bot:greedy": true, "greedy": true, "js": true,
	"billabong": false, // drawn as a card kind: must be in the dictionary
	"downunder": true, "crossing": true, "newgame": true, "settings": true, "pause": true, "title": true, "replays": true,
	"special": true, "oneEnd": true, "twoRoutes": true, "oneCardPerTurn": true, "fixedArea": true,
	"setup": true, "deal": true, "draw": true, "flip": true, "discard": true, "place": true, "keep": true,
	"claim": true, "swap": true, "move": true, "remove": true, "shift": true,
	"name": true, "url": true, // the page's input's kinds of field
	"mine": true, "open": true, "watch": true, "server.txt": true, // Play online's sections, its file
	"hand ":                  true,                             // a tap's name for tests (outbackMoveTaps), never drawn
	"Seat %d: previous kind": true, "Seat %d: next kind": true, // the names of a seat's ‹ and › in the list of taps (App.Taps), never drawn
	"%s: previous choice": true, "%s: next choice": true, // the names of an option's ‹ and › in the list of taps, never drawn
	" (Enter)": true, " (Backspace)": true, " (Space)": true, " (Esc)": true, // taken out of words, never drawn alone
}

// globs lists the files matching any of the patterns.
func globs(patterns ...string) ([]string, error) {
	var all []string
	for _, p := range patterns {
		files, err := filepath.Glob(p)
		if err != nil {
			return nil, err
		}
		all = append(all, files...)
	}
	return all, nil
}

// TestLangDictionaryCoversUIStrings walks the scenes' source (the games'
// screens included) and lists the
// string literals that look like text for people and have no German entry.
func TestLangDictionaryCoversUIStrings(t *testing.T) {
	// Every package of the client's screens: the root, the toolkit, the
	// menus, LAN, replay and play screens and the games' screens (the
	// program's start and the tests' helpers draw no words).
	files, err := globs("*.go", "*/*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = slices.DeleteFunc(files, func(name string) bool {
		dir := filepath.Dir(name)
		return dir == "launch" || dir == "scenetest"
	})
	skipFile := map[string]bool{"lang.go": true, "lang_de.go": true, "share_js.go": true, "store_js.go": true, "pagefield_js.go": true,
		"store.go": true, "audio_linux.go": true, "audio_other.go": true, "share_other.go": true, "lansession.go": true}
	missing := map[string][]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || skipFile[filepath.Base(name)] {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, lit := range uiLiterals(f) {
			s, err := strconv.Unquote(lit.Value)
			if err != nil || !looksLikeUIText(s) || sameInGerman[s] || notUIText[s] {
				continue
			}
			if _, ok := scenes.GermanWords[s]; !ok {
				missing[s] = append(missing[s], fset.Position(lit.Pos()).String())
			}
		}
	}
	if len(missing) > 0 {
		var lines []string
		for s, where := range missing {
			lines = append(lines, strconv.Quote(s)+"  ("+where[0]+")")
		}
		sort.Strings(lines)
		t.Errorf("%d strings have no German entry in lang_de.go:\n%s", len(lines), strings.Join(lines, "\n"))
	}
}

// uiLiterals are the string literals of f outside places that never hold
// text for people: imports, struct tags, comparisons and case labels,
// errors, Status and Name methods, calls into strings, strconv and stores.
func uiLiterals(f *ast.File) []*ast.BasicLit {
	var out []*ast.BasicLit
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ImportSpec, *ast.Field, *ast.IndexExpr:
			return false
		case *ast.CaseClause:
			for _, st := range n.Body {
				ast.Inspect(st, visit)
			}
			return false
		case *ast.FuncDecl:
			if n.Name.Name == "Status" || n.Name.Name == "Name" || n.Name.Name == "String" {
				return false
			}
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				return false
			}
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok {
					switch pkg.Name {
					case "errors", "strings", "strconv", "filepath":
						return false
					case "fmt":
						if sel.Sel.Name == "Errorf" {
							return false
						}
					}
				}
				switch sel.Sel.Name {
				case "Read", "Write", "Rename", "Remove", "List", "Format":
					// Store files; time layouts (a translated layout goes through T).
					for _, a := range n.Args {
						ast.Inspect(a, visitCallsOfT(&out))
					}
					return false
				}
			}
		case *ast.KeyValueExpr:
			if _, ok := n.Key.(*ast.BasicLit); ok {
				ast.Inspect(n.Value, visit)
				return false
			}
		case *ast.BasicLit:
			if n.Kind == token.STRING {
				out = append(out, n)
			}
		}
		return true
	}
	ast.Inspect(f, visit)
	return out
}

// visitCallsOfT collects the literals given to T.
func visitCallsOfT(out *[]*ast.BasicLit) func(ast.Node) bool {
	return func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			fun := c.Fun
			if sel, ok := fun.(*ast.SelectorExpr); ok {
				fun = sel.Sel // lang.T
			}
			if id, ok := fun.(*ast.Ident); ok && id.Name == "T" {
				for _, a := range c.Args {
					if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						*out = append(*out, lit)
					}
				}
			}
		}
		return true
	}
}

// looksLikeUIText is a string with a word in it (two letters in a row),
// not a file name or a key=value status.
func looksLikeUIText(s string) bool {
	if strings.ContainsAny(s, "=;") || strings.HasSuffix(s, ".json") || strings.HasSuffix(s, ".outback") ||
		strings.HasPrefix(s, "games/") || strings.HasPrefix(s, "damaged/") || strings.HasPrefix(s, "json:") {
		return false
	}
	run := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			run++
			if run >= 2 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// TestGermanFrameAllocs checks that drawing in German allocates no more per
// frame than in English (translations are looked up, not built).
func TestGermanFrameAllocs(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	perFrame := func(german bool) uint64 {
		start := func(a *scenes.App) ui.Scene {
			m := scenetest.BillabongMatch(nil, "human", "human")
			sqs := [][2]int{{9, 10}, {9, 11}, {11, 8}, {9, 13}, {12, 14}, {13, 9}, {8, 15}, {11, 11}, {13, 15}, {12, 12}}
			for _, sq := range sqs {
				m.Play(billabong.PlaceMove(billabong.Sq(sq[0], sq[1])), 0)
			}
			return bbplay.New(a, m)
		}
		var a *scenes.App
		if german {
			a = germanApp(nil, start)
		} else {
			a = newTestApp(nil, start)
		}
		var allocs uint64
		scenetest.OnLoop(func() {
			screen := ebiten.NewImage(ui.ScreenW, ui.ScreenH)
			defer screen.Deallocate()
			for i := 0; i < 30; i++ {
				a.Update()
				a.Draw(screen)
			}
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			for i := 0; i < 20; i++ {
				a.Update()
				a.Draw(screen)
			}
			runtime.ReadMemStats(&m1)
			allocs = (m1.Mallocs - m0.Mallocs) / 20
		})
		return allocs
	}
	en := perFrame(false)
	de := perFrame(true)
	t.Logf("allocs/frame: English %d, German %d", en, de)
	if de > en+1 {
		t.Errorf("German frames allocate %d times, English %d", de, en)
	}
}

// Switching the language mid-game changes every text of the play screen at
// once: the seats' kinds, the move log, the message line, the banner (and
// in a replay the whole recorded log).
func TestLanguageSwitchMidGame(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	for _, g := range []string{"billabong", "downunder", "crossing"} {
		t.Run(g, func(t *testing.T) {
			lang.SetLanguage(lang.German)
			m := scenetest.Match(t, g, 7, "", "human", "bot:greedy")
			var open func(a *scenes.App) ui.Scene
			for _, p := range launch.Plays {
				if p.Game == g {
					open = func(a *scenes.App) ui.Scene { return p.Open(a, m) }
				}
			}
			a := newTestApp(&ui.Script{Steps: []ui.ScriptStep{{Tick: 40, Keys: []ebiten.Key{ebiten.KeyU}}, {Tick: 42, Keys: []ebiten.Key{ebiten.KeyU}}}}, open)
			scenetest.OnLoop(func() {
				a.Settings().Language = lang.German
				lang.SetLanguage(lang.German)
			})
			scenetest.RunTicks(a, 45)
			pc := scenes.PlayOf(a.Scene())
			var kind, msg string
			scenetest.OnLoop(func() { kind, msg = pc.Kinds[1], pc.Msg })
			if kind != "Computer · Gierig" || (msg == "" && g != "crossing") {
				t.Fatalf("in German: kind %q, message %q", kind, msg)
			}
			hadMsg := msg != ""
			scenetest.OnLoop(func() {
				a.Settings().Language = lang.English
				lang.SetLanguage(lang.English)
			})
			scenetest.RunTicks(a, 2)
			scenetest.OnLoop(func() {
				kind, msg = pc.Kinds[1], pc.Msg
				if kind != "computer · Greedy" {
					t.Errorf("the seat still says %q", kind)
				}
				if hadMsg && msg != "There is no move of yours to take back." {
					t.Errorf("the message still says %q", msg)
				}
				st := m.Initial()
				for i, p := range m.History() {
					// Outback Crossing writes its deals in words: the
					// viewer's own tile named, the others' face down.
					if want := st.MoveText(p.Move); pc.Log[i].Text != want && !strings.Contains(pc.Log[i].Text, "face down") && !strings.HasPrefix(pc.Log[i].Text, "deal ") {
						t.Errorf("log entry %d says %q, want %q", i+1, pc.Log[i].Text, want)
					}
					st.Apply(p.Move)
				}
			})
		})
	}
}

// Every text the game has words for, in English and German, is drawn
// with glyphs the font has: the replay's how-to named its buttons "◀ and
// ▶", which came out as empty boxes.
func TestTextsHaveGlyphs(t *testing.T) {
	for _, s := range scenes.GermanTexts() {
		if miss := sprites.Missing(s); len(miss) > 0 {
			t.Errorf("%q: the font has no glyph for %q", s, string(miss))
		}
	}
}

// A hint is advice: in German the log's verb ("besetzt O2": Blue claims
// O2) becomes an infinitive at the end of its part ("O2 besetzen"); in
// English the notation's verb already reads as advice.
func TestGermanHintGivesAdvice(t *testing.T) {
	defer lang.SetLanguage(lang.English)
	lang.SetLanguage(lang.English)
	if got := scenes.HintText(lang.NotationText("claim E2")); got != "claim E2" {
		t.Errorf("English: %q", got)
	}
	lang.SetLanguage(lang.German)
	for notation, want := range map[string]string{
		"claim E2":    "O2 besetzen",
		"draw":        "ziehen",
		"keep":        "behalten",
		"place b2":    "b2 legen",
		"swap a1 c3":  "a1 c3 tauschen",
		"pass":        "passen",
		"reserve c4":  "Reserve c4",
		"shift W2 E4": "Marker W2 O4",
	} {
		if got := scenes.HintText(lang.NotationText(notation)); got != want {
			t.Errorf("%s: %q, want %q", notation, got, want)
		}
	}
	if got := scenes.HintText("entfernt d4 · Wombat"); got != "d4 entfernen · Wombat" {
		t.Errorf("remove: %q", got)
	}
}
