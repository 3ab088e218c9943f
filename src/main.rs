//! The `othello` binary.

fn main() {}
