#!/usr/bin/env bash
# Prints the size of the browser build, raw and gzipped (budget: 5 MB gzipped).
set -euo pipefail
out=$(mktemp -d)
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/outback.wasm" .
raw=$(stat -c %s "$out/outback.wasm")
gz=$(gzip -9 -c "$out/outback.wasm" | wc -c)
echo "browser build: $((raw/1024)) KiB raw, $((gz/1024)) KiB gzipped (budget 5120 KiB)"
rm -rf "$out"
[ "$gz" -le $((5*1024*1024)) ]
