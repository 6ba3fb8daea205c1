//! More lands of real decks with their current Oracle text: a mana ability
//! that works only the turn its land entered (Mirrex, 602.5).

mod game_fixture;

use game_fixture::*;
use mtg_rules::game::{Action, Game, ManaType, PlayerId, Step};
use serde_json::json;

fn mirrex_game() -> Game {
    game(json!({
        "players": [{ "hand": ["Mirrex"], "library": ["Island", "Island", "Island"] },
                    { "library": ["Mountain", "Mountain", "Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }))
}

/// Activates Mirrex's "{T}: Add one mana of any color." for choice `choice`.
fn any_color(mirrex: mtg_rules::game::ObjectId, choice: usize) -> Action {
    Action::ActivateAbility {
        player: PlayerId(0),
        object: mirrex,
        ability: 1,
        choice,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
    }
}

#[test]
fn mirrex_adds_mana_of_any_color_only_the_turn_it_entered_602_5() {
    let mut g = mirrex_game();
    let mirrex = in_hand(&g, 0, "Mirrex");
    g.apply(Action::PlayLand { player: PlayerId(0), object: mirrex, face: None }).unwrap();
    let mirrex = the_only(&g, "Mirrex");
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::ActivateAbility { object, ability: 1, .. } if *object == mirrex))
        .collect();
    assert_eq!(listed.len(), 5, "one choice per color: {listed:?}");
    let mut tapped = g.clone();
    tapped.apply(any_color(mirrex, 2)).unwrap();
    assert_eq!(tapped.state().players[0].mana_pool.mana.get(ManaType::B), 1, "the third color, black");
    // The next turn it is the same permanent, but it did not enter this turn.
    for _ in 0..2 {
        advance_to(&mut g, Step::Upkeep);
        advance_to(&mut g, Step::PrecombatMain);
    }
    assert_eq!((g.state().active_player, g.state().turn), (PlayerId(0), 3));
    assert_eq!(the_only(&g, "Mirrex"), mirrex);
    refused_with(&mut g, any_color(mirrex, 0), "not_entered_this_turn", Some("602.5"));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { ability: 1, .. })));
    // Its "{T}: Add {C}." still works.
    assert!(
        g.legal_actions().iter().any(|a| matches!(a, Action::ActivateManaAbility { object, .. } if *object == mirrex))
    );
}

#[test]
fn mirrex_is_understood_whole_602_5() {
    let card = db().get("Mirrex").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

#[test]
fn mirrex_makes_a_phyrexian_mite_for_3_and_tapping_it_which_has_toxic_1_and_cannot_block_602_2_111_4() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Mirrex", "Island", "Island", "Island"] }, {}],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let mirrex = the_only(&g, "Mirrex");
    g.apply(activate(&g, mirrex, 2)).unwrap();
    assert!(g.object(mirrex).unwrap().tapped, "{{T}} is part of the cost (602.2b)");
    let untapped = |g: &Game| on_battlefield(g, "Island").into_iter().filter(|&i| !g.object(i).unwrap().tapped).count();
    assert_eq!(untapped(&g), 0, "the three Islands paid {{3}}");
    resolve_all(&mut g);
    let tokens: Vec<_> = g.state().battlefield.iter().copied().filter(|&id| g.object(id).unwrap().token).collect();
    let [mite] = tokens[..] else { panic!("one token: {tokens:?}") };
    let view = g.permanent(mite).unwrap();
    assert_eq!((view.power, view.toughness, view.keywords.toxic, view.keywords.cant_block), (1, 1, 1, true));
    assert!(view.characteristics.subtypes.iter().any(|t| t == "Mite"), "{:?}", view.characteristics.subtypes);
    // Tapped, Mirrex cannot make a second one (602.2b: {T} cannot be paid).
    let again = activate(&g, mirrex, 2);
    refused(&mut g, again);
}
