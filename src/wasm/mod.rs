//! The JavaScript façade: the only module that imports `wasm_bindgen`,
//! `js_sys` or `serde_wasm_bindgen`. It checks and converts what crosses the
//! boundary and delegates to the core; it holds no rules.
//!
//! Errors become instances of `MtgRulesError` (a JavaScript `Error` subclass,
//! `js/errors.js`) carrying `code`, `rule` and (for text input) `offset`.

use crate::error::{Coded, ErrorReport};
use crate::mana::{MAX_MANA_COST_LEN, ManaCost};

/// The allocator of the wasm build: talc instead of the standard library's dlmalloc (the import
/// allocates per card and per oracle line; README, "Import speed"). Single-threaded wasm only.
/// Wrapped in `stats_alloc`'s counters for [`heap_stats`].
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: stats_alloc::StatsAlloc<talc::wasm::WasmDynamicTalc> =
    stats_alloc::StatsAlloc::new(talc::wasm::new_wasm_dynamic_allocator());

/// What the wasm allocator holds now, for leak checks: once
/// every object made since a reading is freed, `allocatedBytes` and
/// `allocations` are back where they were (`bench/soak-browser.mjs`), whereas
/// the `WebAssembly.Memory` only ever grows (to the largest game's need).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct HeapStats {
    /// Bytes in live allocations.
    pub allocated_bytes: usize,
    /// Live allocations.
    pub allocations: usize,
    /// The size of the `WebAssembly.Memory` (it never shrinks).
    pub memory_bytes: usize,
}

/// `heapStats()`: the allocator's [`HeapStats`].
#[cfg(all(not(target_feature = "atomics"), target_arch = "wasm32"))]
#[wasm_bindgen(js_name = heapStats, unchecked_return_type = "HeapStats")]
pub fn heap_stats() -> Result<JsValue, JsValue> {
    let stats = ALLOCATOR.stats();
    let js = js_sys::Object::new();
    for (key, value) in [
        ("allocatedBytes", stats.bytes_allocated.wrapping_sub(stats.bytes_deallocated)),
        ("allocations", stats.allocations.wrapping_sub(stats.deallocations)),
        ("memoryBytes", core::arch::wasm32::memory_size::<0>() * 65_536),
    ] {
        js_sys::Reflect::set(&js, &JsValue::from_str(key), &JsValue::from_f64(value as f64))?;
    }
    Ok(js.into())
}

mod analysis;
mod cards;
mod fast;
mod game;

pub use analysis::{JsDeckAnalyzer, analyze_deck_js, karsten_js};
pub use cards::{JsCardDb, JsCardDbImport, parse_decklist};
pub use game::JsGame;
use js_sys::JsString;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_ERRORS: &str = r#"
/** What `parseManaCost` returns (the Rust type is `ManaCostView`). */
export type ManaCost = ManaCostView;

/** One symbol of a cost: its canonical text beside the `type`-tagged symbol. */
export type SymbolView = { text: string } & ManaSymbol;

/** The properties of every error this package throws (an `Error` named `MtgRulesError`). */
export interface MtgRulesErrorFields {
  /** Stable machine-readable code, e.g. `"unknown_symbol"`. */
  code: string;
  /** The Comprehensive Rules number that decides it, when one does. */
  rule: string | null;
  /** Index in the input string (UTF-16 code units) where the problem starts, for text input. */
  offset: number | null;
  /** Every problem, for errors that report several at once (`invalid_cards`, `invalid_decklist`). */
  problems?: Array<ProblemReport | DecklistProblem | AnalysisProblem>;
}
"#;

/// Runs once when the module is instantiated: interns the short strings that
/// `parseManaCost` results repeat (symbol texts, color letters, tags), so that
/// handing them to JavaScript does not decode UTF-8 each time (measured: the
/// main cost of a call under Node before; the keys are literals in `fast.rs`).
#[wasm_bindgen(start)]
fn start() {
    use crate::Color;
    use crate::mana::{ManaSymbol, Variable};
    let tags = [
        "colored",
        "colorless",
        "generic",
        "variable",
        "hybrid",
        "monocoloredHybrid",
        "colorlessHybrid",
        "phyrexian",
        "hybridPhyrexian",
        "colorlessPhyrexian",
        "snow",
        "half",
        "infinity",
        "X",
        "Y",
        "Z",
    ];
    tags.into_iter().for_each(|t| {
        wasm_bindgen::intern(t);
    });
    let mut symbols = vec![ManaSymbol::Colorless, ManaSymbol::Snow, ManaSymbol::ColorlessPhyrexian];
    symbols.extend((0..=20).map(|amount| ManaSymbol::Generic { amount }));
    symbols.extend([Variable::X, Variable::Y, Variable::Z].map(|letter| ManaSymbol::Variable { letter }));
    for color in Color::ALL {
        wasm_bindgen::intern(&color.to_string());
        symbols.extend([
            ManaSymbol::Colored { color },
            ManaSymbol::MonocoloredHybrid { color },
            ManaSymbol::ColorlessHybrid { color },
            ManaSymbol::Phyrexian { color },
        ]);
        for other in Color::ALL.into_iter().filter(|o| *o != color) {
            let (first, second) = Color::hybrid_order(color, other);
            symbols.extend([ManaSymbol::Hybrid { first, second }, ManaSymbol::HybridPhyrexian { first, second }]);
        }
    }
    for symbol in symbols {
        wasm_bindgen::intern(&symbol.to_string());
    }
}

/// Parses a mana cost in Scryfall notation (CR 107.4, 202): its symbols, mana
/// value, colors and canonical text. Throws an `MtgRulesError` on bad input.
#[wasm_bindgen(js_name = parseManaCost, unchecked_return_type = "ManaCost")]
pub fn parse_mana_cost(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
    let text = bounded_string(&text, "parseManaCost", "text", MAX_MANA_COST_LEN)?;
    let cost = ManaCost::parse(&text).map_err(|e| to_js_error(&e))?;
    Ok(fast::mana_cost(&cost))
}

/// Reads a JS string argument: rejects non-strings, strings longer than
/// `max` UTF-16 code units (before copying them), and lone surrogates.
fn bounded_string(value: &JsValue, function: &str, argument: &str, max: usize) -> Result<String, JsValue> {
    let Some(js) = value.dyn_ref::<JsString>() else {
        return Err(boundary_error(
            "invalid_argument",
            format!("{function}: `{argument}` must be a string, got {}", type_name(value)),
            None,
        ));
    };
    let len = js.length() as usize;
    if len > max {
        return Err(boundary_error(
            "input_too_long",
            format!("{function}: `{argument}` is {len} characters long; at most {max} are accepted"),
            None,
        ));
    }
    // Copying replaces lone surrogates with U+FFFD; only then is the
    // (per-code-unit, slow) exact check needed.
    let text = String::from(js);
    if text.contains('\u{FFFD}') && !js.is_valid_utf16() {
        let offset = first_lone_surrogate(js);
        return Err(boundary_error(
            "invalid_utf16",
            format!("{function}: `{argument}` has an unpaired UTF-16 surrogate at offset {offset}"),
            Some(offset),
        ));
    }
    Ok(text)
}

/// JSON text of a JS value that is a string (taken as JSON) or an object.
fn json_of(value: &JsValue, function: &str, argument: &str, max: usize) -> Result<String, JsValue> {
    if value.is_string() {
        return bounded_string(value, function, argument, max);
    }
    if !value.is_object() {
        return Err(boundary_error(
            "invalid_argument",
            format!("{function}: `{argument}` must be an object or JSON text, got {}", type_name(value)),
            None,
        ));
    }
    let text = js_sys::JSON::stringify(value).map_err(|_| {
        boundary_error("invalid_argument", format!("{function}: `{argument}` cannot be written as JSON"), None)
    })?;
    bounded_string(&text.into(), function, argument, max)
}

/// The index of the first unpaired surrogate in a string known to have one.
fn first_lone_surrogate(js: &JsString) -> usize {
    let units: Vec<u16> = js.iter().collect();
    let mut i = 0;
    while i < units.len() {
        match units[i] {
            0xD800..=0xDBFF if units.get(i + 1).is_some_and(|u| (0xDC00..=0xDFFF).contains(u)) => i += 2,
            0xD800..=0xDFFF => return i,
            _ => i += 1,
        }
    }
    units.len()
}

fn type_name(value: &JsValue) -> String {
    if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else {
        value.js_typeof().as_string().unwrap_or_else(|| "unknown".into())
    }
}

/// Serializes to plain JSON-compatible JS values (objects, not `Map`s; `null`, not `undefined`).
///
/// Through one JSON string and `JSON.parse`: measured 20–40% faster than
/// serde-wasm-bindgen's property-by-property objects for results the size of
/// `Characteristics` or `CastOption[]` (see README, Benchmarks).
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let json = crate::json_out::to_string(value);
    js_sys::JSON::parse(&json).map_err(|_| boundary_error("serialization_failed", "JSON.parse failed".into(), None))
}

/// A core error as a thrown JS `Error`.
fn to_js_error<E: Coded>(error: &E) -> JsValue {
    report_to_js(&error.report())
}

/// A core error that holds several problems, as a thrown JS `Error` with a `problems` array.
fn to_js_error_with<E: Coded, P: Serialize>(error: &E, problems: &[P]) -> JsValue {
    let js = report_to_js(&error.report());
    if let Ok(problems) = to_js(problems) {
        let _ = js_sys::Reflect::set(&js, &JsValue::from_str("problems"), &problems);
    }
    js
}

fn boundary_error(code: &'static str, message: String, offset: Option<usize>) -> JsValue {
    report_to_js(&ErrorReport { code, rule: None, message, offset })
}

#[wasm_bindgen(module = "/js/errors.js")]
extern "C" {
    /// `new MtgRulesError(message, code, rule, offset)`.
    #[wasm_bindgen(js_name = makeError)]
    fn make_error(message: &str, code: &str, rule: JsValue, offset: JsValue) -> JsValue;
}

fn report_to_js(report: &ErrorReport) -> JsValue {
    make_error(
        &report.message,
        report.code,
        report.rule.map_or(JsValue::NULL, JsValue::from_str),
        report.offset.map_or(JsValue::NULL, |o| JsValue::from_f64(o as f64)),
    )
}
