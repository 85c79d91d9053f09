//! `portfolio_figures`: the figures behind the whole-book portfolio report (issue 12: p99 ≤ 200 ms
//! at 1M loans, docs/BENCHMARKS.md "Reports"). The report summed every active loan's row of
//! `ix_loans_book` on each call, a cost that grew with the book; without a date range it now sums
//! this table, whose size is bounded by lenders × funding sources × programs × partners × quality
//! buckets × DPD bands, not by the book. The portfolio asked for a range of activation dates still
//! reads the loans (its rows are the range's loans, not the book).
//!
//! One row per lender, funding source, program, partner, quality bucket (`''` for none) and DPD
//! band (`domain::reports::late_band`): how many live (not deleted) active loans (normal, on hold,
//! late, non performing) it holds and their rupiah outstanding. A missing lender, funding source
//! or partner is the nil UUID, as in `funnel_days` (m0019).
//!
//! Database triggers on `loans` keep it exact on every write path (the guarded write path, the
//! daily job, imports, `roda seed bulk`, raw SQL): a row's old figures are subtracted and its new
//! ones added. They fire only when a column the table reads changes, so the daily DPD job fires
//! them only for a loan that crosses a band's or a bucket's edge, and a payment once. (On
//! PostgreSQL the update trigger is one per statement since m0026, set-based over the statement's
//! old and new rows.)

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{Dialect, PG, SQLITE, add_on_conflict, dialect_of, execute_all};

/// The table's key columns, in primary-key order.
pub(super) const KEY: &str = "lender_id, funding_source_id, program_id, partner_id, bucket, dpd_band";
/// The figures a version of the table sums per key: (its column, the loan column summed, or
/// `None` to count the loan). m0029 adds the rupiah overdue to these.
pub(super) type Figures = &'static [(&'static str, Option<&'static str>)];
/// This migration's figures: how many loans, and their rupiah outstanding.
pub(super) const FIGURES: Figures = &[("loans", None), ("outstanding", Some("outstanding"))];
/// The loan columns the table's key and row filter read.
const KEY_COLUMNS: [&str; 8] =
    ["deleted_at", "active_status", "lender_id", "funding_source_id", "program_id", "partner_id", "bucket", "dpd_band"];

/// The loan columns the table reads with `figures`: a change to any other column leaves it alone.
pub(super) fn columns(figures: Figures) -> Vec<&'static str> {
    KEY_COLUMNS.iter().copied().chain(figures.iter().filter_map(|(_, col)| *col)).collect()
}

/// The names of `figures`' columns.
pub(super) fn names(figures: Figures) -> Vec<&'static str> {
    figures.iter().map(|(name, _)| *name).collect()
}

/// The loan row `r`'s contribution to each of `figures`, times `sign`.
pub(super) fn values(figures: Figures, r: &str, sign: &str) -> String {
    figures
        .iter()
        .map(|(_, col)| col.map_or_else(|| sign.to_owned(), |c| format!("{sign} * {r}{c}")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The active statuses the portfolio sums (`domain::pipeline::ActiveStatus`'s codes on the day of
/// this migration; a test holds them equal).
const ACTIVE: [&str; 4] = ["normal", "on_hold", "late", "non_performing"];

/// Whether the loan row `r` counts: live and active.
pub(super) fn counts(r: &str) -> String {
    let active = ACTIVE.map(|s| format!("'{s}'")).join(", ");
    format!("{r}deleted_at IS NULL AND {r}active_status IN ({active})")
}

/// The key of the loan row `r` (`new.`, `old.`, or empty for a plain `SELECT`).
pub(super) fn key(d: &Dialect, r: &str) -> String {
    [
        d.key(r, "lender_id"),
        d.key(r, "funding_source_id"),
        format!("{r}program_id"),
        d.key(r, "partner_id"),
        format!("COALESCE({r}bucket, '')"),
        format!("{r}dpd_band"),
    ]
    .join(", ")
}

/// Adds the loan row `r`'s `figures` times `sign` (nothing when it does not count).
fn upsert(d: &Dialect, figures: Figures, r: &str, sign: &str) -> String {
    format!(
        "INSERT INTO portfolio_figures ({KEY}, {}) SELECT {}, {} WHERE {} {}",
        names(figures).join(", "),
        key(d, r),
        values(figures, r, sign),
        counts(r),
        add_on_conflict("portfolio_figures", KEY, &names(figures))
    )
}

fn table(pg: bool) -> String {
    let (uuid, text, big, tail) = if pg { ("uuid", "text", "bigint", "") } else { ("blob", "text", "integer", " WITHOUT ROWID") };
    format!(
        "CREATE TABLE IF NOT EXISTS portfolio_figures (lender_id {uuid} NOT NULL, funding_source_id {uuid} NOT NULL, \
         program_id {uuid} NOT NULL, partner_id {uuid} NOT NULL, bucket {text} NOT NULL, dpd_band smallint NOT NULL, \
         loans {big} NOT NULL, outstanding {big} NOT NULL, PRIMARY KEY ({KEY})){tail}"
    )
}

/// Fills the table's `figures` from the stored loans, set-based (emptied first, so a rerun fills
/// it once).
fn backfill(d: &Dialect, figures: Figures) -> [String; 2] {
    let sums = figures
        .iter()
        .map(|(_, col)| col.map_or_else(|| "COUNT(*)".to_owned(), |c| format!("COALESCE(SUM({c}), 0)")))
        .collect::<Vec<_>>()
        .join(", ");
    [
        "DELETE FROM portfolio_figures".to_owned(),
        format!(
            "INSERT INTO portfolio_figures ({KEY}, {}) SELECT {}, {sums} FROM loans WHERE {} GROUP BY 1, 2, 3, 4, 5, 6",
            names(figures).join(", "),
            key(d, ""),
            counts("")
        ),
    ]
}

/// SQLite's insert, update and delete triggers on `loans` keeping `figures`.
pub(super) fn sqlite_triggers(figures: Figures) -> [String; 3] {
    let d = SQLITE;
    let cols = columns(figures);
    [
        format!(
            "CREATE TRIGGER IF NOT EXISTS portfolio_figures_insert AFTER INSERT ON loans BEGIN {}; END",
            upsert(&d, figures, "new.", "1")
        ),
        format!(
            "CREATE TRIGGER IF NOT EXISTS portfolio_figures_update AFTER UPDATE OF {} ON loans WHEN {} BEGIN {}; {}; END",
            cols.join(", "),
            d.changed(&cols),
            upsert(&d, figures, "old.", "-1"),
            upsert(&d, figures, "new.", "1")
        ),
        format!(
            "CREATE TRIGGER IF NOT EXISTS portfolio_figures_delete AFTER DELETE ON loans BEGIN {}; END",
            upsert(&d, figures, "old.", "-1")
        ),
    ]
}

/// PostgreSQL's row function and its insert, update and delete triggers on `loans` keeping
/// `figures` (m0026 replaced the update trigger with a statement trigger).
pub(super) fn pg_triggers(figures: Figures) -> [String; 4] {
    let d = PG;
    let cols = columns(figures);
    let func = "portfolio_figures_loans";
    [
        format!(
            "CREATE OR REPLACE FUNCTION {func}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') THEN {}; END IF; \
             IF TG_OP IN ('INSERT', 'UPDATE') THEN {}; END IF; \
             RETURN NULL; END $$",
            upsert(&d, figures, "old.", "-1"),
            upsert(&d, figures, "new.", "1")
        ),
        format!("CREATE OR REPLACE TRIGGER loans_portfolio_insert AFTER INSERT ON loans FOR EACH ROW EXECUTE FUNCTION {func}()"),
        format!(
            "CREATE OR REPLACE TRIGGER loans_portfolio_update AFTER UPDATE OF {} ON loans FOR EACH ROW WHEN ({}) \
             EXECUTE FUNCTION {func}()",
            cols.join(", "),
            d.changed(&cols)
        ),
        format!("CREATE OR REPLACE TRIGGER loans_portfolio_delete AFTER DELETE ON loans FOR EACH ROW EXECUTE FUNCTION {func}()"),
    ]
}

/// Refills `portfolio_figures`' `figures` from the stored loans (set-based). For a check or a
/// repair (`roda jobs run report-figures`, with the latest figures); the triggers keep it exact
/// otherwise.
///
/// Errors: the database failed.
pub(super) async fn rebuild(db: &impl sea_orm::ConnectionTrait, figures: Figures) -> Result<(), DbErr> {
    execute_all(db, backfill(&dialect_of(db), figures)).await
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let pg = db.get_database_backend() == DbBackend::Postgres;
        db.execute_unprepared(&table(pg)).await?;
        rebuild(db, FIGURES).await?;
        let triggers: Vec<String> = if pg { pg_triggers(FIGURES).into() } else { sqlite_triggers(FIGURES).into() };
        execute_all(db, triggers).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() == DbBackend::Postgres {
            for event in ["insert", "update", "delete"] {
                db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS loans_portfolio_{event} ON loans")).await?;
            }
            db.execute_unprepared("DROP FUNCTION IF EXISTS portfolio_figures_loans()").await?;
        } else {
            for event in ["insert", "update", "delete"] {
                db.execute_unprepared(&format!("DROP TRIGGER IF EXISTS portfolio_figures_{event}")).await?;
            }
        }
        db.execute_unprepared("DROP TABLE IF EXISTS portfolio_figures").await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use domain::pipeline::ActiveStatus;

    use super::ACTIVE;

    #[test]
    fn the_active_codes_are_the_domain_statuses() {
        let domain = [ActiveStatus::Normal, ActiveStatus::OnHold, ActiveStatus::Late, ActiveStatus::NonPerforming]
            .map(ActiveStatus::as_str);
        assert_eq!(ACTIVE, domain);
    }
}
