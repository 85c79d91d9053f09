//! The late list's query parts that the repayment area's late and billing lists and the
//! collections worklist read alike: the page cursor and the quality-bucket filter.

use storage::repo::loans::billing::DayCursor;

use crate::{
    error::{ApiError, ApiResult},
    state::AppState,
};

/// The `cursor` parameter (the `next_cursor` of the previous page; blank is none). Errors: 400
/// `cursor_invalid`.
pub fn cursor(v: Option<&str>) -> ApiResult<Option<DayCursor>> {
    match v.filter(|c| !c.is_empty()) {
        None => Ok(None),
        Some(c) => c.parse::<DayCursor>().map(Some).map_err(|()| ApiError::BadRequest("cursor_invalid")),
    }
}

/// The `bucket` parameter, trimmed (blank is none): a code some quality regime has. Errors: 400
/// `bucket_invalid`.
pub async fn bucket(state: &AppState, v: Option<&str>) -> ApiResult<Option<String>> {
    let bucket = v.map(str::trim).filter(|b| !b.is_empty()).map(str::to_owned);
    if let Some(b) = bucket.as_deref() {
        let regimes = storage::repo::quality_regimes::all(&state.db).await?;
        if !regimes.iter().any(|(_, r)| r.contains(b)) {
            return Err(ApiError::BadRequest("bucket_invalid"));
        }
    }
    Ok(bucket)
}
