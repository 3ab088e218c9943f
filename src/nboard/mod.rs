//! `othello engine`: the NBoard protocol (version 2) on standard input and output, so that the
//! NBoard GUI, other Othello front ends and match referees can use the engine; `go` plays the
//! book's best move where the opening book has one, as NTest and Edax do. Commands are read
//! on their own thread and handled in order, as NTest and Edax handle them: a command that comes
//! during a search waits for its end, except `ping`, which stops the search (its result is
//! dropped) before the commands before it are handled and it is answered, and `quit` and the
//! end of input, which stop it and end the session at once. What waits is bounded: a line is at
//! most 64 KiB, and the commands read and not yet handled take at most 1 MiB; past that the
//! reader reads no more until some are handled, so a GUI that floods the engine waits on its
//! writes instead of the engine's memory growing. The engine answers only for a
//! position the GUI sent: after a `set game` or `move` it cannot take, it answers nothing until
//! the next good `set game`.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::engine::color::Color;
use crate::engine::game::{Game, Turn};
use crate::engine::position::Position;
use crate::engine::rules::Rules;
use crate::engine::square::Square;
use crate::play::{EngineLink, InFlight, Reply, Request, Task, Worker, book_learning, budget};
use crate::search::book::line_of;
use crate::search::level::VERDICT_BEFORE_EXACT;
use crate::search::{Book, Level, Limits, Score, SearchResult};
use crate::store::ggf;

mod input;
use crate::text::{echo, printable};
use input::{Budget, Event, MAX_LINE, spawn_reader};

/// The name the engine gives itself, followed by its depth once set.
const NAME: &str = "othello";

/// What the search in progress is for.
#[derive(Clone, Debug)]
enum Purpose {
    /// `go`: the move to play.
    Go,
    /// `hint n`: the best `n` moves with their values.
    Hint(usize),
    /// `analyze`: the value of each position of the game, from the last back to the first;
    /// the move numbers and positions still to do (the one searched first).
    Analyze(Vec<(usize, Position)>),
}

/// What the search on the engine thread is for.
struct Searching {
    purpose: Purpose,
    position: Position,
    /// A `ping` stopped it: its result is dropped.
    stopped: bool,
}

/// A game as the GUI sent it.
struct Sent {
    game: Game,
    /// The game made a forced pass by itself (as it always does) that the GUI has not sent yet:
    /// to the GUI, the side that must pass is still to move.
    pass_unsent: bool,
}

impl Sent {
    /// The position the GUI sees, its side to move to play (or to pass).
    fn position(&self) -> Position {
        if self.pass_unsent { self.game.position().pass() } else { self.game.position() }
    }

    /// The side to move as the GUI sees it; none once the game is over.
    fn to_move(&self) -> Option<Color> {
        self.game.to_move().map(|color| if self.pass_unsent { !color } else { color })
    }
}

/// The protocol's state: the game, the depth, the search in progress, and the commands waiting
/// for its end.
struct Session<W: Write> {
    out: W,
    /// The game the GUI sent; none once a `set game` or a `move` could not be taken, until the
    /// next good `set game`.
    sent: Option<Sent>,
    depth: u32,
    engine: Worker,
    searching: EngineLink<Searching>,
    waiting: VecDeque<Event>,
    /// The data folder whose book `learn` teaches.
    data_dir: PathBuf,
    /// Whether `go` plays from the book (then what `learn` taught is played at once).
    plays_book: bool,
    /// The opening variety of `go`, in hundredths of a disc.
    variety: i32,
    /// The games sent so far: with a variety, each game draws its own choices.
    games: u64,
    /// When the session began, in nanoseconds: the seed of its choices with the games' count.
    started_at: u64,
}

/// How the engine plays: `othello engine`'s options.
#[derive(Clone, Debug)]
pub struct Options {
    /// The threads it searches on.
    pub threads: usize,
    /// The book `go` plays from where it has moves; none: every move searched.
    pub book: Option<Arc<Book>>,
    /// The data folder whose book `learn` teaches.
    pub data_dir: PathBuf,
    /// In the opening, `go` chooses at random among the moves within this many hundredths of a
    /// disc of the best, as the levels do (the book's, then the search's in the first twelve
    /// moves); 0: always the best.
    pub variety: i32,
}

/// Speaks the NBoard protocol on `input` and `output` until `quit` or the end of input, as
/// `options` say: `go` from the book where it has moves, `learn` into the data folder's book.
pub fn run(
    input: impl BufRead + Send + 'static,
    output: impl Write,
    options: Options,
) -> std::io::Result<()> {
    let Options { threads, book, data_dir, variety } = options;
    let plays_book = book.is_some();
    let (sender, events) = mpsc::channel();
    let budget = Arc::new(Budget::default());
    spawn_reader(input, sender.clone(), Arc::clone(&budget));
    let engine =
        Worker::spawn_with_book(threads, book, move |reply| sender.send(Event::Engine(reply)).is_ok())?;
    let mut session = Session {
        out: output,
        sent: Some(Sent { game: Game::new(Rules::default()), pass_unsent: false }),
        depth: u32::from(Level::DEFAULT.number()),
        engine,
        searching: EngineLink::default(),
        waiting: VecDeque::new(),
        data_dir,
        plays_book,
        variety,
        games: 0,
        // Two engines started for two games draw differently.
        started_at: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_nanos() as u64),
    };
    loop {
        let event = match session.waiting.pop_front() {
            Some(event) if session.searching.in_flight().is_none() => event,
            Some(event) => {
                session.waiting.push_front(event);
                events.recv().unwrap_or(Event::Eof)
            }
            None => events.recv().unwrap_or(Event::Eof),
        };
        // What it takes until it is handled: the commands that wait for a search keep theirs.
        let room = if matches!(event, Event::Engine(_)) { 0 } else { event.room() };
        match event {
            Event::Engine(reply) => session.reply(reply)?,
            // A search in progress is stopped, not waited for.
            Event::Eof => break,
            Event::Line(line) if first_word(&line) == Some("quit") => break,
            Event::TooLong(length) => {
                session.complain(&format!("a line of {length} bytes is refused: at most {MAX_LINE}"))
            }
            event if session.searching.in_flight().is_some() => {
                session.wait(event);
                continue;
            }
            Event::Line(line) => session.command(&line)?,
        }
        budget.give_back(room);
    }
    session.engine.shut_down();
    Ok(())
}

/// The limits of a search at NBoard depth `depth`: that many plies, with the solve, the
/// selective endgame and the selectivity of the level of that number up to 20 (without its
/// noise); deeper beyond, selective, solving exactly from two more empties than the depth,
/// proving who wins from two more again and seeing the end selectively from six more.
fn limits(depth: u32) -> Limits {
    match u8::try_from(depth).ok().and_then(Level::new) {
        Some(level) => Limits { depth, noise: 0, variety: 0, book: false, ..level.limits(0) },
        None => Limits {
            selective: true,
            probable_from: (depth + 6).min(36),
            verdict_from: (depth + 2 + VERDICT_BEFORE_EXACT).min(32),
            surer_near_the_end: true,
            ..Limits::depth(depth, (depth + 2).min(30))
        },
    }
}

/// A square as NBoard writes it: `F5`.
fn square(square: Square) -> String {
    square.to_string().to_uppercase()
}

/// A value in discs with two decimals, as NBoard reads it.
fn value(score: Score) -> String {
    format!("{:.2}", f64::from(score.0) / f64::from(Score::DISC))
}

/// The principal variation as NBoard reads it, `F5-D6-PA-C3`: each move, with the passes the
/// line goes through written out.
fn line(mut position: Position, pv: &[Square]) -> String {
    let mut moves = Vec::new();
    for &next in pv {
        if !position.can_move() {
            moves.push("PA".to_string());
            position = position.pass();
        }
        let Ok((after, _)) = position.try_play(next) else { break };
        moves.push(square(next));
        position = after;
    }
    moves.join("-")
}

/// `100%` for a search that proved the end of the game, `24@95%` for the selective endgame's
/// search to the end (24 empties) at its confidence, else the depth in plies (as Edax writes them).
fn depth_text(result: &SearchResult) -> String {
    match (result.exact, result.probability) {
        (true, _) => "100%".to_string(),
        (false, Some(percent)) => format!("{}@{percent}%", result.depth),
        (false, None) => result.depth.to_string(),
    }
}

impl<W: Write> Session<W> {
    fn send(&mut self, line: &str) -> std::io::Result<()> {
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }

    /// A command the engine cannot carry out: said on standard error, as engines do.
    fn complain(&mut self, message: &str) {
        crate::output::err(&format!("othello engine: {}\n", printable(message)));
    }

    /// Says on the status line why nothing answers a command that needs a position: the
    /// position the GUI has is not one the engine was sent.
    fn no_position(&mut self, command: &str) -> std::io::Result<()> {
        let why = "the last set game or move was refused; send set game";
        self.complain(&format!("{command}: no position to answer for: {why}"));
        self.send(&format!("status othello: no position ({why})"))
    }

    /// Handles one command.
    fn command(&mut self, line: &str) -> std::io::Result<()> {
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else { return Ok(()) };
        let rest = line.trim_start()[command.len()..].trim();
        match command {
            "nboard" => {
                if !matches!(rest, "1" | "2") {
                    self.complain(&format!("nboard {}: this engine speaks versions 1 and 2", echo(rest)));
                }
                self.send(&format!("set myname {NAME}"))?;
                // Ready: the GUI shows "Loading" until the first status.
                self.send("status")?;
            }
            "set" => {
                let (what, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                match what {
                    "depth" => match value.trim().parse::<u32>() {
                        Ok(depth) if (1..=60).contains(&depth) => {
                            self.depth = depth;
                            self.send(&format!("set myname {NAME}{depth}"))?;
                        }
                        _ => self.complain(&format!("set depth {}: a depth is 1 to 60", echo(value))),
                    },
                    "game" => match ggf::read_game(value, 1) {
                        Ok(read) => {
                            self.games += 1;
                            self.sent = Some(Sent { game: read.saved.game, pass_unsent: read.pass_unwritten })
                        }
                        Err(error) => {
                            self.sent = None;
                            self.complain(&format!("set game: {error}"));
                        }
                    },
                    // Contempt would score the draws of the book and of the search differently
                    // from 0; ours keep a draw at 0, so the value is only checked.
                    "contempt" if value.trim().parse::<f64>().is_err() => {
                        self.complain(&format!("set contempt {}: not a number", echo(value)));
                    }
                    _ => {}
                }
            }
            "move" => {
                self.play(rest);
            }
            "hint" | "go" | "analyze" => {
                let Some(sent) = &self.sent else { return self.no_position(command) };
                match command {
                    "hint" | "go" if sent.game.is_over() => {
                        self.complain(&format!("{command}: the game is over"));
                        self.send("status")?;
                    }
                    "hint" => {
                        let count = rest.parse::<usize>().unwrap_or(1).max(1);
                        self.search(Purpose::Hint(count))?;
                    }
                    // A forced pass needs no search.
                    "go" if sent.pass_unsent => self.send("=== PA")?,
                    "go" => self.search(Purpose::Go)?,
                    _ => {
                        let mut positions: Vec<(usize, Position)> =
                            sent.game.history().map(|(position, _)| position).enumerate().collect();
                        // The GUI's game stops before the pass it has not sent.
                        positions.truncate(positions.len() - usize::from(sent.pass_unsent));
                        positions.reverse();
                        self.search(Purpose::Analyze(positions))?;
                    }
                }
            }
            "ping" => match ping_number(rest) {
                Some(number) => self.send(&format!("pong {number}"))?,
                None => self.complain(&format!("ping {}: the argument is a whole number", echo(rest))),
            },
            "learn" => self.learn()?,
            // NBoard 1.1 sends a move alone: `F5`.
            _ if command.len() == 2 && rest.is_empty() => {
                self.play(command);
            }
            _ => {}
        }
        Ok(())
    }

    /// `learn`: the game sent, from the standard start, teaches the data folder's book as a lost
    /// game teaches it in play (its new positions in its first moves searched, the values backed
    /// up), then `learned`, which the GUI waits for; `go` plays from the new book at once.
    fn learn(&mut self) -> std::io::Result<()> {
        let line =
            self.sent.as_ref().map(|sent| line_of(&sent.game, book_learning::PLIES)).unwrap_or_default();
        if line.is_empty() {
            self.complain("learn: only a game from the standard start teaches the book");
        } else {
            match book_learning::learn_line(&self.data_dir, &line, book_learning::DEPTH) {
                Ok(learned) if self.plays_book && learned.positions > 0 => {
                    self.engine.use_book(Arc::new(learned.book));
                }
                Ok(_) => {}
                Err(problem) => self.complain(&format!("learn: {problem}")),
            }
        }
        self.send("learned")
    }

    /// `move F5/eval/time` (or `PA`): plays it, charging the time if given, even past the
    /// flag (the GUI keeps the clock and may allow overtime: the clock sent only informs the
    /// engine's use of its time). A move that cannot be played leaves no position to answer
    /// for.
    fn play(&mut self, text: &str) {
        let Some(sent) = &mut self.sent else {
            self.complain(&format!("move {}: no position to play it in; send set game", echo(text)));
            return;
        };
        let mut fields = text.split('/');
        let name = fields.next().unwrap_or_default().trim();
        let took = fields
            .nth(1)
            .and_then(|t| t.trim().parse::<f64>().ok())
            .and_then(|s| Duration::try_from_secs_f64(s).ok());
        // Whether, after it, the game has made a pass the GUI has still to send.
        let played: Result<bool, String> = if name.eq_ignore_ascii_case("pa") {
            // The game passed by itself; the GUI's pass must be that one.
            if sent.pass_unsent { Ok(false) } else { Err("the side to move has a legal move".into()) }
        } else if sent.pass_unsent {
            Err("the side to move has no legal move and must pass".into())
        } else {
            let game = &mut sent.game;
            name.parse::<Square>().map_err(|e| e.to_string()).and_then(|square| {
                let result = match took {
                    Some(took) if game.rules().time_control().is_some() => game.play_overtime(square, took),
                    _ => game.play_untimed(square),
                };
                result.map_err(|e| e.to_string())?;
                Ok(game.last_ply().is_some_and(|ply| ply.turn == Turn::Pass))
            })
        };
        match played {
            Ok(pass_unsent) => sent.pass_unsent = pass_unsent,
            Err(error) => {
                self.sent = None;
                self.complain(&format!("move {}: {error}; no position until the next set game", echo(text)));
            }
        }
    }

    /// Starts a search for `purpose` on the position of the game (or, analysing, on the next
    /// position to value).
    fn search(&mut self, purpose: Purpose) -> std::io::Result<()> {
        // A `ping` already waiting would stop it at once: its result could only be dropped.
        if self.waiting.iter().any(|event| matches!(event, Event::Line(line) if is_ping(line))) {
            return Ok(());
        }
        let Some(sent) = &self.sent else { return Ok(()) };
        let position = match &purpose {
            Purpose::Analyze(positions) => match positions.first() {
                Some(&(_, position)) => position,
                None => return self.send("status"),
            },
            _ => sent.position(),
        };
        let limits = limits(self.depth);
        let (task, status) = match purpose {
            // The move to play comes from the book where it has one; hints and the analysis
            // of a game are searched, as the book's values are only as deep as its searches.
            // With a variety, each game draws its own choices (seeded by the session's start
            // and the game's number); without, the same position gets the same move every run.
            Purpose::Go => {
                let seed = if self.variety > 0 { self.games ^ self.started_at } else { 0 };
                (Task::Think(Limits { book: true, variety: self.variety, seed, ..limits }), "status Thinking")
            }
            Purpose::Hint(_) => (Task::Analyze(limits), "status Analyzing"),
            Purpose::Analyze(_) => (Task::Think(limits), "status Analyzing the game"),
        };
        // Under a clock, only `go` (the move to play) keeps to its share of the time left.
        let time = match (&purpose, sent.to_move()) {
            (Purpose::Go, Some(color)) => sent.game.clock().remaining(color).map(|left| {
                let control = sent.game.rules().time_control().expect("a clock has a control");
                budget(left, control.increment + control.delay, position.empties().count())
            }),
            _ => None,
        };
        let id = self.searching.ask(Searching { purpose, position, stopped: false }, Instant::now());
        let request = Request { id, position, task, time };
        self.send(status)?;
        self.engine.start(request);
        Ok(())
    }

    /// Keeps a command that came during a search for its end; a `ping` stops the search.
    fn wait(&mut self, event: Event) {
        if let (Event::Line(line), Some(searching)) =
            (&event, self.searching.in_flight_mut().map(|request| &mut request.purpose))
            && is_ping(line)
            && !searching.stopped
        {
            searching.stopped = true;
            self.engine.stop();
        }
        self.waiting.push_back(event);
    }

    /// A reply of the engine thread: progress as `nodestats` (and, for hints, the best line so
    /// far); a result as the protocol's answer; a failed search as the session's end.
    fn reply(&mut self, reply: Reply) -> std::io::Result<()> {
        let id = reply.id();
        let Some(InFlight { purpose: searching, .. }) = self.searching.answered_by(id) else {
            return Ok(());
        };
        let (position, hinting) = (searching.position, matches!(searching.purpose, Purpose::Hint(_)));
        if searching.stopped && matches!(reply, Reply::Progress { .. }) {
            return Ok(());
        }
        match reply {
            // A move from the book is its own result: its one nodestats comes with it.
            Reply::Progress { progress, .. } if progress.book => {}
            Reply::Progress { progress, elapsed, .. } => {
                self.send(&format!("nodestats {} {:.2}", progress.nodes, elapsed.as_secs_f64()))?;
                if hinting {
                    self.send(&hint(position, &progress))?;
                }
            }
            // The protocol's progress is a depth's nodestats; the count between depths is not sent.
            Reply::Working { .. } => {}
            // The protocol has no answer for it, and the GUI waits for one: the engine ends,
            // saying why, which the GUI sees as an engine that died, not one that hangs.
            Reply::Failed { problem, .. } => {
                return Err(std::io::Error::other(format!("the search failed: {problem}")));
            }
            Reply::Done { result, elapsed, .. } => {
                let searching = self.searching.finished_by(id).expect("answered above").purpose;
                if searching.stopped {
                    return self.send("status");
                }
                self.send(&format!("nodestats {} {:.2}", result.nodes, elapsed.as_secs_f64()))?;
                match searching.purpose {
                    Purpose::Go => {
                        let best = result.best.map_or_else(|| "PA".to_string(), square);
                        self.send(&format!(
                            "=== {best}/{}/{:.2}",
                            value(result.score),
                            elapsed.as_secs_f64()
                        ))?;
                        self.send("status")?;
                    }
                    Purpose::Hint(count) => {
                        for line in hints(position, &result, count) {
                            self.send(&line)?;
                        }
                        self.send("status")?;
                    }
                    Purpose::Analyze(mut positions) => {
                        let (number, _) = positions.remove(0);
                        self.send(&format!("analysis {number} {}", value(result.score)))?;
                        self.search(Purpose::Analyze(positions))?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// The command of a line.
fn first_word(line: &str) -> Option<&str> {
    line.split_whitespace().next()
}

/// Whether `line` is a `ping` the protocol allows (it stops a search): others wait, as any
/// command, to be refused.
fn is_ping(line: &str) -> bool {
    first_word(line) == Some("ping") && ping_number(line.trim_start()["ping".len()..].trim()).is_some()
}

/// The number of `ping N` (`0` for `ping` alone), as sent, to answer `pong N`; `None` for
/// anything else, which the answer never repeats.
fn ping_number(argument: &str) -> Option<&str> {
    match argument {
        "" => Some("0"),
        number => number.parse::<i64>().is_ok().then_some(number),
    }
}

/// `search F5-D6 1.50 0 12`: the best line so far, its value and depth.
fn hint(position: Position, progress: &SearchResult) -> String {
    let pv = line(position, &progress.pv);
    format!("search {pv} {} 0 {}", value(progress.score), depth_text(progress))
}

/// The best `count` moves of a finished analysis, each with its own line, value and depth;
/// for a side that must pass, the pass and the line after it.
fn hints(position: Position, result: &SearchResult, count: usize) -> Vec<String> {
    let depth = depth_text(result);
    if result.best.is_none() {
        let pv = Some(line(position, &result.pv)).filter(|pv| !pv.is_empty()).unwrap_or_else(|| "PA".into());
        return vec![format!("search {pv} {} 0 {depth}", value(result.score))];
    }
    result
        .moves
        .iter()
        .take(count)
        .map(|m| format!("search {} {} 0 {depth}", line(position, &m.pv), value(m.score)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_failed_search_ends_the_session_saying_why_instead_of_leaving_the_gui_waiting() {
        let mut session = Session {
            out: Vec::new(),
            sent: Some(Sent { game: Game::new(Rules::default()), pass_unsent: false }),
            depth: 1,
            engine: Worker::spawn(1, |_| true).unwrap(),
            searching: EngineLink::default(),
            waiting: VecDeque::new(),
            data_dir: PathBuf::new(),
            plays_book: false,
            variety: 0,
            games: 0,
            started_at: 0,
        };
        let searching = || Searching { purpose: Purpose::Go, position: Position::START, stopped: false };
        let stale = session.searching.ask(searching(), std::time::Instant::now());
        let id = session.searching.ask(searching(), std::time::Instant::now());
        let failed = |id| Reply::Failed { id, problem: "a fault".into() };
        assert!(session.reply(failed(stale)).is_ok(), "a replaced search's failure is not the GUI's");
        let error = session.reply(failed(id)).expect_err("the session ends");
        assert_eq!(error.to_string(), "the search failed: a fault");
        assert!(session.out.is_empty(), "no answer was made up: {:?}", String::from_utf8_lossy(&session.out));
    }

    #[test]
    fn only_a_number_is_pinged_back() {
        assert_eq!(ping_number("17"), Some("17"));
        assert_eq!(ping_number(""), Some("0"), "ping alone");
        assert_eq!(ping_number("-3"), Some("-3"));
        for refused in ["\u{1b}[2J", "7\u{7}", "\u{9b}31m", "\u{202e}1", "1 2", "x", "99999999999999999999"] {
            assert_eq!(ping_number(refused), None, "{refused:?}");
        }
        assert!(is_ping("ping 5") && is_ping("  ping") && !is_ping("ping \u{1b}]0;x\u{7}"));
    }

    #[test]
    fn lines_write_out_the_passes_they_go_through() {
        // Black has no move here; white plays c1, and the game is over.
        let (position, _) =
            crate::engine::notation::parse_position(&format!("OX{} X", "-".repeat(62))).unwrap();
        assert_eq!(line(position, &[sq("c1")]), "PA-C1");
        assert_eq!(line(Position::START, &[sq("f5"), sq("d6")]), "F5-D6");
        assert_eq!(line(Position::START, &[sq("f5"), sq("a1")]), "F5", "an illegal move ends the line");
    }

    #[test]
    fn values_and_depths_as_nboard_reads_them() {
        assert_eq!(value(Score(-250)), "-2.50");
        assert_eq!(value(Score::discs(4)), "4.00");
        let result = |depth, exact, probability| SearchResult {
            best: None,
            score: Score(0),
            depth,
            exact,
            probability,
            book: false,
            pv: vec![],
            moves: vec![],
            nodes: 1,
        };
        assert_eq!(depth_text(&result(12, false, None)), "12");
        assert_eq!(depth_text(&result(20, true, None)), "100%");
        assert_eq!(depth_text(&result(24, false, Some(95))), "24@95%");
        assert_eq!(limits(5).depth, 5);
        assert_eq!(limits(5).noise, 0, "no mistakes on purpose for another program");
        assert!(!limits(2).selective, "full-width as level 2");
        assert_eq!((limits(13).depth, limits(13).selective), (13, true), "13 plies, selective as level 13");
        assert_eq!(limits(20).exact_from, Level::MAX.limits(0).exact_from);
        assert_eq!(
            limits(30),
            Limits {
                selective: true,
                probable_from: 36,
                verdict_from: 32,
                surer_near_the_end: true,
                ..Limits::depth(30, 30)
            }
        );
        assert_eq!(
            limits(24),
            Limits {
                selective: true,
                probable_from: 30,
                verdict_from: 28,
                surer_near_the_end: true,
                ..Limits::depth(24, 26)
            },
            "solving from two more empties, proving who wins from four, seeing the end from six more"
        );
        assert_eq!(limits(20).probable_from, Level::MAX.limits(0).probable_from);
    }
}
