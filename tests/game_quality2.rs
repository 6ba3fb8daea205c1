//! Colors chosen as an ability resolves (105.1, 608.2d), prevention by color
//! (615) and granted upkeep taxes, on the real cards of the decklist pool.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::color::Color;
use mtg_rules::game::{Action, CastMethod, Event, Game, Pending, PlayerId, Step};
use mtg_rules::text::GrantedKeyword;
use serde_json::json;

fn understood_whole(name: &str) {
    let card = decks_pool().get(name).unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

// --- Skrelv, Defector Mite --------------------------------------------------------------

/// Skrelv's activated ability: its index among the face's abilities (toxic,
/// "can't block", then it).
const SKRELV_ABILITY: usize = 2;

/// Player 0 (active, precombat main) controls Skrelv, Defector Mite, a
/// Plains and a Thraben Inspector; player 1 controls a red Monastery
/// Swiftspear, a green Young Wolf and a Mountain, and holds a Lightning Bolt.
fn skrelv_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Skrelv, Defector Mite", "Plains", "Thraben Inspector"],
              "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Monastery Swiftspear", "Young Wolf", "Mountain"], "hand": ["Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Activates Skrelv's ability on the Inspector and passes until its color
/// is asked.
fn skrelv_asks_a_color(g: &mut Game) -> mtg_rules::game::ObjectId {
    let skrelv = the_only(g, "Skrelv, Defector Mite");
    let inspector = the_only(g, "Thraben Inspector");
    g.apply(activate_at(g, skrelv, SKRELV_ABILITY, vec![at(inspector)])).unwrap();
    pass_all(g);
    inspector
}

#[test]
fn skrelv_defector_mite_is_understood_whole_105_1() {
    understood_whole("Skrelv, Defector Mite");
}

#[test]
fn skrelvs_ability_targets_another_creature_you_control_only_115_1() {
    let mut g = skrelv_game();
    let skrelv = the_only(&g, "Skrelv, Defector Mite");
    let wolf = the_only(&g, "Young Wolf");
    let itself = activate_at(&g, skrelv, SKRELV_ABILITY, vec![at(skrelv)]);
    refused_with(&mut g, itself, "illegal_target", None);
    let theirs = activate_at(&g, skrelv, SKRELV_ABILITY, vec![at(wolf)]);
    refused_with(&mut g, theirs, "illegal_target", None);
}

#[test]
fn skrelvs_color_is_chosen_as_the_ability_resolves_and_only_its_controller_chooses_608_2d() {
    let mut g = skrelv_game();
    let inspector = skrelv_asks_a_color(&mut g);
    let Some(Pending::ChooseColor { player, spell, may: false }) = g.state().pending.clone() else {
        panic!("a color is asked: {:?}", g.state().pending);
    };
    assert_eq!(player, PlayerId(0));
    assert_eq!(g.state().stack, vec![spell], "608.2n: the ability stays on the stack while its color is chosen");
    // Every color is offered, and nothing else.
    let offered = g.legal_actions();
    assert_eq!(offered.len(), 5, "{offered:?}");
    assert!(offered.iter().all(|a| matches!(a, Action::ChooseColor { player: PlayerId(0), .. })));
    check_legal_actions(&g);
    // The opponent may not choose it, and nothing else may be done meanwhile.
    let theirs = Action::ChooseColor { player: PlayerId(1), color: Color::R };
    refused_with(&mut g, theirs, "not_your_choice", Some("608.2d"));
    refused_with(&mut g, pass(0), "choice_pending", Some("608.2d"));
    // A saved game keeps the choice asked and reads it back.
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    let events = g.apply(Action::ChooseColor { player: PlayerId(0), color: Color::R }).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::ColorChosen { player: PlayerId(0), color: Color::R, .. })),
        "{events:?}"
    );
    assert!(g.state().pending.is_none() && g.state().stack.is_empty(), "the ability resolved");
    let keywords: Vec<GrantedKeyword> =
        g.state().until_end_of_turn.iter().filter(|p| p.object == inspector).flat_map(|p| p.keywords.clone()).collect();
    assert!(keywords.contains(&GrantedKeyword::Toxic1), "{keywords:?}");
    assert!(keywords.contains(&GrantedKeyword::HexproofFromRed), "{keywords:?}");
    // A choice no longer pending is refused.
    refused_with(&mut g, Action::ChooseColor { player: PlayerId(0), color: Color::G }, "nothing_to_choose", None);
}

#[test]
fn the_creature_skrelv_targets_has_hexproof_from_the_color_chosen_and_cant_be_blocked_by_creatures_of_it_702_11d_509_1b()
 {
    let mut g = skrelv_game();
    let inspector = skrelv_asks_a_color(&mut g);
    g.apply(Action::ChooseColor { player: PlayerId(0), color: Color::R }).unwrap();
    // 702.11d: the opponent's red Lightning Bolt can't target it; it may target Skrelv.
    let skrelv = the_only(&g, "Skrelv, Defector Mite");
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    refused_with(&mut g, cast_at(1, bolt, CastMethod::Normal, vec![at(inspector)]), "hexproof", Some("702.11d"));
    assert!(g.is_legal(&cast_at(1, bolt, CastMethod::Normal, vec![at(skrelv)])));
    g.apply(pass(1)).unwrap();
    // 509.1b: attacking, the red Swiftspear can't block it; the green Young Wolf can.
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(inspector, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    let wolf = the_only(&g, "Young Wolf");
    refused_with(&mut g, block(1, &[(swiftspear, inspector)]), "cant_be_blocked", Some("509.1b"));
    assert!(g.is_legal(&block(1, &[(wolf, inspector)])));
    // A saved game keeps the restriction with its color.
    let json = g.to_json();
    assert!(json.contains(r#""cantBeBlockedThisTurn":[{"creature":"#) && json.contains(r#""byColor":"R""#), "{json}");
    let back = Game::from_json(decks_pool(), &json).unwrap();
    assert_eq!(back.to_json(), json);
    g.apply(block(1, &[])).unwrap();
    // 702.164c: toxic 1 — the combat damage gives a poison counter too.
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().players[1].counters.get(&mtg_rules::counter::CounterKind::Poison), 1);
    assert_eq!(g.object(inspector).unwrap().zone, Zone::Battlefield);
    // 514.2: the restriction and the grants end in the cleanup step.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(g.state().cant_be_blocked_this_turn.is_empty());
    assert!(g.state().until_end_of_turn.iter().all(|p| p.object != inspector));
}

#[test]
fn skrelv_defector_mite_cant_block_509_1b() {
    let mut g = skrelv_game();
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    g.apply(attack(1, &[(swiftspear, at_player(0))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    let skrelv = the_only(&g, "Skrelv, Defector Mite");
    refused_with(&mut g, block(0, &[(skrelv, swiftspear)]), "cannot_block", Some("509.1b"));
    let inspector = the_only(&g, "Thraben Inspector");
    assert!(g.is_legal(&block(0, &[(inspector, swiftspear)])));
}

// --- Prismatic Strands ------------------------------------------------------------------

#[test]
fn prismatic_strands_is_understood_whole_615_1_702_34a() {
    understood_whole("Prismatic Strands");
}

/// Player 1 (active, precombat main) controls a red Monastery Swiftspear,
/// a green Young Wolf and a Mountain, and holds a Lightning Bolt; player 0
/// has three Plains and a Prismatic Strands in hand.
fn strands_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains"], "hand": ["Prismatic Strands"],
              "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Monastery Swiftspear", "Young Wolf", "Mountain"], "hand": ["Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn prismatic_strands_prevents_all_damage_sources_of_the_chosen_color_would_deal_this_turn_615_1() {
    let mut g = strands_game();
    g.apply(pass(1)).unwrap();
    let strands = in_hand(&g, 0, "Prismatic Strands");
    g.apply(cast(0, strands, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::ChooseColor { player: PlayerId(0), .. })));
    g.apply(Action::ChooseColor { player: PlayerId(0), color: Color::R }).unwrap();
    assert_eq!(g.state().damage_prevented_by_colors, mtg_rules::color::ColorSet::only(Color::R));
    assert_eq!(g.state().players[0].graveyard.len(), 1, "the instant resolved");
    // A saved game keeps the prevention.
    let json = g.to_json();
    assert!(json.contains(r#""damagePreventedByColors":["R"]"#), "{json}");
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json);
    // A red spell's damage is prevented.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::SpellResolved { .. })), "{events:?}");
    assert_eq!(g.state().players[0].life, 20);
    // In combat, the red creature's damage is prevented, the green one's is not.
    advance_to(&mut g, Step::DeclareAttackers);
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    let wolf = the_only(&g, "Young Wolf");
    g.apply(attack(1, &[(swiftspear, at_player(0)), (wolf, at_player(0))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[0].life, 19, "only Young Wolf's 1 damage");
    // 514.2: it ends in the cleanup step.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert!(g.state().damage_prevented_by_colors.is_empty());
}

/// Player 0 (active, precombat main) has Prismatic Strands in their
/// graveyard and controls a white Thraben Inspector, a green Young Wolf and
/// a Plains.
fn strands_flashback_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Thraben Inspector", "Young Wolf", "Plains"], "graveyard": ["Prismatic Strands"],
              "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Monastery Swiftspear", "Mountain"], "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn strands_in_graveyard(g: &Game) -> mtg_rules::game::ObjectId {
    let graveyard = &g.state().players[0].graveyard;
    *graveyard.iter().find(|&&id| g.object(id).unwrap().card == "Prismatic Strands").unwrap()
}

#[test]
fn prismatic_strands_flashback_cost_taps_an_untapped_white_creature_you_control_702_34a_118_3() {
    let mut g = strands_flashback_game();
    let strands = strands_in_graveyard(&g);
    let inspector = the_only(&g, "Thraben Inspector");
    let wolf = the_only(&g, "Young Wolf");
    let swiftspear = the_only(&g, "Monastery Swiftspear");
    assert!(option(&g, strands, CastMethod::Flashback).castable, "{:?}", option(&g, strands, CastMethod::Flashback));
    let flashback = |choices| cast_by(0, strands, CastMethod::Flashback, Vec::new(), choices);
    // Not a green creature, not an opponent's, and not none.
    let code = refused(&mut g, flashback(vec![wolf]));
    assert!(!code.is_empty());
    refused(&mut g, flashback(vec![swiftspear]));
    refused(&mut g, flashback(Vec::new()));
    let events = g.apply(flashback(vec![inspector])).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::SpellCast { method: CastMethod::Flashback, .. })));
    assert!(g.object(inspector).unwrap().tapped, "the cost tapped the white creature");
    assert!(!g.object(wolf).unwrap().tapped);
    pass_all(&mut g);
    g.apply(Action::ChooseColor { player: PlayerId(0), color: Color::G }).unwrap();
    assert!(g.state().stack.is_empty());
    assert!(g.state().players[0].graveyard.is_empty(), "702.34a: exiled as it leaves the stack");
    assert_eq!(zone_of(&g, "Prismatic Strands", 0), Some(Zone::Exile));
    assert_eq!(g.state().damage_prevented_by_colors, mtg_rules::color::ColorSet::only(Color::G));
}

#[test]
fn prismatic_strands_flashback_needs_an_untapped_white_creature_702_34a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Thraben Inspector", "tapped": true }, "Young Wolf"],
              "graveyard": ["Prismatic Strands"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Mountain"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let strands = strands_in_graveyard(&g);
    let inspector = the_only(&g, "Thraben Inspector");
    let fb = option(&g, strands, CastMethod::Flashback);
    assert!(!fb.castable, "{fb:?}");
    refused(&mut g, cast_by(0, strands, CastMethod::Flashback, Vec::new(), vec![inspector]));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { method: CastMethod::Flashback, .. })));
}

// --- The Tabernacle at Pendrell Vale ----------------------------------------------------

#[test]
fn the_tabernacle_at_pendrell_vale_is_understood_whole_613_1f() {
    understood_whole("The Tabernacle at Pendrell Vale");
}

/// The pending "destroy unless you pay {1}" of `player`: the card of the
/// creature that has the ability.
fn tabernacle_payment_for(g: &Game, player: u8) -> String {
    let Some(Pending::PayWard { player: p, spell, .. }) = g.state().pending else {
        panic!("608.2d: pay {{1}} or not: {:?}", g.state().pending)
    };
    assert_eq!(p, PlayerId(player));
    let source = g.object(spell).unwrap().ability.as_ref().unwrap().source;
    g.object(source).unwrap().card.clone()
}

#[test]
fn the_tabernacle_gives_each_creature_an_upkeep_trigger_of_its_controllers_destroyed_unless_they_pay_1_613_1f_118_12a()
{
    // Player 1 controls the Tabernacle and a Monastery Swiftspear; player 0 controls a Thraben Inspector, a
    // Young Wolf and one Plains; at the end of player 1's turn.
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Thraben Inspector", "Young Wolf", "Plains"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["The Tabernacle at Pendrell Vale", "Monastery Swiftspear"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }));
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    // "At the beginning of your upkeep": player 0's two creatures, not player 1's Swiftspear (603.3a: each is
    // controlled by the controller of the creature that has it); the land itself has none.
    assert_eq!(g.state().stack.len(), 2, "{:?}", g.state().stack);
    for &id in &g.state().stack {
        let o = g.object(id).unwrap();
        assert_eq!(o.controller, PlayerId(0));
        let source = g.object(o.ability.as_ref().unwrap().source).unwrap();
        assert_ne!(source.card, "Monastery Swiftspear");
    }
    resolve_all(&mut g);
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the granted trigger reads back");
    // The first is paid with the Plains.
    let paid = tabernacle_payment_for(&g, 0);
    refused_with(&mut g, Action::PayWard { player: PlayerId(1), pay: true }, "not_your_choice", None);
    assert!(g.legal_actions().contains(&Action::PayWard { player: PlayerId(0), pay: true }));
    g.apply(Action::PayWard { player: PlayerId(0), pay: true }).unwrap();
    assert_eq!(zone_of(&g, &paid, 0), Some(Zone::Battlefield));
    resolve_all(&mut g);
    // The second can't be paid any more: it is destroyed (701.8a).
    let unpaid = tabernacle_payment_for(&g, 0);
    assert_ne!(paid, unpaid);
    let pay = Action::PayWard { player: PlayerId(0), pay: true };
    assert!(!g.legal_actions().contains(&pay) && !g.is_legal(&pay), "a tapped Plains pays nothing");
    let events = g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Destroyed { card, .. } if *card == unpaid)), "{events:?}");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, &paid, 0), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, &unpaid, 0), Some(Zone::Graveyard), "destroyed");
    assert_eq!(zone_of(&g, "Monastery Swiftspear", 1), Some(Zone::Battlefield));
    // At its own controller's upkeep, the Swiftspear's trigger; declined, it is destroyed.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    resolve_all(&mut g);
    assert_eq!(tabernacle_payment_for(&g, 1), "Monastery Swiftspear");
    g.apply(Action::PayWard { player: PlayerId(1), pay: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Monastery Swiftspear", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "The Tabernacle at Pendrell Vale", 1), Some(Zone::Battlefield));
}

// --- Carpet of Flowers ------------------------------------------------------------------

#[test]
fn carpet_of_flowers_is_understood_whole_603_4_605_5a() {
    understood_whole("Carpet of Flowers");
}

/// Player 0 (active, in their draw step) controls Carpet of Flowers and a
/// Forest; player 1 controls `islands` Islands and a Mountain.
fn carpet_game(islands: usize) -> Game {
    let mut theirs = vec!["Mountain"; 1];
    theirs.extend(std::iter::repeat_n("Island", islands));
    decks_game(json!({
        "players": [
            { "battlefield": ["Carpet of Flowers", "Forest"], "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "draw", "turn": 3
    }))
}

/// Passes until the trigger of the main phase that begins asks its color.
fn carpet_asks(g: &mut Game, step: Step) {
    advance_to(g, step);
    assert_eq!(g.state().stack.len(), 1, "605.5a: a triggered ability with a target uses the stack");
    resolve_all(g);
    assert!(
        matches!(g.state().pending, Some(Pending::ChooseColor { player: PlayerId(0), may: true, .. })),
        "{:?}",
        g.state().pending
    );
}

#[test]
fn carpet_of_flowers_adds_x_mana_of_one_color_x_the_islands_target_opponent_controls_once_each_turn_603_4() {
    let mut g = carpet_game(2);
    carpet_asks(&mut g, Step::PrecombatMain);
    let offered = g.legal_actions();
    assert_eq!(offered.len(), 6, "five colors or none: {offered:?}");
    check_legal_actions(&g);
    refused_with(&mut g, Action::ChooseColor { player: PlayerId(1), color: Color::G }, "not_your_choice", None);
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    g.apply(Action::ChooseColor { player: PlayerId(0), color: Color::G }).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.G, 2, "two Islands: two green mana");
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
    // 603.4: mana was added with it this turn, so it does not trigger in the postcombat main phase.
    advance_to(&mut g, Step::PostcombatMain);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "{:?}", g.state().stack);
    // Next turn of its controller, it triggers again.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(g.state().stack.len(), 1);
}

#[test]
fn carpet_of_flowers_declined_in_the_first_main_phase_triggers_again_in_the_second_505_1_603_5() {
    let mut g = carpet_game(3);
    carpet_asks(&mut g, Step::PrecombatMain);
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana, Default::default(), "nothing added");
    carpet_asks(&mut g, Step::PostcombatMain);
    g.apply(Action::ChooseColor { player: PlayerId(0), color: Color::U }).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.U, 3);
}

#[test]
fn carpet_of_flowers_asks_nothing_when_the_opponent_controls_no_island_608_2d() {
    let mut g = carpet_game(0);
    advance_to(&mut g, Step::PrecombatMain);
    resolve_all(&mut g);
    assert!(g.state().pending.is_none() && g.state().stack.is_empty());
    assert_eq!(g.state().players[0].mana_pool.mana, Default::default());
    // Nothing was added: it triggers again in the postcombat main phase.
    advance_to(&mut g, Step::PostcombatMain);
    assert_eq!(g.state().stack.len(), 1);
}
