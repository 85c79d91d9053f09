#!/usr/bin/env bash
# Three `roda serve` on one PostgreSQL behind HAProxy, files on an S3-compatible server (moto),
# and the checks of DESIGN §1's "any number of stateless instances" (issue 40 item 8):
#   1. a session from one instance is honoured (and ended) on the others;
#   2. an idempotent create repeated at another instance is replayed, not made twice;
#   3. an upload through one instance is readable from every instance;
#   4. a mixed load (sign-ins, lists, payments) through the balancer while one instance is
#      killed with -9: no acknowledged payment lost, no key paid twice;
#   5. the daily job runs once per date however many instances start or are asked at once;
#   6. the sign-in rate limits hold across instances (they count in the database).
# The deployment it runs is docs/OPERATIONS.md, "Run as a cluster". `make test-cluster`.
#
# Environment:
#   RODA_BIN        the binary (default target/release/roda, else $CARGO_TARGET_DIR/debug/roda,
#                   else target/debug/roda). Copy it elsewhere first if a build may replace it.
#   CLUSTER_PG_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432); a database
#                   roda_cluster_<random> is created there and dropped at the end.
#   CLUSTER_PORT_BASE  ports BASE+1 (moto), +10 (HAProxy), +11..+13 (instances), +19 (stats);
#                   default 19100.
#   CLUSTER_LOAD_SECONDS  length of the mixed load (default 20; instance 2 is killed midway).
#   CLUSTER_KEEP=1  keep the scratch folder (logs, configs) after the run.
# Needs: haproxy (apt-get install -y haproxy), moto_server (pip install 'moto[server]'), psql,
# createdb, curl, python3.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
started=$(date +%s)

if [[ -z "${RODA_BIN:-}" ]]; then
  for c in "$ROOT/target/release/roda" "${CARGO_TARGET_DIR:-$ROOT/target}/debug/roda" "$ROOT/target/debug/roda"; do
    [[ -x "$c" ]] && { RODA_BIN=$c; break; }
  done
fi
[[ -x "${RODA_BIN:-}" ]] || { echo "no roda binary: build it (make build) or set RODA_BIN" >&2; exit 2; }
missing=0
command -v haproxy >/dev/null || { echo "haproxy is missing: apt-get install -y haproxy" >&2; missing=1; }
command -v moto_server >/dev/null || { echo "moto_server is missing: pip install 'moto[server]'" >&2; missing=1; }
for c in psql createdb curl python3; do command -v $c >/dev/null || { echo "$c is missing" >&2; missing=1; }; done
((missing == 0)) || exit 2

PG_URL=${CLUSTER_PG_URL:-postgres://postgres@127.0.0.1:5432}
BASE=${CLUSTER_PORT_BASE:-19100}
LOAD_SECONDS=${CLUSTER_LOAD_SECONDS:-20}
DB_NAME="roda_cluster_$(date +%s)_$RANDOM"
WORK=$(mktemp -d /tmp/roda-cluster.XXXXXX)
MOTO_PORT=$((BASE + 1)) LB_PORT=$((BASE + 10)) STATS_PORT=$((BASE + 19))
BUCKET=roda-cluster
declare -a PIDS=()

cleanup() {
  local rc=$?
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  sleep 0.5
  for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  psql "$PG_URL/postgres" -Xqc "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)" >/dev/null 2>&1 || true
  if [[ "${CLUSTER_KEEP:-}" == 1 || $rc -ne 0 ]]; then echo "logs and configs kept in $WORK"; else rm -rf "$WORK"; fi
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

wait_for() { # url seconds
  local i
  for ((i = 0; i < $2 * 10; i++)); do curl -sf -o /dev/null "$1" && return 0; sleep 0.1; done
  echo "$1 did not answer within $2 s" >&2; return 1
}

echo "== roda cluster test: $RODA_BIN, database $DB_NAME, scratch $WORK"

# The object store: moto's S3-compatible server, one bucket (path-style, plain HTTP).
moto_server -H 127.0.0.1 -p "$MOTO_PORT" >"$WORK/moto.log" 2>&1 &
PIDS+=($!)
wait_for "http://127.0.0.1:$MOTO_PORT/" 20
curl -sf -o /dev/null -X PUT "http://127.0.0.1:$MOTO_PORT/$BUCKET"

createdb -h "$(sed -E 's#.*@([^:/]+).*#\1#' <<<"$PG_URL")" -p "$(sed -E 's#.*:([0-9]+).*#\1#' <<<"$PG_URL")" \
  -U "$(sed -E 's#postgres(ql)?://([^@:]+).*#\2#' <<<"$PG_URL")" "$DB_NAME"

# The environment every instance shares (only RODA_ADDR and RODA_DATA_DIR differ).
export DATABASE_URL="$PG_URL/$DB_NAME"
export STORAGE_URL="s3://$BUCKET/files"
export AWS_ENDPOINT="http://127.0.0.1:$MOTO_PORT" AWS_ALLOW_HTTP=true AWS_REGION=us-east-1
export AWS_ACCESS_KEY_ID=cluster-test AWS_SECRET_ACCESS_KEY=cluster-test
RODA_JWT_SECRET=$(python3 -c 'import secrets; print(secrets.token_urlsafe(48))')
export RODA_JWT_SECRET
export RODA_TRUSTED_PROXIES=127.0.0.1
export RODA_PUBLIC_URL="http://127.0.0.1:$LB_PORT"
export RODA_AUTH_PER_ACCOUNT_PER_MINUTE=5
export RUST_LOG=${RUST_LOG:-warn}

# Seed once, before any instance starts (never from three at once).
RODA_DATA_DIR="$WORK/seed" "$RODA_BIN" seed demo >"$WORK/seed.log" 2>&1
RODA_DATA_DIR="$WORK/seed" "$RODA_BIN" seed showcase >>"$WORK/seed.log" 2>&1
tail -n 2 "$WORK/seed.log" | grep -v '^{' || true

declare -a IPID=()
for n in 1 2 3; do
  mkdir -p "$WORK/i$n"
  RODA_ADDR="127.0.0.1:$((BASE + 10 + n))" RODA_DATA_DIR="$WORK/i$n" "$RODA_BIN" serve >"$WORK/i$n.log" 2>&1 &
  IPID[n]=$!
  PIDS+=($!)
done
for n in 1 2 3; do wait_for "http://127.0.0.1:$((BASE + 10 + n))/readyz" 60; done

sed -e "s/@LB_ADDR@/127.0.0.1:$LB_PORT/" -e "s/@STATS_ADDR@/127.0.0.1:$STATS_PORT/" \
  -e "s/@I1_ADDR@/127.0.0.1:$((BASE + 11))/" -e "s/@I2_ADDR@/127.0.0.1:$((BASE + 12))/" \
  -e "s/@I3_ADDR@/127.0.0.1:$((BASE + 13))/" "$ROOT/scripts/cluster/haproxy.cfg.in" >"$WORK/haproxy.cfg"
haproxy -c -q -f "$WORK/haproxy.cfg"
haproxy -db -f "$WORK/haproxy.cfg" >"$WORK/haproxy.log" 2>&1 &
PIDS+=($!)
wait_for "http://127.0.0.1:$LB_PORT/readyz" 20
echo "== up in $(($(date +%s) - started)) s: HAProxy :$LB_PORT -> :$((BASE + 11)) :$((BASE + 12)) :$((BASE + 13)), moto :$MOTO_PORT"

export CLUSTER_LB="http://127.0.0.1:$LB_PORT" CLUSTER_DB="$DATABASE_URL" CLUSTER_WORK="$WORK"
export CLUSTER_I1="http://127.0.0.1:$((BASE + 11))" CLUSTER_I2="http://127.0.0.1:$((BASE + 12))" CLUSTER_I3="http://127.0.0.1:$((BASE + 13))"
export CLUSTER_TODAY=$(TZ=Asia/Jakarta date +%F) CLUSTER_RESULTS="$WORK/results.tsv"
export CLUSTER_ACCOUNT_LIMIT=$RODA_AUTH_PER_ACCOUNT_PER_MINUTE
: >"$CLUSTER_RESULTS"
CHECKS="python3 $ROOT/scripts/cluster/checks.py"

$CHECKS session
$CHECKS idempotency
$CHECKS upload

echo "== mixed load through HAProxy for $LOAD_SECONDS s; kill -9 of instance 2 at $((LOAD_SECONDS / 2)) s"
$CHECKS load "$LOAD_SECONDS" &
load_pid=$!
sleep "$((LOAD_SECONDS / 2))"
kill -9 "${IPID[2]}"
wait "${IPID[2]}" 2>/dev/null || true
wait "$load_pid"
# HAProxy's own count of requests it sent again (retries on the same server, redispatches).
curl -sf "http://127.0.0.1:$STATS_PORT/stats;csv" |
  awk -F, '$1 == "roda" && $2 != "FRONTEND" { printf "  haproxy %s: status %s, retries %s, redispatches %s, connection errors %s, response errors %s\n", $2, $18, $16, $17, $14, $15 }'
$CHECKS verify-load

# Instance 2 comes back (same environment); HAProxy takes it in after two good checks.
RODA_ADDR="127.0.0.1:$((BASE + 12))" RODA_DATA_DIR="$WORK/i2" "$RODA_BIN" serve >>"$WORK/i2.log" 2>&1 &
IPID[2]=$!
PIDS+=($!)
wait_for "$CLUSTER_I2/readyz" 60
for ((i = 0; i < 100; i++)); do
  curl -sf "http://127.0.0.1:$STATS_PORT/stats;csv" | grep -q '^roda,roda2,.*,UP,' && break
  sleep 0.1
done
echo "  instance 2 restarted and back in HAProxy ($(curl -sf "http://127.0.0.1:$STATS_PORT/stats;csv" | awk -F, '$2 == "roda2" { print $18 }'))"
$CHECKS daily
$CHECKS rate-limit

elapsed=$(($(date +%s) - started))
echo
echo "== summary ($elapsed s)"
printf '%-12s %-6s %s\n' CHECK RESULT DETAIL
while IFS=$'\t' read -r name status detail; do printf '%-12s %-6s %s\n' "$name" "$status" "$detail"; done <"$CLUSTER_RESULTS"
failed=$(awk -F'\t' '$2 == "FAIL"' "$CLUSTER_RESULTS" | wc -l)
echo "$(awk -F'\t' '$2 == "PASS"' "$CLUSTER_RESULTS" | wc -l) passed, $failed failed"
((failed == 0))
