//! The weights file of the learned evaluation: a small header, then each stage's parameters as
//! little-endian `i16`, in hundredths of a disc.

use std::fmt;

use super::patterns::STAGES;

/// What a weights file starts with.
const MAGIC: &[u8; 4] = b"OTHW";
/// The version of the format.
const VERSION: u8 = 1;
/// The length of the header: magic, version, stages, two spare bytes, parameters per stage.
const HEADER: usize = 12;

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// It does not start like a weights file of this version.
    NotWeights,
    /// It was made for other patterns or stages.
    Mismatch {
        /// Stages and parameters per stage in the file.
        found: (usize, usize),
        /// What the evaluation has.
        expected: (usize, usize),
    },
    /// It is shorter or longer than its header says.
    WrongLength,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::NotWeights => write!(f, "not a weights file (version {VERSION})"),
            WeightsError::Mismatch { found, expected } => write!(
                f,
                "weights for {} stages of {} parameters, but the evaluation has {} of {}",
                found.0, found.1, expected.0, expected.1
            ),
            WeightsError::WrongLength => write!(f, "the weights file is cut short or too long"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// The bytes of a weights file holding `stages` (each with the same number of parameters).
pub fn encode(stages: &[Vec<i16>]) -> Vec<u8> {
    let parameters = stages.first().map_or(0, Vec::len);
    let mut bytes = Vec::with_capacity(HEADER + 2 * parameters * stages.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&[VERSION, stages.len() as u8, 0, 0]);
    bytes.extend_from_slice(&(parameters as u32).to_le_bytes());
    for stage in stages {
        debug_assert_eq!(stage.len(), parameters);
        bytes.extend(stage.iter().flat_map(|w| w.to_le_bytes()));
    }
    bytes
}

/// The stages of a weights file, which must have [`STAGES`] stages of `parameters` each.
pub fn decode(bytes: &[u8], parameters: usize) -> Result<Vec<Vec<i16>>, WeightsError> {
    if bytes.len() < HEADER || &bytes[..4] != MAGIC || bytes[4] != VERSION {
        return Err(WeightsError::NotWeights);
    }
    let stages = usize::from(bytes[5]);
    let per_stage = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize;
    if (stages, per_stage) != (STAGES, parameters) {
        return Err(WeightsError::Mismatch { found: (stages, per_stage), expected: (STAGES, parameters) });
    }
    let body = &bytes[HEADER..];
    if body.len() != 2 * stages * per_stage {
        return Err(WeightsError::WrongLength);
    }
    Ok(body
        .chunks_exact(2 * per_stage)
        .map(|stage| stage.chunks_exact(2).map(|w| i16::from_le_bytes([w[0], w[1]])).collect())
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_come_back_as_they_were_written() {
        let stages: Vec<Vec<i16>> =
            (0..STAGES as i16).map(|s| vec![s, -s * 300, i16::MAX, i16::MIN]).collect();
        assert_eq!(decode(&encode(&stages), 4), Ok(stages));
    }

    #[test]
    fn files_that_do_not_fit_are_refused() {
        let stages: Vec<Vec<i16>> = vec![vec![1, 2, 3]; STAGES];
        let bytes = encode(&stages);
        assert_eq!(
            decode(&bytes, 4),
            Err(WeightsError::Mismatch { found: (STAGES, 3), expected: (STAGES, 4) })
        );
        assert_eq!(decode(&bytes[..bytes.len() - 1], 3), Err(WeightsError::WrongLength));
        assert_eq!(decode(&[bytes.as_slice(), &[0, 0]].concat(), 3), Err(WeightsError::WrongLength));
        assert_eq!(decode(b"OTHX", 3), Err(WeightsError::NotWeights));
        let mut other_version = bytes.clone();
        other_version[4] = 2;
        assert_eq!(decode(&other_version, 3), Err(WeightsError::NotWeights));
        let short: Vec<Vec<i16>> = vec![vec![1, 2, 3]; STAGES - 1];
        assert!(matches!(decode(&encode(&short), 3), Err(WeightsError::Mismatch { .. })));
        // Cut inside the header, or right after it.
        for cut in [0, 2, 5, 11] {
            assert_eq!(decode(&bytes[..cut], 3), Err(WeightsError::NotWeights), "cut at {cut}");
        }
        assert_eq!(decode(&bytes[..HEADER], 3), Err(WeightsError::WrongLength));
    }

    #[test]
    fn refusals_say_why() {
        let mismatch = WeightsError::Mismatch { found: (15, 3), expected: (15, 4) };
        assert_eq!(
            mismatch.to_string(),
            "weights for 15 stages of 3 parameters, but the evaluation has 15 of 4"
        );
        assert!(WeightsError::NotWeights.to_string().contains("not a weights file"));
        assert!(WeightsError::WrongLength.to_string().contains("cut short"));
    }
}
