//! Indonesian regions (idn-area-data 4.0.1, ODbL): loaded into `regions` once, then read by
//! the address selects and checks.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set};

use crate::entity::region::{self, Entity as Region};

const FILES: [(i16, &str); 4] = [
    (1, include_str!("../../data/idn-area-data/provinces.csv")),
    (2, include_str!("../../data/idn-area-data/regencies.csv")),
    (3, include_str!("../../data/idn-area-data/districts.csv")),
    (4, include_str!("../../data/idn-area-data/villages.csv")),
];

/// Loads the regions when the table is empty (first start). Returns how many rows it wrote.
/// One transaction, in batches of 1,000 rows per insert. Errors: a malformed CSV row (a
/// packaging mistake) or a database write failure; nothing is left half-loaded.
pub async fn ensure_loaded(db: &sea_orm::DatabaseConnection) -> Result<usize, DbErr> {
    if Region::find().count(db).await? > 0 {
        return Ok(0);
    }
    let txn = crate::begin_write(db).await?;
    let mut written = 0;
    for (level, text) in FILES {
        let mut reader = csv::Reader::from_reader(text.as_bytes());
        let mut batch = Vec::with_capacity(1000);
        for row in reader.records() {
            let row = row.map_err(|e| DbErr::Custom(format!("idn-area-data CSV: {e}")))?;
            let (code, parent, name) = if level == 1 { (&row[0], None, &row[1]) } else { (&row[0], Some(&row[1]), &row[2]) };
            batch.push(region::ActiveModel {
                code: Set(code.to_owned()),
                parent_code: Set(parent.map(str::to_owned)),
                level: Set(level),
                name: Set(name.to_owned()),
            });
            if batch.len() == 1000 {
                written += batch.len();
                Region::insert_many(std::mem::take(&mut batch)).exec(&txn).await?;
            }
        }
        if !batch.is_empty() {
            written += batch.len();
            Region::insert_many(batch).exec(&txn).await?;
        }
    }
    txn.commit().await?;
    Ok(written)
}

/// The regions directly under `parent` (provinces when `None`), by name.
pub async fn children(db: &impl ConnectionTrait, parent: Option<&str>) -> Result<Vec<region::Model>, DbErr> {
    let q = match parent {
        Some(p) => Region::find().filter(region::Column::ParentCode.eq(p)),
        None => Region::find().filter(region::Column::Level.eq(1)),
    };
    q.order_by_asc(region::Column::Name).all(db).await
}

/// The regions with these codes (to check that an address's codes exist).
pub async fn find_many(db: &impl ConnectionTrait, codes: &[&str]) -> Result<Vec<region::Model>, DbErr> {
    Region::find().filter(region::Column::Code.is_in(codes.iter().copied())).all(db).await
}

/// The regions at or under these codes (`31` and everything in it), by code: the template's
/// list of the operational area's regions.
pub async fn within(db: &impl ConnectionTrait, prefixes: &[String]) -> Result<Vec<region::Model>, DbErr> {
    use sea_orm::sea_query::Condition;
    if prefixes.is_empty() {
        return Ok(Vec::new());
    }
    let mut cond = Condition::any();
    for p in prefixes {
        cond = cond.add(region::Column::Code.eq(p.as_str())).add(region::Column::Code.starts_with(format!("{p}.")));
    }
    Region::find().filter(cond).order_by_asc(region::Column::Code).all(db).await
}
