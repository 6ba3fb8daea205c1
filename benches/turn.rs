//! The turn simulator's speed (CR 500–514, 117, 506–511, 704): a goldfish
//! turn (every step, priority passed by the explicit auto-pass policy), a
//! single `apply` of a pass, and a random game (a seeded agent choosing
//! among `legalActions()` until the game ends or 2,000 actions), and whole
//! games played by the core's [`RandomAgent`] (the workload `bench/facade.mjs`
//! runs in wasm): actions per second and games per second, setup included.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mtg_rules::card::CardDb;
use mtg_rules::game::{Action, AutoPass, Game, Pcg32, RandomAgent, Until};
use std::hint::black_box;

/// The duel of `bench/setups/duel.json` (green against red, 42-card
/// libraries, shuffled), with its seed set; `bench/facade.mjs` plays it too.
fn setup(db: &CardDb, seed: u64) -> Game {
    let mut json: serde_json::Value = serde_json::from_str(include_str!("../bench/setups/duel.json")).unwrap();
    json["seed"] = seed.into();
    Game::from_setup(db, serde_json::from_value(json).unwrap()).unwrap()
}

/// A random game: returns the number of actions applied.
fn random_game(mut game: Game, seed: u64) -> u64 {
    let mut rng = Pcg32::new(seed, 1);
    let mut n = 0;
    while n < 2000 {
        let actions = game.legal_actions();
        if actions.is_empty() {
            break;
        }
        let i = rng.below(u32::try_from(actions.len()).unwrap_or(1)) as usize;
        game.apply(actions[i].clone()).unwrap();
        n += 1;
    }
    n
}

/// Games to the end by the agent, seeds `0..GAMES`: returns the actions applied.
const GAMES: u64 = 8;

fn agent_games(db: &CardDb) -> u64 {
    (0..GAMES)
        .map(|seed| {
            let mut game = setup(db, seed);
            let played = game.play_random(&mut RandomAgent::new(seed), 5000).unwrap();
            u64::from(played.actions)
        })
        .sum()
}

fn bench(c: &mut Criterion) {
    let db = CardDb::from_scryfall_json(include_str!("../tests/data/scryfall-cards.json")).unwrap();
    let game = setup(&db, 1);
    let goldfish = AutoPass::goldfish(Until::NextTurn);
    let passes = game.clone().advance(&goldfish).unwrap().len() as u64;
    let mut group = c.benchmark_group("turn");
    group.throughput(Throughput::Elements(1));
    group.bench_function("goldfish_turn", |b| {
        b.iter(|| {
            let mut g = game.clone();
            black_box(g.advance(black_box(&goldfish)).unwrap());
        })
    });
    group.bench_function("apply_pass_priority", |b| {
        let player = game.state().priority_player;
        b.iter(|| {
            let mut g = game.clone();
            black_box(g.apply(Action::PassPriority { player }).unwrap());
        })
    });
    let actions = random_game(setup(&db, 7), 7);
    group.throughput(Throughput::Elements(actions));
    group.sample_size(20);
    group.bench_function("random_game_actions", |b| {
        let start = setup(&db, 7);
        b.iter(|| black_box(random_game(start.clone(), 7)))
    });
    let agent_actions = agent_games(&db);
    group.throughput(Throughput::Elements(agent_actions));
    group.bench_function("agent_games_actions", |b| b.iter(|| black_box(agent_games(&db))));
    group.throughput(Throughput::Elements(GAMES));
    group.bench_function("agent_games", |b| b.iter(|| black_box(agent_games(&db))));
    group.finish();
    eprintln!(
        "goldfish turn: {passes} events; random game: {actions} actions; agent: {GAMES} games, {agent_actions} actions"
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
