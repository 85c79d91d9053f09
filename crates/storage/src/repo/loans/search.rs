//! Finding loans by what staff remember of the borrower (issue 8): any word of the name from its
//! start ("Santoso" and "budi s" find "Budi Santoso"), any part of the e-mail ("example";
//! a term of two words or more, "budi.santoso", from where a word of the e-mail starts: see
//! "Narrow terms"),
//! the loan ID and customer ID by their number ("0000008", "8", "ln-8" and "LN-0000008" find
//! `LN-0000008`), and the phone by any 4
//! or more consecutive digits ("8123" finds `+628123…`, "0812…" too), case- and
//! accent-insensitively ("jose" finds "José").
//!
//! **Stored text.** Every loan carries four search columns ([`SearchText`], written by the one
//! write path `super::write` and by the bulk seed): the name's words folded (lower case, accents
//! removed) and each preceded by a space, the e-mail folded, the two codes as their numbers
//! without the zero padding ([`code_key`]: `LN-0000008` → `ln#8#`), and the phone's digits in
//! both `62…` and `0…` forms. A word-start match is then a substring match of `" " + term` in
//! the name column, a code match a substring match of `#8#` (or `ln#8#`), and every other match
//! a substring match: one kind of index serves them all. The codes are stored without their
//! padding because the trigram `000` is in every padded code: a search for `0000008` walked the
//! whole index (docs/BENCHMARKS.md, "Search").
//!
//! **Indexes.** SQLite: the FTS5 table `loan_search` (`trigram` tokenizer, kept in step with
//! `loans` by triggers, migrations `m0010_search_index`, `m0028_search_forward_walk`,
//! `m0060_search_lender` and `m0062_search_lender_key`, whose `lender` and `status` columns let a
//! search within one lender or active status ask the index for those loans too: [`lender_token`],
//! [`status_token`]). Its
//! rowid is the first 63 bits of the loan's UUIDv7 id counted down from `i64::MAX`
//! ([`order_key`]), so the full-text index yields matches *in list order*, newest first, in
//! FTS5's cheaper forward walk, and a page of even a very broad search ("budi s", 1.5 % of a
//! million rows) reads only the page's matches, never all of them. PostgreSQL: a `pg_trgm` GIN
//! index over the four columns, which the planner takes for narrow terms, and for broad ones
//! the live loans' id index that carries the four columns (`ix_loans_live_search`, migration
//! m0022), walked in list order without reading a table row (an index-only scan, where the walk
//! over the table's rows read a row per entry; docs/BENCHMARKS.md, "Search"). A term of digits
//! is read there from its own index instead ([`Digits`], m0058). The active list's walk within
//! a lender or an active status reads m0061's covering indexes of the active loans, led by
//! those, instead (its [`Others::walk`] names them on the loan's columns).
//!
//! **Narrow terms.** A name of two words or more (`budi santoso`, and the name reading of
//! `budi.santoso`) is read on both engines from b-tree indexes of the name from its first,
//! second and third word (migration m0053), its e-mail reading from b-trees of the e-mail from
//! its start, its first separator and its domain (m0057; such a term matches an e-mail only where
//! one of those starts), and a code part from the indexes above, all its matches sorted by id
//! ([`Narrow`]): walked in list order, a full name read a large part of the book for one page
//! (docs/BENCHMARKS.md, "Search").
//!
//! **Whole values.** A phone however written (`+62 812-3456-7890`, `(0812) 3456.7890`) is
//! searched by its digits ([`Term::parse`]), and a whole e-mail, phone or ID asks either index
//! only for its uncommon part ([`index_part`]: `.1234@`, the last 7 digits, `#42#`), each match
//! then checked against the whole: the common trigrams of a domain, of `628` or of `ln#` made a
//! one-row search read lists as long as the book (docs/BENCHMARKS.md, "Search").
//!
//! **Short terms.** A term of fewer than 3 characters (after folding) cannot use trigrams: it
//! matches the start of the name or e-mail, or the loan ID exactly, through the b-tree indexes.
//!
//! **Using it from another list** over `loans` (approval, KYC, contract lists):
//!
//! ```ignore
//! use storage::repo::loans::search;
//! // `others`: that list's own filters on `loans` columns (scope, deleted_at, status…), as
//! // [`Others`] (`.into()` for one form of them).
//! let (ids, next) = search::page_ids(db, scope, q, others.clone().into(), PageAt { sort, cursor, limit }).await?;
//! let total = search::count_up_to(db, scope, q, others.into(), 1_000).await?; // capped count
//! // then read the page's rows by id (`loan::Column::Id.is_in(ids)`), keeping the order of `ids`.
//! ```
//!
//! or, for a query of its own (any shape, joins allowed), [`condition`] as one more filter:
//! `Loan::find().filter(others).filter(search::condition(backend, scope, q))` (correct on both
//! engines, but without the list-order shortcut of [`page_ids`] on SQLite).

use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbBackend, DbErr, EntityTrait, ExprTrait, QueryFilter, QuerySelect, QueryTrait,
    TransactionSession, TransactionTrait,
    sea_query::{Alias, Expr, JoinType, Order, Query, SelectStatement, UnionType},
};
use unicode_normalization::UnicodeNormalization;
use uuid::Uuid;

use super::Scope;
use crate::entity::loan::{self, Entity as Loan};
use crate::entity::loan_standing;
use crate::repo::keyset::{self, PageAt, Sort};

/// Terms shorter than this (in characters, after folding) match by prefix (b-tree), not by
/// trigram.
pub const MIN_TRIGRAM_CHARS: usize = 3;
/// Phone searches need at least this many consecutive digits.
pub const MIN_PHONE_DIGITS: usize = 4;

/// A filter's search term, trimmed; `None` when absent or blank (the one reading of `q` for
/// every list).
pub fn term(q: Option<&str>) -> Option<&str> {
    q.map(str::trim).filter(|q| !q.is_empty())
}

/// The caller's other filters on a search (its list's, on `loans`), in two forms that select the
/// same loans: one for the narrow statements, one for the walks in list order.
///
/// Why two: a narrow name's ranges read the stage columns that m0056's indexes carry, so a
/// filter on the loan's own columns is tested there without reading a row; a walk tests every
/// match it passes, and the active list's filters, tested on each match's wide row, cost more
/// than a lookup of its narrow standing by id (docs/BENCHMARKS.md, "Active borrowers").
#[derive(Debug, Clone)]
pub struct Others {
    /// On the loan's own columns.
    pub rows: Condition,
    /// Tested on each match of a walk (on `loans`, or looked up by `"loans"."id"`).
    pub walk: Condition,
    /// The active list's scope and filters on `loan_standing` (`None` for the other lists):
    /// SQLite's full-text walk then reads each match's standing by the search key (m0059), in
    /// place of `walk`, and no `loans` row. The standing's rows are the live active loans.
    pub standing: Option<Condition>,
    /// The lender the list is filtered to, if any (the other forms test it too): SQLite's
    /// full-text walk also asks the index for that lender's loans (m0062), as it does for a
    /// funder's scope.
    pub lender: Option<Uuid>,
    /// The active statuses the active list is filtered to (none for the other lists): SQLite's
    /// full-text walk also asks the index for loans of those ([`status_token`], m0062).
    pub active_statuses: Vec<String>,
}

impl From<Condition> for Others {
    /// The same condition in both forms.
    fn from(c: Condition) -> Others {
        Others { rows: c.clone(), walk: c, standing: None, lender: None, active_statuses: Vec::new() }
    }
}

/// Lower case with accents removed (canonical decomposition, combining marks dropped): "José
/// Müller" → "jose muller".
pub fn fold(s: &str) -> String {
    s.nfd().filter(|c| !unicode_normalization::char::is_combining_mark(*c)).flat_map(char::to_lowercase).collect()
}

/// The words of `s`, folded: letters and digits; apostrophes are dropped ("O'Neil" → "oneil"),
/// every other character separates words.
fn words(s: &str) -> Vec<String> {
    fold(s)
        .chars()
        .filter(|c| !matches!(c, '\'' | '\u{2019}' | '`'))
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect::<String>()
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

/// The search columns of one loan, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchText {
    /// `" budi santoso"`: each folded word preceded by a space.
    pub name: String,
    /// The e-mail, folded.
    pub email: String,
    /// `"ln#8# cu#42#"`: the loan ID's and customer ID's [`code_key`]s.
    pub ids: String,
    /// `"628123456789 08123456789"`: the digits, and the local `0…` form of a `62…` number.
    pub phone: String,
}

impl SearchText {
    /// The search columns of a borrower's loan.
    pub fn of(full_name: &str, email: &str, loan_code: &str, customer_code: &str, phone: &str) -> SearchText {
        let name: String = words(full_name).iter().map(|w| format!(" {w}")).collect();
        let digits: String = phone.chars().filter(char::is_ascii_digit).collect();
        let phone = match digits.strip_prefix("62") {
            Some(rest) => format!("{digits} 0{rest}"),
            None => digits,
        };
        SearchText { name, email: fold(email.trim()), ids: format!("{} {}", code_key(loan_code), code_key(customer_code)), phone }
    }

    /// Sets the four columns on a loan row.
    pub fn set(self, row: &mut loan::ActiveModel) {
        row.search_name = sea_orm::Set(self.name);
        row.search_email = sea_orm::Set(self.email);
        row.search_ids = sea_orm::Set(self.ids);
        row.search_phone = sea_orm::Set(self.phone);
    }
}

/// How a code is stored for search: its letters, `#`, its number without zero padding, `#`
/// (`LN-0000008` → `ln#8#`, `CU-0000042` → `cu#42#`); a code of another shape is stored folded.
/// The `#`s bound the number, so `#8#` matches code 8 and not 18 or 80, on both engines (SQLite's
/// trigrams see the `#`; `pg_trgm` reads it as a word boundary).
pub fn code_key(code: &str) -> String {
    match parse_code(&fold(code.trim())) {
        Some((letters, n)) if !letters.is_empty() => stored_code(letters, &n),
        _ => fold(code.trim()),
    }
}

/// The stored form of a code's letters and number (`ln`, `8` → `ln#8#`), which a search term
/// asks for as it is stored.
fn stored_code(letters: &str, n: &str) -> String {
    format!("{letters}#{n}#")
}

/// `("ln", "8")` of `ln-0000008`, `ln 8` or `ln8`; `("", "8")` of `0000008`: optional letters,
/// an optional `-` or space, then digits only (up to 18), whose zero padding is dropped.
/// `None` for anything else.
fn parse_code(text: &str) -> Option<(&str, String)> {
    let letters_end = text.find(|c: char| !c.is_ascii_lowercase()).unwrap_or(text.len());
    let (letters, rest) = text.split_at(letters_end);
    let digits = rest.strip_prefix(['-', ' ']).unwrap_or(rest);
    if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n = digits.trim_start_matches('0');
    Some((letters, if n.is_empty() { "0".to_owned() } else { n.to_owned() }))
}

/// Characters written between the digits of a phone number: a space, `+ . ( ) /` and dashes
/// (ASCII and Unicode hyphens, figure, en and em dashes).
const PHONE_SEPARATORS: &str = " +.()/-\u{2010}\u{2011}\u{2012}\u{2013}\u{2014}";

/// The digits of a folded term written as a phone number, or part of one, as the phone is
/// stored (`62…` and `0…`): `None` unless the term is only digits and [`PHONE_SEPARATORS`] with
/// at least [`MIN_PHONE_DIGITS`] digits. Written with its country code, the number also loses
/// what is never stored: `00` before `62`, and a trunk `0` after `+62` (`+62 (0)812-3456`,
/// `0062 812 3456` → `628123456`). `+62 812-3456-7890`, `0812 3456 7890` and
/// `(0812) 3456.7890` all give digits that are part of the stored phone.
fn phone_digits(text: &str) -> Option<String> {
    if !text.chars().all(|c| c.is_ascii_digit() || PHONE_SEPARATORS.contains(c)) {
        return None;
    }
    let mut digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let mut international = text.starts_with('+');
    if let Some(rest) = digits.strip_prefix("00").filter(|r| r.starts_with("62")) {
        digits = rest.to_owned();
        international = true;
    }
    if international && let Some(rest) = digits.strip_prefix("620") {
        digits = format!("62{rest}");
    }
    (digits.len() >= MIN_PHONE_DIGITS).then_some(digits)
}

/// A search term, parsed once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    /// Fewer than [`MIN_TRIGRAM_CHARS`]: the start of the name or e-mail (folded, lower case), or
    /// the loan ID exactly.
    Prefix(String),
    /// Substring searches, each `None` when the term cannot match that column.
    Trigram {
        /// `" budi s"`: a word start in the name (not for a term without letters, nor for one
        /// with an `@`).
        name: Option<String>,
        /// Any part of the e-mail (not for a phone written with separators).
        text: Option<String>,
        /// Any part of the phone, as stored ([`phone_digits`]: only for a term written as a
        /// phone, 4 digits or more).
        digits: Option<String>,
        /// A loan or customer ID by its number, as stored ([`code_key`]): `#8#` for `0000008`
        /// or `8`, `ln#8#` for `LN-0000008` (only for terms of digits, optionally after letters).
        code: Option<String>,
    },
}

impl Term {
    /// The term of a raw `q`; `None` when blank.
    pub fn parse(q: &str) -> Option<Term> {
        let text = fold(q).split_whitespace().collect::<Vec<_>>().join(" ");
        if text.is_empty() {
            return None;
        }
        let code = parse_code(&text);
        let number = code.as_ref().is_some_and(|(letters, _)| letters.is_empty());
        let code = code.map(|(letters, n)| stored_code(letters, &n));
        if text.chars().count() < MIN_TRIGRAM_CHARS && !number {
            return Some(Term::Prefix(text));
        }
        let w = words(q);
        // A term without letters (a number, a written phone) is no name, nor is an e-mail
        // address; letters and a number ("ln-8") may still be one. A phone written with
        // separators ("0812-3456", "+62 812") is no part of an e-mail either.
        let letters = text.chars().any(char::is_alphabetic);
        let email = text.contains('@');
        let name = (letters && !email && !w.is_empty()).then(|| format!(" {}", w.join(" ")));
        let digits = phone_digits(&text);
        let text = (letters || email || number).then_some(text);
        Some(Term::Trigram { name, text, digits, code })
    }

    /// `(column, substring)` pairs this term matches, each at least 3 characters long.
    fn parts(&self) -> Vec<(&'static str, &str)> {
        let Term::Trigram { name, text, digits, code } = self else { return Vec::new() };
        let mut parts = Vec::new();
        let long = |s: &&String| s.chars().count() >= MIN_TRIGRAM_CHARS;
        if let Some(n) = name.as_ref().filter(long) {
            parts.push(("search_name", n.as_str()));
        }
        // E-mails hold no spaces: a term that cannot match a column does not ask its index (a
        // broad name term would read every e-mail's trigrams).
        if let Some(t) = text.as_ref().filter(long).filter(|t| !t.contains(' ')) {
            parts.push(("search_email", t.as_str()));
        }
        if let Some(c) = code {
            parts.push(("search_ids", c.as_str()));
        }
        if let Some(d) = digits.as_ref().filter(long) {
            parts.push(("search_phone", d.as_str()));
        }
        parts
    }

    /// The FTS5 query: one quoted phrase per substring (the trigram tokenizer matches a phrase
    /// as a substring) with the columns it may be in (`{email phone} : "8123"`), `OR`ed. One
    /// phrase for several columns walks its trigrams' lists once, not once per column.
    ///
    /// A whole value asks for its uncommon part ([`index_part`]); [`Term::exact_check`] then
    /// holds the rows to the whole.
    fn fts_query(&self) -> String {
        self.fts_query_within(None, &[])
    }

    /// [`Term::fts_query`] within one lender's loans and loans of `statuses` (m0062's columns;
    /// either may be absent): the term's phrases `AND` the lender's token ([`lender_token`])
    /// `AND` each status's ([`status_token`]). A status without a token asks for none of them.
    fn fts_query_within(&self, lender: Option<Uuid>, statuses: &[String]) -> String {
        let mut phrases: Vec<(&str, Vec<&str>)> = Vec::new();
        for (col, whole) in self.parts() {
            let s = index_part(col, whole).unwrap_or(whole);
            let col = &col["search_".len()..];
            match phrases.iter_mut().find(|(p, _)| *p == s) {
                Some((_, cols)) => cols.push(col),
                None => phrases.push((s, vec![col])),
            }
        }
        let any = phrases
            .iter()
            .map(|(s, cols)| {
                let cols = if cols.len() == 1 { cols[0].to_owned() } else { format!("{{{}}}", cols.join(" ")) };
                format!("{cols} : \"{}\"", s.replace('"', "\"\""))
            })
            .collect::<Vec<_>>()
            .join(" OR ");
        let mut within = Vec::new();
        if let Some(l) = lender {
            within.push(format!("lender : \"{}\"", lender_token(l)));
        }
        // Each status is `= value`, as the list's filter ANDs them (`StageFilter::status`).
        let tokens: Option<Vec<String>> = statuses.iter().map(|s| status_token(s)).collect();
        within.extend(tokens.unwrap_or_default().iter().map(|t| format!("status : \"{t}\"")));
        if within.is_empty() {
            return any;
        }
        format!("({any}) AND {}", within.join(" AND "))
    }

    /// On SQLite, when [`Term::fts_query`] asks for a part of a whole value: the rows that hold
    /// one of the term's substrings whole (`instr(column, substring) > 0` for each, `OR`ed), to
    /// check the full-text matches against. `None` when every phrase is its whole.
    fn exact_check(&self) -> Option<Condition> {
        let parts = self.parts();
        if parts.iter().all(|(col, s)| index_part(col, s).is_none()) {
            return None;
        }
        let mut any = Condition::any();
        for (col, s) in parts {
            any = any.add(Expr::cust_with_values(format!("instr(\"loans\".\"{col}\", ?) > 0"), [s.to_owned()]));
        }
        Some(any)
    }
}

/// The FTS5 rowid of a loan: `i64::MAX` less its id's first 64 bits shifted right by one, so
/// a non-negative `i64` that falls as the id rises. For UUIDv7 those bits are the creation time
/// (ms) and 11 random bits, so ascending rowid order is the list's default order (newest
/// first): FTS5 walks its lists forward about twice as fast as backward (m0028). New loans get
/// ids whose key is unused ([`new_loan_id`]).
pub fn order_key(id: Uuid) -> i64 {
    let b = id.as_bytes();
    let hi = u64::from_be_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
    i64::MAX - i64::try_from(hi >> 1).unwrap_or(i64::MAX)
}

/// The token of a loan's lender in SQLite's search index (`loan_search`'s `lender` column,
/// m0062): the lender id's last 36 bits as three characters of 12 bits each from U+E000 (the
/// private use area), one trigram whose list in the index is that lender's loans. Two lenders
/// share it only when those bits agree, so a walk still tests the lender itself.
pub fn lender_token(lender: Uuid) -> String {
    let bits = lender.as_u128();
    [24, 12, 0]
        .into_iter()
        .filter_map(|shift| u32::try_from((bits >> shift) & 0xFFF).ok().and_then(|c| char::from_u32(0xE000 + c)))
        .collect()
}

/// The active statuses with a token in SQLite's search index, in the order of their tokens
/// (m0062's `status` column, which froze this list).
const STATUS_TOKENS: [&str; 6] = ["pending_activation", "normal", "on_hold", "late", "non_performing", "inactive"];

/// The token of a loan's active status in SQLite's search index (`loan_search`'s `status`
/// column, m0062): the status's place in [`STATUS_TOKENS`] as one private use character from
/// U+F100, three times: one trigram, whose list is the loans of that status. `None` for a
/// status m0062 did not know (a search then asks the index for no status).
pub fn status_token(status: &str) -> Option<String> {
    let i = STATUS_TOKENS.iter().position(|s| *s == status)?;
    let c = char::from_u32(0xF100 + u32::try_from(i).ok()?)?;
    Some([c; 3].iter().collect())
}

/// Pages (about 4 KB each) FTS5 writes per step of [`merge_index`]: a step holds SQLite's
/// write lock for some tens of milliseconds, so a staff write waits no longer than that.
const MERGE_PAGES: u32 = 500;
/// At most this many steps a run (about 2 GB written): a bound (the first run over a
/// million-loan book built by the triggers took 341).
const MERGE_STEPS_MAX: u64 = 1_000;

/// Merges SQLite's search index until no level of it holds two segments (FTS5's `usermerge`
/// of 2, set by m0028), in short steps (each its own transaction); answers how many steps did
/// work. PostgreSQL: nothing, 0.
///
/// Why: the triggers add each new or changed loan to `loan_search` as a small segment, and FTS5's
/// own merging (4 segments a level) left a million-loan book in many large segments; every search
/// reads each segment's lists. This merge makes a walk nearly as fast as over one segment
/// (docs/BENCHMARKS.md, "Search: fewer segments, walked forward") without rewriting the whole index
/// each day: once merged, a day's new segments take a step or two. The daily job runs it.
pub async fn merge_index(db: &crate::Db) -> Result<u64, DbErr> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return Ok(0);
    }
    let total_changes = async |txn: &crate::Tx| -> Result<i64, DbErr> {
        let row = txn.query_one_raw(sea_orm::Statement::from_string(DbBackend::Sqlite, "SELECT total_changes() AS n")).await?;
        row.map_or(Ok(0), |r| r.try_get("", "n"))
    };
    let mut steps = 0;
    while steps < MERGE_STEPS_MAX {
        let txn = crate::begin_write(db).await?;
        let before = total_changes(&txn).await?;
        txn.execute_unprepared(&format!("INSERT INTO loan_search (loan_search, rank) VALUES ('merge', {MERGE_PAGES})")).await?;
        let after = total_changes(&txn).await?;
        txn.commit().await?;
        // FTS5's documented test: fewer than two changes means the step found nothing to merge.
        if after - before < 2 {
            break;
        }
        steps += 1;
    }
    Ok(steps)
}

/// A new loan id (UUIDv7 of now) whose [`order_key`] no loan has yet, so the search index
/// (whose rowid it is on SQLite) never refuses a new loan. Call inside the write transaction.
pub async fn new_loan_id(db: &impl ConnectionTrait) -> Result<Uuid, DbErr> {
    Ok(new_loan_ids(db, 1).await?.pop().unwrap_or_else(Uuid::now_v7))
}

/// `n` new loan ids ([`new_loan_id`]) whose [`order_key`]s differ from each other and from every
/// stored loan's, checked against the search index in one query per round (a batch made in one
/// millisecond shares 11 random bits, so a few candidates are drawn again). Call inside the
/// write transaction.
pub async fn new_loan_ids(db: &impl ConnectionTrait, n: usize) -> Result<Vec<Uuid>, DbErr> {
    let sqlite = db.get_database_backend() == DbBackend::Sqlite;
    let mut keys = std::collections::HashSet::with_capacity(n);
    let mut ids = Vec::with_capacity(n);
    while ids.len() < n {
        let mut fresh = Vec::new();
        while ids.len() + fresh.len() < n {
            // Random bits in `rand_a` (not the monotonic counter, which keeps them within a millisecond).
            let id = Uuid::new_v7(uuid::Timestamp::now(uuid::NoContext));
            if keys.insert(order_key(id)) {
                fresh.push(id);
            }
        }
        if !sqlite {
            ids.extend(fresh);
            continue;
        }
        let mut taken = std::collections::HashSet::new();
        for chunk in fresh.chunks(500) {
            let stmt = Query::select()
                .column(Alias::new("rowid"))
                .from(Alias::new("loan_search"))
                .and_where(Expr::col(Alias::new("rowid")).is_in(chunk.iter().map(|id| order_key(*id))))
                .to_owned();
            for row in db.query_all(&stmt).await? {
                taken.insert(row.try_get_by_index::<i64>(0)?);
            }
        }
        // A taken key stays in `keys`, so it is never drawn again.
        ids.extend(fresh.into_iter().filter(|id| !taken.contains(&order_key(*id))));
    }
    Ok(ids)
}

/// Escapes `%`, `_` and `\` for a `LIKE` pattern (PostgreSQL's default escape character).
fn like_contains(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('%');
    for c in s.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('%');
    out
}

/// The smallest string greater than every string starting with `prefix`, for index range scans
/// (`col >= prefix AND col < upper`), which both engines serve from a b-tree.
fn prefix_upper(prefix: &str) -> String {
    format!("{prefix}\u{10FFFF}")
}

/// Rows in scope and not deleted.
fn live(scope: Scope) -> Condition {
    scope.condition().add(loan::Column::DeletedAt.is_null())
}

/// The rows of `scope` (live only) that search term `q` matches, as a filter for any query on
/// `loans`. `backend` is the connection's (`db.get_database_backend()`). A blank `q` matches
/// every live row.
pub fn condition(backend: DbBackend, scope: Scope, q: &str) -> Condition {
    match Term::parse(q) {
        None => live(scope),
        Some(t) => term_condition(backend, scope, &t),
    }
}

fn term_condition(backend: DbBackend, scope: Scope, t: &Term) -> Condition {
    match t {
        // Each branch repeats the live condition: SQLite uses a partial index for an OR
        // branch only when that branch itself implies the index's condition.
        Term::Prefix(p) => {
            let upper = prefix_upper(p);
            Condition::any()
                .add(live(scope).add(loan::Column::LoanCode.eq(p.to_uppercase())))
                .add(
                    live(scope)
                        .add(loan::Column::FullNameLower.gte(p.clone()))
                        .add(loan::Column::FullNameLower.lt(upper.clone())),
                )
                .add(live(scope).add(loan::Column::Email.gte(p.clone())).add(loan::Column::Email.lt(upper)))
        }
        // A term too short for every column it could match matches nothing.
        Term::Trigram { .. } if t.parts().is_empty() => live(scope).add(Expr::cust("1 = 0")),
        Term::Trigram { .. } if backend == DbBackend::Sqlite => live(scope)
            .add(Expr::cust_with_values(
                "\"loans\".\"id\" IN (SELECT loan_id FROM loan_search WHERE loan_search MATCH ?)",
                [t.fts_query()],
            ))
            .add_option(t.exact_check()),
        Term::Trigram { .. } => {
            if let Some(d) = Digits::of(backend, t) {
                return live(scope).add(d.condition());
            }
            let mut any = Condition::any();
            for (col, s) in t.parts() {
                any = any.add(pg_part(col, s, index_part(col, s).into_iter().collect()));
            }
            live(scope).add(any)
        }
    }
}

/// PostgreSQL: column `col` holds substring `s`, the trigram index asked for `asks` (parts of
/// `s`; none: `s` itself) and the rows it finds checked against `s`. `|| ''` makes the whole no
/// index condition, so `pg_trgm` does not read its common trigrams' lists after all.
fn pg_part(col: &str, s: &str, asks: Vec<&str>) -> Condition {
    let like = |part: &str| Expr::cust_with_values(format!("\"loans\".\"{col}\" LIKE $1"), [like_contains(part)]);
    if asks.is_empty() {
        return Condition::all().add(like(s));
    }
    let mut all = Condition::all();
    for part in asks {
        all = all.add(like(part));
    }
    all.add(Expr::cust_with_values(format!("(\"loans\".\"{col}\" || '') LIKE $1"), [like_contains(s)]))
}

/// Newest loans sampled to tell a broad e-mail term from a
/// narrow one ([`Narrow::of`]). The sample is read at every narrow search, so it is as small as
/// tells 1 % apart from the 0.2 % of a common full name: near 1 % either reading costs about the
/// same (a walk to the page's 201st match, or every match in the ranges), so a term there
/// mistold costs little.
const PROBE_ROWS: u64 = 1_000;
/// Matches in [`PROBE_ROWS`] from which an e-mail term is broad (1 %): its list-order walk then
/// finds a page within a few thousand entries, where the narrow statement would read every match.
const PROBE_BROAD: i64 = 10;

/// The index of the name from each of its first three words (SQLite; PostgreSQL's are in
/// [`Narrow::word_start`]), as migration m0053 writes them: an expression index serves only the
/// same expression.
const SQLITE_WORD2: &str = "substr(search_name, instr(substr(search_name, 2), ' ') + 1)";

/// Narrow terms (issue 46 item 2): a term whose name part has two words or more, the last of two
/// characters or more (`budi santoso`, `budi.santoso`, not `budi s`), is read from b-tree indexes
/// of the name (m0053) instead of the list-order walk: every match of `" budi santoso"` is a name
/// whose part from some word on starts with it, so a prefix range on the name from its first,
/// second and third word, plus the few names of five words or more checked one by one, read the
/// matches and nothing else. The e-mail reading of a term without a space (`budi.santoso`) is
/// read the same way from b-trees of the e-mail (m0057): it matches an e-mail from its start, from
/// just after its first separator (`.`, `_`, `-`, `+`, `@`) or from its domain, where the
/// trigram indexes matched it anywhere (`xbudi.santoso@` no longer matches; what staff type of an
/// e-mail starts at one of its words). A code part (`LN-0781904`, which also reads as the name
/// `ln 0781904`) is the loan ID or customer ID itself, read from their unique indexes. All of them
/// `UNION`ed, sorted by id, paged; a narrow term has no phone part (it has letters).
///
/// The first and second words' indexes also carry the four stage columns (m0056), so a stage
/// list's filter (`approval_status IS NOT NULL`) is tested there, not on each match's row.
///
/// Why: a full name walked a large part of the book for its first 201 matches, the e-mail's
/// trigrams visited a table page per candidate on PostgreSQL, and an ID's read its digits'
/// trigram lists (docs/BENCHMARKS.md, "Search: an e-mail's name part from its word starts"). A
/// broad name (`budi s`) keeps the walk, which finds its page sooner than the ranges read all its
/// matches; so does a term whose e-mail part is broad (`example.id`), told by a sample of the
/// newest loans ([`PROBE_ROWS`]).
struct Narrow<'a> {
    /// `" budi santoso"`.
    name: &'a str,
    /// `"budi.santoso"`: the term's e-mail reading, matched where a word of the e-mail starts
    /// (m0057); `None` for a term with a space.
    email: Option<&'a str>,
    /// `"ln#781904#"`: the term's code, as [`code_key`] stores it: `LN-0781904` or
    /// `CU-0781904` itself.
    code: Option<&'a str>,
}

impl<'a> Narrow<'a> {
    /// The narrow reading of `t`, when it has one and its e-mail part is not broad among the
    /// newest loans.
    async fn of(db: &impl ConnectionTrait, t: &'a Term) -> Result<Option<Narrow<'a>>, DbErr> {
        let Term::Trigram { name: Some(name), code, .. } = t else { return Ok(None) };
        let words = name.split(' ').skip(1).count();
        if words < 2 || name.rsplit(' ').next().is_none_or(|w| w.chars().count() < 2) {
            return Ok(None);
        }
        let email = t.parts().into_iter().find(|(col, _)| *col == "search_email").map(|(_, e)| e);
        if let Some(email) = email {
            // The newest loans' e-mails, index-only (PostgreSQL's m0022 index, SQLite's
            // full-text table in its rowid order); a sample, so the caller's filters are left out.
            let asks = email_asks(email);
            let asks = if asks.is_empty() { vec![email] } else { asks };
            let backend = db.get_database_backend();
            let (from, has) = if backend == DbBackend::Postgres {
                ("SELECT search_email FROM loans WHERE deleted_at IS NULL ORDER BY id DESC", "strpos(search_email, $N) > 0")
            } else {
                ("SELECT email AS search_email FROM loan_search ORDER BY rowid", "instr(search_email, ?) > 0")
            };
            let checks: Vec<String> = (1..=asks.len()).map(|i| has.replace('N', &i.to_string())).collect();
            let sql = format!("SELECT COUNT(*) AS n FROM ({from} LIMIT {PROBE_ROWS}) AS s WHERE {}", checks.join(" AND "));
            let values = asks.iter().map(|a| sea_orm::Value::from(a.to_string()));
            let row = db.query_one_raw(sea_orm::Statement::from_sql_and_values(backend, sql, values)).await?;
            if row.map_or(Ok(0), |r| r.try_get::<i64>("", "n"))? >= PROBE_BROAD {
                return Ok(None);
            }
        }
        Ok(Some(Narrow { name, email, code: code.as_deref() }))
    }

    /// Up to `at.limit + 1` ids of matches past `at.cursor`, in list order.
    async fn ids(
        &self,
        db: &(impl ConnectionTrait + TransactionTrait),
        scope: Scope,
        others: Others,
        at: PageAt,
    ) -> Result<Vec<Uuid>, DbErr> {
        let stmt = ordered(self.select(db.get_database_backend(), scope, others.rows), at);
        ids_in(query_all_generic(db, &stmt).await?)
    }

    /// The name from its `word`th word (1 to 3) as PostgreSQL's m0053 indexes it, and the
    /// condition that the name has that many words (the later words' indexes are partial).
    fn word_start(backend: DbBackend, word: usize) -> (String, Option<&'static str>) {
        let pg = backend == DbBackend::Postgres;
        match word {
            1 if pg => ("(search_name COLLATE \"C\")".into(), None),
            1 => ("search_name".into(), None),
            2 if pg => ("(substring(search_name FROM '^ [^ ]+( .*)') COLLATE \"C\")".into(), Some("search_name LIKE ' % %'")),
            2 => (SQLITE_WORD2.into(), Some("search_name LIKE ' % %'")),
            _ if pg => {
                ("(substring(search_name FROM '^ [^ ]+ [^ ]+( .*)') COLLATE \"C\")".into(), Some("search_name LIKE ' % % %'"))
            }
            _ => {
                (format!("substr({SQLITE_WORD2}, instr(substr({SQLITE_WORD2}, 2), ' ') + 1)"), Some("search_name LIKE ' % % %'"))
            }
        }
    }

    /// The e-mail from its start, from just after its first separator and from its domain, as
    /// m0057 indexes them.
    fn email_starts(backend: DbBackend) -> [&'static str; 3] {
        use crate::migration::m0057_search_email_starts as m;
        if backend == DbBackend::Postgres { m::PG_EMAIL_STARTS } else { m::SQLITE_EMAIL_STARTS }
    }

    /// The loans whose loan ID or customer ID is stored code `code` (`ln#781904#`: the loan
    /// `LN-0781904`; `cu#…#`: the customer's loans), the IDs written as `repo::sequences` writes
    /// them; `None` for a code no ID has.
    fn code_branch(pg: bool, code: &str) -> Option<Condition> {
        use crate::repo::sequences::{customer_code, loan_code};
        let n: i64 = code.split('#').nth(1)?.parse().ok()?;
        let p = if pg { "$1" } else { "?" };
        let c = if code_key(&loan_code(n)) == code {
            Expr::cust_with_values(format!("\"loans\".\"loan_code\" = {p}"), [loan_code(n)])
        } else if code_key(&customer_code(n)) == code {
            Expr::cust_with_values(
                format!("\"loans\".\"borrower_id\" IN (SELECT b.id FROM borrowers AS b WHERE b.customer_code = {p})"),
                [customer_code(n)],
            )
        } else {
            return None;
        };
        Some(Condition::all().add(c))
    }

    /// The ids of every match, unordered, without
    /// repeats: one `SELECT` a way of matching (`UNION`), each with the live condition and
    /// `others`.
    fn select(&self, backend: DbBackend, scope: Scope, others: Condition) -> SelectStatement {
        let pg = backend == DbBackend::Postgres;
        let branch = |c: Condition| {
            Loan::find().select_only().column(loan::Column::Id).filter(others.clone()).filter(live(scope)).filter(c).into_query()
        };
        let (lo, hi) = (self.name.to_owned(), prefix_upper(self.name));
        let mut branches = Vec::new();
        for word in 1..=3 {
            let (expr, words) = Self::word_start(backend, word);
            let range = if pg { format!("{expr} >= $1 AND {expr} < $2") } else { format!("{expr} >= ? AND {expr} < ?") };
            let mut c = Condition::all().add(Expr::cust_with_values(range, [lo.clone(), hi.clone()]));
            if let Some(w) = words {
                c = c.add(Expr::cust(w));
            }
            branches.push(branch(c));
        }
        // The e-mail from where one of its words starts (m0057): its start, just after its first
        // separator, its domain.
        if let Some(email) = self.email {
            let (lo, hi) = (email.to_owned(), prefix_upper(email));
            for expr in Self::email_starts(backend) {
                let range = if pg { format!("{expr} >= $1 AND {expr} < $2") } else { format!("{expr} >= ? AND {expr} < ?") };
                branches.push(branch(Condition::all().add(Expr::cust_with_values(range, [lo.clone(), hi.clone()]))));
            }
        }
        // From the fourth word on: names of five words or more (m0053's `..._long`), each checked.
        // In a subquery of its own, without the caller's filters: given a stage's filter beside
        // it (`approval_status IS NOT NULL`), SQLite walked that stage's index and checked every
        // name of the stage, a read that grew with the book (docs/BENCHMARKS.md "Every list at
        // two sizes").
        let (long, contains) = if pg {
            (
                "\"loans\".\"id\" IN (SELECT l.id FROM loans AS l WHERE l.deleted_at IS NULL AND l.search_name LIKE ' % % % % %' AND (l.search_name || '') LIKE $1)",
                like_contains(self.name),
            )
        } else {
            (
                "\"loans\".\"id\" IN (SELECT l.id FROM loans AS l WHERE l.deleted_at IS NULL AND l.search_name LIKE ' % % % % %' AND instr(l.search_name, ?) > 0)",
                self.name.to_owned(),
            )
        };
        branches.push(branch(Condition::all().add(Expr::cust_with_values(long, [contains]))));
        // The code: the loan ID or the customer ID it is, by their unique indexes.
        if let Some(c) = self.code.and_then(|c| Self::code_branch(pg, c)) {
            branches.push(branch(c));
        }
        let mut branches = branches.into_iter();
        let mut union = branches.next().unwrap_or_else(|| branch(Condition::all().add(Expr::cust("1 = 0"))));
        for b in branches {
            union.union(UnionType::Distinct, b);
        }
        union
    }
}

/// PostgreSQL: every row of `stmt`, read with a generic plan (`plan_cache_mode =
/// force_generic_plan`, set for one transaction that is then rolled back: the statement only
/// reads, and a caller's own transaction keeps its setting); SQLite: every row of `stmt`.
///
/// Why: a narrow term's statement unions seven index ranges over `loans`, a table of many indexes,
/// and PostgreSQL planned it again at each request (a custom plan: the generic plan's estimate
/// of a range bound by parameters is never below the custom plan's), about as long as it ran.
/// Its ranges are narrow by construction ([`Narrow::of`]), so the plan is the same whatever
/// the term: the generic plan, built once on each pooled connection, costs no planning after
/// (docs/BENCHMARKS.md, "Search: a narrow term's plan kept").
///
/// Errors: the database failed.
async fn query_all_generic(
    db: &(impl ConnectionTrait + TransactionTrait),
    stmt: &SelectStatement,
) -> Result<Vec<sea_orm::QueryResult>, DbErr> {
    if db.get_database_backend() != DbBackend::Postgres {
        return db.query_all(stmt).await;
    }
    let txn = db.begin().await?;
    txn.execute_unprepared("SET LOCAL plan_cache_mode = force_generic_plan").await?;
    let rows = txn.query_all(stmt).await?;
    txn.rollback().await?;
    Ok(rows)
}

/// The statement of up to `at.limit + 1` of the ids `inner` selects (a column `id`, unordered)
/// past `at.cursor`, in list order.
fn ordered(inner: SelectStatement, at: PageAt) -> SelectStatement {
    let mut s = Query::select();
    s.column((Alias::new("m"), loan::Column::Id)).from_subquery(inner, Alias::new("m"));
    keyset::order_after(&mut s, Expr::col((Alias::new("m"), loan::Column::Id)), at);
    s.limit(at.limit + 1);
    s
}

/// PostgreSQL, terms of digits (issue 46 item 2): a phone fragment or a number (`8123`,
/// `0812-3456`, `6281234567890`, `0000008`) is read from m0058's `loan_search_grams`, whose
/// entries for one group of four digits are the live loans holding it in their e-mail or phone,
/// in id order: the statement walks one gram's entries in list order (two grams' merged, for a
/// term longer than four digits), checks each loan on the live loans' covering id index (m0022,
/// no table row; a funder's scope or a list's own filters read the row) and stops at the page.
/// The number's IDs (`#8#`: `LN-0000008` and the customer `CU-0000008`) are read from their
/// unique indexes, as a narrow term's code.
///
/// Why: `pg_trgm` splits `8123` into `812` and `123`, in almost every phone, so the trigram index
/// could not narrow a fragment: its first page walked the covering index in list order (23,000
/// entries for a fragment in 1 % of the book) or read every match's table row, tens of
/// milliseconds for a fragment in a few thousand loans either way, and the planner's choice
/// turned on its statistics (docs/BENCHMARKS.md, "Search: digits from their own index").
struct Digits<'a> {
    /// One or two groups of four digits every match holds: of a long number its last digits
    /// ([`index_part`]), from their start and their end.
    grams: Vec<&'a str>,
    /// `(column, substring)`: the e-mail and phone parts, checked on each loan the grams find;
    /// none when the term is its one gram in both columns.
    checks: Vec<(&'static str, &'a str)>,
    /// `#8#`: the number as the IDs store it, for a term of digits only.
    code: Option<&'a str>,
}

impl<'a> Digits<'a> {
    /// The digits reading of `t` on PostgreSQL: a term with a phone part (digits and phone
    /// separators only, four digits or more).
    fn of(backend: DbBackend, t: &'a Term) -> Option<Digits<'a>> {
        use crate::migration::m0058_search_digit_grams::GRAM_DIGITS;
        let Term::Trigram { digits: Some(d), code, .. } = t else { return None };
        if backend != DbBackend::Postgres || d.len() < GRAM_DIGITS {
            return None;
        }
        let asked = index_part("search_phone", d).unwrap_or(d);
        let mut grams = vec![&asked[..GRAM_DIGITS], &asked[asked.len() - GRAM_DIGITS..]];
        grams.dedup();
        let checks: Vec<(&'static str, &'a str)> =
            t.parts().into_iter().filter(|(col, _)| matches!(*col, "search_email" | "search_phone")).collect();
        // A term of four digits is its gram: every loan holding it holds the term, unless the
        // term cannot match the e-mail (a fragment written with separators).
        let whole = d.len() == GRAM_DIGITS && checks.iter().any(|(col, _)| *col == "search_email");
        Some(Digits { grams, checks: if whole { Vec::new() } else { checks }, code: code.as_deref() })
    }

    /// The same matches as a filter on `loans`, for a query of its own ([`condition`]): the loans
    /// in the grams' lists, checked, or holding the number's IDs.
    fn condition(&self) -> Condition {
        let mut lists = String::from("\"loans\".\"id\" IN (SELECT g.loan_id FROM loan_search_grams AS g WHERE g.gram = $1");
        for i in 2..=self.grams.len() {
            lists.push_str(&format!(" AND g.loan_id IN (SELECT h.loan_id FROM loan_search_grams AS h WHERE h.gram = ${i})"));
        }
        lists.push(')');
        let mut held = Condition::all().add(Expr::cust_with_values(lists, self.grams.iter().map(|g| (*g).to_owned())));
        if let Some(checks) = self.check() {
            held = held.add(checks);
        }
        let mut any = Condition::any().add(held);
        for c in self.code_branches() {
            any = any.add(c);
        }
        any
    }

    /// [`Digits::checks`] as one condition, `None` when there are none. `|| ''`: checked on the
    /// loan the grams found, never asked of the trigram index.
    fn check(&self) -> Option<Condition> {
        if self.checks.is_empty() {
            return None;
        }
        let mut any = Condition::any();
        for (col, s) in &self.checks {
            any = any.add(Expr::cust_with_values(format!("(\"loans\".\"{col}\" || '') LIKE $1"), [like_contains(s)]));
        }
        Some(any)
    }

    /// The loan ID and the customer ID of the number, each by its unique index.
    fn code_branches(&self) -> Vec<Condition> {
        ["ln", "cu"]
            .iter()
            .filter_map(|letters| self.code.and_then(|n| Narrow::code_branch(true, &format!("{letters}{n}"))))
            .collect()
    }

    /// The ids of the matches (a column `id`), unordered, without repeats, of which the grams'
    /// ones are the first `limit` past `at.cursor` in list order: the caller orders and pages.
    fn select(&self, scope: Scope, others: Condition, at: PageAt, limit: u64) -> SelectStatement {
        let grams = Alias::new("loan_search_grams");
        let (g, loan_id) = (Alias::new("g"), Alias::new("loan_id"));
        let mut walk = Query::select();
        walk.expr_as(Expr::col((g.clone(), loan_id.clone())), Alias::new("id"))
            .from_as(grams.clone(), g.clone())
            .and_where(Expr::col((g.clone(), Alias::new("gram"))).eq(self.grams[0]));
        for (i, gram) in self.grams.iter().enumerate().skip(1) {
            let h = Alias::new(format!("h{i}"));
            walk.join_as(
                JoinType::InnerJoin,
                grams.clone(),
                h.clone(),
                Condition::all()
                    .add(Expr::col((h.clone(), loan_id.clone())).equals((g.clone(), loan_id.clone())))
                    .add(Expr::col((h, Alias::new("gram"))).eq(*gram)),
            );
        }
        walk.join(
            JoinType::InnerJoin,
            loan::Entity,
            Expr::col((loan::Entity, loan::Column::Id)).equals((g.clone(), loan_id.clone())),
        )
        .cond_where(live(scope))
        .cond_where(others.clone());
        if let Some(checks) = self.check() {
            walk.cond_where(checks);
        }
        keyset::order_after(&mut walk, Expr::col((g, loan_id)), at);
        walk.limit(limit);
        let mut union = Query::select();
        union.column(Alias::new("id")).from_subquery(walk, Alias::new("w"));
        let branch = |c: Condition| {
            Loan::find().select_only().column(loan::Column::Id).filter(others.clone()).filter(live(scope)).filter(c).into_query()
        };
        for c in self.code_branches() {
            union.union(UnionType::Distinct, branch(c));
        }
        union
    }
}

/// The words (runs of letters and digits) of e-mail term `s` of three characters or more, which
/// [`Narrow::of`] counts in the newest e-mails to tell a broad term; none when there are none, or
/// when the term is one word (then the term itself).
fn email_asks(s: &str) -> Vec<&str> {
    let words: Vec<&str> = s.split(|c: char| !c.is_alphanumeric()).filter(|w| w.chars().count() >= MIN_TRIGRAM_CHARS).collect();
    if words.len() == 1 && words[0].len() == s.len() { Vec::new() } else { words }
}

/// Digits of a phone term the trigram index is asked for, at most: the subscriber's last
/// digits, past the country code or trunk `0` and the operator's prefix that most phones share.
const PHONE_INDEX_DIGITS: usize = 7;

/// The part of substring `s` of column `col` to ask the trigram index for (`pg_trgm` on
/// PostgreSQL, FTS5 on SQLite), when a part finds the same rows more cheaply than the whole;
/// `None`: the whole.
///
/// Why: both indexes read the list of each trigram of the pattern, and a trigram that most rows
/// hold (the `628` of every phone, the `exa`…`id` of a shared e-mail domain, the `ln` of every
/// loan ID) has a list as long as the book, read nearly whole to check a handful of matches (a
/// whole e-mail took 142 ms on SQLite, its part before the `@` 0.3 ms; docs/BENCHMARKS.md,
/// "Search"). The part is a substring of `s`, so every row that holds `s` holds it; the rows it
/// finds are then checked against `s` itself.
fn index_part<'a>(col: &str, s: &'a str) -> Option<&'a str> {
    let part = match col {
        // The last digits of a long number: a whole phone's first ones (`628`, `0812`) are in
        // most phones, and FTS5 keeps one list a trigram for every column, so a long number
        // asks for its last digits in the e-mail too.
        "search_phone" | "search_email" if s.len() > PHONE_INDEX_DIGITS && s.bytes().all(|b| b.is_ascii_digit()) => {
            &s[s.len() - PHONE_INDEX_DIGITS..]
        }
        // A code's number without its letters (every row holds `ln#…# cu#…#`), a long one by
        // its last digits.
        "search_ids" => {
            let number = &s[s.find('#')?..];
            if number.len() > PHONE_INDEX_DIGITS + 2 { &number[number.len() - PHONE_INDEX_DIGITS - 1..] } else { number }
        }
        // An e-mail's end before the `@`, with the `@`: the domain is what many share. Whole
        // words as `pg_trgm` splits them (it reads `.`, `_`, `+`, `-` as word breaks), from the
        // break before the last word of 3 characters or more: `budi.santoso.1234@example.id`
        // asks for `.1234@`, `budi.s@gmail.com` for `budi.s@`.
        "search_email" => {
            let at = s.find('@')?;
            let local = &s[..at];
            let mut start = 0;
            let mut alnum = 0;
            for (i, c) in local.char_indices().rev() {
                if c.is_alphanumeric() {
                    alnum += 1;
                } else if alnum >= MIN_TRIGRAM_CHARS {
                    start = i;
                    break;
                }
            }
            if alnum < MIN_TRIGRAM_CHARS - 1 {
                return None;
            }
            &s[start..=at]
        }
        _ => return None,
    };
    (part.len() < s.len()).then_some(part)
}

/// The ids of one page of the loans matching `q` and `others` (the caller's other filters on
/// `loans`; scope and `deleted_at IS NULL` are added here), in list order, and the next cursor.
/// On SQLite a substring search walks the full-text index in list order and stops after the
/// page; otherwise it is one keyset statement over the id index with the search as a filter.
pub async fn page_ids(
    db: &(impl ConnectionTrait + TransactionTrait),
    scope: Scope,
    q: &str,
    others: Others,
    at: PageAt,
) -> Result<(Vec<Uuid>, Option<Uuid>), DbErr> {
    let backend = db.get_database_backend();
    let term = Term::parse(q);
    let narrow = match &term {
        Some(t) => Narrow::of(db, t).await?,
        None => None,
    };
    let digits = term.as_ref().and_then(|t| Digits::of(backend, t));
    let ids = if let Some(n) = &narrow {
        n.ids(db, scope, others, at).await?
    } else if let Some(d) = &digits {
        ids_of(db, &ordered(d.select(scope, others.walk, at, at.limit + 1), at)).await?
    } else {
        let mut stmt = match &term {
            Some(t @ Term::Trigram { .. }) if backend == DbBackend::Sqlite && !t.parts().is_empty() => {
                fts_select(scope, t, others, at)
            }
            _ => {
                let cond = term.as_ref().map_or_else(|| live(scope), |t| term_condition(backend, scope, t));
                let s = Loan::find().select_only().column(loan::Column::Id).filter(others.walk).filter(cond);
                keyset::after(s, loan::Column::Id, at).into_query()
            }
        };
        stmt.limit(at.limit + 1);
        ids_of(db, &stmt).await?
    };
    let mut ids = ids;
    let limit = usize::try_from(at.limit).unwrap_or(usize::MAX);
    if ids.len() > limit {
        ids.truncate(limit);
        Ok((ids.clone(), ids.last().copied()))
    } else {
        Ok((ids, None))
    }
}

/// The `id` column of every row `stmt` reads.
async fn ids_of(db: &impl ConnectionTrait, stmt: &SelectStatement) -> Result<Vec<Uuid>, DbErr> {
    ids_in(db.query_all(stmt).await?)
}

/// The `id` column of `rows`.
fn ids_in(rows: Vec<sea_orm::QueryResult>) -> Result<Vec<Uuid>, DbErr> {
    rows.iter().map(|row| row.try_get::<Uuid>("", "id")).collect()
}

/// The SQLite statement of a substring search: the FTS5 matches in rowid (= list) order, each
/// joined to its loan by primary key and checked against the filters, from the cursor on; for the
/// active list ([`Others::standing`]), each joined to its standing by the search key instead.
fn fts_select(scope: Scope, t: &Term, others: Others, at: PageAt) -> SelectStatement {
    let mut s = Query::select();
    s.from(Alias::new("loan_search"));
    // CROSS JOIN: SQLite keeps the left table outer, so the plan always walks the full-text
    // matches in rowid order and looks each loan up by primary key (never the reverse, which
    // would run the full-text query once per loan). The join condition is in WHERE, as a
    // CROSS JOIN has no ON.
    let check = t.exact_check();
    // Only an accelerator: the lender and scope are tested on each match below all the same.
    let lender = others.lender.or(scope.lender());
    let statuses = others.active_statuses;
    match others.standing {
        Some(standing) => {
            // The match's one entry of m0059's index: its key, filters and id.
            s.expr_as(Expr::col((loan_standing::Entity, loan_standing::Column::LoanId)), Alias::new("id"))
                .join(JoinType::CrossJoin, loan_standing::Entity, Expr::cust("TRUE"))
                .and_where(Expr::cust("\"loan_standing\".\"search_key\" = \"loan_search\".\"rowid\""))
                .cond_where(standing);
            if check.is_some() {
                // A whole value is checked on the loan's row.
                s.join(JoinType::CrossJoin, loan::Entity, Expr::cust("TRUE"))
                    .and_where(Expr::cust("\"loans\".\"id\" = \"loan_standing\".\"loan_id\""));
            }
        }
        None => {
            s.column((loan::Entity, loan::Column::Id))
                .join(JoinType::CrossJoin, loan::Entity, Expr::cust("TRUE"))
                .and_where(Expr::cust("\"loans\".\"id\" = \"loan_search\".\"loan_id\""))
                .cond_where(live(scope))
                .cond_where(others.walk);
        }
    }
    s.and_where(Expr::cust_with_values("loan_search MATCH ?", [t.fts_query_within(lender, &statuses)]));
    if let Some(check) = check {
        s.cond_where(check);
    }
    // The key falls as the id rises ([`order_key`]): newest first is ascending rowid.
    if let Some(c) = at.cursor {
        let op = if at.sort == Sort::Newest { ">" } else { "<" };
        s.and_where(Expr::cust_with_values(format!("\"loan_search\".\"rowid\" {op} ?"), [order_key(c)]));
    }
    let order = if at.sort == Sort::Newest { Order::Asc } else { Order::Desc };
    s.order_by_expr(Expr::cust("\"loan_search\".\"rowid\""), order);
    s
}

/// How many live loans in `scope` match `q` and `others`, counting no further than `cap` (the
/// statement stops there: on SQLite it reads the full-text index only that far).
pub async fn count_up_to(
    db: &(impl ConnectionTrait + TransactionTrait),
    scope: Scope,
    q: &str,
    others: Others,
    cap: u64,
) -> Result<u64, DbErr> {
    let backend = db.get_database_backend();
    let term = Term::parse(q);
    let narrow = match &term {
        Some(t) => Narrow::of(db, t).await?,
        None => None,
    };
    let digits = term.as_ref().and_then(|t| Digits::of(backend, t));
    // A narrow term's statement is read with its generic plan, as its page is.
    let generic = narrow.is_some();
    let mut inner = if let Some(n) = &narrow {
        n.select(backend, scope, others.rows)
    } else if let Some(d) = &digits {
        d.select(scope, others.walk, PageAt { sort: Sort::Newest, cursor: None, limit: cap }, cap)
    } else {
        match term {
            Some(t @ Term::Trigram { .. }) if backend == DbBackend::Sqlite && !t.parts().is_empty() => {
                let mut s = fts_select(scope, &t, others, PageAt { sort: Sort::Newest, cursor: None, limit: cap });
                // Unordered: any `cap` matches count the same, in FTS5's forward walk (the cheaper
                // direction; docs/BENCHMARKS.md, "Search").
                s.clear_order_by();
                s
            }
            t => {
                let cond = t.as_ref().map_or_else(|| live(scope), |t| term_condition(backend, scope, t));
                let s = Loan::find().select_only().column(loan::Column::Id).filter(others.walk).filter(cond);
                if backend == DbBackend::Postgres {
                    // In list order, as the page is read: for a broad term PostgreSQL then walks the
                    // covering id index (m0022) and stops at the cap, where unordered it built the
                    // whole trigram bitmap first (docs/BENCHMARKS.md, "Search"); a narrow
                    // term still takes the trigram index and sorts its few matches. (SQLite would
                    // walk the id index for a rare name prefix too: its count stays unordered.)
                    keyset::after(s, loan::Column::Id, PageAt { sort: Sort::Newest, cursor: None, limit: cap }).into_query()
                } else {
                    s.into_query()
                }
            }
        }
    };
    inner.limit(cap);
    let outer =
        Query::select().expr_as(Expr::cust("COUNT(*)"), Alias::new("n")).from_subquery(inner, Alias::new("matched")).to_owned();
    let row = if generic { query_all_generic(db, &outer).await?.pop() } else { db.query_one(&outer).await? };
    let row = row.ok_or_else(|| DbErr::RecordNotFound("count".into()))?;
    Ok(u64::try_from(row.try_get::<i64>("", "n")?).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A batch made within a millisecond or two shares the time bits of its keys: every key of
    /// a batch must still differ (the search index refuses a repeated rowid).
    #[tokio::test]
    async fn a_batch_of_new_loan_ids_has_distinct_search_keys() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        crate::migrate(&db).await.unwrap();
        let first = new_loan_ids(&db, 3_000).await.unwrap();
        let keys: std::collections::HashSet<i64> = first.iter().map(|id| order_key(*id)).collect();
        assert_eq!(keys.len(), 3_000);
    }

    #[test]
    fn stored_text_folds_case_accents_and_marks_word_starts() {
        let t = SearchText::of("José  Müller-Santoso", "Jose.M@Example.COM", "LN-0000008", "CU-0000042", "+62 812-3456-789");
        assert_eq!(t.name, " jose muller santoso");
        assert_eq!(t.email, "jose.m@example.com");
        assert_eq!(t.ids, "ln#8# cu#42#");
        assert_eq!(t.phone, "628123456789 08123456789");
    }

    #[test]
    fn terms() {
        assert_eq!(Term::parse("  "), None);
        assert_eq!(Term::parse(" Bu "), Some(Term::Prefix("bu".into())));
        assert_eq!(
            Term::parse("Budi  S"),
            Some(Term::Trigram { name: Some(" budi s".into()), text: Some("budi s".into()), digits: None, code: None })
        );
        assert_eq!(
            Term::parse("0812-3"),
            Some(Term::Trigram { name: None, text: None, digits: Some("08123".into()), code: None }),
            "a written phone is no name and no part of an e-mail"
        );
        assert_eq!(Term::parse("\"hi\"").unwrap().fts_query(), r#"name : " hi" OR email : """hi""""#);
        assert_eq!(Term::parse("budi s").unwrap().fts_query(), r#"name : " budi s""#, "no e-mail holds a space");
        assert_eq!(
            Term::parse("0000008").unwrap().fts_query(),
            r##"{email phone} : "0000008" OR ids : "#8#""##,
            "a number is no name, and codes are stored unpadded"
        );
        assert_eq!(
            Term::parse("LN-0000008").unwrap().fts_query(),
            r##"name : " ln 0000008" OR email : "ln-0000008" OR ids : "#8#""##,
            "the index is asked for the number (every row holds `ln#`), the whole checked after"
        );
        assert!(Term::parse("LN-0000008").unwrap().exact_check().is_some());
        assert!(Term::parse("0000008").unwrap().exact_check().is_none(), "every phrase is whole");
        assert_eq!(Term::parse("8").unwrap().fts_query(), r##"ids : "#8#""##, "a short number is still an ID");
        let lender = Uuid::from_u128(0x0191_2345_6789_7abc_8def_0123_4567_89ab);
        assert_eq!(
            Term::parse("budi").unwrap().fts_query_within(Some(lender), &[]),
            "(name : \" budi\" OR email : \"budi\") AND lender : \"\u{e345}\u{e678}\u{e9ab}\"",
            "within a lender: the term's phrases and the lender's token"
        );
        assert_eq!(
            Term::parse("santoso").unwrap().fts_query_within(Some(lender), &["late".into()]),
            "(name : \" santoso\" OR email : \"santoso\") AND lender : \"\u{e345}\u{e678}\u{e9ab}\" AND status : \"\u{f103}\u{f103}\u{f103}\"",
            "within a lender and a status: both tokens"
        );
        assert_eq!(
            Term::parse("santoso").unwrap().fts_query_within(None, &["late".into(), "someday".into()]),
            r#"name : " santoso" OR email : "santoso""#,
            "a status without a token: no status asked of the index"
        );
        assert_eq!(Term::parse("cu 42").unwrap().fts_query(), r##"name : " cu 42" OR ids : "#42#""##);
        assert_eq!(Term::parse("8123").unwrap().fts_query(), r##"{email phone} : "8123" OR ids : "#8123#""##);
        assert_eq!(Term::parse("N8"), Some(Term::Prefix("n8".into())), "a short term with letters is a name start");
        assert_eq!(Term::parse("ln"), Some(Term::Prefix("ln".into())), "letters alone are a name start");
    }

    /// Every way staff write one phone asks for digits the stored phone holds, in its `62…`
    /// or `0…` form.
    #[test]
    fn a_phone_in_any_written_form_is_its_stored_digits() {
        let stored = SearchText::of("Budi", "b@x.id", "LN-1", "CU-1", "+6281234567890").phone;
        for (q, digits) in [
            ("+62 812-3456-7890", "6281234567890"),
            ("+62 (0)812 3456 7890", "6281234567890"),
            ("+620812-3456-7890", "6281234567890"),
            ("0062 812 3456 7890", "6281234567890"),
            ("62812 3456 7890", "6281234567890"),
            ("6281234567890", "6281234567890"),
            ("0812 3456 7890", "081234567890"),
            ("(0812) 3456.7890", "081234567890"),
            ("0812\u{2013}3456\u{2013}7890", "081234567890"),
            ("0812/3456/7890", "081234567890"),
            ("812-3456", "8123456"),
            (" 3456 7890 ", "34567890"),
        ] {
            let Some(Term::Trigram { name, text, digits: Some(d), .. }) = Term::parse(q) else { panic!("{q}: no digits") };
            assert_eq!(d, digits, "{q}");
            assert!(stored.contains(&d), "{q}: {d} in {stored}");
            assert_eq!(name, None, "{q}: a phone is no name");
            if q.contains(|c: char| !c.is_ascii_digit()) {
                assert_eq!(text, None, "{q}: a written phone is no part of an e-mail");
            }
        }
        assert!(!stored.contains("6200812"), "a trunk 0 after the country code is never stored");
        // Too few digits, or letters: not a phone.
        for q in ["+62", "08-1", "0812 abc", "ln-0812"] {
            let digits = match Term::parse(q) {
                Some(Term::Trigram { digits, .. }) => digits,
                _ => None,
            };
            assert_eq!(digits, None, "{q}");
        }
        assert_eq!(Term::parse("+62").unwrap().fts_query(), "", "three characters of no column: nothing");
    }

    /// A whole e-mail address (with its `.` and `@`) is looked for in the e-mail only; one
    /// without an `@` may still be the name's words.
    #[test]
    fn e_mail_terms_and_names_with_several_spaces() {
        assert_eq!(
            Term::parse("Budi.Santoso.1234@Example.ID"),
            Some(Term::Trigram { name: None, text: Some("budi.santoso.1234@example.id".into()), digits: None, code: None })
        );
        assert_eq!(Term::parse("budi.santoso@example.id").unwrap().fts_query(), r#"email : ".santoso@""#);
        assert_eq!(Term::parse("budi.santoso").unwrap().fts_query(), r#"name : " budi santoso" OR email : "budi.santoso""#);
        assert_eq!(Term::parse("@example.id").unwrap().fts_query(), r#"email : "@example.id""#);
        for q in ["budi santoso", " Budi   Santoso ", "BUDI\tsantoso", "budi\u{a0}santoso"] {
            assert_eq!(Term::parse(q).unwrap().fts_query(), r#"name : " budi santoso""#, "{q:?}");
        }
        assert_eq!(Term::parse("Ahmad  Budi  Santoso").unwrap().fts_query(), r#"name : " ahmad budi santoso""#);
    }

    #[test]
    fn postgres_asks_its_index_for_the_uncommon_part_of_a_whole_value() {
        assert_eq!(index_part("search_email", "budi.santoso.1234@example.id"), Some(".1234@"));
        assert_eq!(index_part("search_email", "budi.s@gmail.com"), Some("budi.s@"));
        assert_eq!(index_part("search_email", "ab@example.id"), Some("ab@"));
        assert_eq!(index_part("search_email", "a@example.id"), None, "too short a name for trigrams");
        assert_eq!(index_part("search_email", "@example.id"), None);
        assert_eq!(index_part("search_email", "example.id"), None);
        assert_eq!(index_part("search_email", ".1234@"), None, "already the part");
        assert_eq!(index_part("search_phone", "6281234567890"), Some("4567890"));
        assert_eq!(index_part("search_phone", "081234567890"), Some("4567890"));
        assert_eq!(index_part("search_phone", "4567890"), None);
        assert_eq!(index_part("search_ids", "ln#42#"), Some("#42#"));
        assert_eq!(index_part("search_ids", "#42#"), None);
        assert_eq!(index_part("search_ids", "#6281234567890#"), Some("4567890#"));
        assert_eq!(index_part("search_email", "6281234567890"), Some("4567890"), "a long number");
        assert_eq!(index_part("search_email", "1234567"), None);
        assert_eq!(index_part("search_name", " budi santoso"), None);
    }

    #[test]
    fn an_e_mail_term_asks_for_its_words() {
        assert_eq!(email_asks("budi.santoso"), ["budi", "santoso"]);
        assert_eq!(email_asks("b.santoso_12"), ["santoso"]);
        assert_eq!(email_asks("santoso"), Vec::<&str>::new(), "one word: the term itself");
        assert_eq!(email_asks("ab.cd"), Vec::<&str>::new());
    }

    /// The narrow statement reads SQLite's m0053 and m0057 indexes, each expression as the migration
    /// wrote it (an expression index serves only the same expression), and a whole ID the unique
    /// indexes of the loan and customer IDs.
    #[tokio::test]
    async fn a_narrow_term_reads_the_name_indexes() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        crate::migrate(&db).await.unwrap();
        let plan = async |q: &str| {
            let t = Term::parse(q).unwrap();
            let n = Narrow::of(&db, &t).await.unwrap().unwrap();
            let sql = n.select(DbBackend::Sqlite, Scope::All, Condition::all()).to_string(sea_orm::sea_query::SqliteQueryBuilder);
            db.query_all_raw(sea_orm::Statement::from_string(DbBackend::Sqlite, format!("EXPLAIN QUERY PLAN {sql}")))
                .await
                .unwrap()
                .iter()
                .map(|r| r.try_get::<String>("", "detail").unwrap())
                .collect::<Vec<_>>()
                .join("\n")
        };
        let names = [
            "ix_loans_search_name_w1",
            "ix_loans_search_name_w2",
            "ix_loans_search_name_w3",
            "ix_loans_search_name_long",
            "ix_loans_search_email_start",
            "ix_loans_search_email_w2",
            "ix_loans_search_email_domain",
        ];
        let mail = plan("budi.santoso").await;
        for ix in names {
            assert!(mail.contains(ix), "{ix}: {mail}");
        }
        let code = plan("LN-0000008").await;
        for ix in names.iter().chain(&["loan_code=?"]) {
            assert!(code.contains(ix), "{ix}: {code}");
        }
        assert!(!code.contains("loan_search"), "a whole ID walks no full-text list: {code}");
        let customer = plan("CU-0000008").await;
        assert!(customer.contains("customer_code=?") && customer.contains("ix_loans_borrower"), "{customer}");
        assert!(Narrow::of(&db, &Term::parse("budi s").unwrap()).await.unwrap().is_none(), "a broad name walks");
        assert!(Narrow::of(&db, &Term::parse("santoso").unwrap()).await.unwrap().is_none(), "one word walks");
    }

    #[test]
    fn codes_are_stored_by_their_number() {
        assert_eq!(code_key("LN-0000008"), "ln#8#");
        assert_eq!(code_key(" cu-0001200 "), "cu#1200#");
        assert_eq!(code_key("LN-12345678"), "ln#12345678#");
        assert_eq!(code_key("LN-0000000"), "ln#0#");
        assert_eq!(code_key("X/12"), "x/12", "another shape is stored folded");
        assert_eq!(parse_code("0000008"), Some(("", "8".to_owned())));
        assert_eq!(parse_code("8a"), None);
        assert_eq!(parse_code("ln--8"), None);
        assert_eq!(parse_code("1234567890123456789"), None, "more digits than any code");
    }

    /// Loans written in separate transactions leave the index in several segments a level: the
    /// merge does work once, finds nothing the second time, and every loan is still found.
    #[tokio::test]
    async fn the_search_index_merges_and_still_finds_every_loan() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        crate::migrate(&db).await.unwrap();
        for i in 0..40 {
            let key = 9_000_000 + i;
            let sql = format!(
                "INSERT INTO loan_search (rowid, loan_id, name, email, ids, phone) VALUES ({key}, x'00', ' budi santoso{i}', 'b{i}@example.id', '', '')"
            );
            db.execute_unprepared(&sql).await.unwrap();
        }
        let count = async || {
            let stmt = sea_orm::Statement::from_string(
                DbBackend::Sqlite,
                "SELECT count(*) AS n FROM loan_search WHERE loan_search MATCH 'santoso'",
            );
            db.query_one_raw(stmt).await.unwrap().unwrap().try_get::<i64>("", "n").unwrap()
        };
        assert_eq!(count().await, 40);
        assert!(merge_index(&db).await.unwrap() >= 1, "40 one-row segments merge");
        assert_eq!(merge_index(&db).await.unwrap(), 0, "nothing left to merge");
        assert_eq!(count().await, 40);
    }

    #[test]
    fn order_key_falls_as_the_id_rises() {
        let a = Uuid::new_v7(uuid::Timestamp::from_unix(uuid::NoContext, 1_700_000_000, 0));
        let b = Uuid::new_v7(uuid::Timestamp::from_unix(uuid::NoContext, 1_700_000_001, 0));
        assert!(order_key(a) > order_key(b) && order_key(b) > 0, "a newer id has a smaller key");
        assert_eq!((order_key(Uuid::max()), order_key(Uuid::nil())), (0, i64::MAX));
    }
}
