//! When stored swap events are folded into the batteries' and units' histories and places
//! (`storage::repo::assets::swaps::settle`, migration m0020).
//!
//! `POST /api/v1/battery-swaps` only appends, so a burst of stations costs one write per event.
//! The fold runs:
//! - in the background, once batches stop arriving for [`SETTLE_QUIET`] (or [`SETTLE_MAX_WAIT`]
//!   after the first of a steady stream), so a burst's batches settle together (each battery's
//!   and unit's row is written once for all of them) and do not wait behind the fold;
//! - before every read that shows a history or a battery's place ([`settled`]), so a reader never
//!   sees a stored event missing: cheap when the background fold has caught up.

use std::time::Duration;

use sea_orm::DatabaseConnection;
use storage::repo::assets::swaps::{self, Settled};
use tokio::sync::Notify;

use crate::error::ApiResult;

/// How long no batch must arrive before the background fold runs.
pub const SETTLE_QUIET: Duration = Duration::from_secs(1);
/// The longest the background fold waits behind a steady stream of batches.
pub const SETTLE_MAX_WAIT: Duration = Duration::from_secs(10);

/// Wakes the background fold (one per process).
#[derive(Debug, Default)]
pub struct Settler {
    wake: Notify,
}

impl Settler {
    /// A batch was stored: settle soon.
    pub fn wake(&self) {
        self.wake.notify_one();
    }
}

impl Settler {
    /// The background fold: settles what an earlier run left, then after every wake. Never
    /// returns; a failed fold is logged and retried on the next wake (readers settle for
    /// themselves anyway).
    pub async fn run(&self, db: &DatabaseConnection) {
        loop {
            if let Err(e) = swaps::settle(db).await {
                tracing::warn!(error = %e, "settling battery swaps failed");
            }
            self.wake.notified().await;
            let first = tokio::time::Instant::now();
            while first.elapsed() < SETTLE_MAX_WAIT && tokio::time::timeout(SETTLE_QUIET, self.wake.notified()).await.is_ok() {}
        }
    }
}

/// Settles every stored swap before a read of histories or places. Errors: database only (503
/// `server_busy` when the write lock stays taken).
pub async fn settled(db: &DatabaseConnection) -> ApiResult<Settled> {
    Ok(swaps::settle(db).await?)
}
