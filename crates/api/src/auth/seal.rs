//! The sealed level (spec §3, §6; DESIGN §4): the browser stores the level as an opaque
//! AES-256-GCM ciphertext that only `POST /api/crypt/de` can read. The server never trusts it
//! for access; it only lets the web app start without a round trip to `/me`.

use aes_gcm::{
    Aes256Gcm, Key, Nonce,
    aead::{Aead, KeyInit},
};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use rand::RngCore;
use sha2::{Digest, Sha256};

pub struct Sealer {
    cipher: Aes256Gcm,
}

impl Sealer {
    /// Derives the sealing key from the server secret, separated from the JWT key by a label.
    pub fn new(secret: &[u8]) -> Self {
        let key = Sha256::new().chain_update(b"roda/sealed-level/v1\0").chain_update(secret).finalize();
        Sealer { cipher: Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&key)) }
    }

    /// Seals a level: base64url(nonce ‖ ciphertext). Never all digits.
    pub fn seal(&self, level: i32) -> String {
        let mut nonce = [0u8; 12];
        rand::rng().fill_bytes(&mut nonce);
        let ct = self
            .cipher
            .encrypt(Nonce::from_slice(&nonce), level.to_string().as_bytes())
            .expect("AES-GCM encryption of a short plaintext cannot fail");
        let mut out = nonce.to_vec();
        out.extend(ct);
        format!("v1.{}", URL_SAFE_NO_PAD.encode(out))
    }

    /// Opens a sealed level; `None` when it was not sealed by this server.
    pub fn open(&self, sealed: &str) -> Option<i32> {
        let raw = URL_SAFE_NO_PAD.decode(sealed.strip_prefix("v1.")?).ok()?;
        if raw.len() < 12 + 16 {
            return None;
        }
        let (nonce, ct) = raw.split_at(12);
        let pt = self.cipher.decrypt(Nonce::from_slice(nonce), ct).ok()?;
        std::str::from_utf8(&pt).ok()?.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seal_round_trip_and_tamper() {
        let s = Sealer::new(b"secret-secret-secret-secret-1234");
        let sealed = s.seal(21);
        assert!(sealed.parse::<i64>().is_err());
        assert_eq!(s.open(&sealed), Some(21));
        assert_ne!(s.seal(21), sealed, "fresh nonce each time");
        assert_eq!(Sealer::new(b"other-secret-other-secret-123456").open(&sealed), None);
        let mut tampered = sealed.clone().into_bytes();
        let last = tampered.len() - 2;
        tampered[last] = if tampered[last] == b'A' { b'B' } else { b'A' };
        assert_eq!(s.open(std::str::from_utf8(&tampered).unwrap()), None);
        assert_eq!(s.open("21"), None);
    }
}
