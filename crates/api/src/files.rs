//! File storage (DESIGN §1, §6): bytes in a local folder (`<data dir>/files`) or an
//! S3-compatible object store (`STORAGE_URL=s3://bucket/prefix`, credentials from the usual
//! `AWS_*` variables), under server-made keys; uploads checked by their bytes and images
//! re-encoded without metadata.
//!
//! Image processing is bounded (issue 6, OWASP API4): the header is read first and an image of
//! more than [`MAX_IMAGE_PIXELS`] or [`MAX_DECODED_BYTES`] is refused before any pixel is
//! decoded; at most one image per core is decoded at a time ([`Uploads`]); stored images are at
//! most [`MAX_STORED_EDGE`] pixels on their long side and [`MAX_STORED_BYTES`].

use std::{io::Cursor, sync::Arc, time::Duration};

use bytes::Bytes;
use domain::documents::{FileKind, FileType, MAX_UPLOAD_BYTES};
use image::{DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader, Limits, codecs::jpeg::JpegEncoder};
use object_store::{ObjectStore, ObjectStoreExt, PutPayload, local::LocalFileSystem, path::Path};
use tokio::sync::Semaphore;

/// Most pixels an image may have, read from its header before decoding: bounds the CPU time
/// of one upload.
pub const MAX_IMAGE_PIXELS: u64 = 40_000_000;
/// Most memory a decoded image may take (width × height × bytes per pixel), read from its
/// header before decoding; also the decoder's allocation limit. A 20-megapixel colour photo
/// (60 MB) fits, and so does a 16-megapixel one with transparency.
pub const MAX_DECODED_BYTES: u64 = 64 * 1024 * 1024;
/// Longest side of a stored image, in pixels: a larger one is downscaled (with an area filter,
/// which needs no buffer larger than its result) before it is encoded again.
pub const MAX_STORED_EDGE: u32 = 2048;
/// Largest stored image: an encoding above it is downscaled by halves until it fits.
pub const MAX_STORED_BYTES: usize = MAX_UPLOAD_BYTES;
/// How long an upload waits for a free image worker before the API answers 503.
pub const QUEUE_WAIT: Duration = Duration::from_secs(10);

/// Why an upload is refused (each maps to a status and a message code).
#[derive(Debug, PartialEq, Eq)]
pub enum UploadError {
    /// 413 `file_too_large`.
    TooLarge,
    /// 415 `file_type_invalid`, `file_images_only`, `file_pdf_only`.
    WrongType(&'static str),
    /// 422 `file_unreadable`: it claims to be an image but does not decode, or is cut short.
    Unreadable,
    /// 422 `image_too_large`: more pixels or decoded bytes than the limits above.
    ImageTooLarge,
    /// 422 `pdf_unreadable`: a PDF without its end (`%%EOF`) or without any object.
    PdfUnreadable,
    /// 503 `server_busy`: every image worker stayed busy for [`QUEUE_WAIT`].
    Busy,
}

/// The type of `bytes` by their magic numbers, never by a file name.
pub fn sniff(bytes: &[u8]) -> Option<FileType> {
    match infer::get(bytes)?.mime_type() {
        "image/jpeg" => Some(FileType::Jpeg),
        "image/png" => Some(FileType::Png),
        "application/pdf" => Some(FileType::Pdf),
        _ => None,
    }
}

/// Checks an upload for `kind` and returns what to store: images decoded (with their EXIF
/// orientation applied), downscaled to the limits above and encoded again, which drops every
/// metadata block; PDFs as they came, once they are seen to be whole. Blocking: call it through
/// [`Uploads::prepare`].
pub fn prepare(kind: FileKind, bytes: &[u8]) -> Result<(FileType, Vec<u8>), UploadError> {
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(UploadError::TooLarge);
    }
    // A type none of the fields takes (an SVG, a GIF …) is refused with what this field takes.
    let t = sniff(bytes).ok_or(UploadError::WrongType(kind.wrong_type_code()))?;
    kind.check(t).map_err(UploadError::WrongType)?;
    if !t.is_image() {
        check_pdf(bytes)?;
        return Ok((t, bytes.to_vec()));
    }
    if t == FileType::Jpeg && !jpeg_has_end(bytes) {
        return Err(UploadError::Unreadable);
    }
    let format = if t == FileType::Png { ImageFormat::Png } else { ImageFormat::Jpeg };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODED_BYTES);
    reader.limits(limits);
    // `into_decoder` reads only the header: the size is known before any pixel is decoded.
    let mut decoder = reader.into_decoder().map_err(refusal)?;
    let (w, h) = decoder.dimensions();
    if u64::from(w) * u64::from(h) > MAX_IMAGE_PIXELS || decoder.total_bytes() > MAX_DECODED_BYTES {
        return Err(UploadError::ImageTooLarge);
    }
    let orientation = decoder.orientation().ok();
    let img = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    // Downscale before turning: a rotation copies the image, and the small copy is cheap.
    let mut img = fit(img, MAX_STORED_EDGE);
    if let Some(o) = orientation {
        img.apply_orientation(o);
    }
    if t == FileType::Jpeg {
        img = DynamicImage::ImageRgb8(img.into_rgb8());
    }
    loop {
        let mut out = Cursor::new(Vec::new());
        match t {
            FileType::Png => img.write_to(&mut out, ImageFormat::Png),
            _ => img.write_with_encoder(JpegEncoder::new_with_quality(&mut out, 90)),
        }
        .map_err(|_| UploadError::Unreadable)?;
        let out = out.into_inner();
        if out.len() <= MAX_STORED_BYTES {
            return Ok((t, out));
        }
        let edge = img.width().max(img.height()) / 2;
        if edge < 256 {
            return Err(UploadError::ImageTooLarge);
        }
        img = fit(img, edge);
    }
}

/// `img` shrunk (keeping its aspect ratio) so that its long side is at most `edge`.
fn fit(img: DynamicImage, edge: u32) -> DynamicImage {
    if img.width().max(img.height()) <= edge { img } else { img.thumbnail(edge, edge) }
}

/// A decoder error as an upload refusal: a limit is [`UploadError::ImageTooLarge`], anything
/// else (a bad or cut-short stream) [`UploadError::Unreadable`].
fn refusal(e: ImageError) -> UploadError {
    match e {
        ImageError::Limits(_) => UploadError::ImageTooLarge,
        _ => UploadError::Unreadable,
    }
}

/// Whether a JPEG's last scan is followed by its end-of-image marker (`FF D9`). The decoder
/// fills a cut-short scan with grey instead of failing, so a cut upload would otherwise be
/// stored as a half-grey photo. Inside a scan `FF` is always escaped, so `FF D9` after the last
/// start-of-scan (`FF DA`) can only be the end marker; an EXIF thumbnail's markers come before.
fn jpeg_has_end(bytes: &[u8]) -> bool {
    memchr::memmem::rfind(bytes, &[0xFF, 0xDA]).is_some_and(|sos| memchr::memmem::find(&bytes[sos..], &[0xFF, 0xD9]).is_some())
}

/// A PDF must hold at least one object and end with its end-of-file marker: `%%EOF` within its
/// last 1,024 bytes, where readers look for it (ISO 32000-1 §7.5.5, implementation note in
/// Annex H). A cut-short upload or a bare header fails.
fn check_pdf(bytes: &[u8]) -> Result<(), UploadError> {
    let tail = &bytes[bytes.len().saturating_sub(1024)..];
    let ends = memchr::memmem::rfind(tail, b"%%EOF").is_some();
    let has_object = memchr::memmem::find(bytes, b"endobj").is_some();
    if ends && has_object { Ok(()) } else { Err(UploadError::PdfUnreadable) }
}

/// The bounded pool of upload processing: at most one [`prepare`] per core at a time, each on
/// the blocking pool, so that parallel uploads of large images cannot add up their decoded
/// sizes beyond the cores' count.
#[derive(Clone)]
pub struct Uploads {
    workers: Arc<Semaphore>,
}

impl Uploads {
    /// At most `workers` (at least one) uploads processed at once.
    pub fn new(workers: usize) -> Self {
        Uploads { workers: Arc::new(Semaphore::new(workers.max(1))) }
    }

    /// [`prepare`] on the blocking pool once a worker is free. Errors: those of [`prepare`];
    /// [`UploadError::Busy`] after [`QUEUE_WAIT`].
    pub async fn prepare(&self, kind: FileKind, bytes: Vec<u8>) -> Result<(FileType, Vec<u8>), UploadError> {
        let permit = tokio::time::timeout(QUEUE_WAIT, self.workers.clone().acquire_owned())
            .await
            .map_err(|_| UploadError::Busy)?
            .map_err(|_| UploadError::Busy)?;
        tokio::task::spawn_blocking(move || {
            let out = prepare(kind, &bytes);
            drop(permit);
            out
        })
        .await
        .unwrap_or_else(|e| {
            tracing::error!(error = %e, "image processing panicked");
            Err(UploadError::Unreadable)
        })
    }
}

/// The file extension of a stored file's content type (`jpg`, `png`, else `pdf`: the three kinds
/// uploads accept).
pub fn extension_of(content_type: &str) -> &'static str {
    match content_type {
        "image/jpeg" => "jpg",
        "image/png" => "png",
        _ => "pdf",
    }
}

/// A file whose record exists but whose bytes are gone from storage (removed by hand, lost with
/// a volume or bucket): the caller is told "No File Found" (404, spec §8), not a server fault.
#[derive(Debug, thiserror::Error)]
#[error("the bytes of stored file {0} are missing from storage")]
pub struct MissingFile(pub String);

/// Where file bytes live.
#[derive(Clone)]
pub struct FileStore {
    store: Arc<dyn ObjectStore>,
}

impl FileStore {
    /// A local folder, or the object store of `url` (`s3://…`). Errors: the folder cannot be
    /// created, or the URL is not one `object_store` can open.
    pub fn new(data_dir: &std::path::Path, url: Option<&str>) -> anyhow::Result<Self> {
        let store: Arc<dyn ObjectStore> = match url.filter(|u| !u.is_empty()) {
            Some(url) if url.starts_with("s3://") => {
                Arc::new(object_store::aws::AmazonS3Builder::from_env().with_url(url).build()?)
            }
            Some(other) => anyhow::bail!("STORAGE_URL must be s3://…, not {other}"),
            None => {
                let dir = data_dir.join("files");
                std::fs::create_dir_all(&dir)?;
                Arc::new(LocalFileSystem::new_with_prefix(dir)?)
            }
        };
        Ok(FileStore { store })
    }

    pub async fn put(&self, key: &str, bytes: Vec<u8>) -> anyhow::Result<()> {
        self.store.put(&Path::from(key), PutPayload::from(bytes)).await?;
        Ok(())
    }

    /// The bytes at `key`. Errors: [`MissingFile`] when storage has nothing there (the API
    /// answers 404 `file_missing`, "No File Found"), any other storage failure as it is.
    pub async fn get(&self, key: &str) -> anyhow::Result<Bytes> {
        let missing = |e: object_store::Error| match e {
            object_store::Error::NotFound { .. } => {
                tracing::warn!(key, "stored file missing from storage");
                anyhow::Error::new(MissingFile(key.to_owned()))
            }
            other => other.into(),
        };
        self.store.get(&Path::from(key)).await.map_err(missing)?.bytes().await.map_err(missing)
    }

    /// Deletes the bytes at `key`; a key already gone is not an error.
    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self.store.delete(&Path::from(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(w: u32, h: u32) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        DynamicImage::new_rgb8(w, h).write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn types_by_bytes_and_kind() {
        let p = png(4, 4);
        assert_eq!(sniff(&p), Some(FileType::Png));
        assert!(prepare(FileKind::KtpPhoto, &p).is_ok());
        assert_eq!(prepare(FileKind::RtoForm, &p), Err(UploadError::WrongType("file_pdf_only")));
        let pdf = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
        assert_eq!(prepare(FileKind::Selfie, pdf), Err(UploadError::WrongType("file_images_only")));
        assert_eq!(prepare(FileKind::RtoForm, pdf).unwrap().0, FileType::Pdf);
        assert_eq!(prepare(FileKind::DomicileLetter, b"hello, plain text"), Err(UploadError::WrongType("file_type_invalid")));
        // An SVG on an image-only field says what the field takes, not "JPG, PNG or PDF".
        let svg = b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>";
        assert_eq!(prepare(FileKind::Selfie, svg), Err(UploadError::WrongType("file_images_only")));
        assert_eq!(prepare(FileKind::RtoForm, svg), Err(UploadError::WrongType("file_pdf_only")));
        assert_eq!(prepare(FileKind::DomicileLetter, &vec![0u8; MAX_UPLOAD_BYTES + 1]), Err(UploadError::TooLarge));
        // A PNG signature followed by garbage does not decode.
        let mut broken = p[..16].to_vec();
        broken.extend([0u8; 64]);
        assert_eq!(prepare(FileKind::Selfie, &broken), Err(UploadError::Unreadable));
    }

    fn jpeg(w: u32, h: u32) -> Vec<u8> {
        let img = image::RgbImage::from_fn(w, h, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, ((x ^ y) % 256) as u8]));
        let mut out = Cursor::new(Vec::new());
        DynamicImage::ImageRgb8(img).write_to(&mut out, ImageFormat::Jpeg).unwrap();
        out.into_inner()
    }

    #[test]
    fn cut_short_images_and_bare_pdfs_are_refused() {
        let j = jpeg(64, 64);
        assert!(prepare(FileKind::Selfie, &j).is_ok());
        assert_eq!(prepare(FileKind::Selfie, &j[..j.len() / 2]), Err(UploadError::Unreadable));
        // A smooth photo cut late decodes "fine" (the rest grey): the missing end marker tells.
        let (_, smooth) = prepare(FileKind::Selfie, &jpeg(64, 64)).unwrap();
        assert_eq!(prepare(FileKind::Selfie, &smooth[..smooth.len() - 40]), Err(UploadError::Unreadable));
        assert_eq!(prepare(FileKind::Selfie, &smooth[..smooth.len() - 2]), Err(UploadError::Unreadable));
        let mut trailing = smooth.clone();
        trailing.extend([0u8; 16]);
        assert!(prepare(FileKind::Selfie, &trailing).is_ok(), "bytes after the end marker are tolerated");
        let p = png(64, 64);
        assert_eq!(prepare(FileKind::Selfie, &p[..p.len() - 20]), Err(UploadError::Unreadable));
        assert_eq!(prepare(FileKind::RtoForm, b"%PDF-1.4\n"), Err(UploadError::PdfUnreadable));
        assert_eq!(prepare(FileKind::RtoForm, b"%PDF-1.4\n%%EOF\n"), Err(UploadError::PdfUnreadable));
        let whole = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
        assert_eq!(prepare(FileKind::RtoForm, &whole[..whole.len() - 7]), Err(UploadError::PdfUnreadable));
    }

    /// A PNG header claiming `w`×`h` RGB pixels, followed by too little data: the size check
    /// must refuse it from the header alone.
    fn png_header(w: u32, h: u32) -> Vec<u8> {
        let mut full = png(1, 1);
        // IHDR data starts at byte 16: width and height, then the chunk's CRC at 29..33.
        full[16..20].copy_from_slice(&w.to_be_bytes());
        full[20..24].copy_from_slice(&h.to_be_bytes());
        let crc = crc32fast::hash(&full[12..29]);
        full[29..33].copy_from_slice(&crc.to_be_bytes());
        full
    }

    #[test]
    fn sizes_are_checked_from_the_header() {
        // 8,000 × 6,000 = 48 megapixels: over the pixel limit.
        assert_eq!(prepare(FileKind::Selfie, &png_header(8_000, 6_000)), Err(UploadError::ImageTooLarge));
        // 5,000 × 5,000 RGB = 75 MB decoded: under the pixel limit, over the memory limit.
        assert_eq!(prepare(FileKind::Selfie, &png_header(5_000, 5_000)), Err(UploadError::ImageTooLarge));
        // 4,000 × 4,000 RGB = 48 MB: allowed by the header, then cut short.
        assert_eq!(prepare(FileKind::Selfie, &png_header(4_000, 4_000)), Err(UploadError::Unreadable));
    }

    #[test]
    fn large_images_are_stored_downscaled() {
        let (_, out) = prepare(FileKind::Selfie, &jpeg(3000, 1500)).unwrap();
        let img = image::load_from_memory(&out).unwrap();
        assert_eq!((img.width(), img.height()), (MAX_STORED_EDGE, MAX_STORED_EDGE / 2));
        assert!(out.len() <= MAX_STORED_BYTES);
    }
}
