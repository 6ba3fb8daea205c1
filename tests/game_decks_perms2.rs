//! Nonland permanents of real decks (issue 14, `data/pool-decks.json`,
//! current Oracle text), each with the rule it follows: Fable of the
//! Mirror-Breaker // Reflection of Kiki-Jiki (714.2, 701.9b, 712.14a, 707.9b,
//! 603.7a); Tishana's Tidebinder with Act of Treason (613.7a).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::counter::CounterKind;
use mtg_rules::game::{Action, Game, ObjectId, Pending, PlayerId, Step};
use serde_json::json;

const FABLE: &str = "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki";

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    let mut names: Vec<String> = ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    names.sort();
    names
}

fn hand(g: &Game, player: usize) -> Vec<String> {
    names(g, &g.state().players[player].hand)
}

fn graveyard(g: &Game, player: usize) -> Vec<String> {
    names(g, &g.state().players[player].graveyard)
}

/// Player 0's Fable with one lore counter, and `hand`; on to their precombat
/// main phase, where chapter II triggers (714.3b) and resolves to its choice.
fn chapter_two(hand: serde_json::Value) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Fable of the Mirror-Breaker", "counters": { "lore": 1 } }],
              "hand": hand, "library": ["Island", "Swamp", "Forest", "Plains", "Mountain"] },
            { "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }));
    assert_eq!(decks_pool().card(FABLE).unwrap().unsupported_text().count(), 0);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(g.state().stack.len(), 1, "chapter II triggered");
    pass_all(&mut g);
    g
}

/// The pending "discard up to" choice: its remaining answers.
fn discard_answers(g: &Game) -> (usize, bool) {
    assert!(matches!(g.state().pending, Some(Pending::Discard { up_to: true, .. })), "{:?}", g.state().pending);
    let answers = g.legal_actions();
    let discards = answers.iter().filter(|a| matches!(a, Action::Discard { .. })).count();
    let stop = answers.contains(&Action::YouMay { player: PlayerId(0), accept: false });
    (discards, stop)
}

fn discard(g: &mut Game, name: &str) {
    let card = in_hand(g, 0, name);
    g.apply(Action::Discard { player: PlayerId(0), object: card }).expect("discard");
}

#[test]
fn fables_chapter_ii_discards_one_of_up_to_two_cards_then_draws_that_many_701_9b_608_2c() {
    let mut g = chapter_two(json!(["Lightning Bolt", "Counterspell", "Mountain"]));
    // Drew Island in the draw step: four cards; "up to two": a card, or stop now.
    assert_eq!(discard_answers(&g), (4, true));
    check_legal_actions(&g);
    // 732: accepting is no answer; another player's is refused; the game is unchanged.
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(0), accept: true }), "not_a_choice");
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(1), accept: false }), "not_your_choice");
    discard(&mut g, "Lightning Bolt");
    // One chosen: the second may be chosen, or the player stops.
    assert_eq!(discard_answers(&g), (3, true));
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("no more");
    assert_eq!(g.state().pending, None);
    assert!(g.state().stack.is_empty());
    assert_eq!(graveyard(&g, 0), ["Lightning Bolt"]);
    // 608.2c: "that many": one card (the Swamp under the Island).
    assert_eq!(hand(&g, 0), ["Counterspell", "Island", "Mountain", "Swamp"]);
}

#[test]
fn fables_chapter_ii_discarding_two_cards_draws_two_and_discarding_none_draws_none_701_9b_608_2c() {
    let mut g = chapter_two(json!(["Lightning Bolt", "Counterspell", "Mountain"]));
    discard(&mut g, "Lightning Bolt");
    discard(&mut g, "Mountain");
    // Two chosen: both discarded at once, then two cards drawn.
    assert_eq!(g.state().pending, None);
    assert_eq!(graveyard(&g, 0), ["Lightning Bolt", "Mountain"]);
    assert_eq!(hand(&g, 0), ["Counterspell", "Forest", "Island", "Swamp"]);

    // "If you do": none discarded, none drawn.
    let mut g = chapter_two(json!(["Lightning Bolt"]));
    assert_eq!(discard_answers(&g), (2, true));
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).expect("none");
    assert_eq!(g.state().pending, None);
    assert!(g.state().stack.is_empty());
    assert!(graveyard(&g, 0).is_empty());
    assert_eq!(hand(&g, 0), ["Island", "Lightning Bolt"]);
}

#[test]
fn a_discard_that_is_not_up_to_can_not_be_stopped_701_9b() {
    // Cleanup (514.1): eight cards, one must be discarded; declining is no answer.
    let hand = json!(["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]);
    let mut g = decks_game(json!({
        "players": [
            { "hand": hand, "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "end", "turn": 2
    }));
    pass_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::Discard { up_to: false, .. })), "{:?}", g.state().pending);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::YouMay { .. })));
    assert_eq!(refused(&mut g, Action::YouMay { player: PlayerId(0), accept: false }), "choice_pending");
}

fn lore(g: &Game, id: ObjectId) -> u32 {
    g.object(id).unwrap().counters.get(&CounterKind::Lore)
}

fn tokens(g: &Game) -> Vec<ObjectId> {
    g.state().battlefield.iter().copied().filter(|&id| g.object(id).is_ok_and(|o| o.token)).collect()
}

fn can_attack(g: &Game, creature: ObjectId) -> bool {
    g.is_legal(&attack(0, &[(creature, at_player(1))]))
}

#[test]
fn fable_of_the_mirror_breaker_makes_a_goblin_loots_transforms_and_its_reflection_copies_the_goblin_with_haste_until_the_end_step_714_2_712_14a_707_9b_603_7a()
 {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Fable of the Mirror-Breaker"],
              "library": ["Island", "Swamp", "Forest", "Plains", "Mountain", "Island", "Island"] },
            { "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    // I — the Saga enters with a lore counter (714.3a): a 2/2 Goblin Shaman token.
    let fable = in_hand(&g, 0, FABLE);
    g.apply(cast(0, fable, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let saga = the_only(&g, FABLE);
    assert_eq!(lore(&g, saga), 1);
    pass_all(&mut g);
    let [goblin] = tokens(&g)[..] else { panic!("one Goblin: {:?}", tokens(&g)) };
    let c = g.characteristics(goblin).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Goblin Shaman Token", Some(2), Some(2)));
    // II — on its controller's next turn, after the draw step (714.3b): discard none.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(lore(&g, saga), 2);
    pass_all(&mut g);
    g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    // III — exiled and returned transformed (714.2b, 712.14a): a new object, summoning sick (302.6).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!(lore(&g, saga), 3);
    pass_all(&mut g);
    let reflection = the_only(&g, FABLE);
    assert_ne!(reflection, saga, "400.7: a new object");
    assert_eq!(g.object(reflection).unwrap().face, Some(1));
    let c = g.characteristics(reflection).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Reflection of Kiki-Jiki", Some(2), Some(2)));
    let copy_goblin = activate_at(&g, reflection, 0, vec![at(goblin)]);
    assert_eq!(refused(&mut g, copy_goblin.clone()), "summoning_sick");
    // Its controller's next turn: {1}, {T}: a copy of the Goblin, except it has haste.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    // 115.1: "another target nonlegendary creature you control": not the Reflection itself.
    let itself = activate_at(&g, reflection, 0, vec![at(reflection)]);
    refused(&mut g, itself);
    g.apply(copy_goblin).expect("copy the Goblin");
    pass_all(&mut g);
    let copy = *tokens(&g).iter().find(|&&t| t != goblin).expect("the copy");
    let c = g.characteristics(copy).unwrap();
    assert_eq!((c.name.as_str(), c.power, c.toughness), ("Goblin Shaman Token", Some(2), Some(2)));
    assert!(c.keywords.iter().any(|k| k == "Haste"), "707.9b: {:?}", c.keywords);
    assert!(g.permanent(copy).unwrap().keywords.haste);
    assert!(!g.characteristics(goblin).unwrap().keywords.iter().any(|k| k == "Haste"));
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    // 702.10b: it attacks the turn it was made, and its copied ability makes a Treasure (707.2).
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(can_attack(&g, copy));
    g.apply(attack(0, &[(copy, at_player(1))])).unwrap();
    pass_all(&mut g);
    let treasures = tokens(&g).into_iter().filter(|&t| g.object(t).unwrap().card == "Treasure").count();
    assert_eq!(treasures, 1);
    advance_to(&mut g, Step::PostcombatMain);
    assert_eq!(g.state().players[1].life, 18);
    assert!(g.state().battlefield.contains(&copy));
    // 603.7a: sacrificed at the beginning of the next end step; the Goblin copied stays.
    advance_to(&mut g, Step::End);
    assert_eq!(g.state().stack.len(), 1, "the delayed trigger");
    assert!(g.state().battlefield.contains(&copy));
    pass_all(&mut g);
    assert!(!g.state().battlefield.contains(&copy), "sacrificed");
    assert!(g.state().battlefield.contains(&goblin));
    assert!(g.state().next_end_step.is_empty(), "603.7c: once");
    assert_eq!(zone_of(&g, FABLE, 0), Some(Zone::Battlefield));
}

#[test]
fn reflection_of_kiki_jiki_copies_only_another_nonlegendary_creature_its_controller_controls_115_1() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": FABLE, "face": 1 }, "Ragavan, Nimble Pilferer", "Mountain", "Mountain"],
              "library": ["Island", "Island"] },
            { "battlefield": ["Tishana's Tidebinder"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let reflection = the_only(&g, FABLE);
    let (ragavan, tidebinder) = (the_only(&g, "Ragavan, Nimble Pilferer"), the_only(&g, "Tishana's Tidebinder"));
    for target in [reflection, ragavan, tidebinder] {
        let action = activate_at(&g, reflection, 0, vec![at(target)]);
        refused(&mut g, action);
    }
    assert!(
        !g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == reflection))
    );
}

// ---- 613.7a: Tishana's Tidebinder's loss of all abilities and "until end of turn" gains, by timestamp ----

/// Player 1 (active) controls Knight of Dusk's Shadow and Selfless Savior
/// with four Swamps; player 0 holds Tishana's Tidebinder and Lightning Bolt
/// with three Islands and a Mountain.
fn tidebinder_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island", "Island", "Mountain"],
              "hand": ["Tishana's Tidebinder", "Lightning Bolt"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Knight of Dusk's Shadow", "Selfless Savior", "Swamp", "Swamp", "Swamp", "Swamp"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }))
}

/// Selfless Savior sacrificed: the Knight gains indestructible until end of turn.
fn savior_protects(g: &mut Game, knight: ObjectId) {
    let savior = the_only(g, "Selfless Savior");
    let sacrifice = activate_at(g, savior, 0, vec![at(knight)]);
    g.apply(sacrifice).expect("sacrifice Selfless Savior");
    resolve_all(g);
}

/// The Knight's "{1}{B}: +1/+1" activated, then countered by Tidebinder
/// (flash): the Knight loses all abilities while Tidebinder remains (611.2b).
fn tidebinder_counters_the_knights_ability(g: &mut Game, knight: ObjectId) {
    let pump = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == knight))
        .expect("{1}{B}: +1/+1");
    g.apply(pump).expect("pump");
    let ability = *g.state().stack.last().unwrap();
    g.apply(pass(1)).unwrap();
    let card = in_hand(g, 0, "Tishana's Tidebinder");
    g.apply(cast(0, card, mtg_rules::game::CastMethod::Normal)).expect("flash");
    pass_all(g);
    choose_trigger_targets(g, &[at(ability)]);
    resolve_all(g);
    assert!(g.state().stack.is_empty());
    assert!(g.characteristics(knight).unwrap().keywords.is_empty(), "613.1f: no menace");
}

/// Player 0 bolts the Knight (3 damage to a 2/2).
fn bolt(g: &mut Game, knight: ObjectId) {
    let bolt = in_hand(g, 0, "Lightning Bolt");
    g.apply(pass(1)).unwrap();
    g.apply(cast_at(0, bolt, mtg_rules::game::CastMethod::Normal, vec![at(knight)])).expect("bolt");
    resolve_all(g);
}

#[test]
fn tidebinders_loss_of_all_abilities_removes_an_earlier_indestructible_gain_613_7a_613_1f() {
    let mut g = tidebinder_game();
    let knight = the_only(&g, "Knight of Dusk's Shadow");
    savior_protects(&mut g, knight);
    assert!(g.permanent(knight).unwrap().keywords.indestructible);
    tidebinder_counters_the_knights_ability(&mut g, knight);
    // 613.7a: the loss is later than the gain: no indestructible either.
    assert!(!g.permanent(knight).unwrap().keywords.indestructible);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    bolt(&mut g, knight);
    assert_eq!(zone_of(&g, "Knight of Dusk's Shadow", 1), Some(Zone::Graveyard), "704.5g: destroyed");
}

#[test]
fn an_indestructible_gain_later_than_tidebinders_loss_of_all_abilities_is_kept_613_7a_613_1f() {
    let mut g = tidebinder_game();
    let knight = the_only(&g, "Knight of Dusk's Shadow");
    tidebinder_counters_the_knights_ability(&mut g, knight);
    savior_protects(&mut g, knight);
    // 613.7a: the gain is later than the loss: kept.
    let keywords = g.characteristics(knight).unwrap().keywords;
    assert_eq!(keywords, ["Indestructible"]);
    assert!(g.permanent(knight).unwrap().keywords.indestructible);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    bolt(&mut g, knight);
    assert_eq!(zone_of(&g, "Knight of Dusk's Shadow", 1), Some(Zone::Battlefield), "702.12b: not destroyed");
    assert!(g.characteristics(knight).unwrap().keywords.iter().all(|k| k != "Menace"), "still no menace");
}

// ---- 702.88a: rebound only for a spell cast from its owner's hand ----

#[test]
fn ephemerate_cast_from_exile_by_experimental_synthesizers_permission_has_no_rebound_702_88a_601_3() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Voldaren Epicure", "Mountain", "Plains"], "hand": ["Experimental Synthesizer"],
              "library": ["Ephemerate", "Plains", "Plains"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let synthesizer = in_hand(&g, 0, "Experimental Synthesizer");
    g.apply(cast(0, synthesizer, mtg_rules::game::CastMethod::Normal)).unwrap();
    pass_all(&mut g); // the Synthesizer resolves; its enters trigger exiles the top card
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Ephemerate", 0), Some(Zone::Exile));
    let ephemerate = *g.state().exile.iter().find(|&&id| g.object(id).unwrap().card == "Ephemerate").unwrap();
    let epicure = the_only(&g, "Voldaren Epicure");
    g.apply(cast_at(0, ephemerate, mtg_rules::game::CastMethod::Normal, vec![at(epicure)])).expect("601.3: permitted");
    resolve_all(&mut g);
    // 702.88a: not cast from hand: it goes to the graveyard, with no delayed trigger.
    assert_eq!(zone_of(&g, "Ephemerate", 0), Some(Zone::Graveyard));
    assert!(g.state().next_upkeep.is_empty());
    assert_ne!(the_only(&g, "Voldaren Epicure"), epicure, "blinked: a new object");
}

// ---- Klothys, God of Destiny: devotion (700.5), "isn't a creature" (613.1d), its precombat main phase trigger ----

#[test]
fn klothys_is_a_creature_only_with_seven_devotion_to_red_and_green_700_5_613_1d_208_3() {
    assert_eq!(decks_pool().card("Klothys, God of Destiny").unwrap().unsupported_text().count(), 0);
    let bushwhackers = vec![json!("Goblin Bushwhacker"); 4];
    let mut mine = vec![json!("Klothys, God of Destiny"), json!("Mountain")];
    mine.extend(bushwhackers);
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": ["Goblin Bushwhacker"], "library": ["Plains", "Plains"] },
            { "battlefield": ["Forest", "Forest", "Forest"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let klothys = the_only(&g, "Klothys, God of Destiny");
    // {1}{R}{G} and four {R}: devotion six, less than seven: an enchantment, with no power or toughness.
    let c = g.characteristics(klothys).unwrap();
    assert!(!c.types.contains(mtg_rules::card::CardType::Creature), "{:?}", c.type_line);
    assert!(c.types.contains(mtg_rules::card::CardType::Enchantment));
    assert_eq!((c.power, c.toughness), (None, None), "208.3");
    assert_eq!(c.type_line, "Legendary Enchantment — God");
    assert!(!g.permanent(klothys).unwrap().is(mtg_rules::card::CardType::Creature));
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(!can_attack(&g, klothys), "506.2: not a creature");
    g.apply(attack(0, &[])).unwrap();
    advance_to(&mut g, Step::PostcombatMain);
    // A fifth {R}: seven; a 4/5 creature (still indestructible).
    let fifth = in_hand(&g, 0, "Goblin Bushwhacker");
    g.apply(cast(0, fifth, mtg_rules::game::CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let c = g.characteristics(klothys).unwrap();
    assert!(c.types.contains(mtg_rules::card::CardType::Creature));
    assert_eq!((c.power, c.toughness), (Some(4), Some(5)));
    assert!(c.keywords.iter().any(|k| k == "Indestructible"));
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
}

fn klothys_game() -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": ["Klothys, God of Destiny"], "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "graveyard": ["Forest", "Lightning Bolt"], "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }))
}

fn in_graveyard(g: &Game, player: usize, name: &str) -> ObjectId {
    *g.state().players[player].graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap()
}

#[test]
fn klothys_exiles_a_land_card_from_a_graveyard_at_the_beginning_of_your_precombat_main_phase_and_adds_r_or_g_505_1_603_2()
 {
    let mut g = klothys_game();
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let forest = in_graveyard(&g, 1, "Forest");
    choose_trigger_targets(&mut g, &[at(forest)]);
    pass_all(&mut g);
    // 608.2d: "{R} or {G}": chosen as it resolves.
    let Some(Pending::ChooseMana { player, mana, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(0));
    use mtg_rules::game::ManaType;
    assert_eq!(mana, [ManaType::R, ManaType::G]);
    g.apply(Action::ChooseMana { player, mana: ManaType::G }).unwrap();
    assert_eq!(zone_of(&g, "Forest", 1), Some(Zone::Exile));
    assert_eq!(g.state().players[0].mana_pool.mana.G, 1);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (20, 20));
}

#[test]
fn klothys_exiles_a_nonland_card_and_its_controller_gains_2_life_and_each_opponent_is_dealt_2_damage_608_2c_120_3() {
    let mut g = klothys_game();
    // Only on its controller's precombat main phase: none on player 1's (their turn 2 is over).
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let bolt = in_graveyard(&g, 1, "Lightning Bolt");
    choose_trigger_targets(&mut g, &[at(bolt)]);
    pass_all(&mut g);
    assert_eq!(g.state().pending, None);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(Zone::Exile));
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (22, 18));
    assert!(g.state().players[0].mana_pool.is_empty());
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "not on an opponent's");
}

// ---- Murktide Regent: cards exiled to pay its cost (607.2q), and cards leaving its controller's graveyard ----

#[test]
fn murktide_regent_enters_with_a_counter_for_each_instant_and_sorcery_card_delve_exiled_to_cast_it_607_2q_702_66a() {
    assert_eq!(decks_pool().card("Murktide Regent").unwrap().unsupported_text().count(), 0);
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island"], "hand": ["Murktide Regent"],
              "graveyard": ["Lightning Bolt", "Counterspell", "Island", "Expressive Iteration", "Forest"],
              "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let murktide = in_hand(&g, 0, "Murktide Regent");
    g.apply(cast(0, murktide, mtg_rules::game::CastMethod::Normal)).expect("{U}{U} and five cards delved");
    assert!(g.state().players[0].graveyard.is_empty(), "702.66a: all five exiled");
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("reads back");
    assert_eq!(back.to_json(), g.to_json());
    resolve_all(&mut g);
    let regent = the_only(&g, "Murktide Regent");
    // Two instants and a sorcery among them (not the lands): three +1/+1 counters.
    assert_eq!(g.object(regent).unwrap().counters.get(&CounterKind::PlusOnePlusOne), 3);
    let c = g.characteristics(regent).unwrap();
    assert_eq!((c.power, c.toughness), (Some(6), Some(6)));
    // Its own delve was no card leaving its controller's graveyard while it was on the battlefield.
    assert!(g.state().stack.is_empty());
}

#[test]
fn murktide_regent_gets_a_counter_when_an_instant_or_sorcery_card_leaves_its_controllers_graveyard_603_2() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Murktide Regent", "Klothys, God of Destiny"],
              "graveyard": ["Lightning Bolt", "Forest"], "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "graveyard": ["Counterspell"], "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "end", "turn": 2
    }));
    let regent = the_only(&g, "Murktide Regent");
    let counters = |g: &Game| g.object(regent).unwrap().counters.get(&CounterKind::PlusOnePlusOne);
    // Klothys exiles the Lightning Bolt from player 0's graveyard: Murktide triggers.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let bolt = in_graveyard(&g, 0, "Lightning Bolt");
    choose_trigger_targets(&mut g, &[at(bolt)]);
    pass_all(&mut g);
    assert_eq!(g.state().stack.len(), 1, "Murktide's trigger");
    resolve_all(&mut g);
    assert_eq!(counters(&g), 1);
    assert_eq!(g.characteristics(regent).unwrap().power, Some(4));
    // A land card leaving it, or an instant leaving an opponent's graveyard: nothing.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let counterspell = in_graveyard(&g, 1, "Counterspell");
    choose_trigger_targets(&mut g, &[at(counterspell)]);
    pass_all(&mut g);
    assert!(g.state().stack.is_empty());
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    // The Forest, the only card left in a graveyard, is the only choice (put on the stack with it).
    assert_eq!(g.state().players[0].graveyard.len(), 1);
    pass_all(&mut g);
    let Some(Pending::ChooseMana { player, .. }) = g.state().pending.clone() else { panic!("{:?}", g.state().pending) };
    g.apply(Action::ChooseMana { player, mana: mtg_rules::game::ManaType::R }).unwrap();
    assert!(g.state().stack.is_empty());
    assert_eq!(counters(&g), 1);
}
