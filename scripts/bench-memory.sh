#!/usr/bin/env bash
# Memory under bursts (docs/BENCHMARKS.md, issue 6): resident memory of `roda serve --demo` on
# SQLite when idle, at its peak (VmHWM) and settled (10 s after the burst), and beside it the
# heap (the allocator's, from /metrics, when the binary reports it) and the proportional set size
# (PSS: a page shared by the SQLite connections' maps of the database counts once; issue 46) for
#   - 150 parallel logins (argon2id at the production cost, m=19,456 KiB t=2 p=1), and
#   - 8 parallel uploads of a 20-megapixel PNG (5472 x 3648, about 60 MB decoded).
# Each burst runs on a freshly started server so that its peak is its own.
# Usage: scripts/bench-memory.sh [path to roda]   (default: the release binary; needs curl, python3)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-${RODA_BIN:-${CARGO_TARGET_DIR:-target}/release/roda}}"
ADDR="127.0.0.1:${RODA_BENCH_PORT:-18758}"
URL="http://$ADDR"
[ -x "$BIN" ] || { echo "no binary at $BIN: build it (make dist) or pass its path" >&2; exit 1; }
WORK=$(mktemp -d)
SERVER_PID=
stop() { [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null; SERVER_PID=; }
trap 'stop; rm -rf "$WORK"' EXIT

start() {
  local dir="$WORK/data-$1"
  mkdir -p "$dir"
  env RODA_ADDR=$ADDR RODA_DATA_DIR="$dir" RODA_AUTH_PER_IP_PER_MINUTE=100000 RODA_AUTH_PER_ACCOUNT_PER_MINUTE=100000 \
    RODA_METRICS_TOKEN=bench-metrics-token RUST_LOG=warn "$BIN" serve --demo >"$dir/server.log" 2>&1 &
  SERVER_PID=$!
  until curl -sf "$URL/readyz" >/dev/null; do
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    sleep 0.05
  done
  sleep 2
}
kib() { awk -v k="$1" '$1 == k":" {print $2}' "/proc/$SERVER_PID/status"; }
mib() { echo "$(( $1 / 1024 )) MiB"; }
statuses() { sort | uniq -c | awk '{printf "%s x %s; ", $1, $2}'; }
# "heap H / PSS P MiB" now: the heap gauge of /metrics (n/a from a binary without it), and the Pss
# line of /proc/PID/smaps_rollup.
heap_pss() {
  local heap pss
  heap=$(curl -sf -H 'Authorization: Bearer bench-metrics-token' "$URL/metrics" | awk '$1 == "roda_memory_heap_bytes" {printf "%d", $2 / 1048576}')
  pss=$(awk '$1 == "Pss:" {print int($2 / 1024)}' "/proc/$SERVER_PID/smaps_rollup")
  echo "heap ${heap:-n/a} / PSS $pss MiB"
}

login() {
  curl -s -o /dev/null -w '%{http_code}\n' -X POST "$URL/api/v1/authentication/login" \
    -H 'content-type: application/json' -d '{"email":"admin@roda.test","password":"Roda!demo2026"}'
}
export -f login; export URL

echo "== $BIN"
echo "== machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB, $(uname -r)"

start logins
idle=$(kib VmRSS); idle_hp=$(heap_pss)
t0=$(date +%s%3N)
codes=$(seq 150 | xargs -P150 -I{} bash -c login | statuses)
t1=$(date +%s%3N)
peak=$(kib VmHWM); after=$(kib VmRSS); after_hp=$(heap_pss); sleep 10; settled=$(kib VmRSS); settled_hp=$(heap_pss)
echo "150 parallel logins: idle $(mib "$idle"), peak $(mib "$peak"), right after $(mib "$after"), settled $(mib "$settled"); $((t1 - t0)) ms; statuses: $codes"
echo "  heap and PSS: idle $idle_hp, right after $after_hp, settled $settled_hp"
stop

# A 20-megapixel RGB PNG of coloured blocks (so that it stays under the 2 MiB upload limit).
python3 - "$WORK/20mp.png" <<'PY'
import struct, sys, zlib
w, h = 5472, 3648
raw = bytearray()
red = bytes((x // 64) % 256 for x in range(w))
for y in range(h):
    row = bytearray(3 * w)
    row[0::3] = red
    row[1::3] = bytes([(y // 64) % 256]) * w
    row[2::3] = bytes(((x // 256) * (y // 256)) % 256 for x in range(w))
    raw += b"\0" + row  # filter byte: none
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(png)
PY
echo "image: $(stat -c %s "$WORK/20mp.png") bytes"

start uploads
token=$(curl -sf -X POST "$URL/api/v1/authentication/login" -H 'content-type: application/json' \
  -d '{"email":"admin@roda.test","password":"Roda!demo2026"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])')
idle=$(kib VmRSS); idle_hp=$(heap_pss)
upload() {
  curl -s -o /dev/null -w '%{http_code}\n' -X POST "$URL/api/v1/files" -H "authorization: Bearer $TOKEN" \
    -F kind=selfie -F "file=@$IMG;type=image/png"
}
export -f upload; export TOKEN=$token IMG="$WORK/20mp.png"
t0=$(date +%s%3N)
codes=$(seq 8 | xargs -P8 -I{} bash -c upload | statuses)
t1=$(date +%s%3N)
peak=$(kib VmHWM); after=$(kib VmRSS); after_hp=$(heap_pss); sleep 10; settled=$(kib VmRSS); settled_hp=$(heap_pss)
echo "8 parallel 20 MP uploads: idle $(mib "$idle"), peak $(mib "$peak"), right after $(mib "$after"), settled $(mib "$settled"); $((t1 - t0)) ms; statuses: $codes"
echo "  heap and PSS: idle $idle_hp, right after $after_hp, settled $settled_hp"
stop
