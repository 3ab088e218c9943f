//! The reasons inside the command line's errors in the player's language: a GGF file the reader
//! refuses (`othello show`, `othello analyze`, `othello db import`), a line of a book in text
//! (`othello book import`), parts that are not parts or do not merge (`othello book merge`), and
//! WTHOR files and folders an import refuses.

use std::path::{Path, PathBuf};

use othello::engine::color::Color;
use othello::engine::notation::position_string;
use othello::engine::position::Position;
use othello::search::book::{Part, PositionSet};

use super::languages::refused_under;

/// Each language's locale but English's.
const TRANSLATED: [&str; 5] = ["nl_NL.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8", "zh_TW.UTF-8", "zh_CN.UTF-8"];

/// The standard start as a GGF board.
const START: &str = "BO[8 ---------------------------O*------*O--------------------------- *]";

/// `text` written to `name` in `dir`; its path.
fn file(dir: &Path, name: &str, text: impl AsRef<[u8]>) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn a_ggf_file_the_reader_refuses_is_said_whole_in_the_language_asked() {
    let dir = tempfile::tempdir().unwrap();
    let bad = file(dir.path(), "bad.ggf", format!("(;GM[Othello]{START}B[f5]W[f5];)\n"));
    for (lang, said) in [
        (
            "de_DE.UTF-8",
            format!(
                "othello: {bad}: als GGF-Partie gelesen: keine GGF-Partie, die dieses othello liest: Zug 2 (W[f5]): \
                 f5 ist schon besetzt\n"
            ),
        ),
        (
            "zh_TW.UTF-8",
            format!(
                "othello: {bad}：當作 GGF 對局讀取：不是這個 othello 能讀的 GGF 對局：第 2 步（W[f5]）：f5 已經有棋子了\n"
            ),
        ),
        (
            "en_GB.UTF-8",
            format!(
                "othello: {bad}: read as a GGF game: not a GGF game this othello reads: move 2 (W[f5]): f5 is already \
                 taken\n"
            ),
        ),
    ] {
        assert_eq!(refused_under(dir.path(), &["show", &bad], lang), said, "{lang}");
        assert_eq!(refused_under(dir.path(), &["analyze", &bad], lang), said, "{lang}");
    }
    // Every kind of reason, in every language, without English's words; what the file holds is
    // echoed made printable.
    let kinds = [
        ("(;GM[Che\u{1b}[31mss];)".to_string(), "GM[Che\\u{1b}[31mss]"),
        ("(;TY[10];)".to_string(), "TY[10]"),
        ("(;BO[8 ----];)".to_string(), "BO"),
        ("(;TI[soon];)".to_string(), "`soon`"),
        ("(;TB[5:00];)".to_string(), "TB"),
        (format!("(;{START}B[f5]B[d6];)"), "B[d6]"),
        (format!("(;{START}B[PA];)"), "B[PA]"),
        (format!("(;{START}B[f5//soon];)"), "`soon`"),
        ("(;GM[Othello]PB[Ann".to_string(), "(;"),
        (format!("(;{START};)(;{START};)"), " 3"),
    ];
    let english = [
        "not a GGF",
        "read as",
        "is not",
        "only 8×8",
        "never closed",
        "time",
        "go together",
        "turn",
        "a pass",
    ];
    for (text, echoed) in &kinds {
        let path = file(dir.path(), "kind.ggf", text);
        for lang in TRANSLATED {
            // The archive of two games is asked for a third; any other for its first.
            let game = if echoed.trim() == "3" { "3" } else { "1" };
            let said = refused_under(dir.path(), &["show", &path, "--game", game], lang);
            assert!(said.contains(echoed) && !said.contains('\u{1b}'), "{lang}: {said}");
            for words in english {
                assert!(!said.contains(words), "{lang}: English {words:?} in {said}");
            }
        }
    }
}

#[test]
fn a_ggf_file_an_import_refuses_is_said_in_the_language_asked() {
    let dir = tempfile::tempdir().unwrap();
    let square = file(dir.path(), "square.ggf", "(;GM[Othello]B[z9];)\n");
    let said = refused_under(dir.path(), &["db", "import", &square], "de_DE.UTF-8");
    assert_eq!(
        said,
        format!(
            "othello: {square}: Partie 1: keine GGF-Partie, die dieses othello liest: Zug 1 (B[z9]): `z9` ist kein \
             Feld: erwartet werden eine Spalte a-h und eine Reihe 1-8, wie f5\n"
        )
    );
    let notes = file(dir.path(), "notes.ggf", "not a game at all\n");
    let said = refused_under(dir.path(), &["db", "import", &notes], "zh_TW.UTF-8");
    assert_eq!(
        said,
        format!(
            "othello: {notes}：不是 GGF：不是這個 othello 能讀的 GGF 對局：裡面沒有對局，例如 (;GM[Othello]…;)\n"
        )
    );
    assert!(!dir.path().join("games.db").exists(), "nothing imported");
}

#[test]
fn a_line_of_a_book_in_text_that_is_no_book_position_is_said_in_the_language_asked() {
    let dir = tempfile::tempdir().unwrap();
    let start = position_string(Position::START, Color::Black);
    let deep = file(dir.path(), "deep.txt", format!("# a book\n{start} 61 +0.00 f5 +0.00\n"));
    assert_eq!(
        refused_under(dir.path(), &["book", "import", &deep], "de_DE.UTF-8"),
        format!("othello: {deep}: Zeile 2: eine Tiefe von 0 bis 60\n")
    );
    assert_eq!(
        refused_under(dir.path(), &["book", "import", &deep], "zh_TW.UTF-8"),
        format!("othello: {deep}：第 2 行：深度應為 0 到 60\n")
    );
    // A position that is none is said as a position string that is none.
    let short = file(dir.path(), "short.txt", "XO X 14 +0.00 -- --\n");
    let said = refused_under(dir.path(), &["book", "import", &short], "de_DE.UTF-8");
    let expected = ": Zeile 1: kein Stellungstext (2 Felder statt 64): erwartet werden 64 mal X, O oder - von a1 \
                    bis h8, ein Leerzeichen und X oder O am Zug\n";
    assert!(said.ends_with(expected), "{said}");
    for (line, english) in [
        (format!("{start} 14 +0.00 f5"), "six fields"),
        (format!("{start} 14 0.00 f5 +0.00"), "a value"),
        (format!("{start} 14 +0.00 a1 +0.00"), "not legal"),
        (format!("{start} 14 +0.00 z9 +0.00"), "a move out"),
        (format!("{start} 14 +0.00 f5 x"), "its value"),
        (format!("{} X 14 +0.00 -- --", "X".repeat(64)), "no move"),
        (format!("{start} 14 +0.00 f5 +0.00\n{start} 14 +0.00 f5 +0.00"), "twice"),
    ] {
        let path = file(dir.path(), "line.txt", format!("{line}\n"));
        for lang in TRANSLATED {
            let said = refused_under(dir.path(), &["book", "import", &path], lang);
            assert!(
                said.contains("line.txt") && !said.contains(english) && !said.contains("line "),
                "{lang}: {said}"
            );
        }
    }
    assert!(!dir.path().join("book.bin").exists(), "nothing imported");
}

#[test]
fn a_part_foreign_damaged_or_that_does_not_merge_is_said_in_the_language_asked() {
    let dir = tempfile::tempdir().unwrap();
    let set = PositionSet::new([Position::START, Position::START.play("f5".parse().unwrap())]);
    let done = |shard: u32| Part { complete: true, ..Part::new(&set, shard, 2, 4) };
    let part = |name: &str, part: &Part| file(dir.path(), name, part.to_bytes());
    let (first, second) = (part("0.part", &done(0)), part("1.part", &done(1)));
    let unfinished = part("unfinished.part", &Part::new(&set, 1, 2, 4));
    let other = part(
        "other.part",
        &Part { complete: true, ..Part::new(&PositionSet::new([Position::START]), 1, 2, 4) },
    );
    let text = file(dir.path(), "game.txt", "f5d6c3");
    let mut damaged = done(1).to_bytes();
    *damaged.last_mut().unwrap() ^= 1;
    let damaged = file(dir.path(), "damaged.part", damaged);
    let merge = |parts: &[&str], lang: &str| {
        let args: Vec<&str> = ["book", "merge"].into_iter().chain(parts.iter().copied()).collect();
        refused_under(dir.path(), &args, lang)
    };
    for (parts, lang, said) in [
        (
            vec![text.as_str()],
            "de_DE.UTF-8",
            format!("othello: {text}: kein Teil: kein Eröffnungsbuch von othello\n"),
        ),
        (vec![text.as_str()], "zh_TW.UTF-8", format!("othello: {text}：不是分片檔：不是 othello 的開局庫\n")),
        (
            vec![first.as_str(), damaged.as_str()],
            "de_DE.UTF-8",
            format!(
                "othello: {damaged}: kein Teil: ein beschädigtes Eröffnungsbuch: sein Inhalt passt nicht zu seiner Prüfsumme\n"
            ),
        ),
        (vec![first.as_str()], "zh_TW.UTF-8", "othello: 無法合併：缺少 1 個分片：1\n".to_string()),
        (
            vec![first.as_str()],
            "de_DE.UTF-8",
            "othello: kann nicht zusammenführen: fehlender Shard: 1\n".to_string(),
        ),
        (
            vec![first.as_str(), unfinished.as_str()],
            "de_DE.UTF-8",
            format!(
                "othello: {unfinished}: ein unfertiger Teil: lass seinen Shard noch einmal laufen, um ihn fertigzustellen\n"
            ),
        ),
        (
            vec![first.as_str(), first.as_str(), second.as_str()],
            "fr_FR.UTF-8",
            format!("othello: {first}\u{a0}: une tranche donnée deux fois\n"),
        ),
        (
            vec![first.as_str(), other.as_str()],
            "nl_NL.UTF-8",
            format!(
                "othello: {other}: een deel van een andere verzameling posities, een andere verdeling of een andere diepte dan het eerste\n"
            ),
        ),
        (
            vec![second.as_str(), unfinished.as_str()],
            "zh_TW.UTF-8",
            format!("othello: {unfinished}：分片檔尚未完成：再執行一次它的分片來完成它\n"),
        ),
    ] {
        assert_eq!(merge(&parts, lang), said, "{parts:?} {lang}");
    }
    // The parts that do make a book merge.
    let merged = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["--data-dir", dir.path().to_str().unwrap(), "--lang", "de", "book", "merge", &second, &first])
        .output()
        .unwrap();
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
    assert!(PathBuf::from(dir.path()).join("book.bin").exists());
}

/// A WTHOR header announcing `records` games on a board of `size` (0 or 8 for 8×8).
fn wthor_header(records: u32, size: u8) -> Vec<u8> {
    let mut bytes = vec![20, 26, 11, 23];
    bytes.extend(records.to_le_bytes());
    bytes.extend([0, 0]);
    bytes.extend(2001u16.to_le_bytes());
    bytes.extend([size, 0, 24, 0]);
    bytes
}

#[test]
fn a_wthor_file_or_folder_an_import_refuses_is_said_in_the_language_asked() {
    let dir = tempfile::tempdir().unwrap();
    // One game announced, none there: 16 bytes where 84 are due.
    let short = file(dir.path(), "short.wtb", wthor_header(1, 8));
    let said = refused_under(dir.path(), &["db", "import", &short], "de_DE.UTF-8");
    assert_eq!(
        said,
        format!(
            "othello: {short}: keine WTHOR-Datei: der Kopf kündigt 1 Partie an (84 Bytes), aber die Datei hat 16 Bytes\n"
        )
    );
    let tiny = file(dir.path(), "tiny.wtb", [1, 2, 3]);
    let said = refused_under(dir.path(), &["db", "import", &tiny], "zh_TW.UTF-8");
    assert_eq!(said, format!("othello: {tiny}：不是 WTHOR 檔案：比 WTHOR 檔頭（16 位元組）還短\n"));
    let big_board = file(dir.path(), "ten.wtb", wthor_header(0, 10));
    let said = refused_under(dir.path(), &["db", "import", &big_board], "fr_FR.UTF-8");
    assert_eq!(
        said,
        format!(
            "othello: {big_board} : pas un fichier WTHOR : ses parties ne sont pas jouées sur un plateau 8×8 (taille 10)\n"
        )
    );
    // A folder with no games file in it; a file that is neither; a games file without its names.
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let empty = empty.display().to_string();
    let said = refused_under(dir.path(), &["db", "import", &empty], "nl_NL.UTF-8");
    assert_eq!(
        said,
        format!("othello: {empty}: geen WTHOR-bestand (.wtb) of GGF-bestand (.ggf) in deze map\n")
    );
    let binary = file(dir.path(), "photo.jpg", [0xff, 0xd8, 0xff, 0xe0]);
    let said = refused_under(dir.path(), &["db", "import", &binary], "de_DE.UTF-8");
    assert_eq!(said, format!("othello: {binary}: weder eine WTHOR-Datei (.wtb) noch GGF-Text\n"));
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    let alone = file(&games, "WTH_2001.wtb", wthor_header(0, 8));
    let said = refused_under(dir.path(), &["db", "import", &alone], "en_US.UTF-8");
    assert_eq!(
        said,
        format!("othello: {}: no WTHOR.JOU beside the games, for their names\n", games.display())
    );
    for lang in TRANSLATED {
        let said = refused_under(dir.path(), &["db", "import", &alone], lang);
        assert!(said.contains("WTHOR.JOU") && !said.contains("beside"), "{lang}: {said}");
    }
    assert!(!dir.path().join("games.db").exists(), "nothing imported");
}
