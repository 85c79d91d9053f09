//! The files a loan's step may attach (issue 6: a step cannot borrow another loan's documents).

use domain::{ValidationErrors, documents::FileKind};
use storage::entity::loan;
use uuid::Uuid;

use crate::{auth::Staff, error::ApiResult, state::AppState};

/// Checks that each given file id names an uploaded file of the slot's kind that this loan may
/// use: one uploaded for it (or attached to it already), or one the caller uploaded and no loan
/// has yet (issue 6: a step cannot borrow another loan's documents). Answers the ids to attach.
pub async fn check_files(
    state: &AppState,
    staff: &Staff,
    l: &loan::Model,
    slots: &[(String, Option<&str>, FileKind)],
    errors: &mut ValidationErrors,
) -> ApiResult<Vec<Uuid>> {
    let mut ids = Vec::new();
    for (field, value, _) in slots {
        if let Some(v) = value.filter(|v| !v.trim().is_empty()) {
            match v.parse::<Uuid>() {
                Ok(id) => ids.push(id),
                Err(_) => errors.add(field.clone(), "file_unknown"),
            }
        }
    }
    let usable = |f: &storage::entity::file::Model| match f.loan_id {
        Some(loan_id) => loan_id == l.id,
        None => f.uploaded_by == staff.user_id,
    };
    let found: std::collections::HashMap<Uuid, String> =
        storage::repo::files::find_many(&state.db, &ids).await?.into_iter().filter(usable).map(|f| (f.id, f.kind)).collect();
    for (field, value, kind) in slots {
        let Some(id) = value.and_then(|v| v.parse::<Uuid>().ok()) else { continue };
        let want = kind.name();
        match found.get(&id) {
            None => errors.add(field.clone(), "file_unknown"),
            Some(k) if *k != want => errors.add(field.clone(), "file_kind_mismatch"),
            Some(_) => {}
        }
    }
    Ok(ids)
}
