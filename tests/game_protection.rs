//! Protection from a player (702.16j) and hexproof from a quality (702.11d–e)
//! on the real cards of the decklist pool.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, EnterChoice, Game, Pending, PlayerId, Step};
use serde_json::json;

/// Player 0 casts True-Name Nemesis and chooses `chosen` as it enters.
fn nemesis_choosing(chosen: u8) -> (Game, mtg_rules::game::ObjectId) {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Island", "Island", "Island", "Mountain", "Savannah Lions"], "hand": ["True-Name Nemesis", "Lightning Bolt"],
              "library": ["Island", "Island", "Island", "Island"] },
            { "battlefield": ["Grizzly Bears", "Grizzly Bears", "Mountain"], "hand": ["Lightning Bolt"],
              "library": ["Island", "Island", "Island", "Island"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let nemesis = in_hand(&g, 0, "True-Name Nemesis");
    g.apply(cast(0, nemesis, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let Some(Pending::ChooseReplacement { choice, object, .. }) = g.state().pending.clone() else {
        panic!("it asks as it enters: {:?}", g.state().pending)
    };
    assert_eq!(choice, EnterChoice::Player);
    let answer = |p: u8| Action::ChooseReplacement {
        player: PlayerId(0),
        object,
        accept: true,
        color: None,
        creature_type: None,
        card: None,
        chosen_player: Some(PlayerId(p)),
    };
    assert_eq!(g.legal_actions(), vec![answer(0), answer(1)], "each player in the game, 614.12");
    check_legal_actions(&g);
    refused_with(&mut g, answer(7), "no_such_choice", Some("614.12"));
    g.apply(answer(chosen)).unwrap();
    let nemesis = the_only(&g, "True-Name Nemesis");
    (g, nemesis)
}

#[test]
fn true_name_nemesis_cant_be_targeted_by_the_chosen_players_spells_but_can_by_others_702_16j() {
    let (mut g, nemesis) = nemesis_choosing(1);
    assert_eq!(g.state().chosen_players.len(), 1);
    let card = db().get("True-Name Nemesis").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
    // Its controller (not the chosen player) may target it.
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    assert!(g.is_legal(&cast_at(0, bolt, CastMethod::Normal, vec![at(nemesis)])));
    // The chosen player may not.
    g.apply(pass(0)).unwrap();
    let theirs = in_hand(&g, 1, "Lightning Bolt");
    refused_with(&mut g, cast_at(1, theirs, CastMethod::Normal, vec![at(nemesis)]), "protection", Some("702.16b"));
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::CastSpell { targets, .. } if targets.contains(&at(nemesis)))),
        "no legal action targets it"
    );
    // A saved game keeps the choice.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.state().chosen_players, g.state().chosen_players);
}

#[test]
fn true_name_nemesis_is_dealt_no_damage_by_and_cant_be_blocked_by_the_chosen_players_creatures_702_16j() {
    let (mut g, nemesis) = nemesis_choosing(1);
    // Player 1 attacks with a Grizzly Bears; it blocks: the Bears' damage is prevented (702.16e).
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let bears = on_battlefield(&g, "Grizzly Bears");
    g.apply(attack(1, &[(bears[0], at_player(0))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(0, &[(nemesis, bears[0])])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.object(nemesis).unwrap().zone, Zone::Battlefield);
    assert_eq!(g.object(nemesis).unwrap().damage, 0, "no damage from the chosen player's creature");
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 1, "the Bears it blocked died");
    // On its controller's turn it attacks; the chosen player's creature can't block it (702.16f).
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    let lions = the_only(&g, "Savannah Lions");
    g.apply(attack(0, &[(nemesis, at_player(1)), (lions, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let bears = on_battlefield(&g, "Grizzly Bears")[0];
    refused_with(&mut g, block(1, &[(bears, nemesis)]), "protection", Some("702.16f"));
    assert!(
        !g.legal_actions().iter().any(
            |a| matches!(a, Action::DeclareBlockers { blockers, .. } if blockers.iter().any(|b| b.attacker == nemesis))
        ),
        "no legal block of it"
    );
    g.apply(block(1, &[(bears, lions)])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 17);
}

#[test]
fn true_name_nemesis_choosing_its_controller_has_no_protection_from_the_opponent_702_16j() {
    let (mut g, nemesis) = nemesis_choosing(0);
    g.apply(pass(0)).unwrap();
    let theirs = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, theirs, CastMethod::Normal, vec![at(nemesis)])).unwrap();
    pass_all(&mut g);
    assert!(on_battlefield(&g, "True-Name Nemesis").is_empty(), "Bolt killed it");
    assert!(g.state().chosen_players.is_empty(), "the choice goes as it leaves (400.7)");
}

#[test]
fn yawgmoth_cant_be_blocked_or_dealt_damage_by_humans_but_can_by_other_creatures_702_16a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Yawgmoth, Thran Physician", "Swamp"], "library": ["Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["Thraben Inspector", "Monastery Swiftspear", "Fulminator Mage"],
              "library": ["Swamp", "Swamp", "Swamp"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    let card = decks_pool().get("Yawgmoth, Thran Physician").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
    let yawgmoth = the_only(&g, "Yawgmoth, Thran Physician");
    let inspector = the_only(&g, "Thraben Inspector");
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    // A Human's combat damage to it is prevented (702.16e).
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(1, &[(swiftspear, at_player(0))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(0, &[(yawgmoth, swiftspear)])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.object(yawgmoth).unwrap().damage, 0, "no damage from a Human");
    assert!(on_battlefield(&g, "Monastery Swiftspear").is_empty(), "the Swiftspear it blocked died");
    // A Human can't block it (702.16f); a creature of another type can.
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    g.apply(attack(0, &[(yawgmoth, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    refused_with(&mut g, block(1, &[(inspector, yawgmoth)]), "protection", Some("702.16f"));
    let mage = the_only(&g, "Fulminator Mage");
    assert!(g.is_legal(&block(1, &[(mage, yawgmoth)])));
    g.apply(block(1, &[])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 18);
}

#[test]
fn yawgmoth_pays_life_and_sacrifices_for_a_counter_on_up_to_one_target_and_a_card_then_proliferates_702_16a() {
    use mtg_rules::counter::CounterKind;
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Yawgmoth, Thran Physician", "Thraben Inspector", "Monastery Swiftspear", "Swamp", "Swamp"],
              "hand": ["Swamp"], "library": ["Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["Fulminator Mage"], "library": ["Swamp", "Swamp", "Swamp"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let yawgmoth = the_only(&g, "Yawgmoth, Thran Physician");
    let mage = the_only(&g, "Fulminator Mage");
    let inspector = the_only(&g, "Thraben Inspector");
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    let hand = |g: &Game| g.state().players[0].hand.len();
    // Pay 1 life, sacrifice another creature: a -1/-1 counter on the target, and a card.
    let with = |targets, sacrificed| Action::ActivateAbility {
        player: PlayerId(0),
        object: yawgmoth,
        ability: 1,
        choice: 0,
        targets,
        choices: vec![sacrificed],
        payment: None,
        x: None,
    };
    refused_with(&mut g, with(vec![at(mage)], yawgmoth), "invalid_cost_choice", None);
    g.apply(with(vec![at(mage)], inspector)).unwrap();
    assert_eq!(g.state().players[0].life, 19);
    assert_eq!(zone_of(&g, "Thraben Inspector", 0), Some(Zone::Graveyard));
    resolve_all(&mut g);
    assert_eq!(g.object(mage).unwrap().counters.get(&CounterKind::MinusOneMinusOne), 1);
    assert_eq!(hand(&g), 2, "and draws a card");
    // "Up to one": no target, still a card.
    g.apply(with(vec![mtg_rules::game::Target::Nothing], swiftspear)).unwrap();
    resolve_all(&mut g);
    assert_eq!((g.state().players[0].life, hand(&g)), (18, 3));
    // {B}{B}, discard a card: proliferate (701.34a).
    let discard = g.state().players[0].hand[0];
    let proliferate = Action::ActivateAbility {
        player: PlayerId(0),
        object: yawgmoth,
        ability: 2,
        choice: 0,
        targets: Vec::new(),
        choices: vec![discard],
        payment: None,
        x: None,
    };
    let graveyard = g.state().players[0].graveyard.len();
    g.apply(proliferate).unwrap();
    assert_eq!((hand(&g), g.state().players[0].graveyard.len()), (2, graveyard + 1), "the card discarded");
    pass_all(&mut g);
    g.apply(Action::Proliferate { player: PlayerId(0), objects: vec![mage], players: Vec::new() }).unwrap();
    // A second -1/-1 counter: the 2/2 is 0/0 and dies (704.5f).
    assert_eq!(zone_of(&g, "Fulminator Mage", 1), Some(Zone::Graveyard));
}
