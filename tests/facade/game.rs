//! What a JavaScript caller of `Game` sees: setup, castOptions, legalActions,
//! apply with rollback, state, characteristics, serialization.

use super::cards::sample_db;
use super::{error_parts, get, number, string};
use js_sys::{Array, JSON};
use mtg_rules::wasm::JsGame;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn setup(json: &str) -> JsValue {
    JSON::parse(json).unwrap()
}

/// Blitz Automaton in hand with three Mountains, in the first main phase.
fn automaton_game() -> JsGame {
    let db = sample_db();
    JsGame::new(
        &db,
        setup(
            r#"{"players":[{"life":20,"hand":["Blitz Automaton"],"battlefield":["Mountain","Mountain","Mountain"]},{"life":20}],
                "activePlayer":0,"step":"precombatMain","seed":7}"#,
        ),
    )
    .unwrap()
}

/// The id of the first object of `card` in `zone`.
fn find(game: &JsGame, card: &str, zone: &str) -> JsValue {
    let objects = Array::from(&get(&game.state().unwrap(), "objects"));
    let object = objects
        .iter()
        .find(|o| string(o, "card") == card && string(o, "zone") == zone)
        .unwrap_or_else(|| panic!("{card} in {zone}"));
    get(&object, "id")
}

#[wasm_bindgen_test]
fn with_three_mountains_only_the_prototype_of_blitz_automaton_is_castable_718_3a() {
    let game = automaton_game();
    let id = find(&game, "Blitz Automaton", "hand");
    let options = Array::from(&game.cast_options(id.clone()).unwrap());
    let by_method = |m: &str| options.iter().find(|o| string(&get(o, "method"), "type") == m).unwrap();
    let normal = by_method("normal");
    assert_eq!(get(&normal, "castable"), JsValue::FALSE);
    let reasons = Array::from(&get(&normal, "reasons"));
    assert_eq!(string(&reasons.get(0), "code"), "cannot_pay");
    let prototype = by_method("prototype");
    assert_eq!(get(&prototype, "castable"), JsValue::TRUE);
    assert_eq!(string(&prototype, "manaCost"), "{2}{R}");
    let characteristics = get(&prototype, "characteristics");
    assert_eq!((number(&characteristics, "power"), number(&characteristics, "toughness")), (3.0, 2.0));
    // In hand it is always the colorless 6/4 (718.4).
    assert_eq!(number(&game.characteristics(id).unwrap(), "power"), 6.0);
}

#[wasm_bindgen_test]
fn a_prototyped_cast_resolves_to_a_red_three_two_with_mana_value_three_718_3b() {
    let mut game = automaton_game();
    let id = find(&game, "Blitz Automaton", "hand");
    let cast = JSON::parse(&format!(
        r#"{{"type":"castSpell","player":0,"object":{},"method":{{"type":"prototype"}}}}"#,
        id.as_f64().unwrap()
    ))
    .unwrap();
    assert!(game.is_legal(cast.clone()).unwrap());
    let events = Array::from(&game.apply(cast).unwrap());
    assert!(events.iter().any(|e| string(&e, "type") == "spellCast"));
    // Both players pass; the spell resolves.
    for _ in 0..4 {
        if Array::from(&get(&game.state().unwrap(), "stack")).length() == 0 {
            break;
        }
        let actions = Array::from(&game.legal_actions().unwrap());
        let pass = actions.iter().find(|a| string(a, "type") == "passPriority").expect("a pass");
        game.apply(pass).unwrap();
    }
    let permanent = find(&game, "Blitz Automaton", "battlefield");
    let c = game.characteristics(permanent).unwrap();
    assert_eq!(string(&c, "manaCost"), "{2}{R}");
    assert_eq!(number(&c, "manaValue"), 3.0);
    assert_eq!(Array::from(&get(&c, "colors")).get(0).as_string().unwrap(), "R");
    assert_eq!((number(&c, "power"), number(&c, "toughness")), (3.0, 2.0));
}

#[wasm_bindgen_test]
fn an_illegal_action_throws_a_rules_error_and_changes_nothing_732() {
    let mut game = automaton_game();
    let before = game.to_json();
    let id = find(&game, "Blitz Automaton", "hand").as_f64().unwrap();
    for action in [
        format!(r#"{{"type":"castSpell","player":0,"object":{id},"method":{{"type":"normal"}}}}"#),
        format!(r#"{{"type":"castSpell","player":1,"object":{id},"method":{{"type":"prototype"}}}}"#),
        r#"{"type":"castSpell","player":0,"object":999,"method":{"type":"normal"}}"#.to_string(),
        format!(r#"{{"type":"castSpell","player":0,"object":{id},"method":{{"type":"prototype"}},"x":-1}}"#),
        r#"{"type":"fly"}"#.to_string(),
    ] {
        let error = game.apply(JSON::parse(&action).unwrap()).unwrap_err();
        let (code, _, message) = error_parts(&error);
        assert!(!code.is_empty(), "{action}: {message}");
        assert_eq!(game.to_json(), before, "{action} changed the game");
    }
    for bad in [JsValue::UNDEFINED, JsValue::from_f64(2.0)] {
        assert_eq!(error_parts(&game.apply(bad).unwrap_err()).0, "invalid_argument");
    }
    assert_eq!(error_parts(&game.cast_options(JsValue::from_str("x")).unwrap_err()).0, "invalid_argument");
    assert_eq!(error_parts(&game.cast_options(JsValue::from_f64(12345.0)).unwrap_err()).0, "unknown_object");
    assert_eq!(game.to_json(), before);
}

#[wasm_bindgen_test]
fn a_bad_setup_throws_one_error_listing_every_problem() {
    let db = sample_db();
    let bad = setup(
        r#"{"players":[{"hand":["No Such Card"],"battlefield":["Lightning Bolt"]},{}],"activePlayer":0,"step":"nap","seed":1}"#,
    );
    let Err(error) = JsGame::new(&db, bad) else { panic!("should throw") };
    let (code, _, message) = error_parts(&error);
    assert_eq!(code, "invalid_setup", "{message}");
    assert!(Array::from(&get(&error, "problems")).length() >= 3, "{message}");
    assert_eq!(error_parts(&JsGame::new(&db, JsValue::UNDEFINED).err().unwrap()).0, "invalid_argument");
}

#[wasm_bindgen_test]
fn a_game_round_trips_through_json_and_clones_are_independent() {
    let db = sample_db();
    let game = automaton_game();
    let copy = JsGame::from_json(&db, game.to_json().into()).unwrap();
    assert_eq!(copy.to_json(), game.to_json());
    let mut clone = game.clone_game();
    let id = find(&clone, "Blitz Automaton", "hand").as_f64().unwrap();
    let cast = format!(r#"{{"type":"castSpell","player":0,"object":{id},"method":{{"type":"prototype"}}}}"#);
    clone.apply(JSON::parse(&cast).unwrap()).unwrap();
    assert_ne!(clone.to_json(), game.to_json());
    assert_eq!(error_parts(&JsGame::from_json(&db, "{".into()).err().unwrap()).0, "invalid_setup");
}

#[wasm_bindgen_test]
fn a_goldfish_attack_through_the_facade_costs_the_opponent_two_life_506_510() {
    let db = sample_db();
    let new_game = || {
        JsGame::new(
            &db,
            setup(
                r#"{"players":[{"life":20,"battlefield":[{"card":"Grizzly Bears","summoningSick":false}],"library":["Forest","Forest"]},
                               {"life":20,"library":["Forest","Forest"]}],
                    "activePlayer":0,"step":"precombatMain","seed":11}"#,
            ),
        )
        .unwrap()
    };
    let mut game = new_game();
    let to_attacks = JSON::parse(r#"{"until":{"type":"step","step":"declareAttackers"}}"#).unwrap();
    game.advance(to_attacks.clone()).unwrap();
    assert_eq!(get(&game.state().unwrap(), "step").as_string().unwrap(), "declareAttackers");
    let attack = Array::from(&game.legal_actions().unwrap())
        .iter()
        .find(|a| string(a, "type") == "declareAttackers" && Array::from(&get(a, "attackers")).length() == 1)
        .expect("an attack with the bears");
    game.apply(attack.clone()).unwrap();
    let rest = JSON::parse(r#"{"until":{"type":"nextTurn"},"noBlocks":true}"#).unwrap();
    game.advance(rest.clone()).unwrap();
    let players = Array::from(&get(&game.state().unwrap(), "players"));
    assert_eq!(number(&players.get(1), "life"), 18.0);
    assert_eq!(game.acting_player(), Some(1), "the opponent's turn");
    // Same seed and actions, same state hash (determinism).
    let mut again = new_game();
    again.advance(to_attacks).unwrap();
    again.apply(attack).unwrap();
    again.advance(rest).unwrap();
    assert_eq!(again.state_hash(), game.state_hash());
    // A bad policy is a typed error and changes nothing.
    let before = game.to_json();
    let bad = JSON::parse(r#"{"until":{"type":"forever"}}"#).unwrap();
    assert_eq!(error_parts(&game.advance(bad).unwrap_err()).0, "invalid_argument");
    assert_eq!(game.to_json(), before);
}

#[wasm_bindgen_test]
fn lightning_bolt_through_the_facade_lists_each_target_and_kills_a_prototyped_automaton_115_718_4() {
    let db = sample_db();
    let mut game = JsGame::new(
        &db,
        setup(
            r#"{"players":[{"life":20,"hand":["Lightning Bolt"],"battlefield":["Mountain"]},
                           {"life":20,"battlefield":[{"card":"Blitz Automaton","prototyped":true}]}],
                "activePlayer":0,"step":"precombatMain","seed":3}"#,
        ),
    )
    .unwrap();
    let automaton = find(&game, "Blitz Automaton", "battlefield").as_f64().unwrap();
    let casts: Vec<JsValue> =
        Array::from(&game.legal_actions().unwrap()).iter().filter(|a| string(a, "type") == "castSpell").collect();
    assert_eq!(casts.len(), 3, "two players and the automaton");
    let at_automaton = casts
        .into_iter()
        .find(|a| {
            let t = Array::from(&get(a, "targets")).get(0);
            string(&t, "type") == "object" && number(&t, "object") == automaton
        })
        .expect("a cast at the automaton");
    // Without targets, the cast is refused with the rule (601.2c).
    let bolt = number(&at_automaton, "object");
    let untargeted =
        JSON::parse(&format!(r#"{{"type":"castSpell","player":0,"object":{bolt},"method":{{"type":"normal"}}}}"#))
            .unwrap();
    let error = game.apply(untargeted).unwrap_err();
    assert_eq!(error_parts(&error).0, "wrong_number_of_targets");
    assert_eq!(string(&error, "rule"), "601.2c");
    game.apply(at_automaton).unwrap();
    let pass_all = JSON::parse(r#"{"until":{"type":"choice"},"stopOnStack":false,"maxActions":2}"#).unwrap();
    game.advance(pass_all).unwrap();
    let dead = find(&game, "Blitz Automaton", "graveyard");
    let c = game.characteristics(dead).unwrap();
    assert_eq!((number(&c, "power"), number(&c, "toughness")), (6.0, 4.0));
    assert_eq!(Array::from(&get(&c, "colors")).length(), 0, "colorless in the graveyard (718.4)");
}

/// The state hash `tests/game_random.rs` asserts natively for the same game.
const AGENT_HASH: &str = "91e19f980cb781ab";

#[wasm_bindgen_test]
fn a_seeded_random_game_in_wasm_ends_with_the_native_state_hash() {
    let duel = setup(include_str!("../../bench/setups/duel.json"));
    js_sys::Reflect::set(&duel, &JsValue::from_str("seed"), &JsValue::from_f64(42.0)).unwrap();
    let mut game = JsGame::new(&sample_db(), duel).unwrap();
    let played = game.play_random(JsValue::from_f64(42.0), JsValue::from_f64(5000.0)).unwrap();
    assert_eq!(get(&played, "over"), JsValue::TRUE);
    assert!(number(&played, "actions") > 100.0);
    assert_eq!(game.state_hash(), AGENT_HASH);
    // Arguments are checked; a bad one changes nothing.
    let before = game.to_json();
    let error = game.play_random(JsValue::from_f64(-1.0), JsValue::from_f64(10.0)).unwrap_err();
    assert_eq!(error_parts(&error).0, "invalid_argument");
    assert_eq!(game.to_json(), before);
}

#[wasm_bindgen_test]
fn characteristics_through_the_facade_are_what_the_rules_say_now_counters_and_granted_keywords_613() {
    let db = sample_db();
    let game = JsGame::new(
        &db,
        setup(
            r#"{"players":[{"battlefield":["Goblin Warchief",{"card":"Grizzly Bears","counters":{"+1/+1":2}}]},{}],
                "activePlayer":0,"step":"precombatMain"}"#,
        ),
    )
    .unwrap();
    let bears = game.characteristics(find(&game, "Grizzly Bears", "battlefield")).unwrap();
    assert_eq!((number(&bears, "power"), number(&bears, "toughness")), (4.0, 4.0), "613.4c: with its counters");
    let warchief = game.characteristics(find(&game, "Goblin Warchief", "battlefield")).unwrap();
    let keywords: Vec<String> = Array::from(&get(&warchief, "keywords")).iter().filter_map(|k| k.as_string()).collect();
    assert!(keywords.iter().any(|k| k == "Haste"), "613.1f: Goblins you control have haste: {keywords:?}");
}

#[wasm_bindgen_test]
fn explain_characteristics_names_each_change_with_its_layer_rule_and_source_613() {
    let db = sample_db();
    let game = JsGame::new(
        &db,
        setup(
            r#"{"players":[{"battlefield":["Goblin Warchief",{"card":"Grizzly Bears","counters":{"+1/+1":2}}],"hand":["Grizzly Bears"]},{}],
                "activePlayer":0,"step":"precombatMain"}"#,
        ),
    )
    .unwrap();
    let bears = find(&game, "Grizzly Bears", "battlefield");
    let e = game.explain_characteristics(bears.clone()).unwrap();
    assert!(!wasm_bindgen::JsCast::is_instance_of::<js_sys::Map>(&e));
    assert_eq!(get(&e, "object"), bears);
    assert_eq!(number(&get(&e, "printed"), "power"), 2.0);
    let now = get(&e, "characteristics");
    assert_eq!((number(&now, "power"), number(&now, "toughness")), (4.0, 4.0));
    assert_eq!(JSON::stringify(&now).unwrap(), JSON::stringify(&game.characteristics(bears).unwrap()).unwrap());
    let changes = Array::from(&get(&e, "changes"));
    assert_eq!(changes.length(), 1);
    let counters = changes.get(0);
    assert_eq!(
        (string(&counters, "layer"), string(&counters, "rule"), string(&counters, "type"), string(&counters, "cause")),
        ("7c".into(), "613.4c".into(), "powerToughnessChanged".into(), "counters".into())
    );
    assert_eq!((number(&counters, "power"), get(&counters, "source")), (2.0, JsValue::NULL));
    let warchief = find(&game, "Goblin Warchief", "battlefield");
    let haste = Array::from(&get(&game.explain_characteristics(warchief.clone()).unwrap(), "changes")).get(0);
    assert_eq!((string(&haste, "layer"), string(&haste, "keyword")), ("6".into(), "Haste".into()));
    assert_eq!((get(&haste, "source"), string(&haste, "sourceName")), (warchief, "Goblin Warchief".into()));
    // Bad input: a typed error.
    let in_hand = find(&game, "Grizzly Bears", "hand");
    assert_eq!(error_parts(&game.explain_characteristics(in_hand).unwrap_err()).0, "not_a_permanent");
    assert_eq!(error_parts(&game.explain_characteristics(JsValue::from_f64(9999.0)).unwrap_err()).0, "unknown_object");
    assert_eq!(error_parts(&game.explain_characteristics(JsValue::from_str("1")).unwrap_err()).0, "invalid_argument");
}

/// `advance` is atomic through the façade too (732.1): when the draw of turn 2 needs an object id
/// past the last one (400.7), the error leaves the game exactly as it was before the call.
#[wasm_bindgen_test]
fn an_advance_that_fails_part_way_leaves_the_game_as_it_was_732_1() {
    let db = sample_db();
    let game = JsGame::new(
        &db,
        setup(r#"{"players":[{"library":["Forest"]},{"library":["Forest"]}],"step":"precombatMain"}"#),
    )
    .unwrap();
    let mut state = JSON::parse(&game.to_json()).unwrap();
    js_sys::Reflect::set(&state, &"nextObjectId".into(), &JsValue::from_f64(2_147_483_647.0)).unwrap();
    state = JSON::stringify(&state).unwrap().into();
    let mut game = JsGame::from_json(&db, state).unwrap();
    let before = game.to_json();
    let to_main = JSON::parse(r#"{"until":{"type":"step","step":"precombatMain"}}"#).unwrap();
    assert_eq!(error_parts(&game.advance(to_main).unwrap_err()).0, "object_ids_exhausted");
    assert_eq!(game.to_json(), before, "nothing changed (732.1)");
}

/// Live bytes and allocations of the wasm heap (`heapStats()`).
fn heap() -> (f64, f64) {
    let stats = mtg_rules::wasm::heap_stats().unwrap();
    (number(&stats, "allocatedBytes"), number(&stats, "allocations"))
}

#[wasm_bindgen_test]
fn a_freed_game_gives_back_every_byte_it_took_so_the_heap_is_as_before() {
    let db = sample_db();
    // A seeded random game to its end, copied through JSON and clone, then everything freed.
    let play = |seed: f64| {
        let duel = setup(include_str!("../../bench/setups/duel.json"));
        js_sys::Reflect::set(&duel, &JsValue::from_str("seed"), &JsValue::from_f64(seed)).unwrap();
        let mut game = JsGame::new(&db, duel).unwrap();
        let played = game.play_random(JsValue::from_f64(seed), JsValue::from_f64(5000.0)).unwrap();
        assert!(number(&played, "actions") > 100.0);
        let back = JsGame::from_json(&db, JsValue::from_str(&game.to_json())).unwrap();
        assert_eq!(back.clone_game().state_hash(), game.state_hash());
    };
    // The first games read the cards' oracle text into the database (kept for later games).
    play(42.0);
    play(7.0);
    let before = heap();
    assert!(before.0 > 0.0 && before.1 > 0.0, "the counters count: {before:?}");
    play(42.0);
    play(7.0);
    play(42.0);
    assert_eq!(heap(), before, "(live bytes, allocations) after three more games, each freed");
}
