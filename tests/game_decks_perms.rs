//! Nonland permanents of real decks (issue 14, `data/pool-decks.json`,
//! current Oracle text), each with the rule it follows: Ruthless Lawbringer
//! (603.5, 603.12); Aftermath Analyst (400.3, 701.17a); Delver of Secrets
//! (701.20a, 701.28a); Deep-Cavern Bat (610.3, 603.5); Soul-Guide Lantern
//! and Relic of Progenitus (406.2, 608.2d); Powder Keg (603.5, 122.1, 701.8a);
//! Skrelv's Hive (611.3a, 702.164, 702.15); Ancient Cornucopia (603.2h, 105.2);
//! Rest in Peace and Leyline of the Void (614.1a, 700.4); Energy Flux (613.1f, 118.12a);
//! Wedding Announcement (508.1, 608.2c, 701.28a); Teferi, Time Raveler (307.5, 611.2a, 606.4);
//! Mazemind Tome (118.3, 122.1, 603.8); Grafdigger's Cage (101.2).
//! Narset, Parter of Veils (121.2b, 401.4); Ashiok, Dream Render (701.23, 406.2); The One Ring (702.16j,
//! 603.4, 122.1); Campfire (903.3, 701.24a).
//! Liliana of the Veil (701.9b, 701.21a, 700.3); Dress Down (613.1f, 513.1a, 701.21a);
//! Damping Sphere (614.1a, 601.2f); Pithing Needle (614.12, 201.3, 602.5);
//! Spelunking (608.2c, 614.1c).
//! Archon of Emeria (101.2, 601.3, 614.1c); Waker of Waves (613.4c, 113.6m, 608.2d);
//! Leyline of the Guildpact (613.1e, 613.1d, 305.7); Kalitas, Traitor of Ghet (614.1a, 700.4, 602.2);
//! Skyclave Apparition (607.2a, 111.4).
//! Act of Treason and Dack Fayden (613.1b, 302.6, 514.2); Animate Dead (303.4, 702.5a, 613.1f, 603.6c).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, Pending, PlayerId, Step};
use mtg_rules::text::Ability;
use serde_json::json;

/// The index of the card's first activated ability among its front face's abilities.
fn first_activated(card: &str) -> usize {
    let face = decks_pool().card(card).unwrap().front().unwrap();
    face.abilities.iter().position(|a| matches!(a, Ability::Activated { .. })).expect("an activated ability")
}

/// Ruthless Lawbringer cast and resolved by player 0 with `mine` beside it;
/// player 1 controls Mishra's Bauble. Returns the game with its enters trigger resolving.
fn lawbringer_enters(mine: serde_json::Value) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": ["Ruthless Lawbringer"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Mishra's Bauble", "Plains"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Ruthless Lawbringer"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    g
}

#[test]
fn ruthless_lawbringer_sacrificing_another_creature_triggers_its_reflexive_destroy_603_12() {
    let g = lawbringer_enters(json!(["Squadron Hawk", "Plains", "Swamp", "Plains"]));
    let Some(Pending::YouMay { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("603.5: you may sacrifice: {:?}", g.state().pending)
    };
    let accept = Action::YouMay { player: PlayerId(0), accept: true };
    assert!(g.legal_actions().contains(&accept));
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(accept).unwrap();
    // The only other creature is sacrificed without a question; the Lawbringer is not "another".
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Ruthless Lawbringer", 0), Some(Zone::Battlefield));
    assert!(g.state().players[0].sacrificed, "701.21a");
    // 603.12: "When you do": a reflexive trigger whose target is chosen now.
    let bauble = the_only(&g, "Mishra's Bauble");
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[at(bauble)]);
    }
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(Zone::Graveyard), "destroy target nonland permanent");
}

#[test]
fn ruthless_lawbringer_declined_or_with_no_other_creature_destroys_nothing_603_5() {
    // Declined: nothing sacrificed, no reflexive trigger.
    let mut g = lawbringer_enters(json!(["Squadron Hawk", "Plains", "Swamp", "Plains"]));
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    resolve_all(&mut g);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(Zone::Battlefield));
    // No other creature: nothing to sacrifice, no question, nothing destroyed.
    let g = lawbringer_enters(json!(["Plains", "Swamp", "Plains"]));
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(zone_of(&g, "Ruthless Lawbringer", 0), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(Zone::Battlefield));
}

#[test]
fn ruthless_lawbringer_with_two_creatures_asks_which_to_sacrifice_701_21a() {
    let mut g = lawbringer_enters(json!(["Squadron Hawk", "Sacred Cat", "Plains", "Swamp", "Plains"]));
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, .. }) = g.state().pending.clone() else {
        panic!("which creature: {:?}", g.state().pending)
    };
    let cat = the_only(&g, "Sacred Cat");
    assert_eq!(objects.len(), 2, "another creature: not the Lawbringer itself");
    assert!(objects.contains(&cat) && objects.contains(&the_only(&g, "Squadron Hawk")));
    g.apply(Action::ChooseObject { player: PlayerId(0), object: cat }).unwrap();
    assert_eq!(zone_of(&g, "Sacred Cat", 0), Some(Zone::Graveyard));
    let bauble = the_only(&g, "Mishra's Bauble");
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[at(bauble)]);
    }
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(Zone::Graveyard));
}

#[test]
fn aftermath_analyst_returns_every_land_card_from_your_graveyard_to_the_battlefield_tapped_400_3() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Aftermath Analyst", "Forest", "Forest", "Forest", "Forest"],
              "graveyard": ["Plains", "Swamp", "Lightning Bolt"], "library": ["Plains", "Plains"] },
            { "graveyard": ["Mountain"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let analyst = the_only(&g, "Aftermath Analyst");
    g.apply(activate(&g, analyst, first_activated("Aftermath Analyst"))).unwrap();
    assert_eq!(zone_of(&g, "Aftermath Analyst", 0), Some(Zone::Graveyard), "sacrificed as a cost");
    resolve_all(&mut g);
    for land in ["Plains", "Swamp"] {
        let id = the_only(&g, land);
        assert!(g.object(id).unwrap().tapped, "{land} enters tapped");
        assert_eq!(g.object(id).unwrap().controller, PlayerId(0));
    }
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard), "not a land card");
    assert_eq!(zone_of(&g, "Mountain", 1), Some(Zone::Graveyard), "your graveyard only");
    assert_eq!(zone_of(&g, "Aftermath Analyst", 0), Some(Zone::Graveyard), "a creature card stays");
}

#[test]
fn aftermath_analyst_entering_mills_three_cards_701_17a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Forest"], "hand": ["Aftermath Analyst"],
              "library": ["Plains", "Swamp", "Island", "Mountain"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Aftermath Analyst"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].graveyard.len(), 3);
    assert_eq!(g.state().players[0].library.len(), 1);
}

/// Delver of Secrets on player 0's battlefield with `top` on top of their
/// library, at the beginning of their upkeep with its trigger resolving.
fn delver_upkeep(top: &str) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Delver of Secrets"], "library": [top, "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }));
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    resolve_all(&mut g);
    g
}

#[test]
fn delver_of_secrets_revealing_an_instant_transforms_into_a_flying_insectile_aberration_701_28a() {
    let g = delver_upkeep("Lightning Bolt");
    let delver = the_only(&g, "Delver of Secrets // Insectile Aberration");
    let Some(Pending::YouMay { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("603.5: you may reveal that card: {:?}", g.state().pending)
    };
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    let events = g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Revealed { card, .. } if card == "Lightning Bolt")), "701.20a");
    assert!(events.iter().any(|e| matches!(e, Event::Transformed { object, face: 1 } if *object == delver)));
    // 712.18: the same object, its back face up: a 3/2 with flying.
    let c = g.characteristics(delver).unwrap();
    assert_eq!(c.name, "Insectile Aberration");
    assert_eq!((c.power, c.toughness), (Some(3), Some(2)));
    assert!(c.keywords.iter().any(|k| k == "Flying"), "{:?}", c.keywords);
    assert_eq!(g.state().players[0].library.len(), 2, "revealed, not moved");
}

#[test]
fn delver_of_secrets_stays_a_wizard_when_a_land_is_revealed_or_nothing_is_701_20a() {
    for (top, accept) in [("Plains", true), ("Lightning Bolt", false)] {
        let mut g = delver_upkeep(top);
        let delver = the_only(&g, "Delver of Secrets // Insectile Aberration");
        let events = g.apply(Action::YouMay { player: PlayerId(0), accept }).unwrap();
        assert_eq!(events.iter().any(|e| matches!(e, Event::Revealed { .. })), accept);
        assert!(!events.iter().any(|e| matches!(e, Event::Transformed { .. })));
        assert_eq!(g.characteristics(delver).unwrap().name, "Delver of Secrets", "{top}, accepted: {accept}");
    }
}

/// Deep-Cavern Bat cast by player 0 (Swamps and a Mountain, Lightning Bolt
/// in hand) while player 1 holds `theirs`; its enters trigger resolving.
fn bat_enters(theirs: serde_json::Value) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp", "Mountain"], "hand": ["Deep-Cavern Bat", "Lightning Bolt"],
              "library": ["Plains", "Plains"] },
            { "hand": theirs, "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Deep-Cavern Bat"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[player_target(1)]);
        resolve_all(&mut g);
    }
    g
}

#[test]
fn deep_cavern_bat_exiles_a_nonland_card_from_the_opponents_hand_until_it_leaves_the_battlefield_610_3() {
    let g = bat_enters(json!(["Lightning Bolt", "Plains"]));
    let Some(Pending::YouMay { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("603.5: you may exile: {:?}", g.state().pending)
    };
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    // The only nonland card is chosen without asking.
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Plains", 1), Some(Zone::Hand), "a land card stays");
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the exiled card reads back");
    // The Bat leaves: the card returns to its owner's hand (610.3), not to the battlefield.
    let bat = the_only(&g, "Deep-Cavern Bat");
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![at(bat)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Deep-Cavern Bat", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[1].hand.len(), 2, "back in the hand");
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Hand));
    assert!(g.state().exile.is_empty());
}

#[test]
fn deep_cavern_bat_asks_which_card_and_may_be_declined_603_5() {
    let mut g = bat_enters(json!(["Lightning Bolt", "Squadron Hawk", "Plains"]));
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, .. }) = g.state().pending.clone() else {
        panic!("which card: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 2, "nonland cards only");
    let hawk = *objects.iter().find(|&&id| g.object(id).unwrap().card == "Squadron Hawk").unwrap();
    g.apply(Action::ChooseObject { player: PlayerId(0), object: hawk }).unwrap();
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    // Declined: nothing exiled. A hand of lands only: no question.
    let mut g = bat_enters(json!(["Lightning Bolt"]));
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Hand));
    let g = bat_enters(json!(["Plains"]));
    assert!(g.state().pending.is_none() && g.state().stack.is_empty(), "{:?}", g.state().pending);
}

/// The index of the activated ability of `card` whose effect is written `text`
/// (the nth activated ability, counting from 0).
fn nth_activated(card: &str, n: usize) -> usize {
    let face = decks_pool().card(card).unwrap().front().unwrap();
    let activated = face.abilities.iter().enumerate().filter(|(_, a)| matches!(a, Ability::Activated { .. }));
    activated.map(|(i, _)| i).nth(n).expect("that many activated abilities")
}

#[test]
fn soul_guide_lantern_exiles_a_target_card_then_each_opponents_graveyard_not_its_controllers_406_2() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains"], "hand": ["Soul-Guide Lantern"],
              "graveyard": ["Mountain"], "library": ["Plains", "Plains"] },
            { "graveyard": ["Lightning Bolt", "Squadron Hawk", "Plains"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Soul-Guide Lantern"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // "When [this] enters, exile up to one target card from a graveyard."
    let hawk = g.state().players[1].graveyard.iter().copied().find(|&id| g.object(id).unwrap().card == "Squadron Hawk");
    choose_trigger_targets(&mut g, &[at(hawk.unwrap())]);
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    assert_eq!(g.state().players[1].graveyard.len(), 2);
    // "{T}, Sacrifice [this]: Exile each opponent's graveyard."
    let lantern = the_only(&g, "Soul-Guide Lantern");
    g.apply(activate(&g, lantern, nth_activated("Soul-Guide Lantern", 0))).unwrap();
    resolve_all(&mut g);
    assert!(g.state().players[1].graveyard.is_empty(), "each opponent's graveyard is exiled");
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    // Its controller's graveyard is not an opponent's: the Mountain and the sacrificed Lantern stay.
    assert_eq!(zone_of(&g, "Mountain", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Soul-Guide Lantern", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().exile.len(), 3, "the Hawk, then the Bolt and the Plains");
}

#[test]
fn soul_guide_lantern_sacrificed_for_one_mana_draws_a_card_602_2() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Soul-Guide Lantern", "Plains"], "graveyard": ["Mountain"], "library": ["Island", "Plains"] },
            { "graveyard": ["Lightning Bolt"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let lantern = the_only(&g, "Soul-Guide Lantern");
    g.apply(activate(&g, lantern, nth_activated("Soul-Guide Lantern", 1))).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Island", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Soul-Guide Lantern", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard), "no graveyard exiled");
}

/// Relic of Progenitus and a Plains on player 0's battlefield; player 1's graveyard is `theirs`.
fn relic_game(theirs: serde_json::Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Relic of Progenitus", "Plains"], "graveyard": ["Mountain"],
              "library": ["Island", "Plains"] },
            { "graveyard": theirs, "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn relic_of_progenitus_has_the_target_player_choose_a_card_of_their_graveyard_to_exile_608_2d() {
    let mut g = relic_game(json!(["Lightning Bolt", "Squadron Hawk"]));
    let relic = the_only(&g, "Relic of Progenitus");
    g.apply(activate_at(&g, relic, nth_activated("Relic of Progenitus", 0), vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    // The target player chooses, not the Relic's controller.
    let Some(Pending::ChooseObject { player: PlayerId(1), objects, .. }) = g.state().pending.clone() else {
        panic!("608.2d: that player chooses: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 2, "the cards of their graveyard");
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    let bolt = *objects.iter().find(|&&id| g.object(id).unwrap().card == "Lightning Bolt").unwrap();
    assert!(g.legal_actions().contains(&Action::ChooseObject { player: PlayerId(1), object: bolt }));
    assert!(!g.is_legal(&Action::ChooseObject { player: PlayerId(0), object: bolt }), "not the controller's choice");
    g.apply(Action::ChooseObject { player: PlayerId(1), object: bolt }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Mountain", 0), Some(Zone::Graveyard));
    // An empty graveyard: nothing to choose, nothing happens.
    let mut g = relic_game(json!([]));
    let relic = the_only(&g, "Relic of Progenitus");
    g.apply(activate_at(&g, relic, nth_activated("Relic of Progenitus", 0), vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none() && g.state().stack.is_empty(), "{:?}", g.state().pending);
}

#[test]
fn relic_of_progenitus_exiled_for_one_mana_exiles_all_cards_from_all_graveyards_and_draws_406_2() {
    let mut g = relic_game(json!(["Lightning Bolt", "Squadron Hawk"]));
    let relic = the_only(&g, "Relic of Progenitus");
    g.apply(activate(&g, relic, nth_activated("Relic of Progenitus", 1))).unwrap();
    assert_eq!(zone_of(&g, "Relic of Progenitus", 0), Some(Zone::Exile), "exiled as a cost");
    resolve_all(&mut g);
    assert!(g.state().players.iter().all(|p| p.graveyard.is_empty()), "every graveyard");
    for (card, player) in [("Lightning Bolt", 1), ("Squadron Hawk", 1), ("Mountain", 0)] {
        assert_eq!(zone_of(&g, card, player), Some(Zone::Exile), "{card}");
    }
    assert_eq!(zone_of(&g, "Island", 0), Some(Zone::Hand), "then draw a card");
}

/// Powder Keg on player 0's battlefield with `fuse` fuse counters, at the
/// end of player 1's turn; player 1 controls `theirs`.
fn powder_keg_game(fuse: u32, theirs: serde_json::Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Powder Keg", "counters": { "fuse": fuse } }],
              "library": ["Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }))
}

fn fuse_counters(g: &Game) -> u32 {
    let keg = g.object(the_only(g, "Powder Keg")).unwrap();
    keg.counters.get(&mtg_rules::counter::CounterKind::from_name("fuse").unwrap())
}

#[test]
fn powder_keg_may_get_a_fuse_counter_at_the_beginning_of_each_upkeep_603_5() {
    let mut g = powder_keg_game(1, json!([]));
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    resolve_all(&mut g);
    let Some(Pending::YouMay { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("603.5: you may put a fuse counter: {:?}", g.state().pending)
    };
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    resolve_all(&mut g);
    assert_eq!(fuse_counters(&g), 2, "122.1: a second fuse counter");
    let g2 = Game::from_json(decks_pool(), &g.to_json()).expect("the counters read back");
    assert_eq!(fuse_counters(&g2), 2);
    // Declined: the count stays.
    let mut g = powder_keg_game(1, json!([]));
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    resolve_all(&mut g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(fuse_counters(&g), 1);
}

#[test]
fn powder_keg_destroys_each_artifact_and_creature_with_mana_value_equal_to_its_fuse_counters_701_8a() {
    let theirs = json!(["Squadron Hawk", "Ichor Wellspring", "Counterbalance", "Sacred Cat", "Plains"]);
    let mut g = powder_keg_game(2, theirs);
    g.apply(pass(1)).unwrap();
    let keg = the_only(&g, "Powder Keg");
    g.apply(activate(&g, keg, first_activated("Powder Keg"))).unwrap();
    assert_eq!(zone_of(&g, "Powder Keg", 0), Some(Zone::Graveyard), "sacrificed as a cost");
    resolve_all(&mut g);
    // Counted on the Keg as it last existed (608.2h): two.
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Graveyard), "a creature of mana value 2");
    assert_eq!(zone_of(&g, "Ichor Wellspring", 1), Some(Zone::Graveyard), "an artifact of mana value 2");
    assert_eq!(zone_of(&g, "Counterbalance", 1), Some(Zone::Battlefield), "an enchantment is neither");
    assert_eq!(zone_of(&g, "Sacred Cat", 1), Some(Zone::Battlefield), "mana value 1");
    // With no fuse counter it destroys what has mana value 0 only.
    let mut g = powder_keg_game(0, json!(["Squadron Hawk", "Mishra's Bauble"]));
    g.apply(pass(1)).unwrap();
    let keg = the_only(&g, "Powder Keg");
    g.apply(activate(&g, keg, first_activated("Powder Keg"))).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Battlefield));
}

/// Skrelv's Hive and Squadron Hawk on player 0's battlefield at the end of
/// player 1's turn; player 1 has `poison` poison counters.
fn hive_game(poison: u32) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Skrelv's Hive", "Squadron Hawk"], "library": ["Plains", "Plains", "Plains"] },
            { "counters": { "poison": poison }, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }))
}

fn mites(g: &Game) -> Vec<mtg_rules::game::ObjectId> {
    let battlefield = g.state().battlefield.iter().copied();
    battlefield.filter(|&id| g.characteristics(id).is_ok_and(|c| c.subtypes.iter().any(|t| t == "Mite"))).collect()
}

fn has_keyword(g: &Game, id: mtg_rules::game::ObjectId, keyword: &str) -> bool {
    g.characteristics(id).unwrap().keywords.iter().any(|k| k == keyword)
}

#[test]
fn skrelvs_hive_makes_a_toxic_mite_each_upkeep_that_has_lifelink_while_an_opponent_is_corrupted_611_3a() {
    let mut g = hive_game(3);
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    resolve_all(&mut g);
    // "you lose 1 life and create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and
    // "This creature can't block.""
    assert_eq!(g.state().players[0].life, 19);
    let [mite] = mites(&g)[..] else { panic!("one Mite: {:?}", mites(&g)) };
    let c = g.characteristics(mite).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    assert!(has_keyword(&g, mite, "Toxic"), "{:?}", c.keywords);
    // Corrupted: an opponent has three poison counters, so creatures with toxic have lifelink; the Hawk has none.
    assert!(has_keyword(&g, mite, "Lifelink"), "{:?}", c.keywords);
    assert!(!has_keyword(&g, the_only(&g, "Squadron Hawk"), "Lifelink"));
    let g2 = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    assert!(has_keyword(&g2, mite, "Lifelink"));
    // A turn later the Mite attacks: toxic gives a poison counter (702.164c) and lifelink gains life (702.15b).
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    resolve_all(&mut g);
    assert_eq!((g.state().players[0].life, mites(&g).len()), (18, 2));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(mite, at_player(1))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 19);
    assert_eq!(g.state().players[1].counters.get(&mtg_rules::counter::CounterKind::Poison), 4);
    assert_eq!(g.state().players[0].life, 19, "lifelink");
}

#[test]
fn skrelvs_hive_gives_no_lifelink_while_no_opponent_has_three_poison_counters_611_3a() {
    let mut g = hive_game(2);
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    resolve_all(&mut g);
    let [mite] = mites(&g)[..] else { panic!("one Mite: {:?}", mites(&g)) };
    assert!(has_keyword(&g, mite, "Toxic"));
    assert!(!has_keyword(&g, mite, "Lifelink"), "{:?}", g.characteristics(mite).unwrap().keywords);
}

/// Ancient Cornucopia with Mountains and Plains on player 0's battlefield,
/// Lightning Helix, Lightning Bolt and Mishra's Bauble in hand.
fn cornucopia_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Ancient Cornucopia", "Mountain", "Plains", "Mountain", "Plains"],
              "hand": ["Lightning Helix", "Lightning Bolt", "Mishra's Bauble"], "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn ancient_cornucopia_gains_1_life_for_each_color_of_a_spell_cast_only_once_each_turn_603_2h() {
    let mut g = cornucopia_game();
    // "{T}: Add one mana of any color."
    let cornucopia = the_only(&g, "Ancient Cornucopia");
    g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: cornucopia, choice: 3 }).unwrap();
    assert!(g.object(cornucopia).unwrap().tapped);
    // A colorless spell: no trigger.
    g.apply(cast(0, in_hand(&g, 0, "Mishra's Bauble"), CastMethod::Normal)).unwrap();
    assert_eq!(g.state().stack.len(), 1, "only the Bauble");
    resolve_all(&mut g);
    // A red and white spell: "you may gain 1 life for each of that spell's colors".
    let helix = in_hand(&g, 0, "Lightning Helix");
    g.apply(cast_at(0, helix, CastMethod::Normal, vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 2, "the Helix and the trigger");
    resolve_all(&mut g);
    let Some(Pending::YouMay { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("603.5: you may gain life: {:?}", g.state().pending)
    };
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert_eq!(g.state().players[0].life, 22, "two colors");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 25, "then the Helix's 3");
    assert_eq!(g.state().players[1].life, 17);
    // 603.2h: done this turn, so it does not trigger again this turn, even after a JSON round trip.
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the turn's record reads back");
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 1, "no trigger");
    resolve_all(&mut g);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (25, 14));
}

#[test]
fn ancient_cornucopia_declined_may_trigger_again_the_same_turn_603_2h() {
    let mut g = cornucopia_game();
    let helix = in_hand(&g, 0, "Lightning Helix");
    g.apply(cast_at(0, helix, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 23, "the Helix's 3 only");
    // Not done yet this turn: the Bolt triggers it, and one color gives 1 life.
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 2, "the Bolt and the trigger");
    resolve_all(&mut g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 24);
}

/// Player 0 has Rest in Peace (or Leyline of the Void: `enchantment`) in
/// hand or on the battlefield (`in_play`), two Lightning Bolts, and Squadron
/// Hawk in the graveyard; player 1 controls Haywire Mite ("When … dies, you
/// gain 2 life.") and Young Wolf (undying) with a Lightning Bolt in the graveyard.
fn graveyard_hate_game(enchantment: &str, in_play: bool) -> Game {
    let (mut battlefield, mut hand) =
        (json!(["Plains", "Plains", "Mountain", "Mountain", "Mountain"]), json!(["Lightning Bolt", "Lightning Bolt"]));
    let place = if in_play { &mut battlefield } else { &mut hand };
    place.as_array_mut().unwrap().push(json!(enchantment));
    decks_game(json!({
        "players": [
            { "battlefield": battlefield, "hand": hand, "graveyard": ["Squadron Hawk"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Haywire Mite", "Young Wolf"], "graveyard": ["Lightning Bolt"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn bolt(g: &mut Game, target: &str) -> Vec<Event> {
    let bolt = in_hand(g, 0, "Lightning Bolt");
    let target = the_only(g, target);
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(target)])).unwrap();
    resolve_all(g)
}

#[test]
fn rest_in_peace_exiles_every_graveyard_then_exiles_what_would_go_to_one_so_nothing_dies_614_1a() {
    let mut g = graveyard_hate_game("Rest in Peace", false);
    g.apply(cast(0, in_hand(&g, 0, "Rest in Peace"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // "When Rest in Peace enters, exile all cards from all graveyards."
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Exile));
    assert!(g.state().players.iter().all(|p| p.graveyard.is_empty()));
    // A resolved instant and a creature with lethal damage are exiled instead (614.1a): the Mite never
    // dies, so "When Haywire Mite dies" does not trigger (700.4), and neither does undying (702.93a).
    let events = bolt(&mut g, "Haywire Mite");
    assert_eq!(zone_of(&g, "Haywire Mite", 1), Some(Zone::Exile));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ObjectMoved { card, zone: Zone::Exile, .. } if card == "Haywire Mite"))
    );
    assert_eq!(g.state().players[1].life, 20, "no dies trigger");
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    bolt(&mut g, "Young Wolf");
    assert_eq!(zone_of(&g, "Young Wolf", 1), Some(Zone::Exile), "not returned by undying");
    assert!(g.state().stack.is_empty() && g.state().triggers.is_empty());
    assert!(g.state().players.iter().all(|p| p.graveyard.is_empty()), "both Bolts exiled too");
    assert_eq!(g.state().exile.len(), 6, "the Hawk, a Bolt, the Mite, the Wolf and two Bolts");
}

#[test]
fn leyline_of_the_void_exiles_only_cards_going_to_an_opponents_graveyard_614_1a() {
    let mut g = graveyard_hate_game("Leyline of the Void", true);
    bolt(&mut g, "Young Wolf");
    assert_eq!(zone_of(&g, "Young Wolf", 1), Some(Zone::Exile), "an opponent's card: no undying");
    // Its controller's own Bolt goes to their graveyard.
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].graveyard.len(), 2, "the Hawk and the Bolt");
    // Without it, the Mite dies and its controller gains 2 life.
    let mut g = graveyard_hate_game("Plains", true);
    bolt(&mut g, "Haywire Mite");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Haywire Mite", 1), Some(Zone::Graveyard));
    assert_eq!(g.state().players[1].life, 22);
}

/// Energy Flux and Soul-Guide Lantern on player 0's battlefield; player 1
/// controls Haywire Mite (an artifact creature), Mishra's Bauble and two
/// Plains; at the end of player 0's turn.
fn energy_flux_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Energy Flux", "Soul-Guide Lantern"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Haywire Mite", "Mishra's Bauble", "Plains", "Plains"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "end", "turn": 2
    }))
}

/// The pending "sacrifice unless you pay" of player 1: the card of the
/// permanent that has the ability.
fn flux_payment_for(g: &Game) -> String {
    let Some(Pending::PayWard { player: PlayerId(1), spell, .. }) = g.state().pending else {
        panic!("608.2d: pay {{2}} or not: {:?}", g.state().pending)
    };
    let source = g.object(spell).unwrap().ability.as_ref().unwrap().source;
    g.object(source).unwrap().card.clone()
}

#[test]
fn energy_flux_gives_each_artifact_an_upkeep_trigger_of_its_controllers_sacrificed_unless_they_pay_2_118_12a() {
    let mut g = energy_flux_game();
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    // "At the beginning of your upkeep": player 1's two artifacts, not player 0's Lantern (603.3a: each
    // ability is controlled by the controller of the artifact that has it).
    assert_eq!(g.state().stack.len(), 2, "{:?}", g.state().stack);
    for &id in &g.state().stack {
        let o = g.object(id).unwrap();
        assert_eq!(o.controller, PlayerId(1));
        let source = g.object(o.ability.as_ref().unwrap().source).unwrap();
        assert_ne!(source.card, "Soul-Guide Lantern");
    }
    resolve_all(&mut g);
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the granted trigger reads back");
    // The first is paid with both Plains.
    let paid = flux_payment_for(&g);
    assert!(g.legal_actions().contains(&Action::PayWard { player: PlayerId(1), pay: true }));
    g.apply(Action::PayWard { player: PlayerId(1), pay: true }).unwrap();
    assert_eq!(zone_of(&g, &paid, 1), Some(Zone::Battlefield));
    resolve_all(&mut g);
    // The second can't be paid any more: it is sacrificed.
    let unpaid = flux_payment_for(&g);
    assert_ne!(paid, unpaid);
    let pay = Action::PayWard { player: PlayerId(1), pay: true };
    assert!(!g.legal_actions().contains(&pay) && !g.is_legal(&pay), "two tapped Plains pay nothing");
    g.apply(Action::PayWard { player: PlayerId(1), pay: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, &paid, 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, &unpaid, 1), Some(Zone::Graveyard), "sacrificed");
    // A sacrificed Haywire Mite dies: "When Haywire Mite dies, you gain 2 life."
    let life = if unpaid == "Haywire Mite" { 22 } else { 20 };
    assert_eq!(g.state().players[1].life, life);
    assert_eq!(zone_of(&g, "Soul-Guide Lantern", 0), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Energy Flux", 0), Some(Zone::Battlefield), "an enchantment has no such ability");
}

#[test]
fn energy_flux_triggers_nothing_at_the_upkeep_of_a_player_without_artifacts_503_1a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Energy Flux"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Haywire Mite"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }));
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().stack);
    assert_eq!(zone_of(&g, "Haywire Mite", 1), Some(Zone::Battlefield));
}

/// Wedding Announcement with `invitations` invitation counters and two
/// Squadron Hawks on player 0's battlefield in their precombat main phase.
fn wedding_game(invitations: u32) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Wedding Announcement // Wedding Festivity", "counters": { "invitation": invitations } },
                              "Squadron Hawk", "Squadron Hawk"],
              "library": ["Island", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn invitations(g: &Game) -> u32 {
    let wedding = g.object(the_only(g, "Wedding Announcement // Wedding Festivity")).unwrap();
    wedding.counters.get(&mtg_rules::counter::CounterKind::from_name("invitation").unwrap())
}

/// Player 0 attacks player 1 with `attackers` of their Hawks, then their end step's triggers resolve.
fn attack_then_end_step(g: &mut Game, attackers: usize) {
    advance_to(g, Step::DeclareAttackers);
    let hawks: Vec<_> =
        on_battlefield(g, "Squadron Hawk").into_iter().take(attackers).map(|h| (h, at_player(1))).collect();
    g.apply(attack(0, &hawks)).unwrap();
    advance_to(g, Step::End);
    resolve_all(g);
}

#[test]
fn wedding_announcement_draws_after_two_attackers_and_transforms_at_its_third_invitation_counter_701_28a() {
    let mut g = wedding_game(2);
    attack_then_end_step(&mut g, 2);
    assert_eq!(g.state().players[0].creatures_attacked_with, 2, "508.1");
    // "If you attacked with two or more creatures this turn, draw a card." (no Human token)
    assert_eq!(zone_of(&g, "Island", 0), Some(Zone::Hand));
    assert!(on_battlefield(&g, "Human").is_empty());
    // The third invitation counter: "Then if [this] has three or more invitation counters on it, transform it."
    let wedding = the_only(&g, "Wedding Announcement // Wedding Festivity");
    assert_eq!(invitations(&g), 3);
    assert_eq!(g.characteristics(wedding).unwrap().name, "Wedding Festivity");
    // Wedding Festivity: "Creatures you control get +1/+1."
    for hawk in on_battlefield(&g, "Squadron Hawk") {
        let c = g.characteristics(hawk).unwrap();
        assert_eq!((c.power, c.toughness), (Some(2), Some(2)));
    }
    let g2 = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    assert_eq!(g2.characteristics(wedding).unwrap().name, "Wedding Festivity");
    assert_eq!(g2.state().players[0].creatures_attacked_with, 2);
}

#[test]
fn wedding_announcement_otherwise_creates_a_human_and_a_new_turn_forgets_the_attackers_608_2c() {
    // One attacker is not two: "Otherwise, create a 1/1 white Human creature token."
    let mut g = wedding_game(0);
    attack_then_end_step(&mut g, 1);
    assert_eq!(invitations(&g), 1);
    assert!(g.state().players[0].hand.is_empty(), "no card drawn");
    let tokens: Vec<_> = g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().token).copied().collect();
    let [human] = tokens[..] else { panic!("one token: {tokens:?}") };
    let c = g.characteristics(human).unwrap();
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    assert!(c.subtypes.iter().any(|t| t == "Human"), "{:?}", c.subtypes);
    let wedding = the_only(&g, "Wedding Announcement // Wedding Festivity");
    assert_eq!(g.characteristics(wedding).unwrap().name, "Wedding Announcement", "one counter: not transformed");
    // The count is cleared as a turn begins.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert_eq!(g.state().players[0].creatures_attacked_with, 0);
}

/// Teferi, Time Raveler (loyalty 4) and two Islands on player 0's battlefield
/// with Preordain in hand; player 1 has a Mountain, Squadron Hawk and
/// Lightning Bolt in hand; player 0's `step` of turn 3.
fn teferi_game(step: &str) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Teferi, Time Raveler", "counters": { "loyalty": 4 } }, "Island", "Island"],
              "hand": ["Preordain"], "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Mountain", "Squadron Hawk"], "hand": ["Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": step, "turn": 3
    }))
}

fn loyalty(g: &Game) -> u32 {
    let teferi = g.object(the_only(g, "Teferi, Time Raveler")).unwrap();
    teferi.counters.get(&mtg_rules::counter::CounterKind::from_name("loyalty").unwrap())
}

#[test]
fn teferi_time_raveler_lets_each_opponent_cast_spells_only_any_time_they_could_cast_a_sorcery_307_5() {
    let mut g = teferi_game("upkeep");
    g.apply(pass(0)).unwrap();
    assert_eq!(g.state().priority_player, PlayerId(1));
    // An instant in another player's upkeep: not while Teferi is there.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let o = option(&g, bolt, CastMethod::Normal);
    assert!(!o.castable);
    assert!(o.reasons.iter().any(|r| r.code == "not_your_turn" && r.rule == "307.5"), "{:?}", o.reasons);
    let cast_bolt = cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)]);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == bolt)));
    assert_eq!(refused(&mut g, cast_bolt), "not_your_turn");
    // In their own main phase with an empty stack they may.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!(g.state().priority_player, PlayerId(1));
    assert!(option(&g, bolt, CastMethod::Normal).castable);
    // Without Teferi the Bolt is an instant again.
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "upkeep", "turn": 3
    }));
    g.apply(pass(0)).unwrap();
    assert!(option(&g, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal).castable);
}

#[test]
fn teferi_time_ravelers_plus_one_lets_its_controller_cast_sorceries_as_though_they_had_flash_until_their_next_turn_611_2a()
 {
    let mut g = teferi_game("precombatMain");
    let teferi = the_only(&g, "Teferi, Time Raveler");
    g.apply(activate(&g, teferi, loyalty_ability("Teferi, Time Raveler", 1))).unwrap();
    resolve_all(&mut g);
    assert_eq!(loyalty(&g), 5);
    assert_eq!(g.state().sorceries_as_though_flash, [PlayerId(0)]);
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the effect reads back");
    // In player 1's upkeep, player 0 casts a sorcery (their own Teferi does not restrict them).
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    g.apply(pass(1)).unwrap();
    assert_eq!(g.state().priority_player, PlayerId(0));
    let preordain = in_hand(&g, 0, "Preordain");
    assert!(option(&g, preordain, CastMethod::Normal).castable);
    let mut cast_now = g.clone();
    cast_now.apply(cast(0, preordain, CastMethod::Normal)).unwrap();
    assert_eq!(zone_of(&cast_now, "Preordain", 0), Some(Zone::Stack));
    // "Until your next turn": it ends as player 0's next turn begins.
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(g.state().sorceries_as_though_flash.is_empty());
    let o = option(&g, preordain, CastMethod::Normal);
    assert!(!o.castable && o.reasons.iter().any(|r| r.code == "not_main_phase"), "{:?}", o.reasons);
}

#[test]
fn teferi_time_ravelers_minus_three_returns_up_to_one_target_creature_to_its_owners_hand_and_draws_606_4() {
    let mut g = teferi_game("precombatMain");
    let (teferi, hawk) = (the_only(&g, "Teferi, Time Raveler"), the_only(&g, "Squadron Hawk"));
    g.apply(activate_at(&g, teferi, loyalty_ability("Teferi, Time Raveler", -3), vec![at(hawk)])).unwrap();
    assert_eq!(loyalty(&g), 1, "606.4: the loyalty cost is paid");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Hand));
    assert_eq!(g.state().players[0].hand.len(), 2, "Preordain and the card drawn");
}

/// Mazemind Tome with `pages` page counters and three Islands on player 0's
/// battlefield in their precombat main phase.
fn tome_game(pages: u32) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Mazemind Tome", "counters": { "page": pages } }, "Island", "Island", "Island"],
              "library": ["Plains", "Mountain", "Island"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn pages(g: &Game) -> u32 {
    let tome = g.object(the_only(g, "Mazemind Tome")).unwrap();
    tome.counters.get(&mtg_rules::counter::CounterKind::from_name("page").unwrap())
}

#[test]
fn mazemind_tome_puts_a_page_counter_on_itself_as_a_cost_to_scry_1_118_3() {
    let mut g = tome_game(0);
    let tome = the_only(&g, "Mazemind Tome");
    g.apply(activate(&g, tome, nth_activated("Mazemind Tome", 0))).unwrap();
    assert_eq!(pages(&g), 1, "122.1: the counter is part of the cost, paid before it resolves");
    assert!(g.object(tome).unwrap().tapped);
    resolve_all(&mut g);
    let Some(Pending::Scry { .. }) = g.state().pending else { panic!("701.22a: scry 1: {:?}", g.state().pending) };
    let answer = g.legal_actions().remove(0);
    g.apply(answer).unwrap();
    assert!(g.state().pending.is_none() && g.state().stack.is_empty());
    assert_eq!(pages(&g), 1);
}

#[test]
fn mazemind_tome_at_four_page_counters_is_exiled_and_its_controller_gains_4_life_603_8() {
    let mut g = tome_game(3);
    let tome = the_only(&g, "Mazemind Tome");
    // "{2}, {T}, Put a page counter on Mazemind Tome: Draw a card." The fourth counter, paid as a cost.
    g.apply(activate(&g, tome, nth_activated("Mazemind Tome", 1))).unwrap();
    // 603.8: the state trigger goes on the stack above the draw.
    assert_eq!(g.state().stack.len(), 2, "{:?}", g.state().stack);
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Mazemind Tome", 0), Some(Zone::Exile), "exile it");
    assert_eq!(g.state().players[0].life, 24, "If you do, you gain 4 life.");
    assert_eq!(zone_of(&g, "Plains", 0), Some(Zone::Hand), "the draw resolves with its source gone (608.2h)");
    // With three counters nothing triggers.
    let mut g = tome_game(2);
    let tome = the_only(&g, "Mazemind Tome");
    g.apply(activate(&g, tome, nth_activated("Mazemind Tome", 1))).unwrap();
    assert_eq!(g.state().stack.len(), 1);
    resolve_all(&mut g);
    assert_eq!((pages(&g), g.state().players[0].life), (3, 20));
}

/// Player 0 controls Swamps and Islands, with Reanimate in hand and Squadron
/// Hawk and Deep Analysis (flashback) in their graveyard; player 1 controls
/// `theirs`.
fn cage_game(theirs: serde_json::Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Island", "Island"], "hand": ["Reanimate"],
              "graveyard": ["Squadron Hawk", "Deep Analysis"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn in_graveyard(g: &Game, player: usize, name: &str) -> mtg_rules::game::ObjectId {
    let graveyard = &g.state().players[player].graveyard;
    *graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name} in graveyard"))
}

#[test]
fn grafdiggers_cage_keeps_creature_cards_in_graveyards_from_entering_the_battlefield_101_2() {
    let mut g = cage_game(json!(["Grafdigger's Cage"]));
    let hawk = in_graveyard(&g, 0, "Squadron Hawk");
    g.apply(cast_at(0, in_hand(&g, 0, "Reanimate"), CastMethod::Normal, vec![at(hawk)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Graveyard), "it can't enter: it stays");
    assert!(on_battlefield(&g, "Squadron Hawk").is_empty());
    // Without the Cage, Reanimate puts it onto the battlefield.
    let mut g = cage_game(json!([]));
    let hawk = in_graveyard(&g, 0, "Squadron Hawk");
    g.apply(cast_at(0, in_hand(&g, 0, "Reanimate"), CastMethod::Normal, vec![at(hawk)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Battlefield));
}

#[test]
fn grafdiggers_cage_forbids_casting_spells_from_graveyards_so_no_flashback_101_2() {
    let mut g = cage_game(json!(["Grafdigger's Cage"]));
    let analysis = in_graveyard(&g, 0, "Deep Analysis");
    let o = option(&g, analysis, CastMethod::Flashback);
    assert!(
        !o.castable && o.reasons.iter().any(|r| r.code == "cast_prohibited" && r.rule == "101.2"),
        "{:?}",
        o.reasons
    );
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == analysis)));
    assert_eq!(refused(&mut g, cast_at(0, analysis, CastMethod::Flashback, vec![player_target(0)])), "cast_prohibited");
    // Without it, flashback from the graveyard is open.
    let g = cage_game(json!([]));
    assert!(option(&g, in_graveyard(&g, 0, "Deep Analysis"), CastMethod::Flashback).castable);
}

/// Player 1 (active, precombat main, no card drawn yet this turn) holds
/// Deep Analysis with four Islands; player 0 controls `walker` (loyalty 5).
fn narset_game(walker: &str) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": [{ "card": walker, "counters": { "loyalty": 5 } }],
              "library": ["Squadron Hawk", "Lightning Bolt", "Plains", "Deep Analysis", "Island", "Island"] },
            { "battlefield": ["Island", "Island", "Island", "Island"], "hand": ["Deep Analysis"],
              "library": ["Swamp", "Swamp", "Swamp"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 4
    }))
}

#[test]
fn narset_lets_each_opponent_draw_only_one_card_each_turn_121_2b() {
    let mut g = narset_game("Narset, Parter of Veils");
    let analysis = in_hand(&g, 1, "Deep Analysis");
    g.apply(cast_at(1, analysis, CastMethod::Normal, vec![player_target(1)])).unwrap();
    let events = resolve_all(&mut g);
    // "Target player draws two cards": the first is drawn, the second doesn't happen (121.2b).
    assert_eq!(g.state().players[1].hand.len(), 1);
    assert_eq!(g.state().players[1].library.len(), 2);
    assert!(events.iter().any(|e| matches!(e, Event::DrawPrevented { player: PlayerId(1), .. })), "{events:?}");
    assert!(!g.state().players[1].drew_from_empty_library);
    // Its controller is not an opponent: their draws are not limited.
    let mut g = narset_game("Narset, Parter of Veils");
    let analysis = in_hand(&g, 1, "Deep Analysis");
    g.apply(cast_at(1, analysis, CastMethod::Normal, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 2);
    // Without Narset, both cards are drawn.
    let mut g = narset_game("Teferi, Time Raveler");
    let analysis = in_hand(&g, 1, "Deep Analysis");
    g.apply(cast_at(1, analysis, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].hand.len(), 2);
}

#[test]
fn narsets_minus_two_puts_a_noncreature_nonland_card_into_hand_and_the_rest_on_the_bottom_at_random_401_4() {
    let mut g = narset_game("Narset, Parter of Veils");
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let narset = the_only(&g, "Narset, Parter of Veils");
    let library = g.state().players[0].library.clone();
    // The Hawk was drawn this turn: the top four are the Bolt, the Plains, Deep Analysis and an Island.
    let (bolt, analysis) = (library[0], library[2]);
    assert_eq!(g.object(bolt).unwrap().card, "Lightning Bolt");
    g.apply(activate(&g, narset, loyalty_ability("Narset, Parter of Veils", -2))).unwrap();
    resolve_all(&mut g);
    // 603.5: you may reveal one; the Bolt or Deep Analysis, not the Hawk or the Plains.
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    let Some(Pending::ChooseObject { ref objects, .. }) = g.state().pending else {
        panic!("which card: {:?}", g.state().pending)
    };
    assert_eq!(objects, &vec![bolt, analysis]);
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: bolt }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Hand));
    // The other three on the bottom in a random order: nothing is asked.
    assert_eq!(g.state().pending, None);
    let library = &g.state().players[0].library;
    assert_eq!(library.len(), 4);
    let names = |ids: &[mtg_rules::game::ObjectId]| {
        let mut n: Vec<String> = ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
        n.sort();
        n
    };
    assert_eq!(names(&library[..1]), ["Island"], "the fifth card is now on top");
    assert_eq!(names(&library[1..]), ["Deep Analysis", "Island", "Plains"]);
    let loyalty = g.object(narset).unwrap().counters.get(&mtg_rules::counter::CounterKind::Loyalty);
    assert_eq!(loyalty, 3);
}

/// Player 0 (active, precombat main) controls `walker` (loyalty 5) and
/// Flooded Strand, with Island and Plains in their library; player 1
/// controls Flooded Strand, with two Islands, a Plains and a Swamp in their
/// library and Squadron Hawk in their graveyard.
fn ashiok_game(walker: &str) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": [{ "card": walker, "counters": { "loyalty": 5 } }, "Flooded Strand"],
              "library": ["Island", "Plains", "Swamp", "Swamp", "Swamp"], "graveyard": ["Lightning Bolt"] },
            { "battlefield": ["Flooded Strand"], "graveyard": ["Squadron Hawk"],
              "library": ["Island", "Island", "Plains", "Swamp", "Swamp"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// `player` activates their Flooded Strand and answers the search with the first card they may find.
fn fetch(g: &mut Game, player: u8) -> Vec<Event> {
    let strand = *on_battlefield(g, "Flooded Strand")
        .iter()
        .find(|&&id| g.object(id).unwrap().controller == PlayerId(player))
        .unwrap();
    if g.acting_player() != Some(PlayerId(player)) {
        g.apply(pass(1 - player)).unwrap();
    }
    g.apply(activate(g, strand, 0)).unwrap();
    let mut events = resolve_all(g);
    let Some(Pending::SearchLibrary { ref candidates, .. }) = g.state().pending else {
        panic!("701.23: a search: {:?}", g.state().pending)
    };
    let found = candidates.first().copied();
    events.extend(g.apply(Action::SearchLibrary { player: PlayerId(player), found }).unwrap());
    events
}

#[test]
fn ashiok_keeps_opponents_searches_from_finding_anything_but_they_still_shuffle_701_23() {
    let mut g = ashiok_game("Ashiok, Dream Render");
    // Its controller searches as usual.
    fetch(&mut g, 0);
    assert_eq!(on_battlefield(&g, "Island").len(), 1);
    // An opponent's own fetch land can't cause them to search: nothing is found, then they shuffle.
    let events = fetch(&mut g, 1);
    assert_eq!(on_battlefield(&g, "Island").len(), 1, "player 1 found nothing");
    assert_eq!(g.state().players[1].library.len(), 5);
    assert_eq!(zone_of(&g, "Flooded Strand", 1), Some(Zone::Graveyard), "the cost was paid");
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { player: PlayerId(1) })), "{events:?}");
    // Without Ashiok, player 1 finds an Island.
    let mut g = ashiok_game("Teferi, Time Raveler");
    fetch(&mut g, 1);
    assert_eq!(on_battlefield(&g, "Island").len(), 1);
    assert_eq!(g.state().players[1].library.len(), 4);
}

#[test]
fn ashioks_minus_one_mills_the_target_player_then_exiles_each_opponents_graveyard_406_2() {
    let mut g = ashiok_game("Ashiok, Dream Render");
    let ashiok = the_only(&g, "Ashiok, Dream Render");
    let minus_one = loyalty_ability("Ashiok, Dream Render", -1);
    g.apply(activate_at(&g, ashiok, minus_one, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    // Four milled (701.17a), then player 1's whole graveyard exiled with the Hawk.
    assert_eq!(g.state().players[1].library.len(), 1);
    assert!(g.state().players[1].graveyard.is_empty());
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    assert_eq!(g.state().exile.len(), 5);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard), "its controller's graveyard stays");
    // Targeting its controller: their milled cards stay in their graveyard; the opponent's is exiled still.
    let mut g = ashiok_game("Ashiok, Dream Render");
    g.apply(activate_at(&g, ashiok, minus_one, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].graveyard.len(), 5);
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
}

/// Player 0 (active, precombat main of turn 3) has four Plains and The One
/// Ring in hand (or on the battlefield with `burden` counters); player 1 has
/// a Mountain, Squadron Hawk and Lightning Bolt in hand.
fn one_ring_game(in_play: Option<u32>) -> Game {
    let ring = match in_play {
        Some(burden) => json!({ "card": "The One Ring", "counters": { "burden": burden } }),
        None => json!("Plains"),
    };
    let hand = if in_play.is_some() { json!([]) } else { json!(["The One Ring"]) };
    decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains", "Plains", ring], "hand": hand,
              "library": ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"] },
            { "battlefield": ["Mountain", "Squadron Hawk"], "hand": ["Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn the_one_ring_cast_gives_its_controller_protection_from_everything_until_their_next_turn_702_16j() {
    let mut g = one_ring_game(None);
    g.apply(cast(0, in_hand(&g, 0, "The One Ring"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "The One Ring", 0), Some(Zone::Battlefield));
    assert_eq!(g.state().protected_from_everything, vec![PlayerId(0)], "603.4: it was cast");
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the protection reads back");
    // In player 1's turn: player 0 can't be targeted (702.16j) …
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let at_them = cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)]);
    assert!(!g.legal_actions().contains(&at_them));
    refused_with(&mut g, at_them, "protection", Some("702.16j"));
    // … and all damage dealt to them is prevented.
    advance_to(&mut g, Step::DeclareAttackers);
    let hawk = the_only(&g, "Squadron Hawk");
    g.apply(attack(1, &[(hawk, at_player(0))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert!(g.object(hawk).unwrap().tapped, "it attacked");
    assert_eq!(g.state().players[0].life, 20, "the Hawk's combat damage is prevented");
    // The protection ends as their next turn begins (611.2b).
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(g.state().protected_from_everything.is_empty());
}

#[test]
fn the_one_ring_draws_a_card_for_each_burden_counter_and_its_controller_loses_life_for_them_each_upkeep_122_1() {
    let mut g = one_ring_game(Some(1));
    let ring = the_only(&g, "The One Ring");
    let burden = mtg_rules::counter::CounterKind::from_name("burden").unwrap();
    g.apply(activate(&g, ring, first_activated("The One Ring"))).unwrap();
    resolve_all(&mut g);
    // A second burden counter, then a card drawn for each: two.
    assert_eq!(g.object(ring).unwrap().counters.get(&burden), 2);
    assert_eq!(g.state().players[0].hand.len(), 2);
    // Put onto the battlefield without being cast (a setup): no protection.
    assert!(g.state().protected_from_everything.is_empty());
    // At their next upkeep they lose 1 life for each burden counter.
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 18);
}

/// Campfire and three Plains on player 0's battlefield, Lightning Bolt and
/// Squadron Hawk in their graveyard and two Islands in their library.
fn campfire_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Campfire", "Plains", "Plains", "Plains"],
              "graveyard": ["Lightning Bolt", "Squadron Hawk"], "library": ["Island", "Island"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn campfire_gains_2_life_for_one_mana_and_tapping_602_2() {
    let mut g = campfire_game();
    let campfire = the_only(&g, "Campfire");
    g.apply(activate(&g, campfire, first_activated("Campfire"))).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 22);
    assert!(g.object(campfire).unwrap().tapped);
}

#[test]
fn campfire_exiled_shuffles_its_controllers_graveyard_into_their_library_with_no_commander_to_return_701_24a() {
    let mut g = campfire_game();
    let campfire = the_only(&g, "Campfire");
    g.apply(activate(&g, campfire, nth_activated("Campfire", 1))).unwrap();
    assert_eq!(zone_of(&g, "Campfire", 0), Some(Zone::Exile), "exiled as a cost (118.3)");
    let events = resolve_all(&mut g);
    // No card of this game is a commander (903.3): the hand stays empty; the graveyard goes into the library.
    assert!(g.state().players[0].hand.is_empty());
    assert!(g.state().players[0].graveyard.is_empty());
    assert_eq!(g.state().players[0].library.len(), 4);
    let library = &g.state().players[0].library;
    assert!(library.iter().any(|&id| g.object(id).unwrap().card == "Squadron Hawk"));
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { player: PlayerId(0) })), "{events:?}");
}

/// Liliana of the Veil (loyalty `loyalty`) on player 0's battlefield in their
/// precombat main phase; player 1 controls Squadron Hawk, Sacred Cat and a
/// Mountain; each player has two cards in hand.
fn liliana_game(loyalty: u32) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Liliana of the Veil", "counters": { "loyalty": loyalty } }, "Swamp"],
              "hand": ["Preordain", "Island"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Squadron Hawk", "Sacred Cat", "Mountain"], "hand": ["Lightning Bolt", "Plains"],
              "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn liliana_loyalty(g: &Game) -> u32 {
    let liliana = g.object(the_only(g, "Liliana of the Veil")).unwrap();
    liliana.counters.get(&mtg_rules::counter::CounterKind::from_name("loyalty").unwrap())
}

#[test]
fn liliana_of_the_veils_plus_one_has_each_player_discard_a_card_of_their_choice_701_9b() {
    let mut g = liliana_game(3);
    let liliana = the_only(&g, "Liliana of the Veil");
    g.apply(activate(&g, liliana, loyalty_ability("Liliana of the Veil", 1))).unwrap();
    assert_eq!(liliana_loyalty(&g), 4, "606.4: the loyalty cost is paid");
    resolve_all(&mut g);
    // 101.4: the active player chooses first, then player 1; the cards are discarded at once.
    let Some(Pending::Discard { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("player 0 chooses: {:?}", g.state().pending)
    };
    g.apply(Action::Discard { player: PlayerId(0), object: in_hand(&g, 0, "Island") }).unwrap();
    let Some(Pending::Discard { player: PlayerId(1), .. }) = g.state().pending else {
        panic!("player 1 chooses: {:?}", g.state().pending)
    };
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(Action::Discard { player: PlayerId(1), object: in_hand(&g, 1, "Lightning Bolt") }).unwrap();
    assert_eq!(zone_of(&g, "Island", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Preordain", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Plains", 1), Some(Zone::Hand));
}

#[test]
fn liliana_of_the_veils_minus_two_has_target_player_sacrifice_a_creature_701_21a() {
    let mut g = liliana_game(3);
    let liliana = the_only(&g, "Liliana of the Veil");
    let minus_two = loyalty_ability("Liliana of the Veil", -2);
    g.apply(activate_at(&g, liliana, minus_two, vec![player_target(1)])).unwrap();
    assert_eq!(liliana_loyalty(&g), 1);
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player: PlayerId(1), objects, .. }) = g.state().pending.clone() else {
        panic!("player 1 chooses a creature: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 2, "a creature: not the Mountain");
    g.apply(Action::ChooseObject { player: PlayerId(1), object: the_only(&g, "Sacred Cat") }).unwrap();
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Battlefield));
    assert!(zone_of(&g, "Sacred Cat", 1) != Some(Zone::Battlefield), "sacrificed");
}

#[test]
fn liliana_of_the_veils_minus_six_separates_that_players_permanents_into_two_piles_and_they_sacrifice_the_pile_of_their_choice_700_3()
 {
    let mut g = liliana_game(6);
    let liliana = the_only(&g, "Liliana of the Veil");
    let (hawk, cat, mountain) = (the_only(&g, "Squadron Hawk"), the_only(&g, "Sacred Cat"), the_only(&g, "Mountain"));
    // 606.6: −6 needs six loyalty counters.
    let minus_six = loyalty_ability("Liliana of the Veil", -6);
    g.apply(activate_at(&g, liliana, minus_six, vec![player_target(1)])).unwrap();
    // 704.5i: at 0 loyalty she is put into her owner's graveyard before the ability resolves.
    assert_eq!(zone_of(&g, "Liliana of the Veil", 0), Some(Zone::Graveyard));
    resolve_all(&mut g);
    // 700.3a: Liliana's controller separates every permanent player 1 controls.
    let Some(Pending::SeparatePiles { player: PlayerId(0), chooser: PlayerId(1), objects }) = g.state().pending.clone()
    else {
        panic!("player 0 separates: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 3);
    assert!([hawk, cat, mountain].iter().all(|o| objects.contains(o)));
    check_legal_actions(&g);
    // Not one of that player's permanents, or the same one twice: refused, the game unchanged (732).
    assert_eq!(refused(&mut g, Action::SeparatePiles { player: PlayerId(0), pile: vec![liliana] }), "not_a_choice");
    assert_eq!(
        refused(&mut g, Action::SeparatePiles { player: PlayerId(0), pile: vec![hawk, hawk] }),
        "already_chosen"
    );
    assert_eq!(refused(&mut g, Action::SeparatePiles { player: PlayerId(1), pile: vec![hawk] }), "not_your_choice");
    g.apply(Action::SeparatePiles { player: PlayerId(0), pile: vec![hawk] }).unwrap();
    let Some(Pending::ChoosePile { player: PlayerId(1), first, second }) = g.state().pending.clone() else {
        panic!("player 1 chooses a pile: {:?}", g.state().pending)
    };
    assert_eq!((first, second.len()), (vec![hawk], 2));
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the piles read back");
    assert_eq!(
        g.legal_actions(),
        [true, false].map(|first| Action::ChoosePile { player: PlayerId(1), first }).to_vec()
    );
    // They choose the second pile: the Cat and the Mountain are sacrificed, the Hawk stays.
    g.apply(Action::ChoosePile { player: PlayerId(1), first: false }).unwrap();
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Mountain", 1), Some(Zone::Graveyard));
    assert!(zone_of(&g, "Sacred Cat", 1) != Some(Zone::Battlefield));
    assert!(g.state().players[1].sacrificed, "701.21a");
}

#[test]
fn liliana_of_the_veils_minus_six_with_an_empty_pile_chosen_sacrifices_nothing_700_3d() {
    let mut g = liliana_game(7);
    let liliana = the_only(&g, "Liliana of the Veil");
    let minus_six = loyalty_ability("Liliana of the Veil", -6);
    g.apply(activate_at(&g, liliana, minus_six, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::SeparatePiles { objects, .. }) = g.state().pending.clone() else { panic!() };
    g.apply(Action::SeparatePiles { player: PlayerId(0), pile: objects }).unwrap();
    g.apply(Action::ChoosePile { player: PlayerId(1), first: false }).unwrap();
    assert_eq!(g.state().players[1].graveyard.len(), 0);
    assert_eq!(liliana_loyalty(&g), 1);
}

fn taps_for_mana(g: &Game, id: mtg_rules::game::ObjectId) -> bool {
    g.legal_actions().iter().any(|a| matches!(a, Action::ActivateManaAbility { object, .. } if *object == id))
}

#[test]
fn dress_down_cast_draws_a_card_then_creatures_lose_flying_until_it_is_sacrificed_at_the_end_step_613_1f() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island"], "hand": ["Dress Down"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let hawk = the_only(&g, "Squadron Hawk");
    assert!(g.permanent(hawk).unwrap().keywords.flying);
    assert!(g.characteristics(hawk).unwrap().keywords.iter().any(|k| k == "Flying"));
    g.apply(cast(0, in_hand(&g, 0, "Dress Down"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Dress Down", 0), Some(Zone::Battlefield));
    assert_eq!(g.state().players[0].hand.len(), 1, "its enters trigger drew a card");
    // 613.1f (layer 6): the printed keyword is gone, in combat's view and in the characteristics reported.
    assert!(!g.permanent(hawk).unwrap().keywords.flying);
    assert!(g.characteristics(hawk).unwrap().keywords.is_empty(), "{:?}", g.characteristics(hawk).unwrap().keywords);
    // Dress Down is no creature: its own end step trigger stays (513.1a), and sacrifices it (701.21a).
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().stack.len(), 1, "the trigger");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Dress Down", 0), Some(Zone::Graveyard));
    assert!(g.permanent(hawk).unwrap().keywords.flying, "the effect ends with its source (611.3a)");
}

#[test]
fn under_dress_down_a_creature_has_no_mana_ability_and_one_entering_has_no_enters_trigger_613_1f() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Dress Down", "Ignoble Hierarch", "Plains"], "hand": ["Thraben Inspector"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let hierarch = the_only(&g, "Ignoble Hierarch");
    assert!(!taps_for_mana(&g, hierarch), "605.1a: it has no mana ability");
    let tap = Action::ActivateManaAbility { player: PlayerId(0), object: hierarch, choice: 0 };
    assert_eq!(refused(&mut g, tap), "not_a_mana_source");
    assert!(taps_for_mana(&g, the_only(&g, "Plains")), "a land is no creature");
    // Its printed exalted is gone too.
    assert!(g.characteristics(hierarch).unwrap().keywords.is_empty());
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    g.apply(cast(0, in_hand(&g, 0, "Thraben Inspector"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Thraben Inspector", 0), Some(Zone::Battlefield));
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
    assert!(on_battlefield(&g, "Clue").is_empty(), "603.6a: no enters ability to trigger, no Clue");
}

#[test]
fn dress_down_is_sacrificed_at_the_beginning_of_another_players_end_step_too_513_1a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Dress Down", "Island"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "postcombatMain", "turn": 4
    }));
    let hawk = the_only(&g, "Squadron Hawk");
    assert!(!g.permanent(hawk).unwrap().keywords.flying);
    advance_to(&mut g, Step::End);
    // "the end step": every player's; the trigger is Dress Down's controller's.
    assert_eq!(g.state().stack.len(), 1);
    assert_eq!(g.object(g.state().stack[0]).unwrap().controller, PlayerId(0));
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the trigger reads back");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Dress Down", 0), Some(Zone::Graveyard));
    assert!(g.permanent(hawk).unwrap().keywords.flying);
}

#[test]
fn under_damping_sphere_a_land_tapped_for_two_mana_produces_one_colorless_instead_614_1a() {
    let setup = |sphere: bool| {
        let theirs = if sphere { json!(["Damping Sphere"]) } else { json!([]) };
        decks_game(json!({
            "players": [
                { "battlefield": ["Boros Garrison"], "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] },
                { "battlefield": theirs, "library": ["Plains", "Plains"] }
            ],
            "activePlayer": 0, "step": "precombatMain", "turn": 3
        }))
    };
    let g = setup(false);
    assert!(option(&g, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal).castable);
    let mut g = setup(true);
    let garrison = the_only(&g, "Boros Garrison");
    // {R}{W} becomes {C}: the Bolt can't be paid for.
    assert!(!option(&g, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal).castable);
    let taps: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::ActivateManaAbility { object, .. } if *object == garrison))
        .collect();
    assert_eq!(taps.len(), 1);
    let events = g.apply(taps[0].clone()).unwrap();
    let added = events.iter().find_map(|e| match e {
        Event::ManaAdded { mana, .. } => Some(mana.clone()),
        _ => None,
    });
    assert_eq!(added, Some(vec![mtg_rules::game::ManaType::C]), "{events:?}");
}

#[test]
fn under_damping_sphere_each_spell_costs_1_more_for_each_other_spell_its_caster_cast_this_turn_601_2f() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Damping Sphere", "Island", "Island", "Island"], "hand": ["Preordain", "Consider"],
              "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let consider = in_hand(&g, 0, "Consider");
    // The first spell this turn costs what it says.
    g.apply(cast(0, in_hand(&g, 0, "Preordain"), CastMethod::Normal)).unwrap();
    assert_eq!(g.state().players[0].spells_cast, 1);
    let untapped = |g: &Game| on_battlefield(g, "Island").into_iter().filter(|&i| !g.object(i).unwrap().tapped).count();
    assert_eq!(untapped(&g), 2, "Preordain cost {{U}}");
    // The second costs {1}{U}: two Islands left pay it, then none is left.
    assert!(option(&g, consider, CastMethod::Normal).castable);
    g.apply(cast(0, consider, CastMethod::Normal)).unwrap();
    assert_eq!(untapped(&g), 0, "Consider cost {{1}}{{U}}");
}

/// Player 0 in their precombat main phase with Pithing Needle in hand, two
/// Plains, Relic of Progenitus and Ignoble Hierarch, player 1 with Liliana
/// of the Veil; Pithing Needle cast and resolved, its name asked.
fn needle_entering() -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Relic of Progenitus", "Ignoble Hierarch"], "hand": ["Pithing Needle"],
              "graveyard": ["Island"], "library": ["Plains", "Plains"] },
            { "battlefield": [{ "card": "Liliana of the Veil", "counters": { "loyalty": 3 } }],
              "graveyard": ["Island"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Pithing Needle"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert!(!g.object(the_only(&g, "Ignoble Hierarch")).unwrap().tapped, "the solver paid with a Plains");
    g
}

fn name_it(card: &str) -> Action {
    Action::NameACard { player: PlayerId(0), name: card.to_string() }
}

#[test]
fn pithing_needle_asks_for_a_card_name_as_it_enters_and_its_named_sources_abilities_cant_be_activated_602_5() {
    let mut g = needle_entering();
    let Some(Pending::ChooseReplacement { player: PlayerId(0), .. }) = g.state().pending else {
        panic!("614.12: a name is chosen as it enters: {:?}", g.state().pending)
    };
    assert!(g.legal_actions().contains(&name_it("Relic of Progenitus")));
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::NameACard { .. })));
    assert_eq!(refused(&mut g, name_it("Black Lotus")), "unknown_card_name");
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(name_it("Relic of Progenitus")).unwrap();
    let needle = the_only(&g, "Pithing Needle");
    assert_eq!(g.state().chosen_names.len(), 1);
    assert_eq!(
        (g.state().chosen_names[0].object, g.state().chosen_names[0].name.as_str()),
        (needle, "Relic of Progenitus")
    );
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the name reads back");
    // 602.5: neither of the Relic's abilities may be activated.
    let relic = the_only(&g, "Relic of Progenitus");
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == relic)));
    let tap = activate_at(&g, relic, first_activated("Relic of Progenitus"), vec![player_target(1)]);
    assert_eq!(refused(&mut g, tap), "activation_forbidden");
    // Another source's abilities still may: the Hierarch's mana ability.
    let hierarch = the_only(&g, "Ignoble Hierarch");
    assert!(
        g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ActivateManaAbility { object, .. } if *object == hierarch))
    );
}

#[test]
fn pithing_needle_stops_a_planeswalkers_loyalty_abilities_but_never_mana_abilities_605_1a() {
    let mut g = needle_entering();
    g.apply(name_it("Ignoble Hierarch")).unwrap();
    // "unless they're mana abilities": the named Hierarch still taps for mana.
    let hierarch = the_only(&g, "Ignoble Hierarch");
    assert!(
        g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ActivateManaAbility { object, .. } if *object == hierarch))
    );
    // A second Needle game naming Liliana of the Veil: its controller can't activate her loyalty abilities.
    let mut g = needle_entering();
    g.apply(name_it("Liliana of the Veil")).unwrap();
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let liliana = the_only(&g, "Liliana of the Veil");
    assert!(
        !g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == liliana))
    );
    let plus_one = activate(&g, liliana, loyalty_ability("Liliana of the Veil", 1));
    assert_eq!(refused(&mut g, plus_one), "activation_forbidden");
}

/// Spelunking cast by player 0 (three Forests) with Sunken Citadel in hand
/// and a Plains on top of their library; its enters trigger resolving.
fn spelunking_entering() -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Forest", "Forest", "Forest"], "hand": ["Spelunking", "Sunken Citadel"],
              "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Spelunking"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    g
}

#[test]
fn spelunking_draws_then_puts_a_cave_from_hand_onto_the_battlefield_untapped_and_gains_4_life_608_2c() {
    let mut g = spelunking_entering();
    // The card drawn first (a Plains), then the choice among the hand's land cards, or none.
    let Some(Pending::SearchLibrary { player: PlayerId(0), candidates, .. }) = g.state().pending.clone() else {
        panic!("608.2d: you may put a land card: {:?}", g.state().pending)
    };
    assert_eq!(candidates.len(), 2, "Sunken Citadel and the Plains drawn");
    let citadel = in_hand(&g, 0, "Sunken Citadel");
    assert!(g.legal_actions().contains(&Action::SearchLibrary { player: PlayerId(0), found: None }));
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(citadel) }).unwrap();
    // "As it enters, choose a color": asked before it enters; the resolution waits.
    let Some(Pending::ChooseReplacement { object, .. }) = g.state().pending.clone() else {
        panic!("614.12: {:?}", g.state().pending)
    };
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the entering land reads back");
    let blue = Some(mtg_rules::color::Color::U);
    g.apply(Action::ChooseReplacement {
        player: PlayerId(0),
        object,
        accept: true,
        color: blue,
        creature_type: None,
        card: None,
        chosen_player: None,
    })
    .unwrap();
    resolve_all(&mut g);
    let citadel = the_only(&g, "Sunken Citadel");
    assert!(!g.object(citadel).unwrap().tapped, "614.1c: Lands you control enter untapped, over 'enters tapped'");
    assert_eq!(g.state().players[0].life, 24, "a Cave put onto the battlefield this way: 4 life");
}

#[test]
fn spelunking_putting_a_land_that_is_no_cave_gains_no_life_and_a_land_played_later_enters_untapped_614_1c() {
    let mut g = spelunking_entering();
    let plains = in_hand(&g, 0, "Plains");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(plains) }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Plains", 0), Some(Zone::Battlefield));
    assert_eq!(g.state().players[0].life, 20, "no Cave");
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
    // Sunken Citadel played from hand ("enters tapped") enters untapped.
    let citadel = in_hand(&g, 0, "Sunken Citadel");
    g.apply(Action::PlayLand { player: PlayerId(0), object: citadel, face: None }).unwrap();
    if let Some(Pending::ChooseReplacement { object, .. }) = g.state().pending.clone() {
        let red = Some(mtg_rules::color::Color::R);
        let answer = Action::ChooseReplacement {
            player: PlayerId(0),
            object,
            accept: true,
            color: red,
            creature_type: None,
            card: None,
            chosen_player: None,
        };
        g.apply(answer).unwrap();
    }
    assert!(!g.object(the_only(&g, "Sunken Citadel")).unwrap().tapped);
}

/// Whether every line of `card`'s Oracle text is understood.
fn understood(card: &str) -> bool {
    decks_pool().card(card).unwrap().faces.iter().all(|f| f.unsupported_text.is_empty())
}

/// Player 0 (active, precombat main) controls Archon of Emeria, two Islands
/// and two Forests, with two Ignoble Hierarchs and Consider in hand; player 1
/// controls a Mountain, with Lightning Bolt in hand.
fn archon_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Archon of Emeria", "Island", "Island", "Forest", "Forest"],
              "hand": ["Ignoble Hierarch", "Ignoble Hierarch", "Consider"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn archon_of_emeria_lets_each_player_cast_only_one_spell_each_turn_creature_spells_too_101_2() {
    assert!(understood("Archon of Emeria"));
    let mut g = archon_game();
    let consider = in_hand(&g, 0, "Consider");
    assert!(option(&g, consider, CastMethod::Normal).castable);
    g.apply(cast(0, in_hand(&g, 0, "Ignoble Hierarch"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Ignoble Hierarch").len(), 1);
    // 601.3: the second spell this turn can't be cast, an instant or a creature alike.
    for card in [consider, in_hand(&g, 0, "Ignoble Hierarch")] {
        let o = option(&g, card, CastMethod::Normal);
        assert!(!o.castable && codes(&o).contains(&"cast_limit"), "{:?}", codes(&o));
    }
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the count reads back");
    assert_eq!(refused(&mut g, cast(0, consider, CastMethod::Normal)), "cast_limit");
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { .. })));
    // Each player: the opponent casts their first spell this turn in response.
    let mut g = archon_game();
    g.apply(cast(0, in_hand(&g, 0, "Ignoble Hierarch"), CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    assert!(option(&g, bolt, CastMethod::Normal).castable, "{:?}", codes(&option(&g, bolt, CastMethod::Normal)));
    // A new turn: the count starts again.
    resolve_all(&mut g);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert!(option(&g, in_hand(&g, 0, "Consider"), CastMethod::Normal).castable);
}

#[test]
fn archon_of_emeria_makes_nonbasic_lands_its_controllers_opponents_control_enter_tapped_614_1c() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Archon of Emeria"], "hand": ["Flooded Strand"], "library": ["Plains", "Plains", "Plains"] },
            { "hand": ["Flooded Strand", "Plains"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 4
    }));
    let strand = in_hand(&g, 1, "Flooded Strand");
    let events = g.apply(Action::PlayLand { player: PlayerId(1), object: strand, face: None }).unwrap();
    let theirs = *on_battlefield(&g, "Flooded Strand").first().unwrap();
    assert!(g.object(theirs).unwrap().tapped, "an opponent's nonbasic land enters tapped");
    assert!(events.iter().any(|e| matches!(e, Event::LandPlayed { tapped: true, .. })), "{events:?}");
    let g2 = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert!(g2.object(theirs).unwrap().tapped);
    // A basic land of that opponent's enters untapped, next turn.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let plains = in_hand(&g, 1, "Plains");
    g.apply(Action::PlayLand { player: PlayerId(1), object: plains, face: None }).unwrap();
    assert!(!g.object(the_only(&g, "Plains")).unwrap().tapped, "a basic land enters untapped");
    // The Archon's controller's own nonbasic land enters untapped.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let mine = in_hand(&g, 0, "Flooded Strand");
    g.apply(Action::PlayLand { player: PlayerId(0), object: mine, face: None }).unwrap();
    let mine =
        on_battlefield(&g, "Flooded Strand").into_iter().find(|&s| g.object(s).unwrap().controller == PlayerId(0));
    assert!(!g.object(mine.unwrap()).unwrap().tapped);
}

/// Player 0 controls `mine` and has Waker of Waves in hand with two Islands;
/// player 1 controls Squadron Hawk.
fn waker_game(mine: serde_json::Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": ["Waker of Waves"],
              "library": ["Plains", "Lightning Bolt", "Island", "Island"] },
            { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn waker_of_waves_gives_creatures_its_controllers_opponents_control_minus_1_minus_0_613_4c() {
    let card = decks_pool().card("Waker of Waves").unwrap();
    assert!(understood("Waker of Waves"), "{:?}", card.faces[0].unsupported_text);
    let g = waker_game(json!(["Waker of Waves", "Squadron Hawk"]));
    let hawks = on_battlefield(&g, "Squadron Hawk");
    let (mine, theirs) =
        if g.object(hawks[0]).unwrap().controller == PlayerId(0) { (hawks[0], hawks[1]) } else { (hawks[1], hawks[0]) };
    let p = |id| g.permanent(id).map(|v| (v.power, v.toughness));
    assert_eq!(p(theirs), Some((0, 1)), "an opponent's creature gets -1/-0");
    assert_eq!(p(mine), Some((1, 1)), "its controller's creatures are not changed");
    assert_eq!(p(the_only(&g, "Waker of Waves")), Some((7, 7)));
    assert_eq!(g.characteristics(theirs).unwrap().power, Some(0));
}

#[test]
fn waker_of_waves_discarded_from_hand_looks_at_the_top_two_one_into_hand_the_other_into_the_graveyard_113_6m() {
    let mut g = waker_game(json!(["Island", "Island"]));
    let waker = in_hand(&g, 0, "Waker of Waves");
    let library = g.state().players[0].library.clone();
    let ability = activate(&g, waker, first_activated("Waker of Waves"));
    assert!(g.legal_actions().contains(&ability));
    g.apply(ability).unwrap();
    // The discard is its cost: Waker of Waves is in the graveyard at once.
    assert_eq!(zone_of(&g, "Waker of Waves", 0), Some(Zone::Graveyard));
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, .. }) = g.state().pending.clone() else {
        panic!("608.2d: which card into the hand: {:?}", g.state().pending)
    };
    assert_eq!(objects, library[..2].to_vec());
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: library[1] }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Hand));
    assert_eq!(zone_of(&g, "Plains", 0), Some(Zone::Graveyard), "the other into the graveyard");
    assert_eq!(g.state().players[0].library, library[2..].to_vec());
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
}

/// Player 0 controls Leyline of the Guildpact (unless `leyline` is false),
/// Squadron Hawk, a Plains and Flooded Strand, with Lightning Bolt in hand;
/// player 1 controls Squadron Hawk and a Plains.
fn guildpact_game(leyline: bool) -> Game {
    let mut mine = vec![json!("Squadron Hawk"), json!("Plains"), json!("Flooded Strand")];
    if leyline {
        mine.push(json!("Leyline of the Guildpact"));
    }
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": ["Lightning Bolt"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Squadron Hawk", "Plains"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn owned_by(g: &Game, name: &str, player: u8) -> mtg_rules::game::ObjectId {
    on_battlefield(g, name).into_iter().find(|&id| g.object(id).unwrap().controller == PlayerId(player)).unwrap()
}

#[test]
fn leyline_of_the_guildpact_makes_each_nonland_permanent_its_controller_controls_all_colors_613_1e() {
    assert!(understood("Leyline of the Guildpact"));
    let g = Game::from_json(decks_pool(), &guildpact_game(true).to_json()).expect("reads back");
    let colors = |id| g.characteristics(id).unwrap().colors.iter().map(|c| c.letter()).collect::<String>();
    assert_eq!(colors(owned_by(&g, "Squadron Hawk", 0)), "WUBRG");
    assert_eq!(colors(the_only(&g, "Leyline of the Guildpact")), "WUBRG", "itself too");
    assert_eq!(colors(owned_by(&g, "Squadron Hawk", 1)), "W", "not an opponent's permanent");
    assert_eq!(colors(owned_by(&g, "Plains", 0)), "", "not a land");
    let g = guildpact_game(false);
    assert_eq!(g.characteristics(owned_by(&g, "Squadron Hawk", 0)).unwrap().colors.len(), 1);
}

#[test]
fn leyline_of_the_guildpact_makes_lands_its_controller_controls_every_basic_land_type_with_their_mana_305_7() {
    let g = guildpact_game(true);
    let subtypes = |id| g.characteristics(id).unwrap().subtypes.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(subtypes(owned_by(&g, "Plains", 0)), ["Plains", "Island", "Swamp", "Mountain", "Forest"]);
    assert_eq!(subtypes(owned_by(&g, "Flooded Strand", 0)), ["Plains", "Island", "Swamp", "Mountain", "Forest"]);
    assert_eq!(subtypes(owned_by(&g, "Plains", 1)), ["Plains"], "not an opponent's land");
    // 305.6: a Plains that is a Mountain taps for {R}: Lightning Bolt is castable.
    assert!(option(&g, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal).castable);
    let g = guildpact_game(false);
    assert!(!option(&g, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal).castable);
}

const ZOMBIE: &str = "2/2 black Zombie creature token";

/// Player 0 (active, precombat main) controls Kalitas, Traitor of Ghet,
/// `mine` and three Swamps and a Mountain, with two Lightning Bolts in hand;
/// player 1 controls Squadron Hawk.
fn kalitas_game(mine: serde_json::Value) -> Game {
    let mut battlefield = vec![json!("Kalitas, Traitor of Ghet"), json!("Swamp"), json!("Swamp"), json!("Swamp")];
    battlefield.extend(["Mountain", "Mountain"].map(|m| json!(m)));
    battlefield.extend(mine.as_array().cloned().unwrap_or_default());
    decks_game(json!({
        "players": [
            { "battlefield": battlefield, "hand": ["Lightning Bolt", "Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn kalitas_exiles_an_opponents_nontoken_creature_that_would_die_and_its_controller_creates_a_zombie_614_1a() {
    let card = decks_pool().card("Kalitas, Traitor of Ghet").unwrap();
    assert!(understood("Kalitas, Traitor of Ghet"), "{:?}", card.faces[0].unsupported_text);
    let mut g = kalitas_game(json!(["Ignoble Hierarch"]));
    let hawk = the_only(&g, "Squadron Hawk");
    let bolt = g.state().players[0].hand[0];
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(hawk)])).unwrap();
    let events = resolve_all(&mut g);
    // It doesn't die: exiled instead, and Kalitas's controller creates a 2/2 black Zombie.
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    let zombie = the_only(&g, ZOMBIE);
    assert_eq!(g.object(zombie).unwrap().controller, PlayerId(0));
    assert_eq!(g.permanent(zombie).map(|v| (v.power, v.toughness)), Some((2, 2)));
    let colors = g.characteristics(zombie).unwrap().colors;
    assert_eq!(colors.iter().map(|c| c.letter()).collect::<String>(), "B");
    assert!(events.iter().any(|e| matches!(e, Event::TokenCreated { controller: PlayerId(0), .. })), "{events:?}");
    assert!(g.state().owed_tokens.is_empty());
    // Its controller's own creature dies as usual: into the graveyard, no token.
    let hierarch = the_only(&g, "Ignoble Hierarch");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(hierarch)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ignoble Hierarch", 0), Some(Zone::Graveyard));
    assert_eq!(on_battlefield(&g, ZOMBIE).len(), 1);
}

#[test]
fn kalitas_sacrificing_another_vampire_or_zombie_puts_two_plus_one_counters_on_it_602_2() {
    let mut g = kalitas_game(json!([]));
    let hawk = the_only(&g, "Squadron Hawk");
    let bolt = g.state().players[0].hand[0];
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(hawk)])).unwrap();
    resolve_all(&mut g);
    let (kalitas, zombie) = (the_only(&g, "Kalitas, Traitor of Ghet"), the_only(&g, ZOMBIE));
    let index = first_activated("Kalitas, Traitor of Ghet");
    // "another": Kalitas itself can't be sacrificed for its own ability.
    let mut itself = activate(&g, kalitas, index);
    if let Action::ActivateAbility { choices, .. } = &mut itself {
        *choices = vec![kalitas];
    }
    let mut g2 = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert!(g2.apply(itself).is_err());
    assert_eq!(g2.to_json(), g.to_json(), "732: an illegal action leaves the game as it was");
    let mut ability = activate(&g, kalitas, index);
    if let Action::ActivateAbility { choices, .. } = &mut ability {
        *choices = vec![zombie];
    }
    g.apply(ability).unwrap();
    assert!(on_battlefield(&g, ZOMBIE).is_empty(), "the Zombie token is sacrificed as a cost");
    resolve_all(&mut g);
    assert_eq!(g.permanent(kalitas).map(|v| (v.power, v.toughness)), Some((5, 6)));
}

#[test]
fn a_token_kalitas_owes_in_a_serialized_game_is_created_before_the_next_priority_614_1a() {
    let g = kalitas_game(json!([]));
    let mut state: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
    state["owedTokens"] = json!([{ "player": 0, "token": ZOMBIE }]);
    let mut g = Game::from_json(decks_pool(), &state.to_string()).expect("an owed token reads back");
    assert_eq!(g.state().owed_tokens.len(), 1);
    g.apply(pass(0)).unwrap();
    assert_eq!(on_battlefield(&g, ZOMBIE).len(), 1);
    assert!(g.state().owed_tokens.is_empty());
    // An unknown token or player is a problem of the state, not a panic.
    state["owedTokens"] = json!([{ "player": 5, "token": "a 9/9 purple Whale token" }]);
    let Err(error) = Game::from_json(decks_pool(), &state.to_string()) else { panic!("refused") };
    let error = error.to_string();
    assert!(error.contains("owedTokens[0].player") && error.contains("owedTokens[0].token"), "{error}");
}

/// Player 0 (active, precombat main) has Skyclave Apparition in hand and
/// three Plains; player 1 controls `theirs` and a Mountain, with Lightning
/// Bolt in hand.
fn skyclave_game(theirs: &[&str]) -> Game {
    let mut battlefield = vec![json!("Mountain")];
    battlefield.extend(theirs.iter().map(|c| json!(c)));
    decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains"], "hand": ["Skyclave Apparition"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": battlefield, "hand": ["Lightning Bolt"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// The targets offered for the pending trigger, each a single object.
fn offered_targets(g: &Game) -> Vec<mtg_rules::game::ObjectId> {
    let mut offered: Vec<_> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ChooseTargets { targets, .. } => match targets[..] {
                [mtg_rules::game::Target::Object { object }] => Some(object),
                _ => None,
            },
            _ => None,
        })
        .collect();
    offered.sort();
    offered
}

#[test]
fn skyclave_apparition_exiles_a_nonland_nontoken_permanent_with_mana_value_4_or_less_an_opponent_controls_607_2a() {
    let card = decks_pool().card("Skyclave Apparition").unwrap();
    assert!(understood("Skyclave Apparition"), "{:?}", card.faces[0].unsupported_text);
    let mut g = skyclave_game(&["Squadron Hawk", "Pithing Needle", "Flooded Strand", "Waker of Waves"]);
    g.apply(cast(0, in_hand(&g, 0, "Skyclave Apparition"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let (hawk, needle) = (the_only(&g, "Squadron Hawk"), the_only(&g, "Pithing Needle"));
    // Not a land, not the 7-mana Waker of Waves, not its controller's own.
    let mut expected = vec![hawk, needle];
    expected.sort();
    assert_eq!(offered_targets(&g), expected);
    choose_trigger_targets(&mut g, &[at(hawk)]);
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    let g = Game::from_json(decks_pool(), &g.to_json()).expect("the link reads back");
    let exiled = g.state().exile.iter().copied().find(|&id| g.object(id).unwrap().card == "Squadron Hawk").unwrap();
    assert!(g.object(exiled).unwrap().exiled_with.is_some(), "607.2a: linked to the Apparition");
}

#[test]
fn skyclave_apparition_leaving_gives_the_exiled_cards_owner_an_x_x_blue_illusion_x_its_mana_value_607_2a() {
    let mut g = skyclave_game(&["Squadron Hawk"]);
    g.apply(cast(0, in_hand(&g, 0, "Skyclave Apparition"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let hawk = the_only(&g, "Squadron Hawk");
    choose_trigger_targets(&mut g, &[at(hawk)]);
    resolve_all(&mut g);
    // Its controller passes; the opponent bolts the 2/2 Apparition.
    g.apply(pass(0)).unwrap();
    let apparition = the_only(&g, "Skyclave Apparition");
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![at(apparition)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Skyclave Apparition", 0), Some(Zone::Graveyard));
    // The Hawk (mana value 2) stays in exile; its owner gets a 2/2 blue Illusion.
    assert_eq!(zone_of(&g, "Squadron Hawk", 1), Some(Zone::Exile));
    let g = Game::from_json(decks_pool(), &g.to_json()).expect("the token reads back");
    let illusion = the_only(&g, "2/2 blue Illusion creature token");
    assert_eq!(g.object(illusion).unwrap().controller, PlayerId(1));
    assert_eq!(g.permanent(illusion).map(|v| (v.power, v.toughness)), Some((2, 2)));
    let colors = g.characteristics(illusion).unwrap().colors;
    assert_eq!(colors.iter().map(|c| c.letter()).collect::<String>(), "U");
}

#[test]
fn skyclave_apparition_leaving_with_nothing_exiled_creates_no_token_607_2a() {
    let mut g = skyclave_game(&[]);
    g.apply(cast(0, in_hand(&g, 0, "Skyclave Apparition"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    g.apply(pass(0)).unwrap();
    let apparition = the_only(&g, "Skyclave Apparition");
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![at(apparition)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Skyclave Apparition", 0), Some(Zone::Graveyard));
    assert!(on_battlefield(&g, "0/0 blue Illusion creature token").is_empty());
    assert_eq!(g.state().battlefield.len(), 4, "three Plains and a Mountain");
}

// ---- 613.1b (layer 2): control-changing effects (Act of Treason, Dack Fayden) ----

/// Player 0 (active, precombat main of turn 3) has three Mountains and Act of
/// Treason; player 1 has a tapped Grizzly Bears, a Forest and a Sol Ring.
fn treason_game() -> Game {
    game(json!({
        "players": [
            { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Act of Treason"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": [{ "card": "Grizzly Bears", "tapped": true }, "Forest", "Sol Ring"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn act_of_treason_steals_an_untapped_hasty_creature_that_attacks_its_owner_and_returns_in_cleanup_613_1b_514_2() {
    let mut g = treason_game();
    let bears = the_only(&g, "Grizzly Bears");
    let treason = in_hand(&g, 0, "Act of Treason");
    g.apply(cast_at(0, treason, CastMethod::Normal, vec![at(bears)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.contains(&Event::ControlChanged { object: bears, controller: PlayerId(0) }), "{events:?}");
    let o = g.object(bears).unwrap();
    assert_eq!(
        (o.controller, o.owner),
        (PlayerId(0), PlayerId(1)),
        "108.4: controlled by the caster, owned by its owner"
    );
    assert!(!o.tapped, "701.26b: untapped");
    assert!(o.summoning_sick, "302.6: not controlled continuously since player 0's turn began");
    assert!(g.permanent(bears).unwrap().keywords.haste, "702.10: it gains haste until end of turn");
    // The state's control change reads back from JSON.
    let mut g = Game::from_json(db(), &g.to_json()).expect("the control change reads back");
    assert_eq!(g.object(bears).unwrap().controller, PlayerId(0));
    // 508.1a: haste lets player 0 attack its owner with it.
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears, at_player(1))])).unwrap();
    advance_to(&mut g, Step::PostcombatMain);
    assert_eq!(g.state().players[1].life, 18, "its owner took 2");
    // 514.2: "until end of turn" ends in the cleanup step; it returns to its owner.
    advance_to(&mut g, Step::End);
    assert_eq!(g.object(bears).unwrap().controller, PlayerId(0), "still player 0's in the end step");
    let events = to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(events.contains(&Event::ControlChanged { object: bears, controller: PlayerId(1) }), "{events:?}");
    assert!(g.state().control_changes.is_empty());
    assert!(!g.permanent(bears).unwrap().keywords.haste);
    // 502.3: its owner untapped it in their own untap step, and controls it since their turn began (302.6).
    let o = g.object(bears).unwrap();
    assert_eq!(o.controller, PlayerId(1));
    assert!(!o.tapped && !o.summoning_sick);
}

#[test]
fn act_of_treason_refuses_a_noncreature_target_and_the_game_is_unchanged_115_1_601_2c() {
    let mut g = treason_game();
    let treason = in_hand(&g, 0, "Act of Treason");
    let ring = the_only(&g, "Sol Ring");
    refused_with(&mut g, cast_at(0, treason, CastMethod::Normal, vec![at(ring)]), "illegal_target", None);
    // A card in a graveyard is no creature on the battlefield (115.1).
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Act of Treason"] },
            { "graveyard": ["Grizzly Bears"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let treason = in_hand(&g, 0, "Act of Treason");
    let dead = g.state().players[1].graveyard[0];
    refused_with(&mut g, cast_at(0, treason, CastMethod::Normal, vec![at(dead)]), "no_legal_targets", Some("601.2c"));
}

/// Dack Fayden with three loyalty counters (player 0, active, precombat
/// main); player 1 has a Treasure and Grizzly Bears.
fn dack_game() -> Game {
    game(json!({
        "players": [
            { "battlefield": [{ "card": "Dack Fayden", "counters": { "loyalty": 3 } }],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Treasure", "Grizzly Bears"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// The index of Dack Fayden's "−2: Gain control of target artifact."
fn dack_minus_two() -> usize {
    use mtg_rules::text::CostPart;
    let face = db().card("Dack Fayden").unwrap().front().unwrap();
    face.abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts == [CostPart::Loyalty { change: -2 }]))
        .expect("Dack's -2")
}

#[test]
fn dack_fayden_takes_an_opponents_treasure_for_good_and_its_new_controller_sacrifices_it_for_mana_613_1b_111_10a() {
    let mut g = dack_game();
    let dack = the_only(&g, "Dack Fayden");
    let treasure = the_only(&g, "Treasure");
    g.apply(activate_at(&g, dack, dack_minus_two(), vec![at(treasure)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.object(treasure).unwrap().controller, PlayerId(0), "108.4");
    assert_eq!(g.state().control_changes.len(), 1);
    assert!(!g.state().control_changes[0].until_end_of_turn, "611.2a: no duration, for as long as it stays");
    // Its old controller can no longer activate it (602.2).
    let treasure_mana = |player: u8, choice: usize| Action::ActivateAbility {
        player: PlayerId(player),
        object: treasure,
        ability: 0,
        choice,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: None,
    };
    assert!(!g.is_legal(&treasure_mana(1, 0)));
    // It stays past the cleanup step: no "until end of turn".
    let mut g = Game::from_json(db(), &g.to_json()).expect("reads back");
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!(g.object(treasure).unwrap().controller, PlayerId(0));
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    // 302.6 is for creatures only: its new controller taps and sacrifices it for {B} (605.1a).
    let mine = treasure_mana(0, 2);
    assert!(g.is_legal(&mine), "{:?}", g.legal_actions());
    g.apply(mine).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.B, 1);
    assert!(on_battlefield(&g, "Treasure").is_empty());
    assert!(g.state().control_changes.is_empty(), "400.7: the effect ends as it leaves");
}

#[test]
fn dack_fayden_cant_target_a_creature_or_a_card_off_the_battlefield_and_the_game_is_unchanged_115_1() {
    let mut g = dack_game();
    let dack = the_only(&g, "Dack Fayden");
    let bears = the_only(&g, "Grizzly Bears");
    let on_bears = activate_at(&g, dack, dack_minus_two(), vec![at(bears)]);
    refused_with(&mut g, on_bears, "illegal_target", None);
    let library = g.state().players[1].library[0];
    let on_library = activate_at(&g, dack, dack_minus_two(), vec![at(library)]);
    refused_with(&mut g, on_library, "illegal_target", None);
}

// ---- Animate Dead (303.4, 702.5a, 613.1f, 603.6c) ----

/// Player 0 (active, precombat main) has four Swamps, two Plains, a Mountain,
/// Animate Dead, Get Lost and Lightning Bolt; Bloated Contaminator (4/4) is
/// in player 1's graveyard, with a Swamp card.
fn animate_dead_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp", "Plains", "Plains", "Mountain"],
              "hand": ["Animate Dead", "Get Lost", "Lightning Bolt"], "library": ["Plains", "Plains", "Plains"] },
            { "graveyard": ["Bloated Contaminator", "Swamp"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Casts Animate Dead on player 1's Bloated Contaminator and resolves it and
/// its trigger; returns (Animate Dead, the returned creature).
fn animate_the_contaminator(g: &mut Game) -> (mtg_rules::game::ObjectId, mtg_rules::game::ObjectId) {
    let animate = in_hand(g, 0, "Animate Dead");
    let card = g.state().players[1].graveyard[0];
    g.apply(cast_at(0, animate, CastMethod::Normal, vec![at(card)])).unwrap();
    resolve_all(g);
    let aura = the_only(g, "Animate Dead");
    let creature = the_only(g, "Bloated Contaminator");
    (aura, creature)
}

#[test]
fn animate_dead_returns_a_creature_card_from_any_graveyard_under_your_control_enchanted_at_minus_one_303_4f_613_1f() {
    let mut g = animate_dead_game();
    let (aura, creature) = animate_the_contaminator(&mut g);
    let o = g.object(creature).unwrap();
    assert_eq!((o.owner, o.controller), (PlayerId(1), PlayerId(0)), "108.3, 110.2a: under your control");
    assert_eq!(g.object(aura).unwrap().attached_to, Some(creature), "701.3a: attached to it");
    let view = g.permanent(creature).unwrap();
    assert_eq!((view.power, view.toughness), (3, 4), "Enchanted creature gets -1/-0 (4/4 printed)");
    assert!(g.state().players[1].graveyard.len() == 1, "only the Swamp card is left");
    // 704.5m: the Aura stays: it enchants the creature put onto the battlefield with it.
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the returned-with record reads back");
    assert_eq!(g.state().returned_with.len(), 1);
    g.apply(pass(0)).unwrap_or_default();
    assert_eq!(g.object(aura).unwrap().zone, Zone::Battlefield);
    assert_eq!(g.object(aura).unwrap().attached_to, Some(creature));
}

#[test]
fn animate_dead_leaving_the_battlefield_makes_that_creatures_controller_sacrifice_it_603_6c() {
    let mut g = animate_dead_game();
    let (aura, creature) = animate_the_contaminator(&mut g);
    let get_lost = in_hand(&g, 0, "Get Lost");
    g.apply(cast_at(0, get_lost, CastMethod::Normal, vec![at(aura)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Animate Dead").is_empty());
    assert!(on_battlefield(&g, "Bloated Contaminator").is_empty(), "sacrificed");
    assert!(g.object(creature).is_err(), "400.7: it left the battlefield");
    assert_eq!(zone_of(&g, "Bloated Contaminator", 1), Some(Zone::Graveyard), "to its owner's graveyard");
    assert!(g.state().returned_with.is_empty());
}

#[test]
fn animate_dead_goes_to_the_graveyard_when_its_creature_dies_704_5m() {
    let mut g = animate_dead_game();
    let (_, creature) = animate_the_contaminator(&mut g);
    // Lightning Bolt's 3 damage does not kill a 3/4: Get Lost on the creature does.
    let get_lost = in_hand(&g, 0, "Get Lost");
    g.apply(cast_at(0, get_lost, CastMethod::Normal, vec![at(creature)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Animate Dead").is_empty(), "704.5m: attached to nothing legal");
    assert_eq!(zone_of(&g, "Bloated Contaminator", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Animate Dead", 0), Some(Zone::Graveyard));
}

#[test]
fn animate_dead_targets_only_a_creature_card_in_a_graveyard_and_a_refused_cast_changes_nothing_702_5a_115_1() {
    let mut g = animate_dead_game();
    let animate = in_hand(&g, 0, "Animate Dead");
    let swamp_card = g.state().players[1].graveyard[1];
    refused_with(&mut g, cast_at(0, animate, CastMethod::Normal, vec![at(swamp_card)]), "illegal_target", None);
    let land = on_battlefield(&g, "Swamp")[0];
    refused_with(&mut g, cast_at(0, animate, CastMethod::Normal, vec![at(land)]), "illegal_target", None);
}
