//! The London mulligan (CR 103.5): opening hands drawn at the start of the
//! game, keep or mulligan in turn order from the starting player, mulligans
//! taken at the same time, cards put on the bottom, the multiplayer free
//! mulligan (103.5c), and bad answers refused with the game unchanged.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::error::Coded;
use mtg_rules::game::{Action, Event, Game, GameSetup, ObjectId, Pcg32, Pending, PlayerId, Step};
use serde_json::{Value, json};

/// A library of 30 distinct-enough cards (lands and spells), so hands differ by seed.
fn library() -> Vec<&'static str> {
    let cards = [
        "Forest",
        "Plains",
        "Mountain",
        "Island",
        "Swamp",
        "Grizzly Bears",
        "Llanowar Elves",
        "Blitz Automaton",
        "Lightning Bolt",
        "Shock",
    ];
    cards.iter().cycle().take(30).copied().collect()
}

fn setup(players: usize, seed: u64) -> Value {
    let ps: Vec<Value> = (0..players).map(|_| json!({ "library": library() })).collect();
    json!({ "players": ps, "activePlayer": 0, "step": "precombatMain", "seed": seed, "shuffle": true, "openingHands": true })
}

fn mulligan(player: u8, keep: bool) -> Action {
    Action::Mulligan { player: PlayerId(player), keep }
}

fn bottom(player: u8, objects: Vec<ObjectId>) -> Action {
    Action::PutOnBottom { player: PlayerId(player), objects }
}

fn hand(g: &Game, player: usize) -> Vec<ObjectId> {
    g.state().players[player].hand.clone()
}

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

#[test]
fn with_opening_hands_each_player_draws_seven_and_the_starting_player_declares_first_103_5() {
    let g = game(setup(2, 7));
    for p in 0..2 {
        assert_eq!(g.state().players[p].hand.len(), 7);
        assert_eq!(g.state().players[p].library.len(), 23);
    }
    assert!(matches!(g.state().pending, Some(Pending::Mulligan { player: PlayerId(0), .. })));
    assert_eq!(g.acting_player(), Some(PlayerId(0)));
    assert_eq!(
        g.legal_actions(),
        vec![mulligan(0, true), mulligan(0, false)],
        "only keep or mulligan: no priority yet"
    );
    check_legal_actions(&g);
}

#[test]
fn without_opening_hands_nothing_is_drawn_and_no_mulligan_is_pending() {
    let mut s = setup(2, 7);
    s["openingHands"] = json!(false);
    let g = game(s);
    assert!(g.state().players.iter().all(|p| p.hand.is_empty()));
    assert_eq!(g.state().pending, None);
}

#[test]
fn the_same_seed_deals_the_same_hands_and_another_seed_other_hands_103_5() {
    let a = game(setup(2, 42));
    let b = game(setup(2, 42));
    let c = game(setup(2, 43));
    assert_eq!(names(&a, &hand(&a, 0)), names(&b, &hand(&b, 0)));
    assert_eq!(a.state_hash(), b.state_hash());
    assert_ne!(a.state_hash(), c.state_hash());
    // And the same mulligans give the same new hands.
    let (mut a, mut b) = (a, b);
    for g in [&mut a, &mut b] {
        g.apply(mulligan(0, false)).unwrap();
        g.apply(mulligan(1, true)).unwrap();
    }
    assert_eq!(names(&a, &hand(&a, 0)), names(&b, &hand(&b, 0)));
    assert_eq!(a.to_json(), b.to_json());
}

#[test]
fn players_declare_in_turn_order_before_any_mulligan_is_taken_103_5() {
    let mut g = game(setup(2, 7));
    let before = hand(&g, 0);
    let events = g.apply(mulligan(0, false)).unwrap();
    assert_eq!(events, vec![Event::MulliganDeclared { player: PlayerId(0), keep: false }]);
    assert_eq!(hand(&g, 0), before, "the mulligan is taken once every player has declared");
    assert!(matches!(g.state().pending, Some(Pending::Mulligan { player: PlayerId(1), .. })));
    // Player 1 keeps: now player 0's mulligan is taken.
    let events = g.apply(mulligan(1, true)).unwrap();
    assert!(events.contains(&Event::MulliganTaken { player: PlayerId(0), mulligans: 1 }));
    assert!(events.contains(&Event::LibraryShuffled { player: PlayerId(0) }));
    assert_eq!(hand(&g, 0).len(), 7, "a new hand of seven");
    assert!(hand(&g, 0).iter().all(|id| !before.contains(id)), "every card drawn is a new object (400.7)");
    assert_eq!(g.state().players[0].library.len(), 23);
    assert_eq!(g.state().pending.as_ref().map(Pending::player), Some(PlayerId(0)));
    assert!(matches!(g.state().pending, Some(Pending::MulliganBottom { count: 1, .. })));
}

#[test]
fn taking_a_mulligan_puts_one_card_on_the_bottom_in_the_order_chosen_103_5() {
    let mut g = game(setup(2, 7));
    g.apply(mulligan(0, false)).unwrap();
    g.apply(mulligan(1, true)).unwrap();
    let answers = g.legal_actions();
    assert_eq!(answers.len(), 7, "each card of the hand may go to the bottom");
    assert_eq!(answers[0], bottom(0, vec![*hand(&g, 0).last().unwrap()]), "the last card of hand first");
    check_legal_actions(&g);
    let chosen = hand(&g, 0)[2];
    let name = g.object(chosen).unwrap().card.clone();
    let events = g.apply(bottom(0, vec![chosen])).unwrap();
    assert_eq!(hand(&g, 0).len(), 6);
    let bottom_card = *g.state().players[0].library.last().unwrap();
    assert_eq!(g.object(bottom_card).unwrap().card, name);
    assert_eq!(g.object(bottom_card).unwrap().zone, Zone::Library);
    assert!(events.contains(&Event::PutOnBottom {
        player: PlayerId(0),
        from: vec![chosen],
        objects: vec![bottom_card]
    }));
    // Player 0 has not kept yet: a new round, player 1 has kept.
    assert!(matches!(g.state().pending, Some(Pending::Mulligan { player: PlayerId(0), .. })));
    let events = g.apply(mulligan(0, true)).unwrap();
    assert!(events.contains(&Event::MulligansDone));
    assert_eq!(g.state().pending, None);
    assert_eq!((g.state().step, g.state().priority_player), (Step::PrecombatMain, PlayerId(0)));
    assert_eq!(hand(&g, 0).len(), 6, "the opening hand");
}

#[test]
fn a_second_mulligan_puts_two_cards_on_the_bottom_in_any_order_103_5() {
    let mut g = game(setup(2, 11));
    g.apply(mulligan(0, false)).unwrap();
    g.apply(mulligan(1, true)).unwrap();
    let last = *hand(&g, 0).last().unwrap();
    g.apply(bottom(0, vec![last])).unwrap();
    g.apply(mulligan(0, false)).unwrap(); // player 1 has kept: taken at once
    assert_eq!(g.state().players[0].hand.len(), 7);
    assert!(matches!(g.state().pending, Some(Pending::MulliganBottom { player: PlayerId(0), count: 2, .. })));
    assert_eq!(g.legal_actions().len(), 21, "every pair of the seven cards");
    check_legal_actions(&g);
    // Any order: the second listed becomes the bottom card.
    let h = hand(&g, 0);
    let (a, b) = (h[5], h[1]);
    let (name_a, name_b) = (g.object(a).unwrap().card.clone(), g.object(b).unwrap().card.clone());
    assert!(g.is_legal(&bottom(0, vec![a, b])) && g.is_legal(&bottom(0, vec![b, a])));
    g.apply(bottom(0, vec![a, b])).unwrap();
    let lib = &g.state().players[0].library;
    assert_eq!(names(&g, &lib[lib.len() - 2..]), vec![name_a, name_b]);
    g.apply(mulligan(0, true)).unwrap();
    assert_eq!(hand(&g, 0).len(), 5, "seven drawn, two on the bottom");
    assert_eq!(g.state().players[0].library.len() + hand(&g, 0).len(), 30);
    assert_eq!(g.state().pending, None);
}

#[test]
fn players_who_both_mulligan_take_them_at_the_same_time_then_bottom_in_turn_order_103_5() {
    let mut g = game(setup(2, 5));
    g.apply(mulligan(0, false)).unwrap();
    let events = g.apply(mulligan(1, false)).unwrap();
    let taken: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::MulliganTaken { .. })).collect();
    assert_eq!(
        taken,
        vec![
            &Event::MulliganTaken { player: PlayerId(0), mulligans: 1 },
            &Event::MulliganTaken { player: PlayerId(1), mulligans: 1 }
        ]
    );
    assert!(matches!(g.state().pending, Some(Pending::MulliganBottom { player: PlayerId(0), .. })));
    let c = hand(&g, 0)[0];
    g.apply(bottom(0, vec![c])).unwrap();
    assert!(matches!(g.state().pending, Some(Pending::MulliganBottom { player: PlayerId(1), .. })));
    let c = hand(&g, 1)[0];
    g.apply(bottom(1, vec![c])).unwrap();
    // A new round: the starting player declares first again.
    assert!(matches!(g.state().pending, Some(Pending::Mulligan { player: PlayerId(0), .. })));
    g.apply(mulligan(0, true)).unwrap();
    g.apply(mulligan(1, true)).unwrap();
    assert_eq!((hand(&g, 0).len(), hand(&g, 1).len()), (6, 6));
    assert_eq!(g.state().pending, None);
}

#[test]
fn a_player_may_mulligan_down_to_zero_cards_but_no_further_103_5() {
    let mut g = game(setup(2, 3));
    g.apply(mulligan(0, false)).unwrap();
    g.apply(mulligan(1, true)).unwrap();
    for n in 1..=7u32 {
        let Some(Pending::MulliganBottom { count, .. }) = g.state().pending.clone() else { panic!("bottom {n}") };
        assert_eq!(count, n);
        let answer = g.legal_actions()[0].clone();
        g.apply(answer).unwrap();
        if n < 7 {
            g.apply(mulligan(0, false)).unwrap();
        }
    }
    assert!(hand(&g, 0).is_empty(), "seven mulligans: an opening hand of zero cards");
    assert_eq!(g.legal_actions(), vec![mulligan(0, true)], "no further mulligan");
    assert_eq!(refused(&mut g, mulligan(0, false)), "no_more_mulligans");
    g.apply(mulligan(0, true)).unwrap();
    assert_eq!(g.state().pending, None);
}

#[test]
fn in_a_multiplayer_game_the_first_mulligan_is_free_103_5c() {
    let mut g = game(setup(3, 9));
    g.apply(mulligan(0, false)).unwrap();
    g.apply(mulligan(1, true)).unwrap();
    g.apply(mulligan(2, true)).unwrap();
    // The free mulligan: seven new cards, none to the bottom; player 0 declares again.
    assert_eq!(hand(&g, 0).len(), 7);
    assert!(matches!(g.state().pending, Some(Pending::Mulligan { player: PlayerId(0), .. })));
    g.apply(mulligan(0, false)).unwrap();
    assert!(matches!(g.state().pending, Some(Pending::MulliganBottom { player: PlayerId(0), count: 1, .. })));
    let c = hand(&g, 0)[3];
    g.apply(bottom(0, vec![c])).unwrap();
    g.apply(mulligan(0, true)).unwrap();
    assert_eq!(hand(&g, 0).len(), 6);
    assert_eq!(g.state().pending, None);
}

#[test]
fn the_game_begins_after_the_mulligans_and_a_setup_untap_step_gives_no_priority_there_502_4() {
    let mut s = setup(2, 7);
    s["step"] = json!("untap");
    let mut g = game(s);
    g.apply(mulligan(0, true)).unwrap();
    let events = g.apply(mulligan(1, true)).unwrap();
    assert!(events.contains(&Event::MulligansDone));
    assert_eq!(g.state().step, Step::Upkeep, "the untap step gives no priority");
    assert_eq!(g.state().priority_player, PlayerId(0));
    assert!(g.legal_actions().contains(&pass(0)));
}

#[test]
fn mulligan_answers_are_refused_when_no_mulligan_is_pending_and_the_game_is_unchanged_103_5() {
    let mut s = setup(2, 7);
    s["openingHands"] = json!(false);
    s["players"][0]["hand"] = json!(["Forest"]);
    let mut g = game(s);
    assert_eq!(refused(&mut g, mulligan(0, false)), "nothing_to_choose");
    let forest = in_hand(&g, 0, "Forest");
    assert_eq!(refused(&mut g, bottom(0, vec![forest])), "nothing_to_choose");
    let error = g.apply(mulligan(0, true)).unwrap_err();
    assert_eq!(error.rule(), Some("103.5"));
}

#[test]
fn a_mulligan_decision_by_the_wrong_player_or_another_answer_is_refused_103_5() {
    let mut g = game(setup(2, 7));
    assert_eq!(refused(&mut g, mulligan(1, true)), "not_your_choice");
    assert_eq!(refused(&mut g, pass(0)), "choice_pending");
    let card = hand(&g, 0)[0];
    assert_eq!(refused(&mut g, bottom(0, vec![card])), "choice_pending");
    assert_eq!(refused(&mut g, cast(0, card, mtg_rules::game::CastMethod::Normal)), "choice_pending");
    assert_eq!(refused(&mut g, mulligan(5, true)), "unknown_player");
}

#[test]
fn the_wrong_number_of_cards_or_cards_not_in_hand_for_the_bottom_are_refused_103_5() {
    let mut g = game(setup(2, 7));
    g.apply(mulligan(0, false)).unwrap();
    g.apply(mulligan(1, true)).unwrap();
    let h0 = hand(&g, 0);
    let h1 = hand(&g, 1);
    let library_card = g.state().players[0].library[0];
    assert_eq!(refused(&mut g, bottom(0, vec![])), "wrong_number_of_cards");
    assert_eq!(refused(&mut g, bottom(0, vec![h0[0], h0[1]])), "wrong_number_of_cards");
    assert_eq!(refused(&mut g, bottom(0, vec![h1[0]])), "not_in_hand");
    assert_eq!(refused(&mut g, bottom(0, vec![library_card])), "not_in_hand");
    assert_eq!(refused(&mut g, bottom(0, vec![ObjectId(99_999)])), "not_in_hand");
    assert_eq!(refused(&mut g, bottom(1, vec![h1[0]])), "not_your_choice");
    assert_eq!(refused(&mut g, mulligan(0, true)), "choice_pending");
    // Two cards: the same card twice is refused.
    g.apply(bottom(0, vec![h0[0]])).unwrap();
    g.apply(mulligan(0, false)).unwrap();
    let h = hand(&g, 0);
    assert_eq!(refused(&mut g, bottom(0, vec![h[0], h[0]])), "duplicate_card");
}

#[test]
fn a_setup_with_opening_hands_and_cards_in_hand_is_a_problem_103_5() {
    let mut s = setup(2, 7);
    s["players"][1]["hand"] = json!(["Forest"]);
    let error = Game::from_setup(db(), serde_json::from_value::<GameSetup>(s).unwrap()).unwrap_err();
    assert!(error.has("hand_with_opening_hands"));
    assert_eq!(error.problems[0].field, "players[1].hand");
}

#[test]
fn a_game_in_the_middle_of_the_mulligans_round_trips_through_json_and_continues() {
    let mut g = game(setup(3, 21));
    g.apply(mulligan(0, false)).unwrap();
    g.apply(mulligan(1, false)).unwrap();
    g.apply(mulligan(2, false)).unwrap();
    g.apply(mulligan(0, false)).unwrap();
    g.apply(mulligan(1, true)).unwrap();
    g.apply(mulligan(2, false)).unwrap();
    assert!(matches!(g.state().pending, Some(Pending::MulliganBottom { player: PlayerId(0), count: 1, .. })));
    let json = g.to_json();
    let value: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["pending"]["type"], "mulliganBottom");
    assert_eq!(value["pending"]["mulligans"]["taken"], json!([2, 1, 2]));
    let mut back = Game::from_json(db(), &json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.to_json(), json);
    for copy in [&mut g, &mut back] {
        let a = copy.legal_actions()[0].clone();
        copy.apply(a).unwrap();
        let a = copy.legal_actions()[0].clone();
        copy.apply(a).unwrap();
    }
    assert_eq!(back.to_json(), g.to_json());
}

#[test]
fn random_answers_to_the_mulligans_always_end_in_legal_opening_hands() {
    for seed in 0..40u64 {
        let players = 2 + (seed % 3) as usize;
        let mut g = game(setup(players, seed));
        let mut rng = Pcg32::new(seed, 99);
        let mut steps = 0;
        while g.state().pending.is_some() {
            check_legal_actions(&g);
            let answers = g.legal_actions();
            let pick = answers[rng.below(answers.len() as u32) as usize].clone();
            g.apply(pick).unwrap();
            steps += 1;
            assert!(steps < 500, "the mulligans end");
        }
        for p in &g.state().players {
            assert!(p.hand.len() <= 7);
            assert_eq!(p.hand.len() + p.library.len(), 30, "no card lost or made");
        }
        let back = Game::from_json(db(), &g.to_json()).unwrap();
        assert_eq!(back, g);
    }
}

#[test]
fn a_battle_whose_protector_is_to_be_chosen_waits_until_the_mulligans_are_over_704_5x() {
    let mut s = setup(3, 4);
    s["players"][0]["battlefield"] = json!(["Invasion of Belenon"]);
    let mut g = game(s);
    assert!(matches!(g.state().pending, Some(Pending::Mulligan { .. })));
    for p in 0..3 {
        g.apply(mulligan(p, true)).unwrap();
    }
    let battle = on_battlefield(&g, "Invasion of Belenon // Belenon War Anthem")[0];
    assert_eq!(g.state().pending, Some(Pending::ChooseProtector { player: PlayerId(0), battle }));
}
