//! Inputs the fuzz targets (`fuzz/`, `bash scripts/fuzz.sh`) found to fail, given through the
//! JavaScript API: each now gets its typed error or its right answer, and never a panic.

use super::{error_of, string};
use mtg_rules::wasm::parse_mana_cost;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

/// `mana_cost`: 300 shorthand symbols fit the 1024-byte bound but their canonical text did
/// not, so `cost.text` did not read back (107.4). A cost has at most 100 symbols.
#[wasm_bindgen_test]
fn a_cost_of_more_than_100_symbols_throws_and_the_text_of_every_accepted_cost_reads_back() {
    let (code, offset, _) = error_of(JsValue::from_str(&"W".repeat(300)));
    assert_eq!((code.as_str(), offset), ("too_many_symbols", Some(100.0)));
    let cost = parse_mana_cost(JsValue::from_str(&"W".repeat(100))).unwrap();
    let text = string(&cost, "text");
    assert_eq!(text, "{W}".repeat(100));
    assert_eq!(string(&parse_mana_cost(JsValue::from_str(&text)).unwrap(), "text"), text);
}

/// `game_setup`: a player set up at 2,147,483,647 life gained 1 and stayed there, so life no
/// longer matched the events (119.3). Life in a setup is at most 1,000,000 either way.
#[wasm_bindgen_test]
fn a_setup_life_total_past_a_million_throws_invalid_setup() {
    let db = super::cards::sample_db();
    let setup = js_sys::JSON::parse(r#"{"players":[{"life":2147483647},{}]}"#).unwrap();
    let error = mtg_rules::wasm::JsGame::new(&db, setup).err().expect("should throw");
    let (code, _, message) = super::error_parts(&error);
    assert_eq!(code, "invalid_setup");
    assert!(message.contains("invalid_life") || message.contains("life"), "{message}");
    let ok = js_sys::JSON::parse(r#"{"players":[{"life":1000000},{}]}"#).unwrap();
    assert!(mtg_rules::wasm::JsGame::new(&db, ok).is_ok());
}
