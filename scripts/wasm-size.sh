#!/usr/bin/env bash
# Prints the size of the browser build: raw, and the gzip and brotli copies
# served to browsers (budget: 4 MB gzipped, DESIGN §7).
set -euo pipefail
out=$(mktemp -d)
"$(dirname "$0")/wasm-build.sh" "$out"
go run ./wasm/compress "$out" >/dev/null
raw=$(stat -c %s "$out/outback.wasm")
gz=$(stat -c %s "$out/outback.wasm.gz")
br=$(stat -c %s "$out/outback.wasm.br")
echo "browser build: $((raw/1024)) KiB raw, $((gz/1024)) KiB gzip, $((br/1024)) KiB brotli (budget 4096 KiB gzip)"
rm -rf "$out"
