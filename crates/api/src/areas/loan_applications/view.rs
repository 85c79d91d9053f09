//! What the API shows of an application: the list row and the full detail (all steps).

use std::collections::HashMap;

use domain::pipeline::{Action, ApplicationStatus, ApprovalStatus, DisplayStatus, LeadStatus, Step};
use serde::Serialize;
use serde_json::Value;
use storage::{
    Db,
    entity::{dealer, loan, motorcycle_type, user},
    repo::{borrowers, files, reference, regions},
};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{
    auth::Staff,
    error::{ApiError, ApiResult},
};

/// A chosen reference row.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Named {
    pub id: Uuid,
    pub name: String,
}

/// One row of the application list.
#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationRow {
    /// Loan ID (`LN-…`), also the identifier in URLs.
    pub loan_id: String,
    pub borrower_id: Uuid,
    pub full_name: String,
    pub email: String,
    pub program: Option<Named>,
    pub partner: Option<Named>,
    pub pic: Option<Named>,
    pub status: ApplicationStatus,
    /// What the list shows: the status, or `kyc_scheduled` for an unverified application saved
    /// from the e-KYC invitation step with a schedule.
    pub display_status: DisplayStatus,
    pub lead_status: LeadStatus,
    pub kyc_scheduled_at: Option<chrono::DateTime<chrono::FixedOffset>>,
    /// Set once verified (`pending` until the lender decides).
    pub approval_status: Option<ApprovalStatus>,
    /// Rupiah.
    pub average_monthly_income: Option<i64>,
    pub sales_name: Option<String>,
    pub registered_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    pub version: i32,
    /// The steps not stored valid, in order (`basic-info`, …): what is left to fill. A partner
    /// change drops `basic-info` (the motorcycle type must be chosen again).
    pub missing_steps: Vec<&'static str>,
    /// What the caller may do with the loan now (its state and the caller's level), e.g.
    /// `["edit", "save", "delete", "assign_pic"]`: the web app shows these buttons only.
    pub allowed_actions: Vec<Action>,
}

/// Names of programs, partners and staff for a page of rows, read in one statement.
pub struct Names {
    programs: HashMap<Uuid, String>,
    partners: HashMap<Uuid, String>,
    staff: HashMap<Uuid, String>,
}

impl From<storage::repo::reference::NamesById> for Names {
    fn from(n: storage::repo::reference::NamesById) -> Self {
        Names { programs: n.programs, partners: n.partners, staff: n.users }
    }
}

impl Names {
    /// Programs and partners named in `staff`'s language.
    pub async fn load(db: &Db, staff: &Staff, loans: &[loan::ListItem]) -> ApiResult<Names> {
        Self::of(
            db,
            staff,
            loans.iter().map(|l| l.program_id),
            loans.iter().map(|l| l.partner_id),
            loans.iter().filter_map(|l| l.pic_id),
        )
        .await
    }

    /// The names of these programs, partners and staff (repeats allowed), programs and
    /// partners in `staff`'s language.
    pub async fn of(
        db: &Db,
        staff: &Staff,
        programs: impl Iterator<Item = Uuid>,
        partners: impl Iterator<Item = Uuid>,
        pics: impl Iterator<Item = Uuid>,
    ) -> ApiResult<Names> {
        let distinct = |ids: std::collections::BTreeSet<Uuid>| ids.into_iter().collect::<Vec<_>>();
        let (programs, partners, pics) = (distinct(programs.collect()), distinct(partners.collect()), distinct(pics.collect()));
        let indonesian = staff.lang == domain::Lang::Id;
        Ok(storage::repo::reference::names_of(db, &programs, &partners, &pics, indonesian).await?.into())
    }

    /// The name of program `id` ("" when unknown).
    pub fn program(&self, id: Uuid) -> &str {
        self.programs.get(&id).map_or("", String::as_str)
    }

    /// The name of partner `id` ("" when unknown).
    pub fn partner(&self, id: Uuid) -> &str {
        self.partners.get(&id).map_or("", String::as_str)
    }

    /// The name of staff member `id` ("" when none or unknown).
    pub fn staff(&self, id: Option<Uuid>) -> &str {
        id.and_then(|id| self.staff.get(&id)).map_or("", String::as_str)
    }

    fn named(map: &HashMap<Uuid, String>, id: Option<Uuid>) -> Option<Named> {
        let id = id?;
        map.get(&id).map(|name| Named { id, name: name.clone() })
    }

    /// The list row of `l` as `staff` sees it.
    pub fn row(&self, l: &loan::ListItem, staff: &Staff) -> ApplicationRow {
        let state = l.state();
        ApplicationRow {
            loan_id: l.loan_code.clone(),
            borrower_id: l.borrower_id,
            full_name: l.full_name.clone(),
            email: l.email.clone(),
            program: Self::named(&self.programs, Some(l.program_id)),
            partner: Self::named(&self.partners, Some(l.partner_id)),
            pic: Self::named(&self.staff, l.pic_id),
            status: state.application,
            display_status: state.display_status(),
            lead_status: state.lead,
            kyc_scheduled_at: l.kyc_scheduled_at,
            approval_status: state.approval,
            average_monthly_income: l.average_monthly_income,
            sales_name: l.sales_name.clone(),
            registered_at: l.created_at,
            updated_at: l.updated_at,
            version: l.version,
            missing_steps: state.steps.missing_up_to(Step::Financial).into_iter().map(Step::as_str).collect(),
            allowed_actions: domain::pipeline::allowed_actions_for(&state, staff.viewer()),
        }
    }
}

/// An uploaded file as the detail shows it (download through `GET /api/v1/files/{file_id}`).
#[derive(Debug, Serialize, ToSchema)]
pub struct FileInfo {
    pub file_id: Uuid,
    pub kind: String,
    pub content_type: String,
    /// Bytes.
    pub size: i64,
    /// The name it was uploaded with, when it had one.
    pub original_name: Option<String>,
}

/// The application with every step (`GET /api/v1/loan-applications/{loan_id}`).
#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationDetail {
    #[serde(flatten)]
    pub row: ApplicationRow,
    pub customer_id: String,
    pub phone: String,
    pub dealer: Option<Named>,
    pub motorcycle_type: Option<Named>,
    /// The basic-info step as stored (the fields of `PUT …/basic-info`).
    #[schema(value_type = Object)]
    pub basic_info: Value,
    /// `{residential, residential_same_as_ktp, ktp}` with region names, or null.
    #[schema(value_type = Option<Object>)]
    pub address: Option<Value>,
    /// `{kyc_schedule: {scheduled_at, method, note}}`, or null.
    #[schema(value_type = Option<Object>)]
    pub ekyc_invitation: Option<Value>,
    #[schema(value_type = Option<Object>)]
    pub documents: Option<Value>,
    /// With the computed `average_monthly_income` and `income_per_day` (rupiah).
    #[schema(value_type = Option<Object>)]
    pub financial: Option<Value>,
    /// Which steps are stored valid, by step name (`basic-info`, …).
    pub steps: HashMap<&'static str, bool>,
    /// Every file the documents and financial steps refer to.
    pub files: Vec<FileInfo>,
    pub submitted_at: Option<chrono::DateTime<chrono::Utc>>,
    pub verified_at: Option<chrono::DateTime<chrono::Utc>>,
    pub verified_by: Option<Named>,
    pub deleted_at: Option<chrono::DateTime<chrono::Utc>>,
    pub delete_reason: Option<String>,
    /// The NIK mismatch a staff member confirmed at the documents step (issue 41 item 8), shown
    /// at verification; null when the NIK agrees with the stated birth date and gender.
    pub nik_mismatch: Option<ConfirmedNikMismatch>,
}

/// A NIK mismatch kept on the application: what differed, who confirmed it and when.
#[derive(Debug, Serialize, ToSchema)]
pub struct ConfirmedNikMismatch {
    #[serde(flatten)]
    pub mismatch: domain::nik::NikMismatch,
    pub confirmed_by: Option<Named>,
    pub confirmed_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// File ids mentioned anywhere in a step's JSON (keys ending in `file_id`).
pub fn file_ids(v: &Value, out: &mut Vec<Uuid>) {
    match v {
        Value::Object(map) => {
            for (k, val) in map {
                if k.ends_with("file_id") {
                    if let Some(id) = val.as_str().and_then(|s| s.parse().ok()) {
                        out.push(id);
                    }
                } else {
                    file_ids(val, out);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|i| file_ids(i, out)),
        _ => {}
    }
}

async fn with_region_names(db: &Db, mut address: Value) -> ApiResult<Value> {
    let mut codes = Vec::new();
    for part in ["residential", "ktp"] {
        for f in ["province_code", "city_code", "district_code", "sub_district_code"] {
            if let Some(c) = address[part][f].as_str() {
                codes.push(c.to_owned());
            }
        }
    }
    let codes: Vec<&str> = codes.iter().map(String::as_str).collect();
    let names: HashMap<String, String> = regions::find_many(db, &codes).await?.into_iter().map(|r| (r.code, r.name)).collect();
    for part in ["residential", "ktp"] {
        if let Some(obj) = address.get_mut(part).and_then(Value::as_object_mut) {
            for f in ["province", "city", "district", "sub_district"] {
                let name = obj.get(&format!("{f}_code")).and_then(Value::as_str).and_then(|c| names.get(c)).cloned();
                obj.insert(format!("{f}_name"), name.map_or(Value::Null, Value::String));
            }
        }
    }
    Ok(address)
}

/// Builds the detail of `l` as `staff` sees it.
pub async fn detail(db: &Db, staff: &Staff, l: &loan::Model) -> ApiResult<ApplicationDetail> {
    let b = borrowers::find(db, l.borrower_id).await?.ok_or(ApiError::NotFound)?;
    let item = loan::ListItem::from(l);
    let names = Names::load(db, staff, std::slice::from_ref(&item)).await?;
    let dealer = reference::by_id::<dealer::Entity>(db, l.dealer_id).await?;
    // Motorcycle types belong to a partner: after a partner change the stored type may be the
    // old partner's. It is then no choice of this application (the basic-info step was dropped
    // with it) and is shown as not chosen, so the form asks for it again.
    let motorcycle = reference::by_id::<motorcycle_type::Entity>(db, l.motorcycle_type_id)
        .await?
        .filter(|m| m.partner_id == l.partner_id)
        .map(|m| m.localize(staff.lang == domain::Lang::Id));
    let staff_named = async |id: Option<Uuid>| -> ApiResult<Option<Named>> {
        Ok(match id {
            Some(id) => reference::by_id::<user::Entity>(db, id).await?.map(|u| Named { id, name: u.full_name }),
            None => None,
        })
    };
    let verified_by = staff_named(l.verified_by).await?;
    let nik_mismatch = match l.nik_mismatch.as_ref().and_then(|m| serde_json::from_value(m.clone()).ok()) {
        Some(mismatch) => Some(ConfirmedNikMismatch {
            mismatch,
            confirmed_by: staff_named(l.nik_mismatch_confirmed_by).await?,
            confirmed_at: l.nik_mismatch_confirmed_at,
        }),
        None => None,
    };
    let basic_info = serde_json::json!({
        "full_name": b.full_name,
        "gender": b.gender,
        "birth_place": b.birth_place,
        "birth_date": b.birth_date,
        "marital_status": b.marital_status,
        "mother_name": b.mother_name,
        "spouse_name": b.spouse_name,
        "emergency_contact": {"name": b.emergency_name, "phone": b.emergency_phone, "relation": b.emergency_relation},
        "email": b.email,
        "phone": b.phone,
        "program_id": l.program_id,
        "dealer_id": l.dealer_id,
        "partner_id": l.partner_id,
        "motorcycle_type_id": motorcycle.as_ref().map(|m| m.id),
        "sales_name": l.sales_name,
    });
    let address = match &l.address {
        Some(a) => Some(with_region_names(db, a.clone()).await?),
        None => None,
    };
    let ekyc_invitation = l
        .kyc_scheduled_at
        .map(|at| serde_json::json!({"kyc_schedule": {"scheduled_at": at, "method": l.kyc_method, "location": l.kyc_location, "note": l.kyc_note}}));
    let mut financial = l.financial.clone();
    if let Some(Value::Object(f)) = financial.as_mut() {
        f.insert("average_monthly_income".into(), l.average_monthly_income.into());
        f.insert("income_per_day".into(), l.income_per_day.into());
    }
    let mut ids = Vec::new();
    for step in [&l.documents, &l.financial].into_iter().flatten() {
        file_ids(step, &mut ids);
    }
    let files = if ids.is_empty() {
        vec![]
    } else {
        files::find_many(db, &ids)
            .await?
            .into_iter()
            .map(|f| FileInfo {
                file_id: f.id,
                kind: f.kind,
                content_type: f.content_type,
                size: f.size_bytes,
                original_name: f.original_name,
            })
            .collect()
    };
    let state = storage::repo::loans::state_of(l);
    let steps = Step::ALL.iter().map(|s| (s.as_str(), state.steps.contains(*s))).collect();
    let mut row = names.row(&item, staff);
    row.allowed_actions = domain::pipeline::allowed_actions_for(&state, staff.viewer());
    Ok(ApplicationDetail {
        row,
        customer_id: b.customer_code,
        phone: b.phone,
        dealer: dealer.map(|d| Named { id: d.id, name: d.name }),
        motorcycle_type: motorcycle.map(|m| Named { id: m.id, name: m.name }),
        basic_info,
        address,
        ekyc_invitation,
        documents: l.documents.clone(),
        financial,
        steps,
        files,
        submitted_at: l.submitted_at,
        verified_at: l.verified_at,
        verified_by,
        deleted_at: l.deleted_at,
        delete_reason: l.delete_reason.clone(),
        nik_mismatch,
    })
}
