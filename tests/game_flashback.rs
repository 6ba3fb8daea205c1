//! Flashback (CR 702.34): a card with flashback may be cast from its owner's
//! graveyard by paying its flashback cost rather than its mana cost (118.9),
//! with the card's own timing; the cost may have parts other than mana, paid
//! by the one cost payer (601.2h): "Sacrifice a Mountain", "Pay 3 life",
//! "Tap an untapped white creature you control". Cast this way, the card is
//! exiled instead of going anywhere else when it leaves the stack (702.34a).
//! Real cards of the real-deck pool: Lava Dart, Deep Analysis, Chainer's Edict.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, PlayerId};
use serde_json::json;

/// The first object named `name` in `player`'s graveyard.
fn in_graveyard(g: &Game, player: u8, name: &str) -> ObjectId {
    let p = &g.state().players[player as usize];
    *p.graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name} in graveyard"))
}

/// Player 0's permanents named `name`.
fn mine(g: &Game, name: &str) -> Vec<ObjectId> {
    on_battlefield(g, name).into_iter().filter(|&id| g.object(id).unwrap().controller == PlayerId(0)).collect()
}

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

/// A flashback cast with targets and the objects its cost sacrifices or taps.
fn flashback(player: u8, object: ObjectId, targets: Vec<mtg_rules::game::Target>, choices: Vec<ObjectId>) -> Action {
    match cast_at(player, object, CastMethod::Flashback, targets) {
        Action::CastSpell { player, object, method, x, payment, targets, modes, .. } => {
            Action::CastSpell { player, object, method, x, payment, targets, modes, choices, division: Vec::new() }
        }
        other => other,
    }
}

/// Player 0 (active, precombat main) with `graveyard`, `hand` and
/// `battlefield`; player 1 with a Grizzly Bears and three Islands and a
/// Counterspell in hand.
fn flashback_game(graveyard: serde_json::Value, hand: serde_json::Value, battlefield: serde_json::Value) -> Game {
    game(json!({
        "players": [
            { "graveyard": graveyard, "hand": hand, "battlefield": battlefield,
              "library": ["Plains", "Plains", "Plains"] },
            { "hand": ["Counterspell"], "battlefield": ["Grizzly Bears", "Island", "Island", "Island"],
              "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain"
    }))
}

#[test]
fn lava_dart_cast_from_the_graveyard_by_sacrificing_a_mountain_deals_1_damage_and_is_exiled_702_34a() {
    let mut g = flashback_game(json!(["Lava Dart"]), json!([]), json!(["Mountain", "Island"]));
    let dart = in_graveyard(&g, 0, "Lava Dart");
    let mountain = on_battlefield(&g, "Mountain")[0];
    // 702.34a: the flashback option is offered for the card in the graveyard,
    // its cost has no mana ({0}); the normal option says the card is not in hand.
    let fb = option(&g, dart, CastMethod::Flashback);
    assert!(fb.castable, "{:?}", fb.reasons);
    assert_eq!(fb.mana_cost.unwrap().to_string(), "{0}");
    assert_eq!(codes(&option(&g, dart, CastMethod::Normal)), ["not_in_hand"]);
    let cast = flashback(0, dart, vec![player_target(1)], vec![mountain]);
    assert!(g.legal_actions().contains(&cast), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    let events = g.apply(cast).unwrap();
    // 601.2h: the Mountain was sacrificed as the cost; the Island stays.
    assert!(on_battlefield(&g, "Mountain").is_empty());
    assert_eq!(mine(&g, "Island").len(), 1);
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Mountain"]);
    assert!(events.iter().any(|e| matches!(e, Event::SpellCast { method: CastMethod::Flashback, .. })));
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 19);
    // 702.34a: exiled instead of being put into the graveyard as it resolves.
    assert_eq!(names(&g, &g.state().exile), ["Lava Dart"]);
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Mountain"]);
}

#[test]
fn deep_analysis_cast_with_flashback_pays_1u_and_3_life_and_its_target_draws_two_702_34a_118_3() {
    let mut g = flashback_game(json!(["Deep Analysis"]), json!([]), json!(["Island", "Island"]));
    let analysis = in_graveyard(&g, 0, "Deep Analysis");
    let fb = option(&g, analysis, CastMethod::Flashback);
    assert!(fb.castable, "{:?}", fb.reasons);
    assert_eq!(fb.mana_cost.unwrap().to_string(), "{1}{U}");
    let events = g.apply(flashback(0, analysis, vec![player_target(0)], vec![])).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LifePaid { player: PlayerId(0), amount: 3 })));
    assert_eq!(g.state().players[0].life, 17);
    assert!(mine(&g, "Island").iter().all(|&i| g.object(i).unwrap().tapped));
    let hand_before = g.state().players[0].hand.len();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), hand_before + 2);
    assert_eq!(names(&g, &g.state().exile), ["Deep Analysis"]);
    assert!(g.state().players[0].graveyard.is_empty());
}

#[test]
fn chainers_edict_cast_with_flashback_at_sorcery_speed_makes_the_target_sacrifice_and_is_exiled_702_34a_701_21a() {
    let swamps = json!(["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]);
    let mut g = flashback_game(json!(["Chainer's Edict"]), json!([]), swamps);
    let edict = in_graveyard(&g, 0, "Chainer's Edict");
    let fb = option(&g, edict, CastMethod::Flashback);
    assert!(fb.castable, "{:?}", fb.reasons);
    assert_eq!(fb.mana_cost.unwrap().to_string(), "{5}{B}{B}");
    g.apply(flashback(0, edict, vec![player_target(1)], vec![])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty());
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Grizzly Bears"]);
    assert_eq!(names(&g, &g.state().exile), ["Chainer's Edict"]);
    assert!(g.state().players[0].graveyard.is_empty());
}

#[test]
fn a_spell_cast_with_flashback_and_countered_is_exiled_instead_of_put_into_the_graveyard_702_34a_701_6a() {
    let mut g = flashback_game(json!(["Lava Dart"]), json!([]), json!(["Mountain"]));
    let dart = in_graveyard(&g, 0, "Lava Dart");
    let mountain = on_battlefield(&g, "Mountain")[0];
    g.apply(flashback(0, dart, vec![player_target(1)], vec![mountain])).unwrap();
    let spell = *g.state().stack.last().unwrap();
    g.apply(pass(0)).unwrap();
    let counterspell = in_hand(&g, 1, "Counterspell");
    g.apply(cast_at(1, counterspell, CastMethod::Normal, vec![at(spell)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 20);
    assert_eq!(names(&g, &g.state().exile), ["Lava Dart"]);
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Mountain"]);
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Counterspell"]);
}

#[test]
fn flashback_casts_that_break_its_rules_are_refused_with_a_code_and_leave_the_game_unchanged_702_34a_732() {
    let mut g = flashback_game(
        json!(["Lava Dart", "Deep Analysis"]),
        json!(["Deep Analysis"]),
        json!(["Mountain", "Island", "Island"]),
    );
    let dart = in_graveyard(&g, 0, "Lava Dart");
    let analysis = in_graveyard(&g, 0, "Deep Analysis");
    let in_hand_analysis = in_hand(&g, 0, "Deep Analysis");
    let island = mine(&g, "Island")[0];
    // The cost asks for a Mountain: none chosen, or an Island.
    refused_with(&mut g, flashback(0, dart, vec![player_target(1)], vec![]), "cost_choice_missing", Some("601.2h"));
    refused_with(
        &mut g,
        flashback(0, dart, vec![player_target(1)], vec![island]),
        "invalid_cost_choice",
        Some("601.2h"),
    );
    // A cost not asked: Deep Analysis's flashback sacrifices nothing.
    refused_with(
        &mut g,
        flashback(0, analysis, vec![player_target(0)], vec![island]),
        "too_many_choices",
        Some("601.2h"),
    );
    // Flashback casts from the graveyard only; a card in the graveyard is not cast normally.
    refused_with(
        &mut g,
        flashback(0, in_hand_analysis, vec![player_target(0)], vec![]),
        "not_in_graveyard",
        Some("702.34a"),
    );
    assert_eq!(codes(&option(&g, in_hand_analysis, CastMethod::Flashback)), ["not_in_graveyard"]);
    refused_with(
        &mut g,
        cast_at(0, analysis, CastMethod::Normal, vec![player_target(0)]),
        "not_in_hand",
        Some("601.3"),
    );
    // Player 1 cannot flash back player 0's card.
    g.apply(flashback(0, analysis, vec![player_target(0)], vec![])).unwrap();
    g.apply(pass(0)).unwrap();
    refused_with(&mut g, flashback(1, dart, vec![player_target(0)], vec![]), "not_your_card", Some("702.34a"));
}

#[test]
fn flashback_paying_life_is_refused_with_too_little_life_and_a_sorcery_keeps_its_timing_119_4_117_1a() {
    let setup = |active: u32, life: i32| {
        game(json!({
            "players": [
                { "graveyard": ["Deep Analysis", "Chainer's Edict"],
                  "battlefield": ["Island", "Island", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"],
                  "life": life, "library": ["Plains"] },
                { "battlefield": ["Grizzly Bears"], "library": ["Plains"] }
            ],
            "activePlayer": active, "step": "precombatMain", "priorityPlayer": 0
        }))
    };
    let mut g = setup(0, 2);
    let analysis = in_graveyard(&g, 0, "Deep Analysis");
    assert_eq!(codes(&option(&g, analysis, CastMethod::Flashback)), ["cannot_pay_life"]);
    refused_with(&mut g, flashback(0, analysis, vec![player_target(0)], vec![]), "cannot_pay_life", Some("119.4"));
    assert!(option(&g, in_graveyard(&g, 0, "Chainer's Edict"), CastMethod::Flashback).castable);
    // 117.1a: a sorcery cast with flashback still waits for its caster's main phase.
    let mut g = setup(1, 20);
    let edict = in_graveyard(&g, 0, "Chainer's Edict");
    assert_eq!(codes(&option(&g, edict, CastMethod::Flashback)), ["not_your_turn"]);
    refused_with(&mut g, flashback(0, edict, vec![player_target(1)], vec![]), "not_your_turn", Some("117.1a"));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { method: CastMethod::Flashback, .. })));
}
