//! Decklist import: the text that deckbuilders export (Arena, MTGO, Moxfield,
//! Archidekt, MWS), read against known card names. Sections are the deck
//! (CR 100.2), the sideboard (100.4), the commander (903.3), the companion
//! (702.139a) and the maybeboard.

use mtg_rules::decklist::{
    CardNames, DeckEntry, Decklist, DecklistError, MAX_COUNT, MAX_DECKLIST_LEN, MAX_LINE_LEN, MAX_PROBLEMS,
    MAX_TOTAL_CARDS, NameIndex, ProblemCode, Section, parse_decklist,
};
use mtg_rules::error::Coded;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// Real names from the Scryfall test data, plus a few real cards it lacks
/// whose names are hard to read (split cards, diacritics, digits, parentheses).
fn names() -> &'static HashSet<String> {
    static NAMES: OnceLock<HashSet<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let cards: Vec<serde_json::Value> = serde_json::from_str(include_str!("data/scryfall-cards.json")).unwrap();
        let mut names: HashSet<String> = cards.iter().map(|c| c["name"].as_str().unwrap().to_string()).collect();
        for extra in [
            "Fire // Ice",
            "Who // What // When // Where // Why",
            "Séance",
            "Lim-Dûl's Vault",
            "Jötun Grunt",
            "1996 World Champion",
            "+2 Mace",
            "B.F.M. (Big Furry Monster)",
            "Lurrus of the Captive Ryhme",
        ] {
            names.insert(extra.to_string());
        }
        names
    })
}

fn parse(text: &str) -> Decklist {
    parse_decklist(text, names()).unwrap_or_else(|e| panic!("{text:?} should parse:\n{e}"))
}

fn fail(text: &str) -> DecklistError {
    parse_decklist(text, names()).expect_err(text)
}

/// (count, name) pairs of a section.
fn cards(deck: &Decklist, section: Section) -> Vec<(u32, &str)> {
    deck.section(section).iter().map(|e| (e.count, e.name.as_str())).collect()
}

fn codes(error: &DecklistError) -> Vec<(Option<usize>, ProblemCode)> {
    error.problems.iter().map(|p| (p.line, p.code)).collect()
}

// --- Card lines ---------------------------------------------------------------

#[test]
fn the_test_data_holds_the_names_these_tests_use() {
    for name in ["Blitz Automaton", "Lightning Bolt", "Forest", "Sol Ring"] {
        assert!(names().contains(name), "{name}");
    }
    assert!(names().contains("Invasion of Belenon // Belenon War Anthem"));
}

#[test]
fn a_count_then_a_name_is_that_many_copies_in_the_deck() {
    let deck = parse("4 Blitz Automaton\n20 Forest");
    assert_eq!(
        deck.main,
        vec![
            DeckEntry { count: 4, name: "Blitz Automaton".into(), set: None, collector_number: None, line: 1 },
            DeckEntry { count: 20, name: "Forest".into(), set: None, collector_number: None, line: 2 },
        ]
    );
    assert_eq!(deck.total(Section::Main), 24);
}

#[test]
fn an_x_after_the_count_in_either_case_or_as_a_word_is_accepted() {
    let deck = parse("4x Blitz Automaton\n1X Sol Ring\n2 x Shock\nx3 Murder");
    assert_eq!(cards(&deck, Section::Main), vec![(4, "Blitz Automaton"), (1, "Sol Ring"), (2, "Shock"), (3, "Murder")]);
}

#[test]
fn a_line_with_no_count_is_one_copy() {
    let deck = parse("Sol Ring\nLightning Bolt");
    assert_eq!(cards(&deck, Section::Main), vec![(1, "Sol Ring"), (1, "Lightning Bolt")]);
}

#[test]
fn leading_zeros_in_a_count_are_read_as_decimal() {
    assert_eq!(cards(&parse("04 Forest"), Section::Main), vec![(4, "Forest")]);
}

#[test]
fn arena_lines_carry_the_set_code_lowercased_and_the_collector_number() {
    let deck = parse("4 Lightning Bolt (M10) 146\n1 Invasion of Belenon (MOM) 36");
    let bolt = &deck.main[0];
    assert_eq!(bolt.name, "Lightning Bolt");
    assert_eq!(bolt.set.as_deref(), Some("m10"));
    assert_eq!(bolt.collector_number.as_deref(), Some("146"));
    // 712.8a: Arena writes a double-faced card by its front face.
    let battle = &deck.main[1];
    assert_eq!(battle.name, "Invasion of Belenon // Belenon War Anthem");
    assert_eq!(battle.set.as_deref(), Some("mom"));
    assert_eq!(battle.collector_number.as_deref(), Some("36"));
}

#[test]
fn a_set_code_without_a_collector_number_and_odd_collector_numbers_are_kept() {
    let deck = parse("4 Lightning Bolt (m10)\n1 Sol Ring (PLST) C21-263\n1 Shock (sld) 123★");
    assert_eq!(deck.main[0].set.as_deref(), Some("m10"));
    assert_eq!(deck.main[0].collector_number, None);
    assert_eq!(deck.main[1].set.as_deref(), Some("plst"));
    assert_eq!(deck.main[1].collector_number.as_deref(), Some("C21-263"));
    assert_eq!(deck.main[2].collector_number.as_deref(), Some("123★"));
}

#[test]
fn moxfield_foil_and_etched_markers_are_dropped() {
    let deck = parse("1 Sol Ring (CMR) 472 *F*\n1 Lightning Bolt (STA) 42 *E*\n1 Shock *f*");
    assert_eq!(cards(&deck, Section::Main), vec![(1, "Sol Ring"), (1, "Lightning Bolt"), (1, "Shock")]);
    assert_eq!(deck.main[0].collector_number.as_deref(), Some("472"));
}

#[test]
fn mws_brackets_give_the_set_before_the_name_or_in_capitals_after_it() {
    let deck = parse("4 [M10] Lightning Bolt\nSB: 2 [M11] Shock\n1 Murder [M13]");
    assert_eq!(deck.main[0].set.as_deref(), Some("m10"));
    assert_eq!(deck.sideboard[0].name, "Shock");
    assert_eq!(deck.sideboard[0].set.as_deref(), Some("m11"));
    assert_eq!(deck.main[1].set.as_deref(), Some("m13"));
}

#[test]
fn archidekt_categories_are_dropped_and_a_section_category_moves_the_card() {
    let deck = parse(
        "1x Sol Ring (cmr) 472 [Ramp]\n\
         1x Ajani, Sleeper Agent (dmu) 192 [Commander{top}]\n\
         1x Shock [Maybeboard{noDeck}{noPrice},Burn]\n\
         1x Murder (m13) 101 *F* [Removal]",
    );
    assert_eq!(cards(&deck, Section::Main), vec![(1, "Sol Ring"), (1, "Murder")]);
    assert_eq!(deck.main[0].set.as_deref(), Some("cmr"));
    assert_eq!(cards(&deck, Section::Commander), vec![(1, "Ajani, Sleeper Agent")]);
    assert_eq!(cards(&deck, Section::Maybeboard), vec![(1, "Shock")]);
}

#[test]
fn split_and_double_faced_cards_by_full_name_any_separator_or_one_face() {
    let deck = parse(
        "1 Fire // Ice\n1 Fire/Ice\n1 fire //ice\n1 Fire\n1 Ice (MH2) 290\n\
         1 Invasion of Belenon // Belenon War Anthem\n1 Belenon War Anthem",
    );
    let names: Vec<&str> = deck.main.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names[..5], ["Fire // Ice"; 5]);
    assert_eq!(deck.main[4].set.as_deref(), Some("mh2"));
    assert_eq!(names[5..], ["Invasion of Belenon // Belenon War Anthem"; 2]);
}

#[test]
fn a_card_with_five_names_is_read_whole() {
    let deck = parse("1 Who // What // When // Where // Why (UNF) 1");
    assert_eq!(deck.main[0].name, "Who // What // When // Where // Why");
    assert_eq!(deck.main[0].set.as_deref(), Some("unf"));
}

#[test]
fn names_match_ignoring_case_diacritics_quotes_dashes_and_spacing() {
    let deck = parse(
        "4 lightning bolt\n1 KITCHEN FINKS\n1 Seance\n1 Lim-Dul's Vault\n\
         1 Auntie’s Snitch\n1 Thought‐Knot   Seer\n1 Jo\u{0308}tun Grunt",
    );
    assert_eq!(
        cards(&deck, Section::Main),
        vec![
            (4, "Lightning Bolt"),
            (1, "Kitchen Finks"),
            (1, "Séance"),
            (1, "Lim-Dûl's Vault"),
            (1, "Auntie's Snitch"),
            (1, "Thought-Knot Seer"),
            (1, "Jötun Grunt"),
        ]
    );
}

#[test]
fn names_that_start_with_digits_or_a_sign_are_still_names() {
    let deck = parse("1996 World Champion\n+2 Mace\n1 +2 Mace\n2 1996 World Champion");
    assert_eq!(
        cards(&deck, Section::Main),
        vec![(1, "1996 World Champion"), (1, "+2 Mace"), (1, "+2 Mace"), (2, "1996 World Champion"),]
    );
}

#[test]
fn words_in_parentheses_that_belong_to_a_name_are_not_a_set_code() {
    let deck = parse("1 B.F.M. (Big Furry Monster)\n1 B.F.M. (Big Furry Monster) (UGL) 28");
    assert_eq!(deck.main[0].name, "B.F.M. (Big Furry Monster)");
    assert_eq!(deck.main[0].set, None);
    assert_eq!(deck.main[1].name, "B.F.M. (Big Furry Monster)");
    assert_eq!(deck.main[1].set.as_deref(), Some("ugl"));
}

#[test]
fn windows_line_breaks_a_byte_order_mark_and_odd_whitespace_are_tolerated() {
    let deck = parse("\u{FEFF}  4\u{A0}Lightning Bolt  \r\n\t2 Shock\r\n");
    assert_eq!(cards(&deck, Section::Main), vec![(4, "Lightning Bolt"), (2, "Shock")]);
}

#[test]
fn empty_text_or_only_comments_is_an_empty_decklist() {
    assert!(parse("").is_empty());
    assert!(parse("\n\n// nothing yet\n# still nothing\n").is_empty());
}

#[test]
fn lines_naming_the_same_card_are_kept_apart_and_counted_together() {
    let deck = parse("2 Shock\n4 Lightning Bolt\n2 Shock (M19) 156");
    assert_eq!(deck.main.len(), 3);
    assert_eq!(deck.count_of(Section::Main, "Shock"), 4);
    assert_eq!(deck.main[2].line, 3);
}

// --- Sections -----------------------------------------------------------------

#[test]
fn an_arena_export_has_about_commander_companion_deck_and_sideboard() {
    let text = "About\nName Boros Prototypes\n\nCommander\n1 Ajani, Sleeper Agent (DMU) 192\n\n\
                Companion\n1 Lurrus of the Captive Ryhme (IKO) 226\n\n\
                Deck\n4 Blitz Automaton (BRO) 174\n20 Mountain (M21) 274\n\n\
                Sideboard\n2 Shock (M19) 156\n";
    let deck = parse(text);
    assert_eq!(deck.name.as_deref(), Some("Boros Prototypes"));
    assert_eq!(cards(&deck, Section::Commander), vec![(1, "Ajani, Sleeper Agent")]);
    assert_eq!(cards(&deck, Section::Companion), vec![(1, "Lurrus of the Captive Ryhme")]);
    assert_eq!(cards(&deck, Section::Main), vec![(4, "Blitz Automaton"), (20, "Mountain")]);
    assert_eq!(cards(&deck, Section::Sideboard), vec![(2, "Shock")]);
    assert_eq!(deck.main[0].line, 11);
}

#[test]
fn headers_are_case_insensitive_and_may_end_with_a_colon_or_a_count() {
    for header in [
        "Sideboard",
        "SIDEBOARD:",
        "sideboard :",
        "Sideboard (15)",
        "Sideboard (15):",
        "Side board",
        "SB:",
        "// Sideboard",
        "# SIDEBOARD",
    ] {
        let deck = parse(&format!("Main:\n4 Forest\n{header}\n2 Shock"));
        assert_eq!(cards(&deck, Section::Main), vec![(4, "Forest")], "{header}");
        assert_eq!(cards(&deck, Section::Sideboard), vec![(2, "Shock")], "{header}");
    }
}

#[test]
fn every_section_has_its_headers() {
    let deck = parse(
        "Commanders\n1 Ajani, Sleeper Agent\nCompanion:\n1 Lurrus of the Captive Ryhme\n\
         Mainboard\n1 Forest\nMaybe\n1 Shock\nConsidering:\n1 Murder\nDeck\n1 Island",
    );
    assert_eq!(deck.commander.len(), 1);
    assert_eq!(deck.companion.len(), 1);
    assert_eq!(cards(&deck, Section::Main), vec![(1, "Forest"), (1, "Island")]);
    assert_eq!(cards(&deck, Section::Maybeboard), vec![(1, "Shock"), (1, "Murder")]);
}

#[test]
fn cards_before_the_first_header_are_the_deck() {
    let deck = parse("4 Forest\nSideboard\n2 Shock");
    assert_eq!(cards(&deck, Section::Main), vec![(4, "Forest")]);
}

#[test]
fn sb_prefix_puts_a_line_in_the_sideboard_wherever_it_stands() {
    let deck = parse("4 Forest\nSB: 2 Shock\nsb:1 Murder\n4 Island\nSB: Sol Ring");
    assert_eq!(cards(&deck, Section::Main), vec![(4, "Forest"), (4, "Island")]);
    assert_eq!(cards(&deck, Section::Sideboard), vec![(2, "Shock"), (1, "Murder"), (1, "Sol Ring")]);
}

#[test]
fn without_headers_cards_after_the_first_blank_line_are_the_sideboard() {
    // MTGO's text export: the deck, one blank line, the sideboard.
    let deck = parse("4 Lightning Bolt\n20 Mountain\n\n2 Shock\n\n1 Murder");
    assert_eq!(cards(&deck, Section::Main), vec![(4, "Lightning Bolt"), (20, "Mountain")]);
    assert_eq!(cards(&deck, Section::Sideboard), vec![(2, "Shock"), (1, "Murder")]);
}

#[test]
fn leading_blank_lines_and_blank_lines_after_comments_do_not_start_the_sideboard() {
    let deck = parse("\n\n// Burn\n\n4 Lightning Bolt\n// Lands\n20 Mountain\n");
    assert_eq!(deck.main.len(), 2);
    assert!(deck.sideboard.is_empty());
}

#[test]
fn with_headers_blank_lines_do_not_change_the_section() {
    let deck = parse("Deck\n4 Lightning Bolt\n\n20 Mountain\n\nSideboard\n2 Shock\n\n1 Murder");
    assert_eq!(deck.main.len(), 2);
    assert_eq!(deck.sideboard.len(), 2);
}

#[test]
fn sb_lines_or_section_markers_turn_the_blank_line_rule_off() {
    let deck = parse("4 Lightning Bolt\n\n20 Mountain\nSB: 2 Shock");
    assert_eq!(cards(&deck, Section::Main), vec![(4, "Lightning Bolt"), (20, "Mountain")]);
    let deck = parse("1 Ajani, Sleeper Agent *CMDR*\n\n1 Forest");
    assert_eq!(cards(&deck, Section::Main), vec![(1, "Forest")]);
}

#[test]
fn deckstats_cmdr_marker_makes_the_card_a_commander() {
    let deck = parse("1 Ajani, Sleeper Agent *CMDR*\n1 Sol Ring");
    assert_eq!(cards(&deck, Section::Commander), vec![(1, "Ajani, Sleeper Agent")]);
    assert_eq!(cards(&deck, Section::Main), vec![(1, "Sol Ring")]);
}

#[test]
fn about_lines_other_than_name_are_ignored() {
    let deck = parse("About\nName  My   Deck\nFormat Standard\nDeck\n1 Forest");
    assert_eq!(deck.name.as_deref(), Some("My Deck"));
    assert_eq!(cards(&deck, Section::Main), vec![(1, "Forest")]);
}

// --- Comments -----------------------------------------------------------------

#[test]
fn lines_starting_with_slashes_or_a_hash_are_comments() {
    let deck = parse("// Creatures\n4 Blitz Automaton\n# Lands\n//20 Forest\n#4 Island\n20 Mountain");
    assert_eq!(cards(&deck, Section::Main), vec![(4, "Blitz Automaton"), (20, "Mountain")]);
}

#[test]
fn a_trailing_comment_is_dropped_but_a_split_name_is_kept() {
    let deck = parse(
        "4 Lightning Bolt // burn\n\
         4 Shock (M19) 156 // also burn\n\
         1 Fire // Ice // my favourite\n\
         1 Sol Ring #Ramp #Artifact\n\
         1 Murder (M13) 101 *F* #Removal\n\
         1 Forest//basic",
    );
    assert_eq!(
        cards(&deck, Section::Main),
        vec![(4, "Lightning Bolt"), (4, "Shock"), (1, "Fire // Ice"), (1, "Sol Ring"), (1, "Murder"), (1, "Forest"),]
    );
    assert_eq!(deck.main[1].collector_number.as_deref(), Some("156"));
    assert_eq!(deck.main[4].set.as_deref(), Some("m13"));
}

// --- Problems -----------------------------------------------------------------

#[test]
fn an_unknown_card_is_reported_with_its_line_text_and_a_close_suggestion() {
    let error = fail("4 Blitz Automaton\n4 Blitz Automatn (BRO) 174");
    assert_eq!(error.problems.len(), 1);
    let problem = &error.problems[0];
    assert_eq!(problem.line, Some(2));
    assert_eq!(problem.offset, 18);
    assert_eq!(problem.text, "4 Blitz Automatn (BRO) 174");
    assert_eq!(problem.code, ProblemCode::UnknownCard);
    assert_eq!(problem.suggestion.as_deref(), Some("Blitz Automaton"));
    assert_eq!(problem.message, "unknown card 'Blitz Automatn'; did you mean 'Blitz Automaton'?");
}

#[test]
fn suggestions_forgive_transpositions_case_spaces_and_punctuation() {
    for (written, expected) in [
        ("Lightning Blot", "Lightning Bolt"),
        ("lightnign bolt", "Lightning Bolt"),
        ("Thoughtknot Seer", "Thought-Knot Seer"),
        ("Kitchen Fink", "Kitchen Finks"),
        ("Aunties Snitch", "Auntie's Snitch"),
        ("Invasion of Belenn", "Invasion of Belenon"),
        ("Sol Rnig", "Sol Ring"),
    ] {
        let error = fail(&format!("1 {written}"));
        assert_eq!(error.problems[0].code, ProblemCode::UnknownCard, "{written}");
        assert_eq!(error.problems[0].suggestion.as_deref(), Some(expected), "{written}");
    }
}

#[test]
fn a_name_far_from_every_card_gets_no_suggestion() {
    let error = fail("4 Qwertyuiop Zxcvbnm");
    assert_eq!(error.problems[0].code, ProblemCode::UnknownCard);
    assert_eq!(error.problems[0].suggestion, None);
    assert_eq!(error.problems[0].message, "unknown card 'Qwertyuiop Zxcvbnm'");
}

#[test]
fn an_unknown_name_with_a_trailing_comment_is_reported_without_the_comment() {
    let error = fail("4 Lightnin Bolt // burn");
    assert_eq!(error.problems[0].message, "unknown card 'Lightnin Bolt'; did you mean 'Lightning Bolt'?");
}

#[test]
fn a_count_with_no_name_is_missing_name() {
    let error = fail("4\n4x\nSB: 4\n4 // a comment\n4 (M10) 146");
    assert_eq!(codes(&error), (1..=5).map(|l| (Some(l), ProblemCode::MissingName)).collect::<Vec<_>>());
}

#[test]
fn a_first_word_that_looks_like_a_count_but_is_not_one_is_invalid_count() {
    let error = fail("x Forest\n-1 Forest\n1.5 Forest\n4xx Forest");
    assert_eq!(codes(&error), (1..=4).map(|l| (Some(l), ProblemCode::InvalidCount)).collect::<Vec<_>>());
    assert!(error.problems[0].message.contains("'x' is not a card count"));
}

#[test]
fn a_count_of_zero_is_zero_count() {
    let error = fail("4 Forest\n0 Forest");
    assert_eq!(codes(&error), vec![(Some(2), ProblemCode::ZeroCount)]);
}

#[test]
fn a_count_over_the_bound_is_count_too_large_even_past_u64() {
    let over = MAX_COUNT + 1;
    let error = fail(&format!("{MAX_COUNT} Forest\n{over} Forest\n99999999999999999999999 Forest"));
    assert_eq!(codes(&error), vec![(Some(2), ProblemCode::CountTooLarge), (Some(3), ProblemCode::CountTooLarge)]);
    assert!(error.problems[1].message.contains("99999999999999999999999"));
}

#[test]
fn a_bad_count_and_an_unknown_name_on_one_line_are_both_reported() {
    let error = fail("0 Lightning Blot");
    assert_eq!(codes(&error), vec![(Some(1), ProblemCode::ZeroCount), (Some(1), ProblemCode::UnknownCard)]);
}

#[test]
fn every_problem_is_reported_at_once_in_line_order() {
    let text = "Deck\n4 Lightning Blot\n4\nx Forest\n0 Shock\n300 Mountain\n\nSideboard\nSB: 2 Shok";
    let error = fail(text);
    assert_eq!(
        codes(&error),
        vec![
            (Some(2), ProblemCode::UnknownCard),
            (Some(3), ProblemCode::MissingName),
            (Some(4), ProblemCode::InvalidCount),
            (Some(5), ProblemCode::ZeroCount),
            (Some(6), ProblemCode::CountTooLarge),
            (Some(9), ProblemCode::UnknownCard),
        ]
    );
    assert_eq!(error.problems[5].suggestion.as_deref(), Some("Shock"));
}

#[test]
fn a_name_shared_by_two_cards_ignoring_case_is_ambiguous() {
    let names = ["Forest", "FOREST", "Island"];
    let error = parse_decklist("1 forest", &names[..]).unwrap_err();
    assert_eq!(error.problems[0].code, ProblemCode::AmbiguousCard);
    assert_eq!(error.problems[0].message, "'forest' could be any of 'FOREST', 'Forest': write the full name");
    // The exact spelling still picks one.
    let set: HashSet<&str> = names.into_iter().collect();
    assert_eq!(parse_decklist("1 FOREST", &set).unwrap().main[0].name, "FOREST");
}

#[test]
fn an_over_long_text_is_rejected_before_it_is_read() {
    let huge = "4 Forest\n".repeat(50 * 1024 * 1024 / 9);
    assert!(huge.len() > MAX_DECKLIST_LEN);
    let error = fail(&huge);
    assert_eq!(codes(&error), vec![(None, ProblemCode::DecklistTooLong)]);
    assert!(error.problems[0].message.contains("1 MiB"));
}

#[test]
fn an_over_long_line_is_reported_with_an_excerpt() {
    let long = format!("1 {}", "a".repeat(MAX_LINE_LEN));
    let error = fail(&format!("4 Forest\n{long}"));
    assert_eq!(codes(&error), vec![(Some(2), ProblemCode::LineTooLong)]);
    assert_eq!(error.problems[0].text.chars().count(), 121);
    assert!(error.problems[0].text.ends_with('…'));
}

#[test]
fn more_cards_than_the_total_bound_is_reported_once() {
    let lines = (MAX_TOTAL_CARDS / MAX_COUNT + 2) as usize;
    let text = format!("{MAX_COUNT} Forest\n").repeat(lines);
    let error = fail(&text);
    let first_over = (MAX_TOTAL_CARDS / MAX_COUNT + 1) as usize;
    assert_eq!(codes(&error), vec![(Some(first_over), ProblemCode::TooManyCards)]);
}

#[test]
fn reading_stops_after_the_problem_bound() {
    let error = fail(&"0 Forest\n".repeat(MAX_PROBLEMS * 3));
    assert_eq!(error.problems.len(), MAX_PROBLEMS + 1);
    let last = error.problems.last().unwrap();
    assert_eq!(last.code, ProblemCode::TooManyProblems);
    assert_eq!(last.line, Some(MAX_PROBLEMS + 1));
}

#[test]
fn offsets_are_utf16_indexes_of_the_line_start() {
    // 'é' is one UTF-16 unit, '🂡' two; "\r\n" is two.
    let error = fail("1 Séance\r\n// 🂡🂡\n1 Nope Nope");
    assert_eq!(error.problems[0].line, Some(3));
    assert_eq!(error.problems[0].offset, 10 + 8);
    let error = fail("\u{FEFF}1 Nope Nope");
    assert_eq!(error.problems[0].offset, 1);
}

#[test]
fn the_error_is_coded_and_its_message_lists_every_problem() {
    let error = fail("4 Lightning Blot\n0 Forest");
    assert_eq!(error.code(), "invalid_decklist");
    assert_eq!(error.rule(), None);
    assert_eq!(error.offset(), Some(0));
    assert_eq!(
        error.to_string(),
        "2 problems in the decklist:\n\
         line 1: unknown card 'Lightning Blot'; did you mean 'Lightning Bolt'?\n\
         line 2: a count of 0 adds no cards: write 1 to 250, or remove the line"
    );
    let one = fail("0 Forest");
    assert_eq!(one.to_string(), "line 1: a count of 0 adds no cards: write 1 to 250, or remove the line");
    assert_eq!(one.report().code, "invalid_decklist");
}

#[test]
fn every_problem_code_is_stable_snake_case() {
    for (code, text) in [
        (ProblemCode::DecklistTooLong, "decklist_too_long"),
        (ProblemCode::LineTooLong, "line_too_long"),
        (ProblemCode::InvalidCount, "invalid_count"),
        (ProblemCode::ZeroCount, "zero_count"),
        (ProblemCode::CountTooLarge, "count_too_large"),
        (ProblemCode::MissingName, "missing_name"),
        (ProblemCode::UnknownCard, "unknown_card"),
        (ProblemCode::AmbiguousCard, "ambiguous_card"),
        (ProblemCode::TooManyCards, "too_many_cards"),
        (ProblemCode::TooManyProblems, "too_many_problems"),
    ] {
        assert_eq!(code.as_str(), text);
        assert_eq!(serde_json::to_value(code).unwrap(), text);
    }
}

// --- Resolvers and shapes -----------------------------------------------------

#[test]
fn a_plain_list_of_names_gets_case_insensitive_and_face_lookups() {
    let names = vec!["Invasion of Belenon // Belenon War Anthem".to_string(), "Forest".to_string()];
    let deck = parse_decklist("2 FOREST\n1 invasion of belenon", &names).unwrap();
    assert_eq!(cards(&deck, Section::Main), vec![(2, "Forest"), (1, "Invasion of Belenon // Belenon War Anthem")]);
}

#[test]
fn a_card_name_that_equals_a_face_wins_over_the_face() {
    let names = ["Fire", "Fire // Ice"];
    let deck = parse_decklist("1 fire\n1 ice", &names[..]).unwrap();
    assert_eq!(cards(&deck, Section::Main), vec![(1, "Fire"), (1, "Fire // Ice")]);
}

/// What a card database looks like to the parser: exact lookups of its own,
/// and a canonical spelling that the text need not use.
struct Db {
    cards: HashMap<String, u32>,
}

impl CardNames for Db {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        Box::new(self.cards.keys().map(String::as_str))
    }
    fn resolve(&self, name: &str) -> Option<&str> {
        self.cards.get_key_value(name).map(|(k, _)| k.as_str())
    }
}

#[test]
fn a_card_database_resolver_works_directly_and_as_a_trait_object() {
    let db = Db { cards: [("Blitz Automaton".to_string(), 1), ("Forest".to_string(), 2)].into_iter().collect() };
    let deck = parse_decklist("4 Blitz Automaton\n4 forest", &db).unwrap();
    assert_eq!(deck.total(Section::Main), 8);
    let dynamic: &dyn CardNames = &db;
    let error = parse_decklist("4 Blitz Automatom", dynamic).unwrap_err();
    assert_eq!(error.problems[0].suggestion.as_deref(), Some("Blitz Automaton"));
}

/// A resolver that counts how often the parser asks for every name.
struct Counting {
    inner: Db,
    listed: std::cell::Cell<usize>,
}

impl CardNames for Counting {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        self.listed.set(self.listed.get() + 1);
        self.inner.names()
    }
    fn resolve(&self, name: &str) -> Option<&str> {
        self.inner.resolve(name)
    }
}

#[test]
fn exactly_written_names_and_headers_never_list_every_name() {
    let counting = Counting {
        inner: Db { cards: [("Forest".to_string(), 1), ("Shock".to_string(), 2)].into_iter().collect() },
        listed: Default::default(),
    };
    let deck = parse_decklist("About\nName X\n\nDeck\n4 Forest\n\nSideboard:\n2 Shock", &counting).unwrap();
    assert_eq!(
        deck.entries().map(|(s, e)| (s, e.count)).collect::<Vec<_>>(),
        [(Section::Main, 4), (Section::Sideboard, 2)]
    );
    assert_eq!(counting.listed.get(), 0);
    // A miss lists them once to build the index, and once more for suggestions.
    let _ = parse_decklist("4 forest\n2 shock\n1 Shokc", &counting).unwrap_err();
    assert_eq!(counting.listed.get(), 2);
}

#[test]
fn a_decklist_serializes_with_camel_case_fields_and_problems_with_their_code() {
    let deck = parse("About\nName Test\nDeck\n4 Lightning Bolt (M10) 146");
    let json = serde_json::to_value(&deck).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "name": "Test",
            "main": [{ "count": 4, "name": "Lightning Bolt", "set": "m10",
                       "collectorNumber": "146", "line": 4 }],
            "sideboard": [], "commander": [], "companion": [], "maybeboard": []
        })
    );
    let back: Decklist = serde_json::from_value(json).unwrap();
    assert_eq!(back, deck);

    let error = fail("4 Lightning Blot");
    assert_eq!(
        serde_json::to_value(&error).unwrap(),
        serde_json::json!({ "problems": [{
            "line": 1, "offset": 0, "text": "4 Lightning Blot", "code": "unknown_card",
            "message": "unknown card 'Lightning Blot'; did you mean 'Lightning Bolt'?",
            "suggestion": "Lightning Bolt"
        }]})
    );
    assert_eq!(serde_json::to_value(Section::Maybeboard).unwrap(), "maybeboard");
}

#[test]
fn the_text_form_is_arena_style_and_reads_back_to_the_same_entries() {
    let deck = parse(
        "About\nName Burn\n\n1 Ajani, Sleeper Agent *CMDR*\n4 Lightning Bolt (m10) 146\n\
         4 fire/ice\nSB: 2 Shock [M19]\n1 Murder [Maybeboard]",
    );
    let text = deck.to_string();
    assert_eq!(
        text,
        "About\nName Burn\n\nCommander\n1 Ajani, Sleeper Agent\n\n\
         Deck\n4 Lightning Bolt (M10) 146\n4 Fire // Ice\n\n\
         Sideboard\n2 Shock (M19)\n\nMaybeboard\n1 Murder\n"
    );
    assert_eq!(without_lines(&parse(&text)), without_lines(&deck));
}

fn without_lines(deck: &Decklist) -> Decklist {
    let mut deck = deck.clone();
    for section in [&mut deck.main, &mut deck.sideboard, &mut deck.commander, &mut deck.companion, &mut deck.maybeboard]
    {
        for entry in section.iter_mut() {
            entry.line = 0;
        }
    }
    deck
}

// --- Properties ---------------------------------------------------------------

#[cfg(not(target_arch = "wasm32"))]
mod properties {
    use super::*;
    use proptest::prelude::*;

    fn some_name() -> impl Strategy<Value = String> {
        let mut all: Vec<String> = names().iter().cloned().collect();
        all.sort();
        proptest::sample::select(all)
    }

    /// An entry as the text form can write it (line numbers left out).
    fn entry() -> impl Strategy<Value = DeckEntry> {
        (1..=MAX_COUNT, some_name(), proptest::option::of(("[a-z0-9]{3}", proptest::option::of("[0-9]{1,3}[a-z]?"))))
            .prop_map(|(count, name, set)| {
                let (set, collector_number) = match set {
                    Some((set, number)) => (Some(set), number),
                    None => (None, None),
                };
                DeckEntry { count, name, set, collector_number, line: 0 }
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]

        #[test]
        fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
            let _ = parse_decklist(&text, names());
        }

        #[test]
        fn decklist_shaped_soup_never_panics(
            text in "([0-9xX +\\-]{0,4}(SB: )?[A-Za-z/#*()\\[\\]{},' éû’]{0,30}( \\([A-Za-z0-9]{0,5}\\) ?[0-9a-z★-]{0,4})?( //.{0,5})?\r?\n?){0,12}"
        ) {
            let _ = parse_decklist(&text, names());
        }

        #[test]
        fn arbitrary_lines_with_real_names_never_panic(
            lines in proptest::collection::vec(("\\PC{0,6}", some_name(), "\\PC{0,12}"), 0..10)
        ) {
            let text: String = lines.iter().map(|(a, n, b)| format!("{a}{n}{b}\n")).collect();
            let _ = parse_decklist(&text, names());
        }

        #[test]
        fn a_real_name_in_any_letter_case_reads_as_itself(
            name in some_name(),
            upper in proptest::collection::vec(any::<bool>(), 160),
            count in 1..=MAX_COUNT,
        ) {
            let written: String = name
                .chars()
                .zip(upper.iter().cycle())
                .map(|(c, &up)| if up { c.to_uppercase().next().unwrap_or(c) } else { c.to_lowercase().next().unwrap_or(c) })
                .collect();
            let deck = parse_decklist(&format!("{count}x {written}"), names())
                .map_err(|e| TestCaseError::fail(format!("{written}: {e}")))?;
            prop_assert_eq!(cards(&deck, Section::Main), vec![(count, name.as_str())]);
        }

        #[test]
        fn written_decklists_read_back_to_the_same_entries(
            main in proptest::collection::vec(entry(), 0..8),
            sideboard in proptest::collection::vec(entry(), 0..4),
            commander in proptest::collection::vec(entry(), 0..2),
            companion in proptest::collection::vec(entry(), 0..2),
            maybeboard in proptest::collection::vec(entry(), 0..3),
            name in proptest::option::of("[A-Za-z0-9]{1,10}( [A-Za-z0-9']{1,10}){0,3}"),
        ) {
            let deck = Decklist { name, main, sideboard, commander, companion, maybeboard };
            let read = parse_decklist(&deck.to_string(), names())
                .map_err(|e| TestCaseError::fail(format!("{}\n{e}", deck)))?;
            prop_assert_eq!(without_lines(&read), deck);
        }
    }
}

/// A [`NameIndex`] (the folded index and suggestion keys built once, for many parses) reads
/// every text exactly as the names it wraps: the same decks, and the same problems with the
/// same suggestions and ambiguities (the fuzz corpus, the real decklists and hard cases).
#[test]
fn a_name_index_built_once_reads_every_decklist_as_its_names_do() {
    let index = NameIndex::new(names());
    let slice: Vec<&str> = names().iter().map(String::as_str).collect();
    let slice_index = NameIndex::new(&slice[..]);
    let mut texts: Vec<String> = [
        "4 Lightning Blot\n2 fire/ice\n1 FIRE\n1 seance\n1 lim-dul's vault\n1 Jotun Grunt\n3 Nonexistent Card",
        "1 who // what\n1 When\n1 b.f.m.\n1 1996 world champion\n1 +2 mace\n1 Lurrus of the Captive Rhyme",
        "Deck\n4 llanowar elves\n\nSideboard\n2 Counterspel\n1 Grizly Bears\n1 x",
    ]
    .map(String::from)
    .to_vec();
    for dir in ["tests/data/decks", "fuzz/corpus/decklist"] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(&dir).unwrap() {
            texts.push(String::from_utf8_lossy(&std::fs::read(entry.unwrap().path()).unwrap()).into_owned());
        }
    }
    let mut suggested = 0;
    for text in &texts {
        let plain = parse_decklist(text, names());
        suggested += plain.as_ref().err().map_or(0, |e| e.problems.iter().filter(|p| p.suggestion.is_some()).count());
        assert_eq!(parse_decklist(text, &index), plain, "{text:?}");
        assert_eq!(parse_decklist(text, &slice_index), parse_decklist(text, &slice[..]), "{text:?}");
    }
    assert!(suggested >= 5, "the texts exercise suggestions ({suggested})");
    assert_eq!(index.names().count(), names().len());
}
