//! Adventurer cards (715) and split cards (709), with the real cards of the
//! real-deck pool (`tests/data/pool-decks.json`): the Adventure cast from
//! hand with only its own characteristics (715.3, 715.3b), exiled "on an
//! adventure" as it resolves and the card cast later from exile (715.4);
//! either half of a split card (709.3), or both fused from hand (702.102).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, PlayerId};
use serde_json::json;

/// Player 0 (active, precombat main) with five Islands and Brazen Borrower in
/// hand; player 1 with Ornithopter and two Islands, Spell Snare in hand.
fn borrower_game() -> Game {
    game(json!({
        "players": [
            { "hand": ["Brazen Borrower // Petty Theft"], "battlefield": ["Island", "Island", "Island", "Island", "Island"] },
            { "hand": ["Spell Snare"], "battlefield": ["Ornithopter", "Island", "Island"] }
        ],
        "step": "precombatMain"
    }))
}

fn exiled(g: &Game, name: &str) -> Option<mtg_rules::game::GameObject> {
    g.state().exile.iter().map(|&id| g.object(id).unwrap().clone()).find(|o| o.card == name)
}

#[test]
fn brazen_borrower_cast_as_petty_theft_is_a_blue_two_mana_instant_on_the_stack_715_3b() {
    let mut g = borrower_game();
    let borrower = in_hand(&g, 0, "Brazen Borrower // Petty Theft");
    let theft = option(&g, borrower, CastMethod::Adventure);
    assert!(theft.castable, "{:?}", theft.reasons);
    assert_eq!(theft.face, Some(1));
    assert_eq!(theft.characteristics.name, "Petty Theft");
    assert_eq!(theft.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{1}{U}"));
    let creature = option(&g, borrower, CastMethod::Normal);
    assert_eq!(creature.characteristics.name, "Brazen Borrower");
    assert_eq!(creature.mana_cost.as_ref().map(ToString::to_string).as_deref(), Some("{1}{U}{U}"));
    // 601.2c: legalActions offers the Adventure with its one legal target.
    let ornithopter = the_only(&g, "Ornithopter");
    let cast = cast_at(0, borrower, CastMethod::Adventure, vec![at(ornithopter)]);
    assert!(g.legal_actions().contains(&cast), "the Adventure targeting Ornithopter is listed");
    g.apply(cast).unwrap();
    let spell = *g.state().stack.last().unwrap();
    let c = g.characteristics(spell).unwrap();
    assert_eq!((c.name.as_str(), c.mana_value.whole()), ("Petty Theft", 2));
    assert!(c.types.contains(mtg_rules::card::CardType::Instant));
    assert!(!c.types.contains(mtg_rules::card::CardType::Creature));
}

#[test]
fn petty_theft_resolves_returns_the_permanent_and_brazen_borrower_goes_on_an_adventure_then_is_cast_from_exile_715_4() {
    let mut g = borrower_game();
    let borrower = in_hand(&g, 0, "Brazen Borrower // Petty Theft");
    let ornithopter = the_only(&g, "Ornithopter");
    g.apply(cast_at(0, borrower, CastMethod::Adventure, vec![at(ornithopter)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Hand), "Petty Theft returned it to its owner's hand");
    let on_adventure = exiled(&g, "Brazen Borrower // Petty Theft").expect("exiled as Petty Theft resolved");
    assert!(on_adventure.on_adventure);
    assert_eq!(on_adventure.face, None, "a new object in exile, the card again (400.7)");
    // The game's JSON keeps it on its adventure.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json());
    assert!(back.object(on_adventure.id).unwrap().on_adventure);
    // 715.4: its owner may cast the creature from exile, not the Adventure again.
    let options = g.cast_options(on_adventure.id).unwrap();
    let normal = options.iter().find(|o| o.method == CastMethod::Normal).unwrap();
    assert!(normal.castable, "{:?}", normal.reasons);
    let again = options.iter().find(|o| o.method == CastMethod::Adventure).unwrap();
    assert_eq!(codes(again).first(), Some(&"not_in_hand"), "715.4: not the Adventure again");
    let cast = cast(0, on_adventure.id, CastMethod::Normal);
    assert!(g.legal_actions().contains(&cast), "casting it from exile is listed");
    refused_with(
        &mut g,
        cast_at(0, on_adventure.id, CastMethod::Adventure, vec![at(ornithopter)]),
        "not_in_hand",
        None,
    );
    g.apply(cast).unwrap();
    resolve_all(&mut g);
    let permanent = the_only(&g, "Brazen Borrower // Petty Theft");
    let c = g.characteristics(permanent).unwrap();
    assert_eq!((c.power, c.toughness), (Some(3), Some(1)));
    assert!(exiled(&g, "Brazen Borrower // Petty Theft").is_none());
}

#[test]
fn an_adventure_countered_goes_to_the_graveyard_not_on_an_adventure_spell_snare_sees_mana_value_two_715_4() {
    let mut g = borrower_game();
    let borrower = in_hand(&g, 0, "Brazen Borrower // Petty Theft");
    let ornithopter = the_only(&g, "Ornithopter");
    g.apply(cast_at(0, borrower, CastMethod::Adventure, vec![at(ornithopter)])).unwrap();
    let theft = *g.state().stack.last().unwrap();
    g.apply(pass(0)).unwrap();
    // Spell Snare: "Counter target spell with mana value 2." — Petty Theft's, not Brazen Borrower's 3.
    let snare = in_hand(&g, 1, "Spell Snare");
    g.apply(cast_at(1, snare, CastMethod::Normal, vec![at(theft)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Brazen Borrower // Petty Theft", 0), Some(Zone::Graveyard));
    assert!(exiled(&g, "Brazen Borrower // Petty Theft").is_none());
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Battlefield));
    // Nothing of player 0's is castable now: their hand is empty, the card in their graveyard.
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { player: PlayerId(0), .. })));
}

#[test]
fn brazen_borrower_cast_as_a_creature_from_hand_is_a_three_mana_creature_spell_spell_snare_cannot_target_it_715_3() {
    let mut g = borrower_game();
    let borrower = in_hand(&g, 0, "Brazen Borrower // Petty Theft");
    g.apply(cast(0, borrower, CastMethod::Normal)).unwrap();
    let spell = *g.state().stack.last().unwrap();
    assert_eq!(g.characteristics(spell).unwrap().mana_value.whole(), 3);
    g.apply(pass(0)).unwrap();
    let snare = in_hand(&g, 1, "Spell Snare");
    refused_with(&mut g, cast_at(1, snare, CastMethod::Normal, vec![at(spell)]), "no_legal_targets", None);
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Brazen Borrower // Petty Theft").len(), 1);
    assert!(exiled(&g, "Brazen Borrower // Petty Theft").is_none(), "only an Adventure goes on an adventure");
}

/// Player 0 (active, precombat main) with Wear // Tear in hand and a Mountain,
/// a Plains and a third land; player 1 with Ornithopter and Exploration.
fn wear_tear_game(lands: &[&str]) -> Game {
    game(json!({
        "players": [
            { "hand": ["Wear // Tear"], "battlefield": lands },
            { "battlefield": ["Ornithopter", "Exploration"] }
        ],
        "step": "precombatMain"
    }))
}

#[test]
fn wear_tear_is_cast_as_either_half_for_that_halfs_cost_never_whole_709_3() {
    let g = wear_tear_game(&["Mountain", "Plains"]);
    let card = in_hand(&g, 0, "Wear // Tear");
    let options = g.cast_options(card).unwrap();
    let methods: Vec<CastMethod> = options.iter().map(|o| o.method).collect();
    assert_eq!(
        methods,
        vec![CastMethod::SplitHalf { half: 0 }, CastMethod::SplitHalf { half: 1 }, CastMethod::Fused],
        "709.3: a half (no whole-card cast); 702.102a: fused"
    );
    let cost = |o: &mtg_rules::game::CastOption| o.mana_cost.as_ref().map(ToString::to_string);
    assert_eq!((options[0].characteristics.name.as_str(), cost(&options[0]).as_deref()), ("Wear", Some("{1}{R}")));
    assert_eq!((options[1].characteristics.name.as_str(), cost(&options[1]).as_deref()), ("Tear", Some("{W}")));
    // 702.102c: the fused spell costs both halves; two lands cannot pay {1}{R}{W}.
    assert_eq!(cost(&options[2]).as_deref(), Some("{1}{R}{W}"));
    assert!(options[0].castable && options[1].castable && !options[2].castable);
    assert_eq!(codes(&options[2]), vec!["cannot_pay"]);
    refused_with(&mut g.clone(), cast(0, card, CastMethod::Normal), "method_unavailable", Some("601.2b"));
}

#[test]
fn tear_alone_destroys_the_enchantment_and_its_spell_is_a_one_mana_white_instant_709_3b() {
    let mut g = wear_tear_game(&["Mountain", "Plains"]);
    let card = in_hand(&g, 0, "Wear // Tear");
    let exploration = the_only(&g, "Exploration");
    let ornithopter = the_only(&g, "Ornithopter");
    let tear = cast_at(0, card, CastMethod::SplitHalf { half: 1 }, vec![at(exploration)]);
    assert!(g.legal_actions().contains(&tear));
    // Tear targets an enchantment only (709.3a: only the half cast is evaluated).
    refused_with(
        &mut g,
        cast_at(0, card, CastMethod::SplitHalf { half: 1 }, vec![at(ornithopter)]),
        "illegal_target",
        None,
    );
    g.apply(tear).unwrap();
    let spell = *g.state().stack.last().unwrap();
    let c = g.characteristics(spell).unwrap();
    assert_eq!((c.name.as_str(), c.mana_value.whole()), ("Tear", 1));
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Exploration", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Wear // Tear", 0), Some(Zone::Graveyard));
    // 709.4: in the graveyard, the halves combined again.
    let in_graveyard = g.state().players[0].graveyard[0];
    assert_eq!(g.characteristics(in_graveyard).unwrap().mana_value.whole(), 3);
}

#[test]
fn wear_tear_fused_destroys_the_artifact_then_the_enchantment_for_both_costs_702_102() {
    let mut g = wear_tear_game(&["Mountain", "Plains", "Mountain"]);
    let card = in_hand(&g, 0, "Wear // Tear");
    let ornithopter = the_only(&g, "Ornithopter");
    let exploration = the_only(&g, "Exploration");
    let fused = cast_at(0, card, CastMethod::Fused, vec![at(ornithopter), at(exploration)]);
    assert!(g.legal_actions().contains(&fused), "the fused cast with its two targets is listed");
    g.apply(fused).unwrap();
    let spell = *g.state().stack.last().unwrap();
    let c = g.characteristics(spell).unwrap();
    assert_eq!((c.name.as_str(), c.mana_value.whole()), ("Wear // Tear", 3), "709.4d: combined on the stack");
    assert!(
        g.state().battlefield.iter().all(|&id| g.object(id).unwrap().tapped || g.object(id).unwrap().controller.0 == 1)
    );
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Exploration", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Wear // Tear", 0), Some(Zone::Graveyard));
}

#[test]
fn ardenvale_fealty_an_instant_adventure_is_cast_in_the_opponents_turn_though_its_enchantment_cannot_be_715_3a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Virtue of Loyalty // Ardenvale Fealty"], "battlefield": ["Plains", "Plains"] },
            { "battlefield": ["Plains"] }
        ],
        "activePlayer": 1,
        "step": "precombatMain"
    }));
    g.apply(pass(1)).unwrap();
    let virtue = in_hand(&g, 0, "Virtue of Loyalty // Ardenvale Fealty");
    assert_eq!(codes(&option(&g, virtue, CastMethod::Normal)).first(), Some(&"not_your_turn"));
    let fealty = cast(0, virtue, CastMethod::Adventure);
    assert!(g.legal_actions().contains(&fealty), "the instant Adventure is listed in the opponent's turn");
    g.apply(fealty).unwrap();
    resolve_all(&mut g);
    let knights: Vec<_> = g
        .state()
        .battlefield
        .iter()
        .filter(|&&id| g.object(id).unwrap().controller == PlayerId(0))
        .filter(|&&id| {
            let c = g.characteristics(id).unwrap();
            c.subtypes.iter().any(|s| s.as_ref() == "Knight") && (c.power, c.toughness) == (Some(2), Some(2))
        })
        .collect();
    assert_eq!(knights.len(), 1, "a 2/2 Knight token");
    let on_adventure = exiled(&g, "Virtue of Loyalty // Ardenvale Fealty").expect("on an adventure");
    // 715.4 with 117.1a: the enchantment is still cast only at sorcery speed.
    assert!(codes(&option(&g, on_adventure.id, CastMethod::Normal)).contains(&"not_your_turn"));
}

#[test]
fn cavern_of_souls_mana_for_faeries_cannot_pay_for_petty_theft_an_instant_adventure_715_3_106_6() {
    use mtg_rules::card::subtypes::CreatureType;
    use mtg_rules::game::Pending;
    let mut g = game(json!({
        "players": [
            { "hand": ["Cavern of Souls", "Brazen Borrower // Petty Theft"], "battlefield": ["Wasteland"] },
            { "battlefield": ["Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let cavern = in_hand(&g, 0, "Cavern of Souls");
    g.apply(Action::PlayLand { player: PlayerId(0), object: cavern, face: None }).unwrap();
    assert!(matches!(g.state().pending, Some(Pending::ChooseReplacement { .. })), "{:?}", g.state().pending);
    let faerie = CreatureType::find("Faerie").unwrap();
    g.apply(Action::ChooseReplacement {
        player: PlayerId(0),
        object: cavern,
        accept: true,
        color: None,
        creature_type: Some(faerie),
        card: None,
        chosen_player: None,
    })
    .unwrap();
    // Brazen Borrower is a Faerie creature card, but cast as Petty Theft the spell is only the
    // Adventure, a blue instant (715.3): Cavern's colored mana, "only to cast a creature spell of
    // the chosen type" (106.6), cannot pay its {U}; Wasteland and Cavern give {C}{C}.
    let borrower = in_hand(&g, 0, "Brazen Borrower // Petty Theft");
    let theft = option(&g, borrower, CastMethod::Adventure);
    assert_eq!(codes(&theft), ["cannot_pay"], "{theft:?}");
    assert_eq!(codes(&option(&g, borrower, CastMethod::Normal)), ["cannot_pay"], "{{1}}{{U}}{{U}} from two lands");
    let casts = |g: &Game| g.legal_actions().into_iter().filter(|a| matches!(a, Action::CastSpell { .. })).count();
    assert_eq!(casts(&g), 0, "nothing castable is listed");
    check_legal_actions(&g);
    let thopter = on_battlefield(&g, "Ornithopter")[0];
    assert_eq!(refused(&mut g, cast_at(0, borrower, CastMethod::Adventure, vec![at(thopter)])), "cannot_pay");
}
