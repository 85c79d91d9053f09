//! `roda`: see [`server::cli`].

use clap::Parser;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    match server::cli::run(server::cli::Cli::parse()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("roda: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
