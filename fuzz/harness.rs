//! The bodies of the fuzz targets, as plain functions of the input bytes.
//!
//! Included by every target in `fuzz/fuzz_targets/` (libFuzzer, `scripts/fuzz.sh`) and by
//! `tests/fuzz_corpora.rs`, which replays every committed corpus file through them on the
//! stable toolchain. A panic anywhere is a finding: bad input must come back as a typed
//! error (a panic in wasm kills the page). The game targets also check, at every step of
//! a few per input (see [`drive`]), what `tests/game_random.rs` checks (the invariant
//! checker of `tests/invariants/mod.rs`), that a refused action leaves the game as it was
//! (CR 732.1), and that `legal_actions`, `is_legal` and `apply` agree.
#![allow(dead_code)]

#[path = "../tests/game_fixture/mod.rs"]
mod game_fixture;
#[path = "../tests/invariants/mod.rs"]
mod invariants;

use arbitrary::{Result, Unstructured};
use mtg_rules::card::{CardDb, CastAs, FaceSelector, Side, TypeLine, View, Zone};
use mtg_rules::decklist::{NameIndex, Section, parse_decklist};
use mtg_rules::error::Coded;
use mtg_rules::game::{Action, AutoPass, Event, Game, GameState, RulesError, Step, Until};
use mtg_rules::mana::ManaCost;
use mtg_rules::text::{LineReading, ParseContext, parse_line, parse_oracle_text};
use serde_json::{Value, json};
use std::sync::OnceLock;

pub use game_fixture::db;

/// Builds the shared card database and the samples of real card text once, before the first
/// input (libFuzzer's `init`), so that the first input is not timed with them.
pub fn init() {
    db();
    deck_names();
    samples();
}

/// Runs `f` on the input seen as structured data; running out of bytes ends it quietly.
fn structured(data: &[u8], f: impl FnOnce(&mut Unstructured) -> Result<()>) {
    let _ = f(&mut Unstructured::new(data));
}

/// Every error the engine returns has a stable code (snake_case).
fn coded<E: Coded>(e: &E) {
    let code = e.code();
    assert!(
        !code.is_empty() && code.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
        "{code}"
    );
}

// ---------------------------------------------------------------------------------------------
// Parsers.

/// `mana_cost`: any text as a mana cost (107.4, 202). Accepted costs print canonically and
/// read back the same; the mana value and colors do not depend on the notation.
pub fn mana_cost(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match ManaCost::parse(text) {
        Ok(cost) => {
            let canonical = cost.to_string();
            let again = ManaCost::parse(&canonical).unwrap_or_else(|e| panic!("{canonical:?} does not read back: {e}"));
            assert_eq!(again, cost, "{text:?} -> {canonical:?}");
            assert_eq!(again.to_string(), canonical);
            let _ = (cost.mana_value(), cost.colors());
        }
        Err(e) => coded(&e),
    }
}

/// `type_line`: any text as a type line (205), whole and split into faces.
pub fn type_line(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match TypeLine::parse_with_warnings(text) {
        Ok((line, _)) => {
            let _ = (line.creature_types().count(), line.has_subtype("Goblin"), line.combined(&line));
        }
        Err(e) => coded(&e),
    }
    match TypeLine::parse_faces(text) {
        Ok(faces) => assert!(!faces.is_empty()),
        Err(e) => coded(&e),
    }
}

/// What a parsed database must answer without panicking: every card, by name, every view,
/// and a game with the card in every zone.
fn exercise_db(db: &CardDb) {
    for card in db.cards().iter().take(64) {
        assert!(db.get(&card.name).is_some(), "{} is not found by its name", card.name);
        for zone in [None, Some(Zone::Stack), Some(Zone::Graveyard), Some(Zone::Battlefield)] {
            for cast_as in [CastAs::Normal, CastAs::Prototype] {
                for face in [None, Some(FaceSelector::Side(Side::Back)), Some(FaceSelector::Index(2))] {
                    let view = View { zone, cast_as, face };
                    if let Err(e) = db.characteristics(&card.name, &view) {
                        coded(&e);
                    }
                    if let Err(e) = db.copiable_values(&card.name, &view) {
                        coded(&e);
                    }
                }
            }
        }
        let _ = serde_json::to_string(&**card);
    }
}

/// `scryfall_import`: any bytes as the JSON text of an import (one card object, an array,
/// or a list object). Every problem is a coded problem; an accepted database answers.
pub fn scryfall_import(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match CardDb::from_scryfall_json(text) {
        Ok(db) => exercise_db(&db),
        Err(e) => {
            coded(&e);
            assert!(!e.problems.is_empty());
        }
    }
}

const LAYOUTS: &[&str] = &[
    "normal",
    "split",
    "flip",
    "transform",
    "modal_dfc",
    "meld",
    "leveler",
    "class",
    "case",
    "saga",
    "adventure",
    "mutate",
    "prototype",
    "battle",
    "token",
    "double_faced_token",
    "emblem",
    "reversible_card",
    "art_series",
];
const STATS: &[&str] = &["0", "1", "2", "3", "*", "1+*", "*+1", "X", "-1", "½", "∞", "99", "4294967296", "", "2*"];
const COLORS: &[&str] = &["W", "U", "B", "R", "G", "C", "w", "X", ""];

/// Some real card field values, from the bundled sample (mana costs, type lines, oracle
/// texts, names), so that built cards mix real and arbitrary parts.
struct Samples {
    names: Vec<String>,
    costs: Vec<String>,
    type_lines: Vec<String>,
    texts: Vec<String>,
    lines: Vec<String>,
    /// Pieces of oracle lines: the lines cut at ", ", ". ", ": " and " — ".
    fragments: Vec<String>,
}

fn samples() -> &'static Samples {
    static SAMPLES: OnceLock<Samples> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        let mut cards: Vec<Value> = serde_json::from_str(include_str!("../tests/data/scryfall-cards.json")).unwrap();
        cards.extend(serde_json::from_str::<Vec<Value>>(include_str!("../tests/data/pool-full-text.json")).unwrap());
        cards.extend(serde_json::from_str::<Vec<Value>>(include_str!("../tests/data/full-text-cards.json")).unwrap());
        let mut s = Samples {
            names: Vec::new(),
            costs: Vec::new(),
            type_lines: Vec::new(),
            texts: Vec::new(),
            lines: Vec::new(),
            fragments: Vec::new(),
        };
        let faces =
            cards.iter().flat_map(|c| std::iter::once(c).chain(c["card_faces"].as_array().into_iter().flatten()));
        for f in faces {
            let take = |list: &mut Vec<String>, key: &str| {
                if let Some(v) = f[key].as_str() {
                    list.push(v.to_string());
                }
            };
            take(&mut s.names, "name");
            take(&mut s.costs, "mana_cost");
            take(&mut s.type_lines, "type_line");
            take(&mut s.texts, "oracle_text");
        }
        s.lines = s.texts.iter().flat_map(|t| t.lines()).map(str::to_string).collect();
        for line in &s.lines {
            let mut rest = line.as_str();
            while let Some(at) =
                [", ", ". ", ": ", " — "].iter().filter_map(|d| rest.find(d).map(|i| i + d.len())).min()
            {
                s.fragments.push(rest[..at].to_string());
                rest = &rest[at..];
            }
            s.fragments.push(rest.to_string());
        }
        for list in [&mut s.names, &mut s.costs, &mut s.type_lines, &mut s.texts, &mut s.lines, &mut s.fragments] {
            list.sort();
            list.dedup();
        }
        s
    })
}

/// A string: usually one of `real`, sometimes arbitrary text.
fn text_from(u: &mut Unstructured, real: &[String]) -> Result<String> {
    Ok(match u.int_in_range(0..=7)? {
        0 => u.arbitrary::<String>()?,
        1 => String::new(),
        _ => u.choose(real)?.clone(),
    })
}

/// A JSON value of the wrong kind now and then (a number for a string, ...).
fn odd_value(u: &mut Unstructured) -> Result<Value> {
    Ok(match u.int_in_range(0..=5)? {
        0 => Value::Null,
        1 => json!(u.arbitrary::<i64>()?),
        2 => json!(u.arbitrary::<f64>()?.to_string()),
        3 => json!([u.arbitrary::<String>()?]),
        4 => json!({ "x": u.arbitrary::<bool>()? }),
        _ => json!(u.arbitrary::<bool>()?),
    })
}

/// A Scryfall face or card object built field by field from real and arbitrary values; each
/// field now and then missing or of the wrong kind.
fn card_object(u: &mut Unstructured, depth: u32) -> Result<Value> {
    let s = samples();
    let letters = |u: &mut Unstructured, most: u32| -> Result<Value> {
        Ok(json!((0..u.int_in_range(0..=most)?).map(|_| u.choose(COLORS).copied()).collect::<Result<Vec<_>>>()?))
    };
    let mut fields: Vec<(&str, Value)> = vec![("name", json!(text_from(u, &s.names)?))];
    if depth == 0 {
        fields.push(("layout", json!(*u.choose(LAYOUTS)?)));
        let cmc = f64::from(u.int_in_range(0..=20u32)?) / f64::from(u.int_in_range(1..=2u32)?);
        fields.push(("cmc", json!(cmc)));
        fields.push(("color_identity", letters(u, 3)?));
        fields.push(("keywords", json!([text_from(u, &["Prototype".into(), "Prowl".into(), "Flying".into()])?])));
        fields.push(("produced_mana", letters(u, 3)?));
    }
    fields.push(("mana_cost", json!(text_from(u, &s.costs)?)));
    fields.push(("type_line", json!(text_from(u, &s.type_lines)?)));
    let text = match u.int_in_range(0..=3)? {
        0 => text_from(u, &s.texts)?,
        1 => (0..u.int_in_range(1..=4)?).map(|_| text_from(u, &s.lines)).collect::<Result<Vec<_>>>()?.join("\n"),
        _ => u.choose(&s.texts)?.clone(),
    };
    fields.push(("oracle_text", json!(text)));
    fields.push(("colors", letters(u, 3)?));
    if u.ratio(1, 4)? {
        fields.push(("color_indicator", letters(u, 2)?));
    }
    for stat in ["power", "toughness", "loyalty", "defense"] {
        if u.ratio(1, 2)? {
            fields.push((stat, json!(*u.choose(STATS)?)));
        }
    }
    if depth == 0 && u.ratio(1, 3)? {
        let faces: Vec<Value> = (0..u.int_in_range(0..=3)?).map(|_| card_object(u, 1)).collect::<Result<_>>()?;
        fields.push(("card_faces", json!(faces)));
    }
    if u.ratio(1, 16)? {
        fields.push(("unknown_field", json!(1)));
    }
    let mut card = serde_json::Map::new();
    for (key, value) in fields {
        match u.int_in_range(0..=11)? {
            0 => {}
            1 => {
                card.insert(key.to_string(), odd_value(u)?);
            }
            _ => {
                card.insert(key.to_string(), value);
            }
        }
    }
    Ok(Value::Object(card))
}

/// `scryfall_card`: Scryfall card objects built field by field (structure-aware): real
/// values, arbitrary strings and values of the wrong kind. An accepted card is queried in
/// every view and played in a game.
pub fn scryfall_card(data: &[u8]) {
    structured(data, |u| {
        let cards: Vec<Value> = (0..u.int_in_range(1..=3)?).map(|_| card_object(u, 0)).collect::<Result<_>>()?;
        let text = if cards.len() == 1 { cards[0].to_string() } else { Value::Array(cards).to_string() };
        match CardDb::from_scryfall_json(&text) {
            Ok(db) => {
                exercise_db(&db);
                let names: Vec<String> = db.cards().iter().map(|c| c.name.clone()).collect();
                play_cards(&db, &names, u)?;
            }
            Err(e) => coded(&e),
        }
        Ok(())
    });
}

/// Streams `bytes` through `CardDb::stream()` (the JS `CardDbImport`) in chunks of `chunk`.
fn stream(bytes: &[u8], chunk: usize) -> std::result::Result<CardDb, mtg_rules::card::CardImportError> {
    let mut stream = CardDb::stream();
    for part in bytes.chunks(chunk.max(1)) {
        stream.push(part);
    }
    assert_eq!(stream.bytes(), bytes.len() as u64);
    stream.finish()
}

/// `scryfall_stream`: up to four card objects built as `scryfall_card` builds them, as a JSON
/// array streamed in chunks of 1 to 64 bytes through `CardDb::stream()` (the JS
/// `CardDbImport`): the same database as the whole text, or the same problems (the stream
/// reads most cards straight from the scanned bytes, reusing strings from card to card; the
/// rest by the lenient reader). Then the same bytes with one byte changed, added or cut
/// short: no panic, and a refused import has coded problems.
pub fn scryfall_stream(data: &[u8]) {
    structured(data, |u| {
        let cards: Vec<Value> = (0..u.int_in_range(1..=4)?).map(|_| card_object(u, 0)).collect::<Result<_>>()?;
        let text = Value::Array(cards).to_string();
        let chunk = usize::from(u.int_in_range(1..=64u8)?);
        let problems = |e: &mtg_rules::card::CardImportError| {
            e.problems.iter().map(|p| (p.index, p.field.clone(), p.code, p.message.clone())).collect::<Vec<_>>()
        };
        match (CardDb::from_scryfall_json(&text), stream(text.as_bytes(), chunk)) {
            (Ok(whole), Ok(streamed)) => {
                assert_eq!(serde_json::to_value(&streamed).unwrap(), serde_json::to_value(&whole).unwrap());
            }
            (Err(whole), Err(streamed)) => {
                coded(&streamed);
                assert_eq!(problems(&streamed), problems(&whole));
            }
            (whole, streamed) => panic!("whole {:?}, streamed {:?}", whole.err(), streamed.err()),
        }
        let mut bytes = text.into_bytes();
        let at = u.choose_index(bytes.len())?;
        match u.int_in_range(0..=2)? {
            0 => bytes.truncate(at),
            1 => bytes[at] = u.arbitrary()?,
            _ => bytes.insert(at, u.arbitrary()?),
        }
        if let Err(e) = stream(&bytes, chunk) {
            coded(&e);
            assert!(!e.problems.is_empty());
        }
        Ok(())
    });
}

/// Plays a game of the cards of `db`: both players hold, draw and control them.
fn play_cards(db: &CardDb, names: &[String], u: &mut Unstructured) -> Result<()> {
    let pick = |u: &mut Unstructured| -> Result<String> { Ok(u.choose(names)?.clone()) };
    let mut players = Vec::new();
    for _ in 0..2 {
        let library: Vec<String> = (0..8).map(|_| pick(u)).collect::<Result<_>>()?;
        let hand: Vec<String> = (0..3).map(|_| pick(u)).collect::<Result<_>>()?;
        let battlefield: Vec<String> = (0..u.int_in_range(0..=3)?).map(|_| pick(u)).collect::<Result<_>>()?;
        players.push(json!({ "library": library, "hand": hand, "battlefield": battlefield }));
    }
    let setup = json!({ "players": players, "seed": u.arbitrary::<u64>()? });
    if let Ok(mut game) = Game::from_setup_json(db, &setup.to_string()) {
        drive(&mut game, db, u, 12)?;
    }
    Ok(())
}

/// `oracle_line`: any text as oracle text, line by line and whole, as a permanent's and as a
/// spell's.
pub fn oracle_line(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for spell in [false, true] {
        let ctx = ParseContext { names: &["Fuzz Card", "Fuzz"], spell };
        let parsed = parse_oracle_text(text, &ctx);
        let lines = text.split('\n').count();
        assert!(parsed.unsupported.len() <= lines);
        for problem in &parsed.problems {
            assert!(problem.offset <= text.encode_utf16().count(), "{problem:?}");
        }
        if let Some(line) = text.lines().next() {
            let _ = parse_line(line, &ctx);
        }
        // A text the import leaves for later reads with nothing the import needs (`card::reading`).
        assert!(mtg_rules::card::reading::later_reading_is_exact(text, ctx.names, spell), "{text:?}");
    }
}

/// An oracle line built from pieces of real lines (structure-aware): fragments of the
/// sample cards' text, with names, numbers and mana symbols swapped.
fn template_line(u: &mut Unstructured, name: &str) -> Result<String> {
    let s = samples();
    let mut line = String::new();
    for _ in 0..u.int_in_range(1..=5)? {
        let mut fragment = u.choose(&s.fragments)?.clone();
        match u.int_in_range(0..=9)? {
            0 => {
                // Another number.
                if let Some(at) = fragment.find(|c: char| c.is_ascii_digit()) {
                    let end = fragment[at..].find(|c: char| !c.is_ascii_digit()).map_or(fragment.len(), |e| at + e);
                    let n = *u.choose(&["0", "1", "7", "X", "1000000", "1000001", "4294967296", "-1"])?;
                    fragment.replace_range(at..end, n);
                }
            }
            1 => {
                // Another mana symbol.
                if let (Some(a), Some(b)) = (fragment.find('{'), fragment.find('}'))
                    && a < b
                {
                    let sym = *u.choose(&["{T}", "{X}", "{W/P}", "{2/G}", "{C}", "{S}", "{}", "{½}", "{Q}"])?;
                    fragment.replace_range(a..=b, sym);
                }
            }
            2 => fragment = fragment.replace("this creature", name).replace("This creature", name),
            3 => fragment.push_str(u.choose(&[" ", ", ", ". ", " and ", " or ", ": ", " (", ")"])?),
            4 => fragment = u.arbitrary::<String>()?,
            _ => {}
        }
        line.push_str(&fragment);
    }
    Ok(line)
}

/// `oracle_template`: oracle lines built from template fragments of real cards
/// (structure-aware). An understood line goes on a card that is then played in a game.
pub fn oracle_template(data: &[u8]) {
    structured(data, |u| {
        let s = samples();
        let name = "Fuzz Card";
        let spell = u.arbitrary::<bool>()?;
        let ctx = ParseContext { names: &[name], spell };
        let lines: Vec<String> = (0..u.int_in_range(1..=3)?).map(|_| template_line(u, name)).collect::<Result<_>>()?;
        let understood =
            lines.iter().all(|l| matches!(parse_line(l, &ctx), LineReading::Understood(_) | LineReading::Reminder));
        let text = lines.join("\n");
        let _ = parse_oracle_text(&text, &ctx);
        // A text the import leaves for later reads with nothing the import needs (`card::reading`).
        assert!(mtg_rules::card::reading::later_reading_is_exact(&text, &[name], spell), "{text:?}");
        if !understood || !u.ratio(1, 2)? {
            return Ok(());
        }
        let type_line = if spell {
            *u.choose(&["Instant", "Sorcery"])?
        } else {
            *u.choose(&["Creature — Goblin Rogue", "Enchantment", "Artifact Creature — Wall", "Battle — Siege"])?
        };
        let mut card = json!({ "name": name, "layout": "normal", "mana_cost": u.choose(&s.costs)?, "type_line": type_line, "oracle_text": text, "colors": ["R"] });
        if type_line.contains("Creature") {
            card["power"] = json!(*u.choose(&["0", "1", "3"])?);
            card["toughness"] = json!(*u.choose(&["0", "1", "4"])?);
        }
        if type_line.contains("Battle") {
            card["defense"] = json!("3");
        }
        let cards = json!([card,
            {"name": "Mountain", "layout": "normal", "type_line": "Basic Land — Mountain", "oracle_text": "({T}: Add {R}.)", "colors": []},
            {"name": "Grizzly Bears", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "", "power": "2", "toughness": "2", "colors": ["G"]},
            {"name": "Birds of Paradise", "layout": "normal", "mana_cost": "{G}", "type_line": "Creature — Bird", "oracle_text": "Flying\n{T}: Add one mana of any color.", "power": "0", "toughness": "1", "colors": ["G"]}
        ]);
        // Lines understood one by one may still make a card the import refuses (two prowl costs).
        let db = match CardDb::from_scryfall_json(&cards.to_string()) {
            Ok(db) => db,
            Err(e) => {
                coded(&e);
                return Ok(());
            }
        };
        let names: Vec<String> =
            ["Fuzz Card", "Mountain", "Grizzly Bears", "Birds of Paradise"].map(String::from).to_vec();
        let player = |u: &mut Unstructured| -> Result<Value> {
            let pick = |u: &mut Unstructured| -> Result<String> { Ok(u.choose(&names)?.clone()) };
            Ok(json!({
                "library": (0..6).map(|_| pick(u)).collect::<Result<Vec<_>>>()?,
                "hand": [name, name, pick(u)?],
                "battlefield": ["Mountain", "Mountain", "Mountain", "Birds of Paradise", pick(u)?, { "card": name, "summoningSick": false }],
            }))
        };
        let setup = json!({ "players": [player(u)?, player(u)?], "seed": u.arbitrary::<u64>()? });
        match Game::from_setup_json(&db, &setup.to_string()) {
            Ok(mut game) => drive(&mut game, &db, u, 16)?,
            Err(e) => coded(&e),
        }
        Ok(())
    });
}

/// The sample database's names with their folded index built once: a decklist that names an
/// unknown card (most inputs) no longer folds every name twice, which was nine tenths of an
/// input's time. It reads every text as the database does (`tests/decklist.rs`).
fn deck_names() -> &'static NameIndex<'static, CardDb> {
    static NAMES: OnceLock<NameIndex<'static, CardDb>> = OnceLock::new();
    NAMES.get_or_init(|| NameIndex::new(db()))
}

/// `decklist`: any text as a decklist against the sample database; an accepted deck becomes
/// a game's libraries.
pub fn decklist(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match parse_decklist(text, deck_names()) {
        Ok(deck) => {
            assert!(deck.total(Section::Main) <= mtg_rules::decklist::MAX_TOTAL_CARDS);
            let library: Vec<&str> = deck
                .section(Section::Main)
                .iter()
                .flat_map(|e| std::iter::repeat_n(e.name.as_str(), e.count as usize))
                .take(200)
                .collect();
            let setup = json!({ "players": [{ "library": library }, { "library": library }], "shuffle": true });
            if let Err(e) = Game::from_setup_json(db(), &setup.to_string()) {
                coded(&e);
            }
        }
        Err(e) => coded(&e),
    }
}

// ---------------------------------------------------------------------------------------------
// Games.

/// A card name of the sample database, now and then an unknown one.
fn card_name(u: &mut Unstructured) -> Result<String> {
    Ok(if u.ratio(1, 40)? { u.arbitrary::<String>()? } else { u.choose(&samples().names)?.clone() })
}

fn names(u: &mut Unstructured, most: u32) -> Result<Vec<String>> {
    (0..u.int_in_range(0..=most)?).map(|_| card_name(u)).collect()
}

const STEPS: &[&str] = &[
    "untap",
    "upkeep",
    "draw",
    "precombatMain",
    "beginningOfCombat",
    "declareAttackers",
    "declareBlockers",
    "firstStrikeDamage",
    "combatDamage",
    "endOfCombat",
    "postcombatMain",
    "end",
    "cleanup",
    "main1",
    "main2",
    "lunch",
];
const COUNTERS: &[&str] = &["+1/+1", "-1/-1", "defense", "loyalty", "lore", "", "+1/+0"];

/// A game setup built field by field (structure-aware): 0 to 5 players, zones of real (and
/// some unknown) card names, permanents with status, steps, counters, damage history.
fn setup_value(u: &mut Unstructured) -> Result<Value> {
    let n = *u.choose(&[2u32, 2, 2, 3, 4, 1, 0, 5])?;
    let mut players = Vec::new();
    for _ in 0..n {
        let mut battlefield = Vec::new();
        for _ in 0..u.int_in_range(0..=6)? {
            battlefield.push(if u.ratio(1, 2)? {
                json!(card_name(u)?)
            } else {
                let mut counters = serde_json::Map::new();
                if u.ratio(1, 3)? {
                    counters.insert((*u.choose(COUNTERS)?).to_string(), json!(*u.choose(&[0u32, 1, 3, 1_000_000, 1_000_001])?));
                }
                let mut p = json!({
                    "card": card_name(u)?, "tapped": u.arbitrary::<bool>()?, "prototyped": u.ratio(1, 4)?,
                    "counters": counters, "summoningSick": u.arbitrary::<bool>()?, "damage": *u.choose(&[0u32, 0, 1, 2, 5, 1_000_001])?,
                    "prowlPaid": u.ratio(1, 8)?,
                });
                if u.ratio(1, 6)? {
                    p["face"] = json!(*u.choose(&[json!("back"), json!("front"), json!(1), json!(9)])?);
                }
                if u.ratio(1, 6)? {
                    p["protector"] = json!(u.int_in_range(0..=4u32)?);
                }
                p
            });
        }
        let mut player = json!({
            "library": names(u, 20)?, "hand": names(u, 8)?, "battlefield": battlefield,
            "graveyard": names(u, 3)?, "exile": names(u, 2)?,
        });
        if u.ratio(1, 4)? {
            player["life"] = json!(*u.choose(&[20, 1, 0, -5, i32::MAX, i32::MIN])?);
        }
        if u.ratio(1, 6)? {
            player["manaPool"] = json!({ "R": u.int_in_range(0..=3u32)?, "G": 1 });
        }
        players.push(player);
    }
    let mut setup = json!({
        "players": players, "seed": u.arbitrary::<u64>()?, "shuffle": u.arbitrary::<bool>()?,
        "openingHands": u.ratio(1, 4)?,
    });
    if u.ratio(1, 2)? {
        setup["step"] = json!(*u.choose(STEPS)?);
    }
    if u.ratio(1, 4)? {
        setup["activePlayer"] = json!(u.int_in_range(0..=5u32)?);
    }
    if u.ratio(1, 8)? {
        setup["priorityPlayer"] = json!(u.int_in_range(0..=5u32)?);
    }
    if u.ratio(1, 8)? {
        setup["turn"] = json!(*u.choose(&[0u32, 1, 2, u32::MAX])?);
    }
    if u.ratio(1, 8)? {
        setup["damageThisTurn"] = json!([{ "source": card_name(u)?, "controller": u.int_in_range(0..=4u32)?, "combat": u.arbitrary::<bool>()? }]);
    }
    Ok(setup)
}

/// `game_setup`: game setups built field by field; an accepted one is played with fuzzed
/// actions.
pub fn game_setup(data: &[u8]) {
    structured(data, |u| {
        let setup = setup_value(u)?;
        match Game::from_setup_json(db(), &setup.to_string()) {
            Ok(mut game) => drive(&mut game, db(), u, 24)?,
            Err(e) => {
                coded(&e);
                assert!(!e.problems.is_empty());
            }
        }
        Ok(())
    });
}

/// `game_json`: any bytes as a serialized game (`Game::from_json`); an accepted game is
/// played with fuzzed actions, the first choices from the rest of the input.
pub fn game_json(data: &[u8]) {
    // The game's JSON first, then (after a 0 byte) the bytes that choose actions.
    let (json, rest) = match data.iter().position(|&b| b == 0) {
        Some(at) => (&data[..at], &data[at + 1..]),
        None => (data, &[][..]),
    };
    let Ok(text) = std::str::from_utf8(json) else { return };
    match Game::from_json(db(), text) {
        Ok(mut game) => {
            let again = game.to_json();
            let back =
                Game::from_json(db(), &again).unwrap_or_else(|e| panic!("a game read back does not read again: {e}"));
            assert_eq!(back.to_json(), again);
            structured(rest, |u| drive(&mut game, db(), u, 16));
        }
        Err(e) => {
            coded(&e);
            assert!(!e.problems.is_empty());
        }
    }
}

/// The five fixed setups of [`live_setup`], built once (reading the benchmark's JSON and
/// building the others per input cost more than some games played from them).
fn fixed_setups() -> &'static [Value; 5] {
    static FIXED: OnceLock<[Value; 5]> = OnceLock::new();
    FIXED.get_or_init(|| {
        let deck = |cards: &[&str]| -> Vec<String> { cards.iter().cycle().take(24).map(|c| c.to_string()).collect() };
        let green = deck(&["Forest", "Forest", "Grizzly Bears", "Llanowar Elves", "Craw Wurm", "Kitchen Finks"]);
        let red = deck(&[
            "Mountain",
            "Mountain",
            "Hill Giant",
            "Boggart Brute",
            "Lightning Bolt",
            "Bloodmark Mentor",
            "Fireball",
        ]);
        let black =
            deck(&["Swamp", "Swamp", "Vampire Nighthawk", "Typhoid Rats", "Auntie's Snitch", "Stinkdrinker Bandit"]);
        let white = deck(&[
            "Plains",
            "Plains",
            "Silvercoat Lion",
            "Serra Angel",
            "Invasion of Belenon // Belenon War Anthem",
            "Wall of Omens",
        ]);
        let blue =
            deck(&["Island", "Island", "Clone", "Essence Scatter", "Young Pyromancer", "Quasiduplicate", "Ephemerate"]);
        [
            serde_json::from_str(include_str!("../bench/setups/duel.json")).unwrap(),
            serde_json::from_str(include_str!("../bench/setups/hand-of-7.json")).unwrap(),
            json!({ "players": [
                { "library": red, "battlefield": ["Mountain", "Mountain", "Mountain"] },
                { "library": black, "battlefield": ["Swamp", "Swamp", "Swamp"] },
                { "library": white, "battlefield": ["Plains", "Plains", "Plains"] },
                { "library": green, "battlefield": ["Forest", "Forest", "Forest"] }] }),
            json!({ "players": [
                { "library": white, "hand": ["Invasion of Belenon // Belenon War Anthem", "Bitterblossom", "Doomed Dissenter"], "battlefield": ["Plains", "Plains", "Plains", "Swamp", "Zetalpa, Primal Dawn"] },
                { "library": black, "hand": ["Clone", "Island", "Essence Scatter"], "battlefield": ["Island", "Island", "Swamp", "Vampire Nighthawk", "Typhoid Rats", { "card": "Invasion of Amonkhet // Lazotep Convert", "counters": { "defense": 1 } }] },
                { "library": red, "life": 3, "hand": ["Lightning Bolt", "Fireball"], "battlefield": ["Mountain", "Mountain"] }] }),
            json!({ "players": [
                { "library": blue, "hand": ["Young Pyromancer", "Ephemerate", "Quasiduplicate", "Clone"], "battlefield": ["Island", "Island", "Island", "Plains", "Plains", "Mountain"] },
                { "library": red, "hand": ["Lightning Bolt", "Boggart Brute"], "battlefield": ["Mountain", "Mountain", "Mountain", "Test Venom Trampler"] }] }),
        ]
    })
}

/// The setups of the live-game target: the benchmark's duel and 7-card hand, a four-player
/// game, a game with battles and triggers (read once: [`fixed_setups`]), or one built as
/// `game_setup` builds it; each seeded and shuffled by the input.
fn live_setup(u: &mut Unstructured) -> Result<Value> {
    let mut setup = match u.int_in_range(0..=5)? {
        i @ 0..=4 => fixed_setups()[i].clone(),
        _ => setup_value(u)?,
    };
    setup["seed"] = json!(u.arbitrary::<u64>()?);
    setup["shuffle"] = json!(u.arbitrary::<bool>()?);
    if u.ratio(1, 4)? {
        setup["openingHands"] = json!(true);
        if let Some(players) = setup["players"].as_array_mut() {
            players.iter_mut().for_each(|p| p["hand"] = json!([]));
        }
    }
    Ok(setup)
}

/// `game_actions`: action sequences on a live game. Each step takes one of the listed
/// actions, or one mutated (another player, object, target, method, X, payment, field), or
/// an action from arbitrary JSON, or `advance`. After each: no panic; a refused action
/// leaves the game byte-identical (732.1); an accepted one keeps the invariants; the listing
/// and `is_legal`/`apply` agree.
pub fn game_actions(data: &[u8]) {
    structured(data, |u| {
        let setup = live_setup(u)?;
        match Game::from_setup_json(db(), &setup.to_string()) {
            Ok(mut game) => drive(&mut game, db(), u, 32)?,
            Err(e) => coded(&e),
        }
        Ok(())
    });
}

/// Plays up to `steps` fuzzed actions on `game` (few: the fuzzer explores breadth across
/// inputs, and `advance` reaches later turns), checking at every step: one listed action,
/// chosen by the input, `is_legal` (the one applied, when a listed action is applied, so
/// listing, `is_legal` and `apply` agree on it); an accepted action keeps the invariants; a
/// mutated or arbitrary action is accepted exactly when `is_legal` says so and, refused,
/// leaves the game as it was (732.1; see [`attempt`]); so does a refused `advance`, which is
/// atomic. At the end, for one input in four, the game's JSON reads back the same.
fn drive(game: &mut Game, db: &CardDb, u: &mut Unstructured, steps: usize) -> Result<()> {
    let mut life: Vec<i64> = game.state().players.iter().map(|p| i64::from(p.life)).collect();
    let mut refusals = 0u32;
    // The JSON round trip at the end, for one input in four (the input decides: a crash replays).
    let round_trip = u.ratio(1, 4).unwrap_or(true);
    let result = (|| {
        for _ in 0..steps {
            if u.is_empty() {
                break;
            }
            let mut listed = game.legal_actions();
            if game.state().is_over() {
                assert!(listed.is_empty(), "actions listed after the game is over");
                break;
            }
            assert!(!listed.is_empty(), "someone can always act");
            let sample = u.choose_index(listed.len())?;
            assert!(game.is_legal(&listed[sample]), "listed but not legal: {:?}", listed[sample]);
            match u.int_in_range(0..=15)? {
                0..=8 => {
                    let action = listed.swap_remove(sample);
                    let events =
                        game.apply(action.clone()).unwrap_or_else(|e| panic!("listed but refused: {action:?}: {e}"));
                    after(game, &events, &mut life);
                }
                9..=13 => {
                    let mut value = serde_json::to_value(u.choose(&listed)?).unwrap();
                    mutate(&mut value, game, u)?;
                    attempt(game, &value.to_string(), &mut life, &mut refusals);
                }
                14 => {
                    let text = u.arbitrary::<&str>()?;
                    attempt(game, text, &mut life, &mut refusals);
                }
                _ => {
                    let until = match u.int_in_range(0..=2)? {
                        0 => Until::NextTurn,
                        1 => Until::Choice,
                        _ => Until::Step { step: *u.choose(&Step::ALL)? },
                    };
                    let policy = AutoPass {
                        until,
                        no_attacks: u.arbitrary()?,
                        no_blocks: u.arbitrary()?,
                        stop_on_stack: u.arbitrary()?,
                        max_actions: u.int_in_range(0..=60)?,
                    };
                    // An `advance` that applies nothing leaves the game as it was: the invariants
                    // are not asked of it again, since a game read from JSON (`game_json`) may be a
                    // snapshot state-based actions have yet to correct (a Siege its controller
                    // protects, 704.5x), which the next action corrects (704.3). Whether it changed
                    // is told by the state's equality (derived data aside), not its JSON: writing
                    // the game twice per `advance` cost more than the rest of the step.
                    let before = game.state().clone();
                    match game.advance(&policy) {
                        Ok(_) if *game.state() == before => {}
                        Ok(events) => after(game, &events, &mut life),
                        // Atomic (732.1): a refused `advance` puts the game back as it was.
                        Err(e) => unchanged(game, &before, &policy, &e),
                    }
                }
            }
        }
        Ok(())
    })();
    if round_trip {
        let json = game.to_json();
        let back = Game::from_json(db, &json).unwrap_or_else(|e| panic!("the game does not read back: {e}"));
        assert_eq!(back.to_json(), json, "the game's JSON round-trips");
    }
    result
}

/// After an accepted action: the life totals move as the events say and the invariants hold.
fn after(game: &Game, events: &[Event], life: &mut [i64]) {
    invariants::life_deltas(events, life);
    invariants::check_invariants(game, life);
}

/// Tries an action given as JSON: `is_legal` and `apply` agree, and a refused action leaves
/// the game as it was (732.1): the state equals a copy taken before ([`unchanged`]), and on
/// every 8th refusal `to_json()` is byte-identical too.
fn attempt(game: &mut Game, json: &str, life: &mut [i64], refusals: &mut u32) {
    let action = match Action::from_json(json) {
        Ok(action) => action,
        Err(e) => return coded(&e),
    };
    if game.is_legal(&action) {
        let events = game.apply(action.clone()).unwrap_or_else(|e| panic!("legal but refused: {action:?}: {e}"));
        return after(game, &events, life);
    }
    let before = game.state().clone();
    let before_json = refusals.is_multiple_of(8).then(|| game.to_json());
    *refusals += 1;
    match game.apply(action.clone()) {
        Ok(_) => panic!("applied but not legal: {action:?}"),
        Err(e) => {
            unchanged(game, &before, &action, &e);
            if let Some(was) = before_json {
                assert_eq!(game.to_json(), was, "the refused {action:?} ({e}) changed the game's JSON");
            }
        }
    }
}

/// After a refused action or `advance` (its error `e`): the game is as it was (732.1). The state
/// is compared with the copy taken `before` (cheaper than the JSON; should they differ, their
/// serializations must still be equal, as the state also holds caches that are not part of the
/// game).
fn unchanged(game: &Game, before: &GameState, what: &impl std::fmt::Debug, e: &RulesError) {
    coded(e);
    if game.state() != before {
        let (was, is) = (serde_json::to_string(before).unwrap(), serde_json::to_string(game.state()).unwrap());
        assert_eq!(is, was, "the refused {what:?} ({e}) changed the game");
    }
}

/// A value for a number field: an object's id, a seat, or something odd.
fn number(u: &mut Unstructured, game: &Game) -> Result<Value> {
    let s = game.state();
    Ok(match u.int_in_range(0..=7)? {
        0..=2 => match u.choose(&s.objects) {
            Ok(o) => json!(o.id.0),
            Err(_) => json!(0),
        },
        3 => json!(u.int_in_range(0..=(s.players.len() as u32))?),
        4 => json!(*u.choose(&[0u64, 1, 2, 255, 256, 1_000_000, 1_000_001, u64::from(u32::MAX), u64::MAX])?),
        5 => json!(-1),
        6 => json!(u.int_in_range(0..=64u32)?),
        _ => json!(1.5),
    })
}

/// A target: an object, a player, or something malformed.
fn target(u: &mut Unstructured, game: &Game) -> Result<Value> {
    Ok(match u.int_in_range(0..=4)? {
        0 | 1 => json!({ "type": "object", "object": number(u, game)? }),
        2 | 3 => json!({ "type": "player", "player": u.int_in_range(0..=4u32)? }),
        _ => json!({ "type": "spell", "object": 1 }),
    })
}

/// A payment plan: real-looking parts (symbols, sources, mana, life) put together at random.
fn payment(u: &mut Unstructured, game: &Game) -> Result<Value> {
    let mut payments = Vec::new();
    for _ in 0..u.int_in_range(0..=8)? {
        let symbol = u.int_in_range(0..=9u32)?;
        payments.push(if u.ratio(1, 5)? {
            json!({ "type": "life", "symbol": symbol, "amount": *u.choose(&[2u32, 0, 1, 40])? })
        } else {
            let source = if u.ratio(1, 4)? { Value::Null } else { number(u, game)? };
            json!({ "type": "mana", "symbol": symbol, "source": source, "mana": *u.choose(&["W", "U", "B", "R", "G", "C", "S"])?, "snow": u.ratio(1, 8)? })
        });
    }
    Ok(json!({ "payments": payments }))
}

const ACTION_TYPES: &[&str] = &[
    "playLand",
    "activateManaAbility",
    "castSpell",
    "passPriority",
    "declareAttackers",
    "declareBlockers",
    "discard",
    "chooseProtector",
    "castTransformed",
    "chooseLegend",
    "chooseTargets",
    "payWard",
    "assignCombatDamage",
    "chooseCopy",
    "mulligan",
    "putOnBottom",
    "activateAbility",
];

/// Mutates a listed action's JSON: another player, object, target, method, X, payment,
/// type, a field dropped or added, or numbers swapped anywhere in it.
fn mutate(value: &mut Value, game: &Game, u: &mut Unstructured) -> Result<()> {
    for _ in 0..u.int_in_range(1..=3)? {
        let Some(map) = value.as_object_mut() else { return Ok(()) };
        match u.int_in_range(0..=10)? {
            0 => {
                let seat = u.int_in_range(0..=(game.state().players.len() as u32))?;
                map.insert("player".into(), json!(seat));
            }
            1 => {
                map.insert("object".into(), number(u, game)?);
            }
            2 => {
                let targets: Vec<Value> =
                    (0..u.int_in_range(0..=3)?).map(|_| target(u, game)).collect::<Result<_>>()?;
                map.insert("targets".into(), json!(targets));
            }
            3 => {
                let method = *u.choose(&["normal", "prototype", "prowl", "transformed", "flashback"])?;
                map.insert("method".into(), json!({ "type": method }));
            }
            4 => {
                let x = *u.choose(&[0u64, 1, 3, 20, 1_000_000, 1_000_001, u64::from(u32::MAX)])?;
                map.insert("x".into(), json!(x));
            }
            5 => {
                map.insert("payment".into(), payment(u, game)?);
            }
            6 => {
                map.insert("type".into(), json!(*u.choose(ACTION_TYPES)?));
            }
            7 => {
                let keys: Vec<String> = map.keys().cloned().collect();
                if let Ok(key) = u.choose(&keys) {
                    map.remove(key);
                }
            }
            8 => {
                let key = *u.choose(&[
                    "choice",
                    "keep",
                    "cast",
                    "pay",
                    "copy",
                    "battle",
                    "protector",
                    "objects",
                    "attackers",
                    "blockers",
                    "assignments",
                    "bogus",
                ])?;
                let v = match u.int_in_range(0..=3)? {
                    0 => number(u, game)?,
                    1 => json!(u.arbitrary::<bool>()?),
                    2 => json!((0..u.int_in_range(0..=3)?).map(|_| number(u, game)).collect::<Result<Vec<_>>>()?),
                    _ => {
                        json!([{ "attacker": number(u, game)?, "blocker": number(u, game)?, "target": { "type": "player", "player": 1 }, "to": target(u, game)?, "amount": number(u, game)? }])
                    }
                };
                map.insert(key.into(), v);
            }
            _ => tamper(value, game, u)?,
        }
    }
    Ok(())
}

/// Swaps numbers anywhere in a JSON value (ids, seats, counts, indices).
fn tamper(value: &mut Value, game: &Game, u: &mut Unstructured) -> Result<()> {
    match value {
        Value::Number(_) if u.ratio(1, 3)? => *value = number(u, game)?,
        Value::Array(items) => items.iter_mut().try_for_each(|v| tamper(v, game, u))?,
        Value::Object(map) => map.values_mut().try_for_each(|v| tamper(v, game, u))?,
        _ => {}
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The castability analysis.

/// A hostile number for a field: small and valid most of the time, else a bound, one past it,
/// a huge, negative or fractional one, or not a number.
fn hostile(u: &mut Unstructured, small: u64, bounds: &[u64]) -> Result<Value> {
    Ok(match u.int_in_range(0..=9)? {
        0..=5 => json!(u.int_in_range(0..=small)?),
        6 => json!(*u.choose(bounds)?),
        7 => json!(*u.choose(&[u64::MAX, u64::from(u32::MAX) + 1, 9_007_199_254_740_993])?),
        8 => json!(*u.choose(&[-1.0, 1.5, 1e300, -0.0])?),
        _ => json!(*u.choose(&["7", "", "many"])?),
    })
}

/// Options of `analyzeDeck` built field by field (each field present or not).
fn analysis_options(u: &mut Unstructured, names: &[String]) -> Result<Value> {
    use mtg_rules::analysis::options::{MAX_GAMES, MAX_TURNS, MAX_X};
    let mut o = serde_json::Map::new();
    if u.ratio(3, 4)? {
        o.insert("games".into(), hostile(u, 12, &[0, 1, MAX_GAMES, MAX_GAMES + 1])?);
    }
    if u.arbitrary()? {
        o.insert("seed".into(), json!(u.arbitrary::<u64>()?));
    }
    if u.arbitrary()? {
        o.insert("onThePlay".into(), json!(u.arbitrary::<bool>()?));
    }
    if u.arbitrary()? {
        let t = u64::from(MAX_TURNS);
        o.insert("turns".into(), hostile(u, t, &[0, t, t + 1, 255, 256])?);
    }
    if u.ratio(1, 3)? {
        let mut m = serde_json::Map::new();
        if u.arbitrary()? {
            m.insert("rule".into(), json!(*u.choose(&["london", "none", "vancouver"])?));
        }
        if u.arbitrary()? {
            let keep: Vec<Value> = (0..u.int_in_range(0..=4)?)
                .map(|_| {
                    Ok(json!({ "cards": hostile(u, 8, &[0, 7, 8])?, "minLands": hostile(u, 8, &[0, 7])?,
                        "maxLands": hostile(u, 8, &[0, 7, 255])? }))
                })
                .collect::<Result<_>>()?;
            m.insert("keep".into(), json!(keep));
        }
        if u.arbitrary()? {
            m.insert("freeFirst".into(), json!(u.arbitrary::<bool>()?));
        }
        o.insert("mulligan".into(), Value::Object(m));
    }
    if u.ratio(1, 3)? {
        o.insert(
            "play".into(),
            json!({ "castManaSources": u.arbitrary::<bool>()?, "payLifeForUntappedLands": u.arbitrary::<bool>()?,
                "life": hostile(u, 40, &[0, 1, 20, u64::from(i32::MAX as u32), u64::from(u32::MAX)])? }),
        );
    }
    if u.ratio(1, 4)? {
        let mut x = serde_json::Map::new();
        for _ in 0..u.int_in_range(1..=3)? {
            let name = if u.ratio(1, 8)? { u.arbitrary::<String>()? } else { u.choose(names)?.clone() };
            x.insert(name, hostile(u, 8, &[MAX_X, MAX_X + 1])?);
        }
        o.insert("x".into(), Value::Object(x));
    }
    if u.ratio(1, 16)? {
        o.insert(u.arbitrary::<String>()?, json!(1));
    }
    Ok(Value::Object(o))
}

/// A deck as decklist text: sections, counts (some hostile) and names of the sample cards.
fn analysis_decklist(u: &mut Unstructured) -> Result<(String, Vec<String>)> {
    let mut text = String::new();
    let mut names = Vec::new();
    for _ in 0..u.int_in_range(0..=8)? {
        match u.int_in_range(0..=15)? {
            0 => text.push_str(u.choose(&["Sideboard\n", "Commander\n", "Deck\n", "Companion\n", "\n"])?),
            1 => text.push_str(&format!("{}\n", u.arbitrary::<&str>()?)),
            _ => {
                let count = match u.int_in_range(0..=7)? {
                    0 => *u.choose(&[0u64, 99, 100, 250, 251, 4_294_967_296])?,
                    _ => u.int_in_range(1..=24)?,
                };
                let name = card_name(u)?;
                text.push_str(&format!("{count} {name}\n"));
                names.push(name);
            }
        }
    }
    Ok((text, names))
}

/// `analysis`: the castability analysis as the JS API reaches it — a deck as decklist text or
/// a `Decklist` object (perhaps changed: counts, names, sections), options and tallies as JSON
/// with hostile values (`analyzeDeck`, `new DeckAnalyzer`, `run`, `addTally`), and Karsten's
/// model (`karsten`). Refusals are coded errors; an accepted request plays a few games (its
/// options' count bounded here, not by the engine). Parts of a run merged through their JSON
/// are the whole run.
pub fn analysis(data: &[u8]) {
    use mtg_rules::analysis::{AnalysisOptions, Analyzer, DeckInput, KarstenOptions, Tally, analyze_deck, karsten};
    use mtg_rules::decklist::Decklist;
    structured(data, |u| {
        if u.ratio(1, 6)? {
            let mut o = serde_json::Map::new();
            for (key, small, bounds) in [
                ("deckSize", 100, &[0u64, 7, 99, 100, 250, 251][..]),
                ("lands", 60, &[0, 250]),
                ("sources", 60, &[0, 250]),
                ("pips", 21, &[0, 20, 21]),
                ("turn", 21, &[0, 1, 20, 21, 256]),
                ("games", 40, &[0, 1, 100_000_001]),
                ("seed", u64::MAX, &[0]),
            ] {
                if u.arbitrary()? {
                    o.insert(key.into(), hostile(u, small, bounds)?);
                }
            }
            if u.arbitrary()? {
                o.insert("mulligan".into(), json!(u.arbitrary::<bool>()?));
            }
            let json = if u.ratio(1, 16)? { u.arbitrary::<String>()? } else { Value::Object(o).to_string() };
            // Accepted options play their games: bounded here (the engine allows 10⁸).
            if let Ok(mut options) = KarstenOptions::from_json(&json) {
                if options.games <= mtg_rules::analysis::options::MAX_GAMES {
                    options.games = options.games.min(64);
                }
                match karsten(&options) {
                    Ok(r) => assert!(serde_json::to_string(&r).is_ok()),
                    Err(e) => coded(&e),
                }
            }
            return Ok(());
        }
        let (text, names) = analysis_decklist(u)?;
        let list;
        let deck = match u.int_in_range(0..=3)? {
            0 => {
                // A `Decklist` object, from the text's reading, perhaps changed.
                let Ok(read) = parse_decklist(&text, deck_names()) else { return Ok(()) };
                let mut value = serde_json::to_value(&read).unwrap();
                if u.arbitrary()? {
                    let section = *u.choose(&["main", "sideboard", "commander", "companion", "maybeboard"])?;
                    let entry = json!({ "count": hostile(u, 30, &[0, 250, u64::from(u32::MAX)])?, "name": card_name(u)?,
                        "line": hostile(u, 3, &[0])? });
                    if let Some(list) = value[section].as_array_mut() {
                        list.push(entry);
                    }
                }
                match Decklist::from_json(&value.to_string()) {
                    Ok(read) => list = read,
                    Err(e) => {
                        assert!(!e.is_empty());
                        return Ok(());
                    }
                }
                DeckInput::List(&list)
            }
            _ => DeckInput::Text(&text),
        };
        let options_json =
            if u.ratio(1, 16)? { u.arbitrary::<String>()? } else { analysis_options(u, &names)?.to_string() };
        let options = match AnalysisOptions::from_json(&options_json) {
            Ok(options) => options,
            Err(e) => {
                assert!(!e.is_empty());
                return Ok(());
            }
        };
        if options.games <= 16 && u.ratio(1, 4)? {
            match analyze_deck(db(), deck, &options) {
                Ok(a) => assert_eq!(a.games, options.games),
                Err(e) => coded(&e),
            }
            return Ok(());
        }
        let analyzer = match Analyzer::new(db(), deck, &options) {
            Ok(analyzer) => analyzer,
            Err(e) => {
                coded(&e);
                return Ok(());
            }
        };
        // Two parts played apart, the second's tally handed over as JSON: the whole run.
        let start = if u.ratio(1, 8)? { u64::MAX - u.int_in_range(0..=8)? } else { u.int_in_range(0..=1000)? };
        let (a, b) = (u.int_in_range(0..=6)?, u.int_in_range(0..=6)?);
        let (mut first, mut second, mut whole) = (analyzer.tally(), analyzer.tally(), analyzer.tally());
        analyzer.run(start, a, &mut first);
        analyzer.run(start.saturating_add(a), b, &mut second);
        analyzer.run(start, a + b, &mut whole);
        assert!(whole.is_consistent() && first.is_consistent(), "the engine's own tallies are consistent");
        let mut handed = serde_json::to_value(&second).unwrap();
        if u.ratio(1, 3)? {
            // A tally changed on the way: a count, a size or a list.
            let key = *u.choose(&["spells", "parts", "turns", "games", "mulligans", "first", "lifePaid", "onCurve"])?;
            handed[key] = match u.int_in_range(0..=2)? {
                0 => hostile(u, 4, &[u64::MAX, 1 << 40])?,
                1 => json!([]),
                _ => json!(vec![u64::MAX; 8]),
            };
        }
        let Ok(handed) = Tally::from_json(&handed.to_string()) else { return Ok(()) };
        match analyzer.check_tally(&handed) {
            Ok(()) if first.merge(&handed) => {
                if handed == second && start.checked_add(a + b).is_some() {
                    assert_eq!(first, whole, "parts of a run add up to the run");
                }
                // More games after a merge (a tally's counts may be near their maximum).
                analyzer.run(0, u.int_in_range(0..=2)?, &mut first);
            }
            Ok(()) => assert!(first.games + handed.games > mtg_rules::analysis::MAX_TALLY_GAMES),
            Err(e) => coded(&e),
        }
        let result = analyzer.finish(&first);
        // A consistent tally's numbers are fractions.
        let fractions = result.cards.iter().flat_map(|c| c.castable_by.iter().chain(&c.on_curve).chain([&c.never]));
        for e in fractions.chain(&result.land_drop).chain(&result.mulligans) {
            assert!((0.0..=1.0).contains(&e.p) && e.se.is_finite(), "{e:?}");
        }
        assert!(serde_json::to_string(&result).is_ok());
        Ok(())
    });
}
