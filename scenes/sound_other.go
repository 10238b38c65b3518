//go:build !linux || android

package scenes

// audioAvailable: elsewhere the platform always has an audio output.
func audioAvailable() bool { return true }
