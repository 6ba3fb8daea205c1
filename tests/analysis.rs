//! Castability by turn (`mtg_rules::analysis`): closed forms within 3
//! standard errors, Karsten's model, and the rules the engine applies where
//! simpler models differ (mana creatures 302.6, rocks, tapped lands 614.1c,
//! Phyrexian mana 107.4f, prototype 718.3, the free mulligan 103.5c).

use mtg_rules::CardDb;
use mtg_rules::analysis::{
    AnalysisOptions, Analyzer, DeckInput, KarstenOptions, MAX_TALLY_GAMES, MulliganPolicy, MulliganRule, PlayPolicy,
    analyze_deck, karsten,
};
use mtg_rules::decklist::{Decklist, Section};
use std::sync::OnceLock;

fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| CardDb::from_scryfall_json(include_str!("data/scryfall-cards.json")).unwrap())
}

fn binomial(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// Exactly: P(at least `lands` lands and `good` good lands among `k` cards
/// of a deck of `n` with `g` good lands and `o` other lands).
fn hypergeometric(n: u32, g: u32, o: u32, k: u32, lands: u32, good: u32) -> f64 {
    let s = n - g - o;
    let mut p = 0.0;
    for gi in good..=g.min(k) {
        for oi in 0..=o.min(k - gi) {
            if gi + oi >= lands && k - gi - oi <= s {
                p += binomial(g, gi) * binomial(o, oi) * binomial(s, k - gi - oi);
            }
        }
    }
    p / binomial(n, k)
}

fn within_3_se(got: mtg_rules::analysis::Estimate, exact: f64) {
    assert!(got.se > 0.0, "{got:?}");
    assert!((got.p - exact).abs() <= 3.0 * got.se, "got {} ± {} of {} games, exact {exact}", got.p, got.se, got.n);
}

fn no_mulligan() -> MulliganPolicy {
    MulliganPolicy { rule: MulliganRule::None, ..MulliganPolicy::default() }
}

fn options(games: u64) -> AnalysisOptions {
    AnalysisOptions { games, seed: 7, mulligan: no_mulligan(), ..AnalysisOptions::default() }
}

fn karsten_no_mulligan(deck_size: u32, lands: u32, sources: u32, pips: u32, turn: u8) -> KarstenOptions {
    KarstenOptions { deck_size, lands, sources, pips, turn, mulligan: false, games: 200_000, seed: 1 }
}

#[test]
fn karsten_three_lands_in_the_first_nine_of_60_with_24_is_0_788654() {
    let r = karsten(&karsten_no_mulligan(60, 24, 24, 0, 3)).unwrap();
    within_3_se(r.success, 0.788654);
    assert!((hypergeometric(60, 24, 0, 9, 3, 0) - 0.788654).abs() < 1e-6);
}

#[test]
fn karsten_one_of_14_sources_in_seven_cards_of_60_is_0_861409() {
    let r = karsten(&karsten_no_mulligan(60, 24, 14, 1, 1)).unwrap();
    within_3_se(r.success, 0.861409);
    assert!((hypergeometric(60, 14, 10, 7, 1, 1) - 0.861409).abs() < 1e-6);
}

#[test]
fn karsten_a_seven_card_hand_of_60_with_24_lands_is_kept_with_2_to_5_lands_0_843902_103_5() {
    let r = karsten(&KarstenOptions { games: 200_000, ..KarstenOptions::default() }).unwrap();
    within_3_se(r.mulligans[0], 0.843902);
}

#[test]
fn karsten_four_lands_in_the_first_ten_of_40_with_17_is_0_706928() {
    let r = karsten(&karsten_no_mulligan(40, 17, 17, 0, 4)).unwrap();
    within_3_se(r.success, 0.706928);
    assert!((hypergeometric(40, 17, 0, 10, 4, 0) - 0.706928).abs() < 1e-6);
}

#[test]
fn karsten_two_pips_on_turn_three_match_the_multivariate_hypergeometric() {
    let r = karsten(&karsten_no_mulligan(60, 24, 16, 2, 3)).unwrap();
    within_3_se(r.success, hypergeometric(60, 16, 8, 9, 3, 2));
    let exact_given = hypergeometric(60, 16, 8, 9, 3, 2) / hypergeometric(60, 24, 0, 9, 3, 0);
    within_3_se(r.success_given_lands, exact_given);
}

#[test]
fn karsten_mulligans_raise_the_chance_of_a_source_on_turn_one_103_5() {
    let with = karsten(&KarstenOptions { games: 100_000, ..KarstenOptions::default() }).unwrap();
    let without = karsten(&KarstenOptions { games: 100_000, mulligan: false, ..KarstenOptions::default() }).unwrap();
    assert!(with.success_given_lands.p > without.success_given_lands.p + 3.0 * with.success_given_lands.se);
    // Karsten's published table: 14 sources are the fewest that cast a
    // one-pip spell on turn 1 at least 90% of the time (given the land drop).
    assert!(with.success_given_lands.p > 0.90, "{:?}", with.success_given_lands);
    let thirteen = karsten(&KarstenOptions { sources: 13, games: 100_000, ..KarstenOptions::default() }).unwrap();
    assert!(
        thirteen.success_given_lands.p < 0.90 + 3.0 * thirteen.success_given_lands.se,
        "{:?}",
        thirteen.success_given_lands
    );
}

#[test]
fn karsten_a_commander_deck_draws_on_turn_one_103_8a() {
    // 99 cards, turn 1 on the play: 8 cards seen, no mulligan.
    let r = karsten(&karsten_no_mulligan(99, 40, 40, 0, 1)).unwrap();
    within_3_se(r.success, hypergeometric(99, 40, 0, 8, 1, 0));
}

#[test]
fn karsten_impossible_land_counts_are_reported_together() {
    let e = karsten(&KarstenOptions { lands: 70, sources: 80, turn: 0, games: 0, ..KarstenOptions::default() })
        .unwrap_err();
    let codes: Vec<&str> = e.problems.iter().map(|p| p.code.as_str()).collect();
    assert_eq!(codes, ["impossible_land_count", "impossible_land_count", "turns_out_of_range", "games_out_of_range"]);
}

#[test]
fn a_two_drop_of_a_deck_of_basics_is_castable_by_turn_two_as_often_as_two_lands_are_seen_in_eight_cards() {
    let a = analyze_deck(db(), DeckInput::Text("24 Forest\n36 Grizzly Bears"), &options(100_000)).unwrap();
    let bears = &a.cards[0];
    within_3_se(bears.castable_by[1], hypergeometric(60, 24, 0, 8, 2, 0));
    within_3_se(bears.castable_by[3], hypergeometric(60, 24, 0, 10, 2, 0));
    within_3_se(bears.on_curve.unwrap(), hypergeometric(60, 24, 0, 8, 2, 0));
    assert_eq!(bears.castable_by[0].p, 0.0);
    assert_eq!(bears.castable_by_given_drops[1].p, 1.0);
    assert_eq!(bears.on_curve_given_drops.unwrap().p, 1.0);
    within_3_se(a.all_land_drops[2], hypergeometric(60, 24, 0, 9, 3, 0));
    within_3_se(a.land_drop[0], hypergeometric(60, 24, 0, 7, 1, 0));
}

#[test]
fn on_the_draw_one_more_card_is_seen_103_8a() {
    let o = AnalysisOptions { on_the_play: false, ..options(100_000) };
    let a = analyze_deck(db(), DeckInput::Text("24 Forest\n36 Grizzly Bears"), &o).unwrap();
    within_3_se(a.cards[0].castable_by[1], hypergeometric(60, 24, 0, 9, 2, 0));
}

#[test]
fn a_double_blue_spell_in_a_two_color_deck_needs_two_islands_and_the_land_choice_finds_them() {
    let a = analyze_deck(db(), DeckInput::Text("12 Forest\n12 Island\n36 Counterspell"), &options(100_000)).unwrap();
    within_3_se(a.cards[0].castable_by[1], hypergeometric(60, 12, 12, 8, 2, 2));
    within_3_se(a.cards[0].castable_by[4], hypergeometric(60, 12, 12, 11, 2, 2));
    // Blue is available on turn 1 when an Island is in the opening hand.
    let blue = &a.colors[1];
    within_3_se(blue.by_turn[0], hypergeometric(60, 12, 12, 7, 1, 1));
}

/// A 7-card deck is drawn whole: every game is the same, so the numbers
/// are exact.
fn whole_hand(deck: &str, play: PlayPolicy) -> mtg_rules::analysis::Analysis {
    let o = AnalysisOptions { games: 50, turns: 4, play, ..options(50) };
    analyze_deck(db(), DeckInput::Text(deck), &o).unwrap()
}

#[test]
fn a_mana_creature_taps_for_mana_from_the_next_turn_302_6() {
    let ramp = PlayPolicy::default();
    let a = whole_hand("1 Forest\n1 Llanowar Elves\n5 Grizzly Bears", ramp);
    let bears = a.cards.iter().find(|c| c.name == "Grizzly Bears").unwrap();
    assert_eq!(bears.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 1.0, 1.0, 1.0]);
    // Without casting the Elves, one Forest never pays for the Bears.
    let a = whole_hand("1 Forest\n1 Llanowar Elves\n5 Grizzly Bears", PlayPolicy { cast_mana_sources: false, ..ramp });
    let bears = a.cards.iter().find(|c| c.name == "Grizzly Bears").unwrap();
    assert_eq!(bears.never.p, 1.0);
}

#[test]
fn a_mana_rock_taps_for_mana_the_turn_it_is_cast_605_3a() {
    let a = whole_hand("1 Island\n1 Sol Ring\n5 Bronze Sable", PlayPolicy::default());
    let sable = a.cards.iter().find(|c| c.name == "Bronze Sable").unwrap();
    assert_eq!(sable.castable_by[0].p, 1.0, "Island pays for Sol Ring, Sol Ring for Bronze Sable");
    let a = whole_hand("1 Island\n1 Sol Ring\n5 Divination", PlayPolicy::default());
    let divination = a.cards.iter().find(|c| c.name == "Divination").unwrap();
    assert_eq!(divination.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 1.0, 1.0, 1.0]);
}

#[test]
fn a_tapped_land_is_played_on_a_turn_it_costs_nothing_614_1c() {
    let a = whole_hand("1 Thornwood Falls\n1 Forest\n5 Grizzly Bears", PlayPolicy::default());
    let bears = &a.cards[0];
    assert_eq!(bears.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 1.0, 1.0, 1.0]);
}

#[test]
fn a_phyrexian_symbol_is_paid_with_life_without_a_source_of_its_color_107_4f() {
    let a = whole_hand("1 Forest\n6 Gitaxian Probe", PlayPolicy::default());
    assert_eq!(a.cards[0].castable_by[0].p, 1.0);
    assert_eq!(a.cards[0].mana_value, 1);
}

#[test]
fn a_prototype_card_is_castable_for_its_prototype_cost_718_3() {
    let a = whole_hand("3 Mountain\n4 Blitz Automaton", PlayPolicy::default());
    let blitz = &a.cards[0];
    assert_eq!(blitz.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 1.0, 1.0]);
    assert_eq!(blitz.curve_turn, 7);
    assert_eq!(blitz.on_curve, None, "its curve turn is past the turns followed");
}

#[test]
fn a_card_whose_own_cost_rules_are_not_applied_and_a_card_with_no_mana_cost_are_flagged_with_what_was_assumed() {
    let a = whole_hand_in(lands_db(), "3 Island\n4 Frogmite");
    let flag = a.flags.iter().find(|f| f.name == "Frogmite").unwrap();
    assert!(flag.assumptions.iter().any(|s| s.contains("601.2f") && s.contains("affinity")), "{flag:?}");
    let a = whole_hand("3 Island\n4 Ancestral Vision", PlayPolicy::default());
    assert!(a.cards.is_empty(), "no mana cost: nothing to cast");
    assert!(a.flags.iter().any(|f| f.name == "Ancestral Vision" && f.assumptions[0].contains("202.1b")));
}

#[test]
fn x_is_the_value_given_per_card_107_3() {
    let mut o = AnalysisOptions { games: 50, turns: 4, ..options(50) };
    o.x.insert("Fireball".into(), 2);
    let a = analyze_deck(db(), DeckInput::Text("4 Mountain\n3 Fireball"), &o).unwrap();
    assert_eq!(a.cards[0].mana_value, 3);
    assert_eq!(a.cards[0].castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 1.0, 1.0]);
}

#[test]
fn a_hundred_card_deck_has_a_free_first_mulligan_and_40_life_103_5c() {
    let o = AnalysisOptions { games: 20_000, ..AnalysisOptions::default() };
    let a = analyze_deck(db(), DeckInput::Text("38 Forest\n1 Sol Ring\n61 Grizzly Bears"), &o).unwrap();
    assert!(a.free_mulligan);
    assert_eq!(a.life, 40);
    // A free mulligan keeps seven cards: the kept hand averages more than
    // with the mulligan counted.
    let counted = AnalysisOptions {
        mulligan: MulliganPolicy { free_first: Some(false), ..MulliganPolicy::default() },
        ..o.clone()
    };
    let b = analyze_deck(db(), DeckInput::Text("38 Forest\n1 Sol Ring\n61 Grizzly Bears"), &counted).unwrap();
    assert!(a.kept_hand_size.mean > b.kept_hand_size.mean + 3.0 * a.kept_hand_size.se);
}

#[test]
fn the_london_mulligan_keeps_seven_card_hands_with_two_to_five_lands_103_5() {
    let o = AnalysisOptions { games: 100_000, ..AnalysisOptions::default() };
    let a = analyze_deck(db(), DeckInput::Text("24 Forest\n36 Grizzly Bears"), &o).unwrap();
    within_3_se(a.mulligans[0], 0.843902);
    assert!(a.kept_hand_size.mean < 7.0 && a.kept_hand_size.mean > 6.7);
}

#[test]
fn the_same_seed_gives_the_same_result_and_parts_merge_into_the_whole() {
    let o = AnalysisOptions { games: 3000, seed: 42, ..AnalysisOptions::default() };
    let deck = DeckInput::Text("10 Forest\n7 Island\n4 Llanowar Elves\n39 Counterspell");
    let whole = analyze_deck(db(), deck, &o).unwrap();
    assert_eq!(whole, analyze_deck(db(), deck, &o).unwrap());
    let analyzer = Analyzer::new(db(), deck, &o).unwrap();
    let mut tally = analyzer.tally();
    analyzer.run(0, 1000, &mut tally);
    let mut rest = analyzer.tally();
    analyzer.run(1000, 2000, &mut rest);
    assert!(tally.merge(&rest));
    assert_eq!(analyzer.finish(&tally), whole);
    let other = analyze_deck(db(), deck, &AnalysisOptions { seed: 43, ..o }).unwrap();
    assert_ne!(other, whole);
}

#[test]
fn every_problem_of_a_request_is_reported_at_once() {
    let mut o = AnalysisOptions { games: 0, turns: 30, ..AnalysisOptions::default() };
    o.x.insert("Fireball".into(), 1000);
    let e = analyze_deck(db(), DeckInput::Text("20 Forest\n4 Blitz Automatn"), &o).unwrap_err();
    let codes: Vec<&str> = e.problems.iter().map(|p| p.code.as_str()).collect();
    assert_eq!(codes, ["invalid_decklist", "games_out_of_range", "turns_out_of_range", "x_out_of_range"]);
    assert_eq!(e.problems[0].decklist.as_ref().unwrap().suggestion.as_deref(), Some("Blitz Automaton"));
    let e = analyze_deck(db(), DeckInput::Text(""), &AnalysisOptions::default()).unwrap_err();
    assert_eq!(e.problems[0].code.as_str(), "empty_deck");
    let e = analyze_deck(db(), DeckInput::Text("251 Forest"), &AnalysisOptions::default()).unwrap_err();
    assert!(e.problems.iter().any(|p| p.code.as_str() == "deck_too_large" || p.code.as_str() == "invalid_decklist"));
    let e = analyze_deck(db(), DeckInput::Text("200 Forest\n50 Island\n1 Counterspell"), &AnalysisOptions::default())
        .unwrap_err();
    assert_eq!(e.problems[0].code.as_str(), "deck_too_large");
    let e = analyze_deck(db(), DeckInput::Text("1 Forest\n59 Grizzly Bears"), &AnalysisOptions::default()).unwrap_err();
    assert_eq!(e.problems[0].code.as_str(), "impossible_land_count");
    let mut o = AnalysisOptions::default();
    o.x.insert("Fireball".into(), 1);
    let e = analyze_deck(db(), DeckInput::Text("24 Forest\n36 Grizzly Bears"), &o).unwrap_err();
    assert_eq!(e.problems[0].code.as_str(), "x_for_unknown_card");
}

/// Found by the `analysis` fuzz target: the counts of a `Decklist` object
/// (the deck argument of `analyzeDeck`, read from JSON) added up past
/// `u32::MAX` wrapped to a small total, so a deck of four billion Forests
/// passed the size check; the total now saturates and the deck is too large.
#[test]
fn a_decklist_object_whose_counts_add_up_past_u32_is_too_large_not_a_wrapped_small_deck() {
    let list = Decklist::from_json(
        r#"{"main": [{"count": 4294967295, "name": "Forest", "line": 1}, {"count": 2, "name": "Grizzly Bears", "line": 2}],
            "sideboard": [], "commander": [], "companion": [], "maybeboard": []}"#,
    )
    .unwrap();
    assert_eq!(list.total(Section::Main), u32::MAX);
    assert_eq!(list.count_of(Section::Main, "Forest"), u32::MAX);
    let o = AnalysisOptions { games: 10, ..AnalysisOptions::default() };
    let e = analyze_deck(db(), DeckInput::List(&list), &o).unwrap_err();
    let codes: Vec<&str> = e.problems.iter().map(|p| p.code.as_str()).collect();
    assert_eq!(codes, ["deck_too_large"]);
}

/// Found by the `analysis` fuzz target: a tally handed to `addTally` whose
/// counts disagree (a spell first castable in more games than were played)
/// made `finish` subtract past zero. Such a tally is not one of this deck:
/// refused, and counted as no games by `finish`.
#[test]
fn a_tally_whose_counts_disagree_is_refused_and_counts_as_no_games() {
    let o = AnalysisOptions { games: 20, ..AnalysisOptions::default() };
    let analyzer = Analyzer::new(db(), DeckInput::Text("24 Forest\n36 Grizzly Bears"), &o).unwrap();
    let tally = analyzer.run_all();
    assert!(tally.is_consistent());
    let mut more_first = tally.clone();
    more_first.first[0] += 1;
    let mut fewer_games = tally.clone();
    fewer_games.games -= 1;
    let mut more_drops = tally.clone();
    more_drops.land_drop[0] = 21;
    for bad in [&more_first, &fewer_games, &more_drops] {
        assert_eq!(analyzer.check_tally(bad).unwrap_err().problems[0].code.as_str(), "invalid_tally");
        assert_eq!(analyzer.finish(bad), analyzer.finish(&analyzer.tally()));
    }
}

/// Found by the `analysis` fuzz target: a tally handed over with the
/// largest sum of squares of life paid, merged, then more games played: the
/// sums of life saturate (they are not bounded by the games, as the counts
/// are), and a tally whose kept hands average more than 7 cards is refused.
#[test]
fn a_merged_tally_at_the_largest_sums_of_life_plays_on_and_kept_hands_are_at_most_seven_cards() {
    // 2 life for the shock land on turn 2 of every game (as in the shock land's test below).
    let o = options(5);
    let analyzer = Analyzer::new(lands_db(), DeckInput::Text("2 Breeding Pool\n5 Grizzly Bears"), &o).unwrap();
    let mut handed = analyzer.run_all();
    assert_eq!(handed.life_paid, 10);
    handed.life_paid_squares = u64::MAX;
    assert!(analyzer.check_tally(&handed).is_ok());
    let mut tally = analyzer.tally();
    assert!(tally.merge(&handed));
    analyzer.run(5, 5, &mut tally);
    assert_eq!((tally.games, tally.life_paid_squares), (10, u64::MAX));
    let mut big_hands = analyzer.run_all();
    big_hands.kept_sum = 7 * 5 + 1;
    big_hands.kept_squares = 49 * 5;
    assert_eq!(analyzer.check_tally(&big_hands).unwrap_err().problems[0].code.as_str(), "invalid_tally");
}

/// A tally counts at most 2⁵³ − 1 games (every count crosses the JS
/// boundary exactly): a merge past it is refused and changes nothing.
#[test]
fn tallies_merged_past_two_to_the_53_games_are_refused() {
    let o = AnalysisOptions { games: 1, ..AnalysisOptions::default() };
    let analyzer = Analyzer::new(db(), DeckInput::Text("24 Forest\n36 Grizzly Bears"), &o).unwrap();
    let one = analyzer.run_all();
    let mut most = one.clone();
    let scale = |v: &mut Vec<u64>| v.iter_mut().for_each(|k| *k *= MAX_TALLY_GAMES);
    most.games = MAX_TALLY_GAMES;
    for list in [&mut most.mulligans, &mut most.land_drop, &mut most.all_drops, &mut most.colors, &mut most.first] {
        scale(list);
    }
    for list in [&mut most.part_available, &mut most.on_curve, &mut most.on_curve_drops] {
        scale(list);
    }
    assert!(analyzer.check_tally(&most).is_ok());
    let before = most.clone();
    assert!(!most.merge(&one));
    assert_eq!(most, before);
    let mut fresh = analyzer.tally();
    assert!(fresh.merge(&most));
    assert_eq!(analyzer.finish(&fresh).games, MAX_TALLY_GAMES);
}

/// The bundled cards, the real lands of the pools and the cards of
/// `lands-costs-cards.json` (modal double-faced cards, affinity), once each.
fn lands_db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| {
        let mut cards: Vec<serde_json::Value> = serde_json::from_str(include_str!("data/scryfall-cards.json")).unwrap();
        let mut lands: Vec<serde_json::Value> =
            serde_json::from_str(include_str!("data/pool-lands-mana.json")).unwrap();
        lands.extend(
            serde_json::from_str::<Vec<serde_json::Value>>(include_str!("data/lands-costs-cards.json")).unwrap(),
        );
        for land in lands {
            if !cards.iter().any(|c| c["name"] == land["name"]) {
                cards.push(land);
            }
        }
        CardDb::from_scryfall_value(&serde_json::Value::Array(cards)).unwrap()
    })
}

fn whole_hand_in(db: &CardDb, deck: &str) -> mtg_rules::analysis::Analysis {
    let o = AnalysisOptions { games: 20, turns: 4, ..options(20) };
    analyze_deck(db, DeckInput::Text(deck), &o).unwrap()
}

#[test]
fn a_shock_land_enters_tapped_for_free_when_its_mana_is_not_needed_and_pays_2_life_when_it_is_614_1c_119_4() {
    let a = whole_hand_in(lands_db(), "2 Breeding Pool\n5 Grizzly Bears");
    assert_eq!(a.cards[0].castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 1.0, 1.0, 1.0]);
    assert_eq!(a.life_paid.mean, 2.0, "tapped on turn 1, 2 life on turn 2");
    let a = whole_hand_in(lands_db(), "1 Breeding Pool\n1 Forest\n5 Grizzly Bears");
    assert_eq!(a.cards[0].castable_by[1].p, 1.0);
    assert_eq!(a.life_paid.mean, 0.0, "the shock land is played tapped on turn 1");
    let never = AnalysisOptions {
        play: PlayPolicy { pay_life_for_untapped_lands: false, ..PlayPolicy::default() },
        ..AnalysisOptions { games: 20, turns: 4, ..options(20) }
    };
    let a = analyze_deck(lands_db(), DeckInput::Text("2 Breeding Pool\n5 Grizzly Bears"), &never).unwrap();
    assert_eq!(a.cards[0].castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 1.0, 1.0]);
}

#[test]
fn a_real_tapped_land_of_the_pools_enters_tapped_614_1c() {
    let a = whole_hand_in(lands_db(), "2 Azorius Guildgate\n5 Counterspell");
    assert_eq!(a.cards[0].castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 1.0, 1.0]);
}

#[test]
fn a_fetch_land_is_cracked_as_it_is_played_for_a_land_of_the_library_701_23() {
    let o = AnalysisOptions { games: 20_000, ..options(20_000) };
    let with =
        analyze_deck(lands_db(), DeckInput::Text("8 Flooded Strand\n12 Mountain\n4 Island\n36 Counterspell"), &o)
            .unwrap();
    let without =
        analyze_deck(lands_db(), DeckInput::Text("8 Mountain\n12 Mountain\n4 Island\n36 Counterspell"), &o).unwrap();
    assert!(with.flags.iter().all(|f| f.name != "Flooded Strand"), "{:?}", with.flags);
    // Blue on turn 1: an Island, or a Strand finding one.
    let (b, n) = (with.colors[1].by_turn[0], without.colors[1].by_turn[0]);
    assert!(b.p > n.p + 3.0 * b.se, "{b:?} {n:?}");
    within_3_se(n, hypergeometric(60, 4, 20, 7, 1, 1));
    assert!(with.life_paid.mean > 0.5, "1 life a crack: {:?}", with.life_paid);
    // The Strand thins the Islands: Counterspell needs both, and there are only 4.
    assert!(with.cards[0].castable_by[6].p > without.cards[0].castable_by[6].p);
}

#[test]
fn a_pain_land_makes_its_colors_119_4() {
    let a = whole_hand_in(lands_db(), "2 Adarkar Wastes\n5 Counterspell");
    assert_eq!(a.cards[0].castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 1.0, 1.0, 1.0]);
    assert!(a.flags.iter().any(|f| f.name == "Adarkar Wastes"));
}

#[test]
fn each_color_a_card_names_is_available_as_often_as_its_sources_are_seen_107_4b() {
    // Colossal Dreadmaw's {G}{G}: two Forests played by turn t, i.e. two lands
    // among the 6 + t cards seen on the play.
    let a = analyze_deck(db(), DeckInput::Text("24 Forest\n36 Colossal Dreadmaw"), &options(100_000)).unwrap();
    let dreadmaw = &a.cards[0];
    let [green] = dreadmaw.colors.as_slice() else { panic!("{:?}", dreadmaw.colors) };
    assert_eq!((green.mana, green.pips), (mtg_rules::game::ManaType::G, 2));
    assert_eq!(green.by_turn[0].p, 0.0, "one land on turn 1");
    for t in 2..=5 {
        within_3_se(green.by_turn[t - 1], hypergeometric(60, 24, 0, 6 + t as u32, 2, 0));
    }
    // Its six mana come later: the color is available more often than the card.
    assert!(dreadmaw.castable_by[4].p + 3.0 * dreadmaw.castable_by[4].se < green.by_turn[4].p);
}

#[test]
fn a_two_color_card_has_each_color_apart_and_castable_implies_both_107_4b() {
    let deck = "12 Forest\n12 Island\n4 Giant Growth\n4 Counterspell\n28 Grizzly Bears";
    let a = analyze_deck(db(), DeckInput::Text(deck), &options(100_000)).unwrap();
    let growth = a.cards.iter().find(|c| c.name == "Giant Growth").unwrap();
    let counter = a.cards.iter().find(|c| c.name == "Counterspell").unwrap();
    let bears = a.cards.iter().find(|c| c.name == "Grizzly Bears").unwrap();
    // Turn 1: any land in hand counts as the one played.
    within_3_se(growth.colors[0].by_turn[0], hypergeometric(60, 12, 12, 7, 1, 1));
    assert_eq!((counter.colors[0].mana, counter.colors[0].pips), (mtg_rules::game::ManaType::U, 2));
    // {1}{G}: the green part alone, one pip.
    assert_eq!(bears.colors.len(), 1);
    assert_eq!(bears.colors[0].by_turn, growth.colors[0].by_turn, "the same requirement, the same games");
    for card in &a.cards {
        for color in &card.colors {
            for t in 0..7 {
                // Castable by turn t: castable on some turn ≤ t, so its
                // colors were there then, and lands stay (lands only here).
                assert!(
                    color.by_turn[t].p >= card.castable_by[t].p - 1e-12,
                    "{} {:?} turn {}",
                    card.name,
                    color.mana,
                    t + 1
                );
            }
        }
    }
}

#[test]
fn a_cost_reducer_on_the_battlefield_makes_its_spells_castable_a_turn_sooner_601_2f() {
    // Turn 3: Mountain, Swamp, Mountain cast Goblin Warchief; turn 4 the
    // Goblin Earwig Squad costs {2}{B}{B} instead of {3}{B}{B}.
    let a = whole_hand("2 Mountain\n2 Swamp\n1 Goblin Warchief\n2 Earwig Squad", PlayPolicy::default());
    assert!(a.flags.iter().all(|f| f.name != "Goblin Warchief"), "its reduction is applied: {:?}", a.flags);
    let squad = a.cards.iter().find(|c| c.name == "Earwig Squad").unwrap();
    assert_eq!(squad.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 0.0, 1.0]);
    // A lands-only model: five mana, never within four turns.
    let a = whole_hand(
        "2 Mountain\n2 Swamp\n1 Goblin Warchief\n2 Earwig Squad",
        PlayPolicy { cast_mana_sources: false, ..PlayPolicy::default() },
    );
    let squad = a.cards.iter().find(|c| c.name == "Earwig Squad").unwrap();
    assert_eq!(squad.never.p, 1.0);
    // Only Goblin spells: the sorcery Lich's Caress ({3}{B}{B}) is not reduced.
    let a =
        whole_hand("2 Mountain\n2 Swamp\n1 Goblin Warchief\n1 Earwig Squad\n1 Lich's Caress", PlayPolicy::default());
    let caress = a.cards.iter().find(|c| c.name == "Lich's Caress").unwrap();
    let squad = a.cards.iter().find(|c| c.name == "Earwig Squad").unwrap();
    assert_eq!((caress.never.p, squad.castable_by[3].p), (1.0, 1.0));
}

#[test]
fn a_modal_double_faced_card_is_played_as_its_land_face_when_no_other_land_is_in_hand_712_12() {
    // Turn 1 the Island, turn 2 Soporific Springs untapped for 3 life
    // (Counterspell becomes castable), turn 3 the second one (Sink into Stupor).
    let a = whole_hand_in(lands_db(), "1 Island\n2 Sink into Stupor // Soporific Springs\n4 Counterspell");
    let counter = a.cards.iter().find(|c| c.name == "Counterspell").unwrap();
    let sink = a.cards.iter().find(|c| c.name.starts_with("Sink into Stupor")).unwrap();
    assert_eq!(counter.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 1.0, 1.0, 1.0]);
    assert_eq!(sink.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 1.0, 1.0]);
    assert_eq!(a.life_paid.mean, 6.0);
    assert_eq!(a.lands, 3, "the modal double-faced cards count as lands");
    assert_eq!(a.land_drop.iter().map(|e| e.p).collect::<Vec<_>>(), [1.0, 1.0, 1.0, 0.0]);
}

#[test]
fn modal_double_faced_lands_count_as_lands_in_the_closed_form_712_12() {
    // 20 Islands and 4 Sink into Stupor: a blue two-drop by turn 2 as often
    // as two of 24 lands are among 8 cards (a lands-only model that ignores
    // the land face sees 20).
    let deck = "20 Island\n4 Sink into Stupor // Soporific Springs\n36 Counterspell";
    let a = analyze_deck(lands_db(), DeckInput::Text(deck), &options(100_000)).unwrap();
    let counter = a.cards.iter().find(|c| c.name == "Counterspell").unwrap();
    within_3_se(counter.castable_by[1], hypergeometric(60, 24, 0, 8, 2, 0));
    assert!(counter.castable_by[1].p > hypergeometric(60, 20, 0, 8, 2, 0) + 3.0 * counter.castable_by[1].se);
}

#[test]
fn a_treasure_maker_ramps_and_fixes_a_turn_sooner_111_10a() {
    // Turn 2: two Forests cast Prosperous Innkeeper, whose Treasure is there
    // on turn 3: three Forests and the Treasure's red cast Hill Giant
    // ({3}{R}) with no red source among the lands.
    let a = whole_hand_in(lands_db(), "3 Forest\n1 Prosperous Innkeeper\n3 Hill Giant");
    // Nothing flagged about it stops its Treasure.
    for flag in a.flags.iter().filter(|f| f.name == "Prosperous Innkeeper") {
        assert!(flag.assumptions.iter().all(|s| !s.contains("Treasures")), "{flag:?}");
    }
    let giant = a.cards.iter().find(|c| c.name == "Hill Giant").unwrap();
    assert_eq!(giant.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 1.0, 1.0]);
    let red = &a.colors[3];
    assert_eq!(red.by_turn.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 1.0, 1.0], "the Treasure makes red");
    // A lands-only model never casts it.
    let o = AnalysisOptions {
        play: PlayPolicy { cast_mana_sources: false, ..PlayPolicy::default() },
        ..AnalysisOptions { games: 20, turns: 4, ..options(20) }
    };
    let lands_only =
        analyze_deck(lands_db(), DeckInput::Text("3 Forest\n1 Prosperous Innkeeper\n3 Hill Giant"), &o).unwrap();
    assert_eq!(lands_only.cards.iter().find(|c| c.name == "Hill Giant").unwrap().never.p, 1.0);
}

#[test]
fn a_treasure_spent_casting_a_mana_rock_is_sacrificed_and_plain_sources_are_spent_first_701_21a() {
    // Turn 2: two Forests cast Prosperous Innkeeper (a Treasure). Turn 3, no
    // third land: the Forests and the Treasure cast Relic of Legends ({3}),
    // sacrificing the Treasure. Turn 4: two Forests and the Relic make three
    // mana, so Hill Giant ({3}{R}) is never castable — it would be had the
    // Treasure stayed.
    let a = whole_hand_in(lands_db(), "2 Forest\n1 Prosperous Innkeeper\n1 Relic of Legends\n3 Hill Giant");
    let giant = a.cards.iter().find(|c| c.name == "Hill Giant").unwrap();
    assert_eq!(giant.never.p, 1.0);
    assert_eq!(a.colors[3].by_turn.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 1.0, 1.0]);
    // Two Innkeepers: the second is paid with the Forests (the solver spends
    // plain sources before a sacrifice), so turn 4 has two Treasures and two
    // Forests: Hill Giant.
    let a = whole_hand_in(lands_db(), "2 Forest\n2 Prosperous Innkeeper\n3 Hill Giant");
    let giant = a.cards.iter().find(|c| c.name == "Hill Giant").unwrap();
    assert_eq!(giant.castable_by.iter().map(|e| e.p).collect::<Vec<_>>(), [0.0, 0.0, 0.0, 1.0]);
}

#[test]
fn a_treasure_maker_with_an_additional_cost_is_flagged_and_its_treasure_not_counted_601_2b() {
    // Deadly Dispute sacrifices an artifact or creature as it is cast: the
    // goldfish plays mana only, so its Treasure is not counted and it says so.
    let a = whole_hand_in(lands_db(), "3 Swamp\n1 Deadly Dispute\n3 Hill Giant");
    let flag = a.flags.iter().find(|f| f.name == "Deadly Dispute").unwrap();
    assert!(flag.assumptions.iter().any(|s| s.contains("additional cost (601.2b")), "{flag:?}");
    assert!(flag.assumptions.iter().any(|s| s.contains("Treasures are not counted")), "{flag:?}");
    assert_eq!(a.cards.iter().find(|c| c.name == "Hill Giant").unwrap().never.p, 1.0);
}

#[test]
fn analyses_tallies_and_karsten_results_are_written_as_serde_json_writes_them() {
    fn same<T: serde::Serialize>(value: &T) {
        assert_eq!(mtg_rules::json_out::to_string(value), serde_json::to_string(value).unwrap());
    }
    let deck = "12 Forest\n12 Island\n20 Counterspell\n16 Grizzly Bears";
    let analysis = analyze_deck(db(), DeckInput::Text(deck), &options(2000)).unwrap();
    same(&analysis);
    let analyzer = Analyzer::new(db(), DeckInput::Text(deck), &options(500)).unwrap();
    let mut tally = analyzer.tally();
    analyzer.run(0, 500, &mut tally);
    same(&tally);
    same(&karsten(&karsten_no_mulligan(60, 24, 14, 1, 1)).unwrap());
    let error = analyze_deck(db(), DeckInput::Text("61 Forest"), &options(0)).unwrap_err();
    same(&error.problems);
}

fn decks_db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| CardDb::from_scryfall_json(include_str!("data/pool-decks.json")).unwrap())
}

#[test]
fn either_half_of_a_split_card_and_an_adventure_are_castable_on_their_own_709_3_715_3() {
    let castable = |a: &mtg_rules::analysis::Analysis| a.cards[0].castable_by.iter().map(|e| e.p).collect::<Vec<_>>();
    // Tear's {W} with a Plains; Wear's {1}{R} never.
    let a = whole_hand_in(decks_db(), "1 Plains\n6 Wear // Tear");
    assert_eq!(castable(&a), [1.0, 1.0, 1.0, 1.0]);
    // Petty Theft's {1}{U} with two Islands from turn 2; Brazen Borrower's {1}{U}{U} never.
    let a = whole_hand_in(decks_db(), "2 Island\n5 Brazen Borrower");
    assert_eq!(castable(&a), [0.0, 1.0, 1.0, 1.0]);
    assert!(a.flags.iter().all(|f| f.assumptions.iter().all(|s| !s.contains("only the front face"))), "{:?}", a.flags);
}
