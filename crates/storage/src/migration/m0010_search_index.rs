//! Search that finds people (issue 8): the loan's search columns (see
//! `repo::loans::search`), filled for existing loans, and their index: on SQLite the FTS5 table
//! `loan_search` (`trigram` tokenizer; rowid = the loan's order key, so matches come in list
//! order; it keeps its own copy of the text, so SQLite 3.34 tools such as Debian's `sqlite3` can
//! still read and write the database) kept in step by triggers; on PostgreSQL a `pg_trgm` GIN
//! index.

use sea_orm::{ConnectionTrait, DbBackend, Statement};
use sea_orm_migration::prelude::*;

use super::frozen::{code_key, fold};

#[derive(DeriveMigrationName)]
pub struct Migration;

const COLUMNS: [&str; 4] = ["search_name", "search_email", "search_ids", "search_phone"];

/// Loans filled per statement batch.
const BATCH: u64 = 500;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for col in COLUMNS {
            m.alter_table(
                Table::alter()
                    .table(Alias::new("loans"))
                    .add_column(ColumnDef::new(Alias::new(col)).string().not_null().default(""))
                    .to_owned(),
            )
            .await?;
        }
        let db = m.get_connection();
        backfill(db).await?;
        if db.get_database_backend() == DbBackend::Sqlite {
            create_sqlite_index(db, ascending_key_sql).await?;
        } else {
            db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm").await?;
            db.execute_unprepared(
                "CREATE INDEX ix_loans_search ON loans USING gin (search_name gin_trgm_ops, search_email gin_trgm_ops, \
                 search_ids gin_trgm_ops, search_phone gin_trgm_ops) WHERE deleted_at IS NULL",
            )
            .await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() == DbBackend::Sqlite {
            for t in ["loan_search_insert", "loan_search_update", "loan_search_delete"] {
                db.execute_unprepared(&format!("DROP TRIGGER {t}")).await?;
            }
            db.execute_unprepared("DROP TABLE loan_search").await?;
        } else {
            db.execute_unprepared("DROP INDEX ix_loans_search").await?;
        }
        for col in COLUMNS {
            m.alter_table(Table::alter().table(Alias::new("loans")).drop_column(Alias::new(col)).to_owned()).await?;
        }
        Ok(())
    }
}

/// Fills the search columns of every stored loan from its borrower ([`search_text`]), in id
/// order, [`BATCH`] at a time.
async fn backfill(db: &SchemaManagerConnection<'_>) -> Result<(), DbErr> {
    let backend = db.get_database_backend();
    let p = |n: usize| if backend == DbBackend::Postgres { format!("${n}") } else { "?".to_owned() };
    let mut after: Option<uuid::Uuid> = None;
    loop {
        let (filter, values) = match after {
            Some(id) => (format!("WHERE l.id > {}", p(1)), vec![id.into()]),
            None => (String::new(), vec![]),
        };
        let rows = db
            .query_all_raw(Statement::from_sql_and_values(
                backend,
                format!(
                    "SELECT l.id, l.full_name, l.email, l.loan_code, b.customer_code, b.phone FROM loans l \
                     JOIN borrowers b ON b.id = l.borrower_id {filter} ORDER BY l.id LIMIT {BATCH}"
                ),
                values,
            ))
            .await?;
        for row in &rows {
            let id: uuid::Uuid = row.try_get("", "id")?;
            let get = |c: &str| row.try_get::<String>("", c);
            let t = search_text(&get("full_name")?, &get("email")?, &get("loan_code")?, &get("customer_code")?, &get("phone")?);
            db.execute_raw(Statement::from_sql_and_values(
                backend,
                format!(
                    "UPDATE loans SET search_name = {}, search_email = {}, search_ids = {}, search_phone = {} WHERE id = {}",
                    p(1),
                    p(2),
                    p(3),
                    p(4),
                    p(5)
                ),
                [t.name.into(), t.email.into(), t.ids.into(), t.phone.into(), id.into()],
            ))
            .await?;
            after = Some(id);
        }
        if (rows.len() as u64) < BATCH {
            return Ok(());
        }
    }
}

/// The four search columns of one loan, as this migration stores them.
struct SearchText {
    /// `" budi santoso"`: each folded word preceded by a space.
    name: String,
    /// The e-mail, folded.
    email: String,
    /// `"ln#8# cu#42#"`: the loan ID's and customer ID's [`code_key`]s.
    ids: String,
    /// `"628123456789 08123456789"`: the digits, and the local `0…` form of a `62…` number.
    phone: String,
}

/// The search columns of a borrower's loan. Frozen copy of `repo::loans::search::SearchText::of`
/// as of this migration: the live one may change, what this migration writes may not.
fn search_text(full_name: &str, email: &str, loan_code: &str, customer_code: &str, phone: &str) -> SearchText {
    let name: String = words(full_name).iter().map(|w| format!(" {w}")).collect();
    let digits: String = phone.chars().filter(char::is_ascii_digit).collect();
    let phone = match digits.strip_prefix("62") {
        Some(rest) => format!("{digits} 0{rest}"),
        None => digits,
    };
    SearchText { name, email: fold(email.trim()), ids: format!("{} {}", code_key(loan_code), code_key(customer_code)), phone }
}

/// The words of `s`, folded: letters and digits; apostrophes are dropped ("O'Neil" → "oneil"),
/// every other character separates words. Frozen copy of `repo::loans::search::words` as of this
/// migration.
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

/// The search index's rowid as this migration first wrote it, in SQLite SQL of the 16-byte blob
/// `col`: the id's first 63 bits, rising with the id (m0028 turned it round; kept here as it was,
/// for this migration and for m0028's `down`).
pub(super) fn ascending_key_sql(col: &str) -> String {
    (1..=16)
        .map(|k| {
            let digit = format!("(instr('0123456789ABCDEF', substr(hex({col}), {k}, 1)) - 1)");
            let shift = 4 * (16 - k);
            if shift == 0 { format!("({digit} >> 1)") } else { format!("({digit} << {})", shift - 1) }
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// SQLite's full-text table `loan_search` filled from `loans`, and the triggers that keep it in
/// step, with `order_key_sql` (SQL of a loan id column) as the rowid.
pub(super) async fn create_sqlite_index(db: &impl ConnectionTrait, order_key_sql: fn(&str) -> String) -> Result<(), DbErr> {
    let key = |row: &str| order_key_sql(&format!("{row}.id"));
    db.execute_unprepared(
        "CREATE VIRTUAL TABLE loan_search USING fts5(loan_id UNINDEXED, name, email, ids, phone, tokenize = 'trigram')",
    )
    .await?;
    db.execute_unprepared(&format!(
        "INSERT INTO loan_search (rowid, loan_id, name, email, ids, phone) \
         SELECT {}, id, search_name, search_email, search_ids, search_phone FROM loans",
        key("loans")
    ))
    .await?;
    let insert = |row: &str| {
        format!(
            "INSERT INTO loan_search (rowid, loan_id, name, email, ids, phone) \
             VALUES ({}, {row}.id, {row}.search_name, {row}.search_email, {row}.search_ids, {row}.search_phone);",
            key(row)
        )
    };
    let delete = |row: &str| format!("DELETE FROM loan_search WHERE rowid = {};", key(row));
    db.execute_unprepared(&format!("CREATE TRIGGER loan_search_insert AFTER INSERT ON loans BEGIN {} END", insert("new")))
        .await?;
    db.execute_unprepared(&format!(
        "CREATE TRIGGER loan_search_update AFTER UPDATE OF id, search_name, search_email, search_ids, search_phone \
         ON loans WHEN old.id IS NOT new.id OR old.search_name IS NOT new.search_name \
         OR old.search_email IS NOT new.search_email OR old.search_ids IS NOT new.search_ids \
         OR old.search_phone IS NOT new.search_phone BEGIN {} {} END",
        delete("old"),
        insert("new")
    ))
    .await?;
    db.execute_unprepared(&format!("CREATE TRIGGER loan_search_delete AFTER DELETE ON loans BEGIN {} END", delete("old")))
        .await?;
    Ok(())
}
