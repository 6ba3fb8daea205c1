//! Exert (701.43, Glorybringer of `data/mechanics-cards.json`) and Role
//! tokens (303.7, 111.10): the keyword actions and tokens issue #14 names.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, AttackDeclaration, Game, ObjectId, PlayerId, Step, Target};
use mtg_rules::text::{Ability, Trigger};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` on the battlefield
/// and `hand`; player 1 has `theirs`; each library is ten Mountains.
fn table(mine: Value, hand: Value, theirs: Value) -> Game {
    duel_with_library(mine, hand, theirs, &["Mountain"; 10])
}

/// `attacker` attacks player 1, exerted or not.
fn exerting(attacker: ObjectId, exert: bool) -> Action {
    let attackers = vec![AttackDeclaration { attacker, target: at_player(1), exert }];
    Action::DeclareAttackers { player: PlayerId(0), attackers }
}

#[test]
fn glorybringer_reads_its_exert_line_as_one_ability_with_a_when_you_do_trigger_701_43d() {
    let face = db().card("Glorybringer").unwrap().front().unwrap();
    assert!(face.unsupported_text.is_empty(), "{:?}", face.unsupported_text);
    assert!(
        face.abilities.iter().any(|a| matches!(a, Ability::Triggered { trigger: Trigger::SelfExerted, .. })),
        "{:?}",
        face.abilities
    );
}

#[test]
fn exerted_glorybringer_deals_4_damage_and_does_not_untap_in_the_next_untap_step_701_43a() {
    let theirs = json!(["Grizzly Bears", "Glistener Elf", "Shivan Dragon"]);
    let mut g = table(json!(["Glorybringer"]), json!([]), theirs);
    let (dragon, bears) = (the_only(&g, "Glorybringer"), the_only(&g, "Grizzly Bears"));
    advance_to(&mut g, Step::DeclareAttackers);
    // 701.43d: the declaration with exert is offered, as is the one without.
    let offered = g.legal_actions();
    assert!(offered.contains(&exerting(dragon, true)), "{offered:?}");
    assert!(offered.contains(&exerting(dragon, false)));
    g.apply(exerting(dragon, true)).unwrap();
    // 603.12: "When you do": a non-Dragon creature an opponent controls only (Shivan Dragon is one).
    let shivan = the_only(&g, "Shivan Dragon");
    let choices = g.legal_actions();
    assert!(!choices.iter().any(|a| matches!(a, Action::ChooseTargets { targets, .. }
            if targets.contains(&Target::Object { object: shivan }))));
    choose_trigger_targets(&mut g, &[Target::Object { object: bears }]);
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(1, &[])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "Glistener Elf", 1), Some(mtg_rules::card::Zone::Battlefield));
    assert_eq!(g.state().players[1].life, 16);
    assert_eq!(g.state().exerted.len(), 1);
    // 701.43a: it stays tapped through player 0's next untap step, and that is all.
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(g.object(dragon).unwrap().tapped, "exerted: no untap");
    assert!(g.state().exerted.is_empty());
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(!g.object(dragon).unwrap().tapped, "the untap step after that untaps it");
}

#[test]
fn glorybringer_not_exerted_deals_no_damage_and_untaps_as_usual_701_43d() {
    let mut g = table(json!(["Glorybringer"]), json!([]), json!(["Grizzly Bears"]));
    let dragon = the_only(&g, "Glorybringer");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(exerting(dragon, false)).unwrap();
    assert!(g.state().pending.is_none(), "no trigger: {:?}", g.state().pending);
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(mtg_rules::card::Zone::Battlefield));
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(!g.object(dragon).unwrap().tapped);
}

#[test]
fn a_creature_without_exert_cannot_be_exerted_and_the_game_is_unchanged_701_43d() {
    let mut g = table(json!(["Grizzly Bears"]), json!([]), json!([]));
    let bears = the_only(&g, "Grizzly Bears");
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(!g.legal_actions().contains(&exerting(bears, true)));
    refused_with(&mut g, exerting(bears, true), "cannot_exert", Some("701.43d"));
}

/// Player 0 has Grizzly Bears, a Swamp and a Mountain, with Not Dead After
/// All and Lightning Bolt in hand; player 1 has Shivan Dragon.
fn role_table() -> (Game, ObjectId) {
    let mine = json!(["Grizzly Bears", "Swamp", "Mountain"]);
    let g = table(mine, json!(["Not Dead After All", "Lightning Bolt"]), json!(["Shivan Dragon"]));
    let bears = the_only(&g, "Grizzly Bears");
    (g, bears)
}

/// The Role tokens on the battlefield: each with what it is attached to.
fn roles(g: &Game) -> Vec<(ObjectId, Option<ObjectId>)> {
    let on = g.state().battlefield.iter().filter_map(|&id| g.object(id).ok());
    on.filter(|o| o.token && o.card == "Wicked Role").map(|o| (o.id, o.attached_to)).collect()
}

/// `bears` attack player 1, who blocks with Shivan Dragon.
fn blocked_by_the_dragon(g: &mut Game, bears: ObjectId) {
    advance_to(g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears, at_player(1))])).unwrap();
    advance_to(g, Step::DeclareBlockers);
    let dragon = the_only(g, "Shivan Dragon");
    g.apply(block(1, &[(dragon, bears)])).unwrap();
}

/// Casts the card `name` from player 0's hand at `targets` and resolves it.
fn cast_and_resolve(g: &mut Game, name: &str, targets: Vec<Target>) {
    let card = in_hand(g, 0, name);
    g.apply(cast_at(0, card, mtg_rules::game::CastMethod::Normal, targets)).unwrap();
    resolve_all(g);
}

#[test]
fn not_dead_after_all_returns_the_creature_tapped_with_a_wicked_role_that_drains_when_it_goes_away_303_7_111_10q() {
    let (mut g, bears) = role_table();
    cast_and_resolve(&mut g, "Not Dead After All", vec![Target::Object { object: bears }]);
    assert_eq!(g.state().dies_returns.len(), 1);
    // The bears attack into Shivan Dragon and die (603.6c: the gained ability triggers).
    blocked_by_the_dragon(&mut g, bears);
    advance_to(&mut g, Step::EndOfCombat);
    resolve_all(&mut g);
    let back = the_only(&g, "Grizzly Bears");
    assert_ne!(back, bears, "a new object (400.7)");
    assert!(g.object(back).unwrap().tapped, "returned tapped");
    let [(role, attached)] = roles(&g)[..] else { panic!("one Wicked Role: {:?}", roles(&g)) };
    assert_eq!(attached, Some(back));
    assert_eq!(g.object(role).unwrap().controller, PlayerId(0));
    let view = g.permanent(back).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3), "Enchanted creature gets +1/+1");
    // The returned bears is a new object without the ability: Lightning Bolt kills it for good, and the Role
    // put into the graveyard (704.5m) makes each opponent lose 1 life.
    advance_to(&mut g, Step::PostcombatMain);
    cast_and_resolve(&mut g, "Lightning Bolt", vec![Target::Object { object: back }]);
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(mtg_rules::card::Zone::Graveyard));
    assert!(roles(&g).is_empty());
    assert_eq!(g.state().players[1].life, 19);
}

#[test]
fn not_dead_after_all_is_understood_and_a_creature_that_dies_after_the_turn_stays_dead_611_2a() {
    let face = db().card("Not Dead After All").unwrap().front().unwrap();
    assert!(face.unsupported_text.is_empty(), "{:?}", face.unsupported_text);
    let (mut g, bears) = role_table();
    cast_and_resolve(&mut g, "Not Dead After All", vec![Target::Object { object: bears }]);
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(g.state().dies_returns.is_empty(), "until end of turn");
}

#[test]
fn of_two_roles_one_player_controls_on_one_creature_only_the_newest_stays_704_5z_303_7a() {
    let (mut g, bears) = role_table();
    cast_and_resolve(&mut g, "Not Dead After All", vec![Target::Object { object: bears }]);
    blocked_by_the_dragon(&mut g, bears);
    advance_to(&mut g, Step::PostcombatMain);
    let [(role, _)] = roles(&g)[..] else { panic!("{:?}", roles(&g)) };
    // A second Wicked Role on the same creature, newer (a greater id), read back from the game's JSON.
    let mut json: Value = serde_json::from_str(&g.to_json()).unwrap();
    let next = json["nextObjectId"].as_u64().unwrap();
    let objects = json["objects"].as_array_mut().unwrap();
    let mut copy = objects.iter().find(|o| o["id"] == role.0).unwrap().clone();
    copy["id"] = json!(next);
    objects.push(copy);
    json["battlefield"].as_array_mut().unwrap().push(json!(next));
    json["nextObjectId"] = json!(next + 1);
    let mut g = Game::from_json(db(), &json.to_string()).unwrap();
    assert_eq!(roles(&g).len(), 2);
    // State-based actions are checked as a player would receive priority (704.3).
    let p = g.state().priority_player;
    g.apply(Action::PassPriority { player: p }).unwrap();
    let left = roles(&g);
    assert_eq!(left.len(), 1, "{left:?}");
    assert_eq!(left[0].0.0, u32::try_from(next).unwrap(), "the newest stays");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 19, "the older Wicked Role went to the graveyard");
}
