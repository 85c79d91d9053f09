//! Rate limits on sign-in, activation and reset (DESIGN §4): per client address and per
//! account, with governor's GCRA. Exceeding either answers 429 with a clear message.

use std::{net::IpAddr, num::NonZeroU32};

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::ApiError;

pub struct AuthLimiter {
    per_ip: DefaultKeyedRateLimiter<IpAddr>,
    per_account: DefaultKeyedRateLimiter<String>,
}

impl AuthLimiter {
    /// `per_ip` and `per_account` attempts a minute, each also the burst.
    pub fn new(per_ip: u32, per_account: u32) -> Self {
        let quota = |n: u32| Quota::per_minute(NonZeroU32::new(n.max(1)).expect("≥ 1"));
        AuthLimiter {
            per_ip: RateLimiter::keyed(quota(per_ip)),
            per_account: RateLimiter::keyed(quota(per_account)),
        }
    }

    /// Counts one attempt from `ip` (when known) on `account` (lower-cased e-mail or login name).
    /// Errors: [`ApiError::RateLimited`].
    pub fn check(&self, ip: Option<IpAddr>, account: Option<&str>) -> Result<(), ApiError> {
        if let Some(ip) = ip {
            self.per_ip.check_key(&ip).map_err(|_| ApiError::RateLimited)?;
        }
        if let Some(account) = account {
            self.per_account
                .check_key(&account.trim().to_lowercase())
                .map_err(|_| ApiError::RateLimited)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_account_limit_is_case_insensitive() {
        let l = AuthLimiter::new(100, 2);
        assert!(l.check(None, Some("A@x.id")).is_ok());
        assert!(l.check(None, Some("a@x.id")).is_ok());
        assert!(matches!(l.check(None, Some("a@X.id")), Err(ApiError::RateLimited)));
        assert!(l.check(None, Some("b@x.id")).is_ok());
    }
}
