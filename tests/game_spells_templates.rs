//! More spells of real decks (issue 13): counters that exile, costs that
//! depend on the target, modes that sacrifice, a look at the top card. Real
//! cards of the real-deck pool (`tests/data/pool-decks.json`).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, PayFor, Pending, PlayerId};
use serde_json::json;

/// Player 0 casts Lightning Bolt at player 1, who holds `hand` with `lands`
/// and has priority. Returns the game and the bolt on the stack.
fn bolt_at_player_1(hand: &[&str], lands: &[&str]) -> (Game, ObjectId) {
    let mut g = game(json!({
        "players": [
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"] },
            { "hand": hand, "battlefield": lands }
        ],
        "step": "precombatMain"
    }));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    g.apply(pass(0)).unwrap();
    let spell = g.state().stack[0];
    (g, spell)
}

#[test]
fn force_of_negation_exiles_the_noncreature_spell_it_counters_instead_of_its_graveyard_701_6a_614_1a() {
    let (mut g, bolt) = bolt_at_player_1(&["Force of Negation"], &["Island", "Island", "Island"]);
    let force = in_hand(&g, 1, "Force of Negation");
    g.apply(cast_at(1, force, CastMethod::Normal, vec![at(bolt)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, Event::CounteredIntoExile { card, .. } if card == "Lightning Bolt")),
        "{events:?}"
    );
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Force of Negation", 1), Some(Zone::Graveyard));
    assert_eq!(g.state().players[1].life, 20);
}

#[test]
fn no_more_lies_exiles_the_spell_whose_controller_does_not_pay_three_608_2d_614_1a() {
    let (mut g, bolt) = bolt_at_player_1(&["No More Lies"], &["Island", "Plains"]);
    let lies = in_hand(&g, 1, "No More Lies");
    g.apply(cast_at(1, lies, CastMethod::Normal, vec![at(bolt)])).unwrap();
    resolve_all(&mut g);
    match &g.state().pending {
        Some(Pending::PayWard { player, spell, mana, pay_for, .. }) => {
            assert_eq!(
                (*player, *spell, mana.as_deref(), *pay_for),
                (PlayerId(0), bolt, Some("{3}"), PayFor::CounterUnlessExile)
            );
        }
        other => panic!("{other:?}"),
    }
    // A game saved while the choice is pending reads back with it.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.state(), g.state());
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "No More Lies", 1), Some(Zone::Graveyard));
    assert!(g.state().stack.is_empty());
}

#[test]
fn consider_looks_at_the_top_card_may_put_it_into_the_graveyard_then_draws_the_next_608_2d_121_1() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Consider"], "battlefield": ["Island"], "library": ["Lightning Bolt", "Mountain", "Plains"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let consider = in_hand(&g, 0, "Consider");
    g.apply(cast(0, consider, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let top = g.state().players[0].library[0];
    assert_eq!(g.object(top).unwrap().card, "Lightning Bolt");
    assert_eq!(
        g.state().pending,
        Some(Pending::Surveil { player: PlayerId(0), cards: vec![top], explorer: None, look: true })
    );
    // The choice is the only thing listed: the card stays on top or goes to the graveyard.
    assert_eq!(
        g.legal_actions(),
        [
            Action::Surveil { player: PlayerId(0), top: vec![top], graveyard: vec![] },
            Action::Surveil { player: PlayerId(0), top: vec![], graveyard: vec![top] }
        ]
    );
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.state(), g.state());
    let events = g.apply(Action::Surveil { player: PlayerId(0), top: vec![], graveyard: vec![top] }).unwrap();
    // 701.25a: not a surveil.
    assert!(!events.iter().any(|e| matches!(e, Event::Surveilled { .. })), "{events:?}");
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Mountain", 0), Some(Zone::Hand), "then it draws the next card");
    assert_eq!(zone_of(&g, "Consider", 0), Some(Zone::Graveyard));
}
