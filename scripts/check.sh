#!/usr/bin/env bash
# The static checks of make check: formatting, vet on linux and js/wasm, and
# generated code matching go generate. Each check fails loudly when a tool it
# needs is missing, so a check can never pass by checking nothing.
set -euo pipefail
need() { command -v "$1" >/dev/null || { echo "check: $1 is not installed ($2)" >&2; exit 1; }; }
need git "apt-get install git"
need gofmt "it comes with Go"
need go "Go 1.26 on PATH"
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "check: not inside a git checkout" >&2; exit 1; }

echo "== formatting, vet (linux and js/wasm), generated code"
mapfile -t files < <(git ls-files '*.go')
[ "${#files[@]}" -gt 0 ] || { echo "check: git lists no Go files" >&2; exit 1; }
unformatted=$(gofmt -l "${files[@]}")
if [ -n "$unformatted" ]; then echo "gofmt needed:"; echo "$unformatted"; exit 1; fi

go vet ./...
GOOS=js GOARCH=wasm go vet ./...

msgp="$(go env GOPATH)/bin/msgp"
[ -x "$msgp" ] || { echo "check: the msgp generator is not installed (scripts/deps.sh installs it)" >&2; exit 1; }
PATH="$PATH:$(go env GOPATH)/bin" go generate ./...
changed=$(git status --porcelain -- '*_gen.go' '*_gen_test.go')
if [ -n "$changed" ]; then echo "go generate changed generated files:"; echo "$changed"; exit 1; fi

cp go.mod /tmp/outback-go.mod.$$; cp go.sum /tmp/outback-go.sum.$$
go mod tidy
if ! cmp -s go.mod /tmp/outback-go.mod.$$ || ! cmp -s go.sum /tmp/outback-go.sum.$$; then
  echo "go mod tidy changes go.mod/go.sum:"; git --no-pager diff -- go.mod go.sum
  cp /tmp/outback-go.mod.$$ go.mod; cp /tmp/outback-go.sum.$$ go.sum; rm -f /tmp/outback-go.*.$$
  exit 1
fi
rm -f /tmp/outback-go.*.$$
