//! Inputs the fuzz targets (`fuzz/`, `bash scripts/fuzz.sh`) found to fail, given through the
//! JavaScript API: each now gets its typed error or its right answer, and never a panic.

use super::{error_of, string};
use mtg_rules::wasm::parse_mana_cost;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

/// `mana_cost`: 300 shorthand symbols fit the 1024-byte bound but their canonical text did
/// not, so `cost.text` did not read back (107.4). A cost has at most 100 symbols.
#[wasm_bindgen_test]
fn a_cost_of_more_than_100_symbols_throws_and_the_text_of_every_accepted_cost_reads_back() {
    let (code, offset, _) = error_of(JsValue::from_str(&"W".repeat(300)));
    assert_eq!((code.as_str(), offset), ("too_many_symbols", Some(100.0)));
    let cost = parse_mana_cost(JsValue::from_str(&"W".repeat(100))).unwrap();
    let text = string(&cost, "text");
    assert_eq!(text, "{W}".repeat(100));
    assert_eq!(string(&parse_mana_cost(JsValue::from_str(&text)).unwrap(), "text"), text);
}

/// `game_setup`: a player set up at 2,147,483,647 life gained 1 and stayed there, so life no
/// longer matched the events (119.3). Life in a setup is at most 1,000,000 either way.
#[wasm_bindgen_test]
fn a_setup_life_total_past_a_million_throws_invalid_setup() {
    let db = super::cards::sample_db();
    let setup = js_sys::JSON::parse(r#"{"players":[{"life":2147483647},{}]}"#).unwrap();
    let error = mtg_rules::wasm::JsGame::new(&db, setup).err().expect("should throw");
    let (code, _, message) = super::error_parts(&error);
    assert_eq!(code, "invalid_setup");
    assert!(message.contains("invalid_life") || message.contains("life"), "{message}");
    let ok = js_sys::JSON::parse(r#"{"players":[{"life":1000000},{}]}"#).unwrap();
    assert!(mtg_rules::wasm::JsGame::new(&db, ok).is_ok());
}

/// `scryfall_card`: an adventurer whose creature face has delve was listed as castable as its
/// Adventure, paid by delve, which casting refused ("listed but not legal"): cast as the
/// Adventure the spell has only that face's abilities (715.3). Constructed cards (no printed
/// adventurer has delve), as the fuzzer built them.
#[wasm_bindgen_test]
fn an_adventure_is_not_listed_as_paid_by_its_creature_faces_delve_715_3() {
    use js_sys::{Array, JSON};
    let cards = JSON::parse(
        r#"[{"name":"Test Reaper // Test Harvest","layout":"adventure","card_faces":[
              {"name":"Test Reaper","mana_cost":"{5}{B}","type_line":"Creature — Zombie","power":"4","toughness":"4",
               "oracle_text":"Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)"},
              {"name":"Test Harvest","mana_cost":"{2}{B}","type_line":"Sorcery — Adventure","oracle_text":"Draw a card."}]},
            {"name":"Swamp","type_line":"Basic Land — Swamp","oracle_text":"({T}: Add {B}.)","mana_cost":""}]"#,
    )
    .unwrap();
    let db = mtg_rules::wasm::JsCardDb::from_scryfall(cards).unwrap();
    let setup = JSON::parse(
        r#"{"players":[{"hand":["Test Reaper // Test Harvest"],"graveyard":["Swamp","Swamp","Swamp"],"battlefield":["Swamp"],
             "library":["Swamp"]},{"library":["Swamp"]}],"step":"precombatMain"}"#,
    )
    .unwrap();
    let game = mtg_rules::wasm::JsGame::new(&db, setup).unwrap();
    let hand = Array::from(&super::get(&Array::from(&super::get(&game.state().unwrap(), "players")).get(0), "hand"));
    let options = Array::from(&game.cast_options(hand.get(0)).unwrap());
    let adventure = options.iter().find(|o| string(&super::get(o, "method"), "type") == "adventure").unwrap();
    assert_eq!(super::get(&adventure, "castable"), JsValue::FALSE, "{{2}}{{B}} from one Swamp, no delve");
    let listed = Array::from(&game.legal_actions().unwrap());
    assert!(listed.iter().all(|a| string(&a, "type") != "castSpell"), "no cast listed");
    assert!(listed.iter().all(|a| game.is_legal(a).unwrap()), "every listed action is legal");
}

/// `oracle_template`: an ability with two instances of "target" may choose the same creature for
/// both (115.3); the first instruction exiled it and the second named an object that no longer
/// exists (400.7), so resolving failed: passing priority was listed and `apply` refused it, and the
/// game could not go on. The second instruction now does nothing. The fuzzer's composed card.
#[wasm_bindgen_test]
fn a_creature_chosen_for_two_targets_and_exiled_by_the_first_instruction_lets_the_game_go_on_400_7() {
    use js_sys::{Array, JSON};
    let cards = JSON::parse(
        r#"[{"name":"Twin Seeker","mana_cost":"{3}{U}{U}","type_line":"Creature — Goblin Rogue","power":"1","toughness":"1",
             "oracle_text":"{4}: Exile target creature. Return target nonland permanent you don't control to its owner's hand."},
            {"name":"Grizzly Bears","mana_cost":"{1}{G}","type_line":"Creature — Bear","power":"2","toughness":"2","oracle_text":""},
            {"name":"Mountain","type_line":"Basic Land — Mountain","oracle_text":"({T}: Add {R}.)","mana_cost":""}]"#,
    )
    .unwrap();
    let db = mtg_rules::wasm::JsCardDb::from_scryfall(cards).unwrap();
    let setup = JSON::parse(
        r#"{"players":[{"battlefield":["Grizzly Bears"]},{"battlefield":["Mountain","Mountain","Mountain","Mountain","Twin Seeker"]}],
            "step":"precombatMain","activePlayer":1}"#,
    )
    .unwrap();
    let mut game = mtg_rules::wasm::JsGame::new(&db, setup).unwrap();
    let id = |game: &mtg_rules::wasm::JsGame, card: &str| {
        let objects = Array::from(&super::get(&game.state().unwrap(), "objects"));
        let found = objects.iter().find(|o| string(o, "card") == card).unwrap_or_else(|| panic!("{card}"));
        super::get(&found, "id").as_f64().unwrap()
    };
    let (bears, seeker) = (id(&game, "Grizzly Bears"), id(&game, "Twin Seeker"));
    let activation = JSON::parse(&format!(
        r#"{{"type":"activateAbility","player":1,"object":{seeker},"ability":0,"choice":0,
            "targets":[{{"type":"object","object":{bears}}},{{"type":"object","object":{bears}}}]}}"#
    ))
    .unwrap();
    game.apply(activation).unwrap();
    for _ in 0..2 {
        let listed = Array::from(&game.legal_actions().unwrap());
        let pass = listed.iter().find(|a| string(a, "type") == "passPriority").expect("passing is listed");
        assert!(game.is_legal(pass.clone()).unwrap(), "listed and legal");
        game.apply(pass).unwrap();
    }
    let objects = Array::from(&super::get(&game.state().unwrap(), "objects"));
    let bears = objects.iter().find(|o| string(o, "card") == "Grizzly Bears").unwrap();
    assert_eq!(string(&bears, "zone"), "exile");
    assert_eq!(Array::from(&super::get(&game.state().unwrap(), "stack")).length(), 0);
}

/// `oracle_template`: a game whose life passed a million in play did not read back from its JSON
/// (`Game.fromJson` held it to a setup's bound). A serialized game's life may be up to 1,073,741,823
/// either way (119.3: life gain has no maximum); past that it throws `invalid_setup`.
#[wasm_bindgen_test]
fn a_game_past_a_million_life_reads_back_through_from_json_119_3() {
    let db = super::cards::sample_db();
    let game = mtg_rules::wasm::JsGame::new(&db, js_sys::JSON::parse(r#"{"players":[{},{}]}"#).unwrap()).unwrap();
    let json = game.to_json();
    let life = |n: i64| json.replacen("\"life\":20", &format!("\"life\":{n}"), 1);
    assert_ne!(life(1_000_003), json, "the JSON has a life total to change");
    let back = mtg_rules::wasm::JsGame::from_json(&db, life(1_000_003).into()).unwrap();
    assert_eq!(back.to_json(), life(1_000_003));
    let error = mtg_rules::wasm::JsGame::from_json(&db, life(1_073_741_824).into()).err().expect("should throw");
    assert_eq!(super::error_parts(&error).0, "invalid_setup");
}
