//! The rules: random games against the reference generator, passes, endings, the pool, handicaps,
//! time controls, notation and bad input.

use std::time::Duration;

use crate::common::{Rng, reference_flips, reference_moves, sq};
use othello::engine::bitboard::Bitboard;
use othello::engine::clock::TimeControl;
use othello::engine::color::{ByColor, Color};
use othello::engine::game::{Game, PlayError, RecordedMove, ResumeError, TakeBackError, Turn};
use othello::engine::notation::{TranscriptError, parse_position, position_string};
use othello::engine::outcome::Ending;
use othello::engine::pool::Source;
use othello::engine::position::{IllegalMove, Position};
use othello::engine::rules::{Handicap, Rules, RulesError};
use othello::engine::square::Square;

fn squares(names: &[&str]) -> Bitboard {
    names.iter().map(|name| sq(name)).collect()
}

fn game_after(transcript: &str) -> Game {
    let mut game = Game::new(Rules::default());
    game.play_transcript(transcript).unwrap();
    game
}

fn seconds(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// Everything a snapshot of the game's state should agree on.
fn snapshot(game: &Game) -> (ByColor<Bitboard>, Option<Color>, ByColor<u8>, String) {
    (game.board(), game.to_move(), game.hands(), game.transcript())
}

#[test]
fn random_games_agree_with_the_reference_and_keep_every_invariant() {
    let mut rng = Rng::new(2026);
    let mut passes = 0;
    for _ in 0..400 {
        let mut game = Game::new(Rules::default());
        while let Some(color) = game.to_move() {
            let position = game.position();
            assert_eq!(position.player() & position.opponent(), Bitboard::EMPTY);
            assert_eq!(position.board(color)[color], position.player(), "side-relative board");
            let moves = game.legal_moves();
            assert_eq!(
                moves,
                reference_moves(position),
                "legal moves of\n{}",
                position_string(position, color)
            );
            assert!(!moves.is_empty(), "the side to move always has a move (passes are automatic)");
            for square in Square::all() {
                assert_eq!(position.flips(square), reference_flips(position, square), "flips on {square}");
            }
            #[cfg(target_arch = "x86_64")]
            if let Some(avx2) = othello::engine::movegen::Avx2::detect() {
                use othello::engine::movegen::Kernel;
                let (p, o) = (position.player().0, position.opponent().0);
                assert_eq!(avx2.legal_moves(p, o), moves.0);
                // Every empty square, legal or not: an illegal one flips nothing on either path.
                for square in position.empties() {
                    assert_eq!(
                        avx2.flips(p, o, square.index()),
                        reference_flips(position, square).0,
                        "AVX2 flips on {square}"
                    );
                }
            }
            let hands = game.hands();
            let discs = game.discs();
            assert_eq!(u32::from(hands.black + hands.white + discs.black + discs.white), 64, "pool");

            let before = snapshot(&game);
            let square = rng.pick(moves);
            let flipped = game.play(square, Duration::ZERO).unwrap();
            assert_eq!(flipped, reference_flips(position, square));
            assert_eq!(game.board()[color], position.player() | flipped | square.bit());
            let after = snapshot(&game);
            assert_eq!(game.undo(), Ok(()), "a move can be undone");
            assert_eq!(snapshot(&game), before, "undo restores the game");
            assert_eq!(game.redo(), Ok(()), "and redone");
            assert_eq!(snapshot(&game), after, "redo restores the move");

            if let Some(next) = game.to_move()
                && next == color
            {
                passes += 1;
                assert!(game.position().pass().legal_moves().is_empty(), "a pass only when forced");
                assert_eq!(game.last_ply().map(|p| (p.color, p.turn)), Some((!color, Turn::Pass)));
            }
        }
        assert!(game.position().is_over());
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.score.black + outcome.score.white, 64);
    }
    assert!(passes > 0, "the random games include forced passes");
}

#[test]
fn a_forced_pass_happens_by_itself() {
    let game = game_after("d3c3b3b2f5a3a1c1");
    assert_eq!(game.to_move(), Some(Color::White), "black moved last and white moves again");
    let passes: Vec<_> = game.plies().filter(|p| p.turn == Turn::Pass).collect();
    assert_eq!(passes.len(), 1);
    assert_eq!(passes[0].color, Color::Black);
    assert_eq!(game.moves().count(), 8);
    // A written pass is accepted where it was forced, and refused where it was not.
    let mut written = Game::new(Rules::default());
    written.play_transcript("d3 c3 b3 b2 f5 a3 a1 c1 pass").unwrap();
    assert_eq!(snapshot(&written), snapshot(&game));
    let mut wrong = Game::new(Rules::default());
    let error = wrong.play_transcript("f5 pass").unwrap_err();
    assert!(
        matches!(error, TranscriptError::UnforcedPass { number: 2, color: Some(Color::White) }),
        "{error:?}"
    );
    assert!(error.to_string().contains("White has a legal move"), "{error}");
    assert_eq!(wrong.transcript(), "", "the game is left as it was");
    assert!(matches!(
        wrong.play_transcript("f5 d6 pass"),
        Err(TranscriptError::UnforcedPass { number: 3, .. })
    ));
    let twice = Game::new(Rules::default()).play_transcript("d3 c3 b3 b2 f5 a3 a1 c1 pass pass");
    assert!(
        matches!(twice, Err(TranscriptError::UnforcedPass { number: 10, .. })),
        "one forced pass, two written"
    );
}

#[test]
fn the_game_ends_when_neither_side_can_move_before_the_board_is_full() {
    let game = game_after("d3e3f6c4b3c2e2a4a2d2d1");
    assert!(game.is_over());
    assert_eq!(game.to_move(), None);
    assert_eq!(game.legal_moves(), Bitboard::EMPTY);
    let outcome = game.outcome().unwrap();
    assert!(outcome.discs.black > 0 && outcome.discs.white > 0, "not a wipe-out");
    assert!(outcome.empties() > 0);
    let winner = outcome.winner.expect("not a draw");
    assert_eq!(outcome.score[winner], 64 - outcome.discs[!winner], "empties go to the winner");
    assert_eq!(outcome.ending, Ending::Discs);
    let mut over = game.clone();
    assert_eq!(over.play(sq("h8"), Duration::ZERO), Err(PlayError::GameOver));
}

#[test]
fn a_wipe_out_ends_the_game() {
    let game = game_after("e6f4e3f6g5d6e7f5c5");
    assert_eq!(game.discs(), ByColor::new(13, 0));
    assert_eq!(game.outcome().unwrap().score, ByColor::new(64, 0));
}

#[test]
fn a_player_with_an_empty_hand_borrows_from_the_opponent() {
    let mut rng = Rng::new(7);
    for _ in 0..2000 {
        let mut game = Game::new(Rules::default());
        while let Some(color) = game.to_move() {
            let hands_before = game.hands();
            game.play(rng.pick(game.legal_moves()), Duration::ZERO).unwrap();
            let Some(&othello::engine::game::Ply { turn: Turn::Move { source, .. }, .. }) =
                game.plies().rev().find(|p| p.turn != Turn::Pass)
            else {
                unreachable!()
            };
            let mut expected = hands_before;
            if hands_before[color] == 0 {
                assert_eq!(source, Source::Borrowed);
                expected[!color] -= 1;
                assert_eq!(game.hands(), expected, "the disc came from the opponent's hand");
                return;
            }
            assert_eq!(source, Source::Own);
            expected[color] -= 1;
            assert_eq!(game.hands(), expected);
        }
    }
    panic!("no random game ran a hand empty");
}

#[test]
fn every_handicap_size_for_both_colours() {
    let order = ["a1", "h8", "h1", "a8"];
    for receiver in Color::ALL {
        for corners in 0..=4u8 {
            let handicap = Handicap::new(corners, receiver).unwrap();
            let game = Game::new(Rules::new(handicap, None).unwrap());
            let given = squares(&order[..usize::from(corners)]);
            assert_eq!(handicap.squares(), given);
            assert_eq!(game.board()[receiver] & given, given, "{receiver} holds the corners");
            assert_eq!(game.discs()[receiver], 2 + corners);
            assert_eq!(game.discs()[!receiver], 2);
            assert_eq!(game.hands()[receiver], 30 - corners, "corners come from the receiver's hand");
            assert_eq!(game.hands()[!receiver], 30);
            assert_eq!(game.to_move(), Some(Color::Black), "black still moves first");
            assert_eq!(game.plies().len(), 0);
        }
    }
    assert!(Handicap::new(5, Color::Black).is_err());
    assert_eq!(
        Handicap::new(7, Color::White).unwrap_err().to_string(),
        "a handicap is 0 to 4 corners, not 7"
    );
}

#[test]
fn handicap_corners_change_the_play() {
    // The same random lines from the start with and without white's a1: sooner or later a line
    // reaches a position where the corner makes a move legal or not. Without the corner on the
    // board (or with it as an empty square) the two games would never differ.
    let with_corner = Game::new(Rules::new(Handicap::new(1, Color::White).unwrap(), None).unwrap());
    let without = Game::new(Rules::default());
    let mut rng = Rng::new(11);
    for _ in 0..2000 {
        let (mut a, mut b) = (with_corner.clone(), without.clone());
        while a.to_move().is_some() && a.to_move() == b.to_move() {
            if a.legal_moves() != b.legal_moves() {
                assert_eq!(
                    a.legal_moves(),
                    reference_moves(a.position()),
                    "the corner counts as white's disc"
                );
                assert!(a.board().white.contains(Square::A1));
                return;
            }
            let square = rng.pick(a.legal_moves());
            a.play(square, Duration::ZERO).unwrap();
            b.play(square, Duration::ZERO).unwrap();
        }
    }
    panic!("no line showed the corner making a difference");
}

#[test]
fn fischer_increment_is_added_after_each_move() {
    let control = TimeControl { increment: seconds(5), ..TimeControl::sudden_death(seconds(60)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap());
    game.play(sq("f5"), seconds(10)).unwrap();
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(55)));
    assert_eq!(game.clock().remaining(Color::White), Some(seconds(60)));
    assert_eq!(game.clock().remaining_after(Color::White, seconds(20)), Some(seconds(40)));
}

#[test]
fn bronstein_delay_gives_back_up_to_the_delay() {
    let control = TimeControl { delay: seconds(3), ..TimeControl::sudden_death(seconds(60)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap());
    game.play(sq("f5"), seconds(2)).unwrap();
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(60)), "a quick move costs nothing");
    game.play(sq("d6"), seconds(10)).unwrap();
    assert_eq!(game.clock().remaining(Color::White), Some(seconds(53)), "10 s less the 3 s delay");
    // The clock runs from the start of the turn, so the flag can fall inside the delay.
    let tight = TimeControl { delay: seconds(3), ..TimeControl::sudden_death(seconds(1)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(tight)).unwrap());
    assert!(game.check_flag(seconds(2)));
}

#[test]
fn time_odds_give_each_colour_its_own_total() {
    let control = TimeControl {
        base: ByColor::new(seconds(300), seconds(120)),
        ..TimeControl::sudden_death(seconds(1))
    };
    let game = Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap());
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(300)));
    assert_eq!(game.clock().remaining(Color::White), Some(seconds(120)));
    assert_eq!(
        Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(Duration::ZERO))),
        Err(RulesError::NoTime(Color::Black))
    );
}

#[test]
fn a_flag_fall_loses_whatever_the_position() {
    let mut game =
        Game::new(Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(seconds(60)))).unwrap());
    game.play_transcript("f5d6c3d3c4").unwrap();
    // White is to move; nothing happens before the time is up.
    assert!(!game.check_flag(seconds(59)));
    assert_eq!(game.to_move(), Some(Color::White));
    assert!(game.check_flag(seconds(60)));
    assert_eq!(game.to_move(), None);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.ending, Ending::Time { loser: Color::White });
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(outcome.score, ByColor::new(64 - outcome.discs.white, outcome.discs.white));
    assert_eq!(game.clock().remaining(Color::White), Some(Duration::ZERO));
    assert_eq!(game.undo(), Err(TakeBackError::LostOnTime), "a loss on time stands");
}

#[test]
fn a_move_made_after_the_flag_fell_is_not_played_and_changes_nothing() {
    let mut game =
        Game::new(Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(seconds(60)))).unwrap());
    let before = snapshot(&game);
    assert_eq!(game.play(sq("f5"), seconds(61)), Err(PlayError::OutOfTime(Color::Black)));
    assert_eq!(snapshot(&game), before, "an error leaves the game as it was");
    assert_eq!(game.outcome(), None);
    assert!(game.check_flag(seconds(61)));
    let outcome = game.outcome().unwrap();
    // Black leads nothing: white wins, and gets at least 33-31.
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.score, ByColor::new(2, 62));
}

#[test]
fn a_loss_on_time_when_ahead_on_the_board_still_scores_at_least_33_31() {
    // Follow a real game until the player to move holds 32 or more discs, then let its flag fall.
    let transcript = &crate::common::data_rows("games.tsv")[0][1];
    let mut game =
        Game::new(Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(seconds(60)))).unwrap());
    let mut tokens = transcript.as_bytes().chunks(2);
    let loser = loop {
        let color = game.to_move().expect("the game reaches such a position");
        if game.discs()[color] >= 32 {
            break color;
        }
        let square = std::str::from_utf8(tokens.next().unwrap()).unwrap();
        game.play(sq(square), Duration::ZERO).unwrap();
    };
    assert!(game.check_flag(seconds(60)));
    let mut expected = ByColor::both(31);
    expected[!loser] = 33;
    assert_eq!(game.outcome().unwrap().score, expected, "{loser} led {:?} on the board", game.discs());
}

#[test]
fn a_forced_pass_costs_no_time() {
    let mut game =
        Game::new(Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(seconds(600)))).unwrap());
    let moves = ["d3", "c3", "b3", "b2", "f5", "a3", "a1", "c1"];
    for name in moves {
        game.play(sq(name), seconds(1)).unwrap();
    }
    // Black passed after white's c1: each side spent exactly 1 s per move.
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(596)));
    assert_eq!(game.clock().remaining(Color::White), Some(seconds(596)));
    assert_eq!(game.last_ply().unwrap().took, None, "the pass is off the clock");
}

#[test]
fn untimed_games_add_up_time_used_and_never_flag() {
    let mut game = Game::new(Rules::default());
    game.play(sq("f5"), seconds(7)).unwrap();
    assert_eq!(game.clock().remaining(Color::Black), None);
    assert_eq!(game.clock().used(Color::Black, Duration::ZERO), seconds(7));
    assert_eq!(game.clock().used(Color::White, seconds(3)), seconds(3));
    assert!(!game.check_flag(seconds(1_000_000)));
}

#[test]
fn undo_keeps_the_clocks_and_undoes_a_forced_pass_with_its_move() {
    let mut game =
        Game::new(Rules::new(Handicap::NONE, Some(TimeControl::sudden_death(seconds(600)))).unwrap());
    game.play_transcript("d3c3b3b2f5a3a1").unwrap();
    game.play(sq("c1"), seconds(30)).unwrap();
    assert_eq!(game.plies().len(), 9, "eight moves and black's pass");
    assert_eq!(game.undo(), Ok(()));
    assert_eq!(game.plies().len(), 7);
    assert_eq!(game.to_move(), Some(Color::White));
    assert_eq!(game.clock().remaining(Color::White), Some(seconds(570)), "time used is not given back");
    assert_eq!(game.redo(), Ok(()));
    assert_eq!(game.plies().len(), 9);
    assert_eq!(game.redo(), Err(TakeBackError::Nothing));
    // A new move after an undo drops the undone line.
    assert_eq!(game.undo(), Ok(()));
    let other = (game.legal_moves() & !sq("c1").bit()).squares().next().unwrap();
    game.play(other, Duration::ZERO).unwrap();
    assert!(!game.can_redo());
    while game.undo().is_ok() {}
    assert_eq!(game.transcript(), "");
    assert_eq!(game.undo(), Err(TakeBackError::Nothing));
}

#[test]
fn undo_takes_back_the_increment_and_the_delay_the_move_earned() {
    let control = TimeControl { increment: seconds(10), ..TimeControl::sudden_death(seconds(60)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap());
    for _ in 0..5 {
        game.play(sq("f5"), seconds(1)).unwrap();
        assert_eq!(game.clock().remaining(Color::Black).map(|d| d > seconds(60)), Some(true));
        game.undo().unwrap();
    }
    assert_eq!(
        game.clock().remaining(Color::Black),
        Some(seconds(55)),
        "five seconds used, no increment kept"
    );
    game.play(sq("f5"), seconds(1)).unwrap();
    game.undo().unwrap();
    game.redo().unwrap();
    assert_eq!(
        game.clock().remaining(Color::Black),
        Some(seconds(64)),
        "a redone move earns its increment again"
    );

    let delay = TimeControl { delay: seconds(3), ..TimeControl::sudden_death(seconds(60)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(delay)).unwrap());
    game.play(sq("f5"), seconds(2)).unwrap();
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(60)));
    game.undo().unwrap();
    assert_eq!(
        game.clock().remaining(Color::Black),
        Some(seconds(58)),
        "the delay's credit goes with the move"
    );
}

#[test]
fn an_undo_that_would_leave_a_player_without_time_is_refused() {
    let control = TimeControl { increment: seconds(10), ..TimeControl::sudden_death(seconds(30)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap());
    // Black thinks 35 s over three moves, living on the increments.
    for (square, took) in [("f5", 10), ("d6", 1), ("c3", 10), ("d3", 1), ("c4", 15)] {
        game.play(sq(square), seconds(took)).unwrap();
    }
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(25)));
    let before = snapshot(&game);
    assert_eq!(game.undo(), Ok(()), "c4 took 15 s and earned 10: black still has 0:15 without it");
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(15)));
    game.spend(seconds(14));
    assert!(!game.is_over());
    game.redo().unwrap();
    game.undo().unwrap();
    game.undo().unwrap();
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(1)));
    assert_eq!(game.undo(), Err(TakeBackError::NoTimeLeft(Color::Black)), "without c3's 10 s black is out");
    assert_eq!(
        TakeBackError::NoTimeLeft(Color::Black).to_string(),
        "Black would have no time left without the time that move earned"
    );
    assert_eq!(TakeBackError::LostOnTime.to_string(), "a loss on time cannot be taken back");
    assert_ne!(snapshot(&game), before);
}

#[test]
fn moves_set_up_from_a_transcript_cost_no_time_and_earn_nothing() {
    let control = TimeControl { increment: seconds(5), ..TimeControl::sudden_death(seconds(60)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap());
    game.play_transcript("f5d6c3d3").unwrap();
    for color in Color::ALL {
        assert_eq!(game.clock().remaining(color), Some(seconds(60)), "{color}");
        assert_eq!(game.clock().used(color, Duration::ZERO), Duration::ZERO);
    }
    assert!(game.plies().all(|ply| ply.took.is_none()));
    game.play(sq("c4"), seconds(2)).unwrap();
    assert_eq!(
        game.clock().remaining(Color::Black),
        Some(seconds(63)),
        "moves on the clock earn the increment"
    );
}

#[test]
fn times_beyond_a_hundred_hours_are_refused_and_clock_sums_saturate() {
    let huge = TimeControl::sudden_death(Duration::from_secs(3_000_000_000_000_000 * 3600));
    assert!(matches!(Rules::new(Handicap::NONE, Some(huge)), Err(RulesError::TooLong(_))));
    let longest = TimeControl { increment: TimeControl::MAX, ..TimeControl::sudden_death(TimeControl::MAX) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(longest)).unwrap());
    for _ in 0..3 {
        let square = game.legal_moves().squares().next().unwrap();
        game.play(square, Duration::from_secs(1)).unwrap();
    }
    assert!(game.clock().remaining(Color::Black).unwrap() > TimeControl::MAX);
    assert!(!game.clone().check_flag(TimeControl::MAX), "no flag before the time is up");
    assert!(game.check_flag(Duration::MAX), "and a flag after, without overflow");
}

#[test]
fn a_recorded_game_is_rebuilt_and_checked_by_one_constructor() {
    let control = Some(TimeControl::sudden_death(seconds(60)));
    let rules = Rules::new(Handicap::NONE, control).unwrap();
    let moves: Vec<RecordedMove> = [("f5", Some(4)), ("d6", None), ("c3", Some(2))]
        .iter()
        .map(|&(square, took)| RecordedMove { square: sq(square), took: took.map(seconds) })
        .collect();
    let game = Game::resume(rules, None, &moves, ByColor::new(seconds(9), seconds(0)), None).unwrap();
    assert_eq!(game.transcript(), "f5d6c3");
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(51)));
    assert_eq!(
        Game::resume(rules, None, &moves, ByColor::new(seconds(5), seconds(0)), None).unwrap_err(),
        ResumeError::TimeUsed(Color::Black),
        "less time used than the moves took"
    );
    assert_eq!(
        Game::resume(rules, None, &moves, ByColor::new(seconds(9), seconds(0)), Some(Color::White))
            .unwrap_err(),
        ResumeError::NotFlagged(Color::White)
    );
    let lost =
        Game::resume(rules, None, &moves, ByColor::new(seconds(9), seconds(60)), Some(Color::White)).unwrap();
    assert_eq!(lost.lost_on_time(), Some(Color::White));
    let illegal = [RecordedMove { square: sq("a1"), took: None }];
    assert!(matches!(
        Game::resume(rules, None, &illegal, ByColor::default(), None),
        Err(ResumeError::Move { number: 1, .. })
    ));
}

#[test]
fn illegal_moves_say_why_and_change_nothing() {
    let mut game = Game::new(Rules::default());
    let before = snapshot(&game);
    assert_eq!(
        game.play(sq("f4"), Duration::ZERO),
        Err(PlayError::Illegal(IllegalMove::FlipsNothing(sq("f4"))))
    );
    assert_eq!(game.play(sq("d4"), Duration::ZERO), Err(PlayError::Illegal(IllegalMove::Occupied(sq("d4")))));
    assert_eq!(snapshot(&game), before);
    assert_eq!(IllegalMove::FlipsNothing(sq("f4")).to_string(), "f4 flips nothing");
}

#[test]
fn malformed_and_illegal_transcripts_are_different_errors_and_change_nothing() {
    let mut game = game_after("f5");
    let before = snapshot(&game);
    let parse = game.play_transcript("d6 z9").unwrap_err();
    assert!(matches!(parse, TranscriptError::Parse(ref e) if e.column == 4 && e.found == "z9"), "{parse:?}");
    let illegal = game.play_transcript("d6c3f5").unwrap_err();
    assert!(
        matches!(illegal, TranscriptError::Illegal { number: 3, square, .. } if square == sq("f5")),
        "{illegal:?}"
    );
    assert_eq!(illegal.to_string(), "move 3 (White): f5 is illegal: f5 is already taken");
    assert_eq!(snapshot(&game), before, "a failed transcript leaves the game as it was");
    assert!(game.play_transcript("d6, C3 ,d3").is_ok());
}

#[test]
fn position_strings_read_and_write() {
    for row in crate::common::data_rows("positions.tsv") {
        let (position, to_move) = parse_position(&row[1]).unwrap_or_else(|e| panic!("{}: {e}", row[0]));
        assert_eq!(position_string(position, to_move), row[1], "{} round trip", row[0]);
    }
    let (start, to_move) = parse_position(&crate::common::data_rows("positions.tsv")[0][1]).unwrap();
    assert_eq!((start, to_move), (Position::START, Color::Black));
    let tiger = game_after("f5d6c3d3c4");
    let (position, to_move) = parse_position(&crate::common::data_rows("positions.tsv")[1][1]).unwrap();
    assert_eq!((position, Some(to_move)), (tiger.position(), tiger.to_move()));
    for bad in ["", "--- X", &format!("{} Q", "-".repeat(64)), &format!("{}Z X", "-".repeat(63))] {
        assert!(parse_position(bad).is_err(), "{bad:?} parsed");
    }
}

#[test]
fn time_spent_without_a_move_is_charged_and_can_flag() {
    let control = TimeControl { increment: seconds(5), ..TimeControl::sudden_death(seconds(60)) };
    let mut game = Game::new(Rules::new(Handicap::NONE, Some(control)).unwrap());
    assert!(!game.spend(seconds(20)));
    assert_eq!(game.clock().remaining(Color::Black), Some(seconds(40)), "no increment without a move");
    assert!(game.spend(seconds(40)));
    assert_eq!(game.outcome().unwrap().ending, Ending::Time { loser: Color::Black });
}

#[test]
fn a_game_starts_from_any_position_with_what_is_left_of_each_hand() {
    // FFO #40: black to move, 20 empties.
    let (position, to_move) =
        parse_position("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X").unwrap();
    let game = Game::from_position(position, to_move, Rules::default());
    let discs = game.discs();
    assert_eq!(game.to_move(), Some(Color::Black));
    assert_eq!(game.hands(), ByColor::new(32 - discs.black, 32 - discs.white));
    assert_eq!(game.custom_start(), Some((position, Color::Black)));
    assert_eq!(Game::new(Rules::default()).custom_start(), None);
    assert_eq!(game_after("f5d6").custom_start(), None, "moves do not change where a game started");

    // More than 32 discs of one colour: that player's hand is empty, the other holds the rest.
    let crowded = Position::from_board(
        ByColor::new(squares(&["a1", "b1"]), Bitboard::FULL & !squares(&["a1", "b1", "c1", "h8"])),
        Color::Black,
    )
    .unwrap();
    let game = Game::from_position(crowded, Color::Black, Rules::default());
    assert_eq!(game.hands(), ByColor::new(2, 0));

    // The side named has no move: it passes, and the game goes on from there.
    let (stuck, white) = parse_position(&format!("XO{} O", "-".repeat(62))).unwrap();
    let game = Game::from_position(stuck, white, Rules::default());
    assert_eq!(game.to_move(), Some(Color::Black), "white had no move and passed");
    assert_eq!(game.plies().count(), 1);
}

#[test]
fn a_recorded_game_from_a_start_position_replays_from_it() {
    let (position, to_move) = parse_position(&format!("-OOX{} X", "-".repeat(60))).unwrap();
    let moves = [RecordedMove { square: sq("a1"), took: None }];
    let game =
        Game::resume(Rules::default(), Some((position, to_move)), &moves, ByColor::default(), None).unwrap();
    assert_eq!(game.board().black, squares(&["a1", "b1", "c1", "d1"]));
    assert!(game.is_over(), "white has nothing left");
    assert_eq!(game.custom_start(), Some((position, to_move)));
    let handicap = Rules::new(Handicap::new(1, Color::Black).unwrap(), None).unwrap();
    assert_eq!(
        Game::resume(handicap, Some((position, to_move)), &[], ByColor::default(), None).unwrap_err(),
        ResumeError::HandicapAndStart
    );
}

#[test]
fn the_history_gives_the_position_before_every_ply_and_after_the_last() {
    let game = game_after("d3c3b3b2f5a3a1c1");
    let history: Vec<(Position, Color)> = game.history().collect();
    assert_eq!(history.len(), game.plies().len() + 1, "the pass counts");
    assert_eq!(history[0], (Position::START, Color::Black));
    assert_eq!(*history.last().unwrap(), (game.position(), game.to_move().unwrap_or(Color::Black)));
    let mut position = Position::START;
    for ((before, color), ply) in history.iter().zip(game.plies()) {
        assert_eq!((*before, *color), (position, ply.color));
        position = match ply.turn {
            Turn::Move { square, .. } => position.play(square),
            Turn::Pass => position.pass(),
        };
    }
}

#[test]
fn a_game_set_up_from_a_position_numbers_its_moves_from_the_discs_on_it() {
    use othello::engine::notation::numbered_plies;
    let standard = game_after("f5d6c3");
    let numbers: Vec<Option<usize>> = numbered_plies(&standard).iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, [Some(1), Some(2), Some(3)]);
    // Ten discs on the board: six moves were played to reach it, so the next is move 7.
    let start = game_after("f5d6c3d3c4f4");
    let mut set_up = Game::from_position(start.position(), start.to_move().unwrap(), Rules::default());
    set_up.play_transcript("f6f3").unwrap();
    let numbers: Vec<Option<usize>> = numbered_plies(&set_up).iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, [Some(7), Some(8)]);
}
