//! Naming a card (201.3) and exiling the cards with that name from a
//! player's graveyard, hand and library (701.23), with the real cards of
//! `data/pool-decks.json`: Unmoored Ego, Necromentia, The Stone Brain and
//! Surgical Extraction.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` and `hand`;
/// player 1 has a hand, graveyard and library of their own.
fn table(mine: Value, hand: Value, theirs: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": ["Plains", "Plains", "Plains"] },
            {
                "hand": ["Lightning Bolt", "Lightning Bolt", "Mountain"],
                "graveyard": ["Lightning Bolt", "Plains"],
                "library": theirs
            }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "seed": 8
    }))
}

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    let mut names: Vec<String> = ids.iter().map(|&id| g.object(id).expect("exists").card.clone()).collect();
    names.sort();
    names
}

fn bolts_in_exile(g: &Game) -> usize {
    g.state().exile.iter().filter(|&&id| g.object(id).unwrap().card == "Lightning Bolt").count()
}

fn name(player: u8, name: &str) -> Action {
    Action::NameACard { player: PlayerId(player), name: name.to_string() }
}

#[test]
fn unmoored_ego_names_lightning_bolt_exiles_up_to_four_and_its_owner_draws_for_each_from_hand_201_3_701_23() {
    let mut g = table(
        json!(["Island", "Swamp", "Swamp"]),
        json!(["Unmoored Ego"]),
        json!(["Lightning Bolt", "Plains", "Lightning Bolt", "Plains", "Plains"]),
    );
    let ego = in_hand(&g, 0, "Unmoored Ego");
    g.apply(cast_at(0, ego, CastMethod::Normal, vec![player_target(1)])).expect("Unmoored Ego is cast");
    pass_all(&mut g);
    assert!(
        matches!(g.state().pending, Some(Pending::NameACard { player: PlayerId(0), .. })),
        "{:?}",
        g.state().pending
    );
    let answers = g.legal_actions();
    assert!(answers.contains(&name(0, "Lightning Bolt")) && answers.contains(&name(0, "Plains")));
    assert!(!answers.contains(&name(0, "Black Lotus")), "only the names of cards in the game are offered");
    assert_eq!(refused(&mut g, name(0, "Black Lotus")), "unknown_card_name");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).expect("reads back").to_json(), json);
    g.apply(name(0, "Lightning Bolt")).expect("a card in the game is named");
    // Five Bolts: one in the graveyard, two in hand, two in the library; up to four are exiled, the hand's among them.
    assert_eq!(bolts_in_exile(&g), 4);
    let p1 = &g.state().players[1];
    assert_eq!(names(&g, &p1.graveyard), ["Plains"]);
    assert_eq!(p1.hand.len(), 3, "the Mountain and a card drawn for each of the two Bolts exiled from the hand");
    assert_eq!(p1.library.len(), 2, "five cards, one Bolt exiled, two drawn");
}

#[test]
fn necromentia_cannot_name_a_basic_land_and_makes_a_zombie_for_each_card_from_the_hand_201_3() {
    let mut g = table(json!(["Swamp", "Swamp", "Swamp"]), json!(["Necromentia"]), json!(["Plains", "Plains"]));
    let necromentia = in_hand(&g, 0, "Necromentia");
    g.apply(cast_at(0, necromentia, CastMethod::Normal, vec![player_target(1)])).unwrap();
    pass_all(&mut g);
    let answers = g.legal_actions();
    assert!(
        !answers.contains(&name(0, "Plains")) && !answers.contains(&name(0, "Mountain")),
        "not a basic land's name"
    );
    assert_eq!(refused(&mut g, name(0, "Plains")), "unknown_card_name");
    g.apply(name(0, "Lightning Bolt")).unwrap();
    // Any number: all three, two from the hand, so two 2/2 black Zombies for player 1.
    assert_eq!(bolts_in_exile(&g), 3);
    let zombies: Vec<_> = g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().token).collect();
    assert_eq!(zombies.len(), 2);
    for &&z in &zombies {
        assert_eq!(g.object(z).unwrap().controller, PlayerId(1));
        let view = g.permanent(z).expect("a permanent");
        assert_eq!((view.power, view.toughness), (2, 2));
    }
    assert_eq!(names(&g, &g.state().players[1].hand), ["Mountain"], "no card drawn");
}

#[test]
fn surgical_extraction_exiles_every_card_named_like_its_target_from_its_owner_s_zones_701_23() {
    let mut g = table(json!(["Swamp"]), json!(["Surgical Extraction"]), json!(["Plains", "Lightning Bolt", "Plains"]));
    let surgical = in_hand(&g, 0, "Surgical Extraction");
    let graveyard = g.state().players[1].graveyard.clone();
    let (bolt, plains) = (graveyard[0], graveyard[1]);
    let at_plains = cast_at(0, surgical, CastMethod::Normal, vec![at(plains)]);
    assert!(!g.is_legal(&at_plains), "not a basic land card");
    g.apply(cast_at(0, surgical, CastMethod::Normal, vec![at(bolt)])).expect("Surgical Extraction targets the Bolt");
    pass_all(&mut g);
    assert!(g.state().pending.is_none(), "the name is the target's: nothing to ask");
    assert_eq!(bolts_in_exile(&g), 4, "one in the graveyard, two in hand, one in the library");
    assert_eq!(names(&g, &g.state().players[1].hand), ["Mountain"]);
    assert_eq!(g.state().players[1].library.len(), 2);
    assert_eq!(zone_of(&g, "Surgical Extraction", 0), Some(Zone::Graveyard));
}

#[test]
fn the_stone_brain_exiles_itself_as_a_cost_to_name_a_card_and_its_owner_draws_for_each_from_hand_201_3() {
    let mut g = table(json!(["The Stone Brain", "Plains", "Plains"]), json!([]), json!(["Plains", "Plains"]));
    let brain = the_only(&g, "The Stone Brain");
    g.apply(activate_at(&g, brain, 0, vec![player_target(1)])).expect("activated in its controller's main phase");
    assert_eq!(zone_of(&g, "The Stone Brain", 0), Some(Zone::Exile), "exiled as a cost");
    pass_all(&mut g);
    g.apply(name(0, "Lightning Bolt")).unwrap();
    assert_eq!(bolts_in_exile(&g), 3);
    let p1 = &g.state().players[1];
    assert_eq!(p1.hand.len(), 3, "the Mountain and two cards drawn");
    assert!(p1.library.is_empty());
}
