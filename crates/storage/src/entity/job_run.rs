//! One run of a scheduled job for a business date (issue 9 item 6): the row is also the lease
//! that lets exactly one instance run the job for that date.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "job_runs")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// `daily`.
    pub job: String,
    /// Asia/Jakarta date the run is for.
    pub business_date: Date,
    /// Which instance holds (or held) the lease.
    pub holder: String,
    pub started_at: DateTimeUtc,
    /// `None` while running (or after a crash, until the lease runs out).
    pub ended_at: Option<DateTimeUtc>,
    /// Another instance may take the run over after this time if it has not ended.
    pub lease_until: DateTimeUtc,
    pub rows_changed: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
