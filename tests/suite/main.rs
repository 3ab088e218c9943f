//! Every integration test, one module per concern, in one binary: one crate to build and
//! link instead of thirty, and the tests that wait on a terminal or a socket run beside those
//! that compute.

mod analysis;
mod book;
mod cli;
mod clipboard;
mod common;
mod computer;
mod db;
mod db_damage;
mod docs;
mod editor;
mod effects;
mod endgame;
mod eval;
mod explorer;
mod games;
mod ggf;
mod help;
mod hints;
mod hostile;
mod keys;
mod languages;
mod layers;
mod library;
mod lines;
mod nboard;
mod network;
mod new_game;
mod perft;
mod pty;
mod rare_errors;
mod relay;
mod remote;
mod remote_clocks;
mod render;
mod review;
mod rules;
mod run;
mod save;
mod search;
mod study;
mod training;
mod translated_screens;
mod update;
mod worker;
