// Package wasm holds the browser page (index.html) and, in its tests, the
// check that the browser build loads, draws and takes clicks in headless
// Chromium. The build output goes to wasm/build (git-ignored).
package wasm
