//! `roda`: see [`server::cli`].

use clap::Parser;

fn main() -> std::process::ExitCode {
    // Before the runtime starts its threads: see `server::memory`.
    if let Err(e) = server::memory::tune() {
        eprintln!("roda: could not apply the allocator settings, going on with glibc's defaults: {e}");
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("roda: starting the runtime: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    match runtime.block_on(server::cli::run(server::cli::Cli::parse())) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("roda: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
