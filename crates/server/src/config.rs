//! Configuration (DESIGN §1): defaults < `roda.toml` (in the working directory, or the file
//! named by `RODA_CONFIG`) < environment variables. Secrets are never logged.

use std::path::{Path, PathBuf};

use anyhow::Context;
use serde::Deserialize;

/// Every setting, with its environment variable.
#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    /// `RODA_ADDR`: listen address. Default `127.0.0.1:8080`.
    pub addr: String,
    /// `RODA_DATA_DIR`: database file, outbox, files, generated secret. Default `./data`.
    pub data_dir: PathBuf,
    /// `DATABASE_URL`: `postgres://…`, or SQLite (default `sqlite://<data dir>/roda.db`).
    pub database_url: Option<String>,
    /// `RODA_DB_MAX_CONNECTIONS`: database pool size. Default 8 on SQLite, 32 on PostgreSQL.
    pub db_max_connections: Option<u32>,
    /// `STORAGE_URL`: `s3://…` for object storage; default the local `<data dir>/files`.
    pub storage_url: Option<String>,
    /// `SMTP_URL`: `smtp://user:pass@host:587`; without it e-mails go to `<data dir>/outbox`.
    pub smtp_url: Option<String>,
    /// `RODA_MAIL_FROM`: sender of e-mails.
    pub mail_from: String,
    /// `SENTRY_DSN`: report errors to Sentry when set.
    pub sentry_dsn: Option<String>,
    /// `RODA_JWT_SECRET`: token signing secret; generated into the data dir when unset.
    pub jwt_secret: Option<String>,
    /// `RODA_PUBLIC_URL`: base of e-mailed links. Default `http://<addr>`.
    pub public_url: Option<String>,
    /// `RODA_AUTH_PER_IP_PER_MINUTE`, `RODA_AUTH_PER_ACCOUNT_PER_MINUTE`: sign-in rate limits.
    pub auth_per_ip_per_minute: u32,
    pub auth_per_account_per_minute: u32,
    /// `RODA_TRUST_FORWARDED_FOR`: the direct peer is a trusted proxy (any address); the
    /// client is the rightmost `X-Forwarded-For` entry. Prefer `RODA_TRUSTED_PROXIES`.
    pub trust_forwarded_for: bool,
    /// `RODA_TRUSTED_PROXIES`: the reverse proxies' addresses or networks, comma-separated
    /// (`10.0.0.5, 10.1.0.0/16, ::1`); the client is the rightmost `X-Forwarded-For` entry that
    /// is not one of them. Default none: `X-Forwarded-For` is ignored.
    pub trusted_proxies: String,
    /// `RODA_METRICS_ADDR`: a second listener (e.g. `127.0.0.1:9100`) serving `/metrics` only,
    /// without a token. Default none.
    pub metrics_addr: Option<String>,
    /// `RODA_METRICS_TOKEN`: a bearer token that opens `/metrics` on the main address; without
    /// it `/metrics` answers 404 there.
    pub metrics_token: Option<String>,
    /// `RODA_OPERATIONAL_PROVINCES`: Kemendagri province codes where the lender works,
    /// comma-separated. Default `31,32,36` (DKI Jakarta, Jawa Barat, Banten).
    pub operational_provinces: String,
    /// `RODA_OPERATIONAL_CITIES`: city/regency codes that narrow a listed province to those
    /// cities, comma-separated (a province without listed cities counts whole). Default none.
    pub operational_cities: String,
    /// `RODA_MAPS_URL`: base URL of a Nominatim-compatible geocoding service (spec §7), e.g.
    /// `https://nominatim.openstreetmap.org`. Default none: maps are off and the dealer step
    /// offers the dealers of the chosen city.
    pub maps_url: Option<String>,
    /// `RODA_MAPS_TIMEOUT_MS`: how long a geocoding request may take, milliseconds. Default 3,000.
    pub maps_timeout_ms: u64,
    /// `RODA_MOBILITY_URL`: base URL of the vehicle-mobility (telematics) service (spec §7; its
    /// contract in `api::jobs::mobility`). Default none: no sync, units show what staff recorded.
    pub mobility_url: Option<String>,
    /// `RODA_MOBILITY_TOKEN`: bearer token for it. Default none.
    pub mobility_token: Option<String>,
    /// `RODA_MOBILITY_TIMEOUT_MS`: one request's timeout, milliseconds. Default 10,000.
    pub mobility_timeout_ms: u64,
    /// `RODA_MOBILITY_INTERVAL_SECS`: seconds between two syncs. Default 900.
    pub mobility_interval_secs: u64,
    /// `RODA_VA_BANK_CODE`: the bank that issues the loans' virtual accounts, as the payment
    /// gateway names it. Default `BNI`.
    pub va_bank_code: String,
    /// `RODA_VA_PREFIX`: the digits every virtual account number starts with (1 to 10), as the
    /// gateway assigned them. Default `88089`.
    pub va_prefix: String,
    /// `RODA_XENDIT_CALLBACK_TOKEN`: the callback verification token of the Xendit account; the
    /// `x-callback-token` header of its callbacks must equal it. Default none: Xendit callbacks
    /// are refused.
    pub xendit_callback_token: Option<String>,
    /// `RODA_CHART_CODES`: account codes of the chart that differ from the defaults, as
    /// `role=code` pairs separated by commas (`financing_receivable=1401,interest_income=4201`;
    /// roles as `GET /api/v1/accounts` names them). Default none: the default chart.
    pub chart_codes: Option<String>,
    /// `RODA_WHATSAPP_URL`: base URL of the WhatsApp Business Cloud API (issue 43 item 4,
    /// `api::messaging`). Default `https://graph.facebook.com/v21.0` when a token is set.
    pub whatsapp_url: Option<String>,
    /// `RODA_WHATSAPP_TOKEN`: its bearer (system user) token. Default none: reminders by WhatsApp
    /// are written to `<data dir>/outbox`.
    pub whatsapp_token: Option<String>,
    /// `RODA_WHATSAPP_PHONE_NUMBER_ID`: the id of the sending phone number (required with a
    /// token).
    pub whatsapp_phone_number_id: Option<String>,
    /// `RODA_WHATSAPP_APP_SECRET`: the app secret that signs its delivery callbacks
    /// (`X-Hub-Signature-256`). Default none: every callback is refused.
    pub whatsapp_app_secret: Option<String>,
    /// `RODA_SMS_URL`: the SMS gateway's send URL (`POST {to, message}`). Default none: reminders
    /// by SMS are written to `<data dir>/outbox`.
    pub sms_url: Option<String>,
    /// `RODA_SMS_TOKEN`: its bearer token. Default none.
    pub sms_token: Option<String>,
    /// `RODA_MESSAGES_INTERVAL_SECS`: seconds between two runs of the message job. Default 60.
    pub messages_interval_secs: u64,
    /// `RODA_EXPORT_WORKERS`: large exports (a list's xlsx download) written at once; the rest
    /// wait their turn. Default 2 (issue 46 item 6).
    pub export_workers: usize,
    /// `RODA_ARGON2_M_KIB`, `RODA_ARGON2_T`, `RODA_ARGON2_P`: password hashing cost.
    pub argon2_m_kib: u32,
    pub argon2_t: u32,
    pub argon2_p: u32,
}

impl Settings {
    /// Loads the settings. Errors: an unreadable `roda.toml` or a value of the wrong type.
    pub fn load() -> anyhow::Result<Settings> {
        let file = std::env::var("RODA_CONFIG").unwrap_or_else(|_| "roda.toml".into());
        let builder = config::Config::builder()
            .set_default("addr", "127.0.0.1:8080")?
            .set_default("data_dir", "./data")?
            .set_default("mail_from", "Roda <no-reply@roda.test>")?
            .set_default("auth_per_ip_per_minute", 30)?
            .set_default("auth_per_account_per_minute", 10)?
            .set_default("trust_forwarded_for", false)?
            .set_default("trusted_proxies", "")?
            .set_default("operational_provinces", "31,32,36")?
            .set_default("operational_cities", "")?
            .set_default("maps_timeout_ms", 3_000)?
            .set_default("mobility_timeout_ms", 10_000)?
            .set_default("mobility_interval_secs", 900)?
            .set_default("va_bank_code", "BNI")?
            .set_default("va_prefix", "88089")?
            .set_default("messages_interval_secs", 60)?
            .set_default("export_workers", 2)?
            .set_default("argon2_m_kib", 19 * 1024)?
            .set_default("argon2_t", 2)?
            .set_default("argon2_p", 1)?
            .add_source(config::File::with_name(&file).required(false))
            .add_source(config::Environment::with_prefix("RODA").try_parsing(true))
            // The conventional names without the prefix (DESIGN §1).
            .set_override_option("database_url", std::env::var("DATABASE_URL").ok())?
            .set_override_option("storage_url", std::env::var("STORAGE_URL").ok())?
            .set_override_option("smtp_url", std::env::var("SMTP_URL").ok())?
            // Read as text: parsed as a number, a prefix or token of digits would lose its
            // leading zeros.
            .set_override_option("va_prefix", std::env::var("RODA_VA_PREFIX").ok())?
            .set_override_option("xendit_callback_token", std::env::var("RODA_XENDIT_CALLBACK_TOKEN").ok())?
            .set_override_option("chart_codes", std::env::var("RODA_CHART_CODES").ok())?
            // Ids and secrets read as text, whatever digits they hold.
            .set_override_option("whatsapp_token", std::env::var("RODA_WHATSAPP_TOKEN").ok())?
            .set_override_option("whatsapp_phone_number_id", std::env::var("RODA_WHATSAPP_PHONE_NUMBER_ID").ok())?
            .set_override_option("whatsapp_app_secret", std::env::var("RODA_WHATSAPP_APP_SECRET").ok())?
            .set_override_option("sms_token", std::env::var("RODA_SMS_TOKEN").ok())?
            .set_override_option("sentry_dsn", std::env::var("SENTRY_DSN").ok().filter(|s| !s.is_empty()))?;
        builder.build()?.try_deserialize().context("reading the configuration")
    }

    /// The database URL in force.
    pub fn database_url(&self) -> String {
        self.database_url
            .clone()
            .filter(|u| !u.is_empty())
            .unwrap_or_else(|| format!("sqlite://{}?mode=rwc", self.data_dir.join("roda.db").display()))
    }

    /// The JWT secret: configured, or read from (or generated into) `<data dir>/jwt_secret`
    /// with mode 0600. Errors: the data dir is not writable.
    pub fn jwt_secret(&self) -> anyhow::Result<String> {
        if let Some(s) = self.jwt_secret.clone().filter(|s| !s.is_empty()) {
            anyhow::ensure!(s.len() >= 32, "RODA_JWT_SECRET must be at least 32 characters");
            return Ok(s);
        }
        let path = self.data_dir.join("jwt_secret");
        if let Ok(s) = std::fs::read_to_string(&path) {
            return Ok(s.trim().to_owned());
        }
        let mut bytes = [0u8; 32];
        rand::Rng::fill(&mut rand::rng(), &mut bytes);
        let secret = hex::encode(bytes);
        write_private(&path, &secret)?;
        tracing::info!(path = %path.display(), "generated a JWT secret");
        Ok(secret)
    }

    /// The API's configuration.
    pub fn api_config(&self) -> anyhow::Result<api::ApiConfig> {
        let mut c = api::ApiConfig::for_data_dir(self.data_dir.clone(), self.jwt_secret()?);
        c.public_url = self.public_url.clone().unwrap_or_else(|| format!("http://{}", self.addr));
        c.smtp_url = self.smtp_url.clone().filter(|s| !s.is_empty());
        c.mail_from = self.mail_from.clone();
        c.cookie_secure = !(c.public_url.starts_with("http://127.") || c.public_url.starts_with("http://localhost"));
        c.auth_per_ip_per_minute = self.auth_per_ip_per_minute;
        c.auth_per_account_per_minute = self.auth_per_account_per_minute;
        c.trust_forwarded_for = self.trust_forwarded_for;
        c.trusted_proxies = parse_networks(&self.trusted_proxies).context("RODA_TRUSTED_PROXIES")?;
        c.metrics_token = self.metrics_token.clone().filter(|t| !t.is_empty());
        // Without it every instance kept its uploads under its own data dir, whatever
        // `STORAGE_URL` said: a cluster's other instances answered 500 for them (issue 40 item 8).
        c.storage_url = self.storage_url.clone().filter(|u| !u.trim().is_empty());
        let codes = |s: &str| s.split(',').map(str::trim).filter(|c| !c.is_empty()).map(str::to_owned).collect();
        c.operational_area = domain::address::OperationalArea {
            province_codes: codes(&self.operational_provinces),
            city_codes: codes(&self.operational_cities),
        };
        c.maps_url = self.maps_url.clone().filter(|u| !u.trim().is_empty());
        c.maps_timeout_ms = self.maps_timeout_ms;
        c.mobility_url = self.mobility_url.clone().filter(|u| !u.trim().is_empty());
        c.mobility_token = self.mobility_token.clone().filter(|t| !t.is_empty());
        c.mobility_timeout_ms = self.mobility_timeout_ms;
        c.mobility_interval_secs = self.mobility_interval_secs.max(60);
        anyhow::ensure!(domain::virtual_account::valid_prefix(self.va_prefix.trim()), "RODA_VA_PREFIX must be 1 to 10 digits");
        c.virtual_accounts = api::config::VirtualAccounts {
            bank_code: self.va_bank_code.trim().to_uppercase(),
            prefix: self.va_prefix.trim().to_owned(),
        };
        c.xendit_callback_token = self.xendit_callback_token.clone().filter(|t| !t.trim().is_empty());
        c.chart = domain::journal::Chart::parse(self.chart_codes.as_deref().unwrap_or_default())
            .map_err(|e| anyhow::anyhow!("RODA_CHART_CODES: {e}"))?;
        let filled = |v: &Option<String>| v.clone().filter(|v| !v.trim().is_empty());
        c.whatsapp_url = filled(&self.whatsapp_url);
        c.whatsapp_token = filled(&self.whatsapp_token);
        c.whatsapp_phone_number_id = filled(&self.whatsapp_phone_number_id);
        c.whatsapp_app_secret = filled(&self.whatsapp_app_secret);
        c.sms_url = filled(&self.sms_url);
        c.sms_token = filled(&self.sms_token);
        c.messages_interval_secs = self.messages_interval_secs.max(1);
        c.export_workers = self.export_workers.max(1);
        c.heap_stats = crate::memory::HEAP_STATS;
        c.argon2_m_kib = self.argon2_m_kib;
        c.argon2_t = self.argon2_t;
        c.argon2_p = self.argon2_p;
        Ok(c)
    }
}

/// Comma-separated addresses (`10.0.0.5`, taken as one host) and networks (`10.1.0.0/16`).
/// Errors: an entry that is neither.
pub fn parse_networks(list: &str) -> anyhow::Result<Vec<ipnet::IpNet>> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<ipnet::IpNet>()
                .or_else(|_| s.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
                .with_context(|| format!("{s:?} is not an address or a network"))
        })
        .collect()
}

fn write_private(path: &Path, content: &str) -> anyhow::Result<()> {
    use std::io::Write;
    #[cfg(unix)]
    use std::os::unix::fs::OpenOptionsExt;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create_new(true);
    #[cfg(unix)]
    opts.mode(0o600);
    let mut f = opts.open(path).with_context(|| format!("writing {}", path.display()))?;
    f.write_all(content.as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_object_store_url_reaches_the_api_configuration() {
        let mut settings = Settings::load().unwrap();
        settings.jwt_secret = Some("k".repeat(32));
        settings.storage_url = Some("s3://roda-files/uploads".into());
        assert_eq!(settings.api_config().unwrap().storage_url.as_deref(), Some("s3://roda-files/uploads"));
        settings.storage_url = Some(" ".into());
        assert_eq!(settings.api_config().unwrap().storage_url, None);
    }

    #[test]
    fn trusted_proxies_are_addresses_or_networks() {
        let nets = parse_networks(" 10.0.0.5, 10.1.0.0/16,::1 ,").unwrap();
        assert_eq!(nets.len(), 3);
        assert!(nets[0].contains(&"10.0.0.5".parse::<std::net::IpAddr>().unwrap()));
        assert!(!nets[0].contains(&"10.0.0.6".parse::<std::net::IpAddr>().unwrap()));
        assert!(nets[1].contains(&"10.1.200.3".parse::<std::net::IpAddr>().unwrap()));
        assert!(parse_networks("").unwrap().is_empty());
        assert!(parse_networks("10.0.0.0/40").is_err());
        assert!(parse_networks("proxy.local").is_err());
    }
}
