#!/usr/bin/env python3
"""The raw SQL of one list search, for `scripts/bench.sh search`: `search_sql.py sqlite|postgres Q [DB]`
prints the statement that reads a search's first page of ids (up to 201 in list order, as
`storage::repo::loans::list::search_list` does: the page and its capped total in one walk).

It mirrors `storage::repo::loans::search` (`Term::parse`, `Term::parts`, `Term::fts_query`,
`index_part`, `Term::exact_check`, `term_condition`, `Narrow`, `Digits`) for the shapes the benchmark uses; the unit tests of that module
hold the same examples. A change there must be made here too, or the "raw SQL" column measures
another statement.
"""
import re
import sys
import unicodedata

PHONE_SEPARATORS = " +.()/-\u2010\u2011\u2012\u2013\u2014"
WALK = 201


def fold(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c)).lower()


def words(s):
    t = "".join(c if c.isalnum() else " " for c in fold(s) if c not in "'\u2019`")
    return t.split()


def parse_code(text):
    m = re.fullmatch(r"([a-z]*)[- ]?([0-9]{1,18})", text)
    if not m:
        return None
    return m.group(1), (m.group(2).lstrip("0") or "0")


def phone_digits(text):
    if not all(c.isdigit() or c in PHONE_SEPARATORS for c in text):
        return None
    digits = "".join(c for c in text if c.isdigit())
    international = text.startswith("+")
    if digits.startswith("0062"):
        digits, international = digits[2:], True
    if international and digits.startswith("620"):
        digits = "62" + digits[3:]
    return digits if len(digits) >= 4 else None


def parts(q):
    """(column, substring) pairs of a trigram term; None for a prefix term."""
    text = " ".join(fold(q).split())
    code = parse_code(text)
    number = code is not None and code[0] == ""
    if len(text) < 3 and not number:
        return None
    w = words(q)
    letters = any(c.isalpha() for c in text)
    email = "@" in text
    name = " " + " ".join(w) if letters and not email and w else None
    digits = phone_digits(text)
    text = text if (letters or email or number) else None
    out = []
    if name and len(name) >= 3:
        out.append(("search_name", name))
    if text and len(text) >= 3 and " " not in text:
        out.append(("search_email", text))
    if code:
        out.append(("search_ids", f"{code[0]}#{code[1]}#"))
    if digits and len(digits) >= 3:
        out.append(("search_phone", digits))
    return out


def fts_query(ps):
    phrases = []
    for col, whole in ps:
        s = index_part(col, whole) or whole
        col = col[len("search_"):]
        for p in phrases:
            if p[0] == s:
                p[1].append(col)
                break
        else:
            phrases.append((s, [col]))
    out = []
    for s, cols in phrases:
        c = cols[0] if len(cols) == 1 else "{" + " ".join(cols) + "}"
        out.append(f'{c} : "{s.replace(chr(34), chr(34) * 2)}"')
    return " OR ".join(out)


def index_part(col, s):
    if col in ("search_phone", "search_email") and len(s) > 7 and s.isdigit():
        part = s[-7:]
    elif col == "search_ids" and "#" in s:
        part = s[s.index("#"):]
        part = part[-8:] if len(part) > 9 else part
    elif col == "search_email" and "@" in s:
        at = s.index("@")
        local, start, alnum = s[:at], 0, 0
        for i in range(len(local) - 1, -1, -1):
            if local[i].isalnum():
                alnum += 1
            elif alnum >= 3:
                start = i
                break
        if alnum < 2:
            return None
        part = s[start:at + 1]
    else:
        return None
    return part if len(part) < len(s) else None


def lit(s):
    return "'" + s.replace("'", "''") + "'"


def like(s):
    return lit("%" + s.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")


SQLITE_WORD2 = "substr(search_name, instr(substr(search_name, 2), ' ') + 1)"
WORD_START = {
    "postgres": [
        ('(search_name COLLATE "C")', None),
        ("(substring(search_name FROM '^ [^ ]+( .*)') COLLATE \"C\")", "search_name LIKE ' % %'"),
        ("(substring(search_name FROM '^ [^ ]+ [^ ]+( .*)') COLLATE \"C\")", "search_name LIKE ' % % %'"),
    ],
    "sqlite": [
        ("search_name", None),
        (SQLITE_WORD2, "search_name LIKE ' % %'"),
        (f"substr({SQLITE_WORD2}, instr(substr({SQLITE_WORD2}, 2), ' ') + 1)", "search_name LIKE ' % % %'"),
    ],
}


# m0057's expressions: the e-mail from its start, just after its first separator, its domain.
EMAIL_START = {
    "postgres": [
        '(search_email COLLATE "C")',
        "(substring(search_email FROM '^[^._+@-]*[._+@-](.*)$') COLLATE \"C\")",
        "(substring(search_email FROM '@(.*)$') COLLATE \"C\")",
    ],
    "sqlite": [
        "search_email",
        "substr(search_email, instr(replace(replace(replace(replace(search_email, '_', '.'), '-', '.'), '+', '.'), '@', '.'), '.') + 1)",
        "substr(search_email, instr(search_email, '@') + 1)",
    ],
}


def email_asks(s):
    words = [w for w in re.split(r"[^0-9a-z]", s) if len(w) >= 3]
    return [] if len(words) == 1 and words[0] == s else words


def broad_email(engine, target, email):
    """`search::Narrow::of`'s sample: the e-mail's words in 10 or more of the newest 1,000 loans."""
    asks = email_asks(email) or [email]
    if engine == "sqlite":
        import sqlite3
        checks = " AND ".join("instr(search_email, ?) > 0" for _ in asks)
        sql = f"SELECT COUNT(*) FROM (SELECT email AS search_email FROM loan_search ORDER BY rowid LIMIT 1000) AS s WHERE {checks}"
        return sqlite3.connect(target).execute(sql, asks).fetchone()[0] >= 10
    import subprocess
    checks = " AND ".join(f"strpos(search_email, {lit(a)}) > 0" for a in asks)
    sql = f"SELECT COUNT(*) FROM (SELECT search_email FROM loans WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 1000) AS s WHERE {checks}"
    return int(subprocess.check_output(["psql", "-qXAt", target, "-c", sql])) >= 10


def narrow(engine, ps, target):
    """`search::Narrow::select`, or None when the term is no narrow term: a name of 2+ words, the
    last of 2+ characters, and an e-mail part (if any) not broad in the sample of the newest loans
    (read from TARGET, the database; without it the e-mail part is taken as narrow)."""
    name = next((s for col, s in ps if col == "search_name"), None)
    words = name.split(" ")[1:] if name else []
    if len(words) < 2 or len(words[-1]) < 2:
        return None
    email = next((s for col, s in ps if col == "search_email"), None)
    if email and target and broad_email(engine, target, email):
        return None
    live = "SELECT id FROM loans WHERE deleted_at IS NULL AND "
    out = []
    for expr, more in WORD_START[engine]:
        out.append(live + f"{expr} >= {lit(name)} AND {expr} < {lit(name + chr(0x10FFFF))}" + (f" AND {more}" if more else ""))
    if email:
        for expr in EMAIL_START[engine]:
            out.append(live + f"{expr} >= {lit(email)} AND {expr} < {lit(email + chr(0x10FFFF))}")
    contains = f"(search_name || '') LIKE {like(name)}" if engine == "postgres" else f"instr(search_name, {lit(name)}) > 0"
    out.append(live + f"search_name LIKE ' % % % % %' AND {contains}")
    code = next((s for col, s in ps if col == "search_ids"), None)
    if code:
        # `Narrow::code_branch`: the loan ID or the customer ID itself.
        letters, number = code.rstrip("#").split("#", 1)
        if letters == "ln":
            out.append(live + f"loan_code = {lit(f'LN-{int(number):07}')}")
        elif letters == "cu":
            out.append(live + f"borrower_id IN (SELECT b.id FROM borrowers AS b WHERE b.customer_code = {lit(f'CU-{int(number):07}')})")
    return f"SELECT m.id FROM ({' UNION '.join(out)}) AS m ORDER BY m.id DESC LIMIT {WALK}"


def digits(ps):
    """`search::Digits::select` (PostgreSQL): a term with a phone part, read from m0058's grams (one
    or two groups of four digits of the part `index_part` asks), each loan checked on the covering
    index, then the number's loan ID and customer ID; None for a term without a phone part."""
    d = next((s for col, s in ps if col == "search_phone"), None)
    if not d or len(d) < 4:
        return None
    asked = index_part("search_phone", d) or d
    grams = list(dict.fromkeys([asked[:4], asked[-4:]]))
    checks = [(col, s) for col, s in ps if col in ("search_email", "search_phone")]
    if len(d) == 4 and any(col == "search_email" for col, _ in checks):
        checks = []
    joins = "".join(f" JOIN loan_search_grams AS h{i} ON h{i}.loan_id = g.loan_id AND h{i}.gram = {lit(x)}"
                    for i, x in enumerate(grams[1:], 1))
    check = " AND (" + " OR ".join(f"(loans.{col} || '') LIKE {like(x)}" for col, x in checks) + ")" if checks else ""
    walk = (f"SELECT g.loan_id AS id FROM loan_search_grams AS g{joins} JOIN loans ON loans.id = g.loan_id "
            f"WHERE g.gram = {lit(grams[0])} AND loans.deleted_at IS NULL{check} ORDER BY g.loan_id DESC LIMIT {WALK}")
    out = [f"SELECT id FROM ({walk}) AS w"]
    code = next((s for col, s in ps if col == "search_ids"), None)
    if code and code.startswith("#"):
        number = int(code.strip("#"))
        live = "SELECT id FROM loans WHERE deleted_at IS NULL AND "
        out.append(live + f"loan_code = {lit(f'LN-{number:07}')}")
        out.append(live + f"borrower_id IN (SELECT b.id FROM borrowers AS b WHERE b.customer_code = {lit(f'CU-{number:07}')})")
    return f"SELECT m.id FROM ({' UNION '.join(out)}) AS m ORDER BY m.id DESC LIMIT {WALK}"


def main():
    engine, q = sys.argv[1], sys.argv[2]
    target = sys.argv[3] if len(sys.argv) > 3 else None
    ps = parts(q)
    if ps is None:
        sys.exit(f"{q!r} is a prefix term: not benchmarked here")
    n = narrow(engine, ps, target) or (digits(ps) if engine == "postgres" else None)
    if n:
        print(n)
        return
    if engine == "sqlite":
        check = ""
        if any(index_part(col, s) for col, s in ps):
            check = " AND (" + " OR ".join(f"instr(loans.{col}, {lit(s)}) > 0" for col, s in ps) + ")"
        print("SELECT loans.id FROM loan_search CROSS JOIN loans WHERE loans.id = loan_search.loan_id "
              f"AND loan_search MATCH {lit(fts_query(ps))} AND loans.deleted_at IS NULL{check} "
              f"ORDER BY loan_search.rowid LIMIT {WALK}")
    else:
        any_ = []
        for col, s in ps:
            part = index_part(col, s)
            if part:
                any_.append(f"({col} LIKE {like(part)} AND ({col} || '') LIKE {like(s)})")
            else:
                any_.append(f"{col} LIKE {like(s)}")
        print(f"SELECT id FROM loans WHERE deleted_at IS NULL AND ({' OR '.join(any_)}) ORDER BY id DESC LIMIT {WALK}")


if __name__ == "__main__":
    main()
