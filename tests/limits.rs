//! The engine's stated limits (the table in the README), each tested at the limit and just
//! over: the largest game (objects, stack depth, triggers in one action, object ids), the
//! longest action and game JSON, the largest card database and decklist. Past a limit comes a
//! typed error with a stable code, and a refused action changes nothing (732.1).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::{CardDb, MAX_CARDS};
use mtg_rules::decklist::{MAX_COUNT, MAX_TOTAL_CARDS, parse_decklist};
use mtg_rules::error::Coded;
use mtg_rules::game::{
    Action, CastMethod, Game, MAX_ACTION_JSON_LEN, MAX_GAME_JSON_LEN, MAX_GAME_LIFE, MAX_GAME_OBJECTS, MAX_OBJECT_ID,
    MAX_STACK_DEPTH, MAX_TRIGGERS_PER_ACTION, MAX_ZONE_OBJECTS, PlayerId, RulesError, Target,
};
use serde_json::{Value, json};

/// Casts `object` at player 1 (Lightning Bolt's "any target", 115.4).
fn bolt(player: u8, object: mtg_rules::game::ObjectId) -> Action {
    cast_at(player, object, mtg_rules::game::CastMethod::Normal, vec![Target::Player { player: PlayerId(1) }])
}

/// `apply` refuses `action` with `code`, and the game's JSON is unchanged (732.1).
fn refused_with(g: &mut Game, action: Action, code: &str) {
    let before = g.to_json();
    assert!(!g.is_legal(&action));
    let error = g.apply(action).unwrap_err();
    assert_eq!(error.code(), code, "{error}");
    assert!(matches!(error, RulesError::LimitExceeded { .. }));
    assert_eq!(g.to_json(), before, "a refused action changes nothing (732.1)");
}

#[test]
fn a_game_holds_at_most_24000_objects_and_an_action_making_more_is_refused_732_1() {
    assert_eq!(MAX_GAME_OBJECTS, 24_000);
    // Four seats with every zone full: exactly the limit. Player 0 has Young Pyromancer, whose
    // trigger (603.2) would be object 24,001.
    let full = |extra: Vec<&str>, battlefield: Vec<&str>| {
        let mut hand = extra;
        hand.resize(MAX_ZONE_OBJECTS, "Mountain");
        json!({
            "library": vec!["Forest"; MAX_ZONE_OBJECTS], "hand": hand, "battlefield": battlefield,
            "graveyard": vec!["Forest"; MAX_ZONE_OBJECTS], "exile": vec!["Forest"; MAX_ZONE_OBJECTS],
            "command": vec!["Forest"; MAX_ZONE_OBJECTS],
        })
    };
    let mut pyromancer = vec!["Mountain"; MAX_ZONE_OBJECTS - 1];
    pyromancer.push("Young Pyromancer");
    let mountains = vec!["Mountain"; MAX_ZONE_OBJECTS];
    let mut g = game(json!({ "players": [
        full(vec!["Lightning Bolt"], pyromancer), full(vec![], mountains.clone()),
        full(vec![], mountains.clone()), full(vec![], mountains)] }));
    assert_eq!(g.state().objects.len(), MAX_GAME_OBJECTS);
    // At the limit the game plays: a land drop changes no count.
    let land = g.state().players[0].hand[1];
    g.apply(Action::PlayLand { player: PlayerId(0), object: land, face: None }).unwrap();
    let json = g.to_json();
    assert_eq!(Game::from_json(db(), &json).unwrap().to_json(), json, "a game at the limit reads back");
    // The Bolt itself changes no count, but its trigger is one object too many.
    let bolt_card = in_hand(&g, 0, "Lightning Bolt");
    refused_with(&mut g, bolt(0, bolt_card), "too_many_objects");
    // A serialized game over the limit does not read back.
    let mut value: Value = serde_json::from_str(&json).unwrap();
    let objects = value["objects"].as_array_mut().unwrap();
    let mut extra = objects.last().unwrap().clone();
    extra["id"] = json!(value["nextObjectId"].as_u64().unwrap());
    value["objects"].as_array_mut().unwrap().push(extra);
    value["nextObjectId"] = json!(value["nextObjectId"].as_u64().unwrap() + 1);
    let error = Game::from_json(db(), &value.to_string()).unwrap_err();
    assert!(error.problems.iter().any(|p| p.code == "too_many_objects"), "{error}");
}

#[test]
fn the_stack_holds_at_most_1000_spells_and_abilities_405_1() {
    assert_eq!(MAX_STACK_DEPTH, 1000);
    let mut g = game(json!({ "players": [
        { "hand": vec!["Lightning Bolt"; MAX_ZONE_OBJECTS], "battlefield": vec!["Mountain"; MAX_ZONE_OBJECTS] },
        { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "life": 20 }] }));
    // 117.3c: the caster receives priority again, and casts the next one.
    let hand = g.state().players[0].hand.clone();
    for &card in &hand {
        g.apply(bolt(0, card)).unwrap();
    }
    assert_eq!(g.state().stack.len(), MAX_STACK_DEPTH);
    g.apply(Action::PassPriority { player: PlayerId(0) }).unwrap();
    let last = in_hand(&g, 1, "Lightning Bolt");
    refused_with(&mut g, bolt(1, last), "stack_too_deep");
}

/// Soak seed 226,664: Amalia Benavides Aguirre ("Whenever you gain life,
/// Amalia Benavides Aguirre explores") past power 20 and two Wildgrowth
/// Walkers ("Whenever a creature you control explores, … you gain 3 life"):
/// each exploration triggers both Walkers, each life gain Amalia again, and
/// the stack grows as long as the players pass. Past 1,000 objects the
/// engine takes it as a loop of mandatory actions: the game is a draw, not a
/// listed pass that is refused.
#[test]
fn a_trigger_loop_that_grows_the_stack_past_1000_as_priority_passes_is_a_draw_104_4b() {
    let mut g = decks_game(json!({
        "players": [
            {
                "battlefield": [
                    { "card": "Amalia Benavides Aguirre", "counters": { "+1/+1": 30 } },
                    "Wildgrowth Walker", "Wildgrowth Walker", "Mountain", "Plains"
                ],
                "hand": ["Lightning Helix"]
            },
            { "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let helix = in_hand(&g, 0, "Lightning Helix");
    g.apply(cast_at(0, helix, CastMethod::Normal, vec![Target::Player { player: PlayerId(1) }])).unwrap();
    let mut over = Vec::new();
    for _ in 0..10_000 {
        let pass = Action::PassPriority { player: g.state().priority_player };
        assert!(g.legal_actions().contains(&pass), "{:?}", g.state().pending);
        let events = g.apply(pass).unwrap();
        if g.state().is_over() {
            over = events;
            break;
        }
    }
    assert!(g.state().drawn, "a draw (104.4b)");
    assert!(g.state().stack.len() > MAX_STACK_DEPTH);
    assert!(over.iter().any(|e| matches!(e, mtg_rules::game::Event::GameOver { winner: None })), "{over:?}");
    assert!(g.legal_actions().is_empty());
    assert!(g.state().players.iter().all(|p| !p.lost), "nobody lost");
    let json = g.to_json();
    assert!(json.contains(r#""drawn":true"#));
    let back = Game::from_json(decks_pool(), &json).unwrap();
    assert_eq!(back.state(), g.state());
    // Over: nothing more is legal (104.1), and a refused action changes nothing (732.1).
    let error = g.apply(Action::PassPriority { player: PlayerId(0) }).unwrap_err();
    assert_eq!(error.code(), "game_over");
    assert_eq!(g.to_json(), json);
}

#[test]
fn at_most_500_abilities_trigger_in_one_action_603_2() {
    assert_eq!(MAX_TRIGGERS_PER_ACTION, 500);
    let setup = |pyromancers: usize| {
        let mut battlefield = vec!["Young Pyromancer"; pyromancers];
        battlefield.push("Mountain");
        json!({ "players": [{ "hand": ["Lightning Bolt"], "battlefield": battlefield }, {}] })
    };
    // 500 Young Pyromancers: casting one instant triggers each (603.2).
    let mut g = game(setup(MAX_TRIGGERS_PER_ACTION));
    let card = in_hand(&g, 0, "Lightning Bolt");
    g.apply(bolt(0, card)).unwrap();
    assert_eq!(g.state().stack.len(), 1 + MAX_TRIGGERS_PER_ACTION);
    let mut g = game(setup(MAX_TRIGGERS_PER_ACTION + 1));
    let card = in_hand(&g, 0, "Lightning Bolt");
    refused_with(&mut g, bolt(0, card), "too_many_triggers");
}

#[test]
fn object_ids_end_at_2_to_the_31_minus_1_and_a_game_that_used_them_all_refuses_actions_400_7() {
    assert_eq!(MAX_OBJECT_ID, i32::MAX as u32);
    let g = game(json!({ "players": [{ "hand": ["Forest"] }, {}] }));
    let mut value: Value = serde_json::from_str(&g.to_json()).unwrap();
    // The last id there is: a land drop gives the Forest a new id (400.7), the last one.
    value["nextObjectId"] = json!(MAX_OBJECT_ID);
    let mut at_limit = Game::from_json(db(), &value.to_string()).unwrap();
    let forest = at_limit.state().players[0].hand[0];
    refused_with(
        &mut at_limit,
        Action::PlayLand { player: PlayerId(0), object: forest, face: None },
        "object_ids_exhausted",
    );
    value["nextObjectId"] = json!(MAX_OBJECT_ID - 1);
    let mut below = Game::from_json(db(), &value.to_string()).unwrap();
    below.apply(Action::PlayLand { player: PlayerId(0), object: forest, face: None }).unwrap();
    value["nextObjectId"] = json!(u64::from(MAX_OBJECT_ID) + 1);
    let error = Game::from_json(db(), &value.to_string()).unwrap_err();
    assert!(error.problems.iter().any(|p| p.code == "object_ids_exhausted"), "{error}");
}

#[test]
fn an_action_json_is_at_most_64_kib() {
    let pass = r#"{"type":"passPriority","player":0}"#;
    let at_limit = format!("{pass}{}", " ".repeat(MAX_ACTION_JSON_LEN - pass.len()));
    assert_eq!(Action::from_json(&at_limit).unwrap(), Action::PassPriority { player: PlayerId(0) });
    let error = Action::from_json(&format!("{at_limit} ")).unwrap_err();
    assert_eq!(error.code(), "action_too_long");
}

#[test]
fn a_setup_or_serialized_game_json_is_at_most_64_mib() {
    let g = game(json!({ "players": [{ "hand": ["Forest"] }, {}] }));
    let json = g.to_json();
    let at_limit = format!("{json}{}", " ".repeat(MAX_GAME_JSON_LEN - json.len()));
    assert_eq!(Game::from_json(db(), &at_limit).unwrap().to_json(), json);
    let error = Game::from_json(db(), &format!("{at_limit} ")).unwrap_err();
    assert_eq!(error.problems[0].code, "game_json_too_long");
    let setup = r#"{"players":[{},{}]}"#;
    let setup_at_limit = format!("{setup}{}", " ".repeat(MAX_GAME_JSON_LEN - setup.len()));
    Game::from_setup_json(db(), &setup_at_limit).unwrap();
    let error = Game::from_setup_json(db(), &format!("{setup_at_limit} ")).unwrap_err();
    assert_eq!(error.problems[0].code, "game_json_too_long");
}

#[test]
fn a_card_database_holds_at_most_100000_cards() {
    assert_eq!(MAX_CARDS, 100_000);
    let card =
        |i: usize| format!(r#"{{"name":"Card {i}","layout":"normal","type_line":"Artifact","mana_cost":"{{1}}"}}"#);
    let cards: Vec<String> = (0..MAX_CARDS).map(card).collect();
    let db = CardDb::from_scryfall_json(&format!("[{}]", cards.join(","))).unwrap();
    assert_eq!(db.len(), MAX_CARDS);
    let over = format!("[{},{}]", cards.join(","), card(MAX_CARDS));
    let error = CardDb::from_scryfall_json(&over).unwrap_err();
    assert!(error.problems.iter().any(|p| p.code == "too_many_cards"));
}

#[test]
fn a_decklist_holds_at_most_10000_cards() {
    assert_eq!((MAX_TOTAL_CARDS, MAX_COUNT), (10_000, 250));
    let lines = (MAX_TOTAL_CARDS / MAX_COUNT) as usize;
    let at_limit = format!("{MAX_COUNT} Forest\n").repeat(lines);
    assert_eq!(parse_decklist(&at_limit, db()).unwrap().total(mtg_rules::decklist::Section::Main), MAX_TOTAL_CARDS);
    let error = parse_decklist(&format!("{at_limit}1 Forest\n"), db()).unwrap_err();
    assert_eq!(error.code(), "invalid_decklist");
    assert!(error.problems.iter().any(|p| p.code.as_str() == "too_many_cards"));
}

/// Found by the `game_setup` fuzz target: a player set up at 2,147,483,647 life gained 1 and stayed
/// there, so life no longer matched the events (119.3). Life in a setup is at most 1,000,000 either way.
#[test]
fn a_setup_life_total_is_at_most_a_million_either_way_119_1() {
    let setup = |life: i64| json!({ "players": [{ "life": life }, {}] }).to_string();
    for life in [1_000_000, -1_000_000] {
        assert_eq!(Game::from_setup_json(db(), &setup(life)).unwrap().state().players[0].life, life as i32);
    }
    for life in [1_000_001, -1_000_001, i64::from(i32::MAX)] {
        let error = Game::from_setup_json(db(), &setup(life)).unwrap_err();
        assert_eq!(error.problems[0].code, "invalid_life", "{life}");
    }
}

/// A serialized game is held to a wider bound than a setup: a game in play may pass a million life
/// (119.3), and its JSON reads back; at most `MAX_GAME_LIFE` (1,073,741,823) either way (119.1).
#[test]
fn a_serialized_game_life_total_is_at_most_half_the_i32_range_either_way_119_1() {
    let g = game(json!({ "players": [{}, {}] }));
    let mut value: Value = serde_json::from_str(&g.to_json()).unwrap();
    let bound = i32::try_from(MAX_GAME_LIFE).unwrap();
    assert_eq!(bound, 1_073_741_823);
    for life in [1_000_000, -1_000_000, 1_000_001, bound, -bound] {
        value["players"][1]["life"] = json!(life);
        assert_eq!(Game::from_json(db(), &value.to_string()).unwrap().state().players[1].life, life);
    }
    for life in [bound + 1, -bound - 1, i32::MAX, i32::MIN] {
        value["players"][1]["life"] = json!(life);
        let error = Game::from_json(db(), &value.to_string()).unwrap_err();
        assert_eq!(error.problems.len(), 1, "{error}");
        assert_eq!(
            (error.problems[0].code, error.problems[0].field.as_str()),
            ("invalid_life", "players[1].life"),
            "{life}"
        );
    }
}

/// Found by the `oracle_template` fuzz target after 2,270,885 executions (its input in
/// `fuzz/corpus/oracle_template/crash-cf7c…`): a player at 1,000,020 life, gained in play, made a
/// game whose JSON was refused (`invalid_life`: a serialized game was held to a setup's million).
/// Lightning Helix from a million life: the game's JSON reads back.
#[test]
fn a_game_whose_life_passed_a_million_in_play_reads_back_from_its_json_119_3() {
    let mut g = game(json!({
        "players": [
            { "life": 1_000_000, "hand": ["Lightning Helix"], "battlefield": ["Mountain", "Plains"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let helix = in_hand(&g, 0, "Lightning Helix");
    g.apply(cast_at(0, helix, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (1_000_003, 17));
    let json = g.to_json();
    let back = Game::from_json(db(), &json).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.to_json(), json);
}

/// `advance` is atomic (732.1): when one of its passes fails — here the draw of turn 2 needs an object
/// id past the last one (400.7) — the game is left exactly as it was before the call, not merely before
/// the failed draw.
#[test]
fn an_advance_whose_draw_runs_out_of_object_ids_leaves_the_game_as_it_was_732_1() {
    use mtg_rules::game::{AutoPass, Step, Until};
    let to_turn_2_main = AutoPass::goldfish(Until::Step { step: Step::PrecombatMain });
    let g = game(json!({ "players": [{ "library": ["Forest"] }, { "library": ["Forest"] }] }));
    let mut value: Value = serde_json::from_str(&g.to_json()).unwrap();
    value["nextObjectId"] = json!(MAX_OBJECT_ID);
    let mut g = Game::from_json(db(), &value.to_string()).unwrap();
    let before = g.to_json();
    let error = g.advance(&to_turn_2_main).unwrap_err();
    assert_eq!(error.code(), "object_ids_exhausted", "{error}");
    assert_eq!(g.to_json(), before, "a failed advance changes nothing (732.1)");
    // One id more and the same advance reaches the next turn, through steps the failed one had passed.
    value["nextObjectId"] = json!(MAX_OBJECT_ID - 1);
    let mut g = Game::from_json(db(), &value.to_string()).unwrap();
    g.advance(&to_turn_2_main).unwrap();
    assert_eq!((g.state().turn, g.state().step), (2, Step::PrecombatMain));
}
