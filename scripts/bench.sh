#!/usr/bin/env bash
# Benchmarks of docs/BENCHMARKS.md. Usage:
#   scripts/bench.sh auth                 start-up, memory, /api/v1/me, login (SQLite)
#   scripts/bench.sh list sqlite|postgres [N]   the application list on N bulk rows (default 1000000)
#   scripts/bench.sh search sqlite|postgres [N] the list's search on N bulk rows (default 1000000): broad
#                                               terms and whole values (name, e-mail, phone, IDs)
#   scripts/bench.sh lenders sqlite|postgres [N] N applications over 50 lenders (default 1000000):
#                                               the lender list, detail and allocations (issue 14)
#   scripts/bench.sh repay sqlite|postgres [N]  N active loans (default 100000): the daily job,
#                                               the late list, payment writes (issue 10)
#   scripts/bench.sh reports sqlite|postgres [N] N active loans over 50 lenders (default 1000000):
#                                               each report of the data area, p99 (issue 12)
#   scripts/bench.sh import sqlite|postgres [N] a batch import of N rows (default 10000): checked,
#                                               then created, and the server's peak RSS (issue 13)
#   scripts/bench.sh swaps sqlite|postgres [UNITS] [SWAPS]  a fleet (default 100000 units, 10000000
#                                               swaps): seeding, swap ingest rate, battery detail p99
#                                               (issue 11)
#   scripts/bench.sh download sqlite|postgres [P]  P parallel xlsx downloads (default 1) of the
#                                               application list, every row of RODA_BENCH_DATA_DIR's
#                                               (or roda_bench_lenders') database: times, and the
#                                               server's heap and PSS idle, at peak and 10 s after
#                                               (issues 13, 46)
#   scripts/bench.sh active sqlite|postgres [N]  N active loans (default 100000; RODA_BENCH_DATA_DIR or
#                                               RODA_BENCH_PG_DB reuses a seeded book): the active-borrower
#                                               list with each filter, the search and a funder's scope,
#                                               its counts, each beside its database time (issue 46)
# Needs wrk, sqlite3, psql (installed with apt when missing) and the release binary (make dist).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${RODA_BIN:-${CARGO_TARGET_DIR:-target}/release/roda}"
ADDR="127.0.0.1:${RODA_BENCH_PORT:-18757}"
URL="http://$ADDR"
PG_ADMIN="${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
LUA=scripts/bench
python3 -c 'import openpyxl' 2>/dev/null || pip install -q openpyxl
for tool in wrk sqlite3 psql curl python3; do
  command -v "$tool" >/dev/null || { apt-get update -qq; apt-get install -y -qq wrk sqlite3 >/dev/null; break; }
done
[ -x /usr/bin/time ] || { apt-get update -qq; apt-get install -y -qq time >/dev/null; }
[ -x "$BIN" ] || { echo "build the release binary first: make dist" >&2; exit 1; }

SERVER_PID=
stop() { [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null; SERVER_PID=; }
trap stop EXIT

now_ms() { date +%s%3N; }
# start DATA_DIR [extra env...]: starts the server, waits for /readyz; READY_MS is the time it
# took. Not to be called in a subshell (it keeps the server's PID).
READY_MS=
start() {
  local dir=$1; shift
  local t0; t0=$(now_ms)
  env RODA_ADDR=$ADDR RODA_DATA_DIR="$dir" RODA_AUTH_PER_IP_PER_MINUTE=100000 RODA_AUTH_PER_ACCOUNT_PER_MINUTE=100000 \
    RUST_LOG=warn "$@" "$BIN" serve --demo >"$dir/server.log" 2>&1 &
  SERVER_PID=$!
  until curl -sf "$URL/readyz" >/dev/null; do
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    sleep 0.005
  done
  READY_MS=$(( $(now_ms) - t0 ))
}
rss_kib() { awk '/^VmRSS/ {print $2}' "/proc/$SERVER_PID/status"; }
hwm_kib() { awk '/^VmHWM/ {print $2}' "/proc/$SERVER_PID/status"; }
token() {
  curl -sf -X POST "$URL/api/v1/authentication/login" -H 'content-type: application/json' \
    -d '{"email":"admin@roda.test","password":"Roda!demo2026"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])'
}
# load NAME CONNECTIONS SECONDS URL [wrk args...]: one wrk run, one result line.
load() {
  local name=$1 c=$2 d=$3 u=$4; shift 4
  local line
  line=$(wrk -t2 -c"$c" -d"${d}s" --latency -s "$LUA/report.lua" "$@" "$u" | grep '^RESULT')
  printf '%-34s c=%-3s %s\n' "$name" "$c" "${line#RESULT }"
}

# settle [DATABASE_URL=…]: waits (at most 30 min; about 16 on PostgreSQL at 1M active loans, the first
# run after a seed) until the daily job the server ran as it started has ended, so that no
# case is measured beside it; then, on PostgreSQL with autovacuum off (as on this VM), runs
# the VACUUM ANALYZE docs/OPERATIONS.md asks for after the job where autovacuum is off: the
# book is then as autovacuum leaves a production one (the job rewrites about half the
# standing; unvacuumed, its indexes are no longer read index-only). Reminders the job queued
# are still sent beside the cases (docs/BENCHMARKS.md, "PostgreSQL at 1M with the standing
# vacuumed"). The book's database is BOOK_ENV's, or the argument's. It signs in at each look: an
# access token outlives neither a long job nor the wait (take the cases' token after it).
settle() {
  local today waited=0 t0; t0=$(now_ms)
  today=$(TZ=Asia/Jakarta date +%F)
  until curl -sf -H "Authorization: Bearer $(token 2>/dev/null)" "$URL/api/v1/jobs" 2>/dev/null | python3 -c '
import json, sys
runs = [r for r in json.load(sys.stdin)["data"] if r["job"] == "daily" and r["business_date"] == sys.argv[1]]
sys.exit(0 if runs and all(r["ended_at"] for r in runs) else 1)' "$today" 2>/dev/null; do
    sleep 1; waited=$((waited + 1))
    [ $waited -lt 1800 ] || { echo "the day's job did not end within 30 min" >&2; break; }
  done
  local url=${1:-${BOOK_ENV[0]:-}}; url=${url#DATABASE_URL=}
  if [ -n "$url" ] && [ "$(psql -qtAX "$url" -c 'SHOW autovacuum')" = off ]; then
    psql -qX "$url" -c 'VACUUM ANALYZE'
    echo "the day's job, then VACUUM ANALYZE (autovacuum is off): $(( $(now_ms) - t0 )) ms"
  else
    echo "the day's job: $(( $(now_ms) - t0 )) ms"
  fi
}

# book ENGINE N DB SEED_ARGS...: a seeded book for a bench, in the globals BOOK_DIR (the data
# dir), BOOK_ENV (DATABASE_URL on PostgreSQL) and BOOK_REUSE (set when reused).
# RODA_BENCH_DATA_DIR (SQLite) or RODA_BENCH_PG_DB (PostgreSQL) reuses a book seeded before;
# otherwise N loans are seeded with SEED_ARGS into a new data dir (and database DB), timed.
BOOK_DIR= BOOK_REUSE=
BOOK_ENV=()
book() {
  local engine=$1 n=$2 db=$3; shift 3
  BOOK_DIR=${RODA_BENCH_DATA_DIR:-} BOOK_REUSE=${RODA_BENCH_DATA_DIR:+1} BOOK_ENV=()
  [ -n "$BOOK_DIR" ] || BOOK_DIR=$(mktemp -d)
  if [ "$engine" = postgres ]; then
    local name="${RODA_BENCH_PG_DB:-$db}"
    [ -n "${RODA_BENCH_PG_DB:-}" ] && BOOK_REUSE=1
    [ -n "$BOOK_REUSE" ] || psql -qX "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" -c "CREATE DATABASE $name"
    BOOK_ENV=(DATABASE_URL="${PG_ADMIN%/*}/$name")
  fi
  if [ -z "$BOOK_REUSE" ]; then
    local t0; t0=$(now_ms)
    env RODA_DATA_DIR="$BOOK_DIR" RUST_LOG=warn "${BOOK_ENV[@]}" "$BIN" seed bulk --loans "$n" "$@"
    echo "seed: $(( ($(now_ms) - t0) / 1000 )) s"
  fi
}

auth() {
  echo "== machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB, $(uname -r)"
  local dir; dir=$(mktemp -d)
  curl -sf "$URL/healthz" >/dev/null && { echo "something already listens on $ADDR" >&2; exit 1; }
  start "$dir"
  echo "first start to /readyz (migrations, 91k regions, demo seed): $READY_MS ms"
  stop
  for i in 1 2 3; do start "$dir"; echo "restart to /readyz, run $i: $READY_MS ms"; stop; done
  start "$dir"
  sleep 2
  echo "resident memory idle: $(( $(rss_kib) / 1024 )) MiB"
  local t; t=$(token)
  ( sleep 8; echo "resident memory during 50 concurrent /api/v1/me: $(( $(rss_kib) / 1024 )) MiB" ) &
  local sampler=$!
  load "GET /api/v1/me" 50 15 "$URL/api/v1/me" -H "Authorization: Bearer $t"
  wait "$sampler"
  RODA_THINK_MS=1000 load "GET /api/v1/me, 50 staff ~1 s apart" 50 15 "$URL/api/v1/me" -H "Authorization: Bearer $t"
  echo "peak resident memory (VmHWM): $(( $(hwm_kib) / 1024 )) MiB"
  echo "login (argon2id m=19456 KiB, t=2, p=1):"
  local line
  for c in 1 2; do
    line=$(wrk -t1 -c$c -d10s --latency -s "$LUA/login_report.lua" "$URL/api/v1/authentication/login" | grep '^RESULT')
    printf '%-34s c=%-3s %s\n' "POST /api/v1/authentication/login" "$c" "${line#RESULT }"
  done
  stop
  rm -rf "$dir"
}

# sql ENGINE DB_TARGET SQL: median of 15 runs of SQL, in ms.
sql_ms() {
  local engine=$1 target=$2 q=$3
  if [ "$engine" = sqlite ]; then
    python3 - "$target" "$q" <<'PY'
import sqlite3, statistics, sys, time
db = sqlite3.connect(sys.argv[1]); cur = db.cursor()
times = []
for _ in range(15):
    t = time.perf_counter()
    for stmt in sys.argv[2].split(';'):
        if stmt.strip(): cur.execute(stmt).fetchall()
    times.append((time.perf_counter() - t) * 1000)
print(f"{statistics.median(times):.2f}")
PY
  else
    local out
    out=$(for _ in $(seq 15); do echo "\\timing on"; echo "$q;"; done | psql -qX "$target" 2>&1 | awk '/^Time:/ {print $2}')
    # Two statements a run: sum each pair, then the median.
    python3 -c 'import statistics,sys; v=[float(x) for x in sys.argv[1:]]; print(f"{statistics.median(v[i]+v[i+1] for i in range(0, len(v) - 1, 2)):.2f}")' $out
  fi
}

list() {
  local engine=$1 n=${2:-1000000}
  # RODA_BENCH_DATA_DIR reuses a data dir seeded before (SQLite), skipping the seed.
  local dir=${RODA_BENCH_DATA_DIR:-} reuse=${RODA_BENCH_DATA_DIR:+1}
  [ -n "$dir" ] || dir=$(mktemp -d)
  local env=() target
  if [ "$engine" = postgres ]; then
    local name="roda_bench"
    [ -n "$reuse" ] || psql -qX "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" -c "CREATE DATABASE $name"
    target="${PG_ADMIN%/*}/$name"
    env=(DATABASE_URL="$target")
  else
    target="$dir/roda.db"
  fi
  echo "== $engine, $n applications; machine: $(nproc) cores"
  if [ -z "$reuse" ]; then
    local t0; t0=$(now_ms)
    env RODA_DATA_DIR="$dir" RUST_LOG=warn "${env[@]}" "$BIN" seed bulk --loans "$n"
    echo "seed: $(( ($(now_ms) - t0) / 1000 )) s"
  fi
  start "$dir" "${env[@]}"
  local t; t=$(token)
  local auth=(-H "Authorization: Bearer $t")
  local api="$URL/api/v1/loan-applications"
  local ids
  ids=$(curl -sf "${auth[@]}" "$URL/api/v1/programs" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
  local partner
  partner=$(curl -sf "${auth[@]}" "$URL/api/v1/partners" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
  # The cursor 10,000 rows deep, newest first, by walking the pages as a client would.
  local cursor=""
  for _ in $(seq 100); do
    cursor=$(curl -sf "${auth[@]}" "$api?limit=100${cursor:+&cursor=$cursor}" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["next_cursor"])')
  done
  local ocursor=""
  for _ in $(seq 100); do
    ocursor=$(curl -sf "${auth[@]}" "$api?sort=oldest&limit=100${ocursor:+&cursor=$ocursor}" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["next_cursor"])')
  done
  # Two passes: 50 staff at a human pace (each waits about a second between requests), then 50
  # clients in a tight loop (the throughput ceiling of these two shared cores).
  local pace
  for pace in 1000 ""; do
    if [ -n "$pace" ]; then echo "-- 50 staff, about ${pace} ms between each one's requests"; else echo "-- 50 clients, no pause"; fi
    export RODA_THINK_MS=$pace
    [ -n "$pace" ] || unset RODA_THINK_MS
    load "list newest, first page" 50 10 "$api?limit=50" "${auth[@]}"
    load "list oldest, first page" 50 10 "$api?sort=oldest&limit=50" "${auth[@]}"
    load "list newest, 10,000 rows deep" 50 10 "$api?limit=50&cursor=$cursor" "${auth[@]}"
    load "list oldest, 10,000 rows deep" 50 10 "$api?sort=oldest&limit=50&cursor=$ocursor" "${auth[@]}"
    load "list search q=budi s" 50 10 "$api?q=budi%20s&limit=50" "${auth[@]}"
    load "list search by loan ID" 50 10 "$api?q=LN-0500000&limit=50" "${auth[@]}"
    load "list status=unverified" 50 10 "$api?status=unverified&limit=50" "${auth[@]}"
    load "list program+partner+verified" 50 10 "$api?program_id=$ids&partner_id=$partner&status=verified&limit=50" "${auth[@]}"
    load "summary" 50 10 "$api/summary" "${auth[@]}"
  done
  unset RODA_THINK_MS
  stop
  # Raw SQL of the statements the API runs for each case (besides the small reference
  # lookups), median of 15, one connection.
  local u p
  if [ "$engine" = sqlite ]; then u="x'$(echo "$cursor" | tr -d -)'"; else u="'$cursor'"; fi
  if [ "$engine" = sqlite ]; then p="x'$(echo "$ids" | tr -d -)'"; else p="'$ids'"; fi
  local live="deleted_at IS NULL"
  local cols="id, loan_code, borrower_id, full_name, email, program_id, partner_id, pic_id, lead_status, status, kyc_scheduled, kyc_scheduled_at, approval_status, average_monthly_income, sales_name, created_at, updated_at, version"
  local counters="SELECT status, n FROM loan_counts"
  local since; since=$(date -u -d '7 days ago' +%Y-%m-%dT%H:%M:%S)
  echo "raw SQL (ms, median of 15):"
  echo "  list newest first page:  $(sql_ms "$engine" "$target" "$counters; SELECT $cols FROM loans WHERE $live ORDER BY id DESC LIMIT 51")"
  echo "  list newest 10,000 deep: $(sql_ms "$engine" "$target" "$counters; SELECT $cols FROM loans WHERE $live AND id < $u ORDER BY id DESC LIMIT 51")"
  echo "  list status=unverified:  $(sql_ms "$engine" "$target" "$counters; SELECT $cols FROM loans WHERE $live AND status = 'unverified' ORDER BY id DESC LIMIT 51")"
  echo "  list program filter:     $(sql_ms "$engine" "$target" "SELECT count(*) FROM (SELECT id FROM loans WHERE $live AND program_id = $p LIMIT 1001) m; SELECT $cols FROM loans WHERE $live AND program_id = $p ORDER BY id DESC LIMIT 51")"
  echo "  search by loan ID:       $(sql_ms "$engine" "$target" "SELECT id FROM loans WHERE $live AND loan_code = 'LN-0500000'; SELECT $cols FROM loans WHERE $live AND loan_code = 'LN-0500000'")"
  echo "  search q=budi s as one statement (what the broad-search walk replaces): $(sql_ms "$engine" "$target" "SELECT 1; SELECT $cols FROM loans WHERE $live AND (loan_code = 'BUDI S' OR (full_name_lower >= 'budi s' AND full_name_lower < 'budi s~') OR (email >= 'budi s' AND email < 'budi s~')) ORDER BY id DESC LIMIT 51")"
  echo "  summary:                 $(sql_ms "$engine" "$target" "$counters; SELECT count(*) FROM loans WHERE $live AND created_at >= '$since'")"
  [ -n "$reuse" ] || rm -rf "$dir"
}

# repay ENGINE [N]: N active loans with schedules and an opening payment (`seed bulk --active`);
# the daily job's wall time and peak memory (twice: the rerun of a date is a no-op, so the second
# run is for the next date), then 50 staff at a human pace on the late, normal and all-billing
# lists, the active list's late filter and payment writes.
swaps() {
  local engine=$1 units=${2:-100000} swaps=${3:-10000000}
  # RODA_BENCH_DATA_DIR: a directory seeded by an earlier run, kept and reused (no new seed).
  local dir=${RODA_BENCH_DATA_DIR:-} reuse=${RODA_BENCH_DATA_DIR:+1}
  [ -n "$dir" ] || dir=$(mktemp -d)
  local env=() target
  if [ "$engine" = postgres ]; then
    local name="roda_bench_swaps"
    [ -n "$reuse" ] || psql -qX "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" -c "CREATE DATABASE $name"
    target="${PG_ADMIN%/*}/$name"
    env=(DATABASE_URL="$target")
  else
    target="$dir/roda.db"
  fi
  echo "== $engine, $units units, $swaps swaps; machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB"
  [ -n "$reuse" ] || env RODA_DATA_DIR="$dir" RUST_LOG=warn "${env[@]}" /usr/bin/time -f "seed: %e s wall, %M KiB peak RSS" \
    "$BIN" seed assets --units "$units" --swaps "$swaps"
  start "$dir" "${env[@]}"
  local t; t=$(token)
  python3 scripts/bench-swaps-ingest.py "$URL" "$t" "$units" 100 2
  # The server settles the burst in the background once batches stop (1 s quiet); how long
  # until nothing is left unsettled, before the reads are measured.
  local t0 q0="SELECT count(*) FROM battery_swaps WHERE NOT settled"; t0=$(now_ms)
  if [ "$engine" = postgres ]; then
    until [ "$(psql -qXAt "$target" -c "$q0")" = 0 ]; do sleep 0.1; done
  else
    until [ "$(sqlite3 "$target" "$q0")" = 0 ]; do sleep 0.1; done
  fi
  echo "burst settled $(( $(now_ms) - t0 )) ms after the last batch"
  local q="SELECT id FROM batteries ORDER BY serial LIMIT 1 OFFSET 1000"
  local id
  if [ "$engine" = postgres ]; then id=$(psql -qXAt "$target" -c "$q"); else
    id=$(sqlite3 "$target" "SELECT lower(hex(id)) FROM batteries ORDER BY serial LIMIT 1 OFFSET 1000" | sed -E 's/(.{8})(.{4})(.{4})(.{4})(.{12})/\1-\2-\3-\4-\5/'); fi
  echo "battery $id: $(curl -sf -H "Authorization: Bearer $t" "$URL/api/v1/batteries/$id" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["data"]["swaps"]), "swaps shown")')"
  load "battery detail (newest 100 swaps)" 10 15 "$URL/api/v1/batteries/$id" -H "Authorization: Bearer $t"
  RODA_THINK_MS=1000 load "battery detail, 50 staff ~1 s apart" 50 15 "$URL/api/v1/batteries/$id" -H "Authorization: Bearer $t"
  echo "server peak RSS: $(hwm_kib) KiB"
  stop
  [ -n "$reuse" ] || rm -rf "$dir"
}

# RODA_BENCH_DATA_DIR (with, on PostgreSQL, the database RODA_BENCH_PG_DB, default
# roda_bench_repay): a directory seeded earlier, kept and reused (no new seed); RODA_BENCH_DAYS: the job's dates (default today and
# tomorrow; a reused database needs later ones, as a date already run changes nothing);
# RODA_BENCH_SECONDS: each list's run (default 10; the payments run twice as long);
# RODA_BENCH_PAY_STATUS: the active status of the 1,000 loans paid (default normal; a book left
# days without payments has few normal loans, so use late there).
repay() {
  local engine=$1 n=${2:-100000}
  local dir=${RODA_BENCH_DATA_DIR:-} reuse=${RODA_BENCH_DATA_DIR:+1}
  [ -n "$dir" ] || dir=$(mktemp -d)
  local env=() target
  if [ "$engine" = postgres ]; then
    local name="${RODA_BENCH_PG_DB:-roda_bench_repay}"
    [ -n "$reuse" ] || psql -qX "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" -c "CREATE DATABASE $name"
    target="${PG_ADMIN%/*}/$name"
    env=(DATABASE_URL="$target")
  else
    target="$dir/roda.db"
  fi
  echo "== $engine, $n active loans; machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB"
  if [ -z "$reuse" ]; then
    local t0; t0=$(now_ms)
    env RODA_DATA_DIR="$dir" RUST_LOG=warn "${env[@]}" "$BIN" seed bulk --loans "$n" --active
    echo "seed: $(( ($(now_ms) - t0) / 1000 )) s"
  fi
  local q="SELECT count(*) FROM installments"
  if [ "$engine" = postgres ]; then echo "installments: $(psql -qXAt "$target" -c "$q")"; else echo "installments: $(sqlite3 "$target" "$q")"; fi
  # With autovacuum on, PostgreSQL vacuums and analyses what each job and each run wrote within
  # a minute (`loans` by m0027's settings; the small figure tables the triggers update on every
  # payment, such as `portfolio_figures`, by the default thresholds). Where it is off (as on the
  # bench machine), vacuum the whole database by hand after each job, timed apart, so each run
  # starts as it would in production: vacuuming `loans` alone left `portfolio_figures` bloated
  # after one run, and the late list's count slow (docs/BENCHMARKS.md "Repayments").
  local by_hand=""
  if [ "$engine" = postgres ] && [ "$(psql -qXAt "$target" -c 'SHOW autovacuum')" = off ]; then by_hand=1; fi
  local day
  for day in ${RODA_BENCH_DAYS:-"$(date -u +%F)" "$(date -u -d tomorrow +%F)"}; do
    env RODA_DATA_DIR="$dir" RUST_LOG=warn "${env[@]}" /usr/bin/time -f "daily job $day: %e s wall, %M KiB peak RSS" \
      "$BIN" jobs run daily --future --date "$day"
    if [ -n "$by_hand" ]; then
      /usr/bin/time -f "  then VACUUM ANALYZE (autovacuum is off here): %e s" psql -qX "$target" -c "VACUUM ANALYZE"
    fi
  done
  start "$dir" "${env[@]}"
  local t; t=$(token)
  local auth=(-H "Authorization: Bearer $t")
  local loans="$dir/loans.txt" cursor="" page
  : >"$loans"
  for _ in $(seq 10); do
    page=$(curl -sf "${auth[@]}" "$URL/api/v1/active-borrowers?status=${RODA_BENCH_PAY_STATUS:-normal}&limit=100${cursor:+&cursor=$cursor}")
    echo "$page" | python3 -c 'import json,sys; [print(i["loan_id"]) for i in json.load(sys.stdin)["data"]["items"]]' >>"$loans"
    cursor=$(echo "$page" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["next_cursor"] or "")')
    [ -n "$cursor" ] || break
  done
  export RODA_THINK_MS=1000
  echo "-- 50 staff, about 1000 ms between each one's requests"
  local secs=${RODA_BENCH_SECONDS:-10}
  load "late list, first page" 50 "$secs" "$URL/api/v1/repayments/late?limit=50" "${auth[@]}"
  load "normal list, first page" 50 "$secs" "$URL/api/v1/repayments/normal?limit=50" "${auth[@]}"
  load "all billing, due this week" 50 "$secs" "$URL/api/v1/repayments/all-billing?due_from=$(date -u +%F)&due_to=$(date -u -d '+6 days' +%F)&limit=50" "${auth[@]}"
  load "active borrowers, late" 50 "$secs" "$URL/api/v1/active-borrowers?status=late&limit=50" "${auth[@]}"
  RODA_LOANS_FILE="$loans" RODA_TOKEN="$t" RODA_TODAY="$(TZ=Asia/Jakarta date +%F)" \
    load "payment write (Idempotency-Key)" 50 "$(( secs * 2 ))" "$URL" -s "$LUA/payment.lua"
  unset RODA_THINK_MS
  echo "server peak RSS: $(hwm_kib) KiB"
  stop
  [ -n "$reuse" ] || rm -rf "$dir"
}

# search ENGINE [N]: the list's search (issue 8) on N bulk rows: the four example searches and
# the broad "budi s", 50 staff at a human pace then 50 clients in a loop, then the raw SQL the
# API runs for "budi s" with its query plan. Reuses RODA_BENCH_DATA_DIR (SQLite) or the database
# RODA_BENCH_PG_DB (PostgreSQL) when set, skipping the seed.
search() {
  local engine=$1 n=${2:-1000000}
  local dir=${RODA_BENCH_DATA_DIR:-} reuse=
  [ -n "$dir" ] || dir=$(mktemp -d)
  local env=() target
  if [ "$engine" = postgres ]; then
    local name="${RODA_BENCH_PG_DB:-roda_bench_search}"
    if psql -qXAt "$PG_ADMIN" -c "SELECT 1 FROM pg_database WHERE datname = '$name'" | grep -q 1 && [ -n "${RODA_BENCH_PG_DB:-}" ]; then
      reuse=1
    else
      psql -qX "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" -c "CREATE DATABASE $name"
    fi
    target="${PG_ADMIN%/*}/$name"
    env=(DATABASE_URL="$target")
  else
    target="$dir/roda.db"
    [ -f "$target" ] && reuse=1
  fi
  echo "== search, $engine, $n applications; machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB"
  if [ -z "$reuse" ]; then
    local t0; t0=$(now_ms)
    env RODA_DATA_DIR="$dir" RUST_LOG=warn "${env[@]}" "$BIN" seed bulk --loans "$n"
    echo "seed: $(( ($(now_ms) - t0) / 1000 )) s"
  fi
  # The whole values of the oldest "Budi Santoso" (a walk in list order reaches it last): its
  # e-mail, phone (+62…), loan ID and customer ID.
  local pick="SELECT l.email, b.phone, l.loan_code, b.customer_code FROM loans l JOIN borrowers b ON b.id = l.borrower_id WHERE l.search_name = ' budi santoso' AND l.deleted_at IS NULL ORDER BY l.id LIMIT 1"
  local email phone loan customer
  if [ "$engine" = sqlite ]; then
    IFS='|' read -r email phone loan customer < <(sqlite3 -separator '|' "$target" "$pick")
  else
    IFS='|' read -r email phone loan customer < <(psql -qXAt -F '|' "$target" -c "$pick")
  fi
  local nat="${phone#+62}"  # 812…: the number without its country code
  # Tuned before (issue 8): broad terms. Then the whole values staff type (issue 46): the phone's
  # last four digits, a full name with its space, an e-mail without and with its domain, a phone
  # as people write it, the IDs.
  local shapes=("budi s" "Santoso" "example.id" "0000008" "8123" "${nat: -4}"
    "budi santoso" "budi.santoso" "$email"
    "+62 ${nat:0:3}-${nat:3:4}-${nat:7}" "0${nat:0:3} ${nat:3:4} ${nat:7}" "(0${nat:0:3}) ${nat:3:4}.${nat:7}" "62$nat"
    "$loan" "$customer")
  enc() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"; }
  start "$dir" "${env[@]}"
  # Not beside the day's job, and on a vacuumed book where autovacuum is off: the job's writes
  # to `loans` otherwise send the search's index-only scans to the table.
  settle "${env[0]:-}"
  local t; t=$(token)
  local auth=(-H "Authorization: Bearer $t")
  local api="$URL/api/v1/loan-applications"
  local q secs=${RODA_BENCH_SECONDS:-10}
  for q in "${shapes[@]}"; do
    printf '  %-34s total %s\n' "q=$q" "$(curl -sf "${auth[@]}" "$api?q=$(enc "$q")&limit=50" | python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; print(d["total"], "(capped)" if d["total_capped"] else "")')"
  done
  # Warm-up, not reported: every pooled connection opened and its page cache filled once, so the
  # first figures do not carry the pool's start.
  for q in "${shapes[@]}"; do
    wrk -t2 -c8 -d2s "${auth[@]}" "$api?q=$(enc "$q")&limit=50" >/dev/null
  done
  local pace
  for pace in 1000 ""; do
    if [ -n "$pace" ]; then echo "-- 50 staff, about ${pace} ms between each one's requests"; else echo "-- 50 clients, no pause"; fi
    export RODA_THINK_MS=$pace
    [ -n "$pace" ] || unset RODA_THINK_MS
    for q in "${shapes[@]}"; do
      load "search q=$q" 50 "$secs" "$api?q=$(enc "$q")&limit=50" "${auth[@]}"
    done
  done
  unset RODA_THINK_MS
  stop
  # The raw SQL of each search's first page (scripts/bench/search_sql.py: the statement that reads
  # up to 201 ids in list order), then the page's 50 rows by id: their sum is the page's SQL.
  local cols="id, loan_code, borrower_id, full_name, email, program_id, partner_id, pic_id, lead_status, status, kyc_scheduled, kyc_scheduled_at, approval_status, average_monthly_income, sales_name, created_at, updated_at, version"
  echo "raw SQL (ms, median of 15): the first page's ids; its 50 rows"
  local walk
  for q in "${shapes[@]}"; do
    walk=$(python3 "$LUA/search_sql.py" "$engine" "$q" "$target")
    printf '  %-34s ids %8s   rows %6s\n' "q=$q" "$(sql_ms "$engine" "$target" "SELECT 1; $walk")" \
      "$(sql_ms "$engine" "$target" "SELECT 1; SELECT $cols FROM loans WHERE id IN (SELECT id FROM ($walk) w LIMIT 50)")"
  done
  if [ -n "${RODA_BENCH_PLANS:-}" ]; then
    for q in "${shapes[@]}"; do
      walk=$(python3 "$LUA/search_sql.py" "$engine" "$q" "$target")
      echo "  plan of q=$q:"
      if [ "$engine" = sqlite ]; then
        python3 -c 'import sqlite3,sys; [print("   ", r[-1]) for r in sqlite3.connect(sys.argv[1]).execute("EXPLAIN QUERY PLAN " + sys.argv[2])]' "$target" "$walk"
      else
        psql -qX "$target" -c "EXPLAIN (ANALYZE, BUFFERS) $walk" | sed 's/^/    /'
      fi
    done
  fi
  [ -n "${RODA_BENCH_DATA_DIR:-}" ] || [ "$engine" = postgres ] || rm -rf "$dir"
}

# lenders ENGINE N: N applications spread over 50 lenders (issue 14): the lender list with its
# totals, one lender's detail and its allocation list, 50 staff at a human pace. Reuses
# RODA_BENCH_DATA_DIR (SQLite) when set, skipping the seed.
lenders() {
  local engine=$1 n=${2:-1000000}
  local dir=${RODA_BENCH_DATA_DIR:-} reuse=${RODA_BENCH_DATA_DIR:+1}
  [ -n "$dir" ] || dir=$(mktemp -d)
  local env=() target
  if [ "$engine" = postgres ]; then
    local name="roda_bench_lenders"
    [ -n "$reuse" ] || psql -qX "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" -c "CREATE DATABASE $name"
    target="${PG_ADMIN%/*}/$name"
    env=(DATABASE_URL="$target")
  else
    target="$dir/roda.db"
  fi
  echo "== lenders, $engine, $n applications, 50 lenders; machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB"
  if [ -z "$reuse" ]; then
    local t0; t0=$(now_ms)
    env RODA_DATA_DIR="$dir" RUST_LOG=warn "${env[@]}" "$BIN" seed bulk --loans "$n" --lenders 50
    echo "seed: $(( ($(now_ms) - t0) / 1000 )) s"
  fi
  start "$dir" "${env[@]}"
  local t; t=$(token)
  local auth=(-H "Authorization: Bearer $t")
  local first
  first=$(curl -sf "${auth[@]}" "$URL/api/v1/lenders" | python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; print(len(d), file=sys.stderr); print(d[0]["id"])')
  echo "first lender: $first ($(curl -sf "${auth[@]}" "$URL/api/v1/lenders/$first/loans?limit=1" | python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; print(d["total"], "allocations", "(capped)" if d["total_capped"] else "")'))"
  export RODA_THINK_MS=1000
  echo "-- 50 staff, about 1000 ms between each one's requests"
  load "lender list with totals" 50 15 "$URL/api/v1/lenders" "${auth[@]}"
  load "one lender's detail" 50 15 "$URL/api/v1/lenders/$first" "${auth[@]}"
  load "one lender's allocations, first page" 50 15 "$URL/api/v1/lenders/$first/loans?limit=50" "${auth[@]}"
  unset RODA_THINK_MS
  echo "server peak RSS: $(hwm_kib) KiB"
  stop
  [ -n "${RODA_BENCH_DATA_DIR:-}" ] || [ "$engine" = postgres ] || rm -rf "$dir"
}


# import_status ID: the import's "status rows_checked rows_created".
import_status() {
  curl -sf "${AUTH[@]}" "$URL/api/v1/loan-applications/imports/$1" |
    python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; print(d["status"], d["rows_checked"], d["rows_created"], d["rows_valid"])'
}

import_bench() {
  local engine=$1 n=${2:-10000}
  local dir; dir=$(mktemp -d)
  local env=()
  if [ "$engine" = postgres ]; then
    local name="roda_bench_import"
    psql -qX "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" -c "CREATE DATABASE $name"
    env=(DATABASE_URL="${PG_ADMIN%/*}/$name")
  fi
  echo "== batch import, $engine, $n rows; machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB"
  python3 scripts/bench-import-file.py "$n" "$dir/import.xlsx"
  echo "file: $(stat -c %s "$dir/import.xlsx") bytes"
  start "$dir" "${env[@]}"
  AUTH=(-H "Authorization: Bearer $(token)")
  echo "server RSS before: $(rss_kib) KiB"
  local t0 id st
  t0=$(now_ms)
  id=$(curl -sf "${AUTH[@]}" -F "file=@$dir/import.xlsx" "$URL/api/v1/loan-applications/imports" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["import_id"])')
  until st=$(import_status "$id") && [ "${st%% *}" != checking ]; do sleep 0.25; done
  local checked_ms=$(( $(now_ms) - t0 ))
  echo "upload and check: $checked_ms ms ($st)"
  t0=$(now_ms)
  curl -sf "${AUTH[@]}" -X POST "$URL/api/v1/loan-applications/imports/$id/commit" >/dev/null
  until st=$(import_status "$id") && [ "${st%% *}" != importing ]; do sleep 0.25; done
  local created_ms=$(( $(now_ms) - t0 ))
  echo "commit (create): $created_ms ms ($st)"
  echo "checked and created: $(( checked_ms + created_ms )) ms"
  echo "server peak RSS: $(hwm_kib) KiB"
  stop
  rm -rf "$dir"
}

download_bench() {
  local engine=$1 n=${2:-1}
  local dir=${RODA_BENCH_DATA_DIR:?set RODA_BENCH_DATA_DIR to a seeded data dir (scripts/bench.sh lenders)}
  local env=()
  [ "$engine" = postgres ] && env=(DATABASE_URL="${PG_ADMIN%/*}/${RODA_BENCH_PG_DB:-roda_bench_lenders}")
  echo "== $n parallel list download(s) (xlsx), $engine; machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB"
  # The token opens /metrics, whose gauges give the allocator's heap (issue 46 item 6).
  start "$dir" "${env[@]}" RODA_METRICS_TOKEN=bench-metrics-token
  local out; out=$(mktemp -d)
  # Memory as heap and PSS, not RSS: every SQLite connection maps the database file, and RSS
  # counts a page once per connection that touched it (docs/BENCHMARKS.md "Memory under
  # parallel downloads").
  python3 - "$SERVER_PID" "$URL" "$(token)" bench-metrics-token "$n" "$out" <<'PY'
import re, sys, threading, time, urllib.request
pid, url, token, metrics_token, n, out = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]), sys.argv[6]
MiB = 1 << 20
def smaps():
    got = {}
    with open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            k, _, v = line.partition(":")
            w = v.split()
            if len(w) == 2 and w[1] == "kB":
                got[k] = int(w[0]) * 1024
    return got
def metrics():
    req = urllib.request.Request(url + "/metrics", headers={"Authorization": "Bearer " + metrics_token})
    try:
        text = urllib.request.urlopen(req, timeout=10).read().decode()
    except OSError:
        return {}
    return {m[1]: float(m[2]) for m in re.finditer(r"^roda_(\w+) (\S+)$", text, re.M)}
def sample():
    s, m = smaps(), metrics()
    return {"heap": m.get("memory_heap_bytes"), "kept": m.get("memory_heap_resident_bytes"),
            "anon": s.get("Pss_Anon"), "pss": s.get("Pss"), "rss": s.get("Rss"),
            "running": m.get("exports_running", 0), "queued": m.get("exports_queued", 0)}
def show(label, v):
    mib = lambda b: "n/a" if b is None else f"{b / MiB:.0f} MiB"
    print(f"{label}: heap {mib(v['heap'])} (allocator resident {mib(v['kept'])}), anonymous PSS {mib(v['anon'])}, "
          f"PSS {mib(v['pss'])} (RSS {mib(v['rss'])})")
show("idle", sample())
done, results = threading.Event(), [None] * n
t0 = time.monotonic()
def download(i):
    req = urllib.request.Request(url + "/api/v1/loan-applications?format=xlsx", headers={"Authorization": "Bearer " + token})
    size = 0
    try:
        with urllib.request.urlopen(req, timeout=3600) as r, open(f"{out}/{i}.xlsx", "wb") as f:
            while chunk := r.read(1 << 20):
                size += f.write(chunk)
            status = r.status
    except urllib.error.HTTPError as e:
        status = e.code
    results[i] = (status, size, time.monotonic() - t0)
peak = {}
def sampler():
    while not done.is_set():
        for k, v in sample().items():
            if v is not None:
                peak[k] = max(peak.get(k, 0), v)
        done.wait(0.25)
threads = [threading.Thread(target=download, args=(i,)) for i in range(n)]
watch = threading.Thread(target=sampler)
watch.start()
for t in threads:
    t.start()
for t in threads:
    t.join()
done.set()
watch.join()
ends = sorted(r[2] for r in results)
statuses = sorted({r[0] for r in results})
print(f"{n} download(s): first done after {ends[0] * 1000:.0f} ms, last after {ends[-1] * 1000:.0f} ms; "
      f"statuses {statuses}; sizes {sorted({r[1] for r in results})} bytes")
print(f"exports at once: at most {peak.get('running', 0):.0f} running, {peak.get('queued', 0):.0f} queued (/metrics, sampled every 0.25 s)")
show("peak (sampled)", {k: peak.get(k) for k in ("heap", "kept", "anon", "pss", "rss")})
show("right after", sample())
time.sleep(10)
show("10 s after", sample())
PY
  python3 -c 'import openpyxl,sys; ws=openpyxl.load_workbook(sys.argv[1], read_only=True).worksheets[0]; print("rows:", ws.max_row - 1)' "$out/0.xlsx"
  echo "server peak RSS (VmHWM, counts the mapped database once per connection): $(hwm_kib) KiB"
  rm -rf "$out"
  stop
}

# reports ENGINE N: N active loans with their schedules over 50 lenders (issue 12): each report
# of the data area as the admin (the whole book) and as a funder's staff member would open it,
# 10 staff at a human pace. Reuses RODA_BENCH_DATA_DIR (SQLite) when set, skipping the seed.
reports() {
  local engine=$1 n=${2:-1000000}
  echo "== reports, $engine, $n active loans, 50 lenders; machine: $(nproc) cores, $(free -g | awk '/Mem/ {print $2}') GiB"
  book "$engine" "$n" roda_bench_reports --active --lenders 50
  local dir=$BOOK_DIR env=("${BOOK_ENV[@]}")
  start "$dir" "${env[@]}"
  local t; t=$(token)
  local auth=(-H "Authorization: Bearer $t")
  local first
  first=$(curl -sf "${auth[@]}" "$URL/api/v1/lenders" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
  local month; month="from=$(date -u -d '30 days ago' +%F)&to=$(date -u +%F)"
  export RODA_THINK_MS=1000
  echo "-- 10 staff, about 1000 ms between each one's requests"
  local r
  for r in funnel approvals portfolio "collections?$month" assets; do
    load "report ${r%%\?*}, whole book" 10 15 "$URL/api/v1/reports/$r" "${auth[@]}"
  done
  load "report portfolio, one lender" 10 15 "$URL/api/v1/reports/portfolio?lender_id=$first" "${auth[@]}"
  load "home dashboard" 10 15 "$URL/api/v1/home/summary" "${auth[@]}"
  unset RODA_THINK_MS
  local t1; t1=$(now_ms)
  curl -sf "${auth[@]}" -o /dev/null "$URL/api/v1/reports/portfolio?format=xlsx"
  echo "portfolio xlsx: $(( $(now_ms) - t1 )) ms"
  echo "server peak RSS before the loan-level download: $(hwm_kib) KiB"
  # The portfolio's loan-level download: one row per active loan, streamed (issue 12 item 2).
  local xlsx; xlsx=$(mktemp --suffix=.xlsx)
  t1=$(now_ms)
  curl -sf "${auth[@]}" -o "$xlsx" "$URL/api/v1/reports/portfolio?format=xlsx&detail=loans"
  echo "portfolio loans xlsx: $(( $(now_ms) - t1 )) ms, $(stat -c %s "$xlsx") bytes, $(python3 -c 'import sys, zipfile, re; x = zipfile.ZipFile(sys.argv[1]).read("xl/worksheets/sheet1.xml"); print(len(re.findall(rb"<row ", x)) - 1)' "$xlsx") rows"
  rm -f "$xlsx"
  echo "server peak RSS: $(hwm_kib) KiB"
  stop
  [ -n "${RODA_BENCH_DATA_DIR:-}" ] || [ "$engine" = postgres ] || rm -rf "$dir"
}

# active ENGINE [N]: the active-borrower list (issue 46 item 1) on N active loans over 50 lenders:
# every filter of spec §2 alone and combined, the search, a funder's staff, and the counts, 50
# staff at a human pace; then each request again on a server logging its statements, and the
# median of their summed time beside it (the database's part of the API time).
active() {
  local engine=$1 n=${2:-100000}
  echo "== $engine, $n active loans; machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
  book "$engine" "$n" roda_bench_active --active --lenders 50
  local dir=$BOOK_DIR reuse=$BOOK_REUSE env=("${BOOK_ENV[@]}")
  start "$dir" "${env[@]}"
  settle
  local t; t=$(token)
  local auth=(-H "Authorization: Bearer $t")
  local api="$URL/api/v1/active-borrowers"
  local lender program funder
  lender=$(curl -sf "${auth[@]}" "$URL/api/v1/lenders" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
  program=$(curl -sf "${auth[@]}" "$URL/api/v1/programs" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
  funder=$(curl -sf -X POST "$URL/api/v1/authentication/login" -H 'content-type: application/json' \
    -d '{"email":"lender@roda.test","password":"Roda!demo2026"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])')
  local cases=(
    "first page|$api?limit=50"
    "status=late|$api?status=late&limit=50"
    "status=non_performing|$api?status=non_performing&limit=50"
    "one lender|$api?lender_id=$lender&limit=50"
    "one lender, late|$api?lender_id=$lender&status=late&limit=50"
    "one program|$api?program_id=$program&limit=50"
    "hold billing|$api?hold_billing=true&limit=50"
    "remaining <= 4|$api?remaining_max=4&limit=50"
    "remaining >= 120, late|$api?remaining_min=120&status=late&limit=50"
    "search q=budi|$api?q=budi&limit=50"
    "search q=budi santoso|$api?q=budi%20santoso&limit=50"
    "search q=santoso, late|$api?q=santoso&status=late&limit=50"
    "search q=budi, one lender|$api?q=budi&lender_id=$lender&limit=50"
    "search by loan ID|$api?q=LN-0000042&limit=50"
    "summary|$api/summary"
  )
  local c label url
  export RODA_THINK_MS=1000
  echo "-- 50 staff, about 1000 ms between each one's requests"
  for c in "${cases[@]}"; do
    label=${c%%|*}; url=${c#*|}
    load "$label" 50 "${RODA_BENCH_SECONDS:-10}" "$url" "${auth[@]}"
  done
  load "funder staff: first page" 50 "${RODA_BENCH_SECONDS:-10}" "$api?limit=50" -H "Authorization: Bearer $funder"
  load "funder staff: summary" 50 "${RODA_BENCH_SECONDS:-10}" "$api/summary" -H "Authorization: Bearer $funder"
  load "funder staff: search q=budi" 50 "${RODA_BENCH_SECONDS:-10}" "$api?q=budi&limit=50" -H "Authorization: Bearer $funder"
  unset RODA_THINK_MS
  stop
  # The database's part: each request 7 times on a server logging its statements.
  # Both the server and the markers below append, so that each marker precedes its request's
  # statements.
  sql_pass "$dir" "$t" "${cases[@]}" "funder staff: first page|$api?limit=50|$funder" "funder staff: summary|$api/summary|$funder" \
    "funder staff: search q=budi|$api?q=budi&limit=50|$funder"
  [ -n "$reuse" ] || [ "$engine" = postgres ] || rm -rf "$dir"
}

# sql_pass DIR TOKEN CASE...: the database's part of each case ("label|url", or
# "label|url|token" for another caller): each request 7 times on a server of the book in DIR
# (BOOK_ENV: its database) logging its statements, summed per request by sql_time.py. Both
# the server and the markers append, so that each marker precedes its request's statements.
# On PostgreSQL with RODA_PG_LOG set (the server's log file, e.g.
# /var/log/postgresql/postgresql-15-main.log), each case is first sent 40 times (so that every
# pooled connection has prepared its statements past PostgreSQL's five custom plans), and the
# database's own time per request is also read from that log with `bind` (planning) apart
# (pg_log_time.py; docs/BENCHMARKS.md, "Active borrowers: plans kept").
sql_pass() {
  local dir=$1 t=$2; shift 2
  local log="$dir/statements.log" db_url=${BOOK_ENV[0]:-} pg_log=${RODA_PG_LOG:-} pg_start=0 warm=1
  db_url=${db_url#DATABASE_URL=}
  if [ -n "$pg_log" ] && [ -n "$db_url" ]; then
    psql -qX "$db_url" -c "ALTER DATABASE ${db_url##*/} SET log_min_duration_statement = 0"
    pg_start=$(wc -l <"$pg_log") warm=40
  else
    pg_log=
  fi
  : >"$log"
  env RODA_ADDR=$ADDR RODA_DATA_DIR="$dir" RUST_LOG=warn,sqlx::query=debug "${BOOK_ENV[@]}" "$BIN" serve --demo >>"$log" 2>&1 &
  SERVER_PID=$!
  until curl -sf "$URL/readyz" >/dev/null; do sleep 0.05; done
  # A fresh book's first start runs the day's jobs in the background: their statements go under
  # a label of their own, and the cases wait until the log has been quiet for 2 s (at most 5 min).
  echo "== (start-up: the day's jobs)" >>"$log"
  local size=-1 waited=0
  while [ "$(stat -c %s "$log")" != "$size" ] && [ $waited -lt 150 ]; do
    size=$(stat -c %s "$log"); sleep 2; waited=$((waited + 1))
  done
  local c i label url tok
  for c in "$@"; do
    label=${c%%|*}; url=${c#*|}; tok=$t
    if [ "${url#*|}" != "$url" ]; then tok=${url#*|}; url=${url%%|*}; fi
    for i in $(seq $warm); do curl -sf -o /dev/null -H "Authorization: Bearer $tok" "$url"; done
    for i in 1 2 3 4 5 6 7; do
      echo "== $label" >>"$log"
      [ -z "$pg_log" ] || psql -qXAt "$db_url" -c "SELECT 'mark $label'" >/dev/null
      curl -sf -o /dev/null -H "Authorization: Bearer $tok" "$url"
      sleep 0.05
    done
  done
  stop
  python3 "$LUA/sql_time.py" "$log"
  if [ -n "$pg_log" ]; then
    psql -qXAt "$db_url" -c "SELECT 'mark end'" >/dev/null
    psql -qX "$db_url" -c "ALTER DATABASE ${db_url##*/} RESET log_min_duration_statement"
    echo "-- PostgreSQL's own time a request (its log; bind is where a custom plan is made)"
    tail -n +"$((pg_start + 1))" "$pg_log" | python3 "$LUA/pg_log_time.py"
  fi
}

# lists ENGINE N...: every list screen of spec §2 (applications, approval, KYC, contract,
# active borrowers, billing, late, collections) at each book size N (issue 46 item 3): a book
# of N applications and N/10 active loans, each list's first page, a status filter and a full
# name search at 50 staff's human pace, each beside its database time; then, per case, the
# growth from the first size to the last (`scripts/bench/growth.py`). RODA_BENCH_SECONDS sets
# each case's length (10 s).
lists() {
  local engine=$1; shift
  local out; out=$(mktemp -d)
  local n files=()
  for n in "$@"; do
    lists_at "$engine" "$n" | tee "$out/$n.txt"
    files+=("$out/$n.txt")
  done
  python3 "$LUA/growth.py" "${files[@]}"
}

lists_at() {
  local engine=$1 n=$2
  echo "== $engine, $n applications and $((n / 10)) active loans; machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
  book "$engine" "$n" "roda_bench_lists_$n"
  if [ -z "$BOOK_REUSE" ]; then
    local t0; t0=$(now_ms)
    env RODA_DATA_DIR="$BOOK_DIR" RUST_LOG=warn "${BOOK_ENV[@]}" "$BIN" seed bulk --loans $((n / 10)) --active --lenders 50
    echo "seed of the active loans: $(( ($(now_ms) - t0) / 1000 )) s"
  fi
  start "$BOOK_DIR" "${BOOK_ENV[@]}"
  settle
  local t; t=$(token)
  local v="$URL/api/v1" q="q=budi%20santoso&limit=50"
  local cases=(
    "applications|$v/loan-applications?limit=50"
    "applications, unverified|$v/loan-applications?status=unverified&limit=50"
    "applications, search|$v/loan-applications?$q"
    "approval|$v/loan-approvals?limit=50"
    "approval, pending|$v/loan-approvals?status=pending&limit=50"
    "approval, search|$v/loan-approvals?$q"
    "KYC|$v/kyc?limit=50"
    "KYC, scheduled|$v/kyc?status=kyc_scheduled&limit=50"
    "KYC, search|$v/kyc?$q"
    "contract|$v/loan-contracts?limit=50"
    "contract, paid|$v/loan-contracts?payment_status=paid&limit=50"
    "contract, search|$v/loan-contracts?$q"
    "active|$v/active-borrowers?limit=50"
    "active, late|$v/active-borrowers?status=late&limit=50"
    "active, search|$v/active-borrowers?$q"
    "billing|$v/repayments/all-billing?limit=50"
    "normal|$v/repayments/normal?limit=50"
    "late|$v/repayments/late?limit=50"
    "collections|$v/collections?limit=50"
  )
  local c
  export RODA_THINK_MS=1000
  for c in "${cases[@]}"; do
    load "${c%%|*}" 50 "${RODA_BENCH_SECONDS:-10}" "${c#*|}" -H "Authorization: Bearer $t"
  done
  unset RODA_THINK_MS
  stop
  sql_pass "$BOOK_DIR" "$t" "${cases[@]}"
  [ -n "$BOOK_REUSE" ] || [ "$engine" = postgres ] || rm -rf "$BOOK_DIR"
}

case "${1:-}" in
  auth) auth ;;
  search) search "${2:-sqlite}" "${3:-1000000}" ;;
  list) list "${2:-sqlite}" "${3:-1000000}" ;;
  repay) repay "${2:-sqlite}" "${3:-100000}" ;;
  swaps) swaps "${2:-sqlite}" "${3:-100000}" "${4:-10000000}" ;;
  lenders) lenders "${2:-sqlite}" "${3:-1000000}" ;;
  import) import_bench "${2:-sqlite}" "${3:-10000}" ;;
  reports) reports "${2:-sqlite}" "${3:-1000000}" ;;
  download) download_bench "${2:-sqlite}" "${3:-1}" ;;
  active) active "${2:-sqlite}" "${3:-100000}" ;;
  lists) lists "${2:-sqlite}" "${@:3}" ;;
  *) echo "usage: $0 auth | list sqlite|postgres [N] | search sqlite|postgres [N] | repay sqlite|postgres [N] | lenders sqlite|postgres [N] | reports sqlite|postgres [N] | import sqlite|postgres [N] | swaps sqlite|postgres [UNITS] [SWAPS] | download sqlite|postgres [P] | active sqlite|postgres [N] | lists sqlite|postgres N [N…]" >&2; exit 2 ;;
esac
