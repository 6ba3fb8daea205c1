//! Plain-data views of mana costs for callers that are not Rust (the
//! JavaScript façade, the previewer): every derived fact spelled out.

use super::cost::ManaCost;
use super::symbol::ManaSymbol;
use crate::color::Color;
use serde::Serialize;

/// A parsed mana cost, as `parseManaCost` returns it.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename = "ManaCost", rename_all = "camelCase")]
pub struct ManaCostView {
    /// Canonical Scryfall notation, e.g. `"{2}{W/U}"`; `""` for no mana cost.
    pub text: String,
    /// Each symbol in printed order.
    #[tsify(type = "SymbolView[]")]
    pub symbols: Vec<SymbolView>,
    /// 202.3. Mana value off the stack (X is 0); `0.5` steps only on Un-cards.
    pub mana_value: f64,
    /// 202.2. The colors of the cost, in WUBRG order; empty = colorless.
    pub colors: Vec<Color>,
    /// 202.1b. `false` for no mana cost (the empty text), which differs from `{0}`.
    pub has_mana_cost: bool,
    /// Whether a symbol printed only on Un-cards (`{½}`, `{HW}`, `{HR}`, `{∞}`) occurs.
    pub has_un_symbols: bool,
}

/// One symbol of a cost: its canonical text beside the tagged symbol, e.g.
/// `{ "text": "{W/U}", "type": "hybrid", "first": "W", "second": "U" }`.
/// Kept lean on purpose: every property costs time at the JS boundary.
/// (Its TypeScript type, `{ text: string } & ManaSymbol`, is declared in the
/// façade: tsify cannot extend a union.)
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SymbolView {
    /// Canonical notation of this symbol, e.g. `"{G/U/P}"`.
    pub text: String,
    /// What the symbol is (its `type` and fields sit beside `text`).
    #[serde(flatten)]
    pub symbol: ManaSymbol,
}

impl From<&ManaCost> for ManaCostView {
    fn from(cost: &ManaCost) -> Self {
        ManaCostView {
            text: cost.to_string(),
            symbols: cost.symbols().iter().map(|s| SymbolView { text: s.to_string(), symbol: *s }).collect(),
            mana_value: cost.mana_value().as_f64(),
            colors: cost.colors().iter().collect(),
            has_mana_cost: !cost.is_none(),
            has_un_symbols: cost.has_un_symbols(),
        }
    }
}
