//! Permanents that last, part 3 (issue 14): static abilities of real
//! deck cards (`data/pool-decks.json`, current Oracle text) that change
//! the turn's rules — extra land plays (305.2a), permanents that don't
//! untap (502.3).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::{Value, json};

fn play_land(player: u8, object: ObjectId) -> Action {
    Action::PlayLand { player: mtg_rules::game::PlayerId(player), object, face: None }
}

fn tapped(g: &Game, id: ObjectId) -> bool {
    g.state().object(id).expect("the object exists").tapped
}

#[test]
fn exploration_lets_its_controller_play_a_second_land_but_not_a_third_305_2a() {
    let mut g = decks_duel(json!(["Exploration"]), json!(["Forest", "Forest", "Forest"]), json!([]));
    for _ in 0..2 {
        let forest = in_hand(&g, 0, "Forest");
        assert!(g.legal_actions().contains(&play_land(0, forest)));
        g.apply(play_land(0, forest)).unwrap();
    }
    assert_eq!(on_battlefield(&g, "Forest").len(), 2);
    let third = in_hand(&g, 0, "Forest");
    refused_with(&mut g, play_land(0, third), "land_already_played", Some("305.2"));
    check_legal_actions(&g);
}

#[test]
fn without_exploration_a_second_land_is_refused_305_2() {
    let mut g = decks_duel(json!([]), json!(["Forest", "Forest"]), json!(["Exploration"]));
    let forest = in_hand(&g, 0, "Forest");
    g.apply(play_land(0, forest)).unwrap();
    let second = in_hand(&g, 0, "Forest");
    // An opponent's Exploration gives its controller, not this player, the extra land.
    refused_with(&mut g, play_land(0, second), "land_already_played", Some("305.2"));
}

#[test]
fn choke_keeps_islands_tapped_in_their_controllers_untap_step_but_not_other_lands_502_3() {
    let mut g = decks_duel(
        json!(["Choke"]),
        json!([]),
        json!([{ "card": "Island", "tapped": true }, { "card": "Forest", "tapped": true }]),
    );
    let island = the_only(&g, "Island");
    let forest = the_only(&g, "Forest");
    // To player 1's untap step (turn 4).
    while g.state().turn == 3 {
        pass_all(&mut g);
    }
    advance_to(&mut g, Step::Upkeep);
    assert_eq!(g.state().turn, 4);
    assert!(tapped(&g, island), "Choke: Islands don't untap (502.3)");
    assert!(!tapped(&g, forest), "a Forest untaps as usual");
}

// Real cards whose every line the parser already read but no test executed
// (issue 14: "executed by tests"). Each scenario asserts the rule's outcome.

/// Player 0 (active, precombat main) has `mine`, `hand`, `graveyard` and
/// `library`; player 1 has `theirs` and a graveyard of `their_graveyard`.
fn table(mine: Value, hand: Value, graveyard: Value, library: Value, theirs: Value, their_graveyard: Value) -> Game {
    game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "graveyard": graveyard, "library": library },
            { "battlefield": theirs, "graveyard": their_graveyard, "library": ["Mountain", "Mountain"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain", "turn": 3, "seed": 3
    }))
}

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).expect("exists").card.clone()).collect()
}

/// Activating ability `index` (among the face's abilities) of `object` with
/// `targets` and the objects `choices` chosen for its costs.
fn activate_choosing(
    g: &Game,
    object: ObjectId,
    index: usize,
    targets: Vec<mtg_rules::game::Target>,
    choices: Vec<ObjectId>,
) -> Action {
    let Action::ActivateAbility { player, object, ability, choice, payment, .. } = activate(g, object, index) else {
        unreachable!()
    };
    Action::ActivateAbility { player, object, ability, choice, targets, choices, payment, x: None }
}

/// The tokens on the battlefield.
fn tokens(g: &Game) -> Vec<ObjectId> {
    g.state().battlefield.iter().copied().filter(|&id| g.object(id).is_ok_and(|o| o.token)).collect()
}

fn search_candidates(g: &Game) -> Vec<ObjectId> {
    match &g.state().pending {
        Some(mtg_rules::game::Pending::SearchLibrary { candidates, .. }) => candidates.clone(),
        other => panic!("no search pending: {other:?}"),
    }
}

fn find(g: &mut Game, found: ObjectId) -> Vec<mtg_rules::game::Event> {
    g.apply(Action::SearchLibrary { player: mtg_rules::game::PlayerId(0), found: Some(found) }).unwrap()
}

#[test]
fn elvish_reclaimer_sacrifices_a_land_to_put_a_land_card_onto_the_battlefield_tapped_701_23a() {
    let mut g = table(
        json!(["Elvish Reclaimer", "Forest", "Forest", "Mountain"]),
        json!([]),
        json!([]),
        json!(["Island", "Urza's Saga", "Plains"]),
        json!([]),
        json!([]),
    );
    let reclaimer = the_only(&g, "Elvish Reclaimer");
    let mountain = the_only(&g, "Mountain");
    g.apply(activate_choosing(&g, reclaimer, 1, vec![], vec![mountain])).unwrap();
    assert!(on_battlefield(&g, "Mountain").is_empty(), "the land was sacrificed as a cost");
    assert_eq!(names(&g, &g.state().players[0].graveyard.clone()), ["Mountain"]);
    pass_all(&mut g);
    let candidates = search_candidates(&g);
    assert_eq!(names(&g, &candidates), ["Island", "Urza's Saga", "Plains"], "any land card");
    let saga = candidates[1];
    find(&mut g, saga);
    let new = the_only(&g, "Urza's Saga");
    assert!(g.object(new).unwrap().tapped, "put onto the battlefield tapped");
}

#[test]
fn expedition_map_finds_a_land_card_and_puts_it_into_the_hand_701_23a() {
    let mut g = table(
        json!(["Expedition Map", "Plains", "Plains"]),
        json!([]),
        json!([]),
        json!(["Lightning Bolt", "Urza's Saga"]),
        json!([]),
        json!([]),
    );
    let map = the_only(&g, "Expedition Map");
    g.apply(activate(&g, map, 0)).unwrap();
    assert!(on_battlefield(&g, "Expedition Map").is_empty(), "sacrificed as a cost");
    pass_all(&mut g);
    let candidates = search_candidates(&g);
    assert_eq!(names(&g, &candidates), ["Urza's Saga"], "only a land card");
    find(&mut g, candidates[0]);
    assert_eq!(names(&g, &g.state().players[0].hand.clone()), ["Urza's Saga"]);
}

#[test]
fn fauna_shaman_discards_a_creature_card_to_find_a_creature_card_701_9a_701_23a() {
    let mut g = table(
        json!(["Fauna Shaman", "Forest"]),
        json!(["Lightning Bolt", "Ragavan, Nimble Pilferer"]),
        json!([]),
        json!(["Forest", "Murmuring Mystic"]),
        json!([]),
        json!([]),
    );
    let shaman = the_only(&g, "Fauna Shaman");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let not_a_creature = activate_choosing(&g, shaman, 0, vec![], vec![bolt]);
    refused_with(&mut g, not_a_creature, "invalid_cost_choice", Some("601.2h"));
    let ragavan = in_hand(&g, 0, "Ragavan, Nimble Pilferer");
    g.apply(activate_choosing(&g, shaman, 0, vec![], vec![ragavan])).unwrap();
    assert_eq!(names(&g, &g.state().players[0].graveyard.clone()), ["Ragavan, Nimble Pilferer"]);
    pass_all(&mut g);
    let candidates = search_candidates(&g);
    assert_eq!(names(&g, &candidates), ["Murmuring Mystic"]);
    find(&mut g, candidates[0]);
    let mut hand = names(&g, &g.state().players[0].hand.clone());
    hand.sort();
    assert_eq!(hand, ["Lightning Bolt", "Murmuring Mystic"]);
}

#[test]
fn fulminator_mage_is_sacrificed_to_destroy_a_nonbasic_land_but_cannot_target_a_basic_701_8a() {
    let mut g =
        table(json!(["Fulminator Mage"]), json!([]), json!([]), json!([]), json!(["Urza's Saga", "Island"]), json!([]));
    let mage = the_only(&g, "Fulminator Mage");
    let island = the_only(&g, "Island");
    let basic = activate_at(&g, mage, 0, vec![at(island)]);
    refused_with(&mut g, basic, "illegal_target", None);
    let saga = the_only(&g, "Urza's Saga");
    g.apply(activate_at(&g, mage, 0, vec![at(saga)])).unwrap();
    assert!(on_battlefield(&g, "Fulminator Mage").is_empty());
    pass_all(&mut g);
    assert!(on_battlefield(&g, "Urza's Saga").is_empty(), "destroyed");
    assert_eq!(on_battlefield(&g, "Island").len(), 1);
}

#[test]
fn tormods_crypt_and_remorseful_cleric_exile_a_target_players_graveyard_406_2() {
    for (source, index) in [("Tormod's Crypt", 0), ("Remorseful Cleric", 1)] {
        let mut g = table(
            json!([source]),
            json!([]),
            json!(["Lightning Bolt"]),
            json!([]),
            json!([]),
            json!(["Ragavan, Nimble Pilferer", "Mountain"]),
        );
        let id = the_only(&g, source);
        g.apply(activate_at(&g, id, index, vec![player_target(1)])).unwrap();
        pass_all(&mut g);
        assert!(g.state().players[1].graveyard.is_empty(), "{source}: the target's graveyard is exiled");
        let exiled = names(&g, &g.state().exile.clone());
        assert!(exiled.contains(&"Ragavan, Nimble Pilferer".to_string()) && exiled.contains(&"Mountain".to_string()));
        let mine = names(&g, &g.state().players[0].graveyard.clone());
        assert!(mine.contains(&"Lightning Bolt".to_string()), "{source}: only the target player's graveyard");
    }
}

#[test]
fn makeshift_munitions_sacrifices_an_artifact_or_creature_to_deal_one_damage_118_3_120_3() {
    let mut g = table(
        json!(["Makeshift Munitions", "Expedition Map", "Mountain"]),
        json!([]),
        json!([]),
        json!([]),
        json!([]),
        json!([]),
    );
    let munitions = the_only(&g, "Makeshift Munitions");
    let mountain = the_only(&g, "Mountain");
    let a_land = activate_choosing(&g, munitions, 0, vec![player_target(1)], vec![mountain]);
    refused_with(&mut g, a_land, "invalid_cost_choice", Some("601.2h"));
    let map = the_only(&g, "Expedition Map");
    g.apply(activate_choosing(&g, munitions, 0, vec![player_target(1)], vec![map])).unwrap();
    assert!(on_battlefield(&g, "Expedition Map").is_empty(), "the artifact was sacrificed");
    pass_all(&mut g);
    assert_eq!(g.state().players[1].life, 19);
}

#[test]
fn murmuring_mystic_makes_a_bird_illusion_for_an_instant_but_not_for_a_creature_spell_603_2() {
    let mut g = table(
        json!(["Murmuring Mystic", "Mountain", "Mountain"]),
        json!(["Lightning Bolt", "Ragavan, Nimble Pilferer"]),
        json!([]),
        json!([]),
        json!([]),
        json!([]),
    );
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, mtg_rules::game::CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let birds = tokens(&g);
    assert_eq!(birds.len(), 1, "one token for the instant");
    let bird = g.permanent(birds[0]).unwrap();
    assert_eq!((bird.power, bird.toughness), (1, 1));
    let ragavan = in_hand(&g, 0, "Ragavan, Nimble Pilferer");
    g.apply(cast(0, ragavan, mtg_rules::game::CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(tokens(&g).len(), 1, "none for a creature spell");
}

#[test]
fn honest_rutstein_makes_creature_spells_cost_one_less_and_sphere_of_resistance_one_more_601_2f() {
    let cost = |g: &Game, id| {
        option(g, id, mtg_rules::game::CastMethod::Normal).mana_cost.map(|c| c.to_string()).unwrap_or_default()
    };
    let g = table(
        json!(["Honest Rutstein"]),
        json!(["Fauna Shaman", "Lightning Bolt"]),
        json!([]),
        json!([]),
        json!([]),
        json!([]),
    );
    assert_eq!(cost(&g, in_hand(&g, 0, "Fauna Shaman")), "{G}", "{{1}}{{G}} less {{1}}");
    assert_eq!(cost(&g, in_hand(&g, 0, "Lightning Bolt")), "{R}", "not a creature spell");
    let g = table(json!([]), json!(["Fauna Shaman"]), json!([]), json!([]), json!(["Sphere of Resistance"]), json!([]));
    assert_eq!(cost(&g, in_hand(&g, 0, "Fauna Shaman")), "{2}{G}", "every player's spells cost {{1}} more");
    let g = table(
        json!(["Honest Rutstein"]),
        json!(["Fauna Shaman"]),
        json!([]),
        json!([]),
        json!(["Sphere of Resistance"]),
        json!([]),
    );
    assert_eq!(cost(&g, in_hand(&g, 0, "Fauna Shaman")), "{1}{G}", "increases, then reductions (601.2f)");
}

#[test]
fn ichor_wellspring_draws_as_it_enters_and_again_as_it_is_put_into_a_graveyard_603_2_603_6a() {
    let mut g = table(
        json!(["Makeshift Munitions", "Mountain", "Mountain", "Mountain"]),
        json!(["Ichor Wellspring"]),
        json!([]),
        json!(["Island", "Island", "Island"]),
        json!([]),
        json!([]),
    );
    let wellspring = in_hand(&g, 0, "Ichor Wellspring");
    g.apply(cast(0, wellspring, mtg_rules::game::CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1, "one card drawn as it entered");
    let wellspring = the_only(&g, "Ichor Wellspring");
    let munitions = the_only(&g, "Makeshift Munitions");
    g.apply(activate_choosing(&g, munitions, 0, vec![player_target(1)], vec![wellspring])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 2, "another as it was put into the graveyard");
    assert_eq!(g.state().players[1].life, 19);
}

#[test]
fn haywire_mite_exiles_a_noncreature_artifact_or_enchantment_but_not_an_artifact_creature_115_1() {
    let mut g = table(
        json!(["Haywire Mite", "Forest"]),
        json!([]),
        json!([]),
        json!([]),
        json!(["Exploration", "Expedition Map", "Haywire Mite"]),
        json!([]),
    );
    let [mine, theirs] = on_battlefield(&g, "Haywire Mite")[..] else { panic!("two mites") };
    let creature = activate_at(&g, mine, 1, vec![at(theirs)]);
    refused_with(&mut g, creature, "illegal_target", None);
    let exploration = the_only(&g, "Exploration");
    g.apply(activate_at(&g, mine, 1, vec![at(exploration)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Exploration").is_empty());
    assert_eq!(names(&g, &g.state().exile.clone()), ["Exploration"]);
    assert_eq!(g.state().players[0].life, 22, "When Haywire Mite dies, you gain 2 life.");
    let mut g =
        table(json!(["Haywire Mite", "Forest"]), json!([]), json!([]), json!([]), json!(["Expedition Map"]), json!([]));
    let mite = the_only(&g, "Haywire Mite");
    let map = the_only(&g, "Expedition Map");
    g.apply(activate_at(&g, mite, 1, vec![at(map)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(names(&g, &g.state().exile.clone()), ["Expedition Map"]);
}

#[test]
fn selfless_savior_gives_another_creature_indestructible_until_end_of_turn_613_1f() {
    let mut g = table(
        json!(["Selfless Savior", "Eagles of the North", "Swamp", "Swamp"]),
        json!([]),
        json!([]),
        json!([]),
        json!([]),
        json!([]),
    );
    let savior = the_only(&g, "Selfless Savior");
    let eagles = the_only(&g, "Eagles of the North");
    // "Another target creature": not itself.
    let itself = activate_at(&g, savior, 0, vec![at(savior)]);
    refused_with(&mut g, itself, "illegal_target", None);
    g.apply(activate_at(&g, savior, 0, vec![at(eagles)])).unwrap();
    resolve_all(&mut g);
    assert!(g.permanent(eagles).unwrap().keywords.indestructible, "it gained indestructible");
    // Until end of turn: 514.2 ends it in the cleanup step.
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[])).unwrap();
    while g.state().turn == 3 {
        pass_all(&mut g);
    }
    assert!(!g.permanent(eagles).unwrap().keywords.indestructible, "until end of turn (514.2)");
    // A game read back from JSON keeps the grant while it lasts.
    let mut g =
        table(json!(["Selfless Savior", "Eagles of the North"]), json!([]), json!([]), json!([]), json!([]), json!([]));
    let savior = the_only(&g, "Selfless Savior");
    let eagles = the_only(&g, "Eagles of the North");
    g.apply(activate_at(&g, savior, 0, vec![at(eagles)])).unwrap();
    resolve_all(&mut g);
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert!(back.permanent(eagles).unwrap().keywords.indestructible);
    assert_eq!(back.to_json(), g.to_json());
}

#[test]
fn eagles_of_the_north_gives_creatures_you_control_plus_one_and_first_strike_until_end_of_turn_611_2c() {
    let mut g = table(
        json!(["Selfless Savior", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]),
        json!(["Eagles of the North"]),
        json!([]),
        json!([]),
        json!(["Haywire Mite"]),
        json!([]),
    );
    let savior = the_only(&g, "Selfless Savior");
    let mite = the_only(&g, "Haywire Mite");
    let eagles = in_hand(&g, 0, "Eagles of the North");
    g.apply(cast(0, eagles, mtg_rules::game::CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let eagles = the_only(&g, "Eagles of the North");
    for (id, size) in [(savior, (2, 1)), (eagles, (4, 3))] {
        let v = g.permanent(id).unwrap();
        assert_eq!((v.power, v.toughness), size);
        assert!(v.keywords.first_strike, "first strike until end of turn");
    }
    let theirs = g.permanent(mite).unwrap();
    assert_eq!((theirs.power, theirs.toughness), (1, 1), "only creatures you control");
    assert!(!theirs.keywords.first_strike);
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[])).unwrap();
    while g.state().turn == 3 {
        pass_all(&mut g);
    }
    let v = g.permanent(savior).unwrap();
    assert_eq!((v.power, v.toughness, v.keywords.first_strike), (1, 1, false), "until end of turn (514.2)");
}

/// Player 0 (active, precombat main of turn 3) has `mine` and `hand`, and
/// a library of `library` (top first); player 1 has three Plains.
fn with_library(mine: Value, hand: Value, library: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": library },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn plus_one_counters(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&mtg_rules::counter::CounterKind::PlusOnePlusOne)
}

fn explored(events: &[Event]) -> Vec<&Event> {
    events.iter().filter(|e| matches!(e, Event::Explored { .. })).collect()
}

#[test]
fn a_creature_that_explores_a_land_card_puts_it_into_its_controllers_hand_without_a_counter_701_44a() {
    let mut g = with_library(json!(["Forest"]), json!(["Cenote Scout"]), json!(["Swamp", "Lightning Bolt"]));
    let scout = in_hand(&g, 0, "Cenote Scout");
    g.apply(cast(0, scout, CastMethod::Normal)).unwrap();
    let events = resolve_all(&mut g);
    assert_eq!(g.state().pending, None, "a land card asks nothing");
    let scout = the_only(&g, "Cenote Scout");
    assert_eq!(plus_one_counters(&g, scout), 0);
    in_hand(&g, 0, "Swamp");
    assert_eq!(g.state().players[0].library.len(), 1);
    assert!(
        matches!(explored(&events)[..], [Event::Explored { object, land: true, .. }] if *object == scout),
        "{events:?}"
    );
}

#[test]
fn a_creature_that_explores_a_nonland_card_gets_a_counter_and_its_controller_may_mill_the_card_701_44a() {
    let mut g = with_library(json!(["Forest"]), json!(["Cenote Scout"]), json!(["Lightning Bolt", "Swamp"]));
    let scout = in_hand(&g, 0, "Cenote Scout");
    g.apply(cast(0, scout, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let scout = the_only(&g, "Cenote Scout");
    let bolt = g.state().players[0].library[0];
    assert_eq!(
        g.state().pending,
        Some(Pending::Surveil { player: PlayerId(0), cards: vec![bolt], explorer: Some(scout), look: false }),
        "the revealed card goes back or into the graveyard: its controller's choice"
    );
    let v = g.permanent(scout).unwrap();
    assert_eq!((v.power, v.toughness), (2, 2), "a +1/+1 counter on the 1/1 explorer");
    check_legal_actions(&g);
    // Neither a card not revealed nor the card twice (732.1: the game unchanged).
    let swamp = g.state().players[0].library[1];
    let wrong = Action::Surveil { player: PlayerId(0), top: vec![], graveyard: vec![swamp] };
    refused_with(&mut g, wrong, "not_the_cards_looked_at", Some("701.44a"));
    let away = Action::Surveil { player: PlayerId(0), top: vec![], graveyard: vec![bolt] };
    let events = g.apply(away).unwrap();
    assert_eq!(g.state().players[0].graveyard.len(), 1, "Lightning Bolt milled");
    assert_eq!(g.state().players[0].library, vec![swamp]);
    assert!(matches!(explored(&events)[..], [Event::Explored { land: false, graveyard: Some(_), .. }]), "{events:?}");
}

#[test]
fn a_map_token_makes_target_creature_you_control_explore_at_sorcery_speed_and_wildgrowth_walker_triggers_111_10s_701_44b()
 {
    let mut g = with_library(
        json!(["Island", "Forest", "Wildgrowth Walker"]),
        json!(["Spyglass Siren"]),
        json!(["Lightning Bolt", "Swamp"]),
    );
    let siren = in_hand(&g, 0, "Spyglass Siren");
    g.apply(cast(0, siren, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let map = the_only(&g, "Map");
    let siren = the_only(&g, "Spyglass Siren");
    let walker = the_only(&g, "Wildgrowth Walker");
    let c = g.characteristics(map).unwrap();
    assert_eq!(c.subtypes, ["Map"]);
    let explore = activate_at(&g, map, 0, vec![at(siren)]);
    assert!(g.legal_actions().contains(&explore));
    g.apply(explore).unwrap();
    assert!(on_battlefield(&g, "Map").is_empty(), "sacrificed as a cost");
    resolve_all(&mut g);
    assert_eq!(plus_one_counters(&g, siren), 1, "Lightning Bolt is not a land: a +1/+1 counter");
    let bolt = g.state().players[0].library[0];
    g.apply(Action::Surveil { player: PlayerId(0), top: vec![bolt], graveyard: vec![] }).unwrap();
    assert_eq!(g.state().players[0].library[0], bolt, "kept on top");
    // 701.44b: the Siren explored; Wildgrowth Walker's ability triggers.
    resolve_all(&mut g);
    assert_eq!(plus_one_counters(&g, walker), 1);
    assert_eq!(g.state().players[0].life, 23);
}

#[test]
fn sentinel_of_the_nameless_city_makes_a_map_as_it_enters_and_as_it_attacks_603_2() {
    let mut g = with_library(
        json!(["Forest", "Forest", "Forest"]),
        json!(["Sentinel of the Nameless City"]),
        json!(["Swamp", "Swamp"]),
    );
    let sentinel = in_hand(&g, 0, "Sentinel of the Nameless City");
    g.apply(cast(0, sentinel, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Map").len(), 1, "enters");
    let sentinel = the_only(&g, "Sentinel of the Nameless City");
    // Summoning sick this turn (302.6): attack in the next turn of player 0.
    while g.state().turn != 5 {
        pass_all(&mut g);
    }
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(sentinel, at_player(1))])).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Map").len(), 2, "attacks");
}

#[test]
fn null_rod_stops_artifacts_activated_abilities_mana_abilities_included_but_not_other_permanents_602_5_605_1a() {
    let mut g = decks_duel(
        json!(["Null Rod", "Great Furnace", "Expedition Map", "Mountain", "Mountain"]),
        json!(["Lightning Bolt"]),
        json!([]),
    );
    let map = the_only(&g, "Expedition Map");
    // Two Mountains would pay {2}; the Map's own ability can't be activated.
    let search = activate(&g, map, 0);
    refused_with(&mut g, search, "activation_forbidden", Some("602.5"));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == map)));
    // Great Furnace (an artifact land) adds no mana: only the Mountains pay.
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    assert!(option(&g, bolt, CastMethod::Normal).castable, "a Mountain pays {{R}}");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    let furnace = the_only(&g, "Great Furnace");
    assert!(!g.state().object(furnace).unwrap().tapped, "the solver did not tap the artifact land");
    check_legal_actions(&g);
}

#[test]
fn null_rod_leaves_an_artifact_land_unable_to_pay_alone_602_5() {
    let g = decks_duel(json!(["Null Rod", "Great Furnace"]), json!(["Lightning Bolt"]), json!([]));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    assert!(!option(&g, bolt, CastMethod::Normal).castable, "no mana: Great Furnace's ability can't be activated");
    let without = decks_duel(json!(["Great Furnace"]), json!(["Lightning Bolt"]), json!([]));
    let bolt = in_hand(&without, 0, "Lightning Bolt");
    assert!(option(&without, bolt, CastMethod::Normal).castable, "without Null Rod it pays");
}

#[test]
fn cursed_totem_stops_creatures_mana_abilities_not_artifacts_602_5() {
    let g = decks_duel(json!(["Sylvan Caryatid"]), json!(["Lightning Bolt"]), json!(["Cursed Totem"]));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    assert!(!option(&g, bolt, CastMethod::Normal).castable, "the opponent's Cursed Totem stops Sylvan Caryatid");
    let g = decks_duel(json!(["Great Furnace"]), json!(["Lightning Bolt"]), json!(["Cursed Totem"]));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    assert!(option(&g, bolt, CastMethod::Normal).castable, "an artifact land is not a creature");
}

/// 613.4b–c: the permanent's base power and toughness set by an animation
/// (layer 7b) apply before its counters (7c), whatever their timestamps:
/// the +1/+1 counter put on the land before it became a 2/3 still counts.
#[test]
fn a_plus_one_counter_put_on_a_land_before_it_becomes_a_2_3_creature_still_applies_after_the_setting_613_4b_613_4c() {
    use mtg_rules::text::{Ability, Effect};
    let mut g = decks_duel(
        json!([{ "card": "Restless Anchorage", "counters": { "+1/+1": 1 } }, "Plains", "Island", "Island"]),
        json!([]),
        json!([]),
    );
    let anchorage = the_only(&g, "Restless Anchorage");
    assert!(!g.permanent(anchorage).unwrap().is(mtg_rules::card::CardType::Creature));
    let abilities = &decks_pool().get("Restless Anchorage").unwrap().faces[0].abilities;
    let index = abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { effects, .. } if matches!(effects[..], [Effect::BecomeCreature { .. }])))
        .expect("the animation is understood");
    g.apply(activate(&g, anchorage, index)).unwrap();
    resolve_all(&mut g);
    let now = g.permanent(anchorage).unwrap();
    assert_eq!((now.power, now.toughness), (3, 4), "2/3 set in layer 7b, then the counter's +1/+1 in 7c");
    let c = g.characteristics(anchorage).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(4)), "the characteristics the API reports agree");
}

#[test]
fn reclamation_sage_asks_whether_to_destroy_its_target_as_the_ability_resolves_603_5_701_8a() {
    for accept in [true, false] {
        let mut g = decks_duel(json!(["Forest", "Forest", "Forest"]), json!(["Reclamation Sage"]), json!(["Null Rod"]));
        let sage = in_hand(&g, 0, "Reclamation Sage");
        let rod = the_only(&g, "Null Rod");
        g.apply(cast(0, sage, CastMethod::Normal)).unwrap();
        resolve_all(&mut g);
        // 603.3d: the trigger's target, chosen as it is put on the stack.
        if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
            let choose = g
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [at(rod)]));
            g.apply(choose.expect("Null Rod is a legal target")).unwrap();
        }
        resolve_all(&mut g);
        assert_eq!(
            g.state().pending,
            Some(Pending::YouMay {
                player: PlayerId(0),
                object: rod,
                purpose: mtg_rules::game::ChoicePurpose::Destroy
            })
        );
        check_legal_actions(&g);
        g.apply(Action::YouMay { player: PlayerId(0), accept }).unwrap();
        assert_eq!(on_battlefield(&g, "Null Rod").is_empty(), accept, "destroyed only if chosen");
    }
}
