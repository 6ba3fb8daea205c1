//! The turn and priority (CR 500–514, 117): steps in order, the first
//! player's skipped draw (103.8a), priority passing in succession (117.4),
//! the stack resolving last in, first out (405.5), triggered abilities
//! (603.3), cleanup (514), state-based actions (704.5), multiplayer
//! (800.4, 806), determinism (seeded shuffles) and the explicit auto-pass
//! helper.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, AutoPass, CastMethod, Event, Game, Pending, PlayerId, Step, Until};
use serde_json::json;

fn library(n: usize) -> Vec<&'static str> {
    vec!["Plains"; n]
}

#[test]
fn the_first_player_skips_the_draw_of_their_first_turn_in_a_two_player_game_103_8a() {
    let mut g = game(json!({
        "players": [{ "library": library(5) }, { "library": library(5) }],
        "step": "upkeep"
    }));
    advance_to(&mut g, Step::PrecombatMain);
    assert_eq!(g.state().players[0].hand.len(), 0);
    // Player 1's first turn draws.
    while g.state().active_player != PlayerId(1) || g.state().step != Step::PrecombatMain {
        let p = g.state().priority_player;
        g.apply(Action::PassPriority { player: p }).unwrap();
    }
    assert_eq!(g.state().players[1].hand.len(), 1);
    // 103.8c: in a three-player game, no one skips it.
    let mut three = game(json!({
        "players": [{ "library": library(5) }, { "library": library(5) }, { "library": library(5) }],
        "step": "upkeep"
    }));
    advance_to(&mut three, Step::PrecombatMain);
    assert_eq!(three.state().players[0].hand.len(), 1);
}

#[test]
fn a_turn_walks_every_step_in_order_500_1() {
    let mut g = game(json!({
        "players": [{ "library": library(5), "battlefield": ["Grizzly Bears"] }, { "library": library(5) }],
        "step": "upkeep", "turn": 2
    }));
    let events = g.advance(&AutoPass::goldfish(Until::NextTurn)).unwrap();
    let steps: Vec<Step> = events
        .iter()
        .filter_map(|e| match e {
            Event::StepBegan { step, turn: 2, .. } => Some(*step),
            _ => None,
        })
        .collect();
    assert_eq!(
        steps,
        [
            Step::Draw,
            Step::PrecombatMain,
            Step::BeginningOfCombat,
            Step::DeclareAttackers,
            Step::EndOfCombat,
            Step::PostcombatMain,
            Step::End,
            Step::Cleanup
        ],
        "508.8: no attackers, no blockers or damage steps"
    );
    assert_eq!((g.state().turn, g.state().active_player, g.state().step), (3, PlayerId(1), Step::Upkeep));
}

#[test]
fn priority_passes_in_turn_order_and_the_stack_resolves_last_in_first_out_117_3_405_5() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": library(3) },
            { "hand": ["Shock"], "battlefield": ["Mountain"], "library": library(3) },
            { "library": library(3) }
        ],
        "step": "precombatMain"
    }));
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(2)])).unwrap();
    assert_eq!(g.state().priority_player, PlayerId(0), "117.3c");
    g.apply(pass(0)).unwrap();
    assert_eq!(g.state().priority_player, PlayerId(1));
    g.apply(cast_at(1, in_hand(&g, 1, "Shock"), CastMethod::Normal, vec![player_target(2)])).unwrap();
    // Everyone passes: Shock (on top) resolves first, then the active player gets priority.
    let events = pass_all(&mut g);
    let Some(Event::SpellResolved { card, .. }) = events.last() else { panic!("{events:?}") };
    assert_eq!(card, "Shock");
    assert_eq!(g.state().priority_player, PlayerId(0), "117.3b");
    assert_eq!(g.state().stack.len(), 1);
    let events = pass_all(&mut g);
    assert!(matches!(events.last(), Some(Event::SpellResolved { card, .. }) if card == "Lightning Bolt"));
    assert_eq!(g.state().players[2].life, 15, "2 + 3 damage (120.3a)");
    assert_eq!(g.state().step, Step::PrecombatMain, "the step ends only when all pass with an empty stack");
}

#[test]
fn an_enters_trigger_waits_for_priority_goes_on_the_stack_and_resolves_603_3() {
    let mut g = game(json!({
        "players": [{ "hand": ["Wall of Omens"], "battlefield": ["Plains", "Plains"], "library": library(3) }, { "library": library(3) }],
    }));
    g.apply(cast(0, in_hand(&g, 0, "Wall of Omens"), CastMethod::Normal)).unwrap();
    let events = pass_all(&mut g);
    assert!(
        matches!(events[events.len() - 2..], [Event::SpellResolved { .. }, Event::TriggerPutOnStack { .. }]),
        "{events:?}"
    );
    let ability = *g.state().stack.last().unwrap();
    assert!(g.object(ability).unwrap().ability.is_some());
    // The game with an ability on the stack round-trips.
    assert_eq!(Game::from_json(db(), &g.to_json()).unwrap(), g);
    let events = pass_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::AbilityResolved { .. })));
    assert!(events.iter().any(|e| matches!(e, Event::CardDrawn { player: PlayerId(0), .. })));
    assert!(g.object(ability).is_err(), "the ability ceased to exist");
    assert!(g.state().stack.is_empty());
}

#[test]
fn cleanup_discards_to_seven_as_the_players_choice_and_damage_wears_off_514_1_514_2() {
    let mut g = game(json!({
        "players": [
            { "hand": vec!["Grizzly Bears"; 9], "battlefield": [{ "card": "Craw Wurm", "damage": 3 }], "library": library(3) },
            { "library": library(3) }
        ],
        "step": "end"
    }));
    pass_all(&mut g);
    assert_eq!(g.state().step, Step::Cleanup);
    assert_eq!(
        g.state().pending,
        Some(Pending::Discard { player: PlayerId(0), effect: false, then: vec![], chosen: vec![], up_to: false })
    );
    assert_eq!(g.legal_actions().len(), 9, "each card in hand");
    let first = g.state().players[0].hand[0];
    let events = g.apply(Action::Discard { player: PlayerId(0), object: first }).unwrap();
    assert!(matches!(events[0], Event::Discarded { .. }));
    assert_eq!(
        g.state().pending,
        Some(Pending::Discard { player: PlayerId(0), effect: false, then: vec![], chosen: vec![], up_to: false }),
        "still 8 cards"
    );
    let second = g.state().players[0].hand[0];
    g.apply(Action::Discard { player: PlayerId(0), object: second }).unwrap();
    assert_eq!(g.state().players[0].hand.len(), 7);
    assert_eq!(g.state().players[0].graveyard.len(), 2);
    assert_eq!((g.state().active_player, g.state().step), (PlayerId(1), Step::Upkeep));
    assert_eq!(g.object(on_battlefield(&g, "Craw Wurm")[0]).unwrap().damage, 0);
}

#[test]
fn drawing_from_an_empty_library_loses_the_game_704_5b() {
    let mut g =
        game(json!({ "players": [{ "library": library(1) }, {}], "activePlayer": 0, "step": "end", "turn": 2 }));
    let events = g.advance(&AutoPass::goldfish(Until::Choice)).unwrap();
    assert!(events.contains(&Event::PlayerLost { player: PlayerId(1), rule: "704.5b" }), "{events:?}");
    assert!(events.contains(&Event::GameOver { winner: Some(PlayerId(0)) }));
    assert!(g.state().is_over());
    assert!(g.legal_actions().is_empty());
    refused_with(&mut g, Action::PassPriority { player: PlayerId(0) }, "game_over", Some("104.1"));
}

#[test]
fn a_player_at_0_life_loses_and_in_four_players_their_objects_leave_and_turns_skip_them_800_4a() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Hill Giant"], "library": library(5) },
            { "life": 3, "battlefield": ["Grizzly Bears"], "hand": ["Shock"], "library": library(5) },
            { "library": library(5) },
            { "library": library(5) }
        ],
        "step": "precombatMain", "turn": 2
    }));
    let giant = on_battlefield(&g, "Hill Giant")[0];
    advance_to(&mut g, Step::DeclareAttackers);
    assert_eq!(g.legal_actions().len(), 1 + 3, "no attack, or the Giant at each of three opponents");
    g.apply(attack(0, &[(giant, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(1, &[])).unwrap();
    let events = advance_to(&mut g, Step::EndOfCombat);
    assert!(events.contains(&Event::PlayerLost { player: PlayerId(1), rule: "704.5a" }));
    assert!(!g.state().is_over());
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty(), "800.4a: their objects left the game");
    assert!(g.state().objects.iter().all(|o| o.owner != PlayerId(1)));
    // The next turn is player 2's.
    g.advance(&AutoPass::goldfish(Until::NextTurn)).unwrap();
    assert_eq!(g.state().active_player, PlayerId(2));
    // Priority goes round the three players left.
    let mut seen = vec![];
    for _ in 0..3 {
        seen.push(g.state().priority_player);
        let p = g.state().priority_player;
        g.apply(Action::PassPriority { player: p }).unwrap();
    }
    assert_eq!(seen, [PlayerId(2), PlayerId(3), PlayerId(0)]);
}

#[test]
fn the_legend_rule_lets_the_controller_choose_which_to_keep_704_5j() {
    let mut g = game(json!({
        "players": [{ "hand": ["Isamaru, Hound of Konda"], "battlefield": ["Isamaru, Hound of Konda", "Plains"], "library": library(3) }, { "library": library(3) }],
    }));
    let old = on_battlefield(&g, "Isamaru, Hound of Konda")[0];
    g.apply(cast(0, in_hand(&g, 0, "Isamaru, Hound of Konda"), CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let Some(Pending::ChooseLegend { player: PlayerId(0), objects }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 2);
    assert_eq!(g.legal_actions().len(), 2);
    g.apply(Action::ChooseLegend { player: PlayerId(0), keep: old }).unwrap();
    assert_eq!(on_battlefield(&g, "Isamaru, Hound of Konda"), [old]);
    assert_eq!(g.state().players[0].graveyard.len(), 1);
}

#[test]
fn the_seed_drives_the_shuffle_and_the_same_seed_and_actions_give_the_same_game_103_3() {
    let deck: Vec<&str> = ["Plains", "Island", "Swamp", "Mountain", "Forest"].repeat(8);
    let make = |seed: u64| {
        game(
            json!({ "players": [{ "library": deck }, { "library": deck }], "seed": seed, "shuffle": true, "step": "upkeep" }),
        )
    };
    let (a, b, c) = (make(7), make(7), make(8));
    assert_eq!(a, b);
    // The library's cards in order (their ids follow the order: renumbered after the shuffle).
    let names = |g: &Game| -> Vec<String> {
        g.state().players[0].library.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
    };
    assert_ne!(names(&a), names(&c));
    let top = |g: &Game| g.object(g.state().players[0].library[0]).unwrap().card.clone();
    let tops: std::collections::BTreeSet<String> = (0..20).map(|s| top(&make(s))).collect();
    assert!(tops.len() > 1, "different seeds give different orders");
    let unshuffled = game(json!({ "players": [{ "library": deck }], "seed": 7 }));
    assert_eq!(top(&unshuffled), "Plains");
    // Same actions: same game, same JSON, through a round-trip.
    let (mut a, mut b) = (a, b);
    a.advance(&AutoPass::goldfish(Until::NextTurn)).unwrap();
    let json = a.to_json();
    b.advance(&AutoPass::goldfish(Until::NextTurn)).unwrap();
    assert_eq!(b.to_json(), json);
    assert!(json.contains("\"rng\":{\"state\":\""));
    assert_eq!(Game::from_json(db(), &json).unwrap().to_json(), json);
}

#[test]
fn advance_stops_at_a_choice_it_was_not_told_to_make() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Grizzly Bears"], "library": library(5) }, { "library": library(5) }],
        "step": "upkeep", "turn": 2
    }));
    g.advance(&AutoPass::until(Until::NextTurn)).unwrap();
    assert_eq!(g.state().pending, Some(Pending::DeclareAttackers { player: PlayerId(0) }));
    g.advance(&AutoPass::until(Until::Step { step: Step::End })).unwrap();
    assert_eq!(g.state().step, Step::DeclareAttackers, "still waiting for the attack");
}

#[test]
fn a_turn_continues_without_its_active_player_who_left_the_game_800_4j() {
    let mut g = game(json!({
        "players": [
            { "life": 0, "battlefield": ["Grizzly Bears"], "library": library(3) },
            { "library": library(3) },
            { "library": library(3) }
        ],
        "step": "upkeep"
    }));
    // Player 0 passes; state-based actions before player 1 gets priority: player 0 loses (704.5a).
    let events = g.apply(pass(0)).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::PlayerLost { player: PlayerId(0), .. })));
    assert_eq!(g.state().active_player, PlayerId(0), "still player 0's turn");
    assert_eq!(g.state().priority_player, PlayerId(1), "priority skips the active player");
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty(), "800.4a: its objects left the game");
    // The turn runs to its end with priority passing among the others, then player 1's turn.
    let mut steps = Vec::new();
    while g.state().turn == 1 {
        let p = g.state().priority_player;
        assert_ne!(p, PlayerId(0));
        for e in g.apply(pass(p.0)).unwrap() {
            if let Event::StepBegan { step, .. } = e {
                steps.push(step);
            }
        }
    }
    assert!(steps.contains(&Step::Draw) && steps.contains(&Step::End), "{steps:?}");
    assert_eq!((g.state().active_player, g.state().turn), (PlayerId(1), 2));
}
