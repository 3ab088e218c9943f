//! GGF records as the format's definition gives each property: DT, TI/TB/TW, RE, BO, moves.

use std::time::Duration;

use othello::engine::clock::TimeControl;
use othello::engine::color::{ByColor, Color};
use othello::engine::game::Game;
use othello::engine::rules::{Handicap, Rules};
use othello::ggf;
use othello::player::Player;
use othello::save::SavedGame;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn record(rules: Rules, play: impl FnOnce(&mut Game)) -> String {
    let mut game = Game::new(rules);
    play(&mut game);
    let names = ByColor::new(Some("Ann".to_string()), Some("Ben".to_string()));
    let saved = SavedGame {
        started: Some("2026-11-22T14:05:09Z".parse().unwrap()),
        ..SavedGame::new(game, names.map(Player::person))
    };
    ggf::write(&saved)
}

fn property<'a>(record: &'a str, tag: &str) -> Option<&'a str> {
    let start = record.find(&format!("{tag}["))? + tag.len() + 1;
    Some(&record[start..start + record[start..].find(']')?])
}

#[test]
fn the_time_is_main_increment_extension_and_the_date_is_when_the_game_started() {
    let control = TimeControl { increment: secs(2), ..TimeControl::sudden_death(secs(60)) };
    let ggf = record(Rules::new(Handicap::NONE, Some(control)).unwrap(), |_| {});
    assert_eq!(property(&ggf, "TI"), Some("01:00/00:02/00:00"), "{ggf}");
    assert_eq!(
        property(&ggf, "DT"),
        Some("2026.11.22_14:05:09.UTC"),
        "year.month.day_hour:minute:second.zone"
    );
    assert_eq!(property(&ggf, "RE"), None, "no result while the game goes on");
    assert!(ggf.starts_with("(;GM[Othello]PC[othello]") && ggf.ends_with(";)\n"), "{ggf}");

    let delay = TimeControl { delay: secs(3), ..TimeControl::sudden_death(secs(5400)) };
    let ggf = record(Rules::new(Handicap::NONE, Some(delay)).unwrap(), |_| {});
    assert_eq!(property(&ggf, "TI"), Some("01:30:00/00:03,N1/00:00"), "a delay is a non-additive increment");

    let odds = TimeControl { base: ByColor::new(secs(300), secs(120)), ..TimeControl::sudden_death(secs(1)) };
    let ggf = record(Rules::new(Handicap::NONE, Some(odds)).unwrap(), |_| {});
    assert_eq!(property(&ggf, "TI"), None, "time odds give each side its own");
    assert_eq!(property(&ggf, "TB"), Some("05:00/00:00/00:00"));
    assert_eq!(property(&ggf, "TW"), Some("02:00/00:00/00:00"));

    let untimed = record(Rules::default(), |_| {});
    assert!(property(&untimed, "TI").is_none() && property(&untimed, "TB").is_none());
}

#[test]
fn moves_carry_their_time_and_passes_are_pa() {
    let control = TimeControl::sudden_death(secs(600));
    let ggf = record(Rules::new(Handicap::NONE, Some(control)).unwrap(), |game| {
        game.play_transcript("d3c3b3b2f5a3a1").unwrap();
        game.play("c1".parse().unwrap(), Duration::from_millis(4200)).unwrap();
    });
    assert!(ggf.contains("B[d3]W[c3]"), "set-up moves have no time: {ggf}");
    assert!(ggf.ends_with("W[c1//4.20]B[PA];)\n"), "{ggf}");
}

#[test]
fn the_result_is_black_s_margin_with_t_for_a_loss_on_time() {
    let ggf = record(Rules::default(), |game| {
        game.play_transcript("e6f4e3f6g5d6e7f5c5").unwrap();
    });
    assert_eq!(property(&ggf, "RE"), Some("+64.00"));
    let control = TimeControl::sudden_death(secs(60));
    let ggf = record(Rules::new(Handicap::NONE, Some(control)).unwrap(), |game| {
        game.play_transcript("f5").unwrap();
        assert!(game.check_flag(secs(60)));
    });
    assert_eq!(property(&ggf, "RE"), Some("+62.00:t"), "white lost on time: 63-1");
}

#[test]
fn the_board_shows_the_handicap_corners_and_names_are_escaped() {
    let rules = Rules::new(Handicap::new(2, Color::White).unwrap(), None).unwrap();
    let mut game = Game::new(rules);
    game.play_transcript("f5").unwrap();
    let names = ByColor::new(Some("A]n\\n\x1b[2J".to_string()), None);
    let ggf = ggf::write(&SavedGame::new(game, names.map(Player::person)));
    assert_eq!(
        property(&ggf, "BO"),
        Some("8 O------- -------- -------- ---O*--- ---*O--- -------- -------- -------O *"),
        "{ggf}"
    );
    assert!(ggf.contains("PB[A\\]n\\\\n\\\\u{1b}[2J]PW[White]"), "{ggf}");
    assert!(!ggf.chars().any(|c| c.is_control() && c != '\n'));
}
