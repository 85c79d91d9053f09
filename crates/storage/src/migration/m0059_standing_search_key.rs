//! SQLite: the active loans' standing found by the search index's key (issue 46 item 1). A
//! virtual generated column `search_key` of `loan_standing`, the loan's `loan_search` rowid (the
//! key m0028's triggers write: the id counted down), and an index of it with every column the
//! active list filters on, so a search of the active list goes from each full-text match
//! straight to its standing. PostgreSQL: nothing (its walk is over the live loans' covering id
//! index; `repo::loans::search`).
//!
//! Why: a search walk of the active list read, for each full-text match, the loan id from the
//! full-text table's content, the loan's live entry and then its standing by id: three b-tree
//! descents a match beside the full-text lookup itself, about 7 µs. A surname within a status
//! (`santoso`, late) passes about 1,250 matches for its first 201, and a broad name within one
//! lender passes every match of the name (docs/BENCHMARKS.md, "Active borrowers: the standing by
//! the search key"). The standing's rows are the live active loans in scope of their copied
//! lender and source, so the match's one index entry here answers all of it.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::execute_all;
use super::m0028_search_forward_walk::descending_key_sql;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The index: the key, then the filters' columns (`StageFilter::standing` in
/// `repo::loans::stages`), so a walk tests them without reading the row; the id (the table's
/// key) comes with every entry.
const INDEX: &str = "CREATE INDEX ix_standing_search_key ON loan_standing \
    (search_key, active_status, lender_id, funding_source_id, program_id, installments_left, hold_billing)";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Sqlite {
            return Ok(());
        }
        execute_all(
            db,
            [
                format!(
                    "ALTER TABLE loan_standing ADD COLUMN search_key INTEGER GENERATED ALWAYS AS ({}) VIRTUAL",
                    descending_key_sql("loan_id")
                ),
                INDEX.to_owned(),
                "ANALYZE loan_standing".to_owned(),
            ],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Sqlite {
            return Ok(());
        }
        execute_all(
            db,
            ["DROP INDEX ix_standing_search_key", "ALTER TABLE loan_standing DROP COLUMN search_key"].map(str::to_owned),
        )
        .await
    }
}
