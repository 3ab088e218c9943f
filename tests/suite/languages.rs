//! The game's languages: every message of the English file in every other, with the same
//! attributes and arguments, each parsed without error, and every message used by the code;
//! `othello rules` in each language.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use othello::i18n::Language;

/// A message's shape: its attributes, and the variables its value and each attribute use.
type Shape = (BTreeSet<String>, BTreeSet<String>);

/// The variables a pattern uses, in its placeables and their variants.
fn variables(pattern: &Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                variables(&variant.value, found);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, found),
        _ => {}
    }
}

/// Every message of `language`'s files with its shape; each file must parse without an error,
/// and no message may be in two.
fn messages(language: Language) -> BTreeMap<String, Shape> {
    let mut found = BTreeMap::new();
    for (area, source) in language.sources() {
        let file = format!("locales/{}/{area}.ftl", language.code());
        let resource =
            fluent_syntax::parser::parse(*source).unwrap_or_else(|(_, errors)| panic!("{file}: {errors:?}"));
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let mut uses = BTreeSet::new();
                    if let Some(value) = &message.value {
                        variables(value, &mut uses);
                    }
                    let mut attributes = BTreeSet::new();
                    for attribute in &message.attributes {
                        attributes.insert(attribute.id.name.to_string());
                        variables(&attribute.value, &mut uses);
                    }
                    let name = message.id.name.to_string();
                    assert!(found.insert(name.clone(), (attributes, uses)).is_none(), "{file}: {name} twice");
                }
                Entry::Term(term) => panic!("{file}: a term ({}): each message stands whole", term.id.name),
                Entry::Junk { content } => panic!("{file}: cannot read {content:?}"),
                _ => {}
            }
        }
    }
    found
}

#[test]
fn every_message_is_in_every_language_with_the_same_attributes_and_arguments() {
    let english = messages(Language::En);
    assert!(english.len() >= 11, "{} messages", english.len());
    for language in Language::ALL {
        let theirs = messages(language);
        assert_eq!(
            theirs.keys().collect::<Vec<_>>(),
            english.keys().collect::<Vec<_>>(),
            "{}.ftl has other messages than en.ftl",
            language.code()
        );
        for (id, shape) in &english {
            assert_eq!(&theirs[id], shape, "{}.ftl: {id}", language.code());
        }
    }
}

/// The text of every Rust file under `dir`.
fn sources(dir: &std::path::Path, text: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, text);
        } else if path.extension().is_some_and(|e| e == "rs") {
            text.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
}

#[test]
fn every_message_is_used_by_the_code() {
    let mut code = String::new();
    sources(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut code);
    for id in messages(Language::En).keys() {
        assert!(code.contains(&format!("\"{id}\"")), "{id} is in en.ftl but no code asks for it");
    }
}

#[test]
fn every_message_the_code_asks_for_is_in_english() {
    // The ids of `tr!(language, "id", ...)`, of `.message("id")` and `.attribute("id", ...)`, and
    // of the keys' words in their tables: a typo in one would show the id on screen.
    let mut code = String::new();
    sources(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut code);
    let english = messages(Language::En);
    let mut asked = 0;
    for opening in ["tr!(", ".message(\"", ".attribute(\""] {
        for (at, _) in code.match_indices(opening) {
            let rest = &code[at + opening.len()..];
            let Some(start) = rest.find('"') else { continue };
            let id: String = rest[start + 1..].chars().take_while(|&c| c != '"').collect();
            // Not `include_str!(`, nor the macro's own definition (`tr!($language:expr, ...`).
            let after_a_name = code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
            if after_a_name || rest.starts_with('$') {
                continue;
            }
            assert!(english.contains_key(&id), "the code asks for {id:?}, which en has not");
            asked += 1;
        }
    }
    assert!(asked > 200, "{asked} messages asked for");
    for table in othello::tui::TABLES {
        for binding in *table {
            for id in std::iter::once(binding.help).chain(binding.hint) {
                assert!(english.contains_key(id), "a key's words {id:?} are not in en");
            }
        }
    }
}

#[test]
fn othello_rules_speaks_the_language_asked_or_the_environments() {
    // A data folder of its own: no preference from the machine's.
    let folder = tempfile::tempdir().unwrap();
    let run = |args: &[&str], lang: &str| printed_under(folder.path(), args, lang);
    assert!(run(&["rules"], "C").starts_with("The rules of Othello\n"));
    assert!(run(&["rules"], "nl_BE.UTF-8").starts_with("De spelregels van Othello\n"));
    assert!(run(&["rules", "--lang", "DE"], "fr_FR.UTF-8").starts_with("Die Spielregeln von Othello\n"));
    let chinese = run(&["rules"], "zh_TW.UTF-8");
    assert!(chinese.starts_with("黑白棋規則\n") && chinese.contains("黑子"), "{chinese}");
    let simplified = run(&["rules"], "zh_CN.UTF-8");
    assert!(simplified.starts_with("黑白棋规则\n") && simplified.contains("黑子"), "{simplified}");
    assert!(
        !simplified.contains("規則") && !simplified.contains("讓"),
        "no Traditional character: {simplified}"
    );
    assert_eq!(run(&["rules", "--lang", "zh-cn"], "C"), simplified, "--lang zh-cn and zh-hans alike");
    assert!(run(&["rules"], "fr_CA").contains("pions"));
    assert!(
        run(&["--lang", "fr", "rules"], "de_DE").starts_with("Les règles d'Othello\n"),
        "before the name"
    );
}

#[test]
fn the_new_game_screens_language_is_othello_rules_unless_lang_says_otherwise() {
    let folder = tempfile::tempdir().unwrap();
    std::fs::write(folder.path().join("settings.json"), r#"{"new_game":{"language":"nl"}}"#).unwrap();
    let run = |args: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
            .args(["--data-dir", folder.path().to_str().unwrap()])
            .args(args)
            .env("LC_ALL", "de_DE.UTF-8")
            .output()
            .unwrap();
        assert!(output.status.success(), "{args:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    assert!(
        run(&["rules"]).starts_with("De spelregels van Othello\n"),
        "the preference over the environment"
    );
    assert!(
        run(&["rules", "--lang", "en"]).starts_with("The rules of Othello\n"),
        "--lang over the preference"
    );
}

#[test]
fn what_scripts_read_is_the_same_in_every_language() {
    // A save, its GGF, its review as JSON, a book as JSON and as exported text, the games
    // database's answers as JSON and an NBoard session: byte for byte the same whatever the language, chosen by the
    // environment or by --lang.
    let folder = tempfile::tempdir().unwrap();
    let data = folder.path().to_str().unwrap();
    let save = format!("{}/tests/data/saves/v1-finished.json", env!("CARGO_MANIFEST_DIR"));
    let wthor = format!("{}/tests/data/wthor", env!("CARGO_MANIFEST_DIR"));
    assert!(othello_under(folder.path(), &["db", "import", &wthor], "C").status.success());
    let session = "nboard 2\nset depth 3\nset game (;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[E6]W[F4]B[E3]W[C5]B[C4]W[E7]B[B6]W[F3];)\ngo\nhint 2\nping 1\nquit\n";
    let outputs = |lang: &str, flag: &[&str]| -> Vec<Vec<u8>> {
        let run = |args: &[&str], input: Option<&str>| {
            let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
                .args(["--data-dir", data, "--threads", "1"])
                .args(flag)
                .args(args)
                .env_remove("LC_ALL")
                .env_remove("LC_MESSAGES")
                .env("LANG", lang)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            use std::io::Write;
            child.stdin.take().unwrap().write_all(input.unwrap_or("").as_bytes()).unwrap();
            let output = child.wait_with_output().unwrap();
            assert!(output.status.success(), "{args:?} under {lang} {flag:?}");
            output.stdout
        };
        vec![
            run(&["show", &save, "--format", "json"], None),
            run(&["show", &save, "--format", "ggf"], None),
            run(&["show", &save, "--format", "transcript"], None),
            run(&["analyze", &save, "--level", "2", "--format", "json"], None),
            // Without the milliseconds the solve took, which vary from run to run.
            String::from_utf8(run(&["solve", "--moves", &ten_empties(), "--format", "json"], None))
                .unwrap()
                .lines()
                .filter(|line| !line.contains("\"time_ms\""))
                .map(|line| format!("{line}\n"))
                .collect::<String>()
                .into_bytes(),
            run(&["book", "--moves", "f5d6", "--format", "json"], None),
            run(&["book", "show", "--moves", "f5d6", "--plies", "2", "--format", "json"], None),
            // The book as text, as book export writes it.
            run(&["book", "export"], None),
            run(&["db", "games", "--moves", "f5", "--limit", "5", "--format", "json"], None),
            // Without the milliseconds the query took, which vary from run to run.
            String::from_utf8(run(
                &["db", "explore", "--moves", "f5d6", "--no-engine", "--format", "json"],
                None,
            ))
            .unwrap()
            .lines()
            .filter(|line| !line.contains("\"query_ms\""))
            .map(|line| format!("{line}\n"))
            .collect::<String>()
            .into_bytes(),
            // Without the seconds a search took, which vary from run to run.
            run(&["engine"], Some(session))
                .split(|&byte| byte == b'\n')
                .map(|line| {
                    let line = String::from_utf8_lossy(line);
                    let kept = match line.split_whitespace().collect::<Vec<_>>().as_slice() {
                        ["nodestats", nodes, _] => format!("nodestats {nodes}"),
                        ["===", answer] => {
                            answer.rsplit_once('/').map_or(line.to_string(), |(m, _)| m.to_string())
                        }
                        _ => line.to_string(),
                    };
                    kept + "\n"
                })
                .collect::<String>()
                .into_bytes(),
        ]
    };
    let english = outputs("C", &[]);
    assert!(english.iter().all(|output| !output.is_empty()));
    // Each language once, chosen by the environment or by --lang in turn (both ways are held to
    // the same choice by the tests of the choice itself).
    for (n, language) in Language::ALL.into_iter().enumerate().skip(1) {
        let locale = format!("{}_XX.UTF-8", language.code());
        let chosen =
            if n % 2 == 0 { outputs(&locale, &[]) } else { outputs("C", &["--lang", language.code()]) };
        assert_eq!(chosen, english, "in {language:?}");
    }
}

/// The moves of a tournament game (the first of `tests/data/games.tsv`) to ten empty squares:
/// solved at once.
fn ten_empties() -> String {
    let games = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games.tsv"),
    )
    .unwrap();
    let transcript = games.lines().find(|l| !l.starts_with('#')).unwrap().split('\t').nth(1).unwrap();
    transcript[..100].to_string()
}

/// `othello` with `args` in a data folder of its own, the environment's language `lang`: its
/// standard output and standard error.
fn othello_in_language(args: &[&str], lang: &str) -> (String, String) {
    let folder = tempfile::tempdir().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--data-dir", folder.path().to_str().unwrap(), "--threads", "1"])
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .unwrap();
    (String::from_utf8(output.stdout).unwrap(), String::from_utf8(output.stderr).unwrap())
}

#[test]
fn solve_show_and_analyze_speak_the_language_asked_and_never_fall_back_to_english() {
    let save = format!("{}/tests/data/saves/v1-pass-and-undo.json", env!("CARGO_MANIFEST_DIR"));
    let moves = ten_empties();
    // Each command's words in each language, and English words that must not be there.
    let expected: [(&str, [&str; 3]); 5] = [
        ("en", ["Black to move, 10 empty squares.", "in hand", "Review at level 1"]),
        ("nl", ["Zwart is aan zet, 10 lege velden.", "in de hand", "Analyse op niveau 1"]),
        ("de", ["Schwarz ist am Zug, 10 leere Felder.", "in der Hand", "Analyse auf Stufe 1"]),
        ("fr", ["Au tour de Noir, 10 cases vides.", "en main", "Analyse au niveau 1"]),
        ("zh", ["輪到黑方下，10 個空格。", "手上", "等級 1 的覆盤"]),
    ];
    let english = [
        "with perfect play",
        "wins by",
        "Nodes:",
        "Best:",
        "Line:",
        "in hand",
        "Rules:",
        "to move",
        "Review at",
        "discs lost",
        "mistakes",
    ];
    for (code, [solved, shown, reviewed]) in expected {
        let solve = othello_in_language(&["--lang", code, "solve", "--moves", &moves], "C").0;
        let show = othello_in_language(&["show", &save, "--lang", code], "C").0;
        let analyze =
            othello_in_language(&["analyze", "--moves", "f5d6c3d3c4f4", "--level", "1", "--lang", code], "C")
                .0;
        assert!(solve.contains(solved), "{code}: {solve}");
        assert!(show.contains(shown), "{code}: {show}");
        assert!(analyze.starts_with(reviewed), "{code}: {analyze}");
        if code != "en" {
            for text in [&solve, &show, &analyze] {
                for word in english {
                    assert!(!text.contains(word), "{code}: English {word:?} in\n{text}");
                }
            }
        }
    }
    // The numbers as the language writes them: thousands and decimals.
    let dutch = othello_in_language(&["solve", "--moves", &moves], "nl_NL.UTF-8").0;
    let nodes = dutch.lines().find(|line| line.starts_with("Knopen: ")).unwrap();
    let seconds = nodes.split(' ').nth(3).unwrap();
    assert!(seconds.contains(',') && !seconds.contains('.'), "a decimal comma: {nodes}");
    // The environment chooses when --lang does not, and plurals follow the language's rules.
    let german = othello_in_language(&["analyze", "--moves", "f5d6c3d3c4f4", "--level", "1"], "de_AT").0;
    assert!(
        german.ends_with(
            "\nSchwarz: 2 Steine verloren, 1 Fehler, 0 Patzer.\nWeiß: 1 Stein verloren, 0 Fehler, 0 Patzer.\n"
        ),
        "{german}"
    );
    let french = othello_in_language(&["show", "--moves", "f5"], "fr_FR.UTF-8").0;
    assert!(
        french.ends_with("\nAu tour de Blanc.\n") && french.contains("\nRègles\u{a0}: sans pendule\n"),
        "{french}"
    );
}

#[test]
fn the_command_lines_errors_are_in_the_language_asked() {
    let folder = tempfile::tempdir().unwrap();
    let transcript = folder.path().join("game.txt");
    std::fs::write(&transcript, "f5 d6 z9").unwrap();
    let empty = folder.path().join("empty.txt");
    std::fs::write(&empty, "\n").unwrap();
    let (transcript, empty) = (transcript.to_str().unwrap(), empty.to_str().unwrap());
    let refused = |args: &[&str], lang: &str| {
        let message = refused_under(folder.path(), args, lang);
        assert!(message.starts_with("othello: "), "{message}");
        message
    };
    // Each language's words for a game not found, a position, a transcript and a file that are
    // not one, a game the database has not; and none of English's.
    let cases: [(&[&str], [&str; 5], &str); 6] = [
        (
            &["show", "nope"],
            [
                "is neither a file nor a game in the library",
                "is geen bestand en geen partij in de bibliotheek",
                "ist weder eine Datei noch eine Partie der Bibliothek",
                "n'est ni un fichier ni une partie de la bibliothèque",
                "既不是檔案，也不是棋譜庫",
            ],
            "is neither",
        ),
        (
            &["solve", "--position", "XO X"],
            [
                "(2 squares instead of 64)",
                "(2 velden in plaats van 64)",
                "(2 Felder statt 64)",
                "(2 cases au lieu de 64)",
                "（2 格而不是 64 格）",
            ],
            "not a position string",
        ),
        (
            &["show", "--moves", "f5f5"],
            [
                "move 2 (White): f5 is illegal: f5 is already taken",
                "zet 2 (Wit): f5 mag niet: f5 is al bezet",
                "Zug 2 (Weiß): f5 ist nicht erlaubt: f5 ist schon besetzt",
                "coup 2 (Blanc)\u{a0}: f5 est illégal\u{a0}: f5 est déjà occupée",
                "第 2 步（白方）：f5 不合規則：f5 已經有子",
            ],
            "is illegal",
        ),
        (
            &["show", transcript],
            [
                "read as a transcript: at character 7: `z9` is not a move",
                "gelezen als zettenreeks: bij teken 7: `z9` is geen zet",
                "als Zugfolge gelesen: bei Zeichen 7: `z9` ist kein Zug",
                "lu comme une notation\u{a0}: au caractère 7\u{a0}: `z9` n'est pas un coup",
                "當作棋譜讀取：第 7 個字元：`z9` 不是一步棋",
            ],
            "read as",
        ),
        (
            &["analyze", empty],
            [
                "the file is empty",
                "het bestand is leeg",
                "die Datei ist leer",
                "le fichier est vide",
                "檔案是空的",
            ],
            "the file is empty",
        ),
        (
            &["show", "db:x"],
            [
                "is not a game of the database",
                "is geen partij van de database",
                "ist keine Partie der Datenbank",
                "n'est pas une partie de la base",
                "不是資料庫中的對局",
            ],
            "is not a game",
        ),
    ];
    for (args, words, english) in cases {
        for (language, said) in Language::ALL.into_iter().zip(words) {
            // By --lang, and by the environment.
            let by_flag = refused(&[&["--lang", language.code()], args].concat(), "C");
            let by_environment = refused(args, &format!("{}_XX.UTF-8", language.code()));
            assert_eq!(by_flag, by_environment, "{args:?}");
            assert!(by_flag.contains(said), "{language:?} {args:?}: {by_flag}");
            if language != Language::En {
                assert!(!by_flag.contains(english), "{language:?} {args:?}: English in {by_flag}");
            }
        }
    }
}

#[test]
fn othello_games_lists_the_library_in_the_language_asked() {
    let folder = tempfile::tempdir().unwrap();
    std::fs::create_dir(folder.path().join("games")).unwrap();
    let save = format!("{}/tests/data/saves/v1-pass-and-undo.json", env!("CARGO_MANIFEST_DIR"));
    std::fs::copy(save, folder.path().join("games/2026-11-23-1405-black-ben.json")).unwrap();
    let games = |lang: &str| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
            .args(["--data-dir", folder.path().to_str().unwrap(), "games", "--lang", lang])
            .output()
            .unwrap();
        assert!(output.status.success(), "{lang}");
        String::from_utf8(output.stdout).unwrap()
    };
    let expected = [
        ("en", "Black vs Ben  1:00 each + 10 s a move  8 moves  unfinished"),
        ("nl", "Zwart tegen Ben  1:00 per speler + 10 s per zet  8 zetten  niet uitgespeeld"),
        ("de", "Schwarz gegen Ben  je 1:00 + 10 s pro Zug  8 Züge  nicht beendet"),
        ("fr", "Noir contre Ben  1:00 chacun + 10 s par coup  8 coups  inachevée"),
        ("zh", "黑方 對 Ben  每方 1:00，每步加 10 秒  8 步  未下完"),
    ];
    for (code, line) in expected {
        let listed = games(code);
        assert!(listed.contains(line), "{code}: {listed}");
        if code != "en" {
            assert!(!listed.contains("othello --resume continues"), "{code}: English in {listed}");
        }
    }
}

/// What `othello ARGS` prints on standard output under `LANG=lang` with `folder` as its data
/// folder, having succeeded.
pub(crate) fn printed_under(folder: &std::path::Path, args: &[&str], lang: &str) -> String {
    let output = othello_under(folder, args, lang);
    assert!(output.status.success(), "{args:?} under {lang}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

/// What `othello ARGS` says on standard error under `LANG=lang` with `folder` as its data
/// folder, refused as bad input (exit code 2).
pub(crate) fn refused_under(folder: &std::path::Path, args: &[&str], lang: &str) -> String {
    let output = othello_under(folder, args, lang);
    assert_eq!(output.status.code(), Some(2), "{args:?} under {lang}");
    String::from_utf8(output.stderr).unwrap()
}

/// `othello ARGS` with `folder` as its data folder and `LANG=lang` the environment's only language.
pub(crate) fn othello_under(folder: &std::path::Path, args: &[&str], lang: &str) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--data-dir", folder.to_str().unwrap()])
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .unwrap()
}

#[test]
fn othello_join_asks_in_the_language_and_takes_its_own_yes() {
    use crate::common::pty::Pty;
    let host_dir = tempfile::tempdir().unwrap();
    let (host, address, code) = crate::network::start_host(host_dir.path(), &[]);
    let join = |name: &str, lang: &str, dir: &std::path::Path| {
        let env = [("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", lang)];
        Pty::start_with_env(&["join", &address, &code, "--name", name], dir, &env)
    };
    // In Chinese, declined; the host waits for another, who accepts in Dutch with its own yes.
    let (chinese_dir, dutch_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut chinese = join("Li", "zh_TW.UTF-8", chinese_dir.path());
    let asked = chinese.wait_for("要下這局嗎？[y/N]");
    assert!(asked.contains("Ann 邀請你在") && asked.contains("你是白方，Ann 是黑方"), "{asked}");
    assert!(asked.contains("從標準開局開始") && !asked.contains("invites"), "{asked}");
    chinese.send("否\r");
    chinese.wait_for("已拒絕：主機會收到通知。");
    host.wait_for("Li declined");
    let mut dutch = join("Ben", "nl_NL.UTF-8", dutch_dir.path());
    let asked = dutch.wait_for("Spelen? [j/N]");
    assert!(asked.contains("Ann nodigt je uit voor een partij Othello op"), "{asked}");
    assert!(asked.contains("jij speelt Wit, Ann speelt Zwart") && asked.contains("zonder klok"), "{asked}");
    dutch.send("ja\r");
    host.wait_for("Ben accepted");
}

#[test]
fn othello_join_and_hosts_errors_are_in_the_language_asked() {
    let folder = tempfile::tempdir().unwrap();
    let refused = |args: &[&str], lang: &str| refused_under(folder.path(), args, lang);
    let cases: [(&[&str], [&str; 2], &str); 5] = [
        (
            &["join", "192.168.1.20", "--yes"],
            ["heeft het adres van de host en de toegangscode nodig", "需要主機的位址與加入碼"],
            "needs the host's address",
        ),
        (
            &["join", "127.0.0.1:1", "7kq2-mx9d-4hvf-rt3c", "--yes"],
            [
                "is geen toegangscode: een code is een getal en twee woorden",
                "不是加入碼：加入碼是一個數字加兩個英文字",
            ],
            "is not a join code",
        ),
        (
            &["join", "7-gxxxar-zebra", "--yes"],
            ["gxxxar is geen woord van toegangscodes", "gxxxar 不是加入碼用的字"],
            "is not a word",
        ),
        (
            &["join", "7-guitar-zebra", "--yes"],
            ["nog geen relay genoemd", "尚未指定中繼站"],
            "no relay named",
        ),
        (
            &["join", "127.0.0.1:1", "7-guitar-zebra", "--yes"],
            ["heeft een terminal nodig", "遊戲需要終端機"],
            "needs a terminal",
        ),
    ];
    for (args, [dutch, chinese], english) in cases {
        for (lang, said) in [("nl_NL.UTF-8", dutch), ("zh_TW.UTF-8", chinese)] {
            let message = refused(args, lang);
            assert!(message.starts_with("othello: ") && message.contains(said), "{lang} {args:?}: {message}");
            assert!(!message.contains(english), "{lang} {args:?}: English in {message}");
        }
    }
}

#[test]
fn othello_db_imports_lists_and_explores_in_the_language_asked() {
    let folder = tempfile::tempdir().unwrap();
    let wthor = format!("{}/tests/data/wthor", env!("CARGO_MANIFEST_DIR"));
    let run = |args: &[&str], lang: &str| printed_under(folder.path(), args, lang);
    // Imported in Dutch, again in Chinese (every game already there).
    let dutch = run(&["db", "import", &wthor], "nl_NL.UTF-8");
    assert!(dutch.starts_with("191 partijen geïmporteerd in "), "{dutch}");
    assert!(
        dutch.contains("(0 al aanwezig); de database bevat 191 partijen en 11.409 posities ("),
        "{dutch}"
    );
    let chinese = run(&["db", "import", &wthor], "zh_TW.UTF-8");
    assert!(chinese.starts_with("已匯入 0 局，用時 "), "{chinese}");
    assert!(chinese.contains("秒（191 局已存在）；資料庫共有 191 局、11,409 個局面（"), "{chinese}");
    let english = [
        "Imported",
        "already there",
        "the database holds",
        "games match",
        "went through",
        "Black won",
        "Drawn",
        "Values in discs",
        "Open one with",
        "to move",
        "(book",
        "found in",
        "newest",
    ];
    let cases = [
        (
            "nl_NL.UTF-8",
            [
                "Door deze stelling: 61 van de 191 partijen van de database (Zwart aan zet).\n",
                "Zet  Partijen  Zwart won  Remise  Zwart verloor    Gem. zwart  Waarde\n",
                "c5         44      50,0%    0,0%          50,0%          -0,6  +0 (boek, ",
                "Waarden in schijven voor wie aan zet is",
                "61 van de 191 partijen passen (gevonden in ",
                " ms); de nieuwste 2 (--limit):\n",
                "Open er een met othello --load db:N",
            ],
        ),
        (
            "zh_TW.UTF-8",
            [
                "資料庫的 191 局中有 61 局經過這個局面（輪到黑方下）。\n",
                "著法    局數       黑勝   和局        黑負      黑方平均  評分\n",
                "c5        44      50.0%   0.0%       50.0%          -0.6  +0（開局庫，深度 ",
                "評分以輪到的一方的子數計",
                "191 局中有 61 局符合（查詢用時 ",
                "毫秒）；最新的 2 局（--limit）：\n",
                "用 othello --load db:N 開啟其中一局",
            ],
        ),
    ];
    for (lang, words) in cases {
        let explored = run(&["db", "explore", "--moves", "f5d6", "--no-engine"], lang);
        let listed = run(&["db", "games", "--moves", "f5d6", "--limit", "2"], lang);
        let both = format!("{explored}{listed}");
        for said in words {
            assert!(both.contains(said), "{lang}: {said:?} in\n{both}");
        }
        for word in english {
            assert!(!both.contains(word), "{lang}: English {word:?} in\n{both}");
        }
    }
    // Where no game went, how long the query took is said as the language writes it.
    let none = run(&["db", "explore", "--moves", "f5d6c3d3c4f4f6f3e6e7"], "de_DE.UTF-8");
    assert!(
        none.starts_with("Durch diese Stellung: 0 der 191 Partien der Datenbank (")
            && none.contains("(gefunden in "),
        "{none}"
    );
}

#[test]
fn othello_book_speaks_the_language_asked() {
    let folder = tempfile::tempdir().unwrap();
    let game = folder.path().join("game.txt");
    std::fs::write(&game, "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7").unwrap();
    let (game, exported) = (game.to_str().unwrap(), folder.path().join("book.txt"));
    let exported = exported.to_str().unwrap();
    let run = |args: &[&str], lang: &str| printed_under(folder.path(), args, lang);
    let english = [
        "Opening book",
        "positions",
        "moves from the start",
        "shipped",
        "Book moves",
        "scores in discs",
        "Best move out",
        "depth",
        "read from",
        "the book holds",
        "learned",
        "searched",
        "before",
    ];
    // The shipped book's size, as each language writes it (it grows from release to release).
    let book = othello::search::Book::shipped();
    let (positions, plies) = (book.len() as u64, book.plies());
    let (dutch, chinese) = (Language::Nl.thousands(positions), Language::Zh.thousands(positions));
    let cases = [
        (
            "nl_NL.UTF-8",
            [
                format!(
                    "Openingsboek: {dutch} posities, tot {plies} zetten vanaf het begin (het meegeleverde boek).\n"
                ),
                "Boekzetten, scores in schijven voor wie aan zet is:\n  ".into(),
                "\nBeste zet buiten het boek: ".into(),
                "Boekzetten, scores in schijven voor wie ze speelt:\nd3 ".into(),
                format!("{dutch} posities gelezen uit "),
                "1 partij geleerd: ".into(),
                " (diepte ".into(),
            ],
        ),
        (
            "zh_TW.UTF-8",
            [
                format!("開局庫：{chinese} 個局面，最深到開局後 {plies} 步（內建的開局庫）。\n"),
                "開局庫的著法，分數為輪到的一方的子差：\n  ".into(),
                "\n離開開局庫的最佳著法：".into(),
                "開局庫的著法，分數為下這步的一方的子差：\nd3 ".into(),
                format!("讀入 {chinese} 個局面；開局庫共有 {chinese} 個局面："),
                "已學習 1 局：用時 ".into(),
                "（深度 ".into(),
            ],
        ),
    ];
    for (lang, words) in cases {
        let _ = std::fs::remove_file(folder.path().join("book.bin"));
        let said = [
            run(&["book", "--moves", "f5d6c3d3c4f4f6f3e6e7"], lang),
            run(&["book", "show", "--moves", "f5d6c3", "--plies", "1"], lang),
            run(&["book", "export", "--out", exported], lang),
            run(&["book", "import", exported], lang),
            run(&["book", "learn", game, "--depth", "2"], lang),
        ]
        .concat();
        for words in words {
            assert!(said.contains(&words), "{lang}: {words:?} in\n{said}");
        }
        for word in english {
            assert!(!said.contains(word), "{lang}: English {word:?} in\n{said}");
        }
    }
    // The book's errors too.
    let output = othello_under(folder.path(), &["book", "merge", game], "de_DE.UTF-8");
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(said.contains("game.txt: kein Teil: ") && !said.contains("not a part"), "{said}");
}

#[test]
fn othello_train_list_and_the_needs_a_terminal_errors_are_in_the_language_asked() {
    let folder = tempfile::tempdir().unwrap();
    let save = format!("{}/tests/data/saves/v1-pass-and-undo.json", env!("CARGO_MANIFEST_DIR"));
    for (lang, listed, trainer, game) in [
        (
            "nl_NL.UTF-8",
            [
                "Openingen met een naam (othello train opening NAAM):\n  Perpendicular    f5d6\n",
                "\nEindspelpuzzels (othello train endgame --empties N):\n  lege velden  puzzels\n            8 ",
            ],
            "othello: de training heeft een terminal nodig, en standaardinvoer of -uitvoer is er geen\n",
            "het spel heeft een terminal nodig, en standaardinvoer of -uitvoer is er geen; om een partij vanuit een script af te drukken: othello show\n",
        ),
        (
            "zh_TW.UTF-8",
            [
                "有名字的開局（othello train opening 名字）：\n  Perpendicular    f5d6\n",
                "\n終盤題目（othello train endgame --empties N）：\n   空格數   題目數\n        8 ",
            ],
            "othello: 訓練需要終端機，但標準輸入或輸出不是終端機\n",
            "遊戲需要終端機，但標準輸入或輸出不是終端機；要從腳本印出對局，請用 othello show\n",
        ),
    ] {
        let output = othello_under(folder.path(), &["train", "list"], lang);
        assert!(output.status.success(), "{lang}");
        let list = String::from_utf8(output.stdout).unwrap();
        for words in listed {
            assert!(list.contains(words), "{lang}: {words:?} in\n{list}");
        }
        assert!(!list.contains("Named openings") && !list.contains("puzzles"), "{lang}: English in\n{list}");
        for (args, said) in [(&["train", "opening", "tiger"][..], trainer), (&["--load", &save], game)] {
            let output = othello_under(folder.path(), args, lang);
            assert_eq!(output.status.code(), Some(2), "{lang} {args:?}");
            let message = String::from_utf8(output.stderr).unwrap();
            assert!(
                message.ends_with(said) && !message.contains("needs a terminal"),
                "{lang} {args:?}: {message}"
            );
        }
    }
}

#[test]
fn othello_games_writes_the_dates_as_each_language_writes_them() {
    use othello::engine::color::ByColor;
    use othello::engine::game::Game;
    use othello::engine::rules::Rules;
    use othello::store::{self, Player, SavedGame};
    let folder = tempfile::tempdir().unwrap();
    std::fs::create_dir(folder.path().join("games")).unwrap();
    let started: jiff::Timestamp = "2026-11-28T12:00:00Z".parse().unwrap();
    let saved = SavedGame {
        started: Some(started),
        ..SavedGame::new(Game::new(Rules::default()), ByColor::both(Player::person(None)))
    };
    std::fs::write(folder.path().join("games/started.json"), store::to_json(&saved)).unwrap();
    // The day and time where othello runs: the same time zone as here.
    let local = started.to_zoned(jiff::tz::TimeZone::system());
    let (year, month, day, time) = (local.year(), local.month(), local.day(), local.strftime("%H:%M"));
    for (lang, date) in [
        ("C", format!("{year}-{month:02}-{day:02} {time}  Black vs White")),
        ("nl_NL.UTF-8", format!("{day:02}-{month:02}-{year} {time}  Zwart tegen Wit")),
        ("de_DE.UTF-8", format!("{day:02}.{month:02}.{year} {time}  Schwarz gegen Weiß")),
        ("fr_FR.UTF-8", format!("{day:02}/{month:02}/{year} {time}  Noir contre Blanc")),
        ("zh_TW.UTF-8", format!("{year}年{month}月{day}日 {time}  黑方 對 白方")),
    ] {
        let output = othello_under(folder.path(), &["games"], lang);
        assert!(output.status.success(), "{lang}");
        let listed = String::from_utf8(output.stdout).unwrap();
        assert!(listed.contains(&format!("\n    {date}  ")), "{lang}: {date:?} in\n{listed}");
    }
}

#[test]
fn a_command_line_othello_cannot_read_is_told_in_the_players_language_by_the_environment_or_lang() {
    let folder = tempfile::tempdir().unwrap();
    let told = |args: &[&str], lang: &str| refused_under(folder.path(), args, lang);
    let german = told(&["solv"], "de_DE.UTF-8");
    assert!(german.starts_with("othello: `solv` ist kein Befehl von othello.\n"), "{german}");
    assert!(german.contains("Meinten Sie `solve`?"), "{german}");
    // `--lang` wherever it stands, even on a line clap cannot read.
    let dutch = told(&["--movez", "f5", "--lang", "nl"], "de_DE.UTF-8");
    assert!(dutch.starts_with("othello: `--movez` is hier geen optie.\n"), "{dutch}");
    let french = told(&["solve", "--lang=fr", "--moves"], "C");
    assert!(french.contains("demande une valeur"), "{french}");
    // English in clap's own words.
    let english = told(&["solv"], "en_US.UTF-8");
    assert!(english.starts_with("error: unrecognized subcommand 'solv'"), "{english}");
    // The new-game screen's language, kept in the data folder, when `--lang` says none.
    std::fs::write(folder.path().join("settings.json"), r#"{"new_game":{"language":"zh"}}"#).unwrap();
    let chinese = told(&["solv"], "en_US.UTF-8");
    assert!(chinese.starts_with("othello: `solv` 不是 othello 的指令。\n"), "{chinese}");
}

#[test]
fn the_games_database_s_errors_are_in_the_language_asked() {
    let folder = tempfile::tempdir().unwrap();
    let failed = |args: &[&str], lang: &str| refused_under(folder.path(), args, lang);
    let dutch = failed(&["db", "explore", "--no-engine"], "nl_NL.UTF-8");
    assert!(dutch.starts_with("othello: nog geen partijendatabase ("), "{dutch}");
    let chinese = failed(&["show", "db:1"], "zh_TW.UTF-8");
    assert!(chinese.starts_with("othello: 還沒有對局資料庫（"), "{chinese}");
    // A database damaged after its import: refused in words of the language, the damage named.
    let imported = othello_under(folder.path(), &["db", "import", "tests/data/wthor"], "C");
    assert!(imported.status.success(), "{}", String::from_utf8_lossy(&imported.stderr));
    let path = folder.path().join("games.db");
    let mut bytes = std::fs::read(&path).unwrap();
    for at in (64..bytes.len()).step_by(500) {
        bytes[at] ^= 0xFF;
    }
    std::fs::write(&path, bytes).unwrap();
    let german = failed(&["db", "explore", "--no-engine"], "de_DE.UTF-8");
    assert!(german.contains(": beschädigt: ") && german.contains("othello db import"), "{german}");
    let english = failed(&["db", "explore", "--no-engine"], "en_GB.UTF-8");
    assert!(english.contains(": damaged: "), "{english}");
}
