//! B-tree indexes that find a name of two words or more by the word it starts at (issue 46 item
//! 2, `repo::loans::search`, "narrow terms"): the folded name `search_name` from its first, second
//! and third word, each with the id, and the few names of five words or more on their own.
//!
//! Why: a full name (`budi santoso`) took its first page from a walk in list order (SQLite's
//! full-text table, PostgreSQL's covering id index of m0022) through a large part of the book to
//! find 201 matches, and through the trigram indexes it read the long lists of each word's
//! trigrams. A word-start match is a prefix of the name from that word on, so these
//! indexes read the matches and nothing else (docs/BENCHMARKS.md, "Search").
//!
//! The expressions are written out here as the search writes them (each engine uses an expression
//! index only for the same expression): PostgreSQL `substring` with a pattern, SQLite `substr`
//! and `instr`. `COLLATE "C"` on PostgreSQL makes the prefix a range of bytes, as on SQLite.
//! Partial: live loans only, the later words' indexes only for names that have them.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The name from its second word (`" budi santoso"` → `" santoso"`), SQLite.
pub(super) const SQLITE_WORD2: &str = "substr(search_name, instr(substr(search_name, 2), ' ') + 1)";
/// The name from its second word, PostgreSQL (bytes order, so a prefix is a range).
pub(super) const PG_WORD2: &str = "(substring(search_name FROM '^ [^ ]+( .*)') COLLATE \"C\")";
/// The name from its third word, PostgreSQL.
const PG_WORD3: &str = "(substring(search_name FROM '^ [^ ]+ [^ ]+( .*)') COLLATE \"C\")";

fn sqlite_word3() -> String {
    format!("substr({SQLITE_WORD2}, instr(substr({SQLITE_WORD2}, 2), ' ') + 1)")
}

const INDEXES: [&str; 4] =
    ["ix_loans_search_name_w1", "ix_loans_search_name_w2", "ix_loans_search_name_w3", "ix_loans_search_name_long"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let live = "WHERE deleted_at IS NULL";
        let statements = if db.get_database_backend() == DbBackend::Postgres {
            vec![
                format!("CREATE INDEX {} ON loans ((search_name COLLATE \"C\"), id) {live}", INDEXES[0]),
                format!("CREATE INDEX {} ON loans ({PG_WORD2}, id) {live} AND search_name LIKE ' % %'", INDEXES[1]),
                format!("CREATE INDEX {} ON loans ({PG_WORD3}, id) {live} AND search_name LIKE ' % % %'", INDEXES[2]),
                format!(
                    "CREATE INDEX {} ON loans (id) INCLUDE (search_name) {live} AND search_name LIKE ' % % % % %'",
                    INDEXES[3]
                ),
            ]
        } else {
            vec![
                format!("CREATE INDEX {} ON loans (search_name, id) {live}", INDEXES[0]),
                format!("CREATE INDEX {} ON loans ({SQLITE_WORD2}, id) {live} AND search_name LIKE ' % %'", INDEXES[1]),
                format!("CREATE INDEX {} ON loans ({}, id) {live} AND search_name LIKE ' % % %'", INDEXES[2], sqlite_word3()),
                format!("CREATE INDEX {} ON loans (id, search_name) {live} AND search_name LIKE ' % % % % %'", INDEXES[3]),
            ]
        };
        for s in statements {
            db.execute_unprepared(&s).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        super::drop_indexes(m.get_connection(), &INDEXES).await
    }
}
