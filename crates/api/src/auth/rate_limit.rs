//! Rate limits on sign-in and on the e-mailed links (DESIGN §4, issue 6), with governor's GCRA.
//! Exceeding one answers 429 with a clear message. The counters are kept apart so that one kind
//! of request never spends another's allowance:
//!
//! - sign-in attempts per client address;
//! - failed passwords per account: only a wrong password counts, and an account past its limit
//!   is refused *before* its password is checked, until the limiter has room again;
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

pub struct AuthLimiter {
    sign_in_per_ip: DefaultKeyedRateLimiter<IpAddr>,
    failures_per_account: ReportingLimiter,
    /// Accounts whose failures reached the limit, until when.
    locked_until: Mutex<HashMap<String, Instant>>,
    links_per_ip: DefaultKeyedRateLimiter<IpAddr>,
    forgot_per_account: DefaultKeyedRateLimiter<String>,
}

/// The key of an account: its e-mail or login name, trimmed and lower-cased.
fn account_key(account: &str) -> String {
    account.trim().to_lowercase()
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
        }
    }

    /// Before a password is checked: counts one sign-in attempt from `ip` (when known) and
    /// refuses an account locked by its failures. Errors: [`ApiError::RateLimited`].
    pub fn check_sign_in(&self, ip: Option<IpAddr>, account: &str) -> Result<(), ApiError> {
        if let Some(ip) = ip {
            self.sign_in_per_ip.check_key(&ip).map_err(|_| ApiError::RateLimited)?;
        }
        let locks = self.locked_until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match locks.get(&account_key(account)) {
            Some(until) if *until > Instant::now() => Err(ApiError::RateLimited),
            _ => Ok(()),
        }
    }

    /// After a wrong password for `account`: counts the failure; once the allowance is spent
    /// the account is locked until the limiter has room for one more.
    pub fn failed_password(&self, account: &str) {
        let key = account_key(account);
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
        l.failed_password("A@x.id");
        assert!(l.check_sign_in(None, "a@X.id").is_ok(), "one failure is within the limit");
        l.failed_password("a@x.id");
        assert!(matches!(l.check_sign_in(None, "a@X.id"), Err(ApiError::RateLimited)));
        assert!(l.check_sign_in(None, "b@x.id").is_ok());
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
