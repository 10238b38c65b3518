//go:build !js

package scenes

// soundNeedsGesture: a desktop window may make sound at once.
const soundNeedsGesture = false
