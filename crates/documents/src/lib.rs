//! Roda's generated documents (issue 9 item 4): the offering letter as a PDF, in Indonesian or
//! English, typeset with [typst](https://typst.app) from a template kept in this crate
//! (`templates/offering-letter.typ`, compiled into the binary).
//!
//! - Fonts come from `typst-assets` (Libertinus Serif and friends, embedded in the binary): nothing
//!   is read from the system or fetched from the network.
//! - The data reaches the template as a JSON file of finished strings (amounts and dates are
//!   formatted here, in Rust), so a value is always printed as text, never read as typst markup:
//!   a borrower name such as `#panic("x") ] \ "` prints as it is.
//! - The standard library, the fonts and the parsed template are built once per process
//!   ([`warm_up`] does it ahead of the first request); [`offering_letter`] is synchronous, CPU-bound
//!   (tens of milliseconds) and safe to call from many threads at once: call it from
//!   `tokio::task::spawn_blocking` in async code.

mod format;
mod statement;
mod world;

pub use statement::{LenderStatement, StatementBucket, lender_statement};

use chrono::NaiveDate;
use serde::Serialize;

use world::Template;

/// The language of a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Indonesian ("Surat Penawaran").
    Id,
    /// English ("Offering Letter").
    En,
}

impl Lang {
    fn code(self) -> &'static str {
        match self {
            Lang::Id => "id",
            Lang::En => "en",
        }
    }
}

/// How often installments fall due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Frequency {
    /// Every day ("harian").
    Daily,
    /// Every week ("mingguan").
    Weekly,
    /// Every month ("bulanan").
    Monthly,
}

impl Frequency {
    fn code(self) -> &'static str {
        match self {
            Frequency::Daily => "daily",
            Frequency::Weekly => "weekly",
            Frequency::Monthly => "monthly",
        }
    }
}

/// The content of an offering letter, a complete disclosure (the RIPLAY summary of POJK 22/2023,
/// issue 41 item 5): the lender, the product and its price, down payment, itemised fees,
/// principal, flat and effective rates, the schedule, late charges, early settlement, the
/// collateral, insurance, the main risks, how to complain and the OJK statement. Amounts are
/// integer rupiah; rates basis points; dates are calendar dates in Asia/Jakarta. Text fields are
/// printed as given (any characters, never interpreted as markup); an empty text prints as `-`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferingLetter {
    /// The lender's trading name, e.g. `Dana Motor`.
    pub lender_name: String,
    /// The lender's legal (company) name, e.g. `PT Dana Motor Finance`: the letterhead, the
    /// signature and the OJK statement; the trading name is printed under it only when it
    /// differs.
    pub lender_legal_name: String,
    /// The borrower's full name.
    pub borrower_name: String,
    /// The borrower's customer ID.
    pub customer_id: String,
    /// The borrower's address, one line (or several, separated by `\n`).
    pub borrower_address: String,
    /// The borrower's phone number as it should be printed, e.g. `+62 812 3456 7890`.
    pub borrower_phone: String,
    /// The loan's ID as shown to people (also printed as the letter's reference number).
    pub loan_id: String,
    /// The motorcycle type's name, e.g. `Honda Vario 160 CBS`.
    pub motorcycle_type: String,
    /// The vehicle's on-the-road price (OTR), rupiah.
    pub price_otr: i64,
    /// The down payment, rupiah.
    pub down_payment: i64,
    /// The financed principal, rupiah.
    pub principal: i64,
    /// The number of installments (at least 1).
    pub tenor: u32,
    /// How often installments fall due.
    pub frequency: Frequency,
    /// The flat interest rate in basis points per year (1800 = 18 % per year).
    pub flat_rate_bp: u32,
    /// The amount of installments 1 to `tenor − 1`, rupiah.
    pub installment_amount: i64,
    /// The amount of the last installment (number `tenor`), which absorbs the rounding remainder, rupiah.
    pub last_installment_amount: i64,
    /// The total of all installments, rupiah.
    pub total_payable: i64,
    /// The first payment due before the contract starts (down payment plus the admin fee), rupiah.
    pub first_payment_amount: i64,
    /// The one-off administration fee, rupiah, paid with the first payment (itemised on the
    /// letter; 0 prints as none).
    pub admin_fee: i64,
    /// The effective annual rate in basis points (`domain::terms::Terms::effective_rate_bp`,
    /// issue 41 item 4); `None` prints as `-`.
    pub effective_rate_bp: Option<u32>,
    /// The late charge (denda) per day, basis points of the overdue amount (10 = 0.1 % a day).
    pub late_fee_bp_per_day: u32,
    /// Days after the due date before the late charge runs.
    pub late_fee_grace_days: u32,
    /// The late charges of one installment at most, basis points of the installment.
    pub late_fee_cap_bp: u32,
    /// The early settlement fee, basis points of the outstanding principal.
    pub early_settlement_fee_bp: u32,
    /// Where the borrower complains to the lender: an e-mail address (empty: none printed).
    pub complaint_email: String,
    /// Where the borrower complains to the lender: a phone number (empty: none printed).
    pub complaint_phone: String,
    /// The date the letter is issued (Asia/Jakarta).
    pub issue_date: NaiveDate,
    /// The last date on which the offer can be accepted (Asia/Jakarta).
    pub valid_until: NaiveDate,
}

impl OfferingLetter {
    /// A complete letter with plausible values (a Rp 28.5 million motorcycle over 36 monthly
    /// installments): the one sample the examples, the tests and the benchmark start from, each
    /// changing only the fields it is about.
    pub fn sample() -> OfferingLetter {
        OfferingLetter {
            lender_name: "Dana Motor".into(),
            lender_legal_name: "PT Dana Motor Finance".into(),
            borrower_name: "Budi Santoso".into(),
            customer_id: "CUST-000123".into(),
            borrower_address: "Jl. Kebon Jeruk No. 12, RT 003/RW 005\nKebon Jeruk, Jakarta Barat 11530".into(),
            borrower_phone: "+62 812 3456 7890".into(),
            loan_id: "LN-2026-000042".into(),
            motorcycle_type: "Honda Vario 160 CBS".into(),
            price_otr: 28_500_000,
            down_payment: 2_850_000,
            principal: 25_650_000,
            tenor: 36,
            frequency: Frequency::Monthly,
            flat_rate_bp: 1850,
            installment_amount: 1_107_900,
            last_installment_amount: 1_107_725,
            total_payable: 39_884_225,
            first_payment_amount: 3_100_000,
            admin_fee: 250_000,
            effective_rate_bp: Some(3412),
            late_fee_bp_per_day: 10,
            late_fee_grace_days: 3,
            late_fee_cap_bp: 2000,
            early_settlement_fee_bp: 300,
            complaint_email: "pengaduan@danamotor.co.id".into(),
            complaint_phone: "+62 21 5550 1234".into(),
            issue_date: NaiveDate::from_ymd_opt(2026, 11, 23).unwrap_or_default(),
            valid_until: NaiveDate::from_ymd_opt(2026, 12, 7).unwrap_or_default(),
        }
    }
}

/// Why a document could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum DocumentError {
    /// The data cannot make a sensible document (e.g. a tenor of 0); the message says what.
    #[error("invalid document data: {0}")]
    InvalidData(&'static str),
    /// typst failed to compile or export the template: a bug in the template, not in the data.
    #[error("typst could not produce the document: {0}")]
    Typst(String),
}

static OFFERING_LETTER: Template = Template::new("/offering-letter.typ", include_str!("../templates/offering-letter.typ"));
static PAYOFF_QUOTE: Template = Template::new("/payoff-quote.typ", include_str!("../templates/payoff-quote.typ"));

/// Loads the fonts, builds typst's standard library and parses the templates, which the first
/// render would otherwise do (a few hundred milliseconds). Optional; call it at start-up.
pub fn warm_up() {
    OFFERING_LETTER.warm_up();
    PAYOFF_QUOTE.warm_up();
}

/// Renders an offering letter as a PDF (the file's bytes, starting with `%PDF`) in `lang`.
///
/// Amounts print as `Rp 28.500.000` in both languages; dates as `23 November 2026` with the
/// language's month names. Blocking and CPU-bound; safe to call from many threads at once.
pub fn offering_letter(data: &OfferingLetter, lang: Lang) -> Result<Vec<u8>, DocumentError> {
    if data.tenor == 0 {
        return Err(DocumentError::InvalidData("the tenor must be at least one installment"));
    }
    let json = serde_json::to_vec(&OfferingLetterData::new(data, lang))
        .map_err(|e| DocumentError::Typst(format!("serialising the data: {e}")))?;
    OFFERING_LETTER.render_pdf(json).map_err(|diagnostics| {
        let messages: Vec<String> = diagnostics.iter().map(|d| d.message.to_string()).collect();
        DocumentError::Typst(messages.join("; "))
    })
}

/// What `templates/offering-letter.typ` reads from `/data.json`: finished strings (and the
/// installment numbers), see the comment at the top of the template.
#[derive(Serialize)]
struct OfferingLetterData<'a> {
    lang: &'static str,
    /// The trading name when it differs from the legal name (printed under it), else null.
    lender_trading_name: Option<&'a str>,
    lender_legal_name: &'a str,
    borrower_name: &'a str,
    customer_id: &'a str,
    borrower_address: &'a str,
    borrower_phone: &'a str,
    loan_id: &'a str,
    motorcycle_type: &'a str,
    price_otr: String,
    down_payment: String,
    principal: String,
    tenor: u32,
    frequency: &'static str,
    flat_rate: String,
    installment_amount: String,
    last_installment_amount: String,
    total_payable: String,
    first_payment_amount: String,
    /// `Rp 250.000`, or null when there is no admin fee.
    admin_fee: Option<String>,
    effective_rate: String,
    late_fee_per_day: String,
    late_fee_grace_days: u32,
    late_fee_cap: String,
    early_settlement_fee: String,
    complaint_email: Option<&'a str>,
    complaint_phone: Option<&'a str>,
    /// Rows of the installment table: installments `from..=to` each of `amount`.
    schedule: Vec<ScheduleRow>,
    issue_date: String,
    valid_until: String,
}

#[derive(Serialize)]
struct ScheduleRow {
    from: u32,
    to: u32,
    amount: String,
}

impl<'a> OfferingLetterData<'a> {
    fn new(d: &'a OfferingLetter, lang: Lang) -> Self {
        let text = |s: &'a str| if s.trim().is_empty() { "-" } else { s };
        let schedule = if d.tenor == 1 {
            vec![ScheduleRow { from: 1, to: 1, amount: format::rupiah(d.last_installment_amount) }]
        } else if d.installment_amount == d.last_installment_amount {
            vec![ScheduleRow { from: 1, to: d.tenor, amount: format::rupiah(d.installment_amount) }]
        } else {
            vec![
                ScheduleRow { from: 1, to: d.tenor - 1, amount: format::rupiah(d.installment_amount) },
                ScheduleRow { from: d.tenor, to: d.tenor, amount: format::rupiah(d.last_installment_amount) },
            ]
        };
        Self {
            lang: lang.code(),
            lender_trading_name: Some(d.lender_name.trim()).filter(|n| !n.is_empty() && *n != d.lender_legal_name.trim()),
            lender_legal_name: text(&d.lender_legal_name),
            borrower_name: text(&d.borrower_name),
            customer_id: text(&d.customer_id),
            borrower_address: text(&d.borrower_address),
            borrower_phone: text(&d.borrower_phone),
            loan_id: text(&d.loan_id),
            motorcycle_type: text(&d.motorcycle_type),
            price_otr: format::rupiah(d.price_otr),
            down_payment: format::rupiah(d.down_payment),
            principal: format::rupiah(d.principal),
            tenor: d.tenor,
            frequency: d.frequency.code(),
            flat_rate: format::percent(d.flat_rate_bp, lang),
            installment_amount: format::rupiah(d.installment_amount),
            last_installment_amount: format::rupiah(d.last_installment_amount),
            total_payable: format::rupiah(d.total_payable),
            first_payment_amount: format::rupiah(d.first_payment_amount),
            admin_fee: (d.admin_fee != 0).then(|| format::rupiah(d.admin_fee)),
            effective_rate: d.effective_rate_bp.map_or_else(|| "-".to_owned(), |bp| format::percent(bp, lang)),
            late_fee_per_day: format::percent(d.late_fee_bp_per_day, lang),
            late_fee_grace_days: d.late_fee_grace_days,
            late_fee_cap: format::percent(d.late_fee_cap_bp, lang),
            early_settlement_fee: format::percent(d.early_settlement_fee_bp, lang),
            complaint_email: Some(d.complaint_email.trim()).filter(|s| !s.is_empty()),
            complaint_phone: Some(d.complaint_phone.trim()).filter(|s| !s.is_empty()),
            schedule,
            issue_date: format::date(d.issue_date, lang),
            valid_until: format::date(d.valid_until, lang),
        }
    }
}

/// The content of a printable payoff quote (issue 44 item 1; DESIGN §3 "Early settlement"): who
/// owes what to settle a loan early on `date`. Amounts are integer rupiah, the fee rate basis
/// points, dates Asia/Jakarta calendar days. Text fields are printed as given (never read as
/// markup); an empty text prints as `-`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayoffQuote {
    /// The lender's legal name (its name when it has none).
    pub lender_name: String,
    /// The loan's ID as shown to people.
    pub loan_id: String,
    pub borrower_name: String,
    /// The day the quote is made (Asia/Jakarta).
    pub issue_date: NaiveDate,
    /// The settlement day the figures are for.
    pub date: NaiveDate,
    pub outstanding_principal: i64,
    /// Interest of the installments due up to `date`, unpaid.
    pub interest_due: i64,
    /// Interest of the installments due after `date`: not charged.
    pub interest_rebate: i64,
    pub late_fees: i64,
    /// The early settlement fee's rate, basis points of the outstanding principal.
    pub early_settlement_fee_bp: u32,
    pub early_settlement_fee: i64,
    /// Principal + interest due + late fees + fee.
    pub total: i64,
    /// The last day the quote holds.
    pub valid_until: NaiveDate,
}

/// Renders a payoff quote as a PDF (the file's bytes, starting with `%PDF`) in `lang`; amounts
/// as `Rp 28.500.000`, dates with the language's month names. Blocking and CPU-bound; safe to
/// call from many threads at once.
///
/// Errors: [`DocumentError::Typst`] when the template fails (a bug, not the data).
pub fn payoff_quote(data: &PayoffQuote, lang: Lang) -> Result<Vec<u8>, DocumentError> {
    let text = |s: &str| if s.trim().is_empty() { "-".to_owned() } else { s.to_owned() };
    let json = serde_json::json!({
        "lang": lang.code(),
        "lender_name": text(&data.lender_name),
        "loan_id": text(&data.loan_id),
        "borrower_name": text(&data.borrower_name),
        "issue_date": format::date(data.issue_date, lang),
        "date": format::date(data.date, lang),
        "outstanding_principal": format::rupiah(data.outstanding_principal),
        "interest_due": format::rupiah(data.interest_due),
        "interest_rebate": format::rupiah(data.interest_rebate),
        "late_fees": format::rupiah(data.late_fees),
        "fee_rate": format::percent(data.early_settlement_fee_bp, lang),
        "early_settlement_fee": format::rupiah(data.early_settlement_fee),
        "total": format::rupiah(data.total),
        "valid_until": format::date(data.valid_until, lang),
    });
    let bytes = serde_json::to_vec(&json).map_err(|e| DocumentError::Typst(format!("serialising the data: {e}")))?;
    PAYOFF_QUOTE.render_pdf(bytes).map_err(|diagnostics| {
        let messages: Vec<String> = diagnostics.iter().map(|d| d.message.to_string()).collect();
        DocumentError::Typst(messages.join("; "))
    })
}
