// Command compress writes the brotli (.br) and gzip (.gz) copies of the
// browser build's files, which webserve sends to browsers that accept them:
//
//	go run ./wasm/compress DIR
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
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
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		zw.Write(data)
		zw.Close()
		bw := brotli.NewWriterLevel(&br, 9)
		bw.Write(data)
		bw.Close()
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
