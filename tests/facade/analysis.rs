//! What a JavaScript caller of `analyzeDeck`, `karsten` and `DeckAnalyzer` sees.

use super::cards::sample_db;
use super::{error_parts, get, number};
use js_sys::{Array, JSON};
use mtg_rules::wasm::{JsDeckAnalyzer, analyze_deck_js, karsten_js, parse_decklist};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const DECK: &str = "24 Forest\n36 Grizzly Bears";

fn options(json: &str) -> JsValue {
    JSON::parse(json).unwrap()
}

/// `castableBy[turn - 1].p` of the analysis' first card.
fn castable_by(analysis: &JsValue, turn: u32) -> f64 {
    let card = Array::from(&get(analysis, "cards")).get(0);
    number(&Array::from(&get(&card, "castableBy")).get(turn - 1), "p")
}

#[wasm_bindgen_test]
fn analyze_deck_takes_decklist_text_or_a_parsed_decklist_and_gives_the_same_numbers() {
    let db = sample_db();
    let o = options(r#"{"games": 2000, "seed": 3}"#);
    let from_text = analyze_deck_js(&db, DECK.into(), o.clone()).unwrap();
    let list = parse_decklist(DECK.into(), &db).unwrap();
    let from_list = analyze_deck_js(&db, list, o).unwrap();
    assert_eq!(JSON::stringify(&from_text).unwrap(), JSON::stringify(&from_list).unwrap());
    assert_eq!(number(&from_text, "games"), 2000.0);
    assert_eq!(castable_by(&from_text, 1), 0.0);
    assert!(castable_by(&from_text, 2) > 0.8);
}

#[wasm_bindgen_test]
fn analyze_deck_reports_every_problem_of_a_request_at_once() {
    let db = sample_db();
    let e = analyze_deck_js(&db, "20 Forest\n4 Blitz Automatn".into(), options(r#"{"games": 0, "turns": 30}"#))
        .unwrap_err();
    let (code, _, message) = error_parts(&e);
    assert_eq!(code, "invalid_decklist");
    assert!(message.starts_with("3 problems"), "{message}");
    let codes: Vec<String> =
        Array::from(&get(&e, "problems")).iter().map(|p| get(&p, "code").as_string().unwrap()).collect();
    assert_eq!(codes, ["invalid_decklist", "games_out_of_range", "turns_out_of_range"]);
    let (code, ..) = error_parts(&analyze_deck_js(&db, "".into(), JsValue::UNDEFINED).unwrap_err());
    assert_eq!(code, "empty_deck");
    let (code, ..) = error_parts(&analyze_deck_js(&db, DECK.into(), options(r#"{"gmaes": 10}"#)).unwrap_err());
    assert_eq!(code, "invalid_options");
    let (code, ..) = error_parts(&analyze_deck_js(&db, JsValue::from_f64(3.0), JsValue::UNDEFINED).unwrap_err());
    assert_eq!(code, "invalid_argument");
}

/// Found by the `analysis` fuzz target: a `Decklist` object whose counts add
/// up past `u32::MAX` is too large (its total wrapped to 1 in the wasm, and
/// the analysis then built a library of four billion cards).
#[wasm_bindgen_test]
fn analyze_deck_refuses_a_decklist_object_whose_counts_add_up_past_u32_as_too_large() {
    let db = sample_db();
    let list = options(
        r#"{"main": [{"count": 4294967295, "name": "Forest", "line": 1}, {"count": 2, "name": "Grizzly Bears", "line": 2}],
            "sideboard": [], "commander": [], "companion": [], "maybeboard": []}"#,
    );
    let e = analyze_deck_js(&db, list.clone(), options(r#"{"games": 10}"#)).unwrap_err();
    assert_eq!(error_parts(&e).0, "deck_too_large");
    let e = JsDeckAnalyzer::new(&db, list, JsValue::UNDEFINED).err().unwrap();
    assert_eq!(error_parts(&e).0, "deck_too_large");
}

/// Found by the `analysis` fuzz target: a tally whose counts disagree (more
/// games castable than played) is refused by `addTally`, not counted (its
/// numbers would not be fractions, and `result` subtracted past zero).
#[wasm_bindgen_test]
fn add_tally_refuses_a_tally_whose_counts_disagree() {
    let db = sample_db();
    let mut a = JsDeckAnalyzer::new(&db, DECK.into(), options(r#"{"games": 20}"#)).unwrap();
    let mut b = JsDeckAnalyzer::new(&db, DECK.into(), options(r#"{"games": 20}"#)).unwrap();
    b.run(0.0.into(), 20.0.into()).unwrap();
    let tally = b.tally().unwrap();
    js_sys::Reflect::set(&tally, &"games".into(), &JsValue::from_f64(19.0)).unwrap();
    assert_eq!(error_parts(&a.add_tally(tally).unwrap_err()).0, "invalid_tally");
    assert_eq!(a.games(), 0.0);
    a.add_tally(b.tally().unwrap()).unwrap();
    assert_eq!(a.games(), 20.0);
}

/// Found by the `analysis` fuzz target: a tally handed over with a huge sum
/// of squares of life paid, then games in which a shock land's 2 life is paid
/// (614.1c, 119.4): the sums of life saturate instead of overflowing.
#[wasm_bindgen_test]
fn a_tally_handed_over_with_a_huge_sum_of_life_paid_plays_on() {
    let db = mtg_rules::wasm::JsCardDb::from_scryfall(
        r#"[{"name": "Breeding Pool", "layout": "normal", "type_line": "Land — Forest Island",
             "oracle_text": "({T}: Add {G} or {U}.)\nAs Breeding Pool enters, you may pay 2 life. If you don't, it enters tapped."},
            {"name": "Grizzly Bears", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
             "oracle_text": "", "power": "2", "toughness": "2"}]"#
            .into(),
    )
    .unwrap();
    let deck: JsValue = "2 Breeding Pool\n5 Grizzly Bears".into();
    let o = options(r#"{"games": 5, "seed": 7, "mulligan": {"rule": "none"}}"#);
    let mut a = JsDeckAnalyzer::new(&db, deck.clone(), o.clone()).unwrap();
    let mut b = JsDeckAnalyzer::new(&db, deck, o).unwrap();
    b.run(0.0.into(), 5.0.into()).unwrap();
    let tally = b.tally().unwrap();
    assert_eq!(number(&tally, "lifePaid"), 10.0);
    // The largest number below 2^64 that a JS number holds exactly.
    js_sys::Reflect::set(&tally, &"lifePaidSquares".into(), &JsValue::from_f64(18_446_744_073_709_549_568.0)).unwrap();
    a.add_tally(tally).unwrap();
    a.run(5.0.into(), 1000.0.into()).unwrap();
    assert_eq!(a.games(), 1005.0);
    assert!(number(&get(&a.result().unwrap(), "lifePaid"), "mean") > 0.0);
}

#[wasm_bindgen_test]
fn deck_analyzers_in_parts_add_up_to_one_run() {
    let db = sample_db();
    let o = options(r#"{"games": 3000, "seed": 9}"#);
    let whole = analyze_deck_js(&db, DECK.into(), o.clone()).unwrap();
    let mut a = JsDeckAnalyzer::new(&db, DECK.into(), o.clone()).unwrap();
    let mut b = JsDeckAnalyzer::new(&db, DECK.into(), o).unwrap();
    a.run(0.0.into(), 1000.0.into()).unwrap();
    b.run(1000.0.into(), 2000.0.into()).unwrap();
    a.add_tally(b.tally().unwrap()).unwrap();
    assert_eq!(a.games(), 3000.0);
    assert_eq!(JSON::stringify(&a.result().unwrap()).unwrap(), JSON::stringify(&whole).unwrap());
    let other =
        JsDeckAnalyzer::new(&db, "24 Forest\n36 Grizzly Bears\n4 Counterspell".into(), JsValue::UNDEFINED).unwrap();
    let (code, ..) = error_parts(&a.add_tally(other.tally().unwrap()).unwrap_err());
    assert_eq!(code, "invalid_tally");
    let (code, ..) = error_parts(&a.run((-1.0).into(), 10.0.into()).unwrap_err());
    assert_eq!(code, "invalid_argument");
}

#[wasm_bindgen_test]
fn karsten_gives_the_chance_of_a_colored_source_in_time() {
    let r = karsten_js(options(r#"{"games": 20000, "mulligan": false}"#)).unwrap();
    let p = number(&get(&r, "success"), "p");
    assert!((p - 0.861409).abs() < 0.02, "{p}");
    let (code, ..) = error_parts(&karsten_js(options(r#"{"sources": 30}"#)).unwrap_err());
    assert_eq!(code, "impossible_land_count");
}
