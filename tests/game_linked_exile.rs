//! Permanents that last, part 3 (issue 14): linked exile (607.2a) and
//! "until [this] leaves the battlefield" (610.3), with real deck cards
//! (`data/pool-decks.json`, current Oracle text): Annex Sentry, Temporary
//! Lockdown, Journey to Nowhere; a Fog on a creature (Kami of False Hope,
//! 615.1); returning a permanent you control (Kor Skyfisher, 608.2d).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId, Step, Target};
use serde_json::json;

/// Answers the pending choice of a trigger's target (603.3d) with `target`.
fn choose_trigger_target(g: &mut Game, target: Target) {
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        let choose = g
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [target]));
        g.apply(choose.expect("a legal target")).unwrap();
    }
}

/// The one card named `name` in exile.
fn exiled(g: &Game, name: &str) -> ObjectId {
    let ids: Vec<ObjectId> = g.state().exile.iter().copied().filter(|&id| g.object(id).unwrap().card == name).collect();
    assert_eq!(ids.len(), 1, "{name} in exile: {ids:?}");
    ids[0]
}

fn swords(player: u8, g: &Game, target: ObjectId) -> Action {
    cast_at(player, in_hand(g, player, "Swords to Plowshares"), CastMethod::Normal, vec![at(target)])
}

#[test]
fn annex_sentry_exiles_its_target_until_it_leaves_then_the_card_returns_under_its_owners_control_610_3_610_3c() {
    let mut g = decks_duel(
        json!(["Plains", "Plains", "Plains", "Plains"]),
        json!(["Annex Sentry", "Swords to Plowshares"]),
        json!(["Wild Nacatl", "Mishra's Bauble", "Plains"]),
    );
    let (nacatl, bauble) = (the_only(&g, "Wild Nacatl"), the_only(&g, "Mishra's Bauble"));
    g.apply(cast(0, in_hand(&g, 0, "Annex Sentry"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // 115.1: an artifact or creature an opponent controls with mana value 3 or less.
    assert!(matches!(g.state().pending, Some(Pending::ChooseTargets { .. })), "{:?}", g.state().pending);
    let sentry = the_only(&g, "Annex Sentry");
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [at(sentry)]))
    );
    assert!(
        g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [at(bauble)]))
    );
    choose_trigger_target(&mut g, at(nacatl));
    resolve_all(&mut g);
    let card = exiled(&g, "Wild Nacatl");
    let link = g.object(card).unwrap().exiled_with.expect("607.2a: the card remembers what exiled it");
    assert_eq!(link.source, sentry);
    assert!(link.until_it_leaves);
    // The game reads back with the link (a saved game goes on the same way).
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json);
    // 610.3: the Sentry leaves; the Nacatl returns at once, under its owner's control (610.3c).
    g.apply(swords(0, &g, sentry)).unwrap();
    resolve_all(&mut g);
    assert!(g.state().exile.iter().any(|&id| g.object(id).unwrap().card == "Annex Sentry"));
    let back = the_only(&g, "Wild Nacatl");
    assert_ne!(back, nacatl, "400.7: a new object");
    assert_eq!(g.object(back).unwrap().controller, PlayerId(1));
    assert!(g.object(back).unwrap().exiled_with.is_none());
    assert!(!g.state().exile.iter().any(|&id| g.object(id).unwrap().card == "Wild Nacatl"));
    check_legal_actions(&g);
}

#[test]
fn annex_sentry_gone_before_its_trigger_resolves_exiles_nothing_610_3b() {
    let mut g = decks_duel(
        json!(["Plains", "Plains", "Plains", "Plains"]),
        json!(["Annex Sentry", "Swords to Plowshares"]),
        json!(["Wild Nacatl", "Plains"]),
    );
    let nacatl = the_only(&g, "Wild Nacatl");
    g.apply(cast(0, in_hand(&g, 0, "Annex Sentry"), CastMethod::Normal)).unwrap();
    pass_all(&mut g); // the Sentry resolves; its trigger goes on the stack
    choose_trigger_target(&mut g, at(nacatl));
    assert_eq!(g.state().stack.len(), 1, "the trigger waits on the stack");
    // In response, the Sentry is exiled: its "until" has already happened.
    let sentry = the_only(&g, "Annex Sentry");
    g.apply(swords(0, &g, sentry)).unwrap();
    resolve_all(&mut g);
    assert_eq!(the_only(&g, "Wild Nacatl"), nacatl, "not exiled at all (610.3b)");
    assert!(g.state().exile.iter().all(|&id| g.object(id).unwrap().card != "Wild Nacatl"));
}

#[test]
fn temporary_lockdown_exiles_each_nonland_permanent_with_mana_value_2_or_less_until_it_leaves_610_3() {
    let mut g = decks_duel(
        json!(["Plains", "Plains", "Plains", "Plains", "Plains", "Mishra's Bauble"]),
        json!(["Temporary Lockdown", "Destroy Evil"]),
        json!(["Wild Nacatl", "Annex Sentry", "Plains"]),
    );
    g.apply(cast(0, in_hand(&g, 0, "Temporary Lockdown"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "no target: {:?}", g.state().pending);
    // Both players' nonland permanents of mana value 2 or less; not lands, not the mana value 3 Sentry.
    exiled(&g, "Wild Nacatl");
    exiled(&g, "Mishra's Bauble");
    assert_eq!(on_battlefield(&g, "Plains").len(), 6);
    the_only(&g, "Annex Sentry");
    let lockdown = the_only(&g, "Temporary Lockdown");
    // Destroy Evil's second mode: "Destroy target enchantment."
    let evil = in_hand(&g, 0, "Destroy Evil");
    g.apply(cast_choosing(0, evil, vec![at(lockdown)], vec![1], Vec::new())).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Temporary Lockdown").is_empty());
    let (nacatl, bauble) = (the_only(&g, "Wild Nacatl"), the_only(&g, "Mishra's Bauble"));
    assert_eq!(g.object(nacatl).unwrap().controller, PlayerId(1), "610.3c: its owner's control");
    assert_eq!(g.object(bauble).unwrap().controller, PlayerId(0));
    assert!(g.state().exile.is_empty());
}

#[test]
fn journey_to_nowhere_returns_the_card_its_linked_ability_exiled_as_its_leaves_trigger_resolves_607_2a_603_6c() {
    let mut g = decks_duel(
        json!(["Plains", "Plains", "Plains", "Plains"]),
        json!(["Journey to Nowhere", "Destroy Evil"]),
        json!(["Wild Nacatl", "Annex Sentry", "Plains"]),
    );
    let nacatl = the_only(&g, "Wild Nacatl");
    g.apply(cast(0, in_hand(&g, 0, "Journey to Nowhere"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    choose_trigger_target(&mut g, at(nacatl));
    resolve_all(&mut g);
    let card = exiled(&g, "Wild Nacatl");
    let journey = the_only(&g, "Journey to Nowhere");
    let link = g.object(card).unwrap().exiled_with.expect("607.2a");
    assert_eq!((link.source, link.until_it_leaves), (journey, false));
    let evil = in_hand(&g, 0, "Destroy Evil");
    g.apply(cast_choosing(0, evil, vec![at(journey)], vec![1], Vec::new())).unwrap();
    pass_all(&mut g); // Destroy Evil resolves: Journey leaves the battlefield.
    assert!(on_battlefield(&g, "Journey to Nowhere").is_empty());
    assert_eq!(g.state().stack.len(), 1, "603.6c: its leaves-the-battlefield ability uses the stack");
    assert_eq!(g.object(card).map(|o| o.zone).ok(), Some(Zone::Exile), "still exiled until it resolves");
    pass_all(&mut g);
    let back = the_only(&g, "Wild Nacatl");
    assert_eq!(g.object(back).unwrap().controller, PlayerId(1));
    assert!(g.state().exile.is_empty());
    check_legal_actions(&g);
}

#[test]
fn kami_of_false_hope_sacrificed_prevents_all_combat_damage_this_turn_615_1_514_2() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Wild Nacatl", "Annex Sentry"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Kami of False Hope", "Wild Nacatl"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let kami = the_only(&g, "Kami of False Hope");
    let mine: Vec<ObjectId> = ["Wild Nacatl", "Annex Sentry"]
        .iter()
        .map(|name| {
            *on_battlefield(&g, name).iter().find(|&&id| g.object(id).unwrap().controller == PlayerId(0)).unwrap()
        })
        .collect();
    let blocker =
        *on_battlefield(&g, "Wild Nacatl").iter().find(|&&id| g.object(id).unwrap().controller == PlayerId(1)).unwrap();
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(mine[0], at_player(1)), (mine[1], at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(1, &[(blocker, mine[0])])).unwrap();
    g.apply(pass(0)).unwrap();
    // Sacrifice Kami of False Hope: its cost (118.3); the ability uses the stack.
    g.apply(activate(&g, kami, 0)).unwrap();
    assert!(on_battlefield(&g, "Kami of False Hope").is_empty());
    pass_all(&mut g);
    assert!(g.state().all_combat_damage_prevented);
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the prevention reads back");
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 20, "no combat damage to the player");
    assert_eq!(g.state().players[1].counters.get(&mtg_rules::counter::CounterKind::Poison), 0, "nor toxic's poison");
    assert_eq!(on_battlefield(&g, "Wild Nacatl").len(), 2, "nor to or by the blocked and blocking creatures");
    // 514.2: the effect ends in the cleanup step.
    advance_to(&mut g, Step::Upkeep);
    assert!(!g.state().all_combat_damage_prevented);
}

#[test]
fn kor_skyfisher_returns_a_permanent_its_controller_chooses_as_the_ability_resolves_608_2d() {
    let mut g =
        decks_duel(json!(["Plains", "Plains", "Wild Nacatl"]), json!(["Kor Skyfisher"]), json!(["Wild Nacatl"]));
    let mine =
        *on_battlefield(&g, "Wild Nacatl").iter().find(|&&id| g.object(id).unwrap().controller == PlayerId(0)).unwrap();
    let theirs = *on_battlefield(&g, "Wild Nacatl").iter().find(|&&id| id != mine).unwrap();
    g.apply(cast(0, in_hand(&g, 0, "Kor Skyfisher"), CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().stack.len(), 1, "no target: the trigger goes on the stack at once");
    resolve_all(&mut g);
    let skyfisher = the_only(&g, "Kor Skyfisher");
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, .. }) = g.state().pending.clone() else {
        panic!("a choice: {:?}", g.state().pending)
    };
    // Every permanent its controller controls, itself too; not an opponent's.
    assert_eq!(objects.len(), 4);
    assert!(objects.contains(&skyfisher) && objects.contains(&mine) && !objects.contains(&theirs));
    check_legal_actions(&g);
    refused_with(&mut g, Action::ChooseObject { player: PlayerId(0), object: theirs }, "not_a_choice", Some("608.2d"));
    g.apply(Action::ChooseObject { player: PlayerId(0), object: mine }).unwrap();
    assert!(g.state().players[0].hand.iter().any(|&id| g.object(id).unwrap().card == "Wild Nacatl"));
    assert_eq!(on_battlefield(&g, "Wild Nacatl"), [theirs]);
}
