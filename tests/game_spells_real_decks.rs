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

#[test]
fn charge_of_the_mites_deals_damage_equal_to_the_number_of_creatures_its_caster_controls_608_2h() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Charge of the Mites"], "battlefield": ["Plains", "Plains", "Plains", "Llanowar Elves", "Ornithopter"] },
            { "battlefield": ["Air Elemental"] }
        ],
        "step": "precombatMain"
    }));
    let charge = in_hand(&g, 0, "Charge of the Mites");
    let elemental = the_only(&g, "Air Elemental");
    g.apply(cast_choosing(0, charge, vec![at(elemental)], vec![0], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.object(elemental).unwrap().damage, 2, "two creatures, two damage");
    assert_eq!(zone_of(&g, "Charge of the Mites", 0), Some(Zone::Graveyard));
}

#[test]
fn end_the_festivities_deals_one_damage_to_each_opponent_and_each_creature_and_planeswalker_they_control_not_yours_120_3()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["End the Festivities"], "battlefield": ["Mountain", "Llanowar Elves"] },
            { "battlefield": ["Llanowar Elves", "Jace, the Mind Sculptor", "Air Elemental"] }
        ],
        "step": "precombatMain"
    }));
    let festivities = in_hand(&g, 0, "End the Festivities");
    let jace = the_only(&g, "Jace, the Mind Sculptor");
    let elemental = the_only(&g, "Air Elemental");
    let loyalty =
        |g: &mtg_rules::game::Game| g.object(jace).unwrap().counters.get(&mtg_rules::counter::CounterKind::Loyalty);
    let before = loyalty(&g);
    g.apply(cast(0, festivities, mtg_rules::game::CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 19);
    assert_eq!(g.state().players[0].life, 20);
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Graveyard), "theirs dies");
    assert_eq!(zone_of(&g, "Llanowar Elves", 0), Some(Zone::Battlefield), "mine is spared");
    assert_eq!(g.object(elemental).unwrap().damage, 1);
    assert_eq!(loyalty(&g), before - 1, "120.3c: damage to a planeswalker removes loyalty");
}

#[test]
fn glistening_deluge_gives_green_and_white_creatures_an_additional_minus_two_minus_two_611_2c_613_4c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Glistening Deluge"], "battlefield": ["Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["Air Elemental", "Savannah Lions", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let deluge = in_hand(&g, 0, "Glistening Deluge");
    let elemental = the_only(&g, "Air Elemental");
    g.apply(cast(0, deluge, mtg_rules::game::CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let view = g.permanent(elemental).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3), "blue: -1/-1 only");
    assert_eq!(zone_of(&g, "Savannah Lions", 1), Some(Zone::Graveyard), "white");
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard), "green");
}

#[test]
fn charge_of_the_mites_token_mode_creates_two_one_one_mite_artifact_creatures_with_toxic_111_1_700_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Charge of the Mites"], "battlefield": ["Plains", "Plains", "Plains"] },
            { "battlefield": [] }
        ],
        "step": "precombatMain"
    }));
    let charge = in_hand(&g, 0, "Charge of the Mites");
    g.apply(cast_choosing(0, charge, Vec::new(), vec![1], Vec::new())).unwrap();
    resolve_all(&mut g);
    let mites: Vec<_> = g.state().battlefield.iter().copied().filter(|&id| g.object(id).unwrap().token).collect();
    assert_eq!(mites.len(), 2, "two Mite tokens");
    for mite in mites {
        let view = g.permanent(mite).unwrap();
        assert_eq!((view.power, view.toughness), (1, 1));
        assert!(view.is(mtg_rules::card::CardType::Artifact) && view.is(mtg_rules::card::CardType::Creature));
    }
}
