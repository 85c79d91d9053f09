//! B-tree indexes that find an e-mail by where one of its words starts (issue 46 item 2,
//! `repo::loans::search`, "narrow terms"): the folded `search_email` from its start, from just
//! after its first separator (`.`, `_`, `-`, `+` or `@`) and from its domain (after the `@`),
//! each with the id and the four stage columns.
//!
//! Why: the e-mail reading of a narrow term (`budi.santoso`) was read from the trigram indexes,
//! which on PostgreSQL visit a table page per candidate (about 2,000 for a common full name at a
//! million loans) and on SQLite walk the full-text table in list order; a word-start match is a
//! prefix of one of these expressions, so the indexes read the matches and nothing else
//! (docs/BENCHMARKS.md, "Search: an e-mail's name part from its word starts"). The stage columns
//! ride along as in m0056, so a stage list tests its stage from the index.
//!
//! The expressions are written out here as the search writes them (each engine uses an expression
//! index only for the same expression). SQLite has no pattern functions, so its first separator
//! is the first `.` of the e-mail with the other separators replaced by `.`.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The expressions of [`INDEXES`], in order, PostgreSQL (bytes order, so a prefix is a range):
/// the e-mail from its start, from just after its first separator, and its domain. The search
/// reads the same expressions (`repo::loans::search`): an expression index serves only its own.
pub const PG_EMAIL_STARTS: [&str; 3] = [
    "(search_email COLLATE \"C\")",
    "(substring(search_email FROM '^[^._+@-]*[._+@-](.*)$') COLLATE \"C\")",
    "(substring(search_email FROM '@(.*)$') COLLATE \"C\")",
];
/// [`PG_EMAIL_STARTS`] on SQLite (after the separator or the `@`: the whole e-mail when it has
/// none).
pub const SQLITE_EMAIL_STARTS: [&str; 3] = [
    "search_email",
    "substr(search_email, instr(replace(replace(replace(replace(search_email, '_', '.'), '-', '.'), '+', '.'), '@', '.'), '.') + 1)",
    "substr(search_email, instr(search_email, '@') + 1)",
];

/// The stage columns each index carries (as m0056's).
const STAGES: &str = "approval_status, kyc_status, contract_status, active_status";

const INDEXES: [&str; 3] = ["ix_loans_search_email_start", "ix_loans_search_email_w2", "ix_loans_search_email_domain"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        let live = "WHERE deleted_at IS NULL";
        let pg = db.get_database_backend() == DbBackend::Postgres;
        let exprs = if pg { PG_EMAIL_STARTS } else { SQLITE_EMAIL_STARTS };
        for (name, expr) in INDEXES.into_iter().zip(exprs) {
            let columns = if pg { format!("({expr}, id) INCLUDE ({STAGES})") } else { format!("({expr}, id, {STAGES})") };
            db.execute_unprepared(&format!("CREATE INDEX {name} ON loans {columns} {live}")).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        super::drop_indexes(m.get_connection(), &INDEXES).await
    }
}
