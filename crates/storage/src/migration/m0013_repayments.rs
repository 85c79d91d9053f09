//! Repayments (issue 10): the active loan's standing on the loan row (DPD, bucket, what is
//! outstanding and overdue, hold billing), its installments, payments, holds and the daily DPD
//! history. Dates that SQL subtracts are also kept as day numbers (`*_day`: days since
//! 1970-01-01, `domain::repayment::day_number`), so the daily job's arithmetic is the same on
//! SQLite and PostgreSQL.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Installments {
    Table,
    Id,
    LoanId,
    LenderId,
    ProgramId,
    Number,
    DueDate,
    DueDay,
    OriginalDueDate,
    AmountDue,
    AmountPaid,
    PaidDate,
}

#[derive(DeriveIden)]
enum Payments {
    Table,
    Id,
    LoanId,
    LenderId,
    Amount,
    PaidDate,
    Method,
    Reference,
    ProofFileId,
    Allocations,
    Credit,
    RecordedAt,
    RecordedBy,
    ReversedAt,
    ReversedBy,
    ReversalReason,
}

#[derive(DeriveIden)]
enum LoanHolds {
    Table,
    Id,
    LoanId,
    ReasonCode,
    Note,
    StartDate,
    StartDay,
    EndDate,
    EndDay,
    CreatedAt,
    CreatedBy,
    UpdatedAt,
    UpdatedBy,
}

#[derive(DeriveIden)]
enum LoanDpdHistory {
    Table,
    LoanId,
    BusinessDate,
    Dpd,
    ActiveStatus,
    Bucket,
}

async fn add(m: &SchemaManager<'_>, col: ColumnDef) -> Result<(), DbErr> {
    let mut col = col;
    m.alter_table(Table::alter().table(Alias::new("loans")).add_column(&mut col).to_owned()).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let c = |name: &str| ColumnDef::new(Alias::new(name)).clone();
        for def in [
            c("activated_on").date().null().to_owned(),
            c("dpd").integer().not_null().default(0).to_owned(),
            c("bucket").string_len(40).null().to_owned(),
            c("outstanding").big_integer().not_null().default(0).to_owned(),
            c("amount_overdue").big_integer().not_null().default(0).to_owned(),
            c("credit").big_integer().not_null().default(0).to_owned(),
            c("installments_total").integer().not_null().default(0).to_owned(),
            c("installments_left").integer().not_null().default(0).to_owned(),
            c("next_due_date").date().null().to_owned(),
            c("oldest_due_day").integer().null().to_owned(),
            c("hold_billing").boolean().not_null().default(false).to_owned(),
            c("inactive_reason").string_len(20).null().to_owned(),
            c("inactive_note").string_len(500).null().to_owned(),
            c("inactive_at").timestamp_with_time_zone().null().to_owned(),
        ] {
            add(m, def).await?;
        }
        // The dealer's phone, for the active-borrower list's dealer details (issue 10 item 5).
        let mut phone = c("phone").string_len(20).null().to_owned();
        m.alter_table(Table::alter().table(Alias::new("dealers")).add_column(&mut phone).to_owned()).await?;
        m.create_table(
            Table::create()
                .table(Installments::Table)
                .col(uuid(Installments::Id).primary_key())
                .col(uuid(Installments::LoanId))
                .col(uuid_null(Installments::LenderId))
                .col(uuid(Installments::ProgramId))
                .col(integer(Installments::Number))
                .col(date(Installments::DueDate))
                .col(integer(Installments::DueDay))
                .col(date(Installments::OriginalDueDate))
                .col(big_integer(Installments::AmountDue))
                .col(big_integer(Installments::AmountPaid))
                .col(date_null(Installments::PaidDate))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Payments::Table)
                .col(uuid(Payments::Id).primary_key())
                .col(uuid(Payments::LoanId))
                .col(uuid_null(Payments::LenderId))
                .col(big_integer(Payments::Amount))
                .col(date(Payments::PaidDate))
                .col(string_len(Payments::Method, 20))
                .col(string_len(Payments::Reference, 100))
                .col(uuid_null(Payments::ProofFileId))
                .col(json(Payments::Allocations))
                .col(big_integer(Payments::Credit))
                .col(timestamp_with_time_zone(Payments::RecordedAt))
                .col(uuid_null(Payments::RecordedBy))
                .col(timestamp_with_time_zone_null(Payments::ReversedAt))
                .col(uuid_null(Payments::ReversedBy))
                .col(string_len_null(Payments::ReversalReason, 500))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(LoanHolds::Table)
                .col(uuid(LoanHolds::Id).primary_key())
                .col(uuid(LoanHolds::LoanId))
                .col(string_len(LoanHolds::ReasonCode, 24))
                .col(string_len_null(LoanHolds::Note, 500))
                .col(date(LoanHolds::StartDate))
                .col(integer(LoanHolds::StartDay))
                .col(date(LoanHolds::EndDate))
                .col(integer(LoanHolds::EndDay))
                .col(timestamp_with_time_zone(LoanHolds::CreatedAt))
                .col(uuid_null(LoanHolds::CreatedBy))
                .col(timestamp_with_time_zone(LoanHolds::UpdatedAt))
                .col(uuid_null(LoanHolds::UpdatedBy))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(LoanDpdHistory::Table)
                .col(uuid(LoanDpdHistory::LoanId))
                .col(date(LoanDpdHistory::BusinessDate))
                .col(integer(LoanDpdHistory::Dpd))
                .col(string_len(LoanDpdHistory::ActiveStatus, 20))
                .col(string_len_null(LoanDpdHistory::Bucket, 40))
                .primary_key(Index::create().col(LoanDpdHistory::LoanId).col(LoanDpdHistory::BusinessDate))
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        for sql in [
            "CREATE UNIQUE INDEX ux_installments_loan ON installments (loan_id, number)",
            // The billing lists by due date, and the job's oldest unpaid due date per loan.
            "CREATE INDEX ix_installments_due ON installments (due_day, id)",
            // The all-billing totals over a due-date range read this index only.
            "CREATE INDEX ix_installments_due_sums ON installments (due_day, lender_id, program_id, amount_due, amount_paid)",
            "CREATE INDEX ix_installments_unpaid ON installments (loan_id, due_day) WHERE amount_paid < amount_due",
            "CREATE INDEX ix_payments_loan ON payments (loan_id, recorded_at)",
            "CREATE INDEX ix_holds_loan ON loan_holds (loan_id, start_day)",
            // The active-borrower list and its statuses; the late list, oldest first.
            "CREATE INDEX ix_loans_active ON loans (id) WHERE active_status IS NOT NULL AND deleted_at IS NULL",
            "CREATE INDEX ix_loans_active_status ON loans (active_status, id) WHERE deleted_at IS NULL",
            // Covering for the late list's order, its status filter and a lender's scope, so its
            // page of ids and its capped count never read the wide loan rows.
            "CREATE INDEX ix_loans_late ON loans (oldest_due_day, id, active_status, lender_id, dpd, deleted_at) WHERE dpd > 0 AND deleted_at IS NULL",
        ] {
            db.execute_unprepared(sql).await?;
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for t in ["loan_dpd_history", "loan_holds", "payments", "installments"] {
            m.drop_table(Table::drop().table(Alias::new(t)).to_owned()).await?;
        }
        Ok(())
    }
}
