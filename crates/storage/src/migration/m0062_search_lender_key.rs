//! SQLite: a lender token in the search index that is one trigram of the lender's own (issue 46
//! item 1). `loan_search` is built again with its `lender` column holding three characters of
//! Unicode's private use area taken from the lender's id ([`lender_token_sql`]), so the index's
//! list for the token is that lender's loans and a search within one lender (the lender filter,
//! and every search of a funder's staff) intersects the name's matches with it. PostgreSQL:
//! nothing.
//!
//! Why: m0060's token (`~4~4~8~`, the id's last three hex digits) is five trigrams, each shared
//! by every lender with that digit there, so the lists the index intersected held a sixteenth of
//! the book or more and grew with it: a first name within one lender took 11.6 ms of SQL at a
//! million active loans, 2.3–2.6 at 100,000 (docs/BENCHMARKS.md, "Active borrowers: one trigram
//! a lender").

use sea_orm_migration::prelude::*;

use super::m0060_search_lender::{rebuild_index as rebuild_m0060, rebuild_index_with};

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

/// Builds `loan_search` and its triggers again from `loans` with this migration's lender token:
/// its `up`, and after a bulk load with the triggers set aside (`roda seed bulk`, through
/// `migration::rebuild_search_index`). A no-op on PostgreSQL.
///
/// Errors: the database failed.
pub(super) async fn rebuild_index(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    rebuild_index_with(db, lender_token_sql).await
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
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    use uuid::Uuid;

    /// The searches ask for the live `lender_token`: it must agree with the token these triggers
    /// write, and a loan without a lender has none.
    #[tokio::test]
    async fn the_frozen_token_is_the_searchs_lender_token() {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        let token = |id: Option<Uuid>| {
            let db = &db;
            async move {
                let sql = format!("WITH x(id) AS (SELECT ?) SELECT {} AS t FROM x", super::lender_token_sql("x.id"));
                let row = db.query_one_raw(Statement::from_sql_and_values(DbBackend::Sqlite, sql, [id.into()])).await.unwrap();
                row.unwrap().try_get::<String>("", "t").unwrap()
            }
        };
        for id in [Uuid::nil(), Uuid::max(), Uuid::now_v7(), Uuid::from_u128(0x0191_2345_6789_7abc_8def_0123_4567_89ab)] {
            assert_eq!(token(Some(id)).await, crate::repo::loans::search::lender_token(id), "{id}");
        }
        assert_eq!(token(None).await, "");
        assert_eq!(crate::repo::loans::search::lender_token(Uuid::from_u128(0x4_5678_9abc)), "\u{e456}\u{e789}\u{eabc}");
    }
}
