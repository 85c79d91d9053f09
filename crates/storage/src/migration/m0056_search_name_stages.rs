//! The name's word-start indexes of m0053 (from the first and the second word, which every name
//! of two words or more has) carry the four stage columns (`approval_status`, `kyc_status`,
//! `contract_status`, `active_status`), so a stage list's full-name search (`budi santoso` on the
//! approval, KYC, contract or active list) tests its stage from the index instead of reading the
//! row of every name that matches, a read that grows with the book (docs/BENCHMARKS.md "Every
//! list at two sizes"). SQLite keeps them
//! as trailing key columns (its covering indexes), PostgreSQL as `INCLUDE` columns. The third
//! word's index and the long names' stay as they are: few names have three words.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

use super::m0053_search_name_prefix::{PG_WORD2, SQLITE_WORD2};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The stage columns each index carries.
const STAGES: &str = "approval_status, kyc_status, contract_status, active_status";
const LIVE: &str = "WHERE deleted_at IS NULL";
const TWO_WORDS: &str = "AND search_name LIKE ' % %'";

/// The two indexes as `(name, definition with the stage columns, definition without)`.
fn indexes(pg: bool) -> [(&'static str, String, String); 2] {
    if pg {
        [
            (
                "ix_loans_search_name_w1",
                format!("ON loans ((search_name COLLATE \"C\"), id) INCLUDE ({STAGES}) {LIVE}"),
                format!("ON loans ((search_name COLLATE \"C\"), id) {LIVE}"),
            ),
            (
                "ix_loans_search_name_w2",
                format!("ON loans ({PG_WORD2}, id) INCLUDE ({STAGES}) {LIVE} {TWO_WORDS}"),
                format!("ON loans ({PG_WORD2}, id) {LIVE} {TWO_WORDS}"),
            ),
        ]
    } else {
        [
            (
                "ix_loans_search_name_w1",
                format!("ON loans (search_name, id, {STAGES}) {LIVE}"),
                format!("ON loans (search_name, id) {LIVE}"),
            ),
            (
                "ix_loans_search_name_w2",
                format!("ON loans ({SQLITE_WORD2}, id, {STAGES}) {LIVE} {TWO_WORDS}"),
                format!("ON loans ({SQLITE_WORD2}, id) {LIVE} {TWO_WORDS}"),
            ),
        ]
    }
}

async fn recreate(m: &SchemaManager<'_>, with_stages: bool) -> Result<(), DbErr> {
    let db = m.get_connection();
    for (name, with, without) in indexes(db.get_database_backend() == DbBackend::Postgres) {
        db.execute_unprepared(&format!("DROP INDEX IF EXISTS {name}")).await?;
        db.execute_unprepared(&format!("CREATE INDEX {name} {}", if with_stages { with } else { without })).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        recreate(m, true).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        recreate(m, false).await
    }
}
