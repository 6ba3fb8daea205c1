//! Permanents of real decks (issue 14, `data/pool-decks.json`, current
//! Oracle text), each with the rule it follows: Urza's Saga (714, 613.1f,
//! 611.2a, 202.1, 701.23, 704.5s); Krenko's Buzzcrusher (701.8a, 608.2d,
//! 608.2h, 701.23, 702.9b, 702.19b).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, Event, Game, ManaType, ObjectId, Pending, PlayerId, Step};
use serde_json::json;

const SAGA: &str = "Urza's Saga";
/// Urza's Saga's abilities: chapters I, II and III, then the two it gains
/// (613.1f: numbered after its own), "{T}: Add {C}." (3) and the Construct's (4).
const MAKE_CONSTRUCT: usize = 4;

fn tap_for_mana(object: ObjectId) -> Action {
    Action::ActivateManaAbility { player: PlayerId(0), object, choice: 0 }
}

fn colorless(g: &Game) -> u32 {
    g.state().players[0].mana_pool.mana.get(ManaType::C)
}

/// Player 0 plays Urza's Saga in their precombat main phase (turn 3) with
/// two Islands and `more` on the battlefield; chapter I triggers (714.3a).
fn saga_played(more: &[&str]) -> Game {
    let mut battlefield = vec!["Island", "Island"];
    battlefield.extend_from_slice(more);
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": battlefield, "hand": [SAGA],
              "library": ["Island", "Island", "Island", "Island"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card(SAGA).unwrap().unsupported_text().count(), 0, "understood whole");
    g.apply(Action::PlayLand { player: PlayerId(0), object: in_hand(&g, 0, SAGA), face: None }).expect("a land play");
    g
}

#[test]
fn urzas_saga_played_as_a_land_gains_its_mana_ability_when_chapter_i_resolves_714_3a_613_1f() {
    let mut g = saga_played(&[]);
    let saga = the_only(&g, SAGA);
    assert_eq!(g.object(saga).unwrap().counters.get(&CounterKind::Lore), 1);
    assert_eq!(g.state().stack.len(), 1, "chapter I triggered");
    // Before it resolves the Saga has no mana ability (it is a land with no intrinsic one).
    assert_eq!(refused(&mut g, tap_for_mana(saga)), "not_a_mana_source");
    assert!(!g.legal_actions().contains(&tap_for_mana(saga)));
    pass_all(&mut g);
    assert!(g.state().stack.is_empty());
    // 611.2a: gained with no duration, it lasts; the game reads back with it.
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    assert!(g.to_json().contains("gainedAbilities"));
    for g in [&mut g.clone(), &mut back.clone()] {
        assert!(g.legal_actions().contains(&tap_for_mana(saga)), "605.1a: {{T}}: Add {{C}}");
        check_legal_actions(g);
        let events = g.apply(tap_for_mana(saga)).expect("tapped for {C}");
        assert!(events.iter().any(|e| matches!(e, Event::ManaAdded { source, .. } if *source == saga)));
        assert_eq!(colorless(g), 1);
        assert!(g.object(saga).unwrap().tapped);
        assert_eq!(refused(g, tap_for_mana(saga)), "already_tapped");
    }
    // It is no activated ability: that index names none to activate.
    let make = activate(&g, saga, MAKE_CONSTRUCT);
    assert_eq!(refused(&mut g, make), "no_such_ability");
}

/// The game of [`saga_played`] on to player 0's next precombat main
/// phase, chapter I resolved, chapter II triggered and resolved (714.3b).
fn chapter_two(more: &[&str]) -> (Game, ObjectId) {
    let mut g = saga_played(more);
    pass_all(&mut g);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let saga = the_only(&g, SAGA);
    assert_eq!(g.object(saga).unwrap().counters.get(&CounterKind::Lore), 2);
    assert_eq!(g.state().stack.len(), 1, "chapter II triggered");
    let make = activate(&g, saga, MAKE_CONSTRUCT);
    assert_eq!(refused(&mut g, make), "no_such_ability");
    pass_all(&mut g);
    assert!(g.state().stack.is_empty());
    (g, saga)
}

#[test]
fn urzas_saga_chapter_ii_gains_an_ability_making_a_construct_that_gets_1_1_for_each_artifact_613_1f_613_4c() {
    let (mut g, saga) = chapter_two(&["Mishra's Bauble"]);
    // Both gained abilities: the mana ability of chapter I still, and "{2}, {T}: Create …".
    assert!(g.legal_actions().contains(&tap_for_mana(saga)));
    let make = activate(&g, saga, MAKE_CONSTRUCT);
    assert!(g.legal_actions().contains(&make), "{:?}", g.legal_actions());
    check_legal_actions(&g);
    g.apply(make).expect("{2}, {T}: paid with the two Islands");
    assert!(g.object(saga).unwrap().tapped);
    assert_eq!(on_battlefield(&g, "Island").iter().filter(|&&id| g.object(id).unwrap().tapped).count(), 2);
    pass_all(&mut g);
    let constructs: Vec<ObjectId> =
        g.state().battlefield.iter().copied().filter(|&id| g.object(id).is_ok_and(|o| o.token)).collect();
    let [construct] = constructs[..] else { panic!("one token: {constructs:?}") };
    // 613.4c: 0/0 plus one for each artifact its controller controls: itself and Mishra's Bauble.
    let view = g.permanent(construct).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2));
    assert!(view.characteristics.subtypes.iter().any(|s| s == "Construct"));
    // Counted continuously: the Bauble sacrificed, it is 1/1.
    let bauble = the_only(&g, "Mishra's Bauble");
    let look = activate_at(&g, bauble, 0, vec![player_target(1)]);
    g.apply(look).expect("Mishra's Bauble");
    let view = g.permanent(construct).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1));
    // The Saga is tapped: the ability's {T} can't be paid again (107.5, 602.2).
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == saga)));
}

#[test]
fn urzas_saga_chapter_iii_finds_only_an_artifact_card_with_mana_cost_0_or_1_then_is_sacrificed_202_1_701_23_704_5s() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": SAGA, "counters": { "lore": 2 } }, "Island"],
              "library": ["Island", "Engineered Explosives", "Ancient Den", "Null Rod", "Shadowspear", "Island",
                          "Mishra's Bauble", "Island"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }));
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(g.state().stack.len(), 1, "chapter III triggered");
    pass_all(&mut g);
    let Some(Pending::SearchLibrary { ref candidates, .. }) = g.state().pending else {
        panic!("701.23: {:?}", g.state().pending)
    };
    // 202.1: {0} and {1}; not {X} (Engineered Explosives), no mana cost (Ancient Den), nor {2} (Null Rod).
    let mut found: Vec<&str> = candidates.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    found.sort_unstable();
    assert_eq!(found, ["Mishra's Bauble", "Shadowspear"]);
    let library = g.state().players[0].library.clone();
    let named = |name: &str| library.iter().copied().find(|&id| g.object(id).unwrap().card == name).unwrap();
    let (explosives, spear) = (named("Engineered Explosives"), named("Shadowspear"));
    refused_with(
        &mut g,
        Action::SearchLibrary { player: PlayerId(0), found: Some(explosives) },
        "not_a_candidate",
        Some("701.23a"),
    );
    check_legal_actions(&g);
    let events = g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(spear) }).expect("found");
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })), "701.24a");
    assert_eq!(zone_of(&g, "Shadowspear", 0), Some(Zone::Battlefield));
    // 714.4, 704.5s: its final chapter resolved, the Saga is sacrificed.
    assert_eq!(zone_of(&g, SAGA, 0), Some(Zone::Graveyard));
}

const BUZZCRUSHER: &str = "Krenko's Buzzcrusher";

/// Player 0 casts Krenko's Buzzcrusher (turn 3, precombat main) with a
/// Sacred Foundry of their own; player 1 has Hallowed Fountain and Steam
/// Vents. The spell and its enters trigger resolve (603.2, 608.2d).
fn buzzcrusher_enters() -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain", "Sacred Foundry"],
              "hand": [BUZZCRUSHER], "library": ["Mountain", "Plains"] },
            { "battlefield": ["Hallowed Fountain", "Steam Vents", "Island", "Kor Skyfisher", "Thraben Inspector"],
              "library": ["Steam Vents", "Plains", "Island"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card(BUZZCRUSHER).unwrap().unsupported_text().count(), 0, "understood whole");
    g.apply(cast(0, in_hand(&g, 0, BUZZCRUSHER), mtg_rules::game::CastMethod::Normal)).expect("cast");
    pass_all(&mut g); // the creature spell resolves; its trigger goes on the stack
    assert_eq!(g.state().stack.len(), 1, "603.2: the enters trigger");
    pass_all(&mut g);
    g
}

fn choices(g: &Game) -> (Vec<String>, bool) {
    let Some(Pending::ChooseObject { ref objects, up_to, player, .. }) = g.state().pending else {
        panic!("608.2d: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(0), "the ability's controller chooses, for each player");
    let mut names: Vec<String> = objects.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    names.sort();
    (names, up_to)
}

#[test]
fn krenkos_buzzcrusher_destroys_up_to_one_nonbasic_land_of_each_player_and_their_controllers_may_search_for_a_basic_701_8a_608_2h_701_23()
 {
    let mut g = buzzcrusher_enters();
    // 101.4: in APNAP order, first player 0's nonbasic lands: up to one, so even the only one is asked.
    assert_eq!(choices(&g), (vec!["Sacred Foundry".to_string()], true));
    check_legal_actions(&g);
    assert!(g.legal_actions().contains(&Action::YouMay { player: PlayerId(0), accept: false }));
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(0), accept: true }), "not_a_choice");
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(1), accept: false }), "not_your_choice");
    let island = the_only(&g, "Island");
    assert_eq!(refused(&mut g, Action::ChooseObject { player: PlayerId(0), object: island }), "not_a_choice");
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("none of mine");
    // Then player 1's: the basic Island is not offered.
    assert_eq!(choices(&g), (vec!["Hallowed Fountain".to_string(), "Steam Vents".to_string()], true));
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    let fountain = the_only(&g, "Hallowed Fountain");
    let events = g.apply(Action::ChooseObject { player: PlayerId(0), object: fountain }).expect("destroy it");
    assert!(events.iter().any(|e| matches!(e, Event::Destroyed { object, .. } if *object == fountain)));
    assert_eq!(zone_of(&g, "Hallowed Fountain", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Sacred Foundry", 0), Some(Zone::Battlefield));
    // 608.2h: the destroyed land's controller (player 1 alone) may search for a basic land card.
    let Some(Pending::SearchLibrary { player, ref candidates, .. }) = g.state().pending else {
        panic!("701.23: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(1));
    let mut found: Vec<&str> = candidates.iter().map(|&id| g.object(id).unwrap().card.as_str()).collect();
    found.sort_unstable();
    assert_eq!(found, ["Island", "Plains"], "basic land cards, not Steam Vents");
    let plains = candidates.iter().copied().find(|&id| g.object(id).unwrap().card == "Plains").unwrap();
    let events = g.apply(Action::SearchLibrary { player: PlayerId(1), found: Some(plains) }).expect("found");
    assert!(events.iter().any(|e| matches!(e, Event::LibraryShuffled { .. })), "701.24a");
    let plains = the_only(&g, "Plains");
    assert!(g.object(plains).unwrap().tapped, "onto the battlefield tapped");
    assert_eq!(g.state().pending, None);
    assert!(g.state().stack.is_empty());
}

#[test]
fn krenkos_buzzcrusher_choosing_no_land_of_anyone_destroys_nothing_and_nobody_searches_then_it_flies_and_tramples_702_9b_702_19b()
 {
    let mut g = buzzcrusher_enters();
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("none of mine");
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("none of theirs");
    assert_eq!(g.state().pending, None);
    assert!(g.state().stack.is_empty());
    assert_eq!(zone_of(&g, "Hallowed Fountain", 1), Some(Zone::Battlefield));
    assert_eq!(g.state().players[1].library.len(), 3, "no search");
    // On to the next turn's combat: it attacks; a ground creature can't block it (702.9b), Kor Skyfisher can, and
    // the 4 power beyond the Skyfisher's lethal 3 tramples over (702.19b).
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    let buzz = the_only(&g, BUZZCRUSHER);
    g.apply(attack(0, &[(buzz, at_player(1))])).expect("attacks");
    pass_all(&mut g);
    let inspector = the_only(&g, "Thraben Inspector");
    refused_with(&mut g, block(1, &[(inspector, buzz)]), "cannot_block_flying", Some("702.9b"));
    let skyfisher = the_only(&g, "Kor Skyfisher");
    g.apply(block(1, &[(skyfisher, buzz)])).expect("a flyer blocks");
    let life = g.state().players[1].life;
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, life - 1);
    assert_eq!(zone_of(&g, "Kor Skyfisher", 1), Some(Zone::Graveyard));
}
