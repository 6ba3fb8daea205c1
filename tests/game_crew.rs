//! Crew (702.122) on the pool's Vehicles (`data/pool-decks.json`): Reckoner
//! Bankbuster crewed by a summoning-sick creature, crew refused with too
//! little power, the Vehicle a creature only until cleanup (514.2), and its
//! noncreature characteristics without power and toughness (208.3).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, Game, ObjectId, Step};
use mtg_rules::text::{Ability, CostPart, Effect};
use serde_json::json;

/// Player 0 (active, precombat main of turn 3) has Reckoner Bankbuster and
/// four Swamps on the battlefield (plus `mine`) and Dauthi Voidwalker in
/// hand; player 1 has nothing.
fn bankbuster_game(mine: &[serde_json::Value], hand: &[&str]) -> Game {
    let mut battlefield = vec![json!("Swamp"), json!("Swamp"), json!("Swamp"), json!("Swamp")];
    battlefield.extend_from_slice(mine);
    decks_game(json!({
        "players": [
            { "battlefield": battlefield, "hand": hand, "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Activates `vehicle`'s crew ability tapping `creatures`.
fn crew(g: &Game, vehicle: ObjectId, creatures: Vec<ObjectId>) -> Action {
    let index = ability_index("Reckoner Bankbuster", |e| e == [Effect::BecomeArtifactCreature]);
    let mut action = activate(g, vehicle, index);
    if let Action::ActivateAbility { choices, .. } = &mut action {
        *choices = creatures;
    }
    action
}

/// The index of `card`'s activated ability whose effects are `which`.
fn ability_index(card: &str, which: impl Fn(&[Effect]) -> bool) -> usize {
    let card = decks_pool().card(card).unwrap();
    card.faces[0]
        .abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { effects, .. } if which(effects)))
        .unwrap()
}

fn is_creature(g: &Game, id: ObjectId) -> bool {
    g.permanent(id).is_some_and(|p| p.characteristics.types.contains(mtg_rules::card::CardType::Creature))
}

#[test]
fn crew_n_is_read_as_the_activated_ability_it_means_on_the_pools_vehicles_702_122a() {
    for name in ["Reckoner Bankbuster", "Unlicensed Hearse"] {
        let card = decks_pool().card(name).unwrap();
        let crew = card.faces[0]
            .abilities
            .iter()
            .find(|a| matches!(a, Ability::Activated { effects, .. } if effects == &[Effect::BecomeArtifactCreature]));
        assert!(
            matches!(crew, Some(Ability::Activated { cost, restrictions, .. })
                if matches!(cost.parts[..], [CostPart::TapPower { .. }]) && restrictions.is_empty()),
            "{name}: {crew:?}"
        );
    }
}

#[test]
fn a_summoning_sick_creature_crews_reckoner_bankbuster_cast_last_turn_which_attacks_for_4_702_122a_302_6() {
    let mut g = bankbuster_game(&[], &["Reckoner Bankbuster", "Dauthi Voidwalker"]);
    let bankbuster = in_hand(&g, 0, "Reckoner Bankbuster");
    g.apply(cast(0, bankbuster, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let bankbuster = the_only(&g, "Reckoner Bankbuster");
    assert_eq!(g.object(bankbuster).unwrap().counters.get(&CounterKind::Charge), 3, "enters with three");
    // 208.3: a noncreature Vehicle has no power or toughness.
    assert!(!is_creature(&g, bankbuster));
    let view = g.permanent(bankbuster).unwrap();
    assert_eq!(view.characteristics.power, None);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let voidwalker = in_hand(&g, 0, "Dauthi Voidwalker");
    g.apply(cast(0, voidwalker, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let voidwalker = the_only(&g, "Dauthi Voidwalker");
    assert!(g.object(voidwalker).unwrap().summoning_sick);
    // 702.122a: crewing is not {T}: a summoning-sick creature may crew (302.6 does not apply).
    g.apply(crew(&g, bankbuster, vec![voidwalker])).unwrap();
    assert!(g.object(voidwalker).unwrap().tapped, "tapped as the cost");
    assert!(!is_creature(&g, bankbuster), "not yet: the ability is on the stack");
    pass_all(&mut g);
    assert!(is_creature(&g, bankbuster));
    let view = g.permanent(bankbuster).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4), "its printed power and toughness");
    assert!(view.characteristics.types.contains(mtg_rules::card::CardType::Artifact));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(bankbuster, at_player(1))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 16);
    // 514.2: it stops being a creature at cleanup.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    assert!(!is_creature(&g, bankbuster));
    assert_eq!(zone_of(&g, "Reckoner Bankbuster", 0), Some(Zone::Battlefield));
}

#[test]
fn crewing_with_too_little_power_is_refused_and_the_game_is_unchanged_702_122a_732_1() {
    let bears = json!({ "card": "Dauthi Voidwalker", "summoningSick": true });
    let mut g = bankbuster_game(&[json!("Reckoner Bankbuster"), bears, json!("Ignoble Hierarch")], &[]);
    let bankbuster = the_only(&g, "Reckoner Bankbuster");
    let hierarch = the_only(&g, "Ignoble Hierarch");
    let voidwalker = the_only(&g, "Dauthi Voidwalker");
    let action = crew(&g, bankbuster, vec![hierarch]);
    assert_eq!(refused(&mut g, action), "not_enough_power");
    let action = crew(&g, bankbuster, vec![hierarch, hierarch, hierarch]);
    assert_eq!(refused(&mut g, action), "invalid_cost_choice", "one creature tapped once");
    // Any time its controller has priority (not sorcery speed): in the beginning of combat.
    advance_to(&mut g, Step::BeginningOfCombat);
    g.apply(crew(&g, bankbuster, vec![voidwalker])).unwrap();
    pass_all(&mut g);
    assert!(is_creature(&g, bankbuster));
    // A tapped creature can't crew (702.122a: untapped creatures).
    let action = crew(&g, bankbuster, vec![voidwalker]);
    assert_eq!(refused(&mut g, action), "invalid_cost_choice");
}

/// Player 0 has Unlicensed Hearse and Guardian of the Guildpact (2/3, to
/// crew it) and a Plains in their graveyard; player 1 has Lightning Bolt and
/// Consider in theirs.
fn hearse_game() -> (Game, ObjectId, usize) {
    let g = decks_game(json!({
        "players": [
            { "battlefield": ["Unlicensed Hearse", "Guardian of the Guildpact"], "graveyard": ["Plains"],
              "library": ["Plains", "Plains", "Plains"] },
            { "graveyard": ["Lightning Bolt", "Consider"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let hearse = the_only(&g, "Unlicensed Hearse");
    let exile = ability_index("Unlicensed Hearse", |e| matches!(e, [Effect::Exile { .. }, Effect::Exile { .. }]));
    (g, hearse, exile)
}

fn graveyard_card(g: &Game, player: usize, name: &str) -> ObjectId {
    *g.state().players[player].graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap()
}

#[test]
fn unlicensed_hearse_exiles_up_to_two_cards_from_a_single_graveyard_only_115_1_601_2c() {
    let card = decks_pool().card("Unlicensed Hearse").unwrap();
    assert!(card.faces[0].unsupported_text.is_empty(), "{:?}", card.faces[0].unsupported_text);
    let (mut g, hearse, exile) = hearse_game();
    let (bolt, plains) = (graveyard_card(&g, 1, "Lightning Bolt"), graveyard_card(&g, 0, "Plains"));
    // Two graveyards: refused, the game unchanged (732).
    let before = g.to_json();
    let both = activate_at(&g, hearse, exile, vec![at(bolt), at(plains)]);
    refused_with(&mut g, both, "not_a_single_graveyard", Some("115.1"));
    assert_eq!(g.to_json(), before);
    // No legal action lists such a pair.
    let two_graveyards = g.legal_actions().into_iter().any(|a| {
        matches!(&a, Action::ActivateAbility { object, targets, .. } if *object == hearse
            && targets.contains(&at(plains)) && targets.len() == 2 && targets.iter().any(|&t| t != at(plains) && t != mtg_rules::game::Target::Nothing))
    });
    assert!(!two_graveyards);
    check_legal_actions(&g);
    // One card alone is fine ("up to"), from either graveyard.
    assert!(g.legal_actions().contains(&activate_at(
        &g,
        hearse,
        exile,
        vec![at(plains), mtg_rules::game::Target::Nothing]
    )));
}

#[test]
fn unlicensed_hearses_power_and_toughness_are_the_number_of_cards_exiled_with_it_604_3_607_2a_613_4a() {
    let (mut g, hearse, exile) = hearse_game();
    let (bolt, consider) = (graveyard_card(&g, 1, "Lightning Bolt"), graveyard_card(&g, 1, "Consider"));
    g.apply(activate_at(&g, hearse, exile, vec![at(bolt), at(consider)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].graveyard.len(), 0);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    // Crewed, it is a creature whose */* counts the two cards it exiled.
    let guardian = the_only(&g, "Guardian of the Guildpact");
    let crew_index = ability_index("Unlicensed Hearse", |e| e == [Effect::BecomeArtifactCreature]);
    let mut action = activate(&g, hearse, crew_index);
    if let Action::ActivateAbility { choices, .. } = &mut action {
        *choices = vec![guardian];
    }
    g.apply(action).unwrap();
    resolve_all(&mut g);
    assert!(is_creature(&g, hearse));
    let view = g.permanent(hearse).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2));
    // The link is kept through a JSON round trip (exiledWith).
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.permanent(hearse).unwrap().power, 2);
}

/// Reckoner Bankbuster's "{2}, {T}, Remove a charge counter from Reckoner
/// Bankbuster: Draw a card. Then if there are no charge counters on …".
fn draw_ability(g: &Game, bankbuster: ObjectId) -> Action {
    let index = ability_index("Reckoner Bankbuster", |e| matches!(e, [Effect::Draw { .. }, Effect::OnlyIf { .. }]));
    activate(g, bankbuster, index)
}

/// The Pilot tokens on the battlefield (111.4: named "Pilot Token").
fn pilots(g: &Game) -> Vec<ObjectId> {
    let battlefield = g.state().battlefield.clone();
    battlefield.into_iter().filter(|&id| g.characteristics(id).is_ok_and(|c| c.name == "Pilot Token")).collect()
}

fn hand_size(g: &Game) -> usize {
    g.state().players[0].hand.len()
}

#[test]
fn reckoner_bankbuster_draws_and_with_its_last_charge_counter_removed_creates_a_treasure_and_a_pilot_608_2c_122_1() {
    let bankbuster = json!({ "card": "Reckoner Bankbuster", "counters": { "charge": 2 } });
    let mut g = bankbuster_game(&[bankbuster], &[]);
    let bankbuster = the_only(&g, "Reckoner Bankbuster");
    let before = hand_size(&g);
    g.apply(draw_ability(&g, bankbuster)).unwrap();
    assert_eq!(g.object(bankbuster).unwrap().counters.get(&CounterKind::Charge), 1, "removed as the cost");
    pass_all(&mut g);
    assert_eq!(hand_size(&g), before + 1);
    assert!(on_battlefield(&g, "Treasure").is_empty() && pilots(&g).is_empty(), "one left");
    // Its controller's next turn: untapped, the last counter removed.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let before = hand_size(&g);
    g.apply(draw_ability(&g, bankbuster)).unwrap();
    pass_all(&mut g);
    assert_eq!(hand_size(&g), before + 1);
    assert_eq!(g.object(bankbuster).unwrap().counters.get(&CounterKind::Charge), 0);
    assert_eq!(on_battlefield(&g, "Treasure").len(), 1);
    let [pilot] = pilots(&g)[..] else { panic!("one Pilot") };
    let view = g.permanent(pilot).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1));
    let c = g.characteristics(pilot).unwrap();
    assert!(c.types.contains(mtg_rules::card::CardType::Creature) && c.colors.is_empty());
    assert_eq!(c.subtypes.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["Pilot"]);
}

/// 702.122a–b: the Pilot token "crews Vehicles as though its power were 2
/// greater": alone, its 1 power pays Bankbuster's crew 3; saddle (702.171a)
/// is no crew, so it pays only its power there (Quilled Charger's saddle 2).
#[test]
fn the_pilot_token_crews_reckoner_bankbuster_alone_but_does_not_saddle_quilled_charger_702_122a_702_171a() {
    let bankbuster = json!({ "card": "Reckoner Bankbuster", "counters": { "charge": 1 } });
    let mut g = game(json!({
        "players": [
            { "battlefield": [bankbuster, "Quilled Charger", "Swamp", "Swamp"], "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let bankbuster = the_only(&g, "Reckoner Bankbuster");
    g.apply(draw_ability(&g, bankbuster)).unwrap();
    pass_all(&mut g);
    let [pilot] = pilots(&g)[..] else { panic!("one Pilot") };
    let charger = the_only(&g, "Quilled Charger");
    let mut saddle = activate(&g, charger, 1);
    if let Action::ActivateAbility { choices, .. } = &mut saddle {
        *choices = vec![pilot];
    }
    assert_eq!(refused(&mut g, saddle), "not_enough_power", "saddle counts its power, 1");
    // Bankbuster is tapped (its own {T}), which does not stop its crew ability.
    g.apply(crew(&g, bankbuster, vec![pilot])).unwrap();
    assert!(g.object(pilot).unwrap().tapped);
    pass_all(&mut g);
    assert!(is_creature(&g, bankbuster));
}
