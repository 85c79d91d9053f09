//! PostgreSQL: the active loans' search text by lender and by active status (issue 46 item 1).
//! Two partial covering indexes of `loans`, live loans with an active status only: one led by the
//! lender, one by the active status, each then the id and carrying the four search columns, so a
//! search of the active list within one lender (the lender filter, and every search of a funder's
//! staff) or one status walks that lender's or status's active loans in list order and tests the
//! term on each entry without reading a row (`repo::loans::stages::search_others`). SQLite:
//! nothing (its search is the full-text index's, m0059 and m0060).
//!
//! Why: the walk went over the lender's or status's standing in list order and looked each loan's
//! search columns up in the live loans' covering id index (a b-tree descent an entry), or over
//! every live loan's search columns merged with the status's standing; a page with its capped
//! total (201 matches) of a surname within a status or a first name within one lender passed
//! thousands of entries either way (docs/BENCHMARKS.md, "Active borrowers: PostgreSQL's walks by
//! lender and status").

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::execute_all;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The indexes: name, leading column.
const INDEXES: [(&str, &str); 2] =
    [("ix_loans_active_lender_search", "lender_id"), ("ix_loans_active_status_search", "active_status")];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        let mut statements: Vec<String> = INDEXES
            .iter()
            .map(|(name, lead)| {
                format!(
                    "CREATE INDEX {name} ON loans ({lead}, id) INCLUDE (search_name, search_email, search_ids, search_phone) \
                     WHERE deleted_at IS NULL AND active_status IS NOT NULL"
                )
            })
            .collect();
        statements.push("ANALYZE loans".to_owned());
        execute_all(db, statements).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        execute_all(db, INDEXES.iter().map(|(name, _)| format!("DROP INDEX {name}")).collect::<Vec<_>>()).await
    }
}
