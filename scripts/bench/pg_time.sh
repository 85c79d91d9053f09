#!/bin/bash
# scripts/bench/pg_time.sh BIN DB DATADIR: PostgreSQL's own time (parse + bind + execute, ms) per request of each
# active-list case (docs/BENCHMARKS.md, "Active borrowers: plans kept"): each case 40 times to
# prepare its statements on every pooled connection, then 5 times between marker statements, with
# log_min_duration_statement = 0 on DB for the run; medians from the PostgreSQL log (RODA_PG_LOG).
# bind is where a custom plan is made. BIN serves the book of DATADIR and DB on port 8099.
BIN=$1 DB=$2 DIR=$3
L=${RODA_PG_LOG:-/var/log/postgresql/postgresql-15-main.log}
P="psql -h 127.0.0.1 -U postgres -qXAt"
fuser -k 8099/tcp >/dev/null 2>&1; sleep 1
$P -c "ALTER DATABASE $DB SET log_min_duration_statement = 0"
(env RODA_ADDR=127.0.0.1:8099 RODA_DATA_DIR=$DIR DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB RODA_AUTH_PER_IP_PER_MINUTE=100000 RUST_LOG=warn $BIN serve --demo > /tmp/srv.log 2>&1 &)
until curl -sf 127.0.0.1:8099/readyz >/dev/null; do sleep 0.2; done
T=$(curl -sf -X POST 127.0.0.1:8099/api/v1/authentication/login -H 'content-type: application/json' -d '{"email":"admin@roda.test","password":"Roda!demo2026"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])')
api=127.0.0.1:8099/api/v1/active-borrowers
lender=$(curl -sf -H "Authorization: Bearer $T" 127.0.0.1:8099/api/v1/lenders | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
start=$(wc -l < $L)
for c in "first|$api?limit=50" "late|$api?status=late&limit=50" "lender|$api?lender_id=$lender&limit=50" "lender-late|$api?lender_id=$lender&status=late&limit=50" "rem120-late|$api?remaining_min=120&status=late&limit=50" "hold|$api?hold_billing=true&limit=50" "budi|$api?q=budi&limit=50" "santoso-late|$api?q=santoso&status=late&limit=50"; do
  label=${c%%|*}; url=${c#*|}
  for i in $(seq 40); do curl -sf -o /dev/null -H "Authorization: Bearer $T" "$url"; done
  for i in 1 2 3 4 5; do $P -d $DB -c "SELECT 'mark $label'" >/dev/null; curl -sf -o /dev/null -H "Authorization: Bearer $T" "$url"; sleep 0.1; done
done
$P -d $DB -c "SELECT 'mark end'" >/dev/null
$P -c "ALTER DATABASE $DB RESET log_min_duration_statement"
fuser -k 8099/tcp >/dev/null 2>&1
tail -n +$start $L | python3 -c '
import sys, re, statistics
runs = {}; cur = None; label = None
for line in sys.stdin:
    m = re.search(r"duration: ([0-9.]+) ms\s+(parse|bind|execute|statement)[^:]*: (.*)", line)
    if not m: continue
    ms, kind, sql = float(m.group(1)), m.group(2), m.group(3)
    mk = re.search(r"SELECT .mark ([^\x27]+).", sql)
    if mk:
        if label: runs.setdefault(label, []).append(cur)
        label = mk.group(1); cur = [0.0, 0, 0.0, 0.0]; continue
    if label is None: continue
    cur[0] += ms
    if kind == "bind": cur[2] += ms
    if kind == "parse": cur[3] += ms
    if kind in ("execute", "statement"): cur[1] += 1
for k, v in runs.items():
    if k == "end": continue
    print(f"{k:<14} pg {statistics.median(r[0] for r in v):6.2f} ms (bind {statistics.median(r[2] for r in v):5.2f}, parse {statistics.median(r[3] for r in v):5.2f}) in {v[0][1]} statements")
'
