//! What changed a permanent's characteristics, and why (613): the
//! explanation the layer system records as it applies each change
//! (`Game::explain_characteristics`), always ending at exactly
//! `Game::characteristics`. Real Oracle text.

mod game_fixture;
use game_fixture::*;
use mtg_rules::error::Coded;
use mtg_rules::game::{
    Action, AppliedEffect, CastMethod, Cause, CharacteristicChange, CharacteristicsExplanation, Game, Layer, ObjectId,
    PlayerId,
};
use serde_json::{Value, json};

/// The explanation of `id`, checked against `Game::characteristics`, and the
/// sum of its power and toughness changes against the final power and
/// toughness (7a adds to the printed value, 7b sets it, 7c adds).
fn explain(g: &Game, id: ObjectId) -> CharacteristicsExplanation {
    let e = g.explain_characteristics(id).unwrap();
    assert_eq!(e.characteristics, g.characteristics(id).unwrap(), "the final characteristics are the engine's");
    assert_eq!(e.object, id);
    let layers: Vec<Layer> = e.changes.iter().map(|c| c.layer).collect();
    assert!(layers.is_sorted(), "in layer order: {layers:?}");
    let (mut power, mut toughness) =
        (i64::from(e.printed.power.unwrap_or(0)), i64::from(e.printed.toughness.unwrap_or(0)));
    for c in &e.changes {
        match c.change {
            CharacteristicChange::Copy { power: p, toughness: t, .. } => {
                (power, toughness) = (i64::from(p.unwrap_or(0)), i64::from(t.unwrap_or(0)));
            }
            CharacteristicChange::PowerToughnessSet { power: p, toughness: t } => {
                (power, toughness) = (i64::from(p), i64::from(t));
            }
            CharacteristicChange::PowerToughnessDefined { power: p, toughness: t }
            | CharacteristicChange::PowerToughnessChanged { power: p, toughness: t, .. } => {
                (power, toughness) = (power + p, toughness + t);
            }
            _ => {}
        }
    }
    if let (Some(p), Some(t)) = (e.characteristics.power, e.characteristics.toughness) {
        assert_eq!((power, toughness), (i64::from(p), i64::from(t)), "{:#?}", e.changes);
    }
    // Plain JSON out.
    let json = serde_json::to_value(&e).unwrap();
    assert!(json["changes"].is_array() && json["printed"]["name"].is_string(), "{json}");
    e
}

/// The changes of layer `layer`.
fn in_layer(e: &CharacteristicsExplanation, layer: Layer) -> Vec<&AppliedEffect> {
    e.changes.iter().filter(|c| c.layer == layer).collect()
}

/// Player 0 (active, precombat main of turn 3) has `mine` on the battlefield
/// and `hand`; player 1 has `theirs`; each library is three Plains.
fn table(mine: Value, hand: Value, theirs: Value) -> Game {
    duel_with_library(mine, hand, theirs, &["Plains"; 3])
}

#[test]
fn blood_moon_and_an_anthem_on_an_animated_creature_land_are_explained_layer_by_layer_611_2a_305_7_613_4b_613_4c() {
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
    let marshal = the_only(&g, "Benalish Marshal");
    let index = g.card(anchorage).unwrap().faces[0]
        .abilities
        .iter()
        .position(|a| matches!(a, mtg_rules::text::Ability::Activated { .. }))
        .unwrap();
    g.apply(activate(&g, anchorage, index)).unwrap();
    resolve_all(&mut g);
    g.apply(cast(0, in_hand(&g, 0, "Blood Moon"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let moon = the_only(&g, "Blood Moon");
    let e = explain(&g, anchorage);
    assert_eq!(e.printed.type_line, "Land");
    assert_eq!((e.printed.power, e.printed.toughness), (None, None));
    // Layer 4: the animation (611.2a), then Blood Moon sets its land type (305.7).
    let types = in_layer(&e, Layer::Type);
    assert_eq!(types.len(), 2, "{types:#?}");
    assert_eq!(
        (types[0].rule, types[0].source, types[0].source_name.as_deref()),
        ("611.2a", Some(anchorage), Some("Restless Anchorage"))
    );
    let CharacteristicChange::Types { types: card_types, subtypes } = &types[0].change else { panic!("{types:#?}") };
    assert!(
        card_types.contains(mtg_rules::card::CardType::Creature)
            && card_types.contains(mtg_rules::card::CardType::Land)
    );
    assert_eq!(subtypes, &["Bird"]);
    assert_eq!(
        (types[1].rule, types[1].source, types[1].source_name.as_deref()),
        ("305.7", Some(moon), Some("Blood Moon"))
    );
    assert_eq!(types[1].change, CharacteristicChange::LandTypeSet { subtype: "Mountain".into() });
    // Layer 5: the animation's colors; layer 6: its flying.
    let colors = in_layer(&e, Layer::Color);
    assert_eq!((colors.len(), colors[0].rule), (1, "613.1e"));
    let abilities = in_layer(&e, Layer::Ability);
    assert_eq!(abilities.len(), 1, "{abilities:#?}");
    assert_eq!(
        abilities[0].change,
        CharacteristicChange::KeywordGained { keyword: "Flying".into(), cause: Cause::Animation }
    );
    // Layer 7b: 2/3; 7c: Benalish Marshal's +1/+1.
    let set = in_layer(&e, Layer::PowerToughnessSetting);
    assert_eq!((set.len(), set[0].rule), (1, "613.4b"));
    assert_eq!(set[0].change, CharacteristicChange::PowerToughnessSet { power: 2, toughness: 3 });
    let modified = in_layer(&e, Layer::PowerToughnessModifying);
    assert_eq!(modified.len(), 1, "{modified:#?}");
    assert_eq!(
        (modified[0].rule, modified[0].source, modified[0].source_name.as_deref()),
        ("613.4c", Some(marshal), Some("Benalish Marshal"))
    );
    assert_eq!(
        modified[0].change,
        CharacteristicChange::PowerToughnessChanged { power: 1, toughness: 1, cause: Cause::StaticAbility }
    );
    // The characteristics now: a 3/4 flying Bird Mountain, its type line so written.
    let c = &e.characteristics;
    assert_eq!((c.power, c.toughness), (Some(3), Some(4)));
    assert_eq!(c.subtypes, ["Bird", "Mountain"]);
    assert!(c.type_line.contains("Creature") && c.type_line.ends_with("— Bird Mountain"), "{}", c.type_line);
    assert_eq!(c.keywords, ["Flying"]);
    assert_eq!((e.controller, e.owner), (PlayerId(0), PlayerId(0)));
}

#[test]
fn clone_with_a_counter_is_explained_as_a_copy_in_layer_1_and_the_counter_in_layer_7c_707_2_613_4c() {
    let mut g = game(json!({
        "players": [{ "hand": ["Clone"], "battlefield": ["Island", "Island", "Island", "Island", "Grizzly Bears"] }, {}],
        "step": "precombatMain"
    }));
    let bears = the_only(&g, "Grizzly Bears");
    let clone = in_hand(&g, 0, "Clone");
    g.apply(cast(0, clone, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let Some(mtg_rules::game::Pending::ChooseCopy { player, object, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    g.apply(Action::ChooseCopy { player, object, copy: Some(bears) }).unwrap();
    let copy = *g.state().battlefield.last().unwrap();
    // A +1/+1 counter on the copy, through the game's JSON (which reads back).
    let mut state: Value = serde_json::from_str(&g.to_json()).unwrap();
    let objects = state["objects"].as_array_mut().unwrap();
    let o = objects.iter_mut().find(|o| o["id"] == json!(copy.0)).unwrap();
    o["counters"] = json!({ "+1/+1": 1 });
    let g = Game::from_json(db(), &state.to_string()).unwrap();
    let e = explain(&g, copy);
    assert_eq!((e.printed.name.as_str(), e.printed.power, e.printed.toughness), ("Clone", Some(0), Some(0)));
    let copies = in_layer(&e, Layer::Copy);
    assert_eq!(copies.len(), 1, "{copies:#?}");
    assert_eq!(
        (copies[0].rule, copies[0].source, copies[0].source_name.as_deref()),
        ("707.2", Some(copy), Some("Clone"))
    );
    assert_eq!(
        copies[0].change,
        CharacteristicChange::Copy { card: "Grizzly Bears".into(), power: Some(2), toughness: Some(2) }
    );
    let modified = in_layer(&e, Layer::PowerToughnessModifying);
    assert_eq!(modified.len(), 1, "{modified:#?}");
    assert_eq!((modified[0].rule, modified[0].source), ("613.4c", None));
    assert_eq!(
        modified[0].change,
        CharacteristicChange::PowerToughnessChanged { power: 1, toughness: 1, cause: Cause::Counters }
    );
    assert_eq!(e.changes.len(), 2, "{:#?}", e.changes);
    assert_eq!(e.characteristics.name, "Grizzly Bears");
    assert_eq!((e.characteristics.power, e.characteristics.toughness), (Some(3), Some(3)));
    assert_eq!(serde_json::to_value(&e.counters).unwrap(), json!({ "+1/+1": 1 }));
}

#[test]
fn a_keyword_a_static_ability_grants_is_explained_with_its_source_in_layer_6_613_1f() {
    let g = table(json!(["Goblin Warchief", "Grizzly Bears"]), json!([]), json!([]));
    let warchief = the_only(&g, "Goblin Warchief");
    let e = explain(&g, warchief);
    assert_eq!(e.changes.len(), 1, "{:#?}", e.changes);
    let change = &e.changes[0];
    assert_eq!(
        (change.layer, change.rule, change.source, change.source_name.as_deref()),
        (Layer::Ability, "613.1f", Some(warchief), Some("Goblin Warchief"))
    );
    assert_eq!(
        change.change,
        CharacteristicChange::KeywordGained { keyword: "Haste".into(), cause: Cause::StaticAbility }
    );
    assert!(e.characteristics.keywords.iter().any(|k| k == "Haste"));
    assert!(!e.printed.keywords.iter().any(|k| k == "Haste"));
    // A Bear is no Goblin: nothing changes it.
    let bears = the_only(&g, "Grizzly Bears");
    assert!(explain(&g, bears).changes.is_empty());
    // In JSON: flat, with a type tag.
    let json = serde_json::to_value(change).unwrap();
    assert_eq!(
        json,
        json!({ "layer": "6", "rule": "613.1f", "source": warchief.0, "sourceName": "Goblin Warchief",
                "type": "keywordGained", "keyword": "Haste", "cause": "staticAbility" })
    );
}

#[test]
fn under_dress_down_a_creature_loses_all_abilities_but_keeps_an_anthems_bonus_613_1f_613_4c() {
    let g = table(json!(["Squadron Hawk", "Glorious Anthem"]), json!([]), json!(["Dress Down"]));
    let (hawk, anthem, dress_down) =
        (the_only(&g, "Squadron Hawk"), the_only(&g, "Glorious Anthem"), the_only(&g, "Dress Down"));
    let e = explain(&g, hawk);
    assert_eq!(e.printed.keywords, ["Flying"]);
    let abilities = in_layer(&e, Layer::Ability);
    assert_eq!(abilities.len(), 1, "{abilities:#?}");
    assert_eq!(
        (abilities[0].rule, abilities[0].source, abilities[0].source_name.as_deref()),
        ("613.1f", Some(dress_down), Some("Dress Down"))
    );
    assert_eq!(abilities[0].change, CharacteristicChange::AbilitiesLost);
    let modified = in_layer(&e, Layer::PowerToughnessModifying);
    assert_eq!(
        (modified.len(), modified[0].source, modified[0].source_name.as_deref()),
        (1, Some(anthem), Some("Glorious Anthem"))
    );
    assert!(e.characteristics.keywords.is_empty());
    assert_eq!((e.characteristics.power, e.characteristics.toughness), (Some(2), Some(2)));
}

#[test]
fn a_keyword_gained_until_end_of_turn_is_in_the_characteristics_and_explained_611_2a_613_1f() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Grizzly Bears", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"],
              "hand": ["Eagles of the North"], "library": ["Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(cast(0, in_hand(&g, 0, "Eagles of the North"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let e = explain(&g, bears);
    assert!(e.characteristics.keywords.iter().any(|k| k == "First strike"), "{:?}", e.characteristics.keywords);
    assert!(e.changes.iter().any(|c| c.rule == "611.2a"
        && c.change
            == CharacteristicChange::KeywordGained { keyword: "First strike".into(), cause: Cause::UntilEndOfTurn }));
    assert!(e.changes.iter().any(|c| c.change
        == CharacteristicChange::PowerToughnessChanged { power: 1, toughness: 0, cause: Cause::UntilEndOfTurn }));
}

#[test]
fn explaining_an_object_that_is_not_a_permanent_is_a_coded_error_110_1_400_7() {
    let g = table(json!(["Grizzly Bears"]), json!(["Blood Moon"]), json!([]));
    let moon = in_hand(&g, 0, "Blood Moon");
    let e = g.explain_characteristics(moon).unwrap_err();
    assert_eq!((e.code(), e.rule()), ("not_a_permanent", Some("110.1")));
    let e = g.explain_characteristics(ObjectId(9999)).unwrap_err();
    assert_eq!((e.code(), e.rule()), ("unknown_object", Some("400.7")));
}
