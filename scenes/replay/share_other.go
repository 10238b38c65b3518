//go:build !js

package replay

import "errors"

// canShare says whether this build can share replays as links: only the
// browser has an address to put a replay in.
const canShare = false

func shareRecord([]byte) (string, error) {
	return "", errors.New("sharing a replay as a link works in the browser")
}

// chooseFile is the browser's file dialog; on the desktop, replay files are
// dropped on the window instead.
func chooseFile() {}

func ChosenFile() []byte { return nil }
