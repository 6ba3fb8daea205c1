//! Prototype in a game (CR 702.160, 718): castability judged with the
//! prototype's values (718.3a), the spell and the permanent it becomes have
//! the prototype's cost, size and colors (718.3b), and the card is its
//! normal self elsewhere (718.4).

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{CastMethod, Event};
use serde_json::json;

fn blitz_with(lands: &[&str]) -> mtg_rules::game::Game {
    game(json!({
        "players": [{ "hand": ["Blitz Automaton"], "battlefield": lands }, {}],
        "activePlayer": 0, "step": "precombatMain"
    }))
}

#[test]
fn with_three_mountains_only_the_prototype_is_castable_718_3a() {
    let g = blitz_with(&["Mountain", "Mountain", "Mountain"]);
    let id = in_hand(&g, 0, "Blitz Automaton");
    let options = g.cast_options(id).unwrap();
    assert_eq!(options.len(), 2);
    let normal = option(&g, id, CastMethod::Normal);
    assert!(!normal.castable);
    assert_eq!(codes(&normal), ["cannot_pay"]);
    assert_eq!(normal.mana_cost.as_ref().unwrap().to_string(), "{7}");
    let prototype = option(&g, id, CastMethod::Prototype);
    assert!(prototype.castable, "{:?}", prototype.reasons);
    assert_eq!(prototype.mana_cost.as_ref().unwrap().to_string(), "{2}{R}");
    assert_eq!(prototype.payment.as_ref().unwrap().payments.len(), 3);
    let c = &prototype.characteristics;
    assert_eq!((c.power, c.toughness, c.colors.to_string()), (Some(3), Some(2), "R".to_string()));
}

#[test]
fn a_prototyped_blitz_automaton_resolves_to_a_red_three_two_with_mana_value_three_718_3b() {
    let mut g = blitz_with(&["Mountain", "Mountain", "Mountain"]);
    let id = in_hand(&g, 0, "Blitz Automaton");
    let events = g.apply(cast(0, id, CastMethod::Prototype)).unwrap();
    let Some(Event::SpellCast { object: spell, total_cost, .. }) =
        events.iter().find(|e| matches!(e, Event::SpellCast { .. }))
    else {
        panic!("cast: {events:?}")
    };
    assert_eq!(total_cost, "{2}{R}");
    let on_stack = g.characteristics(*spell).unwrap();
    assert_eq!((on_stack.power, on_stack.colors.to_string(), on_stack.mana_value.whole()), (Some(3), "R".into(), 3));
    assert!(g.object(*spell).unwrap().prototyped);
    pass_all(&mut g);
    let [permanent] = on_battlefield(&g, "Blitz Automaton")[..] else { panic!("one permanent") };
    let c = g.characteristics(permanent).unwrap();
    assert_eq!(c.mana_cost.unwrap().to_string(), "{2}{R}");
    assert_eq!(c.mana_value.whole(), 3);
    assert_eq!(c.colors.to_string(), "R");
    assert_eq!((c.power, c.toughness), (Some(3), Some(2)));
    assert!(c.keywords.iter().any(|k| k == "Haste"), "718.5: it keeps its abilities");
    assert!(g.object(permanent).unwrap().prototyped);
}

#[test]
fn with_seven_wastes_only_the_normal_cast_is_castable_and_gives_a_colorless_six_four_718_4() {
    let mut g = blitz_with(&["Wastes"; 7]);
    let id = in_hand(&g, 0, "Blitz Automaton");
    let prototype = option(&g, id, CastMethod::Prototype);
    assert!(!prototype.castable);
    assert_eq!(codes(&prototype), ["cannot_pay"]);
    assert!(prototype.reasons[0].message.contains("{R}"), "{}", prototype.reasons[0].message);
    let normal = option(&g, id, CastMethod::Normal);
    assert!(normal.castable, "{:?}", normal.reasons);
    g.apply(cast(0, id, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let [permanent] = on_battlefield(&g, "Blitz Automaton")[..] else { panic!("one permanent") };
    let c = g.characteristics(permanent).unwrap();
    assert!(c.colors.is_empty());
    assert_eq!((c.power, c.toughness, c.mana_value.whole()), (Some(6), Some(4), 7));
    assert!(!g.object(permanent).unwrap().prototyped);
}

#[test]
fn in_hand_blitz_automaton_is_always_the_colorless_six_four_718_4() {
    let g = blitz_with(&["Mountain", "Mountain", "Mountain"]);
    let id = in_hand(&g, 0, "Blitz Automaton");
    let c = g.characteristics(id).unwrap();
    assert!(c.colors.is_empty());
    assert_eq!((c.power, c.toughness, c.mana_value.whole()), (Some(6), Some(4), 7));
    assert_eq!(c.mana_cost.unwrap().to_string(), "{7}");
}

#[test]
fn a_prototyped_permanent_given_in_the_setup_is_prototyped_718_3b() {
    let g = game(json!({
        "players": [{ "battlefield": [{ "card": "Blitz Automaton", "prototyped": true }] }],
    }));
    let id = on_battlefield(&g, "Blitz Automaton")[0];
    let c = g.characteristics(id).unwrap();
    assert_eq!((c.power, c.colors.to_string()), (Some(3), "R".to_string()));
}

#[test]
fn casting_a_card_without_prototype_prototyped_is_refused_702_160a() {
    let mut g = game(json!({
        "players": [{ "hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"] }],
    }));
    let id = in_hand(&g, 0, "Grizzly Bears");
    assert_eq!(refused(&mut g, cast(0, id, CastMethod::Prototype)), "method_unavailable");
    assert_eq!(g.cast_options(id).unwrap().len(), 1);
}
