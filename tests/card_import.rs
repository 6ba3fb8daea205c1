//! Scryfall import: every card of the sample file imports, its printed facts
//! come out right (CR 105.2, 202, 204, 205, 208, 702.76, 702.160), and bad
//! input gets typed problems with codes and locations, all at once, never a
//! panic.

use mtg_rules::card::{CardDb, CardType, Layout, Stat, Supertype, View, Zone};
use mtg_rules::error::Coded;
use mtg_rules::{CardImportError, ProblemReport};
use serde_json::{Value, json};
use std::sync::OnceLock;

const SAMPLE: &str = include_str!("data/scryfall-cards.json");

fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| CardDb::from_scryfall_json(SAMPLE).unwrap_or_else(|e| panic!("the sample imports: {e}")))
}

fn sample() -> Vec<Value> {
    serde_json::from_str(SAMPLE).unwrap()
}

fn letters(value: &Value) -> String {
    value.as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default()
}

fn import_error(json: &str) -> CardImportError {
    CardDb::from_scryfall_json(json).expect_err("should not import")
}

fn codes(error: &CardImportError) -> Vec<&'static str> {
    error.problems.iter().map(|p| p.code).collect()
}

fn problem<'a>(error: &'a CardImportError, code: &str) -> &'a ProblemReport {
    error.problems.iter().find(|p| p.code == code).unwrap_or_else(|| panic!("no {code} in {:#?}", error.problems))
}

// --- The sample file -------------------------------------------------------------------

#[test]
fn every_card_in_the_sample_file_imports_with_no_error() {
    let db = db();
    // 148 objects; Forest and Wastes each appear twice (two printings).
    assert_eq!(db.len(), 146);
    let duplicates: Vec<_> = db.warnings().iter().map(|w| w.code).collect();
    assert_eq!(duplicates, ["duplicate_card", "duplicate_card"]);
    // The fuller printing is kept: Wastes with its mana ability.
    assert_eq!(db.card("Wastes").unwrap().faces[0].oracle_text, "{T}: Add {C}.");
}

#[test]
fn colors_agree_with_scryfall_for_every_card_and_face_105_2_202_2_204() {
    let mut fallbacks = Vec::new();
    for object in sample() {
        let name = object["name"].as_str().unwrap();
        let card = db().card(name).unwrap();
        if let Some(faces) = object["card_faces"].as_array() {
            for (i, face) in faces.iter().enumerate() {
                let c = db().characteristics(name, &View::normal().with_face(i)).unwrap();
                assert_eq!(c.colors.to_string(), letters(&face["colors"]), "{name} face {i}");
            }
        } else {
            let c = db().characteristics(name, &View::normal()).unwrap();
            assert_eq!(c.colors.to_string(), letters(&object["colors"]), "{name}");
        }
        fallbacks.extend(
            card.warnings
                .iter()
                .filter(|w| w.code == "colors_from_scryfall")
                .map(|w| (card.name.clone(), w.field.clone())),
        );
    }
    // Only Awaken the Maelstrom needs Scryfall's colors: its "is all colors"
    // line is abridged out of the sample's oracle text.
    assert_eq!(
        fallbacks,
        [("Invasion of Alara // Awaken the Maelstrom".to_string(), "card_faces[1].colors".to_string())]
    );
}

#[test]
fn mana_value_agrees_with_scryfall_cmc_for_every_card_and_every_face_202_3() {
    for object in sample() {
        let name = object["name"].as_str().unwrap();
        let cmc = object["cmc"].as_f64().unwrap();
        let card = db().card(name).unwrap();
        assert!(card.warnings.iter().all(|w| w.code != "mana_value_differs"), "{name}");
        for i in 0..card.faces.len() {
            let c = db().characteristics(name, &View::normal().with_face(i).in_zone(Zone::Battlefield)).unwrap();
            // 202.3b: a transforming card's back face has the front face's mana value.
            assert_eq!(c.mana_value.as_f64(), cmc, "{name} face {i}");
        }
    }
}

#[test]
fn type_lines_power_toughness_loyalty_and_defense_are_the_printed_ones_205_208() {
    for object in sample() {
        let name = object["name"].as_str().unwrap();
        let card = db().card(name).unwrap();
        let faces: Vec<Value> = match object["card_faces"].as_array() {
            Some(faces) => faces.clone(),
            None => vec![object.clone()],
        };
        for (face, printed) in card.faces.iter().zip(&faces) {
            assert_eq!(face.type_line.to_string(), printed["type_line"].as_str().unwrap(), "{name}");
            for (ours, key) in [
                (&face.power, "power"),
                (&face.toughness, "toughness"),
                (&face.loyalty, "loyalty"),
                (&face.defense, "defense"),
            ] {
                assert_eq!(ours.as_ref().map(Stat::to_string).as_deref(), printed[key].as_str(), "{name} {key}");
            }
        }
    }
}

#[test]
fn every_prowl_cost_is_read_from_its_keyword_line_702_76a() {
    let expected = [
        ("Auntie's Snitch", "{1}{B}"),
        ("Earwig Squad", "{2}{B}"),
        ("Enigma Thief", "{3}{U}"),
        ("Knowledge Exploitation", "{3}{U}"),
        ("Latchkey Faerie", "{2}{U}"),
        ("Morsel Theft", "{1}{B}"),
        ("Noggin Whack", "{1}{B}"),
        ("Notorious Throng", "{5}{U}"),
        ("Stinkdrinker Bandit", "{1}{B}"),
        ("Thieves' Fortune", "{U}"),
    ];
    for (name, cost) in expected {
        let card = db().card(name).unwrap();
        assert_eq!(card.prowl().unwrap().cost.to_string(), cost, "{name}");
        assert!(card.keywords.iter().any(|k| k == "Prowl"));
        assert_eq!(card.unsupported_text().count(), 0, "{name}: reminder text is ignored");
    }
    let with_prowl = db().cards().iter().filter(|c| c.prowl().is_some()).count();
    assert_eq!(with_prowl, expected.len());
}

#[test]
fn hunting_velociraptor_grants_prowl_but_has_none_and_its_grant_is_a_static_ability_702_76() {
    let card = db().card("Hunting Velociraptor").unwrap();
    assert!(card.prowl().is_none());
    assert_eq!(card.unsupported_text().count(), 0);
    assert!(card.faces[0].abilities.iter().any(|a| matches!(
        a,
        mtg_rules::text::Ability::Static { ability: mtg_rules::text::StaticAbility::GrantProwl { .. } }
    )));
    assert_eq!(card.faces[0].keywords, ["First strike"]);
}

#[test]
fn every_prototype_line_is_read_into_typed_data_702_160a() {
    let mut count = 0;
    for card in db().cards().iter().filter(|c| c.layout == Layout::Prototype) {
        let prototype = card.prototype().unwrap_or_else(|| panic!("{}", card.name));
        assert!(!prototype.mana_cost.is_none());
        assert!(matches!(prototype.power, Stat::Number { .. }));
        count += 1;
    }
    assert_eq!(count, 19);
    let proxy = db().card("Arcane Proxy").unwrap().prototype().unwrap();
    assert_eq!(proxy.mana_cost.to_string(), "{1}{U}{U}");
    assert_eq!((proxy.power.value(), proxy.toughness.value()), (Some(2), Some(1)));
    assert_eq!(proxy.colors().to_string(), "U");
}

#[test]
fn kindred_spells_carry_creature_types_205_3m_and_308() {
    for name in ["Knowledge Exploitation", "Noggin Whack", "Thieves' Fortune", "Bitterblossom"] {
        let card = db().card(name).unwrap();
        let line = &card.faces[0].type_line;
        assert!(line.is(CardType::Kindred), "{name}");
        assert!(card.warnings.is_empty(), "{name}: {:?}", card.warnings);
        assert_eq!(line.creature_types().count(), 1);
    }
    let bitterblossom = db().characteristics("Bitterblossom", &View::normal()).unwrap();
    assert_eq!(bitterblossom.type_line, "Kindred Enchantment — Faerie");
    assert_eq!(bitterblossom.subtypes, ["Faerie"]);
}

#[test]
fn legendary_and_snow_are_supertypes_205_4() {
    let isamaru = db().characteristics("Isamaru, Hound of Konda", &View::normal()).unwrap();
    assert!(isamaru.supertypes.contains(Supertype::Legendary));
    let frostfang = db().characteristics("Ohran Frostfang", &View::normal()).unwrap();
    assert!(frostfang.supertypes.contains(Supertype::Snow));
    let astrolabe = db().characteristics("Arcum's Astrolabe", &View::normal()).unwrap();
    assert!(astrolabe.supertypes.contains(Supertype::Snow));
    assert_eq!(astrolabe.mana_cost.unwrap().to_string(), "{S}");
    assert_eq!(astrolabe.mana_value.whole(), 1, "107.4h");
    assert!(astrolabe.colors.is_empty());
}

#[test]
fn changelings_are_every_creature_type_702_73a() {
    for name in ["Changeling Outcast", "Mirror Entity", "Universal Automaton", "Taurean Mauler"] {
        let c = db().characteristics(name, &View::normal()).unwrap();
        assert!(c.every_creature_type, "{name}");
        assert_eq!(c.subtypes, ["Shapeshifter"]);
    }
    assert!(!db().characteristics("Grizzly Bears", &View::normal()).unwrap().every_creature_type);
}

#[test]
fn devoid_cards_are_colorless_despite_colored_mana_costs_702_114a() {
    for (name, cost) in [("Kozilek's Return", "{2}{R}"), ("Ruination Guide", "{2}{U}")] {
        let c = db().characteristics(name, &View::normal()).unwrap();
        assert_eq!(c.mana_cost.unwrap().to_string(), cost);
        assert!(c.colors.is_empty(), "{name}");
        assert_eq!(c.mana_value.whole(), 3);
    }
}

#[test]
fn color_indicators_give_color_to_cards_without_mana_costs_204() {
    let vision = db().characteristics("Ancestral Vision", &View::normal()).unwrap();
    assert_eq!(vision.mana_cost, None);
    assert_eq!(vision.mana_value.whole(), 0);
    assert_eq!(vision.colors.to_string(), "U");
    let arbor = db().characteristics("Dryad Arbor", &View::normal()).unwrap();
    assert_eq!(arbor.colors.to_string(), "G");
    assert_eq!(arbor.type_line, "Land Creature — Forest Dryad");
    assert_eq!((arbor.power, arbor.toughness), (Some(1), Some(1)));
}

#[test]
fn hybrid_and_phyrexian_costs_give_every_color_and_their_mana_value_202_2d_202_3f_202_3g() {
    for (name, cost, mv, colors) in [
        ("Boros Reckoner", "{R/W}{R/W}{R/W}", 3, "WR"),
        ("Kitchen Finks", "{1}{G/W}{G/W}", 3, "WG"),
        ("Spectral Procession", "{2/W}{2/W}{2/W}", 6, "W"),
        ("Dismember", "{1}{B/P}{B/P}", 3, "B"),
        ("Ajani, Sleeper Agent", "{1}{G}{G/W/P}{W}", 4, "WG"),
        ("Thought-Knot Seer", "{3}{C}", 4, ""),
        ("Fireball", "{X}{R}", 1, "R"),
        ("Stonecoil Serpent", "{X}", 0, ""),
    ] {
        let c = db().characteristics(name, &View::normal()).unwrap();
        assert_eq!(c.mana_cost.unwrap().to_string(), cost, "{name}");
        assert_eq!(c.mana_value.whole(), mv, "{name}");
        assert_eq!(c.colors.to_string(), colors, "{name}");
    }
}

#[test]
fn lands_have_no_mana_cost_and_their_basic_land_types_202_1b_205_3i() {
    for name in ["Forest", "Plains", "Island", "Swamp", "Mountain", "Tundra", "Bayou"] {
        let c = db().characteristics(name, &View::normal()).unwrap();
        assert_eq!(c.mana_cost, None, "{name}");
        assert!(c.types.contains(CardType::Land));
    }
    let tundra = db().characteristics("Tundra", &View::normal()).unwrap();
    assert_eq!(tundra.subtypes, ["Plains", "Island"]);
    assert!(tundra.supertypes.is_empty(), "205.4c: nonbasic");
    let wastes = db().characteristics("Wastes", &View::normal()).unwrap();
    assert!(wastes.supertypes.contains(Supertype::Basic));
    assert!(wastes.subtypes.is_empty());
    let plains = db().card("Plains").unwrap();
    assert!(plains.produced_mana.unwrap().colors.contains(mtg_rules::Color::W));
}

#[test]
fn names_are_found_exactly_then_ignoring_case() {
    assert_eq!(db().card("LIGHTNING BOLT").unwrap().name, "Lightning Bolt");
    assert_eq!(db().card("thieves' fortune").unwrap().name, "Thieves' Fortune");
    assert_eq!(db().card("Nope").unwrap_err().code(), "unknown_card");
    assert!(db().get("").is_none());
}

#[test]
fn keywords_come_from_keyword_lines_and_scryfall_without_repeats_702() {
    let nighthawk = db().card("Vampire Nighthawk").unwrap();
    assert_eq!(nighthawk.faces[0].keywords, ["Flying", "Deathtouch", "Lifelink"]);
    // Invasion of Innistrad's front face has flash; its back face does not.
    let innistrad = db().card("Invasion of Innistrad").unwrap();
    assert_eq!(innistrad.faces[0].keywords, ["Flash"]);
    assert!(innistrad.faces[1].keywords.is_empty());
    // Scryfall's keywords of a double-faced card are credited by text.
    let slabhorn = db().card("Gargantuan Slabhorn").unwrap();
    assert_eq!(slabhorn.faces[1].keywords, ["Trample", "Ward"]);
    assert!(slabhorn.faces[1].unsupported_text.is_empty(), "Ward {{2}} is understood (702.21a)");
}

#[test]
fn the_database_serializes_its_cards_as_plain_json() {
    let value = serde_json::to_value(db()).unwrap();
    let cards = value["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 146);
    let seraph = cards.iter().find(|c| c["name"] == "Steel Seraph").unwrap();
    assert_eq!(seraph["layout"], "prototype");
    let face = &seraph["faces"][0];
    assert_eq!(face["manaCost"], "{6}");
    assert_eq!(face["prototype"]["manaCost"], "{1}{W}{W}");
    assert_eq!(face["prototype"]["power"], json!({"type": "number", "value": 3}));
    assert_eq!(face["typeLine"]["types"], json!(["Artifact", "Creature"]));
    let forest = cards.iter().find(|c| c["name"] == "Forest").unwrap();
    assert_eq!(forest["faces"][0]["manaCost"], Value::Null);
}

// --- Input shapes --------------------------------------------------------------------------

fn bolt() -> Value {
    json!({
        "object": "card", "name": "Lightning Bolt", "layout": "normal",
        "mana_cost": "{R}", "cmc": 1.0, "type_line": "Instant",
        "oracle_text": "Lightning Bolt deals 3 damage to any target.",
        "colors": ["R"], "keywords": [], "prices": {"usd": "1.00"},
        "image_uris": {"small": "https://example.test/bolt.jpg"}
    })
}

#[test]
fn one_card_an_array_and_a_bulk_list_object_all_import() {
    let one = CardDb::from_scryfall_json(&bolt().to_string()).unwrap();
    assert_eq!(one.len(), 1);
    let array = CardDb::from_scryfall_json(&json!([bolt()]).to_string()).unwrap();
    assert_eq!(array.len(), 1);
    let list = json!({"object": "list", "has_more": false, "data": [bolt()], "total_cards": 1});
    let from_list = CardDb::from_scryfall_json(&list.to_string()).unwrap();
    assert_eq!(from_list.cards()[0].name, "Lightning Bolt");
    // `data` before `object` works too, and a parsed value imports the same way.
    let reordered = r#"{"data": [{"name": "Shock", "type_line": "Instant", "mana_cost": "{R}"}], "object": "list"}"#;
    assert_eq!(CardDb::from_scryfall_json(reordered).unwrap().len(), 1);
    assert_eq!(CardDb::from_scryfall_value(&list).unwrap().len(), 1);
    let empty = CardDb::from_scryfall_json("[]").unwrap();
    assert!(empty.is_empty());
}

#[test]
fn unknown_fields_are_ignored_and_missing_optional_fields_tolerated() {
    let db = CardDb::from_scryfall_json(
        r#"{"name": "Mystery Wall", "type_line": "Creature — Wall", "power": "0", "toughness": "5",
            "frame_effects": ["legendary"], "games": ["paper"], "nested": {"deep": [[[1]]]}}"#,
    )
    .unwrap();
    let c = db.characteristics("Mystery Wall", &View::normal()).unwrap();
    assert_eq!(c.mana_cost, None, "an absent mana_cost is no mana cost (202.1b)");
    assert_eq!((c.power, c.toughness), (Some(0), Some(5)));
}

#[test]
fn an_unknown_layout_is_kept_as_data_and_serialized_back_as_its_string() {
    let mut card = bolt();
    card["layout"] = json!("hologram");
    let db = CardDb::from_scryfall_json(&card.to_string()).unwrap();
    let bolt = db.card("Lightning Bolt").unwrap();
    assert_eq!(bolt.layout, Layout::Other("hologram".into()));
    assert_eq!(bolt.warnings[0].code, "unknown_layout");
    assert_eq!(serde_json::to_value(bolt).unwrap()["layout"], "hologram");
}

#[test]
fn a_split_card_has_its_halves_combined_except_the_half_cast_on_the_stack_709_3_709_4() {
    let fire_ice = json!({
        "name": "Fire // Ice", "layout": "split", "mana_cost": "{1}{R} // {1}{U}", "cmc": 4.0,
        "type_line": "Instant // Instant", "colors": ["U", "R"],
        "card_faces": [
            {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
             "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
            {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
             "oracle_text": "Tap target permanent.\nDraw a card."}
        ]
    });
    let db = CardDb::from_scryfall_json(&fire_ice.to_string()).unwrap();
    let combined = db.characteristics("Fire // Ice", &View::normal()).unwrap();
    assert_eq!(combined.name, "Fire // Ice");
    assert_eq!(combined.mana_value.whole(), 4, "202.3d");
    assert_eq!(combined.colors.to_string(), "UR", "709.4b");
    assert_eq!(combined.face, None);
    let ice = db.characteristics("Ice", &View::normal().in_zone(Zone::Stack)).unwrap();
    assert_eq!((ice.name.as_str(), ice.mana_value.whole()), ("Ice", 2));
    assert_eq!(ice.colors.to_string(), "U");
    let in_hand = db.characteristics("Ice", &View::normal().in_zone(Zone::Hand)).unwrap();
    assert_eq!(in_hand.name, "Fire // Ice", "709.4");
}

#[test]
fn a_split_cards_combined_top_level_cost_without_faces_is_a_located_problem_709() {
    let error = import_error(
        r#"{"name": "Dusk // Dawn", "layout": "normal", "mana_cost": "{2}{W}{W} // {3}{W}{W}", "type_line": "Sorcery"}"#,
    );
    let p = problem(&error, "split_cost");
    // "{2}{W}{W} " is 10 units: the problem starts at the "//".
    assert_eq!((p.field.as_str(), p.offset), ("mana_cost", Some(10)));
}

#[test]
fn an_adventurer_card_is_its_adventure_only_on_the_stack_715_3b_715_4() {
    let giant = json!({
        "name": "Bonecrusher Giant // Stomp", "layout": "adventure", "cmc": 3.0,
        "mana_cost": "{2}{R} // {1}{R}", "type_line": "Creature — Giant // Instant — Adventure",
        "colors": ["R"], "power": "4", "toughness": "3",
        "card_faces": [
            {"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "type_line": "Creature — Giant",
             "oracle_text": "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.",
             "power": "4", "toughness": "3"},
            {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure",
             "oracle_text": "Damage can't be prevented this turn. Stomp deals 2 damage to any target."}
        ]
    });
    let db = CardDb::from_scryfall_json(&giant.to_string()).unwrap();
    let stomp = db.characteristics("Stomp", &View::normal().in_zone(Zone::Stack)).unwrap();
    assert_eq!((stomp.name.as_str(), stomp.mana_value.whole()), ("Stomp", 2));
    assert_eq!(stomp.subtypes, ["Adventure"]);
    let in_hand = db.characteristics("Stomp", &View::normal().in_zone(Zone::Hand)).unwrap();
    assert_eq!(in_hand.name, "Bonecrusher Giant");
    assert_eq!(in_hand.power, Some(4));
}

// --- Bad input -------------------------------------------------------------------------------

#[test]
fn malformed_json_is_one_invalid_json_problem_with_its_offset() {
    let error = import_error("[{\"name\": \"Bolt\",, }]");
    assert_eq!(error.code(), "invalid_cards");
    assert_eq!(codes(&error), ["invalid_json"]);
    assert_eq!(error.offset(), Some(17));
    let error = import_error("");
    assert_eq!(codes(&error), ["invalid_json"]);
    let error = import_error("[] trailing");
    assert_eq!(codes(&error), ["invalid_json"]);
}

#[test]
fn a_number_where_a_string_belongs_is_a_wrong_type_problem_at_its_field() {
    let mut card = bolt();
    card["power"] = json!(3);
    let error = import_error(&card.to_string());
    let p = problem(&error, "wrong_type");
    assert_eq!(p.index, Some(0));
    assert_eq!(p.name.as_deref(), Some("Lightning Bolt"));
    assert_eq!(p.field, "power");
    assert!(p.message.contains("found a number"), "{}", p.message);
}

#[test]
fn a_string_where_a_list_belongs_is_a_wrong_type_problem_at_its_field() {
    let mut card = bolt();
    card["colors"] = json!("R");
    let error = import_error(&card.to_string());
    let p = problem(&error, "wrong_type");
    assert_eq!(p.field, "colors");
    assert!(p.message.contains("found a string"));
}

#[test]
fn every_problem_of_every_card_is_reported_at_once_and_good_cards_are_still_checked() {
    let input = format!(
        r#"[{},
        {{"name": "Bad One", "type_line": "Creature — Goblin", "power": 3, "toughness": [1],
         "colors": "R", "mana_cost": "{{Q}}", "card_faces": "nope"}},
        "not a card",
        {{"name": "Bad Two", "type_line": "Creature — Goblin", "power": "two", "toughness": "1",
         "color_indicator": ["R", "Purple"]}},
        {{"type_line": "Instant"}},
        {{"name": "Bad Prototype", "type_line": "Artifact Creature — Golem", "mana_cost": "{{5}}",
         "oracle_text": "Prototype {{1}}{{Q}} — 2/2 (reminder)", "power": "5", "toughness": "5"}}]"#,
        bolt()
    );
    let error = import_error(&input);
    let seen: Vec<(Option<usize>, &str, &str)> =
        error.problems.iter().map(|p| (p.index, p.field.as_str(), p.code)).collect();
    assert_eq!(
        seen,
        [
            (Some(1), "power", "wrong_type"),
            (Some(1), "toughness", "wrong_type"),
            (Some(1), "colors", "wrong_type"),
            (Some(1), "card_faces", "wrong_type"),
            (Some(1), "mana_cost", "unknown_symbol"),
            (Some(2), "", "not_an_object"),
            (Some(3), "color_indicator[1]", "invalid_color"),
            (Some(3), "power", "invalid_stat"),
            (Some(4), "name", "missing_field"),
            (Some(5), "oracle_text", "unknown_symbol"),
        ]
    );
    // The bad prototype cost is located in the oracle text: "Prototype {1}" is 13 units.
    let bad_cost = error.problems.last().unwrap();
    assert_eq!(bad_cost.offset, Some(13));
    assert_eq!(bad_cost.name.as_deref(), Some("Bad Prototype"));
    assert!(bad_cost.message.contains("Prototype cost"), "{}", bad_cost.message);
    // The error as plain data lists them all.
    assert_eq!(error.problems().len(), 10);
    let report = error.report();
    assert_eq!(report.code, "invalid_cards");
    assert!(report.message.contains("10 problems"), "{}", report.message);
}

#[test]
fn a_fifty_megabyte_string_is_rejected_with_string_too_long_naming_its_length() {
    let huge = "a".repeat(50 * 1024 * 1024);
    let json = format!(r#"[{{"name": "Huge", "type_line": "Instant", "oracle_text": "{huge}"}}]"#);
    let error = import_error(&json);
    let p = problem(&error, "string_too_long");
    assert_eq!((p.index, p.field.as_str()), (Some(0), "oracle_text"));
    assert!(p.message.contains("52428800 bytes"), "{}", p.message);
}

#[test]
fn more_cards_than_the_limit_stop_the_import_with_too_many_cards() {
    let json = format!("[{}{{}}]", "1,".repeat(mtg_rules::card::MAX_CARDS));
    let error = import_error(&json);
    assert!(codes(&error).contains(&"too_many_cards"), "{:?}", &codes(&error)[..3]);
    assert!(codes(&error).contains(&"too_many_problems"));
    assert!(error.problems.len() <= mtg_rules::card::MAX_PROBLEMS + 2);
}

#[test]
fn input_that_is_no_card_shape_at_all_is_an_invalid_input_problem() {
    for json in ["3", "\"Lightning Bolt\"", "null", "true"] {
        assert_eq!(codes(&import_error(json)), ["invalid_input"], "{json}");
    }
    let error = import_error(r#"{"object": "list", "data": 5}"#);
    assert_eq!(problem(&error, "wrong_type").field, "data");
    let error = import_error(r#"{"object": "list"}"#);
    assert_eq!(problem(&error, "missing_field").field, "data");
    let error = import_error(r#"{"object": "error", "code": "not_found", "status": 404}"#);
    assert_eq!(problem(&error, "scryfall_error").field, "object");
}

#[test]
fn bad_type_lines_and_stats_are_located_problems_205_208() {
    let error = import_error(
        r#"[{"name": "A", "type_line": "Legendary Gizmo — Dog"},
            {"name": "B", "type_line": "Creature — Bear", "power": "", "toughness": "1"},
            {"name": "C", "type_line": "Creature — Bear", "defense": "12345678901234567890"},
            {"name": "D", "type_line": "Battle — Siege", "cmc": -1}]"#,
    );
    let p = problem(&error, "unknown_type");
    assert_eq!((p.index, p.offset), (Some(0), Some(10)));
    assert_eq!(problem(&error, "empty_stat").field, "power");
    assert_eq!(problem(&error, "stat_too_long").field, "defense");
    assert_eq!(problem(&error, "invalid_cmc").index, Some(3));
}

#[test]
fn a_double_faced_layout_without_faces_is_a_problem_712() {
    let error =
        import_error(r#"{"name": "A // B", "layout": "transform", "type_line": "Creature — Bear // Creature — Bear"}"#);
    assert_eq!(problem(&error, "missing_card_faces").rule, Some("712.1"));
}

#[test]
fn a_typed_scryfall_card_imports_the_same_way() {
    let card: mtg_rules::card::ScryfallCard = serde_json::from_value(bolt()).unwrap();
    let db = CardDb::from_scryfall_cards([card.clone(), card]).unwrap();
    assert_eq!(db.len(), 1, "a repeated identical card is one card");
    assert!(db.warnings().is_empty());
}

#[test]
fn nothing_panics_on_mangled_sample_cards() {
    // Every card of the sample with each field replaced by values of other types.
    let replacements = [json!(null), json!(7), json!("{"), json!([1, "x"]), json!({"a": 1}), json!("")];
    for (i, object) in sample().into_iter().enumerate().step_by(7) {
        let keys: Vec<String> = object.as_object().unwrap().keys().cloned().collect();
        for key in keys {
            for replacement in &replacements {
                let mut card = object.clone();
                card[&key] = replacement.clone();
                let _ = CardDb::from_scryfall_json(&card.to_string());
                if let Some(faces) = card["card_faces"].as_array_mut() {
                    for face in faces.iter_mut().filter(|f| f.is_object()) {
                        face["mana_cost"] = replacement.clone();
                        face["type_line"] = replacement.clone();
                    }
                    let _ = CardDb::from_scryfall_value(&card);
                }
            }
        }
        let _ = i;
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
            let _ = CardDb::from_scryfall_json(&text);
        }

        #[test]
        fn cards_with_arbitrary_field_text_never_panic(
            name in "\\PC{0,12}",
            mana_cost in "[{}/0-9WUBRGCXP ]{0,12}",
            type_line in "\\PC{0,20}|(Legendary )?(Artifact )?Creature — [A-Za-z ]{0,12}",
            oracle in "(Prototype |Prowl |Flying, |Devoid\n|[{}0-9RGB—/ (]){0,20}",
            power in "[0-9*+X-]{0,4}",
        ) {
            let card = json!({
                "name": name, "mana_cost": mana_cost, "type_line": type_line,
                "oracle_text": oracle, "power": power, "toughness": "1",
            });
            if let Ok(db) = CardDb::from_scryfall_value(&card) {
                for card in db.cards() {
                    for view in [View::normal(), View::prototyped(), View::back()] {
                        let _ = card.characteristics(&view);
                    }
                }
            }
        }
    }
}
