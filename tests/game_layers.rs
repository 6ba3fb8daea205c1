//! Type-changing effects in layer 4 and their interaction with the other
//! layers (613): "Nonbasic lands are Mountains." (Blood Moon, Magus of the
//! Moon; 305.7) with creature lands, anthems, "Each land is a Swamp …"
//! (Urborg, 613.8 dependency) and castOptions. Layer 2 before 7c (Act of
//! Treason and an anthem, 613.1b), 7d after 7c (Twisted Image, 613.4d), and
//! timestamps within layer 6 (Dress Down and Act of Treason's haste, 613.7a;
//! Dress Down and Shadowspear's grant, by its attachment's timestamp, 613.7e).
//! Real Oracle text.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Step};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` on the battlefield
/// and `hand`; player 1 has `theirs`; each library is three Plains.
fn table(mine: Value, hand: Value, theirs: Value) -> Game {
    duel_with_library(mine, hand, theirs, &["Plains"; 3])
}

fn subtypes(g: &Game, id: ObjectId) -> Vec<String> {
    g.characteristics(id).unwrap().subtypes.iter().map(|s| s.to_string()).collect()
}

fn castable(g: &Game, id: ObjectId) -> bool {
    g.cast_options(id).unwrap().iter().any(|o| o.castable)
}

/// The index of Restless Anchorage's "{1}{W}{U}: Until end of turn, … becomes
/// a 2/3 … Bird creature with flying." among its abilities.
fn animation_index(g: &Game, land: ObjectId) -> usize {
    let abilities = &g.card(land).unwrap().faces[0].abilities;
    abilities.iter().position(|a| matches!(a, mtg_rules::text::Ability::Activated { .. })).unwrap()
}

#[test]
fn an_anthem_on_an_animated_creature_land_under_blood_moon_keeps_the_animation_and_adds_613_1d_613_1f_613_4b_613_4c_305_7()
 {
    let mut g = table(
        json!([
            "Restless Anchorage",
            "Benalish Marshal",
            "Plains",
            "Plains",
            "Island",
            "Mountain",
            "Mountain",
            "Mountain"
        ]),
        json!(["Blood Moon"]),
        json!([]),
    );
    let anchorage = the_only(&g, "Restless Anchorage");
    let index = animation_index(&g, anchorage);
    // Plains, Plains and Island pay {1}{W}{U} (the Mountains can't).
    g.apply(activate(&g, anchorage, index)).unwrap();
    resolve_all(&mut g);
    assert!(!g.object(anchorage).unwrap().tapped, "the land did not pay for itself");
    let view = g.permanent(anchorage).unwrap();
    assert_eq!((view.power, view.toughness), (3, 4), "2/3 set in 7b, then Benalish Marshal's +1/+1 in 7c");
    // Blood Moon, a later timestamp, in the same turn.
    let moon = in_hand(&g, 0, "Blood Moon");
    g.apply(cast(0, moon, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    the_only(&g, "Blood Moon");
    // Layer 4: the animation's creature type and Bird stay (305.7 changes
    // land types only); the land is a Mountain and nothing else of its own.
    let c = g.characteristics(anchorage).unwrap();
    assert!(c.types.contains(mtg_rules::card::CardType::Creature) && c.types.contains(mtg_rules::card::CardType::Land));
    assert_eq!(subtypes(&g, anchorage), ["Bird", "Mountain"]);
    // Layer 6: the animation's flying stays (it is not from the land's rules
    // text); layer 7b sets 2/3 and 7c adds the anthem: still 3/4.
    let view = g.permanent(anchorage).unwrap();
    assert!(view.keywords.flying);
    assert_eq!((view.power, view.toughness), (3, 4));
    assert_eq!((c.power, c.toughness), (Some(3), Some(4)));
    // Its own abilities are gone: it can't become a creature again, and its
    // "{T}: Add {W} or {U}" is now the Mountain's "{T}: Add {R}".
    assert!(
        !g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == anchorage))
    );
    let again = activate(&g, anchorage, index);
    refused_with(&mut g, again, "no_such_ability", Some("602.1"));
    // "Whenever Restless Anchorage attacks, create a Map token." is gone too.
    advance_to(&mut g, Step::DeclareAttackers);
    let events = g.apply(attack(0, &[(anchorage, at_player(1))])).unwrap();
    let mut all = events;
    all.extend(resolve_all(&mut g));
    assert!(!all.iter().any(|e| matches!(e, Event::TokenCreated { .. })), "{all:?}");
    assert!(g.state().triggers.is_empty() && g.state().stack.is_empty());
}

#[test]
fn under_blood_moon_a_nonbasic_land_taps_only_for_red_in_cast_options_and_payment_305_7() {
    let g = table(json!(["Restless Anchorage"]), json!(["Consider", "Lightning Bolt"]), json!(["Blood Moon"]));
    let (consider, bolt) = (in_hand(&g, 0, "Consider"), in_hand(&g, 0, "Lightning Bolt"));
    assert!(castable(&g, bolt), "{:?}", g.cast_options(bolt));
    assert!(!castable(&g, consider), "{:?}", g.cast_options(consider));
    // Without Blood Moon the same land pays for Consider, not for the Bolt.
    let g = table(json!(["Restless Anchorage"]), json!(["Consider", "Lightning Bolt"]), json!([]));
    let (consider, bolt) = (in_hand(&g, 0, "Consider"), in_hand(&g, 0, "Lightning Bolt"));
    assert!(castable(&g, consider));
    assert!(!castable(&g, bolt));
}

#[test]
fn a_nonbasic_land_played_under_blood_moon_enters_untapped_without_its_enters_tapped_ability_614_12_305_7() {
    let mut g = table(json!([]), json!(["Restless Anchorage"]), json!(["Magus of the Moon"]));
    let land = in_hand(&g, 0, "Restless Anchorage");
    let events = g.apply(Action::PlayLand { player: mtg_rules::game::PlayerId(0), object: land, face: None }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::LandPlayed { tapped: false, .. })), "{events:?}");
    let anchorage = the_only(&g, "Restless Anchorage");
    assert!(!g.object(anchorage).unwrap().tapped);
    assert_eq!(subtypes(&g, anchorage), ["Mountain"]);
}

#[test]
fn magus_of_the_moon_removes_urborgs_ability_so_basic_lands_are_not_swamps_613_8a_305_7() {
    // Urborg alone: every land is a Swamp too, and a Plains pays {B}.
    let g = table(json!(["Urborg, Tomb of Yawgmoth", "Plains"]), json!(["Dark Ritual"]), json!([]));
    let plains = the_only(&g, "Plains");
    assert_eq!(subtypes(&g, plains), ["Plains", "Swamp"]);
    assert!(castable(&g, in_hand(&g, 0, "Dark Ritual")));
    // Magus of the Moon: Urborg is a Mountain without its ability (Urborg's
    // effect depends on the Magus's, which applies first, 613.8a).
    let g = table(json!(["Urborg, Tomb of Yawgmoth", "Plains"]), json!(["Dark Ritual"]), json!(["Magus of the Moon"]));
    let (plains, urborg) = (the_only(&g, "Plains"), the_only(&g, "Urborg, Tomb of Yawgmoth"));
    assert_eq!(subtypes(&g, plains), ["Plains"]);
    assert_eq!(subtypes(&g, urborg), ["Mountain"]);
    assert!(!castable(&g, in_hand(&g, 0, "Dark Ritual")));
    // Random legal actions still agree with is_legal and apply.
    check_legal_actions(&g);
}

fn sorted_subtypes(g: &Game, id: ObjectId) -> Vec<String> {
    let mut s = subtypes(g, id);
    s.sort();
    s
}

#[test]
fn urborg_later_than_magus_of_the_moon_still_loses_its_ability_613_8a_dependency_beats_timestamps() {
    // Urborg's timestamp is later than the Magus's: were they in timestamp
    // order, every land would be a Swamp; its effect depends on the Magus's
    // (which removes it, 305.7), so the Magus's applies first and Urborg's is gone.
    let g =
        table(json!(["Magus of the Moon", "Urborg, Tomb of Yawgmoth", "Plains"]), json!(["Dark Ritual"]), json!([]));
    let (plains, urborg) = (the_only(&g, "Plains"), the_only(&g, "Urborg, Tomb of Yawgmoth"));
    assert!(urborg.0 > the_only(&g, "Magus of the Moon").0);
    assert_eq!(subtypes(&g, plains), ["Plains"]);
    assert_eq!(subtypes(&g, urborg), ["Mountain"]);
    assert!(!castable(&g, in_hand(&g, 0, "Dark Ritual")));
    // Yavimaya, earlier than Blood Moon this time: gone too.
    let g = table(json!(["Yavimaya, Cradle of Growth", "Island"]), json!([]), json!(["Blood Moon"]));
    assert_eq!(subtypes(&g, the_only(&g, "Island")), ["Island"]);
    assert_eq!(subtypes(&g, the_only(&g, "Yavimaya, Cradle of Growth")), ["Mountain"]);
}

#[test]
fn blood_moon_later_than_leyline_of_the_guildpact_leaves_a_nonbasic_land_only_a_mountain_613_7_305_7() {
    // Leyline's "Lands you control are every basic land type in addition to
    // their other types." is independent of Blood Moon's (613.8a): timestamp
    // order (613.7). Leyline first: Blood Moon then sets the nonbasic land's
    // types to Mountain, so it taps only for {R}; the Plains keeps them all.
    let g = table(
        json!(["Leyline of the Guildpact", "Restless Anchorage", "Plains"]),
        json!(["Consider"]),
        json!(["Blood Moon"]),
    );
    let anchorage = the_only(&g, "Restless Anchorage");
    assert_eq!(subtypes(&g, anchorage), ["Mountain"]);
    assert_eq!(sorted_subtypes(&g, the_only(&g, "Plains")), ["Forest", "Island", "Mountain", "Plains", "Swamp"]);
    let g =
        table(json!(["Leyline of the Guildpact", "Restless Anchorage"]), json!(["Consider"]), json!(["Blood Moon"]));
    assert!(!castable(&g, in_hand(&g, 0, "Consider")), "the Mountain can't pay {{U}}");
    // Blood Moon first: Leyline's later addition applies after the setting,
    // and the land is every basic land type again (its own abilities still gone).
    let g =
        table(json!(["Blood Moon", "Leyline of the Guildpact", "Restless Anchorage"]), json!(["Consider"]), json!([]));
    let anchorage = the_only(&g, "Restless Anchorage");
    assert_eq!(sorted_subtypes(&g, anchorage), ["Forest", "Island", "Mountain", "Plains", "Swamp"]);
    assert!(castable(&g, in_hand(&g, 0, "Consider")), "{:?}", g.cast_options(in_hand(&g, 0, "Consider")));
    check_legal_actions(&g);
}

#[test]
fn leyline_of_the_guildpacts_all_colors_in_layer_5_gives_scion_of_dracos_keywords_of_every_color_in_layer_6_613_1e() {
    let setup = |leyline: bool| {
        let mut mine = vec![json!("Scion of Draco"), json!("Squadron Hawk")];
        if leyline {
            mine.push(json!("Leyline of the Guildpact"));
        }
        decks_game(json!({
            "players": [
                { "battlefield": mine, "library": ["Plains", "Plains", "Plains"] },
                { "battlefield": ["Squadron Hawk"], "library": ["Plains", "Plains", "Plains"] }
            ],
            "activePlayer": 0, "step": "precombatMain", "turn": 3
        }))
    };
    let g = setup(true);
    let hawks = on_battlefield(&g, "Squadron Hawk");
    let mine = *hawks.iter().find(|&&h| g.object(h).unwrap().controller.0 == 0).unwrap();
    let k = g.permanent(mine).unwrap().keywords;
    // The Hawk is all colors before layer 6 grants by color: every one of the five.
    assert!(k.vigilance && k.hexproof && k.lifelink && k.first_strike && k.trample, "{k:?}");
    let g = setup(false);
    let hawks = on_battlefield(&g, "Squadron Hawk");
    let mine = *hawks.iter().find(|&&h| g.object(h).unwrap().controller.0 == 0).unwrap();
    let k = g.permanent(mine).unwrap().keywords;
    assert!(k.vigilance && !k.hexproof && !k.lifelink && !k.first_strike && !k.trample, "{k:?}");
}

/// 613.1b (layer 2) before 613.4c (layer 7c): "Other creatures you control get
/// +1/+1." (Benalish Marshal) counts a stolen creature for its new
/// controller, not its owner, and the explanation lists the control change.
#[test]
fn a_control_change_comes_before_an_anthem_so_the_new_controllers_anthem_applies_613_1b_613_4c() {
    let mut g = table(
        json!(["Benalish Marshal", "Mountain", "Mountain", "Mountain"]),
        json!(["Act of Treason"]),
        json!(["Grizzly Bears", "Benalish Marshal", "Benalish Marshal"]),
    );
    let bears = the_only(&g, "Grizzly Bears");
    let mine =
        on_battlefield(&g, "Benalish Marshal").into_iter().find(|&m| g.object(m).unwrap().controller.0 == 0).unwrap();
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4), "its owner's two Marshals");
    let treason = in_hand(&g, 0, "Act of Treason");
    g.apply(cast_at(0, treason, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3), "layer 2 first: only its new controller's Marshal");
    let e = g.explain_characteristics(bears).unwrap();
    let changes = serde_json::to_value(&e.changes).unwrap();
    let layers: Vec<&str> = changes.as_array().unwrap().iter().map(|c| c["layer"].as_str().unwrap()).collect();
    assert_eq!(layers, ["2", "6", "7c"], "{changes}");
    assert_eq!(changes[0]["type"], "controller");
    assert_eq!(changes[0]["controller"], 0);
    assert_eq!(changes[0]["untilEndOfTurn"], true);
    assert_eq!(changes[0]["rule"], "613.1b");
    let anthem = changes.as_array().unwrap().iter().find(|c| c["type"] == "powerToughnessChanged" && c["power"] == 1);
    assert_eq!(anthem.unwrap()["source"], json!(mine), "{changes}");
    assert_eq!(e.controller.0, 0);
    // 514.2: back with its owner after the cleanup step, under their two Marshals again.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4));
    assert!(
        g.explain_characteristics(bears)
            .unwrap()
            .changes
            .iter()
            .all(|c| c.layer != mtg_rules::game::explain::Layer::Control)
    );
}

/// 613.4d (layer 7d) after 613.4c (layer 7c): an anthem, then "Switch target
/// creature's power and toughness until end of turn." (Twisted Image). The
/// opponent's Waker of Waves makes Grizzly Bears 1/2 ("Creatures your
/// opponents control get -1/-0."); the switch applies to that, 2/1 (switched
/// first, it would be 1/2). A second switch undoes the first; both end in
/// the cleanup step.
#[test]
fn a_switch_applies_after_an_anthem_so_a_minus_one_zero_bear_becomes_2_1_613_4d_613_4c_514_2() {
    let mut g = table(
        json!(["Grizzly Bears", "Island", "Island"]),
        json!(["Twisted Image", "Twisted Image"]),
        json!(["Waker of Waves"]),
    );
    let bears = the_only(&g, "Grizzly Bears");
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (1, 2), "7c: Waker of Waves's -1/-0");
    let image = in_hand(&g, 0, "Twisted Image");
    g.apply(cast_at(0, image, CastMethod::Normal, vec![at(bears)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.contains(&Event::PowerToughnessSwitched { object: bears }), "{events:?}");
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (2, 1), "7c, then 7d");
    let c = g.characteristics(bears).unwrap();
    assert_eq!((c.power, c.toughness), (Some(2), Some(1)));
    let e = g.explain_characteristics(bears).unwrap();
    let changes = serde_json::to_value(&e.changes).unwrap();
    let layers: Vec<&str> = changes.as_array().unwrap().iter().map(|c| c["layer"].as_str().unwrap()).collect();
    assert_eq!(layers, ["7c", "7d"], "{changes}");
    assert_eq!(changes[1]["type"], "powerToughnessSwitched");
    assert_eq!(changes[1]["rule"], "613.4d");
    // The switch reads back from JSON.
    let mut g = Game::from_json(db(), &g.to_json()).expect("reads back");
    assert_eq!(g.state().switched, [bears]);
    // 613.4d, 613.7a: a second switch, later, undoes the first.
    let image = in_hand(&g, 0, "Twisted Image");
    g.apply(cast_at(0, image, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (1, 2));
    // 514.2: both end in the cleanup step.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(g.state().switched.is_empty());
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (1, 2));
}

#[test]
fn twisted_image_refuses_a_noncreature_target_and_the_game_is_unchanged_115_1() {
    let mut g = table(json!(["Island", "Sol Ring", "Grizzly Bears"]), json!(["Twisted Image"]), json!([]));
    let image = in_hand(&g, 0, "Twisted Image");
    let ring = the_only(&g, "Sol Ring");
    refused_with(&mut g, cast_at(0, image, CastMethod::Normal, vec![at(ring)]), "illegal_target", None);
}

/// 613.7a, 613.7d: within layer 6, timestamps decide between "Creatures lose
/// all abilities." (Dress Down, from the time it entered) and "It gains haste
/// until end of turn." (Act of Treason, from the time it resolved): the later
/// one wins.
fn dress_down_and_treason(dress_down_first: bool) -> (Game, ObjectId) {
    let mine = match dress_down_first {
        true => json!(["Dress Down", "Mountain", "Mountain", "Mountain"]),
        false => json!(["Mountain", "Mountain", "Mountain", "Island", "Island"]),
    };
    let mut g = table(mine, json!(["Act of Treason", "Dress Down"]), json!(["Grizzly Bears"]));
    let bears = the_only(&g, "Grizzly Bears");
    let treason = in_hand(&g, 0, "Act of Treason");
    g.apply(cast_at(0, treason, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.object(bears).unwrap().controller.0, 0);
    (g, bears)
}

#[test]
fn haste_gained_after_dress_down_entered_is_kept_613_7a_613_1f() {
    let (g, bears) = dress_down_and_treason(true);
    assert!(g.permanent(bears).unwrap().keywords.haste, "the gain is later than Dress Down");
    let mut g2 = Game::from_json(db(), &g.to_json()).expect("the pump's timestamp reads back");
    assert!(g2.permanent(bears).unwrap().keywords.haste);
    advance_to(&mut g2, Step::DeclareAttackers);
    g2.apply(attack(0, &[(bears, at_player(1))])).unwrap();
}

#[test]
fn haste_gained_before_dress_down_entered_is_lost_613_7a_613_7d_613_1f() {
    let (mut g, bears) = dress_down_and_treason(false);
    assert!(g.permanent(bears).unwrap().keywords.haste);
    let dress_down = in_hand(&g, 0, "Dress Down");
    g.apply(cast(0, dress_down, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    the_only(&g, "Dress Down");
    let view = g.permanent(bears).unwrap();
    assert!(!view.keywords.haste, "Dress Down is later: it removes the haste");
    assert_eq!((view.power, view.toughness), (2, 2));
    // 302.6: without haste the stolen creature can't attack.
    advance_to(&mut g, Step::DeclareAttackers);
    refused(&mut g, attack(0, &[(bears, at_player(1))]));
}

/// An Equipment's equip ability: the activated ability that attaches it (702.6a).
fn equip(g: &mut Game, equipment: ObjectId, creature: ObjectId) {
    let card = g.card(equipment).unwrap();
    let index = card.faces[0]
        .abilities
        .iter()
        .position(|a| {
            matches!(a, mtg_rules::text::Ability::Activated { effects, .. }
            if matches!(effects[..], [mtg_rules::text::Effect::Attach { .. }]))
        })
        .expect("equip is an activated ability");
    g.apply(activate_at(g, equipment, index, vec![at(creature)])).unwrap();
    resolve_all(g);
    assert_eq!(g.object(equipment).unwrap().attached_to, Some(creature));
}

/// 613.7, 613.7e, 613.8a: Shadowspear's "Equipped creature gets +1/+1 and has
/// trample and lifelink." is no ability of the creature, so "Creatures lose
/// all abilities." (Dress Down) does not change its existence: the two are
/// independent and apply in timestamp order, the Equipment's being that of
/// its attachment. Shadowspear entered before Dress Down but is attached
/// after it: the creature keeps trample and lifelink (and the +1/+1, layer 7c).
#[test]
fn an_equipment_attached_after_dress_down_entered_still_grants_its_keywords_613_7e_613_7_613_8a() {
    let mine = json!(["Shadowspear", "Dress Down", "Grizzly Bears", "Plains", "Plains"]);
    let mut g = table(mine, json!([]), json!([]));
    let (spear, bears) = (the_only(&g, "Shadowspear"), the_only(&g, "Grizzly Bears"));
    assert!(spear.0 < the_only(&g, "Dress Down").0, "Shadowspear entered first");
    equip(&mut g, spear, bears);
    let view = g.permanent(bears).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3));
    assert!(view.keywords.trample && view.keywords.lifelink, "the attachment is later than Dress Down");
    let names = g.characteristics(bears).unwrap().keywords;
    assert!(names.iter().any(|k| k == "Trample") && names.iter().any(|k| k == "Lifelink"), "{names:?}");
    // The attachment's timestamp reads back from JSON.
    let back = Game::from_json(db(), &g.to_json()).expect("the attachment's timestamp reads back");
    assert!(back.permanent(bears).unwrap().keywords.lifelink);
    // 702.15b: combat damage dealt by the lifelinking Bears gains its controller 3 life.
    let mut g = back;
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears, at_player(1))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (23, 17));
}

/// 613.7, 613.7e: the other order. Shadowspear attached before Dress Down
/// enters: Dress Down is later, so the creature loses trample and lifelink
/// (not the +1/+1, layer 7c). Moved to another creature, the Equipment
/// receives a new timestamp, later than Dress Down: that one has them.
#[test]
fn an_equipment_attached_before_dress_down_entered_loses_its_grant_until_attached_again_613_7e_613_7() {
    let mine = json!([
        "Shadowspear",
        "Grizzly Bears",
        "Grizzly Bears",
        "Plains",
        "Plains",
        "Plains",
        "Plains",
        "Island",
        "Island"
    ]);
    let mut g = table(mine, json!(["Dress Down"]), json!([]));
    let spear = the_only(&g, "Shadowspear");
    let bears = on_battlefield(&g, "Grizzly Bears");
    equip(&mut g, spear, bears[0]);
    assert!(g.permanent(bears[0]).unwrap().keywords.trample);
    g.apply(cast(0, in_hand(&g, 0, "Dress Down"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    the_only(&g, "Dress Down");
    let view = g.permanent(bears[0]).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3));
    assert!(!view.keywords.trample && !view.keywords.lifelink, "Dress Down is later than the attachment");
    assert!(g.characteristics(bears[0]).unwrap().keywords.is_empty());
    equip(&mut g, spear, bears[1]);
    let view = g.permanent(bears[1]).unwrap();
    assert!(view.keywords.trample && view.keywords.lifelink, "the new attachment is later than Dress Down");
    assert_eq!((view.power, view.toughness), (3, 3));
}
