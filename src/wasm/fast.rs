//! Hand-built JS objects for the hottest results, where serde-wasm-bindgen's
//! property-by-property `Reflect.set` is the cost (measured under Node: about
//! 1 µs per object against about 0.1 µs for an object literal built in JS).
//!
//! The shapes are exactly those of the serde/tsify types (`ManaCostView`,
//! `SymbolView`); the façade tests compare both for every symbol kind.

use crate::mana::{ManaCost, ManaSymbol};
use js_sys::Array;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export function manaCost(text, symbols, manaValue, colors, hasManaCost, hasUnSymbols) {
  return { text, symbols, manaValue, colors, hasManaCost, hasUnSymbols };
}
export function symbolPlain(text, type) { return { text, type }; }
export function symbolColor(text, type, color) { return { text, type, color }; }
export function symbolPair(text, type, first, second) { return { text, type, first, second }; }
export function symbolAmount(text, type, amount) { return { text, type, amount }; }
export function symbolLetter(text, type, letter) { return { text, type, letter }; }
"#)]
extern "C" {
    #[wasm_bindgen(js_name = manaCost)]
    fn js_mana_cost(text: &str, symbols: &Array, mana_value: f64, colors: &Array, has: bool, un: bool) -> JsValue;
    #[wasm_bindgen(js_name = symbolPlain)]
    fn js_symbol_plain(text: &JsValue, kind: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = symbolColor)]
    fn js_symbol_color(text: &JsValue, kind: &JsValue, color: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = symbolPair)]
    fn js_symbol_pair(text: &JsValue, kind: &JsValue, first: &JsValue, second: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = symbolAmount)]
    fn js_symbol_amount(text: &JsValue, kind: &JsValue, amount: f64) -> JsValue;
    #[wasm_bindgen(js_name = symbolLetter)]
    fn js_symbol_letter(text: &JsValue, kind: &JsValue, letter: &JsValue) -> JsValue;
}

/// A short string as a JS value; interned strings (see `super::start`) cost no decoding.
fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

/// The same object as serializing `ManaCostView::from(cost)`.
pub(super) fn mana_cost(cost: &ManaCost) -> JsValue {
    let symbols = Array::new();
    for symbol in cost.symbols() {
        symbols.push(&self::symbol(*symbol));
    }
    let colors = Array::new();
    for color in cost.colors().iter() {
        colors.push(&s(&color.to_string()));
    }
    js_mana_cost(
        &cost.to_string(),
        &symbols,
        cost.mana_value().as_f64(),
        &colors,
        !cost.is_none(),
        cost.has_un_symbols(),
    )
}

/// The same object as serializing a `SymbolView`.
fn symbol(symbol: ManaSymbol) -> JsValue {
    let text = s(&symbol.to_string());
    let color = |c: crate::Color| s(&c.to_string());
    match symbol {
        ManaSymbol::Colored { color: c } => js_symbol_color(&text, &s("colored"), &color(c)),
        ManaSymbol::Colorless => js_symbol_plain(&text, &s("colorless")),
        ManaSymbol::Generic { amount } => js_symbol_amount(&text, &s("generic"), f64::from(amount)),
        ManaSymbol::Variable { letter } => js_symbol_letter(&text, &s("variable"), &s(&letter.letter().to_string())),
        ManaSymbol::Hybrid { first, second } => js_symbol_pair(&text, &s("hybrid"), &color(first), &color(second)),
        ManaSymbol::MonocoloredHybrid { color: c } => js_symbol_color(&text, &s("monocoloredHybrid"), &color(c)),
        ManaSymbol::ColorlessHybrid { color: c } => js_symbol_color(&text, &s("colorlessHybrid"), &color(c)),
        ManaSymbol::Phyrexian { color: c } => js_symbol_color(&text, &s("phyrexian"), &color(c)),
        ManaSymbol::HybridPhyrexian { first, second } => {
            js_symbol_pair(&text, &s("hybridPhyrexian"), &color(first), &color(second))
        }
        ManaSymbol::ColorlessPhyrexian => js_symbol_plain(&text, &s("colorlessPhyrexian")),
        ManaSymbol::Snow => js_symbol_plain(&text, &s("snow")),
        ManaSymbol::Half { color: c } => js_symbol_color(&text, &s("half"), &c.map_or(JsValue::NULL, color)),
        ManaSymbol::Infinity => js_symbol_plain(&text, &s("infinity")),
    }
}
