//! Utility lands and mana sources of the real-deck pool
//! (`data/pool-lands-mana.json`), each with its real oracle text: Dark
//! Ritual (a spell that adds mana, 106.1), Minamo (untap, 701.26b),
//! Pendelhaven and The Seedcore ("target 1/1 creature", corrupted 207.2c,
//! restricted mana 106.6), Basilisk Gate (X counted as it resolves,
//! 608.2h), Eiganjo (channel, "target attacking or blocking creature"),
//! Geier Reach Sanitarium (each player loots, 101.4), Hall of Storm Giants
//! (ward while animated, 702.21a; enters tapped, 614.1c), Delighted
//! Halfling (mana that makes a spell uncounterable, 101.2), Sylvan Caryatid
//! (hexproof, 702.11b).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Game, ManaType};
use serde_json::json;

fn pool(g: &Game, player: u8, t: ManaType) -> u32 {
    g.state().players[player as usize].mana_pool.mana.get(t)
}

fn size(g: &Game, name: &str) -> (i32, i32) {
    let v = g.permanent(the_only(g, name)).unwrap();
    (v.power, v.toughness)
}

#[test]
fn dark_ritual_adds_three_black_mana_to_its_casters_pool_as_it_resolves_106_1_608_2() {
    let mut g = game(json!({
        "players": [{ "hand": ["Dark Ritual"], "battlefield": ["Swamp"] }, {}],
        "step": "precombatMain"
    }));
    let ritual = in_hand(&g, 0, "Dark Ritual");
    g.apply(cast(0, ritual, mtg_rules::game::CastMethod::Normal)).unwrap();
    assert_eq!(pool(&g, 0, ManaType::B), 0, "not yet: a spell adds mana as it resolves");
    resolve_all(&mut g);
    assert_eq!(pool(&g, 0, ManaType::B), 3);
}

#[test]
fn minamo_untaps_target_legendary_permanent_and_cannot_target_a_nonlegendary_one_701_26b_115_1() {
    let mut g = game(json!({
        "players": [{ "battlefield": [
            "Minamo, School at Water's Edge", "Island",
            { "card": "Zetalpa, Primal Dawn", "tapped": true },
            { "card": "Grizzly Bears", "tapped": true }
        ] }, {}],
        "step": "precombatMain"
    }));
    let minamo = the_only(&g, "Minamo, School at Water's Edge");
    let (zetalpa, bears) = (the_only(&g, "Zetalpa, Primal Dawn"), the_only(&g, "Grizzly Bears"));
    let wrong = activate_at(&g, minamo, 1, vec![at(bears)]);
    assert_eq!(refused(&mut g, wrong), "illegal_target");
    g.apply(activate_at(&g, minamo, 1, vec![at(zetalpa)])).unwrap();
    resolve_all(&mut g);
    let state = g.state();
    assert!(!g.object(zetalpa).unwrap().tapped && g.object(bears).unwrap().tapped && state.stack.is_empty());
    assert!(g.object(minamo).unwrap().tapped, "{{T}} was paid");
}

#[test]
fn pendelhaven_gives_target_1_1_creature_plus_1_plus_2_and_cannot_target_a_2_2_115_1_611_2a() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Pendelhaven", "Llanowar Elves", "Grizzly Bears"] }, {}],
        "step": "precombatMain"
    }));
    let pendelhaven = the_only(&g, "Pendelhaven");
    let bears = the_only(&g, "Grizzly Bears");
    let elves = the_only(&g, "Llanowar Elves");
    let wrong = activate_at(&g, pendelhaven, 1, vec![at(bears)]);
    assert_eq!(refused(&mut g, wrong), "illegal_target");
    g.apply(activate_at(&g, pendelhaven, 1, vec![at(elves)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(size(&g, "Llanowar Elves"), (2, 3));
}

#[test]
fn the_seedcores_corrupted_ability_needs_an_opponent_with_three_poison_counters_602_5_207_2c() {
    let setup = |poison: u32| {
        game(json!({
            "players": [{ "battlefield": ["The Seedcore", "Llanowar Elves"] }, { "counters": { "poison": poison } }],
            "step": "precombatMain"
        }))
    };
    let mut g = setup(2);
    let (seedcore, elves) = (the_only(&g, "The Seedcore"), the_only(&g, "Llanowar Elves"));
    let action = activate_at(&g, seedcore, 2, vec![at(elves)]);
    assert!(!g.legal_actions().contains(&action));
    assert_eq!(refused(&mut g, action), "no_corrupted_opponent");
    let mut g = setup(3);
    let action = activate_at(&g, seedcore, 2, vec![at(elves)]);
    assert!(g.legal_actions().contains(&action), "{:?}", g.legal_actions());
    g.apply(action).unwrap();
    resolve_all(&mut g);
    assert_eq!(size(&g, "Llanowar Elves"), (3, 2));
}

#[test]
fn basilisk_gate_gives_target_creature_plus_x_plus_x_for_each_gate_its_controller_controls_as_it_resolves_608_2h() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Basilisk Gate", "Azorius Guildgate", "Heap Gate", "Plains", "Island", "Grizzly Bears"] },
            { "battlefield": ["Sea Gate"] }
        ],
        "step": "precombatMain"
    }));
    let (gate, bears) = (the_only(&g, "Basilisk Gate"), the_only(&g, "Grizzly Bears"));
    g.apply(activate_at(&g, gate, 1, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    // Three Gates of its controller's (Basilisk Gate itself, tapped, among them); not the opponent's.
    assert_eq!(size(&g, "Grizzly Bears"), (5, 5));
}

#[test]
fn eiganjos_channel_from_hand_deals_4_damage_to_target_attacking_creature_not_to_one_at_home_506_4_113_7a() {
    use mtg_rules::game::Step;
    let mut g = game(json!({
        "players": [
            { "hand": ["Eiganjo, Seat of the Empire"], "battlefield": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Hill Giant", "Grizzly Bears"] }
        ],
        "activePlayer": 1, "step": "precombatMain"
    }));
    let eiganjo = in_hand(&g, 0, "Eiganjo, Seat of the Empire");
    let (giant, bears) = (the_only(&g, "Hill Giant"), the_only(&g, "Grizzly Bears"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(1, &[(giant, at_player(0))])).unwrap();
    g.apply(pass(1)).unwrap();
    let at_home = activate_at(&g, eiganjo, 1, vec![at(bears)]);
    assert_eq!(refused(&mut g, at_home), "illegal_target");
    let channel = activate_at(&g, eiganjo, 1, vec![at(giant)]);
    assert!(g.legal_actions().contains(&channel), "{:?}", g.legal_actions());
    g.apply(channel).unwrap();
    assert_eq!(g.state().players[0].graveyard.len(), 1, "discarded as the cost (113.6m)");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Hill Giant").is_empty(), "4 damage to a 3/3 (704.5g)");
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 1);
}

#[test]
fn geier_reach_sanitarium_makes_each_player_draw_then_choose_a_discard_in_apnap_order_discarded_at_once_101_4_701_9b() {
    use mtg_rules::game::{Action, Pending, PlayerId};
    let mut g = game(json!({
        "players": [
            { "hand": ["Grizzly Bears"], "battlefield": ["Geier Reach Sanitarium", "Swamp", "Swamp"], "library": ["Island", "Island"] },
            { "hand": ["Lightning Bolt"], "library": ["Mountain", "Mountain"] }
        ],
        "step": "precombatMain"
    }));
    let sanitarium = the_only(&g, "Geier Reach Sanitarium");
    g.apply(activate(&g, sanitarium, 1)).unwrap();
    resolve_all(&mut g);
    let hands = |g: &Game| g.state().players.iter().map(|p| p.hand.len()).collect::<Vec<_>>();
    assert_eq!(hands(&g), [2, 2], "each player drew");
    assert!(matches!(&g.state().pending, Some(Pending::Discard { player: PlayerId(0), .. })));
    // Player 1 may not answer for player 0.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    refused(&mut g, Action::Discard { player: PlayerId(1), object: bolt });
    let bears = in_hand(&g, 0, "Grizzly Bears");
    g.apply(Action::Discard { player: PlayerId(0), object: bears }).unwrap();
    assert_eq!(hands(&g), [2, 2], "chosen, not yet discarded (101.4)");
    // The choices so far are part of the serialized game.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!((&back, back.to_json()), (&g, g.to_json()));
    assert!(matches!(&g.state().pending, Some(Pending::Discard { player: PlayerId(1), .. })));
    let events = g.apply(Action::Discard { player: PlayerId(1), object: bolt }).unwrap();
    assert_eq!(events.iter().filter(|e| matches!(e, mtg_rules::game::Event::Discarded { .. })).count(), 2);
    assert_eq!(hands(&g), [1, 1]);
    let graveyard = |p: usize| {
        g.state().players[p].graveyard.iter().map(|&id| g.object(id).unwrap().card.clone()).collect::<Vec<_>>()
    };
    assert_eq!((graveyard(0), graveyard(1)), (vec!["Grizzly Bears".to_string()], vec!["Lightning Bolt".to_string()]));
    assert!(g.state().pending.is_none());
}

#[test]
fn hall_of_storm_giants_animated_has_ward_3_and_an_opponents_bolt_is_countered_unless_they_pay_702_21a_613_1f() {
    use mtg_rules::game::{Action, CastMethod, Pending, PlayerId};
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Hall of Storm Giants", "Island", "Island", "Island", "Island", "Island", "Island"] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Mountain"] }
        ],
        "step": "precombatMain"
    }));
    let hall = the_only(&g, "Hall of Storm Giants");
    g.apply(activate(&g, hall, 2)).unwrap();
    resolve_all(&mut g);
    assert_eq!(size(&g, "Hall of Storm Giants"), (7, 7));
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(hall)])).unwrap();
    // The ward trigger goes on the stack above the Bolt and resolves first.
    assert_eq!(g.state().stack.len(), 2, "{:?}", g.state().stack);
    resolve_all(&mut g);
    match &g.state().pending {
        Some(Pending::PayWard { player: PlayerId(1), mana: Some(mana), .. }) => assert_eq!(mana, "{3}"),
        other => panic!("ward {{3}} asked of the Bolt's controller: {other:?}"),
    }
    // One Mountain left: they cannot pay {3}.
    let pay = Action::PayWard { player: PlayerId(1), pay: true };
    assert_eq!(refused(&mut g, pay), "cannot_pay");
    g.apply(Action::PayWard { player: PlayerId(1), pay: false }).unwrap();
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().players[1].graveyard.len(), 1, "the Bolt was countered");
    assert_eq!(g.object(hall).unwrap().damage, 0);
}

#[test]
fn delighted_halflings_mana_pays_for_a_legendary_spell_which_then_cannot_be_countered_106_6_101_2() {
    use mtg_rules::game::CastMethod;
    let duel = |spell: &str| {
        game(json!({
            "players": [
                { "hand": [spell], "battlefield": ["Delighted Halfling", "Forest"] },
                { "hand": ["Counterspell"], "battlefield": ["Island", "Island"] }
            ],
            "step": "precombatMain"
        }))
    };
    // Tetsuko ({1}{U}, legendary): the Halfling's blue is restricted mana; the Forest pays {1}.
    for (spell, countered) in [("Tetsuko Umezawa, Fugitive", false), ("Grizzly Bears", true)] {
        let mut g = duel(spell);
        let id = in_hand(&g, 0, spell);
        g.apply(cast(0, id, CastMethod::Normal)).unwrap();
        let on_stack = g.state().stack[0];
        let back = Game::from_json(db(), &g.to_json()).unwrap();
        assert_eq!((&back, back.to_json()), (&g, g.to_json()), "the mark reads back");
        g.apply(pass(0)).unwrap();
        let counterspell = in_hand(&g, 1, "Counterspell");
        g.apply(cast_at(1, counterspell, CastMethod::Normal, vec![at(on_stack)])).unwrap();
        resolve_all(&mut g);
        assert_eq!(on_battlefield(&g, spell).is_empty(), countered, "{spell}");
        assert_eq!(g.state().players[1].graveyard.len(), 1, "Counterspell resolved and went to the graveyard");
    }
}

#[test]
fn hall_of_storm_giants_enters_tapped_if_its_controller_controls_two_or_more_other_lands_614_1c() {
    use mtg_rules::game::{Action, Event, PlayerId};
    for (others, tapped) in [(json!(["Island"]), false), (json!(["Island", "Island"]), true)] {
        let mut g = game(json!({
            "players": [{ "hand": ["Hall of Storm Giants"], "battlefield": others }, {}],
            "step": "precombatMain"
        }));
        let hall = in_hand(&g, 0, "Hall of Storm Giants");
        let events = g.apply(Action::PlayLand { player: PlayerId(0), object: hall, face: None }).unwrap();
        let played = events.iter().find_map(|e| match e {
            Event::LandPlayed { tapped, object, .. } => Some((*tapped, *object)),
            _ => None,
        });
        let (was_tapped, object) = played.expect("played");
        assert_eq!((was_tapped, g.object(object).unwrap().tapped), (tapped, tapped), "{others}");
    }
}

#[test]
fn the_seedcores_restricted_mana_pays_for_a_phyrexian_creature_spell_and_no_other_106_6() {
    use mtg_rules::game::CastMethod;
    let g = game(json!({
        "players": [{ "hand": ["Crawling Chorus", "Llanowar Elves"], "battlefield": ["The Seedcore"] }, {}],
        "step": "precombatMain"
    }));
    let chorus = in_hand(&g, 0, "Crawling Chorus");
    let elves = in_hand(&g, 0, "Llanowar Elves");
    assert!(option(&g, chorus, CastMethod::Normal).castable, "{{W}} from the Seedcore for a Phyrexian creature");
    let elves_option = option(&g, elves, CastMethod::Normal);
    assert!(!elves_option.castable && codes(&elves_option) == ["cannot_pay"], "{elves_option:?}");
    let mut g = g;
    g.apply(cast(0, chorus, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Crawling Chorus").len(), 1);
}

#[test]
fn sylvan_caryatid_has_hexproof_so_an_opponent_cannot_target_it_but_its_controller_can_702_11b() {
    use mtg_rules::game::CastMethod;
    let mut g = game(json!({
        "players": [
            { "hand": ["Giant Growth"], "battlefield": ["Sylvan Caryatid", "Forest"] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"] }
        ],
        "activePlayer": 1, "step": "precombatMain"
    }));
    let caryatid = the_only(&g, "Sylvan Caryatid");
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    assert_eq!(refused(&mut g, cast_at(1, bolt, CastMethod::Normal, vec![at(caryatid)])), "hexproof");
    g.apply(pass(1)).unwrap();
    let growth = in_hand(&g, 0, "Giant Growth");
    g.apply(cast_at(0, growth, CastMethod::Normal, vec![at(caryatid)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(size(&g, "Sylvan Caryatid"), (3, 6));
}

#[test]
fn cavern_of_souls_names_a_creature_type_as_it_enters_and_its_colored_mana_casts_only_that_type_uncounterably_614_12_106_6_101_2()
 {
    use mtg_rules::card::subtypes::CreatureType;
    use mtg_rules::game::{Action, CastMethod, EnterChoice, Pending, PlayerId};
    let mut g = game(json!({
        "players": [
            { "hand": ["Cavern of Souls", "Llanowar Elves", "Grizzly Bears"], "library": ["Forest"] },
            { "hand": ["Counterspell"], "battlefield": ["Island", "Island"], "library": ["Island"] }
        ],
        "step": "precombatMain"
    }));
    let cavern = in_hand(&g, 0, "Cavern of Souls");
    g.apply(Action::PlayLand { player: PlayerId(0), object: cavern, face: None }).unwrap();
    let Some(Pending::ChooseReplacement { choice, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(choice, EnterChoice::CreatureType);
    let name = |t: &str| CreatureType::find(t).unwrap();
    let answer = |t: Option<CreatureType>| Action::ChooseReplacement {
        player: PlayerId(0),
        object: cavern,
        accept: true,
        color: None,
        creature_type: t,
        card: None,
        chosen_player: None,
    };
    // Listed: the creature types of the cards its controller owns, in the rules' order (205.3m).
    let listed = ["Bear", "Druid", "Elf"].map(|t| answer(Some(name(t)))).to_vec();
    assert_eq!(g.legal_actions(), listed);
    check_legal_actions(&g);
    assert!(g.is_legal(&answer(Some(name("Human")))), "any creature type may be chosen");
    refused_with(&mut g, answer(None), "no_such_choice", Some("614.12"));
    let not_a_type = r#"{"type":"chooseReplacement","player":0,"object":1,"accept":true,"creatureType":"Forest"}"#;
    assert!(Action::from_json(not_a_type).is_err(), "Forest is not a creature type");
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back, g, "saved while it waits");
    g.apply(answer(Some(name("Elf")))).unwrap();
    let cavern = the_only(&g, "Cavern of Souls");
    assert_eq!(g.object(cavern).unwrap().chosen_type, Some(name("Elf")));
    assert!(g.to_json().contains(r#""chosenType":"Elf""#));
    assert_eq!(Game::from_json(db(), &g.to_json()).unwrap(), g, "the chosen type reads back");
    // Its any-color mana pays only for a creature spell of the chosen type (106.6).
    let (elves, bears) = (in_hand(&g, 0, "Llanowar Elves"), in_hand(&g, 0, "Grizzly Bears"));
    assert!(option(&g, elves, CastMethod::Normal).castable, "{{G}} from Cavern for an Elf");
    let bears_option = option(&g, bears, CastMethod::Normal);
    assert_eq!(codes(&bears_option), ["cannot_pay"], "a Bear gets only {{C}}: {bears_option:?}");
    // ... and that spell can't be countered (101.2).
    g.apply(cast(0, elves, CastMethod::Normal)).unwrap();
    let on_stack = g.state().stack[0];
    g.apply(pass(0)).unwrap();
    let counterspell = in_hand(&g, 1, "Counterspell");
    g.apply(cast_at(1, counterspell, CastMethod::Normal, vec![at(on_stack)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Llanowar Elves").len(), 1, "the Elf resolved");
    assert_eq!(g.state().players[1].graveyard.len(), 1, "Counterspell resolved and did nothing");
}

#[test]
fn omnaths_landfall_gains_4_life_then_adds_rgwu_then_deals_4_damage_to_each_opponent_and_their_planeswalker_608_2c() {
    use mtg_rules::game::{Action, Pending, PlayerId};
    let omnath = db().get("Omnath, Locus of Creation").unwrap();
    assert_eq!(omnath.unsupported_text().count(), 0, "{:?}", omnath.unsupported_text().collect::<Vec<_>>());
    let mut g = game(json!({
        "players": [
            { "hand": ["Forest"], "battlefield": ["Omnath, Locus of Creation", "Evolving Wilds", "Fabled Passage"],
              "library": ["Plains", "Island", "Mountain"] },
            { "battlefield": ["Liliana of the Veil"], "library": ["Swamp"] }
        ],
        "step": "precombatMain"
    }));
    let fetch = |g: &mut Game, name: &str| {
        let land = the_only(g, name);
        g.apply(activate(g, land, 0)).unwrap();
        resolve_all(g);
        let Some(Pending::SearchLibrary { candidates, .. }) = g.state().pending.clone() else {
            panic!("{:?}", g.state().pending)
        };
        g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(candidates[0]) }).unwrap();
        assert_eq!(g.state().stack.len(), 1, "landfall");
    };
    // The first land: "you gain 4 life if this is the first time this ability has resolved this turn".
    let forest = in_hand(&g, 0, "Forest");
    g.apply(Action::PlayLand { player: PlayerId(0), object: forest, face: None }).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 24);
    assert!(g.to_json().contains(r#""resolvedThisTurn":[["#), "the resolution is counted");
    assert_eq!(Game::from_json(db(), &g.to_json()).unwrap(), g, "and reads back");
    // The second: "If it's the second time, add {R}{G}{W}{U}."
    fetch(&mut g, "Evolving Wilds");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 24, "no more life");
    for t in [ManaType::R, ManaType::G, ManaType::W, ManaType::U] {
        assert_eq!(pool(&g, 0, t), 1, "{t:?}");
    }
    // The third: "Omnath deals 4 damage to each opponent and each planeswalker you don't control."
    fetch(&mut g, "Fabled Passage");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 16);
    assert!(on_battlefield(&g, "Liliana of the Veil").is_empty(), "4 damage removed its 3 loyalty counters");
    assert_eq!(g.state().players[0].life, 24, "no life gained the third time");
    assert_eq!(Game::from_json(db(), &g.to_json()).unwrap(), g);
    while g.state().turn == 1 {
        let next = match g.state().pending {
            Some(Pending::DeclareAttackers { .. }) => attack(0, &[]),
            _ => pass(g.state().priority_player.0),
        };
        g.apply(next).unwrap();
    }
    assert!(g.state().resolved_this_turn.is_empty(), "counted per turn");
}
