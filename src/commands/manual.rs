//! `othello manual`: the manual pages, made from the command line's own definitions (clap's),
//! in the player's language as its help is, written into a folder: `othello.1`, and one page for
//! each subcommand (`othello-show.1`, …).

use std::path::{Path, PathBuf};

use clap::CommandFactory;

use super::{Failure, print};
use crate::cli::Cli;
use crate::i18n::Language;
use crate::text::printable;
use crate::tr;

/// Writes the pages into `dir` (the current folder without one, made if need be) and says which
/// files it wrote.
///
/// # Errors
/// [`Failure::System`] when the folder cannot be made or a page cannot be written, naming it.
pub fn run(dir: Option<&Path>, language: Language) -> Result<(), Failure> {
    let dir = dir.unwrap_or(Path::new("."));
    let folder = printable(&dir.display().to_string());
    std::fs::create_dir_all(dir).map_err(|e| {
        let why = crate::words::io_error(language, &e);
        Failure::System(tr!(language, "error-cannot-make-folder", folder = folder.clone(), why = why))
    })?;
    let written = write_pages(dir, language)?;
    let mut report = format!("{}\n", tr!(language, "manual-wrote", count = written.len(), folder = folder));
    for path in &written {
        let name = path.file_name().map(|name| name.to_string_lossy()).unwrap_or_default();
        report.push_str(&format!("  {}\n", printable(&name)));
    }
    let page = printable(&dir.join("othello.1").display().to_string());
    report.push_str(&format!("{}\n", tr!(language, "manual-read", page = page)));
    print(report.as_bytes())
}

/// The page of the whole command and of every subcommand at any depth (`othello-db-import.1`),
/// written into `dir`; the paths written, the main page first.
fn write_pages(dir: &Path, language: Language) -> Result<Vec<PathBuf>, Failure> {
    // Built (as `localized` builds it), each subcommand is named after its parents
    // (`othello-db-import`), as its page is.
    let command = crate::cli::help::localized(Cli::command().disable_help_subcommand(true), language);
    let mut written = Vec::new();
    write_tree(command, dir, language, &mut written)?;
    Ok(written)
}

/// Writes the page of `command`, then those of its subcommands.
fn write_tree(
    command: clap::Command,
    dir: &Path,
    language: Language,
    written: &mut Vec<PathBuf>,
) -> Result<(), Failure> {
    let subcommands: Vec<clap::Command> =
        command.get_subcommands().filter(|s| !s.is_hide_set()).cloned().collect();
    let page = clap_mangen::Man::new(command);
    let path = dir.join(page.get_filename());
    let mut roff = Vec::new();
    page.render(&mut roff)
        .and_then(|()| std::fs::write(&path, headings_in(&String::from_utf8_lossy(&roff), language)))
        .map_err(|e| {
            let (path, why) = (printable(&path.display().to_string()), crate::words::io_error(language, &e));
            Failure::System(tr!(language, "error-cannot-write", path = path, why = why))
        })?;
    written.push(path);
    for subcommand in subcommands {
        write_tree(subcommand, dir, language, written)?;
    }
    Ok(())
}

/// The page `roff` with its sections' headings in `language`: clap_mangen writes its own in
/// English (NAME, SYNOPSIS…), and the help's headings as they are (in capitals where the
/// language has them, without French's space before the colon). The values an option lists
/// (`- black: …`, in its help's text where clap_mangen would list them in English) each begin a
/// line, as clap_mangen's own list does.
fn headings_in(roff: &str, language: Language) -> String {
    if language == Language::En {
        return roff.to_string();
    }
    let heading = |name: &str| match name {
        "NAME" => tr!(language, "clap-man-name"),
        "SYNOPSIS" => tr!(language, "clap-man-synopsis"),
        "DESCRIPTION" => tr!(language, "clap-man-description"),
        "EXTRA" => tr!(language, "clap-man-extra"),
        "VERSION" => tr!(language, "clap-man-version"),
        other => other.to_uppercase(),
    };
    let lines = roff.split_inclusive('\n').map(|line| match line.strip_prefix(".SH ") {
        Some(name) => {
            let said = heading(name.trim().trim_matches('"'));
            let said = said.trim_matches(|c: char| c.is_whitespace());
            if said.contains(' ') { format!(".SH \"{said}\"\n") } else { format!(".SH {said}\n") }
        }
        None if line.starts_with("\\- ") => format!(".br\n{line}"),
        None => line.to_string(),
    });
    lines.collect()
}
