//! Indonesian mobile phone numbers (spec §5 'Fill in with a valid phone number.'), normalised
//! to `+62…` (DESIGN §6) so that `0812…`, `62812…` and `+62 812-…` are one number.

/// Normalises an Indonesian mobile number to `+628…`. Accepts spaces, dashes, dots and
/// parentheses, and the prefixes `0`, `62`, `+62`. Mobile numbers start with 8 after the
/// country code and have 9 to 12 digits after it. Error: `phone_invalid`.
pub fn normalise_mobile(input: &str) -> Result<String, &'static str> {
    let trimmed = input.trim();
    let plus = trimmed.starts_with('+');
    let body = if plus { &trimmed[1..] } else { trimmed };
    if !body.chars().all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')')) {
        return Err("phone_invalid");
    }
    let digits: String = body.chars().filter(char::is_ascii_digit).collect();
    let national = if let Some(rest) = digits.strip_prefix("62") {
        rest
    } else if !plus && digits.starts_with('0') {
        &digits[1..]
    } else {
        return Err("phone_invalid");
    };
    let ok = national.starts_with('8') && (9..=12).contains(&national.len()) && national.as_bytes()[1] != b'0';
    if ok { Ok(format!("+62{national}")) } else { Err("phone_invalid") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_of_one_number() {
        for s in ["081234567890", "6281234567890", "+6281234567890", "+62 812-3456-7890", "0812.3456.7890", " (0812) 3456 7890 "]
        {
            assert_eq!(normalise_mobile(s).as_deref(), Ok("+6281234567890"), "{s}");
        }
    }

    #[test]
    fn not_mobile_numbers() {
        for s in [
            "",
            "0212345678",
            "+6221234567",
            "08123",
            "0812345678901234",
            "+081234567890",
            "0812-abc-7890",
            "0801234567",
            "1281234567890",
        ] {
            assert_eq!(normalise_mobile(s), Err("phone_invalid"), "{s}");
        }
    }
}
