//! Prints how much of a card pool's oracle text the engine understands: the
//! share of cards whose whole text is understood, the most common lines it
//! does not understand, and the keywords it recognises without modelling.
//!
//! ```text
//! cargo run --release --example coverage [path-to-scryfall-json] [lines-to-show] [--cards]
//! ```
//!
//! With `--cards` it prints instead one row per card not wholly understood or
//! not wholly executed, tab-separated: its kind, its name, `line` and a line
//! not understood, or `template` and a template no test executed
//! (`scripts/one_line_short.py` groups them).
//!
//! The file defaults to `tests/data/scryfall-cards.json`; it may hold one
//! Scryfall card object, an array of them, or a list object. The figures are
//! then given for each kind of card (instants and sorceries; other nonland
//! cards; lands), each with its most common lines not understood.
//!
//! When the directory named by `MTG_TEMPLATE_LOG` (default
//! `target/template-log`) holds the ability templates the tests executed
//! (`cargo test --features template-log`, see `src/template_log.rs`), the
//! honest figure follows: the cards wholly understood whose every ability
//! template was executed by at least one test, per kind, and the templates
//! most often missing.

use mtg_rules::card::CardDb;
use mtg_rules::template_log;
use mtg_rules::text::{CardKind, Coverage, Executed};

fn main() {
    let cards_only = std::env::args().any(|a| a == "--cards");
    let mut args = std::env::args().skip(1).filter(|a| a != "--cards");
    let path = args.next().unwrap_or_else(|| "tests/data/scryfall-cards.json".to_string());
    let show: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20);
    let json = match std::fs::read_to_string(&path) {
        Ok(json) => json,
        Err(error) => {
            eprintln!("cannot read {path}: {error}");
            std::process::exit(1);
        }
    };
    let db = match CardDb::from_scryfall_json(&json) {
        Ok(db) => db,
        Err(error) => {
            eprintln!("{path} does not import: {error}");
            std::process::exit(1);
        }
    };
    if cards_only {
        print_cards(&db);
        return;
    }
    let coverage = Coverage::of(&db);
    print!("{path}: ");
    println!(
        "{} of {} cards wholly understood ({:.1}%); of the {} with rules text, {} ({:.1}%)",
        coverage.understood,
        coverage.cards,
        100.0 * coverage.share(),
        coverage.cards_with_text,
        coverage.understood_with_text,
        100.0 * coverage.share_with_text(),
    );
    let lines = coverage.most_common_unsupported(show);
    if !lines.is_empty() {
        println!("\nMost common lines not understood (cards, line):");
        for (line, count) in lines {
            println!("{count:>6}  {line}");
        }
    }
    for kind in CardKind::ALL {
        let part = Coverage::of_kind(&db, kind);
        if part.cards == 0 {
            continue;
        }
        println!(
            "\n{}: {} of {} wholly understood ({:.1}%)",
            kind.label(),
            part.understood,
            part.cards,
            100.0 * part.share()
        );
        for (line, count) in part.most_common_unsupported(show.div_ceil(2)) {
            println!("{count:>6}  {line}");
        }
    }
    let log = std::env::var(template_log::ENV).unwrap_or_else(|_| "target/template-log".to_string());
    let keys = template_log::read_dir(std::path::Path::new(&log));
    if keys.is_empty() {
        println!(
            "\nNo executed templates in {log}: run the tests with --features template-log and {}={log}",
            template_log::ENV
        );
    } else {
        let all = Executed::of_cards(db.cards(), &keys);
        println!(
            "\nHonest figure ({} templates executed by the tests, read from {log}): {} of {} cards wholly understood with every ability template executed ({:.1}%; {} understood)",
            keys.len(),
            all.executed,
            all.cards,
            100.0 * all.share(),
            all.understood
        );
        for kind in CardKind::ALL {
            let part = Executed::of_cards(db.cards().iter().filter(|c| CardKind::of(c) == kind), &keys);
            if part.cards > 0 {
                println!("  {}: {} of {} ({:.1}%)", kind.label(), part.executed, part.cards, 100.0 * part.share());
            }
        }
        if !all.not_executed.is_empty() {
            println!("Templates of understood cards no test executed (cards, template):");
            for (key, count) in all.not_executed.iter().take(show.div_ceil(2)) {
                println!("{count:>6}  {key}");
            }
        }
    }
    let keywords = coverage.unmodelled_keywords();
    if !keywords.is_empty() {
        println!("\nKeywords recognised whose rules are not modelled yet (cards, keyword):");
        for (keyword, count) in keywords {
            println!("{count:>6}  {keyword}");
        }
    }
}

/// One row per card not wholly understood or not wholly executed (`--cards`).
fn print_cards(db: &CardDb) {
    let log = std::env::var(template_log::ENV).unwrap_or_else(|_| "target/template-log".to_string());
    let keys = template_log::read_dir(std::path::Path::new(&log));
    for card in db.cards() {
        let kind = format!("{:?}", CardKind::of(card));
        for line in card.unsupported_text() {
            println!("{kind}\t{}\tline\t{line}", card.name);
        }
        for key in Executed::not_run(card, &keys) {
            println!("{kind}\t{}\ttemplate\t{key}", card.name);
        }
    }
}
