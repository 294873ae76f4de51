//! `grundy serve`: the web playground.

use super::CommandError;
use crate::cli::ServeArgs;
use grundy_i18n::tr;
use std::process::ExitCode;

/// `grundy serve`: runs until stopped.
pub fn run(args: ServeArgs) -> Result<ExitCode, CommandError> {
    let addr = args.addr;
    eprintln!("{}", tr!("serve-on", addr = addr));
    let runtime = tokio::runtime::Runtime::new().map_err(|e| {
        CommandError::Other(tr!("serve-cannot-start", why = grundy_i18n::os_error(&e)))
    })?;
    runtime.block_on(grundy_web::serve(addr)).map_err(|e| {
        CommandError::Other(tr!(
            "serve-cannot-serve",
            addr = addr,
            why = grundy_i18n::os_error(&e)
        ))
    })?;
    Ok(ExitCode::SUCCESS)
}
