#!/usr/bin/env python3
"""Virtual-account callbacks at a steady rate (issue 43 item 5, docs/BENCHMARKS.md).

Usage: bench-callbacks.py BASE_URL TOKEN LOAN_CODES_FILE [RATE] [SECONDS] [PREFIX]

Posts Xendit fixed-VA payment callbacks (a new payment id each, Rp 10,000 into the virtual
account of a loan drawn from LOAN_CODES_FILE, one loan ID a line) at RATE a second (default 50)
for SECONDS (default 30), each from its own thread so a slow answer never delays the next, and
prints p50 / p99 / max of the answers and how many posted, went unmatched or failed.
"""
import json
import random
import sys
import threading
import time
import urllib.request
import uuid
from datetime import datetime, timezone


def main():
    base, token, codes_file = sys.argv[1], sys.argv[2], sys.argv[3]
    rate = float(sys.argv[4]) if len(sys.argv) > 4 else 50.0
    seconds = float(sys.argv[5]) if len(sys.argv) > 5 else 30.0
    prefix = sys.argv[6] if len(sys.argv) > 6 else "88089"
    codes = [c.strip() for c in open(codes_file) if c.strip()]
    results, lock = [], threading.Lock()

    def one(code):
        number = prefix + code.split("-")[1].rjust(10, "0")
        pid = str(uuid.uuid4())
        body = json.dumps({
            "id": "cb-" + pid, "payment_id": pid, "external_id": code, "account_number": number,
            "bank_code": "BNI", "amount": 10000, "merchant_code": prefix,
            "callback_virtual_account_id": "va-" + code,
            "transaction_timestamp": datetime.now(timezone.utc).isoformat(),
        }).encode()
        req = urllib.request.Request(base + "/api/v1/payment-gateway/callbacks/xendit", data=body, method="POST",
                                     headers={"content-type": "application/json", "x-callback-token": token})
        start = time.perf_counter()
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                status = json.loads(r.read())["data"]["status"]
        except Exception as e:  # noqa: BLE001 - a failed call is a result here
            status = "error:" + str(getattr(e, "code", e))
        with lock:
            results.append(((time.perf_counter() - start) * 1000, status))

    threads, start = [], time.perf_counter()
    for i in range(int(rate * seconds)):
        delay = start + i / rate - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        t = threading.Thread(target=one, args=(random.choice(codes),))
        t.start()
        threads.append(t)
    for t in threads:
        t.join()
    ms = sorted(r[0] for r in results)
    pick = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]
    outcomes = {}
    for _, s in results:
        outcomes[s] = outcomes.get(s, 0) + 1
    print(f"callbacks {len(ms)} at {rate:g}/s: p50 {pick(0.5):.1f} ms, p99 {pick(0.99):.1f} ms, max {ms[-1]:.1f} ms; {outcomes}")


if __name__ == "__main__":
    main()
