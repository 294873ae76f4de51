//! `grundy serve`: the web playground.

use super::CommandError;
use crate::cli::ServeArgs;
use grundy_i18n::tr;
use std::process::ExitCode;

/// `grundy serve`: runs until stopped. The address is announced once it is
/// bound, not before: a port another program holds is only an error.
pub fn run(args: ServeArgs) -> Result<ExitCode, CommandError> {
    let addr = args.addr;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| {
        CommandError::Other(tr!("serve-cannot-start", why = grundy_i18n::os_error(&e)))
    })?;
    let cannot_serve = |e: std::io::Error| {
        CommandError::Other(tr!(
            "serve-cannot-serve",
            addr = addr,
            why = grundy_i18n::os_error(&e)
        ))
    };
    runtime.block_on(async {
        let listener = grundy_web::listen(addr).map_err(cannot_serve)?;
        eprintln!("{}", tr!("serve-on", addr = addr));
        grundy_web::serve_on(listener, grundy_web::Limits::default())
            .await
            .map_err(cannot_serve)
    })?;
    Ok(ExitCode::SUCCESS)
}
