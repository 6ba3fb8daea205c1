//! Combat in a game (CR 506–511): declaring attackers (508) and blockers
//! (509), combat damage (510) with first strike and double strike (510.4,
//! 702.4, 702.7), trample (702.19), deathtouch (702.2), lifelink (702.15),
//! vigilance (702.20), haste and summoning sickness (302.6, 702.10),
//! flying and reach (702.9, 702.17), menace (702.111), defender (702.3);
//! illegal declarations change nothing (732.1).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, Event, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::{Value, json};

/// Player 0 (active, precombat main) has `mine`; player 1 has `theirs`.
fn duel(mine: Value, theirs: Value) -> Game {
    game(json!({
        "players": [
            { "battlefield": mine, "library": ["Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn one(g: &Game, name: &str) -> ObjectId {
    on_battlefield(g, name)[0]
}

/// Declares `attackers` at player 1, then `blockers` for player 1, then
/// passes to the end of combat. Returns the events from the declaration on.
fn fight(g: &mut Game, attackers: &[ObjectId], blockers: &[(ObjectId, ObjectId)]) -> Vec<Event> {
    advance_to(g, Step::DeclareAttackers);
    let decl: Vec<_> = attackers.iter().map(|&a| (a, at_player(1))).collect();
    let mut events = g.apply(attack(0, &decl)).unwrap();
    events.extend(advance_to(g, Step::DeclareBlockers));
    if g.state().pending.is_some() {
        events.extend(g.apply(block(1, blockers)).unwrap());
    } else {
        assert!(blockers.is_empty(), "player 1 was not asked to block");
    }
    events.extend(advance_to(g, Step::EndOfCombat));
    events
}

fn damage_steps(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::StepBegan { step: Step::CombatDamage, .. })).count()
}

#[test]
fn first_strike_kills_a_blocker_before_it_deals_damage_510_4_702_7b() {
    let mut g = duel(json!(["Porcelain Legionnaire"]), json!(["Grizzly Bears"]));
    let (legionnaire, bears) = (one(&g, "Porcelain Legionnaire"), one(&g, "Grizzly Bears"));
    let events = fight(&mut g, &[legionnaire], &[(bears, legionnaire)]);
    assert_eq!(damage_steps(&events), 2, "a first-strike damage step, then the regular one");
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty());
    assert_eq!(g.object(legionnaire).unwrap().damage, 0, "the Bears died before dealing damage");
}

#[test]
fn without_first_strike_there_is_one_combat_damage_step_510_4() {
    let mut g = duel(json!(["Hill Giant"]), json!(["Grizzly Bears"]));
    let (giant, bears) = (one(&g, "Hill Giant"), one(&g, "Grizzly Bears"));
    let events = fight(&mut g, &[giant], &[(bears, giant)]);
    assert_eq!(damage_steps(&events), 1);
    assert_eq!(g.object(giant).unwrap().damage, 2);
}

#[test]
fn double_strike_with_trample_counts_damage_already_marked_and_strikes_twice_702_4b_702_19b() {
    // A prototyped Rust Goliath: a 3/5 with reach, so it can block the flyer.
    let mut g = duel(json!(["Zetalpa, Primal Dawn"]), json!([{ "card": "Rust Goliath", "prototyped": true }]));
    let (zetalpa, goliath) = (one(&g, "Zetalpa, Primal Dawn"), one(&g, "Rust Goliath"));
    let events = fight(&mut g, &[zetalpa], &[(goliath, zetalpa)]);
    assert_eq!(damage_steps(&events), 2);
    // First strike: all 4 to the Goliath (5 is lethal). Second strike: 1 more
    // is lethal (4 already marked), 3 trample over to the player.
    assert_eq!(g.state().players[1].life, 17);
    assert!(on_battlefield(&g, "Rust Goliath").is_empty());
    assert!(!g.object(zetalpa).unwrap().tapped, "vigilance");
    assert_eq!(g.object(zetalpa).unwrap().damage, 3, "the Goliath struck back in the regular step");
}

#[test]
fn double_strike_with_trample_and_no_blocker_left_deals_everything_to_the_player_702_19d() {
    let mut g = duel(json!(["Zetalpa, Primal Dawn"]), json!(["Birds of Paradise"]));
    let (zetalpa, birds) = (one(&g, "Zetalpa, Primal Dawn"), one(&g, "Birds of Paradise"));
    fight(&mut g, &[zetalpa], &[(birds, zetalpa)]);
    // First strike: 1 to the Birds, 3 to the player; then all 4 to the player.
    assert_eq!(g.state().players[1].life, 13);
}

#[test]
fn deathtouch_with_trample_assigns_1_to_the_blocker_and_the_rest_to_the_player_702_2c() {
    let mut g = duel(json!(["Test Venom Trampler"]), json!(["Craw Wurm"]));
    let (snake, wurm) = (one(&g, "Test Venom Trampler"), one(&g, "Craw Wurm"));
    let events = fight(&mut g, &[snake], &[(wurm, snake)]);
    let to_wurm = events.iter().find_map(|e| match e {
        Event::DamageDealt { source, to: mtg_rules::game::DamageTo::Object { object }, amount, .. }
            if *source == snake && *object == wurm =>
        {
            Some(*amount)
        }
        _ => None,
    });
    assert_eq!(to_wurm, Some(1));
    assert_eq!(g.state().players[1].life, 17);
    assert!(on_battlefield(&g, "Craw Wurm").is_empty(), "704.5h: deathtouch damage destroys it");
    assert!(on_battlefield(&g, "Test Venom Trampler").is_empty(), "the Wurm's 6 damage is lethal");
}

#[test]
fn lifelink_gains_its_controller_life_702_15b() {
    let mut g = duel(json!(["Vampire Nighthawk"]), json!([]));
    let hawk = one(&g, "Vampire Nighthawk");
    let events = fight(&mut g, &[hawk], &[]);
    assert!(events.contains(&Event::LifeGained { player: PlayerId(0), amount: 2 }));
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (22, 18));
}

#[test]
fn vigilance_does_not_tap_and_attacking_taps_otherwise_508_1f_702_20b() {
    let mut g = duel(json!(["Serra Angel", "Grizzly Bears"]), json!([]));
    let (angel, bears) = (one(&g, "Serra Angel"), one(&g, "Grizzly Bears"));
    let events = fight(&mut g, &[angel, bears], &[]);
    assert!(!g.object(angel).unwrap().tapped);
    assert!(g.object(bears).unwrap().tapped);
    assert!(events.iter().any(|e| matches!(e, Event::AttackersDeclared { tapped, .. } if tapped == &vec![bears])));
    assert_eq!(g.state().players[1].life, 14);
}

#[test]
fn a_summoning_sick_creature_cannot_attack_but_a_haste_one_can_302_6_702_10b() {
    let mut g = duel(
        json!([{ "card": "Grizzly Bears", "summoningSick": true }, { "card": "Reality Smasher", "summoningSick": true }]),
        json!([]),
    );
    let (bears, smasher) = (one(&g, "Grizzly Bears"), one(&g, "Reality Smasher"));
    advance_to(&mut g, Step::DeclareAttackers);
    refused_with(&mut g, attack(0, &[(bears, at_player(1))]), "summoning_sick", Some("302.6"));
    g.apply(attack(0, &[(smasher, at_player(1))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 15);
}

#[test]
fn flying_can_be_blocked_only_by_flying_or_reach_and_menace_needs_two_blockers_702_9b_702_111b() {
    let mut g =
        duel(json!(["Serra Angel", "Boggart Brute"]), json!(["Grizzly Bears", "Silvercoat Lion", "Rust Goliath"]));
    let (angel, brute) = (one(&g, "Serra Angel"), one(&g, "Boggart Brute"));
    let (bears, lion, goliath) = (one(&g, "Grizzly Bears"), one(&g, "Silvercoat Lion"), one(&g, "Rust Goliath"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(angel, at_player(1)), (brute, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    refused_with(&mut g, block(1, &[(bears, angel)]), "cannot_block_flying", Some("702.9b"));
    refused_with(&mut g, block(1, &[(bears, brute)]), "menace", Some("702.111b"));
    let listed = g.legal_actions();
    assert!(listed.contains(&block(1, &[(goliath, angel)])), "reach blocks flying");
    assert!(!listed.contains(&block(1, &[(bears, brute)])), "a lone block of a menace creature is not listed");
    for action in &listed {
        assert!(g.is_legal(action), "{action:?}");
    }
    g.apply(block(1, &[(goliath, angel), (bears, brute), (lion, brute)])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 20);
}

#[test]
fn bad_declarations_are_typed_errors_with_the_rule_and_change_nothing_732_1() {
    let mut g = duel(
        json!([{ "card": "Grizzly Bears", "tapped": true }, "Hill Giant", "Wall of Omens"]),
        json!(["Silvercoat Lion"]),
    );
    let (bears, giant, wall, lion) =
        (one(&g, "Grizzly Bears"), one(&g, "Hill Giant"), one(&g, "Wall of Omens"), one(&g, "Silvercoat Lion"));
    // Outside the declare attackers step.
    refused_with(&mut g, attack(0, &[(giant, at_player(1))]), "not_declare_attackers_step", Some("508.1"));
    refused_with(&mut g, block(1, &[(lion, giant)]), "not_declare_blockers_step", Some("509.1"));
    advance_to(&mut g, Step::DeclareAttackers);
    refused_with(&mut g, attack(0, &[(bears, at_player(1))]), "attacker_tapped", Some("508.1a"));
    refused_with(&mut g, attack(0, &[(wall, at_player(1))]), "defender", Some("702.3b"));
    refused_with(&mut g, attack(0, &[(lion, at_player(1))]), "not_your_creature", Some("508.1a"));
    refused_with(&mut g, attack(0, &[(giant, at_player(0))]), "invalid_attack_target", Some("508.1b"));
    refused_with(
        &mut g,
        attack(0, &[(giant, at_player(1)), (giant, at_player(1))]),
        "duplicate_attacker",
        Some("508.1a"),
    );
    refused_with(&mut g, attack(1, &[]), "not_your_choice", Some("508.1"));
    refused_with(&mut g, Action::PassPriority { player: PlayerId(0) }, "choice_pending", Some("508.1"));
    g.apply(attack(0, &[(giant, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    assert_eq!(g.state().pending, Some(Pending::DeclareBlockers { player: PlayerId(1) }));
    // Blocking something that is not attacking.
    refused_with(&mut g, block(1, &[(lion, wall)]), "not_attacking", Some("509.1a"));
    refused_with(&mut g, block(1, &[(giant, giant)]), "not_your_creature", Some("509.1a"));
}

#[test]
fn combat_damage_to_a_planeswalker_removes_loyalty_and_at_0_it_goes_to_the_graveyard_120_3c_704_5i() {
    let mut g = duel(json!(["Hill Giant"]), json!(["Dack Fayden"]));
    let (giant, dack) = (one(&g, "Hill Giant"), one(&g, "Dack Fayden"));
    assert_eq!(g.object(dack).unwrap().counters.get(&mtg_rules::counter::CounterKind::Loyalty), 3, "306.5b");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(giant, mtg_rules::game::AttackTarget::Planeswalker { object: dack })])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert!(on_battlefield(&g, "Dack Fayden").is_empty());
    assert_eq!(g.state().players[1].life, 20);
}

#[test]
fn granted_first_strike_from_bloodmark_mentor_applies_in_combat_613_1f() {
    let mut g = duel(json!(["Bloodmark Mentor", "Hill Giant"]), json!(["Craw Wurm"]));
    let (giant, wurm) = (one(&g, "Hill Giant"), one(&g, "Craw Wurm"));
    let view = g.permanent(giant).unwrap();
    assert!(view.keywords.first_strike, "red creatures you control have first strike");
    let events = fight(&mut g, &[giant], &[(wurm, giant)]);
    assert_eq!(damage_steps(&events), 2);
    assert!(on_battlefield(&g, "Hill Giant").is_empty());
}

/// Attacks player 1 with `attacker`, blocked by `blockers`, and stops where
/// the attacking player divides the combat damage.
fn to_division(g: &mut Game, attacker: ObjectId, blockers: &[ObjectId]) {
    advance_to(g, Step::DeclareAttackers);
    g.apply(attack(0, &[(attacker, at_player(1))])).unwrap();
    advance_to(g, Step::DeclareBlockers);
    let pairs: Vec<(ObjectId, ObjectId)> = blockers.iter().map(|&b| (b, attacker)).collect();
    g.apply(block(1, &pairs)).unwrap();
    while g.state().pending.is_none() {
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
    }
    assert!(matches!(g.state().pending, Some(Pending::AssignCombatDamage { player: PlayerId(0) })));
}

fn part(attacker: ObjectId, to: mtg_rules::game::DamageTo, amount: u32) -> mtg_rules::game::DamageAssignment {
    mtg_rules::game::DamageAssignment { attacker, to, amount }
}

fn obj(object: ObjectId) -> mtg_rules::game::DamageTo {
    mtg_rules::game::DamageTo::Object { object }
}

#[test]
fn the_attacking_player_divides_damage_among_two_blockers_as_they_choose_510_1c() {
    let mut g = duel(json!(["Hill Giant"]), json!(["Grizzly Bears", "Silvercoat Lion"]));
    let (giant, bears, lion) = (one(&g, "Hill Giant"), one(&g, "Grizzly Bears"), one(&g, "Silvercoat Lion"));
    to_division(&mut g, giant, &[bears, lion]);
    let answers = g.legal_actions();
    assert_eq!(answers.len(), 3, "the default, all to the Bears, all to the Lion: {answers:?}");
    check_legal_actions(&g);
    let divide = |parts| Action::AssignCombatDamage { player: PlayerId(0), assignments: parts };
    assert_eq!(
        refused(&mut g, divide(vec![part(giant, obj(bears), 2), part(giant, obj(lion), 2)])),
        "illegal_damage_assignment"
    );
    assert_eq!(refused(&mut g, divide(vec![part(giant, at_player_damage(1), 3)])), "illegal_damage_assignment");
    assert_eq!(refused(&mut g, divide(vec![])), "illegal_damage_assignment");
    g.apply(divide(vec![part(giant, obj(bears), 1), part(giant, obj(lion), 2)])).unwrap();
    assert_eq!(on_battlefield(&g, "Silvercoat Lion"), Vec::<ObjectId>::new());
    assert_eq!(g.object(bears).unwrap().damage, 1, "1 is not lethal to the Bears: the division was the player's");
    assert!(on_battlefield(&g, "Hill Giant").is_empty(), "2 + 2 damage back");
}

fn at_player_damage(player: u8) -> mtg_rules::game::DamageTo {
    mtg_rules::game::DamageTo::Player { player: PlayerId(player) }
}

#[test]
fn trample_needs_lethal_damage_on_every_blocker_before_the_rest_goes_over_702_19c() {
    let mut g = duel(json!(["Colossal Dreadmaw"]), json!(["Grizzly Bears"]));
    let (dreadmaw, bears) = (one(&g, "Colossal Dreadmaw"), one(&g, "Grizzly Bears"));
    to_division(&mut g, dreadmaw, &[bears]);
    let divide = |parts| Action::AssignCombatDamage { player: PlayerId(0), assignments: parts };
    let over = divide(vec![part(dreadmaw, obj(bears), 1), part(dreadmaw, at_player_damage(1), 5)]);
    assert_eq!(refused(&mut g, over), "illegal_damage_assignment");
    // The player may keep it all on the blocker.
    g.apply(divide(vec![part(dreadmaw, obj(bears), 6)])).unwrap();
    assert_eq!(g.state().players[1].life, 20);
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty());
}

#[test]
fn goblin_piker_cannot_block_509_1b() {
    let mut g = duel(json!(["Grizzly Bears"]), json!(["Goblin Piker"]));
    let bears = one(&g, "Grizzly Bears");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    // Its only creature can't block, so player 1 is not asked.
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    let mut g = duel(json!(["Grizzly Bears"]), json!(["Goblin Piker", "Silvercoat Lion"]));
    let bears = one(&g, "Grizzly Bears");
    let piker = one(&g, "Goblin Piker");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bears, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    assert_eq!(refused(&mut g, block(1, &[(piker, bears)])), "cannot_block");
}

#[test]
fn protection_from_black_stops_black_blockers_and_black_damage_702_16e_702_16f() {
    let mut g = duel(json!(["White Knight"]), json!(["Typhoid Rats", "Grizzly Bears"]));
    let (knight, rats) = (one(&g, "White Knight"), one(&g, "Typhoid Rats"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(knight, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    assert_eq!(refused(&mut g, block(1, &[(rats, knight)])), "protection");
    // Blocking the other way round: the Rats' (deathtouch) damage to the Knight is prevented.
    let mut g = duel(json!(["Typhoid Rats"]), json!(["White Knight"]));
    let (rats, knight) = (one(&g, "Typhoid Rats"), one(&g, "White Knight"));
    let events = fight(&mut g, &[rats], &[(knight, rats)]);
    assert!(!events.iter().any(|e| matches!(e, Event::DamageDealt { source, .. } if *source == rats)), "{events:?}");
    assert_eq!(on_battlefield(&g, "White Knight"), vec![knight]);
    assert!(on_battlefield(&g, "Typhoid Rats").is_empty(), "first strike killed it");
}
