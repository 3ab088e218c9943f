//! The loop of the terminal game, driven with `TestBackend` and a scripted channel of events:
//! keys reach the game, a signal or the end of input saves and leaves, the screen is drawn.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::common::app::Session;
use othello::tui::{Action, Effect, Event, Perform, run};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event as Input, KeyCode, KeyEvent, KeyModifiers};

/// Carries out nothing; remembers what it was asked.
#[derive(Default)]
struct Recorder {
    effects: Vec<Effect>,
}

impl Perform for Recorder {
    fn perform(&mut self, effect: Effect) -> Option<Action> {
        self.effects.push(effect);
        None
    }
}

impl Recorder {
    fn last_autosave(&self) -> Option<&othello::play::Snapshot> {
        self.effects.iter().rev().find_map(|effect| match effect {
            Effect::Autosave { snapshot, .. } => Some(snapshot),
            _ => None,
        })
    }
}

fn key(c: char) -> Event {
    Event::Input(Input::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)))
}

fn screen(terminal: &Terminal<TestBackend>) -> String {
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| (0..buffer.area.width).map(|x| buffer[(x, y)].symbol().to_string()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn keys_reach_the_game_and_the_end_of_input_saves_it() {
    let mut s = Session::new(Some(Duration::from_secs(300)));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let (sender, events) = mpsc::channel();
    for c in "f5d6".chars() {
        sender.send(key(c)).unwrap();
    }
    sender.send(Event::EndOfInput).unwrap();
    let mut recorder = Recorder::default();
    run(&mut terminal, &mut s.app, &events, &mut recorder, || false).unwrap();
    assert!(s.app.should_quit());
    assert_eq!(s.app.game().transcript(), "f5d6");
    assert_eq!(recorder.last_autosave().unwrap().game.transcript(), "f5d6", "saved on the way out");
    assert!(screen(&terminal).contains("2 d6"), "the screen was drawn after the moves");
}

#[test]
fn a_signal_saves_and_leaves_without_a_question() {
    let mut s = Session::new(None);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let (sender, events) = mpsc::channel();
    sender.send(key('f')).unwrap();
    sender.send(key('5')).unwrap();
    sender.send(Event::Signal(15)).unwrap();
    let mut recorder = Recorder::default();
    run(&mut terminal, &mut s.app, &events, &mut recorder, || false).unwrap();
    assert!(s.app.should_quit());
    assert_eq!(recorder.last_autosave().unwrap().game.transcript(), "f5");
    drop(sender);
}

#[test]
fn a_terminal_that_went_away_is_noticed_without_any_event() {
    let mut s = Session::new(Some(Duration::from_secs(300)));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let (_sender, events) = mpsc::channel();
    let mut recorder = Recorder::default();
    let started = Instant::now();
    run(&mut terminal, &mut s.app, &events, &mut recorder, || true).unwrap();
    assert!(started.elapsed() < Duration::from_secs(1), "within a second");
    assert!(s.app.should_quit());
    assert!(recorder.last_autosave().is_some());
}

#[test]
fn the_loop_wakes_for_the_clock_and_a_flag_falls_with_no_key() {
    let control = othello::engine::clock::TimeControl::sudden_death(Duration::from_millis(300));
    let mut s = Session::with_control(control);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let (sender, events) = mpsc::channel();
    sender.send(key('f')).unwrap();
    // No key comes after the first: only the loop's own wake-ups can end the game in time.
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(900));
        let _ = sender.send(Event::EndOfInput);
    });
    let mut recorder = Recorder::default();
    run(&mut terminal, &mut s.app, &events, &mut recorder, || false).unwrap();
    let flagged = recorder
        .effects
        .iter()
        .position(|effect| matches!(effect, Effect::Autosave { snapshot, .. } if snapshot.game.is_over()));
    assert!(flagged.is_some(), "black's flag fell while the loop waited: {} effects", recorder.effects.len());
    assert_eq!(s.app.game().lost_on_time(), Some(othello::engine::color::Color::Black));
}

#[test]
fn a_resize_redraws_at_the_new_size() {
    let mut s = Session::new(None);
    let mut terminal = Terminal::new(TestBackend::new(50, 15)).unwrap();
    let (sender, events) = mpsc::channel();
    terminal.backend_mut().resize(80, 24);
    sender.send(Event::Input(Input::Resize(80, 24))).unwrap();
    sender.send(key('f')).unwrap();
    sender.send(key('5')).unwrap();
    drop(sender);
    let mut recorder = Recorder::default();
    run(&mut terminal, &mut s.app, &events, &mut recorder, || false).unwrap();
    assert_eq!(s.app.game().transcript(), "f5", "the board came back, and moves with it");
    assert!(screen(&terminal).contains("1 f5"));
}
