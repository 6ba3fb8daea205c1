//! Castability by turn (`mtg_rules::analysis`): goldfish games per second on
//! the benchmark deck `bench/decks/two-color-60.txt` (60 cards, 24 basic
//! lands, 9 distinct spells): shuffle, London mulligan down to 5 (103.5),
//! six turns, castability of every spell on every turn. Also Karsten's
//! model, and the deck compiled once (the card table and checks).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mtg_rules::analysis::{AnalysisOptions, Analyzer, DeckInput, KarstenOptions, karsten};
use mtg_rules::card::CardDb;
use std::hint::black_box;

const DECK: &str = include_str!("../bench/decks/two-color-60.txt");
const GAMES: u64 = 100_000;

fn bench(c: &mut Criterion) {
    let db = CardDb::from_scryfall_json(include_str!("../tests/data/scryfall-cards.json")).unwrap();
    let options = AnalysisOptions { games: GAMES, turns: 6, ..AnalysisOptions::default() };
    let analyzer = Analyzer::new(&db, DeckInput::Text(DECK), &options).unwrap();
    let mut group = c.benchmark_group("analysis");
    group.throughput(Throughput::Elements(GAMES));
    group.sample_size(20);
    group.bench_function("two_color_60_games", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += GAMES;
            let mut tally = analyzer.tally();
            analyzer.run(seed, GAMES, &mut tally);
            black_box(tally.games)
        });
    });
    group.bench_function("karsten_games", |b| {
        b.iter(|| black_box(karsten(&KarstenOptions { games: GAMES, ..KarstenOptions::default() }).unwrap()));
    });
    group.finish();
    c.bench_function("analysis/compile_deck", |b| {
        b.iter(|| black_box(Analyzer::new(&db, DeckInput::Text(DECK), &options).unwrap()));
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
