//! Repositories: one module per aggregate. Functions take any connection or transaction, so a
//! caller composes them inside one transaction (a change and its audit row commit together).

pub mod access_log;
pub mod assets;
pub mod audit;
pub mod borrower_data;
pub mod borrowers;
pub mod bulk;
pub mod files;
pub mod gateway;
pub mod idempotency;
pub mod imports;
pub mod jobs;
pub mod journal;
pub mod keyset;
pub mod lenders;
pub mod loans;
pub mod programs;
pub mod quality_regimes;
pub mod rate_limits;
pub mod reference;
pub mod regions;
pub mod reminders;
pub mod reports;
pub mod retention;
pub mod sequences;
pub mod service_orders;
pub mod sessions;
pub mod statements;
pub mod traffic_tickets;
pub mod user_tokens;
pub mod users;

use chrono::{DateTime, Utc};

/// Now, truncated to microseconds so values read back from either engine compare equal.
pub fn now() -> DateTime<Utc> {
    let n = Utc::now();
    DateTime::from_timestamp_micros(n.timestamp_micros()).unwrap_or(n)
}

/// A case-insensitive "contains" pattern for `LIKE` against a lower-cased column: the text is
/// trimmed, lower-cased and taken literally (`_` and `%` match themselves; a trailing `\` is no
/// dangling escape, which PostgreSQL refuses).
pub fn contains_like(text: &str) -> sea_orm::sea_query::LikeExpr {
    let literal: String = text
        .trim()
        .to_lowercase()
        .chars()
        .flat_map(|c| {
            let escape = matches!(c, '%' | '_' | '\\').then_some('\\');
            escape.into_iter().chain(std::iter::once(c))
        })
        .collect();
    sea_orm::sea_query::LikeExpr::new(format!("%{literal}%")).escape('\\')
}

/// The placeholders of a `VALUES` list of `rows` tuples of `cols` values each, numbered from
/// `first` on PostgreSQL (`($2, $3), ($4, $5)`) and `?` on SQLite: for set-based statements
/// (`WITH v(…) AS (VALUES …) UPDATE … FROM v`) whose values are bound in the same order.
pub(crate) fn values_placeholders(backend: sea_orm::DatabaseBackend, rows: usize, cols: usize, first: usize) -> String {
    let mut n = first;
    let mut one = || {
        let p = if backend == sea_orm::DatabaseBackend::Postgres { format!("${n}") } else { "?".to_owned() };
        n += 1;
        p
    };
    (0..rows).map(|_| format!("({})", (0..cols).map(|_| one()).collect::<Vec<_>>().join(", "))).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::values_placeholders;
    use sea_orm::DatabaseBackend;

    #[test]
    fn values_placeholders_number_from_first_on_postgres_only() {
        assert_eq!(values_placeholders(DatabaseBackend::Postgres, 2, 2, 2), "($2, $3), ($4, $5)");
        assert_eq!(values_placeholders(DatabaseBackend::Sqlite, 2, 3, 1), "(?, ?, ?), (?, ?, ?)");
        assert_eq!(values_placeholders(DatabaseBackend::Sqlite, 0, 3, 1), "");
    }
}
