//! The join code: a number and two words (`7-guitar-hamster`), said aloud or typed, read back
//! with its typos mended where only one word can have been meant. It keys the first exchange
//! (`secure`) and is never sent; the number alone names the meeting at a relay.

use std::fmt;

/// The words of codes: the EFF's short wordlist 2.0, whose words differ from one another in at
/// least three letters and in their first three, so that a word mistyped once is still known.
/// Its one word with a dash (`yo-yo`) is left out: dashes part the code.
fn words() -> impl Iterator<Item = &'static str> {
    diceware_wordlists::EFF_SHORT_WORDLIST_2_0.iter().copied().filter(|word| !word.contains('-'))
}

/// The numbers of codes, from 1 up to this.
const LARGEST_NUMBER: u16 = 999;

/// A join code: its number (1 to 999) and its two words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct JoinCode {
    number: u16,
    words: [&'static str; 2],
}

impl fmt::Display for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}-{}", self.number, self.words[0], self.words[1])
    }
}

/// Why what was typed is not a join code: each with what was typed (made printable).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CodeError {
    /// Not a number and two words.
    Shape(String),
    /// It does not begin with a number from 1 to 999.
    Number(String),
    /// This word is none of the codes'.
    Word(String),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Shape(typed) => {
                write!(f, "{typed} is not a join code: a code is a number and two words, as 7-guitar-hamster")
            }
            CodeError::Number(typed) => {
                write!(f, "{typed} is not a join code: it begins with a number from 1 to 999")
            }
            CodeError::Word(word) => {
                write!(f, "{word} is not a word of join codes: check the code the host shows")
            }
        }
    }
}

/// A word of the code read as another: what was typed, and the word it was taken for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Mended {
    /// What was typed.
    pub typed: String,
    /// The word it was taken for.
    pub word: &'static str,
}

/// A random number below `bound`, every one as likely as makes no difference: 64 random bits
/// taken modulo a bound of some thousands favour none by more than one part in 10^15.
fn random_below(bound: u32) -> Result<u32, String> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for a join code: {e}"))?;
    Ok(u32::try_from(u64::from_le_bytes(bytes) % u64::from(bound)).expect("below a u32 bound"))
}

fn random_word() -> Result<&'static str, String> {
    let count = u32::try_from(words().count()).expect("a list of some thousand words");
    let at = random_below(count)?;
    Ok(words().nth(at as usize).expect("a number below the count"))
}

impl JoinCode {
    /// A new code: a number and two words drawn from the operating system's randomness.
    ///
    /// # Errors
    /// The operating system could not give random bytes.
    pub fn new() -> Result<JoinCode, String> {
        let number = u16::try_from(random_below(u32::from(LARGEST_NUMBER))? + 1).expect("at most 999");
        JoinCode::with_number(number)
    }

    /// A new code with this one's number and new words: at a relay it meets where this one did.
    ///
    /// # Errors
    /// The operating system could not give random bytes.
    pub fn renewed(&self) -> Result<JoinCode, String> {
        JoinCode::with_number(self.number)
    }

    fn with_number(number: u16) -> Result<JoinCode, String> {
        Ok(JoinCode { number, words: [random_word()?, random_word()?] })
    }

    /// The number, which names the meeting at a relay (it is not secret there).
    pub fn number(&self) -> u16 {
        self.number
    }

    /// Reads a code as a person typed it: dashes or spaces between the parts, any case, each word
    /// whole, by its first three letters or more, or with one slip (a letter wrong, missing, added
    /// or two swapped) if only one word is that close. Returns the code and the words mended.
    ///
    /// # Errors
    /// Not a number and two words, or a word that is none of the code's.
    pub fn read(typed: &str) -> Result<(JoinCode, Vec<Mended>), CodeError> {
        let lower = typed.to_lowercase();
        let parts: Vec<&str> = lower.split(['-', ' ']).filter(|part| !part.is_empty()).collect();
        let shown = crate::text::printable(typed);
        let [number, first, second] = parts[..] else {
            return Err(CodeError::Shape(shown));
        };
        let number = number
            .parse::<u16>()
            .ok()
            .filter(|number| (1..=LARGEST_NUMBER).contains(number))
            .ok_or_else(|| CodeError::Number(shown.clone()))?;
        let mut mended = Vec::new();
        let mut word = |typed: &str| -> Result<&'static str, CodeError> {
            let (word, exact) =
                known_word(typed).ok_or_else(|| CodeError::Word(crate::text::printable(typed)))?;
            if !exact {
                mended.push(Mended { typed: typed.to_string(), word });
            }
            Ok(word)
        };
        let words = [word(first)?, word(second)?];
        Ok((JoinCode { number, words }, mended))
    }

    /// The password of the exchange it keys: the code as shown.
    pub(super) fn password(&self) -> Vec<u8> {
        self.to_string().into_bytes()
    }
}

/// The code's word `typed` stands for, and whether it was typed whole: whole, or the one word
/// it begins (three letters or more) or is a slip away from; when two could be meant, none.
fn known_word(typed: &str) -> Option<(&'static str, bool)> {
    if let Some(word) = words().find(|word| *word == typed) {
        return Some((word, true));
    }
    // A word one slip away is at most one letter longer or shorter: only those are measured.
    let near = |word: &str| word.len().abs_diff(typed.len()) <= 1 && slips(typed, word) <= 1;
    let mut meant = words().filter(|word| (typed.len() >= 3 && word.starts_with(typed)) || near(word));
    match (meant.next(), meant.next()) {
        (Some(word), None) => Some((word, false)),
        _ => None,
    }
}

/// How many slips make `typed` of `word`: letters changed, missing, added, or two side by side
/// swapped (the optimal string alignment distance).
fn slips(typed: &str, word: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (typed.chars().collect(), word.chars().collect());
    // at(i, j): the slips between a's first i letters and b's first j, row by row.
    let width = b.len() + 1;
    let mut table = vec![0usize; (a.len() + 1) * width];
    let at = |i: usize, j: usize| i * width + j;
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            table[at(i, j)] = if i == 0 || j == 0 {
                i + j
            } else {
                let changed = usize::from(a[i - 1] != b[j - 1]);
                let mut best = (table[at(i - 1, j)] + 1)
                    .min(table[at(i, j - 1)] + 1)
                    .min(table[at(i - 1, j - 1)] + changed);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = best.min(table[at(i - 2, j - 2)] + 1);
                }
                best
            };
        }
    }
    table[at(a.len(), b.len())]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_a_number_and_two_words_of_the_list_and_read_back_as_they_are_shown() {
        let codes: Vec<JoinCode> = (0..200).map(|_| JoinCode::new().unwrap()).collect();
        for code in &codes {
            let shown = code.to_string();
            let parts: Vec<&str> = shown.split('-').collect();
            assert_eq!(parts.len(), 3, "{shown}");
            assert!((1..=999).contains(&parts[0].parse::<u16>().unwrap()), "{shown}");
            assert!(parts[1..].iter().all(|word| words().any(|known| known == *word)), "{shown}");
            assert_eq!(JoinCode::read(&shown).unwrap(), (*code, vec![]));
        }
        let distinct: std::collections::HashSet<String> = codes.iter().map(ToString::to_string).collect();
        assert!(distinct.len() >= 199, "random codes: {} distinct of 200", distinct.len());
        let numbers: std::collections::HashSet<u16> = codes.iter().map(JoinCode::number).collect();
        assert!(numbers.len() > 150, "numbers drawn across 1-999: {}", numbers.len());
    }

    #[test]
    fn the_words_are_many_and_a_beginning_or_one_slip_never_makes_another() {
        let list: Vec<&str> = words().collect();
        assert_eq!(list.len(), 1295);
        assert!(list.iter().all(|word| word.len() >= 3 && word.bytes().all(|b| b.is_ascii_lowercase())));
        let (mut mended, mut refused) = (0, 0);
        for word in list.iter().step_by(9) {
            let letters: Vec<char> = word.chars().collect();
            // Its beginnings, then its slips: each the word itself, or refused.
            let mut slipped: Vec<Vec<char>> = (3..letters.len()).map(|end| letters[..end].to_vec()).collect();
            for at in 0..letters.len() {
                let mut changed = letters.clone();
                changed[at] = if letters[at] == 'q' { 'x' } else { 'q' };
                slipped.push(changed);
                let mut missing = letters.clone();
                missing.remove(at);
                slipped.push(missing);
                if at + 1 < letters.len() {
                    let mut swapped = letters.clone();
                    swapped.swap(at, at + 1);
                    slipped.push(swapped);
                }
            }
            for typed in slipped {
                let typed: String = typed.into_iter().collect();
                match known_word(&typed) {
                    Some((found, _)) => {
                        assert!(found == *word || typed == *word, "{typed} read as {found}, not {word}");
                        mended += 1;
                    }
                    None => refused += 1,
                }
            }
        }
        // Where two words are a slip from what was typed, it is refused rather than guessed.
        assert!(refused * 50 < mended, "mended {mended}, refused {refused}");
    }

    #[test]
    fn a_code_is_read_however_it_is_typed_and_its_slips_mended_and_told() {
        let code = |text: &str| JoinCode::read(text).map(|(code, mended)| (code.to_string(), mended));
        let plain = || ("7-guitar-zebra".to_string(), vec![]);
        assert_eq!(code("7-guitar-zebra"), Ok(plain()));
        assert_eq!(code("  7 GUITAR  zebra "), Ok(plain()));
        assert_eq!(code("7--guitar--zebra"), Ok(plain()));
        let mend = |typed: &str, word| Mended { typed: typed.into(), word };
        assert_eq!(
            code("7-gui-zeb"),
            Ok(("7-guitar-zebra".into(), vec![mend("gui", "guitar"), mend("zeb", "zebra")]))
        );
        assert_eq!(code("7-gutiar-zebra"), Ok(("7-guitar-zebra".into(), vec![mend("gutiar", "guitar")])));
        assert_eq!(
            code("7-guitr-zebr"),
            Ok(("7-guitar-zebra".into(), vec![mend("guitr", "guitar"), mend("zebr", "zebra")]))
        );
        assert_eq!(code("7-guitarr-zebra").unwrap().0, "7-guitar-zebra");
        assert_eq!(code("7-guitar-zebre").unwrap().0, "7-guitar-zebra");
    }

    #[test]
    fn what_is_not_a_code_is_told_in_words() {
        for (typed, told) in [
            ("7-guitar", "a number and two words"),
            ("7-guitar-zebra-atlas", "a number and two words"),
            ("", "a number and two words"),
            ("guitar-7-zebra", "a number from 1 to 999"),
            ("0-guitar-zebra", "a number from 1 to 999"),
            ("1000-guitar-zebra", "a number from 1 to 999"),
            ("7-gxxxar-zebra", "gxxxar is not a word of join codes"),
            ("7-guitar-zz", "zz is not a word of join codes"),
            ("7kq2-mx9d-4hvf", "a number from 1 to 999"),
            ("7kq2-mx9d-4hvf-rt3c", "a number and two words"),
        ] {
            let error = JoinCode::read(typed).unwrap_err().to_string();
            assert!(error.contains(told), "{typed}: {error}");
        }
        assert!(!JoinCode::read("7-gui\x1b[2Jtar-zebra").unwrap_err().to_string().contains('\x1b'));
    }

    #[test]
    fn a_renewed_code_keeps_its_number_and_draws_new_words() {
        let code = JoinCode::read("42-guitar-zebra").unwrap().0;
        let renewed: Vec<JoinCode> = (0..20).map(|_| code.renewed().unwrap()).collect();
        assert!(renewed.iter().all(|new| new.number() == 42));
        assert!(renewed.iter().any(|new| new.words != code.words));
    }

    #[test]
    fn slips_count_changes_gaps_additions_and_swaps() {
        assert_eq!(slips("guitar", "guitar"), 0);
        assert_eq!(slips("gutiar", "guitar"), 1);
        assert_eq!(slips("guitr", "guitar"), 1);
        assert_eq!(slips("guitaar", "guitar"), 1);
        assert_eq!(slips("quitar", "guitar"), 1);
        assert_eq!(slips("", "abc"), 3);
        assert_eq!(slips("abc", ""), 3);
        assert_eq!(slips("ca", "abc"), 3);
        assert_eq!(slips("kitten", "sitting"), 3);
    }
}
