//! Helpers shared by more than one migration, copied from live code as it behaved when those
//! migrations were written and frozen there. A migration must do the same thing on every
//! database it ever runs on, so these are never edited to follow the live code they came from
//! (which is free to change); a migration that needs different behaviour gets its own copy.

use unicode_normalization::UnicodeNormalization;

/// Lower case with accents removed (canonical decomposition, combining marks dropped): "José
/// Müller" → "jose muller". Frozen copy of `repo::loans::search::fold` as of m0010 and m0021.
pub(super) fn fold(s: &str) -> String {
    s.nfd().filter(|c| !unicode_normalization::char::is_combining_mark(*c)).flat_map(char::to_lowercase).collect()
}

/// How a loan or customer ID is stored for search: its letters, `#`, its number without zero
/// padding, `#` (`LN-0000008` → `ln#8#`); a code of another shape (no letters, more than 18
/// digits, anything else after the letters) is stored folded. Frozen copy of
/// `repo::loans::search::code_key` as of m0010 and m0021.
pub(super) fn code_key(code: &str) -> String {
    let text = fold(code.trim());
    let letters_end = text.find(|c: char| !c.is_ascii_lowercase()).unwrap_or(text.len());
    let (letters, rest) = text.split_at(letters_end);
    let digits = rest.strip_prefix(['-', ' ']).unwrap_or(rest);
    if letters.is_empty() || digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return text;
    }
    let n = digits.trim_start_matches('0');
    format!("{letters}#{}#", if n.is_empty() { "0" } else { n })
}
