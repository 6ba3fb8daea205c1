//! Plays random games with the core's `RandomAgent` and prints actions per
//! second and games per second (the duel of `bench/setups/duel.json`, the workload of
//! `benches/turn.rs`'s `agent_games` and `bench/facade.mjs`): `cargo run --release --example random_play [games]`.

use mtg_rules::card::CardDb;
use mtg_rules::game::{Game, GameSetup, RandomAgent};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let db = CardDb::from_scryfall_json(include_str!("../tests/data/scryfall-cards.json")).expect("the sample cards");
    let duel: GameSetup = serde_json::from_str(include_str!("../bench/setups/duel.json")).expect("the setup");
    let start = Instant::now();
    let mut actions = 0u64;
    for seed in 0..games {
        let mut game = Game::from_setup(&db, GameSetup { seed, ..duel.clone() }).expect("a game");
        actions += u64::from(game.play_random(&mut RandomAgent::new(seed), 5000).expect("legal play").actions);
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "{games} games, {actions} actions in {s:.3} s: {:.0} actions/s, {:.0} games/s",
        actions as f64 / s,
        games as f64 / s
    );
}
