//! Staff sign-in and sessions (spec §7, DESIGN §4): JWT access tokens checked against their
//! session on every request, opaque rotating refresh tokens, the sealed level, activation and
//! password reset links, rate limits.

pub mod guard;
pub mod handlers;
pub mod links;
pub mod passwords;
pub mod rate_limit;
pub mod seal;
pub mod tokens;

pub use guard::Staff;

/// This area's rows of the route table (`crate::routes`): each route's method, path, access
/// and summary, and what it reads and answers (the OpenAPI document is built from them).
pub fn routes(t: crate::routes::table::RouteTable) -> crate::routes::table::RouteTable {
    use axum::http::Method;
    use domain::Access;
    t
        // Spec §7 fixed endpoints.
        .add(Method::POST, "/api/v1/authentication/login", Access::Public, "Sign in with e-mail and password", handlers::login)
        .body::<handlers::LoginBody>()
        .returns::<handlers::LoginData>()
        .add(Method::POST, "/api/v1/authentication/refresh-token", Access::Public, "Rotate a refresh token", handlers::refresh)
        .body::<handlers::RefreshBody>()
        .returns::<handlers::TokenPair>()
        .add(Method::POST, "/api/auth/login-admin", Access::Public, "Admin sign-in (levels 2 and 10)", handlers::login_admin)
        .body::<handlers::LoginAdminBody>()
        .returns::<handlers::LoginData>()
        .add(Method::POST, "/api/auth/login-fo", Access::Public, "Front-office sign-in by username", handlers::login_fo)
        .body::<handlers::LoginFoBody>()
        .returns::<handlers::LoginData>()
        .add(Method::POST, "/api/crypt/de", Access::Public, "Read a sealed level", handlers::crypt_de)
        .body::<handlers::SealedLevel>()
        .returns::<i32>()
        .add(Method::GET, "/api/logout", Access::Public, "End the session", handlers::logout)
        .add(
            Method::POST,
            "/api/v1/authentication/activate",
            Access::Public,
            "Set the first password from an activation link",
            links::activate,
        )
        .body::<links::SetPasswordBody>()
        .add(
            Method::POST,
            "/api/v1/authentication/forgot-password",
            Access::Public,
            "E-mail a password reset link",
            links::forgot_password,
        )
        .body::<links::ForgotPasswordBody>()
        .add(
            Method::POST,
            "/api/v1/authentication/reset-password",
            Access::Public,
            "Set a new password from a reset link",
            links::reset_password,
        )
        .body::<links::SetPasswordBody>()
        .add(Method::GET, "/api/v1/me", Access::Staff, "The caller's profile, level and areas", handlers::me)
        .returns::<handlers::Me>()
}
