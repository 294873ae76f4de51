//! `grundy man`: the manual pages, from the command line's own definition.

use super::{cannot_write, CommandError};
use crate::cli::ManArgs;
use clap_mangen::Man;
use grundy_i18n::{text_in, tr, Arg, Lang};
use std::io::Write;
use std::process::ExitCode;

/// `grundy man [COMMAND]`: a page on standard output; `grundy man --out
/// DIR`: every page written into DIR.
pub fn run(args: ManArgs) -> Result<ExitCode, CommandError> {
    let lang = grundy_i18n::current();
    let mut top =
        crate::help::localized(crate::cli::definition(), lang).disable_help_subcommand(true);
    top.build();
    let Some(dir) = args.out else {
        let page = match &args.command {
            None => top,
            Some(name) => top
                .find_subcommand(name)
                .cloned()
                .ok_or_else(|| unknown_command(name, &top))?,
        };
        let roff = render(page, lang).map_err(|e| {
            CommandError::Other(tr!("man-cannot-render", why = grundy_i18n::os_error(&e)))
        })?;
        let mut stdout = std::io::stdout().lock();
        stdout
            .write_all(&roff)
            .and_then(|()| stdout.flush())
            .map_err(cannot_write)?;
        return Ok(ExitCode::SUCCESS);
    };
    std::fs::create_dir_all(&dir).map_err(|e| {
        CommandError::Input(tr!(
            "man-cannot-create",
            dir = dir.display(),
            why = grundy_i18n::os_error(&e)
        ))
    })?;
    let pages: Vec<clap::Command> = std::iter::once(top.clone())
        .chain(top.get_subcommands().filter(|c| !c.is_hide_set()).cloned())
        .collect();
    for page in &pages {
        let file = dir.join(manual(page.clone()).get_filename());
        render(page.clone(), lang)
            .and_then(|roff| std::fs::write(&file, roff))
            .map_err(|e| {
                CommandError::Input(tr!(
                    "man-cannot-write",
                    dir = dir.display(),
                    why = grundy_i18n::os_error(&e)
                ))
            })?;
    }
    eprintln!(
        "{}",
        tr!(
            "man-wrote",
            pages = Arg::count(pages.len()),
            dir = dir.display()
        )
    );
    Ok(ExitCode::SUCCESS)
}

/// The page of `command`: every page names grundy's version as its source.
fn manual(command: clap::Command) -> Man {
    Man::new(command).source(format!("grundy {}", env!("CARGO_PKG_VERSION")))
}

/// The page of `command` as roff, its section headings in `lang`
/// (clap_mangen writes them in English whatever the texts under them).
fn render(command: clap::Command, lang: Lang) -> std::io::Result<Vec<u8>> {
    let mut roff = Vec::new();
    manual(command).render(&mut roff)?;
    if lang == Lang::En {
        return Ok(roff);
    }
    let roff = String::from_utf8_lossy(&roff);
    let mut out = String::with_capacity(roff.len());
    for line in roff.split_inclusive('\n') {
        match line.trim_end().strip_prefix(".SH ") {
            Some(heading) if SECTIONS.contains(&heading) => {
                let id = format!("help-clap-man-{}", heading.to_lowercase());
                out.push_str(&format!(".SH {}\n", text_in(lang, &id, &[])));
            }
            _ => out.push_str(line),
        }
    }
    Ok(out.into_bytes())
}

/// The headings clap_mangen writes, each translated by
/// `help-clap-man-HEADING` (the commands' heading is the help's own).
const SECTIONS: [&str; 7] = [
    "NAME",
    "SYNOPSIS",
    "DESCRIPTION",
    "OPTIONS",
    "EXTRA",
    "VERSION",
    "AUTHORS",
];

/// A COMMAND that `grundy` does not have, with the ones it has.
fn unknown_command(name: &str, top: &clap::Command) -> CommandError {
    let names: Vec<&str> = top
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name())
        .collect();
    CommandError::Input(tr!(
        "man-unknown-command",
        name = name,
        commands = grundy_i18n::join_list(&names)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every heading of a Chinese page is Chinese, as are its texts; the
    /// English page is clap_mangen's own.
    #[test]
    fn a_chinese_page_has_chinese_headings() {
        let page = |lang| {
            let mut top = crate::help::localized(crate::cli::definition(), lang);
            top.build();
            let sum = top.find_subcommand("seq").cloned().expect("seq");
            String::from_utf8(render(sum, lang).expect("rendered")).expect("text")
        };
        let zh = page(Lang::Zh);
        let headings: Vec<&str> = zh.lines().filter(|l| l.starts_with(".SH ")).collect();
        assert_eq!(
            headings,
            [
                ".SH 名称",
                ".SH 概述",
                ".SH 描述",
                ".SH 参数",
                ".SH 选项",
                ".SH 补充说明"
            ]
        );
        assert!(zh.contains("堆上游戏的 SG 值序列"), "{zh}");
        assert!(zh.contains("<\\fI游戏\\fR>"), "{zh}");
        let en = page(Lang::En);
        assert!(
            en.contains(".SH SYNOPSIS") && en.contains("<\\fIGAME\\fR>"),
            "{en}"
        );
    }
}
