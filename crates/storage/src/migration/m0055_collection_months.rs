//! `collection_months`: `collection_days` (m0019) summed by the month of the due day, so that a
//! total over a long range of due dates reads a thirtieth of the rows (issue 46: all billing
//! opened without a due window summed every row of `collection_days`, about 300,000 at 100k active
//! loans; docs/BENCHMARKS.md "Every list at two sizes"). A range reads its whole months here and
//! only the days at its ragged ends in `collection_days` (`domain::reports::whole_months`), as
//! the funnel does with `funnel_months` (m0025).
//!
//! The key is `collection_days`' with the day number of the month's first day (`due_month`) in
//! place of the day. Triggers on `collection_days` itself add each change of a day row to its
//! month (a new row's figures, an update's difference, a deleted row's figures taken away), so
//! the months follow the days on every write path, the days' own refill included, without a
//! second trigger on every installment write.

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::{add_on_conflict, execute_all};

/// The key columns of `collection_months`, in primary-key order.
const KEY: &str = "due_month, lender_id, funding_source_id, program_id, partner_id";
/// The figures, as in `collection_days`.
const FIGURES: [&str; 3] = ["installments", "due", "paid"];

/// The day number (days since 1970-01-01) of the first day of the month of day number `day`.
fn month_of(pg: bool, day: &str) -> String {
    if pg {
        format!("(date_trunc('month', DATE '1970-01-01' + {day})::date - DATE '1970-01-01')")
    } else {
        // 2440587.5: the Julian day of 1970-01-01 00:00.
        format!("CAST(julianday({day} * 86400, 'unixepoch', 'start of month') - 2440587.5 AS INTEGER)")
    }
}

/// Adds the `collection_days` row `r` (`new.` or `old.`) times `sign` to its month.
fn upsert(pg: bool, r: &str, sign: &str) -> String {
    format!(
        "INSERT INTO collection_months ({KEY}, installments, due, paid) VALUES ({}, {r}lender_id, {r}funding_source_id, \
         {r}program_id, {r}partner_id, {sign} * {r}installments, {sign} * {r}due, {sign} * {r}paid) {}",
        month_of(pg, &format!("{r}due_day")),
        add_on_conflict("collection_months", KEY, &FIGURES)
    )
}

/// `collection_months` emptied and refilled from `collection_days`, set-based.
fn refill(pg: bool) -> [String; 2] {
    [
        "DELETE FROM collection_months".to_owned(),
        format!(
            "INSERT INTO collection_months ({KEY}, installments, due, paid) SELECT {}, lender_id, funding_source_id, \
             program_id, partner_id, SUM(installments), SUM(due), SUM(paid) FROM collection_days GROUP BY 1, 2, 3, 4, 5",
            month_of(pg, "due_day")
        ),
    ]
}

/// Refills `collection_months` from `collection_days` (set-based): for a check or a repair
/// (`crate::migration::rebuild_report_figures`); the triggers keep it exact otherwise.
///
/// Errors: the database failed.
pub(super) async fn rebuild(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    execute_all(db, refill(db.get_database_backend() == DbBackend::Postgres)).await
}

/// The table, its fill from `collection_days` and the triggers, in order.
fn up_sql(pg: bool) -> Vec<String> {
    let (uuid, big, tail) = if pg { ("uuid", "bigint", "") } else { ("blob", "integer", " WITHOUT ROWID") };
    let mut sql = vec![format!(
        "CREATE TABLE IF NOT EXISTS collection_months (due_month integer NOT NULL, lender_id {uuid} NOT NULL, \
         funding_source_id {uuid} NOT NULL, program_id {uuid} NOT NULL, partner_id {uuid} NOT NULL, \
         installments {big} NOT NULL, due {big} NOT NULL, paid {big} NOT NULL, PRIMARY KEY ({KEY})){tail}"
    )];
    sql.extend(refill(pg));
    if pg {
        sql.push(format!(
            "CREATE OR REPLACE FUNCTION collection_months_days() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF TG_OP IN ('UPDATE', 'DELETE') THEN {}; END IF; \
             IF TG_OP IN ('INSERT', 'UPDATE') THEN {}; END IF; \
             RETURN NULL; END $$",
            upsert(true, "old.", "-1"),
            upsert(true, "new.", "1")
        ));
        sql.push(
            "CREATE OR REPLACE TRIGGER collection_days_months AFTER INSERT OR UPDATE OR DELETE ON collection_days \
             FOR EACH ROW EXECUTE FUNCTION collection_months_days()"
                .to_owned(),
        );
    } else {
        sql.extend([
            format!(
                "CREATE TRIGGER IF NOT EXISTS collection_months_insert AFTER INSERT ON collection_days BEGIN {}; END",
                upsert(false, "new.", "1")
            ),
            format!(
                "CREATE TRIGGER IF NOT EXISTS collection_months_update AFTER UPDATE ON collection_days BEGIN {}; {}; END",
                upsert(false, "old.", "-1"),
                upsert(false, "new.", "1")
            ),
            format!(
                "CREATE TRIGGER IF NOT EXISTS collection_months_delete AFTER DELETE ON collection_days BEGIN {}; END",
                upsert(false, "old.", "-1")
            ),
        ]);
    }
    sql
}

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        execute_all(db, up_sql(db.get_database_backend() == DbBackend::Postgres)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let sql: Vec<String> = if db.get_database_backend() == DbBackend::Postgres {
            vec![
                "DROP TRIGGER IF EXISTS collection_days_months ON collection_days".to_owned(),
                "DROP FUNCTION IF EXISTS collection_months_days()".to_owned(),
            ]
        } else {
            ["insert", "update", "delete"].map(|e| format!("DROP TRIGGER IF EXISTS collection_months_{e}")).into()
        };
        execute_all(db, sql.into_iter().chain(["DROP TABLE IF EXISTS collection_months".to_owned()])).await
    }
}
