//! Utility lands of the real-deck pool (`data/pool-lands-mana.json`):
//! land destruction that lets a player search for a basic land (Ghost
//! Quarter, Field of Ruin, Demolition Field, Boseiju, Who Endures: 701.8,
//! 701.23, 101.4) and Takenuma, Abandoned Mire (mill, then a card chosen
//! from the graveyard, 701.17a, 608.2d).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, Event, Game, ObjectId, Pending, PlayerId};
use mtg_rules::text::{Ability, Effect, Searchers};
use serde_json::json;

fn in_library(g: &Game, player: u8, name: &str) -> ObjectId {
    let p = &g.state().players[player as usize];
    *p.library.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name} in library"))
}

/// Who searches now and the names of the cards they may find.
fn searching(g: &Game) -> (PlayerId, Vec<String>) {
    match &g.state().pending {
        Some(Pending::SearchLibrary { player, candidates, .. }) => {
            (*player, candidates.iter().map(|&id| g.object(id).unwrap().card.clone()).collect())
        }
        other => panic!("no search pending: {other:?}"),
    }
}

fn found(player: u8, card: Option<ObjectId>) -> Action {
    Action::SearchLibrary { player: PlayerId(player), found: card }
}

fn controller_of(g: &Game, name: &str) -> PlayerId {
    g.object(the_only(g, name)).unwrap().controller
}

fn shuffled(events: &[Event]) -> Vec<PlayerId> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::LibraryShuffled { player } => Some(*player),
            _ => None,
        })
        .collect()
}

#[test]
fn ghost_quarter_destroys_target_land_and_its_controller_may_search_for_a_basic_land_701_23() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Ghost Quarter"], "library": ["Plains"] },
            { "battlefield": ["Wooded Foothills"], "library": ["Forest", "Wooded Foothills", "Island"] }
        ],
        "step": "precombatMain", "seed": 3
    }));
    let quarter = the_only(&g, "Ghost Quarter");
    let foothills = the_only(&g, "Wooded Foothills");
    let action = activate_at(&g, quarter, 1, vec![at(foothills)]);
    assert!(g.legal_actions().contains(&action), "{:?}", g.legal_actions());
    g.apply(action).unwrap();
    assert!(g.object(quarter).is_err(), "sacrificed as a cost: a new object in the graveyard (400.7)");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Wooded Foothills").is_empty(), "destroyed (701.8a)");
    assert_eq!(g.state().players[1].graveyard.len(), 1);
    // "Its controller": the opponent searches their own library for a basic land card.
    assert_eq!(searching(&g), (PlayerId(1), vec!["Forest".to_string(), "Island".to_string()]));
    let answers = g.legal_actions();
    assert_eq!(answers.len(), 3, "each basic land card or nothing: {answers:?}");
    assert!(answers.iter().all(|a| matches!(a, Action::SearchLibrary { player: PlayerId(1), .. })), "{answers:?}");
    let island = in_library(&g, 1, "Island");
    assert_eq!(refused(&mut g, found(0, Some(island))), "not_your_choice");
    let events = g.apply(found(1, Some(island))).unwrap();
    assert_eq!(shuffled(&events), [PlayerId(1)]);
    assert_eq!(controller_of(&g, "Island"), PlayerId(1));
    assert!(!g.object(the_only(&g, "Island")).unwrap().tapped, "put onto the battlefield untapped");
    assert_eq!(g.state().players[1].library.len(), 2);
    assert_eq!(g.state().players[0].library.len(), 1, "the controller of Ghost Quarter does not search");
    assert!(g.state().pending.is_none());
}

#[test]
fn ghost_quarters_target_may_find_nothing_and_a_land_of_your_own_makes_you_the_searcher_701_23b() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Ghost Quarter", "Wooded Foothills"], "library": ["Forest"] },
            { "library": ["Island"] }
        ],
        "step": "precombatMain"
    }));
    let quarter = the_only(&g, "Ghost Quarter");
    let foothills = the_only(&g, "Wooded Foothills");
    g.apply(activate_at(&g, quarter, 1, vec![at(foothills)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(searching(&g), (PlayerId(0), vec!["Forest".to_string()]));
    let events = g.apply(found(0, None)).unwrap();
    assert_eq!(shuffled(&events), [PlayerId(0)]);
    assert!(g.state().battlefield.is_empty());
    assert_eq!(g.state().players[0].library.len(), 1);
}

#[test]
fn field_of_ruin_has_each_player_search_in_apnap_order_and_the_lands_enter_at_once_101_4() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Field of Ruin", "Wastes", "Wastes"], "library": ["Forest", "Plains"] },
            { "battlefield": ["Wooded Foothills", "Island"], "library": ["Swamp", "Wooded Foothills"] }
        ],
        "step": "precombatMain"
    }));
    let field = the_only(&g, "Field of Ruin");
    let foothills = the_only(&g, "Wooded Foothills");
    let island = the_only(&g, "Island");
    // "Target nonbasic land an opponent controls": not a basic land (205.4).
    let at_basic = activate_at(&g, field, 1, vec![at(island)]);
    assert_eq!(refused(&mut g, at_basic), "illegal_target");
    g.apply(activate_at(&g, field, 1, vec![at(foothills)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Wooded Foothills").is_empty());
    // The active player chooses first, then the next in turn order.
    assert_eq!(searching(&g), (PlayerId(0), vec!["Forest".to_string(), "Plains".to_string()]));
    let plains = in_library(&g, 0, "Plains");
    assert!(g.apply(found(0, Some(plains))).unwrap().is_empty(), "nothing happens before the last choice");
    assert_eq!(searching(&g), (PlayerId(1), vec!["Swamp".to_string()]));
    assert!(on_battlefield(&g, "Plains").is_empty(), "the lands are put onto the battlefield after every choice");
    let swamp = in_library(&g, 1, "Swamp");
    let events = g.apply(found(1, Some(swamp))).unwrap();
    assert_eq!(shuffled(&events), [PlayerId(0), PlayerId(1)]);
    assert_eq!(controller_of(&g, "Plains"), PlayerId(0));
    assert_eq!(controller_of(&g, "Swamp"), PlayerId(1));
    assert_eq!(g.state().players[0].library.len(), 1);
    assert_eq!(g.state().players[1].library.len(), 1);
    assert!(g.state().pending.is_none());
}

#[test]
fn a_search_of_each_player_saved_between_two_choices_reads_back_and_goes_on_101_4() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Field of Ruin", "Wastes", "Wastes"], "library": ["Forest"] },
            { "battlefield": ["Wooded Foothills"], "library": ["Swamp"] }
        ],
        "step": "precombatMain"
    }));
    let field = the_only(&g, "Field of Ruin");
    let foothills = the_only(&g, "Wooded Foothills");
    g.apply(activate_at(&g, field, 1, vec![at(foothills)])).unwrap();
    resolve_all(&mut g);
    g.apply(found(0, Some(in_library(&g, 0, "Forest")))).unwrap();
    let json = g.to_json();
    let mut back = Game::from_json(db(), &json).unwrap();
    assert_eq!(back.state(), g.state());
    back.apply(found(1, None)).unwrap();
    assert_eq!(controller_of(&back, "Forest"), PlayerId(0));
    assert_eq!(back.state().players[1].library.len(), 1);
}

#[test]
fn demolition_field_lets_that_lands_controller_search_then_you_701_23() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Demolition Field", "Wastes", "Wastes"], "library": ["Forest"] },
            { "battlefield": ["Wooded Foothills"], "library": ["Swamp"] }
        ],
        "step": "precombatMain"
    }));
    let field = the_only(&g, "Demolition Field");
    let foothills = the_only(&g, "Wooded Foothills");
    g.apply(activate_at(&g, field, 1, vec![at(foothills)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(searching(&g), (PlayerId(1), vec!["Swamp".to_string()]));
    g.apply(found(1, None)).unwrap();
    assert_eq!(searching(&g), (PlayerId(0), vec!["Forest".to_string()]));
    let events = g.apply(found(0, Some(in_library(&g, 0, "Forest")))).unwrap();
    assert_eq!(shuffled(&events), [PlayerId(1), PlayerId(0)]);
    assert_eq!(controller_of(&g, "Forest"), PlayerId(0));
    assert_eq!(g.state().players[1].library.len(), 1);
}

#[test]
fn boseiju_channel_destroys_an_opponents_nonbasic_land_and_they_may_find_a_land_with_a_basic_land_type_701_23() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Boseiju, Who Endures"], "battlefield": ["Forest", "Forest"] },
            { "battlefield": ["Wooded Foothills", "Island", "Ornithopter"], "library": ["Wooded Foothills", "Breeding Pool", "Swamp"] }
        ],
        "step": "precombatMain"
    }));
    let boseiju = in_hand(&g, 0, "Boseiju, Who Endures");
    let foothills = the_only(&g, "Wooded Foothills");
    // "Target artifact, enchantment, or nonbasic land an opponent controls":
    // an artifact may be chosen, a basic land may not (205.4c).
    let ornithopter = the_only(&g, "Ornithopter");
    assert!(g.legal_actions().contains(&activate_at(&g, boseiju, 1, vec![at(ornithopter)])));
    let at_basic = activate_at(&g, boseiju, 1, vec![at(the_only(&g, "Island"))]);
    assert_eq!(refused(&mut g, at_basic), "illegal_target");
    g.apply(activate_at(&g, boseiju, 1, vec![at(foothills)])).unwrap();
    assert!(g.object(boseiju).is_err(), "discarded as the cost");
    assert_eq!(g.state().players[0].graveyard.len(), 1);
    resolve_all(&mut g);
    // "That player": a land card with a basic land type (205.3i), so a
    // nonbasic land with one (Breeding Pool), not a fetch land.
    assert_eq!(searching(&g), (PlayerId(1), vec!["Breeding Pool".to_string(), "Swamp".to_string()]));
    g.apply(found(1, Some(in_library(&g, 1, "Swamp")))).unwrap();
    assert_eq!(controller_of(&g, "Swamp"), PlayerId(1));
    assert!(on_battlefield(&g, "Wooded Foothills").is_empty());
}

#[test]
fn the_search_lines_are_read_whole_and_a_search_for_them_without_a_destroyed_target_is_not_101_4() {
    let names = ["Ghost Quarter", "Field of Ruin", "Demolition Field", "Boseiju, Who Endures"];
    let expected = [
        Searchers::TargetsController,
        Searchers::EachPlayer,
        Searchers::TargetsControllerThenYou,
        Searchers::TargetsController,
    ];
    for (name, who) in names.into_iter().zip(expected) {
        let card = db().get(name).unwrap();
        let face = &card.faces[0];
        assert!(face.unsupported_text.is_empty(), "{name}: {:?}", face.unsupported_text);
        let Some(Ability::Activated { effects, .. }) = face.abilities.get(1) else { panic!("{name}") };
        assert!(
            matches!(&effects[..], [Effect::Destroy { .. }, Effect::PlayersSearch { searchers, .. }] if *searchers == who),
            "{name}: {effects:?}"
        );
    }
    let ctx = mtg_rules::text::ParseContext { names: &["Test Quarter"], spell: false };
    for line in [
        // No target whose controller "its" names.
        "{T}: Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle.",
        // Two different searches.
        "{T}: Destroy target land. That land's controller may search their library for a basic land card, put it onto the battlefield, then shuffle. You may search your library for a Forest card, put it onto the battlefield, then shuffle.",
        // A basic land type asked of a card that is not only a land.
        "{T}: Destroy target land. Its controller may search their library for a creature card with a basic land type, put it onto the battlefield, then shuffle.",
        // Third person where the first is written.
        "{T}: Each player searches their library for a basic land card, put it onto the battlefield, then shuffle.",
    ] {
        assert_eq!(mtg_rules::text::parse_line(line, &ctx), mtg_rules::text::LineReading::Unsupported, "{line}");
    }
}

#[test]
fn takenuma_channel_mills_three_then_returns_a_creature_or_planeswalker_card_its_controller_chooses_701_17_608_2d() {
    let mut g = game(json!({
        "players": [
            {
                "hand": ["Takenuma, Abandoned Mire"],
                "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"],
                "library": ["Grizzly Bears", "Island", "Kaito Shizuki", "Forest"],
                "graveyard": ["Lightning Bolt"]
            },
            {}
        ],
        "step": "precombatMain"
    }));
    let takenuma = in_hand(&g, 0, "Takenuma, Abandoned Mire");
    g.apply(activate_at(&g, takenuma, 1, Vec::new())).unwrap();
    resolve_all(&mut g);
    // 701.17a: the top three cards were milled; the fourth stays.
    let library: Vec<&str> =
        g.state().players[0].library.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(library, ["Forest"]);
    // 608.2d: a creature or planeswalker card, chosen as it resolves (not
    // Lightning Bolt, not the milled Island); nothing is chosen for the player.
    let Some(Pending::ChooseObject { player, objects, .. }) = g.state().pending.clone() else {
        panic!("a choice: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(0));
    let names: Vec<&str> = objects.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(names, ["Grizzly Bears", "Kaito Shizuki"]);
    assert_eq!(g.legal_actions().len(), 2, "{:?}", g.legal_actions());
    let kaito = objects[1];
    g.apply(Action::ChooseObject { player: PlayerId(0), object: kaito }).unwrap();
    let hand: Vec<&str> = g.state().players[0].hand.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(hand, ["Kaito Shizuki"]);
    assert_eq!(g.state().players[0].graveyard.len(), 4, "Lightning Bolt, Takenuma, Grizzly Bears, Island");
    assert!(g.state().pending.is_none());
}

#[test]
fn takenuma_returns_the_one_creature_card_without_asking_and_nothing_when_there_is_none_608_2d() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Takenuma, Abandoned Mire"], "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"], "library": ["Island", "Grizzly Bears"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let takenuma = in_hand(&g, 0, "Takenuma, Abandoned Mire");
    g.apply(activate_at(&g, takenuma, 1, Vec::new())).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "one card: no choice to ask");
    let hand: Vec<&str> = g.state().players[0].hand.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(hand, ["Grizzly Bears"], "a library of two cards mills two (701.17b)");
    let mut g = game(json!({
        "players": [
            { "hand": ["Takenuma, Abandoned Mire"], "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"], "library": ["Island"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let takenuma = in_hand(&g, 0, "Takenuma, Abandoned Mire");
    g.apply(activate_at(&g, takenuma, 1, Vec::new())).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none() && g.state().players[0].hand.is_empty());
}

#[test]
fn thespians_stage_becomes_a_copy_of_target_land_and_keeps_the_ability_to_copy_again_707_2_613_1f() {
    let library = ["Plains", "Plains", "Plains", "Plains"];
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Thespian's Stage", "Plains", "Plains"], "library": library },
            { "battlefield": ["Ancient Tomb", "Forest", "Glorious Anthem"], "library": library }
        ],
        "step": "precombatMain"
    }));
    let stage = the_only(&g, "Thespian's Stage");
    let (tomb, forest, anthem) =
        (the_only(&g, "Ancient Tomb"), the_only(&g, "Forest"), the_only(&g, "Glorious Anthem"));
    // Only a land may be targeted (115.1).
    let at_anthem = activate_at(&g, stage, 1, vec![at(anthem)]);
    assert_eq!(refused(&mut g, at_anthem), "illegal_target");
    g.apply(activate_at(&g, stage, 1, vec![at(tomb)])).unwrap();
    let events = pass_all(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::BecameCopy { object, copied, .. } if (*object, *copied) == (stage, tomb))),
        "{events:?}"
    );
    // 707.2: the same object, now an Ancient Tomb, with "this ability" kept (613.1f).
    let c = g.characteristics(stage).unwrap();
    assert_eq!(c.name, "Ancient Tomb");
    let json = g.to_json();
    assert!(
        json.contains(r#""copyOf":{"card":"Ancient Tomb","gainedFrom":"Thespian's Stage","gainedAbility":1}"#),
        "{json}"
    );
    let back = Game::from_json(db(), &json).unwrap();
    assert_eq!(back.state(), g.state());

    // Its next turn: Ancient Tomb's mana ability ({C}{C}, 2 damage to its controller) …
    to_next_turn_step(&mut g, 0, mtg_rules::game::Step::PrecombatMain);
    let life = g.state().players[0].life;
    let mut tapped = g.clone();
    let events = tapped.apply(activate(&g, stage, 0)).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::ManaAdded { mana, .. } if mana.len() == 2)), "{events:?}");
    assert_eq!(tapped.state().players[0].life, life - 2);
    // … and the kept ability, listed last, which makes it a copy of another land.
    let again = activate_at(&g, stage, 1, vec![at(forest)]);
    assert!(g.legal_actions().contains(&again), "{:?}", g.legal_actions());
    g.apply(again).unwrap();
    pass_all(&mut g);
    let c = g.characteristics(stage).unwrap();
    assert_eq!((c.name.as_str(), c.subtypes.clone()), ("Forest", vec!["Forest".into()]));
    assert!(g.legal_actions().iter().all(|a| !matches!(a, Action::ActivateAbility { object, .. } if *object == stage)));
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.state(), g.state());
}
