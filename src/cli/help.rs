//! The command line's help and manual pages in the player's language: clap's command tree with our
//! texts translated (`locales/<lang>/help.ftl`) and clap's own words said (`usage.ftl`).

// Why this design. English has one owner, the doc comments clap derives the help from: they are the
// code's documentation too (every public field needs one), and what the completion scripts show.
// Moving them into Fluent would leave two English texts, the doc and the message, free to drift.
// Each other language keeps its translation under a key made of where the text stands (the
// command's path, the argument's id, the value's name), never of its words, so that a rewording in
// English keeps its key; a test holds every language's keys to the command tree (each text there,
// none stray, each naming the flags its English names), and another names a text reworded since its
// translations were made (locales/help-english.sums keeps a fingerprint of the English, not the
// English). An argument flattened into several commands (the game's flags, the data folder, the
// threads, the position, the database's filters) is translated once, under its group's key,
// wherever its English is the group's. In English nothing is replaced: the help is clap's, byte for
// byte.

use clap::builder::PossibleValue;
use clap::error::ErrorKind;
use clap::{Arg, Args, Command, CommandFactory};

use super::{Cli, DataDirArg, DbQueryArgs, GameArgs, PositionArgs, ThreadsArg};
use crate::i18n::Language;
use crate::tr;

/// Where a text's translation is kept in `help.ftl`: a message, and one of its attributes (none:
/// the message's value).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Key {
    /// The message: `doc-othello-book-grow` for a command's, `doc-game-flags` for a group's.
    pub message: String,
    /// The argument's id (`data_dir`), with its value's name after a dash (`format-json`), or
    /// `after-help` for the examples; none for the command's about.
    pub attribute: Option<String>,
}

/// A text of the help that is translated: its key, and its English (clap's, from the doc comment).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Text {
    /// Where its translations are.
    pub key: Key,
    /// What it says in English.
    pub english: String,
}

/// The name of the command tree's root in the keys: `doc-othello`.
const ROOT: &str = "othello";

/// The groups of arguments flattened into several commands, each with its message: an argument
/// of a command is its group's when the group has an argument of the same id and English.
fn groups() -> Vec<(&'static str, Command)> {
    let built = |mut command: Command| {
        command.build();
        command
    };
    vec![
        ("doc-game-flags", built(GameArgs::augment_args(Command::new("game")))),
        ("doc-position-flags", built(PositionArgs::augment_args(Command::new("position")))),
        ("doc-data-dir-flag", built(DataDirArg::augment_args(Command::new("data")))),
        ("doc-threads-flag", built(ThreadsArg::augment_args(Command::new("threads")))),
        ("doc-query-flags", built(DbQueryArgs::augment_args(Command::new("query")))),
    ]
}

/// The English of `arg`'s help, as clap shows it.
fn english(arg: &Arg) -> Option<String> {
    arg.get_help().map(ToString::to_string)
}

/// clap's own arguments and subcommand, whose words are clap's (`usage.ftl` says them).
fn is_clap_s(arg: &Arg) -> bool {
    matches!(arg.get_id().as_str(), "help" | "version")
}

/// Where the help of `arg`, an argument of the command at `path`, is translated.
fn arg_key(arg: &Arg, path: &str, groups: &[(&'static str, Command)]) -> Key {
    let id = arg.get_id().as_str();
    let attribute = Some(id.to_string());
    // A global argument is the root's, copied into every subcommand.
    if arg.is_global_set() {
        return Key { message: format!("doc-{ROOT}"), attribute };
    }
    let text = english(arg);
    let group = groups
        .iter()
        .find(|(_, group)| group.get_arguments().any(|other| other.get_id() == id && english(other) == text));
    let message = group.map_or_else(|| format!("doc-{path}"), |(message, _)| message.to_string());
    Key { message, attribute }
}

/// The key of the help of `value`, a value of the argument whose key is `arg`.
fn value_key(arg: &Key, value: &PossibleValue) -> Key {
    let attribute = arg.attribute.as_ref().map(|id| format!("{id}-{}", value.get_name()));
    Key { message: arg.message.clone(), attribute }
}

/// The values of `arg` its help lists, as clap lists them.
fn shown_values(arg: &Arg) -> Vec<PossibleValue> {
    if arg.is_hide_possible_values_set() {
        return Vec::new();
    }
    arg.get_possible_values().into_iter().filter(|value| !value.is_hide_set()).collect()
}

/// Every text of the help that a language translates, each key once, in the order of the tree.
pub fn texts() -> Vec<Text> {
    let mut command = Cli::command();
    command.build();
    let groups = groups();
    let mut found: Vec<Text> = Vec::new();
    collect(&command, ROOT, &groups, &mut found);
    let mut seen = std::collections::BTreeSet::new();
    found.retain(|text| seen.insert(text.key.clone()));
    found
}

/// The texts of `command`, at `path`, and of its subcommands, into `found`.
fn collect(command: &Command, path: &str, groups: &[(&'static str, Command)], found: &mut Vec<Text>) {
    let message = format!("doc-{path}");
    if let Some(about) = command.get_about() {
        let key = Key { message: message.clone(), attribute: None };
        found.push(Text { key, english: about.to_string() });
    }
    if let Some(after) = command.get_after_help() {
        let key = Key { message: message.clone(), attribute: Some("after-help".into()) };
        found.push(Text { key, english: after.to_string() });
    }
    for arg in command.get_arguments().filter(|arg| !arg.is_hide_set() && !is_clap_s(arg)) {
        let key = arg_key(arg, path, groups);
        for value in shown_values(arg) {
            if let Some(help) = value.get_help() {
                found.push(Text { key: value_key(&key, &value), english: help.to_string() });
            }
        }
        if let Some(english) = english(arg) {
            found.push(Text { key, english });
        }
    }
    for subcommand in command.get_subcommands().filter(|sub| sub.get_name() != "help") {
        collect(subcommand, &format!("{path}-{}", subcommand.get_name()), groups, found);
    }
}

/// `command` (the command line's, unbuilt, with any setting of the caller's) built, with its help
/// in `language`: in English as clap writes it.
pub fn localized(mut command: Command, language: Language) -> Command {
    command.build();
    if language == Language::En {
        return command;
    }
    let groups = groups();
    localize(command, ROOT, language, &groups)
}

/// clap's words in `language`: its headings and its arguments' help.
struct Words {
    usage: String,
    arguments: String,
    options: String,
}

/// `command`, at `path`, and its subcommands, with their texts in `language`.
fn localize(command: Command, path: &str, language: Language, groups: &[(&'static str, Command)]) -> Command {
    let words = Words {
        usage: tr!(language, "clap-usage"),
        arguments: tr!(language, "clap-arguments"),
        options: tr!(language, "clap-options"),
    };
    let message = format!("doc-{path}");
    let mut command = command;
    if let Some(about) = language.help(&message, None) {
        command = command.about(about);
    }
    if let Some(after) = language.help(&message, Some("after-help")) {
        command = command.after_help(after);
    }
    // clap's template with the heading of the usage in the language, styled as clap styles it.
    let style = command.get_styles().get_usage();
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{style}{}:{style:#} {{usage}}\n\n{{all-args}}{{after-help}}",
        words.usage
    );
    command = command.help_template(template).subcommand_help_heading(tr!(language, "clap-commands"));
    command = command.mut_args(|arg| localize_arg(arg, path, language, groups, &words));
    command.mut_subcommands(|subcommand| {
        let name = subcommand.get_name().to_string();
        if name == "help" {
            // clap's: `othello help SUBCOMMAND`.
            subcommand.about(tr!(language, "clap-help-command")).mut_args(|arg| {
                arg.help(tr!(language, "clap-help-command-arg")).help_heading(words.arguments.clone())
            })
        } else {
            localize(subcommand, &format!("{path}-{name}"), language, groups)
        }
    })
}

/// `arg`, an argument of the command at `path`, with its help in `language`: its text, its values'
/// and its default's, under the language's heading.
fn localize_arg(
    arg: Arg,
    path: &str,
    language: Language,
    groups: &[(&'static str, Command)],
    words: &Words,
) -> Arg {
    let heading = if arg.is_positional() { &words.arguments } else { &words.options };
    let arg = arg.help_heading(heading.clone());
    match arg.get_id().as_str() {
        // clap's own, with clap's words: a summary and a long form only where the long differs.
        "help" if arg.get_long_help().is_some() => {
            return arg.help(tr!(language, "clap-help-more")).long_help(tr!(language, "clap-help-summary"));
        }
        "help" => return arg.help(tr!(language, "clap-help")),
        "version" => return arg.help(tr!(language, "clap-version")),
        _ => {}
    }
    let key = arg_key(&arg, path, groups);
    let text =
        language.help(&key.message, key.attribute.as_deref()).or_else(|| english(&arg)).unwrap_or_default();
    let values = shown_values(&arg);
    let defaults: Vec<String> = if arg.get_num_args().is_some_and(|number| number.takes_values())
        && !arg.is_hide_default_value_set()
    {
        arg.get_default_values().iter().map(|value| value.to_string_lossy().into_owned()).collect()
    } else {
        Vec::new()
    };
    if values.is_empty() && defaults.is_empty() {
        return arg.help(text);
    }
    // clap would add its own words for the default and the values: they are said here instead.
    let default = (!defaults.is_empty()).then(|| tr!(language, "clap-default", values = defaults.join(" ")));
    let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
    let listed =
        (!values.is_empty()).then(|| tr!(language, "clap-possible-values", values = names.join(", ")));
    let short =
        std::iter::once(text.clone()).chain(default.clone()).chain(listed).collect::<Vec<_>>().join(" ");
    let arg = arg.hide_default_value(true).hide_possible_values(true).help(short);
    if !values.iter().any(|value| value.get_help().is_some()) {
        return arg;
    }
    // The long form lists each value with its help, as clap's does.
    let widest = names.iter().map(|name| name.chars().count()).max().unwrap_or(0);
    let mut long = format!("{text}\n\n{}", tr!(language, "clap-possible-values-heading"));
    for value in &values {
        let name = value.get_name();
        let value_key = value_key(&key, value);
        let help = language
            .help(&value_key.message, value_key.attribute.as_deref())
            .or_else(|| value.get_help().map(ToString::to_string));
        match help {
            Some(help) => {
                long.push_str(&format!("\n- {name}: {:pad$}{help}", "", pad = widest - name.chars().count()))
            }
            None => long.push_str(&format!("\n- {name}")),
        }
    }
    if let Some(default) = default {
        long.push_str(&format!("\n\n{default}"));
    }
    // The values with their help in the language, for the completion scripts' descriptions: the
    // command built here is shown, never parsed with, so its values need not be typed.
    let values: Vec<PossibleValue> = arg
        .get_possible_values()
        .into_iter()
        .map(|value| {
            let value_key = value_key(&key, &value);
            match language.help(&value_key.message, value_key.attribute.as_deref()) {
                Some(help) => value.help(help),
                None => value,
            }
        })
        .collect();
    arg.long_help(long).value_parser(clap::builder::PossibleValuesParser::new(values))
}

/// The help that `arguments` (the whole command line, `othello` first) ask for, in `language`,
/// with clap's styles: `None` in English, where clap's own is shown, or if they ask for none.
pub fn help_in(language: Language, arguments: &[std::ffi::OsString]) -> Option<String> {
    if language == Language::En {
        return None;
    }
    let width = width();
    let command = localized(Cli::command().term_width(width), language);
    let error = command.try_get_matches_from(arguments).err()?;
    // The help asked for, or shown for a command that needs a subcommand (`othello db`).
    let help = [ErrorKind::DisplayHelp, ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand];
    help.contains(&error.kind()).then(|| rewrapped(&error.render().ansi().to_string(), width))
}

/// Prints `help` as clap prints its own: its styles on a terminal that shows them, none elsewhere;
/// on standard error where it stands for a mistake.
pub fn print(help: &str, mistake: bool) {
    use std::io::Write;
    let mut out: Box<dyn Write> =
        if mistake { Box::new(anstream::stderr()) } else { Box::new(anstream::stdout()) };
    // A reader gone (a closed pipe) wants no more, and no message.
    let _ = out.write_all(help.as_bytes()).and_then(|()| out.flush());
}

/// The width clap wraps the help to: the terminal's, else `COLUMNS`, else 100.
fn width() -> usize {
    terminal_size::terminal_size()
        .map(|(width, _)| usize::from(width.0))
        .or_else(|| std::env::var("COLUMNS").ok()?.parse().ok())
        .unwrap_or(100)
}

/// `help` with each paragraph that has a line wider than `width` broken again: clap breaks lines
/// only at spaces, and Chinese has none. The paragraph (the line and the lines clap went on with,
/// under its text) goes on under where its text began, after the flag or the command's name, as
/// clap's own continuations do.
fn rewrapped(help: &str, width: usize) -> String {
    let lines: Vec<&str> = help.split('\n').collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut at = 0;
    while at < lines.len() {
        let line = lines[at];
        let start = text_start(line);
        at += 1;
        // Only text clap did not style is broken again (a flag before it may be styled).
        if textwrap::core::display_width(line) <= width || line[start..].contains('\x1b') {
            out.push(line.to_string());
            continue;
        }
        let indent = textwrap::core::display_width(&line[..start]);
        let mut text = line[start..].to_string();
        // An item of a list without its gap (an example as wide as its column) has no paragraph
        // under it: what follows is the next item.
        let leading = line.len() - line.trim_start_matches(' ').len();
        let item = start == leading && (1..8).contains(&leading);
        while let Some(next) =
            lines.get(at).filter(|_| !item).and_then(|next| next.strip_prefix(&" ".repeat(indent)))
        {
            // Not a line of its own: a value (`- black`), an item set out in columns, a style.
            if next.is_empty()
                || next.starts_with(' ')
                || next.starts_with("- ")
                || next.contains("  ")
                || next.contains('\x1b')
            {
                break;
            }
            text.push(' ');
            text.push_str(next);
            at += 1;
        }
        for (i, piece) in
            crate::text::wrap(&text, width.saturating_sub(indent).max(8), "").into_iter().enumerate()
        {
            let lead = if i == 0 { line[..start].to_string() } else { " ".repeat(indent) };
            out.push(format!("{lead}{piece}"));
        }
    }
    out.join("\n")
}

/// Where the text of a help line begins: after its indentation, and after the flag or name that
/// heads it when two spaces or more set the text apart (its styles, if any, hold no spaces).
fn text_start(line: &str) -> usize {
    let indent = line.len() - line.trim_start_matches(' ').len();
    match line[indent..].find("  ") {
        Some(gap) => {
            let after = indent + gap;
            after + (line[after..].len() - line[after..].trim_start_matches(' ').len())
        }
        None => indent,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The help `arguments` ask for in `language`, as text.
    fn help(language: Language, arguments: &[&str]) -> String {
        let arguments: Vec<std::ffi::OsString> =
            std::iter::once("othello").chain(arguments.iter().copied()).map(Into::into).collect();
        match language {
            Language::En => Cli::command().try_get_matches_from(arguments).unwrap_err().to_string(),
            _ => anstream::adapter::strip_str(&help_in(language, &arguments).unwrap()).to_string(),
        }
    }

    #[test]
    fn a_line_too_wide_goes_on_under_its_text() {
        let chinese =
            "      --level <N>   電腦的棋力，從 1（給初學者的對手）到 20（最強）；預設 5。範例：--level 12\n";
        let lines = rewrapped(chinese, 40);
        assert!(lines.lines().count() > 2, "{lines}");
        for line in lines.lines() {
            assert!(textwrap::core::display_width(line) <= 40, "{line:?} in\n{lines}");
        }
        assert!(lines.lines().skip(1).all(|line| line.starts_with(&" ".repeat(20))), "{lines}");
        assert_eq!(lines.replace([' ', '\n'], ""), chinese.replace([' ', '\n'], ""), "nothing lost");
        // The lines clap went on with are one paragraph with it; a value's line is not.
        let long = "          電腦的棋力，從 1（給初學者的對手）到 20（最強）；預設\n          5。範例：--level 12\n          - black: 先下的一方\n";
        let lines = rewrapped(long, 36);
        assert!(lines.contains("\n          - black: 先下的一方\n"), "{lines}");
        assert!(lines.lines().all(|line| textwrap::core::display_width(line) <= 36), "{lines}");
        let about = "終端機裡的黑白棋：在同一個鍵盤上對弈，或與電腦、與網路上的朋友對弈";
        assert!(rewrapped(about, 30).lines().nth(1).is_some_and(|line| !line.starts_with(' ')));
        let fits = "  show  Print a game\n\nOptions:\n";
        assert_eq!(rewrapped(fits, 40), fits, "what fits is kept as it is");
    }

    #[test]
    fn english_is_clap_s_help_untouched() {
        assert!(help_in(Language::En, &["othello".into(), "--help".into()]).is_none());
        let mut built = Cli::command();
        built.build();
        assert_eq!(
            localized(Cli::command(), Language::En).render_long_help().to_string(),
            built.render_long_help().to_string()
        );
    }

    #[test]
    fn every_text_is_found_once_and_the_shared_ones_under_their_group() {
        let texts = texts();
        let keys: Vec<&Key> = texts.iter().map(|text| &text.key).collect();
        let key = |message: &str, attribute: Option<&str>| Key {
            message: message.to_string(),
            attribute: attribute.map(str::to_string),
        };
        for wanted in [
            key("doc-othello", None),
            key("doc-othello", Some("after-help")),
            key("doc-othello", Some("lang")),
            key("doc-othello", Some("lang-zh-hans")),
            key("doc-othello", Some("data_dir")),
            key("doc-data-dir-flag", Some("data_dir")),
            key("doc-game-flags", Some("handicap_to-white")),
            key("doc-othello-book-grow", Some("plies")),
            key("doc-othello-show", Some("format-ggf")),
            key("doc-position-flags", Some("format")),
        ] {
            assert!(keys.contains(&&wanted), "{wanted:?} in {keys:#?}");
        }
        // The data folder's flag is translated once, not in each of the twenty commands.
        assert!(
            !keys
                .iter()
                .any(|key| key.message == "doc-othello-show" && key.attribute.as_deref() == Some("data_dir"))
        );
        assert!(!keys.iter().any(|key| key.message.starts_with("doc-othello-help")));
        // A doc comment of several paragraphs would make a long help, which no key translates.
        let mut built = Cli::command();
        built.build();
        fn no_long_texts(command: &Command) {
            assert!(command.get_long_about().is_none(), "{}", command.get_name());
            for arg in command.get_arguments().filter(|arg| !is_clap_s(arg)) {
                assert!(arg.get_long_help().is_none(), "{} {}", command.get_name(), arg.get_id());
            }
            command.get_subcommands().for_each(no_long_texts);
        }
        no_long_texts(&built);
    }

    #[test]
    fn the_help_speaks_the_language_with_clap_s_words_and_the_same_flags() {
        let german = help(Language::De, &["show", "--help"]);
        assert!(german.contains("Optionen:") && german.contains("Argumente:"), "{german}");
        assert!(!german.contains("Options:") && !german.contains("Print help"), "{german}");
        assert!(!german.contains("[default:") && !german.contains("Possible values"), "{german}");
        // Every command's flags, in the same order as English's: the lines that name them (at
        // two to six spaces in), without what follows them.
        let flags = |text: &str| -> Vec<String> {
            text.lines()
                .filter(|line| (2..=6).contains(&(line.len() - line.trim_start().len())))
                .map(str::trim_start)
                .filter(|line| line.starts_with('-') && !line.starts_with("- "))
                .map(|line| line.split("  ").next().unwrap().to_string())
                .collect()
        };
        for arguments in [&["--help"][..], &["-h"], &["book", "grow", "-h"], &["db", "explore", "--help"]] {
            for language in [Language::Nl, Language::Zh] {
                assert_eq!(
                    flags(&help(language, arguments)),
                    flags(&help(Language::En, arguments)),
                    "{arguments:?}"
                );
            }
        }
    }
}
