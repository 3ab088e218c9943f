//! The rarer errors in the player's language: a damaged opening book, a folder that cannot be
//! made, output that cannot be written, and the operating system's words inside them.

use super::languages::refused_under;

/// Each language's locale, and the words it says a book cut short in.
const CUT_SHORT: [(&str, &str); 6] = [
    ("en_GB.UTF-8", "a damaged opening book: its header is cut short"),
    ("nl_NL.UTF-8", "een beschadigd openingsboek: de kop is afgebroken"),
    ("de_DE.UTF-8", "ein beschädigtes Eröffnungsbuch: sein Kopf ist abgeschnitten"),
    ("fr_FR.UTF-8", "une bibliothèque d'ouvertures endommagée\u{a0}: son en-tête est tronqué"),
    ("zh_TW.UTF-8", "損壞的開局庫：檔頭不完整"),
    ("zh_CN.UTF-8", "损坏的开局库：档头不完整"),
];

/// `othello ARGS` with `folder` as its data folder, `--lang lang`, its standard output `stdout`.
fn othello(
    folder: &std::path::Path,
    args: &[&str],
    lang: &str,
    stdout: std::process::Stdio,
) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--data-dir", folder.to_str().unwrap(), "--lang", lang])
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "en_US.UTF-8")
        .stdout(stdout)
        .output()
        .unwrap()
}

#[test]
fn a_damaged_opening_book_is_refused_in_the_language_asked() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("book.bin");
    std::fs::write(&book, b"OTHBOOK\0\x01").unwrap();
    for (lang, said) in CUT_SHORT {
        let refused = refused_under(dir.path(), &["book"], lang);
        assert!(refused.contains(said) && refused.contains("book.bin"), "{lang}: {refused}");
    }
    // `--lang` before the environment, with a non-zero exit.
    let output = othello(dir.path(), &["book", "grow", "--plies", "1"], "de", std::process::Stdio::null());
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(said.contains("ein beschädigtes Eröffnungsbuch: sein Kopf ist abgeschnitten"), "{said}");

    std::fs::write(&book, "not a book at all\u{1b}[31m").unwrap();
    let refused = refused_under(dir.path(), &["book"], "fr_FR.UTF-8");
    assert!(refused.contains("pas une bibliothèque d'ouvertures d'othello"), "{refused}");
    std::fs::remove_file(&book).unwrap();
    std::fs::create_dir(&book).unwrap();
    let refused = refused_under(dir.path(), &["book", "export"], "nl_NL.UTF-8");
    assert!(refused.contains("geen gewoon bestand van hoogstens 256 MB"), "{refused}");
    let refused = refused_under(dir.path(), &["book"], "zh_TW.UTF-8");
    assert!(refused.contains("不是不超過 256 MB 的一般檔案"), "{refused}");
}

#[test]
fn a_file_that_is_not_there_is_said_in_the_language_not_the_systems_english() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.txt");
    let missing = missing.to_str().unwrap();
    for (lang, said) in [
        ("en_GB.UTF-8", "no such file or folder"),
        ("nl_NL.UTF-8", "bestand of map bestaat niet"),
        ("de_DE.UTF-8", "Datei oder Ordner nicht vorhanden"),
        ("fr_FR.UTF-8", "fichier ou dossier introuvable"),
        ("zh_TW.UTF-8", "沒有這個檔案或資料夾"),
        ("zh_CN.UTF-8", "没有这个文件或文件夹"),
    ] {
        let refused = refused_under(dir.path(), &["book", "import", missing], lang);
        assert!(refused.contains(said) && refused.contains("missing.txt"), "{lang}: {refused}");
        assert!(!refused.contains("os error"), "{lang}: {refused}");
    }
}

#[test]
fn othello_manual_says_in_the_language_why_it_cannot_make_its_folder() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let inside = file.join("pages");
    let output =
        othello(dir.path(), &["manual", inside.to_str().unwrap()], "de", std::process::Stdio::piped());
    assert_eq!(output.status.code(), Some(1), "the system's failure");
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(
        said.starts_with("othello: kann den Ordner ")
            && said.contains("a-file/pages nicht anlegen: ein Teil des Pfades ist kein Ordner"),
        "{said}"
    );
}

#[test]
fn output_that_cannot_be_written_is_said_in_the_language() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else { return };
    let dir = tempfile::tempdir().unwrap();
    let output = othello(dir.path(), &["completions", "bash"], "fr", full.into());
    assert_eq!(output.status.code(), Some(1));
    let said = String::from_utf8(output.stderr).unwrap();
    assert_eq!(said, "othello: impossible d'écrire la sortie\u{a0}: le disque est plein\n");
}

#[test]
fn rules_flags_that_make_no_rules_are_refused_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, said) in [
        ("en_GB.UTF-8", "othello: white has no time: add --time, or --white-time\n"),
        ("de_DE.UTF-8", "othello: Weiß hat keine Zeit: gib --time oder --white-time an\n"),
        ("zh_TW.UTF-8", "othello: 白方沒有時間：請加上 --time 或 --white-time\n"),
    ] {
        assert_eq!(refused_under(dir.path(), &["--black-time", "5:00"], lang), said, "{lang}");
    }
}

#[test]
fn a_file_that_is_not_a_save_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("other.json");
    std::fs::write(&file, r#"{"format": "something-else", "version": 1}"#).unwrap();
    let newer = dir.path().join("newer.json");
    std::fs::write(&newer, r#"{"format": "othello-save", "version": 99}"#).unwrap();
    let refused = refused_under(dir.path(), &["show", file.to_str().unwrap()], "nl_NL.UTF-8");
    assert!(refused.contains("geen opgeslagen partij van othello"), "{refused}");
    let refused = refused_under(dir.path(), &["show", newer.to_str().unwrap()], "fr_FR.UTF-8");
    assert!(refused.contains("la version 99 du format d'enregistrement est inconnue"), "{refused}");
}

/// A session on the screen in `language` whose effects are carried out in `data_dir`.
fn saving_in(data_dir: &std::path::Path, language: othello::i18n::Language) -> crate::common::app::Session {
    use crate::common::app::{Session, rules, settings};
    use othello::tui::{Settings, Storage};
    let settings = Settings { language: Some(language), ..settings(Some(data_dir.to_path_buf())) };
    let mut session = Session::with_game(othello::engine::game::Game::new(rules(None)), settings);
    let library = othello::store::library::Library::new(data_dir);
    session.storage = Some(Storage::new(library, othello::store::GameIdentity::new(None), None));
    session
}

#[test]
fn a_save_that_fails_on_the_screen_says_why_in_the_players_language() {
    use othello::i18n::Language;
    use othello::tui::Action;
    let dir = tempfile::tempdir().unwrap();
    // A file where the library's folder should be: the autosave fails, said in German.
    std::fs::write(dir.path().join("games"), "in the way").unwrap();
    let mut s = saving_in(dir.path(), Language::De);
    s.type_square("f5");
    let problem = s.app.save_problem().expect("the failure is shown").to_string();
    assert!(problem.ends_with("games: existiert bereits"), "the folder, then why: {problem}");
    assert!(!problem.contains("os error"), "{problem}");

    // A name typed into a folder that does not exist, in French.
    let mut s = saving_in(dir.path(), Language::Fr);
    s.type_square("f5");
    s.act(Action::Save);
    s.type_name(&format!("{}/no/such/final.json", dir.path().display()));
    s.act(Action::Submit);
    let message = s.app.message().unwrap();
    assert!(message.warning && message.text.contains("/no/such n'existe pas"), "{message:?}");
}

#[test]
fn a_paste_that_is_no_record_says_why_in_the_players_language() {
    use othello::i18n::Language;
    use othello::tui::Action;
    let dir = tempfile::tempdir().unwrap();
    let mut s = saving_in(dir.path(), Language::De);
    s.act(Action::Paste("viel Glück\u{1b}[2J".into()));
    let said = s.app.message().unwrap();
    assert!(
        said.warning
            && said.text.starts_with("Nichts geöffnet: der eingefügte Text ist keine Zugfolge")
            && said.text.contains("als Zugfolge gelesen: bei Zeichen 1: `viel` ist kein Zug"),
        "{}",
        said.text
    );
    assert!(!said.text.contains('\u{1b}'));
}
