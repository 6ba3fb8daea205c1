//! Lands of real decks with triggered abilities that read the game state,
//! with their current Oracle text: an intervening "if" clause checked as the
//! ability triggers and again as it resolves (Emeria, the Sky Ruin, 603.4);
//! a land entering with counters and a state trigger when the last is
//! removed (Dark Depths, 122.6, 603.8); a land preventing an attacker's
//! combat damage (Maze of Ith, 615.1).

mod game_fixture;

use game_fixture::*;
use mtg_rules::card::{CardType, Supertype, Zone};
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, Event, Game, Pending, PlayerId, Step};
use serde_json::{Value, json};

/// Player 0 controls Emeria and `plains` Plains, with Grizzly Bears and
/// Lightning Bolt in the graveyard; player 1 controls `theirs`. It is
/// player 1's end step, so player 0's upkeep comes next.
fn emeria_game(plains: usize, theirs: Value) -> Game {
    let mut battlefield = vec![json!("Emeria, the Sky Ruin")];
    battlefield.extend(std::iter::repeat_n(json!("Plains"), plains));
    game(json!({
        "players": [
            { "battlefield": battlefield, "graveyard": ["Grizzly Bears", "Lightning Bolt"],
              "library": ["Lightning Bolt", "Lightning Bolt", "Lightning Bolt"] },
            { "battlefield": theirs, "library": ["Island", "Island", "Island"] }
        ],
        "activePlayer": 1, "step": "end"
    }))
}

fn triggered(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::TriggerPutOnStack { .. })).count()
}

#[test]
fn emeria_with_seven_plains_may_return_a_creature_card_from_your_graveyard_to_the_battlefield_603_4() {
    let mut g = emeria_game(7, json!([]));
    let events = advance_to(&mut g, Step::Upkeep);
    assert_eq!(triggered(&events), 1, "seven Plains: the ability triggers");
    let trigger = *g.state().stack.last().unwrap();
    let bears = g.state().players[0].graveyard[0];
    assert_eq!(g.object(trigger).unwrap().targets, [at(bears)], "the only creature card is its target");
    resolve_all(&mut g);
    let Some(Pending::YouMay { player: PlayerId(0), object, .. }) = g.state().pending.clone() else {
        panic!("a \"you may\" choice: {:?}", g.state().pending)
    };
    assert_eq!(object, bears);
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the choice reads back");
    let mut declined = g.clone();
    declined.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert_eq!(zone_of(&declined, "Grizzly Bears", 0), Some(Zone::Graveyard));
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    let returned = the_only(&g, "Grizzly Bears");
    let o = g.object(returned).unwrap();
    assert_eq!((o.controller, o.tapped), (PlayerId(0), false), "onto the battlefield under your control");
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert!(g.state().pending.is_none() && g.state().stack.is_empty());
}

#[test]
fn emeria_with_six_plains_does_not_trigger_at_all_603_4() {
    let mut g = emeria_game(6, json!([]));
    let events = advance_to(&mut g, Step::Upkeep);
    assert_eq!(triggered(&events), 0, "the condition is false as the upkeep begins");
    assert!(g.state().stack.is_empty());
    // Not in the opponent's upkeep either ("your upkeep"), even with seven.
    let mut g = emeria_game(7, json!([]));
    advance_to(&mut g, Step::Upkeep);
    resolve_all(&mut g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    for _ in 0..2 {
        advance_to(&mut g, Step::Draw);
        let events = advance_to(&mut g, Step::Upkeep);
        assert_eq!(g.state().active_player, PlayerId(1));
        assert_eq!(triggered(&events), 0, "player 1's upkeep");
        advance_to(&mut g, Step::Draw);
        let events = advance_to(&mut g, Step::Upkeep);
        assert_eq!(triggered(&events), 1, "player 0's upkeep again");
        resolve_all(&mut g);
        g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    }
}

#[test]
fn emerias_ability_is_removed_if_a_plains_is_destroyed_before_it_resolves_603_4() {
    let mut g = emeria_game(7, json!(["Ghost Quarter"]));
    advance_to(&mut g, Step::Upkeep);
    let trigger = *g.state().stack.last().unwrap();
    // Player 1 destroys a Plains in response; player 0's search finds nothing.
    g.apply(pass(0)).unwrap();
    let quarter = the_only(&g, "Ghost Quarter");
    let plains = on_battlefield(&g, "Plains")[0];
    g.apply(activate_at(&g, quarter, 1, vec![at(plains)])).unwrap();
    resolve_all(&mut g);
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: None }).unwrap();
    assert_eq!(on_battlefield(&g, "Plains").len(), 6);
    assert_eq!(g.state().stack, [trigger]);
    let events = resolve_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, Event::DidNotResolve { object, rule: "603.4", .. } if *object == trigger)),
        "{events:?}"
    );
    assert!(g.state().pending.is_none(), "no choice: the ability does nothing");
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Graveyard));
}

#[test]
fn emeria_is_understood_whole_603_4() {
    let card = db().get("Emeria, the Sky Ruin").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

fn ice(g: &Game, id: mtg_rules::game::ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::from_name("ice").unwrap())
}

#[test]
fn dark_depths_enters_with_ten_ice_counters_122_6_614_1c() {
    let mut g = game(json!({
        "players": [{ "hand": ["Dark Depths"], "library": ["Swamp"] }, { "library": ["Swamp"] }],
        "step": "precombatMain"
    }));
    let depths = in_hand(&g, 0, "Dark Depths");
    g.apply(Action::PlayLand { player: PlayerId(0), object: depths, face: None }).unwrap();
    let depths = the_only(&g, "Dark Depths");
    assert_eq!(ice(&g, depths), 10);
    assert!(g.state().stack.is_empty(), "it has ice counters: no trigger");
}

#[test]
fn dark_depths_with_its_last_ice_counter_removed_is_sacrificed_for_marit_lage_603_8() {
    let mut g = game(json!({
        "players": [
            { "battlefield": [{ "card": "Dark Depths", "counters": { "ice": 1 } }, "Swamp", "Swamp", "Swamp", "Swamp"],
              "library": ["Swamp"] },
            { "library": ["Swamp"] }
        ],
        "step": "precombatMain"
    }));
    let depths = the_only(&g, "Dark Depths");
    // "{3}: Remove an ice counter from Dark Depths." is its ability 1.
    let events = g.apply(activate(&g, depths, 1)).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })), "one ice counter left");
    let events = pass_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::CountersRemoved { object, count: 1, .. } if *object == depths)));
    assert_eq!(ice(&g, depths), 0);
    // 603.8: the state trigger goes on the stack the next time a player would receive priority.
    assert_eq!(triggered(&events), 1, "{events:?}");
    assert_eq!(g.state().stack.len(), 1);
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Dark Depths", 0), Some(Zone::Graveyard), "sacrificed");
    let lage = the_only(&g, "Marit Lage, legendary 20/20 black Avatar creature token with flying and indestructible");
    let c = g.characteristics(lage).unwrap();
    assert_eq!(c.name, "Marit Lage");
    assert!(c.supertypes.contains(Supertype::Legendary) && c.types.contains(CardType::Creature));
    assert_eq!((c.power, c.toughness), (Some(20), Some(20)));
    assert_eq!(c.subtypes, ["Avatar"]);
    let view = g.permanent(lage).unwrap();
    assert!(view.keywords.flying && view.keywords.indestructible);
    assert_eq!(g.object(lage).unwrap().controller, PlayerId(0));
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the token reads back from its description");
}

#[test]
fn dark_depths_state_trigger_does_not_trigger_again_while_it_is_on_the_stack_603_8() {
    let mut g = game(json!({
        "players": [
            { "battlefield": [{ "card": "Dark Depths", "counters": { "ice": 0 } },
                              "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"],
              "library": ["Swamp"] },
            { "library": ["Swamp"] }
        ],
        "step": "precombatMain"
    }));
    let depths = the_only(&g, "Dark Depths");
    let is_trigger = |g: &Game, id: &mtg_rules::game::ObjectId| {
        matches!(g.object(*id).unwrap().ability.as_ref().unwrap().kind, mtg_rules::game::TriggerKind::Triggered { .. })
    };
    // Removing a counter it does not have: the state is checked as the
    // player would receive priority, and the ability triggers (603.8).
    g.apply(activate(&g, depths, 1)).unwrap();
    assert_eq!(g.state().stack.len(), 2);
    let trigger = g.state().stack[1];
    assert!(is_trigger(&g, &trigger));
    // Again, with the trigger still on the stack: it does not trigger again.
    g.apply(activate(&g, depths, 1)).unwrap();
    let stack = g.state().stack.clone();
    assert_eq!(stack.len(), 3);
    assert_eq!(stack.iter().filter(|id| is_trigger(&g, id)).count(), 1, "{stack:?}");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Dark Depths", 0), Some(Zone::Graveyard));
    let lage = "Marit Lage, legendary 20/20 black Avatar creature token with flying and indestructible";
    assert_eq!(on_battlefield(&g, lage).len(), 1);
    assert!(g.state().stack.is_empty());
}

#[test]
fn dark_depths_and_blast_zones_entering_line_are_understood_122_6() {
    let card = db().get("Dark Depths").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
    let blast = db().get("Blast Zone").unwrap();
    assert!(!blast.unsupported_text().any(|l| l.contains("enters with")));
}

/// Player 0 (active, precombat main) attacks player 1 with two Grizzly
/// Bears; player 1 has Maze of Ith and `blockers`.
fn maze_game(blockers: Value) -> Game {
    let mut theirs = vec![json!("Maze of Ith")];
    theirs.extend(blockers.as_array().unwrap().iter().cloned());
    game(json!({
        "players": [
            { "battlefield": ["Grizzly Bears", "Grizzly Bears"], "library": ["Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn maze_of_ith_untaps_an_attacker_and_prevents_its_combat_damage_this_turn_615_1() {
    let mut g = maze_game(json!([]));
    let bears = on_battlefield(&g, "Grizzly Bears");
    let maze = the_only(&g, "Maze of Ith");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears[0], at_player(1)), (bears[1], at_player(1))])).unwrap();
    g.apply(pass(0)).unwrap();
    g.apply(activate_at(&g, maze, 0, vec![at(bears[0])])).unwrap();
    assert!(g.object(maze).unwrap().tapped, "{{T}} is its cost");
    pass_all(&mut g);
    assert!(!g.object(bears[0]).unwrap().tapped, "untapped (701.26b)");
    assert!(g.object(bears[1]).unwrap().tapped);
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the prevention reads back");
    advance_to(&mut g, Step::DeclareBlockers);
    if g.state().pending.is_some() {
        g.apply(block(1, &[])).unwrap();
    }
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 18, "only the other Bears deals combat damage");
    // The effect ends in the cleanup step (514.2).
    advance_to(&mut g, Step::Upkeep);
    assert!(g.state().combat_damage_prevented.is_empty());
}

#[test]
fn maze_of_ith_prevents_combat_damage_dealt_to_and_by_a_blocked_attacker_615_1() {
    let mut g = maze_game(json!(["Grizzly Bears"]));
    let attackers: Vec<_> = on_battlefield(&g, "Grizzly Bears")
        .into_iter()
        .filter(|&id| g.object(id).unwrap().controller == PlayerId(0))
        .collect();
    let blocker = on_battlefield(&g, "Grizzly Bears").into_iter().find(|id| !attackers.contains(id)).unwrap();
    let maze = the_only(&g, "Maze of Ith");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(attackers[0], at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(1, &[(blocker, attackers[0])])).unwrap();
    g.apply(pass(0)).unwrap();
    // Not attacking: not a legal target (115.1), and nothing changes (732).
    let other = activate_at(&g, maze, 0, vec![at(attackers[1])]);
    assert_eq!(refused(&mut g, other), "illegal_target");
    g.apply(activate_at(&g, maze, 0, vec![at(attackers[0])])).unwrap();
    pass_all(&mut g);
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.object(attackers[0]).unwrap().damage, 0, "damage dealt to it is prevented");
    assert_eq!(g.object(blocker).unwrap().damage, 0, "damage dealt by it is prevented");
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 3, "both survive");
    assert_eq!(g.state().players[1].life, 20);
}

#[test]
fn maze_of_ith_is_understood_whole_615_1() {
    let card = db().get("Maze of Ith").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}
