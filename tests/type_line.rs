//! Type lines (CR 205): supertypes, card types, subtypes and the subtype lists
//! of 205.3, Kindred (308), and what is wrong with a bad one.

use mtg_rules::card::{CardType, SubtypeKind, Supertype, TypeLine, TypeLineWarning};
use mtg_rules::error::Coded;

fn parse(text: &str) -> TypeLine {
    TypeLine::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn warnings(text: &str) -> Vec<TypeLineWarning> {
    TypeLine::parse_with_warnings(text).unwrap_or_else(|e| panic!("{text:?}: {e}")).1
}

fn error(text: &str) -> (&'static str, usize) {
    let e = TypeLine::parse(text).expect_err(text);
    (e.code(), e.offset)
}

#[test]
fn supertypes_card_types_and_subtypes_are_read_in_printed_order_205_1() {
    let line = parse("Legendary Snow Artifact Creature — Golem Wizard");
    assert_eq!(line.supertypes.iter().collect::<Vec<_>>(), [Supertype::Legendary, Supertype::Snow]);
    assert_eq!(line.types.iter().collect::<Vec<_>>(), [CardType::Artifact, CardType::Creature]);
    assert_eq!(line.subtypes, ["Golem", "Wizard"]);
    assert_eq!(line.to_string(), "Legendary Snow Artifact Creature — Golem Wizard");
}

#[test]
fn a_type_line_without_a_dash_has_no_subtypes_205_3b() {
    let line = parse("Instant");
    assert!(line.is(CardType::Instant));
    assert!(line.subtypes.is_empty());
    assert_eq!(parse("Basic Land").to_string(), "Basic Land");
}

#[test]
fn kindred_spells_take_creature_types_205_3m_and_308_2() {
    let (line, warnings) = TypeLine::parse_with_warnings("Kindred Sorcery — Rogue").unwrap();
    assert!(line.is(CardType::Kindred) && line.is(CardType::Sorcery));
    assert_eq!(line.creature_types().collect::<Vec<_>>(), ["Rogue"]);
    assert!(warnings.is_empty(), "{warnings:?}");
}

#[test]
fn the_obsolete_tribal_is_read_as_kindred_308_3() {
    let line = parse("Tribal Instant — Faerie");
    assert!(line.is(CardType::Kindred));
    assert_eq!(line.to_string(), "Kindred Instant — Faerie");
    assert!(warnings("Tribal Enchantment — Faerie").is_empty());
}

#[test]
fn a_spaced_hyphen_or_an_en_dash_is_accepted_for_the_em_dash() {
    for text in ["Creature - Goblin Rogue", "Creature – Goblin Rogue", "Creature—Goblin Rogue"] {
        let line = parse(text);
        assert_eq!(line.subtypes, ["Goblin", "Rogue"], "{text}");
        assert_eq!(line.to_string(), "Creature — Goblin Rogue");
    }
    // A hyphen inside a subtype is part of it.
    assert_eq!(parse("Artifact Creature — Assembly-Worker").subtypes, ["Assembly-Worker"]);
}

#[test]
fn subtypes_are_checked_against_the_list_of_each_card_type_205_3c() {
    for (text, kind) in [
        ("Artifact — Equipment", SubtypeKind::Artifact),
        ("Enchantment — Aura", SubtypeKind::Enchantment),
        ("Land — Urza's Mine", SubtypeKind::Land),
        ("Legendary Planeswalker — Teferi", SubtypeKind::Planeswalker),
        ("Instant — Arcane", SubtypeKind::Spell),
        ("Sorcery — Lesson", SubtypeKind::Spell),
        ("Battle — Siege", SubtypeKind::Battle),
        ("Dungeon — Undercity", SubtypeKind::Dungeon),
        ("Creature — Time Lord Rogue", SubtypeKind::Creature),
    ] {
        let (line, found) = TypeLine::parse_with_warnings(text).unwrap();
        assert!(found.is_empty(), "{text}: {found:?}");
        assert!(kind.find(&line.subtypes[0]).is_some(), "{text}");
    }
    assert_eq!(parse("Creature — Time Lord Rogue").subtypes, ["Time Lord", "Rogue"], "205.3m");
}

#[test]
fn subtypes_take_the_spelling_of_their_list_and_the_typographic_apostrophe_205_3i() {
    assert_eq!(parse("land — urza’s tower").subtypes, ["Urza's", "Tower"]);
    assert_eq!(parse("Creature — C’tan").subtypes, ["C'tan"]);
}

#[test]
fn a_planes_words_after_the_dash_are_one_planar_type_205_3b() {
    let line = parse("Plane — Bolas's Meditation Realm");
    assert_eq!(line.subtypes, ["Bolas's Meditation Realm"]);
    assert!(warnings("Plane — New Phyrexia").is_empty());
}

#[test]
fn a_subtype_missing_from_the_lists_is_kept_with_a_warning_205_3() {
    let (line, found) = TypeLine::parse_with_warnings("Creature — Goblin Flibbertigibbet").unwrap();
    assert_eq!(line.subtypes, ["Goblin", "Flibbertigibbet"]);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].code(), "unknown_subtype");
    assert_eq!(found[0].rule(), "205.3");
    assert!(found[0].to_string().contains("creature types (CR 205.3m)"), "{}", found[0]);
}

#[test]
fn a_subtype_of_another_card_type_is_kept_with_a_warning_205_3d() {
    let found = warnings("Creature — Equipment");
    assert_eq!(
        found,
        [TypeLineWarning::SubtypeOfOtherType { subtype: "Equipment".into(), kind: SubtypeKind::Artifact }]
    );
    assert_eq!(found[0].code(), "subtype_of_other_type");
    assert_eq!(found[0].rule(), "205.3d");
}

#[test]
fn multi_face_type_lines_split_per_face_712() {
    let faces = TypeLine::parse_faces("Battle — Siege // Legendary Creature — Dinosaur").unwrap();
    assert_eq!(faces.len(), 2);
    assert!(faces[0].0.is(CardType::Battle));
    assert!(faces[1].0.has_supertype(Supertype::Legendary));
    assert_eq!(faces[1].0.subtypes, ["Dinosaur"]);
    // One face's parser refuses two faces, and says where.
    assert_eq!(error("Instant // Sorcery"), ("several_faces", 8));
    // A bad word in the second face is located in the whole text.
    let e = TypeLine::parse_faces("Instant // Sorcry").unwrap_err();
    assert_eq!((e.code(), e.offset), ("unknown_type", 11));
}

#[test]
fn a_word_that_is_neither_card_type_nor_supertype_is_an_error_at_its_offset_205_2a() {
    assert_eq!(error("Legendary Gizmo — Dog"), ("unknown_type", 10));
    // Offsets are UTF-16 code units, as JavaScript counts.
    assert_eq!(error("Basic Land — Forest // x"), ("several_faces", 20));
    assert_eq!(error("Créature"), ("unknown_type", 0));
    let e = TypeLine::parse("Legendary Gizmo").unwrap_err();
    assert_eq!(e.rule(), Some("205.2a"));
    assert!(e.to_string().contains("'Gizmo'"));
}

#[test]
fn a_type_line_needs_a_card_type_and_subtypes_after_its_dash_205_2a_205_3b() {
    assert_eq!(error("Legendary"), ("no_card_type", 0));
    assert_eq!(error(""), ("empty_type_line", 0));
    assert_eq!(error("   "), ("empty_type_line", 0));
    assert_eq!(error("Creature — "), ("missing_subtypes", 10));
    assert_eq!(error(&"Creature ".repeat(200)).0, "type_line_too_long");
}

#[test]
fn card_types_and_supertypes_serialize_as_their_printed_names() {
    let line = parse("Legendary Enchantment Creature — God");
    let json = serde_json::to_value(&line).unwrap();
    assert_eq!(json["supertypes"], serde_json::json!(["Legendary"]));
    assert_eq!(json["types"], serde_json::json!(["Enchantment", "Creature"]));
    assert_eq!(json["subtypes"], serde_json::json!(["God"]));
}

#[test]
fn permanent_card_types_are_those_of_rule_110_4() {
    let permanent: Vec<_> = CardType::ALL.into_iter().filter(|t| t.is_permanent_type()).collect();
    assert_eq!(
        permanent,
        [
            CardType::Enchantment,
            CardType::Artifact,
            CardType::Land,
            CardType::Creature,
            CardType::Planeswalker,
            CardType::Battle
        ]
    );
}

#[test]
fn the_type_line_of_two_halves_combined_has_every_type_of_both_709_4c() {
    let combined = parse("Instant — Arcane").combined(&parse("Sorcery — Lesson"));
    assert_eq!(combined.to_string(), "Instant Sorcery — Arcane Lesson");
}

#[cfg(not(target_arch = "wasm32"))]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,60}") {
            let _ = TypeLine::parse(&text);
            let _ = TypeLine::parse_faces(&text);
        }

        #[test]
        fn type_word_soup_never_panics_and_canonical_text_round_trips(
            text in "(Legendary |Snow |Basic |Tribal |Kindred |Artifact |Creature |Land |Instant |Plane |Battle )+(— |- |—)?(Goblin |Time Lord |Urza’s |Siege |Wizzle |Equipment |Forest )*"
        ) {
            if let Ok(line) = TypeLine::parse(&text) {
                let canonical = line.to_string();
                let again = TypeLine::parse(&canonical).unwrap();
                prop_assert_eq!(&again, &line);
                prop_assert_eq!(again.to_string(), canonical);
            }
        }
    }
}
