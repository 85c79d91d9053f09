//! Writes a sample offering letter, to look at the template:
//! `cargo run -p documents --example sample_ol -- [id|en] [OUT.pdf]` (defaults: id, offering-letter.pdf).

use chrono::NaiveDate;
use documents::{Frequency, Lang, OfferingLetter, offering_letter};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let lang = if args.next().as_deref() == Some("en") { Lang::En } else { Lang::Id };
    let out = args.next().unwrap_or_else(|| "offering-letter.pdf".into());
    let data = OfferingLetter {
        lender_name: "Dana Motor".into(),
        lender_legal_name: "PT Dana Motor Finance".into(),
        borrower_name: "Siti Nurhaliza Rahmawati".into(),
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
        first_payment_amount: 3_957_900,
        admin_fee: 250_000,
        effective_rate_bp: Some(3412),
        late_fee_bp_per_day: 10,
        late_fee_grace_days: 3,
        late_fee_cap_bp: 2000,
        early_settlement_fee_bp: 300,
        complaint_email: "pengaduan@danamotor.co.id".into(),
        complaint_phone: "+62 21 5550 1234".into(),
        issue_date: NaiveDate::from_ymd_opt(2026, 11, 23).ok_or("date")?,
        valid_until: NaiveDate::from_ymd_opt(2026, 12, 7).ok_or("date")?,
    };
    std::fs::write(&out, offering_letter(&data, lang)?)?;
    println!("wrote {out}");
    Ok(())
}
