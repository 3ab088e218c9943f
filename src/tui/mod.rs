//! The terminal game: state (`app`), key bindings (`keys`), `update` -> effects, `view`, the
//! I/O of effects (`effects`), the events merged on one channel (`events`), and the loop, which
//! is generic over the backend so tests drive it with `TestBackend` and a scripted channel.

mod action;
mod announcements;
mod app;
mod chat_log;
mod clipboard;
mod editor;
mod effects;
mod engine;
mod events;
mod explorer;
mod game_file;
mod games_list;
mod geometry;
mod graph;
mod hints;
mod keys;
mod line_edit;
mod lines;
mod mode;
mod network_words;
mod new_game;
mod overlay;
mod preferences;
mod review;
mod solve;
mod terminal;
mod theme;
mod trainer;
mod typing;
mod update;
mod view;

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::Event as InputEvent;

pub use action::{Action, Direction, Effect, SaveTarget, TrainKey, TrainWhat};
pub use app::{App, Mode, Question, ScreenGeometry, Settings, Solving};
pub use chat_log::{ChatLine, ChatLog};
pub use clipboard::{Clip, ClipboardReach, CopyWhat, MAX_PASTE, osc52};
pub use effects::{Io, Network, Perform, Rejoin, Storage};
pub use events::Event;
pub use explorer::{Explored, Explorer, Unanswered, describe_filter, parse_filter};
pub use games_list::{GameRow, GamesFound, GamesList};
pub use graph::{Point, ScoredBy};
pub use hints::{HINT_DEEPER, HINT_DEPTH, HINT_EXACT_FROM, HintMode, hint_limits};
pub use keys::{Does, Key, PLAYING, SAVE_BOX, TABLES, action, bindings, key_name, shadowed};
pub use line_edit::TextEdit;
pub use mode::Holds;

/// A seed for the game's random choices from the operating system's randomness (the standard
/// library seeds each of its hash maps from it), read before the loop starts.
pub fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    std::collections::hash_map::RandomState::new().build_hasher().finish()
}
pub use new_game::{Choices, NewGameForm, Start, random_start};
pub use overlay::Overlay;
pub use preferences::Preferences;
pub use review::{REVIEW_LEVEL, Review};
pub use solve::{SOLVE_NOW, Solved};
pub use terminal::{Connection, HostDoor, play};
pub use theme::{Palette, Theme};
pub use trainer::{Leave, Openings, Puzzles, Trainer, Training};
pub use update::update;
pub use view::{StatusView, draw};

/// The longest the loop sleeps, so that a terminal that went away is noticed within a second
/// even when nothing on screen changes.
const MAX_SLEEP: Duration = Duration::from_millis(250);

/// Applies `action` and carries out the effects it asks for, feeding their answers back in.
pub fn dispatch(app: &mut App, action: Action, now: Instant, io: &mut impl Perform) {
    let mut queue = VecDeque::from([action]);
    while let Some(action) = queue.pop_front() {
        for effect in update(app, action, now) {
            io.speak(app.language());
            queue.extend(io.perform(effect));
        }
    }
}

/// Runs the game until the players quit, a signal comes, or the terminal goes away (then the
/// game is saved, with the time of the turn in progress, before `run` returns). The loop waits
/// on the event channel until the next visible change of a clock; it never spins.
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &Receiver<Event>,
    io: &mut impl Perform,
    terminal_gone: impl Fn() -> bool,
) -> Result<(), Box<dyn std::error::Error>>
where
    B::Error: 'static,
{
    let mut redraw = true;
    let mut wake_at: Option<Instant> = None;
    // The computer starts thinking at once if it is to move.
    dispatch(app, Action::Tick, Instant::now(), io);
    loop {
        if app.should_quit() {
            return Ok(());
        }
        let now = Instant::now();
        if redraw {
            let mut geometry = None;
            if let Err(error) = terminal.draw(|frame| geometry = view::draw(app, frame, now)) {
                // The terminal is gone or broken: keep the game before giving up on it.
                dispatch(app, Action::Stop, now, io);
                return Err(error.into());
            }
            app.set_geometry(geometry);
            wake_at = app.next_change(now).map(|wait| now + wait);
            redraw = false;
        }
        let sleep = wake_at.map_or(MAX_SLEEP, |at| at.saturating_duration_since(now)).min(MAX_SLEEP);
        let received = events.recv_timeout(sleep);
        let now = Instant::now();
        match received {
            Ok(Event::Input(InputEvent::Resize(..))) => {
                if let Err(error) = terminal.autoresize() {
                    dispatch(app, Action::Stop, now, io);
                    return Err(error.into());
                }
                redraw = true;
            }
            Ok(Event::Input(input)) => {
                if let Some(action) = keys::action(&input, app) {
                    dispatch(app, action, now, io);
                    redraw = true;
                }
            }
            Ok(Event::Engine(reply)) => {
                dispatch(app, Action::Engine(reply), now, io);
                redraw = true;
            }
            Ok(Event::Net(event)) => {
                dispatch(app, Action::Net(event), now, io);
                redraw = true;
            }
            Ok(Event::BookLearned(learned)) => {
                dispatch(app, Action::BookLearned(learned), now, io);
                redraw = true;
            }
            Ok(Event::Signal(_) | Event::EndOfInput) | Err(RecvTimeoutError::Disconnected) => {
                dispatch(app, Action::Stop, now, io);
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
        if !app.should_quit() && terminal_gone() {
            dispatch(app, Action::Stop, now, io);
        }
        if !app.should_quit() && wake_at.is_some_and(|at| now >= at) {
            dispatch(app, Action::Tick, now, io);
            redraw = true;
        }
    }
}
