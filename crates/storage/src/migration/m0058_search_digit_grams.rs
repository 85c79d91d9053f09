//! PostgreSQL: `loan_search_grams`, every group of four consecutive digits in each live loan's
//! stored e-mail and phone (`search_email`, `search_phone`) with the loan's id, in a b-tree of
//! `(gram, loan_id)`, kept by triggers on `loans` (issue 46 item 2, `repo::loans::search`,
//! "Digits"). The IDs are left out: a number matches an ID whole, read from the IDs' own
//! indexes. SQLite: nothing (its full-text table serves digits).
//!
//! Why: `pg_trgm` splits `8123` into `812` and `123`, and `812` is in almost every stored phone
//! (`0812…`, `62812…`), so no trigram list narrows a phone fragment. Its first page either
//! walked the live loans' covering id index in list order (23,000 entries for the 201 matches
//! of a fragment held by 1 % of a million loans) or, for a rarer fragment, read every match's
//! table row; a fragment held by a few thousand loans cost tens of milliseconds either way, and
//! which one the planner took turned on its statistics (a rare fragment walked the whole index
//! after an `ANALYZE`). A gram's entries are the loans that hold it, in id order: a page reads
//! its matches and stops (docs/BENCHMARKS.md, "Search: digits from their own index").

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

use super::m0019_report_figures::execute_all;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The digits of a gram.
pub const GRAM_DIGITS: usize = 4;

/// `search_digit_grams(email, phone) → text[]`: every substring of four digits of a run of
/// digits in the two columns, each once.
const GRAMS: &str = "CREATE FUNCTION search_digit_grams(email text, phone text) RETURNS text[] \
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ \
    SELECT coalesce(array_agg(DISTINCT substr(r[1], i, 4)), '{}') \
    FROM unnest(ARRAY[email, phone]) AS s, regexp_matches(s, '[0-9]{4,}', 'g') AS r, \
    generate_series(1, length(r[1]) - 3) AS i $$";

/// Keeps a loan's grams: its old ones out, its new ones in while it is live.
const SYNC: &str = "CREATE FUNCTION loan_search_grams_sync() RETURNS trigger LANGUAGE plpgsql AS $$ \
    BEGIN \
      IF TG_OP IN ('UPDATE', 'DELETE') THEN \
        DELETE FROM loan_search_grams \
        WHERE gram = ANY (search_digit_grams(OLD.search_email, OLD.search_phone)) AND loan_id = OLD.id; \
      END IF; \
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN \
        INSERT INTO loan_search_grams (gram, loan_id) \
        SELECT g, NEW.id FROM unnest(search_digit_grams(NEW.search_email, NEW.search_phone)) AS g \
        ON CONFLICT DO NOTHING; \
      END IF; \
      RETURN NULL; \
    END $$";

/// The unique index the search reads (dropped and built again around a refill).
const INDEX: &str = "CREATE UNIQUE INDEX ix_loan_search_grams ON loan_search_grams (gram, loan_id)";

/// Fills `loan_search_grams` from the live loans (after the bulk seed, whose load sets the
/// triggers on `loans` aside), the index built once after. A no-op on SQLite.
///
/// Errors: the database failed.
pub(super) async fn rebuild(db: &impl ConnectionTrait) -> Result<(), DbErr> {
    if db.get_database_backend() != DbBackend::Postgres {
        return Ok(());
    }
    db.execute_unprepared("DROP INDEX IF EXISTS ix_loan_search_grams").await?;
    db.execute_unprepared("TRUNCATE loan_search_grams").await?;
    db.execute_unprepared(
        "INSERT INTO loan_search_grams (gram, loan_id) \
         SELECT g, l.id FROM loans AS l, unnest(search_digit_grams(l.search_email, l.search_phone)) AS g \
         WHERE l.deleted_at IS NULL",
    )
    .await?;
    db.execute_unprepared(INDEX).await?;
    db.execute_unprepared("ANALYZE loan_search_grams").await?;
    Ok(())
}

/// The triggers that keep the grams: on a new or removed loan, and on a change of what the grams
/// come from (most writes of a loan leave them).
const TRIGGERS: [&str; 2] = [
    "CREATE TRIGGER loans_search_grams AFTER INSERT OR DELETE ON loans \
     FOR EACH ROW EXECUTE FUNCTION loan_search_grams_sync()",
    "CREATE TRIGGER loans_search_grams_update AFTER UPDATE OF search_email, search_phone, deleted_at \
     ON loans FOR EACH ROW WHEN (OLD.search_email IS DISTINCT FROM NEW.search_email \
     OR OLD.search_phone IS DISTINCT FROM NEW.search_phone \
     OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION loan_search_grams_sync()",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        let table = "CREATE TABLE loan_search_grams (gram text NOT NULL, loan_id uuid NOT NULL)";
        let statements: Vec<String> = [GRAMS, table, INDEX, SYNC].iter().chain(&TRIGGERS).map(|s| (*s).to_owned()).collect();
        execute_all(db, statements).await?;
        rebuild(db).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        let drops = [
            "DROP TRIGGER IF EXISTS loans_search_grams_update ON loans",
            "DROP TRIGGER IF EXISTS loans_search_grams ON loans",
            "DROP FUNCTION IF EXISTS loan_search_grams_sync()",
            "DROP TABLE IF EXISTS loan_search_grams",
            "DROP FUNCTION IF EXISTS search_digit_grams(text, text)",
        ];
        execute_all(db, drops.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>()).await
    }
}
