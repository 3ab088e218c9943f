//! Principal variations: the line below each node of the search path, collected where a node's
//! value falls inside its window (so that a line always leads to the value it came with), and
//! a line that reached the exact solve carried on to the end of the game by proving each move.

/// A line of moves (square indices, passes left out), at most one a square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Line {
    moves: [u8; 64],
    len: u8,
}

impl Line {
    /// No move.
    pub const EMPTY: Line = Line { moves: [0; 64], len: 0 };

    /// `first`, then `rest`.
    #[inline(always)]
    pub fn with_first(first: u8, rest: &Line) -> Line {
        let mut line = Line::EMPTY;
        line.moves[0] = first;
        let tail = usize::from(rest.len).min(63);
        line.moves[1..=tail].copy_from_slice(&rest.moves[..tail]);
        line.len = tail as u8 + 1;
        line
    }

    /// The moves.
    pub fn moves(&self) -> &[u8] {
        &self.moves[..usize::from(self.len)]
    }

    /// Adds a move at the end (beyond one a square, nothing: no game has more).
    pub fn push(&mut self, square: u8) {
        if usize::from(self.len) < self.moves.len() {
            self.moves[usize::from(self.len)] = square;
            self.len += 1;
        }
    }
}

/// The line below each node of the path searched, by the node's number of empties: every node
/// of a path has one empty fewer than the one above it, except after a pass, whose line (a
/// pass is not written) is the same as the next node's.
pub struct Lines {
    below: [Line; 65],
}

impl Lines {
    /// No lines yet.
    pub fn new() -> Box<Lines> {
        Box::new(Lines { below: [Line::EMPTY; 65] })
    }

    /// The node with `empties` empties has no line (yet): a leaf, or a value found without
    /// searching its moves.
    #[inline(always)]
    pub fn clear(&mut self, empties: u32) {
        self.below[empties as usize].len = 0;
    }

    /// The node with `empties` empties plays `square`, then the line the node below it found.
    #[inline(always)]
    pub fn extend(&mut self, empties: u32, square: u8) {
        let e = empties as usize;
        self.below[e] = Line::with_first(square, &self.below[e - 1]);
    }

    /// The line of the node with `empties` empties.
    pub fn get(&self, empties: u32) -> &Line {
        &self.below[empties as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_takes_its_move_then_the_line_below() {
        let mut lines = Lines::new();
        lines.clear(10);
        lines.extend(11, 19);
        assert_eq!(lines.get(11).moves(), [19]);
        lines.extend(12, 37);
        assert_eq!(lines.get(12).moves(), [37, 19]);
        lines.extend(11, 20);
        assert_eq!(lines.get(12).moves(), [37, 19], "a copy, not a view of the line below");
        lines.clear(12);
        assert!(lines.get(12).moves().is_empty());
        let mut long = Line::EMPTY;
        for square in 0..70 {
            long.push(square);
        }
        assert_eq!(long.moves().len(), 64);
        assert_eq!(Line::with_first(5, &long).moves().len(), 64, "never more than one move a square");
    }
}
