//! A judge problem by name: a handle on its [`Spec`], as the command line
//! names it. Every problem is declared in its own file under `problems/`
//! and listed once in [`Problem::ALL`].

use crate::Spec;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

/// A judge problem whose format `grundy oj` speaks: its name and its
/// [`Spec`]. Two problems are the same if their names are.
#[derive(Clone, Copy)]
pub struct Problem {
    name: &'static str,
    spec: &'static dyn Spec,
}

impl Problem {
    /// The problem named `name` (as the command line writes it), answered
    /// by `spec`.
    pub const fn new(name: &'static str, spec: &'static dyn Spec) -> Problem {
        Problem { name, spec }
    }

    /// The name used on the command line (`grundy oj p1247`).
    ///
    /// ```
    /// assert_eq!(grundy_oj::Problem::Cf15c.name(), "cf15c");
    /// assert_eq!(grundy_oj::Problem::NimProduct64.name(), "nim_product_64");
    /// ```
    pub fn name(self) -> &'static str {
        self.name
    }

    /// Everything grundy knows of the problem: its reader and solver, and
    /// what `check` needs.
    pub fn spec(self) -> &'static dyn Spec {
        self.spec
    }

    /// A one-line description: the judge, the problem and its game, in the
    /// current language of `grundy_i18n` (the catalogues'
    /// `oj-title-NAME`, NAME as [`Problem::name`] gives it). The judge's
    /// output tokens (`John`/`Brother`, `WIN`/`LOSE`, …) are the same in
    /// every language.
    ///
    /// ```
    /// use grundy_i18n::{with_lang, Lang};
    /// use grundy_oj::Problem;
    /// let en = with_lang(Lang::En, || Problem::P4279.title());
    /// assert_eq!(en, "Luogu P4279: misère Nim, John/Brother per case");
    /// let zh = with_lang(Lang::Zh, || Problem::P4279.title());
    /// assert!(zh.starts_with("洛谷 P4279") && zh.contains("反 Nim") && zh.contains("John/Brother"));
    /// ```
    pub fn title(self) -> String {
        grundy_i18n::text(&format!("oj-title-{}", self.name()), &[])
    }
}

impl PartialEq for Problem {
    fn eq(&self, other: &Problem) -> bool {
        self.name == other.name
    }
}

impl Eq for Problem {}

impl Hash for Problem {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

impl fmt::Debug for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Problem").field(&self.name).finish()
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown problem name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownProblem(pub String);

impl fmt::Display for UnknownProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
        f.write_str(&grundy_i18n::tr!(
            "oj-unknown-problem",
            name = self.0,
            known = grundy_i18n::join_list(&names)
        ))
    }
}

impl std::error::Error for UnknownProblem {}

impl FromStr for Problem {
    type Err = UnknownProblem;
    /// A name as [`Problem::name`] gives it, in any case, with or without
    /// its dashes, underscores and spaces.
    ///
    /// ```
    /// use grundy_oj::Problem;
    /// assert_eq!("HDU-2176".parse(), Ok(Problem::Hdu2176));
    /// assert_eq!("nim_product_64".parse(), Ok(Problem::NimProduct64));
    /// assert_eq!("nim-product-64".parse(), Ok(Problem::NimProduct64));
    /// assert!("p9999".parse::<Problem>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bare = |name: &str| name.to_ascii_lowercase().replace(['-', '_', ' '], "");
        let wanted = bare(s);
        Problem::ALL
            .into_iter()
            .find(|p| bare(p.name()) == wanted)
            .ok_or_else(|| UnknownProblem(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::Problem;
    use grundy_i18n::{message_ids, with_lang, Lang};

    /// Two problems of one name would shadow each other on the command
    /// line.
    #[test]
    fn every_problem_has_its_own_name() {
        for (i, p) in Problem::ALL.iter().enumerate() {
            for q in &Problem::ALL[i + 1..] {
                assert_ne!(p.name(), q.name());
            }
        }
    }

    /// A problem added without its title would be listed under the bare
    /// id `oj-title-NAME` (or in English under `--lang zh`).
    #[test]
    fn every_problem_has_its_title_in_both_languages() {
        for lang in Lang::ALL {
            let known = message_ids(lang);
            for p in Problem::ALL {
                let id = format!("oj-title-{}", p.name());
                assert!(
                    known.contains(&id),
                    "{p}: no {id} in the {lang:?} catalogue"
                );
            }
        }
        for p in Problem::ALL {
            let en = with_lang(Lang::En, || p.title());
            let zh = with_lang(Lang::Zh, || p.title());
            assert_ne!(en, zh, "{p}: the Chinese title is the English one");
            // The judge, the problem's number and its name in parentheses
            // are kept: "HDU 3404 (Switch lights)" is "HDU 3404（Switch
            // lights）", "Luogu P1247" is "洛谷 P1247" (perhaps followed by
            // the problem's Chinese name).
            let (en_head, _) = en.split_once(": ").expect("an English title has a colon");
            let (zh_head, _) = zh.split_once('：').expect("a Chinese title has a colon");
            let kept = en_head
                .replace("Luogu", "洛谷")
                .replace(" (", "（")
                .replace(')', "）");
            assert!(
                zh_head.starts_with(&kept),
                "{p}: {zh_head:?} is not {kept:?}"
            );
        }
    }
}
