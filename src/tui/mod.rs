//! The terminal game: state (`app`), input -> actions (`input`), `update`, `view`, and the event
//! loop, which is generic over the backend so tests drive it with `TestBackend`.

mod app;
mod input;
mod terminal;
mod theme;
mod update;
mod view;

use std::io;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::{self, Event};

pub use app::{App, BoardGeometry, Message, Mode, Question, Settings};
pub use input::{Action, BINDINGS, Direction};
pub use terminal::play;
pub use theme::Theme;
pub use update::update;
pub use view::{MIN_HEIGHT, MIN_WIDTH, draw};

/// Where events come from: the real terminal, or a script in tests.
pub trait EventSource {
    /// Waits up to `timeout` for the next event; `None` if none came.
    fn next(&mut self, timeout: Duration) -> io::Result<Option<Event>>;
    /// Whether the program has been asked to stop (SIGTERM, SIGHUP).
    fn stop_requested(&self) -> bool {
        false
    }
}

/// crossterm's event queue, with a flag that the signal handlers set.
pub struct TerminalEvents {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl EventSource for TerminalEvents {
    fn next(&mut self, timeout: Duration) -> io::Result<Option<Event>> {
        if event::poll(timeout)? { event::read().map(Some) } else { Ok(None) }
    }

    fn stop_requested(&self) -> bool {
        self.stop.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// The longest the loop sleeps when nothing on screen changes, so a stop signal is seen soon.
const MAX_SLEEP: Duration = Duration::from_millis(500);

/// Runs the game until the player quits or a stop is requested. The loop sleeps until the next
/// event or the next visible change of a clock; it never spins.
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &mut impl EventSource,
) -> Result<(), Box<dyn std::error::Error>>
where
    B::Error: 'static,
{
    let mut redraw = true;
    let mut wake_at: Option<Instant> = None;
    loop {
        let now = Instant::now();
        if redraw {
            let mut geometry = None;
            terminal.draw(|frame| geometry = view::draw(app, frame, now))?;
            app.set_geometry(geometry);
            wake_at = app.next_change(now).map(|wait| now + wait);
            redraw = false;
        }
        if app.should_quit() {
            return Ok(());
        }
        let sleep = wake_at.map_or(MAX_SLEEP, |at| at.saturating_duration_since(now)).min(MAX_SLEEP);
        let event = events.next(sleep)?;
        let now = Instant::now();
        if events.stop_requested() {
            update::stop(app, now);
            return Ok(());
        }
        match event {
            Some(Event::Resize(..)) => {
                terminal.autoresize()?;
                redraw = true;
            }
            Some(event) => {
                if let Some(action) = input::action(&event, app) {
                    update(app, action, now);
                    redraw = true;
                }
            }
            None => {}
        }
        if wake_at.is_some_and(|at| now >= at) {
            update(app, Action::Tick, now);
            redraw = true;
        }
    }
}
