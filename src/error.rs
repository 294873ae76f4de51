//! Why a command stops without an answer, and the exit status each reason
//! gives: shared by the command line's parser and every command.

use crate::input::BadInput;

/// Why a command stops without an answer.
pub enum CommandError {
    /// Bad input: exit status 2.
    Input(String),
    /// Anything else: exit status 1.
    Other(String),
    /// The reader of the output went away (a closed pipe, as in `grundy seq
    /// kayles --up-to 1000000 | head -1`): nothing more to say, exit status
    /// 0, as ripgrep does.
    OutputClosed,
}

impl From<BadInput> for CommandError {
    fn from(e: BadInput) -> Self {
        CommandError::Input(e.0)
    }
}
