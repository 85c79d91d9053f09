//! The stage lists' shared reading: a stage list's filter from the page query, its filters as
//! a download's audit row records them, and its streamed workbook (DESIGN §3 `format=xlsx`).

use storage::entity::loan;

use crate::{auth::Staff, error::ApiResult};

/// A stage list's filter in the caller's scope with the page's search, order, size and cursor
/// (every stage list reads them the same way).
pub fn stage_filter(
    staff: &Staff,
    list: storage::repo::loans::stages::StageList,
    page: crate::page::PageQuery,
) -> storage::repo::loans::stages::StageFilter {
    let mut f = storage::repo::loans::stages::StageFilter::new(staff.loan_scope(), list);
    f.q = page.q;
    f.sort = page.sort;
    f.limit = page.limit;
    f.cursor = page.cursor;
    f
}

/// A stage list's filters as its download's audit row records them.
pub fn stage_filters(f: &storage::repo::loans::stages::StageFilter) -> serde_json::Value {
    serde_json::json!({
        "q": f.q,
        "statuses": f.statuses.iter().map(|(_, _, key)| key.clone()).collect::<Vec<_>>(),
        "lender_id": f.lender_id,
        "program_id": f.program_id,
        "from": f.from,
        "to": f.to,
        "remaining_min": f.remaining_min,
        "remaining_max": f.remaining_max,
        "hold_billing": f.hold_billing,
        "sort": format!("{:?}", f.sort),
    })
}

/// A stage list as filtered, as a streamed workbook (`format=xlsx`, DESIGN §3; issue 41 item
/// 9): every page of `f` from the first, each page's loans made into the list's own items by
/// `items` (so the workbook has one row per item the JSON list answers) and each item into
/// cells by `cells`; audited with the filters and the row count.
pub async fn stage_download<R>(
    state: &crate::state::AppState,
    staff: &Staff,
    mut f: storage::repo::loans::stages::StageFilter,
    download: crate::xlsx::Download<'_>,
    items: impl Fn(&[loan::Model]) -> Vec<R>,
    cells: impl Fn(&R) -> Vec<crate::xlsx::Cell>,
) -> ApiResult<axum::response::Response> {
    let filters = stage_filters(&f);
    let export = download.start(state, staff.lang).await;
    f.limit = crate::xlsx::EXPORT_PAGE;
    f.cursor = None;
    let mut written = 0u64;
    loop {
        let (rows, next, _) = storage::repo::loans::stages::list(&state.db, &f).await?;
        written += rows.len() as u64;
        export.rows(items(&rows).iter().map(&cells).collect()).await?;
        match next {
            Some(c) if written < u64::from(crate::xlsx::MAX_ROWS) => f.cursor = Some(c),
            _ => break,
        }
    }
    download.finish(state, staff, export, filters, written).await
}
