//go:build js

package replay

import (
	"encoding/base64"
	"syscall/js"

	"outback/scenes/ui"
)

// canShare says whether this build can share replays as links.
const canShare = true

// shareRecord puts the Record into the page address's fragment (no server
// needed: the link carries the whole game) and copies the link to the
// clipboard when the browser allows it.
func shareRecord(data []byte) (string, error) {
	loc := js.Global().Get("location")
	url := loc.Get("origin").String() + loc.Get("pathname").String() + "#replay=" + base64.RawURLEncoding.EncodeToString(data)
	js.Global().Get("history").Call("replaceState", nil, "", url)
	if cb := js.Global().Get("navigator").Get("clipboard"); cb.Truthy() {
		cb.Call("writeText", url)
	}
	return url, nil
}

// chosen carries a file the player picked in the browser's file dialog to
// the game loop (the dialog's callback runs outside it).
var chosen = make(chan []byte, 1)

// chooseFile opens the browser's file dialog for a replay file.
func chooseFile() {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", ".outback")
	var onChange js.Func
	onChange = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer onChange.Release()
		files := input.Get("files")
		if files.Length() == 0 {
			return nil
		}
		files.Index(0).Call("arrayBuffer").Call("then", js.FuncOf(func(this js.Value, args []js.Value) any {
			buf := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, buf.Length())
			js.CopyBytesToGo(data, buf)
			select {
			case chosen <- data:
			default:
			}
			ui.WakeFrame() // the page may be at rest
			return nil
		}))
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("click")
}

// ChosenFile returns a file picked in the dialog, if one arrived.
func ChosenFile() []byte {
	select {
	case data := <-chosen:
		return data
	default:
		return nil
	}
}
