//! Keyword ways to cast from other zones and moments, with the real cards of
//! `data/pool-decks.json`: miracle (702.94, Terminus).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId, Step, TriggerKind};
use serde_json::{Value, json};

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).expect("exists").card.clone()).collect()
}

fn library(g: &Game, player: usize) -> Vec<String> {
    names(g, &g.state().players[player].library)
}

/// Player 0 (active, in the upkeep of turn 3) has `mine` on the
/// battlefield and the library `library` (top first); player 1 has
/// `theirs` and three Islands in their library.
fn upkeep(mine: Value, library: Value, theirs: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "library": library },
            { "battlefield": theirs, "library": ["Island", "Island", "Island"] }
        ],
        "activePlayer": 0, "step": "upkeep", "turn": 3, "seed": 5
    }))
}

/// Terminus is drawn in player 0's draw step: its miracle trigger is put on
/// the stack and resolves, asking whether to cast it.
fn terminus_offered() -> (Game, ObjectId) {
    let mut g = upkeep(
        json!(["Plains", "Ragavan, Nimble Pilferer"]),
        json!(["Terminus", "Island", "Island"]),
        json!(["Dragon's Rage Channeler"]),
    );
    let events = advance_to(&mut g, Step::Draw);
    let terminus = in_hand(&g, 0, "Terminus");
    assert!(
        events.iter().any(
            |e| matches!(e, Event::TriggerPutOnStack { source, kind: TriggerKind::Miracle, .. } if *source == terminus)
        ),
        "the miracle trigger is put on the stack: {events:?}"
    );
    assert_eq!(g.state().stack.len(), 1);
    pass_all(&mut g);
    assert_eq!(g.state().pending, Some(Pending::Miracle { player: PlayerId(0), object: terminus }));
    (g, terminus)
}

#[test]
fn terminus_drawn_first_this_turn_is_cast_for_its_miracle_cost_and_puts_all_creatures_on_the_bottom_702_94a_401_4() {
    let (g, terminus) = terminus_offered();
    // The pending choice reads back from JSON.
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the miracle choice reads back");
    let miracle = cast(0, terminus, CastMethod::Miracle);
    let answers = g.legal_actions();
    assert!(answers.contains(&miracle), "{answers:?}");
    assert!(answers.contains(&Action::YouMay { player: PlayerId(0), accept: false }));
    check_legal_actions(&g);
    g.apply(miracle).expect("Terminus is cast for {W} in the draw step, ignoring its timing (608.2g)");
    assert!(g.state().pending.is_none());
    assert_eq!(names(&g, &g.state().stack), ["Terminus"]);
    let spell = *g.state().stack.last().unwrap();
    assert_eq!(g.object(spell).unwrap().total_cost.as_deref(), Some("{W}"));
    assert_eq!(g.object(spell).unwrap().cast_method, Some(CastMethod::Miracle));
    assert!(g.object(the_only(&g, "Plains")).unwrap().tapped, "the miracle cost is paid");
    pass_all(&mut g);
    // 401.4: every creature on the bottom of its owner's library.
    assert!(on_battlefield(&g, "Ragavan, Nimble Pilferer").is_empty());
    assert!(on_battlefield(&g, "Dragon's Rage Channeler").is_empty());
    assert_eq!(library(&g, 0), ["Island", "Island", "Ragavan, Nimble Pilferer"]);
    assert_eq!(library(&g, 1), ["Island", "Island", "Island", "Dragon's Rage Channeler"]);
    assert_eq!(zone_of(&g, "Terminus", 0), Some(Zone::Graveyard));
}

#[test]
fn the_miracle_card_is_cast_only_for_its_miracle_cost_and_only_while_its_trigger_offers_it_702_94a() {
    let (mut g, terminus) = terminus_offered();
    // Another method, another player, or something else than the answer: refused, nothing changes.
    assert_eq!(refused(&mut g, cast(0, terminus, CastMethod::Normal)), "not_offered");
    assert_eq!(refused(&mut g, cast(1, terminus, CastMethod::Miracle)), "not_your_choice");
    assert_eq!(refused(&mut g, pass(0)), "choice_pending");
    // Declined: it stays in hand, and the creatures stay.
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("not cast");
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Terminus", 0), Some(Zone::Hand));
    assert_eq!(on_battlefield(&g, "Ragavan, Nimble Pilferer").len(), 1);
    // Later, its miracle cost is no way to cast it: only the trigger offers it.
    advance_to(&mut g, Step::PrecombatMain);
    let options = g.cast_options(terminus).unwrap();
    assert!(options.iter().all(|o| o.method != CastMethod::Miracle), "{options:?}");
    assert_eq!(refused(&mut g, cast(0, terminus, CastMethod::Miracle)), "method_unavailable");
}

#[test]
fn a_miracle_card_drawn_after_the_first_card_of_the_turn_does_not_trigger_702_94a() {
    let mut g = upkeep(
        json!(["Plains", "Plains", "Horizon Canopy", "Ragavan, Nimble Pilferer"]),
        json!(["Island", "Terminus", "Island"]),
        json!([]),
    );
    advance_to(&mut g, Step::PrecombatMain);
    assert!(g.state().stack.is_empty(), "the Island drawn first has no miracle");
    // "{1}, {T}, Sacrifice Horizon Canopy: Draw a card.": the second card drawn this turn.
    let canopy = the_only(&g, "Horizon Canopy");
    g.apply(activate(&g, canopy, 1)).expect("Horizon Canopy's draw ability");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Terminus", 0), Some(Zone::Hand));
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "no miracle trigger: {:?}", g.state().stack);
}

/// Player 0 (active, precombat main of turn 3) controls Triumph of Saint
/// Katherine, a Swamp and a Mountain, with Terminate in hand and the library
/// `library` (top first).
fn triumph_game(library: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Triumph of Saint Katherine", "Swamp", "Mountain"], "hand": ["Terminate"], "library": library },
            { "library": ["Island", "Island", "Island"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "seed": 9
    }))
}

#[test]
fn triumph_of_saint_katherine_put_into_your_graveyard_is_shuffled_with_the_top_six_cards_back_on_top_406_3_401_4() {
    let deck = json!(["Plains", "Island", "Swamp", "Mountain", "Forest", "Plains", "Terminus", "Ancient Den"]);
    let mut g = triumph_game(deck);
    let triumph = the_only(&g, "Triumph of Saint Katherine");
    g.apply(cast_at(0, in_hand(&g, 0, "Terminate"), CastMethod::Normal, vec![at(triumph)])).expect("Terminate");
    pass_all(&mut g);
    // Terminate resolved; the trigger of the card now in the graveyard waits on the stack.
    assert_eq!(zone_of(&g, "Triumph of Saint Katherine", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().stack.len(), 1, "the Praesidium Protectiva trigger");
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the trigger reads back");
    let events = pass_all(&mut g);
    let exiled = events.iter().filter(|e| matches!(e, Event::ObjectMoved { zone: Zone::Exile, .. })).count();
    assert_eq!(exiled, 7, "it and the top six cards, exiled in a pile: {events:?}");
    assert!(
        g.state().exile.is_empty()
            && g.state().players[0]
                .graveyard
                .iter()
                .all(|&id| g.object(id).unwrap().card != "Triumph of Saint Katherine")
    );
    // The pile of seven, shuffled, is the top of the library; the rest stays below.
    let lib = library(&g, 0);
    assert_eq!(lib.len(), 9);
    let mut top: Vec<String> = lib[..7].to_vec();
    top.sort();
    assert_eq!(top, ["Forest", "Island", "Mountain", "Plains", "Plains", "Swamp", "Triumph of Saint Katherine"]);
    assert_eq!(lib[7..], ["Terminus", "Ancient Den"]);
}

#[test]
fn triumph_of_saint_katherine_drawn_first_in_a_turn_is_cast_for_its_miracle_cost_702_94a() {
    let mut g = upkeep(json!(["Plains", "Plains"]), json!(["Triumph of Saint Katherine", "Island"]), json!([]));
    advance_to(&mut g, Step::Draw);
    pass_all(&mut g);
    let triumph = in_hand(&g, 0, "Triumph of Saint Katherine");
    assert_eq!(g.state().pending, Some(Pending::Miracle { player: PlayerId(0), object: triumph }));
    g.apply(cast(0, triumph, CastMethod::Miracle)).expect("cast for {1}{W}");
    let spell = *g.state().stack.last().unwrap();
    assert_eq!(g.object(spell).unwrap().total_cost.as_deref(), Some("{1}{W}"));
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Triumph of Saint Katherine").len(), 1);
}
