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
use crate::i18n::Language;
use crate::net::code::{CodeError, JoinCode};
use crate::net::door::DoorKeys;
use crate::net::link::{self, AddressError, JoinError, Route, Unreachable, UnreachableWhy};
use crate::net::relay;
use crate::net::secure::{Secret, is_game_key, new_game_key};
use crate::output;
use crate::play::network::NetworkGame;
use crate::play::network::protocol::{Message, Refusal, VERSION};
use crate::store::Player;
use crate::store::library::{Library, Slot};
use crate::store::{self, Role, SavedGame, Seat};
use crate::text::printable;
use crate::tui::{Connection, HostDoor, Preferences, Rejoin};
use crate::{tr, words};

use super::farewell::farewell;
use super::session::{self, Session, claim};

/// Where the host listens unless told: this machine only.
const DEFAULT_LISTEN: &str = "127.0.0.1:7654";
use super::{Failure, load, new_game, rename, resolve, said};

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
        return preferences.relay.ok_or_else(|| Failure::Input(tr!(said(), "error-no-relay")));
    }
    // Only an address is remembered: a typo is said now, not at every join after.
    link::resolve(named).map_err(address_error)?;
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
            return Err(Failure::Input(tr!(said(), "error-join-relay-code-alone")));
        }
        (None, Some(address), Some(code)) => (address.clone(), code, false),
        // The code alone: through the relay named last. What begins as a code and is not one is
        // told why.
        (None, Some(code), None) if JoinCode::read(code).is_ok() || looks_like_a_code(code) => {
            JoinCode::read(code).map_err(code_error)?;
            (relay_named("", &library)?, code, true)
        }
        (None, _, _) => {
            return Err(Failure::Input(tr!(said(), "error-join-needs")));
        }
    };
    let (code, mended) = JoinCode::read(code).map_err(code_error)?;
    for slip in mended {
        let said = tr!(said(), "join-code-mended", typed = printable(&slip.typed), word = slip.word);
        output::out(&format!("{said}\n"));
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
            let game = library.describe(path);
            let seat = saved.seat.ok_or_else(|| {
                Failure::Input(tr!(said(), "error-not-a-network-game", game = game.clone()))
            })?;
            if seat.key.is_empty() {
                return Err(Failure::Input(tr!(
                    said(),
                    "error-join-older-game",
                    game = game,
                    address = printable(&seat.address)
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
    let game = library.describe(path);
    let Some(mut seat) = saved.seat.clone().filter(|seat| seat.role == Role::Host) else {
        return Err(Failure::Input(tr!(said(), "error-not-hosted", game = game)));
    };
    if saved.game.is_over() {
        return Err(Failure::Input(tr!(said(), "error-network-game-over", game = game)));
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
            let way = if seat.relay.is_some() { "relay" } else { "direct" };
            return Err(Failure::Input(tr!(said(), "error-host-the-same-way", game = game, way = way)));
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
        return Err(Failure::Input(tr!(said(), "error-needs-terminal", what = "game")));
    }
    Ok(())
}

/// Why an address given cannot be reached, in the player's language.
fn address_error(error: AddressError) -> Failure {
    Failure::Input(match error {
        AddressError::NotAnAddress(address, why) => {
            tr!(said(), "error-address", problem = "not-an-address", address = address, why = why)
        }
        AddressError::NoSuch(address) => {
            tr!(said(), "error-address", problem = "none", address = address, why = "")
        }
    })
}

/// Why what was typed is not a join code, in the player's language.
fn code_error(error: CodeError) -> Failure {
    let (problem, typed) = match error {
        CodeError::Shape(typed) => ("shape", typed),
        CodeError::Number(typed) => ("number", typed),
        CodeError::Word(word) => ("word", word),
    };
    Failure::Input(tr!(said(), "error-join-code", problem = problem, typed = typed))
}

/// Why the join failed, in `language`: the host not reached (the system's failure), or refused,
/// or not speaking this protocol (the user's to mend).
fn join_error(language: Language, error: JoinError) -> Failure {
    match error {
        JoinError::Unreachable(Unreachable { address, why }) => {
            let (problem, error, waited) = match why {
                UnreachableWhy::Failed(e) => ("failed", e.to_string(), Duration::ZERO),
                UnreachableWhy::Relay(e) => ("relay", e.to_string(), Duration::ZERO),
                UnreachableWhy::NotAtRelay(waited) => ("not-at-relay", String::new(), waited),
                UnreachableWhy::Closed => ("closed", String::new(), Duration::ZERO),
                UnreachableWhy::Silent(waited) => ("silent", String::new(), waited),
            };
            Failure::System(tr!(
                language,
                "error-host-unreachable",
                problem = problem,
                address = address.to_string(),
                error = error,
                waited = words::seconds(language, waited)
            ))
        }
        JoinError::Refused(reason) => Failure::Input(tr!(
            language,
            "error-host-refused",
            reason = Refusal::of(&reason).key(),
            said = printable(&reason)
        )),
        JoinError::Protocol(why) => Failure::Input(tr!(language, "error-host-protocol", why = why)),
    }
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
    let address = link::resolve(&seat.address).map_err(address_error)?;
    let door = if let Some(token) = &seat.relay {
        // Reached once before the screen opens, so that a relay that is not there is said now.
        TcpStream::connect_timeout(&address, Duration::from_secs(10)).map_err(|e| {
            Failure::System(tr!(
                said(),
                "error-relay-unreachable",
                address = address.to_string(),
                why = e.to_string()
            ))
        })?;
        HostDoor::Relay(address, token.clone())
    } else {
        let cannot_listen = |e: std::io::Error| {
            Failure::System(tr!(
                said(),
                "error-cannot-listen",
                address = address.to_string(),
                why = e.to_string()
            ))
        };
        let listener = TcpListener::bind(address).map_err(cannot_listen)?;
        let bound = listener.local_addr().map_err(cannot_listen)?;
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
    let socket = link::resolve(address).map_err(address_error)?;
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
    let language = said();
    // Before the host hears of this side: a join that could not play would start its clocks.
    require_terminal()?;
    let (mut channel, welcome) =
        link::join(route.clone(), secret, name).map_err(|error| join_error(language, error))?;
    let Message::Welcome { version, host, you, game, started, key } = welcome else {
        return Err(Failure::Input(tr!(
            language,
            "error-host-protocol",
            why = "the first answer must be a welcome"
        )));
    };
    if !is_game_key(&key) {
        let why = "the welcome carries no key for the game";
        return Err(Failure::Input(tr!(language, "error-host-protocol", why = why)));
    }
    if version != VERSION {
        return Err(Failure::Input(tr!(language, "error-host-version", host = version, ours = VERSION)));
    }
    let saved = store::from_json(&game.to_string()).map_err(|kind| {
        Failure::Input(tr!(language, "error-host-game", why = crate::words::save_problem(language, &kind)))
    })?;
    if !started {
        let accepted = yes || ask(language, &saved, host.as_deref(), you, address)?;
        let answer = if accepted { Message::Accept {} } else { Message::Decline {} };
        channel
            .send(&answer)
            .map_err(|e| Failure::System(tr!(language, "error-host-went-away", why = e.to_string())))?;
        if !accepted {
            output::out(&format!("{}\n", tr!(language, "join-declined")));
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

/// Shows the host's game and asks whether to play it, in `language`.
fn ask(
    language: Language,
    saved: &SavedGame,
    host: Option<&str>,
    you: Color,
    address: &str,
) -> Result<bool, Failure> {
    output::out(&invitation(language, saved, host, you, address));
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| Failure::System(tr!(language, "error-cannot-read-answer", why = e.to_string())))?;
    Ok(accepts(language, &line))
}

/// The host's invitation to `saved`, in `language`: who invites, where, the sides, the rules,
/// where the game begins, then the question (the answer typed after it).
fn invitation(
    language: Language,
    saved: &SavedGame,
    host: Option<&str>,
    you: Color,
    address: &str,
) -> String {
    let (named, host) = match host {
        Some(host) => ("yes", printable(host)),
        None => ("no", String::new()),
    };
    let (start, moves) = match (saved.game.custom_start(), saved.game.moves().count()) {
        (Some(_), _) => ("position", 0),
        (None, 0) => ("standard", 0),
        (None, n) => ("moves", n),
    };
    let invites =
        tr!(language, "join-invitation", named = named, host = host.clone(), address = printable(address));
    let sides = tr!(
        language,
        "join-sides",
        named = named,
        host = host,
        you = words::side(language, you),
        them = words::side(language, !you)
    );
    let rules = words::rules(language, &saved.game.rules());
    let start = tr!(language, "join-start", start = start, moves = moves);
    format!("{invites}\n  {sides}\n  {rules}\n  {start}\n{} ", tr!(language, "join-play"))
}

/// Whether `answer` says yes: `y` or `yes` in every language, and the language's own words
/// (`join-yes`: `ja`, `oui`, `是`), in any case.
fn accepts(language: Language, answer: &str) -> bool {
    let answer = answer.trim().to_lowercase();
    let own = language.message("join-yes");
    ["y", "yes"].into_iter().chain(own.split_whitespace()).any(|yes| yes.to_lowercase() == answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::color::ByColor;
    use crate::engine::game::Game;
    use crate::engine::rules::Rules;

    #[test]
    fn the_answer_accepts_y_and_yes_in_every_language_and_the_languages_own_yes() {
        for language in Language::ALL {
            for yes in ["y", "yes", "Y", " YES \n"] {
                assert!(accepts(language, yes), "{language:?}: {yes:?}");
            }
            for no in ["", "\n", "n", "no", "nee", "nein", "non", "否", "yess", "y y"] {
                assert!(!accepts(language, no), "{language:?}: {no:?}");
            }
        }
        for (language, own) in [
            (Language::Nl, ["ja", "J", "Ja\n"]),
            (Language::De, ["ja", "j", "JA"]),
            (Language::Fr, ["oui", "o", "Oui\n"]),
            (Language::Zh, ["是", "好", "要\n"]),
            (Language::ZhHans, ["是", "好", "要"]),
        ] {
            for yes in own {
                assert!(accepts(language, yes), "{language:?}: {yes:?}");
                assert!(!accepts(Language::En, yes), "English takes no {yes:?}");
            }
        }
        assert!(!accepts(Language::Nl, "oui"), "each language its own yes");
    }

    #[test]
    fn the_invitation_says_who_where_the_sides_the_rules_and_the_start_in_the_language() {
        let mut game = Game::new(Rules::default());
        let saved = SavedGame::new(game.clone(), ByColor::both(Player::person(None)));
        assert_eq!(
            invitation(Language::En, &saved, Some("Ann"), Color::White, "10.0.0.2:7654"),
            "Ann invites you to a game of Othello at 10.0.0.2:7654:\n  you play White, Ann plays Black\n  untimed\n  from the standard start\nPlay? [y/N] "
        );
        game.play_transcript("f5d6").unwrap();
        let saved = SavedGame::new(game, ByColor::both(Player::person(None)));
        let dutch = invitation(Language::Nl, &saved, None, Color::Black, "host:1");
        assert_eq!(
            dutch,
            "De host nodigt je uit voor een partij Othello op host:1:\n  jij speelt Zwart, de host speelt Wit\n  zonder klok\n  na 2 zetten\nSpelen? [j/N] "
        );
        let chinese = invitation(Language::Zh, &saved, Some("Ann"), Color::White, "host:1");
        assert!(
            chinese.starts_with("Ann 邀請你在 host:1 下一局黑白棋：\n  你是白方，Ann 是黑方\n"),
            "{chinese}"
        );
        assert!(chinese.contains("從已下 2 步的局面開始\n要下這局嗎？[y/N] "), "{chinese}");
        let english = invitation(Language::En, &saved, None, Color::White, "host:1");
        assert!(english.contains("the host plays Black") && english.contains("after 2 moves"), "{english}");
        let one = SavedGame::new(
            {
                let mut game = Game::new(Rules::default());
                game.play_transcript("f5").unwrap();
                game
            },
            ByColor::both(Player::person(None)),
        );
        assert!(invitation(Language::En, &one, None, Color::White, "h:1").contains("after 1 move\n"));
    }

    #[test]
    fn a_hosts_refusal_is_said_in_the_language_and_another_in_the_hosts_words() {
        use crate::play::network::protocol::reasons;
        let said = |reason: &str| match join_error(Language::De, JoinError::Refused(reason.into())) {
            Failure::Input(text) => text,
            Failure::System(text) => panic!("a refusal is the user's to mend: {text}"),
        };
        assert_eq!(
            said(reasons::WRONG_CODE),
            "der Host lehnt ab: falscher Beitrittscode: prüfe ihn mit dem Host"
        );
        assert!(said(reasons::FULL).contains("schon zwei Spieler"));
        assert!(
            said("this host speaks othello-net version 3, and you othello-net version 2: …")
                .contains("andere Version")
        );
        assert_eq!(said("closed for lunch"), "der Host lehnt ab: closed for lunch");
    }
}
