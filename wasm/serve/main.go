// Command serve serves the browser build on a local address (make web),
// compressed (webserve).
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"

	"outback/internal/webserve"
)

func main() {
	dir := flag.String("dir", "wasm/build", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	flag.Parse()
	if _, err := os.Stat(*dir + "/outback.wasm"); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s has no outback.wasm (run 'make wasm' first)\n", *dir)
		os.Exit(1)
	}
	fmt.Printf("Outback in the browser: http://%s/\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, webserve.Handler(os.DirFS(*dir))))
}
