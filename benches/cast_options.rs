//! `castOptions` for every card in a 7-card hand with 8 lands in play (duals
//! among them; and 8 mixed sources: fetch, shock, pain, filter, Treasure) — the question a deckbuilder asks on every change (CR 601.2,
//! 117.1a, 702.160, 702.76) — and the payment solver's worst case: 20
//! sources and a five-color cost full of hybrids (CR 107.4, 601.2g–h).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mtg_rules::card::CardDb;
use mtg_rules::game::payment::{self, ManaSource, Wallet};
use mtg_rules::game::{Game, ManaBundle, ManaPool, ManaType, ObjectId};
use mtg_rules::mana::ManaCost;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let db = CardDb::from_scryfall_json(include_str!("../tests/data/scryfall-cards.json")).unwrap();
    let game = Game::from_setup_json(
        &db,
        // The same setup the JS façade benchmarks use (bench/facade-cases.mjs).
        include_str!("../bench/setups/hand-of-7.json"),
    )
    .unwrap();
    let hand = game.state().players[0].hand.clone();
    let mut group = c.benchmark_group("cast_options");
    group.throughput(Throughput::Elements(hand.len() as u64));
    group.bench_function("hand_of_7_with_8_lands", |b| {
        b.iter(|| {
            for &id in &hand {
                black_box(game.cast_options(black_box(id)).unwrap());
            }
        })
    });
    // The same question with 8 mixed lands and sources: a fetch land, a shock
    // land (Stomping Ground, from the real-deck pool), a pain land, a filter
    // land, Wasteland, a Treasure, basics (605).
    let mut cards: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../tests/data/scryfall-cards.json")).unwrap();
    cards.extend(
        serde_json::from_str::<Vec<serde_json::Value>>(include_str!("../tests/data/lands-mana-cards.json")).unwrap(),
    );
    let pool: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../tests/data/pool-lands-mana.json")).unwrap();
    let pool: Vec<serde_json::Value> =
        pool.into_iter().filter(|c| !cards.iter().any(|k| k["name"] == c["name"])).collect();
    cards.extend(pool);
    let mixed_db = CardDb::from_scryfall_value(&serde_json::Value::Array(cards)).unwrap();
    let mixed = Game::from_setup_json(
        &mixed_db,
        r#"{ "players": [{ "hand": ["Grizzly Bears", "Llanowar Elves", "Lightning Bolt", "Divination", "Giant Growth", "Counterspell", "Colossal Dreadmaw"],
               "battlefield": ["Wooded Foothills", "Stomping Ground", "Karplusan Forest", "Skycloud Expanse", "Wasteland", "Treasure", "Mountain", "Forest"] }, {}],
             "step": "precombatMain" }"#,
    )
    .unwrap();
    let mixed_hand = mixed.state().players[0].hand.clone();
    group.bench_function("hand_of_7_with_8_mixed_lands", |b| {
        b.iter(|| {
            for &id in &mixed_hand {
                black_box(mixed.cast_options(black_box(id)).unwrap());
            }
        })
    });
    group.finish();

    use ManaType::*;
    let cost =
        ManaCost::parse("{W/U}{U/B}{B/R}{R/G}{G/W}{W/B}{U/R}{B/G}{R/W}{G/U}{2/W}{2/U}{W/P}{U/B/P}{C}{3}").unwrap();
    let pairs = [[W, U], [U, B], [B, R], [R, G], [G, W], [W, B], [U, R], [B, G], [R, W], [G, U]];
    let mut bundles: Vec<Vec<ManaBundle>> =
        pairs.iter().chain(pairs.iter()).map(|p| vec![vec![p[0]], vec![p[1]]]).collect();
    bundles[19] = vec![vec![C]];
    let wallet = Wallet {
        sources: bundles
            .iter()
            .enumerate()
            .map(|(i, b)| ManaSource {
                id: ObjectId(i as u32),
                bundles: std::borrow::Cow::Borrowed(b.as_slice()),
                costly: &[],
                snow: false,
                no_generic: false,
            })
            .collect(),
        alternatives: Vec::new(),
        pool: ManaPool::default(),
        life: 20,
    };
    // Unpayable in ways the quick checks cannot see at once: a five-color
    // cost one {C} too many (Hall's condition says so), and ten {2/W} with
    // eight white sources and exactly enough mana otherwise (the splits of
    // {2/W} are pruned by counting, then one flow fails).
    let too_much_colorless =
        ManaCost::parse("{W/U}{U/B}{B/R}{R/G}{G/W}{W/B}{U/R}{B/G}{R/W}{G/U}{2/W}{2/U}{W/P}{U/B/P}{C}{C}").unwrap();
    let monos = ManaCost::parse("{2/W}{2/W}{2/W}{2/W}{2/W}{2/W}{2/W}{2/W}{2/W}{2/W}{9}{C}").unwrap();
    let mut group = c.benchmark_group("payment_solver");
    group.bench_function("worst_case_20_sources_5_colors_hybrids", |b| {
        b.iter(|| black_box(payment::solve(black_box(&cost), 0, &wallet).unwrap()))
    });
    group.bench_function("unpayable_colorless", |b| {
        b.iter(|| black_box(payment::solve(black_box(&too_much_colorless), 0, &wallet).unwrap_err()))
    });
    group.bench_function("unpayable_monocolored_hybrids", |b| {
        b.iter(|| black_box(payment::solve(black_box(&monos), 0, &wallet).unwrap_err()))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
