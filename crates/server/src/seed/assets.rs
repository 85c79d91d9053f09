//! `roda seed assets --units N --swaps M`: a fleet for the asset benchmarks (issue 11): `N`
//! motorcycles in stock (valid, unique plates and frame numbers), two batteries per unit, and
//! `M` swap events spread over the units and the last 90 days, each battery swapping with its
//! unit's other one. Written with multi-row inserts, bypassing the API (the ingest rate is
//! measured separately through `POST /api/v1/battery-swaps`), and stored settled: their chains
//! and the heads are built here as the rows are made, as `storage::repo::assets::swaps::settle`
//! would build them. Deterministic for given N, M.

// Index arithmetic on counts far below i32::MAX (checked by `assets`'s bound).
#![allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)]

use chrono::{Duration, Utc};
use domain::assets::{BatteryStatus, MotorcycleStatus};
use rand::{Rng, SeedableRng, rngs::StdRng};
use sea_orm::{DatabaseConnection, EntityTrait, Set, TransactionTrait};
use storage::entity::{battery, battery_swap, dealer, motorcycle, motorcycle_type, swap_head};
use uuid::Uuid;

/// Rows per insert statement (well under SQLite's 32,766 bound parameters).
const BATCH: usize = 1_000;
/// Plate area prefixes (Jakarta, Bandung, Bogor, Banten …).
const PREFIX: [&str; 8] = ["B", "D", "F", "A", "T", "E", "Z", "AB"];
const LETTERS: &[u8] = b"ABCDEFGHJKLMNPRSTUVWXYZ";

/// The plate of unit `i`: `B 1234 XY`-shaped and unique for `i` below 8 × 9,999 × 529.
fn plate(i: usize) -> String {
    let number = 1 + (i / PREFIX.len()) % 9_999;
    let s = i / PREFIX.len() / 9_999;
    let suffix = [LETTERS[(s / LETTERS.len()) % LETTERS.len()], LETTERS[s % LETTERS.len()]];
    format!("{} {number} {}", PREFIX[i % PREFIX.len()], String::from_utf8_lossy(&suffix))
}

/// Inserts the fleet; answers (units, batteries, swaps) written.
pub async fn assets(db: &DatabaseConnection, units: usize, swaps: usize) -> anyhow::Result<(usize, usize, usize)> {
    anyhow::ensure!(units <= 8 * 9_999 * 529, "at most {} units", 8 * 9_999 * 529);
    let types = motorcycle_type::Entity::find().all(db).await?;
    let dealers = dealer::Entity::find().all(db).await?;
    anyhow::ensure!(!types.is_empty() && !dealers.is_empty(), "reference data missing: run roda seed demo first");
    let now = Utc::now();
    let mut rng = StdRng::seed_from_u64((units as u64) << 32 | swaps as u64);
    let mut unit_ids = Vec::with_capacity(units);
    let mut battery_ids = Vec::with_capacity(units * 2);
    for start in (0..units).step_by(BATCH) {
        let end = (start + BATCH).min(units);
        let txn = db.begin().await?;
        let mut ms = Vec::with_capacity(end - start);
        let mut bs = Vec::with_capacity(2 * (end - start));
        for i in start..end {
            let id = Uuid::now_v7();
            unit_ids.push((id, plate(i)));
            ms.push(motorcycle::ActiveModel {
                id: Set(id),
                plate_number: Set(plate(i)),
                frame_number: Set(format!("MH1JM8110MK{:06}", i % 1_000_000)),
                engine_number: Set(format!("JM81E{i:07}")),
                motorcycle_type_id: Set(types[i % types.len()].id),
                colour: Set("Black".into()),
                year: Set(2026),
                stnk_number: Set(Some(format!("STNK{i:07}"))),
                stnk_expires_on: Set(Some((now + Duration::days(30 + (i % 1_500) as i64)).date_naive())),
                bpkb_number: Set(None),
                dealer_id: Set(dealers[i % dealers.len()].id),
                purchase_price: Set(28_500_000),
                status: Set(MotorcycleStatus::InStock.as_str().into()),
                loan_id: Set(None),
                lender_id: Set(None),
                handed_over_at: Set(None),
                odometer_km: Set(None),
                latitude: Set(None),
                longitude: Set(None),
                mobility_synced_at: Set(None),
                version: Set(1),
                created_at: Set(now),
                updated_at: Set(now),
                created_by: Set(None),
            });
            for k in 0..2 {
                let bid = Uuid::now_v7();
                let serial = format!("BAT-{:08}", 2 * i + k);
                battery_ids.push((bid, serial.clone()));
                bs.push(battery::ActiveModel {
                    id: Set(bid),
                    serial: Set(serial),
                    model: Set("LFP 48V 30Ah".into()),
                    capacity_kwh: Set(1.44),
                    state_of_health_percent: Set(f64::from(rng.random_range(70..=100u8))),
                    cycle_count: Set(0),
                    status: Set(BatteryStatus::InStock.as_str().into()),
                    motorcycle_id: Set(None),
                    soc_percent: Set(None),
                    last_swap_at: Set(None),
                    version: Set(1),
                    created_at: Set(now),
                    updated_at: Set(now),
                });
            }
        }
        motorcycle::Entity::insert_many(ms).exec(&txn).await?;
        for chunk in bs.chunks(BATCH) {
            battery::Entity::insert_many(chunk.to_vec()).exec(&txn).await?;
        }
        txn.commit().await?;
    }
    // Swaps: the unit's two batteries take turns; times spread over 90 days, oldest first.
    let span = Duration::days(90).num_seconds();
    let mut written = 0;
    // Each battery's and unit's newest swap and latest time: the chains' heads.
    let mut heads: std::collections::HashMap<Uuid, (Uuid, chrono::DateTime<Utc>)> = Default::default();
    let mut link = |subject: Uuid, id: Uuid, at| heads.insert(subject, (id, at)).map(|(prev, _)| prev);
    while written < swaps && units > 0 {
        let end = (written + BATCH * 20).min(swaps);
        let txn = db.begin().await?;
        for start in (written..end).step_by(BATCH) {
            let rows: Vec<battery_swap::ActiveModel> = (start..(start + BATCH).min(end))
                .map(|j| {
                    let u = j % units;
                    let turn = j / units;
                    let (out, inn) = (&battery_ids[2 * u + turn % 2], &battery_ids[2 * u + (turn + 1) % 2]);
                    let at = now - Duration::seconds(span - (span * j as i64) / swaps.max(1) as i64);
                    let id = Uuid::now_v7();
                    battery_swap::ActiveModel {
                        id: Set(id),
                        out_prev: Set(link(out.0, id, at)),
                        in_prev: Set(link(inn.0, id, at)),
                        unit_prev: Set(link(unit_ids[u].0, id, at)),
                        settled: Set(true),
                        station_id: Set(format!("ST-{:03}", j % 250)),
                        event_id: Set(format!("seed-{j}")),
                        swapped_at: Set(at),
                        motorcycle_id: Set(Some(unit_ids[u].0)),
                        plate_number: Set(unit_ids[u].1.clone()),
                        battery_out_id: Set(Some(out.0)),
                        battery_in_id: Set(Some(inn.0)),
                        battery_out_serial: Set(out.1.clone()),
                        battery_in_serial: Set(inn.1.clone()),
                        soc_out_percent: Set(5 + (j % 20) as i32),
                        soc_in_percent: Set(90 + (j % 10) as i32),
                        received_at: Set(at),
                    }
                })
                .collect();
            battery_swap::Entity::insert_many(rows).exec(&txn).await?;
        }
        txn.commit().await?;
        written = end;
    }
    let heads: Vec<swap_head::ActiveModel> = heads
        .into_iter()
        .map(|(subject, (last, at))| swap_head::ActiveModel {
            subject_id: Set(subject),
            last_swap_id: Set(last),
            last_at: Set(at),
        })
        .collect();
    for chunk in heads.chunks(BATCH) {
        swap_head::Entity::insert_many(chunk.to_vec()).exec(db).await?;
    }
    Ok((units, units * 2, written))
}

#[cfg(test)]
mod tests {
    use super::plate;

    #[test]
    fn seeded_plates_are_valid_and_unique() {
        let mut seen = std::collections::HashSet::new();
        for i in (0..200_000).step_by(7) {
            let p = plate(i);
            assert_eq!(domain::assets::normalise_plate(&p).as_deref(), Ok(p.as_str()), "{p}");
            assert!(seen.insert(p));
        }
    }
}
