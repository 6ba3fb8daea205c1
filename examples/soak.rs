//! The soak: random games across every deck of the real-deck pool (`tests/data/decks/*.txt`
//! against `tests/data/pool-decks.json`; `bench/setups/*.json` if the pool is absent), every
//! pair of decks in turn, with opening hands and mulligans (103.5), the core's seeded
//! `RandomAgent` choosing among `legal_actions()`. After every action the invariant checker of
//! `tests/invariants/mod.rs` runs (400.1, 704.5, life as the events say); every 50th action
//! (`--full-every N`) every listed action must be legal, and the game's JSON must read back the
//! same. A panic is caught (the `soak` profile unwinds; `release` would abort), reported with the
//! game's seed and decks, and the soak goes on; the exit status says whether any game failed. Prints games, actions, time and memory (peak RSS, and RSS as it
//! goes, to show it does not grow).
//!
//! ```sh
//! nice -n 19 cargo run --profile soak --example soak -- --games 10000 [--max-actions 3000] [--first-seed 0] [--jobs 2] [--full-every 50]
//! ```

#[path = "../tests/invariants/mod.rs"]
mod invariants;
#[path = "support/real_decks.rs"]
mod real_decks;

use mtg_rules::card::CardDb;
use mtg_rules::game::{Game, RandomAgent};
use serde_json::json;
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(|v| v.replace('_', "").parse().unwrap_or_else(|_| panic!("{name} takes a number")))
        .unwrap_or(default)
}

/// A line of `/proc/self/status` in kB (VmRSS, VmHWM); 0 where there is none.
fn memory_kb(key: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with(key)).and_then(|l| l.split_whitespace().nth(1)?.parse().ok()))
        .unwrap_or(0)
}

/// One game; returns the number of actions and whether it ended.
/// Every `every`th action (the first included) also checks every listed action with `is_legal`
/// and the JSON round trip.
fn play(db: &CardDb, a: &[String], b: &[String], seed: u64, max: u64, every: u64) -> (u64, bool) {
    let setup =
        json!({ "players": [{ "library": a }, { "library": b }], "shuffle": true, "openingHands": true, "seed": seed });
    let mut game = Game::from_setup_json(db, &setup.to_string()).unwrap_or_else(|e| panic!("setup: {e}"));
    let mut agent = RandomAgent::new(seed);
    let mut life: Vec<i64> = game.state().players.iter().map(|p| i64::from(p.life)).collect();
    for n in 0..max {
        let actions = game.legal_actions();
        if game.state().is_over() {
            assert!(actions.is_empty(), "actions listed after the game ended");
            return (n, true);
        }
        let full = n.is_multiple_of(every);
        if full {
            for action in &actions {
                assert!(game.is_legal(action), "action {n}: listed but not legal: {action:?}");
            }
        }
        let i = agent.choose(&actions).expect("someone can always act");
        let events = game.apply(actions[i].clone()).unwrap_or_else(|e| panic!("action {n}: {:?}: {e}", actions[i]));
        invariants::life_deltas(&events, &mut life);
        invariants::check_invariants(&game, &life);
        if full {
            let json = game.to_json();
            let back =
                Game::from_json(db, &json).unwrap_or_else(|e| panic!("action {n}: the game does not read back: {e}"));
            assert_eq!(back.to_json(), json, "action {n}: the JSON round-trips");
        }
    }
    (max, false)
}

fn main() {
    let games = arg("--games", 1000);
    let max = arg("--max-actions", 3000);
    let first = arg("--first-seed", 0);
    let jobs = arg("--jobs", 1).max(1);
    let full = arg("--full-every", 50).max(1);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (db, decks) = real_decks::decks(root);
    let pairs: Vec<(usize, usize)> = (0..decks.len()).flat_map(|i| (0..decks.len()).map(move |j| (i, j))).collect();
    println!(
        "{} decks, {} pairs; {games} games of at most {max} actions on {jobs} threads, full checks every {full}th; RSS {} kB",
        decks.len(),
        pairs.len(),
        memory_kb("VmRSS:")
    );
    // Each thread takes the next game; a failing game prints its own panic message and the soak
    // goes on (the `soak` profile unwinds). Games are the same whatever the number of threads:
    // a game's seed decides it.
    let start = Instant::now();
    let (next, done, actions, over) = (AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0));
    let failed = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let seed = first + g;
                    let (i, j) = pairs[(seed % pairs.len() as u64) as usize];
                    let result = std::panic::catch_unwind(|| play(&db, &decks[i].1, &decks[j].1, seed, max, full));
                    match result {
                        Ok((n, ended)) => {
                            actions.fetch_add(n, Ordering::Relaxed);
                            over.fetch_add(u64::from(ended), Ordering::Relaxed);
                        }
                        Err(_) => {
                            eprintln!("FAILED: game seed {seed}, {} vs {}", decks[i].0, decks[j].0);
                            failed.lock().unwrap().push(seed);
                        }
                    }
                    let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if finished % (games / 10).max(1) == 0 {
                        let s = start.elapsed().as_secs_f64();
                        let a = actions.load(Ordering::Relaxed);
                        println!(
                            "{finished} games, {a} actions, {} ended, {s:.0} s, {:.0} actions/s, RSS {} kB, peak {} kB",
                            over.load(Ordering::Relaxed),
                            a as f64 / s,
                            memory_kb("VmRSS:"),
                            memory_kb("VmHWM:")
                        );
                    }
                }
            });
        }
    });
    let s = start.elapsed().as_secs_f64();
    let (actions, over) = (actions.into_inner(), over.into_inner());
    let mut failed = failed.into_inner().unwrap();
    failed.sort_unstable();
    println!(
        "done: {games} games ({over} ended, {} failed), {actions} actions in {s:.1} s ({:.0} actions/s), peak RSS {} kB",
        failed.len(),
        actions as f64 / s,
        memory_kb("VmHWM:")
    );
    if !failed.is_empty() {
        eprintln!("failed seeds: {failed:?}");
        std::process::exit(1);
    }
}
