//go:build js

package play

// CanHost: a page cannot listen for other players; the desktop game or
// outback-cli hosts, and the page joins.
const CanHost = false
