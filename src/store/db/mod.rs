//! The games database of the data folder (`games.db`): tournament games (WTHOR), GGF archives
//! and the library's finished games, with every position they went through indexed under the
//! board's symmetries, for the opening explorer and the game queries. `Catalog` is the set of
//! games an import builds; `write.rs` writes it, `file.rs` reads it back, `check.rs` keeps
//! damage from answering, `import.rs` reads the sources, `error.rs` says what went wrong.

mod check;
mod error;
mod file;
mod import;
#[cfg(test)]
mod tests;
mod write;

use std::collections::HashMap;

use crate::engine::color::{ByColor, Color};
use crate::engine::position::Position;
use crate::engine::square::Square;
use crate::store::Player;
use crate::store::wthor;
use crate::store::{PlayedAt, SavedGame};

pub use error::{DbError, DbErrorKind, SourceError};
pub use file::{Database, FILE, MAX_GAMES, OLD_VERSION, Occurrence, VERSION, path};
pub use import::{Imported, LIBRARY, import};

/// A game of the database: its details and its moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameRecord {
    /// Its year, players, tournament and result.
    pub meta: GameMeta,
    /// The moves from the standard start, passes left out.
    pub moves: Vec<Square>,
}

impl GameRecord {
    /// Each position of the game with a move to play, the colour to move there and the move
    /// played (a forced pass is made before the position is given, as the moves leave passes
    /// out), up to a move that is not legal.
    pub fn positions(&self) -> impl Iterator<Item = (Position, Color, Square)> + '_ {
        wthor::replay(&self.moves).map_while(Result::ok)
    }

    /// The moves as a transcript (`f5d6c3…`).
    pub fn transcript(&self) -> String {
        self.moves.iter().map(ToString::to_string).collect()
    }
}

/// The games of a database being built, with their names given once.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    /// The players' names.
    pub players: Vec<String>,
    /// The tournaments' (or sources') names.
    pub tournaments: Vec<String>,
    /// The games.
    pub games: Vec<GameRecord>,
    player_ids: HashMap<String, u32>,
    tournament_ids: HashMap<String, u32>,
}

impl Catalog {
    /// The number of `name` among the players, added if new.
    pub fn player(&mut self, name: &str) -> u32 {
        intern(&mut self.players, &mut self.player_ids, name)
    }

    /// The number of `name` among the tournaments, added if new.
    pub fn tournament(&mut self, name: &str) -> u32 {
        intern(&mut self.tournaments, &mut self.tournament_ids, name)
    }

    /// A catalog of the games `database` holds.
    ///
    /// # Errors
    /// As [`Database::all_games`].
    pub fn of(database: &Database) -> Result<Catalog, DbError> {
        let mut catalog = Catalog::default();
        for name in database.players() {
            catalog.player(name);
        }
        for name in database.tournaments() {
            catalog.tournament(name);
        }
        catalog.games = database.all_games()?;
        Ok(catalog)
    }
}

fn intern(names: &mut Vec<String>, ids: &mut HashMap<String, u32>, name: &str) -> u32 {
    if let Some(&id) = ids.get(name) {
        return id;
    }
    let id = names.len() as u32;
    names.push(name.to_string());
    ids.insert(name.to_string(), id);
    id
}

/// Which games a query counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Games with a player whose name holds each of these (either colour, any case): two give
    /// the games between them; none, every game.
    pub players: Vec<String>,
    /// Games of a tournament whose name holds this (any case).
    pub tournament: Option<String>,
    /// Games played from this year on.
    pub from_year: Option<u16>,
    /// Games played up to this year.
    pub to_year: Option<u16>,
}

impl Filter {
    /// The filter made ready for `database`: the names that match are found once, not for
    /// every game.
    pub fn on<'a>(&self, database: &'a Database) -> Matcher<'a> {
        let matching = |names: &[String], part: &str| {
            let part = part.to_lowercase();
            names.iter().map(|name| name.to_lowercase().contains(&part)).collect()
        };
        Matcher {
            games: database.games(),
            players: self.players.iter().map(|part| matching(database.players(), part)).collect(),
            tournaments: self.tournament.as_deref().map(|part| matching(database.tournaments(), part)),
            from_year: self.from_year,
            to_year: self.to_year,
        }
    }
}

/// A [`Filter`] made ready for a database.
pub struct Matcher<'a> {
    games: &'a [GameMeta],
    /// For each player's name asked for, which of the database's players it names.
    players: Vec<Vec<bool>>,
    tournaments: Option<Vec<bool>>,
    from_year: Option<u16>,
    to_year: Option<u16>,
}

impl Matcher<'_> {
    /// Whether game `number` passes.
    pub fn passes(&self, number: u32) -> bool {
        let Some(game) = self.games.get(number as usize) else { return false };
        let named = |names: &Option<Vec<bool>>, id: u32| {
            names.as_ref().is_none_or(|names| names.get(id as usize).copied().unwrap_or(false))
        };
        let plays = |names: &Vec<bool>, id: u32| names.get(id as usize).copied().unwrap_or(false);
        self.players.iter().all(|names| plays(names, game.black) || plays(names, game.white))
            && named(&self.tournaments, game.tournament)
            && self.from_year.is_none_or(|year| game.year >= year)
            && self.to_year.is_none_or(|year| game.year <= year)
    }
}

/// What the database keeps of a game in memory: all but its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameMeta {
    /// The year it was played (0 when unknown).
    pub year: u16,
    /// Black's name, an index into the catalog's players.
    pub black: u32,
    /// White's name.
    pub white: u32,
    /// The tournament (for a GGF archive or the library, where the game came from).
    pub tournament: u32,
    /// Black's discs at the end, the empty squares counted for the winner (as WTHOR counts).
    pub black_discs: u8,
    /// Black's discs with perfect play from 24 empty squares, where the source says it.
    pub theoretical: Option<u8>,
}

impl GameMeta {
    /// Black's final margin in discs (black's discs less white's).
    pub fn margin(&self) -> i32 {
        2 * i32::from(self.black_discs) - 64
    }
}

/// What the games that played one move from a position came to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveStats {
    /// The move, on the board as asked.
    pub square: Option<Square>,
    /// How many games played it.
    pub games: u32,
    /// How many of them black won.
    pub black_wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost by black.
    pub black_losses: u32,
    /// The sum of black's final margins, for the mean.
    pub margin_sum: i64,
}

impl MoveStats {
    /// Counts a game that ended with black `margin` discs ahead.
    pub fn count(&mut self, margin: i32) {
        self.games += 1;
        self.margin_sum += i64::from(margin);
        match margin.signum() {
            1 => self.black_wins += 1,
            0 => self.draws += 1,
            _ => self.black_losses += 1,
        }
    }

    /// Black's mean final margin.
    pub fn mean_margin(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.margin_sum as f64 / f64::from(self.games) }
    }
}

impl Database {
    /// Game `number` (from 0) as a game to open like any other: its players, its moves from the
    /// start, its tournament and year (and no date of start: WTHOR gives none, and none is made
    /// up); `None` if there is no such game.
    ///
    /// # Errors
    /// As [`Database::game`].
    pub fn saved_game(&self, number: u32) -> Result<Option<SavedGame>, DbError> {
        let Some(record) = self.game(number)? else { return Ok(None) };
        let Ok(game) = wthor::game_of(&record.moves) else {
            return Err(self.damaged(&format!("the moves of game db:{} are not a legal game", number + 1)));
        };
        let players = ByColor::new(
            Player::person(Some(self.player(record.meta.black).to_string())),
            Player::person(Some(self.player(record.meta.white).to_string())),
        );
        let played_at = PlayedAt {
            tournament: Some(self.tournament(record.meta.tournament).to_string()).filter(|t| !t.is_empty()),
            year: (record.meta.year > 0).then_some(record.meta.year),
        };
        Ok(Some(SavedGame { started: None, played_at: Some(played_at), ..SavedGame::new(game, players) }))
    }

    /// The moves played from `position`, `to_move` to move (matched under the board's
    /// symmetries), in the games `filter` passes: each with its games and what they came to,
    /// most played first.
    ///
    /// # Errors
    /// As [`Database::occurrences`]: damage in what the query reads is an error, never a count
    /// made without it.
    pub fn explore(
        &self,
        position: Position,
        to_move: Color,
        filter: &Filter,
    ) -> Result<Vec<MoveStats>, DbError> {
        let mut stats: Vec<MoveStats> = Vec::new();
        let matcher = filter.on(self);
        for occurrence in self.occurrences(position, to_move)? {
            if !matcher.passes(occurrence.game) {
                continue;
            }
            let game = &self.games()[occurrence.game as usize];
            let at = match stats.iter().position(|s| s.square == Some(occurrence.next)) {
                Some(at) => at,
                None => {
                    stats.push(MoveStats { square: Some(occurrence.next), ..MoveStats::default() });
                    stats.len() - 1
                }
            };
            stats[at].count(game.margin());
        }
        stats.sort_by_key(|s| (std::cmp::Reverse(s.games), s.square.map(Square::index)));
        Ok(stats)
    }

    /// How many of the games `filter` passes.
    pub fn count(&self, filter: &Filter) -> usize {
        let matcher = filter.on(self);
        (0..self.games().len() as u32).filter(|&number| matcher.passes(number)).count()
    }

    /// The numbers of the games `filter` passes that went through `position` with that colour
    /// to move (under the symmetries), or of all it passes without a position; in order.
    ///
    /// # Errors
    /// As [`Database::occurrences`].
    pub fn matching(
        &self,
        position: Option<(Position, Color)>,
        filter: &Filter,
    ) -> Result<Vec<u32>, DbError> {
        let mut numbers: Vec<u32> = match position {
            Some((position, to_move)) => {
                self.occurrences(position, to_move)?.iter().map(|o| o.game).collect()
            }
            None => (0..self.games().len() as u32).collect(),
        };
        numbers.sort_unstable();
        numbers.dedup();
        let matcher = filter.on(self);
        numbers.retain(|&number| matcher.passes(number));
        Ok(numbers)
    }
}
