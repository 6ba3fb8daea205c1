//! The initiative (CR 725) and Undercity (309, 701.49), from the real-deck
//! pool's Avenging Hunter ("When Avenging Hunter enters, you take the
//! initiative.", `data/pool-decks.json`, today's Oracle text).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, ChoicePurpose, DungeonRoom, Event, Game, Pending, PlayerId, Step};
use serde_json::json;

/// Player 0 (active, precombat main of turn 3) with six Forests and Avenging
/// Hunter in hand, a library of `library`; player 1 with `theirs`.
fn hunter_game(library: serde_json::Value, theirs: serde_json::Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"], "hand": ["Avenging Hunter"], "library": library },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Casts Avenging Hunter and resolves it and what it triggers.
fn cast_hunter(g: &mut Game) -> Vec<Event> {
    let mut events = g.apply(cast(0, in_hand(g, 0, "Avenging Hunter"), CastMethod::Normal)).unwrap();
    events.extend(resolve_all(g));
    events
}

/// Answers a pending search with the first card it may find.
fn find_first(g: &mut Game) -> Vec<Event> {
    let Some(Pending::SearchLibrary { .. }) = g.state().pending else { panic!("{:?}", g.state().pending) };
    let find = g.legal_actions().into_iter().find(|a| matches!(a, Action::SearchLibrary { found: Some(_), .. }));
    g.apply(find.expect("a card to find")).unwrap()
}

fn room(g: &Game, player: usize) -> Option<DungeonRoom> {
    g.state().players[player].dungeon_room
}

#[test]
fn avenging_hunter_entering_takes_the_initiative_and_ventures_into_undercitys_secret_entrance_at_once_725_2() {
    let hunter = decks_pool().card("Avenging Hunter").unwrap();
    assert!(hunter.front().unwrap().unsupported_text.is_empty(), "every line of Avenging Hunter is understood");
    let mut g = hunter_game(json!(["Plains", "Forest", "Island"]), json!([]));
    let events = cast_hunter(&mut g);
    assert!(events.contains(&Event::TookTheInitiative { player: PlayerId(0) }), "{events:?}");
    assert_eq!(g.state().initiative, Some(PlayerId(0)));
    assert!(events.contains(&Event::VenturedIntoRoom { player: PlayerId(0), room: DungeonRoom::SecretEntrance }));
    // Secret Entrance: "search your library for a basic land card, reveal it, put it into your hand, then shuffle."
    let events = find_first(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })), "{events:?}");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1, "a basic land card was put into their hand");
    assert_eq!(room(&g, 0), Some(DungeonRoom::SecretEntrance));
    assert_eq!(g.state().players[0].library.len(), 2);
}

#[test]
fn the_player_with_the_initiative_ventures_at_the_beginning_of_their_upkeep_choosing_between_two_rooms_309_5a() {
    let mut g = hunter_game(json!(["Plains", "Forest", "Island", "Island", "Island"]), json!([]));
    cast_hunter(&mut g);
    find_first(&mut g);
    resolve_all(&mut g);
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert_eq!(room(&g, 0), Some(DungeonRoom::SecretEntrance), "not at another player's upkeep");
    assert!(g.state().stack.is_empty());
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    // The venture trigger is on the stack; resolving it asks Forge or Lost Well.
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    assert!(
        matches!(
            g.state().pending,
            Some(Pending::YouMay { player: PlayerId(0), purpose: ChoicePurpose::VentureIntoRoom, .. })
        ),
        "{:?}",
        g.state().pending
    );
    let answers = g.legal_actions();
    assert_eq!(answers.len(), 2, "{answers:?}");
    // Declined: the second room, Lost Well: scry 2.
    let events = g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert!(events.contains(&Event::VenturedIntoRoom { player: PlayerId(0), room: DungeonRoom::LostWell }));
    resolve_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::Scry { player: PlayerId(0), .. })), "{:?}", g.state().pending);
    assert_eq!(room(&g, 0), Some(DungeonRoom::LostWell));
}

#[test]
fn an_opponent_dealing_combat_damage_to_the_player_with_the_initiative_takes_it_and_ventures_725_2() {
    let mut g = hunter_game(json!(["Plains", "Forest", "Island"]), json!(["Ragavan, Nimble Pilferer"]));
    cast_hunter(&mut g);
    find_first(&mut g);
    resolve_all(&mut g);
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    g.apply(attack(1, &[(ragavan, at_player(0))])).unwrap();
    let mut events = Vec::new();
    for _ in 0..20 {
        if g.state().initiative == Some(PlayerId(1)) {
            break;
        }
        match g.state().pending {
            Some(Pending::DeclareBlockers { player }) => events.extend(g.apply(block(player.0, &[])).unwrap()),
            _ => events.extend(pass_all(&mut g)),
        }
    }
    assert_eq!(g.state().initiative, Some(PlayerId(1)), "{events:?}");
    assert!(events.contains(&Event::TookTheInitiative { player: PlayerId(1) }));
    events.extend(resolve_all(&mut g));
    assert!(events.contains(&Event::VenturedIntoRoom { player: PlayerId(1), room: DungeonRoom::SecretEntrance }));
    assert_eq!(room(&g, 0), Some(DungeonRoom::SecretEntrance), "player 0 keeps their dungeon");
}

/// The game after Avenging Hunter took the initiative for player 0 and
/// Secret Entrance found a land, with their venture marker then moved to
/// `room` and the game read back from its JSON (which must round-trip).
fn in_room(library: serde_json::Value, theirs: serde_json::Value, room: &str) -> Game {
    let mut g = hunter_game(library, theirs);
    cast_hunter(&mut g);
    find_first(&mut g);
    resolve_all(&mut g);
    let mut json: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    assert_eq!(json["initiative"], json!(0));
    assert_eq!(json["players"][0]["dungeonRoom"], json!("secretEntrance"));
    json["players"][0]["dungeonRoom"] = json!(room);
    let g = Game::from_json(decks_pool(), &json.to_string()).unwrap();
    assert_eq!(serde_json::from_str::<serde_json::Value>(&g.to_json()).unwrap(), json, "the JSON round-trips");
    g
}

/// Passes to player 0's next upkeep and resolves the venture trigger.
fn venture_at_next_upkeep(g: &mut Game) -> Vec<Event> {
    to_next_turn_step(g, 0, Step::Upkeep);
    assert_eq!(g.state().stack.len(), 1, "the initiative's upkeep trigger");
    let mut events = pass_all(g);
    events.extend(resolve_all(g));
    events
}

#[test]
fn throne_of_the_dead_three_puts_a_revealed_creature_onto_the_battlefield_with_three_counters_and_hexproof_then_undercity_is_completed_309_7()
 {
    let library = json!(["Plains", "Ragavan, Nimble Pilferer", "Island", "Island", "Island", "Island", "Island"]);
    let mut g = in_room(library, json!([]), "archives");
    let events = venture_at_next_upkeep(&mut g);
    assert!(events.contains(&Event::VenturedIntoRoom { player: PlayerId(0), room: DungeonRoom::ThroneOfTheDeadThree }));
    assert!(
        events.iter().filter(|e| matches!(e, Event::Revealed { .. })).count() >= 6,
        "701.20a: the top ten, revealed"
    );
    // The one creature card revealed is put onto the battlefield without asking.
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    let view = g.permanent(ragavan).unwrap();
    assert_eq!((view.power, view.toughness), (5, 4), "three +1/+1 counters on a 2/1");
    assert!(view.keywords.hexproof, "it gains hexproof until your next turn");
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })), "then shuffle");
    // 309.6, 309.7: the room ability has left the stack: Undercity is removed, completed.
    assert!(events.contains(&Event::CompletedDungeon { player: PlayerId(0) }), "{events:?}");
    assert_eq!(room(&g, 0), None);
    assert_eq!(g.state().players[0].dungeons_completed, 1);
    // The hexproof lasts through the opponent's turn and ends as its controller's next turn begins (611.2a).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(g.permanent(ragavan).unwrap().keywords.hexproof);
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(!g.permanent(ragavan).unwrap().keywords.hexproof);
    // A new Undercity: the upkeep venture starts at its topmost room again (701.49a).
    let mut events = pass_all(&mut g);
    events.extend(resolve_all(&mut g));
    assert!(events.contains(&Event::VenturedIntoRoom { player: PlayerId(0), room: DungeonRoom::SecretEntrance }));
}

#[test]
fn arena_goads_the_target_creature_which_must_attack_until_the_goading_players_next_turn_701_15a() {
    let mut g =
        in_room(json!(["Plains", "Island", "Island", "Island"]), json!(["Ragavan, Nimble Pilferer"]), "lostWell");
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    pass_all(&mut g);
    // Lost Well leads to Arena (first) or Stash.
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert_eq!(room(&g, 0), Some(DungeonRoom::Arena));
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[at(ragavan)]);
    }
    let events = resolve_all(&mut g);
    assert!(events.contains(&Event::Goaded { object: ragavan, by: PlayerId(0) }), "{events:?}");
    // In its controller's turn, declaring no attackers is refused: it attacks each combat if able.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    advance_to(&mut g, Step::DeclareAttackers);
    refused_with(&mut g, attack(1, &[]), "attack_requirement", Some("508.1d"));
    g.apply(attack(1, &[(ragavan, at_player(0))])).unwrap();
    // It deals combat damage to player 0: player 1 takes the initiative (Secret Entrance's search); the goad
    // ends as the goading player's next turn begins.
    while !(g.state().active_player == PlayerId(0) && g.state().step == Step::Upkeep) {
        match g.state().pending {
            Some(Pending::DeclareBlockers { player }) => drop(g.apply(block(player.0, &[])).unwrap()),
            Some(Pending::SearchLibrary { .. }) => drop(find_first(&mut g)),
            _ => drop(pass_all(&mut g)),
        }
        assert!(g.state().turn < 10);
    }
    assert_eq!(g.state().initiative, Some(PlayerId(1)));
    assert!(g.state().goaded.is_empty());
}

#[test]
fn trap_makes_the_target_player_lose_5_life_and_forge_puts_two_counters_on_target_creature_309_4c() {
    let mut g = in_room(json!(["Plains", "Island", "Island", "Island"]), json!(["Ragavan, Nimble Pilferer"]), "forge");
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    pass_all(&mut g);
    // Forge leads to Trap! (first) or Arena.
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[player_target(1)]);
    }
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 15);
    assert_eq!(room(&g, 0), Some(DungeonRoom::Trap));
}

#[test]
fn taking_the_initiative_while_having_it_ventures_again_725_5() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"],
              "hand": ["Avenging Hunter", "Avenging Hunter"], "library": ["Plains", "Forest", "Island", "Island"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    cast_hunter(&mut g);
    find_first(&mut g);
    resolve_all(&mut g);
    let events = cast_hunter(&mut g);
    assert!(events.contains(&Event::TookTheInitiative { player: PlayerId(0) }));
    assert_eq!(g.state().initiative, Some(PlayerId(0)), "still one initiative (725.5)");
    assert!(
        matches!(g.state().pending, Some(Pending::YouMay { purpose: ChoicePurpose::VentureIntoRoom, .. })),
        "the venture trigger resolved again: Forge or Lost Well ({:?})",
        g.state().pending
    );
}

#[test]
fn a_game_read_with_an_unknown_room_or_initiative_player_is_refused_not_panicked_on_309_4() {
    let mut g = hunter_game(json!(["Plains", "Forest", "Island"]), json!([]));
    cast_hunter(&mut g);
    let good: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    let mut json = good.clone();
    json["players"][0]["dungeonRoom"] = json!("dragonsLair");
    assert!(Game::from_json(decks_pool(), &json.to_string()).is_err());
    let mut json = good;
    json["initiative"] = json!(7);
    assert!(Game::from_json(decks_pool(), &json.to_string()).is_err());
}
