//! A funder's monthly statement as a PDF (issue 44 item 5; `templates/lender-statement.typ`):
//! the month's figures and the month-end book by quality bucket, in Indonesian or English.

use chrono::NaiveDate;

use crate::{DocumentError, Lang, format, world::Template};

static LENDER_STATEMENT: Template = Template::new("/lender-statement.typ", include_str!("../templates/lender-statement.typ"));

/// One quality bucket of the month-end book: its name in the statement's language, whether it
/// is non performing, how many loans and their outstanding principal (rupiah).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementBucket {
    pub name: String,
    pub non_performing: bool,
    pub loans: i64,
    pub outstanding_principal: i64,
}

/// The content of a funder's monthly statement (`domain::statement::Statement`'s figures):
/// amounts integer rupiah, percentages with two decimals, dates Asia/Jakarta calendar days.
/// Text fields print as given (never read as markup); an empty text prints as `-`.
#[derive(Debug, Clone, PartialEq)]
pub struct LenderStatement {
    /// The lender's legal name (its name when it has none).
    pub lender_name: String,
    /// The month's first day.
    pub month: NaiveDate,
    /// The day the statement is printed.
    pub issue_date: NaiveDate,
    /// The quality regime's name in the statement's language.
    pub regime: String,
    pub opening_outstanding_principal: i64,
    pub disbursed: i64,
    pub collected_principal: i64,
    pub collected_interest: i64,
    pub fees: i64,
    pub late_fees_collected: i64,
    pub written_off: i64,
    pub recovered: i64,
    pub reversals: i64,
    pub opening_entries: i64,
    pub closing_outstanding_principal: i64,
    pub reconciles: bool,
    pub buckets: Vec<StatementBucket>,
    pub npl_percent: f64,
    pub twp90_percent: f64,
}

/// A percentage with two decimals and the language's decimal separator: `12,35` / `12.35`.
fn percent2(p: f64, lang: Lang) -> String {
    let s = format!("{p:.2}");
    if lang == Lang::Id { s.replace('.', ",") } else { s }
}

/// Renders a funder's monthly statement as a PDF (the file's bytes, starting with `%PDF`) in
/// `lang`; amounts as `Rp 28.500.000`, the month and dates with the language's month names.
/// Blocking and CPU-bound; safe to call from many threads at once.
///
/// Errors: [`DocumentError::Typst`] when the template fails (a bug, not the data).
pub fn lender_statement(data: &LenderStatement, lang: Lang) -> Result<Vec<u8>, DocumentError> {
    let text = |s: &str| if s.trim().is_empty() { "-".to_owned() } else { s.to_owned() };
    let month = format::date(data.month, lang);
    let month = month.split_once(' ').map_or(month.clone(), |(_, m)| m.to_owned());
    let buckets: Vec<serde_json::Value> = data
        .buckets
        .iter()
        .map(|b| {
            serde_json::json!({
                "name": text(&b.name),
                "non_performing": b.non_performing,
                "loans": b.loans.to_string(),
                "outstanding_principal": format::rupiah(b.outstanding_principal),
            })
        })
        .collect();
    let json = serde_json::json!({
        "lang": lang.code(),
        "lender_name": text(&data.lender_name),
        "month": month,
        "issue_date": format::date(data.issue_date, lang),
        "regime": text(&data.regime),
        "opening": format::rupiah(data.opening_outstanding_principal),
        "disbursed": format::rupiah(data.disbursed),
        "collected_principal": format::rupiah(data.collected_principal),
        "collected_interest": format::rupiah(data.collected_interest),
        "fees": format::rupiah(data.fees),
        "late_fees": format::rupiah(data.late_fees_collected),
        "written_off": format::rupiah(data.written_off),
        "recovered": format::rupiah(data.recovered),
        "reversals": format::rupiah(data.reversals),
        "opening_entries": format::rupiah(data.opening_entries),
        "closing": format::rupiah(data.closing_outstanding_principal),
        "reconciles": data.reconciles,
        "buckets": buckets,
        "npl": percent2(data.npl_percent, lang),
        "twp90": percent2(data.twp90_percent, lang),
    });
    let bytes = serde_json::to_vec(&json).map_err(|e| DocumentError::Typst(format!("serialising the data: {e}")))?;
    LENDER_STATEMENT.render_pdf(bytes).map_err(|diagnostics| {
        let messages: Vec<String> = diagnostics.iter().map(|d| d.message.to_string()).collect();
        DocumentError::Typst(messages.join("; "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_renders_in_both_languages_whatever_its_names() {
        let d = |s: &str| s.parse::<NaiveDate>().unwrap();
        let data = LenderStatement {
            lender_name: "PT Dana #panic(\"x\") ] \\ \"".into(),
            month: d("2026-12-01"),
            issue_date: d("2026-12-04"),
            regime: "Multifinance".into(),
            opening_outstanding_principal: 0,
            disbursed: 18_000_000,
            collected_principal: 500_000,
            collected_interest: 90_000,
            fees: 250_000,
            late_fees_collected: 10_000,
            written_off: 0,
            recovered: 0,
            reversals: 0,
            opening_entries: 0,
            closing_outstanding_principal: 17_500_000,
            reconciles: true,
            buckets: vec![StatementBucket {
                name: "Lancar".into(),
                non_performing: false,
                loans: 1,
                outstanding_principal: 17_500_000,
            }],
            npl_percent: 0.0,
            twp90_percent: 12.345,
        };
        for lang in [Lang::Id, Lang::En] {
            let pdf = lender_statement(&data, lang).unwrap();
            assert!(pdf.starts_with(b"%PDF"));
        }
        assert_eq!(percent2(12.5, Lang::Id), "12,50");
        assert_eq!(percent2(1.5, Lang::En), "1.50");
    }
}
