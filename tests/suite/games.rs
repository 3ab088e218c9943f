//! Real tournament games from `tests/data/games.tsv` replay to their published scores.

use othello::engine::color::{ByColor, Color};
use othello::engine::game::Game;
use othello::engine::rules::Rules;

fn score(text: &str) -> ByColor<u8> {
    let (black, white) = text.split_once('-').expect("a score like 35-29");
    ByColor::new(black.parse().unwrap(), white.parse().unwrap())
}

#[test]
fn tournament_games_replay_to_their_published_scores() {
    let rows = crate::common::data_rows("games.tsv");
    assert!(rows.len() >= 3, "the data file holds the games");
    for row in rows {
        let (name, transcript, raw, official) = (&row[0], &row[1], score(&row[2]), score(&row[3]));
        let mut game = Game::new(Rules::default());
        let moves = game.play_transcript(transcript).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(moves * 2, transcript.len(), "{name}: every move played");
        let outcome = game.outcome().unwrap_or_else(|| panic!("{name}: the game is over"));
        assert_eq!(outcome.discs, raw, "{name}: discs on the board");
        assert_eq!(outcome.score, official, "{name}: official score");
        assert_eq!(game.to_move(), None, "{name}");
        assert_eq!(game.transcript(), transcript.to_ascii_lowercase(), "{name}: transcript round trip");
        let hands = game.hands();
        assert_eq!(u32::from(hands.black + hands.white + raw.black + raw.white), 64, "{name}: pool");
    }
}

#[test]
fn the_shortest_game_is_a_wipe_out_scored_64_0() {
    let mut game = Game::new(Rules::default());
    game.play_transcript("E6F4E3F6G5D6E7F5C5").unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!((outcome.discs, outcome.score), (ByColor::new(13, 0), ByColor::new(64, 0)));
}
