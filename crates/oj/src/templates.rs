//! Solution templates: a complete, commented solution of a judge problem in
//! C++ or Python, as `grundy template NAME` prints it.
//!
//! Each template is one file, `templates/NAME.cpp` or `templates/NAME.py`,
//! found when the crate is built. Its comments are written twice, each line
//! tagged with its language (`// [en] …` and `// [zh] …`, in Python
//! `# [en] …`); [`Template::render`] keeps the lines of the language asked,
//! without their tags, and drops the others. One line
//! `// [method] NAME` names the method (`nim-sum`, `wythoff-beatty`, …),
//! and a line `// [also] NAME…` the problem's other names on the judges
//! (`poj1067` for `hdu1527`); neither is printed.

use crate::Problem;
use grundy_i18n::Lang;
use std::fmt;
use std::str::FromStr;

include!(concat!(env!("OUT_DIR"), "/templates.rs"));

/// The programming language of a template.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SourceLang {
    /// C++17 with the standard library only: the language of the contests.
    Cpp,
    /// Python 3 with the standard library only.
    Python,
}

impl SourceLang {
    /// Every language, the default (C++) first.
    pub const ALL: [SourceLang; 2] = [SourceLang::Cpp, SourceLang::Python];

    /// The name the command line takes and the JSON gives: `cpp`, `python`.
    pub fn name(self) -> &'static str {
        match self {
            SourceLang::Cpp => "cpp",
            SourceLang::Python => "python",
        }
    }

    /// The extension of its template files.
    fn extension(self) -> &'static str {
        match self {
            SourceLang::Cpp => "cpp",
            SourceLang::Python => "py",
        }
    }

    /// What starts a comment line.
    fn comment(self) -> &'static str {
        match self {
            SourceLang::Cpp => "//",
            SourceLang::Python => "#",
        }
    }
}

impl fmt::Display for SourceLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A programming language that has no templates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSourceLang(pub String);

impl fmt::Display for UnknownSourceLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = SourceLang::ALL.iter().map(|l| l.name()).collect();
        f.write_str(&grundy_i18n::tr!(
            "template-unknown-language",
            name = self.0,
            known = grundy_i18n::join_list(&names)
        ))
    }
}

impl std::error::Error for UnknownSourceLang {}

impl FromStr for SourceLang {
    type Err = UnknownSourceLang;
    /// `cpp` or `python`, in any case, or their usual other names.
    ///
    /// ```
    /// use grundy_oj::SourceLang;
    /// assert_eq!("C++".parse(), Ok(SourceLang::Cpp));
    /// assert_eq!("py".parse(), Ok(SourceLang::Python));
    /// assert!("rust".parse::<SourceLang>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "cpp" | "c++" | "cc" | "cxx" => Ok(SourceLang::Cpp),
            "python" | "python3" | "py" => Ok(SourceLang::Python),
            _ => Err(UnknownSourceLang(s.to_string())),
        }
    }
}

/// One template: a problem's solution in one language.
#[derive(Clone, Copy, Debug)]
pub struct Template {
    problem: &'static str,
    lang: SourceLang,
    text: &'static str,
}

impl Template {
    /// Every template, by problem name, then language.
    pub fn all() -> Vec<Template> {
        let mut all: Vec<Template> = FILES
            .iter()
            .filter_map(|&(problem, ext, text)| {
                let lang = SourceLang::ALL.into_iter().find(|l| l.extension() == ext)?;
                Some(Template {
                    problem,
                    lang,
                    text,
                })
            })
            .collect();
        all.sort_by_key(|t| (t.problem, t.lang));
        all
    }

    /// The templates of `problem`, C++ first: its own files, and those
    /// whose `[also]` line names it (POJ 1067 is HDU 1527 under another
    /// name).
    ///
    /// ```
    /// use grundy_oj::{Problem, SourceLang, Template};
    /// let langs: Vec<SourceLang> = Template::of(Problem::P2197).iter().map(|t| t.lang()).collect();
    /// assert_eq!(langs, [SourceLang::Cpp, SourceLang::Python]);
    /// assert_eq!(Template::of(Problem::Poj1067).len(), Template::of(Problem::Hdu1527).len());
    /// ```
    pub fn of(problem: Problem) -> Vec<Template> {
        Template::all()
            .into_iter()
            .filter(|t| t.problem == problem.name() || t.also().any(|name| name == problem.name()))
            .map(|t| Template {
                problem: problem.name(),
                ..t
            })
            .collect()
    }

    /// The template of `problem` in `lang`, if there is one.
    pub fn get(problem: Problem, lang: SourceLang) -> Option<Template> {
        Template::of(problem).into_iter().find(|t| t.lang == lang)
    }

    /// The name of the problem it solves.
    pub fn problem_name(&self) -> &'static str {
        self.problem
    }

    /// Its programming language.
    pub fn lang(&self) -> SourceLang {
        self.lang
    }

    /// The short name of its method (`nim-sum`, `sg-table`, …), from its
    /// `[method]` line; empty if it has none (a test requires one).
    pub fn method(&self) -> &'static str {
        self.tagged("[method]").next().map_or("", str::trim)
    }

    /// The other names of its problem, from its `[also]` lines.
    fn also(&self) -> impl Iterator<Item = &'static str> + use<> {
        self.tagged("[also]").flat_map(str::split_whitespace)
    }

    /// The rest of each line tagged `tag`.
    fn tagged(&self, tag: &'static str) -> impl Iterator<Item = &'static str> + use<> {
        let comment = self.lang.comment();
        self.text.lines().filter_map(move |line| {
            line.trim()
                .strip_prefix(comment)
                .and_then(|rest| rest.trim_start().strip_prefix(tag))
        })
    }

    /// Its source with the comments of `lang`: a tagged line of that
    /// language without its tag, the other language's lines and the
    /// `[method]` and `[also]` lines dropped, every other line as it is.
    ///
    /// ```
    /// use grundy_i18n::Lang;
    /// use grundy_oj::{Problem, SourceLang, Template};
    /// let t = Template::get(Problem::P2197, SourceLang::Python).unwrap();
    /// assert!(t.render(Lang::En).contains("# "));
    /// assert!(!t.render(Lang::Zh).contains("[zh]"));
    /// ```
    pub fn render(&self, lang: Lang) -> String {
        let comment = self.lang.comment();
        let keep = match lang {
            Lang::En => "[en]",
            Lang::Zh => "[zh]",
        };
        let mut out = String::with_capacity(self.text.len());
        for line in self.text.lines() {
            let body = line.trim_start();
            let indent = &line[..line.len() - body.len()];
            let tagged = body
                .strip_prefix(comment)
                .map(|rest| rest.trim_start())
                .filter(|rest| rest.starts_with('['))
                .and_then(|rest| {
                    ["[en]", "[zh]", "[method]", "[also]"]
                        .into_iter()
                        .find_map(|tag| rest.strip_prefix(tag).map(|words| (tag, words)))
                });
            match tagged {
                Some((tag, words)) if tag == keep => {
                    let words = words.strip_prefix(' ').unwrap_or(words).trim_end();
                    out.push_str(indent);
                    out.push_str(comment);
                    if !words.is_empty() {
                        out.push(' ');
                        out.push_str(words);
                    }
                    out.push('\n');
                }
                Some(_) => {}
                None => {
                    out.push_str(line.trim_end());
                    out.push('\n');
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{SourceLang, Template};
    use crate::Problem;
    use grundy_i18n::Lang;

    #[test]
    fn every_template_solves_a_problem_and_names_its_method() {
        for t in Template::all() {
            let problem: Problem = t.problem_name().parse().expect("a problem's name");
            assert_eq!(problem.name(), t.problem_name());
            for also in t.also() {
                let other: Problem = also.parse().expect("a problem's name");
                assert_eq!(other.name(), also);
                assert!(
                    !Template::all().iter().any(|u| u.problem == also),
                    "{also} has files of its own"
                );
            }
            let method = t.method();
            assert!(
                !method.is_empty()
                    && method
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{} {}: method {method:?}",
                t.problem_name(),
                t.lang()
            );
        }
    }

    /// The Chinese comments use the glossary's terms (docs/glossary.zh-CN.md)
    /// as the catalogues do: none of the spellings it rejects (HDU 3094's
    /// and 3590's once said 冒号原理 and 茎 for 克朗原理 and 竹子).
    #[test]
    fn the_chinese_comments_use_the_glossary() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/glossary.zh-CN.md");
        let glossary = std::fs::read_to_string(path).expect("the glossary");
        let rejected: Vec<(&str, &str)> = glossary
            .lines()
            .filter(|l| l.starts_with("| "))
            .filter_map(|line| {
                let cells: Vec<&str> = line.split('|').map(str::trim).collect();
                let [_, english, _, rejected, _, _] = cells[..] else {
                    return None;
                };
                (english != "English" && !english.starts_with("---")).then_some((english, rejected))
            })
            .flat_map(|(english, rejected)| {
                rejected
                    .split('、')
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .map(move |t| (english, t))
            })
            .collect();
        assert!(
            rejected.len() >= 10,
            "the glossary rejects {} spellings",
            rejected.len()
        );
        let mut wrong = Vec::new();
        for t in Template::all() {
            let zh = t.render(Lang::Zh);
            for (english, term) in &rejected {
                if zh.contains(term) {
                    wrong.push(format!(
                        "{} {}: {term} for {english}",
                        t.problem_name(),
                        t.lang()
                    ));
                }
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn every_template_is_commented_in_both_languages() {
        for t in Template::all() {
            let (en, zh) = (t.render(Lang::En), t.render(Lang::Zh));
            let comment = format!("{} ", t.lang().comment());
            let comments = |text: &str| {
                text.lines()
                    .filter(|l| l.trim_start().starts_with(&comment))
                    .count()
            };
            assert!(
                comments(&en) > 0 && comments(&zh) > 0,
                "{} {}",
                t.problem_name(),
                t.lang()
            );
            assert!(
                en.is_ascii(),
                "{} {}: English comments in ASCII",
                t.problem_name(),
                t.lang()
            );
            assert!(!zh.contains("[en]") && !en.contains("[zh]") && !en.contains("[method]"));
            // The code is the same in both: only comment lines differ.
            let code = |text: &str| -> Vec<String> {
                text.lines()
                    .filter(|l| !l.trim_start().starts_with(t.lang().comment()))
                    .map(str::to_string)
                    .collect()
            };
            assert_eq!(code(&en), code(&zh), "{} {}", t.problem_name(), t.lang());
        }
    }

    #[test]
    fn the_tags_are_kept_or_dropped_by_language() {
        let t = Template {
            problem: "p2197",
            lang: SourceLang::Python,
            text: "# [method] nim-sum\n# [also] poj1067 poj2960\n# [en] why\n# [zh] 为何\n    # [en]\nx = 1  # kept\n",
        };
        assert_eq!(t.method(), "nim-sum");
        assert_eq!(t.also().collect::<Vec<_>>(), ["poj1067", "poj2960"]);
        assert_eq!(t.render(Lang::En), "# why\n    #\nx = 1  # kept\n");
        assert_eq!(t.render(Lang::Zh), "# 为何\nx = 1  # kept\n");
    }
}
