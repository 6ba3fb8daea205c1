//! Game setups (plain JSON) validated into games, every problem at once;
//! zones, objects and ids (CR 400.1, 109); mana abilities read from cards
//! (305.6, 605).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::error::Coded;
use mtg_rules::game::{Game, GameSetup, ManaType, PlayerId, Step};
use serde_json::json;

fn problems(setup: serde_json::Value) -> Vec<(String, &'static str)> {
    let setup: GameSetup = serde_json::from_value(setup).unwrap();
    let error = Game::from_setup(db(), setup).unwrap_err();
    assert_eq!(error.code(), "invalid_setup");
    error.problems.iter().map(|p| (p.field.clone(), p.code)).collect()
}

#[test]
fn a_setup_becomes_a_game_with_its_zones_owners_and_status_400_1() {
    let g = game(json!({
        "players": [
            { "life": 17, "library": ["Forest", "Island"], "hand": ["Grizzly Bears"],
              "battlefield": ["Forest", { "card": "Llanowar Elves", "tapped": true, "summoningSick": true, "counters": { "+1/+1": 2 } }],
              "graveyard": ["Shock"], "exile": ["Counterspell"] },
            { "hand": ["Lightning Bolt"] }
        ],
        "activePlayer": 1, "step": "main2", "seed": 7, "turn": 3
    }));
    let s = g.state();
    assert_eq!(
        (s.turn, s.step, s.active_player, s.priority_player, s.seed),
        (3, Step::PostcombatMain, PlayerId(1), PlayerId(1), 7)
    );
    assert_eq!(s.players[0].life, 17);
    assert_eq!(s.players[1].life, 20, "103.4: 20 by default");
    let top = g.object(s.players[0].library[0]).unwrap();
    assert_eq!((top.card.as_str(), top.zone), ("Forest", Zone::Library), "the library's top card first");
    let elves = g.object(on_battlefield(&g, "Llanowar Elves")[0]).unwrap();
    assert!(elves.tapped && elves.summoning_sick);
    assert_eq!(elves.counters.get(&mtg_rules::counter::CounterKind::PlusOnePlusOne), 2);
    assert_eq!(g.object(s.exile[0]).unwrap().owner, PlayerId(0));
    assert_eq!(s.objects.len(), 8);
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(json["step"], "postcombatMain");
    assert_eq!(json["objects"][0]["card"], "Forest");
    assert!(json["objects"][0].get("cardIndex").is_none(), "card data stays out of the JSON");
}

#[test]
fn every_problem_of_a_setup_is_reported_at_once() {
    let found = problems(json!({
        "players": [
            { "hand": ["Grizzly Bearz"], "battlefield": ["Lightning Bolt", { "card": "Grizzly Bears", "prototyped": true, "face": 3 }] },
            {}, {}, {}, {}
        ],
        "activePlayer": 6, "step": "lunch", "turn": 0,
        "damageThisTurn": [{ "source": "Nobody", "creatureTypes": ["Rouge"], "controller": 9 }]
    }));
    let codes: Vec<&str> = found.iter().map(|(_, c)| *c).collect();
    for code in [
        "too_many_players",
        "unknown_player",
        "unknown_step",
        "invalid_turn",
        "unknown_card",
        "not_a_permanent",
        "not_a_prototype",
        "no_such_face",
        "unknown_creature_type",
    ] {
        assert!(codes.contains(&code), "{code} in {found:?}");
    }
    assert!(found.contains(&("players[0].hand[0]".to_string(), "unknown_card")));
    assert!(found.contains(&("players[0].battlefield[0]".to_string(), "not_a_permanent")));
    assert!(found.contains(&("damageThisTurn[0].creatureTypes[0]".to_string(), "unknown_creature_type")));
}

#[test]
fn sixty_one_lightning_bolts_on_the_battlefield_are_sixty_one_problems_304_4() {
    let found = problems(json!({ "players": [{ "battlefield": vec!["Lightning Bolt"; 61] }] }));
    assert_eq!(found.len(), 61);
    assert!(found.iter().all(|(_, c)| *c == "not_a_permanent"));
    let setup: GameSetup =
        serde_json::from_value(json!({ "players": [{ "battlefield": vec!["Lightning Bolt"; 61] }] })).unwrap();
    let error = Game::from_setup(db(), setup).unwrap_err();
    assert_eq!(error.problems[0].rule, Some("304.4"));
    assert!(error.to_string().contains("and 56 more"), "{error}");
}

#[test]
fn a_zone_over_the_bound_is_one_problem() {
    let found = problems(json!({ "players": [{ "library": vec!["Forest"; 1001] }] }));
    assert_eq!(found, [("players[0].library".to_string(), "zone_too_large")]);
    // A thousand is fine, and sixty of anything is fine in a library.
    game(json!({ "players": [{ "library": vec!["Forest"; 1000], "hand": vec!["Lightning Bolt"; 61] }] }));
}

#[test]
fn a_game_needs_a_player_and_malformed_json_is_one_problem() {
    assert_eq!(problems(json!({ "players": [] })), [("players".to_string(), "no_players")]);
    let error = GameSetup::from_json(r#"{ "players": [{ "life": "twenty" }] }"#).unwrap_err();
    assert_eq!(error.problems[0].code, "invalid_json");
    let error = GameSetup::from_json(r#"{ "players": [], "colour": 1 }"#).unwrap_err();
    assert!(error.problems[0].message.contains("colour"), "unknown fields are errors");
    assert!(Game::from_setup_json(db(), r#"{"players":[{"hand":["Forest"]}]}"#).is_ok());
}

#[test]
fn basic_land_types_give_intrinsic_mana_abilities_305_6_and_oracle_text_gives_others_605() {
    let g = game(
        json!({ "players": [{ "battlefield": ["Plains", "Tundra", "Wastes", "Frontier Bivouac", "Sol Ring", "Llanowar Elves", "Birds of Paradise", "Grizzly Bears"] }] }),
    );
    let actions = g.legal_actions();
    let choices = |name: &str| {
        let id = on_battlefield(&g, name)[0];
        actions
            .iter()
            .filter(|a| matches!(a, mtg_rules::game::Action::ActivateManaAbility { object, .. } if *object == id))
            .count()
    };
    assert_eq!(
        [
            choices("Plains"),
            choices("Tundra"),
            choices("Wastes"),
            choices("Frontier Bivouac"),
            choices("Sol Ring"),
            choices("Llanowar Elves"),
            choices("Birds of Paradise"),
            choices("Grizzly Bears")
        ],
        [1, 2, 1, 3, 1, 1, 5, 0]
    );
    let sources = g.mana_sources(PlayerId(0));
    assert_eq!(sources.len(), 7);
    let mut copy = g.clone();
    let wastes = on_battlefield(&g, "Wastes")[0];
    copy.apply(mtg_rules::game::Action::ActivateManaAbility { player: PlayerId(0), object: wastes, choice: 0 })
        .unwrap();
    assert_eq!(copy.state().players[0].mana_pool.mana.get(ManaType::C), 1);
}

#[test]
fn counters_are_typed_kinds_written_as_the_rules_name_them_and_players_have_energy_122_1_107_14() {
    use mtg_rules::counter::CounterKind;
    let g = game(json!({
        "players": [
            { "counters": { "Energy": 3 },
              "battlefield": [{ "card": "Grizzly Bears", "counters": { "+1/+1": 1, "bounty": 1, "shield": 1 } }] },
            {}
        ]
    }));
    let bears = g.object(on_battlefield(&g, "Grizzly Bears")[0]).unwrap();
    assert_eq!(bears.counters.get(&CounterKind::PlusOnePlusOne), 1);
    // 122.1: a kind the engine gives no rules meaning is kept by its name.
    assert_eq!(bears.counters.get(&CounterKind::Named("bounty".into())), 1);
    assert_eq!(bears.counters.get(&CounterKind::Shield), 1, "122.1c: shield counters have a rules meaning");
    assert_eq!(g.state().players[0].counters.get(&CounterKind::Energy), 3);
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(json["players"][0]["counters"], json!({ "energy": 3 }));
    assert_eq!(json["objects"][0]["counters"], json!({ "+1/+1": 1, "bounty": 1, "shield": 1 }));
    assert!(json["players"][1].get("counters").is_none(), "no counters, nothing written");
    assert_eq!(Game::from_json(db(), &g.to_json()).unwrap(), g);
    // An empty kind and a count over the bound are errors.
    let error = GameSetup::from_json(r#"{ "players": [{ "counters": { "": 1 } }] }"#).unwrap_err();
    assert_eq!(error.problems[0].code, "invalid_json");
    let found = problems(json!({ "players": [{ "counters": { "poison": 2_000_000 } }] }));
    assert_eq!(found, [("players[0].counters".to_string(), "invalid_counters")]);
}
