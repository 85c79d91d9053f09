//! Loan quality by the lender's licence (issue 41 item 6, DESIGN §5): `quality_regimes` (one row
//! per regime: multifinance, P2P lending, bank) and their buckets in `quality_regime_buckets`
//! (regime, code, lowest DPD, non performing), seeded with the regulators' presets
//! (`domain::repayment::QualityRegime::preset`); `lenders.quality_regime`, set by the lender's
//! kind (bank channeling → bank, P2P lending → P2P lending, the others multifinance).
//!
//! The stored loans' buckets were of the old 1–30 / 31–60 / 61–90 / > 90 scale: they are
//! recomputed here from each loan's DPD and its lender's regime (set-based, as the daily job
//! does it), so the reports are right before the next daily run. Their statuses stay: every
//! preset's first non-performing day is 91, the old threshold.

use domain::{funding::LenderKind, repayment::QualityRegime};
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Alias::new("quality_regimes"))
                .if_not_exists()
                .col(ColumnDef::new(Alias::new("code")).string_len(40).not_null().primary_key())
                .col(ColumnDef::new(Alias::new("updated_at")).timestamp_with_time_zone().null())
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(Alias::new("quality_regime_buckets"))
                .if_not_exists()
                .col(ColumnDef::new(Alias::new("regime")).string_len(40).not_null())
                .col(ColumnDef::new(Alias::new("code")).string_len(40).not_null())
                .col(ColumnDef::new(Alias::new("min_dpd")).integer().not_null())
                .col(ColumnDef::new(Alias::new("non_performing")).boolean().not_null())
                .primary_key(Index::create().col(Alias::new("regime")).col(Alias::new("code")))
                .foreign_key(
                    ForeignKey::create()
                        .from(Alias::new("quality_regime_buckets"), Alias::new("regime"))
                        .to(Alias::new("quality_regimes"), Alias::new("code"))
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        for regime in QualityRegime::ALL {
            m.exec_stmt(
                Query::insert()
                    .into_table(Alias::new("quality_regimes"))
                    .columns([Alias::new("code")])
                    .values_panic([regime.as_str().into()])
                    .to_owned(),
            )
            .await?;
            let mut q = Query::insert();
            q.into_table(Alias::new("quality_regime_buckets"))
                .columns(["regime", "code", "min_dpd", "non_performing"].map(Alias::new));
            for b in regime.preset().buckets() {
                q.values_panic([
                    regime.as_str().into(),
                    b.code.clone().into(),
                    <i32 as TryFrom<i64>>::try_from(b.min_dpd).unwrap_or(i32::MAX).into(),
                    b.non_performing.into(),
                ]);
            }
            m.exec_stmt(q).await?;
        }
        m.alter_table(
            Table::alter()
                .table(Alias::new("lenders"))
                .add_column(
                    ColumnDef::new(Alias::new("quality_regime"))
                        .string_len(40)
                        .not_null()
                        .default(QualityRegime::Multifinance.as_str()),
                )
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        for kind in LenderKind::ALL {
            db.execute_unprepared(&format!(
                "UPDATE lenders SET quality_regime = '{}' WHERE kind = '{}'",
                QualityRegime::default_for(*kind).as_str(),
                kind.as_str()
            ))
            .await?;
        }
        // Each live active loan's bucket under its lender's regime, from its stored DPD.
        let regimes: Vec<(String, domain::repayment::QualityBuckets)> =
            QualityRegime::ALL.iter().map(|r| (r.as_str().to_owned(), r.preset())).collect();
        let regime = crate::repo::quality_regimes::regime_of_loan_sql("loans");
        let dpd = "(SELECT s.dpd FROM loan_standing s WHERE s.loan_id = loans.id)";
        let (bucket, _) = crate::repo::quality_regimes::cases(regimes.as_slice(), &regime, dpd);
        let sql = format!(
            "UPDATE loans SET bucket = {bucket} \
             WHERE bucket IS NOT NULL AND deleted_at IS NULL AND EXISTS (SELECT 1 FROM loan_standing s WHERE s.loan_id = loans.id)"
        );
        db.execute_unprepared(&sql).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(Table::alter().table(Alias::new("lenders")).drop_column(Alias::new("quality_regime")).to_owned()).await?;
        m.drop_table(Table::drop().table(Alias::new("quality_regime_buckets")).if_exists().to_owned()).await?;
        m.drop_table(Table::drop().table(Alias::new("quality_regimes")).if_exists().to_owned()).await?;
        Ok(())
    }
}
