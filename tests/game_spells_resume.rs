//! A choice in the middle of a resolution (608.2c–d): the resolution pauses
//! on the pending choice, the spell stays on the stack (608.2n), and the
//! answer carries on with the remaining instructions. Real cards of the
//! real-deck pool (`tests/data/pool-decks.json`).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, ChoicePurpose, Event, Game, Pending, PlayerId};
use serde_json::json;

fn names(g: &Game, ids: &[mtg_rules::game::ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

fn hand(g: &Game, player: usize) -> Vec<String> {
    names(g, &g.state().players[player].hand)
}

fn library(g: &Game, player: usize) -> Vec<String> {
    names(g, &g.state().players[player].library)
}

/// The game read back from its JSON is the same game.
fn reads_back(g: &Game) -> Game {
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    back
}

#[test]
fn preordain_scries_two_then_draws_the_card_left_on_top_608_2c_701_22a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Preordain"], "battlefield": ["Island"], "library": ["Forest", "Mountain", "Swamp"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Preordain");
    g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::Scry { player, cards, look: false, bottom: false }) = g.state().pending.clone() else {
        panic!("the scry is asked: {:?}", g.state().pending)
    };
    assert_eq!((player, names(&g, &cards)), (PlayerId(0), vec!["Forest".to_string(), "Mountain".to_string()]));
    // 608.2c: the draw waits for the scry; 608.2n: the spell is still on the stack.
    assert!(hand(&g, 0).is_empty());
    assert_eq!(names(&g, &g.state().stack), ["Preordain"]);
    let on_stack = g.state().stack[0];
    assert!(g.state().resolving.is_some());
    check_legal_actions(&g);
    // An answer naming a card not looked at changes nothing (732).
    let swamp = g.state().players[0].library[2];
    let bad = Action::Scry { player: PlayerId(0), top: vec![cards[0], swamp], bottom: vec![cards[1]] };
    refused_with(&mut g, bad, "not_the_cards_looked_at", Some("701.22a"));
    // Read back mid-resolution, the game goes on the same way.
    let mut back = reads_back(&g);
    let answer = Action::Scry { player: PlayerId(0), top: vec![cards[1]], bottom: vec![cards[0]] };
    let events = g.apply(answer.clone()).unwrap();
    assert_eq!(back.apply(answer).unwrap(), events);
    assert_eq!(back.to_json(), g.to_json());
    assert_eq!(hand(&g, 0), ["Mountain"], "the card kept on top is drawn");
    assert_eq!(library(&g, 0), ["Swamp", "Forest"]);
    assert!(g.state().stack.is_empty() && g.state().resolving.is_none());
    assert_eq!(zone_of(&g, "Preordain", 0), Some(Zone::Graveyard));
    assert!(events.iter().any(|e| matches!(e, Event::SpellResolved { object, .. } if *object == on_stack)));
    assert_eq!(g.state().priority_player, PlayerId(0), "117.3b");
}

#[test]
fn thoughtseize_its_caster_loses_two_life_only_after_the_card_is_chosen_608_2c_701_9b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Thoughtseize"], "battlefield": ["Swamp"] },
            { "hand": ["Mountain", "Grizzly Bears", "Lightning Bolt"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Thoughtseize");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player: PlayerId(0), purpose: ChoicePurpose::Discard, .. }) =
        g.state().pending.clone()
    else {
        panic!("the caster chooses: {:?}", g.state().pending)
    };
    assert_eq!(g.state().players[0].life, 20, "the life is lost after the choice (608.2c)");
    assert_eq!(zone_of(&g, "Thoughtseize", 0), Some(Zone::Stack));
    let mut back = reads_back(&g);
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: bolt }).unwrap();
    back.apply(Action::ChooseObject { player: PlayerId(0), object: bolt }).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].life, 18);
    assert_eq!(zone_of(&g, "Thoughtseize", 0), Some(Zone::Graveyard));
    assert!(g.state().pending.is_none() && g.state().resolving.is_none());
}

#[test]
fn kolaghans_command_deals_its_damage_after_the_target_player_discards_the_card_they_choose_700_2c_608_2c_701_9b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Kolaghan's Command"], "battlefield": ["Swamp", "Mountain", "Mountain"] },
            { "hand": ["Lightning Bolt", "Counterspell"], "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Kolaghan's Command");
    let bears = the_only(&g, "Grizzly Bears");
    // Modes 2 and 4 (discard; 2 damage), their targets in printed order (700.2c).
    g.apply(cast_choosing(0, spell, vec![player_target(1), at(bears)], vec![1, 3], Vec::new())).unwrap();
    resolve_all(&mut g);
    let Some(Pending::Discard { player: PlayerId(1), effect: true, .. }) = g.state().pending.clone() else {
        panic!("the target player discards: {:?}", g.state().pending)
    };
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield), "the damage waits (608.2c)");
    assert_eq!(zone_of(&g, "Kolaghan's Command", 0), Some(Zone::Stack));
    check_legal_actions(&g);
    let mut back = reads_back(&g);
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    refused_with(&mut g, Action::Discard { player: PlayerId(0), object: bolt }, "not_your_choice", None);
    for game in [&mut g, &mut back] {
        game.apply(Action::Discard { player: PlayerId(1), object: bolt }).unwrap();
    }
    assert_eq!(back.to_json(), g.to_json());
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Counterspell", 1), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard), "2 damage to a 2/2 (704.5g)");
    assert_eq!(zone_of(&g, "Kolaghan's Command", 0), Some(Zone::Graveyard));
}

#[test]
fn three_steps_ahead_copies_a_creature_then_draws_two_and_discards_one_702_172a_707_2_608_2c() {
    let mut g = game(json!({
        "players": [
            {
                "hand": ["Three Steps Ahead"],
                "battlefield": ["Island", "Island", "Island", "Island", "Island", "Island", "Grizzly Bears"],
                "library": ["Forest", "Mountain", "Swamp"]
            },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Three Steps Ahead");
    let bears = the_only(&g, "Grizzly Bears");
    // Spree: {U} + {3} (copy) + {2} (draw two, then discard), 702.172a.
    g.apply(cast_choosing(0, spell, vec![at(bears)], vec![1, 2], Vec::new())).unwrap();
    resolve_all(&mut g);
    let Some(Pending::Discard { player: PlayerId(0), effect: true, .. }) = g.state().pending.clone() else {
        panic!("the caster discards: {:?}", g.state().pending)
    };
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 2, "the token copy first (608.2c)");
    assert_eq!(hand(&g, 0), ["Forest", "Mountain"]);
    let mountain = in_hand(&g, 0, "Mountain");
    g.apply(Action::Discard { player: PlayerId(0), object: mountain }).unwrap();
    assert_eq!(hand(&g, 0), ["Forest"]);
    assert_eq!(zone_of(&g, "Mountain", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Three Steps Ahead", 0), Some(Zone::Graveyard));
    assert!(g.state().pending.is_none() && g.state().resolving.is_none());
}

#[test]
fn sheoldreds_edict_each_opponent_sacrifices_a_nontoken_creature_of_their_choice_701_21a_111_1() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Sheoldred's Edict"], "battlefield": ["Swamp", "Swamp", "Swamp", "Grizzly Bears"] },
            { "battlefield": ["Llanowar Elves", "Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    // Player 1's two nontoken creatures.
    let (elves, thopter) = (the_only(&g, "Llanowar Elves"), the_only(&g, "Ornithopter"));
    g.apply(Action::CastSpell {
        player: PlayerId(0),
        object: in_hand(&g, 0, "Sheoldred's Edict"),
        method: CastMethod::Normal,
        x: None,
        payment: None,
        targets: Vec::new(),
        modes: vec![0],
        choices: Vec::new(),
        division: Vec::new(),
    })
    .unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player, objects, purpose, .. }) = g.state().pending.clone() else {
        panic!("the opponent chooses: {:?}", g.state().pending)
    };
    assert_eq!((player, purpose), (PlayerId(1), ChoicePurpose::Sacrifice));
    assert_eq!(objects, vec![elves, thopter], "not the caster's own creature");
    check_legal_actions(&g);
    let bears = the_only(&g, "Grizzly Bears");
    refused_with(&mut g, Action::ChooseObject { player: PlayerId(1), object: bears }, "not_a_choice", Some("701.21a"));
    let mut back = reads_back(&g);
    for game in [&mut g, &mut back] {
        game.apply(Action::ChooseObject { player: PlayerId(1), object: thopter }).unwrap();
    }
    assert_eq!(back.to_json(), g.to_json());
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Battlefield));
}

#[test]
fn sheoldreds_edict_each_opponent_chooses_in_apnap_order_and_both_sacrifice_at_once_101_4_701_21a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Sheoldred's Edict"], "battlefield": ["Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["Llanowar Elves", "Ornithopter"] },
            { "battlefield": ["Grizzly Bears", "Dina, Soul Steeper"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Sheoldred's Edict");
    g.apply(cast_choosing(0, spell, Vec::new(), vec![0], Vec::new())).unwrap();
    resolve_all(&mut g);
    let elves = the_only(&g, "Llanowar Elves");
    let Some(Pending::ChooseObject { player: PlayerId(1), .. }) = g.state().pending else {
        panic!("player 1 chooses first: {:?}", g.state().pending)
    };
    g.apply(Action::ChooseObject { player: PlayerId(1), object: elves }).unwrap();
    // 101.4: chosen, not yet sacrificed, while the next opponent chooses.
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Battlefield));
    let Some(Pending::ChooseObject { player: PlayerId(2), chosen, .. }) = g.state().pending.clone() else {
        panic!("player 2 chooses next: {:?}", g.state().pending)
    };
    assert_eq!(chosen, vec![elves]);
    let mut back = reads_back(&g);
    let bears = the_only(&g, "Grizzly Bears");
    for game in [&mut g, &mut back] {
        game.apply(Action::ChooseObject { player: PlayerId(2), object: bears }).unwrap();
    }
    assert_eq!(back.to_json(), g.to_json());
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Grizzly Bears", 2), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Sheoldred's Edict", 0), Some(Zone::Graveyard));
}

#[test]
fn galvanic_blast_deals_four_damage_instead_with_metalcraft_and_two_without_608_2c() {
    for (artifacts, life) in [(3, 16), (2, 18)] {
        let mut battlefield = vec!["Mountain"];
        battlefield.extend(std::iter::repeat_n("Ornithopter", artifacts));
        let mut g = game(json!({
            "players": [{ "hand": ["Galvanic Blast"], "battlefield": battlefield }, {}],
            "step": "precombatMain"
        }));
        let spell = in_hand(&g, 0, "Galvanic Blast");
        g.apply(cast_at(0, spell, CastMethod::Normal, vec![player_target(1)])).unwrap();
        resolve_all(&mut g);
        assert_eq!(g.state().players[1].life, life, "{artifacts} artifacts");
        assert_eq!(zone_of(&g, "Galvanic Blast", 0), Some(Zone::Graveyard));
    }
}

#[test]
fn unholy_heat_deals_six_damage_instead_with_four_card_types_in_the_graveyard_delirium_205_2a_608_2c() {
    // Ornithopter is an artifact and a creature: with a land and an instant, four types.
    for (graveyard, survives) in [
        (vec!["Ornithopter", "Forest", "Lightning Bolt"], false),
        (vec!["Grizzly Bears", "Forest", "Lightning Bolt"], true),
    ] {
        let mut g = game(json!({
            "players": [
                { "hand": ["Unholy Heat"], "battlefield": ["Mountain"], "graveyard": graveyard },
                { "battlefield": ["Colossal Dreadmaw"] }
            ],
            "step": "precombatMain"
        }));
        let spell = in_hand(&g, 0, "Unholy Heat");
        let dreadmaw = the_only(&g, "Colossal Dreadmaw");
        g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(dreadmaw)])).unwrap();
        resolve_all(&mut g);
        let zone = if survives { Zone::Battlefield } else { Zone::Graveyard };
        assert_eq!(zone_of(&g, "Colossal Dreadmaw", 1), Some(zone), "a 6/6 and {graveyard:?}");
    }
}

#[test]
fn stubborn_denial_counters_outright_with_ferocious_and_otherwise_asks_for_one_608_2c_701_6a() {
    for ferocious in [true, false] {
        let mine = if ferocious { json!(["Island", "Colossal Dreadmaw"]) } else { json!(["Island", "Grizzly Bears"]) };
        let mut g = game(json!({
            "players": [
                { "hand": ["Stubborn Denial"], "battlefield": mine },
                { "hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Mountain"] }
            ],
            "activePlayer": 1, "priorityPlayer": 1,
            "step": "precombatMain"
        }));
        let bolt = in_hand(&g, 1, "Lightning Bolt");
        g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
        let on_stack = g.state().stack[0];
        g.apply(pass(1)).unwrap(); // 117.3c: the caster holds priority first
        let denial = in_hand(&g, 0, "Stubborn Denial");
        g.apply(cast_at(0, denial, CastMethod::Normal, vec![at(on_stack)])).unwrap();
        g.apply(pass(0)).unwrap();
        g.apply(pass(1)).unwrap();
        if ferocious {
            assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
            assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard));
        } else {
            let Some(Pending::PayWard { player: PlayerId(1), .. }) = g.state().pending else {
                panic!("its controller may pay {{1}}: {:?}", g.state().pending)
            };
            g.apply(Action::PayWard { player: PlayerId(1), pay: false }).unwrap();
            assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard));
        }
    }
}

#[test]
fn path_to_exile_its_controller_may_search_for_a_basic_land_that_enters_tapped_608_2h_701_23() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Path to Exile"], "battlefield": ["Plains"] },
            { "battlefield": ["Grizzly Bears"], "library": ["Forest", "Mountain", "Llanowar Elves"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Path to Exile");
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::SearchLibrary { player: PlayerId(1), candidates, .. }) = g.state().pending.clone() else {
        panic!("the exiled creature's controller searches: {:?}", g.state().pending)
    };
    assert_eq!(names(&g, &candidates), ["Forest", "Mountain"], "basic land cards only");
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile));
    let elves = g.state().players[1].library[2];
    refused(&mut g, Action::SearchLibrary { player: PlayerId(1), found: Some(elves) });
    g.apply(Action::SearchLibrary { player: PlayerId(1), found: Some(candidates[1]) }).unwrap();
    let mountain = the_only(&g, "Mountain");
    assert!(g.object(mountain).unwrap().tapped);
    assert_eq!(g.object(mountain).unwrap().controller, PlayerId(1));
    assert_eq!(zone_of(&g, "Path to Exile", 0), Some(Zone::Graveyard));
}

#[test]
fn cleansing_wildfire_draws_its_card_after_the_lands_controller_searches_608_2c_701_23() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Cleansing Wildfire"], "battlefield": ["Mountain", "Mountain"], "library": ["Island"] },
            { "battlefield": ["Forest"], "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Cleansing Wildfire");
    let forest = the_only(&g, "Forest");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(forest)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::SearchLibrary { player: PlayerId(1), candidates, .. }) = g.state().pending.clone() else {
        panic!("the land's controller searches: {:?}", g.state().pending)
    };
    assert_eq!(zone_of(&g, "Forest", 1), Some(Zone::Graveyard));
    assert!(hand(&g, 0).is_empty(), "the draw waits for the search (608.2c)");
    let mut back = reads_back(&g);
    for game in [&mut g, &mut back] {
        game.apply(Action::SearchLibrary { player: PlayerId(1), found: Some(candidates[0]) }).unwrap();
    }
    assert_eq!(back.to_json(), g.to_json());
    assert!(g.object(the_only(&g, "Plains")).unwrap().tapped);
    assert_eq!(hand(&g, 0), ["Island"]);
    assert_eq!(zone_of(&g, "Cleansing Wildfire", 0), Some(Zone::Graveyard));
}

#[test]
fn deafening_clarion_both_modes_deal_three_to_each_creature_then_yours_gain_lifelink_700_2d_611_2c_613_1f() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Deafening Clarion"], "battlefield": ["Mountain", "Plains", "Plains", "Colossal Dreadmaw"] },
            { "battlefield": ["Grizzly Bears", "Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Deafening Clarion");
    let dreadmaw = the_only(&g, "Colossal Dreadmaw");
    assert!(!g.permanent(dreadmaw).unwrap().keywords.lifelink);
    g.apply(cast_choosing(0, spell, Vec::new(), vec![0, 1], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Graveyard));
    assert_eq!(g.object(dreadmaw).unwrap().damage, 3);
    assert!(g.permanent(dreadmaw).unwrap().keywords.lifelink, "creatures you control gain lifelink");
}

#[test]
fn invoke_despair_edicts_a_creature_an_enchantment_and_a_planeswalker_and_each_one_they_cant_costs_2_life_and_draws_you_a_card_701_21a_608_2c()
 {
    let swamps = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]);
    let setup = |theirs: serde_json::Value| {
        decks_game(json!({
            "players": [
                { "battlefield": swamps, "hand": ["Invoke Despair"], "library": ["Swamp", "Swamp", "Swamp"] },
                { "battlefield": theirs, "library": ["Swamp", "Swamp", "Swamp"] }
            ],
            "step": "precombatMain", "turn": 3
        }))
    };
    // One creature, no enchantment, one planeswalker: each sacrificed without asking; the enchantment they can't.
    let mut g = setup(json!(["Gurmag Angler", "Liliana of the Veil"]));
    g.apply(cast_at(0, in_hand(&g, 0, "Invoke Despair"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Gurmag Angler").is_empty() && on_battlefield(&g, "Liliana of the Veil").is_empty());
    assert_eq!(g.state().players[1].life, 18, "no enchantment to sacrifice: they lose 2 life");
    assert_eq!(g.state().players[0].hand.len(), 1, "and you draw a card, once");
    assert_eq!(g.state().players[0].life, 20);
    // Two creatures and an enchantment, no planeswalker: the opponent chooses which creature (608.2d).
    let mut g = setup(json!(["Gurmag Angler", "Voldaren Epicure", "Up the Beanstalk"]));
    g.apply(cast_at(0, in_hand(&g, 0, "Invoke Despair"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player: PlayerId(1), objects, purpose: ChoicePurpose::Sacrifice, .. }) =
        g.state().pending.clone()
    else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 2);
    let epicure = the_only(&g, "Voldaren Epicure");
    let g2 = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(g2.to_json(), g.to_json(), "the paused resolution reads back");
    g.apply(Action::ChooseObject { player: PlayerId(1), object: epicure }).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Gurmag Angler").len(), 1, "the creature they kept");
    assert!(on_battlefield(&g, "Voldaren Epicure").is_empty() && on_battlefield(&g, "Up the Beanstalk").is_empty());
    assert_eq!(g.state().players[1].life, 18, "no planeswalker: 2 life");
    assert_eq!(g.state().players[0].hand.len(), 1);
    assert_eq!(zone_of(&g, "Invoke Despair", 0), Some(Zone::Graveyard));
}

#[test]
fn extinction_event_exiles_each_creature_whose_mana_value_has_the_parity_its_caster_chooses_as_it_resolves_608_2d() {
    let setup = || {
        decks_game(json!({
            "players": [
                { "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Gurmag Angler"], "hand": ["Extinction Event"], "library": ["Swamp", "Swamp"] },
                { "battlefield": ["Orcish Bowmasters", "Voldaren Epicure"], "library": ["Swamp", "Swamp"] }
            ],
            "step": "precombatMain", "turn": 3
        }))
    };
    for odd in [true, false] {
        let mut g = setup();
        g.apply(cast(0, in_hand(&g, 0, "Extinction Event"), CastMethod::Normal)).unwrap();
        resolve_all(&mut g);
        assert!(matches!(
            g.state().pending,
            Some(Pending::YouMay { player: PlayerId(0), purpose: ChoicePurpose::OddOrEven, .. })
        ));
        let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
        assert_eq!(back.to_json(), g.to_json(), "the choice reads back");
        g.apply(Action::YouMay { player: PlayerId(0), accept: odd }).unwrap();
        resolve_all(&mut g);
        // Gurmag Angler 7 and Voldaren Epicure 1 are odd; Orcish Bowmasters 2 is even.
        assert_eq!(on_battlefield(&g, "Gurmag Angler").is_empty(), odd);
        assert_eq!(on_battlefield(&g, "Voldaren Epicure").is_empty(), odd);
        assert_eq!(on_battlefield(&g, "Orcish Bowmasters").is_empty(), !odd);
        assert_eq!(zone_of(&g, "Extinction Event", 0), Some(Zone::Graveyard));
    }
}
