//! Lands (305) as real decks play them, with their current Oracle text:
//! lands that enter tapped unless a condition holds (check, fast and slow
//! lands, 614.1c), lands with basic land types (305.6), artifact lands, an
//! indestructible land (702.12).

mod game_fixture;

use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ManaType, Pending, PlayerId};
use serde_json::{Value, json};

fn main_phase(hand: Value, battlefield: Value) -> Game {
    game(json!({
        "players": [{ "hand": hand, "battlefield": battlefield, "library": ["Island", "Island"] },
                    { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Stone Rain"], "library": ["Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }))
}

/// Plays `name` from player 0's hand; whether it entered tapped.
fn played_tapped(g: &mut Game, name: &str) -> bool {
    let land = in_hand(g, 0, name);
    let events = g.apply(Action::PlayLand { player: PlayerId(0), object: land, face: None }).unwrap();
    let Some(Event::LandPlayed { tapped, object, .. }) =
        events.iter().find(|e| matches!(e, Event::LandPlayed { .. })).cloned()
    else {
        panic!("{name} was played: {events:?}")
    };
    assert_eq!(g.object(object).unwrap().tapped, tapped);
    tapped
}

#[test]
fn a_check_land_enters_untapped_only_if_you_control_a_land_of_one_of_its_types_614_1c() {
    let mut with_plains = main_phase(json!(["Glacial Fortress"]), json!(["Plains"]));
    assert!(!played_tapped(&mut with_plains, "Glacial Fortress"));
    // A nonbasic land with the type counts too (305.6): Hallowed Fountain is a Plains Island.
    let mut with_fountain = main_phase(json!(["Glacial Fortress"]), json!(["Hallowed Fountain"]));
    assert!(!played_tapped(&mut with_fountain, "Glacial Fortress"));
    let mut with_mountain = main_phase(json!(["Glacial Fortress"]), json!(["Mountain", "Forest"]));
    assert!(played_tapped(&mut with_mountain, "Glacial Fortress"));
    // The opponent's Island is not yours.
    let mut none = main_phase(json!(["Glacial Fortress"]), json!([]));
    assert!(played_tapped(&mut none, "Glacial Fortress"));
}

#[test]
fn a_fast_land_played_on_turn_four_enters_tapped_614_1c() {
    // Turn 2: two other lands at most, untapped.
    let mut early = main_phase(json!(["Seachrome Coast"]), json!(["Plains", "Island"]));
    assert!(!played_tapped(&mut early, "Seachrome Coast"));
    // Turn 4: three other lands, tapped.
    let mut late = main_phase(json!(["Seachrome Coast"]), json!(["Plains", "Island", "Island"]));
    assert!(played_tapped(&mut late, "Seachrome Coast"));
    // Only lands count: a creature is not one.
    let mut bears = main_phase(json!(["Seachrome Coast"]), json!(["Plains", "Island", "Grizzly Bears"]));
    assert!(!played_tapped(&mut bears, "Seachrome Coast"));
}

#[test]
fn a_slow_land_enters_tapped_unless_you_control_two_or_more_other_lands_614_1c() {
    let mut early = main_phase(json!(["Deserted Beach"]), json!(["Plains"]));
    assert!(played_tapped(&mut early, "Deserted Beach"));
    let mut late = main_phase(json!(["Deserted Beach"]), json!(["Plains", "Island"]));
    assert!(!played_tapped(&mut late, "Deserted Beach"));
}

#[test]
fn the_enter_conditions_of_check_fast_and_slow_lands_are_understood_614_1c() {
    for name in [
        "Glacial Fortress",
        "Seachrome Coast",
        "Deserted Beach",
        "Sulfur Falls",
        "Blackcleave Cliffs",
        "Shipwreck Marsh",
    ] {
        let Some(card) = db().get(name) else { continue };
        assert_eq!(card.unsupported_text().count(), 0, "{name}: {:?}", card.unsupported_text().collect::<Vec<_>>());
    }
}

#[test]
fn a_land_with_two_basic_land_types_taps_for_either_color_305_6() {
    let mut g = main_phase(json!([]), json!([{ "card": "Hallowed Fountain" }]));
    let fountain = on_battlefield(&g, "Hallowed Fountain")[0];
    let choices: Vec<Action> =
        g.legal_actions().into_iter().filter(|a| matches!(a, Action::ActivateManaAbility { .. })).collect();
    assert_eq!(choices.len(), 2, "{{W}} (Plains) or {{U}} (Island): {choices:?}");
    g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: fountain, choice: 1 }).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.get(ManaType::U), 1);
}

#[test]
fn an_artifact_land_is_an_artifact_for_affinity_and_a_land_that_taps_for_mana_305_6_702_41a() {
    let mut g = main_phase(json!(["Frogmite", "Seat of the Synod"]), json!(["Seat of the Synod", "Darksteel Citadel"]));
    let frogmite = in_hand(&g, 0, "Frogmite");
    assert_eq!(option(&g, frogmite, CastMethod::Normal).mana_cost.unwrap().to_string(), "{2}");
    assert!(!played_tapped(&mut g, "Seat of the Synod"));
    let option = option(&g, frogmite, CastMethod::Normal);
    assert_eq!(option.mana_cost.as_ref().unwrap().to_string(), "{1}", "three artifacts now");
    assert!(option.castable);
    g.apply(cast(0, frogmite, CastMethod::Normal)).unwrap();
}

#[test]
fn an_indestructible_land_is_not_destroyed_702_12b() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Darksteel Citadel", "Seat of the Synod"] },
                    { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Stone Rain"], "library": ["Mountain"] }],
        "activePlayer": 1, "priorityPlayer": 1, "step": "precombatMain"
    }));
    let citadel = on_battlefield(&g, "Darksteel Citadel")[0];
    let rain = in_hand(&g, 1, "Stone Rain");
    g.apply(cast_at(1, rain, CastMethod::Normal, vec![at(citadel)])).unwrap();
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Darksteel Citadel"), vec![citadel], "indestructible: not destroyed");
    assert_eq!(g.state().players[1].graveyard.len(), 1, "Stone Rain resolved");
}

/// Plays `land` (in player 0's hand) and lets its "enters" trigger resolve.
fn play_and_resolve(g: &mut Game, name: &str) {
    let land = in_hand(g, 0, name);
    g.apply(Action::PlayLand { player: PlayerId(0), object: land, face: None }).unwrap();
    assert_eq!(g.state().stack.len(), 1, "its enters trigger (603.6a)");
    pass_all(g);
}

fn with_library(hand: Value, battlefield: Value) -> Game {
    game(json!({
        "players": [{ "hand": hand, "battlefield": battlefield, "library": ["Forest", "Island", "Swamp"] },
                    { "battlefield": ["Plains"], "library": ["Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }))
}

#[test]
fn a_surveil_land_enters_tapped_and_its_controller_surveils_1_701_25a() {
    let mut g = with_library(json!(["Meticulous Archive"]), json!([]));
    play_and_resolve(&mut g, "Meticulous Archive");
    assert!(g.object(on_battlefield(&g, "Meticulous Archive")[0]).unwrap().tapped);
    let forest = g.state().players[0].library[0];
    assert_eq!(
        g.state().pending,
        Some(Pending::Surveil { player: PlayerId(0), cards: vec![forest], explorer: None, look: false })
    );
    let keep = Action::Surveil { player: PlayerId(0), top: vec![forest], graveyard: vec![] };
    let mill = Action::Surveil { player: PlayerId(0), top: vec![], graveyard: vec![forest] };
    assert_eq!(g.legal_actions(), vec![keep, mill.clone()]);
    let events = g.apply(mill).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::Surveilled { graveyard, .. } if graveyard.len() == 1)),
        "{events:?}"
    );
    assert_eq!(g.state().players[0].graveyard.len(), 1);
    assert_eq!(g.object(g.state().players[0].graveyard[0]).unwrap().card, "Forest");
    assert_eq!(g.object(g.state().players[0].library[0]).unwrap().card, "Island");
    assert!(g.state().pending.is_none());
    assert_eq!(g.state().priority_player, PlayerId(0));
}

#[test]
fn a_scry_land_puts_the_card_on_the_bottom_if_its_controller_says_so_701_22a() {
    let mut g = with_library(json!(["Temple of Enlightenment"]), json!([]));
    play_and_resolve(&mut g, "Temple of Enlightenment");
    let forest = g.state().players[0].library[0];
    assert_eq!(
        g.state().pending,
        Some(Pending::Scry { player: PlayerId(0), cards: vec![forest], look: false, bottom: false })
    );
    g.apply(Action::Scry { player: PlayerId(0), top: vec![], bottom: vec![forest] }).unwrap();
    let library: Vec<String> =
        g.state().players[0].library.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    assert_eq!(library, ["Island", "Swamp", "Forest"]);
    assert!(g.state().players[0].graveyard.is_empty());
}

#[test]
fn a_scry_or_surveil_answer_must_name_each_card_looked_at_once_701_22a() {
    let mut g = with_library(json!(["Temple of Enlightenment"]), json!([]));
    play_and_resolve(&mut g, "Temple of Enlightenment");
    let library = g.state().players[0].library.clone();
    let (forest, island) = (library[0], library[1]);
    let scry = |top: Vec<_>, bottom: Vec<_>| Action::Scry { player: PlayerId(0), top, bottom };
    assert_eq!(refused(&mut g, scry(vec![island], vec![])), "not_the_cards_looked_at");
    assert_eq!(refused(&mut g, scry(vec![forest], vec![forest])), "not_the_cards_looked_at");
    assert_eq!(refused(&mut g, scry(vec![], vec![])), "not_the_cards_looked_at");
    let surveil = Action::Surveil { player: PlayerId(0), top: vec![forest], graveyard: vec![] };
    assert_eq!(refused(&mut g, surveil), "choice_pending");
    assert_eq!(
        refused(&mut g, Action::Scry { player: PlayerId(1), top: vec![forest], bottom: vec![] }),
        "not_your_choice"
    );
    g.apply(scry(vec![forest], vec![])).unwrap();
    // No choice is pending now: an answer is refused.
    assert_eq!(refused(&mut g, scry(vec![forest], vec![])), "nothing_to_choose");
}

#[test]
fn a_bounce_land_returns_a_land_its_controller_chooses_608_2d() {
    let mut g = with_library(json!(["Azorius Chancery"]), json!(["Plains", "Island"]));
    play_and_resolve(&mut g, "Azorius Chancery");
    let chancery = on_battlefield(&g, "Azorius Chancery")[0];
    assert!(g.object(chancery).unwrap().tapped, "This land enters tapped.");
    let Some(Pending::ReturnLand { player, lands }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!((player, lands.len()), (PlayerId(0), 3), "the Plains, the Island and the Chancery itself");
    assert_eq!(g.legal_actions().len(), 3);
    let plains =
        on_battlefield(&g, "Plains").into_iter().find(|&p| g.object(p).unwrap().controller == PlayerId(0)).unwrap();
    let theirs = on_battlefield(&g, "Plains").into_iter().find(|&p| p != plains).unwrap();
    assert_eq!(refused(&mut g, Action::ReturnLand { player: PlayerId(0), object: theirs }), "not_a_land_you_control");
    g.apply(Action::ReturnLand { player: PlayerId(0), object: plains }).unwrap();
    assert_eq!(g.object(g.state().players[0].hand[0]).unwrap().card, "Plains");
    // {T}: Add {W}{U}: one tap, two mana.
    let mut untapped = with_library(json!([]), json!(["Azorius Chancery"]));
    let chancery = on_battlefield(&untapped, "Azorius Chancery")[0];
    untapped.apply(Action::ActivateManaAbility { player: PlayerId(0), object: chancery, choice: 0 }).unwrap();
    let pool = untapped.state().players[0].mana_pool.mana;
    assert_eq!((pool.W, pool.U), (1, 1));
}

#[test]
fn a_bounce_land_alone_returns_itself_without_asking_608_2d() {
    let mut g = with_library(json!(["Azorius Chancery"]), json!([]));
    play_and_resolve(&mut g, "Azorius Chancery");
    assert!(g.state().pending.is_none());
    assert!(on_battlefield(&g, "Azorius Chancery").is_empty());
    assert_eq!(g.object(g.state().players[0].hand[0]).unwrap().card, "Azorius Chancery");
}

#[test]
fn surveil_scry_and_bounce_lands_are_understood_701_22_701_25() {
    for name in
        ["Meticulous Archive", "Temple of Enlightenment", "Azorius Chancery", "Undercity Sewers", "Boros Garrison"]
    {
        let Some(card) = db().get(name) else { continue };
        assert_eq!(card.unsupported_text().count(), 0, "{name}: {:?}", card.unsupported_text().collect::<Vec<_>>());
    }
}

#[test]
fn a_land_that_enters_tapped_if_you_control_two_or_more_other_lands_614_1c() {
    let mut early = main_phase(json!(["Hall of Storm Giants"]), json!(["Island"]));
    assert!(!played_tapped(&mut early, "Hall of Storm Giants"));
    let mut late = main_phase(json!(["Hall of Storm Giants"]), json!(["Island", "Island"]));
    assert!(played_tapped(&mut late, "Hall of Storm Giants"));
    let text = &db().get("Hall of Storm Giants").unwrap().faces[0].abilities;
    assert!(
        text.iter().any(|a| matches!(
            a,
            mtg_rules::text::Ability::Static { ability: mtg_rules::text::StaticAbility::EntersTappedIf { .. } }
        )),
        "{text:?}"
    );
}

#[test]
fn a_creature_land_becomes_a_creature_until_end_of_turn_and_attacks_613_1d_613_4b() {
    use mtg_rules::card::CardType;
    use mtg_rules::game::{AttackTarget, Step};
    use mtg_rules::text::{Ability, Effect};
    let mut g = game(json!({
        "players": [{ "battlefield": ["Restless Anchorage", "Plains", "Island", "Island"], "library": ["Island", "Island"] },
                    { "library": ["Mountain", "Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let anchorage = on_battlefield(&g, "Restless Anchorage")[0];
    let abilities = &db().get("Restless Anchorage").unwrap().faces[0].abilities;
    let index = abilities
        .iter()
        .position(|a| {
            matches!(a, Ability::Activated { effects, .. } if matches!(effects[..], [Effect::BecomeCreature { power: 2, toughness: 3, .. }]))
        })
        .expect("the animation is understood");
    // A land, not a creature: it cannot attack yet.
    assert!(!g.permanent(anchorage).unwrap().is(CardType::Creature));
    g.apply(Action::ActivateAbility {
        player: PlayerId(0),
        object: anchorage,
        ability: index,
        choice: 0,
        targets: vec![],
        choices: vec![],
        payment: None,
        x: None,
    })
    .unwrap();
    assert!(!g.object(anchorage).unwrap().tapped, "the Plains and Islands paid {{1}}{{W}}{{U}}");
    let events = pass_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::BecameCreature { object } if *object == anchorage)), "{events:?}");
    let now = g.permanent(anchorage).unwrap();
    assert!(now.is(CardType::Creature) && now.is(CardType::Land), "It's still a land.");
    assert_eq!((now.power, now.toughness), (2, 3));
    assert!(now.keywords.flying);
    assert_eq!(now.characteristics.colors.to_string(), "WU");
    assert!(now.characteristics.subtypes.iter().any(|s| s == "Bird"));
    // The game reads it back from JSON the same.
    let back = mtg_rules::game::Game::from_json(db(), &g.to_json()).unwrap();
    assert!(back.permanent(anchorage).unwrap().is(CardType::Creature));

    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(anchorage, AttackTarget::Player { player: PlayerId(1) })])).unwrap();
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().players[1].life, 18, "2 combat damage");
    // 514.2: at cleanup the effect ends; it is a land only again.
    advance_to(&mut g, Step::Upkeep);
    assert!(!g.permanent(anchorage).unwrap().is(CardType::Creature));
    assert!(g.state().became_creatures.is_empty());
}

#[test]
fn a_land_animated_the_turn_it_came_under_its_controllers_control_cannot_tap_for_mana_302_6() {
    use mtg_rules::text::{Ability, Effect};
    let mut g = game(json!({
        "players": [{ "hand": ["Llanowar Elves", "Forest"], "battlefield": [
            { "card": "Restless Anchorage", "summoningSick": true }, "Plains", "Island", "Island"
        ] }, {}],
        "step": "precombatMain"
    }));
    let anchorage = on_battlefield(&g, "Restless Anchorage")[0];
    let tap_for_white = Action::ActivateManaAbility { player: PlayerId(0), object: anchorage, choice: 0 };
    // A land that is no creature taps for mana the turn it arrives.
    assert!(g.is_legal(&tap_for_white));
    assert!(g.mana_sources(PlayerId(0)).contains(&anchorage));
    let index = db().get("Restless Anchorage").unwrap().faces[0]
        .abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { effects, .. } if matches!(effects[..], [Effect::BecomeCreature { .. }])))
        .unwrap();
    g.apply(Action::ActivateAbility {
        player: PlayerId(0),
        object: anchorage,
        ability: index,
        choice: 0,
        targets: vec![],
        choices: vec![],
        payment: None,
        x: None,
    })
    .unwrap();
    pass_all(&mut g);
    assert!(!g.object(anchorage).unwrap().tapped);
    let forest = in_hand(&g, 0, "Forest");
    g.apply(Action::PlayLand { player: PlayerId(0), object: forest, face: None }).unwrap();
    // Now a creature that came under its controller's control this turn.
    assert!(!g.legal_actions().contains(&tap_for_white));
    assert_eq!(refused(&mut g, tap_for_white), "summoning_sick");
    assert!(!g.mana_sources(PlayerId(0)).contains(&anchorage), "the solver does not tap it either");
    let elves = in_hand(&g, 0, "Llanowar Elves");
    g.apply(cast(0, elves, mtg_rules::game::CastMethod::Normal)).unwrap();
    assert!(!g.object(anchorage).unwrap().tapped, "the Forest paid");
}

#[test]
fn brokers_hideout_is_sacrificed_as_it_enters_and_when_you_do_a_reflexive_trigger_fetches_a_basic_tapped_and_gains_1_life_603_12()
 {
    use mtg_rules::game::{Event, Pending};
    let mut g = game(json!({
        "players": [{ "hand": ["Brokers Hideout"], "library": ["Mountain", "Forest", "Plains", "Wooded Foothills"] }, {}],
        "step": "precombatMain", "seed": 5
    }));
    let hideout = in_hand(&g, 0, "Brokers Hideout");
    g.apply(Action::PlayLand { player: PlayerId(0), object: hideout, face: None }).unwrap();
    assert_eq!(g.state().stack.len(), 1, "its enters trigger");
    let events = pass_all(&mut g);
    assert!(on_battlefield(&g, "Brokers Hideout").is_empty(), "sacrificed (701.21a)");
    assert_eq!(g.state().players[0].graveyard.len(), 1);
    // "When you do": a second ability, on the stack (603.12), with no search yet.
    assert!(events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })), "{events:?}");
    assert_eq!(g.state().stack.len(), 1);
    assert!(g.state().pending.is_none());
    pass_all(&mut g);
    let Some(Pending::SearchLibrary { candidates, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    let names: Vec<String> = candidates.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    assert_eq!(names.len(), 2, "a basic Forest, Plains, or Island: {names:?}");
    assert!(!names.contains(&"Mountain".to_string()));
    let forest = candidates[names.iter().position(|n| n == "Forest").unwrap()];
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(forest) }).unwrap();
    let forest = on_battlefield(&g, "Forest")[0];
    assert!(g.object(forest).unwrap().tapped, "put onto the battlefield tapped");
    assert_eq!(g.state().players[0].life, 21, "and you gain 1 life");
    assert_eq!(g.state().players[0].library.len(), 3);
}

#[test]
fn a_land_that_is_gone_when_its_enters_trigger_resolves_is_not_sacrificed_so_no_reflexive_ability_triggers_603_12() {
    let mut g = game(json!({
        "players": [{ "hand": ["Brokers Hideout"], "library": ["Forest"] }, {}],
        "step": "precombatMain"
    }));
    let hideout = in_hand(&g, 0, "Brokers Hideout");
    g.apply(Action::PlayLand { player: PlayerId(0), object: hideout, face: None }).unwrap();
    let land = on_battlefield(&g, "Brokers Hideout")[0];
    // The land is put into the graveyard before its trigger resolves (the
    // game's JSON edited: no card of the pools does it at instant speed).
    let mut state: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    let objects = state["objects"].as_array_mut().unwrap();
    let o = objects.iter_mut().find(|o| o["id"] == json!(land)).unwrap();
    o["zone"] = json!("graveyard");
    state["battlefield"].as_array_mut().unwrap().retain(|id| id != &json!(land));
    state["players"][0]["graveyard"].as_array_mut().unwrap().push(json!(land));
    let mut g = mtg_rules::game::Game::from_json(db(), &state.to_string()).unwrap();
    pass_all(&mut g);
    assert!(g.state().stack.is_empty(), "nothing reflexive: {:?}", g.state().stack);
    assert!(g.state().pending.is_none());
    assert_eq!(g.state().players[0].life, 20);
}

#[test]
fn karakas_returns_target_legendary_creature_to_its_owners_hand_and_cannot_target_another_creature_115_1() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Karakas"] }, { "battlefield": ["Ragavan, Nimble Pilferer", "Monastery Swiftspear"] }],
        "step": "precombatMain"
    }));
    let karakas = on_battlefield(&g, "Karakas")[0];
    let ragavan = on_battlefield(&g, "Ragavan, Nimble Pilferer")[0];
    let swiftspear = on_battlefield(&g, "Monastery Swiftspear")[0];
    let bounce = |target| Action::ActivateAbility {
        player: PlayerId(0),
        object: karakas,
        ability: 1,
        choice: 0,
        targets: vec![at(target)],
        choices: vec![],
        payment: None,
        x: None,
    };
    assert_eq!(refused(&mut g, bounce(swiftspear)), "illegal_target");
    g.apply(bounce(ragavan)).unwrap();
    pass_all(&mut g);
    assert!(on_battlefield(&g, "Ragavan, Nimble Pilferer").is_empty());
    assert_eq!(g.state().players[1].hand.len(), 1, "its owner's hand");
}

#[test]
fn khalni_garden_enters_tapped_and_creates_a_0_1_green_plant_creature_token_111_1() {
    let mut g = game(json!({ "players": [{ "hand": ["Khalni Garden"] }, {}], "step": "precombatMain" }));
    let garden = in_hand(&g, 0, "Khalni Garden");
    g.apply(Action::PlayLand { player: PlayerId(0), object: garden, face: None }).unwrap();
    pass_all(&mut g);
    let plant = g.state().battlefield.iter().copied().find(|&id| g.object(id).unwrap().token).expect("a token");
    let view = g.permanent(plant).unwrap();
    assert_eq!((view.power, view.toughness), (0, 1));
    assert_eq!(view.characteristics.colors.to_string(), "G");
    assert!(g.object(on_battlefield(&g, "Khalni Garden")[0]).unwrap().tapped);
}

/// Answers the pending target choice of a triggered ability with "player `p`" (603.3d).
fn target_player(g: &mut mtg_rules::game::Game, p: u8) {
    let answer = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [player_target(p)]))
        .unwrap_or_else(|| panic!("a target choice: {:?}", g.state().pending));
    g.apply(answer).unwrap();
}

#[test]
fn bojuka_bog_exiles_all_cards_from_target_players_graveyard_as_it_enters_406_2() {
    let mut g = game(json!({
        "players": [{ "hand": ["Bojuka Bog"], "graveyard": ["Island"] }, { "graveyard": ["Lightning Bolt", "Mountain"] }],
        "step": "precombatMain"
    }));
    let bog = in_hand(&g, 0, "Bojuka Bog");
    g.apply(Action::PlayLand { player: PlayerId(0), object: bog, face: None }).unwrap();
    target_player(&mut g, 1);
    pass_all(&mut g);
    assert!(g.state().players[1].graveyard.is_empty());
    assert_eq!(g.state().exile.len(), 2);
    assert_eq!(g.state().players[0].graveyard.len(), 1, "not its controller's");
    assert!(g.object(on_battlefield(&g, "Bojuka Bog")[0]).unwrap().tapped);
}

#[test]
fn restless_reef_attacking_makes_target_player_mill_four_cards_701_17a() {
    use mtg_rules::game::{AttackTarget, Step};
    use mtg_rules::text::{Ability, Effect};
    let mut g = game(json!({
        "players": [{ "battlefield": ["Restless Reef", "Island", "Island", "Swamp", "Swamp"], "library": ["Island"] },
                    { "library": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] }],
        "step": "precombatMain"
    }));
    let reef = on_battlefield(&g, "Restless Reef")[0];
    let index = db().get("Restless Reef").unwrap().faces[0]
        .abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { effects, .. } if matches!(effects[..], [Effect::BecomeCreature { .. }])))
        .unwrap();
    g.apply(Action::ActivateAbility {
        player: PlayerId(0),
        object: reef,
        ability: index,
        choice: 0,
        targets: vec![],
        choices: vec![],
        payment: None,
        x: None,
    })
    .unwrap();
    pass_all(&mut g);
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(reef, AttackTarget::Player { player: PlayerId(1) })])).unwrap();
    target_player(&mut g, 1);
    pass_all(&mut g);
    assert_eq!(g.state().players[1].graveyard.len(), 4);
    assert_eq!(g.state().players[1].library.len(), 1);
}
