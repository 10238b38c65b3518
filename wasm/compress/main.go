// Command compress writes the compressed copies of the browser build's
// files that webserve sends to browsers that accept them — zstd (.zst),
// brotli (.br) and gzip (.gz):
//
//	go run ./wasm/compress DIR
//
// The zstd copy is the smallest (3.0 MB of the game's build against
// brotli's 3.3, when the build was 17 MB) and by far the quickest to
// unpack: a browser unpacks the build before it can finish compiling it,
// and the brotli copy of that build took Chromium about 65 ms, the zstd
// copy about 15 (the first frame comes that much sooner). Browsers offer
// zstd, like brotli, over HTTPS and from the machine itself; it is made by
// the zstd command when it is installed (scripts/deps.sh installs it),
// with a window of at most 8 MB, the most a browser must accept (RFC 9659).
//
// The gzip copy matters most on a LAN: browsers offer only gzip over
// plain HTTP, and a LAN host serves plain HTTP. So a large file's gzip
// copy is made by zopfli when it is installed: the same gzip format every
// browser reads, 4% smaller than Go's best compression (about 170 KiB of
// the game's build), for half a minute of building. Without it, Go's
// compress/gzip makes it.
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: compress DIR")
		os.Exit(2)
	}
	if err := compressDir(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "compress:", err)
		os.Exit(1)
	}
}

func compressDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".zst") {
			continue
		}
		path := filepath.Join(dir, name)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var gz, br, zst bytes.Buffer
		gzipped, zstded := make(chan error, 1), make(chan error, 1)
		go func() { gzipped <- gzipTo(&gz, path, data) }()
		go func() { zstded <- zstdTo(&zst, path) }()
		bw := brotli.NewWriterLevel(&br, 9)
		bw.Write(data)
		bw.Close()
		if err := <-gzipped; err != nil {
			return err
		}
		if err := <-zstded; err != nil {
			return err
		}
		if err := os.WriteFile(path+".gz", gz.Bytes(), 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(path+".br", br.Bytes(), 0o644); err != nil {
			return err
		}
		// Without the zstd command there is no zstd copy, and no stale one.
		if zst.Len() == 0 {
			if err := os.Remove(path + ".zst"); err != nil && !os.IsNotExist(err) {
				return err
			}
		} else if err := os.WriteFile(path+".zst", zst.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d KiB, gzip %d KiB, brotli %d KiB, zstd %d KiB\n", name, len(data)/1024, gz.Len()/1024, br.Len()/1024, zst.Len()/1024)
	}
	return nil
}

// zopfliFrom is the size from which a file's gzip copy is made by zopfli,
// when it is there (small files are not worth the wait).
const zopfliFrom = 256 << 10

// gzipTo writes the gzip copy of data (the file at path) to w.
func gzipTo(w *bytes.Buffer, path string, data []byte) error {
	if len(data) >= zopfliFrom {
		if zopfli, err := exec.LookPath("zopfli"); err == nil {
			out, err := exec.Command(zopfli, "--i1", "-c", path).Output()
			if err != nil {
				return fmt.Errorf("zopfli %s: %v", path, err)
			}
			w.Write(out)
			return nil
		}
	}
	zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
	zw.Write(data)
	return zw.Close()
}

// zstdTo writes the zstd copy of the file at path to w, when the zstd
// command is installed (else nothing). Level 19 with an 8 MB window
// (wlog=23): a browser may refuse a larger window.
func zstdTo(w *bytes.Buffer, path string) error {
	zstd, err := exec.LookPath("zstd")
	if err != nil {
		return nil
	}
	out, err := exec.Command(zstd, "-19", "--zstd=wlog=23", "-q", "-c", path).Output()
	if err != nil {
		return fmt.Errorf("zstd %s: %v", path, err)
	}
	w.Write(out)
	return nil
}
