//! Battery swaps as an append-only log with per-battery and per-unit chains (issue 11 item 4,
//! docs/BENCHMARKS.md "Motorcycles, batteries and swaps").
//!
//! Why: the three history indexes `(battery_out_id, swapped_at)`, `(battery_in_id, swapped_at)`
//! and `(motorcycle_id, swapped_at)` put every stored event on a random page of a large index,
//! and the batteries' place (status, unit, charge: two more indexes) was rewritten for every
//! batch; at 10M stored swaps that held ingest near 2,500 events/s. Now:
//!
//! - `POST /api/v1/battery-swaps` only appends: the row (UUIDv7 id, so its key appends too), its
//!   `(station_id, event_id)` key (a station's events cluster) and an entry in the small partial
//!   index of the rows not yet settled (`settled` false).
//! - `repo::assets::swaps::settle` folds the unsettled rows in, in arrival order and in large
//!   sets: each row gets the id of the previous swap of its battery out (`out_prev`), of its
//!   battery in (`in_prev`) and of its unit (`unit_prev`); `swap_heads` keeps each battery's and
//!   unit's newest swap (`last_swap_id`, in that order) and the latest `swapped_at` it has seen;
//!   the batteries take their newest place. A battery's or unit's history is its chain walked
//!   from its head.
//!
//! Existing rows start unsettled, so the first settle builds their chains.

use sea_orm::DatabaseBackend;
use sea_orm_migration::prelude::*;

#[derive(DeriveIden)]
enum BatterySwaps {
    Table,
    OutPrev,
    InPrev,
    UnitPrev,
    Settled,
}

#[derive(DeriveIden)]
enum SwapHeads {
    Table,
    SubjectId,
    LastSwapId,
    LastAt,
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use sea_orm_migration::schema::{boolean, timestamp_with_time_zone, uuid, uuid_null};
        // One column per statement: SQLite's ALTER TABLE adds one at a time.
        for col in [
            uuid_null(BatterySwaps::OutPrev),
            uuid_null(BatterySwaps::InPrev),
            uuid_null(BatterySwaps::UnitPrev),
            boolean(BatterySwaps::Settled).default(false).to_owned(),
        ] {
            m.alter_table(Table::alter().table(BatterySwaps::Table).add_column(col).to_owned()).await?;
        }
        let db = m.get_connection();
        let heads = Table::create()
            .table(SwapHeads::Table)
            .col(uuid(SwapHeads::SubjectId).primary_key())
            .col(uuid(SwapHeads::LastSwapId))
            .col(timestamp_with_time_zone(SwapHeads::LastAt))
            .to_owned();
        let sql = match m.get_database_backend() {
            // Narrow rows keyed by the subject alone: no separate rowid B-tree to keep.
            DatabaseBackend::Sqlite => format!("{} WITHOUT ROWID", heads.to_string(SqliteQueryBuilder)),
            _ => heads.to_string(PostgresQueryBuilder),
        };
        db.execute_unprepared(&sql).await?;
        for sql in [
            "CREATE INDEX ix_swaps_unsettled ON battery_swaps (id) WHERE NOT settled",
            "DROP INDEX ix_swaps_out",
            "DROP INDEX ix_swaps_in",
            "DROP INDEX ix_swaps_unit",
        ] {
            db.execute_unprepared(sql).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        for sql in [
            "CREATE INDEX ix_swaps_out ON battery_swaps (battery_out_id, swapped_at)",
            "CREATE INDEX ix_swaps_in ON battery_swaps (battery_in_id, swapped_at)",
            "CREATE INDEX ix_swaps_unit ON battery_swaps (motorcycle_id, swapped_at)",
            "DROP INDEX ix_swaps_unsettled",
            "DROP TABLE swap_heads",
        ] {
            db.execute_unprepared(sql).await?;
        }
        for col in [BatterySwaps::Settled, BatterySwaps::UnitPrev, BatterySwaps::InPrev, BatterySwaps::OutPrev] {
            m.alter_table(Table::alter().table(BatterySwaps::Table).drop_column(col).to_owned()).await?;
        }
        Ok(())
    }
}
