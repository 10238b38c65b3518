//go:build !js

package play

// CanHost: the window can host a LAN game (a page cannot listen).
const CanHost = true
