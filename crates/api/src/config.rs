//! What the API needs to know from the binary's configuration (DESIGN §1).

use std::path::PathBuf;

/// API settings. Durations are in seconds unless the name says otherwise.
#[derive(Debug, Clone)]
pub struct ApiConfig {
    /// HS256 secret for access tokens; also the root of the level-sealing key. ≥ 32 bytes.
    pub jwt_secret: String,
    /// Base URL used in e-mailed links (activation, reset), e.g. `http://127.0.0.1:8080`.
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
    /// Sign-in and reset attempts allowed per client address per minute.
    pub auth_per_ip_per_minute: u32,
    /// Sign-in and reset attempts allowed per account (e-mail) per minute.
    pub auth_per_account_per_minute: u32,
    /// Take the client address from `X-Forwarded-For` (only behind a trusted proxy).
    pub trust_forwarded_for: bool,
    /// `s3://bucket/prefix` for object storage; `None` stores files under `<data dir>/files`.
    pub storage_url: Option<String>,
    /// Provinces and cities where the lender works (DESIGN §6).
    pub operational_area: domain::address::OperationalArea,
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
            storage_url: None,
            operational_area: domain::address::OperationalArea {
                province_codes: vec!["31".into(), "32".into(), "36".into()],
                city_codes: vec![],
            },
            argon2_m_kib: 19 * 1024,
            argon2_t: 2,
            argon2_p: 1,
        }
    }
}
