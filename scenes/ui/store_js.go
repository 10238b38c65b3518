//go:build js

package ui

import (
	"encoding/base64"
	"os"
	"sort"
	"strings"
	"syscall/js"
)

// LocalStore is a Store in the browser's localStorage. Values are base64
// (localStorage holds text), under keys "outback/<name>".
type LocalStore struct{}

// BrowserStore is the browser's store.
func BrowserStore() Store { return LocalStore{} }

func storage() js.Value { return js.Global().Get("localStorage") }

const keyPrefix = "outback/"

// Read implements Store.
func (LocalStore) Read(name string) ([]byte, error) {
	v := storage().Call("getItem", keyPrefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, os.ErrNotExist
	}
	return base64.StdEncoding.DecodeString(v.String())
}

// Write implements Store (a single setItem is atomic).
func (LocalStore) Write(name string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil { // quota exceeded throws
			err = os.ErrPermission
		}
	}()
	storage().Call("setItem", keyPrefix+name, base64.StdEncoding.EncodeToString(data))
	return nil
}

// Rename implements Store.
func (l LocalStore) Rename(from, to string) error {
	b, err := l.Read(from)
	if err != nil {
		return err
	}
	if err := l.Write(to, b); err != nil {
		return err
	}
	return l.Remove(from)
}

// Remove implements Store.
func (LocalStore) Remove(name string) error {
	storage().Call("removeItem", keyPrefix+name)
	return nil
}

// List implements Store.
func (LocalStore) List(prefix string) ([]string, error) {
	s := storage()
	n := s.Get("length").Int()
	var out []string
	for i := 0; i < n; i++ {
		k := s.Call("key", i).String()
		if strings.HasPrefix(k, keyPrefix+prefix) {
			out = append(out, strings.TrimPrefix(k, keyPrefix))
		}
	}
	sort.Strings(out)
	return out, nil
}
