//! Exert (701.43, Glorybringer of `data/mechanics-cards.json`) and Role
//! tokens (303.7, 111.10): the keyword actions and tokens issue #14 names.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, AttackDeclaration, Game, ObjectId, PlayerId, Step, Target};
use mtg_rules::text::{Ability, Trigger};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` on the battlefield
/// and `hand`; player 1 has `theirs`; each library is ten Mountains.
fn table(mine: Value, hand: Value, theirs: Value) -> Game {
    let library = vec!["Mountain"; 10];
    game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": library },
            { "battlefield": theirs, "library": library }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// `attacker` attacks player 1, exerted or not.
fn exerting(attacker: ObjectId, exert: bool) -> Action {
    let attackers = vec![AttackDeclaration { attacker, target: at_player(1), exert }];
    Action::DeclareAttackers { player: PlayerId(0), attackers }
}

#[test]
fn glorybringer_reads_its_exert_line_as_one_ability_with_a_when_you_do_trigger_701_43d() {
    let face = db().card("Glorybringer").unwrap().front().unwrap();
    assert!(face.unsupported_text.is_empty(), "{:?}", face.unsupported_text);
    assert!(
        face.abilities.iter().any(|a| matches!(a, Ability::Triggered { trigger: Trigger::SelfExerted, .. })),
        "{:?}",
        face.abilities
    );
}

#[test]
fn exerted_glorybringer_deals_4_damage_and_does_not_untap_in_the_next_untap_step_701_43a() {
    let theirs = json!(["Grizzly Bears", "Glistener Elf", "Shivan Dragon"]);
    let mut g = table(json!(["Glorybringer"]), json!([]), theirs);
    let (dragon, bears) = (the_only(&g, "Glorybringer"), the_only(&g, "Grizzly Bears"));
    advance_to(&mut g, Step::DeclareAttackers);
    // 701.43d: the declaration with exert is offered, as is the one without.
    let offered = g.legal_actions();
    assert!(offered.contains(&exerting(dragon, true)), "{offered:?}");
    assert!(offered.contains(&exerting(dragon, false)));
    g.apply(exerting(dragon, true)).unwrap();
    // 603.12: "When you do": a non-Dragon creature an opponent controls only (Shivan Dragon is one).
    let shivan = the_only(&g, "Shivan Dragon");
    let choices = g.legal_actions();
    assert!(!choices.iter().any(|a| matches!(a, Action::ChooseTargets { targets, .. }
            if targets.contains(&Target::Object { object: shivan }))));
    choose_trigger_targets(&mut g, &[Target::Object { object: bears }]);
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(1, &[])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "Glistener Elf", 1), Some(mtg_rules::card::Zone::Battlefield));
    assert_eq!(g.state().players[1].life, 16);
    assert_eq!(g.state().exerted.len(), 1);
    // 701.43a: it stays tapped through player 0's next untap step, and that is all.
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(g.object(dragon).unwrap().tapped, "exerted: no untap");
    assert!(g.state().exerted.is_empty());
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(!g.object(dragon).unwrap().tapped, "the untap step after that untaps it");
}

#[test]
fn glorybringer_not_exerted_deals_no_damage_and_untaps_as_usual_701_43d() {
    let mut g = table(json!(["Glorybringer"]), json!([]), json!(["Grizzly Bears"]));
    let dragon = the_only(&g, "Glorybringer");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(exerting(dragon, false)).unwrap();
    assert!(g.state().pending.is_none(), "no trigger: {:?}", g.state().pending);
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(mtg_rules::card::Zone::Battlefield));
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(!g.object(dragon).unwrap().tapped);
}

#[test]
fn a_creature_without_exert_cannot_be_exerted_and_the_game_is_unchanged_701_43d() {
    let mut g = table(json!(["Grizzly Bears"]), json!([]), json!([]));
    let bears = the_only(&g, "Grizzly Bears");
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(!g.legal_actions().contains(&exerting(bears, true)));
    refused_with(&mut g, exerting(bears, true), "cannot_exert", Some("701.43d"));
}
