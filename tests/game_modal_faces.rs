//! Modal double-faced cards (712.3): played as either land face (712.12,
//! 305.1), or cast as the front face with a land back face (712.11b);
//! pathways. Real cards with their current Oracle text.

mod game_fixture;

use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Event, Game, ManaType, PlayerId};
use serde_json::json;

const PATHWAY: &str = "Brightclimb Pathway // Grimclimb Pathway";
const BALA_GED: &str = "Bala Ged Recovery // Bala Ged Sanctuary";

fn main_phase(hand: serde_json::Value, battlefield: serde_json::Value) -> Game {
    game(json!({
        "players": [{ "hand": hand, "battlefield": battlefield, "library": ["Forest", "Island"] }, { "library": ["Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }))
}

fn play(object: mtg_rules::game::ObjectId, face: Option<usize>) -> Action {
    Action::PlayLand { player: PlayerId(0), object, face }
}

#[test]
fn a_pathway_is_listed_as_each_face_and_enters_with_the_face_chosen_up_712_12() {
    let mut g = main_phase(json!([PATHWAY]), json!([]));
    let pathway = in_hand(&g, 0, PATHWAY);
    let lands: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::PlayLand { .. })).collect();
    assert_eq!(lands, [play(pathway, Some(0)), play(pathway, Some(1))]);
    // 712.8a: in the hand it has only its front face's characteristics.
    assert_eq!(g.characteristics(pathway).unwrap().name, "Brightclimb Pathway");

    let events = g.apply(play(pathway, Some(1))).unwrap();
    let Event::LandPlayed { object, face, tapped, .. } = events[0].clone() else { panic!("{events:?}") };
    assert_eq!((face, tapped), (Some(1), false));
    assert_eq!(g.object(object).unwrap().face, Some(1));
    // 712.8f: on the battlefield, only the face that is up.
    let up = g.characteristics(object).unwrap();
    assert_eq!((up.name.as_str(), up.face), ("Grimclimb Pathway", Some(1)));
    // Its mana ability is the back face's: {T}: Add {B}.
    let events = g.apply(Action::ActivateManaAbility { player: PlayerId(0), object, choice: 0 }).unwrap();
    assert!(matches!(&events[0], Event::ManaAdded { mana, .. } if mana == &[ManaType::B]), "{events:?}");
    assert_eq!(g.state().players[0].mana_pool.mana.B, 1);
    assert_eq!(g.state().players[0].mana_pool.mana.W, 0);
}

#[test]
fn the_front_face_of_a_pathway_makes_white_mana_for_a_spell_305_1_712_8d() {
    let mut g = main_phase(json!([PATHWAY, "Savannah Lions"]), json!([]));
    let pathway = in_hand(&g, 0, PATHWAY);
    g.apply(play(pathway, Some(0))).unwrap();
    let lions = in_hand(&g, 0, "Savannah Lions");
    let white = option(&g, lions, CastMethod::Normal);
    assert!(white.castable, "{white:?}");
    g.apply(cast(0, lions, CastMethod::Normal)).unwrap();
    let mut black = main_phase(json!([PATHWAY, "Savannah Lions"]), json!([]));
    let pathway = in_hand(&black, 0, PATHWAY);
    black.apply(play(pathway, Some(1))).unwrap();
    let lions = in_hand(&black, 0, "Savannah Lions");
    let black = option(&black, lions, CastMethod::Normal);
    assert_eq!(codes(&black), ["cannot_pay"], "Grimclimb Pathway makes {{B}}, not {{W}}");
}

#[test]
fn a_spell_with_a_land_back_face_is_cast_as_its_front_or_played_as_its_back_712_11b_712_12() {
    let mut g = main_phase(json!([BALA_GED]), json!(["Forest", "Forest", "Forest"]));
    let card = in_hand(&g, 0, BALA_GED);
    let options = g.cast_options(card).unwrap();
    assert_eq!(options.len(), 2, "{options:?}");
    let (front, back) = (&options[0], &options[1]);
    assert_eq!((front.face, front.characteristics.name.as_str()), (Some(0), "Bala Ged Recovery"));
    assert_eq!(front.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{2}{G}"));
    assert_eq!((back.face, back.characteristics.name.as_str()), (Some(1), "Bala Ged Sanctuary"));
    assert!(!back.castable);
    assert_eq!(codes(back), ["is_a_land"]);
    assert_eq!(back.reasons[0].rule, "712.12");

    // Only the land face is listed as a land to play.
    let lands: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::PlayLand { .. })).collect();
    assert_eq!(lands, [play(card, Some(1))]);
    // Absent a face, its first land face: the back.
    let events = g.apply(play(card, None)).unwrap();
    let Event::LandPlayed { object, face, tapped, .. } = events[0].clone() else { panic!("{events:?}") };
    assert_eq!(face, Some(1));
    assert!(tapped, "This land enters tapped. (614.1c)");
    assert_eq!(g.characteristics(object).unwrap().name, "Bala Ged Sanctuary");
    assert_eq!(g.state().players[0].lands_played, 1);
}

#[test]
fn an_instant_with_a_land_back_face_is_castable_as_its_front_face_712_11b() {
    let g = game(json!({
        "players": [{ "hand": ["Sink into Stupor // Soporific Springs"], "battlefield": ["Island", "Island", "Island"] },
                    { "battlefield": ["Grizzly Bears"] }],
        "activePlayer": 1, "priorityPlayer": 0, "step": "upkeep"
    }));
    let card = in_hand(&g, 0, "Sink into Stupor // Soporific Springs");
    let options = g.cast_options(card).unwrap();
    let front = options.iter().find(|o| o.face == Some(0)).unwrap();
    assert_eq!(front.characteristics.name, "Sink into Stupor");
    assert!(front.castable, "an instant, in the opponent's upkeep (117.1a): {front:?}");
    let back = options.iter().find(|o| o.face == Some(1)).unwrap();
    assert_eq!(codes(back), ["is_a_land"]);
    // Not its turn: no land to play (305.3).
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::PlayLand { .. })));
}

#[test]
fn a_face_out_of_range_or_not_a_land_is_refused_and_changes_nothing_712_12() {
    let mut g = main_phase(json!([BALA_GED, "Forest"]), json!([]));
    let card = in_hand(&g, 0, BALA_GED);
    let forest = in_hand(&g, 0, "Forest");
    assert_eq!(refused(&mut g, play(card, Some(2))), "no_such_face");
    assert_eq!(refused(&mut g, play(card, Some(usize::MAX))), "no_such_face");
    assert_eq!(refused(&mut g, play(card, Some(0))), "not_a_land_face");
    assert_eq!(refused(&mut g, play(forest, Some(1))), "no_such_face");
    // A face given for a card that is not modal must be its front.
    g.apply(play(forest, Some(0))).unwrap();
}

#[test]
fn play_land_reads_its_face_from_json_and_writes_it_only_when_given() {
    let g = main_phase(json!([PATHWAY]), json!([]));
    let pathway = in_hand(&g, 0, PATHWAY);
    let action =
        Action::from_json(&format!(r#"{{"type": "playLand", "player": 0, "object": {}, "face": 1}}"#, pathway.0))
            .unwrap();
    assert_eq!(action, play(pathway, Some(1)));
    let plain = serde_json::to_value(play(pathway, None)).unwrap();
    assert_eq!(plain, json!({ "type": "playLand", "player": 0, "object": pathway.0 }));
    let bad =
        Action::from_json(&format!(r#"{{"type": "playLand", "player": 0, "object": {}, "face": -1}}"#, pathway.0));
    assert!(bad.is_err());
}

const REIDANE: &str = "Reidane, God of the Worthy // Valkmira, Protector's Shield";

#[test]
fn reidanes_back_face_valkmira_is_cast_as_a_four_mana_legendary_artifact_and_enters_with_that_face_up_712_11b_712_8f() {
    let mut g = main_phase(json!([REIDANE]), json!(["Plains", "Plains", "Plains", "Plains"]));
    let reidane = in_hand(&g, 0, REIDANE);
    let front = option(&g, reidane, CastMethod::Normal);
    assert_eq!((front.face, front.characteristics.name.as_str()), (Some(0), "Reidane, God of the Worthy"));
    let back = option(&g, reidane, CastMethod::BackFace);
    assert!(back.castable, "{:?}", back.reasons);
    assert_eq!((back.face, back.characteristics.name.as_str()), (Some(1), "Valkmira, Protector's Shield"));
    assert_eq!(back.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{3}{W}"));
    let action = cast(0, reidane, CastMethod::BackFace);
    assert!(g.legal_actions().contains(&action), "the back face is listed");
    g.apply(action).unwrap();
    // 712.11c, 712.8f: on the stack only the back face's characteristics.
    let spell = *g.state().stack.last().unwrap();
    let c = g.characteristics(spell).unwrap();
    assert_eq!((c.name.as_str(), c.mana_value.whole()), ("Valkmira, Protector's Shield", 4));
    assert!(c.types.contains(mtg_rules::card::CardType::Artifact));
    assert!(!c.types.contains(mtg_rules::card::CardType::Creature));
    resolve_all(&mut g);
    let permanent = the_only(&g, REIDANE);
    assert_eq!(g.object(permanent).unwrap().face, Some(1));
    let up = g.characteristics(permanent).unwrap();
    assert_eq!((up.name.as_str(), up.power), ("Valkmira, Protector's Shield", None));
    assert!(!up.types.contains(mtg_rules::card::CardType::Creature));
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
}

#[test]
fn with_three_plains_only_reidanes_front_face_can_be_cast_its_back_face_is_judged_on_its_own_cost_712_11c() {
    let mut g = main_phase(json!([REIDANE]), json!(["Plains", "Plains", "Plains"]));
    let reidane = in_hand(&g, 0, REIDANE);
    assert!(option(&g, reidane, CastMethod::Normal).castable);
    assert_eq!(codes(&option(&g, reidane, CastMethod::BackFace)), ["cannot_pay"]);
    refused_with(&mut g, cast(0, reidane, CastMethod::BackFace), "cannot_pay", None);
    let casts: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::CastSpell { .. })).collect();
    assert_eq!(casts, [cast(0, reidane, CastMethod::Normal)]);
}
