//! Inti, Seneschal of the Sun; Reidane, God of the Worthy // Valkmira,
//! Protector's Shield; Gix, Yawgmoth Praetor (issue 14, `data/pool-decks.json`,
//! current Oracle text), each with the rule it follows.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, Game, Pending, PlayerId, Step};
use serde_json::{Value, json};

const INTI: &str = "Inti, Seneschal of the Sun";

fn has_keyword(g: &Game, id: mtg_rules::game::ObjectId, keyword: &str) -> bool {
    g.characteristics(id).unwrap().keywords.iter().any(|k| k == keyword)
}

/// Player 0 (active, `step` of turn 3) has Inti and `mine`, `hand`
/// and a library whose top card is `top`; player 1 has a few Plains.
fn inti_game(mine: Value, hand: Value, top: &str, step: &str) -> Game {
    assert_eq!(decks_pool().card(INTI).unwrap().unsupported_text().count(), 0, "understood whole");
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": [top, "Plains", "Plains", "Plains"] },
            { "battlefield": ["Plains"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": step, "turn": 3
    }))
}

/// Inti and Squadron Hawk attack player 1; "Whenever you attack" resolves to
/// its "you may discard a card" (508.1m, 603.5).
fn inti_attacks(hand: Value) -> Game {
    let mut g = inti_game(json!([INTI, "Squadron Hawk", "Mountain"]), hand, "Mountain", "precombatMain");
    let (inti, hawk) = (the_only(&g, INTI), the_only(&g, "Squadron Hawk"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(inti, at_player(1)), (hawk, at_player(1))])).expect("attack");
    assert_eq!(g.state().stack.len(), 1, "one trigger for the attack, however many attack");
    pass_all(&mut g);
    g
}

/// The card named `name` in exile.
fn exiled(g: &Game, name: &str) -> mtg_rules::game::ObjectId {
    let found = g.state().exile.iter().copied().find(|&id| g.object(id).is_ok_and(|o| o.card == name));
    found.unwrap_or_else(|| panic!("{name} in exile"))
}

#[test]
fn inti_discarding_a_card_as_you_attack_puts_a_counter_and_trample_on_target_attacking_creature_603_12() {
    let mut g = inti_attacks(json!(["Lightning Bolt", "Plains"]));
    let Some(Pending::YouMay { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("603.5: you may discard a card: {:?}", g.state().pending)
    };
    check_legal_actions(&g);
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    let Some(Pending::Discard { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("701.9a: which card: {:?}", g.state().pending)
    };
    // 732: a card not in that player's hand is refused and changes nothing.
    let hawk = the_only(&g, "Squadron Hawk");
    assert_eq!(refused(&mut g, Action::Discard { player: PlayerId(0), object: hawk }), "not_in_hand");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(Action::Discard { player: PlayerId(0), object: bolt }).unwrap();
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    // 603.12: "When you do" triggers now; its target is an attacking creature (Inti or the Hawk), nothing else.
    let inti = the_only(&g, INTI);
    let Some(Pending::ChooseTargets { object: reflexive, .. }) = g.state().pending else {
        panic!("the reflexive trigger's target: {:?}", g.state().pending)
    };
    let offered: Vec<_> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ChooseTargets { object, targets, .. } if object == reflexive => Some(targets),
            _ => None,
        })
        .collect();
    assert_eq!(offered.len(), 2, "{offered:?}");
    assert!(offered.iter().all(|t| t == &[at(inti)] || t == &[at(hawk)]), "{offered:?}");
    choose_trigger_targets(&mut g, &[at(hawk)]);
    resolve_all(&mut g);
    assert_eq!(g.object(hawk).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 1);
    assert!(has_keyword(&g, hawk, "Trample"), "it gains trample until end of turn");
    assert_eq!(g.object(inti).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 0, "only the target");
    // 701.9a, 603.2: the discard also triggered "Whenever you discard one or more cards": the top card is exiled.
    let mountain = exiled(&g, "Mountain");
    assert_eq!(g.object(mountain).unwrap().owner, PlayerId(0));
    assert_eq!(g.state().players[0].library.len(), 3);
    // 514.2: trample lasts until end of turn.
    advance_to(&mut g, Step::PostcombatMain);
    // 611.2a, 305.1: a land too; played from exile this turn (before the end step).
    let play = Action::PlayLand { player: PlayerId(0), object: mountain, face: None };
    assert!(g.legal_actions().contains(&play), "play that card");
    assert!(
        !g.is_legal(&Action::PlayLand { player: PlayerId(1), object: mountain, face: None }),
        "only its controller"
    );
    g.apply(play).unwrap();
    assert_eq!(on_battlefield(&g, "Mountain").len(), 2);
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(!has_keyword(&g, hawk, "Trample"), "514.2");
    assert_eq!(g.object(hawk).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 1, "the counter stays");
}

#[test]
fn inti_declined_or_with_an_empty_hand_discards_nothing_and_nothing_triggers_603_5() {
    let mut g = inti_attacks(json!(["Lightning Bolt"]));
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Hand));
    assert!(g.state().exile.is_empty(), "no discard: the top card stays");
    assert_eq!(g.object(the_only(&g, "Squadron Hawk")).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 0);
    // No card in hand: no question at all.
    let g = inti_attacks(json!([]));
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().pending);
    assert!(g.state().exile.is_empty());
}

#[test]
fn inti_triggers_once_when_cards_are_discarded_together_to_hand_size_and_the_card_stays_playable_until_your_next_end_step_603_2c_611_2a()
 {
    let hand = json!([
        "Lightning Bolt",
        "Lightning Bolt",
        "Plains",
        "Plains",
        "Plains",
        "Plains",
        "Plains",
        "Plains",
        "Plains"
    ]);
    let mut g = inti_game(json!([INTI, "Mountain"]), hand, "Lightning Bolt", "end");
    pass_all(&mut g);
    // 514.1: nine cards, hand size seven: two discarded.
    for _ in 0..2 {
        let Some(Pending::Discard { player: PlayerId(0), effect: false, .. }) = g.state().pending else {
            panic!("514.1: {:?}", g.state().pending)
        };
        let plains = in_hand(&g, 0, "Plains");
        g.apply(Action::Discard { player: PlayerId(0), object: plains }).unwrap();
    }
    // 514.3a: one trigger for the discard, not one a card.
    assert_eq!(g.state().stack.len(), 1, "603.2c: one or more cards, one trigger");
    resolve_all(&mut g);
    let bolt = exiled(&g, "Lightning Bolt");
    assert_eq!(g.state().players[0].graveyard.len(), 2);
    // Turn 4 (player 1's): the permission lasts, through no end step of its controller's.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(g.state().play_from_exile.iter().any(|p| p.object == bolt), "until your next end step");
    to_next_turn_step(&mut g, 0, Step::PostcombatMain);
    assert!(g.state().play_from_exile.iter().any(|p| p.object == bolt), "still before the end step");
    advance_to(&mut g, Step::End);
    assert!(g.state().play_from_exile.is_empty(), "611.2a: it ended as the end step began");
    assert_eq!(g.object(bolt).unwrap().zone, Zone::Exile, "the card stays in exile");
}
