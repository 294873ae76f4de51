//! The command line of the playground's load examples (`load`, `hostile`):
//! a few `--name VALUE` options, a bad one ending the run with its usage,
//! exit status 2.

use std::net::SocketAddr;

/// The arguments, and the usage line printed with an error.
pub struct Args {
    args: Vec<String>,
    usage: &'static str,
}

impl Args {
    /// This process's arguments.
    pub fn new(usage: &'static str) -> Self {
        Args {
            args: std::env::args().skip(1).collect(),
            usage,
        }
    }

    /// Ends the run: `message`, then the usage.
    pub fn fail(&self, message: &str) -> ! {
        eprintln!("error: {message}\nusage: {}", self.usage);
        std::process::exit(2);
    }

    /// The value after `name`, if given.
    pub fn option(&self, name: &str) -> Option<String> {
        self.args.iter().position(|a| a == name).map(|i| {
            self.args
                .get(i + 1)
                .cloned()
                .unwrap_or_else(|| self.fail(name))
        })
    }

    /// The number after `name`, from 1 to `max`, or `default`.
    pub fn number(&self, name: &str, default: usize, max: usize) -> usize {
        match self.option(name) {
            None => default,
            Some(t) => match t.parse::<usize>() {
                Ok(n) if (1..=max).contains(&n) => n,
                _ => self.fail(&format!("{name}: expected 1 to {max}, found \"{t}\"")),
            },
        }
    }

    /// The loopback address after `--addr`, if given; `what` says what is
    /// done to it, for the refusal of any other address.
    pub fn loopback_addr(&self, what: &str) -> Option<SocketAddr> {
        let text = self.option("--addr")?;
        let addr: SocketAddr = text
            .parse()
            .unwrap_or_else(|_| self.fail(&format!("--addr: not an address: {text}")));
        if !addr.ip().is_loopback() {
            self.fail(&format!(
                "--addr: only loopback addresses (127.0.0.0/8, ::1) are {what}"
            ));
        }
        Some(addr)
    }
}
