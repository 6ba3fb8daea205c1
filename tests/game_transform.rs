//! Transforming double-faced cards of real decks (issue 14,
//! `data/pool-decks.json`, current Oracle text): disturb (702.146) and "If
//! \[this\] would be put into a graveyard from anywhere, exile it instead"
//! (614.1a).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::{Value, json};

const LUNARCH: &str = "Lunarch Veteran // Luminous Phantom";
const DENNICK: &str = "Dennick, Pious Apprentice // Dennick, Pious Apparition";

/// Player 0 (active, precombat main of turn 3) has `mine` on the
/// battlefield, `hand` and `graveyard`; player 1 has `theirs` and `their_hand`.
fn table(mine: Value, hand: Value, graveyard: Value, theirs: Value, their_hand: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "graveyard": graveyard, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "hand": their_hand, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

fn in_graveyard(g: &Game, player: usize, name: &str) -> ObjectId {
    *g.state().players[player]
        .graveyard
        .iter()
        .find(|&&id| g.object(id).unwrap().card == name)
        .unwrap_or_else(|| panic!("{name} in graveyard"))
}

fn round_trips(g: &Game) {
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    assert_eq!(back.to_json(), g.to_json());
}

#[test]
fn the_disturb_cards_of_the_pool_are_understood_whole() {
    for name in [LUNARCH, DENNICK] {
        let card = decks_pool().card(name).unwrap();
        let missing: Vec<_> = card.unsupported_text().collect();
        assert!(missing.is_empty(), "{name}: {missing:?}");
    }
}

#[test]
fn lunarch_veteran_is_cast_from_its_graveyard_transformed_for_its_disturb_cost_and_enters_as_luminous_phantom_702_146a_702_146b_712_8c()
 {
    let mut g = table(json!(["Plains", "Plains"]), json!([LUNARCH]), json!([LUNARCH]), json!([]), json!([]));
    let in_hand = in_hand(&g, 0, LUNARCH);
    let veteran = in_graveyard(&g, 0, LUNARCH);
    // 702.146a: only from a graveyard; from the hand the option says why not.
    let from_hand = option(&g, in_hand, CastMethod::Disturb);
    assert!(!from_hand.castable);
    assert!(codes(&from_hand).contains(&"not_in_graveyard"), "{:?}", from_hand.reasons);
    refused(&mut g, cast(0, in_hand, CastMethod::Disturb));
    // From the graveyard: not normally (601.3), but transformed for {1}{W}, with the back face's
    // characteristics and the front face's mana value (712.8c).
    assert!(!option(&g, veteran, CastMethod::Normal).castable);
    let disturb = option(&g, veteran, CastMethod::Disturb);
    assert!(disturb.castable, "{:?}", disturb.reasons);
    assert_eq!(disturb.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{1}{W}"));
    let c = &disturb.characteristics;
    assert_eq!(c.name, "Luminous Phantom");
    assert_eq!(c.mana_value.whole(), 1, "712.8c: the front face's mana value");
    assert!(
        g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::CastSpell { object, method: CastMethod::Disturb, .. } if *object == veteran))
    );
    check_legal_actions(&g);
    let events = g.apply(cast(0, veteran, CastMethod::Disturb)).unwrap();
    assert!(events.iter().any(
        |e| matches!(e, Event::SpellCast { total_cost, method: CastMethod::Disturb, .. } if total_cost == "{1}{W}")
    ));
    let spell = g.state().stack[0];
    assert_eq!(g.object(spell).unwrap().face, Some(1), "712.11a: on the stack back face up");
    assert_eq!(g.characteristics(spell).unwrap().name, "Luminous Phantom");
    round_trips(&g);
    resolve_all(&mut g);
    // 702.146b: it enters with its back face up: a 1/1 flier.
    let phantom = the_only(&g, LUNARCH);
    let view = g.permanent(phantom).unwrap();
    assert_eq!(view.characteristics.name, "Luminous Phantom");
    assert_eq!((view.power, view.toughness), (1, 1));
    assert!(view.keywords.flying);
    assert_eq!(view.characteristics.mana_value.whole(), 1, "712.8e");
    round_trips(&g);
}

#[test]
fn luminous_phantom_would_die_and_is_exiled_instead_and_gains_life_when_another_creature_you_control_leaves_614_1a_603_6c()
 {
    let mut g = table(
        json!(["Mountain", "Mountain", "Mountain", "Plains", "Plains", "Ragavan, Nimble Pilferer"]),
        json!(["Lightning Bolt", "Lightning Bolt"]),
        json!([LUNARCH]),
        json!([]),
        json!([]),
    );
    let veteran = in_graveyard(&g, 0, LUNARCH);
    g.apply(cast(0, veteran, CastMethod::Disturb)).unwrap();
    resolve_all(&mut g);
    let phantom = the_only(&g, LUNARCH);
    // Another creature its controller controls leaves the battlefield: they gain 1 life.
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(ragavan)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Ragavan, Nimble Pilferer").is_empty());
    assert_eq!(g.state().players[0].life, 21, "\"Whenever another creature you control leaves the battlefield\"");
    // 614.1a: Luminous Phantom would be put into a graveyard: it is exiled instead, and it does not see
    // itself leave ("another").
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(phantom)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, LUNARCH).is_empty());
    assert_eq!(names(&g, &g.state().exile), [LUNARCH], "exiled instead of put into the graveyard");
    assert!(!names(&g, &g.state().players[0].graveyard).contains(&LUNARCH.to_string()));
    assert_eq!(g.state().players[0].life, 21);
}

#[test]
fn lunarch_veteran_front_face_up_goes_to_the_graveyard_as_usual_614_1a_712_8a() {
    let mut g = table(json!(["Mountain", LUNARCH]), json!(["Lightning Bolt"]), json!([]), json!([]), json!([]));
    let veteran = the_only(&g, LUNARCH);
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(veteran)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, LUNARCH, 0), Some(Zone::Graveyard));
}

#[test]
fn a_countered_disturb_spell_is_exiled_instead_of_put_into_its_owners_graveyard_614_1a_712_8c() {
    let mut g = table(
        json!(["Plains", "Plains"]),
        json!([]),
        json!([LUNARCH]),
        json!(["Island", "Island"]),
        json!(["Counterspell"]),
    );
    let veteran = in_graveyard(&g, 0, LUNARCH);
    g.apply(cast(0, veteran, CastMethod::Disturb)).unwrap();
    let spell = g.state().stack[0];
    g.apply(pass(0)).unwrap();
    let counterspell = in_hand(&g, 1, "Counterspell");
    g.apply(cast_at(1, counterspell, CastMethod::Normal, vec![at(spell)])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().stack.is_empty());
    assert_eq!(names(&g, &g.state().exile), [LUNARCH]);
    assert_eq!(names(&g, &g.state().players[0].graveyard), Vec::<String>::new());
}

#[test]
fn with_dennick_cards_in_graveyards_cant_be_the_targets_of_spells_or_abilities_101_2_601_2c() {
    let mut g =
        table(json!(["Swamp", DENNICK]), json!(["Cling to Dust"]), json!(["Lightning Bolt"]), json!([]), json!([]));
    let bolt = in_graveyard(&g, 0, "Lightning Bolt");
    let cling = in_hand(&g, 0, "Cling to Dust");
    let option = option(&g, cling, CastMethod::Normal);
    assert!(!option.castable, "no card in a graveyard can be targeted");
    assert!(codes(&option).contains(&"no_legal_targets"), "{:?}", option.reasons);
    assert_eq!(refused(&mut g, cast_at(0, cling, CastMethod::Normal, vec![at(bolt)])), "no_legal_targets");
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == cling)));
    check_legal_actions(&g);
    // Without Dennick, it can.
    let mut g = table(json!(["Swamp"]), json!(["Cling to Dust"]), json!(["Lightning Bolt"]), json!([]), json!([]));
    let bolt = in_graveyard(&g, 0, "Lightning Bolt");
    let cling = in_hand(&g, 0, "Cling to Dust");
    g.apply(cast_at(0, cling, CastMethod::Normal, vec![at(bolt)])).expect("a card in a graveyard is a legal target");
}

#[test]
fn dennick_pious_apparition_investigates_once_each_turn_when_creature_cards_are_put_into_graveyards_603_2_701_16a() {
    let mut g = table(
        json!(["Plains", "Plains", "Island", "Island", "Island", "Mountain", "Mountain", "Mountain"]),
        json!(["Lightning Bolt", "Lightning Bolt", "Lightning Bolt"]),
        json!([DENNICK]),
        json!(["Dragon's Rage Channeler", "Ragavan, Nimble Pilferer", "Scavenging Ooze"]),
        json!([]),
    );
    let dennick = in_graveyard(&g, 0, DENNICK);
    let disturb = option(&g, dennick, CastMethod::Disturb);
    assert!(disturb.castable, "{:?}", disturb.reasons);
    assert_eq!(disturb.characteristics.mana_value.whole(), 2, "712.8c: {{W}}{{U}}'s");
    g.apply(cast(0, dennick, CastMethod::Disturb)).unwrap();
    resolve_all(&mut g);
    let apparition = the_only(&g, DENNICK);
    assert_eq!(g.permanent(apparition).unwrap().characteristics.name, "Dennick, Pious Apparition");
    let clues = |g: &Game| on_battlefield(g, "Clue").len();
    // A creature card put into a graveyard: investigate.
    let drc = the_only(&g, "Dragon's Rage Channeler");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(drc)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(clues(&g), 1, "investigate (701.16a)");
    round_trips(&g);
    // A second one the same turn: the ability triggers only once each turn.
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(ragavan)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(clues(&g), 1, "only once each turn");
    // Next turn it triggers again.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert!(g.state().triggered_this_turn.is_empty(), "a new turn");
    let ooze = the_only(&g, "Scavenging Ooze");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(ooze)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(clues(&g), 2, "a new turn, a new trigger");
    assert_eq!(g.state().players[0].life, 20);
    let _ = PlayerId(0);
}

// --- Craft (702.167) ------------------------------------------------------------------------------------------

const BLADE: &str = "Tithing Blade // Consuming Sepulcher";

/// Tithing Blade's craft ability (its second, after the enters trigger) with `materials`.
fn craft(blade: ObjectId, materials: Vec<ObjectId>) -> Action {
    Action::ActivateAbility {
        player: PlayerId(0),
        object: blade,
        ability: 1,
        choice: 0,
        targets: Vec::new(),
        choices: materials,
        payment: None,
        x: None,
    }
}

#[test]
fn tithing_blade_is_understood_whole() {
    let card = decks_pool().card(BLADE).unwrap();
    let missing: Vec<_> = card.unsupported_text().collect();
    assert!(missing.is_empty(), "{missing:?}");
}

#[test]
fn tithing_blade_entering_makes_each_opponent_sacrifice_a_creature_of_their_choice_701_21a() {
    let mut g = table(
        json!(["Swamp", "Swamp"]),
        json!([BLADE]),
        json!([]),
        json!(["Ragavan, Nimble Pilferer", "Scavenging Ooze"]),
        json!([]),
    );
    let blade = in_hand(&g, 0, BLADE);
    g.apply(cast(0, blade, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player, objects, .. }) = g.state().pending.clone() else {
        panic!("the opponent chooses: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(1));
    assert_eq!(objects.len(), 2);
    let ooze = the_only(&g, "Scavenging Ooze");
    g.apply(Action::ChooseObject { player, object: ooze }).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Scavenging Ooze").is_empty());
    assert_eq!(on_battlefield(&g, "Ragavan, Nimble Pilferer").len(), 1);
    assert_eq!(zone_of(&g, "Scavenging Ooze", 1), Some(Zone::Graveyard));
}

/// Player 0 controls Tithing Blade, five Swamps and Ragavan, with Scavenging
/// Ooze and Lightning Bolt in their graveyard.
fn blade_table() -> Game {
    table(
        json!([BLADE, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Ragavan, Nimble Pilferer"]),
        json!([]),
        json!(["Scavenging Ooze", "Lightning Bolt"]),
        json!([]),
        json!([]),
    )
}

#[test]
fn tithing_blade_crafts_with_a_creature_card_from_the_graveyard_and_returns_as_consuming_sepulcher_which_drains_each_upkeep_702_167a()
 {
    let mut g = blade_table();
    let blade = the_only(&g, BLADE);
    let ooze = in_graveyard(&g, 0, "Scavenging Ooze");
    let bolt = in_graveyard(&g, 0, "Lightning Bolt");
    // 702.167a: the materials are a creature: not a noncreature card, not the Blade itself, not none.
    refused(&mut g, craft(blade, vec![bolt]));
    refused(&mut g, craft(blade, vec![blade]));
    refused(&mut g, craft(blade, vec![]));
    let listed = g.legal_actions();
    assert!(listed.iter().any(|a| matches!(a, Action::ActivateAbility { object, ability: 1, .. } if *object == blade)));
    check_legal_actions(&g);
    g.apply(craft(blade, vec![ooze])).unwrap();
    assert!(on_battlefield(&g, BLADE).is_empty(), "exiled as a cost (602.2b)");
    let exiled = names(&g, &g.state().exile);
    assert!(exiled.contains(&BLADE.to_string()) && exiled.contains(&"Scavenging Ooze".to_string()), "{exiled:?}");
    round_trips(&g);
    resolve_all(&mut g);
    let sepulcher = the_only(&g, BLADE);
    assert_eq!(g.object(sepulcher).unwrap().face, Some(1), "712.14a: transformed");
    assert_eq!(g.permanent(sepulcher).unwrap().characteristics.name, "Consuming Sepulcher");
    assert_eq!(on_battlefield(&g, "Ragavan, Nimble Pilferer").len(), 1);
    round_trips(&g);
    // "At the beginning of your upkeep, each opponent loses 1 life and you gain 1 life."
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    resolve_all(&mut g);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (21, 19));
}

#[test]
fn tithing_blade_crafts_with_a_creature_its_controller_controls_702_167b() {
    let mut g = blade_table();
    let blade = the_only(&g, BLADE);
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    g.apply(craft(blade, vec![ragavan])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Ragavan, Nimble Pilferer").is_empty());
    assert_eq!(names(&g, &g.state().exile), ["Ragavan, Nimble Pilferer"]);
    assert_eq!(g.permanent(the_only(&g, BLADE)).unwrap().characteristics.name, "Consuming Sepulcher");
}

#[test]
fn craft_is_activated_only_as_a_sorcery_602_5d() {
    let mut g = blade_table();
    let blade = the_only(&g, BLADE);
    let ooze = in_graveyard(&g, 0, "Scavenging Ooze");
    advance_to(&mut g, Step::BeginningOfCombat);
    refused(&mut g, craft(blade, vec![ooze]));
}
