//! A loan's money writes take turns in this instance (issue 46 item 5): a payment, payoff,
//! recovery, reversal, write-off, waiver or restructuring reads the loan, computes its change
//! and commits it while holding the loan's turn, so twenty payments sent at once on one loan
//! all post one after another instead of losing the version race to each other (the write path
//! still checks the loan's version: a writer that takes no turn, such as the daily job or
//! another instance of a cluster, makes the loser read again, `PAYMENT_ATTEMPTS`).
//!
//! Turns are striped: a fixed set of async mutexes indexed by the loan's id, so nothing grows
//! with the book and nothing needs clearing; two loans that share a stripe only wait for each
//! other's few milliseconds of work.

use tokio::sync::{Mutex, MutexGuard};
use uuid::Uuid;

/// How many loans' money writes may run at once in one instance, at most.
pub const MONEY_STRIPES: usize = 64;

/// The stripes; one per instance, in `AppState`.
pub struct MoneyQueue {
    stripes: Box<[Mutex<()>]>,
}

/// A loan's turn: its money writes by others in this instance wait until it drops.
pub type MoneyTurn<'a> = MutexGuard<'a, ()>;

impl Default for MoneyQueue {
    fn default() -> Self {
        MoneyQueue { stripes: (0..MONEY_STRIPES).map(|_| Mutex::new(())).collect() }
    }
}

impl MoneyQueue {
    /// Waits for loan `loan`'s turn (first come, first served: tokio's mutex is fair).
    pub async fn turn(&self, loan: Uuid) -> MoneyTurn<'_> {
        // A v7 id's low bits are random, so loans spread evenly over the stripes.
        let i = usize::try_from(loan.as_u128() % MONEY_STRIPES as u128).unwrap_or_default();
        self.stripes[i].lock().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn one_loan_waits_for_its_turn_and_another_loan_does_not() {
        let q = MoneyQueue::default();
        let a = Uuid::from_u128(1);
        let held = q.turn(a).await;
        let same = tokio::time::timeout(std::time::Duration::from_millis(20), q.turn(a)).await;
        assert!(same.is_err(), "the same loan waits");
        let other = tokio::time::timeout(std::time::Duration::from_millis(20), q.turn(Uuid::from_u128(2))).await;
        assert!(other.is_ok(), "another stripe does not");
        drop(held);
        assert!(tokio::time::timeout(std::time::Duration::from_millis(20), q.turn(a)).await.is_ok());
    }
}
