//! `grundy serve`: the web playground.

use super::CommandError;
use crate::cli::ServeArgs;
use std::process::ExitCode;

/// `grundy serve`: runs until stopped.
pub fn run(args: ServeArgs) -> Result<ExitCode, CommandError> {
    let addr = args.addr;
    eprintln!("grundy playground on http://{addr}");
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CommandError::Other(format!("cannot start the server: {e}")))?;
    runtime
        .block_on(grundy_web::serve(addr))
        .map_err(|e| CommandError::Other(format!("cannot serve on {addr}: {e}")))?;
    Ok(ExitCode::SUCCESS)
}
