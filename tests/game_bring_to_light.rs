//! Bring to Light (issue 14, `data/pool-decks.json`, current Oracle text):
//! converge (601.2h, 107.3c) bounding a library search (701.23) whose card is
//! exiled (406.3), then "You may cast that card without paying its mana
//! cost." (608.2g, 118.9) on the card the resolution remembers (608.2c).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId};
use serde_json::{Value, json};

const BRING: &str = "Bring to Light";
/// Creature, instant, sorcery, with mana values 4, 3, 1, 2 and 4; and an
/// artifact and a land that are none of those types.
const LIBRARY: [&str; 7] = [
    "Omnath, Locus of Creation",
    "Uro, Titan of Nature's Wrath",
    "Lightning Bolt",
    "Counterspell",
    "Sheoldred, the Apocalypse",
    "The One Ring",
    "Forest",
];

/// Player 0 (active, precombat main of turn 3) has `lands`, Bring to Light in
/// hand and [`LIBRARY`]; it is cast (the solver pays with the lands) and
/// resolves up to the search.
fn brought(lands: Value) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": lands, "hand": [BRING], "library": LIBRARY },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card(BRING).unwrap().unsupported_text().count(), 0, "understood whole");
    let bring = in_hand(&g, 0, BRING);
    g.apply(cast(0, bring, CastMethod::Normal)).expect("Bring to Light is cast");
    pass_all(&mut g);
    g
}

fn candidates(g: &Game) -> Vec<String> {
    let Some(Pending::SearchLibrary { player: PlayerId(0), candidates, .. }) = &g.state().pending else {
        panic!("the search: {:?}", g.state().pending);
    };
    let mut names: Vec<String> = candidates.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    names.sort();
    names
}

fn found(g: &Game, name: &str) -> ObjectId {
    let Some(Pending::SearchLibrary { candidates, .. }) = &g.state().pending else { panic!("{:?}", g.state().pending) };
    *candidates.iter().find(|&&id| g.object(id).unwrap().card == name).expect(name)
}

const FIVE_COLORS: [&str; 5] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

#[test]
fn bring_to_light_paid_with_five_colors_finds_a_creature_instant_or_sorcery_card_with_mana_value_five_or_less_601_2h_701_23a()
 {
    let g = brought(json!(FIVE_COLORS));
    assert_eq!(
        candidates(&g),
        [
            "Counterspell",
            "Lightning Bolt",
            "Omnath, Locus of Creation",
            "Sheoldred, the Apocalypse",
            "Uro, Titan of Nature's Wrath"
        ],
        "no artifact, no land"
    );
}

#[test]
fn bring_to_light_paid_with_two_colors_finds_only_mana_value_two_or_less_107_3c() {
    let g = brought(json!(["Forest", "Forest", "Forest", "Island", "Island"]));
    assert_eq!(candidates(&g), ["Counterspell", "Lightning Bolt"], "converge 2: green and blue spent");
}

#[test]
fn the_card_found_is_exiled_the_library_shuffled_and_it_may_be_cast_without_paying_its_mana_cost_ignoring_timing_608_2g()
 {
    let mut g = brought(json!(FIVE_COLORS));
    let sheoldred = found(&g, "Sheoldred, the Apocalypse");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(sheoldred) }).expect("found");
    assert_eq!(zone_of(&g, "Sheoldred, the Apocalypse", 0), Some(Zone::Exile), "exiled, 406.3");
    assert_eq!(g.state().players[0].library.len(), LIBRARY.len() - 1);
    let Some(Pending::CastWithoutPaying { player: PlayerId(0), object, .. }) = g.state().pending.clone() else {
        panic!("may cast it: {:?}", g.state().pending);
    };
    assert_eq!(g.object(object).unwrap().card, "Sheoldred, the Apocalypse");
    // The pending cast reads back from JSON (the resolution is suspended on it).
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    let free = cast(0, object, CastMethod::WithoutPayingManaCost);
    assert!(g.legal_actions().contains(&free), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    assert_eq!(refused(&mut g, cast(0, object, CastMethod::Normal)), "not_offered");
    g.apply(free).expect("cast while Bring to Light resolves, a creature at instant speed (608.2g)");
    assert_eq!(zone_of(&g, "Bring to Light", 0), Some(Zone::Graveyard), "Bring to Light has resolved");
    assert_eq!(zone_of(&g, "Sheoldred, the Apocalypse", 0), Some(Zone::Stack));
    assert!(g.state().players[0].mana_pool.is_empty(), "no mana was paid for it");
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Sheoldred, the Apocalypse", 0), Some(Zone::Battlefield));
}

#[test]
fn a_card_found_and_not_cast_stays_in_exile_608_2g() {
    let mut g = brought(json!(FIVE_COLORS));
    let bolt = found(&g, "Lightning Bolt");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(bolt) }).expect("found");
    let Some(Pending::CastWithoutPaying { object, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("declined");
    assert_eq!(g.object(object).unwrap().zone, Zone::Exile, "it stays exiled");
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Bring to Light", 0), Some(Zone::Graveyard));
}

#[test]
fn finding_nothing_offers_nothing_to_cast_701_23b() {
    let mut g = brought(json!(FIVE_COLORS));
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: None }).expect("nothing found");
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(g.state().players[0].library.len(), LIBRARY.len(), "shuffled, all still there");
    assert_eq!(zone_of(&g, "Bring to Light", 0), Some(Zone::Graveyard));
}

#[test]
fn a_card_over_the_converge_bound_is_refused_and_the_game_is_unchanged_701_23a_732() {
    let mut g = brought(json!(["Forest", "Forest", "Forest", "Island", "Island"]));
    let library = &g.state().players[0].library;
    let omnath = *library.iter().find(|&&id| g.object(id).unwrap().card == "Omnath, Locus of Creation").unwrap();
    let before = g.to_json();
    assert!(g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(omnath) }).is_err(), "mana value 4 > 2");
    assert_eq!(g.to_json(), before);
}
