//! Predefined tokens (111.10): Treasure (111.10a), Food (111.10b), Clue
//! (111.10f, investigate 701.16a) and Blood (111.10g), created by real
//! cards and used for their abilities; Scryfall's token objects
//! ("Token Artifact — Treasure") import.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::{CardDb, CardType};
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, PlayerId};
use mtg_rules::text::{Ability, Effect, PredefinedToken};
use serde_json::json;

fn activate(player: u8, object: ObjectId, ability: usize, choices: Vec<ObjectId>) -> Action {
    Action::ActivateAbility {
        player: PlayerId(player),
        object,
        ability,
        choice: 0,
        targets: Vec::new(),
        choices,
        payment: None,
        x: None,
    }
}

fn the_only(g: &Game, name: &str) -> ObjectId {
    let ids = on_battlefield(g, name);
    assert_eq!(ids.len(), 1, "{name}: {ids:?}");
    ids[0]
}

fn main_phase(hand: serde_json::Value, battlefield: serde_json::Value, library: serde_json::Value) -> Game {
    game(json!({
        "players": [{ "hand": hand, "battlefield": battlefield, "library": library }, { "library": ["Island"] }],
        "step": "precombatMain"
    }))
}

/// Casts `name` from player 0's hand and passes until it and its "enters"
/// trigger have resolved.
fn cast_and_resolve(g: &mut Game, name: &str) {
    let id = in_hand(g, 0, name);
    g.apply(cast(0, id, CastMethod::Normal)).unwrap_or_else(|e| panic!("{name}: {e}"));
    pass_all(g);
    while !g.state().stack.is_empty() {
        pass_all(g);
    }
}

#[test]
fn thraben_inspector_investigates_as_it_enters_and_its_clue_draws_a_card_for_two_mana_701_16a_111_10f() {
    let mut g = main_phase(json!(["Thraben Inspector"]), json!(["Plains", "Plains", "Plains"]), json!(["Island"]));
    cast_and_resolve(&mut g, "Thraben Inspector");
    let clue = the_only(&g, "Clue");
    let o = g.object(clue).unwrap();
    assert!(o.token, "a token (111.1)");
    let c = g.characteristics(clue).unwrap();
    assert!(c.types.contains(CardType::Artifact) && !c.types.contains(CardType::Creature));
    assert_eq!(c.subtypes, ["Clue"]);
    assert!(c.colors.is_empty(), "colorless (111.10f)");
    // "{2}, Sacrifice this token: Draw a card." — no {T}: a summoning-sick
    // Clue may be sacrificed at once (302.6 is about {T}).
    let draw = activate(0, clue, 0, Vec::new());
    assert!(g.legal_actions().contains(&draw));
    g.apply(draw).unwrap();
    assert!(on_battlefield(&g, "Clue").is_empty(), "sacrificed (701.21a)");
    assert_eq!(g.state().players[0].hand.len(), 0);
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1, "drew the Island");
    // 704.5d: the sacrificed token ceased to exist.
    assert!(g.state().players[0].graveyard.iter().all(|&id| g.object(id).unwrap().card != "Clue"));
}

#[test]
fn deduce_draws_a_card_then_investigates_in_the_order_written_608_2c_701_16a() {
    let mut g = main_phase(json!(["Deduce"]), json!(["Island", "Island"]), json!(["Forest"]));
    cast_and_resolve(&mut g, "Deduce");
    assert_eq!(g.state().players[0].hand.len(), 1);
    assert_eq!(on_battlefield(&g, "Clue").len(), 1);
}

#[test]
fn reckless_lackey_is_sacrificed_to_draw_and_make_a_treasure_sacrificed_for_one_mana_of_any_color_111_10a() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Reckless Lackey", "Mountain", "Mountain", "Mountain"], "library": ["Island"] },
            {}
        ],
        "step": "precombatMain"
    }));
    let lackey = the_only(&g, "Reckless Lackey");
    // "First strike, haste" are abilities 0 and 1; then "{2}{R}, Sacrifice
    // Reckless Lackey: Draw a card and create a Treasure token."
    g.apply(activate(0, lackey, 2, Vec::new())).unwrap();
    assert!(on_battlefield(&g, "Reckless Lackey").is_empty());
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1);
    let treasure = the_only(&g, "Treasure");
    // "{T}, Sacrifice this token: Add one mana of any color." — one
    // activation per color (605.3b); choice 1 is blue. A token that is no
    // creature taps the turn it is created (302.6).
    let blue = Action::ActivateAbility {
        player: PlayerId(0),
        object: treasure,
        ability: 0,
        choice: 1,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: None,
    };
    assert!(g.legal_actions().contains(&blue));
    g.apply(blue).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.U, 1);
    assert!(on_battlefield(&g, "Treasure").is_empty(), "sacrificed (701.21a)");
}

#[test]
fn prosperous_innkeepers_treasure_is_the_solvers_last_source_and_its_plan_says_it_is_sacrificed_111_10a() {
    let mut g = main_phase(json!(["Prosperous Innkeeper", "Llanowar Elves"]), json!(["Forest", "Forest"]), json!([]));
    cast_and_resolve(&mut g, "Prosperous Innkeeper");
    let treasure = the_only(&g, "Treasure");
    assert!(g.object(treasure).unwrap().token);
    // The Forests are tapped: Llanowar Elves is castable only by sacrificing the Treasure.
    let elves = in_hand(&g, 0, "Llanowar Elves");
    let normal = option(&g, elves, CastMethod::Normal);
    assert!(normal.castable, "{:?}", normal.reasons);
    let plan = normal.payment.expect("a plan");
    assert!(matches!(&plan.costs[..], [c] if c.sacrifice && c.source == treasure), "{plan:?}");
    g.apply(cast(0, elves, CastMethod::Normal)).unwrap();
    assert!(on_battlefield(&g, "Treasure").is_empty());
}

#[test]
fn generous_ents_food_gains_three_life_for_two_mana_and_a_tap_111_10b() {
    let mut g = main_phase(
        json!(["Generous Ent"]),
        json!(["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]),
        json!([]),
    );
    cast_and_resolve(&mut g, "Generous Ent");
    let food = the_only(&g, "Food");
    g.apply(activate(0, food, 0, Vec::new())).unwrap();
    pass_all(&mut g);
    assert_eq!(g.state().players[0].life, 23);
    assert!(on_battlefield(&g, "Food").is_empty());
}

#[test]
fn blood_fountains_blood_token_discards_a_card_to_draw_one_111_10g() {
    let mut g = main_phase(json!(["Blood Fountain", "Mountain"]), json!(["Swamp", "Swamp"]), json!(["Island"]));
    cast_and_resolve(&mut g, "Blood Fountain");
    let blood = the_only(&g, "Blood");
    let mountain = in_hand(&g, 0, "Mountain");
    // "{1}, {T}, Discard a card, Sacrifice this token: Draw a card." The
    // token may tap at once: it is no creature (302.6).
    g.apply(activate(0, blood, 0, vec![mountain])).unwrap();
    assert!(g.state().players[0].hand.is_empty());
    assert_eq!(g.object(g.state().players[0].graveyard[0]).unwrap().card, "Mountain");
    pass_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), 1);
}

#[test]
fn create_a_treasure_token_and_investigate_are_predefined_tokens_whose_every_ability_is_understood_111_10() {
    let ctx = mtg_rules::text::ParseContext { names: &["Deduce"], spell: true };
    let mtg_rules::text::LineReading::Understood(abilities) =
        mtg_rules::text::parse_line("Draw a card. Investigate.", &ctx)
    else {
        panic!()
    };
    assert!(matches!(&abilities[..], [Ability::Spell { effects }]
        if effects[1] == Effect::CreatePredefinedTokens { count: 1, token: PredefinedToken::Clue, targets_controller: false }));
    // A kind whose ability is not modelled (a Junk token's "You may play that card this turn") stays unsupported.
    let ctx = mtg_rules::text::ParseContext { names: &["Test Junk Maker"], spell: false };
    assert_eq!(
        mtg_rules::text::parse_line("When Test Junk Maker enters, create a Junk token.", &ctx),
        mtg_rules::text::LineReading::Unsupported
    );
    for kind in PredefinedToken::ALL {
        let card = mtg_rules::game::tokens::predefined_card(kind).expect("imports");
        let face = &card.faces[0];
        assert!(face.unsupported_text.is_empty(), "{kind:?}: {:?}", face.unsupported_text);
        // 303.7, 111.10q: a Role is an Aura with enchant creature and its two abilities.
        if kind.card_name_and_type_line().1.ends_with(" Role") {
            assert_eq!(face.abilities.len(), 3, "{kind:?}");
            assert_eq!(face.type_line.subtypes, ["Aura", "Role"]);
            continue;
        }
        assert_eq!(face.abilities.len(), 1, "{kind:?}");
        assert_eq!(face.type_line.subtypes, [kind.name()]);
    }
}

#[test]
fn scryfall_token_objects_with_token_in_their_type_line_import_as_the_artifact_they_are_111_1() {
    let db = CardDb::from_scryfall_json(
        r#"[{"object": "card", "name": "Treasure", "layout": "token", "type_line": "Token Artifact — Treasure",
            "oracle_text": "{T}, Sacrifice this token: Add one mana of any color.", "colors": [], "power": null}]"#,
    )
    .unwrap();
    let face = &db.get("Treasure").unwrap().faces[0];
    assert!(face.type_line.is(CardType::Artifact));
    assert_eq!(face.type_line.subtypes, ["Treasure"]);
    assert!(face.unsupported_text.is_empty());
    // "Token" alone is no card type (205.2a).
    let error = CardDb::from_scryfall_json(r#"[{"name": "X", "layout": "token", "type_line": "Token — Treasure"}]"#)
        .expect_err("no card type");
    assert!(error.to_string().contains("type_line"), "{error}");
}

#[test]
fn heap_gate_taps_itself_and_another_untapped_gate_and_pays_1_to_create_a_treasure_118_3_111_10a() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Heap Gate", "Sea Gate", "Plains"] }, {}],
        "step": "precombatMain"
    }));
    let heap = the_only(&g, "Heap Gate");
    let sea = the_only(&g, "Sea Gate");
    let plains = the_only(&g, "Plains");
    // "{1}, {T}, Tap an untapped Gate you control: Create a Treasure token."
    let index = db().get("Heap Gate").unwrap().faces[0]
        .abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { .. }))
        .unwrap();
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(
            |a| matches!(a, Action::ActivateAbility { object, ability, .. } if *object == heap && *ability == index),
        )
        .collect();
    assert_eq!(listed, vec![activate(0, heap, index, vec![sea])]);
    // Not itself, nor a Plains: another Gate.
    assert_eq!(refused(&mut g, activate(0, heap, index, vec![plains])), "invalid_cost_choice");
    assert_eq!(refused(&mut g, activate(0, heap, index, vec![])), "cost_choice_missing");
    g.apply(activate(0, heap, index, vec![sea])).unwrap();
    for id in [heap, sea, plains] {
        assert!(g.object(id).unwrap().tapped, "{id} tapped: the Plains paid {{1}}");
    }
    pass_all(&mut g);
    assert_eq!(on_battlefield(&g, "Treasure").len(), 1);
}
