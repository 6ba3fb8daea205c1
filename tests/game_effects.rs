//! Spells and abilities doing what their text says (608.2): targets (115),
//! damage to creatures, players and battles (120.3), destroy and counter
//! (701.8, 701.6), tokens (111), copies (707.2, 718.3c–d), blink (400.7),
//! cost reduction (601.2f) and granted prowl (702.76a).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::{CardType, Zone};
use mtg_rules::color::Color;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step, Target, Until};
use serde_json::json;

#[test]
fn a_prototyped_blitz_automaton_killed_by_lightning_bolt_is_a_colorless_six_four_card_in_the_graveyard_718_4() {
    let mut g = game(json!({
        "players": [
            { "battlefield": [{ "card": "Blitz Automaton", "prototyped": true }] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"] }
        ],
        "step": "precombatMain", "priorityPlayer": 1
    }));
    let automaton = the_only(&g, "Blitz Automaton");
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    // Bolt can target the automaton, either player, but not itself or a land.
    let listed: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::CastSpell { .. })).collect();
    assert_eq!(listed.len(), 3, "{listed:?}");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(automaton)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::DamageDealt { amount: 3, .. })), "{events:?}");
    assert!(on_battlefield(&g, "Blitz Automaton").is_empty());
    let dead = g.state().players[0].graveyard[0];
    let c = g.characteristics(dead).unwrap();
    assert_eq!((c.power, c.toughness, c.colors.is_empty()), (Some(6), Some(4), true));
    assert_eq!(g.object(dead).unwrap().zone, Zone::Graveyard);
    let bolt_now = g.state().players[1].graveyard[0];
    assert_eq!(g.object(bolt_now).unwrap().card, "Lightning Bolt");
}

#[test]
fn a_spell_needs_its_targets_and_a_land_is_not_any_target_601_2c() {
    let mut g = game(json!({
        "players": [{ "hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Forest"] }, {}],
        "step": "precombatMain"
    }));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let forest = the_only(&g, "Forest");
    assert_eq!(refused(&mut g, cast_at(0, bolt, CastMethod::Normal, vec![])), "wrong_number_of_targets");
    assert_eq!(refused(&mut g, cast_at(0, bolt, CastMethod::Normal, vec![at(forest)])), "illegal_target");
    let unknown = Target::Player { player: PlayerId(7) };
    assert_eq!(refused(&mut g, cast_at(0, bolt, CastMethod::Normal, vec![unknown])), "illegal_target");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![Target::Player { player: PlayerId(1) }])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
}

#[test]
fn a_spell_whose_only_target_is_gone_does_not_resolve_608_2b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"] }
        ],
        "step": "precombatMain"
    }));
    let bears = the_only(&g, "Grizzly Bears");
    let growth = in_hand(&g, 0, "Giant Growth");
    g.apply(cast_at(0, growth, CastMethod::Normal, vec![at(bears)])).unwrap();
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(bears)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, Event::DidNotResolve { card, rule: "608.2b", .. } if card == "Giant Growth")),
        "{events:?}"
    );
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty());
}

/// Found by the `oracle_template` fuzz target after 1,795,867 executions
/// (`fuzz/corpus/oracle_template/crash-aedc…`, its lines built from real ones): an ability with
/// two instances of "target" may choose the same creature for both (115.3). The first instruction
/// exiles it; the second then names an object that no longer exists (400.7), and resolving failed
/// ("unknown object"), so passing priority was listed and refused and the game could not go on.
/// The second instruction now does nothing.
#[test]
fn a_creature_chosen_for_two_targets_and_exiled_by_the_first_instruction_is_not_found_by_the_second_400_7_115_3() {
    let cards = json!([
        { "name": "Twin Seeker", "layout": "normal", "mana_cost": "{3}{U}{U}", "type_line": "Creature — Goblin Rogue",
          "oracle_text": "{4}: Exile target creature. Return target nonland permanent you don't control to its owner's hand.",
          "power": "1", "toughness": "1", "colors": ["U"] },
        { "name": "Mountain", "layout": "normal", "type_line": "Basic Land — Mountain", "oracle_text": "({T}: Add {R}.)", "colors": [] },
        { "name": "Grizzly Bears", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "",
          "power": "2", "toughness": "2", "colors": ["G"] }
    ]);
    let db = mtg_rules::card::CardDb::from_scryfall_json(&cards.to_string()).unwrap();
    let setup = json!({
        "players": [
            { "battlefield": ["Grizzly Bears"] },
            { "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Twin Seeker"] }
        ],
        "step": "precombatMain", "activePlayer": 1
    });
    let mut g = Game::from_setup_json(&db, &setup.to_string()).unwrap();
    let (bears, seeker) = (the_only(&g, "Grizzly Bears"), the_only(&g, "Twin Seeker"));
    g.apply(activate_at(&g, seeker, 0, vec![at(bears), at(bears)])).unwrap();
    assert!(g.legal_actions().contains(&pass(1)));
    let events = resolve_all(&mut g);
    check_legal_actions(&g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Exile), "{events:?}");
    let moved: Vec<_> =
        events.iter().filter(|e| matches!(e, Event::ObjectMoved { card, .. } if card == "Grizzly Bears")).collect();
    assert_eq!(moved.len(), 1, "exiled once, then not found: {moved:?}");
    assert!(g.state().stack.is_empty() && g.legal_actions().contains(&pass(1)));
}

#[test]
fn giant_growth_lasts_until_the_cleanup_step_514_2() {
    let mut g = game(json!({
        "players": [{ "hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"] }, { "library": ["Plains"] }],
        "step": "precombatMain"
    }));
    let bears = the_only(&g, "Grizzly Bears");
    let growth = in_hand(&g, 0, "Giant Growth");
    g.apply(cast_at(0, growth, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    let v = g.permanent(bears).unwrap();
    assert_eq!((v.power, v.toughness), (5, 5));
    g.advance(&mtg_rules::game::AutoPass::goldfish(mtg_rules::game::Until::NextTurn)).unwrap();
    let v = g.permanent(bears).unwrap();
    assert_eq!((v.power, v.toughness), (2, 2));
}

#[test]
fn murder_destroys_and_cut_down_checks_total_power_and_toughness_701_8() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Murder", "Cut Down"], "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["Craw Wurm", "Grizzly Bears", "Zetalpa, Primal Dawn"] }
        ],
        "step": "precombatMain"
    }));
    let (wurm, bears, zetalpa) =
        (the_only(&g, "Craw Wurm"), the_only(&g, "Grizzly Bears"), the_only(&g, "Zetalpa, Primal Dawn"));
    let cut_down = in_hand(&g, 0, "Cut Down");
    // Craw Wurm is 6/4: 10 > 5.
    assert_eq!(refused(&mut g, cast_at(0, cut_down, CastMethod::Normal, vec![at(wurm)])), "illegal_target");
    g.apply(cast_at(0, cut_down, CastMethod::Normal, vec![at(bears)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Destroyed { object, .. } if *object == bears)));
    // 702.12b: indestructible Zetalpa is not destroyed.
    let murder = in_hand(&g, 0, "Murder");
    g.apply(cast_at(0, murder, CastMethod::Normal, vec![at(zetalpa)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Zetalpa, Primal Dawn"), vec![zetalpa]);
}

#[test]
fn ephemerate_returns_a_prototyped_automaton_as_a_new_normal_six_four_object_400_7() {
    let mut g = game(json!({
        "players": [{ "hand": ["Ephemerate"], "battlefield": ["Plains", { "card": "Blitz Automaton", "prototyped": true }] }, {}],
        "step": "precombatMain"
    }));
    let automaton = the_only(&g, "Blitz Automaton");
    assert_eq!(g.permanent(automaton).unwrap().power, 3);
    let blink = in_hand(&g, 0, "Ephemerate");
    g.apply(cast_at(0, blink, CastMethod::Normal, vec![at(automaton)])).unwrap();
    resolve_all(&mut g);
    let back = the_only(&g, "Blitz Automaton");
    assert_ne!(back, automaton, "a new object");
    let v = g.permanent(back).unwrap();
    assert_eq!((v.power, v.toughness, v.characteristics.colors.is_empty()), (6, 4, true));
    assert!(!g.object(back).unwrap().prototyped);
}

#[test]
fn clone_copying_a_prototyped_automaton_is_a_red_three_two_with_mana_cost_2r_718_3d() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Clone"], "battlefield": ["Island", "Island", "Island", "Island"] },
            { "battlefield": [{ "card": "Blitz Automaton", "prototyped": true }, "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let automaton = the_only(&g, "Blitz Automaton");
    let clone = in_hand(&g, 0, "Clone");
    g.apply(cast(0, clone, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseCopy { player, object, .. }) = g.state().pending.clone() else {
        panic!("Clone asks what to copy: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(0));
    let answers = g.legal_actions();
    assert_eq!(answers.len(), 3, "the automaton, the bears, or nothing: {answers:?}");
    g.apply(Action::ChooseCopy { player, object, copy: Some(automaton) }).unwrap();
    let copy = *g.state().battlefield.last().unwrap();
    assert_eq!(g.object(copy).unwrap().card, "Clone");
    let c = g.characteristics(copy).unwrap();
    assert_eq!(c.name, "Blitz Automaton");
    assert_eq!(c.mana_cost.unwrap().to_string(), "{2}{R}");
    assert_eq!(c.colors.iter().collect::<Vec<_>>(), vec![Color::R]);
    let v = g.permanent(copy).unwrap();
    assert_eq!((v.power, v.toughness), (3, 2));
    assert!(v.keywords.haste, "abilities are copied too");
    // The copy survives a round trip through JSON.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.permanent(copy).unwrap().power, 3);
}

#[test]
fn clone_may_enter_as_itself_and_then_dies_as_a_zero_zero_704_5f() {
    let mut g = game(json!({
        "players": [{ "hand": ["Clone"], "battlefield": ["Island", "Island", "Island", "Island", "Grizzly Bears"] }, {}],
        "step": "precombatMain"
    }));
    let clone = in_hand(&g, 0, "Clone");
    g.apply(cast(0, clone, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseCopy { object, .. }) = g.state().pending.clone() else { panic!() };
    let island = on_battlefield(&g, "Island")[0];
    assert_eq!(refused(&mut g, Action::ChooseCopy { player: PlayerId(0), object, copy: Some(island) }), "cannot_copy");
    g.apply(Action::ChooseCopy { player: PlayerId(0), object, copy: None }).unwrap();
    assert!(on_battlefield(&g, "Clone").is_empty());
    assert_eq!(g.object(g.state().players[0].graveyard[0]).unwrap().card, "Clone");
}

#[test]
fn a_token_copy_of_a_normally_cast_automaton_is_a_colorless_six_four_707_2() {
    let mut g = game(json!({
        "players": [{ "hand": ["Quasiduplicate"], "battlefield": ["Island", "Island", "Island", "Blitz Automaton"] }, {}],
        "step": "precombatMain"
    }));
    let automaton = the_only(&g, "Blitz Automaton");
    let spell = in_hand(&g, 0, "Quasiduplicate");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(automaton)])).unwrap();
    let events = resolve_all(&mut g);
    let token = events
        .iter()
        .find_map(|e| match e {
            Event::TokenCreated { object, .. } => Some(*object),
            _ => None,
        })
        .expect("a token");
    assert!(g.object(token).unwrap().token);
    let v = g.permanent(token).unwrap();
    assert_eq!((v.power, v.toughness, v.characteristics.colors.is_empty()), (6, 4, true));
    assert_eq!(v.characteristics.name, "Blitz Automaton");
}

#[test]
fn a_token_copy_of_a_prototyped_automaton_is_prototyped_too_718_3d() {
    let mut g = game(json!({
        "players": [{ "hand": ["Quasiduplicate"], "battlefield": ["Island", "Island", "Island", { "card": "Blitz Automaton", "prototyped": true }] }, {}],
        "step": "precombatMain"
    }));
    let automaton = the_only(&g, "Blitz Automaton");
    let spell = in_hand(&g, 0, "Quasiduplicate");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(automaton)])).unwrap();
    resolve_all(&mut g);
    let token = *g.state().battlefield.last().unwrap();
    let v = g.permanent(token).unwrap();
    assert_eq!((v.power, v.toughness), (3, 2));
    assert_eq!(v.characteristics.colors.iter().collect::<Vec<_>>(), vec![Color::R]);
}

/// P0 casts Blitz Automaton (normally or prototyped) with plenty of
/// Mountains; P1 holds `counter` with two Islands and gets priority.
fn automaton_on_the_stack(method: CastMethod, counter: &str) -> (Game, ObjectId, ObjectId) {
    let mut g = game(json!({
        "players": [
            { "hand": ["Blitz Automaton"], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"] },
            { "hand": [counter], "battlefield": ["Island", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let automaton = in_hand(&g, 0, "Blitz Automaton");
    g.apply(cast(0, automaton, method)).unwrap();
    g.apply(pass(0)).unwrap();
    let spell = g.state().stack[0];
    let counter = in_hand(&g, 1, counter);
    (g, spell, counter)
}

#[test]
fn counter_target_red_spell_can_counter_a_prototyped_automaton_and_not_a_normal_one_718_3b() {
    let (mut g, spell, counter) = automaton_on_the_stack(CastMethod::Prototype, "Test Red Spell Counter");
    assert!(g.legal_actions().contains(&cast_at(1, counter, CastMethod::Normal, vec![at(spell)])));
    g.apply(cast_at(1, counter, CastMethod::Normal, vec![at(spell)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Countered { object, .. } if *object == spell)), "{events:?}");
    assert!(on_battlefield(&g, "Blitz Automaton").is_empty());

    let (mut g, spell, counter) = automaton_on_the_stack(CastMethod::Normal, "Test Red Spell Counter");
    assert_eq!(codes(&option(&g, counter, CastMethod::Normal)), vec!["no_legal_targets"]);
    assert_eq!(refused(&mut g, cast_at(1, counter, CastMethod::Normal, vec![at(spell)])), "no_legal_targets");
}

#[test]
fn a_small_creature_counter_sees_the_prototyped_three_two_and_not_the_six_four_718_3b() {
    let (mut g, spell, counter) = automaton_on_the_stack(CastMethod::Prototype, "Test Small Creature Counter");
    g.apply(cast_at(1, counter, CastMethod::Normal, vec![at(spell)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Blitz Automaton").is_empty());
    let (g, _, counter) = automaton_on_the_stack(CastMethod::Normal, "Test Small Creature Counter");
    assert_eq!(codes(&option(&g, counter, CastMethod::Normal)), vec!["no_legal_targets"]);
    let (g, spell, counter) = automaton_on_the_stack(CastMethod::Normal, "Essence Scatter");
    assert!(g.legal_actions().contains(&cast_at(1, counter, CastMethod::Normal, vec![at(spell)])));
}

#[test]
fn invasion_of_belenon_enters_and_makes_a_two_two_white_knight_token_with_vigilance_111_4() {
    let mut g = game(json!({
        "players": [{ "hand": ["Invasion of Belenon // Belenon War Anthem"], "battlefield": ["Plains", "Plains", "Plains"] }, {}],
        "step": "precombatMain"
    }));
    let battle = in_hand(&g, 0, "Invasion of Belenon // Belenon War Anthem");
    g.apply(cast(0, battle, CastMethod::Normal)).unwrap();
    let events = resolve_all(&mut g);
    let token = events
        .iter()
        .find_map(|e| match e {
            Event::TokenCreated { object, card, .. } => Some((*object, card.clone())),
            _ => None,
        })
        .expect("the Knight token");
    assert_eq!(token.1, "2/2 white Knight creature token with vigilance");
    let v = g.permanent(token.0).unwrap();
    assert_eq!(v.characteristics.name, "Knight Token");
    assert_eq!((v.power, v.toughness), (2, 2));
    assert!(v.keywords.vigilance && v.is(CardType::Creature));
    assert_eq!(v.characteristics.colors.iter().collect::<Vec<_>>(), vec![Color::W]);
    assert!(g.object(token.0).unwrap().token);
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.permanent(token.0).unwrap().power, 2);
}

#[test]
fn a_token_that_leaves_the_battlefield_ceases_to_exist_704_5d() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Invasion of Belenon // Belenon War Anthem"], "battlefield": ["Plains", "Plains", "Plains"] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"] }
        ],
        "step": "precombatMain"
    }));
    let battle = in_hand(&g, 0, "Invasion of Belenon // Belenon War Anthem");
    g.apply(cast(0, battle, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let token = *g.state().battlefield.last().unwrap();
    let objects = g.state().objects.len();
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(token)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::TokenCeasedToExist { .. })), "{events:?}");
    assert!(g.state().players[0].graveyard.is_empty());
    // The token is gone; the bolt moved to the graveyard (same count).
    assert_eq!(g.state().objects.len(), objects - 1);
}

#[test]
fn lightning_bolt_on_a_battle_removes_three_defense_counters_310_6() {
    let mut g = game(json!({
        "players": [
            { "battlefield": [{ "card": "Invasion of Belenon // Belenon War Anthem", "protector": 1 }] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"] }
        ],
        "step": "precombatMain", "priorityPlayer": 1
    }));
    let battle = the_only(&g, "Invasion of Belenon // Belenon War Anthem");
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(battle)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.object(battle).unwrap().counters.get(&mtg_rules::counter::CounterKind::Defense), 2);
}

#[test]
fn explosive_impact_defeats_invasion_of_belenon_and_its_back_face_is_cast_310_12b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Explosive Impact"], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain",
                { "card": "Invasion of Belenon // Belenon War Anthem", "protector": 1 }, "Grizzly Bears"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let battle = the_only(&g, "Invasion of Belenon // Belenon War Anthem");
    let impact = in_hand(&g, 0, "Explosive Impact");
    g.apply(cast_at(0, impact, CastMethod::Normal, vec![at(battle)])).unwrap();
    resolve_all(&mut g);
    let Some(Pending::CastTransformed { object, .. }) = g.state().pending.clone() else {
        panic!("the Siege's trigger resolves first: {:?}", g.state().pending)
    };
    g.apply(Action::CastTransformed { player: PlayerId(0), object, cast: true }).unwrap();
    resolve_all(&mut g);
    let anthem = the_only(&g, "Invasion of Belenon // Belenon War Anthem");
    assert_eq!(g.characteristics(anthem).unwrap().name, "Belenon War Anthem");
    let bears = the_only(&g, "Grizzly Bears");
    assert_eq!(g.permanent(bears).unwrap().power, 3, "Creatures you control get +1/+1");
}

#[test]
fn goblin_warchief_makes_aunties_snitchs_prowl_cost_b_601_2f() {
    let g = game(json!({
        "players": [{ "hand": ["Auntie's Snitch"], "battlefield": ["Goblin Warchief", "Swamp"] }, {}],
        "step": "postcombatMain",
        "damageThisTurn": [{ "source": "Goblin Warchief", "creatureTypes": ["Goblin", "Warrior"], "controller": 0, "damaged": "player", "combat": true }]
    }));
    let snitch = in_hand(&g, 0, "Auntie's Snitch");
    let prowl = option(&g, snitch, CastMethod::Prowl);
    assert_eq!(prowl.mana_cost.unwrap().to_string(), "{B}");
    assert!(prowl.castable, "{:?}", prowl.reasons);
    assert_eq!(option(&g, snitch, CastMethod::Normal).mana_cost.unwrap().to_string(), "{1}{B}");
}

#[test]
fn hunting_velociraptor_gives_a_dinosaur_spell_prowl_after_it_dealt_combat_damage_702_76a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Colossal Dreadmaw"], "battlefield": ["Hunting Velociraptor", "Mountain", "Mountain", "Mountain"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let raptor = the_only(&g, "Hunting Velociraptor");
    let dreadmaw = in_hand(&g, 0, "Colossal Dreadmaw");
    let before = option(&g, dreadmaw, CastMethod::Prowl);
    assert_eq!(before.mana_cost.as_ref().unwrap().to_string(), "{2}{R}");
    assert_eq!(codes(&before), vec!["prowl_condition_unmet"]);
    // Real combat: the Velociraptor attacks and deals its damage.
    g.advance(&mtg_rules::game::AutoPass::until(mtg_rules::game::Until::Choice)).unwrap();
    let attack = mtg_rules::game::AttackDeclaration {
        attacker: raptor,
        target: mtg_rules::game::AttackTarget::Player { player: PlayerId(1) },
        exert: false,
    };
    g.apply(Action::DeclareAttackers { player: PlayerId(0), attackers: vec![attack] }).unwrap();
    let until_main = mtg_rules::game::AutoPass {
        no_blocks: true,
        ..mtg_rules::game::AutoPass::until(mtg_rules::game::Until::Step { step: Step::PostcombatMain })
    };
    g.advance(&until_main).unwrap();
    assert_eq!(g.state().players[1].life, 17);
    let after = option(&g, dreadmaw, CastMethod::Prowl);
    assert!(after.castable, "{:?}", after.reasons);
    g.apply(cast(0, dreadmaw, CastMethod::Prowl)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Colossal Dreadmaw").len(), 1);
}

#[test]
fn bitterblossom_makes_a_flying_faerie_rogue_and_costs_a_life_each_upkeep_503_1a() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Bitterblossom"], "library": ["Swamp", "Swamp"] }, { "library": ["Plains", "Plains"] }],
        "step": "untap"
    }));
    let until_draw = mtg_rules::game::AutoPass::until(mtg_rules::game::Until::Step { step: Step::Draw });
    let events = g.advance(&until_draw).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })), "{events:?}");
    assert_eq!(g.state().players[0].life, 19);
    let token = on_battlefield(&g, "1/1 black Faerie Rogue creature token with flying");
    assert_eq!(token.len(), 1);
    assert!(g.permanent(token[0]).unwrap().keywords.flying);
    // Not in the opponent's upkeep.
    let mut g2 = game(json!({
        "players": [{ "library": ["Plains"] }, { "battlefield": ["Bitterblossom"], "library": ["Swamp"] }],
        "step": "untap"
    }));
    g2.advance(&until_draw).unwrap();
    assert_eq!(g2.state().players[1].life, 20);
}

#[test]
fn doomed_dissenter_dying_makes_a_zombie_700_4() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Doomed Dissenter"] },
            { "hand": ["Shock"], "battlefield": ["Mountain"] }
        ],
        "step": "precombatMain", "priorityPlayer": 1
    }));
    let dissenter = the_only(&g, "Doomed Dissenter");
    let shock = in_hand(&g, 1, "Shock");
    g.apply(cast_at(1, shock, CastMethod::Normal, vec![at(dissenter)])).unwrap();
    resolve_all(&mut g);
    let zombie = on_battlefield(&g, "2/2 black Zombie creature token");
    assert_eq!(zombie.len(), 1);
    assert_eq!(g.object(zombie[0]).unwrap().controller, PlayerId(0));
}

#[test]
fn young_pyromancer_triggers_on_instants_and_sorceries_only_601_2i() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Shock", "Grizzly Bears"], "battlefield": ["Young Pyromancer", "Mountain", "Forest", "Forest", "Forest"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    g.apply(cast(0, bears, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let elemental = "1/1 red Elemental creature token";
    assert!(on_battlefield(&g, elemental).is_empty());
    let shock = in_hand(&g, 0, "Shock");
    g.apply(cast_at(0, shock, CastMethod::Normal, vec![player_target(1)])).unwrap();
    // The trigger goes on the stack above Shock and resolves first.
    let events = resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, elemental).len(), 1);
    assert_eq!(g.state().players[1].life, 18);
    let order: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::AbilityResolved { .. } => Some("ability"),
            Event::SpellResolved { .. } => Some("spell"),
            _ => None,
        })
        .collect();
    assert_eq!(order, ["ability", "spell"]);
}

#[test]
fn an_attack_trigger_and_an_end_step_trigger_resolve_in_their_steps_508_1m_513_1a() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Test War Drummer"], "library": ["Plains", "Plains"] }, { "library": ["Plains"] }],
        "step": "precombatMain"
    }));
    let drummer = the_only(&g, "Test War Drummer");
    g.advance(&mtg_rules::game::AutoPass::until(mtg_rules::game::Until::Choice)).unwrap();
    let attack = mtg_rules::game::AttackDeclaration {
        attacker: drummer,
        target: mtg_rules::game::AttackTarget::Player { player: PlayerId(1) },
        exert: false,
    };
    let events = g.apply(Action::DeclareAttackers { player: PlayerId(0), attackers: vec![attack] }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })), "{events:?}");
    let hand = g.state().players[0].hand.len();
    let next_turn = mtg_rules::game::AutoPass { no_blocks: true, ..mtg_rules::game::AutoPass::until(Until::NextTurn) };
    g.advance(&next_turn).unwrap();
    assert_eq!(g.state().players[0].life, 21);
    assert_eq!(g.state().players[1].life, 18);
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "drew at the beginning of the end step");
}

#[test]
fn wrath_of_god_destroys_every_creature_but_an_indestructible_one_701_8a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Wrath of God"], "battlefield": ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears", "Zetalpa, Primal Dawn"] },
            { "battlefield": ["Doomed Dissenter", "Craw Wurm", "Sol Ring"] }
        ],
        "step": "precombatMain"
    }));
    let wrath = in_hand(&g, 0, "Wrath of God");
    g.apply(cast(0, wrath, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    for gone in ["Grizzly Bears", "Doomed Dissenter", "Craw Wurm"] {
        assert!(on_battlefield(&g, gone).is_empty(), "{gone}");
    }
    assert_eq!(on_battlefield(&g, "Zetalpa, Primal Dawn").len(), 1, "indestructible (702.12b)");
    assert_eq!(on_battlefield(&g, "Sol Ring").len(), 1, "not a creature");
    // Doomed Dissenter died with the others: its token comes after.
    assert_eq!(on_battlefield(&g, "2/2 black Zombie creature token").len(), 1);
}

#[test]
fn lightning_helix_deals_three_and_gains_three_608_2c() {
    let mut g = game(json!({
        "players": [{ "hand": ["Lightning Helix"], "battlefield": ["Mountain", "Plains"], "life": 10 }, {}],
        "step": "precombatMain"
    }));
    let helix = in_hand(&g, 0, "Lightning Helix");
    g.apply(cast_at(0, helix, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (13, 17));
}

#[test]
fn murder_cannot_target_a_creature_with_protection_from_black_702_16b() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Murder"], "battlefield": ["Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["White Knight"] }
        ],
        "step": "precombatMain"
    }));
    let knight = the_only(&g, "White Knight");
    let murder = in_hand(&g, 0, "Murder");
    assert_eq!(codes(&option(&g, murder, CastMethod::Normal)), vec!["no_legal_targets"]);
    assert_eq!(refused(&mut g, cast_at(0, murder, CastMethod::Normal, vec![at(knight)])), "no_legal_targets");
}

/// Player 1 bolts player 0's Tolarian Terror (ward {2}) with `mountains` Mountains.
fn bolt_the_terror(mountains: usize) -> (Game, ObjectId) {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Tolarian Terror"] },
            { "hand": ["Lightning Bolt"], "battlefield": vec!["Mountain"; mountains] }
        ],
        "step": "precombatMain", "priorityPlayer": 1
    }));
    let terror = the_only(&g, "Tolarian Terror");
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let events = g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(terror)])).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { .. })), "ward triggers: {events:?}");
    resolve_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::PayWard { player: PlayerId(1), .. })), "{:?}", g.state().pending);
    (g, terror)
}

#[test]
fn ward_counters_a_bolt_whose_caster_cannot_pay_two_702_21a() {
    let (mut g, terror) = bolt_the_terror(1);
    assert_eq!(g.legal_actions(), vec![Action::PayWard { player: PlayerId(1), pay: false }]);
    assert_eq!(refused(&mut g, Action::PayWard { player: PlayerId(1), pay: true }), "cannot_pay");
    let events = g.apply(Action::PayWard { player: PlayerId(1), pay: false }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Countered { card, .. } if card == "Lightning Bolt")));
    assert_eq!(g.object(terror).unwrap().damage, 0);
}

#[test]
fn ward_paid_lets_the_bolt_resolve_702_21a() {
    let (mut g, terror) = bolt_the_terror(3);
    assert_eq!(g.legal_actions().len(), 2);
    g.apply(Action::PayWard { player: PlayerId(1), pay: true }).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.object(terror).unwrap().damage, 3);
    assert!(on_battlefield(&g, "Mountain").iter().all(|&m| g.object(m).unwrap().tapped));
}

#[test]
fn a_bears_with_a_plus_one_counter_under_glorious_anthem_reads_four_four_as_it_fights_613_4c() {
    let g = game(json!({
        "players": [{ "battlefield": ["Glorious Anthem", { "card": "Grizzly Bears", "counters": { "+1/+1": 1 } }] }, {}],
        "step": "precombatMain"
    }));
    let bears = the_only(&g, "Grizzly Bears");
    let c = g.characteristics(bears).unwrap();
    assert_eq!((c.power, c.toughness), (Some(4), Some(4)));
    let v = g.permanent(bears).unwrap();
    assert_eq!((v.power, v.toughness), (4, 4), "the same numbers combat uses");
    // Away from the battlefield, neither the counter nor the anthem applies.
    let anthem = the_only(&g, "Glorious Anthem");
    assert_eq!(g.characteristics(anthem).unwrap().power, None, "a noncreature has no power");
}

#[test]
fn keywords_granted_by_static_abilities_are_in_the_characteristics_613_1f() {
    let g = game(json!({
        "players": [{ "battlefield": ["Goblin Warchief", "Bloodmark Mentor", "Grizzly Bears"] }, {}],
        "step": "precombatMain"
    }));
    let warchief = the_only(&g, "Goblin Warchief");
    let keywords = g.characteristics(warchief).unwrap().keywords;
    // A red Goblin: haste from itself, first strike from the Mentor.
    assert!(keywords.iter().any(|k| k == "Haste") && keywords.iter().any(|k| k == "First strike"), "{keywords:?}");
    let bears = the_only(&g, "Grizzly Bears");
    assert!(g.characteristics(bears).unwrap().keywords.is_empty(), "a green Bear gets neither");
}

#[test]
fn a_clone_of_grizzly_bears_under_an_anthem_reads_as_a_three_three_grizzly_bears_613_2_613_4c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Clone"], "battlefield": ["Island", "Island", "Island", "Island", "Glorious Anthem"] },
            { "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let bears = the_only(&g, "Grizzly Bears");
    let clone = in_hand(&g, 0, "Clone");
    g.apply(cast(0, clone, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseCopy { object, .. }) = g.state().pending.clone() else { panic!() };
    g.apply(Action::ChooseCopy { player: PlayerId(0), object, copy: Some(bears) }).unwrap();
    let copy = the_only(&g, "Clone");
    let c = g.characteristics(copy).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Grizzly Bears", Some(3), Some(3)));
    assert_eq!(g.characteristics(bears).unwrap().power, Some(2), "the opponent's Bears get no anthem");
}

#[test]
fn knight_of_old_benalia_pumps_the_other_creatures_you_control_not_itself_113_7_611_2c() {
    // "When this creature enters, other creatures you control get +1/+1 until end of turn.": "other"
    // excludes the ability's source (113.7), not the ability on the stack.
    let mut g = game(json!({
        "players": [
            { "hand": ["Knight of Old Benalia"], "battlefield": ["Grizzly Bears", "Plains", "Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let knight = in_hand(&g, 0, "Knight of Old Benalia");
    assert!(
        db().get("Knight of Old Benalia").unwrap().faces[0].unsupported_text.iter().all(|t| t.starts_with("Suspend"))
    );
    g.apply(cast(0, knight, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let pt = |g: &Game, id: ObjectId| {
        let c = g.characteristics(id).unwrap();
        (c.power, c.toughness, g.object(id).unwrap().controller)
    };
    let knight = the_only(&g, "Knight of Old Benalia");
    assert_eq!(pt(&g, knight), (Some(3), Some(3), PlayerId(0)), "not itself");
    let bears: Vec<_> = on_battlefield(&g, "Grizzly Bears").into_iter().map(|id| pt(&g, id)).collect();
    assert!(bears.contains(&(Some(3), Some(3), PlayerId(0))), "{bears:?}");
    assert!(bears.contains(&(Some(2), Some(2), PlayerId(1))), "{bears:?}");
}
