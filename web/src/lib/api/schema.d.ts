/**
 * The API's types, generated from docs/openapi.json by `npm run gen:api`. Do not edit by hand.
 */

export interface paths {
    "/api/auth/login-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin sign-in (levels 2 and 10)
         * @description Public.
         */
        post: operations["post_api_auth_login_admin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login-fo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Front-office sign-in by username
         * @description Public.
         */
        post: operations["post_api_auth_login_fo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crypt/de": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a sealed level
         * @description Public.
         */
        post: operations["post_api_crypt_de"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Swagger UI for this document
         * @description Public.
         */
        get: operations["get_api_docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Swagger UI's files (index.html, scripts, styles)
         * @description Public.
         */
        get: operations["get_api_docs_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * End the session
         * @description Public.
         */
        get: operations["get_api_logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description Public.
         */
        get: operations["get_api_openapi.json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chart of accounts, in chart order
         * @description Staff whose level allows the area `data`.
         */
        get: operations["get_api_v1_accounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/active-borrowers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active borrower list
         * @description Staff whose level allows the area `borrower/active`.
         */
        get: operations["get_api_v1_active_borrowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/active-borrowers/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active borrowers per status
         * @description Staff whose level allows the area `borrower/active`.
         */
        get: operations["get_api_v1_active_borrowers_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail (format=xlsx downloads)
         * @description Level 21 only.
         */
        get: operations["get_api_v1_audit_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the first password from an activation link
         * @description Public.
         */
        post: operations["post_api_v1_authentication_activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password reset link
         * @description Public.
         */
        post: operations["post_api_v1_authentication_forgot_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Public.
         */
        post: operations["post_api_v1_authentication_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a refresh token
         * @description Public.
         */
        post: operations["post_api_v1_authentication_refresh_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password from a reset link
         * @description Public.
         */
        post: operations["post_api_v1_authentication_reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batteries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Batteries in scope
         * @description Staff whose level allows any of: `battery/active`, `battery/detail`, `motorcycle/handover`, `motorcycle/detail`.
         */
        get: operations["get_api_v1_batteries"];
        put?: never;
        /**
         * Register a battery
         * @description Staff whose level allows the area `motorcycle/registration`.
         */
        post: operations["post_api_v1_batteries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batteries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A battery with its newest swaps
         * @description Staff whose level allows any of: `battery/active`, `battery/detail`, `motorcycle/handover`, `motorcycle/detail`.
         */
        get: operations["get_api_v1_batteries_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/battery-swaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Swap events of a battery or motorcycle
         * @description Staff whose level allows any of: `battery/active`, `battery/detail`, `motorcycle/handover`, `motorcycle/detail`.
         */
        get: operations["get_api_v1_battery_swaps"];
        put?: never;
        /**
         * Swap events from stations (up to 1,000; idempotent by station and event id)
         * @description Staff whose level allows the area `motorcycle/registration`.
         */
        post: operations["post_api_v1_battery_swaps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/borrowers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a prospect/borrower account and a draft application
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_borrowers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/borrowers/{borrower_id}/access-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who read a borrower's data (UU PDP)
         * @description Level 21 only.
         */
        get: operations["get_api_v1_borrowers_borrower_id_access_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/borrowers/{borrower_id}/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything held on a borrower, as a zip of JSON and the original files (UU PDP)
         * @description Level 21 only.
         */
        get: operations["get_api_v1_borrowers_borrower_id_data_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The collector's worklist of late loans
         * @description Staff whose level allows the area `repayment/late`.
         */
        get: operations["get_api_v1_collections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign late loans to a collector
         * @description Staff whose level allows the area `repayment/late`.
         */
        post: operations["post_api_v1_collections_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dealers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dealers within 5 km (lat, lng) or of a city
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_dealers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one file (multipart: file, kind)
         * @description Staff whose level allows any of: `borrower/application`, `motorcycle/handover`, `fleet-service/registration`.
         */
        post: operations["post_api_v1_files"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file (authorised)
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `motorcycle/handover`.
         */
        get: operations["get_api_v1_files_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The point of an address from the maps service (spec §7)
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_geocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/handovers/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loans pending activation, waiting for their motorcycle
         * @description Staff whose level allows the area `motorcycle/handover`.
         */
        get: operations["get_api_v1_handovers_pending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/home/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pipeline counts per stage
         * @description Staff whose level allows the area `home`.
         */
        get: operations["get_api_v1_home_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The daily job's runs
         * @description Level 21 only.
         */
        get: operations["get_api_v1_jobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the daily job for a date now
         * @description Level 21 only.
         */
        post: operations["post_api_v1_jobs_daily"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Journal lines in posting order, keyset pages (format=xlsx downloads)
         * @description Staff whose level allows the area `data`.
         */
        get: operations["get_api_v1_journal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * KYC list
         * @description Staff whose level allows the area `borrower/kyc`.
         */
        get: operations["get_api_v1_kyc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kyc/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule KYC for the selected loans
         * @description Staff whose level allows the area `borrower/kyc`.
         */
        post: operations["post_api_v1_kyc_schedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kyc/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * KYC counts
         * @description Staff whose level allows the area `borrower/kyc`.
         */
        get: operations["get_api_v1_kyc_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/late-fee-waivers/{waiver_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a late-fee waiver (maker-checker)
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        post: operations["post_api_v1_late_fee_waivers_waiver_id_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/late-fee-waivers/{waiver_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a late-fee waiver (maker-checker)
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        post: operations["post_api_v1_late_fee_waivers_waiver_id_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lenders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lenders in scope, with totals
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_lenders"];
        put?: never;
        /**
         * Create a lender
         * @description Staff whose level allows the area `lender`.
         */
        post: operations["post_api_v1_lenders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lenders/{lender_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lender with its sources and book
         * @description Staff whose level allows the area `lender`.
         */
        get: operations["get_api_v1_lenders_lender_id"];
        /**
         * Edit a lender
         * @description Staff whose level allows the area `lender`.
         */
        put: operations["put_api_v1_lenders_lender_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lenders/{lender_id}/funding-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lender's funding sources
         * @description Staff whose level allows the area `lender`.
         */
        get: operations["get_api_v1_lenders_lender_id_funding_sources"];
        put?: never;
        /**
         * Add a funding source
         * @description Staff whose level allows the area `lender`.
         */
        post: operations["post_api_v1_lenders_lender_id_funding_sources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lenders/{lender_id}/funding-sources/{source_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a funding source
         * @description Staff whose level allows the area `lender`.
         */
        put: operations["put_api_v1_lenders_lender_id_funding_sources_source_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lenders/{lender_id}/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lender's allocations
         * @description Staff whose level allows the area `lender`.
         */
        get: operations["get_api_v1_lenders_lender_id_loans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lenders/{lender_id}/statements/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A funder's monthly statement (format=xlsx or format=pdf downloads)
         * @description Staff whose level allows the area `lender`.
         */
        get: operations["get_api_v1_lenders_lender_id_statements_month"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applications: search, filters, sort, keyset pages
         * @description Staff whose level allows the area `borrower/application`.
         */
        get: operations["get_api_v1_loan_applications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Batch application: verify, PIC or partner on selected rows, each on its own
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The batch-import template (xlsx with drop-downs and lists)
         * @description Staff whose level allows the area `borrower/application`.
         */
        get: operations["get_api_v1_loan_applications_import_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Imports, newest first
         * @description Staff whose level allows the area `borrower/application`.
         */
        get: operations["get_api_v1_loan_applications_imports"];
        put?: never;
        /**
         * Upload an .xls/.xlsx of prospects: its rows are checked in the background
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_imports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/imports/{import_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import's progress and errors
         * @description Staff whose level allows the area `borrower/application`.
         */
        get: operations["get_api_v1_loan_applications_imports_import_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/imports/{import_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a checked import
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_imports_import_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/imports/{import_id}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the valid rows of a checked import (in the background)
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_imports_import_id_commit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/imports/{import_id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import's invalid rows with their errors (xlsx)
         * @description Staff whose level allows the area `borrower/application`.
         */
        get: operations["get_api_v1_loan_applications_imports_import_id_errors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/kyc-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Batch KYC scheduling
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_kyc_schedules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loans whose first payment is paid (format=xlsx: the download)
         * @description Staff whose level allows the area `borrower/application`.
         */
        get: operations["get_api_v1_loan_applications_paid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a partner to selected applications
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_partner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/pic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a PIC to selected applications
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_pic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts: total, last 7 days, draft, unverified, verified
         * @description Staff whose level allows the area `borrower/application`.
         */
        get: operations["get_api_v1_loan_applications_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One application with every step
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`.
         */
        get: operations["get_api_v1_loan_applications_loan_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 2: address
         * @description Staff whose level allows the area `borrower/application`.
         */
        put: operations["put_api_v1_loan_applications_loan_id_address"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/basic-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 1: basic info
         * @description Staff whose level allows the area `borrower/application`.
         */
        put: operations["put_api_v1_loan_applications_loan_id_basic_info"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft delete with a reason
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_loan_id_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 4: documents
         * @description Staff whose level allows the area `borrower/application`.
         */
        put: operations["put_api_v1_loan_applications_loan_id_documents"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/ekyc-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 3: e-KYC invitation (KYC schedule)
         * @description Staff whose level allows the area `borrower/application`.
         */
        put: operations["put_api_v1_loan_applications_loan_id_ekyc_invitation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/financial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 5: historical financial and performance data
         * @description Staff whose level allows the area `borrower/application`.
         */
        put: operations["put_api_v1_loan_applications_loan_id_financial"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign or change the partner
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_loan_id_partner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/pic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign or change the PIC
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_loan_id_pic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/qualify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Qualify the lead
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_loan_id_qualify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save: the application becomes unverified
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_loan_id_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/unqualify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unqualify the lead
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_loan_id_unqualify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-applications/{loan_id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify: on to loan approval as pending
         * @description Staff whose level allows the area `borrower/application`.
         */
        post: operations["post_api_v1_loan_applications_loan_id_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loan approval list
         * @description Staff whose level allows the area `borrower/approval`.
         */
        get: operations["get_api_v1_loan_approvals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-approvals/allocate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allocate the selected loans to a lender
         * @description Staff whose level allows the area `borrower/approval`.
         */
        post: operations["post_api_v1_loan_approvals_allocate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-approvals/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approval counts and per-lender totals
         * @description Staff whose level allows the area `borrower/approval`.
         */
        get: operations["get_api_v1_loan_approvals_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loan contract list
         * @description Staff whose level allows the area `borrower/contract`.
         */
        get: operations["get_api_v1_loan_contracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loan-contracts/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contract counts
         * @description Staff whose level allows the area `borrower/contract`.
         */
        get: operations["get_api_v1_loan_contracts_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole loan with its timeline
         * @description Staff whose level allows the area `borrower/detail`.
         */
        get: operations["get_api_v1_loans_loan_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refused: a loan is activated by its motorcycle handover (409 handover_required)
         * @description Staff whose level allows the area `borrower/active`.
         */
        post: operations["post_api_v1_loans_loan_id_activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lender approves
         * @description Staff whose level allows the area `borrower/approval`.
         */
        post: operations["post_api_v1_loans_loan_id_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/collection-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's contacts, promises and payments, newest first
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_collection_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a contact with the borrower
         * @description Staff whose level allows the area `repayment/late`.
         */
        post: operations["post_api_v1_loans_loan_id_contacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the contract
         * @description Staff whose level allows the area `borrower/contract`.
         */
        post: operations["post_api_v1_loans_loan_id_contract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/contract/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject the contract
         * @description Staff whose level allows the area `borrower/contract`.
         */
        post: operations["post_api_v1_loans_loan_id_contract_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/contract/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the contract
         * @description Staff whose level allows the area `borrower/contract`.
         */
        post: operations["post_api_v1_loans_loan_id_contract_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate the borrower or write the loan off
         * @description Staff whose level allows the area `borrower/active`.
         */
        post: operations["post_api_v1_loans_loan_id_deactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/dealer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's dealer
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_dealer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a bank statement or payment receipt
         * @description Staff whose level allows the area `borrower/contract`.
         */
        post: operations["post_api_v1_loans_loan_id_documents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/dpd-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Days past due per business date
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_dpd_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/first-payment-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the first payment's due date
         * @description Staff whose level allows the area `borrower/contract`.
         */
        post: operations["post_api_v1_loans_loan_id_first_payment_schedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a motorcycle over and activate the loan
         * @description Staff whose level allows the area `motorcycle/handover`.
         */
        post: operations["post_api_v1_loans_loan_id_handover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/hold-billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's hold-billing periods
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_hold_billing"];
        put?: never;
        /**
         * Hold billing
         * @description Staff whose level allows the area `borrower/active`.
         */
        post: operations["post_api_v1_loans_loan_id_hold_billing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/hold-billing/{hold_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a hold-billing period
         * @description Staff whose level allows the area `borrower/active`.
         */
        put: operations["put_api_v1_loans_loan_id_hold_billing_hold_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/installments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The installment schedule
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_installments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/kyc-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the KYC result
         * @description Staff whose level allows the area `borrower/kyc`.
         */
        post: operations["post_api_v1_loans_loan_id_kyc_result"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/kyc-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule or reschedule the KYC meeting
         * @description Staff whose level allows the area `borrower/kyc`.
         */
        post: operations["post_api_v1_loans_loan_id_kyc_schedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/late-fee-waivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a late-fee waiver (another staff member decides)
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        post: operations["post_api_v1_loans_loan_id_late_fee_waivers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/late-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's late fees and waivers
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_late_fees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/offering-letter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The offering letter (PDF)
         * @description Staff whose level allows any of: `borrower/kyc`, `borrower/contract`.
         */
        get: operations["get_api_v1_loans_loan_id_offering_letter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/payment-proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's payment proofs
         * @description Staff whose level allows the area `borrower/contract`.
         */
        get: operations["get_api_v1_loans_loan_id_payment_proofs"];
        put?: never;
        /**
         * Upload a first-payment proof
         * @description Staff whose level allows the area `borrower/contract`.
         */
        post: operations["post_api_v1_loans_loan_id_payment_proofs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's payments
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_payments"];
        put?: never;
        /**
         * Record a payment (Idempotency-Key)
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        post: operations["post_api_v1_loans_loan_id_payments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/payoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle the loan early (Idempotency-Key)
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        post: operations["post_api_v1_loans_loan_id_payoff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/payoff-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payoff quote for a day (early settlement)
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_payoff_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/payoff-quote.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payoff quote as a PDF, in the caller's language
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_payoff_quote.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/promises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a promise to pay
         * @description Staff whose level allows the area `repayment/late`.
         */
        post: operations["post_api_v1_loans_loan_id_promises"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/recoveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recoveries on a written-off loan, newest first
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_recoveries"];
        put?: never;
        /**
         * Record a recovery on a written-off loan (Idempotency-Key)
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        post: operations["post_api_v1_loans_loan_id_recoveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lender rejects
         * @description Staff whose level allows the area `borrower/approval`.
         */
        post: operations["post_api_v1_loans_loan_id_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/restructures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's restructuring proposals, newest first
         * @description Staff whose level allows any of: `borrower/active`, `borrower/detail`, `repayment/normal`, `repayment/late`, `repayment/all-billing`.
         */
        get: operations["get_api_v1_loans_loan_id_restructures"];
        put?: never;
        /**
         * Propose a restructuring (another staff member decides)
         * @description Staff whose level allows the area `repayment/late`.
         */
        post: operations["post_api_v1_loans_loan_id_restructures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/loans/{loan_id}/write-off/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a write-off back (level 21, with a reason)
         * @description Staff whose level allows the area `borrower/active`.
         */
        post: operations["post_api_v1_loans_loan_id_write_off_reverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's profile, level and areas
         * @description Any signed-in staff member.
         */
        get: operations["get_api_v1_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/message-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reminder message templates
         * @description Staff whose level allows the area `repayment/late`.
         */
        get: operations["get_api_v1_message_templates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/message-templates/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One reminder message template
         * @description Staff whose level allows the area `repayment/late`.
         */
        get: operations["get_api_v1_message_templates_code"];
        /**
         * Write a reminder message template (back office)
         * @description Staff whose level allows the area `repayment/late`.
         */
        put: operations["put_api_v1_message_templates_code"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reminder messages to borrowers, newest first, keyset pages
         * @description Staff whose level allows the area `repayment/late`.
         */
        get: operations["get_api_v1_messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/callbacks/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WhatsApp's delivery reports (signed with the app secret, no staff token)
         * @description Public.
         */
        post: operations["post_api_v1_messages_callbacks_whatsapp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/motorcycle-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Motorcycle types (of a partner)
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_motorcycle_types"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/motorcycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Motorcycles in scope
         * @description Staff whose level allows any of: `motorcycle/registration`, `motorcycle/handover`, `motorcycle/active`, `motorcycle/detail`, `fleet-service/registration`, `fleet-service/detail`.
         */
        get: operations["get_api_v1_motorcycles"];
        put?: never;
        /**
         * Register a motorcycle
         * @description Staff whose level allows the area `motorcycle/registration`.
         */
        post: operations["post_api_v1_motorcycles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/motorcycles/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register motorcycles from an xlsx or csv (multipart: file)
         * @description Staff whose level allows the area `motorcycle/registration`.
         */
        post: operations["post_api_v1_motorcycles_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/motorcycles/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The motorcycle import template (xlsx with drop-downs and lists)
         * @description Staff whose level allows the area `motorcycle/registration`.
         */
        get: operations["get_api_v1_motorcycles_import_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/motorcycles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A motorcycle with its batteries, handovers and timeline
         * @description Staff whose level allows any of: `motorcycle/registration`, `motorcycle/handover`, `motorcycle/active`, `motorcycle/detail`, `fleet-service/registration`, `fleet-service/detail`.
         */
        get: operations["get_api_v1_motorcycles_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/motorcycles/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a motorcycle to another status by hand
         * @description Staff whose level allows the area `motorcycle/registration`.
         */
        post: operations["post_api_v1_motorcycles_id_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/operational-area": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provinces and cities where the lender works
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_operational_area"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partners
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_partners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-gateway/callbacks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment gateway's virtual-account payment callback (provider token, no staff token)
         * @description Public.
         */
        post: operations["post_api_v1_payment_gateway_callbacks_provider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-gateway/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A day's callbacks against the payments they posted
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        get: operations["get_api_v1_payment_gateway_reconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-gateway/unmatched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Callbacks that posted to no loan, oldest first
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        get: operations["get_api_v1_payment_gateway_unmatched"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-gateway/unmatched/{callback_id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post an unmatched callback to a loan
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        post: operations["post_api_v1_payment_gateway_unmatched_callback_id_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment proof verification queue
         * @description Staff whose level allows the area `borrower/contract`.
         */
        get: operations["get_api_v1_payment_proofs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-proofs/{proof_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a payment proof
         * @description Staff whose level allows the area `borrower/contract`.
         */
        post: operations["post_api_v1_payment_proofs_proof_id_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-proofs/{proof_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a payment proof
         * @description Staff whose level allows the area `borrower/contract`.
         */
        post: operations["post_api_v1_payment_proofs_proof_id_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{payment_id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a payment (maker-checker)
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        post: operations["post_api_v1_payments_payment_id_reverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Programs
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_programs"];
        put?: never;
        /**
         * Create a program
         * @description Level 21 only.
         */
        post: operations["post_api_v1_programs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/programs/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A program's effective rate, unsaved
         * @description Level 21 only.
         */
        post: operations["post_api_v1_programs_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/programs/{program_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A program
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_programs_program_id"];
        /**
         * Edit or retire a program
         * @description Level 21 only.
         */
        put: operations["put_api_v1_programs_program_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quality-regimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan-quality regimes and their buckets
         * @description Any signed-in staff member.
         */
        get: operations["get_api_v1_quality_regimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quality-regimes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a quality regime's buckets
         * @description Level 21 only.
         */
        put: operations["put_api_v1_quality_regimes_code"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions/cities/{code}/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Districts of a city
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_regions_cities_code_districts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions/districts/{code}/sub-districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sub-districts of a district
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_regions_districts_code_sub_districts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provinces
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_regions_provinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions/provinces/{code}/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities/regencies of a province
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_regions_provinces_code_cities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reminder-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reminder rules, in order
         * @description Staff whose level allows the area `repayment/late`.
         */
        get: operations["get_api_v1_reminder_rules"];
        /**
         * Replace the reminder rules (back office)
         * @description Staff whose level allows the area `repayment/late`.
         */
        put: operations["put_api_v1_reminder_rules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayments/all-billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every installment with totals (format=xlsx downloads)
         * @description Staff whose level allows the area `repayment/all-billing`.
         */
        get: operations["get_api_v1_repayments_all_billing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayments/late": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Late loans, oldest first (format=xlsx downloads)
         * @description Staff whose level allows the area `repayment/late`.
         */
        get: operations["get_api_v1_repayments_late"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayments/normal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Installments due, loans paying on time (format=xlsx downloads)
         * @description Staff whose level allows the area `repayment/normal`.
         */
        get: operations["get_api_v1_repayments_normal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayments/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Due today, late and quality buckets
         * @description Staff whose level allows any of: `repayment/normal`, `repayment/late`, `repayment/all-billing`, `borrower/active`.
         */
        get: operations["get_api_v1_repayments_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The trial balance at the end of a day, reconciled with the portfolio
         * @description Staff whose level allows the area `data`.
         */
        get: operations["get_api_v1_reports_trial_balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A report: funnel, approvals, portfolio, collections or assets (format=xlsx downloads)
         * @description Staff whose level allows the area `data`.
         */
        get: operations["get_api_v1_reports_name"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/restructures/{restructure_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a restructuring (maker-checker): the unpaid installments are replaced
         * @description Staff whose level allows the area `repayment/late`.
         */
        post: operations["post_api_v1_restructures_restructure_id_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/restructures/{restructure_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a restructuring (maker-checker)
         * @description Staff whose level allows the area `repayment/late`.
         */
        post: operations["post_api_v1_restructures_restructure_id_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service orders: filters, search, keyset pages
         * @description Staff whose level allows any of: `fleet-service/registration`, `fleet-service/detail`.
         */
        get: operations["get_api_v1_service_orders"];
        put?: never;
        /**
         * Create a service order
         * @description Staff whose level allows the area `fleet-service/registration`.
         */
        post: operations["post_api_v1_service_orders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A service order
         * @description Staff whose level allows any of: `fleet-service/registration`, `fleet-service/detail`.
         */
        get: operations["get_api_v1_service_orders_id"];
        /**
         * Start, complete or cancel a service order
         * @description Staff whose level allows the area `fleet-service/registration`.
         */
        put: operations["put_api_v1_service_orders_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units due a maintenance (90 days or 3,000 km)
         * @description Staff whose level allows any of: `fleet-service/registration`, `fleet-service/detail`.
         */
        get: operations["get_api_v1_service_reminders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff who can be PIC (role=pic)
         * @description Staff whose level allows any of: `borrower/application`, `borrower/approval`, `borrower/kyc`, `borrower/contract`, `borrower/active`, `borrower/detail`, `lender`, `motorcycle/registration`, `motorcycle/active`, `data`, `user-management`.
         */
        get: operations["get_api_v1_staff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/traffic-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * E-toll and ETLE tickets: filters, search, keyset pages
         * @description Staff whose level allows the area `fleet-service/etle`.
         */
        get: operations["get_api_v1_traffic_tickets"];
        put?: never;
        /**
         * Record an e-toll or ETLE ticket
         * @description Staff whose level allows the area `fleet-service/etle`.
         */
        post: operations["post_api_v1_traffic_tickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/traffic-tickets/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import tickets from an xlsx or csv (multipart: file)
         * @description Staff whose level allows the area `fleet-service/etle`.
         */
        post: operations["post_api_v1_traffic_tickets_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/traffic-tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a ticket paid or charged to the borrower
         * @description Staff whose level allows the area `fleet-service/etle`.
         */
        put: operations["put_api_v1_traffic_tickets_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff accounts
         * @description Staff whose level allows the area `user-management`.
         */
        get: operations["get_api_v1_users"];
        put?: never;
        /**
         * Invite a staff member
         * @description Staff whose level allows the area `user-management`.
         */
        post: operations["post_api_v1_users"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One staff account
         * @description Staff whose level allows the area `user-management`.
         */
        get: operations["get_api_v1_users_id"];
        /**
         * Change a staff account's name, level or status
         * @description Staff whose level allows the area `user-management`.
         */
        put: operations["put_api_v1_users_id"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a staff account (its sessions end)
         * @description Staff whose level allows the area `user-management`.
         */
        post: operations["post_api_v1_users_id_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled staff account
         * @description Staff whose level allows the area `user-management`.
         */
        post: operations["post_api_v1_users_id_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/resend-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the activation link again
         * @description Staff whose level allows the area `user-management`.
         */
        post: operations["post_api_v1_users_id_resend_activation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Public.
         */
        get: operations["get_healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (bearer RODA_METRICS_TOKEN, else 404)
         * @description Public.
         */
        get: operations["get_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers
         * @description Public.
         */
        get: operations["get_readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description What a staff member read of a borrower's data, each read logged for the borrower (UU PDP
         *     27/2022, issue 12): the application or loan detail, one stored file of the loan (KTP, KK,
         *     selfie, contract, proof, …), or everything held on the borrower as a zip.
         * @enum {string}
         */
        AccessAction: "view_detail" | "view_document" | "data_export";
        /** @description One read of the borrower's data. */
        AccessEntry: {
            action: components["schemas"]["AccessAction"];
            /** Format: uuid */
            actor_id: string;
            actor_name?: string | null;
            /** Format: date-time */
            at: string;
            /** Format: uuid */
            file_id?: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            loan_id?: string | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        AccessPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["AccessEntry"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /**
         * @description An account of the chart: the role a line posts to. Its code and name are configuration
         *     (`Chart`, with [`Account::default_code`]); the role is what is stored.
         * @enum {string}
         */
        Account: "cash_bank_transfer" | "cash_virtual_account" | "cash_cash" | "cash_e_wallet" | "suspense" | "financing_receivable" | "interest_receivable" | "late_fee_receivable" | "unearned_interest" | "first_payment_deposits" | "borrower_credit" | "interest_income" | "fee_income" | "late_fee_income" | "written_off_receivables" | "recoveries" | "opening_balances";
        /** @description `POST /api/v1/borrowers` body: basic info plus the account password. */
        AccountBody: components["schemas"]["BasicInfoBody"] & {
            password?: string | null;
            password_confirmation?: string | null;
        };
        /**
         * @description A staff account's status (`users.status`): `pending` (invited, no password yet), `active`
         *     or `disabled`.
         * @enum {string}
         */
        AccountStatus: "pending" | "active" | "disabled";
        /** @description An account of the chart: its role (what lines store), its code (configuration) and name. */
        AccountView: {
            account: components["schemas"]["Account"];
            code: string;
            /** @description In the caller's language. */
            name: string;
        };
        /**
         * @description Every action on a loan. The wire names (`allowed_actions`, audit rows) are `snake_case`.
         * @enum {string}
         */
        Action: "edit" | "save" | "verify" | "delete" | "assign_pic" | "assign_partner" | "qualify" | "unqualify" | "schedule_kyc" | "allocate" | "approve" | "reject" | "kyc_schedule" | "kyc_result" | "download_offering_letter" | "schedule_first_payment" | "upload_payment_proof" | "review_payment_proof" | "upload_contract_document" | "upload_contract" | "verify_contract" | "expire" | "activate" | "record_payment" | "reverse_payment" | "waive_late_fee" | "hold_billing" | "restructure" | "deactivate" | "record_recovery" | "reverse_write_off";
        /** @description `POST /api/v1/loans/{loan_id}/activate` body (kept for old clients; it activates nothing). */
        ActivateBody: {
            /** @description Asia/Jakarta date of the motorcycle handover; ignored: the handover gives it. */
            handover_date?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        ActivePage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["ActiveRow"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description One row of the active-borrower list. Rupiah; Asia/Jakarta dates. */
        ActiveRow: {
            /**
             * Format: date
             * @description The handover date.
             */
            activated_on?: string | null;
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** @description What the caller may do with the loan now (`activate`, `hold_billing`, `deactivate`, …). */
            allowed_actions: components["schemas"]["Action"][];
            /** Format: int64 */
            amount_overdue: number;
            /** @description Loan-quality bucket (OJK by default). */
            bucket?: string | null;
            /**
             * Format: int32
             * @description Days past due.
             */
            dpd: number;
            full_name: string;
            hold_billing: boolean;
            inactive_reason?: components["schemas"]["InactiveReason"] | null;
            /** Format: int32 */
            installments_left: number;
            /** Format: int32 */
            installments_total: number;
            /**
             * Format: int64
             * @description Late fees accrued and neither paid nor waived (issue 43 item 1), apart from
             *     `outstanding_amount`: a payoff pays both.
             */
            late_fees_open: number;
            /** Format: uuid */
            lender_id?: string | null;
            lender_name?: string | null;
            loan_id: string;
            /** Format: date */
            next_due_date?: string | null;
            /**
             * Format: int64
             * @description Principal and interest still owed.
             */
            outstanding_amount: number;
            /**
             * Format: int64
             * @description The principal part of `outstanding_amount` (issue 41 item 3).
             */
            outstanding_principal: number;
            /** Format: date-time */
            pending_activation_at?: string | null;
            /** @description The borrower's phone (`+62…`), to call about a payment. */
            phone?: string | null;
            /** Format: uuid */
            program_id: string;
            program_name?: string | null;
            /** Format: int32 */
            version: number;
        };
        /**
         * @description An active borrower (spec §4, DESIGN §5).
         * @enum {string}
         */
        ActiveStatus: "pending_activation" | "normal" | "on_hold" | "late" | "non_performing" | "inactive";
        /** @description `GET /api/v1/active-borrowers/summary`: loans per active status, in scope. */
        ActiveSummary: {
            /** Format: int64 */
            inactive: number;
            /** Format: int64 */
            late: number;
            /** Format: int64 */
            non_performing: number;
            /** Format: int64 */
            normal: number;
            /** Format: int64 */
            on_hold: number;
            /** Format: int64 */
            pending_activation: number;
        };
        /**
         * @description One address with its Kemendagri region codes (idn-area-data): province `31`, city `31.71`,
         *     district `31.71.01`, sub-district `31.71.01.1001`.
         */
        Address: {
            address?: string | null;
            city_code?: string | null;
            district_code?: string | null;
            postcode?: string | null;
            province_code?: string | null;
            sub_district_code?: string | null;
        };
        /** @description `PUT …/address` body. */
        AddressBody: {
            ktp?: components["schemas"]["Address"] | null;
            residential?: components["schemas"]["Address"];
            residential_same_as_ktp?: boolean;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description `POST /api/v1/loan-approvals/allocate` body. */
        AllocateBody: {
            /**
             * Format: uuid
             * @description The lender's funding source to draw on: required when the lender has any (issue 14).
             */
            funding_source_id?: string | null;
            /** Format: uuid */
            lender_id: string;
            /** @description Loan IDs, 1–100. */
            loan_ids: string[];
            /**
             * @description Level 21 only: allocate past the source's limit or outside its dates, for this reason
             *     (audited).
             */
            override_reason?: string | null;
        };
        /** @description What an allocation did. */
        Allocated: {
            allocated: string[];
            /** Format: uuid */
            lender_id: string;
            lender_name: string;
        };
        /**
         * @description One allocation of a loan to a lender, kept as history (issue 9): `withdrawn` when staff
         *     move a still-pending loan to another lender.
         * @enum {string}
         */
        AllocationStatus: "pending" | "approved" | "rejected" | "withdrawn";
        /** @description A lender's allocations per status (count and rupiah of principal). */
        AllocationTotals: {
            approved: components["schemas"]["Amounts"];
            pending: components["schemas"]["Amounts"];
            rejected: components["schemas"]["Amounts"];
        };
        /** @description One allocation of the loan to a lender. */
        AllocationView: {
            /** Format: date-time */
            allocated_at: string;
            allocated_by_name?: string | null;
            /**
             * Format: int64
             * @description Rupiah: the principal when allocated.
             */
            amount: number;
            /** Format: date-time */
            decided_at?: string | null;
            decided_by_name?: string | null;
            /** Format: uuid */
            lender_id: string;
            lender_name?: string | null;
            note?: string | null;
            reason?: string | null;
            status: components["schemas"]["AllocationStatus"];
        };
        /** @description Count and rupiah of one allocation status. */
        Amounts: {
            /**
             * Format: int64
             * @description Rupiah (principal).
             */
            amount: number;
            /** Format: int64 */
            count: number;
        };
        /**
         * @description `GET /api/v1/loan-applications/summary` data, as `storage::repo::loans::Summary` serialises
         *     it (a test checks the two keep the same fields).
         */
        ApplicationCounts: {
            /**
             * Format: int64
             * @description Drafts whose lead is open (new or qualified).
             */
            draft: number;
            /** Format: int64 */
            last_7_days: number;
            /**
             * Format: int64
             * @description Live applications.
             */
            total: number;
            /**
             * Format: int64
             * @description Unqualified leads, counted apart from the drafts.
             */
            unqualified: number;
            /** Format: int64 */
            unverified: number;
            /** Format: int64 */
            verified: number;
        };
        /** @description The application with every step (`GET /api/v1/loan-applications/{loan_id}`). */
        ApplicationDetail: components["schemas"]["ApplicationRow"] & {
            /** @description `{residential, residential_same_as_ktp, ktp}` with region names, or null. */
            address?: Record<string, never> | null;
            /** @description The basic-info step as stored (the fields of `PUT …/basic-info`). */
            basic_info: Record<string, never>;
            customer_id: string;
            dealer?: components["schemas"]["Named"] | null;
            delete_reason?: string | null;
            /** Format: date-time */
            deleted_at?: string | null;
            documents?: Record<string, never> | null;
            /** @description `{kyc_schedule: {scheduled_at, method, note}}`, or null. */
            ekyc_invitation?: Record<string, never> | null;
            /** @description Every file the documents and financial steps refer to. */
            files: components["schemas"]["FileInfo"][];
            /** @description With the computed `average_monthly_income` and `income_per_day` (rupiah). */
            financial?: Record<string, never> | null;
            motorcycle_type?: components["schemas"]["Named"] | null;
            nik_mismatch?: components["schemas"]["ConfirmedNikMismatch"] | null;
            phone: string;
            /** @description Which steps are stored valid, by step name (`basic-info`, …). */
            steps: {
                [key: string]: boolean;
            };
            /** Format: date-time */
            submitted_at?: string | null;
            /** Format: date-time */
            verified_at?: string | null;
            verified_by?: components["schemas"]["Named"] | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        ApplicationPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["ApplicationRow"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description One row of the application list. */
        ApplicationRow: {
            /**
             * @description What the caller may do with the loan now (its state and the caller's level), e.g.
             *     `["edit", "save", "delete", "assign_pic"]`: the web app shows these buttons only.
             */
            allowed_actions: components["schemas"]["Action"][];
            approval_status?: components["schemas"]["ApprovalStatus"] | null;
            /**
             * Format: int64
             * @description Rupiah.
             */
            average_monthly_income?: number | null;
            /** Format: uuid */
            borrower_id: string;
            /**
             * @description What the list shows: the status, or `kyc_scheduled` for an unverified application saved
             *     from the e-KYC invitation step with a schedule.
             */
            display_status: components["schemas"]["DisplayStatus"];
            email: string;
            full_name: string;
            /** Format: date-time */
            kyc_scheduled_at?: string | null;
            lead_status: components["schemas"]["LeadStatus"];
            /** @description Loan ID (`LN-…`), also the identifier in URLs. */
            loan_id: string;
            /**
             * @description The steps not stored valid, in order (`basic-info`, …): what is left to fill. A partner
             *     change drops `basic-info` (the motorcycle type must be chosen again).
             */
            missing_steps: string[];
            partner?: components["schemas"]["Named"] | null;
            pic?: components["schemas"]["Named"] | null;
            program?: components["schemas"]["Named"] | null;
            /** Format: date-time */
            registered_at: string;
            sales_name?: string | null;
            status: components["schemas"]["ApplicationStatus"];
            /** Format: date-time */
            updated_at: string;
            /** Format: int32 */
            version: number;
        };
        /**
         * @description The application stage (spec §4): `draft` → `unverified` (saved with every step valid) →
         *     `verified` (on to approval).
         * @enum {string}
         */
        ApplicationStatus: "draft" | "unverified" | "verified";
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        ApprovalPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["ApprovalRow"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description One row of the approval list. */
        ApprovalRow: {
            /** Format: date-time */
            allocated_at?: string | null;
            /** @description What the caller may do with the loan now (`allocate`, `approve`, `reject`, …). */
            allowed_actions: components["schemas"]["Action"][];
            approval_status?: components["schemas"]["ApprovalStatus"] | null;
            /** Format: uuid */
            borrower_id: string;
            /** Format: date-time */
            decided_at?: string | null;
            full_name: string;
            /** Format: uuid */
            lender_id?: string | null;
            lender_name?: string | null;
            loan_id: string;
            /** Format: uuid */
            motorcycle_type_id: string;
            /** Format: uuid */
            partner_id: string;
            /**
             * Format: int64
             * @description Rupiah.
             */
            principal?: number | null;
            /** Format: uuid */
            program_id: string;
            /** Format: date-time */
            verified_at?: string | null;
            /** Format: int32 */
            version: number;
        };
        /**
         * @description Loan approval (spec §4): a verified loan is `pending` until its lender decides.
         * @enum {string}
         */
        ApprovalStatus: "pending" | "approved" | "rejected";
        /** @description `GET /api/v1/loan-approvals/summary` (issue 41 item 12: each figure says what it counts). */
        ApprovalSummary: {
            /**
             * Format: int64
             * @description Loans approved.
             */
            approved: number;
            /**
             * @description Allocations per lender, not loans: a loan rejected and allocated again counts for each
             *     lender (as `GET /api/v1/lenders/{id}/loans?status=`).
             */
            lenders: components["schemas"]["LenderTotals"][];
            /**
             * Format: int64
             * @description Loans whose approval is pending now (the approval list's `total` with that status).
             */
            pending: number;
            /**
             * Format: int64
             * @description Loans rejected and not allocated again.
             */
            rejected: number;
            /**
             * Format: int64
             * @description Loans pending and not allocated to any lender yet.
             */
            unallocated: number;
        };
        /** @description `POST /api/v1/loans/{loan_id}/approve` body. */
        ApproveBody: {
            note?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description `{pic_id}` or `{partner_id}`, with `loan_ids` for selected rows. */
        AssignBody: {
            loan_ids?: string[] | null;
            /** Format: uuid */
            partner_id?: string | null;
            /** Format: uuid */
            pic_id?: string | null;
            /**
             * Format: int32
             * @description One row only: the `version` last read; a stale one answers 409.
             */
            version?: number | null;
        };
        Assigned: {
            /** @description Loan IDs changed. */
            loan_ids: string[];
        };
        /** @description One change. `before`/`after` hold the changed fields (never secrets). */
        AuditEntry: {
            action: string;
            /**
             * Format: uuid
             * @description `None` for the system (seeding, the daily job) or an anonymous flow (activation).
             */
            actor_id?: string | null;
            actor_name?: string | null;
            after?: Record<string, never> | null;
            /** Format: date-time */
            at: string;
            before?: Record<string, never> | null;
            entity: string;
            entity_id: string;
            /** Format: uuid */
            id: string;
            request_id?: string | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        AuditPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["AuditEntry"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description The basic-info fields (DESIGN §3), shared by the account and the basic-info step. */
        BasicInfoBody: components["schemas"]["PersonalInfo"] & {
            /** Format: uuid */
            dealer_id?: string | null;
            email?: string | null;
            /** Format: uuid */
            motorcycle_type_id?: string | null;
            /** Format: uuid */
            partner_id?: string | null;
            phone?: string | null;
            /** Format: uuid */
            program_id?: string | null;
            sales_name?: string | null;
            /**
             * Format: int32
             * @description The loan's `version` last read (step updates only); a stale one answers 409.
             */
            version?: number | null;
        };
        /**
         * @description What a batch does to every selected row.
         * @enum {string}
         */
        BatchAction: "verify" | "pic" | "partner";
        /** @description `POST /api/v1/loan-applications/batch` body. */
        BatchBody: {
            action?: components["schemas"]["BatchAction"] | null;
            /** @description Loan IDs (`LN-…`), at most 100. */
            loan_ids?: string[];
            /** Format: uuid */
            partner_id?: string | null;
            /** Format: uuid */
            pic_id?: string | null;
        };
        /** @description A row the batch could not move, and why. */
        BatchFailure: {
            code: string;
            loan_id: string;
            /** @description In the caller's language. */
            message: string;
        };
        BatchKycBody: {
            schedules?: components["schemas"]["ScheduleItem"][];
        };
        /** @description `POST /api/v1/loan-applications/batch` answer. */
        BatchResult: {
            failed: components["schemas"]["BatchFailure"][];
            /** @description Loan IDs done. */
            succeeded: string[];
        };
        /** @description `POST /api/v1/kyc/schedule` body: one meeting time for the selected loans. */
        BatchScheduleBody: {
            loan_ids: string[];
            location?: string | null;
            method?: components["schemas"]["KycMethod"] | null;
            note?: string | null;
            scheduled_at?: string | null;
        };
        /** @description `POST /api/v1/batteries` body. */
        BatteryBody: {
            /**
             * Format: double
             * @description Kilowatt-hours.
             */
            capacity_kwh?: number | null;
            /** Format: int64 */
            cycle_count?: number | null;
            model?: string | null;
            serial?: string | null;
            /**
             * Format: double
             * @description Percent, 0–100.
             */
            state_of_health_percent?: number | null;
        };
        /** @description `GET /api/v1/batteries/{id}`. */
        BatteryDetail: components["schemas"]["BatteryView"] & {
            /** @description Newest first, at most 100 (the rest: `GET /api/v1/battery-swaps?battery_id=`). */
            swaps: components["schemas"]["SwapView"][];
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        BatteryPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["BatteryView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description A battery as the lists show it. */
        BatteryView: {
            /**
             * Format: double
             * @description Kilowatt-hours.
             */
            capacity_kwh: number;
            /** Format: date-time */
            created_at: string;
            /** Format: int32 */
            cycle_count: number;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            last_swap_at?: string | null;
            model: string;
            /** Format: uuid */
            motorcycle_id?: string | null;
            plate_number?: string | null;
            serial: string;
            /**
             * Format: int32
             * @description State of charge at the last swap, percent.
             */
            soc_percent?: number | null;
            /**
             * Format: double
             * @description Percent.
             */
            state_of_health_percent: number;
            /**
             * @description A battery's place (issue 11 item 4): in the depot, in a unit, at a swap station, on charge, or retired.
             * @enum {string}
             */
            status: "in_stock" | "installed" | "at_station" | "charging" | "retired";
            /** Format: int32 */
            version: number;
        };
        /** @description One installment row of the normal and all-billing lists. Rupiah; Asia/Jakarta dates. */
        BillingItem: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** @description The loan's actions the caller may take now (`record_payment`, …). */
            allowed_actions: components["schemas"]["Action"][];
            /** Format: int64 */
            amount_due: number;
            /** Format: int64 */
            amount_paid: number;
            bucket?: string | null;
            /** Format: int32 */
            dpd: number;
            /** Format: date */
            due_date: string;
            full_name: string;
            /** Format: uuid */
            installment_id: string;
            /** Format: uuid */
            lender_id?: string | null;
            lender_name?: string | null;
            loan_id: string;
            /** Format: int32 */
            number: number;
            /** Format: uuid */
            program_id: string;
            program_name?: string | null;
            status: components["schemas"]["InstallmentStatus"];
        };
        /** @description A page of installments and, for All billing, the rupiah totals of the whole filter. */
        BillingPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["BillingItem"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
            totals: components["schemas"]["BillingTotals"] | null;
        };
        /** @description Rupiah over the whole filter. */
        BillingTotals: {
            /** Format: int64 */
            amount_due: number;
            /** Format: int64 */
            amount_paid: number;
            /** Format: int64 */
            outstanding: number;
        };
        /**
         * @description The financing receivable's balance beside the portfolio report's outstanding principal
         *     (live active loans), rupiah.
         */
        BookReconciliation: {
            /**
             * Format: int64
             * @description Receivable less outstanding: 0 when the books agree.
             */
            difference: number;
            /** Format: int64 */
            financing_receivable: number;
            /** Format: int64 */
            outstanding_principal: number;
        };
        /**
         * @description One loan-quality bucket: its code, the lowest DPD it takes (it ends where the next begins),
         *     and whether its loans are non performing (counted in the NPL/NPF ratio, status
         *     `non_performing`).
         */
        Bucket: {
            /** @description `[a-z0-9_]`, at most 40 characters, e.g. `kurang_lancar`. */
            code: string;
            /**
             * Format: int64
             * @description Days past due, ≥ 0.
             */
            min_dpd: number;
            non_performing?: boolean;
        };
        /** @description One quality bucket's active loans and rupiah outstanding. */
        BucketCount: {
            /** Format: int64 */
            amount: number;
            bucket: string;
            /** Format: int64 */
            count: number;
            /** Format: int64 */
            max_dpd?: number | null;
            /**
             * Format: int64
             * @description Days past due it starts at and ends at (`None`: no end).
             */
            min_dpd: number;
        };
        /** @description `POST /api/v1/payment-gateway/unmatched/{callback_id}/assign` body. */
        CallbackAssignBody: {
            /** @description The loan to post it to (`LN-0000042`): active, in the caller's scope. */
            loan_id?: string | null;
        };
        /**
         * @description Where a gateway callback stands: `posted` to the loan its number names, `unmatched`
         *     (waiting for staff), or `assigned` by staff to a loan and posted there.
         * @enum {string}
         */
        CallbackStatus: "posted" | "unmatched" | "assigned";
        /** @description A callback as answered. */
        CallbackView: {
            account_number: string;
            /**
             * Format: int64
             * @description Rupiah.
             */
            amount: number;
            /** Format: date-time */
            assigned_at?: string | null;
            assigned_by_name?: string | null;
            bank_code: string;
            /** Format: uuid */
            callback_id: string;
            /** @description The loan it posted to, or the one its number names when it could not post there. */
            loan_id?: string | null;
            /** Format: date-time */
            paid_at: string;
            /**
             * Format: date
             * @description `paid_at`'s Asia/Jakarta day.
             */
            paid_date: string;
            /**
             * Format: uuid
             * @description The payment it posted.
             */
            payment_id?: string | null;
            provider: string;
            provider_payment_id: string;
            reason?: components["schemas"]["UnmatchedReason"] | null;
            /** Format: date-time */
            received_at: string;
            status: components["schemas"]["CallbackStatus"];
        };
        /** @description `POST /api/v1/collections/assign` body. */
        CollectorAssignBody: {
            /**
             * Format: uuid
             * @description A back-office staff member whose level has the late list; `null` unassigns.
             */
            collector_id?: string | null;
            /** @description Loan IDs (`LN-…`), 1 to 500. */
            loan_ids?: string[] | null;
        };
        /** @description How many loans were assigned. */
        CollectorsAssigned: {
            /** Format: int64 */
            assigned: number;
        };
        /**
         * @description How a column's values read.
         * @enum {string}
         */
        ColumnKind: "text" | "count" | "money" | "percent" | "date";
        /** @description A NIK mismatch kept on the application: what differed, who confirmed it and when. */
        ConfirmedNikMismatch: components["schemas"]["NikMismatch"] & {
            /** Format: date-time */
            confirmed_at?: string | null;
            confirmed_by?: components["schemas"]["Named"] | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/contacts` body. */
        ContactBody: {
            /** @description `call`, `whatsapp`, `sms`, `email`, `visit`. */
            channel?: string | null;
            /** @description When (RFC 3339); now when left out; not in the future. */
            contacted_at?: string | null;
            /** @description When to act next (`YYYY-MM-DD`, Asia/Jakarta): today to a month ahead. */
            next_action_date?: string | null;
            /** @description Up to 1,000 characters. */
            note?: string | null;
            /** @description `reached`, `no_answer`, `wrong_number`, `refused`, `promised`, `paid`, `dispute`. */
            outcome?: string | null;
        };
        /**
         * @description How a collector reached (or tried to reach) the borrower.
         * @enum {string}
         */
        ContactChannel: "call" | "whatsapp" | "sms" | "email" | "visit";
        /**
         * @description What came of a contact.
         * @enum {string}
         */
        ContactOutcome: "reached" | "no_answer" | "wrong_number" | "refused" | "promised" | "paid" | "dispute";
        /** @description A contact as answered. */
        ContactView: {
            channel: components["schemas"]["ContactChannel"];
            /** Format: uuid */
            contact_id: string;
            /** Format: date-time */
            contacted_at: string;
            note?: string | null;
            outcome: components["schemas"]["ContactOutcome"];
        };
        /** @description `POST /api/v1/loans/{loan_id}/contract` body. */
        ContractBody: {
            /** @description An uploaded file of kind `contract` (pdf only). */
            file_id?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description The contract stage's other documents. */
        ContractDocumentsView: {
            /** Format: uuid */
            bank_statement_file_id?: string | null;
            /** Format: uuid */
            payment_receipt_file_id?: string | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        ContractPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["ContractRow"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description One row of the contract list. */
        ContractRow: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** @description What the caller may do with the loan now (`schedule_first_payment`, `verify_contract`, …). */
            allowed_actions: components["schemas"]["Action"][];
            /** Format: uuid */
            contract_file_id?: string | null;
            contract_status?: components["schemas"]["ContractStatus"] | null;
            /**
             * Format: int64
             * @description Rupiah.
             */
            first_payment_amount?: number | null;
            /**
             * Format: date
             * @description Asia/Jakarta date.
             */
            first_payment_due?: string | null;
            full_name: string;
            /** Format: date-time */
            kyc_approved_at?: string | null;
            /** Format: uuid */
            lender_id?: string | null;
            lender_name?: string | null;
            loan_id: string;
            ol_status?: components["schemas"]["OfferingLetterStatus"] | null;
            payment_status?: components["schemas"]["PaymentStatus"] | null;
            /** Format: uuid */
            program_id: string;
            /** Format: int32 */
            version: number;
        };
        /**
         * @description The loan contract document (spec §4).
         * @enum {string}
         */
        ContractStatus: "contract_processing" | "contract_verified";
        /** @description `GET /api/v1/loan-contracts/summary`. */
        ContractSummary: {
            /** Format: int64 */
            contract_processing: number;
            /** Format: int64 */
            contract_verified: number;
            /** Format: int64 */
            paid: number;
            /** Format: int64 */
            payment_scheduled: number;
            /**
             * Format: int64
             * @description Loans that completed the stage (pending activation).
             */
            pending_activation: number;
            /**
             * Format: int64
             * @description Payment proofs waiting for verification: the queue's total (`GET /api/v1/payment-proofs`),
             *     counted by its own filter.
             */
            proofs_pending: number;
            /** Format: int64 */
            schedule_expired: number;
        };
        /** @description The contract document. */
        ContractView: {
            /** Format: uuid */
            file_id?: string | null;
            reject_reason?: string | null;
            status?: components["schemas"]["ContractStatus"] | null;
            /** Format: date-time */
            uploaded_at?: string | null;
            /** Format: date-time */
            verified_at?: string | null;
        };
        /** @description A count with its rupiah. */
        CountAmount: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            count: number;
        };
        /** @description A count and its rupiah. */
        CountAmountView: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            count: number;
        };
        CreateUser: {
            email: string;
            full_name: string;
            /**
             * Format: uuid
             * @description One of `lender_id`'s funding sources (issue 14): the account then sees only its loans.
             *     Absent from a manager tied to a source, with its own lender: the manager's source.
             */
            funding_source_id?: string | null;
            /**
             * Format: uuid
             * @description The lender whose staff the account is; `null`: in-house. Absent: in-house, or the
             *     manager's own lender when a funder's manager invites (issue 40 item 3).
             */
            lender_id?: string | null;
            /** Format: int32 */
            level: number;
            /** @description An Indonesian mobile number, stored as `+62…`. */
            phone?: string | null;
            /** @description For the front-office sign-in: up to 64 letters, digits, dots, dashes or underscores. */
            username?: string | null;
        };
        /** @description `POST /api/v1/borrowers` answer. */
        Created: {
            /** Format: uuid */
            borrower_id: string;
            /** @description Customer ID (`CU-…`). */
            customer_id: string;
            /** @description Loan ID of the draft application opened with the account (`LN-…`). */
            loan_id: string;
        };
        /** @description `POST /api/v1/loans/{loan_id}/deactivate` body. */
        DeactivateBody: {
            reason?: string | null;
            /** @description Write the outstanding rupiah off (level 21 only). */
            write_off?: boolean | null;
        };
        /** @description What deactivation did. */
        Deactivated: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            inactive_reason?: components["schemas"]["InactiveReason"] | null;
            loan_id: string;
        };
        Dealer: {
            active: boolean;
            address: string;
            /** @description Kemendagri city/regency code, when known. */
            city_code?: string | null;
            code: string;
            /** Format: uuid */
            id: string;
            /** Format: double */
            latitude: number;
            /** Format: double */
            longitude: number;
            name: string;
            /** @description The dealer's phone (`+62…`), when known. */
            phone?: string | null;
        };
        /** @description A dealer with its distance from the given point, kilometres (null without coordinates). */
        DealerView: components["schemas"]["Dealer"] & {
            /** Format: double */
            distance_km?: number | null;
        };
        /** @description `POST /api/v1/payment-proofs/{proof_id}/reject` body (and optional for accept). */
        DecisionBody: {
            reason?: string | null;
        };
        DeleteBody: {
            reason?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description `POST /api/v1/loan-applications/{loan_id}/delete` data. */
        DeletedApplication: {
            /** @description The loan ID deleted. */
            loan_id: string;
        };
        /**
         * @description What the application list shows of an application ([`super::display_status`]): its
         *     [`ApplicationStatus`], except `kyc_scheduled` for an unverified one saved from the e-KYC
         *     invitation step with a schedule.
         * @enum {string}
         */
        DisplayStatus: "draft" | "unverified" | "kyc_scheduled" | "verified";
        /** @description `POST /api/v1/loans/{loan_id}/documents` body. */
        DocumentBody: {
            /** @description An uploaded file of the same kind (jpg/png/pdf). */
            file_id?: string | null;
            kind?: components["schemas"]["DocumentKind"] | null;
        };
        /**
         * @description `bank_statement` or `payment_receipt`.
         * @enum {string}
         */
        DocumentKind: "bank_statement" | "payment_receipt";
        /** @description The documents step body (DESIGN §3). File fields hold ids returned by `POST /api/v1/files`. */
        Documents: {
            domicile_letter_file_id?: string | null;
            kk_number?: string | null;
            kk_photo_file_id?: string | null;
            ktp_number?: string | null;
            ktp_photo_file_id?: string | null;
            ride_hailing_profile_file_id?: string | null;
            rto_form_file_id?: string | null;
            selfie_file_id?: string | null;
            sim_number?: string | null;
            sim_photo_file_id?: string | null;
            spouse_ktp_number?: string | null;
            spouse_ktp_photo_file_id?: string | null;
        };
        /** @description `PUT …/documents` body. */
        DocumentsBody: components["schemas"]["Documents"] & {
            /**
             * @description The staff member confirms that the NIK may differ from the stated birth date or gender
             *     (the details answered with 422 `nik_mismatch_unconfirmed`); default false.
             */
            nik_mismatch_confirmed?: boolean;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description One business date of the DPD history. */
        DpdPoint: {
            active_status: components["schemas"]["ActiveStatus"];
            bucket?: string | null;
            /** Format: date */
            business_date: string;
            /** Format: int32 */
            dpd: number;
        };
        /** @description `PUT …/ekyc-invitation` body. */
        EkycBody: {
            kyc_schedule?: components["schemas"]["KycScheduleInput"] | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description The emergency contact (spec §3). */
        EmergencyContact: {
            name?: string | null;
            phone?: string | null;
            relation?: components["schemas"]["Relation"] | null;
        };
        /** @description The error envelope: `{code, msg, data: null, errors: [{field, code, message}]}`. */
        ErrorEnvelope: {
            /**
             * Format: int32
             * @description The HTTP status.
             */
            code: number;
            data?: Record<string, never> | null;
            errors?: components["schemas"]["FieldError"][] | null;
            /** @description The first error's text, in the caller's language. */
            msg: string;
        };
        /** @description Another family member's income, optional; its proof is required when given. */
        FamilyIncome: {
            /**
             * Format: int64
             * @description Rupiah.
             */
            amount?: number | null;
            proof_file_id?: string | null;
        };
        /**
         * @description One failed rule: the field (dotted path, null when the request as a whole failed), its
         *     stable code and its text in the caller's language.
         */
        FieldError: {
            code: string;
            field?: string | null;
            message: string;
        };
        /** @description An uploaded file as the detail shows it (download through `GET /api/v1/files/{file_id}`). */
        FileInfo: {
            content_type: string;
            /** Format: uuid */
            file_id: string;
            kind: string;
            /** @description The name it was uploaded with, when it had one. */
            original_name?: string | null;
            /**
             * Format: int64
             * @description Bytes.
             */
            size: number;
        };
        /**
         * @description What a file is for; decides which types it accepts (DESIGN §3).
         * @enum {string}
         */
        FileKind: "ktp_photo" | "selfie" | "kk_photo" | "sim_photo" | "spouse_ktp_photo" | "ride_hailing_profile" | "rto_form" | "contract" | "offering_letter" | "domicile_letter" | "income_history" | "family_income_proof" | "payment_proof" | "bank_statement" | "payment_receipt" | "handover_photo" | "bast" | "service_photo";
        Financial: {
            family_income?: components["schemas"]["FamilyIncome"] | null;
            income_history_file_id?: string | null;
            monthly_incomes?: components["schemas"]["MonthlyIncome"][];
            ride_hailing_app?: components["schemas"]["RideHailingApp"] | null;
            /** Format: int32 */
            service_months?: number | null;
        };
        /** @description `PUT …/financial` body. */
        FinancialBody: components["schemas"]["Financial"] & {
            /** Format: int32 */
            version?: number | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/first-payment-schedule` body. */
        FirstPaymentBody: {
            /** @description Asia/Jakarta date, today or later, within a year. */
            due_date?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description The first payment. */
        FirstPaymentView: {
            /**
             * Format: int64
             * @description Rupiah: the amount due (as `amount_due`, kept for earlier callers).
             */
            amount?: number | null;
            /**
             * Format: int64
             * @description Rupiah due, received (accepted proofs) and still to receive (issue 41 item 1).
             */
            amount_due: number;
            /** Format: int64 */
            amount_received: number;
            /** Format: int64 */
            amount_remaining: number;
            /**
             * Format: date
             * @description Asia/Jakarta date.
             */
            due_date?: string | null;
            /** Format: date-time */
            paid_at?: string | null;
            status?: components["schemas"]["PaymentStatus"] | null;
        };
        ForgotPasswordBody: {
            email: string;
        };
        /**
         * @description How often an installment falls due (spec §3 program type).
         * @enum {string}
         */
        Frequency: "daily" | "weekly" | "monthly";
        /** @description `POST|PUT …/funding-sources` body. */
        FundingSourceBody: {
            /** Format: date */
            available_from?: string | null;
            /** Format: date */
            available_until?: string | null;
            /**
             * Format: int64
             * @description Rupiah, 1 to 10^15.
             */
            limit_amount?: number | null;
            name?: string | null;
            status?: components["schemas"]["FundingSourceStatus"] | null;
            /**
             * Format: int32
             * @description Required on `PUT`.
             */
            version?: number | null;
        };
        /**
         * @description An inactive funding source takes no new allocations.
         * @enum {string}
         */
        FundingSourceStatus: "active" | "inactive";
        /** @description A funding source with what it has drawn. */
        FundingSourceView: {
            /**
             * Format: date
             * @description Asia/Jakarta, inclusive.
             */
            available_from: string;
            /** @description Active and within its dates today (Asia/Jakarta). */
            available_today: boolean;
            /** Format: date */
            available_until?: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            lender_id: string;
            /**
             * Format: int64
             * @description Rupiah: the plafond.
             */
            limit_amount: number;
            name: string;
            /**
             * Format: int64
             * @description Rupiah still free (0 when an override took it past its limit).
             */
            remaining_amount: number;
            /**
             * @description An inactive funding source takes no new allocations.
             * @enum {string}
             */
            status: "active" | "inactive";
            /**
             * Format: int64
             * @description Rupiah held by pending and approved allocations.
             */
            used_amount: number;
            /** Format: int32 */
            version: number;
        };
        /** @enum {string} */
        Gender: "male" | "female";
        /** @description What a handover did. */
        HandedOver: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** @description Installments in the schedule. */
            installments: number;
            loan_id: string;
            /** Format: uuid */
            motorcycle_id: string;
        };
        /**
         * @description What the caller may do with a loan waiting for its unit.
         * @enum {string}
         */
        HandoverAction: "hand_over";
        /** @description `POST /api/v1/loans/{loan_id}/handover` body. */
        HandoverBody: {
            /**
             * Format: uuid
             * @description The signed handover report (`bast`, pdf).
             */
            bast_file_id?: string | null;
            /** @description Batteries installed (in stock), at most 4. */
            battery_ids?: string[];
            /** @description RFC 3339; not in the future, within a year. */
            handed_over_at?: string | null;
            /** Format: uuid */
            motorcycle_id?: string | null;
            /**
             * Format: int64
             * @description Kilometres, 0–2,000,000.
             */
            odometer_km?: number | null;
            /** @description 1–10 photos (`handover_photo`, jpg/png) from `POST /api/v1/files`. */
            photo_file_ids?: string[];
            /**
             * Format: int32
             * @description The loan's version as read.
             */
            version?: number | null;
        };
        /** @description The dealer that hands the motorcycle over. */
        HandoverDealer: {
            address: string;
            /**
             * Format: double
             * @description WGS 84 degrees.
             */
            latitude: number;
            /** Format: double */
            longitude: number;
            name: string;
            phone?: string | null;
        };
        /** @description A handover of the unit. */
        HandoverView: {
            /** Format: uuid */
            bast_file_id: string;
            battery_serials: string[];
            borrower_name?: string | null;
            /**
             * Format: date-time
             * @description When the borrower stopped holding it (repossession), if they did.
             */
            ended_at?: string | null;
            /** Format: date-time */
            handed_over_at: string;
            loan_id?: string | null;
            /** Format: int64 */
            odometer_km: number;
            photo_file_ids: string[];
        };
        /**
         * @description One entry of a loan's collection history. Rupiah; Asia/Jakarta dates. `channel`, `outcome`
         *     for a contact; `amount`, `promised_date`, `status` for a promise; `amount`, `paid_date`,
         *     `reversed` for a payment; `channel`, `message_status` and the text as `note` for a reminder
         *     (`at`: when it was sent).
         */
        HistoryEntry: {
            /** Format: int64 */
            amount?: number | null;
            /** Format: date-time */
            at: string;
            by_name?: string | null;
            channel?: components["schemas"]["ContactChannel"] | null;
            kind: components["schemas"]["HistoryKind"];
            message_status?: components["schemas"]["MessageStatus"] | null;
            note?: string | null;
            outcome?: components["schemas"]["ContactOutcome"] | null;
            /** Format: date */
            paid_date?: string | null;
            /** Format: date */
            promised_date?: string | null;
            reversed?: boolean | null;
            status?: components["schemas"]["PromiseStatus"] | null;
        };
        /**
         * @description What a collection-history entry is.
         * @enum {string}
         */
        HistoryKind: "contact" | "promise" | "payment" | "reminder";
        /** @description `POST /api/v1/loans/{loan_id}/hold-billing` and `PUT …/{hold_id}` body. */
        HoldBody: {
            /** @description Asia/Jakarta, on or after the start, at most 366 days later. */
            end_date?: string | null;
            note?: string | null;
            /** @description `illness`, `accident`, `vehicle_repair`, `natural_disaster`, `platform_suspension`, `other`. */
            reason_code?: string | null;
            /** @description Asia/Jakarta; may be in the past (a backdated hold), not before the handover. */
            start_date?: string | null;
        };
        /**
         * @description Why billing is held (DESIGN §3).
         * @enum {string}
         */
        HoldReason: "illness" | "accident" | "vehicle_repair" | "natural_disaster" | "platform_suspension" | "other";
        /**
         * @description Where a hold-billing period stands on a day ([`Hold::state_on`]): it starts later, holds
         *     that day, or has ended.
         * @enum {string}
         */
        HoldState: "scheduled" | "holding" | "ended";
        /** @description A hold-billing period as answered. */
        HoldView: {
            /** Format: date-time */
            created_at: string;
            created_by_name?: string | null;
            /**
             * Format: int64
             * @description Days held, both ends included.
             */
            days: number;
            /** Format: date */
            end_date: string;
            /** Format: uuid */
            hold_id: string;
            note?: string | null;
            reason_code: components["schemas"]["HoldReason"];
            /** Format: date */
            start_date: string;
            state: components["schemas"]["HoldState"];
            /** Format: date-time */
            updated_at: string;
        };
        /** @description The borrower holding a unit now. */
        Holder: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            borrower_name: string;
            /**
             * Format: int32
             * @description Days past due.
             */
            dpd: number;
            /** Format: date-time */
            handed_over_at?: string | null;
            lender_name?: string | null;
            /** @description Loan ID (`LN-…`). */
            loan_id: string;
        };
        /**
         * @description What staff may do with an import now.
         * @enum {string}
         */
        ImportAction: "commit" | "cancel" | "download_errors";
        /** @description `POST /api/v1/loan-applications/imports` answer. */
        ImportCreated: {
            /** Format: uuid */
            import_id: string;
        };
        /** @description One field of an import row that failed. */
        ImportFieldError: {
            code: string;
            /** @description The column (`plate_number`, `amount`, …). */
            field: string;
            /** @description In the caller's language. */
            message: string;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        ImportPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["ImportView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description An import row that was not recorded. */
        ImportRejected: {
            errors: components["schemas"]["ImportFieldError"][];
            /**
             * Format: int32
             * @description The spreadsheet's row number (2 is the first row below the header).
             */
            row: number;
        };
        /**
         * @description Where an import stands (DESIGN §3): `checking` → `checked` → `importing` → `done`; a
         *     checked import may be `cancelled`; `failed` when the file could not be worked through.
         * @enum {string}
         */
        ImportStatus: "checking" | "checked" | "importing" | "done" | "failed" | "cancelled";
        /** @description An import and where it stands (`GET /api/v1/loan-applications/imports/{import_id}`). */
        ImportView: {
            allowed_actions: components["schemas"]["ImportAction"][];
            /** Format: date-time */
            created_at: string;
            /**
             * @description The errors of the first invalid rows, at most 500 (`errors_capped` says there are more;
             *     `GET …/errors` has them all). Empty in lists.
             */
            errors: components["schemas"]["RowError"][];
            errors_capped: boolean;
            file_name: string;
            /** Format: uuid */
            import_id: string;
            /** Format: int32 */
            rows_checked: number;
            /** Format: int32 */
            rows_created: number;
            /** Format: int32 */
            rows_invalid: number;
            /** Format: int32 */
            rows_total: number;
            /** Format: int32 */
            rows_valid: number;
            status: components["schemas"]["ImportStatus"];
        };
        /**
         * @description Why an active loan became inactive: every installment paid (by itself), deactivated by
         *     staff with nothing outstanding, written off by level 21, or settled early by a payoff
         *     (issue 44 item 1).
         * @enum {string}
         */
        InactiveReason: "paid_off" | "deactivated" | "written_off" | "settled_early";
        /**
         * @description An installment's status (DESIGN §3): `held` is an unpaid one whose due date fell inside a
         *     hold and was moved past it (issue 41 item 12: not the later ones the hold only shifted,
         *     never a paid one, nothing after deactivation); `overdue` one unpaid after its due date
         *     (partly paid or not).
         * @enum {string}
         */
        InstallmentStatus: "due" | "paid" | "partial" | "overdue" | "held";
        /** @description One installment as answered (DESIGN §3). Rupiah; Asia/Jakarta dates. */
        InstallmentView: {
            /** Format: int64 */
            amount_due: number;
            /** Format: int64 */
            amount_paid: number;
            /** Format: date */
            due_date: string;
            /** Format: int64 */
            interest_paid: number;
            /** Format: int64 */
            interest_part: number;
            /**
             * Format: int64
             * @description Its late fee (denda, issue 43 item 1): accrued by the daily job, paid, waived, and still
             *     open.
             */
            late_fee_accrued: number;
            /** Format: int64 */
            late_fee_open: number;
            /** Format: int64 */
            late_fee_paid: number;
            /** Format: int64 */
            late_fee_waived: number;
            /** Format: int32 */
            number: number;
            /**
             * Format: date
             * @description Before hold billing moved it.
             */
            original_due_date: string;
            /** Format: date */
            paid_date?: string | null;
            /**
             * Format: int64
             * @description What was paid of each part: an installment's interest is paid first.
             */
            principal_paid: number;
            /**
             * Format: int64
             * @description The principal and interest parts of `amount_due` (issue 41 item 3).
             */
            principal_part: number;
            status: components["schemas"]["InstallmentStatus"];
        };
        /** @description One run of a job. */
        JobRunView: {
            /**
             * Format: date
             * @description Asia/Jakarta date.
             */
            business_date: string;
            /**
             * Format: date-time
             * @description `None` while it runs.
             */
            ended_at?: string | null;
            job: string;
            /** Format: int64 */
            rows_changed: number;
            /** Format: date-time */
            started_at: string;
        };
        /**
         * @description The money event an entry records.
         * @enum {string}
         */
        JournalEvent: "first_payment" | "activation" | "payment" | "reversal" | "late_fee_accrual" | "late_fee_waiver" | "payoff" | "restructure" | "write_off" | "recovery" | "unmatched" | "opening";
        /** @description One journal line (DESIGN §3): rupiah to the debit or the credit of an account. */
        JournalLineView: {
            account: components["schemas"]["Account"];
            account_code: string;
            account_name: string;
            /** Format: int64 */
            credit: number;
            /** Format: int64 */
            debit: number;
            /**
             * Format: uuid
             * @description Lines of one entry share it; an entry's debits equal its credits.
             */
            entry_id: string;
            event: components["schemas"]["JournalEvent"];
            event_name: string;
            /** Format: uuid */
            line_id: string;
            /** @description The loan ID (`LN-…`); none for a payment still in suspense. */
            loan_id?: string | null;
            /**
             * Format: date
             * @description Asia/Jakarta.
             */
            posted_on: string;
        };
        /** @description A page of journal lines and the rupiah totals of every line the filter matches. */
        JournalPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["JournalLineView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
            /**
             * Format: int64
             * @description Credits of every matching line, rupiah.
             */
            total_credit: number;
            /**
             * Format: int64
             * @description Debits of every matching line, rupiah.
             */
            total_debit: number;
        };
        /** @enum {string} */
        KycMethod: "video_call" | "in_person";
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        KycPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["KycRow"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /**
         * @description `approved` or `rejected`.
         * @enum {string}
         */
        KycResult: "approved" | "rejected";
        /** @description One row of the KYC list. */
        KycRow: {
            /** @description What the caller may do with the loan now (`kyc_schedule`, `kyc_result`, …). */
            allowed_actions: components["schemas"]["Action"][];
            /**
             * Format: date-time
             * @description When the lender approved the loan.
             */
            approved_at?: string | null;
            full_name: string;
            /** Format: date-time */
            kyc_decided_at?: string | null;
            kyc_status?: components["schemas"]["KycStatus"] | null;
            /** Format: uuid */
            lender_id?: string | null;
            lender_name?: string | null;
            loan_id: string;
            location?: string | null;
            method?: string | null;
            note?: string | null;
            ol_status?: components["schemas"]["OfferingLetterStatus"] | null;
            /** Format: uuid */
            program_id: string;
            /** Format: date-time */
            scheduled_at?: string | null;
            /** Format: int32 */
            version: number;
        };
        /** @description `kyc_schedule: {scheduled_at (RFC 3339), method, note}` as received. */
        KycScheduleInput: {
            method?: components["schemas"]["KycMethod"] | null;
            note?: string | null;
            scheduled_at?: string | null;
        };
        /**
         * @description Offering letter and KYC (spec §4).
         * @enum {string}
         */
        KycStatus: "ol_processing" | "kyc_scheduling" | "kyc_scheduled" | "kyc_expired" | "kyc_rejected" | "kyc_approved";
        /** @description `GET /api/v1/kyc/summary`: loans per KYC status. */
        KycSummary: {
            /** Format: int64 */
            kyc_approved: number;
            /** Format: int64 */
            kyc_expired: number;
            /** Format: int64 */
            kyc_rejected: number;
            /** Format: int64 */
            kyc_scheduled: number;
            /** Format: int64 */
            kyc_scheduling: number;
            /** Format: int64 */
            ol_processing: number;
        };
        /** @description The KYC meeting. */
        KycView: {
            /** Format: date-time */
            decided_at?: string | null;
            /** @description The call's link or the meeting place. */
            location?: string | null;
            /** @description `video_call` or `in_person`. */
            method?: string | null;
            note?: string | null;
            reject_reason?: string | null;
            /** Format: date-time */
            scheduled_at?: string | null;
        };
        /** @description A late loan's last contact. */
        LastContact: {
            /** Format: date-time */
            at: string;
            channel: components["schemas"]["ContactChannel"];
            outcome: components["schemas"]["ContactOutcome"];
        };
        /** @description A point, degrees (WGS 84). */
        LatLng: {
            /** Format: double */
            lat: number;
            /** Format: double */
            lng: number;
        };
        /** @description Late loans in one DPD band. */
        LateBucket: {
            /**
             * Format: int64
             * @description Rupiah overdue.
             */
            amount: number;
            /** @description `1_30`, `31_60`, `61_90`, `over_90`. */
            bucket: string;
            /** Format: int64 */
            count: number;
        };
        /** @description A loan's late fees: totals over its installments (rupiah) and its waivers, newest first. */
        LateFeesView: {
            /** Format: int64 */
            accrued: number;
            /** @description `waive_late_fee` when the caller may ask for a waiver now (fees are open). */
            allowed_actions: components["schemas"]["Action"][];
            /**
             * Format: int64
             * @description Accrued and neither paid nor waived.
             */
            open: number;
            /** Format: int64 */
            paid: number;
            /**
             * Format: int64
             * @description Rupiah asked for in waivers still waiting for a decision.
             */
            pending_waivers: number;
            /** Format: int64 */
            waived: number;
            waivers: components["schemas"]["WaiverView"][];
        };
        /** @description One late loan. Rupiah; Asia/Jakarta dates. */
        LateItem: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** @description The loan's actions the caller may take now (`record_payment`, `hold_billing`). */
            allowed_actions: components["schemas"]["Action"][];
            /** Format: int64 */
            amount_overdue: number;
            bucket?: string | null;
            /** Format: int32 */
            dpd: number;
            full_name: string;
            /**
             * Format: int64
             * @description Late fees accrued and neither paid nor waived (issue 43 item 1), apart from
             *     `amount_overdue`.
             */
            late_fees_open: number;
            /** Format: uuid */
            lender_id?: string | null;
            lender_name?: string | null;
            loan_id: string;
            /** Format: date */
            oldest_due_date?: string | null;
            /** Format: int64 */
            outstanding_amount: number;
            /** @description The borrower's phone (`+62…`), to call about the arrears. */
            phone?: string | null;
            /** Format: uuid */
            program_id: string;
            program_name?: string | null;
            unit?: components["schemas"]["LateUnit"] | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        LatePage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["LateItem"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description A late loan's motorcycle and the early warning of issue 11 item 4. */
        LateUnit: {
            /**
             * Format: date-time
             * @description The newest battery swap since the handover (`None`: none).
             */
            last_swap_at?: string | null;
            /** Format: uuid */
            motorcycle_id: string;
            plate_number: string;
            /**
             * @description A swap on or after the oldest unpaid due date (Asia/Jakarta): the borrower is late but
             *     still rides (`domain::assets::swapping_while_late`).
             */
            swapping_while_late: boolean;
        };
        /**
         * @description A lead (DESIGN §5): `new` until qualified or unqualified.
         * @enum {string}
         */
        LeadStatus: "new" | "qualified" | "unqualified";
        /**
         * @description What the caller may do with a lender (the web app shows exactly these).
         * @enum {string}
         */
        LenderAction: "edit" | "add_funding_source" | "allocate";
        /** @description `POST /api/v1/lenders` and `PUT /api/v1/lenders/{lender_id}` body. */
        LenderBody: {
            /** @description 2–20 of `A–Z 0–9 - _` (lower case is raised). */
            code?: string | null;
            contact_email?: string | null;
            contact_phone?: string | null;
            /** @description `bank_channeling`, `multifinance`, `p2p_lending`, `private_investor`. */
            kind?: string | null;
            legal_name?: string | null;
            name?: string | null;
            /**
             * @description `multifinance`, `p2p_lending` or `bank`: the loan-quality regime (issue 41 item 6).
             *     Absent: on create the regime of the kind (bank channeling → bank, P2P lending → P2P
             *     lending, else multifinance); on update the one stored.
             */
            quality_regime?: string | null;
            status?: components["schemas"]["LenderStatus"] | null;
            /**
             * Format: int32
             * @description Required on `PUT`: the `version` last read (409 when stale).
             */
            version?: number | null;
        };
        /** @description `GET /api/v1/lenders/{lender_id}`. */
        LenderDetail: components["schemas"]["LenderView"] & {
            funding_sources: components["schemas"]["FundingSourceView"][];
            stats: components["schemas"]["LenderStats"];
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        LenderLoanPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["LenderLoanRow"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description One allocation on a lender's loan list. */
        LenderLoanRow: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** Format: date-time */
            allocated_at: string;
            /** Format: uuid */
            allocation_id: string;
            /**
             * @description One allocation of a loan to a lender, kept as history (issue 9): `withdrawn` when staff
             *     move a still-pending loan to another lender.
             * @enum {string}
             */
            allocation_status: "pending" | "approved" | "rejected" | "withdrawn";
            /**
             * Format: int64
             * @description Rupiah (principal when allocated).
             */
            amount: number;
            /** Format: date-time */
            decided_at?: string | null;
            /**
             * Format: int32
             * @description Days past due (0 for a `moved` row).
             */
            dpd: number;
            full_name: string;
            /** Format: uuid */
            funding_source_id?: string | null;
            funding_source_name?: string | null;
            /** @description The loan ID. */
            loan_id: string;
            /** @description Level 21's reason when the allocation went past the source's rules. */
            override_reason?: string | null;
            /**
             * @description Where the loan is now: `approval`, `kyc`, `contract` or `active`; `moved` once the loan
             *     was allocated again after this allocation (to another funder, issue 40 item 4): then
             *     `active_status` is empty and `dpd` 0, since where the loan stands is no longer this
             *     allocation's to show; the row keeps this allocation's own status, amount, funding source
             *     and dates.
             */
            stage: components["schemas"]["ShownStage"];
        };
        /** @description A lender's decisions and active book. */
        LenderStats: {
            /**
             * Format: int64
             * @description Loans active now (normal, on hold, late, non performing).
             */
            active_loans: number;
            /**
             * Format: double
             * @description Approved / (approved + rejected), 0–1; `None` before any decision.
             */
            approval_rate?: number | null;
            /**
             * Format: double
             * @description Hours from allocation to decision, on average; `None` before any decision.
             */
            average_decision_hours?: number | null;
            /**
             * Format: int64
             * @description Active loans with days past due.
             */
            late_loans: number;
            /**
             * Format: double
             * @description `late_loans / active_loans`, 0–1; `None` without active loans.
             */
            late_share?: number | null;
            /**
             * Format: int64
             * @description Principal still owed on those loans, rupiah (interest not yet paid left out: issue 41
             *     item 3).
             */
            outstanding_principal: number;
        };
        /**
         * @description An inactive lender takes no new allocations; what it already has stays.
         * @enum {string}
         */
        LenderStatus: "active" | "inactive";
        /** @description One lender's allocations. */
        LenderTotals: {
            approved: components["schemas"]["Amounts"];
            /** Format: uuid */
            lender_id: string;
            name: string;
            pending: components["schemas"]["Amounts"];
            rejected: components["schemas"]["Amounts"];
        };
        /** @description A lender as the list and the detail show it. */
        LenderView: {
            allowed_actions: components["schemas"]["LenderAction"][];
            code: string;
            contact_email?: string | null;
            contact_phone?: string | null;
            /**
             * @description Whether an active staff account of it may decide its allocations (a level with the loan
             *     approval area); without, an allocation to it waits for nobody (issue 41 item 13).
             */
            has_deciders: boolean;
            /** Format: uuid */
            id: string;
            /**
             * @description What kind of funder a lender is.
             * @enum {string}
             */
            kind: "bank_channeling" | "multifinance" | "p2p_lending" | "private_investor";
            legal_name?: string | null;
            name: string;
            /** @description The loan-quality regime its loans are classed by (issue 41 item 6, DESIGN §5). */
            quality_regime: "multifinance" | "p2p_lending" | "bank";
            /**
             * Format: int64
             * @description Staff accounts (not disabled) tied to it.
             */
            staff_count: number;
            /**
             * @description An inactive lender takes no new allocations; what it already has stays.
             * @enum {string}
             */
            status: "active" | "inactive";
            totals: components["schemas"]["AllocationTotals"];
            /** Format: int32 */
            version: number;
        };
        /** @description The whole loan (DESIGN §3 "Loan"). */
        LoanDetail: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** Format: date-time */
            allocated_at?: string | null;
            allocations: components["schemas"]["AllocationView"][];
            /** @description What the caller may do with the loan now (empty for a `moved` loan). */
            allowed_actions: components["schemas"]["Action"][];
            application_status: components["schemas"]["ApplicationStatus"];
            approval_status?: components["schemas"]["ApprovalStatus"] | null;
            /** Format: uuid */
            borrower_id: string;
            /**
             * Format: date
             * @description The Asia/Jakarta day from which the motorcycle's ownership papers (BPKB) are due back to
             *     the borrower: set when the loan is paid off or settled early (issue 44 item 1).
             */
            bpkb_release_due_on?: string | null;
            contract: components["schemas"]["ContractView"];
            contract_status?: components["schemas"]["ContractStatus"] | null;
            documents: components["schemas"]["ContractDocumentsView"];
            email: string;
            first_payment: components["schemas"]["FirstPaymentView"];
            full_name: string;
            inactive_reason?: components["schemas"]["InactiveReason"] | null;
            kyc: components["schemas"]["KycView"];
            kyc_status?: components["schemas"]["KycStatus"] | null;
            lead_status: components["schemas"]["LeadStatus"];
            /** Format: uuid */
            lender_id?: string | null;
            lender_name?: string | null;
            loan_id: string;
            /** Format: uuid */
            motorcycle_type_id: string;
            offering_letter: components["schemas"]["OfferingLetterView"];
            ol_status?: components["schemas"]["OfferingLetterStatus"] | null;
            /** Format: uuid */
            partner_id: string;
            payment_status?: components["schemas"]["PaymentStatus"] | null;
            /** Format: date-time */
            pending_activation_at?: string | null;
            /** Format: uuid */
            program_id: string;
            /** Format: int32 */
            restructure_count: number;
            /**
             * Format: date
             * @description The effective date of the loan's last approved restructuring (issue 44 item 2), and how
             *     many it had: the regulator's reports flag restructured loans.
             */
            restructured_on?: string | null;
            /**
             * @description `lead`, `application`, `approval`, `kyc`, `contract`, `active`, `closed`; `moved` for a
             *     lender's staff when the loan moved to another funder after their lender had it (issue 40
             *     item 4: then only the application, their own allocations and the timeline up to the move
             *     are filled in).
             */
            stage: components["schemas"]["ShownStage"];
            terms?: components["schemas"]["TermsView"] | null;
            timeline: components["schemas"]["TimelineEntry"][];
            /** Format: date-time */
            verified_at?: string | null;
            /** Format: int32 */
            version: number;
            virtual_account?: components["schemas"]["VirtualAccountView"] | null;
        };
        LoginAdminBody: {
            /** @description The login response data. */
            user: components["schemas"]["LoginData"];
        };
        LoginBody: {
            email: string;
            password: string;
        };
        /** @description Login response data (spec §3): `level` is the sealed level, never a number. */
        LoginData: {
            level: string;
            refresh_token: string;
            token: string;
        };
        LoginFoBody: {
            password: string;
            username: string;
        };
        /** @enum {string} */
        MaritalStatus: "married" | "single" | "divorce";
        /** @description `GET /api/v1/me` data. */
        Me: {
            /** @description The `/app/<area>` suffixes this level may open, in menu order. */
            areas: string[];
            email: string;
            full_name: string;
            /** @description The funding source this staff member is tied to, else the lender's seeded label. */
            funding_source?: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            lender_id?: string | null;
            lender_name?: string | null;
            /**
             * Format: int32
             * @description Numeric level (spec §6).
             */
            level: number;
            /**
             * @description Whether the maps service is configured (`RODA_MAPS_URL`): the dealer step then geocodes
             *     the residential address (`GET /api/v1/geocode`) and lists the dealers within 5 km.
             */
            maps_enabled: boolean;
        };
        /**
         * @description How a reminder reaches the borrower.
         * @enum {string}
         */
        MessageChannel: "whatsapp" | "sms" | "email";
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        MessagePage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["MessageView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /**
         * @description Where a message stands: `queued` until its provider took it (`sent`), or it was given up
         *     (`failed`: a provider's refusal, too many attempts, or the loan no longer to be reminded);
         *     `delivered` once the provider reported it reached the phone.
         * @enum {string}
         */
        MessageStatus: "queued" | "sent" | "failed" | "delivered";
        /** @description A reminder message. */
        MessageView: {
            /**
             * Format: int32
             * @description Attempts made at the provider.
             */
            attempts: number;
            body: string;
            channel: components["schemas"]["MessageChannel"];
            /** Format: date-time */
            delivered_at?: string | null;
            /**
             * @description Why the last attempt failed, or why it was given up (`loan_on_hold`, `loan_not_repaying`,
             *     `installment_paid`, or the provider's status and words).
             */
            error?: string | null;
            /** Format: int32 */
            installment_number: number;
            loan_id?: string | null;
            /** Format: uuid */
            message_id: string;
            /**
             * Format: int32
             * @description The rule's days from the due date when it was queued.
             */
            offset_days: number;
            /** @description The provider's id of the sent message (`wamid.…`). */
            provider_message_id?: string | null;
            /** Format: date-time */
            queued_at: string;
            /** @description A phone (`+62…`) or an e-mail address. */
            recipient: string;
            /**
             * Format: date-time
             * @description When it is (next) sent, while queued: inside 08:00–20:00 in the borrower's zone, after the
             *     backoff of a failed attempt.
             */
            send_after: string;
            /** Format: date-time */
            sent_at?: string | null;
            status: components["schemas"]["MessageStatus"];
        };
        /** @description One month's ride-hailing income. */
        MonthlyIncome: {
            /**
             * Format: int64
             * @description Rupiah.
             */
            amount?: number | null;
            /**
             * Format: int32
             * @description 1–12.
             */
            month: number;
            /** Format: int32 */
            year: number;
        };
        /**
         * @description What the caller may do with a unit (the web app shows exactly these).
         * @enum {string}
         */
        MotorcycleAction: "change_status";
        /** @description `POST /api/v1/motorcycles` body. */
        MotorcycleBody: {
            bpkb_number?: string | null;
            colour?: string | null;
            /** Format: uuid */
            dealer_id?: string | null;
            engine_number?: string | null;
            /** @description VIN, 17 characters. */
            frame_number?: string | null;
            /** Format: uuid */
            motorcycle_type_id?: string | null;
            plate_number?: string | null;
            /**
             * Format: int64
             * @description Rupiah.
             */
            purchase_price?: number | null;
            /** @description `YYYY-MM-DD`. */
            stnk_expires_on?: string | null;
            stnk_number?: string | null;
            /** Format: int64 */
            year?: number | null;
        };
        /** @description `GET /api/v1/motorcycles/{id}`. */
        MotorcycleDetail: components["schemas"]["MotorcycleView"] & {
            batteries: components["schemas"]["BatteryView"][];
            handovers: components["schemas"]["HandoverView"][];
            /** @description Newest first, at most 200 events. */
            timeline: components["schemas"]["TimelineEvent"][];
        };
        /** @description The import form (`multipart/form-data`). */
        MotorcycleImportForm: {
            /**
             * Format: binary
             * @description An `.xlsx` (first sheet, as the template) or `.csv` (UTF-8, comma or semicolon) with a
             *     header row naming the columns; at most 10 MiB and 5,000 rows.
             */
            file: string;
        };
        /** @description `POST /api/v1/motorcycles/import` answer. */
        MotorcycleImportResult: {
            /**
             * Format: int64
             * @description Units registered now, in stock.
             */
            created: number;
            /**
             * Format: int64
             * @description Rows whose plate and frame number are registered together already.
             */
            duplicates: number;
            rejected: components["schemas"]["ImportRejected"][];
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        MotorcyclePage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["MotorcycleView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /**
         * @description A motorcycle's life (issue 11 item 1). `handed_over` is reached only by a handover.
         * @enum {string}
         */
        MotorcycleStatus: "in_stock" | "reserved" | "handed_over" | "in_service" | "repossessed" | "sold" | "written_off";
        MotorcycleType: {
            active: boolean;
            code: string;
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The Indonesian name; `None`: the same as `name`. The API answers `name` in the caller's
             *     language ([`Self::localize`]).
             */
            name_id?: string | null;
            /** Format: uuid */
            partner_id: string;
            /** @description `electric` or `ice`. */
            powertrain: string;
            /** Format: int64 */
            price_rupiah: number;
        };
        /** @description A unit as the lists show it. */
        MotorcycleView: {
            allowed_actions: components["schemas"]["MotorcycleAction"][];
            battery_serials: string[];
            bpkb_number?: string | null;
            colour: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            dealer_id: string;
            dealer_name?: string | null;
            engine_number: string;
            frame_number: string;
            holder?: components["schemas"]["Holder"] | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            motorcycle_type_id: string;
            motorcycle_type_name?: string | null;
            /**
             * Format: int64
             * @description Kilometres, last known.
             */
            odometer_km?: number | null;
            /** @description `B 1234 XYZ`. */
            plate_number: string;
            /**
             * Format: int64
             * @description Rupiah.
             */
            purchase_price: number;
            /**
             * @description A motorcycle's life (issue 11 item 1). `handed_over` is reached only by a handover.
             * @enum {string}
             */
            status: "in_stock" | "reserved" | "handed_over" | "in_service" | "repossessed" | "sold" | "written_off";
            /** @description The statuses `change_status` may move it to. */
            status_moves: components["schemas"]["MotorcycleStatus"][];
            /**
             * Format: date
             * @description Asia/Jakarta.
             */
            stnk_expires_on?: string | null;
            stnk_number?: string | null;
            stnk_warning?: ("expiring" | "expired") | null;
            /** Format: int32 */
            version: number;
            /** Format: int32 */
            year: number;
        };
        /** @description A chosen reference row. */
        Named: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        /**
         * @description How a NIK differs from the stated birth date and gender (both as the borrower's basic-info
         *     step holds them): shown to the staff member, who confirms it; kept on the application
         *     (`loans.nik_mismatch`, migration m0041) and shown at verification.
         */
        NikMismatch: {
            /**
             * Format: date
             * @description The birth date the borrower stated.
             */
            birth_date: string;
            birth_date_differs: boolean;
            /** @description The gender the borrower stated. */
            gender: components["schemas"]["Gender"];
            gender_differs: boolean;
            /**
             * Format: date
             * @description The birth date digits 7–12 encode, in the century that makes the person 17 to 100 years
             *     old (the stated date when only the gender differs).
             */
            nik_birth_date: string;
            /** @description The gender digits 7–8 encode (`female` when the day is over 40). */
            nik_gender: components["schemas"]["Gender"];
        };
        /**
         * @description The offering letter of the contract stage (spec §4): downloaded, or not needed by the
         *     program.
         * @enum {string}
         */
        OfferingLetterStatus: "ol_processing" | "ol_downloaded" | "not_needed";
        /** @description The offering letter. */
        OfferingLetterView: {
            /** Format: date-time */
            downloaded_at?: string | null;
            status?: components["schemas"]["OfferingLetterStatus"] | null;
        };
        /**
         * @description The provinces and cities where the lender works. A province listed without any of its
         *     cities means the whole province.
         */
        OperationalArea: {
            city_codes: string[];
            province_codes: string[];
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        PaidPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["PaidRow"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description One loan whose first payment is paid. */
        PaidRow: {
            /**
             * Format: int64
             * @description Rupiah.
             */
            amount?: number | null;
            email: string;
            full_name: string;
            loan_id: string;
            /**
             * Format: date
             * @description Asia/Jakarta date of the transfer (the accepted proof's).
             */
            paid_date?: string | null;
            reference?: string | null;
        };
        /**
         * @description One part of a payment: rupiah paid toward installment `number`, of which `interest` went to
         *     its interest, `principal` to its principal (issue 41 item 3) and `late_fee` to its late fee
         *     (issue 43 item 1); the three add up to `amount`.
         */
        Part: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            interest?: number;
            /** Format: int64 */
            late_fee?: number;
            /** Format: int32 */
            number: number;
            /** Format: int64 */
            principal?: number;
        };
        Partner: {
            active: boolean;
            code: string;
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The Indonesian name; `None`: the same as `name`. The API answers `name` in the caller's
             *     language ([`Self::localize`]).
             */
            name_id?: string | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/payments` body. */
        PaymentBody: {
            /**
             * Format: int64
             * @description Rupiah, 1 to 10,000,000,000.
             */
            amount?: number | null;
            /** @description `bank_transfer`, `virtual_account`, `cash`, `e_wallet`. */
            method?: string | null;
            /** @description Asia/Jakarta; not in the future, not before the handover. */
            paid_date?: string | null;
            /** @description An uploaded file of kind `payment_receipt` (optional). */
            proof_file_id?: string | null;
            /** @description The transfer or receipt reference (up to 100 characters). */
            reference?: string | null;
        };
        /** @description What a payment paid. */
        PaymentCreated: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** @description Installments paid, oldest first, each split into principal and interest. */
            allocations: components["schemas"]["Part"][];
            /**
             * Format: int64
             * @description Rupiah left after the last installment.
             */
            credit: number;
            /** Format: int64 */
            interest_amount: number;
            /** Format: int64 */
            late_fee_amount: number;
            /** Format: uuid */
            payment_id: string;
            /**
             * Format: int64
             * @description What it paid of principal and of interest (issue 41 item 3), and of late fees (issue 43
             *     item 1).
             */
            principal_amount: number;
        };
        /**
         * @description How a payment reached the lender (DESIGN §3); `cash` is cash at the dealer.
         * @enum {string}
         */
        PaymentMethod: "bank_transfer" | "virtual_account" | "cash" | "e_wallet";
        /**
         * @description First payment of the contract stage (spec §4).
         * @enum {string}
         */
        PaymentStatus: "payment_scheduled" | "paid" | "schedule_expired";
        /** @description A payment as answered. */
        PaymentView: {
            /** @description The installments it paid, oldest first, each split into principal and interest. */
            allocations: components["schemas"]["Part"][];
            /** @description `reverse_payment` when the caller may reverse it now. */
            allowed_actions: components["schemas"]["Action"][];
            /** Format: int64 */
            amount: number;
            /**
             * Format: int64
             * @description Rupiah left after the last installment.
             */
            credit: number;
            /** Format: int64 */
            interest_amount: number;
            /**
             * Format: int64
             * @description What it paid of late fees (issue 43 item 1).
             */
            late_fee_amount: number;
            loan_id: string;
            method: components["schemas"]["PaymentMethod"];
            /** Format: date */
            paid_date: string;
            /** Format: uuid */
            payment_id: string;
            /**
             * Format: int64
             * @description What it paid of principal and of interest over its parts (they add up to `amount` less
             *     `credit`).
             */
            principal_amount: number;
            /** Format: uuid */
            proof_file_id?: string | null;
            /** Format: date-time */
            recorded_at: string;
            recorded_by_name?: string | null;
            reference: string;
            reversal_reason?: string | null;
            /** Format: date-time */
            reversed_at?: string | null;
            reversed_by_name?: string | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/payoff` body. */
        PayoffBody: {
            /**
             * Format: int64
             * @description Rupiah, 1 to 10,000,000,000, at least the quote's total (the rest is the loan's credit).
             */
            amount?: number | null;
            /** @description `bank_transfer`, `virtual_account`, `cash`, `e_wallet`. */
            method?: string | null;
            /**
             * @description Asia/Jakarta; not in the future, not before the handover. The quote of this day is what
             *     must be paid.
             */
            paid_date?: string | null;
            /** @description The transfer or receipt reference (up to 100 characters). */
            reference?: string | null;
        };
        /** @description What a payoff did. */
        PayoffDone: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            /** @description The installments it paid, each split into principal, interest and late fee. */
            allocations: components["schemas"]["Part"][];
            /** Format: int64 */
            amount: number;
            /**
             * Format: date
             * @description The day from which the BPKB is due back to the borrower.
             */
            bpkb_release_due_on?: string | null;
            /**
             * Format: int64
             * @description Rupiah paid beyond the quote's total: the loan's credit.
             */
            credit: number;
            inactive_reason?: components["schemas"]["InactiveReason"] | null;
            loan_id: string;
            /** Format: date */
            paid_date: string;
            /** Format: uuid */
            payment_id: string;
            /** @description The quote of `paid_date` it settled. */
            quote: components["schemas"]["PayoffQuoteView"];
        };
        /**
         * @description A payoff quote (DESIGN §3). Rupiah; Asia/Jakarta days. The rule is
         *     `domain::repayment::payoff`'s: interest of installments due up to `date` is due, the rest
         *     rebated; the fee is the loan's early settlement rate of the outstanding principal, rounded
         *     half up to the rupiah.
         */
        PayoffQuoteView: {
            /** Format: date */
            date: string;
            /** Format: int64 */
            early_settlement_fee: number;
            /**
             * Format: int64
             * @description Basis points of the outstanding principal the fee is.
             */
            early_settlement_fee_bp: number;
            /** Format: int64 */
            interest_due: number;
            /**
             * Format: int64
             * @description Interest of installments due after `date`: not charged, not in `total`.
             */
            interest_rebate: number;
            /**
             * Format: int64
             * @description Late fees accrued and still open.
             */
            late_fees: number;
            /** Format: int64 */
            outstanding_principal: number;
            /**
             * Format: int64
             * @description principal + interest due + late fees + fee: what settles the loan.
             */
            total: number;
            /**
             * Format: date
             * @description The last day the quote holds.
             */
            valid_until: string;
        };
        /** @description A loan waiting for its motorcycle. */
        PendingHandover: {
            allowed_actions: components["schemas"]["HandoverAction"][];
            borrower_name: string;
            lender_name?: string | null;
            /** @description Loan ID (`LN-…`). */
            loan_id: string;
            /** Format: uuid */
            motorcycle_type_id: string;
            motorcycle_type_name?: string | null;
            phone?: string | null;
            program_name?: string | null;
            /**
             * Format: int64
             * @description In-stock units of its type.
             */
            units_in_stock: number;
            /**
             * Format: date-time
             * @description When the contract stage completed.
             */
            updated_at: string;
            /** Format: int32 */
            version: number;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        PendingPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["PendingHandover"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /**
         * @description The personal fields of the account and of the basic-info step, as received. Fields are
         *     optional so that every missing one is reported, not just the first.
         */
        PersonalInfo: {
            /**
             * Format: date
             * @description `YYYY-MM-DD`.
             */
            birth_date?: string | null;
            birth_place?: string | null;
            emergency_contact?: components["schemas"]["EmergencyContact"];
            full_name?: string | null;
            gender?: components["schemas"]["Gender"] | null;
            marital_status?: components["schemas"]["MaritalStatus"] | null;
            mother_name?: string | null;
            spouse_name?: string | null;
        };
        /** @description `POST /api/v1/programs/preview` body: the terms being edited and a vehicle price. */
        PreviewBody: components["schemas"]["ProgramDraft"] & {
            /**
             * Format: int64
             * @description The sample vehicle price, rupiah, 1 to 10,000,000,000; default 100,000,000 (the price
             *     every program's `effective_rate_bp` is quoted at).
             */
            price?: number | null;
        };
        Program: {
            active: boolean;
            /**
             * Format: int64
             * @description Rupiah, paid with the first payment.
             */
            admin_fee: number;
            code: string;
            /**
             * Format: int64
             * @description Down payment, basis points of the vehicle price (1000 = 10 %).
             */
            down_payment_bp: number;
            /**
             * Format: int64
             * @description Fee to settle early: basis points of the outstanding principal.
             */
            early_settlement_fee_bp: number;
            /**
             * Format: int32
             * @description Days after KYC approval the first payment falls due.
             */
            first_payment_days: number;
            /**
             * Format: int64
             * @description Flat interest, basis points a year (1800 = 18 %).
             */
            flat_rate_bp: number;
            /** Format: uuid */
            id: string;
            installment_frequency: components["schemas"]["Frequency"];
            kind: components["schemas"]["ProgramKind"];
            /**
             * Format: int64
             * @description Late fee (denda): basis points of the overdue amount per day past the grace (m0038).
             */
            late_fee_bp_per_day: number;
            /**
             * Format: int64
             * @description The late fee of one installment is at most this many basis points of the installment.
             */
            late_fee_cap_bp: number;
            /**
             * Format: int32
             * @description Days after a due date before the late fee starts.
             */
            late_fee_grace_days: number;
            name: string;
            /**
             * @description The Indonesian name; `None`: the same as `name`. The API answers `name` in the caller's
             *     language ([`Self::localize`]).
             */
            name_id?: string | null;
            /** @description Whether the program issues an offering letter (otherwise "No offering letter needed"). */
            needs_offering_letter: boolean;
            /**
             * Format: int32
             * @description Number of installments.
             */
            tenure_count: number;
            /**
             * Format: int32
             * @description Optimistic-lock version: a write with a stale one is 409.
             */
            version: number;
        };
        /**
         * @description `POST /api/v1/programs` and `PUT /api/v1/programs/{program_id}` body: every field of the
         *     program ([`ProgramDraft`]) and, on `PUT`, the `version` last read.
         */
        ProgramBody: components["schemas"]["ProgramDraft"] & {
            /**
             * Format: int32
             * @description Required on `PUT`: the `version` last read (409 `conflict` when stale).
             */
            version?: number | null;
        };
        /**
         * @description A program as entered (`POST /api/v1/programs`, `PUT …/{program_id}`, `POST …/preview`).
         *     Every field is optional here so that a missing one is a field error, not an unreadable body.
         */
        ProgramDraft: {
            /** @description Whether it takes new applications; default `true`. `false` retires it. */
            active?: boolean | null;
            /**
             * Format: int64
             * @description Administration fee paid with the first payment, rupiah, 0–10,000,000,000.
             */
            admin_fee?: number | null;
            /** @description 2–32 of `A–Z 0–9 -`, starting with a letter or digit; lower case is raised. */
            code?: string | null;
            /**
             * Format: int64
             * @description Down payment, basis points of the vehicle price, 0–9999.
             */
            down_payment_bp?: number | null;
            /**
             * Format: int64
             * @description Fee to settle early, basis points of the outstanding principal, 0–10000.
             */
            early_settlement_fee_bp?: number | null;
            /**
             * Format: int32
             * @description Days after KYC approval the first payment falls due, 0–365.
             */
            first_payment_days?: number | null;
            /**
             * Format: int64
             * @description Flat interest, basis points a year, 0–10000.
             */
            flat_rate_bp?: number | null;
            /** @description `daily`, `weekly` or `monthly`. */
            installment_frequency?: string | null;
            /** @description `loan` or `rent_to_own`. */
            kind?: string | null;
            /**
             * Format: int64
             * @description Late fee, basis points of the overdue amount per day past the grace, 0–10000.
             */
            late_fee_bp_per_day?: number | null;
            /**
             * Format: int64
             * @description Cap on one installment's late fee, basis points of the installment, 0–10000.
             */
            late_fee_cap_bp?: number | null;
            /**
             * Format: int32
             * @description Days after a due date before the late fee starts, 0–365.
             */
            late_fee_grace_days?: number | null;
            /** @description English name, 2–120 characters. */
            name?: string | null;
            /** @description Indonesian name, 2–120 characters; empty: the English one. */
            name_id?: string | null;
            /** @description Whether loans under it get an offering letter; default `false`. */
            needs_offering_letter?: boolean | null;
            /**
             * Format: int32
             * @description Number of installments, 1–3650, at most ten years of the frequency.
             */
            tenure_count?: number | null;
        };
        /**
         * @description What a program finances: a loan, or rent-to-own (the borrower owns the unit at the end).
         * @enum {string}
         */
        ProgramKind: "loan" | "rent_to_own";
        /** @description What terms being edited come to, unsaved: the effective rate and one loan at `price`. */
        ProgramPreview: {
            /**
             * Format: int64
             * @description Rupiah, at `price`: the down payment, what is financed, every installment but the last,
             *     the last one, principal plus flat interest, and the first payment (down payment + fee).
             */
            down_payment: number;
            /**
             * Format: int64
             * @description Effective annual rate, basis points (as [`ProgramView::effective_rate_bp`]), quoted at
             *     Rp 100,000,000 so that it matches the saved program's.
             */
            effective_rate_bp?: number | null;
            /** Format: double */
            effective_rate_percent?: number | null;
            /** Format: int64 */
            first_payment_amount: number;
            /** Format: int64 */
            installment_amount: number;
            /** Format: int64 */
            last_installment_amount: number;
            /**
             * Format: int64
             * @description The sample price, rupiah.
             */
            price: number;
            /** Format: int64 */
            principal: number;
            /** Format: int64 */
            total_payable: number;
        };
        /** @description A program as answered: its row and the effective rate its terms disclose (issue 41 item 4). */
        ProgramView: components["schemas"]["Program"] & {
            /**
             * Format: int64
             * @description The effective annual rate of the program's terms, basis points (DESIGN §3): the nominal
             *     annual IRR of a loan's cash flows, for a vehicle of [`RATE_PRICE`] rupiah (the rounding of
             *     installments to Rp 100 moves it by a basis point or so at other prices; each loan's own
             *     terms carry its exact rate). `None` when the program cannot make terms.
             */
            effective_rate_bp?: number | null;
            /** Format: double */
            effective_rate_percent?: number | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/promises` body. */
        PromiseBody: {
            /**
             * Format: int64
             * @description Rupiah, 1 to 10,000,000,000.
             */
            amount?: number | null;
            /** @description Up to 1,000 characters. */
            note?: string | null;
            /** @description `YYYY-MM-DD` (Asia/Jakarta): today to a month ahead. */
            promised_date?: string | null;
        };
        /**
         * @description Where a promise to pay stands: open until its date, kept once the payments since it was
         *     made reach its amount by its date, broken otherwise.
         * @enum {string}
         */
        PromiseStatus: "open" | "kept" | "broken";
        /** @description A late loan's latest promise. Rupiah; Asia/Jakarta date. */
        PromiseSummary: {
            /** Format: int64 */
            amount: number;
            /** Format: uuid */
            promise_id: string;
            /** Format: date */
            promised_date: string;
            status: components["schemas"]["PromiseStatus"];
        };
        /** @description A promise to pay as answered. Rupiah; Asia/Jakarta dates. */
        PromiseView: {
            /** Format: int64 */
            amount: number;
            /** Format: date-time */
            created_at: string;
            note?: string | null;
            /**
             * Format: int64
             * @description Rupiah paid since it was made, up to its date (once the daily job decided it).
             */
            paid_since: number;
            /** Format: uuid */
            promise_id: string;
            /** Format: date */
            promised_date: string;
            status: components["schemas"]["PromiseStatus"];
        };
        /** @description `POST /api/v1/loans/{loan_id}/payment-proofs` body. */
        ProofBody: {
            /**
             * Format: int64
             * @description Rupiah, above 0.
             */
            amount?: number | null;
            /** @description An uploaded file of kind `payment_proof` (jpg/png/pdf ≤ 2 MiB). */
            file_id?: string | null;
            /** @description Asia/Jakarta date of the transfer, not in the future. */
            paid_date?: string | null;
            /** @description The transfer reference. */
            reference?: string | null;
        };
        /** @description An uploaded proof. */
        ProofCreated: {
            /**
             * @description A loan out of the caller's scope (another funder's) shares them too; it is not named
             *     (issue 40 item 4).
             */
            duplicate_elsewhere: boolean;
            /** @description Loan IDs in the caller's scope whose proofs share the file bytes or the transfer reference. */
            possible_duplicate_of: string[];
            /** Format: uuid */
            proof_id: string;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        ProofPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["ProofView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /**
         * @description A first-payment proof awaiting verification (issue 9 item 5).
         * @enum {string}
         */
        ProofStatus: "pending" | "accepted" | "rejected";
        /** @description A payment proof as listed. */
        ProofView: {
            /** @description `review_payment_proof` when the caller may accept or reject it now. */
            allowed_actions: components["schemas"]["Action"][];
            /**
             * Format: int64
             * @description Rupiah.
             */
            amount: number;
            /**
             * @description Whether this proof's amount covers what is still to receive (accepting a proof that does
             *     not leaves the first payment open).
             */
            covers_remaining: boolean;
            /** Format: date-time */
            created_at: string;
            created_by_name?: string | null;
            /** Format: date-time */
            decided_at?: string | null;
            decided_by_name?: string | null;
            /**
             * @description A loan out of the caller's scope (another funder's) shares them too; it is not named
             *     (issue 40 item 4).
             */
            duplicate_elsewhere: boolean;
            /** Format: uuid */
            file_id: string;
            /**
             * Format: int64
             * @description The loan's first payment as it stands now, rupiah: due, received (accepted proofs) and
             *     still to receive (issue 41 item 1).
             */
            first_payment_amount_due: number;
            /** Format: int64 */
            first_payment_amount_received: number;
            /** Format: int64 */
            first_payment_amount_remaining: number;
            full_name: string;
            loan_id: string;
            /** Format: date */
            paid_date: string;
            /** @description Loan IDs in the caller's scope whose proofs share the file bytes or the transfer reference. */
            possible_duplicate_of: string[];
            /** Format: uuid */
            proof_id: string;
            reason?: string | null;
            reference: string;
            status: components["schemas"]["ProofStatus"];
        };
        /** @description `PUT /api/v1/quality-regimes/{code}` body: the regime's buckets, replacing the stored ones. */
        QualityRegimeBody: {
            /**
             * @description 1–12 buckets: the first at `min_dpd` 0, starts strictly increasing, codes unique
             *     `[a-z0-9_]` of 1–40 characters.
             */
            buckets?: components["schemas"]["Bucket"][] | null;
        };
        /** @description One regime: `GET /api/v1/quality-regimes` lists these. */
        QualityRegimeView: {
            /** @description In DPD order, the first at 0 days; each ends where the next begins. */
            buckets: components["schemas"]["Bucket"][];
            /**
             * @description A lender's loan-quality regime, by its licence (DESIGN §5, issue 41 item 6): a finance
             *     company's (POJK 35/2018), a P2P lending platform's (POJK 10/2022) or a bank's
             *     (POJK 40/2019 kolektibilitas). Each has stored, editable buckets; [`QualityRegime::preset`]
             *     gives their initial values.
             * @enum {string}
             */
            code: "multifinance" | "p2p_lending" | "bank";
        };
        /**
         * @description A day's reconciliation: every callback paid that day and its outcome, totals per outcome, and
         *     the virtual-account payments staff recorded by hand that day (no callback behind them).
         */
        Reconciliation: {
            assigned: components["schemas"]["CountAmountView"];
            /** Format: date */
            date: string;
            /** @description In the order received, at most 5,000. */
            items: components["schemas"]["ReconciliationRow"][];
            manual_payments: components["schemas"]["CountAmountView"];
            posted: components["schemas"]["CountAmountView"];
            received: components["schemas"]["CountAmountView"];
            /** @description Listed callbacks whose payment was reversed since (counted in `posted` or `assigned` too). */
            reversed: components["schemas"]["CountAmountView"];
            unmatched: components["schemas"]["CountAmountView"];
        };
        /** @description One callback of the day against what it posted. */
        ReconciliationRow: components["schemas"]["CallbackView"] & {
            /**
             * Format: int64
             * @description The posted payment's rupiah (equal to the callback's), and whether it was reversed since.
             */
            posted_amount?: number | null;
            reversed: boolean;
        };
        /** @description `POST /api/v1/loans/{loan_id}/recoveries` body: as a payment's. */
        RecoveryBody: {
            /**
             * Format: int64
             * @description Rupiah, 1 to 10,000,000,000.
             */
            amount?: number | null;
            /** @description `bank_transfer`, `virtual_account`, `cash` or `e_wallet`. */
            method?: string | null;
            /** @description `YYYY-MM-DD`, Asia/Jakarta, not in the future. */
            paid_date?: string | null;
            reference?: string | null;
        };
        /** @description A recovery as answered. Rupiah; Asia/Jakarta date. */
        RecoveryView: {
            /** Format: int64 */
            amount: number;
            loan_id: string;
            method: components["schemas"]["PaymentMethod"];
            /** Format: date */
            paid_date: string;
            /** Format: date-time */
            recorded_at: string;
            /** Format: uuid */
            recovery_id: string;
            reference: string;
        };
        RefreshBody: {
            /** @description Falls back to the `refresh_token` cookie when absent. */
            refresh_token?: string | null;
        };
        Region: {
            code: string;
            /** Format: int32 */
            level: number;
            name: string;
            parent_code?: string | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/reject` body. */
        RejectBody: {
            reason?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description `POST /api/v1/restructures/{restructure_id}/reject` body. */
        RejectRestructureBody: {
            /** @description Why (optional, up to 500 characters). */
            note?: string | null;
        };
        /** @description `POST /api/v1/late-fee-waivers/{waiver_id}/reject` body. */
        RejectWaiverBody: {
            /** @description Why (optional, up to 500 characters). */
            note?: string | null;
        };
        /** @description A refused event. */
        RejectedEvent: {
            /**
             * @description `event_id_invalid`, `station_id_invalid`, `swapped_at_invalid`, `plate_number_invalid`,
             *     `serial_invalid`, `soc_invalid`, `battery_unknown`, `plate_unknown`.
             */
            code: string;
            event_id?: string | null;
            /** @description The code's text in the caller's language. */
            message: string;
        };
        /** @enum {string} */
        Relation: "parent" | "family" | "friend";
        /** @description A unit due a maintenance (`GET /api/v1/service-reminders`). */
        ReminderView: {
            /**
             * Format: int64
             * @description Days since then.
             */
            days_since?: number | null;
            /**
             * Format: int64
             * @description Kilometres since then (when both readings are known).
             */
            km_since?: number | null;
            /**
             * Format: date
             * @description Asia/Jakarta date of the last done maintenance; `None` when never maintained.
             */
            last_service_on?: string | null;
            /** Format: uuid */
            motorcycle_id: string;
            plate_number: string;
            /** @description `never`, `time` (90 days) or `distance` (3,000 km). */
            reason: "never" | "time" | "distance";
        };
        /** @description `GET /api/v1/repayments/summary`. */
        RepaymentSummary: {
            /** @description Every configured bucket in order, with active loans and rupiah outstanding. */
            buckets: components["schemas"]["BucketCount"][];
            /** @description Unpaid installments due today, rupiah still due on them. */
            due_today: components["schemas"]["CountAmount"];
            /** @description Late loans, rupiah overdue. */
            late: components["schemas"]["CountAmount"];
        };
        ReportColumn: {
            key: string;
            kind: components["schemas"]["ColumnKind"];
        };
        /**
         * @description One report. `rows` are objects keyed by the columns' `key`; `totals` the same keys (and a
         *     few report-wide figures such as `npl_ratio_percent`), or `null`.
         */
        ReportView: {
            columns: components["schemas"]["ReportColumn"][];
            /**
             * @description One report of the data area (`GET /api/v1/reports/{name}`).
             * @enum {string}
             */
            report: "funnel" | "approvals" | "portfolio" | "collections" | "assets";
            rows: Record<string, never>[];
            totals?: Record<string, never> | null;
        };
        /** @description What a delivery callback changed. */
        ReportsRecorded: {
            /**
             * Format: int64
             * @description Messages marked delivered or failed now.
             */
            updated: number;
        };
        /**
         * @description `POST /api/v1/restructures/{restructure_id}/approve` answer: the proposal and the loan's new
         *     standing.
         */
        RestructureApproved: {
            restructure: components["schemas"]["RestructureView"];
            standing: components["schemas"]["RestructuredStanding"];
        };
        /** @description `POST /api/v1/loans/{loan_id}/restructures` body. */
        RestructureBody: {
            /**
             * @description `YYYY-MM-DD`, today to 90 days ahead (Asia/Jakarta): the new installments fall due one,
             *     two, … periods after it.
             */
            effective_date?: string | null;
            /** @description `tenor_extension` or `reschedule`. */
            kind?: string | null;
            /**
             * Format: int64
             * @description Installments of the new schedule: 1–120 monthly, 1–520 weekly, 1–3,650 daily.
             */
            new_tenure_count?: number | null;
            /** @description Why (up to 500 characters). */
            reason?: string | null;
        };
        /** @description One installment of a schedule shown with a proposal. Rupiah; Asia/Jakarta dates. */
        RestructureInstallment: {
            /** Format: int64 */
            amount_due: number;
            /** Format: int64 */
            amount_paid: number;
            /** Format: date */
            due_date: string;
            /** Format: int64 */
            interest_part: number;
            /**
             * Format: int64
             * @description Its late fee accrued and neither paid nor waived (stays on it: not rescheduled).
             */
            late_fee_open: number;
            /** Format: int32 */
            number: number;
            /**
             * Format: int64
             * @description The parts of `amount_due`; they add up to it.
             */
            principal_part: number;
            status: components["schemas"]["InstallmentStatus"];
        };
        /**
         * @description How the unpaid part is restructured (DESIGN §3): its count of installments extended with
         *     interest at the loan's rate, or the same unpaid amounts rescheduled.
         * @enum {string}
         */
        RestructureKind: "tenor_extension" | "reschedule";
        /**
         * @description Where a restructuring proposal stands: proposed, then approved (the schedule replaced)
         *     or rejected by another staff member.
         * @enum {string}
         */
        RestructureStatus: "requested" | "approved" | "rejected";
        /** @description A restructuring proposal as answered. */
        RestructureView: {
            /** @description `restructure` while it waits for a decision the caller may take (not their own proposal). */
            allowed_actions: components["schemas"]["Action"][];
            /** Format: date-time */
            decided_at?: string | null;
            decided_by_name?: string | null;
            decision_note?: string | null;
            /** Format: date */
            effective_date: string;
            /**
             * Format: int64
             * @description New unpaid interest less the old, rupiah (0 for a reschedule).
             */
            interest_change: number;
            kind: components["schemas"]["RestructureKind"];
            /** @description The loan ID (loan code). */
            loan_id: string;
            /**
             * @description Every installment after: the kept ones (paid, or partly paid shrunk to what they
             *     received) then the new ones; as approved once approved.
             */
            new_schedule: components["schemas"]["RestructureInstallment"][];
            /** Format: int32 */
            new_tenure_count: number;
            /** Format: int64 */
            new_unpaid_total: number;
            /** @description Every installment before the proposal. */
            old_schedule: components["schemas"]["RestructureInstallment"][];
            /**
             * Format: int64
             * @description Principal and interest unpaid before and after, rupiah.
             */
            old_unpaid_total: number;
            reason: string;
            /** Format: date-time */
            requested_at: string;
            requested_by_name?: string | null;
            /** Format: uuid */
            restructure_id: string;
            status: components["schemas"]["RestructureStatus"];
        };
        /** @description Where the loan stands after an approval. Rupiah; Asia/Jakarta dates. */
        RestructuredStanding: {
            active_status: components["schemas"]["ActiveStatus"];
            /** @description Its quality bucket under its lender's regime. */
            bucket: string;
            /** Format: int64 */
            dpd: number;
            /** Format: int32 */
            installments_left: number;
            /** Format: date */
            next_due_date?: string | null;
            /** Format: int64 */
            outstanding: number;
            /** Format: int64 */
            outstanding_principal: number;
            /** Format: int32 */
            restructure_count: number;
            /** Format: date */
            restructured_on?: string | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/kyc-result` body. */
        ResultBody: {
            /** @description Required when rejected. */
            reason?: string | null;
            result?: components["schemas"]["KycResult"] | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description `POST /api/v1/payments/{payment_id}/reverse` body. */
        ReverseBody: {
            reason?: string | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/write-off/reverse` body. */
        ReverseWriteOffBody: {
            reason?: string | null;
        };
        /** @enum {string} */
        RideHailingApp: "gojek" | "grab" | "maxim" | "shopee" | "indrive" | "other";
        /** @description One failed rule of one row. */
        RowError: {
            code: string;
            /** @description The template column (`email`, `birth_date`, `province_code`, …). */
            field: string;
            /** @description In the caller's language. */
            message: string;
            /**
             * Format: int32
             * @description The spreadsheet's row number (2 is the first row below the header).
             */
            row: number;
        };
        /** @description One rule of `PUT /api/v1/reminder-rules`. */
        RuleBody: {
            /** @description Default true. */
            active?: boolean | null;
            /** @description `whatsapp`, `sms` or `email`. */
            channel?: string | null;
            /**
             * Format: int64
             * @description −30 to 60: days from the due date (negative before it).
             */
            offset_days?: number | null;
            /** @description An existing template's code. */
            template_code?: string | null;
        };
        /** @description A reminder rule. */
        RuleView: {
            /** @description An inactive rule queues nothing. */
            active: boolean;
            channel: components["schemas"]["MessageChannel"];
            /**
             * Format: int32
             * @description Days from the installment's due date: −3 three days before, 0 on it, 1 a day after.
             */
            offset_days: number;
            /** Format: uuid */
            rule_id: string;
            /** @description The template's code (`GET /api/v1/message-templates`). */
            template_code: string;
        };
        /** @description `PUT /api/v1/reminder-rules` body: the whole new list, in order. */
        RulesBody: {
            /** @description At most 20 rules; no two with the same offset and channel; `[]` turns reminders off. */
            rules?: components["schemas"]["RuleBody"][] | null;
        };
        /** @description `POST /api/v1/jobs/daily` body. */
        RunBody: {
            /** @description The business date (`YYYY-MM-DD`, Asia/Jakarta); default today. */
            date?: string | null;
        };
        /** @description What a run on demand did. */
        RunOutcome: {
            /** @description False when the date already ran (nothing changes) or another instance runs it. */
            ran: boolean;
            run?: components["schemas"]["JobRunView"] | null;
        };
        /** @description `POST …/save` body (optional). */
        SaveBody: {
            /**
             * @description The step saved from; default the last. Saved from `ekyc-invitation` with a schedule, the
             *     list shows "KYC Scheduled".
             */
            from_step?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description `POST /api/v1/loans/{loan_id}/kyc-schedule` body. */
        ScheduleBody: {
            /** @description The call's link or the meeting place (≤ 500 characters). */
            location?: string | null;
            method?: components["schemas"]["KycMethod"] | null;
            note?: string | null;
            /** @description RFC 3339; in the future, within a year. */
            scheduled_at?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /** @description One row of batch KYC scheduling. */
        ScheduleItem: components["schemas"]["KycScheduleInput"] & {
            loan_id: string;
        };
        /** @description What a batch scheduled. */
        Scheduled: {
            scheduled: string[];
        };
        SealedLevel: {
            string: string;
        };
        /**
         * @description What the caller may do with a service order (the web app shows exactly these).
         * @enum {string}
         */
        ServiceAction: "start" | "complete" | "cancel";
        /** @description One line of a service order. */
        ServiceItem: {
            /**
             * Format: int64
             * @description Rupiah per unit, 0..=[`PRICE_MAX`].
             */
            cost: number;
            name: string;
            /**
             * Format: int64
             * @description 1–1,000.
             */
            quantity: number;
        };
        /** @description `POST /api/v1/service-orders` body. */
        ServiceOrderBody: {
            /** @description Up to 500 characters. */
            description?: string | null;
            /** @description At most 50; quantity 1–1,000, cost rupiah per unit. */
            items?: components["schemas"]["ServiceItem"][] | null;
            /** @description `maintenance`, `repair` or `accident`. */
            kind?: string | null;
            /**
             * Format: uuid
             * @description A unit in the caller's scope.
             */
            motorcycle_id?: string | null;
            /**
             * Format: int64
             * @description Kilometres, 0 to 2,000,000.
             */
            odometer_km?: number | null;
            /** @description `YYYY-MM-DD` (Asia/Jakarta), within a year either side of today. */
            scheduled_on?: string | null;
            /** @description Up to 120 characters. */
            workshop?: string | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        ServiceOrderPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["ServiceOrderView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description A service order (`GET /api/v1/service-orders`, `…/{id}`, and the answer of its writes). */
        ServiceOrderView: {
            allowed_actions: components["schemas"]["ServiceAction"][];
            /**
             * Format: date
             * @description Asia/Jakarta date it was completed (`done`).
             */
            completed_on?: string | null;
            /** Format: date-time */
            created_at: string;
            description?: string | null;
            /** Format: uuid */
            id: string;
            /** @description Rupiah per unit. */
            items: components["schemas"]["ServiceItem"][];
            /**
             * @description What a service order is for.
             * @enum {string}
             */
            kind: "maintenance" | "repair" | "accident";
            /** Format: uuid */
            motorcycle_id: string;
            /**
             * Format: int64
             * @description Kilometres read at the workshop.
             */
            odometer_km?: number | null;
            /** @description `B 1234 XYZ`. */
            plate_number: string;
            /**
             * Format: date
             * @description Asia/Jakarta.
             */
            scheduled_on: string;
            /**
             * @description A service order's progress: `scheduled` → `in_progress` → `done`, or `cancelled`.
             * @enum {string}
             */
            status: "scheduled" | "in_progress" | "done" | "cancelled";
            /**
             * Format: int64
             * @description Rupiah: the items' quantity × cost.
             */
            total_cost: number;
            /** Format: int32 */
            version: number;
            workshop: string;
        };
        /**
         * @description A service order's progress: `scheduled` → `in_progress` → `done`, or `cancelled`.
         * @enum {string}
         */
        ServiceStatus: "scheduled" | "in_progress" | "done" | "cancelled";
        /** @description `PUT /api/v1/service-orders/{id}` body. */
        ServiceStatusBody: {
            /**
             * Format: int64
             * @description Kilometres read at the workshop, 0 to 2,000,000 (kept when absent).
             */
            odometer_km?: number | null;
            status?: components["schemas"]["ServiceStatus"] | null;
            /**
             * Format: int32
             * @description The `version` last read (409 `conflict` when it changed since).
             */
            version?: number | null;
        };
        SetPasswordBody: {
            password: string;
            password_confirmation: string;
            token: string;
        };
        /**
         * @description A loan's stage as the loan detail and a lender's loan list show it (DESIGN §4): its
         *     pipeline [`super::Stage`], or `moved` where the loan was allocated to another funder after
         *     the caller's lender's allocation (issue 40 item 4), whose later stages are not theirs to see.
         * @enum {string}
         */
        ShownStage: "lead" | "application" | "approval" | "kyc" | "contract" | "active" | "closed" | "moved";
        /**
         * @description One thing a manager may do to a staff account, as the web app names it (`allowed_actions`).
         * @enum {string}
         */
        StaffAction: "edit" | "change_level" | "disable" | "enable" | "resend_activation";
        /** @description A staff member as a choice. */
        StaffChoice: {
            email: string;
            full_name: string;
            /** Format: uuid */
            id: string;
            /** Format: int32 */
            level: number;
        };
        StageCount: {
            /**
             * Format: int64
             * @description Loans currently in this stage, within the caller's scope.
             */
            count: number;
            /** @description `lead`, `application`, `approval`, `kyc`, `contract`, `active`. */
            stage: string;
        };
        /** @description One quality bucket of the lender's regime at the month's end. */
        StatementBucketRow: {
            /** @description The bucket's code, e.g. `kurang_lancar`. */
            bucket: string;
            /**
             * Format: int64
             * @description Loans with principal outstanding in it at the month's end.
             */
            loans: number;
            /** @description Its name in the caller's language. */
            name: string;
            non_performing: boolean;
            /**
             * Format: int64
             * @description Rupiah.
             */
            outstanding_principal: number;
        };
        /**
         * @description A funder's monthly statement (issue 44 item 5). Rupiah; percentages with two decimals; the
         *     month is Asia/Jakarta's. `reconciles`: opening + disbursed − collected principal − written
         *     off + reversals + opening entries equals closing, and the quality mix sums to the closing
         *     balance.
         */
        StatementView: {
            /**
             * Format: int64
             * @description The financing receivable at the end of the month's last day.
             */
            closing_outstanding_principal: number;
            /** Format: int64 */
            collected_interest: number;
            /** Format: int64 */
            collected_principal: number;
            /** Format: int64 */
            disbursed: number;
            /** @description Every bucket of the regime in DPD order. */
            dpd_mix: components["schemas"]["StatementBucketRow"][];
            /**
             * Format: int64
             * @description Admin fees and early settlement fees.
             */
            fees: number;
            /** Format: int64 */
            late_fees_collected: number;
            /** Format: uuid */
            lender_id: string;
            lender_name: string;
            /** @description `YYYY-MM`. */
            month: string;
            /** Format: double */
            npl_percent: number;
            /**
             * Format: int64
             * @description Principal opened on the book by loans older than the journal.
             */
            opening_entries: number;
            /**
             * Format: int64
             * @description The financing receivable at the end of the day before the month.
             */
            opening_outstanding_principal: number;
            reconciles: boolean;
            /** Format: int64 */
            recovered: number;
            /** @description The lender's quality regime: `multifinance`, `p2p_lending` or `bank`. */
            regime: string;
            /**
             * Format: int64
             * @description Net effect of reversing entries on the financing receivable.
             */
            reversals: number;
            /** Format: double */
            twp90_percent: number;
            /** Format: int64 */
            written_off: number;
        };
        /** @description `POST /api/v1/motorcycles/{id}/status` body. */
        StatusBody: {
            /** @description Why (at most 500 characters). */
            note?: string | null;
            status?: components["schemas"]["MotorcycleStatus"] | null;
            /** Format: int32 */
            version?: number | null;
        };
        /**
         * @description The home dashboard (issue 12 item 3). Each part is `null` when the caller's level may not
         *     open its area.
         */
        Summary: {
            /** @description Repayment late area. */
            late_buckets?: components["schemas"]["LateBucket"][] | null;
            stages: components["schemas"]["StageCount"][];
            /**
             * Format: int64
             * @description Motorcycle handover or active-borrower areas: loans waiting for their motorcycle.
             */
            to_hand_over?: number | null;
            today?: components["schemas"]["Today"] | null;
        };
        /** @description `POST /api/v1/battery-swaps` body: 1 to 1,000 events. */
        SwapBatch: {
            events: components["schemas"]["SwapEventBody"][];
        };
        /** @description One event as a station sends it. */
        SwapEventBody: {
            battery_in_serial?: string | null;
            battery_out_serial?: string | null;
            /** @description The station's own id of the event: with `station_id`, what makes a replay harmless. */
            event_id?: string | null;
            plate_number?: string | null;
            /** Format: int64 */
            soc_in_percent?: number | null;
            /**
             * Format: int64
             * @description Percent, 0–100.
             */
            soc_out_percent?: number | null;
            station_id?: string | null;
            /** @description RFC 3339. */
            swapped_at?: string | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        SwapPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["SwapView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description What a batch did. */
        SwapResult: {
            /**
             * Format: int64
             * @description Events stored now.
             */
            accepted: number;
            /**
             * Format: int64
             * @description Events stored before (same station and event id) or repeated in the batch.
             */
            duplicates: number;
            rejected: components["schemas"]["RejectedEvent"][];
        };
        /** @description One swap event as stored. */
        SwapView: {
            battery_in_serial: string;
            battery_out_serial: string;
            event_id: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            motorcycle_id?: string | null;
            plate_number: string;
            /** Format: int32 */
            soc_in_percent: number;
            /**
             * Format: int32
             * @description Percent.
             */
            soc_out_percent: number;
            station_id: string;
            /** Format: date-time */
            swapped_at: string;
        };
        /** @description `PUT /api/v1/message-templates/{code}` body. */
        TemplateBody: {
            /** @description English text, 1 to 1,000 characters; only the known placeholders. */
            body_en?: string | null;
            /** @description Indonesian text, 1 to 1,000 characters; only the known placeholders. */
            body_id?: string | null;
            /**
             * Format: int32
             * @description The `version` last read; left out, the save goes over whatever is stored.
             */
            version?: number | null;
        };
        /**
         * @description A message template. `{name}`, `{loan_id}`, `{amount_due}` (`Rp 1.250.000`), `{due_date}`
         *     (`DD/MM/YYYY`) and `{virtual_account}` (`BNI 880890000000042`) are filled in when a reminder
         *     is queued.
         */
        TemplateView: {
            body_en: string;
            /** @description Indonesian (what borrowers get: no language preference is stored). */
            body_id: string;
            code: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: int32
             * @description Send it back as `version` to refuse a save over someone else's.
             */
            version: number;
        };
        /** @description The terms as answered (DESIGN §3 `terms`): rupiah, and the flat rate in percent a year. */
        TermsView: {
            /** Format: int64 */
            down_payment: number;
            /** Format: int64 */
            effective_rate_bp?: number | null;
            /**
             * Format: double
             * @description The effective annual rate (the nominal annual IRR of the borrower's cash flows, DESIGN
             *     §3; issue 41 item 4), percent with two decimals and basis points.
             */
            effective_rate_percent?: number | null;
            /** Format: int64 */
            first_payment_amount: number;
            /** Format: double */
            flat_rate_percent: number;
            frequency: components["schemas"]["Frequency"];
            /** Format: int64 */
            installment_amount: number;
            /**
             * Format: int64
             * @description The flat interest over the whole tenor: `total_payable` less `principal`.
             */
            interest: number;
            /** Format: int64 */
            interest_part: number;
            /** Format: int64 */
            last_installment_amount: number;
            /** Format: int64 */
            last_interest_part: number;
            /**
             * Format: int64
             * @description The last installment's parts.
             */
            last_principal_part: number;
            /** Format: int64 */
            price: number;
            /** Format: int64 */
            principal: number;
            /**
             * Format: int64
             * @description The principal and interest parts of every installment but the last (issue 41 item 3).
             */
            principal_part: number;
            /**
             * Format: int64
             * @description Number of installments.
             */
            tenor: number;
            /** Format: int64 */
            total_payable: number;
        };
        /**
         * @description What the caller may do with a ticket (the web app shows exactly these).
         * @enum {string}
         */
        TicketAction: "mark_paid" | "charge_to_borrower";
        /** @description `POST /api/v1/traffic-tickets` body. */
        TicketBody: {
            /**
             * Format: int64
             * @description Rupiah, 1 to 100,000,000.
             */
            amount?: number | null;
            /** @description `etle` or `etoll`. */
            kind?: string | null;
            /** @description RFC 3339, not in the future, within the last two years. */
            occurred_at?: string | null;
            /** @description Up to 200 characters. */
            place?: string | null;
            /** @description An Indonesian plate (`B 1234 XYZ`; spaces, dots, hyphens and case are free). */
            plate_number?: string | null;
            status?: components["schemas"]["TicketStatus"] | null;
            /** @description Up to 200 characters. */
            violation?: string | null;
        };
        /** @description The import form (`multipart/form-data`). */
        TicketImportForm: {
            /**
             * Format: binary
             * @description An `.xlsx` (first sheet) or `.csv` (UTF-8, comma or semicolon) with a header row of
             *     `kind, plate_number, occurred_at, place, violation, amount, status`; at most 10 MiB and
             *     5,000 rows.
             */
            file: string;
        };
        /** @description `POST /api/v1/traffic-tickets/import` answer. */
        TicketImportResult: {
            /**
             * Format: int64
             * @description Tickets recorded.
             */
            created: number;
            /**
             * Format: int64
             * @description Rows already recorded (same kind, plate and time) or repeated in the file.
             */
            duplicates: number;
            rejected: components["schemas"]["ImportRejected"][];
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        TicketPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["TicketView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /**
         * @description Whether a ticket is settled: by the lender (`paid`) or passed on to the borrower.
         * @enum {string}
         */
        TicketStatus: "unpaid" | "paid" | "charged_to_borrower";
        /** @description `PUT /api/v1/traffic-tickets/{id}` body. */
        TicketStatusBody: {
            status?: components["schemas"]["TicketStatus"] | null;
            /**
             * Format: int32
             * @description The `version` last read (409 `conflict` when it changed since).
             */
            version?: number | null;
        };
        /** @description A ticket (`GET /api/v1/traffic-tickets` and the answer of its writes). */
        TicketView: {
            allowed_actions: components["schemas"]["TicketAction"][];
            /**
             * Format: int64
             * @description Rupiah.
             */
            amount: number;
            borrower_name?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /**
             * @description An e-toll transaction or an electronic traffic-law (ETLE) ticket.
             * @enum {string}
             */
            kind: "etle" | "etoll";
            /** @description The loan ID (`LN-…`) whose borrower held the unit at `occurred_at`. */
            loan_id?: string | null;
            /**
             * Format: uuid
             * @description The unit with that plate, when registered.
             */
            motorcycle_id?: string | null;
            /** Format: date-time */
            occurred_at: string;
            place: string;
            /** @description `B 1234 XYZ`. */
            plate_number: string;
            /**
             * @description Whether a ticket is settled: by the lender (`paid`) or passed on to the borrower.
             * @enum {string}
             */
            status: "unpaid" | "paid" | "charged_to_borrower";
            /** Format: int32 */
            version: number;
            /** @description The violation (ETLE) or toll gate (e-toll). */
            violation: string;
        };
        /** @description One transition of the loan. */
        TimelineEntry: {
            /** @description The event, e.g. `loan.approve`, `loan_application.verify`. */
            action: string;
            /** @description The staff member's name; `None` for the system (the daily job). */
            actor?: string | null;
            /** Format: date-time */
            at: string;
            /** @description The statuses before (changed ones only). */
            from?: Record<string, never> | null;
            /** @description The statuses after. */
            to?: Record<string, never> | null;
        };
        /** @description One event of a unit's history. */
        TimelineEvent: {
            /** Format: date-time */
            at: string;
            /** @description Flat facts to show as "key: value". */
            detail: Record<string, never>;
            /**
             * @description `registered`, `handed_over`, `status_changed`, `battery_swap`, `service`, `etle`,
             *     `etoll`, `mobility_sync`.
             */
            kind: string;
        };
        /** @description Today (Asia/Jakarta) at the cashier's desk. */
        Today: {
            /** @description Payments received today, not reversed. */
            collected: components["schemas"]["CountAmount"];
            /** @description Installments due today (rupiah due). */
            due: components["schemas"]["CountAmount"];
        };
        TokenPair: {
            refresh_token: string;
            token: string;
        };
        /**
         * @description The trial balance (DESIGN §3): every account with a line to the day; total debits equal
         *     total credits. `reconciliation` (today only: the portfolio is of today) sets the financing
         *     receivable against the book's outstanding principal.
         */
        TrialBalance: {
            accounts: components["schemas"]["TrialBalanceRow"][];
            balanced: boolean;
            /** Format: date */
            date: string;
            reconciliation?: components["schemas"]["BookReconciliation"] | null;
            /** Format: int64 */
            total_credit: number;
            /** Format: int64 */
            total_debit: number;
        };
        /**
         * @description One account of the trial balance, rupiah: its total debits and credits to the day, and its
         *     balance (debits less credits: negative is a credit balance).
         */
        TrialBalanceRow: components["schemas"]["AccountView"] & {
            /** Format: int64 */
            balance: number;
            /** Format: int64 */
            credit: number;
            /** Format: int64 */
            debit: number;
        };
        /** @description The unmatched queue. */
        UnmatchedList: {
            /** @description Oldest first, at most 200. */
            items: components["schemas"]["CallbackView"][];
            /**
             * Format: int64
             * @description How many wait, and their rupiah (all of them, not only those listed).
             */
            total: number;
            /** Format: int64 */
            total_amount: number;
        };
        /**
         * @description Why a callback was not posted by itself.
         * @enum {string}
         */
        UnmatchedReason: "no_loan" | "loan_not_active" | "amount_invalid" | "amount_over_outstanding";
        UpdateUser: {
            /** @description The new name (`name` is accepted too, DESIGN §3). */
            full_name?: string | null;
            /**
             * Format: uuid
             * @description Ties a funder's staff member to one of their lender's funding sources (issue 14); `null`
             *     unties; absent leaves it.
             */
            funding_source_id?: string | null;
            /**
             * Format: uuid
             * @description Makes the account a lender's staff (it then sees only that lender's loans); `null` makes
             *     it in-house staff; absent leaves it. A new lender unties the funding source.
             */
            lender_id?: string | null;
            /** Format: int32 */
            level?: number | null;
            status?: components["schemas"]["AccountStatus"] | null;
            /**
             * Format: int32
             * @description The `version` last read; a stale one answers 409.
             */
            version: number;
        };
        /** @description The parts of `POST /api/v1/files` (documentation only: the handler reads the parts). */
        UploadForm: {
            /**
             * Format: binary
             * @description JPEG, PNG or PDF, at most 2 MiB (by its bytes, whatever its name says).
             */
            file: string;
            /** @description What the file is for; decides which types it accepts. */
            kind: components["schemas"]["FileKind"];
        };
        /** @description `POST /api/v1/files` answer. */
        Uploaded: {
            content_type: string;
            /** Format: uuid */
            file_id: string;
            kind: string;
            /**
             * Format: int64
             * @description Bytes stored (images after re-encoding).
             */
            size: number;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        UserPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["UserView"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description A staff account as the API shows it (no password hash). */
        UserView: {
            /** @description What the caller may do to this account now ([`domain::staff::allowed_actions`]). */
            allowed_actions: components["schemas"]["StaffAction"][];
            /** Format: date-time */
            created_at: string;
            email: string;
            full_name: string;
            /**
             * Format: uuid
             * @description The lender's funding source the account is tied to: it sees only that source's loans.
             */
            funding_source_id?: string | null;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description The newest sign-in; `None` for an account never signed in.
             */
            last_sign_in_at?: string | null;
            /** Format: uuid */
            lender_id?: string | null;
            /** @description The lender's name, for funder staff. */
            lender_name?: string | null;
            /** Format: int32 */
            level: number;
            phone?: string | null;
            status: components["schemas"]["AccountStatus"];
            /** Format: date-time */
            updated_at: string;
            username?: string | null;
            /** Format: int32 */
            version: number;
        };
        /** @description `POST …/contract/reject` body. */
        VerifyBody: {
            reason?: string | null;
            /** Format: int32 */
            version?: number | null;
        };
        /**
         * @description A loan's virtual account (issue 43 item 5; DESIGN §3 "Virtual-account payments"): the bank
         *     that issues it and the number the borrower pays into.
         */
        VirtualAccountView: {
            /** @description The bank's code as the payment gateway names it (`BNI`). */
            bank: string;
            /** @description Digits: the configured prefix and the loan's counter. */
            number: string;
        };
        /** @description `POST /api/v1/loans/{loan_id}/late-fee-waivers` body. */
        WaiverBody: {
            /**
             * Format: int64
             * @description Rupiah, 1 to the fees open now.
             */
            amount?: number | null;
            /** @description Why (up to 500 characters). */
            reason?: string | null;
        };
        /**
         * @description Where a late-fee waiver stands (issue 43 item 1): asked for, then approved (its amount
         *     forgiven) or rejected by another staff member.
         * @enum {string}
         */
        WaiverStatus: "requested" | "approved" | "rejected";
        /** @description A late-fee waiver as answered. Rupiah. */
        WaiverView: {
            /**
             * @description `waive_late_fee` while it waits for a decision the caller may take (not their own
             *     request).
             */
            allowed_actions: components["schemas"]["Action"][];
            /** Format: int64 */
            amount: number;
            /** Format: date-time */
            decided_at?: string | null;
            decided_by_name?: string | null;
            decision_note?: string | null;
            loan_id: string;
            reason: string;
            /** Format: date-time */
            requested_at: string;
            requested_by_name?: string | null;
            status: components["schemas"]["WaiverStatus"];
            /** Format: uuid */
            waiver_id: string;
        };
        WebhookChange: {
            /** @description `messages`. */
            field?: string | null;
            value?: components["schemas"]["WebhookValue"] | null;
        };
        WebhookEntry: {
            changes?: components["schemas"]["WebhookChange"][] | null;
        };
        WebhookError: {
            /** Format: int64 */
            code?: number | null;
            message?: string | null;
            title?: string | null;
        };
        /** @description One message's status report. */
        WebhookStatus: {
            /** @description Why it failed. */
            errors?: components["schemas"]["WebhookError"][] | null;
            /** @description The message's id as sending answered it (`wamid.…`). */
            id?: string | null;
            /** @description `sent`, `delivered`, `read` or `failed`. */
            status?: string | null;
        };
        WebhookValue: {
            statuses?: components["schemas"]["WebhookStatus"][] | null;
        };
        /**
         * @description WhatsApp's webhook notification (the parts Roda reads; others are ignored):
         *     `entry[].changes[].value.statuses[]`.
         */
        WhatsAppWebhook: {
            entry?: components["schemas"]["WebhookEntry"][] | null;
            /** @description `whatsapp_business_account`. */
            object?: string | null;
        };
        /** @description One row of the worklist. Rupiah; Asia/Jakarta dates. */
        WorkItem: {
            /** Format: int64 */
            amount_overdue: number;
            bucket?: string | null;
            /** Format: uuid */
            collector_id?: string | null;
            collector_name?: string | null;
            /** Format: int32 */
            dpd: number;
            full_name: string;
            last_contact?: components["schemas"]["LastContact"] | null;
            /**
             * Format: int64
             * @description Late fees open (issue 43 item 1): with `amount_overdue`, what to collect now.
             */
            late_fees_open: number;
            lender_name?: string | null;
            loan_id: string;
            /** Format: date */
            next_action_date?: string | null;
            /** Format: date */
            oldest_due_date?: string | null;
            /** Format: int64 */
            outstanding_amount: number;
            /** @description The borrower's phone (`+62…`). */
            phone?: string | null;
            promise?: components["schemas"]["PromiseSummary"] | null;
        };
        /**
         * @description One page of a list (DESIGN §3 keyset pages): its rows, the cursor of the next page, and how
         *     many rows the list matches over all pages.
         */
        WorkPage: {
            /** @description The rows of this page, in the list's order. */
            items: components["schemas"]["WorkItem"][];
            /** @description Opaque: send it back as `cursor` for the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * Format: int64
             * @description Rows the list matches over all pages, counted up to the list's cap (`total_capped` past it).
             */
            total: number;
            /** @description The count stopped at the list's cap: there are more than `total`. */
            total_capped: boolean;
        };
        /** @description What taking a write-off back did. */
        WriteOffReversed: {
            active_status?: components["schemas"]["ActiveStatus"] | null;
            inactive_reason?: components["schemas"]["InactiveReason"] | null;
            loan_id: string;
            /**
             * Format: int64
             * @description Rupiah owed again: principal and interest, and its principal part.
             */
            outstanding: number;
            /** Format: int64 */
            outstanding_principal: number;
        };
        /**
         * @description Xendit's fixed virtual account payment callback (its "FVA paid" callback), as sent: the
         *     fields Roda reads (others are ignored). `amount` is rupiah (a whole number);
         *     `transaction_timestamp` is ISO 8601 with its offset.
         */
        XenditCallback: {
            /** @description The virtual account number paid into. */
            account_number?: string | null;
            /** Format: double */
            amount?: number | null;
            bank_code?: string | null;
            callback_virtual_account_id?: string | null;
            /** @description The virtual account's external id (Roda does not set one; shown in the reconciliation). */
            external_id?: string | null;
            /** @description Xendit's id of the callback. */
            id?: string | null;
            merchant_code?: string | null;
            /** @description Xendit's id of the payment: a callback for the same payment id posts once. */
            payment_id?: string | null;
            transaction_timestamp?: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    post_api_auth_login_admin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginAdminBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoginData"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_auth_login_fo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginFoBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoginData"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_crypt_de: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SealedLevel"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        /** Format: int32 */
                        data: number;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A permanent redirect to `Location`. */
            308: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_docs_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/javascript": Record<string, never>;
                    "image/png": Record<string, never>;
                    "text/css": Record<string, never>;
                    "text/html": Record<string, never>;
                    "text/javascript": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: null;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "get_api_openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_accounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["AccountView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_active_borrowers: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                status?: "pending_activation" | "normal" | "on_hold" | "late" | "non_performing" | "inactive";
                /** @description Installments left, at least. */
                remaining_min?: number;
                /** @description Installments left, at most. */
                remaining_max?: number;
                /** @description A hold holds now (true) or not (false). */
                hold_billing?: boolean;
                lender_id?: string;
                program_id?: string;
                /** @description `xlsx` for the download of the list as filtered (issue 41 item 9). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ActivePage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_active_borrowers_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ActiveSummary"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_audit_log: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                actor_id?: string;
                /**
                 * @description `loan`, `borrower`, `user`, `lender`, `funding_source`, `file`, `payment`, `import`,
                 *     `download`, …
                 */
                entity?: string;
                entity_id?: string;
                /** @description An exact action (`user.update`) or a prefix ending in `.` (`user.`). */
                action?: string;
                /** @description First Asia/Jakarta day, inclusive. */
                from?: string;
                /** @description Last Asia/Jakarta day, inclusive. */
                to?: string;
                /** @description `xlsx` downloads every matching row (at most [`xlsx::MAX_ROWS`]). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["AuditPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_authentication_activate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: null;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_authentication_forgot_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: null;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_authentication_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoginData"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_authentication_refresh_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TokenPair"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_authentication_reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: null;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_batteries: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                status?: "in_stock" | "installed" | "at_station" | "charging" | "retired";
                motorcycle_id?: string;
                /** @description Percent: state of health below. */
                soh_below?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["BatteryPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_batteries: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatteryBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["BatteryView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_batteries_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["BatteryDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_battery_swaps: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                battery_id?: string;
                motorcycle_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["SwapPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_battery_swaps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwapBatch"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["SwapResult"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_borrowers: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Created"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_borrowers_borrower_id_access_log: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                borrower_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["AccessPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_borrowers_borrower_id_data_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                borrower_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_collections: {
        parameters: {
            query?: {
                /** @description Search: name, e-mail, loan or customer ID, phone. */
                q?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Loans assigned to this collector. */
                collector_id?: string;
                /** @description A loan-quality bucket code. */
                bucket?: string;
                /** @description Loans whose latest promise stands so. */
                promise_status?: "open" | "kept" | "broken";
                /** @description `true`: only loans with a next action due today or earlier, or a broken promise. */
                due_today?: boolean;
                lender_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["WorkPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_collections_assign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectorAssignBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["CollectorsAssigned"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_dealers: {
        parameters: {
            query?: {
                lat?: number;
                lng?: number;
                /** @description Kemendagri city/regency code: the dealers of that city (when coordinates are unknown). */
                city_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["DealerView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_files: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Uploaded"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_files_id: {
        parameters: {
            query?: {
                /** @description `1` for `Content-Disposition: attachment`. */
                download?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_geocode: {
        parameters: {
            query?: {
                /** @description The street address as written (1–1,000 characters). */
                address?: string;
                /** @description Kemendagri city/regency code of the address (`31.71`). */
                city_code?: string;
                /** @description Kemendagri district code (`31.71.01`), when known: a closer match. */
                district_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LatLng"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The outside service this route asks failed or was too slow. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_handovers_pending: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["PendingPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_home_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Summary"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_jobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: {
                            /**
                             * Format: date
                             * @description Asia/Jakarta date.
                             */
                            business_date: string;
                            /**
                             * Format: date-time
                             * @description `None` while it runs.
                             */
                            ended_at?: string | null;
                            job: string;
                            /** Format: int64 */
                            rows_changed: number;
                            /** Format: date-time */
                            started_at: string;
                        }[];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_jobs_daily: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RunOutcome"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_journal: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                /** @description First Asia/Jakarta posting day, inclusive. */
                from?: string;
                /** @description Last Asia/Jakarta posting day, inclusive. */
                to?: string;
                account?: components["schemas"]["Account"];
                /** @description A loan ID (`LN-…`). */
                loan_id?: string;
                event?: components["schemas"]["JournalEvent"];
                /** @description `xlsx` downloads every matching line (at most [`xlsx::MAX_ROWS`]). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["JournalPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_kyc: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                status?: "ol_processing" | "kyc_scheduling" | "kyc_scheduled" | "kyc_expired" | "kyc_rejected" | "kyc_approved";
                lender_id?: string;
                program_id?: string;
                /** @description `xlsx` for the download of the list as filtered (issue 41 item 9). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["KycPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_kyc_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchScheduleBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Scheduled"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_kyc_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["KycSummary"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_late_fee_waivers_waiver_id_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                waiver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["WaiverView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_late_fee_waivers_waiver_id_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                waiver_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectWaiverBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["WaiverView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_lenders: {
        parameters: {
            query?: {
                /** @description Any part of the name, legal name or code. */
                q?: string;
                status?: "active" | "inactive";
                /** @description `xlsx` for the download of the list as filtered (issue 41 item 9). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LenderView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_lenders: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LenderDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_lenders_lender_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lender_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LenderDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_lenders_lender_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lender_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LenderDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_lenders_lender_id_funding_sources: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lender_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["FundingSourceView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_lenders_lender_id_funding_sources: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                lender_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundingSourceBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["FundingSourceView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_lenders_lender_id_funding_sources_source_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lender_id: string;
                source_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FundingSourceBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["FundingSourceView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_lenders_lender_id_loans: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                status?: "pending" | "approved" | "rejected" | "withdrawn";
            };
            header?: never;
            path: {
                lender_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LenderLoanPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_lenders_lender_id_statements_month: {
        parameters: {
            query?: {
                /**
                 * @description `json` (default), `xlsx` (a workbook: the figures and the quality mix) or `pdf` (the
                 *     printed statement), in the caller's language (`Accept-Language`).
                 */
                format?: string;
            };
            header?: never;
            path: {
                lender_id: string;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["StatementView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_applications: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                program_id?: string;
                partner_id?: string;
                status?: "draft" | "unverified" | "kyc_scheduled" | "verified" | "unqualified";
                pic_id?: string;
                lead_status?: "new" | "qualified" | "unqualified";
                /** @description `xlsx` for the download of the list as filtered and sorted (issue 13 item 3). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_batch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["BatchResult"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_applications_import_template: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_applications_imports: {
        parameters: {
            query?: {
                /** @description Imports per page, 1–100, default 20; a value outside answers 422 `limit_invalid`. */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ImportPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_imports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ImportCreated"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_applications_imports_import_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                import_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ImportView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_imports_import_id_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                import_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ImportView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_imports_import_id_commit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                import_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ImportView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_applications_imports_import_id_errors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                import_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_kyc_schedules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchKycBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Assigned"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_applications_paid: {
        parameters: {
            query?: {
                /** @description `xlsx` for the download. */
                format?: string;
                cursor?: string;
                /** @description Rows of the JSON page, 1–100, default 50; a value outside answers 422 `limit_invalid`. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["PaidPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_partner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Assigned"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_pic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Assigned"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_applications_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationCounts"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_applications_loan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_loan_applications_loan_id_address: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_loan_applications_loan_id_basic_info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BasicInfoBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_loan_id_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["DeletedApplication"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_loan_applications_loan_id_documents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentsBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_loan_applications_loan_id_ekyc_invitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EkycBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_loan_applications_loan_id_financial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinancialBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_loan_id_partner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Assigned"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_loan_id_pic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Assigned"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_loan_id_qualify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_loan_id_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SaveBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_loan_id_unqualify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_applications_loan_id_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SaveBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApplicationDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_approvals: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                status?: "pending" | "approved" | "rejected";
                lender_id?: string;
                program_id?: string;
                /** @description Verified on or after this Asia/Jakarta date. */
                from?: string;
                /** @description Verified on or before this Asia/Jakarta date. */
                to?: string;
                /** @description `xlsx` for the download of the list as filtered (issue 41 item 9). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApprovalPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loan_approvals_allocate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllocateBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Allocated"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_approvals_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ApprovalSummary"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_contracts: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                payment_status?: "payment_scheduled" | "paid" | "schedule_expired";
                contract_status?: "contract_processing" | "contract_verified";
                ol_status?: "ol_processing" | "ol_downloaded" | "not_needed";
                lender_id?: string;
                program_id?: string;
                /** @description `xlsx` for the download of the list as filtered (issue 41 item 9). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ContractPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loan_contracts_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ContractSummary"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_activate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: null;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_collection_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["HistoryEntry"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_contacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ContactView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_contract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContractBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_contract_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_contract_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_deactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeactivateBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Deactivated"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_dealer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["HandoverDealer"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_documents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_dpd_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["DpdPoint"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_first_payment_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FirstPaymentBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_handover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandoverBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["HandedOver"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_hold_billing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["HoldView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_hold_billing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["HoldView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_loans_loan_id_hold_billing_hold_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
                hold_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["HoldView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_installments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["InstallmentView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_kyc_result: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_kyc_schedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_late_fee_waivers: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaiverBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["WaiverView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_late_fees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LateFeesView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_offering_letter: {
        parameters: {
            query?: {
                /** @description `id` (default) or `en`. */
                lang?: string;
            };
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_payment_proofs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: {
                            /** @description `review_payment_proof` when the caller may accept or reject it now. */
                            allowed_actions: components["schemas"]["Action"][];
                            /**
                             * Format: int64
                             * @description Rupiah.
                             */
                            amount: number;
                            /**
                             * @description Whether this proof's amount covers what is still to receive (accepting a proof that does
                             *     not leaves the first payment open).
                             */
                            covers_remaining: boolean;
                            /** Format: date-time */
                            created_at: string;
                            created_by_name?: string | null;
                            /** Format: date-time */
                            decided_at?: string | null;
                            decided_by_name?: string | null;
                            /**
                             * @description A loan out of the caller's scope (another funder's) shares them too; it is not named
                             *     (issue 40 item 4).
                             */
                            duplicate_elsewhere: boolean;
                            /** Format: uuid */
                            file_id: string;
                            /**
                             * Format: int64
                             * @description The loan's first payment as it stands now, rupiah: due, received (accepted proofs) and
                             *     still to receive (issue 41 item 1).
                             */
                            first_payment_amount_due: number;
                            /** Format: int64 */
                            first_payment_amount_received: number;
                            /** Format: int64 */
                            first_payment_amount_remaining: number;
                            full_name: string;
                            loan_id: string;
                            /** Format: date */
                            paid_date: string;
                            /** @description Loan IDs in the caller's scope whose proofs share the file bytes or the transfer reference. */
                            possible_duplicate_of: string[];
                            /** Format: uuid */
                            proof_id: string;
                            reason?: string | null;
                            reference: string;
                            status: components["schemas"]["ProofStatus"];
                        }[];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_payment_proofs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProofBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ProofCreated"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_payments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["PaymentView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_payments: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["PaymentCreated"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_payoff: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoffBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["PayoffDone"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_payoff_quote: {
        parameters: {
            query?: {
                /** @description `YYYY-MM-DD` (Asia/Jakarta), today up to 60 days ahead; today when left out. */
                date?: string;
            };
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["PayoffQuoteView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "get_api_v1_loans_loan_id_payoff_quote.pdf": {
        parameters: {
            query?: {
                /** @description `YYYY-MM-DD` (Asia/Jakarta), today up to 60 days ahead; today when left out. */
                date?: string;
            };
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_promises: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromiseBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["PromiseView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_recoveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RecoveryView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_recoveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoveryBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RecoveryView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_loans_loan_id_restructures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RestructureView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_restructures: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestructureBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RestructureView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_loans_loan_id_write_off_reverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                loan_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReverseWriteOffBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["WriteOffReversed"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Me"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_message_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TemplateView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_message_templates_code: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TemplateView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_message_templates_code: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TemplateView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_messages: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                status?: "queued" | "sent" | "failed" | "delivered";
                /** @description A loan ID (`LN-…`). */
                loan_id?: string;
                channel?: "whatsapp" | "sms" | "email";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["MessagePage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_messages_callbacks_whatsapp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhatsAppWebhook"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ReportsRecorded"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_motorcycle_types: {
        parameters: {
            query?: {
                partner_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["MotorcycleType"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_motorcycles: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                status?: "in_stock" | "reserved" | "handed_over" | "in_service" | "repossessed" | "sold" | "written_off";
                motorcycle_type_id?: string;
                /** @description `expiring` (within 30 days) or `expired`. */
                stnk?: "expiring" | "expired";
                /** @description `xlsx` for the download of the list as filtered (issue 41 item 9). */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["MotorcyclePage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_motorcycles: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MotorcycleBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["MotorcycleDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_motorcycles_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MotorcycleImportForm"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["MotorcycleImportResult"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_motorcycles_import_template: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_motorcycles_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["MotorcycleDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_motorcycles_id_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["MotorcycleDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_operational_area: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["OperationalArea"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_partners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Partner"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_payment_gateway_callbacks_provider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["XenditCallback"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["CallbackView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_payment_gateway_reconciliation: {
        parameters: {
            query?: {
                /** @description The payment day, `YYYY-MM-DD` (Asia/Jakarta); default today. */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Reconciliation"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_payment_gateway_unmatched: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["UnmatchedList"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_payment_gateway_unmatched_callback_id_assign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callback_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CallbackAssignBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["CallbackView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_payment_proofs: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Default `pending`: the verification queue. */
                status?: "pending" | "accepted" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ProofPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_payment_proofs_proof_id_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                proof_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_payment_proofs_proof_id_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                proof_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LoanDetail"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_payments_payment_id_reverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReverseBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["PaymentView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_programs: {
        parameters: {
            query?: {
                /**
                 * @description `true`: retired programs too (the data area's list); otherwise only those that take new
                 *     applications (the application form's picker).
                 */
                include_retired?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ProgramView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_programs: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ProgramView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_programs_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ProgramPreview"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_programs_program_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                program_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ProgramView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_programs_program_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                program_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ProgramView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_quality_regimes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["QualityRegimeView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_quality_regimes_code: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QualityRegimeBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["QualityRegimeView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_regions_cities_code_districts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Region"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_regions_districts_code_sub_districts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Region"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_regions_provinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Region"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_regions_provinces_code_cities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["Region"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_reminder_rules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RuleView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_reminder_rules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RulesBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RuleView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_repayments_all_billing: {
        parameters: {
            query?: {
                /** @description Search: name, e-mail, loan or customer ID, phone. */
                q?: string;
                /** @description `oldest` (earliest due first) or `newest` (all billing only). */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Asia/Jakarta due date from (inclusive). */
                due_from?: string;
                /** @description Asia/Jakarta due date to (inclusive). */
                due_to?: string;
                /** @description Installment status (all billing). */
                status?: "due" | "paid" | "partial" | "overdue" | "held";
                lender_id?: string;
                program_id?: string;
                /** @description A loan-quality bucket code. */
                bucket?: string;
                /** @description `xlsx` for a download. */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["BillingPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_repayments_late: {
        parameters: {
            query?: {
                /** @description Search: name, e-mail, loan or customer ID, phone. */
                q?: string;
                /** @description `oldest` (earliest due first) or `newest` (all billing only). */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Asia/Jakarta due date from (inclusive). */
                due_from?: string;
                /** @description Asia/Jakarta due date to (inclusive). */
                due_to?: string;
                /** @description Installment status (all billing). */
                status?: "due" | "paid" | "partial" | "overdue" | "held";
                lender_id?: string;
                program_id?: string;
                /** @description A loan-quality bucket code. */
                bucket?: string;
                /** @description `xlsx` for a download. */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["LatePage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_repayments_normal: {
        parameters: {
            query?: {
                /** @description Search: name, e-mail, loan or customer ID, phone. */
                q?: string;
                /** @description `oldest` (earliest due first) or `newest` (all billing only). */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Asia/Jakarta due date from (inclusive). */
                due_from?: string;
                /** @description Asia/Jakarta due date to (inclusive). */
                due_to?: string;
                /** @description Installment status (all billing). */
                status?: "due" | "paid" | "partial" | "overdue" | "held";
                lender_id?: string;
                program_id?: string;
                /** @description A loan-quality bucket code. */
                bucket?: string;
                /** @description `xlsx` for a download. */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["BillingPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_repayments_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RepaymentSummary"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_reports_trial_balance: {
        parameters: {
            query?: {
                /** @description The Asia/Jakarta day whose end the balance is of; default today. */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TrialBalance"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_reports_name: {
        parameters: {
            query?: {
                /**
                 * @description First Asia/Jakarta day, inclusive: loans created (funnel), allocations made (approvals),
                 *     loans activated (portfolio), installments due (collections).
                 */
                from?: string;
                /** @description Last Asia/Jakarta day, inclusive. */
                to?: string;
                lender_id?: string;
                program_id?: string;
                partner_id?: string;
                /** @description Collections only: `day` (default), `week` or `month`. */
                granularity?: "day" | "week" | "month";
                /** @description `xlsx` downloads the report. */
                format?: string;
                /**
                 * @description With `format=xlsx` on the portfolio: `loans` downloads every loan it sums instead (one
                 *     row per loan, streamed: up to a million rows in constant memory).
                 */
                detail?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the JSON page, or with `format=xlsx` the whole list as a workbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ReportView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_restructures_restructure_id_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                restructure_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RestructureApproved"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_restructures_restructure_id_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                restructure_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectRestructureBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["RestructureView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_service_orders: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                status?: "scheduled" | "in_progress" | "done" | "cancelled";
                kind?: "maintenance" | "repair" | "accident";
                motorcycle_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ServiceOrderPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_service_orders: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceOrderBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ServiceOrderView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_service_orders_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ServiceOrderView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_service_orders_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceStatusBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ServiceOrderView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_service_reminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["ReminderView"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_staff: {
        parameters: {
            query?: {
                /** @description `pic`: staff who can be the person in charge of loan applications. */
                role?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["StaffChoice"][];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_traffic_tickets: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                kind?: "etle" | "etoll";
                status?: "unpaid" | "paid" | "charged_to_borrower";
                /** @description A plate, normalised (`b1234xyz` finds `B 1234 XYZ`). */
                plate_number?: string;
                /** @description A loan ID (`LN-…`). */
                loan_id?: string;
                /** @description Asia/Jakarta date of `occurred_at` from (inclusive). */
                from?: string;
                /** @description Asia/Jakarta date of `occurred_at` to (inclusive). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TicketPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_traffic_tickets: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketBody"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TicketView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_traffic_tickets_import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TicketImportForm"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TicketImportResult"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_traffic_tickets_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketStatusBody"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["TicketView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_users: {
        parameters: {
            query?: {
                /** @description Search text (what it matches is the list's own). */
                q?: string;
                /** @description `newest` (default) or `oldest`. */
                sort?: string;
                /** @description Rows per page, default 50; a value above 100 is clamped to 100 and 0 to 1. */
                limit?: number;
                /** @description The `next_cursor` of the previous page. */
                cursor?: string;
                level?: number;
                status?: "pending" | "active" | "disabled";
                lender_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["UserPage"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_users: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1–255 visible ASCII characters, e.g. a UUID. A repeat with the same key and body returns the first response (header `Idempotent-Replayed: true`) for 24 hours; the same key with another body is 422; a repeat while the first runs is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUser"];
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["UserView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v1_users_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["UserView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    put_api_v1_users_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUser"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["UserView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not of the documented content type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_users_id_disable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["UserView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_users_id_enable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: components["schemas"]["UserView"];
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_users_id_resend_activation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: null;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the token or credentials are not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller's level or lender does not allow this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The record changed meanwhile, is not in a state for this, or the same Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: string;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/openmetrics-text": Record<string, never>;
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The HTTP status. */
                        code: number;
                        data: string;
                        /** @description A text in the caller's language. */
                        msg: string;
                    };
                };
            };
            /** @description The request cannot be read: a malformed parameter, body or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such record in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A rule failed: `errors` lists the fields with their codes. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: try again after `Retry-After` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database is unavailable for a moment: try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
