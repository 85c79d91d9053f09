//! Contact details: e-mail (spec §5 'Fill in email', 'Wrong email format').

/// Maximum e-mail length in characters (RFC 5321 path limit).
pub const EMAIL_MAX: usize = 254;

/// Checks an e-mail address with garde's RFC-based parser. Errors: `email_required`,
/// `email_invalid`.
pub fn check_email(email: &str) -> Result<(), &'static str> {
    let email = email.trim();
    if email.is_empty() {
        return Err("email_required");
    }
    if email.chars().count() > EMAIL_MAX || garde::rules::email::parse_email(email).is_err() {
        return Err("email_invalid");
    }
    // garde accepts dotless domains (`a@localhost`); staff and borrowers have real domains.
    match email.rsplit_once('@') {
        Some((_, domain)) if domain.contains('.') && !domain.ends_with('.') => Ok(()),
        _ => Err("email_invalid"),
    }
}

/// Longest username, characters (`users.username` is `varchar(64)`).
pub const USERNAME_MAX: usize = 64;

/// Checks a staff username for the front-office sign-in: 1 to 64 ASCII letters, digits, dots,
/// dashes or underscores (no `@`: a login name with `@` is read as an e-mail). Blank means
/// none and is the caller's to drop. Error: `username_invalid`.
pub fn check_username(username: &str) -> Result<(), &'static str> {
    let u = username.trim();
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_');
    if u.len() <= USERNAME_MAX && u.chars().all(allowed) { Ok(()) } else { Err("username_invalid") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        assert_eq!(check_username("budi.santoso_2"), Ok(()));
        assert_eq!(check_username(&"a".repeat(USERNAME_MAX)), Ok(()));
        for bad in ["a".repeat(USERNAME_MAX + 1), "budi@roda".into(), "bu di".into(), "b\0".into(), "budí".into()] {
            assert_eq!(check_username(&bad), Err("username_invalid"), "{bad}");
        }
    }

    #[test]
    fn emails() {
        assert_eq!(check_email(""), Err("email_required"));
        assert_eq!(check_email("  "), Err("email_required"));
        assert_eq!(check_email("budi@roda.co.id"), Ok(()));
        assert_eq!(check_email("Budi.Santoso+1@Roda.test"), Ok(()));
        for bad in ["budi", "budi@", "@roda.id", "budi@roda", "bu di@roda.id", "budi@@roda.id", "budi@roda."] {
            assert_eq!(check_email(bad), Err("email_invalid"), "{bad}");
        }
    }
}
