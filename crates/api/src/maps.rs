//! The maps API client (spec §7): a separate HTTP client for a geocoding service with a
//! Nominatim-compatible `/search` endpoint at `RODA_MAPS_URL`, which turns a residential address
//! into coordinates so the dealer step can list the dealers within 5 km. Off when unset.
//!
//! One `reqwest` client (rustls, no OpenSSL) with a timeout and a User-Agent (Nominatim's usage
//! policy asks for one), and a bounded in-memory cache of answers (found and not found; failures
//! are not cached).

use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
    time::{Duration, Instant},
};

use serde::Deserialize;

/// Answers kept at most.
pub const CACHE_ENTRIES: usize = 1_000;
/// How long an answer is kept (a day: addresses do not move).
pub const CACHE_TTL: Duration = Duration::from_secs(24 * 3600);
/// The User-Agent of every request.
pub const USER_AGENT: &str = concat!("roda/", env!("CARGO_PKG_VERSION"), " (back office geocoding)");

/// A point, degrees (WGS 84).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, utoipa::ToSchema)]
pub struct LatLng {
    pub lat: f64,
    pub lng: f64,
}

/// Why no point came back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GeocodeError {
    /// The service knows no such address.
    #[error("address not found")]
    NotFound,
    /// The service did not answer in time, refused, or answered something unreadable.
    #[error("maps service unavailable: {0}")]
    Unavailable(String),
}

/// One result of Nominatim's `/search?format=jsonv2` (coordinates are strings there).
#[derive(Deserialize)]
struct Place {
    lat: String,
    lon: String,
}

/// The geocoding client.
pub struct Maps {
    client: reqwest::Client,
    /// `…/search` of the configured base URL.
    search_url: reqwest::Url,
    cache: Mutex<Cache>,
}

#[derive(Default)]
struct Cache {
    answers: HashMap<String, (Instant, Option<LatLng>)>,
    /// Insertion order, oldest first, for eviction.
    order: VecDeque<String>,
}

impl Maps {
    /// A client of the service at `base_url` (e.g. `https://nominatim.example.org`) answering
    /// within `timeout`. Errors: a URL that cannot be a base.
    pub fn new(base_url: &str, timeout: Duration) -> anyhow::Result<Maps> {
        let mut base = reqwest::Url::parse(base_url.trim())?;
        anyhow::ensure!(matches!(base.scheme(), "http" | "https"), "RODA_MAPS_URL must be an http(s) URL");
        if !base.path().ends_with('/') {
            let path = format!("{}/", base.path());
            base.set_path(&path);
        }
        let search_url = base.join("search")?;
        let client = reqwest::Client::builder().user_agent(USER_AGENT).timeout(timeout).connect_timeout(timeout).build()?;
        Ok(Maps { client, search_url, cache: Mutex::new(Cache::default()) })
    }

    /// The point of a free-form address (`"Jl. Medan Merdeka Barat 12, Gambir, Jakarta Pusat"`),
    /// searched in Indonesia; answers the best match.
    pub async fn geocode(&self, address: &str) -> Result<LatLng, GeocodeError> {
        let key = address.trim().to_lowercase();
        if let Some(hit) = self.cached(&key) {
            return hit.ok_or(GeocodeError::NotFound);
        }
        let answer = self.ask(address.trim()).await?;
        self.remember(key, answer);
        answer.ok_or(GeocodeError::NotFound)
    }

    async fn ask(&self, address: &str) -> Result<Option<LatLng>, GeocodeError> {
        let unavailable = |e: reqwest::Error| GeocodeError::Unavailable(e.without_url().to_string());
        let res = self
            .client
            .get(self.search_url.clone())
            .query(&[("q", address), ("format", "jsonv2"), ("limit", "1"), ("countrycodes", "id")])
            .send()
            .await
            .map_err(unavailable)?;
        if !res.status().is_success() {
            return Err(GeocodeError::Unavailable(format!("status {}", res.status())));
        }
        let places: Vec<Place> = res.json().await.map_err(unavailable)?;
        let Some(p) = places.first() else { return Ok(None) };
        let (lat, lng) = (p.lat.trim().parse::<f64>(), p.lon.trim().parse::<f64>());
        match (lat, lng) {
            (Ok(lat), Ok(lng)) if (-90.0..=90.0).contains(&lat) && (-180.0..=180.0).contains(&lng) => {
                Ok(Some(LatLng { lat, lng }))
            }
            _ => Err(GeocodeError::Unavailable("unreadable coordinates".into())),
        }
    }

    fn cached(&self, key: &str) -> Option<Option<LatLng>> {
        let cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        cache.answers.get(key).filter(|(at, _)| at.elapsed() < CACHE_TTL).map(|(_, answer)| *answer)
    }

    fn remember(&self, key: String, answer: Option<LatLng>) {
        let mut cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if cache.answers.insert(key.clone(), (Instant::now(), answer)).is_none() {
            cache.order.push_back(key);
        }
        while cache.order.len() > CACHE_ENTRIES {
            if let Some(old) = cache.order.pop_front() {
                cache.answers.remove(&old);
            }
        }
    }

    /// Answers held in the cache (tests).
    pub fn cached_answers(&self) -> usize {
        self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner).answers.len()
    }
}
