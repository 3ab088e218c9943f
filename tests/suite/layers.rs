//! The layers hold in the code, not only in the guide (`ARCHITECTURE.md`): each module of the
//! application imports only the layers below it, only the front ends read the real clock, the
//! loop's `update` does no I/O, and no glob re-export hides where a name comes from.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found
}

/// The code of a file without its comments (a comment may name any layer).
fn code(path: &Path) -> String {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level module a file of `src/` belongs to: `tui` for `src/tui/update/mod.rs`,
/// `review` for `src/review.rs`.
fn module_of(path: &Path) -> String {
    let relative = path.strip_prefix("src").unwrap();
    let first = relative.components().next().unwrap().as_os_str().to_str().unwrap();
    first.trim_end_matches(".rs").to_string()
}

/// The modules of the crate a file names (`crate::store::…`, `crate::tr!`, `crate::{text, words}`).
fn imported(code: &str) -> Vec<String> {
    let name = |text: &str| -> String {
        text.trim_start().chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
    };
    let mut found = Vec::new();
    for (at, _) in code.match_indices("crate::").filter(|(at, _)| !code[..*at].ends_with('$')) {
        let rest = &code[at + "crate::".len()..];
        match rest.strip_prefix('{') {
            // The first name of each path in the braces (nested braces are deeper in a module).
            Some(group) => {
                let (mut depth, mut start) = (0, 0);
                for (i, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => {
                            found.push(name(&group[start..i]));
                            break;
                        }
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            found.push(name(&group[start..i]));
                            start = i + 1;
                        }
                        _ => {}
                    }
                }
            }
            None => found.push(name(rest)),
        }
    }
    found.retain(|name| !name.is_empty());
    found.sort();
    found.dedup();
    found
}

/// What each module of the application may import: the layers beneath it (the guide's
/// picture, from `engine` and `search` in `othello-core` up to `commands` and the binary).
fn may_import(module: &str) -> Option<&'static [&'static str]> {
    const CORE: [&str; 2] = ["engine", "search"];
    Some(match module {
        "text" | "output" => &["engine"],
        "i18n" => &["i18n", "text", "engine"],
        "store" => &["store", "text", "engine", "search"],
        "review" => &["text", "engine", "search"],
        "trainers" => &["trainers", "engine", "search"],
        "play" => &["play", "store", "text", "engine", "search"],
        "words" => &["i18n", "tr", "text", "store", "trainers", "engine", "search"],
        "net" => &["net", "play", "text", "engine", "search"],
        "nboard" => &["nboard", "play", "store", "output", "text", "engine", "search"],
        "cli" => &["cli", "i18n", "tr", "play", "trainers", "text", "engine", "search"],
        "tui" => &[
            "tui", "net", "play", "review", "store", "trainers", "words", "i18n", "tr", "text", "output",
            "engine", "search",
        ],
        "commands" => &[
            "commands", "tui", "nboard", "net", "play", "review", "store", "trainers", "words", "cli",
            "i18n", "tr", "text", "output", "engine", "search",
        ],
        "main" | "lib" => return None,
        _ if CORE.contains(&module) => &[],
        other => panic!("src/{other}: a module the layers do not place: add it to the table"),
    })
}

#[test]
fn each_module_imports_only_the_layers_beneath_it() {
    let mut wrong = Vec::new();
    for path in sources(Path::new("src")) {
        let module = module_of(&path);
        let Some(allowed) = may_import(&module) else { continue };
        for name in imported(&code(&path)) {
            if !allowed.contains(&name.as_str()) {
                wrong.push(format!("{} imports crate::{name}", path.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the layers:\n{}", wrong.join("\n"));
}

#[test]
fn only_the_front_ends_read_the_real_clock() {
    // The loop, the engine's worker, the network and the commands read it; the rules, the
    // search, the files and the review take time as durations.
    let may = ["tui", "play", "net", "nboard", "commands", "main"];
    let mut wrong: Vec<String> = sources(Path::new("src"))
        .into_iter()
        .filter(|path| !may.contains(&module_of(path).as_str()))
        .chain(sources(Path::new("crates/othello-core/src")))
        .filter(|path| {
            let code = code(path);
            code.contains("Instant::now") || code.contains("SystemTime::now")
        })
        .map(|path| path.display().to_string())
        .collect();
    wrong.sort();
    assert!(wrong.is_empty(), "the clock read in:\n{}", wrong.join("\n"));
}

#[test]
fn the_loop_s_update_does_no_io() {
    let io = [
        "std::fs",
        "std::net",
        "std::env",
        "std::process",
        "Instant::now",
        "SystemTime",
        "RandomState",
        "getrandom",
        "thread::spawn",
        "Searcher",
        "Worker",
    ];
    let mut wrong = Vec::new();
    for path in sources(Path::new("src/tui/update")) {
        let code = code(&path);
        for what in io {
            if code.contains(what) {
                wrong.push(format!("{}: {what}", path.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "I/O in update:\n{}", wrong.join("\n"));
}

#[test]
fn no_glob_re_export_hides_where_a_name_comes_from() {
    let wrong: Vec<String> = [Path::new("src"), Path::new("crates")]
        .into_iter()
        .flat_map(sources)
        .filter(|path| {
            code(path).lines().any(|line| line.trim_start().starts_with("pub use") && line.contains("::*"))
        })
        .map(|path| path.display().to_string())
        .collect();
    assert!(wrong.is_empty(), "glob re-exports in:\n{}", wrong.join("\n"));
}

#[test]
fn the_checks_see_what_they_look_for() {
    // The scanner itself: an import, a macro's `$crate` left out, a comment passed over.
    assert_eq!(imported("use crate::store::Player;\nlet x = crate::tr!(l, \"id\");"), ["store", "tr"]);
    assert_eq!(imported("use crate::{text::printable, words::{self, side}, tui};"), ["text", "tui", "words"]);
    assert!(imported("$crate::i18n::FluentArgs::new()").is_empty());
    assert_eq!(module_of(Path::new("src/tui/update/mod.rs")), "tui");
    assert_eq!(module_of(Path::new("src/review.rs")), "review");
    assert!(
        may_import("store").is_some_and(|allowed| !allowed.contains(&"play") && !allowed.contains(&"tui"))
    );
    assert!(!sources(Path::new("src/tui/update")).is_empty());
}
