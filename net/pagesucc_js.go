//go:build js

package net

import "syscall/js"

// PageSuccessors are the successors' addresses the page fetched from the
// host that served it, before the build had loaded (index.html keeps them
// in window.outbackSuccessors).
func PageSuccessors() []string {
	v := js.Global().Get("outbackSuccessors")
	if !v.Truthy() || v.Type() != js.TypeObject {
		return nil
	}
	var out []string
	for i := 0; i < v.Length() && i < 64; i++ {
		if s := v.Index(i); s.Type() == js.TypeString && s.String() != "" {
			out = append(out, s.String())
		}
	}
	return out
}
