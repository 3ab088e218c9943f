//! GGF records as the format's definition gives each property: DT, TI/TB/TW, RE, BO, moves.

use std::time::Duration;

use othello::engine::clock::TimeControl;
use othello::engine::color::{ByColor, Color};
use othello::engine::game::{Game, Turn};
use othello::engine::rules::{Handicap, Rules};
use othello::store::Player;
use othello::store::SavedGame;
use othello::store::ggf;

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

/// A game written and read back: the same moves, times, rules, players and date.
fn round_trip(saved: &SavedGame) -> SavedGame {
    let text = ggf::write(saved);
    ggf::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn what_is_written_reads_back_the_same() {
    let control = TimeControl { delay: secs(3), ..TimeControl::sudden_death(secs(600)) };
    let handicap = Handicap::new(2, Color::White).unwrap();
    let mut game = Game::new(Rules::new(handicap, Some(control)).unwrap());
    game.play_transcript("f5").unwrap();
    game.play("f6".parse().unwrap(), Duration::from_millis(4250)).unwrap();
    game.play("e6".parse().unwrap(), Duration::from_millis(1500)).unwrap();
    let names = ByColor::new(Some("A]n\\n".to_string()), Some("Ben".to_string()));
    let saved = SavedGame {
        started: Some("2026-11-22T14:05:09Z".parse().unwrap()),
        ..SavedGame::new(game.clone(), names.clone().map(Player::person))
    };
    let read = round_trip(&saved);
    assert_eq!(read.game.rules(), game.rules(), "the handicap is read as one, and the delay as a delay");
    assert_eq!(read.game.custom_start(), None);
    assert_eq!(read.game.transcript(), "f5f6e6");
    let took = |g: &Game| g.plies().map(|p| p.took).collect::<Vec<_>>();
    assert_eq!(took(&read.game), took(&game));
    assert_eq!(read.game.clock(), game.clock());
    assert_eq!(read.players, names.map(Player::person));
    assert_eq!(read.started, saved.started);

    // Time odds, a loss on time, and no names.
    let odds = TimeControl { base: ByColor::new(secs(300), secs(120)), ..TimeControl::sudden_death(secs(1)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(odds)).unwrap());
    game.play("f5".parse().unwrap(), secs(10)).unwrap();
    assert!(game.check_flag(secs(121)));
    let read = round_trip(&SavedGame::new(game.clone(), ByColor::default()));
    assert_eq!(read.game.rules(), game.rules());
    assert_eq!(read.game.lost_on_time(), Some(Color::White));
    assert_eq!(read.game.outcome(), game.outcome());
    assert_eq!(read.players, ByColor::default(), "the colour written for a missing name is no name");
}

#[test]
fn a_game_set_up_from_any_position_reads_back_from_it_with_white_to_move() {
    let (position, to_move) =
        othello::engine::notation::parse_position(&format!("-OOX{}XO-- O", "-".repeat(56))).unwrap();
    let mut game = Game::from_position(position, to_move, Rules::default());
    game.play_untimed("d8".parse().unwrap()).unwrap();
    let text = ggf::write(&SavedGame::new(game.clone(), ByColor::default()));
    assert!(text.contains(&format!("BO[8 -OO*---- {}----*O-- O]W[d8]", "-------- ".repeat(6))), "{text}");
    let read = ggf::read(&text).unwrap();
    assert_eq!(read.game.custom_start(), Some((position, to_move)));
    assert_eq!(read.game.board(), game.board());
}

#[test]
fn records_of_other_programs_are_read() {
    // As the NBoard protocol sends a game: upper-case squares, a date with dashes, RE[?].
    let nboard = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[5:00]TY[8]\
                  BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6//1.62];)";
    let read = ggf::read(nboard).unwrap();
    assert_eq!(read.game.transcript(), "f5f6");
    assert_eq!(read.game.rules().time_control(), Some(TimeControl::sudden_death(secs(300))));
    assert_eq!(read.game.clock().used(Color::White, Duration::ZERO), Duration::from_millis(1620));
    assert_eq!(read.players.black.name.as_deref(), Some("./mEdax"));
    assert_eq!(read.started, Some("2014-02-21T20:52:27Z".parse().unwrap()));

    // As GGS archives games: evaluations before the time, an extension, a forced pass written.
    let ggs = "\n(;GM[Othello]PC[GGS/os]DT[1044300063]PB[a]PW[b]RB[2000]RW[1900]TI[05:00//02:00]TY[8]\
               BO[8 ---------------------------O*------*O--------------------------- *]\
               B[d3/0.50/1.2]W[c3]B[b3]W[b2]B[f5]W[a3]B[a1]W[c1/12.00/0.5]B[PA]W[e3];)\n";
    let read = ggf::read(ggs).unwrap();
    assert_eq!(read.game.transcript(), "d3c3b3b2f5a3a1c1e3");
    assert_eq!(read.game.rules().time_control().unwrap().base.black, secs(420), "the extension is added");
    assert_eq!(read.started, Some(jiff::Timestamp::from_second(1_044_300_063).unwrap()));
}

#[test]
fn what_is_not_a_game_says_why() {
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    let refused = |text: &str, words: &[&str]| {
        let message = ggf::read(text).unwrap_err().to_string();
        for word in words {
            assert!(message.contains(word), "{text}: {message}");
        }
    };
    refused(&format!("(;GM[Othello]{start}B[f5]W[f5];)"), &["move 2", "W[f5]", "already taken"]);
    refused(&format!("(;{start}B[f5]B[d6];)"), &["move 2", "White's turn"]);
    refused(&format!("(;{start}B[PA];)"), &["move 1", "a pass, but Black has a legal move"]);
    refused(&format!("(;{start}B[z9];)"), &["move 1", "z9"]);
    refused(&format!("(;{start}B[f5//soon];)"), &["move 1", "soon", "not a time"]);
    let two = format!("(;{start};)(;{start}B[f5];)");
    let message = ggf::read_game(&two, 3).unwrap_err().to_string();
    assert!(message.contains("it holds 2 games, not a game 3"), "{message}");
    refused("(;GM[Chess];)", &["GM[Chess]", "not Othello"]);
    refused("(;TY[10];)", &["TY[10]", "8×8"]);
    refused("(;BO[8 ----];)", &["3 squares instead of 64"]);
    refused(&format!("(;{start}B[f5"), &["never closed"]);
    refused("(;TI[soon];)", &["soon", "time control"]);
    refused("(;TB[5:00];)", &["TB and TW go together"]);
    refused("hello", &["no game"]);
    refused("(;PB[a\x1b[2Jb]GM[\x1b];)", &["GM[\\u{1b}]"]);
}

/// A sample of GGF as a real program wrote it (`tests/data/ggf/`, with a README).
fn sample(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/data/ggf/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn every_sample_of_real_programs_is_read() {
    // NBoard writes a person's time with Java's Double.toString.
    let read = ggf::read_game(&sample("nboard-long-decimal-time.ggf"), 1).unwrap();
    assert_eq!(read.saved.game.transcript(), "f5");
    assert_eq!(read.saved.game.clock().used(Color::Black, Duration::ZERO), Duration::from_millis(18_490));
    // An untimed game is TI[0].
    let read = ggf::read_game(&sample("nboard-ti0.ggf"), 1).unwrap();
    assert_eq!(read.saved.game.rules().time_control(), None);
    // The record stops where white must pass: the game passed, the writer has not yet.
    let read = ggf::read_game(&sample("nboard-forced-pass.ggf"), 1).unwrap();
    assert!(read.pass_unwritten);
    assert_eq!(read.saved.game.last_ply().map(|ply| (ply.color, ply.turn)), Some((Color::White, Turn::Pass)));
    assert_eq!(read.saved.game.to_move(), Some(Color::Black));
    // A line of a GGS archive: its number, then the game.
    let text = sample("ggs-archive-line.ggf");
    assert_eq!(ggf::count(&text), 1);
    let read = ggf::read_game(&text, 1).unwrap();
    assert!(!read.pass_unwritten);
    assert_eq!(read.saved.game.moves().count(), 60);
    assert_eq!(read.saved.game.rules().time_control().unwrap().increment, Duration::ZERO);
    assert_eq!(read.saved.game.rules().time_control().unwrap().base.white, secs(420), "5:00 and 2:00 more");
}

#[test]
fn a_main_time_of_zero_is_no_time_limit() {
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    for ti in ["TI[0]", "TI[0:00]", "TI[0:00//0:00]", "TI[00:00/00:00/00:00]", "TB[0]TW[5:00]"] {
        let read = ggf::read(&format!("(;GM[Othello]{ti}TY[8]{start}B[F5//1.5];)")).unwrap();
        assert_eq!(read.game.rules().time_control(), None, "{ti}");
        assert_eq!(read.game.transcript(), "f5");
    }
}

#[test]
fn a_move_made_after_the_flag_is_read_with_its_time() {
    // NBoard lets a person play on for two minutes after the flag.
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    let read =
        ggf::read(&format!("(;GM[Othello]TI[1:00]TY[8]{start}B[F5//59.5]W[D6//1]B[C3//67.755];)")).unwrap();
    assert_eq!(read.game.transcript(), "f5d6c3");
    assert_eq!(read.game.clock().remaining(Color::Black), Some(Duration::ZERO));
    assert_eq!(read.game.clock().used(Color::Black, Duration::ZERO), Duration::from_millis(127_255));
    assert!(!read.game.is_over(), "no loss on time but the record's");
}

/// A time as Java's `Double.toString` writes it, as the NBoard GUI sends a move's time:
/// `18.490000000000002`, `0.5`, and under a thousandth `1.0E-4`.
fn java_double(seconds: f64) -> String {
    if seconds != 0.0 && seconds < 1e-3 {
        let text = format!("{seconds:E}");
        let (mantissa, exponent) = text.split_once('E').unwrap();
        let mantissa = if mantissa.contains('.') { mantissa.to_string() } else { format!("{mantissa}.0") };
        format!("{mantissa}E{exponent}")
    } else {
        let text = format!("{seconds}");
        if text.contains('.') { text } else { format!("{text}.0") }
    }
}

/// A random legal game as the NBoard GUI writes it: upper-case squares, every pass written,
/// Java doubles for the times, `TI[0]` when untimed; with its start and its moves' times.
fn nboard_game(seed: u64) -> (String, Game) {
    use othello::engine::notation::board_string;
    use othello::search::random::SplitMix64;
    let mut rng = SplitMix64(seed);
    let corners = rng.below(5) as u8;
    let receiver = if corners > 0 && rng.below(2) == 0 { Color::White } else { Color::Black };
    let handicap = Handicap::new(corners, receiver).unwrap();
    let (control, ti) = match rng.below(3) {
        0 => (None, "0".to_string()),
        1 => (Some(TimeControl::sudden_death(secs(300))), "5:00".to_string()),
        _ => (
            Some(TimeControl { increment: secs(2), ..TimeControl::sudden_death(secs(60)) }),
            "1:00/2".to_string(),
        ),
    };
    let mut game = Game::new(Rules::new(handicap, control).unwrap());
    let (start, to_move) = game.start();
    let squares = board_string(start.board(to_move)).replace('X', "*");
    let side = if to_move == Color::Black { '*' } else { 'O' };
    let mut text = format!(
        "(;GM[Othello]PC[NBoard]DT[2026-11-23 14:17:10 GMT]PB[a]PW[b]RE[?]TI[{ti}]TY[8]BO[8 {squares} {side}]"
    );
    let mut written = game.plies().count();
    for _ in 0..rng.below(70) {
        let moves: Vec<_> = game.legal_moves().squares().collect();
        if moves.is_empty() {
            break;
        }
        let square = moves[rng.below(moves.len() as u64) as usize];
        // Tenths, hundredths, thousandths of seconds and the noise of binary fractions, as a
        // person's clock gives them; now and then a move past the flag.
        let seconds = match rng.below(4) {
            0 => rng.below(100_000) as f64 / 1000.0,
            1 => rng.below(1000) as f64 / 10.0 + 0.1 + 0.2,
            2 => rng.below(100) as f64 * 1e-5,
            _ => 18.49 + rng.below(50) as f64,
        };
        let took = Duration::from_secs_f64(seconds);
        game.play_overtime(square, took).unwrap();
        for ply in game.plies().skip(written) {
            let tag = if ply.color == Color::Black { 'B' } else { 'W' };
            match ply.turn {
                Turn::Move { square, .. } => {
                    let name = square.to_string().to_uppercase();
                    text.push_str(&format!("{tag}[{name}//{}]", java_double(seconds)));
                }
                Turn::Pass => text.push_str(&format!("{tag}[PA]")),
            }
        }
        written = game.plies().count();
    }
    text.push_str(";)");
    (text, game)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]

    /// Whatever NBoard writes, with passes, handicaps, clocks and long decimals, reads back to
    /// the same position, side to move and clocks.
    #[test]
    fn games_written_as_nboard_writes_them_read_back_the_same(seed in proptest::prelude::any::<u64>()) {
        let (text, game) = nboard_game(seed);
        let read = ggf::read_game(&text, 1).map_err(|e| proptest::test_runner::TestCaseError::fail(format!("{e}\n{text}")))?;
        let read = read.saved.game;
        proptest::prop_assert_eq!(read.position(), game.position(), "{}", text);
        proptest::prop_assert_eq!(read.to_move(), game.to_move(), "{}", text);
        proptest::prop_assert_eq!(read.transcript(), game.transcript());
        proptest::prop_assert_eq!(read.rules(), game.rules());
        for color in Color::ALL {
            proptest::prop_assert_eq!(read.clock().used(color, Duration::ZERO), game.clock().used(color, Duration::ZERO), "{}", text);
        }
    }
}

#[test]
fn java_doubles_are_written_as_java_writes_them() {
    assert_eq!(java_double(18.490000000000002), "18.490000000000002");
    assert_eq!(java_double(0.0001), "1.0E-4");
    assert_eq!(java_double(0.00012), "1.2E-4");
    assert_eq!(java_double(5.0), "5.0");
}

/// The real samples, damaged: a character changed to one of GGF's own, or the text cut short.
fn damaged(seed: u64) -> String {
    let names =
        ["nboard-long-decimal-time.ggf", "nboard-ti0.ggf", "nboard-forced-pass.ggf", "ggs-archive-line.ggf"];
    let mut rng = crate::common::Rng::new(seed);
    let mut chars: Vec<char> = sample(names[rng.below(names.len())]).chars().collect();
    for _ in 0..=rng.below(4) {
        let at = rng.below(chars.len());
        match rng.below(3) {
            0 => {
                chars[at] =
                    ['[', ']', '\\', ';', '(', ')', 'C', 'B', 'W', '/', '9', '\u{1b}', 'é'][rng.below(13)]
            }
            1 => chars.truncate(at),
            _ => chars.insert(at, [']', '[', '\\'][rng.below(3)]),
        }
        if chars.is_empty() {
            break;
        }
    }
    chars.into_iter().collect()
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// Any damage to a real record is read or refused, never a panic; a refusal is said in every
    /// language without the control characters the text holds; what is read is a game of legal
    /// moves (replayed here by the rules) whose comments are on moves it has.
    #[test]
    fn damaged_real_records_are_read_or_refused_and_never_answer_for_moves_they_lack(seed in proptest::prelude::any::<u64>()) {
        let text = damaged(seed);
        let said = |error: &ggf::GgfError| -> Result<(), proptest::test_runner::TestCaseError> {
            for language in othello::i18n::Language::ALL {
                let words = othello::words::ggf_problem(language, error);
                proptest::prop_assert!(!words.is_empty() && !words.chars().any(char::is_control), "{:?}: {:?}", language, words);
            }
            Ok(())
        };
        let games = match ggf::read_all(&text) {
            Ok(games) => games,
            Err(error) => return said(&error),
        };
        for game in games {
            let game = match game {
                Ok(game) => game,
                Err(error) => {
                    said(&error)?;
                    continue;
                }
            };
            let saved = game.saved;
            let moves: Vec<_> = saved.game.moves().collect();
            let mut replay = Game::from_position(saved.game.start().0, saved.game.start().1, saved.game.rules());
            for square in &moves {
                proptest::prop_assert!(replay.play_untimed(*square).is_ok(), "{} in {}", square, text);
            }
            proptest::prop_assert!(saved.comments.keys().all(|&at| at < moves.len()), "{:?} {}", saved.comments, text);
        }
    }

    /// A comment of any printable text, brackets and backslashes included, comes back as written.
    #[test]
    fn any_printable_comment_reads_back_as_written(comment in "[ -~é中]{1,40}") {
        let mut game = Game::new(Rules::default());
        game.play_transcript("f5d6").unwrap();
        let mut saved = SavedGame::new(game, ByColor::both(Player::person(None)));
        saved.comments.insert(1, comment.clone());
        let read = round_trip(&saved);
        proptest::prop_assert_eq!(read.comments.get(&1), Some(&comment));
    }
}
