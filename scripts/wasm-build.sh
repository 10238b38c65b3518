#!/usr/bin/env bash
# Builds the browser version: scripts/wasm-build.sh OUTDIR [PACKAGE].
#
# Ebitengine is built lean (wasm/leanshader): without text/template (3.5 MB
# of 17 of the build), with its built-in shaders compiled, and translated to
# GLSL, when the build is made rather than when the page starts (a tenth of
# a second of the first frame's wait, and 15-20 ms of its flush), without
# a flush before each texture write, and with each texture write put ahead
# of the queued draws it does not touch (a first frame's draws merge: a
# Crossing link's 95 draw calls become 42), and without go/build (linked
# only for the debug build's log). EBITEN=stock
# builds with Ebitengine as it comes: the first-frame benchmark's empty
# program, the yardstick of any Ebitengine program, is built so.
#
# The compiler inlines as usual. Turning inlining off makes the compressed
# download about half a megabyte smaller, but the first frame then came
# about 60 ms later for the game links (about a tenth): a browser runs a
# page's WebAssembly in its baseline compiler at first, and there every
# call of a small function costs.
set -euo pipefail
out=$1
pkg=${2:-.}
modfile=()
case "${EBITEN:-lean}" in
lean)
	mods=$(mktemp -d)
	trap 'rm -rf "$mods"' EXIT
	(cd "$(dirname "$0")/.." && go run ./wasm/leanshader "$mods")
	modfile=(-modfile "$mods/go.mod")
	;;
stock) ;;
*)
	echo "wasm-build.sh: EBITEN is lean or stock, not ${EBITEN}" >&2
	exit 2
	;;
esac
GOOS=js GOARCH=wasm go build "${modfile[@]}" -trimpath -ldflags="-s -w" \
	-o "$out/outback.wasm" "$pkg"
