//! Who plays a side, as a game records it: a person or the computer at a level, and the name
//! shown for it.

use crate::engine::color::Color;
use crate::search::level::Level;
use crate::text::printable;

/// Who plays one side of a game.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Player {
    /// The name given to the player, if any.
    pub name: Option<String>,
    /// The level the computer plays this side at, or `None` for a person.
    pub computer: Option<Level>,
}

impl Player {
    /// A person, named or not.
    pub fn person(name: Option<String>) -> Player {
        Player { name, computer: None }
    }

    /// The computer at `level`, named or not.
    pub fn computer(level: Level, name: Option<String>) -> Player {
        Player { name, computer: Some(level) }
    }

    /// The name to show, made printable: the one given, else "Computer (level N)" for the
    /// computer, else none.
    pub fn shown_name(&self) -> Option<String> {
        match (&self.name, self.computer) {
            (Some(name), _) => Some(printable(name)),
            (None, Some(level)) => Some(format!("Computer (level {})", level.number())),
            (None, None) => None,
        }
    }

    /// The name, or the side for a person without one: "Ann", "Computer (level 5)", "Black".
    pub fn name_or_side(&self, color: Color) -> String {
        self.shown_name().unwrap_or_else(|| color.to_string())
    }

    /// The side and the name: "Black (Ann)", "White (computer, level 5)", or "Black" (the
    /// computer's own name, "Computer (level 5)", would nest its brackets in the side's).
    pub fn titled(&self, color: Color) -> String {
        match (&self.name, self.computer) {
            (None, Some(level)) => format!("{color} (computer, level {})", level.number()),
            _ => match self.shown_name() {
                Some(name) => format!("{color} ({name})"),
                None => color.to_string(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_is_called_by_its_level_unless_named() {
        let level = Level::new(7).unwrap();
        assert_eq!(Player::computer(level, None).titled(Color::White), "White (computer, level 7)");
        assert_eq!(Player::computer(level, Some("Deep".into())).titled(Color::White), "White (Deep)");
        assert_eq!(Player::person(Some("A\u{1b}nn".into())).titled(Color::Black), "Black (A\\u{1b}nn)");
        assert_eq!(Player::person(None).titled(Color::Black), "Black");
        assert_eq!(Player::person(None).shown_name(), None);
    }
}
