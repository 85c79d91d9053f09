//! Reminders that reach the borrower (issue 43 item 4; DESIGN §3 "Reminders"): the rules that
//! say when a reminder goes out (days relative to an installment's due date) and on which
//! channel, the templates staff edit and how they are checked and rendered, the send window
//! (08:00–20:00 in the borrower's local time) and the retry schedule of a message whose
//! provider was unavailable. Pure: storage keeps the rules, templates and messages; the daily job
//! queues, the message job sends.
//!
//! Rupiah are integers, formatted `Rp 1.250.000`; dates are printed `DD/MM/YYYY`.

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

use crate::pipeline::status::status_enum;

status_enum! {
    /// How a reminder reaches the borrower.
    MessageChannel { Whatsapp, Sms, Email }
}

status_enum! {
    /// Where a message stands: `queued` until its provider took it (`sent`), or it was given up
    /// (`failed`: a provider's refusal, too many attempts, or the loan no longer to be reminded);
    /// `delivered` once the provider reported it reached the phone.
    MessageStatus { Queued, Sent, Failed, Delivered }
}

/// Most reminder rules at once.
pub const RULES_MAX: usize = 20;
/// The earliest and latest offset of a rule, days from the due date (−30 = thirty days before).
pub const OFFSET_MIN: i64 = -30;
pub const OFFSET_MAX: i64 = 60;
/// Longest template body, characters.
pub const BODY_MAX: usize = 1_000;
/// Longest template code, characters.
pub const CODE_MAX: usize = 40;
/// The placeholders a template may use, each written `{name}`.
pub const PLACEHOLDERS: [&str; 5] = ["name", "loan_id", "amount_due", "due_date", "virtual_account"];
/// Attempts at a provider before a message is failed.
pub const MAX_ATTEMPTS: i32 = 5;
/// The wait after each failed attempt, minutes: 1 min, 5 min, 30 min, 2 h (then failed).
pub const BACKOFF_MINUTES: [i64; 4] = [1, 5, 30, 120];

/// The first and the last minute (exclusive) of the send window, borrower's local time.
pub const WINDOW_OPENS: NaiveTime = match NaiveTime::from_hms_opt(8, 0, 0) {
    Some(t) => t,
    None => NaiveTime::MIN,
};
pub const WINDOW_CLOSES: NaiveTime = match NaiveTime::from_hms_opt(20, 0, 0) {
    Some(t) => t,
    None => NaiveTime::MIN,
};

/// A rule as asked for (the API's body, each field as read).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleDraft {
    pub offset_days: Option<i64>,
    pub channel: Option<String>,
    pub template_code: Option<String>,
    /// Default true.
    pub active: Option<bool>,
}

/// A checked rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// Days from the due date: −3 three days before, 0 on it, 1 a day after.
    pub offset_days: i32,
    pub channel: MessageChannel,
    pub template_code: String,
    pub active: bool,
}

/// Checks a whole list of rules: at most [`RULES_MAX`], each offset within
/// [`OFFSET_MIN`]..=[`OFFSET_MAX`], a known channel, a template among `templates`, no two rules
/// with the same offset and channel. Errors (field, code), fields named `rules.<i>.<field>`:
/// `reminder_rules_too_many` (on `rules`), `offset_days_invalid`, `reminder_channel_invalid`,
/// `template_code_invalid`, `reminder_rule_duplicate` (on the later rule's `offset_days`).
pub fn check_rules(drafts: &[RuleDraft], templates: &[&str]) -> Result<Vec<Rule>, Vec<(String, &'static str)>> {
    let mut errors: Vec<(String, &'static str)> = Vec::new();
    if drafts.len() > RULES_MAX {
        return Err(vec![("rules".into(), "reminder_rules_too_many")]);
    }
    let mut rules = Vec::with_capacity(drafts.len());
    for (i, d) in drafts.iter().enumerate() {
        let offset = d.offset_days.filter(|o| (OFFSET_MIN..=OFFSET_MAX).contains(o)).and_then(|o| i32::try_from(o).ok());
        if offset.is_none() {
            errors.push((format!("rules.{i}.offset_days"), "offset_days_invalid"));
        }
        let channel: Option<MessageChannel> = d.channel.as_deref().and_then(|c| c.trim().parse().ok());
        if channel.is_none() {
            errors.push((format!("rules.{i}.channel"), "reminder_channel_invalid"));
        }
        let template = d.template_code.as_deref().map(str::trim).filter(|t| templates.contains(t));
        if template.is_none() {
            errors.push((format!("rules.{i}.template_code"), "template_code_invalid"));
        }
        if let (Some(offset_days), Some(channel), Some(template)) = (offset, channel, template) {
            if rules.iter().any(|r: &Rule| r.offset_days == offset_days && r.channel == channel) {
                errors.push((format!("rules.{i}.offset_days"), "reminder_rule_duplicate"));
            }
            rules.push(Rule { offset_days, channel, template_code: template.to_owned(), active: d.active.unwrap_or(true) });
        }
    }
    if errors.is_empty() { Ok(rules) } else { Err(errors) }
}

/// Whether `code` can name a template: 1 to [`CODE_MAX`] of `a`–`z`, `0`–`9`, `_`, starting with
/// a letter.
pub fn valid_template_code(code: &str) -> bool {
    let mut bytes = code.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_lowercase())
        && code.len() <= CODE_MAX
        && bytes.all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// One piece of a template: literal text, or a placeholder's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Piece<'a> {
    Text(&'a str),
    Placeholder(&'a str),
}

/// Splits a template into text and `{placeholder}`s. Errors: `template_brace_unbalanced` (a `{`
/// without its `}`, a `}` without its `{`, or a `{` inside a placeholder).
fn pieces(body: &str) -> Result<Vec<Piece<'_>>, &'static str> {
    let mut out = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let open = rest.find('{');
        let close = rest.find('}');
        match (open, close) {
            (None, None) => {
                out.push(Piece::Text(rest));
                break;
            }
            // Only a `{` followed by its `}` opens a placeholder.
            (Some(o), Some(c)) if o < c => {
                let name = &rest[o + 1..c];
                if name.contains('{') {
                    return Err("template_brace_unbalanced");
                }
                if o > 0 {
                    out.push(Piece::Text(&rest[..o]));
                }
                out.push(Piece::Placeholder(name));
                rest = &rest[c + 1..];
            }
            // A `}` before any `{`, or a `{` never closed.
            _ => return Err("template_brace_unbalanced"),
        }
    }
    Ok(out)
}

/// Checks a template body: 1 to [`BODY_MAX`] characters once trimmed, no control characters but
/// line breaks and tabs, balanced braces, only [`PLACEHOLDERS`]. Answers the trimmed body.
/// Errors: `template_body_required`, `template_body_too_long`, `template_body_invalid`,
/// `template_brace_unbalanced`, `template_placeholder_unknown`.
pub fn check_body(body: Option<&str>) -> Result<String, &'static str> {
    let body = body.map(str::trim).unwrap_or_default();
    if body.is_empty() {
        return Err("template_body_required");
    }
    if body.chars().count() > BODY_MAX {
        return Err("template_body_too_long");
    }
    if body.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t')) {
        return Err("template_body_invalid");
    }
    for p in pieces(body)? {
        if let Piece::Placeholder(name) = p
            && !PLACEHOLDERS.contains(&name)
        {
            return Err("template_placeholder_unknown");
        }
    }
    Ok(body.to_owned())
}

/// What a reminder's placeholders stand for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    /// The borrower's name (`{name}`).
    pub name: String,
    /// The loan ID, `LN-…` (`{loan_id}`).
    pub loan_id: String,
    /// Rupiah still owed on the installment (`{amount_due}`, printed `Rp 1.250.000`).
    pub amount_due: i64,
    /// The installment's due date (`{due_date}`, printed `DD/MM/YYYY`).
    pub due_date: NaiveDate,
    /// The loan's virtual account, e.g. `BNI 880890000000042` (`{virtual_account}`; `-` when it
    /// has none).
    pub virtual_account: Option<String>,
}

pub use crate::money::rupiah;

/// Renders a template with `values`. A body that does not pass [`check_body`] (only stored ones
/// are rendered, and every stored one passed it) renders its text as it is, placeholders left
/// in, rather than failing a whole run.
pub fn render(body: &str, values: &Values) -> String {
    let Ok(pieces) = pieces(body) else { return body.to_owned() };
    let mut out = String::with_capacity(body.len() + 32);
    for p in pieces {
        match p {
            Piece::Text(t) => out.push_str(t),
            Piece::Placeholder("name") => out.push_str(&values.name),
            Piece::Placeholder("loan_id") => out.push_str(&values.loan_id),
            Piece::Placeholder("amount_due") => out.push_str(&rupiah(values.amount_due)),
            Piece::Placeholder("due_date") => out.push_str(&values.due_date.format("%d/%m/%Y").to_string()),
            Piece::Placeholder("virtual_account") => out.push_str(values.virtual_account.as_deref().unwrap_or("-")),
            Piece::Placeholder(other) => {
                out.push('{');
                out.push_str(other);
                out.push('}');
            }
        }
    }
    out
}

/// The borrower's zone by the Kemendagri code of their address's province: WITA
/// (Asia/Makassar) for Bali, Nusa Tenggara, South, East and North Kalimantan and Sulawesi (51–53,
/// 63–65, 71–76), WIT (Asia/Jayapura) for Maluku and Papua (81–82, 91–96), WIB (Asia/Jakarta)
/// for the rest and when the code is unknown.
pub fn zone_of_province(code: Option<&str>) -> Tz {
    match code.map(str::trim).and_then(|c| c.get(..2)).and_then(|c| c.parse::<u8>().ok()) {
        Some(51..=53 | 63..=65 | 71..=76) => chrono_tz::Asia::Makassar,
        Some(81..=82 | 91..=96) => chrono_tz::Asia::Jayapura,
        _ => crate::calendar::ZONE,
    }
}

/// The first moment from `now` on that lies inside the send window (08:00 included to 20:00
/// excluded, local time in `tz`): `now` itself inside it; 08:00 the same day before it; 08:00 the
/// next day from 20:00 on.
pub fn next_send_at(now: DateTime<Utc>, tz: Tz) -> DateTime<Utc> {
    let local = now.with_timezone(&tz);
    let time = local.time();
    if (WINDOW_OPENS..WINDOW_CLOSES).contains(&time) {
        return now;
    }
    let day = if time < WINDOW_OPENS { local.date_naive() } else { local.date_naive() + Duration::days(1) };
    // Indonesia keeps no daylight saving: 08:00 exists every day; the fallback is never taken.
    tz.from_local_datetime(&day.and_time(WINDOW_OPENS)).earliest().map_or(now, |t| t.with_timezone(&Utc))
}

/// How long to wait after a message's `attempts`-th failed attempt (1-based) before the next,
/// or `None` when it has had [`MAX_ATTEMPTS`] and is failed.
pub fn retry_after(attempts: i32) -> Option<Duration> {
    if attempts >= MAX_ATTEMPTS {
        return None;
    }
    let i = usize::try_from(attempts.max(1) - 1).unwrap_or(0);
    BACKOFF_MINUTES.get(i).map(|m| Duration::minutes(*m))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap_or_default()
    }

    fn draft(offset: i64, channel: &str, template: &str) -> RuleDraft {
        RuleDraft { offset_days: Some(offset), channel: Some(channel.into()), template_code: Some(template.into()), active: None }
    }

    const TEMPLATES: [&str; 2] = ["reminder_before_due", "reminder_overdue"];

    #[test]
    fn rules_are_checked_per_field() {
        let ok =
            check_rules(&[draft(-3, "whatsapp", "reminder_before_due"), draft(-3, "sms", "reminder_before_due")], &TEMPLATES);
        let rules = ok.unwrap_or_default();
        assert_eq!(rules.len(), 2);
        assert_eq!(
            rules[0],
            Rule {
                offset_days: -3,
                channel: MessageChannel::Whatsapp,
                template_code: "reminder_before_due".into(),
                active: true
            }
        );
        assert!(
            check_rules(&[draft(-30, "email", "reminder_overdue"), draft(60, "email", "reminder_overdue")], &TEMPLATES).is_ok()
        );
        let errors = check_rules(
            &[
                draft(-31, "whatsapp", "reminder_before_due"),
                draft(61, "fax", "nope"),
                draft(7, "sms", "reminder_overdue"),
                draft(7, "sms", "reminder_overdue"),
                RuleDraft::default(),
            ],
            &TEMPLATES,
        )
        .err()
        .unwrap_or_default();
        assert_eq!(
            errors,
            vec![
                ("rules.0.offset_days".to_owned(), "offset_days_invalid"),
                ("rules.1.offset_days".to_owned(), "offset_days_invalid"),
                ("rules.1.channel".to_owned(), "reminder_channel_invalid"),
                ("rules.1.template_code".to_owned(), "template_code_invalid"),
                ("rules.3.offset_days".to_owned(), "reminder_rule_duplicate"),
                ("rules.4.offset_days".to_owned(), "offset_days_invalid"),
                ("rules.4.channel".to_owned(), "reminder_channel_invalid"),
                ("rules.4.template_code".to_owned(), "template_code_invalid"),
            ]
        );
        let many: Vec<RuleDraft> = (0..21).map(|i| draft(i, "sms", "reminder_overdue")).collect();
        assert_eq!(check_rules(&many, &TEMPLATES).err(), Some(vec![("rules".to_owned(), "reminder_rules_too_many")]));
        assert_eq!(check_rules(&[], &TEMPLATES).ok(), Some(vec![]), "no rules: no reminders");
    }

    #[test]
    fn template_codes_are_lower_snake_case() {
        assert!(valid_template_code("reminder_due_today"));
        assert!(valid_template_code("r2"));
        assert!(!valid_template_code(""));
        assert!(!valid_template_code("2r"));
        assert!(!valid_template_code("Reminder"));
        assert!(!valid_template_code("a-b"));
        assert!(!valid_template_code(&"a".repeat(41)));
    }

    #[test]
    fn a_template_uses_only_known_placeholders_with_balanced_braces() {
        assert_eq!(
            check_body(Some("  Halo {name}, cicilan {loan_id} {amount_due} jatuh tempo {due_date}. VA {virtual_account}  "))
                .ok()
                .as_deref(),
            Some("Halo {name}, cicilan {loan_id} {amount_due} jatuh tempo {due_date}. VA {virtual_account}")
        );
        assert_eq!(check_body(Some("Tanpa isian\nbaris dua")).ok().as_deref(), Some("Tanpa isian\nbaris dua"));
        assert_eq!(check_body(Some("Halo {foo}")), Err("template_placeholder_unknown"));
        assert_eq!(check_body(Some("Halo {}")), Err("template_placeholder_unknown"));
        assert_eq!(check_body(Some("Halo {Name}")), Err("template_placeholder_unknown"));
        assert_eq!(check_body(Some("Halo {name")), Err("template_brace_unbalanced"));
        assert_eq!(check_body(Some("Halo name}")), Err("template_brace_unbalanced"));
        assert_eq!(check_body(Some("Halo {{name}}")), Err("template_brace_unbalanced"));
        assert_eq!(check_body(Some("} {name}")), Err("template_brace_unbalanced"));
        assert_eq!(check_body(Some("   ")), Err("template_body_required"));
        assert_eq!(check_body(None), Err("template_body_required"));
        assert_eq!(check_body(Some(&"é".repeat(1_000))).map(|b| b.chars().count()), Ok(1_000));
        assert_eq!(check_body(Some(&"é".repeat(1_001))), Err("template_body_too_long"));
        assert_eq!(check_body(Some("a\u{7}b")), Err("template_body_invalid"));
    }

    #[test]
    fn a_template_renders_rupiah_and_dates_the_indonesian_way() {
        let v = Values {
            name: "Budi Santoso".into(),
            loan_id: "LN-0000042".into(),
            amount_due: 1_250_000,
            due_date: d("2026-03-05"),
            virtual_account: Some("BNI 880890000000042".into()),
        };
        assert_eq!(
            render("Halo {name}, {loan_id}: {amount_due} pada {due_date} ke {virtual_account}.", &v),
            "Halo Budi Santoso, LN-0000042: Rp 1.250.000 pada 05/03/2026 ke BNI 880890000000042."
        );
        assert_eq!(render("{virtual_account}", &Values { virtual_account: None, ..v.clone() }), "-");
        assert_eq!(render("no braces", &v), "no braces");
        assert_eq!(rupiah(0), "Rp 0");
        assert_eq!(rupiah(100), "Rp 100");
        assert_eq!(rupiah(1_000), "Rp 1.000");
        assert_eq!(rupiah(28_500_000), "Rp 28.500.000");
        assert_eq!(rupiah(-1_500), "-Rp 1.500");
    }

    #[test]
    fn the_zone_follows_the_province() {
        assert_eq!(zone_of_province(Some("31")), chrono_tz::Asia::Jakarta);
        assert_eq!(zone_of_province(Some("61")), chrono_tz::Asia::Jakarta, "West Kalimantan keeps WIB");
        assert_eq!(zone_of_province(Some("51")), chrono_tz::Asia::Makassar);
        assert_eq!(zone_of_province(Some("73")), chrono_tz::Asia::Makassar);
        assert_eq!(zone_of_province(Some("64")), chrono_tz::Asia::Makassar);
        assert_eq!(zone_of_province(Some("91")), chrono_tz::Asia::Jayapura);
        assert_eq!(zone_of_province(Some("82")), chrono_tz::Asia::Jayapura);
        assert_eq!(zone_of_province(None), chrono_tz::Asia::Jakarta);
        assert_eq!(zone_of_province(Some("x")), chrono_tz::Asia::Jakarta);
    }

    /// `hh:mm` on 2026-03-05 in Jakarta, as UTC.
    fn wib(hm: &str) -> DateTime<Utc> {
        let t = NaiveTime::parse_from_str(hm, "%H:%M").unwrap_or_default();
        crate::calendar::zoned(d("2026-03-05").and_time(t)).map(|t| t.with_timezone(&Utc)).unwrap_or_default()
    }

    #[test]
    fn the_send_window_is_eight_to_eight_local_time() {
        let jkt = chrono_tz::Asia::Jakarta;
        assert_eq!(next_send_at(wib("07:59"), jkt), wib("08:00"));
        assert_eq!(next_send_at(wib("06:00"), jkt), wib("08:00"));
        assert_eq!(next_send_at(wib("00:00"), jkt), wib("08:00"));
        assert_eq!(next_send_at(wib("08:00"), jkt), wib("08:00"));
        assert_eq!(next_send_at(wib("12:34"), jkt), wib("12:34"));
        assert_eq!(next_send_at(wib("19:59"), jkt), wib("19:59"));
        assert_eq!(next_send_at(wib("20:00"), jkt), wib("08:00") + Duration::days(1));
        assert_eq!(next_send_at(wib("21:00"), jkt), wib("08:00") + Duration::days(1));
        assert_eq!(next_send_at(wib("23:59"), jkt), wib("08:00") + Duration::days(1));
        // 07:30 WIB is 09:30 WIT (inside) and 08:30 WITA; 06:30 WIB is 07:30 WITA (before).
        assert_eq!(next_send_at(wib("07:30"), chrono_tz::Asia::Jayapura), wib("07:30"));
        assert_eq!(next_send_at(wib("06:30"), chrono_tz::Asia::Makassar), wib("07:00"));
        // 18:30 WIB is 20:30 WIT: the next morning 08:00 WIT, 06:00 WIB.
        assert_eq!(next_send_at(wib("18:30"), chrono_tz::Asia::Jayapura), wib("06:00") + Duration::days(1));
    }

    #[test]
    fn a_failed_attempt_waits_longer_each_time_and_the_fifth_is_the_last() {
        assert_eq!(retry_after(1), Some(Duration::minutes(1)));
        assert_eq!(retry_after(2), Some(Duration::minutes(5)));
        assert_eq!(retry_after(3), Some(Duration::minutes(30)));
        assert_eq!(retry_after(4), Some(Duration::hours(2)));
        assert_eq!(retry_after(5), None);
        assert_eq!(retry_after(9), None);
        assert_eq!(retry_after(0), Some(Duration::minutes(1)));
    }
}
