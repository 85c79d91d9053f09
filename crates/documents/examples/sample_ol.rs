//! Writes a sample offering letter, to look at the template:
//! `cargo run -p documents --example sample_ol -- [id|en] [OUT.pdf]` (defaults: id, offering-letter.pdf).

use documents::{Lang, OfferingLetter, offering_letter};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let lang = if args.next().as_deref() == Some("en") { Lang::En } else { Lang::Id };
    let out = args.next().unwrap_or_else(|| "offering-letter.pdf".into());
    let data = OfferingLetter::sample();
    std::fs::write(&out, offering_letter(&data, lang)?)?;
    println!("wrote {out}");
    Ok(())
}
