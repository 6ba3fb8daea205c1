//! The characteristics of an object made from a card, in a view (CR 109.3):
//! prototype cards normal and prototyped (702.160, 718.2–718.5), both faces of
//! every battle (310, 712.8, 202.3b), and views as JSON.

use mtg_rules::card::{CardDb, CastAs, Characteristics, FaceSelector, Side, View, Zone};
use mtg_rules::error::Coded;
use std::sync::OnceLock;

fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| {
        CardDb::from_scryfall_json(include_str!("data/scryfall-cards.json"))
            .unwrap_or_else(|e| panic!("the sample file imports: {e}"))
    })
}

fn chars(name: &str, view: View) -> Characteristics {
    db().characteristics(name, &view).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn cost(c: &Characteristics) -> String {
    c.mana_cost.as_ref().map_or(String::new(), ToString::to_string)
}

/// Every prototype card in the sample: name, normal cost, normal mana value,
/// normal power and toughness; prototype cost, its mana value, its colors,
/// prototype power and toughness (as printed).
type PrototypeRow = (&'static str, &'static str, u64, i32, i32, &'static str, u64, &'static str, i32, i32);

const PROTOTYPES: [PrototypeRow; 19] = [
    ("Arcane Proxy", "{7}", 7, 4, 3, "{1}{U}{U}", 3, "U", 2, 1),
    ("Autonomous Assembler", "{5}", 5, 4, 5, "{1}{W}", 2, "W", 2, 2),
    ("Blitz Automaton", "{7}", 7, 6, 4, "{2}{R}", 3, "R", 3, 2),
    ("Boulderbranch Golem", "{7}", 7, 6, 5, "{3}{G}", 4, "G", 3, 3),
    ("Combat Thresher", "{7}", 7, 3, 3, "{2}{W}", 3, "W", 1, 1),
    ("Cradle Clearcutter", "{6}", 6, 3, 6, "{2}{G}", 3, "G", 1, 3),
    ("Depth Charge Colossus", "{9}", 9, 9, 9, "{4}{U}{U}", 6, "U", 6, 6),
    ("Fallaji Dragon Engine", "{8}", 8, 5, 5, "{2}{R}", 3, "R", 1, 3),
    ("Frogmyr Enforcer", "{7}", 7, 4, 4, "{3}{R}", 4, "R", 2, 2),
    ("Goring Warplow", "{6}", 6, 5, 4, "{1}{B}", 2, "B", 1, 1),
    ("Hulking Metamorph", "{9}", 9, 7, 7, "{2}{U}{U}", 4, "U", 3, 3),
    ("Iron-Craw Crusher", "{7}", 7, 4, 6, "{2}{G}{G}", 4, "G", 2, 5),
    ("Phyrexian Fleshgorger", "{7}", 7, 7, 5, "{1}{B}{B}", 3, "B", 3, 3),
    ("Rootwire Amalgam", "{5}", 5, 5, 5, "{1}{G}", 2, "G", 2, 3),
    ("Rust Goliath", "{10}", 10, 10, 10, "{3}{G}{G}", 5, "G", 3, 5),
    ("Skitterbeam Battalion", "{9}", 9, 4, 4, "{3}{R}{R}", 5, "R", 2, 2),
    ("Spotter Thopter", "{8}", 8, 4, 5, "{3}{U}", 4, "U", 2, 3),
    ("Steel Seraph", "{6}", 6, 5, 4, "{1}{W}{W}", 3, "W", 3, 3),
    ("Woodcaller Automaton", "{10}", 10, 8, 8, "{2}{G}{G}", 4, "G", 3, 3),
];

#[test]
fn every_prototype_card_is_colorless_with_its_normal_cost_and_size_when_cast_normally_718_4() {
    for (name, normal_cost, mv, power, toughness, ..) in PROTOTYPES {
        for view in [
            View::normal(),
            View::normal().in_zone(Zone::Hand),
            View::normal().in_zone(Zone::Stack),
            View::normal().in_zone(Zone::Battlefield),
        ] {
            let c = chars(name, view);
            assert_eq!(cost(&c), normal_cost, "{name} {view:?}");
            assert_eq!(c.mana_value.whole(), mv, "{name}");
            assert!(c.colors.is_empty(), "{name} is colorless");
            assert_eq!((c.power, c.toughness), (Some(power), Some(toughness)), "{name}");
            assert!(!c.prototyped);
        }
    }
}

#[test]
fn every_prototype_card_cast_prototyped_has_the_prototype_cost_colors_and_size_718_3b() {
    for (name, _, _, _, _, proto_cost, proto_mv, colors, power, toughness) in PROTOTYPES {
        for view in
            [View::prototyped(), View::prototyped().in_zone(Zone::Stack), View::prototyped().in_zone(Zone::Battlefield)]
        {
            let c = chars(name, view);
            assert_eq!(cost(&c), proto_cost, "{name} {view:?}");
            assert_eq!(c.mana_value.whole(), proto_mv, "{name}");
            assert_eq!(c.colors.to_string(), colors, "{name}");
            assert_eq!((c.power, c.toughness), (Some(power), Some(toughness)), "{name}");
            assert!(c.prototyped, "{name}");
        }
    }
}

#[test]
fn prototyped_blitz_automaton_is_red_three_two_with_mana_value_three_718_3b() {
    let c = chars("Blitz Automaton", View::prototyped().in_zone(Zone::Battlefield));
    assert_eq!(cost(&c), "{2}{R}");
    assert_eq!(c.mana_value.whole(), 3);
    assert_eq!(c.colors.to_string(), "R");
    assert_eq!((c.power, c.toughness), (Some(3), Some(2)));
}

#[test]
fn a_prototyped_card_keeps_its_name_types_and_abilities_718_5() {
    for (name, ..) in PROTOTYPES {
        let normal = chars(name, View::normal());
        let prototyped = chars(name, View::prototyped());
        assert_eq!(prototyped.name, normal.name);
        assert_eq!(prototyped.type_line, normal.type_line);
        assert_eq!(prototyped.types, normal.types);
        assert_eq!(prototyped.subtypes, normal.subtypes);
        assert_eq!(prototyped.keywords, normal.keywords, "{name}");
        assert!(prototyped.keywords.iter().any(|k| k == "Prototype"));
    }
    let fleshgorger = chars("Phyrexian Fleshgorger", View::prototyped());
    assert_eq!(fleshgorger.keywords, ["Menace", "Lifelink", "Prototype", "Ward"]);
}

#[test]
fn a_prototype_card_outside_the_stack_and_battlefield_has_only_its_normal_characteristics_718_4() {
    for zone in [Zone::Hand, Zone::Library, Zone::Graveyard, Zone::Exile, Zone::Command] {
        let c = chars("Steel Seraph", View::prototyped().in_zone(zone));
        assert_eq!(cost(&c), "{6}", "{zone:?}");
        assert!(c.colors.is_empty());
        assert_eq!((c.power, c.toughness), (Some(5), Some(4)));
        assert!(!c.prototyped);
    }
}

#[test]
fn casting_prototyped_a_card_without_prototype_is_an_error_with_code_and_rule_702_160a() {
    let error = db().characteristics("Grizzly Bears", &View::prototyped()).expect_err("no prototype");
    assert_eq!(error.code(), "not_a_prototype");
    assert_eq!(error.rule(), Some("702.160a"));
    assert!(error.to_string().contains("Grizzly Bears"));
}

#[test]
fn copiable_values_of_a_prototyped_permanent_carry_the_prototype_values_707_2_and_718_3d() {
    let values = db().copiable_values("Goring Warplow", &View::prototyped().in_zone(Zone::Battlefield)).unwrap();
    assert!(values.prototyped);
    assert_eq!(values.mana_cost.to_string(), "{1}{B}");
    // 718.2a: the existence and values of the alternative characteristics are copiable.
    let prototype = values.prototype.clone().unwrap();
    assert_eq!(prototype.mana_cost.to_string(), "{1}{B}");
    // A copy takes these values as they are and is prototyped too.
    let copy = values.characteristics();
    assert_eq!((copy.power, copy.toughness), (Some(1), Some(1)));
    assert_eq!(copy.colors.to_string(), "B");
    assert_eq!(copy.mana_value.whole(), 2);
    assert!(copy.prototyped);
}

/// Every battle in the sample: front face name, its mana cost, mana value
/// (Scryfall's `cmc`), colors and defense; back face name, colors (from its
/// color indicator), type line, and printed power, toughness and loyalty.
type BattleRow = (
    &'static str,
    &'static str,
    u64,
    &'static str,
    i32,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
);

const BATTLES: [BattleRow; 36] = [
    ("Invasion of Alara", "{W}{U}{B}{R}{G}", 5, "WUBRG", 7, "Awaken the Maelstrom", "WUBRG", "Sorcery", "", "", ""),
    ("Invasion of Amonkhet", "{1}{U}{B}", 3, "UB", 4, "Lazotep Convert", "UB", "Creature — Zombie", "4", "4", ""),
    ("Invasion of Arcavios", "{3}{U}{U}", 5, "U", 7, "Invocation of the Founders", "U", "Enchantment", "", "", ""),
    ("Invasion of Azgol", "{B}{R}", 2, "BR", 4, "Ashen Reaper", "BR", "Creature — Zombie Elemental", "2", "1", ""),
    ("Invasion of Belenon", "{2}{W}", 3, "W", 5, "Belenon War Anthem", "W", "Enchantment", "", "", ""),
    ("Invasion of Dominaria", "{2}{W}", 3, "W", 5, "Serra Faithkeeper", "W", "Creature — Angel", "4", "4", ""),
    ("Invasion of Eldraine", "{3}{B}", 4, "B", 4, "Prickle Faeries", "B", "Creature — Faerie", "2", "2", ""),
    ("Invasion of Ergamon", "{R}{G}", 2, "RG", 5, "Truga Cliffcharger", "RG", "Creature — Rhino", "3", "4", ""),
    (
        "Invasion of Fiora",
        "{4}{B}{B}",
        6,
        "B",
        4,
        "Marchesa, Resolute Monarch",
        "B",
        "Legendary Creature — Human Noble",
        "3",
        "6",
        "",
    ),
    ("Invasion of Gobakhan", "{1}{W}", 2, "W", 3, "Lightshield Array", "W", "Enchantment", "", "", ""),
    (
        "Invasion of Ikoria",
        "{X}{G}{G}",
        2,
        "G",
        6,
        "Zilortha, Apex of Ikoria",
        "G",
        "Legendary Creature — Dinosaur",
        "8",
        "8",
        "",
    ),
    ("Invasion of Innistrad", "{2}{B}{B}", 4, "B", 5, "Deluge of the Dead", "B", "Enchantment", "", "", ""),
    ("Invasion of Ixalan", "{1}{G}", 2, "G", 4, "Belligerent Regisaur", "G", "Creature — Dinosaur", "4", "3", ""),
    (
        "Invasion of Kaladesh",
        "{U}{R}",
        2,
        "UR",
        4,
        "Aetherwing, Golden-Scale Flagship",
        "UR",
        "Legendary Artifact — Vehicle",
        "*",
        "4",
        "",
    ),
    ("Invasion of Kaldheim", "{3}{R}", 4, "R", 4, "Pyre of the World Tree", "R", "Enchantment", "", "", ""),
    ("Invasion of Kamigawa", "{3}{U}", 4, "U", 4, "Rooftop Saboteurs", "U", "Creature — Moonfolk Ninja", "2", "3", ""),
    ("Invasion of Karsus", "{2}{R}{R}", 4, "R", 4, "Refraction Elemental", "R", "Creature — Elemental", "4", "4", ""),
    ("Invasion of Kylem", "{2}{R}{W}", 4, "WR", 5, "Valor's Reach Tag Team", "WR", "Sorcery", "", "", ""),
    ("Invasion of Lorwyn", "{4}{B}{G}", 6, "BG", 5, "Winnowing Forces", "BG", "Creature — Elf Warrior", "*", "*", ""),
    (
        "Invasion of Mercadia",
        "{1}{R}",
        2,
        "R",
        4,
        "Kyren Flamewright",
        "R",
        "Creature — Goblin Spellshaper",
        "3",
        "3",
        "",
    ),
    ("Invasion of Moag", "{2}{G}{W}", 4, "WG", 5, "Bloomwielder Dryads", "WG", "Creature — Dryad", "3", "3", ""),
    ("Invasion of Muraganda", "{4}{G}", 5, "G", 6, "Primordial Plasm", "G", "Creature — Ooze", "4", "4", ""),
    ("Invasion of New Capenna", "{W}{B}", 2, "WB", 4, "Holy Frazzle-Cannon", "WB", "Artifact — Equipment", "", "", ""),
    (
        "Invasion of New Phyrexia",
        "{X}{W}{U}",
        2,
        "WU",
        6,
        "Teferi Akosa of Zhalfir",
        "WU",
        "Legendary Planeswalker — Teferi",
        "",
        "",
        "4",
    ),
    ("Invasion of Pyrulea", "{G}{U}", 2, "UG", 4, "Gargantuan Slabhorn", "UG", "Creature — Beast", "4", "4", ""),
    ("Invasion of Ravnica", "{5}", 5, "", 4, "Guildpact Paragon", "", "Artifact Creature — Construct", "5", "5", ""),
    (
        "Invasion of Regatha",
        "{2}{R}",
        3,
        "R",
        5,
        "Disciples of the Inferno",
        "R",
        "Creature — Human Monk",
        "4",
        "4",
        "",
    ),
    (
        "Invasion of Segovia",
        "{2}{U}",
        3,
        "U",
        4,
        "Caetus, Sea Tyrant of Segovia",
        "U",
        "Legendary Creature — Serpent",
        "3",
        "3",
        "",
    ),
    ("Invasion of Shandalar", "{3}{G}{G}", 5, "G", 4, "Leyline Surge", "G", "Enchantment", "", "", ""),
    ("Invasion of Tarkir", "{1}{R}", 2, "R", 5, "Defiant Thundermaw", "R", "Creature — Dragon", "4", "4", ""),
    (
        "Invasion of Theros",
        "{2}{W}",
        3,
        "W",
        4,
        "Ephara, Ever-Sheltering",
        "WU",
        "Legendary Enchantment Creature — God",
        "4",
        "4",
        "",
    ),
    ("Invasion of Tolvada", "{3}{W}{B}", 5, "WB", 5, "The Broken Sky", "WB", "Enchantment", "", "", ""),
    (
        "Invasion of Ulgrotha",
        "{4}{B}",
        5,
        "B",
        5,
        "Grandmother Ravi Sengir",
        "B",
        "Legendary Creature — Human Wizard",
        "3",
        "3",
        "",
    ),
    ("Invasion of Vryn", "{3}{U}", 4, "U", 4, "Overloaded Mage-Ring", "U", "Artifact", "", "", ""),
    ("Invasion of Xerex", "{2}{W}{U}", 4, "WU", 4, "Vertex Paladin", "WU", "Creature — Angel Knight", "*", "*", ""),
    ("Invasion of Zendikar", "{3}{G}", 4, "G", 3, "Awakened Skyclave", "G", "Creature — Elemental", "4", "4", ""),
];

#[test]
fn every_battle_front_face_is_a_siege_with_its_printed_defense_and_cost_310_4a() {
    for (front, front_cost, mv, colors, defense, ..) in BATTLES {
        let c = chars(front, View::normal());
        assert_eq!(c.name, front);
        assert_eq!(c.type_line, "Battle — Siege", "{front}");
        assert_eq!(cost(&c), front_cost, "{front}");
        assert_eq!(c.mana_value.whole(), mv, "{front}: X is 0 off the stack (202.3e)");
        assert_eq!(c.colors.to_string(), colors, "{front}");
        assert_eq!(c.defense, Some(defense), "{front}");
        assert_eq!(c.defense_text.as_deref(), Some(defense.to_string().as_str()));
        assert_eq!((c.power, c.toughness), (None, None));
        assert_eq!(c.face, Some(0));
    }
}

#[test]
fn every_battle_back_face_has_no_mana_cost_the_front_faces_mana_value_and_its_indicator_colors_202_3b() {
    for (front, _, mv, _, _, back, colors, type_line, power, toughness, loyalty) in BATTLES {
        let c = chars(front, View::back());
        assert_eq!(c.name, back);
        assert_eq!(c.mana_cost, None, "{back}: 202.1b no mana cost");
        assert_eq!(c.mana_value.whole(), mv, "{back}: 202.3b");
        assert_eq!(c.colors.to_string(), colors, "{back}");
        assert_eq!(c.type_line, type_line, "{back}");
        assert_eq!(c.defense, None);
        let text = |s: &str| (!s.is_empty()).then(|| s.to_string());
        assert_eq!(c.power_text, text(power), "{back}");
        assert_eq!(c.toughness_text, text(toughness), "{back}");
        assert_eq!(c.loyalty_text, text(loyalty), "{back}");
        assert_eq!(c.face, Some(1));
    }
}

#[test]
fn back_face_colors_come_from_the_color_indicator_not_the_front_cost_204() {
    // Invasion of Theros costs {2}{W}; Ephara's indicator is white and blue.
    assert_eq!(chars("Invasion of Theros", View::normal()).colors.to_string(), "W");
    assert_eq!(chars("Invasion of Theros", View::back()).colors.to_string(), "WU");
    let card = db().card("Ephara, Ever-Sheltering").unwrap();
    assert_eq!(card.faces[1].color_indicator.unwrap().to_string(), "WU");
    // Guildpact Paragon has no indicator: colorless (202.2b).
    assert!(chars("Guildpact Paragon", View::normal()).colors.is_empty());
}

#[test]
fn a_battle_back_face_with_x_in_the_front_cost_has_mana_value_from_x_as_zero_202_3b_and_202_3e() {
    let zilortha = chars("Invasion of Ikoria", View::back().in_zone(Zone::Battlefield));
    assert_eq!(zilortha.name, "Zilortha, Apex of Ikoria");
    assert_eq!(zilortha.mana_value.whole(), 2);
    assert_eq!((zilortha.power, zilortha.toughness), (Some(8), Some(8)));
}

#[test]
fn a_double_faced_card_outside_the_stack_and_battlefield_has_only_its_front_face_712_8a() {
    for zone in [Zone::Hand, Zone::Library, Zone::Graveyard, Zone::Exile] {
        let c = chars("Invasion of Amonkhet", View::back().in_zone(zone));
        assert_eq!(c.name, "Invasion of Amonkhet", "{zone:?}");
        assert_eq!(c.face, Some(0));
    }
    let c = chars("Invasion of Amonkhet", View::back().in_zone(Zone::Stack));
    assert_eq!(c.name, "Lazotep Convert", "712.8c: cast transformed");
}

#[test]
fn a_face_name_finds_the_card_and_chooses_that_face_712() {
    let card = db().card("Lazotep Convert").unwrap();
    assert_eq!(card.name, "Invasion of Amonkhet // Lazotep Convert");
    let c = chars("Lazotep Convert", View::normal());
    assert_eq!(c.name, "Lazotep Convert");
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)));
    assert_eq!(c.mana_value.whole(), 3, "202.3b");
    let front = chars("Invasion of Amonkhet // Lazotep Convert", View::normal());
    assert_eq!(front.name, "Invasion of Amonkhet");
}

#[test]
fn back_faces_with_text_defined_power_keep_the_printed_star_208_2() {
    let vertex = chars("Vertex Paladin", View::normal());
    assert_eq!((vertex.power, vertex.toughness), (None, None));
    assert_eq!(vertex.power_text.as_deref(), Some("*"));
    assert_eq!(vertex.toughness_text.as_deref(), Some("*"));
    let aetherwing = chars("Aetherwing, Golden-Scale Flagship", View::normal());
    assert_eq!(aetherwing.power_text.as_deref(), Some("*"));
    assert_eq!(aetherwing.toughness, Some(4));
}

#[test]
fn asking_for_a_face_a_card_does_not_have_is_an_error_712_8() {
    for (name, view) in [("Lightning Bolt", View::back()), ("Invasion of Alara", View::normal().with_face(2))] {
        let error = db().characteristics(name, &view).expect_err(name);
        assert_eq!(error.code(), "no_such_face", "{name}");
        assert_eq!(error.rule(), Some("712.8"));
    }
    let error = db().characteristics("No Such Card", &View::normal()).unwrap_err();
    assert_eq!(error.code(), "unknown_card");
}

#[test]
fn views_read_from_json_in_camel_case_with_every_field_optional() {
    let view: View = serde_json::from_str("{}").unwrap();
    assert_eq!(view, View::normal());
    let view: View = serde_json::from_str(r#"{"zone":"battlefield","castAs":"prototype"}"#).unwrap();
    assert_eq!(view.zone, Some(Zone::Battlefield));
    assert_eq!(view.cast_as, CastAs::Prototype);
    let view: View = serde_json::from_str(r#"{"face":"back"}"#).unwrap();
    assert_eq!(view.face, Some(FaceSelector::Side(Side::Back)));
    let view: View = serde_json::from_str(r#"{"face":1,"zone":"stack"}"#).unwrap();
    assert_eq!(view.face, Some(FaceSelector::Index(1)));
    assert!(serde_json::from_str::<View>(r#"{"castAs":"prowl"}"#).is_err());
    let typo = serde_json::from_str::<View>(r#"{"castas":"prototype"}"#).unwrap_err();
    assert!(typo.to_string().contains("unknown field `castas`"), "{typo}");
}

#[test]
fn characteristics_serialize_in_camel_case_with_null_for_no_mana_cost_202_1b() {
    let forest = serde_json::to_value(chars("Forest", View::normal())).unwrap();
    assert_eq!(forest["manaCost"], serde_json::Value::Null);
    assert_eq!(forest["manaValue"], 0);
    assert_eq!(forest["supertypes"], serde_json::json!(["Basic"]));
    assert_eq!(forest["types"], serde_json::json!(["Land"]));
    assert_eq!(forest["subtypes"], serde_json::json!(["Forest"]));
    assert_eq!(forest["typeLine"], "Basic Land — Forest");

    let seraph = serde_json::to_value(chars("Steel Seraph", View::prototyped())).unwrap();
    assert_eq!(seraph["manaCost"], "{1}{W}{W}");
    assert_eq!(seraph["manaValue"], 3);
    assert_eq!(seraph["colors"], serde_json::json!(["W"]));
    assert_eq!(seraph["power"], 3);
    assert_eq!(seraph["powerText"], "3");
    assert_eq!(seraph["prototyped"], true);
    assert_eq!(seraph["types"], serde_json::json!(["Artifact", "Creature"]));

    let paladin = serde_json::to_value(chars("Vertex Paladin", View::normal())).unwrap();
    assert_eq!(paladin["power"], serde_json::Value::Null);
    assert_eq!(paladin["powerText"], "*");
    assert_eq!(paladin["loyalty"], serde_json::Value::Null);
}

#[test]
fn zero_is_a_mana_cost_while_a_land_has_none_202_1b() {
    let lotus = chars("Lotus Bloom", View::normal());
    assert_eq!(lotus.mana_cost, None);
    assert_eq!(lotus.mana_value.whole(), 0);
    let forest = chars("Forest", View::normal());
    assert_eq!(forest.mana_cost, None);
}

// --- Other layouts (synthetic cards with printed values) ---------------------------------

fn import(json: serde_json::Value) -> CardDb {
    CardDb::from_scryfall_value(&json).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_modal_double_faced_cards_back_face_has_its_own_mana_cost_and_mana_value_712_8f() {
    let db = import(serde_json::json!({
        "name": "Valakut Awakening // Valakut Stoneforge", "layout": "modal_dfc", "cmc": 3.0,
        "type_line": "Instant // Land",
        "card_faces": [
            {"name": "Valakut Awakening", "mana_cost": "{2}{R}", "type_line": "Instant", "colors": ["R"],
             "oracle_text": "Put any number of cards from your hand on the bottom of your library, then draw that many cards plus one."},
            {"name": "Valakut Stoneforge", "mana_cost": "", "type_line": "Land", "colors": [],
             "oracle_text": "As Valakut Stoneforge enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {R}."}
        ]
    }));
    let land = db.characteristics("Valakut Stoneforge", &View::normal().in_zone(Zone::Battlefield)).unwrap();
    assert_eq!(land.name, "Valakut Stoneforge");
    assert_eq!(land.mana_cost, None);
    assert_eq!(land.mana_value.whole(), 0, "202.3b applies to nonmodal cards only");
    assert!(land.colors.is_empty());
    let in_hand = db.characteristics("Valakut Stoneforge", &View::normal().in_zone(Zone::Hand)).unwrap();
    assert_eq!(in_hand.name, "Valakut Awakening", "712.8a");
}

#[test]
fn a_flipped_permanent_keeps_its_mana_cost_and_color_710_1c() {
    let db = import(serde_json::json!({
        "name": "Akki Lavarunner // Tok-Tok, Volcano Born", "layout": "flip", "cmc": 4.0,
        "mana_cost": "{3}{R}", "colors": ["R"],
        "type_line": "Creature — Goblin Warrior // Legendary Creature — Goblin Shaman",
        "card_faces": [
            {"name": "Akki Lavarunner", "mana_cost": "{3}{R}", "type_line": "Creature — Goblin Warrior",
             "oracle_text": "Haste\nWhenever Akki Lavarunner deals damage to an opponent, flip it.",
             "power": "1", "toughness": "1"},
            {"name": "Tok-Tok, Volcano Born", "mana_cost": "", "type_line": "Legendary Creature — Goblin Shaman",
             "oracle_text": "Protection from red\nIf a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.",
             "power": "2", "toughness": "2"}
        ]
    }));
    let flipped = db.characteristics("Tok-Tok, Volcano Born", &View::normal().in_zone(Zone::Battlefield)).unwrap();
    assert_eq!(flipped.name, "Tok-Tok, Volcano Born");
    assert_eq!(flipped.mana_cost.unwrap().to_string(), "{3}{R}");
    assert_eq!(flipped.mana_value.whole(), 4);
    assert_eq!(flipped.colors.to_string(), "R");
    assert_eq!((flipped.power, flipped.toughness), (Some(2), Some(2)));
    let card = db.card("Akki Lavarunner").unwrap();
    assert_eq!(card.faces[0].keywords, ["Haste"]);
    // 710.2: in every other zone, and on the stack, only the normal characteristics.
    for zone in [Zone::Hand, Zone::Stack, Zone::Graveyard] {
        let c = db.characteristics("Tok-Tok, Volcano Born", &View::normal().in_zone(zone)).unwrap();
        assert_eq!(c.name, "Akki Lavarunner", "{zone:?}");
    }
}

#[test]
fn a_meld_result_has_the_summed_mana_value_of_its_front_faces_and_parts_are_kept_712_8g() {
    let parts = serde_json::json!([
        {"object": "related_card", "component": "meld_part", "name": "Bruna, the Fading Light", "type_line": "Legendary Creature — Angel Horror"},
        {"object": "related_card", "component": "meld_part", "name": "Gisela, the Broken Blade", "type_line": "Legendary Creature — Angel Horror"},
        {"object": "related_card", "component": "meld_result", "name": "Brisela, Voice of Nightmares", "type_line": "Legendary Creature — Eldrazi Angel"}
    ]);
    let db = import(serde_json::json!([
        {"name": "Bruna, the Fading Light", "layout": "meld", "mana_cost": "{5}{W}{W}", "cmc": 7.0,
         "type_line": "Legendary Creature — Angel Horror", "power": "5", "toughness": "7",
         "oracle_text": "Flying, vigilance", "colors": ["W"], "all_parts": parts},
        {"name": "Brisela, Voice of Nightmares", "layout": "meld", "mana_cost": "", "cmc": 11.0,
         "type_line": "Legendary Creature — Eldrazi Angel", "power": "9", "toughness": "10",
         "oracle_text": "Flying, first strike, vigilance, lifelink", "colors": ["W"], "color_indicator": ["W"],
         "all_parts": parts}
    ]));
    let bruna = db.card("Bruna, the Fading Light").unwrap();
    assert_eq!(bruna.all_parts.len(), 3);
    assert_eq!(bruna.all_parts[2].component, "meld_result");
    let brisela = db.characteristics("Brisela, Voice of Nightmares", &View::normal()).unwrap();
    assert_eq!(brisela.mana_cost, None);
    assert_eq!(brisela.mana_value.whole(), 11);
    assert_eq!(brisela.keywords, ["Flying", "First strike", "Vigilance", "Lifelink"]);
    // 712.4b: a meld card has no back face of its own to ask for.
    assert_eq!(db.characteristics("Bruna, the Fading Light", &View::back()).unwrap_err().code(), "no_such_face");
}

/// 400.1, 709.4, 712.8a, 715.4, 718.4: off the stack and the battlefield a
/// card's characteristics are the same in every zone, whichever face was up
/// and however it was cast: what the game's card table keeps once per card
/// (`CardEntry::elsewhere`) for the hand, library, graveyard and exile.
#[test]
fn off_the_stack_and_battlefield_a_cards_characteristics_depend_on_no_zone_face_or_prototype_400_1() {
    let pool = CardDb::from_scryfall_json(include_str!("data/pool-decks.json")).unwrap();
    for card in db().cards().iter().chain(pool.cards()) {
        let kept = card.characteristics(&View::normal().in_zone(Zone::Graveyard)).unwrap();
        for zone in [Zone::Hand, Zone::Library, Zone::Graveyard, Zone::Exile, Zone::Command] {
            for face in std::iter::once(None).chain((0..card.faces.len()).map(|i| Some(FaceSelector::Index(i)))) {
                let view = View { zone: Some(zone), cast_as: CastAs::Normal, face };
                assert_eq!(card.characteristics(&view).unwrap(), kept, "{} in {zone:?}, face {face:?}", card.name);
            }
        }
    }
}
