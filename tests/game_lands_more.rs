//! More lands of real decks with their current Oracle text: a mana ability
//! that works only the turn its land entered (Mirrex, 602.5); lands that
//! enter tapped unless their controller has three other lands of a type, and
//! then may put a card from the graveyard on top of the library (Mystic
//! Sanctuary, Witch's Cottage; 603.5).

mod game_fixture;

use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Game, ManaType, Pending, PlayerId, Step};
use serde_json::json;

fn mirrex_game() -> Game {
    game(json!({
        "players": [{ "hand": ["Mirrex"], "library": ["Island", "Island", "Island"] },
                    { "library": ["Mountain", "Mountain", "Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }))
}

/// Activates Mirrex's "{T}: Add one mana of any color." for choice `choice`.
fn any_color(mirrex: mtg_rules::game::ObjectId, choice: usize) -> Action {
    Action::ActivateAbility {
        player: PlayerId(0),
        object: mirrex,
        ability: 1,
        choice,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: None,
    }
}

#[test]
fn mirrex_adds_mana_of_any_color_only_the_turn_it_entered_602_5() {
    let mut g = mirrex_game();
    let mirrex = in_hand(&g, 0, "Mirrex");
    g.apply(Action::PlayLand { player: PlayerId(0), object: mirrex, face: None }).unwrap();
    let mirrex = the_only(&g, "Mirrex");
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::ActivateAbility { object, ability: 1, .. } if *object == mirrex))
        .collect();
    assert_eq!(listed.len(), 5, "one choice per color: {listed:?}");
    let mut tapped = g.clone();
    tapped.apply(any_color(mirrex, 2)).unwrap();
    assert_eq!(tapped.state().players[0].mana_pool.mana.get(ManaType::B), 1, "the third color, black");
    // The next turn it is the same permanent, but it did not enter this turn.
    for _ in 0..2 {
        advance_to(&mut g, Step::Upkeep);
        advance_to(&mut g, Step::PrecombatMain);
    }
    assert_eq!((g.state().active_player, g.state().turn), (PlayerId(0), 3));
    assert_eq!(the_only(&g, "Mirrex"), mirrex);
    refused_with(&mut g, any_color(mirrex, 0), "not_entered_this_turn", Some("602.5"));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { ability: 1, .. })));
    // Its "{T}: Add {C}." still works.
    assert!(
        g.legal_actions().iter().any(|a| matches!(a, Action::ActivateManaAbility { object, .. } if *object == mirrex))
    );
}

#[test]
fn mirrex_is_understood_whole_602_5() {
    let card = db().get("Mirrex").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

#[test]
fn mirrex_makes_a_phyrexian_mite_for_3_and_tapping_it_which_has_toxic_1_and_cannot_block_602_2_111_4() {
    let mut g = game(json!({
        "players": [{ "battlefield": ["Mirrex", "Island", "Island", "Island"] }, {}],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let mirrex = the_only(&g, "Mirrex");
    g.apply(activate(&g, mirrex, 2)).unwrap();
    assert!(g.object(mirrex).unwrap().tapped, "{{T}} is part of the cost (602.2b)");
    let untapped = |g: &Game| on_battlefield(g, "Island").into_iter().filter(|&i| !g.object(i).unwrap().tapped).count();
    assert_eq!(untapped(&g), 0, "the three Islands paid {{3}}");
    resolve_all(&mut g);
    let tokens: Vec<_> = g.state().battlefield.iter().copied().filter(|&id| g.object(id).unwrap().token).collect();
    let [mite] = tokens[..] else { panic!("one token: {tokens:?}") };
    let view = g.permanent(mite).unwrap();
    assert_eq!((view.power, view.toughness, view.keywords.toxic, view.keywords.cant_block), (1, 1, 1, true));
    assert!(view.characteristics.subtypes.iter().any(|t| t == "Mite"), "{:?}", view.characteristics.subtypes);
    // Tapped, Mirrex cannot make a second one (602.2b: {T} cannot be paid).
    let again = activate(&g, mirrex, 2);
    refused(&mut g, again);
}

/// Player 0 plays `land` from hand with `others` on the battlefield and
/// `graveyard`; returns the game and whether the land entered tapped.
fn play_with(land: &str, others: serde_json::Value, graveyard: serde_json::Value) -> (Game, bool) {
    let mut g = game(json!({
        "players": [{ "hand": [land], "battlefield": others, "graveyard": graveyard, "library": ["Forest", "Forest"] },
                    { "library": ["Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let id = in_hand(&g, 0, land);
    g.apply(Action::PlayLand { player: PlayerId(0), object: id, face: None }).unwrap();
    let tapped = g.object(the_only(&g, land)).unwrap().tapped;
    (g, tapped)
}

fn top_of_library(g: &Game, player: usize) -> String {
    g.object(g.state().players[player].library[0]).unwrap().card.clone()
}

fn graveyard_cards(g: &Game, player: usize) -> Vec<String> {
    g.state().players[player].graveyard.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

#[test]
fn mystic_sanctuary_enters_tapped_unless_you_control_three_other_islands_614_1c() {
    let (g, tapped) = play_with("Mystic Sanctuary", json!(["Island", "Island", "Forest"]), json!(["Lightning Bolt"]));
    assert!(tapped, "two other Islands (a Forest is not one)");
    assert!(g.state().stack.is_empty(), "entered tapped: \"enters untapped\" does not trigger (603.2)");
    let (_, tapped) = play_with("Mystic Sanctuary", json!(["Island", "Island", "Island"]), json!(["Lightning Bolt"]));
    assert!(!tapped, "three other Islands");
    // Urborg makes every land a Swamp (613.1d): three Forests and Urborg count for Witch's Cottage.
    let (_, tapped) =
        play_with("Witch's Cottage", json!(["Forest", "Forest", "Urborg, Tomb of Yawgmoth"]), json!(["Grizzly Bears"]));
    assert!(!tapped, "Urborg and two Forests are Swamps: three other Swamps");
}

#[test]
fn mystic_sanctuary_entering_untapped_may_put_an_instant_from_your_graveyard_on_top_of_your_library_603_5() {
    let (mut g, tapped) = play_with(
        "Mystic Sanctuary",
        json!(["Island", "Island", "Island"]),
        json!(["Grizzly Bears", "Lightning Bolt"]),
    );
    assert!(!tapped);
    assert_eq!(g.state().stack.len(), 1, "the trigger, aimed at the only instant (Lightning Bolt)");
    resolve_all(&mut g);
    let Some(Pending::YouMay { player: PlayerId(0), object, .. }) = g.state().pending.clone() else {
        panic!("a \"you may\" choice: {:?}", g.state().pending)
    };
    assert_eq!(g.object(object).unwrap().card, "Lightning Bolt");
    let listed = g.legal_actions();
    let answers = [true, false].map(|accept| Action::YouMay { player: PlayerId(0), accept });
    assert_eq!(listed, answers.to_vec());
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the choice reads back");
    // Bad input leaves the game as it was (732): the opponent answering, another kind of answer.
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(1), accept: true }), "not_your_choice");
    assert_eq!(refused(&mut g, pass(0)), "choice_pending");
    let mut declined = g.clone();
    declined.apply(answers[1].clone()).unwrap();
    assert_eq!(graveyard_cards(&declined, 0), ["Grizzly Bears", "Lightning Bolt"]);
    assert_eq!(top_of_library(&declined, 0), "Forest");
    g.apply(answers[0].clone()).unwrap();
    assert_eq!(graveyard_cards(&g, 0), ["Grizzly Bears"]);
    assert_eq!(top_of_library(&g, 0), "Lightning Bolt", "on top (401.4), so it is the next card drawn");
    assert_eq!(g.state().players[0].library.len(), 3);
    assert!(g.state().pending.is_none());
    assert_eq!(refused(&mut g, answers[0].clone()), "nothing_to_choose");
}

#[test]
fn witchs_cottage_entering_untapped_may_put_a_creature_card_on_top_and_finds_no_target_without_one_603_3d() {
    let swamps = json!(["Swamp", "Swamp", "Swamp"]);
    let (mut g, _) = play_with("Witch's Cottage", swamps.clone(), json!(["Lightning Bolt", "Grizzly Bears"]));
    resolve_all(&mut g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert_eq!(
        (top_of_library(&g, 0), graveyard_cards(&g, 0)),
        ("Grizzly Bears".to_string(), vec!["Lightning Bolt".to_string()])
    );
    // No creature card: the trigger has no legal target and is removed (603.3d).
    let (g, tapped) = play_with("Witch's Cottage", swamps, json!(["Lightning Bolt"]));
    assert!(!tapped);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
}

#[test]
fn mystic_sanctuary_and_witchs_cottage_are_understood_whole_603_5() {
    for name in ["Mystic Sanctuary", "Witch's Cottage"] {
        let card = db().get(name).unwrap();
        assert_eq!(card.unsupported_text().count(), 0, "{name}: {:?}", card.unsupported_text().collect::<Vec<_>>());
    }
}

#[test]
fn plaza_of_heroes_exiled_as_a_cost_gives_a_legendary_creature_hexproof_and_indestructible_until_end_of_turn_118_3_702_11b()
 {
    use mtg_rules::card::Zone;
    use mtg_rules::game::CastMethod;
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Plaza of Heroes", "Tetsuko Umezawa, Fugitive", "Grizzly Bears", "Island", "Island", "Island"] },
            { "hand": ["Lightning Bolt"], "battlefield": ["Mountain"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let plaza = the_only(&g, "Plaza of Heroes");
    let (tetsuko, bears) = (the_only(&g, "Tetsuko Umezawa, Fugitive"), the_only(&g, "Grizzly Bears"));
    // Its ability 3 (its fourth line).
    // Grizzly Bears is not legendary: not a legal target (115.1), and nothing is paid (732).
    let at_bears = activate_at(&g, plaza, 3, vec![at(bears)]);
    assert_eq!(refused(&mut g, at_bears), "illegal_target");
    g.apply(activate_at(&g, plaza, 3, vec![at(tetsuko)])).unwrap();
    assert!(on_battlefield(&g, "Plaza of Heroes").is_empty(), "exiled as a cost (602.2b)");
    let exiled = g.state().exile.iter().map(|&id| g.object(id).unwrap().card.clone()).collect::<Vec<_>>();
    assert_eq!(exiled, ["Plaza of Heroes"]);
    assert_eq!(g.object(g.state().exile[0]).unwrap().zone, Zone::Exile);
    resolve_all(&mut g);
    let view = g.permanent(tetsuko).unwrap();
    assert!(view.keywords.hexproof && view.keywords.indestructible, "{:?}", view.keywords);
    // The opponent cannot target it now (702.11b).
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    assert_eq!(refused(&mut g, cast_at(1, bolt, CastMethod::Normal, vec![at(tetsuko)])), "hexproof");
}

/// Player 1 discards `discarded` to Geier Reach Sanitarium's "Each player
/// draws a card, then discards a card." while player 0 controls Waste Not
/// (player 0 discards their Grizzly Bears). Returns the game with the
/// triggers resolved.
fn waste_not_after_opponent_discards(discarded: &str) -> Game {
    let mut g = game(json!({
        "players": [
            { "hand": ["Grizzly Bears"], "battlefield": ["Waste Not", "Geier Reach Sanitarium", "Swamp", "Swamp"],
              "library": ["Island", "Island"] },
            { "hand": ["Lightning Bolt", "Grizzly Bears"], "library": ["Mountain", "Mountain"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let sanitarium = the_only(&g, "Geier Reach Sanitarium");
    g.apply(activate(&g, sanitarium, 1)).unwrap();
    resolve_all(&mut g);
    let bears = in_hand(&g, 0, "Grizzly Bears");
    g.apply(Action::Discard { player: PlayerId(0), object: bears }).unwrap();
    let theirs = in_hand(&g, 1, discarded);
    g.apply(Action::Discard { player: PlayerId(1), object: theirs }).unwrap();
    assert_eq!(g.state().stack.len(), 1, "one trigger: player 0's own discard does not count (102.2)");
    resolve_all(&mut g);
    g
}

#[test]
fn waste_not_makes_a_zombie_adds_two_black_or_draws_as_the_card_an_opponent_discards_is_701_9a_603_2() {
    let tokens = |g: &Game| g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().token).count();
    let hand = |g: &Game| g.state().players[0].hand.len();
    let creature = waste_not_after_opponent_discards("Grizzly Bears");
    assert_eq!(tokens(&creature), 1, "a 2/2 black Zombie");
    let zombie = creature.state().battlefield.iter().copied().find(|&id| creature.object(id).unwrap().token).unwrap();
    let view = creature.permanent(zombie).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2));
    assert!(view.characteristics.subtypes.iter().any(|t| t == "Zombie"));
    let land = waste_not_after_opponent_discards("Mountain");
    assert_eq!(land.state().players[0].mana_pool.mana.get(ManaType::B), 2, "{{B}}{{B}}");
    assert_eq!((tokens(&land), hand(&land)), (0, 1));
    let other = waste_not_after_opponent_discards("Lightning Bolt");
    assert_eq!((tokens(&other), hand(&other)), (0, 2), "a noncreature, nonland card: player 0 draws");
    assert_eq!(other.state().players[0].mana_pool.mana.get(ManaType::B), 0);
}

#[test]
fn waste_not_is_understood_whole_701_9a() {
    let card = db().get("Waste Not").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

#[test]
fn wall_of_roots_puts_a_minus_0_minus_1_counter_on_itself_for_g_once_each_turn_even_summoning_sick_122_6_602_5b_302_6()
{
    let mut g = game(json!({
        "players": [{ "battlefield": [{ "card": "Wall of Roots", "summoningSick": true }], "library": ["Forest", "Forest"] },
                    { "library": ["Mountain", "Mountain"] }],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let wall = the_only(&g, "Wall of Roots");
    let card = db().get("Wall of Roots").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == wall))
        .collect();
    let [put_counter] = &listed[..] else {
        panic!("one activation (no {{T}}: summoning sickness does not stop it): {listed:?}")
    };
    g.apply(put_counter.clone()).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.get(ManaType::G), 1, "a mana ability: no stack (605.3a)");
    let view = g.permanent(wall).unwrap();
    assert_eq!((view.power, view.toughness), (0, 4), "a -0/-1 counter (122.1a)");
    // Once each turn (602.5b): refused, and the game is unchanged (732).
    assert_eq!(refused(&mut g, put_counter.clone()), "already_activated");
    // The next turn of its controller, again.
    for _ in 0..2 {
        advance_to(&mut g, Step::Upkeep);
        advance_to(&mut g, Step::PrecombatMain);
    }
    assert_eq!(g.state().active_player, PlayerId(0));
    g.apply(put_counter.clone()).unwrap();
    assert_eq!(g.permanent(wall).unwrap().toughness, 3);
}

/// Activating Plaza of Heroes' "{T}: Add one mana of any color among
/// legendary permanents you control." (its ability 2) for choice `choice`.
fn plaza_among(plaza: mtg_rules::game::ObjectId, choice: usize) -> Action {
    Action::ActivateAbility {
        player: PlayerId(0),
        object: plaza,
        ability: 2,
        choice,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: None,
    }
}

#[test]
fn plaza_of_heroes_adds_only_a_color_among_legendary_permanents_you_control_106_1() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Plaza of Heroes", "Tetsuko Umezawa, Fugitive", "Grizzly Bears"], "library": ["Island"] },
            { "battlefield": ["Jegantha, the Wellspring"], "library": ["Island"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let plaza = the_only(&g, "Plaza of Heroes");
    // Blue (Tetsuko) only: not green (Grizzly Bears is not legendary), not red
    // or green (Jegantha is the opponent's).
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::ActivateAbility { object, ability: 2, .. } if *object == plaza))
        .collect();
    assert_eq!(listed, [plaza_among(plaza, 0)]);
    refused_with(&mut g, plaza_among(plaza, 1), "no_such_choice", Some("605.3b"));
    g.apply(plaza_among(plaza, 0)).unwrap();
    let pool = &g.state().players[0].mana_pool.mana;
    assert_eq!((pool.get(ManaType::U), pool.get(ManaType::G), pool.get(ManaType::R)), (1, 0, 0));
    assert!(g.object(plaza).unwrap().tapped);
}

#[test]
fn plaza_of_heroes_adds_no_mana_without_a_colored_legendary_permanent_106_5() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Plaza of Heroes", "Grizzly Bears"], "library": ["Island"] },
            { "battlefield": ["Jegantha, the Wellspring"], "library": ["Island"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let plaza = the_only(&g, "Plaza of Heroes");
    g.apply(plaza_among(plaza, 0)).unwrap();
    assert!(g.object(plaza).unwrap().tapped, "it may be activated; it adds no mana (106.5)");
    assert_eq!(g.state().players[0].mana_pool.mana.total(), 0);
    let card = db().get("Plaza of Heroes").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

#[test]
fn plaza_of_heroes_pays_for_a_spell_with_a_color_among_legendary_permanents_you_control_106_1() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Plaza of Heroes", "Tetsuko Umezawa, Fugitive"], "hand": ["Brainstorm"],
              "library": ["Island", "Island", "Island"] },
            { "library": ["Island"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let brainstorm = in_hand(&g, 0, "Brainstorm");
    // Plaza's only source of blue for a nonlegendary spell: its "any color among" ability.
    let castable = option(&g, brainstorm, CastMethod::Normal);
    assert!(castable.castable, "{:?}", codes(&castable));
    g.apply(cast(0, brainstorm, CastMethod::Normal)).unwrap();
    assert!(g.object(the_only(&g, "Plaza of Heroes")).unwrap().tapped);
    // Without a blue legendary permanent, it cannot.
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Plaza of Heroes", "Grizzly Bears"], "hand": ["Brainstorm"], "library": ["Island"] },
            { "battlefield": ["Tetsuko Umezawa, Fugitive"], "library": ["Island"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let brainstorm = in_hand(&g, 0, "Brainstorm");
    assert!(!option(&g, brainstorm, CastMethod::Normal).castable, "Tetsuko is the opponent's (106.1)");
    refused(&mut g, cast(0, brainstorm, CastMethod::Normal));
}

/// Activating ability `ability` of `object` with X = `x` (player 0).
fn activate_x(object: mtg_rules::game::ObjectId, ability: usize, x: Option<u32>) -> Action {
    Action::ActivateAbility {
        player: PlayerId(0),
        object,
        ability,
        choice: 0,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x,
    }
}

#[test]
fn blast_zone_puts_x_charge_counters_for_an_x_announced_with_its_cost_107_3_602_2b() {
    let mut g = game(json!({
        "players": [
            { "battlefield": [{ "card": "Blast Zone", "counters": { "charge": 1 } },
                              "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"],
              "library": ["Island"] },
            { "library": ["Island"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let zone = the_only(&g, "Blast Zone");
    // Listed: X = 0 and the largest X six Mountains pay for {X}{X} (Blast Zone taps itself).
    let xs: Vec<Option<u32>> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ActivateAbility { object, ability: 2, x, .. } if object == zone => Some(x),
            _ => None,
        })
        .collect();
    assert_eq!(xs, [Some(0), Some(3)]);
    refused_with(&mut g, activate_x(zone, 2, Some(4)), "cannot_pay", Some("601.2h"));
    refused_with(&mut g, activate_x(zone, 1, Some(1)), "x_not_in_cost", Some("107.3"));
    g.apply(activate_x(zone, 2, Some(2))).unwrap();
    let untapped = on_battlefield(&g, "Mountain").into_iter().filter(|&m| !g.object(m).unwrap().tapped).count();
    assert_eq!(untapped, 2, "{{X}}{{X}} with X = 2 is four mana");
    resolve_all(&mut g);
    assert_eq!(g.object(zone).unwrap().counters.get(&mtg_rules::counter::CounterKind::Charge), 3);
}

#[test]
fn blast_zone_played_from_hand_enters_untapped_with_one_charge_counter_122_6_614_1c() {
    let (g, tapped) = play_with("Blast Zone", json!([]), json!([]));
    let zone = the_only(&g, "Blast Zone");
    assert!(!tapped);
    assert_eq!(g.object(zone).unwrap().counters.get(&mtg_rules::counter::CounterKind::Charge), 1);
}

#[test]
fn blast_zone_destroys_each_nonland_permanent_with_mana_value_equal_to_its_charge_counters_as_it_last_existed_608_2h() {
    let mut g = game(json!({
        "players": [
            { "battlefield": [{ "card": "Blast Zone", "counters": { "charge": 2 } },
                              "Mountain", "Mountain", "Mountain", "Grizzly Bears"],
              "library": ["Island"] },
            { "battlefield": ["Tetsuko Umezawa, Fugitive", "Jegantha, the Wellspring", "Island"], "library": ["Island"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let zone = the_only(&g, "Blast Zone");
    g.apply(activate_x(zone, 3, None)).unwrap();
    assert_eq!(zone_of(&g, "Blast Zone", 0), Some(mtg_rules::card::Zone::Graveyard), "sacrificed as a cost");
    resolve_all(&mut g);
    // Mana value 2 (the two counters it had): Grizzly Bears and Tetsuko; not
    // Jegantha (5), nor lands.
    assert_eq!(zone_of(&g, "Grizzly Bears", 0), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "Tetsuko Umezawa, Fugitive", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(on_battlefield(&g, "Jegantha, the Wellspring").len(), 1);
    assert_eq!(on_battlefield(&g, "Mountain").len(), 3);
    let card = db().get("Blast Zone").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

#[test]
fn riftstone_portal_in_your_graveyard_gives_lands_you_control_t_add_g_or_w_113_6_613_1f() {
    let card = db().get("Riftstone Portal").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp"], "graveyard": ["Riftstone Portal"], "hand": ["Grizzly Bears"],
              "library": ["Island"] },
            { "battlefield": ["Swamp"], "library": ["Island"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let tap = |player: u8, object, choice| Action::ActivateManaAbility { player: PlayerId(player), object, choice };
    let mine = on_battlefield(&g, "Swamp")[0];
    // {B}, or the granted {G} or {W}: three choices.
    assert!(g.is_legal(&tap(0, mine, 2)) && !g.is_legal(&tap(0, mine, 3)));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    assert!(option(&g, bears, CastMethod::Normal).castable, "{{1}}{{G}}: a Swamp's granted {{G}}");
    g.apply(cast(0, bears, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Grizzly Bears").len(), 1);
    // The opponent's Swamp has only {B}: it grants the lands its owner controls.
    let green = mtg_rules::mana::ManaCost::parse("{G}").unwrap();
    assert!(g.payment_for(PlayerId(1), &green, 0).is_err());
    // On the battlefield it grants nothing: two Swamps cannot pay {1}{G}.
    let g = game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp", "Riftstone Portal"], "hand": ["Grizzly Bears"], "library": ["Island"] },
            { "library": ["Island"] }
        ],
        "activePlayer": 0, "priorityPlayer": 0, "step": "precombatMain"
    }));
    let bears = in_hand(&g, 0, "Grizzly Bears");
    assert!(!option(&g, bears, CastMethod::Normal).castable, "only from its owner's graveyard (113.6)");
}
