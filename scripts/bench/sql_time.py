#!/usr/bin/env python3
"""The database time of each request in a server log written with RUST_LOG=sqlx::query=debug:
the sum of the `elapsed` of the statements logged between two marker lines the caller writes
(`== NAME`). Prints, per name, the median over its requests (ms) and the statements' count.

    python3 scripts/bench/sql_time.py server.log
"""
import json
import statistics
import sys

runs = {}
name, current = None, None
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    if line.startswith("== "):
        if name is not None:
            runs.setdefault(name, []).append(current)
        name, current = line[3:].strip(), [0.0, 0]
        continue
    if name is None:
        continue
    try:
        d = json.loads(line)
    except ValueError:
        continue
    if "elapsed_secs" in d:
        current[0] += d["elapsed_secs"] * 1000
        current[1] += 1
if name is not None:
    runs.setdefault(name, []).append(current)
for name, rs in runs.items():
    print(f"{name:<40} sql {statistics.median(r[0] for r in rs):7.2f} ms in {rs[0][1]} statements")
