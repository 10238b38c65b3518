#!/usr/bin/env bash
# Prints the size of the browser build: raw, and the gzip, brotli and zstd copies
# served to browsers (budget: 4 MB gzipped, DESIGN §7).
set -euo pipefail
out=$(mktemp -d)
"$(dirname "$0")/wasm-build.sh" "$out"
go run ./wasm/compress "$out" >/dev/null
raw=$(stat -c %s "$out/outback.wasm")
gz=$(stat -c %s "$out/outback.wasm.gz")
br=$(stat -c %s "$out/outback.wasm.br")
zst=$(stat -c %s "$out/outback.wasm.zst" 2>/dev/null || echo 0)
echo "browser build: $((raw/1024)) KiB raw, $((gz/1024)) KiB gzip, $((br/1024)) KiB brotli, $((zst/1024)) KiB zstd (budget 4096 KiB gzip)"
rm -rf "$out"
