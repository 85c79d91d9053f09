//! The caller's language and the message catalogue (DESIGN §3: `message` is in the caller's
//! language). English texts are the spec's, exactly; Indonesian ones are proper Indonesian.

/// The two languages of the product. English is the default and the fallback (spec §1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Id,
}

impl Lang {
    /// Reads an `Accept-Language` header value: the first of `id`/`in` (Indonesian) or `en`
    /// by preference order wins; anything else falls back to English.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut tags: Vec<(f32, &str)> = header
            .split(',')
            .filter_map(|part| {
                let mut it = part.trim().split(';');
                let tag = it.next()?.trim();
                let q = it.find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse::<f32>().ok())).unwrap_or(1.0);
                Some((q, tag))
            })
            .collect();
        tags.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (_, tag) in tags {
            let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
            match primary.as_str() {
                "id" | "in" => return Lang::Id,
                "en" => return Lang::En,
                _ => {}
            }
        }
        Lang::En
    }
}

/// Every message: (stable code, English — the spec's text where it gives one, Indonesian).
/// Grouped by area; codes are unique (tested).
pub static MESSAGES: &[(&str, &str, &str)] = &[
    ("invalid_credentials", "Incorrect email or password.", "Email atau kata sandi salah."),
    (
        "session_expired",
        "Your session has expired, please re-login to access.",
        "Sesi Anda telah berakhir, silakan masuk kembali untuk mengakses.",
    ),
    ("token_required", "Request required access token", "Permintaan memerlukan token akses"),
    (
        "unauthorized",
        "Your session has expired, please re-login to access.",
        "Sesi Anda telah berakhir, silakan masuk kembali untuk mengakses.",
    ),
    ("forbidden", "You do not have access to this page.", "Anda tidak memiliki akses ke halaman ini."),
    ("not_found", "Not found.", "Data tidak ditemukan."),
    (
        "rate_limited",
        "Too many attempts. Please wait a minute and try again.",
        "Terlalu banyak percobaan. Silakan tunggu satu menit lalu coba lagi.",
    ),
    (
        "address_not_found",
        "This address was not found on the map. Choose a dealer of the city.",
        "Alamat ini tidak ditemukan di peta. Pilih dealer di kota tersebut.",
    ),
    (
        "maps_disabled",
        "The maps service is not configured. Choose a dealer of the city.",
        "Layanan peta belum dikonfigurasi. Pilih dealer di kota tersebut.",
    ),
    (
        "maps_unavailable",
        "The maps service is not answering. Choose a dealer of the city, or try again later.",
        "Layanan peta tidak merespons. Pilih dealer di kota tersebut, atau coba lagi nanti.",
    ),
    (
        "server_busy",
        "The server is busy. Please try again in a few seconds.",
        "Server sedang sibuk. Silakan coba lagi dalam beberapa detik.",
    ),
    ("malformed", "The request could not be read.", "Permintaan tidak dapat dibaca."),
    ("validation_failed", "Some fields need attention.", "Beberapa isian perlu diperbaiki."),
    // Any field of any request (DESIGN §3): what cannot be stored or read is refused by name.
    ("invalid_value", "This value is not valid.", "Nilai ini tidak valid."),
    ("value_required", "Fill in this field", "Isi kolom ini"),
    (
        "invalid_characters",
        "Remove the control characters (such as NUL) from this field.",
        "Hapus karakter kontrol (seperti NUL) dari isian ini.",
    ),
    ("value_too_long", "Maximum 1000 characters", "Maksimal 1000 karakter"),
    (
        "conflict",
        "This data was changed by someone else. Reload and try again.",
        "Data ini telah diubah oleh orang lain. Muat ulang lalu coba lagi.",
    ),
    (
        "idempotency_key_invalid",
        "The Idempotency-Key header must be 1 to 255 visible characters.",
        "Header Idempotency-Key harus berisi 1 sampai 255 karakter yang terlihat.",
    ),
    (
        "idempotency_key_reused",
        "This Idempotency-Key was already used for another request.",
        "Idempotency-Key ini sudah dipakai untuk permintaan lain.",
    ),
    (
        "idempotency_in_progress",
        "The same request is still being processed. Try again in a moment.",
        "Permintaan yang sama masih diproses. Coba lagi sebentar lagi.",
    ),
    ("ok", "OK", "OK"),
    ("logged_out", "You have been signed out.", "Anda telah keluar."),
    ("sealed_level_invalid", "The stored level could not be read.", "Level yang tersimpan tidak dapat dibaca."),
    ("link_invalid", "This link is invalid or has expired.", "Tautan ini tidak valid atau sudah kedaluwarsa."),
    (
        "reset_link_sent",
        "If the email is registered, a link to reset the password has been sent.",
        "Jika email terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.",
    ),
    ("password_set", "Your password has been set. Please sign in.", "Kata sandi Anda telah disimpan. Silakan masuk."),
    ("password_required", "Fill the password", "Isi kata sandi"),
    (
        "password_weak",
        "Minimum 8 characters with uppercase, lowercase, number and special character.",
        "Minimal 8 karakter dengan huruf besar, huruf kecil, angka, dan karakter khusus.",
    ),
    ("password_common", "This password is too common. Choose another.", "Kata sandi ini terlalu umum. Pilih kata sandi lain."),
    ("password_confirmation_required", "Fill the password confirmation", "Isi konfirmasi kata sandi"),
    ("password_confirmation_mismatch", "Password confirmation does not match.", "Konfirmasi kata sandi tidak sama."),
    ("email_required", "Fill in email", "Isi email"),
    ("email_invalid", "Wrong email format", "Format email salah"),
    ("email_taken", "Email already registered", "Email sudah terdaftar"),
    ("level_invalid", "Choose a level that has access.", "Pilih level yang memiliki akses."),
    (
        "level_not_grantable",
        "You can only grant a level whose access you have yourself; only level 21 grants level 21.",
        "Anda hanya dapat memberikan level yang aksesnya Anda miliki sendiri; hanya level 21 yang dapat memberikan level 21.",
    ),
    (
        "account_not_manageable",
        "You cannot change this account: its level has access you do not have.",
        "Anda tidak dapat mengubah akun ini: levelnya memiliki akses yang tidak Anda miliki.",
    ),
    (
        "username_invalid",
        "Use up to 64 letters, digits, dots, dashes or underscores",
        "Gunakan maksimal 64 huruf, angka, titik, tanda hubung, atau garis bawah",
    ),
    ("username_taken", "Username already registered", "Nama pengguna sudah terdaftar"),
    ("lender_unknown", "Choose an existing lender.", "Pilih lender yang terdaftar."),
    (
        "lender_not_grantable",
        "You can only give staff your own funder's access; you cannot tie them to another funder or make them in-house staff.",
        "Anda hanya dapat memberikan akses pendana Anda sendiri; Anda tidak dapat mengaitkan staf ke pendana lain atau menjadikannya staf internal.",
    ),
    (
        "self_change",
        "You cannot change your own level or status.",
        "Anda tidak dapat mengubah level atau status akun Anda sendiri.",
    ),
    ("already_active", "This account is already activated.", "Akun ini sudah diaktifkan."),
    ("status_invalid", "Choose active or disabled.", "Pilih aktif atau nonaktif."),
    (
        "last_admin",
        "This is the last active level-21 account: it keeps its level and stays enabled.",
        "Ini akun level 21 aktif terakhir: levelnya tidak dapat diubah dan akun tidak dapat dinonaktifkan.",
    ),
    ("already_disabled", "This account is already disabled.", "Akun ini sudah nonaktif."),
    ("file_too_large", "Maximum file size is 2 MB.", "Ukuran file maksimal 2 MB."),
    // Loan applications (spec §5).
    ("gender_required", "Choose gender", "Pilih jenis kelamin"),
    ("birth_place_required", "Fill in birth place", "Isi tempat lahir"),
    ("birth_date_required", "Fill in birth date", "Isi tanggal lahir"),
    ("age_under_17", "must be at least 17 years old to proceed", "harus berusia minimal 17 tahun untuk melanjutkan"),
    ("birth_date_invalid", "Fill in a birth date after 1900", "Isi tanggal lahir setelah tahun 1900"),
    ("marital_status_required", "Choose marital status", "Pilih status pernikahan"),
    ("mother_name_required", "Fill in mother name", "Isi nama ibu kandung"),
    ("spouse_name_required", "Fill in spouse name", "Isi nama pasangan"),
    ("emergency_name_required", "Fill in emergency contact name", "Isi nama kontak darurat"),
    ("emergency_relation_required", "Choose emergency contact relation", "Pilih hubungan kontak darurat"),
    ("phone_invalid", "Fill in with a valid phone number.", "Isi dengan nomor telepon yang valid."),
    ("phone_taken", "Phone number already registered", "Nomor telepon sudah terdaftar"),
    ("program_required", "Choose program type", "Pilih jenis program"),
    ("dealer_required", "Choose dealer", "Pilih dealer"),
    ("partner_required", "Choose partner", "Pilih mitra"),
    ("motorcycle_type_required", "Choose motorcycle", "Pilih motor"),
    ("reference_unknown", "Choose one of the options offered.", "Pilih salah satu pilihan yang tersedia."),
    (
        "motorcycle_type_not_of_partner",
        "This motorcycle is not offered by the chosen partner.",
        "Motor ini tidak ditawarkan oleh mitra yang dipilih.",
    ),
    ("text_too_long", "Maximum 180 characters", "Maksimal 180 karakter"),
    ("address_required", "Fill in address", "Isi alamat"),
    ("postcode_required", "Fill in postcode", "Isi kode pos"),
    ("postcode_invalid", "Postcode must be 5 digits", "Kode pos harus 5 digit"),
    ("province_required", "Choose province", "Pilih provinsi"),
    ("city_required", "Choose city/regency", "Pilih kota/kabupaten"),
    ("district_required", "Choose district", "Pilih kecamatan"),
    ("sub_district_required", "Choose sub district", "Pilih kelurahan/desa"),
    ("region_invalid", "Choose a region from the list.", "Pilih wilayah dari daftar."),
    (
        "region_mismatch",
        "This region is not part of the region chosen above it.",
        "Wilayah ini tidak termasuk wilayah yang dipilih di atasnya.",
    ),
    (
        "out_of_area",
        "Out of operational area. At province and city/regency field",
        "Di luar area operasional. Pada isian provinsi dan kota/kabupaten",
    ),
    ("ktp_required", "Fill in the KTP address", "Isi alamat sesuai KTP"),
    ("kyc_schedule_required", "Fill in the KYC schedule", "Isi jadwal KYC"),
    ("schedule_invalid", "Fill in a valid date", "Isi tanggal yang valid"),
    ("schedule_past", "Choose a time in the future", "Pilih waktu yang akan datang"),
    ("schedule_too_far", "Choose a time within a year from now", "Pilih waktu paling lambat satu tahun dari sekarang"),
    ("note_too_long", "Maximum 500 characters", "Maksimal 500 karakter"),
    ("kyc_method_required", "Choose the KYC method", "Pilih metode KYC"),
    ("ktp_number_required", "Fill in ID card number", "Isi nomor KTP"),
    ("nik_invalid", "ID card number must be 16 digits", "Nomor KTP harus 16 digit"),
    (
        "nik_region_unknown",
        "Digits 1–6 of the ID card number name no known district",
        "Digit 1–6 nomor KTP bukan kode kecamatan yang dikenal",
    ),
    (
        "nik_birth_date_invalid",
        "Digits 7–12 of the ID card number are no valid birth date",
        "Digit 7–12 nomor KTP bukan tanggal lahir yang valid",
    ),
    (
        "nik_serial_invalid",
        "The last 4 digits of the ID card number cannot be 0000",
        "4 digit terakhir nomor KTP tidak boleh 0000",
    ),
    (
        "nik_mismatch_unconfirmed",
        "The ID card number does not match the stated birth date or gender. Check it, then confirm to continue",
        "Nomor KTP tidak sesuai dengan tanggal lahir atau jenis kelamin yang diisi. Periksa, lalu konfirmasi untuk melanjutkan",
    ),
    ("ktp_photo_required", "Upload ID card photo", "Unggah foto KTP"),
    ("selfie_required", "Upload self photo", "Unggah foto diri"),
    ("kk_number_required", "Fill in family card number", "Isi nomor Kartu Keluarga"),
    ("kk_invalid", "Family card number must be 16 digits", "Nomor Kartu Keluarga harus 16 digit"),
    ("kk_photo_required", "Upload family card photo", "Unggah foto Kartu Keluarga"),
    ("sim_number_required", "Fill in driver license number", "Isi nomor SIM"),
    ("sim_invalid", "Driver license number must be 12 to 16 digits", "Nomor SIM harus 12 sampai 16 digit"),
    ("sim_photo_required", "Upload driver license photo", "Unggah foto SIM"),
    ("domicile_letter_required", "Upload domicile letter", "Unggah surat domisili"),
    (
        "ride_hailing_profile_required",
        "Upload ride-hailing profile page photo",
        "Unggah foto halaman profil aplikasi ojek online",
    ),
    ("rto_form_required", "Upload rent-to-own application form", "Unggah formulir pengajuan sewa-beli"),
    ("spouse_ktp_number_required", "Fill in spouse ID card number", "Isi nomor KTP pasangan"),
    ("spouse_ktp_photo_required", "Upload spouse ID card photo", "Unggah foto KTP pasangan"),
    ("file_unknown", "Upload the file again.", "Unggah ulang file tersebut."),
    ("file_kind_mismatch", "This file was uploaded for another field.", "File ini diunggah untuk isian lain."),
    ("ride_hailing_app_required", "Choose ride-hailing app", "Pilih aplikasi ojek online"),
    ("service_months_min", "Minimum 12 months of service", "Minimal 12 bulan masa kerja"),
    ("service_months_max", "Maximum 600 months of service", "Maksimal 600 bulan masa kerja"),
    (
        "income_months_min",
        "Ride-hailing income history is needed for at least 3 months",
        "Riwayat pendapatan ojek online dibutuhkan minimal 3 bulan",
    ),
    ("income_value_required", "Fill in income value", "Isi nilai pendapatan"),
    ("income_value_too_high", "Maximum Rp 1.000.000.000 a month", "Maksimal Rp 1.000.000.000 per bulan"),
    ("income_month_invalid", "Choose a past month", "Pilih bulan yang sudah lewat"),
    ("income_month_duplicate", "Each month may be entered once", "Setiap bulan hanya boleh diisi sekali"),
    (
        "income_below_minimum",
        "Borrowers average monthly income is less than Rp 3.000.000,-",
        "Rata-rata pendapatan bulanan peminjam kurang dari Rp 3.000.000,-",
    ),
    ("income_history_required", "Upload income history photo", "Unggah foto riwayat pendapatan"),
    ("family_income_required", "Fill in family income", "Isi pendapatan anggota keluarga"),
    ("family_income_proof_required", "Upload family income proof", "Unggah bukti pendapatan anggota keluarga"),
    ("file_required", "Choose a file", "Pilih file"),
    ("file_type_invalid", "Only JPG, PNG or PDF files are allowed", "Hanya file JPG, PNG, atau PDF yang diperbolehkan"),
    ("file_images_only", "Only JPG or PNG images are allowed for this field", "Isian ini hanya menerima gambar JPG atau PNG"),
    ("file_pdf_only", "Only PDF files are allowed for this field", "Isian ini hanya menerima file PDF"),
    ("file_kind_invalid", "Unknown document kind", "Jenis dokumen tidak dikenal"),
    ("file_unreadable", "The image could not be read. Upload another file.", "Gambar tidak dapat dibaca. Unggah file lain."),
    (
        "image_too_large",
        "The image is too large to process. Send a photo of at most 16 megapixels.",
        "Gambar terlalu besar untuk diproses. Kirim foto maksimal 16 megapiksel.",
    ),
    (
        "pdf_unreadable",
        "The PDF is incomplete or damaged. Upload another file.",
        "PDF tidak lengkap atau rusak. Unggah file lain.",
    ),
    ("delete_reason_required", "Fill in the reason", "Isi alasan"),
    ("reason_too_long", "Maximum 500 characters", "Maksimal 500 karakter"),
    ("steps_incomplete", "Complete every step of the application first", "Lengkapi semua langkah pengajuan terlebih dahulu"),
    ("steps_missing", "Saved as a draft. To submit it, complete:", "Tersimpan sebagai draf. Untuk mengajukannya, lengkapi:"),
    ("step.basic-info", "Basic info", "Info dasar"),
    ("step.address", "Address", "Alamat"),
    ("step.ekyc-invitation", "e-KYC invitation", "Undangan e-KYC"),
    ("step.documents", "Documents", "Dokumen"),
    ("step.financial", "Financial and performance", "Keuangan dan kinerja"),
    (
        "kyc_lead_unqualified",
        "An unqualified lead cannot be scheduled for KYC: qualify it first",
        "Prospek yang tidak memenuhi syarat tidak dapat dijadwalkan KYC: kualifikasikan terlebih dahulu",
    ),
    (
        "application_not_unverified",
        "Only unverified applications can be verified",
        "Hanya pengajuan yang belum diverifikasi yang dapat diverifikasi",
    ),
    ("application_locked", "A verified application cannot be changed", "Pengajuan yang sudah diverifikasi tidak dapat diubah"),
    ("application_deleted", "This application has been deleted", "Pengajuan ini telah dihapus"),
    (
        "lead_not_open",
        "Only leads of draft applications can be qualified or unqualified",
        "Hanya prospek dengan pengajuan draf yang dapat dikualifikasi atau didiskualifikasi",
    ),
    (
        "lead_unqualified",
        "This lead is unqualified; qualify it first",
        "Prospek ini tidak memenuhi syarat; kualifikasikan terlebih dahulu",
    ),
    ("pic_invalid", "Choose a staff member who works on loan applications", "Pilih staf yang menangani pengajuan pinjaman"),
    ("loan_ids_required", "Select at least one application", "Pilih minimal satu pengajuan"),
    ("loan_ids_too_many", "Select at most 100 applications at once", "Pilih maksimal 100 pengajuan sekaligus"),
    ("saved", "Saved", "Tersimpan"),
    (
        "application_verified",
        "Application verified and sent to loan approval",
        "Pengajuan diverifikasi dan dikirim ke persetujuan pinjaman",
    ),
    ("deleted", "Application deleted", "Pengajuan dihapus"),
    // Origination (issue 9): approval, KYC, offering letter, contract, the daily job.
    ("loan_allocated", "Loan allocated to {lender}", "Pinjaman dialokasikan ke {lender}"),
    ("loan_approved", "Loan approved", "Pinjaman disetujui"),
    ("loan_rejected", "Loan rejected", "Pinjaman ditolak"),
    ("kyc_meeting_scheduled", "KYC scheduled", "KYC dijadwalkan"),
    ("kyc_approved_msg", "KYC approved: the loan moves on to the contract", "KYC disetujui: pinjaman berlanjut ke kontrak"),
    ("kyc_rejected_msg", "KYC rejected", "KYC ditolak"),
    ("first_payment_scheduled", "First payment scheduled", "Pembayaran pertama dijadwalkan"),
    ("payment_proof_uploaded", "Payment proof uploaded", "Bukti pembayaran diunggah"),
    ("payment_proof_accepted", "Payment proof accepted", "Bukti pembayaran diterima"),
    (
        "payment_proof_accepted_partly",
        "Payment proof accepted; the first payment is not yet fully received",
        "Bukti pembayaran diterima; pembayaran pertama belum diterima seluruhnya",
    ),
    ("payment_proof_rejected", "Payment proof rejected", "Bukti pembayaran ditolak"),
    ("document_uploaded", "Document uploaded", "Dokumen diunggah"),
    ("contract_uploaded", "Contract uploaded", "Kontrak diunggah"),
    ("contract_verified_msg", "Contract verified", "Kontrak diverifikasi"),
    ("contract_rejected_msg", "Contract rejected: upload it again", "Kontrak ditolak: unggah kembali"),
    ("loan_active", "An active loan cannot be deleted", "Pinjaman aktif tidak dapat dihapus"),
    ("loan_not_verified", "Only verified loans can be allocated", "Hanya pinjaman terverifikasi yang dapat dialokasikan"),
    ("approval_decided", "This loan is already approved", "Pinjaman ini sudah disetujui"),
    (
        "allocation_not_pending",
        "Only a pending allocation can be approved or rejected",
        "Hanya alokasi yang menunggu keputusan yang dapat disetujui atau ditolak",
    ),
    ("loan_not_approved", "The loan is not approved yet", "Pinjaman belum disetujui"),
    ("kyc_not_open", "KYC is closed for this loan", "KYC untuk pinjaman ini sudah ditutup"),
    ("kyc_not_scheduled", "Schedule the KYC meeting first", "Jadwalkan pertemuan KYC terlebih dahulu"),
    ("offering_letter_not_needed", "No offering letter needed", "Tidak perlu surat penawaran"),
    ("kyc_not_approved", "KYC is not approved yet", "KYC belum disetujui"),
    ("first_payment_closed", "The first payment is already paid", "Pembayaran pertama sudah dibayar"),
    ("contract_closed", "The contract is already verified", "Kontrak sudah diverifikasi"),
    ("contract_not_uploaded", "Upload the contract first", "Unggah kontrak terlebih dahulu"),
    ("nothing_to_expire", "Nothing to expire", "Tidak ada yang kedaluwarsa"),
    ("proof_decided", "This payment proof is already decided", "Bukti pembayaran ini sudah diputuskan"),
    (
        "not_your_role",
        "Your role cannot take this action: only the lender's own staff decide its allocations",
        "Peran Anda tidak dapat melakukan tindakan ini: hanya staf pemberi pinjaman yang memutuskan alokasinya",
    ),
    ("lender_invalid", "Choose a lender", "Pilih pemberi pinjaman"),
    ("reason_required", "Fill in the reason", "Isi alasan"),
    ("due_date_invalid", "Schedules need a valid date", "Jadwal memerlukan tanggal yang valid"),
    ("due_date_past", "The date must be today or later", "Tanggal harus hari ini atau setelahnya"),
    ("reference_required", "Fill in the transfer reference", "Isi nomor referensi transfer"),
    ("reference_too_long", "Maximum 100 characters, without control characters", "Maksimal 100 karakter, tanpa karakter kontrol"),
    ("amount_invalid", "Enter an amount between Rp 1 and Rp 10.000.000.000", "Masukkan jumlah antara Rp 1 dan Rp 10.000.000.000"),
    ("paid_date_invalid", "Fill in the payment date", "Isi tanggal pembayaran"),
    ("paid_date_future", "The payment date cannot be in the future", "Tanggal pembayaran tidak boleh di masa depan"),
    ("date_invalid", "Enter a valid date within a year of today", "Masukkan tanggal yang valid dalam satu tahun dari hari ini"),
    (
        "date_in_future",
        "The daily job runs for today or an earlier day",
        "Tugas harian dijalankan untuk hari ini atau hari sebelumnya",
    ),
    (
        "terms_invalid",
        "The program's terms are incomplete; ask an administrator",
        "Ketentuan program belum lengkap; hubungi administrator",
    ),
    ("full_name_required", "Fill in full name", "Isi nama lengkap"),
    ("full_name_too_long", "Maximum 180 characters", "Maksimal 180 karakter"),
    // Repayments (issue 10): activation, payments, hold billing, deactivation.
    ("loan_activated", "Loan activated: the installment schedule starts", "Pinjaman diaktifkan: jadwal angsuran dimulai"),
    (
        "loan_not_pending_activation",
        "Only a loan pending activation can be activated",
        "Hanya pinjaman yang menunggu aktivasi yang dapat diaktifkan",
    ),
    (
        "handover_required",
        "A loan becomes active only through the handover of its motorcycle: hand a registered unit over on the handover screen",
        "Pinjaman hanya aktif melalui serah terima motornya: serahkan unit yang terdaftar di layar serah terima",
    ),
    ("loan_not_active", "The loan is not active", "Pinjaman tidak aktif"),
    (
        "loan_deactivated",
        "The borrower was deactivated; nothing can be changed",
        "Peminjam telah dinonaktifkan; tidak ada yang dapat diubah",
    ),
    (
        "handover_date_invalid",
        "The handover date must be today or earlier, within a year",
        "Tanggal serah terima harus hari ini atau sebelumnya, dalam satu tahun",
    ),
    ("payment_recorded", "Payment recorded", "Pembayaran dicatat"),
    ("payment_reversed", "Payment reversed", "Pembayaran dibatalkan"),
    ("payment_already_reversed", "This payment is already reversed", "Pembayaran ini sudah dibatalkan"),
    (
        "paid_date_before_activation",
        "The payment date cannot be before the handover",
        "Tanggal pembayaran tidak boleh sebelum serah terima",
    ),
    ("method_invalid", "Choose a payment method", "Pilih metode pembayaran"),
    (
        "maker_checker",
        "A payment is reversed by another staff member than the one who recorded it",
        "Pembatalan pembayaran harus dilakukan oleh staf lain selain yang mencatatnya",
    ),
    ("hold_saved", "Hold billing saved", "Tunda tagihan disimpan"),
    ("hold_reason_invalid", "Choose a reason", "Pilih alasan"),
    (
        "hold_dates_invalid",
        "The end date must be on or after the start date, at most a year later",
        "Tanggal akhir harus sama dengan atau setelah tanggal mulai, paling lama satu tahun",
    ),
    ("hold_overlaps", "This period overlaps another hold of the loan", "Periode ini bertumpang tindih dengan tunda tagihan lain"),
    ("hold_ended", "A hold that has ended cannot be changed", "Tunda tagihan yang sudah berakhir tidak dapat diubah"),
    (
        "hold_before_activation",
        "Hold billing cannot start before the handover",
        "Tunda tagihan tidak dapat dimulai sebelum serah terima",
    ),
    ("borrower_deactivated", "Borrower deactivated", "Peminjam dinonaktifkan"),
    ("loan_written_off", "Loan written off", "Pinjaman dihapusbukukan"),
    (
        "outstanding_remaining",
        "Something is still outstanding: only a write-off by level 21 can deactivate this borrower",
        "Masih ada tunggakan: hanya penghapusbukuan oleh level 21 yang dapat menonaktifkan peminjam ini",
    ),
    ("write_off_level_21", "Only level 21 can write a loan off", "Hanya level 21 yang dapat menghapusbukukan pinjaman"),
    // Column headers and statuses of the repayment downloads (xlsx).
    ("col_loan_id", "Loan ID", "ID Pinjaman"),
    ("col_name", "Name", "Nama"),
    ("col_phone", "Phone", "Telepon"),
    ("col_lender", "Lender", "Pemberi Pinjaman"),
    ("col_program", "Program", "Program"),
    ("col_installment", "Installment", "Angsuran ke"),
    ("col_due_date", "Due date", "Jatuh tempo"),
    ("col_amount_due", "Amount due (Rp)", "Tagihan (Rp)"),
    ("col_amount_paid", "Amount paid (Rp)", "Dibayar (Rp)"),
    ("col_status", "Status", "Status"),
    ("col_dpd", "Days past due", "Hari keterlambatan (DPD)"),
    ("col_bucket", "Quality", "Kolektibilitas"),
    ("col_amount_overdue", "Overdue (Rp)", "Tunggakan (Rp)"),
    ("col_oldest_due_date", "Oldest unpaid due date", "Jatuh tempo tertunggak terlama"),
    ("col_outstanding", "Outstanding principal + interest (Rp)", "Sisa pokok dan bunga (Rp)"),
    ("col_plate", "Plate number", "Nomor polisi"),
    ("col_last_swap", "Last battery swap (WIB)", "Tukar baterai terakhir (WIB)"),
    ("col_swapping_while_late", "Still swapping while late", "Masih tukar baterai saat terlambat"),
    ("yes", "Yes", "Ya"),
    ("no", "No", "Tidak"),
    // The audit trail and reports (issue 12).
    ("col_time", "Time", "Waktu"),
    ("col_actor", "By", "Oleh"),
    ("col_action", "Action", "Tindakan"),
    ("col_entity", "Record", "Data"),
    ("col_entity_id", "Record ID", "ID data"),
    ("col_before", "Before", "Sebelum"),
    ("col_after", "After", "Sesudah"),
    ("actor_system", "System", "Sistem"),
    ("date_range_invalid", "The end date must not be before the start date.", "Tanggal akhir tidak boleh sebelum tanggal awal."),
    ("format_invalid", "Choose format json or xlsx.", "Pilih format json atau xlsx."),
    (
        "detail_invalid",
        "Only the portfolio's xlsx has a loan-level detail (detail=loans).",
        "Hanya xlsx portofolio yang memiliki rincian per pinjaman (detail=loans).",
    ),
    // Report columns and codes (issue 12 item 2).
    ("report_col_stage", "Stage", "Tahap"),
    ("report_col_count", "Loans", "Jumlah pinjaman"),
    ("report_col_percent_of_leads", "% of leads", "% dari prospek"),
    ("report_col_lender_name", "Lender", "Pemberi pinjaman"),
    ("report_col_pending_count", "Pending", "Menunggu"),
    ("report_col_pending_amount", "Pending (Rp)", "Menunggu (Rp)"),
    ("report_col_approved_count", "Approved", "Disetujui"),
    ("report_col_approved_amount", "Approved (Rp)", "Disetujui (Rp)"),
    ("report_col_rejected_count", "Rejected", "Ditolak"),
    ("report_col_rejected_amount", "Rejected (Rp)", "Ditolak (Rp)"),
    ("report_col_bucket", "Quality (OJK)", "Kolektibilitas (OJK)"),
    ("report_col_loans", "Loans", "Jumlah pinjaman"),
    ("report_col_outstanding_principal", "Outstanding principal (Rp)", "Sisa pokok (Rp)"),
    ("report_col_share_percent", "Share %", "Porsi %"),
    ("report_col_npl_ratio_percent", "NPL ratio %", "Rasio NPL %"),
    ("report_col_twp90_percent", "TWP90 %", "TWP90 %"),
    ("report_col_period", "Period", "Periode"),
    ("report_col_due", "Due (Rp)", "Tagihan (Rp)"),
    ("report_col_collected", "Collected (Rp)", "Tertagih (Rp)"),
    ("report_col_collection_rate_percent", "Collection rate %", "Tingkat penagihan %"),
    ("report_col_kind", "Asset", "Aset"),
    ("report_col_status", "Status", "Status"),
    ("report_code_leads", "Leads", "Prospek"),
    ("report_code_applications", "Applications", "Pengajuan"),
    ("report_code_verified", "Verified", "Terverifikasi"),
    ("report_code_approved", "Approved", "Disetujui"),
    ("report_code_kyc_approved", "KYC approved", "KYC disetujui"),
    ("report_code_active", "Active", "Aktif"),
    ("report_code_lancar", "Current (lancar)", "Lancar"),
    ("report_code_dalam_perhatian_khusus", "Special mention", "Dalam perhatian khusus"),
    ("report_code_tidak_lancar", "Not current (tidak lancar)", "Tidak lancar"),
    ("report_code_kurang_lancar", "Substandard", "Kurang lancar"),
    ("report_code_diragukan", "Doubtful", "Diragukan"),
    ("report_code_macet", "Loss (macet)", "Macet"),
    ("report_code_total", "Total", "Total"),
    ("installment_due", "Due", "Belum jatuh tempo"),
    ("installment_paid", "Paid", "Lunas"),
    ("installment_partial", "Partly paid", "Dibayar sebagian"),
    ("installment_overdue", "Overdue", "Terlambat"),
    ("installment_held", "Held", "Ditunda"),
    ("active_pending_activation", "Pending activation", "Menunggu aktivasi"),
    ("active_normal", "Normal", "Normal"),
    ("active_on_hold", "On hold", "Ditunda"),
    ("active_late", "Late", "Terlambat"),
    ("active_non_performing", "Non performing", "Bermasalah"),
    ("active_inactive", "Inactive", "Tidak aktif"),
    // Programs as data (issue 41 item 7).
    ("program_saved", "Program saved", "Program disimpan"),
    ("price_invalid", "Between Rp 1 and Rp 10,000,000,000", "Antara Rp 1 dan Rp 10.000.000.000"),
    ("program_code_invalid", "Use 2–32 letters, digits or -", "Gunakan 2–32 huruf, angka atau -"),
    ("program_code_taken", "Another program already uses this code", "Kode ini sudah dipakai program lain"),
    ("program_name_invalid", "Use 2–120 characters", "Gunakan 2–120 karakter"),
    ("program_kind_required", "Choose loan or rent-to-own", "Pilih pinjaman atau sewa-beli"),
    ("installment_frequency_required", "Choose daily, weekly or monthly", "Pilih harian, mingguan atau bulanan"),
    (
        "tenure_count_invalid",
        "Between 1 and 3,650 installments, at most 10 years",
        "Antara 1 dan 3.650 angsuran, paling lama 10 tahun",
    ),
    ("down_payment_invalid", "Between 0 and 9,999 basis points", "Antara 0 dan 9.999 basis poin"),
    ("flat_rate_invalid", "Between 0 and 10,000 basis points a year", "Antara 0 dan 10.000 basis poin per tahun"),
    ("admin_fee_invalid", "Between Rp 0 and Rp 10,000,000,000", "Antara Rp 0 dan Rp 10.000.000.000"),
    ("first_payment_days_invalid", "Between 0 and 365 days", "Antara 0 dan 365 hari"),
    ("late_fee_invalid", "Between 0 and 10,000 basis points a day", "Antara 0 dan 10.000 basis poin per hari"),
    ("late_fee_grace_days_invalid", "Between 0 and 365 days", "Antara 0 dan 365 hari"),
    ("late_fee_cap_invalid", "Between 0 and 10,000 basis points", "Antara 0 dan 10.000 basis poin"),
    ("early_settlement_fee_invalid", "Between 0 and 10,000 basis points", "Antara 0 dan 10.000 basis poin"),
    (
        "program_name_tenor_mismatch",
        "The name states a tenor other than the installments: write it as the installments (540 days) or whole years",
        "Nama menyebut tenor yang berbeda dari angsuran: tulis sesuai angsuran (540 hari) atau tahun penuh",
    ),
    (
        "program_retired",
        "This program is retired and takes no new applications. Choose another program.",
        "Program ini sudah dihentikan dan tidak menerima pengajuan baru. Pilih program lain.",
    ),
    // Lenders and funding sources (issue 14).
    ("lender_saved", "Lender saved", "Pemberi pinjaman disimpan"),
    ("funding_source_saved", "Funding source saved", "Sumber dana disimpan"),
    ("lender_name_required", "Fill in the lender's name", "Isi nama pemberi pinjaman"),
    ("name_too_long", "Maximum 120 characters", "Maksimal 120 karakter"),
    ("legal_name_too_long", "Maximum 200 characters", "Maksimal 200 karakter"),
    ("lender_code_invalid", "Use 2–20 letters, digits, - or _", "Gunakan 2–20 huruf, angka, - atau _"),
    ("lender_code_taken", "Another lender already uses this code", "Kode ini sudah dipakai pemberi pinjaman lain"),
    ("lender_kind_required", "Choose the kind of lender", "Pilih jenis pemberi pinjaman"),
    ("lender_status_invalid", "Choose active or inactive", "Pilih aktif atau tidak aktif"),
    ("quality_regime_invalid", "Choose multifinance, P2P lending or bank", "Pilih multifinance, P2P lending, atau bank"),
    ("quality_buckets_required", "Give 1 to 12 buckets", "Isi 1 sampai 12 kolektibilitas"),
    (
        "quality_bucket_first_not_zero",
        "The first bucket must start at 0 days past due",
        "Kolektibilitas pertama harus mulai dari 0 hari keterlambatan",
    ),
    (
        "quality_bucket_not_increasing",
        "Each bucket must start after the one before it",
        "Setiap kolektibilitas harus mulai setelah kolektibilitas sebelumnya",
    ),
    (
        "quality_bucket_code_invalid",
        "Bucket codes are unique, 1–40 of a–z, 0–9 or _",
        "Kode kolektibilitas harus unik, 1–40 karakter a–z, 0–9, atau _",
    ),
    ("quality_regime_saved", "Quality regime saved", "Rezim kualitas disimpan"),
    ("funding_source_name_required", "Fill in the funding source's name", "Isi nama sumber dana"),
    (
        "funding_source_name_taken",
        "This lender already has a funding source with this name",
        "Pemberi pinjaman ini sudah memiliki sumber dana dengan nama ini",
    ),
    ("limit_required", "Fill in the limit", "Isi plafon"),
    (
        "limit_invalid",
        "The limit must be between Rp 1 and Rp 1,000,000,000,000,000",
        "Plafon harus antara Rp 1 dan Rp 1.000.000.000.000.000",
    ),
    ("available_from_required", "Fill in the date it is available from", "Isi tanggal mulai tersedia"),
    (
        "available_until_before_from",
        "The end date cannot be before the start date",
        "Tanggal akhir tidak boleh sebelum tanggal mulai",
    ),
    (
        "funding_source_limit_exceeded",
        "This allocation would take the funding source past its limit",
        "Alokasi ini melebihi plafon sumber dana",
    ),
    ("funding_source_not_available", "This funding source is not available today", "Sumber dana ini tidak tersedia hari ini"),
    ("funding_source_required", "Choose one of the lender's funding sources", "Pilih salah satu sumber dana pemberi pinjaman"),
    ("funding_source_invalid", "Choose a funding source of this lender", "Pilih sumber dana milik pemberi pinjaman ini"),
    (
        "lender_inactive",
        "This lender is inactive and takes no new allocations",
        "Pemberi pinjaman ini tidak aktif dan tidak menerima alokasi baru",
    ),
    (
        "override_not_allowed",
        "Only an administrator (level 21) can override a funding source's rules",
        "Hanya administrator (level 21) yang dapat mengesampingkan aturan sumber dana",
    ),
    ("override_reason_required", "Give the reason for the override", "Isi alasan pengecualian"),
    // Batch import and downloads of the application list (issue 13).
    ("import_col_full_name", "Full name (as on KTP)", "Nama lengkap (sesuai KTP)"),
    ("import_col_gender", "Gender", "Jenis kelamin"),
    ("import_col_birth_place", "Place of birth", "Tempat lahir"),
    ("import_col_birth_date", "Date of birth (YYYY-MM-DD)", "Tanggal lahir (YYYY-MM-DD)"),
    ("import_col_marital_status", "Marital status", "Status perkawinan"),
    ("import_col_spouse_name", "Spouse's name", "Nama pasangan"),
    ("import_col_mother_name", "Mother's maiden name", "Nama ibu kandung"),
    ("import_col_email", "E-mail", "E-mail"),
    ("import_col_phone", "Mobile phone", "Nomor HP"),
    ("import_col_emergency_name", "Emergency contact name", "Nama kontak darurat"),
    ("import_col_emergency_phone", "Emergency contact phone", "Nomor HP kontak darurat"),
    ("import_col_emergency_relation", "Emergency contact relation", "Hubungan kontak darurat"),
    ("import_col_program", "Program", "Program"),
    ("import_col_partner", "Partner", "Mitra"),
    ("import_col_dealer", "Dealer", "Dealer"),
    ("import_col_motorcycle_type", "Motorcycle type", "Tipe motor"),
    ("import_col_sales_name", "Sales name", "Nama sales"),
    ("import_col_address", "Residential address", "Alamat domisili"),
    ("import_col_postcode", "Postcode", "Kode pos"),
    ("import_col_province_code", "Province code", "Kode provinsi"),
    ("import_col_city_code", "City/regency code", "Kode kota/kabupaten"),
    ("import_col_district_code", "District code", "Kode kecamatan"),
    ("import_col_sub_district_code", "Sub-district code", "Kode kelurahan/desa"),
    ("import_col_errors", "Errors", "Kesalahan"),
    ("import_col_row", "Row", "Baris"),
    ("import_sheet_rows", "Prospects", "Calon peminjam"),
    ("import_sheet_lists", "Lists", "Daftar pilihan"),
    ("import_list_region", "Region", "Wilayah"),
    ("choice_male", "Male", "Laki-laki"),
    ("choice_female", "Female", "Perempuan"),
    ("choice_single", "Single", "Belum menikah"),
    ("choice_married", "Married", "Menikah"),
    ("choice_divorce", "Divorced", "Cerai"),
    ("choice_parent", "Parent", "Orang tua"),
    ("choice_family", "Family", "Keluarga"),
    ("choice_friend", "Friend", "Teman"),
    (
        "email_duplicate_in_file",
        "This e-mail is on an earlier row of the file",
        "E-mail ini sudah ada di baris sebelumnya dalam file",
    ),
    (
        "phone_duplicate_in_file",
        "This phone number is on an earlier row of the file",
        "Nomor HP ini sudah ada di baris sebelumnya dalam file",
    ),
    ("import_file_type", "Upload an .xls or .xlsx spreadsheet", "Unggah spreadsheet .xls atau .xlsx"),
    ("import_file_too_large", "Maximum file size is 10 MB.", "Ukuran file maksimal 10 MB."),
    ("import_file_unreadable", "This spreadsheet cannot be read", "Spreadsheet ini tidak dapat dibaca"),
    (
        "import_file_too_complex",
        "This spreadsheet holds more than an import can read: keep only the template's columns and rows",
        "Spreadsheet ini berisi lebih dari yang dapat dibaca impor: sisakan hanya kolom dan baris template",
    ),
    ("uri_too_long", "The address of this request is too long", "Alamat permintaan ini terlalu panjang"),
    ("headers_too_large", "The headers of this request are too large", "Header permintaan ini terlalu besar"),
    ("upload_timeout", "The file took too long to arrive; try again", "File terlalu lama terkirim; coba lagi"),
    ("import_empty", "The file has no rows below the header", "File tidak berisi baris di bawah judul kolom"),
    ("import_too_many_rows", "At most 20,000 rows per file", "Maksimal 20.000 baris per file"),
    ("import_not_checked", "This import is not waiting to be imported", "Impor ini tidak sedang menunggu untuk diimpor"),
    ("import_nothing_valid", "No row of this file is valid", "Tidak ada baris yang valid dalam file ini"),
    ("import_not_cancellable", "This import can no longer be cancelled", "Impor ini tidak dapat dibatalkan lagi"),
    ("import_not_for_funder_staff", "Batch imports are for the lender's own staff", "Impor batch hanya untuk staf internal"),
    ("import_uploaded", "File received: checking its rows", "File diterima: baris sedang diperiksa"),
    ("import_started", "Importing the valid rows", "Baris yang valid sedang diimpor"),
    ("import_cancelled", "Import cancelled", "Impor dibatalkan"),
    ("batch_done", "{done} of {total} done", "{done} dari {total} berhasil"),
    ("batch_action_invalid", "Choose verify, PIC or partner", "Pilih verifikasi, PIC, atau mitra"),
    ("list_status_draft", "Draft", "Draf"),
    ("list_status_unverified", "Unverified", "Belum diverifikasi"),
    ("list_status_kyc_scheduled", "KYC Scheduled", "KYC Terjadwal"),
    ("list_status_verified", "Verified", "Terverifikasi"),
    ("lead_status_new", "New", "Baru"),
    ("lead_status_qualified", "Qualified", "Memenuhi syarat"),
    ("lead_status_unqualified", "Unqualified", "Tidak memenuhi syarat"),
    ("col_email", "E-mail", "E-mail"),
    ("col_partner", "Partner", "Mitra"),
    ("col_dealer", "Dealer", "Dealer"),
    ("col_pic", "PIC", "PIC"),
    ("col_lead_status", "Lead status", "Status prospek"),
    ("col_created_at", "Created", "Dibuat"),
    ("col_updated_at", "Last change", "Perubahan terakhir"),
    ("col_paid_date", "Paid date", "Tanggal bayar"),
    ("col_amount", "Amount (Rp)", "Jumlah (Rp)"),
    ("col_reference", "Reference", "Referensi"),
    // Assets (issue 11).
    ("plate_number_invalid", "Enter a plate number like B 1234 XYZ", "Masukkan nomor polisi seperti B 1234 XYZ"),
    ("plate_number_taken", "This plate number is already registered", "Nomor polisi ini sudah terdaftar"),
    (
        "frame_number_invalid",
        "Enter the 17-character frame number (VIN), without I, O or Q",
        "Masukkan nomor rangka (VIN) 17 karakter, tanpa huruf I, O, atau Q",
    ),
    ("frame_number_taken", "This frame number is already registered", "Nomor rangka ini sudah terdaftar"),
    (
        "engine_number_invalid",
        "Enter the engine number: 5 to 30 letters and digits",
        "Masukkan nomor mesin: 5 sampai 30 huruf dan angka",
    ),
    ("colour_required", "Enter the colour (up to 40 characters)", "Masukkan warna (maksimal 40 karakter)"),
    ("year_invalid", "Enter a year from 2000 to next year", "Masukkan tahun dari 2000 sampai tahun depan"),
    (
        "stnk_number_invalid",
        "Enter the STNK number: 4 to 30 letters and digits",
        "Masukkan nomor STNK: 4 sampai 30 huruf dan angka",
    ),
    ("stnk_expires_on_invalid", "Enter a valid STNK expiry date", "Masukkan tanggal berlaku STNK yang valid"),
    (
        "bpkb_number_invalid",
        "Enter the BPKB number: 4 to 30 letters and digits",
        "Masukkan nomor BPKB: 4 sampai 30 huruf dan angka",
    ),
    (
        "purchase_price_invalid",
        "Enter a price between Rp 1 and Rp 10.000.000.000",
        "Masukkan harga antara Rp 1 dan Rp 10.000.000.000",
    ),
    (
        "motorcycle_status_invalid",
        "The motorcycle cannot move to that status from its current one",
        "Motor tidak dapat dipindahkan ke status tersebut dari status saat ini",
    ),
    ("motorcycle_not_in_stock", "This motorcycle is not in stock", "Motor ini tidak tersedia di stok"),
    (
        "motorcycle_type_mismatch",
        "This motorcycle is not of the loan's motorcycle type",
        "Motor ini bukan tipe motor pinjaman tersebut",
    ),
    ("motorcycle_required", "Choose a motorcycle", "Pilih motor"),
    ("serial_invalid", "Enter the serial number: 4 to 40 letters and digits", "Masukkan nomor seri: 4 sampai 40 huruf dan angka"),
    ("serial_taken", "This serial number is already registered", "Nomor seri ini sudah terdaftar"),
    ("battery_model_required", "Enter the battery model (up to 80 characters)", "Masukkan model baterai (maksimal 80 karakter)"),
    ("capacity_invalid", "Enter a capacity above 0 and up to 100 kWh", "Masukkan kapasitas di atas 0 sampai 100 kWh"),
    ("soh_invalid", "Enter a state of health from 0 to 100%", "Masukkan kesehatan baterai dari 0 sampai 100%"),
    ("cycle_count_invalid", "Enter a cycle count from 0", "Masukkan jumlah siklus mulai dari 0"),
    ("battery_not_in_stock", "A chosen battery is not in stock", "Baterai yang dipilih tidak tersedia di stok"),
    ("battery_unknown", "Unknown battery serial", "Nomor seri baterai tidak dikenal"),
    ("plate_unknown", "Unknown plate number", "Nomor polisi tidak dikenal"),
    ("event_id_invalid", "The event id must be 1 to 64 printable characters", "ID kejadian harus 1 sampai 64 karakter"),
    ("station_id_invalid", "The station id must be 1 to 64 printable characters", "ID stasiun harus 1 sampai 64 karakter"),
    (
        "swapped_at_invalid",
        "Enter the swap time (RFC 3339), not in the future",
        "Masukkan waktu penukaran (RFC 3339), tidak di masa depan",
    ),
    ("soc_invalid", "Enter a state of charge from 0 to 100%", "Masukkan tingkat daya dari 0 sampai 100%"),
    ("swap_batch_invalid", "Send 1 to 1,000 events", "Kirim 1 sampai 1.000 kejadian"),
    ("odometer_invalid", "Enter the odometer in km, from 0 to 2,000,000", "Masukkan odometer dalam km, dari 0 sampai 2.000.000"),
    (
        "handed_over_at_invalid",
        "Enter the handover time: not in the future, within a year",
        "Masukkan waktu serah terima: tidak di masa depan, dalam satu tahun",
    ),
    (
        "bast_required",
        "Upload the signed handover report (BAST, PDF)",
        "Unggah berita acara serah terima (BAST, PDF) yang sudah ditandatangani",
    ),
    ("photos_required", "Upload 1 to 10 handover photos (JPG or PNG)", "Unggah 1 sampai 10 foto serah terima (JPG atau PNG)"),
    ("motorcycle_handed_over", "Motorcycle handed over; the loan is active.", "Motor telah diserahterimakan; pinjaman aktif."),
    ("motorcycle_registered", "Motorcycle registered", "Motor terdaftar"),
    // The motorcycle import (issue 11 item 1): its template's headers, sheet and answers.
    ("motorcycle_import_done", "Motorcycles imported", "Motor diimpor"),
    ("motorcycle_sheet_units", "Motorcycles", "Motor"),
    ("motorcycle_col_plate_number", "Plate number", "Nomor polisi"),
    ("motorcycle_col_frame_number", "Frame number (VIN)", "Nomor rangka (VIN)"),
    ("motorcycle_col_engine_number", "Engine/motor number", "Nomor mesin/motor"),
    ("motorcycle_col_motorcycle_type", "Motorcycle type", "Tipe motor"),
    ("motorcycle_col_colour", "Colour", "Warna"),
    ("motorcycle_col_year", "Year", "Tahun"),
    ("motorcycle_col_stnk_number", "STNK number", "Nomor STNK"),
    ("motorcycle_col_stnk_expires_on", "STNK expiry (YYYY-MM-DD)", "Masa berlaku STNK (YYYY-MM-DD)"),
    ("motorcycle_col_bpkb_number", "BPKB number", "Nomor BPKB"),
    ("motorcycle_col_dealer", "Dealer", "Dealer"),
    ("motorcycle_col_purchase_price", "Purchase price (Rp)", "Harga beli (Rp)"),
    (
        "plate_number_repeated",
        "This plate number is on an earlier row of the file",
        "Nomor polisi ini ada di baris sebelumnya dalam file",
    ),
    (
        "frame_number_repeated",
        "This frame number is on an earlier row of the file",
        "Nomor rangka ini ada di baris sebelumnya dalam file",
    ),
    ("battery_registered", "Battery registered", "Baterai terdaftar"),
    ("service_kind_invalid", "Choose maintenance, repair or accident", "Pilih perawatan, perbaikan, atau kecelakaan"),
    ("workshop_required", "Enter the workshop (up to 120 characters)", "Masukkan bengkel (maksimal 120 karakter)"),
    (
        "scheduled_on_invalid",
        "Enter a valid date within a year of today",
        "Masukkan tanggal yang valid dalam satu tahun dari hari ini",
    ),
    (
        "items_invalid",
        "Each item needs a name, a quantity from 1 to 1,000 and a cost; at most 50 items",
        "Setiap item perlu nama, jumlah 1 sampai 1.000, dan biaya; maksimal 50 item",
    ),
    (
        "service_status_invalid",
        "The service order cannot move to that status",
        "Order servis tidak dapat dipindahkan ke status tersebut",
    ),
    ("service_order_created", "Service order created", "Order servis dibuat"),
    ("ticket_kind_invalid", "Choose ETLE or e-toll", "Pilih ETLE atau e-toll"),
    ("ticket_status_invalid", "The ticket cannot move to that status", "Status tiket tidak dapat diubah ke status tersebut"),
    (
        "occurred_at_invalid",
        "Enter the time it happened: not in the future, within two years",
        "Masukkan waktu kejadian: tidak di masa depan, dalam dua tahun",
    ),
    ("place_required", "Enter the place (up to 200 characters)", "Masukkan lokasi (maksimal 200 karakter)"),
    (
        "violation_required",
        "Enter the violation or toll gate (up to 200 characters)",
        "Masukkan pelanggaran atau gerbang tol (maksimal 200 karakter)",
    ),
    (
        "ticket_amount_invalid",
        "Enter an amount between Rp 1 and Rp 100.000.000",
        "Masukkan jumlah antara Rp 1 dan Rp 100.000.000",
    ),
    ("ticket_created", "Ticket recorded", "Tiket dicatat"),
    ("ticket_duplicate", "This ticket is already recorded", "Tiket ini sudah tercatat"),
    ("assets_not_for_funder_staff", "Assets are managed by the lender's own staff", "Aset dikelola oleh staf internal"),
    // Fleet service and traffic tickets (issue 11).
    ("version_required", "Reload the page and try again", "Muat ulang halaman dan coba lagi"),
    ("service_order_saved", "Service order saved", "Order servis disimpan"),
    ("ticket_saved", "Ticket saved", "Tiket disimpan"),
    ("ticket_import_done", "Tickets imported", "Tiket diimpor"),
];

/// The spec's default error text (§8), for codes without an entry.
const DEFAULT: (&str, &str) =
    ("Oops! Something went wrong, please try again later.", "Ups! Terjadi kesalahan, silakan coba lagi nanti.");

/// The text of a stable message code in `lang`. Unknown codes give the spec's default error
/// text, so a missing entry never leaks a code to staff.
/// The text of `code` in `lang`, or `None` when no message has that code.
pub fn find(code: &str, lang: Lang) -> Option<&'static str> {
    MESSAGES.iter().find(|(c, _, _)| *c == code).map(|(_, en, id)| if lang == Lang::Id { *id } else { *en })
}

pub fn text(code: &str, lang: Lang) -> &'static str {
    let (en, id) = MESSAGES.iter().find(|(c, _, _)| *c == code).map_or(DEFAULT, |(_, en, id)| (*en, *id));
    match lang {
        Lang::En => en,
        Lang::Id => id,
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_preference() {
        assert_eq!(Lang::from_accept_language("id"), Lang::Id);
        assert_eq!(Lang::from_accept_language("id-ID,id;q=0.9,en;q=0.8"), Lang::Id);
        assert_eq!(Lang::from_accept_language("en-US,id;q=0.5"), Lang::En);
        assert_eq!(Lang::from_accept_language("fr, id;q=0.4"), Lang::Id);
        assert_eq!(Lang::from_accept_language("de"), Lang::En);
        assert_eq!(Lang::from_accept_language(""), Lang::En);
    }

    #[test]
    fn codes_are_unique_and_both_languages_are_filled() {
        let mut codes: Vec<&str> = MESSAGES.iter().map(|m| m.0).collect();
        codes.sort();
        let n = codes.len();
        codes.dedup();
        assert_eq!(codes.len(), n, "duplicate message codes");
        for (code, en, id) in MESSAGES {
            assert!(!en.is_empty() && !id.is_empty(), "{code}");
        }
    }

    #[test]
    fn spec_texts_are_exact() {
        assert_eq!(text("invalid_credentials", Lang::En), "Incorrect email or password.");
        assert_eq!(text("password_required", Lang::En), "Fill the password");
        assert_eq!(text("no_such_code", Lang::En), "Oops! Something went wrong, please try again later.");
        assert_ne!(text("password_weak", Lang::Id), text("password_weak", Lang::En));
    }
}
