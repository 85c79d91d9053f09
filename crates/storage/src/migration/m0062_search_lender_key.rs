//! SQLite: the search index's lender token made one trigram of the lender's own, and the loan's
//! active status beside it (issue 46 item 1). `loan_search` is built again with its `lender`
//! column holding three characters of Unicode's private use area taken from the lender's id
//! ([`lender_token_sql`]) and a new column `status` holding one of the active status
//! ([`status_token_sql`]), both kept by the triggers. The index's list for either token is the
//! loans of that lender or status, so a search of the active list within one lender (the lender
//! filter, and every search of a funder's staff) or one status intersects the term's matches
//! with it inside the index (`repo::loans::search`). PostgreSQL: nothing (its walks are m0061's).
//!
//! Why: m0060's token (`~4~4~8~`, the id's last three hex digits) is five trigrams, each shared
//! by every lender with that digit there, so the lists the index intersected held a sixteenth of
//! the book or more and grew with it: a first name within one lender took 11.6 ms of SQL at a
//! million active loans, 2.3–2.6 at 100,000. And a surname within a status passed every match of
//! the surname until the page's were found, each looked up in the standing (m0059): `santoso`
//! within late, 6.7–9.8 ms of SQL at 100,000 (docs/BENCHMARKS.md, "Active borrowers: the lender
//! and the status in the search index").

use sea_orm_migration::prelude::*;

use super::m0060_search_lender::{Token, rebuild_index as rebuild_m0060, rebuild_index_with};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// SQLite SQL of the lender token of the 16-byte blob `col`: the id's last 36 bits (its last nine
/// hex digits) as three characters of 12 bits each from U+E000, `''` without a lender. The trigram
/// tokenizer makes the three one token, and no stored name, e-mail, code or phone holds a private
/// use character, so its list in the index is the lender's loans alone; ids are UUIDv7, whose
/// last bits are random, so two lenders share a token about once in 2^36 (and a walk still tests
/// the lender itself). Frozen: the live `repo::loans::search::lender_token` must agree (tested
/// below).
pub(super) fn lender_token_sql(col: &str) -> String {
    let digit = |p: usize| format!("(instr('0123456789abcdef', substr(lower(hex({col})), {p}, 1)) - 1)");
    let chars = [24, 27, 30].map(|p| format!("57344 + {} * 256 + {} * 16 + {}", digit(p), digit(p + 1), digit(p + 2))).join(", ");
    format!("(CASE WHEN {col} IS NULL THEN '' ELSE char({chars}) END)")
}

/// The active statuses this migration gives a token, in the order of their tokens.
const STATUSES: [&str; 6] = ["pending_activation", "normal", "on_hold", "late", "non_performing", "inactive"];

/// SQLite SQL of the status token of the text `col`: the status's place in [`STATUSES`] as one
/// character from U+F100, three times (one trigram), `''` for no status or another. Frozen: the
/// live `repo::loans::search::status_token` must agree (tested below).
pub(super) fn status_token_sql(col: &str) -> String {
    let cases: String = STATUSES
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let c = 0xF100 + i;
            format!(" WHEN '{s}' THEN char({c}, {c}, {c})")
        })
        .collect();
    format!("(CASE {col}{cases} ELSE '' END)")
}

/// Builds `loan_search` and its triggers again from `loans` with this migration's tokens: its
/// `up`, and after a bulk load with the triggers set aside (`roda seed bulk`, through
/// `migration::rebuild_search_index`). A no-op on PostgreSQL.
///
/// Errors: the database failed.
pub(super) async fn rebuild_index(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    let tokens = [
        Token { column: "lender", of: "lender_id", sql: lender_token_sql },
        Token { column: "status", of: "active_status", sql: status_token_sql },
    ];
    rebuild_index_with(db, &tokens).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rebuild_index(m.get_connection()).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        rebuild_m0060(m.get_connection()).await
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use sea_orm::{ConnectionTrait, DbBackend, Statement, Value};
    use uuid::Uuid;

    use crate::repo::loans::search::{lender_token, status_token};

    /// The token `sql` writes for `value`.
    async fn token(db: &crate::Db, sql: fn(&str) -> String, value: Value) -> String {
        let sql = format!("WITH x(v) AS (SELECT ?) SELECT {} AS t FROM x", sql("x.v"));
        let row = db.query_one_raw(Statement::from_sql_and_values(DbBackend::Sqlite, sql, [value])).await.unwrap();
        row.unwrap().try_get::<String>("", "t").unwrap()
    }

    /// The searches ask for the live `lender_token`: it must agree with the token these triggers
    /// write, and a loan without a lender has none.
    #[tokio::test]
    async fn the_frozen_lender_token_is_the_searchs() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        for id in [Uuid::nil(), Uuid::max(), Uuid::now_v7(), Uuid::from_u128(0x0191_2345_6789_7abc_8def_0123_4567_89ab)] {
            assert_eq!(token(&db, super::lender_token_sql, Some(id).into()).await, lender_token(id), "{id}");
        }
        assert_eq!(token(&db, super::lender_token_sql, Option::<Uuid>::None.into()).await, "");
        assert_eq!(lender_token(Uuid::from_u128(0x4_5678_9abc)), "\u{e456}\u{e789}\u{eabc}");
    }

    /// Every active status has the live `status_token` these triggers write, and no two share
    /// one; a loan without an active status has none.
    #[tokio::test]
    async fn the_frozen_status_token_is_the_searchs() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        let mut seen = std::collections::HashSet::new();
        for s in domain::pipeline::ActiveStatus::ALL {
            let live = status_token(s.as_str()).unwrap();
            assert_eq!(token(&db, super::status_token_sql, s.as_str().into()).await, live, "{s}");
            assert!(seen.insert(live), "{s}");
        }
        assert_eq!(token(&db, super::status_token_sql, Option::<String>::None.into()).await, "");
        assert_eq!(status_token("late").as_deref(), Some("\u{f103}\u{f103}\u{f103}"));
        assert_eq!(status_token("unknown"), None);
    }
}
