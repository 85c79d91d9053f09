//! Loan quality by the lender's licence (issue 41 item 6, DESIGN §5): `quality_regimes` (one row
//! per regime: multifinance, P2P lending, bank) and their buckets in `quality_regime_buckets`
//! (regime, code, lowest DPD, non performing), seeded with the regulators' presets
//! (`domain::repayment::QualityRegime::preset`); `lenders.quality_regime`, set by the lender's
//! kind (bank channeling → bank, P2P lending → P2P lending, the others multifinance). The
//! presets, the kinds' regimes and the bucket SQL are copies of the live code frozen as of this
//! migration.
//!
//! The stored loans' buckets were of the old 1–30 / 31–60 / 61–90 / > 90 scale: they are
//! recomputed here from each loan's DPD and its lender's regime (set-based, as the daily job
//! does it), so the reports are right before the next daily run. Their statuses stay: every
//! preset's first non-performing day is 91, the old threshold.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// One preset bucket: its code, the lowest DPD it takes, and whether it is non performing.
struct Bucket {
    code: &'static str,
    min_dpd: i32,
    non_performing: bool,
}

impl Bucket {
    const fn new(code: &'static str, min_dpd: i32, non_performing: bool) -> Bucket {
        Bucket { code, min_dpd, non_performing }
    }
}

/// The multifinance and bank presets (POJK 35/2018, POJK 40/2019).
const OJK: &[Bucket] = &[
    Bucket::new("lancar", 0, false),
    Bucket::new("dalam_perhatian_khusus", 1, false),
    Bucket::new("kurang_lancar", 91, true),
    Bucket::new("diragukan", 121, true),
    Bucket::new("macet", 181, true),
];

/// The P2P lending preset (POJK 10/2022).
const P2P: &[Bucket] = &[Bucket::new("lancar", 0, false), Bucket::new("tidak_lancar", 31, false), Bucket::new("macet", 91, true)];

/// The regimes with their preset buckets in DPD order, multifinance first (the fallback of
/// [`bucket_sql`]). Frozen copy of `domain::repayment::QualityRegime::ALL` (codes and order)
/// and `QualityRegime::preset` as of this migration: the live presets may change, what this
/// migration seeds may not.
const REGIMES: &[(&str, &[Bucket])] = &[("multifinance", OJK), ("p2p_lending", P2P), ("bank", OJK)];

/// The regime set for lenders of each kind (`domain::lenders::LenderKind`'s stored codes, in
/// `LenderKind::ALL` order). Frozen copy of `QualityRegime::default_for` as of this migration.
const KIND_REGIMES: [(&str, &str); 4] = [
    ("bank_channeling", "bank"),
    ("multifinance", "multifinance"),
    ("p2p_lending", "p2p_lending"),
    ("private_investor", "multifinance"),
];

/// The regime code of the row of `loans`: its lender's, multifinance without one. Frozen copy of
/// `repo::quality_regimes::regime_of_loan_sql("loans")` as of this migration.
const LOAN_REGIME: &str = "COALESCE((SELECT le.quality_regime FROM lenders le WHERE le.id = loans.lender_id), 'multifinance')";

/// SQL of the bucket code of a loan whose regime code is the SQL `regime` and whose days past
/// due are the SQL `dpd`, under [`REGIMES`]' presets; a regime not listed, or `NULL`, classes as
/// the first. Frozen copy of the bucket half of `repo::quality_regimes::cases` as of this
/// migration.
fn bucket_sql(regime: &str, dpd: &str) -> String {
    let one = |buckets: &[Bucket]| {
        let mut sql = String::from("CASE");
        for b in buckets.iter().rev().filter(|b| b.min_dpd > 0) {
            sql.push_str(&format!(" WHEN {dpd} >= {} THEN '{}'", b.min_dpd, b.code));
        }
        sql.push_str(&format!(" ELSE '{}' END", buckets[0].code));
        sql
    };
    let mut sql = String::from("CASE");
    for (code, buckets) in &REGIMES[1..] {
        sql.push_str(&format!(" WHEN {regime} = '{code}' THEN {}", one(buckets)));
    }
    sql.push_str(&format!(" ELSE {} END", one(REGIMES[0].1)));
    sql
}

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
        for (regime, buckets) in REGIMES {
            m.exec_stmt(
                Query::insert()
                    .into_table(Alias::new("quality_regimes"))
                    .columns([Alias::new("code")])
                    .values_panic([(*regime).into()])
                    .to_owned(),
            )
            .await?;
            let mut q = Query::insert();
            q.into_table(Alias::new("quality_regime_buckets"))
                .columns(["regime", "code", "min_dpd", "non_performing"].map(Alias::new));
            for b in *buckets {
                q.values_panic([(*regime).into(), b.code.into(), b.min_dpd.into(), b.non_performing.into()]);
            }
            m.exec_stmt(q).await?;
        }
        m.alter_table(
            Table::alter()
                .table(Alias::new("lenders"))
                .add_column(ColumnDef::new(Alias::new("quality_regime")).string_len(40).not_null().default("multifinance"))
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        for (kind, regime) in KIND_REGIMES {
            db.execute_unprepared(&format!("UPDATE lenders SET quality_regime = '{regime}' WHERE kind = '{kind}'")).await?;
        }
        // Each live active loan's bucket under its lender's regime, from its stored DPD.
        let dpd = "(SELECT s.dpd FROM loan_standing s WHERE s.loan_id = loans.id)";
        let bucket = bucket_sql(LOAN_REGIME, dpd);
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
