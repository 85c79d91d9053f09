#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The offering letter PDF: its text as `pdftotext` (poppler-utils) extracts it, in both languages.
//! The text checks are skipped, with a message, only where `pdftotext` is not installed.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use documents::{DocumentError, Frequency, Lang, OfferingLetter, offering_letter};

const PDFTOTEXT: &str = "/usr/bin/pdftotext";

fn letter() -> OfferingLetter {
    OfferingLetter::sample()
}

/// The PDF's text in content-stream order (`-raw`: typst writes table rows in order) with runs of whitespace (line breaks of the layout) folded to one space, or
/// `None` (after saying so) when pdftotext is not installed.
fn pdf_text(pdf: &[u8]) -> Option<String> {
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
    assert!(out.status.success(), "pdftotext failed: {out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    Some(text.split_whitespace().collect::<Vec<_>>().join(" "))
}

fn render(data: &OfferingLetter, lang: Lang) -> (Vec<u8>, Option<String>) {
    let pdf = offering_letter(data, lang).unwrap();
    assert!(pdf.starts_with(b"%PDF"), "not a PDF: {:?}", &pdf[..pdf.len().min(16)]);
    let text = pdf_text(&pdf);
    (pdf, text)
}

fn assert_contains(text: &str, needle: &str) {
    assert!(text.contains(needle), "{needle:?} is missing from the PDF text:\n{text}");
}

#[test]
fn indonesian_letter_has_the_terms_in_indonesian() {
    let (_, Some(text)) = render(&letter(), Lang::Id) else { return };
    for needle in [
        "Surat Penawaran",
        "Budi Santoso",
        "CUST-000123",
        "LN-2026-000042",
        "Jl. Kebon Jeruk No. 12, RT 003/RW 005 Kebon Jeruk, Jakarta Barat 11530",
        "+62 812 3456 7890",
        "PT Dana Motor Finance",
        "Honda Vario 160 CBS",
        "Rp 28.500.000",
        "Rp 2.850.000",
        "Rp 25.650.000",
        "36 kali angsuran bulanan",
        "18,5% per tahun",
        "Rp 1.107.900",
        "Rp 1.107.725",
        "Rp 39.884.225",
        "Rp 3.100.000",
        "1–35 35 Rp 1.107.900",
        "36 1 Rp 1.107.725",
        "23 November 2026",
        "7 Desember 2026",
    ] {
        assert_contains(&text, needle);
    }
    assert!(!text.contains("Offering Letter"), "English title in the Indonesian letter:\n{text}");
}

#[test]
fn english_letter_has_the_terms_in_english() {
    let mut data = letter();
    data.frequency = Frequency::Weekly;
    data.flat_rate_bp = 1800;
    let (_, Some(text)) = render(&data, Lang::En) else { return };
    for needle in [
        "Offering Letter",
        "Budi Santoso",
        "LN-2026-000042",
        "Rp 28.500.000",
        "Rp 25.650.000",
        "36 weekly installments",
        "18% per year",
        "Rp 39.884.225",
        "1–35 35 Rp 1.107.900",
        "23 November 2026",
        "7 December 2026",
    ] {
        assert_contains(&text, needle);
    }
    assert!(!text.contains("Surat Penawaran"), "Indonesian title in the English letter:\n{text}");
}

#[test]
fn daily_tenor_with_equal_installments_is_one_schedule_row() {
    let mut data = letter();
    data.frequency = Frequency::Daily;
    data.tenor = 300;
    data.installment_amount = 100_000;
    data.last_installment_amount = 100_000;
    data.total_payable = 30_000_000;
    let (_, Some(text)) = render(&data, Lang::Id) else { return };
    assert_contains(&text, "300 kali angsuran harian");
    assert_contains(&text, "1–300 300 Rp 100.000");
    assert!(!text.contains("300 1 Rp"), "a separate last row for an equal last installment:\n{text}");
}

#[test]
fn markup_in_the_data_prints_literally() {
    let mut data = letter();
    let name = r#"#panic("boom") ] [ \ "quoted" *bold* _u_ $x$ <lbl> @ref // c /* d"#;
    data.borrower_name = name.into();
    data.borrower_address = r#"#set page(width: 1cm) #import "/etc/passwd""#.into();
    data.loan_id = r#"LN-1 "}] #{"#.into();
    data.motorcycle_type = "`raw` = heading\n= Not a heading".into();
    let (_, Some(text)) = render(&data, Lang::En) else { return };
    assert_contains(&text, name);
    assert_contains(&text, r#"#set page(width: 1cm) #import "/etc/passwd""#);
    assert_contains(&text, r#"LN-1 "}] #{"#);
    assert_contains(&text, "`raw` = heading = Not a heading");
}

#[test]
fn indonesian_and_accented_names_render() {
    let mut data = letter();
    data.borrower_name = "Ni Luh Putu Ayu Dewi Anggraeni".into();
    data.lender_legal_name = "PT Pembiayaan Nusantara Tbk".into();
    data.borrower_address = "Jl. Dr. Ir. H. Soekarno No. 5, Denpasar".into();
    let (_, Some(text)) = render(&data, Lang::Id) else { return };
    assert_contains(&text, "Ni Luh Putu Ayu Dewi Anggraeni");

    data.borrower_name = "José Müller-Siregar Ñoño Françoise Øster Đặng".into();
    let (_, Some(text)) = render(&data, Lang::En) else { return };
    assert_contains(&text, "José Müller-Siregar Ñoño Françoise Øster Đặng");
}

#[test]
fn a_tenor_of_zero_is_refused() {
    let mut data = letter();
    data.tenor = 0;
    assert!(matches!(offering_letter(&data, Lang::Id), Err(DocumentError::InvalidData(_))));
}

#[test]
fn the_same_data_gives_the_same_pdf() {
    let a = offering_letter(&letter(), Lang::En).unwrap();
    let b = offering_letter(&letter(), Lang::En).unwrap();
    assert!(a == b, "two renders of the same letter differ");
}

#[test]
fn renders_from_many_threads_at_once() {
    let handles: Vec<_> = (0..4)
        .map(|i| {
            std::thread::spawn(move || {
                let mut data = letter();
                data.borrower_name = format!("Peminjam Nomor {i}");
                let lang = if i % 2 == 0 { Lang::Id } else { Lang::En };
                (i, offering_letter(&data, lang).unwrap())
            })
        })
        .collect();
    for handle in handles {
        let (i, pdf) = handle.join().unwrap();
        assert!(pdf.starts_with(b"%PDF"));
        if let Some(text) = pdf_text(&pdf) {
            assert_contains(&text, &format!("Peminjam Nomor {i}"));
        }
    }
}

/// The text between the letter's start and the addressee ("Kepada Yth." / "To"): the letterhead.
fn letterhead<'a>(text: &'a str, addressee: &str) -> &'a str {
    text.split(addressee).next().unwrap_or_default()
}

#[test]
fn the_letter_is_a_complete_riplay_disclosure_in_indonesian() {
    let (_, Some(text)) = render(&letter(), Lang::Id) else { return };
    for needle in [
        "Ringkasan Informasi Produk dan Layanan (RIPLAY)",
        "Biaya administrasi Rp 250.000, dibayar bersama pembayaran pertama",
        "Pembayaran pertama (uang muka dan biaya administrasi) Rp 3.100.000",
        "Bunga flat 18,5% per tahun",
        "Bunga efektif 34,12% per tahun",
        "Denda Keterlambatan",
        "Denda keterlambatan 0,1% per hari dari jumlah yang terlambat dibayar, dikenakan setelah masa tenggang 3 hari \
         sejak tanggal jatuh tempo, paling banyak 20% dari angsuran yang terlambat.",
        "Pelunasan Dipercepat",
        "biaya pelunasan dipercepat 3% dari sisa pokok",
        "Sepeda motor Honda Vario 160 CBS diikat dengan jaminan fidusia",
        "BPKB (Buku Pemilik Kendaraan Bermotor) disimpan oleh PT Dana Motor Finance",
        "Pembiayaan ini tidak termasuk asuransi",
        "Risiko Utama",
        "eksekusi jaminan fidusia",
        "Pengaduan dapat disampaikan kepada PT Dana Motor Finance melalui pengaduan@danamotor.co.id atau +62 21 5550 1234.",
        "Kontak OJK 157 (konsumen@ojk.go.id)",
        "PT Dana Motor Finance berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK).",
    ] {
        assert_contains(&text, needle);
    }
    // The legal name heads the letter, the trading name under it.
    let head = letterhead(&text, "Kepada Yth.");
    assert_eq!(head.matches("PT Dana Motor Finance").count(), 1, "{head}");
    assert_contains(head, "Dana Motor");
}

#[test]
fn the_letter_is_a_complete_riplay_disclosure_in_english() {
    let mut data = letter();
    data.late_fee_bp_per_day = 15;
    data.late_fee_grace_days = 5;
    data.late_fee_cap_bp = 2500;
    data.early_settlement_fee_bp = 250;
    data.effective_rate_bp = Some(2146);
    let (_, Some(text)) = render(&data, Lang::En) else { return };
    for needle in [
        "Summary of Product and Service Information (RIPLAY)",
        "Administration fee Rp 250.000, paid with the first payment",
        "Flat rate 18.5% per year",
        "Effective rate 21.46% per year",
        "A late charge of 0.15% of the overdue amount per day, charged after a grace period of 5 days from the due \
         date, at most 25% of the overdue installment.",
        "an early settlement fee of 2.5% of the outstanding principal",
        "The Honda Vario 160 CBS is pledged under a fiduciary transfer (jaminan fidusia)",
        "The BPKB (vehicle ownership book) is held by PT Dana Motor Finance",
        "This financing includes no insurance",
        "Main Risks",
        "Complaints can be made to PT Dana Motor Finance through pengaduan@danamotor.co.id or +62 21 5550 1234.",
        "Kontak OJK 157 (konsumen@ojk.go.id)",
        "PT Dana Motor Finance is licensed and supervised by the Financial Services Authority (Otoritas Jasa \
         Keuangan, OJK).",
    ] {
        assert_contains(&text, needle);
    }
}

#[test]
fn a_lender_known_by_one_name_is_named_once_in_the_letterhead() {
    let mut data = letter();
    data.lender_name = "Koperasi Mitra Pengemudi".into();
    data.lender_legal_name = "Koperasi Mitra Pengemudi".into();
    data.admin_fee = 0;
    data.complaint_email = String::new();
    data.complaint_phone = String::new();
    let (_, Some(text)) = render(&data, Lang::En) else { return };
    let head = letterhead(&text, "To ");
    assert_eq!(head.matches("Koperasi Mitra Pengemudi").count(), 1, "{head}");
    assert_contains(&text, "Administration fee None");
    assert_contains(&text, "Complaints can be made to Koperasi Mitra Pengemudi through our office.");
}
