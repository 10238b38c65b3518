//go:build js

package sound

// NeedsGesture: a browser lets a page make sound only after the
// player has clicked, tapped or typed on it. Ebitengine's audio context,
// made before that, hooks those events to start itself and then trips on
// its own released callbacks ("call to released function" in the
// console), so no sound is made until the first gesture.
const NeedsGesture = true
