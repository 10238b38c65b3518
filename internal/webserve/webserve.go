// Package webserve serves the browser build: the files of one folder and
// nothing else (no listings, no path outside it), each in the smallest
// form the browser accepts — the zstd (.zst), brotli (.br) or gzip (.gz)
// copy made at build time (wasm/compress), else the file itself — with
// Content-Encoding, Vary: Accept-Encoding and an ETag, so a reload asks
// only "has it changed?". `make web` serves with it, and so does every other
// server of the project (wasm/serve, the browser tests, the LAN host in
// net/). It sits under internal/ so that net/ and wasm/ both import it
// downward.
package webserve

import (
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
)

// Handler serves the files of root.
func Handler(root fs.FS) http.Handler {
	return handler{root}
}

type handler struct{ root fs.FS }

func (h handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	name := path.Clean("/" + r.URL.Path)[1:]
	if name == "" {
		name = "index.html"
	}
	if !fs.ValidPath(name) || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".zst") {
		http.NotFound(w, r)
		return
	}
	info, err := fs.Stat(h.root, name)
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	ctype := mime.TypeByExtension(path.Ext(name))
	if path.Ext(name) == ".wasm" {
		ctype = "application/wasm"
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Vary", "Accept-Encoding")
	// Revalidate on every load: the ETag makes that a cheap 304.
	w.Header().Set("Cache-Control", "no-cache")
	serve, encoding := name, ""
	// zstd first: its copy is the smallest and the quickest to unpack.
	for _, enc := range []struct{ name, ext string }{{"zstd", ".zst"}, {"br", ".br"}, {"gzip", ".gz"}} {
		if accepts(r.Header.Get("Accept-Encoding"), enc.name) {
			if ci, err := fs.Stat(h.root, name+enc.ext); err == nil && !ci.IsDir() {
				serve, encoding, info = name+enc.ext, enc.name, ci
				break
			}
		}
	}
	if encoding != "" {
		w.Header().Set("Content-Encoding", encoding)
	}
	w.Header().Set("ETag", fmt.Sprintf(`"%x-%x-%s"`, info.ModTime().UnixNano(), info.Size(), encoding))
	f, err := h.root.Open(serve)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		http.Error(w, "cannot serve "+name, http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, "", info.ModTime(), rs)
}

// accepts reports whether an Accept-Encoding header allows enc (q=0 refuses).
func accepts(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(fields[0]), enc) {
			continue
		}
		for _, p := range fields[1:] {
			if q := strings.TrimSpace(p); q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
				return false
			}
		}
		return true
	}
	return false
}
