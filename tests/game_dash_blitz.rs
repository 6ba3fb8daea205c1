//! Dash (702.109) and blitz (702.152), alternative costs of permanent cards
//! (118.9) with a delayed trigger at the next end step (603.7), with the real
//! cards Ragavan, Nimble Pilferer (`tests/data/pool-decks.json`) and Mezzio
//! Mugger (`tests/data/full-text-cards.json`).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{CastMethod, Game, Step};
use serde_json::json;

/// Player 0 (active, precombat main of turn 3) with `lands` and `hand`, three
/// Mountains in their library; player 1 with `theirs` and Lightning Bolt in hand.
fn duel(lands: &[&str], hand: &[&str], theirs: &[&str]) -> Game {
    game(json!({
        "players": [
            { "hand": hand, "battlefield": lands, "library": ["Mountain", "Mountain", "Mountain"] },
            { "hand": ["Lightning Bolt"], "battlefield": theirs, "library": ["Mountain", "Mountain", "Mountain"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn has_haste(g: &Game, id: mtg_rules::game::ObjectId) -> bool {
    g.characteristics(id).unwrap().keywords.iter().any(|k| k == "Haste")
}

#[test]
fn ragavan_cast_for_its_dash_cost_has_haste_attacks_and_returns_to_its_owners_hand_at_the_next_end_step_702_109a() {
    let mut g = duel(&["Mountain", "Mountain"], &["Ragavan, Nimble Pilferer"], &[]);
    let ragavan = in_hand(&g, 0, "Ragavan, Nimble Pilferer");
    let dash = option(&g, ragavan, CastMethod::Dash);
    assert!(dash.castable, "{:?}", dash.reasons);
    assert_eq!(dash.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{1}{R}"));
    let normal = option(&g, ragavan, CastMethod::Normal);
    assert_eq!(normal.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{R}"));
    let action = cast(0, ragavan, CastMethod::Dash);
    assert!(g.legal_actions().contains(&action), "the dash cast is listed");
    g.apply(action).unwrap();
    resolve_all(&mut g);
    let permanent = the_only(&g, "Ragavan, Nimble Pilferer");
    assert_eq!(g.object(permanent).unwrap().cast_method, Some(CastMethod::Dash));
    assert!(has_haste(&g, permanent), "as long as its dash cost was paid, it has haste");
    // The game's JSON keeps how it was cast.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    // 302.6, 702.10: with haste it attacks the turn it came under its controller's control.
    advance_to(&mut g, Step::DeclareAttackers);
    let attacking = attack(0, &[(permanent, at_player(1))]);
    assert!(g.legal_actions().contains(&attacking));
    g.apply(attacking).unwrap();
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().players[1].life, 18, "Ragavan dealt 2 combat damage");
    // 603.7: the delayed trigger returns it as the end step begins.
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 0), Some(Zone::Hand));
    assert!(on_battlefield(&g, "Ragavan, Nimble Pilferer").is_empty());
}

#[test]
fn ragavan_cast_for_its_mana_cost_has_no_haste_and_stays_at_the_end_step_702_109a() {
    let mut g = duel(&["Mountain"], &["Ragavan, Nimble Pilferer"], &[]);
    let ragavan = in_hand(&g, 0, "Ragavan, Nimble Pilferer");
    let dash = option(&g, ragavan, CastMethod::Dash);
    assert_eq!(codes(&dash), ["cannot_pay"], "one Mountain pays {{R}}, not {{1}}{{R}}");
    g.apply(cast(0, ragavan, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let permanent = the_only(&g, "Ragavan, Nimble Pilferer");
    assert!(!has_haste(&g, permanent));
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(!g.is_legal(&attack(0, &[(permanent, at_player(1))])), "summoning sick (302.6)");
    advance_to(&mut g, Step::End);
    assert!(g.state().stack.is_empty(), "no delayed trigger");
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert_eq!(on_battlefield(&g, "Ragavan, Nimble Pilferer"), [permanent]);
}

#[test]
fn mezzio_mugger_blitzed_has_haste_is_sacrificed_at_the_next_end_step_and_its_controller_draws_a_card_702_152a() {
    let mut g = duel(&["Mountain", "Mountain", "Mountain"], &["Mezzio Mugger"], &[]);
    let mugger = in_hand(&g, 0, "Mezzio Mugger");
    let blitz = option(&g, mugger, CastMethod::Blitz);
    assert!(blitz.castable, "{:?}", blitz.reasons);
    assert_eq!(blitz.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{2}{R}"));
    assert_eq!(codes(&option(&g, mugger, CastMethod::Normal)), ["cannot_pay"], "{{4}}{{R}} with three Mountains");
    let action = cast(0, mugger, CastMethod::Blitz);
    assert!(g.legal_actions().contains(&action), "the blitz cast is listed");
    g.apply(action).unwrap();
    resolve_all(&mut g);
    let permanent = the_only(&g, "Mezzio Mugger");
    assert!(has_haste(&g, permanent));
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(g.legal_actions().contains(&attack(0, &[(permanent, at_player(1))])), "haste: it may attack");
    g.apply(attack(0, &[])).unwrap();
    let hand = g.state().players[0].hand.len();
    advance_to(&mut g, Step::End);
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Mezzio Mugger", 0), Some(Zone::Graveyard), "sacrificed at the beginning of the end step");
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "When this creature dies, draw a card.");
}

#[test]
fn a_blitzed_creature_destroyed_before_the_end_step_draws_its_controller_a_card_and_nothing_triggers_later_702_152a() {
    let mut g = duel(&["Mountain", "Mountain", "Mountain"], &["Mezzio Mugger"], &["Mountain"]);
    let mugger = in_hand(&g, 0, "Mezzio Mugger");
    g.apply(cast(0, mugger, CastMethod::Blitz)).unwrap();
    resolve_all(&mut g);
    let permanent = the_only(&g, "Mezzio Mugger");
    // Lightning Bolt: 3 damage to the 3/3.
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(permanent)])).unwrap();
    let hand = g.state().players[0].hand.len();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Mezzio Mugger", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "player 0 drew a card");
    assert_eq!(g.state().players[1].hand.len(), 0, "not the Bolt's controller");
    advance_to(&mut g, Step::End);
    assert!(g.state().stack.is_empty(), "a new object in the graveyard: no end-step trigger (400.7)");
}
