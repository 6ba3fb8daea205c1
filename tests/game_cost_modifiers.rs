//! Cost modifiers that decide whether a spell can be cast (601.2f):
//! affinity (702.41), "costs {N} less to cast for each …", "cost {N} more
//! to cast", and the ways objects pay instead of mana: improvise (702.126),
//! convoke (702.51), delve (702.66). Real cards with current Oracle text.

mod game_fixture;

use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, PaidBy, Payment, PaymentPlan, PlayerId};
use serde_json::{Value, json};

fn main_phase(hand: Value, battlefield: Value, graveyard: Value, theirs: Value) -> Game {
    game(json!({
        "players": [
            { "hand": hand, "battlefield": battlefield, "graveyard": graveyard,
              "library": ["Island", "Island", "Island", "Island"] },
            { "battlefield": theirs, "library": ["Mountain"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }))
}

fn cost(g: &Game, id: ObjectId) -> String {
    option(g, id, CastMethod::Normal).mana_cost.map(|c| c.to_string()).unwrap_or_default()
}

fn taps(plan: &PaymentPlan) -> Vec<ObjectId> {
    plan.payments
        .iter()
        .filter_map(|p| if let Payment::Tap { object, .. } = *p { Some(object) } else { None })
        .collect()
}

fn exiles(plan: &PaymentPlan) -> Vec<ObjectId> {
    plan.payments
        .iter()
        .filter_map(|p| if let Payment::Exile { object, .. } = *p { Some(object) } else { None })
        .collect()
}

#[test]
fn affinity_for_artifacts_takes_one_off_for_each_artifact_you_control_702_41a() {
    let g = main_phase(
        json!(["Frogmite", "Thoughtcast"]),
        json!(["Ornithopter", "Ornithopter", "Ornithopter", "Island"]),
        json!([]),
        json!(["Ornithopter", "Sol Ring"]),
    );
    let frogmite = in_hand(&g, 0, "Frogmite");
    assert_eq!(cost(&g, frogmite), "{1}", "{{4}} less 3 artifacts you control; the opponent's do not count");
    let thoughtcast = in_hand(&g, 0, "Thoughtcast");
    assert_eq!(cost(&g, thoughtcast), "{1}{U}");
    assert!(option(&g, frogmite, CastMethod::Normal).castable);
    // Thoughtcast needs {1}{U}: one Island is not enough.
    assert_eq!(codes(&option(&g, thoughtcast, CastMethod::Normal)), ["cannot_pay"]);
    let listed: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::CastSpell { .. })).collect();
    assert_eq!(listed, [cast(0, frogmite, CastMethod::Normal)]);

    let mut g = g;
    let events = g.apply(cast(0, frogmite, CastMethod::Normal)).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::SpellCast { total_cost, .. } if total_cost == "{1}")),
        "{events:?}"
    );
}

#[test]
fn affinity_reduces_only_generic_mana_to_no_less_than_zero_601_2f() {
    let g = main_phase(
        json!(["Frogmite", "Thoughtcast"]),
        json!(["Ornithopter", "Ornithopter", "Ornithopter", "Ornithopter", "Ornithopter", "Island"]),
        json!([]),
        json!([]),
    );
    assert_eq!(cost(&g, in_hand(&g, 0, "Frogmite")), "{0}");
    assert_eq!(cost(&g, in_hand(&g, 0, "Thoughtcast")), "{U}");
    assert!(option(&g, in_hand(&g, 0, "Thoughtcast"), CastMethod::Normal).castable);
}

#[test]
fn a_spell_costs_one_less_for_each_instant_and_sorcery_card_in_your_graveyard_601_2f() {
    let g = main_phase(
        json!(["Tolarian Terror"]),
        json!(["Island", "Island", "Island", "Island", "Island"]),
        json!(["Lightning Bolt", "Giant Growth", "Grizzly Bears"]),
        json!([]),
    );
    let terror = in_hand(&g, 0, "Tolarian Terror");
    assert_eq!(cost(&g, terror), "{4}{U}", "two instants; a creature card does not count");
    assert!(option(&g, terror, CastMethod::Normal).castable);
    let empty = main_phase(
        json!(["Tolarian Terror"]),
        json!(["Island", "Island", "Island", "Island", "Island"]),
        json!([]),
        json!([]),
    );
    let full = option(&empty, in_hand(&empty, 0, "Tolarian Terror"), CastMethod::Normal);
    assert_eq!(codes(&full), ["cannot_pay"]);
    assert_eq!(full.mana_cost.unwrap().to_string(), "{6}{U}");
}

#[test]
fn noncreature_spells_cost_one_more_under_thalia_whoever_controls_it_601_2f() {
    let g = main_phase(
        json!(["Lightning Bolt", "Grizzly Bears"]),
        json!(["Mountain", "Forest"]),
        json!([]),
        json!(["Thalia, Guardian of Thraben"]),
    );
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    assert_eq!(cost(&g, bolt), "{1}{R}");
    assert!(option(&g, bolt, CastMethod::Normal).castable, "Mountain and Forest pay {{1}}{{R}}");
    let bears = in_hand(&g, 0, "Grizzly Bears");
    assert_eq!(cost(&g, bears), "{1}{G}", "a creature spell costs no more");
    let one_land =
        main_phase(json!(["Lightning Bolt"]), json!(["Mountain"]), json!([]), json!(["Thalia, Guardian of Thraben"]));
    let bolt = in_hand(&one_land, 0, "Lightning Bolt");
    assert_eq!(codes(&option(&one_land, bolt, CastMethod::Normal)), ["cannot_pay"]);
    assert!(!one_land.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { .. })));
}

#[test]
fn improvise_taps_artifacts_for_generic_mana_and_the_plan_names_them_702_126a() {
    let mut g = main_phase(
        json!(["Reverse Engineer"]),
        json!(["Island", "Island", "Ornithopter", "Ornithopter", "Ornithopter"]),
        json!([]),
        json!([]),
    );
    let spell = in_hand(&g, 0, "Reverse Engineer");
    let option = option(&g, spell, CastMethod::Normal);
    assert!(option.castable, "{option:?}");
    let plan = option.payment.unwrap();
    let thopters = on_battlefield(&g, "Ornithopter");
    let mut tapped = taps(&plan);
    tapped.sort();
    assert_eq!(tapped, thopters, "the three artifacts pay {{3}}; the Islands {{U}}{{U}}");
    let events = g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    let by_improvise = events.iter().filter(|e| matches!(e, Event::TappedToPay { by: PaidBy::Improvise, .. })).count();
    assert_eq!(by_improvise, 3);
    assert!(thopters.iter().all(|&t| g.object(t).unwrap().tapped));
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 3, "Draw three cards.");
}

#[test]
fn without_improvise_artifacts_do_not_pay_and_a_tapped_artifact_never_does_702_126a() {
    let g = main_phase(
        json!(["Reverse Engineer", "Treasure Cruise"]),
        json!(["Island", "Island", "Ornithopter"]),
        json!([]),
        json!([]),
    );
    assert!(
        !option(&g, in_hand(&g, 0, "Reverse Engineer"), CastMethod::Normal).castable,
        "{{3}}{{U}}{{U}} from 3 permanents"
    );

    let mut g = main_phase(
        json!(["Reverse Engineer"]),
        json!(["Island", "Island", "Island", "Ornithopter", "Ornithopter", { "card": "Ornithopter", "tapped": true }]),
        json!([]),
        json!([]),
    );
    let spell = in_hand(&g, 0, "Reverse Engineer");
    let islands = on_battlefield(&g, "Island");
    let thopters = on_battlefield(&g, "Ornithopter");
    let plan = |objects: &[ObjectId]| PaymentPlan {
        payments: vec![
            Payment::Mana { symbol: 1, source: Some(islands[0]), mana: mtg_rules::game::ManaType::U, snow: false },
            Payment::Mana { symbol: 2, source: Some(islands[1]), mana: mtg_rules::game::ManaType::U, snow: false },
            Payment::Mana { symbol: 0, source: Some(islands[2]), mana: mtg_rules::game::ManaType::U, snow: false },
        ]
        .into_iter()
        .chain(objects.iter().map(|&object| Payment::Tap { symbol: 0, object }))
        .collect(),
        costs: Vec::new(),
    };
    let with = |objects: &[ObjectId]| Action::CastSpell {
        player: PlayerId(0),
        object: spell,
        method: CastMethod::Normal,
        x: None,
        payment: Some(Box::new(plan(objects))),
        targets: Vec::new(),
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    // The tapped Ornithopter cannot pay (702.126a: an untapped artifact).
    assert_eq!(refused(&mut g, with(&[thopters[0], thopters[2]])), "invalid_payment");
    // One artifact twice is one mana, not two.
    assert_eq!(refused(&mut g, with(&[thopters[0], thopters[0]])), "invalid_payment");
    // An Island tapped for mana cannot also be tapped to improvise.
    assert_eq!(refused(&mut g, with(&[thopters[0], islands[0]])), "invalid_payment");
    g.apply(with(&[thopters[0], thopters[1]])).unwrap();
}

#[test]
fn convoke_taps_creatures_for_generic_mana_or_a_mana_of_their_color_even_summoning_sick_702_51a() {
    let mut g = main_phase(
        json!(["Stoke the Flames"]),
        json!(["Mountain", { "card": "Raging Goblin", "summoningSick": true }, "Goblin Piker", "Grizzly Bears"]),
        json!([]),
        json!([]),
    );
    let stoke = in_hand(&g, 0, "Stoke the Flames");
    let offered = option(&g, stoke, CastMethod::Normal);
    assert!(offered.castable, "{{2}}{{R}}{{R}}: the Mountain and a red Goblin pay {{R}}{{R}}: {offered:?}");
    let plan = offered.payment.unwrap();
    assert_eq!(taps(&plan).len(), 3);
    let events = g.apply(cast_at(0, stoke, CastMethod::Normal, vec![player_target(1)])).unwrap();
    let by_convoke = events.iter().filter(|e| matches!(e, Event::TappedToPay { by: PaidBy::Convoke, .. })).count();
    assert_eq!(by_convoke, 3);
    pass_all(&mut g);
    assert_eq!(g.state().players[1].life, 16);

    // A green creature cannot pay {R}: two green creatures and a Mountain
    // are three, and {R}{R} needs two red.
    let green = main_phase(
        json!(["Stoke the Flames"]),
        json!(["Mountain", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]),
        json!([]),
        json!([]),
    );
    let unpaid = option(&green, in_hand(&green, 0, "Stoke the Flames"), CastMethod::Normal);
    assert_eq!(codes(&unpaid), ["cannot_pay"]);
}

#[test]
fn delve_exiles_cards_from_your_graveyard_for_generic_mana_702_66a() {
    let mut g = main_phase(
        json!(["Treasure Cruise"]),
        json!(["Island", "Island"]),
        json!(["Lightning Bolt", "Giant Growth", "Grizzly Bears", "Forest", "Forest", "Mountain", "Shock"]),
        json!([]),
    );
    let cruise = in_hand(&g, 0, "Treasure Cruise");
    let offered = option(&g, cruise, CastMethod::Normal);
    assert_eq!(offered.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{7}{U}"), "delve is no reduction");
    assert!(offered.castable, "{offered:?}");
    let plan = offered.payment.unwrap();
    assert_eq!(exiles(&plan).len(), 7, "delve first: it keeps an Island untapped");
    let events = g.apply(cast(0, cruise, CastMethod::Normal)).unwrap();
    assert_eq!(events.iter().filter(|e| matches!(e, Event::ObjectMoved { .. })).count(), 7);
    assert!(g.state().players[0].graveyard.is_empty());
    assert_eq!(g.state().exile.len(), 7);
    assert_eq!(on_battlefield(&g, "Island").iter().filter(|&&i| !g.object(i).unwrap().tapped).count(), 1);

    let short = main_phase(json!(["Treasure Cruise"]), json!(["Island"]), json!(["Shock", "Shock"]), json!([]));
    let unpaid = option(&short, in_hand(&short, 0, "Treasure Cruise"), CastMethod::Normal);
    assert_eq!(codes(&unpaid), ["cannot_pay"]);
}

#[test]
fn a_card_in_a_graveyard_pays_only_for_a_spell_with_delve_702_66a() {
    let mut g = main_phase(json!(["Divination"]), json!(["Island", "Island"]), json!(["Shock"]), json!([]));
    let spell = in_hand(&g, 0, "Divination");
    let islands = on_battlefield(&g, "Island");
    let shock = g.state().players[0].graveyard[0];
    let action = Action::CastSpell {
        player: PlayerId(0),
        object: spell,
        method: CastMethod::Normal,
        x: None,
        payment: Some(Box::new(PaymentPlan {
            payments: vec![
                Payment::Exile { symbol: 0, object: shock },
                Payment::Mana { symbol: 1, source: Some(islands[0]), mana: mtg_rules::game::ManaType::U, snow: false },
            ],
            costs: Vec::new(),
        })),
        targets: Vec::new(),
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    assert_eq!(refused(&mut g, action), "invalid_payment");
}

#[test]
fn the_cost_modifier_cards_are_wholly_understood_113() {
    for name in [
        "Frogmite",
        "Thoughtcast",
        "Reverse Engineer",
        "Stoke the Flames",
        "Treasure Cruise",
        "Tolarian Terror",
        "Thalia, Guardian of Thraben",
    ] {
        let card = db().get(name).unwrap();
        assert_eq!(card.unsupported_text().count(), 0, "{name}: {:?}", card.unsupported_text().collect::<Vec<_>>());
    }
}
