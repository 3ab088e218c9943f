//! Text from files and arguments made safe to print (control characters escaped, echoed input
//! cut), counted nouns written as people write them, and paragraphs set to a width.

/// How many characters of a user's input an error message repeats.
pub const ECHO_LIMIT: usize = 40;

/// `text` with every control character (C0 and C1 controls, DEL, line breaks) written as an
/// escape such as `\u{1b}`, so that nothing from a file or an argument can move the cursor,
/// change colours or retitle the terminal.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() || is_bidi_control(c) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `c` changes the direction of the text around it (the embeddings, overrides and
/// isolates of Unicode's bidirectional algorithm, and its marks): a name holding U+202E would
/// print what follows it backwards.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// JSON for a terminal: the characters a JSON writer leaves raw that a terminal may act on (DEL,
/// the C1 controls such as U+009B, read as CSI, and the bidirectional controls) written as
/// `\uXXXX` escapes, which read back as the same text.
pub fn terminal_safe_json(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if ('\u{7f}'..='\u{9f}').contains(&c) || is_bidi_control(c) {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

/// `text` cut to at most `max` characters, with `...` marking the cut (as the engine cuts the
/// input its errors repeat).
pub fn clip(text: &str, max: usize) -> String {
    crate::engine::square::clipped(text, max)
}

/// A user's input as an error message repeats it: cut to [`ECHO_LIMIT`] characters, made
/// printable.
pub fn echo(text: &str) -> String {
    printable(&clip(text, ECHO_LIMIT))
}

/// Several lines of our own text with others' text inside: each line made printable, the line
/// breaks kept.
pub fn printable_lines(text: &str) -> String {
    let mut out: Vec<String> = text.split('\n').map(printable).collect();
    if text.ends_with('\n') {
        out.pop();
        out.push(String::new());
    }
    out.join("\n")
}

/// `text` and spaces after it to `width` columns (a character of an East Asian script takes two).
pub fn pad_right(text: &str, width: usize) -> String {
    let shown = textwrap::core::display_width(text);
    format!("{text}{}", " ".repeat(width.saturating_sub(shown)))
}

/// Spaces and `text` after them, to `width` columns.
pub fn pad_left(text: &str, width: usize) -> String {
    let shown = textwrap::core::display_width(text);
    format!("{}{text}", " ".repeat(width.saturating_sub(shown)))
}

/// `n` and the noun for it, singular for one: `count(1, "disc", "discs")` is `1 disc`.
pub fn count(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `n` with a comma every three digits: `127,475`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `text` set in lines at most `width` columns wide, each begun with `indent`: broken at spaces
/// (not at no-break spaces),
/// and between the characters of Chinese text (which has no spaces), never before its closing
/// punctuation nor after its opening one.
pub fn wrap(text: &str, width: usize, indent: &str) -> Vec<String> {
    let options = textwrap::Options::new(width)
        .initial_indent(indent)
        .subsequent_indent(indent)
        .word_separator(textwrap::WordSeparator::Custom(wide_words))
        // A word breaks at the edge only when it is longer than a line, never at its hyphens:
        // `C-squares` and `new-game` stay whole.
        .word_splitter(textwrap::WordSplitter::NoHyphenation);
    textwrap::wrap(text, options).into_iter().map(std::borrow::Cow::into_owned).collect()
}

/// The words of `text` where a line may break after each, as [`wrap`] finds them, each with
/// whether a space follows it: between two Chinese characters a line breaks with no space.
pub fn breakable_words(text: &str) -> Vec<(&str, bool)> {
    wide_words(text)
        .map(|word| (word.word, !word.whitespace.is_empty()))
        .filter(|(word, _)| !word.is_empty())
        .collect()
}

/// The words of `line` for [`wrap`]: runs between spaces, and each wide (Chinese) character a
/// word of its own, with the closing punctuation after it.
fn wide_words(line: &str) -> Box<dyn Iterator<Item = textwrap::core::Word<'_>> + '_> {
    let wide = |c: char| textwrap::core::display_width(c.encode_utf8(&mut [0; 4])) >= 2;
    let closing = |c: char| "，。、：；！？）」』】》〉,.;:!?)".contains(c);
    let opening = |c: char| "（「『【《〈(".contains(c);
    let mut starts = vec![0];
    let mut previous: Option<char> = None;
    for (at, c) in line.char_indices() {
        if let Some(before) = previous {
            // Only a plain space breaks: a no-break space (French puts one before `:`) does not.
            let after_space = before == ' ' && c != ' ';
            let between_wide =
                c != ' ' && before != ' ' && (wide(c) || wide(before)) && !closing(c) && !opening(before);
            if after_space || between_wide {
                starts.push(at);
            }
        }
        previous = Some(c);
    }
    starts.push(line.len());
    let words: Vec<_> =
        starts.windows(2).map(|pair| textwrap::core::Word::from(&line[pair[0]..pair[1]])).collect();
    Box::new(words.into_iter())
}

#[cfg(test)]
mod tests {
    #[test]
    fn json_keeps_its_text_but_not_what_a_terminal_would_act_on() {
        let name = "Ann\u{7f}\u{9b}31m\u{202e}olleh";
        let json = serde_json::to_string(&name).unwrap();
        let safe = terminal_safe_json(&json);
        assert!(!safe.chars().any(|c| c.is_control() || ('\u{202a}'..='\u{202e}').contains(&c)), "{safe}");
        assert_eq!(serde_json::from_str::<String>(&safe).unwrap(), name, "the same text read back");
        assert_eq!(printable("a\u{202e}b"), "a\\u{202e}b");
    }

    use super::*;

    #[test]
    fn thousands_are_marked_every_three_digits() {
        let marked: Vec<String> = [0, 7, 999, 1000, 82_871, 127_475, 1_234_567].map(thousands).to_vec();
        assert_eq!(marked, ["0", "7", "999", "1,000", "82,871", "127,475", "1,234,567"]);
    }

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(printable("Ann\x1b]0;pwned\x07 Ø"), "Ann\\u{1b}]0;pwned\\u{7} Ø");
        assert_eq!(printable("a\nb\u{9b}c\x7f"), "a\\u{a}b\\u{9b}c\\u{7f}");
        assert_eq!(printable_lines("one\x1b\ntwo\n"), "one\\u{1b}\ntwo\n");
    }

    #[test]
    fn long_input_is_cut() {
        assert_eq!(clip("abcdef", 6), "abcdef");
        assert_eq!(clip("abcdefg", 6), "abc...");
        let echoed = echo(&"f5".repeat(1000));
        assert_eq!(echoed.chars().count(), ECHO_LIMIT);
        assert!(echoed.ends_with("..."));
    }

    #[test]
    fn paragraphs_wrap_at_spaces_and_between_chinese_characters_but_not_before_punctuation() {
        let french = "Les colonnes vont de a à h, les rangées de 1 à 8 de haut en bas\u{a0}: a1 est le coin";
        for width in 10..40 {
            let lines = wrap(french, width, "  ");
            assert!(lines.iter().all(|line| textwrap::core::display_width(line) <= width), "{lines:?}");
            assert!(lines.iter().all(|line| !line.trim_start().starts_with(':')), "{lines:?}");
            assert_eq!(lines.concat().replace(' ', ""), french.replace(' ', ""), "nothing lost");
        }
        let chinese = "兩位玩家執黑與執白，在 8×8 格的棋盤上對弈，棋子一面黑、一面白。";
        for width in 8..30 {
            let lines = wrap(chinese, width, "");
            assert!(lines.iter().all(|line| textwrap::core::display_width(line) <= width), "{lines:?}");
            assert!(lines.iter().skip(1).all(|line| !line.starts_with(['，', '。', '、'])), "{lines:?}");
            assert_eq!(lines.concat().replace(' ', ""), chinese.replace(' ', ""));
        }
        assert!(wrap(chinese, 12, "").len() >= 5, "broken between characters, not kept whole");
        // A square's name after a Chinese character with no space between: a break may come there.
        assert_eq!(wrap("黑子在d5", 6, ""), ["黑子在", "d5"]);
        assert_eq!(wrap("d5黑子在", 6, ""), ["d5黑子", "在"]);
    }
}
