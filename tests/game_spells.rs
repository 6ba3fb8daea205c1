//! The spells of real decks (issue 13): removal, edicts and discard with the
//! choices they ask as they resolve (608.2d). Real cards of the real-deck
//! pool (`tests/data/pool-decks.json`).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, ChoicePurpose, Game, Pending, PlayerId};
use serde_json::json;

fn life(g: &Game, player: usize) -> i32 {
    g.state().players[player].life
}

#[test]
fn cast_down_destroys_a_nonlegendary_creature_and_cannot_target_a_legendary_one_115_1_701_8() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Cast Down"], "battlefield": ["Swamp", "Swamp"] },
            { "battlefield": ["Grizzly Bears", "Dina, Soul Steeper"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Cast Down");
    let (bears, dina) = (the_only(&g, "Grizzly Bears"), the_only(&g, "Dina, Soul Steeper"));
    assert_eq!(refused(&mut g, cast_at(0, spell, CastMethod::Normal, vec![at(dina)])), "illegal_target");
    check_legal_actions(&g);
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Dina, Soul Steeper", 1), Some(Zone::Battlefield));
}

#[test]
fn swords_to_plowshares_exiles_the_creature_and_its_controller_gains_life_equal_to_its_power_701_13a_608_2h() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Swords to Plowshares"], "battlefield": ["Plains"] },
            { "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Swords to Plowshares");
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile), "exiled, not destroyed");
    assert_eq!((life(&g, 0), life(&g, 1)), (20, 22), "its controller gains 2, its power");
}

#[test]
fn celestial_purge_exiles_a_red_permanent_but_cannot_target_a_green_one_701_13a_115_1() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Celestial Purge", "Revoke Existence"], "battlefield": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Goblin Guide", "Grizzly Bears", "Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let purge = in_hand(&g, 0, "Celestial Purge");
    let revoke = in_hand(&g, 0, "Revoke Existence");
    let (goblin, bears, thopter) =
        (the_only(&g, "Goblin Guide"), the_only(&g, "Grizzly Bears"), the_only(&g, "Ornithopter"));
    assert_eq!(refused(&mut g, cast_at(0, purge, CastMethod::Normal, vec![at(bears)])), "illegal_target");
    // Revoke Existence: an artifact or an enchantment, not a creature that is neither.
    assert_eq!(refused(&mut g, cast_at(0, revoke, CastMethod::Normal, vec![at(bears)])), "illegal_target");
    g.apply(cast_at(0, purge, CastMethod::Normal, vec![at(goblin)])).unwrap();
    resolve_all(&mut g);
    g.apply(cast_at(0, revoke, CastMethod::Normal, vec![at(thopter)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Goblin Guide", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield));
}

#[test]
fn angraths_rampage_target_player_sacrifices_the_creature_they_choose_as_it_resolves_701_21a_608_2d() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Angrath's Rampage"], "battlefield": ["Swamp", "Mountain"] },
            { "battlefield": ["Grizzly Bears", "Goblin Guide", "Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Angrath's Rampage");
    let (bears, goblin) = (the_only(&g, "Grizzly Bears"), the_only(&g, "Goblin Guide"));
    // Mode 2: "Target player sacrifices a creature."
    g.apply(cast_choosing(0, spell, vec![player_target(1)], vec![1], Vec::new())).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player, objects, purpose, .. }) = g.state().pending.clone() else {
        panic!("the target player chooses: {:?}", g.state().pending)
    };
    assert_eq!((player, purpose), (PlayerId(1), ChoicePurpose::Sacrifice));
    assert_eq!(objects.len(), 3, "each creature they control, the artifact creature too: {objects:?}");
    let listed = g.legal_actions();
    assert!(listed.contains(&Action::ChooseObject { player: PlayerId(1), object: bears }), "{listed:?}");
    check_legal_actions(&g);
    // 608.2d: the target player chooses, not the caster; a land is no choice.
    refused_with(
        &mut g,
        Action::ChooseObject { player: PlayerId(0), object: bears },
        "not_your_choice",
        Some("701.21a"),
    );
    let swamp = on_battlefield(&g, "Swamp")[0];
    refused_with(&mut g, Action::ChooseObject { player: PlayerId(1), object: swamp }, "not_a_choice", Some("701.21a"));
    g.apply(Action::ChooseObject { player: PlayerId(1), object: goblin }).unwrap();
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Goblin Guide", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield));
}

#[test]
fn angraths_rampage_with_one_artifact_sacrifices_it_without_asking_and_with_none_does_nothing_701_21a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Angrath's Rampage", "Angrath's Rampage"], "battlefield": ["Swamp", "Mountain", "Swamp", "Mountain"] },
            { "battlefield": ["Grizzly Bears", "Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Angrath's Rampage");
    g.apply(cast_choosing(0, spell, vec![player_target(1)], vec![0], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "no alternative: {:?}", g.state().pending);
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Graveyard));
    let spell = in_hand(&g, 0, "Angrath's Rampage");
    g.apply(cast_choosing(0, spell, vec![player_target(1)], vec![2], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield), "no planeswalker to sacrifice");
}

#[test]
fn duress_the_caster_chooses_a_noncreature_nonland_card_from_the_revealed_hand_and_that_player_discards_it_701_9b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Duress"], "battlefield": ["Swamp"] },
            { "hand": ["Mountain", "Grizzly Bears", "Lightning Bolt", "Counterspell"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Duress");
    assert_eq!(refused(&mut g, cast_at(0, spell, CastMethod::Normal, vec![player_target(0)])), "illegal_target");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player, objects, purpose, .. }) = g.state().pending.clone() else {
        panic!("the caster chooses: {:?}", g.state().pending)
    };
    assert_eq!((player, purpose), (PlayerId(0), ChoicePurpose::Discard));
    let names: Vec<String> = objects.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    assert_eq!(names, ["Lightning Bolt", "Counterspell"]);
    check_legal_actions(&g);
    let bears = in_hand(&g, 1, "Grizzly Bears");
    refused_with(&mut g, Action::ChooseObject { player: PlayerId(0), object: bears }, "not_a_choice", Some("701.9b"));
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: bolt }).unwrap();
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard));
    assert_eq!(g.state().players[1].hand.len(), 3);
}

#[test]
fn thoughtseize_takes_a_nonland_card_and_its_caster_loses_two_life_701_9b_119_3() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Thoughtseize"], "battlefield": ["Swamp"] },
            { "hand": ["Mountain", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Thoughtseize");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    // One nonland card: no alternative, it is discarded without asking.
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Mountain", 1), Some(Zone::Hand));
    assert_eq!(life(&g, 0), 18);
}

#[test]
fn shrivel_gives_every_creature_minus_one_minus_one_until_end_of_turn_and_the_one_toughness_ones_die_611_2c_704_5f() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Shrivel"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"] },
            { "battlefield": ["Ornithopter", "Llanowar Elves"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Shrivel");
    g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let bears = the_only(&g, "Grizzly Bears");
    let v = g.permanent(bears).unwrap();
    assert_eq!((v.power, v.toughness), (1, 1));
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Graveyard), "a 1/1 dies (704.5f)");
    let thopter = the_only(&g, "Ornithopter");
    let v = g.permanent(thopter).unwrap();
    assert_eq!((v.power, v.toughness), (-1, 1), "a 0/2 lives as -1/1");
}

#[test]
fn suffocating_fumes_shrinks_only_the_creatures_opponents_control_611_2c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Suffocating Fumes"], "battlefield": ["Swamp", "Swamp", "Swamp", "Grizzly Bears", "Llanowar Elves"] },
            { "battlefield": ["Llanowar Elves", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Suffocating Fumes");
    g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let sizes: Vec<(u8, i32, i32)> = on_battlefield(&g, "Grizzly Bears")
        .into_iter()
        .map(|id| {
            (g.object(id).unwrap().controller.0, g.permanent(id).unwrap().power, g.permanent(id).unwrap().toughness)
        })
        .collect();
    assert_eq!(sizes, [(0, 2, 2), (1, 1, 1)]);
    let elves: Vec<u8> =
        on_battlefield(&g, "Llanowar Elves").into_iter().map(|id| g.object(id).unwrap().controller.0).collect();
    assert_eq!(elves, [0], "the opponent's 1/1 dies (704.5f), its caster's stays");
}

#[test]
fn drown_in_sorrow_shrinks_every_creature_then_its_caster_scries_one_611_2c_701_22a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Drown in Sorrow"], "battlefield": ["Swamp", "Swamp", "Swamp"], "library": ["Island", "Forest"] },
            { "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Drown in Sorrow");
    g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::Scry { player, cards, look: false, bottom: false }) = g.state().pending.clone() else {
        panic!("scry 1 is asked last: {:?}", g.state().pending)
    };
    assert_eq!((player, cards.len()), (PlayerId(0), 1));
    g.apply(Action::Scry { player, top: vec![], bottom: cards.clone() }).unwrap();
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard), "a 2/2 given -2/-2 dies (704.5f)");
    assert_eq!(g.state().players[0].library.last(), cards.first());
}

#[test]
fn entomb_puts_the_card_found_into_the_graveyard_then_shuffles_701_23a_701_24a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Entomb"], "battlefield": ["Swamp"], "library": ["Island", "Grizzly Bears", "Forest"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Entomb");
    g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::SearchLibrary { candidates, .. }) = g.state().pending.clone() else {
        panic!("a search: {:?}", g.state().pending)
    };
    assert_eq!(candidates.len(), 3, "any card");
    check_legal_actions(&g);
    let bears = candidates.iter().copied().find(|&c| g.object(c).unwrap().card == "Grizzly Bears").unwrap();
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(bears) }).unwrap();
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].library.len(), 2);
}

#[test]
fn crop_rotation_sacrifices_a_land_as_it_is_cast_and_puts_the_land_found_onto_the_battlefield_601_2h_701_23a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Crop Rotation"], "battlefield": ["Forest", "Plains"], "library": ["Urza's Saga", "Grizzly Bears"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Crop Rotation");
    let plains = the_only(&g, "Plains");
    g.apply(cast_choosing(0, spell, vec![], vec![], vec![plains])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::SearchLibrary { candidates, .. }) = g.state().pending.clone() else {
        panic!("a search: {:?}", g.state().pending)
    };
    assert_eq!(candidates.len(), 1, "a land card only");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(candidates[0]) }).unwrap();
    assert_eq!(zone_of(&g, "Urza's Saga", 0), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Plains", 0), Some(Zone::Graveyard));
}

#[test]
fn breath_weapon_deals_two_damage_to_each_non_dragon_creature_only_120_3_205_3m() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Breath Weapon"], "battlefield": ["Mountain", "Mountain", "Mountain", "Avenging Hunter"] },
            { "battlefield": ["Grizzly Bears", "Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Breath Weapon");
    g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Graveyard));
    let hunter = the_only(&g, "Avenging Hunter");
    assert_eq!(g.object(hunter).unwrap().damage, 0, "a Dragon is spared");
}

#[test]
fn vampires_vengeance_spares_vampires_and_creates_a_blood_token_120_3_111_10g() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Vampires' Vengeance"], "battlefield": ["Mountain", "Mountain", "Mountain", "Blood Artist"] },
            { "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Vampires' Vengeance");
    g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Blood Artist", 0), Some(Zone::Battlefield), "a 0/1 Vampire is spared");
    assert_eq!(on_battlefield(&g, "Blood").len(), 1);
}

#[test]
fn reprieve_returns_the_target_spell_to_its_owners_hand_and_its_caster_draws_a_card_608_2c_121_1() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"] },
            { "hand": ["Reprieve"], "battlefield": ["Plains", "Plains"], "library": ["Island"] }
        ],
        "step": "precombatMain"
    }));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    g.apply(cast(0, bears, CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    let reprieve = in_hand(&g, 1, "Reprieve");
    let on_stack = g.state().stack[0];
    g.apply(cast_at(1, reprieve, CastMethod::Normal, vec![at(on_stack)])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().stack.is_empty());
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Hand), "back in its owner's hand, not resolved");
    assert_eq!(zone_of(&g, "Island", 1), Some(Zone::Hand), "Reprieve's caster draws");
}

#[test]
fn go_for_the_throat_destroys_a_nonartifact_creature_and_cannot_target_an_artifact_creature_115_1_701_8() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Go for the Throat"], "battlefield": ["Swamp", "Swamp"] },
            { "battlefield": ["Grizzly Bears", "Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Go for the Throat");
    let (bears, thopter) = (the_only(&g, "Grizzly Bears"), the_only(&g, "Ornithopter"));
    assert_eq!(refused(&mut g, cast_at(0, spell, CastMethod::Normal, vec![at(thopter)])), "illegal_target");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
}

#[test]
fn mental_note_mills_two_then_draws_and_thought_scour_makes_its_target_mill_701_17a_121_1() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Mental Note", "Thought Scour"], "battlefield": ["Island", "Island"], "library": ["Forest", "Plains", "Island", "Swamp"] },
            { "library": ["Mountain", "Grizzly Bears", "Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let note = in_hand(&g, 0, "Mental Note");
    g.apply(cast(0, note, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].library.len(), 1, "two milled, one drawn");
    assert_eq!(zone_of(&g, "Island", 0), Some(Zone::Hand), "the third card is drawn");
    let scour = in_hand(&g, 0, "Thought Scour");
    g.apply(cast_at(0, scour, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].library.len(), 1);
    assert_eq!(g.state().players[1].graveyard.len(), 2);
    assert_eq!(zone_of(&g, "Swamp", 0), Some(Zone::Hand), "its caster draws");
}

#[test]
fn spell_snare_counters_a_spell_with_mana_value_two_and_annul_an_artifact_spell_701_6a_202_3() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Grizzly Bears", "Ornithopter"], "battlefield": ["Forest", "Forest"] },
            { "hand": ["Spell Snare", "Annul"], "battlefield": ["Island", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    g.apply(cast(0, bears, CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    let on_stack = g.state().stack[0];
    let annul = in_hand(&g, 1, "Annul");
    assert_eq!(refused(&mut g, cast_at(1, annul, CastMethod::Normal, vec![at(on_stack)])), "no_legal_targets");
    let snare = in_hand(&g, 1, "Spell Snare");
    g.apply(cast_at(1, snare, CastMethod::Normal, vec![at(on_stack)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Graveyard), "countered");
    let thopter = in_hand(&g, 0, "Ornithopter");
    g.apply(cast(0, thopter, CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    let on_stack = g.state().stack[0];
    g.apply(cast_at(1, annul, CastMethod::Normal, vec![at(on_stack)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ornithopter", 0), Some(Zone::Graveyard), "countered");
}
