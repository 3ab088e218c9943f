//! The real terminal: raw mode, alternate screen and mouse on; all of it restored on quit, on
//! panic, and on SIGTERM or SIGHUP.

use std::io::stdout;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::{cursor, execute};

use super::{App, TerminalEvents, run};

fn restore() {
    // Each step is tried even if one before it fails: leave the terminal as usable as possible.
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    let _ = execute!(stdout(), cursor::Show);
}

/// Plays `app` on the real terminal until the players quit.
pub fn play(app: &mut App) -> Result<(), Box<dyn std::error::Error>> {
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGHUP] {
        signal_hook::flag::register(signal, Arc::clone(&stop))?;
    }
    let mut terminal = ratatui::try_init()?;
    // ratatui's panic hook restores raw mode and the screen; this one also turns the mouse off.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        hook(info);
    }));
    let result = execute!(stdout(), EnableMouseCapture)
        .map_err(Into::into)
        .and_then(|()| run(&mut terminal, app, &mut TerminalEvents { stop }));
    restore();
    result
}
