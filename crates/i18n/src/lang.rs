//! Which language: English or Simplified Chinese, for the process and,
//! for the length of a call, for a thread.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language grundy speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Simplified Chinese (zh-CN).
    Zh,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The name `--lang` and `GRUNDY_LANG` take: `en`, `zh`.
    ///
    /// ```
    /// use grundy_i18n::Lang;
    /// assert_eq!(Lang::Zh.code(), "zh");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The catalogue's folder and BCP 47 tag: `en`, `zh-CN`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-CN",
        }
    }

    /// A language named as `--lang`, `GRUNDY_LANG`, a locale (`zh_CN.UTF-8`,
    /// `en_US`) or a browser's `Accept-Language` entry (`zh-CN`, `zh-Hans`)
    /// names it; `None` for one grundy does not speak.
    ///
    /// ```
    /// use grundy_i18n::Lang;
    /// assert_eq!(Lang::parse("zh_CN.UTF-8"), Some(Lang::Zh));
    /// assert_eq!(Lang::parse("en_GB"), Some(Lang::En));
    /// assert_eq!(Lang::parse("C.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::parse("fr_FR"), None);
    /// ```
    pub fn parse(name: &str) -> Option<Lang> {
        let base = name
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .split(['_', '-'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match base.as_str() {
            "zh" => Some(Lang::Zh),
            "en" | "c" | "posix" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language the environment asks for when no `--lang` is given:
    /// `GRUNDY_LANG`, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, the
    /// first one set and not empty), else English. A value naming a language
    /// grundy does not speak counts as English.
    ///
    /// ```
    /// use grundy_i18n::Lang;
    /// let env = |name: &str| match name {
    ///     "LANG" => Some("zh_CN.UTF-8".to_string()),
    ///     _ => None,
    /// };
    /// assert_eq!(Lang::from_env_with(env), Lang::Zh);
    /// let env = |name: &str| match name {
    ///     "GRUNDY_LANG" => Some("en".to_string()),
    ///     "LANG" => Some("zh_CN.UTF-8".to_string()),
    ///     _ => None,
    /// };
    /// assert_eq!(Lang::from_env_with(env), Lang::En);
    /// ```
    pub fn from_env_with(var: impl Fn(&str) -> Option<String>) -> Lang {
        for name in ["GRUNDY_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Some(value) = var(name).filter(|v| !v.is_empty()) {
                return Lang::parse(&value).unwrap_or(Lang::En);
            }
        }
        Lang::En
    }

    /// [`Lang::from_env_with`] on this process's environment.
    pub fn from_env() -> Lang {
        Lang::from_env_with(|name| std::env::var(name).ok())
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// The process's language, as a `Lang` index.
static PROCESS: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A thread's language while [`with_lang`] runs, over the process's.
    static THREAD: Cell<Option<Lang>> = const { Cell::new(None) };
}

fn from_index(i: u8) -> Lang {
    Lang::ALL.get(usize::from(i)).copied().unwrap_or_default()
}

/// Sets the process's language.
///
/// ```
/// use grundy_i18n::{current, set_current, Lang};
/// set_current(Lang::En);
/// assert_eq!(current(), Lang::En);
/// ```
pub fn set_current(lang: Lang) {
    crate::install();
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    PROCESS.store(index as u8, Ordering::Relaxed);
}

/// The language messages are written in now: this thread's, within
/// [`with_lang`], else the process's.
pub fn current() -> Lang {
    // Whoever reads a message in a language reads the engine's errors in
    // it too.
    crate::install();
    THREAD
        .with(Cell::get)
        .unwrap_or_else(|| from_index(PROCESS.load(Ordering::Relaxed)))
}

/// Runs `f` with this thread's messages in `lang`, then restores the
/// language it had (also when `f` panics).
///
/// ```
/// use grundy_i18n::{current, with_lang, Lang};
/// let inside = with_lang(Lang::Zh, current);
/// assert_eq!(inside, Lang::Zh);
/// ```
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            THREAD.with(|t| t.set(self.0));
        }
    }
    crate::install();
    let _restore = Restore(THREAD.with(|t| t.replace(Some(lang))));
    f()
}
