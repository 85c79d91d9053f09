#!/usr/bin/env python3
"""The swap-ingest figure of docs/BENCHMARKS.md (issue 11): POST /api/v1/battery-swaps.

Usage: bench-swaps-ingest.py URL TOKEN UNITS BATCHES [CLIENTS]
Sends BATCHES batches of 1,000 new events (each a swap between a seeded unit's two batteries,
as `roda seed assets` names them: plate `roda::seed::assets::plate(i)`, serials BAT-<2i>,
BAT-<2i+1>) from CLIENTS threads (default 2), and prints events/s and each batch's p50/p99 ms.
"""
import json, statistics, sys, threading, time, urllib.request
from datetime import datetime, timedelta, timezone

url, token, units, batches = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
clients = int(sys.argv[5]) if len(sys.argv) > 5 else 2
PREFIX = ["B", "D", "F", "A", "T", "E", "Z", "AB"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def plate(i):
    number = 1 + (i // len(PREFIX)) % 9999
    s = i // len(PREFIX) // 9999
    return f"{PREFIX[i % len(PREFIX)]} {number} {LETTERS[(s // len(LETTERS)) % len(LETTERS)]}{LETTERS[s % len(LETTERS)]}"


run = str(int(time.time()))
now = datetime.now(timezone.utc)


def batch(b):
    events = []
    for k in range(1000):
        j = b * 1000 + k
        u = (j * 7919) % units
        events.append({
            "event_id": f"bench-{run}-{j}", "station_id": f"ST-{j % 250:03}",
            "swapped_at": (now - timedelta(seconds=batches * 1000 - j)).isoformat(),
            "plate_number": plate(u), "battery_out_serial": f"BAT-{2 * u:08}", "battery_in_serial": f"BAT-{2 * u + 1:08}",
            "soc_out_percent": 10, "soc_in_percent": 95,
        })
    return json.dumps({"events": events}).encode()


times, accepted, lock = [], [0], threading.Lock()


def worker(ids):
    for b in ids:
        body = batch(b)
        req = urllib.request.Request(f"{url}/api/v1/battery-swaps", data=body, method="POST",
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
        t = time.perf_counter()
        with urllib.request.urlopen(req) as res:
            data = json.load(res)["data"]
        with lock:
            times.append((time.perf_counter() - t) * 1000)
            accepted[0] += data["accepted"]


started = time.perf_counter()
threads = [threading.Thread(target=worker, args=(range(c, batches, clients),)) for c in range(clients)]
for t in threads: t.start()
for t in threads: t.join()
wall = time.perf_counter() - started
times.sort()
print(f"ingest: {accepted[0]} events accepted of {batches * 1000} in {wall:.1f} s = {accepted[0] / wall:.0f} events/s "
      f"({clients} clients); per batch of 1,000: p50 {statistics.median(times):.0f} ms, p99 {times[int(len(times) * 0.99) - 1]:.0f} ms")
