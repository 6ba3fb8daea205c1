//! Real-deck cards of issue 14 (`data/pool-decks.json`, current Oracle text),
//! played in real games: Kaito Shizuki (phasing 702.26, "unless you attacked
//! this turn" 508.1, an unblockable Ninja token 509.1b, an emblem's combat
//! damage trigger 114.4/510.2), Elusive Otter (a blocking restriction on
//! power, 509.1b).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step, Target};
use serde_json::{Value, json};

const KAITO: &str = "Kaito Shizuki";
const OTTER: &str = "Elusive Otter // Grove's Bounty";

fn understood(card: &str) {
    assert_eq!(decks_pool().card(card).unwrap().unsupported_text().count(), 0, "{card} understood whole");
}

fn loyalty(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::Loyalty)
}

fn kaito(loyalty: u32) -> Value {
    json!({ "card": KAITO, "counters": { "loyalty": loyalty } })
}

/// Player 0 (active, precombat main of turn 3) has `mine` and `hand`, and a
/// library of `library`; player 1 has `theirs` and a library of Plains.
fn duel(mine: Value, hand: Value, library: Value, theirs: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": library },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Kaito cast from hand this turn and resolved.
fn kaito_cast() -> (Game, ObjectId) {
    understood(KAITO);
    let lands = json!(["Island", "Swamp", "Island"]);
    let library = json!(["Plains", "Plains", "Plains", "Plains"]);
    let mut g = duel(lands, json!([KAITO]), library, json!(["Dauthi Voidwalker"]));
    let card = in_hand(&g, 0, KAITO);
    g.apply(cast(0, card, CastMethod::Normal)).expect("Kaito is cast");
    resolve_all(&mut g);
    let kaito = the_only(&g, KAITO);
    assert_eq!(loyalty(&g, kaito), 3);
    (g, kaito)
}

#[test]
fn kaito_shizuki_entered_this_turn_phases_out_at_the_beginning_of_his_controllers_end_step_702_26a_603_4() {
    let (mut g, kaito) = kaito_cast();
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().stack.len(), 1, "603.4: he entered this turn, so the ability triggers");
    let events = pass_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::PhasedOut { object, .. } if *object == kaito)), "{events:?}");
    // 702.26b: treated as though it does not exist: on no list, no object to ask about.
    assert!(on_battlefield(&g, KAITO).is_empty());
    assert!(g.object(kaito).is_err());
    let phased = &g.state().phased_out;
    assert_eq!(phased.len(), 1);
    assert_eq!(phased[0].object.id, kaito, "702.26d: the same object");
    assert_eq!(phased[0].object.counters.get(&CounterKind::Loyalty), 3, "702.26d: its counters kept");
    // Serialized: the game reads back from JSON as it was.
    let json = g.to_json();
    let back = Game::from_json(decks_pool(), &json).expect("reads back");
    assert_eq!(back.to_json(), json);
}

#[test]
fn a_phased_out_kaito_cant_be_attacked_or_activated_and_phases_in_during_his_controllers_untap_step_502_1_702_26b() {
    let (mut g, kaito) = kaito_cast();
    advance_to(&mut g, Step::End);
    pass_all(&mut g);
    // 702.26b: his loyalty ability can't be activated (he does not exist); the game is unchanged (732).
    let plus_one = activate(&g, kaito, loyalty_ability(KAITO, 1));
    assert!(!refused(&mut g, plus_one).is_empty());
    // The opponent's turn: Kaito is no attack target (506.3, 702.26b).
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let walker = the_only(&g, "Dauthi Voidwalker");
    let targets = g.legal_actions();
    assert!(
        !targets.iter().any(|a| matches!(a, Action::DeclareAttackers { attackers, .. }
            if attackers.iter().any(|d| matches!(d.target, mtg_rules::game::AttackTarget::Planeswalker { .. })))),
        "no planeswalker to attack: {targets:?}"
    );
    let at_kaito = attack(1, &[(walker, mtg_rules::game::AttackTarget::Planeswalker { object: kaito })]);
    assert!(!g.is_legal(&at_kaito));
    g.apply(attack(1, &[])).unwrap();
    // His controller's next untap step: he phases in, before anything untaps (502.1), the same object.
    let events = to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let phased_in = events.iter().position(|e| matches!(e, Event::PhasedIn { object, .. } if *object == kaito));
    let untapped = events.iter().position(|e| matches!(e, Event::Untapped { .. }));
    assert!(phased_in.is_some(), "{events:?}");
    assert!(untapped.is_none_or(|u| phased_in < Some(u)), "502.1 before 502.3");
    assert_eq!(the_only(&g, KAITO), kaito, "702.26d: the same object");
    assert_eq!(loyalty(&g, kaito), 3);
    assert!(g.state().phased_out.is_empty());
    // Not entered this turn: he stays at this end step (603.4).
    g.apply(activate(&g, kaito, loyalty_ability(KAITO, -2))).expect("his abilities work again");
    resolve_all(&mut g);
    advance_to(&mut g, Step::End);
    assert!(g.state().stack.is_empty(), "603.4: he did not enter this turn");
    assert_eq!(the_only(&g, KAITO), kaito);
}

#[test]
fn kaito_shizuki_already_on_the_battlefield_does_not_phase_out_603_4() {
    let mut g = duel(json!([kaito(3)]), json!([]), json!(["Plains", "Plains"]), json!([]));
    let kaito = the_only(&g, KAITO);
    advance_to(&mut g, Step::End);
    assert!(g.state().stack.is_empty(), "603.4: the intervening if is false, nothing triggers");
    assert_eq!(the_only(&g, KAITO), kaito);
}

#[test]
fn kaitos_plus_one_draws_then_discards_unless_you_attacked_this_turn_608_2c_508_1() {
    understood(KAITO);
    let library = json!(["Plains", "Island", "Swamp"]);
    let mut g = duel(json!([kaito(3)]), json!(["Forest"]), library, json!([]));
    let kaito = the_only(&g, KAITO);
    g.apply(activate(&g, kaito, loyalty_ability(KAITO, 1))).unwrap();
    resolve_all(&mut g);
    assert_eq!(loyalty(&g, kaito), 4);
    assert_eq!(g.state().players[0].hand.len(), 2, "a card drawn");
    let Some(Pending::Discard { player: PlayerId(0), .. }) = g.state().pending.clone() else {
        panic!("no attack this turn: a discard {:?}", g.state().pending);
    };
    check_legal_actions(&g);
    let discard = g.legal_actions().remove(0);
    g.apply(discard).unwrap();
    assert_eq!(g.state().players[0].hand.len(), 1);
    assert_eq!(g.state().players[0].graveyard.len(), 1);
}

#[test]
fn kaitos_plus_one_after_an_attack_this_turn_only_draws_608_2c_508_1() {
    let library = json!(["Plains", "Island", "Swamp"]);
    let mut g = duel(json!([kaito(3), "Dauthi Voidwalker"]), json!([]), library, json!([]));
    let (kaito, walker) = (the_only(&g, KAITO), the_only(&g, "Dauthi Voidwalker"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(walker, at_player(1))])).unwrap();
    advance_to(&mut g, Step::PostcombatMain);
    g.apply(activate(&g, kaito, loyalty_ability(KAITO, 1))).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "you attacked this turn: no discard");
    assert_eq!(g.state().players[0].hand.len(), 1);
    assert!(g.state().players[0].graveyard.is_empty());
}

#[test]
fn kaitos_ninja_token_cant_be_blocked_509_1b() {
    let mine = json!([kaito(3), "Opposition Agent"]);
    let mut g = duel(mine, json!([]), json!(["Plains", "Plains"]), json!(["Young Wolf"]));
    let kaito = the_only(&g, KAITO);
    g.apply(activate(&g, kaito, loyalty_ability(KAITO, -2))).unwrap();
    resolve_all(&mut g);
    assert_eq!(loyalty(&g, kaito), 1);
    let ninja = *g.state().battlefield.iter().find(|&&id| g.object(id).is_ok_and(|o| o.token)).expect("a Ninja token");
    let c = g.characteristics(ninja).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    // It entered this turn (302.6): attack with it the next turn.
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    let walker = the_only(&g, "Opposition Agent");
    g.apply(attack(0, &[(ninja, at_player(1)), (walker, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let wolf = the_only(&g, "Young Wolf");
    refused_with(&mut g, block(1, &[(wolf, ninja)]), "cant_be_blocked", Some("509.1b"));
    let blocks = g.legal_actions();
    assert!(blocks.iter().all(|a| matches!(a, Action::DeclareBlockers { blockers, .. }
        if blockers.iter().all(|b| b.attacker != ninja))));
    assert!(g.is_legal(&block(1, &[(wolf, walker)])), "the other attacker can be blocked");
    g.apply(block(1, &[])).unwrap();
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().players[1].life, 16, "1 from the Ninja, 3 from Opposition Agent");
}

#[test]
fn kaitos_emblem_searches_for_a_blue_or_black_creature_card_whenever_your_creature_deals_combat_damage_to_a_player_114_4()
 {
    let library = json!(["Wild Nacatl", "Faerie Seer", "Counterspell", "Blood Artist", "Plains"]);
    let mut g = duel(json!([kaito(7), "Opposition Agent"]), json!([]), library, json!(["Young Wolf"]));
    let kaito = the_only(&g, KAITO);
    g.apply(activate(&g, kaito, loyalty_ability(KAITO, -7))).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::EmblemCreated { player: PlayerId(0), .. })));
    assert_eq!(g.state().command.len(), 1);
    let walker = the_only(&g, "Opposition Agent");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(walker, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(1, &[])).unwrap();
    // 510.2: combat damage; the emblem's ability triggers from the command zone.
    let mut steps = 0;
    while !matches!(g.state().pending, Some(Pending::SearchLibrary { .. })) {
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
        steps += 1;
        assert!(steps < 20, "no search: {:?}", g.state().pending);
    }
    assert_eq!(g.state().players[1].life, 17);
    let Some(Pending::SearchLibrary { player: PlayerId(0), candidates, .. }) = g.state().pending.clone() else {
        unreachable!()
    };
    let names: Vec<String> = candidates.iter().map(|&c| g.object(c).unwrap().card.clone()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(sorted, ["Blood Artist", "Faerie Seer"], "a blue or black creature card only");
    check_legal_actions(&g);
    let seer = candidates[names.iter().position(|n| n == "Faerie Seer").unwrap()];
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(seer) }).unwrap();
    assert_eq!(zone_of(&g, "Faerie Seer", 0), Some(Zone::Battlefield), "put onto the battlefield");
    assert_eq!(g.state().players[0].library.len(), 4);
}

#[test]
fn kaitos_emblem_does_not_trigger_for_an_opponents_creature_114_4_510_2() {
    let library = json!(["Faerie Seer", "Plains"]);
    let mut g = duel(json!([kaito(7)]), json!([]), library, json!(["Young Wolf"]));
    let kaito = the_only(&g, KAITO);
    g.apply(activate(&g, kaito, loyalty_ability(KAITO, -7))).unwrap();
    resolve_all(&mut g);
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let wolf = the_only(&g, "Young Wolf");
    g.apply(attack(1, &[(wolf, at_player(0))])).unwrap();
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().players[0].life, 19);
    assert_eq!(g.state().players[0].library.len(), 2, "no search");
    assert!(on_battlefield(&g, "Faerie Seer").is_empty());
}

#[test]
fn creatures_with_power_less_than_elusive_otters_cant_block_it_509_1b() {
    let mut g = duel(json!([OTTER]), json!([]), json!(["Plains", "Plains"]), json!(["Blood Artist", "Young Wolf"]));
    let otter = the_only(&g, OTTER);
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(otter, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let (artist, wolf) = (the_only(&g, "Blood Artist"), the_only(&g, "Young Wolf"));
    // Blood Artist has power 0, less than the Otter's 1 (509.1b); the game is unchanged (732).
    refused_with(&mut g, block(1, &[(artist, otter)]), "power_too_low_to_block", Some("509.1b"));
    assert!(!g.legal_actions().contains(&block(1, &[(artist, otter)])));
    // Young Wolf's power 1 is not less: it may block.
    assert!(g.legal_actions().contains(&block(1, &[(wolf, otter)])));
    g.apply(block(1, &[(wolf, otter)])).unwrap();
}

#[test]
fn elusive_otter_with_prowess_grows_and_then_equal_power_blockers_cant_block_it_702_108a_509_1b() {
    let mine = json!([OTTER, "Mountain"]);
    let theirs = json!(["Young Wolf", "Knight of Dusk's Shadow"]);
    let mut g = duel(mine, json!(["Lightning Bolt"]), json!(["Plains", "Plains"]), theirs);
    let otter = the_only(&g, OTTER);
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.permanent(otter).map(|v| (v.power, v.toughness)).unwrap(), (2, 2), "702.108a");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(otter, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let wolf = the_only(&g, "Young Wolf");
    // 702.108a: prowess made the Otter 2/2 until end of turn; Young Wolf's power 1 is now less.
    refused_with(&mut g, block(1, &[(wolf, otter)]), "power_too_low_to_block", Some("509.1b"));
    let knight = the_only(&g, "Knight of Dusk's Shadow");
    assert!(g.is_legal(&block(1, &[(knight, otter)])), "power 2 is not less than 2");
    g.apply(block(1, &[])).unwrap();
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().players[1].life, 20 - 3 - 2, "Lightning Bolt, then the 2/2 Otter");
}

const BONNY: &str = "Bonny Pall, Clearcutter";

/// Bonny Pall cast from hand with six lands; her enters trigger resolved.
fn bonny_cast(theirs: Value) -> (Game, ObjectId) {
    understood(BONNY);
    let lands = json!(["Forest", "Island", "Island", "Forest", "Forest", "Forest"]);
    let library = json!(["Plains", "Island", "Plains", "Plains"]);
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": lands, "hand": [BONNY, "Swamp"], "library": library, "graveyard": ["Mountain", "Lightning Bolt"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let card = in_hand(&g, 0, BONNY);
    g.apply(cast(0, card, CastMethod::Normal)).expect("Bonny Pall is cast");
    // The spell, then her enters trigger (603.6a).
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })), "{events:?}");
    let beau = *g.state().battlefield.iter().find(|&&id| g.object(id).is_ok_and(|o| o.token)).expect("a token");
    (g, beau)
}

#[test]
fn bonny_pall_creates_beau_a_named_legendary_token_whose_power_and_toughness_count_your_lands_111_4_604_3() {
    let (mut g, beau) = bonny_cast(json!([]));
    let c = g.characteristics(beau).unwrap();
    assert_eq!(c.name, "Beau", "111.4: the token's name");
    assert!(c.supertypes.contains(mtg_rules::card::Supertype::Legendary));
    assert_eq!(c.subtypes.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["Ox"]);
    assert_eq!(c.colors, mtg_rules::color::ColorSet::only(mtg_rules::color::Color::U));
    let pt = |g: &Game| g.permanent(beau).map(|v| (v.power, v.toughness)).unwrap();
    assert_eq!(pt(&g), (6, 6), "604.3, 613.4a: six lands");
    // 604.3: the count is taken continuously: a seventh land makes it 7/7.
    let swamp = in_hand(&g, 0, "Swamp");
    g.apply(Action::PlayLand { player: PlayerId(0), object: swamp, face: None }).unwrap();
    assert_eq!(pt(&g), (7, 7));
    // The opponent's lands don't count.
    let json = g.to_json();
    let back = Game::from_json(decks_pool(), &json).expect("reads back");
    assert_eq!(back.permanent(beau).map(|v| (v.power, v.toughness)).unwrap(), (7, 7));
}

#[test]
fn bonny_pall_whenever_you_attack_draws_then_you_may_put_a_land_from_your_hand_or_graveyard_onto_the_battlefield_508_1m()
 {
    let (mut g, _) = bonny_cast(json!([]));
    // Next turn (302.6), attack with Beau; Bonny's ability triggers on any attack (508.1m).
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    let hand_before = g.state().players[0].hand.len();
    let beau = *g.state().battlefield.iter().find(|&&id| g.object(id).is_ok_and(|o| o.token)).unwrap();
    g.apply(attack(0, &[(beau, at_player(1))])).unwrap();
    assert_eq!(g.state().stack.len(), 1, "one trigger for the attack");
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), hand_before + 1, "a card drawn");
    let Some(Pending::SearchLibrary { player: PlayerId(0), candidates, among: true, .. }) = g.state().pending.clone()
    else {
        panic!("a choice of land: {:?}", g.state().pending);
    };
    let names: Vec<String> = candidates.iter().map(|&c| g.object(c).unwrap().card.clone()).collect();
    assert!(names.contains(&"Mountain".to_string()), "the graveyard's land: {names:?}");
    assert!(names.contains(&"Swamp".to_string()), "the hand's land: {names:?}");
    assert!(!names.contains(&"Lightning Bolt".to_string()), "only land cards");
    check_legal_actions(&g);
    assert!(g.legal_actions().contains(&Action::SearchLibrary { player: PlayerId(0), found: None }), "you may");
    let mountain = candidates[names.iter().position(|n| n == "Mountain").unwrap()];
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(mountain) }).unwrap();
    assert_eq!(zone_of(&g, "Mountain", 0), Some(Zone::Battlefield), "from the graveyard");
    assert_eq!(g.permanent(beau).map(|v| v.power).unwrap(), 7, "Beau counts it: seven lands (604.3)");
}

#[test]
fn bonny_pall_has_reach_and_blocks_a_flier_702_17b() {
    let (mut g, _) = bonny_cast(json!(["Faerie Seer"]));
    let bonny = the_only(&g, BONNY);
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let seer = the_only(&g, "Faerie Seer");
    g.apply(attack(1, &[(seer, at_player(0))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    assert!(g.is_legal(&block(0, &[(bonny, seer)])), "702.17b: reach blocks flying");
    g.apply(block(0, &[(bonny, seer)])).unwrap();
    advance_to(&mut g, Step::End);
    assert!(on_battlefield(&g, "Faerie Seer").is_empty(), "dealt 6 damage");
}

/// Player 0 has Young Wolf, Dauthi Voidwalker and four Forests, and the
/// Otter in hand; player 1 has Blood Artist.
fn bounty_game() -> (Game, ObjectId, ObjectId, ObjectId) {
    understood(OTTER);
    let mine = json!(["Young Wolf", "Dauthi Voidwalker", "Forest", "Forest", "Forest", "Forest"]);
    let g = duel(mine, json!([OTTER]), json!(["Plains", "Plains"]), json!(["Blood Artist"]));
    let (wolf, walker) = (the_only(&g, "Young Wolf"), the_only(&g, "Dauthi Voidwalker"));
    let card = in_hand(&g, 0, OTTER);
    (g, card, wolf, walker)
}

fn bounty(card: ObjectId, x: u32, targets: Vec<Target>, division: Vec<u32>) -> Action {
    Action::CastSpell {
        player: PlayerId(0),
        object: card,
        method: CastMethod::Adventure,
        x: Some(x),
        payment: None,
        targets,
        modes: Vec::new(),
        choices: Vec::new(),
        division,
    }
}

fn plus_ones(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::PlusOnePlusOne)
}

#[test]
fn groves_bounty_distributes_x_counters_among_its_targets_as_announced_when_cast_601_2d() {
    let (mut g, card, wolf, walker) = bounty_game();
    let action = bounty(card, 3, vec![at(wolf), at(walker), Target::Nothing], vec![2, 1]);
    g.apply(action).expect("cast with the division 2 and 1");
    assert_eq!(g.state().divisions.len(), 1, "the division stays with the spell");
    // Serialized: the game reads back from JSON as it was.
    let json = g.to_json();
    let mut g = Game::from_json(decks_pool(), &json).expect("reads back");
    assert_eq!(g.to_json(), json);
    resolve_all(&mut g);
    assert_eq!((plus_ones(&g, wolf), plus_ones(&g, walker)), (2, 1));
    assert!(g.state().divisions.is_empty(), "gone with the spell");
    assert_eq!(zone_of(&g, OTTER, 0), Some(Zone::Exile), "715.4: on an adventure");
}

#[test]
fn groves_bounty_may_put_every_counter_on_one_target_601_2d() {
    let (mut g, card, wolf, walker) = bounty_game();
    g.apply(bounty(card, 3, vec![at(walker), Target::Nothing, Target::Nothing], vec![3])).unwrap();
    resolve_all(&mut g);
    assert_eq!((plus_ones(&g, wolf), plus_ones(&g, walker)), (0, 3));
}

#[test]
fn a_bad_division_of_groves_bounty_is_refused_and_changes_nothing_601_2d_732() {
    let (mut g, card, wolf, walker) = bounty_game();
    let two = || vec![at(wolf), at(walker), Target::Nothing];
    // Each target receives at least one; one share per target; X in all.
    refused_with(&mut g, bounty(card, 3, two(), vec![3, 0]), "bad_division", Some("601.2d"));
    refused_with(&mut g, bounty(card, 3, two(), vec![3]), "bad_division", Some("601.2d"));
    refused_with(&mut g, bounty(card, 3, two(), vec![2, 2]), "bad_division", Some("601.2d"));
    refused_with(&mut g, bounty(card, 3, two(), vec![1, 1]), "bad_division", Some("601.2d"));
    refused_with(&mut g, bounty(card, 3, two(), Vec::new()), "bad_division", Some("601.2d"));
    // The same creature can't be chosen twice for the one word "target" (601.2c).
    let twice = bounty(card, 3, vec![at(wolf), at(wolf), Target::Nothing], vec![2, 1]);
    assert!(refused(&mut g, twice) != "bad_division");
    // An opponent's creature is no creature you control (115.1).
    let theirs = the_only(&g, "Blood Artist");
    assert!(!g.is_legal(&bounty(card, 1, vec![at(theirs)], vec![1])));
    // A spell that divides nothing takes no division.
    let mut g = duel(json!(["Mountain"]), json!(["Lightning Bolt"]), json!(["Plains"]), json!([]));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let action = Action::CastSpell {
        player: PlayerId(0),
        object: bolt,
        method: CastMethod::Normal,
        x: None,
        payment: None,
        targets: vec![player_target(1)],
        modes: Vec::new(),
        choices: Vec::new(),
        division: vec![3],
    };
    refused_with(&mut g, action, "bad_division", Some("601.2d"));
}

#[test]
fn groves_bounty_is_listed_with_a_division_and_every_listed_cast_is_legal_601_2d() {
    let (g, card, wolf, walker) = bounty_game();
    let casts: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::CastSpell { object, method: CastMethod::Adventure, .. } if *object == card))
        .collect();
    assert!(casts.contains(&bounty(card, 3, vec![at(wolf), at(walker), Target::Nothing], vec![2, 1])), "{casts:?}");
    assert!(casts.iter().all(|a| g.is_legal(a)));
    check_legal_actions(&g);
}

const IKORIA: &str = "Invasion of Ikoria // Zilortha, Apex of Ikoria";

#[test]
fn invasion_of_ikoria_searches_library_and_graveyard_for_a_non_human_creature_with_mana_value_x_or_less_107_3m_701_23()
{
    understood(IKORIA);
    let lands = json!(["Forest", "Forest", "Forest", "Forest"]);
    let library = json!(["Young Wolf", "Dragon's Rage Channeler", "Bonny Pall, Clearcutter", "Plains"]);
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": lands, "hand": [IKORIA], "library": library, "graveyard": ["Faerie Seer", "Dauthi Voidwalker"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let card = in_hand(&g, 0, IKORIA);
    let cast = Action::CastSpell {
        player: PlayerId(0),
        object: card,
        method: CastMethod::Normal,
        x: Some(1),
        payment: None,
        targets: Vec::new(),
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    };
    g.apply(cast).expect("cast with X = 1");
    let mut steps = 0;
    while !matches!(g.state().pending, Some(Pending::SearchLibrary { .. })) {
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
        steps += 1;
        assert!(steps < 10, "no search: {:?}", g.state().pending);
    }
    let Some(Pending::SearchLibrary { candidates, .. }) = g.state().pending.clone() else { unreachable!() };
    let mut names: Vec<String> = candidates.iter().map(|&c| g.object(c).unwrap().card.clone()).collect();
    names.sort();
    // 107.3m: X = 1. Dragon's Rage Channeler is a Human; Dauthi Voidwalker and Bonny Pall cost more.
    assert_eq!(names, ["Faerie Seer", "Young Wolf"], "library and graveyard, non-Human, mana value 1 or less");
    check_legal_actions(&g);
    let seer = *candidates.iter().find(|&&c| g.object(c).unwrap().card == "Faerie Seer").unwrap();
    let events = g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(seer) }).unwrap();
    assert_eq!(zone_of(&g, "Faerie Seer", 0), Some(Zone::Battlefield), "from the graveyard");
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })), "701.24: shuffled: {events:?}");
    assert_eq!(g.state().players[0].library.len(), 4);
}

/// Zilortha (the back face up) and Young Wolf attack; player 1's Knight of
/// Dusk's Shadow blocks the Wolf.
fn zilortha_attack() -> (Game, ObjectId, ObjectId) {
    let zilortha = json!({ "card": IKORIA, "face": "back" });
    let mut g = duel(
        json!([zilortha, "Young Wolf", "Dragon's Rage Channeler"]),
        json!([]),
        json!(["Plains"]),
        json!(["Knight of Dusk's Shadow", "Faerie Seer"]),
    );
    let (wolf, channeler) = (the_only(&g, "Young Wolf"), the_only(&g, "Dragon's Rage Channeler"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(wolf, at_player(1)), (channeler, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let knight = the_only(&g, "Knight of Dusk's Shadow");
    let seer = the_only(&g, "Faerie Seer");
    g.apply(block(1, &[(knight, wolf), (seer, channeler)])).unwrap();
    (g, wolf, channeler)
}

#[test]
fn zilortha_lets_a_blocked_non_human_creature_assign_its_combat_damage_as_though_it_werent_blocked_510_1c() {
    understood(IKORIA);
    let (mut g, wolf, channeler) = zilortha_attack();
    let mut steps = 0;
    while !matches!(g.state().pending, Some(Pending::AssignCombatDamage { .. })) {
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
        steps += 1;
        assert!(steps < 10, "no choice: {:?}", g.state().pending);
    }
    let to_player = mtg_rules::game::DamageTo::Player { player: PlayerId(1) };
    let unblocked = |d: &mtg_rules::game::DamageAssignment| d.attacker == wolf && d.to == to_player;
    let listed = g.legal_actions();
    let choice = listed
        .iter()
        .find(|a| matches!(a, Action::AssignCombatDamage { assignments, .. } if assignments.iter().any(unblocked)))
        .cloned()
        .expect("the Wolf's damage to the player is offered");
    // 510.1c: not the Human's (Dragon's Rage Channeler): it has no such choice.
    assert!(listed.iter().all(|a| !matches!(a, Action::AssignCombatDamage { assignments, .. }
        if assignments.iter().any(|d| d.attacker == channeler && d.to == to_player))));
    let human = Action::AssignCombatDamage {
        player: PlayerId(0),
        assignments: vec![mtg_rules::game::DamageAssignment { attacker: channeler, to: to_player, amount: 1 }],
    };
    assert!(!g.is_legal(&human));
    check_legal_actions(&g);
    g.apply(choice).unwrap();
    assert_eq!(g.state().players[1].life, 19, "the Wolf's 1 damage to the player");
    let knight = the_only(&g, "Knight of Dusk's Shadow");
    assert_eq!(g.object(knight).unwrap().damage, 0, "none to its blocker");
}

#[test]
fn zilortha_has_reach_and_blocks_a_flier_702_17b() {
    let zilortha = json!({ "card": IKORIA, "face": "back" });
    let mut g = duel(json!([zilortha]), json!([]), json!(["Plains", "Plains"]), json!(["Faerie Seer"]));
    let z = the_only(&g, IKORIA);
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let seer = the_only(&g, "Faerie Seer");
    g.apply(attack(1, &[(seer, at_player(0))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(0, &[(z, seer)])).unwrap();
    advance_to(&mut g, Step::End);
    assert!(on_battlefield(&g, "Faerie Seer").is_empty());
}
