//! The new-game screen: who plays (a person, or the computer on either side, and its level),
//! the time control, a handicap, the start (standard, random, or set up in the editor), how
//! deep the hints search, whether the computer's losses teach its book and the player's
//! language, each chosen with the arrows; the choices are remembered for the next new game.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::engine::clock::TimeControl;
use crate::engine::color::{ByColor, Color};
use crate::engine::rules::{Handicap, Rules};
use crate::i18n::Language;
use crate::search::Level;
use crate::store::Player;
use crate::tr;

use super::hints::{HINT_DEPTH, HINT_DEPTHS, HINT_EXACT_FROM, HINT_EXACT_RANGE};

/// The time controls offered, in minutes a player (0: untimed).
const MINUTES: [u32; 8] = [0, 1, 3, 5, 10, 15, 30, 60];

/// The increments offered, in seconds a move.
const INCREMENTS: [u32; 5] = [0, 1, 2, 5, 10];

/// How the new game starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Start {
    /// The four centre discs.
    #[default]
    Standard,
    /// A balanced position eight random moves deep.
    Random,
    /// A position set up in the board editor, which opens once the rest is chosen.
    Editor,
}

/// What the new-game screen chooses.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Choices {
    /// The side the computer plays; none: two people at one keyboard.
    pub computer: Option<Color>,
    /// The computer's level, 1 to 20.
    pub level: u8,
    /// Each player's time in minutes; 0: untimed.
    pub minutes: u32,
    /// Seconds added after each move (with a time).
    pub increment: u32,
    /// Corners given before the first move (to the person against the computer, else to black).
    pub handicap: u8,
    /// How the game starts.
    pub start: Start,
    /// How deep the hints search, in plies (`+` goes deeper during a game).
    pub hint_depth: u32,
    /// From how many empty squares the hints solve the game exactly.
    pub hint_exact_from: u32,
    /// Whether the games the computer loses teach its book (searched into the data folder's
    /// `book.bin` once such a game ends).
    pub learn_from_losses: bool,
    /// The player's language (of the rules of the game, for now); none: the environment's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
}

impl Default for Choices {
    fn default() -> Choices {
        Choices {
            computer: None,
            level: Level::DEFAULT.number(),
            minutes: 0,
            increment: 0,
            handicap: 0,
            start: Start::Standard,
            hint_depth: HINT_DEPTH,
            hint_exact_from: HINT_EXACT_FROM,
            learn_from_losses: false,
            language: None,
        }
    }
}

/// The screen's rows, top to bottom.
pub const FIELDS: usize = 10;

/// The new-game screen: the choices and the row being changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGameForm {
    /// What is chosen so far.
    pub choices: Choices,
    /// The row the arrows change, 0 to [`FIELDS`] - 1.
    pub field: usize,
    /// Whether a game chosen before waits behind the screen (Esc goes back to it); at the
    /// program's first screen there is none, and Esc quits rather than start a game nobody chose.
    pub game_behind: bool,
}

/// `value`'s neighbour `delta` places away in `options`, within them.
fn step<T: Copy + PartialEq>(options: &[T], value: T, delta: i32) -> T {
    let at = options.iter().position(|o| *o == value).unwrap_or(0) as i32;
    options[(at + delta).clamp(0, options.len() as i32 - 1) as usize]
}

impl NewGameForm {
    /// The screen with `choices`, on its first row, over the game in play.
    pub fn new(choices: Choices) -> NewGameForm {
        NewGameForm { choices, field: 0, game_behind: true }
    }

    /// The program's first screen, with `choices`: no game behind it.
    pub fn first(choices: Choices) -> NewGameForm {
        NewGameForm { game_behind: false, ..NewGameForm::new(choices) }
    }

    /// Moves to the row `delta` away.
    pub fn move_field(&mut self, delta: i32) {
        self.field = (self.field as i32 + delta).clamp(0, FIELDS as i32 - 1) as usize;
    }

    /// Changes the value of the row being changed by `delta` steps.
    pub fn change(&mut self, delta: i32) {
        let c = &mut self.choices;
        match self.field {
            0 => c.computer = step(&[None, Some(Color::White), Some(Color::Black)], c.computer, delta),
            1 => c.level = (i32::from(c.level) + delta).clamp(1, 20) as u8,
            2 => c.minutes = step(&MINUTES, c.minutes, delta),
            3 => c.increment = step(&INCREMENTS, c.increment, delta),
            4 => c.handicap = (i32::from(c.handicap) + delta).clamp(0, 4) as u8,
            5 => c.start = step(&[Start::Standard, Start::Random, Start::Editor], c.start, delta),
            // Even depths: the hints show only those.
            6 => {
                let depth = (c.hint_depth as i32 + 2 * delta) & !1;
                c.hint_depth = depth.clamp(*HINT_DEPTHS.start() as i32, *HINT_DEPTHS.end() as i32) as u32;
            }
            7 => {
                let (least, most) = (*HINT_EXACT_RANGE.start() as i32, *HINT_EXACT_RANGE.end() as i32);
                c.hint_exact_from = (c.hint_exact_from as i32 + delta).clamp(least, most) as u32;
            }
            8 => c.learn_from_losses = step(&[false, true], c.learn_from_losses, delta),
            _ => {
                let languages: Vec<Option<Language>> =
                    std::iter::once(None).chain(Language::ALL.into_iter().map(Some)).collect();
                c.language = step(&languages, c.language, delta);
            }
        }
    }

    /// Each row's label and value as shown in `language`; a value that does not apply says so.
    pub fn rows(&self, language: Language) -> [(String, String); FIELDS] {
        let c = &self.choices;
        let opponent = match c.computer {
            None => tr!(language, "new-game-opponent-person"),
            Some(side) => tr!(language, "new-game-opponent-computer", side = side.name()),
        };
        let level = match c.computer {
            Some(_) => format!("{}", c.level),
            None => tr!(language, "new-game-needs-computer"),
        };
        let time = match c.minutes {
            0 => tr!(language, "new-game-untimed"),
            m => tr!(language, "new-game-minutes", minutes = m),
        };
        let increment = match (c.minutes, c.increment) {
            (0, _) => tr!(language, "new-game-needs-time"),
            (_, 0) => tr!(language, "new-game-none"),
            (_, s) => tr!(language, "new-game-increment", seconds = s),
        };
        let handicap = match (c.handicap, c.start) {
            (0, _) => tr!(language, "new-game-none"),
            (_, Start::Standard) => tr!(
                language,
                "new-game-handicap",
                corners = c.handicap,
                side = self.handicap_receiver().name()
            ),
            _ => tr!(language, "new-game-needs-standard-start"),
        };
        let learning = match (c.computer, c.learn_from_losses) {
            (None, _) => tr!(language, "new-game-needs-computer"),
            (Some(_), false) => tr!(language, "new-game-off"),
            (Some(_), true) if c.start != Start::Standard || c.handicap > 0 => {
                tr!(language, "new-game-learning-standard-only")
            }
            (Some(_), true) => tr!(language, "new-game-learning-on"),
        };
        let start = match c.start {
            Start::Standard => tr!(language, "new-game-start-standard"),
            Start::Random => tr!(language, "new-game-start-random"),
            Start::Editor => tr!(language, "new-game-start-editor"),
        };
        let label = |field: &str| language.attribute("new-game-labels", field);
        [
            (label("opponent"), opponent),
            (label("level"), level),
            (label("time"), time),
            (label("increment"), increment),
            (label("handicap"), handicap),
            (label("start"), start),
            (label("hint-depth"), tr!(language, "plies", count = c.hint_depth)),
            (label("hint-solve"), tr!(language, "new-game-exact-from", empties = c.hint_exact_from)),
            (label("learning"), learning),
            (
                label("language"),
                c.language.map_or_else(|| tr!(language, "new-game-system-language"), Language::name),
            ),
        ]
    }

    /// Who receives the handicap corners: the person against the computer, else black.
    fn handicap_receiver(&self) -> Color {
        self.choices.computer.map_or(Color::Black, |computer| !computer)
    }

    /// The rules chosen: the time control, and the handicap with the standard start.
    pub fn rules(&self) -> Rules {
        let c = &self.choices;
        let control = (c.minutes > 0).then(|| TimeControl {
            increment: Duration::from_secs(u64::from(c.increment)),
            ..TimeControl::sudden_death(Duration::from_secs(60 * u64::from(c.minutes)))
        });
        let corners = if c.start == Start::Standard { c.handicap } else { 0 };
        let handicap = Handicap::new(corners, self.handicap_receiver()).expect("0 to 4 corners");
        Rules::new(handicap, control).expect("a time control of whole minutes")
    }

    /// The players chosen; people keep the names `before` gave them on their side.
    pub fn players(&self, before: &ByColor<Player>) -> ByColor<Player> {
        let level = Level::new(self.choices.level).unwrap_or(Level::DEFAULT);
        let player = |color: Color| match self.choices.computer {
            Some(side) if side == color => Player::computer(level, None),
            _ => {
                Player::person(before[color].computer.is_none().then(|| before[color].name.clone()).flatten())
            }
        };
        ByColor::new(player(Color::Black), player(Color::White))
    }
}

/// A random start drawn with `seed`: eight moves from the standard start that a 6-ply search
/// finds within two discs of even, and the side to move there; none in a thousand draws: `None`.
pub fn random_start(seed: u64) -> Option<(crate::engine::position::Position, crate::engine::color::Color)> {
    use crate::search::opening::{Balance, balanced_opening};
    // A few plies deep, so that the balance check takes milliseconds.
    let balance = Balance { moves: 8, depth: 6, within: 200 };
    let mut searcher = crate::search::Searcher::new().with_table_bits(16);
    balanced_opening(&mut searcher, balance, &mut crate::search::random::SplitMix64(seed))
        .map(|opening| (opening.position, opening.to_move))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrows_go_through_every_choice_and_stop_at_the_ends() {
        let mut form = NewGameForm::new(Choices::default());
        form.change(1);
        assert_eq!(form.choices.computer, Some(Color::White));
        form.change(5);
        assert_eq!(form.choices.computer, Some(Color::Black), "the last of three");
        form.move_field(1);
        form.change(-30);
        assert_eq!(form.choices.level, 1);
        form.move_field(1);
        form.change(3);
        assert_eq!(form.choices.minutes, 5);
        form.move_field(10);
        assert_eq!(form.field, FIELDS - 1);
        assert_eq!(form.rows(Language::En)[9], ("Language".to_string(), "the system's (LANG)".to_string()));
        form.change(2);
        assert_eq!(
            (form.choices.language, form.rows(Language::En)[9].1.as_str()),
            (Some(Language::Nl), "Nederlands")
        );
        form.change(10);
        assert_eq!(form.choices.language, Some(Language::ZhHans), "the last language");
        form.change(-10);
        assert_eq!(form.choices.language, None, "the system's again");
        form.move_field(-1);
        assert_eq!(form.rows(Language::En)[8].1, "off");
        form.change(1);
        assert!(form.choices.learn_from_losses);
        assert_eq!(form.rows(Language::En)[8].1, "the book learns from the computer's losses");
        form.change(5);
        assert!(form.choices.learn_from_losses, "the last of two");
        form.move_field(-1);
        form.change(-3);
        assert_eq!(form.rows(Language::En)[7].1, "exact from 17 empties");
        form.change(-30);
        assert_eq!(form.choices.hint_exact_from, 8, "the least offered");
        form.move_field(-1);
        form.change(1);
        assert_eq!(form.rows(Language::En)[6].1, "14 plies", "even depths");
        form.change(-30);
        assert_eq!(form.choices.hint_depth, 2);
        form.move_field(-1);
        form.change(1);
        assert_eq!(form.choices.start, Start::Random);
        form.move_field(-1);
        form.change(2);
        assert_eq!(form.choices.handicap, 2);
        assert_eq!(form.rows(Language::En)[4].1, "(with the standard start)", "no corners on a random start");
        assert_eq!(form.rules().handicap().corners(), 0);
    }

    #[test]
    fn the_language_is_kept_by_its_code_and_none_is_not_written() {
        let german = Choices { language: Some(Language::De), ..Choices::default() };
        let json = serde_json::to_string(&german).unwrap();
        assert!(json.contains(r#""language":"de""#), "{json}");
        assert_eq!(serde_json::from_str::<Choices>(&json).unwrap(), german);
        assert!(!serde_json::to_string(&Choices::default()).unwrap().contains("language"));
        let old: Choices = serde_json::from_str(r#"{"level":9}"#).unwrap();
        assert_eq!((old.level, old.language), (9, None), "settings written before the language read");
    }

    #[test]
    fn the_form_makes_the_rules_and_players_it_shows() {
        let mut form = NewGameForm::new(Choices {
            computer: Some(Color::Black),
            level: 12,
            minutes: 10,
            increment: 5,
            handicap: 1,
            start: Start::Standard,
            ..Choices::default()
        });
        let rules = form.rules();
        let control = rules.time_control().unwrap();
        assert_eq!(
            (control.base[Color::White], control.increment),
            (Duration::from_secs(600), Duration::from_secs(5))
        );
        assert_eq!(
            (rules.handicap().corners(), rules.handicap().receiver()),
            (1, Color::White),
            "to the person"
        );
        assert_eq!(form.rows(Language::En)[4].1, "1 corner to white");
        let before = ByColor::new(Player::person(Some("Ann".into())), Player::person(Some("Ben".into())));
        let players = form.players(&before);
        assert_eq!(players[Color::Black].computer, Level::new(12));
        assert_eq!(players[Color::White].name.as_deref(), Some("Ben"), "the person keeps the name");
        form.choices.computer = None;
        assert_eq!(form.players(&before), before);
        assert_eq!(form.rows(Language::En)[1].1, "(against the computer)");
        form.choices.learn_from_losses = true;
        assert_eq!(form.rows(Language::En)[8].1, "(against the computer)");
        form.choices.computer = Some(Color::White);
        assert_eq!(
            form.rows(Language::En)[8].1,
            "on, from a standard start without handicap only",
            "1 corner given: nothing learned"
        );
        form.choices.handicap = 0;
        assert_eq!(form.rows(Language::En)[8].1, "the book learns from the computer's losses");
        form.choices.start = Start::Random;
        assert_eq!(form.rows(Language::En)[8].1, "on, from a standard start without handicap only");
    }
}
