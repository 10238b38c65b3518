package atomicfile_test

import (
	"os"
	"path/filepath"
	"testing"

	"outback/internal/atomicfile"
)

// Write replaces a file whole and leaves no temporary file behind; a
// folder that does not exist is an error, and the old file stays.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "game.outback")
	for _, data := range []string{"first", "second, longer"} {
		if err := atomicfile.Write(p, []byte(data)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(p); string(got) != data {
			t.Errorf("read %q, want %q", got, data)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the folder, want 1", len(entries))
	}
	if err := atomicfile.Write(filepath.Join(dir, "missing", "x"), []byte("x")); err == nil {
		t.Error("wrote into a folder that does not exist")
	}
}
