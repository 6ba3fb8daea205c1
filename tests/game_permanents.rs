//! Permanents of real decks whose abilities keep working (issue 14), each
//! with a card of `data/pool-decks.json` and its current Oracle text: toxic
//! and poison counters (702.164, 704.5c).

mod game_fixture;
use game_fixture::*;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Event, Game, ObjectId, PlayerId, Step};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine`; player 1 has
/// `theirs` and `poison` poison counters.
fn duel(mine: Value, theirs: Value, poison: u32) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains"], "counters": { "poison": poison } }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn one(g: &Game, name: &str) -> ObjectId {
    on_battlefield(g, name)[0]
}

fn poison(g: &Game, player: usize) -> u32 {
    g.state().players[player].counters.get(&CounterKind::Poison)
}

/// Attacks player 1 with `attackers`, nobody blocks, on to the end of combat.
fn attack_unblocked(g: &mut Game, attackers: &[ObjectId]) -> Vec<Event> {
    advance_to(g, Step::DeclareAttackers);
    let decl: Vec<_> = attackers.iter().map(|&a| (a, at_player(1))).collect();
    let mut events = g.apply(attack(0, &decl)).unwrap();
    events.extend(advance_to(g, Step::DeclareBlockers));
    if g.state().pending.is_some() {
        events.extend(g.apply(block(1, &[])).unwrap());
    }
    while !g.state().is_over() && g.state().step != Step::EndOfCombat {
        events.extend(pass_all(g));
    }
    events
}

#[test]
fn toxic_gives_poison_counters_with_each_combat_damage_a_double_striker_deals_702_164c_120_3g() {
    let mut g = duel(json!(["Jawbone Duelist"]), json!([]), 0);
    let duelist = one(&g, "Jawbone Duelist");
    let events = attack_unblocked(&mut g, &[duelist]);
    let given = Event::PlayerCountersPut { player: PlayerId(1), counter: CounterKind::Poison, count: 1 };
    assert_eq!(events.iter().filter(|e| **e == given).count(), 2, "one for each combat damage step (702.4b)");
    assert_eq!(poison(&g, 1), 2);
    assert_eq!(g.state().players[1].life, 18, "toxic adds to the damage's other results");
    assert_eq!(poison(&g, 0), 0);
}

#[test]
fn a_player_with_ten_or_more_poison_counters_loses_the_game_704_5c() {
    let mut g = duel(json!(["Jawbone Duelist"]), json!([]), 9);
    let duelist = one(&g, "Jawbone Duelist");
    let events = attack_unblocked(&mut g, &[duelist]);
    assert!(g.state().is_over());
    assert!(events.contains(&Event::PlayerLost { player: PlayerId(1), rule: "704.5c" }));
    assert_eq!(poison(&g, 1), 10, "the first-strike damage gave the tenth counter");
    assert_eq!(g.state().players[1].life, 19, "the game ended before regular combat damage (704.3)");
}

#[test]
fn toxic_n_is_read_as_a_keyword_with_its_number_702_164a() {
    let card = decks_pool().card("Jawbone Duelist").unwrap();
    let face = card.front().unwrap();
    assert!(face.unsupported_text.is_empty(), "{:?}", face.unsupported_text);
    assert!(face.abilities.iter().any(|a| matches!(
        a,
        mtg_rules::text::Ability::Keyword { keyword: mtg_rules::text::KeywordAbility::Toxic { amount: 1 } }
    )));
}

#[test]
fn a_creature_that_can_block_only_creatures_with_flying_cannot_block_one_without_509_1b_and_flash_lets_it_be_cast_in_combat_702_8a()
 {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Jawbone Duelist", "Stormbound Geist"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Island", "Island", "Island"], "hand": ["Brazen Borrower"], "library": ["Island", "Island"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let (duelist, geist) = (one(&g, "Jawbone Duelist"), one(&g, "Stormbound Geist"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(duelist, at_player(1)), (geist, at_player(1))])).unwrap();
    g.apply(pass(0)).unwrap();
    // 702.8a: flash lets player 1 cast it in player 0's declare attackers step.
    let borrower = in_hand(&g, 1, "Brazen Borrower // Petty Theft");
    g.apply(cast(1, borrower, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let borrower = one(&g, "Brazen Borrower // Petty Theft");
    advance_to(&mut g, Step::DeclareBlockers);
    refused_with(&mut g, block(1, &[(borrower, duelist)]), "can_block_only_flying", Some("509.1b"));
    assert!(!g.legal_actions().contains(&block(1, &[(borrower, duelist)])));
    assert!(g.legal_actions().contains(&block(1, &[(borrower, geist)])));
    g.apply(block(1, &[(borrower, geist)])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert!(!g.state().battlefield.contains(&geist), "3 damage kills the 2/2 Geist");
    assert_eq!(g.state().players[1].life, 18, "only the unblocked Duelist's double strike hits");
}

fn lore(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::Lore)
}

#[test]
fn a_saga_enters_with_a_lore_counter_gains_one_each_precombat_main_phase_and_its_chapters_trigger_714_3a_714_3b_714_2b()
{
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island"], "hand": ["The Modern Age"],
              "library": ["Island", "Plains", "Mountain", "Forest", "Swamp", "Island"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let saga = in_hand(&g, 0, "The Modern Age // Vector Glider");
    g.apply(cast(0, saga, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g); // the Saga resolves; chapter I triggers
    let saga = one(&g, "The Modern Age // Vector Glider");
    assert_eq!(lore(&g, saga), 1, "714.3a");
    assert_eq!(g.state().stack.len(), 1, "714.2b: chapter I is on the stack");
    pass_all(&mut g); // I — Draw a card, then discard a card.
    assert_eq!(g.state().players[0].hand.len(), 1, "drew the Island");
    assert_eq!(
        g.state().pending,
        Some(mtg_rules::game::Pending::Discard {
            player: PlayerId(0),
            effect: true,
            then: vec![],
            chosen: vec![],
            up_to: false
        })
    );
    let drawn = g.state().players[0].hand[0];
    let events = g.apply(mtg_rules::game::Action::Discard { player: PlayerId(0), object: drawn }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Discarded { player: PlayerId(0), .. })));
    assert_eq!(g.state().players[0].graveyard.len(), 1, "701.9a");
    assert_eq!(g.state().priority_player, PlayerId(0));
    // Player 1's turn adds nothing; player 0's next precombat main phase adds one (714.3b).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!(lore(&g, saga), 1, "not in an opponent's main phase");
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(lore(&g, saga), 2);
    assert_eq!(g.state().stack.len(), 1, "chapter II triggered");
}

#[test]
fn a_token_made_by_a_tokens_quoted_ability_is_known_to_the_game_fables_goblin_makes_a_treasure_when_it_attacks_111_4_111_10a()
 {
    // Fable's chapter I makes a Goblin Shaman "with 'Whenever this creature attacks, create a
    // Treasure token.'": the Treasure is a token of a token's ability (a random game once
    // failed here with "no card for the token 'Treasure'").
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Fable of the Mirror-Breaker"],
              "library": ["Island", "Plains", "Mountain", "Forest", "Swamp", "Island"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let fable = in_hand(&g, 0, "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki");
    g.apply(cast(0, fable, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g); // the Saga resolves; chapter I triggers
    pass_all(&mut g); // I — the Goblin Shaman
    let goblins: Vec<ObjectId> =
        g.state().battlefield.iter().copied().filter(|&id| g.object(id).is_ok_and(|o| o.token)).collect();
    let [goblin] = goblins[..] else { panic!("one token: {goblins:?}") };
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    // Chapter II ("You may discard up to two cards") on the stack: discard none.
    while !g.state().stack.is_empty() || g.state().pending.is_some() {
        let first = g.legal_actions().remove(0);
        g.apply(first).unwrap();
    }
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(goblin, at_player(1))])).unwrap();
    pass_all(&mut g); // the attack trigger resolves
    let treasures: Vec<ObjectId> = g
        .state()
        .battlefield
        .iter()
        .copied()
        .filter(|&id| g.object(id).is_ok_and(|o| o.token && o.card == "Treasure"))
        .collect();
    assert_eq!(treasures.len(), 1, "603.2, 111.10a: the Goblin's attack made a Treasure");
}

#[test]
fn the_last_chapter_exiles_the_saga_and_returns_it_transformed_as_a_new_object_712_14a_714_2b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "The Modern Age", "counters": { "lore": 2 } }],
              "library": ["Island", "Island", "Island"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 4
    }));
    let saga = one(&g, "The Modern Age // Vector Glider");
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(lore(&g, saga), 3);
    assert!(g.state().battlefield.contains(&saga), "714.4: not sacrificed while chapter III is on the stack");
    let events = pass_all(&mut g);
    assert!(!g.state().battlefield.contains(&saga), "exiled");
    let glider = one(&g, "The Modern Age // Vector Glider");
    assert_ne!(glider, saga, "400.7: a new object");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ObjectMoved { from, zone: mtg_rules::card::Zone::Exile, .. } if *from == saga))
    );
    let o = g.object(glider).unwrap();
    assert_eq!(o.face, Some(1), "712.14a: back face up");
    assert_eq!(o.controller, PlayerId(0));
    assert!(o.counters.is_empty(), "a new object has no lore counters");
    let c = g.characteristics(glider).unwrap();
    assert_eq!(c.name, "Vector Glider");
    assert_eq!((c.power, c.toughness), (Some(2), Some(3)));
    // Settled: nothing more to do, and the creature is no Saga (714.4 does not apply).
    pass_all(&mut g);
    assert!(g.state().battlefield.contains(&glider));
}

#[test]
fn a_saga_with_as_many_lore_counters_as_its_final_chapter_is_sacrificed_704_5s() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "The Modern Age", "counters": { "lore": 3 } }], "library": ["Island"] },
            { "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let saga = one(&g, "The Modern Age // Vector Glider");
    pass_all(&mut g);
    assert!(!g.state().battlefield.contains(&saga));
    assert_eq!(g.state().players[0].graveyard.len(), 1, "sacrificed: into its owner's graveyard");
}

#[test]
fn chapter_lines_are_read_as_triggered_abilities_with_their_numbers_714_2a_714_2c() {
    use mtg_rules::text::{Ability, Effect, Trigger};
    let card = decks_pool().card("The Modern Age // Vector Glider").unwrap();
    let face = card.front().unwrap();
    assert!(face.unsupported_text.is_empty(), "{:?}", face.unsupported_text);
    let chapters: Vec<_> = face
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Triggered { trigger: Trigger::Chapter { chapters }, effects, .. } => {
                Some((chapters.clone(), effects.clone()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(chapters.len(), 2);
    assert_eq!(chapters[0].0, [1, 2]);
    assert_eq!(chapters[1], (vec![3], vec![Effect::ExileAndReturnTransformed { owners: false }]));
}

fn activate(player: u8, object: ObjectId, ability: usize) -> mtg_rules::game::Action {
    mtg_rules::game::Action::ActivateAbility {
        player: PlayerId(player),
        object,
        ability,
        choice: 0,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: None,
    }
}

#[test]
fn a_loyalty_ability_is_paid_with_loyalty_counters_once_each_turn_at_sorcery_timing_606_3_606_4() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains", "Plains"], "hand": ["The Wandering Emperor"],
              "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let emperor = in_hand(&g, 0, "The Wandering Emperor");
    g.apply(cast(0, emperor, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let emperor = one(&g, "The Wandering Emperor");
    let loyalty = |g: &Game| g.object(emperor).unwrap().counters.get(&CounterKind::Loyalty);
    assert_eq!(loyalty(&g), 3, "306.5b");
    let minus_one = loyalty_ability("The Wandering Emperor", -1);
    assert!(g.legal_actions().contains(&activate(0, emperor, minus_one)));
    // −1: Create a 2/2 white Samurai creature token with vigilance.
    g.apply(activate(0, emperor, minus_one)).unwrap();
    assert_eq!(loyalty(&g), 2, "606.4: the cost removed a loyalty counter as it was activated");
    assert_eq!(g.state().stack.len(), 1, "a loyalty ability uses the stack");
    pass_all(&mut g);
    let samurai =
        g.state().battlefield.iter().copied().find(|&id| g.object(id).unwrap().token).expect("a Samurai token");
    let c = g.characteristics(samurai).unwrap();
    assert_eq!((c.power, c.toughness), (Some(2), Some(2)));
    assert!(c.subtypes.iter().any(|s| s == "Samurai"));
    // 606.3: only one loyalty ability of a permanent each turn.
    refused_with(&mut g, activate(0, emperor, minus_one), "loyalty_ability_already_activated", Some("606.3"));
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, mtg_rules::game::Action::ActivateAbility { object, .. } if *object == emperor))
    );
    // 606.3: not in an opponent's turn (it did not enter this turn).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    refused_with(&mut g, activate(1, emperor, minus_one), "cannot_activate_here", Some("602.2"));
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    refused_with(&mut g, activate(0, emperor, minus_one), "sorcery_timing", Some("606.3"));
    advance_to(&mut g, Step::PrecombatMain);
    g.apply(activate(0, emperor, minus_one)).unwrap();
    assert_eq!(loyalty(&g), 1, "a new turn: once again");
}

#[test]
fn whenever_another_creature_you_control_enters_triggers_for_each_other_creature_of_its_controller_603_6a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Forest", "Plains", "Plains"], "hand": ["Prosperous Innkeeper", "Jawbone Duelist"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Plains", "Plains"], "hand": ["Jawbone Duelist"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let innkeeper = in_hand(&g, 0, "Prosperous Innkeeper");
    g.apply(cast(0, innkeeper, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().stack.len(), 1, "only its own \"enters\" trigger: not \"another\"");
    pass_all(&mut g); // When Prosperous Innkeeper enters, create a Treasure token.
    assert_eq!(g.state().players[0].life, 20, "a Treasure is no creature");
    let duelist = in_hand(&g, 0, "Jawbone Duelist");
    g.apply(cast(0, duelist, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().stack.len(), 1, "the Innkeeper's trigger");
    let events = pass_all(&mut g);
    assert!(events.contains(&Event::LifeGained { player: PlayerId(0), amount: 1 }));
    assert_eq!(g.state().players[0].life, 21);
    // An opponent's creature is not one "you control".
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let theirs = in_hand(&g, 1, "Jawbone Duelist");
    g.apply(cast(1, theirs, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().players[0].life, 21);
}

fn size(g: &Game, id: ObjectId) -> (i32, i32) {
    let v = g.permanent(id).unwrap();
    (v.power, v.toughness)
}

#[test]
fn an_as_long_as_ability_applies_only_while_its_condition_holds_611_3a_613_4c() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Wild Nacatl", "Elvish Reclaimer"], "hand": ["Mountain", "Plains"],
              "graveyard": ["Forest", "Forest"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Plains", "Mountain"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let (nacatl, reclaimer) = (one(&g, "Wild Nacatl"), one(&g, "Elvish Reclaimer"));
    assert_eq!(size(&g, nacatl), (1, 1), "an opponent's Mountain and Plains are not \"you control\"");
    assert_eq!(size(&g, reclaimer), (1, 2), "two land cards in the graveyard are not three");
    let mountain = in_hand(&g, 0, "Mountain");
    g.apply(mtg_rules::game::Action::PlayLand { player: PlayerId(0), object: mountain, face: None }).unwrap();
    assert_eq!(size(&g, nacatl), (2, 2), "Wild Nacatl gets +1/+1 as long as you control a Mountain");
    assert_eq!(g.characteristics(nacatl).unwrap().power, Some(2), "the characteristics say so too");
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let plains = in_hand(&g, 0, "Plains");
    g.apply(mtg_rules::game::Action::PlayLand { player: PlayerId(0), object: plains, face: None }).unwrap();
    assert_eq!(size(&g, nacatl), (3, 3), "each of its two abilities applies");
}

#[test]
fn three_land_cards_in_your_graveyard_give_elvish_reclaimer_plus_two_plus_two_611_3a() {
    let g = decks_game(json!({
        "players": [
            { "battlefield": ["Elvish Reclaimer"], "graveyard": ["Forest", "Forest", "Wild Nacatl", "Mountain"],
              "library": ["Plains"] },
            { "graveyard": ["Plains", "Plains", "Plains"], "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(size(&g, one(&g, "Elvish Reclaimer")), (3, 4));
}

#[test]
fn as_long_as_you_control_an_artifact_goblin_tomb_raider_gets_plus_one_and_has_haste_611_3a_702_10b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Goblin Tomb Raider", "summoningSick": true }], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let raider = one(&g, "Goblin Tomb Raider");
    assert_eq!(size(&g, raider), (1, 2));
    assert!(!g.permanent(raider).unwrap().keywords.haste);
    let mut with_artifact = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Goblin Tomb Raider", "summoningSick": true }, "Ancient Den"],
              "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let raider2 = one(&with_artifact, "Goblin Tomb Raider");
    assert_eq!(size(&with_artifact, raider2), (2, 2));
    assert!(with_artifact.characteristics(raider2).unwrap().keywords.iter().any(|k| k == "Haste"));
    let events = attack_unblocked(&mut with_artifact, &[raider2]);
    assert!(events.iter().any(
        |e| matches!(e, Event::AttackersDeclared { attackers, .. } if attackers.iter().any(|a| a.attacker == raider2))
    ));
    assert_eq!(
        with_artifact.state().players[1].life,
        18,
        "it attacked the turn it came under its controller's control"
    );
    advance_to(&mut g, Step::DeclareAttackers);
    assert_eq!(g.state().pending, None, "302.6: without an artifact, it could not attack: nothing to declare");
}

#[test]
fn your_opponents_cant_gain_life_stops_an_opponents_gain_and_its_controller_pumps_it_until_end_of_turn_119_7_611_2a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Knight of Dusk's Shadow", "Swamp", "Swamp"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Prosperous Innkeeper", "Plains", "Plains"], "hand": ["Jawbone Duelist"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let knight = one(&g, "Knight of Dusk's Shadow");
    let face = decks_pool().card("Knight of Dusk's Shadow").unwrap().front().unwrap();
    assert!(face.unsupported_text.is_empty(), "{:?}", face.unsupported_text);
    let pump = face.abilities.iter().position(|a| matches!(a, mtg_rules::text::Ability::Activated { .. })).unwrap();
    g.apply(activate(0, knight, pump)).unwrap();
    pass_all(&mut g);
    assert_eq!(size(&g, knight), (3, 3), "{{1}}{{B}}: Knight of Dusk's Shadow gets +1/+1 until end of turn.");
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!(size(&g, knight), (2, 2), "514.2: the pump ended");
    let duelist = in_hand(&g, 1, "Jawbone Duelist");
    g.apply(cast(1, duelist, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().stack.len(), 1, "the Innkeeper's trigger");
    let events = pass_all(&mut g);
    assert!(!events.iter().any(|e| matches!(e, Event::LifeGained { .. })), "{events:?}");
    assert_eq!(g.state().players[1].life, 20);
}

/// Attacks player 1 with `attacker`, blocked by `blocker`, on to the end of combat.
fn attack_blocked(g: &mut Game, attacker: ObjectId, blocker: ObjectId) -> Vec<Event> {
    advance_to(g, Step::DeclareAttackers);
    let mut events = g.apply(attack(0, &[(attacker, at_player(1))])).unwrap();
    events.extend(advance_to(g, Step::DeclareBlockers));
    events.extend(g.apply(block(1, &[(blocker, attacker)])).unwrap());
    events.extend(advance_to(g, Step::EndOfCombat));
    events
}

#[test]
fn undying_returns_a_creature_that_died_without_a_plus_one_counter_with_one_and_not_again_702_93a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Stormbound Geist"], "library": ["Island", "Island", "Island", "Island"] },
            { "battlefield": ["Brazen Borrower", "Brazen Borrower"], "library": ["Island", "Island", "Island", "Island"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let geist = one(&g, "Stormbound Geist");
    let borrowers = on_battlefield(&g, "Brazen Borrower // Petty Theft");
    let events = attack_blocked(&mut g, geist, borrowers[0]);
    assert!(!g.state().battlefield.contains(&geist), "3 damage killed the 2/2");
    let undying = |e: &Event| matches!(e, Event::TriggerPutOnStack { kind: mtg_rules::game::TriggerKind::Undying, .. });
    assert!(events.iter().any(undying), "undying triggered");
    let back = one(&g, "Stormbound Geist");
    assert_ne!(back, geist, "a new object (400.7)");
    assert_eq!(g.object(back).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 1);
    assert_eq!(size(&g, back), (3, 3));
    assert!(g.state().players[0].graveyard.is_empty());
    // With a +1/+1 counter on it, it stays in the graveyard.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let events = attack_blocked(&mut g, back, borrowers[1]);
    assert!(!g.state().battlefield.contains(&back));
    assert!(!events.iter().any(undying), "no undying trigger");
    assert_eq!(g.state().players[0].graveyard.len(), 1);
}

#[test]
fn a_creature_that_cant_be_blocked_except_by_three_or_more_creatures_refuses_two_blockers_509_1b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Troll of Khazad-dûm"], "library": ["Swamp", "Swamp"] },
            { "battlefield": ["Jawbone Duelist", "Jawbone Duelist", "Jawbone Duelist"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let troll = one(&g, "Troll of Khazad-dûm");
    let duelists = on_battlefield(&g, "Jawbone Duelist");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(troll, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let two = block(1, &[(duelists[0], troll), (duelists[1], troll)]);
    refused_with(&mut g, two, "too_few_blockers", Some("509.1b"));
    refused_with(&mut g, block(1, &[(duelists[0], troll)]), "too_few_blockers", Some("509.1b"));
    let three = block(1, &[(duelists[0], troll), (duelists[1], troll), (duelists[2], troll)]);
    assert!(g.legal_actions().contains(&three));
    g.apply(three).unwrap();
}

#[test]
fn whenever_you_cast_a_blue_black_or_red_spell_sees_any_of_the_colors_listed_601_2i() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["God-Pharaoh's Faithful", "Mountain", "Forest"], "hand": ["Lightning Bolt", "Wild Nacatl"],
              "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let nacatl = in_hand(&g, 0, "Wild Nacatl");
    g.apply(cast(0, nacatl, mtg_rules::game::CastMethod::Normal)).unwrap();
    assert_eq!(g.state().stack.len(), 1, "a green spell: no trigger");
    pass_all(&mut g);
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, mtg_rules::game::CastMethod::Normal, vec![player_target(1)])).unwrap();
    pass_all(&mut g); // the trigger resolves first
    assert_eq!(g.state().players[0].life, 21);
}
