//! `/app/borrower/application` (spec §2–5, DESIGN §3, §5): the prospect account, the five-step
//! application, the list with its counts, verify, delete, PIC and partner, leads, batch KYC.
//!
//! Handlers check input, ask `domain::pipeline` for the transition, and hand it to the one
//! write path (`crate::loans::commit`): a stale or concurrent change answers 409 and nothing is
//! half-stored. Every read and write is within the caller's loan scope.

pub mod account;
pub mod actions;
pub mod batch;
pub mod imports;
pub mod list;
pub mod steps;
pub mod view;

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use crate::page::Page;
    use crate::routes::table::{BORROWER_FILES, Returns, UPLOAD_LIMIT_BYTES, XLSX};
    use axum::http::Method;
    use domain::{Access, Area as A};
    t
        // Loan applications.
        .add_create(
            "/api/v1/borrowers",
            Access::Area(A::BorrowerApplication),
            "Create a prospect/borrower account and a draft application",
            account::create,
        )
        .body::<account::AccountBody>()
        .returns::<account::Created>()
        .add(
            Method::GET,
            "/api/v1/loan-applications",
            Access::Area(A::BorrowerApplication),
            "Applications: search, filters, sort, keyset pages",
            list::list,
        )
        .paged_query::<list::ListQuery>()
        .returns::<Page<view::ApplicationRow>>()
        .xlsx()
        .add(
            Method::GET,
            "/api/v1/loan-applications/paid",
            Access::Area(A::BorrowerApplication),
            "Loans whose first payment is paid (format=xlsx: the download)",
            list::paid,
        )
        .query::<list::PaidQuery>()
        .returns::<Page<list::PaidRow>>()
        .xlsx()
        .add(
            Method::GET,
            "/api/v1/loan-applications/summary",
            Access::Area(A::BorrowerApplication),
            "Counts: total, last 7 days, draft, unverified, verified",
            list::summary,
        )
        .returns::<crate::openapi::ApplicationCounts>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/pic",
            Access::Area(A::BorrowerApplication),
            "Assign a PIC to selected applications",
            actions::pic_many,
        )
        .body::<actions::AssignBody>()
        .returns::<actions::Assigned>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/partner",
            Access::Area(A::BorrowerApplication),
            "Assign a partner to selected applications",
            actions::partner_many,
        )
        .body::<actions::AssignBody>()
        .returns::<actions::Assigned>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/kyc-schedules",
            Access::Area(A::BorrowerApplication),
            "Batch KYC scheduling",
            actions::schedule_kyc,
        )
        .body::<actions::BatchKycBody>()
        .returns::<actions::Assigned>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/batch",
            Access::Area(A::BorrowerApplication),
            "Batch application: verify, PIC or partner on selected rows, each on its own",
            batch::batch,
        )
        .body::<batch::BatchBody>()
        .returns::<batch::BatchResult>()
        // Batch import (issue 13).
        .add(
            Method::GET,
            "/api/v1/loan-applications/import-template",
            Access::Area(A::BorrowerApplication),
            "The batch-import template (xlsx with drop-downs and lists)",
            imports::template,
        )
        .returns_raw(Returns::Raw(XLSX))
        .add_upload(
            "/api/v1/loan-applications/imports",
            Access::Area(A::BorrowerApplication),
            "Upload an .xls/.xlsx of prospects: its rows are checked in the background",
            imports::upload,
            UPLOAD_LIMIT_BYTES,
        )
        .multipart::<crate::openapi::UploadForm>()
        .returns::<imports::ImportCreated>()
        .created()
        .add(
            Method::GET,
            "/api/v1/loan-applications/imports",
            Access::Area(A::BorrowerApplication),
            "Imports, newest first",
            imports::list,
        )
        .query::<imports::ImportsQuery>()
        .returns::<Page<imports::ImportView>>()
        .add(
            Method::GET,
            "/api/v1/loan-applications/imports/{import_id}",
            Access::Area(A::BorrowerApplication),
            "An import's progress and errors",
            imports::get_one,
        )
        .returns::<imports::ImportView>()
        .add(
            Method::GET,
            "/api/v1/loan-applications/imports/{import_id}/errors",
            Access::Area(A::BorrowerApplication),
            "An import's invalid rows with their errors (xlsx)",
            imports::errors_xlsx,
        )
        .returns_raw(Returns::Raw(XLSX))
        .add(
            Method::POST,
            "/api/v1/loan-applications/imports/{import_id}/commit",
            Access::Area(A::BorrowerApplication),
            "Create the valid rows of a checked import (in the background)",
            imports::commit,
        )
        .returns::<imports::ImportView>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/imports/{import_id}/cancel",
            Access::Area(A::BorrowerApplication),
            "Cancel a checked import",
            imports::cancel,
        )
        .returns::<imports::ImportView>()
        .add(
            Method::GET,
            "/api/v1/loan-applications/{loan_id}",
            Access::AnyArea(BORROWER_FILES),
            "One application with every step",
            steps::get_one,
        )
        .returns::<view::ApplicationDetail>()
        .add(
            Method::PUT,
            "/api/v1/loan-applications/{loan_id}/basic-info",
            Access::Area(A::BorrowerApplication),
            "Step 1: basic info",
            steps::basic_info,
        )
        .body::<account::BasicInfoBody>()
        .returns::<view::ApplicationDetail>()
        .add(
            Method::PUT,
            "/api/v1/loan-applications/{loan_id}/address",
            Access::Area(A::BorrowerApplication),
            "Step 2: address",
            steps::address,
        )
        .body::<steps::AddressBody>()
        .returns::<view::ApplicationDetail>()
        .add(
            Method::PUT,
            "/api/v1/loan-applications/{loan_id}/ekyc-invitation",
            Access::Area(A::BorrowerApplication),
            "Step 3: e-KYC invitation (KYC schedule)",
            steps::ekyc_invitation,
        )
        .body::<steps::EkycBody>()
        .returns::<view::ApplicationDetail>()
        .add(
            Method::PUT,
            "/api/v1/loan-applications/{loan_id}/documents",
            Access::Area(A::BorrowerApplication),
            "Step 4: documents",
            steps::documents,
        )
        .body::<steps::DocumentsBody>()
        .returns::<view::ApplicationDetail>()
        .add(
            Method::PUT,
            "/api/v1/loan-applications/{loan_id}/financial",
            Access::Area(A::BorrowerApplication),
            "Step 5: historical financial and performance data",
            steps::financial,
        )
        .body::<steps::FinancialBody>()
        .returns::<view::ApplicationDetail>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/{loan_id}/save",
            Access::Area(A::BorrowerApplication),
            "Save: the application becomes unverified",
            actions::save,
        )
        .optional_body::<actions::SaveBody>()
        .returns::<view::ApplicationDetail>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/{loan_id}/verify",
            Access::Area(A::BorrowerApplication),
            "Verify: on to loan approval as pending",
            actions::verify,
        )
        .optional_body::<actions::SaveBody>()
        .returns::<view::ApplicationDetail>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/{loan_id}/delete",
            Access::Area(A::BorrowerApplication),
            "Soft delete with a reason",
            actions::delete,
        )
        .body::<actions::DeleteBody>()
        .returns::<crate::openapi::DeletedApplication>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/{loan_id}/pic",
            Access::Area(A::BorrowerApplication),
            "Assign or change the PIC",
            actions::pic_one,
        )
        .body::<actions::AssignBody>()
        .returns::<actions::Assigned>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/{loan_id}/partner",
            Access::Area(A::BorrowerApplication),
            "Assign or change the partner",
            actions::partner_one,
        )
        .body::<actions::AssignBody>()
        .returns::<actions::Assigned>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/{loan_id}/qualify",
            Access::Area(A::BorrowerApplication),
            "Qualify the lead",
            actions::qualify,
        )
        .returns::<view::ApplicationDetail>()
        .add(
            Method::POST,
            "/api/v1/loan-applications/{loan_id}/unqualify",
            Access::Area(A::BorrowerApplication),
            "Unqualify the lead",
            actions::unqualify,
        )
        .returns::<view::ApplicationDetail>()
}
