// Package ui is the client's toolkit: what every screen is built from, and
// no screen itself. It holds the Scene interface the scene manager shows;
// the input snapshot read once a tick (Input) from the live mouse, touch
// and keyboard or a test's Script; the logical screen's size (ViewW×ViewH,
// Tall, Narrow, Sized); rectangles to lay a screen out with (Rect);
// buttons, steppers and panels (widgets.go); keyboard focus (KeyFocus);
// scrolling (Scroll); the browser page's text fields (pagefield_*.go);
// and places to tap (TapPoint).
//
// ui imports only sprites and Ebitengine: the screens above it
// (scenes/menus, the LAN, replay and play screens, the games' screens) and
// the App at scenes/ use it; it never names them.
package ui
