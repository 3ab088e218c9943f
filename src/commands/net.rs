//! `othello host` and `othello join`: a game over the network, new or resumed from the library
//! (`--resume` on either side, or plain `othello --resume` of such a game), set up before the
//! screen opens: the address bound or reached, the code, the rules shown to the guest and
//! accepted.

use std::io::{BufRead, IsTerminal};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::time::{Duration, Instant};

use crate::cli::{Cli, HostArgs, JoinArgs};
use crate::engine::color::Color;
use crate::net::code::JoinCode;
use crate::net::door::DoorKeys;
use crate::net::link::{self, JoinError, Route};
use crate::net::relay;
use crate::net::secure::{Secret, is_game_key, new_game_key};
use crate::output;
use crate::play::network::NetworkGame;
use crate::play::network::protocol::{Message, VERSION};
use crate::store::Player;
use crate::store::library::{Library, Slot};
use crate::store::{self, Role, SavedGame, Seat};
use crate::text::printable;
use crate::tui::{Connection, HostDoor, Preferences, Rejoin};

use super::farewell::farewell;
use super::session::{self, Session, claim};

/// Where the host listens unless told: this machine only.
const DEFAULT_LISTEN: &str = "127.0.0.1:7654";
use super::{Failure, load, new_game, rename, resolve};

/// `othello host`: a new game, or `--resume` of one hosted before.
pub(super) fn host(cli: &Cli, args: &HostArgs, library: Library, threads: usize) -> Result<(), Failure> {
    if let Some(id) = &args.resume {
        let path = resolve(Path::new(id), &library)?;
        let door = match (&args.listen, &args.relay) {
            (_, Some(relay)) => Some((relay_named(relay, &library)?, true)),
            (Some(listen), None) => Some((listen.clone(), false)),
            (None, None) => None,
        };
        return resume_host(cli, &path, door, library, threads);
    }
    let mut saved = new_game(&args.game)?;
    rename(&mut saved, &args.game);
    let you = Color::from(args.color);
    if let Some(name) = &args.name {
        saved.players[you].name = Some(name.clone());
    }
    let code = JoinCode::new().map_err(Failure::System)?;
    let key = new_game_key().map_err(Failure::System)?;
    let (address, relay) = match &args.relay {
        Some(relay) => (relay_named(relay, &library)?, true),
        None => (args.listen.clone().unwrap_or_else(|| DEFAULT_LISTEN.to_string()), false),
    };
    let relay = relay.then(|| relay::token(&code));
    let seat = Seat { role: Role::Host, address, key, relay, you };
    host_game(cli, saved, None, seat, Some(code), library, threads)
}

/// The relay `named` on the command line, remembered in the preferences for the next time; or,
/// named empty (`--relay` alone, or a join with the code alone), the one remembered.
///
/// # Errors
/// None named and none remembered, or a name that is no address.
fn relay_named(named: &str, library: &Library) -> Result<String, Failure> {
    let mut preferences = Preferences::load(library.data_dir());
    if named.is_empty() {
        return preferences.relay.ok_or_else(|| {
            Failure::Input(
                "no relay named yet: name one once with --relay HOST:PORT (othello host --relay HOST:PORT, othello join --relay HOST:PORT CODE), and it is remembered".into(),
            )
        });
    }
    // Only an address is remembered: a typo is said now, not at every join after.
    link::resolve(named).map_err(Failure::Input)?;
    if preferences.relay.as_deref() != Some(named) {
        preferences.relay = Some(named.to_string());
        // A folder that cannot be written costs only the memory of it.
        let _ = preferences.save(library.data_dir());
    }
    Ok(named.to_string())
}

/// Whether `text` was meant as a join code (a number, a dash or a space, then more), not an address.
fn looks_like_a_code(text: &str) -> bool {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && matches!(text.as_bytes().get(digits), Some(b'-' | b' '))
}

/// `othello join`: a new game, or `--resume` of one joined before.
pub(super) fn join(cli: &Cli, args: &JoinArgs, library: Library, threads: usize) -> Result<(), Failure> {
    if let Some(id) = &args.resume {
        let path = resolve(Path::new(id), &library)?;
        return resume(cli, Role::Guest, &path, library, threads);
    }
    let (address, code, relay) = match (&args.relay, &args.address, &args.code) {
        (Some(relay), Some(code), None) => (relay_named(relay, &library)?, code, true),
        (Some(_), _, _) => {
            return Err(Failure::Input(
                "othello join --relay HOST:PORT takes the join code alone, not the host's address".into(),
            ));
        }
        (None, Some(address), Some(code)) => (address.clone(), code, false),
        // The code alone: through the relay named last. What begins as a code and is not one is
        // told why.
        (None, Some(code), None) if JoinCode::read(code).is_ok() || looks_like_a_code(code) => {
            JoinCode::read(code).map_err(Failure::Input)?;
            (relay_named("", &library)?, code, true)
        }
        (None, _, _) => {
            return Err(Failure::Input("othello join needs the host's address and the join code".into()));
        }
    };
    let (code, mended) = JoinCode::read(code).map_err(Failure::Input)?;
    for slip in mended {
        output::out(&format!("(The code's word {} is read as {}.)\n", printable(&slip.typed), slip.word));
    }
    let token = relay.then(|| relay::token(&code));
    let (name, route) = (args.name.as_deref(), route_to(&address, token.as_deref())?);
    join_game(cli, &address, route, &Secret::Code(code), name, args.yes, library, threads)
}

/// A network game of the library, in `path`, goes on: hosted again, or joined again.
pub(super) fn resume(
    cli: &Cli,
    role: Role,
    path: &Path,
    library: Library,
    threads: usize,
) -> Result<(), Failure> {
    match role {
        Role::Host => resume_host(cli, path, None, library, threads),
        Role::Guest => {
            let (saved, _) = load(path, None)?;
            let seat = saved.seat.ok_or_else(|| Failure::Input("not a game over the network".into()))?;
            if seat.key.is_empty() {
                return Err(Failure::Input(format!(
                    "{} was saved by an older othello, without the game's key: join it with the code the host shows now (othello join {} CODE)",
                    library.describe(path),
                    printable(&seat.address)
                )));
            }
            let name = saved.players[seat.you].name.clone();
            let route = route_to(&seat.address, seat.relay.as_deref())?;
            let secret = Secret::Game(seat.key.clone());
            join_game(cli, &seat.address, route, &secret, name.as_deref(), true, library, threads)
        }
    }
}

/// Hosts again the game in `path`, on its address or relay, or `door` (an address to listen on,
/// or a relay if `true`): with its key if it was under way (the guest joins again with
/// `--resume`), else with a new code and a new key.
fn resume_host(
    cli: &Cli,
    path: &Path,
    door: Option<(String, bool)>,
    library: Library,
    threads: usize,
) -> Result<(), Failure> {
    let (saved, _) = load(path, None)?;
    let Some(mut seat) = saved.seat.clone().filter(|seat| seat.role == Role::Host) else {
        return Err(Failure::Input(format!(
            "{} is not a game you hosted: othello --resume continues a game at one keyboard, othello join --resume one you joined",
            library.describe(path)
        )));
    };
    if saved.game.is_over() {
        return Err(Failure::Input(format!("{} is over: othello show prints it", library.describe(path))));
    }
    // A game not begun, or kept by an older othello without its key, needs a code to join.
    let code = (saved.game.plies().len() == 0 || seat.key.is_empty())
        .then(JoinCode::new)
        .transpose()
        .map_err(Failure::System)?;
    let relay_asked = door.as_ref().is_some_and(|(_, relay)| *relay);
    if let Some((address, relay)) = door {
        // The guest comes back the way it came, unless it is given a new code.
        if relay != seat.relay.is_some() && code.is_none() {
            let how =
                if seat.relay.is_some() { "through its relay (--relay)" } else { "directly (--listen)" };
            return Err(Failure::Input(format!(
                "{} is under way and its guest comes back the way it joined: host it again {how}",
                library.describe(path)
            )));
        }
        seat.address = address;
        if !relay {
            seat.relay = None;
        }
    }
    if let Some(code) = &code {
        seat.key = new_game_key().map_err(Failure::System)?;
        if seat.relay.is_some() || relay_asked {
            seat.relay = Some(relay::token(code));
        }
    }
    require_terminal()?;
    let slot = if library.holds(path) { Some(claim(&library, path)?) } else { None };
    host_game(cli, saved, slot, seat, code, library, threads)
}

fn require_terminal() -> Result<(), Failure> {
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure::Input(
            "the game needs a terminal, and standard input or output is not one".into(),
        ));
    }
    Ok(())
}

/// Listens on the seat's address and plays `saved` as its host, showing the join `code` if
/// there is one to give.
fn host_game(
    cli: &Cli,
    saved: SavedGame,
    slot: Option<Slot>,
    mut seat: Seat,
    code: Option<JoinCode>,
    library: Library,
    threads: usize,
) -> Result<(), Failure> {
    require_terminal()?;
    let address = link::resolve(&seat.address).map_err(Failure::Input)?;
    let door = if let Some(token) = &seat.relay {
        // Reached once before the screen opens, so that a relay that is not there is said now.
        TcpStream::connect_timeout(&address, Duration::from_secs(10)).map_err(|e| {
            Failure::System(format!("cannot reach the relay {address}: {e} (--relay names another)"))
        })?;
        HostDoor::Relay(address, token.clone())
    } else {
        let listener = TcpListener::bind(address).map_err(|e| {
            Failure::System(format!(
                "cannot listen on {address}: {e} (--listen chooses another address or port)"
            ))
        })?;
        let bound = listener.local_addr().map_err(|e| Failure::System(format!("cannot listen: {e}")))?;
        // An address for every interface is no address to join: the host says theirs.
        seat.address = if bound.ip().is_unspecified() {
            format!("YOUR-ADDRESS:{}", bound.port())
        } else {
            bound.to_string()
        };
        HostDoor::Listener(listener)
    };
    let resumed = slot.is_some();
    let keys = DoorKeys::new(seat.key.clone(), code);
    let mut remote = NetworkGame::new(seat.clone(), None, None, Instant::now());
    // A game with moves was accepted before: it goes on as soon as the guest is back.
    remote.accepted = resumed && saved.game.plies().len() > 0;
    remote.code = code.map(|code| code.to_string());
    let saved = SavedGame { seat: Some(seat), ..saved };
    let connection = Some(Connection::Host { door, keys });
    let session = Session { slot, connection, variety: false, ..Session::of(saved) };
    let app = session::open(cli, &library, threads, session, |app| app.over_the_network(remote))?;
    farewell(&app, &library)
}

/// The way to a host at `address`: directly, or through the relay there with `token`.
fn route_to(address: &str, token: Option<&str>) -> Result<Route, Failure> {
    let socket = link::resolve(address).map_err(Failure::Input)?;
    Ok(match token {
        Some(token) => Route::Relay(socket, token.to_string()),
        None => Route::Direct(socket),
    })
}

/// Joins the host at `address` by `route` with `secret` (the code, or the game's key of a game
/// joined before), shows the rules and asks (unless `yes`), then plays with the game's key the
/// host gives.
#[allow(clippy::too_many_arguments)]
fn join_game(
    cli: &Cli,
    address: &str,
    route: Route,
    secret: &Secret,
    name: Option<&str>,
    yes: bool,
    library: Library,
    threads: usize,
) -> Result<(), Failure> {
    // Before the host hears of this side: a join that could not play would start its clocks.
    require_terminal()?;
    let (mut channel, welcome) = link::join(route.clone(), secret, name).map_err(|error| match error {
        JoinError::Unreachable(why) => Failure::System(format!("cannot reach the host: {why}")),
        error => Failure::Input(error.to_string()),
    })?;
    let Message::Welcome { version, host, you, game, started, key } = welcome else {
        return Err(Failure::Input("the host did not welcome this player".into()));
    };
    if !is_game_key(&key) {
        return Err(Failure::Input("the host's welcome carries no key for the game".into()));
    }
    if version != VERSION {
        return Err(Failure::Input(format!(
            "the host speaks version {version} of the protocol, this othello {VERSION}: play with the same othello on both sides"
        )));
    }
    let saved = store::from_json(&game.to_string()).map_err(|kind| {
        Failure::Input(store::SaveError { path: "the host's game".into(), kind }.to_string())
    })?;
    if !started {
        let accepted = yes || ask(&saved, host.as_deref(), you, address)?;
        let answer = if accepted { Message::Accept {} } else { Message::Decline {} };
        channel.send(&answer).map_err(|e| Failure::System(format!("the host went away: {e}")))?;
        if !accepted {
            output::out("Declined: the host is told.\n");
            return Ok(());
        }
    }
    let relay = match &route {
        Route::Relay(_, token) => Some(token.clone()),
        Route::Direct(_) => None,
    };
    let seat = Seat { role: Role::Guest, address: address.to_string(), key: key.clone(), relay, you };
    // This side's file of the game, if it played it before.
    let slot = library.file_of(&saved.id).map(|path| claim(&library, &path)).transpose()?;
    let saved_id = saved.id.clone();
    let mut saved = SavedGame { seat: Some(seat.clone()), ..saved };
    if let Some(name) = name {
        saved.players[you] = Player::person(Some(name.to_string()));
    }
    let rejoin = Rejoin { route, secret: Secret::Game(key), name: name.map(String::from) };
    let connection = Some(Connection::Guest { channel, rejoin });
    // The host's clock ran on as it welcomed this side back.
    let session = Session { slot, connection, variety: false, running: started, ..Session::of(saved) };
    let remote = NetworkGame::new(seat, None, Some(saved_id), Instant::now());
    let app = session::open(cli, &library, threads, session, |app| app.over_the_network(remote))?;
    farewell(&app, &library)
}

/// Shows the host's game and asks whether to play it.
fn ask(saved: &SavedGame, host: Option<&str>, you: Color, address: &str) -> Result<bool, Failure> {
    let host = host.map_or_else(|| "The host".to_string(), printable);
    let start = match (saved.game.custom_start(), saved.game.moves().count()) {
        (Some(_), _) => "from a position set up".to_string(),
        (None, 0) => "from the standard start".to_string(),
        (None, n) => format!("after {n} moves"),
    };
    let text = format!(
        "{host} invites you to a game of Othello at {}:\n  you play {you}, {host} plays {}\n  {}\n  {start}\nPlay? [y/N] ",
        printable(address),
        !you,
        saved.game.rules()
    );
    output::out(&text);
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| Failure::System(format!("cannot read the answer: {e}")))?;
    Ok(matches!(line.trim().to_lowercase().as_str(), "y" | "yes"))
}
