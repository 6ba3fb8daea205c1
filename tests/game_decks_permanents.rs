//! Nonland permanents of real decks (issue 14, `data/pool-decks.json`,
//! current Oracle text), each with the rule it follows: Loran of the Third
//! Path (115.1, 121.2); evoke (702.74a: Mulldrifter, Foundation Breaker);
//! protection from monocolored (702.16b: Guardian of the Guildpact); "if it
//! was kicked" (603.4, 702.33e: Goblin Bushwhacker); swampwalk (702.14c:
//! Street Wraith); Solitude, Grief, Endurance evoked by exiling a card
//! (702.74a, 118.9); Virtue of Loyalty (122.1, 701.26a); Curator of Mysteries
//! (702.29a); Leyline Binding (domain, 601.2f); Vial Smasher (outlaws,
//! 700.12); Goblin Blast-Runner (701.21a, 611.3a).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, Pending, PlayerId, Target};
use mtg_rules::text::Ability;
use serde_json::json;

/// The index of the card's first activated ability among its front face's abilities.
fn first_activated(card: &str) -> usize {
    let face = decks_pool().card(card).unwrap().front().unwrap();
    face.abilities.iter().position(|a| matches!(a, Ability::Activated { .. })).expect("an activated ability")
}

#[test]
fn loran_of_the_third_path_destroys_up_to_one_target_artifact_as_it_enters_115_1_701_8() {
    let mut g = decks_duel(
        json!(["Plains", "Plains", "Plains"]),
        json!(["Loran of the Third Path"]),
        json!(["Mishra's Bauble"]),
    );
    let bauble = the_only(&g, "Mishra's Bauble");
    g.apply(cast(0, in_hand(&g, 0, "Loran of the Third Path"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // 115.1: "up to one": no target is a legal choice too.
    assert!(
        g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [Target::Nothing]))
    );
    choose_trigger_targets(&mut g, &[at(bauble)]);
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Mishra's Bauble").is_empty());
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(Zone::Graveyard), "701.8a: destroyed");
}

#[test]
fn loran_of_the_third_path_taps_so_you_and_target_opponent_each_draw_a_card_115_1_121_2() {
    let mut g = decks_duel(json!(["Loran of the Third Path"]), json!([]), json!([]));
    let loran = the_only(&g, "Loran of the Third Path");
    let draw = first_activated("Loran of the Third Path");
    // 115.1: "target opponent": you are not one.
    let at_me = activate_at(&g, loran, draw, vec![player_target(0)]);
    refused_with(&mut g, at_me, "illegal_target", Some("115.1"));
    let hands = |g: &Game| (g.state().players[0].hand.len(), g.state().players[1].hand.len());
    let before = hands(&g);
    g.apply(activate_at(&g, loran, draw, vec![player_target(1)])).unwrap();
    assert!(g.object(loran).unwrap().tapped, "{{T}} is paid");
    resolve_all(&mut g);
    assert_eq!(hands(&g), (before.0 + 1, before.1 + 1), "121.2: each draws a card");
}

#[test]
fn mulldrifter_evoked_for_its_evoke_cost_draws_two_cards_and_is_sacrificed_as_it_enters_702_74a() {
    let mut g = decks_duel(json!(["Island", "Island", "Island"]), json!(["Mulldrifter"]), json!([]));
    let mulldrifter = in_hand(&g, 0, "Mulldrifter");
    // 118.9: three lands pay the evoke cost {2}{U}, not the mana cost {4}{U}.
    assert!(codes(&option(&g, mulldrifter, CastMethod::Evoke)).is_empty());
    assert!(codes(&option(&g, mulldrifter, CastMethod::Normal)).contains(&"cannot_pay"));
    let evoke = cast(0, mulldrifter, CastMethod::Evoke);
    assert!(g.legal_actions().contains(&evoke));
    g.apply(evoke).unwrap();
    let hand = g.state().players[0].hand.len();
    // 603.3: the permanent enters; its draw and evoke's sacrifice trigger.
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the evoked permanent and its trigger read back");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Mulldrifter").is_empty(), "702.74a: its controller sacrificed it");
    assert_eq!(zone_of(&g, "Mulldrifter", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].hand.len(), hand + 2, "it drew two cards all the same");
}

#[test]
fn mulldrifter_cast_for_its_mana_cost_stays_on_the_battlefield_702_74a() {
    let mut g =
        decks_duel(json!(["Island", "Island", "Island", "Island", "Island"]), json!(["Mulldrifter"]), json!([]));
    g.apply(cast(0, in_hand(&g, 0, "Mulldrifter"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Mulldrifter").len(), 1, "its evoke cost was not paid");
}

#[test]
fn foundation_breaker_evoked_may_destroy_an_artifact_then_is_sacrificed_702_74a_603_5() {
    let mut g = decks_duel(json!(["Forest", "Forest"]), json!(["Foundation Breaker"]), json!(["Mishra's Bauble"]));
    let bauble = the_only(&g, "Mishra's Bauble");
    g.apply(cast(0, in_hand(&g, 0, "Foundation Breaker"), CastMethod::Evoke)).unwrap();
    let mut answered = false;
    while !g.state().stack.is_empty() || g.state().pending.is_some() {
        if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
            choose_trigger_targets(&mut g, &[at(bauble)]);
        } else if matches!(g.state().pending, Some(Pending::YouMay { .. })) {
            let yes = g.legal_actions().into_iter().find(|a| matches!(a, Action::YouMay { accept: true, .. }));
            g.apply(yes.expect("you may")).unwrap();
            answered = true;
        } else {
            resolve_all(&mut g);
        }
    }
    assert!(answered, "603.5: the destroy is optional");
    assert!(on_battlefield(&g, "Mishra's Bauble").is_empty(), "the artifact is destroyed");
    assert!(on_battlefield(&g, "Foundation Breaker").is_empty(), "702.74a: sacrificed");
    assert_eq!(zone_of(&g, "Foundation Breaker", 0), Some(Zone::Graveyard));
}

#[test]
fn guardian_of_the_guildpact_cannot_be_targeted_by_a_monocolored_spell_but_can_by_a_multicolored_one_702_16b() {
    let mut g = decks_duel(
        json!(["Mountain", "Plains"]),
        json!(["Lightning Bolt", "Lightning Helix"]),
        json!(["Guardian of the Guildpact"]),
    );
    let guardian = the_only(&g, "Guardian of the Guildpact");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    // 702.16b: Lightning Bolt is red only (monocolored, 105.2).
    let at_guardian = cast_at(0, bolt, CastMethod::Normal, vec![at(guardian)]);
    assert!(!g.legal_actions().contains(&at_guardian));
    refused_with(&mut g, at_guardian, "protection", Some("702.16b"));
    // Lightning Helix is red and white (multicolored): protection from monocolored does not stop it.
    let helix = cast_at(0, in_hand(&g, 0, "Lightning Helix"), CastMethod::Normal, vec![at(guardian)]);
    assert!(g.legal_actions().contains(&helix));
    g.apply(helix).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Guardian of the Guildpact", 1), Some(Zone::Graveyard), "3 damage to a 2/3: 704.5g");
}

#[test]
fn goblin_bushwhacker_kicked_gives_creatures_you_control_plus_one_and_haste_and_unkicked_does_nothing_603_4_702_33d() {
    let mut g = decks_duel(
        json!(["Mountain", "Mountain", "Guardian of the Guildpact"]),
        json!(["Goblin Bushwhacker", "Goblin Bushwhacker"]),
        json!([]),
    );
    let guardian = the_only(&g, "Guardian of the Guildpact");
    let power = |g: &Game| g.permanent(guardian).unwrap().power;
    // 702.33d: kicked for {R} more; the cast is listed (no targets).
    let kicked = cast(0, in_hand(&g, 0, "Goblin Bushwhacker"), CastMethod::Kicked);
    assert!(g.legal_actions().contains(&kicked));
    g.apply(kicked).unwrap();
    resolve_all(&mut g);
    let bushwhacker = the_only(&g, "Goblin Bushwhacker");
    // 603.4: it was kicked, so the ability triggered; the permanent remembers it through JSON.
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    resolve_all(&mut g);
    assert_eq!(power(&g), 3, "611.2c: +1/+0 until end of turn");
    let view = g.permanent(bushwhacker).unwrap();
    assert_eq!(view.power, 2);
    assert!(view.keywords.haste, "613.1f: it gains haste");
    assert!(g.object(bushwhacker).unwrap().summoning_sick);
    advance_to(&mut g, mtg_rules::game::Step::DeclareAttackers);
    g.apply(attack(0, &[(bushwhacker, at_player(1))])).unwrap();
    // Unkicked (another turn, no mana for the kicker), it does nothing as it enters (603.4).
    let mut g = decks_duel(json!(["Mountain", "Guardian of the Guildpact"]), json!(["Goblin Bushwhacker"]), json!([]));
    let guardian = the_only(&g, "Guardian of the Guildpact");
    g.apply(cast(0, in_hand(&g, 0, "Goblin Bushwhacker"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().stack);
    assert_eq!(g.permanent(guardian).unwrap().power, 2);
}

#[test]
fn street_wraith_cannot_be_blocked_by_a_player_who_controls_a_swamp_even_one_urborg_makes_702_14c_613_1d() {
    use mtg_rules::game::Step;
    // The defender controls an Island only: Street Wraith can be blocked.
    let mut g = decks_duel(json!(["Street Wraith"]), json!([]), json!(["Island", "Thorn of the Black Rose"]));
    let (wraith, thorn) = (the_only(&g, "Street Wraith"), the_only(&g, "Thorn of the Black Rose"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(wraith, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    assert!(g.legal_actions().contains(&block(1, &[(thorn, wraith)])));
    // Watery Grave is a Swamp: swampwalk makes the block illegal, and it is not listed (a goblin
    // attacks beside it, which Thorn may block).
    let mut g = decks_duel(
        json!(["Street Wraith", "Goblin Bushwhacker"]),
        json!([]),
        json!(["Watery Grave", "Thorn of the Black Rose"]),
    );
    let (wraith, thorn) = (the_only(&g, "Street Wraith"), the_only(&g, "Thorn of the Black Rose"));
    let goblin = the_only(&g, "Goblin Bushwhacker");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(wraith, at_player(1)), (goblin, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let listed = g.legal_actions();
    assert!(listed.contains(&block(1, &[(thorn, goblin)])));
    assert!(!listed.contains(&block(1, &[(thorn, wraith)])));
    refused_with(&mut g, block(1, &[(thorn, wraith)]), "landwalk", Some("702.14c"));
    g.apply(block(1, &[(thorn, goblin)])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 17, "unblocked, it deals 3 combat damage");
    // 613.1d: Urborg makes the defender's Island a Swamp too (and its controller's own lands do not count).
    let mut g = decks_duel(
        json!(["Street Wraith", "Goblin Bushwhacker", "Swamp"]),
        json!([]),
        json!(["Urborg, Tomb of Yawgmoth", "Thorn of the Black Rose"]),
    );
    let (wraith, thorn) = (the_only(&g, "Street Wraith"), the_only(&g, "Thorn of the Black Rose"));
    let goblin = the_only(&g, "Goblin Bushwhacker");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(wraith, at_player(1)), (goblin, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    refused_with(&mut g, block(1, &[(thorn, wraith)]), "landwalk", Some("702.14c"));
}

/// Casts `card` from player 0's hand for its evoke cost, exiling `pitched`
/// from that hand (702.74a, 118.9).
fn evoke_pitching(g: &Game, card: &str, pitched: &str) -> Action {
    match cast(0, in_hand(g, 0, card), CastMethod::Evoke) {
        Action::CastSpell { player, object, method, x, payment, targets, modes, .. } => Action::CastSpell {
            player,
            object,
            method,
            x,
            payment,
            targets,
            modes,
            choices: vec![in_hand(g, 0, pitched)],
            division: Vec::new(),
        },
        other => other,
    }
}

/// Passes priority until the stack is empty, answering each trigger's
/// targets with `targets` (603.3d); stops at any other pending choice.
fn settle(g: &mut Game, targets: &[Target]) {
    for _ in 0..100 {
        match g.state().pending {
            Some(Pending::ChooseTargets { .. }) => choose_trigger_targets(g, targets),
            Some(_) => return,
            None if g.state().stack.is_empty() => return,
            None => {
                let p = g.state().priority_player;
                g.apply(pass(p.0)).unwrap();
            }
        }
    }
    panic!("the stack did not settle");
}

#[test]
fn solitude_evoked_exiles_up_to_one_other_creature_whose_controller_gains_life_equal_to_its_power_702_74a_608_2h() {
    let mut g = decks_duel(json!([]), json!(["Solitude", "Swords to Plowshares"]), json!(["Thorn of the Black Rose"]));
    let thorn = the_only(&g, "Thorn of the Black Rose");
    // 118.9: exiling a white card from hand pays the evoke cost; no land is needed.
    let evoke = evoke_pitching(&g, "Solitude", "Swords to Plowshares");
    assert!(g.legal_actions().contains(&evoke));
    g.apply(evoke).unwrap();
    assert_eq!(zone_of(&g, "Swords to Plowshares", 0), Some(Zone::Exile));
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    // 115.1: "other": Solitude cannot target itself; "up to one": no target is a choice.
    let solitude = the_only(&g, "Solitude");
    let choices = g.legal_actions();
    let chosen =
        |t: Target| choices.iter().any(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [t]));
    assert!(chosen(at(thorn)) && chosen(Target::Nothing) && !chosen(at(solitude)), "{choices:?}");
    settle(&mut g, &[at(thorn)]);
    assert_eq!(zone_of(&g, "Thorn of the Black Rose", 1), Some(Zone::Exile), "701.13a");
    assert_eq!(g.state().players[1].life, 21, "608.2h: its controller gains 1 life, its power");
    assert_eq!(zone_of(&g, "Solitude", 0), Some(Zone::Graveyard), "702.74a: sacrificed");
}

#[test]
fn grief_evoked_makes_target_opponent_reveal_and_discard_the_nonland_card_its_controller_chooses_701_20a_701_9b() {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Grief", "Thoughtseize"], "library": ["Plains", "Plains"] },
            { "hand": ["Island", "Lightning Bolt", "Counterspell"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(evoke_pitching(&g, "Grief", "Thoughtseize")).unwrap();
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    settle(&mut g, &[player_target(1)]);
    assert!(
        matches!(g.state().pending, Some(Pending::ChooseObject { player: PlayerId(0), .. })),
        "608.2d: Grief's controller chooses: {:?}",
        g.state().pending
    );
    // 701.20a: a nonland card; the Island is not one.
    let island = in_hand(&g, 1, "Island");
    refused(&mut g, Action::ChooseObject { player: PlayerId(0), object: island });
    let counterspell = in_hand(&g, 1, "Counterspell");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: counterspell }).unwrap();
    settle(&mut g, &[]);
    assert_eq!(zone_of(&g, "Counterspell", 1), Some(Zone::Graveyard), "701.9b: discarded");
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Island", 1), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Grief", 0), Some(Zone::Graveyard), "702.74a: sacrificed");
}

#[test]
fn endurance_evoked_puts_target_players_graveyard_on_the_bottom_of_their_library_in_a_random_order_401_4() {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Endurance", "Crop Rotation"], "library": ["Plains", "Plains"] },
            { "graveyard": ["Island", "Lightning Bolt", "Counterspell"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(evoke_pitching(&g, "Endurance", "Crop Rotation")).unwrap();
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    assert!(
        g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [Target::Nothing])),
        "115.1: up to one target player"
    );
    settle(&mut g, &[player_target(1)]);
    let p = &g.state().players[1];
    assert!(p.graveyard.is_empty());
    assert_eq!(p.library.len(), 5);
    // 401.4: below the two Plains that were there.
    let mut bottom: Vec<&str> = p.library[2..].iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    bottom.sort();
    assert_eq!(bottom, ["Counterspell", "Island", "Lightning Bolt"]);
    assert_eq!(zone_of(&g, "Endurance", 0), Some(Zone::Graveyard), "702.74a: sacrificed");
}

#[test]
fn virtue_of_loyalty_at_your_end_step_puts_a_counter_on_each_creature_you_control_and_untaps_them_122_1_701_26a() {
    use mtg_rules::counter::CounterKind;
    use mtg_rules::game::Step;
    let mut g = decks_duel(
        json!(["Virtue of Loyalty // Ardenvale Fealty", { "card": "Thorn of the Black Rose", "tapped": true }, "Street Wraith"]),
        json!([]),
        json!(["Guardian of the Guildpact"]),
    );
    let (thorn, wraith) = (the_only(&g, "Thorn of the Black Rose"), the_only(&g, "Street Wraith"));
    let guardian = the_only(&g, "Guardian of the Guildpact");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[])).unwrap();
    advance_to(&mut g, Step::End);
    settle(&mut g, &[]);
    let counters = |g: &Game, id| g.object(id).unwrap().counters.get(&CounterKind::PlusOnePlusOne);
    assert_eq!((counters(&g, thorn), counters(&g, wraith), counters(&g, guardian)), (1, 1, 0));
    assert!(!g.object(thorn).unwrap().tapped, "701.26a: untapped");
    assert_eq!(g.permanent(wraith).unwrap().power, 4);
}

#[test]
fn curator_of_mysteries_scries_one_whenever_its_controller_cycles_another_card_702_29a_701_22a() {
    let mut g = decks_duel(json!(["Curator of Mysteries"]), json!(["Street Wraith"]), json!([]));
    let wraith = in_hand(&g, 0, "Street Wraith");
    g.apply(activate(&g, wraith, first_activated("Street Wraith"))).unwrap();
    assert_eq!(g.state().players[0].life, 18, "cycling paid with 2 life");
    resolve_all(&mut g);
    let Some(Pending::Scry { .. }) = g.state().pending else { panic!("701.22a: scry 1: {:?}", g.state().pending) };
    let top = g.state().players[0].library[0];
    g.apply(Action::Scry { player: PlayerId(0), top: vec![], bottom: vec![top] }).unwrap();
    assert_eq!(*g.state().players[0].library.last().unwrap(), top);
    let hand = g.state().players[0].hand.len();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "then the cycling draws");
}

#[test]
fn leyline_binding_costs_one_less_for_each_basic_land_type_among_your_lands_and_exiles_until_it_leaves_601_2f_610_3() {
    let mut g = decks_duel(
        json!(["Watery Grave", "Plains", "Forest"]),
        json!(["Leyline Binding"]),
        json!(["Thorn of the Black Rose"]),
    );
    let binding = in_hand(&g, 0, "Leyline Binding");
    // Domain: Island, Swamp, Plains and Forest: {5}{W} costs {1}{W}.
    let cost = option(&g, binding, CastMethod::Normal).mana_cost.unwrap();
    assert_eq!(cost.to_string(), "{1}{W}");
    g.apply(cast(0, binding, CastMethod::Normal)).unwrap();
    let thorn = the_only(&g, "Thorn of the Black Rose");
    settle(&mut g, &[at(thorn)]);
    assert_eq!(zone_of(&g, "Thorn of the Black Rose", 1), Some(Zone::Exile));
    // Without the Watery Grave's two types it costs {3}{W}: two lands cannot pay it.
    let g = decks_duel(json!(["Plains", "Forest"]), json!(["Leyline Binding"]), json!([]));
    let option = option(&g, in_hand(&g, 0, "Leyline Binding"), CastMethod::Normal);
    assert_eq!(option.mana_cost.as_ref().unwrap().to_string(), "{3}{W}");
    assert!(codes(&option).contains(&"cannot_pay"));
}

#[test]
fn vial_smasher_deals_one_damage_to_target_opponent_whenever_another_outlaw_you_control_enters_700_12() {
    let mut g = decks_duel(
        json!(["Vial Smasher, Gleeful Grenadier", "Mountain", "Mountain"]),
        json!(["Ragavan, Nimble Pilferer", "Goblin Bushwhacker"]),
        json!([]),
    );
    // A Goblin Warrior is no outlaw: nothing triggers.
    g.apply(cast(0, in_hand(&g, 0, "Goblin Bushwhacker"), CastMethod::Normal)).unwrap();
    settle(&mut g, &[]);
    assert_eq!(g.state().players[1].life, 20);
    // 700.12: Ragavan is a Pirate, an outlaw.
    g.apply(cast(0, in_hand(&g, 0, "Ragavan, Nimble Pilferer"), CastMethod::Normal)).unwrap();
    settle(&mut g, &[player_target(1)]);
    assert_eq!(g.state().players[1].life, 19, "1 damage to target opponent");
}

#[test]
fn goblin_blast_runner_gets_plus_two_and_menace_only_in_a_turn_its_controller_sacrificed_a_permanent_701_21a_611_3a() {
    let mut g = decks_duel(json!(["Goblin Blast-Runner", "Tormod's Crypt"]), json!([]), json!(["Remorseful Cleric"]));
    let runner = the_only(&g, "Goblin Blast-Runner");
    let size = |g: &Game| g.permanent(runner).map(|v| (v.power, v.toughness, v.keywords.menace));
    assert_eq!(size(&g), Some((1, 2, false)), "nothing sacrificed yet");
    // The opponent's sacrifice is theirs, not "you sacrificed".
    let cleric = the_only(&g, "Remorseful Cleric");
    let crypt = the_only(&g, "Tormod's Crypt");
    g.apply(activate_at(&g, crypt, 0, vec![player_target(1)])).unwrap();
    assert_eq!(size(&g), Some((3, 2, true)), "701.21a: Tormod's Crypt sacrificed as a cost");
    assert!(on_battlefield(&g, "Tormod's Crypt").is_empty());
    // The game read back from JSON remembers it.
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(size(&back), Some((3, 2, true)));
    resolve_all(&mut g);
    to_next_turn_step(&mut g, 1, mtg_rules::game::Step::PrecombatMain);
    assert_eq!(size(&g), Some((1, 2, false)), "a new turn: not this turn");
    let p1 = g.state().priority_player;
    assert_eq!(p1, PlayerId(1));
    g.apply(activate_at(&g, cleric, first_activated("Remorseful Cleric"), vec![player_target(0)])).unwrap();
    assert!(on_battlefield(&g, "Remorseful Cleric").is_empty(), "sacrificed as a cost");
    assert_eq!(size(&g), Some((1, 2, false)), "the opponent sacrificed, not its controller");
}

#[test]
fn when_the_monarch_leaves_a_three_player_game_the_active_player_or_else_the_next_in_turn_order_becomes_the_monarch_724_4()
 {
    use mtg_rules::game::Event;
    let setup = || {
        decks_game(json!({
            "players": [
                { "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Mountain"], "hand": ["Thorn of the Black Rose", "Lightning Bolt"], "life": 3, "library": ["Swamp", "Swamp"] },
                { "battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "life": 3, "library": ["Swamp", "Swamp"] },
                { "library": ["Swamp", "Swamp"] }
            ],
            "step": "precombatMain", "turn": 3
        }))
    };
    // The active player is the monarch and leaves: the next player in turn order becomes the monarch.
    let mut g = setup();
    g.apply(cast(0, in_hand(&g, 0, "Thorn of the Black Rose"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().monarch, Some(PlayerId(0)));
    g.apply(pass(0)).unwrap();
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![player_target(0)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.contains(&Event::PlayerLost { player: PlayerId(0), rule: "704.5a" }));
    assert_eq!(g.state().monarch, Some(PlayerId(1)), "724.4: the active player left, so the next in turn order");
    assert!(events.iter().any(|e| matches!(e, Event::BecameTheMonarch { player: PlayerId(1) })));
    // Another player is the monarch and leaves: the active player becomes the monarch.
    let mut g = setup();
    g.apply(cast(0, in_hand(&g, 0, "Thorn of the Black Rose"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let mut json: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    json["monarch"] = json!(1);
    let mut g = Game::from_json(decks_pool(), &json.to_string()).unwrap();
    assert_eq!(g.state().monarch, Some(PlayerId(1)));
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.contains(&Event::PlayerLost { player: PlayerId(1), rule: "704.5a" }));
    assert_eq!(g.state().monarch, Some(PlayerId(0)), "724.4: the active player becomes the monarch");
}

#[test]
fn notion_thief_makes_an_opponents_draw_outside_their_first_in_the_draw_step_its_controllers_instead_614_1a_614_5() {
    use mtg_rules::game::{Event, Step};
    let setup = |theirs: serde_json::Value| {
        decks_game(json!({
            "players": [
                { "battlefield": ["Notion Thief"], "library": ["Plains", "Plains", "Plains"] },
                { "battlefield": theirs, "hand": ["Mental Note"], "library": ["Island", "Island", "Island", "Island", "Island"] }
            ],
            "step": "precombatMain", "turn": 3
        }))
    };
    let mut g = setup(json!(["Island"]));
    g.apply(pass(0)).unwrap();
    g.apply(cast(1, in_hand(&g, 1, "Mental Note"), CastMethod::Normal)).unwrap();
    let events = resolve_all(&mut g);
    let thief = the_only(&g, "Notion Thief");
    assert!(events.contains(&Event::DrawSkipped { player: PlayerId(1), source: thief }));
    assert_eq!(g.state().players[1].hand.len(), 0, "they skip that draw");
    assert_eq!(g.state().players[1].library.len(), 3, "two milled, none drawn");
    assert_eq!(g.state().players[0].hand.len(), 1, "and Notion Thief's controller draws a card");
    // Their first draw in their draw step is theirs.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!(g.state().players[1].hand.len(), 1);
    assert_eq!(g.state().players[0].hand.len(), 1);
    // 614.5: with a Notion Thief on each side, each replaces the draw once: the draw comes back to its player.
    let mut g = setup(json!(["Island", "Notion Thief"]));
    g.apply(pass(0)).unwrap();
    g.apply(cast(1, in_hand(&g, 1, "Mental Note"), CastMethod::Normal)).unwrap();
    let events = resolve_all(&mut g);
    assert_eq!(events.iter().filter(|e| matches!(e, Event::DrawSkipped { .. })).count(), 2);
    assert_eq!((g.state().players[0].hand.len(), g.state().players[1].hand.len()), (0, 1));
}

#[test]
fn after_hallowed_moonlight_a_creature_that_enters_without_being_cast_is_exiled_instead_until_end_of_turn_614_1a() {
    let mut g = decks_game(json!({
        "players": [
            {
                "battlefield": ["Plains", "Plains", "Plains", "Swamp", "Swamp", "Swamp", "Gurmag Angler"],
                "hand": ["Hallowed Moonlight", "Ephemerate", "Orcish Bowmasters"],
                "library": ["Plains", "Plains", "Plains"]
            },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Hallowed Moonlight"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 3, "two cards left and one drawn");
    assert!(g.state().creatures_entering_uncast_exiled);
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert!(back.state().creatures_entering_uncast_exiled, "the effect is kept in the game's JSON");
    // Ephemerate returns the Angler, which wasn't cast: exiled instead.
    let angler = the_only(&g, "Gurmag Angler");
    g.apply(cast_at(0, in_hand(&g, 0, "Ephemerate"), CastMethod::Normal, vec![at(angler)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Gurmag Angler").is_empty());
    assert_eq!(zone_of(&g, "Gurmag Angler", 0), Some(Zone::Exile));
    // A creature spell resolving was cast: it enters. Its Orc Army token wasn't: never on the battlefield.
    g.apply(cast(0, in_hand(&g, 0, "Orcish Bowmasters"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[player_target(1)]);
    }
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Orcish Bowmasters").len(), 1, "it was cast");
    assert_eq!(g.state().players[1].life, 19, "its enters ability dealt 1 damage");
    let creatures =
        g.state().battlefield.iter().filter(|&&id| g.permanent(id).unwrap().is(mtg_rules::card::CardType::Creature));
    assert_eq!(creatures.count(), 1, "no Army token");
    // 514.2: the effect ends in the cleanup step.
    to_next_turn_step(&mut g, 1, mtg_rules::game::Step::Upkeep);
    assert!(!g.state().creatures_entering_uncast_exiled);
}

#[test]
fn engineered_explosives_enters_with_a_charge_counter_per_color_spent_and_destroys_each_nonland_permanent_of_that_mana_value_702_44a()
 {
    let mut g = decks_duel(
        json!(["Plains", "Island", "Swamp", "Swamp"]),
        json!(["Engineered Explosives"]),
        json!(["Orcish Bowmasters", "Voldaren Epicure", "Mountain"]),
    );
    // X = 2 paid with the white and blue mana in the pool: two colors spent.
    for land in [the_only(&g, "Plains"), the_only(&g, "Island")] {
        g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: land, choice: 0 }).unwrap();
    }
    let Action::CastSpell { player, object, method, payment, targets, modes, choices, .. } =
        cast(0, in_hand(&g, 0, "Engineered Explosives"), CastMethod::Normal)
    else {
        unreachable!()
    };
    g.apply(Action::CastSpell {
        player,
        object,
        method,
        x: Some(2),
        payment,
        targets,
        modes,
        choices,
        division: Vec::new(),
    })
    .unwrap();
    resolve_all(&mut g);
    let ee = the_only(&g, "Engineered Explosives");
    let charge = |g: &Game| g.object(ee).unwrap().counters.get(&mtg_rules::counter::CounterKind::Charge);
    assert_eq!(charge(&g), 2, "702.44a: white and blue mana were spent");
    // {2} (the Swamps), Sacrifice: destroy each nonland permanent with mana value 2.
    g.apply(activate(&g, ee, first_activated("Engineered Explosives"))).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Engineered Explosives").is_empty(), "sacrificed");
    assert!(on_battlefield(&g, "Orcish Bowmasters").is_empty(), "mana value 2: destroyed");
    assert_eq!(on_battlefield(&g, "Voldaren Epicure").len(), 1, "mana value 1 stays");
    assert_eq!(on_battlefield(&g, "Mountain").len(), 1, "a land stays");
}
