//! Real-deck cards of issue 14 (`data/pool-decks.json`, current Oracle text):
//! Life from the Loam's dredge (702.52a, a replacement of a draw that stops
//! for its choice, 614.1a, 121.6b) and its spell.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Draws, Event, Game, Pending, PlayerId, Step, Target};
use serde_json::{Value, json};

const LOAM: &str = "Life from the Loam";

/// Player 0 (active, at `step` of turn 3) has `graveyard`, `hand`, three
/// Forests on the battlefield and `library` (top first); player 1 has three
/// Plains in their library.
fn loam_game(step: &str, hand: Value, graveyard: Value, library: Value) -> Game {
    let g = decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Forest", "Island"], "hand": hand, "graveyard": graveyard, "library": library },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": step, "turn": 3
    }));
    assert_eq!(decks_pool().card(LOAM).unwrap().unsupported_text().count(), 0, "understood whole");
    g
}

fn names(g: &Game, ids: &[mtg_rules::game::ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

fn in_graveyard(g: &Game, player: usize, name: &str) -> mtg_rules::game::ObjectId {
    let p = &g.state().players[player];
    *p.graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name}"))
}

fn dredge(player: u8, object: mtg_rules::game::ObjectId) -> Action {
    Action::ChooseObject { player: PlayerId(player), object }
}

fn draw_instead(player: u8) -> Action {
    Action::YouMay { player: PlayerId(player), accept: false }
}

#[test]
fn life_from_the_loam_returns_up_to_three_target_land_cards_from_its_casters_graveyard_to_hand_115_1_400_3() {
    let mut g = loam_game(
        "precombatMain",
        json!([LOAM]),
        json!(["Mountain", "Swamp", "Plains", "Lightning Bolt"]),
        json!(["Island", "Island", "Island"]),
    );
    let loam = in_hand(&g, 0, LOAM);
    let lands: Vec<_> = ["Mountain", "Swamp", "Plains"].iter().map(|n| at(in_graveyard(&g, 0, n))).collect();
    // A nonland card is no legal target.
    let bolt = at(in_graveyard(&g, 0, "Lightning Bolt"));
    let bad = cast_at(0, loam, CastMethod::Normal, vec![lands[0], lands[1], bolt]);
    assert_eq!(refused(&mut g, bad), "illegal_target");
    g.apply(cast_at(0, loam, CastMethod::Normal, lands.clone())).expect("Loam cast with three targets");
    resolve_all(&mut g);
    for land in ["Mountain", "Swamp", "Plains"] {
        assert_eq!(zone_of(&g, land, 0), Some(Zone::Hand), "{land} returned");
    }
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, LOAM, 0), Some(Zone::Graveyard), "the sorcery resolved");
    // "Up to three": one target is enough.
    let mut one = loam_game("precombatMain", json!([LOAM]), json!(["Mountain", "Swamp"]), json!(["Island"]));
    let loam = in_hand(&one, 0, LOAM);
    let mountain = at(in_graveyard(&one, 0, "Mountain"));
    one.apply(cast_at(0, loam, CastMethod::Normal, vec![mountain, Target::Nothing, Target::Nothing]))
        .expect("one target");
    resolve_all(&mut one);
    assert_eq!(zone_of(&one, "Mountain", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&one, "Swamp", 0), Some(Zone::Graveyard), "not targeted, stays");
}

#[test]
fn dredge_3_replaces_the_draw_step_draw_milling_three_and_returning_life_from_the_loam_702_52a_614_1a() {
    let mut g = loam_game("upkeep", json!([]), json!([LOAM]), json!(["Island", "Swamp", "Mountain", "Plains"]));
    let loam = in_graveyard(&g, 0, LOAM);
    advance_to(&mut g, Step::Draw);
    let Some(Pending::Dredge { player: PlayerId(0), cards, then }) = g.state().pending.clone() else {
        panic!("the dredge choice: {:?}", g.state().pending)
    };
    assert_eq!(cards, [loam]);
    assert!(then.is_empty(), "one draw in the draw step");
    assert_eq!(g.state().players[0].hand.len(), 0, "nothing drawn yet");
    let legal = g.legal_actions();
    assert_eq!(legal, [dredge(0, loam), draw_instead(0)]);
    check_legal_actions(&g);
    // 732: the other player can't answer it; a card that isn't offered is refused; the game is unchanged.
    assert_eq!(refused(&mut g, dredge(1, loam)), "not_your_choice");
    let island = g.state().players[0].library[0];
    assert_eq!(refused(&mut g, dredge(0, island)), "not_a_choice");
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(0), accept: true }), "choice_pending");
    assert_eq!(refused(&mut g, pass(0)), "choice_pending");
    // The pending choice reads back from JSON.
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).expect("reads back").to_json(), json);
    let events = g.apply(dredge(0, loam)).expect("dredged");
    assert!(events.iter().any(|e| matches!(e, Event::Dredged { player: PlayerId(0), milled: 3, .. })));
    assert!(!events.iter().any(|e| matches!(e, Event::CardDrawn { .. })), "no card drawn");
    let p = &g.state().players[0];
    assert_eq!(names(&g, &p.hand), [LOAM], "returned to hand instead of a draw");
    assert_eq!(names(&g, &p.graveyard), ["Island", "Swamp", "Mountain"], "the top three milled, in order");
    assert_eq!(names(&g, &p.library), ["Plains"]);
    assert_eq!(p.cards_drawn, 0, "a replaced draw is no draw (121.6)");
    assert!(g.state().pending.is_none());
    assert_eq!((g.state().step, g.state().priority_player), (Step::Draw, PlayerId(0)), "then priority (504.2)");
}

#[test]
fn declining_dredge_draws_the_card_and_life_from_the_loam_stays_in_the_graveyard_702_52a() {
    let mut g = loam_game("upkeep", json!([]), json!([LOAM]), json!(["Island", "Swamp", "Mountain"]));
    advance_to(&mut g, Step::Draw);
    assert!(matches!(g.state().pending, Some(Pending::Dredge { .. })), "exactly three cards: it may dredge");
    let events = g.apply(draw_instead(0)).expect("draws");
    assert!(events.iter().any(|e| matches!(e, Event::CardDrawn { player: PlayerId(0), .. })));
    let p = &g.state().players[0];
    assert_eq!(names(&g, &p.hand), ["Island"]);
    assert_eq!(names(&g, &p.graveyard), [LOAM]);
    assert_eq!(p.cards_drawn, 1);
    assert!(g.state().pending.is_none());
}

#[test]
fn dredge_3_cannot_replace_a_draw_with_fewer_than_three_cards_in_the_library_702_52b() {
    let mut g = loam_game("upkeep", json!([]), json!([LOAM]), json!(["Island", "Swamp"]));
    advance_to(&mut g, Step::Draw);
    assert!(g.state().pending.is_none(), "no choice: two cards can't be milled this way");
    let p = &g.state().players[0];
    assert_eq!(names(&g, &p.hand), ["Island"], "the card is drawn");
    assert_eq!(names(&g, &p.graveyard), [LOAM]);
    // Nor does a Loam in hand dredge: it functions only in the graveyard.
    let mut g = loam_game("upkeep", json!([LOAM]), json!([]), json!(["Island", "Swamp", "Mountain", "Plains"]));
    advance_to(&mut g, Step::Draw);
    assert!(g.state().pending.is_none());
    assert_eq!(g.state().players[0].hand.len(), 2);
}

#[test]
fn each_draw_of_brainstorm_is_replaced_on_its_own_and_the_resolution_goes_on_after_the_choices_121_6b_608_2d() {
    let mut g = loam_game(
        "precombatMain",
        json!(["Brainstorm"]),
        json!([LOAM]),
        json!(["Island", "Swamp", "Mountain", "Plains", "Forest", "Forest"]),
    );
    let brainstorm = in_hand(&g, 0, "Brainstorm");
    g.apply(cast(0, brainstorm, CastMethod::Normal)).expect("Brainstorm cast");
    resolve_all(&mut g);
    // The first of three draws: asked, the other two wait (121.6b).
    let Some(Pending::Dredge { cards, then, .. }) = g.state().pending.clone() else {
        panic!("the first draw's choice: {:?}", g.state().pending)
    };
    assert_eq!(then, [Draws { player: PlayerId(0), count: 2, discard: 0 }]);
    assert_eq!(zone_of(&g, "Brainstorm", 0), Some(Zone::Stack), "still resolving (608.2n)");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).expect("reads back").to_json(), json);
    // Declined: that draw happens; the second draw is asked anew.
    g.apply(draw_instead(0)).expect("the first card drawn");
    assert_eq!(names(&g, &g.state().players[0].hand), ["Island"]);
    let Some(Pending::Dredge { then, .. }) = g.state().pending.clone() else {
        panic!("the second draw's choice: {:?}", g.state().pending)
    };
    assert_eq!(then, [Draws { player: PlayerId(0), count: 1, discard: 0 }]);
    // Dredged: three milled, Loam returns; the third draw has no dredge card left to replace it.
    g.apply(dredge(0, cards[0])).expect("the second draw dredged");
    let p = &g.state().players[0];
    assert_eq!(names(&g, &p.graveyard), ["Swamp", "Mountain", "Plains"]);
    assert_eq!(names(&g, &p.hand), ["Island", LOAM, "Forest"], "the third draw");
    assert_eq!(p.cards_drawn, 2);
    // Then Brainstorm's next instruction: two cards from hand on top.
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("the cards put back: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 3);
    let loam = in_hand(&g, 0, LOAM);
    g.apply(Action::ChooseObject { player: PlayerId(0), object: loam }).unwrap();
    let island = in_hand(&g, 0, "Island");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: island }).unwrap();
    assert!(g.state().pending.is_none());
    assert_eq!(names(&g, &g.state().players[0].library[..2]), ["Island", LOAM]);
    assert_eq!(zone_of(&g, "Brainstorm", 0), Some(Zone::Graveyard), "resolved");
}

// --- March of Otherworldly Light --------------------------------------------------------

const MARCH: &str = "March of Otherworldly Light";

/// Player 0 (active, precombat main of turn 3) has two Plains, March and
/// `hand`, and Lightning Bolt in their graveyard; player 1 has Crypt Rats
/// (mana value 3) and Tormod's Crypt (mana value 0).
fn march_game(hand: Value) -> Game {
    let mut cards = vec![json!(MARCH)];
    cards.extend(hand.as_array().cloned().unwrap_or_default());
    let g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains"], "hand": cards, "graveyard": ["Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Crypt Rats", "Tormod's Crypt"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let unsupported: Vec<_> = decks_pool().card(MARCH).unwrap().unsupported_text().collect();
    assert!(unsupported.is_empty(), "understood whole: {unsupported:?}");
    g
}

/// Casting March with X, targets and the cards its additional cost exiles.
fn march(g: &Game, x: u32, target: &str, exiled: &[mtg_rules::game::ObjectId]) -> Action {
    let march = in_hand(g, 0, MARCH);
    match cast_choosing(0, march, vec![at(the_only(g, target))], Vec::new(), exiled.to_vec()) {
        Action::CastSpell { player, object, method, payment, targets, modes, choices, .. } => Action::CastSpell {
            player,
            object,
            method,
            x: Some(x),
            payment,
            targets,
            modes,
            choices,
            division: Vec::new(),
        },
        other => other,
    }
}

fn untapped_plains(g: &Game) -> usize {
    on_battlefield(g, "Plains").into_iter().filter(|&id| !g.object(id).unwrap().tapped).count()
}

#[test]
fn march_exiling_two_white_cards_costs_four_less_so_x_3_costs_only_w_601_2b_601_2f() {
    let mut g = march_game(json!(["Squadron Hawk", "Thraben Inspector", "Lightning Bolt"]));
    let (hawk, inspector) = (in_hand(&g, 0, "Squadron Hawk"), in_hand(&g, 0, "Thraben Inspector"));
    let events = g.apply(march(&g, 3, "Crypt Rats", &[hawk, inspector])).expect("March cast for {W}");
    let cost = events.iter().find_map(|e| match e {
        Event::SpellCast { total_cost, x, .. } => Some((total_cost.clone(), *x)),
        _ => None,
    });
    assert_eq!(cost, Some(("{W}".to_string(), Some(3))), "{{3}}{{W}} less {{2}} twice: only generic is reduced");
    assert_eq!(untapped_plains(&g), 1, "one Plains paid it");
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Exile), "exiled as the cost (601.2h)");
    assert_eq!(zone_of(&g, "Thraben Inspector", 0), Some(Zone::Exile));
    in_hand(&g, 0, "Lightning Bolt"); // not chosen, it stays
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Crypt Rats", 1), Some(Zone::Exile), "mana value 3, X = 3: exiled");
    assert_eq!(zone_of(&g, "Tormod's Crypt", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, MARCH, 0), Some(Zone::Graveyard));
}

#[test]
fn march_exiling_one_white_card_costs_2_less_and_exiling_none_costs_its_full_x_601_2f() {
    let g = march_game(json!(["Squadron Hawk"]));
    let hawk = in_hand(&g, 0, "Squadron Hawk");
    // One card: {3}{W} less {2} is {1}{W}, both Plains.
    let mut one = g.clone();
    one.apply(march(&one, 3, "Crypt Rats", &[hawk])).expect("March cast for {1}{W}");
    assert_eq!(untapped_plains(&one), 0);
    resolve_all(&mut one);
    assert_eq!(zone_of(&one, "Crypt Rats", 1), Some(Zone::Exile));
    // None: {3}{W} with two Plains can't be paid; nothing changes (732).
    let mut none = g.clone();
    let action = march(&none, 3, "Crypt Rats", &[]);
    let code = refused(&mut none, action);
    assert_eq!(code, "cannot_pay");
    // X = 0 exiles only a permanent with mana value 0, for {W} alone.
    let mut zero = g.clone();
    zero.apply(march(&zero, 0, "Tormod's Crypt", &[])).expect("March with X = 0");
    assert_eq!(untapped_plains(&zero), 1);
    resolve_all(&mut zero);
    assert_eq!(zone_of(&zero, "Tormod's Crypt", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&zero, "Squadron Hawk", 0), Some(Zone::Hand));
}

#[test]
fn march_cannot_target_a_permanent_with_mana_value_greater_than_the_announced_x_107_3_601_2c() {
    let mut g = march_game(json!(["Squadron Hawk", "Thraben Inspector"]));
    let (hawk, inspector) = (in_hand(&g, 0, "Squadron Hawk"), in_hand(&g, 0, "Thraben Inspector"));
    let action = march(&g, 2, "Crypt Rats", &[hawk, inspector]);
    assert_eq!(refused(&mut g, action), "illegal_target");
    let action = march(&g, 0, "Crypt Rats", &[]);
    assert_eq!(refused(&mut g, action), "illegal_target");
    // Listed: each target with the least X for it (the Crypt for X = 0; the Rats need {3}{W} less what is exiled).
    let legal = g.legal_actions();
    let casts: Vec<_> = legal
        .iter()
        .filter_map(|a| match a {
            Action::CastSpell { object, x, targets, .. } if g.object(*object).unwrap().card == MARCH => {
                Some((*x, targets.clone()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(casts, [(Some(0), vec![at(the_only(&g, "Tormod's Crypt"))])]);
    check_legal_actions(&g);
}

#[test]
fn march_refuses_a_nonwhite_card_a_card_not_in_hand_itself_or_a_card_twice_for_its_cost_601_2h_732() {
    let mut g = march_game(json!(["Squadron Hawk", "Lightning Bolt"]));
    let hawk = in_hand(&g, 0, "Squadron Hawk");
    let red = in_hand(&g, 0, "Lightning Bolt");
    let in_graveyard = in_graveyard(&g, 0, "Lightning Bolt");
    let plains = on_battlefield(&g, "Plains")[0];
    let itself = in_hand(&g, 0, MARCH);
    let opponents = g.state().players[1].library[0];
    for bad in [vec![red], vec![in_graveyard], vec![plains], vec![itself], vec![hawk, hawk], vec![opponents]] {
        let action = march(&g, 1, "Tormod's Crypt", &bad);
        assert_eq!(refused(&mut g, action), "invalid_cost_choice", "{bad:?}");
    }
    g.apply(march(&g, 1, "Tormod's Crypt", &[hawk])).expect("a white card from hand");
}

// --- Shigeki, Jukai Visionary -----------------------------------------------------------

const SHIGEKI: &str = "Shigeki, Jukai Visionary";

/// The index of Shigeki's ability whose cost has `part`.
fn shigeki_ability(part: mtg_rules::text::CostPart) -> usize {
    use mtg_rules::text::Ability;
    let face = decks_pool().card(SHIGEKI).unwrap().front().unwrap();
    face.abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts.contains(&part)))
        .expect("the ability")
}

/// Player 0 (active, precombat main of turn 3) has `battlefield`, `hand`,
/// `graveyard` and `library` (top first).
fn shigeki_game(battlefield: Value, hand: Value, graveyard: Value, library: Value) -> Game {
    let g = decks_game(json!({
        "players": [
            { "battlefield": battlefield, "hand": hand, "graveyard": graveyard, "library": library },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let unsupported: Vec<_> = decks_pool().card(SHIGEKI).unwrap().unsupported_text().collect();
    assert!(unsupported.is_empty(), "understood whole: {unsupported:?}");
    g
}

/// Shigeki's first ability activated and its stack ability resolving.
fn shigeki_reveals(library: Value) -> Game {
    let mut g = shigeki_game(json!([SHIGEKI, "Forest", "Forest"]), json!([]), json!([]), library);
    let shigeki = the_only(&g, SHIGEKI);
    let index = shigeki_ability(mtg_rules::text::CostPart::ReturnSelfToHand);
    let events = g.apply(activate(&g, shigeki, index)).expect("activated");
    assert!(events.iter().any(|e| matches!(e, Event::ObjectMoved { from, zone: Zone::Hand, .. } if *from == shigeki)));
    assert_eq!(zone_of(&g, SHIGEKI, 0), Some(Zone::Hand), "returned to its owner's hand as a cost (118.3)");
    assert_eq!(g.state().stack.len(), 1, "the ability, on its own (113.7a)");
    let events = pass_all(&mut g);
    let revealed = events.iter().filter(|e| matches!(e, Event::Revealed { player: PlayerId(0), .. })).count();
    assert_eq!(revealed, 4, "the top four revealed (701.20a)");
    g
}

#[test]
fn shigeki_reveals_four_puts_a_chosen_land_onto_the_battlefield_tapped_and_the_rest_into_the_graveyard_701_20a() {
    let mut g = shigeki_reveals(json!(["Lightning Bolt", "Island", "Mountain", "Squadron Hawk", "Plains"]));
    let Some(Pending::SearchLibrary { player: PlayerId(0), candidates, among: true, .. }) = g.state().pending.clone()
    else {
        panic!("the choice among the revealed lands: {:?}", g.state().pending)
    };
    assert_eq!(names(&g, &candidates), ["Island", "Mountain"], "land cards only");
    let mountain = candidates[1];
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(mountain) }).expect("the Mountain");
    assert!(g.state().pending.is_none());
    let mountain = the_only(&g, "Mountain");
    assert!(g.object(mountain).unwrap().tapped, "onto the battlefield tapped");
    let p = &g.state().players[0];
    assert_eq!(names(&g, &p.graveyard), ["Lightning Bolt", "Island", "Squadron Hawk"], "the rest");
    assert_eq!(names(&g, &p.library), ["Plains"], "the fifth card stays");
    assert!(g.state().stack.is_empty());
}

#[test]
fn shigeki_may_put_no_land_and_every_revealed_card_goes_to_the_graveyard_608_2d() {
    let mut g = shigeki_reveals(json!(["Lightning Bolt", "Island", "Mountain", "Squadron Hawk", "Plains"]));
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: None }).expect("none");
    assert!(on_battlefield(&g, "Island").is_empty() && on_battlefield(&g, "Mountain").is_empty());
    assert_eq!(g.state().players[0].graveyard.len(), 4);
    // With no land among them there is nothing to choose.
    let g = shigeki_reveals(json!(["Lightning Bolt", "Squadron Hawk", "Brainstorm", "Lightning Bolt", "Plains"]));
    assert!(g.state().pending.is_none());
    assert_eq!(g.state().players[0].graveyard.len(), 4);
    assert_eq!(names(&g, &g.state().players[0].library), ["Plains"]);
}

#[test]
fn shigeki_cannot_be_activated_tapped_nor_summoning_sick_602_5a_107_5() {
    let index = shigeki_ability(mtg_rules::text::CostPart::ReturnSelfToHand);
    for (shigeki, code) in [
        (json!({ "card": SHIGEKI, "tapped": true }), "already_tapped"),
        (json!({ "card": SHIGEKI, "summoningSick": true }), "summoning_sick"),
    ] {
        let mut g = shigeki_game(json!([shigeki, "Forest", "Forest"]), json!([]), json!([]), json!(["Plains"]));
        let id = the_only(&g, SHIGEKI);
        let action = activate(&g, id, index);
        assert_eq!(refused(&mut g, action), code);
        assert_eq!(zone_of(&g, SHIGEKI, 0), Some(Zone::Battlefield), "not returned");
    }
}

/// Channel with X and the targets.
fn channel(g: &Game, x: u32, targets: &[mtg_rules::game::ObjectId]) -> Action {
    let index = shigeki_ability(mtg_rules::text::CostPart::DiscardSelf);
    match activate_at(g, in_hand(g, 0, SHIGEKI), index, targets.iter().map(|&t| at(t)).collect()) {
        Action::ActivateAbility { player, object, ability, choice, targets, choices, payment, .. } => {
            Action::ActivateAbility { player, object, ability, choice, targets, choices, payment, x: Some(x) }
        }
        other => other,
    }
}

#[test]
fn shigekis_channel_returns_x_target_nonlegendary_cards_from_the_graveyard_601_2c_107_3_702_1() {
    let mut g = shigeki_game(
        json!(["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]),
        json!([SHIGEKI]),
        json!(["Lightning Bolt", "Squadron Hawk", "Skrelv, Defector Mite", "Island"]),
        json!(["Plains"]),
    );
    let bolt = in_graveyard(&g, 0, "Lightning Bolt");
    let hawk = in_graveyard(&g, 0, "Squadron Hawk");
    let skrelv = in_graveyard(&g, 0, "Skrelv, Defector Mite");
    // 601.2c with 107.3: exactly X targets; a legendary card is no legal target.
    let action = channel(&g, 2, &[bolt]);
    assert_eq!(refused(&mut g, action), "wrong_number_of_targets");
    let action = channel(&g, 2, &[bolt, skrelv]);
    assert_eq!(refused(&mut g, action), "illegal_target");
    let action = channel(&g, 2, &[bolt, bolt]);
    assert!(g.apply(action).is_err(), "the same card twice");
    // X = 3 costs {6}{G}{G}: six Forests can't.
    let action = channel(&g, 3, &[bolt, hawk, in_graveyard(&g, 0, "Island")]);
    assert_eq!(refused(&mut g, action), "cannot_pay");
    // X = 2: {4}{G}{G}, Shigeki discarded as the cost.
    let events = g.apply(channel(&g, 2, &[bolt, hawk])).expect("channel X = 2");
    assert!(events.iter().any(|e| matches!(e, Event::Discarded { .. })), "discarded (701.9a)");
    assert_eq!(zone_of(&g, SHIGEKI, 0), Some(Zone::Graveyard));
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Hand));
    in_hand(&g, 0, "Lightning Bolt");
    assert_eq!(zone_of(&g, "Skrelv, Defector Mite", 0), Some(Zone::Graveyard), "not targeted");
    assert_eq!(zone_of(&g, "Island", 0), Some(Zone::Graveyard));
}

// --- Doppelgang --------------------------------------------------------------------------

const DOPPELGANG: &str = "Doppelgang";

/// Player 0 (active, precombat main of turn 3) has Doppelgang, four Forests,
/// four Islands and Squadron Hawk; player 1 has Crypt Rats, a Mountain and
/// Lightning Bolt in hand.
fn doppelgang_game() -> Game {
    let g = decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Forest", "Forest", "Forest", "Island", "Island", "Island", "Island",
                              "Squadron Hawk"],
              "hand": [DOPPELGANG], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Crypt Rats", "Mountain"], "hand": ["Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let unsupported: Vec<_> = decks_pool().card(DOPPELGANG).unwrap().unsupported_text().collect();
    assert!(unsupported.is_empty(), "understood whole: {unsupported:?}");
    g
}

fn doppelgang(g: &Game, x: u32, targets: &[mtg_rules::game::ObjectId]) -> Action {
    let card = in_hand(g, 0, DOPPELGANG);
    let mut action = cast_at(0, card, CastMethod::Normal, targets.iter().map(|&t| at(t)).collect());
    if let Action::CastSpell { x: announced, .. } = &mut action {
        *announced = Some(x); // 601.2b
    }
    action
}

/// The tokens named `name` player `player` controls.
fn tokens(g: &Game, name: &str, player: u8) -> usize {
    on_battlefield(g, name)
        .into_iter()
        .filter(|&id| g.object(id).is_ok_and(|o| o.token && o.controller == PlayerId(player)))
        .count()
}

#[test]
fn doppelgang_creates_x_token_copies_of_each_of_x_target_permanents_707_2_111_1_601_2c() {
    let mut g = doppelgang_game();
    let (hawk, rats) = (the_only(&g, "Squadron Hawk"), the_only(&g, "Crypt Rats"));
    g.apply(doppelgang(&g, 2, &[hawk, rats])).expect("X = 2: {6}{G}{U}, eight lands");
    resolve_all(&mut g);
    assert_eq!(tokens(&g, "Squadron Hawk", 0), 2, "two copies of the Hawk");
    assert_eq!(tokens(&g, "Crypt Rats", 0), 2, "two copies of the Rats, under the caster's control (111.2)");
    assert_eq!(tokens(&g, "Crypt Rats", 1), 0);
    assert_eq!(on_battlefield(&g, "Squadron Hawk").len(), 3, "the original stays");
    let copy = on_battlefield(&g, "Crypt Rats").into_iter().find(|&id| g.object(id).unwrap().token).unwrap();
    let view = g.permanent(copy).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1), "the copiable values (707.2)");
    assert_eq!(zone_of(&g, DOPPELGANG, 0), Some(Zone::Graveyard));
}

#[test]
fn doppelgang_needs_exactly_x_different_targets_and_its_whole_cost_601_2c_601_2f_732() {
    let mut g = doppelgang_game();
    let (hawk, rats) = (the_only(&g, "Squadron Hawk"), the_only(&g, "Crypt Rats"));
    let action = doppelgang(&g, 1, &[hawk, rats]);
    assert_eq!(refused(&mut g, action), "wrong_number_of_targets");
    let action = doppelgang(&g, 2, &[hawk, hawk]);
    assert!(refused(&mut g, action).starts_with("same_target"), "one permanent twice");
    let forest = on_battlefield(&g, "Forest")[0];
    let action = doppelgang(&g, 3, &[hawk, rats, forest]);
    assert_eq!(refused(&mut g, action), "cannot_pay", "{{9}}{{G}}{{U}} with eight lands");
    // X = 0: no target, no token.
    g.apply(doppelgang(&g, 0, &[])).expect("X = 0 for {G}{U}");
    resolve_all(&mut g);
    assert_eq!(g.state().battlefield.len(), 11, "nothing created");
}

#[test]
fn doppelgang_copies_only_the_targets_still_legal_as_it_resolves_608_2b() {
    let mut g = doppelgang_game();
    let (hawk, rats) = (the_only(&g, "Squadron Hawk"), the_only(&g, "Crypt Rats"));
    g.apply(doppelgang(&g, 2, &[hawk, rats])).expect("cast");
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(hawk)])).expect("Bolt the Hawk in response");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Squadron Hawk").is_empty(), "the Hawk died; no copy of it");
    assert_eq!(tokens(&g, "Crypt Rats", 0), 2, "the Rats' copies are still made");
}
