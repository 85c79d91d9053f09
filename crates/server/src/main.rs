//! `roda`: see [`server::cli`].

use clap::Parser;

// mimalloc: glibc's malloc spent about 15 % of a list request's CPU in a profile (small
// allocations freed on other threads); see docs/BENCHMARKS.md.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
