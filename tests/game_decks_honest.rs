//! Cards of the decklist pool (issue 14, `data/pool-decks.json`, current
//! Oracle text) whose every ability template a test now executes, each with
//! the rule it follows: Pillage the Bog (107.3c, 401.4); Nissa, Resurgent
//! Animist (608.2c, 608.2d, 701.20a); Worldsoul's Rage (107.3a, 608.2d).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ManaType, ObjectId, Pending, PlayerId};
use serde_json::json;

/// The names of `ids`, in order.
fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

#[test]
fn pillage_the_bog_looks_at_twice_as_many_cards_as_lands_you_control_keeps_one_the_rest_on_the_bottom_107_3c_401_4() {
    let library = ["Plains", "Island", "Plains", "Island", "Plains", "Island", "Mountain", "Forest", "Swamp"];
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Forest", "Swamp", "Squadron Hawk"], "hand": ["Pillage the Bog"],
              "library": library },
            { "battlefield": ["Forest", "Forest"], "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let before = g.state().players[0].library.clone();
    g.apply(cast(0, in_hand(&g, 0, "Pillage the Bog"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, .. }) = g.state().pending.clone() else {
        panic!("608.2d: its caster chooses one: {:?}", g.state().pending)
    };
    // Three lands (tapped or not; not the creature, not the opponent's): X is six.
    assert_eq!(objects, before[..6], "107.3c: the top six cards");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: before[1] }).unwrap();
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    let p = &g.state().players[0];
    assert_eq!(names(&g, &p.hand), ["Island"], "the card chosen, into the hand");
    assert_eq!(p.library.len(), 8);
    assert_eq!(names(&g, &p.library[..3]), ["Mountain", "Forest", "Swamp"], "the cards not looked at stay on top");
    let mut bottom = names(&g, &p.library[3..]);
    bottom.sort();
    assert_eq!(bottom, ["Island", "Island", "Plains", "Plains", "Plains"], "401.4: the other five on the bottom");
    assert_eq!(zone_of(&g, "Pillage the Bog", 0), Some(Zone::Graveyard));
}

/// Player 0 controls Nissa, Resurgent Animist and Misty Rainforest, with a
/// Forest in hand and `library`; precombat main phase of their turn.
fn nissa_game(library: &[&str]) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Nissa, Resurgent Animist", "Misty Rainforest"], "hand": ["Forest"],
              "library": library },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Player 0 activates Misty Rainforest and finds the first Island of their library (701.23).
fn fetch_island(g: &mut Game) {
    let misty = the_only(g, "Misty Rainforest");
    g.apply(activate(g, misty, 0)).unwrap();
    resolve_all(g);
    let Some(Pending::SearchLibrary { ref candidates, .. }) = g.state().pending else {
        panic!("701.23: a search: {:?}", g.state().pending)
    };
    let island = candidates.first().copied();
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: island }).unwrap();
}

/// Resolves Nissa's landfall trigger on the stack, choosing `mana`.
fn resolve_landfall(g: &mut Game, mana: ManaType) -> Vec<Event> {
    let mut events = resolve_all(g);
    let Some(Pending::ChooseMana { player: PlayerId(0), mana: kinds, count: 1, .. }) = g.state().pending.clone() else {
        panic!("608.2d: one mana of any color, chosen as it resolves: {:?}", g.state().pending)
    };
    assert_eq!(kinds, [ManaType::W, ManaType::U, ManaType::B, ManaType::R, ManaType::G]);
    assert_eq!(refused(g, Action::ChooseMana { player: PlayerId(0), mana: ManaType::C }), "not_a_choice");
    events.extend(g.apply(Action::ChooseMana { player: PlayerId(0), mana }).unwrap());
    events.extend(resolve_all(g));
    events
}

#[test]
fn nissa_adds_one_mana_of_any_color_and_on_the_second_resolution_reveals_until_an_elf_or_elemental_608_2c_701_20a() {
    let mut g = nissa_game(&["Island", "Plains", "Swamp", "Mulldrifter", "Mountain", "Plains"]);
    // The first land: one mana, nothing revealed.
    let forest = in_hand(&g, 0, "Forest");
    g.apply(Action::PlayLand { player: PlayerId(0), object: forest, face: None }).unwrap();
    let events = resolve_landfall(&mut g, ManaType::R);
    assert!(!events.iter().any(|e| matches!(e, Event::Revealed { .. })), "the first resolution reveals nothing");
    assert_eq!(g.state().players[0].hand.len(), 0);
    assert_eq!(g.state().players[0].mana_pool.mana.R, 1, "106.1: the color chosen");
    // The second land (fetched: the library is shuffled first), the second resolution.
    fetch_island(&mut g);
    let library = names(&g, &g.state().players[0].library);
    let at = library.iter().position(|n| n == "Mulldrifter").unwrap();
    let events = resolve_landfall(&mut g, ManaType::G);
    let revealed = events.iter().filter(|e| matches!(e, Event::Revealed { .. })).count();
    assert_eq!(revealed, at + 1, "701.20a: revealed from the top until the Elemental");
    let p = &g.state().players[0];
    assert_eq!(names(&g, &p.hand), ["Mulldrifter"], "the Elemental into the hand");
    assert_eq!((p.mana_pool.mana.R, p.mana_pool.mana.G), (1, 1), "one mana for each resolution");
    // The cards below it stay on top, in order; the ones above go to the bottom.
    assert_eq!(p.library.len(), 4);
    assert_eq!(names(&g, &p.library[..4 - at]), library[at + 1..]);
    let mut bottom = names(&g, &p.library[4 - at..]);
    let mut above = library[..at].to_vec();
    bottom.sort();
    above.sort();
    assert_eq!(bottom, above, "401.4: the rest on the bottom");
}

#[test]
fn nissa_revealing_no_elf_or_elemental_puts_every_revealed_card_on_the_bottom_701_20a() {
    let mut g = nissa_game(&["Island", "Island", "Plains", "Swamp", "Mountain"]);
    let forest = in_hand(&g, 0, "Forest");
    g.apply(Action::PlayLand { player: PlayerId(0), object: forest, face: None }).unwrap();
    resolve_landfall(&mut g, ManaType::W);
    fetch_island(&mut g);
    let events = resolve_landfall(&mut g, ManaType::U);
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Revealed { .. })).count(), 4, "the whole library");
    let p = &g.state().players[0];
    assert!(p.hand.is_empty(), "no Elf or Elemental");
    assert_eq!(p.library.len(), 4, "every card back, on the bottom");
    assert_eq!((p.mana_pool.mana.W, p.mana_pool.mana.U), (1, 1));
}

#[test]
fn worldsouls_rage_deals_x_damage_and_puts_up_to_x_lands_from_hand_and_graveyard_onto_the_battlefield_tapped_107_3a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Mountain", "Forest", "Mountain", "Forest"],
              "hand": ["Worldsoul's Rage", "Island", "Lightning Bolt"], "graveyard": ["Swamp", "Plains", "Mulldrifter"],
              "library": ["Lightning Bolt"] },
            { "battlefield": ["Squadron Hawk"], "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let rage = in_hand(&g, 0, "Worldsoul's Rage");
    let hawk = the_only(&g, "Squadron Hawk");
    let mut action = cast_at(0, rage, CastMethod::Normal, vec![at(hawk)]);
    if let Action::CastSpell { x, .. } = &mut action {
        *x = Some(2);
    }
    g.apply(action).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.object(hawk).unwrap().damage, 2, "120.3: X damage to the target");
    // 608.2d: up to two, one at a time, among the land cards of the hand and graveyard (not the others).
    let Some(Pending::SearchLibrary { player: PlayerId(0), candidates, .. }) = g.state().pending.clone() else {
        panic!("the lands to put: {:?}", g.state().pending)
    };
    let mut offered = names(&g, &candidates);
    offered.sort();
    assert_eq!(offered, ["Island", "Plains", "Swamp"]);
    let island = in_hand(&g, 0, "Island");
    let swamp = g.state().players[0].graveyard.iter().copied().find(|&id| g.object(id).unwrap().card == "Swamp");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(island) }).unwrap();
    let Some(Pending::SearchLibrary { candidates, .. }) = g.state().pending.clone() else {
        panic!("the second land: {:?}", g.state().pending)
    };
    assert!(!candidates.contains(&island), "none twice");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: swamp }).unwrap();
    assert!(g.state().pending.is_none(), "X is two: no third");
    for name in ["Island", "Swamp"] {
        let land = the_only(&g, name);
        assert!(g.object(land).unwrap().tapped, "{name} entered tapped");
    }
    assert_eq!(zone_of(&g, "Plains", 0), Some(Zone::Graveyard), "not chosen");
    assert_eq!(zone_of(&g, "Worldsoul's Rage", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Graveyard), "704.5g: lethal damage");
}
