//! Lenders and funding sources (issue 14): the lender's own fields (legal name, kind, status,
//! contact, version), its funding sources with their limit in rupiah and dates, and which
//! source each allocation drew on. `funding_sources.used_amount` is a counter kept by the write
//! path in the allocation's transaction (pending and approved allocations), so a limit check
//! is one guarded `UPDATE` and the lender screen's totals need no scan. A loan carries its
//! current source, and a staff member may be tied to one, for the source's scope.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum FundingSources {
    Table,
    Id,
    LenderId,
    Name,
    LimitAmount,
    UsedAmount,
    AvailableFrom,
    AvailableUntil,
    Status,
    CreatedAt,
    UpdatedAt,
    Version,
}

async fn add(m: &SchemaManager<'_>, table: &str, col: ColumnDef) -> Result<(), DbErr> {
    let mut col = col;
    m.alter_table(Table::alter().table(Alias::new(table)).add_column(&mut col).to_owned()).await
}

fn c(name: &str) -> ColumnDef {
    ColumnDef::new(Alias::new(name))
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for col in [
            c("legal_name").string_len(200).null().to_owned(),
            c("kind").string_len(20).not_null().default("bank_channeling").to_owned(),
            c("status").string_len(10).not_null().default("active").to_owned(),
            c("contact_email").string_len(254).null().to_owned(),
            c("contact_phone").string_len(20).null().to_owned(),
            c("version").integer().not_null().default(1).to_owned(),
            c("updated_at").timestamp_with_time_zone().null().to_owned(),
        ] {
            add(m, "lenders", col).await?;
        }
        add(m, "loan_allocations", c("funding_source_id").uuid().null().to_owned()).await?;
        add(m, "loan_allocations", c("override_reason").string_len(500).null().to_owned()).await?;
        add(m, "loans", c("funding_source_id").uuid().null().to_owned()).await?;
        // Seconds from allocation to decision, summed per lender and decided status: the
        // average decision time without a scan.
        add(m, "allocation_totals", c("decision_seconds").big_integer().not_null().default(0).to_owned()).await?;
        add(m, "users", c("funding_source_id").uuid().null().to_owned()).await?;
        m.create_table(
            Table::create()
                .table(FundingSources::Table)
                .col(uuid(FundingSources::Id).primary_key())
                .col(uuid(FundingSources::LenderId))
                .col(string_len(FundingSources::Name, 120))
                .col(big_integer(FundingSources::LimitAmount))
                .col(big_integer(FundingSources::UsedAmount).default(0))
                .col(date(FundingSources::AvailableFrom))
                .col(date_null(FundingSources::AvailableUntil))
                .col(string_len(FundingSources::Status, 10))
                .col(timestamp_with_time_zone(FundingSources::CreatedAt))
                .col(timestamp_with_time_zone(FundingSources::UpdatedAt))
                .col(integer(FundingSources::Version).default(1))
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        for sql in [
            "CREATE UNIQUE INDEX ux_funding_sources_name ON funding_sources (lender_id, name)",
            // A funding source's staff see only its loans.
            "CREATE INDEX ix_loans_funding_source ON loans (funding_source_id, id) WHERE funding_source_id IS NOT NULL",
            // A lender's allocations, newest first, with their status filter.
            "CREATE INDEX ix_allocations_lender ON loan_allocations (lender_id, id)",
            "CREATE INDEX ix_allocations_lender_status ON loan_allocations (lender_id, status, id)",
            // A lender's active loans: outstanding principal and the share late, index-only.
            "CREATE INDEX ix_loans_lender_active ON loans (lender_id, active_status, outstanding, dpd) WHERE active_status IS NOT NULL AND deleted_at IS NULL",
            // The label seeded before lenders had a kind says which kind they are.
            "UPDATE lenders SET kind = CASE WHEN LOWER(funding_source) LIKE '%p2p%' THEN 'p2p_lending' \
               WHEN LOWER(funding_source) LIKE '%multifinance%' THEN 'multifinance' \
               WHEN LOWER(funding_source) LIKE '%investor%' OR LOWER(funding_source) LIKE '%cooperative%' THEN 'private_investor' \
               ELSE 'bank_channeling' END",
        ] {
            db.execute_unprepared(sql).await?;
        }
        let seconds = if db.get_database_backend() == sea_orm_migration::sea_orm::DbBackend::Postgres {
            "CAST(EXTRACT(EPOCH FROM (a.decided_at - a.allocated_at)) AS BIGINT)"
        } else {
            "CAST((julianday(a.decided_at) - julianday(a.allocated_at)) * 86400 AS INTEGER)"
        };
        db.execute_unprepared(&format!(
            "UPDATE allocation_totals SET decision_seconds = COALESCE((SELECT SUM({seconds}) FROM loan_allocations a \
             WHERE a.lender_id = allocation_totals.lender_id AND a.status = allocation_totals.status \
             AND a.decided_at IS NOT NULL), 0) WHERE status IN ('approved', 'rejected')"
        ))
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(FundingSources::Table).to_owned()).await
    }
}
