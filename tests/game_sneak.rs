//! Sneak (CR 702.190 of 27 February 2026): an alternative cost payable during
//! the caster's declare blockers step, "any time you could cast an instant",
//! by also returning an unblocked attacking creature they control to its
//! owner's hand (702.190a); a permanent spell cast this way enters tapped and
//! attacking what the returned creature attacked, a battle included
//! (702.190b), unblocked (508.4d). Real cards: Donatello's Technique and
//! Elektra, Daughter of the Hand (tests/data/full-text-cards.json).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, PlayerId, Step};
use serde_json::json;

const BELENON: &str = "Invasion of Belenon // Belenon War Anthem";
const ELEKTRA: &str = "Elektra, Daughter of the Hand";
const DONATELLO: &str = "Donatello's Technique";

/// Player 0 (active) with Grizzly Bears, three Swamps and an Island, Elektra
/// and Donatello's Technique in hand, and a Siege player 1 protects; player 1
/// with `theirs` on the battlefield. In the precombat main phase.
fn sneak_game(theirs: serde_json::Value) -> Game {
    game(json!({
        "players": [
            {
                "hand": [ELEKTRA, DONATELLO],
                "battlefield": ["Grizzly Bears", "Hill Giant", "Swamp", "Swamp", "Swamp", "Island",
                    { "card": BELENON, "protector": 1 }],
                "library": ["Plains", "Plains", "Plains"]
            },
            { "battlefield": theirs, "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain"
    }))
}

fn sneak(returning: Option<ObjectId>) -> CastMethod {
    CastMethod::Sneak { returning }
}

/// Attacks (each attacker at its target), lets player 1 declare `blocks`,
/// and stops in the declare blockers step with player 0 to act.
fn attack_then_blocks(
    g: &mut Game,
    attackers: &[(ObjectId, mtg_rules::game::AttackTarget)],
    blocks: &[(ObjectId, ObjectId)],
) {
    advance_to(g, Step::DeclareAttackers);
    g.apply(attack(0, attackers)).unwrap();
    advance_to(g, Step::DeclareBlockers);
    if g.state().pending.is_some() {
        g.apply(block(1, blocks)).unwrap();
    }
    assert_eq!((g.state().step, g.state().priority_player), (Step::DeclareBlockers, PlayerId(0)));
}

#[test]
fn elektra_cast_for_its_sneak_cost_returns_the_unblocked_bears_and_enters_tapped_attacking_the_battle_they_attacked_702_190b_508_4d()
 {
    let mut g = sneak_game(json!([]));
    let battle = on_battlefield(&g, BELENON)[0];
    let bears = on_battlefield(&g, "Grizzly Bears")[0];
    attack_then_blocks(&mut g, &[(bears, at_battle(battle))], &[]);
    let elektra = in_hand(&g, 0, ELEKTRA);
    let option = option(&g, elektra, sneak(Some(bears)));
    assert!(option.castable, "{:?}", option.reasons);
    assert_eq!(option.mana_cost.unwrap().to_string(), "{1}{B}{B}");
    let cast = Action::CastSpell {
        player: PlayerId(0),
        object: elektra,
        method: sneak(Some(bears)),
        x: None,
        payment: None,
        targets: vec![],
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    assert!(g.legal_actions().contains(&cast));
    let events = g.apply(cast).unwrap();
    // 601.2h: the cost returned the Bears before anyone could respond.
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty());
    assert!(g.state().players[0].hand.iter().any(|&id| g.object(id).unwrap().card == "Grizzly Bears"));
    assert!(events.iter().any(|e| matches!(e, Event::SpellCast { method: CastMethod::Sneak { .. }, total_cost, .. } if total_cost == "{1}{B}{B}")));
    pass_all(&mut g); // Elektra resolves; her enters trigger has no target (603.3d)
    let elektra = on_battlefield(&g, ELEKTRA)[0];
    assert!(g.object(elektra).unwrap().tapped, "702.190b: tapped");
    let combat = g.state().combat.clone().unwrap();
    let attacker = combat.attackers.iter().find(|a| a.object == elektra).expect("702.190b: attacking");
    assert_eq!(attacker.target, at_battle(battle), "the battle the Bears attacked");
    assert!(!attacker.blocked, "508.4d: unblocked");
    // She deals her 3 damage to the battle.
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(defense(&g, battle), 2);
}

#[test]
fn donatellos_technique_for_its_sneak_cost_is_cast_at_instant_speed_in_the_declare_blockers_step_and_draws_two_702_190a()
 {
    let mut g = sneak_game(json!([]));
    let bears = on_battlefield(&g, "Grizzly Bears")[0];
    attack_then_blocks(&mut g, &[(bears, at_player(1))], &[]);
    let technique = in_hand(&g, 0, DONATELLO);
    let options = g.cast_options(technique).unwrap();
    let normal = options.iter().find(|o| o.method == CastMethod::Normal).unwrap();
    assert!(!normal.castable, "a sorcery, for its mana cost, only in a main phase");
    assert!(codes(normal).contains(&"not_main_phase"));
    g.apply(cast(0, technique, sneak(Some(bears)))).unwrap();
    let hand_before = g.state().players[0].hand.len();
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), hand_before + 2);
    // A sorcery enters no battlefield: nothing attacks in the Bears' place.
    assert!(g.state().combat.as_ref().unwrap().attackers.is_empty());
}

#[test]
fn outside_its_window_sneak_is_offered_with_a_coded_reason_and_refused_leaving_the_game_unchanged_702_190a() {
    let mut g = sneak_game(json!(["Silvercoat Lion"]));
    let technique = in_hand(&g, 0, DONATELLO);
    // The main phase: the sorcery is castable for its mana cost; sneak says when it can be paid.
    assert!(option(&g, technique, CastMethod::Normal).castable);
    let waiting = option(&g, technique, sneak(None));
    assert!(!waiting.castable);
    assert_eq!(codes(&waiting), ["sneak_not_declare_blockers_step"]);
    refused_with(&mut g, cast(0, technique, sneak(None)), "sneak_not_declare_blockers_step", Some("702.190a"));
    // The declare blockers step, the only attacker blocked: none to return.
    let bears = on_battlefield(&g, "Grizzly Bears")[0];
    let lion = on_battlefield(&g, "Silvercoat Lion")[0];
    attack_then_blocks(&mut g, &[(bears, at_player(1))], &[(lion, bears)]);
    assert_eq!(codes(&option(&g, technique, sneak(None))), ["no_unblocked_attacker"]);
    refused_with(&mut g, cast(0, technique, sneak(Some(bears))), "not_an_unblocked_attacker", Some("702.190a"));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { method: CastMethod::Sneak { .. }, .. })));
}

#[test]
fn in_an_opponents_declare_blockers_step_sneak_cannot_be_paid_702_190a() {
    let mut g = game(json!({
        "players": [
            { "hand": [DONATELLO], "battlefield": ["Island", "Grizzly Bears"], "library": ["Plains"] },
            { "battlefield": ["Hill Giant"], "library": ["Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain"
    }));
    let giant = on_battlefield(&g, "Hill Giant")[0];
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(1, &[(giant, at_player(0))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(0, &[])).unwrap();
    g.apply(pass(1)).unwrap();
    let technique = in_hand(&g, 0, DONATELLO);
    assert_eq!(codes(&option(&g, technique, sneak(None))), ["sneak_not_your_turn"]);
}
