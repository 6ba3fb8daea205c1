//! Permanents of real decks, continued (issue 14): keyword triggers
//! (prowess 702.108, exalted 702.83), each with a card of
//! `data/pool-decks.json` and its current Oracle text.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{CastMethod, Event, Game, ObjectId, Step};
use serde_json::{Value, json};

fn size(g: &Game, id: ObjectId) -> (i32, i32) {
    let v = g.permanent(id).expect("on the battlefield");
    (v.power, v.toughness)
}

#[test]
fn prowess_gives_plus_one_plus_one_until_end_of_turn_for_each_noncreature_spell_cast_702_108a() {
    let mut g = decks_duel(
        json!(["Monastery Swiftspear", "Mountain", "Mountain"]),
        json!(["Lightning Bolt", "Lightning Bolt"]),
        json!([]),
    );
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    assert_eq!(size(&g, swiftspear), (1, 2));
    for _ in 0..2 {
        let bolt = in_hand(&g, 0, "Lightning Bolt");
        let events = g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
        assert!(
            events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { source, .. } if *source == swiftspear)),
            "prowess triggers as the spell is cast (601.2i), above it: {events:?}"
        );
        resolve_all(&mut g);
    }
    assert_eq!(size(&g, swiftspear), (3, 4), "two triggers, two +1/+1");
    assert_eq!(g.state().players[1].life, 14);
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[])).unwrap();
    while g.state().turn == 3 {
        pass_all(&mut g);
    }
    assert_eq!(size(&g, swiftspear), (1, 2), "until end of turn (514.2)");
}

#[test]
fn prowess_does_not_trigger_for_a_creature_spell_702_108a() {
    let mut g = decks_duel(json!(["Monastery Swiftspear", "Mountain"]), json!(["Monastery Swiftspear"]), json!([]));
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    let second = in_hand(&g, 0, "Monastery Swiftspear");
    let events = g.apply(cast(0, second, CastMethod::Normal)).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })), "{events:?}");
    resolve_all(&mut g);
    assert_eq!(size(&g, swiftspear), (1, 2));
}

#[test]
fn exalted_pumps_a_creature_that_attacks_alone_but_not_two_attackers_702_83a() {
    let mut g =
        decks_duel(json!(["Ignoble Hierarch", "Monastery Swiftspear", "Monastery Swiftspear"]), json!([]), json!([]));
    let [a, b] = on_battlefield(&g, "Monastery Swiftspear")[..] else { panic!() };
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(a, at_player(1))])).unwrap();
    resolve_all(&mut g);
    assert_eq!(size(&g, a), (2, 3), "Ignoble Hierarch's exalted (702.83a)");
    assert_eq!(size(&g, b), (1, 2));
    // The next turn both attack: exalted does not trigger (506.5).
    let mut g =
        decks_duel(json!(["Ignoble Hierarch", "Monastery Swiftspear", "Monastery Swiftspear"]), json!([]), json!([]));
    let [a, b] = on_battlefield(&g, "Monastery Swiftspear")[..] else { panic!() };
    advance_to(&mut g, Step::DeclareAttackers);
    let events = g.apply(attack(0, &[(a, at_player(1)), (b, at_player(1))])).unwrap();
    resolve_all(&mut g);
    assert!(!events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })));
    assert_eq!((size(&g, a), size(&g, b)), ((1, 2), (1, 2)));
}

#[test]
fn it_in_an_enters_ability_is_the_permanent_itself_that_deals_the_damage_608_2k() {
    let mut g = decks_duel(json!(["Mountain"]), json!(["Voldaren Epicure"]), json!([]));
    let epicure = in_hand(&g, 0, "Voldaren Epicure");
    g.apply(cast(0, epicure, CastMethod::Normal)).unwrap();
    let events = resolve_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, Event::DamageDealt { card, amount: 1, .. } if card == "Voldaren Epicure")),
        "{events:?}"
    );
    assert_eq!(g.state().players[1].life, 19);
    assert_eq!(on_battlefield(&g, "Blood").len(), 1, "then a Blood token (111.10g)");
}

#[test]
fn it_in_an_activated_ability_with_a_sacrifice_cost_is_the_sacrificed_source_dealing_damage_608_2k() {
    let mut g = decks_duel(json!(["Implement of Combustion", "Mountain"]), json!([]), json!([]));
    let implement = the_only(&g, "Implement of Combustion");
    let library = g.state().players[0].library.len();
    let action = mtg_rules::game::Action::ActivateAbility {
        player: mtg_rules::game::PlayerId(0),
        object: implement,
        ability: 0,
        choice: 0,
        targets: vec![player_target(1)],
        choices: Vec::new(),
        payment: None,
        x: None,
    };
    g.apply(action).unwrap();
    assert!(on_battlefield(&g, "Implement of Combustion").is_empty(), "sacrificed as a cost (602.2b)");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 19, "it deals damage though it left the battlefield (608.2h)");
    assert_eq!(g.state().players[0].library.len(), library - 1, "its graveyard trigger drew a card");
}

#[test]
fn a_token_made_with_toxic_and_a_quoted_ability_has_both_111_4_702_164a_509_1b() {
    let mut g = decks_duel(json!(["Crawling Chorus", "Mountain"]), json!(["Lightning Bolt"]), json!([]));
    let chorus = the_only(&g, "Crawling Chorus");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(chorus)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Crawling Chorus").is_empty(), "it died (700.4)");
    let mites: Vec<ObjectId> =
        g.state().battlefield.iter().copied().filter(|&id| g.object(id).is_ok_and(|o| o.token)).collect();
    let [mite] = mites[..] else { panic!("one token: {mites:?}") };
    let view = g.permanent(mite).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1));
    assert_eq!(view.keywords.toxic, 1, "toxic 1 (702.164a)");
    assert!(view.keywords.cant_block, "\"This creature can't block.\" (509.1b)");
    assert!(
        g.object(mite).unwrap().card.contains("\"This creature can't block.\""),
        "{}",
        g.object(mite).unwrap().card
    );
}

#[test]
fn blood_artist_triggers_when_another_creature_dies_target_player_loses_1_life_and_you_gain_1_700_4_603_10a_119_3() {
    let mut g =
        decks_duel(json!(["Blood Artist", "Mountain"]), json!(["Lightning Bolt"]), json!(["Monastery Swiftspear"]));
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(swiftspear)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Monastery Swiftspear").is_empty());
    // 603.3d: Blood Artist's controller chooses the player.
    let answer = g
        .legal_actions()
        .into_iter()
        .find(|a| {
            matches!(a, mtg_rules::game::Action::ChooseTargets { targets, .. } if targets[..] == [player_target(1)])
        })
        .unwrap_or_else(|| panic!("a target choice: {:?}", g.state().pending));
    g.apply(answer).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 19, "target player loses 1 life (119.3)");
    assert_eq!(g.state().players[0].life, 21, "and you gain 1 life");
}

fn names_in(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

#[test]
fn archaeomancer_returns_target_instant_or_sorcery_card_from_your_graveyard_to_your_hand_400_3_115_1() {
    let setup = json!({
        "players": [
            { "battlefield": ["Island", "Island", "Island", "Island"], "hand": ["Archaeomancer"],
              "graveyard": ["Mountain", "Lightning Bolt"], "library": ["Plains", "Plains"] },
            { "graveyard": ["Consider"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    });
    let mut g = decks_game(setup);
    let archaeomancer = in_hand(&g, 0, "Archaeomancer");
    g.apply(cast(0, archaeomancer, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // The one legal target (not the land, not the opponent's Consider) was chosen (603.3d).
    assert_eq!(names_in(&g, &g.state().players[0].hand), ["Lightning Bolt"]);
    assert_eq!(names_in(&g, &g.state().players[0].graveyard), ["Mountain"]);
    assert_eq!(names_in(&g, &g.state().players[1].graveyard), ["Consider"]);
}

#[test]
fn honest_rutstein_returns_a_creature_card_and_with_none_in_your_graveyard_its_trigger_is_removed_603_3d() {
    let rutstein = |graveyard: Value| {
        let setup = json!({
            "players": [
                { "battlefield": ["Swamp", "Forest", "Swamp"], "hand": ["Honest Rutstein"],
                  "graveyard": graveyard, "library": ["Plains", "Plains"] },
                { "graveyard": ["Ignoble Hierarch"], "library": ["Plains", "Plains"] }
            ],
            "activePlayer": 0, "step": "precombatMain", "turn": 3
        });
        let mut g = decks_game(setup);
        let card = in_hand(&g, 0, "Honest Rutstein");
        g.apply(cast(0, card, CastMethod::Normal)).unwrap();
        let events = resolve_all(&mut g);
        (g, events)
    };
    let (g, _) = rutstein(json!(["Lightning Bolt", "Monastery Swiftspear"]));
    assert_eq!(names_in(&g, &g.state().players[0].hand), ["Monastery Swiftspear"]);
    let (g, events) = rutstein(json!(["Lightning Bolt"]));
    assert!(
        events.iter().any(|e| matches!(e, Event::DidNotResolve { rule: "603.3d", .. })),
        "no creature card in its controller's graveyard: {events:?}"
    );
    assert_eq!(names_in(&g, &g.state().players[1].graveyard), ["Ignoble Hierarch"]);
    assert!(g.state().players[0].hand.is_empty());
}

#[test]
fn sylvan_caryatid_and_striped_riverwinder_cannot_be_targeted_by_an_opponents_spell_but_by_their_controllers_702_11b() {
    let setup = json!({
        "players": [
            { "battlefield": ["Sylvan Caryatid", "Striped Riverwinder", "Mountain"], "hand": ["Lightning Bolt"],
              "library": ["Plains", "Plains"] },
            { "battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    });
    let mut g = decks_game(setup);
    let (caryatid, serpent) = (the_only(&g, "Sylvan Caryatid"), the_only(&g, "Striped Riverwinder"));
    let theirs = in_hand(&g, 1, "Lightning Bolt");
    for target in [caryatid, serpent] {
        refused_with(&mut g, cast_at(1, theirs, CastMethod::Normal, vec![at(target)]), "hexproof", Some("702.11b"));
    }
    g.apply(cast_at(1, theirs, CastMethod::Normal, vec![player_target(0)])).unwrap();
    // In response, their controller may target their own hexproof creature.
    let mine = in_hand(&g, 0, "Lightning Bolt");
    g.apply(pass(1)).unwrap();
    g.apply(cast_at(0, mine, CastMethod::Normal, vec![at(caryatid)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Sylvan Caryatid").is_empty(), "its controller's Bolt killed it");
    assert_eq!(g.state().players[0].life, 17);
}
