//! Offering letter benchmark (docs/BENCHMARKS.md, "Offering letter PDF"): renders N letters with
//! different borrowers, alternating Indonesian and English, and prints the p50/p99/max time per
//! letter and the memory the process grew by (VmRSS / VmHWM from /proc/self/status, KiB).
//!
//! `cargo run --release -p documents --example bench_ol -- [N] [THREADS]` (defaults: 200, 1).
//! The first letter (fonts, standard library, template parse) is timed separately as "cold".

use std::time::{Duration, Instant};

use documents::{Frequency, Lang, OfferingLetter, offering_letter};

fn status_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix(field)?.trim_start_matches(':').trim().strip_suffix("kB")?.trim().parse().ok())
        .unwrap_or(0)
}

fn letter(i: usize) -> OfferingLetter {
    let tenor = [30_u32, 52, 36][i % 3];
    let installment = 1_107_900 + i64::try_from(i % 50).unwrap_or(0) * 100;
    OfferingLetter {
        borrower_name: format!("Peminjam Uji Nomor {i}"),
        customer_id: format!("CUST-{i:06}"),
        borrower_address: format!("Jl. Kebon Jeruk No. {}, Jakarta Barat 11530", i % 200 + 1),
        borrower_phone: format!("+62 812 {:04} {:04}", i % 10_000, (i * 7) % 10_000),
        loan_id: format!("LN-2026-{i:06}"),
        tenor,
        frequency: [Frequency::Daily, Frequency::Weekly, Frequency::Monthly][i % 3],
        flat_rate_bp: [1800, 1825, 1850, 1875][i % 4],
        installment_amount: installment,
        last_installment_amount: installment - 175,
        total_payable: installment * i64::from(tenor) - 175,
        first_payment_amount: 2_850_000 + installment,
        ..OfferingLetter::sample()
    }
}

fn render(i: usize) -> Duration {
    let lang = if i.is_multiple_of(2) { Lang::Id } else { Lang::En };
    let data = letter(i);
    let start = Instant::now();
    match offering_letter(&data, lang) {
        Ok(pdf) => assert!(pdf.starts_with(b"%PDF")),
        Err(e) => panic!("letter {i}: {e}"),
    }
    start.elapsed()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let threads: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1).max(1);

    let rss0 = status_kib("VmRSS");
    let hwm0 = status_kib("VmHWM");
    let cold = render(0);
    let rss_cold = status_kib("VmRSS");

    let start = Instant::now();
    let mut times: Vec<Duration> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| scope.spawn(move || (1..=n).filter(|i| i % threads == t).map(render).collect::<Vec<_>>()))
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_default()).collect()
    });
    let wall = start.elapsed();
    times.sort();
    // The nearest-rank percentile, `per_mille` of 1000.
    let pct = |per_mille: usize| times[(times.len() * per_mille).div_ceil(1000).clamp(1, times.len()) - 1];
    let rss1 = status_kib("VmRSS");
    let hwm1 = status_kib("VmHWM");

    println!(
        "letters: {n} (+1 cold), threads: {threads}, wall {:.2} s, {:.1} letters/s",
        wall.as_secs_f64(),
        n as f64 / wall.as_secs_f64()
    );
    println!("cold first letter: {:.1} ms", ms(cold));
    println!("per letter: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms", ms(pct(500)), ms(pct(990)), ms(pct(1000)));
    println!(
        "VmRSS: start {} KiB, after cold letter {} KiB, end {} KiB (growth {} KiB)",
        rss0,
        rss_cold,
        rss1,
        rss1.saturating_sub(rss0)
    );
    println!("VmHWM (peak RSS): start {} KiB, end {} KiB (peak growth {} KiB)", hwm0, hwm1, hwm1.saturating_sub(hwm0));
}
