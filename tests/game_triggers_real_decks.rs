//! Creatures and triggered abilities of real decks (issue 14,
//! `data/pool-decks.json`, current Oracle text): Questing Druid // Seek the
//! Beast, Slogurk, the Overslime, Rona, Herald of Invasion // Rona, Tolarian
//! Obliterator.

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

const RONA: &str = "Rona, Herald of Invasion // Rona, Tolarian Obliterator";

fn discard(g: &mut Game, card: &str) {
    let id = in_hand(g, 0, card);
    let answer = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Discard { object, .. } if *object == id))
        .expect("the discard is listed");
    g.apply(answer).unwrap();
}

#[test]
fn rona_loots_untaps_when_you_cast_a_legendary_spell_and_transforms_for_five_and_two_life_603_2_701_27a_107_4f() {
    let card = decks_pool().card(RONA).unwrap();
    assert_eq!(card.unsupported_text().collect::<Vec<_>>(), Vec::<&str>::new(), "every line is understood");
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Ragavan, Nimble Pilferer", "Lightning Bolt", "Plains"],
              "battlefield": [RONA, "Mountain", "Mountain", "Island", "Island", "Island", "Island", "Island"],
              "library": ["Forest", "Island", "Island"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let rona = the_only(&g, RONA);
    // "{T}: Draw a card, then discard a card."
    g.apply(activate(&g, rona, 1)).unwrap();
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    discard(&mut g, "Plains");
    assert_eq!(zone_of(&g, "Forest", 0), Some(Zone::Hand), "drew the top card");
    assert_eq!(zone_of(&g, "Plains", 0), Some(Zone::Graveyard));
    assert!(g.object(rona).unwrap().tapped);
    // A spell that is not legendary leaves Rona tapped.
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    assert!(g.object(rona).unwrap().tapped, "Lightning Bolt is not legendary");
    // "Whenever you cast a legendary spell, untap Rona, Herald of Invasion."
    let ragavan = in_hand(&g, 0, "Ragavan, Nimble Pilferer");
    g.apply(cast(0, ragavan, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert!(!g.object(rona).unwrap().tapped, "untapped by its trigger");
    assert_eq!(on_battlefield(&g, "Ragavan, Nimble Pilferer").len(), 1);
    // "{5}{B/P}: Transform Rona. Activate only as a sorcery.": five Islands and 2 life for {B/P} (107.4f).
    g.apply(activate(&g, rona, 2)).unwrap();
    assert_eq!(g.state().players[0].life, 18, "2 life for {{B/P}}");
    resolve_all(&mut g);
    let c = g.characteristics(rona).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Rona, Tolarian Obliterator", Some(5), Some(5)));
    assert!(c.keywords.iter().any(|k| k == "Trample"), "{:?}", c.keywords);
    check_legal_actions(&g);
}

/// Player 1 bolts Rona, Tolarian Obliterator with `hand` beside the Bolt;
/// returns the game as the trigger has exiled a card, and that card.
fn bolt_rona(hand: &str) -> (Game, ObjectId) {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": RONA, "face": 1 }], "library": ["Island", "Island", "Island"] },
            { "hand": ["Lightning Bolt", hand], "battlefield": ["Mountain", "Mountain"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let rona = the_only(&g, RONA);
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(rona)])).unwrap();
    g.apply(pass(1)).unwrap();
    g.apply(pass(0)).unwrap();
    assert_eq!(g.object(rona).unwrap().damage, 3, "Rona survives with 3 damage");
    // "Whenever a source deals damage to Rona, …, that source's controller exiles a card from their hand at random."
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    assert!(g.state().players[1].hand.is_empty(), "the card left in player 1's hand was exiled");
    let exiled = *g.state().exile.last().expect("a card exiled");
    assert_eq!(g.object(exiled).unwrap().card, hand);
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the pending choice reads back");
    check_legal_actions(&g);
    (g, exiled)
}

#[test]
fn damage_to_rona_tolarian_obliterator_exiles_a_land_of_the_sources_controller_rona_s_controller_may_put_onto_the_battlefield_120_3_608_2d()
 {
    let (mut g, _) = bolt_rona("Forest");
    // "If it's a land card, you may put it onto the battlefield under your control."
    let accept = Action::YouMay { player: PlayerId(0), accept: true };
    assert!(g.legal_actions().contains(&accept), "{:?}", g.state().pending);
    g.apply(accept).unwrap();
    let forest = the_only(&g, "Forest");
    let o = g.object(forest).unwrap();
    assert_eq!((o.controller, o.owner), (PlayerId(0), PlayerId(1)), "under Rona's controller's control");
    check_legal_actions(&g);
}

#[test]
fn damage_to_rona_tolarian_obliterator_exiles_a_spell_card_rona_s_controller_may_cast_without_paying_its_mana_cost_608_2g()
 {
    let (mut g, exiled) = bolt_rona("Lightning Bolt");
    // "Otherwise, you may cast it without paying its mana cost.": Rona's controller casts player 1's card.
    let free = cast_at(0, exiled, CastMethod::WithoutPayingManaCost, vec![player_target(1)]);
    assert!(g.legal_actions().contains(&free), "{:?}", g.state().pending);
    refused_with(
        &mut g,
        cast_at(1, exiled, CastMethod::WithoutPayingManaCost, vec![player_target(0)]),
        "not_your_choice",
        None,
    );
    g.apply(free).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17, "cast by player 0 at player 1");
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Graveyard), "into its owner's graveyard");
    check_legal_actions(&g);
}
