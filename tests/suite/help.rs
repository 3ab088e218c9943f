//! The command line's help and manual pages in each language: every text of the command tree
//! translated in every language (none stray, each naming the flags its English names), and
//! `othello --help`, `-h`, `help SUB` and `manual` in the language chosen as for the rest.

use std::collections::BTreeMap;

use fluent_syntax::ast::{Entry, Pattern, PatternElement};
use othello::cli::help::{Key, texts};
use othello::i18n::Language;

use crate::languages::{printed_under, refused_under};

/// The text of a pattern without its placeables (help.ftl's have none but escaped characters).
fn text(pattern: &Pattern<&str>) -> String {
    pattern
        .elements
        .iter()
        .map(|element| match element {
            PatternElement::TextElement { value } => value.to_string(),
            PatternElement::Placeable { .. } => "{…}".to_string(),
        })
        .collect()
}

/// Every key of `language`'s help.ftl with its translation; the file must parse without error.
fn translations(language: Language) -> BTreeMap<Key, String> {
    let source = language.help_source().unwrap_or_else(|| panic!("{language:?} has no help.ftl"));
    let file = format!("locales/{}/help.ftl", language.code());
    let resource =
        fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| panic!("{file}: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let name = message.id.name.to_string();
                if let Some(value) = &message.value {
                    let key = Key { message: name.clone(), attribute: None };
                    assert!(found.insert(key, text(value)).is_none(), "{file}: {name} twice");
                }
                for attribute in &message.attributes {
                    let key = Key { message: name.clone(), attribute: Some(attribute.id.name.to_string()) };
                    assert!(found.insert(key, text(&attribute.value)).is_none(), "{file}: {name} twice");
                }
            }
            Entry::Junk { content } => panic!("{file}: cannot read {content:?}"),
            _ => {}
        }
    }
    found
}

/// The flags a text names (`--moves`), each once.
fn flags(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = text
        .match_indices("--")
        .filter(|(at, _)| !text[..*at].ends_with(|c: char| c.is_alphanumeric()))
        .map(|(at, _)| {
            let rest = &text[at + 2..];
            let end = rest.find(|c: char| !(c.is_ascii_lowercase() || c == '-')).unwrap_or(rest.len());
            &text[at..at + 2 + end]
        })
        .filter(|flag| flag.len() > 2)
        .collect();
    found.sort();
    found.dedup();
    found
}

#[test]
fn every_text_of_the_help_is_translated_in_every_language_with_its_flags_and_none_stray() {
    let texts = texts();
    assert!(texts.len() > 100, "{} texts", texts.len());
    assert_eq!(Language::En.help_source(), None, "English's help is the doc comments'");
    for language in Language::ALL.into_iter().skip(1) {
        let translated = translations(language);
        let missing: Vec<String> = texts
            .iter()
            .filter(|text| !translated.contains_key(&text.key))
            .map(|text| format!("{:?}: {}", text.key, text.english))
            .collect();
        assert!(missing.is_empty(), "{}: untranslated:\n{}", language.code(), missing.join("\n"));
        let stray: Vec<&Key> =
            translated.keys().filter(|key| !texts.iter().any(|text| &text.key == *key)).collect();
        assert!(stray.is_empty(), "{}: no such text: {stray:?}", language.code());
        for text in &texts {
            let said = &translated[&text.key];
            assert!(!said.trim().is_empty(), "{}: {:?} is empty", language.code(), text.key);
            for flag in flags(&text.english) {
                assert!(
                    flags(said).contains(&flag),
                    "{}: {:?} does not name {flag}, which its English names:\n{said}",
                    language.code(),
                    text.key
                );
            }
        }
    }
}

#[test]
fn the_flags_of_a_text_are_found() {
    assert_eq!(
        flags("Example: --time 10m, -t 10m (overrides --time, --black-time)"),
        ["--black-time", "--time"]
    );
    assert!(flags("a-b--c").is_empty());
}

/// The words of each language the tests look for: its about's first words, a heading of its own,
/// and the help's words for `--format`.
const SAID: [(&str, &str, &str, &str); 4] = [
    ("nl_NL.UTF-8", "Othello in de terminal: speel", "Opties:", "Hoe af te drukken"),
    ("de_DE.UTF-8", "Othello im Terminal: spielen", "Optionen:", "Wie sie ausgegeben wird"),
    ("fr_FR.UTF-8", "Othello dans le terminal\u{a0}: jouez", "Options\u{a0}:", "Comment l'afficher"),
    ("zh_TW.UTF-8", "終端機裡的黑白棋：", "選項:", "印出的方式"),
];

/// Sentences of the English help that no other language's may hold.
const ENGLISH: [&str; 8] = [
    "Othello in the terminal",
    "Usage:",
    "Options:",
    "Print help",
    "Examples:",
    "How to print it",
    "[default:",
    "Possible values",
];

#[test]
fn help_speaks_the_language_of_the_environment_of_lang_or_of_the_preference() {
    let folder = tempfile::tempdir().unwrap();
    let run = |args: &[&str], lang: &str| printed_under(folder.path(), args, lang);
    for (lang, about, heading, format) in SAID {
        for args in
            [&["--help"][..], &["-h"], &["show", "--help"], &["help", "show"], &["book", "grow", "--help"]]
        {
            let help = run(args, lang);
            assert!(help.contains(heading), "{lang} {args:?}: {heading:?} in\n{help}");
            for english in ENGLISH {
                assert!(!help.contains(english), "{lang} {args:?}: English {english:?} in\n{help}");
            }
            // Only what a terminal prints: no colour when piped, no Unicode isolation marks.
            let control = help
                .chars()
                .find(|&c| (c.is_control() && c != '\n') || ('\u{2066}'..='\u{2069}').contains(&c));
            assert_eq!(control, None, "{lang} {args:?}:\n{help}");
        }
        assert!(run(&["--help"], lang).starts_with(about), "{lang}: {}", run(&["--help"], lang));
        let show = run(&["show", "-h"], lang);
        assert!(show.contains(format) && show.contains("--format <FORMAT>"), "{lang}: {show}");
    }
    // A command that needs a subcommand shows its help as a mistake, in the language too.
    let missing = refused_under(folder.path(), &["db"], "de_DE.UTF-8");
    assert!(missing.starts_with("Die Partiendatenbank") && missing.contains("Befehle:"), "{missing}");
    assert!(refused_under(folder.path(), &["train"], "C").contains("Commands:"));
    // `--lang` wherever it stands, over the environment; the examples in the language too.
    let german = run(&["book", "--help", "--lang", "de"], "fr_FR.UTF-8");
    assert!(german.contains("Optionen:") && german.contains("Eröffnungsbuchs"), "{german}");
    let dutch = run(&["--lang=nl", "--help"], "C");
    assert!(dutch.contains("\nVoorbeelden:\n  othello   "), "{dutch}");
    assert!(dutch.contains("\n  othello --time 10m --increment 5s        10 minuten elk"), "{dutch}");
    // The new-game screen's language, kept in the data folder, when --lang says none.
    std::fs::write(folder.path().join("settings.json"), r#"{"new_game":{"language":"zh"}}"#).unwrap();
    assert!(run(&["--help"], "en_US.UTF-8").starts_with("終端機裡的黑白棋："));
    let simplified = run(&["--help", "--lang", "zh-hans"], "C");
    assert!(simplified.starts_with("终端机里的黑白棋：") && simplified.contains("选项:"), "{simplified}");
}

#[test]
fn english_help_is_clap_s_as_before() {
    let folder = tempfile::tempdir().unwrap();
    let help = printed_under(folder.path(), &["--help"], "C");
    for said in [
        "Othello in the terminal: play at one keyboard",
        "\nUsage: othello [OPTIONS] [COMMAND]\n\nCommands:\n  show ",
        "\nOptions:\n      --handicap <N>\n",
        "          Possible values:\n          - black: The first player\n",
        "[default: 500ms]",
        "  -h, --help\n          Print help (see a summary with '-h')\n",
        "\nExamples:\n  othello                                  the new-game screen",
    ] {
        assert!(help.contains(said), "{said:?} in\n{help}");
    }
    // --lang en is English under any environment, and so is a language the game does not speak.
    assert_eq!(printed_under(folder.path(), &["--help", "--lang", "en"], "de_DE.UTF-8"), help);
    assert_eq!(printed_under(folder.path(), &["--help"], "ja_JP.UTF-8"), help);
    let short = printed_under(folder.path(), &["show", "-h"], "C");
    assert!(
        short.contains("[default: text]") && short.contains("[possible values: text, json, transcript, ggf]"),
        "{short}"
    );
}

#[test]
fn othello_manual_writes_the_pages_in_the_language() {
    let folder = tempfile::tempdir().unwrap();
    let pages = folder.path().join("man");
    let pages_dir = pages.to_str().unwrap();
    let said = printed_under(folder.path(), &["manual", pages_dir], "de_DE.UTF-8");
    assert!(said.contains("Handbuchseiten nach ") && said.contains("Lesen Sie eine mit man "), "{said}");
    let main = std::fs::read_to_string(pages.join("othello.1")).unwrap();
    for german in [
        ".SH BESCHREIBUNG",
        ".SH ÜBERSICHT",
        ".SH OPTIONEN",
        ".SH BEFEHLE",
        ".SH BEISPIELE",
        "Othello im Terminal",
    ] {
        assert!(main.contains(german), "{german:?} in\n{main}");
    }
    for english in [
        ".SH DESCRIPTION",
        ".SH OPTIONS",
        "Print help",
        "[default:",
        "Possible values",
        "Othello in the terminal",
    ] {
        assert!(!main.contains(english), "{english:?} in\n{main}");
    }
    // The values an option takes, each on its line as clap_mangen sets its own.
    assert!(main.contains("Mögliche Werte:\n.br\n\\- black: Der erste Spieler\n"), "{main}");
    let grow = std::fs::read_to_string(pages.join("othello-book-grow.1")).unwrap();
    assert!(grow.contains("Das Buch des Datenordners wachsen lassen"), "{grow}");
    // A folder's name is said without the control characters it holds, in any language.
    let odd = folder.path().join("pages\u{1b}[31m");
    let said = printed_under(folder.path(), &["manual", odd.to_str().unwrap()], "zh_TW.UTF-8");
    assert!(said.starts_with("已將 ") && said.contains("個手冊頁寫入 "), "{said}");
    assert!(!said.chars().any(|c| c.is_control() && c != '\n') && said.contains("\\u{1b}"), "{said:?}");
    // The same pages in English as before, clap_mangen's.
    let english = folder.path().join("en");
    printed_under(folder.path(), &["manual", english.to_str().unwrap()], "C");
    let main = std::fs::read_to_string(english.join("othello.1")).unwrap();
    assert!(main.contains(".SH DESCRIPTION") && main.contains("Othello in the terminal"), "{main}");
    assert_eq!(
        std::fs::read_dir(&english).unwrap().count(),
        std::fs::read_dir(&pages).unwrap().count(),
        "a page for each command in each language"
    );
}

#[test]
fn chinese_help_is_broken_between_characters_to_the_width_of_the_terminal() {
    // clap breaks lines at spaces only, and Chinese has none: each line fits all the same.
    let folder = tempfile::tempdir().unwrap();
    for columns in ["60", "80", "100"] {
        for args in [&["--help"][..], &["-h"], &["book", "grow", "-h"], &["train", "--help"]] {
            let output = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
                .args(["--data-dir", folder.path().to_str().unwrap(), "--lang", "zh"])
                .args(args)
                .env("COLUMNS", columns)
                .output()
                .unwrap();
            assert!(output.status.success());
            let help = String::from_utf8(output.stdout).unwrap();
            let widest = help.lines().map(textwrap::core::display_width).max().unwrap();
            assert!(widest <= columns.parse().unwrap(), "{columns} {args:?}: {widest} columns:\n{help}");
            assert!(help.contains("選項:"), "{help}");
        }
    }
}

/// The file that names, for each text of the help, the English its translations were made from:
/// a fingerprint of it, not the text (the doc comment is the one English text).
const MADE_FROM: &str = "locales/help-english.sums";

/// A fingerprint of `text` that is the same from build to build: FNV-1a, 64 bits.
fn fingerprint(text: &str) -> u64 {
    text.bytes()
        .fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
}

#[test]
fn every_translation_was_made_from_the_english_there_is_now() {
    // A doc comment reworded in English keeps its key, and its translations would say the old
    // words: the fingerprints of the English they were made from stand in the file, and a change
    // is caught here until the translations are looked at again and the file is written anew.
    let now: String = texts()
        .iter()
        .map(|text| {
            let attribute = text.key.attribute.as_ref().map_or(String::new(), |a| format!(".{a}"));
            format!("{}{attribute} {:016x}\n", text.key.message, fingerprint(&text.english))
        })
        .collect();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(MADE_FROM);
    let recorded = std::fs::read_to_string(&path).unwrap_or_default();
    let lines = |text: &str| text.lines().map(str::to_string).collect::<std::collections::BTreeSet<_>>();
    let changed: Vec<String> = lines(&now).difference(&lines(&recorded)).cloned().collect();
    assert!(
        changed.is_empty() && lines(&recorded) == lines(&now),
        "the English of these texts changed (or they are new) since their translations were made:\n{}\n\
         Look at each in every locales/*/help.ftl, then write {MADE_FROM} as:\n{now}",
        changed.join("\n")
    );
}

/// A fish completion script without its descriptions (`-d '…'` and a value's `\t'…'`, where
/// fish escapes a quote as `\'`): what it offers, under which conditions.
fn offered(script: &str) -> String {
    let mut kept = String::new();
    let mut rest = script;
    while let Some(at) = [rest.find("-d '"), rest.find("\\t'")].into_iter().flatten().min() {
        let opening = at + rest[at..].find('\'').unwrap() + 1;
        kept.push_str(&rest[..opening]);
        let mut end = opening;
        let bytes = rest.as_bytes();
        while bytes[end] != b'\'' {
            end += if bytes[end] == b'\\' { 2 } else { 1 };
        }
        rest = &rest[end..];
    }
    kept.push_str(rest);
    kept
}

#[test]
fn completion_scripts_describe_in_the_language_and_offer_the_same_words() {
    let folder = tempfile::tempdir().unwrap();
    let english = printed_under(folder.path(), &["completions", "fish"], "C");
    assert!(english.contains("-a \"book\" -d 'Show the opening book"), "{english}");
    assert!(english.contains("en\\t'English, the language every other falls back on'"), "{english}");
    for (lang, language) in [("de_DE.UTF-8", Language::De), ("zh_TW.UTF-8", Language::Zh)] {
        let script = printed_under(folder.path(), &["completions", "fish"], lang);
        let translated = translations(language);
        let book = &translated[&Key { message: "doc-othello-book".into(), attribute: None }];
        let book = book.lines().next().unwrap().replace('\'', "\\'");
        assert!(script.contains(&format!("-a \"book\" -d '{book}")), "{lang}: {book:?} in\n{script}");
        let english_value = Key { message: "doc-othello".into(), attribute: Some("lang-en".into()) };
        let value = translated[&english_value].replace('\'', "\\'");
        assert!(script.contains(&format!("en\\t'{value}'")), "{lang}: {value:?}");
        assert_eq!(offered(&script), offered(&english), "{lang}: the same flags, commands and values");
    }
    let bare = offered(&english);
    assert!(bare.contains("-l lang -d '' -r -f -a \"en\\t''") && !bare.contains("English"), "{bare}");
}
