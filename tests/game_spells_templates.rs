//! More spells of real decks (issue 13): counters that exile, costs that
//! depend on the target, modes that sacrifice, a look at the top card. Real
//! cards of the real-deck pool (`tests/data/pool-decks.json`).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, PayFor, Pending, PlayerId};
use serde_json::json;

/// Player 0 casts Lightning Bolt at player 1, who holds `hand` with `lands`
/// and has priority. Returns the game and the bolt on the stack.
fn bolt_at_player_1(hand: &[&str], lands: &[&str]) -> (Game, ObjectId) {
    let mut g = game(json!({
        "players": [
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"] },
            { "hand": hand, "battlefield": lands }
        ],
        "step": "precombatMain"
    }));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    g.apply(pass(0)).unwrap();
    let spell = g.state().stack[0];
    (g, spell)
}

#[test]
fn force_of_negation_exiles_the_noncreature_spell_it_counters_instead_of_its_graveyard_701_6a_614_1a() {
    let (mut g, bolt) = bolt_at_player_1(&["Force of Negation"], &["Island", "Island", "Island"]);
    let force = in_hand(&g, 1, "Force of Negation");
    g.apply(cast_at(1, force, CastMethod::Normal, vec![at(bolt)])).unwrap();
    let events = resolve_all(&mut g);
    assert!(
        events.iter().any(|e| matches!(e, Event::CounteredIntoExile { card, .. } if card == "Lightning Bolt")),
        "{events:?}"
    );
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "Force of Negation", 1), Some(Zone::Graveyard));
    assert_eq!(g.state().players[1].life, 20);
}

#[test]
fn no_more_lies_exiles_the_spell_whose_controller_does_not_pay_three_608_2d_614_1a() {
    let (mut g, bolt) = bolt_at_player_1(&["No More Lies"], &["Island", "Plains"]);
    let lies = in_hand(&g, 1, "No More Lies");
    g.apply(cast_at(1, lies, CastMethod::Normal, vec![at(bolt)])).unwrap();
    resolve_all(&mut g);
    match &g.state().pending {
        Some(Pending::PayWard { player, spell, mana, pay_for, .. }) => {
            assert_eq!(
                (*player, *spell, mana.as_deref(), *pay_for),
                (PlayerId(0), bolt, Some("{3}"), PayFor::CounterUnlessExile)
            );
        }
        other => panic!("{other:?}"),
    }
    // A game saved while the choice is pending reads back with it.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.state(), g.state());
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Exile));
    assert_eq!(zone_of(&g, "No More Lies", 1), Some(Zone::Graveyard));
    assert!(g.state().stack.is_empty());
}

#[test]
fn consider_looks_at_the_top_card_may_put_it_into_the_graveyard_then_draws_the_next_608_2d_121_1() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Consider"], "battlefield": ["Island"], "library": ["Lightning Bolt", "Mountain", "Plains"] },
            { "library": ["Plains"] }
        ],
        "step": "precombatMain"
    }));
    let consider = in_hand(&g, 0, "Consider");
    g.apply(cast(0, consider, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let top = g.state().players[0].library[0];
    assert_eq!(g.object(top).unwrap().card, "Lightning Bolt");
    assert_eq!(
        g.state().pending,
        Some(Pending::Surveil { player: PlayerId(0), cards: vec![top], explorer: None, look: true })
    );
    // The choice is the only thing listed: the card stays on top or goes to the graveyard.
    assert_eq!(
        g.legal_actions(),
        [
            Action::Surveil { player: PlayerId(0), top: vec![top], graveyard: vec![] },
            Action::Surveil { player: PlayerId(0), top: vec![], graveyard: vec![top] }
        ]
    );
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.state(), g.state());
    let events = g.apply(Action::Surveil { player: PlayerId(0), top: vec![], graveyard: vec![top] }).unwrap();
    // 701.25a: not a surveil.
    assert!(!events.iter().any(|e| matches!(e, Event::Surveilled { .. })), "{events:?}");
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Mountain", 0), Some(Zone::Hand), "then it draws the next card");
    assert_eq!(zone_of(&g, "Consider", 0), Some(Zone::Graveyard));
}

#[test]
fn sheoldreds_edict_token_mode_each_opponent_sacrifices_a_creature_token_not_a_card_701_21a_111_1() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Sheoldred's Edict"], "battlefield": ["Swamp", "Swamp", "Swamp"] },
            { "hand": ["Kuldotha Rebirth"], "battlefield": ["Mountain", "Ornithopter", "Llanowar Elves"] }
        ],
        "activePlayer": 1, "step": "precombatMain"
    }));
    // Player 1 makes three Goblin tokens (sacrificing Ornithopter as the additional cost).
    let rebirth = in_hand(&g, 1, "Kuldotha Rebirth");
    let thopter = the_only(&g, "Ornithopter");
    g.apply(cast_choosing(1, rebirth, Vec::new(), Vec::new(), vec![thopter])).unwrap();
    resolve_all(&mut g);
    let tokens = |g: &Game| -> Vec<ObjectId> {
        g.state().battlefield.iter().copied().filter(|&id| g.object(id).unwrap().token).collect()
    };
    let goblins = tokens(&g);
    assert_eq!(goblins.len(), 3, "three Goblin tokens");
    g.apply(pass(1)).unwrap();
    // Player 0 answers with the token mode (mode 1).
    let edict = in_hand(&g, 0, "Sheoldred's Edict");
    g.apply(cast_choosing(0, edict, Vec::new(), vec![1], Vec::new())).unwrap();
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player, objects, .. }) = g.state().pending.clone() else {
        panic!("the opponent chooses: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(1));
    assert_eq!(objects, goblins, "only the tokens, not Llanowar Elves");
    g.apply(Action::ChooseObject { player: PlayerId(1), object: goblins[1] }).unwrap();
    assert_eq!(tokens(&g).len(), 2);
    assert_eq!(zone_of(&g, "Llanowar Elves", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Sheoldred's Edict", 0), Some(Zone::Graveyard));
}

#[test]
fn defile_gives_minus_one_minus_one_for_each_swamp_its_caster_controls_as_it_resolves_608_2h_613_4c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Defile"], "battlefield": ["Swamp", "Swamp", "Mountain"] },
            { "battlefield": ["Hill Giant", "Swamp"] }
        ],
        "step": "precombatMain"
    }));
    let giant = the_only(&g, "Hill Giant");
    let defile = in_hand(&g, 0, "Defile");
    g.apply(cast_at(0, defile, CastMethod::Normal, vec![at(giant)])).unwrap();
    resolve_all(&mut g);
    // Two Swamps of its caster's (not the opponent's, not the Mountain): -2/-2.
    let v = g.permanent(giant).unwrap();
    assert_eq!((v.power, v.toughness), (1, 1));
    // With a third Swamp the next one would kill it: counted as each resolves.
    let mut g = game(json!({
        "players": [
            { "hand": ["Defile"], "battlefield": ["Swamp", "Swamp", "Swamp"] },
            { "battlefield": ["Hill Giant"] }
        ],
        "step": "precombatMain"
    }));
    let giant = the_only(&g, "Hill Giant");
    let defile = in_hand(&g, 0, "Defile");
    g.apply(cast_at(0, defile, CastMethod::Normal, vec![at(giant)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Hill Giant", 1), Some(Zone::Graveyard), "a 0/0 dies (704.5f)");
}

#[test]
fn smash_to_smithereens_destroys_the_artifact_and_deals_three_damage_to_its_controller_608_2h_701_8a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Smash to Smithereens"], "battlefield": ["Mountain", "Mountain"] },
            { "battlefield": ["Ornithopter"] }
        ],
        "step": "precombatMain"
    }));
    let thopter = the_only(&g, "Ornithopter");
    let smash = in_hand(&g, 0, "Smash to Smithereens");
    g.apply(cast_at(0, smash, CastMethod::Normal, vec![at(thopter)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Graveyard));
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (20, 17));
}

#[test]
fn arms_of_hadar_shrinks_only_the_creatures_the_target_player_controls_611_2c_613_4c() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Arms of Hadar"], "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Hill Giant"] },
            { "battlefield": ["Grizzly Bears", "Hill Giant"] }
        ],
        "step": "precombatMain"
    }));
    let arms = in_hand(&g, 0, "Arms of Hadar");
    g.apply(cast_at(0, arms, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Graveyard), "a 2/2 dies (704.5f)");
    let giants = on_battlefield(&g, "Hill Giant");
    let sizes: Vec<(PlayerId, i32, i32)> = giants
        .iter()
        .map(|&id| {
            let v = g.permanent(id).unwrap();
            (v.controller, v.power, v.toughness)
        })
        .collect();
    assert_eq!(sizes, [(PlayerId(0), 3, 3), (PlayerId(1), 1, 1)], "the caster's own Hill Giant is untouched");
}

#[test]
fn hurkyls_recall_returns_every_artifact_the_target_player_owns_to_their_hand_108_3_400_7() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Hurkyl's Recall"], "battlefield": ["Island", "Island", "Ornithopter"] },
            { "battlefield": ["Ornithopter", "Ornithopter", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let recall = in_hand(&g, 0, "Hurkyl's Recall");
    g.apply(cast_at(0, recall, CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let hand: Vec<String> = g.state().players[1].hand.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    assert_eq!(hand, ["Ornithopter", "Ornithopter"]);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield), "not an artifact");
    assert_eq!(zone_of(&g, "Ornithopter", 0), Some(Zone::Battlefield), "the caster's own stays");
}

#[test]
fn skred_deals_damage_equal_to_the_snow_permanents_its_caster_controls_608_2h_205_4g() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Skred"], "battlefield": ["Snow-Covered Mountain", "Snow-Covered Island", "Mountain"] },
            { "battlefield": ["Hill Giant", "Snow-Covered Forest"] }
        ],
        "step": "precombatMain"
    }));
    let giant = the_only(&g, "Hill Giant");
    let skred = in_hand(&g, 0, "Skred");
    g.apply(cast_at(0, skred, CastMethod::Normal, vec![at(giant)])).unwrap();
    resolve_all(&mut g);
    // Two snow permanents of its caster's (not the Mountain, not the opponent's Forest).
    assert_eq!(g.object(giant).unwrap().damage, 2);
    assert_eq!(zone_of(&g, "Hill Giant", 1), Some(Zone::Battlefield));
}

#[test]
fn price_of_progress_deals_each_player_twice_their_own_nonbasic_lands_at_once_101_4_120_3() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Price of Progress"], "battlefield": ["Mountain", "Sacred Foundry", "Snow-Covered Mountain"] },
            { "battlefield": ["Arid Mesa", "Sacred Foundry", "Plains"] }
        ],
        "step": "precombatMain"
    }));
    let price = in_hand(&g, 0, "Price of Progress");
    g.apply(cast(0, price, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // Snow-Covered Mountain is basic (205.4c): one nonbasic land for player 0, two for player 1.
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (18, 16));
}

#[test]
fn crawl_from_the_cellar_returns_a_creature_card_and_puts_a_counter_on_up_to_one_zombie_115_1() {
    let setup = || {
        game(json!({
            "players": [
                { "hand": ["Crawl from the Cellar"], "battlefield": ["Swamp", "Gurmag Angler"], "graveyard": ["Grizzly Bears"] },
                {}
            ],
            "step": "precombatMain"
        }))
    };
    let bears_card = |g: &Game| g.state().players[0].graveyard[0];
    // A Zombie chosen: Grizzly Bears to hand, a +1/+1 counter on Gurmag Angler.
    let mut g = setup();
    let crawl = in_hand(&g, 0, "Crawl from the Cellar");
    let (bears, angler) = (bears_card(&g), the_only(&g, "Gurmag Angler"));
    g.apply(cast_at(0, crawl, CastMethod::Normal, vec![at(bears), at(angler)])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().players[0].hand.iter().any(|&id| g.object(id).unwrap().card == "Grizzly Bears"));
    let angler_view = g.characteristics(angler).unwrap();
    assert_eq!((angler_view.power, angler_view.toughness), (Some(6), Some(6)), "5/5 and a +1/+1 counter");
    // No Zombie chosen ("up to one"): the card still returns.
    let mut g = setup();
    let crawl = in_hand(&g, 0, "Crawl from the Cellar");
    let bears = bears_card(&g);
    g.apply(cast_at(0, crawl, CastMethod::Normal, vec![at(bears), mtg_rules::game::Target::Nothing])).unwrap();
    resolve_all(&mut g);
    assert!(g.state().players[0].hand.iter().any(|&id| g.object(id).unwrap().card == "Grizzly Bears"));
}
