//! Cascade (702.85) with the real cards of `data/pool-decks.json` that have
//! it (Shardless Agent, Ardent Plea): the trigger exiles cards until a
//! nonland card of lesser mana value, which may be cast without paying its
//! mana cost through the one cast path; the rest go to the bottom. Rebound
//! (702.88, Ephemerate) is answered the same way: the card it exiled may be
//! cast from exile without paying its mana cost at its owner's next upkeep.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` on the
/// battlefield, `hand` and the library `library` (top first); player 1 has
/// three Plains in their library.
fn table(mine: Value, hand: Value, library: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": library },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "seed": 11
    }))
}

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).expect("exists").card.clone()).collect()
}

fn library(g: &Game) -> Vec<String> {
    names(g, &g.state().players[0].library)
}

/// Casts the cascading spell from hand and lets its cascade trigger resolve.
fn cast_and_cascade(g: &mut Game, name: &str) {
    let spell = in_hand(g, 0, name);
    g.apply(cast(0, spell, CastMethod::Normal)).expect("the cascading spell is cast");
    assert_eq!(g.state().stack.len(), 2, "the spell and its cascade trigger above it (702.85a)");
    pass_all(g);
}

fn free(object: ObjectId, targets: Vec<mtg_rules::game::Target>) -> Action {
    cast_at(0, object, CastMethod::WithoutPayingManaCost, targets)
}

#[test]
fn shardless_agent_cascades_into_lightning_bolt_cast_without_paying_its_mana_cost_702_85a() {
    let mut g = table(
        json!(["Forest", "Island", "Breeding Pool"]),
        json!(["Shardless Agent"]),
        json!(["Forest", "Shardless Agent", "Lightning Bolt", "Island", "Plains"]),
    );
    cast_and_cascade(&mut g, "Shardless Agent");
    // A land, then a card of mana value 3 (not less than 3) are exiled; Bolt is the hit.
    let Some(Pending::Cascade { player, object: bolt, mana_value, exiled }) = g.state().pending.clone() else {
        panic!("a cascade choice is pending: {:?}", g.state().pending)
    };
    assert_eq!((player, mana_value), (PlayerId(0), 3));
    assert_eq!(names(&g, &[bolt]), ["Lightning Bolt"]);
    assert_eq!(names(&g, &exiled), ["Forest", "Shardless Agent"]);
    assert!(exiled.iter().chain([&bolt]).all(|&id| g.object(id).unwrap().zone == Zone::Exile));
    assert_eq!(library(&g), ["Island", "Plains"]);
    // Every answer offered is legal: the free cast at each target, or not casting.
    let answers = g.legal_actions();
    assert!(answers.contains(&free(bolt, vec![player_target(1)])));
    assert!(answers.contains(&Action::YouMay { player: PlayerId(0), accept: false }));
    check_legal_actions(&g);
    g.apply(free(bolt, vec![player_target(1)])).expect("Bolt is cast without paying its mana cost");
    // Bolt is on the stack above the Agent; the others went to the bottom.
    assert!(g.state().pending.is_none());
    assert_eq!(names(&g, &g.state().stack), ["Shardless Agent", "Lightning Bolt"]);
    let spell = *g.state().stack.last().unwrap();
    assert_eq!(g.object(spell).unwrap().total_cost.as_deref(), Some("{0}"));
    let mut bottom = library(&g)[2..].to_vec();
    bottom.sort();
    assert_eq!(bottom, ["Forest", "Shardless Agent"]);
    pass_all(&mut g);
    assert_eq!(g.state().players[1].life, 17, "Bolt resolved (3 damage)");
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Shardless Agent").len(), 1);
}

#[test]
fn declining_the_cascade_puts_the_hit_and_every_card_exiled_on_the_bottom_702_85a() {
    let mut g = table(
        json!(["Forest", "Island", "Breeding Pool"]),
        json!(["Shardless Agent"]),
        json!(["Island", "Lightning Bolt", "Plains"]),
    );
    cast_and_cascade(&mut g, "Shardless Agent");
    assert!(matches!(g.state().pending, Some(Pending::Cascade { .. })));
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("not cast");
    assert!(g.state().pending.is_none());
    let lib = library(&g);
    assert_eq!(lib[0], "Plains", "the card not exiled is now on top");
    let mut bottom = lib[1..].to_vec();
    bottom.sort();
    assert_eq!(bottom, ["Island", "Lightning Bolt"]);
    assert!(g.state().exile.is_empty());
    assert_eq!(names(&g, &g.state().stack), ["Shardless Agent"]);
}

#[test]
fn a_cascade_that_finds_no_card_of_lesser_mana_value_puts_everything_exiled_on_the_bottom_702_85a() {
    let mut g = table(
        json!(["Forest", "Island", "Breeding Pool"]),
        json!(["Shardless Agent"]),
        json!(["Island", "Shardless Agent"]),
    );
    cast_and_cascade(&mut g, "Shardless Agent");
    assert!(g.state().pending.is_none(), "nothing to cast");
    let mut lib = library(&g);
    lib.sort();
    assert_eq!(lib, ["Island", "Shardless Agent"]);
    assert!(g.state().exile.is_empty());
}

#[test]
fn the_cascade_hit_is_cast_only_without_paying_its_mana_cost_and_only_while_offered_702_85a() {
    let mut g = table(
        json!(["Forest", "Island", "Breeding Pool", "Mountain"]),
        json!(["Shardless Agent"]),
        json!(["Lightning Bolt", "Plains"]),
    );
    cast_and_cascade(&mut g, "Shardless Agent");
    let Some(Pending::Cascade { object: bolt, .. }) = g.state().pending.clone() else { panic!("pending") };
    assert_eq!(refused(&mut g, cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])), "not_offered");
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(0), accept: true }), "cast_with_cast_spell");
    assert_eq!(refused(&mut g, pass(0)), "choice_pending");
    assert_eq!(refused(&mut g, free(bolt, vec![])), "wrong_number_of_targets");
    // The game reads back from JSON mid-cascade, the choice included.
    let json = serde_json::to_string(&g).unwrap();
    let back = Game::from_json(decks_pool(), &json).expect("reads back");
    assert_eq!(serde_json::to_string(&back).unwrap(), json);
}

#[test]
fn ardent_pleas_cascade_casts_a_sorcery_while_the_stack_is_not_empty_ignoring_timing_608_2g() {
    let mut g = table(
        json!(["Plains", "Island", "Hallowed Fountain"]),
        json!(["Ardent Plea"]),
        json!(["Island", "Preordain", "Plains", "Island", "Plains"]),
    );
    cast_and_cascade(&mut g, "Ardent Plea");
    let Some(Pending::Cascade { object: preordain, .. }) = g.state().pending.clone() else { panic!("pending") };
    assert_eq!(names(&g, &[preordain]), ["Preordain"]);
    let option = option(&g, preordain, CastMethod::WithoutPayingManaCost);
    assert!(option.castable, "a sorcery, cast as the cascade resolves: {:?}", option.reasons);
    g.apply(free(preordain, vec![])).expect("cast with Ardent Plea still on the stack");
    assert_eq!(names(&g, &g.state().stack), ["Ardent Plea", "Preordain"]);
}

/// Ephemerate cast from hand on Voldaren Epicure; returns the Epicure's new id.
fn ephemerate_the_epicure(g: &mut Game) -> ObjectId {
    let epicure = the_only(g, "Voldaren Epicure");
    g.apply(cast_at(0, in_hand(g, 0, "Ephemerate"), CastMethod::Normal, vec![at(epicure)])).unwrap();
    resolve_all(g);
    let again = the_only(g, "Voldaren Epicure");
    assert_ne!(again, epicure, "400.7: exiled and returned, a new object");
    again
}

#[test]
fn ephemerate_cast_from_hand_is_exiled_and_cast_again_for_free_at_its_owners_next_upkeep_not_an_opponents_702_88a() {
    let mut g =
        table(json!(["Voldaren Epicure", "Plains"]), json!(["Ephemerate"]), json!(["Plains", "Plains", "Plains"]));
    ephemerate_the_epicure(&mut g);
    assert_eq!(g.state().players[1].life, 19, "the Epicure's enters ability: 1 damage to each opponent");
    assert_eq!(on_battlefield(&g, "Blood").len(), 1);
    assert_eq!(
        zone_of(&g, "Ephemerate", 0),
        Some(Zone::Exile),
        "702.88a: exiled as it resolves, not put into the graveyard"
    );
    assert_eq!(g.state().next_upkeep.len(), 1, "its delayed trigger waits");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the waiting trigger reads back");
    // The opponent's upkeep: "your next upkeep" is not theirs.
    to_next_turn_step(&mut g, 1, mtg_rules::game::Step::Upkeep);
    assert!(g.state().stack.is_empty() && g.state().next_upkeep.len() == 1, "nothing triggers at an opponent's upkeep");
    // Its owner's next upkeep: the trigger resolves and offers the cast.
    to_next_turn_step(&mut g, 0, mtg_rules::game::Step::Upkeep);
    assert_eq!(g.state().stack.len(), 1, "the rebound trigger");
    resolve_all(&mut g);
    let ephemerate = g.state().exile.iter().copied().find(|&id| g.object(id).unwrap().card == "Ephemerate").unwrap();
    assert!(
        matches!(g.state().pending, Some(Pending::Rebound { player: PlayerId(0), object }) if object == ephemerate)
    );
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the pending choice reads back");
    let epicure = the_only(&g, "Voldaren Epicure");
    let offered = g.legal_actions();
    assert!(offered.contains(&free(ephemerate, vec![at(epicure)])), "{offered:?}");
    assert!(offered.contains(&Action::YouMay { player: PlayerId(0), accept: false }));
    refused_with(&mut g, cast_at(0, ephemerate, CastMethod::Normal, vec![at(epicure)]), "not_offered", Some("702.88a"));
    // Cast for free from exile (no land is tapped), it resolves and goes to the graveyard: it was not cast from hand.
    g.apply(free(ephemerate, vec![at(epicure)])).unwrap();
    resolve_all(&mut g);
    assert_ne!(the_only(&g, "Voldaren Epicure"), epicure);
    assert_eq!(g.state().players[1].life, 18);
    assert_eq!(on_battlefield(&g, "Blood").len(), 2);
    assert!(g.state().battlefield.iter().all(|&id| !g.object(id).unwrap().tapped), "no mana was paid");
    assert_eq!(zone_of(&g, "Ephemerate", 0), Some(Zone::Graveyard));
    assert!(g.state().next_upkeep.is_empty());
}

#[test]
fn a_rebound_card_not_cast_stays_in_exile_702_88a() {
    let mut g =
        table(json!(["Voldaren Epicure", "Plains"]), json!(["Ephemerate"]), json!(["Plains", "Plains", "Plains"]));
    ephemerate_the_epicure(&mut g);
    to_next_turn_step(&mut g, 0, mtg_rules::game::Step::Upkeep);
    resolve_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::Rebound { .. })));
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Ephemerate", 0), Some(Zone::Exile), "declined, it stays in exile");
    assert_eq!(
        g.state().players[0].library.len(),
        3,
        "nothing went to the library (turn 5's draw comes after the upkeep)"
    );
}
