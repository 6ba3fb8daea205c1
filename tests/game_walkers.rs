//! Planeswalkers of the real decks (issue 14, `data/pool-decks.json`, today's
//! Oracle text): compleated (702.150a), "until your next turn" (611.2a),
//! "−X" loyalty costs (606.4, 107.3), conditional draws after a mill (608.2c),
//! "you may discard … If you do" (701.9b), a target of one of several kinds
//! (115.1), a card found that gains haste and returns at the next end step (603.7a).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::{CardType, Zone};
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId, Step, Target};
use serde_json::{Value, json};

fn loyalty(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::Loyalty)
}

fn power(g: &Game, id: ObjectId) -> i32 {
    g.permanent(id).unwrap().power
}

/// A duel of pool cards, player 0 active in their precombat main phase of turn 3.
fn duel(mine: Value, my_graveyard: Value, theirs: Value, their_library: Value, their_graveyard: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "graveyard": my_graveyard,
              "library": ["Plains", "Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": their_library, "graveyard": their_graveyard }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn plains(n: usize) -> Value {
    json!(vec!["Plains"; n])
}

fn jace() -> Value {
    json!([{ "card": "Jace, the Perfected Mind", "counters": { "loyalty": 5 } }])
}

fn activate_x(g: &Game, object: ObjectId, ability: usize, targets: Vec<Target>, x: u32) -> Action {
    match activate_at(g, object, ability, targets) {
        Action::ActivateAbility { player, object, ability, choice, targets, choices, payment, .. } => {
            Action::ActivateAbility { player, object, ability, choice, targets, choices, payment, x: Some(x) }
        }
        other => other,
    }
}

/// Player 0 casts Jace, the Perfected Mind with `lands` ({2}{U}{U/P}).
fn cast_jace(lands: Value) -> (Game, u32) {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": lands, "hand": ["Jace, the Perfected Mind"], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let jace = in_hand(&g, 0, "Jace, the Perfected Mind");
    g.apply(cast(0, jace, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let on = the_only(&g, "Jace, the Perfected Mind");
    (g.clone(), loyalty(&g, on))
}

#[test]
fn jace_cast_paying_life_for_his_phyrexian_symbol_enters_with_two_fewer_loyalty_counters_702_150a() {
    let (g, counters) = cast_jace(json!(["Island", "Island", "Island"]));
    assert_eq!(g.state().players[0].life, 18, "107.4f: {{U/P}} paid with 2 life");
    assert_eq!(counters, 3, "702.150a: 5 loyalty less two for the symbol paid with life");
}

#[test]
fn jace_cast_with_blue_mana_for_every_symbol_enters_with_his_printed_loyalty_306_5b() {
    let (g, counters) = cast_jace(json!(["Island", "Island", "Island", "Island"]));
    assert_eq!(g.state().players[0].life, 20);
    assert_eq!(counters, 5, "306.5b: no life paid, no fewer counters");
}

#[test]
fn jace_plus_one_gives_minus_three_power_until_his_controllers_next_turn_611_2a() {
    let mut g = duel(jace(), json!([]), json!(["Gurmag Angler"]), plains(5), json!([]));
    let jace = the_only(&g, "Jace, the Perfected Mind");
    let angler = the_only(&g, "Gurmag Angler");
    let plus_one = loyalty_ability("Jace, the Perfected Mind", 1);
    assert!(g.legal_actions().contains(&activate_at(&g, jace, plus_one, vec![Target::Nothing])), "115.1: up to one");
    g.apply(activate_at(&g, jace, plus_one, vec![at(angler)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(loyalty(&g, jace), 6, "606.4");
    assert_eq!(power(&g, angler), 2, "613.4c: 5 - 3");
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!(power(&g, angler), 2, "611.2a: still in effect during the opponent's turn (not ended in cleanup)");
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert_eq!(power(&g, angler), 5, "611.2a: ended as Jace's controller's next turn began");
}

#[test]
fn jace_minus_two_mills_three_then_draws_one_card_while_no_graveyard_has_twenty_608_2c() {
    let mut g = duel(jace(), json!([]), json!([]), plains(5), plains(16));
    let jace = the_only(&g, "Jace, the Perfected Mind");
    let minus_two = loyalty_ability("Jace, the Perfected Mind", -2);
    g.apply(activate_at(&g, jace, minus_two, vec![player_target(1)])).unwrap();
    let hand = g.state().players[0].hand.len();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].graveyard.len(), 19, "701.17a: three milled");
    assert_eq!(g.state().players[1].library.len(), 2);
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "608.2c: otherwise, one card");
    assert_eq!(loyalty(&g, jace), 3);
}

#[test]
fn jace_minus_two_draws_three_cards_once_a_graveyard_has_twenty_after_the_mill_608_2c() {
    let mut g = duel(jace(), json!([]), json!([]), plains(5), plains(17));
    let jace = the_only(&g, "Jace, the Perfected Mind");
    let minus_two = loyalty_ability("Jace, the Perfected Mind", -2);
    g.apply(activate_at(&g, jace, minus_two, vec![player_target(1)])).unwrap();
    let hand = g.state().players[0].hand.len();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].graveyard.len(), 20);
    assert_eq!(g.state().players[0].hand.len(), hand + 3, "608.2c: twenty cards in a graveyard, three cards");
}

#[test]
fn jace_minus_x_removes_x_loyalty_and_mills_three_times_x_606_4_107_3() {
    let mut g = duel(jace(), json!([]), json!([]), plains(10), json!([]));
    let jace = the_only(&g, "Jace, the Perfected Mind");
    let minus_x = 3; // Compleated, +1, −2, −X
    let legal = g.legal_actions();
    assert!(legal.contains(&activate_x(&g, jace, minus_x, vec![player_target(1)], 0)), "107.3: X = 0");
    assert!(legal.contains(&activate_x(&g, jace, minus_x, vec![player_target(1)], 5)), "606.6: X up to his loyalty");
    let before = g.to_json();
    let too_many = activate_x(&g, jace, minus_x, vec![player_target(1)], 6);
    refused_with(&mut g, too_many, "not_enough_loyalty", Some("606.6"));
    assert_eq!(g.to_json(), before, "732");
    g.apply(activate_x(&g, jace, minus_x, vec![player_target(1)], 2)).unwrap();
    assert_eq!(loyalty(&g, jace), 3, "606.4: X = 2 loyalty counters removed");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].graveyard.len(), 6, "three times X");
    assert_eq!(g.state().players[1].library.len(), 4);
    check_legal_actions(&g);
}

#[test]
fn jace_minus_x_with_all_his_loyalty_puts_him_into_his_owners_graveyard_704_5i() {
    let mut g = duel(jace(), json!([]), json!([]), plains(20), json!([]));
    let jace = the_only(&g, "Jace, the Perfected Mind");
    g.apply(activate_x(&g, jace, 3, vec![player_target(1)], 5)).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Jace, the Perfected Mind").is_empty(), "704.5i: no loyalty");
    assert_eq!(g.state().players[1].graveyard.len(), 15);
}

const NAHIRI: &str = "Nahiri, the Harbinger";

fn nahiri(loyalty: u32) -> Value {
    json!([{ "card": NAHIRI, "counters": { "loyalty": loyalty } }])
}

/// Nahiri with four loyalty and a Lightning Bolt in hand; her +2 resolved up to its discard.
fn nahiri_plus_two_with_a_bolt_in_hand() -> (Game, ObjectId) {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": nahiri(4), "hand": ["Lightning Bolt"], "library": ["Plains", "Island"] },
            { "library": plains(3) }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let nahiri = the_only(&g, NAHIRI);
    g.apply(activate(&g, nahiri, loyalty_ability(NAHIRI, 2))).unwrap();
    resolve_all(&mut g);
    (g, nahiri)
}

#[test]
fn nahiri_plus_two_discards_a_card_then_draws_one_701_9b_608_2c() {
    let (mut g, nahiri) = nahiri_plus_two_with_a_bolt_in_hand();
    assert!(matches!(g.state().pending, Some(Pending::Discard { up_to: true, .. })), "{:?}", g.state().pending);
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::YouMay { player: PlayerId(0), accept: false }), "701.9b: may discard none");
    g.apply(Action::Discard { player: PlayerId(0), object: in_hand(&g, 0, "Lightning Bolt") }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].hand.len(), 1, "608.2c: a card discarded, so a card drawn");
    assert_eq!(loyalty(&g, nahiri), 6);
}

#[test]
fn nahiri_plus_two_draws_nothing_when_no_card_is_discarded_608_2c() {
    let (mut g, _) = nahiri_plus_two_with_a_bolt_in_hand();
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Hand));
    assert_eq!(g.state().players[0].hand.len(), 1, "nothing discarded, nothing drawn");
    assert_eq!(g.state().players[0].library.len(), 2);
}

#[test]
fn nahiri_minus_two_exiles_an_enchantment_or_a_tapped_artifact_or_creature_but_not_an_untapped_one_115_1() {
    let mut g = duel(
        nahiri(4),
        json!([]),
        json!([
            "Blood Moon",
            { "card": "Expedition Map", "tapped": true },
            "Ancient Cornucopia",
            { "card": "Gurmag Angler", "tapped": true },
            "Jawbone Duelist"
        ]),
        plains(3),
        json!([]),
    );
    let nahiri = the_only(&g, NAHIRI);
    let minus_two = loyalty_ability(NAHIRI, -2);
    let legal = g.legal_actions();
    let can = |name: &str| legal.contains(&activate_at(&g, nahiri, minus_two, vec![at(the_only(&g, name))]));
    assert!(can("Blood Moon"), "an enchantment, tapped or not");
    assert!(can("Expedition Map"), "a tapped artifact");
    assert!(can("Gurmag Angler"), "a tapped creature");
    assert!(!can("Ancient Cornucopia"), "115.1: an untapped artifact is not one");
    assert!(!can("Jawbone Duelist"), "115.1: an untapped creature is not one");
    let duelist = the_only(&g, "Jawbone Duelist");
    let before = g.to_json();
    let untapped = activate_at(&g, nahiri, minus_two, vec![at(duelist)]);
    refused_with(&mut g, untapped, "illegal_target", Some("115.1"));
    assert_eq!(g.to_json(), before, "732");
    g.apply(activate_at(&g, nahiri, minus_two, vec![at(the_only(&g, "Gurmag Angler"))])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Gurmag Angler", 1), Some(Zone::Exile), "701.13a");
    assert_eq!(loyalty(&g, nahiri), 2);
}

#[test]
fn nahiri_minus_eight_finds_a_creature_that_has_haste_and_returns_to_hand_at_the_next_end_step_603_7a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": nahiri(8), "library": ["Plains", "Gurmag Angler", "Island"] },
            { "library": plains(3) }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let nahiri = the_only(&g, NAHIRI);
    g.apply(activate(&g, nahiri, loyalty_ability(NAHIRI, -8))).unwrap();
    resolve_all(&mut g);
    let Some(Pending::SearchLibrary { ref candidates, .. }) = g.state().pending else {
        panic!("701.23: a search, {:?}", g.state().pending)
    };
    assert_eq!(candidates.len(), 1, "701.23: an artifact or creature card; lands are neither");
    let found = candidates[0];
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(found) }).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, NAHIRI).is_empty(), "704.5i: no loyalty left");
    let angler = the_only(&g, "Gurmag Angler");
    assert!(g.permanent(angler).unwrap().keywords.haste, "611.2a: it gains haste");
    advance_to(&mut g, Step::DeclareAttackers);
    let attacks = attack(0, &[(angler, at_player(1))]);
    assert!(g.is_legal(&attacks), "302.6: with haste it may attack the turn it came under its controller's control");
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert_eq!(zone_of(&g, "Gurmag Angler", 0), Some(Zone::Hand), "603.7a: returned at the beginning of the end step");
}

const GRIST: &str = "Grist, the Hunger Tide";

fn grist(loyalty: u32) -> Value {
    json!([{ "card": GRIST, "counters": { "loyalty": loyalty } }])
}

#[test]
fn grist_is_a_1_1_insect_creature_in_every_zone_but_the_battlefield_604_3() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Swamp", "Forest"], "hand": [GRIST], "graveyard": [GRIST],
              "library": ["Plains", "Plains"] },
            { "library": plains(3) }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let in_graveyard = g.state().players[0].graveyard[0];
    let c = g.characteristics(in_graveyard).unwrap();
    assert!(c.types.contains(CardType::Creature) && c.types.contains(CardType::Planeswalker), "{:?}", c.types);
    assert!(c.subtypes.iter().any(|t| t.as_ref() == "Insect"), "{:?}", c.subtypes);
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    let hand = in_hand(&g, 0, GRIST);
    assert!(g.characteristics(hand).unwrap().types.contains(CardType::Creature), "in the hand too");
    g.apply(cast(0, hand, CastMethod::Normal)).unwrap();
    let spell = g.state().stack[0];
    assert!(g.characteristics(spell).unwrap().types.contains(CardType::Creature), "a creature spell on the stack");
    resolve_all(&mut g);
    let grist = the_only(&g, GRIST);
    let c = g.characteristics(grist).unwrap();
    assert!(!c.types.contains(CardType::Creature), "611.3a: not on the battlefield");
    assert_eq!(c.power, None);
    assert_eq!(loyalty(&g, grist), 3, "306.5b");
}

/// Grist with three loyalty and `library` activates and resolves his +1; returns the game, Grist and the
/// number of tokens.
fn grist_plus_one(library: Value) -> (Game, ObjectId, usize) {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": grist(3), "library": library },
            { "library": plains(3) }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let grist = the_only(&g, GRIST);
    g.apply(activate(&g, grist, loyalty_ability(GRIST, 1))).unwrap();
    resolve_all(&mut g);
    let tokens = g.state().battlefield.iter().filter(|&&id| g.object(id).is_ok_and(|o| o.token)).count();
    (g, grist, tokens)
}

#[test]
fn grist_plus_one_repeats_while_an_insect_card_is_milled_608_2c() {
    let (g, grist, tokens) = grist_plus_one(json!(["Haywire Mite", GRIST, "Plains", "Haywire Mite"]));
    assert_eq!(tokens, 3, "an Insect milled, Grist milled (an Insect card there, 604.3), then a Plains: three times");
    assert_eq!(g.state().players[0].graveyard.len(), 3);
    assert_eq!(g.state().players[0].library.len(), 1, "the process stopped after the Plains");
    assert_eq!(loyalty(&g, grist), 3 + 1 + 2, "606.4 and a loyalty counter for each Insect card milled");
}

#[test]
fn grist_plus_one_with_an_empty_library_creates_one_token_and_stops_701_17b() {
    let (g, grist, tokens) = grist_plus_one(json!([]));
    assert_eq!(tokens, 1);
    assert_eq!(loyalty(&g, grist), 4);
}

#[test]
fn grist_minus_two_sacrificing_a_creature_makes_a_reflexive_trigger_that_destroys_603_12() {
    let mut g = duel(grist(3), json!([]), json!(["Gurmag Angler"]), plains(3), json!([]));
    let grist = the_only(&g, GRIST);
    // No creature to sacrifice: nothing is asked, nothing destroyed.
    g.apply(activate(&g, grist, loyalty_ability(GRIST, -2))).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Gurmag Angler", 1), Some(Zone::Battlefield));
    assert_eq!(loyalty(&g, grist), 1);
    // With a creature: sacrificed, then "When you do" targets as it triggers.
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": GRIST, "counters": { "loyalty": 3 } }, "Haywire Mite"], "library": plains(2) },
            { "battlefield": ["Gurmag Angler"], "library": plains(3) }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let grist = the_only(&g, GRIST);
    g.apply(activate(&g, grist, loyalty_ability(GRIST, -2))).unwrap();
    resolve_all(&mut g);
    let accept = Action::YouMay { player: PlayerId(0), accept: true };
    assert!(g.legal_actions().contains(&accept), "603.5: you may sacrifice: {:?}", g.state().pending);
    g.apply(accept).unwrap();
    assert_eq!(zone_of(&g, "Haywire Mite", 0), Some(Zone::Graveyard), "701.21a");
    let angler = the_only(&g, "Gurmag Angler");
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[at(angler)]);
    }
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Gurmag Angler", 1), Some(Zone::Graveyard), "701.8a: destroyed");
}

#[test]
fn grist_minus_five_each_opponent_loses_life_for_each_creature_card_in_your_graveyard_119_3() {
    let mut g =
        duel(grist(5), json!(["Haywire Mite", GRIST, "Plains", "Gurmag Angler"]), json!([]), plains(3), json!([]));
    let grist = the_only(&g, GRIST);
    g.apply(activate(&g, grist, loyalty_ability(GRIST, -5))).unwrap();
    resolve_all(&mut g);
    // 704.5i: with no loyalty left Grist is put into the graveyard before the ability resolves, and counts there.
    assert_eq!(zone_of(&g, GRIST, 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[1].life, 16, "608.2h: four creature cards (each Grist is one there, 604.3)");
    assert_eq!(g.state().players[0].life, 20);
}
