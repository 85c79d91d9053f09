#!/usr/bin/env python3
"""One table of `scripts/bench.sh lists` runs at several book sizes (issue 46 item 3): per case,
each size's API p50 / p99 (ms, 50 staff at a human pace) beside its database time (the median
sum of its statements, ms), then the growth of the p99 and of the database time from the first
size to the last. A list whose page costs the same at any size grows about 1.0×.

    python3 scripts/bench/growth.py run-100000.txt run-1000000.txt

Each file is one `lists_at` output: `LABEL c=50 rps=… p50_ms=… p99_ms=…` lines from wrk's
report and `LABEL sql … ms in … statements` lines from sql_time.py.
"""
import re
import sys

LOAD = re.compile(r"^(?P<label>.+?)\s+c=\d+\s+.*p50_ms=(?P<p50>[\d.]+) p99_ms=(?P<p99>[\d.]+)")
SQL = re.compile(r"^(?P<label>.+?)\s+sql\s+(?P<ms>[\d.]+) ms in (?P<n>\d+) statements")
SIZE = re.compile(r"^== \S+ (?P<n>\d+) applications")


def read(path):
    """The run's size and, per case label in order, its p50, p99 and database ms."""
    size, cases = "?", {}
    for line in open(path, encoding="utf-8", errors="replace"):
        if m := SIZE.match(line):
            size = m["n"]
        elif m := LOAD.match(line):
            cases.setdefault(m["label"].strip(), {}).update(p50=float(m["p50"]), p99=float(m["p99"]))
        elif m := SQL.match(line):
            cases.setdefault(m["label"].strip(), {})["sql"] = float(m["ms"])
    return size, cases


def cell(c):
    if not c or "p99" not in c:
        return "-"
    return f"{c['p50']:.1f} / {c['p99']:.1f} ({c.get('sql', float('nan')):.1f})"


def growth(a, b, key):
    if not a or not b or key not in a or key not in b or a[key] <= 0:
        return "-"
    return f"{b[key] / a[key]:.1f}×"


runs = [read(p) for p in sys.argv[1:]]
if not runs:
    sys.exit("usage: growth.py RUN.txt [RUN.txt …]")
labels = list(dict.fromkeys(label for _, cases in runs for label in cases))
head = ["case"] + [f"{size}: p50 / p99 (sql) ms" for size, _ in runs] + ["p99 growth", "sql growth"]
print("| " + " | ".join(head) + " |")
print("|" + "---|" * len(head))
for label in labels:
    first, last = runs[0][1].get(label), runs[-1][1].get(label)
    row = [label] + [cell(cases.get(label)) for _, cases in runs] + [growth(first, last, "p99"), growth(first, last, "sql")]
    print("| " + " | ".join(row) + " |")
