#!/usr/bin/env bash
# Installs what building and testing Outback needs, idempotently: Debian
# packages (only the missing ones) and the msgp generator pinned by version.
# Usage: scripts/deps.sh [run|test]
set -euo pipefail
want=(gcc libc6-dev pkg-config libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev
      libxxf86vm-dev libgl-dev libasound2-dev)
if [ "${1:-run}" = test ]; then
  # zopfli makes the browser build's gzip copy 4% smaller, and zstd its
  # zstd copy (wasm/compress).
  want+=(xvfb xauth chromium nodejs zopfli zstd)
fi
missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if ! command -v go >/dev/null; then
  echo "Go 1.26 is needed (it is not on PATH)" >&2
  exit 1
fi
MSGP_VERSION=v1.6.5
bin="$(go env GOPATH)/bin"
if ! go version -m "$bin/msgp" 2>/dev/null | grep -q "tinylib/msgp[[:space:]]*${MSGP_VERSION}"; then
  go install "github.com/tinylib/msgp@${MSGP_VERSION}"
fi
