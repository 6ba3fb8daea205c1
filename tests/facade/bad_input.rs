//! Every façade entry point given `undefined`, a number instead of a string or
//! object, a huge string, or a malformed object throws a typed `MtgRulesError`
//! (never a panic, which would kill the module for the whole page), and the
//! module keeps working afterwards.

use super::cards::sample_db;
use super::error_parts;
use js_sys::{JSON, JsString};
use mtg_rules::wasm::{JsCardDb, JsGame, parse_decklist, parse_mana_cost};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn bad_inputs() -> Vec<(&'static str, JsValue)> {
    vec![
        ("undefined", JsValue::UNDEFINED),
        ("a number", JsValue::from_f64(42.0)),
        ("a 10 MB string", JsString::from("{W}").repeat(3_500_000).into()),
        ("a malformed object", JSON::parse(r#"{"foo":[1,{"bar":null}]}"#).unwrap()),
    ]
}

fn game(db: &JsCardDb) -> JsGame {
    let setup = r#"{"players":[{"hand":["Grizzly Bears"],"battlefield":["Forest","Forest"]},{}],"activePlayer":0,"step":"precombatMain","seed":1}"#;
    JsGame::new(db, JSON::parse(setup).unwrap()).unwrap()
}

/// Runs `call` on every bad input and checks it throws a coded error.
fn rejects(entry: &str, call: &mut dyn FnMut(JsValue) -> Result<JsValue, JsValue>) {
    rejects_all_but(entry, "", call);
}

/// The same, skipping the input described as `allowed` (e.g. an optional argument's `undefined`).
fn rejects_all_but(entry: &str, allowed: &str, call: &mut dyn FnMut(JsValue) -> Result<JsValue, JsValue>) {
    for (what, input) in bad_inputs().into_iter().filter(|(what, _)| *what != allowed) {
        let error = call(input).err().unwrap_or_else(|| panic!("{entry} accepted {what}"));
        let (code, _, message) = error_parts(&error);
        assert!(!code.is_empty() && !message.is_empty(), "{entry} with {what}: {code}: {message}");
    }
}

#[wasm_bindgen_test]
fn every_entry_point_rejects_bad_input_with_a_typed_error() {
    let db = sample_db();
    let mut g = game(&db);
    let before = g.to_json();
    rejects("parseManaCost", &mut |v| parse_mana_cost(v));
    rejects("CardDb.fromScryfall", &mut |v| JsCardDb::from_scryfall(v).map(|_| JsValue::NULL));
    rejects("db.card", &mut |v| db.card(v));
    rejects("db.characteristics(name)", &mut |v| db.characteristics(v, None));
    // An undefined view is no view: the card as printed.
    rejects_all_but("db.characteristics(view)", "undefined", &mut |v| {
        db.characteristics("Grizzly Bears".into(), Some(v))
    });
    rejects("parseDecklist", &mut |v| parse_decklist(v, &db));
    rejects("new Game", &mut |v| JsGame::new(&db, v).map(|_| JsValue::NULL));
    rejects("Game.fromJson", &mut |v| JsGame::from_json(&db, v).map(|_| JsValue::NULL));
    rejects("game.castOptions", &mut |v| g.cast_options(v));
    rejects("game.characteristics", &mut |v| g.characteristics(v));
    rejects("game.isLegal", &mut |v| g.is_legal(v).map(JsValue::from));
    rejects("game.apply", &mut |v| g.apply(v));
    rejects("game.advance", &mut |v| g.advance(v));
    assert_eq!(g.to_json(), before, "nothing changed the game");
    // Still alive and well.
    assert!(parse_mana_cost("{1}{G}".into()).is_ok());
    assert!(g.legal_actions().is_ok());
}
