//! `println!`, `eprintln!` and `eprint!` for the examples that never panic: a closed pipe or
//! terminal ends the output quietly (`othello::output`), as for the program itself. Each example
//! takes them with `#[macro_use] #[path = "support/quiet_print.rs"] mod quiet_print;`.

macro_rules! println {
    ($($arg:tt)*) => { othello::output::out(&format!("{}\n", format_args!($($arg)*))) };
}

#[allow(unused_macros)]
macro_rules! eprintln {
    ($($arg:tt)*) => { othello::output::err(&format!("{}\n", format_args!($($arg)*))) };
}

#[allow(unused_macros)]
macro_rules! eprint {
    ($($arg:tt)*) => { othello::output::err(&format!("{}", format_args!($($arg)*))) };
}
