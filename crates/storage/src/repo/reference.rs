//! Reference data: lenders, programs, partners, dealers, motorcycle types; and the names a page
//! of rows shows for them.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder};
use uuid::Uuid;

use crate::entity::{dealer, lender, motorcycle_type, partner, program, user};

pub async fn lenders(db: &impl ConnectionTrait) -> Result<Vec<lender::Model>, DbErr> {
    lender::Entity::find().order_by_asc(lender::Column::Name).all(db).await
}

pub async fn lender(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<lender::Model>, DbErr> {
    lender::Entity::find_by_id(id).one(db).await
}

/// The programs that take new applications, by name ([`super::programs::list`]).
pub async fn programs(db: &impl ConnectionTrait) -> Result<Vec<program::Model>, DbErr> {
    super::programs::list(db, false).await
}

pub async fn partners(db: &impl ConnectionTrait) -> Result<Vec<partner::Model>, DbErr> {
    partner::Entity::find().filter(partner::Column::Active.eq(true)).order_by_asc(partner::Column::Name).all(db).await
}

pub async fn dealers(db: &impl ConnectionTrait) -> Result<Vec<dealer::Model>, DbErr> {
    dealer::Entity::find().filter(dealer::Column::Active.eq(true)).order_by_asc(dealer::Column::Name).all(db).await
}

/// Motorcycle types, of one partner when `partner_id` is given.
pub async fn motorcycle_types(db: &impl ConnectionTrait, partner_id: Option<Uuid>) -> Result<Vec<motorcycle_type::Model>, DbErr> {
    let mut q = motorcycle_type::Entity::find().filter(motorcycle_type::Column::Active.eq(true));
    if let Some(p) = partner_id {
        q = q.filter(motorcycle_type::Column::PartnerId.eq(p));
    }
    q.order_by_asc(motorcycle_type::Column::Name).all(db).await
}

/// Names for a page of rows, in one statement: `(programs, partners, users)` by id, of only the
/// given ids, programs and partners in Indonesian when `indonesian` (and one is stored).
/// Unknown ids are left out.
pub async fn names_of(
    db: &impl ConnectionTrait,
    program_ids: &[Uuid],
    partner_ids: &[Uuid],
    user_ids: &[Uuid],
    indonesian: bool,
) -> Result<NamesById, DbErr> {
    use sea_orm::{
        FromQueryResult,
        sea_query::{Alias, Expr, Query, UnionType},
    };

    #[derive(FromQueryResult)]
    struct NameRow {
        kind: String,
        id: Uuid,
        name: String,
    }
    let kind = Alias::new("kind");
    let name = Alias::new("name");
    let mut q = Query::select()
        .expr_as(Expr::val("program"), kind.clone())
        .column(program::Column::Id)
        .expr_as(localized_name(program::Column::Name, program::Column::NameId, indonesian), name.clone())
        .from(program::Entity)
        .and_where(program::Column::Id.is_in(program_ids.iter().copied()))
        .to_owned();
    q.union(
        UnionType::All,
        Query::select()
            .expr_as(Expr::val("partner"), kind.clone())
            .column(partner::Column::Id)
            .expr_as(localized_name(partner::Column::Name, partner::Column::NameId, indonesian), name.clone())
            .from(partner::Entity)
            .and_where(partner::Column::Id.is_in(partner_ids.iter().copied()))
            .to_owned(),
    );
    q.union(
        UnionType::All,
        Query::select()
            .expr_as(Expr::val("user"), kind)
            .column(user::Column::Id)
            .expr_as(Expr::col(user::Column::FullName), name)
            .from(user::Entity)
            .and_where(user::Column::Id.is_in(user_ids.iter().copied()))
            .to_owned(),
    );
    let rows = NameRow::find_by_statement(db.get_database_backend().build(&q)).all(db).await?;
    let mut names = NamesById::default();
    for r in rows {
        let map = match r.kind.as_str() {
            "program" => &mut names.programs,
            "partner" => &mut names.partners,
            _ => &mut names.users,
        };
        map.insert(r.id, r.name);
    }
    Ok(names)
}

/// A reference row's name as SQL: its Indonesian name (`id`, the `name_id` column) when
/// `indonesian` and one is stored, else its English one (`en`).
pub(crate) fn localized_name<C: sea_orm::sea_query::IntoColumnRef>(
    en: C,
    id: C,
    indonesian: bool,
) -> sea_orm::sea_query::SimpleExpr {
    use sea_orm::sea_query::{Expr, Func, SimpleExpr};
    if indonesian {
        let both: [SimpleExpr; 2] = [Expr::col(id), Expr::col(en)];
        Func::coalesce(both).into()
    } else {
        Expr::col(en)
    }
}

/// Names by id, from [`names_of`].
#[derive(Debug, Default)]
pub struct NamesById {
    pub programs: std::collections::HashMap<Uuid, String>,
    pub partners: std::collections::HashMap<Uuid, String>,
    pub users: std::collections::HashMap<Uuid, String>,
}

/// A reference row (program, partner, dealer, motorcycle type, lender, user, borrower …) by id.
pub async fn by_id<E>(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<E::Model>, DbErr>
where
    E: EntityTrait,
    <E::PrimaryKey as sea_orm::PrimaryKeyTrait>::ValueType: From<Uuid>,
{
    E::find_by_id(id).one(db).await
}

/// [`by_id`] of an optional id (`None` when no id was given).
pub async fn by_opt_id<E>(db: &impl ConnectionTrait, id: Option<Uuid>) -> Result<Option<E::Model>, DbErr>
where
    E: EntityTrait,
    <E::PrimaryKey as sea_orm::PrimaryKeyTrait>::ValueType: From<Uuid>,
{
    match id {
        Some(id) => by_id::<E>(db, id).await,
        None => Ok(None),
    }
}

/// Active staff a caller of `scope` may see ([`crate::repo::users::within`]), by name: a
/// funder's staff get their own colleagues only (issue 40 item 3).
pub async fn active_staff(db: &impl ConnectionTrait, scope: crate::repo::loans::Scope) -> Result<Vec<user::Model>, DbErr> {
    user::Entity::find()
        .filter(user::Column::Status.eq(user::status::ACTIVE))
        .filter(crate::repo::users::within(scope))
        .order_by_asc(user::Column::FullName)
        .all(db)
        .await
}

/// The dealer's name of each of these loans (a download's page), by loan id.
pub async fn dealer_names_of_loans(
    db: &impl ConnectionTrait,
    loan_ids: &[Uuid],
) -> Result<std::collections::HashMap<Uuid, String>, DbErr> {
    use crate::entity::loan;
    use sea_orm::QuerySelect;
    let pairs: Vec<(Uuid, Uuid)> = loan::Entity::find()
        .select_only()
        .column(loan::Column::Id)
        .column(loan::Column::DealerId)
        .filter(crate::repo::keyset::id_among(db.get_database_backend(), "\"loans\".\"id\"", loan_ids))
        .into_tuple()
        .all(db)
        .await?;
    let mut dealer_ids: Vec<Uuid> = pairs.iter().map(|p| p.1).collect();
    dealer_ids.sort();
    dealer_ids.dedup();
    let names: std::collections::HashMap<Uuid, String> = dealer::Entity::find()
        .filter(dealer::Column::Id.is_in(dealer_ids))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.id, d.name))
        .collect();
    Ok(pairs.into_iter().filter_map(|(l, d)| names.get(&d).map(|n| (l, n.clone()))).collect())
}
