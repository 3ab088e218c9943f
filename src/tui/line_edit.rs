//! `LineEdit`: a one-line text box with a cursor, and the edits people expect of one (arrows,
//! Home and End, Backspace and Delete, Ctrl-U and Ctrl-W).

/// An edit of the text box.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TextEdit {
    /// Type a character at the cursor.
    Insert(char),
    /// Delete the character before the cursor.
    Backspace,
    /// Delete the character under the cursor.
    Delete,
    /// Move left.
    Left,
    /// Move right.
    Right,
    /// Move to the start.
    Home,
    /// Move to the end.
    End,
    /// Delete from the start to the cursor.
    ClearToStart,
    /// Delete the word before the cursor (and the spaces or slashes after it).
    DeleteWord,
}

/// The text and the cursor, a position between characters (0 to the number of characters).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LineEdit {
    chars: Vec<char>,
    cursor: usize,
}

impl LineEdit {
    /// A box holding `text`, the cursor at its end.
    pub fn new(text: &str) -> LineEdit {
        let chars: Vec<char> = text.chars().collect();
        LineEdit { cursor: chars.len(), chars }
    }

    /// The text.
    pub fn text(&self) -> String {
        self.chars.iter().collect()
    }

    /// The cursor's position in characters.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Applies an edit.
    pub fn apply(&mut self, edit: TextEdit) {
        match edit {
            TextEdit::Insert(c) => {
                self.chars.insert(self.cursor, c);
                self.cursor += 1;
            }
            TextEdit::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                self.chars.remove(self.cursor);
            }
            TextEdit::Delete if self.cursor < self.chars.len() => {
                self.chars.remove(self.cursor);
            }
            TextEdit::Left => self.cursor = self.cursor.saturating_sub(1),
            TextEdit::Right => self.cursor = (self.cursor + 1).min(self.chars.len()),
            TextEdit::Home => self.cursor = 0,
            TextEdit::End => self.cursor = self.chars.len(),
            TextEdit::ClearToStart => {
                self.chars.drain(..self.cursor);
                self.cursor = 0;
            }
            TextEdit::DeleteWord => {
                let separator = |c: char| c.is_whitespace() || c == '/';
                let mut start = self.cursor;
                while start > 0 && separator(self.chars[start - 1]) {
                    start -= 1;
                }
                while start > 0 && !separator(self.chars[start - 1]) {
                    start -= 1;
                }
                self.chars.drain(start..self.cursor);
                self.cursor = start;
            }
            TextEdit::Backspace | TextEdit::Delete => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edited(text: &str, edits: &[TextEdit]) -> (String, usize) {
        let mut line = LineEdit::new(text);
        for &edit in edits {
            line.apply(edit);
        }
        (line.text(), line.cursor())
    }

    #[test]
    fn every_edit_does_what_its_key_promises() {
        assert_eq!(edited("ab", &[TextEdit::Insert('c')]), ("abc".into(), 3));
        assert_eq!(
            edited("abc", &[TextEdit::Left, TextEdit::Left, TextEdit::Insert('x')]),
            ("axbc".into(), 2)
        );
        assert_eq!(edited("abc", &[TextEdit::Home, TextEdit::Delete]), ("bc".into(), 0));
        assert_eq!(edited("abc", &[TextEdit::Home, TextEdit::Backspace]), ("abc".into(), 0));
        assert_eq!(edited("abc", &[TextEdit::Delete]), ("abc".into(), 3));
        assert_eq!(edited("abc", &[TextEdit::Backspace]), ("ab".into(), 2));
        assert_eq!(
            edited("abc", &[TextEdit::Home, TextEdit::Right, TextEdit::End, TextEdit::Right]),
            ("abc".into(), 3)
        );
        assert_eq!(edited("abc", &[TextEdit::Left, TextEdit::ClearToStart]), ("c".into(), 0));
        assert_eq!(edited("~/games/final", &[TextEdit::DeleteWord]), ("~/games/".into(), 8));
        assert_eq!(edited("~/games/", &[TextEdit::DeleteWord]), ("~/".into(), 2));
        assert_eq!(edited("one two  ", &[TextEdit::DeleteWord]), ("one ".into(), 4));
        assert_eq!(edited("", &[TextEdit::DeleteWord, TextEdit::Left]), ("".into(), 0));
    }
}
