//! E-mail (DESIGN §1): SMTP through lettre when `SMTP_URL` is set, otherwise each message is
//! written by lettre's file transport as an `.eml` file under `<data dir>/outbox` and logged.

use lettre::{
    AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Tokio1Executor,
    message::{Mailbox, SinglePart, header::ContentType},
};

use crate::config::ApiConfig;

/// A plain-text message.
pub struct Message {
    pub to: String,
    pub subject: String,
    pub body: String,
}

pub enum Mailer {
    Smtp { transport: AsyncSmtpTransport<Tokio1Executor>, from: Mailbox },
    Outbox { transport: AsyncFileTransport<Tokio1Executor>, from: Mailbox, dir: std::path::PathBuf },
}

impl Mailer {
    /// Errors: an SMTP URL lettre cannot read, a From address that is not one, or an outbox
    /// folder that cannot be created.
    pub fn new(config: &ApiConfig) -> anyhow::Result<Self> {
        let from: Mailbox = config.mail_from.parse()?;
        Ok(match &config.smtp_url {
            Some(url) => Mailer::Smtp { transport: AsyncSmtpTransport::<Tokio1Executor>::from_url(url)?.build(), from },
            None => {
                let dir = config.data_dir.join("outbox");
                std::fs::create_dir_all(&dir)?;
                Mailer::Outbox { transport: AsyncFileTransport::new(&dir), from, dir }
            }
        })
    }

    /// Sends one message. Errors: the recipient is not an address, or the transport failed.
    pub async fn send(&self, msg: Message) -> anyhow::Result<()> {
        let from = match self {
            Mailer::Smtp { from, .. } | Mailer::Outbox { from, .. } => from.clone(),
        };
        // lettre picks the transfer encoding (quoted-printable for the long link line).
        let email = lettre::Message::builder()
            .from(from)
            .to(msg.to.parse()?)
            .subject(msg.subject)
            .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(msg.body))?;
        match self {
            Mailer::Smtp { transport, .. } => {
                transport.send(email).await?;
            }
            Mailer::Outbox { transport, dir, .. } => {
                let id = transport.send(email).await?;
                tracing::info!(outbox = %dir.display(), id = %id, to = %msg.to, "e-mail written to the outbox");
            }
        }
        Ok(())
    }
}
