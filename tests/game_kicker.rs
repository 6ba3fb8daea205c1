//! Kicker (CR 702.33): "Kicker {cost}" is an optional additional cost; a
//! kicked cast is a way to cast of its own (`CastMethod::Kicked`, its total
//! cost the mana cost plus the kicker cost, 601.2f), and a kicked spell
//! follows its "If this spell was kicked, …" instructions (702.33d). Real
//! card of the real-deck pool: Fires of Victory.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId};
use serde_json::json;

/// Player 0 (active, precombat main) holds Fires of Victory and three
/// Plains, with `lands`; player 1 controls a 4/4.
fn fires_in_hand(lands: serde_json::Value) -> (Game, ObjectId, ObjectId) {
    let g = game(json!({
        "players": [
            { "hand": ["Fires of Victory", "Plains", "Plains", "Plains"], "battlefield": lands,
              "library": ["Plains", "Plains"] },
            { "battlefield": ["Test Venom Trampler"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain"
    }));
    let fires = in_hand(&g, 0, "Fires of Victory");
    let trampler = the_only(&g, "Test Venom Trampler");
    (g, fires, trampler)
}

fn five_lands() -> serde_json::Value {
    json!(["Mountain", "Mountain", "Island", "Island", "Island"])
}

#[test]
fn fires_of_victory_kicked_draws_a_card_first_and_deals_damage_equal_to_the_bigger_hand_702_33d() {
    let (mut g, fires, trampler) = fires_in_hand(five_lands());
    let kicked = option(&g, fires, CastMethod::Kicked);
    assert!(kicked.castable, "{:?}", kicked.reasons);
    assert_eq!(kicked.mana_cost.unwrap().to_string(), "{3}{R}{U}");
    let cast = cast_at(0, fires, CastMethod::Kicked, vec![at(trampler)]);
    assert!(g.legal_actions().contains(&cast), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    g.apply(cast).unwrap();
    resolve_all(&mut g);
    // Three Plains and the card drawn: 4 damage to the 4/4, which dies.
    assert_eq!(g.state().players[0].hand.len(), 4);
    assert!(on_battlefield(&g, "Test Venom Trampler").is_empty(), "the 4/4 was dealt 4 damage");
}

#[test]
fn fires_of_victory_not_kicked_draws_nothing_and_deals_damage_equal_to_the_hand_702_33d() {
    let (mut g, fires, trampler) = fires_in_hand(five_lands());
    g.apply(cast_at(0, fires, CastMethod::Normal, vec![at(trampler)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 3);
    assert_eq!(g.object(trampler).unwrap().damage, 3, "three cards in hand: 3 damage, the 4/4 survives");
}

#[test]
fn fires_of_victory_kicked_without_the_mana_for_the_kicker_is_refused_unchanged_702_33a_601_2g_732() {
    let (mut g, fires, trampler) = fires_in_hand(json!(["Mountain", "Island"]));
    assert!(option(&g, fires, CastMethod::Normal).castable);
    assert_eq!(codes(&option(&g, fires, CastMethod::Kicked)), ["cannot_pay"]);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { method: CastMethod::Kicked, .. })));
    refused_with(&mut g, cast_at(0, fires, CastMethod::Kicked, vec![at(trampler)]), "cannot_pay", None);
}
