//! Spells of real decks (issue 13), each with the real card of the
//! real-deck pool (`tests/data/pool-decks.json`): filters, amounts and
//! choices the spells' modes and instructions need.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Pending, PlayerId, Step, Target};
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

#[test]
fn witherbloom_command_mills_the_target_player_returns_a_land_and_drains_the_target_opponent_701_17a_119_3_700_2c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Witherbloom Command"], "battlefield": ["Swamp", "Forest"], "graveyard": ["Lightning Bolt", "Mountain"] },
            { "library": ["Plains", "Grizzly Bears", "Island", "Forest"] }
        ],
        "step": "precombatMain"
    }));
    let command = in_hand(&g, 0, "Witherbloom Command");
    // 115.1: "target opponent" is not the caster.
    let wrong = cast_choosing(0, command, vec![player_target(1), player_target(0)], vec![0, 3], Vec::new());
    assert!(!g.is_legal(&wrong), "the caster is not an opponent");
    // Modes 1 and 4, their targets in printed order (700.2c).
    g.apply(cast_choosing(0, command, vec![player_target(1), player_target(1)], vec![0, 3], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "one land card: chosen without asking");
    assert_eq!(g.state().players[1].library.len(), 1, "three cards milled");
    assert_eq!(g.state().players[1].graveyard.len(), 3);
    assert_eq!(zone_of(&g, "Mountain", 0), Some(Zone::Hand), "the land card returns");
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard), "not a land card");
    assert_eq!(g.state().players[1].life, 18);
    assert_eq!(g.state().players[0].life, 22);
}

#[test]
fn witherbloom_command_destroys_a_noncreature_nonland_permanent_of_mana_value_two_or_less_and_shrinks_a_creature_205_4b_700_2()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["Witherbloom Command"], "battlefield": ["Swamp", "Forest"] },
            { "battlefield": ["Ornithopter", "Sol Ring", "Forest", "Air Elemental"] }
        ],
        "step": "precombatMain"
    }));
    let command = in_hand(&g, 0, "Witherbloom Command");
    let (ornithopter, forest, ring, elemental) = (
        the_only(&g, "Ornithopter"),
        on_battlefield(&g, "Forest").into_iter().find(|&id| g.object(id).unwrap().controller == PlayerId(1)).unwrap(),
        the_only(&g, "Sol Ring"),
        the_only(&g, "Air Elemental"),
    );
    for not_allowed in [ornithopter, forest] {
        let cast = cast_choosing(0, command, vec![at(not_allowed), at(elemental)], vec![1, 2], Vec::new());
        assert!(!g.is_legal(&cast), "a creature or a land is not a legal target");
    }
    g.apply(cast_choosing(0, command, vec![at(ring), at(elemental)], vec![1, 2], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Sol Ring", 1), Some(Zone::Graveyard));
    let view = g.permanent(elemental).unwrap();
    assert_eq!((view.power, view.toughness), (1, 3), "4/4 gets -3/-1");
}

#[test]
fn kolaghans_command_returns_the_target_creature_card_from_the_graveyard_to_the_hand_400_3_700_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Kolaghan's Command"], "battlefield": ["Swamp", "Mountain", "Mountain"], "graveyard": ["Grizzly Bears", "Lightning Bolt"] },
            { "battlefield": ["Sol Ring"] }
        ],
        "step": "precombatMain"
    }));
    let command = in_hand(&g, 0, "Kolaghan's Command");
    let graveyard = g.state().players[0].graveyard.clone();
    let named = |name: &str| *graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap();
    let (bears, bolt, ring) = (named("Grizzly Bears"), named("Lightning Bolt"), the_only(&g, "Sol Ring"));
    let wrong = cast_choosing(0, command, vec![at(bolt), at(ring)], vec![0, 2], Vec::new());
    assert!(!g.is_legal(&wrong), "an instant card is not a creature card");
    g.apply(cast_choosing(0, command, vec![at(bears), at(ring)], vec![0, 2], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Sol Ring", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Kolaghan's Command", 0), Some(Zone::Graveyard));
}

/// The spell on the stack named `name`.
fn on_stack(g: &mtg_rules::game::Game, name: &str) -> mtg_rules::game::ObjectId {
    *g.state().stack.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name}"))
}

#[test]
fn mystical_dispute_costs_two_less_only_when_it_targets_a_blue_spell_601_2f() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Consider", "Lightning Bolt"], "battlefield": ["Island", "Mountain"], "library": ["Plains", "Plains"] },
            { "hand": ["Mystical Dispute"], "battlefield": ["Island"] }
        ],
        "step": "precombatMain"
    }));
    let (consider, bolt) = (in_hand(&g, 0, "Consider"), in_hand(&g, 0, "Lightning Bolt"));
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    g.apply(cast(0, consider, CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    let dispute = in_hand(&g, 1, "Mystical Dispute");
    let (bolt, consider) = (on_stack(&g, "Lightning Bolt"), on_stack(&g, "Consider"));
    let offered = option(&g, dispute, CastMethod::Normal);
    assert!(offered.castable, "{:?}", offered.reasons);
    assert_eq!(offered.mana_cost.unwrap().to_string(), "{U}", "the cost with a blue spell as its target");
    let at_red = cast_at(1, dispute, CastMethod::Normal, vec![at(bolt)]);
    let at_blue = cast_at(1, dispute, CastMethod::Normal, vec![at(consider)]);
    let actions = g.legal_actions();
    assert!(actions.contains(&at_blue), "{actions:?}");
    assert!(!actions.contains(&at_red), "a red spell: {{2}}{{U}}, one Island");
    check_legal_actions(&g);
    let before = g.to_json();
    assert!(g.apply(at_red).is_err());
    assert_eq!(g.to_json(), before, "732: refused, unchanged");
    let events = g.apply(at_blue).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::SpellCast { total_cost, .. } if total_cost == "{U}")),
        "{events:?}"
    );
    resolve_all(&mut g);
    let Some(Pending::PayWard { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("Consider's controller may pay {{3}}: {:?}", g.state().pending)
    };
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert_eq!(zone_of(&g, "Consider", 0), Some(Zone::Graveyard), "countered");
    assert_eq!(zone_of(&g, "Mystical Dispute", 1), Some(Zone::Graveyard));
}

#[test]
fn knockout_blow_costs_two_less_when_it_targets_a_red_attacker_deals_4_and_gains_2_life_601_2f_506_4() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Monastery Swiftspear", "Grizzly Bears"], "library": ["Plains", "Plains"] },
            { "hand": ["Knockout Blow"], "battlefield": ["Plains"], "library": ["Plains", "Plains"] }
        ],
        "step": "precombatMain"
    }));
    let (swiftspear, bears) = (the_only(&g, "Monastery Swiftspear"), the_only(&g, "Grizzly Bears"));
    let blow = in_hand(&g, 1, "Knockout Blow");
    assert!(!g.is_legal(&cast_at(1, blow, CastMethod::Normal, vec![at(swiftspear)])), "not attacking yet");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(swiftspear, at_player(1)), (bears, at_player(1))])).unwrap();
    g.apply(pass(0)).unwrap();
    let at_red = cast_at(1, blow, CastMethod::Normal, vec![at(swiftspear)]);
    let at_green = cast_at(1, blow, CastMethod::Normal, vec![at(bears)]);
    let actions = g.legal_actions();
    assert!(actions.contains(&at_red), "{actions:?}");
    assert!(!actions.contains(&at_green), "a green creature: {{2}}{{W}}, one Plains");
    assert!(!g.is_legal(&at_green));
    check_legal_actions(&g);
    g.apply(at_red).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Monastery Swiftspear", 0), Some(Zone::Graveyard), "4 damage to a 1/2");
    assert_eq!(g.state().players[1].life, 22);
}

#[test]
fn go_blank_target_player_discards_two_cards_of_their_choice_then_their_whole_graveyard_is_exiled_701_9b_406_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Go Blank"], "battlefield": ["Swamp", "Swamp", "Swamp"] },
            { "hand": ["Lightning Bolt", "Grizzly Bears", "Island"], "graveyard": ["Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let go_blank = in_hand(&g, 0, "Go Blank");
    let cast = cast_at(0, go_blank, CastMethod::Normal, vec![player_target(1)]);
    assert!(g.legal_actions().contains(&cast));
    g.apply(cast).unwrap();
    resolve_all(&mut g);
    // 701.9b: the player chooses two cards, one at a time; the same card cannot be chosen twice.
    assert!(matches!(&g.state().pending, Some(Pending::Discard { player: PlayerId(1), .. })));
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let bears = in_hand(&g, 1, "Grizzly Bears");
    g.apply(Action::Discard { player: PlayerId(1), object: bolt }).unwrap();
    assert!(matches!(&g.state().pending, Some(Pending::Discard { player: PlayerId(1), .. })));
    assert!(!g.legal_actions().contains(&Action::Discard { player: PlayerId(1), object: bolt }));
    refused_with(&mut g, Action::Discard { player: PlayerId(1), object: bolt }, "already_chosen", Some("701.9a"));
    assert_eq!(g.legal_actions().len(), 2, "Grizzly Bears or Island");
    g.apply(Action::Discard { player: PlayerId(1), object: bears }).unwrap();
    // 608.2c: then all cards in that player's graveyard (the two discarded, Ornithopter) are exiled.
    assert_eq!(g.state().pending, None);
    assert!(g.state().players[1].graveyard.is_empty());
    for name in ["Lightning Bolt", "Grizzly Bears", "Ornithopter"] {
        assert_eq!(zone_of(&g, name, 1), Some(Zone::Exile), "{name}");
    }
    assert_eq!(zone_of(&g, "Island", 1), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Go Blank", 0), Some(Zone::Graveyard), "not its caster's graveyard");
}

#[test]
fn faithless_looting_draws_two_then_its_caster_discards_two_chosen_one_at_a_time_701_9b_121_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Faithless Looting", "Lightning Bolt"], "battlefield": ["Mountain"],
              "library": ["Swamp", "Swamp", "Swamp"] },
            { "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let looting = in_hand(&g, 0, "Faithless Looting");
    let cast = cast(0, looting, CastMethod::Normal);
    assert!(g.legal_actions().contains(&cast));
    g.apply(cast).unwrap();
    resolve_all(&mut g);
    // 121.2: two cards drawn first; then 701.9b: two discards, chosen one at a time.
    assert_eq!(g.state().players[0].hand.len(), 3, "Lightning Bolt and the two Swamps drawn");
    assert_eq!(g.state().players[0].library.len(), 1);
    assert!(matches!(&g.state().pending, Some(Pending::Discard { player: PlayerId(0), .. })));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let swamp = in_hand(&g, 0, "Swamp");
    g.apply(Action::Discard { player: PlayerId(0), object: bolt }).unwrap();
    assert_eq!(g.state().players[0].hand.len(), 3, "discarded at once after the last choice");
    refused_with(&mut g, Action::Discard { player: PlayerId(0), object: bolt }, "already_chosen", Some("701.9a"));
    g.apply(Action::Discard { player: PlayerId(0), object: swamp }).unwrap();
    assert_eq!(g.state().pending, None);
    assert_eq!(g.state().players[0].hand.len(), 1);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].graveyard.len(), 3, "Lightning Bolt, a Swamp and Faithless Looting");
    assert_eq!(zone_of(&g, "Faithless Looting", 0), Some(Zone::Graveyard));
}

#[test]
fn fatal_push_destroys_mana_value_two_or_less_and_with_revolt_four_or_less_after_a_permanent_of_yours_left_207_2c_608_2c()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["Fatal Push", "Fatal Push", "Fatal Push"],
              "battlefield": ["Evolving Wilds", "Swamp", "Swamp", "Swamp"], "library": ["Swamp", "Swamp"] },
            { "battlefield": ["Murmuring Mystic", "Grizzly Bears"], "library": ["Island", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let mystic = the_only(&g, "Murmuring Mystic");
    let bears = the_only(&g, "Grizzly Bears");
    // 608.2c: mana value 4, no revolt: the instruction is not followed.
    let push = in_hand(&g, 0, "Fatal Push");
    g.apply(cast_at(0, push, CastMethod::Normal, vec![at(mystic)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Murmuring Mystic"), [mystic]);
    assert_eq!(zone_of(&g, "Fatal Push", 0), Some(Zone::Graveyard));
    // Mana value 2: destroyed. Its controller's permanent left, not the caster's.
    let push = in_hand(&g, 0, "Fatal Push");
    g.apply(cast_at(0, push, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert!(g.state().players[1].permanent_left_this_turn);
    assert!(!g.state().players[0].permanent_left_this_turn);
    // Revolt: Evolving Wilds sacrificed (a permanent its caster controlled left), then mana value 4 or less.
    let wilds = the_only(&g, "Evolving Wilds");
    g.apply(activate(&g, wilds, 0)).unwrap();
    assert!(g.state().players[0].permanent_left_this_turn);
    let push = in_hand(&g, 0, "Fatal Push");
    g.apply(cast_at(0, push, CastMethod::Normal, vec![at(mystic)])).unwrap();
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Murmuring Mystic", 1), Some(Zone::Graveyard));
    // The record is part of the game's JSON, and a new turn clears it.
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert!(back.state().players[0].permanent_left_this_turn);
    pass_all(&mut g);
    if let Some(Pending::SearchLibrary { .. }) = g.state().pending {
        g.apply(Action::SearchLibrary { player: PlayerId(0), found: None }).unwrap();
    }
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(!g.state().players[0].permanent_left_this_turn);
    assert!(!g.state().players[1].permanent_left_this_turn);
}

#[test]
fn tribal_flames_deals_damage_equal_to_the_basic_land_types_among_its_casters_lands_each_counted_once_207_2c_305_6() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Tribal Flames"], "battlefield": ["Mountain", "Mountain", "Steam Vents", "Forest"] },
            { "battlefield": ["Plains", "Swamp", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let flames = in_hand(&g, 0, "Tribal Flames");
    let cast = cast_at(0, flames, CastMethod::Normal, vec![player_target(1)]);
    assert!(g.legal_actions().contains(&cast));
    g.apply(cast).unwrap();
    resolve_all(&mut g);
    // Mountain, Island (Steam Vents is an Island Mountain) and Forest: three; the opponent's lands don't count.
    assert_eq!(g.state().players[1].life, 17);
    assert_eq!(zone_of(&g, "Tribal Flames", 0), Some(Zone::Graveyard));
}

#[test]
fn bitter_triumph_costs_a_discard_or_3_life_as_its_caster_chooses_601_2b_601_2h_118_8() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Bitter Triumph", "Bitter Triumph", "Lightning Bolt"],
              "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["Murmuring Mystic", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let mystic = the_only(&g, "Murmuring Mystic");
    let bears = the_only(&g, "Grizzly Bears");
    let triumph = in_hand(&g, 0, "Bitter Triumph");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let other = g.state().players[0].hand.iter().copied().find(|&c| c != triumph && c != bolt).unwrap();
    let costs = &option(&g, triumph, CastMethod::Normal).other_costs;
    assert_eq!(costs.iter().map(|c| c.text.as_str()).collect::<Vec<_>>(), ["discard 1 card or pay 3 life"]);
    // 601.2b: each way to pay is listed: 3 life (nothing chosen), or a card of the hand but this one.
    let by_life = cast_choosing(0, triumph, vec![at(mystic)], vec![], vec![]);
    let by_discard = cast_choosing(0, triumph, vec![at(mystic)], vec![], vec![bolt]);
    let actions = g.legal_actions();
    assert!(actions.contains(&by_life) && actions.contains(&by_discard));
    assert!(actions.contains(&cast_choosing(0, triumph, vec![at(mystic)], vec![], vec![other])));
    assert!(!g.is_legal(&cast_choosing(0, triumph, vec![at(mystic)], vec![], vec![triumph])));
    g.apply(by_life).unwrap();
    assert_eq!(g.state().players[0].life, 17);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Hand));
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Murmuring Mystic", 1), Some(Zone::Graveyard));
    // The other way: Lightning Bolt discarded, no life paid.
    g.apply(cast_choosing(0, other, vec![at(bears)], vec![], vec![bolt])).unwrap();
    assert_eq!(g.state().players[0].life, 17);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
}

#[test]
fn bitter_triumph_cannot_be_cast_with_no_other_card_in_hand_and_less_than_3_life_601_2h_119_4() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Bitter Triumph"], "battlefield": ["Swamp", "Swamp"], "life": 2 },
            { "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let triumph = in_hand(&g, 0, "Bitter Triumph");
    let bears = the_only(&g, "Grizzly Bears");
    assert_eq!(codes(&option(&g, triumph, CastMethod::Normal)), ["cannot_pay_additional_cost"]);
    let by_life = cast_choosing(0, triumph, vec![at(bears)], vec![], vec![]);
    refused_with(&mut g, by_life, "cannot_pay_additional_cost", Some("601.2h"));
    assert!(g.legal_actions().iter().all(|a| !matches!(a, Action::CastSpell { .. })));
}

#[test]
fn force_of_vigor_pitched_in_the_opponents_turn_destroys_up_to_two_artifacts_and_or_enchantments_never_one_twice_601_2c_118_9()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["Force of Vigor", "Llanowar Elves"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Null Rod", "Exploration", "Blood Moon", "Grizzly Bears"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain"
    }));
    g.apply(pass(1)).unwrap();
    let force = in_hand(&g, 0, "Force of Vigor");
    let elves = in_hand(&g, 0, "Llanowar Elves");
    let (rod, exploration, bears) =
        (the_only(&g, "Null Rod"), the_only(&g, "Exploration"), the_only(&g, "Grizzly Bears"));
    let pitch = |targets| cast_by(0, force, CastMethod::Alternative, targets, vec![elves]);
    let actions = g.legal_actions();
    assert!(actions.contains(&pitch(vec![at(rod), at(exploration)])));
    assert!(actions.contains(&pitch(vec![at(rod), Target::Nothing])));
    // 601.2c: one object is not chosen twice for one "target"; a creature is not an artifact or enchantment.
    assert!(!actions.contains(&pitch(vec![at(rod), at(rod)])));
    refused_with(&mut g, pitch(vec![at(rod), at(rod)]), "same_target_twice", Some("601.2c"));
    refused_with(&mut g, pitch(vec![at(rod), at(bears)]), "illegal_target", Some("115.1"));
    g.apply(pitch(vec![at(rod), at(exploration)])).unwrap();
    assert_eq!(zone_of(&g, "Llanowar Elves", 0), Some(Zone::Exile));
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Null Rod", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Exploration", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Force of Vigor", 0), Some(Zone::Graveyard));
}

#[test]
fn force_of_vigor_with_one_target_chosen_destroys_that_one_601_2c_608_2b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Force of Vigor"], "battlefield": ["Forest", "Forest", "Forest", "Forest"] },
            { "battlefield": ["Blood Moon", "Exploration"] }
        ],
        "step": "precombatMain"
    }));
    let force = in_hand(&g, 0, "Force of Vigor");
    let moon = the_only(&g, "Blood Moon");
    let cast = cast_at(0, force, CastMethod::Normal, vec![at(moon), Target::Nothing]);
    assert!(g.legal_actions().contains(&cast));
    g.apply(cast).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Exploration", 1), Some(Zone::Battlefield));
}

#[test]
fn cast_into_the_fire_deals_1_damage_to_each_of_up_to_two_target_creatures_or_exiles_an_artifact_700_2_601_2c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Cast into the Fire", "Cast into the Fire"], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"] },
            { "battlefield": ["Llanowar Elves", "Ornithopter", "Null Rod"] }
        ],
        "step": "precombatMain"
    }));
    let fire = in_hand(&g, 0, "Cast into the Fire");
    let (elves, thopter, rod) = (the_only(&g, "Llanowar Elves"), the_only(&g, "Ornithopter"), the_only(&g, "Null Rod"));
    assert!(!g.is_legal(&cast_choosing(0, fire, vec![at(elves), at(elves)], vec![0], vec![])));
    g.apply(cast_choosing(0, fire, vec![at(elves), at(thopter)], vec![0], vec![])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Graveyard));
    assert_eq!(g.object(thopter).unwrap().damage, 1, "Ornithopter, 0/2, survives with 1 damage");
    let fire = in_hand(&g, 0, "Cast into the Fire");
    g.apply(cast_choosing(0, fire, vec![at(rod)], vec![1], vec![])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Null Rod", 1), Some(Zone::Exile));
}

#[test]
fn ponder_puts_the_top_three_back_in_the_order_chosen_may_shuffle_then_draws_the_new_top_card_608_2d_701_24() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Ponder"], "battlefield": ["Island"], "library": ["Forest", "Mountain", "Plains", "Swamp"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let ponder = in_hand(&g, 0, "Ponder");
    let library = g.state().players[0].library.clone();
    let (one, two, three) = (library[0], library[1], library[2]);
    let third = g.object(three).unwrap().card.clone();
    g.apply(cast(0, ponder, CastMethod::Normal)).unwrap();
    let events = resolve_all(&mut g);
    let Some(Pending::Scry { player: PlayerId(0), cards, look: true, bottom: false }) = g.state().pending.clone()
    else {
        panic!("a look at the top three: {:?}", g.state().pending)
    };
    assert_eq!(cards, [one, two, three]);
    // Every answer puts all three back on top; none puts a card on the bottom.
    let answers = g.legal_actions();
    assert_eq!(answers.len(), 2, "as they were, and reversed");
    assert!(
        answers.iter().all(|a| matches!(a, Action::Scry { bottom, top, .. } if bottom.is_empty() && top.len() == 3))
    );
    let bottom = Action::Scry { player: PlayerId(0), top: vec![one, two], bottom: vec![three] };
    refused_with(&mut g, bottom, "not_the_cards_looked_at", Some("608.2d"));
    // Any order is legal, not only the listed ones.
    let events =
        [events, g.apply(Action::Scry { player: PlayerId(0), top: vec![three, one, two], bottom: vec![] }).unwrap()]
            .concat();
    assert!(!events.iter().any(|e| matches!(e, Event::Scried { .. })), "a look, not a scry");
    assert_eq!(g.state().players[0].library[..3], [three, one, two]);
    let Some(Pending::YouMay { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("\"You may shuffle\": {:?}", g.state().pending)
    };
    // Yes: the library is shuffled (701.24a), then a card is drawn.
    let mut shuffled = g.clone();
    let events = shuffled.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { player: PlayerId(0) })));
    assert_eq!(shuffled.state().players[0].hand.len(), 1);
    assert_eq!(shuffled.state().players[0].library.len(), 3);
    // No: the card put on top is drawn.
    let events = g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })));
    assert_eq!(g.state().players[0].library[..2], [one, two]);
    let drawn = g.state().players[0].hand[0];
    assert_eq!(g.object(drawn).unwrap().card, third, "the third card, put on top, is drawn");
    assert_eq!(zone_of(&g, "Ponder", 0), Some(Zone::Graveyard));
}

/// A normal cast with X announced (107.3, 601.2b).
fn cast_x(player: u8, object: mtg_rules::game::ObjectId, x: u32) -> Action {
    match cast(player, object, CastMethod::Normal) {
        Action::CastSpell { player, object, method, payment, targets, modes, choices, .. } => Action::CastSpell {
            player,
            object,
            method,
            x: Some(x),
            payment,
            targets,
            modes,
            choices,
            division: Vec::new(),
        },
        other => other,
    }
}

#[test]
fn meltdown_destroys_each_artifact_with_mana_value_at_most_the_x_announced_107_3_701_8a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Meltdown"], "battlefield": ["Mountain", "Mountain", "Mountain", "Ornithopter"] },
            { "battlefield": ["Null Rod", "Aetherflux Reservoir", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let meltdown = in_hand(&g, 0, "Meltdown");
    let cast = cast_x(0, meltdown, 2);
    assert!(g.is_legal(&cast), "X = 2: three Mountains pay {{2}}{{R}}");
    assert!(!g.is_legal(&cast_x(0, meltdown, 3)), "X = 3 is more than three Mountains pay");
    g.apply(cast).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ornithopter", 0), Some(Zone::Graveyard), "mana value 0, its caster's own");
    assert_eq!(zone_of(&g, "Null Rod", 1), Some(Zone::Graveyard), "mana value 2");
    assert_eq!(zone_of(&g, "Aetherflux Reservoir", 1), Some(Zone::Battlefield), "mana value 4");
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield), "not an artifact");
}

#[test]
fn chord_of_calling_finds_only_a_creature_card_with_mana_value_at_most_x_and_puts_it_onto_the_battlefield_107_3_701_23()
{
    let mut g = game(json!({
        "players": [
            { "hand": ["Chord of Calling"], "battlefield": ["Forest", "Forest", "Forest", "Forest", "Forest"],
              "library": ["Grizzly Bears", "Air Elemental", "Llanowar Elves", "Forest"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let chord = in_hand(&g, 0, "Chord of Calling");
    g.apply(cast_x(0, chord, 2)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::SearchLibrary { player: PlayerId(0), candidates, .. }) = g.state().pending.clone() else {
        panic!("a search: {:?}", g.state().pending)
    };
    let mut names: Vec<String> = candidates.iter().map(|&c| g.object(c).unwrap().card.clone()).collect();
    names.sort();
    assert_eq!(names, ["Grizzly Bears", "Llanowar Elves"], "not Air Elemental (5) nor a land");
    let bears = candidates.iter().copied().find(|&c| g.object(c).unwrap().card == "Grizzly Bears").unwrap();
    let events = g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(bears) }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { player: PlayerId(0) })));
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Chord of Calling", 0), Some(Zone::Graveyard));
}

#[test]
fn brainstorm_draws_three_then_puts_two_cards_chosen_from_hand_on_top_the_last_chosen_on_top_608_2d_401_4() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Brainstorm", "Lightning Bolt"], "battlefield": ["Island"],
              "library": ["Forest", "Mountain", "Plains", "Swamp"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let brainstorm = in_hand(&g, 0, "Brainstorm");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast(0, brainstorm, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 4, "three cards drawn first");
    assert_eq!(g.state().players[0].library.len(), 1);
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, .. }) = g.state().pending.clone() else {
        panic!("the first card to put back: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 4, "any card of the hand");
    let drawn = *objects.iter().find(|&&id| id != bolt).unwrap();
    let drawn_name = g.object(drawn).unwrap().card.clone();
    g.apply(Action::ChooseObject { player: PlayerId(0), object: bolt }).unwrap();
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("the second card: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 3, "the card chosen first is not offered again");
    assert!(!objects.contains(&bolt));
    refused_with(&mut g, Action::ChooseObject { player: PlayerId(0), object: bolt }, "not_a_choice", None);
    g.apply(Action::ChooseObject { player: PlayerId(0), object: drawn }).unwrap();
    assert!(g.state().pending.is_none());
    let p = &g.state().players[0];
    assert_eq!(p.hand.len(), 2, "two of the four put back");
    assert_eq!(p.library.len(), 3);
    let names: Vec<&str> = p.library.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(names[..2], [drawn_name.as_str(), "Lightning Bolt"], "the card chosen last on top");
    assert_eq!(zone_of(&g, "Brainstorm", 0), Some(Zone::Graveyard));
}

#[test]
fn fading_hope_returns_the_creature_and_scries_one_only_if_its_mana_value_was_three_or_less_608_2h_701_22a() {
    let g = game(json!({
        "players": [
            { "hand": ["Fading Hope"], "battlefield": ["Island"], "library": ["Forest", "Mountain"] },
            { "battlefield": ["Grizzly Bears", "Air Elemental"], "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let hope = in_hand(&g, 0, "Fading Hope");
    // Mana value 2: returned, then scry 1.
    let mut small = g.clone();
    small.apply(cast_at(0, hope, CastMethod::Normal, vec![at(the_only(&g, "Grizzly Bears"))])).unwrap();
    resolve_all(&mut small);
    assert_eq!(zone_of(&small, "Grizzly Bears", 1), Some(Zone::Hand), "returned to its owner's hand");
    let top = small.state().players[0].library[0];
    let Some(Pending::Scry { player: PlayerId(0), cards, look: false, bottom: false }) = small.state().pending.clone()
    else {
        panic!("scry 1: {:?}", small.state().pending)
    };
    assert_eq!(cards, [top]);
    let events = small.apply(Action::Scry { player: PlayerId(0), top: vec![], bottom: vec![top] }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Scried { .. })));
    assert_eq!(small.state().players[0].library.last(), Some(&top), "put on the bottom");
    assert_eq!(zone_of(&small, "Fading Hope", 0), Some(Zone::Graveyard));
    // Mana value 5: returned, no scry.
    let mut large = g.clone();
    large.apply(cast_at(0, hope, CastMethod::Normal, vec![at(the_only(&g, "Air Elemental"))])).unwrap();
    resolve_all(&mut large);
    assert_eq!(zone_of(&large, "Air Elemental", 1), Some(Zone::Hand));
    assert!(large.state().pending.is_none(), "its mana value was 5: no scry");
    assert_eq!(zone_of(&large, "Fading Hope", 0), Some(Zone::Graveyard));
}

#[test]
fn unexpected_fangs_puts_a_plus_one_counter_and_a_lifelink_counter_which_gives_lifelink_in_combat_122_1b_702_15b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Unexpected Fangs"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let fangs = in_hand(&g, 0, "Unexpected Fangs");
    let bears = the_only(&g, "Grizzly Bears");
    assert!(!g.permanent(bears).unwrap().keywords.lifelink);
    g.apply(cast_at(0, fangs, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3), "the +1/+1 counter");
    assert!(view.keywords.lifelink, "122.1b: the lifelink counter gives it lifelink");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears, at_player(1))])).unwrap();
    let events = advance_to(&mut g, Step::EndOfCombat);
    assert!(events.contains(&Event::LifeGained { player: PlayerId(0), amount: 3 }));
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (23, 17));
}

#[test]
fn get_lost_destroys_the_target_and_its_controller_creates_two_map_tokens_608_2h_111_10() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Get Lost"], "battlefield": ["Plains", "Plains"] },
            { "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let lost = in_hand(&g, 0, "Get Lost");
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(cast_at(0, lost, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    let maps: Vec<_> = g
        .state()
        .battlefield
        .iter()
        .map(|&id| g.object(id).unwrap())
        .filter(|o| o.token && o.card == "Map")
        .map(|o| o.controller)
        .collect();
    assert_eq!(maps, [PlayerId(1), PlayerId(1)], "two Maps, the destroyed creature's controller's");
    assert_eq!(zone_of(&g, "Get Lost", 0), Some(Zone::Graveyard));
}

#[test]
fn dig_through_time_puts_two_of_the_top_seven_into_the_hand_and_the_rest_into_the_graveyard_608_2d() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Dig Through Time"],
              "battlefield": ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"],
              "library": ["Forest", "Mountain", "Plains", "Swamp", "Grizzly Bears", "Lightning Bolt", "Ornithopter",
                          "Air Elemental"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let dig = in_hand(&g, 0, "Dig Through Time");
    let library = g.state().players[0].library.clone();
    let cards: Vec<String> = library.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    let card_of = |id: &mtg_rules::game::ObjectId| cards[library.iter().position(|l| l == id).unwrap()].clone();
    g.apply(cast(0, dig, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, .. }) = g.state().pending.clone() else {
        panic!("the first card to take: {:?}", g.state().pending)
    };
    assert_eq!(objects, library[..7], "the top seven, not the eighth");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: library[6] }).unwrap();
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("the second card: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 6, "the card taken first is not offered again");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: library[1] }).unwrap();
    assert!(g.state().pending.is_none());
    let name = |id| g.object(id).unwrap().card.clone();
    let names = |ids: &[mtg_rules::game::ObjectId]| {
        let mut names: Vec<String> = ids.iter().map(|&id| name(id)).collect();
        names.sort();
        names
    };
    let p = &g.state().players[0];
    let mut taken = vec![card_of(&library[6]), card_of(&library[1])];
    taken.sort();
    assert_eq!(names(&p.hand), taken, "the two chosen");
    let mut rest: Vec<String> = [0, 2, 3, 4, 5].iter().map(|&i| card_of(&library[i])).collect();
    rest.push("Dig Through Time".into());
    rest.sort();
    assert_eq!(names(&p.graveyard), rest, "the other five, and the spell");
    assert_eq!(p.library, library[7..], "the eighth card stays");
}

#[test]
fn reanimate_puts_a_creature_card_from_any_graveyard_onto_the_battlefield_under_its_casters_control_and_loses_its_mana_value_in_life_110_2a_608_2h()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["Reanimate"], "battlefield": ["Swamp"], "graveyard": ["Lightning Bolt"] },
            { "graveyard": ["Air Elemental"] }
        ],
        "step": "precombatMain"
    }));
    let reanimate = in_hand(&g, 0, "Reanimate");
    let bolt = g.state().players[0].graveyard[0];
    let elemental = g.state().players[1].graveyard[0];
    assert!(!g.is_legal(&cast_at(0, reanimate, CastMethod::Normal, vec![at(bolt)])), "not a creature card");
    g.apply(cast_at(0, reanimate, CastMethod::Normal, vec![at(elemental)])).unwrap();
    resolve_all(&mut g);
    let now = the_only(&g, "Air Elemental");
    let o = g.object(now).unwrap();
    assert_eq!((o.zone, o.owner, o.controller), (Zone::Battlefield, PlayerId(1), PlayerId(0)), "under your control");
    assert_eq!(g.state().players[0].life, 15, "mana value 5");
    assert_eq!(zone_of(&g, "Reanimate", 0), Some(Zone::Graveyard));
}

#[test]
fn portent_reorders_target_players_top_three_and_may_have_that_player_shuffle_608_2c_701_24() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Portent"], "battlefield": ["Island"], "library": ["Plains", "Plains"] },
            { "library": ["Forest", "Mountain", "Plains", "Swamp"] }
        ],
        "step": "precombatMain"
    }));
    let portent = in_hand(&g, 0, "Portent");
    let theirs = g.state().players[1].library.clone();
    let mine = g.state().players[0].library.clone();
    g.apply(cast_at(0, portent, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::Scry { player: PlayerId(0), cards, look: true, bottom: false }) = g.state().pending.clone()
    else {
        panic!("a look at the target player's top three: {:?}", g.state().pending)
    };
    assert_eq!(cards, theirs[..3]);
    let order = vec![cards[2], cards[1], cards[0]];
    g.apply(Action::Scry { player: PlayerId(0), top: order.clone(), bottom: vec![] }).unwrap();
    assert_eq!(g.state().players[1].library[..3], order[..]);
    let Some(Pending::YouMay { player: PlayerId(0), purpose, .. }) = g.state().pending.clone() else {
        panic!("\"You may have that player shuffle\": {:?}", g.state().pending)
    };
    assert_eq!(purpose, mtg_rules::game::ChoicePurpose::ThatPlayerShuffles);
    // Yes: that player's library is shuffled (701.24a), not the caster's.
    let mut shuffled = g.clone();
    let events = shuffled.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { player: PlayerId(1) })));
    assert!(!events.iter().any(|e| matches!(e, Event::LibraryShuffled { player: PlayerId(0) })));
    assert_eq!(shuffled.state().players[0].library, mine);
    // No: the order chosen stays.
    let events = g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })));
    assert_eq!(g.state().players[1].library[..3], order[..]);
    assert_eq!(zone_of(&g, "Portent", 0), Some(Zone::Graveyard));
    // 603.7a: its draw waits for the next turn's upkeep.
    assert_eq!(g.state().next_upkeep.len(), 1);
    assert_eq!(g.state().players[0].hand.len(), 0);
}

#[test]
fn swirling_sandstorm_deals_five_damage_to_each_creature_without_flying_only_with_threshold_608_2c_702_9b() {
    let sandstorm = |graveyard: usize| {
        let mut g = game(json!({
            "players": [
                { "hand": ["Swirling Sandstorm"], "battlefield": ["Mountain", "Mountain", "Mountain", "Llanowar Elves"],
                  "graveyard": vec!["Plains"; graveyard] },
                { "battlefield": ["Air Elemental", "Grizzly Bears"] }
            ],
            "step": "precombatMain"
        }));
        let spell = in_hand(&g, 0, "Swirling Sandstorm");
        g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
        resolve_all(&mut g);
        assert_eq!(zone_of(&g, "Swirling Sandstorm", 0), Some(Zone::Graveyard));
        g
    };
    // Six cards in the graveyard as it resolves (the spell is on the stack): nothing.
    let g = sandstorm(6);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Llanowar Elves", 0), Some(Zone::Battlefield));
    // Seven: each creature without flying, whoever controls it.
    let g = sandstorm(7);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Llanowar Elves", 0), Some(Zone::Graveyard));
    let elemental = the_only(&g, "Air Elemental");
    assert_eq!(g.object(elemental).unwrap().damage, 0, "702.9b: a creature with flying is spared");
}

#[test]
fn bring_the_ending_counters_outright_when_the_spells_controller_has_three_poison_counters_else_asks_for_two_608_2h_122_1c()
 {
    let setup = |poison: u32| {
        game(json!({
            "players": [
                { "hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Mountain", "Mountain"], "counters": { "poison": poison } },
                { "hand": ["Bring the Ending"], "battlefield": ["Island", "Island"] }
            ],
            "step": "precombatMain"
        }))
    };
    for (poison, asked) in [(3, false), (2, true)] {
        let mut g = setup(poison);
        let bolt = in_hand(&g, 0, "Lightning Bolt");
        g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
        g.apply(pass(0)).unwrap();
        let ending = in_hand(&g, 1, "Bring the Ending");
        g.apply(cast_at(1, ending, CastMethod::Normal, vec![at(on_stack(&g, "Lightning Bolt"))])).unwrap();
        resolve_all(&mut g);
        if asked {
            let Some(Pending::PayWard { player: PlayerId(0), .. }) = g.state().pending else {
                panic!("two poison counters: Bolt's controller may pay {{2}}: {:?}", g.state().pending)
            };
            g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
        } else {
            assert!(g.state().pending.is_none(), "corrupted: countered, no payment asked");
        }
        assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard), "countered");
        assert_eq!(g.state().players[1].life, 20, "no damage dealt");
        assert_eq!(zone_of(&g, "Bring the Ending", 1), Some(Zone::Graveyard));
    }
}

#[test]
fn stifle_counters_a_fetch_lands_activated_ability_so_no_land_is_found_and_cannot_target_a_spell_701_6b_115_1() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Lightning Bolt"], "battlefield": ["Windswept Heath", "Mountain"], "library": ["Plains", "Forest"] },
            { "hand": ["Stifle"], "battlefield": ["Island"] }
        ],
        "step": "precombatMain"
    }));
    let heath = the_only(&g, "Windswept Heath");
    g.apply(activate(&g, heath, 0)).unwrap();
    let ability = *g.state().stack.last().unwrap();
    assert!(g.object(ability).unwrap().ability.is_some(), "the fetch ability on the stack");
    assert_eq!(g.state().players[0].life, 19, "its cost paid");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    g.apply(pass(0)).unwrap();
    let stifle = in_hand(&g, 1, "Stifle");
    let at_bolt = cast_at(1, stifle, CastMethod::Normal, vec![at(on_stack(&g, "Lightning Bolt"))]);
    let before = g.to_json();
    assert!(g.apply(at_bolt.clone()).is_err(), "a spell is not an ability");
    assert_eq!(g.to_json(), before, "732: refused, unchanged");
    let at_ability = cast_at(1, stifle, CastMethod::Normal, vec![at(ability)]);
    let actions = g.legal_actions();
    assert!(actions.contains(&at_ability) && !actions.contains(&at_bolt), "{actions:?}");
    check_legal_actions(&g);
    g.apply(at_ability).unwrap();
    let events = resolve_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, Event::DidNotResolve { object, rule: "701.6b", .. } if *object == ability)),
        "{events:?}"
    );
    assert!(g.state().pending.is_none(), "no search: the ability was countered");
    assert_eq!(g.state().players[0].library.len(), 2);
    assert!(on_battlefield(&g, "Plains").is_empty() && on_battlefield(&g, "Forest").is_empty());
    assert_eq!(zone_of(&g, "Windswept Heath", 0), Some(Zone::Graveyard), "its cost stays paid");
    assert_eq!(g.state().players[1].life, 17, "the Bolt still resolved");
    assert_eq!(zone_of(&g, "Stifle", 1), Some(Zone::Graveyard));
}

#[test]
fn aspirants_ascent_gives_plus_one_plus_three_flying_and_toxic_one_until_end_of_turn_so_combat_damage_gives_a_poison_counter_611_2a_702_164c()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["Aspirant's Ascent"], "battlefield": ["Island", "Grizzly Bears"], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "step": "precombatMain"
    }));
    let ascent = in_hand(&g, 0, "Aspirant's Ascent");
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(cast_at(0, ascent, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (3, 5), "+1/+3");
    assert!(view.keywords.flying);
    assert_eq!(view.keywords.toxic, 1, "toxic 1 until end of turn");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears, at_player(1))])).unwrap();
    let events = advance_to(&mut g, Step::EndOfCombat);
    assert!(
        events.iter().any(|e| matches!(e, Event::PlayerCountersPut { player: PlayerId(1), count: 1, .. })),
        "{events:?}"
    );
    assert_eq!(g.state().players[1].life, 17);
    assert_eq!(g.state().players[1].counters.get(&mtg_rules::counter::CounterKind::Poison), 1);
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    let view = g.permanent(bears).unwrap();
    assert_eq!(
        (view.power, view.toughness, view.keywords.flying, view.keywords.toxic),
        (2, 2, false, 0),
        "514.2: ended"
    );
}

#[test]
fn serum_snare_bounces_a_permanent_of_mana_value_three_or_less_then_proliferates_the_permanents_and_players_chosen_701_34a_608_2h()
 {
    use mtg_rules::counter::CounterKind;
    let mut g = game(json!({
        "players": [
            {
                "hand": ["Serum Snare"],
                "battlefield": ["Island", "Island", { "card": "Jace, the Mind Sculptor", "counters": { "loyalty": 3 } },
                    { "card": "Grizzly Bears", "counters": { "+1/+1": 1 } }, "Ornithopter"],
                "library": ["Plains", "Plains"]
            },
            { "battlefield": ["Savannah Lions", { "card": "Air Elemental", "counters": { "-1/-1": 1 } }],
              "counters": { "poison": 2 }, "library": ["Plains", "Plains"] }
        ],
        "step": "precombatMain"
    }));
    let snare = in_hand(&g, 0, "Serum Snare");
    let (jace, bears, elemental) =
        (the_only(&g, "Jace, the Mind Sculptor"), the_only(&g, "Grizzly Bears"), the_only(&g, "Air Elemental"));
    let ornithopter = the_only(&g, "Ornithopter");
    g.apply(cast_at(0, snare, CastMethod::Normal, vec![at(the_only(&g, "Savannah Lions"))])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Savannah Lions", 1), Some(Zone::Hand), "bounced");
    let Some(Pending::Proliferate { player, objects, players }) = g.state().pending.clone() else {
        panic!("701.34a: the caster chooses: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(0));
    let mut offered = objects.clone();
    offered.sort();
    let mut with_counters = vec![jace, bears, elemental];
    with_counters.sort();
    assert_eq!(offered, with_counters, "only permanents that have a counter, not Ornithopter");
    assert_eq!(players, vec![PlayerId(1)], "the player with poison counters");
    let answer = |objects: Vec<_>, players: Vec<_>| Action::Proliferate { player: PlayerId(0), objects, players };
    let actions = g.legal_actions();
    assert!(actions.contains(&answer(objects.clone(), players.clone())) && actions.contains(&answer(vec![], vec![])));
    check_legal_actions(&g);
    // 732: an object without a counter, one chosen twice, or the wrong player: refused, nothing changes.
    let before = g.to_json();
    assert_eq!(refused(&mut g, answer(vec![ornithopter], vec![])), "not_a_choice");
    assert_eq!(refused(&mut g, answer(vec![jace, jace], vec![])), "already_chosen");
    assert_eq!(refused(&mut g, answer(vec![], vec![PlayerId(0)])), "not_a_choice");
    assert_eq!(
        refused(&mut g, Action::Proliferate { player: PlayerId(1), objects: vec![], players: vec![] }),
        "not_your_choice"
    );
    assert_eq!(g.to_json(), before);
    // The choice survives a JSON round trip.
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    // Mine, not the opponent's Air Elemental nor their poison.
    let events = g.apply(answer(vec![jace, bears], vec![])).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::CountersPut { object, count: 1, .. } if *object == jace)),
        "{events:?}"
    );
    assert_eq!(g.object(jace).unwrap().counters.get(&CounterKind::Loyalty), 4);
    assert_eq!(g.object(bears).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 2);
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4));
    assert_eq!(g.object(elemental).unwrap().counters.get(&CounterKind::MinusOneMinusOne), 1, "not chosen");
    assert_eq!(g.state().players[1].counters.get(&CounterKind::Poison), 2, "not chosen");
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Serum Snare", 0), Some(Zone::Graveyard));
}

#[test]
fn serum_snare_gives_a_poisoned_opponent_another_poison_counter_but_does_not_proliferate_after_bouncing_mana_value_four_701_34a()
 {
    use mtg_rules::counter::CounterKind;
    let mut g = game(json!({
        "players": [
            { "hand": ["Serum Snare", "Serum Snare"], "battlefield": ["Island", "Island", "Island", "Island"],
              "library": ["Plains", "Plains"] },
            { "battlefield": ["Savannah Lions", "Air Elemental"], "counters": { "poison": 2 }, "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let snare = in_hand(&g, 0, "Serum Snare");
    g.apply(cast_at(0, snare, CastMethod::Normal, vec![at(the_only(&g, "Air Elemental"))])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Air Elemental", 1), Some(Zone::Hand));
    assert!(g.state().pending.is_none(), "608.2h: mana value 5, no proliferate");
    assert_eq!(g.state().players[1].counters.get(&CounterKind::Poison), 2);
    let snare = in_hand(&g, 0, "Serum Snare");
    g.apply(cast_at(0, snare, CastMethod::Normal, vec![at(the_only(&g, "Savannah Lions"))])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::Proliferate { objects, players, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert!(objects.is_empty());
    let events =
        g.apply(Action::Proliferate { player: PlayerId(0), objects: vec![], players: players.clone() }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::PlayerCountersPut { player: PlayerId(1), count: 1, .. })));
    assert_eq!(g.state().players[1].counters.get(&CounterKind::Poison), 3);
}

/// Prismatic Ending cast with X = 1 on the opponent's Grizzly Bears (mana
/// value 2), paid by `lands` (all of them).
fn prismatic_ending_at_bears(lands: serde_json::Value) -> mtg_rules::game::Game {
    let mut g = game(json!({
        "players": [{ "hand": ["Prismatic Ending"], "battlefield": lands }, { "battlefield": ["Grizzly Bears"] }],
        "step": "precombatMain"
    }));
    let ending = in_hand(&g, 0, "Prismatic Ending");
    let bears = the_only(&g, "Grizzly Bears");
    let action = match cast_x(0, ending, 1) {
        Action::CastSpell { player, object, method, x, payment, modes, choices, .. } => Action::CastSpell {
            player,
            object,
            method,
            x,
            payment,
            targets: vec![at(bears)],
            modes,
            choices,
            division: Vec::new(),
        },
        other => other,
    };
    g.apply(action).unwrap();
    g
}

#[test]
fn prismatic_ending_exiles_a_permanent_whose_mana_value_is_at_most_the_number_of_colors_of_mana_spent_601_2h_608_2c() {
    // X = 1 paid with {W} and {U}: two colors, so Grizzly Bears (mana value 2) is exiled.
    let mut g = prismatic_ending_at_bears(json!(["Plains", "Island"]));
    let spell = g.state().stack[0];
    let colors: Vec<_> = g.object(spell).unwrap().colors_spent.iter().collect();
    assert_eq!(colors, vec![mtg_rules::color::Color::W, mtg_rules::color::Color::U], "601.2h: recorded as cast");
    let json = g.to_json();
    assert!(json.contains(r#""colorsSpent":["W","U"]"#), "{json}");
    assert_eq!(mtg_rules::game::Game::from_json(db(), &json).unwrap().to_json(), json, "round trip");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Prismatic Ending", 0), Some(Zone::Graveyard));
}

#[test]
fn prismatic_ending_paid_with_one_color_does_not_exile_a_mana_value_two_permanent_608_2c() {
    let mut g = prismatic_ending_at_bears(json!(["Plains", "Plains"]));
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield), "one color: mana value 1 or less only");
    assert_eq!(zone_of(&g, "Prismatic Ending", 0), Some(Zone::Graveyard));
}

#[test]
fn painful_truths_draws_and_loses_life_equal_to_the_number_of_colors_of_mana_spent_to_cast_it_107_3c_601_2h() {
    let library = json!(["Plains", "Plains", "Plains", "Plains", "Plains"]);
    for (lands, colors) in [
        (json!(["Swamp", "Island", "Mountain"]), 3),
        (json!(["Swamp", "Swamp", "Swamp"]), 1),
        (json!(["Swamp", "Swamp", "Island"]), 2),
    ] {
        let mut g = game(json!({
            "players": [
                { "hand": ["Painful Truths"], "battlefield": lands, "library": library },
                { "library": library }
            ],
            "step": "precombatMain"
        }));
        let truths = in_hand(&g, 0, "Painful Truths");
        g.apply(cast(0, truths, CastMethod::Normal)).unwrap();
        resolve_all(&mut g);
        assert_eq!(g.state().players[0].hand.len(), colors, "{lands}: X = {colors}");
        assert_eq!(g.state().players[0].life, 20 - colors as i32, "{lands}");
        assert_eq!(zone_of(&g, "Painful Truths", 0), Some(Zone::Graveyard));
    }
}

#[test]
fn blot_out_makes_the_opponent_exile_a_creature_or_planeswalker_with_the_greatest_mana_value_they_control_608_2d_701_13a()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["Blot Out", "Blot Out"], "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["Grizzly Bears", "Jace, the Mind Sculptor", "Air Elemental", "Air Elemental", "Aetherflux Reservoir"] }
        ],
        "step": "precombatMain"
    }));
    // Two Air Elementals (mana value 5) tie for the greatest: the opponent chooses between them only.
    let blot = in_hand(&g, 0, "Blot Out");
    g.apply(cast_at(0, blot, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player, objects, purpose, .. }) = g.state().pending.clone() else {
        panic!("the opponent chooses: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(1));
    let mut elementals = on_battlefield(&g, "Air Elemental");
    elementals.sort();
    let mut listed = objects.clone();
    listed.sort();
    assert_eq!(listed, elementals, "the greatest mana value, not Jace (4) nor the artifact");
    assert_eq!(serde_json::to_value(purpose).unwrap(), json!("exile"));
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the choice reads back");
    let jace = the_only(&g, "Jace, the Mind Sculptor");
    let before = g.to_json();
    assert_eq!(refused(&mut g, Action::ChooseObject { player: PlayerId(1), object: jace }), "not_a_choice");
    assert_eq!(g.to_json(), before);
    g.apply(Action::ChooseObject { player: PlayerId(1), object: elementals[0] }).unwrap();
    assert_eq!(on_battlefield(&g, "Air Elemental"), vec![elementals[1]]);
    assert!(g.state().exile.iter().any(|&id| g.object(id).unwrap().card == "Air Elemental"), "exiled, not sacrificed");
    assert!(!g.state().players[1].graveyard.iter().any(|&id| g.object(id).unwrap().card == "Air Elemental"));
    // The other Air Elemental is now the only greatest: exiled without a choice.
    let blot = in_hand(&g, 0, "Blot Out");
    g.apply(cast_at(0, blot, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none());
    assert!(on_battlefield(&g, "Air Elemental").is_empty());
    assert_eq!(zone_of(&g, "Jace, the Mind Sculptor", 1), Some(Zone::Battlefield));
}

#[test]
fn consume_makes_a_player_sacrifice_the_creature_with_the_greatest_power_and_its_caster_gains_that_much_life_608_2h() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Consecrate // Consume"], "battlefield": ["Plains", "Plains", "Swamp", "Swamp"] },
            { "battlefield": [{ "card": "Grizzly Bears", "counters": { "+1/+1": 3 } }, "Air Elemental", "Savannah Lions"] }
        ],
        "step": "precombatMain"
    }));
    let card = in_hand(&g, 0, "Consecrate // Consume");
    g.apply(cast_at(0, card, CastMethod::SplitHalf { half: 1 }, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "one creature has the greatest power: no choice");
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard), "5/5 with its counters");
    assert_eq!(zone_of(&g, "Air Elemental", 1), Some(Zone::Battlefield));
    assert_eq!(g.state().players[0].life, 25, "608.2h: its power as it was sacrificed");
    assert_eq!(g.state().players[1].life, 20);
    assert_eq!(zone_of(&g, "Consecrate // Consume", 0), Some(Zone::Graveyard));
}

#[test]
fn consecrate_exiles_target_card_from_a_graveyard_and_draws_a_card_406_2_709_3() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Consecrate // Consume"], "battlefield": ["Plains", "Plains"], "library": ["Island", "Island"] },
            { "graveyard": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let card = in_hand(&g, 0, "Consecrate // Consume");
    let bears = g.state().players[1].graveyard[0];
    g.apply(cast_at(0, card, CastMethod::SplitHalf { half: 0 }, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile));
    assert_eq!(g.state().players[0].hand.len(), 1, "drew a card");
    assert_eq!(zone_of(&g, "Consecrate // Consume", 0), Some(Zone::Graveyard));
}

/// Memory Deluge cast with `lands` (all of them) from `zone` over a library
/// of `cards` Plains-and-Island cards; returns the game and the library
/// before, top first.
fn memory_deluge(
    lands: usize,
    flashback: bool,
    cards: usize,
) -> (mtg_rules::game::Game, Vec<mtg_rules::game::ObjectId>) {
    let library: Vec<&str> = (0..cards).map(|i| if i % 2 == 0 { "Plains" } else { "Island" }).collect();
    let zone = if flashback { "graveyard" } else { "hand" };
    let mut g = game(json!({
        "players": [
            { zone: ["Memory Deluge"], "battlefield": vec!["Island"; lands], "library": library },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let before = g.state().players[0].library.clone();
    let p = &g.state().players[0];
    let deluge = *p.hand.iter().chain(&p.graveyard).next().unwrap();
    let method = if flashback { CastMethod::Flashback } else { CastMethod::Normal };
    g.apply(cast(0, deluge, method)).unwrap();
    (g, before)
}

#[test]
fn memory_deluge_looks_at_as_many_cards_as_mana_was_spent_keeps_two_and_puts_the_rest_on_the_bottom_601_2h_608_2d() {
    let (mut g, before) = memory_deluge(4, false, 6);
    let spell = g.state().stack[0];
    assert_eq!(g.object(spell).unwrap().mana_spent, 4, "601.2h: four mana spent");
    let json = g.to_json();
    assert!(json.contains(r#""manaSpent":4"#), "{json}");
    assert_eq!(mtg_rules::game::Game::from_json(db(), &json).unwrap().to_json(), json, "round trip");
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("the caster chooses: {:?}", g.state().pending)
    };
    assert_eq!(objects, before[..4], "the top four cards: X is the mana spent");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: before[1] }).unwrap();
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else { panic!("a second card") };
    assert!(!objects.contains(&before[1]), "not offered twice");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: before[3] }).unwrap();
    assert!(g.state().pending.is_none());
    let p = &g.state().players[0];
    assert_eq!(p.hand.len(), 2);
    assert_eq!(p.library.len(), 4);
    // The two below were not looked at: now on top; the two left of the four go to the bottom.
    let names = |ids: &[mtg_rules::game::ObjectId]| -> Vec<String> {
        ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
    };
    assert_eq!(names(&p.library[..2]), ["Plains", "Island"], "the 5th and 6th cards are on top");
    let mut bottom = names(&p.library[2..]);
    bottom.sort();
    assert_eq!(bottom, ["Plains", "Plains"], "the 1st and 3rd cards, not chosen, on the bottom");
    assert_eq!(zone_of(&g, "Memory Deluge", 0), Some(Zone::Graveyard));
}

#[test]
fn memory_deluge_cast_for_its_flashback_cost_looks_at_seven_cards_and_is_exiled_702_34a_601_2h() {
    let (mut g, before) = memory_deluge(7, true, 8);
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("the caster chooses: {:?}", g.state().pending)
    };
    assert_eq!(objects, before[..7], "seven mana spent: the top seven");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: before[0] }).unwrap();
    g.apply(Action::ChooseObject { player: PlayerId(0), object: before[6] }).unwrap();
    let p = &g.state().players[0];
    assert_eq!((p.hand.len(), p.library.len()), (2, 6));
    assert_eq!(g.object(p.library[0]).unwrap().card, "Island", "the eighth card is on top, the five others below");
    assert_eq!(zone_of(&g, "Memory Deluge", 0), Some(Zone::Exile), "702.34a");
}

#[test]
fn aether_gust_puts_a_red_spell_on_top_of_its_owners_library_as_that_owner_chooses_115_1_608_2d() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Plains", "Plains"] },
            { "hand": ["Aether Gust"], "battlefield": ["Island", "Island"], "library": ["Island"] }
        ],
        "step": "precombatMain"
    }));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    g.apply(pass(0)).unwrap();
    let gust = in_hand(&g, 1, "Aether Gust");
    let on_stack = g.state().stack[0];
    g.apply(cast_at(1, gust, CastMethod::Normal, vec![at(on_stack)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::YouMay { player, object, .. }) = g.state().pending.clone() else {
        panic!("the Bolt's owner chooses: {:?}", g.state().pending)
    };
    assert_eq!((player, object), (PlayerId(0), on_stack), "608.2d: its owner chooses");
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(1), accept: false }), "not_your_choice");
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    resolve_all(&mut g);
    let library = &g.state().players[0].library;
    assert_eq!((library.len(), g.object(library[0]).unwrap().card.as_str()), (3, "Lightning Bolt"), "on top");
    assert_eq!(g.state().players[1].life, 20, "the Bolt never resolved");
    assert!(g.state().stack.is_empty());
    assert_eq!(zone_of(&g, "Aether Gust", 1), Some(Zone::Graveyard));
}

#[test]
fn aether_gust_targets_only_a_red_or_green_spell_or_permanent_and_its_owner_may_put_it_on_the_bottom_115_1_401_4() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Aether Gust"], "battlefield": ["Island", "Island"] },
            { "battlefield": ["Grizzly Bears", "Air Elemental"], "library": ["Plains", "Plains"] }
        ],
        "step": "precombatMain"
    }));
    let gust = in_hand(&g, 0, "Aether Gust");
    let (bears, elemental) = (the_only(&g, "Grizzly Bears"), the_only(&g, "Air Elemental"));
    let at_elemental = cast_at(0, gust, CastMethod::Normal, vec![at(elemental)]);
    let at_bears = cast_at(0, gust, CastMethod::Normal, vec![at(bears)]);
    let actions = g.legal_actions();
    assert!(actions.contains(&at_bears) && !actions.contains(&at_elemental), "blue is neither red nor green");
    let before = g.to_json();
    assert!(g.apply(at_elemental).is_err());
    assert_eq!(g.to_json(), before, "732");
    g.apply(at_bears).unwrap();
    resolve_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::YouMay { player: PlayerId(1), .. })), "{:?}", g.state().pending);
    g.apply(Action::YouMay { player: PlayerId(1), accept: false }).unwrap();
    let library = &g.state().players[1].library;
    assert_eq!(library.len(), 3);
    assert_eq!(g.object(library[2]).unwrap().card, "Grizzly Bears", "on the bottom");
    assert_eq!(zone_of(&g, "Air Elemental", 1), Some(Zone::Battlefield));
}

#[test]
fn turn_the_earth_shuffles_up_to_three_target_cards_into_their_owners_libraries_never_one_twice_701_24a_601_2c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Turn the Earth"], "battlefield": ["Forest"], "graveyard": ["Lightning Bolt", "Grizzly Bears"],
              "library": ["Plains"] },
            { "graveyard": ["Air Elemental", "Savannah Lions"], "library": ["Island"] }
        ],
        "step": "precombatMain"
    }));
    let earth = in_hand(&g, 0, "Turn the Earth");
    let graveyard = |g: &mtg_rules::game::Game, p: usize, name: &str| {
        *g.state().players[p].graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap()
    };
    let (bolt, elemental) = (graveyard(&g, 0, "Lightning Bolt"), graveyard(&g, 1, "Air Elemental"));
    // 601.2c: one object is not chosen twice for the word "target", the third choice as the second.
    let twice = cast_at(0, earth, CastMethod::Normal, vec![at(bolt), at(elemental), at(bolt)]);
    assert_eq!(refused(&mut g, twice), "same_target_twice");
    let two = cast_at(0, earth, CastMethod::Normal, vec![at(bolt), at(elemental), Target::Nothing]);
    assert!(g.legal_actions().contains(&two), "up to three: two chosen and none for the third");
    g.apply(two).unwrap();
    let events = resolve_all(&mut g);
    let shuffled: Vec<PlayerId> = events
        .iter()
        .filter_map(|e| if let Event::LibraryShuffled { player } = e { Some(*player) } else { None })
        .collect();
    assert_eq!(shuffled, vec![PlayerId(0), PlayerId(1)], "701.24a: each owner shuffles");
    let in_library = |g: &mtg_rules::game::Game, p: usize, name: &str| {
        g.state().players[p].library.iter().any(|&id| g.object(id).unwrap().card == name)
    };
    assert!(in_library(&g, 0, "Lightning Bolt"), "into its owner's library");
    assert!(in_library(&g, 1, "Air Elemental"), "the opponent's card into theirs");
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Graveyard), "not targeted");
    assert_eq!(zone_of(&g, "Savannah Lions", 1), Some(Zone::Graveyard), "not targeted");
    assert_eq!((g.state().players[0].library.len(), g.state().players[1].library.len()), (2, 2));
    assert_eq!(g.state().players[0].life, 22, "You gain 2 life.");
    assert_eq!(zone_of(&g, "Turn the Earth", 0), Some(Zone::Graveyard));
}

/// Cosmic Rebirth in hand with its mana; `graveyard` is its caster's.
fn cosmic_rebirth(graveyard: serde_json::Value) -> mtg_rules::game::Game {
    game(json!({
        "players": [
            { "hand": ["Cosmic Rebirth"], "battlefield": ["Forest", "Plains", "Plains"], "graveyard": graveyard },
            { "library": ["Island"] }
        ],
        "step": "precombatMain"
    }))
}

#[test]
fn cosmic_rebirth_puts_a_mana_value_three_or_less_permanent_card_onto_the_battlefield_if_its_caster_chooses_608_2d() {
    let mut g = cosmic_rebirth(json!(["Grizzly Bears", "Lightning Bolt"]));
    let rebirth = in_hand(&g, 0, "Cosmic Rebirth");
    let graveyard = g.state().players[0].graveyard.clone();
    let (bears, bolt) = (graveyard[0], graveyard[1]);
    assert_eq!(g.object(bolt).unwrap().card, "Lightning Bolt");
    let at_bolt = cast_at(0, rebirth, CastMethod::Normal, vec![at(bolt)]);
    assert_eq!(refused(&mut g, at_bolt), "illegal_target", "110.4: an instant is not a permanent card");
    g.apply(cast_at(0, rebirth, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::YouMay { player, object, .. }) = g.state().pending.clone() else {
        panic!("its caster chooses: {:?}", g.state().pending)
    };
    assert_eq!((player, object), (PlayerId(0), bears));
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the choice's purpose reads back");
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Battlefield));
    assert_eq!(g.state().players[0].life, 23, "You gain 3 life.");
    assert_eq!(zone_of(&g, "Cosmic Rebirth", 0), Some(Zone::Graveyard));
}

#[test]
fn cosmic_rebirth_puts_the_card_into_the_hand_when_declined_or_when_its_mana_value_is_greater_than_three_608_2d() {
    let mut g = cosmic_rebirth(json!(["Grizzly Bears"]));
    let rebirth = in_hand(&g, 0, "Cosmic Rebirth");
    let bears = g.state().players[0].graveyard[0];
    g.apply(cast_at(0, rebirth, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Hand), "If you don't …, put it into your hand.");
    assert_eq!(g.state().players[0].life, 23);

    let mut g = cosmic_rebirth(json!(["Air Elemental"]));
    let rebirth = in_hand(&g, 0, "Cosmic Rebirth");
    let elemental = g.state().players[0].graveyard[0];
    g.apply(cast_at(0, rebirth, CastMethod::Normal, vec![at(elemental)])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "mana value 5: nothing to choose");
    assert_eq!(zone_of(&g, "Air Elemental", 0), Some(Zone::Hand));
    assert_eq!(g.state().players[0].life, 23);
}

/// Wail of the Forgotten in hand with its mana, `graveyard` its caster's;
/// the opponent has Grizzly Bears and one card in hand.
fn wail_of_the_forgotten(graveyard: serde_json::Value) -> mtg_rules::game::Game {
    game(json!({
        "players": [
            { "hand": ["Wail of the Forgotten"], "battlefield": ["Island", "Swamp"], "graveyard": graveyard,
              "library": ["Plains", "Island", "Mountain", "Forest"] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }))
}

#[test]
fn wail_of_the_forgotten_with_eight_permanent_cards_in_the_graveyard_chooses_every_mode_descend_207_2c_700_2() {
    let lands = json!(["Forest", "Forest", "Forest", "Forest", "Plains", "Plains", "Grizzly Bears", "Air Elemental"]);
    let mut g = wail_of_the_forgotten(lands);
    let wail = in_hand(&g, 0, "Wail of the Forgotten");
    let bears = the_only(&g, "Grizzly Bears");
    let top: Vec<_> = g.state().players[0].library[..3].to_vec();
    // Modes in printed order, their targets in that order (700.2c).
    g.apply(cast_choosing(0, wail, vec![at(bears), player_target(1)], vec![0, 1, 2], Vec::new())).unwrap();
    resolve_all(&mut g);
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(Action::Discard { player: PlayerId(1), object: bolt }).unwrap();
    let Some(Pending::ChooseObject { player, objects, .. }) = g.state().pending.clone() else {
        panic!("its caster puts one of the top three into their hand: {:?}", g.state().pending)
    };
    assert_eq!((player, objects.clone()), (PlayerId(0), top.clone()));
    g.apply(Action::ChooseObject { player: PlayerId(0), object: top[1] }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Hand), "bounced");
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard), "discarded");
    let me = &g.state().players[0];
    assert_eq!(me.hand.len(), 1);
    assert_eq!(g.object(me.hand[0]).unwrap().card, "Island", "the card chosen");
    assert_eq!(me.library.len(), 1, "the two others into the graveyard");
    assert_eq!(me.graveyard.len(), 8 + 2 + 1);
}

#[test]
fn wail_of_the_forgotten_with_seven_permanent_cards_among_more_chooses_only_one_mode_descend_207_2c_601_2b() {
    let cards = json!(["Forest", "Forest", "Forest", "Forest", "Plains", "Plains", "Grizzly Bears", "Lightning Bolt"]);
    let mut g = wail_of_the_forgotten(cards);
    let wail = in_hand(&g, 0, "Wail of the Forgotten");
    let bears = the_only(&g, "Grizzly Bears");
    let two = cast_choosing(0, wail, vec![at(bears), player_target(1)], vec![0, 1], Vec::new());
    assert_eq!(refused(&mut g, two), "wrong_number_of_modes", "an instant is not a permanent card (110.4)");
    g.apply(cast_choosing(0, wail, vec![player_target(1)], vec![1], Vec::new())).unwrap();
    resolve_all(&mut g);
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(Action::Discard { player: PlayerId(1), object: bolt }).unwrap();
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard), "Target opponent discards a card.");
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield));
}

/// Expressive Iteration cast over a library of Mountain, Lightning Bolt,
/// Island and Plains (top first), with a Mountain left untapped; its caster
/// puts Island into their hand and `bottom` on the bottom. Returns the game
/// and the card exiled.
fn expressive_iteration(bottom: &str) -> (mtg_rules::game::Game, mtg_rules::game::ObjectId) {
    let mut g = game(json!({
        "players": [
            { "hand": ["Expressive Iteration"], "battlefield": ["Island", "Mountain", "Mountain"],
              "library": ["Mountain", "Lightning Bolt", "Island", "Plains"] },
            { "library": ["Island", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let iteration = in_hand(&g, 0, "Expressive Iteration");
    let top: Vec<_> = g.state().players[0].library[..3].to_vec();
    g.apply(cast(0, iteration, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("one of the top three into the hand: {:?}", g.state().pending)
    };
    assert_eq!(objects, top);
    g.apply(Action::ChooseObject { player: PlayerId(0), object: top[2] }).unwrap();
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("one of the two others on the bottom: {:?}", g.state().pending)
    };
    assert_eq!(objects, top[..2], "608.2d: the two cards looked at and left");
    let (bottom, exiled) = if g.object(top[0]).unwrap().card == bottom { (top[0], top[1]) } else { (top[1], top[0]) };
    let exiled_card = g.object(exiled).unwrap().card.clone();
    g.apply(Action::ChooseObject { player: PlayerId(0), object: bottom }).unwrap();
    resolve_all(&mut g);
    let p = &g.state().players[0];
    assert_eq!(g.object(p.hand[0]).unwrap().card, "Island", "into the hand");
    assert_eq!(g.object(*p.library.last().unwrap()).unwrap().card, g.object(bottom).unwrap().card, "401.4");
    assert_eq!(p.library.len(), 2, "Plains and the card on the bottom");
    let in_exile = *g.state().exile.iter().find(|&&id| g.object(id).unwrap().card == exiled_card).unwrap();
    (g, in_exile)
}

#[test]
fn expressive_iteration_exiles_one_of_the_top_three_which_its_caster_may_cast_this_turn_601_3_608_2d() {
    let (mut g, bolt) = expressive_iteration("Mountain");
    assert_eq!(g.object(bolt).unwrap().card, "Lightning Bolt");
    assert_eq!(zone_of(&g, "Expressive Iteration", 0), Some(Zone::Graveyard));
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the permission reads back");
    assert!(g.to_json().contains("playFromExile"));
    let at_opponent = cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)]);
    assert!(g.legal_actions().contains(&at_opponent), "601.3: castable from exile this turn");
    assert!(g.cast_options(bolt).unwrap().iter().any(|o| o.method == CastMethod::Normal && o.castable));
    // The opponent has no such permission (601.3).
    assert!(g.is_legal(&at_opponent));
    assert!(!g.is_legal(&cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])));
    g.apply(at_opponent).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
}

#[test]
fn expressive_iteration_lets_its_caster_play_an_exiled_land_as_the_land_for_the_turn_only_this_turn_305_1_514_2() {
    let (mut g, mountain) = expressive_iteration("Lightning Bolt");
    assert_eq!(g.object(mountain).unwrap().card, "Mountain");
    let play = Action::PlayLand { player: PlayerId(0), object: mountain, face: None };
    assert!(g.legal_actions().contains(&play), "305.1: played from exile");
    let before = g.to_json();
    assert!(g.apply(Action::PlayLand { player: PlayerId(1), object: mountain, face: None }).is_err());
    assert_eq!(g.to_json(), before, "732");
    g.apply(play).unwrap();
    assert_eq!(g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().card == "Mountain").count(), 3);
    assert_eq!(g.state().players[0].lands_played, 1, "it is the land played this turn");
    let island = g.state().players[0].hand[0];
    assert!(!g.is_legal(&Action::PlayLand { player: PlayerId(0), object: island, face: None }), "305.2");

    // Not played, the permission ends with the turn (514.2).
    let (mut g, mountain) = expressive_iteration("Lightning Bolt");
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert!(g.state().play_from_exile.is_empty());
    assert_eq!(g.object(mountain).unwrap().zone, Zone::Exile);
    assert!(!g.is_legal(&Action::PlayLand { player: PlayerId(0), object: mountain, face: None }));
}

#[test]
fn legions_end_exiles_the_creature_its_namesakes_on_the_battlefield_and_in_that_players_hand_and_graveyard_201_2_701_20a()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["Legion's End"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"] },
            { "battlefield": ["Grizzly Bears", "Grizzly Bears", "Savannah Lions", "Air Elemental"],
              "hand": ["Grizzly Bears", "Lightning Bolt"], "graveyard": ["Grizzly Bears", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let end = in_hand(&g, 0, "Legion's End");
    let named = |g: &mtg_rules::game::Game, name: &str, controller: u8| -> Vec<mtg_rules::game::ObjectId> {
        let mut ids = g.state().battlefield.clone();
        ids.retain(|&id| g.object(id).is_ok_and(|o| o.card == name && o.controller == PlayerId(controller)));
        ids
    };
    let theirs = named(&g, "Grizzly Bears", 1);
    let (mine, elemental) = (named(&g, "Grizzly Bears", 0)[0], the_only(&g, "Air Elemental"));
    // 115.1: a creature an opponent controls with mana value 2 or less.
    assert_eq!(refused(&mut g, cast_at(0, end, CastMethod::Normal, vec![at(elemental)])), "illegal_target");
    assert_eq!(refused(&mut g, cast_at(0, end, CastMethod::Normal, vec![at(mine)])), "illegal_target");
    g.apply(cast_at(0, end, CastMethod::Normal, vec![at(theirs[0])])).unwrap();
    let events = resolve_all(&mut g);
    assert!(named(&g, "Grizzly Bears", 1).is_empty(), "both of theirs are exiled");
    assert_eq!(named(&g, "Grizzly Bears", 0), vec![mine], "the caster's is not that player's");
    assert_eq!(zone_of(&g, "Savannah Lions", 1), Some(Zone::Battlefield));
    let them = &g.state().players[1];
    assert_eq!(them.hand.len(), 1, "the Bears in hand exiled, Lightning Bolt kept");
    assert_eq!(g.object(them.hand[0]).unwrap().card, "Lightning Bolt");
    assert_eq!(them.graveyard.len(), 1, "the Bears in the graveyard exiled, Island kept");
    let exiled = g.state().exile.iter().filter(|&&id| g.object(id).unwrap().card == "Grizzly Bears").count();
    assert_eq!(exiled, 4);
    let revealed = events.iter().filter(|e| matches!(e, Event::Revealed { player: PlayerId(1), .. })).count();
    assert_eq!(revealed, 2, "701.20a: that player reveals their hand");
}

#[test]
fn molten_collapse_chooses_both_modes_only_after_a_permanent_card_was_put_into_its_casters_graveyard_this_turn_700_11()
{
    let mut g = game(json!({
        "players": [
            { "hand": ["Molten Collapse", "Lightning Bolt", "Lightning Bolt"],
              "battlefield": ["Mountain", "Mountain", "Mountain", "Swamp", "Grizzly Bears"] },
            { "battlefield": ["Air Elemental", "Mishra's Bauble"] }
        ],
        "step": "precombatMain"
    }));
    let collapse = in_hand(&g, 0, "Molten Collapse");
    let (elemental, bauble) = (the_only(&g, "Air Elemental"), the_only(&g, "Mishra's Bauble"));
    let both = |g: &mtg_rules::game::Game| {
        let collapse = in_hand(g, 0, "Molten Collapse");
        cast_choosing(0, collapse, vec![at(elemental), at(bauble)], vec![0, 1], Vec::new())
    };
    // An instant put into the graveyard is not a permanent card (700.11).
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert!(!g.state().players[0].descended);
    let two = both(&g);
    assert_eq!(refused(&mut g, two), "wrong_number_of_modes");
    assert!(g.is_legal(&cast_choosing(0, collapse, vec![at(bauble)], vec![1], Vec::new())), "one mode");
    // The caster's own creature dies: a permanent card put into their graveyard.
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Graveyard));
    assert!(g.state().players[0].descended && !g.state().players[1].descended);
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    let two = both(&g);
    g.apply(two).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Air Elemental", 1), Some(Zone::Graveyard), "Destroy target creature or planeswalker.");
    assert_eq!(
        zone_of(&g, "Mishra's Bauble", 1),
        Some(Zone::Graveyard),
        "… nonland permanent with mana value 1 or less."
    );
    // 700.11: as the next turn begins, no one has descended.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(!g.state().players[0].descended && !g.state().players[1].descended);
}

#[test]
fn drown_in_the_loch_destroys_a_creature_whose_mana_value_is_at_most_its_controllers_graveyard_size_115_1_601_2c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Drown in the Loch"], "battlefield": ["Island", "Swamp", "Grizzly Bears"] },
            { "battlefield": ["Grizzly Bears", "Air Elemental"], "graveyard": ["Island", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let drown = in_hand(&g, 0, "Drown in the Loch");
    let theirs = *g
        .state()
        .battlefield
        .iter()
        .find(|&&id| g.object(id).is_ok_and(|o| o.card == "Grizzly Bears" && o.controller == PlayerId(1)))
        .unwrap();
    let mine = *g
        .state()
        .battlefield
        .iter()
        .find(|&&id| g.object(id).is_ok_and(|o| o.card == "Grizzly Bears" && o.controller == PlayerId(0)))
        .unwrap();
    let elemental = the_only(&g, "Air Elemental");
    let destroy = |target| cast_choosing(0, drown, vec![at(target)], vec![1], Vec::new());
    assert_eq!(refused(&mut g, destroy(elemental)), "illegal_target", "mana value 5, two cards in that graveyard");
    assert_eq!(refused(&mut g, destroy(mine)), "illegal_target", "mana value 2, no card in its controller's graveyard");
    assert!(g.legal_actions().contains(&destroy(theirs)));
    g.apply(destroy(theirs)).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Battlefield));
}

#[test]
fn drown_in_the_loch_counters_a_spell_whose_mana_value_is_at_most_its_casters_graveyard_size_701_6a_601_2c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Drown in the Loch"], "battlefield": ["Island", "Swamp"], "library": ["Plains"] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "graveyard": ["Island"] }
        ],
        "step": "precombatMain"
    }));
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    g.apply(pass(1)).unwrap();
    let drown = in_hand(&g, 0, "Drown in the Loch");
    let spell = g.state().stack[0];
    g.apply(cast_choosing(0, drown, vec![at(spell)], vec![0], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert_eq!(
        g.state().players[0].life,
        20,
        "the Bolt (mana value 1, one card in its caster's graveyard) is countered"
    );
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard));
}

/// The Zombie tokens on the battlefield.
fn zombies(g: &mtg_rules::game::Game) -> Vec<mtg_rules::game::ObjectId> {
    on_battlefield(g, "2/2 black Zombie creature token with decayed")
}

#[test]
fn rotten_reunion_exiles_a_graveyard_card_and_its_decayed_zombie_cannot_block_and_is_sacrificed_at_end_of_combat_702_147a()
 {
    let mut g = game(json!({
        "players": [
            { "hand": ["Rotten Reunion"], "battlefield": ["Swamp", "Ornithopter"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Grizzly Bears"], "graveyard": ["Llanowar Elves"], "library": ["Forest", "Forest", "Forest"] }
        ],
        "step": "precombatMain"
    }));
    let card = db().card("Rotten Reunion").unwrap();
    assert_eq!(card.unsupported_text().collect::<Vec<_>>(), Vec::<&str>::new());
    let reunion = in_hand(&g, 0, "Rotten Reunion");
    let elves = g.state().players[1].graveyard[0];
    g.apply(cast_at(0, reunion, CastMethod::Normal, vec![at(elves)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Exile), "406.2: the target card is exiled");
    let [zombie] = zombies(&g)[..] else { panic!("one Zombie token: {:?}", zombies(&g)) };
    let view = g.permanent(zombie).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2));
    assert!(view.keywords.cant_block, "702.147a: decayed means it can't block");
    // The opponent's turn: the Zombie can't block their Grizzly Bears (509.1b).
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(attack(1, &[(bears, at_player(0))])).unwrap();
    while !matches!(g.state().pending, Some(Pending::DeclareBlockers { .. })) {
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
    }
    refused_with(&mut g, block(0, &[(zombie, bears)]), "cannot_block", Some("509.1b"));
    g.apply(block(0, &[])).unwrap();
    // Its controller's turn: it attacks, and its trigger makes the delayed trigger (603.7a).
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    g.apply(attack(0, &[(zombie, at_player(1))])).unwrap();
    assert_eq!(g.state().triggers.len() + g.state().stack.len(), 1, "decayed's attack trigger");
    resolve_all(&mut g);
    assert_eq!(g.state().end_of_combat.len(), 1, "\"sacrifice it at end of combat\" waits");
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.state().end_of_combat, g.state().end_of_combat, "the delayed trigger is part of the JSON");
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 18, "it dealt its combat damage first");
    assert_eq!(zombies(&g), vec![zombie], "still there as end of combat begins");
    resolve_all(&mut g);
    assert!(zombies(&g).is_empty(), "511.2: sacrificed at end of combat");
    assert!(g.state().end_of_combat.is_empty());
}

#[test]
fn rotten_reunion_cast_by_flashback_with_no_target_still_creates_the_zombie_601_2c_702_34a() {
    let mut g = game(json!({
        "players": [
            { "graveyard": ["Rotten Reunion"], "battlefield": ["Swamp", "Swamp"] },
            { "battlefield": [] }
        ],
        "step": "precombatMain"
    }));
    let reunion = g.state().players[0].graveyard[0];
    g.apply(cast_at(0, reunion, CastMethod::Flashback, vec![Target::Nothing])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zombies(&g).len(), 1, "up to one target: none chosen, the token is still created");
    assert_eq!(zone_of(&g, "Rotten Reunion", 0), Some(Zone::Exile), "702.34a: exiled as it leaves the stack");
}

#[test]
fn soul_search_exiles_the_chosen_nonland_card_and_makes_a_spirit_only_if_its_mana_value_is_one_or_less_608_2c_701_13a()
{
    let setup = |hand: serde_json::Value| {
        game(json!({
            "players": [
                { "hand": ["Soul Search"], "battlefield": ["Plains", "Swamp"] },
                { "hand": hand }
            ],
            "step": "precombatMain"
        }))
    };
    let spirits = |g: &mtg_rules::game::Game| {
        let tokens = g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().token);
        tokens.map(|&id| g.permanent(id).unwrap()).collect::<Vec<_>>()
    };
    // Two nonland cards: the caster chooses (the land is not offered); Lightning Bolt, mana value 1.
    let mut g = setup(json!(["Lightning Bolt", "Grizzly Bears", "Mountain"]));
    let search = in_hand(&g, 0, "Soul Search");
    g.apply(cast_at(0, search, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player, objects, .. }) = g.state().pending.clone() else {
        panic!("the caster chooses: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(0));
    assert_eq!(objects.len(), 2, "the two nonland cards, not the Mountain");
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let json = g.to_json();
    g.apply(Action::ChooseObject { player: PlayerId(0), object: bolt }).unwrap();
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    let [spirit] = &spirits(&g)[..] else { panic!("a Spirit for mana value 1") };
    assert_eq!((spirit.power, spirit.toughness), (1, 1));
    assert!(spirit.keywords.flying);
    // The paused resolution round-trips through JSON.
    let mut back = mtg_rules::game::Game::from_json(db(), &json).unwrap();
    back.apply(Action::ChooseObject { player: PlayerId(0), object: bolt }).unwrap();
    assert_eq!(spirits(&back).len(), 1);
    // Grizzly Bears (mana value 2), the only nonland card, is chosen at once: exiled, no Spirit.
    let mut g = setup(json!(["Grizzly Bears", "Mountain"]));
    let search = in_hand(&g, 0, "Soul Search");
    g.apply(cast_at(0, search, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile));
    assert!(spirits(&g).is_empty(), "mana value 2: no Spirit");
    // Only a one-drop: chosen at once, and the Spirit comes.
    let mut g = setup(json!(["Lightning Bolt"]));
    let search = in_hand(&g, 0, "Soul Search");
    g.apply(cast_at(0, search, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    assert_eq!(spirits(&g).len(), 1);
}

#[test]
fn electrickery_deals_one_damage_to_target_creature_or_overloaded_to_each_creature_you_dont_control_702_96a_612() {
    let setup = || {
        game(json!({
            "players": [
                { "hand": ["Electrickery"], "battlefield": ["Mountain", "Mountain", "Llanowar Elves"] },
                { "battlefield": ["Llanowar Elves", "Birds of Paradise", "Grizzly Bears"] }
            ],
            "step": "precombatMain"
        }))
    };
    let theirs = |g: &mtg_rules::game::Game, name: &str| {
        on_battlefield(g, name).into_iter().find(|&id| g.object(id).unwrap().controller == PlayerId(1))
    };
    // Cast normally: one target creature an opponent controls.
    let mut g = setup();
    let spark = in_hand(&g, 0, "Electrickery");
    let elves = theirs(&g, "Llanowar Elves").unwrap();
    let mine = on_battlefield(&g, "Llanowar Elves").into_iter().find(|&id| id != elves).unwrap();
    refused_with(&mut g, cast_at(0, spark, CastMethod::Normal, vec![at(mine)]), "illegal_target", Some("115.1"));
    g.apply(cast_at(0, spark, CastMethod::Normal, vec![at(elves)])).unwrap();
    resolve_all(&mut g);
    assert!(theirs(&g, "Llanowar Elves").is_none(), "the target dies");
    assert!(theirs(&g, "Birds of Paradise").is_some(), "only the target");
    // Overloaded: {1}{R}, no target, 1 damage to each creature its caster doesn't control.
    let mut g = setup();
    let spark = in_hand(&g, 0, "Electrickery");
    let overload = option(&g, spark, CastMethod::Overload);
    assert!(overload.castable, "{:?}", overload.reasons);
    assert_eq!(overload.mana_cost.map(|c| c.to_string()).as_deref(), Some("{1}{R}"));
    let bears = theirs(&g, "Grizzly Bears").unwrap();
    refused(&mut g, cast_at(0, spark, CastMethod::Overload, vec![at(bears)]));
    g.apply(cast(0, spark, CastMethod::Overload)).unwrap();
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the spell cast for its overload cost round-trips");
    resolve_all(&mut g);
    assert!(theirs(&g, "Llanowar Elves").is_none() && theirs(&g, "Birds of Paradise").is_none());
    assert_eq!(g.object(bears).unwrap().damage, 1);
    assert_eq!(on_battlefield(&g, "Llanowar Elves").len(), 1, "the caster's own Elves are spared");
}

/// Player 0 casts Collected Company with `library` (top first) and lets it resolve.
fn collected_company(library: serde_json::Value) -> mtg_rules::game::Game {
    let mut g = game(json!({
        "players": [
            { "hand": ["Collected Company"], "battlefield": ["Forest", "Forest", "Forest", "Forest"], "library": library },
            { "battlefield": [] }
        ],
        "step": "precombatMain"
    }));
    g.apply(cast(0, in_hand(&g, 0, "Collected Company"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    g
}

fn names(g: &mtg_rules::game::Game, ids: &[mtg_rules::game::ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

#[test]
fn collected_company_puts_up_to_two_small_creatures_from_the_top_six_onto_the_battlefield_and_the_rest_on_the_bottom_608_2d()
 {
    let library =
        json!(["Air Elemental", "Llanowar Elves", "Forest", "Grizzly Bears", "Savannah Lions", "Island", "Plains"]);
    let mut g = collected_company(library);
    // The first choice: a creature card with mana value 3 or less among the six (not Air Elemental, not the 7th card).
    let Some(Pending::SearchLibrary { player, candidates, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(0));
    assert_eq!(names(&g, &candidates), ["Llanowar Elves", "Grizzly Bears", "Savannah Lions"]);
    let json = g.to_json();
    g.apply(Action::SearchLibrary { player, found: Some(candidates[0]) }).unwrap();
    // The second: the one found is not offered again.
    let Some(Pending::SearchLibrary { candidates: second, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(names(&g, &second), ["Grizzly Bears", "Savannah Lions"]);
    g.apply(Action::SearchLibrary { player, found: Some(second[0]) }).unwrap();
    assert_eq!(zone_of(&g, "Llanowar Elves", 0), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Battlefield));
    // The other four looked at go to the bottom in the order chosen; the 7th card is now on top (no shuffle).
    let Some(Pending::Scry { cards, .. }) = g.state().pending.clone() else { panic!("{:?}", g.state().pending) };
    assert_eq!(names(&g, &cards), ["Air Elemental", "Forest", "Savannah Lions", "Island"]);
    let reversed: Vec<_> = cards.iter().rev().copied().collect();
    g.apply(Action::Scry { player, top: Vec::new(), bottom: reversed }).unwrap();
    let library = g.state().players[0].library.clone();
    assert_eq!(names(&g, &library), ["Plains", "Island", "Savannah Lions", "Forest", "Air Elemental"]);
    assert_eq!(zone_of(&g, "Collected Company", 0), Some(Zone::Graveyard));
    // Up to two: none may be chosen; then all six go to the bottom.
    let mut back = mtg_rules::game::Game::from_json(db(), &json).unwrap();
    back.apply(Action::SearchLibrary { player, found: None }).unwrap();
    back.apply(Action::SearchLibrary { player, found: None }).unwrap();
    let Some(Pending::Scry { cards, .. }) = back.state().pending.clone() else { panic!("{:?}", back.state().pending) };
    assert_eq!(cards.len(), 6, "none put onto the battlefield");
}

#[test]
fn collected_company_with_no_small_creature_among_the_six_asks_nothing_but_the_order_of_the_bottom_608_2d() {
    let mut g = collected_company(json!([
        "Air Elemental",
        "Forest",
        "Island",
        "Plains",
        "Swamp",
        "Mountain",
        "Llanowar Elves"
    ]));
    let Some(Pending::Scry { cards, .. }) = g.state().pending.clone() else { panic!("{:?}", g.state().pending) };
    assert_eq!(cards.len(), 6);
    g.apply(Action::Scry { player: PlayerId(0), top: Vec::new(), bottom: cards }).unwrap();
    assert_eq!(names(&g, &g.state().players[0].library[..1]), ["Llanowar Elves"]);
}

#[test]
fn path_of_peril_destroys_creatures_of_mana_value_two_or_less_or_cast_for_its_cleave_cost_all_creatures_702_148a_612() {
    let setup = || {
        game(json!({
            "players": [
                { "hand": ["Path of Peril"], "battlefield": ["Plains", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"] },
                { "battlefield": ["Llanowar Elves", "Grizzly Bears", "Air Elemental"] }
            ],
            "step": "precombatMain"
        }))
    };
    // Cast normally ({1}{B}{B}): the words in brackets are part of its text.
    let mut g = setup();
    let path = in_hand(&g, 0, "Path of Peril");
    g.apply(cast(0, path, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Air Elemental", 1), Some(Zone::Battlefield), "mana value 5 is spared");
    // For its cleave cost ({4}{W}{B}): "Destroy all creatures."
    let mut g = setup();
    let path = in_hand(&g, 0, "Path of Peril");
    let cleave = option(&g, path, CastMethod::Cleave);
    assert!(cleave.castable, "{:?}", cleave.reasons);
    assert_eq!(cleave.mana_cost.map(|c| c.to_string()).as_deref(), Some("{4}{W}{B}"));
    g.apply(cast(0, path, CastMethod::Cleave)).unwrap();
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the spell cast for its cleave cost round-trips");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Air Elemental", 1), Some(Zone::Graveyard), "every creature");
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Graveyard));
    // Without the mana for the cleave cost, only the normal cast is possible.
    let mut g = game(json!({
        "players": [{ "hand": ["Path of Peril"], "battlefield": ["Swamp", "Swamp", "Swamp"] }, { "battlefield": [] }],
        "step": "precombatMain"
    }));
    let path = in_hand(&g, 0, "Path of Peril");
    assert!(!option(&g, path, CastMethod::Cleave).castable);
    refused(&mut g, cast(0, path, CastMethod::Cleave));
}

#[test]
fn forth_eorlingas_creates_x_knights_and_makes_you_the_monarch_once_when_they_deal_combat_damage_this_turn_603_7c_724_1()
 {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Mountain", "Plains", "Mountain", "Plains"], "hand": ["Forth Eorlingas!"],
              "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast_x(0, in_hand(&g, 0, "Forth Eorlingas!"), 2)).unwrap();
    resolve_all(&mut g);
    // 107.3a: X is 2: two 2/2 red Human Knights with trample and haste.
    let knights: Vec<_> = g.state().battlefield.iter().copied().filter(|&id| g.object(id).unwrap().token).collect();
    assert_eq!(knights.len(), 2);
    for &k in &knights {
        let c = g.characteristics(k).unwrap();
        assert_eq!((c.power, c.toughness), (Some(2), Some(2)));
        assert!(c.subtypes.iter().any(|s| s == "Knight") && c.subtypes.iter().any(|s| s == "Human"));
    }
    assert_eq!(zone_of(&g, "Forth Eorlingas!", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().monarch, None, "603.7c: nothing yet; the ability waits for combat damage");
    assert_eq!(g.state().delayed_this_turn.len(), 1);
    let json = g.to_json();
    assert_eq!(
        mtg_rules::game::Game::from_json(decks_pool(), &json).unwrap().to_json(),
        json,
        "the delayed ability reads back"
    );
    // Haste: they attack at once; both deal combat damage, the ability triggers once (one or more).
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(knights[0], at_player(1)), (knights[1], at_player(1))])).unwrap();
    let mut events = advance_to(&mut g, Step::EndOfCombat);
    events.extend(resolve_all(&mut g));
    assert_eq!(g.state().players[1].life, 16);
    let triggered =
        events.iter().filter(|e| matches!(e, Event::TriggerPutOnStack { card, .. } if card == "Forth Eorlingas!"));
    assert_eq!(triggered.count(), 1, "one trigger for one or more creatures");
    assert_eq!(g.state().monarch, Some(PlayerId(0)), "724.1: its controller became the monarch");
    // 603.7c: "this turn" only.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(g.state().delayed_this_turn.is_empty());
}

/// Ill-Timed Explosion cast by player 0 with `library` on top of their library; Annex Sentry (1/4) theirs,
/// Aftermath Analyst and Augur of Bolas (1/3 each) the opponent's; resolved up to its "you may".
fn ill_timed_explosion(library: serde_json::Value) -> mtg_rules::game::Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island", "Mountain", "Mountain", "Annex Sentry"],
              "hand": ["Ill-Timed Explosion"], "library": library },
            { "battlefield": ["Aftermath Analyst", "Augur of Bolas"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Ill-Timed Explosion"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    g
}

#[test]
fn ill_timed_explosion_draws_two_then_a_discard_of_two_triggers_damage_equal_to_the_highest_mana_value_discarded_603_12()
 {
    let mut g = ill_timed_explosion(json!(["Magus of the Moon", "Faerie Seer", "Plains"]));
    assert_eq!(g.state().players[0].hand.len(), 2, "121.1: two cards drawn");
    assert!(matches!(g.state().pending, Some(Pending::YouMay { player: PlayerId(0), .. })), "603.5: you may discard");
    // Declined: no discard, no reflexive trigger, no damage.
    let mut declined = g.clone();
    declined.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    resolve_all(&mut declined);
    assert_eq!(declined.state().players[0].hand.len(), 2);
    assert_eq!(on_battlefield(&declined, "Augur of Bolas").len(), 1);
    assert!(declined.state().battlefield.iter().all(|&id| declined.object(id).unwrap().damage == 0));
    // Accepted: two cards discarded (mana values 3 and 1), then "When you do" triggers with X = 3.
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert!(matches!(g.state().pending, Some(Pending::Discard { player: PlayerId(0), .. })));
    let mut events = Vec::new();
    for i in 0..2 {
        let card = g.state().players[0].hand[i];
        events.extend(g.apply(Action::Discard { player: PlayerId(0), object: card }).unwrap());
    }
    assert!(g.state().players[0].hand.is_empty());
    let json = g.to_json();
    assert_eq!(
        mtg_rules::game::Game::from_json(decks_pool(), &json).unwrap().to_json(),
        json,
        "the reflexive ability with its X reads back"
    );
    events.extend(resolve_all(&mut g));
    assert!(
        events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { card, .. } if card == "Ill-Timed Explosion")),
        "603.12: the reflexive ability triggered"
    );
    // 3 damage to each creature: the 1/3s die, Annex Sentry (1/4) survives with 3 damage.
    assert!(on_battlefield(&g, "Aftermath Analyst").is_empty());
    assert!(on_battlefield(&g, "Augur of Bolas").is_empty());
    let sentry = the_only(&g, "Annex Sentry");
    assert_eq!(g.object(sentry).unwrap().damage, 3, "X is the highest mana value discarded, not the total");
}

/// Answers each search of the opponent's library with its first candidate.
fn opponent_finds_first(g: &mut mtg_rules::game::Game) -> usize {
    let mut searches = 0;
    while let Some(Pending::SearchLibrary { player, candidates, .. }) = g.state().pending.clone() {
        assert_eq!(player, PlayerId(1), "701.23: the exiled creature's controller searches");
        g.apply(Action::SearchLibrary { player, found: candidates.first().copied() }).unwrap();
        searches += 1;
    }
    searches
}

#[test]
fn winds_of_abandon_exiles_a_creature_and_its_controller_searches_for_a_basic_land_that_enters_tapped_701_23_608_2h() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains"], "hand": ["Winds of Abandon"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Augur of Bolas", "Aftermath Analyst"], "library": ["Island", "Forest", "Ill-Timed Explosion"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let augur = the_only(&g, "Augur of Bolas");
    g.apply(cast_at(0, in_hand(&g, 0, "Winds of Abandon"), CastMethod::Normal, vec![at(augur)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Augur of Bolas", 1), Some(Zone::Exile));
    let Some(Pending::SearchLibrary { candidates, .. }) = g.state().pending.clone() else {
        panic!("the creature's controller searches: {:?}", g.state().pending)
    };
    assert_eq!(candidates.len(), 2, "a basic land card: the Island or the Forest");
    assert_eq!(opponent_finds_first(&mut g), 1, "one creature exiled, one search");
    let lands: Vec<_> = g
        .state()
        .battlefield
        .iter()
        .copied()
        .filter(|&id| g.object(id).unwrap().controller == PlayerId(1))
        .filter(|&id| ["Island", "Forest"].contains(&g.object(id).unwrap().card.as_str()))
        .collect();
    assert_eq!(lands.len(), 1);
    assert!(g.object(lands[0]).unwrap().tapped, "onto the battlefield tapped");
    assert_eq!(on_battlefield(&g, "Aftermath Analyst").len(), 1, "only the target is exiled");
}

#[test]
fn winds_of_abandon_overloaded_exiles_each_creature_you_dont_control_and_one_search_for_each_702_96a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Annex Sentry"],
              "hand": ["Winds of Abandon"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Augur of Bolas", "Aftermath Analyst"],
              "library": ["Island", "Forest", "Ill-Timed Explosion", "Swamp"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Winds of Abandon"), CastMethod::Overload)).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Augur of Bolas", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Aftermath Analyst", 1), Some(Zone::Exile));
    assert_eq!(on_battlefield(&g, "Annex Sentry").len(), 1, "\"you don't control\": the caster's creature stays");
    assert_eq!(opponent_finds_first(&mut g), 2, "two creatures exiled, two searches");
    let basics = g
        .state()
        .battlefield
        .iter()
        .filter(|&&id| g.object(id).unwrap().controller == PlayerId(1) && g.object(id).unwrap().tapped)
        .count();
    assert_eq!(basics, 2, "two basic lands, tapped");
    assert_eq!(g.state().players[1].library.len(), 2);
}
