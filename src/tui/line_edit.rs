//! `LineEdit`: a one-line text box with a cursor, and the edits people expect of one (arrows,
//! Home and End, Backspace and Delete, Ctrl-U and Ctrl-W).

/// An edit of the text box.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edit {
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
    pub fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Insert(c) => {
                self.chars.insert(self.cursor, c);
                self.cursor += 1;
            }
            Edit::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                self.chars.remove(self.cursor);
            }
            Edit::Delete if self.cursor < self.chars.len() => {
                self.chars.remove(self.cursor);
            }
            Edit::Left => self.cursor = self.cursor.saturating_sub(1),
            Edit::Right => self.cursor = (self.cursor + 1).min(self.chars.len()),
            Edit::Home => self.cursor = 0,
            Edit::End => self.cursor = self.chars.len(),
            Edit::ClearToStart => {
                self.chars.drain(..self.cursor);
                self.cursor = 0;
            }
            Edit::DeleteWord => {
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
            Edit::Backspace | Edit::Delete => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edited(text: &str, edits: &[Edit]) -> (String, usize) {
        let mut line = LineEdit::new(text);
        for &edit in edits {
            line.apply(edit);
        }
        (line.text(), line.cursor())
    }

    #[test]
    fn every_edit_does_what_its_key_promises() {
        assert_eq!(edited("ab", &[Edit::Insert('c')]), ("abc".into(), 3));
        assert_eq!(edited("abc", &[Edit::Left, Edit::Left, Edit::Insert('x')]), ("axbc".into(), 2));
        assert_eq!(edited("abc", &[Edit::Home, Edit::Delete]), ("bc".into(), 0));
        assert_eq!(edited("abc", &[Edit::Home, Edit::Backspace]), ("abc".into(), 0));
        assert_eq!(edited("abc", &[Edit::Delete]), ("abc".into(), 3));
        assert_eq!(edited("abc", &[Edit::Backspace]), ("ab".into(), 2));
        assert_eq!(edited("abc", &[Edit::Home, Edit::Right, Edit::End, Edit::Right]), ("abc".into(), 3));
        assert_eq!(edited("abc", &[Edit::Left, Edit::ClearToStart]), ("c".into(), 0));
        assert_eq!(edited("~/games/final", &[Edit::DeleteWord]), ("~/games/".into(), 8));
        assert_eq!(edited("~/games/", &[Edit::DeleteWord]), ("~/".into(), 2));
        assert_eq!(edited("one two  ", &[Edit::DeleteWord]), ("one ".into(), 4));
        assert_eq!(edited("", &[Edit::DeleteWord, Edit::Left]), ("".into(), 0));
    }
}
