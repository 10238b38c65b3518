#!/usr/bin/env bash
# Builds the browser version: scripts/wasm-build.sh OUTDIR [PACKAGE].
# The compiler inlines as usual. Turning inlining off makes the compressed
# download about half a megabyte smaller (3.3 against 3.8 MB gzip; the
# budget is 4 MB, DESIGN §7), but the first frame then came about 60 ms
# later for the game links (about a tenth): a browser runs a page's
# WebAssembly in its baseline compiler at first, and there every call of
# a small function costs.
set -euo pipefail
out=$1
pkg=${2:-.}
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" \
	-o "$out/outback.wasm" "$pkg"
