//! Emblems (114) and the planeswalkers of the real decks that make them
//! (issue 14, `data/pool-decks.json`, today's Oracle text): Jace, Vryn's
//! Prodigy // Jace, Telepath Unbound (701.27 exile and return transformed,
//! 601.3 a permission to cast from a graveyard, 114.2 an emblem).

mod game_fixture;
mod invariants;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::{Value, json};

const JACE: &str = "Jace, Vryn's Prodigy // Jace, Telepath Unbound";

fn loyalty(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::Loyalty)
}

/// Player 0 active in their precombat main phase of turn 3, with `mine` on
/// the battlefield, `hand` and `graveyard`; player 1 has ten Plains in library.
fn duel(mine: Value, hand: Value, graveyard: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "graveyard": graveyard,
              "library": ["Island", "Island", "Island", "Island"] },
            { "library": vec!["Plains"; 10] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn telepath(counters: u32) -> Value {
    json!([{ "card": JACE, "face": 1, "counters": { "loyalty": counters } }, "Mountain", "Island"])
}

/// Activates Jace, Vryn's Prodigy's loot and discards `discard` from hand.
fn loot(g: &mut Game, discard: &str) {
    let jace = the_only(g, JACE);
    g.apply(activate(g, jace, 0)).unwrap();
    resolve_all(g);
    let Some(Pending::Discard { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("701.9b: the discard is chosen: {:?}", g.state().pending)
    };
    let card = in_hand(g, 0, discard);
    g.apply(Action::Discard { player: PlayerId(0), object: card }).unwrap();
    resolve_all(g);
}

#[test]
fn jace_vryns_prodigy_loots_then_with_five_cards_in_the_graveyard_returns_transformed_with_five_loyalty_701_27() {
    let mut g = duel(json!([JACE]), json!(["Lightning Bolt"]), json!(["Plains", "Plains", "Plains", "Plains"]));
    let before = the_only(&g, JACE);
    loot(&mut g, "Lightning Bolt");
    assert_eq!(g.state().players[0].graveyard.len(), 5);
    let jace = the_only(&g, JACE);
    assert_ne!(jace, before, "400.7: exiled and returned, a new object");
    assert_eq!(g.object(jace).unwrap().face, Some(1), "712.14a: returned with Jace, Telepath Unbound up");
    assert_eq!(loyalty(&g, jace), 5, "306.5b: enters with his printed loyalty");
    assert_eq!(g.object(jace).unwrap().controller, PlayerId(0));
}

#[test]
fn jace_vryns_prodigy_with_four_cards_in_the_graveyard_after_looting_stays_as_he_is_608_2c() {
    let mut g = duel(json!([JACE]), json!(["Lightning Bolt"]), json!(["Plains", "Plains", "Plains"]));
    let before = the_only(&g, JACE);
    loot(&mut g, "Lightning Bolt");
    assert_eq!(g.state().players[0].graveyard.len(), 4);
    assert_eq!(the_only(&g, JACE), before, "the condition does not hold: no exile");
    assert_eq!(g.object(before).unwrap().face, None);
    assert!(g.object(before).unwrap().tapped);
}

#[test]
fn jace_telepath_unbound_minus_three_lets_you_cast_an_instant_from_your_graveyard_and_exiles_it_601_3_614_1a() {
    let mut g = duel(telepath(5), json!([]), json!(["Lightning Bolt", "Counterspell"]));
    let jace = the_only(&g, JACE);
    let bolt = g.state().players[0].graveyard[0];
    let counterspell = g.state().players[0].graveyard[1];
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == bolt)));
    let minus_three = loyalty_ability_of_back(-3);
    g.apply(activate_at(&g, jace, minus_three, vec![at(bolt)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(loyalty(&g, jace), 2);
    let casts: Vec<ObjectId> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::CastSpell { object, .. } => Some(object),
            _ => None,
        })
        .collect();
    assert!(casts.contains(&bolt), "601.3: the target card may be cast: {casts:?}");
    assert!(!casts.contains(&counterspell), "only the target card");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Exile), "614.1a: exiled instead of the graveyard");
}

#[test]
fn jace_telepath_unbounds_permission_ends_with_the_turn_611_2a() {
    let mut g = duel(telepath(5), json!([]), json!(["Lightning Bolt"]));
    let jace = the_only(&g, JACE);
    let bolt = g.state().players[0].graveyard[0];
    g.apply(activate_at(&g, jace, loyalty_ability_of_back(-3), vec![at(bolt)])).unwrap();
    resolve_all(&mut g);
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let bolt = g.state().players[0].graveyard[0];
    let option = option(&g, bolt, CastMethod::Normal);
    assert!(!option.castable, "the permission was for that turn only");
}

#[test]
fn jace_telepath_unbounds_emblem_makes_an_opponent_mill_five_whenever_you_cast_a_spell_from_the_command_zone_114_4() {
    let mut g = duel(telepath(9), json!(["Lightning Bolt"]), json!([]));
    let jace = the_only(&g, JACE);
    let events = g.apply(activate(&g, jace, loyalty_ability_of_back(-9))).unwrap();
    assert!(!events.is_empty());
    let events = resolve_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, mtg_rules::game::Event::EmblemCreated { player: PlayerId(0), .. })),
        "{events:?}"
    );
    assert_eq!(zone_of(&g, JACE, 0), Some(Zone::Graveyard), "704.5i: no loyalty left");
    let command = g.state().command.clone();
    assert_eq!(command.len(), 1, "114.2: the emblem is in the command zone");
    let emblem = g.object(command[0]).unwrap();
    assert_eq!((emblem.owner, emblem.controller, emblem.zone), (PlayerId(0), PlayerId(0), Zone::Command));
    // 400.1: the random play's invariant checker counts it in the command zone's list (408).
    let life: Vec<i64> = g.state().players.iter().map(|p| i64::from(p.life)).collect();
    invariants::check_invariants(&g, &life);
    // Read back from JSON, the emblem still works.
    let mut g = reads_back(&g);
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let events = g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    // 603.3d: its one legal target (target opponent) is chosen as it is put on the stack.
    let trigger = g.state().stack[1];
    assert!(events.iter().any(|e| matches!(e, mtg_rules::game::Event::TargetsChosen { object, targets, .. }
        if *object == trigger && *targets == [player_target(1)])));
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].library.len(), 5, "701.17a: five cards milled");
    assert_eq!(g.state().players[1].graveyard.len(), 5);
    assert_eq!(g.state().players[1].life, 17);
    assert_eq!(g.state().command.len(), 1, "114.4: the emblem stays");
}

#[test]
fn jace_telepath_unbounds_emblem_does_not_trigger_for_an_opponents_spell_114_4_603_2() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": telepath(9), "library": ["Island", "Island"] },
            { "battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": vec!["Plains"; 10] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let jace = the_only(&g, JACE);
    g.apply(activate(&g, jace, loyalty_ability_of_back(-9))).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().command.len(), 1);
    // Player 0 moves to combat; player 1 casts Lightning Bolt in the beginning of combat step.
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    g.apply(pass(0)).unwrap();
    assert_eq!(g.state().priority_player, PlayerId(1));
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    assert_eq!(g.state().stack.len(), 1, "603.2: \"whenever you cast\": not for an opponent's spell");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].library.len(), 10);
    assert_eq!(g.state().players[0].life, 17);
}

/// The index of Jace, Telepath Unbound's loyalty ability with this cost.
fn loyalty_ability_of_back(change: i32) -> usize {
    use mtg_rules::text::{Ability, CostPart};
    let face = &decks_pool().card(JACE).unwrap().faces[1];
    face.abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts == [CostPart::Loyalty { change }]))
        .unwrap()
}

/// The game read back from its JSON is the same game.
fn reads_back(g: &Game) -> Game {
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    back
}

#[test]
fn an_emblem_has_no_characteristics_but_its_abilities_114_3() {
    let mut g = duel(telepath(9), json!([]), json!([]));
    let jace = the_only(&g, JACE);
    g.apply(activate(&g, jace, loyalty_ability_of_back(-9))).unwrap();
    resolve_all(&mut g);
    let emblem = g.state().command[0];
    let c = g.characteristics(emblem).unwrap();
    assert_eq!((c.name.as_str(), c.type_line.as_str(), c.mana_cost.is_none()), ("", "", true));
    assert!(c.colors.is_empty() && c.types.is_empty() && c.loyalty.is_none());
}
