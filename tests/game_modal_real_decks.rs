//! Modal triggered abilities of real decks' permanents (issue 14,
//! `data/pool-decks.json`, current Oracle text): the modes are chosen as the
//! ability is put on the stack, with the targets of the modes chosen
//! (603.3c, 700.2b–c).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, Event, Game, ManaType, ObjectId, Pending, PlayerId, Target};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` on the
/// battlefield, `hand` and `graveyard`; player 1 has `theirs` and
/// `their_graveyard`.
fn table(mine: Value, hand: Value, graveyard: Value, theirs: Value, their_graveyard: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "graveyard": graveyard, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "graveyard": their_graveyard, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// The answer choosing `modes` with `targets` for the pending triggered ability.
fn modes_answer(g: &Game, modes: &[usize], targets: &[Target]) -> Action {
    let Some(Pending::ChooseTargets { player, object }) = g.state().pending.clone() else {
        panic!("no choice of modes is pending: {:?}", g.state().pending)
    };
    Action::ChooseTargets { player, object, targets: targets.to_vec(), modes: modes.to_vec() }
}

/// An answer choosing `modes` with `targets` that must be refused with `code`.
fn refuse(g: &mut Game, modes: &[usize], targets: &[Target], code: &str, rule: Option<&str>) {
    let answer = modes_answer(g, modes, targets);
    refused_with(g, answer, code, rule);
}

/// The (modes, targets) answers listed for the pending triggered ability.
fn listed(g: &Game) -> Vec<(Vec<usize>, Vec<Target>)> {
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ChooseTargets { modes, targets, .. } => Some((modes, targets)),
            _ => None,
        })
        .collect()
}

/// Casts `name` from player 0's hand (the solver pays) and resolves it.
fn cast_and_resolve(g: &mut Game, name: &str) -> ObjectId {
    let card = in_hand(g, 0, name);
    g.apply(cast(0, card, mtg_rules::game::CastMethod::Normal)).unwrap_or_else(|e| panic!("cast {name}: {e}"));
    pass_all(g);
    the_only(g, name)
}

fn life(g: &Game, player: usize) -> i32 {
    g.state().players[player].life
}

#[test]
fn dawnbringer_cleric_chooses_one_mode_as_its_trigger_goes_on_the_stack_with_that_modes_target_700_2b() {
    let mut g = table(
        json!(["Plains", "Plains"]),
        json!(["Dawnbringer Cleric"]),
        json!([]),
        json!(["Blood Moon"]),
        json!(["Lightning Bolt"]),
    );
    let moon = the_only(&g, "Blood Moon");
    let bolt = g.state().players[1].graveyard[0];
    cast_and_resolve(&mut g, "Dawnbringer Cleric");
    // 603.3c: the modes are announced as the ability is put on the stack, each with its targets (700.2c).
    let choices = listed(&g);
    assert!(choices.contains(&(vec![0], vec![])), "gain 2 life: {choices:?}");
    assert!(choices.contains(&(vec![1], vec![at(moon)])), "destroy the enchantment: {choices:?}");
    assert!(choices.contains(&(vec![2], vec![at(bolt)])), "exile the card: {choices:?}");
    assert_eq!(choices.len(), 3, "choose one: no other choice {choices:?}");
    check_legal_actions(&g);
    // 700.2: exactly one mode; a target of another mode's kind is refused (115.1).
    refuse(&mut g, &[0, 1], &[at(moon)], "wrong_number_of_modes", Some("700.2"));
    refuse(&mut g, &[], &[], "wrong_number_of_modes", Some("700.2"));
    refuse(&mut g, &[3], &[], "unknown_mode", Some("700.2"));
    refuse(&mut g, &[1], &[at(bolt)], "illegal_target", None);
    // A game saved mid-choice reads back the same.
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    let events = g.apply(modes_answer(&g, &[1], &[at(moon)])).expect("destroy target enchantment");
    assert!(events.iter().any(|e| matches!(e, Event::TargetsChosen { modes, .. } if modes[..] == [1])));
    // The chosen mode is kept on the ability (and in the saved game).
    let ability = g.state().stack[0];
    assert_eq!(g.object(ability).unwrap().modes, vec![1]);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(mtg_rules::card::Zone::Graveyard), "destroyed (701.8a)");
    assert_eq!(life(&g, 0), 20, "only the chosen mode happens (700.2)");
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(mtg_rules::card::Zone::Graveyard));
}

#[test]
fn dawnbringer_cleric_exiles_target_card_from_a_graveyard_when_that_mode_is_chosen_700_2c() {
    let mut g = table(
        json!(["Plains", "Plains"]),
        json!(["Dawnbringer Cleric"]),
        json!([]),
        json!([]),
        json!(["Lightning Bolt"]),
    );
    let bolt = g.state().players[1].graveyard[0];
    cast_and_resolve(&mut g, "Dawnbringer Cleric");
    // No enchantment: "Destroy target enchantment" can't be chosen (603.3c).
    assert!(listed(&g).iter().all(|(modes, _)| modes[..] != [1]), "{:?}", listed(&g));
    refuse(&mut g, &[1], &[], "wrong_number_of_targets", None);
    g.apply(modes_answer(&g, &[2], &[at(bolt)])).expect("exile target card from a graveyard");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(mtg_rules::card::Zone::Exile));
    assert_eq!(life(&g, 0), 20);
}

#[test]
fn dawnbringer_cleric_with_only_one_possible_mode_gains_two_life_without_asking_603_3c() {
    let mut g = table(json!(["Plains", "Plains"]), json!(["Dawnbringer Cleric"]), json!([]), json!([]), json!([]));
    cast_and_resolve(&mut g, "Dawnbringer Cleric");
    // No enchantment and no card in a graveyard: the modes with targets can't be chosen.
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    resolve_all(&mut g);
    assert_eq!(life(&g, 0), 22, "Cure Wounds — You gain 2 life.");
}

/// Player `player` casts the first `name` in their hand targeting `targets`
/// (the solver pays); returns the spell on the stack (a new object, 400.7).
fn casts(g: &mut Game, player: u8, name: &str, targets: Vec<Target>) -> ObjectId {
    let card = in_hand(g, player, name);
    g.apply(cast_at(player, card, mtg_rules::game::CastMethod::Normal, targets))
        .unwrap_or_else(|e| panic!("player {player} casts {name}: {e}"));
    let named = |id: &&ObjectId| g.object(**id).is_ok_and(|o| o.card == name && o.ability.is_none());
    *g.state().stack.iter().rev().find(named).expect("the spell is on the stack")
}

#[test]
fn hullbreaker_horror_cant_be_countered_101_2() {
    let islands = json!(["Island", "Island", "Island", "Island", "Island", "Island", "Island"]);
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": islands, "hand": ["Hullbreaker Horror"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Island", "Island"], "hand": ["Counterspell"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(
        decks_pool().card("Hullbreaker Horror").unwrap().unsupported_text().count(),
        0,
        "every line of Hullbreaker Horror is understood"
    );
    let horror = casts(&mut g, 0, "Hullbreaker Horror", vec![]);
    g.apply(pass(0)).unwrap();
    // A spell that can't be countered can still be targeted (101.2): Counterspell resolves and does nothing.
    casts(&mut g, 1, "Counterspell", vec![at(horror)]);
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Counterspell", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "Hullbreaker Horror", 0), Some(mtg_rules::card::Zone::Stack), "not countered");
    pass_all(&mut g);
    the_only(&g, "Hullbreaker Horror");
}

#[test]
fn hullbreaker_horror_may_choose_no_mode_or_return_a_spell_it_does_not_control_603_3c() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Hullbreaker Horror", "Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"],
              "library": ["Plains", "Plains"] },
            { "battlefield": ["Island", "Island", "Blood Moon"], "hand": ["Counterspell"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let horror = the_only(&g, "Hullbreaker Horror");
    let moon = the_only(&g, "Blood Moon");
    let bolt = casts(&mut g, 0, "Lightning Bolt", vec![player_target(1)]);
    // "Choose up to one": no mode, or return a nonland permanent; no spell it doesn't control is on the stack.
    let choices = listed(&g);
    assert!(choices.contains(&(vec![], vec![])), "{choices:?}");
    assert!(choices.contains(&(vec![1], vec![at(moon)])), "{choices:?}");
    assert!(choices.contains(&(vec![1], vec![at(horror)])), "{choices:?}");
    assert!(choices.iter().all(|(modes, _)| modes[..] != [0]), "its own spell is not a target: {choices:?}");
    refuse(&mut g, &[0], &[at(bolt)], "illegal_target", None);
    refuse(&mut g, &[0, 1], &[at(moon)], "wrong_number_of_modes", Some("700.2"));
    check_legal_actions(&g);
    // 603.3c, 700.2b: no mode chosen, the ability is removed from the stack.
    let events = g.apply(modes_answer(&g, &[], &[])).expect("no mode");
    assert!(events.iter().any(|e| matches!(e, Event::DidNotResolve { rule: "603.3c", .. })), "{events:?}");
    assert_eq!(g.state().stack, vec![bolt], "only the Bolt is on the stack");
    g.apply(pass(0)).unwrap();
    let counterspell = casts(&mut g, 1, "Counterspell", vec![at(bolt)]);
    g.apply(pass(1)).unwrap();
    casts(&mut g, 0, "Lightning Bolt", vec![player_target(1)]);
    assert!(listed(&g).contains(&(vec![0], vec![at(counterspell)])), "{:?}", listed(&g));
    g.apply(modes_answer(&g, &[0], &[at(counterspell)])).expect("return target spell you don't control");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Counterspell", 1), Some(mtg_rules::card::Zone::Hand), "returned to its owner's hand");
    assert_eq!(life(&g, 1), 14, "both Bolts resolved");
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(mtg_rules::card::Zone::Battlefield));
}

fn hand(g: &Game, player: usize) -> Vec<String> {
    g.state().players[player].hand.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

/// Territorial Kavu on player 0's battlefield with a Forest, a Mountain and
/// an Island (three basic land types), `hand` and a library of Plains;
/// player 1 has `their_graveyard`. Player 0 attacks with it: its trigger
/// asks for its mode.
fn kavu_attacks(hand: Value, their_graveyard: Value) -> (Game, ObjectId) {
    let mut g =
        table(json!(["Territorial Kavu", "Forest", "Mountain", "Island"]), hand, json!([]), json!([]), their_graveyard);
    let kavu = the_only(&g, "Territorial Kavu");
    advance_to(&mut g, mtg_rules::game::Step::DeclareAttackers);
    g.apply(attack(0, &[(kavu, at_player(1))])).expect("it attacks");
    (g, kavu)
}

#[test]
fn territorial_kavus_power_and_toughness_are_the_basic_land_types_among_lands_you_control_604_3() {
    let mut g =
        table(json!(["Territorial Kavu", "Forest", "Mountain"]), json!(["Island"]), json!([]), json!([]), json!([]));
    let kavu = the_only(&g, "Territorial Kavu");
    let view = g.permanent(kavu).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2), "Forest and Mountain (613.4a)");
    // A third basic land type: 3/3. A second land of a type already counted adds nothing.
    let island = in_hand(&g, 0, "Island");
    g.apply(Action::PlayLand { player: mtg_rules::game::PlayerId(0), object: island, face: None }).expect("land");
    let view = g.permanent(kavu).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3));
    let g = table(json!(["Territorial Kavu", "Forest", "Forest"]), json!([]), json!([]), json!([]), json!([]));
    let view = g.permanent(the_only(&g, "Territorial Kavu")).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1), "two Forests are one basic land type");
    assert_eq!(decks_pool().card("Territorial Kavu").unwrap().unsupported_text().count(), 0);
}

#[test]
fn territorial_kavu_attacking_discards_a_card_and_then_draws_700_2b_701_9a() {
    let (mut g, _) = kavu_attacks(json!(["Lightning Bolt", "Mountain"]), json!(["Lightning Bolt"]));
    let choices = listed(&g);
    assert!(choices.contains(&(vec![0], vec![])), "{choices:?}");
    assert!(choices.contains(&(vec![1], vec![Target::Nothing])), "up to one target: none {choices:?}");
    assert!(choices.iter().all(|(modes, _)| modes.len() == 1), "choose one: {choices:?}");
    check_legal_actions(&g);
    g.apply(modes_answer(&g, &[0], &[])).expect("discard a card, if you do draw a card");
    resolve_all(&mut g);
    // 701.9a: the discard is chosen as it resolves; then the draw.
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(Action::Discard { player: mtg_rules::game::PlayerId(0), object: bolt }).expect("discard the Bolt");
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(mtg_rules::card::Zone::Graveyard));
    let mut in_hand_now = hand(&g, 0);
    in_hand_now.sort();
    assert_eq!(in_hand_now, vec!["Mountain".to_string(), "Plains".to_string()], "drew a Plains");
    assert_eq!(g.state().players[0].library.len(), 2);
}

#[test]
fn territorial_kavu_with_no_card_to_discard_draws_nothing_608_2c() {
    let (mut g, _) = kavu_attacks(json!([]), json!([]));
    // No card in a graveyard: "Exile up to one target card from a graveyard" may still be chosen, with no target.
    let choices = listed(&g);
    assert_eq!(choices, vec![(vec![0], vec![]), (vec![1], vec![Target::Nothing])]);
    g.apply(modes_answer(&g, &[0], &[])).expect("discard a card");
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    assert!(hand(&g, 0).is_empty(), "nothing discarded, so nothing drawn");
    assert_eq!(g.state().players[0].library.len(), 3);
}

#[test]
fn territorial_kavu_exiles_up_to_one_target_card_from_a_graveyard_700_2c() {
    let (mut g, _) = kavu_attacks(json!(["Mountain"]), json!(["Lightning Bolt"]));
    let bolt = g.state().players[1].graveyard[0];
    refuse(&mut g, &[1], &[at(bolt), at(bolt)], "wrong_number_of_targets", None);
    g.apply(modes_answer(&g, &[1], &[at(bolt)])).expect("exile the Bolt");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(mtg_rules::card::Zone::Exile));
    assert_eq!(hand(&g, 0), vec!["Mountain".to_string()], "the other mode did not happen");
}

/// Abiding Grace on player 0's battlefield with `graveyard`, in their
/// second main phase: the end step begins and its trigger is put on the stack.
fn abiding_grace_at_end_step(graveyard: Value) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Abiding Grace"], "graveyard": graveyard, "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "postcombatMain", "turn": 3
    }));
    advance_to(&mut g, mtg_rules::game::Step::End);
    g
}

#[test]
fn abiding_grace_returns_target_creature_card_with_mana_value_1_from_your_graveyard_700_2b() {
    let mut g = abiding_grace_at_end_step(json!(["Dragon's Rage Channeler", "Voice of Resurgence"]));
    let graveyard = g.state().players[0].graveyard.clone();
    let (drc, voice) = (graveyard[0], graveyard[1]);
    let choices = listed(&g);
    assert_eq!(choices, vec![(vec![0], vec![]), (vec![1], vec![at(drc)])], "mana value 1 only");
    refuse(&mut g, &[1], &[at(voice)], "illegal_target", None);
    g.apply(modes_answer(&g, &[1], &[at(drc)])).expect("return the Channeler");
    resolve_all(&mut g);
    the_only(&g, "Dragon's Rage Channeler");
    assert_eq!(life(&g, 0), 20);
    assert_eq!(zone_of(&g, "Voice of Resurgence", 0), Some(mtg_rules::card::Zone::Graveyard));
}

#[test]
fn abiding_grace_gains_one_life_when_no_creature_card_can_be_returned_603_3c() {
    let mut g = abiding_grace_at_end_step(json!(["Voice of Resurgence"]));
    assert!(g.state().pending.is_none(), "one mode possible: chosen without asking");
    resolve_all(&mut g);
    assert_eq!(life(&g, 0), 21, "You gain 1 life.");
    assert_eq!(decks_pool().card("Abiding Grace").unwrap().unsupported_text().count(), 0);
}

/// The Rhino Warrior tokens on the battlefield (111.4).
fn rhinos(g: &Game) -> Vec<ObjectId> {
    let rhino = |id: &&ObjectId| g.object(**id).is_ok_and(|o| o.token && o.card.contains("Rhino Warrior"));
    g.state().battlefield.iter().filter(rhino).copied().collect()
}

/// Player 0 casts Titan of Industry (seven Forests) with player 1's
/// `theirs` on the battlefield; its enters trigger asks for two modes.
fn titan_enters(theirs: Value) -> (Game, ObjectId) {
    let forests = json!(["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]);
    let mut g = table(forests, json!(["Titan of Industry"]), json!([]), theirs, json!([]));
    let titan = cast_and_resolve(&mut g, "Titan of Industry");
    (g, titan)
}

#[test]
fn titan_of_industry_chooses_two_modes_destroying_an_enchantment_and_a_player_gaining_five_life_700_2b() {
    let (mut g, _) = titan_enters(json!(["Blood Moon"]));
    let moon = the_only(&g, "Blood Moon");
    assert_eq!(decks_pool().card("Titan of Industry").unwrap().unsupported_text().count(), 0);
    let choices = listed(&g);
    assert!(choices.iter().all(|(modes, _)| modes.len() == 2), "choose two: {choices:?}");
    assert!(choices.contains(&(vec![0, 1], vec![at(moon), player_target(1)])), "{choices:?}");
    assert!(choices.contains(&(vec![2, 3], vec![])), "{choices:?}");
    check_legal_actions(&g);
    refuse(&mut g, &[1], &[player_target(1)], "wrong_number_of_modes", Some("700.2"));
    refuse(&mut g, &[1, 1], &[player_target(1), player_target(1)], "mode_chosen_twice", Some("700.2d"));
    // 700.2c: the targets in the chosen modes' printed order (the enchantment, then the player).
    g.apply(modes_answer(&g, &[0, 1], &[at(moon), player_target(1)])).expect("destroy and gain life");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(life(&g, 1), 25, "Target player gains 5 life.");
    assert!(rhinos(&g).is_empty(), "no token: that mode was not chosen");
}

#[test]
fn titan_of_industry_puts_a_shield_counter_on_a_creature_you_control_which_prevents_damage_122_1c() {
    let (mut g, titan) = titan_enters(json!([]));
    // No artifact or enchantment: the destroy mode can't be chosen (603.3c).
    assert!(listed(&g).iter().all(|(modes, _)| !modes.contains(&0)), "{:?}", listed(&g));
    g.apply(modes_answer(&g, &[2, 3], &[])).expect("a Rhino, then a shield counter");
    resolve_all(&mut g);
    // 608.2d: the creature is chosen as the mode is carried out, among Titan and the Rhino just created.
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("the creature is chosen: {:?}", g.state().pending)
    };
    let rhino = rhinos(&g)[0];
    assert_eq!(objects.len(), 2);
    assert!(objects.contains(&titan) && objects.contains(&rhino));
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    g.apply(Action::ChooseObject { player: mtg_rules::game::PlayerId(0), object: rhino }).expect("the Rhino");
    let shield = mtg_rules::counter::CounterKind::Shield;
    assert_eq!(g.object(rhino).unwrap().counters.get(&shield), 1);
    let view = g.permanent(rhino).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4), "a 4/4 green Rhino Warrior");
    // 122.1c: damage that would be dealt to it is prevented and a shield counter removed.
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Titan of Industry", "counters": { "shield": 1 } }], "library": ["Plains"] },
            { "battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"], "library": ["Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    let titan = the_only(&g, "Titan of Industry");
    casts(&mut g, 1, "Lightning Bolt", vec![at(titan)]);
    let events = pass_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, Event::CountersRemoved { object, .. } if *object == titan)),
        "{events:?}"
    );
    assert_eq!(g.object(titan).unwrap().damage, 0, "the damage was prevented (615.1)");
    assert_eq!(g.object(titan).unwrap().counters.get(&shield), 0);
    casts(&mut g, 1, "Lightning Bolt", vec![at(titan)]);
    pass_all(&mut g);
    assert_eq!(g.object(titan).unwrap().damage, 3, "no shield counter left");
}

#[test]
fn a_shield_counter_is_removed_instead_of_the_permanent_being_destroyed_122_1c() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Titan of Industry", "counters": { "shield": 1 } }], "library": ["Plains"] },
            { "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"], "hand": ["Go for the Throat", "Go for the Throat"],
              "library": ["Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    let titan = the_only(&g, "Titan of Industry");
    casts(&mut g, 1, "Go for the Throat", vec![at(titan)]);
    pass_all(&mut g);
    assert_eq!(the_only(&g, "Titan of Industry"), titan, "not destroyed (614.1a)");
    assert_eq!(g.object(titan).unwrap().counters.get(&mtg_rules::counter::CounterKind::Shield), 0);
    casts(&mut g, 1, "Go for the Throat", vec![at(titan)]);
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Titan of Industry", 0), Some(mtg_rules::card::Zone::Graveyard), "destroyed (701.8a)");
}

#[test]
fn ertai_resurrected_counters_target_spell_and_its_controller_draws_a_card_608_2h() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island", "Swamp", "Swamp"], "hand": ["Ertai Resurrected"], "library": ["Plains"] },
            { "battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card("Ertai Resurrected").unwrap().unsupported_text().count(), 0);
    let bolt = casts(&mut g, 1, "Lightning Bolt", vec![player_target(0)]);
    g.apply(pass(1)).unwrap();
    // Flash: in response, Ertai is cast and resolves; its trigger goes on the stack above the Bolt.
    casts(&mut g, 0, "Ertai Resurrected", vec![]);
    pass_all(&mut g);
    let ertai = the_only(&g, "Ertai Resurrected");
    let choices = listed(&g);
    assert!(choices.contains(&(vec![], vec![])), "up to one: none {choices:?}");
    assert!(choices.contains(&(vec![0], vec![at(bolt)])), "{choices:?}");
    // "another target creature": not Ertai itself; no other creature, so that mode can't be chosen (603.3c).
    assert!(choices.iter().all(|(modes, _)| modes[..] != [1]), "{choices:?}");
    refuse(&mut g, &[1], &[at(ertai)], "illegal_target", None);
    // 115.5: the ability is not a target of its own.
    let ability = *g.state().stack.last().unwrap();
    refuse(&mut g, &[0], &[at(ability)], "illegal_target", Some("115.5"));
    check_legal_actions(&g);
    g.apply(modes_answer(&g, &[0], &[at(bolt)])).expect("counter the Bolt");
    let hand_before = g.state().players[1].hand.len();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(mtg_rules::card::Zone::Graveyard), "countered (701.6a)");
    assert_eq!(life(&g, 0), 20);
    assert_eq!(g.state().players[1].hand.len(), hand_before + 1, "its controller draws a card");
    assert_eq!(g.state().players[0].hand.len(), 0, "not Ertai's controller");
}

#[test]
fn ertai_resurrected_destroys_another_target_creature_and_its_controller_draws_a_card_700_2b() {
    let mut g = table(
        json!(["Island", "Island", "Swamp", "Swamp"]),
        json!(["Ertai Resurrected"]),
        json!([]),
        json!(["Dragon's Rage Channeler"]),
        json!([]),
    );
    let drc = the_only(&g, "Dragon's Rage Channeler");
    let ertai = cast_and_resolve(&mut g, "Ertai Resurrected");
    let choices = listed(&g);
    assert_eq!(choices, vec![(vec![], vec![]), (vec![1], vec![at(drc)])], "no spell or other ability on the stack");
    refuse(&mut g, &[1], &[at(ertai)], "illegal_target", None);
    g.apply(modes_answer(&g, &[1], &[at(drc)])).expect("destroy the Channeler");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Dragon's Rage Channeler", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(hand(&g, 1), vec!["Plains".to_string()], "its controller draws a card (608.2h)");
    assert!(hand(&g, 0).is_empty());
    the_only(&g, "Ertai Resurrected");
}

#[test]
fn titan_of_industry_blocks_a_flyer_with_reach_and_tramples_over_a_blocker_702_17b_702_19b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Titan of Industry"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Curator of Mysteries", "Ragavan, Nimble Pilferer"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    let titan = the_only(&g, "Titan of Industry");
    let curator = the_only(&g, "Curator of Mysteries");
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    advance_to(&mut g, mtg_rules::game::Step::DeclareAttackers);
    g.apply(attack(1, &[(curator, at_player(0))])).expect("the flyer attacks");
    pass_all(&mut g);
    // 702.17b: reach lets it block a creature with flying.
    g.apply(block(0, &[(titan, curator)])).expect("blocked by a creature with reach");
    advance_to(&mut g, mtg_rules::game::Step::End);
    assert_eq!(zone_of(&g, "Curator of Mysteries", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(life(&g, 0), 20);
    to_next_turn_step(&mut g, 0, mtg_rules::game::Step::DeclareAttackers);
    g.apply(attack(0, &[(titan, at_player(1))])).expect("Titan attacks");
    pass_all(&mut g);
    g.apply(block(1, &[(ragavan, titan)])).expect("chump block");
    advance_to(&mut g, mtg_rules::game::Step::End);
    // 702.19b: lethal damage to the blocker (1), the rest (6) to the player.
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(life(&g, 1), 14, "six damage trampled over");
}

#[test]
fn hullbreaker_horror_returns_target_nonland_permanent_to_its_owners_hand_700_2b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Hullbreaker Horror", "Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains"] },
            { "battlefield": ["Blood Moon"], "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let moon = the_only(&g, "Blood Moon");
    casts(&mut g, 0, "Lightning Bolt", vec![player_target(1)]);
    g.apply(modes_answer(&g, &[1], &[at(moon)])).expect("return the Blood Moon");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(mtg_rules::card::Zone::Hand), "returned to its owner's hand");
    assert_eq!(life(&g, 1), 17);
}

#[test]
fn the_meathook_massacre_gives_each_creature_minus_x_minus_x_with_the_x_of_its_spell_107_3m() {
    let mut g = table(
        json!(["Swamp", "Swamp", "Swamp", "Swamp", "Ragavan, Nimble Pilferer"]),
        json!(["The Meathook Massacre"]),
        json!([]),
        json!(["Dragon's Rage Channeler", "Titan of Industry"]),
        json!([]),
    );
    assert_eq!(decks_pool().card("The Meathook Massacre").unwrap().unsupported_text().count(), 0);
    let titan = the_only(&g, "Titan of Industry");
    let card = in_hand(&g, 0, "The Meathook Massacre");
    let player = mtg_rules::game::PlayerId(0);
    let method = mtg_rules::game::CastMethod::Normal;
    let (targets, modes, choices) = (Vec::new(), Vec::new(), Vec::new());
    let cast_x2 = Action::CastSpell {
        player,
        object: card,
        method,
        x: Some(2),
        payment: None,
        targets,
        modes,
        choices,
        division: Vec::new(),
    };
    g.apply(cast_x2).expect("X = 2, four Swamps");
    pass_all(&mut g);
    let meathook = the_only(&g, "The Meathook Massacre");
    // 202.3e: on the battlefield its X is 0 for its mana value.
    assert_eq!(g.characteristics(meathook).unwrap().mana_value.whole(), 2);
    // Its enters trigger: each creature gets -2/-2 (107.3m: the X of the spell it was).
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 0), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "Dragon's Rage Channeler", 1), Some(mtg_rules::card::Zone::Graveyard));
    let view = g.permanent(titan).unwrap();
    assert_eq!((view.power, view.toughness), (5, 5), "7/7 gets -2/-2 until end of turn (611.2c)");
    // 700.4: a creature it controls died, each opponent loses 1 life; an opponent's died, it gains 1 life.
    assert_eq!(life(&g, 1), 19, "Whenever a creature you control dies, each opponent loses 1 life.");
    assert_eq!(life(&g, 0), 21, "Whenever a creature an opponent controls dies, you gain 1 life.");
}

/// Player 0 (active, precombat main of turn 3) has `lands` and `hand`, and
/// `library` (its top card first) with two Plains below.
fn library_table(lands: Value, hand: Value, library: &[&str]) -> Game {
    let mut cards: Vec<&str> = library.to_vec();
    cards.extend(["Plains", "Plains"]);
    decks_game(json!({
        "players": [
            { "battlefield": lands, "hand": hand, "library": cards },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

/// The names of player 0's cards in `zone`.
fn zone_names(g: &Game, hand: bool) -> Vec<String> {
    let p = &g.state().players[0];
    names(g, if hand { &p.hand } else { &p.library })
}

/// 401.4. Player 0's library is the two Plains that were below the revealed
/// cards, then the revealed cards not taken (`rest`, sorted), in some order.
fn assert_rest_on_bottom(g: &Game, rest: &[&str]) {
    let library = zone_names(g, false);
    assert_eq!(library[..2], ["Plains", "Plains"]);
    let mut bottom = library[2..].to_vec();
    bottom.sort();
    assert_eq!(bottom, rest);
}

/// Answers the pending "you may" choice among the revealed cards of one card
/// type, after checking which cards it offers.
fn choose_among(g: &mut Game, offered: &[&str], choose: Option<&str>) {
    let Some(Pending::SearchLibrary { player, candidates, .. }) = g.state().pending.clone() else {
        panic!("no choice among the revealed cards is pending: {:?}", g.state().pending)
    };
    assert_eq!(names(g, &candidates), offered);
    check_legal_actions(g);
    let found = choose.map(|name| candidates[names(g, &candidates).iter().position(|n| n == name).unwrap()]);
    g.apply(Action::SearchLibrary { player, found }).unwrap_or_else(|e| panic!("{choose:?}: {e}"));
}

#[test]
fn atraxa_puts_a_revealed_card_of_each_card_type_into_hand_and_the_rest_on_the_bottom_at_random_608_2d() {
    let lands = json!(["Plains", "Island", "Swamp", "Forest", "Plains", "Plains", "Plains"]);
    let revealed = [
        "Annex Sentry",
        "Lightning Bolt",
        "Island",
        "Counterspell",
        "Supreme Verdict",
        "Ashiok, Dream Render",
        "Ardent Plea",
        "Invasion of Ikoria // Zilortha, Apex of Ikoria",
        "Forest",
        "Shardless Agent",
    ];
    let mut g = library_table(lands, json!(["Atraxa, Grand Unifier"]), &revealed);
    assert_eq!(decks_pool().card("Atraxa, Grand Unifier").unwrap().unsupported_text().count(), 0);
    cast_and_resolve(&mut g, "Atraxa, Grand Unifier");
    // Its enters trigger resolves: the top ten cards are revealed (701.20a), and stay on top while chosen.
    let events = pass_all(&mut g);
    let shown: Vec<&str> = events
        .iter()
        .filter_map(|e| if let Event::Revealed { card, .. } = e { Some(card.as_str()) } else { None })
        .collect();
    assert_eq!(shown, revealed);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    // For each card type in turn (205.2a), a card of that type or none ("you may").
    choose_among(&mut g, &["Annex Sentry", "Shardless Agent"], Some("Shardless Agent"));
    choose_among(
        &mut g,
        &["Invasion of Ikoria // Zilortha, Apex of Ikoria"],
        Some("Invasion of Ikoria // Zilortha, Apex of Ikoria"),
    );
    // A card already chosen (the artifact creature) is not offered again for "creature".
    choose_among(&mut g, &["Annex Sentry"], Some("Annex Sentry"));
    choose_among(&mut g, &["Ardent Plea"], None);
    // 732: a card of another type, or not revealed, is refused; the game is unchanged.
    let Some(Pending::SearchLibrary { player, .. }) = g.state().pending.clone() else { panic!() };
    let plea = g.state().players[0].library[6];
    assert_eq!(refused(&mut g, Action::SearchLibrary { player, found: Some(plea) }), "not_a_candidate");
    choose_among(&mut g, &["Lightning Bolt", "Counterspell"], Some("Counterspell"));
    // No kindred card was revealed: no choice is asked for it.
    choose_among(&mut g, &["Island", "Forest"], Some("Forest"));
    choose_among(&mut g, &["Ashiok, Dream Render"], Some("Ashiok, Dream Render"));
    choose_among(&mut g, &["Supreme Verdict"], Some("Supreme Verdict"));
    assert_eq!(g.state().pending, None);
    let mut hand = zone_names(&g, true);
    hand.sort();
    let mut taken = vec![
        "Annex Sentry",
        "Ashiok, Dream Render",
        "Counterspell",
        "Forest",
        "Invasion of Ikoria // Zilortha, Apex of Ikoria",
        "Shardless Agent",
        "Supreme Verdict",
    ];
    taken.sort_unstable();
    assert_eq!(hand, taken);
    // 401.4: the three not taken go on the bottom, under the two Plains that were below them.
    assert_rest_on_bottom(&g, &["Ardent Plea", "Island", "Lightning Bolt"]);
}

#[test]
fn niv_mizzet_reborn_takes_a_revealed_card_of_exactly_each_color_pair_608_2d() {
    let lands = json!(["Plains", "Island", "Swamp", "Mountain", "Forest"]);
    let revealed = [
        "Agony Warp",
        "Drown in the Loch",
        "Lightning Helix",
        "Expressive Iteration",
        "Supreme Verdict",
        "Lightning Bolt",
        "Island",
        "Kolaghan's Command",
        "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
        "Bring to Light",
    ];
    let mut g = library_table(lands, json!(["Niv-Mizzet Reborn"]), &revealed);
    assert_eq!(decks_pool().card("Niv-Mizzet Reborn").unwrap().unsupported_text().count(), 0);
    cast_and_resolve(&mut g, "Niv-Mizzet Reborn");
    pass_all(&mut g);
    // The pairs with one card of exactly those colors take it without asking; blue-black: two to choose from.
    let Some(Pending::ChooseObject { player, objects, .. }) = g.state().pending.clone() else {
        panic!("the blue-black card is chosen: {:?}", g.state().pending)
    };
    assert_eq!(names(&g, &objects), ["Agony Warp", "Drown in the Loch"]);
    check_legal_actions(&g);
    // "choose a card": not none (no such answer is listed).
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::ChooseObject { .. })));
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    g.apply(Action::ChooseObject { player, object: objects[1] }).expect("Drown in the Loch");
    assert_eq!(g.state().pending, None);
    let mut hand = zone_names(&g, true);
    hand.sort();
    // A mono-red card, a land and a mono-red double-faced card are no pair's: they are not taken.
    assert_eq!(
        hand,
        [
            "Bring to Light",
            "Drown in the Loch",
            "Expressive Iteration",
            "Kolaghan's Command",
            "Lightning Helix",
            "Supreme Verdict"
        ]
    );
    assert_rest_on_bottom(
        &g,
        &["Agony Warp", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki", "Island", "Lightning Bolt"],
    );
}

#[test]
fn tishanas_tidebinder_counters_an_activated_ability_and_its_creature_loses_all_abilities_while_it_remains_611_2b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island", "Island"], "hand": ["Tishana's Tidebinder"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Knight of Dusk's Shadow", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain"],
              "hand": ["Lightning Bolt"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card("Tishana's Tidebinder").unwrap().unsupported_text().count(), 0);
    let knight = the_only(&g, "Knight of Dusk's Shadow");
    let keywords = g.characteristics(knight).unwrap().keywords;
    assert!(keywords.iter().any(|k| k == "Menace"));
    let pumps = |g: &Game| {
        g.legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == knight))
            .collect::<Vec<_>>()
    };
    let pump = pumps(&g).first().cloned().expect("{1}{B}: +1/+1");
    g.apply(pump.clone()).expect("pump");
    let ability = *g.state().stack.last().unwrap();
    // 702.8a: Flash; the Knight's controller passes with its ability on the stack.
    g.apply(pass(1)).unwrap();
    let card = in_hand(&g, 0, "Tishana's Tidebinder");
    g.apply(cast(0, card, mtg_rules::game::CastMethod::Normal)).expect("flash");
    pass_all(&mut g);
    let tidebinder = the_only(&g, "Tishana's Tidebinder");
    // 115.1: "up to one target": the Knight's ability or none; 115.5: never the trigger itself.
    let choices: Vec<Vec<Target>> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| if let Action::ChooseTargets { targets, .. } = a { Some(targets) } else { None })
        .collect();
    assert_eq!(choices.len(), 2, "{choices:?}");
    assert!(choices.contains(&vec![at(ability)]), "{choices:?}");
    choose_trigger_targets(&mut g, &[at(ability)]);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    resolve_all(&mut g);
    // 701.6b: the pump is countered; the Knight loses all abilities (613.1f) while Tidebinder remains (611.2b).
    assert!(g.state().stack.is_empty());
    let view = g.permanent(knight).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2), "the +1/+1 never happened");
    assert!(g.characteristics(knight).unwrap().keywords.is_empty(), "no menace");
    assert!(pumps(&g).is_empty(), "no ability to activate");
    refused(&mut g, pump.clone());
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    assert!(g.to_json().contains("abilitiesLost"));
    // Tidebinder leaves the battlefield: the effect ends, and the Knight has its abilities again.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, mtg_rules::game::CastMethod::Normal, vec![at(tidebinder)])).expect("bolt");
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Tishana's Tidebinder", 0), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(g.characteristics(knight).unwrap().keywords, keywords);
    assert!(!pumps(&g).is_empty(), "its ability again");
}

#[test]
fn dina_soul_steeper_gets_the_power_the_sacrificed_creature_had_as_it_was_sacrificed_608_2h() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Dina, Soul Steeper", { "card": "Ragavan, Nimble Pilferer", "counters": { "+1/+1": 2 } },
                              "Swamp", "Swamp", "Mountain", "Plains"],
              "hand": ["Lightning Helix"], "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card("Dina, Soul Steeper").unwrap().unsupported_text().count(), 0);
    let (dina, ragavan) = (the_only(&g, "Dina, Soul Steeper"), the_only(&g, "Ragavan, Nimble Pilferer"));
    // 701.21a: "another creature": Dina can't be sacrificed to its own ability (nothing else: refused).
    let with = |sacrificed: ObjectId| {
        let player = mtg_rules::game::PlayerId(0);
        Action::ActivateAbility {
            player,
            object: dina,
            ability: 1,
            choice: 0,
            targets: Vec::new(),
            choices: vec![sacrificed],
            payment: None,
            x: None,
        }
    };
    refused(&mut g, with(dina));
    g.apply(with(ragavan)).expect("{1}, sacrifice Ragavan (4/3 with two +1/+1 counters)");
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 0), Some(mtg_rules::card::Zone::Graveyard));
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    resolve_all(&mut g);
    // 608.2h: X is the power Ragavan had on the battlefield (4), not the card's printed 2 in the graveyard.
    let view = g.permanent(dina).unwrap();
    assert_eq!((view.power, view.toughness), (5, 3), "1/3 gets +4/+0 until end of turn");
    // "Whenever you gain life, each opponent loses 1 life." (119.9, 603.2): Lightning Helix at the opponent.
    let helix = in_hand(&g, 0, "Lightning Helix");
    g.apply(cast_at(0, helix, mtg_rules::game::CastMethod::Normal, vec![player_target(1)])).expect("Helix");
    resolve_all(&mut g);
    assert_eq!(life(&g, 0), 23);
    assert_eq!(life(&g, 1), 16, "3 damage, then 1 life lost");
}

#[test]
fn hapatra_may_put_a_minus_one_counter_on_target_creature_and_putting_it_creates_a_snake_122_1_603_2() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Hapatra, Vizier of Poisons"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": [{ "card": "Knight of Dusk's Shadow", "tapped": true }],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card("Hapatra, Vizier of Poisons").unwrap().unsupported_text().count(), 0);
    let (hapatra, knight) = (the_only(&g, "Hapatra, Vizier of Poisons"), the_only(&g, "Knight of Dusk's Shadow"));
    advance_to(&mut g, mtg_rules::game::Step::DeclareAttackers);
    g.apply(attack(0, &[(hapatra, at_player(1))])).unwrap();
    advance_to(&mut g, mtg_rules::game::Step::CombatDamage);
    assert_eq!(life(&g, 1), 18);
    // 510.2, 603.3d: the trigger's target is chosen as it goes on the stack.
    choose_trigger_targets(&mut g, &[at(knight)]);
    pass_all(&mut g);
    // 603.5: whether to put the counter is chosen as it resolves.
    let Some(Pending::YouMay { player, .. }) = g.state().pending.clone() else {
        panic!("you may: {:?}", g.state().pending)
    };
    check_legal_actions(&g);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    let mut declined = g.clone();
    declined.apply(Action::YouMay { player, accept: false }).unwrap();
    resolve_all(&mut declined);
    assert!(
        on_battlefield(&declined, "1/1 green Snake creature token with deathtouch").is_empty(),
        "no counter put, no Snake"
    );
    assert_eq!(declined.permanent(knight).unwrap().power, 2);
    g.apply(Action::YouMay { player, accept: true }).unwrap();
    // 122.1, 603.2: "Whenever you put one or more -1/-1 counters on a creature": a Snake with deathtouch.
    assert_eq!(g.state().stack.len(), 1, "the Snake trigger");
    resolve_all(&mut g);
    let view = g.permanent(knight).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1), "a -1/-1 counter");
    let snake = the_only(&g, "1/1 green Snake creature token with deathtouch");
    let snake = g.characteristics(snake).unwrap();
    assert_eq!((snake.power, snake.toughness), (Some(1), Some(1)));
    assert_eq!(snake.keywords, ["Deathtouch"]);
}

// --- Jegantha, the Wellspring: mana that can't pay generic mana costs (106.6); companion (702.139) ---

/// The main deck of a real decklist of `tests/data/decks` (one name per card).
fn main_deck(file: &str) -> Vec<String> {
    let text = std::fs::read_to_string(format!("{}/tests/data/decks/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let mut cards = Vec::new();
    for line in text.lines().skip_while(|l| *l != "Deck").skip(1).take_while(|l| !l.is_empty()) {
        let (n, name) = line.split_once(' ').unwrap();
        cards.extend(std::iter::repeat_n(name.to_string(), n.parse().unwrap()));
    }
    cards
}

/// Player 0 (active, precombat main of turn 3) has the companion
/// `companion`, three `land`s on the battlefield and `deck` as the rest of
/// the starting deck.
fn companion_setup(companion: &str, land: &str, deck: &[String]) -> Value {
    json!({
        "players": [
            { "companion": companion, "battlefield": [land, land, land], "library": deck },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    })
}

/// Player 0 (active, precombat main of turn 3) has `mine` on the
/// battlefield and `hand`.
fn jegantha_table(mine: Value, hand: Value) -> Game {
    decks_duel(mine, hand, json!([]))
}

fn pool(g: &Game) -> (u64, mtg_rules::game::ManaCounts) {
    let p = &g.state().players[0].mana_pool;
    (p.mana.total(), p.no_generic)
}

#[test]
fn jegantha_s_mana_pays_the_colored_symbols_of_klothys_but_not_its_generic_mana_106_6() {
    assert_eq!(decks_pool().card("Jegantha, the Wellspring").unwrap().unsupported_text().count(), 0);
    // Jegantha and one Mountain: {1}{R}{G} is paid with Jegantha's {R}{G} and the Mountain's mana for {1}.
    let mut g = jegantha_table(json!(["Jegantha, the Wellspring", "Mountain"]), json!(["Klothys, God of Destiny"]));
    let jegantha = the_only(&g, "Jegantha, the Wellspring");
    let mountain = the_only(&g, "Mountain");
    let klothys = in_hand(&g, 0, "Klothys, God of Destiny");
    let o = option(&g, klothys, mtg_rules::game::CastMethod::Normal);
    assert!(o.castable, "{:?}", o.reasons);
    let plan = o.payment.clone().expect("a payment");
    for p in &plan.payments {
        if let mtg_rules::game::Payment::Mana { symbol, source, .. } = *p {
            // Symbol 0 is {1}: the Mountain pays it, never Jegantha.
            assert_eq!(source == Some(mountain), symbol == 0, "{plan:?}");
        }
    }
    // A plan paying {1} with Jegantha's mana and {R} with the Mountain's is refused (106.6).
    let swapped = mtg_rules::game::PaymentPlan {
        payments: vec![
            mtg_rules::game::Payment::Mana { symbol: 0, source: Some(jegantha), mana: ManaType::W, snow: false },
            mtg_rules::game::Payment::Mana { symbol: 1, source: Some(mountain), mana: ManaType::R, snow: false },
            mtg_rules::game::Payment::Mana { symbol: 2, source: Some(jegantha), mana: ManaType::G, snow: false },
        ],
        costs: Vec::new(),
    };
    let mut bad = cast(0, klothys, mtg_rules::game::CastMethod::Normal);
    if let Action::CastSpell { payment, .. } = &mut bad {
        *payment = Some(Box::new(swapped));
    }
    assert_eq!(refused(&mut g, bad), "invalid_payment");
    // 605.3a: its mana ability is not activated by hand: its mana is added while paying.
    let events = g.apply(cast(0, klothys, mtg_rules::game::CastMethod::Normal)).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ManaAdded { source, mana, .. } if *source == jegantha && mana.len() == 5))
    );
    assert!(g.object(jegantha).unwrap().tapped && g.object(mountain).unwrap().tapped);
    // {W}{U}{B} stay in the pool, still unable to pay generic mana (106.6).
    let (total, restricted) = pool(&g);
    assert_eq!(total, 3);
    assert_eq!((restricted.W, restricted.U, restricted.B, restricted.total()), (1, 1, 1, 3));
    // The JSON round trip keeps the restriction.
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.state().players[0].mana_pool, g.state().players[0].mana_pool);
    pass_all(&mut g);
    assert!(on_battlefield(&g, "Klothys, God of Destiny").len() == 1);
}

#[test]
fn with_only_jegantha_untapped_a_spell_with_generic_mana_is_not_castable_and_cast_options_says_why_106_6() {
    let g = jegantha_table(json!(["Jegantha, the Wellspring"]), json!(["Klothys, God of Destiny", "Abrade"]));
    for name in ["Klothys, God of Destiny", "Abrade"] {
        let o = option(&g, in_hand(&g, 0, name), mtg_rules::game::CastMethod::Normal);
        assert!(!o.castable, "{name}");
        assert_eq!(codes(&o), ["cannot_pay"], "{name}");
        let message = &o.reasons[0].message;
        assert!(message.contains("generic") && message.contains("106.6"), "{name}: {message}");
    }
    // Nor is it listed, and its mana ability is not activated for a pool the player can't spend on {1}.
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { .. })));
    check_legal_actions(&g);
}

#[test]
fn jegantha_s_mana_left_in_the_pool_still_cannot_pay_generic_mana_but_pays_colored_mana_106_6() {
    // Klothys ({1}{R}{G}) paid by two Mountains ({1}, {R}) and Jegantha's {G}: {W}{U}{B}{R} stay in the pool.
    let mut g = jegantha_table(
        json!(["Jegantha, the Wellspring", "Mountain", "Mountain"]),
        json!(["Klothys, God of Destiny", "Abrade", "Lightning Bolt"]),
    );
    let klothys = in_hand(&g, 0, "Klothys, God of Destiny");
    let jegantha = the_only(&g, "Jegantha, the Wellspring");
    let mountains = on_battlefield(&g, "Mountain");
    let mana =
        |symbol, source, mana| mtg_rules::game::Payment::Mana { symbol, source: Some(source), mana, snow: false };
    let plan = mtg_rules::game::PaymentPlan {
        payments: vec![
            mana(0, mountains[0], ManaType::R),
            mana(1, mountains[1], ManaType::R),
            mana(2, jegantha, ManaType::G),
        ],
        costs: Vec::new(),
    };
    let mut action = cast(0, klothys, mtg_rules::game::CastMethod::Normal);
    if let Action::CastSpell { payment, .. } = &mut action {
        *payment = Some(Box::new(plan));
    }
    g.apply(action).unwrap();
    pass_all(&mut g);
    assert_eq!(pool(&g), (4, pool(&g).1));
    assert_eq!(pool(&g).1.total(), 4);
    // Abrade ({1}{R}): the pool's {R} pays {R}, but nothing pays {1} (106.6).
    let o = option(&g, in_hand(&g, 0, "Abrade"), mtg_rules::game::CastMethod::Normal);
    assert!(!o.castable, "{:?}", o.payment);
    assert!(o.reasons[0].message.contains("106.6"), "{:?}", o.reasons);
    // Lightning Bolt ({R}) is paid with the pool's restricted {R}.
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, mtg_rules::game::CastMethod::Normal, vec![player_target(1)])).unwrap();
    let (total, restricted) = pool(&g);
    assert_eq!((total, restricted.total(), restricted.R), (3, 3, 0));
    pass_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    // 106.4: the pool empties as the step ends, restriction and all.
    advance_to(&mut g, mtg_rules::game::Step::BeginningOfCombat);
    assert_eq!(pool(&g), (0, mtg_rules::game::ManaCounts::default()));
}

#[test]
fn jegantha_is_a_legal_companion_of_a_real_deck_with_no_mana_symbol_twice_and_is_put_into_hand_for_three_702_139a_116_2g()
 {
    // modern-12635872-6 (Ti0Patinhas) ran Jegantha as its companion.
    let deck = main_deck("modern-12635872-6.txt");
    assert_eq!(deck.len(), 60);
    let setup = |deck: &[String]| companion_setup("Jegantha, the Wellspring", "Mountain", deck);
    let mut g = decks_game(setup(&deck));
    assert_eq!(g.state().players[0].companion.as_deref(), Some("Jegantha, the Wellspring"));
    g.apply(Action::PutCompanionIntoHand { player: PlayerId(0), payment: None }).unwrap();
    assert!(g.state().players[0].companion.is_none());
    in_hand(&g, 0, "Jegantha, the Wellspring");
    // The same deck with one Endurance ({1}{G}{G}: {G} twice) does not fulfil the condition (103.2b).
    let mut illegal = deck.clone();
    illegal[0] = "Endurance".to_string();
    let error = Game::from_setup(decks_pool(), serde_json::from_value(setup(&illegal)).unwrap()).expect_err("refused");
    let problem = &error.problems[0];
    assert_eq!((problem.code, problem.rule), ("companion_condition_unmet", Some("103.2b")));
    assert!(problem.message.contains("Endurance"), "{}", problem.message);
}

// --- Yorion, Sky Nomad: exile any number, return at the next end step (608.2d, 603.7a, 400.7); companion ---

/// The permanent a pending "you may" asks about, and its purpose.
fn asked(g: &Game) -> Option<(ObjectId, mtg_rules::game::ChoicePurpose)> {
    match g.state().pending {
        Some(Pending::YouMay { object, purpose, .. }) => Some((object, purpose)),
        _ => None,
    }
}

fn you_may(g: &mut Game, accept: bool) -> Vec<Event> {
    g.apply(Action::YouMay { player: PlayerId(0), accept }).unwrap_or_else(|e| panic!("youMay: {e}"))
}

/// Player 0 has lands for Yorion, Omnath, Nahiri (loyalty 2 of 4) and
/// Yorion in hand; player 1 has Wild Nacatl. Yorion is cast and resolves, and
/// its enters ability resolves up to its first question.
fn yorion_resolving() -> (Game, ObjectId, ObjectId) {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Island", "Mountain", "Mountain",
                              "Omnath, Locus of Creation",
                              { "card": "Nahiri, the Harbinger", "counters": { "loyalty": 2 } }],
              "hand": ["Yorion, Sky Nomad"],
              "library": ["Island", "Island", "Island", "Island", "Island"] },
            { "battlefield": ["Wild Nacatl"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let omnath = the_only(&g, "Omnath, Locus of Creation");
    let nahiri = the_only(&g, "Nahiri, the Harbinger");
    cast_and_resolve(&mut g, "Yorion, Sky Nomad");
    // Its enters ability on the stack (no target), then resolving.
    pass_all(&mut g);
    (g, omnath, nahiri)
}

#[test]
fn yorion_asks_for_each_other_nonland_permanent_its_controller_owns_and_controls_then_exiles_those_chosen_at_once_608_2d_701_13a()
 {
    assert_eq!(decks_pool().card("Yorion, Sky Nomad").unwrap().unsupported_text().count(), 0);
    let (mut g, omnath, nahiri) = yorion_resolving();
    use mtg_rules::game::ChoicePurpose::ExileUntilNextEndStep as Purpose;
    // Omnath first, then Nahiri: not Yorion ("other"), the lands ("nonland") nor Wild Nacatl (not theirs).
    assert_eq!(asked(&g), Some((omnath, Purpose)));
    check_legal_actions(&g);
    // A JSON round trip in the middle of the choice.
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.state().pending, g.state().pending);
    let events = you_may(&mut g, true);
    assert!(!events.iter().any(|e| matches!(e, Event::ObjectMoved { .. })), "nothing moves before the last answer");
    assert_eq!(asked(&g), Some((nahiri, Purpose)));
    let events = you_may(&mut g, true);
    // Both exiled at once, by one resolution; Wild Nacatl and Yorion stay.
    let exiled: Vec<ObjectId> = events
        .iter()
        .filter_map(|e| match e {
            Event::ObjectMoved { from, object, zone: mtg_rules::card::Zone::Exile, .. } => {
                assert!([omnath, nahiri].contains(from));
                Some(*object)
            }
            _ => None,
        })
        .collect();
    assert_eq!(exiled.len(), 2);
    assert_eq!(g.state().exile, exiled);
    assert!(g.state().pending.is_none());
    the_only(&g, "Yorion, Sky Nomad");
    the_only(&g, "Wild Nacatl");
    // 603.7a: the delayed trigger waits for the next end step.
    assert_eq!(g.state().next_end_step.len(), 1);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.state().next_end_step, g.state().next_end_step);
}

#[test]
fn yorion_s_cards_return_at_the_beginning_of_the_next_end_step_as_new_objects_whose_enters_abilities_trigger_603_7a_400_7()
 {
    let (mut g, omnath, nahiri) = yorion_resolving();
    you_may(&mut g, true);
    you_may(&mut g, true);
    let hand = g.state().players[0].hand.len();
    advance_to(&mut g, mtg_rules::game::Step::End);
    // 603.7a: the delayed trigger is put on the stack as the end step begins, and resolves.
    assert_eq!(g.state().stack.len(), 1, "{:?}", g.state().stack);
    assert!(g.state().next_end_step.is_empty());
    pass_all(&mut g);
    // 400.7: new objects; Nahiri enters with her printed loyalty (306.5b), not the 2 she had.
    let omnath_now = the_only(&g, "Omnath, Locus of Creation");
    let nahiri_now = the_only(&g, "Nahiri, the Harbinger");
    assert!(omnath_now != omnath && nahiri_now != nahiri);
    assert!(g.state().exile.is_empty());
    let loyalty = g.object(nahiri_now).unwrap().counters.get(&mtg_rules::counter::CounterKind::Loyalty);
    assert_eq!(loyalty, 4);
    // Omnath's "When Omnath, Locus of Creation enters, draw a card." triggers (603.6a) and resolves.
    assert_eq!(g.state().stack.len(), 1);
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), hand + 1);
}

#[test]
fn yorion_exiles_nothing_when_each_is_declined_and_no_delayed_trigger_is_made_608_2d() {
    let (mut g, omnath, nahiri) = yorion_resolving();
    you_may(&mut g, false);
    you_may(&mut g, false);
    assert!(g.state().exile.is_empty() && g.state().next_end_step.is_empty());
    assert_eq!(the_only(&g, "Omnath, Locus of Creation"), omnath);
    assert_eq!(the_only(&g, "Nahiri, the Harbinger"), nahiri);
    // Only one chosen: only that one leaves and returns.
    let (mut g, omnath, nahiri) = yorion_resolving();
    you_may(&mut g, true);
    you_may(&mut g, false);
    assert_eq!(the_only(&g, "Nahiri, the Harbinger"), nahiri);
    assert_eq!(g.state().exile.len(), 1);
    advance_to(&mut g, mtg_rules::game::Step::End);
    pass_all(&mut g);
    assert!(the_only(&g, "Omnath, Locus of Creation") != omnath);
    assert_eq!(the_only(&g, "Nahiri, the Harbinger"), nahiri);
}

#[test]
fn yorion_is_a_legal_companion_of_a_real_eighty_card_deck_and_is_put_into_hand_for_three_702_139a_116_2g() {
    // pioneer-12635879-5 (TheKingJijah) ran Yorion as its companion with 80 cards.
    let deck = main_deck("pioneer-12635879-5.txt");
    assert_eq!(deck.len(), 80);
    let setup = |deck: &[String]| companion_setup("Yorion, Sky Nomad", "Plains", deck);
    let mut g = decks_game(setup(&deck));
    g.apply(Action::PutCompanionIntoHand { player: PlayerId(0), payment: None }).unwrap();
    in_hand(&g, 0, "Yorion, Sky Nomad");
    // 79 cards (76 and the three Plains): fewer than twenty more than the minimum of sixty (100.2a, 103.2b).
    let error =
        Game::from_setup(decks_pool(), serde_json::from_value(setup(&deck[4..])).unwrap()).expect_err("refused");
    let problem = &error.problems[0];
    assert_eq!((problem.code, problem.rule), ("companion_condition_unmet", Some("103.2b")));
}
