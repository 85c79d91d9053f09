//! `portfolio_figures` kept by one trigger per `UPDATE` statement on PostgreSQL (issue 10: the
//! daily job ≤ 6 s at 100k active loans, docs/BENCHMARKS.md "Repayments").
//!
//! m0024's row trigger ran a plpgsql function with two upserts for every loan whose figures'
//! columns changed: the daily job, moving 11,810 loans across a DPD band or bucket edge in one
//! `UPDATE` at 100k loans, spent much of its time in it (`EXPLAIN ANALYZE`). The update trigger is
//! now a statement trigger with transition tables (`REFERENCING OLD TABLE … NEW TABLE …`): once per
//! statement, it subtracts the old rows' figures and adds the new rows', grouped by the table's
//! key, in one upsert (a small share of the same job; about the row trigger's cost for a one-loan
//! write). The insert and delete triggers stay per row (m0024), as does SQLite's update trigger
//! (SQLite has no statement triggers; its job meets the aim with them).
//!
//! PostgreSQL allows transition tables only on a trigger without a column list, so it fires for
//! every `UPDATE` of `loans`; a statement that changes no figure column nets to zero per key and
//! writes nothing (`HAVING`). A statement rewriting most of the book (a backfill in a later
//! migration, say) has its old and new rows held in a tuple store, spilled to temporary files
//! past `work_mem`: disable the trigger around such a statement and call
//! `m0024_portfolio_figures::rebuild` after it.

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{PG, add_on_conflict, execute_all};
use super::m0024_portfolio_figures::{FIGURES, Figures, KEY, counts, key, names, pg_triggers, values};

/// The statement trigger's function: the `figures` of `old_rows` out, those of `new_rows` in.
pub(super) fn update_function(figures: Figures) -> String {
    let side = |rows: &str, sign: &str| {
        format!("SELECT {}, {} FROM {rows} WHERE {}", key(&PG, ""), values(figures, "", sign), counts(""))
    };
    let names = names(figures);
    let sums = names.iter().map(|n| format!("SUM({n})")).collect::<Vec<_>>().join(", ");
    let nonzero = names.iter().map(|n| format!("SUM({n}) <> 0")).collect::<Vec<_>>().join(" OR ");
    format!(
        "CREATE OR REPLACE FUNCTION portfolio_figures_loans_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
         INSERT INTO portfolio_figures ({KEY}, {}) \
         SELECT {KEY}, {sums} FROM ({} UNION ALL {}) AS c ({KEY}, {}) \
         GROUP BY {KEY} HAVING {nonzero} {}; \
         RETURN NULL; END $$",
        names.join(", "),
        side("old_rows", "-1"),
        side("new_rows", "1"),
        names.join(", "),
        add_on_conflict("portfolio_figures", KEY, &names)
    )
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        execute_all(
            db,
            [
                update_function(FIGURES),
                "DROP TRIGGER IF EXISTS loans_portfolio_update ON loans".to_owned(),
                "CREATE TRIGGER loans_portfolio_update AFTER UPDATE ON loans \
                 REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows \
                 FOR EACH STATEMENT EXECUTE FUNCTION portfolio_figures_loans_update()"
                    .to_owned(),
            ],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        let [_, _, row_update, _] = pg_triggers(FIGURES);
        execute_all(
            db,
            [
                "DROP TRIGGER IF EXISTS loans_portfolio_update ON loans".to_owned(),
                "DROP FUNCTION IF EXISTS portfolio_figures_loans_update()".to_owned(),
                row_update,
            ],
        )
        .await
    }
}
