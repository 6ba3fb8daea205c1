//! Paying mana costs (CR 107.4, 601.2g–h, 119.4): hybrid, monocolored hybrid,
//! Phyrexian, `{C}`, `{S}`, X, dual lands tapped the right way round, and
//! payment plans that do not pay.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::payment::{self, ManaSource, Wallet};
use mtg_rules::game::{
    Action, CastMethod, Game, ManaBundle, ManaPool, ManaType, ObjectId, Payment, PaymentPlan, PlayerId,
};
use mtg_rules::mana::ManaCost;
use serde_json::json;

fn with_lands(lands: serde_json::Value, life: i32) -> Game {
    game(json!({ "players": [{ "life": life, "battlefield": lands }, {}] }))
}

fn pay(g: &Game, cost: &str, x: u32) -> Result<PaymentPlan, String> {
    g.payment_for(PlayerId(0), &ManaCost::parse(cost).unwrap(), x).map_err(|e| e.message)
}

fn mana_by_source(g: &Game, plan: &PaymentPlan) -> Vec<(String, ManaType)> {
    plan.payments
        .iter()
        .filter_map(|p| match *p {
            Payment::Mana { source: Some(s), mana, .. } => Some((g.object(s).unwrap().card.clone(), mana)),
            _ => None,
        })
        .collect()
}

#[test]
fn two_white_blue_hybrids_are_paid_by_a_plains_and_an_island_107_4e() {
    let g = with_lands(json!(["Plains", "Island"]), 20);
    let plan = pay(&g, "{W/U}{W/U}", 0).unwrap();
    let mut paid = mana_by_source(&g, &plan);
    paid.sort();
    assert_eq!(paid, [("Island".to_string(), ManaType::U), ("Plains".to_string(), ManaType::W)]);
    assert!(pay(&with_lands(json!(["Plains"]), 20), "{W/U}{W/U}", 0).is_err());
}

#[test]
fn a_monocolored_hybrid_is_paid_by_two_mountains_107_4e() {
    let g = with_lands(json!(["Mountain", "Mountain"]), 20);
    let plan = pay(&g, "{2/B}", 0).unwrap();
    assert_eq!(plan.payments.len(), 2);
    assert!(plan.payments.iter().all(|p| p.symbol() == 0));
    let err = pay(&with_lands(json!(["Mountain"]), 20), "{2/B}", 0).unwrap_err();
    assert!(err.contains("needs 1 mana") || err.contains("cannot pay"), "{err}");
    // With a Swamp, one black mana is enough.
    assert_eq!(pay(&with_lands(json!(["Swamp"]), 20), "{2/B}", 0).unwrap().payments.len(), 1);
}

#[test]
fn a_phyrexian_symbol_is_paid_with_two_life_without_a_black_source_107_4f_119_4() {
    let g = with_lands(json!(["Mountain"]), 20);
    let plan = pay(&g, "{B/P}", 0).unwrap();
    assert_eq!(plan.payments, [Payment::Life { symbol: 0, amount: 2 }]);
    // Mana is preferred when there is a source of the color.
    let g = with_lands(json!(["Swamp"]), 20);
    assert!(matches!(pay(&g, "{B/P}", 0).unwrap().payments[..], [Payment::Mana { mana: ManaType::B, .. }]));
    // 119.4: with 1 life, 2 life cannot be paid.
    let g = with_lands(json!(["Mountain"]), 1);
    let err = pay(&g, "{B/P}", 0).unwrap_err();
    assert!(err.contains("119.4"), "{err}");
    // 2 life is exactly enough.
    assert!(pay(&with_lands(json!(["Mountain"]), 2), "{B/P}", 0).is_ok());
}

#[test]
fn casting_dismember_with_life_pays_it_and_says_so_119_4() {
    let mut g = game(json!({ "players": [{ "hand": ["Dismember"], "battlefield": ["Mountain"] }, {}] }));
    let id = in_hand(&g, 0, "Dismember");
    let events = g.apply(cast(0, id, CastMethod::Normal)).unwrap();
    assert_eq!(g.state().players[0].life, 16);
    assert!(events.iter().any(|e| matches!(e, mtg_rules::game::Event::LifePaid { amount: 4, .. })));
}

#[test]
fn hybrid_phyrexian_takes_either_color_or_life_107_4f() {
    let g = with_lands(json!(["Forest", "Plains", "Plains"]), 20);
    assert!(pay(&g, "{G/W/P}{G/W/P}{G/W/P}", 0).unwrap().payments.iter().all(|p| matches!(p, Payment::Mana { .. })));
    let g = with_lands(json!(["Forest"]), 20);
    let plan = pay(&g, "{G/W/P}{G/W/P}", 0).unwrap();
    assert_eq!(plan.life(), 2);
}

#[test]
fn colorless_mana_is_refused_by_mountains_and_paid_by_wastes_107_4c() {
    let err = pay(&with_lands(json!(["Mountain", "Mountain"]), 20), "{C}", 0).unwrap_err();
    assert_eq!(err, "needs {C}; 0 colorless sources untapped");
    let g = with_lands(json!(["Wastes"]), 20);
    assert_eq!(mana_by_source(&g, &pay(&g, "{C}", 0).unwrap()), [("Wastes".to_string(), ManaType::C)]);
    // Sol Ring's {C}{C} is one tap.
    let g = with_lands(json!(["Sol Ring", "Mountain"]), 20);
    let plan = pay(&g, "{1}{C}{R}", 0).unwrap();
    assert_eq!(plan.payments.len(), 3);
}

#[test]
fn fireball_is_paid_with_the_x_chosen_107_3() {
    let lands = json!(["Mountain", "Mountain", "Mountain", "Mountain"]);
    let g = game(json!({ "players": [{ "hand": ["Fireball"], "battlefield": lands }, {}] }));
    assert_eq!(pay(&g, "{X}{R}", 3).unwrap().payments.len(), 4);
    assert!(pay(&g, "{X}{R}", 4).is_err());
    let id = in_hand(&g, 0, "Fireball");
    let fireball = option(&g, id, CastMethod::Normal);
    assert!(fireball.has_x && fireball.castable);
    let mut g2 = g.clone();
    let too_much = Action::CastSpell {
        player: PlayerId(0),
        object: id,
        method: CastMethod::Normal,
        x: Some(4),
        payment: None,
        targets: Vec::new(),
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    assert_eq!(refused(&mut g2, too_much), "cannot_pay");
    let events = g2
        .apply(Action::CastSpell {
            player: PlayerId(0),
            object: id,
            method: CastMethod::Normal,
            x: Some(3),
            payment: None,
            targets: Vec::new(),
            modes: Vec::new(),
            choices: Vec::new(),
            division: Vec::new(),
        })
        .unwrap();
    assert!(events.iter().any(|e| matches!(e, mtg_rules::game::Event::SpellCast { x: Some(3), .. })));
    let spell = *g2.state().stack.last().unwrap();
    assert_eq!(g2.characteristics(spell).unwrap().mana_value.whole(), 4, "202.3e: X counts on the stack");
}

#[test]
fn both_duals_are_tapped_the_right_way_round_107_4() {
    // Tapping Underground Sea for {U} would leave nothing for {B}.
    let g = with_lands(json!(["Underground Sea", "Tundra"]), 20);
    let mut paid = mana_by_source(&g, &pay(&g, "{U}{B}", 0).unwrap());
    paid.sort();
    assert_eq!(paid, [("Tundra".to_string(), ManaType::U), ("Underground Sea".to_string(), ManaType::B)]);
    let g = with_lands(json!(["Badlands", "Scrubland", "Plateau"]), 20);
    let paid = mana_by_source(&g, &pay(&g, "{W}{B}{R}", 0).unwrap());
    assert_eq!(paid.len(), 3);
}

#[test]
fn an_unpayable_cost_says_what_is_missing_in_player_terms() {
    let g = with_lands(json!(["Swamp", "Mountain", "Mountain"]), 20);
    assert_eq!(pay(&g, "{1}{B}{B}", 0).unwrap_err(), "needs {B}{B}; 1 black source untapped");
    let g = with_lands(json!(["Tundra"]), 20);
    assert_eq!(pay(&g, "{W}{U}", 0).unwrap_err(), "needs {W}{U}; 1 white or blue source untapped");
    let g = with_lands(json!(["Forest", "Forest"]), 20);
    assert_eq!(
        pay(&g, "{5}{G}", 0).unwrap_err(),
        "needs 6 mana; 2 available from untapped sources and the pool (CR 601.2h)"
    );
}

#[test]
fn snow_mana_comes_only_from_snow_sources_107_4h() {
    assert!(pay(&with_lands(json!(["Forest"]), 20), "{S}", 0).unwrap_err().contains("snow"));
    let g = with_lands(json!(["Snow-Covered Forest", "Forest"]), 20);
    let paid = mana_by_source(&g, &pay(&g, "{S}{G}", 0).unwrap());
    assert!(paid.contains(&("Snow-Covered Forest".to_string(), ManaType::G)));
}

#[test]
fn tapped_lands_and_summoning_sick_creatures_pay_nothing_302_6() {
    let g = with_lands(
        json!([{ "card": "Forest", "tapped": true }, { "card": "Llanowar Elves", "summoningSick": true }]),
        20,
    );
    assert!(pay(&g, "{G}", 0).is_err());
    let g = with_lands(json!([{ "card": "Llanowar Elves" }]), 20);
    assert!(pay(&g, "{G}", 0).is_ok());
    let g = with_lands(json!(["Birds of Paradise"]), 20);
    assert!(pay(&g, "{U}", 0).is_ok(), "one mana of any color");
}

#[test]
fn mana_in_the_pool_pays_first_106_4() {
    let mut g = game(
        json!({ "players": [{ "hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "manaPool": { "mana": { "R": 1 } } }, {}] }),
    );
    let id = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, id, CastMethod::Normal, vec![player_target(1)])).unwrap();
    assert!(g.state().players[0].mana_pool.is_empty());
    assert!(!g.object(on_battlefield(&g, "Mountain")[0]).unwrap().tapped);
}

#[test]
fn a_payment_plan_that_taps_the_wrong_land_is_refused_and_changes_nothing_601_2h() {
    let mut g = game(json!({ "players": [{ "hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Plains"] }, {}] }));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let plains = on_battlefield(&g, "Plains")[0];
    let mountain = on_battlefield(&g, "Mountain")[0];
    let with = |source: ObjectId, mana: ManaType, symbol: usize| Action::CastSpell {
        player: PlayerId(0),
        object: bolt,
        method: CastMethod::Normal,
        x: None,
        payment: Some(Box::new(PaymentPlan {
            payments: vec![Payment::Mana { symbol, source: Some(source), mana, snow: false }],
            costs: Vec::new(),
        })),
        targets: vec![player_target(1)],
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    assert_eq!(refused(&mut g, with(plains, ManaType::W, 0)), "invalid_payment");
    assert_eq!(refused(&mut g, with(plains, ManaType::R, 0)), "invalid_payment");
    assert_eq!(refused(&mut g, with(mountain, ManaType::R, 5)), "invalid_payment");
    assert_eq!(refused(&mut g, with(ObjectId(999), ManaType::R, 0)), "invalid_payment");
    let nothing = Action::CastSpell {
        player: PlayerId(0),
        object: bolt,
        method: CastMethod::Normal,
        x: None,
        payment: Some(Box::new(PaymentPlan::default())),
        targets: vec![player_target(1)],
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    assert_eq!(refused(&mut g, nothing), "invalid_payment");
    g.apply(with(mountain, ManaType::R, 0)).unwrap();
    assert!(g.object(mountain).unwrap().tapped);
}

#[test]
fn one_source_cannot_be_tapped_twice_in_a_plan_605() {
    let mut g = game(json!({ "players": [{ "hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"] }, {}] }));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    let forest = on_battlefield(&g, "Forest")[0];
    let plan = PaymentPlan {
        payments: vec![
            Payment::Mana { symbol: 0, source: Some(forest), mana: ManaType::G, snow: false },
            Payment::Mana { symbol: 1, source: Some(forest), mana: ManaType::G, snow: false },
        ],
        costs: Vec::new(),
    };
    let action = Action::CastSpell {
        player: PlayerId(0),
        object: bears,
        method: CastMethod::Normal,
        x: None,
        payment: Some(Box::new(plan)),
        targets: Vec::new(),
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    assert_eq!(refused(&mut g, action), "invalid_payment");
}

/// 20 sources and a five-color cost full of hybrids: solved, and quickly.
pub fn worst_case() -> (ManaCost, Vec<ManaBundle>) {
    use ManaType::*;
    let cost =
        ManaCost::parse("{W/U}{U/B}{B/R}{R/G}{G/W}{W/B}{U/R}{B/G}{R/W}{G/U}{2/W}{2/U}{W/P}{U/B/P}{C}{3}").unwrap();
    let mut sources: Vec<ManaBundle> = Vec::new();
    for pair in [[W, U], [U, B], [B, R], [R, G], [G, W], [W, B], [U, R], [B, G], [R, W], [G, U]] {
        sources.push(vec![pair[0]]);
        sources.push(vec![pair[1]]);
    }
    (cost, sources)
}

#[test]
fn the_worst_case_of_twenty_sources_and_a_five_color_hybrid_cost_is_solved_601_2h() {
    let (cost, singles) = worst_case();
    // Twenty dual-like sources (each one of two colors), one of them Wastes-like.
    let mut bundles: Vec<Vec<ManaBundle>> = singles.chunks(2).map(|c| c.to_vec()).collect();
    bundles.extend(singles.chunks(2).map(|c| c.to_vec()));
    bundles[19] = vec![vec![ManaType::C]];
    let sources: Vec<ManaSource<'_>> = bundles
        .iter()
        .enumerate()
        .map(|(i, b)| ManaSource {
            id: ObjectId(i as u32),
            bundles: std::borrow::Cow::Borrowed(b.as_slice()),
            costly: &[],
            snow: false,
            no_generic: false,
        })
        .collect();
    let wallet = Wallet { sources, alternatives: Vec::new(), pool: ManaPool::default(), life: 20 };
    // Its speed is measured by the `worst_case_20_sources_5_colors_hybrids` benchmark (benches/cast_options.rs).
    let plan = payment::solve(&cost, 0, &wallet).unwrap();
    payment::check(&cost, 0, &plan, &wallet).unwrap();
    // One source fewer and the cost (19 mana at least, less life) still fits only with life.
    let short = Wallet {
        sources: wallet.sources[..12].to_vec(),
        alternatives: Vec::new(),
        pool: ManaPool::default(),
        life: 20,
    };
    assert!(payment::solve(&cost, 0, &short).is_err());
}

#[test]
fn when_the_quick_pass_spends_a_black_source_on_a_phyrexian_symbol_the_flow_pays_life_instead_107_4f() {
    // Greedy would pay {B/P} with the Swamp and find nothing for {1}.
    let g = with_lands(json!(["Swamp"]), 20);
    let plan = pay(&g, "{B/P}{1}", 0).unwrap();
    assert_eq!(plan.life(), 2);
    assert_eq!(mana_by_source(&g, &plan), [("Swamp".to_string(), ManaType::B)]);
}

#[test]
fn plaza_of_heroes_mana_of_any_color_pays_for_a_legendary_spell_only_106_6() {
    let mut g = game(json!({
        "players": [{ "hand": ["Ragavan, Nimble Pilferer", "Monastery Swiftspear"], "battlefield": ["Plaza of Heroes"] }, {}],
        "step": "precombatMain"
    }));
    let ragavan = in_hand(&g, 0, "Ragavan, Nimble Pilferer");
    let swiftspear = in_hand(&g, 0, "Monastery Swiftspear");
    // "{T}: Add one mana of any color. Spend this mana only to cast a legendary spell."
    assert!(option(&g, ragavan, CastMethod::Normal).castable);
    let nonlegendary = option(&g, swiftspear, CastMethod::Normal);
    assert!(!nonlegendary.castable, "its {{C}} cannot pay {{R}}");
    let legal = g.legal_actions();
    assert!(legal.contains(&cast(0, ragavan, CastMethod::Normal)), "{legal:?}");
    assert!(!legal.contains(&cast(0, swiftspear, CastMethod::Normal)));
    g.apply(cast(0, ragavan, CastMethod::Normal)).unwrap();
    assert!(g.object(on_battlefield(&g, "Plaza of Heroes")[0]).unwrap().tapped);
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Ragavan, Nimble Pilferer").len(), 1);
}
