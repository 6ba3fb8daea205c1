//! More nonland permanents of real decks (issue 14, `data/pool-decks.json`,
//! current Oracle text), each with the rule it follows: Lembas (400.7e,
//! 701.24a); Nihil Spellbomb (608.2d); Squadron
//! Hawk (701.23, 701.24a).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, Pending, PlayerId};
use mtg_rules::text::Ability;
use serde_json::json;

/// The index of the card's first activated ability among its front face's abilities.
fn first_activated(card: &str) -> usize {
    let face = decks_pool().card(card).unwrap().front().unwrap();
    face.abilities.iter().position(|a| matches!(a, Ability::Activated { .. })).expect("an activated ability")
}

#[test]
fn lembas_sacrificed_for_three_life_is_shuffled_by_its_owner_into_their_library_400_7e_701_24a() {
    let mut g = decks_duel(json!(["Lembas", "Plains", "Plains"]), json!([]), json!([]));
    let lembas = the_only(&g, "Lembas");
    let life = g.state().players[0].life;
    g.apply(activate(&g, lembas, first_activated("Lembas"))).unwrap();
    assert_eq!(zone_of(&g, "Lembas", 0), Some(Zone::Graveyard), "sacrificed as a cost");
    let events = resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, life + 3);
    assert_eq!(zone_of(&g, "Lembas", 0), None, "not in the graveyard any more");
    let library = &g.state().players[0].library;
    assert_eq!(library.len(), 4);
    assert!(library.iter().any(|&id| g.object(id).unwrap().card == "Lembas"), "400.7e: the card it became");
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })), "701.24a");
}

#[test]
fn lembas_exiled_from_the_graveyard_before_its_trigger_resolves_stays_in_exile_400_7() {
    let mut g = decks_duel(json!(["Lembas", "Nihil Spellbomb", "Plains", "Plains"]), json!([]), json!([]));
    let (lembas, spellbomb) = (the_only(&g, "Lembas"), the_only(&g, "Nihil Spellbomb"));
    g.apply(activate(&g, lembas, first_activated("Lembas"))).unwrap();
    // In response to its trigger, Nihil Spellbomb exiles the graveyard.
    let exile = first_activated("Nihil Spellbomb");
    g.apply(activate_at(&g, spellbomb, exile, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    // Its own trigger first: no {B} to pay.
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Lembas", 0), Some(Zone::Exile), "400.7: a new object the trigger does not find");
    assert_eq!(g.state().players[0].library.len(), 3);
}

#[test]
fn nihil_spellbomb_put_into_a_graveyard_draws_a_card_if_its_controller_pays_b_608_2d() {
    let setup = |mine| {
        decks_game(json!({
            "players": [
                { "battlefield": mine, "library": ["Plains", "Plains"] },
                { "graveyard": ["Lightning Bolt"], "library": ["Plains"] }
            ],
            "activePlayer": 0, "step": "precombatMain", "turn": 3
        }))
    };
    for pay in [true, false] {
        let mut g = setup(json!(["Nihil Spellbomb", "Swamp"]));
        let spellbomb = the_only(&g, "Nihil Spellbomb");
        g.apply(activate_at(&g, spellbomb, first_activated("Nihil Spellbomb"), vec![player_target(1)])).unwrap();
        resolve_all(&mut g);
        let Some(Pending::PayWard { player: PlayerId(0), ref mana, .. }) = g.state().pending else {
            panic!("608.2d: you may pay: {:?}", g.state().pending)
        };
        assert_eq!(mana.as_deref(), Some("{B}"));
        let answer = Action::PayWard { player: PlayerId(0), pay };
        assert!(g.legal_actions().contains(&answer));
        g.apply(answer).unwrap();
        resolve_all(&mut g);
        assert_eq!(g.state().players[0].hand.len(), usize::from(pay), "if you do, draw a card");
        assert_eq!(g.object(the_only(&g, "Swamp")).unwrap().tapped, pay);
        assert!(g.state().players[1].graveyard.is_empty(), "its other ability exiled the graveyard");
        assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    }
    // Without a black source, only declining is offered.
    let mut g = setup(json!(["Nihil Spellbomb", "Plains"]));
    let spellbomb = the_only(&g, "Nihil Spellbomb");
    g.apply(activate_at(&g, spellbomb, first_activated("Nihil Spellbomb"), vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.legal_actions(), vec![Action::PayWard { player: PlayerId(0), pay: false }]);
    refused(&mut g, Action::PayWard { player: PlayerId(0), pay: true });
}

#[test]
fn squadron_hawk_finds_up_to_three_cards_named_squadron_hawk_each_once_then_shuffles_701_23() {
    let mut g = decks_game(json!({
        "players": [
            {
                "battlefield": ["Plains", "Plains"], "hand": ["Squadron Hawk"],
                "library": ["Squadron Hawk", "Plains", "Squadron Hawk", "Squadron Hawk"]
            },
            { "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Squadron Hawk"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let hawks = |g: &Game| {
        let library = &g.state().players[0].library;
        library.iter().copied().filter(|&id| g.object(id).unwrap().card == "Squadron Hawk").collect::<Vec<_>>()
    };
    let found = hawks(&g);
    let Some(Pending::SearchLibrary { ref candidates, .. }) = g.state().pending else {
        panic!("701.23: {:?}", g.state().pending)
    };
    assert_eq!(*candidates, found, "the cards named Squadron Hawk, not the Plains");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(found[0]) }).unwrap();
    // The card found is not found again.
    refused_with(
        &mut g,
        Action::SearchLibrary { player: PlayerId(0), found: Some(found[0]) },
        "not_a_candidate",
        Some("701.23a"),
    );
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(found[1]) }).unwrap();
    let events = g.apply(Action::SearchLibrary { player: PlayerId(0), found: None }).unwrap();
    let hand: Vec<&str> = g.state().players[0].hand.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    assert_eq!(hand, ["Squadron Hawk", "Squadron Hawk"], "up to three: two found");
    assert_eq!(hawks(&g).len(), 1);
    assert_eq!(events.iter().filter(|e| matches!(e, Event::LibraryShuffled { .. })).count(), 1, "701.24a: once");
    assert_eq!(on_battlefield(&g, "Squadron Hawk").len(), 1);
}
