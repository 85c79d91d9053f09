//! What the API needs to know from the binary's configuration (DESIGN §1).

use std::path::PathBuf;

/// API settings. Durations are in seconds unless the name says otherwise.
#[derive(Debug, Clone)]
pub struct ApiConfig {
    /// HS256 secret for access tokens; also the root of the level-sealing key. ≥ 32 bytes.
    pub jwt_secret: String,
    /// Base URL used in e-mailed links (activation, reset), e.g. `http://127.0.0.1:8080`. An
    /// `https://` one also turns on `Strict-Transport-Security`.
    pub public_url: String,
    /// Data folder: `outbox/` for e-mails when no SMTP is configured.
    pub data_dir: PathBuf,
    /// `smtp://user:pass@host:587` or `smtps://…`; `None` writes `.eml` files to the outbox.
    pub smtp_url: Option<String>,
    /// The From address of e-mails.
    pub mail_from: String,
    /// Marks cookies `Secure` (everywhere but plain-HTTP localhost).
    pub cookie_secure: bool,
    /// Access-token lifetime (DESIGN §4: 15 minutes).
    pub access_ttl_secs: i64,
    /// Refresh-token lifetime: 8 days (spec §9, the refresh cookie's lifetime).
    pub refresh_ttl_secs: i64,
    /// Activation link lifetime (72 hours) and reset link lifetime (1 hour).
    pub activation_ttl_secs: i64,
    pub reset_ttl_secs: i64,
    /// Sign-in attempts allowed per client address per minute; the same number of link requests
    /// (forgot password, activation, reset) per address, counted apart.
    pub auth_per_ip_per_minute: u32,
    /// Failed passwords allowed per account (e-mail or login name) per minute; the same number
    /// of forgot-password requests per e-mail, counted apart (they never lock a sign-in).
    pub auth_per_account_per_minute: u32,
    /// Treat the direct peer as a trusted proxy (the older switch, kept): the client is the
    /// rightmost `X-Forwarded-For` entry. [`ApiConfig::trusted_proxies`] is the fuller form.
    pub trust_forwarded_for: bool,
    /// Addresses and networks of the reverse proxies in front of the server: when the peer is
    /// one of them, the client is the rightmost `X-Forwarded-For` entry that is not.
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// How long the refresh token just rotated may be presented again (a second tab refreshing
    /// at the same moment) and get a fresh pair of the same session instead of ending it.
    pub refresh_reuse_grace_secs: i64,
    /// Concurrent argon2 checks (default: the cores).
    pub password_workers: usize,
    /// Concurrent upload checks and image re-encodings (default: the cores).
    pub upload_workers: usize,
    /// Large exports (a list's `format=xlsx`) written at once (issue 46 item 6; default 2); the
    /// rest wait their turn, first come first served, before reading a row.
    pub export_workers: usize,
    /// The allocator's live heap, read for the `roda_memory_heap_*` gauges of `/metrics`; the
    /// binary sets it from its allocator's statistics. `None`: those gauges are not reported.
    pub heap_stats: Option<fn() -> Option<crate::metrics::HeapStats>>,
    /// A bearer token that opens `/metrics` on the main address; without it (and on a wrong
    /// one) `/metrics` answers 404 there. The separate metrics listener needs no token.
    pub metrics_token: Option<String>,
    /// Tests only (no setting reads it): the idempotency layer stops right after the handler,
    /// as if the process had died there, and answers 500.
    pub simulate_crash_after_handler: bool,
    /// Tests only (no setting reads it): `POST /api/v1/jobs/daily` takes a date after today,
    /// to run the book days ahead ([`crate::jobs::daily::business_date`]).
    pub daily_job_future_dates: bool,
    /// `s3://bucket/prefix` for object storage; `None` stores files under `<data dir>/files`.
    pub storage_url: Option<String>,
    /// Provinces and cities where the lender works (DESIGN §6).
    pub operational_area: domain::address::OperationalArea,
    /// Base URL of the Nominatim-compatible geocoding service (spec §7); `None`: maps off.
    pub maps_url: Option<String>,
    /// Geocoding request timeout, milliseconds.
    pub maps_timeout_ms: u64,
    /// Base URL of the vehicle-mobility service (spec §7, `crate::jobs::mobility`); `None`: off.
    pub mobility_url: Option<String>,
    /// Bearer token for it, if it wants one.
    pub mobility_token: Option<String>,
    /// One attempt's timeout, milliseconds.
    pub mobility_timeout_ms: u64,
    /// The wait between retries, milliseconds (spec §7: 2,000).
    pub mobility_retry_ms: u64,
    /// Seconds between two syncs.
    pub mobility_interval_secs: u64,
    /// Virtual accounts (issue 43 item 5): the bank that issues them and the number prefix.
    pub virtual_accounts: VirtualAccounts,
    /// The token Xendit sends as `x-callback-token` on its callbacks; `None`: every Xendit
    /// callback is refused (401).
    pub xendit_callback_token: Option<String>,
    /// The chart of accounts' codes (issue 44 item 4; `RODA_CHART_CODES`).
    pub chart: domain::journal::Chart,
    /// Reminders (issue 43 item 4, `crate::messaging`): the WhatsApp Business Cloud API's base
    /// URL (`None` with a token: `https://graph.facebook.com/v21.0`), its bearer token (`None`:
    /// WhatsApp messages go to the outbox), the sending phone number's id, and the app secret
    /// that signs its delivery callbacks (`None`: every callback is refused, 401).
    pub whatsapp_url: Option<String>,
    pub whatsapp_token: Option<String>,
    pub whatsapp_phone_number_id: Option<String>,
    pub whatsapp_app_secret: Option<String>,
    /// The SMS gateway's URL (`None`: SMS go to the outbox) and its bearer token, if it wants one.
    pub sms_url: Option<String>,
    pub sms_token: Option<String>,
    /// Seconds between two runs of the message job (`crate::jobs::messages`).
    pub messages_interval_secs: u64,
    /// argon2id memory (KiB), iterations and parallelism.
    pub argon2_m_kib: u32,
    pub argon2_t: u32,
    pub argon2_p: u32,
}

impl ApiConfig {
    /// Settings for tests and local runs: a fixed secret, outbox and files under `data_dir`, the
    /// demo's operational area (DKI Jakarta, Jawa Barat, Banten).
    pub fn for_data_dir(data_dir: PathBuf, jwt_secret: String) -> Self {
        ApiConfig {
            jwt_secret,
            public_url: "http://127.0.0.1:8080".into(),
            data_dir,
            smtp_url: None,
            mail_from: "Roda <no-reply@roda.test>".into(),
            cookie_secure: false,
            access_ttl_secs: 15 * 60,
            refresh_ttl_secs: 8 * 24 * 3600,
            activation_ttl_secs: 72 * 3600,
            reset_ttl_secs: 3600,
            auth_per_ip_per_minute: 30,
            auth_per_account_per_minute: 10,
            trust_forwarded_for: false,
            trusted_proxies: Vec::new(),
            refresh_reuse_grace_secs: 20,
            password_workers: crate::auth::passwords::default_workers(),
            upload_workers: crate::auth::passwords::default_workers(),
            export_workers: 2,
            heap_stats: None,
            metrics_token: None,
            simulate_crash_after_handler: false,
            daily_job_future_dates: false,
            storage_url: None,
            operational_area: domain::address::OperationalArea {
                province_codes: vec!["31".into(), "32".into(), "36".into()],
                city_codes: vec![],
            },
            maps_url: None,
            maps_timeout_ms: 3_000,
            mobility_url: None,
            mobility_token: None,
            mobility_timeout_ms: 10_000,
            mobility_retry_ms: 2_000,
            mobility_interval_secs: 900,
            virtual_accounts: VirtualAccounts::default(),
            xendit_callback_token: None,
            chart: domain::journal::Chart::default(),
            whatsapp_url: None,
            whatsapp_token: None,
            whatsapp_phone_number_id: None,
            whatsapp_app_secret: None,
            sms_url: None,
            sms_token: None,
            messages_interval_secs: 60,
            argon2_m_kib: 19 * 1024,
            argon2_t: 2,
            argon2_p: 1,
        }
    }
}

/// How each active loan's virtual account number is made (issue 43 item 5,
/// `domain::virtual_account`): the issuing bank's code as the gateway names it (`BNI`, `BRI`,
/// `MANDIRI`, …) and the number prefix the gateway assigned (digits).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VirtualAccounts {
    pub bank_code: String,
    pub prefix: String,
}

impl Default for VirtualAccounts {
    /// The demo's: BNI with prefix 88089.
    fn default() -> Self {
        VirtualAccounts { bank_code: "BNI".into(), prefix: "88089".into() }
    }
}
