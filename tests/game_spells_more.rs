//! More spells of real decks (issue 13): counters with mana-value filters,
//! board wipes by mana value, pumps that grant keywords with an investigate,
//! alternative costs. Real cards of `tests/data/pool-decks.json`.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{CastMethod, Game, ObjectId};
use serde_json::json;

/// Player 0 casts `name` from hand and passes: the spell waits on the stack.
fn cast_and_pass(g: &mut Game, name: &str) -> ObjectId {
    let id = in_hand(g, 0, name);
    g.apply(cast(0, id, CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    *g.state().stack.last().unwrap()
}

#[test]
fn change_the_equation_counters_a_spell_of_mana_value_two_or_a_red_or_green_one_of_six_or_less_700_2_202_3() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Grizzly Bears", "Fangren Marauder", "Avenging Hunter"],
              "battlefield": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest",
                              "Forest", "Forest", "Forest", "Forest", "Forest"] },
            { "hand": ["Change the Equation", "Change the Equation"],
              "battlefield": ["Island", "Island", "Island", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let fangren = cast_and_pass(&mut g, "Fangren Marauder");
    let first = in_hand(&g, 1, "Change the Equation");
    // Mode 1 ("mana value 2 or less") cannot target a spell of mana value 6.
    assert_eq!(refused(&mut g, cast_choosing(1, first, vec![at(fangren)], vec![0], vec![])), "no_legal_targets");
    check_legal_actions(&g);
    // Mode 2: a green spell of mana value 6.
    g.apply(cast_choosing(1, first, vec![at(fangren)], vec![1], vec![])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Fangren Marauder", 0), Some(Zone::Graveyard), "countered (701.6a)");
    let bears = cast_and_pass(&mut g, "Grizzly Bears");
    let second = in_hand(&g, 1, "Change the Equation");
    g.apply(cast_choosing(1, second, vec![at(bears)], vec![0], vec![])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Graveyard), "mana value 2: countered");
}

#[test]
fn disdainful_stroke_counters_a_spell_of_mana_value_four_or_greater_only_701_6a_202_3() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Grizzly Bears", "Avenging Hunter"],
              "battlefield": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"] },
            { "hand": ["Disdainful Stroke"], "battlefield": ["Island", "Island"] }
        ],
        "step": "precombatMain"
    }));
    let bears = cast_and_pass(&mut g, "Grizzly Bears");
    let stroke = in_hand(&g, 1, "Disdainful Stroke");
    assert_eq!(refused(&mut g, cast_at(1, stroke, CastMethod::Normal, vec![at(bears)])), "no_legal_targets");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Battlefield));
    let hunter = cast_and_pass(&mut g, "Avenging Hunter");
    g.apply(cast_at(1, stroke, CastMethod::Normal, vec![at(hunter)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Avenging Hunter", 0), Some(Zone::Graveyard), "mana value 5: countered");
}

#[test]
fn pest_control_destroys_every_nonland_permanent_of_mana_value_one_or_less_on_both_sides_701_8a_202_3() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Pest Control"], "battlefield": ["Plains", "Swamp", "Ornithopter", "Grizzly Bears"] },
            { "battlefield": ["Wild Nacatl", "Ornithopter", "Forest"] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Pest Control");
    g.apply(cast(0, spell, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Ornithopter").len(), 0, "mana value 0, both destroyed");
    assert_eq!(zone_of(&g, "Wild Nacatl", 1), Some(Zone::Graveyard), "mana value 1");
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Battlefield), "mana value 2 stays");
    assert_eq!(on_battlefield(&g, "Forest").len() + on_battlefield(&g, "Plains").len(), 2, "lands stay");
}

#[test]
fn toxin_analysis_grants_deathtouch_and_lifelink_until_end_of_turn_and_investigates_613_1f_701_16a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Toxin Analysis"], "battlefield": ["Swamp", "Grizzly Bears"] },
            { "battlefield": [] }
        ],
        "step": "precombatMain"
    }));
    let spell = in_hand(&g, 0, "Toxin Analysis");
    let bears = the_only(&g, "Grizzly Bears");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    let v = g.permanent(bears).unwrap();
    assert!(v.keywords.deathtouch && v.keywords.lifelink, "both keywords until end of turn");
    let clue = the_only(&g, "Clue");
    assert_eq!(g.object(clue).unwrap().controller.0, 0, "its caster investigates: a Clue token");
}

#[test]
fn vanishing_verse_exiles_a_monocolored_permanent_but_not_a_two_color_or_colorless_one_105_2b_701_13a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Vanishing Verse"], "battlefield": ["Plains", "Swamp"] },
            { "battlefield": ["Grizzly Bears", "Dina, Soul Steeper", "Ornithopter", "Forest"] }
        ],
        "step": "precombatMain"
    }));
    let verse = in_hand(&g, 0, "Vanishing Verse");
    let (bears, dina, thopter, forest) = (
        the_only(&g, "Grizzly Bears"),
        the_only(&g, "Dina, Soul Steeper"),
        the_only(&g, "Ornithopter"),
        the_only(&g, "Forest"),
    );
    for not_mono in [dina, thopter, forest] {
        refused_with(
            &mut g,
            cast_at(0, verse, CastMethod::Normal, vec![at(not_mono)]),
            "illegal_target",
            Some("115.1"),
        );
    }
    check_legal_actions(&g);
    g.apply(cast_at(0, verse, CastMethod::Normal, vec![at(bears)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Exile), "green only: exiled");
    assert_eq!(zone_of(&g, "Dina, Soul Steeper", 1), Some(Zone::Battlefield));
}

#[test]
fn pyroblast_may_target_any_spell_but_counters_it_only_if_it_is_blue_608_2c_700_2() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Grizzly Bears", "Faerie Seer"], "battlefield": ["Forest", "Forest", "Island"] },
            { "hand": ["Pyroblast", "Pyroblast"], "battlefield": ["Mountain", "Mountain"] }
        ],
        "step": "precombatMain"
    }));
    // A green spell is a legal target (any spell), and is not countered (608.2c).
    let bears = cast_and_pass(&mut g, "Grizzly Bears");
    let first = in_hand(&g, 1, "Pyroblast");
    g.apply(cast_choosing(1, first, vec![at(bears)], vec![0], vec![])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(Zone::Battlefield), "not blue: it resolved");
    // A blue spell is countered.
    let seer = cast_and_pass(&mut g, "Faerie Seer");
    let second = in_hand(&g, 1, "Pyroblast");
    g.apply(cast_choosing(1, second, vec![at(seer)], vec![0], vec![])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Faerie Seer", 0), Some(Zone::Graveyard), "blue: countered (701.6a)");
}

#[test]
fn hydroblast_destroys_a_red_permanent_and_leaves_a_permanent_of_another_color_608_2c_701_8a() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Hydroblast", "Hydroblast"], "battlefield": ["Island", "Island"] },
            { "battlefield": ["Monastery Swiftspear", "Grizzly Bears"] }
        ],
        "step": "precombatMain"
    }));
    let (swiftspear, bears) = (the_only(&g, "Monastery Swiftspear"), the_only(&g, "Grizzly Bears"));
    let first = in_hand(&g, 0, "Hydroblast");
    check_legal_actions(&g);
    g.apply(cast_choosing(0, first, vec![at(bears)], vec![1], vec![])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grizzly Bears", 1), Some(Zone::Battlefield), "green: not destroyed");
    let second = in_hand(&g, 0, "Hydroblast");
    g.apply(cast_choosing(0, second, vec![at(swiftspear)], vec![1], vec![])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Monastery Swiftspear", 1), Some(Zone::Graveyard), "red: destroyed");
}

#[test]
fn culling_ritual_destroys_each_nonland_permanent_of_mana_value_two_or_less_and_adds_a_chosen_mana_for_each_608_2c_608_2d()
 {
    use mtg_rules::game::{Action, ManaType, Pending, PlayerId};
    let mut g = game(json!({
        "players": [
            { "hand": ["Culling Ritual"], "battlefield": ["Swamp", "Swamp", "Forest", "Forest", "Thraben Inspector"] },
            { "battlefield": ["Ornithopter", "Air Elemental", "Plains"] }
        ],
        "step": "precombatMain"
    }));
    let ritual = in_hand(&g, 0, "Culling Ritual");
    g.apply(cast(0, ritual, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    // 701.8a: mana value 1 and 0 are destroyed; mana value 5 and a land stay.
    assert_eq!(zone_of(&g, "Thraben Inspector", 0), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Ornithopter", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Air Elemental", 1), Some(Zone::Battlefield));
    assert_eq!(zone_of(&g, "Plains", 1), Some(Zone::Battlefield));
    // 608.2d: two permanents destroyed, two mana, each {B} or {G} as its caster chooses.
    let Some(Pending::ChooseMana { player, count, .. }) = g.state().pending.clone() else {
        panic!("the caster chooses the mana: {:?}", g.state().pending)
    };
    assert_eq!((player, count), (PlayerId(0), 2));
    let offered = g.legal_actions();
    let choose = |mana| Action::ChooseMana { player: PlayerId(0), mana };
    assert_eq!(offered, vec![choose(ManaType::B), choose(ManaType::G)]);
    assert_eq!(refused(&mut g, choose(ManaType::R)), "not_a_choice");
    assert_eq!(refused(&mut g, Action::ChooseMana { player: PlayerId(1), mana: ManaType::B }), "not_your_choice");
    g.apply(choose(ManaType::G)).unwrap();
    assert_eq!(zone_of(&g, "Culling Ritual", 0), Some(Zone::Stack), "one mana still to choose");
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the choice half made round-trips");
    g.apply(choose(ManaType::G)).unwrap();
    let pool = g.state().players[0].mana_pool.mana;
    assert_eq!((pool.B, pool.G), (0, 2));
    assert!(g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Culling Ritual", 0), Some(Zone::Graveyard));
}
