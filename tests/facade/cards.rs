//! What a JavaScript caller of `CardDb` and `parseDecklist` sees.

use super::{error_parts, get, number, string};
use js_sys::{Array, JSON};
use mtg_rules::wasm::{JsCardDb, JsCardDbImport, parse_decklist};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const SAMPLE: &str = include_str!("../data/scryfall-cards.json");

fn sample_objects() -> JsValue {
    JSON::parse(SAMPLE).unwrap()
}

/// The sample cards as a `CardDb`.
pub(crate) fn sample_db() -> JsCardDb {
    JsCardDb::from_scryfall(sample_objects()).unwrap()
}

fn db() -> JsCardDb {
    sample_db()
}

fn view(json: &str) -> JsValue {
    JSON::parse(json).unwrap()
}

fn letters(value: &JsValue) -> String {
    Array::from(value).iter().map(|v| v.as_string().unwrap()).collect()
}

#[wasm_bindgen_test]
fn card_db_imports_the_sample_as_objects_or_as_json_text() {
    let from_objects = db();
    let from_text = JsCardDb::from_scryfall(SAMPLE.into()).unwrap();
    assert_eq!(from_objects.size(), from_text.size());
    assert!(from_objects.size() > 140);
    let one = JSON::parse(r#"{"name":"Grizzly Bears","layout":"normal","mana_cost":"{1}{G}","type_line":"Creature — Bear","power":"2","toughness":"2","colors":["G"]}"#).unwrap();
    assert_eq!(JsCardDb::from_scryfall(one).unwrap().size(), 1);
}

#[wasm_bindgen_test]
fn card_db_import_reads_the_sample_s_bytes_in_chunks_and_says_what_is_wrong_with_bad_bytes() {
    let mut load = JsCardDbImport::new();
    let mut read = 0;
    for chunk in SAMPLE.as_bytes().chunks(1000) {
        read = load.push(chunk).unwrap();
    }
    assert!(read > 140);
    assert_eq!(load.bytes(), SAMPLE.len() as f64);
    let streamed = load.finish().unwrap();
    assert_eq!(streamed.size(), db().size());
    assert_eq!(error_parts(&load.finish().err().unwrap()).0, "invalid_state", "finished once");
    assert_eq!(error_parts(&load.push(b"[").err().unwrap()).0, "invalid_state");
    let mut bad = JsCardDbImport::new();
    bad.push(b"[{\"name\": \"Grizzly Bears\"").unwrap();
    assert_eq!(error_parts(&bad.finish().err().unwrap()).0, "invalid_cards");
    // The slim copy: taken once, after finish, and it reads back to the same cards.
    let mut slim = JsCardDbImport::new();
    slim.keep_slim();
    slim.push(SAMPLE.as_bytes()).unwrap();
    assert_eq!(slim.take_slim_json(), None, "not before finish");
    slim.finish().unwrap();
    let json = slim.take_slim_json().unwrap();
    assert!(json.len() < SAMPLE.len());
    assert_eq!(JsCardDb::from_scryfall(JsValue::from_str(&json)).unwrap().size(), db().size());
    assert_eq!(slim.take_slim_json(), None, "handed over once");
}

#[wasm_bindgen_test]
fn prototyped_blitz_automaton_is_red_three_two_with_mana_value_three_718_3b() {
    let db = db();
    let normal = db.characteristics("Blitz Automaton".into(), None).unwrap();
    assert_eq!((string(&normal, "manaCost"), number(&normal, "manaValue")), ("{7}".into(), 7.0));
    assert_eq!(letters(&get(&normal, "colors")), "");
    let prototyped = db.characteristics("Blitz Automaton".into(), Some(view(r#"{"castAs":"prototype"}"#))).unwrap();
    assert_eq!(string(&prototyped, "manaCost"), "{2}{R}");
    assert_eq!(number(&prototyped, "manaValue"), 3.0);
    assert_eq!(letters(&get(&prototyped, "colors")), "R");
    assert_eq!((number(&prototyped, "power"), number(&prototyped, "toughness")), (3.0, 2.0));
    let in_graveyard = db
        .characteristics("Blitz Automaton".into(), Some(view(r#"{"castAs":"prototype","zone":"graveyard"}"#)))
        .unwrap();
    assert_eq!(number(&in_graveyard, "power"), 6.0, "718.4: its normal self elsewhere");
}

#[wasm_bindgen_test]
fn a_battles_back_face_has_the_front_faces_mana_value_and_its_indicator_color_202_3b() {
    let db = db();
    let front = db.characteristics("Invasion of Belenon".into(), None).unwrap();
    assert_eq!(number(&front, "defense"), 5.0);
    let back = db.characteristics("Invasion of Belenon".into(), Some(view(r#"{"face":"back"}"#))).unwrap();
    assert_eq!(get(&back, "manaCost"), JsValue::NULL, "202.1b: no mana cost");
    assert_eq!(number(&back, "manaValue"), number(&front, "manaValue"));
    assert_eq!(letters(&get(&back, "colors")), "W");
}

#[wasm_bindgen_test]
fn a_card_lists_its_prowl_cost_and_the_text_not_understood() {
    let db = db();
    let card = db.card("auntie's snitch".into()).unwrap();
    assert_eq!(string(&card, "name"), "Auntie's Snitch");
    let face = Array::from(&get(&card, "faces")).get(0);
    assert_eq!(string(&get(&face, "prowl"), "cost"), "{1}{B}", "CR 702.76a");
    let pestermite = Array::from(&get(&db.card("Pestermite".into()).unwrap(), "faces")).get(0);
    let unsupported = Array::from(&get(&pestermite, "unsupportedText"));
    assert!(
        unsupported.iter().any(|line| line.as_string().unwrap().contains("tap or untap target permanent")),
        "the line the engine does not understand is listed"
    );
}

#[wasm_bindgen_test]
fn bad_card_data_throws_one_error_listing_every_problem() {
    let bad = JSON::parse(r#"[{"name":"A","layout":"normal","type_line":"Creature — Bear","power":3},{"name":"B","layout":"normal","type_line":"Instant","colors":"R"}]"#).unwrap();
    let Err(error) = JsCardDb::from_scryfall(bad) else { panic!("should throw") };
    let (code, _, message) = error_parts(&error);
    assert_eq!(code, "invalid_cards", "{message}");
    let problems = Array::from(&get(&error, "problems"));
    assert_eq!(problems.length(), 2, "{message}");
    assert_eq!(string(&problems.get(0), "field"), "power");
    assert_eq!(string(&problems.get(1), "field"), "colors");
    for input in [JsValue::UNDEFINED, JsValue::from_f64(1.0), JsValue::from_str("{not json")] {
        let Err(error) = JsCardDb::from_scryfall(input) else { panic!("should throw") };
        let code = error_parts(&error).0;
        assert!(code == "invalid_argument" || code == "invalid_cards", "{code}");
    }
}

#[wasm_bindgen_test]
fn lookups_with_bad_arguments_throw_typed_errors() {
    let db = db();
    assert_eq!(error_parts(&db.card("No Such Card".into()).unwrap_err()).0, "unknown_card");
    assert_eq!(error_parts(&db.card(JsValue::from_f64(3.0)).unwrap_err()).0, "invalid_argument");
    let not_prototype =
        db.characteristics("Grizzly Bears".into(), Some(view(r#"{"castAs":"prototype"}"#))).unwrap_err();
    assert_eq!(error_parts(&not_prototype).0, "not_a_prototype");
    let bad_view = db.characteristics("Grizzly Bears".into(), Some(view(r#"{"castAs":"sideways"}"#))).unwrap_err();
    assert_eq!(error_parts(&bad_view).0, "invalid_view");
}

#[wasm_bindgen_test]
fn decklists_resolve_against_the_db_and_report_unknown_names_with_suggestions() {
    let db = db();
    let deck = parse_decklist("4 Blitz Automaton\n20x Mountain\n\nSideboard\n2 Lightning Bolt".into(), &db).unwrap();
    let main = Array::from(&get(&deck, "main"));
    assert_eq!(main.length(), 2);
    assert_eq!((number(&main.get(0), "count"), string(&main.get(0), "name")), (4.0, "Blitz Automaton".into()));
    assert_eq!(Array::from(&get(&deck, "sideboard")).length(), 1);
    let error = parse_decklist("4 Blitz Automaton\n2 Litghning Bolt\nx Forest".into(), &db).unwrap_err();
    assert_eq!(error_parts(&error).0, "invalid_decklist");
    let problems = Array::from(&get(&error, "problems"));
    assert_eq!(problems.length(), 2);
    assert_eq!(number(&problems.get(0), "line"), 2.0);
    assert_eq!(string(&problems.get(0), "suggestion"), "Lightning Bolt");
    assert_eq!(number(&problems.get(1), "line"), 3.0);
}
