//! Motorcycles, their handovers, batteries and swap events (issue 11; DESIGN §3 "Assets").
//!
//! Scope: a funder's staff see only the units held by a loan of their lender (and the
//! batteries and swaps of those units); every read here takes the caller's [`Scope`], so no
//! handler filters by hand. Every change is a guarded write (`version`, and the status the
//! change starts from) with its audit row in the same transaction.

pub mod batteries;
pub mod handovers;
pub mod motorcycles;
pub mod swaps;

pub use super::loans::Scope;

use sea_orm::{
    ColumnTrait,
    sea_query::{Query, SelectStatement},
};

/// The ids of the units a funder's staff member may see: those their lender's loans hold
/// (`None`: every unit). Batteries, swaps and service orders are scoped through it.
pub fn units_of(scope: Scope) -> Option<SelectStatement> {
    scope.lender().map(|lender| {
        Query::select()
            .column(crate::entity::motorcycle::Column::Id)
            .from(crate::entity::motorcycle::Entity)
            .and_where(crate::entity::motorcycle::Column::LenderId.eq(lender))
            .to_owned()
    })
}

/// The audit entity name of a motorcycle.
pub const MOTORCYCLE: &str = "motorcycle";
/// The audit entity name of a battery.
pub const BATTERY: &str = "battery";

impl super::keyset::Keyed for crate::entity::motorcycle::Model {
    fn key(&self) -> uuid::Uuid {
        self.id
    }
}

impl super::keyset::Keyed for crate::entity::battery::Model {
    fn key(&self) -> uuid::Uuid {
        self.id
    }
}

impl super::keyset::Keyed for crate::entity::battery_swap::Model {
    fn key(&self) -> uuid::Uuid {
        self.id
    }
}

/// The loans these ids name (any scope: the unit's scope was checked), by id.
pub async fn holders(
    db: &impl sea_orm::ConnectionTrait,
    loan_ids: &[uuid::Uuid],
) -> Result<std::collections::HashMap<uuid::Uuid, crate::entity::loan::Model>, sea_orm::DbErr> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
    if loan_ids.is_empty() {
        return Ok(Default::default());
    }
    Ok(crate::entity::loan::Entity::find()
        .filter(crate::entity::loan::Column::Id.is_in(loan_ids.to_vec()))
        .all(db)
        .await?
        .into_iter()
        .map(|l| (l.id, l))
        .collect())
}
