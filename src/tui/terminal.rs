//! The real terminal: raw mode, alternate screen and mouse on; the event threads started; and
//! everything restored, the game saved first, on every way out: quit, a signal, the terminal
//! going away, and a panic.

use std::io::stdout;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::mpsc;
use std::time::Instant;

use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::{cursor, execute};

use super::action::Action;
use super::effects::{Io, Storage};
use super::{App, dispatch, events, run};

fn restore() {
    // Each step is tried even if one before it fails: leave the terminal as usable as possible.
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    let _ = execute!(stdout(), cursor::Show);
}

/// Plays `app` on the real terminal until the players quit, a signal comes or the terminal goes
/// away; the game is saved in every case. Returns the app as it was left.
pub fn play(mut app: App, storage: Storage) -> Result<App, Box<dyn std::error::Error>> {
    let (sender, receiver) = mpsc::channel();
    let mut io = Io::new(storage, sender.clone());
    events::spawn_signals(sender.clone())?;
    let mut terminal = ratatui::try_init()?;
    // ratatui's panic hook restores raw mode and the screen; this one also turns the mouse off.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        hook(info);
    }));
    if let Err(error) = execute!(stdout(), EnableMouseCapture) {
        restore();
        return Err(error.into());
    }
    events::spawn_input(sender);
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        run(&mut terminal, &mut app, &receiver, &mut io, events::terminal_gone)
    }));
    let result = match outcome {
        Ok(result) => result,
        Err(panic) => {
            // Keep the game whatever went wrong, then let the panic go on.
            let _ =
                catch_unwind(AssertUnwindSafe(|| dispatch(&mut app, Action::Stop, Instant::now(), &mut io)));
            restore();
            resume_unwind(panic);
        }
    };
    restore();
    result.map(|()| app)
}
