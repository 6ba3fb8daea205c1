//! Keywords issue #14 asks to be modelled, on real cards of
//! `data/mechanics-cards.json` (`data/POOLS.md`, "Mechanics cards"): infect
//! (702.90, Glistener Elf), persist (702.79, Kitchen Finks) and saddle
//! (702.171, Quilled Charger).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, Event, Game, ObjectId, Step, TriggerKind};
use mtg_rules::text::{Ability, ActivationRestriction, CostPart, KeywordAbility};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` on the battlefield
/// and `hand`; player 1 has `theirs` and `poison` poison counters; each
/// library is ten Forests.
fn table(mine: Value, hand: Value, theirs: Value, poison: u32) -> Game {
    let library = vec!["Forest"; 10];
    game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": library },
            { "battlefield": theirs, "library": library, "counters": { "poison": poison } }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// The abilities of `name`'s front face, all understood.
fn understood(name: &str) -> Vec<Ability> {
    let face = db().card(name).unwrap().front().unwrap();
    assert!(face.unsupported_text.is_empty(), "{name}: {:?}", face.unsupported_text);
    face.abilities.to_vec()
}

fn poison(g: &Game, player: usize) -> u32 {
    g.state().players[player].counters.get(&CounterKind::Poison)
}

fn minus_counters(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::MinusOneMinusOne)
}

/// Player 0 attacks player 1 with `attacker`; player 1 blocks with `blocker`
/// if any; on to the end of combat.
fn attack_with(g: &mut Game, attacker: ObjectId, blocker: Option<ObjectId>) -> Vec<Event> {
    let mut events = advance_to(g, Step::DeclareAttackers);
    events.extend(g.apply(attack(0, &[(attacker, at_player(1))])).unwrap());
    if let Some(blocker) = blocker {
        events.extend(advance_to(g, Step::DeclareBlockers));
        events.extend(g.apply(block(1, &[(blocker, attacker)])).unwrap());
    }
    events.extend(advance_to(g, Step::EndOfCombat));
    events
}

#[test]
fn glistener_elf_is_understood_with_a_typed_infect_702_90a() {
    assert_eq!(understood("Glistener Elf"), [Ability::Keyword { keyword: KeywordAbility::Infect }]);
}

#[test]
fn glistener_elfs_combat_damage_to_a_player_is_a_poison_counter_and_no_life_lost_702_90b_120_3b() {
    let mut g = table(json!(["Glistener Elf"]), json!([]), json!([]), 0);
    let elf = the_only(&g, "Glistener Elf");
    let events = attack_with(&mut g, elf, None);
    assert_eq!(poison(&g, 1), 1);
    assert_eq!(g.state().players[1].life, 20, "no life lost");
    assert!(events.iter().any(|e| matches!(e, Event::DamageDealt { amount: 1, combat: true, .. })), "damage is dealt");
}

#[test]
fn a_tenth_poison_counter_from_glistener_elf_makes_its_victim_lose_704_5c() {
    let mut g = table(json!(["Glistener Elf"]), json!([]), json!([]), 9);
    let elf = the_only(&g, "Glistener Elf");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(elf, at_player(1))])).unwrap();
    for _ in 0..10 {
        if g.state().players[1].lost {
            break;
        }
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
    }
    assert!(g.state().players[1].lost, "ten poison counters");
    assert_eq!(poison(&g, 1), 10);
    assert_eq!(g.state().players[1].life, 20);
}

#[test]
fn glistener_elfs_damage_to_a_blocker_is_a_minus_one_counter_not_marked_damage_702_90c_120_3d() {
    let mut g = table(json!(["Glistener Elf"]), json!([]), json!(["Grizzly Bears"]), 0);
    let (elf, bears) = (the_only(&g, "Glistener Elf"), the_only(&g, "Grizzly Bears"));
    let events = attack_with(&mut g, elf, Some(bears));
    assert_eq!(minus_counters(&g, bears), 1);
    assert_eq!(g.object(bears).unwrap().damage, 0, "no damage marked");
    let bears_view = g.permanent(bears).unwrap();
    assert_eq!((bears_view.power, bears_view.toughness), (1, 1));
    assert!(events.iter().any(|e| matches!(e, Event::CountersPut { object, count: 1, .. } if *object == bears)));
    assert_eq!(zone_of(&g, "Glistener Elf", 0), Some(Zone::Graveyard), "the bears' 2 damage killed the elf");
    assert_eq!(poison(&g, 1), 0);
    // The counter stays past the cleanup step (514.2 removes only marked damage).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!(minus_counters(&g, bears), 1);
}

#[test]
fn kitchen_finks_is_understood_with_its_enters_trigger_and_a_typed_persist_702_79a() {
    let abilities = understood("Kitchen Finks");
    assert!(abilities.contains(&Ability::Keyword { keyword: KeywordAbility::Persist }), "{abilities:?}");
    assert_eq!(abilities.len(), 2, "{abilities:?}");
}

#[test]
fn kitchen_finks_returns_once_with_a_minus_one_counter_then_stays_dead_702_79a() {
    let mut g = table(json!(["Kitchen Finks"]), json!([]), json!(["Glistener Elf", "Grizzly Bears"]), 0);
    let finks = the_only(&g, "Kitchen Finks");
    let bears = the_only(&g, "Grizzly Bears");
    let events = attack_with(&mut g, finks, Some(bears));
    let persist = |e: &Event| matches!(e, Event::TriggerPutOnStack { kind: TriggerKind::Persist, .. });
    assert!(events.iter().any(persist), "persist triggered");
    let back = the_only(&g, "Kitchen Finks");
    assert_ne!(back, finks, "a new object (400.7)");
    assert_eq!(minus_counters(&g, back), 1);
    let view = g.permanent(back).unwrap();
    assert_eq!((view.power, view.toughness), (2, 1));
    assert_eq!(g.state().players[0].life, 22, "it entered again: its enters trigger gained 2 life");
    assert!(g.state().players[0].graveyard.is_empty());
    // With a -1/-1 counter on it, it stays in the graveyard.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let elf = the_only(&g, "Glistener Elf");
    let events = attack_with(&mut g, back, Some(elf));
    assert!(!events.iter().any(persist), "no persist trigger");
    assert_eq!(zone_of(&g, "Kitchen Finks", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].life, 22);
}

#[test]
fn quilled_charger_is_understood_with_its_saddle_ability_and_saddled_attack_trigger_702_171a() {
    let abilities = understood("Quilled Charger");
    assert_eq!(abilities.len(), 2, "{abilities:?}");
    let saddle = &abilities[1];
    assert!(
        matches!(saddle, Ability::Activated { cost, restrictions, .. }
            if cost.parts == [CostPart::TapPower { power: 2, crew: false }] && restrictions == &[ActivationRestriction::SorcerySpeed]),
        "{saddle:?}"
    );
}

/// Player 0 has Quilled Charger and `others` (untapped, not summoning sick).
fn charger_table(others: &[&str]) -> (Game, ObjectId) {
    let mut mine = vec!["Quilled Charger"];
    mine.extend_from_slice(others);
    let g = table(json!(mine), json!([]), json!([]), 0);
    let charger = the_only(&g, "Quilled Charger");
    (g, charger)
}

/// Activates Quilled Charger's saddle ability tapping `creatures`.
fn saddle(g: &Game, charger: ObjectId, creatures: Vec<ObjectId>) -> Action {
    let mut action = activate(g, charger, 1);
    if let Action::ActivateAbility { choices, .. } = &mut action {
        *choices = creatures;
    }
    action
}

#[test]
fn saddling_quilled_charger_taps_the_creatures_and_its_attack_while_saddled_triggers_702_171a_b() {
    let (mut g, charger) = charger_table(&["Grizzly Bears"]);
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(saddle(&g, charger, vec![bears])).unwrap();
    pass_all(&mut g);
    assert!(g.object(bears).unwrap().tapped, "the bears saddled it (702.171c)");
    assert!(!g.object(charger).unwrap().tapped);
    assert_eq!(g.state().saddled, [charger]);
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(charger, at_player(1))])).unwrap();
    pass_all(&mut g);
    let view = g.permanent(charger).unwrap();
    assert_eq!((view.power, view.toughness), (5, 5), "+1/+2");
    assert!(view.keywords.menace);
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 15);
    // 702.171b: saddled until end of turn.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(g.state().saddled.is_empty());
}

#[test]
fn quilled_charger_attacking_unsaddled_gets_nothing_702_171b() {
    let (mut g, charger) = charger_table(&["Grizzly Bears"]);
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(charger, at_player(1))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 16, "4 damage, no pump");
}

#[test]
fn saddle_refuses_too_little_power_and_instant_speed_and_leaves_the_game_unchanged_702_171a() {
    let (mut g, charger) = charger_table(&["Glistener Elf"]);
    let elf = the_only(&g, "Glistener Elf");
    let action = saddle(&g, charger, vec![elf]);
    assert_eq!(refused(&mut g, action), "not_enough_power");
    let action = saddle(&g, charger, vec![charger]);
    assert_eq!(refused(&mut g, action), "invalid_cost_choice", "another creature");
    assert!(
        !g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == charger))
    );
    let (mut g, charger) = charger_table(&["Grizzly Bears"]);
    let bears = the_only(&g, "Grizzly Bears");
    advance_to(&mut g, Step::BeginningOfCombat);
    let action = saddle(&g, charger, vec![bears]);
    assert_eq!(refused(&mut g, action), "sorcery_timing");
}
