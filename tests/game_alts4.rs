//! Alternative ways to play and big sorceries, with the real cards of
//! `data/pool-decks.json`: suspend (702.62, Living End).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step, TriggerKind};
use serde_json::{Value, json};

fn suspend(player: u8, object: ObjectId) -> Action {
    Action::Suspend { player: PlayerId(player), object, payment: None }
}

fn islands(n: usize) -> Value {
    json!(vec!["Island"; n])
}

/// Player 0 (active, precombat main of turn 3) has Living End in hand, two
/// Swamps, two Mountains and Ragavan on the battlefield, and Street Wraith
/// and Troll of Khazad-dûm in their graveyard; player 1 has Dragon's Rage
/// Channeler, and Striped Riverwinder in their graveyard.
fn living_end_game() -> Game {
    decks_game(json!({
        "players": [
            {
                "hand": ["Living End"],
                "battlefield": ["Swamp", "Swamp", "Mountain", "Mountain", "Ragavan, Nimble Pilferer"],
                "graveyard": ["Street Wraith", "Troll of Khazad-dûm", "Swamp"],
                "library": islands(12)
            },
            {
                "battlefield": ["Dragon's Rage Channeler"],
                "graveyard": ["Striped Riverwinder"],
                "library": islands(12)
            }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "seed": 4
    }))
}

fn time_counters(g: &Game, id: ObjectId) -> u32 {
    g.object(id).expect("exists").counters.get(&CounterKind::Time)
}

fn exiled(g: &Game, name: &str) -> ObjectId {
    let found: Vec<ObjectId> =
        g.state().exile.iter().copied().filter(|&id| g.object(id).unwrap().card == name).collect();
    assert_eq!(found.len(), 1, "{name} in exile: {found:?}");
    found[0]
}

#[test]
fn living_end_with_no_mana_cost_is_suspended_from_hand_as_a_special_action_with_three_time_counters_702_62a_116_2f_118_6()
 {
    let mut g = living_end_game();
    let living_end = in_hand(&g, 0, "Living End");
    // 202.1b, 118.6: no mana cost, so it can't be cast from hand.
    assert!(codes(&option(&g, living_end, CastMethod::Normal)).contains(&"no_mana_cost"));
    assert!(g.legal_actions().contains(&suspend(0, living_end)));
    check_legal_actions(&g);
    let events = g.apply(suspend(0, living_end)).expect("suspended for {2}{B}{B}");
    let exiled_id = exiled(&g, "Living End");
    assert!(
        events.iter().any(|e| matches!(e, Event::Suspended { object, time: 3, .. } if *object == exiled_id)),
        "{events:?}"
    );
    assert_eq!(time_counters(&g, exiled_id), 3);
    assert!(
        on_battlefield(&g, "Swamp").iter().chain(&on_battlefield(&g, "Mountain")).all(|&l| g.object(l).unwrap().tapped)
    );
    // A special action: no stack, and the player keeps priority (116.3).
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().priority_player, PlayerId(0));
    // The time counters read back from JSON.
    let g = Game::from_json(decks_pool(), &g.to_json()).expect("the suspended card reads back");
    assert_eq!(time_counters(&g, exiled_id), 3);
}

#[test]
fn suspend_is_refused_when_its_owner_could_not_begin_to_cast_the_card_or_cannot_pay_702_62a_702_62c() {
    // In the upkeep: a sorcery could not be cast now (117.1a).
    let upkeep = |step: &str, active: u8, lands: Value| {
        decks_game(json!({
            "players": [
                { "hand": ["Living End"], "battlefield": lands, "library": islands(5) },
                { "library": islands(5) }
            ],
            "activePlayer": active, "step": step, "turn": 3, "seed": 4
        }))
    };
    let four = json!(["Swamp", "Swamp", "Mountain", "Mountain"]);
    let mut g = upkeep("upkeep", 0, four.clone());
    let living_end = in_hand(&g, 0, "Living End");
    assert!(!g.legal_actions().contains(&suspend(0, living_end)));
    assert_eq!(refused(&mut g, suspend(0, living_end)), "not_main_phase");
    // In the opponent's main phase, with priority.
    let mut g = upkeep("precombatMain", 1, four.clone());
    g.apply(pass(1)).expect("player 1 passes");
    assert_eq!(g.state().priority_player, PlayerId(0));
    assert_eq!(refused(&mut g, suspend(0, living_end)), "not_your_turn");
    // Three lands: {2}{B}{B} can't be paid.
    let mut g = upkeep("precombatMain", 0, json!(["Swamp", "Swamp", "Mountain"]));
    assert!(!g.legal_actions().contains(&suspend(0, living_end)));
    assert_eq!(refused(&mut g, suspend(0, living_end)), "cannot_pay");
    // Not a card with suspend, or not in hand.
    let mut g = living_end_game();
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    assert_eq!(refused(&mut g, suspend(0, ragavan)), "no_suspend");
    let living_end = in_hand(&g, 0, "Living End");
    assert_eq!(refused(&mut g, suspend(1, living_end)), "not_your_priority");
}

/// Player 0 suspends Living End in turn 3; the game goes on to the upkeep
/// in which the last time counter is removed (turn 9), with its trigger
/// resolved and the cast offered.
fn living_end_offered() -> (Game, ObjectId) {
    let mut g = living_end_game();
    g.apply(suspend(0, in_hand(&g, 0, "Living End"))).expect("suspended");
    let card = exiled(&g, "Living End");
    for (turn, left) in [(5, 2), (7, 1)] {
        let events = to_next_turn_step(&mut g, 0, Step::Upkeep);
        assert_eq!(g.state().turn, turn);
        assert!(
            events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { source, kind: TriggerKind::SuspendUpkeep, .. } if *source == card)),
            "{events:?}"
        );
        // 702.62a: at its owner's upkeep only (none in player 1's turns: one trigger each time).
        let triggered = events
            .iter()
            .filter(|e| matches!(e, Event::TriggerPutOnStack { kind: TriggerKind::SuspendUpkeep, .. }))
            .count();
        assert_eq!(triggered, 1);
        let events = resolve_all(&mut g);
        assert!(events.iter().any(
            |e| matches!(e, Event::CountersRemoved { object, counter: CounterKind::Time, count: 1 } if *object == card)
        ));
        assert_eq!(time_counters(&g, card), left);
        assert!(g.state().pending.is_none());
    }
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert_eq!(g.state().turn, 9);
    let g_json = Game::from_json(decks_pool(), &g.to_json()).expect("the trigger reads back");
    let mut g = g_json;
    // The upkeep trigger resolves, removing the last counter; "When the last is removed" triggers and resolves.
    pass_all(&mut g);
    assert_eq!(time_counters(&g, card), 0);
    let top = *g.state().stack.last().expect("the last-counter trigger");
    assert!(matches!(g.object(top).unwrap().ability.as_ref().map(|a| &a.kind), Some(TriggerKind::SuspendLastCounter)));
    pass_all(&mut g);
    assert_eq!(
        g.state().pending,
        Some(Pending::CastWithoutPaying { player: PlayerId(0), object: card, suspended: true })
    );
    (g, card)
}

#[test]
fn when_the_last_time_counter_is_removed_living_end_is_cast_without_paying_and_each_player_trades_graveyard_creatures_for_battlefield_ones_702_62a_608_2c()
 {
    let (g, card) = living_end_offered();
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the pending cast reads back");
    let free = cast(0, card, CastMethod::WithoutPayingManaCost);
    assert!(g.legal_actions().contains(&free), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    assert_eq!(refused(&mut g, cast(0, card, CastMethod::Normal)), "not_offered");
    g.apply(free).expect("cast in the upkeep, ignoring its timing (608.2g)");
    assert_eq!(zone_of(&g, "Living End", 0), Some(Zone::Stack));
    let events = pass_all(&mut g);
    // Sacrificed: Ragavan and Dragon's Rage Channeler.
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Dragon's Rage Channeler", 1), Some(Zone::Graveyard));
    // The creature cards exiled from each graveyard, under their owner's control.
    for (name, owner) in [("Street Wraith", 0), ("Troll of Khazad-dûm", 0), ("Striped Riverwinder", 1)] {
        let id = the_only(&g, name);
        assert_eq!(g.object(id).unwrap().controller, PlayerId(owner), "{name}");
    }
    // Not a creature card: the Swamp stays in the graveyard; the spell goes there too.
    assert_eq!(zone_of(&g, "Swamp", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Living End", 0), Some(Zone::Graveyard));
    let exiles = events.iter().filter(|e| matches!(e, Event::ObjectMoved { zone: Zone::Exile, .. })).count();
    assert_eq!(exiles, 3, "{events:?}");
}

#[test]
fn declining_the_suspended_card_leaves_it_in_exile_with_no_time_counters_702_62a() {
    let (mut g, card) = living_end_offered();
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("declined");
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Living End", 0), Some(Zone::Exile));
    assert_eq!(time_counters(&g, card), 0);
    // No longer suspended (702.62b): no trigger at the next upkeep.
    let events = to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(!events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { kind: TriggerKind::SuspendUpkeep, .. })));
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 0), Some(Zone::Battlefield));
}

/// Player 0 (active, precombat main of turn 3) has Gix's Command in hand,
/// three Swamps and two Mountains, Ragavan, and Street Wraith, Troll of
/// Khazad-dûm and a Swamp in their graveyard; player 1 has Dragon's Rage
/// Channeler, Street Wraith and Troll of Khazad-dûm.
fn gix_game() -> Game {
    decks_game(json!({
        "players": [
            {
                "hand": ["Gix's Command"],
                "battlefield": ["Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Ragavan, Nimble Pilferer"],
                "graveyard": ["Street Wraith", "Troll of Khazad-dûm", "Swamp"],
                "library": islands(5)
            },
            {
                "battlefield": ["Dragon's Rage Channeler", "Street Wraith", "Troll of Khazad-dûm"],
                "library": islands(5)
            }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "seed": 4
    }))
}

fn choose(g: &mut Game, object: ObjectId) {
    g.apply(Action::ChooseObject { player: PlayerId(0), object }).expect("chosen");
}

#[test]
fn gixs_command_puts_two_counters_on_up_to_one_creature_that_gains_lifelink_and_returns_up_to_two_creature_cards_700_2_608_2d_611_2a()
 {
    let mut g = gix_game();
    let gix = in_hand(&g, 0, "Gix's Command");
    // 700.2: two modes, no mode twice.
    let code = refused(&mut g, cast_choosing(0, gix, vec![], vec![0], vec![]));
    assert!(code.contains("mode"), "{code}");
    let code = refused(&mut g, cast_choosing(0, gix, vec![], vec![2, 2], vec![]));
    assert!(code.contains("mode"), "{code}");
    g.apply(cast_choosing(0, gix, vec![], vec![0, 2], vec![])).expect("modes 1 and 3");
    pass_all(&mut g);
    // 608.2d: the creature is chosen as it resolves, among every creature (no target), or none.
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    let offered = g.legal_actions();
    assert!(offered.contains(&Action::ChooseObject { player: PlayerId(0), object: ragavan }), "{offered:?}");
    let theirs = on_battlefield(&g, "Troll of Khazad-dûm")[0];
    assert!(offered.contains(&Action::ChooseObject { player: PlayerId(0), object: theirs }));
    check_legal_actions(&g);
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    choose(&mut g, ragavan);
    assert_eq!(g.object(ragavan).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 2);
    let view = g.permanent(ragavan).expect("on the battlefield");
    assert_eq!((view.power, view.toughness), (4, 3), "Ragavan is 2/1");
    assert!(view.keywords.lifelink, "it gains lifelink until end of turn (611.2a)");
    // Then up to two creature cards from the graveyard, one choice after the other; the Swamp is no choice.
    let wraith =
        g.state().players[0].graveyard.iter().copied().find(|&c| g.object(c).unwrap().card == "Street Wraith").unwrap();
    let swamp = g.state().players[0].graveyard.iter().copied().find(|&c| g.object(c).unwrap().card == "Swamp").unwrap();
    assert_eq!(refused(&mut g, Action::ChooseObject { player: PlayerId(0), object: swamp }), "not_a_choice");
    choose(&mut g, wraith);
    let troll = g.state().players[0]
        .graveyard
        .iter()
        .copied()
        .find(|&c| g.object(c).unwrap().card == "Troll of Khazad-dûm")
        .unwrap();
    choose(&mut g, troll);
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Street Wraith", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Troll of Khazad-dûm", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Swamp", 0), Some(Zone::Graveyard));
    // Lifelink ends with the turn.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(!g.permanent(ragavan).unwrap().keywords.lifelink);
}

#[test]
fn gixs_command_destroys_each_creature_with_power_2_or_less_then_each_opponent_sacrifices_its_greatest_power_creature_701_8a_701_21a()
 {
    let mut g = gix_game();
    let gix = in_hand(&g, 0, "Gix's Command");
    g.apply(cast_choosing(0, gix, vec![], vec![1, 3], vec![])).expect("modes 2 and 4");
    pass_all(&mut g);
    // Ragavan (1/1) and Dragon's Rage Channeler (1/1) destroyed; the Troll (6/5) sacrificed over Street Wraith (3/4).
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Dragon's Rage Channeler", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Troll of Khazad-dûm", 1), Some(Zone::Graveyard));
    assert_eq!(on_battlefield(&g, "Street Wraith").len(), 1);
    assert_eq!(zone_of(&g, "Gix's Command", 0), Some(Zone::Graveyard));
}

#[test]
fn gixs_command_may_put_the_counters_on_no_creature_and_return_no_card_608_2d() {
    let mut g = gix_game();
    let gix = in_hand(&g, 0, "Gix's Command");
    g.apply(cast_choosing(0, gix, vec![], vec![0, 2], vec![])).expect("modes 1 and 3");
    pass_all(&mut g);
    let decline = Action::YouMay { player: PlayerId(0), accept: false };
    assert!(g.legal_actions().contains(&decline), "{:?}", g.legal_actions());
    g.apply(decline.clone()).expect("no creature");
    // Then no card: declining each choice of up to one.
    for _ in 0..2 {
        if g.state().pending.is_some() {
            g.apply(decline.clone()).expect("no card");
        }
    }
    assert!(g.state().pending.is_none());
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    assert_eq!(g.object(ragavan).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 0);
    assert_eq!(zone_of(&g, "Street Wraith", 0), Some(Zone::Graveyard));
}

/// Player 0 (active, precombat main of turn 3) has Sunfall in hand, seven
/// Plains and `mine`; player 1 has `theirs`.
fn sunfall_game(mine: &[&str], theirs: Value) -> Game {
    let mut battlefield = vec!["Plains"; 7];
    battlefield.extend_from_slice(mine);
    decks_game(json!({
        "players": [
            { "hand": ["Sunfall"], "battlefield": battlefield, "library": islands(5) },
            { "battlefield": theirs, "library": islands(5) }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "seed": 4
    }))
}

#[test]
fn sunfall_exiles_all_creatures_and_incubates_that_many_then_the_incubator_transforms_into_a_phyrexian_701_53a_111_10i_701_27a()
 {
    let mut g = sunfall_game(
        &["Ragavan, Nimble Pilferer"],
        json!(["Dragon's Rage Channeler", "Street Wraith", "Mishra's Bauble"]),
    );
    g.apply(cast(0, in_hand(&g, 0, "Sunfall"), CastMethod::Normal)).expect("Sunfall for {3}{W}{W}");
    pass_all(&mut g);
    for (name, owner) in [("Ragavan, Nimble Pilferer", 0), ("Dragon's Rage Channeler", 1), ("Street Wraith", 1)] {
        assert_eq!(zone_of(&g, name, owner), Some(Zone::Exile), "{name}");
    }
    assert_eq!(on_battlefield(&g, "Mishra's Bauble").len(), 1, "not a creature");
    // 701.53a: an Incubator token with three +1/+1 counters, under Sunfall's controller.
    let incubator = the_only(&g, "Incubator");
    let token = g.object(incubator).unwrap();
    assert!(token.token);
    assert_eq!(token.controller, PlayerId(0));
    assert_eq!(token.counters.get(&CounterKind::PlusOnePlusOne), 3);
    assert!(
        g.permanent(incubator).is_none_or(|v| !v.is(mtg_rules::card::CardType::Creature)),
        "an artifact, not a creature"
    );
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the Incubator reads back");
    // "{2}: Transform this token.": the back face, a 0/0 Phyrexian artifact creature with the counters: 3/3.
    g.apply(activate(&g, incubator, 0)).expect("{2}: Transform this token.");
    resolve_all(&mut g);
    let view = g.permanent(incubator).expect("the same permanent");
    assert_eq!(g.characteristics(incubator).unwrap().name, "Phyrexian Token");
    assert!(view.is(mtg_rules::card::CardType::Creature) && view.is(mtg_rules::card::CardType::Artifact));
    assert_eq!((view.power, view.toughness), (3, 3));
    let g = Game::from_json(decks_pool(), &g.to_json()).expect("the transformed token reads back");
    assert_eq!(g.characteristics(incubator).unwrap().name, "Phyrexian Token");
}

#[test]
fn sunfall_with_no_creature_incubates_zero_and_the_phyrexian_token_dies_as_a_0_0_701_53a_704_5f() {
    let mut g = sunfall_game(&[], json!([]));
    g.apply(cast(0, in_hand(&g, 0, "Sunfall"), CastMethod::Normal)).expect("Sunfall");
    pass_all(&mut g);
    let incubator = the_only(&g, "Incubator");
    assert_eq!(g.object(incubator).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 0);
    g.apply(activate(&g, incubator, 0)).expect("transform");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Incubator").is_empty(), "a 0/0 creature is put into the graveyard and ceases to exist");
    assert!(g.state().battlefield.iter().all(|&id| g.object(id).unwrap().card == "Plains"));
}

fn foretell(player: u8, object: ObjectId) -> Action {
    Action::Foretell { player: PlayerId(player), object, payment: None }
}

fn life(g: &Game, player: usize) -> i32 {
    g.state().players[player].life
}

#[test]
fn quakebringer_is_foretold_for_2_in_its_owners_turn_and_cast_for_its_foretell_cost_on_a_later_turn_702_143a_116_2h() {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Quakebringer"], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"], "library": islands(6) },
            { "library": islands(6) }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "seed": 4
    }));
    let quakebringer = in_hand(&g, 0, "Quakebringer");
    assert!(g.legal_actions().contains(&foretell(0, quakebringer)));
    check_legal_actions(&g);
    let events = g.apply(foretell(0, quakebringer)).expect("foretold for {2}");
    let exiled = exiled(&g, "Quakebringer");
    assert!(events.iter().any(|e| matches!(e, Event::Foretold { object, .. } if *object == exiled)), "{events:?}");
    let tapped = on_battlefield(&g, "Mountain").iter().filter(|&&m| g.object(m).unwrap().tapped).count();
    assert_eq!(tapped, 2);
    assert!(g.state().stack.is_empty() && g.state().priority_player == PlayerId(0), "a special action (116.3)");
    // Not this turn (702.143a), even with the mana.
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the foretold card reads back");
    assert!(codes(&option(&g, exiled, CastMethod::Foretold)).contains(&"foretold_this_turn"));
    assert_eq!(refused(&mut g, cast(0, exiled, CastMethod::Foretold)), "foretold_this_turn");
    // Player 0's next turn: cast for {2}{R}{R} rather than {3}{R}{R}, as a creature (its own timing).
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert_eq!(refused(&mut g, cast(0, exiled, CastMethod::Foretold)), "not_main_phase");
    advance_to(&mut g, Step::PrecombatMain);
    let cast_foretold = cast(0, exiled, CastMethod::Foretold);
    assert!(g.legal_actions().contains(&cast_foretold), "{:?}", g.legal_actions());
    g.apply(cast_foretold).expect("cast for its foretell cost");
    let spell = *g.state().stack.last().unwrap();
    assert_eq!(g.object(spell).unwrap().total_cost.as_deref(), Some("{2}{R}{R}"));
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Quakebringer", 0), Some(Zone::Battlefield));
    assert!(g.state().foretold.is_empty(), "a card that left exile is no longer foretold (400.7)");
}

#[test]
fn foretelling_is_refused_outside_its_owners_turn_without_2_or_for_a_card_without_foretell_116_2h() {
    let setup = |active: u8, lands: Value| {
        decks_game(json!({
            "players": [
                { "hand": ["Quakebringer", "Sunfall"], "battlefield": lands, "library": islands(6) },
                { "library": islands(6) }
            ],
            "activePlayer": active, "step": "precombatMain", "turn": 3, "seed": 4
        }))
    };
    let mut g = setup(1, json!(["Mountain", "Mountain"]));
    let quakebringer = in_hand(&g, 0, "Quakebringer");
    g.apply(pass(1)).expect("player 1 passes");
    assert!(!g.legal_actions().contains(&foretell(0, quakebringer)));
    assert_eq!(refused(&mut g, foretell(0, quakebringer)), "not_your_turn");
    let mut g = setup(0, json!(["Mountain"]));
    assert!(!g.legal_actions().contains(&foretell(0, quakebringer)));
    assert_eq!(refused(&mut g, foretell(0, quakebringer)), "cannot_pay");
    let mut g = setup(0, json!(["Mountain", "Mountain"]));
    let sunfall = in_hand(&g, 0, "Sunfall");
    assert_eq!(refused(&mut g, foretell(0, sunfall)), "no_foretell");
}

#[test]
fn quakebringer_deals_2_damage_to_each_opponent_at_your_upkeep_and_your_opponents_cant_gain_life_119_8_503_1a() {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Swords to Plowshares"], "battlefield": ["Quakebringer", "Plains"], "library": islands(6) },
            { "battlefield": ["Troll of Khazad-dûm"], "library": islands(6) }
        ],
        "activePlayer": 0, "step": "untap", "turn": 3, "seed": 4
    }));
    advance_to(&mut g, Step::Upkeep);
    assert_eq!(g.state().stack.len(), 1, "the upkeep trigger");
    resolve_all(&mut g);
    assert_eq!(life(&g, 1), 18);
    assert_eq!(life(&g, 0), 20);
    advance_to(&mut g, Step::PrecombatMain);
    // "Exile target creature. Its controller gains life equal to its power.": player 1 can't gain life.
    let troll = the_only(&g, "Troll of Khazad-dûm");
    g.apply(cast_at(0, in_hand(&g, 0, "Swords to Plowshares"), CastMethod::Normal, vec![at(troll)])).expect("Swords");
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Troll of Khazad-dûm", 1), Some(Zone::Exile));
    assert_eq!(life(&g, 1), 18, "119.8: the life gain does not happen");
}

#[test]
fn quakebringer_in_your_graveyard_triggers_only_while_you_control_a_giant_603_2() {
    let game = |battlefield: Value| {
        decks_game(json!({
            "players": [
                { "graveyard": ["Quakebringer"], "battlefield": battlefield, "library": islands(6) },
                { "library": islands(6) }
            ],
            "activePlayer": 0, "step": "untap", "turn": 3, "seed": 4
        }))
    };
    // With Kroxa, an Elder Giant: it triggers from the graveyard.
    let mut g = game(json!(["Kroxa, Titan of Death's Hunger"]));
    let events = advance_to(&mut g, Step::Upkeep);
    assert!(events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })), "{events:?}");
    let g2 = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    let mut g = g2;
    resolve_all(&mut g);
    assert_eq!(life(&g, 1), 18);
    assert_eq!(zone_of(&g, "Quakebringer", 0), Some(Zone::Graveyard));
    // Without a Giant: no trigger.
    let mut g = game(json!(["Mountain"]));
    advance_to(&mut g, Step::Upkeep);
    assert!(g.state().stack.is_empty());
    advance_to(&mut g, Step::Draw);
    assert_eq!(life(&g, 1), 20);
    // In the opponent's upkeep: not "your upkeep".
    let mut g = game(json!(["Kroxa, Titan of Death's Hunger"]));
    advance_to(&mut g, Step::Upkeep);
    resolve_all(&mut g);
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(g.state().stack.is_empty(), "{:?}", g.state().stack);
}

/// Player 0 (active, precombat main of turn 3) suspends Knight of Old
/// Benalia (suspend 5—{W}); the game goes on to the upkeep in which the last
/// time counter is removed (turn 13) and the Knight is cast for free and
/// resolves. Player 1 has Act of Treason and three Mountains.
fn knight_cast_by_suspend() -> (Game, ObjectId) {
    let mut g = game(json!({
        "players": [
            { "hand": ["Knight of Old Benalia"], "battlefield": ["Plains"], "library": islands(12) },
            { "hand": ["Act of Treason"], "battlefield": ["Mountain", "Mountain", "Mountain"], "library": islands(12) }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(suspend(0, in_hand(&g, 0, "Knight of Old Benalia"))).expect("suspended for {W}");
    let card = exiled(&g, "Knight of Old Benalia");
    assert_eq!(time_counters(&g, card), 5);
    for _ in 0..5 {
        to_next_turn_step(&mut g, 0, Step::Upkeep);
        resolve_all(&mut g);
    }
    assert_eq!(g.state().turn, 13);
    assert_eq!(
        g.state().pending,
        Some(Pending::CastWithoutPaying { player: PlayerId(0), object: card, suspended: true })
    );
    g.apply(cast(0, card, CastMethod::WithoutPayingManaCost)).expect("cast without paying its mana cost");
    let spell = *g.state().stack.last().unwrap();
    assert!(g.object(spell).unwrap().suspend_haste, "a creature spell cast this way");
    resolve_all(&mut g);
    let knight = the_only(&g, "Knight of Old Benalia");
    resolve_all(&mut g); // its enters trigger
    (g, knight)
}

#[test]
fn a_creature_cast_by_suspend_has_haste_and_attacks_the_turn_it_enters_702_62a() {
    let (g, knight) = knight_cast_by_suspend();
    let mut g = Game::from_json(db(), &g.to_json()).expect("the permanent's haste reads back");
    assert!(g.object(knight).unwrap().summoning_sick, "it entered this turn (302.6)");
    assert!(g.permanent(knight).unwrap().keywords.haste, "702.62a: it gains haste");
    let why = g.explain_characteristics(knight).expect("explained");
    assert!(format!("{why:?}").contains("Haste"), "the explanation names the haste: {why:?}");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(knight, at_player(1))])).expect("haste: it attacks the turn it entered (302.6)");
    advance_to(&mut g, Step::PostcombatMain);
    assert_eq!(g.state().players[1].life, 17, "3 damage");
}

#[test]
fn suspends_haste_ends_once_its_controller_loses_control_of_the_creature_702_62a_613_1b() {
    let (mut g, knight) = knight_cast_by_suspend();
    // Player 1 takes it in their turn with Act of Treason (which gives haste of its own until end of turn).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let treason = in_hand(&g, 1, "Act of Treason");
    g.apply(cast_at(1, treason, CastMethod::Normal, vec![at(knight)])).expect("Act of Treason");
    resolve_all(&mut g);
    assert_eq!(g.object(knight).unwrap().controller, PlayerId(1));
    assert!(!g.object(knight).unwrap().suspend_haste, "player 0 lost control of it");
    // It comes back to player 0 in the cleanup step, without suspend's haste.
    let events = to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ControlChanged { object, controller: PlayerId(0) } if *object == knight))
    );
    assert!(!g.permanent(knight).unwrap().keywords.haste, "702.62a: until you lose control of it");
}

#[test]
fn a_noncreature_card_cast_by_suspend_is_not_marked_for_haste_702_62a() {
    let (g, card) = living_end_offered();
    let mut g = g;
    g.apply(cast(0, card, CastMethod::WithoutPayingManaCost)).expect("cast");
    let spell = *g.state().stack.last().unwrap();
    assert!(!g.object(spell).unwrap().suspend_haste, "a sorcery spell: nothing gains haste");
}
