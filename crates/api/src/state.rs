//! Shared state of every request: the database pool and the services built from configuration.
//! Nothing here is state another instance would need (DESIGN §1): the rate limits count in the
//! database; only the queue for this instance's password workers is its own.

use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::auth::{passwords::Hasher, rate_limit::AuthLimiter, seal::Sealer, tokens::JwtKeys};
use crate::{
    boot::Boot,
    config::ApiConfig,
    files::{FileStore, Uploads},
    mail::Mailer,
    metrics::Metrics,
};

/// Cheap to clone: one `Arc`.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub db: DatabaseConnection,
    pub config: ApiConfig,
    pub jwt: JwtKeys,
    pub sealer: Sealer,
    pub hasher: Hasher,
    pub mailer: Mailer,
    pub files: FileStore,
    /// The bounded pool that checks and re-encodes uploads.
    pub uploads: Uploads,
    pub limiter: AuthLimiter,
    pub metrics: Metrics,
    /// This process's identity on idempotency claims (a restart is a new boot).
    pub boot: Boot,
    /// Batch-import files being read at once (issue 13): at most two in memory, whatever the burst.
    pub import_slots: tokio::sync::Semaphore,
    /// Large exports written at once (issue 46 item 6): `config.export_workers`, the rest queued.
    pub exports: crate::xlsx::ExportSlots,
    /// The geocoding client, when `maps_url` is set.
    pub maps: Option<crate::maps::Maps>,
    /// The vehicle-mobility client, when `mobility_url` is set.
    pub mobility: Option<crate::jobs::mobility::Mobility>,
    /// Wakes the background fold of stored battery swaps.
    pub swap_settler: crate::jobs::settler::Settler,
    /// Each loan's money writes in turn, in this instance (issue 46 item 5).
    pub money_queue: crate::loans::queue::MoneyQueue,
    /// The reminder providers of each channel (issue 43 item 4), shared with the message job's
    /// sends.
    pub messengers: Arc<crate::messaging::Messengers>,
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}

impl AppState {
    /// Builds the services. Errors: an unusable SMTP URL, outbox folder or file store.
    pub fn new(db: DatabaseConnection, config: ApiConfig) -> anyhow::Result<Self> {
        let jwt = JwtKeys::new(config.jwt_secret.as_bytes());
        let sealer = Sealer::new(config.jwt_secret.as_bytes());
        let hasher = Hasher::new(config.argon2_m_kib, config.argon2_t, config.argon2_p, config.password_workers)?;
        let mailer = Mailer::new(&config)?;
        let files = FileStore::new(&config.data_dir, config.storage_url.as_deref())?;
        let limiter = AuthLimiter::new(config.auth_per_ip_per_minute, config.auth_per_account_per_minute);
        let uploads = Uploads::new(config.upload_workers);
        let maps = match &config.maps_url {
            Some(url) => Some(crate::maps::Maps::new(url, std::time::Duration::from_millis(config.maps_timeout_ms))?),
            None => None,
        };
        let mobility = match &config.mobility_url {
            Some(url) => Some(crate::jobs::mobility::Mobility::new(
                url,
                config.mobility_token.clone(),
                std::time::Duration::from_millis(config.mobility_timeout_ms),
                std::time::Duration::from_millis(config.mobility_retry_ms),
            )?),
            None => None,
        };
        let messengers = Arc::new(crate::messaging::Messengers::new(&config)?);
        let metrics = Metrics::with_heap_stats(config.heap_stats);
        let exports = crate::xlsx::ExportSlots::new(config.export_workers, &metrics);
        Ok(AppState(Arc::new(Inner {
            db,
            config,
            jwt,
            sealer,
            hasher,
            mailer,
            files,
            uploads,
            limiter,
            metrics,
            boot: Boot::new(),
            import_slots: tokio::sync::Semaphore::new(2),
            exports,
            maps,
            mobility,
            swap_settler: Default::default(),
            money_queue: Default::default(),
            messengers,
        })))
    }
}
