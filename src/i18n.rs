//! The player's language: chosen from `--lang` or the environment (`LC_ALL`, `LC_MESSAGES`,
//! `LANG`), and the game's words in it from the Fluent files of `locales/`, built into the binary.

use std::sync::OnceLock;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
pub use fluent_bundle::{FluentArgs, FluentValue};

/// The message `id` in `language`, with its arguments by name: `tr!(language, "to-move", name =
/// player)`. Numbers go in as numbers where the message chooses a plural by them; large ones and
/// fractions go in as text written by [`Language::thousands`] and [`Language::decimal`].
#[macro_export]
macro_rules! tr {
    ($language:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::FluentValue::from($value));)*
        $language.text($id, None, Some(&args))
    }};
}

/// A language the game speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, clap::ValueEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// English, the language every other falls back on.
    En,
    /// Dutch.
    Nl,
    /// German.
    De,
    /// French.
    Fr,
    /// Chinese in Traditional characters (Taiwan, Hong Kong, Macau, and a Chinese locale that
    /// names no region).
    Zh,
    /// Chinese in Simplified characters (mainland China and Singapore: `zh_CN`, `zh_SG`,
    /// `zh-Hans`).
    #[value(name = "zh-hans", alias = "zh-cn")]
    #[serde(rename = "zh-hans")]
    ZhHans,
}

/// A language's Fluent files, one for each part of the game, each with its name (the areas are
/// listed once, here: every language has a file for each, or the build fails).
macro_rules! files {
    ($code:literal) => {
        files!($code: "rules", "game", "keys", "messages", "network", "review", "training", "cli", "usage")
    };
    ($code:literal: $($area:literal),*) => {
        &[$(($area, include_str!(concat!("../locales/", $code, "/", $area, ".ftl")))),*]
    };
}

/// A Fluent file: the part of the game it speaks for, and its text.
type Source = (&'static str, &'static str);

/// A language's translation of the command line's help, `help.ftl` (English has none: its help is
/// the doc comments of `src/cli/`, which `cli::help` says why).
macro_rules! help {
    ($code:literal) => {
        Some(include_str!(concat!("../locales/", $code, "/help.ftl")))
    };
}

/// Each language's code, its Fluent files from its folder of `locales/`, and its help's.
const SOURCES: [(Language, &str, &[Source], Option<&str>); 6] = [
    (Language::En, "en", files!("en"), None),
    (Language::Nl, "nl", files!("nl"), help!("nl")),
    (Language::De, "de", files!("de"), help!("de")),
    (Language::Fr, "fr", files!("fr"), help!("fr")),
    (Language::Zh, "zh", files!("zh"), help!("zh")),
    (Language::ZhHans, "zh-Hans", files!("zh-Hans"), help!("zh-Hans")),
];
// Each language at its own place in `SOURCES`: `code` and `source` read it by the language's number.
const _: () = {
    let mut i = 0;
    while i < SOURCES.len() {
        assert!(SOURCES[i].0 as usize == i, "SOURCES in the order of Language");
        i += 1;
    }
};

/// The sections of the rules, in order: each a heading with its paragraph.
pub const RULES_SECTIONS: [&str; 10] = [
    "rules-board",
    "rules-start",
    "rules-move",
    "rules-flip",
    "rules-pass",
    "rules-end",
    "rules-score",
    "rules-pool",
    "rules-handicap",
    "rules-clock",
];

impl Language {
    /// Every language, English first: those of [`SOURCES`], so that a language added there is
    /// chosen, checked and read like the others.
    pub const ALL: [Language; SOURCES.len()] = {
        let mut all = [Language::En; SOURCES.len()];
        let mut i = 0;
        while i < SOURCES.len() {
            all[i] = SOURCES[i].0;
            i += 1;
        }
        all
    };

    /// The language's code: `en`, `nl`, `de`, `fr`, `zh`, `zh-Hans`.
    pub fn code(self) -> &'static str {
        SOURCES[self as usize].1
    }

    /// Its Fluent files: each part of the game's name (`rules`, `game`) with the file's text.
    pub fn sources(self) -> &'static [Source] {
        SOURCES[self as usize].2
    }

    /// The language a locale names (`nl_NL.UTF-8`, `de-AT`, `zh_TW`, `fr`), if the game speaks it.
    /// Chinese is written in Simplified characters for the mainland and Singapore (`zh_CN`,
    /// `zh_SG`, `zh-Hans`), in Traditional ones otherwise.
    pub fn of_locale(locale: &str) -> Option<Language> {
        let name = locale.split(['.', '@']).next()?;
        let mut parts = name.split(['_', '-']).map(str::to_ascii_lowercase);
        let code = parts.next()?;
        if code == "zh" {
            let simplified = parts.any(|part| matches!(part.as_str(), "cn" | "sg" | "hans"));
            return Some(if simplified { Language::ZhHans } else { Language::Zh });
        }
        Language::ALL.into_iter().find(|language| language.code() == code)
    }

    /// The language of the environment as POSIX reads it: the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set and not empty decides; English if it names another language (or
    /// `C`, `POSIX`), or if none is set. `var` reads a variable.
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| var(name).filter(|value| !value.is_empty()))
            .and_then(|locale| Language::of_locale(&locale))
            .unwrap_or(Language::En)
    }

    /// `chosen` if given, else the environment's language.
    pub fn chosen(chosen: Option<Language>) -> Language {
        chosen.unwrap_or_else(|| Language::from_environment(|name| std::env::var(name).ok()))
    }

    /// The message `id` in this language (English if this one lacks it), with `args`; `attribute`
    /// names one of its attributes instead of its value. The id itself if no language has it.
    pub fn text(self, id: &str, attribute: Option<&str>, args: Option<&FluentArgs>) -> String {
        [self, Language::En]
            .into_iter()
            .find_map(|language| format(bundle(language), id, attribute, args))
            .unwrap_or_else(|| id.to_string())
    }

    /// `n` with its thousands grouped as the language writes them: `1,234,567` in English and
    /// Chinese, `1.234.567` in Dutch and German, `1 234 567` in French (a narrow space that does
    /// not break).
    pub fn thousands(self, n: u64) -> String {
        let separator = match self {
            Language::En | Language::Zh | Language::ZhHans => ",",
            Language::Nl | Language::De => ".",
            Language::Fr => "\u{202f}",
        };
        crate::text::thousands(n).replace(',', separator)
    }

    /// The language's decimal mark: `.` in English and Chinese, `,` in Dutch, German and French.
    pub fn decimal_mark(self) -> char {
        match self {
            Language::En | Language::Zh | Language::ZhHans => '.',
            Language::Nl | Language::De | Language::Fr => ',',
        }
    }

    /// `x` with `places` decimals and the language's decimal mark: `1.5` in English and
    /// Chinese, `1,5` in Dutch, German and French.
    pub fn decimal(self, x: f64, places: usize) -> String {
        format!("{x:.places$}").replace('.', &self.decimal_mark().to_string())
    }

    /// `x` with its sign, `places` decimals and the language's decimal mark: `+1.5`, `-0,5`.
    pub fn signed_decimal(self, x: f64, places: usize) -> String {
        let sign = if x < 0.0 { "-" } else { "+" };
        format!("{sign}{}", self.decimal(x.abs(), places))
    }

    /// `date` as the language writes it: `2026-11-28` in English (as ISO 8601 writes it),
    /// `28-11-2026` in Dutch, `28.11.2026` in German, `28/11/2026` in French, `2026年11月28日` in
    /// Chinese. Every date shown for people is written by this.
    pub fn date(self, date: jiff::civil::Date) -> String {
        let (year, month, day) = (date.year(), date.month(), date.day());
        match self {
            Language::En => format!("{year:04}-{month:02}-{day:02}"),
            Language::Nl => format!("{day:02}-{month:02}-{year:04}"),
            Language::De => format!("{day:02}.{month:02}.{year:04}"),
            Language::Fr => format!("{day:02}/{month:02}/{year:04}"),
            Language::Zh | Language::ZhHans => format!("{year}年{month}月{day}日"),
        }
    }

    /// Its translation of the command line's help (`help.ftl`), which English has not.
    pub fn help_source(self) -> Option<&'static str> {
        SOURCES[self as usize].3
    }

    /// The translation of the help text `id` (or its `attribute`) in this language, without
    /// falling back: `None` where this language has none (English's is clap's own text).
    pub fn help(self, id: &str, attribute: Option<&str>) -> Option<String> {
        format(bundle(self), id, attribute, None)
    }

    /// The language's own name for itself: `Nederlands`, `Deutsch`, `中文`.
    pub fn name(self) -> String {
        self.message("language-name")
    }

    /// The message `id`'s value, without arguments.
    pub fn message(self, id: &str) -> String {
        self.text(id, None, None)
    }

    /// The attribute `attribute` of the message `id`, without arguments.
    pub fn attribute(self, id: &str, attribute: &str) -> String {
        self.text(id, Some(attribute), None)
    }

    /// The rules of the game in this language: their title, then each section's heading and
    /// paragraph, in order (`othello rules` and the help set them to their own widths).
    pub fn rules(self) -> (String, Vec<(String, String)>) {
        let sections =
            RULES_SECTIONS.iter().map(|id| (self.message(id), self.attribute(id, "body"))).collect();
        (self.message("rules-title"), sections)
    }
}

/// The message `id` (or its `attribute`) of `bundle`, formatted, if it has it.
fn format(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    attribute: Option<&str>,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(name) => message.get_attribute(name)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, args, &mut errors).into_owned())
}

/// The messages of `language`, read from its file at the first need.
fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; SOURCES.len()] =
        [const { OnceLock::new() }; SOURCES.len()];
    BUNDLES[language as usize].get_or_init(|| {
        let id = language.code().parse().expect("a language code is a language identifier");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No Unicode isolation marks around arguments: they are control characters on a terminal.
        bundle.set_use_isolating(false);
        let help = language.help_source().map(|source| ("help", source));
        for (_, source) in language.sources().iter().copied().chain(help) {
            let resource = FluentResource::try_new(source.to_string())
                .expect("the Fluent files are checked by the tests");
            bundle.add_resource(resource).expect("each message once in a language");
        }
        bundle
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_chooses_as_posix_says_and_english_stands_in() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string())
        };
        assert_eq!(Language::from_environment(env(&[])), Language::En);
        assert_eq!(Language::from_environment(env(&[("LANG", "nl_NL.UTF-8")])), Language::Nl);
        assert_eq!(
            Language::from_environment(env(&[("LANG", "nl_NL.UTF-8"), ("LC_MESSAGES", "de_DE@euro")])),
            Language::De,
            "LC_MESSAGES before LANG"
        );
        assert_eq!(
            Language::from_environment(env(&[("LC_ALL", "fr_BE"), ("LC_MESSAGES", "de_DE")])),
            Language::Fr,
            "LC_ALL before all"
        );
        assert_eq!(
            Language::from_environment(env(&[("LC_ALL", ""), ("LANG", "zh_TW.UTF-8")])),
            Language::Zh,
            "an empty one is not set"
        );
        assert_eq!(Language::from_environment(env(&[("LC_ALL", "C"), ("LANG", "de_DE")])), Language::En);
        assert_eq!(Language::from_environment(env(&[("LANG", "ja_JP.UTF-8")])), Language::En);
        assert_eq!(Language::of_locale("DE-at"), Some(Language::De));
        // Chinese: Simplified for the mainland and Singapore, Traditional elsewhere.
        for (locale, language) in [
            ("zh_CN.UTF-8", Language::ZhHans),
            ("zh_SG", Language::ZhHans),
            ("zh-Hans-HK", Language::ZhHans),
            ("zh_TW.UTF-8", Language::Zh),
            ("zh_HK", Language::Zh),
            ("zh-Hant", Language::Zh),
            ("zh", Language::Zh),
        ] {
            assert_eq!(Language::of_locale(locale), Some(language), "{locale}");
        }
    }

    #[test]
    fn a_date_is_written_as_each_language_writes_dates() {
        let date = jiff::civil::date(2026, 11, 28);
        let written: Vec<String> = Language::ALL.iter().map(|language| language.date(date)).collect();
        assert_eq!(
            written,
            ["2026-11-28", "28-11-2026", "28.11.2026", "28/11/2026", "2026年11月28日", "2026年11月28日"]
        );
        let early = jiff::civil::date(987, 1, 5);
        assert_eq!(Language::En.date(early), "0987-01-05", "padded as ISO 8601 pads");
        assert_eq!(Language::De.date(early), "05.01.0987");
        assert_eq!(Language::Zh.date(early), "987年1月5日", "Chinese pads nothing");
    }

    #[test]
    fn a_message_comes_in_the_language_asked_without_control_characters() {
        assert_eq!(Language::Nl.message("rules-board"), "Het bord");
        assert!(Language::De.attribute("rules-board", "body").contains("Spielsteine"));
        assert!(Language::Zh.attribute("rules-score", "body").contains("32 比 32"));
        let missing = "no-such-message";
        assert_eq!(Language::Fr.message(missing), missing, "the id where no language has it");
        let text = Language::En.attribute("rules-start", "body");
        assert!(!text.chars().any(char::is_control), "{text:?}");
    }
}
