//! Battles and Sieges in a game (CR 310): defense counters (310.4b),
//! protectors (310.8, 310.11a), attacking and blocking around a battle
//! (310.8b–c), damage removing defense counters (310.6, 120.3), the Siege's
//! trigger and casting it transformed (310.11b), and the battle
//! state-based actions (704.5v–x).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::{Value, json};

/// Player 0 casts Invasion of Belenon with three Plains; both players pass.
fn belenon_cast(mut players: Vec<Value>) -> (Game, ObjectId) {
    for p in &mut players {
        if let Some(p) = p.as_object_mut() {
            p.entry("library").or_insert(json!(["Plains", "Plains", "Plains"]));
        }
    }
    let mut g = game(json!({ "players": players, "activePlayer": 0, "step": "precombatMain" }));
    let id = in_hand(&g, 0, "Invasion of Belenon // Belenon War Anthem");
    g.apply(cast(0, id, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let battle = on_battlefield(&g, "Invasion of Belenon // Belenon War Anthem")[0];
    (g, battle)
}

fn me(extra: Value) -> Value {
    let mut p =
        json!({ "hand": ["Invasion of Belenon // Belenon War Anthem"], "battlefield": ["Plains", "Plains", "Plains"] });
    if let (Some(p), Some(extra)) = (p.as_object_mut(), extra.as_object()) {
        for (k, v) in extra {
            if k == "battlefield" {
                let mut all = p["battlefield"].as_array().cloned().unwrap_or_default();
                all.extend(v.as_array().cloned().unwrap_or_default());
                p.insert(k.clone(), Value::Array(all));
            } else {
                p.insert(k.clone(), v.clone());
            }
        }
    }
    p
}

#[test]
fn invasion_of_belenon_cast_with_three_plains_is_a_battle_with_5_defense_protected_by_the_only_opponent_310_4b_310_11a()
{
    let (g, battle) = belenon_cast(vec![me(json!({})), json!({})]);
    assert_eq!(defense(&g, battle), 5);
    assert_eq!(g.object(battle).unwrap().protector, Some(PlayerId(1)));
    assert_eq!(g.object(battle).unwrap().controller, PlayerId(0));
    assert_eq!(g.state().pending, None, "one opponent: nothing to choose");
    // It round-trips through JSON with its protector and counters.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back, g);
}

#[test]
fn grizzly_bears_attacking_the_battle_removes_2_defense_counters_and_no_player_loses_life_310_6() {
    let (mut g, battle) = belenon_cast(vec![me(json!({ "battlefield": ["Grizzly Bears"] })), json!({})]);
    let bears = on_battlefield(&g, "Grizzly Bears")[0];
    advance_to(&mut g, Step::DeclareAttackers);
    assert_eq!(g.state().pending, Some(Pending::DeclareAttackers { player: PlayerId(0) }));
    assert!(
        g.legal_actions().contains(&attack(0, &[(bears, at_battle(battle))])),
        "a Siege can be attacked by its controller (310.8b)"
    );
    g.apply(attack(0, &[(bears, at_battle(battle))])).unwrap();
    let events = advance_to(&mut g, Step::EndOfCombat);
    assert!(events.iter().any(|e| matches!(e, Event::DamageDealt { amount: 2, combat: true, .. })));
    assert_eq!(defense(&g, battle), 3);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (20, 20));
    assert_eq!(g.state().damage_this_turn[0].damaged, mtg_rules::game::Damaged::Battle);
}

#[test]
fn bears_blocked_by_the_protectors_bears_both_die_and_the_defense_stays_5_310_8c() {
    let (mut g, battle) = belenon_cast(vec![
        me(json!({ "battlefield": ["Grizzly Bears"] })),
        json!({ "battlefield": ["Grizzly Bears"] }),
    ]);
    let [mine, theirs] = on_battlefield(&g, "Grizzly Bears")[..] else { panic!() };
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(mine, at_battle(battle))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    assert_eq!(g.state().pending, Some(Pending::DeclareBlockers { player: PlayerId(1) }));
    g.apply(block(1, &[(theirs, mine)])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty(), "704.5g: both dealt lethal damage");
    assert_eq!(g.state().players[0].graveyard.len(), 1);
    assert_eq!(g.state().players[1].graveyard.len(), 1);
    assert_eq!(defense(&g, battle), 5);
}

#[test]
fn the_protectors_creature_may_not_attack_the_battle_310_8b() {
    let (mut g, battle) = belenon_cast(vec![me(json!({})), json!({ "battlefield": ["Grizzly Bears"] })]);
    let bears = on_battlefield(&g, "Grizzly Bears")[0];
    // On to player 1's turn.
    while g.state().active_player != PlayerId(1) || g.state().step != Step::DeclareAttackers {
        let p = g.state().priority_player;
        g.apply(Action::PassPriority { player: p }).unwrap();
    }
    assert_eq!(g.state().pending, Some(Pending::DeclareAttackers { player: PlayerId(1) }));
    refused_with(&mut g, attack(1, &[(bears, at_battle(battle))]), "protector_cannot_attack", Some("310.8b"));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::DeclareAttackers { attackers, .. } if attackers.iter().any(|d| d.target == at_battle(battle)))));
    g.apply(attack(1, &[(bears, at_player(0))])).unwrap();
}

#[test]
fn in_four_players_the_caster_chooses_the_protector_and_only_that_player_may_block_its_attackers_310_8a_310_8c() {
    let (mut g, battle) = belenon_cast(vec![
        me(json!({ "battlefield": ["Grizzly Bears", "Hill Giant"] })),
        json!({ "battlefield": ["Grizzly Bears"] }),
        json!({ "battlefield": ["Silvercoat Lion"] }),
        json!({}),
    ]);
    assert_eq!(g.state().pending, Some(Pending::ChooseProtector { player: PlayerId(0), battle }));
    let choices = g.legal_actions();
    assert_eq!(choices.len(), 3, "each opponent: {choices:?}");
    refused_with(
        &mut g,
        Action::ChooseProtector { player: PlayerId(0), battle, protector: PlayerId(0) },
        "invalid_protector",
        Some("310.11a"),
    );
    refused_with(&mut g, Action::PassPriority { player: PlayerId(0) }, "choice_pending", Some("310.8a"));
    g.apply(Action::ChooseProtector { player: PlayerId(0), battle, protector: PlayerId(2) }).unwrap();
    assert_eq!(g.object(battle).unwrap().protector, Some(PlayerId(2)));
    let mine = on_battlefield(&g, "Grizzly Bears")[0];
    let giant = on_battlefield(&g, "Hill Giant")[0];
    let their_bears = on_battlefield(&g, "Grizzly Bears")[1];
    let lion = on_battlefield(&g, "Silvercoat Lion")[0];
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(mine, at_battle(battle)), (giant, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    // 802.4: defending players declare in APNAP order; player 1 first.
    assert_eq!(g.state().pending, Some(Pending::DeclareBlockers { player: PlayerId(1) }));
    refused_with(&mut g, block(1, &[(their_bears, mine)]), "not_the_protector", Some("310.8c"));
    g.apply(block(1, &[])).unwrap();
    assert_eq!(g.state().pending, Some(Pending::DeclareBlockers { player: PlayerId(2) }));
    refused_with(&mut g, block(2, &[(lion, giant)]), "not_attacking_you", Some("509.1a"));
    g.apply(block(2, &[(lion, mine)])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(defense(&g, battle), 5);
    assert_eq!(g.state().players[1].life, 17);
}

fn siege_at(defense_left: u32) -> (Game, ObjectId) {
    let g = game(json!({
        "players": [
            { "battlefield": [
                { "card": "Invasion of Belenon // Belenon War Anthem", "counters": { "defense": defense_left } },
                "Grizzly Bears"] },
            {}
        ],
        "activePlayer": 0, "step": "precombatMain"
    }));
    let battle = on_battlefield(&g, "Invasion of Belenon // Belenon War Anthem")[0];
    (g, battle)
}

/// Attacks the battle with the Bears and passes until the Siege's trigger
/// has resolved.
fn defeat(g: &mut Game, battle: ObjectId) -> ObjectId {
    let bears = on_battlefield(g, "Grizzly Bears")[0];
    advance_to(g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears, at_battle(battle))])).unwrap();
    let events = advance_to(g, Step::CombatDamage);
    assert!(
        events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { source, .. } if *source == battle)),
        "{events:?}"
    );
    assert_eq!(defense(g, battle), 0);
    assert!(
        g.object(battle).unwrap().zone == mtg_rules::card::Zone::Battlefield,
        "704.5v: not while its trigger is on the stack"
    );
    pass_all(g);
    let Some(Pending::CastTransformed { player: PlayerId(0), object }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(g.state().exile, [object]);
    object
}

#[test]
fn a_siege_brought_to_0_defense_by_combat_damage_is_exiled_and_its_back_face_cast_for_free_on_yes_310_11b() {
    let (mut g, battle) = siege_at(2);
    let exiled = defeat(&mut g, battle);
    assert_eq!(g.legal_actions().len(), 2, "yes or no");
    let events = g.apply(Action::CastTransformed { player: PlayerId(0), object: exiled, cast: true }).unwrap();
    assert!(events.iter().any(
        |e| matches!(e, Event::SpellCast { method: CastMethod::Transformed, total_cost, .. } if total_cost == "{0}")
    ));
    let spell = *g.state().stack.last().unwrap();
    let c = g.characteristics(spell).unwrap();
    assert_eq!(c.name, "Belenon War Anthem");
    assert_eq!(c.mana_value.whole(), 3, "712.8e: the front face's mana value");
    pass_all(&mut g);
    let anthem = on_battlefield(&g, "Invasion of Belenon // Belenon War Anthem")[0];
    let c = g.characteristics(anthem).unwrap();
    assert_eq!((c.name.as_str(), c.type_line.as_str()), ("Belenon War Anthem", "Enchantment"));
    assert!(g.state().exile.is_empty());
    // The Bears still live; no mana was spent.
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 1);
}

#[test]
fn a_defeated_siege_stays_in_exile_on_no_310_11b() {
    let (mut g, battle) = siege_at(1);
    let exiled = defeat(&mut g, battle);
    let events = g.apply(Action::CastTransformed { player: PlayerId(0), object: exiled, cast: false }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Declined { .. })));
    assert_eq!(g.state().exile, [exiled]);
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().pending, None);
}

#[test]
fn a_battle_put_onto_the_battlefield_by_a_setup_gets_its_defense_counters_and_protector_310_4b() {
    let g = game(json!({
        "players": [{ "battlefield": ["Invasion of Amonkhet // Lazotep Convert"] }, {}, {}],
    }));
    let battle = on_battlefield(&g, "Invasion of Amonkhet // Lazotep Convert")[0];
    assert_eq!(defense(&g, battle), 4);
    // Two opponents: the controller chooses (a pending choice).
    assert_eq!(g.state().pending, Some(Pending::ChooseProtector { player: PlayerId(0), battle }));
    let given = game(json!({
        "players": [{ "battlefield": [{ "card": "Invasion of Amonkhet // Lazotep Convert", "protector": 2 }] }, {}, {}],
    }));
    assert_eq!(given.object(battle).unwrap().protector, Some(PlayerId(2)));
    assert_eq!(given.state().pending, None);
    let bad = mtg_rules::game::GameSetup::from_json(
        r#"{ "players": [{ "battlefield": [{ "card": "Invasion of Amonkhet // Lazotep Convert", "protector": 0 }] }, {}] }"#,
    )
    .unwrap();
    assert!(Game::from_setup(db(), bad).unwrap_err().has("invalid_protector"));
}

#[test]
fn a_battle_with_0_defense_and_no_trigger_goes_to_the_graveyard_and_one_whose_protector_left_gets_another_704_5v_704_5w()
 {
    let mut g = game(json!({
        "players": [
            { "battlefield": [{ "card": "Invasion of Amonkhet // Lazotep Convert", "protector": 1 }, { "card": "Invasion of Belenon // Belenon War Anthem", "counters": { "defense": 0 }, "protector": 1 }] },
            { "life": 0 }, {}
        ],
    }));
    // The first check of state-based actions: player 1 loses (704.5a), the
    // 0-defense battle goes to the graveyard (704.5v), and the Amonkhet gets
    // player 2 as protector, the only opponent left (704.5w).
    let events = pass_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::PlayerLost { player: PlayerId(1), rule: "704.5a" })));
    assert!(on_battlefield(&g, "Invasion of Belenon // Belenon War Anthem").is_empty());
    let amonkhet = on_battlefield(&g, "Invasion of Amonkhet // Lazotep Convert")[0];
    assert_eq!(g.object(amonkhet).unwrap().protector, Some(PlayerId(2)));
}
