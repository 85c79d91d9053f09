//! Uploads and authorised downloads (DESIGN §3 `POST /api/v1/files`, `GET /api/v1/files/{id}`).

use axum::{
    extract::{Multipart, Path, Query, State},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use domain::{ValidationErrors, documents::FileKind};
use sea_orm::{ActiveModelTrait, EntityTrait, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use storage::entity::file;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    envelope::created,
    error::{ApiError, ApiResult},
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

/// `POST /api/v1/files`, multipart with `file` and `kind`. Errors: 413 `file_too_large`
/// (over 2 MiB), 415 `file_type_invalid` / `file_images_only` / `file_pdf_only` (by the bytes,
/// whatever the name says), 422 `file_required`, `file_kind_invalid`, `file_unreadable`,
/// `image_too_large`, `pdf_unreadable`; 503 `server_busy` when every image worker stays busy.
pub async fn upload(State(state): State<AppState>, staff: Staff, idem: Idempotency, mut form: Multipart) -> ApiResult<Response> {
    let mut kind: Option<String> = None;
    let mut file: Option<(Option<String>, Vec<u8>)> = None;
    while let Some(field) = form.next_field().await.map_err(|_| ApiError::BadRequest("malformed"))? {
        match field.name() {
            Some("kind") => kind = Some(field.text().await.map_err(|_| ApiError::BadRequest("malformed"))?),
            Some("file") => {
                let name = field.file_name().map(|n| n.chars().take(255).collect());
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
    let (kind, (original_name, bytes)) = (kind.expect("checked"), file.expect("checked"));
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
    let size = stored.len() as i64;
    // Bytes first: a row never points at a missing object (an orphan object is harmless).
    state.files.put(&key, stored).await?;
    let txn = state.db.begin().await?;
    let kind_name = serde_json::to_value(kind).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
    file::ActiveModel {
        id: Set(id),
        kind: Set(kind_name.clone()),
        content_type: Set(file_type.content_type().into()),
        size_bytes: Set(size),
        storage_key: Set(key),
        sha256: Set(sha),
        original_name: Set(original_name),
        uploaded_by: Set(staff.user_id),
        created_at: Set(storage::repo::now()),
    }
    .insert(&txn)
    .await?;
    let res = created(Uploaded { file_id: id, kind: kind_name, content_type: file_type.content_type().into(), size }).into_response();
    let res = idem.record(&txn, res).await?;
    txn.commit().await?;
    Ok(res)
}

#[derive(Deserialize)]
pub struct DownloadQuery {
    /// `1` for `Content-Disposition: attachment`.
    pub download: Option<u8>,
}

/// `GET /api/v1/files/{id}`: the bytes, inline (or as an attachment with `?download=1`), in a
/// sandbox so a PDF cannot run script in the app's origin. Errors: 404.
pub async fn download(
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Query(q): Query<DownloadQuery>,
) -> ApiResult<Response> {
    let f = file::Entity::find_by_id(id).one(&state.db).await?.ok_or(ApiError::NotFound)?;
    let bytes = state.files.get(&f.storage_key).await?;
    let ext = match f.content_type.as_str() {
        "image/jpeg" => "jpg",
        "image/png" => "png",
        _ => "pdf",
    };
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
    use sea_orm::{ColumnTrait, QueryFilter};
    Ok(file::Entity::find().filter(file::Column::Id.is_in(ids.iter().copied())).all(&state.db).await?)
}
