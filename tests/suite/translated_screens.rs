//! The main screens in every language on a real terminal, at 80×24 (and Chinese, whose
//! characters are two columns wide, at 100×32 too): the words whole, the boxes closed, the
//! board's grid where it belongs.

use std::time::{Duration, Instant};

use othello::engine::color::Color;
use othello::i18n::Language;
use othello::tr;

use crate::common::pty::{Options, Pty};

/// The screen's rows, one entry a column (a wide character's second column is empty).
fn rows(screen: &vt100::Screen) -> Vec<Vec<String>> {
    let (height, width) = screen.size();
    (0..height)
        .map(|row| {
            (0..width)
                .map(|col| screen.cell(row, col).map_or(String::new(), |c| c.contents().to_string()))
                .collect()
        })
        .collect()
}

/// `check` of the screen, tried again until it holds (the terminal may be between two frames),
/// or its last complaint after two seconds.
fn eventually<T>(pty: &Pty, check: impl Fn(&[Vec<String>]) -> Result<T, String>) -> T {
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        let (result, contents) = pty.with_screen(|screen| (check(&rows(screen)), screen.contents()));
        match result {
            Ok(value) => return value,
            Err(why) if Instant::now() > deadline => panic!("{why}:\n{contents}"),
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

/// The boxes on the screen, each closed: from its top corners down to its bottom ones, each row
/// has its left and right border in the corners' columns (a line too long, or a wide character
/// cut, would push or swallow a border). Each box's text, its lines joined.
fn boxes(rows: &[Vec<String>]) -> Result<Vec<String>, String> {
    let mut found = Vec::new();
    for (top, cells) in rows.iter().enumerate() {
        let Some(left) = cells.iter().position(|c| c == "╭") else { continue };
        let right = cells.iter().position(|c| c == "╮").ok_or("a top edge without its right corner")?;
        let mut text = String::new();
        let mut closed = false;
        for (below, row) in rows.iter().enumerate().skip(top + 1) {
            if row[left] == "╰" {
                if row[right] != "╯" {
                    return Err(format!("row {below}: the bottom edge does not end where the top does"));
                }
                closed = true;
                break;
            }
            if row[left] != "│" || row[right] != "│" {
                return Err(format!("row {below}: no border at columns {left} and {right}"));
            }
            text.push_str(&row[left + 1..right].concat());
            text.push(' ');
        }
        if !closed {
            return Err(format!("the box at row {top} is not closed"));
        }
        found.push(text);
    }
    Ok(found)
}

/// `text` without its white space, to compare text wrapped anywhere (Chinese breaks between
/// characters, with no space).
fn bare(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The one box on the screen holds each of `texts` whole.
fn a_box_holds(pty: &Pty, texts: &[String]) {
    eventually(pty, |rows| {
        let boxes = boxes(rows)?;
        let [text] = boxes.as_slice() else { return Err(format!("{} boxes", boxes.len())) };
        match texts.iter().find(|wanted| !bare(text).contains(&bare(wanted))) {
            Some(missing) => Err(format!("the box lacks {missing:?}")),
            None => Ok(()),
        }
    })
}

/// The board's grid: on each of the eight rows of squares, its nine walls evenly apart (four
/// columns or more), in the same columns on every row; and no box on the screen.
fn the_board_is_aligned(pty: &Pty) {
    eventually(pty, |rows| {
        if !boxes(rows)?.is_empty() {
            return Err("a box on the screen".into());
        }
        let mut walls_of_rows = Vec::new();
        for cells in rows {
            let label = cells[1].as_str();
            if !["1", "2", "3", "4", "5", "6", "7", "8"].contains(&label) || cells[3] != "│" {
                continue;
            }
            let walls: Vec<usize> =
                cells.iter().enumerate().filter(|(_, c)| *c == "│").map(|(at, _)| at).collect();
            // As wide as the board's squares are at this size: 4 columns at 80×24, more on larger.
            let even =
                |walls: &[usize]| walls.windows(2).all(|pair| pair[1] - pair[0] == walls[1] - walls[0]);
            if walls.len() < 9 || walls[1] - walls[0] < 4 || !even(&walls[..9]) {
                return Err(format!("row {label}: walls at {walls:?}"));
            }
            walls_of_rows.push(walls[..9].to_vec());
        }
        if walls_of_rows.len() != 8 || walls_of_rows.windows(2).any(|pair| pair[0] != pair[1]) {
            return Err(format!("the rows of squares: {walls_of_rows:?}"));
        }
        Ok(())
    });
}

/// The main screens in `language` at `size`: the new-game screen, a game with hints, the help,
/// the quit question.
fn main_screens(language: Language, size: (u16, u16)) {
    let dir = tempfile::tempdir().unwrap();
    let locale = format!("{}_XX.UTF-8", language.code());
    let env = [("LANG", locale.as_str()), ("LC_ALL", ""), ("LC_MESSAGES", "")];
    let options = Options { env: &env, size, ..Options::default() };
    let mut pty = Pty::start_with(&["--threads", "1"], dir.path(), options);

    // The new-game screen: every label and value, and the keys, in a closed box.
    pty.wait_for(&tr!(language, "new-game-title"));
    let mut texts: Vec<String> = ["opponent", "level", "time", "increment", "handicap", "start", "language"]
        .iter()
        .map(|field| language.attribute("new-game-labels", field))
        .collect();
    texts.push(tr!(language, "new-game-opponent-person"));
    texts.push(tr!(language, "new-game-system-language"));
    texts.push(tr!(language, "keys-start-the-game"));
    a_box_holds(&pty, &texts);

    // A game: the panel's words, the status line's sentence whole, the key bar's last entries.
    pty.send("\r");
    pty.send("f5");
    let white = othello::words::side(language, Color::White);
    pty.wait_for(&tr!(language, "to-move", name = white.as_str()));
    pty.wait_for(&tr!(language, "legal-moves", count = 3));
    pty.wait_for(&format!("? {}  q {}", tr!(language, "keys-help"), tr!(language, "keys-quit")));
    pty.send("i");
    pty.wait_for(&tr!(language, "hints-every"));
    the_board_is_aligned(&pty);

    // The help: its headings and the keys in a closed box.
    pty.send("?");
    a_box_holds(&pty, &[tr!(language, "help-keys"), tr!(language, "keys-take-back-the-last-move")]);
    pty.send("x");
    the_board_is_aligned(&pty);

    // Paused: the words over the hidden board, whole and within its frame.
    pty.send("p");
    let paused = tr!(language, "board-paused");
    eventually(&pty, |rows| {
        let top = rows.iter().find(|cells| cells.iter().any(|c| c == "┌")).ok_or("no board")?;
        let left = top.iter().position(|c| c == "┌").expect("found");
        let right = top.iter().position(|c| c == "┐").ok_or("the board's top edge")?;
        let inside = rows.iter().any(|cells| bare(&cells[left + 1..right].concat()).contains(&bare(&paused)));
        if inside { Ok(()) } else { Err(format!("{paused:?} within columns {left} to {right}")) }
    });
    pty.send("p");
    pty.wait_for(&tr!(language, "hints-every"));

    // The quit question, whole, then quitting.
    pty.send("q");
    a_box_holds(&pty, &[tr!(language, "quit-question")]);
    pty.send("q");
    assert!(pty.wait_exit().success());
}

#[test]
fn english_screens_at_80x24() {
    main_screens(Language::En, (80, 24));
}

#[test]
fn dutch_screens_at_80x24() {
    main_screens(Language::Nl, (80, 24));
}

#[test]
fn german_screens_at_80x24() {
    main_screens(Language::De, (80, 24));
}

#[test]
fn french_screens_at_80x24() {
    main_screens(Language::Fr, (80, 24));
}

#[test]
fn chinese_screens_at_80x24_and_100x32() {
    main_screens(Language::Zh, (80, 24));
    main_screens(Language::Zh, (100, 32));
}

#[test]
fn simplified_chinese_screens_at_80x24_and_100x32() {
    main_screens(Language::ZhHans, (80, 24));
    main_screens(Language::ZhHans, (100, 32));
}
