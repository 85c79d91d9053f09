//! Staff sign-in and sessions (spec §7, DESIGN §4): JWT access tokens checked against their
//! session on every request, opaque rotating refresh tokens, the sealed level, activation and
//! password reset links, rate limits.

pub mod guard;
pub mod handlers;
pub mod links;
pub mod passwords;
pub mod rate_limit;
pub mod seal;
pub mod tokens;

pub use guard::Staff;
