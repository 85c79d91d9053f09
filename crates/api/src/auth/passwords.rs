//! Password hashing with argon2id (DESIGN §4). Hashing is CPU- and memory-bound (each hash
//! fills `m_kib` of memory), so it runs on the blocking pool behind a semaphore: at most one
//! hash per core at a time (OWASP API4, issue 6). A request that cannot get a turn within
//! [`QUEUE_WAIT`] fails with [`Busy`], which the API answers with 503 and `Retry-After`.

use std::{sync::Arc, time::Duration};

use argon2::{Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version, password_hash::SaltString};
use tokio::sync::Semaphore;

/// How long a hash waits for a free worker before giving up with [`Busy`]: long enough for a
/// burst of a few hundred sign-ins from many addresses on two cores at the production cost
/// (issue 40 item 6), well inside the request deadline. One address holds at most a few
/// places in this queue (`rate_limit::MAX_WAITING_PER_ADDRESS`).
pub const QUEUE_WAIT: Duration = Duration::from_secs(10);

/// Every password worker stayed busy for [`QUEUE_WAIT`]: the caller should retry shortly
/// (503 `server_busy` with `Retry-After`).
#[derive(Debug, thiserror::Error)]
#[error("all password workers are busy")]
pub struct Busy;

/// argon2id with the configured cost, plus a dummy hash so that an unknown e-mail costs as
/// much as a wrong password (no account enumeration by timing).
#[derive(Clone)]
pub struct Hasher {
    params: Params,
    dummy: String,
    /// One permit per concurrent hash.
    workers: Arc<Semaphore>,
    /// How long a hash waits for a permit: [`QUEUE_WAIT`] outside tests.
    queue_wait: Duration,
}

/// The default number of concurrent hashes: the cores this process may use.
pub fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(2, std::num::NonZero::get)
}

impl Hasher {
    /// `m_kib` memory in KiB, `t` iterations, `p` lanes, at most `workers` hashes at once
    /// (at least one). Errors: parameters out of range.
    pub fn new(m_kib: u32, t: u32, p: u32, workers: usize) -> anyhow::Result<Self> {
        let params = Params::new(m_kib, t, p, None).map_err(|e| anyhow::anyhow!("argon2 params: {e}"))?;
        let mut h =
            Hasher { params, dummy: String::new(), workers: Arc::new(Semaphore::new(workers.max(1))), queue_wait: QUEUE_WAIT };
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

    /// Runs `work` on the blocking pool once a worker is free. Errors: [`Busy`] after
    /// [`QUEUE_WAIT`]; a panic in `work`.
    async fn run<T: Send + 'static>(&self, work: impl FnOnce(&Hasher) -> T + Send + 'static) -> anyhow::Result<T> {
        let permit = tokio::time::timeout(self.queue_wait, self.workers.clone().acquire_owned())
            .await
            .map_err(|_| Busy)?
            .map_err(|_| Busy)?;
        let me = self.clone();
        let out = tokio::task::spawn_blocking(move || {
            let out = work(&me);
            drop(permit);
            out
        })
        .await?;
        Ok(out)
    }

    /// The PHC string of `password`. Errors: [`Busy`] (inside the `anyhow::Error`; the API
    /// turns it into 503), or argon2 failing.
    pub async fn hash(&self, password: String) -> anyhow::Result<String> {
        self.run(move |me| me.hash_blocking(&password)).await?
    }

    /// Whether `password` matches `phc`; with `phc = None` checks against the dummy hash and
    /// answers `false`, taking the same time. Errors: [`Busy`].
    pub async fn verify(&self, password: String, phc: Option<String>) -> Result<bool, Busy> {
        self.run(move |me| {
            let real = phc.is_some();
            let phc = phc.unwrap_or_else(|| me.dummy.clone());
            let ok = PasswordHash::new(&phc).is_ok_and(|h| me.argon2().verify_password(password.as_bytes(), &h).is_ok());
            ok && real
        })
        .await
        .map_err(|e| {
            if e.downcast_ref::<Busy>().is_none() {
                tracing::error!(error = %e, "password check failed");
            }
            Busy
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    // Deterministic: concurrency is counted inside the work, and "busy" is provoked by holding
    // every permit, so neither result depends on how fast this machine hashes.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn at_most_the_worker_count_hashes_at_once() {
        let h = Hasher::new(8, 1, 1, 2).unwrap();
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let jobs = (0..12).map(|_| {
            let (running, most) = (running.clone(), most.clone());
            h.run(move |_| {
                let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(20));
                running.fetch_sub(1, Ordering::SeqCst);
            })
        });
        let results = futures::future::join_all(jobs).await;
        assert!(results.iter().all(std::result::Result::is_ok));
        assert_eq!(most.load(Ordering::SeqCst), 2, "two workers, never more at once");
        assert_eq!(h.workers.available_permits(), 2);
    }

    #[tokio::test]
    async fn a_check_without_a_free_worker_is_turned_away_then_served() {
        let mut h = Hasher::new(8, 1, 1, 1).unwrap();
        h.queue_wait = Duration::from_millis(50);
        let phc = h.hash("Secret-1234".into()).await.unwrap();
        let held = h.workers.clone().acquire_owned().await.unwrap();
        assert!(h.verify("Secret-1234".into(), Some(phc.clone())).await.is_err(), "busy while every worker is taken");
        drop(held);
        assert!(h.verify("Secret-1234".into(), Some(phc.clone())).await.unwrap());
        assert!(!h.verify("wrong".into(), Some(phc)).await.unwrap());
        assert!(!h.verify("Secret-1234".into(), None).await.unwrap(), "the dummy hash never matches");
    }
}
