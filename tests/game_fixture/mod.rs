//! Shared by the `game_*` tests: the sample card database (loaded once,
//! with a few extra cards for snow and any-color mana) and small helpers.
#![allow(dead_code)]

use mtg_rules::card::CardDb;
use mtg_rules::game::{Action, CastMethod, CastOption, Game, ObjectId, PlayerId};
use serde_json::Value;
use std::sync::OnceLock;

/// Cards the sample file lacks: snow lands (107.4h) and an any-color source.
const EXTRA: &str = r#"[
  {"name": "Snow-Covered Forest", "layout": "normal", "type_line": "Basic Snow Land — Forest", "oracle_text": "({T}: Add {G}.)", "colors": []},
  {"name": "Snow-Covered Swamp", "layout": "normal", "type_line": "Basic Snow Land — Swamp", "oracle_text": "({T}: Add {B}.)", "colors": []},
  {"name": "Birds of Paradise", "layout": "normal", "mana_cost": "{G}", "type_line": "Creature — Bird", "oracle_text": "Flying\n{T}: Add one mana of any color.", "power": "0", "toughness": "1", "colors": ["G"]}
]"#;

pub fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| {
        let mut cards: Vec<Value> = serde_json::from_str(include_str!("../data/scryfall-cards.json")).unwrap();
        cards.extend(serde_json::from_str::<Vec<Value>>(EXTRA).unwrap());
        CardDb::from_scryfall_value(&Value::Array(cards)).unwrap_or_else(|e| panic!("the sample imports: {e}"))
    })
}

/// A game from a setup written as JSON.
pub fn game(setup: Value) -> Game {
    Game::from_setup(db(), serde_json::from_value(setup).unwrap()).unwrap_or_else(|e| panic!("setup: {e}"))
}

/// The first object named `name` in `player`'s hand.
pub fn in_hand(game: &Game, player: u8, name: &str) -> ObjectId {
    let p = &game.state().players[player as usize];
    *p.hand.iter().find(|&&id| game.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name} in hand"))
}

/// Every permanent named `name`.
pub fn on_battlefield(game: &Game, name: &str) -> Vec<ObjectId> {
    game.state().battlefield.iter().copied().filter(|&id| game.object(id).unwrap().card == name).collect()
}

/// The cast option with this method.
pub fn option(game: &Game, id: ObjectId, method: CastMethod) -> CastOption {
    game.cast_options(id).unwrap().into_iter().find(|o| o.method == method).expect("the option is offered")
}

pub fn codes(option: &CastOption) -> Vec<&'static str> {
    option.reasons.iter().map(|r| r.code).collect()
}

pub fn cast(player: u8, object: ObjectId, method: CastMethod) -> Action {
    Action::CastSpell { player: PlayerId(player), object, method, x: None, payment: None }
}

pub fn pass(player: u8) -> Action {
    Action::PassPriority { player: PlayerId(player) }
}

/// Applies an action that must fail and checks the game is unchanged (732.1);
/// returns the error's code.
pub fn refused(game: &mut Game, action: Action) -> &'static str {
    use mtg_rules::error::Coded;
    let before = serde_json::to_string(game).unwrap();
    let error = game.apply(action.clone()).expect_err("the action is illegal");
    assert_eq!(serde_json::to_string(game).unwrap(), before, "{action:?} changed the game");
    assert!(!game.is_legal(&action));
    error.code()
}

/// Every legal action is legal and applies (on a copy).
pub fn check_legal_actions(game: &Game) {
    for action in game.legal_actions() {
        assert!(game.is_legal(&action), "{action:?}");
        let mut copy = game.clone();
        copy.apply(action.clone()).unwrap_or_else(|e| panic!("{action:?}: {e}"));
    }
}
