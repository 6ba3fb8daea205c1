//! Day and night (CR 730, 502.2) and daybound and nightbound (702.145), on
//! real werewolves of `data/mechanics-cards.json` (`data/POOLS.md`,
//! "Mechanics cards"): Harvesttide Infiltrator and Brutal Cathar.

mod game_fixture;
mod invariants;
use game_fixture::*;
use invariants::{check_invariants, life_deltas};
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, DayNight, Event, Game, ObjectId, Pending, RandomAgent, Step};
use mtg_rules::text::{Ability, KeywordAbility};
use serde_json::{Value, json};

const INFILTRATOR: &str = "Harvesttide Infiltrator // Harvesttide Assailant";
const CATHAR: &str = "Brutal Cathar // Moonrage Brute";

/// Player 0 (active, precombat main of turn 3) has `mine` on the battlefield
/// and `hand`; player 1 has `theirs`; each library is ten Mountains.
fn table(mine: Value, hand: Value, theirs: Value) -> Game {
    duel_with_library(mine, hand, theirs, &["Mountain"; 10])
}

fn day_night(g: &Game) -> Option<DayNight> {
    g.state().day_night
}

/// Casts `name` from player 0's hand (the solver pays) and resolves it.
fn cast_and_resolve(g: &mut Game, name: &str) -> Vec<Event> {
    let id = in_hand(g, 0, name);
    let mut events = g.apply(cast(0, id, CastMethod::Normal)).unwrap_or_else(|e| panic!("{name}: {e}"));
    events.extend(resolve_all(g));
    events
}

/// The name, power and toughness of the permanent `id` as it is now.
fn looks(g: &Game, id: ObjectId) -> (String, i32, i32) {
    let v = g.permanent(id).unwrap();
    (v.characteristics.name.clone(), v.power, v.toughness)
}

/// Player 0 casts Harvesttide Infiltrator on turn 3 (it becomes day), then
/// nobody casts a spell until player 0's upkeep of turn 5.
fn night_falls() -> (Game, ObjectId) {
    let mut g =
        table(json!(["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]), json!([INFILTRATOR]), json!([]));
    cast_and_resolve(&mut g, INFILTRATOR);
    let wolf = the_only(&g, INFILTRATOR);
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    (g, wolf)
}

#[test]
fn the_daybound_werewolves_are_understood_whole_with_typed_daybound_and_nightbound_702_145a() {
    for name in [INFILTRATOR, CATHAR] {
        let card = db().card(name).unwrap();
        let missing: Vec<_> = card.unsupported_text().collect();
        assert!(missing.is_empty(), "{name}: {missing:?}");
        let has = |face: usize, k: KeywordAbility| {
            card.faces[face].abilities.iter().any(|a| matches!(a, Ability::Keyword { keyword } if *keyword == k))
        };
        assert!(has(0, KeywordAbility::Daybound) && !has(0, KeywordAbility::Nightbound), "{name}");
        assert!(has(1, KeywordAbility::Nightbound) && !has(1, KeywordAbility::Daybound), "{name}");
    }
}

#[test]
fn it_becomes_day_as_the_first_daybound_permanent_enters_and_the_game_starts_with_neither_702_145d_730_1() {
    let mut g = table(json!(["Mountain", "Mountain", "Mountain"]), json!([INFILTRATOR]), json!([]));
    assert_eq!(day_night(&g), None, "730.1: neither at the start");
    assert!(!g.to_json().contains("dayNight"));
    let id = in_hand(&g, 0, INFILTRATOR);
    g.apply(cast(0, id, CastMethod::Normal)).unwrap();
    assert_eq!(day_night(&g), None, "a daybound spell on the stack is no permanent");
    let events = resolve_all(&mut g);
    assert_eq!(day_night(&g), Some(DayNight::Day));
    assert!(events.iter().any(|e| matches!(e, Event::BecameDayOrNight { designation: DayNight::Day })));
    let wolf = the_only(&g, INFILTRATOR);
    assert_eq!(looks(&g, wolf), ("Harvesttide Infiltrator".to_string(), 3, 2), "702.145d: day, front face up");
    assert!(g.to_json().contains(r#""dayNight":"day""#));
}

#[test]
fn a_turn_without_spells_makes_it_night_at_the_next_untap_and_the_werewolf_transforms_502_2_730_2a_702_145c() {
    let mut g = table(json!(["Mountain", "Mountain", "Mountain"]), json!([INFILTRATOR]), json!([]));
    cast_and_resolve(&mut g, INFILTRATOR);
    let wolf = the_only(&g, INFILTRATOR);
    // Turn 4: player 0 cast a spell in turn 3, so it stays day.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert_eq!(day_night(&g), Some(DayNight::Day), "730.2a: one spell in the turn before keeps it day");
    assert_eq!(g.object(wolf).unwrap().face, None);
    // Turn 5: player 1 cast nothing in turn 4: night, and the Infiltrator is Harvesttide Assailant.
    let events = to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert_eq!(day_night(&g), Some(DayNight::Night));
    let became = events.iter().position(|e| matches!(e, Event::BecameDayOrNight { designation: DayNight::Night }));
    let turned = events.iter().position(|e| matches!(e, Event::Transformed { object, face: 1 } if *object == wolf));
    let untap = events.iter().rposition(|e| matches!(e, Event::StepBegan { step: Step::Untap, .. }));
    assert!(untap < became && became < turned, "502.2 in the untap step, then 702.145c: {events:?}");
    assert_eq!(g.object(wolf).unwrap().face, Some(1));
    let v = g.permanent(wolf).unwrap();
    assert_eq!((v.characteristics.name.as_str(), v.power, v.toughness), ("Harvesttide Assailant", 4, 4));
    assert!(v.keywords.trample, "the back face's abilities");
    assert!(!v.characteristics.subtypes.iter().any(|s| s == "Human"), "712.8e: only the back face's types");
    assert_eq!(g.object(wolf).unwrap().zone, Zone::Battlefield, "712.18: the same object");
}

#[test]
fn two_spells_in_a_turn_make_it_day_again_and_the_werewolf_transforms_back_730_2b_702_145f() {
    // Night, and no spell in turn 5: it stays night.
    let (mut quiet, _) = night_falls();
    assert_eq!(day_night(&quiet), Some(DayNight::Night));
    to_next_turn_step(&mut quiet, 1, Step::Upkeep);
    assert_eq!(day_night(&quiet), Some(DayNight::Night), "no spell: night stays night");
    // Two Shocks at player 1 in turn 5: day at turn 6's untap, and the Assailant turns back.
    let mut g = table(
        json!(["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]),
        json!([INFILTRATOR, "Shock", "Shock"]),
        json!([]),
    );
    cast_and_resolve(&mut g, INFILTRATOR);
    let wolf_b = the_only(&g, INFILTRATOR);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(day_night(&g), Some(DayNight::Night));
    assert_eq!(looks(&g, wolf_b).0, "Harvesttide Assailant");
    let shock = in_hand(&g, 0, "Shock");
    g.apply(cast_at(0, shock, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let mut one = g.clone();
    to_next_turn_step(&mut one, 1, Step::Upkeep);
    assert_eq!(day_night(&one), Some(DayNight::Night), "730.2b: one spell is not two");
    let shock = in_hand(&g, 0, "Shock");
    g.apply(cast_at(0, shock, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].spells_cast, 2);
    let events = to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert_eq!(day_night(&g), Some(DayNight::Day));
    assert!(events.iter().any(|e| matches!(e, Event::Transformed { object, face: 0 } if *object == wolf_b)));
    assert_eq!(looks(&g, wolf_b), ("Harvesttide Infiltrator".to_string(), 3, 2), "702.145f: front face up again");
}

#[test]
fn a_daybound_card_entering_at_night_enters_transformed_and_its_front_face_does_not_trigger_702_145b_712_14() {
    let mut g = table(
        json!(["Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain"]),
        json!([INFILTRATOR, CATHAR]),
        json!(["Grizzly Bears"]),
    );
    cast_and_resolve(&mut g, INFILTRATOR);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(day_night(&g), Some(DayNight::Night));
    let events = cast_and_resolve(&mut g, CATHAR);
    let cathar = the_only(&g, CATHAR);
    assert_eq!(g.object(cathar).unwrap().face, Some(1), "702.145b: enters transformed");
    assert!(!events.iter().any(|e| matches!(e, Event::Transformed { .. })), "it entered so, it did not transform");
    let v = g.permanent(cathar).unwrap();
    assert_eq!((v.characteristics.name.as_str(), v.power, v.toughness), ("Moonrage Brute", 3, 3));
    assert!(v.keywords.first_strike);
    // Its front face's "When this creature enters or transforms into Brutal Cathar" is not its ability.
    assert!(g.state().pending.is_none() && g.state().stack.is_empty(), "{:?}", g.state().pending);
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 1);
}

#[test]
fn brutal_cathar_exiles_as_it_enters_and_again_as_it_transforms_into_brutal_cathar_701_27e_610_3() {
    let mut g = table(
        json!(["Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain", "Mountain"]),
        json!([CATHAR, "Shock", "Shock", "Shock"]),
        json!(["Grizzly Bears", "Hill Giant"]),
    );
    let bears = the_only(&g, "Grizzly Bears");
    let id = in_hand(&g, 0, CATHAR);
    g.apply(cast(0, id, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(day_night(&g), Some(DayNight::Day));
    choose_trigger_targets(&mut g, &[at(bears)]);
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile), "exiled until the Cathar leaves");
    let cathar = the_only(&g, CATHAR);
    // Turn 4 stays day (a spell in turn 3); turn 5 is night: Moonrage Brute, no trigger.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(looks(&g, cathar).0, "Moonrage Brute");
    assert!(g.state().stack.is_empty());
    // Two spells: at turn 6's untap it becomes day, and it transforms into Brutal Cathar (701.27e).
    for _ in 0..2 {
        let shock = in_hand(&g, 0, "Shock");
        g.apply(cast_at(0, shock, CastMethod::Normal, vec![player_target(1)])).unwrap();
        resolve_all(&mut g);
    }
    the_only(&g, "Hill Giant");
    let mut events = to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert_eq!(day_night(&g), Some(DayNight::Day));
    assert_eq!(looks(&g, cathar), ("Brutal Cathar".to_string(), 2, 2));
    // Its one legal target, Hill Giant, is chosen for it (603.3d).
    events.extend(resolve_all(&mut g));
    assert!(events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { source, .. } if *source == cathar)));
    assert_eq!(zone_of(&g, "Hill Giant", 1), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile));
    // 610.3c: both return once the Cathar leaves the battlefield (at day it is a 2/2 without ward).
    g.apply(pass(1)).unwrap();
    let shock = in_hand(&g, 0, "Shock");
    g.apply(cast_at(0, shock, CastMethod::Normal, vec![at(cathar)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, CATHAR, 0), Some(Zone::Graveyard));
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len() + on_battlefield(&g, "Hill Giant").len(), 2);
}

#[test]
fn the_day_night_designation_reads_back_from_json_and_changes_the_state_hash_730_1() {
    let (g, wolf) = night_falls();
    assert_eq!(day_night(&g), Some(DayNight::Night));
    let text = g.to_json();
    assert!(text.contains(r#""dayNight":"night""#), "{text}");
    let back = Game::from_json(db(), &text).expect("the game reads back");
    assert_eq!(back.to_json(), text);
    assert_eq!(back.state().day_night, Some(DayNight::Night));
    assert_eq!(back.object(wolf).unwrap().face, Some(1));
    let day = text.replace(r#""dayNight":"night""#, r#""dayNight":"day""#);
    let as_day = Game::from_json(db(), &day).expect("day reads");
    assert_ne!(as_day.state_hash(), back.state_hash());
    let bad = text.replace(r#""dayNight":"night""#, r#""dayNight":"dusk""#);
    assert!(Game::from_json(db(), &bad).is_err(), "730.1: only day or night");
}

#[test]
fn a_nightbound_face_cannot_be_cast_and_the_refusal_leaves_the_night_unchanged_702_145e_712_11_732_1() {
    let mut g = table(
        json!(["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]),
        json!([INFILTRATOR, INFILTRATOR]),
        json!([]),
    );
    cast_and_resolve(&mut g, INFILTRATOR);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(day_night(&g), Some(DayNight::Night));
    let card = in_hand(&g, 0, INFILTRATOR);
    refused(&mut g, cast(0, card, CastMethod::BackFace));
    assert_eq!(day_night(&g), Some(DayNight::Night));
    check_legal_actions(&g);
    assert!(!g.legal_actions().iter().any(
        |a| matches!(a, mtg_rules::game::Action::CastSpell { object, method: CastMethod::BackFace, .. } if *object == card)
    ));
    // Cast normally at night, it enters as Harvesttide Assailant.
    cast_and_resolve(&mut g, INFILTRATOR);
    assert!(on_battlefield(&g, INFILTRATOR).iter().all(|&id| looks(&g, id).0 == "Harvesttide Assailant"));
}

#[test]
fn random_games_of_werewolf_decks_keep_day_and_night_as_the_rules_say_702_145_730_2() {
    fn deck(land: &'static str) -> Vec<&'static str> {
        [INFILTRATOR, CATHAR, "Shock", land, land, "Mountain"].iter().copied().cycle().take(36).collect()
    }
    let mut seen = (false, false, false);
    for seed in 0..4u64 {
        let mut g = game(json!({
            "players": [{ "library": deck("Plains") }, { "library": deck("Mountain") }],
            "shuffle": true, "seed": seed
        }));
        let mut agent = RandomAgent::new(seed);
        let mut life: Vec<i64> = g.state().players.iter().map(|p| i64::from(p.life)).collect();
        for n in 0..1500 {
            let actions = g.legal_actions();
            if g.state().is_over() {
                break;
            }
            let action = actions[agent.choose(&actions).unwrap()].clone();
            let before = g.state().day_night;
            let events = g.apply(action.clone()).unwrap_or_else(|e| panic!("seed {seed}, action {n}: {action:?}: {e}"));
            // 730.1: once day or night, always one of them.
            assert!(before.is_none() || g.state().day_night.is_some());
            seen.0 |= events.iter().any(|e| matches!(e, Event::BecameDayOrNight { designation: DayNight::Day }));
            seen.1 |= before == Some(DayNight::Day) && g.state().day_night == Some(DayNight::Night);
            seen.2 |= before == Some(DayNight::Night) && g.state().day_night == Some(DayNight::Day);
            life_deltas(&events, &mut life);
            check_invariants(&g, &life);
        }
        let back = Game::from_json(db(), &g.to_json()).expect("reads back");
        assert_eq!(back.to_json(), g.to_json());
    }
    assert_eq!(seen, (true, true, true), "day, day to night and night to day all happened");
}

#[test]
fn moonrage_brute_at_night_has_its_back_faces_ward_and_first_strike_702_21a_712_8e() {
    let library = vec!["Mountain"; 10];
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain"],
              "hand": [INFILTRATOR, CATHAR], "library": library },
            { "battlefield": ["Mountain"], "hand": ["Shock"], "library": library }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    cast_and_resolve(&mut g, INFILTRATOR);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    cast_and_resolve(&mut g, CATHAR);
    let brute = the_only(&g, CATHAR);
    assert_eq!(looks(&g, brute), ("Moonrage Brute".to_string(), 3, 3));
    assert!(g.permanent(brute).unwrap().keywords.first_strike);
    // Player 1 Shocks it and declines ward's 3 life: the Shock is countered (702.21a).
    g.apply(pass(0)).unwrap();
    let shock = in_hand(&g, 1, "Shock");
    g.apply(cast_at(1, shock, CastMethod::Normal, vec![at(brute)])).unwrap();
    pass_all(&mut g);
    let Some(Pending::PayWard { player, life, .. }) = g.state().pending.clone() else {
        panic!("ward asks its price: {:?}", g.state().pending)
    };
    assert_eq!((player.0, life), (1, 3));
    g.apply(Action::PayWard { player, pay: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Shock", 1), Some(Zone::Graveyard));
    assert_eq!(g.object(brute).unwrap().damage, 0, "countered: no damage");
    assert_eq!(g.state().players[1].life, 20);
}

fn setup(battlefield: Value, day_night: Option<&str>) -> Result<Game, mtg_rules::game::GameSetupError> {
    let mut s = json!({
        "players": [{ "battlefield": battlefield, "library": ["Mountain"] }, { "library": ["Mountain"] }],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    });
    if let Some(d) = day_night {
        s["dayNight"] = json!(d);
    }
    Game::from_setup(db(), serde_json::from_value(s).unwrap())
}

#[test]
fn a_setup_lists_day_or_night_and_a_werewolf_listed_with_the_wrong_face_up_is_a_problem_730_1_702_145c_702_145f() {
    // 702.145d: a daybound permanent listed and neither named: day.
    let g = setup(json!([INFILTRATOR]), None).unwrap();
    assert_eq!(day_night(&g), Some(DayNight::Day));
    // 702.145g: only a nightbound permanent: night.
    let g = setup(json!([{ "card": INFILTRATOR, "face": "back" }]), None).unwrap();
    assert_eq!(day_night(&g), Some(DayNight::Night));
    // Night named, the werewolf back face up; no werewolf at all, neither.
    let g = setup(json!([{ "card": CATHAR, "face": "back" }]), Some("night")).unwrap();
    assert_eq!(looks(&g, the_only(&g, CATHAR)).0, "Moonrage Brute");
    assert_eq!(day_night(&setup(json!(["Mountain"]), None).unwrap()), None);
    // 702.145c, 702.145f: it would have transformed.
    for (battlefield, when, rule) in [
        (json!([INFILTRATOR]), "night", "702.145c"),
        (json!([{ "card": INFILTRATOR, "face": "back" }]), "day", "702.145f"),
    ] {
        let error = setup(battlefield, Some(when)).expect_err("the wrong face up");
        assert!(error.has("day_night_face"), "{error}");
        assert!(error.problems.iter().any(|p| p.rule == Some(rule)), "{error:?}");
    }
}

#[test]
fn from_a_setup_at_night_two_spells_make_it_day_and_moonrage_brute_transforms_into_brutal_cathar_730_2b_701_27e() {
    let mut g = game(json!({
        "players": [
            { "battlefield": [{ "card": CATHAR, "face": "back" }, "Mountain", "Mountain"],
              "hand": ["Shock", "Shock"], "library": ["Mountain", "Mountain"] },
            { "battlefield": ["Grizzly Bears"], "library": ["Mountain", "Mountain"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "dayNight": "night"
    }));
    let brute = the_only(&g, CATHAR);
    for _ in 0..2 {
        let shock = in_hand(&g, 0, "Shock");
        g.apply(cast_at(0, shock, CastMethod::Normal, vec![player_target(1)])).unwrap();
        resolve_all(&mut g);
    }
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert_eq!(day_night(&g), Some(DayNight::Day));
    assert_eq!(looks(&g, brute).0, "Brutal Cathar");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile), "701.27e: its one target, exiled");
}
