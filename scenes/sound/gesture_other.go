//go:build !js

package sound

// NeedsGesture: a desktop window may make sound at once.
const NeedsGesture = false
