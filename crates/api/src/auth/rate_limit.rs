//! Rate limits on sign-in and on the e-mailed links (DESIGN §4, issue 6), with governor's GCRA.
//! Exceeding one answers 429 with a clear message. The counters are kept apart so that one kind
//! of request never spends another's allowance:
//!
//! - sign-in attempts per client address;
//! - failed passwords per account *and* client address (issue 40 item 6): only a wrong password
//!   counts, and an account past its limit is refused from that address *before* its password
//!   is checked, until the limiter has room again. Keyed by the account alone, ten wrong
//!   passwords a minute from anywhere would keep anyone (the admin too) out; keyed this way
//!   the owner signs in from their own address while the guesser's is locked;
//! - sign-ins waiting for a password worker per client address ([`MAX_WAITING_PER_ADDRESS`]),
//!   so one address's burst cannot fill the queue that every address shares;
//! - link requests (forgot password, activation, reset) per client address, and forgot-password
//!   requests per e-mail — so asking for reset links, by anyone, never locks a sign-in.

use std::{
    collections::HashMap,
    net::IpAddr,
    num::NonZeroU32,
    sync::Mutex,
    time::{Duration, Instant},
};

use governor::{
    DefaultKeyedRateLimiter, Quota, RateLimiter,
    clock::{Clock, DefaultClock},
    middleware::StateInformationMiddleware,
    state::keyed::DefaultKeyedStateStore,
};

/// A keyed limiter that reports how much allowance is left.
type ReportingLimiter = RateLimiter<String, DefaultKeyedStateStore<String>, DefaultClock, StateInformationMiddleware>;

use crate::error::ApiError;

/// Locked accounts kept before expired locks are swept out.
const SWEEP_ABOVE: usize = 10_000;

/// Sign-ins from one address that may wait for a password worker at once; one more is
/// answered 503 `server_busy` at once (a browser retries after `Retry-After`).
pub const MAX_WAITING_PER_ADDRESS: usize = 4;

pub struct AuthLimiter {
    sign_in_per_ip: DefaultKeyedRateLimiter<IpAddr>,
    failures_per_account: ReportingLimiter,
    /// Accounts whose failures reached the limit, until when.
    locked_until: Mutex<HashMap<String, Instant>>,
    links_per_ip: DefaultKeyedRateLimiter<IpAddr>,
    forgot_per_account: DefaultKeyedRateLimiter<String>,
    /// Sign-ins waiting or being checked, per address.
    waiting: Mutex<HashMap<IpAddr, usize>>,
}

/// The key of an account: its e-mail or login name, trimmed and lower-cased.
fn account_key(account: &str) -> String {
    account.trim().to_lowercase()
}

/// The key of an account's failures from one address (`-` when the address is unknown).
fn failure_key(ip: Option<IpAddr>, account: &str) -> String {
    format!("{}|{}", account_key(account), ip.map_or_else(|| "-".to_owned(), |ip| ip.to_string()))
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
    /// requests, counted apart) a minute per account, each also the burst.
    pub fn new(per_ip: u32, per_account: u32) -> Self {
        let quota = |n: u32| Quota::per_minute(NonZeroU32::new(n.max(1)).expect("≥ 1"));
        AuthLimiter {
            sign_in_per_ip: RateLimiter::keyed(quota(per_ip)),
            failures_per_account: RateLimiter::keyed(quota(per_account)).with_middleware::<StateInformationMiddleware>(),
            locked_until: Mutex::new(HashMap::new()),
            links_per_ip: RateLimiter::keyed(quota(per_ip)),
            forgot_per_account: RateLimiter::keyed(quota(per_account)),
            waiting: Mutex::new(HashMap::new()),
        }
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
    /// [`ApiError::RateLimited`].
    pub fn check_sign_in(&self, ip: Option<IpAddr>, account: &str) -> Result<(), ApiError> {
        if let Some(ip) = ip {
            self.sign_in_per_ip.check_key(&ip).map_err(|_| ApiError::RateLimited)?;
        }
        let locks = self.locked_until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match locks.get(&failure_key(ip, account)) {
            Some(until) if *until > Instant::now() => Err(ApiError::RateLimited),
            _ => Ok(()),
        }
    }

    /// After a wrong password for `account` from `ip`: counts the failure; once the allowance
    /// is spent the account is locked for that address until the limiter has room for one more.
    pub fn failed_password(&self, ip: Option<IpAddr>, account: &str) {
        let key = failure_key(ip, account);
        let wait: Duration = match self.failures_per_account.check_key(&key) {
            // The last failure allowed: locked until one more is (a replenish interval at most).
            Ok(snapshot) if snapshot.remaining_burst_capacity() == 0 => snapshot.quota().replenish_interval(),
            Ok(_) => return,
            Err(not_until) => not_until.wait_time_from(DefaultClock::default().now()),
        };
        {
            let now = Instant::now();
            let mut locks = self.locked_until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if locks.len() > SWEEP_ABOVE {
                locks.retain(|_, until| *until > now);
            }
            locks.insert(key, now + wait);
        }
    }

    /// A link request from `ip` (when known), for the e-mail `account` when it names one
    /// (forgot password). Errors: [`ApiError::RateLimited`].
    pub fn check_link(&self, ip: Option<IpAddr>, account: Option<&str>) -> Result<(), ApiError> {
        if let Some(ip) = ip {
            self.links_per_ip.check_key(&ip).map_err(|_| ApiError::RateLimited)?;
        }
        if let Some(account) = account {
            self.forgot_per_account.check_key(&account_key(account)).map_err(|_| ApiError::RateLimited)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_failed_passwords_lock_an_account_case_insensitively() {
        let l = AuthLimiter::new(100, 2);
        // Successful sign-ins count nothing against the account.
        for _ in 0..5 {
            assert!(l.check_sign_in(None, "A@x.id").is_ok());
        }
        l.failed_password(None, "A@x.id");
        assert!(l.check_sign_in(None, "a@X.id").is_ok(), "one failure is within the limit");
        l.failed_password(None, "a@x.id");
        assert!(matches!(l.check_sign_in(None, "a@X.id"), Err(ApiError::RateLimited)));
        assert!(l.check_sign_in(None, "b@x.id").is_ok());
    }

    #[test]
    fn failures_lock_an_account_only_from_the_address_they_came_from() {
        let l = AuthLimiter::new(100, 2);
        let (guesser, owner) = (Some(IpAddr::from([203, 0, 113, 9])), Some(IpAddr::from([10, 0, 0, 7])));
        for _ in 0..5 {
            l.failed_password(guesser, "admin@roda.test");
        }
        assert!(matches!(l.check_sign_in(guesser, "admin@roda.test"), Err(ApiError::RateLimited)));
        assert!(l.check_sign_in(owner, "Admin@roda.test").is_ok(), "the owner's address is not locked");
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

    #[test]
    fn link_requests_never_lock_a_sign_in() {
        let l = AuthLimiter::new(3, 2);
        let ip = Some(IpAddr::from([10, 0, 0, 1]));
        for _ in 0..2 {
            assert!(l.check_link(ip, Some("a@x.id")).is_ok());
        }
        assert!(matches!(l.check_link(ip, Some("a@x.id")), Err(ApiError::RateLimited)));
        assert!(matches!(l.check_link(ip, Some("b@x.id")), Err(ApiError::RateLimited)), "the address is spent too");
        assert!(l.check_sign_in(ip, "a@x.id").is_ok());
    }
}
