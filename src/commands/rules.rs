//! `othello rules`: the rules of the game in the player's language, in the project's own words,
//! wrapped to the terminal's width.

use super::{Failure, print};
use crate::i18n::Language;

/// The widest the text is set, even on a wider terminal: lines longer than this are hard to read.
const MEASURE: usize = 80;

/// The rules in `language`, set `width` columns wide: the title, then each section's heading
/// and its paragraph, indented.
pub fn text(language: Language, width: usize) -> String {
    let width = width.clamp(20, MEASURE);
    let (title, sections) = language.rules();
    let mut out = format!("{title}\n");
    for (heading, body) in sections {
        out.push_str(&format!("\n{heading}\n"));
        for line in crate::text::wrap(&body, width, "  ") {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// Prints the rules in `language` (see [`super::language`]), to the terminal's width.
pub fn run(language: Language) -> Result<(), Failure> {
    let width = ratatui::crossterm::terminal::size().map_or(MEASURE, |(columns, _)| usize::from(columns));
    print(text(language, width).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::RULES_SECTIONS;

    #[test]
    fn every_line_fits_the_width_in_every_language_and_every_section_is_there() {
        for language in Language::ALL {
            let text = text(language, 40);
            for line in text.lines() {
                let width = textwrap::core::display_width(line);
                assert!(width <= 40, "{language:?}: {width} columns: {line}");
            }
            for id in std::iter::once("rules-title").chain(RULES_SECTIONS) {
                assert!(text.contains(&language.message(id)), "{language:?} {id}");
            }
        }
    }
}
