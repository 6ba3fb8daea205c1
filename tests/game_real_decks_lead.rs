//! Permanents of real decks (issue 14, `data/pool-decks.json`, current
//! Oracle text) built beside the engineers' slices: Experimental
//! Synthesizer and Kenku Artificer.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::{CardType, Zone};
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::json;

fn with_subtype(g: &Game, subtype: &str) -> Vec<ObjectId> {
    let has = |id: ObjectId| g.characteristics(id).is_ok_and(|c| c.subtypes.iter().any(|s| s == subtype));
    g.state().battlefield.iter().copied().filter(|&id| has(id)).collect()
}

fn exiled(g: &Game, card: &str) -> ObjectId {
    g.state().exile.iter().copied().find(|&id| g.object(id).unwrap().card == card).expect("exiled")
}

#[test]
fn experimental_synthesizer_exiles_the_top_card_as_it_enters_and_as_it_leaves_and_a_land_may_be_played_this_turn_603_6c_305_1()
 {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Experimental Synthesizer"], "battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"],
              "library": ["Mountain", "Lightning Bolt", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let synthesizer = in_hand(&g, 0, "Experimental Synthesizer");
    g.apply(cast(0, synthesizer, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // "When … enters …, exile the top card of your library. Until end of turn, you may play that card."
    let mountain = exiled(&g, "Mountain");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the permission reads back");
    let play = Action::PlayLand { player: PlayerId(0), object: mountain, face: None };
    assert!(g.legal_actions().contains(&play), "305.1: a land exiled this way may be played");
    check_legal_actions(&g);
    g.apply(play).expect("played from exile");
    assert_eq!(on_battlefield(&g, "Mountain").len(), 5);
    // "{2}{R}, Sacrifice …: Create a 2/2 white Samurai creature token with vigilance. Activate only as a sorcery."
    let synthesizer = the_only(&g, "Experimental Synthesizer");
    g.apply(activate(&g, synthesizer, 1)).expect("activated as a sorcery");
    // "… or leaves the battlefield": it left as a cost (603.6c, 603.10a), so its trigger is put on the stack first.
    resolve_all(&mut g);
    let samurai = with_subtype(&g, "Samurai");
    assert_eq!(samurai.len(), 1);
    let samurai = samurai[0];
    let c = g.characteristics(samurai).unwrap();
    assert_eq!((c.power, c.toughness, c.types.contains(CardType::Creature)), (Some(2), Some(2), true));
    assert!(c.keywords.iter().any(|k| k == "Vigilance"), "{:?}", c.keywords);
    let bolt = exiled(&g, "Lightning Bolt");
    assert_eq!(g.state().players[0].library.len(), 1, "two cards exiled, one left");
    // A spell exiled this way is cast with the remaining mana this turn.
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).expect("cast from exile (601.3)");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
}

#[test]
fn experimental_synthesizer_permission_ends_with_the_turn_611_2a_514_2() {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Experimental Synthesizer"], "battlefield": ["Mountain"], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let synthesizer = in_hand(&g, 0, "Experimental Synthesizer");
    g.apply(cast(0, synthesizer, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let plains = exiled(&g, "Plains");
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(g.state().play_from_exile.is_empty(), "until end of turn");
    assert_eq!(g.object(plains).unwrap().zone, Zone::Exile);
}

#[test]
fn kenku_artificer_makes_an_equipment_a_three_three_flying_homunculus_that_falls_off_and_stays_a_creature_205_1a_611_2a()
 {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Barbed Batterfist", "Kenku Artificer"],
              "battlefield": ["Mountain", "Mountain", "Island", "Island", "Island"], "library": ["Island", "Island"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let fist = in_hand(&g, 0, "Barbed Batterfist");
    g.apply(cast(0, fist, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let fist = the_only(&g, "Barbed Batterfist");
    let rebel = with_subtype(&g, "Rebel")[0];
    assert_eq!(g.object(fist).unwrap().attached_to, Some(rebel), "For Mirrodin! (702.163a)");
    assert_eq!(g.characteristics(rebel).unwrap().power, Some(3), "equipped: +1/-1");
    let kenku = in_hand(&g, 0, "Kenku Artificer");
    assert!(decks_pool().get("Kenku Artificer").unwrap().faces[0].unsupported_text.is_empty());
    g.apply(cast(0, kenku, CastMethod::Normal)).unwrap();
    pass_all(&mut g); // Kenku resolves; its trigger asks for up to one target
    let choose = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [at(fist)]))
        .expect("the Equipment is a noncreature artifact");
    assert!(
        !g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [at(kenku)])),
        "not a creature"
    );
    g.apply(choose).unwrap();
    resolve_all(&mut g);
    // "put three +1/+1 counters on … That artifact becomes a 0/0 Homunculus artifact creature with flying."
    let c = g.characteristics(fist).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)), "0/0 with three +1/+1 counters (613.4b, 613.4c)");
    assert!(c.types.contains(CardType::Artifact) && c.types.contains(CardType::Creature));
    assert_eq!(c.subtypes, ["Homunculus"], "205.1a: its new subtype replaces Equipment");
    assert!(c.keywords.iter().any(|k| k == "Flying"), "{:?}", c.keywords);
    assert_eq!(c.type_line, "Artifact Creature — Homunculus");
    // 704.5n: no longer an Equipment, it becomes unattached; the Rebel loses +1/-1.
    assert_eq!(g.object(fist).unwrap().attached_to, None);
    assert_eq!(g.characteristics(rebel).unwrap().power, Some(2));
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the type change reads back");
    // 611.2a: no duration, so it is still a creature next turn.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!(g.characteristics(fist).unwrap().power, Some(3));
    assert!(g.characteristics(fist).unwrap().types.contains(CardType::Creature));
}

#[test]
fn raffine_makes_the_chosen_attacker_connive_two_and_it_gets_a_counter_for_the_one_nonland_card_discarded_701_50e_508_1m()
 {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Island"], "battlefield": ["Raffine, Scheming Seer", "Kenku Artificer"],
              "library": ["Lightning Bolt", "Mountain", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let unsupported = &decks_pool().get("Raffine, Scheming Seer").unwrap().faces[0].unsupported_text;
    assert!(unsupported.is_empty(), "{unsupported:?}");
    let (raffine, kenku) = (the_only(&g, "Raffine, Scheming Seer"), the_only(&g, "Kenku Artificer"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(raffine, at_player(1)), (kenku, at_player(1))])).unwrap();
    // "Whenever you attack, target attacking creature connives X, where X is the number of attacking creatures."
    let targets: Vec<Vec<mtg_rules::game::Target>> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ChooseTargets { targets, .. } => Some(targets),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![vec![at(raffine)], vec![at(kenku)]], "an attacking creature");
    let choose = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [at(kenku)]));
    g.apply(choose.unwrap()).unwrap();
    pass_all(&mut g);
    // Draw two (Lightning Bolt, Mountain), then discard two: the Bolt and the Island.
    assert_eq!(g.state().players[0].hand.len(), 3);
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let island = in_hand(&g, 0, "Island");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the paused connive reads back");
    g.apply(Action::Discard { player: PlayerId(0), object: bolt }).unwrap();
    g.apply(Action::Discard { player: PlayerId(0), object: island }).unwrap();
    assert_eq!(g.state().players[0].hand.len(), 1);
    assert_eq!(g.state().players[0].graveyard.len(), 2);
    let c = g.characteristics(kenku).unwrap();
    assert_eq!((c.power, c.toughness), (Some(2), Some(2)), "one +1/+1 counter: one nonland card discarded");
    assert_eq!(g.characteristics(raffine).unwrap().power, Some(1), "not the other attacker");
}

#[test]
fn sacred_cat_embalmed_from_the_graveyard_is_a_white_zombie_cat_token_with_lifelink_and_no_mana_cost_702_128a_707_9b() {
    let mut g = decks_game(json!({
        "players": [
            { "graveyard": ["Sacred Cat"], "battlefield": ["Plains"], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert!(decks_pool().get("Sacred Cat").unwrap().faces[0].unsupported_text.is_empty());
    let cat = g.state().players[0].graveyard[0];
    // "Embalm {W}": activated from the graveyard, as a sorcery, exiling the card as a cost.
    let embalm = activate(&g, cat, 1);
    assert!(g.legal_actions().contains(&embalm), "{:?}", g.legal_actions());
    g.apply(embalm).expect("embalmed");
    assert_eq!(g.state().exile.len(), 1, "the card exiled as a cost");
    resolve_all(&mut g);
    let token = with_subtype(&g, "Zombie");
    assert_eq!(token.len(), 1);
    let token = token[0];
    assert!(g.object(token).unwrap().token);
    let c = g.characteristics(token).unwrap();
    assert_eq!(c.name, "Sacred Cat", "707.2: a copy, with the copied name");
    assert_eq!(c.colors.iter().collect::<Vec<_>>(), vec![mtg_rules::color::Color::W]);
    assert!(c.subtypes.iter().any(|s| s == "Cat") && c.subtypes.iter().any(|s| s == "Zombie"), "{:?}", c.subtypes);
    assert!(c.mana_cost.is_none(), "no mana cost");
    assert_eq!(c.mana_value.whole(), 0);
    assert!(c.keywords.iter().any(|k| k == "Lifelink"), "{:?}", c.keywords);
    assert_eq!((c.power, c.toughness), (Some(1), Some(1)));
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the copy's exceptions read back");
    // Only as a sorcery: not with something on the stack, and not in the opponent's turn.
    let mut g = decks_game(json!({
        "players": [
            { "graveyard": ["Sacred Cat"], "battlefield": ["Plains"], "library": ["Plains"] },
            { "library": ["Plains"] }
        ],
        "activePlayer": 1, "priorityPlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let cat = g.state().players[0].graveyard[0];
    let embalm = activate(&g, cat, 1);
    assert_eq!(refused(&mut g, embalm), "sorcery_timing");
}

#[test]
fn ranger_captain_of_eos_may_search_for_a_one_drop_creature_and_sacrificed_stops_its_opponents_noncreature_spells_this_turn_701_23_101_2()
 {
    let mut g = decks_game(json!({
        "players": [
            { "hand": ["Ranger-Captain of Eos"], "battlefield": ["Plains", "Plains", "Plains"],
              "library": ["Preacher of the Schism", "Ragavan, Nimble Pilferer", "Plains"] },
            { "hand": ["Lightning Bolt", "Ragavan, Nimble Pilferer"], "battlefield": ["Mountain", "Mountain"],
              "library": ["Mountain", "Mountain"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let captain = in_hand(&g, 0, "Ranger-Captain of Eos");
    g.apply(cast(0, captain, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // "When … enters, you may search your library for a creature card with mana value 1 or less, reveal it, put it
    // into your hand, then shuffle." (603.5: its controller chooses whether to search.)
    assert!(matches!(g.state().pending, Some(Pending::YouMay { player: PlayerId(0), .. })), "{:?}", g.state().pending);
    check_legal_actions(&g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    let Some(Pending::SearchLibrary { candidates, .. }) = g.state().pending.clone() else {
        panic!("701.23: a search: {:?}", g.state().pending)
    };
    let ragavan = *g.state().players[0]
        .library
        .iter()
        .find(|&&id| g.object(id).unwrap().card == "Ragavan, Nimble Pilferer")
        .unwrap();
    assert_eq!(candidates, vec![ragavan], "only the creature card with mana value 1 or less is found");
    g.apply(Action::SearchLibrary { player: PlayerId(0), found: Some(ragavan) }).unwrap();
    resolve_all(&mut g);
    assert!(g.state().players[0].hand.iter().any(|&id| g.object(id).unwrap().card == "Ragavan, Nimble Pilferer"));
    assert_eq!(g.state().players[0].library.len(), 2);
    // "Sacrifice Ranger-Captain of Eos: Your opponents can't cast noncreature spells this turn."
    let captain = the_only(&g, "Ranger-Captain of Eos");
    g.apply(activate(&g, captain, 1)).expect("sacrificed as its cost");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Ranger-Captain of Eos").is_empty());
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the prohibition reads back");
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    assert!(codes(&option(&g, bolt, CastMethod::Normal)).contains(&"cast_prohibited"), "101.2: not this turn");
    let their_ragavan = in_hand(&g, 1, "Ragavan, Nimble Pilferer");
    assert!(!codes(&option(&g, their_ragavan, CastMethod::Normal)).contains(&"cast_prohibited"), "creatures may be");
    // The turn ends, and with it the prohibition.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    assert!(
        !codes(&option(&g, bolt, CastMethod::Normal)).contains(&"cast_prohibited"),
        "{:?}",
        option(&g, bolt, CastMethod::Normal).reasons
    );
}

/// Found by the native soak (seeds 59,589 and 131,588 of 3 Dec): a noncreature spell without targets (Fable of the
/// Mirror-Breaker) was listed by `legalActions`' fast path after Ranger-Captain of Eos was sacrificed, and `apply`
/// refused it.
#[test]
fn a_noncreature_spell_without_targets_is_not_listed_after_ranger_captain_of_eos_forbids_it_101_2() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Ranger-Captain of Eos"], "library": ["Plains"] },
            { "hand": ["Fable of the Mirror-Breaker // Reflection of Kiki-Jiki", "Ragavan, Nimble Pilferer"],
              "battlefield": ["Mountain", "Mountain", "Mountain"], "library": ["Mountain", "Mountain"] }
        ],
        "activePlayer": 1, "priorityPlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let fable = in_hand(&g, 1, "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki");
    let ragavan = in_hand(&g, 1, "Ragavan, Nimble Pilferer");
    let casts = |g: &Game, object: ObjectId| {
        g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object: o, .. } if *o == object))
    };
    let captain = the_only(&g, "Ranger-Captain of Eos");
    g.apply(activate(&g, captain, 1)).expect("sacrificed as its cost");
    resolve_all(&mut g);
    assert_eq!(g.state().priority_player, PlayerId(1));
    assert!(g.state().stack.is_empty());
    assert!(!casts(&g, fable), "101.2: no noncreature spell this turn");
    assert!(codes(&option(&g, fable, CastMethod::Normal)).contains(&"cast_prohibited"));
    assert!(casts(&g, ragavan), "a creature spell may be cast");
    check_legal_actions(&g);
    // The next turn of theirs, it may be cast again.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(casts(&g, fable));
}
