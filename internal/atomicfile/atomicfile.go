// Package atomicfile writes a file so that it is never seen half-written:
// a temporary file in the same folder, then a rename over the old one. A
// program killed mid-write leaves the old file as it was.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write replaces the file at path with data.
func Write(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
