//! Mutate (702.140) and merged permanents (729) on real cards: Gemrazer
//! ("Mutate {1}{G}{G}", reach, trample, "Whenever this creature mutates,
//! destroy target artifact or enchantment an opponent controls.") and
//! Sea-Dasher Octopus ("Mutate {1}{U}", flash, "Whenever this creature deals
//! combat damage to a player, draw a card."), today's Oracle text
//! (`tests/data/mechanics-cards.json`).

mod game_fixture;
mod invariants;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step, Target};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` (three Forests,
/// two Islands and a Mountain besides) and `hand`; player 1 has `theirs`.
fn table(mine: Value, hand: Value, theirs: Value) -> Game {
    let mut battlefield = vec![json!("Forest"), json!("Forest"), json!("Forest"), json!("Island"), json!("Island")];
    battlefield.push(json!("Mountain"));
    battlefield.extend(mine.as_array().unwrap().iter().cloned());
    game(json!({
        "players": [
            { "battlefield": battlefield, "hand": hand, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Casts `card` from player 0's hand for its mutate cost targeting `target`,
/// and passes until the spell resolves: its controller's choice is pending.
fn mutate_onto(g: &mut Game, card: &str, target: ObjectId) -> ObjectId {
    let spell = in_hand(g, 0, card);
    g.apply(cast_at(0, spell, CastMethod::Mutate, vec![at(target)])).unwrap();
    pass_all(g);
    spell
}

/// Answers the pending mutate choice: on top of the target or under it.
fn merge(g: &mut Game, on_top: bool) -> Vec<Event> {
    let answer = Action::Mutate { player: PlayerId(0), on_top };
    assert!(g.legal_actions().contains(&answer), "{:?}", g.legal_actions());
    g.apply(answer).unwrap()
}

fn keywords(g: &Game, id: ObjectId) -> (bool, bool, bool, bool) {
    let k = g.permanent(id).unwrap().keywords;
    (k.flying, k.vigilance, k.reach, k.trample)
}

/// Cards that are not tokens, in zones and in merged permanents (400.1, 729.2).
fn cards_in_game(g: &Game) -> usize {
    let s = g.state();
    let objects = s.objects.iter().filter(|o| !o.token && o.ability.is_none()).count();
    objects + s.merged.iter().flat_map(|m| &m.under).filter(|c| !c.token).count()
}

#[test]
fn gemrazer_mutated_on_top_of_a_creature_is_one_permanent_with_its_name_power_and_toughness_and_both_cards_abilities_702_140c_702_140e_729_2a()
 {
    let griffin = json!({ "card": "Abbey Griffin", "counters": { "+1/+1": 1 }, "damage": 1 });
    let mut g = table(json!([griffin]), json!(["Gemrazer"]), json!([]));
    for card in ["Gemrazer", "Sea-Dasher Octopus"] {
        assert_eq!(db().card(card).unwrap().faces[0].unsupported_text, Vec::<String>::new(), "{card} is read whole");
    }
    let griffin = the_only(&g, "Abbey Griffin");
    let cards = cards_in_game(&g);
    // 702.140a: listed with its target, a non-Human creature its caster owns.
    let gemrazer = in_hand(&g, 0, "Gemrazer");
    let listed = cast_at(0, gemrazer, CastMethod::Mutate, vec![at(griffin)]);
    assert!(g.legal_actions().contains(&listed));
    let option = option(&g, gemrazer, CastMethod::Mutate);
    assert!(option.castable, "{:?}", option.reasons);
    assert_eq!(
        option.mana_cost.as_ref().map(ToString::to_string).as_deref(),
        Some("{1}{G}{G}"),
        "the mutate cost, an alternative cost (118.9)"
    );
    mutate_onto(&mut g, "Gemrazer", griffin);
    // 702.140c: its controller chooses on top or under; nothing else is listed.
    assert!(matches!(g.state().pending, Some(Pending::Mutate { target, .. }) if target == griffin));
    assert_eq!(g.legal_actions().len(), 2);
    let events = merge(&mut g, true);
    assert!(events.iter().any(|e| matches!(e, Event::Mutated { object, on_top: true, .. } if *object == griffin)));
    // 729.2c: the same object, not a new one: no summoning sickness, counters and damage stay.
    assert_eq!(g.state().merged.iter().map(|m| m.object).collect::<Vec<_>>(), [griffin]);
    assert!(g.state().stack.is_empty());
    let merged = g.object(griffin).unwrap();
    assert_eq!(merged.card, "Gemrazer");
    assert!(!merged.summoning_sick);
    assert_eq!(merged.damage, 1);
    let c = g.characteristics(griffin).unwrap();
    assert_eq!(c.name, "Gemrazer");
    let view = g.permanent(griffin).unwrap();
    assert_eq!((view.power, view.toughness), (5, 5), "Gemrazer's 4/4 and the +1/+1 counter");
    // 702.140e: Gemrazer's reach and trample, and Abbey Griffin's flying and vigilance.
    assert_eq!(keywords(&g, griffin), (true, true, true, true));
    // 400.1, 729.2: every card in exactly one place; none was lost or made.
    assert_eq!(cards_in_game(&g), cards);
    assert!(!g.state().players[0].hand.contains(&gemrazer));
    invariants::check_invariants(&g, &[20, 20]);
    check_legal_actions(&g);
}

#[test]
fn gemrazer_mutated_under_a_creature_keeps_that_creatures_name_power_and_toughness_and_adds_gemrazers_abilities_702_140c_702_140e()
 {
    let mut g = table(json!(["Abbey Griffin"]), json!(["Gemrazer"]), json!([]));
    let griffin = the_only(&g, "Abbey Griffin");
    mutate_onto(&mut g, "Gemrazer", griffin);
    merge(&mut g, false);
    assert_eq!(g.characteristics(griffin).unwrap().name, "Abbey Griffin");
    let view = g.permanent(griffin).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2));
    assert_eq!(keywords(&g, griffin), (true, true, true, true), "flying, vigilance, and Gemrazer's reach, trample");
    let under = &g.state().merged[0].under;
    assert_eq!(under.iter().map(|c| c.card.as_str()).collect::<Vec<_>>(), ["Gemrazer"]);
    invariants::check_invariants(&g, &[20, 20]);
}

#[test]
fn whenever_this_creature_mutates_triggers_from_under_the_merged_permanent_and_gemrazer_destroys_an_opponents_enchantment_702_140d()
 {
    let mut g = table(json!(["Abbey Griffin"]), json!(["Gemrazer"]), json!(["Bitterblossom", "Bronze Sable"]));
    let griffin = the_only(&g, "Abbey Griffin");
    let bitterblossom = the_only(&g, "Bitterblossom");
    mutate_onto(&mut g, "Gemrazer", griffin);
    merge(&mut g, false);
    // 603.3d: the trigger's target, an artifact or enchantment an opponent controls.
    choose_trigger_targets(&mut g, &[at(bitterblossom)]);
    let top = *g.state().stack.last().unwrap();
    assert_eq!(g.object(top).unwrap().ability.as_ref().map(|a| a.source), Some(griffin));
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Bitterblossom").is_empty());
    assert_eq!(zone_of(&g, "Bitterblossom", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(on_battlefield(&g, "Bronze Sable").len(), 1);
}

#[test]
fn a_mutating_spell_whose_target_is_gone_resolves_as_a_creature_spell_and_enters_on_its_own_702_140b() {
    let mut g = table(json!(["Abbey Griffin"]), json!(["Gemrazer", "Lightning Bolt"]), json!([]));
    let griffin = the_only(&g, "Abbey Griffin");
    let gemrazer = in_hand(&g, 0, "Gemrazer");
    g.apply(cast_at(0, gemrazer, CastMethod::Mutate, vec![at(griffin)])).unwrap();
    // Its caster, holding priority, bolts the target.
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(griffin)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(g.state().pending.is_none());
    assert!(!events.iter().any(|e| matches!(e, Event::Mutated { .. })));
    let entered = the_only(&g, "Gemrazer");
    assert!(g.state().merged.is_empty());
    assert!(g.object(entered).unwrap().summoning_sick, "a new permanent (302.6)");
    let view = g.permanent(entered).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4));
    assert_eq!(zone_of(&g, "Abbey Griffin", 0), Some(mtg_rules::card::Zone::Graveyard));
    invariants::check_invariants(&g, &[20, 20]);
}

#[test]
fn a_mutating_spell_whose_target_became_a_human_enters_as_a_creature_702_140b() {
    // Changeling Outcast is every creature type, Human included (702.73a): never a legal target.
    let mut g = table(json!(["Abbey Griffin", "Changeling Outcast"]), json!(["Gemrazer"]), json!([]));
    let outcast = the_only(&g, "Changeling Outcast");
    let gemrazer = in_hand(&g, 0, "Gemrazer");
    let code = refused(&mut g, cast_at(0, gemrazer, CastMethod::Mutate, vec![at(outcast)]));
    assert_eq!(code, "illegal_target");
    // Resolving with an illegal target: the state read back with the spell's target a Human.
    let griffin = the_only(&g, "Abbey Griffin");
    g.apply(cast_at(0, gemrazer, CastMethod::Mutate, vec![at(griffin)])).unwrap();
    let mut state: Value = serde_json::from_str(&g.to_json()).unwrap();
    let spell = *g.state().stack.last().unwrap();
    for o in state["objects"].as_array_mut().unwrap() {
        if o["id"] == json!(spell.0) {
            o["targets"] = json!([{ "type": "object", "object": outcast.0 }]);
        }
    }
    let mut g = Game::from_json(db(), &state.to_string()).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none());
    let entered = the_only(&g, "Gemrazer");
    assert!(g.state().merged.is_empty());
    assert!(g.object(entered).is_ok() && g.object(outcast).is_ok());
}

#[test]
fn a_merged_permanent_that_dies_puts_both_its_cards_into_its_owners_graveyard_729_3() {
    let mut g = table(json!(["Abbey Griffin"]), json!(["Gemrazer", "Lightning Bolt"]), json!([]));
    let griffin = the_only(&g, "Abbey Griffin");
    let cards = cards_in_game(&g);
    mutate_onto(&mut g, "Gemrazer", griffin);
    merge(&mut g, false);
    // A 2/2 Abbey Griffin on top: Lightning Bolt kills it (704.5g).
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![at(griffin)])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().merged.is_empty());
    assert_eq!(zone_of(&g, "Abbey Griffin", 0), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "Gemrazer", 0), Some(mtg_rules::card::Zone::Graveyard));
    let graveyard: Vec<&str> =
        g.state().players[0].graveyard.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(graveyard.iter().filter(|&&c| c == "Gemrazer" || c == "Abbey Griffin").count(), 2, "{graveyard:?}");
    // 400.7: each card is its own card again, a new object.
    let dead = g.state().players[0].graveyard.iter().copied().find(|&id| g.object(id).unwrap().card == "Abbey Griffin");
    let c = g.characteristics(dead.unwrap()).unwrap();
    assert!(c.keywords.iter().any(|k| k == "Flying") && !c.keywords.iter().any(|k| k == "Reach"), "{:?}", c.keywords);
    assert_eq!(cards_in_game(&g), cards);
    invariants::check_invariants(&g, &[20, 20]);
}

#[test]
fn a_merged_permanent_and_a_pending_mutate_choice_survive_a_json_round_trip_729_2() {
    let mut g = table(json!(["Abbey Griffin"]), json!(["Gemrazer"]), json!(["Bitterblossom", "Bronze Sable"]));
    let griffin = the_only(&g, "Abbey Griffin");
    mutate_onto(&mut g, "Gemrazer", griffin);
    // The choice itself.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    assert_eq!(back.legal_actions(), g.legal_actions());
    merge(&mut g, true);
    // The merged permanent, with its trigger waiting for a target.
    let mut back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    assert_eq!(back.legal_actions(), g.legal_actions());
    assert_eq!(back.characteristics(griffin).unwrap(), g.characteristics(griffin).unwrap());
    assert_eq!(keywords(&back, griffin), (true, true, true, true));
    let bitterblossom = the_only(&back, "Bitterblossom");
    choose_trigger_targets(&mut back, &[at(bitterblossom)]);
    resolve_all(&mut back);
    assert!(on_battlefield(&back, "Bitterblossom").is_empty(), "the trigger read back resolves as Gemrazer's");
    // The merged permanent read back with no trigger waiting.
    let again = Game::from_json(db(), &back.to_json()).unwrap();
    assert_eq!(again.to_json(), back.to_json());
    assert_eq!(again.permanent(griffin).unwrap().power, 4);
}

#[test]
fn a_mutate_cast_with_no_non_human_creature_its_caster_owns_is_refused_with_a_code_and_changes_nothing_702_140a() {
    // Tetsuko Umezawa is a Human; Abbey Griffin is the opponent's.
    let mut g = table(json!(["Tetsuko Umezawa, Fugitive"]), json!(["Gemrazer"]), json!(["Abbey Griffin"]));
    let gemrazer = in_hand(&g, 0, "Gemrazer");
    let option = option(&g, gemrazer, CastMethod::Mutate);
    assert!(!option.castable);
    assert_eq!(codes(&option), ["no_legal_targets"]);
    assert!(option.reasons.iter().all(|r| r.rule == "115.1" || r.rule == "601.2c"), "{:?}", option.reasons);
    let tetsuko = the_only(&g, "Tetsuko Umezawa, Fugitive");
    let theirs = the_only(&g, "Abbey Griffin");
    for targets in [vec![at(tetsuko)], vec![at(theirs)], Vec::new()] {
        assert_eq!(refused(&mut g, cast_at(0, gemrazer, CastMethod::Mutate, targets)), "no_legal_targets");
    }
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { method: CastMethod::Mutate, .. })));
    // Cast normally, it is a creature spell with no target.
    assert!(g.legal_actions().contains(&cast(0, gemrazer, CastMethod::Normal)));
}

#[test]
fn sea_dasher_octopus_mutated_with_flash_under_an_attacker_draws_a_card_when_it_deals_combat_damage_702_140e_702_8a() {
    let mut g = table(json!(["Abbey Griffin"]), json!(["Sea-Dasher Octopus"]), json!([]));
    let griffin = the_only(&g, "Abbey Griffin");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(griffin, at_player(1))])).unwrap();
    // Flash: in the declare attackers step, onto the attacking Griffin.
    let octopus = in_hand(&g, 0, "Sea-Dasher Octopus");
    g.apply(cast_at(0, octopus, CastMethod::Mutate, vec![Target::Object { object: griffin }])).unwrap();
    pass_all(&mut g);
    merge(&mut g, false);
    let hand = g.state().players[0].hand.len();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 18, "the merged Griffin, still attacking (729.2c), deals 2");
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "Sea-Dasher Octopus's ability from under it");
}

/// Gemrazer mutated on top of Abbey Griffin (flying, vigilance), then Clone
/// entering as a copy of the merged permanent: the game, the merged
/// permanent and the Clone.
fn clone_of_a_merged_griffin() -> (Game, ObjectId, ObjectId) {
    let mut g = table(json!(["Abbey Griffin", "Island", "Island"]), json!(["Gemrazer", "Clone"]), json!([]));
    let griffin = the_only(&g, "Abbey Griffin");
    mutate_onto(&mut g, "Gemrazer", griffin);
    merge(&mut g, true);
    let clone = in_hand(&g, 0, "Clone");
    g.apply(cast(0, clone, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let copy =
        Action::ChooseCopy { player: PlayerId(0), object: *g.state().stack.last().unwrap(), copy: Some(griffin) };
    g.apply(copy).unwrap();
    let copied = *g.state().battlefield.iter().find(|&&id| g.object(id).unwrap().card == "Clone").unwrap();
    (g, griffin, copied)
}

#[test]
fn clone_entering_as_a_copy_of_a_merged_permanent_is_the_same_after_a_json_round_trip_707_2_729_2a() {
    let (g, _, copied) = clone_of_a_merged_griffin();
    let view = g.permanent(copied).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4), "Gemrazer's copiable values");
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.characteristics(copied).unwrap(), g.characteristics(copied).unwrap());
    assert_eq!(back.permanent(copied).unwrap().keywords, view.keywords);
    assert_eq!(back.legal_actions(), g.legal_actions());
}

#[test]
fn a_clone_of_a_merged_permanent_has_its_topmost_cards_values_and_every_cards_abilities_729_2a_707_2() {
    let (g, griffin, copied) = clone_of_a_merged_griffin();
    assert_eq!(keywords(&g, griffin), (true, true, true, true), "Gemrazer's reach, trample over the Griffin's");
    // Gemrazer's name and 4/4 (the topmost card), and Abbey Griffin's flying and vigilance besides its own.
    let c = g.characteristics(copied).unwrap();
    assert_eq!(c.name, "Gemrazer");
    let view = g.permanent(copied).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4));
    assert_eq!(keywords(&g, copied), (true, true, true, true));
    // The copy is not itself merged: one card represents it (729.2 is about the original).
    assert!(!g.state().merged.iter().any(|m| m.object == copied));
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.characteristics(copied).unwrap(), c);
    assert_eq!(keywords(&back, copied), (true, true, true, true));
    assert_eq!(back.legal_actions(), g.legal_actions());
}
