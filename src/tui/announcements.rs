//! What the status line says unasked: a forced pass, and who has a handicap game's corners.

use crate::engine::game::Turn;
use crate::tr;
use crate::words;

use super::app::{App, Notice};

impl App {
    /// Before the first move of a handicap game: who has the corners, said plainly when the
    /// computer has them (a weaker player usually gets them).
    pub(super) fn handicap_announcement(&self) -> Option<Notice> {
        if self.game().plies().len() > 0 {
            return None;
        }
        self.handicap_notice()
    }

    /// Who has the handicap corners, in a handicap game, whenever asked.
    pub(super) fn handicap_notice(&self) -> Option<Notice> {
        let handicap = self.game().rules().handicap();
        if handicap.corners() == 0 {
            return None;
        }
        let receiver = handicap.receiver();
        let player = &self.play.players()[receiver];
        let language = self.language();
        let name = words::titled(language, player, receiver);
        let corners = handicap.corners();
        let text = match player.computer {
            Some(_) => tr!(
                language,
                "handicap-to-computer",
                name = name,
                corners = corners,
                other = (!receiver).name()
            ),
            None => tr!(language, "handicap-to", name = name, corners = corners),
        };
        Some(Notice { text, warning: player.computer.is_some(), quoting: false })
    }

    /// "Black has no legal move and passes", if the last ply was a forced pass.
    pub(super) fn pass_announcement(&self) -> Option<Notice> {
        let ply = self.game().last_ply().filter(|ply| ply.turn == Turn::Pass)?;
        let side = words::side(self.language(), ply.color);
        Some(Notice { text: tr!(self.language(), "passes", side = side), ..Notice::default() })
    }
}
