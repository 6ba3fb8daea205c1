//! Spells of real decks (issue 13), each with the real card of the
//! real-deck pool (`tests/data/pool-decks.json`): filters, amounts and
//! choices the spells' modes and instructions need.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, Pending, PlayerId};
use serde_json::json;

#[test]
fn pick_your_poison_each_opponent_sacrifices_a_creature_with_flying_printed_or_not_a_ground_creature_701_21a_702_9b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Pick Your Poison"], "battlefield": ["Forest"] },
            { "battlefield": ["Ornithopter", "Air Elemental", "Llanowar Elves"] }
        ],
        "step": "precombatMain"
    }));
    let poison = in_hand(&g, 0, "Pick Your Poison");
    // Mode 3 (index 2): "Each opponent sacrifices a creature with flying."
    g.apply(cast_choosing(0, poison, Vec::new(), vec![2], Vec::new())).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player, objects, .. }) = g.state().pending.clone() else {
        panic!("the opponent chooses: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(1));
    let fliers = vec![the_only(&g, "Ornithopter"), the_only(&g, "Air Elemental")];
    let mut listed = objects.clone();
    listed.sort();
    let mut expected = fliers.clone();
    expected.sort();
    assert_eq!(listed, expected, "the two fliers, not Llanowar Elves");
    g.apply(Action::ChooseObject { player: PlayerId(1), object: fliers[1] }).unwrap();
    assert_eq!(zone_of(&g, "Air Elemental", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Pick Your Poison", 0), Some(Zone::Graveyard));
}
