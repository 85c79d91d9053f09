#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The payoff quote PDF (issue 44 item 1): its figures and dates in both languages, as
//! `pdftotext` extracts them (the text checks are skipped, with a message, without it), and a
//! borrower name with typst markup printed as it is.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use chrono::NaiveDate;
use documents::{Lang, PayoffQuote, payoff_quote};

const PDFTOTEXT: &str = "/usr/bin/pdftotext";

fn quote() -> PayoffQuote {
    PayoffQuote {
        lender_name: "PT Dana Motor Finance".into(),
        loan_id: "LN-2026-000042".into(),
        borrower_name: "Budi Santoso".into(),
        issue_date: NaiveDate::from_ymd_opt(2026, 12, 4).unwrap(),
        date: NaiveDate::from_ymd_opt(2026, 12, 5).unwrap(),
        outstanding_principal: 18_000_000,
        interest_due: 250_000,
        interest_rebate: 2_750_000,
        late_fees: 12_345,
        early_settlement_fee_bp: 250,
        early_settlement_fee: 450_000,
        total: 18_712_345,
        valid_until: NaiveDate::from_ymd_opt(2026, 12, 9).unwrap(),
    }
}

fn text_of(pdf: &[u8]) -> Option<String> {
    if !Path::new(PDFTOTEXT).exists() {
        eprintln!("SKIPPED text checks: {PDFTOTEXT} is missing (apt-get install poppler-utils)");
        return None;
    }
    let mut child = Command::new(PDFTOTEXT)
        .args(["-raw", "-enc", "UTF-8", "-", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(pdf).unwrap();
    let out = child.wait_with_output().unwrap();
    Some(String::from_utf8(out.stdout).unwrap().split_whitespace().collect::<Vec<_>>().join(" "))
}

#[test]
fn the_quote_prints_every_figure_in_both_languages() {
    for (lang, words) in [
        (Lang::Id, ["Rincian Pelunasan Dipercepat", "5 Desember 2026", "9 Desember 2026", "2,5"]),
        (Lang::En, ["Early Settlement Quote", "5 December 2026", "9 December 2026", "2.5"]),
    ] {
        let pdf = payoff_quote(&quote(), lang).unwrap();
        assert!(pdf.starts_with(b"%PDF"));
        let Some(text) = text_of(&pdf) else { return };
        for needle in words.iter().copied().chain([
            "LN-2026-000042",
            "Budi Santoso",
            "PT Dana Motor Finance",
            "Rp 18.000.000",
            "Rp 250.000",
            "Rp 2.750.000",
            "Rp 12.345",
            "Rp 450.000",
            "Rp 18.712.345",
        ]) {
            assert!(text.contains(needle), "{needle:?} missing from:\n{text}");
        }
    }
}

#[test]
fn markup_in_a_name_prints_as_text() {
    let q = PayoffQuote { borrower_name: "#panic(\"x\") ] \\ \"".into(), ..quote() };
    let pdf = payoff_quote(&q, Lang::En).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
}
