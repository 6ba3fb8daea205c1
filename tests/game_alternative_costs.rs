//! Alternative costs (CR 118.9): "… rather than pay this spell's mana cost",
//! a way to cast a spell (`CastMethod::Alternative`) whose parts other than
//! mana — life paid, a card exiled from hand — are paid by the one cost payer
//! with the objects named in `choices` (601.2h); "If it's not your turn, …"
//! makes it available only in another player's turn. Real cards of the
//! real-deck pool: Force of Will, Force of Negation.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, PlayerId, Target};
use serde_json::json;

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

/// A cast for the alternative cost with targets and the cards it exiles.
fn pitch(player: u8, object: ObjectId, targets: Vec<Target>, choices: Vec<ObjectId>) -> Action {
    match cast_at(player, object, CastMethod::Alternative, targets) {
        Action::CastSpell { player, object, method, x, payment, targets, modes, .. } => {
            Action::CastSpell { player, object, method, x, payment, targets, modes, choices, division: Vec::new() }
        }
        other => other,
    }
}

/// Player 0 (active) has cast Lightning Bolt at player 1 and passed;
/// player 1, with no lands, holds `hand`.
fn bolt_on_the_stack(hand: serde_json::Value) -> (Game, ObjectId) {
    let mut g = game(json!({
        "players": [
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Plains", "Plains"] },
            { "hand": hand, "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain"
    }));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    let spell = *g.state().stack.last().unwrap();
    g.apply(pass(0)).unwrap();
    (g, spell)
}

#[test]
fn force_of_will_cast_by_paying_1_life_and_exiling_a_blue_card_counters_the_bolt_118_9() {
    let (mut g, bolt) = bolt_on_the_stack(json!(["Force of Will", "Counterspell"]));
    let force = in_hand(&g, 1, "Force of Will");
    let counterspell = in_hand(&g, 1, "Counterspell");
    // Without lands, only the alternative cost can be paid.
    assert_eq!(codes(&option(&g, force, CastMethod::Normal)), ["cannot_pay"]);
    let fb = option(&g, force, CastMethod::Alternative);
    assert!(fb.castable, "{:?}", fb.reasons);
    assert_eq!(fb.mana_cost.unwrap().to_string(), "{0}");
    // castOptions names every part of the cost, not only its mana (601.2f–h).
    let texts: Vec<&str> = fb.other_costs.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, ["pay 1 life", "exile 1 blue card from your hand"]);
    assert!(option(&g, force, CastMethod::Normal).other_costs.is_empty());
    let cast = pitch(1, force, vec![at(bolt)], vec![counterspell]);
    assert!(g.legal_actions().contains(&cast), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    g.apply(cast).unwrap();
    assert_eq!(g.state().players[1].life, 19);
    assert_eq!(names(&g, &g.state().exile), ["Counterspell"]);
    assert!(g.state().players[1].hand.is_empty());
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 19, "the Bolt was countered");
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Lightning Bolt"]);
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Force of Will"]);
}

#[test]
fn force_of_will_without_a_blue_card_to_exile_or_with_a_wrong_one_is_refused_unchanged_118_9_601_2h_732() {
    let (mut g, bolt) = bolt_on_the_stack(json!(["Force of Will", "Lightning Bolt"]));
    let force = in_hand(&g, 1, "Force of Will");
    let red = in_hand(&g, 1, "Lightning Bolt");
    assert_eq!(codes(&option(&g, force, CastMethod::Alternative)), ["cannot_pay_additional_cost"]);
    refused_with(&mut g, pitch(1, force, vec![at(bolt)], vec![red]), "cannot_pay_additional_cost", Some("601.2h"));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { method: CastMethod::Alternative, .. })));
    // With a blue card in hand: a red card, or the Force itself, is not one the cost may exile.
    let (mut g, bolt) = bolt_on_the_stack(json!(["Force of Will", "Lightning Bolt", "Counterspell"]));
    let force = in_hand(&g, 1, "Force of Will");
    let red = in_hand(&g, 1, "Lightning Bolt");
    refused_with(&mut g, pitch(1, force, vec![at(bolt)], vec![red]), "invalid_cost_choice", Some("601.2h"));
    refused_with(&mut g, pitch(1, force, vec![at(bolt)], vec![force]), "invalid_cost_choice", Some("601.2h"));
    refused_with(&mut g, pitch(1, force, vec![at(bolt)], vec![]), "cost_choice_missing", Some("601.2h"));
}

#[test]
fn force_of_negation_is_free_only_when_it_is_not_your_turn_118_9() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Force of Negation", "Counterspell"], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain"
    }));
    let force = in_hand(&g, 0, "Force of Negation");
    let counterspell = in_hand(&g, 0, "Counterspell");
    assert!(codes(&option(&g, force, CastMethod::Alternative)).contains(&"alternative_cost_your_turn"));
    refused_with(&mut g, pitch(0, force, vec![], vec![counterspell]), "alternative_cost_your_turn", Some("118.9"));
    // In player 1's turn, with priority after player 1 casts a spell, player 0 may pay it.
    let mut g = game(json!({
        "players": [
            { "hand": ["Force of Negation", "Counterspell"], "library": ["Plains", "Plains"] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain"
    }));
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    g.apply(pass(1)).unwrap();
    let bolt = g.state().stack[0];
    let force = in_hand(&g, 0, "Force of Negation");
    let counterspell = in_hand(&g, 0, "Counterspell");
    let fb = option(&g, force, CastMethod::Alternative);
    assert!(fb.castable, "{:?}", fb.reasons);
    g.apply(pitch(0, force, vec![at(bolt)], vec![counterspell])).unwrap();
    assert_eq!(names(&g, &g.state().exile), ["Counterspell"]);
    assert_eq!(g.state().players[0].life, 20);
    assert_eq!(g.state().stack.len(), 2);
    assert_eq!(g.state().priority_player, PlayerId(0));
}

#[test]
fn snuff_out_is_cast_for_4_life_only_while_its_caster_controls_a_swamp_118_9_601_2b() {
    let setup = |battlefield: serde_json::Value| {
        game(json!({
            "players": [
                { "hand": ["Snuff Out"], "battlefield": battlefield },
                { "battlefield": ["Grizzly Bears", "Dina, Soul Steeper"] }
            ],
            "activePlayer": 0, "step": "precombatMain"
        }))
    };
    // Islands are no Swamp: the option says why, and a cast is refused unchanged.
    let mut g = setup(json!(["Island"]));
    let snuff = in_hand(&g, 0, "Snuff Out");
    let bears = the_only(&g, "Grizzly Bears");
    assert_eq!(codes(&option(&g, snuff, CastMethod::Alternative)), ["alternative_cost_condition_unmet"]);
    refused_with(&mut g, pitch(0, snuff, vec![at(bears)], vec![]), "alternative_cost_condition_unmet", Some("118.9"));
    // One Swamp: 4 life instead of {3}{B}; the nonblack creature is destroyed.
    let mut g = setup(json!(["Swamp"]));
    let snuff = in_hand(&g, 0, "Snuff Out");
    let (bears, dina) = (the_only(&g, "Grizzly Bears"), the_only(&g, "Dina, Soul Steeper"));
    let alt = option(&g, snuff, CastMethod::Alternative);
    assert!(alt.castable, "{:?}", alt.reasons);
    assert_eq!(alt.other_costs.iter().map(|c| c.text.as_str()).collect::<Vec<_>>(), ["pay 4 life"]);
    assert_eq!(alt.mana_cost.unwrap().to_string(), "{0}");
    // "nonblack": Dina (black and green) is no legal target.
    refused_with(&mut g, pitch(0, snuff, vec![at(dina)], vec![]), "illegal_target", Some("115.1"));
    let cast = pitch(0, snuff, vec![at(bears)], vec![]);
    assert!(g.legal_actions().contains(&cast), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    g.apply(cast).unwrap();
    assert_eq!(g.state().players[0].life, 16, "4 life paid (119.4)");
    assert!(!g.object(g.state().battlefield[0]).unwrap().tapped, "the Swamp untapped: no mana paid");
    resolve_all(&mut g);
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Grizzly Bears"]);
}

#[test]
fn daze_is_cast_by_returning_an_island_its_caster_controls_to_its_owners_hand_118_9_118_3() {
    let (mut g, bolt) = bolt_on_the_stack(json!(["Daze"]));
    let daze = in_hand(&g, 1, "Daze");
    // No Island to return: the option says why, a cast naming nothing is refused unchanged.
    assert_eq!(codes(&option(&g, daze, CastMethod::Alternative)), ["cannot_pay_additional_cost"]);
    refused_with(&mut g, pitch(1, daze, vec![at(bolt)], vec![]), "cannot_pay_additional_cost", Some("601.2h"));

    let mut g = game(json!({
        "players": [
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Plains", "Plains"] },
            { "hand": ["Daze"], "battlefield": ["Island", "Swamp"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain"
    }));
    let bolt_card = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt_card, CastMethod::Normal, vec![player_target(1)])).unwrap();
    let bolt = *g.state().stack.last().unwrap();
    g.apply(pass(0)).unwrap();
    let daze = in_hand(&g, 1, "Daze");
    let (island, swamp) = (the_only(&g, "Island"), the_only(&g, "Swamp"));
    // A Swamp is not an Island; the opponent's Mountain is not theirs to return.
    let mountain = the_only(&g, "Mountain");
    refused_with(&mut g, pitch(1, daze, vec![at(bolt)], vec![swamp]), "invalid_cost_choice", Some("601.2h"));
    refused_with(&mut g, pitch(1, daze, vec![at(bolt)], vec![mountain]), "invalid_cost_choice", Some("601.2h"));
    let texts: Vec<String> =
        option(&g, daze, CastMethod::Alternative).other_costs.into_iter().map(|c| c.text).collect();
    assert_eq!(texts, ["return 1 Island permanent you control to its owner's hand"]);
    let cast = pitch(1, daze, vec![at(bolt)], vec![island]);
    assert!(g.legal_actions().contains(&cast), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    g.apply(cast).unwrap();
    assert_eq!(names(&g, &g.state().players[1].hand), ["Island"], "returned to its owner's hand (400.7)");
    assert_eq!(on_battlefield(&g, "Island"), Vec::<ObjectId>::new());
    resolve_all(&mut g);
    // "Counter target spell unless its controller pays {1}": the Bolt's controller has no untapped land.
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert_eq!(g.state().players[1].life, 20, "the Bolt was countered");
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Daze"]);
}

#[test]
fn a_flashback_cast_whose_additional_and_flashback_costs_both_sacrifice_pays_each_creature_once_601_2h_702_34a() {
    let mut g = game(json!({
        "players": [
            { "graveyard": ["Test Twice Sacrificed"], "battlefield": ["Mountain", "Grizzly Bears", "Wild Nacatl", "Young Wolf"],
              "library": ["Plains", "Plains"] },
            { "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain"
    }));
    let spell = g.state().players[0].graveyard[0];
    let (bears, cat) = (the_only(&g, "Grizzly Bears"), the_only(&g, "Wild Nacatl"));
    let flashback = |choices: Vec<ObjectId>| match cast(0, spell, CastMethod::Flashback) {
        Action::CastSpell { player, object, method, x, payment, targets, modes, .. } => {
            Action::CastSpell { player, object, method, x, payment, targets, modes, choices, division: Vec::new() }
        }
        other => other,
    };
    refused_with(&mut g, flashback(vec![bears, bears]), "invalid_cost_choice", Some("601.2h"));
    g.apply(flashback(vec![bears, cat])).unwrap();
    let mut dead = names(&g, &g.state().players[0].graveyard);
    dead.sort();
    assert_eq!(dead, ["Grizzly Bears", "Wild Nacatl"], "each sacrificed once");
    assert_eq!(on_battlefield(&g, "Young Wolf").len(), 1, "the third creature stays");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1, "it drew a card");
}
