//! The opening explorer in the game: `%` shows what the games database holds of the position on
//! the board (in play, in the review, in the editor), follows the board as it changes, and says
//! so when there is no database.

mod common;

use std::path::PathBuf;

use common::app::{Session, screen};
use othello::engine::color::Color;
use othello::engine::position::Position;
use othello::store::db::{self, Database, Filter};
use othello::tui::{Action, Effect, Explored};

fn with_database() -> (tempfile::TempDir, Session) {
    let dir = tempfile::tempdir().unwrap();
    db::import(&db::path(dir.path()), &[PathBuf::from("tests/data/wthor")], None).unwrap();
    let session = Session::saving_in(None, dir.path());
    (dir, session)
}

/// What the database itself says of `position`.
fn expected(dir: &std::path::Path, (position, to_move): (Position, Color)) -> Explored {
    let database = Database::open(&db::path(dir)).unwrap().unwrap();
    let moves = database.explore(position, to_move, &Filter::default()).unwrap();
    Explored { games: moves.iter().map(|m| m.games).sum(), total: database.games().len(), moves }
}

fn shown(session: &Session) -> Explored {
    session.app.explorer().found.clone().expect("answered").expect("a database")
}

fn asked(session: &Session) -> usize {
    session.effects.iter().filter(|e| matches!(e, Effect::Explore(..))).count()
}

#[test]
fn the_explorer_follows_the_board_in_play_in_the_review_and_in_the_editor() {
    let (dir, mut session) = with_database();
    session.type_moves("f5d6");
    assert_eq!(asked(&session), 0, "not asked while hidden");
    session.act(Action::Explorer);
    let after_two = session.app.shown_position().unwrap();
    assert_eq!(shown(&session), expected(dir.path(), after_two));
    assert!(shown(&session).games > 0 && shown(&session).moves.len() > 1);
    let text = screen(&session, 100, 32);
    assert!(text.contains("Games database"), "{text}");
    let first = shown(&session).moves[0];
    let line = format!("{:<4}", first.square.unwrap().to_string());
    assert!(text.lines().any(|l| l.contains(&line) && l.contains('%')), "{text}");
    // A move: the new position is asked about, once.
    session.type_square("c3");
    assert_eq!(asked(&session), 2);
    let after_three = session.app.shown_position().unwrap();
    assert_ne!(after_three, after_two);
    assert_eq!(shown(&session), expected(dir.path(), after_three));
    session.act(Action::Cursor(othello::tui::Direction::Left));
    assert_eq!(asked(&session), 2, "the same position is not asked again");
    // The review's step: it opens on the last move, from the position before it.
    session.act(Action::Review);
    assert_eq!(session.app.shown_position(), Some(after_two));
    assert_eq!(shown(&session), expected(dir.path(), after_two));
    session.act(Action::Step(-1));
    let after_one = session.app.shown_position().unwrap();
    assert_eq!((after_one.0.legal_moves().count(), after_one.1), (3, Color::White), "after f5");
    assert_eq!(shown(&session), expected(dir.path(), after_one));
    session.act(Action::Step(-60));
    assert_eq!(shown(&session).games as usize, shown(&session).total, "every game starts there");
    session.act(Action::Review);
    // The editor's board, the side to move as set.
    session.act(Action::EditBoard);
    session.act(Action::EditStandard);
    session.act(Action::EditSide(Color::White));
    let white_first = session.app.shown_position().unwrap();
    assert_eq!(shown(&session), expected(dir.path(), white_first));
    assert_eq!(shown(&session).games, 0, "no game starts with white to move");
    // The same discs, black to move: every game.
    session.act(Action::EditSide(Color::Black));
    assert_eq!(shown(&session).games as usize, shown(&session).total);
    session.act(Action::EditSide(Color::White));
    assert!(screen(&session, 100, 32).contains("None of the"));
    // Hidden again: nothing more is asked.
    session.act(Action::Explorer);
    let before = asked(&session);
    session.act(Action::EditSide(Color::Black));
    assert_eq!(asked(&session), before);
    assert!(!screen(&session, 100, 32).contains("Games database"));
}

#[test]
fn without_a_database_the_explorer_says_how_to_make_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = Session::saving_in(None, dir.path());
    session.act(Action::Explorer);
    let why = session.app.explorer().found.clone().unwrap().unwrap_err();
    assert!(why.contains("othello db import"), "{why}");
    let text = screen(&session, 80, 24);
    assert!(text.contains("othello db import"), "{text}");
    // Imported meanwhile: the next position finds it.
    db::import(&db::path(dir.path()), &[PathBuf::from("tests/data/wthor")], None).unwrap();
    session.type_square("f5");
    assert!(session.app.explorer().found.clone().unwrap().is_ok());
}

#[test]
fn an_answer_for_a_position_left_behind_is_not_shown() {
    let (_dir, mut session) = with_database();
    session.act(Action::Explorer);
    let start = session.app.shown_position().unwrap();
    session.type_square("f5");
    let stale = Explored { games: 1, total: 1, moves: Vec::new() };
    session.act(Action::Explored { position: start, found: Ok(stale.clone()) });
    assert_ne!(session.app.explorer().found.clone().unwrap().unwrap(), stale);
}
