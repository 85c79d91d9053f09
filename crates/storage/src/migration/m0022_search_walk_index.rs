//! PostgreSQL: the live loans' id index carries the four search columns (issue 8 item 1,
//! `repo::loans::search`). `ix_loans_live_search` replaces `ix_loans_live` (`(id) WHERE
//! deleted_at IS NULL`), so the table keeps its number of indexes and every list page that walked
//! `ix_loans_live` walks this one.
//!
//! Why: a broad search ("budi s", 1.5 % of the book) is served in list order by walking the id
//! index and keeping the matches; without the columns in the index every entry walked read its
//! table row (about 60 entries per match). With them the walk is an index-only scan
//! (docs/BENCHMARKS.md, "Search"). SQLite walks its full-text table in list order instead
//! (m0010) and keeps `ix_loans_live`.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() == DbBackend::Postgres {
            db.execute_unprepared(
                "CREATE INDEX ix_loans_live_search ON loans (id) \
                 INCLUDE (search_name, search_email, search_ids, search_phone) WHERE deleted_at IS NULL",
            )
            .await?;
            db.execute_unprepared("DROP INDEX ix_loans_live").await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() == DbBackend::Postgres {
            db.execute_unprepared("CREATE INDEX ix_loans_live ON loans (id) WHERE deleted_at IS NULL").await?;
            db.execute_unprepared("DROP INDEX ix_loans_live_search").await?;
        }
        Ok(())
    }
}
