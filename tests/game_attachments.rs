//! Equipment and Auras of the real-deck pool (issue 14): equip (702.6a),
//! Aura spells (303.4), what they give the permanent they are attached to
//! (613.4c, 613.1f), and the state-based actions for illegal attachments
//! (704.5m, 704.5n). Current Oracle text of `data/pool-decks.json`.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` and `hand`;
/// player 1 has `theirs`.
fn table(mine: Value, hand: Value, theirs: Value) -> Game {
    game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "hand": ["Lightning Bolt"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn attached_to(g: &Game, id: ObjectId) -> Option<ObjectId> {
    g.object(id).unwrap().attached_to
}

fn keywords(g: &Game, id: ObjectId) -> Vec<String> {
    g.characteristics(id).unwrap().keywords
}

/// An Equipment's equip ability: the activated ability that attaches it (702.6a).
fn equip_index(g: &Game, equipment: ObjectId) -> usize {
    let card = g.card(equipment).unwrap();
    card.faces[0]
        .abilities
        .iter()
        .position(|a| {
            matches!(a, mtg_rules::text::Ability::Activated { effects, .. }
            if matches!(effects[..], [mtg_rules::text::Effect::Attach { .. }]))
        })
        .expect("equip is an activated ability")
}

fn equip(g: &mut Game, equipment: ObjectId, creature: ObjectId) -> Vec<Event> {
    let index = equip_index(g, equipment);
    let mut events = g.apply(activate_at(g, equipment, index, vec![at(creature)])).unwrap();
    events.extend(resolve_all(g));
    events
}

#[test]
fn equip_attaches_shadowspear_and_the_equipped_creature_gets_plus_one_with_trample_and_lifelink_702_6a_301_5a() {
    let mut g = table(json!(["Shadowspear", "Faerie Seer", "Plains", "Plains"]), json!([]), json!([]));
    let (spear, seer) = (the_only(&g, "Shadowspear"), the_only(&g, "Faerie Seer"));
    let index = equip_index(&g, spear);
    // The legal actions list equip with its one target (702.6a: a creature you control).
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(
            |a| matches!(a, Action::ActivateAbility { object, ability, .. } if *object == spear && *ability == index),
        )
        .collect();
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert!(matches!(&listed[0], Action::ActivateAbility { ability, targets, .. }
        if *ability == index && targets == &vec![at(seer)]));
    check_legal_actions(&g);
    let events = equip(&mut g, spear, seer);
    assert!(events.contains(&Event::Attached { object: spear, to: seer }), "{events:?}");
    assert_eq!(attached_to(&g, spear), Some(seer));
    let view = g.permanent(seer).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2));
    assert!(view.keywords.trample && view.keywords.lifelink && view.keywords.flying);
    let names = keywords(&g, seer);
    assert!(names.iter().any(|k| k == "Trample") && names.iter().any(|k| k == "Lifelink"), "{names:?}");
    // Two Plains paid {2}: both tapped.
    assert!(on_battlefield(&g, "Plains").iter().all(|&p| g.object(p).unwrap().tapped));
    // The attachment survives a round trip through JSON.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.object(spear).unwrap().attached_to, Some(seer));
    assert_eq!(back.permanent(seer).unwrap().power, 2);
}

#[test]
fn equip_only_as_a_sorcery_and_only_a_creature_you_control_702_6a() {
    let mut g = table(
        json!(["Shadowspear", "Faerie Seer", "Plains", "Plains"]),
        json!([]),
        json!(["Guardian of the Guildpact"]),
    );
    let (spear, guardian) = (the_only(&g, "Shadowspear"), the_only(&g, "Guardian of the Guildpact"));
    let index = equip_index(&g, spear);
    // 115.1: a creature an opponent controls is not a legal target.
    let action = activate_at(&g, spear, index, vec![at(guardian)]);
    refused_with(&mut g, action, "illegal_target", None);
    // 702.6a, 602.5d: not in the opponent's turn.
    let mut theirs = game(json!({
        "players": [
            { "battlefield": ["Shadowspear", "Faerie Seer", "Plains", "Plains"], "library": ["Plains"] },
            { "library": ["Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 4, "priorityPlayer": 0
    }));
    let (spear, seer) = (the_only(&theirs, "Shadowspear"), the_only(&theirs, "Faerie Seer"));
    let action = activate_at(&theirs, spear, index, vec![at(seer)]);
    refused_with(&mut theirs, action, "sorcery_timing", None);
}

#[test]
fn an_equipment_becomes_unattached_when_its_creature_dies_704_5n() {
    let mut g = table(json!(["Shadowspear", "Faerie Seer", "Plains", "Plains"]), json!([]), json!(["Mountain"]));
    let (spear, seer) = (the_only(&g, "Shadowspear"), the_only(&g, "Faerie Seer"));
    equip(&mut g, spear, seer);
    // The opponent bolts the equipped 2/2 in response to nothing: at their priority.
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let events = g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(seer)])).unwrap();
    assert!(!events.is_empty());
    let events = resolve_all(&mut g);
    assert!(events.contains(&Event::Unattached { object: spear }), "{events:?}");
    assert_eq!(attached_to(&g, spear), None);
    assert_eq!(g.object(spear).unwrap().zone, mtg_rules::card::Zone::Battlefield, "the Equipment stays");
}

#[test]
fn all_that_glitters_targets_a_creature_and_enters_attached_giving_plus_one_for_each_artifact_and_enchantment_303_4a_303_4f()
 {
    let mut g = table(
        json!(["Shadowspear", "Faerie Seer", "Plains", "Plains"]),
        json!(["All That Glitters"]),
        json!(["Guardian of the Guildpact"]),
    );
    let (seer, guardian) = (the_only(&g, "Faerie Seer"), the_only(&g, "Guardian of the Guildpact"));
    let aura = in_hand(&g, 0, "All That Glitters");
    // 303.4a: the Aura spell targets what it can enchant; protection from
    // monocolored stops a white Aura from targeting Guardian (702.16b).
    let casts: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::CastSpell { object, .. } if *object == aura))
        .collect();
    assert!(!casts.is_empty());
    assert!(casts.iter().all(|a| matches!(a, Action::CastSpell { targets, .. } if targets == &vec![at(seer)])));
    refused_with(&mut g, cast_at(0, aura, CastMethod::Normal, vec![at(guardian)]), "protection", Some("702.16b"));
    refused_with(&mut g, cast(0, aura, CastMethod::Normal), "wrong_number_of_targets", None);
    g.apply(cast_at(0, aura, CastMethod::Normal, vec![at(seer)])).unwrap();
    resolve_all(&mut g);
    let glitters = the_only(&g, "All That Glitters");
    assert_eq!(attached_to(&g, glitters), Some(seer));
    // Shadowspear and All That Glitters: +2/+2 on a 1/1.
    let view = g.permanent(seer).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3));
    let c = g.characteristics(seer).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)));
}

#[test]
fn an_aura_spell_whose_target_died_does_not_resolve_608_3b() {
    let mut g = table(json!(["Faerie Seer", "Plains", "Plains"]), json!(["All That Glitters"]), json!(["Mountain"]));
    let seer = the_only(&g, "Faerie Seer");
    let aura = in_hand(&g, 0, "All That Glitters");
    g.apply(cast_at(0, aura, CastMethod::Normal, vec![at(seer)])).unwrap();
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(seer)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DidNotResolve { card, rule: "608.3b", .. } if card == "All That Glitters")),
        "{events:?}"
    );
    assert_eq!(zone_of(&g, "All That Glitters", 0), Some(mtg_rules::card::Zone::Graveyard));
}

#[test]
fn an_aura_goes_to_its_owners_graveyard_when_the_enchanted_creature_dies_704_5m() {
    let mut g = table(json!(["Faerie Seer", "Plains", "Plains"]), json!(["All That Glitters"]), json!(["Mountain"]));
    let seer = the_only(&g, "Faerie Seer");
    let aura = in_hand(&g, 0, "All That Glitters");
    g.apply(cast_at(0, aura, CastMethod::Normal, vec![at(seer)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.permanent(seer).unwrap().power, 2);
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(seer)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Faerie Seer", 0), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "All That Glitters", 0), Some(mtg_rules::card::Zone::Graveyard));
}

#[test]
fn barbed_batterfist_for_mirrodin_creates_a_rebel_and_attaches_to_it_702_163a() {
    let mut g = table(json!(["Mountain", "Mountain"]), json!(["Barbed Batterfist"]), json!([]));
    let fist = in_hand(&g, 0, "Barbed Batterfist");
    g.apply(cast(0, fist, CastMethod::Normal)).unwrap();
    let events = resolve_all(&mut g);
    let fist = the_only(&g, "Barbed Batterfist");
    let rebel = events
        .iter()
        .find_map(|e| match e {
            Event::TokenCreated { object, .. } => Some(*object),
            _ => None,
        })
        .expect("a Rebel token");
    assert!(events.contains(&Event::Attached { object: fist, to: rebel }), "{events:?}");
    let c = g.characteristics(rebel).unwrap();
    assert_eq!(c.subtypes, ["Rebel"]);
    // "Equipped creature gets +1/-1.": a 2/2 Rebel is 3/1.
    assert_eq!((c.power, c.toughness), (Some(3), Some(1)));
    // Its equip {1} may move it later (no other creature now: the Rebel is the one target).
    let index = equip_index(&g, fist);
    assert_eq!(index, 2);
}

#[test]
fn shadowspears_ability_makes_opponents_permanents_lose_hexproof_and_indestructible_until_end_of_turn_613_1f_611_2c() {
    let mut g = table(
        json!(["Shadowspear", "Mountain", "Mountain"]),
        json!(["Lightning Bolt"]),
        json!(["Sylvan Caryatid", "The One Ring"]),
    );
    let (caryatid, ring) = (the_only(&g, "Sylvan Caryatid"), the_only(&g, "The One Ring"));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    refused_with(&mut g, cast_at(0, bolt, CastMethod::Normal, vec![at(caryatid)]), "hexproof", None);
    assert!(g.permanent(ring).unwrap().keywords.indestructible);
    let spear = the_only(&g, "Shadowspear");
    let card = g.card(spear).unwrap();
    let index = card.faces[0]
        .abilities
        .iter()
        .position(|a| {
            matches!(a, mtg_rules::text::Ability::Activated { effects, .. }
            if matches!(effects[..], [mtg_rules::text::Effect::LoseKeywordsAll { .. }]))
        })
        .expect("the {1} ability is understood");
    g.apply(activate(&g, spear, index)).unwrap();
    resolve_all(&mut g);
    assert!(!g.permanent(caryatid).unwrap().keywords.hexproof);
    assert!(!g.permanent(ring).unwrap().keywords.indestructible, "a noncreature permanent loses it too");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(caryatid)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Sylvan Caryatid", 1), Some(mtg_rules::card::Zone::Graveyard));
    // Until end of turn only (514.2).
    advance_to(&mut g, mtg_rules::game::Step::Upkeep);
    assert!(g.permanent(ring).unwrap().keywords.indestructible);
}
