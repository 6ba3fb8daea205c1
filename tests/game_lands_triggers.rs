//! Lands of real decks with triggered abilities that read the game state,
//! with their current Oracle text: an intervening "if" clause checked as the
//! ability triggers and again as it resolves (Emeria, the Sky Ruin, 603.4).

mod game_fixture;

use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, Event, Game, Pending, PlayerId, Step};
use serde_json::{Value, json};

/// Player 0 controls Emeria and `plains` Plains, with Grizzly Bears and
/// Lightning Bolt in the graveyard; player 1 controls `theirs`. It is
/// player 1's end step, so player 0's upkeep comes next.
fn emeria_game(plains: usize, theirs: Value) -> Game {
    let mut battlefield = vec![json!("Emeria, the Sky Ruin")];
    battlefield.extend(std::iter::repeat_n(json!("Plains"), plains));
    game(json!({
        "players": [
            { "battlefield": battlefield, "graveyard": ["Grizzly Bears", "Lightning Bolt"],
              "library": ["Lightning Bolt", "Lightning Bolt", "Lightning Bolt"] },
            { "battlefield": theirs, "library": ["Island", "Island", "Island"] }
        ],
        "activePlayer": 1, "step": "end"
    }))
}

fn triggered(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::TriggerPutOnStack { .. })).count()
}

#[test]
fn emeria_with_seven_plains_may_return_a_creature_card_from_your_graveyard_to_the_battlefield_603_4() {
    let mut g = emeria_game(7, json!([]));
    let events = advance_to(&mut g, Step::Upkeep);
    assert_eq!(triggered(&events), 1, "seven Plains: the ability triggers");
    let trigger = *g.state().stack.last().unwrap();
    let bears = g.state().players[0].graveyard[0];
    assert_eq!(g.object(trigger).unwrap().targets, [at(bears)], "the only creature card is its target");
    resolve_all(&mut g);
    let Some(Pending::YouMay { player: PlayerId(0), object, .. }) = g.state().pending.clone() else {
        panic!("a \"you may\" choice: {:?}", g.state().pending)
    };
    assert_eq!(object, bears);
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the choice reads back");
    let mut declined = g.clone();
    declined.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert_eq!(zone_of(&declined, "Grizzly Bears", 0), Some(Zone::Graveyard));
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    let returned = the_only(&g, "Grizzly Bears");
    let o = g.object(returned).unwrap();
    assert_eq!((o.controller, o.tapped), (PlayerId(0), false), "onto the battlefield under your control");
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert!(g.state().pending.is_none() && g.state().stack.is_empty());
}

#[test]
fn emeria_with_six_plains_does_not_trigger_at_all_603_4() {
    let mut g = emeria_game(6, json!([]));
    let events = advance_to(&mut g, Step::Upkeep);
    assert_eq!(triggered(&events), 0, "the condition is false as the upkeep begins");
    assert!(g.state().stack.is_empty());
    // Not in the opponent's upkeep either ("your upkeep"), even with seven.
    let mut g = emeria_game(7, json!([]));
    advance_to(&mut g, Step::Upkeep);
    resolve_all(&mut g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    for _ in 0..2 {
        advance_to(&mut g, Step::Draw);
        let events = advance_to(&mut g, Step::Upkeep);
        assert_eq!(g.state().active_player, PlayerId(1));
        assert_eq!(triggered(&events), 0, "player 1's upkeep");
        advance_to(&mut g, Step::Draw);
        let events = advance_to(&mut g, Step::Upkeep);
        assert_eq!(triggered(&events), 1, "player 0's upkeep again");
        resolve_all(&mut g);
        g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    }
}

#[test]
fn emerias_ability_is_removed_if_a_plains_is_destroyed_before_it_resolves_603_4() {
    let mut g = emeria_game(7, json!(["Ghost Quarter"]));
    advance_to(&mut g, Step::Upkeep);
    let trigger = *g.state().stack.last().unwrap();
    // Player 1 destroys a Plains in response; player 0's search finds nothing.
    g.apply(pass(0)).unwrap();
    let quarter = the_only(&g, "Ghost Quarter");
    let plains = on_battlefield(&g, "Plains")[0];
    g.apply(activate_at(&g, quarter, 1, vec![at(plains)])).unwrap();
    resolve_all(&mut g);
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: None }).unwrap();
    assert_eq!(on_battlefield(&g, "Plains").len(), 6);
    assert_eq!(g.state().stack, [trigger]);
    let events = resolve_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, Event::DidNotResolve { object, rule: "603.4", .. } if *object == trigger)),
        "{events:?}"
    );
    assert!(g.state().pending.is_none(), "no choice: the ability does nothing");
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Graveyard));
}

#[test]
fn emeria_is_understood_whole_603_4() {
    let card = db().get("Emeria, the Sky Ruin").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}
