//! Real-deck cards of issue 14 (`data/pool-decks.json`, current Oracle text):
//! Dauthi Voidwalker (shadow 702.28, a graveyard replaced by exile with a void
//! counter 614.1a, playing a chosen card without paying its mana cost 118.9),
//! Aclazotz, Deepest Betrayal // Temple of the Dead, Tinybones, the Pickpocket.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::{Value, json};

const DAUTHI: &str = "Dauthi Voidwalker";

/// The objects in exile named `name`.
fn exiled(g: &Game, name: &str) -> Vec<ObjectId> {
    g.state().exile.iter().copied().filter(|&id| g.object(id).unwrap().card == name).collect()
}

/// The void counters on the first card in exile named `name`.
fn void_counters(g: &Game, name: &str) -> u32 {
    let ids = exiled(g, name);
    assert!(!ids.is_empty(), "{name} in exile");
    g.object(ids[0]).unwrap().counters.get(&CounterKind::Void)
}

/// Player 0 (active, precombat main of turn 3) has `mine` and `hand`; player
/// 1 has `theirs`, `their_hand` and `their_library`.
fn voidwalker_game(mine: Value, hand: Value, theirs: Value, their_hand: Value, their_library: Value) -> Game {
    let g = decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": ["Swamp", "Swamp", "Swamp", "Swamp"] },
            { "battlefield": theirs, "hand": their_hand, "library": their_library }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card(DAUTHI).unwrap().unsupported_text().count(), 0, "understood whole");
    g
}

#[test]
fn dauthi_voidwalker_exiles_an_opponents_creature_that_would_die_with_a_void_counter_and_it_does_not_die_614_1a() {
    let mut g = voidwalker_game(
        json!([DAUTHI, "Mountain"]),
        json!(["Lightning Bolt"]),
        json!(["Haywire Mite"]),
        json!([]),
        json!(["Plains", "Plains"]),
    );
    let mite = the_only(&g, "Haywire Mite");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(mite)])).expect("Bolt the Mite");
    resolve_all(&mut g);
    // 704.5g: lethal damage; 614.1a: exiled instead of put into its owner's graveyard.
    assert!(g.state().players[1].graveyard.is_empty(), "nothing reached the opponent's graveyard");
    assert_eq!(void_counters(&g, "Haywire Mite"), 1, "exiled with a void counter");
    // 700.4: it never died, so "When Haywire Mite dies, you gain 2 life." did not trigger.
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().players[1].life, 20);
    // Player 0's own Bolt went to player 0's graveyard: not an opponent's.
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert!(exiled(&g, "Lightning Bolt").is_empty());
    // The counter reads back (JSON round trip).
    let json = g.to_json();
    let back = Game::from_json(decks_pool(), &json).expect("reads back");
    assert_eq!(back.to_json(), json);
    assert!(json.contains("\"void\":1"), "the counter is named void");
}

#[test]
fn dauthi_voidwalker_exiles_a_discarded_card_and_milled_cards_of_an_opponent_with_void_counters_614_1a() {
    let mut g = voidwalker_game(
        json!([DAUTHI, "Swamp", "Island"]),
        json!(["Thoughtseize", "Thought Scour"]),
        json!([]),
        json!(["Fatal Push", "Mountain"]),
        json!(["Lightning Bolt", "Duress", "Plains"]),
    );
    // 701.9a: a discard.
    let seize = in_hand(&g, 0, "Thoughtseize");
    g.apply(cast_at(0, seize, CastMethod::Normal, vec![player_target(1)])).expect("Thoughtseize");
    resolve_all(&mut g);
    if let Some(Pending::ChooseObject { .. }) = g.state().pending {
        let push = in_hand(&g, 1, "Fatal Push");
        g.apply(Action::ChooseObject { player: PlayerId(0), object: push }).expect("Fatal Push chosen");
    }
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(void_counters(&g, "Fatal Push"), 1, "the discarded card, exiled with a void counter");
    assert_eq!(zone_of(&g, "Thoughtseize", 0), Some(Zone::Graveyard), "its own card is not an opponent's");
    // 701.17a: a mill, two cards, each exiled with a void counter.
    let scour = in_hand(&g, 0, "Thought Scour");
    g.apply(cast_at(0, scour, CastMethod::Normal, vec![player_target(1)])).expect("Thought Scour");
    resolve_all(&mut g);
    assert_eq!(void_counters(&g, "Lightning Bolt"), 1);
    assert_eq!(void_counters(&g, "Duress"), 1);
    assert!(g.state().players[1].graveyard.is_empty());
    assert_eq!(g.state().players[1].library.len(), 1);
}

#[test]
fn dauthi_voidwalker_exiles_an_opponents_resolved_instant_with_a_void_counter_608_2n_614_1a() {
    let mut g = voidwalker_game(
        json!([DAUTHI]),
        json!([]),
        json!(["Mountain"]),
        json!(["Lightning Bolt"]),
        json!(["Plains", "Plains"]),
    );
    // Player 0 passes; player 1 bolts player 0 at instant speed.
    g.apply(pass(0)).expect("pass");
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).expect("Bolt");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 17);
    assert_eq!(void_counters(&g, "Lightning Bolt"), 1, "608.2n: to its owner's graveyard, exiled instead");
    assert!(g.state().players[1].graveyard.is_empty());
}

#[test]
fn a_creature_with_shadow_blocks_and_is_blocked_only_by_creatures_with_shadow_702_28b() {
    // Player 0 attacks with a Voidwalker and Haywire Mite; player 1 has a Voidwalker and a 0/4 without shadow.
    let mut g = voidwalker_game(
        json!([DAUTHI, "Haywire Mite"]),
        json!([]),
        json!([DAUTHI, "God-Pharaoh's Faithful"]),
        json!([]),
        json!(["Plains", "Plains"]),
    );
    let controlled_by = |g: &Game, p: u8| {
        on_battlefield(g, DAUTHI).into_iter().find(|&id| g.object(id).unwrap().controller == PlayerId(p)).unwrap()
    };
    let (mine, theirs) = (controlled_by(&g, 0), controlled_by(&g, 1));
    let (mite, wall) = (the_only(&g, "Haywire Mite"), the_only(&g, "God-Pharaoh's Faithful"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(mine, at_player(1)), (mite, at_player(1))])).expect("attack");
    advance_to(&mut g, Step::DeclareBlockers);
    assert_eq!(g.state().pending, Some(Pending::DeclareBlockers { player: PlayerId(1) }));
    // Shadow can't be blocked by a creature without it; shadow can't block a creature without it.
    refused_with(&mut g, block(1, &[(wall, mine)]), "shadow", Some("702.28b"));
    refused_with(&mut g, block(1, &[(theirs, mite)]), "shadow", Some("702.28b"));
    let listed = g.legal_actions();
    assert!(!listed.contains(&block(1, &[(wall, mine)])) && !listed.contains(&block(1, &[(theirs, mite)])));
    assert!(listed.contains(&block(1, &[(theirs, mine)])), "shadow blocks shadow");
    assert!(listed.contains(&block(1, &[(wall, mite)])), "neither has shadow");
    check_legal_actions(&g);
    g.apply(block(1, &[(theirs, mine), (wall, mite)])).expect("both blocks are legal");
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 20, "both attackers blocked");
    // The Voidwalkers dealt 3 to each other (toughness 2): both left the battlefield.
    assert!(on_battlefield(&g, DAUTHI).is_empty());
}

#[test]
fn with_no_creature_with_shadow_to_block_it_dauthi_voidwalker_is_unblockable_702_28b() {
    let mut g = voidwalker_game(
        json!([DAUTHI]),
        json!([]),
        json!(["God-Pharaoh's Faithful"]),
        json!([]),
        json!(["Plains", "Plains"]),
    );
    let dauthi = the_only(&g, DAUTHI);
    let wall = the_only(&g, "God-Pharaoh's Faithful");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(dauthi, at_player(1))])).expect("Dauthi attacks");
    advance_to(&mut g, Step::DeclareBlockers);
    // 509.1a: no legal block: player 1 is not asked.
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    refused(&mut g, block(1, &[(wall, dauthi)]));
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 17, "3 combat damage");
}

/// Player 0 has Dauthi Voidwalker and lands; Thought Scour mills player 1's
/// `top` two cards (exiled with void counters); `other` is exiled another way
/// (Fatal Push's owner is player 1, a card in exile without a void counter).
fn voidwalker_with_void_cards(top: [&str; 2], hand: Value) -> Game {
    let mut g = voidwalker_game(
        json!([DAUTHI, "Island", "Swamp", "Swamp", "Mountain"]),
        hand,
        json!([]),
        json!([]),
        json!([top[0], top[1], "Plains"]),
    );
    let scour = in_hand(&g, 0, "Thought Scour");
    g.apply(cast_at(0, scour, CastMethod::Normal, vec![player_target(1)])).expect("Thought Scour");
    resolve_all(&mut g);
    assert_eq!(void_counters(&g, top[0]), 1);
    assert_eq!(void_counters(&g, top[1]), 1);
    g
}

#[test]
fn dauthi_voidwalker_sacrificed_lets_you_cast_a_chosen_void_card_without_paying_its_mana_cost_118_9() {
    let mut g = voidwalker_with_void_cards(["Thoughtseize", "Lightning Bolt"], json!(["Thought Scour"]));
    let dauthi = the_only(&g, DAUTHI);
    g.apply(activate(&g, dauthi, 2)).expect("{T}, sacrifice");
    assert_eq!(zone_of(&g, DAUTHI, 0), Some(Zone::Graveyard), "sacrificed: its own card, to its own graveyard");
    resolve_all(&mut g);
    // 608.2d: two candidates, chosen as it resolves (no target).
    let Some(Pending::ChooseObject { player: PlayerId(0), ref objects, .. }) = g.state().pending else {
        panic!("a choice: {:?}", g.state().pending);
    };
    let seize = exiled(&g, "Thoughtseize")[0];
    let bolt = exiled(&g, "Lightning Bolt")[0];
    assert_eq!(objects.len(), 2);
    assert!(objects.contains(&seize) && objects.contains(&bolt));
    check_legal_actions(&g);
    let before = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &before).expect("reads back").to_json(), before);
    assert_eq!(refused(&mut g, Action::ChooseObject { player: PlayerId(1), object: seize }), "not_your_choice");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: seize }).expect("Thoughtseize chosen");
    assert!(g.state().stack.is_empty());
    // The permission reads back.
    let json = g.to_json();
    assert!(json.contains("\"withoutPaying\":true"), "{json}");
    assert_eq!(Game::from_json(decks_pool(), &json).expect("reads back").to_json(), json);
    // 118.9: only without paying its mana cost; the other void card is not playable.
    let options = g.cast_options(seize).unwrap();
    let normal = options.iter().find(|o| o.method == CastMethod::Normal).expect("listed");
    assert!(normal.reasons.iter().any(|r| r.code == "only_without_paying"), "{:?}", normal.reasons);
    let free = options.iter().find(|o| o.method == CastMethod::WithoutPayingManaCost).expect("listed");
    assert!(free.reasons.is_empty(), "{:?}", free.reasons);
    assert!(
        !g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == bolt)),
        "the card not chosen"
    );
    refused(&mut g, cast_at(0, seize, CastMethod::Normal, vec![player_target(1)]));
    let lands_untapped = |g: &Game| g.state().battlefield.iter().filter(|&&id| !g.object(id).unwrap().tapped).count();
    let untapped = lands_untapped(&g);
    g.apply(cast_at(0, seize, CastMethod::WithoutPayingManaCost, vec![player_target(1)])).expect("cast free");
    assert_eq!(lands_untapped(&g), untapped, "no mana paid");
    assert_eq!(g.object(g.state().stack[0]).unwrap().controller, PlayerId(0), "110.2a: the caster controls it");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 18, "you lose 2 life");
    // 608.2n: to its owner's graveyard, player 1's: the Voidwalker, sacrificed, replaces nothing now.
    assert_eq!(zone_of(&g, "Thoughtseize", 1), Some(Zone::Graveyard));
}

#[test]
fn a_void_card_chosen_by_dauthi_voidwalker_keeps_its_timing_and_the_permission_ends_with_the_turn_118_9_514_2() {
    let mut g = voidwalker_with_void_cards(["Thoughtseize", "Plains"], json!(["Thought Scour"]));
    let dauthi = the_only(&g, DAUTHI);
    g.apply(activate(&g, dauthi, 2)).expect("{T}, sacrifice");
    resolve_all(&mut g);
    let seize = exiled(&g, "Thoughtseize")[0];
    g.apply(Action::ChooseObject { player: PlayerId(0), object: seize }).expect("chosen");
    // A sorcery: not in combat (601.3, 307.1).
    advance_to(&mut g, Step::BeginningOfCombat);
    let free = option(&g, seize, CastMethod::WithoutPayingManaCost);
    assert!(codes(&free).contains(&"not_main_phase"), "{:?}", codes(&free));
    // 514.2: the permission ends in the cleanup step.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(g.state().play_from_exile.is_empty());
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == seize)));
}

#[test]
fn a_void_land_chosen_by_dauthi_voidwalker_is_played_as_your_land_for_the_turn_305_1() {
    let mut g = voidwalker_with_void_cards(["Plains", "Plains"], json!(["Thought Scour"]));
    let dauthi = the_only(&g, DAUTHI);
    g.apply(activate(&g, dauthi, 2)).expect("{T}, sacrifice");
    resolve_all(&mut g);
    let plains = exiled(&g, "Plains");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: plains[0] }).expect("chosen");
    let play = Action::PlayLand { player: PlayerId(0), object: plains[0], face: None };
    assert!(g.legal_actions().contains(&play));
    assert!(!g.legal_actions().contains(&Action::PlayLand { player: PlayerId(0), object: plains[1], face: None }));
    g.apply(play).expect("played");
    let on = on_battlefield(&g, "Plains");
    assert_eq!(on.len(), 1);
    assert_eq!(g.object(on[0]).unwrap().controller, PlayerId(0), "under its player's control");
    assert_eq!(g.object(on[0]).unwrap().owner, PlayerId(1));
}

#[test]
fn dauthi_voidwalker_offers_no_card_exiled_without_a_void_counter_608_2d() {
    // Nothing in exile has a void counter: the ability resolves choosing nothing.
    let mut g = voidwalker_game(json!([DAUTHI]), json!([]), json!([]), json!([]), json!(["Plains"]));
    let dauthi = the_only(&g, DAUTHI);
    g.apply(activate(&g, dauthi, 2)).expect("{T}, sacrifice");
    resolve_all(&mut g);
    assert!(g.state().pending.is_none());
    assert!(g.state().play_from_exile.is_empty());
}

const ACLAZOTZ: &str = "Aclazotz, Deepest Betrayal // Temple of the Dead";

/// Three players: player 0 (active, precombat main of turn 3) has `mine`
/// and `hand`; player 1 has God-Pharaoh's Faithful and `hand1`; player 2
/// has `hand2`. Each library is four Swamps.
fn aclazotz_game(mine: Value, hand: Value, hand1: Value, hand2: Value) -> Game {
    let g = decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": ["Swamp", "Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["God-Pharaoh's Faithful"], "hand": hand1, "library": ["Swamp", "Swamp", "Swamp", "Swamp"] },
            { "hand": hand2, "library": ["Swamp", "Swamp", "Swamp", "Swamp"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card(ACLAZOTZ).unwrap().unsupported_text().count(), 0, "understood whole");
    g
}

/// The tokens named Bat on the battlefield.
fn bats(g: &Game) -> Vec<ObjectId> {
    g.state()
        .battlefield
        .iter()
        .copied()
        .filter(|&id| g.object(id).unwrap().token && g.object(id).unwrap().card.contains("Bat"))
        .collect()
}

/// 701.9b: `player` discards the card named `name` the pending choice asks for.
fn discard(g: &mut Game, player: u8, name: &str) {
    assert!(
        matches!(g.state().pending, Some(Pending::Discard { player: p, .. }) if p == PlayerId(player)),
        "{:?}",
        g.state().pending
    );
    let object = in_hand(g, player, name);
    g.apply(Action::Discard { player: PlayerId(player), object }).expect("discards");
}

/// Aclazotz attacks player 1; its attack trigger goes on the stack and resolves up to the discard choices.
fn aclazotz_attacks(g: &mut Game) {
    let aclazotz = the_only(g, ACLAZOTZ);
    advance_to(g, Step::DeclareAttackers);
    g.apply(attack(0, &[(aclazotz, at_player(1))])).expect("Aclazotz attacks");
    assert_eq!(g.state().stack.len(), 1, "the attack trigger");
    resolve_all(g);
}

#[test]
fn aclazotz_attacking_makes_each_opponent_discard_and_you_draw_for_each_who_cant_701_9b_608_2c() {
    // Player 1 discards their only card, a land; player 2 has no card to discard.
    let mut g = aclazotz_game(json!([ACLAZOTZ]), json!([]), json!(["Plains"]), json!([]));
    aclazotz_attacks(&mut g);
    discard(&mut g, 1, "Plains");
    assert!(g.state().pending.is_none(), "player 2 is not asked: no card ({:?})", g.state().pending);
    assert_eq!(zone_of(&g, "Plains", 1), Some(Zone::Graveyard), "player 1 discarded");
    assert_eq!(g.state().players[0].hand.len(), 1, "player 2 couldn't: player 0 drew one card");
    // 603.2: "Whenever an opponent discards a land card": a 1/1 black Bat with flying.
    assert_eq!(g.state().stack.len(), 1, "the discard trigger");
    resolve_all(&mut g);
    let bat = bats(&g);
    assert_eq!(bat.len(), 1);
    let view = g.permanent(bat[0]).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1));
    assert!(view.keywords.flying);
    assert_eq!(g.object(bat[0]).unwrap().controller, PlayerId(0));
}

#[test]
fn aclazotz_draws_nothing_when_every_opponent_discarded_and_a_nonland_discard_makes_no_bat_608_2c_603_2() {
    let mut g =
        aclazotz_game(json!([ACLAZOTZ]), json!([]), json!(["Lightning Bolt", "Thoughtseize"]), json!(["Duress"]));
    aclazotz_attacks(&mut g);
    // 101.4: player 1 chooses which of two cards to discard.
    let Some(Pending::Discard { player: PlayerId(1), .. }) = g.state().pending else {
        panic!("player 1 chooses: {:?}", g.state().pending);
    };
    check_legal_actions(&g);
    let before = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &before).expect("reads back").to_json(), before);
    discard(&mut g, 1, "Lightning Bolt");
    discard(&mut g, 2, "Duress");
    resolve_all(&mut g);
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Duress", 2), Some(Zone::Graveyard));
    assert!(g.state().players[0].hand.is_empty(), "both could discard: no card drawn");
    assert!(g.state().stack.is_empty() && bats(&g).is_empty(), "no land card discarded: no Bat");
}

#[test]
fn aclazotz_has_flying_and_lifelink_702_9b_702_15b() {
    let mut g = aclazotz_game(json!([ACLAZOTZ]), json!([]), json!(["Plains", "Plains"]), json!(["Plains"]));
    let aclazotz = the_only(&g, ACLAZOTZ);
    let wall = the_only(&g, "God-Pharaoh's Faithful");
    aclazotz_attacks(&mut g);
    discard(&mut g, 1, "Plains");
    discard(&mut g, 2, "Plains");
    resolve_all(&mut g);
    assert_eq!(bats(&g).len(), 2, "two land cards discarded, two Bats");
    advance_to(&mut g, Step::DeclareBlockers);
    // 509.1a: God-Pharaoh's Faithful has neither flying nor reach: no legal block, player 1 is not asked.
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    refused(&mut g, block(1, &[(wall, aclazotz)]));
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 16);
    assert_eq!(g.state().players[0].life, 24, "lifelink");
}

#[test]
fn aclazotz_dies_and_returns_tapped_and_transformed_as_temple_of_the_dead_712_14a_400_7e() {
    let mut g = aclazotz_game(json!([ACLAZOTZ, "Swamp", "Mountain"]), json!(["Terminate"]), json!([]), json!([]));
    let aclazotz = the_only(&g, ACLAZOTZ);
    let terminate = in_hand(&g, 0, "Terminate");
    g.apply(cast_at(0, terminate, CastMethod::Normal, vec![at(aclazotz)])).expect("Terminate");
    pass_all(&mut g);
    assert_eq!(zone_of(&g, ACLAZOTZ, 0), Some(Zone::Graveyard), "it died");
    assert_eq!(g.state().stack.len(), 1, "its dies trigger");
    resolve_all(&mut g);
    let temple = the_only(&g, ACLAZOTZ);
    assert_ne!(temple, aclazotz, "a new object (400.7)");
    let o = g.object(temple).unwrap();
    assert!(o.tapped, "tapped");
    assert_eq!(o.face, Some(1), "transformed: Temple of the Dead");
    assert_eq!(o.controller, PlayerId(0));
    let view = g.permanent(temple).unwrap();
    assert_eq!(view.characteristics.name, "Temple of the Dead");
    assert!(!view.is(mtg_rules::card::CardType::Creature));
    assert!(g.state().players[0].graveyard.iter().all(|&id| g.object(id).unwrap().card != ACLAZOTZ));
}

#[test]
fn aclazotz_exiled_instead_by_an_opponents_dauthi_voidwalker_does_not_die_or_return_614_1a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [ACLAZOTZ, "Swamp", "Mountain"], "hand": ["Terminate"], "library": ["Swamp", "Swamp"] },
            { "battlefield": [DAUTHI], "library": ["Swamp", "Swamp"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let aclazotz = the_only(&g, ACLAZOTZ);
    let terminate = in_hand(&g, 0, "Terminate");
    g.apply(cast_at(0, terminate, CastMethod::Normal, vec![at(aclazotz)])).expect("Terminate");
    resolve_all(&mut g);
    assert!(g.state().stack.is_empty(), "it never died: no trigger");
    assert_eq!(void_counters(&g, ACLAZOTZ), 1);
    assert!(on_battlefield(&g, ACLAZOTZ).is_empty());
}

/// Player 0 has Temple of the Dead (back face up) and three Swamps; player 0's
/// hand is `hand`, player 1's `hand1`.
fn temple_game(hand: Value, hand1: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": [{ "card": ACLAZOTZ, "face": "back" }, "Swamp", "Swamp", "Swamp"], "hand": hand,
              "library": ["Swamp", "Swamp"] },
            { "hand": hand1, "library": ["Swamp", "Swamp"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn temple_of_the_dead_taps_for_black_mana_605_1a() {
    let mut g = temple_game(json!(["Fatal Push"]), json!(["Plains", "Plains"]));
    let temple = the_only(&g, ACLAZOTZ);
    g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: temple, choice: 0 }).expect("{T}: Add {B}");
    assert!(g.object(temple).unwrap().tapped);
    let pool = g.state().players[0].mana_pool.mana;
    assert_eq!((pool.B, pool.W + pool.U + pool.R + pool.G + pool.C), (1, 0), "one black mana");
}

#[test]
fn temple_of_the_dead_transforms_only_if_a_player_has_one_or_fewer_cards_in_hand_and_as_a_sorcery_602_5() {
    // Both players have two cards: refused, the game unchanged.
    let mut g = temple_game(json!(["Plains", "Plains"]), json!(["Plains", "Plains"]));
    let temple = the_only(&g, ACLAZOTZ);
    let transform = activate(&g, temple, 1);
    refused_with(&mut g, transform, "no_player_with_few_cards", Some("602.5"));
    // Player 1 has one card: allowed, as a sorcery only.
    let mut g = temple_game(json!(["Plains", "Plains"]), json!(["Plains"]));
    let temple = the_only(&g, ACLAZOTZ);
    assert!(g.legal_actions().contains(&activate(&g, temple, 1)));
    let mut combat = g.clone();
    advance_to(&mut combat, Step::BeginningOfCombat);
    let transform = activate(&combat, temple, 1);
    refused_with(&mut combat, transform, "sorcery_timing", Some("602.5d"));
    g.apply(activate(&g, temple, 1)).expect("{2}{B}, {T}: transform");
    assert!(g.object(temple).unwrap().tapped);
    resolve_all(&mut g);
    // 701.27a: the same object, front face up: a 4/4 flying, lifelink Bat God.
    let o = g.object(temple).unwrap();
    assert_eq!(o.face.unwrap_or(0), 0);
    let view = g.permanent(temple).unwrap();
    assert_eq!(view.characteristics.name, "Aclazotz, Deepest Betrayal");
    assert_eq!((view.power, view.toughness), (4, 4));
    assert!(view.keywords.flying && view.keywords.lifelink);
}

const TINYBONES: &str = "Tinybones, the Pickpocket";

/// Player 0 (active, precombat main of turn 3) has Tinybones and `mine`, and
/// `graveyard`; player 1 has `theirs` and `their_graveyard`.
fn tinybones_game(mine: Value, graveyard: Value, theirs: Value, their_graveyard: Value) -> Game {
    let g = decks_game(json!({
        "players": [
            { "battlefield": mine, "graveyard": graveyard, "library": ["Swamp", "Swamp", "Swamp"] },
            { "battlefield": theirs, "graveyard": their_graveyard, "library": ["Swamp", "Swamp", "Swamp"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card(TINYBONES).unwrap().unsupported_text().count(), 0, "understood whole");
    g
}

/// The one card named `name` in player `p`'s graveyard.
fn in_graveyard(g: &Game, p: usize, name: &str) -> ObjectId {
    *g.state().players[p].graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).expect("in the graveyard")
}

/// Tinybones attacks player 1 unblocked; its combat damage trigger is put on the stack (its target chosen if asked).
fn tinybones_connects(g: &mut Game, target: Option<ObjectId>) {
    let tinybones = on_battlefield(g, TINYBONES)[0];
    advance_to(g, Step::DeclareAttackers);
    g.apply(attack(0, &[(tinybones, at_player(1))])).expect("attacks");
    advance_to(g, Step::CombatDamage);
    if let Some(Pending::ChooseTargets { .. }) = g.state().pending {
        let target = target.expect("a target to choose");
        choose_trigger_targets(g, &[at(target)]);
    }
}

#[test]
fn tinybones_lets_you_cast_a_nonland_permanent_card_from_that_players_graveyard_spending_mana_of_any_type_118_14() {
    // Player 0 has only Swamps; Thraben Inspector costs {W}.
    let mut g = tinybones_game(
        json!([TINYBONES, "Swamp"]),
        json!(["Haywire Mite"]),
        json!([]),
        json!(["Thraben Inspector", "Lightning Bolt", "Plains", "Haywire Mite"]),
    );
    let inspector = in_graveyard(&g, 1, "Thraben Inspector");
    let their_mite = in_graveyard(&g, 1, "Haywire Mite");
    tinybones_connects(&mut g, Some(inspector));
    // 115.1, 608.2c: only nonland permanent cards of the player dealt damage.
    let Some(ability) = g.state().stack.last().copied() else { panic!("the trigger") };
    let targets = &g.object(ability).unwrap().targets;
    assert_eq!(targets.len(), 1);
    assert_eq!(g.state().players[1].life, 19);
    pass_all(&mut g);
    let Some(Pending::CastFromGraveyard { player: PlayerId(0), object, mana_of_any_type: true, .. }) =
        g.state().pending.clone()
    else {
        panic!("a cast offered: {:?}", g.state().pending);
    };
    assert_eq!(object, inspector);
    let before = g.to_json();
    assert!(before.contains("\"manaOfAnyType\":true"));
    assert_eq!(Game::from_json(decks_pool(), &before).expect("reads back").to_json(), before);
    check_legal_actions(&g);
    // 118.14: for its mana cost, {W} paid with {B}; not without paying it.
    refused(&mut g, cast(0, inspector, CastMethod::WithoutPayingManaCost));
    refused(&mut g, cast(0, their_mite, CastMethod::Normal));
    let offered: Vec<Action> = g.legal_actions();
    assert!(offered.contains(&cast(0, inspector, CastMethod::Normal)), "{offered:?}");
    g.apply(cast(0, inspector, CastMethod::Normal)).expect("cast with black mana");
    let swamp = the_only(&g, "Swamp");
    assert!(g.object(swamp).unwrap().tapped, "one mana paid");
    // 110.2a: its caster controls it; 609.4b: its mana value and colors are the card's.
    let spell = *g.state().stack.last().unwrap();
    assert_eq!(g.object(spell).unwrap().controller, PlayerId(0));
    assert_eq!(g.object(spell).unwrap().owner, PlayerId(1));
    resolve_all(&mut g);
    let on = the_only(&g, "Thraben Inspector");
    assert_eq!(g.object(on).unwrap().controller, PlayerId(0), "under its caster's control");
    assert_eq!(g.object(on).unwrap().owner, PlayerId(1));
}

#[test]
fn tinybones_cannot_target_lands_spells_or_your_own_graveyard_115_1_and_may_be_declined_603_5() {
    let mut g = tinybones_game(
        json!([TINYBONES]),
        json!(["Haywire Mite"]),
        json!([]),
        json!(["Lightning Bolt", "Plains", "Thraben Inspector"]),
    );
    let inspector = in_graveyard(&g, 1, "Thraben Inspector");
    tinybones_connects(&mut g, Some(inspector));
    // Only the Inspector was a legal target (one choice: made without asking).
    let ability = *g.state().stack.last().unwrap();
    assert_eq!(g.object(ability).unwrap().targets, vec![at(inspector)]);
    pass_all(&mut g);
    // No land to pay {W} with: the only answer is to decline.
    assert!(matches!(g.state().pending, Some(Pending::CastFromGraveyard { .. })));
    let decline = Action::YouMay { player: PlayerId(0), accept: false };
    assert_eq!(g.legal_actions(), vec![decline.clone()]);
    assert_eq!(refused(&mut g, cast(0, inspector, CastMethod::Normal)), "cannot_pay");
    g.apply(decline).expect("declined");
    assert_eq!(zone_of(&g, "Thraben Inspector", 1), Some(Zone::Graveyard), "it stays");
    assert!(g.state().pending.is_none());
}

#[test]
fn tinybones_has_deathtouch_702_2b() {
    let mut g = tinybones_game(json!([TINYBONES]), json!([]), json!(["God-Pharaoh's Faithful"]), json!([]));
    let tinybones = the_only(&g, TINYBONES);
    let wall = the_only(&g, "God-Pharaoh's Faithful");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(tinybones, at_player(1))])).expect("attacks");
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(1, &[(wall, tinybones)])).expect("blocks");
    advance_to(&mut g, Step::EndOfCombat);
    assert!(on_battlefield(&g, "God-Pharaoh's Faithful").is_empty(), "1 deathtouch damage destroys a 0/4");
    assert_eq!(g.state().players[1].life, 20, "blocked: no trigger");
}
