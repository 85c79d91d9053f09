//! The double-entry journal (issue 44 item 4): append-only lines, several per entry, every
//! entry balanced. Each line carries its entry's event, day, loan and lender so the journal
//! lists, the trial balance and a funder's statement read one table; the indexes serve those
//! three (by day, by account to a day, by loan, by lender and day). `journal_day_totals` keeps
//! each day's debit and credit per account and lender, added to in the posting's own
//! transaction, so a trial balance reads a few rows per account and day, never every line.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone)]
enum JournalLines {
    Table,
    Id,
    EntryId,
    PostedOn,
    Event,
    Account,
    Debit,
    Credit,
    LoanId,
    LenderId,
    SourceId,
    CreatedAt,
    CreatedBy,
}

#[derive(DeriveIden)]
enum JournalDayTotals {
    Table,
    PostedOn,
    Account,
    /// The lender's id, or the nil uuid for lines of no lender (a key column cannot be null).
    LenderKey,
    Debit,
    Credit,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(JournalLines::Table)
                .col(uuid(JournalLines::Id).primary_key())
                .col(uuid(JournalLines::EntryId))
                .col(date(JournalLines::PostedOn))
                .col(string_len(JournalLines::Event, 30))
                .col(string_len(JournalLines::Account, 40))
                .col(big_integer(JournalLines::Debit))
                .col(big_integer(JournalLines::Credit))
                .col(uuid_null(JournalLines::LoanId))
                .col(uuid_null(JournalLines::LenderId))
                .col(uuid_null(JournalLines::SourceId))
                .col(timestamp_with_time_zone(JournalLines::CreatedAt))
                .col(uuid_null(JournalLines::CreatedBy))
                .to_owned(),
        )
        .await?;
        let ix = |name: &str, cols: &[JournalLines]| {
            let mut i = Index::create();
            i.name(name).table(JournalLines::Table);
            for c in cols {
                i.col(c.clone());
            }
            i.clone()
        };
        use JournalLines as J;
        for i in [
            ix("ix_journal_lines_day", &[J::PostedOn, J::Id]),
            // Pages of one account walk it in (day, id) order; covering for its sums.
            ix("ix_journal_lines_account_day", &[J::Account, J::PostedOn, J::Id, J::Debit, J::Credit]),
            ix("ix_journal_lines_loan", &[J::LoanId, J::PostedOn, J::Id]),
            ix("ix_journal_lines_lender_day", &[J::LenderId, J::PostedOn, J::Id, J::Account, J::Debit, J::Credit]),
            // Covering: a funder's statement groups its receivable lines per loan to a day.
            ix("ix_journal_lines_lender_account_loan", &[J::LenderId, J::Account, J::LoanId, J::PostedOn, J::Debit, J::Credit]),
            ix("ix_journal_lines_source", &[J::SourceId]),
        ] {
            m.create_index(i).await?;
        }
        m.create_table(
            Table::create()
                .table(JournalDayTotals::Table)
                .col(date(JournalDayTotals::PostedOn))
                .col(string_len(JournalDayTotals::Account, 40))
                .col(uuid(JournalDayTotals::LenderKey))
                .col(big_integer(JournalDayTotals::Debit))
                .col(big_integer(JournalDayTotals::Credit))
                .primary_key(
                    Index::create()
                        .col(JournalDayTotals::PostedOn)
                        .col(JournalDayTotals::Account)
                        .col(JournalDayTotals::LenderKey),
                )
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("ix_journal_day_totals_lender")
                .table(JournalDayTotals::Table)
                .col(JournalDayTotals::LenderKey)
                .col(JournalDayTotals::PostedOn)
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(JournalDayTotals::Table).to_owned()).await?;
        m.drop_table(Table::drop().table(JournalLines::Table).to_owned()).await
    }
}
