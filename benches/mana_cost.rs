//! Mana-cost parsing throughput (CR 107.4, 202): typical printed costs, and
//! the symbol kinds that take the longer paths through the parser.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mtg_rules::mana::ManaCost;
use std::hint::black_box;

/// Costs as they are printed on common cards: the "typical" mix.
const TYPICAL: [&str; 8] = ["{R}", "{1}{G}", "{2}{W}{W}", "{3}{U}", "{X}{R}", "{1}{B}{B}", "{4}", "{2}{U}{R}"];
/// Hybrid, Phyrexian and friends.
const TRICKY: [&str; 6] = ["{W/U}{W/U}", "{2/B}{2/B}{2/B}", "{1}{G/U/P}", "{C/W}", "{S}{S}", "{B/P}{B/P}"];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse_mana_cost");
    for (name, costs) in [("typical", &TYPICAL[..]), ("tricky", &TRICKY[..])] {
        group.throughput(Throughput::Elements(costs.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                for cost in costs {
                    black_box(ManaCost::parse(black_box(cost)).unwrap());
                }
            })
        });
    }
    group.throughput(Throughput::Elements(1));
    group.bench_function("shorthand_2WW", |b| b.iter(|| black_box(ManaCost::parse(black_box("2WW")).unwrap())));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
