//! The log of reads of a borrower's personal data (UU PDP; DESIGN §4), written by every
//! handler that shows it.

use storage::repo::access_log::{self, Read};
use uuid::Uuid;

use crate::{auth::Staff, error::ApiResult, state::AppState};

/// Records that `staff` read a borrower's data (what, as `action`). A read
/// that cannot be logged is refused (500): an unlogged read is what the log exists to prevent.
pub async fn record(
    state: &AppState,
    staff: &Staff,
    borrower_id: Uuid,
    loan_id: Option<Uuid>,
    file_id: Option<Uuid>,
    action: domain::retention::AccessAction,
) -> ApiResult<()> {
    access_log::record(&state.db, &staff.actor(), Read { borrower_id, loan_id, file_id, action }).await?;
    Ok(())
}
