//! Migrations, written once for SQLite and PostgreSQL with sea-query's schema builder.

use sea_orm_migration::prelude::*;

mod frozen;
mod m0001_staff_and_reference;
mod m0002_loan_applications;
mod m0003_loan_counts;
mod m0004_covering_search_indexes;
mod m0005_loan_full_name;
mod m0006_idempotency_keys;
mod m0007_filter_pair_indexes;
mod m0008_loan_and_file_scope;
mod m0009_idempotency_owner;
mod m0010_search_index;
mod m0011_origination;
pub mod m0012_reference_names_id;
mod m0013_repayments;
mod m0014_lenders;
mod m0015_imports;
mod m0016_access_log;
mod m0017_assets;
mod m0018_report_indexes;
pub mod m0019_report_figures;
mod m0020_swap_chains;
pub mod m0021_search_codes;
mod m0022_search_walk_index;
mod m0023_dpd_band;
mod m0024_portfolio_figures;
mod m0025_funnel_months;
mod m0026_portfolio_statement_trigger;
mod m0027_loans_autovacuum;
mod m0028_search_forward_walk;
mod m0029_overdue_figures;
mod m0030_loans_fillfactor;
mod m0031_installments_overdue;
mod m0032_loan_standing;
mod m0033_standing_record;
mod m0034_installments_unpaid_due;
mod m0035_rate_limit_hits;
mod m0036_principal_and_interest;
mod m0037_first_payment_received;
mod m0038_program_servicing_terms;
pub mod m0039_program_tenor_names;
mod m0040_quality_regimes;
mod m0041_nik_mismatch;
mod m0042_installment_held;
mod m0043_late_fees;
mod m0044_collections;
mod m0045_gateway_callbacks;
mod m0046_reminders;
mod m0047_journal;
mod m0048_payoffs;
mod m0049_restructures;
mod m0050_recoveries;
mod m0051_reminder_wording;
mod m0052_standing_filters;
mod m0053_search_name_prefix;
mod m0054_pending_tenor;
mod m0055_collection_months;
mod m0056_search_name_stages;
pub(crate) mod m0057_search_email_starts;
pub(crate) mod m0058_search_digit_grams;
mod m0059_standing_search_key;
mod m0060_search_lender;
mod m0061_active_search_walks;
mod m0062_search_lender_key;
mod m0063_messages_due_order;

/// Drops each of `indexes` that exists: a migration's `down` for the indexes its `up` created.
///
/// Errors: the database failed.
pub(super) async fn drop_indexes(db: &impl sea_orm::ConnectionTrait, indexes: &[&str]) -> Result<(), DbErr> {
    for ix in indexes {
        db.execute_unprepared(&format!("DROP INDEX IF EXISTS {ix}")).await?;
    }
    Ok(())
}

/// Refills every report figures table (`funnel_days`, `funnel_months`, `collection_days`,
/// `collection_months`, `portfolio_figures`) and the standing copy `loan_standing` from the stored rows, set-based:
/// `roda jobs run report-figures`, for a check or a repair (their triggers keep them exact
/// otherwise).
///
/// Errors: the database failed.
pub async fn rebuild_report_figures(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    rebuild_loan_figures(db).await?;
    m0052_standing_filters::rebuild(db).await?;
    rebuild_collection_days(db).await
}

/// Refills the figures tables the triggers on `loans` keep (`funnel_days`, `funnel_months`,
/// `portfolio_figures`) from the stored rows, set-based: all of [`rebuild_report_figures`] but
/// the installments' `collection_days` and `collection_months` and the standing copy
/// `loan_standing`. For a bulk load that writes those itself
/// (`crate::repo::bulk::load_collection_days`, `crate::repo::loans::repayments::standing_row`).
///
/// Errors: the database failed.
pub async fn rebuild_loan_figures(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    m0019_report_figures::rebuild_funnel_days(db).await?;
    m0036_principal_and_interest::rebuild(db).await?;
    m0025_funnel_months::rebuild(db).await
}

/// Refills `collection_days` from the installments and `collection_months` from it, set-based:
/// after a bulk load that set the installments' triggers aside (`crate::repo::bulk`).
///
/// Errors: the database failed.
pub async fn rebuild_collection_days(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    m0019_report_figures::rebuild_collection_days(db).await?;
    m0055_collection_months::rebuild(db).await
}

/// The search's tables kept by triggers on `loans`, built again from it after a bulk load with
/// those triggers set aside (`repo::bulk`): SQLite's full-text index `loan_search` and its
/// triggers (m0028's keys and m0062's lender token, one merged segment), PostgreSQL's digit grams
/// `loan_search_grams` (m0058).
///
/// Errors: the database failed.
pub async fn rebuild_search_index(db: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    m0062_search_lender_key::rebuild_index(db).await?;
    m0058_search_digit_grams::rebuild(db).await
}

/// The ordered list of migrations; append, never edit a released one.
pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m0001_staff_and_reference::Migration),
            Box::new(m0002_loan_applications::Migration),
            Box::new(m0003_loan_counts::Migration),
            Box::new(m0004_covering_search_indexes::Migration),
            Box::new(m0005_loan_full_name::Migration),
            Box::new(m0006_idempotency_keys::Migration),
            Box::new(m0007_filter_pair_indexes::Migration),
            Box::new(m0008_loan_and_file_scope::Migration),
            Box::new(m0009_idempotency_owner::Migration),
            Box::new(m0010_search_index::Migration),
            Box::new(m0011_origination::Migration),
            Box::new(m0012_reference_names_id::Migration),
            Box::new(m0013_repayments::Migration),
            Box::new(m0014_lenders::Migration),
            Box::new(m0015_imports::Migration),
            Box::new(m0016_access_log::Migration),
            Box::new(m0017_assets::Migration),
            Box::new(m0018_report_indexes::Migration),
            Box::new(m0019_report_figures::Migration),
            Box::new(m0020_swap_chains::Migration),
            Box::new(m0021_search_codes::Migration),
            Box::new(m0022_search_walk_index::Migration),
            Box::new(m0023_dpd_band::Migration),
            Box::new(m0024_portfolio_figures::Migration),
            Box::new(m0025_funnel_months::Migration),
            Box::new(m0026_portfolio_statement_trigger::Migration),
            Box::new(m0027_loans_autovacuum::Migration),
            Box::new(m0028_search_forward_walk::Migration),
            Box::new(m0029_overdue_figures::Migration),
            Box::new(m0030_loans_fillfactor::Migration),
            Box::new(m0031_installments_overdue::Migration),
            Box::new(m0032_loan_standing::Migration),
            Box::new(m0033_standing_record::Migration),
            Box::new(m0034_installments_unpaid_due::Migration),
            Box::new(m0035_rate_limit_hits::Migration),
            Box::new(m0036_principal_and_interest::Migration),
            Box::new(m0037_first_payment_received::Migration),
            Box::new(m0038_program_servicing_terms::Migration),
            Box::new(m0039_program_tenor_names::Migration),
            Box::new(m0040_quality_regimes::Migration),
            Box::new(m0041_nik_mismatch::Migration),
            Box::new(m0042_installment_held::Migration),
            Box::new(m0043_late_fees::Migration),
            Box::new(m0044_collections::Migration),
            Box::new(m0045_gateway_callbacks::Migration),
            Box::new(m0046_reminders::Migration),
            Box::new(m0047_journal::Migration),
            Box::new(m0048_payoffs::Migration),
            Box::new(m0049_restructures::Migration),
            Box::new(m0050_recoveries::Migration),
            Box::new(m0051_reminder_wording::Migration),
            Box::new(m0052_standing_filters::Migration),
            Box::new(m0053_search_name_prefix::Migration),
            Box::new(m0054_pending_tenor::Migration),
            Box::new(m0055_collection_months::Migration),
            Box::new(m0056_search_name_stages::Migration),
            Box::new(m0057_search_email_starts::Migration),
            Box::new(m0058_search_digit_grams::Migration),
            Box::new(m0059_standing_search_key::Migration),
            Box::new(m0060_search_lender::Migration),
            Box::new(m0061_active_search_walks::Migration),
            Box::new(m0062_search_lender_key::Migration),
            Box::new(m0063_messages_due_order::Migration),
        ]
    }
}

#[cfg(test)]
mod tests {
    use sea_orm_migration::MigratorTrait;

    use super::Migrator;

    /// The latest migrations go down and up again (SQLite here; `RODA_MIGRATION_TEST_URL` names a
    /// fresh PostgreSQL database to run it there by hand).
    #[tokio::test]
    async fn the_latest_migrations_roll_back_and_forward() {
        let path = std::env::temp_dir().join(format!("roda-migrate-{}.db", uuid::Uuid::now_v7()));
        let url = std::env::var("RODA_MIGRATION_TEST_URL").unwrap_or_else(|_| format!("sqlite://{}", path.display()));
        let db = crate::connect_with(&url, Some(1)).await.unwrap();
        Migrator::up(&db, None).await.unwrap();
        Migrator::down(&db, Some(2)).await.unwrap();
        assert_eq!(Migrator::get_pending_migrations(&db).await.unwrap().len(), 2);
        Migrator::up(&db, None).await.unwrap();
        assert!(Migrator::get_pending_migrations(&db).await.unwrap().is_empty());
        db.close().await.unwrap();
        for end in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{end}", path.display()));
        }
    }
}
