//! When stored swap events are folded into the batteries' and units' histories and places
//! (`storage::repo::assets::swaps::settle`, migration m0020).
//!
//! `POST /api/v1/battery-swaps` only appends, so a burst of stations costs one write per event.
//! The fold runs:
//! - in the background, [`SETTLE_DELAY`] after a batch arrives, so a burst's batches settle
//!   together (each battery's and unit's row is written once for all of them);
//! - before every read that shows a history or a battery's place ([`settled`]), so a reader never
//!   sees a stored event missing: cheap when the background fold has caught up.

use std::time::Duration;

use storage::repo::assets::swaps::{self, Settled};
use tokio::sync::Notify;

use crate::{error::ApiResult, state::AppState};

/// How long the background fold waits after a batch, gathering the batches that follow.
pub const SETTLE_DELAY: Duration = Duration::from_secs(2);

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

/// The background fold: settles what an earlier run left, then after every wake. Never returns;
/// a failed fold is logged and retried on the next wake (readers settle for themselves anyway).
pub async fn run(state: AppState) {
    loop {
        if let Err(e) = swaps::settle(&state.db).await {
            tracing::warn!(error = %e, "settling battery swaps failed");
        }
        state.swap_settler.wake.notified().await;
        tokio::time::sleep(SETTLE_DELAY).await;
    }
}

/// Settles every stored swap before a read of histories or places. Errors: database only (503
/// `server_busy` when the write lock stays taken).
pub async fn settled(state: &AppState) -> ApiResult<Settled> {
    Ok(swaps::settle(&state.db).await?)
}
