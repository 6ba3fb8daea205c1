//! Additional costs of spells (601.2b, 601.2f–h, 118.8): "As an additional
//! cost to cast this spell, sacrifice …", paid by the one cost payer of
//! activated abilities, with the objects chosen in the cast action. Real
//! cards of the real-deck pool.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Target};
use serde_json::json;

/// A cast with targets and the objects its additional cost chooses.
fn cast_paying(player: u8, object: ObjectId, targets: Vec<Target>, choices: Vec<ObjectId>) -> Action {
    cast_choosing(player, object, targets, Vec::new(), choices)
}

fn tokens(g: &Game) -> Vec<String> {
    g.state()
        .battlefield
        .iter()
        .filter(|&&id| g.object(id).unwrap().token)
        .map(|&id| g.characteristics(id).unwrap().name.to_string())
        .collect()
}

#[test]
fn kuldotha_rebirth_sacrifices_the_artifact_chosen_as_it_is_cast_and_makes_three_goblins_601_2h() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Kuldotha Rebirth"], "battlefield": ["Mountain", "Ornithopter", "Grizzly Bears"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let rebirth = in_hand(&g, 0, "Kuldotha Rebirth");
    let (thopter, bears) = (the_only(&g, "Ornithopter"), the_only(&g, "Grizzly Bears"));
    // 601.2h: the listing names the artifact to sacrifice; a creature that is no artifact is no choice.
    let listed: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::CastSpell { .. })).collect();
    assert_eq!(listed, [cast_paying(0, rebirth, vec![], vec![thopter])]);
    check_legal_actions(&g);
    assert_eq!(refused(&mut g, cast_paying(0, rebirth, vec![], vec![])), "cost_choice_missing");
    assert_eq!(refused(&mut g, cast_paying(0, rebirth, vec![], vec![bears])), "invalid_cost_choice");
    assert_eq!(refused(&mut g, cast_paying(0, rebirth, vec![], vec![thopter, bears])), "too_many_choices");
    let events = g.apply(cast_paying(0, rebirth, vec![], vec![thopter])).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ObjectMoved { card, zone: Zone::Graveyard, .. } if card == "Ornithopter")),
        "{events:?}"
    );
    assert!(on_battlefield(&g, "Ornithopter").is_empty(), "sacrificed as it was cast, before it resolves");
    resolve_all(&mut g);
    assert_eq!(tokens(&g), ["Goblin Token", "Goblin Token", "Goblin Token"]);
}

#[test]
fn kuldotha_rebirth_cannot_be_cast_without_an_artifact_to_sacrifice_601_2h() {
    let mut g = game(json!({
        "players": [{ "hand": ["Kuldotha Rebirth"], "battlefield": ["Mountain", "Grizzly Bears"] }, {}],
        "step": "precombatMain"
    }));
    let rebirth = in_hand(&g, 0, "Kuldotha Rebirth");
    let o = option(&g, rebirth, CastMethod::Normal);
    assert!(!o.castable);
    assert_eq!(codes(&o), ["cannot_pay_additional_cost"]);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { .. })));
    assert_eq!(refused(&mut g, cast_paying(0, rebirth, vec![], vec![])), "cannot_pay_additional_cost");
}

#[test]
fn deadly_dispute_sacrifices_a_creature_then_draws_two_cards_and_creates_a_treasure_118_8() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Deadly Dispute"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"], "library": ["Island", "Island", "Island"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let dispute = in_hand(&g, 0, "Deadly Dispute");
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(cast_paying(0, dispute, vec![], vec![bears])).unwrap();
    assert!(on_battlefield(&g, "Grizzly Bears").is_empty());
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 2);
    assert_eq!(tokens(&g), ["Treasure"]);
}

#[test]
fn fanatical_offering_sacrifices_an_artifact_then_draws_two_cards_and_creates_a_map_118_8() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Fanatical Offering"], "battlefield": ["Swamp", "Swamp", "Ornithopter"], "library": ["Island", "Island", "Island"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let offering = in_hand(&g, 0, "Fanatical Offering");
    let thopter = the_only(&g, "Ornithopter");
    g.apply(cast_paying(0, offering, vec![], vec![thopter])).unwrap();
    assert!(on_battlefield(&g, "Ornithopter").is_empty(), "sacrificed as it was cast (601.2h)");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 2);
    assert_eq!(tokens(&g), ["Map"]);
}
