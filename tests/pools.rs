//! The real-card pools of `tests/data/` (see `tests/data/POOLS.md`): every card
//! of `pool-decks.json` and `pool-lands-mana.json` imports through
//! `CardDb::from_scryfall` with no error and no warning about its printed
//! characteristics (CR 105.2, 202, 204, 205, 208), and every decklist of
//! `tests/data/decks/` parses against the deck pool (100.2, 100.4) with no
//! unknown card other than the documented unsourced ones.

use mtg_rules::card::CardDb;
use mtg_rules::decklist::{ProblemCode, Section, parse_decklist};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;

const DECKS: &str = include_str!("data/pool-decks.json");
const LANDS: &str = include_str!("data/pool-lands-mana.json");
const UNSOURCED: &str = include_str!("data/pools-src/unsourced.txt");

fn import(json: &str, pool: &str) -> CardDb {
    let db = CardDb::from_scryfall_json(json).unwrap_or_else(|e| panic!("{pool} imports: {e}"));
    let objects: Vec<Value> = serde_json::from_str(json).unwrap();
    assert_eq!(db.len(), objects.len(), "{pool}: one card per object, no duplicates");
    let warnings: Vec<String> = db
        .cards()
        .iter()
        .flat_map(|c| c.warnings.iter().map(move |w| format!("{}: {} {}", c.name, w.code, w.message)))
        .chain(db.warnings().iter().map(|w| format!("{} {}", w.code, w.message)))
        .collect();
    assert!(warnings.is_empty(), "{pool} has warnings:\n{}", warnings.join("\n"));
    db
}

fn unsourced() -> BTreeSet<&'static str> {
    UNSOURCED.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect()
}

fn names(db: &CardDb) -> Vec<String> {
    db.cards().iter().map(|c| c.name.clone()).collect()
}

#[test]
fn every_card_of_the_deck_pool_imports_with_no_error_or_warning_205_208() {
    let db = import(DECKS, "pool-decks.json");
    assert!(db.len() > 500, "the pool holds every sourced card of the 40 decklists");
}

#[test]
fn every_card_of_the_lands_and_mana_pool_imports_with_no_error_or_warning_205_3i() {
    let db = import(LANDS, "pool-lands-mana.json");
    // Every land of the pool has no mana cost (202.1b) and every card is a land or has mana it can produce.
    for card in db.cards() {
        let land = card.faces.iter().any(|f| f.type_line.to_string().contains("Land"));
        let produces = card.produced_mana.is_some();
        let adds = card.faces.iter().any(|f| f.oracle_text.contains("Add "));
        assert!(land || produces || adds, "{} is neither a land nor a mana source", card.name);
    }
}

#[test]
fn the_lands_pool_holds_every_card_of_the_printed_cycles_it_names() {
    let db = import(LANDS, "pool-lands-mana.json");
    let cycles = include_str!("data/pools-src/lands-cycles.txt");
    let have: BTreeSet<String> = names(&db).into_iter().collect();
    let faces: BTreeSet<String> = db.cards().iter().flat_map(|c| c.faces.iter().map(|f| f.name.clone())).collect();
    for name in cycles.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        assert!(have.contains(name) || faces.contains(name), "{name} is missing from pool-lands-mana.json");
    }
}

#[test]
fn every_decklist_parses_against_the_deck_pool_with_only_the_documented_unsourced_cards_unknown_100_2() {
    let db = import(DECKS, "pool-decks.json");
    let pool = names(&db);
    let allowed = unsourced();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/decks");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert_eq!(files.len(), 40, "top 8 of five Challenges");
    let mut unknown_seen = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let file = file.file_name().unwrap().to_string_lossy().to_string();
        match parse_decklist(&text, &pool) {
            Ok(deck) => {
                assert!(deck.total(Section::Main) >= 60, "{file}: 100.2a sixty cards or more");
                assert!(deck.total(Section::Sideboard) <= 15, "{file}: 100.4a at most fifteen");
            }
            Err(error) => {
                for p in &error.problems {
                    assert_eq!(p.code, ProblemCode::UnknownCard, "{file}: {p}");
                    let name = p.text.split_once(' ').map(|(_, n)| n).unwrap_or(&p.text);
                    assert!(allowed.contains(name), "{file}: {name} is unknown and not documented as unsourced");
                    unknown_seen.insert(name.to_string());
                }
            }
        }
    }
    let allowed: BTreeSet<String> = allowed.into_iter().map(String::from).collect();
    assert_eq!(unknown_seen, allowed, "the unsourced list names exactly the unknown cards");
}

#[test]
fn the_deck_pool_splits_by_front_face_into_spells_nonland_permanents_and_lands_712_8a() {
    use mtg_rules::text::{CardKind, Coverage};
    let db = import(DECKS, "pool-decks.json");
    let counts: Vec<usize> = CardKind::ALL.iter().map(|&k| Coverage::of_kind(&db, k).cards).collect();
    assert_eq!(counts, [164, 233, 146]);
    assert_eq!(counts.iter().sum::<usize>(), db.len());
    // The front face decides: a split spell is a spell, an adventurer a creature, a pathway a land.
    assert_eq!(CardKind::of(db.card("Consecrate // Consume").unwrap()), CardKind::InstantOrSorcery);
    assert_eq!(CardKind::of(db.card("Brazen Borrower // Petty Theft").unwrap()), CardKind::NonlandPermanent);
    assert_eq!(CardKind::of(db.card("Blightstep Pathway // Searstep Pathway").unwrap()), CardKind::Land);
    assert_eq!(CardKind::of(db.card("Dryad Arbor").unwrap()), CardKind::Land);
    assert_eq!(
        CardKind::of(db.card("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki").unwrap()),
        CardKind::NonlandPermanent
    );
}

/// `json_out::to_string` (every JSON the façade returns) writes what serde_json writes.
fn same_json<T: serde::Serialize + ?Sized>(value: &T, what: &str) {
    assert_eq!(mtg_rules::json_out::to_string(value), serde_json::to_string(value).unwrap(), "{what}");
}

#[test]
fn every_card_of_both_pools_and_every_decklist_are_written_as_serde_json_writes_them() {
    use mtg_rules::card::View;
    for (json, pool) in [(DECKS, "pool-decks.json"), (LANDS, "pool-lands-mana.json")] {
        let db = import(json, pool);
        for card in db.cards() {
            same_json(&**card, &card.name);
            same_json(&db.characteristics(&card.name, &View::default()).unwrap(), &card.name);
        }
        same_json(db.warnings(), pool);
    }
    let db = import(DECKS, "pool-decks.json");
    let pool = names(&db);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/decks");
    for file in std::fs::read_dir(&dir).unwrap() {
        let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
        match parse_decklist(&text, &pool) {
            Ok(deck) => same_json(&deck, &text),
            Err(error) => same_json(&error.problems, &text),
        }
    }
}
