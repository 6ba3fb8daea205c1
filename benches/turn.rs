//! The turn simulator's speed (CR 500–514, 117, 506–511, 704): a goldfish
//! turn (every step, priority passed by the explicit auto-pass policy), a
//! single `apply` of a pass, and a random game (a seeded agent choosing
//! among `legalActions()` until the game ends or 2,000 actions).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mtg_rules::card::CardDb;
use mtg_rules::game::{Action, AutoPass, Game, Pcg32, Until};
use std::hint::black_box;

fn setup(db: &CardDb, seed: u64) -> Game {
    let green = ["Forest", "Forest", "Grizzly Bears", "Llanowar Elves", "Craw Wurm", "Colossal Dreadmaw"].repeat(7);
    let red = ["Mountain", "Mountain", "Hill Giant", "Boggart Brute", "Lightning Bolt", "Bloodmark Mentor"].repeat(7);
    let json = serde_json::json!({
        "players": [
            { "library": green, "battlefield": ["Forest", "Forest", "Forest", "Grizzly Bears"] },
            { "library": red, "battlefield": ["Mountain", "Mountain", "Mountain", "Hill Giant"] }
        ],
        "seed": seed, "shuffle": true, "step": "upkeep", "turn": 2
    });
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
    group.finish();
    eprintln!("goldfish turn: {passes} events; random game: {actions} actions");
}

criterion_group!(benches, bench);
criterion_main!(benches);
