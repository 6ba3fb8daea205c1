//! Prowl in a game (CR 702.76): an alternative cost, available only if a
//! player was dealt combat damage this turn by a source you controlled that
//! had one of the spell's creature types (changeling counts, 702.73a).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{CastMethod, Game};
use serde_json::{Value, json};

fn snitch_after(history: Value) -> Game {
    game(json!({
        "players": [{ "hand": ["Auntie's Snitch", "Morsel Theft"], "battlefield": ["Swamp", "Swamp"] }, {}],
        "activePlayer": 0, "step": "postcombatMain",
        "damageThisTurn": history
    }))
}

fn prowl_castable(g: &Game, name: &str) -> bool {
    let id = in_hand(g, 0, name);
    let o = option(g, id, CastMethod::Prowl);
    if !o.castable {
        assert!(codes(&o).contains(&"prowl_condition_unmet"), "{:?}", o.reasons);
    }
    o.castable
}

#[test]
fn prowl_is_unavailable_before_combat_damage_702_76a() {
    let g = snitch_after(json!([]));
    let id = in_hand(&g, 0, "Auntie's Snitch");
    let prowl = option(&g, id, CastMethod::Prowl);
    assert!(!prowl.castable);
    assert_eq!(codes(&prowl), ["prowl_condition_unmet"]);
    assert_eq!(prowl.reasons[0].rule, "702.76a");
    assert_eq!(prowl.mana_cost.unwrap().to_string(), "{1}{B}");
}

#[test]
fn prowl_is_available_after_a_goblin_or_rogue_you_controlled_dealt_combat_damage_to_a_player_702_76a() {
    for history in [
        json!([{ "source": "Boggart Brute", "controller": 0 }]), // a Goblin
        json!([{ "creatureTypes": ["Rogue"], "controller": 0, "damaged": "player", "combat": true }]),
        json!([{ "source": "Pestermite", "controller": 0 }]), // a Faerie Rogue
    ] {
        let g = snitch_after(history.clone());
        assert!(prowl_castable(&g, "Auntie's Snitch"), "{history}");
    }
}

#[test]
fn a_goblin_is_not_enough_for_a_rogue_only_prowl_spell_702_76a() {
    let g = snitch_after(json!([{ "source": "Boggart Brute", "controller": 0 }]));
    assert!(prowl_castable(&g, "Auntie's Snitch"));
    assert!(!prowl_castable(&g, "Morsel Theft"), "Morsel Theft is a Rogue sorcery: a Goblin's damage does not count");
}

#[test]
fn prowl_is_unavailable_after_a_non_rogue_noncombat_damage_or_damage_to_a_planeswalker_or_battle_702_76a() {
    for history in [
        json!([{ "source": "Grizzly Bears", "controller": 0 }]),
        json!([{ "source": "Boggart Brute", "controller": 0, "combat": false }]),
        json!([{ "source": "Boggart Brute", "controller": 0, "damaged": "planeswalker" }]),
        json!([{ "source": "Boggart Brute", "controller": 0, "damaged": "battle" }]),
        json!([{ "source": "Boggart Brute", "controller": 1 }]),
    ] {
        let g = snitch_after(history.clone());
        assert!(!prowl_castable(&g, "Auntie's Snitch"), "{history}");
    }
}

#[test]
fn prowl_is_available_after_a_changelings_combat_damage_702_73a() {
    for history in [
        json!([{ "source": "Changeling Outcast", "controller": 0 }]),
        json!([{ "everyCreatureType": true, "controller": 0 }]),
    ] {
        let g = snitch_after(history.clone());
        assert!(prowl_castable(&g, "Auntie's Snitch"), "{history}");
        assert!(prowl_castable(&g, "Morsel Theft"), "{history}");
    }
}

#[test]
fn the_normal_cost_is_still_offered_beside_prowl_118_9() {
    let g = snitch_after(json!([{ "source": "Boggart Brute", "controller": 0 }]));
    let id = in_hand(&g, 0, "Auntie's Snitch");
    let options = g.cast_options(id).unwrap();
    assert_eq!(options.iter().map(|o| o.method).collect::<Vec<_>>(), [CastMethod::Normal, CastMethod::Prowl]);
    let normal = &options[0];
    assert_eq!(normal.mana_cost.as_ref().unwrap().to_string(), "{2}{B}");
    assert_eq!(codes(normal), ["cannot_pay"], "two Swamps do not pay {{2}}{{B}}");
}

#[test]
fn casting_for_the_prowl_cost_records_it_on_the_spell_and_the_permanent_702_76() {
    let mut g = snitch_after(json!([{ "source": "Boggart Brute", "controller": 0 }]));
    let id = in_hand(&g, 0, "Auntie's Snitch");
    g.apply(cast(0, id, CastMethod::Prowl)).unwrap();
    let spell = *g.state().stack.last().unwrap();
    assert!(g.object(spell).unwrap().prowl_paid);
    assert_eq!(g.object(spell).unwrap().total_cost.as_deref(), Some("{1}{B}"));
    pass_all(&mut g);
    let permanent = on_battlefield(&g, "Auntie's Snitch")[0];
    assert!(g.object(permanent).unwrap().prowl_paid);
    // The spell's characteristics are its own: prowl changes only the cost paid.
    assert_eq!(g.characteristics(permanent).unwrap().mana_value.whole(), 3);
}

#[test]
fn casting_for_prowl_without_the_condition_is_refused_and_changes_nothing_732_1() {
    let mut g = snitch_after(json!([]));
    let id = in_hand(&g, 0, "Auntie's Snitch");
    assert_eq!(refused(&mut g, cast(0, id, CastMethod::Prowl)), "prowl_condition_unmet");
}

#[test]
fn prowl_is_enabled_by_real_combat_in_the_same_game_even_after_the_rogue_left_the_battlefield_702_76a() {
    use mtg_rules::game::{Action, PlayerId, Step};
    let mut g = game(json!({
        "players": [
            { "hand": ["Auntie's Snitch", "Tetsuko Umezawa, Fugitive"],
              "battlefield": ["Tetsuko Umezawa, Fugitive", "Island", "Island", "Swamp", "Swamp"],
              "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 2
    }));
    let rogue = on_battlefield(&g, "Tetsuko Umezawa, Fugitive")[0];
    let snitch = in_hand(&g, 0, "Auntie's Snitch");
    assert!(!option(&g, snitch, CastMethod::Prowl).castable, "no combat damage yet");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(rogue, at_player(1))])).unwrap();
    advance_to(&mut g, Step::PostcombatMain);
    assert_eq!(g.state().players[1].life, 19);
    let record = &g.state().damage_this_turn[0];
    assert_eq!((record.controller, record.combat), (PlayerId(0), true));
    assert!(record.creature_types.iter().any(|t| t == "Rogue"), "{record:?}");
    // The Rogue leaves the battlefield: a second Tetsuko and the legend rule.
    g.apply(cast(0, in_hand(&g, 0, "Tetsuko Umezawa, Fugitive"), CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let new = *on_battlefield(&g, "Tetsuko Umezawa, Fugitive").iter().find(|&&id| id != rogue).unwrap();
    g.apply(Action::ChooseLegend { player: PlayerId(0), keep: new }).unwrap();
    assert!(g.object(rogue).is_err(), "the Rogue that dealt the damage is gone");
    let prowl = option(&g, snitch, CastMethod::Prowl);
    assert!(prowl.castable, "{:?}", prowl.reasons);
    assert_eq!(prowl.mana_cost.unwrap().to_string(), "{1}{B}");
    g.apply(cast(0, snitch, CastMethod::Prowl)).unwrap();
    pass_all(&mut g);
    let permanent = on_battlefield(&g, "Auntie's Snitch")[0];
    assert!(g.object(permanent).unwrap().prowl_paid);
}
