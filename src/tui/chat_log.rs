//! `ChatLog`: what was said over the network, both ways, kept for the session so that a line
//! is not lost when the next event takes the status line (`w` shows it).

use crate::text::printable;

/// The most lines kept: the oldest go first.
pub const MAX_LINES: usize = 500;

/// One line of chat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChatLine {
    /// Who said it: `You`, or the other player's name or colour.
    pub speaker: String,
    /// What they said, as typed (its control characters written out).
    pub text: String,
}

/// What was said, oldest first.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ChatLog {
    lines: Vec<ChatLine>,
}

impl ChatLog {
    /// Keeps a line said by `speaker`, both made printable (control characters written out,
    /// as the status line writes them).
    pub fn push(&mut self, speaker: &str, text: &str) {
        if self.lines.len() == MAX_LINES {
            self.lines.remove(0);
        }
        self.lines.push(ChatLine { speaker: printable(speaker), text: printable(text) });
    }

    /// The lines, oldest first.
    pub fn lines(&self) -> &[ChatLine] {
        &self.lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_kept_in_order_printable_and_the_oldest_go_first() {
        let mut log = ChatLog::default();
        log.push("Ann", "good luck!\x1b[2J");
        log.push("You", "thanks");
        assert_eq!(log.lines()[0], ChatLine { speaker: "Ann".into(), text: "good luck!\\u{1b}[2J".into() });
        assert_eq!(log.lines()[1].text, "thanks");
        for n in 0..MAX_LINES {
            log.push("You", &n.to_string());
        }
        assert_eq!(log.lines().len(), MAX_LINES);
        assert_eq!(log.lines()[0].text, "0");
    }
}
