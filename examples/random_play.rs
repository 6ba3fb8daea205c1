//! Plays random games with the core's `RandomAgent` and prints actions per
//! second and games per second (the duel of `bench/setups/duel.json`, the workload of
//! `benches/turn.rs`'s `agent_games` and `bench/facade.mjs`): `cargo run --release --example random_play [games] [duel|real-decks|real-lands]`
//! (the second argument plays only that setup, for profiling).
//! Then the same for `bench/setups/real-lands.json`: the same creatures and
//! spells with real lands of the lands-and-mana pool (fetch, shock, pain,
//! fast, check, pathway, bounce and surveil lands, `tests/data/pool-lands-mana.json`).
//! Then `real-decks`: games of the 40 real decklists of `tests/data/decks/` (deck
//! `g % 40` against deck `(7g + 3) % 40`, shuffled, opening hands and mulligans, seed
//! `g`, at most 3,000 actions), the workload `bench/facade.mjs` plays in wasm.

#[path = "support/real_decks.rs"]
mod real_decks;

use mtg_rules::card::CardDb;
use mtg_rules::game::{Game, GameSetup, RandomAgent};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let only = std::env::args().nth(2);
    let wanted = |name: &str| only.as_deref().is_none_or(|o| o == name);
    if wanted("duel") {
        let db =
            CardDb::from_scryfall_json(include_str!("../tests/data/scryfall-cards.json")).expect("the sample cards");
        let duel: GameSetup = serde_json::from_str(include_str!("../bench/setups/duel.json")).expect("the setup");
        play("duel.json", &db, games, 5000, |seed| GameSetup { seed, ..duel.clone() });
    }
    if wanted("real-decks") {
        real_decks(games);
    }
    if !wanted("real-lands") {
        return;
    }
    let mut cards: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../tests/data/scryfall-cards.json")).expect("the sample cards");
    let pool: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../tests/data/pool-lands-mana.json")).expect("the lands pool");
    let pool: Vec<serde_json::Value> =
        pool.into_iter().filter(|c| !cards.iter().any(|k| k["name"] == c["name"])).collect();
    cards.extend(pool);
    let db = CardDb::from_scryfall_value(&serde_json::Value::Array(cards)).expect("the sample and the lands pool");
    let lands: GameSetup = serde_json::from_str(include_str!("../bench/setups/real-lands.json")).expect("the setup");
    play("real-lands.json", &db, games, 5000, |seed| GameSetup { seed, ..lands.clone() });
}

/// Plays `games` random games, game `seed` (0, 1, …) from `setup_of(seed)` with the agent
/// seeded `seed` and at most `max` actions, and prints the rates.
fn play(name: &str, db: &CardDb, games: u64, max: u32, setup_of: impl Fn(u64) -> GameSetup) {
    let start = Instant::now();
    let mut actions = 0u64;
    for seed in 0..games {
        let mut game = Game::from_setup(db, setup_of(seed)).expect("a game");
        actions += u64::from(game.play_random(&mut RandomAgent::new(seed), max).expect("legal play").actions);
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "{name}: {games} games, {actions} actions in {s:.3} s: {:.0} actions/s, {:.0} games/s",
        actions as f64 / s,
        games as f64 / s
    );
}

/// Plays `games` random games of the real decks and prints the rates (the setups are
/// built before the clock starts, as `play`'s others are parsed before it).
fn real_decks(games: u64) {
    let (db, decks) = real_decks::decks(std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    let n = decks.len() as u64;
    let setups: Vec<GameSetup> = (0..games)
        .map(|g| {
            let (a, b) = (&decks[(g % n) as usize].1, &decks[((g * 7 + 3) % n) as usize].1);
            let json = serde_json::json!({
                "players": [{ "library": a }, { "library": b }], "shuffle": true, "openingHands": true, "seed": g
            });
            serde_json::from_value(json).expect("a setup")
        })
        .collect();
    play(&format!("real decks ({n} decklists)"), &db, games, 3000, |g| setups[g as usize].clone());
}
