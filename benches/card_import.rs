//! Scryfall import throughput (CR 200–209 characteristics, 205 type lines,
//! 702.160 prototype and 702.76 prowl keyword data): a synthetic pool of
//! 30,000 cards, cycling the sample shapes, imported from one JSON string.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mtg_rules::card::{CardDb, View};
use std::hint::black_box;

#[path = "support/pool.rs"]
mod pool;

const POOL: usize = 30_000;

fn bench(c: &mut Criterion) {
    let json = pool::synthetic_pool(POOL);
    let mut group = c.benchmark_group("card_import");
    group.sample_size(10);
    group.throughput(Throughput::Elements(POOL as u64));
    group.bench_function("scryfall_json_30000_cards", |b| {
        b.iter(|| black_box(CardDb::from_scryfall_json(black_box(&json)).unwrap()))
    });
    group.finish();

    let db = CardDb::from_scryfall_json(&json).unwrap();
    let mut group = c.benchmark_group("characteristics");
    group.throughput(Throughput::Elements(3));
    group.bench_function("prototype_battle_prowl", |b| {
        b.iter(|| {
            black_box(db.characteristics(black_box("Blitz Automaton #2"), &View::prototyped()).unwrap());
            black_box(db.characteristics(black_box("Lazotep Convert #31"), &View::normal()).unwrap());
            black_box(db.characteristics(black_box("earwig squad #20"), &View::normal()).unwrap());
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
