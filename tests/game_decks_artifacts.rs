//! More nonland permanents of real decks (issue 14, `data/pool-decks.json`,
//! current Oracle text), each with the rule it follows: Lembas (400.7e,
//! 701.24a, 701.22a); Architects of Will (608.2d); Nihil Spellbomb (608.2d);
//! Squadron Hawk (701.23, 701.24a); Scavenging Ooze (406.2, 608.2h); Faerie
//! Macabre (113.6m, 601.2c); Fangren Marauder (603.10a, 603.5).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, Pending, PlayerId, Target};
use mtg_rules::text::Ability;
use serde_json::json;

/// The index of the card's first activated ability among its front face's abilities.
fn first_activated(card: &str) -> usize {
    let face = decks_pool().card(card).unwrap().front().unwrap();
    face.abilities.iter().position(|a| matches!(a, Ability::Activated { .. })).expect("an activated ability")
}

#[test]
fn lembas_sacrificed_for_three_life_is_shuffled_by_its_owner_into_their_library_400_7e_701_24a() {
    let mut g = decks_duel(json!(["Lembas", "Plains", "Plains"]), json!([]), json!([]));
    let lembas = the_only(&g, "Lembas");
    let life = g.state().players[0].life;
    g.apply(activate(&g, lembas, first_activated("Lembas"))).unwrap();
    assert_eq!(zone_of(&g, "Lembas", 0), Some(Zone::Graveyard), "sacrificed as a cost");
    let events = resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, life + 3);
    assert_eq!(zone_of(&g, "Lembas", 0), None, "not in the graveyard any more");
    let library = &g.state().players[0].library;
    assert_eq!(library.len(), 4);
    assert!(library.iter().any(|&id| g.object(id).unwrap().card == "Lembas"), "400.7e: the card it became");
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })), "701.24a");
}

#[test]
fn lembas_exiled_from_the_graveyard_before_its_trigger_resolves_stays_in_exile_400_7() {
    let mut g = decks_duel(json!(["Lembas", "Nihil Spellbomb", "Plains", "Plains"]), json!([]), json!([]));
    let (lembas, spellbomb) = (the_only(&g, "Lembas"), the_only(&g, "Nihil Spellbomb"));
    g.apply(activate(&g, lembas, first_activated("Lembas"))).unwrap();
    // In response to its trigger, Nihil Spellbomb exiles the graveyard.
    let exile = first_activated("Nihil Spellbomb");
    g.apply(activate_at(&g, spellbomb, exile, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    // Its own trigger first: no {B} to pay.
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lembas", 0), Some(Zone::Exile), "400.7: a new object the trigger does not find");
    assert_eq!(g.state().players[0].library.len(), 3);
}

#[test]
fn nihil_spellbomb_put_into_a_graveyard_draws_a_card_if_its_controller_pays_b_608_2d() {
    let setup = |mine| {
        decks_game(json!({
            "players": [
                { "battlefield": mine, "library": ["Plains", "Plains"] },
                { "graveyard": ["Lightning Bolt"], "library": ["Plains"] }
            ],
            "activePlayer": 0, "step": "precombatMain", "turn": 3
        }))
    };
    for pay in [true, false] {
        let mut g = setup(json!(["Nihil Spellbomb", "Swamp"]));
        let spellbomb = the_only(&g, "Nihil Spellbomb");
        g.apply(activate_at(&g, spellbomb, first_activated("Nihil Spellbomb"), vec![player_target(1)])).unwrap();
        resolve_all(&mut g);
        let Some(Pending::PayWard { player: PlayerId(0), ref mana, .. }) = g.state().pending else {
            panic!("608.2d: you may pay: {:?}", g.state().pending)
        };
        assert_eq!(mana.as_deref(), Some("{B}"));
        let answer = Action::PayWard { player: PlayerId(0), pay };
        assert!(g.legal_actions().contains(&answer));
        g.apply(answer).unwrap();
        resolve_all(&mut g);
        assert_eq!(g.state().players[0].hand.len(), usize::from(pay), "if you do, draw a card");
        assert_eq!(g.object(the_only(&g, "Swamp")).unwrap().tapped, pay);
        assert!(g.state().players[1].graveyard.is_empty(), "its other ability exiled the graveyard");
        assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    }
    // Without a black source, only declining is offered.
    let mut g = setup(json!(["Nihil Spellbomb", "Plains"]));
    let spellbomb = the_only(&g, "Nihil Spellbomb");
    g.apply(activate_at(&g, spellbomb, first_activated("Nihil Spellbomb"), vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.legal_actions(), vec![Action::PayWard { player: PlayerId(0), pay: false }]);
    refused(&mut g, Action::PayWard { player: PlayerId(0), pay: true });
}

#[test]
fn squadron_hawk_finds_up_to_three_cards_named_squadron_hawk_each_once_then_shuffles_701_23() {
    let mut g = decks_game(json!({
        "players": [
            {
                "battlefield": ["Plains", "Plains"], "hand": ["Squadron Hawk"],
                "library": ["Squadron Hawk", "Plains", "Squadron Hawk", "Squadron Hawk"]
            },
            { "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Squadron Hawk"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let hawks = |g: &Game| {
        let library = &g.state().players[0].library;
        library.iter().copied().filter(|&id| g.object(id).unwrap().card == "Squadron Hawk").collect::<Vec<_>>()
    };
    let found = hawks(&g);
    let Some(Pending::SearchLibrary { ref candidates, .. }) = g.state().pending else {
        panic!("701.23: {:?}", g.state().pending)
    };
    assert_eq!(*candidates, found, "the cards named Squadron Hawk, not the Plains");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(found[0]) }).unwrap();
    // The card found is not found again.
    refused_with(
        &mut g,
        Action::SearchLibrary { player: PlayerId(0), found: Some(found[0]) },
        "not_a_candidate",
        Some("701.23a"),
    );
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(found[1]) }).unwrap();
    let events = g.apply(Action::SearchLibrary { player: PlayerId(0), found: None }).unwrap();
    let hand: Vec<&str> = g.state().players[0].hand.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(hand, ["Squadron Hawk", "Squadron Hawk"], "up to three: two found");
    assert_eq!(hawks(&g).len(), 1);
    assert_eq!(events.iter().filter(|e| matches!(e, Event::LibraryShuffled { .. })).count(), 1, "701.24a: once");
    assert_eq!(on_battlefield(&g, "Squadron Hawk").len(), 1);
}

#[test]
fn architects_of_will_puts_the_top_three_cards_of_target_players_library_back_in_any_order_608_2d() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island", "Swamp", "Swamp"], "hand": ["Architects of Will"],
              "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Island", "Swamp", "Mountain", "Forest"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let library = g.state().players[1].library.clone();
    let mine = g.state().players[0].library.clone();
    g.apply(cast(0, in_hand(&g, 0, "Architects of Will"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    choose_trigger_targets(&mut g, &[player_target(1)]);
    resolve_all(&mut g);
    let Some(Pending::Scry { player: PlayerId(0), cards, look: true, bottom: false }) = g.state().pending.clone()
    else {
        panic!("608.2d: {:?}", g.state().pending)
    };
    assert_eq!(cards, library[..3], "the top three of the opponent's library, top first");
    // 608.2d: "back", not on the bottom as a scry could.
    let bottom = Action::Scry { player: PlayerId(0), top: cards[1..].to_vec(), bottom: vec![cards[0]] };
    assert!(!g.legal_actions().contains(&bottom));
    refused_with(&mut g, bottom, "not_the_cards_looked_at", Some("608.2d"));
    let order = vec![cards[2], cards[0], cards[1]];
    let answer = Action::Scry { player: PlayerId(0), top: order.clone(), bottom: vec![] };
    assert!(g.is_legal(&answer), "any order");
    let events = g.apply(answer).unwrap();
    assert_eq!(g.state().players[1].library[..3], order[..]);
    assert_eq!(g.state().players[1].library[3..], library[3..], "the rest of that library as it was");
    assert_eq!(g.state().players[0].library, mine, "the caster's own library untouched");
    assert!(!events.iter().any(|e| matches!(e, Event::Scried { .. })), "701.22a: not a scry");
    assert_eq!(on_battlefield(&g, "Architects of Will").len(), 1);
}

#[test]
fn blood_fountain_returns_up_to_two_target_creature_cards_from_your_graveyard_to_your_hand_115_1_601_2c() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], "hand": ["Blood Fountain"],
              "graveyard": ["Squadron Hawk", "Dragon's Rage Channeler", "Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Blood Fountain"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Blood").len(), 1, "its enters trigger's Blood token (111.10g)");
    let fountain = the_only(&g, "Blood Fountain");
    let ability = first_activated("Blood Fountain");
    let graveyard = g.state().players[0].graveyard.clone();
    let [hawk, channeler, bolt] = graveyard[..] else { panic!("{graveyard:?}") };
    // 115.1: creature cards only, and not the same card twice (601.2c).
    assert!(
        !g.is_legal(&activate_at(&g, fountain, ability, vec![at(hawk), at(bolt)])),
        "Lightning Bolt is no creature card"
    );
    assert!(!g.is_legal(&activate_at(&g, fountain, ability, vec![at(hawk), at(hawk)])), "the same card twice");
    // "up to two": one is enough.
    assert!(g.is_legal(&activate_at(&g, fountain, ability, vec![at(hawk), Target::Nothing])));
    g.apply(activate_at(&g, fountain, ability, vec![at(hawk), at(channeler)])).unwrap();
    assert_eq!(zone_of(&g, "Blood Fountain", 0), Some(Zone::Graveyard), "sacrificed as a cost");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Dragon's Rage Channeler", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
}

/// A game where player 0 casts Glint Hawk with `artifacts` on the battlefield
/// and its enters trigger is about to resolve.
fn glint_hawk_enters(artifacts: &[&str]) -> Game {
    let mut battlefield = vec!["Plains"];
    battlefield.extend(artifacts);
    let mut g = decks_duel(json!(battlefield), json!(["Glint Hawk"]), json!([]));
    g.apply(cast(0, in_hand(&g, 0, "Glint Hawk"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    g
}

#[test]
fn glint_hawk_stays_when_its_controller_returns_an_artifact_they_control_to_its_owners_hand_118_12a() {
    let mut g = glint_hawk_enters(&["Mishra's Bauble", "Nihil Spellbomb"]);
    let hawk = the_only(&g, "Glint Hawk");
    assert!(matches!(g.state().pending, Some(Pending::YouMay { player: PlayerId(0), object, .. }) if object == hawk));
    let decline = Action::YouMay { player: PlayerId(0), accept: false };
    assert!(g.legal_actions().contains(&decline), "118.12a: returning is optional");
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    // 608.2d: which artifact is chosen as it resolves (not a target).
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 2, "either artifact, not the Plains nor Glint Hawk");
    let spellbomb = the_only(&g, "Nihil Spellbomb");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: spellbomb }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Nihil Spellbomb", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Mishra's Bauble", 0), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Glint Hawk", 0), Some(Zone::Battlefield), "not sacrificed");
}

#[test]
fn glint_hawk_is_sacrificed_unless_its_controller_returns_an_artifact_118_12a() {
    // Declined: sacrificed.
    let mut g = glint_hawk_enters(&["Mishra's Bauble"]);
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Glint Hawk", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Mishra's Bauble", 0), Some(Zone::Battlefield));
    // No artifact to return (118.12: it can't be done): sacrificed without a choice.
    let mut g = glint_hawk_enters(&[]);
    assert_eq!(g.state().pending, None);
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Glint Hawk", 0), Some(Zone::Graveyard));
}

#[test]
fn mishras_bauble_looks_at_the_top_card_of_target_players_library_and_draws_at_the_next_turns_upkeep_603_7a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Mishra's Bauble"], "library": ["Island", "Plains", "Plains"] },
            { "library": ["Swamp", "Forest", "Mountain"] }
        ],
        "activePlayer": 0, "step": "upkeep", "turn": 3
    }));
    let top = g.state().players[1].library[0];
    let bauble = the_only(&g, "Mishra's Bauble");
    g.apply(activate_at(&g, bauble, 0, vec![player_target(1)])).unwrap();
    assert_eq!(zone_of(&g, "Mishra's Bauble", 0), Some(Zone::Graveyard), "sacrificed as a cost");
    resolve_all(&mut g);
    // 608.2d: the top card of the opponent's library, looked at and left there.
    let Some(Pending::Scry { player: PlayerId(0), cards, look: true, bottom: false }) = g.state().pending.clone()
    else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(cards, vec![top]);
    assert_eq!(g.legal_actions(), vec![Action::Scry { player: PlayerId(0), top: vec![top], bottom: vec![] }]);
    g.apply(Action::Scry { player: PlayerId(0), top: vec![top], bottom: vec![] }).unwrap();
    assert_eq!(g.state().players[1].library[0], top);
    // Activated during an upkeep: not this one, the next turn's (603.7a).
    let hand = g.state().players[0].hand.len();
    let game = g.to_json();
    let mut g = Game::from_json(decks_pool(), &game).expect("a delayed trigger reads back");
    to_next_turn_step(&mut g, 1, mtg_rules::game::Step::Upkeep);
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "only their own draw step's card (504.1) so far");
    assert_eq!(g.state().stack.len(), 1, "the delayed trigger, as the next turn's upkeep began");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), hand + 2, "drawn at the beginning of the next turn's upkeep");
    // Once only (603.7c).
    to_next_turn_step(&mut g, 0, mtg_rules::game::Step::Upkeep);
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().players[0].hand.len(), hand + 2);
}

#[test]
fn extraction_specialists_creature_cant_attack_or_block_for_as_long_as_you_control_it_611_2b() {
    use mtg_rules::game::Step;
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains", "Mountain"], "hand": ["Extraction Specialist", "Lightning Bolt"],
              "graveyard": ["Squadron Hawk", "Architects of Will"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Dragon's Rage Channeler"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let graveyard = g.state().players[0].graveyard.clone();
    let [hawk_card, architects] = graveyard[..] else { panic!("{graveyard:?}") };
    g.apply(cast(0, in_hand(&g, 0, "Extraction Specialist"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // 400.3: Squadron Hawk, the only creature card with mana value 2 or less there, is the
    // target (chosen without asking), and enters (its own trigger finds no Hawk: 701.23b).
    while let Some(Pending::SearchLibrary { .. }) = g.state().pending {
        let nothing = g.legal_actions().remove(0);
        g.apply(nothing).unwrap();
        resolve_all(&mut g);
    }
    assert_eq!(g.state().pending, None);
    assert_eq!(g.state().players[0].graveyard, vec![architects], "Architects of Will: mana value 4");
    let hawk = the_only(&g, "Squadron Hawk");
    assert_ne!(hawk, hawk_card, "a new object (400.7)");
    assert_eq!(g.object(hawk).unwrap().controller, PlayerId(0));
    // Their turn: it can't block.
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let channeler = the_only(&g, "Dragon's Rage Channeler");
    g.apply(attack(1, &[(channeler, at_player(0))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    refused_with(&mut g, block(0, &[(hawk, channeler)]), "cannot_block", Some("509.1b"));
    g.apply(block(0, &[])).unwrap();
    // Its controller's turn: it can't attack.
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    refused_with(&mut g, attack(0, &[(hawk, at_player(1))]), "cant_attack", Some("508.1c"));
    let specialist = the_only(&g, "Extraction Specialist");
    assert!(g.is_legal(&attack(0, &[(specialist, at_player(1))])));
    // 611.2b: once its controller no longer controls Extraction Specialist, the effect ends.
    g.apply(attack(0, &[])).unwrap();
    advance_to(&mut g, Step::PostcombatMain);
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![at(specialist)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Extraction Specialist", 0), Some(Zone::Graveyard));
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    assert!(g.is_legal(&attack(0, &[(hawk, at_player(1))])));
}

#[test]
fn lembas_entering_scries_1_then_draws_the_card_now_on_top_701_22a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains"], "hand": ["Lembas"], "library": ["Island", "Swamp", "Forest"] },
            { "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let top = g.state().players[0].library[0];
    g.apply(cast(0, in_hand(&g, 0, "Lembas"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::Scry { player: PlayerId(0), cards, look: false, bottom: false }) = g.state().pending.clone()
    else {
        panic!("701.22a: {:?}", g.state().pending)
    };
    assert_eq!(cards, vec![top], "scry 1: the top card");
    let bottom = Action::Scry { player: PlayerId(0), top: vec![], bottom: cards.clone() };
    assert!(g.legal_actions().contains(&bottom));
    let events = g.apply(bottom).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Scried { .. })));
    resolve_all(&mut g);
    // "then draw a card": the card that was second, now on top.
    let names = |ids: &[mtg_rules::game::ObjectId]| {
        ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect::<Vec<_>>()
    };
    assert_eq!(names(&g.state().players[0].hand), ["Swamp"], "the second card drawn, not the Island scried away");
    assert_eq!(names(&g.state().players[0].library), ["Forest", "Island"], "the Island on the bottom");
    assert_eq!(zone_of(&g, "Lembas", 0), Some(Zone::Battlefield));
}

#[test]
fn scavenging_ooze_exiles_a_card_from_a_graveyard_and_grows_and_gains_life_only_if_it_was_a_creature_card_608_2h() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Scavenging Ooze", "Forest", "Forest", "Forest"], "graveyard": ["Lightning Bolt"],
              "library": ["Plains"] },
            { "battlefield": ["Dragon's Rage Channeler"], "graveyard": ["Squadron Hawk", "Preordain"],
              "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let ooze = the_only(&g, "Scavenging Ooze");
    let ability = first_activated("Scavenging Ooze");
    let life = g.state().players[0].life;
    let [hawk, preordain] = g.state().players[1].graveyard[..] else { panic!() };
    let bolt = g.state().players[0].graveyard[0];
    // 115.1: a card in any graveyard, not a permanent.
    let channeler = the_only(&g, "Dragon's Rage Channeler");
    assert!(!g.is_legal(&activate_at(&g, ooze, ability, vec![at(channeler)])), "not a card in a graveyard");
    assert!(g.is_legal(&activate_at(&g, ooze, ability, vec![at(bolt)])), "its controller's own graveyard too");
    // A creature card: exiled, a +1/+1 counter and 1 life.
    g.apply(activate_at(&g, ooze, ability, vec![at(hawk)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    let view = g.permanent(ooze).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3), "a +1/+1 counter on a 2/2");
    assert_eq!(g.state().players[0].life, life + 1);
    // Not a creature card: exiled, nothing more.
    g.apply(activate_at(&g, ooze, ability, vec![at(preordain)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Preordain", 1), Some(Zone::Exile));
    let view = g.permanent(ooze).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3));
    assert_eq!(g.state().players[0].life, life + 1);
}

#[test]
fn scavenging_ooze_does_nothing_if_its_target_left_the_graveyard_before_it_resolves_608_2b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Scavenging Ooze", "Forest", "Forest"], "library": ["Plains"] },
            { "graveyard": ["Squadron Hawk"], "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let ooze = the_only(&g, "Scavenging Ooze");
    let ability = first_activated("Scavenging Ooze");
    let hawk = g.state().players[1].graveyard[0];
    g.apply(activate_at(&g, ooze, ability, vec![at(hawk)])).unwrap();
    // In response, the Ooze's second activation exiles the same card first.
    g.apply(activate_at(&g, ooze, ability, vec![at(hawk)])).unwrap();
    let life = g.state().players[0].life;
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    let view = g.permanent(ooze).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3), "one counter: the first ability's target was gone");
    assert_eq!(g.state().players[0].life, life + 1);
}

#[test]
fn faerie_macabre_is_discarded_from_the_hand_to_exile_up_to_two_target_cards_from_graveyards_113_6m_601_2c() {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Faerie Macabre"], "graveyard": ["Lightning Bolt"], "library": ["Plains"] },
            { "graveyard": ["Squadron Hawk", "Preordain"], "library": ["Plains"] }
        ],
        "activePlayer": 1, "step": "upkeep", "turn": 3
    }));
    g.apply(pass(1)).unwrap();
    let macabre = in_hand(&g, 0, "Faerie Macabre");
    let ability = first_activated("Faerie Macabre");
    let [hawk, preordain] = g.state().players[1].graveyard[..] else { panic!() };
    let bolt = g.state().players[0].graveyard[0];
    assert!(
        !g.is_legal(&activate_at(&g, macabre, ability, vec![at(hawk), at(hawk)])),
        "601.2c: not the same card twice"
    );
    assert!(
        g.is_legal(&activate_at(&g, macabre, ability, vec![at(bolt), at(hawk)])),
        "cards from different graveyards"
    );
    assert!(g.is_legal(&activate_at(&g, macabre, ability, vec![at(hawk), Target::Nothing])), "up to two");
    // In the opponent's turn (no mana, no timing restriction).
    g.apply(activate_at(&g, macabre, ability, vec![at(hawk), at(preordain)])).unwrap();
    assert_eq!(zone_of(&g, "Faerie Macabre", 0), Some(Zone::Graveyard), "discarded as the cost");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Preordain", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Faerie Macabre", 0), Some(Zone::Graveyard));
}

#[test]
fn fangren_marauder_may_gain_five_life_whenever_any_artifact_is_put_into_a_graveyard_from_the_battlefield_603_10a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Fangren Marauder", "Mishra's Bauble", "Mountain"], "hand": ["Lightning Bolt"],
              "library": ["Plains", "Plains"] },
            { "battlefield": ["Lembas", "Squadron Hawk", "Plains", "Plains"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let life = g.state().players[0].life;
    // A creature that is no artifact dies: no trigger.
    let hawk = the_only(&g, "Squadron Hawk");
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![at(hawk)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Graveyard));
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
    // Its controller's own artifact, sacrificed: accepted.
    let bauble = the_only(&g, "Mishra's Bauble");
    g.apply(activate_at(&g, bauble, 0, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert!(
        matches!(g.state().pending, Some(Pending::YouMay { player: PlayerId(0), .. })),
        "603.5: you may: {:?}",
        g.state().pending
    );
    let (accept, decline) =
        (Action::YouMay { player: PlayerId(0), accept: true }, Action::YouMay { player: PlayerId(0), accept: false });
    assert!(g.legal_actions().contains(&accept) && g.legal_actions().contains(&decline));
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(accept).unwrap();
    assert_eq!(g.state().players[0].life, life + 5);
    // Bauble's own ability still resolves after (the look at the top card).
    resolve_all(&mut g);
    let top = g.state().players[1].library[0];
    g.apply(Action::Scry { player: PlayerId(0), top: vec![top], bottom: vec![] }).unwrap();
    // An opponent's artifact, sacrificed in their turn: declined.
    to_next_turn_step(&mut g, 1, mtg_rules::game::Step::PrecombatMain);
    resolve_all(&mut g);
    let lembas = the_only(&g, "Lembas");
    g.apply(activate(&g, lembas, first_activated("Lembas"))).unwrap();
    resolve_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::YouMay { player: PlayerId(0), .. })), "{:?}", g.state().pending);
    g.apply(decline).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, life + 5, "declined: no life");
    assert_eq!(g.state().players[1].life, 20 + 3, "Lembas's own ability");
    assert_eq!(zone_of(&g, "Fangren Marauder", 0), Some(Zone::Battlefield));
}

/// Player 0 casts Wedding Invitation (its enters trigger draws a card), then
/// activates it targeting their creature `target` in their precombat main.
fn wedding_invitation_on(target: &str) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Voldaren Epicure", "Dragon's Rage Channeler"],
              "hand": ["Wedding Invitation"], "library": ["Island", "Plains"] },
            { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Wedding Invitation"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // Dragon's Rage Channeler's surveil 1 (a noncreature spell cast): the card kept on top.
    let top = vec![g.state().players[0].library[0]];
    g.apply(Action::Surveil { player: PlayerId(0), top, graveyard: vec![] }).unwrap();
    resolve_all(&mut g);
    let hand: Vec<&str> = g.state().players[0].hand.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(hand, ["Island"], "When Wedding Invitation enters, draw a card.");
    let invitation = the_only(&g, "Wedding Invitation");
    let creature = the_only(&g, target);
    g.apply(activate_at(&g, invitation, first_activated("Wedding Invitation"), vec![at(creature)])).unwrap();
    assert_eq!(zone_of(&g, "Wedding Invitation", 0), Some(Zone::Graveyard), "sacrificed as a cost");
    resolve_all(&mut g);
    g
}

#[test]
fn wedding_invitations_target_cant_be_blocked_this_turn_and_a_vampire_also_gains_lifelink_509_1b_608_2c() {
    use mtg_rules::game::Step;
    let g = wedding_invitation_on("Voldaren Epicure");
    let (epicure, channeler) = (the_only(&g, "Voldaren Epicure"), the_only(&g, "Dragon's Rage Channeler"));
    assert!(g.permanent(epicure).unwrap().keywords.lifelink, "a Vampire: lifelink until end of turn");
    let game = g.to_json();
    let mut g = Game::from_json(decks_pool(), &game).expect("reads back");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(epicure, at_player(1)), (channeler, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let hawk = the_only(&g, "Squadron Hawk");
    assert!(!g.legal_actions().contains(&block(1, &[(hawk, epicure)])));
    refused_with(&mut g, block(1, &[(hawk, epicure)]), "cant_be_blocked", Some("509.1b"));
    assert!(g.is_legal(&block(1, &[(hawk, channeler)])), "the other attacker can be blocked");
    g.apply(block(1, &[])).unwrap();
    let life = g.state().players[0].life;
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[0].life, life + 1, "lifelink: 1 damage dealt, 1 life gained");
    // 514.2: only this turn.
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    assert!(!g.permanent(epicure).unwrap().keywords.lifelink);
    g.apply(attack(0, &[(epicure, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    assert!(g.is_legal(&block(1, &[(hawk, epicure)])), "it can be blocked again");
}

#[test]
fn wedding_invitations_target_that_is_no_vampire_cant_be_blocked_but_gains_no_lifelink_608_2c() {
    use mtg_rules::game::Step;
    let mut g = wedding_invitation_on("Dragon's Rage Channeler");
    let channeler = the_only(&g, "Dragon's Rage Channeler");
    assert!(!g.permanent(channeler).unwrap().keywords.lifelink, "not a Vampire");
    advance_to(&mut g, Step::DeclareAttackers);
    let epicure = the_only(&g, "Voldaren Epicure");
    g.apply(attack(0, &[(channeler, at_player(1)), (epicure, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let hawk = the_only(&g, "Squadron Hawk");
    refused_with(&mut g, block(1, &[(hawk, channeler)]), "cant_be_blocked", Some("509.1b"));
    g.apply(block(1, &[(hawk, epicure)])).unwrap();
    let (life, theirs) = (g.state().players[0].life, g.state().players[1].life);
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, theirs - 1, "the Channeler's 1 damage");
    assert_eq!(g.state().players[0].life, life, "no lifelink");
}
