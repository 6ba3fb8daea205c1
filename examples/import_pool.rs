//! Imports a synthetic pool of 30,000 Scryfall cards (the sample shapes,
//! cycled and renamed) and prints cards per second and peak memory.
//!
//! ```text
//! cargo run --release --example import_pool [cards] [repeats]
//! ```
//!
//! With `repeats` above 1 the import runs that many times and the fastest
//! time is reported (the machine may be busy). With `WRITE_POOL=path` in the
//! environment the pool's JSON is also written there (the Node benchmark
//! imports the same pool through the wasm package). With `REAL_SIZE=1` each
//! card also carries the fields of a real Scryfall bulk file (~3 KB a card).
//! With `STREAM=1` the bytes are pushed to `CardDb::stream()` in 1 MiB chunks
//! (the streamed import) instead of read as one text. With `DUMP=path` the
//! imported database is written there as `Debug` prints it (to compare two
//! builds' output byte for byte; the two name maps print in a random order,
//! so sort their lines first). With `POOL=path` the
//! pool is read from that file instead (the generated bulk file of real size
//! that `node bench/bulk-file.mjs path` writes, the one the e2e test imports).
//!
//! Peak memory is the process's high-water mark (`VmHWM` in
//! `/proc/self/status`, Linux only), reset after the pool is built so that it
//! measures the import: the JSON text plus the card database.

use mtg_rules::card::CardDb;
use std::time::Instant;

#[path = "../benches/support/pool.rs"]
mod pool;

fn status_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(30_000);
    let repeats: usize = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(1).max(1);
    // REAL_SIZE=1: every card with the fields Scryfall's bulk files carry (~3 KB a card).
    let json = if let Some(path) = std::env::var_os("POOL") {
        match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) => {
                eprintln!("cannot read {}: {error}", path.to_string_lossy());
                std::process::exit(1);
            }
        }
    } else if std::env::var_os("REAL_SIZE").is_some() {
        pool::real_size_pool(n)
    } else {
        pool::synthetic_pool(n)
    };
    if let Ok(path) = std::env::var("WRITE_POOL")
        && let Err(error) = std::fs::write(&path, &json)
    {
        eprintln!("cannot write {path}: {error}");
        std::process::exit(1);
    }
    let before_reset = status_kib("VmHWM:");
    // Writing 5 to clear_refs resets the peak RSS (Linux 4.0+).
    let reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
    let rss_before = status_kib("VmRSS:");

    let stream = std::env::var_os("STREAM").is_some();
    let mut elapsed = f64::INFINITY;
    let mut drop_time = 0.0;
    let mut cards = 0;
    for _ in 0..repeats {
        let started = Instant::now();
        let result = if stream {
            let mut load = CardDb::stream();
            for chunk in json.as_bytes().chunks(1 << 20) {
                load.push(chunk);
            }
            load.finish()
        } else {
            CardDb::from_scryfall_json(&json)
        };
        let db = match result {
            Ok(db) => db,
            Err(error) => {
                eprintln!("import failed: {error}");
                std::process::exit(1);
            }
        };
        elapsed = elapsed.min(started.elapsed().as_secs_f64());
        cards = db.len();
        // DUMP=path: the database as Rust's `Debug` prints it, to compare two builds' imports byte for byte.
        if let Some(path) = std::env::var_os("DUMP")
            && let Err(error) = std::fs::write(&path, format!("{db:#?}"))
        {
            eprintln!("cannot write {}: {error}", path.to_string_lossy());
            std::process::exit(1);
        }
        let dropping = Instant::now();
        drop(db);
        drop_time = dropping.elapsed().as_secs_f64();
    }

    println!(
        "imported {cards} cards from {:.1} MB of JSON{} in {elapsed:.3} s (fastest of {repeats})",
        json.len() as f64 / 1e6,
        if stream { ", streamed in 1 MiB chunks" } else { "" }
    );
    println!("{:.0} cards/second; dropping the database took {drop_time:.3} s", cards as f64 / elapsed);
    match (status_kib("VmHWM:"), rss_before) {
        (Some(peak), Some(rss)) if reset => println!(
            "peak memory during import: {:.1} MB (the JSON text and pool before it: {:.1} MB; peak before the reset: {:.1} MB)",
            peak as f64 / 1024.0,
            rss as f64 / 1024.0,
            before_reset.unwrap_or(0) as f64 / 1024.0
        ),
        (Some(peak), _) => println!("peak memory of the process: {:.1} MB", peak as f64 / 1024.0),
        _ => println!("peak memory: unavailable (no /proc/self/status)"),
    }
}
