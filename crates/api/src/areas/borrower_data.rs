//! A borrower's data under UU PDP 27/2022 (issue 12 items 4 and 5; level 21): who read it
//! (`GET /api/v1/borrowers/{borrower_id}/access-log`) and everything held on them as a zip of
//! JSON and the original files (`GET …/data-export`), the export itself logged as a read. Reads
//! by staff elsewhere call [`record`].

use std::io::Write;

use axum::{
    extract::State,
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use serde::Serialize;
use storage::repo::access_log;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::ok,
    error::{ApiError, ApiResult},
    extract::ApiPath,
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// One read of the borrower's data.
#[derive(Debug, Serialize, ToSchema)]
pub struct AccessEntry {
    pub id: Uuid,
    pub at: DateTime<Utc>,
    pub actor_id: Uuid,
    pub actor_name: Option<String>,
    pub action: domain::retention::AccessAction,
    pub loan_id: Option<Uuid>,
    pub file_id: Option<Uuid>,
    /// The loan's ID (`LN-…`) and the document read, as the log names them (issue 45 item 2).
    pub loan_code: Option<String>,
    pub document: Option<storage::repo::audit::DocumentRef>,
}

impl Listed for AccessEntry {
    const PAGE: &str = "AccessPage";
}

/// 404 unless the borrower exists.
async fn check_borrower(state: &AppState, borrower_id: Uuid) -> ApiResult<()> {
    storage::repo::borrowers::find(&state.db, borrower_id).await?.map(|_| ()).ok_or(ApiError::NotFound)
}

/// `GET /api/v1/borrowers/{borrower_id}/access-log?sort=&limit=&cursor=`: newest first.
/// Errors: 404 no such borrower.
pub async fn access_log(
    State(state): State<AppState>,
    ApiPath(borrower_id): ApiPath<Uuid>,
    page: PageQuery,
) -> ApiResult<Response> {
    check_borrower(&state, borrower_id).await?;
    let (rows, next_cursor, total) = access_log::page(&state.db, borrower_id, page.at()).await?;
    let mut ids: Vec<Uuid> = rows.iter().map(|r| r.actor_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let names = storage::repo::reference::names_of(&state.db, &[], &[], &ids, false).await?.users;
    let loans: Vec<Uuid> = rows.iter().filter_map(|r| r.loan_id).collect();
    let files: Vec<Uuid> = rows.iter().filter_map(|r| r.file_id).collect();
    let labels = storage::repo::audit::Labels::load(&state.db, &loans, &files).await?;
    let items = rows
        .into_iter()
        .map(|r| {
            Ok(AccessEntry {
                actor_name: names.get(&r.actor_id).cloned(),
                id: r.id,
                at: r.at,
                actor_id: r.actor_id,
                action: storage::entity::decode("borrower_access_log.action", &r.action)?,
                loan_code: labels.loan(r.loan_id),
                document: labels.file(r.file_id),
                loan_id: r.loan_id,
                file_id: r.file_id,
            })
        })
        .collect::<Result<Vec<_>, sea_orm::DbErr>>()?;
    Ok(ok(Page::new(items, next_cursor, total)).into_response())
}

/// `GET /api/v1/borrowers/{borrower_id}/data-export` → `application/zip`: `borrower.json`,
/// `loans.json`, `installments.json`, `payments.json`, `payment_proofs.json`,
/// `allocations.json`, `holds.json`, `audit.json`, `access_log.json` (this export included),
/// `files.json` and `files/<kind>-<id>.<ext>` (the original bytes). Written to a temporary file,
/// then streamed: memory holds one file at a time. Errors: 404 no such borrower.
pub async fn data_export(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(borrower_id): ApiPath<Uuid>,
) -> ApiResult<Response> {
    check_borrower(&state, borrower_id).await?;
    // Logged first, so the export lists itself.
    crate::access_log::record(&state, &staff, borrower_id, None, None, domain::retention::AccessAction::DataExport).await?;
    let data = storage::repo::borrower_data::of(&state.db, borrower_id).await?.ok_or(ApiError::NotFound)?;
    let tmp = tempfile::NamedTempFile::new().map_err(|e| ApiError::Internal(e.into()))?;
    let mut zip = zip::ZipWriter::new(tmp.reopen().map_err(|e| ApiError::Internal(e.into()))?);
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    let internal = |e: &dyn std::fmt::Display| ApiError::Internal(anyhow::anyhow!("data export: {e}"));
    let files_meta: Vec<serde_json::Value> = data
        .files
        .iter()
        .map(|f| {
            serde_json::json!({"id": f.id, "kind": f.kind, "content_type": f.content_type, "size_bytes": f.size_bytes,
                "sha256": f.sha256, "original_name": f.original_name, "loan_id": f.loan_id, "created_at": f.created_at,
                "path": file_path(f)})
        })
        .collect();
    let parts: [(&str, serde_json::Value); 10] = [
        ("borrower.json", data.borrower),
        ("loans.json", data.loans.into()),
        ("installments.json", data.installments.into()),
        ("payments.json", data.payments.into()),
        ("payment_proofs.json", data.payment_proofs.into()),
        ("allocations.json", data.allocations.into()),
        ("holds.json", data.holds.into()),
        ("audit.json", data.audit.into()),
        ("access_log.json", data.access_log.into()),
        ("files.json", files_meta.into()),
    ];
    for (name, value) in parts {
        zip.start_file(name, opts).map_err(|e| internal(&e))?;
        let text = serde_json::to_vec_pretty(&value).map_err(|e| internal(&e))?;
        zip.write_all(&text).map_err(|e| internal(&e))?;
    }
    for f in &data.files {
        let bytes = state.files.get(&f.storage_key).await?;
        zip.start_file(file_path(f), opts).map_err(|e| internal(&e))?;
        zip.write_all(&bytes).map_err(|e| internal(&e))?;
    }
    zip.finish().map_err(|e| internal(&e))?;
    let file = tokio::fs::File::open(tmp.path()).await.map_err(|e| ApiError::Internal(e.into()))?;
    drop(tmp);
    let body = axum::body::Body::from_stream(tokio_util::io::ReaderStream::new(file));
    Ok((
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "application/zip".to_owned()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"borrower-{}.zip\"", &borrower_id.to_string()[..8])),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        body,
    )
        .into_response())
}

/// Where a stored file sits in the zip.
fn file_path(f: &storage::entity::file::Model) -> String {
    format!("files/{}-{}.{}", f.kind, f.id, crate::files::extension_of(&f.content_type))
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::table::Returns;
    use axum::http::Method;
    use domain::Access;
    t.add(
        Method::GET,
        "/api/v1/borrowers/{borrower_id}/access-log",
        Access::Admin,
        "Who read a borrower's data (UU PDP)",
        access_log,
    )
    .query::<crate::page::PageParams>()
    .returns::<Page<AccessEntry>>()
    .add(
        Method::GET,
        "/api/v1/borrowers/{borrower_id}/data-export",
        Access::Admin,
        "Everything held on a borrower, as a zip of JSON and the original files (UU PDP)",
        data_export,
    )
    .returns_raw(Returns::Raw("application/zip"))
}
