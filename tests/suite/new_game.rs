//! The new-game screen through `update`: the choices make the game's players, rules and start,
//! they are remembered, and the end of a game offers a rematch, the review and a new game; in
//! the real binary, Esc on the first screen quits.

use std::time::Duration;

use crate::common::app::Session;
use othello::engine::color::Color;
use othello::search::Level;
use othello::tui::{Action, Effect, Mode, Start};

fn form(s: &Session) -> othello::tui::NewGameForm {
    match s.app.mode() {
        Mode::NewGame(form) => form.clone(),
        mode => panic!("not the new-game screen: {mode:?}"),
    }
}

/// Sets row `field` `steps` steps from where it is.
fn choose(s: &mut Session, field: usize, steps: i32) {
    let at = form(s).field as i32;
    s.act(Action::FormField(field as i32 - at));
    s.act(Action::FormChange(steps));
}

#[test]
fn the_screen_makes_the_game_it_shows_and_remembers_the_choices() {
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::NewGame);
    choose(&mut s, 0, 1); // the computer, playing white
    choose(&mut s, 1, 3); // level 8
    choose(&mut s, 2, 4); // 10 minutes
    choose(&mut s, 3, 3); // 5 s a move
    choose(&mut s, 4, 1); // a corner, to the person
    let rows = form(&s).rows(othello::i18n::Language::En);
    assert_eq!(rows[0].1, "the computer, playing white");
    assert_eq!(rows[4].1, "1 corner to black");
    s.effects.clear();
    s.act(Action::Submit);
    assert_eq!(*s.app.mode(), Mode::Playing);
    let game = s.app.game();
    assert_eq!(game.transcript(), "", "a new game");
    assert_eq!(game.rules().handicap().corners(), 1);
    let control = game.rules().time_control().expect("timed");
    assert_eq!(
        (control.base[Color::Black], control.increment),
        (Duration::from_secs(600), Duration::from_secs(5))
    );
    let players = s.app.play().players();
    assert_eq!(players[Color::White].computer, Level::new(8));
    assert_eq!((players[Color::Black].computer, players[Color::Black].name.as_deref()), (None, Some("Ann")));
    let Some(Effect::SavePreferences(kept)) = s.effects.first().cloned() else { panic!("{:?}", s.effects) };
    assert_eq!(kept.new_game, form_choices_after(&mut s), "remembered: the next screen opens with them");
    assert_eq!(kept.new_game.level, 8);
}

/// The choices the new-game screen opens with now.
fn form_choices_after(s: &mut Session) -> othello::tui::Choices {
    s.act(Action::NewGame);
    let choices = form(s).choices;
    s.act(Action::Cancel);
    choices
}

#[test]
fn a_random_start_is_eight_moves_in_and_an_editor_start_opens_the_editor() {
    let mut s = Session::new(None);
    s.act(Action::NewGame);
    choose(&mut s, 5, 1);
    assert_eq!(form(&s).choices.start, Start::Random);
    s.act(Action::Submit);
    // The start is searched for out of the loop's update: an effect, answered by the files' side.
    let seeds: Vec<u64> = s
        .effects
        .iter()
        .filter_map(|effect| match effect {
            othello::tui::Effect::RandomStart { seed, .. } => Some(*seed),
            _ => None,
        })
        .collect();
    assert_eq!(seeds.len(), 1);
    assert_eq!(s.app.game().transcript(), "", "nothing begins before the start is found");
    let start = othello::tui::random_start(seeds[0]);
    assert!(start.is_some());
    s.act(Action::RandomStartFound { form: Box::new(form(&s).clone()), start });
    assert_eq!(s.app.game().discs().black + s.app.game().discs().white, 12, "eight moves in");
    assert_eq!(s.app.game().position(), start.unwrap().0, "the start found");
    // The next random start draws another seed.
    s.act(Action::NewGame);
    choose(&mut s, 5, 0);
    assert_eq!(form(&s).choices.start, Start::Random);
    s.act(Action::Submit);
    let next = s.effects.iter().rev().find_map(|effect| match effect {
        othello::tui::Effect::RandomStart { seed, .. } => Some(*seed),
        _ => None,
    });
    assert_ne!(next, Some(seeds[0]), "each random start its own draw");
    s.act(Action::RandomStartFound { form: Box::new(form(&s).clone()), start: None });
    assert_eq!(s.app.game().transcript(), "", "none found: the standard start");
    assert_eq!(s.app.game().position(), othello::engine::position::Position::START);
    s.act(Action::NewGame);
    choose(&mut s, 5, 1);
    s.act(Action::Submit);
    assert!(matches!(s.app.mode(), Mode::Edit(_)), "set up in the editor");
}

#[test]
fn after_a_game_r_is_a_rematch_with_the_colours_swapped() {
    let mut s = Session::new(None);
    s.type_moves("e6f4e3f6g5d6e7f5c5");
    assert_eq!(*s.app.mode(), Mode::Result);
    let before = s.app.play().players().clone();
    s.act(Action::Rematch);
    let after = s.app.play().players();
    assert_eq!((&after[Color::Black], &after[Color::White]), (&before[Color::White], &before[Color::Black]));
    assert_eq!(s.app.game().transcript(), "");
    assert_eq!(*s.app.mode(), Mode::Playing);
}

#[test]
fn escape_on_the_first_screen_quits_rather_than_start_a_game_nobody_chose() {
    let mut s = Session::new(None);
    let remembered = othello::tui::Preferences {
        new_game: othello::tui::Choices {
            computer: Some(Color::White),
            level: 14,
            ..othello::tui::Choices::default()
        },
        ..othello::tui::Preferences::default()
    };
    s.app = s.app.clone().with_new_game_choices(&remembered).choosing_a_new_game();
    let shown = crate::common::app::screen(&s, 80, 24);
    assert!(shown.contains("q Esc Ctrl-C  quit (no game has begun)"), "Esc says what it does:\n{shown}");
    assert!(!shown.contains("back to the game"), "{shown}");
    assert!(!shown.contains("to move") && !shown.contains("(Ann)"), "no game's turn nor clocks:\n{shown}");
    s.act(Action::Cancel);
    assert!(matches!(s.app.mode(), Mode::NewGame(_)), "Cancel is no key of this screen: the form stays");
    let key = escape_does(&s).expect("Esc is bound");
    assert_eq!(key, Action::Quit);
    s.act(key);
    assert!(s.app.should_quit(), "Esc leaves the program; no untimed two-person game begins");
    assert_eq!(s.app.game().transcript(), "");

    // Over a game chosen before, Esc goes back to it.
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::NewGame);
    assert_eq!(escape_does(&s), Some(Action::Cancel));
    s.act(Action::Cancel);
    assert_eq!(*s.app.mode(), Mode::Playing);
}

#[test]
fn in_the_real_terminal_escape_on_the_first_screen_quits_and_keeps_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let remembered = r#"{"new_game":{"computer":"white","level":14}}"#;
    std::fs::write(dir.path().join("settings.json"), remembered).unwrap();
    let mut pty = crate::common::pty::Pty::start(&[], dir.path());
    let shown = pty.wait_for("quit (no game has begun)");
    assert!(shown.contains("the computer, playing white"), "the choices remembered:\n{shown}");
    assert!(!shown.contains("back to the game"), "{shown}");
    pty.send("\x1b");
    assert!(pty.wait_exit().success(), "Esc leaves the program");
    let games = std::fs::read_dir(dir.path().join("games")).map_or(0, |entries| entries.count());
    assert_eq!(games, 0, "no game begun, none kept");
}

/// What Esc does on the screen shown, as its table of keys says.
fn escape_does(s: &Session) -> Option<Action> {
    use othello::tui::{Does, Key};
    use ratatui::crossterm::event::KeyCode;
    let table = othello::tui::bindings(s.app.mode(), false);
    let binding = table.iter().find(|binding| binding.keys.contains(&Key::Code(KeyCode::Esc)))?;
    match &binding.does {
        Does::Act(action) => Some(action.clone()),
        _ => None,
    }
}

#[test]
fn the_screen_fits_at_80x24_over_a_game_in_play() {
    let mut s = Session::new(None);
    s.type_square("f5");
    s.act(Action::NewGame);
    let shown = crate::common::app::screen(&s, 80, 24);
    for row in
        ["Hint depth   12 plies", "Hint solve   exact from 20 empties", "back to the game in play", "quit"]
    {
        assert!(shown.contains(row), "{row:?} on the screen:\n{shown}");
    }
}

#[test]
fn the_hints_depth_and_exact_solve_chosen_are_the_hints_searches_and_remembered() {
    use othello::play::Task;
    use othello::tui::hint_limits;
    let mut s = Session::new(None);
    s.act(Action::NewGame);
    choose(&mut s, 6, 1); // 14 plies
    choose(&mut s, 7, 2); // exact from 22 empties
    s.effects.clear();
    s.act(Action::Submit);
    let Some(Effect::SavePreferences(kept)) = s.effects.first().cloned() else { panic!("{:?}", s.effects) };
    assert_eq!((kept.new_game.hint_depth, kept.new_game.hint_exact_from), (14, 22));
    s.act(Action::Hints);
    let asked = *s.requests().last().unwrap();
    assert_eq!(asked.task, Task::Analyze(hint_limits(14, 22)));
    assert_eq!(hint_limits(14, 22).probable_from, 26, "the selective end four squares before");
    // The next session starts with them.
    let mut next = Session::new(None);
    next.app = next.app.clone().with_new_game_choices(&kept);
    next.act(Action::Hints);
    assert_eq!(next.requests().last().unwrap().task, Task::Analyze(hint_limits(14, 22)));
    assert_eq!((next.app.hint_depth(), next.app.hint_exact_from()), (14, 22));
}

#[test]
fn the_language_chosen_shows_the_rules_in_it_unless_lang_chose_one_for_the_session() {
    use othello::i18n::Language;
    for (lang, shown) in [(None, Language::De), (Some(Language::Fr), Language::Fr)] {
        let settings = othello::tui::Settings { language: lang, ..crate::common::app::settings(None) };
        let mut s = Session::with_game(othello::engine::game::Game::new(Default::default()), settings);
        assert_eq!(s.app.language(), lang.unwrap_or(Language::En), "the environment's: English");
        s.act(Action::NewGame);
        choose(&mut s, 9, 3); // the system's, English, Nederlands, Deutsch
        assert_eq!(form(&s).rows(Language::En)[9].1, "Deutsch");
        s.act(Action::Submit);
        s.act(Action::Help);
        s.act(Action::HelpRules);
        let screen = crate::common::app::screen(&s, 80, 24);
        assert!(screen.contains(&shown.message("rules-title")), "{screen}");
    }
}

#[test]
fn each_session_draws_its_own_seed_for_random_starts() {
    let seeds: std::collections::BTreeSet<u64> = (0..8).map(|_| othello::tui::random_seed()).collect();
    assert_eq!(seeds.len(), 8, "eight draws, eight seeds: {seeds:?}");
}
