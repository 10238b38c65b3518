#!/usr/bin/env bash
# Builds the browser version: scripts/wasm-build.sh OUTDIR [PACKAGE].
# Inlining stays on only in the search (outback/ai): everywhere else it is
# off. That makes the compressed download about 0.6 MB smaller — inlining's
# tables compress badly — and keeps the build within its 4 MB gzip budget
# (DESIGN §7; 4,063 KiB here). Inlining the rules too would cost 38 KiB.
set -euo pipefail
out=$1
pkg=${2:-.}
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" \
	-gcflags=all=-l -gcflags=outback/ai= \
	-o "$out/outback.wasm" "$pkg"
