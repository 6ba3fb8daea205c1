//! Kellan, Daring Traveler // Journey On (issue 14, `data/pool-decks.json`,
//! current Oracle text): an attack trigger that reveals the top card of the
//! library (701.20a, 608.2c, 608.2d) and an Adventure (715) whose number of
//! Map tokens counts the opponents who control an artifact (107.3c, 111.10).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, Pending, PlayerId, Step};
use serde_json::{Value, json};

const KELLAN: &str = "Kellan, Daring Traveler // Journey On";

/// Player 0 (active, precombat main of turn 3) has Kellan and `mine` on the
/// battlefield, `hand` and a library whose top card is `top`; player 1 has
/// `theirs`.
fn kellan_game(mine: Value, hand: Value, top: &str, theirs: Value) -> Game {
    let g = decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": [top, "Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card(KELLAN).unwrap().unsupported_text().count(), 0, "understood whole");
    g
}

/// Kellan attacks player 1; its trigger resolves (508.1m, 603.3).
fn kellan_attacks(top: &str) -> Game {
    let mut g = kellan_game(json!([KELLAN]), json!([]), top, json!([]));
    let kellan = the_only(&g, KELLAN);
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(kellan, at_player(1))])).expect("Kellan attacks");
    assert_eq!(g.state().stack.len(), 1, "the attack trigger");
    pass_all(&mut g);
    g
}

fn top_card(g: &Game) -> String {
    let top = g.state().players[0].library[0];
    g.object(top).unwrap().card.clone()
}

#[test]
fn kellan_attacking_puts_a_revealed_creature_card_with_mana_value_3_or_less_into_the_hand_701_20a_608_2c() {
    let g = kellan_attacks("Squadron Hawk");
    assert_eq!(zone_of(&g, "Squadron Hawk", 0), Some(Zone::Hand), "mana value 2: into the hand");
    assert_eq!(g.state().players[0].library.len(), 3);
    assert!(g.state().pending.is_none(), "no choice: the card matched");
    assert!(g.state().stack.is_empty());
}

#[test]
fn kellan_reveals_a_creature_card_with_mana_value_5_and_its_controller_may_put_it_into_the_graveyard_608_2d() {
    let mut g = kellan_attacks("Mulldrifter");
    let Some(Pending::YouMay { player: PlayerId(0), object, .. }) = g.state().pending.clone() else {
        panic!("a \"you may\": {:?}", g.state().pending);
    };
    assert_eq!(g.object(object).unwrap().card, "Mulldrifter", "the revealed card");
    let accept = Action::YouMay { player: PlayerId(0), accept: true };
    let decline = Action::YouMay { player: PlayerId(0), accept: false };
    assert!(g.legal_actions().contains(&accept) && g.legal_actions().contains(&decline));
    check_legal_actions(&g);
    // 732: the other player can't answer it; the game is unchanged.
    let before = g.to_json();
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(1), accept: true }), "not_your_choice");
    assert_eq!(g.to_json(), before);
    // The pending choice reads back.
    let back = Game::from_json(decks_pool(), &before).expect("reads back");
    assert_eq!(back.to_json(), before);
    let events = g.apply(accept).expect("put into the graveyard");
    assert!(events.iter().any(|e| matches!(e, Event::ObjectMoved { zone: Zone::Graveyard, .. })));
    assert_eq!(zone_of(&g, "Mulldrifter", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[0].library.len(), 3);
    assert_eq!(g.state().step, Step::DeclareAttackers, "combat goes on");
}

#[test]
fn kellan_reveals_a_land_and_declined_it_stays_on_top_of_the_library_608_2d() {
    let mut g = kellan_attacks("Island");
    assert!(matches!(g.state().pending, Some(Pending::YouMay { player: PlayerId(0), .. })));
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("declined");
    assert_eq!(top_card(&g), "Island", "not a creature card: it stays on top");
    assert_eq!(g.state().players[0].library.len(), 4);
    assert!(g.state().players[0].hand.is_empty());
}

/// Journey On ({G}, sorcery Adventure) cast with player 1 controlling `theirs`.
fn journey_on(theirs: Value) -> Game {
    let mut g = kellan_game(json!(["Forest"]), json!([KELLAN]), "Plains", theirs);
    let card = in_hand(&g, 0, KELLAN);
    g.apply(cast(0, card, CastMethod::Adventure)).expect("Journey On cast");
    resolve_all(&mut g);
    // 715.4: the Adventure resolved, the card is exiled (and may be cast as Kellan later).
    assert_eq!(g.object(the_only_card(&g, KELLAN)).unwrap().zone, Zone::Exile);
    g
}

fn the_only_card(g: &Game, name: &str) -> mtg_rules::game::ObjectId {
    let ids: Vec<_> = g.state().exile.iter().copied().filter(|&id| g.object(id).unwrap().card == name).collect();
    assert_eq!(ids.len(), 1, "{name} in exile");
    ids[0]
}

#[test]
fn journey_on_creates_one_map_token_when_no_opponent_controls_an_artifact_107_3c() {
    let g = journey_on(json!(["Plains"]));
    assert_eq!(on_battlefield(&g, "Map").len(), 1, "one plus zero");
}

#[test]
fn journey_on_creates_two_map_tokens_when_an_opponent_controls_an_artifact_107_3c() {
    let g = journey_on(json!(["Tormod's Crypt", "Pithing Needle"]));
    // One opponent controlling two artifacts is one opponent: one plus one.
    let maps = on_battlefield(&g, "Map");
    assert_eq!(maps.len(), 2);
    for map in maps {
        assert_eq!(g.object(map).unwrap().controller, PlayerId(0));
    }
}

#[test]
fn journey_on_does_not_count_your_own_artifacts_107_3c() {
    let mut g = kellan_game(json!(["Forest", "Tormod's Crypt"]), json!([KELLAN]), "Plains", json!([]));
    let card = in_hand(&g, 0, KELLAN);
    g.apply(cast(0, card, CastMethod::Adventure)).expect("Journey On cast");
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Map").len(), 1);
}
