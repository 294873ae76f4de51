//! Positions from the command line or standard input: numbers of any size,
//! and errors that name the token and where it stands.

use grundy_engine::num::{or_big, BigNat, Narrow, Natural};
use grundy_i18n::tr;
use std::fmt;
use std::io::Read;

/// Where a token stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// The n-th argument of the position (from 1).
    Argument(usize),
    /// Line and column (from 1) of standard input or a file.
    Text { line: usize, column: usize },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Argument(n) => f.write_str(&tr!("place-argument", n = n)),
            Place::Text { line, column } => {
                f.write_str(&tr!("place-line-column", line = line, column = column))
            }
        }
    }
}

/// A token of a position.
#[derive(Clone, Debug)]
pub struct Token {
    pub text: String,
    pub place: Place,
}

/// Bad input: exit status 2.
#[derive(Debug)]
pub struct BadInput(pub String);

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl BadInput {
    pub fn at(place: &Place, message: impl fmt::Display) -> Self {
        BadInput(tr!(
            "place-then",
            place = place.to_string(),
            message = message.to_string()
        ))
    }
}

/// The items of a position, each with its place and a description for
/// errors: "pile 1", "pile 2", …; `noun` is the catalogue's name of an
/// item (`noun-pile`).
pub fn items(tokens: &[Token], noun: &str) -> Vec<(String, Place, String)> {
    let what = grundy_i18n::text(noun, &[]);
    tokens
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let nth = tr!("item-nth", what = what, n = i + 1);
            (t.text.clone(), t.place.clone(), nth)
        })
        .collect()
}

/// The whole of an input: a file mapped into memory, or bytes read.
pub enum Whole {
    /// A regular file, mapped: its pages are the page cache's, with
    /// nothing copied and no fresh pages to clear (a tenth of a judge run
    /// of 40 MB).
    Mapped(memmap2::Mmap),
    /// A pipe, a terminal, or a file that cannot be mapped, read.
    Read(Vec<u8>),
}

impl std::ops::Deref for Whole {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Whole::Mapped(map) => map,
            Whole::Read(bytes) => bytes,
        }
    }
}

/// The whole of `file` (standard input if `None`), mapped when it is a
/// regular file that is not empty, else read.
pub fn whole(file: Option<&std::path::Path>) -> std::io::Result<Whole> {
    let opened = match file {
        Some(path) => std::fs::File::open(path)?,
        None => {
            #[cfg(unix)]
            {
                use std::os::fd::AsFd;
                std::fs::File::from(std::io::stdin().as_fd().try_clone_to_owned()?)
            }
            #[cfg(not(unix))]
            return read_stdin().map(Whole::Read);
        }
    };
    let meta = opened.metadata()?;
    if meta.is_file() && meta.len() > 0 {
        // SAFETY: the map is only read. A file changed by another program
        // while it is read would give a wrong answer, as with any program
        // that maps its input; a judge's input is not written while it is
        // read. One cut short raises SIGBUS, which `sigbus::guard` turns
        // into a message and exit status 2.
        crate::sigbus::guard();
        if let Ok(map) = unsafe { memmap2::Mmap::map(&opened) } {
            return Ok(Whole::Mapped(map));
        }
    }
    let mut data = Vec::new();
    (&opened).read_to_end(&mut data)?;
    Ok(Whole::Read(data))
}

/// Reads all of standard input, sized up front when it is a file.
pub fn read_stdin() -> std::io::Result<Vec<u8>> {
    let mut data = Vec::new();
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = std::io::stdin().as_fd().try_clone_to_owned()
            && let Ok(meta) = std::fs::File::from(fd).metadata()
            && meta.is_file()
        {
            data.reserve_exact(meta.len() as usize + 1);
        }
    }
    std::io::stdin().lock().read_to_end(&mut data)?;
    Ok(data)
}

/// Refuses standard input that holds nothing but blanks, with one message
/// for every command that reads `-`: each had read nothing as a position
/// of its own (a sum of no component, a graph of no vertex) or refused it
/// in words of its own.
pub fn refuse_blank_stdin(data: Vec<u8>) -> Result<Vec<u8>, BadInput> {
    if data.iter().all(u8::is_ascii_whitespace) {
        return Err(BadInput(tr!("stdin-empty")));
    }
    Ok(data)
}

/// All of standard input, refused when it cannot be read or is blank.
pub fn stdin_bytes() -> Result<Vec<u8>, BadInput> {
    let data = read_stdin()
        .map_err(|e| BadInput(tr!("cannot-read-stdin", why = grundy_i18n::os_error(&e))))?;
    refuse_blank_stdin(data)
}

/// All of standard input as text, refused when it cannot be read, is
/// blank or is not UTF-8.
pub fn stdin_text() -> Result<String, BadInput> {
    String::from_utf8(stdin_bytes()?).map_err(|e| {
        BadInput(tr!(
            "not-utf8",
            name = tr!("standard-input"),
            byte = e.utf8_error().valid_up_to()
        ))
    })
}

/// The tokens of a position: the arguments themselves, or, for a lone `-`,
/// the whitespace-separated tokens of standard input.
pub fn tokens(args: &[String]) -> Result<Vec<Token>, BadInput> {
    if args.len() == 1 && args[0] == "-" {
        return Ok(text_tokens(&stdin_text()?));
    }
    if let Some(i) = args.iter().position(|a| a == "-") {
        return Err(BadInput::at(
            &Place::Argument(i + 1),
            tr!("stdin-only-argument"),
        ));
    }
    let mut out = Vec::new();
    for (i, arg) in args.iter().enumerate() {
        // `grundy nim "3 5 7"` is the same as `grundy nim 3 5 7`.
        for part in arg.split_whitespace() {
            out.push(Token {
                text: part.to_string(),
                place: Place::Argument(i + 1),
            });
        }
    }
    Ok(out)
}

fn text_tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    for (l, line) in text.lines().enumerate() {
        let mut rest = line;
        let mut col = 1;
        while let Some(start) = rest.find(|c: char| !c.is_whitespace()) {
            let len = rest[start..]
                .find(char::is_whitespace)
                .unwrap_or(rest.len() - start);
            col += rest[..start].chars().count();
            out.push(Token {
                text: rest[start..start + len].to_string(),
                place: Place::Text {
                    line: l + 1,
                    column: col,
                },
            });
            col += rest[start..start + len].chars().count();
            rest = &rest[start + len..];
        }
    }
    out
}

/// Parses one natural number, described as `what` in errors.
fn natural<N: Natural>(text: &str, place: &Place, what: &str) -> Result<N, Narrow<BadInput>> {
    if let Some(v) = N::parse_decimal(text) {
        return Ok(v);
    }
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Narrow::Overflow);
    }
    Err(Narrow::Failed(BadInput::at(
        place,
        grundy_i18n::say(&grundy_oj::not_a_natural(text, what)),
    )))
}

/// Numbers of either width: machine words when every number fits.
pub enum Numbers {
    Small(Vec<u64>),
    Big(Vec<BigNat>),
}

/// Runs a generic expression on the numbers, whichever width they have.
macro_rules! dispatch {
    ($numbers:expr, |$v:ident| $body:expr) => {
        match $numbers {
            $crate::input::Numbers::Small($v) => $body,
            $crate::input::Numbers::Big($v) => $body,
        }
    };
}
pub(crate) use dispatch;

/// Parses every `(text, place, what)` as machine words, or all with
/// arbitrary precision when some number does not fit.
pub fn numbers(items: &[(String, Place, String)]) -> Result<Numbers, BadInput> {
    fn parse_all<N: Natural>(
        items: &[(String, Place, String)],
    ) -> Result<Vec<N>, Narrow<BadInput>> {
        items
            .iter()
            .map(|(t, p, w)| natural::<N>(t, p, w))
            .collect()
    }
    or_big(parse_all::<u64>(items).map(Numbers::Small), || {
        parse_all::<BigNat>(items).map(Numbers::Big)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression (issue 42): blank standard input was a sum of no
    /// component, a graph of no vertex, or each command's own refusal;
    /// every reader of `-` now goes through this one test.
    #[test]
    fn blank_standard_input_is_refused_and_anything_else_kept() {
        let cases: [(&str, &[u8], bool); 5] = [
            ("empty", b"", false),
            ("newlines", b"\n\n", false),
            ("spaces and tabs", b" \t \r\n", false),
            ("a number", b"3\n", true),
            ("a comment", b"# nothing\n", true),
        ];
        for (name, data, kept) in cases {
            assert_eq!(refuse_blank_stdin(data.to_vec()).is_ok(), kept, "{name}");
        }
    }

    #[test]
    fn text_tokens_know_their_line_and_column() {
        let t = text_tokens("3 5\n  x\t7\n");
        let got: Vec<(String, Place)> = t.into_iter().map(|t| (t.text, t.place)).collect();
        assert_eq!(
            got,
            vec![
                ("3".into(), Place::Text { line: 1, column: 1 }),
                ("5".into(), Place::Text { line: 1, column: 3 }),
                ("x".into(), Place::Text { line: 2, column: 3 }),
                ("7".into(), Place::Text { line: 2, column: 5 }),
            ]
        );
    }
}

#[cfg(all(test, unix))]
mod cut_short {
    use crate::sigbus::STATUS;
    use std::io::Write;

    /// Set in the child process that the test re-runs itself as.
    const CHILD: &str = "GRUNDY_SIGBUS_TEST_FILE";

    /// Regression: a judge input truncated while `grundy oj` had it mapped
    /// killed the process with SIGBUS and no message (root cause: the map
    /// outlives the file's length, and the default action of SIGBUS is to
    /// die). The test maps a file, cuts it to nothing, and reads the map,
    /// in a child process, which must exit 2 with the message.
    #[test]
    fn a_mapped_input_cut_short_exits_2_with_a_message() {
        if let Some(path) = std::env::var_os(CHILD) {
            let path = std::path::PathBuf::from(path);
            let data = super::whole(Some(&path)).unwrap();
            std::fs::OpenOptions::new()
                .write(true)
                .open(&path)
                .unwrap()
                .set_len(0)
                .unwrap();
            let sum: u64 = data.iter().map(|&b| u64::from(b)).sum();
            // Not reached: reading the map past the file's end raises SIGBUS.
            println!("read {sum}");
            std::process::exit(0);
        }
        let dir = std::env::temp_dir().join(format!("grundy-sigbus-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("input.txt");
        let mut file = std::fs::File::create(&path).unwrap();
        file.write_all(&vec![b'7'; 1 << 16]).unwrap();
        drop(file);
        let output = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "input::cut_short::a_mapped_input_cut_short_exits_2_with_a_message",
                "--nocapture",
            ])
            .env(CHILD, &path)
            .output()
            .unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(STATUS), "stderr: {stderr}");
        assert!(
            stderr.contains("cut short by another program"),
            "stderr: {stderr}"
        );
        assert!(!String::from_utf8_lossy(&output.stdout).contains("read "));
    }
}
