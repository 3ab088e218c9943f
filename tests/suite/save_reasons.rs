//! Why a save whose game cannot be is refused, said whole in the player's language by
//! `othello show`, `othello analyze`, `othello --load` and `othello games`.

use std::path::Path;

use othello::engine::color::ByColor;
use othello::engine::game::Game;
use othello::engine::rules::Rules;
use othello::search::level::Level;
use othello::store::{self, Player, SavedGame};

use super::languages::{othello_under, refused_under};

/// A game under way, Ann against the computer at level 12 (White), as a save writes it.
fn save() -> String {
    let mut game = Game::new(Rules::default());
    game.play_transcript("f5d6c3").unwrap();
    let players =
        ByColor::new(Player::person(Some("Ann".into())), Player::computer(Level::new(12).unwrap(), None));
    store::to_json(&SavedGame::new(game, players))
}

/// The save with `from` replaced by `to` (once, and it must be there), written to `name` in
/// `dir`; its path.
fn damaged(dir: &Path, name: &str, from: &str, to: &str) -> String {
    let good = save();
    assert!(good.contains(from), "{from} in {good}");
    let path = dir.join(name);
    std::fs::write(&path, good.replacen(from, to, 1)).unwrap();
    path.display().to_string()
}

/// Three saves each damaged its own way: the handicap, the computer's level and the result.
fn three_damaged(dir: &Path) -> [String; 3] {
    [
        damaged(dir, "handicap.json", "\"handicap\": 0", "\"handicap\": 9"),
        damaged(dir, "level.json", "\"white\": 12", "\"white\": 21"),
        damaged(
            dir,
            "result.json",
            "\"result\": null",
            "\"result\": {\"winner\": \"black\", \"black\": 40, \"white\": 24, \"by\": \"discs\"}",
        ),
    ]
}

#[test]
fn a_save_whose_game_cannot_be_is_refused_whole_in_german_and_chinese() {
    let dir = tempfile::tempdir().unwrap();
    let [handicap, level, result] = three_damaged(dir.path());
    let expected = [
        (
            "de_DE.UTF-8",
            [
                format!("othello: {handicap}: rules: eine Vorgabe ist 0 bis 4 Ecken, nicht 9\n"),
                format!(
                    "othello: {level}: computer: die Stufe von Weiß ist 21, aber die Stufen gehen von 1 bis 20\n"
                ),
                format!(
                    "othello: {result}: result: die Datei sagt 40-24 nach Steinen, aber die Züge ergeben kein Ergebnis \
                     (die Partie läuft noch)\n"
                ),
            ],
        ),
        (
            "zh_TW.UTF-8",
            [
                format!("othello: {handicap}：rules：讓子為 0 到 4 個角，不是 9\n"),
                format!("othello: {level}：computer：白方的等級是 21，但等級只有 1 到 20\n"),
                format!(
                    "othello: {result}：result：檔案寫的是數子 40-24，但棋步得出的是沒有結果（對局仍在進行）\n"
                ),
            ],
        ),
        (
            "en_GB.UTF-8",
            [
                format!("othello: {handicap}: rules: a handicap is 0 to 4 corners, not 9\n"),
                format!("othello: {level}: computer: White's level is 21, but levels go from 1 to 20\n"),
                format!(
                    "othello: {result}: result: the file says 40-24 by discs, but the moves give no result (the game \
                     goes on)\n"
                ),
            ],
        ),
    ];
    for (lang, said) in expected {
        for (path, said) in [&handicap, &level, &result].into_iter().zip(said) {
            assert_eq!(refused_under(dir.path(), &["show", path], lang), said, "{lang}");
            assert_eq!(refused_under(dir.path(), &["analyze", path], lang), said, "{lang}");
            assert_eq!(refused_under(dir.path(), &["--load", path], lang), said, "{lang}");
        }
    }
}

#[test]
fn the_library_lists_a_game_that_cannot_be_with_its_reason_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    let path = damaged(&games, "level.json", "\"white\": 12", "\"white\": 21");
    let output = othello_under(dir.path(), &["games"], "de_DE.UTF-8");
    let list = String::from_utf8(output.stdout).unwrap();
    let expected = format!(
        "  level\n    nicht lesbar: {path}: computer: die Stufe von Weiß ist 21, aber die Stufen gehen von 1 bis 20\n"
    );
    assert!(list.contains(&expected), "{list}");
    assert!(!list.contains("level is"), "{list}");
}
