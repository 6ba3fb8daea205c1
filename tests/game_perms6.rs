//! Inti, Seneschal of the Sun; Reidane, God of the Worthy // Valkmira,
//! Protector's Shield; Gix, Yawgmoth Praetor (issue 14, `data/pool-decks.json`,
//! current Oracle text), each with the rule it follows.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step};
use mtg_rules::text::Ability;
use serde_json::{Value, json};

const INTI: &str = "Inti, Seneschal of the Sun";

fn has_keyword(g: &Game, id: mtg_rules::game::ObjectId, keyword: &str) -> bool {
    g.characteristics(id).unwrap().keywords.iter().any(|k| k == keyword)
}

/// Player 0 (active, `step` of turn 3) has Inti and `mine`, `hand`
/// and a library whose top card is `top`; player 1 has a few Plains.
fn inti_game(mine: Value, hand: Value, top: &str, step: &str) -> Game {
    assert_eq!(decks_pool().card(INTI).unwrap().unsupported_text().count(), 0, "understood whole");
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": [top, "Plains", "Plains", "Plains"] },
            { "battlefield": ["Plains"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": step, "turn": 3
    }))
}

/// Inti and Squadron Hawk attack player 1; "Whenever you attack" resolves to
/// its "you may discard a card" (508.1m, 603.5).
fn inti_attacks(hand: Value) -> Game {
    let mut g = inti_game(json!([INTI, "Squadron Hawk", "Mountain"]), hand, "Mountain", "precombatMain");
    let (inti, hawk) = (the_only(&g, INTI), the_only(&g, "Squadron Hawk"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(inti, at_player(1)), (hawk, at_player(1))])).expect("attack");
    assert_eq!(g.state().stack.len(), 1, "one trigger for the attack, however many attack");
    pass_all(&mut g);
    g
}

/// The card named `name` in exile.
fn exiled(g: &Game, name: &str) -> mtg_rules::game::ObjectId {
    let found = g.state().exile.iter().copied().find(|&id| g.object(id).is_ok_and(|o| o.card == name));
    found.unwrap_or_else(|| panic!("{name} in exile"))
}

#[test]
fn inti_discarding_a_card_as_you_attack_puts_a_counter_and_trample_on_target_attacking_creature_603_12() {
    let g = inti_attacks(json!(["Lightning Bolt", "Plains"]));
    let Some(Pending::YouMay { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("603.5: you may discard a card: {:?}", g.state().pending)
    };
    check_legal_actions(&g);
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    let Some(Pending::Discard { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("701.9a: which card: {:?}", g.state().pending)
    };
    // 732: a card not in that player's hand is refused and changes nothing.
    let hawk = the_only(&g, "Squadron Hawk");
    assert_eq!(refused(&mut g, Action::Discard { player: PlayerId(0), object: hawk }), "not_in_hand");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(Action::Discard { player: PlayerId(0), object: bolt }).unwrap();
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    // 603.12: "When you do" triggers now; its target is an attacking creature (Inti or the Hawk), nothing else.
    let inti = the_only(&g, INTI);
    let Some(Pending::ChooseTargets { object: reflexive, .. }) = g.state().pending else {
        panic!("the reflexive trigger's target: {:?}", g.state().pending)
    };
    let offered: Vec<_> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ChooseTargets { object, targets, .. } if object == reflexive => Some(targets),
            _ => None,
        })
        .collect();
    assert_eq!(offered.len(), 2, "{offered:?}");
    assert!(offered.iter().all(|t| t == &[at(inti)] || t == &[at(hawk)]), "{offered:?}");
    choose_trigger_targets(&mut g, &[at(hawk)]);
    resolve_all(&mut g);
    assert_eq!(g.object(hawk).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 1);
    assert!(has_keyword(&g, hawk, "Trample"), "it gains trample until end of turn");
    assert_eq!(g.object(inti).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 0, "only the target");
    // 701.9a, 603.2: the discard also triggered "Whenever you discard one or more cards": the top card is exiled.
    let mountain = exiled(&g, "Mountain");
    assert_eq!(g.object(mountain).unwrap().owner, PlayerId(0));
    assert_eq!(g.state().players[0].library.len(), 3);
    // 514.2: trample lasts until end of turn.
    advance_to(&mut g, Step::PostcombatMain);
    // 611.2a, 305.1: a land too; played from exile this turn (before the end step).
    let play = Action::PlayLand { player: PlayerId(0), object: mountain, face: None };
    assert!(g.legal_actions().contains(&play), "play that card");
    assert!(
        !g.is_legal(&Action::PlayLand { player: PlayerId(1), object: mountain, face: None }),
        "only its controller"
    );
    g.apply(play).unwrap();
    assert_eq!(on_battlefield(&g, "Mountain").len(), 2);
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(!has_keyword(&g, hawk, "Trample"), "514.2");
    assert_eq!(g.object(hawk).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 1, "the counter stays");
}

#[test]
fn inti_declined_or_with_an_empty_hand_discards_nothing_and_nothing_triggers_603_5() {
    let mut g = inti_attacks(json!(["Lightning Bolt"]));
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Hand));
    assert!(g.state().exile.is_empty(), "no discard: the top card stays");
    assert_eq!(g.object(the_only(&g, "Squadron Hawk")).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 0);
    // No card in hand: no question at all.
    let g = inti_attacks(json!([]));
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().pending);
    assert!(g.state().exile.is_empty());
}

#[test]
fn inti_triggers_once_when_cards_are_discarded_together_to_hand_size_and_the_card_stays_playable_until_your_next_end_step_603_2c_611_2a()
 {
    let hand = json!([
        "Lightning Bolt",
        "Lightning Bolt",
        "Plains",
        "Plains",
        "Plains",
        "Plains",
        "Plains",
        "Plains",
        "Plains"
    ]);
    let mut g = inti_game(json!([INTI, "Mountain"]), hand, "Lightning Bolt", "end");
    pass_all(&mut g);
    // 514.1: nine cards, hand size seven: two discarded.
    for _ in 0..2 {
        let Some(Pending::Discard { player: PlayerId(0), effect: false, .. }) = g.state().pending else {
            panic!("514.1: {:?}", g.state().pending)
        };
        let plains = in_hand(&g, 0, "Plains");
        g.apply(Action::Discard { player: PlayerId(0), object: plains }).unwrap();
    }
    // 514.3a: one trigger for the discard, not one a card.
    assert_eq!(g.state().stack.len(), 1, "603.2c: one or more cards, one trigger");
    resolve_all(&mut g);
    let bolt = exiled(&g, "Lightning Bolt");
    assert_eq!(g.state().players[0].graveyard.len(), 2);
    // Turn 4 (player 1's): the permission lasts, through no end step of its controller's.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(g.state().play_from_exile.iter().any(|p| p.object == bolt), "until your next end step");
    to_next_turn_step(&mut g, 0, Step::PostcombatMain);
    assert!(g.state().play_from_exile.iter().any(|p| p.object == bolt), "still before the end step");
    advance_to(&mut g, Step::End);
    assert!(g.state().play_from_exile.is_empty(), "611.2a: it ended as the end step began");
    assert_eq!(g.object(bolt).unwrap().zone, Zone::Exile, "the card stays in exile");
}

const REIDANE: &str = "Reidane, God of the Worthy // Valkmira, Protector's Shield";

/// The index of the first activated ability of `card`'s front face.
fn first_activated(card: &str) -> usize {
    let face = decks_pool().card(card).unwrap().front().unwrap();
    face.abilities.iter().position(|a| matches!(a, Ability::Activated { .. })).expect("an activated ability")
}

/// Player 0 (active, precombat main of turn 3) has `mine` and `hand`;
/// player 1 has Reidane (`face` 0) or Valkmira (`face` 1) and `theirs`.
fn reidane_game(face: usize, mine: Value, hand: Value, theirs: Value) -> Game {
    assert_eq!(decks_pool().card(REIDANE).unwrap().unsupported_text().count(), 0, "understood whole");
    let mut battlefield = vec![json!({ "card": REIDANE, "face": face })];
    battlefield.extend(theirs.as_array().unwrap().iter().cloned());
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": ["Island", "Island", "Island", "Island"] },
            { "battlefield": battlefield, "hand": ["Aetherflux Reservoir"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn cost(g: &Game, id: ObjectId) -> String {
    option(g, id, CastMethod::Normal).mana_cost.map(|c| c.to_string()).unwrap_or_default()
}

#[test]
fn reidane_makes_noncreature_spells_of_mana_value_4_or_greater_its_opponents_cast_cost_2_more_601_2f() {
    let hand = json!(["Aetherflux Reservoir", "Memory Deluge", "Archaeomancer", "Lightning Bolt"]);
    let lands = json!(["Island", "Island", "Island", "Island", "Island"]);
    let g = reidane_game(0, lands.clone(), hand.clone(), json!([]));
    assert_eq!(cost(&g, in_hand(&g, 0, "Aetherflux Reservoir")), "{6}", "mana value 4: {{2}} more");
    assert_eq!(cost(&g, in_hand(&g, 0, "Memory Deluge")), "{4}{U}{U}");
    assert_eq!(cost(&g, in_hand(&g, 0, "Archaeomancer")), "{2}{U}{U}", "a creature spell costs no more");
    assert_eq!(cost(&g, in_hand(&g, 0, "Lightning Bolt")), "{R}", "mana value 1 costs no more");
    // Five Islands can't pay {6} (601.2g), though they paid {4} before.
    let reservoir = in_hand(&g, 0, "Aetherflux Reservoir");
    assert_eq!(codes(&option(&g, reservoir, CastMethod::Normal)), ["cannot_pay"]);
    // Its controller's own spells cost what they cost.
    assert_eq!(cost(&g, in_hand(&g, 1, "Aetherflux Reservoir")), "{4}", "only the opponents' spells");
    // Valkmira, the other face, has no such ability (712.8e).
    let g = reidane_game(1, lands, hand, json!([]));
    assert_eq!(cost(&g, in_hand(&g, 0, "Aetherflux Reservoir")), "{4}");
    assert!(option(&g, in_hand(&g, 0, "Aetherflux Reservoir"), CastMethod::Normal).castable);
}

#[test]
fn reidane_makes_snow_lands_its_opponents_control_enter_tapped_614_1c_205_4g() {
    let hand = json!(["Snow-Covered Island", "Island"]);
    let mut g = reidane_game(0, json!([]), hand.clone(), json!([]));
    let snow = in_hand(&g, 0, "Snow-Covered Island");
    g.apply(Action::PlayLand { player: PlayerId(0), object: snow, face: None }).unwrap();
    let snow = the_only(&g, "Snow-Covered Island");
    assert!(g.object(snow).unwrap().tapped, "a snow land an opponent controls enters tapped");
    let mut g = reidane_game(0, json!([]), hand, json!([]));
    let island = in_hand(&g, 0, "Island");
    g.apply(Action::PlayLand { player: PlayerId(0), object: island, face: None }).unwrap();
    assert!(g.state().battlefield.iter().all(|&id| !g.object(id).unwrap().tapped), "a land that isn't snow: untapped");
    // Its controller's own snow land enters untapped.
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [REIDANE], "hand": ["Snow-Covered Island"], "library": ["Island", "Island"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let snow = in_hand(&g, 0, "Snow-Covered Island");
    g.apply(Action::PlayLand { player: PlayerId(0), object: snow, face: None }).unwrap();
    assert!(!g.object(the_only(&g, "Snow-Covered Island")).unwrap().tapped, "only the opponents'");
}

/// Player 0 casts Lightning Bolt at `target` with a Mountain and a spare
/// Mountain; player 1 has Valkmira, Boon-Bringer Valkyrie and Mishra's Bauble.
fn bolt_at_valkmira(target: impl Fn(&Game) -> mtg_rules::game::Target) -> Game {
    let mut g = reidane_game(
        1,
        json!(["Mountain", "Mountain", "Haywire Mite", "Forest"]),
        json!(["Lightning Bolt"]),
        json!(["Boon-Bringer Valkyrie", "Mishra's Bauble"]),
    );
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let at = target(&g);
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at])).expect("Bolt is cast");
    g
}

#[test]
fn valkmira_counters_an_opponents_spell_that_targets_you_unless_its_controller_pays_1_603_2_701_6a() {
    let mut g = bolt_at_valkmira(|_| player_target(1));
    assert_eq!(g.state().stack.len(), 2, "Bolt and Valkmira's trigger above it");
    pass_all(&mut g);
    let Some(Pending::PayWard { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("608.2d: its controller chooses: {:?}", g.state().pending)
    };
    check_legal_actions(&g);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    // 732: the other player can't answer.
    assert_eq!(refused(&mut g, Action::PayWard { player: PlayerId(1), pay: true }), "not_your_choice");
    let mut declined = g.clone();
    let events = declined.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Countered { .. })), "{events:?}");
    assert_eq!(zone_of(&declined, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert_eq!(declined.state().players[1].life, 20);
    // Paid: Bolt resolves, and Valkmira prevents 1 of its 3 damage (615.1).
    g.apply(Action::PayWard { player: PlayerId(0), pay: true }).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 18, "3 damage, 1 prevented");
    assert_eq!(on_battlefield(&g, "Mountain").iter().filter(|&&m| g.object(m).unwrap().tapped).count(), 2);
}

#[test]
fn valkmira_triggers_for_another_permanent_you_control_but_not_for_itself_nor_the_opponents_own_615_1() {
    // Another permanent: the Valkyrie, dealt 3 - 1 = 2 damage.
    let mut g = bolt_at_valkmira(|g| at(the_only(g, "Boon-Bringer Valkyrie")));
    assert_eq!(g.state().stack.len(), 2);
    pass_all(&mut g);
    g.apply(Action::PayWard { player: PlayerId(0), pay: true }).unwrap();
    resolve_all(&mut g);
    let valkyrie = the_only(&g, "Boon-Bringer Valkyrie");
    assert_eq!(g.object(valkyrie).unwrap().damage, 2, "615.1: 1 of that damage prevented");
    // Bolt at its own caster: no trigger, and the damage is all dealt (not Valkmira's controller's).
    let mut g = bolt_at_valkmira(|_| player_target(0));
    assert_eq!(g.state().stack.len(), 1, "no trigger");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 17);
    // Haywire Mite's ability at Valkmira itself: "another permanent", no trigger; at the Bauble: a trigger.
    let mut g = bolt_at_valkmira(|_| player_target(0));
    resolve_all(&mut g);
    let (mite, valkmira) = (the_only(&g, "Haywire Mite"), the_only(&g, REIDANE));
    let mut at_itself = g.clone();
    at_itself.apply(activate_at(&g, mite, first_activated("Haywire Mite"), vec![at(valkmira)])).unwrap();
    let valkmira_triggers =
        |g: &Game| g.state().stack.iter().filter(|&&id| g.object(id).unwrap().card == REIDANE).count();
    assert_eq!(at_itself.state().stack.len(), 2, "the ability and the Mite's dies trigger");
    assert_eq!(valkmira_triggers(&at_itself), 0, "no trigger for Valkmira itself");
    resolve_all(&mut at_itself);
    assert_eq!(zone_of(&at_itself, REIDANE, 1), Some(Zone::Exile));
    let bauble = the_only(&g, "Mishra's Bauble");
    g.apply(activate_at(&g, mite, first_activated("Haywire Mite"), vec![at(bauble)])).unwrap();
    assert_eq!(valkmira_triggers(&g), 1, "an ability an opponent controls targets another permanent");
    pass_all(&mut g);
    // Declined: the ability is countered (701.6b).
    let Some(Pending::PayWard { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("{:?}", g.state().pending)
    };
    let events = g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::DidNotResolve { .. })), "{events:?}");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(Zone::Battlefield), "701.6b: the ability did nothing");
}

#[test]
fn valkmira_prevents_1_of_each_combat_damage_an_opponents_creature_deals_to_you_615_1() {
    let mut g = reidane_game(1, json!(["Haywire Mite", "Loran of the Third Path"]), json!([]), json!([]));
    let (mite, loran) = (the_only(&g, "Haywire Mite"), the_only(&g, "Loran of the Third Path"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(mite, at_player(1)), (loran, at_player(1))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    // The Mite's 1 wholly prevented; Loran's 2 less 1.
    assert_eq!(g.state().players[1].life, 19);
}

#[test]
fn valkmira_counters_an_activated_ability_targeting_you_unless_paid_and_paid_it_resolves_602_2() {
    let mut g = reidane_game(1, json!(["Loran of the Third Path", "Plains"]), json!([]), json!([]));
    let loran = the_only(&g, "Loran of the Third Path");
    let hands = |g: &Game| (g.state().players[0].hand.len(), g.state().players[1].hand.len());
    let before = hands(&g);
    g.apply(activate_at(&g, loran, first_activated("Loran of the Third Path"), vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 2, "Loran's ability and Valkmira's trigger");
    pass_all(&mut g);
    let mut declined = g.clone();
    declined.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    resolve_all(&mut declined);
    assert_eq!(hands(&declined), before, "countered: no one draws");
    g.apply(Action::PayWard { player: PlayerId(0), pay: true }).unwrap();
    resolve_all(&mut g);
    assert_eq!(hands(&g), (before.0 + 1, before.1 + 1), "paid with the Plains: each draws");
}

#[test]
fn reidane_attacks_with_vigilance_and_flying_so_a_creature_without_flying_or_reach_cant_block_it_702_9b_702_20b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [REIDANE], "library": ["Plains", "Plains"] },
            { "battlefield": ["Haywire Mite", "Squadron Hawk"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let (reidane, mite) = (the_only(&g, REIDANE), the_only(&g, "Haywire Mite"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(reidane, at_player(1))])).unwrap();
    assert!(!g.object(reidane).unwrap().tapped, "702.20b: attacking doesn't tap it");
    advance_to(&mut g, Step::DeclareBlockers);
    refused_with(&mut g, block(1, &[(mite, reidane)]), "cannot_block_flying", Some("702.9b"));
    assert!(g.is_legal(&block(1, &[(the_only(&g, "Squadron Hawk"), reidane)])), "a creature with flying can");
    g.apply(block(1, &[])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 18);
}

const GIX: &str = "Gix, Yawgmoth Praetor";

/// Passes priority until the stack is empty, answering each "may pay 1
/// life" of player `payer` with `pay` in turn (608.2d).
fn resolve_paying(g: &mut Game, payer: u8, pays: &[bool]) {
    let mut pays = pays.iter();
    while !g.state().stack.is_empty() || g.state().pending.is_some() {
        match g.state().pending {
            Some(Pending::PayWard { player, .. }) => {
                assert_eq!(player, PlayerId(payer), "its controller pays");
                let pay = *pays.next().expect("as many payments as triggers");
                g.apply(Action::PayWard { player, pay }).unwrap();
            }
            ref other => {
                assert!(other.is_none(), "{other:?}");
                let p = g.state().priority_player;
                g.apply(pass(p.0)).unwrap();
            }
        }
    }
    assert!(pays.next().is_none(), "every trigger asked");
}

#[test]
fn gix_triggers_for_each_creature_dealing_combat_damage_to_an_opponent_and_its_controller_may_pay_1_life_to_draw_510_2_119_4()
 {
    assert_eq!(decks_pool().card(GIX).unwrap().unsupported_text().count(), 0, "understood whole");
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [GIX, "Squadron Hawk"], "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let (gix, hawk) = (the_only(&g, GIX), the_only(&g, "Squadron Hawk"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(gix, at_player(1)), (hawk, at_player(1))])).unwrap();
    advance_to(&mut g, Step::CombatDamage);
    assert_eq!(g.state().players[1].life, 16);
    assert_eq!(g.state().stack.len(), 2, "one trigger for each creature");
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    // One paid (1 life, a card), one declined (nothing).
    resolve_paying(&mut g, 0, &[true, false]);
    assert_eq!(g.state().players[0].life, 19, "1 life paid once");
    assert_eq!(g.state().players[0].hand.len(), 1, "one card drawn");
    assert_eq!(g.state().players[1].hand.len(), 0);
}

#[test]
fn gix_doesnt_trigger_for_damage_to_its_controller_and_its_controller_is_the_creatures_in_multiplayer_608_2c() {
    // Player 0's Hawk deals combat damage to player 1, who controls Gix: not one of Gix's controller's opponents.
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": [GIX], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let hawk = the_only(&g, "Squadron Hawk");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(hawk, at_player(1))])).unwrap();
    advance_to(&mut g, Step::CombatDamage);
    assert_eq!(g.state().players[1].life, 19);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "no trigger");
    // Three players: player 0's Hawk hits player 2, an opponent of Gix's controller (player 1). Player 0, the
    // Hawk's controller, may pay 1 life and draws.
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": [GIX], "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let hawk = the_only(&g, "Squadron Hawk");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(hawk, at_player(2))])).unwrap();
    advance_to(&mut g, Step::CombatDamage);
    assert_eq!(g.state().players[2].life, 19);
    assert_eq!(g.state().stack.len(), 1, "Gix's trigger, controlled by player 1");
    resolve_paying(&mut g, 0, &[true]);
    assert_eq!((g.state().players[0].life, g.state().players[0].hand.len()), (19, 1), "the Hawk's controller");
    assert_eq!((g.state().players[1].life, g.state().players[1].hand.len()), (20, 0), "not Gix's");
}

/// Player 0 (active, precombat main of turn 3) has Gix, Inti, seven Swamps
/// and `hand`; player 1's library is `theirs` on top of three Plains.
fn gix_game(hand: Value, theirs: &[&str]) -> Game {
    let mut library: Vec<&str> = theirs.to_vec();
    library.extend(["Plains", "Plains", "Plains"]);
    decks_game(json!({
        "players": [
            { "battlefield": [GIX, INTI, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"],
              "hand": hand, "library": ["Island", "Island", "Island", "Island"] },
            { "library": library }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn gix_activation(g: &Game, choices: Vec<ObjectId>, x: u32) -> Action {
    let gix = the_only(g, GIX);
    Action::ActivateAbility {
        player: PlayerId(0),
        object: gix,
        ability: first_activated(GIX),
        choice: 0,
        targets: vec![player_target(1)],
        choices,
        payment: None,
        x: Some(x),
    }
}

#[test]
fn gix_discards_x_cards_exiles_the_top_x_of_target_opponents_library_to_play_free_for_as_long_as_they_remain_exiled_107_3_118_9_611_2a()
 {
    let mut g =
        gix_game(json!(["Lightning Bolt", "Island", "Mountain"]), &["Wrath of God", "Lightning Bolt", "Plains"]);
    let (bolt, island) = (in_hand(&g, 0, "Lightning Bolt"), in_hand(&g, 0, "Island"));
    // 107.3, 601.2h: X = 2 needs two cards chosen, from the hand.
    let short = gix_activation(&g, vec![bolt], 2);
    assert_eq!(refused(&mut g, short), "cost_choice_missing");
    let swamp = on_battlefield(&g, "Swamp")[0];
    let not_in_hand = gix_activation(&g, vec![bolt, swamp], 2);
    assert_eq!(refused(&mut g, not_in_hand), "invalid_cost_choice");
    let listed: Vec<Option<u32>> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ActivateAbility { object, x, .. } if object == the_only(&g, GIX) => Some(x),
            _ => None,
        })
        .collect();
    assert!(listed.contains(&Some(0)) && listed.contains(&Some(3)), "X = 0 and every card: {listed:?}");
    check_legal_actions(&g);
    g.apply(gix_activation(&g, vec![bolt, island], 2)).unwrap();
    assert_eq!(g.state().players[0].graveyard.len(), 2, "both discarded as the cost");
    // 603.2c: Inti's "Whenever you discard one or more cards" triggers once for the two.
    assert_eq!(g.state().stack.len(), 2, "Gix's ability and one Inti trigger");
    resolve_all(&mut g);
    let exiled = |g: &Game, name: &str| {
        g.state().exile.iter().copied().find(|&id| g.object(id).is_ok_and(|o| o.card == name && o.owner == PlayerId(1)))
    };
    let (wrath, their_bolt) = (exiled(&g, "Wrath of God").unwrap(), exiled(&g, "Lightning Bolt").unwrap());
    assert!(exiled(&g, "Plains").is_none(), "only the top two");
    // The permissions (lasting, without paying) read back.
    let json = g.to_json();
    assert!(json.contains("\"lasting\":true") && json.contains("\"withoutPaying\":true"), "{json}");
    assert_eq!(Game::from_json(decks_pool(), &json).expect("reads back").to_json(), json);
    assert_eq!(g.state().players[1].library.len(), 4);
    // 118.9: cast without paying its mana cost, and not for it.
    assert!(
        codes(&option(&g, their_bolt, CastMethod::Normal)).contains(&"only_without_paying"),
        "not for its mana cost"
    );
    let free = option(&g, their_bolt, CastMethod::WithoutPayingManaCost);
    assert!(free.castable, "{:?}", free.reasons);
    assert!(g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == wrath)));
    // 611.2a: no duration: on player 1's turn the Wrath waits for a main phase of player 0's (its usual timing).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let wrath_option = option(&g, wrath, CastMethod::WithoutPayingManaCost);
    assert!(wrath_option.reasons.iter().any(|r| r.code == "not_your_turn"), "{:?}", wrath_option.reasons);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let swamps_untapped =
        |g: &Game| on_battlefield(g, "Swamp").iter().filter(|&&s| !g.object(s).unwrap().tapped).count();
    let before = swamps_untapped(&g);
    g.apply(cast(0, wrath, CastMethod::WithoutPayingManaCost)).expect("cast on a later turn, for no mana");
    assert_eq!(swamps_untapped(&g), before, "no mana paid");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, GIX).is_empty(), "Wrath of God resolved");
    assert_eq!(zone_of(&g, "Wrath of God", 1), Some(Zone::Graveyard), "its owner's graveyard");
}

#[test]
fn gix_lets_its_controller_play_an_exiled_land_as_the_land_for_the_turn_305_1() {
    let mut g = gix_game(json!(["Island"]), &["Plains"]);
    let island = in_hand(&g, 0, "Island");
    g.apply(gix_activation(&g, vec![island], 1)).unwrap();
    resolve_all(&mut g);
    let plains = g.state().exile.iter().copied().find(|&id| g.object(id).unwrap().card == "Plains").unwrap();
    let play = Action::PlayLand { player: PlayerId(0), object: plains, face: None };
    assert!(g.legal_actions().contains(&play));
    assert!(
        !g.is_legal(&Action::PlayLand { player: PlayerId(1), object: plains, face: None }),
        "only Gix's controller"
    );
    g.apply(play).unwrap();
    assert_eq!(g.object(the_only(&g, "Plains")).unwrap().controller, PlayerId(0));
    // X = 0: nothing discarded, nothing exiled.
    let mut g = gix_game(json!([]), &["Plains"]);
    g.apply(gix_activation(&g, vec![], 0)).unwrap();
    resolve_all(&mut g);
    assert!(g.state().exile.is_empty() && g.state().play_from_exile.is_empty());
}
