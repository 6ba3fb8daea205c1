//! Cycling and typecycling (702.29): "[Cost], Discard this card: Draw a
//! card." or "… Search your library for a [type] card, reveal it, put it
//! into your hand, then shuffle.", activated from hand (113.6m) with real
//! cards of the pools.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, Event, Game, ObjectId, Pending, PlayerId};
use mtg_rules::text::{Ability, CostPart, Effect, LineReading, ParseContext, SearchDestination, parse_line};
use serde_json::json;

/// The cycling ability of a card in hand: its activation.
fn cycle(g: &Game, object: ObjectId) -> Action {
    let card = db().get(&g.object(object).unwrap().card).unwrap();
    let ability = card.faces[0]
        .abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts.contains(&CostPart::DiscardSelf)))
        .expect("a cycling ability");
    Action::ActivateAbility {
        player: PlayerId(0),
        object,
        ability,
        choice: 0,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: None,
    }
}

fn setup(hand: serde_json::Value, battlefield: serde_json::Value, library: serde_json::Value) -> Game {
    game(json!({
        "players": [{ "hand": hand, "battlefield": battlefield, "library": library }, {}],
        "step": "precombatMain", "seed": 3
    }))
}

fn hand_names(g: &Game) -> Vec<String> {
    g.state().players[0].hand.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

#[test]
fn a_triome_is_cycled_from_hand_for_three_and_its_controller_draws_a_card_702_29a() {
    let mut g = setup(json!(["Indatha Triome"]), json!(["Plains", "Swamp", "Forest"]), json!(["Island"]));
    let triome = in_hand(&g, 0, "Indatha Triome");
    let cycling = cycle(&g, triome);
    assert!(g.legal_actions().contains(&cycling), "{:?}", g.legal_actions());
    let events = g.apply(cycling).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Discarded { .. })), "{events:?}");
    assert!(g.state().battlefield.iter().all(|&id| g.object(id).unwrap().tapped), "{{3}} paid");
    assert_eq!(g.state().stack.len(), 1, "the ability uses the stack (602.2a)");
    assert_eq!(g.object(g.state().players[0].graveyard[0]).unwrap().card, "Indatha Triome");
    pass_all(&mut g);
    assert_eq!(hand_names(&g), ["Island"]);
}

#[test]
fn cycling_cannot_be_activated_without_its_mana_or_from_the_battlefield_702_29a_113_6m() {
    let mut g = setup(json!(["Indatha Triome"]), json!(["Plains", "Swamp"]), json!(["Island"]));
    let triome = in_hand(&g, 0, "Indatha Triome");
    let cycling = cycle(&g, triome);
    assert_eq!(refused(&mut g, cycling), "cannot_pay");
    let mut g = setup(json!([]), json!(["Indatha Triome", "Plains", "Swamp", "Forest"]), json!(["Island"]));
    let triome = on_battlefield(&g, "Indatha Triome")[0];
    let cycling = cycle(&g, triome);
    assert_eq!(refused(&mut g, cycling), "cannot_activate_here");
}

#[test]
fn street_wraith_is_cycled_by_paying_two_life_702_29a_119_4() {
    let mut g = setup(json!(["Street Wraith"]), json!([]), json!(["Island"]));
    let wraith = in_hand(&g, 0, "Street Wraith");
    g.apply(cycle(&g, wraith)).unwrap();
    assert_eq!(g.state().players[0].life, 18);
    pass_all(&mut g);
    assert_eq!(hand_names(&g), ["Island"]);
}

#[test]
fn ash_barrens_basic_landcycling_finds_a_basic_land_and_puts_it_into_hand_then_shuffles_702_29e() {
    let mut g = setup(json!(["Ash Barrens"]), json!(["Mountain"]), json!(["Wooded Foothills", "Forest", "Island"]));
    let barrens = in_hand(&g, 0, "Ash Barrens");
    g.apply(cycle(&g, barrens)).unwrap();
    pass_all(&mut g);
    let Some(Pending::SearchLibrary { candidates, .. }) = &g.state().pending else { panic!("{:?}", g.state().pending) };
    let names: Vec<&str> = candidates.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(names.len(), 2, "only the basic lands: {names:?}");
    assert!(!names.contains(&"Wooded Foothills"));
    let forest = *candidates.iter().find(|&&id| g.object(id).unwrap().card == "Forest").unwrap();
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(forest) }).unwrap();
    assert_eq!(hand_names(&g), ["Forest"]);
    assert_eq!(g.state().players[0].library.len(), 2);
}

#[test]
fn generous_ents_forestcycling_finds_a_forest_card_702_29e() {
    let mut g = setup(json!(["Generous Ent"]), json!(["Swamp"]), json!(["Island", "Forest"]));
    let ent = in_hand(&g, 0, "Generous Ent");
    g.apply(cycle(&g, ent)).unwrap();
    pass_all(&mut g);
    let Some(Pending::SearchLibrary { candidates, .. }) = &g.state().pending else { panic!("{:?}", g.state().pending) };
    let forest = candidates[0];
    assert!(candidates.iter().all(|&id| g.object(id).unwrap().card != "Island"));
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(forest) }).unwrap();
    assert_eq!(g.object(g.state().players[0].hand[0]).unwrap().zone, Zone::Hand);
}

#[test]
fn cycling_lines_read_as_the_activated_abilities_they_mean_with_x_announced_as_activated_702_29_107_3() {
    let ctx = ParseContext { names: &["Test"], spell: false };
    let read = |line: &str| match parse_line(line, &ctx) {
        LineReading::Understood(abilities) => abilities,
        other => panic!("{line}: {other:?}"),
    };
    let [Ability::Activated { cost, effects, .. }] = &read("Cycling {U} ({U}, Discard this card: Draw a card.)")[..]
    else {
        panic!()
    };
    assert!(matches!(&cost.parts[..], [CostPart::Mana { .. }, CostPart::DiscardSelf]));
    assert!(matches!(&effects[..], [Effect::Draw { count: 1, .. }]));
    let [Ability::Activated { effects, .. }] = &read("Plainscycling {1}")[..] else { panic!() };
    assert!(matches!(&effects[..], [Effect::SearchLibrary { filter, destination: SearchDestination::Hand }]
        if filter.subtypes == ["Plains"]));
    let [Ability::Activated { effects, .. }] = &read("Basic landcycling {1}")[..] else { panic!() };
    assert!(matches!(&effects[..], [Effect::SearchLibrary { filter, .. }] if !filter.supertypes.is_empty()));
    // 107.3: an X in the cycling cost is announced as it is activated (Shark Typhoon, `tests/game_perms4.rs`).
    let [Ability::Activated { cost, .. }] = &read("Cycling {X}{1}{U}")[..] else { panic!() };
    assert!(cost.has_x() && cost.parts.last() == Some(&CostPart::DiscardSelf));
    for line in ["Cycling abilities you activate cost {1} less.", "Blahcycling {2}"] {
        assert_eq!(parse_line(line, &ctx), LineReading::Unsupported, "{line}");
    }
}
