//! The real decks the soak and `random_play` play: the 40 decklists of `tests/data/decks/`
//! against `tests/data/pool-decks.json` (`tests/data/POOLS.md`), as libraries of card names.

use mtg_rules::card::CardDb;
use mtg_rules::decklist::{Section, parse_decklist};
use serde_json::Value;
use std::path::Path;

/// The decks, by name, as libraries of card names; and the database they need.
pub fn decks(root: &Path) -> (CardDb, Vec<(String, Vec<String>)>) {
    let dir = root.join("tests/data/decks");
    if let (Ok(pool), Ok(entries)) =
        (std::fs::read_to_string(root.join("tests/data/pool-decks.json")), std::fs::read_dir(&dir))
    {
        let db = CardDb::from_scryfall_json(&pool).expect("the deck pool imports");
        let names: Vec<String> = db.cards().iter().map(|c| c.name.clone()).collect();
        let mut files: Vec<_> = entries.map(|e| e.unwrap().path()).collect();
        files.sort();
        let mut decks = Vec::new();
        for file in files {
            let mut text = std::fs::read_to_string(&file).unwrap();
            // The few cards the pool could not source (tests/data/POOLS.md) are left out.
            if let Err(error) = parse_decklist(&text, &names) {
                let bad: Vec<usize> = error.problems.iter().filter_map(|p| p.line).collect();
                text = text
                    .lines()
                    .enumerate()
                    .filter(|(i, _)| !bad.contains(&(i + 1)))
                    .map(|(_, l)| l)
                    .collect::<Vec<_>>()
                    .join("\n");
            }
            let deck = parse_decklist(&text, &names).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let library: Vec<String> = deck
                .section(Section::Main)
                .iter()
                .flat_map(|e| std::iter::repeat_n(e.name.clone(), e.count as usize))
                .collect();
            decks.push((file.file_stem().unwrap().to_string_lossy().to_string(), library));
        }
        return (db, decks);
    }
    // Before the real-deck pool: the benchmark setups' libraries.
    let db =
        CardDb::from_scryfall_json(include_str!("../../tests/data/scryfall-cards.json")).expect("the sample cards");
    let mut decks = Vec::new();
    for file in ["duel", "hand-of-7"] {
        let setup: Value =
            serde_json::from_str(&std::fs::read_to_string(root.join(format!("bench/setups/{file}.json"))).unwrap())
                .unwrap();
        for (i, p) in setup["players"].as_array().unwrap().iter().enumerate() {
            let library: Vec<String> = serde_json::from_value(p["library"].clone()).unwrap_or_default();
            if !library.is_empty() {
                decks.push((format!("{file}-{i}"), library));
            }
        }
    }
    (db, decks)
}
