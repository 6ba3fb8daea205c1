//! Hexproof from a quality (702.11d–e), prevention by color (615) and upkeep
//! taxes, on the real cards of the decklist pool.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::color::{Color, ColorSet};
use mtg_rules::game::{Event, Game, Step};
use serde_json::json;

/// Player 1 (active, precombat main) holds black and blue spells; player 0
/// has two Forests, a Thraben Inspector and two Veils of Summer.
fn veil_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Forest", "Thraben Inspector"], "hand": ["Veil of Summer", "Veil of Summer"],
              "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Swamp", "Swamp", "Island", "Island", "Island", "Mountain", "Fulminator Mage"],
              "hand": ["Cut Down", "Cut Down", "Counterspell", "Portent", "Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }))
}

const BLUE_AND_BLACK: ColorSet = ColorSet::EMPTY.with(Color::U).with(Color::B);

#[test]
fn veil_of_summer_is_understood_whole_702_11d() {
    let card = decks_pool().get("Veil of Summer").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

#[test]
fn veil_of_summer_draws_after_a_black_spell_and_its_hexproof_from_black_makes_that_spells_target_illegal_702_11d() {
    let mut g = veil_game();
    let inspector = the_only(&g, "Thraben Inspector");
    let cut_down = in_hand(&g, 1, "Cut Down");
    g.apply(cast_at(1, cut_down, mtg_rules::game::CastMethod::Normal, vec![at(inspector)])).unwrap();
    g.apply(pass(1)).unwrap();
    let veil = in_hand(&g, 0, "Veil of Summer");
    g.apply(cast(0, veil, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    // 601.2i: an opponent cast a black spell this turn, so Veil's controller drew a card.
    assert_eq!(g.state().players[0].hand.len(), 2, "one Veil left and the card drawn");
    assert_eq!(g.state().players[1].spell_colors_cast, ColorSet::only(Color::B));
    assert_eq!(g.state().players[0].hexproof_from, BLUE_AND_BLACK, "702.11c: the player too");
    // 608.2b: Cut Down's only target is now illegal; it does not resolve.
    let events = pass_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::DidNotResolve { rule: "608.2b", .. })), "{events:?}");
    assert_eq!(g.object(inspector).unwrap().zone, Zone::Battlefield);
    // 702.11d: neither a black nor a blue spell of an opponent may target the creature or the player.
    let second = in_hand(&g, 1, "Cut Down");
    let normal = mtg_rules::game::CastMethod::Normal;
    refused_with(&mut g, cast_at(1, second, normal, vec![at(inspector)]), "hexproof", Some("702.11d"));
    let portent = in_hand(&g, 1, "Portent");
    refused_with(&mut g, cast_at(1, portent, normal, vec![player_target(0)]), "hexproof", Some("702.11d"));
    assert!(g.is_legal(&cast_at(1, portent, normal, vec![player_target(1)])), "its controller may target themself");
    // A red spell still may.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    assert!(g.is_legal(&cast_at(1, bolt, normal, vec![at(inspector)])));
    assert!(g.is_legal(&cast_at(1, bolt, normal, vec![player_target(0)])));
    let targets_them = |a: &mtg_rules::game::Action| {
        matches!(a, mtg_rules::game::Action::CastSpell { object, targets, .. }
            if (*object == second || *object == portent) && (targets.contains(&at(inspector)) || targets.contains(&player_target(0))))
    };
    assert!(!g.legal_actions().iter().any(targets_them), "no legal action targets them with a blue or black spell");
    check_legal_actions(&g);
    // A saved game keeps who has hexproof from what, and the colors cast.
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.state().players, g.state().players);
    assert_eq!(back.to_json(), g.to_json());
    // 514.2: it ends in the cleanup step.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(g.state().players[0].hexproof_from, ColorSet::EMPTY);
    assert_eq!(g.state().players[1].spell_colors_cast, ColorSet::EMPTY);
    assert!(g.state().until_end_of_turn.is_empty(), "the permanents' hexproof from blue and from black ended");
}

#[test]
fn spells_cast_after_veil_of_summer_cant_be_countered_this_turn_101_2() {
    let mut g = veil_game();
    // No blue or black spell was cast this turn: Veil draws nothing.
    g.apply(pass(1)).unwrap();
    let veil = in_hand(&g, 0, "Veil of Summer");
    g.apply(cast(0, veil, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1, "no card drawn: the condition did not hold (608.2c)");
    assert!(g.state().players[0].spells_cant_be_countered);
    // The second Veil, countered by a Counterspell, resolves all the same and draws (Counterspell is blue).
    g.apply(pass(1)).unwrap();
    let second = in_hand(&g, 0, "Veil of Summer");
    g.apply(cast(0, second, mtg_rules::game::CastMethod::Normal)).unwrap();
    let on_stack = *g.state().stack.last().unwrap();
    g.apply(pass(0)).unwrap();
    let counterspell = in_hand(&g, 1, "Counterspell");
    g.apply(cast_at(1, counterspell, mtg_rules::game::CastMethod::Normal, vec![at(on_stack)])).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().stack, vec![on_stack], "Counterspell resolved; the Veil is still on the stack");
    pass_all(&mut g);
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().players[0].hand.len(), 1, "the second Veil drew a card");
    assert_eq!(g.state().players[0].graveyard.len(), 2, "both Veils resolved");
    // Neither the player's nor the permanents' "this turn" lasts into the next turn.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(!g.state().players[0].spells_cant_be_countered);
}

/// Player 0 (active, precombat main) controls Niv-Mizzet, Supreme with a
/// Lightning Helix (two colors) and a Lightning Bolt (one) in their
/// graveyard and an Island in hand; player 1 holds a Lightning Bolt and a
/// Terminate.
fn niv_mizzet_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Niv-Mizzet, Supreme", "Mountain", "Plains", "Mountain"], "hand": ["Island"],
              "graveyard": ["Lightning Helix", "Lightning Bolt"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Mountain", "Swamp", "Mountain"], "hand": ["Lightning Bolt", "Terminate"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn niv_mizzet_supreme_is_understood_whole_702_133a() {
    let card = decks_pool().get("Niv-Mizzet, Supreme").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

#[test]
fn a_two_color_instant_in_niv_mizzets_controllers_graveyard_is_cast_with_jump_start_by_discarding_a_card_then_exiled_702_133a()
 {
    use mtg_rules::game::CastMethod;
    let mut g = niv_mizzet_game();
    let graveyard = g.state().players[0].graveyard.clone();
    let (helix, bolt) = (graveyard[0], graveyard[1]);
    let island = in_hand(&g, 0, "Island");
    // Only the card that's exactly two colors has jump-start.
    let jump_start = |a: &mtg_rules::game::Action| matches!(a, mtg_rules::game::Action::CastSpell { method: CastMethod::JumpStart, object, .. } if *object == helix);
    assert!(g.legal_actions().iter().any(jump_start), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    refused(&mut g, cast_by(0, bolt, CastMethod::JumpStart, vec![player_target(1)], vec![island]));
    // 702.133a: the card discarded is part of the cost; none named, none paid.
    refused(&mut g, cast_by(0, helix, CastMethod::JumpStart, vec![player_target(1)], vec![]));
    refused(&mut g, cast_at(0, helix, CastMethod::Flashback, vec![player_target(1)]));
    g.apply(cast_by(0, helix, CastMethod::JumpStart, vec![player_target(1)], vec![island])).unwrap();
    assert_eq!(zone_of(&g, "Island", 0), Some(Zone::Graveyard), "the Island was discarded");
    assert!(g.state().players[0].hand.is_empty());
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "a spell cast with jump-start reads back");
    pass_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    assert_eq!(g.state().players[0].life, 23);
    assert_eq!(zone_of(&g, "Lightning Helix", 0), Some(Zone::Exile), "exiled as it left the stack");
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
}

#[test]
fn niv_mizzet_supreme_has_hexproof_from_monocolored_spells_but_not_from_multicolored_ones_702_11e() {
    use mtg_rules::game::CastMethod;
    let mut g = niv_mizzet_game();
    let niv = the_only(&g, "Niv-Mizzet, Supreme");
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    refused_with(&mut g, cast_at(1, bolt, CastMethod::Normal, vec![at(niv)]), "hexproof", Some("702.11d"));
    assert!(g.is_legal(&cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])));
    let terminate = in_hand(&g, 1, "Terminate");
    g.apply(cast_at(1, terminate, CastMethod::Normal, vec![at(niv)])).unwrap();
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Niv-Mizzet, Supreme", 0), Some(Zone::Graveyard), "a multicolored spell may target it");
}
