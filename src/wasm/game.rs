//! The façade of a game: `new Game(db, setup)`, `castOptions`, `legalActions`,
//! `isLegal`, `apply`, `playRandom`, `state`, `characteristics`, `explainCharacteristics`, and
//! serialization.

use super::cards::JsCardDb;
use super::{boundary_error, bounded_string, json_of, to_js, to_js_error, to_js_error_with, type_name};
use crate::game::{Action, Game, ObjectId, RandomAgent};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME: &str = r#"
/** The mana one activation of a mana ability adds (a Rust type alias tsify does not emit). */
export type ManaBundle = ManaType[];
/** One change to a permanent's characteristics: its layer, the rule, the object whose ability made it (and that
 * object's name), and what it changed (CR 613). */
export type AppliedEffect = {
  layer: Layer; rule: string; source: ObjectId | null; sourceName: string | null;
} & CharacteristicChange;
"#;

// The longest JSON accepted for a setup or a serialized game, and for one action: the core's
// bounds (in bytes), checked here in UTF-16 units before the string is copied.
use crate::game::{MAX_ACTION_JSON_LEN, MAX_GAME_JSON_LEN};

/// A game in progress (CR 100–732): validated from a plain-JSON setup, changed only
/// through `apply`, and serializable to JSON and back.
///
/// Holds wasm memory: call `free()` when done with it. The game keeps its own copy
/// of the cards it uses, so the `CardDb` may be freed first.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    inner: Game,
}

/// An object id argument: a whole number the engine could have given out.
fn object_id(value: &JsValue, function: &str) -> Result<ObjectId, JsValue> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n) => Ok(ObjectId(n as u32)),
        _ => Err(boundary_error(
            "invalid_argument",
            format!("{function}: `objectId` must be a whole number (an object id), got {}", type_name(value)),
            None,
        )),
    }
}

/// A whole number argument from 0 to `max` (written as an integer: formatting an `f64`
/// would bring in the float formatter).
fn whole_number(value: &JsValue, function: &str, name: &str, max: u64) -> Result<u64, JsValue> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (0.0..=max as f64).contains(&n) => Ok(n as u64),
        _ => Err(boundary_error(
            "invalid_argument",
            format!("{function}: `{name}` must be a whole number from 0 to {max}, got {}", type_name(value)),
            None,
        )),
    }
}

fn action_of(value: &JsValue, function: &str) -> Result<Action, JsValue> {
    let json = json_of(value, function, "action", MAX_ACTION_JSON_LEN)?;
    Action::from_json(&json).map_err(|e| to_js_error(&e))
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// Validates a setup (plain JSON: players with life, library top first, hand,
    /// battlefield entries, graveyard, exile; `activePlayer`, `step`, `seed`; this
    /// turn's combat-damage history) against the cards of `db`. Throws one
    /// `MtgRulesError` (code `invalid_setup`) whose `problems` list every problem.
    #[wasm_bindgen(constructor)]
    pub fn new(
        db: &JsCardDb,
        #[wasm_bindgen(unchecked_param_type = "GameSetup | string")] setup: JsValue,
    ) -> Result<JsGame, JsValue> {
        let json = json_of(&setup, "new Game", "setup", MAX_GAME_JSON_LEN)?;
        let inner = Game::from_setup_json(db.db(), &json).map_err(|e| to_js_error_with(&e, &e.problems))?;
        Ok(JsGame { inner })
    }

    /// A game serialized by `toJson`, read back against the cards of `db`.
    #[wasm_bindgen(js_name = fromJson)]
    pub fn from_json(
        db: &JsCardDb,
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
    ) -> Result<JsGame, JsValue> {
        let json = bounded_string(&json, "Game.fromJson", "json", MAX_GAME_JSON_LEN)?;
        let inner = Game::from_json(db.db(), &json).map_err(|e| to_js_error_with(&e, &e.problems))?;
        Ok(JsGame { inner })
    }

    /// The whole game as JSON text (card data stays out: objects name their cards).
    #[wasm_bindgen(js_name = toJson)]
    pub fn to_json(&self) -> String {
        self.inner.to_json()
    }

    /// A copy of this game (cheap: card data is shared). Handy for undo and look-ahead.
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_game(&self) -> JsGame {
        JsGame { inner: self.inner.clone() }
    }

    /// Everything visible, as plain JSON: players, zones, objects, turn, step, priority.
    #[wasm_bindgen(unchecked_return_type = "GameState")]
    pub fn state(&self) -> Result<JsValue, JsValue> {
        to_js(self.inner.state())
    }

    /// Every way the object could be cast now (normal, prototype, prowl, ...), each
    /// with its method, mana cost, whether it is castable, the reasons it is not
    /// (code, rule, message), a payment plan when it is, and the resulting
    /// characteristics (CR 601.2, 702.76, 718.3).
    #[wasm_bindgen(js_name = castOptions, unchecked_return_type = "CastOption[]")]
    pub fn cast_options(
        &self,
        #[wasm_bindgen(js_name = "objectId", unchecked_param_type = "number")] object_id_value: JsValue,
    ) -> Result<JsValue, JsValue> {
        let id = object_id(&object_id_value, "Game.castOptions")?;
        let options = self.inner.cast_options(id).map_err(|e| to_js_error(&e))?;
        to_js(&options)
    }

    /// The characteristics of an object where it is now (CR 109.3, 718.3b–718.4).
    #[wasm_bindgen(unchecked_return_type = "Characteristics")]
    pub fn characteristics(
        &self,
        #[wasm_bindgen(js_name = "objectId", unchecked_param_type = "number")] object_id_value: JsValue,
    ) -> Result<JsValue, JsValue> {
        let id = object_id(&object_id_value, "Game.characteristics")?;
        let characteristics = self.inner.characteristics(id).map_err(|e| to_js_error(&e))?;
        to_js(&characteristics)
    }

    /// A permanent's characteristics as printed and now, with every change the
    /// continuous-effects system made between, in layer order, each with its
    /// layer, rule and source (CR 613). Throws `unknown_object` (400.7) or
    /// `not_a_permanent` (110.1).
    #[wasm_bindgen(js_name = explainCharacteristics, unchecked_return_type = "CharacteristicsExplanation")]
    pub fn explain_characteristics(
        &self,
        #[wasm_bindgen(js_name = "objectId", unchecked_param_type = "number")] object_id_value: JsValue,
    ) -> Result<JsValue, JsValue> {
        let id = object_id(&object_id_value, "Game.explainCharacteristics")?;
        let explanation = self.inner.explain_characteristics(id).map_err(|e| to_js_error(&e))?;
        to_js(&explanation)
    }

    /// What the player with priority may do now.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "Action[]")]
    pub fn legal_actions(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.legal_actions())
    }

    /// Whether `apply(action)` would succeed.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(&self, #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue) -> Result<bool, JsValue> {
        Ok(self.inner.is_legal(&action_of(&action, "Game.isLegal")?))
    }

    /// The player who must act now: the one a pending choice waits for (a
    /// protector, attackers, blockers, a discard, ...), otherwise the player with
    /// priority; `null` once the game is over.
    #[wasm_bindgen(getter, js_name = actingPlayer)]
    pub fn acting_player(&self) -> Option<u8> {
        self.inner.acting_player().map(|p| p.0)
    }

    /// Plays at most `maxActions` actions chosen by the core's seeded random agent
    /// (for every player: one of `legalActions()`, passing one time in three when
    /// something else is listed) until the game is over. Returns `{ actions, over,
    /// winner, turn }`. The same game and seed give the same actions and
    /// `stateHash()` natively and in wasm. On an error the game is left as it was.
    #[wasm_bindgen(js_name = playRandom, unchecked_return_type = "RandomPlay")]
    pub fn play_random(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
        #[wasm_bindgen(js_name = "maxActions", unchecked_param_type = "number")] max_actions: JsValue,
    ) -> Result<JsValue, JsValue> {
        let seed = whole_number(&seed, "Game.playRandom", "seed", 9_007_199_254_740_991)?;
        let max = whole_number(&max_actions, "Game.playRandom", "maxActions", u64::from(u32::MAX))?;
        let before = self.inner.clone();
        match self.inner.play_random(&mut RandomAgent::new(seed), u32::try_from(max).unwrap_or(u32::MAX)) {
            Ok(played) => to_js(&played),
            Err(error) => {
                self.inner = before;
                Err(to_js_error(&error))
            }
        }
    }

    /// A hash of the whole state, as 16 hex digits: the same seed and actions give
    /// the same hash, natively and in wasm.
    #[wasm_bindgen(js_name = stateHash)]
    pub fn state_hash(&self) -> String {
        format!("{:016x}", self.inner.state_hash())
    }

    /// Passes priority for whoever has it, as the caller explicitly asks
    /// (`{ until: { type: "step", step } | { type: "nextTurn" } | { type: "choice" },
    /// noAttacks?, noBlocks?, stopOnStack?, maxActions? }`), until `until` or a
    /// choice only a player can make. Returns the events; on an error the game is
    /// left exactly as it was.
    #[wasm_bindgen(unchecked_return_type = "Event[]")]
    pub fn advance(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "AutoPass")] policy: JsValue,
    ) -> Result<JsValue, JsValue> {
        let json = json_of(&policy, "Game.advance", "policy", MAX_ACTION_JSON_LEN)?;
        let policy = crate::game::read_json::auto_pass_from_json(&json).map_err(|e| {
            boundary_error("invalid_argument", format!("Game.advance: `policy` is not an auto-pass policy: {e}"), None)
        })?;
        // The core's `advance` is atomic: on an error the game is as it was before the call.
        let events = self.inner.advance(&policy).map_err(|e| to_js_error(&e))?;
        to_js(&events)
    }

    /// Takes an action and returns what happened. An illegal action throws an
    /// `MtgRulesError` (code, rule, message) and leaves the game exactly as it was (CR 732).
    #[wasm_bindgen(unchecked_return_type = "Event[]")]
    pub fn apply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let action = action_of(&action, "Game.apply")?;
        let events = self.inner.apply(action).map_err(|e| to_js_error(&e))?;
        to_js(&events)
    }
}
