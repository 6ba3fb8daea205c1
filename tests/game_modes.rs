//! Modal spells (700.2): the modes are chosen as part of casting (601.2b,
//! 700.2a), each mode asks for its own targets (700.2c), the chosen modes are
//! carried out in the order printed (608.2c), and illegal choices are refused
//! with the game unchanged (732). Real cards of the real-deck pool.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, PayFor, Pending, PlayerId, Target};
use serde_json::json;

/// A cast with modes and targets.
fn cast_modes(player: u8, object: ObjectId, modes: Vec<usize>, targets: Vec<Target>) -> Action {
    cast_choosing(player, object, targets, modes, Vec::new())
}

fn in_graveyard(g: &Game, player: usize, name: &str) -> bool {
    g.state().players[player].graveyard.iter().any(|&id| g.object(id).is_ok_and(|o| o.card == name))
}

#[test]
fn abrade_is_cast_with_one_mode_and_destroys_target_artifact_not_dealing_damage_700_2a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Abrade"], "battlefield": ["Mountain", "Mountain"] },
            { "battlefield": ["Ornithopter", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let abrade = in_hand(&g, 0, "Abrade");
    let (thopter, bears) = (the_only(&g, "Ornithopter"), the_only(&g, "Grizzly Bears"));
    // 601.2b: each cast names its mode; mode 0 targets a creature, mode 1 an artifact.
    let listed: Vec<(Vec<usize>, Vec<Target>)> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::CastSpell { modes, targets, .. } => Some((modes, targets)),
            _ => None,
        })
        .collect();
    assert!(listed.contains(&(vec![0], vec![at(bears)])), "{listed:?}");
    assert!(listed.contains(&(vec![0], vec![at(thopter)])), "an artifact creature is a creature: {listed:?}");
    assert!(listed.contains(&(vec![1], vec![at(thopter)])), "{listed:?}");
    assert!(!listed.contains(&(vec![1], vec![at(bears)])), "Grizzly Bears is no artifact: {listed:?}");
    assert!(listed.iter().all(|(modes, _)| modes.len() == 1), "choose one: {listed:?}");
    // The cast option shows both modes, each choosable.
    let option = option(&g, abrade, CastMethod::Normal);
    assert!(option.castable, "{:?}", option.reasons);
    assert_eq!(option.modes.len(), 2);
    assert!(option.modes.iter().all(|m| m.reasons.is_empty()));
    check_legal_actions(&g);
    g.apply(cast_modes(0, abrade, vec![1], vec![at(thopter)])).unwrap();
    let spell = *g.state().stack.last().unwrap();
    assert_eq!(g.object(spell).unwrap().modes, [1]);
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Destroyed { card, .. } if card == "Ornithopter")), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::DamageDealt { .. })), "the other mode did nothing: {events:?}");
    assert!(on_battlefield(&g, "Ornithopter").is_empty());
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 1);
}

#[test]
fn abrade_deals_three_damage_to_the_creature_its_first_mode_targets_700_2c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Abrade"], "battlefield": ["Mountain", "Mountain"] },
            { "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let abrade = in_hand(&g, 0, "Abrade");
    let bears = the_only(&g, "Grizzly Bears");
    // 700.2a: with no artifact, only the first mode can be chosen.
    let option = option(&g, abrade, CastMethod::Normal);
    assert_eq!(option.modes[1].reasons.iter().map(|r| r.code).collect::<Vec<_>>(), ["no_legal_targets"]);
    assert!(option.castable);
    assert_eq!(option.judged_modes, [0]);
    assert_eq!(refused(&mut g, cast_modes(0, abrade, vec![1], vec![at(bears)])), "no_legal_targets");
    g.apply(cast_modes(0, abrade, vec![0], vec![at(bears)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::DamageDealt { amount: 3, .. })), "{events:?}");
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty());
}

#[test]
fn a_mode_twice_too_many_modes_an_unknown_mode_or_modes_for_a_spell_that_has_none_are_refused_700_2d() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Abrade", "Casualties of War", "Lightning Bolt"],
              "battlefield": ["Mountain", "Mountain", "Swamp", "Swamp", "Forest", "Forest"] },
            { "battlefield": ["Ornithopter", "Grizzly Bears", "Abiding Grace", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let abrade = in_hand(&g, 0, "Abrade");
    let casualties = in_hand(&g, 0, "Casualties of War");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let (thopter, bears) = (the_only(&g, "Ornithopter"), the_only(&g, "Grizzly Bears"));
    // Each refusal leaves the game exactly as it was (`refused` checks).
    assert_eq!(refused(&mut g, cast_modes(0, abrade, vec![], vec![at(bears)])), "wrong_number_of_modes");
    assert_eq!(
        refused(&mut g, cast_modes(0, abrade, vec![0, 1], vec![at(bears), at(thopter)])),
        "wrong_number_of_modes"
    );
    assert_eq!(refused(&mut g, cast_modes(0, abrade, vec![2], vec![at(bears)])), "unknown_mode");
    assert_eq!(refused(&mut g, cast_modes(0, casualties, vec![1, 1], vec![at(bears), at(bears)])), "mode_chosen_twice");
    assert_eq!(refused(&mut g, cast_modes(0, bolt, vec![0], vec![at(bears)])), "not_modal");
    // Targets follow the chosen modes: one per mode, in printed order.
    assert_eq!(refused(&mut g, cast_modes(0, abrade, vec![1], vec![])), "wrong_number_of_targets");
}

#[test]
fn casualties_of_war_destroys_one_target_of_each_mode_chosen_in_printed_order_700_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Casualties of War"], "battlefield": ["Swamp", "Swamp", "Forest", "Forest", "Swamp", "Forest"] },
            { "battlefield": ["Ornithopter", "Grizzly Bears", "Abiding Grace", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let casualties = in_hand(&g, 0, "Casualties of War");
    let thopter = the_only(&g, "Ornithopter");
    let bears = the_only(&g, "Grizzly Bears");
    let grace = the_only(&g, "Abiding Grace");
    let island = the_only(&g, "Island");
    // Modes given out of order are taken in printed order: artifact, creature, enchantment, land.
    g.apply(cast_modes(0, casualties, vec![3, 0, 2, 1], vec![at(thopter), at(bears), at(grace), at(island)])).unwrap();
    let spell = *g.state().stack.last().unwrap();
    assert_eq!(g.object(spell).unwrap().modes, [0, 1, 2, 3]);
    let events = resolve_all(&mut g);
    let destroyed: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::Destroyed { card, .. } => Some(card.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(destroyed, ["Ornithopter", "Grizzly Bears", "Abiding Grace", "Island"]);
    assert!(g.state().battlefield.iter().all(|&id| g.object(id).unwrap().controller == PlayerId(0)));
}

#[test]
fn red_elemental_blast_counters_a_blue_counterspell_cast_in_response_700_2() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Island", "Island"], "hand": ["Counterspell"] },
            { "hand": ["Red Elemental Blast", "Red Elemental Blast", "Lightning Bolt"], "battlefield": ["Mountain", "Mountain", "Mountain"] }
        ],
        "step": "precombatMain", "activePlayer": 1, "priorityPlayer": 1
    }));
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let blast = in_hand(&g, 1, "Red Elemental Blast");
    // No blue spell or permanent: neither mode can be chosen (700.2a).
    let o = option(&g, blast, CastMethod::Normal);
    assert!(!o.castable);
    assert_eq!(codes(&o), ["no_legal_modes"]);
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    g.apply(pass(1)).unwrap();
    let counterspell = in_hand(&g, 0, "Counterspell");
    let bolt_spell = *g.state().stack.last().unwrap();
    g.apply(cast_at(0, counterspell, CastMethod::Normal, vec![at(bolt_spell)])).unwrap();
    let counter_spell = *g.state().stack.last().unwrap();
    g.apply(pass(0)).unwrap();
    // Player 1 answers the blue Counterspell with the blast's first mode.
    assert_eq!(refused(&mut g, cast_modes(1, blast, vec![0], vec![at(bolt_spell)])), "illegal_target");
    g.apply(cast_modes(1, blast, vec![0], vec![at(counter_spell)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Countered { card, .. } if card == "Counterspell")), "{events:?}");
    assert_eq!(g.state().players[0].life, 17, "Lightning Bolt resolved");
    assert!(in_graveyard(&g, 0, "Counterspell"));
}

#[test]
fn blue_elemental_blast_destroys_target_red_permanent_its_second_mode_700_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Blue Elemental Blast"], "battlefield": ["Island"] },
            { "battlefield": ["Shivan Dragon", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let blast = in_hand(&g, 0, "Blue Elemental Blast");
    let dragon = the_only(&g, "Shivan Dragon");
    let bears = the_only(&g, "Grizzly Bears");
    assert_eq!(refused(&mut g, cast_modes(0, blast, vec![1], vec![at(bears)])), "illegal_target");
    let listed: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::CastSpell { .. })).collect();
    assert_eq!(listed, [cast_modes(0, blast, vec![1], vec![at(dragon)])]);
    g.apply(cast_modes(0, blast, vec![1], vec![at(dragon)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Shivan Dragon").is_empty());
    assert!(in_graveyard(&g, 1, "Shivan Dragon"));
}

#[test]
fn destroy_evil_destroys_a_creature_with_toughness_four_or_greater_or_an_enchantment_700_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Destroy Evil", "Destroy Evil"], "battlefield": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Craw Wurm", "Grizzly Bears", "Abiding Grace"] }
        ],
        "step": "precombatMain"
    }));
    let first = in_hand(&g, 0, "Destroy Evil");
    let (wurm, bears, grace) =
        (the_only(&g, "Craw Wurm"), the_only(&g, "Grizzly Bears"), the_only(&g, "Abiding Grace"));
    assert_eq!(refused(&mut g, cast_modes(0, first, vec![0], vec![at(bears)])), "illegal_target");
    g.apply(cast_modes(0, first, vec![0], vec![at(wurm)])).unwrap();
    resolve_all(&mut g);
    let second = in_hand(&g, 0, "Destroy Evil");
    g.apply(cast_modes(0, second, vec![1], vec![at(grace)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Craw Wurm").is_empty());
    assert!(on_battlefield(&g, "Abiding Grace").is_empty());
    assert_eq!(on_battlefield(&g, "Grizzly Bears"), [bears]);
}

#[test]
fn steel_sabotage_counters_an_artifact_spell_or_returns_an_artifact_to_its_owners_hand_700_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Steel Sabotage", "Steel Sabotage"], "battlefield": ["Island", "Island"] },
            { "hand": ["Ornithopter"], "battlefield": ["Ornithopter"] }
        ],
        "step": "precombatMain", "activePlayer": 1, "priorityPlayer": 1
    }));
    let thopter = the_only(&g, "Ornithopter");
    let card = in_hand(&g, 1, "Ornithopter");
    g.apply(cast(1, card, CastMethod::Normal)).unwrap();
    g.apply(pass(1)).unwrap();
    let spell = *g.state().stack.last().unwrap();
    let first = in_hand(&g, 0, "Steel Sabotage");
    g.apply(cast_modes(0, first, vec![0], vec![at(spell)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Countered { card, .. } if card == "Ornithopter")), "{events:?}");
    // Back in player 1's main phase with priority passed to player 0? Cast the other at the permanent.
    let second = in_hand(&g, 0, "Steel Sabotage");
    if g.state().priority_player != PlayerId(0) {
        g.apply(pass(1)).unwrap();
    }
    g.apply(cast_modes(0, second, vec![1], vec![at(thopter)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Ornithopter").is_empty());
    let hand = &g.state().players[1].hand;
    assert_eq!(hand.len(), 1);
    assert_eq!(g.object(hand[0]).unwrap().zone, Zone::Hand);
    assert_eq!(g.object(hand[0]).unwrap().card, "Ornithopter");
}

/// The spell on top of the stack.
fn top(g: &Game) -> ObjectId {
    *g.state().stack.last().expect("a spell on the stack")
}

/// Player 0, with `lands_0`, casts Lightning Bolt at player 1 and passes: player 1, holding
/// `hand` with `lands`, has priority. Returns the game and the bolt on the stack.
fn bolt_at_player_1(lands_0: &[&str], hand: &[&str], lands: &[&str]) -> (Game, ObjectId) {
    let mut g = game(json!({
        "players": [
            { "hand": ["Lightning Bolt", "Counterspell"], "battlefield": lands_0 },
            { "hand": hand, "battlefield": lands }
        ],
        "step": "precombatMain"
    }));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    g.apply(pass(0)).unwrap();
    let spell = top(&g);
    (g, spell)
}

#[test]
fn spell_pierce_counters_the_spell_of_a_player_who_cannot_pay_two_asked_of_that_player_608_2d() {
    let (mut g, bolt_spell) = bolt_at_player_1(&["Mountain"], &["Spell Pierce"], &["Island"]);
    let pierce = in_hand(&g, 1, "Spell Pierce");
    g.apply(cast_at(1, pierce, CastMethod::Normal, vec![at(bolt_spell)])).unwrap();
    resolve_all(&mut g);
    // The choice is the bolt's controller's, not the caster's of Spell Pierce.
    match &g.state().pending {
        Some(Pending::PayWard { player, spell, mana, pay_for, .. }) => {
            assert_eq!(
                (*player, *spell, mana.as_deref(), *pay_for),
                (PlayerId(0), bolt_spell, Some("{2}"), PayFor::CounterUnless)
            );
        }
        other => panic!("{other:?}"),
    }
    // No untapped land: only declining is listed, and paying is refused (nothing changes).
    assert_eq!(g.legal_actions(), [Action::PayWard { player: PlayerId(0), pay: false }]);
    assert_eq!(refused(&mut g, Action::PayWard { player: PlayerId(0), pay: true }), "cannot_pay");
    assert_eq!(refused(&mut g, Action::PayWard { player: PlayerId(1), pay: false }), "not_your_choice");
    let events = g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::Countered { card, .. } if card == "Lightning Bolt")),
        "{events:?}"
    );
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().players[1].life, 20);
    assert!(in_graveyard(&g, 0, "Lightning Bolt") && in_graveyard(&g, 1, "Spell Pierce"));
}

#[test]
fn a_spell_whose_controller_pays_the_two_of_spell_pierce_resolves_608_2d() {
    let (mut g, bolt_spell) = bolt_at_player_1(&["Mountain"; 3], &["Spell Pierce"], &["Island"]);
    let pierce = in_hand(&g, 1, "Spell Pierce");
    g.apply(cast_at(1, pierce, CastMethod::Normal, vec![at(bolt_spell)])).unwrap();
    resolve_all(&mut g);
    assert!(g.legal_actions().contains(&Action::PayWard { player: PlayerId(0), pay: true }));
    g.apply(Action::PayWard { player: PlayerId(0), pay: true }).unwrap();
    assert!(on_battlefield(&g, "Mountain").into_iter().all(|m| g.object(m).unwrap().tapped));
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17, "the bolt resolved");
}

#[test]
fn counterspell_cannot_counter_dovins_veto_which_then_counters_its_noncreature_target_101_2() {
    let (mut g, bolt_spell) =
        bolt_at_player_1(&["Mountain", "Island", "Island"], &["Dovin's Veto"], &["Plains", "Island"]);
    let veto = in_hand(&g, 1, "Dovin's Veto");
    g.apply(cast_at(1, veto, CastMethod::Normal, vec![at(bolt_spell)])).unwrap();
    let veto_spell = top(&g);
    g.apply(pass(1)).unwrap();
    // 701.6: it can still be targeted; countering it does nothing (101.2).
    let counterspell = in_hand(&g, 0, "Counterspell");
    g.apply(cast_at(0, counterspell, CastMethod::Normal, vec![at(veto_spell)])).unwrap();
    let events = resolve_all(&mut g);
    let countered: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::Countered { card, .. } => Some(card.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(countered, ["Lightning Bolt"], "{events:?}");
    assert_eq!(g.state().players[1].life, 20);
    assert!(in_graveyard(&g, 1, "Dovin's Veto"));
}

#[test]
fn spell_pierce_asks_nothing_of_supreme_verdict_which_cannot_be_countered_and_destroys_all_creatures_101_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Supreme Verdict"], "battlefield": ["Plains", "Plains", "Island", "Island", "Grizzly Bears"] },
            { "hand": ["Spell Pierce"], "battlefield": ["Island", "Craw Wurm"] }
        ],
        "step": "precombatMain"
    }));
    let verdict = in_hand(&g, 0, "Supreme Verdict");
    g.apply(cast(0, verdict, CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    let pierce = in_hand(&g, 1, "Spell Pierce");
    g.apply(cast_at(1, pierce, CastMethod::Normal, vec![at(top(&g))])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().pending, None, "no payment is asked");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty() && on_battlefield(&g, "Craw Wurm").is_empty());
}

#[test]
fn long_goodbye_cannot_be_countered_and_destroys_a_creature_with_mana_value_three_or_less_101_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Long Goodbye"], "battlefield": ["Swamp", "Swamp"] },
            { "hand": ["Counterspell"], "battlefield": ["Island", "Island", "Grizzly Bears", "Craw Wurm"] }
        ],
        "step": "precombatMain"
    }));
    let goodbye = in_hand(&g, 0, "Long Goodbye");
    let (bears, wurm) = (the_only(&g, "Grizzly Bears"), the_only(&g, "Craw Wurm"));
    assert_eq!(refused(&mut g, cast_at(0, goodbye, CastMethod::Normal, vec![at(wurm)])), "illegal_target");
    g.apply(cast_at(0, goodbye, CastMethod::Normal, vec![at(bears)])).unwrap();
    g.apply(pass(0)).unwrap();
    let counterspell = in_hand(&g, 1, "Counterspell");
    g.apply(cast_at(1, counterspell, CastMethod::Normal, vec![at(top(&g))])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty());
    assert_eq!(on_battlefield(&g, "Craw Wurm"), [wurm]);
}

#[test]
fn phantom_interference_pays_the_cost_of_each_spree_mode_chosen_702_172a() {
    let hand = ["Phantom Interference", "Phantom Interference"];
    let (mut g, bolt_spell) = bolt_at_player_1(&["Mountain"], &hand, &["Island"; 7]);
    let interference = in_hand(&g, 1, "Phantom Interference");
    // 702.172a: one or more modes, each adding its cost: {U}+{3}, {U}+{1}, {U}+{3}+{1}.
    let o = option(&g, interference, CastMethod::Normal);
    let mode_costs: Vec<String> = o.modes.iter().map(|m| m.cost.as_ref().unwrap().to_string()).collect();
    assert_eq!(mode_costs, ["{3}", "{1}"]);
    assert_eq!(
        (o.judged_modes.as_slice(), o.mana_cost.as_ref().map(|c| c.to_string())),
        (&[1][..], Some("{1}{U}".to_string()))
    );
    assert_eq!(refused(&mut g, cast_modes(1, interference, vec![], vec![])), "wrong_number_of_modes");
    let listed = listed_modes(&g);
    assert_eq!(listed.len(), 6, "each choice of modes for each of the two cards: {listed:?}");
    g.apply(cast_modes(1, interference, vec![0, 1], vec![at(bolt_spell)])).unwrap();
    let islands = on_battlefield(&g, "Island");
    assert_eq!(islands.iter().filter(|&&i| g.object(i).unwrap().tapped).count(), 5, "{{U}}{{3}}{{1}} paid");
    resolve_all(&mut g);
    // The token first (printed order), then the choice of paying {2}.
    let tokens: Vec<ObjectId> =
        g.state().battlefield.iter().copied().filter(|&id| g.object(id).unwrap().token).collect();
    assert_eq!(tokens.len(), 1);
    let spirit = g.characteristics(tokens[0]).unwrap();
    assert_eq!((spirit.name.as_str(), spirit.power, spirit.toughness), ("Spirit Token", Some(2), Some(2)));
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert!(in_graveyard(&g, 0, "Lightning Bolt"));
    assert_eq!(g.state().players[1].life, 20);
    // With two Islands left, the second copy can choose only the {1} mode.
    let second = in_hand(&g, 1, "Phantom Interference");
    let o = option(&g, second, CastMethod::Normal);
    assert!(!o.castable, "no spell to target: {:?}", o.reasons);
}

/// The modes of each cast listed.
fn listed_modes(g: &Game) -> Vec<Vec<usize>> {
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::CastSpell { modes, .. } => Some(modes),
            _ => None,
        })
        .collect()
}

/// The distinct choices of modes listed.
fn flame_mode_sets(g: &Game) -> Vec<Vec<usize>> {
    let mut sets = listed_modes(g);
    sets.sort();
    sets.dedup();
    sets
}

#[test]
fn flame_of_anor_chooses_two_modes_only_while_its_caster_controls_a_wizard_601_2b() {
    let setup = |mine: &[&str]| {
        let mut battlefield = vec!["Island", "Mountain", "Mountain"];
        battlefield.extend_from_slice(mine);
        game(json!({
            "players": [
                { "hand": ["Flame of Anor"], "battlefield": battlefield, "library": ["Plains", "Plains", "Plains"] },
                { "battlefield": ["Ornithopter", "Grizzly Bears"] }
            ],
            "step": "precombatMain"
        }))
    };
    // No Wizard: choose one; two modes are refused (700.2), the game unchanged (732).
    let mut g = setup(&["Grizzly Bears"]);
    let flame = in_hand(&g, 0, "Flame of Anor");
    let thopter = on_battlefield(&g, "Ornithopter")[0];
    assert!(flame_mode_sets(&g).iter().all(|m| m.len() == 1), "{:?}", flame_mode_sets(&g));
    assert_eq!(
        refused(&mut g, cast_modes(0, flame, vec![0, 1], vec![player_target(0), at(thopter)])),
        "wrong_number_of_modes"
    );
    // Soul-Scar Mage is a Wizard: one or two modes, both listed.
    let mut g = setup(&["Soul-Scar Mage"]);
    let flame = in_hand(&g, 0, "Flame of Anor");
    let thopter = the_only(&g, "Ornithopter");
    let bears: Vec<ObjectId> = on_battlefield(&g, "Grizzly Bears");
    let sets = flame_mode_sets(&g);
    assert!(sets.contains(&vec![0]) && sets.contains(&vec![0, 1]) && sets.contains(&vec![1, 2]), "{sets:?}");
    assert!(sets.iter().all(|m| m.len() <= 2), "{sets:?}");
    check_legal_actions(&g);
    assert_eq!(
        refused(&mut g, cast_modes(0, flame, vec![0, 1, 2], vec![player_target(0), at(thopter), at(bears[0])])),
        "wrong_number_of_modes"
    );
    // Draw two cards and destroy Ornithopter, in printed order.
    g.apply(cast_modes(0, flame, vec![1, 0], vec![player_target(0), at(thopter)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Destroyed { card, .. } if card == "Ornithopter")), "{events:?}");
    assert_eq!(g.state().players[0].hand.len(), 2, "two cards drawn");
    assert!(in_graveyard(&g, 0, "Flame of Anor"));
}
