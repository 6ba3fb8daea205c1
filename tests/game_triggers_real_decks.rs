//! Creatures and triggered abilities of real decks (issue 14,
//! `data/pool-decks.json`, current Oracle text): Questing Druid // Seek the
//! Beast, Slogurk, the Overslime.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, PlayerId, Step};
use serde_json::json;

const DRUID: &str = "Questing Druid // Seek the Beast";

fn exiled(g: &Game, card: &str) -> ObjectId {
    g.state().exile.iter().copied().find(|&id| g.object(id).unwrap().card == card).expect("exiled")
}

fn power(g: &Game, id: ObjectId) -> Option<i32> {
    g.characteristics(id).unwrap().power
}

fn castable(g: &Game, id: ObjectId) -> bool {
    g.cast_options(id).unwrap().iter().any(|o| o.method == CastMethod::Normal && o.castable)
}

#[test]
fn questing_druid_gets_a_counter_for_a_red_or_blue_spell_not_for_a_green_one_601_2i_105_2() {
    let card = decks_pool().card(DRUID).unwrap();
    assert_eq!(card.unsupported_text().collect::<Vec<_>>(), Vec::<&str>::new(), "both faces are understood");
    let mut g = decks_duel(
        json!([DRUID, "Volcanic Island", "Volcanic Island", "Forest", "Forest"]),
        json!(["Lightning Bolt", "Consider", "Weather the Storm"]),
        json!([]),
    );
    let druid = the_only(&g, DRUID);
    assert_eq!(power(&g, druid), Some(1));
    // "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on Questing Druid."
    let weather = in_hand(&g, 0, "Weather the Storm");
    g.apply(cast(0, weather, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 23, "Weather the Storm resolved");
    assert_eq!(power(&g, druid), Some(1), "a green spell is none of those colors");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!((power(&g, druid), g.state().players[1].life), (Some(2), 17), "red: one counter");
    let consider = in_hand(&g, 0, "Consider");
    g.apply(cast(0, consider, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(power(&g, druid), Some(3), "blue: another counter");
}

#[test]
fn seek_the_beast_cast_in_the_opponents_turn_lets_its_two_cards_be_played_until_your_next_end_step_611_2a_715_4() {
    let mut g = decks_game(json!({
        "players": [
            { "hand": [DRUID], "battlefield": [DRUID, "Mountain", "Forest"],
              "library": ["Lightning Bolt", "Mountain", "Plains", "Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "upkeep", "turn": 2
    }));
    let on_battlefield = the_only(&g, DRUID);
    g.apply(pass(1)).unwrap();
    // The Adventure, a red instant, is cast from hand: the other Questing Druid sees a red spell.
    let seek = in_hand(&g, 0, DRUID);
    g.apply(cast(0, seek, CastMethod::Adventure)).unwrap();
    resolve_all(&mut g);
    assert_eq!(power(&g, on_battlefield), Some(2), "Seek the Beast is red");
    // "Exile the top two cards of your library. Until your next end step, you may play those cards."
    assert_eq!(g.state().players[0].library.len(), 4, "two cards exiled");
    let bolt = exiled(&g, "Lightning Bolt");
    let mountain = exiled(&g, "Mountain");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the permissions read back");
    // The permissions outlast this turn's cleanup (514.2): player 0's own next turn, before its end step.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let play = Action::PlayLand { player: PlayerId(0), object: mountain, face: None };
    assert!(g.legal_actions().contains(&play), "305.1: the land may be played");
    check_legal_actions(&g);
    g.apply(play).expect("played from exile");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[])).unwrap();
    advance_to(&mut g, Step::PostcombatMain);
    assert!(castable(&g, bolt), "611.2a: until player 0's next end step");
    advance_to(&mut g, Step::End);
    assert!(!castable(&g, bolt), "the permission ended as player 0's end step began");
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == bolt)));
    assert_eq!(g.object(bolt).unwrap().zone, Zone::Exile);
    check_legal_actions(&g);
}

#[test]
fn seek_the_beast_cast_in_your_main_phase_lets_its_cards_be_played_only_until_this_turns_end_step_611_2a() {
    let mut g = decks_game(json!({
        "players": [
            { "hand": [DRUID], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"],
              "library": ["Lightning Bolt", "Lightning Bolt", "Plains", "Plains", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let seek = in_hand(&g, 0, DRUID);
    g.apply(cast(0, seek, CastMethod::Adventure)).unwrap();
    resolve_all(&mut g);
    let bolts: Vec<ObjectId> =
        g.state().exile.iter().copied().filter(|&id| g.object(id).unwrap().card == "Lightning Bolt").collect();
    assert_eq!(bolts.len(), 2);
    g.apply(cast_at(0, bolts[0], CastMethod::Normal, vec![player_target(1)])).expect("cast from exile (601.3)");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    advance_to(&mut g, Step::PostcombatMain);
    assert!(castable(&g, bolts[1]));
    advance_to(&mut g, Step::End);
    assert!(!castable(&g, bolts[1]), "this turn's end step is the next one");
}

const SLOGURK: &str = "Slogurk, the Overslime";

fn in_graveyard(g: &Game, player: usize, card: &str) -> ObjectId {
    let p = &g.state().players[player];
    p.graveyard.iter().copied().find(|&id| g.object(id).unwrap().card == card).expect("in the graveyard")
}

#[test]
fn slogurk_grows_for_each_land_card_put_into_your_graveyard_then_returns_itself_and_up_to_three_lands_603_2_603_6c() {
    let card = decks_pool().card(SLOGURK).unwrap();
    assert_eq!(card.unsupported_text().collect::<Vec<_>>(), Vec::<&str>::new(), "every line is understood");
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Thought Scour", "Thought Scour"],
              "battlefield": [{ "card": SLOGURK, "counters": { "+1/+1": 1 } }, "Island", "Island"],
              "graveyard": ["Mountain"],
              "library": ["Lightning Bolt", "Forest", "Island", "Plains", "Plains"] },
            { "library": ["Forest", "Forest", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let slogurk = the_only(&g, SLOGURK);
    assert_eq!(power(&g, slogurk), Some(4));
    // An opponent's land cards milled go to their graveyard, not yours.
    let scour = in_hand(&g, 0, "Thought Scour");
    g.apply(cast_at(0, scour, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].graveyard.len(), 2);
    assert_eq!(power(&g, slogurk), Some(4), "no land card was put into player 0's graveyard");
    // "Whenever a land card is put into your graveyard from anywhere, put a +1/+1 counter on Slogurk": each card.
    let scour = in_hand(&g, 0, "Thought Scour");
    g.apply(cast_at(0, scour, CastMethod::Normal, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(power(&g, slogurk), Some(6), "Forest and Island milled: two counters (not for Thought Scour)");
    // "Remove three +1/+1 counters from Slogurk: Return it to its owner's hand."
    let activation = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == slogurk))
        .expect("the ability is listed");
    g.apply(activation).unwrap();
    assert_eq!(power(&g, slogurk), Some(3), "three counters removed as the cost (602.2b)");
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    assert_eq!(zone_of(&g, SLOGURK, 0), Some(Zone::Hand));
    // "When Slogurk leaves the battlefield, return up to three target land cards from your graveyard to your hand."
    let lands = ["Mountain", "Forest", "Island"].map(|name| at(in_graveyard(&g, 0, name)));
    let scour = at(in_graveyard(&g, 0, "Thought Scour"));
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets.contains(&scour))),
        "Thought Scour is not a land card"
    );
    choose_trigger_targets(&mut g, &lands);
    resolve_all(&mut g);
    let hand: Vec<&str> = g.state().players[0].hand.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    for name in ["Mountain", "Forest", "Island"] {
        assert!(hand.contains(&name), "{name}: {hand:?}");
    }
    assert_eq!(g.state().players[0].graveyard.len(), 2, "the two Thought Scours stay");
    check_legal_actions(&g);
}
