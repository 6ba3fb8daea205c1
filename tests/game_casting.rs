//! Casting spells (CR 601.2) with timing (117.1a), playing lands (305),
//! mana abilities (605), resolution (608), and illegal actions leaving the
//! game exactly as it was (732.1).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, PlayerId, Step};
use serde_json::json;

fn two_players(hand: serde_json::Value, lands: serde_json::Value, active: u32, priority: u32, step: &str) -> Game {
    game(json!({
        "players": [{ "hand": hand, "battlefield": lands, "library": ["Forest", "Island"] }, { "library": ["Mountain"] }],
        "activePlayer": active, "priorityPlayer": priority, "step": step
    }))
}

#[test]
fn a_creature_is_not_castable_in_the_opponents_turn_but_an_instant_is_117_1a() {
    let g = two_players(
        json!(["Grizzly Bears", "Lightning Bolt"]),
        json!(["Forest", "Forest", "Mountain"]),
        1,
        0,
        "precombatMain",
    );
    let bears = option(&g, in_hand(&g, 0, "Grizzly Bears"), CastMethod::Normal);
    assert!(!bears.castable);
    assert_eq!(codes(&bears), ["not_your_turn"]);
    assert_eq!(bears.reasons[0].rule, "117.1a");
    assert!(bears.payment.is_none());
    let bolt = option(&g, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal);
    assert!(bolt.castable, "{:?}", bolt.reasons);
    assert!(bolt.payment.is_some());
    check_legal_actions(&g);
}

#[test]
fn a_creature_is_not_castable_with_a_spell_on_the_stack_but_an_instant_is_117_1a() {
    let mut g = two_players(
        json!(["Grizzly Bears", "Lightning Bolt", "Giant Growth"]),
        json!(["Forest", "Forest", "Forest", "Mountain", "Llanowar Elves"]),
        0,
        0,
        "precombatMain",
    );
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 1);
    let bears = option(&g, in_hand(&g, 0, "Grizzly Bears"), CastMethod::Normal);
    assert_eq!(codes(&bears), ["stack_not_empty"]);
    assert!(option(&g, in_hand(&g, 0, "Giant Growth"), CastMethod::Normal).castable);
    let id = in_hand(&g, 0, "Grizzly Bears");
    assert_eq!(refused(&mut g, cast(0, id, CastMethod::Normal)), "stack_not_empty");
    check_legal_actions(&g);
}

#[test]
fn a_creature_is_not_castable_outside_a_main_phase_and_flash_lifts_that_702_8a() {
    let g = two_players(json!(["Grizzly Bears", "Pestermite"]), json!(["Island", "Island", "Island"]), 0, 0, "upkeep");
    let bears = option(&g, in_hand(&g, 0, "Grizzly Bears"), CastMethod::Normal);
    assert_eq!(codes(&bears), ["not_main_phase", "cannot_pay"]);
    assert!(option(&g, in_hand(&g, 0, "Pestermite"), CastMethod::Normal).castable);
}

#[test]
fn without_priority_nothing_can_be_cast_117_1() {
    let mut g = two_players(json!(["Lightning Bolt"]), json!(["Mountain"]), 0, 1, "precombatMain");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    assert_eq!(codes(&option(&g, bolt, CastMethod::Normal)), ["not_your_priority"]);
    assert_eq!(refused(&mut g, cast(0, bolt, CastMethod::Normal)), "not_your_priority");
    // The player with priority cannot cast another player's card.
    assert_eq!(refused(&mut g, cast(1, bolt, CastMethod::Normal)), "not_your_card");
}

#[test]
fn a_card_with_no_mana_cost_cannot_be_cast_118_6_and_a_land_is_played_not_cast_305_9() {
    let g = two_players(json!(["Ancestral Vision", "Forest"]), json!([]), 0, 0, "precombatMain");
    let vision = option(&g, in_hand(&g, 0, "Ancestral Vision"), CastMethod::Normal);
    assert_eq!(codes(&vision), ["no_mana_cost"]);
    assert!(vision.mana_cost.is_none());
    let forest = option(&g, in_hand(&g, 0, "Forest"), CastMethod::Normal);
    assert_eq!(codes(&forest), ["is_a_land"]);
}

#[test]
fn a_creature_spell_resolves_into_a_summoning_sick_permanent_608_3a_302_6() {
    let mut g = two_players(json!(["Grizzly Bears"]), json!(["Forest", "Forest"]), 0, 0, "precombatMain");
    let id = in_hand(&g, 0, "Grizzly Bears");
    let events = g.apply(cast(0, id, CastMethod::Normal)).unwrap();
    assert!(matches!(events.last(), Some(Event::SpellCast { from, .. }) if *from == id));
    assert!(g.object(id).is_err(), "400.7: the card in hand is gone, the spell is a new object");
    assert!(on_battlefield(&g, "Forest").iter().all(|&f| g.object(f).unwrap().tapped));
    // 117.4: both players pass in succession, then the spell resolves.
    let events = pass_all(&mut g);
    let Some(Event::SpellResolved { permanent: Some(p), .. }) = events.last() else { panic!("{events:?}") };
    let bears = g.object(*p).unwrap();
    assert!(bears.summoning_sick);
    assert_eq!(g.state().priority_player, PlayerId(0), "117.3b");
    let json = serde_json::to_value(&events).unwrap();
    assert_eq!(json[0]["type"], "priorityPassed");
    assert_eq!(json[1]["type"], "priorityPassed");
    assert_eq!(json[2]["type"], "spellResolved");
}

#[test]
fn an_instant_resolves_into_its_owners_graveyard_608_2n() {
    let mut g = two_players(json!(["Lightning Bolt"]), json!(["Mountain"]), 0, 0, "precombatMain");
    let id = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, id, CastMethod::Normal, vec![player_target(1)])).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().players[0].graveyard.len(), 1);
    assert_eq!(g.state().players[1].life, 17, "it dealt its 3 damage (120.3a)");
    assert!(g.state().stack.is_empty());
}

#[test]
fn a_land_is_played_once_per_turn_in_a_main_phase_305_2() {
    let mut g = two_players(json!(["Forest", "Thornwood Falls"]), json!([]), 0, 0, "precombatMain");
    let falls = in_hand(&g, 0, "Thornwood Falls");
    let events = g.apply(Action::PlayLand { player: PlayerId(0), object: falls, face: None }).unwrap();
    assert!(
        matches!(events[..], [Event::LandPlayed { tapped: true, .. }, Event::TriggerPutOnStack { .. }]),
        "it enters tapped, and its 'you gain 1 life' triggers (603.6a): {events:?}"
    );
    pass_all(&mut g);
    assert_eq!(g.state().players[0].life, 21);
    let forest = in_hand(&g, 0, "Forest");
    assert_eq!(
        refused(&mut g, Action::PlayLand { player: PlayerId(0), object: forest, face: None }),
        "land_already_played"
    );
    let mut upkeep = two_players(json!(["Forest"]), json!([]), 0, 0, "upkeep");
    let forest = in_hand(&upkeep, 0, "Forest");
    assert_eq!(
        refused(&mut upkeep, Action::PlayLand { player: PlayerId(0), object: forest, face: None }),
        "not_main_phase"
    );
    let mut theirs = two_players(json!(["Forest"]), json!([]), 1, 0, "precombatMain");
    let forest = in_hand(&theirs, 0, "Forest");
    assert_eq!(
        refused(&mut theirs, Action::PlayLand { player: PlayerId(0), object: forest, face: None }),
        "not_your_turn"
    );
    let bolt_game = two_players(json!(["Lightning Bolt"]), json!([]), 0, 0, "precombatMain");
    let mut g = bolt_game.clone();
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    assert_eq!(refused(&mut g, Action::PlayLand { player: PlayerId(0), object: bolt, face: None }), "not_a_land");
}

#[test]
fn mana_abilities_add_mana_to_the_pool_and_respect_summoning_sickness_605_302_6() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Tundra", { "card": "Llanowar Elves", "summoningSick": true }, "Frontier Bivouac", "Sol Ring"] }],
    }));
    let tundra = on_battlefield(&g, "Tundra")[0];
    let elves = on_battlefield(&g, "Llanowar Elves")[0];
    let sol = on_battlefield(&g, "Sol Ring")[0];
    let bivouac = on_battlefield(&g, "Frontier Bivouac")[0];
    let activate = |object, choice| Action::ActivateManaAbility { player: PlayerId(0), object, choice };
    assert_eq!(refused(&mut g, activate(elves, 0)), "summoning_sick");
    assert_eq!(refused(&mut g, activate(tundra, 2)), "no_such_choice");
    let actions = g.legal_actions();
    let count = |o: ObjectId| {
        actions.iter().filter(|a| matches!(a, Action::ActivateManaAbility { object, .. } if *object == o)).count()
    };
    assert_eq!((count(tundra), count(bivouac), count(sol), count(elves)), (2, 3, 1, 0));
    g.apply(activate(tundra, 1)).unwrap();
    g.apply(activate(sol, 0)).unwrap();
    let pool = g.state().players[0].mana_pool.mana;
    assert_eq!((pool.U, pool.C, pool.W), (1, 2, 0));
    assert_eq!(refused(&mut g, activate(tundra, 0)), "already_tapped");
    // 106.4: the pool empties when the step ends.
    let events = pass_all(&mut g);
    assert!(events.contains(&Event::ManaPoolsEmptied));
    assert!(g.state().players[0].mana_pool.is_empty());
}

#[test]
fn passing_with_an_empty_stack_walks_the_turn_and_the_next_turn_untaps_and_draws_500() {
    let mut g = two_players(json!([]), json!([{ "card": "Forest", "tapped": true }]), 0, 0, "postcombatMain");
    // 117.3d: one pass gives priority to the next player; the step goes on.
    let events = g.apply(pass(0)).unwrap();
    assert_eq!(events, [Event::PriorityPassed { player: PlayerId(0) }]);
    assert_eq!((g.state().step, g.state().priority_player), (Step::PostcombatMain, PlayerId(1)));
    // 117.4: all players passed in succession with an empty stack: the step ends.
    g.apply(pass(1)).unwrap();
    assert_eq!((g.state().step, g.state().priority_player), (Step::End, PlayerId(0)));
    let events = pass_all(&mut g);
    // Cleanup, then the next player's untap, upkeep.
    assert_eq!((g.state().turn, g.state().active_player, g.state().step), (2, PlayerId(1), Step::Upkeep));
    assert!(events.iter().any(|e| matches!(e, Event::StepBegan { step: Step::Cleanup, .. })));
    assert!(g.object(on_battlefield(&g, "Forest")[0]).unwrap().tapped, "only the active player's permanents untap");
    let events = pass_all(&mut g);
    assert!(matches!(events.last(), Some(Event::CardDrawn { player: PlayerId(1), .. })), "{events:?}");
    assert_eq!(g.state().players[1].hand.len(), 1);
    for _ in 0..20 {
        let p = g.state().priority_player.0;
        g.apply(pass(p)).unwrap();
    }
    assert!(!g.object(on_battlefield(&g, "Forest")[0]).unwrap().tapped);
}

#[test]
fn bad_actions_are_typed_errors_that_change_nothing_732_1() {
    let mut g =
        two_players(json!(["Fireball", "Grizzly Bears"]), json!(["Mountain", "Mountain"]), 0, 0, "precombatMain");
    let fireball = in_hand(&g, 0, "Fireball");
    let bears = in_hand(&g, 0, "Grizzly Bears");
    assert_eq!(refused(&mut g, cast(0, ObjectId(9999), CastMethod::Normal)), "unknown_object");
    assert_eq!(refused(&mut g, pass(1)), "not_your_priority");
    assert_eq!(refused(&mut g, pass(7)), "unknown_player");
    let x = |v| Action::CastSpell {
        player: PlayerId(0),
        object: fireball,
        method: CastMethod::Normal,
        x: Some(v),
        payment: None,
        targets: Vec::new(),
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    assert_eq!(refused(&mut g, x(2_000_000)), "x_too_large");
    let bears_x = Action::CastSpell {
        player: PlayerId(0),
        object: bears,
        method: CastMethod::Normal,
        x: Some(1),
        payment: None,
        targets: Vec::new(),
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    assert_eq!(refused(&mut g, bears_x), "x_not_in_cost");
    assert_eq!(refused(&mut g, cast(0, fireball, CastMethod::Prowl)), "method_unavailable");
    // JSON with a negative X, an unknown type, a missing field: typed errors before any game.
    use mtg_rules::error::Coded;
    for bad in [
        r#"{"type":"castSpell","player":0,"object":1,"x":-1}"#,
        r#"{"type":"explode","player":0}"#,
        r#"{"type":"castSpell","player":0}"#,
        r#"{"type":"passPriority","player":0,"extra":1}"#,
        r#"[]"#,
    ] {
        assert_eq!(Action::from_json(bad).unwrap_err().code(), "invalid_action", "{bad}");
    }
    let ok = Action::from_json(&format!(r#"{{"type":"castSpell","player":0,"object":{},"x":1}}"#, fireball.0)).unwrap();
    g.apply(ok).unwrap();
}

#[test]
fn every_legal_action_is_legal_and_applies() {
    let setups = [
        two_players(
            json!(["Forest", "Grizzly Bears", "Lightning Bolt", "Blitz Automaton", "Fireball"]),
            json!(["Mountain", "Mountain", "Taiga", "Llanowar Elves"]),
            0,
            0,
            "precombatMain",
        ),
        two_players(json!(["Counterspell", "Pestermite", "Island"]), json!(["Island", "Volcanic Island"]), 1, 0, "end"),
        two_players(
            json!(["Auntie's Snitch", "Dismember"]),
            json!(["Swamp", "Birds of Paradise"]),
            0,
            0,
            "postcombatMain",
        ),
    ];
    for g in setups {
        check_legal_actions(&g);
        // And one step deeper.
        for action in g.legal_actions() {
            let mut next = g.clone();
            next.apply(action).unwrap();
            check_legal_actions(&next);
        }
    }
}

#[test]
fn a_game_round_trips_through_json_after_casting() {
    let mut g = two_players(
        json!(["Blitz Automaton", "Grizzly Bears"]),
        json!(["Mountain", "Mountain", "Mountain"]),
        0,
        0,
        "precombatMain",
    );
    let id = in_hand(&g, 0, "Blitz Automaton");
    g.apply(cast(0, id, CastMethod::Prototype)).unwrap();
    let json = g.to_json();
    let back = Game::from_json(db(), &json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.to_json(), json);
    let spell = *back.state().stack.last().unwrap();
    assert_eq!(back.characteristics(spell).unwrap().power, Some(3));
    // Tampered JSON is a typed error, never a panic.
    let tampered = json.replace("Grizzly Bears", "No Such Card");
    let error = Game::from_json(db(), &tampered).unwrap_err();
    assert!(error.has("unknown_card"));
    assert!(Game::from_json(db(), "{}").unwrap_err().has("invalid_json"));
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value["stack"] = json!([12345]);
    assert!(Game::from_json(db(), &value.to_string()).unwrap_err().has("inconsistent_zone"));
}
