//! Loan-quality regimes (issue 41 item 6, DESIGN §3 "Quality regimes", §5): each lender's loans
//! are bucketed by its regime's stored buckets (`quality_regime_buckets`, m0040); a loan with no
//! lender uses [`QualityRegime::Multifinance`]. Level 21 edits a regime's buckets
//! ([`replace`], audited); the daily job reads them all ([`all`]) and classes the whole book in
//! SQL ([`cases`]); the write path classes one loan by [`of_lender`].

use domain::repayment::{Bucket, QualityBuckets, QualityRegime};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder, Set,
    sea_query::{Alias, Expr, ExprTrait, Query},
};
use uuid::Uuid;

use super::audit::{self, Actor};
use crate::entity::{lender, quality_regime_bucket};

/// Every regime with its buckets, in [`QualityRegime::ALL`] order. A regime without stored
/// buckets (never, after m0040) gets its preset.
pub async fn all(db: &impl ConnectionTrait) -> Result<Vec<(QualityRegime, QualityBuckets)>, DbErr> {
    let rows = quality_regime_bucket::Entity::find()
        .order_by_asc(quality_regime_bucket::Column::Regime)
        .order_by_asc(quality_regime_bucket::Column::MinDpd)
        .all(db)
        .await?;
    Ok(QualityRegime::ALL
        .iter()
        .map(|r| {
            let buckets: Vec<Bucket> = rows
                .iter()
                .filter(|b| b.regime == r.as_str())
                .map(|b| Bucket { code: b.code.clone(), min_dpd: i64::from(b.min_dpd), non_performing: b.non_performing })
                .collect();
            (*r, QualityBuckets::new(buckets).unwrap_or_else(|_| r.preset()))
        })
        .collect())
}

/// The stored buckets of `regime`.
pub async fn get(db: &impl ConnectionTrait, regime: QualityRegime) -> Result<QualityBuckets, DbErr> {
    let rows = quality_regime_bucket::Entity::find()
        .filter(quality_regime_bucket::Column::Regime.eq(regime.as_str()))
        .order_by_asc(quality_regime_bucket::Column::MinDpd)
        .all(db)
        .await?;
    let buckets = rows
        .into_iter()
        .map(|b| Bucket { code: b.code, min_dpd: i64::from(b.min_dpd), non_performing: b.non_performing })
        .collect();
    Ok(QualityBuckets::new(buckets).unwrap_or_else(|_| regime.preset()))
}

/// The regime of the lender `lender_id` (multifinance without one, or for an unknown code).
pub async fn regime_of_lender(db: &impl ConnectionTrait, lender_id: Option<Uuid>) -> Result<QualityRegime, DbErr> {
    let Some(id) = lender_id else { return Ok(QualityRegime::Multifinance) };
    let l = lender::Entity::find_by_id(id).one(db).await?;
    Ok(l.and_then(|l| l.quality_regime.parse().ok()).unwrap_or(QualityRegime::Multifinance))
}

/// The buckets a loan of the lender `lender_id` is classed by.
pub async fn of_lender(db: &impl ConnectionTrait, lender_id: Option<Uuid>) -> Result<QualityBuckets, DbErr> {
    get(db, regime_of_lender(db, lender_id).await?).await
}

/// Replaces `regime`'s buckets with `buckets` (checked by [`QualityBuckets::new`]), with its
/// audit row (`quality_regime.update`, before and after) in the same transaction. The loans'
/// stored buckets change at the next daily run; the NPL/NPF ratio follows the new flags at once.
pub async fn replace(
    db: &DatabaseConnection,
    actor: &Actor,
    regime: QualityRegime,
    buckets: &QualityBuckets,
) -> Result<QualityBuckets, DbErr> {
    let txn = crate::begin_write(db).await?;
    let before = get(&txn, regime).await?;
    quality_regime_bucket::Entity::delete_many()
        .filter(quality_regime_bucket::Column::Regime.eq(regime.as_str()))
        .exec(&txn)
        .await?;
    let rows = buckets.buckets().iter().map(|b| quality_regime_bucket::ActiveModel {
        regime: Set(regime.as_str().to_owned()),
        code: Set(b.code.clone()),
        min_dpd: Set(i32::try_from(b.min_dpd).unwrap_or(i32::MAX)),
        non_performing: Set(b.non_performing),
    });
    quality_regime_bucket::Entity::insert_many(rows).exec(&txn).await?;
    let touch = Query::update()
        .table(Alias::new("quality_regimes"))
        .value(Alias::new("updated_at"), super::now())
        .and_where(Expr::col(Alias::new("code")).eq(regime.as_str()))
        .to_owned();
    txn.execute(&touch).await?;
    audit::record(
        &txn,
        actor,
        "quality_regime.update",
        "quality_regime",
        regime.as_str(),
        Some(serde_json::json!({ "buckets": before.buckets() })),
        Some(serde_json::json!({ "buckets": buckets.buckets() })),
    )
    .await?;
    let after = get(&txn, regime).await?;
    txn.commit().await?;
    Ok(after)
}

/// Two SQL expressions classing a loan whose regime code is the SQL `regime` and whose days
/// past due are the SQL `dpd`: its bucket code, and 1 when that bucket is non performing (else
/// 0). Regimes not listed, and a `NULL` regime, class as the first listed (multifinance in
/// [`all`]'s order). The codes inlined are [`QualityRegime`]'s and bucket codes checked by
/// [`QualityBuckets::new`] (`[a-z0-9_]`), never request input.
pub fn cases(regimes: &[(impl AsRef<str>, QualityBuckets)], regime: &str, dpd: &str) -> (String, String) {
    let one = |b: &QualityBuckets, pick: &dyn Fn(&Bucket) -> String| {
        let mut sql = String::from("CASE");
        for x in b.buckets().iter().rev().filter(|x| x.min_dpd > 0) {
            sql.push_str(&format!(" WHEN {dpd} >= {} THEN {}", x.min_dpd, pick(x)));
        }
        sql.push_str(&format!(" ELSE {} END", pick(&b.buckets()[0])));
        sql
    };
    let by_regime = |pick: &dyn Fn(&Bucket) -> String| {
        let Some((_, fallback)) = regimes.first() else { return "NULL".to_owned() };
        let mut sql = String::from("CASE");
        for (code, b) in regimes.iter().skip(1) {
            sql.push_str(&format!(" WHEN {regime} = '{}' THEN {}", AsRef::<str>::as_ref(code), one(b, pick)));
        }
        sql.push_str(&format!(" ELSE {} END", one(fallback, pick)));
        sql
    };
    (by_regime(&|x| format!("'{}'", x.code)), by_regime(&|x| if x.non_performing { "1".into() } else { "0".into() }))
}

/// The SQL regime code of the loan row `l` (`l.lender_id`): its lender's, multifinance without
/// one.
pub fn regime_of_loan_sql(l: &str) -> String {
    format!("COALESCE((SELECT le.quality_regime FROM lenders le WHERE le.id = {l}.lender_id), 'multifinance')")
}

/// Every lender's regime with every regime's buckets: what the reports ask of a stored
/// (lender, bucket) pair.
#[derive(Debug, Clone, Default)]
pub struct LenderRegimes {
    lenders: std::collections::HashMap<Uuid, QualityRegime>,
    regimes: Vec<(QualityRegime, QualityBuckets)>,
    /// Multifinance's preset, for a load that found no regime.
    fallback: QualityBuckets,
}

impl LenderRegimes {
    /// Reads every lender's regime and every regime's buckets (two small reads).
    pub async fn load(db: &impl ConnectionTrait) -> Result<LenderRegimes, DbErr> {
        let lenders = lender::Entity::find()
            .all(db)
            .await?
            .into_iter()
            .map(|l| (l.id, l.quality_regime.parse().unwrap_or(QualityRegime::Multifinance)))
            .collect();
        Ok(LenderRegimes { lenders, regimes: all(db).await?, fallback: QualityBuckets::default() })
    }

    /// The regime of the lender `lender_id` (multifinance for none, the nil id or an unknown one).
    pub fn regime_of(&self, lender_id: Option<Uuid>) -> QualityRegime {
        lender_id.and_then(|id| self.lenders.get(&id).copied()).unwrap_or(QualityRegime::Multifinance)
    }

    /// The buckets a loan of `lender_id` is classed by.
    pub fn buckets_of(&self, lender_id: Option<Uuid>) -> &QualityBuckets {
        let regime = self.regime_of(lender_id);
        self.regimes.iter().find(|(r, _)| *r == regime).or(self.regimes.first()).map_or(&self.fallback, |(_, b)| b)
    }

    /// Whether a loan of `lender_id` in the bucket `code` is non performing under its lender's
    /// regime (false for a code the regime no longer has, until the daily job reclasses it).
    pub fn non_performing(&self, lender_id: Option<Uuid>, code: &str) -> bool {
        self.buckets_of(lender_id).buckets().iter().find(|x| x.code == code).is_some_and(|x| x.non_performing)
    }
}
