//! Planeswalkers of real decks (issue 14, `data/pool-decks.json`, current
//! Oracle text): loyalty abilities with "up to one target" (115.1, 601.2c).

mod game_fixture;
use game_fixture::*;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Game, ObjectId, Target};
use serde_json::json;

fn loyalty(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::Loyalty)
}

/// Teferi, Time Raveler with four loyalty counters; the opponent has a Jawbone Duelist.
fn teferi() -> (Game, ObjectId, ObjectId) {
    let g = decks_duel(
        json!([{ "card": "Teferi, Time Raveler", "counters": { "loyalty": 4 } }]),
        json!([]),
        json!(["Jawbone Duelist"]),
    );
    let teferi = the_only(&g, "Teferi, Time Raveler");
    let duelist = the_only(&g, "Jawbone Duelist");
    (g, teferi, duelist)
}

#[test]
fn teferi_minus_three_may_choose_no_target_and_still_draws_a_card_115_1_601_2c() {
    let (mut g, teferi, duelist) = teferi();
    let minus_three = loyalty_ability("Teferi, Time Raveler", -3);
    let none = activate_at(&g, teferi, minus_three, vec![Target::Nothing]);
    let legal = g.legal_actions();
    assert!(legal.contains(&none), "601.2c: zero targets is a legal choice of \"up to one\"");
    assert!(legal.contains(&activate_at(&g, teferi, minus_three, vec![at(duelist)])));
    // 601.2c: "up to one" is one target at most, and its place is kept.
    let empty = activate_at(&g, teferi, minus_three, vec![]);
    refused_with(&mut g, empty, "wrong_number_of_targets", Some("601.2c"));
    g.apply(none).unwrap();
    assert_eq!(loyalty(&g, teferi), 1, "606.4");
    let hand = g.state().players[0].hand.len();
    resolve_all(&mut g);
    assert_eq!(
        g.state().players[0].hand.len(),
        hand + 1,
        "608.2b: no target, no illegal target: it resolves and draws"
    );
    assert_eq!(the_only(&g, "Jawbone Duelist"), duelist, "nothing returned");
    check_legal_actions(&g);
}

#[test]
fn teferi_minus_three_returns_the_target_it_chose_to_its_owners_hand_and_draws_115_1() {
    let (mut g, teferi, duelist) = teferi();
    let minus_three = loyalty_ability("Teferi, Time Raveler", -3);
    g.apply(activate_at(&g, teferi, minus_three, vec![at(duelist)])).unwrap();
    let hand = g.state().players[0].hand.len();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Jawbone Duelist").is_empty());
    assert_eq!(zone_of(&g, "Jawbone Duelist", 1), Some(mtg_rules::card::Zone::Hand), "to its owner's hand");
    assert_eq!(g.state().players[0].hand.len(), hand + 1);
}

#[test]
fn no_target_is_refused_for_an_instruction_that_does_not_say_up_to_one_601_2c() {
    let mut g = decks_duel(
        json!([{ "card": "Liliana of the Veil", "counters": { "loyalty": 3 } }]),
        json!([]),
        json!(["Jawbone Duelist"]),
    );
    let liliana = the_only(&g, "Liliana of the Veil");
    let minus_two = loyalty_ability("Liliana of the Veil", -2); // Target player sacrifices a creature.
    let before = g.to_json();
    let nothing = activate_at(&g, liliana, minus_two, vec![Target::Nothing]);
    refused_with(&mut g, nothing, "illegal_target", Some("115.1"));
    assert_eq!(g.to_json(), before, "732: the game is unchanged");
}
