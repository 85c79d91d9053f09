//! The providers that carry reminders to borrowers (issue 43 item 4; DESIGN §3 "Reminders"), one
//! per channel, behind one [`Provider`] trait and chosen by configuration:
//!
//! - WhatsApp: the WhatsApp Business Cloud API when `RODA_WHATSAPP_TOKEN` is set —
//!   `POST {RODA_WHATSAPP_URL}/{RODA_WHATSAPP_PHONE_NUMBER_ID}/messages` with the bearer token and
//!   `{"messaging_product": "whatsapp", "to": "628…", "type": "text", "text": {"body": …}}`; it
//!   answers `{"messages": [{"id": "wamid.…"}]}`, the id its delivery callbacks name.
//! - SMS: an HTTP gateway when `RODA_SMS_URL` is set — `POST {RODA_SMS_URL}` with the bearer
//!   `RODA_SMS_TOKEN` (if any) and `{"to": "+628…", "message": …}`; an `id` in its answer (text or
//!   number) is kept.
//! - E-mail: the e-mail service of every other mail ([`crate::mail::Mailer`]: SMTP, or `.eml`
//!   files in the outbox).
//! - Without configuration, WhatsApp and SMS messages are written as text files to
//!   `<data dir>/outbox/<channel>-<message id>.txt` (recipient, then the body), so the whole flow
//!   runs on a fresh machine.
//!
//! HTTP requests are retried by `reqwest-retry` on a network error, a timeout, 408, 429 and 5xx
//! ([`RETRIES`] times, a fraction of a second apart), never on another 4xx. What still fails is
//! [`Delivery::Retry`] (the message stays queued, with the message job's backoff) or, for a
//! 4xx other than 408 and 429, [`Delivery::Refused`] with the provider's error (failed at once).

use std::{future::Future, path::PathBuf, pin::Pin, time::Duration};

use domain::{Lang, reminders::MessageChannel};
use reqwest_middleware::{ClientBuilder, ClientWithMiddleware};
use reqwest_retry::{Jitter, RetryTransientMiddleware, policies::ExponentialBackoff};
use uuid::Uuid;

use crate::{config::ApiConfig, mail::Mailer};

/// The WhatsApp Business Cloud API's base when `RODA_WHATSAPP_URL` is not set.
pub const WHATSAPP_DEFAULT_URL: &str = "https://graph.facebook.com/v21.0";
/// Retries of a transient HTTP failure within one attempt.
pub const RETRIES: u32 = 2;
/// The wait before a retry, at least and at most.
pub const RETRY_MIN: Duration = Duration::from_millis(200);
pub const RETRY_MAX: Duration = Duration::from_millis(1_000);
/// One request's timeout.
pub const TIMEOUT: Duration = Duration::from_secs(10);
/// The User-Agent of every request.
pub const USER_AGENT: &str = concat!("roda/", env!("CARGO_PKG_VERSION"), " (back office reminders)");
/// Longest provider answer quoted in an error, characters.
const DETAIL_MAX: usize = 300;

/// A message on its way out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outgoing {
    pub id: Uuid,
    pub channel: MessageChannel,
    /// A phone (`+62…`) or an e-mail address.
    pub recipient: String,
    pub body: String,
    /// The language it was written in (the e-mail's subject follows it).
    pub lang: Lang,
    /// Its loan ID (`LN-…`), for the e-mail's subject.
    pub loan_code: String,
}

/// What a provider made of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Taken, with the provider's id of it when it gave one.
    Sent(Option<String>),
    /// Not taken for now (unreachable, 5xx, 408, 429 after the retries): try again later.
    Retry(String),
    /// Refused (another 4xx, an impossible recipient): trying again changes nothing.
    Refused(String),
}

/// A boxed future that can cross threads.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A way of sending one channel's messages.
pub trait Provider: Send + Sync {
    /// Its name in logs and errors (`whatsapp`, `sms`, `email`, `outbox`).
    fn name(&self) -> &'static str;
    /// Sends `m`; never fails otherwise than through [`Delivery`].
    fn send<'a>(&'a self, m: &'a Outgoing) -> BoxFuture<'a, Delivery>;
}

/// The provider of each channel, as configured.
pub struct Messengers {
    whatsapp: Box<dyn Provider>,
    sms: Box<dyn Provider>,
    email: Box<dyn Provider>,
}

impl Messengers {
    /// The providers `config` names, the outbox for WhatsApp and SMS where it names none.
    /// Errors: `RODA_WHATSAPP_TOKEN` without `RODA_WHATSAPP_PHONE_NUMBER_ID`, a URL that is not
    /// http(s), an unusable e-mail configuration or outbox folder.
    pub fn new(config: &ApiConfig) -> anyhow::Result<Self> {
        let outbox = config.data_dir.join("outbox");
        let filled = |v: &Option<String>| v.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned);
        let whatsapp: Box<dyn Provider> = match filled(&config.whatsapp_token) {
            Some(token) => {
                let phone_id = filled(&config.whatsapp_phone_number_id)
                    .ok_or_else(|| anyhow::anyhow!("RODA_WHATSAPP_PHONE_NUMBER_ID is required with RODA_WHATSAPP_TOKEN"))?;
                let base = filled(&config.whatsapp_url).unwrap_or_else(|| WHATSAPP_DEFAULT_URL.to_owned());
                let url = endpoint(&base, &format!("{phone_id}/messages"))?;
                Box::new(WhatsAppCloud { client: client()?, url, token })
            }
            None => Box::new(Outbox { dir: outbox.clone(), channel: MessageChannel::Whatsapp }),
        };
        let sms: Box<dyn Provider> = match filled(&config.sms_url) {
            Some(url) => Box::new(SmsGateway { client: client()?, url: endpoint(&url, "")?, token: filled(&config.sms_token) }),
            None => Box::new(Outbox { dir: outbox, channel: MessageChannel::Sms }),
        };
        Ok(Messengers { whatsapp, sms, email: Box::new(Email { mailer: Mailer::new(config)? }) })
    }

    /// The provider of `channel`.
    pub fn provider(&self, channel: MessageChannel) -> &dyn Provider {
        match channel {
            MessageChannel::Whatsapp => self.whatsapp.as_ref(),
            MessageChannel::Sms => self.sms.as_ref(),
            MessageChannel::Email => self.email.as_ref(),
        }
    }
}

/// `base` (http or https) with `path` appended after a `/`. Errors: not an http(s) URL.
fn endpoint(base: &str, path: &str) -> anyhow::Result<reqwest::Url> {
    let url = reqwest::Url::parse(base.trim())?;
    anyhow::ensure!(matches!(url.scheme(), "http" | "https"), "a provider URL must be http(s): {base}");
    if path.is_empty() {
        return Ok(url);
    }
    let mut url = url;
    if !url.path().ends_with('/') {
        let p = format!("{}/", url.path());
        url.set_path(&p);
    }
    Ok(url.join(path)?)
}

/// The HTTP client of the providers: [`TIMEOUT`] per request, transient failures retried
/// [`RETRIES`] times.
fn client() -> anyhow::Result<ClientWithMiddleware> {
    let http = reqwest::Client::builder().user_agent(USER_AGENT).timeout(TIMEOUT).connect_timeout(TIMEOUT).build()?;
    let policy =
        ExponentialBackoff::builder().retry_bounds(RETRY_MIN, RETRY_MAX).jitter(Jitter::None).build_with_max_retries(RETRIES);
    Ok(ClientBuilder::new(http).with(RetryTransientMiddleware::new_with_policy(policy)).build())
}

/// Reads a provider's answer: 2xx is sent (with the id `id_of` finds in its JSON), 408, 429 and
/// 5xx (and no answer at all) are worth another try later, any other status is a refusal; the
/// error names `provider`, the status and the provider's own words (`detail_of`, else the body).
async fn answer(
    provider: &str,
    res: Result<reqwest::Response, reqwest_middleware::Error>,
    id_of: fn(&serde_json::Value) -> Option<String>,
    detail_of: fn(&serde_json::Value) -> Option<String>,
) -> Delivery {
    let res = match res {
        Ok(r) => r,
        Err(e) => return Delivery::Retry(format!("{provider}: {}", without_url(e))),
    };
    let status = res.status();
    let text = res.text().await.unwrap_or_default();
    let json: Option<serde_json::Value> = serde_json::from_str(&text).ok();
    if status.is_success() {
        return Delivery::Sent(json.as_ref().and_then(id_of));
    }
    let detail = json.as_ref().and_then(detail_of).unwrap_or_else(|| text.trim().chars().take(DETAIL_MAX).collect());
    let error = format!("{provider} {}: {detail}", status.as_u16());
    if status.is_server_error() || status.as_u16() == 408 || status.as_u16() == 429 {
        Delivery::Retry(error)
    } else {
        Delivery::Refused(error)
    }
}

/// A transport error's text without the URL (which may carry a secret).
fn without_url(e: reqwest_middleware::Error) -> String {
    match e {
        reqwest_middleware::Error::Reqwest(e) => e.without_url().to_string(),
        reqwest_middleware::Error::Middleware(e) => e.to_string(),
    }
}

/// The WhatsApp Business Cloud API.
struct WhatsAppCloud {
    client: ClientWithMiddleware,
    /// `{base}/{phone number id}/messages`.
    url: reqwest::Url,
    token: String,
}

impl Provider for WhatsAppCloud {
    fn name(&self) -> &'static str {
        "whatsapp"
    }

    fn send<'a>(&'a self, m: &'a Outgoing) -> BoxFuture<'a, Delivery> {
        Box::pin(async move {
            // The Cloud API takes the number with its country code and without the `+`.
            let to: String = m.recipient.chars().filter(char::is_ascii_digit).collect();
            let body = serde_json::json!({
                "messaging_product": "whatsapp",
                "recipient_type": "individual",
                "to": to,
                "type": "text",
                "text": { "preview_url": false, "body": m.body },
            });
            let res = self.client.post(self.url.clone()).bearer_auth(&self.token).json(&body).send().await;
            answer(
                self.name(),
                res,
                |v| v["messages"][0]["id"].as_str().map(str::to_owned),
                |v| {
                    let e = &v["error"];
                    let message = e["message"].as_str()?;
                    Some(match e["code"].as_i64() {
                        Some(code) => format!("{message} (code {code})"),
                        None => message.to_owned(),
                    })
                },
            )
            .await
        })
    }
}

/// An SMS gateway over HTTP.
struct SmsGateway {
    client: ClientWithMiddleware,
    url: reqwest::Url,
    token: Option<String>,
}

impl Provider for SmsGateway {
    fn name(&self) -> &'static str {
        "sms"
    }

    fn send<'a>(&'a self, m: &'a Outgoing) -> BoxFuture<'a, Delivery> {
        Box::pin(async move {
            let mut req = self.client.post(self.url.clone()).json(&serde_json::json!({ "to": m.recipient, "message": m.body }));
            if let Some(t) = &self.token {
                req = req.bearer_auth(t);
            }
            answer(
                self.name(),
                req.send().await,
                |v| match &v["id"] {
                    serde_json::Value::String(s) => Some(s.clone()),
                    serde_json::Value::Number(n) => Some(n.to_string()),
                    _ => None,
                },
                |v| ["error", "message"].iter().find_map(|k| v[*k].as_str().map(str::to_owned)),
            )
            .await
        })
    }
}

/// E-mail through [`Mailer`].
struct Email {
    mailer: Mailer,
}

impl Provider for Email {
    fn name(&self) -> &'static str {
        "email"
    }

    fn send<'a>(&'a self, m: &'a Outgoing) -> BoxFuture<'a, Delivery> {
        Box::pin(async move {
            if m.recipient.parse::<lettre::Address>().is_err() {
                return Delivery::Refused(format!("email: {:?} is not an e-mail address", m.recipient));
            }
            let subject = format!("{} {}", domain::i18n::text("reminder_email_subject", m.lang), m.loan_code);
            let msg = crate::mail::Message { to: m.recipient.clone(), subject, body: m.body.clone() };
            match self.mailer.send(msg).await {
                Ok(()) => Delivery::Sent(None),
                Err(e) => Delivery::Retry(format!("email: {e}")),
            }
        })
    }
}

/// Writes each message as a text file to the outbox: the channel's stand-in when it has no
/// provider configured.
struct Outbox {
    dir: PathBuf,
    channel: MessageChannel,
}

impl Outbox {
    /// The file of message `id`: `<channel>-<id>.txt`.
    fn file(&self, id: Uuid) -> PathBuf {
        self.dir.join(format!("{}-{id}.txt", self.channel.as_str()))
    }
}

impl Provider for Outbox {
    fn name(&self) -> &'static str {
        "outbox"
    }

    fn send<'a>(&'a self, m: &'a Outgoing) -> BoxFuture<'a, Delivery> {
        Box::pin(async move {
            let path = self.file(m.id);
            let text = format!("To: {}\nChannel: {}\nMessage-Id: {}\n\n{}\n", m.recipient, m.channel.as_str(), m.id, m.body);
            let written = async {
                tokio::fs::create_dir_all(&self.dir).await?;
                tokio::fs::write(&path, text).await
            };
            match written.await {
                Ok(()) => {
                    tracing::info!(outbox = %path.display(), to = %m.recipient, channel = m.channel.as_str(), "message written to the outbox");
                    Delivery::Sent(None)
                }
                Err(e) => Delivery::Retry(format!("outbox: {e}")),
            }
        })
    }
}

/// Whether `body` carries WhatsApp's signature `signature` (`X-Hub-Signature-256`:
/// `sha256=` and the hex HMAC-SHA256 of the raw body under the app secret `secret`), compared in
/// constant time. An empty secret verifies nothing.
pub fn signed(secret: &str, body: &[u8], signature: &str) -> bool {
    use hmac::{Hmac, Mac};
    let Some(hex_sig) = signature.trim().strip_prefix("sha256=") else { return false };
    let Ok(sig) = hex::decode(hex_sig) else { return false };
    if secret.is_empty() {
        return false;
    }
    let Ok(mut mac) = Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()) else { return false };
    mac.update(body);
    mac.verify_slice(&sig).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_is_the_hex_hmac_of_the_raw_body() {
        use hmac::{Hmac, Mac};
        let body = br#"{"entry":[]}"#;
        let mut mac = Hmac::<sha2::Sha256>::new_from_slice(b"app-secret").unwrap();
        mac.update(body);
        let good = format!("sha256={}", hex::encode(mac.finalize().into_bytes()));
        assert!(signed("app-secret", body, &good));
        assert!(!signed("other-secret", body, &good));
        assert!(!signed("app-secret", br#"{"entry":[1]}"#, &good));
        assert!(!signed("app-secret", body, good.trim_start_matches("sha256=")));
        assert!(!signed("app-secret", body, "sha256=zz"));
        assert!(!signed("", body, &good));
    }

    #[test]
    fn provider_urls_are_http_and_take_their_path() {
        assert_eq!(
            endpoint("https://graph.facebook.com/v21.0", "123/messages").unwrap().as_str(),
            "https://graph.facebook.com/v21.0/123/messages"
        );
        assert_eq!(endpoint("http://127.0.0.1:9/", "123/messages").unwrap().as_str(), "http://127.0.0.1:9/123/messages");
        assert_eq!(endpoint("https://sms.example/api/send", "").unwrap().as_str(), "https://sms.example/api/send");
        assert!(endpoint("ftp://x", "").is_err());
    }
}
