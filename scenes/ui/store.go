package ui

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"outback/internal/atomicfile"
)

// Store keeps the client's files: the autosave, settings and finished
// games. On the desktop it is a folder under the user's config directory;
// in the browser, localStorage (store_js.go). Tests use a MemStore.
type Store interface {
	// Read returns a file's contents; a missing file is os.ErrNotExist.
	Read(name string) ([]byte, error)
	// Write replaces a file atomically: a reader sees the old or the new
	// contents, never a mix.
	Write(name string, data []byte) error
	// Rename moves a file aside (a corrupt save is kept, not deleted).
	Rename(from, to string) error
	Remove(name string) error
	// List names the files whose names start with prefix, sorted.
	List(prefix string) ([]string, error)
}

// DirStore is a Store in a folder.
type DirStore struct{ Dir string }

// DefaultStore is the desktop store under os.UserConfigDir()/outback.
func DefaultStore() (Store, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, err
	}
	return &DirStore{Dir: filepath.Join(dir, "outback")}, nil
}

func (s *DirStore) path(name string) string { return filepath.Join(s.Dir, filepath.FromSlash(name)) }

// Read implements Store.
func (s *DirStore) Read(name string) ([]byte, error) { return os.ReadFile(s.path(name)) }

// Write implements Store: a temporary file, then a rename.
func (s *DirStore) Write(name string, data []byte) error {
	p := s.path(name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(p, data)
}

// Rename implements Store.
func (s *DirStore) Rename(from, to string) error {
	if err := os.MkdirAll(filepath.Dir(s.path(to)), 0o755); err != nil {
		return err
	}
	return os.Rename(s.path(from), s.path(to))
}

// Remove implements Store.
func (s *DirStore) Remove(name string) error {
	err := os.Remove(s.path(name))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// List implements Store.
func (s *DirStore) List(prefix string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(s.Dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return filepath.SkipAll
			}
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(s.Dir, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(rel, prefix) && !strings.HasPrefix(filepath.Base(rel), ".tmp-") {
			out = append(out, rel)
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

// MemStore is a Store in memory, for tests.
type MemStore struct{ Files map[string][]byte }

// NewMemStore makes an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{Files: map[string][]byte{}} }

// Read implements Store.
func (m *MemStore) Read(name string) ([]byte, error) {
	b, ok := m.Files[name]
	if !ok {
		return nil, os.ErrNotExist
	}
	return append([]byte(nil), b...), nil
}

// Write implements Store.
func (m *MemStore) Write(name string, data []byte) error {
	m.Files[name] = append([]byte(nil), data...)
	return nil
}

// Rename implements Store.
func (m *MemStore) Rename(from, to string) error {
	b, ok := m.Files[from]
	if !ok {
		return os.ErrNotExist
	}
	delete(m.Files, from)
	m.Files[to] = b
	return nil
}

// Remove implements Store.
func (m *MemStore) Remove(name string) error {
	delete(m.Files, name)
	return nil
}

// List implements Store.
func (m *MemStore) List(prefix string) ([]string, error) {
	var out []string
	for k := range m.Files {
		if strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out, nil
}
