//! A loan's timeline as one viewer may see it (issue 40 item 4): in-house staff read every
//! audit row of the loan; a lender's staff read none about another funder.
//!
//! Each row is the loan's under the allocation opened last by its time (allocations open at
//! the transition's time and their audit row is written after it, in the same transaction):
//! rows before any allocation are the application's, every lender's to see; rows under another
//! lender's allocation (its allocation, decision, reason, decider, funding source, and
//! everything after a loan moved on) are left out. The row that opened the viewer's allocation
//! after another lender's loses its "before" (that lender, its funding source and decision).
//! A duplicate-proof flag in a row names only loans in the viewer's scope
//! ([`super::proofs::flags`]).

use sea_orm::{ConnectionTrait, DbErr};
use serde_json::Value;
use uuid::Uuid;

use super::{Scope, allocations, proofs};
use crate::{entity::audit_log::Model, repo::audit};

/// The key of a duplicate-proof flag in an audit row's "after" (the payment proof upload).
const DUPLICATES: &str = "possible_duplicate_of";

/// The timeline of the loan `loan_id` (already read in scope, or found moved, by the caller) as
/// `scope` sees it: its audit rows oldest first, at most `limit` read.
pub async fn timeline(db: &impl ConnectionTrait, scope: Scope, loan_id: Uuid, limit: u64) -> Result<Vec<Model>, DbErr> {
    let events = audit::of_entity(db, "loan", &loan_id.to_string(), limit).await?;
    if scope == Scope::All {
        return Ok(events);
    }
    let history = allocations::history(db, Scope::All, loan_id).await?;
    let owned = |i: usize| history.get(i).is_some_and(|a| scope.owns(a.lender_id, a.funding_source_id));
    let mut kept = Vec::with_capacity(events.len());
    for mut e in events {
        match history.iter().rposition(|a| a.allocated_at <= e.at) {
            // The row that opened the viewer's allocation after another lender's (the only
            // allocation row in its span) says what that lender had.
            Some(i) if owned(i) && i > 0 && !owned(i - 1) && e.action == domain::pipeline::LoanEvent::Allocate.as_str() => {
                e.before = None;
            }
            None => {}
            Some(i) if owned(i) => {}
            Some(_) => continue,
        }
        kept.push(e);
    }
    let lists: Vec<Vec<String>> = kept.iter().map(|e| duplicates(e).unwrap_or_default()).collect();
    let flags = proofs::flags(db, scope, &lists).await?;
    for (e, flag) in kept.iter_mut().zip(flags) {
        if duplicates(e).is_some()
            && let Some(Value::Object(after)) = &mut e.after
        {
            after.insert(DUPLICATES.into(), flag.loan_ids.into());
            after.insert("duplicate_elsewhere".into(), flag.elsewhere.into());
        }
    }
    Ok(kept)
}

/// The loan IDs a row's duplicate-proof flag names, when it has one.
fn duplicates(e: &Model) -> Option<Vec<String>> {
    let list = e.after.as_ref()?.get(DUPLICATES)?;
    Some(serde_json::from_value(list.clone()).unwrap_or_default())
}
