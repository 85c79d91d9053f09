//! The vehicle-mobility API client (spec §7) and the sync that keeps each unit in use current
//! (issue 11 item 7): odometer, last position and the state of the batteries in it, from the
//! telematics service the lender's motorcycles report to. Off when `RODA_MOBILITY_URL` is unset.
//!
//! The service's contract (ours to fix; the spec names only the client):
//! `POST {RODA_MOBILITY_URL}/v1/vehicles/status` with `{"plates": ["B 1234 XYZ", …]}` (at most
//! [`BATCH`]) and, when `RODA_MOBILITY_TOKEN` is set, `Authorization: Bearer <token>`; it answers
//! `{"vehicles": [{"plate_number", "odometer_km", "latitude", "longitude", "reported_at",
//! "batteries": [{"serial", "soc_percent", "state_of_health_percent", "cycle_count"}]}]}`
//! (RFC 3339; unknown plates left out; every value but the plate and the time optional). Transient failures (a connection error, a timeout, 5xx,
//! 429) are retried up to 3 times, 2 s apart (spec §7, `reqwest-retry`).
//!
//! The sync is idempotent and ordered: a report no newer than what a unit shows changes nothing,
//! and the odometer never goes back (`storage::repo::assets::motorcycles::record_mobility`); a
//! battery takes a reported state only while installed in the reporting unit and not swapped
//! since, and its cycle count never goes back (`…::batteries::record_states`).
//! Every instance may run it; two at once only ask the service twice.

use std::time::Duration;

use chrono::{DateTime, Utc};
use domain::assets::{ODOMETER_MAX, normalise_plate};
use reqwest_middleware::{ClientBuilder, ClientWithMiddleware};
use reqwest_retry::{Jitter, RetryTransientMiddleware, policies::ExponentialBackoff};
use sea_orm::DatabaseConnection;
use serde::Deserialize;
use storage::repo::assets::{
    batteries::{self, BatteryReport},
    motorcycles::{self as units, MobilityReport},
};

/// Plates per request, and units read per page of the sync.
pub const BATCH: usize = 100;
/// Retries of a transient failure (spec §7).
pub const RETRIES: u32 = 3;
/// The User-Agent of every request.
pub const USER_AGENT: &str = concat!("roda/", env!("CARGO_PKG_VERSION"), " (back office fleet sync)");

/// Why a batch got no answer.
#[derive(Debug, thiserror::Error)]
pub enum MobilityError {
    /// Refused, unreachable after the retries, or an unreadable answer.
    #[error("vehicle-mobility service unavailable: {0}")]
    Unavailable(String),
}

/// One vehicle as the service reports it (values checked by [`Mobility::statuses`]).
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct VehicleStatus {
    pub plate_number: String,
    /// Kilometres.
    pub odometer_km: Option<i64>,
    /// Degrees, WGS 84.
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub reported_at: DateTime<Utc>,
    /// The batteries in the unit now.
    #[serde(default)]
    pub batteries: Vec<BatteryState>,
}

/// One battery in a reporting unit.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct BatteryState {
    pub serial: String,
    /// Percent, 0–100.
    pub soc_percent: Option<i32>,
    /// Percent, 0–100.
    pub state_of_health_percent: Option<f64>,
    pub cycle_count: Option<i32>,
}

impl BatteryState {
    /// Within range (percentages 0–100, a non-negative cycle count); serial normalised as
    /// registered.
    fn checked(mut self) -> Option<Self> {
        self.serial = domain::assets::normalise_number(&self.serial, 4, 40, "serial_invalid").ok()?;
        let sane = self.soc_percent.is_none_or(|p| (0..=100).contains(&p))
            && self.state_of_health_percent.is_none_or(|p| (0.0..=100.0).contains(&p))
            && self.cycle_count.is_none_or(|c| c >= 0);
        sane.then_some(self)
    }
}

#[derive(Deserialize)]
struct Answer {
    vehicles: Vec<VehicleStatus>,
}

/// The vehicle-mobility client.
pub struct Mobility {
    client: ClientWithMiddleware,
    status_url: reqwest::Url,
    token: Option<String>,
}

impl Mobility {
    /// A client of the service at `base_url`, each attempt within `timeout`, retried
    /// [`RETRIES`] times `retry_interval` apart. Errors: a URL that is not http(s).
    pub fn new(base_url: &str, token: Option<String>, timeout: Duration, retry_interval: Duration) -> anyhow::Result<Self> {
        let mut base = reqwest::Url::parse(base_url.trim())?;
        anyhow::ensure!(matches!(base.scheme(), "http" | "https"), "RODA_MOBILITY_URL must be an http(s) URL");
        if !base.path().ends_with('/') {
            let path = format!("{}/", base.path());
            base.set_path(&path);
        }
        let status_url = base.join("v1/vehicles/status")?;
        let http = reqwest::Client::builder().user_agent(USER_AGENT).timeout(timeout).connect_timeout(timeout).build()?;
        let policy = ExponentialBackoff::builder()
            .retry_bounds(retry_interval, retry_interval)
            .jitter(Jitter::None)
            .build_with_max_retries(RETRIES);
        let client = ClientBuilder::new(http).with(RetryTransientMiddleware::new_with_policy(policy)).build();
        Ok(Mobility { client, status_url, token })
    }

    /// The reports of these plates (at most [`BATCH`]), plates normalised; reports with an
    /// impossible value (odometer outside 0..=`ODOMETER_MAX`, a position off the globe, a time
    /// more than 5 minutes ahead) are left out.
    pub async fn statuses(&self, plates: &[String]) -> Result<Vec<VehicleStatus>, MobilityError> {
        let unavailable = |e: String| MobilityError::Unavailable(e);
        let mut req = self.client.post(self.status_url.clone()).json(&serde_json::json!({ "plates": plates }));
        if let Some(t) = &self.token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.map_err(|e| unavailable(e.to_string()))?;
        if !res.status().is_success() {
            return Err(unavailable(format!("status {}", res.status())));
        }
        let answer: Answer = res.json().await.map_err(|e| unavailable(e.without_url().to_string()))?;
        let latest = storage::repo::now() + chrono::Duration::minutes(5);
        Ok(answer
            .vehicles
            .into_iter()
            .filter_map(|mut v| {
                v.plate_number = normalise_plate(&v.plate_number).ok()?;
                let sane = v.odometer_km.is_none_or(|k| (0..=ODOMETER_MAX).contains(&k))
                    && v.latitude.is_none_or(|l| (-90.0..=90.0).contains(&l))
                    && v.longitude.is_none_or(|l| (-180.0..=180.0).contains(&l))
                    && v.latitude.is_some() == v.longitude.is_some()
                    && v.reported_at <= latest;
                v.batteries = std::mem::take(&mut v.batteries).into_iter().filter_map(BatteryState::checked).collect();
                sane.then_some(v)
            })
            .collect())
    }
}

/// What one sync did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SyncReport {
    /// Units in use asked about.
    pub asked: u64,
    /// Units whose odometer or position changed.
    pub updated: u64,
    /// Batteries whose state changed.
    pub batteries_updated: u64,
    /// Batches the service did not answer (their units keep what they showed).
    pub failed_batches: u64,
}

/// Asks the service about every unit handed over, [`BATCH`] at a time, and records the newer
/// reports. Errors: the database only (a batch the service fails is counted and skipped).
pub async fn sync(db: &DatabaseConnection, client: &Mobility) -> anyhow::Result<SyncReport> {
    let mut report = SyncReport::default();
    let mut after = None;
    loop {
        let page = units::in_use_page(db, after, BATCH as u64).await?;
        let Some(last) = page.last() else { break };
        after = Some(last.id);
        report.asked += page.len() as u64;
        let plates: Vec<String> = page.iter().map(|u| u.plate_number.clone()).collect();
        match client.statuses(&plates).await {
            Ok(vehicles) => {
                let mut reports = Vec::new();
                let mut states = Vec::new();
                for v in vehicles {
                    let Some(unit) = page.iter().find(|u| u.plate_number == v.plate_number) else { continue };
                    states.extend(v.batteries.into_iter().map(|b| BatteryReport {
                        serial: b.serial,
                        motorcycle_id: unit.id,
                        soc_percent: b.soc_percent,
                        state_of_health_percent: b.state_of_health_percent,
                        cycle_count: b.cycle_count,
                        reported_at: v.reported_at,
                    }));
                    reports.push(MobilityReport {
                        motorcycle_id: unit.id,
                        odometer_km: v.odometer_km,
                        position: v.latitude.zip(v.longitude),
                        reported_at: v.reported_at,
                    });
                }
                report.updated += units::record_mobility(db, &reports).await?;
                super::settler::settled(db).await?;
                report.batteries_updated += batteries::record_states(db, &states).await?;
            }
            Err(e) => {
                tracing::warn!(error = %e, units = page.len(), "vehicle-mobility batch skipped");
                report.failed_batches += 1;
            }
        }
        if page.len() < BATCH {
            break;
        }
    }
    Ok(report)
}
