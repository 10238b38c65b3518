//go:build !js

package wasm

import (
	"os"
	"path/filepath"
	"testing"
)

// gzipBudget is the browser build's compressed size budget (DESIGN §7):
// what a browser without brotli downloads.
const gzipBudget = 4096 << 10

// The browser build, as make wasm makes and every server sends it, fits its
// budget (with brotli, which browsers prefer, it is smaller still).
func TestBuildSize(t *testing.T) {
	site := buildSite(t)
	size := func(name string) int64 {
		fi, err := os.Stat(filepath.Join(site, name))
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	gz, br := size("outback.wasm.gz"), size("outback.wasm.br")
	t.Logf("outback.wasm: %d KiB gzip, %d KiB brotli", gz>>10, br>>10)
	if gz > gzipBudget {
		t.Errorf("the browser build is %d KiB gzipped, over its %d KiB budget", gz>>10, gzipBudget>>10)
	}
	if br > gz {
		t.Errorf("the brotli copy (%d KiB) is larger than the gzip one (%d KiB)", br>>10, gz>>10)
	}
}
