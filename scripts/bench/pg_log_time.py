#!/usr/bin/env python3
"""PostgreSQL's own time of each request, from its log written with
log_min_duration_statement = 0 (stdin): the statements' parse + bind + execute durations between
two marker statements the caller runs (`SELECT 'mark NAME'`), summed per request. Prints, per
name, the medians (ms) of the whole and of bind (where a custom plan is made) and parse apart,
and the statements' count (`scripts/bench.sh`'s sql_pass with RODA_PG_LOG).

    tail -n +N /var/log/postgresql/postgresql-15-main.log | python3 scripts/bench/pg_log_time.py
"""
import re
import statistics
import sys

LINE = re.compile(r"duration: ([0-9.]+) ms\s+(parse|bind|execute|statement)[^:]*: (.*)")
MARK = re.compile(r"SELECT 'mark ([^']+)'")

runs = {}
name, current = None, None
for line in sys.stdin:
    m = LINE.search(line)
    if not m:
        continue
    ms, kind, sql = float(m.group(1)), m.group(2), m.group(3)
    mark = MARK.search(sql)
    if mark:
        if name is not None:
            runs.setdefault(name, []).append(current)
        name, current = mark.group(1), {"all": 0.0, "bind": 0.0, "parse": 0.0, "n": 0}
        continue
    if name is None:
        continue
    current["all"] += ms
    if kind in ("bind", "parse"):
        current[kind] += ms
    else:
        current["n"] += 1
for name, rs in runs.items():
    if name == "end":
        continue
    med = {k: statistics.median(r[k] for r in rs) for k in ("all", "bind", "parse")}
    print(f"{name:<40} pg {med['all']:6.2f} ms (bind {med['bind']:5.2f}, parse {med['parse']:5.2f}) in {rs[0]['n']} statements")
