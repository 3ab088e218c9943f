//! The manual against the program: every subcommand and flag of the command line named in the
//! manual's command-line chapter (in its own section), every relative link of `docs/`, the
//! README and the changelog leading to a file (and its anchor to a heading, as mdBook makes
//! them), every page of the book listed in its summary, the README short, and the manual pages
//! `othello manual` writes.

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};
use std::process::Command;

use clap::CommandFactory;
use othello::cli::Cli;

/// The repository.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The lines of `text` outside fenced code blocks, with their numbers.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((number, line));
        }
    }
    lines
}

/// A heading: its level and its text, or `None` for another line.
fn heading(line: &str) -> Option<(usize, &str)> {
    let level = line.chars().take_while(|&c| c == '#').count();
    let rest = &line[level..];
    ((1..=6).contains(&level) && rest.starts_with(' '))
        .then(|| (level, rest.trim().trim_end_matches('#').trim()))
}

/// The anchor mdBook gives a heading: its text without markup, lower-case, spaces as `-`, and
/// every other character that is not a letter, a digit, `_` or `-` dropped.
fn anchor(text: &str) -> String {
    let mut plain = String::new();
    let mut rest = text;
    // A link in a heading reads as its text.
    while let Some(open) = rest.find('[') {
        match rest[open..].find("](").and_then(|mid| rest[open + mid..].find(')').map(|end| (mid, mid + end)))
        {
            Some((mid, end)) => {
                plain.push_str(&rest[..open]);
                plain.push_str(&rest[open + 1..open + mid]);
                rest = &rest[open + end + 1..];
            }
            None => break,
        }
    }
    plain.push_str(rest);
    plain
        .chars()
        .filter_map(|c| match c {
            c if c.is_alphanumeric() || c == '_' || c == '-' => Some(c.to_lowercase().next().unwrap_or(c)),
            c if c.is_whitespace() => Some('-'),
            _ => None,
        })
        .collect()
}

/// The text of a page as mdBook reads it: `{{#include FILE}}` replaced by the file.
fn expanded(path: &Path) -> String {
    let mut text = String::new();
    for line in read(path).lines() {
        match line.trim().strip_prefix("{{#include ").and_then(|rest| rest.strip_suffix("}}")) {
            Some(included) => {
                let file = normalized(&path.parent().unwrap().join(included.trim()));
                assert!(file.is_file(), "{} includes {included}, which is not a file", path.display());
                text.push_str(&read(&file));
            }
            None => text.push_str(line),
        }
        text.push('\n');
    }
    text
}

/// The anchors of the headings of a page, a repeated one numbered as mdBook numbers it.
fn anchors(path: &Path) -> BTreeSet<String> {
    let text = expanded(path);
    let mut found = BTreeSet::new();
    for (_, line) in prose(&text) {
        if let Some((_, title)) = heading(line) {
            let id = anchor(title);
            let id = (0..)
                .map(|n| if n == 0 { id.clone() } else { format!("{id}-{n}") })
                .find(|id| !found.contains(id));
            found.insert(id.unwrap());
        }
    }
    found
}

/// `path` with its `.` and `..` taken away by the letter (a symbolic link to a folder counts as
/// the folder where it stands, as mdBook and a browser see it).
fn normalized(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The links of a page's prose (not its code): `[text](target)` and `![image](target)`.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in prose(text) {
        // Inline code is not a link.
        let plain: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let mut rest = plain.as_str();
        while let Some(at) = rest.find("](") {
            let target = &rest[at + 2..];
            let end = target.find(')').unwrap_or(target.len());
            found.push((number + 1, target[..end].to_string()));
            rest = &target[end..];
        }
    }
    found
}

/// Every Markdown file under `dir` (through the book's link to the records too), but the built
/// book.
fn markdown_under(dir: &Path, depth: usize, files: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).unwrap().map(|entry| entry.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if depth < 4 && path.file_name() != Some("book".as_ref()) {
                markdown_under(&path, depth + 1, files);
            }
        } else if path.extension().is_some_and(|ext| ext == "md") {
            files.push(path);
        }
    }
}

/// The pages of the book, as its summary lists them.
fn summary() -> BTreeSet<PathBuf> {
    let src = root().join("docs/src");
    links(&read(&src.join("SUMMARY.md")))
        .into_iter()
        .map(|(_, target)| normalized(&src.join(target)))
        .collect()
}

#[test]
fn every_link_of_the_manual_leads_to_a_file_and_a_heading() {
    let mut files = vec![root().join("README.md"), root().join("CHANGELOG.md")];
    markdown_under(&root().join("docs"), 0, &mut files);
    let book = root().join("docs/src");
    let pages = summary();
    let mut checked = 0;
    let mut broken = Vec::new();
    for file in &files {
        let text = expanded(file);
        for (line, target) in links(&text) {
            if target.starts_with("https://")
                || target.starts_with("http://")
                || target.starts_with("mailto:")
            {
                continue;
            }
            checked += 1;
            let (path, fragment) = target.split_once('#').unwrap_or((&target, ""));
            let linked =
                if path.is_empty() { file.clone() } else { normalized(&file.parent().unwrap().join(path)) };
            let at = format!("{}:{line}: {target}", file.strip_prefix(root()).unwrap().display());
            if !linked.starts_with(root()) || !linked.exists() {
                broken.push(format!("{at}: no such file"));
                continue;
            }
            // A page of the book links to pages of the book: mdBook renders no other.
            let in_book = file.starts_with(&book);
            if in_book && linked.extension().is_some_and(|ext| ext == "md") && !pages.contains(&linked) {
                broken.push(format!("{at}: not a page of the book (docs/src/SUMMARY.md)"));
            }
            if !fragment.is_empty() && !anchors(&linked).contains(fragment) {
                broken.push(format!("{at}: no heading with that anchor"));
            }
        }
    }
    assert!(checked > 100, "only {checked} links found");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn every_page_of_the_book_is_in_its_summary() {
    let pages = summary();
    for page in &pages {
        assert!(page.is_file(), "SUMMARY.md lists {}, which is not a file", page.display());
    }
    let mut files = Vec::new();
    markdown_under(&root().join("docs/src"), 0, &mut files);
    for file in files.iter().filter(|file| !file.ends_with("SUMMARY.md")) {
        assert!(pages.contains(file), "{} is not in docs/src/SUMMARY.md", file.display());
    }
}

/// The sections of the command-line chapter: each heading's level and text, and its lines up to
/// the next heading of its level or above.
fn sections(chapter: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = chapter.lines().collect();
    let headings: Vec<(usize, usize, &str)> = prose(chapter)
        .into_iter()
        .filter_map(|(n, line)| heading(line).map(|(level, text)| (n, level, text)))
        .collect();
    headings
        .iter()
        .map(|&(start, level, text)| {
            let end = headings
                .iter()
                .find(|&&(n, other, _)| n > start && other <= level)
                .map_or(lines.len(), |&(n, ..)| n);
            (text.to_string(), lines[start..end].join("\n"))
        })
        .collect()
}

/// What the chapter must name of `command` (at `path` under `othello`), in the section of its
/// own heading, and the same of its subcommands; the commands' names, gathered into `named`.
fn check_command(
    command: &clap::Command,
    path: &str,
    sections: &[(String, String)],
    named: &mut Vec<String>,
    missing: &mut Vec<String>,
) {
    let name = format!("`othello{path}`");
    named.push(name.clone());
    let Some((_, section)) = sections.iter().find(|(title, _)| title.contains(&name)) else {
        missing.push(format!("no heading names {name}"));
        return;
    };
    for arg in command.get_arguments() {
        let mut needed = Vec::new();
        if let Some(long) = arg.get_long() {
            needed.push(format!("--{long}"));
        }
        if let Some(short) = arg.get_short() {
            // A short flag as a word of its own (`-m` or `-m f5`), not the start of `--moves`.
            let named = section.match_indices(&format!("-{short}")).any(|(at, _)| {
                let before = section[..at].chars().next_back();
                let after = section[at + 2..].chars().next();
                before != Some('-') && !after.is_some_and(|c| c.is_alphanumeric() || c == '-')
            });
            if !named {
                missing.push(format!("{name} does not name -{short}"));
            }
        }
        if arg.is_positional() {
            let value = arg.get_value_names().and_then(|names| names.first().map(|n| n.to_string()));
            needed.push(value.unwrap_or_else(|| arg.get_id().as_str().to_uppercase()));
        }
        for word in needed {
            if !section.contains(&word) {
                missing.push(format!("{name} does not name {word}"));
            }
        }
    }
    for subcommand in command.get_subcommands() {
        check_command(subcommand, &format!("{path} {}", subcommand.get_name()), sections, named, missing);
    }
}

#[test]
fn the_command_line_chapter_names_every_subcommand_and_flag() {
    let chapter = read(&root().join("docs/src/command-line.md"));
    let sections = sections(&chapter);
    let (mut named, mut missing) = (Vec::new(), Vec::new());
    check_command(&Cli::command(), "", &sections, &mut named, &mut missing);
    // What clap adds to every command.
    let (_, main) = sections.iter().find(|(title, _)| title.contains("`othello`")).unwrap();
    for word in ["--help", "-h", "--version", "-V"] {
        if !main.contains(word) {
            missing.push(format!("`othello` does not name {word}"));
        }
    }
    assert!(missing.is_empty(), "docs/src/command-line.md:\n{}", missing.join("\n"));
    assert!(named.len() >= 20, "{named:?}");
    // And no section for a command that does not exist.
    for (title, _) in &sections {
        if let Some(start) = title.find("`othello") {
            let end = title[start + 1..].find('`').map_or(title.len(), |end| start + end + 2);
            let command = &title[start..end];
            assert!(named.iter().any(|name| name == command), "a section for {command}, which is no command");
        }
    }
}

#[test]
fn the_readme_is_short() {
    let lines = read(&root().join("README.md")).lines().count();
    assert!(lines <= 300, "README.md has {lines} lines; the manual is in docs/");
}

#[test]
fn othello_manual_writes_a_page_for_the_program_and_each_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("man/man1");
    let output = Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--data-dir", dir.path().join("data").to_str().unwrap(), "manual", folder.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let said = String::from_utf8(output.stdout).unwrap();
    assert!(!dir.path().join("data").exists(), "the manual opens no data folder");
    let main = read(&folder.join("othello.1"));
    fn pages(command: &clap::Command, name: &str, folder: &Path, said: &str, pages_written: &mut usize) {
        let page = format!("{name}.1");
        assert!(folder.join(&page).is_file(), "{page} is not written");
        assert!(said.contains(&format!("  {page}\n")), "{page} is not said: {said}");
        *pages_written += 1;
        for subcommand in command.get_subcommands() {
            pages(subcommand, &format!("{name}-{}", subcommand.get_name()), folder, said, pages_written);
        }
    }
    let mut written = 0;
    pages(&Cli::command(), "othello", &folder, &said, &mut written);
    assert!(said.starts_with(&format!("Wrote {written} manual pages into ")), "{said}");
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), written, "no other page");
    for subcommand in Cli::command().get_subcommands() {
        let name = format!("othello\\-{}", subcommand.get_name());
        assert!(main.contains(&name), "othello.1 names {name}");
    }
    assert!(main.contains("\\-\\-threads") && main.contains("NBoard"), "the options and the description");

    // Without a folder, the current one.
    let here = tempfile::tempdir().unwrap();
    let output =
        Command::new(env!("CARGO_BIN_EXE_othello")).arg("manual").current_dir(here.path()).output().unwrap();
    assert!(output.status.success());
    assert!(here.path().join("othello.1").is_file() && here.path().join("othello-db-import.1").is_file());
}

/// Every example of the manual and the README that shows `$ othello book …` and what it prints:
/// the program prints exactly that (with the shipped book, in an empty data folder).
#[test]
fn the_book_examples_are_what_othello_book_prints() {
    let mut checked = 0;
    let mut files = vec![root().join("README.md")];
    markdown_under(&root().join("docs/src"), 0, &mut files);
    for file in files {
        let text = read(&file);
        let mut rest = text.as_str();
        while let Some(at) = rest.find("$ othello book ") {
            let line = &rest[at + 2..][..rest[at..].find('\n').unwrap() - 2];
            let after = &rest[at + 2 + line.len()..];
            let block = after.strip_prefix("\n```\n```\n").unwrap_or_else(|| {
                panic!("{}: `{line}` is followed by what it prints, in a block of its own", file.display())
            });
            let shown = &block[..block.find("```").unwrap()];
            let dir = tempfile::tempdir().unwrap();
            let words: Vec<&str> = line.split_whitespace().skip(1).collect();
            let output = Command::new(env!("CARGO_BIN_EXE_othello"))
                .args(&words)
                .args(["--data-dir", dir.path().to_str().unwrap()])
                .output()
                .unwrap();
            assert_eq!(String::from_utf8_lossy(&output.stdout), shown, "{}: {line}", file.display());
            checked += 1;
            rest = after;
        }
    }
    assert!(checked >= 1, "the manual shows othello book");
}

#[test]
fn the_version_built_is_the_newest_the_changelog_names_and_othello_says_it() {
    let changelog = std::fs::read_to_string(root().join("CHANGELOG.md")).unwrap();
    let released: Vec<&str> = changelog
        .lines()
        .filter_map(|line| line.strip_prefix("## ["))
        .filter_map(|rest| rest.split(']').next())
        .filter(|name| *name != "Unreleased")
        .collect();
    assert_eq!(
        released.first().copied(),
        Some(env!("CARGO_PKG_VERSION")),
        "the newest release is this build"
    );
    let said = Command::new(env!("CARGO_BIN_EXE_othello")).arg("--version").output().unwrap();
    let said = String::from_utf8(said.stdout).unwrap();
    assert!(said.contains(env!("CARGO_PKG_VERSION")), "{said}");
}
