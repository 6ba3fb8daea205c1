//! Land types changed by other permanents (613.1d, layer 4): "Each land is a
//! Swamp in addition to its other land types." (Urborg, Tomb of Yawgmoth;
//! Yavimaya, Cradle of Growth) gives every land the type and with it the
//! type's intrinsic mana ability (305.6, 305.7), wherever mana is listed,
//! paid or explained, and wherever a land's types are asked.

mod game_fixture;

use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Game, ManaType, PlayerId};
use serde_json::{Value, json};

fn main_phase(hand: Value, battlefield: Value, theirs: Value) -> Game {
    game(json!({
        "players": [{ "hand": hand, "battlefield": battlefield, "library": ["Island", "Island"] },
                    { "battlefield": theirs, "library": ["Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }))
}

fn subtypes(g: &Game, name: &str) -> Vec<String> {
    let id = on_battlefield(g, name)[0];
    g.characteristics(id).unwrap().subtypes.iter().map(|s| s.to_string()).collect()
}

/// The mana each `{T}` choice of `name` adds, as its legal actions list them.
fn tap_choices(g: &Game, name: &str) -> Vec<ManaType> {
    let id = on_battlefield(g, name)[0];
    let mut mana = Vec::new();
    for action in g.legal_actions() {
        let Action::ActivateManaAbility { object, choice, .. } = action else { continue };
        if object != id {
            continue;
        }
        let mut after = g.clone();
        after.apply(Action::ActivateManaAbility { player: PlayerId(0), object, choice }).unwrap();
        let pool = after.state().players[0].mana_pool.mana;
        mana.extend(
            [ManaType::W, ManaType::U, ManaType::B, ManaType::R, ManaType::G].into_iter().filter(|&t| pool.get(t) > 0),
        );
    }
    mana
}

#[test]
fn urborg_makes_each_land_a_swamp_that_taps_for_black_613_1d_305_6() {
    let g = main_phase(json!([]), json!(["Urborg, Tomb of Yawgmoth", "Plains"]), json!(["Island"]));
    assert_eq!(subtypes(&g, "Plains"), ["Plains", "Swamp"]);
    assert_eq!(subtypes(&g, "Island"), ["Island", "Swamp"], "each land: the opponent's too");
    assert_eq!(subtypes(&g, "Urborg, Tomb of Yawgmoth"), ["Swamp"], "Urborg is a land too");
    assert_eq!(tap_choices(&g, "Plains"), [ManaType::W, ManaType::B]);
    assert_eq!(tap_choices(&g, "Urborg, Tomb of Yawgmoth"), [ManaType::B]);
}

#[test]
fn an_island_pays_for_a_black_spell_only_while_urborg_is_on_the_battlefield_613_1d_601_2g() {
    let with = main_phase(json!(["Duress"]), json!(["Island", "Urborg, Tomb of Yawgmoth"]), json!([]));
    let duress = in_hand(&with, 0, "Duress");
    assert!(option(&with, duress, CastMethod::Normal).castable);
    let without = main_phase(json!(["Duress"]), json!(["Island", "Island"]), json!([]));
    let duress = in_hand(&without, 0, "Duress");
    let option = option(&without, duress, CastMethod::Normal);
    assert!(!option.castable, "two Islands make no black mana: {:?}", codes(&option));
}

#[test]
fn a_land_is_no_longer_a_swamp_once_urborg_leaves_the_battlefield_613_1d() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Urborg, Tomb of Yawgmoth", "Plains"], "library": ["Island"] },
                    { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Stone Rain"], "library": ["Mountain"] }],
        "activePlayer": 1, "priorityPlayer": 1, "step": "precombatMain"
    }));
    assert_eq!(subtypes(&g, "Plains"), ["Plains", "Swamp"]);
    let rain = in_hand(&g, 1, "Stone Rain");
    let urborg = on_battlefield(&g, "Urborg, Tomb of Yawgmoth")[0];
    g.apply(cast_at(1, rain, CastMethod::Normal, vec![at(urborg)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Urborg, Tomb of Yawgmoth").is_empty());
    assert_eq!(subtypes(&g, "Plains"), ["Plains"]);
    g.apply(pass(1)).unwrap();
    assert_eq!(tap_choices(&g, "Plains"), [ManaType::W], "{{B}} no more");
}

#[test]
fn a_check_land_enters_untapped_beside_yavimaya_which_is_a_forest_613_1d_614_1c() {
    let mut g = main_phase(json!(["Sunpetal Grove"]), json!(["Yavimaya, Cradle of Growth"]), json!([]));
    assert_eq!(subtypes(&g, "Yavimaya, Cradle of Growth"), ["Forest"]);
    let grove = in_hand(&g, 0, "Sunpetal Grove");
    g.apply(Action::PlayLand { player: PlayerId(0), object: grove, face: None }).unwrap();
    let grove = on_battlefield(&g, "Sunpetal Grove")[0];
    assert!(!g.object(grove).unwrap().tapped, "Sunpetal Grove: you control a Forest");
    assert_eq!(tap_choices(&g, "Sunpetal Grove"), [ManaType::G, ManaType::W]);
    // Without Yavimaya, a Mountain is no Forest or Plains.
    let mut g = main_phase(json!(["Sunpetal Grove"]), json!(["Mountain"]), json!([]));
    let grove = in_hand(&g, 0, "Sunpetal Grove");
    g.apply(Action::PlayLand { player: PlayerId(0), object: grove, face: None }).unwrap();
    assert!(g.object(on_battlefield(&g, "Sunpetal Grove")[0]).unwrap().tapped);
}

#[test]
fn urborg_and_yavimaya_together_make_each_land_a_swamp_forest_613_1d() {
    let g =
        main_phase(json!([]), json!(["Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth", "Mountain"]), json!([]));
    assert_eq!(subtypes(&g, "Mountain"), ["Mountain", "Swamp", "Forest"]);
    assert_eq!(tap_choices(&g, "Mountain"), [ManaType::B, ManaType::R, ManaType::G]);
    assert_eq!(subtypes(&g, "Urborg, Tomb of Yawgmoth"), ["Swamp", "Forest"]);
}

#[test]
fn urborg_and_yavimaya_are_understood_whole_613_1d() {
    for name in ["Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth"] {
        let card = db().get(name).unwrap();
        assert_eq!(card.unsupported_text().count(), 0, "{name}: {:?}", card.unsupported_text().collect::<Vec<_>>());
    }
}
