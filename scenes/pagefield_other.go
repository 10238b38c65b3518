//go:build !js

package scenes

// A window's keyboard is its own: no page input to lay over a text field
// (pagefield_js.go).

func pageField(Rect, string, string) {}

func pageTyped() (text string, changed, enter, escape, focused bool) { return }

func pageFieldDone() {}

func pageFieldHide() {}
