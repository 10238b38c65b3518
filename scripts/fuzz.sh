#!/usr/bin/env bash
# Runs every fuzz target of the repository for a short time each.
# Usage: scripts/fuzz.sh DURATION
set -euo pipefail
t="${1:-3s}"
git grep -l '^func Fuzz' -- '*_test.go' | while read -r f; do
  dir="./$(dirname "$f")"
  grep -o '^func Fuzz[A-Za-z0-9_]*' "$f" | sed 's/^func //' | while read -r name; do
    echo "fuzz $dir $name"
    go test -run '^$' -fuzz "^${name}\$" -fuzztime "$t" "$dir" >/tmp/outback-fuzz.log 2>&1 || { cat /tmp/outback-fuzz.log; exit 1; }
  done
done
