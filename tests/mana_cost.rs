//! Mana symbols, mana costs, mana value and color (CR 107.4, 202.1–202.3),
//! parsed from Scryfall notation.

use mtg_rules::color::{Color, ColorSet};
use mtg_rules::error::Coded;
use mtg_rules::mana::{MAX_GENERIC, ManaCost, ManaSymbol, Variable};

fn parse(text: &str) -> ManaCost {
    ManaCost::parse(text).unwrap_or_else(|e| panic!("{text:?} should parse: {e}"))
}

fn one(text: &str) -> ManaSymbol {
    let cost = parse(text);
    assert_eq!(cost.symbols().len(), 1, "{text}");
    cost.symbols()[0]
}

fn colors(letters: &str) -> ColorSet {
    letters.chars().map(|c| Color::from_letter(c).unwrap()).collect()
}

fn mv(text: &str) -> f64 {
    parse(text).mana_value().as_f64()
}

fn code(text: &str) -> (&'static str, usize) {
    let error = ManaCost::parse(text).expect_err(text);
    (error.code(), error.offset)
}

// --- 107.4: every kind of symbol ---------------------------------------------

#[test]
fn the_five_colored_symbols_are_one_mana_of_their_color_107_4a() {
    for (text, color) in [("{W}", Color::W), ("{U}", Color::U), ("{B}", Color::B), ("{R}", Color::R), ("{G}", Color::G)]
    {
        assert_eq!(one(text), ManaSymbol::Colored { color });
        assert_eq!(mv(text), 1.0);
        assert_eq!(parse(text).colors(), ColorSet::only(color));
    }
}

#[test]
fn colorless_symbol_c_is_one_colorless_mana_and_gives_no_color_107_4c() {
    assert_eq!(one("{C}"), ManaSymbol::Colorless);
    assert_eq!(mv("{C}{C}"), 2.0);
    assert!(parse("{C}").colors().is_empty());
}

#[test]
fn snow_symbol_is_one_mana_and_not_a_color_107_4h() {
    assert_eq!(one("{S}"), ManaSymbol::Snow);
    assert_eq!(mv("{S}{S}"), 2.0);
    assert!(parse("{S}").colors().is_empty());
}

#[test]
fn numerical_symbols_are_generic_mana_at_face_value_including_zero_and_large_107_4b() {
    assert_eq!(one("{0}"), ManaSymbol::Generic { amount: 0 });
    assert_eq!(one("{16}"), ManaSymbol::Generic { amount: 16 });
    assert_eq!(mv("{15}"), 15.0);
    assert_eq!(mv("{100}"), 100.0);
    assert_eq!(mv("{1000000}"), 1_000_000.0);
    assert_eq!(MAX_GENERIC, 1_000_000);
}

#[test]
fn zero_is_a_mana_cost_distinct_from_no_mana_cost_107_4d_and_202_1b() {
    let zero = parse("{0}");
    let none = parse("");
    assert!(!zero.is_none());
    assert!(none.is_none());
    assert_ne!(zero, none);
    assert_eq!(zero.mana_value(), none.mana_value());
    assert_eq!(zero.to_string(), "{0}");
    assert_eq!(none.to_string(), "");
}

#[test]
fn variable_symbols_x_y_z_count_zero_off_the_stack_202_3e() {
    assert_eq!(one("{X}"), ManaSymbol::Variable { letter: Variable::X });
    assert_eq!(one("{Y}"), ManaSymbol::Variable { letter: Variable::Y });
    assert_eq!(one("{Z}"), ManaSymbol::Variable { letter: Variable::Z });
    assert_eq!(mv("{X}{R}"), 1.0);
    assert_eq!(mv("{X}{X}{G}"), 1.0);
    assert!(parse("{X}").colors().is_empty());
}

#[test]
fn on_the_stack_each_x_counts_as_the_announced_value_202_3e() {
    let cost = parse("{X}{X}{G}");
    assert_eq!(cost.mana_value_with_x(3).whole(), 7);
    assert_eq!(cost.mana_value_with_x(0).whole(), 1);
}

#[test]
fn all_ten_hybrid_symbols_parse_count_one_and_are_both_colors_107_4e_202_3f() {
    for pair in ["W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"] {
        let text = format!("{{{pair}}}");
        let symbol = one(&text);
        assert!(matches!(symbol, ManaSymbol::Hybrid { .. }), "{text}");
        assert_eq!(symbol.to_string(), text);
        assert_eq!(mv(&text), 1.0);
        assert_eq!(parse(&text).colors(), colors(&pair.replace('/', "")));
    }
    assert_eq!(mv("{1}{W/U}{W/U}"), 3.0, "CR 202.3f example");
}

#[test]
fn monocolored_hybrid_counts_its_largest_component_two_202_3f() {
    for color in Color::ALL {
        let text = format!("{{2/{color}}}");
        assert_eq!(one(&text), ManaSymbol::MonocoloredHybrid { color });
        assert_eq!(parse(&text).colors(), ColorSet::only(color));
    }
    assert_eq!(mv("{2/B}{2/B}{2/B}"), 6.0, "CR 202.3f example");
}

#[test]
fn colorless_hybrid_counts_one_and_is_its_color_107_4e() {
    for color in Color::ALL {
        let text = format!("{{C/{color}}}");
        assert_eq!(one(&text), ManaSymbol::ColorlessHybrid { color });
        assert_eq!(mv(&text), 1.0);
        assert_eq!(parse(&text).colors(), ColorSet::only(color), "107.4e: a hybrid symbol is colored");
    }
}

#[test]
fn phyrexian_symbols_count_one_and_are_their_color_107_4f_202_3g() {
    for color in Color::ALL {
        let text = format!("{{{color}/P}}");
        assert_eq!(one(&text), ManaSymbol::Phyrexian { color });
        assert!(one(&text).is_phyrexian());
        assert_eq!(parse(&text).colors(), ColorSet::only(color));
    }
    assert_eq!(mv("{1}{W/P}{W/P}"), 3.0, "CR 202.3g example");
    assert_eq!(one("{C/P}"), ManaSymbol::ColorlessPhyrexian);
    assert!(parse("{C/P}").colors().is_empty());
}

#[test]
fn hybrid_phyrexian_symbols_count_one_and_are_both_colors_107_4f() {
    for pair in ["W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"] {
        let text = format!("{{{pair}/P}}");
        let symbol = one(&text);
        assert!(matches!(symbol, ManaSymbol::HybridPhyrexian { .. }) && symbol.is_hybrid() && symbol.is_phyrexian());
        assert_eq!(symbol.to_string(), text);
        assert_eq!(mv(&text), 1.0);
        assert_eq!(parse(&text).colors(), colors(&pair.replace('/', "")));
    }
}

#[test]
fn un_card_symbols_parse_and_are_flagged() {
    assert_eq!(one("{½}"), ManaSymbol::Half { color: None });
    assert_eq!(one("{HW}"), ManaSymbol::Half { color: Some(Color::W) });
    assert_eq!(one("{HR}"), ManaSymbol::Half { color: Some(Color::R) });
    assert_eq!(one("{∞}"), ManaSymbol::Infinity);
    assert_eq!(mv("{½}"), 0.5);
    assert_eq!(mv("{HW}"), 0.5);
    assert_eq!(mv("{∞}"), 0.0);
    assert_eq!(parse("{HR}").colors(), ColorSet::only(Color::R));
    assert!(parse("{1}{½}").has_un_symbols());
    assert!(!parse("{1}{W}").has_un_symbols());
    assert_eq!(parse("{1}{½}").mana_value().to_string(), "1.5");
}

// --- 202.2: color ---------------------------------------------------------------

#[test]
fn an_object_is_the_colors_of_the_symbols_in_its_cost_202_2() {
    assert_eq!(parse("{2}{W}").colors(), colors("W"));
    assert!(parse("{2}").colors().is_empty(), "202.2b: no colored symbols is colorless");
    assert_eq!(parse("{2}{W}{B}").colors(), colors("WB"), "202.2c");
    assert_eq!(parse("{G}{W/U}{B/P}").colors(), colors("WUBG"), "202.2d");
    assert_eq!(parse("{W}{U}{B}{R}{G}").colors(), ColorSet::ALL);
}

// --- canonical text -------------------------------------------------------------

#[test]
fn forgiving_notations_are_normalized_to_canonical_scryfall_text() {
    for (input, canonical) in [
        ("{g}", "{G}"),
        ("{P/U}", "{U/P}"),
        ("{u/w}", "{W/U}"),
        ("{p/g/u}", "{G/U/P}"),
        ("{U/G/P}", "{G/U/P}"),
        ("2WW", "{2}{W}{W}"),
        ("xrr", "{X}{R}{R}"),
        ("10GG", "{10}{G}{G}"),
        ("{2} {W}", "{2}{W}"),
        ("  {1}{B}  ", "{1}{B}"),
        ("{2}WW", "{2}{W}{W}"),
        ("{c/p}", "{C/P}"),
        ("{hw}", "{HW}"),
    ] {
        assert_eq!(parse(input).to_string(), canonical, "{input:?}");
    }
}

#[test]
fn canonical_text_parses_back_to_the_same_cost() {
    for text in ["{X}{X}{G}", "{2/W}{C/U}{B/R/P}", "{0}", "", "{S}{C}", "{1000000}", "{½}{∞}"] {
        let cost = parse(text);
        assert_eq!(parse(&cost.to_string()), cost);
    }
}

#[test]
fn mana_costs_serialize_as_their_canonical_text() {
    let cost = parse("2ww");
    let json = serde_json::to_string(&cost).unwrap();
    assert_eq!(json, "\"{2}{W}{W}\"");
    let back: ManaCost = serde_json::from_str(&json).unwrap();
    assert_eq!(back, cost);
    assert!(serde_json::from_str::<ManaCost>("\"{Q}\"").is_err());
}

// --- bad input: a typed error with a code and an offset, never a panic -----------

#[test]
fn an_unclosed_brace_is_reported_where_it_opens() {
    assert_eq!(code("{2}{W"), ("unclosed_brace", 3));
    assert_eq!(code("{2{W}"), ("unclosed_brace", 0));
}

#[test]
fn an_unknown_letter_in_braces_is_not_a_mana_symbol() {
    assert_eq!(code("{Q}"), ("unknown_symbol", 0));
    assert_eq!(code("{1}{P}"), ("unknown_symbol", 3));
    assert_eq!(code("{W/U/B}"), ("unknown_symbol", 0));
    assert_eq!(code("{W/U/P/P}"), ("unknown_symbol", 0));
    let message = ManaCost::parse("{1}{Q}").unwrap_err().to_string();
    assert!(message.contains("{Q}") && message.contains("offset 3"), "{message}");
}

#[test]
fn a_hybrid_of_one_color_twice_is_rejected_107_4e() {
    assert_eq!(code("{W/W}"), ("invalid_hybrid", 0));
    assert_eq!(code("{G/G/P}"), ("invalid_hybrid", 0));
    assert_eq!(code("{3/W}"), ("invalid_hybrid", 0));
    assert_eq!(ManaCost::parse("{W/W}").unwrap_err().rule(), Some("107.4e"));
}

#[test]
fn empty_braces_are_rejected() {
    assert_eq!(code("{}"), ("empty_symbol", 0));
}

#[test]
fn negative_and_zero_padded_numbers_are_rejected() {
    assert_eq!(code("{-1}"), ("invalid_number", 0));
    assert_eq!(code("{02}"), ("invalid_number", 1));
}

#[test]
fn numbers_beyond_the_bound_are_rejected_without_overflow() {
    assert_eq!(code("{99999999999999999999}"), ("number_too_large", 1));
    assert_eq!(code("{1000001}"), ("number_too_large", 1));
    assert_eq!(code("99999999999999999999"), ("number_too_large", 0));
}

#[test]
fn a_ten_megabyte_string_is_rejected_by_length() {
    let huge = "{W}".repeat(10 * 1024 * 1024 / 3);
    assert_eq!(code(&huge), ("mana_cost_too_long", 0));
}

/// Found by the `mana_cost` fuzz target: 300 shorthand symbols fit in 1024 bytes, but their
/// canonical text (`{W}` each) did not, so `cost.text` did not read back.
#[test]
fn a_cost_has_at_most_100_symbols_so_that_its_canonical_text_always_reads_back_107_4() {
    use mtg_rules::mana::{MAX_MANA_COST_LEN, MAX_SYMBOLS};
    let at_limit = ManaCost::parse(&"W".repeat(MAX_SYMBOLS)).unwrap();
    assert_eq!(at_limit.symbols().len(), MAX_SYMBOLS);
    assert_eq!(ManaCost::parse(&at_limit.to_string()).unwrap(), at_limit);
    let longest = "{1000000}".repeat(MAX_SYMBOLS);
    assert!(longest.len() <= MAX_MANA_COST_LEN);
    assert_eq!(ManaCost::parse(&longest).unwrap().to_string(), longest);
    assert_eq!(code(&"W".repeat(MAX_SYMBOLS + 1)), ("too_many_symbols", 100));
    assert_eq!(code(&"{W}".repeat(MAX_SYMBOLS + 1)), ("too_many_symbols", 300));
    assert_eq!(code(&"W".repeat(300)), ("too_many_symbols", 100));
}

#[test]
fn stray_characters_and_split_costs_are_located() {
    assert_eq!(code("{2}}"), ("unexpected_closing_brace", 3));
    assert_eq!(code("2W?"), ("unexpected_character", 2));
    assert_eq!(code("{U}{B} // {4}{B}{R}"), ("split_cost", 7));
    assert_eq!(code("{U}é{B}"), ("unexpected_character", 3));
}

#[test]
fn offsets_count_utf16_code_units_like_a_javascript_index() {
    // '½' is 2 UTF-8 bytes but 1 UTF-16 unit; '😀' is 4 bytes and 2 units.
    assert_eq!(code("{½}{Q}"), ("unknown_symbol", 3));
    assert_eq!(code("😀"), ("unexpected_character", 0));
    assert_eq!(code("{½}😀"), ("unexpected_character", 3));
    assert_eq!(code("{😀}{Q}"), ("unknown_symbol", 0));
}

// --- properties: no input panics; canonical text round-trips ----------------------

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
            let _ = ManaCost::parse(&text);
        }

        #[test]
        fn symbol_soup_never_panics_and_canonical_text_round_trips(text in "[{}/0-9WUBRGCSXYZPHwubrg½∞ -]{0,30}") {
            if let Ok(cost) = ManaCost::parse(&text) {
                let canonical = cost.to_string();
                prop_assert_eq!(ManaCost::parse(&canonical).unwrap(), cost.clone());
                prop_assert_eq!(ManaCost::parse(&canonical).unwrap().to_string(), canonical);
            }
        }
    }
}
