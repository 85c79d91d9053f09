//! Scheduled jobs' runs and their lease (issue 9 item 6): one row per job and business date.
//! Inserting it is taking the lease, so with several instances exactly one runs a job for a
//! date; a run that crashed is taken over once its lease runs out; a finished run is never
//! run again.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use uuid::Uuid;

use crate::entity::job_run::{self, Entity as JobRun, Model};

/// Takes the lease of `job` for `date` until `lease_until`, as `holder`.
///
/// Answers the run when this caller holds it now; `None` when another holder runs it or the
/// run for that date has finished.
pub async fn try_lease(
    db: &impl ConnectionTrait,
    job: &str,
    date: NaiveDate,
    holder: &str,
    now: DateTime<Utc>,
    lease_until: DateTime<Utc>,
) -> Result<Option<Model>, DbErr> {
    let row = job_run::ActiveModel {
        id: Set(Uuid::now_v7()),
        job: Set(job.to_owned()),
        business_date: Set(date),
        holder: Set(holder.to_owned()),
        started_at: Set(now),
        ended_at: Set(None),
        lease_until: Set(lease_until),
        rows_changed: Set(0),
    };
    match row.insert(db).await {
        Ok(m) => return Ok(Some(m)),
        Err(e) if matches!(e.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) => {}
        Err(e) => return Err(e),
    }
    // Someone has the date: take it over only from a holder that died (lease out, not ended).
    let Some(existing) = find(db, job, date).await? else { return Ok(None) };
    if existing.ended_at.is_some() || existing.lease_until >= now {
        return Ok(None);
    }
    let taken = JobRun::update_many()
        .col_expr(job_run::Column::Holder, sea_orm::sea_query::Expr::value(holder))
        .col_expr(job_run::Column::StartedAt, sea_orm::sea_query::Expr::value(now))
        .col_expr(job_run::Column::LeaseUntil, sea_orm::sea_query::Expr::value(lease_until))
        .filter(job_run::Column::Id.eq(existing.id))
        .filter(job_run::Column::Holder.eq(existing.holder.clone()))
        .filter(job_run::Column::EndedAt.is_null())
        .exec(db)
        .await?;
    if taken.rows_affected == 1 { find(db, job, date).await } else { Ok(None) }
}

/// The run of `job` for `date`, if any.
pub async fn find(db: &impl ConnectionTrait, job: &str, date: NaiveDate) -> Result<Option<Model>, DbErr> {
    JobRun::find().filter(job_run::Column::Job.eq(job)).filter(job_run::Column::BusinessDate.eq(date)).one(db).await
}

/// Marks the run finished with the rows it changed.
pub async fn finish(db: &impl ConnectionTrait, id: Uuid, rows_changed: i64, at: DateTime<Utc>) -> Result<(), DbErr> {
    JobRun::update_many()
        .col_expr(job_run::Column::EndedAt, sea_orm::sea_query::Expr::value(at))
        .col_expr(job_run::Column::RowsChanged, sea_orm::sea_query::Expr::value(rows_changed))
        .filter(job_run::Column::Id.eq(id))
        .exec(db)
        .await
        .map(|_| ())
}

/// The latest runs, newest business date first, at most `limit`.
pub async fn recent(db: &impl ConnectionTrait, limit: u64) -> Result<Vec<Model>, DbErr> {
    JobRun::find().order_by_desc(job_run::Column::BusinessDate).order_by_desc(job_run::Column::Id).limit(limit).all(db).await
}
