//! The join code: 80 random bits from the operating system, written as four groups of four
//! letters and digits. It keys the connection's encryption (`secure`) and is never sent.

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

/// The code as the game's key is made from it: lowercase, without dashes or spaces.
pub(super) fn normalised(code: &str) -> Vec<u8> {
    code.bytes().filter(|b| *b != b'-' && *b != b' ').map(|b| b.to_ascii_lowercase()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_long_random_and_read_in_groups() {
        let code = new_code().unwrap();
        assert_eq!(code.len(), 19, "{code}");
        assert_eq!(code.split('-').map(str::len).collect::<Vec<_>>(), [4, 4, 4, 4]);
        assert!(code.bytes().all(|b| b == b'-' || ALPHABET.contains(&b)), "{code}");
        let codes: std::collections::HashSet<String> = (0..50).map(|_| new_code().unwrap()).collect();
        assert_eq!(codes.len(), 50, "never the same twice");
    }
}
