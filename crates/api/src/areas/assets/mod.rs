//! Motorcycles, handovers, batteries and swap events (issue 11; spec §2 `/app/motorcycle/*`,
//! `/app/battery/*`; DESIGN §3 "Assets"). Thin handlers: the rules are `domain::assets`, the
//! scope and the guarded writes `storage::repo::assets`.
//!
//! Access: levels by the route table (spec §6). A funder's staff read the units their lender's
//! loans hold, and change nothing: 403 `assets_not_for_funder_staff`.

pub mod batteries;
pub mod handover;
pub mod motorcycle_import;
pub mod motorcycles;
pub mod settler;

use crate::{
    auth::Staff,
    error::{ApiError, ApiResult},
};

/// Refuses a funder's staff: assets are the lender's own staff's to change.
/// Errors: 403 `assets_not_for_funder_staff`.
pub fn in_house_only(staff: &Staff) -> ApiResult<()> {
    if staff.loan_scope().lender().is_some() {
        return Err(ApiError::Denied { field: None, code: "assets_not_for_funder_staff" });
    }
    Ok(())
}
