#!/usr/bin/env bash
# make bench: the Outback server's capacity on this machine. A server on
# loopback plays 300, then 1,000 two-seat tables at once with computer
# peers (outback-cli loadtest, one process, real WebSockets); the figures
# are each run's last line and the server's peak memory. (A restart's time
# to serve 1,000 stored tables is BenchmarkResume1000Tables in server/.)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'kill $(cat "$work/pid" 2>/dev/null) 2>/dev/null || true; rm -rf "$work"' EXIT
go build -o "$work/outback-cli" ./cmd/outback-cli
"$work/outback-cli" serve -addr 127.0.0.1:0 -data "$work/data" -tables-per-hour 100000 -conns-per-addr 100000 \
  >"$work/out" 2>"$work/log" &
echo $! >"$work/pid"
for _ in $(seq 50); do grep -q '^serving on ' "$work/out" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/^serving on //p' "$work/out")
[ -n "$url" ] || { echo "server-bench: the server did not start:"; cat "$work/log"; exit 1; }
for n in 300 1000; do
  echo "== $n tables at once, a move a second a seat (server $url)"
  "$work/outback-cli" loadtest "$url" -tables "$n" -pace 1s | tail -1
  echo "server peak memory: $(awk '/VmHWM/ {print int($2/1024) " MB"}' /proc/"$(cat "$work/pid")"/status)"
done
