//! The real terminal: raw mode, alternate screen, mouse and bracketed paste on; the event threads
//! started; and everything restored, the game saved first, on every way out: quit, a signal, the
//! terminal going away, and a panic.

use std::io::stdout;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::mpsc;
use std::time::Instant;

use ratatui::crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::{cursor, execute};

use super::action::Action;
use super::effects::{Io, Network, Rejoin, Storage};
use super::{App, dispatch, events, run};

/// Leaves the terminal as it was, as far as it can: each step is tried even if one before it
/// fails, and nothing is printed (`ratatui::restore` prints its failure, and printing to a
/// terminal that was closed panics).
fn restore() {
    let _ = execute!(stdout(), DisableMouseCapture);
    let _ = execute!(stdout(), DisableBracketedPaste);
    let _ = ratatui::try_restore();
    let _ = execute!(stdout(), cursor::Show);
}

/// Where a host's players come in.
pub enum HostDoor {
    /// Bound already, so that an address in use is said before the screen opens.
    Listener(std::net::TcpListener),
    /// A transit relay both sides connect out to (reached once already), and the game's token
    /// there.
    Relay(std::net::SocketAddr, String),
}

/// The network side of a game, ready before the screen opens.
pub enum Connection {
    /// Host: players are accepted at `door` with what `keys` takes.
    Host {
        /// Where players come in.
        door: HostDoor,
        /// The game's key, and the join code while it takes one.
        keys: crate::net::door::DoorKeys,
    },
    /// Guest: connected and welcomed; `rejoin` to connect again.
    Guest {
        /// The connection, after the welcome.
        channel: crate::net::link::Channel,
        /// How to join again.
        rejoin: Rejoin,
    },
}

/// Plays `app` on the real terminal until the players quit, a signal comes or the terminal goes
/// away, the engine searching on `threads` threads, over the network if `connection`; the game is
/// saved in every case. Returns the app as it was left.
pub fn play(
    mut app: App,
    storage: Storage,
    threads: usize,
    connection: Option<Connection>,
) -> Result<App, Box<dyn std::error::Error>> {
    let (sender, receiver) = mpsc::channel();
    // The data folder's book if it has a good one, else the shipped one.
    let book = std::sync::Arc::new(crate::store::book::active(storage.data_dir()));
    app.set_book(book.clone());
    if let Some(what) = app.start_trainer.take() {
        super::update::open_trainer(&mut app, what, super::trainer::Leave::Quit, Instant::now());
    }
    let mut io = Io::new(storage, sender.clone(), threads).with_book(book);
    match connection {
        None => {}
        Some(Connection::Host { door, keys }) => {
            let keys = std::sync::Arc::new(keys);
            let network = Network::new(sender.clone(), None).with_door(keys.clone());
            match door {
                HostDoor::Listener(listener) => {
                    crate::net::link::accept_players(listener, keys, network.links().clone(), network.sink());
                }
                HostDoor::Relay(relay, token) => {
                    crate::net::link::accept_through_relay(
                        relay,
                        token,
                        keys,
                        network.links().clone(),
                        network.sink(),
                    );
                }
            }
            io = io.with_network(network);
        }
        Some(Connection::Guest { channel, rejoin }) => {
            let network = Network::new(sender.clone(), Some(rejoin));
            let link = crate::net::link::start_reading(channel, network.links(), network.sink())?;
            app.connected(link, Instant::now());
            io = io.with_network(network);
        }
    }
    events::spawn_signals(sender.clone())?;
    // The hook before ratatui's: ratatui's own restores the terminal with a message on failure,
    // which panics again on a closed terminal and aborts. This one restores quietly, then reports
    // the panic as the standard hook does (which ignores a failed write).
    let reporter = std::panic::take_hook();
    let mut terminal = ratatui::try_init()?;
    let _ratatuis = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // The engine's faults are caught and shown on the screen, which goes on.
        if crate::play::searching_thread() {
            return;
        }
        restore();
        reporter(info);
    }));
    if let Err(error) = execute!(stdout(), EnableMouseCapture) {
        restore();
        return Err(error.into());
    }
    // A console that cannot paste this way (the old Windows console) plays on without it.
    let _ = execute!(stdout(), EnableBracketedPaste);
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
    // ratatui's terminal shows the cursor again when dropped, and prints its failure: on a closed
    // terminal that print panics. The cursor is shown above already; the terminal is not dropped.
    std::mem::forget(terminal);
    result.map(|()| app)
}
