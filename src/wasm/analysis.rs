//! The façade of the castability analysis: `analyzeDeck`, `karsten`, and the
//! `DeckAnalyzer` class that plays games in parts (for Web Workers: each
//! plays its share and hands back a `Tally`; one analyzer adds them up).

use super::cards::JsCardDb;
use super::{boundary_error, json_of, to_js, to_js_error_with, type_name};
use crate::analysis::{
    AnalysisError, AnalysisOptions, Analyzer, DeckInput, KarstenOptions, Tally, analyze_deck, karsten,
};
use crate::decklist::{Decklist, MAX_DECKLIST_LEN};
use crate::game::read_json::FromJson;
use crate::input_json::from_json;
use wasm_bindgen::prelude::*;

/// The longest JSON accepted for options or a tally (UTF-16 units).
const MAX_OPTIONS_JSON_LEN: usize = 1024 * 1024;
/// The most games one `run` call plays.
const MAX_RUN: u64 = 100_000_000;

#[wasm_bindgen(typescript_custom_section)]
const TS_ANALYSIS: &str = r#"
/** A deck for `analyzeDeck`: decklist text, or a `Decklist` from `parseDecklist`. */
export type DeckSource = string | Decklist;
"#;

/// A thrown `invalid_options` error for options JSON that does not read.
fn invalid_options(function: &str, error: &str) -> JsValue {
    boundary_error("invalid_options", format!("{function}: the options do not read: {error}"), None)
}

/// Options read by the hand-written readers (`crate::input_json`), not serde's derive.
fn options_of<T: FromJson + Default>(value: &JsValue, function: &str) -> Result<T, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    let json = json_of(value, function, "options", MAX_OPTIONS_JSON_LEN)?;
    from_json(&json).map_err(|e| invalid_options(function, &e))
}

/// The deck argument: decklist text, or a decklist object.
enum Deck {
    Text(String),
    List(Decklist),
}

fn deck_of(value: &JsValue, function: &str) -> Result<Deck, JsValue> {
    if let Some(text) = value.as_string() {
        if text.len() > MAX_DECKLIST_LEN {
            return Err(boundary_error(
                "invalid_argument",
                format!("{function}: `deck` is longer than {MAX_DECKLIST_LEN} bytes"),
                None,
            ));
        }
        return Ok(Deck::Text(text));
    }
    if !value.is_object() {
        return Err(boundary_error(
            "invalid_argument",
            format!("{function}: `deck` must be decklist text or a Decklist, got {}", type_name(value)),
            None,
        ));
    }
    let json = json_of(value, function, "deck", MAX_DECKLIST_LEN * 2)?;
    from_json(&json)
        .map(Deck::List)
        .map_err(|e| boundary_error("invalid_argument", format!("{function}: `deck` is not a Decklist: {e}"), None))
}

impl Deck {
    fn input(&self) -> DeckInput<'_> {
        match self {
            Deck::Text(t) => DeckInput::Text(t),
            Deck::List(l) => DeckInput::List(l),
        }
    }
}

fn analysis_error(e: &AnalysisError) -> JsValue {
    to_js_error_with(e, &e.problems)
}

/// Castability by turn: plays `options.games` goldfish games of the deck with
/// the engine's rules and says how often each card is castable by each turn
/// (see `Analysis`). Throws one `MtgRulesError` whose `problems` list every
/// problem of the request (unknown cards, an empty or oversized deck, games or
/// turns out of range, an impossible land count).
#[wasm_bindgen(js_name = analyzeDeck, unchecked_return_type = "Analysis")]
pub fn analyze_deck_js(
    db: &JsCardDb,
    #[wasm_bindgen(unchecked_param_type = "DeckSource")] deck: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Partial<AnalysisOptions> | undefined")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let deck = deck_of(&deck, "analyzeDeck")?;
    let options: AnalysisOptions = options_of(&options, "analyzeDeck")?;
    let analysis = analyze_deck(db.db(), deck.input(), &options).map_err(|e| analysis_error(&e))?;
    to_js(&analysis)
}

/// Frank Karsten's model of colored sources (deck size, lands, sources, pips,
/// turn; London mulligan as he describes it).
#[wasm_bindgen(js_name = karsten, unchecked_return_type = "KarstenResult")]
pub fn karsten_js(
    #[wasm_bindgen(unchecked_param_type = "Partial<KarstenOptions> | undefined")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let options: KarstenOptions = options_of(&options, "karsten")?;
    let result = karsten(&options).map_err(|e| analysis_error(&e))?;
    to_js(&result)
}

/// A deck and options checked once, playing games in parts: `run(start,
/// count)` plays games `start..start+count` (game `i` is seeded `(seed, i)`,
/// so parts played anywhere add up to exactly one run), `tally()` hands the
/// counts over (to another analyzer's `addTally`), `result()` gives the
/// `Analysis` of everything counted. Call `free()` when done.
#[wasm_bindgen(js_name = DeckAnalyzer)]
pub struct JsDeckAnalyzer {
    analyzer: Analyzer,
    tally: Tally,
}

#[wasm_bindgen(js_class = DeckAnalyzer)]
impl JsDeckAnalyzer {
    /// Checks the deck and options (throws every problem at once, as `analyzeDeck`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        db: &JsCardDb,
        #[wasm_bindgen(unchecked_param_type = "DeckSource")] deck: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Partial<AnalysisOptions> | undefined")] options: JsValue,
    ) -> Result<JsDeckAnalyzer, JsValue> {
        let deck = deck_of(&deck, "new DeckAnalyzer")?;
        let options: AnalysisOptions = options_of(&options, "new DeckAnalyzer")?;
        let analyzer = Analyzer::new(db.db(), deck.input(), &options).map_err(|e| analysis_error(&e))?;
        let tally = analyzer.tally();
        Ok(JsDeckAnalyzer { analyzer, tally })
    }

    /// Plays games `start..start+count` and adds them to this analyzer's counts.
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    ) -> Result<(), JsValue> {
        // `max` is written as an integer: formatting an `f64` would bring in the float formatter.
        let whole = |v: &JsValue, name: &str, max: u64| match v.as_f64() {
            Some(n) if n.fract() == 0.0 && (0.0..=max as f64).contains(&n) => Ok(n as u64),
            _ => Err(boundary_error(
                "invalid_argument",
                format!("DeckAnalyzer.run: `{name}` must be a whole number from 0 to {max}, got {}", type_name(v)),
                None,
            )),
        };
        let start = whole(&start, "start", 9_007_199_254_740_991)?;
        let count = whole(&count, "count", MAX_RUN)?;
        self.analyzer.run(start, count, &mut self.tally);
        Ok(())
    }

    /// The games counted so far.
    #[wasm_bindgen(getter)]
    pub fn games(&self) -> f64 {
        self.tally.games as f64
    }

    /// The counts so far, as plain JSON (to hand to another analyzer's `addTally`).
    #[wasm_bindgen(unchecked_return_type = "Tally")]
    pub fn tally(&self) -> Result<JsValue, JsValue> {
        to_js(&self.tally)
    }

    /// Adds counts from another analyzer of the same deck and options.
    #[wasm_bindgen(js_name = addTally)]
    pub fn add_tally(&mut self, #[wasm_bindgen(unchecked_param_type = "Tally")] tally: JsValue) -> Result<(), JsValue> {
        let json = json_of(&tally, "DeckAnalyzer.addTally", "tally", 64 * MAX_OPTIONS_JSON_LEN)?;
        let tally: Tally = from_json(&json).map_err(|e| {
            boundary_error("invalid_tally", format!("DeckAnalyzer.addTally: the tally does not read: {e}"), None)
        })?;
        self.analyzer.check_tally(&tally).map_err(|e| analysis_error(&e))?;
        if !self.tally.merge(&tally) {
            return Err(boundary_error(
                "invalid_tally",
                "DeckAnalyzer.addTally: the games counted would pass 2^53 - 1".to_string(),
                None,
            ));
        }
        Ok(())
    }

    /// Forgets the games counted.
    pub fn reset(&mut self) {
        self.tally = self.analyzer.tally();
    }

    /// The numbers of everything counted so far.
    #[wasm_bindgen(unchecked_return_type = "Analysis")]
    pub fn result(&self) -> Result<JsValue, JsValue> {
        to_js(&self.analyzer.finish(&self.tally))
    }
}
