//! Uploads and authorised downloads (DESIGN §3 `POST /api/v1/files`, `GET /api/v1/files/{id}`).

use axum::{
    extract::{Multipart, State},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use domain::{ValidationErrors, documents::FileKind};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use storage::entity::file;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::created,
    error::{ApiError, ApiResult},
    extract::{ApiPath, ApiQuery},
    files::UploadError,
    idempotency::Idempotency,
    state::AppState,
};

/// `POST /api/v1/files` answer.
#[derive(Serialize, ToSchema)]
pub struct Uploaded {
    pub file_id: Uuid,
    pub kind: String,
    pub content_type: String,
    /// Bytes stored (images after re-encoding).
    pub size: i64,
}

fn refused(status: StatusCode, field: &str, code: &'static str) -> ApiError {
    let mut e = ValidationErrors::new();
    e.add(field, code);
    ApiError::Upload(status, e)
}

/// `POST /api/v1/files`, multipart with `file`, `kind` and optionally `loan_id` (the loan it is
/// for, which must be in the caller's scope; without it the file is the caller's until a step
/// attaches it). Errors: 404 `loan_id` out of scope; 413 `file_too_large`
/// (over 2 MiB), 415 `file_type_invalid` / `file_images_only` / `file_pdf_only` (by the bytes,
/// whatever the name says), 422 `file_required`, `file_kind_invalid`, `file_unreadable`,
/// `image_too_large`, `pdf_unreadable`; 503 `server_busy` when every image worker stays busy.
pub async fn upload(State(state): State<AppState>, staff: Staff, idem: Idempotency, mut form: Multipart) -> ApiResult<Response> {
    let mut kind: Option<String> = None;
    let mut loan_code: Option<String> = None;
    let mut file: Option<(Option<String>, Vec<u8>)> = None;
    while let Some(field) = form.next_field().await.map_err(|_| ApiError::BadRequest("malformed"))? {
        match field.name() {
            Some("kind") => kind = Some(field.text().await.map_err(|_| ApiError::BadRequest("malformed"))?),
            Some("loan_id") => loan_code = Some(field.text().await.map_err(|_| ApiError::BadRequest("malformed"))?),
            Some("file") => {
                // Kept for display only: without control characters (a NUL cannot be stored
                // in PostgreSQL text) and cut to the column's 255 characters.
                let name = field.file_name().map(|n| n.chars().filter(|c| !c.is_control()).take(255).collect());
                let bytes = field.bytes().await.map_err(|_| refused(StatusCode::PAYLOAD_TOO_LARGE, "file", "file_too_large"))?;
                file = Some((name, bytes.to_vec()));
            }
            _ => {}
        }
    }
    let mut errors = ValidationErrors::new();
    let kind = match kind.as_deref().and_then(FileKind::parse) {
        Some(k) => Some(k),
        None => {
            errors.add("kind", "file_kind_invalid");
            None
        }
    };
    if file.as_ref().is_none_or(|(_, b)| b.is_empty()) {
        errors.add("file", "file_required");
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let loan_id = match loan_code.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        Some(code) => Some(crate::loans::load(&state, &staff, code).await?.id),
        None => None,
    };
    let (Some(kind), Some((original_name, bytes))) = (kind, file) else {
        return Err(ApiError::field("file", "file_required"));
    };
    // The route admits every uploading area; each kind is its own area's.
    if !staff.level.allows(kind.uploaded_in()) {
        return Err(ApiError::Forbidden);
    }
    let (file_type, stored) = state.uploads.prepare(kind, bytes).await.map_err(|e| match e {
        UploadError::TooLarge => refused(StatusCode::PAYLOAD_TOO_LARGE, "file", "file_too_large"),
        UploadError::WrongType(code) => refused(StatusCode::UNSUPPORTED_MEDIA_TYPE, "file", code),
        UploadError::Unreadable => ApiError::field("file", "file_unreadable"),
        UploadError::ImageTooLarge => ApiError::field("file", "image_too_large"),
        UploadError::PdfUnreadable => ApiError::field("file", "pdf_unreadable"),
        UploadError::Busy => ApiError::Busy,
    })?;
    let id = Uuid::now_v7();
    let key = format!("uploads/{id}");
    let sha = hex::encode(Sha256::digest(&stored));
    let size = i64::try_from(stored.len()).unwrap_or(i64::MAX);
    // Bytes first: a row never points at a missing object (an orphan object is harmless).
    state.files.put(&key, stored).await?;
    let txn = storage::begin_write(&state.db).await?;
    let kind_name = kind.name().to_owned();
    storage::repo::files::insert(
        &txn,
        file::Model {
            id,
            kind: kind_name.clone(),
            content_type: file_type.content_type().into(),
            size_bytes: size,
            storage_key: key,
            sha256: sha,
            original_name,
            uploaded_by: staff.user_id,
            loan_id,
            created_at: storage::repo::now(),
        },
    )
    .await?;
    let res =
        created(Uploaded { file_id: id, kind: kind_name, content_type: file_type.content_type().into(), size }).into_response();
    let res = idem.record(&txn, res).await?;
    txn.commit().await?;
    Ok(res)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DownloadQuery {
    /// `1` for `Content-Disposition: attachment`.
    pub download: Option<u8>,
}

/// Whether `staff` may read `f` (issue 6, DESIGN §4): a file of a loan only when the loan is
/// in their scope (a deleted loan's files only at level 21); a file no loan has yet only by
/// whoever uploaded it (and level 21). A file of a loan read is logged as a read of its
/// borrower's data (UU PDP).
async fn readable(state: &AppState, staff: &Staff, f: &file::Model) -> ApiResult<bool> {
    let top = staff.level == domain::Level(21);
    Ok(match f.loan_id {
        Some(loan_id) => {
            let loan = storage::repo::loans::find_by_id(&state.db, staff.loan_scope(), loan_id).await?;
            match loan.filter(|l| l.deleted_at.is_none() || top) {
                Some(l) => {
                    let action = domain::retention::AccessAction::ViewDocument;
                    crate::access_log::record(state, staff, l.borrower_id, Some(l.id), Some(f.id), action).await?;
                    true
                }
                None => false,
            }
        }
        None => top || f.uploaded_by == staff.user_id,
    })
}

/// `GET /api/v1/files/{id}`: the bytes, inline (or as an attachment with `?download=1`), in a
/// sandbox so a PDF cannot run script in the app's origin. Errors: 404 when it does not exist
/// or the caller may not read it.
pub async fn download(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(id): ApiPath<Uuid>,
    ApiQuery(q): ApiQuery<DownloadQuery>,
) -> ApiResult<Response> {
    let f = storage::repo::files::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    if !readable(&state, &staff, &f).await? {
        return Err(ApiError::NotFound);
    }
    let bytes = state.files.get(&f.storage_key).await?;
    let ext = crate::files::extension_of(&f.content_type);
    let disposition = if q.download == Some(1) { "attachment" } else { "inline" };
    let mut res = (StatusCode::OK, bytes).into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_str(&f.content_type).map_err(|e| ApiError::Internal(e.into()))?);
    h.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&format!("{disposition}; filename=\"{}-{}.{ext}\"", f.kind, &f.id.to_string()[..8]))
            .map_err(|e| ApiError::Internal(e.into()))?,
    );
    h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static("default-src 'none'; img-src 'self'; sandbox"));
    Ok(res)
}

/// Metadata of stored files by id, for the documents step checks.
pub async fn find_many(state: &AppState, ids: &[Uuid]) -> ApiResult<Vec<file::Model>> {
    Ok(storage::repo::files::find_many(&state.db, ids).await?)
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::routes::table::{FILE_READERS, FILE_UPLOADERS, Returns};
    use axum::http::Method;
    use domain::Access;
    t
        // Files.
        .add_create("/api/v1/files", Access::AnyArea(FILE_UPLOADERS), "Upload one file (multipart: file, kind)", upload)
        .multipart::<crate::openapi::UploadForm>()
        .returns::<Uploaded>()
        .add(Method::GET, "/api/v1/files/{id}", Access::AnyArea(FILE_READERS), "Download a file (authorised)", download)
        .query::<DownloadQuery>()
        .returns_raw(Returns::File)
}
