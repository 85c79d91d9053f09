#!/usr/bin/env bash
# Fuzzes every route of the API from its OpenAPI document with schemathesis (issue 6 §4): starts
# `roda serve --demo` on a fresh SQLite data directory and on a fresh PostgreSQL database, signs
# in as admin@roda.test, and runs schemathesis against /api/openapi.json with the bearer token,
# checking `not_a_server_error`. Exits non-zero when any request answered 5xx or the server
# logged an internal error or a panic.
#
# Usage: scripts/fuzz-api.sh [sqlite|postgres|all]   (default all)
# Environment:
#   FUZZ_MAX_EXAMPLES  test cases per operation and phase (default 60: a few minutes per engine)
#   FUZZ_SEED          schemathesis seed, to repeat a run
#   PG_TEST_URL        PostgreSQL admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
#   RODA_BIN           the roda binary (default: built here, <target dir>/debug/roda)
#   FUZZ_VENV          virtualenv for schemathesis (default ~/.cache/roda/fuzz-venv)
#   FUZZ_PORT          first port to listen on (default 18190; PostgreSQL uses the next)
# Reports: <temp dir>/<engine>/ (schemathesis JUnit report and the server log), printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

ENGINES=${1:-all}
case "$ENGINES" in all) ENGINES="sqlite postgres" ;; sqlite|postgres) ;; *) echo "usage: $0 [sqlite|postgres|all]" >&2; exit 2 ;; esac
MAX_EXAMPLES=${FUZZ_MAX_EXAMPLES:-60}
PG_ADMIN=${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/postgres}
PORT=${FUZZ_PORT:-18190}
VENV=${FUZZ_VENV:-$HOME/.cache/roda/fuzz-venv}

if [ -z "${RODA_BIN:-}" ]; then
  cargo build -q -p server
  RODA_BIN="${CARGO_TARGET_DIR:-target}/debug/roda"
fi
[ -x "$RODA_BIN" ] || { echo "no roda binary at $RODA_BIN" >&2; exit 1; }

# schemathesis, pinned, in its own virtualenv (installed once, then only checked). The check runs
# the tool itself: an install cut off part-way (a stopped run) can leave pip content with its
# metadata while the `schemathesis` script is missing, and then only a new virtualenv mends it.
ST="$VENV/bin/schemathesis"
venv_ready() {
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r scripts/requirements-fuzz.txt 2>/dev/null &&
    "$ST" --version >/dev/null 2>&1
}
if ! venv_ready; then
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r scripts/requirements-fuzz.txt
  "$ST" --version >/dev/null || { echo "schemathesis did not install into $VENV" >&2; exit 1; }
fi

WORK=$(mktemp -d -t roda-fuzz-XXXXXX)
SERVER_PID=
PG_DB=
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  SERVER_PID=
  if [ -n "$PG_DB" ]; then psql "$PG_ADMIN" -qc "DROP DATABASE IF EXISTS $PG_DB WITH (FORCE)" >/dev/null 2>&1 || true; fi
  PG_DB=
}
trap cleanup EXIT

failed=0
summary=()
for engine in $ENGINES; do
  dir="$WORK/$engine"
  mkdir -p "$dir/data"
  addr="127.0.0.1:$PORT"
  PORT=$((PORT + 1))
  url="http://$addr"
  db_env=(-u DATABASE_URL)
  if [ "$engine" = postgres ]; then
    PG_DB="roda_fuzz_$$"
    psql "$PG_ADMIN" -qc "CREATE DATABASE $PG_DB" >/dev/null
    db_env=("DATABASE_URL=${PG_ADMIN%/*}/$PG_DB")
  fi
  echo "== $engine: roda serve --demo on $addr (data in $dir)"
  # Cheap hashing and no sign-in limits, so the fuzzer reaches the handlers instead of 429s.
  env "${db_env[@]}" RODA_ADDR="$addr" RODA_DATA_DIR="$dir/data" RODA_ARGON2_M_KIB=1024 RODA_ARGON2_T=1 \
    RODA_AUTH_PER_IP_PER_MINUTE=1000000 RODA_AUTH_PER_ACCOUNT_PER_MINUTE=1000000 RUST_LOG=warn \
    "$RODA_BIN" serve --demo >"$dir/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1200); do
    curl -sf "$url/readyz" >/dev/null && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    sleep 0.25
  done
  token=$(curl -sf -X POST "$url/api/v1/authentication/login" -H 'content-type: application/json' \
    -d '{"email":"admin@roda.test","password":"Roda!demo2026"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])')

  # A few real applications, and dictionaries of real ids the fuzzer mixes into path ids and
  # bodies, so that it reaches the handlers' logic and storage, not only 404s.
  python3 scripts/fuzz-seed.py "$url" "$token" >"$dir/schemathesis.toml"

  # Signing out would end the fuzzer's own session (every later request 401): left out.
  # One worker: with two, Hypothesis parses its lambdas' sources in two threads at once, which
  # trips CPython 3.11's AST recursion-depth bookkeeping (python/cpython#106905, "SystemError:
  # AST constructor recursion depth mismatch") and fails an operation with a runtime error of the
  # fuzzer's own, not of the server.
  st_args=(--config-file "$dir/schemathesis.toml" run "$url/api/openapi.json" --checks not_a_server_error --max-examples "$MAX_EXAMPLES"
    -H "Authorization: Bearer $token" --exclude-path /api/logout --workers 1 --request-timeout 30
    --generation-database none --report junit --report-junit-path "$dir/junit.xml")
  [ -n "${FUZZ_SEED:-}" ] && st_args+=(--seed "$FUZZ_SEED")
  set +e
  # From the run's own folder, so schemathesis' caches stay out of the repository.
  (cd "$dir" && "$ST" --no-color "${st_args[@]}") 2>&1 | tee "$dir/schemathesis.log"
  st_status=${PIPESTATUS[0]}
  set -e
  cleanup

  tests=$(python3 - "$dir/junit.xml" <<'EOF'
import sys, xml.etree.ElementTree as ET
try:
    root = ET.parse(sys.argv[1]).getroot()
except Exception:
    print("? operations, ? failed"); sys.exit()
suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
n = sum(int(s.get("tests", 0)) for s in suites)
f = sum(int(s.get("failures", 0)) + int(s.get("errors", 0)) for s in suites)
print(f"{n} operations, {f} failed")
EOF
)
  cases=$(grep -Eo '[0-9]+ (generated|test cases)[^,]*' "$dir/schemathesis.log" | tail -1 || true)
  server_errors=$(grep -Ec 'internal error|panicked' "$dir/server.log" || true)
  line="$engine: schemathesis exit $st_status; $tests; ${cases:-? cases}; server log: $server_errors internal errors/panics"
  summary+=("$line")
  if [ "$st_status" -ne 0 ] || [ "$server_errors" -ne 0 ]; then
    failed=1
    grep -E 'internal error|panicked' "$dir/server.log" | head -20 >&2 || true
  fi
done

echo
echo "== fuzz summary (reports in $WORK)"
printf '%s\n' "${summary[@]}"
exit "$failed"
