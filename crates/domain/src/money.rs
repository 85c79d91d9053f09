//! How rupiah are written for people (letters, reminders): `Rp 1.250.000`, in both languages.

/// Rupiah with Indonesian thousands separators: `Rp 1.250.000`, `-Rp 1.500`.
pub fn rupiah(amount: i64) -> String {
    let digits = amount.unsigned_abs().to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push('.');
        }
        grouped.push(c);
    }
    if amount < 0 { format!("-Rp {grouped}") } else { format!("Rp {grouped}") }
}
