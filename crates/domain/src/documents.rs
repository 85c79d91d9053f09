//! The documents step (spec §3 "Documents", §5) and the file kinds of uploads (DESIGN §3).

use serde::{Deserialize, Serialize};

use crate::ValidationErrors;

/// Largest upload: 2 MiB (spec §9 "max 2 Mb", DESIGN §6: 2 × 1024 × 1024 bytes).
pub const MAX_UPLOAD_BYTES: usize = 2 * 1024 * 1024;

/// A file type recognised by its bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FileType {
    Jpeg,
    Png,
    Pdf,
}

impl FileType {
    pub fn content_type(self) -> &'static str {
        match self {
            FileType::Jpeg => "image/jpeg",
            FileType::Png => "image/png",
            FileType::Pdf => "application/pdf",
        }
    }

    pub fn is_image(self) -> bool {
        matches!(self, FileType::Jpeg | FileType::Png)
    }
}

/// What a file is for; decides which types it accepts (DESIGN §3).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::EnumIter,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum FileKind {
    KtpPhoto,
    Selfie,
    KkPhoto,
    SimPhoto,
    SpouseKtpPhoto,
    RideHailingProfile,
    RtoForm,
    Contract,
    OfferingLetter,
    DomicileLetter,
    IncomeHistory,
    FamilyIncomeProof,
    PaymentProof,
    BankStatement,
    PaymentReceipt,
    /// A photo of a motorcycle handover (issue 11 item 2).
    HandoverPhoto,
    /// The signed handover report (berita acara serah terima).
    Bast,
    /// A photo of a service order's work.
    ServicePhoto,
}

/// Which file types a kind accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Accepts {
    ImagesOnly,
    PdfOnly,
    ImagesOrPdf,
}

impl FileKind {
    pub fn parse(s: &str) -> Option<FileKind> {
        s.parse().ok()
    }

    /// The wire and database name (`handover_photo`), the same as serde's.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The area whose staff upload files of this kind: the application's documents, a
    /// handover's photos and BAST (issue 11 item 2), a service order's photos.
    pub fn uploaded_in(self) -> crate::Area {
        match self {
            FileKind::HandoverPhoto | FileKind::Bast => crate::Area::MotorcycleHandover,
            FileKind::ServicePhoto => crate::Area::FleetServiceRegistration,
            _ => crate::Area::BorrowerApplication,
        }
    }

    pub fn accepts(self) -> Accepts {
        use FileKind::*;
        match self {
            KtpPhoto | Selfie | KkPhoto | SimPhoto | SpouseKtpPhoto | RideHailingProfile | HandoverPhoto | ServicePhoto => {
                Accepts::ImagesOnly
            }
            RtoForm | Contract | OfferingLetter | Bast => Accepts::PdfOnly,
            DomicileLetter | IncomeHistory | FamilyIncomeProof | PaymentProof | BankStatement | PaymentReceipt => {
                Accepts::ImagesOrPdf
            }
        }
    }

    /// The refusal of a file this kind does not take, saying what it takes:
    /// `file_images_only` (JPG or PNG), `file_pdf_only`, or `file_type_invalid` (JPG, PNG or PDF).
    pub fn wrong_type_code(self) -> &'static str {
        match self.accepts() {
            Accepts::ImagesOnly => "file_images_only",
            Accepts::PdfOnly => "file_pdf_only",
            Accepts::ImagesOrPdf => "file_type_invalid",
        }
    }

    /// Checks a detected type against this kind: `file_images_only`, `file_pdf_only`.
    pub fn check(self, t: FileType) -> Result<(), &'static str> {
        match (self.accepts(), t.is_image()) {
            (Accepts::ImagesOnly, false) | (Accepts::PdfOnly, true) => Err(self.wrong_type_code()),
            _ => Ok(()),
        }
    }
}

/// Checks a number of exactly 16 digits (the family card number; a NIK is read by
/// [`crate::nik::check`]).
pub fn check_16_digits(value: Option<&str>, required: &'static str, invalid: &'static str) -> Result<(), &'static str> {
    match value.map(str::trim) {
        None | Some("") => Err(required),
        Some(v) if v.len() == 16 && v.chars().all(|c| c.is_ascii_digit()) && v != "0000000000000000" => Ok(()),
        Some(_) => Err(invalid),
    }
}

/// Checks a driver licence (SIM) number: 12 to 16 digits.
pub fn check_sim(value: Option<&str>) -> Result<(), &'static str> {
    match value.map(str::trim) {
        None | Some("") => Err("sim_number_required"),
        Some(v) if (12..=16).contains(&v.len()) && v.chars().all(|c| c.is_ascii_digit()) => Ok(()),
        Some(_) => Err("sim_invalid"),
    }
}

/// The documents step body (DESIGN §3). File fields hold ids returned by `POST /api/v1/files`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, utoipa::ToSchema)]
pub struct Documents {
    pub ktp_number: Option<String>,
    pub ktp_photo_file_id: Option<String>,
    pub selfie_file_id: Option<String>,
    pub kk_number: Option<String>,
    pub kk_photo_file_id: Option<String>,
    pub sim_number: Option<String>,
    pub sim_photo_file_id: Option<String>,
    pub domicile_letter_file_id: Option<String>,
    pub ride_hailing_profile_file_id: Option<String>,
    pub rto_form_file_id: Option<String>,
    pub spouse_ktp_number: Option<String>,
    pub spouse_ktp_photo_file_id: Option<String>,
}

/// What the documents rules depend on elsewhere in the application.
#[derive(Debug, Clone, Copy)]
pub struct DocumentContext {
    pub married: bool,
    /// The program is rent-to-own: its application form is required.
    pub rent_to_own: bool,
    /// The residential address differs from the KTP: a domicile letter is required.
    pub lives_off_ktp_address: bool,
}

impl Documents {
    /// Every (field, kind, required-code, required?) file slot, for presence and kind checks.
    pub fn file_slots(&self, ctx: DocumentContext) -> Vec<(&'static str, Option<&str>, FileKind, &'static str, bool)> {
        vec![
            ("ktp_photo_file_id", self.ktp_photo_file_id.as_deref(), FileKind::KtpPhoto, "ktp_photo_required", true),
            ("selfie_file_id", self.selfie_file_id.as_deref(), FileKind::Selfie, "selfie_required", true),
            ("kk_photo_file_id", self.kk_photo_file_id.as_deref(), FileKind::KkPhoto, "kk_photo_required", true),
            ("sim_photo_file_id", self.sim_photo_file_id.as_deref(), FileKind::SimPhoto, "sim_photo_required", true),
            (
                "ride_hailing_profile_file_id",
                self.ride_hailing_profile_file_id.as_deref(),
                FileKind::RideHailingProfile,
                "ride_hailing_profile_required",
                true,
            ),
            (
                "domicile_letter_file_id",
                self.domicile_letter_file_id.as_deref(),
                FileKind::DomicileLetter,
                "domicile_letter_required",
                ctx.lives_off_ktp_address,
            ),
            ("rto_form_file_id", self.rto_form_file_id.as_deref(), FileKind::RtoForm, "rto_form_required", ctx.rent_to_own),
            (
                "spouse_ktp_photo_file_id",
                self.spouse_ktp_photo_file_id.as_deref(),
                FileKind::SpouseKtpPhoto,
                "spouse_ktp_photo_required",
                ctx.married,
            ),
        ]
    }

    /// Checks numbers and required presence: the NIKs as Dukcapil writes them
    /// ([`crate::nik::Nik::parse`]; whether their district exists, and whether the borrower's
    /// agrees with the stated birth date and gender, are the caller's checks). File existence
    /// and kind are checked by the caller against the stored files (see
    /// [`Documents::file_slots`]).
    pub fn check(&mut self, ctx: DocumentContext, errors: &mut ValidationErrors) {
        errors.check("ktp_number", crate::nik::check(self.ktp_number.as_deref(), "ktp_number_required"));
        errors.check("kk_number", check_16_digits(self.kk_number.as_deref(), "kk_number_required", "kk_invalid"));
        errors.check("sim_number", check_sim(self.sim_number.as_deref()));
        if ctx.married {
            errors.check("spouse_ktp_number", crate::nik::check(self.spouse_ktp_number.as_deref(), "spouse_ktp_number_required"));
        } else {
            self.spouse_ktp_number = None;
            self.spouse_ktp_photo_file_id = None;
        }
        for (field, value, _, required_code, required) in self.file_slots(ctx) {
            if required && value.is_none_or(|v| v.trim().is_empty()) {
                errors.add(field, required_code);
            }
        }
        for n in [&mut self.ktp_number, &mut self.kk_number, &mut self.sim_number, &mut self.spouse_ktp_number] {
            *n = n.as_ref().map(|v| v.trim().to_owned());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_accept_their_types() {
        assert_eq!(FileKind::KtpPhoto.check(FileType::Pdf), Err("file_images_only"));
        assert_eq!(FileKind::KtpPhoto.check(FileType::Png), Ok(()));
        assert_eq!(FileKind::RtoForm.check(FileType::Jpeg), Err("file_pdf_only"));
        assert_eq!(FileKind::DomicileLetter.check(FileType::Pdf), Ok(()));
        assert_eq!(FileKind::parse("ride_hailing_profile"), Some(FileKind::RideHailingProfile));
        assert_eq!(FileKind::parse("passport"), None);
        for kind in <FileKind as strum::IntoEnumIterator>::iter() {
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.name(), "{kind:?}");
        }
    }

    #[test]
    fn sixteen_digits() {
        let f = |v| check_16_digits(Some(v), "r", "i");
        assert_eq!(f("3171234567890001"), Ok(()));
        assert_eq!(f("317123456789000"), Err("i"));
        assert_eq!(f("31712345678900012"), Err("i"));
        assert_eq!(f("31712345678900a1"), Err("i"));
        assert_eq!(check_16_digits(None, "r", "i"), Err("r"));
    }
}
