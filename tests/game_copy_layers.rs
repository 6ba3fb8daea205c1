//! Effects that outlive a change of a permanent's copiable values, and
//! effects on one permanent that must not reach another permanent of the
//! same card (613.1a, 613.1d, 611.2a), in real cards of the deck pool
//! (`data/pool-decks.json`). Both were found by the native soak (issue 17).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::CardType;
use mtg_rules::color::Color;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Step};
use serde_json::json;

fn subtypes(g: &Game, id: ObjectId) -> Vec<String> {
    g.characteristics(id).unwrap().subtypes.iter().map(|s| s.to_string()).collect()
}

/// The index of Restless Anchorage's "{1}{W}{U}: Until end of turn, … becomes
/// a 2/3 … Bird creature with flying." among its abilities.
fn animation_index() -> usize {
    let abilities = &decks_pool().get("Restless Anchorage").unwrap().faces[0].abilities;
    abilities.iter().position(|a| matches!(a, mtg_rules::text::Ability::Activated { .. })).unwrap()
}

/// Seed 153,678 of the soak: Thespian's Stage, a copy of Restless Anchorage,
/// activates Anchorage's "becomes a 2/3 white and blue Bird creature with
/// flying"; in response it becomes a copy of Plains. The animation still
/// resolves (it is the ability on the stack, 113.7a, 611.2a): a Plains that
/// is a 2/3 white and blue Bird creature with flying until end of turn
/// (layer 1, then layers 4, 5, 6 and 7b: 613.1a, 613.1d–f, 613.4b).
#[test]
fn an_animation_still_applies_after_thespians_stage_becomes_a_copy_of_plains_in_response_113_7a_611_2a_613_1a() {
    let lands = ["Thespian's Stage", "Restless Anchorage", "Plains", "Plains", "Plains", "Island", "Island", "Island"];
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": lands, "library": ["Island", "Island", "Island"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let stage = the_only(&g, "Thespian's Stage");
    let anchorage = the_only(&g, "Restless Anchorage");
    let plains = on_battlefield(&g, "Plains")[0];
    // "{2}, {T}: Thespian's Stage becomes a copy of target land and gains this ability."
    g.apply(activate_at(&g, stage, 1, vec![at(anchorage)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.characteristics(stage).unwrap().name, "Restless Anchorage");
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);

    // Anchorage's animation, then (in response) the Stage's kept ability, numbered after Anchorage's (613.1f).
    g.apply(activate(&g, stage, animation_index())).unwrap();
    let kept = decks_pool().get("Restless Anchorage").unwrap().faces[0].abilities.len();
    let again = activate_at(&g, stage, kept, vec![at(plains)]);
    assert!(g.legal_actions().contains(&again), "{:?}", g.legal_actions());
    g.apply(again).unwrap();
    for _ in 0..2 {
        let events = pass_all(&mut g);
        assert!(!events.is_empty());
    }
    assert!(g.state().stack.is_empty());

    let c = g.characteristics(stage).unwrap();
    assert_eq!(c.name, "Plains", "a copy of Plains (707.2)");
    assert!(c.types.contains(CardType::Land) && c.types.contains(CardType::Creature), "{c:?}");
    assert_eq!(subtypes(&g, stage), ["Plains", "Bird"]);
    assert_eq!(c.colors.iter().collect::<Vec<_>>(), [Color::W, Color::U]);
    assert_eq!((c.power, c.toughness), (Some(2), Some(3)));
    assert!(g.permanent(stage).unwrap().keywords.flying);
    // The animation names the card whose ability it was, and reads back so.
    let json = g.to_json();
    assert!(json.contains(r#""card":"Restless Anchorage""#), "{json}");
    let back = Game::from_json(decks_pool(), &json).unwrap();
    assert_eq!(back.state(), g.state());
    assert_eq!(back.characteristics(stage).unwrap(), c);
    // Until end of turn (514.2): a Plains and nothing more next turn.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let c = g.characteristics(stage).unwrap();
    assert!(!c.types.contains(CardType::Creature) && c.power.is_none(), "{c:?}");
    assert_eq!(subtypes(&g, stage), ["Plains"]);
}

/// Seed 142,457 of the soak: Kenku Artificer makes one Great Furnace a 0/0
/// Homunculus artifact creature (its types replaced, 205.1a), then Yavimaya,
/// Cradle of Growth makes each land a Forest (613.1d). The other Great
/// Furnace is an artifact land Forest, not a 0/0 creature that dies, and
/// the Homunculus, no longer a land, is no Forest.
#[test]
fn yavimaya_makes_a_great_furnace_a_forest_not_a_copy_of_the_other_furnace_that_kenku_made_a_homunculus_613_1d_205_1a()
{
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Kenku Artificer", "Yavimaya, Cradle of Growth"],
              "battlefield": ["Great Furnace", "Great Furnace", "Island", "Island", "Island"],
              "library": ["Island", "Island"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let furnaces = on_battlefield(&g, "Great Furnace");
    let (homunculus, land) = (furnaces[0], furnaces[1]);
    let kenku = in_hand(&g, 0, "Kenku Artificer");
    g.apply(cast(0, kenku, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let choose = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [at(homunculus)]))
        .expect("a Great Furnace is a noncreature artifact");
    g.apply(choose).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.characteristics(homunculus).unwrap().type_line, "Artifact Creature — Homunculus");

    let yavimaya = in_hand(&g, 0, "Yavimaya, Cradle of Growth");
    g.apply(Action::PlayLand { player: mtg_rules::game::PlayerId(0), object: yavimaya, face: None }).unwrap();
    check_legal_actions(&g);
    let c = g.characteristics(land).unwrap();
    assert!(g.object(land).is_ok() && g.state().battlefield.contains(&land), "not put into a graveyard (704.5f)");
    assert!(c.types.contains(CardType::Land) && !c.types.contains(CardType::Creature), "{c:?}");
    assert_eq!(subtypes(&g, land), ["Forest"]);
    let c = g.characteristics(homunculus).unwrap();
    assert!(!c.types.contains(CardType::Land) && c.types.contains(CardType::Creature), "{c:?}");
    assert_eq!(subtypes(&g, homunculus), ["Homunculus"], "not a land, so no Forest");
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)));
    // The same from the other side: a game read back computes each afresh.
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(subtypes(&back, land), ["Forest"]);
    assert_eq!(subtypes(&back, homunculus), ["Homunculus"]);
}
