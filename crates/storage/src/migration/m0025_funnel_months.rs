//! `funnel_months`: the funnel's figures per Asia/Jakarta month a loan was created (issue 12:
//! p99 ≤ 200 ms at 1M loans, docs/BENCHMARKS.md "Reports"). `funnel_days` (m0019) holds one row
//! per day × lender × funding source × program × partner: about 223,000 rows for two years of a
//! million loans, all of which a whole-book funnel summed. The report now sums the whole months
//! of its range here (a thirtieth of the rows) and only the days at the range's ragged ends in
//! `funnel_days` (`domain::reports::whole_months`).
//!
//! The same key as `funnel_days` but the month's first day (`created_month`) in place of the
//! day, the same figures, and the same triggers on `loans` (the same columns watched, the same
//! signed upserts), so both tables stay exact on every write path.

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{
    Dialect, FUNNEL_COLUMNS, Grain, PG, SQLITE, dialect_of, execute_all, funnel_sqlite_triggers, funnel_table,
};

/// PostgreSQL's: one plpgsql function fired per row, beside m0019's `report_figures_loans`.
fn pg_triggers(d: &Dialect) -> Vec<String> {
    let cols = FUNNEL_COLUMNS.join(", ");
    vec![
        format!(
            "CREATE OR REPLACE FUNCTION funnel_months_loans() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') THEN {}; END IF; \
             IF TG_OP IN ('INSERT', 'UPDATE') THEN {}; END IF; \
             RETURN NULL; END $$",
            d.funnel_upsert(Grain::Month, "old.", "-1"),
            d.funnel_upsert(Grain::Month, "new.", "1")
        ),
        "CREATE OR REPLACE TRIGGER loans_funnel_months_insert AFTER INSERT ON loans FOR EACH ROW \
         EXECUTE FUNCTION funnel_months_loans()"
            .to_owned(),
        format!(
            "CREATE OR REPLACE TRIGGER loans_funnel_months_update AFTER UPDATE OF {cols} ON loans FOR EACH ROW WHEN ({}) \
             EXECUTE FUNCTION funnel_months_loans()",
            d.changed(&FUNNEL_COLUMNS)
        ),
        "CREATE OR REPLACE TRIGGER loans_funnel_months_delete AFTER DELETE ON loans FOR EACH ROW \
         EXECUTE FUNCTION funnel_months_loans()"
            .to_owned(),
    ]
}

/// Refills `funnel_months` from the stored loans (set-based). For a check or a repair; the
/// triggers keep it exact otherwise.
///
/// Errors: the database failed.
pub async fn rebuild(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    execute_all(db, dialect_of(db).funnel_backfill(Grain::Month)).await
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let pg = db.get_database_backend() == DbBackend::Postgres;
        let d = if pg { PG } else { SQLITE };
        let mut sql = vec![funnel_table(pg, Grain::Month)];
        sql.extend(d.funnel_backfill(Grain::Month));
        sql.extend(if pg { pg_triggers(&d) } else { funnel_sqlite_triggers(&d, Grain::Month).into() });
        execute_all(db, sql).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let sql = if db.get_database_backend() == DbBackend::Postgres {
            let mut sql: Vec<String> =
                ["insert", "update", "delete"].map(|e| format!("DROP TRIGGER IF EXISTS loans_funnel_months_{e} ON loans")).into();
            sql.push("DROP FUNCTION IF EXISTS funnel_months_loans()".to_owned());
            sql
        } else {
            ["insert", "update", "delete"].map(|e| format!("DROP TRIGGER IF EXISTS funnel_months_{e}")).into()
        };
        execute_all(db, sql.into_iter().chain(["DROP TABLE IF EXISTS funnel_months".to_owned()])).await
    }
}
