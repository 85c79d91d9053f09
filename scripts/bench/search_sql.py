#!/usr/bin/env python3
"""The raw SQL of one list search, for `scripts/bench.sh search`: `search_sql.py sqlite|postgres Q`
prints the statement that reads a search's first page of ids (up to 201 in list order, as
`storage::repo::loans::list::search_list` does: the page and its capped total in one walk).

It mirrors `storage::repo::loans::search` (`Term::parse`, `Term::parts`, `Term::fts_query`,
`index_part`, `Term::exact_check`, `term_condition`) for the shapes the benchmark uses; the unit tests of that module
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


def main():
    engine, q = sys.argv[1], sys.argv[2]
    ps = parts(q)
    if ps is None:
        sys.exit(f"{q!r} is a prefix term: not benchmarked here")
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
