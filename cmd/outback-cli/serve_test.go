//go:build !js

package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"math/big"
	stdnet "net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// freePort is a port nothing listens on now (the server is started on it
// twice: a restart must come back where its players look).
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// createTable creates a table by the API and returns its join link.
func createTable(t *testing.T, base, body string) (code, link string) {
	t.Helper()
	resp, err := http.Post(base+"api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var got struct{ Code, Link, Error string }
	json.NewDecoder(resp.Body).Decode(&got)
	if resp.StatusCode != http.StatusCreated || len(got.Code) < 10 || !strings.HasSuffix(got.Link, "/?join="+got.Code) {
		t.Fatalf("POST /api/tables %s: %d %+v", body, resp.StatusCode, got)
	}
	return got.Code, got.Link
}

// tableMoves is how many moves the server has kept of a table.
func tableMoves(t *testing.T, base, code string) (moves int, over bool) {
	t.Helper()
	resp, err := http.Get(base + "api/tables/" + code)
	if err != nil {
		return -1, false
	}
	defer resp.Body.Close()
	var got struct {
		Moves int
		Over  bool
	}
	json.NewDecoder(resp.Body).Decode(&got)
	return got.Moves, got.Over
}

// The Outback server keeps tables of every title; a kill -9 mid-game and
// a start on the same data lose nothing: every player's program comes
// back by itself with its token, and every table ends with one final hash
// on every peer — the hash of the Record the server kept.
func TestServerKeepsEveryTableThroughAKill(t *testing.T) {
	bin := buildCLI(t)
	data := filepath.Join(t.TempDir(), "data")
	addr := freePort(t)
	serve := func() *proc {
		p := start(t, bin, "serve", "-addr", addr, "-data", data, "-pace", "50ms")
		if l := p.line(t, "serving on "); l != "serving on http://"+addr+"/" {
			t.Fatalf("first line %q", l)
		}
		return p
	}
	srv := serve()
	base := "http://" + addr + "/"
	type tbl struct {
		code  string
		peers []*proc
	}
	var tables []tbl
	for _, c := range []struct{ game, seats string }{
		{"billabong", `["lan","lan","greedy"]`}, {"downunder", `["lan","lan"]`}, {"crossing", `["lan","lan"]`},
	} {
		code, link := createTable(t, base, fmt.Sprintf(`{"game":%q,"seats":%s,"public":true}`, c.game, c.seats))
		var peers []*proc
		for i := range 2 {
			session := filepath.Join(t.TempDir(), fmt.Sprintf("%s-%d.session", c.game, i))
			peers = append(peers, start(t, bin, "join", link, "-bot", "greedy", "-pace", "120ms", "-session", session))
		}
		if c.game == "downunder" {
			peers = append(peers, start(t, bin, "join", link, "-watch"))
		}
		tables = append(tables, tbl{code, peers})
	}
	// Mid-game in every table, then killed.
	deadline := time.Now().Add(30 * time.Second)
	for _, tb := range tables {
		for {
			n, over := tableMoves(t, base, tb.code)
			if over {
				t.Fatalf("table %s ended before the kill: pace the peers more slowly", tb.code)
			}
			if n >= 8 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("table %s: %d moves in 30 s", tb.code, n)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	srv.kill()
	time.Sleep(time.Second)
	srv = serve()

	for _, tb := range tables {
		final := ""
		for i, p := range tb.peers {
			said := p.linesUntil(t, "final hash ", 90*time.Second)
			got := said[len(said)-1]
			if final == "" {
				final = got
			} else if got != final {
				t.Errorf("table %s: peer %d ends with %q, peer 1 with %q", tb.code, i+1, got, final)
			}
		}
		// The server's Record ends where the peers did.
		resp, err := http.Get(base + "api/tables/" + tb.code + "/record")
		if err != nil {
			t.Fatal(err)
		}
		rec, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		file := filepath.Join(t.TempDir(), tb.code+".outback")
		if err := os.WriteFile(file, rec, 0o644); err != nil {
			t.Fatal(err)
		}
		verified := lastLine(t, exec.Command(bin, "replay", "verify", file))
		if hash := strings.Fields(final)[2]; !strings.Contains(verified, "final hash "+hash+" matches") {
			t.Errorf("table %s: the peers ended with %q, the server's Record says %q", tb.code, final, verified)
		}
		t.Logf("table %s: %s", tb.code, final)
	}
}

// serve -tls-cert -tls-key serves HTTPS (a self-signed certificate here).
func TestServeTLS(t *testing.T) {
	bin := buildCLI(t)
	dir := t.TempDir()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		IPAddresses: []stdnet.IP{stdnet.ParseIP("127.0.0.1")}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour)}
	der, err := x509.CreateCertificate(rand.Reader, &tmpl, &tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kb, _ := x509.MarshalECPrivateKey(key)
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600)

	p := start(t, bin, "serve", "-addr", "127.0.0.1:0", "-data", filepath.Join(dir, "data"), "-tls-cert", certFile, "-tls-key", keyFile)
	base := strings.TrimPrefix(p.line(t, "serving on "), "serving on ")
	if !strings.HasPrefix(base, "https://127.0.0.1:") {
		t.Fatalf("serving on %q", base)
	}
	pool := x509.NewCertPool()
	cert, _ := x509.ParseCertificate(der)
	pool.AddCert(cert)
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	resp, err := client.Post(base+"api/tables", "application/json", strings.NewReader(`{"game":"crossing","seats":["lan","lan"]}`))
	if err != nil {
		t.Fatal(err)
	}
	var got struct{ Link string }
	json.NewDecoder(resp.Body).Decode(&got)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated || !strings.HasPrefix(got.Link, "https://127.0.0.1:") {
		t.Errorf("POST /api/tables over TLS: %d, link %q (want an https link)", resp.StatusCode, got.Link)
	}
	// Both flags or neither.
	out, err := exec.Command(bin, "serve", "-tls-cert", certFile).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "go together") {
		t.Errorf("-tls-cert alone: %v %s", err, out)
	}
}
