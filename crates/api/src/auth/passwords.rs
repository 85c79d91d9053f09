//! Password hashing with argon2id (DESIGN §4). Hashing is CPU-bound, so it runs on the
//! blocking pool.

use argon2::{
    Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version,
    password_hash::SaltString,
};

/// argon2id with the configured cost, plus a dummy hash so that an unknown e-mail costs as
/// much as a wrong password (no account enumeration by timing).
#[derive(Clone)]
pub struct Hasher {
    params: Params,
    dummy: String,
}

impl Hasher {
    /// `m_kib` memory in KiB, `t` iterations, `p` lanes. Errors: parameters out of range.
    pub fn new(m_kib: u32, t: u32, p: u32) -> anyhow::Result<Self> {
        let params = Params::new(m_kib, t, p, None).map_err(|e| anyhow::anyhow!("argon2 params: {e}"))?;
        let mut h = Hasher { params, dummy: String::new() };
        h.dummy = h.hash_blocking("not-a-real-password-Aa1!")?;
        Ok(h)
    }

    fn argon2(&self) -> Argon2<'static> {
        Argon2::new(Algorithm::Argon2id, Version::V0x13, self.params.clone())
    }

    fn hash_blocking(&self, password: &str) -> anyhow::Result<String> {
        let salt = SaltString::generate(&mut argon2::password_hash::rand_core::OsRng);
        self.argon2()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("argon2 hash: {e}"))
    }

    /// The PHC string of `password`.
    pub async fn hash(&self, password: String) -> anyhow::Result<String> {
        let me = self.clone();
        tokio::task::spawn_blocking(move || me.hash_blocking(&password)).await?
    }

    /// Whether `password` matches `phc`; with `phc = None` checks against the dummy hash and
    /// answers `false`, taking the same time.
    pub async fn verify(&self, password: String, phc: Option<String>) -> bool {
        let me = self.clone();
        tokio::task::spawn_blocking(move || {
            let real = phc.is_some();
            let phc = phc.unwrap_or_else(|| me.dummy.clone());
            let ok = PasswordHash::new(&phc)
                .is_ok_and(|h| me.argon2().verify_password(password.as_bytes(), &h).is_ok());
            ok && real
        })
        .await
        .unwrap_or(false)
    }
}
