//! Rate limits on sign-in and on the e-mailed links (DESIGN §4, issue 6). Exceeding one answers
//! 429 with a clear message. The counters live in the database (`storage::repo::rate_limits`,
//! a sliding minute), so every instance behind the load balancer counts the same attempts
//! (issue 40 item 8): a lockout at one instance holds at the others. They are kept apart so that
//! one kind of request never spends another's allowance:
//!
//! - sign-in attempts per client address;
//! - failed passwords per account *and* client address (issue 40 item 6): only a wrong password
//!   counts, and an account past its limit is refused from that address *before* its password
//!   is checked, until its last minute's failures fall under the limit. Keyed by the account
//!   alone, ten wrong passwords a minute from anywhere would keep anyone (the admin too) out;
//!   keyed this way the owner signs in from their own address while the guesser's is locked;
//! - link requests (forgot password, activation, reset) per client address, and forgot-password
//!   requests per e-mail — so asking for reset links, by anyone, never locks a sign-in.
//!
//! Only the queue for this instance's password workers is in memory, as it guards this
//! instance's own cores: sign-ins waiting per client address ([`MAX_WAITING_PER_ADDRESS`]), so
//! one address's burst cannot fill the queue that every address shares.

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{
        Mutex,
        atomic::{AtomicI64, Ordering},
    },
};

use sea_orm::ConnectionTrait;
use sha2::{Digest, Sha256};
use storage::repo::rate_limits;

use crate::error::ApiError;

/// Sign-ins from one address that may wait for a password worker at once; one more is
/// answered 503 `server_busy` at once (a browser retries after `Retry-After`).
pub const MAX_WAITING_PER_ADDRESS: usize = 4;

pub struct AuthLimiter {
    /// Sign-in attempts, and link requests, allowed per address and minute.
    per_ip: u64,
    /// Failed passwords per account and address, and forgot-password requests per e-mail,
    /// allowed per minute.
    per_account: u64,
    /// The minute (since the epoch) this instance last swept old counters.
    swept_minute: AtomicI64,
    /// Sign-ins waiting or being checked, per address.
    waiting: Mutex<HashMap<IpAddr, usize>>,
}

/// The key part of an account: the SHA-256 of its e-mail or login name, trimmed and lower-cased
/// (fixed length, and no byte of what was typed reaches the database).
fn account_key(account: &str) -> String {
    hex::encode(Sha256::digest(account.trim().to_lowercase().as_bytes()))
}

/// The key part of an address (`-` when unknown).
fn address_key(ip: Option<IpAddr>) -> String {
    ip.map_or_else(|| "-".to_owned(), |ip| ip.to_string())
}

/// A sign-in's place among its address's waiting ones; dropping it frees the place.
pub struct Turn<'a> {
    limiter: &'a AuthLimiter,
    ip: Option<IpAddr>,
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        let Some(ip) = self.ip else { return };
        let mut waiting = self.limiter.waiting.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = waiting.get_mut(&ip) {
            *n -= 1;
            if *n == 0 {
                waiting.remove(&ip);
            }
        }
    }
}

impl AuthLimiter {
    /// `per_ip` attempts a minute per address, `per_account` failures (and forgot-password
    /// requests, counted apart) a minute per account; each at least 1.
    pub fn new(per_ip: u32, per_account: u32) -> Self {
        AuthLimiter {
            per_ip: u64::from(per_ip.max(1)),
            per_account: u64::from(per_account.max(1)),
            swept_minute: AtomicI64::new(0),
            waiting: Mutex::new(HashMap::new()),
        }
    }

    /// Counts one hit of `key` now, sweeping counters no count reads any more at most once a
    /// minute per instance. Returns the last minute's count with this hit.
    async fn hit(&self, db: &impl ConnectionTrait, key: &str) -> Result<u64, ApiError> {
        let now = storage::repo::now();
        let minute = now.timestamp().div_euclid(60);
        if self.swept_minute.swap(minute, Ordering::Relaxed) != minute {
            rate_limits::sweep(db, now).await?;
        }
        Ok(rate_limits::hit(db, key, now).await?)
    }

    /// A place for a sign-in from `ip` among those waiting for a password worker, held until
    /// the returned [`Turn`] drops. Errors: [`ApiError::Busy`] when the address already has
    /// [`MAX_WAITING_PER_ADDRESS`] waiting.
    pub fn sign_in_turn(&self, ip: Option<IpAddr>) -> Result<Turn<'_>, ApiError> {
        if let Some(ip) = ip {
            let mut waiting = self.waiting.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            let n = waiting.entry(ip).or_insert(0);
            if *n >= MAX_WAITING_PER_ADDRESS {
                return Err(ApiError::Busy);
            }
            *n += 1;
        }
        Ok(Turn { limiter: self, ip })
    }

    /// Before a password is checked: counts one sign-in attempt from `ip` (when known) and
    /// refuses an account locked by its failures from that address. Errors:
    /// [`ApiError::RateLimited`]; the database's.
    pub async fn check_sign_in(&self, db: &impl ConnectionTrait, ip: Option<IpAddr>, account: &str) -> Result<(), ApiError> {
        if let Some(ip) = ip
            && self.hit(db, &format!("sign_in|{ip}")).await? > self.per_ip
        {
            return Err(ApiError::RateLimited);
        }
        let failures = rate_limits::count(db, &failure_key(ip, account), storage::repo::now()).await?;
        if failures >= self.per_account { Err(ApiError::RateLimited) } else { Ok(()) }
    }

    /// After a wrong password for `account` from `ip`: counts the failure; with the limit's
    /// worth in the last minute the account is locked for that address. Errors: the database's.
    pub async fn failed_password(&self, db: &impl ConnectionTrait, ip: Option<IpAddr>, account: &str) -> Result<(), ApiError> {
        self.hit(db, &failure_key(ip, account)).await.map(drop)
    }

    /// A link request from `ip` (when known), for the e-mail `account` when it names one
    /// (forgot password). Errors: [`ApiError::RateLimited`]; the database's.
    pub async fn check_link(&self, db: &impl ConnectionTrait, ip: Option<IpAddr>, account: Option<&str>) -> Result<(), ApiError> {
        if let Some(ip) = ip
            && self.hit(db, &format!("link|{ip}")).await? > self.per_ip
        {
            return Err(ApiError::RateLimited);
        }
        if let Some(account) = account
            && self.hit(db, &format!("forgot|{}", account_key(account))).await? > self.per_account
        {
            return Err(ApiError::RateLimited);
        }
        Ok(())
    }
}

/// The key of an account's failures from one address.
fn failure_key(ip: Option<IpAddr>, account: &str) -> String {
    format!("failed|{}|{}", account_key(account), address_key(ip))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two instances' limiters on one database: what one counts the other sees.
    async fn two_instances(per_ip: u32, per_account: u32) -> (sea_orm::DatabaseConnection, AuthLimiter, AuthLimiter) {
        let db = storage::connect_with("sqlite::memory:", Some(1)).await.unwrap();
        storage::migrate(&db).await.unwrap();
        (db, AuthLimiter::new(per_ip, per_account), AuthLimiter::new(per_ip, per_account))
    }

    #[tokio::test]
    async fn only_failed_passwords_lock_an_account_case_insensitively() {
        let (db, l, _) = two_instances(100, 2).await;
        // Successful sign-ins count nothing against the account.
        for _ in 0..5 {
            assert!(l.check_sign_in(&db, None, "A@x.id").await.is_ok());
        }
        l.failed_password(&db, None, "A@x.id").await.unwrap();
        assert!(l.check_sign_in(&db, None, "a@X.id").await.is_ok(), "one failure is within the limit");
        l.failed_password(&db, None, " a@x.id").await.unwrap();
        assert!(matches!(l.check_sign_in(&db, None, "a@X.id").await, Err(ApiError::RateLimited)));
        assert!(l.check_sign_in(&db, None, "b@x.id").await.is_ok());
    }

    #[tokio::test]
    async fn failures_lock_an_account_only_from_the_address_they_came_from() {
        let (db, l, _) = two_instances(100, 2).await;
        let (guesser, owner) = (Some(IpAddr::from([203, 0, 113, 9])), Some(IpAddr::from([10, 0, 0, 7])));
        for _ in 0..5 {
            l.failed_password(&db, guesser, "admin@roda.test").await.unwrap();
        }
        assert!(matches!(l.check_sign_in(&db, guesser, "admin@roda.test").await, Err(ApiError::RateLimited)));
        assert!(l.check_sign_in(&db, owner, "Admin@roda.test").await.is_ok(), "the owner's address is not locked");
    }

    #[tokio::test]
    async fn a_lockout_and_an_address_count_hold_at_every_instance() {
        let (db, one, other) = two_instances(3, 2).await;
        let ip = Some(IpAddr::from([203, 0, 113, 9]));
        one.failed_password(&db, ip, "a@x.id").await.unwrap();
        other.failed_password(&db, ip, "a@x.id").await.unwrap();
        assert!(matches!(one.check_sign_in(&db, ip, "a@x.id").await, Err(ApiError::RateLimited)));
        // That was the address's first attempt; two more at the other instance, then none.
        assert!(matches!(other.check_sign_in(&db, ip, "b@x.id").await, Ok(())));
        assert!(matches!(one.check_sign_in(&db, ip, "c@x.id").await, Ok(())));
        assert!(matches!(other.check_sign_in(&db, ip, "d@x.id").await, Err(ApiError::RateLimited)));
    }

    #[tokio::test]
    async fn an_account_typed_with_any_bytes_is_counted_under_a_fixed_key() {
        let (db, l, _) = two_instances(100, 1).await;
        let typed = format!("a\u{0}{}@x.id", "z".repeat(5000));
        l.failed_password(&db, None, &typed).await.unwrap();
        assert!(matches!(l.check_sign_in(&db, None, &typed).await, Err(ApiError::RateLimited)));
    }

    #[test]
    fn an_address_may_have_only_a_few_sign_ins_waiting() {
        let l = AuthLimiter::new(100, 2);
        let (a, b) = (Some(IpAddr::from([10, 0, 0, 1])), Some(IpAddr::from([10, 0, 0, 2])));
        let turns: Vec<_> = (0..MAX_WAITING_PER_ADDRESS).map(|_| l.sign_in_turn(a).unwrap()).collect();
        assert!(matches!(l.sign_in_turn(a), Err(ApiError::Busy)));
        assert!(l.sign_in_turn(b).is_ok(), "another address has its own places");
        drop(turns);
        assert!(l.sign_in_turn(a).is_ok(), "places come back");
        assert!(l.waiting.lock().unwrap().get(&a.unwrap()).is_none(), "no count left behind");
    }

    #[tokio::test]
    async fn link_requests_never_lock_a_sign_in() {
        let (db, l, _) = two_instances(3, 2).await;
        let ip = Some(IpAddr::from([10, 0, 0, 1]));
        for _ in 0..2 {
            assert!(l.check_link(&db, ip, Some("a@x.id")).await.is_ok());
        }
        assert!(matches!(l.check_link(&db, ip, Some("a@x.id")).await, Err(ApiError::RateLimited)));
        assert!(matches!(l.check_link(&db, ip, Some("b@x.id")).await, Err(ApiError::RateLimited)), "the address is spent too");
        assert!(l.check_sign_in(&db, ip, "a@x.id").await.is_ok());
    }
}
