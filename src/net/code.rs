//! The join code: 80 random bits from the operating system, written as four groups of four
//! letters and digits, and compared in constant time.

/// Letters and digits that cannot be misread for one another (Crockford's base 32, lowercase).
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";

/// A new join code such as `7kq2-mx9d-4hvf-rt3c`.
///
/// # Errors
/// The operating system could not give random bytes.
pub fn new_code() -> Result<String, String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness for a join code: {e}"))?;
    // Each byte gives 5 bits (256 is a multiple of 32, so every letter is as likely): 80 bits.
    let letters: Vec<char> = bytes.iter().map(|&b| char::from(ALPHABET[usize::from(b & 31)])).collect();
    Ok(letters.chunks(4).map(|group| group.iter().collect::<String>()).collect::<Vec<_>>().join("-"))
}

/// The code as compared: lowercase, without dashes or spaces.
fn normalised(code: &str) -> Vec<u8> {
    code.bytes().filter(|b| *b != b'-' && *b != b' ').map(|b| b.to_ascii_lowercase()).collect()
}

/// Whether `given` is the join code `expected`, dashes and case aside. The time taken does not
/// depend on where the two differ, so timing the answers tells nothing of the code.
pub fn code_matches(expected: &str, given: &str) -> bool {
    let (expected, given) = (normalised(expected), normalised(given));
    // Every code has the same length: the length tells nothing.
    if expected.len() != given.len() {
        return false;
    }
    let difference = expected.iter().zip(&given).fold(0u8, |acc, (a, b)| acc | (a ^ b));
    std::hint::black_box(difference) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_with_two_letters_swapped_does_not_match() {
        // Differences that would cancel out if they were combined by exclusive or.
        assert!(code_matches("7kq2-mx9d-4hvf-rt3c", "7kq2-mx9d-4hvf-rt3c"));
        assert!(!code_matches("7kq2-mx9d-4hvf-rt3c", "k7q2-mx9d-4hvf-rt3c"));
        assert!(!code_matches("7kq2-mx9d-4hvf-rt3c", "7kq2-mx9d-4hvf-rtc3"));
    }

    #[test]
    fn codes_are_long_random_and_read_in_groups() {
        let code = new_code().unwrap();
        assert_eq!(code.len(), 19, "{code}");
        assert_eq!(code.split('-').map(str::len).collect::<Vec<_>>(), [4, 4, 4, 4]);
        assert!(code.bytes().all(|b| b == b'-' || ALPHABET.contains(&b)), "{code}");
        let codes: std::collections::HashSet<String> = (0..50).map(|_| new_code().unwrap()).collect();
        assert_eq!(codes.len(), 50, "never the same twice");
    }

    #[test]
    fn a_code_matches_itself_typed_loosely_and_nothing_else() {
        let code = "7kq2-mx9d-4hvf-rt3c";
        assert!(code_matches(code, code));
        assert!(code_matches(code, "7KQ2 MX9D 4HVF RT3C"));
        assert!(code_matches(code, "7kq2mx9d4hvfrt3c"));
        assert!(!code_matches(code, "7kq2-mx9d-4hvf-rt3d"), "the last letter");
        assert!(!code_matches(code, "8kq2-mx9d-4hvf-rt3c"), "the first letter");
        assert!(!code_matches(code, "7kq2-mx9d-4hvf-rt3"), "one short");
        assert!(!code_matches(code, ""));
    }
}
