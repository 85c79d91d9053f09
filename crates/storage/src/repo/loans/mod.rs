//! The loan aggregate: one record through every pipeline stage (DESIGN §5).
//!
//! - [`Scope`]: which loans a caller may see at all. Every read and write here takes one, so no
//!   handler can forget it (DESIGN §4: funder staff see only loans allocated to their lender).
//! - [`write`]: the one write path that applies a `domain::pipeline::Transition` with each
//!   stage's patch ([`LoanPatch`]); [`allocations`], [`proofs`] and [`repayments`] hold the
//!   patches and rows of allocation, first-payment proofs and the repayment book it records.
//! - [`list`] and [`stages`]: the application list and the later stages' lists (filters,
//!   search, keyset pages); [`billing`]: the repayment lists; [`search`]: finding loans by name,
//!   e-mail, codes or phone, shared by every list over `loans`.
//! - [`counts`]: the status counters and the counts above lists and on the home page;
//!   [`standing`]: finding loans by active status, quality bucket or DPD band.
//! - [`collections`]: the collector's worklist, assignments, contacts and promises to pay.
//! - [`dpd`]: the daily job's days-past-due step; [`late_fees`]: its late-fee accrual and the
//!   waivers staff ask for; [`timeline`]: a loan's history as a viewer
//!   may see it.

pub mod allocations;
pub mod billing;
pub mod collections;
pub mod counts;
pub mod dpd;
pub mod late_fees;
pub mod list;
pub mod payoffs;
pub mod proofs;
pub mod repayments;
pub mod restructures;
pub mod search;
pub mod servicing;
pub mod stages;
pub mod standing;
pub mod sums;
pub mod timeline;
pub mod write;

use domain::pipeline::{LoanState, StepSet};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, Select};
use uuid::Uuid;

pub use crate::StoreError;
use crate::entity::{
    Stored,
    loan::{self, Entity as Loan, ListItem, Model},
};
pub use allocations::{AllocationPatch, SourceDraw};
pub use counts::{Summary, recount};
pub use list::{Caps, DownloadRow, ListFilter, SEARCH_TOTAL_CAP, Sort, Total, download_page, list, list_named, list_with};
pub use proofs::{NewProof, ProofPatch};
pub use repayments::{HoldRow, NewPayment, NewRecovery, RepaymentPatch, StandingPatch};
pub use timeline::timeline;
pub use write::{
    AuditDetail, BorrowerPatch, Change, ContractDocument, KycSchedule, LoanPatch, NewProspect, Opened, apply, apply_once,
    apply_then, open,
};

/// Which loans a caller may see and act on (DESIGN §4). Built from the signed-in staff member:
/// staff tied to a lender see only loans allocated to it, and those also tied to one of its
/// funding sources only the loans drawn on that source (issue 14); other staff see every loan
/// their level's areas allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    All,
    /// Only loans allocated to this lender.
    Lender(Uuid),
    /// Only loans allocated to this lender on this funding source.
    Source {
        lender: Uuid,
        source: Uuid,
    },
}

impl Scope {
    /// The scope of a staff member with this `lender_id` and `funding_source_id` (a source
    /// without a lender is ignored: it cannot widen anything).
    pub fn of(lender_id: Option<Uuid>, funding_source_id: Option<Uuid>) -> Scope {
        match (lender_id, funding_source_id) {
            (Some(lender), Some(source)) => Scope::Source { lender, source },
            (Some(lender), None) => Scope::Lender(lender),
            (None, _) => Scope::All,
        }
    }

    /// The lender a funder's staff member is tied to.
    pub fn lender(self) -> Option<Uuid> {
        match self {
            Scope::All => None,
            Scope::Lender(id) | Scope::Source { lender: id, .. } => Some(id),
        }
    }

    /// The funding source a funder's staff member is tied to.
    pub fn source(self) -> Option<Uuid> {
        match self {
            Scope::Source { source, .. } => Some(source),
            _ => None,
        }
    }

    /// The condition a loan row must pass to be in scope.
    pub fn condition(self) -> Condition {
        let mut c = Condition::all();
        if let Some(id) = self.lender() {
            c = c.add(loan::Column::LenderId.eq(id));
        }
        if let Some(id) = self.source() {
            c = c.add(loan::Column::FundingSourceId.eq(id));
        }
        c
    }

    /// Whether an allocation to `lender_id` on `source` is this scope's own (issue 40 item 4): a
    /// lender's staff own their lender's allocations (of their funding source when tied to one);
    /// in-house staff own every allocation.
    pub fn owns(self, lender_id: Uuid, source: Option<Uuid>) -> bool {
        self.lender().is_none_or(|l| l == lender_id) && self.source().is_none_or(|s| source == Some(s))
    }

    /// The condition a loan row passes when it is out of this scope (a loan with no lender is
    /// out of every lender's scope; nothing is out of [`Scope::All`]).
    fn outside(self) -> Condition {
        let mut c = Condition::any();
        if let Some(id) = self.lender() {
            c = c.add(loan::Column::LenderId.ne(id)).add(loan::Column::LenderId.is_null());
        }
        if let Some(id) = self.source() {
            c = c.add(loan::Column::FundingSourceId.ne(id)).add(loan::Column::FundingSourceId.is_null());
        }
        c
    }

    /// Every loan query starts here.
    fn select(self) -> Select<Loan> {
        Loan::find().filter(self.condition())
    }
}

/// The pipeline state of a stored loan. Total: its status columns were read as their enums, so
/// a row holding an unknown status never got this far (it failed to load with `DbErr::Type`,
/// [`crate::entity::Stored`]).
pub fn state_of(l: &Model) -> LoanState {
    LoanState { deleted: l.deleted_at.is_some(), ..ListItem::from(l).state() }
}

impl ListItem {
    /// The pipeline state of a list row (list rows are live).
    pub fn state(&self) -> LoanState {
        LoanState {
            lead: *self.lead_status,
            application: *self.status,
            approval: self.approval_status.map(Stored::get),
            allocated: self.lender_id.is_some(),
            kyc: self.kyc_status.map(Stored::get),
            offering_letter: self.ol_status.map(Stored::get),
            payment: self.payment_status.map(Stored::get),
            contract: self.contract_status.map(Stored::get),
            contract_uploaded: self.contract_file_id.is_some(),
            active: self.active_status.map(Stored::get),
            kyc_scheduled: self.kyc_scheduled,
            steps: StepSet::from_bits(self.steps_done),
            deleted: false,
        }
    }
}

/// A live or deleted loan in scope by its loan ID (`LN-…`, case-insensitive). Deleted loans are
/// found too: their actions answer 409, not 404.
pub async fn find_by_code(db: &impl ConnectionTrait, scope: Scope, code: &str) -> Result<Option<Model>, DbErr> {
    scope.select().filter(loan::Column::LoanCode.eq(code.trim().to_uppercase())).one(db).await
}

/// A loan in scope by its id (deleted ones too).
pub async fn find_by_id(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<Model>, DbErr> {
    scope.select().filter(loan::Column::Id.eq(id)).one(db).await
}

/// The loan IDs (`LN-…`) of the loans with these ids, whatever their scope: for rows that
/// name a loan the caller already may see (a callback, a message), read in 500s.
pub async fn codes_of(db: &impl ConnectionTrait, ids: &[Uuid]) -> Result<std::collections::HashMap<Uuid, String>, DbErr> {
    let mut ids = ids.to_vec();
    ids.sort();
    ids.dedup();
    let mut codes = std::collections::HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(500) {
        let rows: Vec<(Uuid, String)> = Loan::find()
            .select_only()
            .column(loan::Column::Id)
            .column(loan::Column::LoanCode)
            .filter(loan::Column::Id.is_in(chunk.to_vec()))
            .into_tuple()
            .all(db)
            .await?;
        codes.extend(rows);
    }
    Ok(codes)
}

/// Whether any loan exists (deleted ones too).
pub async fn any(db: &impl ConnectionTrait) -> Result<bool, DbErr> {
    Ok(Loan::find().one(db).await?.is_some())
}

/// Live loans in scope with these loan IDs.
pub async fn find_live_by_codes(db: &impl ConnectionTrait, scope: Scope, codes: &[String]) -> Result<Vec<Model>, DbErr> {
    let codes: Vec<String> = codes.iter().map(|c| c.trim().to_uppercase()).collect();
    scope.select().filter(loan::Column::LoanCode.is_in(codes)).filter(loan::Column::DeletedAt.is_null()).all(db).await
}

/// Loans on an in-memory database, for this module's tests and its siblings'.
#[cfg(test)]
pub(crate) mod testing {
    #![allow(clippy::unwrap_used)]
    use sea_orm::ConnectionTrait;

    use super::*;
    use crate::repo::audit::Actor;

    /// `n` draft prospects on an in-memory database, oldest first (references not checked:
    /// these tests are about the loan rows only).
    pub(crate) async fn loans(n: usize) -> (crate::Db, Vec<Uuid>) {
        let db = crate::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        crate::migrate(&db).await.unwrap();
        db.execute_unprepared("PRAGMA foreign_keys = OFF").await.unwrap();
        let mut ids = Vec::with_capacity(n);
        for i in 0..n {
            let email = format!("budi{i}@example.id");
            let new = NewProspect {
                borrower: write::BorrowerPatch {
                    id: Uuid::now_v7(),
                    email: email.clone(),
                    phone: format!("+62812345{i:05}"),
                    full_name: "Budi Santoso".into(),
                    gender: "male".into(),
                    birth_place: "Jakarta".into(),
                    birth_date: chrono::NaiveDate::from_ymd_opt(1990, 1, 1).unwrap(),
                    marital_status: "single".into(),
                    mother_name: "Siti".into(),
                    spouse_name: None,
                    emergency_name: "Andi".into(),
                    emergency_phone: "+6281234567891".into(),
                    emergency_relation: "sibling".into(),
                },
                password_hash: String::new(),
                state: LoanState::new_prospect(),
                patch: LoanPatch {
                    full_name: Some("Budi Santoso".into()),
                    email: Some(email),
                    program_id: Some(Uuid::now_v7()),
                    dealer_id: Some(Uuid::now_v7()),
                    partner_id: Some(Uuid::now_v7()),
                    motorcycle_type_id: Some(Uuid::now_v7()),
                    ..Default::default()
                },
                at: crate::repo::now(),
            };
            let actor = Actor { user_id: None, request_id: None };
            let opened = open(&db, &actor, new, async |_, o| Ok::<_, ()>(o.clone())).await.unwrap().unwrap();
            ids.push(opened.loan_id);
        }
        (db, ids)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use domain::pipeline::ApplicationStatus;
    use sea_orm::{ConnectionTrait, QuerySelect};

    use super::*;

    /// One draft prospect on an in-memory database.
    async fn one_loan() -> (crate::Db, Uuid) {
        let (db, ids) = testing::loans(1).await;
        (db, ids[0])
    }

    #[tokio::test]
    async fn a_loan_with_an_unknown_stored_status_fails_to_load() {
        let (db, id) = one_loan().await;
        let live = find_by_id(&db, Scope::All, id).await.unwrap().unwrap();
        assert_eq!(state_of(&live).application, ApplicationStatus::Draft);
        assert_eq!(live.kyc_status, None, "a null status is no status");

        db.execute_unprepared("UPDATE loans SET status = 'archived'").await.unwrap();
        let whole = find_by_id(&db, Scope::All, id).await;
        assert!(
            matches!(&whole, Err(DbErr::Type(t)) if t.contains("ApplicationStatus") && t.contains("\"archived\"")),
            "{whole:?}"
        );
        let rows = Loan::find().select_only().into_partial_model::<ListItem>().all(&db).await;
        assert!(matches!(&rows, Err(DbErr::Type(t)) if t.contains("\"archived\"")), "{rows:?}");

        db.execute_unprepared("UPDATE loans SET status = 'draft', kyc_status = 'kyc_lost'").await.unwrap();
        let whole = find_by_id(&db, Scope::All, id).await;
        assert!(matches!(&whole, Err(DbErr::Type(t)) if t.contains("KycStatus") && t.contains("\"kyc_lost\"")), "{whole:?}");
    }
}
