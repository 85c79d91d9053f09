//! User management (`/app/user-management`): invite staff, change name, level or status.
//!
//! Rules: staff invite, change, disable and re-invite only accounts whose level's areas they
//! hold themselves, and grant only such levels ([`Level::may_manage`]; so only level 21 grants
//! level 21 or touches a level-21 account): 403 `account_not_manageable` /
//! `level_not_grantable` otherwise (OWASP API5). Nobody changes their own level or status (no
//! self-lockout, no self-promotion); changing a level or disabling an account ends its
//! sessions in the same transaction (DESIGN §4).
//!
//! Funder scope (issue 40 item 3, [`domain::access::Manager`]): a manager tied to a lender (or
//! to one of its funding sources) lists, reads and changes only the accounts of its own lender
//! (or source); every other account, in-house ones included, is 404, the repository filtering
//! by the caller's scope. It gives accounts only its own tie: an invitation without a lender
//! gets the manager's lender (and source), since a funder's manager can invite nobody else;
//! naming another lender, `null` (in-house) or a wider tie is 403 `lender_not_grantable`. In-house
//! managers keep the level rule alone.

use axum::{
    extract::State,
    response::{IntoResponse, Response},
};
use std::collections::HashMap;

use domain::{
    Level, ValidationErrors,
    access::{FunderTie, Manager, TOP_LEVEL},
    staff::{AccountStatus, StaffAction, Target},
};
use serde::{Deserialize, Serialize};
use storage::{
    StoreError,
    entity::user,
    repo::{user_tokens, users},
};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    auth::{Staff, links},
    envelope::{created, ok},
    error::{ApiError, ApiResult},
    extract::{ApiJson, ApiPath, ApiQuery},
    idempotency::Idempotency,
    page::{Listed, Page, PageQuery},
    state::AppState,
};

/// A staff account as the API shows it (no password hash).
#[derive(Serialize, ToSchema)]
pub struct UserView {
    pub id: Uuid,
    pub email: String,
    pub username: Option<String>,
    pub full_name: String,
    pub phone: Option<String>,
    pub level: i32,
    pub lender_id: Option<Uuid>,
    /// The lender's funding source the account is tied to: it sees only that source's loans.
    pub funding_source_id: Option<Uuid>,
    /// The lender's name, for funder staff.
    pub lender_name: Option<String>,
    pub status: AccountStatus,
    /// The newest sign-in; `None` for an account never signed in.
    pub last_sign_in_at: Option<chrono::DateTime<chrono::Utc>>,
    /// What the caller may do to this account now ([`domain::staff::allowed_actions`]).
    pub allowed_actions: Vec<StaffAction>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    pub version: i32,
}

/// What the view needs beside the account: names and facts looked up once per page.
struct Extras {
    lenders: HashMap<Uuid, String>,
    sign_ins: HashMap<Uuid, chrono::DateTime<chrono::Utc>>,
    /// Whether some other active level-21 account exists (else an active admin is the last).
    other_admins: HashMap<Uuid, bool>,
}

impl Extras {
    async fn load(state: &AppState, rows: &[user::Model]) -> ApiResult<Extras> {
        let ids: Vec<Uuid> = rows.iter().map(|u| u.id).collect();
        let lenders = storage::repo::reference::lenders(&state.db).await?.into_iter().map(|l| (l.id, l.name)).collect();
        let sign_ins = users::last_sign_ins(&state.db, &ids).await?;
        let mut other_admins = HashMap::new();
        for u in rows.iter().filter(|u| is_active_admin(u)) {
            other_admins.insert(u.id, users::other_active_admins(&state.db, u.id).await? > 0);
        }
        Ok(Extras { lenders, sign_ins, other_admins })
    }

    /// The account as `caller` sees it. Errors: a stored status no [`AccountStatus`] names
    /// (corrupt data: 500, never read as disabled or anything else).
    fn view(&self, caller: &Staff, u: user::Model) -> ApiResult<UserView> {
        let target = target_of(caller, &u, self.other_admins.get(&u.id).copied())?;
        let allowed_actions = domain::staff::allowed_actions(target);
        Ok(UserView {
            id: u.id,
            email: u.email,
            username: u.username,
            full_name: u.full_name,
            phone: u.phone,
            level: u.level,
            lender_name: u.lender_id.and_then(|l| self.lenders.get(&l).cloned()),
            lender_id: u.lender_id,
            funding_source_id: u.funding_source_id,
            status: target.status,
            last_sign_in_at: self.sign_ins.get(&u.id).copied(),
            allowed_actions,
            created_at: u.created_at,
            updated_at: u.updated_at,
            version: u.version,
        })
    }
}

/// The caller as a manager of accounts: its level and funder tie.
fn manager(caller: &Staff) -> Manager<Uuid> {
    Manager { level: caller.level, tie: FunderTie::of(caller.lender_id, caller.funding_source_id) }
}

fn tie_of(u: &user::Model) -> FunderTie<Uuid> {
    FunderTie::of(u.lender_id, u.funding_source_id)
}

/// The account `id` if the caller may see it (the repository filters by the caller's scope).
/// Errors: 404 for an unknown account and for one outside the caller's funder.
async fn find_seen(state: &AppState, caller: &Staff, id: Uuid) -> ApiResult<user::Model> {
    users::find_within(&state.db, caller.loan_scope(), id).await?.ok_or(ApiError::NotFound)
}

fn is_active_admin(u: &user::Model) -> bool {
    u.level == TOP_LEVEL && u.status == user::status::ACTIVE
}

/// The facts of [`domain::staff`] about `u` as seen by `caller`; `others` tells whether another
/// active admin exists (looked up only for active admins). Errors: a stored status no
/// [`AccountStatus`] names (corrupt data: 500).
fn target_of(caller: &Staff, u: &user::Model, others: Option<bool>) -> ApiResult<Target> {
    Ok(Target {
        manageable: manager(caller).may_manage(Level(u.level), tie_of(u)),
        is_self: u.id == caller.user_id,
        status: storage::entity::decode("users.status", &u.status)?,
        last_admin: is_active_admin(u) && others == Some(false),
    })
}

/// One account as the caller sees it.
async fn view_one(state: &AppState, caller: &Staff, u: user::Model) -> ApiResult<UserView> {
    let extras = Extras::load(state, std::slice::from_ref(&u)).await?;
    extras.view(caller, u)
}

/// Facts about one account for a change's checks.
async fn target(state: &AppState, caller: &Staff, u: &user::Model) -> ApiResult<Target> {
    let others = if is_active_admin(u) { Some(users::other_active_admins(&state.db, u.id).await? > 0) } else { None };
    target_of(caller, u, others)
}

impl Listed for UserView {
    const PAGE: &str = "UserPage";
}

/// `GET /api/v1/users` filters beside `q`, `sort`, `limit`, `cursor`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserQuery {
    pub level: Option<i32>,
    #[param(inline)]
    pub status: Option<AccountStatus>,
    pub lender_id: Option<Uuid>,
}

/// `GET /api/v1/users?q=&level=&status=&lender_id=&sort=newest|oldest&limit=&cursor=` — keyset
/// pagination; each row with its lender's name, last sign-in and `allowed_actions`. A funder's
/// staff get only their own funder's accounts, in the items and the total alike.
/// Errors: 400 naming a parameter that cannot be read (a `status` not one of the three).
pub async fn list(
    State(state): State<AppState>,
    staff: Staff,
    page: PageQuery,
    ApiQuery(query): ApiQuery<UserQuery>,
) -> ApiResult<Response> {
    let filter = users::UserFilter {
        scope: staff.loan_scope(),
        q: page.q.clone(),
        level: query.level,
        status: query.status.map(|s| s.as_str().to_owned()),
        lender_id: query.lender_id,
    };
    let (rows, next_cursor, total) = users::page(&state.db, &filter, page.at()).await?;
    let extras = Extras::load(&state, &rows).await?;
    let items = rows.into_iter().map(|u| extras.view(&staff, u)).collect::<ApiResult<_>>()?;
    Ok(ok(Page::exact(items, next_cursor, total)).into_response())
}

/// `GET /api/v1/users/{id}`. Errors: 404 (also for an account outside the caller's funder).
pub async fn get_one(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let u = find_seen(&state, &staff, id).await?;
    Ok(ok(view_one(&state, &staff, u).await?).into_response())
}

#[derive(Deserialize, ToSchema)]
pub struct CreateUser {
    pub email: String,
    pub full_name: String,
    pub level: i32,
    /// For the front-office sign-in: up to 64 letters, digits, dots, dashes or underscores.
    pub username: Option<String>,
    /// An Indonesian mobile number, stored as `+62…`.
    pub phone: Option<String>,
    /// The lender whose staff the account is; `null`: in-house. Absent: in-house, or the
    /// manager's own lender when a funder's manager invites (issue 40 item 3).
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Uuid>)]
    pub lender_id: Option<Option<Uuid>>,
    /// One of `lender_id`'s funding sources (issue 14): the account then sees only its loans.
    /// Absent from a manager tied to a source, with its own lender: the manager's source.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Uuid>)]
    pub funding_source_id: Option<Option<Uuid>>,
}

/// The tie a new account gets: what the body names, a field left out taking the manager's own
/// (its lender; its source when the lender is its own), so a funder's manager invites its own
/// funder's staff by default. Errors: 403 `lender_not_grantable` (on `lender_id`, or on
/// `funding_source_id` when only the source is out of reach) for a tie the manager does not
/// cover: another lender, in-house, or a wider view than its own.
fn new_tie(caller: &Staff, body: &CreateUser) -> ApiResult<(Option<Uuid>, Option<Uuid>)> {
    let lender = body.lender_id.unwrap_or(caller.lender_id);
    let own_source = caller.funding_source_id.filter(|_| lender.is_some() && lender == caller.lender_id);
    let source = body.funding_source_id.unwrap_or(own_source);
    check_tie(caller, lender, source)?;
    Ok((lender, source))
}

/// The caller may give an account this lender and source ([`Manager::may_grant_tie`]).
/// Errors: 403 `lender_not_grantable`, on the field that leaves the caller's reach.
fn check_tie(caller: &Staff, lender: Option<Uuid>, source: Option<Uuid>) -> ApiResult<()> {
    if manager(caller).may_grant_tie(FunderTie::of(lender, source)) {
        return Ok(());
    }
    let field = if lender == caller.lender_id { "funding_source_id" } else { "lender_id" };
    Err(ApiError::Denied { field: Some(field), code: "lender_not_grantable" })
}

/// `funding_source_id` is a source of `lender_id` (422 `funding_source_invalid` otherwise,
/// also without a lender).
async fn check_source(
    state: &AppState,
    errors: &mut ValidationErrors,
    lender_id: Option<Uuid>,
    source: Option<Uuid>,
) -> ApiResult<()> {
    if let Some(source) = source {
        let found = match lender_id {
            Some(l) => storage::repo::lenders::find_source(&state.db, storage::repo::loans::Scope::All, l, source).await?,
            None => None,
        };
        if found.is_none() {
            errors.add("funding_source_id", "funding_source_invalid");
        }
    }
    Ok(())
}

/// A level that may be granted: one with an allow-list (else 422 `level_invalid`), and one the
/// caller may manage (else 403 `level_not_grantable`).
fn check_level(errors: &mut ValidationErrors, caller: &Staff, level: i32) -> ApiResult<()> {
    if !Level(level).may_sign_in() {
        errors.add("level", "level_invalid");
    } else if !caller.level.may_manage(Level(level)) {
        return Err(ApiError::Denied { field: Some("level"), code: "level_not_grantable" });
    }
    Ok(())
}

/// The account `u` (one the caller sees) is within the caller's reach. Errors: 403
/// `account_not_manageable`.
fn check_manageable(caller: &Staff, u: &user::Model) -> ApiResult<()> {
    if manager(caller).may_manage(Level(u.level), tie_of(u)) {
        Ok(())
    } else {
        Err(ApiError::Denied { field: None, code: "account_not_manageable" })
    }
}

fn check_full_name(errors: &mut ValidationErrors, name: &str) {
    if name.trim().is_empty() {
        errors.add("full_name", "full_name_required");
    } else if name.trim().chars().count() > 180 {
        errors.add("full_name", "full_name_too_long");
    }
}

/// `POST /api/v1/users`: creates a `pending` account and e-mails its activation link; a funder's
/// manager's invitations are of its own funder (see the module docs).
/// Errors: 403 `level_not_grantable` / `lender_not_grantable`, 422 (`email_*`, `full_name_*`,
/// `level_invalid`, `username_*`, `phone_invalid`, `lender_unknown`, `funding_source_invalid`).
pub async fn create(
    State(state): State<AppState>,
    staff: Staff,
    idem: Idempotency,
    ApiJson(body): ApiJson<CreateUser>,
) -> ApiResult<Response> {
    let mut errors = ValidationErrors::new();
    check_level(&mut errors, &staff, body.level)?;
    let (lender_id, funding_source_id) = new_tie(&staff, &body)?;
    errors.check("email", domain::contact::check_email(&body.email));
    check_full_name(&mut errors, &body.full_name);
    let username = body.username.as_deref().map(str::trim).filter(|u| !u.is_empty()).map(str::to_owned);
    if let Some(u) = &username {
        match domain::contact::check_username(u) {
            Err(code) => errors.add("username", code),
            Ok(()) if users::find_by_login_name(&state.db, u).await?.is_some() => errors.add("username", "username_taken"),
            Ok(()) => {}
        }
    }
    let phone = match body.phone.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(p) => match domain::phone::normalise_mobile(p) {
            Ok(p) => Some(p),
            Err(code) => {
                errors.add("phone", code);
                None
            }
        },
    };
    if let Some(lender_id) = lender_id
        && storage::repo::reference::lender(&state.db, lender_id).await?.is_none()
    {
        errors.add("lender_id", "lender_unknown");
    }
    check_source(&state, &mut errors, lender_id, funding_source_id).await?;
    if errors.is_empty() && users::find_by_email(&state.db, &body.email).await?.is_some() {
        errors.add("email", "email_taken");
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let new = users::NewUser {
        email: body.email.clone(),
        username,
        full_name: body.full_name.trim().to_owned(),
        phone,
        level: body.level,
        lender_id,
        funding_source_id,
        password_hash: None,
    };
    let extras = Extras::load(&state, &[]).await?;
    // The answer is stored with the key in the create's own transaction (issue 6 §7).
    let finish = async |tx: &storage::Tx, u: &user::Model| -> ApiResult<(Response, user::Model)> {
        let view = extras.view(&staff, u.clone())?;
        Ok((idem.record(tx, created(view).into_response()).await?, u.clone()))
    };
    let (res, u) = match users::invite(&state.db, &staff.actor(), new, finish).await {
        Ok(answer) => answer?,
        // Lost a race with another invitation of the same e-mail or username (checked above).
        Err(StoreError::Unique) => {
            return Err(if users::find_by_email(&state.db, &body.email).await?.is_some() {
                ApiError::field("email", "email_taken")
            } else {
                ApiError::field("username", "username_taken")
            });
        }
        Err(e) => return Err(e.into()),
    };
    links::send_link(&state, &u, user_tokens::purpose::ACTIVATION).await?;
    Ok(res)
}

#[derive(Deserialize, ToSchema)]
pub struct UpdateUser {
    /// The `version` last read; a stale one answers 409.
    pub version: i32,
    /// The new name (`name` is accepted too, DESIGN §3).
    #[serde(alias = "name")]
    pub full_name: Option<String>,
    pub level: Option<i32>,
    /// `active` or `disabled` (the same as `POST …/enable` and `…/disable`); the account's
    /// current status changes nothing. Read as text so that another value is a 422
    /// `status_invalid` on this field, not an unreadable body.
    #[schema(value_type = Option<AccountStatus>)]
    pub status: Option<String>,
    /// Makes the account a lender's staff (it then sees only that lender's loans); `null` makes
    /// it in-house staff; absent leaves it. A new lender unties the funding source.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Uuid>)]
    pub lender_id: Option<Option<Uuid>>,
    /// Ties a funder's staff member to one of their lender's funding sources (issue 14); `null`
    /// unties; absent leaves it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Uuid>)]
    pub funding_source_id: Option<Option<Uuid>>,
}

/// A field that is present (`null` included) as `Some`, so absent and `null` differ.
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<Uuid>>, D::Error> {
    Option::<Uuid>::deserialize(d).map(Some)
}

/// `PUT /api/v1/users/{id}`. A new level, lender or `disabled` ends the account's sessions.
/// Errors: 404 (also outside the caller's funder), 403 `account_not_manageable` /
/// `level_not_grantable` / `lender_not_grantable` (see the module docs), 409 (stale version,
/// `self_change`, `last_admin`, `already_disabled`), 422.
pub async fn update(
    State(state): State<AppState>,
    staff: Staff,
    ApiPath(id): ApiPath<Uuid>,
    ApiJson(body): ApiJson<UpdateUser>,
) -> ApiResult<Response> {
    let current = find_seen(&state, &staff, id).await?;
    check_manageable(&staff, &current)?;
    let t = target(&state, &staff, &current).await?;
    let level_changes = body.level.is_some_and(|l| l != current.level);
    let lender_changes = body.lender_id.is_some_and(|l| l != current.lender_id);
    if level_changes || lender_changes {
        let demotes = level_changes && current.level == TOP_LEVEL;
        domain::staff::check_sensitive_change(t, demotes).map_err(ApiError::Conflict)?;
    }
    let mut errors = ValidationErrors::new();
    let status = match body.status.as_deref() {
        None => None,
        Some(s) if s == current.status || (s == user::status::ACTIVE && current.status == user::status::PENDING) => None,
        Some("disabled") => {
            domain::staff::check_disable(t).map_err(ApiError::Conflict)?;
            Some(user::status::DISABLED)
        }
        Some("active") => {
            domain::staff::check_enable(t).map_err(ApiError::Conflict)?;
            Some(reenabled_status(&current))
        }
        Some(_) => {
            errors.add("status", "status_invalid");
            None
        }
    };
    if let Some(name) = &body.full_name {
        check_full_name(&mut errors, name);
    }
    if let Some(level) = body.level.filter(|_| level_changes) {
        check_level(&mut errors, &staff, level)?;
    }
    let lender_id = if lender_changes { body.lender_id.flatten() } else { current.lender_id };
    if lender_changes
        && let Some(l) = lender_id
        && storage::repo::reference::lender(&state.db, l).await?.is_none()
    {
        errors.add("lender_id", "lender_unknown");
    }
    // A new lender's staff start untied from any funding source unless one of its sources is named.
    let funding_source_id = match body.funding_source_id {
        Some(source) => Some(source),
        None if lender_changes => Some(None),
        None => None,
    };
    if lender_changes || funding_source_id.is_some() {
        check_tie(&staff, lender_id, funding_source_id.unwrap_or(current.funding_source_id))?;
    }
    if let Some(source) = funding_source_id {
        check_source(&state, &mut errors, lender_id, source).await?;
    }
    errors.into_result().map_err(ApiError::Validation)?;
    let changes = users::UserChanges {
        full_name: body.full_name.map(|n| n.trim().to_owned()),
        level: body.level.filter(|_| level_changes),
        status: status.map(str::to_owned),
        password_hash: None,
        funding_source_id,
        lender_id: body.lender_id.filter(|_| lender_changes),
    };
    let revoke = if level_changes || lender_changes {
        Some("level_changed")
    } else if status == Some(user::status::DISABLED) {
        Some("user_disabled")
    } else {
        None
    };
    save(&state, &staff, &current, body.version, changes, revoke).await
}

/// The status an account re-enabled gets: one never activated goes back to waiting for its
/// activation.
fn reenabled_status(u: &user::Model) -> &'static str {
    if u.password_hash.is_none() { user::status::PENDING } else { user::status::ACTIVE }
}

/// Writes `changes` through the single guarded path and answers the account as now seen.
/// Errors: 409 stale version, 409 `last_admin` when a concurrent change left this the last admin.
async fn save(
    state: &AppState,
    staff: &Staff,
    current: &user::Model,
    version: i32,
    changes: users::UserChanges,
    revoke: Option<&str>,
) -> ApiResult<Response> {
    let updated = match users::change(&state.db, &staff.actor(), current, version, changes, revoke).await {
        Err(StoreError::Refused { code, .. }) => return Err(ApiError::Conflict(code)),
        other => other?,
    };
    Ok(ok(view_one(state, staff, updated).await?).into_response())
}

/// `POST /api/v1/users/{id}/disable` (no body; a change between reading and writing answers 409):
/// the account can no longer sign in and its sessions end.
/// Errors: 404 (also outside the caller's funder), 403 `account_not_manageable`, 409
/// `self_change` / `last_admin` / `already_disabled` / stale version.
pub async fn disable(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let current = find_seen(&state, &staff, id).await?;
    check_manageable(&staff, &current)?;
    domain::staff::check_disable(target(&state, &staff, &current).await?).map_err(ApiError::Conflict)?;
    let changes = users::UserChanges { status: Some(user::status::DISABLED.to_owned()), ..Default::default() };
    save(&state, &staff, &current, current.version, changes, Some("user_disabled")).await
}

/// `POST /api/v1/users/{id}/enable`: a disabled account may sign in again (or, never activated,
/// waits for its activation again). Errors: 404 (also outside the caller's funder), 403
/// `account_not_manageable`, 409 `self_change` / `already_active` / stale version.
pub async fn enable(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let current = find_seen(&state, &staff, id).await?;
    check_manageable(&staff, &current)?;
    domain::staff::check_enable(target(&state, &staff, &current).await?).map_err(ApiError::Conflict)?;
    let changes = users::UserChanges { status: Some(reenabled_status(&current).to_owned()), ..Default::default() };
    save(&state, &staff, &current, current.version, changes, None).await
}

/// `POST /api/v1/users/{id}/resend-activation`. Errors: 404 (also outside the caller's funder),
/// 403 `account_not_manageable`, 409 `already_active`.
pub async fn resend_activation(State(state): State<AppState>, staff: Staff, ApiPath(id): ApiPath<Uuid>) -> ApiResult<Response> {
    let u = find_seen(&state, &staff, id).await?;
    check_manageable(&staff, &u)?;
    if u.status != user::status::PENDING {
        return Err(ApiError::Conflict("already_active"));
    }
    links::send_link(&state, &u, user_tokens::purpose::ACTIVATION).await?;
    storage::repo::audit::record(&state.db, &staff.actor(), "user.resend_activation", "user", &u.id.to_string(), None, None)
        .await?;
    Ok(ok(()).into_response())
}

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // User management.
        .add(Method::GET, "/api/v1/users", Access::Area(A::UserManagement), "Staff accounts", list)
        .paged_query::<UserQuery>()
        .returns::<Page<UserView>>()
        .add_create("/api/v1/users", Access::Area(A::UserManagement), "Invite a staff member", create)
        .body::<CreateUser>()
        .returns::<UserView>()
        .add(Method::GET, "/api/v1/users/{id}", Access::Area(A::UserManagement), "One staff account", get_one)
        .returns::<UserView>()
        .add(
            Method::PUT,
            "/api/v1/users/{id}",
            Access::Area(A::UserManagement),
            "Change a staff account's name, level or status",
            update,
        )
        .body::<UpdateUser>()
        .returns::<UserView>()
        .add(
            Method::POST,
            "/api/v1/users/{id}/resend-activation",
            Access::Area(A::UserManagement),
            "Send the activation link again",
            resend_activation,
        )
        .add(
            Method::POST,
            "/api/v1/users/{id}/disable",
            Access::Area(A::UserManagement),
            "Disable a staff account (its sessions end)",
            disable,
        )
        .returns::<UserView>()
        .add(
            Method::POST,
            "/api/v1/users/{id}/enable",
            Access::Area(A::UserManagement),
            "Enable a disabled staff account",
            enable,
        )
        .returns::<UserView>()
}
