//! An uploaded file (DESIGN §1, §6): bytes in the object store under a server-made key, served
//! only through the authorised endpoint.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "files")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// What it is for (`ktp_photo`, `rto_form`, …).
    pub kind: String,
    /// From the bytes: `image/jpeg`, `image/png`, `application/pdf`.
    pub content_type: String,
    /// Bytes, after re-encoding images.
    pub size_bytes: i64,
    pub storage_key: String,
    pub sha256: String,
    pub original_name: Option<String>,
    pub uploaded_by: Uuid,
    /// The loan it was uploaded for (or attached to by a step); `None` until then, when only
    /// its uploader may read it.
    pub loan_id: Option<Uuid>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
