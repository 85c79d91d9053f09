#!/usr/bin/env python3
"""The checks of scripts/cluster-test.sh (stdlib only).

Environment: CLUSTER_LB, CLUSTER_I1..CLUSTER_I3 (base URLs), CLUSTER_DB (psql URL of the test
database), CLUSTER_TODAY (Asia/Jakarta date), CLUSTER_RESULTS (a file: one line per check,
`name<TAB>PASS|FAIL<TAB>detail`), CLUSTER_WORK (scratch folder), CLUSTER_ACCOUNT_LIMIT
(RODA_AUTH_PER_ACCOUNT_PER_MINUTE of the instances).

Usage: checks.py session | idempotency | upload | load SECONDS | verify-load | daily | rate-limit
"""

import datetime
import hashlib
import http.client
import json
import os
import random
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid

LB = os.environ["CLUSTER_LB"]
INSTANCES = [os.environ["CLUSTER_I1"], os.environ["CLUSTER_I2"], os.environ["CLUSTER_I3"]]
DB = os.environ["CLUSTER_DB"]
TODAY = os.environ["CLUSTER_TODAY"]
WORK = os.environ["CLUSTER_WORK"]
RESULTS = os.environ["CLUSTER_RESULTS"]
ADMIN = {"email": "admin@roda.test", "password": "Roda!demo2026"}


def call(base, method, path, token=None, body=None, headers=None, raw=None, ctype=None, timeout=30):
    """One request: (status, headers, bytes); status 0 when no HTTP answer came."""
    h = dict(headers or {})
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        h["content-type"] = "application/json"
    if raw is not None:
        data, h["content-type"] = raw, ctype
    if token:
        h["authorization"] = "Bearer " + token
    req = urllib.request.Request(base + path, data=data, method=method, headers=h)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read()
    except (urllib.error.URLError, OSError, http.client.HTTPException) as e:
        return 0, {}, repr(e).encode()


def data(raw):
    try:
        return json.loads(raw).get("data")
    except (ValueError, AttributeError):
        return None


def login(base=LB, xff=None):
    s, _, b = call(base, "POST", "/api/v1/authentication/login", body=ADMIN, headers={"x-forwarded-for": xff} if xff else None)
    if s != 200:
        sys.exit(f"sign-in at {base} answered {s}: {b[:200]!r}")
    return data(b)["token"]


def psql(sql):
    out = subprocess.run(["psql", DB, "-XtAc", sql], check=True, capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if line]


def result(name, ok, detail):
    status = "PASS" if ok else "FAIL"
    with open(RESULTS, "a") as f:
        f.write(f"{name}\t{status}\t{detail}\n")
    print(f"  {status:5} {name}: {detail}", flush=True)


def active_loans(token, n=12):
    s, _, b = call(LB, "GET", f"/api/v1/active-borrowers?status=normal&limit={n}", token)
    items = (data(b) or {}).get("items", []) if s == 200 else []
    loans = [i["loan_id"] for i in items if "record_payment" in i.get("allowed_actions", [])]
    if not loans:
        sys.exit(f"no active loan to pay (GET /api/v1/active-borrowers answered {s})")
    return loans


def payment_body(key, amount=1000):
    # The key is also the reference, so the database tells which payments a key created.
    return {"amount": amount, "paid_date": TODAY, "method": "cash", "reference": key}


def session():
    """1. A token from a sign-in through the balancer works on every instance; signing out on
    one ends it on all."""
    token = login()
    seen = [call(i, "GET", "/api/v1/me", token)[0] for i in INSTANCES]
    s, _, _ = call(INSTANCES[0], "GET", "/api/logout", token)
    after = [call(i, "GET", "/api/v1/me", token)[0] for i in INSTANCES]
    ok = seen == [200, 200, 200] and s == 200 and after == [401, 401, 401]
    result("session", ok, f"GET /api/v1/me with the balancer's token on i1,i2,i3: {seen}; after sign-out on i1 ({s}): {after}")


def idempotency():
    """2. The same payment (key and body) at instance 1, 2 and 3: one payment, replayed."""
    token = login()
    loan = active_loans(token)[0]
    key = f"cluster-idem-{uuid.uuid4()}"
    answers = []
    for base in INSTANCES:
        s, h, b = call(base, "POST", f"/api/v1/loans/{loan}/payments", token, payment_body(key), {"idempotency-key": key})
        answers.append((s, (data(b) or {}).get("payment_id"), h.get("idempotent-replayed") if h else None))
    rows = psql(f"select count(*) from payments where reference = '{key}'")
    ids = {a[1] for a in answers}
    ok = answers[0][0] == 201 and len(ids) == 1 and None not in ids and all(a[2] == "true" for a in answers[1:]) and rows == ["1"]
    shown = ", ".join(f"i{n + 1} {s} replayed={r}" for n, (s, _, r) in enumerate(answers))
    result("idempotency", ok, f"{loan}: {shown}; payment ids {len(ids)}, rows with the key {rows[0]}")


def multipart(fields, filename, content, ctype):
    boundary = uuid.uuid4().hex
    parts = []
    for k, v in fields.items():
        parts.append(f'--{boundary}\r\ncontent-disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode())
    parts.append(f'--{boundary}\r\ncontent-disposition: form-data; name="file"; filename="{filename}"\r\ncontent-type: {ctype}\r\n\r\n'.encode() + content + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def upload():
    """3. A file uploaded through instance 1 is read back, byte for byte, from 1, 2 and 3."""
    token = login()
    pdf = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\n% cluster " + uuid.uuid4().hex.encode() + b"\ntrailer\n<<>>\n%%EOF\n"
    body, ctype = multipart({"kind": "domicile_letter"}, "letter.pdf", pdf, "application/pdf")
    s, _, b = call(INSTANCES[0], "POST", "/api/v1/files", token, raw=body, ctype=ctype, headers={"idempotency-key": str(uuid.uuid4())})
    if s != 201:
        return result("upload", False, f"POST /api/v1/files at i1 answered {s}: {b[:200]!r}")
    file_id = data(b)["file_id"]
    reads = []
    for base in INSTANCES:
        s, _, got = call(base, "GET", f"/api/v1/files/{file_id}", token)
        reads.append(f"{s}{'' if s != 200 else (' same' if got == pdf else ' DIFFERENT')}")
    local = [n + 1 for n in range(3) if os.path.exists(os.path.join(WORK, f"i{n + 1}", "files", "uploads", file_id))]
    ok = reads == ["200 same"] * 3 and not local
    detail = f"file {file_id} read from i1,i2,i3: {reads}"
    if local:
        detail += f"; its bytes are in the local data dir of i{local} instead of the object store (STORAGE_URL not honoured)"
    result("upload", ok, detail)


def load(seconds):
    """4. Mixed load through the balancer: sign-ins, lists, payments (each with its own key,
    retried with the same key on a failure like the web app does). Writes load.json."""
    token = login()
    loans = active_loans(token)
    stop = time.monotonic() + seconds
    start = time.monotonic()
    lock = threading.Lock()
    log = {"requests": [], "acked": [], "unacked": []}

    def note(op, status, attempt):
        with lock:
            log["requests"].append({"t": round(time.monotonic() - start, 2), "op": op, "status": status, "attempt": attempt})

    def pay():
        loan = random.choice(loans)
        key = f"cluster-load-{uuid.uuid4()}"
        for attempt in range(5):
            s, _, b = call(LB, "POST", f"/api/v1/loans/{loan}/payments", token, payment_body(key, random.randint(1000, 5000)), {"idempotency-key": key})
            note("payment", s, attempt)
            if s in (200, 201):
                with lock:
                    log["acked"].append({"key": key, "payment_id": data(b)["payment_id"], "loan": loan})
                return
            if s not in (0, 409, 502, 503, 504):
                break
            time.sleep(0.3)
        with lock:
            log["unacked"].append({"key": key, "loan": loan, "status": s})

    def worker():
        while time.monotonic() < stop:
            r = random.random()
            if r < 0.15:
                xff = f"198.51.100.{random.randint(1, 254)}"
                s, _, _ = call(LB, "POST", "/api/v1/authentication/login", body=ADMIN, headers={"x-forwarded-for": xff})
                note("sign-in", s, 0)
            elif r < 0.5:
                s, _, _ = call(LB, "GET", "/api/v1/loan-applications?limit=20", token)
                note("list", s, 0)
            else:
                pay()

    threads = [threading.Thread(target=worker) for _ in range(int(os.environ.get("CLUSTER_WORKERS", "6")))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    with open(os.path.join(WORK, "load.json"), "w") as f:
        json.dump(log, f)


def verify_load():
    """4 (after the load): every acknowledged payment is in the database, no key paid twice."""
    with open(os.path.join(WORK, "load.json")) as f:
        log = json.load(f)
    acked = log["acked"]
    found = set()
    ids = [a["payment_id"] for a in acked]
    for i in range(0, len(ids), 500):
        chunk = ",".join(f"'{x}'" for x in ids[i : i + 500])
        found |= set(psql(f"select id from payments where id in ({chunk})"))
    lost = [a for a in acked if a["payment_id"] not in found]
    twice = psql("select reference from payments where reference like 'cluster-load-%' group by reference having count(*) > 1")
    reqs = log["requests"]
    by_op = {}
    for r in reqs:
        ok = r["status"] in (200, 201)
        d = by_op.setdefault(r["op"], [0, 0])
        d[0 if ok else 1] += 1
    failed = [r for r in reqs if r["status"] not in (200, 201)]
    statuses = {}
    for r in failed:
        statuses[r["status"]] = statuses.get(r["status"], 0) + 1
    window = f"{min(r['t'] for r in failed):.1f}-{max(r['t'] for r in failed):.1f} s" if failed else "none"
    counts = ", ".join(f"{op} {ok} ok/{bad} failed" for op, (ok, bad) in sorted(by_op.items()))
    detail = (
        f"{len(reqs)} requests ({counts}); failed answers by status {statuses or '{}'} at {window}; "
        f"payments acknowledged {len(acked)}, lost {len(lost)}, keys paid twice {len(twice)}, given up {len(log['unacked'])}"
    )
    result("load+kill", not lost and not twice and acked != [], detail)


def daily():
    """5. The daily job: the three startups ran today's once; the three instances asked at the
    same moment for a day not yet run: exactly one runs it, one run recorded."""
    token = login()
    s, _, b = call(LB, "GET", "/api/v1/jobs", token)
    runs_today = [r for r in (data(b) or []) if r["job"] == "daily" and r["business_date"] == TODAY]
    day = (datetime.date.fromisoformat(TODAY) - datetime.timedelta(days=1)).isoformat()
    barrier = threading.Barrier(6)
    answers = {}

    def ask(n, date):
        barrier.wait()
        s, _, b = call(INSTANCES[n], "POST", "/api/v1/jobs/daily", token, {"date": date}, timeout=60)
        answers[(n, date)] = (s, (data(b) or {}).get("ran"))

    threads = [threading.Thread(target=ask, args=(n, d)) for d in (TODAY, day) for n in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    s, _, b = call(LB, "GET", "/api/v1/jobs", token)
    jobs = data(b) or []
    runs_day = [r for r in jobs if r["job"] == "daily" and r["business_date"] == day]
    runs_today_after = [r for r in jobs if r["job"] == "daily" and r["business_date"] == TODAY]
    ran_today = [answers[(n, TODAY)] for n in range(3)]
    ran_day = [answers[(n, day)] for n in range(3)]
    ok = (
        len(runs_today) == 1
        and len(runs_today_after) == 1
        and all(a == (200, False) for a in ran_today)
        and all(a[0] == 200 for a in ran_day)
        and sum(1 for a in ran_day if a[1] is True) == 1
        and len(runs_day) == 1
        and runs_day[0].get("ended_at")
    )
    result(
        "daily job",
        bool(ok),
        f"{TODAY}: runs after 3 startups {len(runs_today)}, asked at i1-i3 {ran_today}; "
        f"{day} asked at i1-i3 at once {ran_day}, runs {len(runs_day)}",
    )


def rate_limit():
    """6. Failed passwords of one account from one client address: the lockout of one instance
    holds on the others (shared), and attempts spread by the balancer add up."""
    limit = int(os.environ["CLUSTER_ACCOUNT_LIMIT"])
    wrong = lambda email: {"email": email, "password": "wrong-password-1"}  # noqa: E731

    def attempt(base, email, xff):
        return call(base, "POST", "/api/v1/authentication/login", body=wrong(email), headers={"x-forwarded-for": xff})[0]

    # One instance alone: limit failures, then the next is refused.
    alone = [attempt(INSTANCES[0], "level3@roda.test", "203.0.113.10") for _ in range(limit + 1)]
    elsewhere = [attempt(i, "level3@roda.test", "203.0.113.10") for i in INSTANCES[1:]]
    # Through the balancer (round robin over the three): limit + 1 failures.
    spread = [attempt(LB, "level4@roda.test", "203.0.113.11") for _ in range(limit + 1)]
    single_ok = alone[:limit] == [401] * limit and alone[limit] == 429
    shared = single_ok and elsewhere == [429, 429] and spread[limit] == 429
    detail = (
        f"limit {limit}/min: i1 alone {alone}; then the same account and address at i2,i3 {elsewhere}; "
        f"{limit + 1} via the balancer {spread}"
    )
    if single_ok and not shared:
        detail += " -- the lockout holds at one instance only"
    result("rate limit", shared, detail)


if __name__ == "__main__":
    cmd = sys.argv[1]
    {
        "session": session,
        "idempotency": idempotency,
        "upload": upload,
        "load": lambda: load(float(sys.argv[2])),
        "verify-load": verify_load,
        "daily": daily,
        "rate-limit": rate_limit,
    }[cmd]()
