//! "X target …" (601.2c, 107.3): a number of targets the X announced decides,
//! each checked again as the spell resolves (608.2b).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, PlayerId};
use serde_json::json;

fn ranks_game() -> Game {
    game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains", "Plains"], "hand": ["Return to the Ranks"],
              "graveyard": ["Thraben Inspector", "Monastery Swiftspear", "Serra Angel"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Swamp"], "hand": ["Surgical Extraction"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn ranks(g: &Game, x: u32, targets: &[ObjectId]) -> Action {
    let object = in_hand(g, 0, "Return to the Ranks");
    Action::CastSpell {
        player: PlayerId(0),
        object,
        method: CastMethod::Normal,
        x: Some(x),
        payment: None,
        targets: targets.iter().map(|&t| at(t)).collect(),
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    }
}

fn graveyard_card(g: &Game, name: &str) -> ObjectId {
    *g.state().players[0].graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap()
}

#[test]
fn return_to_the_ranks_returns_x_target_creature_cards_with_mana_value_2_or_less_601_2c() {
    let mut g = ranks_game();
    let card = db().get("Return to the Ranks").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
    let inspector = graveyard_card(&g, "Thraben Inspector");
    let swiftspear = graveyard_card(&g, "Monastery Swiftspear");
    let angel = graveyard_card(&g, "Serra Angel");
    // legalActions: X = 1 with each card, X = 2 with the pair (once), never the Angel (mana value 5).
    let listed: Vec<Action> =
        g.legal_actions().into_iter().filter(|a| matches!(a, Action::CastSpell { x: Some(x), .. } if *x > 0)).collect();
    assert!(listed.contains(&ranks(&g, 1, &[inspector])));
    assert!(listed.contains(&ranks(&g, 1, &[swiftspear])));
    assert!(listed.contains(&ranks(&g, 2, &[inspector, swiftspear])));
    assert_eq!(listed.len(), 3, "{listed:?}");
    check_legal_actions(&g);
    // Exactly X targets, each once, each legal.
    let (one, twice, the_angel) =
        (ranks(&g, 2, &[inspector]), ranks(&g, 2, &[inspector, inspector]), ranks(&g, 1, &[angel]));
    refused_with(&mut g, one, "wrong_number_of_targets", Some("601.2c"));
    refused_with(&mut g, twice, "same_target_twice", Some("601.2c"));
    refused_with(&mut g, the_angel, "illegal_target", Some("115.1"));
    assert!(g.is_legal(&ranks(&g, 2, &[swiftspear, inspector])), "in any order");
    g.apply(ranks(&g, 2, &[inspector, swiftspear])).unwrap();
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Thraben Inspector").len(), 1);
    assert_eq!(on_battlefield(&g, "Monastery Swiftspear").len(), 1);
    assert_eq!(zone_of(&g, "Serra Angel", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Return to the Ranks", 0), Some(Zone::Graveyard));
}

#[test]
fn return_to_the_ranks_still_returns_its_legal_targets_when_one_is_gone_608_2b() {
    let mut g = ranks_game();
    let inspector = graveyard_card(&g, "Thraben Inspector");
    let swiftspear = graveyard_card(&g, "Monastery Swiftspear");
    g.apply(ranks(&g, 2, &[inspector, swiftspear])).unwrap();
    g.apply(pass(0)).unwrap();
    // In response, Surgical Extraction exiles one of the targets.
    let surgical = in_hand(&g, 1, "Surgical Extraction");
    g.apply(cast_at(1, surgical, CastMethod::Normal, vec![at(inspector)])).unwrap();
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Thraben Inspector", 0), Some(Zone::Exile));
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Monastery Swiftspear").len(), 1, "the legal target returns");
    assert!(on_battlefield(&g, "Thraben Inspector").is_empty());
}
