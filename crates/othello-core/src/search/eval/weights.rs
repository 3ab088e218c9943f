//! The weights file of the learned evaluation: a small header, then each stage's parameters as
//! little-endian `i16`, in hundredths of a disc.

use std::fmt;

use super::layout::{Kind, Layout};
use super::patterns::STAGES;

/// What a weights file starts with.
const MAGIC: &[u8; 4] = b"OTHW";
/// The version of the format, which says the kind of weights: 1 antisymmetric, 2 sided.
const VERSIONS: [(u8, Kind); 2] = [(1, Kind::Antisymmetric), (2, Kind::Sided)];
/// The length of the header: magic, version, stages, two spare bytes, parameters per stage.
const HEADER: usize = 12;

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// It does not start like a weights file of a known version.
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
            WeightsError::NotWeights => write!(f, "not a weights file (version 1 or 2)"),
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

/// The bytes of a weights file holding `stages` of weights of `kind` (each stage with the same
/// number of parameters).
pub fn encode(kind: Kind, stages: &[Vec<i16>]) -> Vec<u8> {
    let parameters = stages.first().map_or(0, Vec::len);
    let mut bytes = Vec::with_capacity(HEADER + 2 * parameters * stages.len());
    bytes.extend_from_slice(MAGIC);
    let version = VERSIONS.iter().find(|(_, k)| *k == kind).map_or(0, |(v, _)| *v);
    bytes.extend_from_slice(&[version, stages.len() as u8, 0, 0]);
    bytes.extend_from_slice(&(parameters as u32).to_le_bytes());
    for stage in stages {
        debug_assert_eq!(stage.len(), parameters);
        bytes.extend(stage.iter().flat_map(|w| w.to_le_bytes()));
    }
    bytes
}

/// The kind and stages of a weights file, which must have [`STAGES`] stages of as many
/// parameters as its kind's layout.
///
/// # Errors
/// A [`WeightsError`] for a file that is not weights, of an unknown kind, or whose stages do
/// not have the parameters the kind has.
pub fn decode(bytes: &[u8]) -> Result<(Kind, Vec<Vec<i16>>), WeightsError> {
    decode_with(bytes, |kind| Layout::get(kind).parameter_count())
}

/// `decode`, with the parameters a stage of each kind has.
fn decode_with(
    bytes: &[u8],
    parameters: impl Fn(Kind) -> usize,
) -> Result<(Kind, Vec<Vec<i16>>), WeightsError> {
    if bytes.len() < HEADER || &bytes[..4] != MAGIC {
        return Err(WeightsError::NotWeights);
    }
    let Some(&(_, kind)) = VERSIONS.iter().find(|(v, _)| *v == bytes[4]) else {
        return Err(WeightsError::NotWeights);
    };
    let parameters = parameters(kind);
    let stages = usize::from(bytes[5]);
    let per_stage = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize;
    if (stages, per_stage) != (STAGES, parameters) {
        return Err(WeightsError::Mismatch { found: (stages, per_stage), expected: (STAGES, parameters) });
    }
    let body = &bytes[HEADER..];
    if body.len() != 2 * stages * per_stage {
        return Err(WeightsError::WrongLength);
    }
    Ok((
        kind,
        body.chunks_exact(2 * per_stage)
            .map(|stage| stage.chunks_exact(2).map(|w| i16::from_le_bytes([w[0], w[1]])).collect())
            .collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_come_back_as_they_were_written() {
        let stages: Vec<Vec<i16>> =
            (0..STAGES as i16).map(|s| vec![s, -s * 300, i16::MAX, i16::MIN]).collect();
        let four = |_| 4;
        assert_eq!(decode_with(&encode(Kind::Sided, &stages), four), Ok((Kind::Sided, stages.clone())));
        assert_eq!(
            decode_with(&encode(Kind::Antisymmetric, &stages), four),
            Ok((Kind::Antisymmetric, stages))
        );
    }

    #[test]
    fn each_kind_has_its_own_count_of_parameters() {
        let sided = |kind| if kind == Kind::Sided { 3 } else { 2 };
        let stages: Vec<Vec<i16>> = vec![vec![1, 2, 3]; STAGES];
        assert!(decode_with(&encode(Kind::Sided, &stages), sided).is_ok());
        assert!(matches!(
            decode_with(&encode(Kind::Antisymmetric, &stages), sided),
            Err(WeightsError::Mismatch { found: (STAGES, 3), expected: (STAGES, 2) })
        ));
    }

    #[test]
    fn files_that_do_not_fit_are_refused() {
        let stages: Vec<Vec<i16>> = vec![vec![1, 2, 3]; STAGES];
        let bytes = encode(Kind::Sided, &stages);
        let decode = |bytes: &[u8], parameters: usize| decode_with(bytes, |_| parameters);
        assert_eq!(
            decode(&bytes, 4),
            Err(WeightsError::Mismatch { found: (STAGES, 3), expected: (STAGES, 4) })
        );
        assert_eq!(decode(&bytes[..bytes.len() - 1], 3), Err(WeightsError::WrongLength));
        assert_eq!(decode(&[bytes.as_slice(), &[0, 0]].concat(), 3), Err(WeightsError::WrongLength));
        assert_eq!(decode(b"OTHX", 3), Err(WeightsError::NotWeights));
        let mut other_version = bytes.clone();
        other_version[4] = 3;
        assert_eq!(decode(&other_version, 3), Err(WeightsError::NotWeights));
        let short: Vec<Vec<i16>> = vec![vec![1, 2, 3]; STAGES - 1];
        assert!(matches!(decode(&encode(Kind::Sided, &short), 3), Err(WeightsError::Mismatch { .. })));
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
