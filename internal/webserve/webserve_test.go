package webserve

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

var site = fstest.MapFS{
	"index.html":       {Data: []byte("<html>page</html>")},
	"outback.wasm":     {Data: []byte("raw wasm bytes")},
	"outback.wasm.gz":  {Data: []byte("gzip bytes")},
	"outback.wasm.br":  {Data: []byte("brotli bytes")},
	"outback.wasm.zst": {Data: []byte("zstd bytes")},
	"wasm_exec.js":     {Data: []byte("js")},
	"sub/secret.txt":   {Data: []byte("x")},
}

func get(t *testing.T, path, acceptEncoding string, header ...string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	Handler(site).ServeHTTP(w, req)
	return w.Result()
}

func body(r *http.Response) string {
	b, _ := io.ReadAll(r.Body)
	return string(b)
}

func TestServesTheSmallestAcceptedForm(t *testing.T) {
	cases := []struct{ accept, encoding, body string }{
		{"gzip, deflate, br, zstd", "zstd", "zstd bytes"},
		{"gzip, deflate, br", "br", "brotli bytes"},
		{"gzip", "gzip", "gzip bytes"},
		{"br;q=0, gzip", "gzip", "gzip bytes"},
		{"", "", "raw wasm bytes"},
	}
	for _, c := range cases {
		r := get(t, "/outback.wasm", c.accept)
		if r.StatusCode != 200 || r.Header.Get("Content-Encoding") != c.encoding || body(r) != c.body {
			t.Errorf("Accept-Encoding %q: %d, encoding %q", c.accept, r.StatusCode, r.Header.Get("Content-Encoding"))
		}
		if r.Header.Get("Content-Type") != "application/wasm" || r.Header.Get("Vary") != "Accept-Encoding" || r.Header.Get("ETag") == "" {
			t.Errorf("headers %v", r.Header)
		}
	}
	// A file with no compressed copy is sent as it is.
	if r := get(t, "/wasm_exec.js", "br"); r.Header.Get("Content-Encoding") != "" || body(r) != "js" {
		t.Errorf("wasm_exec.js: %v", r.Header)
	}
}

func TestRevalidationIsCheap(t *testing.T) {
	first := get(t, "/outback.wasm", "br")
	again := get(t, "/outback.wasm", "br", "If-None-Match", first.Header.Get("ETag"))
	if again.StatusCode != http.StatusNotModified {
		t.Fatalf("revalidation: %d, want 304", again.StatusCode)
	}
	// The gzip form has another ETag: a cache keeps the forms apart.
	if gz := get(t, "/outback.wasm", "gzip"); gz.Header.Get("ETag") == first.Header.Get("ETag") {
		t.Error("brotli and gzip forms share an ETag")
	}
}

func TestServesOnlyTheGamesFiles(t *testing.T) {
	if r := get(t, "/", ""); r.StatusCode != 200 || !strings.Contains(body(r), "page") {
		t.Errorf("/ does not serve the page: %d", r.StatusCode)
	}
	for _, p := range []string{"/../../etc/passwd", "/sub", "/sub/", "/missing.js", "/outback.wasm.br", "/outback.wasm.zst", "/%2e%2e/x"} {
		if r := get(t, p, "br"); r.StatusCode != http.StatusNotFound && !strings.Contains(p, "secret") {
			t.Errorf("%s: %d, want 404", p, r.StatusCode)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/index.html", nil)
	w := httptest.NewRecorder()
	Handler(site).ServeHTTP(w, req)
	if w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d", w.Code)
	}
}
