//! Façade tests shared by the Node and the headless-Chromium test binaries:
//! what a JavaScript caller of `parseManaCost` sees.

mod analysis;
mod bad_input;
mod cards;
mod fuzz_regressions;
mod game;

use js_sys::{JsString, Reflect};
use mtg_rules::wasm::parse_mana_cost;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

pub(crate) fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).expect("property")
}

pub(crate) fn string(value: &JsValue, key: &str) -> String {
    get(value, key).as_string().unwrap_or_else(|| panic!("{key} is not a string"))
}

pub(crate) fn number(value: &JsValue, key: &str) -> f64 {
    get(value, key).as_f64().unwrap_or_else(|| panic!("{key} is not a number"))
}

fn letters(array: &JsValue) -> Vec<String> {
    js_sys::Array::from(array).iter().map(|v| v.as_string().unwrap()).collect()
}

/// Parses, expecting a thrown error; returns (code, offset, message).
fn error_of(input: JsValue) -> (String, Option<f64>, String) {
    error_parts(&parse_mana_cost(input).expect_err("should throw"))
}

/// A thrown error's (code, offset, message); checks it is a real `MtgRulesError`.
pub(crate) fn error_parts(error: &JsValue) -> (String, Option<f64>, String) {
    assert!(error.is_instance_of::<js_sys::Error>(), "a real JS Error");
    assert_eq!(string(error, "name"), "MtgRulesError");
    (string(error, "code"), get(error, "offset").as_f64(), string(error, "message"))
}

#[wasm_bindgen_test]
fn parse_mana_cost_returns_plain_objects_with_symbols_mana_value_and_colors() {
    let cost = parse_mana_cost("{1}{w/u}{W/U}".into()).unwrap();
    assert!(cost.is_object() && !cost.is_instance_of::<js_sys::Map>());
    assert_eq!(string(&cost, "text"), "{1}{W/U}{W/U}");
    assert_eq!(number(&cost, "manaValue"), 3.0, "CR 202.3f");
    assert_eq!(letters(&get(&cost, "colors")), ["W", "U"]);
    assert_eq!(get(&cost, "hasManaCost"), JsValue::TRUE);
    let symbols = js_sys::Array::from(&get(&cost, "symbols"));
    assert_eq!(symbols.length(), 3);
    let hybrid = symbols.get(1);
    assert_eq!(string(&hybrid, "text"), "{W/U}");
    assert_eq!(string(&hybrid, "type"), "hybrid");
    assert_eq!(string(&hybrid, "first"), "W");
    assert_eq!(string(&hybrid, "second"), "U");
}

#[wasm_bindgen_test]
fn monocolored_hybrid_and_phyrexian_values_cross_the_boundary() {
    assert_eq!(number(&parse_mana_cost("{2/B}{2/B}{2/B}".into()).unwrap(), "manaValue"), 6.0);
    assert_eq!(number(&parse_mana_cost("{1}{W/P}{W/P}".into()).unwrap(), "manaValue"), 3.0);
    assert_eq!(number(&parse_mana_cost("{½}".into()).unwrap(), "manaValue"), 0.5);
    let none = parse_mana_cost("".into()).unwrap();
    assert_eq!(get(&none, "hasManaCost"), JsValue::FALSE, "CR 202.1b");
    assert_eq!(string(&parse_mana_cost("2WW".into()).unwrap(), "text"), "{2}{W}{W}");
}

#[wasm_bindgen_test]
fn malformed_costs_throw_errors_with_code_and_offset() {
    for (input, code, offset) in [
        ("{2}{W", "unclosed_brace", 3.0),
        ("{Q}", "unknown_symbol", 0.0),
        ("{W/W}", "invalid_hybrid", 0.0),
        ("{}", "empty_symbol", 0.0),
        ("{-1}", "invalid_number", 0.0),
        ("{99999999999999999999}", "number_too_large", 1.0),
    ] {
        let (got_code, got_offset, message) = error_of(input.into());
        assert_eq!((got_code.as_str(), got_offset), (code, Some(offset)), "{input}: {message}");
    }
}

#[wasm_bindgen_test]
fn non_strings_throw_invalid_argument() {
    for value in [JsValue::UNDEFINED, JsValue::NULL, JsValue::from_f64(3.0), js_sys::Object::new().into()] {
        assert_eq!(error_of(value).0, "invalid_argument");
    }
}

#[wasm_bindgen_test]
fn a_ten_megabyte_string_is_rejected_before_it_is_copied() {
    let huge = JsString::from("{W}").repeat(3_500_000);
    let (code, _, message) = error_of(huge.into());
    assert_eq!(code, "input_too_long", "{message}");
}

#[wasm_bindgen_test]
fn invalid_utf16_is_rejected_with_the_offset_of_the_lone_surrogate() {
    let lone = JsString::from("{2}").concat(&JsString::from_char_code1(0xD800));
    let (code, offset, _) = error_of(lone.into());
    assert_eq!((code.as_str(), offset), ("invalid_utf16", Some(3.0)));
}

#[wasm_bindgen_test]
fn the_module_keeps_working_after_errors() {
    for _ in 0..3 {
        let _ = parse_mana_cost("{Q}".into());
        let _ = parse_mana_cost(JsValue::UNDEFINED);
    }
    assert_eq!(number(&parse_mana_cost("{3}{R}".into()).unwrap(), "manaValue"), 4.0);
}

#[wasm_bindgen_test]
fn errors_carry_the_rule_that_decides_them() {
    let error = parse_mana_cost("{W/W}".into()).unwrap_err();
    assert_eq!(string(&error, "rule"), "107.4e");
    let _ = error.dyn_into::<js_sys::Error>().unwrap();
}

#[wasm_bindgen_test]
fn the_fast_objects_have_exactly_the_shape_of_the_typed_views() {
    use mtg_rules::mana::{ManaCost, ManaCostView};
    let costs = [
        "",
        "{0}",
        "{2}{W}{W}",
        "{X}{Y}{Z}{R}",
        "{C}{S}",
        "{W/U}{U/R}",
        "{2/B}",
        "{C/G}",
        "{R/P}",
        "{G/U/P}",
        "{C/P}",
        "{½}",
        "{HW}",
        "{HR}",
        "{∞}",
        "{1000000}",
    ];
    for text in costs {
        let fast = parse_mana_cost(text.into()).unwrap();
        let typed = serde_json::to_string(&ManaCostView::from(&ManaCost::parse(text).unwrap())).unwrap();
        let typed = js_sys::JSON::parse(&typed).unwrap();
        assert_eq!(
            js_sys::JSON::stringify(&fast).unwrap().as_string(),
            js_sys::JSON::stringify(&typed).unwrap().as_string(),
            "{text}"
        );
    }
}

#[wasm_bindgen_test]
fn errors_are_instances_of_one_error_class_named_mtg_rules_error() {
    let a = parse_mana_cost("{Q}".into()).unwrap_err();
    let b = parse_mana_cost(JsValue::UNDEFINED).unwrap_err();
    let class_of = |e: &JsValue| Reflect::get(&js_sys::Object::get_prototype_of(e), &"constructor".into()).unwrap();
    assert_eq!(class_of(&a), class_of(&b), "one class for core and boundary errors");
    assert_eq!(string(&class_of(&a), "name"), "MtgRulesError");
    assert!(a.is_instance_of::<js_sys::Error>());
}
