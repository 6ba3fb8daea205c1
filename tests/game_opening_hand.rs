//! The Leylines, real Oracle text from `data/pool-decks.json`. Actions from an
//! opening hand (CR 103.6): once the mulligans are done, the starting player,
//! then each other player in turn order, may begin the game with a card that
//! says so on the battlefield (103.6a, Leyline of the Void). A player with
//! hexproof (702.11c, Leyline of Sanctity).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, ChoicePurpose, Game, Pending, PlayerId, Step};
use serde_json::json;

/// Two players each with Leyline of the Void on top of a library of basic
/// lands (so it is in the opening hand; no shuffle); player 1's has a
/// Lightning Bolt and a Mountain on the battlefield. Both keep their hands.
fn both_kept() -> Game {
    let mut p0 = vec!["Leyline of the Void"];
    p0.extend(["Swamp"; 10]);
    let mut p1 = vec!["Leyline of the Void", "Lightning Bolt"];
    p1.extend(["Mountain"; 10]);
    let mut g = decks_game(json!({
        "players": [{ "library": p0 }, { "library": p1, "battlefield": ["Mountain"] }],
        "activePlayer": 0, "step": "precombatMain", "turn": 1, "openingHands": true
    }));
    for player in [0, 1] {
        g.apply(Action::Mulligan { player: PlayerId(player), keep: true }).unwrap();
    }
    g
}

fn you_may(player: u8, accept: bool) -> Action {
    Action::YouMay { player: PlayerId(player), accept }
}

/// The card asked about, if the pending choice is an opening-hand action of `player`.
fn asked(g: &Game, player: u8) -> Option<String> {
    match &g.state().pending {
        Some(Pending::YouMay { player: p, object, purpose: ChoicePurpose::BeginOnBattlefield }) if p.0 == player => {
            Some(g.object(*object).unwrap().card.clone())
        }
        _ => None,
    }
}

#[test]
fn the_starting_player_may_begin_the_game_with_leyline_of_the_void_on_the_battlefield_103_6a() {
    let g = both_kept();
    assert_eq!(asked(&g, 0).as_deref(), Some("Leyline of the Void"), "{:?}", g.state().pending);
    assert_eq!(g.legal_actions(), vec![you_may(0, true), you_may(0, false)]);
    check_legal_actions(&g);
    // The question reads back from JSON and is answered the same.
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the pending choice reads back");
    g.apply(you_may(0, true)).unwrap();
    assert_eq!(zone_of(&g, "Leyline of the Void", 0), Some(Zone::Battlefield));
    assert_eq!(g.state().players[0].hand.len(), 6, "it left the opening hand");
    // 103.6: then the other player, in turn order.
    assert_eq!(asked(&g, 1).as_deref(), Some("Leyline of the Void"), "{:?}", g.state().pending);
}

#[test]
fn a_declined_leyline_stays_in_hand_and_the_game_begins_after_the_last_player_103_6() {
    let mut g = both_kept();
    g.apply(you_may(0, true)).unwrap();
    g.apply(you_may(1, false)).unwrap();
    assert_eq!(zone_of(&g, "Leyline of the Void", 1), Some(Zone::Hand), "declined: kept in hand");
    assert_eq!(g.state().pending, None, "nothing else to ask: the game begins");
    assert_eq!((g.state().step, g.state().priority_player), (Step::PrecombatMain, PlayerId(0)));
    // The Leyline begun with works: player 1's Lightning Bolt is exiled instead of put into their graveyard (614.1a).
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 17);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
}

#[test]
fn only_the_player_asked_answers_and_a_wrong_answer_leaves_the_game_unchanged_732() {
    let mut g = both_kept();
    refused_with(&mut g, you_may(1, true), "not_your_choice", None);
    refused_with(&mut g, pass(0), "choice_pending", None);
    assert_eq!(asked(&g, 0).as_deref(), Some("Leyline of the Void"));
}

#[test]
fn without_such_a_card_the_game_begins_as_the_mulligans_end_103_5() {
    let (swamps, mountains) = (["Swamp"; 10], ["Mountain"; 10]);
    let mut g = decks_game(json!({
        "players": [{ "library": swamps }, { "library": mountains }],
        "activePlayer": 0, "step": "precombatMain", "turn": 1, "openingHands": true
    }));
    g.apply(Action::Mulligan { player: PlayerId(0), keep: true }).unwrap();
    g.apply(Action::Mulligan { player: PlayerId(1), keep: true }).unwrap();
    assert_eq!(g.state().pending, None);
    assert_eq!(g.state().priority_player, PlayerId(0));
}

#[test]
fn leyline_of_sanctity_gives_its_controller_hexproof_from_opponents_spells_702_11c() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Leyline of Sanctity", "Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let at_player_0 = cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)]);
    assert!(!g.legal_actions().contains(&at_player_0), "not a legal target of an opponent's spell");
    assert!(g.legal_actions().contains(&cast_at(1, bolt, CastMethod::Normal, vec![player_target(1)])));
    refused_with(&mut g, at_player_0, "hexproof", Some("702.11c"));
    // Its controller's own spells may target them (702.11c: only opponents' are stopped).
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Leyline of Sanctity", "Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 17);
}
