//! The password policy of spec §5 (≥ 8 characters with upper case, lower case, a digit and a
//! special character) plus a block of common passwords (DESIGN §4).

/// Minimum length in characters (spec §9).
pub const MIN_LENGTH: usize = 8;

/// Passwords that pass the character rules but are among the first tried by attackers. Compared
/// case-insensitively and without trailing punctuation, so `Password1!` is caught too.
const COMMON: &[&str] = &[
    "password",
    "password1",
    "password12",
    "password123",
    "password1234",
    "passw0rd",
    "p@ssword",
    "p@ssw0rd",
    "p@$$w0rd",
    "qwerty123",
    "qwerty12",
    "qwertyui",
    "qwerty1234",
    "welcome1",
    "welcome123",
    "admin123",
    "admin1234",
    "administrator",
    "letmein1",
    "iloveyou1",
    "abc12345",
    "abcd1234",
    "1q2w3e4r",
    "1qaz2wsx",
    "zaq12wsx",
    "changeme",
    "changeme1",
    "sunshine1",
    "football1",
    "baseball1",
    "monkey123",
    "dragon123",
    "master123",
    "superman1",
    "trustno1",
    "princess1",
    "starwars1",
    "whatever1",
    "computer1",
    "michael1",
    "jakarta1",
    "jakarta123",
    "indonesia1",
    "indonesia123",
    "bismillah",
    "bismillah1",
    "rahasia1",
    "rahasia123",
    "sayang123",
    "katasandi",
    "katasandi1",
    "merdeka45",
    "merdeka1945",
    "roda1234",
    "roda2026",
    "summer2025",
    "summer2026",
    "winter2025",
    "winter2026",
    "spring2026",
    "autumn2026",
    "january2026",
    "december2026",
    "november2026",
    "qwerty",
    "asdfgh123",
    "asdf1234",
    "passpass",
    "test1234",
    "testing123",
    "temp1234",
    "user1234",
    "login123",
    "secret123",
    "hello123",
    "hello1234",
    "letmein123",
    "welcome2026",
    "password2026",
    "password2025",
    "passw0rd1",
    "p@ssword1",
    "p@ssw0rd1",
    "p@ssw0rd123",
    "admin@123",
    "admin2026",
    "qwe12345",
    "q1w2e3r4",
    "a1b2c3d4",
    "aa123456",
    "pass1234",
    "pa55word",
    "pa$$word",
    "pa$$w0rd",
    "p4ssw0rd",
    "passw0rd!",
    "password!",
    "password1!",
];

/// Folds a candidate for comparison with [`COMMON`]: lower case, trailing `!.?#*` dropped (the
/// usual way to satisfy the special-character rule with a common word).
fn fold(candidate: &str) -> String {
    candidate.to_lowercase().trim_end_matches(['!', '.', '?', '#', '*']).to_string()
}

/// Checks a new password. Errors (stable codes): `password_required` (empty),
/// `password_weak` (length or character classes), `password_common` (in the block list).
pub fn check(password: &str) -> Result<(), &'static str> {
    if password.is_empty() {
        return Err("password_required");
    }
    let long_enough = password.chars().count() >= MIN_LENGTH;
    let upper = password.chars().any(char::is_uppercase);
    let lower = password.chars().any(char::is_lowercase);
    let digit = password.chars().any(|c| c.is_ascii_digit());
    let special = password.chars().any(|c| !c.is_alphanumeric() && !c.is_whitespace());
    if !(long_enough && upper && lower && digit && special) {
        return Err("password_weak");
    }
    let folded = fold(password);
    if COMMON.iter().any(|c| *c == folded || fold(c) == folded) {
        return Err("password_common");
    }
    Ok(())
}

/// Checks the confirmation field: `password_confirmation_required` or
/// `password_confirmation_mismatch`.
pub fn check_confirmation(password: &str, confirmation: &str) -> Result<(), &'static str> {
    if confirmation.is_empty() {
        Err("password_confirmation_required")
    } else if confirmation != password {
        Err("password_confirmation_mismatch")
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn confirmation() {
        assert_eq!(check_confirmation("Abcdef1!", ""), Err("password_confirmation_required"));
        assert_eq!(check_confirmation("Abcdef1!", "Abcdef1?"), Err("password_confirmation_mismatch"));
        assert_eq!(check_confirmation("Abcdef1!", "Abcdef1!"), Ok(()));
    }
}
