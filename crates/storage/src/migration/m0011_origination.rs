//! Origination (issue 9): the approval, KYC / offering letter and contract stages on the loan
//! row, program terms, the allocation history with per-lender totals, first-payment proofs and
//! the daily job's lease. The status counters take `stage:status` keys (DESIGN §5).

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum LoanAllocations {
    Table,
    Id,
    LoanId,
    LenderId,
    Status,
    Amount,
    AllocatedAt,
    AllocatedBy,
    DecidedAt,
    DecidedBy,
    Note,
    Reason,
}

#[derive(DeriveIden)]
enum AllocationTotals {
    Table,
    LenderId,
    Status,
    N,
    Amount,
}

#[derive(DeriveIden)]
enum PaymentProofs {
    Table,
    Id,
    LoanId,
    FileId,
    FileSha256,
    Reference,
    ReferenceKey,
    Amount,
    PaidDate,
    Status,
    Reason,
    PossibleDuplicateOf,
    CreatedAt,
    CreatedBy,
    DecidedAt,
    DecidedBy,
}

#[derive(DeriveIden)]
enum JobRuns {
    Table,
    Id,
    Job,
    BusinessDate,
    Holder,
    StartedAt,
    EndedAt,
    LeaseUntil,
    RowsChanged,
}

/// Columns added one statement each (SQLite adds one column per ALTER TABLE).
async fn add(m: &SchemaManager<'_>, table: &str, col: ColumnDef) -> Result<(), DbErr> {
    let mut col = col;
    m.alter_table(Table::alter().table(Alias::new(table)).add_column(&mut col).to_owned()).await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let c = |name: &str| ColumnDef::new(Alias::new(name)).clone();
        // Program terms (issue 9 item 1); existing programs get typical values.
        add(m, "programs", c("down_payment_bp").big_integer().not_null().default(1000).to_owned()).await?;
        add(m, "programs", c("flat_rate_bp").big_integer().not_null().default(1800).to_owned()).await?;
        add(m, "programs", c("admin_fee").big_integer().not_null().default(250_000).to_owned()).await?;
        add(m, "programs", c("needs_offering_letter").boolean().not_null().default(true).to_owned()).await?;
        add(m, "programs", c("first_payment_days").integer().not_null().default(7).to_owned()).await?;
        // The loan's later stages.
        for (name, def) in [
            ("terms", c("terms").json().null().to_owned()),
            ("principal", c("principal").big_integer().null().to_owned()),
            ("allocated_at", c("allocated_at").timestamp_with_time_zone().null().to_owned()),
            ("approval_decided_at", c("approval_decided_at").timestamp_with_time_zone().null().to_owned()),
            ("kyc_status", c("kyc_status").string_len(16).null().to_owned()),
            ("kyc_location", c("kyc_location").string_len(500).null().to_owned()),
            ("kyc_decided_at", c("kyc_decided_at").timestamp_with_time_zone().null().to_owned()),
            ("kyc_reject_reason", c("kyc_reject_reason").string_len(500).null().to_owned()),
            ("ol_status", c("ol_status").string_len(16).null().to_owned()),
            ("ol_downloaded_at", c("ol_downloaded_at").timestamp_with_time_zone().null().to_owned()),
            ("payment_status", c("payment_status").string_len(20).null().to_owned()),
            ("first_payment_due", c("first_payment_due").date().null().to_owned()),
            ("first_payment_amount", c("first_payment_amount").big_integer().null().to_owned()),
            ("paid_at", c("paid_at").timestamp_with_time_zone().null().to_owned()),
            ("contract_status", c("contract_status").string_len(20).null().to_owned()),
            ("contract_file_id", c("contract_file_id").uuid().null().to_owned()),
            ("contract_uploaded_at", c("contract_uploaded_at").timestamp_with_time_zone().null().to_owned()),
            ("contract_verified_at", c("contract_verified_at").timestamp_with_time_zone().null().to_owned()),
            ("contract_reject_reason", c("contract_reject_reason").string_len(500).null().to_owned()),
            ("bank_statement_file_id", c("bank_statement_file_id").uuid().null().to_owned()),
            ("payment_receipt_file_id", c("payment_receipt_file_id").uuid().null().to_owned()),
            ("active_status", c("active_status").string_len(20).null().to_owned()),
            ("pending_activation_at", c("pending_activation_at").timestamp_with_time_zone().null().to_owned()),
        ] {
            let _ = name;
            add(m, "loans", def).await?;
        }
        m.create_table(
            Table::create()
                .table(LoanAllocations::Table)
                .col(uuid(LoanAllocations::Id).primary_key())
                .col(uuid(LoanAllocations::LoanId))
                .col(uuid(LoanAllocations::LenderId))
                .col(string_len(LoanAllocations::Status, 12))
                .col(big_integer(LoanAllocations::Amount))
                .col(timestamp_with_time_zone(LoanAllocations::AllocatedAt))
                .col(uuid_null(LoanAllocations::AllocatedBy))
                .col(timestamp_with_time_zone_null(LoanAllocations::DecidedAt))
                .col(uuid_null(LoanAllocations::DecidedBy))
                .col(string_len_null(LoanAllocations::Note, 500))
                .col(string_len_null(LoanAllocations::Reason, 500))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(AllocationTotals::Table)
                .col(uuid(AllocationTotals::LenderId))
                .col(string_len(AllocationTotals::Status, 12))
                .col(big_integer(AllocationTotals::N))
                .col(big_integer(AllocationTotals::Amount))
                .primary_key(Index::create().col(AllocationTotals::LenderId).col(AllocationTotals::Status))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(PaymentProofs::Table)
                .col(uuid(PaymentProofs::Id).primary_key())
                .col(uuid(PaymentProofs::LoanId))
                .col(uuid(PaymentProofs::FileId))
                .col(string_len(PaymentProofs::FileSha256, 64))
                .col(string_len(PaymentProofs::Reference, 100))
                .col(string_len(PaymentProofs::ReferenceKey, 100))
                .col(big_integer(PaymentProofs::Amount))
                .col(date(PaymentProofs::PaidDate))
                .col(string_len(PaymentProofs::Status, 12))
                .col(string_len_null(PaymentProofs::Reason, 500))
                .col(json_null(PaymentProofs::PossibleDuplicateOf))
                .col(timestamp_with_time_zone(PaymentProofs::CreatedAt))
                .col(uuid_null(PaymentProofs::CreatedBy))
                .col(timestamp_with_time_zone_null(PaymentProofs::DecidedAt))
                .col(uuid_null(PaymentProofs::DecidedBy))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(JobRuns::Table)
                .col(uuid(JobRuns::Id).primary_key())
                .col(string_len(JobRuns::Job, 32))
                .col(date(JobRuns::BusinessDate))
                .col(string_len(JobRuns::Holder, 64))
                .col(timestamp_with_time_zone(JobRuns::StartedAt))
                .col(timestamp_with_time_zone_null(JobRuns::EndedAt))
                .col(timestamp_with_time_zone(JobRuns::LeaseUntil))
                .col(big_integer(JobRuns::RowsChanged))
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        for sql in [
            "CREATE UNIQUE INDEX ux_job_runs_date ON job_runs (job, business_date)",
            // A loan's timeline reads its audit rows.
            "CREATE INDEX IF NOT EXISTS ix_audit_entity ON audit_log (entity, entity_id, at)",
            "CREATE INDEX ix_allocations_loan ON loan_allocations (loan_id, allocated_at)",
            "CREATE INDEX ix_proofs_loan ON payment_proofs (loan_id, created_at)",
            "CREATE INDEX ix_proofs_status ON payment_proofs (status, id)",
            "CREATE INDEX ix_proofs_reference ON payment_proofs (reference_key)",
            "CREATE INDEX ix_proofs_sha ON payment_proofs (file_sha256)",
            // The stage lists: every loan of the stage newest first, and one status of it.
            "CREATE INDEX ix_loans_approval ON loans (id) WHERE approval_status IS NOT NULL AND deleted_at IS NULL",
            "CREATE INDEX ix_loans_approval_status ON loans (approval_status, id) WHERE deleted_at IS NULL",
            "CREATE INDEX ix_loans_kyc ON loans (id) WHERE kyc_status IS NOT NULL AND deleted_at IS NULL",
            "CREATE INDEX ix_loans_kyc_status ON loans (kyc_status, id) WHERE deleted_at IS NULL",
            "CREATE INDEX ix_loans_contract ON loans (id) WHERE contract_status IS NOT NULL AND deleted_at IS NULL",
            "CREATE INDEX ix_loans_payment_status ON loans (payment_status, id) WHERE deleted_at IS NULL",
            "CREATE INDEX ix_loans_contract_status ON loans (contract_status, id) WHERE deleted_at IS NULL",
        ] {
            db.execute_unprepared(sql).await?;
        }
        // Counter keys such as `contract:contract_processing` outgrow the first column.
        if db.get_database_backend() == sea_orm::DbBackend::Postgres {
            db.execute_unprepared("ALTER TABLE loan_counts ALTER COLUMN status TYPE varchar(64)").await?;
        }
        // Verified loans so far are pending and unallocated.
        db.execute_unprepared(
            "INSERT INTO loan_counts (status, n) SELECT 'approval:unallocated', count(*) FROM loans \
             WHERE approval_status = 'pending' AND lender_id IS NULL AND deleted_at IS NULL",
        )
        .await?;
        db.execute_unprepared(
            "INSERT INTO loan_counts (status, n) SELECT 'approval:pending', count(*) FROM loans \
             WHERE approval_status = 'pending' AND deleted_at IS NULL",
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for t in ["job_runs", "payment_proofs", "allocation_totals", "loan_allocations"] {
            m.drop_table(Table::drop().table(Alias::new(t)).to_owned()).await?;
        }
        Ok(())
    }
}
