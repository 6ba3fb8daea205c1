//! Planeswalkers of real decks (issue 14, `data/pool-decks.json`, current
//! Oracle text): loyalty abilities with "up to one target" (115.1, 601.2c),
//! The Wandering Emperor's loyalty abilities at instant speed the turn she
//! entered (606.3), "It gains …" after a target, "target tapped creature".

mod game_fixture;
use game_fixture::*;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{CastMethod, Event, Game, ObjectId, PlayerId, Step, Target};
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

/// Player 1's precombat main phase; player 0 holds The Wandering Emperor
/// with four Plains and controls a Jawbone Duelist; player 1 has `theirs`.
fn emperor_in_their_turn(theirs: serde_json::Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains", "Plains", "Jawbone Duelist"],
              "hand": ["The Wandering Emperor"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 4
    }))
}

/// Flashes in The Wandering Emperor in player 1's main phase; player 0 then has priority.
fn flash_in_emperor(g: &mut Game) -> ObjectId {
    g.apply(pass(1)).unwrap();
    let emperor = in_hand(g, 0, "The Wandering Emperor");
    g.apply(cast(0, emperor, CastMethod::Normal)).unwrap();
    resolve_all(g);
    g.apply(pass(1)).unwrap();
    assert_eq!(g.state().priority_player, PlayerId(0));
    the_only(g, "The Wandering Emperor")
}

#[test]
fn the_wandering_emperor_plus_one_at_instant_speed_the_turn_she_entered_gives_a_counter_and_first_strike_606_3_611_2a()
{
    let mut g = emperor_in_their_turn(json!([]));
    let emperor = flash_in_emperor(&mut g);
    let duelist = the_only(&g, "Jawbone Duelist");
    let plus_one = loyalty_ability("The Wandering Emperor", 1);
    let on_duelist = activate_at(&g, emperor, plus_one, vec![at(duelist)]);
    assert!(g.legal_actions().contains(&on_duelist), "606.3: in an opponent's turn, as she entered this turn");
    g.apply(on_duelist).unwrap();
    assert_eq!(loyalty(&g, emperor), 4);
    resolve_all(&mut g);
    assert_eq!(g.object(duelist).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 1);
    let view = g.permanent(duelist).unwrap();
    assert!(view.keywords.first_strike, "611.2a: it gains first strike until end of turn");
    // 514.2: the first strike ends with the turn; the counter stays.
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(!g.permanent(duelist).unwrap().keywords.first_strike);
    assert_eq!(g.object(duelist).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 1);
}

#[test]
fn the_wandering_emperor_minus_two_exiles_only_a_tapped_creature_and_gains_two_life_110_5() {
    let mut g = emperor_in_their_turn(json!([{ "card": "Jawbone Duelist", "tapped": true }, "Jawbone Duelist"]));
    let emperor = flash_in_emperor(&mut g);
    let minus_two = loyalty_ability("The Wandering Emperor", -2);
    let theirs: Vec<ObjectId> = on_battlefield(&g, "Jawbone Duelist")
        .into_iter()
        .filter(|&id| g.object(id).unwrap().controller.0 == 1)
        .collect();
    let (tapped, untapped): (Vec<ObjectId>, Vec<ObjectId>) =
        theirs.into_iter().partition(|&id| g.object(id).unwrap().tapped);
    let refused = activate_at(&g, emperor, minus_two, vec![at(untapped[0])]);
    refused_with(&mut g, refused, "illegal_target", Some("115.1"));
    g.apply(activate_at(&g, emperor, minus_two, vec![at(tapped[0])])).unwrap();
    let events = resolve_all(&mut g);
    let exiled: Vec<&str> = g.state().exile.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(exiled, ["Jawbone Duelist"], "the tapped creature is exiled");
    assert!(events.contains(&Event::LifeGained { player: PlayerId(0), amount: 2 }));
    assert_eq!(g.state().players[0].life, 22);
    assert!(g.permanent(untapped[0]).is_some());
}

#[test]
fn the_wandering_emperor_is_back_to_sorcery_timing_the_turn_after_she_entered_606_3() {
    let mut g = emperor_in_their_turn(json!([]));
    let emperor = flash_in_emperor(&mut g);
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    let plus_one = loyalty_ability("The Wandering Emperor", 1);
    let now = activate_at(&g, emperor, plus_one, vec![Target::Nothing]);
    refused_with(&mut g, now, "sorcery_timing", Some("606.3"));
}
