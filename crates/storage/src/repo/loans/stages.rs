//! The lists of the later stages (issue 9: loan approval, KYC, loan contract), over the same
//! loan rows as the application list and always within the caller's [`Scope`]: filters, the
//! shared search, keyset pages by id and the total (exact from the counters when the filter is
//! at most a status, else counted up to [`applications::TOTAL_CAP`]).

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect, RelationTrait,
};
use uuid::Uuid;

use super::{Scope, counts, list as applications, standing};
use crate::entity::loan::{self, Entity as Loan, Model};
use crate::entity::loan_standing;
use crate::repo::keyset::{Keyed, PageAt, Sort, after, paged};

/// Which stage's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageList {
    /// Verified loans (approval status set).
    Approval,
    /// Approved loans (KYC status set).
    Kyc,
    /// Loans whose KYC is approved (contract status set).
    Contract,
    /// Active borrowers: loans whose contract is complete (active status set; issue 10).
    Active,
}

impl StageList {
    /// The column whose being set puts a loan on the list, and its counter prefix.
    fn column(self) -> (loan::Column, &'static str) {
        match self {
            StageList::Approval => (loan::Column::ApprovalStatus, "approval"),
            StageList::Kyc => (loan::Column::KycStatus, "kyc"),
            StageList::Contract => (loan::Column::ContractStatus, "contract"),
            StageList::Active => (loan::Column::ActiveStatus, "active"),
        }
    }
}

/// Filters of a stage list (DESIGN §3 "Endpoints of the later stages").
#[derive(Debug, Clone)]
pub struct StageFilter {
    pub scope: Scope,
    pub list: StageList,
    /// As the application list's search.
    pub q: Option<String>,
    /// Status columns that must equal a value, each with its counter key (`kyc:kyc_expired`).
    pub statuses: Vec<(loan::Column, String, String)>,
    pub lender_id: Option<Uuid>,
    pub program_id: Option<Uuid>,
    /// Verified (approval list) from this time on, and before `to`.
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    /// Active list: installments left at least / at most.
    pub remaining_min: Option<i32>,
    pub remaining_max: Option<i32>,
    /// Active list: a hold holds (true) or not (false).
    pub hold_billing: Option<bool>,
    pub sort: Sort,
    /// 1–100.
    pub limit: u64,
    pub cursor: Option<Uuid>,
}

impl StageFilter {
    /// No filter but the list, newest first, 50 rows.
    pub fn new(scope: Scope, list: StageList) -> StageFilter {
        StageFilter {
            scope,
            list,
            q: None,
            statuses: Vec::new(),
            lender_id: None,
            program_id: None,
            from: None,
            to: None,
            remaining_min: None,
            remaining_max: None,
            hold_billing: None,
            sort: Sort::Newest,
            limit: 50,
            cursor: None,
        }
    }

    /// Adds `column = value` (a status of this stage or of one shown on its list).
    pub fn status(mut self, column: loan::Column, prefix: &str, value: &str) -> StageFilter {
        self.statuses.push((column, value.to_owned(), format!("{prefix}:{value}")));
        self
    }

    fn condition(&self) -> Condition {
        let (column, _) = self.list.column();
        let mut c = self.scope.condition().add(loan::Column::DeletedAt.is_null()).add(column.is_not_null());
        for (col, value, _) in &self.statuses {
            c = c.add(col.eq(value.as_str()));
        }
        if let Some(v) = self.lender_id {
            c = c.add(loan::Column::LenderId.eq(v));
        }
        if let Some(v) = self.program_id {
            c = c.add(loan::Column::ProgramId.eq(v));
        }
        if let Some(v) = self.from {
            c = c.add(loan::Column::VerifiedAt.gte(v));
        }
        if let Some(v) = self.to {
            c = c.add(loan::Column::VerifiedAt.lt(v));
        }
        if let Some(v) = self.remaining_min {
            c = c.add(loan::Column::InstallmentsLeft.gte(v));
        }
        if let Some(v) = self.remaining_max {
            c = c.add(loan::Column::InstallmentsLeft.lte(v));
        }
        if let Some(v) = self.hold_billing {
            // An ended loan holds nothing, whatever its column kept from its last day on the
            // book (issue 45 item 4; `domain::repayment::due::RowBilling`).
            let held = Condition::all()
                .add(loan::Column::HoldBilling.eq(true))
                .add(loan::Column::ActiveStatus.ne(domain::pipeline::ActiveStatus::Inactive.as_str()));
            c = c.add(if v { held } else { held.not() });
        }
        c
    }

    /// The active list's condition on `loan_standing` (`loans` has no index on the active
    /// status since m0032): the statuses asked. `None` for the other lists.
    fn standing(&self) -> Option<Condition> {
        (self.list == StageList::Active).then(|| {
            let mut s = Condition::all();
            for (_, value, _) in self.statuses.iter().filter(|(col, _, _)| matches!(col, loan::Column::ActiveStatus)) {
                s = s.add(loan_standing::Column::ActiveStatus.eq(value.as_str()));
            }
            s
        })
    }

    /// The counter key that gives the exact total, when the filter is at most one status.
    fn counter_key(&self) -> Option<String> {
        let plain = self.scope == Scope::All
            && self.lender_id.is_none()
            && self.program_id.is_none()
            && self.from.is_none()
            && self.to.is_none()
            && self.remaining_min.is_none()
            && self.remaining_max.is_none()
            && self.hold_billing.is_none()
            && self.q.as_deref().is_none_or(|q| q.trim().is_empty());
        match (plain, self.statuses.as_slice()) {
            (true, [(_, _, key)]) => Some(key.clone()),
            _ => None,
        }
    }
}

impl Keyed for Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// The list's condition with its search.
fn searched(db: &impl ConnectionTrait, f: &StageFilter) -> sea_orm::Condition {
    let cond = f.condition();
    match f.q.as_deref().map(str::trim).filter(|q| !q.is_empty()) {
        Some(q) => cond.add(super::search::condition(db.get_database_backend(), f.scope, q)),
        None => cond,
    }
}

/// The total of the stage list `f` (every page): what [`list`] answers beside its page, and
/// what the home page counts per stage (issue 41 item 12: the same query).
///
/// Errors: the database failed.
pub async fn total(db: &impl ConnectionTrait, f: &StageFilter) -> Result<applications::Total, DbErr> {
    total_of(db, f, searched(db, f)).await
}

async fn total_of(db: &impl ConnectionTrait, f: &StageFilter, cond: sea_orm::Condition) -> Result<applications::Total, DbErr> {
    let standing = f.standing();
    Ok(match f.counter_key() {
        Some(key) => {
            let n = counts::key_counts(db, Scope::All, &[key]).await?;
            applications::Total { n: n.first().copied().unwrap_or(0), capped: false }
        }
        None => {
            let counted = match &standing {
                Some(s) => cond.clone().add(standing::loans_where(s.clone())),
                None => cond.clone(),
            };
            let n = applications::count_up_to(db, counted, applications::TOTAL_CAP + 1).await?;
            applications::Total::of_counted(n)
        }
    })
}

/// One page of the stage list and its total (`capped` when counted no further than the cap).
pub async fn list(db: &impl ConnectionTrait, f: &StageFilter) -> Result<(Vec<Model>, Option<Uuid>, applications::Total), DbErr> {
    let cond = searched(db, f);
    let total = total_of(db, f, cond.clone()).await?;
    let standing = f.standing();
    let at = PageAt { sort: f.sort, cursor: f.cursor, limit: f.limit };
    let mut q = Loan::find().filter(cond);
    let rows = match standing {
        // The active list walks the standing's status index in id order and reads each loan by
        // its key: both engines plan the join that way, where `id IN (…)` had SQLite build
        // the whole status's ids first.
        Some(s) => {
            q = q.join(JoinType::InnerJoin, loan_standing::Relation::Loan.def().rev()).filter(s);
            after(q, loan_standing::Column::LoanId, at).all(db).await?
        }
        None => after(q, loan::Column::Id, at).all(db).await?,
    };
    let (rows, next) = paged(rows, f.limit);
    Ok((rows, next, total))
}

/// Counts of one stage per status key (`kyc:kyc_scheduled`, …) in scope, in the order given.
pub async fn summary(db: &impl ConnectionTrait, scope: Scope, keys: &[String]) -> Result<Vec<u64>, DbErr> {
    counts::key_counts(db, scope, keys).await
}

/// A page of live loans with this status column value, by id after `after` (the daily job's
/// candidates: KYC scheduled, payment scheduled). The job decides in Rust which dates passed,
/// since SQLite compares stored times as text.
pub async fn with_status(
    db: &impl ConnectionTrait,
    column: loan::Column,
    value: &str,
    after: Option<Uuid>,
    limit: u64,
) -> Result<Vec<Model>, DbErr> {
    let mut q = Loan::find().filter(loan::Column::DeletedAt.is_null()).filter(column.eq(value));
    if let Some(a) = after {
        q = q.filter(loan::Column::Id.gt(a));
    }
    q.order_by_asc(loan::Column::Id).limit(limit).all(db).await
}
