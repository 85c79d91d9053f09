//! File storage (DESIGN §1, §6): bytes in a local folder (`<data dir>/files`) or an
//! S3-compatible object store (`STORAGE_URL=s3://bucket/prefix`, credentials from the usual
//! `AWS_*` variables), under server-made keys; uploads checked by their bytes and images
//! re-encoded without metadata.

use std::{io::Cursor, sync::Arc};

use bytes::Bytes;
use domain::documents::{FileKind, FileType, MAX_UPLOAD_BYTES};
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use object_store::{ObjectStore, ObjectStoreExt, PutPayload, local::LocalFileSystem, path::Path};

/// Why an upload is refused (each maps to a status and a message code).
#[derive(Debug, PartialEq, Eq)]
pub enum UploadError {
    /// 413 `file_too_large`.
    TooLarge,
    /// 415 `file_type_invalid`, `file_images_only`, `file_pdf_only`.
    WrongType(&'static str),
    /// 422 `file_unreadable`: it claims to be an image but does not decode.
    Unreadable,
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
/// orientation applied) and encoded again, which drops every metadata block; PDFs as they came.
/// Decoding is bounded (10,000 × 10,000 pixels, 256 MiB) against decompression bombs.
pub fn prepare(kind: FileKind, bytes: &[u8]) -> Result<(FileType, Vec<u8>), UploadError> {
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(UploadError::TooLarge);
    }
    let t = sniff(bytes).ok_or(UploadError::WrongType("file_type_invalid"))?;
    kind.check(t).map_err(UploadError::WrongType)?;
    if !t.is_image() {
        return Ok((t, bytes.to_vec()));
    }
    let format = if t == FileType::Png { ImageFormat::Png } else { ImageFormat::Jpeg };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(10_000);
    limits.max_image_height = Some(10_000);
    limits.max_alloc = Some(256 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|_| UploadError::Unreadable)?;
    let orientation = decoder.orientation().ok();
    let mut img = DynamicImage::from_decoder(decoder).map_err(|_| UploadError::Unreadable)?;
    if let Some(o) = orientation {
        img.apply_orientation(o);
    }
    let mut out = Cursor::new(Vec::new());
    match t {
        FileType::Png => img.write_to(&mut out, ImageFormat::Png),
        _ => {
            let rgb = DynamicImage::ImageRgb8(img.to_rgb8());
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&rgb)
        }
    }
    .map_err(|_| UploadError::Unreadable)?;
    Ok((t, out.into_inner()))
}

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
            Some(url) if url.starts_with("s3://") => Arc::new(
                object_store::aws::AmazonS3Builder::from_env().with_url(url).build()?,
            ),
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

    pub async fn get(&self, key: &str) -> anyhow::Result<Bytes> {
        Ok(self.store.get(&Path::from(key)).await?.bytes().await?)
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
        assert_eq!(prepare(FileKind::DomicileLetter, &vec![0u8; MAX_UPLOAD_BYTES + 1]), Err(UploadError::TooLarge));
        // A PNG signature followed by garbage does not decode.
        let mut broken = p[..16].to_vec();
        broken.extend([0u8; 64]);
        assert_eq!(prepare(FileKind::Selfie, &broken), Err(UploadError::Unreadable));
    }
}
