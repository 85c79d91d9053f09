//! Real files for upload tests, made in memory: a JPEG carrying an EXIF block, a PNG, a PDF,
//! each of an exact size when asked.

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, Rgb, RgbImage};

/// A JPEG photo of `w`×`h` pixels with an EXIF APP1 segment (with a GPS-looking marker) after
/// the SOI, the kind of metadata a phone camera writes.
pub fn jpeg_with_exif(w: u32, h: u32) -> Vec<u8> {
    let img = RgbImage::from_fn(w, h, |x, y| Rgb([(x * 7 % 256) as u8, (y * 5 % 256) as u8, 120]));
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(img).write_to(&mut out, ImageFormat::Jpeg).expect("encode jpeg");
    let jpeg = out.into_inner();
    let payload = b"Exif\0\0MM\0*\0\0\0\x08\0\0GPS-SECRET-LOCATION";
    let len = (payload.len() + 2) as u16;
    let mut with_exif = jpeg[..2].to_vec();
    with_exif.extend([0xFF, 0xE1]);
    with_exif.extend(len.to_be_bytes());
    with_exif.extend(payload);
    with_exif.extend(&jpeg[2..]);
    with_exif
}

/// A PNG of `w`×`h` pixels.
pub fn png(w: u32, h: u32) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    DynamicImage::new_rgb8(w, h).write_to(&mut out, ImageFormat::Png).expect("encode png");
    out.into_inner()
}

/// A small valid PDF, padded with a comment after its header to exactly `size` bytes when
/// given (the `%%EOF` marker stays at the end, where readers look for it).
pub fn pdf(size: Option<usize>) -> Vec<u8> {
    let header = "%PDF-1.4\n";
    let body = "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
    let mut bytes = header.as_bytes().to_vec();
    if let Some(size) = size {
        assert!(size >= header.len() + body.len() + 2);
        bytes.push(b'%');
        bytes.resize(size - body.len() - 1, b'x');
        bytes.push(b'\n');
    }
    bytes.extend(body.as_bytes());
    bytes
}
