//! Permanents of real decks (issue 14, `data/pool-decks.json`, current
//! Oracle text), each with the rule it follows: Hidetsugu Consumes All //
//! Vessel of the All-Consuming (714.2, 701.8, 406.2, 712.14a, 120.3, 603.2,
//! 603.4, 104.3e); Shark Typhoon (601.2i, 608.2c, 702.29a, 702.29c, 107.3,
//! 111.4); Hive of the Eye Tyrant (614.1c, 611.2a, 613.1d, 613.1f, 508.5).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, CastMethod, DamageAssignment, DamageTo, Event, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::json;

const SAGA: &str = "Hidetsugu Consumes All // Vessel of the All-Consuming";

fn lore(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::Lore)
}

#[test]
fn hidetsugu_consumes_all_destroys_small_nonland_permanents_exiles_graveyards_then_returns_transformed_714_2_701_8_406_2_712_14a()
 {
    let card = decks_pool().card(SAGA).unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "understood whole, both faces");
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Mountain", "Mountain", "Ragavan, Nimble Pilferer", "Augur of Bolas"],
              "hand": [SAGA], "graveyard": ["Lightning Bolt"],
              "library": ["Island", "Island", "Island", "Island", "Island", "Island"] },
            { "battlefield": ["Mishra's Bauble", "Dragon's Rage Channeler", "Island"],
              "graveyard": ["Counterspell", "Thoughtseize"],
              "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, SAGA), CastMethod::Normal)).expect("{1}{B}{R}");
    pass_all(&mut g);
    let saga = the_only(&g, SAGA);
    assert_eq!(lore(&g, saga), 1, "714.3a");
    assert_eq!(g.state().stack.len(), 1, "chapter I triggered");
    pass_all(&mut g);
    // 701.8: each nonland permanent with mana value 1 or less, of both players; not the 2-drop, not lands.
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Dragon's Rage Channeler", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Augur of Bolas", 0), Some(Zone::Battlefield));
    assert_eq!(on_battlefield(&g, "Island").len(), 1);
    assert!(g.state().battlefield.contains(&saga), "the Saga itself has mana value 3");
    // Chapter II, the next turn after the draw step (714.3b): every graveyard exiled (406.2).
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(lore(&g, saga), 2);
    assert_eq!(g.state().stack.len(), 1, "chapter II triggered");
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    pass_all(&mut g);
    assert!(g.state().players.iter().all(|p| p.graveyard.is_empty()), "all graveyards exiled");
    for name in ["Lightning Bolt", "Ragavan, Nimble Pilferer", "Counterspell", "Mishra's Bauble"] {
        assert!(g.state().exile.iter().any(|&id| g.object(id).unwrap().card == name), "{name} exiled");
    }
    // Chapter III: exiled, then returned transformed under its owner's control (712.14a): a new object (400.7).
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(g.state().stack.len(), 1, "chapter III triggered");
    pass_all(&mut g);
    assert!(g.state().stack.is_empty());
    let vessel = the_only(&g, SAGA);
    assert_ne!(vessel, saga, "400.7: a new object");
    assert_eq!(g.object(vessel).unwrap().face, Some(1), "transformed");
    let c = g.characteristics(vessel).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Vessel of the All-Consuming", Some(3), Some(3)));
    assert_eq!(lore(&g, vessel), 0, "no lore counters: it is no Saga now");
    // 714.4: no chapter ability left, so no sacrifice; it stays.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(g.state().battlefield.contains(&vessel));
}

/// Player 0's Vessel of the All-Consuming with `counters` +1/+1 counters,
/// in their precombat main phase, attacking player 1 (20 life) this turn.
fn vessel_attacks(counters: u32, theirs: serde_json::Value) -> (Game, ObjectId) {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": SAGA, "face": "back", "counters": { "+1/+1": counters } }],
              "library": ["Island", "Island", "Island", "Island"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let vessel = the_only(&g, SAGA);
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(vessel, at_player(1))])).expect("it attacks");
    (g, vessel)
}

#[test]
fn vessel_of_the_all_consuming_gets_a_counter_whenever_it_deals_damage_once_for_damage_dealt_at_once_120_3_603_2() {
    // Blocked by a 1/1: with trample it assigns 1 to the blocker and 2 to the player, one event (510.2).
    let (mut g, vessel) = vessel_attacks(0, json!(["Dragon's Rage Channeler"]));
    pass_all(&mut g);
    let channeler = the_only(&g, "Dragon's Rage Channeler");
    g.apply(block(1, &[(channeler, vessel)])).expect("blocks");
    pass_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::AssignCombatDamage { .. })), "{:?}", g.state().pending);
    let to = |t| DamageAssignment { attacker: vessel, to: t, amount: 0 };
    let assignments = vec![
        DamageAssignment { amount: 1, ..to(DamageTo::Object { object: channeler }) },
        DamageAssignment { amount: 2, ..to(DamageTo::Player { player: PlayerId(1) }) },
    ];
    g.apply(Action::AssignCombatDamage { player: PlayerId(0), assignments })
        .expect("lethal to the blocker, the rest over");
    // "Whenever [this] deals damage" triggered once; "… to a player" did not: 2 is less than 10 (603.4).
    assert_eq!(g.state().players[1].life, 18, "702.19b: the rest tramples over");
    assert_eq!(g.state().stack.len(), 1, "one trigger: {:?}", g.state().stack);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    assert!(g.to_json().contains("\"amount\":2"), "the damage record keeps how much");
    pass_all(&mut g);
    assert_eq!(g.object(vessel).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 1);
    let view = g.permanent(vessel).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4));
    assert!(!g.state().players[1].lost);
}

#[test]
fn vessel_of_the_all_consuming_makes_a_player_it_dealt_10_damage_this_turn_lose_the_game_603_4_104_3e() {
    let (mut g, vessel) = vessel_attacks(7, json!([]));
    advance_to(&mut g, Step::CombatDamage);
    assert_eq!(g.state().players[1].life, 10);
    // Both abilities triggered; the intervening "if" held (10 damage this turn).
    assert_eq!(g.state().stack.len(), 2, "{:?}", g.state().stack);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    assert!(g.to_json().contains("dealtDamageTo"));
    let mut events = Vec::new();
    for _ in 0..4 {
        if g.state().stack.is_empty() || g.state().is_over() {
            break;
        }
        events.extend(pass_all(&mut g));
    }
    assert!(g.state().players[1].lost, "104.3e: they lose the game");
    assert!(events.iter().any(|e| matches!(e, Event::PlayerLost { player: PlayerId(1), rule: "104.3e" })));
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { winner: Some(PlayerId(0)) })));
    let _ = vessel;
}

const SHARK_TYPHOON: &str = "Shark Typhoon";
/// Shark Typhoon's abilities: the cast trigger, cycling, the cycle trigger.
const CYCLING: usize = 1;

fn sharks(g: &Game) -> Vec<(i32, i32)> {
    let tokens = g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().token);
    tokens
        .map(|&id| {
            let v = g.permanent(id).unwrap();
            assert!(v.characteristics.subtypes.iter().any(|s| s == "Shark"));
            assert!(v.keywords.flying);
            (v.power, v.toughness)
        })
        .collect()
}

#[test]
fn shark_typhoon_makes_an_x_x_shark_whenever_you_cast_a_noncreature_spell_x_its_mana_value_601_2i_608_2c_111_4() {
    assert_eq!(decks_pool().card(SHARK_TYPHOON).unwrap().unsupported_text().count(), 0, "understood whole");
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [SHARK_TYPHOON, "Mountain", "Island", "Island", "Mountain"],
              "hand": ["Lightning Bolt", "Counterspell", "Ragavan, Nimble Pilferer"],
              "library": ["Island", "Island", "Island", "Island"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    // A creature spell: no trigger.
    g.apply(cast(0, in_hand(&g, 0, "Ragavan, Nimble Pilferer"), CastMethod::Normal)).expect("{R}");
    assert_eq!(g.state().stack.len(), 1, "only Ragavan");
    pass_all(&mut g);
    assert!(sharks(&g).is_empty());
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).expect("{R}");
    assert_eq!(g.state().stack.len(), 2, "the Bolt and the trigger above it");
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    pass_all(&mut g);
    assert_eq!(sharks(&g), vec![(1, 1)], "X = the Bolt's mana value");
    // Counterspell (mana value 2) on the Bolt: a 2/2.
    let spell = g.state().stack[0];
    g.apply(cast_at(0, in_hand(&g, 0, "Counterspell"), CastMethod::Normal, vec![at(spell)])).expect("{U}{U}");
    pass_all(&mut g);
    assert_eq!(sharks(&g), vec![(1, 1), (2, 2)]);
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 20, "the Bolt was countered");
}

#[test]
fn shark_typhoon_cycled_for_x_makes_an_x_x_shark_then_draws_702_29a_702_29c_107_3() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island", "Island", "Island", "Island"], "hand": [SHARK_TYPHOON],
              "library": ["Mountain", "Island", "Island", "Island"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let card = in_hand(&g, 0, SHARK_TYPHOON);
    let with_x = |x| match activate(&g, card, CYCLING) {
        Action::ActivateAbility { player, object, ability, choice, targets, choices, payment, .. } => {
            Action::ActivateAbility { player, object, ability, choice, targets, choices, payment, x: Some(x) }
        }
        other => other,
    };
    let (three, four) = (with_x(3), with_x(4));
    // 107.3, 602.2b: X = 0 and the largest X payable (3 with five Islands) are listed.
    let listed = g.legal_actions();
    assert!(listed.contains(&with_x(0)) && listed.contains(&three), "{listed:?}");
    check_legal_actions(&g);
    assert_eq!(refused(&mut g, four), "cannot_pay");
    let events = g.apply(three).expect("{3}{1}{U}, discard it");
    assert!(events.iter().any(|e| matches!(e, Event::Discarded { from, .. } if *from == card)));
    assert_eq!(zone_of(&g, SHARK_TYPHOON, 0), Some(Zone::Graveyard));
    // 702.29c: the trigger goes on the stack above the cycling ability, with the X paid.
    assert_eq!(g.state().stack.len(), 2);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    assert!(g.to_json().contains("\"cycled\""));
    pass_all(&mut g);
    assert_eq!(sharks(&g), vec![(3, 3)]);
    assert!(g.state().players[0].hand.is_empty(), "the draw is still on the stack");
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1, "then a card drawn");
}

const HIVE: &str = "Hive of the Eye Tyrant";
/// Hive of the Eye Tyrant's abilities: enters tapped, {T}: Add {B}, the
/// animation; then the quoted trigger it gains (613.1f).
const ANIMATE: usize = 2;

#[test]
fn hive_of_the_eye_tyrant_enters_tapped_with_two_other_lands_and_taps_for_black_614_1c_605_1a() {
    assert_eq!(decks_pool().card(HIVE).unwrap().unsupported_text().count(), 0, "understood whole");
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp"], "hand": [HIVE, HIVE], "library": ["Island", "Island"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(Action::PlayLand { player: PlayerId(0), object: in_hand(&g, 0, HIVE), face: None }).expect("a land play");
    let hive = the_only(&g, HIVE);
    assert!(g.object(hive).unwrap().tapped, "614.1c: two other lands");
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp"], "hand": [HIVE], "library": ["Island", "Island"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(Action::PlayLand { player: PlayerId(0), object: in_hand(&g, 0, HIVE), face: None }).expect("a land play");
    let hive = the_only(&g, HIVE);
    assert!(!g.object(hive).unwrap().tapped, "one other land: untapped");
    g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: hive, choice: 0 }).expect("{T}: Add {B}");
    assert_eq!(g.state().players[0].mana_pool.mana.get(mtg_rules::game::ManaType::B), 1);
}

#[test]
fn hive_of_the_eye_tyrant_becomes_a_3_3_beholder_with_menace_that_exiles_a_card_from_defending_players_graveyard_as_it_attacks_613_1f_508_5()
 {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [HIVE, "Swamp", "Swamp", "Swamp", "Swamp"], "graveyard": ["Island"],
              "library": ["Island", "Island", "Island"] },
            { "graveyard": ["Lightning Bolt", "Counterspell"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let hive = the_only(&g, HIVE);
    for swamp in on_battlefield(&g, "Swamp") {
        g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: swamp, choice: 0 }).unwrap();
    }
    g.apply(activate(&g, hive, ANIMATE)).expect("{3}{B} from the pool");
    assert!(!g.object(hive).unwrap().tapped);
    pass_all(&mut g);
    let c = g.characteristics(hive).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)));
    assert!(c.types.contains(mtg_rules::card::CardType::Creature) && c.types.contains(mtg_rules::card::CardType::Land));
    assert!(c.subtypes.iter().any(|s| s == "Beholder"));
    assert!(g.permanent(hive).unwrap().keywords.menace);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(hive, at_player(1))])).expect("it attacks");
    // 603.3d: the gained trigger asks which card of defending player's graveyard (508.5): not the attacker's own.
    let Some(Pending::ChooseTargets { object, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    let bolt =
        *g.state().players[1].graveyard.iter().find(|&&id| g.object(id).unwrap().card == "Lightning Bolt").unwrap();
    let island = g.state().players[0].graveyard[0];
    let choose = |t| Action::ChooseTargets { player: PlayerId(0), object, targets: vec![at(t)], modes: Vec::new() };
    let listed = g.legal_actions();
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(listed.contains(&choose(bolt)));
    refused(&mut g, choose(island));
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    g.apply(choose(bolt)).expect("the Bolt");
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Counterspell", 1), Some(Zone::Graveyard));
    // 514.2: until end of turn: the next turn it is a land only, with no such ability.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    let c = g.characteristics(hive).unwrap();
    assert!(!c.types.contains(mtg_rules::card::CardType::Creature));
    assert_eq!(c.power, None);
}
