//! Access tokens (HS256 JWT, allow-listed algorithm, `aud`, `iss`, `typ`) and opaque refresh
//! tokens (32 random bytes, stored as SHA-256).

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

const AUDIENCE: &str = "roda-api";
const ISSUER: &str = "roda";
const ACCESS_TYP: &str = "access";

/// Claims of an access token. `sid` ties it to a session, which every request checks.
#[derive(Debug, Serialize, Deserialize)]
pub struct AccessClaims {
    /// User id.
    pub sub: Uuid,
    /// Session id.
    pub sid: Uuid,
    pub typ: String,
    pub aud: String,
    pub iss: String,
    /// Issued at / expires, seconds since the epoch.
    pub iat: i64,
    pub exp: i64,
}

/// Signing and verification keys for access tokens.
pub struct JwtKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

impl JwtKeys {
    pub fn new(secret: &[u8]) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[AUDIENCE]);
        validation.set_issuer(&[ISSUER]);
        validation.set_required_spec_claims(&["exp", "aud", "iss", "sub"]);
        validation.leeway = 0;
        JwtKeys { encoding: EncodingKey::from_secret(secret), decoding: DecodingKey::from_secret(secret), validation }
    }

    /// Issues an access token valid for `ttl_secs`.
    pub fn issue(&self, user_id: Uuid, session_id: Uuid, ttl_secs: i64) -> anyhow::Result<String> {
        let now = chrono::Utc::now().timestamp();
        let claims = AccessClaims {
            sub: user_id,
            sid: session_id,
            typ: ACCESS_TYP.into(),
            aud: AUDIENCE.into(),
            iss: ISSUER.into(),
            iat: now,
            exp: now + ttl_secs,
        };
        Ok(encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?)
    }

    /// Verifies signature, algorithm, audience, issuer, expiry and type. `None` for anything
    /// forged, expired or not an access token.
    pub fn verify(&self, token: &str) -> Option<AccessClaims> {
        let data = decode::<AccessClaims>(token, &self.decoding, &self.validation).ok()?;
        (data.claims.typ == ACCESS_TYP).then_some(data.claims)
    }
}

/// A fresh opaque token (refresh or link): 32 random bytes, base64url.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The stored form of an opaque token: hex SHA-256.
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_forgeries() {
        let keys = JwtKeys::new(b"0123456789abcdef0123456789abcdef");
        let (u, s) = (Uuid::now_v7(), Uuid::now_v7());
        let t = keys.issue(u, s, 60).unwrap();
        let c = keys.verify(&t).unwrap();
        assert_eq!((c.sub, c.sid), (u, s));
        // Wrong key.
        let other = JwtKeys::new(b"another-secret-another-secret-xx");
        assert!(other.verify(&t).is_none());
        // Expired.
        assert!(keys.verify(&keys.issue(u, s, -1).unwrap()).is_none());
        // alg none: header {"alg":"none"} with the same claims and no signature.
        let payload = t.split('.').nth(1).unwrap();
        let none_header = URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#);
        assert!(keys.verify(&format!("{none_header}.{payload}.")).is_none());
        // An opaque refresh token is not an access token.
        assert!(keys.verify(&random_token()).is_none());
    }
}
