//! Activated abilities (602) and mana abilities with costs (605) of real
//! lands and mana sources: fetch lands and library search (701.23, 701.24),
//! pain lands (120.3), Treasure (111.10a), Chromatic Star and Chromatic
//! Sphere (605.1a as of 7 Aug 2026), channel (activated from hand, 113.6m),
//! Wasteland; and the typed refusals of bad activations (732).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ManaType, ObjectId, Pending, PlayerId, Target};
use mtg_rules::text::{Ability, CostPart, Effect};
use serde_json::json;

fn activate(player: u8, object: ObjectId, ability: usize, choice: usize) -> Action {
    Action::ActivateAbility {
        player: PlayerId(player),
        object,
        ability,
        choice,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: None,
    }
}

fn in_library(g: &Game, player: u8, name: &str) -> ObjectId {
    let p = &g.state().players[player as usize];
    *p.library.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name} in library"))
}

fn search_pending(g: &Game) -> Vec<ObjectId> {
    match &g.state().pending {
        Some(Pending::SearchLibrary { candidates, .. }) => candidates.clone(),
        other => panic!("no search pending: {other:?}"),
    }
}

fn pool(g: &Game, player: u8) -> mtg_rules::game::ManaCounts {
    g.state().players[player as usize].mana_pool.mana
}

#[test]
fn fetch_land_pays_one_life_sacrifices_itself_and_puts_a_forest_onto_the_battlefield_then_shuffles_701_23() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Llanowar Elves"], "battlefield": ["Wooded Foothills"], "library": ["Island", "Forest", "Mountain", "Plains"] },
            {}
        ],
        "step": "precombatMain", "seed": 7
    }));
    let foothills = the_only(&g, "Wooded Foothills");
    let elves = in_hand(&g, 0, "Llanowar Elves");
    // Not castable now: no green source until the fetch resolves.
    let normal = option(&g, elves, CastMethod::Normal);
    assert!(!normal.castable);
    assert_eq!(codes(&normal), ["cannot_pay"]);
    // 601.2h: the reason says what is missing now: a green source.
    assert_eq!(normal.reasons[0].message, "needs {G}; 0 green sources untapped", "{:?}", normal.reasons);
    // The fetch's ability is listed.
    assert!(g.legal_actions().contains(&activate(0, foothills, 0, 0)), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    let events = g.apply(activate(0, foothills, 0, 0)).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LifePaid { amount: 1, .. })), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::AbilityActivated { ability: 0, .. })), "{events:?}");
    assert_eq!(g.state().players[0].life, 19);
    assert!(on_battlefield(&g, "Wooded Foothills").is_empty());
    assert_eq!(g.state().players[0].graveyard.len(), 1);
    assert_eq!(g.state().stack.len(), 1);
    pass_all(&mut g);
    // 701.23a: the cards the description matches, in library order.
    let candidates = search_pending(&g);
    let names: Vec<&str> = candidates.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(names, ["Forest", "Mountain"]);
    let answers = g.legal_actions();
    assert_eq!(answers.len(), 3, "each candidate and finding nothing: {answers:?}");
    let forest = in_library(&g, 0, "Forest");
    let events = g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(forest) }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { player: PlayerId(0) })), "{events:?}");
    let new_forest = the_only(&g, "Forest");
    assert!(!g.object(new_forest).unwrap().tapped, "a fetch land's card enters untapped");
    assert_eq!(g.state().players[0].library.len(), 3);
    // Fetch then cast.
    g.apply(cast(0, elves, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Llanowar Elves").len(), 1);
}

#[test]
fn a_search_may_find_nothing_and_cannot_find_a_card_the_description_does_not_match_701_23b() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Windswept Heath"], "library": ["Island", "Plains"] }, {}],
        "step": "precombatMain"
    }));
    let heath = the_only(&g, "Windswept Heath");
    g.apply(activate(0, heath, 0, 0)).unwrap();
    pass_all(&mut g);
    let island = in_library(&g, 0, "Island");
    assert_eq!(refused(&mut g, Action::SearchLibrary { player: PlayerId(0), found: Some(island) }), "not_a_candidate");
    assert_eq!(
        refused(&mut g, Action::SearchLibrary { player: PlayerId(0), found: Some(ObjectId(9999)) }),
        "not_a_candidate"
    );
    assert_eq!(refused(&mut g, pass(0)), "choice_pending");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: None }).unwrap();
    assert!(g.state().pending.is_none());
    assert_eq!(g.state().players[0].library.len(), 2);
    assert!(g.state().battlefield.is_empty());
}

#[test]
fn a_pain_land_deals_one_damage_for_colored_mana_and_none_for_colorless_120_3() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Karplusan Forest", "Karplusan Forest"] }, {}],
        "step": "precombatMain"
    }));
    let lands = on_battlefield(&g, "Karplusan Forest");
    // "{T}: Add {C}." is a plain mana ability.
    g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: lands[0], choice: 0 }).unwrap();
    assert_eq!(g.state().players[0].life, 20);
    assert_eq!(pool(&g, 0).C, 1);
    // "{T}: Add {R} or {G}. This land deals 1 damage to you." — choice 1 is {G}.
    let events = g.apply(activate(0, lands[1], 1, 1)).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::DamageDealt { amount: 1, .. })), "{events:?}");
    assert_eq!(g.state().players[0].life, 19);
    assert_eq!(pool(&g, 0).G, 1);
    assert!(g.state().stack.is_empty(), "a mana ability does not use the stack (605.3b)");
}

#[test]
fn a_treasure_is_sacrificed_for_one_mana_of_any_color_that_pays_for_a_spell_111_10a() {
    let mut g = game(json!({
        "players": [{ "hand": ["Grizzly Bears"], "battlefield": ["Forest", "Treasure"] }, {}],
        "step": "precombatMain"
    }));
    let treasure = the_only(&g, "Treasure");
    let bears = in_hand(&g, 0, "Grizzly Bears");
    // One activation per color.
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == treasure))
        .collect();
    assert_eq!(listed.len(), 5, "{listed:?}");
    g.apply(activate(0, treasure, 0, 2)).unwrap();
    assert_eq!(pool(&g, 0).B, 1);
    assert!(on_battlefield(&g, "Treasure").is_empty());
    g.apply(cast(0, bears, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 1);
}

#[test]
fn chromatic_star_filters_a_mountains_mana_into_blue_and_draws_as_it_goes_to_the_graveyard_603_6c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Merfolk Looter"], "battlefield": ["Mountain", "Mountain", "Chromatic Star"], "library": ["Island"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let star = the_only(&g, "Chromatic Star");
    let looter = in_hand(&g, 0, "Merfolk Looter");
    assert!(!option(&g, looter, CastMethod::Normal).castable);
    // {1} from a Mountain, {T}, sacrifice: add {U} (choice 1: W U B R G).
    let events = g.apply(activate(0, star, 0, 1)).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::ManaAdded { mana, .. } if mana == &[ManaType::U])), "{events:?}");
    assert_eq!((pool(&g, 0).U, pool(&g, 0).R), (1, 0), "the Mountain's {{R}} was spent on {{1}}");
    // The draw is a separate triggered ability, on the stack now.
    assert_eq!(g.state().stack.len(), 1);
    assert_eq!(codes(&option(&g, looter, CastMethod::Normal)), ["stack_not_empty"]);
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 2, "drew the Island");
    assert!(option(&g, looter, CastMethod::Normal).castable);
    // The pool still has {U} (same step); the Looter is cast with it and the other Mountain.
    g.apply(cast(0, looter, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Merfolk Looter").len(), 1);
}

#[test]
fn chromatic_sphere_draws_so_it_is_not_a_mana_ability_and_uses_the_stack_605_1a_7_aug_2026() {
    let sphere = mtg_rules::text::parse_line(
        "{1}, {T}, Sacrifice this artifact: Add one mana of any color. Draw a card.",
        &mtg_rules::text::ParseContext { names: &["Chromatic Sphere"], spell: false },
    );
    let mtg_rules::text::LineReading::Understood(abilities) = sphere else { panic!("{sphere:?}") };
    assert!(matches!(&abilities[..], [Ability::Activated { effects, .. }]
        if matches!(&effects[..], [Effect::AddMana { .. }, Effect::Draw { .. }])));
    let mut g = game(json!({
        "players": [{ "battlefield": ["Mountain", "Chromatic Sphere"], "library": ["Island"] }, {}],
        "step": "precombatMain"
    }));
    let sphere = the_only(&g, "Chromatic Sphere");
    g.apply(activate(0, sphere, 0, 4)).unwrap();
    assert_eq!(pool(&g, 0).G, 0, "no mana until it resolves");
    assert_eq!(g.state().stack.len(), 1);
    pass_all(&mut g);
    assert_eq!(pool(&g, 0).G, 1);
    assert_eq!(g.state().players[0].hand.len(), 1);
}

#[test]
fn greater_tanukis_channel_is_activated_from_hand_by_discarding_it_and_fetches_a_basic_land_tapped_113_6m() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Greater Tanuki"], "battlefield": ["Forest", "Forest", "Forest"], "library": ["Wooded Foothills", "Plains"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let tanuki = in_hand(&g, 0, "Greater Tanuki");
    let channel = activate(0, tanuki, 1, 0);
    assert!(g.legal_actions().contains(&channel));
    let events = g.apply(channel).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Discarded { .. })), "{events:?}");
    assert!(g.state().players[0].hand.is_empty());
    assert_eq!(g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().tapped).count(), 3);
    pass_all(&mut g);
    let candidates = search_pending(&g);
    assert_eq!(candidates.len(), 1, "only the basic Plains");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(candidates[0]) }).unwrap();
    let plains = the_only(&g, "Plains");
    assert!(g.object(plains).unwrap().tapped);
    assert_eq!(g.object(plains).unwrap().zone, Zone::Battlefield);
}

#[test]
fn wasteland_destroys_a_nonbasic_land_and_cannot_target_a_basic_one_701_8() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Wasteland"] }, { "battlefield": ["Karplusan Forest", "Forest"] }],
        "step": "precombatMain"
    }));
    let wasteland = the_only(&g, "Wasteland");
    let (karplusan, forest) = (the_only(&g, "Karplusan Forest"), the_only(&g, "Forest"));
    let aimed = |target: ObjectId| Action::ActivateAbility {
        player: PlayerId(0),
        object: wasteland,
        ability: 1,
        choice: 0,
        targets: vec![Target::Object { object: target }],
        choices: Vec::new(),
        payment: None,
        x: None,
    };
    assert!(g.legal_actions().contains(&aimed(karplusan)));
    assert_eq!(refused(&mut g, aimed(forest)), "illegal_target");
    g.apply(aimed(karplusan)).unwrap();
    pass_all(&mut g);
    assert!(on_battlefield(&g, "Karplusan Forest").is_empty());
    assert_eq!(on_battlefield(&g, "Forest").len(), 1);
    assert_eq!(g.state().players[0].graveyard.len(), 1, "Wasteland was sacrificed");
}

#[test]
fn bad_activations_are_refused_with_typed_errors_and_change_nothing_732() {
    let mut g = game(json!({
        "players": [
            { "life": 0, "battlefield": ["Wooded Foothills", { "card": "Karplusan Forest", "tapped": true }, "Chromatic Star"], "library": ["Forest"] },
            { "battlefield": ["Evolving Wilds"] }
        ],
        "step": "precombatMain"
    }));
    let foothills = the_only(&g, "Wooded Foothills");
    let karplusan = the_only(&g, "Karplusan Forest");
    let star = the_only(&g, "Chromatic Star");
    let wilds = the_only(&g, "Evolving Wilds");
    assert_eq!(refused(&mut g, activate(0, foothills, 5, 0)), "no_such_ability");
    assert_eq!(refused(&mut g, activate(0, ObjectId(4242), 0, 0)), "unknown_object");
    assert_eq!(refused(&mut g, activate(0, foothills, 0, 0)), "cannot_pay_life");
    assert_eq!(refused(&mut g, activate(0, karplusan, 1, 0)), "already_tapped");
    assert_eq!(refused(&mut g, activate(0, star, 0, 5)), "no_such_choice");
    assert_eq!(refused(&mut g, activate(0, star, 0, 0)), "cannot_pay");
    assert_eq!(refused(&mut g, activate(0, wilds, 0, 0)), "cannot_activate_here");
    assert_eq!(refused(&mut g, activate(1, wilds, 0, 0)), "not_your_priority");
}

#[test]
fn the_cost_of_an_activated_ability_is_typed_parts_118() {
    let ctx = mtg_rules::text::ParseContext { names: &["Windswept Heath"], spell: false };
    let mtg_rules::text::LineReading::Understood(abilities) = mtg_rules::text::parse_line(
        "{1}, {T}, Pay 1 life, Sacrifice this land: Search your library for a Forest or Plains card, put it onto the battlefield, then shuffle.",
        &ctx,
    ) else {
        panic!()
    };
    let [Ability::Activated { cost, effects, restrictions, .. }] = &abilities[..] else { panic!("{abilities:?}") };
    assert!(restrictions.is_empty());
    assert!(matches!(
        &cost.parts[..],
        [CostPart::Mana { .. }, CostPart::Tap, CostPart::PayLife { amount: 1 }, CostPart::SacrificeSelf]
    ));
    assert!(matches!(&effects[..], [Effect::SearchLibrary { filter, .. }] if filter.subtypes == ["Forest", "Plains"]));
    // Anything not understood leaves the whole line unsupported.
    for line in [
        "{T}, Pay 1 life, Sacrifice this land: Search your library for a Forest or Plains card, put it onto the battlefield, then shuffle. Then if you control four or more artifacts, untap that land.",
        "{T}, Sacrifice two Goat: Add {G}.",
        "{T}, Pay half your life: Draw a card.",
    ] {
        assert_eq!(mtg_rules::text::parse_line(line, &ctx), mtg_rules::text::LineReading::Unsupported, "{line}");
    }
    for (line, part) in [
        ("{T}, Sacrifice a creature: Draw a card.", "sacrifice"),
        ("Discard a card: Draw a card. Activate only once each turn.", "discard"),
        ("{2}, Exile a card from your graveyard: Draw a card. Activate only as a sorcery.", "exile"),
        ("{Q}, Pay {E}{E}: Draw a card.", "energy"),
        ("Remove a +1/+1 counter from this creature: Draw a card.", "counters"),
    ] {
        let reading = mtg_rules::text::parse_line(line, &ctx);
        assert!(matches!(reading, mtg_rules::text::LineReading::Understood(_)), "{part}: {line}: {reading:?}");
    }
}

#[test]
fn a_spell_castable_only_by_sacrificing_a_treasure_says_so_in_its_plan_and_the_treasure_goes_601_2h() {
    let mut g = game(json!({
        "players": [{ "hand": ["Grizzly Bears"], "battlefield": ["Forest", "Treasure"] }, {}],
        "step": "precombatMain"
    }));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    let treasure = the_only(&g, "Treasure");
    let normal = option(&g, bears, CastMethod::Normal);
    assert!(normal.castable, "{:?}", normal.reasons);
    let plan = normal.payment.expect("a plan");
    assert_eq!(plan.costs.len(), 1, "{plan:?}");
    assert!(plan.costs[0].sacrifice && plan.costs[0].source == treasure);
    assert!(g.legal_actions().contains(&cast(0, bears, CastMethod::Normal)));
    g.apply(cast(0, bears, CastMethod::Normal)).unwrap();
    assert!(on_battlefield(&g, "Treasure").is_empty(), "sacrificed (701.21a)");
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 1);
}

#[test]
fn the_solver_taps_untapped_lands_before_a_treasure_and_pays_no_life_when_mana_will_do_605() {
    let g = game(json!({
        "players": [{ "hand": ["Grizzly Bears"], "battlefield": ["Treasure", "Karplusan Forest", "Forest", "Forest"] }, {}],
        "step": "precombatMain"
    }));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    let plan = option(&g, bears, CastMethod::Normal).payment.expect("a plan");
    assert!(plan.costs.is_empty(), "two Forests pay {{1}}{{G}} for free: {plan:?}");
    // With one Forest: the pain land pays {1} with its free {C}.
    let g = game(json!({
        "players": [{ "hand": ["Grizzly Bears"], "battlefield": ["Treasure", "Karplusan Forest", "Forest"] }, {}],
        "step": "precombatMain"
    }));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    let plan = option(&g, bears, CastMethod::Normal).payment.expect("a plan");
    assert!(plan.costs.is_empty(), "{plan:?}");
}

#[test]
fn a_pain_land_paying_colored_mana_for_a_spell_deals_its_damage_120_3() {
    let mut g = game(json!({
        "players": [{ "hand": ["Llanowar Elves"], "battlefield": ["Karplusan Forest"] }, {}],
        "step": "precombatMain"
    }));
    let elves = in_hand(&g, 0, "Llanowar Elves");
    let plan = option(&g, elves, CastMethod::Normal).payment.expect("a plan");
    assert!(matches!(&plan.costs[..], [c] if c.damage == 1 && !c.sacrifice), "{plan:?}");
    g.apply(cast(0, elves, CastMethod::Normal)).unwrap();
    assert_eq!(g.state().players[0].life, 19);
}

/// The index of the first ability of `card`'s front face that `pick` accepts.
fn ability_index(card: &str, pick: impl Fn(&Ability) -> bool) -> usize {
    db().get(card).unwrap().faces[0].abilities.iter().position(pick).unwrap_or_else(|| panic!("{card}"))
}

#[test]
fn horizon_canopy_pays_1_life_for_green_and_is_sacrificed_with_1_to_draw_a_card_119_4_701_21a() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Horizon Canopy", "Forest"], "library": ["Island"] }, {}],
        "step": "precombatMain"
    }));
    let canopy = the_only(&g, "Horizon Canopy");
    let mana = ability_index("Horizon Canopy", |a| matches!(a, Ability::Mana { .. }));
    // "{T}, Pay 1 life: Add {G} or {W}." — choice 0 is {G}.
    g.apply(activate(0, canopy, mana, 0)).unwrap();
    assert_eq!(g.state().players[0].life, 19);
    assert_eq!(pool(&g, 0).G, 1);
    assert!(g.object(canopy).unwrap().tapped);
    // Next turn's draw: "{1}, {T}, Sacrifice Horizon Canopy: Draw a card." needs it untapped.
    let draw = ability_index("Horizon Canopy", |a| matches!(a, Ability::Activated { .. }));
    assert_eq!(refused(&mut g, activate(0, canopy, draw, 0)), "already_tapped");
    let mut g = game(json!({
        "players": [{ "battlefield": ["Horizon Canopy", "Forest"], "library": ["Island"] }, {}],
        "step": "precombatMain"
    }));
    let canopy = the_only(&g, "Horizon Canopy");
    g.apply(activate(0, canopy, draw, 0)).unwrap();
    assert!(on_battlefield(&g, "Horizon Canopy").is_empty(), "sacrificed");
    assert!(g.object(the_only(&g, "Forest")).unwrap().tapped, "the Forest paid {{1}}");
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1);
}

#[test]
fn evolving_wilds_is_sacrificed_to_put_a_basic_land_onto_the_battlefield_tapped_701_23() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Evolving Wilds"], "library": ["Wooded Foothills", "Mountain"] }, {}],
        "step": "precombatMain", "seed": 2
    }));
    let wilds = the_only(&g, "Evolving Wilds");
    g.apply(activate(0, wilds, 0, 0)).unwrap();
    assert!(on_battlefield(&g, "Evolving Wilds").is_empty());
    pass_all(&mut g);
    let candidates = search_pending(&g);
    assert_eq!(candidates.len(), 1, "only the basic land");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(candidates[0]) }).unwrap();
    assert!(g.object(the_only(&g, "Mountain")).unwrap().tapped);
}

#[test]
fn prismatic_vista_pays_1_life_and_puts_a_basic_land_onto_the_battlefield_untapped_701_23() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Prismatic Vista"], "library": ["Island"] }, {}],
        "step": "precombatMain"
    }));
    let vista = the_only(&g, "Prismatic Vista");
    g.apply(activate(0, vista, 0, 0)).unwrap();
    assert_eq!(g.state().players[0].life, 19);
    pass_all(&mut g);
    let candidates = search_pending(&g);
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(candidates[0]) }).unwrap();
    assert!(!g.object(the_only(&g, "Island")).unwrap().tapped);
}

#[test]
fn fabled_passage_untaps_the_land_it_finds_only_when_its_controller_then_controls_four_lands_701_23() {
    for (others, untapped) in [(json!(["Plains", "Plains", "Plains"]), true), (json!(["Plains", "Plains"]), false)] {
        let mut battlefield = vec![json!("Fabled Passage")];
        battlefield.extend(others.as_array().unwrap().iter().cloned());
        let mut g = game(json!({
            "players": [{ "battlefield": battlefield, "library": ["Island"] }, {}],
            "step": "precombatMain"
        }));
        let passage = the_only(&g, "Fabled Passage");
        g.apply(activate(0, passage, 0, 0)).unwrap();
        pass_all(&mut g);
        let candidates = search_pending(&g);
        g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(candidates[0]) }).unwrap();
        let island = the_only(&g, "Island");
        assert_eq!(!g.object(island).unwrap().tapped, untapped, "with {others}");
    }
}

#[test]
fn otawaras_channel_costs_1_less_for_each_legendary_creature_its_controller_controls_601_2f_602_2b() {
    let setup = |battlefield: serde_json::Value| {
        game(json!({
            "players": [{ "hand": ["Otawara, Soaring City"], "battlefield": battlefield }, { "battlefield": ["Monastery Swiftspear"] }],
            "step": "precombatMain"
        }))
    };
    let index = ability_index(
        "Otawara, Soaring City",
        |a| matches!(a, Ability::Activated { reduction: Some(_), cost, .. } if cost.parts.contains(&CostPart::DiscardSelf)),
    );
    let channel = |g: &Game| {
        let otawara = in_hand(g, 0, "Otawara, Soaring City");
        let target = on_battlefield(g, "Monastery Swiftspear")[0];
        Action::ActivateAbility {
            player: PlayerId(0),
            object: otawara,
            ability: index,
            choice: 0,
            targets: vec![Target::Object { object: target }],
            choices: Vec::new(),
            payment: None,
            x: None,
        }
    };
    // {3}{U} with three Islands: not enough.
    let mut g = setup(json!(["Island", "Island", "Island"]));
    let action = channel(&g);
    assert_eq!(refused(&mut g, action), "cannot_pay");
    // With a legendary creature: {2}{U}.
    let mut g = setup(json!(["Island", "Island", "Island", "Ragavan, Nimble Pilferer"]));
    let action = channel(&g);
    assert!(g.legal_actions().contains(&action));
    g.apply(action).unwrap();
    pass_all(&mut g);
    assert!(on_battlefield(&g, "Monastery Swiftspear").is_empty());
    assert_eq!(g.state().players[1].hand.len(), 1, "returned to its owner's hand");
}

#[test]
fn relic_of_legends_taps_an_untapped_legendary_creature_even_a_summoning_sick_one_for_mana_302_6_118_3() {
    let mut g = game(json!({
        "players": [{ "battlefield": [
            "Relic of Legends", { "card": "Ragavan, Nimble Pilferer", "summoningSick": true }, "Monastery Swiftspear"
        ] }, {}],
        "step": "precombatMain"
    }));
    let relic = the_only(&g, "Relic of Legends");
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    let index = ability_index(
        "Relic of Legends",
        |a| matches!(a, Ability::Mana { cost, .. } if matches!(cost.parts[..], [CostPart::TapUntapped { .. }])),
    );
    let tap = |creature: ObjectId, choice: usize| Action::ActivateAbility {
        player: PlayerId(0),
        object: relic,
        ability: index,
        choice,
        targets: Vec::new(),
        choices: vec![creature],
        payment: None,
        x: None,
    };
    assert_eq!(refused(&mut g, tap(swiftspear, 0)), "invalid_cost_choice", "not legendary");
    // Choice 3 of "one mana of any color" is {R}.
    g.apply(tap(ragavan, 3)).unwrap();
    assert!(g.object(ragavan).unwrap().tapped);
    assert!(!g.object(relic).unwrap().tapped, "the Relic itself does not tap");
    assert_eq!(pool(&g, 0).R, 1);
    assert!(g.state().stack.is_empty(), "a mana ability (605.3b)");
    assert_eq!(refused(&mut g, tap(ragavan, 3)), "invalid_cost_choice", "already tapped");
}

#[test]
fn heap_gate_pays_1_and_taps_for_one_mana_of_any_color_605_1a() {
    let mut g = game(json!({ "players": [{ "battlefield": ["Heap Gate", "Plains"] }, {}], "step": "precombatMain" }));
    let heap = the_only(&g, "Heap Gate");
    let index = ability_index(
        "Heap Gate",
        |a| matches!(a, Ability::Mana { cost, .. } if matches!(cost.parts[..], [CostPart::Mana { .. }, CostPart::Tap])),
    );
    // "{1}, {T}: Add one mana of any color." — choice 4 is {G}; the Plains pays {1}.
    g.apply(activate(0, heap, index, 4)).unwrap();
    assert_eq!(pool(&g, 0).G, 1);
    assert_eq!(pool(&g, 0).W, 0, "the Plains' mana was spent on the cost");
    assert!(g.object(the_only(&g, "Plains")).unwrap().tapped && g.object(heap).unwrap().tapped);
}

#[test]
fn castle_locthwain_draws_then_its_controller_loses_life_equal_to_the_cards_in_hand_608_2c_119_3() {
    let mut g = game(json!({
        "players": [{ "hand": ["Island", "Island"], "battlefield": ["Castle Locthwain", "Swamp", "Swamp", "Swamp"], "library": ["Forest"] }, {}],
        "step": "precombatMain"
    }));
    let castle = the_only(&g, "Castle Locthwain");
    let index = ability_index("Castle Locthwain", |a| matches!(a, Ability::Activated { .. }));
    g.apply(activate(0, castle, index, 0)).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 3);
    assert_eq!(g.state().players[0].life, 17, "three cards in hand after the draw");
}
