//! Staff accounts.

use crate::repo::keyset::{self, Keyed, PageAt};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, Set,
    sea_query::{Expr, ExprTrait, Func},
};
use uuid::Uuid;

use crate::{
    StoreError,
    entity::user::{self, Entity as User, Model},
    repo::{
        audit::{self, Actor},
        loans::Scope,
    },
};

/// What a new staff account starts with.
#[derive(Debug, Clone)]
pub struct NewUser {
    pub email: String,
    pub username: Option<String>,
    pub full_name: String,
    pub phone: Option<String>,
    pub level: i32,
    pub lender_id: Option<Uuid>,
    /// One of the lender's funding sources: the staff member then sees only its loans.
    pub funding_source_id: Option<Uuid>,
    /// `None` leaves the account `pending` until activation.
    pub password_hash: Option<String>,
}

/// Normalises an e-mail for storage and lookup: trimmed, lower case (e-mails are unique
/// case-insensitively).
pub fn normalise_email(email: &str) -> String {
    email.trim().to_lowercase()
}

pub async fn find_by_email(db: &impl ConnectionTrait, email: &str) -> Result<Option<Model>, DbErr> {
    User::find().filter(user::Column::Email.eq(normalise_email(email))).one(db).await
}

/// Finds by username, or by e-mail when the login name contains `@` (front-office login).
pub async fn find_by_login_name(db: &impl ConnectionTrait, name: &str) -> Result<Option<Model>, DbErr> {
    if name.contains('@') {
        return find_by_email(db, name).await;
    }
    User::find().filter(user::Column::Username.eq(name.trim().to_lowercase())).one(db).await
}

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<Model>, DbErr> {
    User::find_by_id(id).one(db).await
}

/// The staff accounts a caller of `scope` may see (issue 40 item 3, DESIGN §4): those whose
/// funder tie the caller's covers (`domain::access::FunderTie::covers`, the same rule in SQL):
/// every account for in-house staff, the lender's own staff for a funder's staff, and only the
/// accounts of the same funding source for staff tied to one.
pub fn within(scope: Scope) -> sea_orm::Condition {
    let mut c = sea_orm::Condition::all();
    if let Some(id) = scope.lender() {
        c = c.add(user::Column::LenderId.eq(id));
    }
    if let Some(id) = scope.source() {
        c = c.add(user::Column::FundingSourceId.eq(id));
    }
    c
}

/// The account `id` if a caller of `scope` may see it ([`within`]); an account outside reads as
/// absent, so the API answers 404 rather than telling that it exists.
pub async fn find_within(db: &impl ConnectionTrait, scope: Scope, id: Uuid) -> Result<Option<Model>, DbErr> {
    User::find_by_id(id).filter(within(scope)).one(db).await
}

/// Inserts a staff account. Errors: a unique violation when the e-mail or username is taken.
pub async fn insert(db: &impl ConnectionTrait, new: NewUser) -> Result<Model, DbErr> {
    let now = super::now();
    let status = if new.password_hash.is_some() { user::status::ACTIVE } else { user::status::PENDING };
    user::ActiveModel {
        funding_source_id: Set(new.funding_source_id),
        id: Set(Uuid::now_v7()),
        email: Set(normalise_email(&new.email)),
        username: Set(new.username.map(|u| u.trim().to_lowercase())),
        full_name: Set(new.full_name),
        phone: Set(new.phone),
        level: Set(new.level),
        lender_id: Set(new.lender_id),
        password_hash: Set(new.password_hash),
        status: Set(status.to_owned()),
        created_at: Set(now),
        updated_at: Set(now),
        version: Set(1),
    }
    .insert(db)
    .await
}

/// The changes staff management may make to an account.
#[derive(Debug, Clone, Default)]
pub struct UserChanges {
    pub full_name: Option<String>,
    pub level: Option<i32>,
    pub status: Option<String>,
    pub password_hash: Option<String>,
    /// `Some(None)` unties the account from its funding source.
    pub funding_source_id: Option<Option<Uuid>>,
    /// `Some(None)` makes the account in-house staff (no lender).
    pub lender_id: Option<Option<Uuid>>,
}

/// Applies `changes` if the stored version is still `expected_version` (optimistic concurrency).
/// Returns `Ok(None)` when the version is stale or the user is gone.
pub async fn update(
    db: &impl ConnectionTrait,
    id: Uuid,
    expected_version: i32,
    changes: UserChanges,
) -> Result<Option<Model>, DbErr> {
    let mut q = User::update_many()
        .col_expr(user::Column::Version, Expr::col(user::Column::Version).add(1))
        .col_expr(user::Column::UpdatedAt, Expr::value(super::now()))
        .filter(user::Column::Id.eq(id))
        .filter(user::Column::Version.eq(expected_version));
    if let Some(v) = changes.full_name {
        q = q.col_expr(user::Column::FullName, Expr::value(v));
    }
    if let Some(v) = changes.funding_source_id {
        q = q.col_expr(user::Column::FundingSourceId, Expr::value(v));
    }
    if let Some(v) = changes.lender_id {
        q = q.col_expr(user::Column::LenderId, Expr::value(v));
    }
    if let Some(v) = changes.level {
        q = q.col_expr(user::Column::Level, Expr::value(v));
    }
    if let Some(v) = changes.status {
        q = q.col_expr(user::Column::Status, Expr::value(v));
    }
    if let Some(v) = changes.password_hash {
        q = q.col_expr(user::Column::PasswordHash, Expr::value(v));
    }
    if q.exec(db).await?.rows_affected != 1 {
        return Ok(None);
    }
    find(db, id).await
}

/// The search of the staff list: case-insensitive on e-mail or full name, the text taken
/// literally ([`crate::repo::contains_like`]).
pub fn search_condition(text: &str) -> sea_orm::Condition {
    let pattern = || crate::repo::contains_like(text);
    sea_orm::Condition::any()
        .add(user::Column::Email.like(pattern()))
        .add(Expr::expr(Func::lower(Expr::col(user::Column::FullName))).like(pattern()))
}

/// The staff list's filters (all optional but the caller's scope, combined with AND).
#[derive(Debug, Clone)]
pub struct UserFilter {
    /// The caller's scope: only accounts [`within`] it are listed and counted.
    pub scope: Scope,
    /// Searched in e-mail and full name ([`search_condition`]).
    pub q: Option<String>,
    pub level: Option<i32>,
    /// `pending`, `active` or `disabled`.
    pub status: Option<String>,
    pub lender_id: Option<Uuid>,
}

/// A page of staff at `at` (keyset on the id, UUIDv7 so time-ordered) and the total
/// matching `filter`, both from the one query (so the total never counts a hidden account).
pub async fn page(db: &impl ConnectionTrait, filter: &UserFilter, at: PageAt) -> Result<(Vec<Model>, Option<Uuid>, u64), DbErr> {
    let mut query = User::find().filter(within(filter.scope));
    if let Some(text) = filter.q.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        query = query.filter(search_condition(text));
    }
    if let Some(level) = filter.level {
        query = query.filter(user::Column::Level.eq(level));
    }
    if let Some(status) = &filter.status {
        query = query.filter(user::Column::Status.eq(status.as_str()));
    }
    if let Some(lender) = filter.lender_id {
        query = query.filter(user::Column::LenderId.eq(lender));
    }
    let total = query.clone().count(db).await?;
    let (rows, next) = keyset::page(db, query, user::Column::Id, at).await?;
    Ok((rows, next, total))
}

/// The latest sign-in (the newest session's start) of each of `ids` that ever signed in.
pub async fn last_sign_ins(
    db: &impl ConnectionTrait,
    ids: &[Uuid],
) -> Result<std::collections::HashMap<Uuid, chrono::DateTime<chrono::Utc>>, DbErr> {
    use crate::entity::session;
    use sea_orm::QuerySelect;
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<(Uuid, chrono::DateTime<chrono::Utc>)> = session::Entity::find()
        .select_only()
        .column(session::Column::UserId)
        .column_as(session::Column::CreatedAt.max(), "last")
        .filter(session::Column::UserId.is_in(ids.iter().copied()))
        .group_by(session::Column::UserId)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().collect())
}

/// Active level-21 accounts other than `except`: none left means `except` is the last admin.
pub async fn other_active_admins(db: &impl ConnectionTrait, except: Uuid) -> Result<u64, DbErr> {
    User::find()
        .filter(user::Column::Level.eq(domain::access::TOP_LEVEL))
        .filter(user::Column::Status.eq(user::status::ACTIVE))
        .filter(user::Column::Id.ne(except))
        .count(db)
        .await
}

impl Keyed for Model {
    fn key(&self) -> Uuid {
        self.id
    }
}

/// Whether any staff account exists (a fresh database has none until seeding or `user create`).
pub async fn any(db: &impl ConnectionTrait) -> Result<bool, DbErr> {
    Ok(User::find().count(db).await? > 0)
}

/// Invites a staff member: the account (pending until activated) and its audit row in one
/// transaction; `finish` runs in it just before the commit (see `loans::open`).
/// Errors: [`StoreError::Unique`] when the e-mail or username is taken by now; `finish`'s own
/// error (nothing is committed) inside `Ok`.
pub async fn invite<T, E>(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    new: NewUser,
    finish: impl AsyncFnOnce(&crate::Tx, &Model) -> Result<T, E>,
) -> Result<Result<T, E>, StoreError> {
    let txn = crate::begin_write(db).await?;
    let u = insert(&txn, new).await.map_err(StoreError::from_db)?;
    audit::record(&txn, actor, "user.create", "user", &u.id.to_string(), None, Some(audit_json(&u))).await?;
    let answer = match finish(&txn, &u).await {
        Ok(answer) => answer,
        Err(e) => return Ok(Err(e)),
    };
    txn.commit().await?;
    Ok(Ok(answer))
}

/// Changes a staff account if nobody changed it since `expected_version`, ends its sessions with
/// `revoke_reason` when given (a new level, a disabled account), and writes the audit row, in one
/// transaction. Errors: [`StoreError::Conflict`] when stale or gone.
pub async fn change(
    db: &sea_orm::DatabaseConnection,
    actor: &Actor,
    current: &Model,
    expected_version: i32,
    changes: UserChanges,
    revoke_reason: Option<&str>,
) -> Result<Model, StoreError> {
    let txn = crate::begin_write(db).await?;
    let demotes = changes.level.is_some_and(|l| l != domain::access::TOP_LEVEL)
        || changes.status.as_deref().is_some_and(|s| s != user::status::ACTIVE);
    if current.level == domain::access::TOP_LEVEL && current.status == user::status::ACTIVE && demotes {
        // Two admins disabling each other at once must not both succeed: touching every active
        // admin row first makes the changes queue (row locks on PostgreSQL, the write lock on
        // SQLite), so the count below sees the other's commit.
        User::update_many()
            .col_expr(user::Column::Version, Expr::col(user::Column::Version))
            .filter(user::Column::Level.eq(domain::access::TOP_LEVEL))
            .filter(user::Column::Status.eq(user::status::ACTIVE))
            .exec(&txn)
            .await?;
        if other_active_admins(&txn, current.id).await? == 0 {
            return Err(StoreError::Refused { field: "level", code: domain::staff::refusal::LAST_ADMIN });
        }
    }
    let updated = update(&txn, current.id, expected_version, changes).await?.ok_or(StoreError::Conflict)?;
    if let Some(reason) = revoke_reason {
        super::sessions::revoke_all_for_user(&txn, current.id, reason).await?;
    }
    audit::record(
        &txn,
        actor,
        "user.update",
        "user",
        &current.id.to_string(),
        Some(audit_json(current)),
        Some(audit_json(&updated)),
    )
    .await?;
    txn.commit().await?;
    Ok(updated)
}

/// What the audit row keeps of an account (never its password hash).
fn audit_json(u: &Model) -> serde_json::Value {
    serde_json::json!({
        "email": u.email, "full_name": u.full_name, "level": u.level, "status": u.status,
        "lender_id": u.lender_id, "funding_source_id": u.funding_source_id,
    })
}
