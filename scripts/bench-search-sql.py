#!/usr/bin/env python3
"""Raw SQL of the list search (issue 8) at N rows on both engines, without the server:
`scripts/bench-search-sql.py sqlite|postgres [N]` (default 1,000,000).

Builds a table shaped like `loans` for the search (id, deleted_at, the four search columns, and
about 600 bytes of other data per row, like the step payloads) with the names, e-mails, codes and
phones of `roda seed bulk` (its codes by number, m0021; its phones still the old serial-based
ones), the indexes of migrations m0010 and m0022 (SQLite: the FTS5 trigram table with rowid = the
id's order key; PostgreSQL: pg_trgm GIN and the covering live-id index), then times the statements the API runs for
each search (median of 15, one connection) and prints their plans. Used when a release build and
a bulk seed of a million rows do not fit the time (two shared cores): same SQL, same data shape.
"""
import random, statistics, subprocess, sys, time, uuid

FIRST = ["Budi", "Siti", "Agus", "Dewi", "Andi", "Rina", "Joko", "Sri", "Eko", "Wati", "Hendra", "Yuni", "Rudi", "Nur",
         "Bambang", "Ayu", "Dedi", "Fitri", "Ahmad", "Lestari", "Rizky", "Indah", "Fajar", "Putri"]
LAST = ["Santoso", "Wijaya", "Saputra", "Hidayat", "Kurniawan", "Pratama", "Setiawan", "Nugroho", "Siregar", "Lubis",
        "Hasibuan", "Simanjuntak", "Gunawan", "Susanto", "Permana", "Ramadhan", "Utami", "Wibowo", "Harahap", "Sitompul"]
PAD = "x" * 600

engine = sys.argv[1] if len(sys.argv) > 1 else "sqlite"
n = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
rng = random.Random(n)
now_ms = int(time.time() * 1000)


def uuid7(ms):
    b = bytearray(ms.to_bytes(6, "big") + rng.getrandbits(80).to_bytes(10, "big"))
    b[6] = 0x70 | (b[6] & 0x0F)
    b[8] = 0x80 | (b[8] & 0x3F)
    return bytes(b)


def rows():
    for i in range(n):
        f, l = rng.choice(FIRST), rng.choice(LAST)
        ms = now_ms - rng.randrange(730 * 24 * 3600 * 1000)
        email = f"{f.lower()}.{l.lower()}.{i}@example.id"
        phone = f"62812{i:08d}"
        yield (uuid7(ms), rng.random() < 0.02, f" {f.lower()} {l.lower()}", email,
               f"ln#{i + 1}# cu#{i + 1}#", f"{phone} 0{phone[2:]}")


def order_key(b):
    return int.from_bytes(b[:8], "big") >> 1


# (label, SQLite FTS5 query, PostgreSQL condition): what search::Term makes of each q.
CASES = [
    ("budi s", 'name : " budi s"', "search_name LIKE '% budi s%'"),
    ("Santoso", 'name : " santoso" OR email : "santoso"', "(search_name LIKE '% santoso%' OR search_email LIKE '%santoso%')"),
    ("example.id", 'name : " example id" OR email : "example.id"',
     "(search_name LIKE '% example id%' OR search_email LIKE '%example.id%')"),
    ("0000008", '{email phone} : "0000008" OR ids : "#8#"',
     "(search_email LIKE '%0000008%' OR search_ids LIKE '%#8#%' OR search_phone LIKE '%0000008%')"),
    ("8123", '{email phone} : "8123" OR ids : "#8123#"',
     "(search_email LIKE '%8123%' OR search_ids LIKE '%#8123#%' OR search_phone LIKE '%8123%')"),
]


def median_ms(fn):
    times = []
    for _ in range(15):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def sqlite():
    import sqlite3, tempfile, os
    path = os.path.join(tempfile.mkdtemp(), "search.db")
    db = sqlite3.connect(path)
    db.executescript("""
        PRAGMA journal_mode = WAL;
        CREATE TABLE loans (id BLOB PRIMARY KEY, deleted_at TEXT, search_name TEXT, search_email TEXT,
                            search_ids TEXT, search_phone TEXT, other TEXT);
        CREATE VIRTUAL TABLE loan_search USING fts5(loan_id UNINDEXED, name, email, ids, phone, tokenize = 'trigram');
    """)
    t0 = time.time()
    batch = []
    for r in rows():
        batch.append(r)
        if len(batch) == 10_000:
            flush_sqlite(db, batch)
            batch = []
    flush_sqlite(db, batch)
    db.commit()
    db.execute("ANALYZE")
    print(f"sqlite {sqlite3.sqlite_version}: {n} rows loaded and indexed in {time.time() - t0:.0f} s; "
          f"file {os.path.getsize(path) / 2**20:.0f} MiB")
    cols = "id, search_name, search_email, other"
    for label, match, _ in CASES:
        fts = ("SELECT loans.id FROM loan_search CROSS JOIN loans ON loans.id = loan_search.loan_id "
               "WHERE loan_search MATCH ? AND loans.deleted_at IS NULL")
        page = f"{fts} ORDER BY loan_search.rowid DESC LIMIT 51"
        count = f"SELECT COUNT(*) FROM ({fts} ORDER BY loan_search.rowid DESC LIMIT 201)"
        ids = [r[0] for r in db.execute(page, (match,))]
        total = db.execute(count, (match,)).fetchone()[0]
        p = median_ms(lambda: db.execute(page, (match,)).fetchall())
        c = median_ms(lambda: db.execute(count, (match,)).fetchall())
        marks = ",".join("?" * len(ids[:50])) or "NULL"
        rws = median_ms(lambda: db.execute(f"SELECT {cols} FROM loans WHERE id IN ({marks})", ids[:50]).fetchall())
        print(f"  q={label!r:14} page {p:6.2f} ms  count {c:6.2f} ms  rows {rws:5.2f} ms  "
              f"(first page {len(ids)} ids, total {min(total, 200)}{'+' if total > 200 else ''})")
        if label == "budi s":
            print("    SQL:", page.replace("?", repr(match)))
            for r in db.execute("EXPLAIN QUERY PLAN " + page, (match,)):
                print("    plan:", r[-1])


def flush_sqlite(db, batch):
    db.executemany("INSERT INTO loans VALUES (?, ?, ?, ?, ?, ?, ?)",
                   [(i, "2026-01-01" if d else None, a, b, c, e, PAD) for i, d, a, b, c, e in batch])
    db.executemany("INSERT INTO loan_search (rowid, loan_id, name, email, ids, phone) VALUES (?, ?, ?, ?, ?, ?)",
                   [(order_key(i), i, a, b, c, e) for i, d, a, b, c, e in batch])


def psql(target, sql, *flags):
    return subprocess.run(["psql", "-qXAt", *flags, target], input=sql, text=True, capture_output=True, check=True).stdout


def postgres():
    admin = "postgres://postgres@127.0.0.1:5432/postgres"
    name = "roda_bench_search_sql"
    psql(admin, f"DROP DATABASE IF EXISTS {name} WITH (FORCE); CREATE DATABASE {name};")
    target = admin.rsplit("/", 1)[0] + "/" + name
    t0 = time.time()
    psql(target, """
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE TABLE loans (id uuid PRIMARY KEY, deleted_at timestamptz, search_name text, search_email text,
                            search_ids text, search_phone text, other text);
    """)
    proc = subprocess.Popen(["psql", "-qX", target, "-c", "COPY loans FROM STDIN"], stdin=subprocess.PIPE, text=True)
    for i, d, a, b, c, e in rows():
        proc.stdin.write(f"{uuid.UUID(bytes=i)}\t{'2026-01-01' if d else chr(92) + 'N'}\t{a}\t{b}\t{c}\t{e}\t{PAD}\n")
    proc.stdin.close()
    proc.wait()
    psql(target, """
        CREATE INDEX ix_loans_search ON loans USING gin (search_name gin_trgm_ops, search_email gin_trgm_ops,
             search_ids gin_trgm_ops, search_phone gin_trgm_ops) WHERE deleted_at IS NULL;
        CREATE INDEX ix_loans_live_search ON loans (id)
             INCLUDE (search_name, search_email, search_ids, search_phone) WHERE deleted_at IS NULL;
        VACUUM ANALYZE loans;
    """)
    version = psql(target, "SHOW server_version").strip()
    print(f"postgres {version}: {n} rows loaded and indexed in {time.time() - t0:.0f} s")
    for label, _, cond in CASES:
        page = f"SELECT id FROM loans WHERE deleted_at IS NULL AND {cond} ORDER BY id DESC LIMIT 51"
        count = f"SELECT COUNT(*) FROM (SELECT id FROM loans WHERE deleted_at IS NULL AND {cond} ORDER BY id DESC LIMIT 201) m"
        times = {}
        for what, sql in [("page", page), ("count", count)]:
            out = psql(target, "\\timing on\n" + f"{sql};\n" * 15)
            ms = [float(l.split()[1]) for l in out.splitlines() if l.startswith("Time:")]
            times[what] = statistics.median(ms)
        total = int(psql(target, count + ";").strip())
        print(f"  q={label!r:14} page {times['page']:6.2f} ms  count {times['count']:6.2f} ms  "
              f"(total {min(total, 200)}{'+' if total > 200 else ''})")
        if label == "budi s":
            print("    SQL:", page)
            for line in psql(target, f"EXPLAIN (ANALYZE, BUFFERS) {page}; EXPLAIN (ANALYZE, BUFFERS) {count};").splitlines():
                print("    plan:", line)
    psql(admin, f"DROP DATABASE IF EXISTS {name} WITH (FORCE);")


if __name__ == "__main__":
    {"sqlite": sqlite, "postgres": postgres}[engine]()
