//go:build linux && !android

package sound

import (
	"os"
	"strings"
)

// audioAvailable says whether this machine has a sound card. Ebitengine
// ends the game when its audio device cannot be opened, so on a machine
// without one (a server, a container) the game stays silent instead.
func audioAvailable() bool {
	data, err := os.ReadFile("/proc/asound/cards")
	return err == nil && !strings.Contains(string(data), "no soundcards") && strings.TrimSpace(string(data)) != ""
}
