//go:build js

package launch

// onRest: a page at rest already skips drawing, and its frames are the
// browser's animation frames, which a hidden tab does not get.
var onRest func(resting bool)

// wakeUp: a page is never asleep.
var wakeUp func()
