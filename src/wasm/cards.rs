//! The façade of card import, characteristics and decklists:
//! `CardDb.fromScryfall`, `db.card`, `db.characteristics`, `parseDecklist`.

use super::{boundary_error, bounded_string, to_js, to_js_error_with};
use crate::card::{CardDb, View};
use crate::decklist::{Decklist, MAX_DECKLIST_LEN};
use wasm_bindgen::prelude::*;

/// The longest card name accepted by a lookup, in UTF-16 code units.
const MAX_NAME_LEN: usize = 1024;

/// The longest Scryfall JSON accepted as text (Scryfall's whole "Oracle
/// Cards" bulk file is about 160 MB).
const MAX_SCRYFALL_JSON_LEN: usize = 512 * 1024 * 1024;

#[wasm_bindgen(typescript_custom_section)]
const TS_CARDS: &str = r#"
/** What `CardDb.fromScryfall` accepts: one Scryfall card object, an array of them, a Scryfall list object
 * (`{ object: "list", data: [...] }`), or any of these as JSON text. Unknown fields are ignored. */
export type ScryfallInput = object | object[] | string;

export interface CardDb {
  /**
   * The characteristics of the card in a view (CR 718.2–718.5, 712, 202.3b): `{ zone?, castAs?, face? }`;
   * no view = the card as printed (front face, cast normally).
   */
  characteristics(name: string, view?: View): Characteristics;
}
"#;

/// A database of cards imported from Scryfall card objects (CR 200–209, 709–718).
///
/// Holds wasm memory: call `free()` when done with it (or keep one for the page's life).
#[wasm_bindgen(js_name = CardDb)]
pub struct JsCardDb {
    inner: CardDb,
}

#[wasm_bindgen(js_class = CardDb)]
impl JsCardDb {
    /// Imports Scryfall card data: one card object, an array, a list object, or
    /// JSON text of any of these. Throws one `MtgRulesError` (code
    /// `invalid_cards`) whose `problems` list every problem found (card index and
    /// name, field, code, message); a bad card does not hide the others.
    #[wasm_bindgen(js_name = fromScryfall)]
    pub fn from_scryfall(
        #[wasm_bindgen(unchecked_param_type = "ScryfallInput")] cards: JsValue,
    ) -> Result<JsCardDb, JsValue> {
        let json = if cards.is_string() {
            bounded_string(&cards, "CardDb.fromScryfall", "cards", MAX_SCRYFALL_JSON_LEN)?
        } else if cards.is_object() {
            // One JSON.stringify and one copy beat walking the objects property by
            // property across the boundary (measured: see README); its key filter
            // keeps only the fields the reader reads, so a bulk file's images,
            // prices and legalities are never copied.
            let keys: js_sys::Array = crate::card::scryfall::READ_KEYS.iter().map(|k| JsValue::from_str(k)).collect();
            let text = js_sys::JSON::stringify_with_replacer(&cards, &keys).map_err(|e| {
                boundary_error(
                    "invalid_argument",
                    format!("CardDb.fromScryfall: `cards` cannot be read as JSON: {}", describe(&e)),
                    None,
                )
            })?;
            bounded_string(&text.into(), "CardDb.fromScryfall", "cards", MAX_SCRYFALL_JSON_LEN)?
        } else {
            return Err(boundary_error(
                "invalid_argument",
                format!(
                    "CardDb.fromScryfall: `cards` must be a card object, an array, a list object or JSON text, got {}",
                    super::type_name(&cards)
                ),
                None,
            ));
        };
        let inner = CardDb::from_scryfall_json(&json).map_err(|e| to_js_error_with(&e, &e.problems))?;
        Ok(JsCardDb { inner })
    }

    /// The core database (for the other façade modules).
    pub(super) fn db(&self) -> &CardDb {
        &self.inner
    }
}

#[wasm_bindgen(js_class = CardDb)]
impl JsCardDb {
    /// How many cards the database holds.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.inner.len()
    }

    /// Every card's name, in import order.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn names(&self) -> Result<JsValue, JsValue> {
        let names: Vec<&str> = self.inner.cards().iter().map(|c| c.name.as_str()).collect();
        to_js(&names)
    }

    /// Warnings found while importing (e.g. a subtype the rules' lists do not have yet).
    #[wasm_bindgen(unchecked_return_type = "ProblemReport[]")]
    pub fn warnings(&self) -> Result<JsValue, JsValue> {
        to_js(self.inner.warnings())
    }

    /// The parsed card (faces, keyword data such as prototype and prowl costs,
    /// warnings, and the oracle text the engine does not understand). Names are
    /// matched exactly, then ignoring case; a face's name finds its card.
    #[wasm_bindgen(unchecked_return_type = "Card")]
    pub fn card(&self, #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue) -> Result<JsValue, JsValue> {
        let name = bounded_string(&name, "CardDb.card", "name", MAX_NAME_LEN)?;
        let card = self.inner.card(&name).map_err(|e| super::to_js_error(&e))?;
        to_js(card)
    }

    /// The characteristics of the card in a view (CR 718.2–718.5, 712, 202.3b):
    /// `{ zone?, castAs?: "normal" | "prototype", face? }`; no view = the card as printed.
    #[wasm_bindgen(skip_typescript)]
    pub fn characteristics(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        view: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let name = bounded_string(&name, "CardDb.characteristics", "name", MAX_NAME_LEN)?;
        let view: View = match view {
            None => View::default(),
            Some(view) if view.is_undefined() || view.is_null() => View::default(),
            // Through JSON, like every other input: serde-wasm-bindgen reads only the
            // known fields of an object, so a typo (`castas`) would pass silently.
            Some(view) => {
                let json = super::json_of(&view, "CardDb.characteristics", "view", MAX_NAME_LEN)?;
                crate::input_json::from_json(&json).map_err(|e| {
                    boundary_error("invalid_view", format!("CardDb.characteristics: `view` is not a view: {e}"), None)
                })?
            }
        };
        let characteristics = self.inner.characteristics(&name, &view).map_err(|e| super::to_js_error(&e))?;
        to_js(&characteristics)
    }
}

/// A streamed import of Scryfall card data from bytes: a bulk file (a JSON array
/// of card objects) read in chunks — from a `File`'s or a fetch `Response`'s
/// stream — and pushed as `Uint8Array`s; each card is read as soon as its bytes
/// are in, so wasm memory never holds the whole file. `finish()` gives the
/// `CardDb`, or throws one `MtgRulesError` listing every problem, like
/// `CardDb.fromScryfall`.
#[wasm_bindgen(js_name = CardDbImport)]
pub struct JsCardDbImport {
    inner: Option<crate::card::stream::ScryfallStream>,
    slim: Option<Vec<u8>>,
}

impl Default for JsCardDbImport {
    fn default() -> Self {
        JsCardDbImport { inner: Some(CardDb::stream()), slim: None }
    }
}

#[wasm_bindgen(js_class = CardDbImport)]
impl JsCardDbImport {
    /// A new import.
    #[wasm_bindgen(constructor)]
    pub fn new() -> JsCardDbImport {
        JsCardDbImport::default()
    }

    /// Reads the next chunk of UTF-8 JSON bytes; returns the card objects read
    /// so far. Throws after `finish()` or past 512 MB in all.
    pub fn push(&mut self, bytes: &[u8]) -> Result<usize, JsValue> {
        let Some(stream) = self.inner.as_mut() else {
            return Err(boundary_error("invalid_state", "CardDbImport.push: the import is finished".into(), None));
        };
        if stream.bytes().saturating_add(bytes.len() as u64) > MAX_SCRYFALL_JSON_LEN as u64 {
            return Err(boundary_error(
                "input_too_long",
                format!("CardDbImport.push: more than {MAX_SCRYFALL_JSON_LEN} bytes in all"),
                None,
            ));
        }
        stream.push(bytes);
        Ok(stream.cards())
    }

    /// Keeps a slim copy of the input: every card object with only the fields
    /// the engine reads (a ~100 MB bulk file becomes a few MB that imports to
    /// the same database), taken after `finish()` with `takeSlimJson()`. Call
    /// before the first `push`.
    #[wasm_bindgen(js_name = keepSlim)]
    pub fn keep_slim(&mut self) {
        if let Some(stream) = self.inner.as_mut() {
            stream.keep_slim();
        }
    }

    /// The slim copy as JSON text (an array of card objects) once `finish()`
    /// succeeded, if `keepSlim()` was called and the input was an array; it is
    /// handed over once.
    #[wasm_bindgen(js_name = takeSlimJson)]
    pub fn take_slim_json(&mut self) -> Option<String> {
        self.slim.take().and_then(|bytes| String::from_utf8(bytes).ok())
    }

    /// Bytes pushed so far.
    #[wasm_bindgen(getter)]
    pub fn bytes(&self) -> f64 {
        self.inner.as_ref().map_or(0.0, |s| s.bytes() as f64)
    }

    /// Card objects read so far.
    #[wasm_bindgen(getter)]
    pub fn cards(&self) -> usize {
        self.inner.as_ref().map_or(0, |s| s.cards())
    }

    /// Ends the input: the database of every card, or one `MtgRulesError`
    /// (code `invalid_cards`) whose `problems` list every problem.
    pub fn finish(&mut self) -> Result<JsCardDb, JsValue> {
        let Some(mut stream) = self.inner.take() else {
            return Err(boundary_error("invalid_state", "CardDbImport.finish: the import is finished".into(), None));
        };
        let slim = stream.take_slim();
        let inner = stream.finish().map_err(|e| to_js_error_with(&e, &e.problems))?;
        self.slim = slim;
        Ok(JsCardDb { inner })
    }
}

/// Reads decklist text as deckbuilders export it (`4 Blitz Automaton`, `1x Name`,
/// MTGA lines with set and number, `Sideboard`/`Commander` sections, `//`
/// comments) against the cards of `db`. Throws one `MtgRulesError` (code
/// `invalid_decklist`) whose `problems` list every bad line, with line numbers
/// and close-match suggestions for unknown names.
#[wasm_bindgen(js_name = parseDecklist, unchecked_return_type = "Decklist")]
pub fn parse_decklist(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    db: &JsCardDb,
) -> Result<JsValue, JsValue> {
    let text = bounded_string(&text, "parseDecklist", "text", MAX_DECKLIST_LEN)?;
    let deck = Decklist::parse(&text, &db.inner).map_err(|e| to_js_error_with(&e, &e.problems))?;
    to_js(&deck)
}

fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .and_then(|e| e.message().as_string())
        .unwrap_or_else(|| "it is not serializable".into())
}
