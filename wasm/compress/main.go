// Command compress writes the brotli (.br) and gzip (.gz) copies of the
// browser build's files, which webserve sends to browsers that accept them:
//
//	go run ./wasm/compress DIR
//
// The gzip copy matters most on a LAN: browsers offer brotli only over
// HTTPS, and a LAN host serves plain HTTP. So a large file's gzip copy is
// made by zopfli when it is installed (scripts/deps.sh installs it): the
// same gzip format every browser reads, 4% smaller than Go's best
// compression (about 170 KiB of the game's build), for half a minute of
// building. Without it, Go's compress/gzip makes it.
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
		if e.IsDir() || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		var gz, br bytes.Buffer
		gzipped := make(chan error, 1)
		go func() { gzipped <- gzipTo(&gz, filepath.Join(dir, name), data) }()
		bw := brotli.NewWriterLevel(&br, 9)
		bw.Write(data)
		bw.Close()
		if err := <-gzipped; err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name+".gz"), gz.Bytes(), 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name+".br"), br.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d KiB, gzip %d KiB, brotli %d KiB\n", name, len(data)/1024, gz.Len()/1024, br.Len()/1024)
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
