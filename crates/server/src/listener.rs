//! The listener `roda serve` answers on (issue 40 item 7): hyper answers a request it cannot
//! parse itself, before the router sees it, with a status and no body. Of those, a URI past
//! hyper's limit (414) and headers past its buffer (431) are requests a client sent in good
//! faith and reads the envelope of; this listener's connections give those two answers the
//! API's envelope (DESIGN §3), in English since the request's `Accept-Language` was never read.
//!
//! Hyper writes such an answer as the last bytes of its connection (`connection: close`), its
//! head in one write. Only a head of exactly that form is rewritten; everything else passes
//! through untouched.

use std::{
    io,
    net::SocketAddr,
    pin::Pin,
    task::{Context, Poll, ready},
};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A TCP listener whose connections envelope hyper's own 414 and 431 answers.
pub struct EnvelopedListener(pub tokio::net::TcpListener);

/// [`EnvelopedListener`] as `axum::serve` takes it with the peer's address as
/// `ConnectInfo<SocketAddr>` (axum gives that to a tapped listener of any kind).
pub type Enveloping = axum::serve::TapIo<EnvelopedListener, fn(&mut Enveloped<tokio::net::TcpStream>)>;

/// The listener of `roda serve` (and of the API tests) on `listener`.
pub fn enveloping(listener: tokio::net::TcpListener) -> Enveloping {
    use axum::serve::ListenerExt;
    fn untouched(_: &mut Enveloped<tokio::net::TcpStream>) {}
    EnvelopedListener(listener).tap_io(untouched as fn(&mut Enveloped<tokio::net::TcpStream>))
}

impl axum::serve::Listener for EnvelopedListener {
    type Io = Enveloped<tokio::net::TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        // axum's own accept loop (it waits out EMFILE and the like).
        let (io, addr) = axum::serve::Listener::accept(&mut self.0).await;
        (Enveloped { inner: io, pending: Vec::new() }, addr)
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.0.local_addr()
    }
}

/// One connection: reads pass through; a write of hyper's bare 414/431 head becomes the head
/// with a JSON body.
pub struct Enveloped<T> {
    inner: T,
    /// Rewritten bytes not yet written to `inner`.
    pending: Vec<u8>,
}

/// The answer to write instead of `head` when it is hyper's bare answer to an unparsable
/// request (status 414 or 431, `connection: close`, `content-length: 0`, nothing after the
/// head); `None` for anything else.
pub fn envelope_of(head: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(head).ok()?;
    let (status, code) = if text.starts_with("HTTP/1.1 414 ") {
        (414, "uri_too_long")
    } else if text.starts_with("HTTP/1.1 431 ") {
        (431, "headers_too_large")
    } else {
        return None;
    };
    let lower = text.to_ascii_lowercase();
    if !text.ends_with("\r\n\r\n") || text.matches("\r\n\r\n").count() != 1 || !lower.contains("\r\nconnection: close\r\n") {
        return None;
    }
    let at = lower.find("\r\ncontent-length: 0\r\n")?;
    let msg = domain::i18n::text(code, domain::Lang::En);
    let body = serde_json::json!({ "code": status, "msg": msg, "data": null, "errors": [{ "field": null, "code": code, "message": msg }] })
        .to_string();
    let end = at + "\r\ncontent-length: 0\r\n".len();
    let mut out = String::with_capacity(text.len() + body.len() + 64);
    out.push_str(&text[..at]);
    out.push_str(&format!("\r\ncontent-type: application/json\r\ncontent-length: {}\r\n", body.len()));
    out.push_str(&text[end..]);
    out.push_str(&body);
    Some(out.into_bytes())
}

impl<T: AsyncWrite + Unpin> Enveloped<T> {
    /// Writes what is pending; ready once nothing is.
    fn drain(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while !self.pending.is_empty() {
            let n = ready!(Pin::new(&mut self.inner).poll_write(cx, &self.pending))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.pending.drain(..n);
        }
        Poll::Ready(Ok(()))
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Enveloped<T> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Enveloped<T> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        ready!(self.drain(cx))?;
        if let Some(out) = envelope_of(buf) {
            self.pending = out;
            // The caller's bytes are taken; the rewritten ones go out now or at the flush.
            let _ = self.drain(cx)?;
            return Poll::Ready(Ok(buf.len()));
        }
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.drain(cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.drain(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::envelope_of;

    #[test]
    fn only_hypers_bare_414_and_431_heads_are_given_the_envelope() {
        let head =
            "HTTP/1.1 414 URI Too Long\r\nconnection: close\r\ncontent-length: 0\r\ndate: Tue, 01 Dec 2026 16:09:33 GMT\r\n\r\n";
        let out = String::from_utf8(envelope_of(head.as_bytes()).unwrap_or_default()).unwrap_or_default();
        let (new_head, body) = out.split_once("\r\n\r\n").unwrap_or_default();
        assert!(
            new_head.starts_with("HTTP/1.1 414 URI Too Long\r\nconnection: close\r\ncontent-type: application/json\r\n"),
            "{new_head}"
        );
        assert!(new_head.contains(&format!("content-length: {}", body.len())), "{new_head}");
        assert!(new_head.ends_with("date: Tue, 01 Dec 2026 16:09:33 GMT"), "{new_head}");
        let v: serde_json::Value = serde_json::from_str(body).unwrap_or_default();
        assert_eq!((v["code"].as_i64(), v["errors"][0]["code"].as_str()), (Some(414), Some("uri_too_long")));
        assert!(envelope_of(head.replace("414 URI Too Long", "431 Request Header Fields Too Large").as_bytes()).is_some());
        // Anything else passes: another status, a kept-alive connection, a body, a split head.
        for other in [
            head.replace("414 URI Too Long", "400 Bad Request"),
            head.replace("connection: close\r\n", ""),
            head.replace("content-length: 0", "content-length: 2") + "{}",
            head.trim_end_matches("\r\n").to_owned(),
        ] {
            assert!(envelope_of(other.as_bytes()).is_none(), "{other:?}");
        }
    }
}
