//! A permanent entering the battlefield (one entry point for all: a land
//! played, a spell resolving, a token, a card an effect returns): replacement
//! effects applied before it enters (614.1c, 614.12), the choices they ask
//! of its controller, and a game saved while one waits.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, EnterChoice, Event, Game, Pending, PlayerId};
use serde_json::json;

fn shock_land_in_hand(life: i32) -> (Game, mtg_rules::game::ObjectId) {
    let g = game(json!({
        "players": [{ "life": life, "hand": ["Hallowed Fountain"] }, {}],
        "step": "precombatMain"
    }));
    let land = in_hand(&g, 0, "Hallowed Fountain");
    (g, land)
}

fn play(land: mtg_rules::game::ObjectId) -> Action {
    Action::PlayLand { player: PlayerId(0), object: land, face: None }
}

fn answer(object: mtg_rules::game::ObjectId, accept: bool) -> Action {
    Action::ChooseReplacement {
        player: PlayerId(0),
        object,
        accept,
        color: None,
        creature_type: None,
        card: None,
        chosen_player: None,
    }
}

#[test]
fn a_shock_land_asks_its_controller_before_it_enters_614_12() {
    let (mut g, land) = shock_land_in_hand(20);
    let events = g.apply(play(land)).unwrap();
    assert!(events.is_empty(), "nothing has entered yet: {events:?}");
    let Some(Pending::ChooseReplacement { player, object, choice, .. }) = g.state().pending.clone() else {
        panic!("the land asks: {:?}", g.state().pending)
    };
    assert_eq!((player, object, choice), (PlayerId(0), land, EnterChoice::PayLifeOrTapped { life: 2 }));
    assert_eq!(g.object(land).unwrap().zone, Zone::Hand, "it waits in hand");
    assert_eq!(g.legal_actions(), vec![answer(land, true), answer(land, false)]);
    check_legal_actions(&g);
    // Only its answers, and only by its controller.
    refused_with(&mut g, pass(0), "choice_pending", Some("614.12"));
    refused_with(
        &mut g,
        Action::ChooseReplacement {
            player: PlayerId(1),
            object: land,
            accept: true,
            color: None,
            creature_type: None,
            card: None,
            chosen_player: None,
        },
        "not_your_choice",
        Some("614.12"),
    );
    // The game saved while it waits reads back the same.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back, g);
}

#[test]
fn a_shock_land_whose_controller_pays_2_life_enters_untapped_614_1c_119_4() {
    let (mut g, land) = shock_land_in_hand(20);
    g.apply(play(land)).unwrap();
    let events = g.apply(answer(land, true)).unwrap();
    assert!(
        matches!(events[..], [Event::LifePaid { amount: 2, .. }, Event::LandPlayed { tapped: false, .. }, ..]),
        "{events:?}"
    );
    let fountain = on_battlefield(&g, "Hallowed Fountain")[0];
    assert!(!g.object(fountain).unwrap().tapped);
    assert_eq!(g.state().players[0].life, 18);
    assert_eq!(g.state().pending, None);
    assert_eq!(g.state().priority_player, PlayerId(0), "the player who played it keeps priority (117.3c)");
    // It taps for mana at once.
    assert!(
        g.legal_actions()
            .iter()
            .any(|a| matches!(a, Action::ActivateManaAbility { object, .. } if *object == fountain))
    );
}

#[test]
fn a_shock_land_whose_controller_declines_enters_tapped_and_no_life_is_paid_614_1c() {
    let (mut g, land) = shock_land_in_hand(20);
    g.apply(play(land)).unwrap();
    let events = g.apply(answer(land, false)).unwrap();
    assert!(matches!(events[..], [Event::LandPlayed { tapped: true, .. }, ..]), "{events:?}");
    let fountain = on_battlefield(&g, "Hallowed Fountain")[0];
    assert!(g.object(fountain).unwrap().tapped);
    assert_eq!(g.state().players[0].life, 20);
    assert_eq!(g.state().players[0].lands_played, 1);
}

#[test]
fn a_player_with_less_life_than_the_cost_cannot_pay_it_and_the_game_is_unchanged_119_4() {
    let (mut g, land) = shock_land_in_hand(1);
    g.apply(play(land)).unwrap();
    assert_eq!(g.legal_actions(), vec![answer(land, false)]);
    refused_with(&mut g, answer(land, true), "cannot_pay_life", Some("119.4"));
    // With exactly 2 life it can be paid (119.4), leaving 0: the player loses (704.5a).
    let (mut g, land) = shock_land_in_hand(2);
    g.apply(play(land)).unwrap();
    g.apply(answer(land, true)).unwrap();
    assert!(g.state().players[0].lost);
}

#[test]
fn a_land_that_enters_tapped_is_tapped_as_it_enters_and_its_enters_trigger_waits_614_1c() {
    let mut g = game(json!({ "players": [{ "hand": ["Thornwood Falls"] }, {}], "step": "precombatMain" }));
    let falls = in_hand(&g, 0, "Thornwood Falls");
    let events = g.apply(play(falls)).unwrap();
    assert!(
        matches!(events[..], [Event::LandPlayed { tapped: true, .. }, Event::TriggerPutOnStack { .. }]),
        "{events:?}"
    );
    assert_eq!(g.state().pending, None, "no choice to make");
}

#[test]
fn a_blinked_clone_chooses_again_what_it_enters_as_a_copy_of_707_9_400_7() {
    let mut g = game(json!({
        "players": [
            { "hand": ["Clone", "Ephemerate"], "battlefield": ["Island", "Island", "Island", "Island", "Plains"] },
            { "battlefield": ["Grizzly Bears", "Serra Angel"] }
        ],
        "step": "precombatMain"
    }));
    let bears = on_battlefield(&g, "Grizzly Bears")[0];
    let angel = on_battlefield(&g, "Serra Angel")[0];
    let clone = in_hand(&g, 0, "Clone");
    g.apply(cast(0, clone, CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    let Some(Pending::ChooseCopy { object, .. }) = g.state().pending.clone() else { panic!("{:?}", g.state().pending) };
    g.apply(Action::ChooseCopy { player: PlayerId(0), object, copy: Some(bears) }).unwrap();
    let copy = *g.state().battlefield.last().unwrap();
    assert_eq!(g.characteristics(copy).unwrap().name, "Grizzly Bears");
    let blink = in_hand(&g, 0, "Ephemerate");
    g.apply(cast_at(0, blink, CastMethod::Normal, vec![at(copy)])).unwrap();
    pass_all(&mut g);
    // Exiled, then returning: it asks again as it enters (614.12), waiting in exile.
    let Some(Pending::ChooseCopy { object, .. }) = g.state().pending.clone() else { panic!("{:?}", g.state().pending) };
    assert_eq!(g.object(object).unwrap().zone, Zone::Exile);
    let events = g.apply(Action::ChooseCopy { player: PlayerId(0), object, copy: Some(angel) }).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::ObjectMoved { zone: Zone::Battlefield, .. })), "{events:?}");
    assert!(
        events.iter().any(|e| matches!(e, Event::EnteredAsCopy { copied: Some(c), .. } if *c == angel)),
        "{events:?}"
    );
    let back = *g.state().battlefield.last().unwrap();
    assert_eq!(g.characteristics(back).unwrap().name, "Serra Angel");
    assert!(g.permanent(back).unwrap().keywords.flying);
}

/// Passes until `player`'s next precombat main phase.
fn next_main_of(g: &mut Game, player: u8) {
    use mtg_rules::game::Step;
    advance_to(g, Step::Upkeep);
    while g.state().active_player != PlayerId(player) {
        advance_to(g, Step::End);
        advance_to(g, Step::Upkeep);
    }
    advance_to(g, Step::PrecombatMain);
}

fn color_answer(object: mtg_rules::game::ObjectId, color: mtg_rules::color::Color) -> Action {
    Action::ChooseReplacement {
        player: PlayerId(0),
        object,
        accept: true,
        color: Some(color),
        creature_type: None,
        card: None,
        chosen_player: None,
    }
}

#[test]
fn sea_gate_asks_for_a_color_other_than_blue_as_it_enters_and_then_taps_for_blue_or_that_color_614_12() {
    use mtg_rules::color::Color;
    let mut g = game(json!({
        "players": [{ "hand": ["Sea Gate", "Duress"], "library": ["Island", "Island"] }, { "library": ["Island", "Island"] }],
        "step": "precombatMain"
    }));
    let gate = in_hand(&g, 0, "Sea Gate");
    g.apply(play(gate)).unwrap();
    let Some(Pending::ChooseReplacement { choice, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!(choice, EnterChoice::Color { except: Some(Color::U) });
    // Four answers: every color but blue.
    let colors: Vec<Action> = [Color::W, Color::B, Color::R, Color::G].map(|c| color_answer(gate, c)).to_vec();
    assert_eq!(g.legal_actions(), colors);
    check_legal_actions(&g);
    refused_with(&mut g, color_answer(gate, Color::U), "no_such_choice", Some("614.12"));
    refused_with(&mut g, answer(gate, true), "no_such_choice", Some("614.12"));
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back, g, "saved while it waits");
    g.apply(color_answer(gate, Color::B)).unwrap();
    let gate = on_battlefield(&g, "Sea Gate")[0];
    let o = g.object(gate).unwrap();
    assert!(o.tapped, "Sea Gate enters tapped.");
    assert_eq!(o.chosen_color, Some(Color::B));
    // Its next turn: "{T}: Add {U} or one mana of the chosen color." pays
    // Duress's {B}.
    next_main_of(&mut g, 0);
    let tap = |choice| Action::ActivateManaAbility { player: PlayerId(0), object: gate, choice };
    assert!(g.is_legal(&tap(0)) && g.is_legal(&tap(1)) && !g.is_legal(&tap(2)));
    let duress = in_hand(&g, 0, "Duress");
    assert!(option(&g, duress, CastMethod::Normal).reasons.iter().all(|r| r.code != "cannot_pay"));
    g.apply(tap(1)).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.B, 1);
}

#[test]
fn sunken_citadel_enters_tapped_and_taps_for_one_mana_of_the_color_chosen_as_it_entered_614_12() {
    use mtg_rules::color::Color;
    let mut g = game(json!({
        "players": [{ "hand": ["Sunken Citadel"], "library": ["Island", "Island"] }, { "library": ["Island", "Island"] }],
        "step": "precombatMain"
    }));
    let citadel = in_hand(&g, 0, "Sunken Citadel");
    g.apply(play(citadel)).unwrap();
    assert_eq!(g.legal_actions().len(), 5, "any of the five colors");
    g.apply(color_answer(citadel, Color::R)).unwrap();
    let citadel = on_battlefield(&g, "Sunken Citadel")[0];
    assert!(g.object(citadel).unwrap().tapped);
    next_main_of(&mut g, 0);
    g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: citadel, choice: 0 }).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.R, 1);
}

#[test]
fn sunken_citadels_two_mana_pay_only_for_abilities_of_land_sources_106_6() {
    use mtg_rules::color::Color;
    let mut g = game(json!({
        "players": [{ "hand": ["Sunken Citadel"], "library": ["Island", "Island"],
                      "battlefield": ["Blast Zone"] },
                    { "library": ["Island", "Island"] }],
        "step": "precombatMain"
    }));
    let citadel = in_hand(&g, 0, "Sunken Citadel");
    g.apply(play(citadel)).unwrap();
    g.apply(color_answer(citadel, Color::G)).unwrap();
    let citadel = on_battlefield(&g, "Sunken Citadel")[0];
    next_main_of(&mut g, 0);
    let zone = on_battlefield(&g, "Blast Zone")[0];
    // A spell: only its "one mana of the chosen color" (and Blast Zone's {C}) pays.
    let cost = |c: &str| mtg_rules::mana::ManaCost::parse(c).unwrap();
    assert!(g.payment_for(PlayerId(0), &cost("{1}{G}"), 0).is_ok());
    assert!(g.payment_for(PlayerId(0), &cost("{G}{G}"), 0).is_err(), "its two green pay only for abilities of lands");
    // Its restricted ability is not activated by itself: the payer uses it.
    let direct = Action::ActivateAbility {
        player: PlayerId(0),
        object: citadel,
        ability: 3,
        choice: 0,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: None,
    };
    refused_with(&mut g, direct, "restricted_mana", Some("106.6"));
    // Blast Zone's "{X}{X}, {T}: Put X charge counters": X = 1, both from Sunken Citadel.
    let x_one = Action::ActivateAbility {
        player: PlayerId(0),
        object: zone,
        ability: 2,
        choice: 0,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: Some(1),
    };
    assert!(g.legal_actions().contains(&x_one), "X = 1 is the largest X payable");
    g.apply(x_one).unwrap();
    assert!(g.object(citadel).unwrap().tapped);
    resolve_all(&mut g);
    assert_eq!(g.object(zone).unwrap().counters.get(&mtg_rules::counter::CounterKind::Charge), 1);
    let card = db().get("Sunken Citadel").unwrap();
    assert_eq!(card.unsupported_text().count(), 0, "{:?}", card.unsupported_text().collect::<Vec<_>>());
}

fn mox_diamond_resolving(hand: serde_json::Value) -> (Game, mtg_rules::game::ObjectId) {
    let mut g = game(json!({
        "players": [{ "hand": hand, "library": ["Island"] }, { "library": ["Island"] }],
        "step": "precombatMain"
    }));
    let mox = in_hand(&g, 0, "Mox Diamond");
    g.apply(cast(0, mox, CastMethod::Normal)).unwrap();
    let on_stack = g.state().stack[0];
    resolve_all(&mut g);
    (g, on_stack)
}

fn discard_answer(object: mtg_rules::game::ObjectId, card: Option<mtg_rules::game::ObjectId>) -> Action {
    Action::ChooseReplacement {
        player: PlayerId(0),
        object,
        accept: card.is_some(),
        color: None,
        creature_type: None,
        card,
        chosen_player: None,
    }
}

#[test]
fn mox_diamond_enters_only_if_its_controller_discards_a_land_card_instead_614_1a_614_12_701_9a() {
    let (mut g, mox) = mox_diamond_resolving(json!(["Mox Diamond", "Forest", "Island", "Grizzly Bears"]));
    let Some(Pending::ChooseReplacement { choice, object, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    assert_eq!((choice, object), (EnterChoice::DiscardLand, mox));
    assert_eq!(g.object(mox).unwrap().zone, Zone::Stack, "it waits on the stack");
    let (forest, island, bears) = (in_hand(&g, 0, "Forest"), in_hand(&g, 0, "Island"), in_hand(&g, 0, "Grizzly Bears"));
    // Each land card in hand, or discard nothing.
    assert_eq!(
        g.legal_actions(),
        vec![discard_answer(mox, Some(forest)), discard_answer(mox, Some(island)), discard_answer(mox, None)]
    );
    check_legal_actions(&g);
    refused_with(&mut g, discard_answer(mox, Some(bears)), "no_such_choice", Some("614.12"));
    let accept_nothing = Action::ChooseReplacement {
        player: PlayerId(0),
        object: mox,
        accept: true,
        color: None,
        creature_type: None,
        card: None,
        chosen_player: None,
    };
    refused_with(&mut g, accept_nothing, "no_such_choice", Some("614.12"));
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back, g, "saved while it waits");
    let events = g.apply(discard_answer(mox, Some(forest))).unwrap();
    assert!(matches!(events[0], Event::Discarded { from, .. } if from == forest), "{events:?}");
    let diamond = the_only(&g, "Mox Diamond");
    assert_eq!(g.state().players[0].graveyard.len(), 1, "the Forest was discarded");
    assert_eq!(g.state().players[0].hand, vec![island, bears]);
    // "{T}: Add one mana of any color."
    g.apply(Action::ActivateManaAbility { player: PlayerId(0), object: diamond, choice: 2 }).unwrap();
    assert_eq!(g.state().players[0].mana_pool.mana.B, 1);
}

#[test]
fn mox_diamond_whose_controller_discards_nothing_goes_to_its_owners_graveyard_instead_614_1a() {
    // With no land card in hand, discarding nothing is the only answer.
    let (mut g, mox) = mox_diamond_resolving(json!(["Mox Diamond", "Grizzly Bears"]));
    assert_eq!(g.legal_actions(), vec![discard_answer(mox, None)]);
    let events = g.apply(discard_answer(mox, None)).unwrap();
    assert!(
        matches!(events[0], Event::SpellResolved { object, permanent: None, graveyard: Some(_), .. } if object == mox),
        "{events:?}"
    );
    assert!(on_battlefield(&g, "Mox Diamond").is_empty());
    assert_eq!(g.state().players[0].graveyard.len(), 1, "Mox Diamond is in the graveyard");
    assert_eq!(g.state().players[0].hand.len(), 1, "the Bears stay in hand");
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
}

/// Echoing Deeps in hand; an Ancient Tomb in the opponent's graveyard and a
/// Forest in its controller's.
fn echoing_deeps_and_graveyards() -> (Game, mtg_rules::game::ObjectId) {
    let g = game(json!({
        "players": [
            { "hand": ["Echoing Deeps"], "graveyard": ["Forest", "Shock"], "library": ["Plains", "Plains"] },
            { "graveyard": ["Ancient Tomb"], "library": ["Plains", "Plains"] }
        ],
        "step": "precombatMain"
    }));
    let deeps = in_hand(&g, 0, "Echoing Deeps");
    (g, deeps)
}

#[test]
fn echoing_deeps_enters_tapped_as_a_copy_of_a_land_card_in_any_graveyard_and_is_a_cave_too_707_9b_614_1c() {
    let (mut g, deeps) = echoing_deeps_and_graveyards();
    g.apply(play(deeps)).unwrap();
    let Some(Pending::ChooseCopy { object, .. }) = g.state().pending.clone() else { panic!("{:?}", g.state().pending) };
    assert_eq!(object, deeps, "it waits in hand (614.12)");
    // The land cards of every graveyard (not the Shock), or none (it may decline).
    let forest = g.state().players[0].graveyard[0];
    let tomb = g.state().players[1].graveyard[0];
    let copy = |copy| Action::ChooseCopy { player: PlayerId(0), object, copy };
    let mut answers = g.legal_actions();
    answers.sort_by_key(|a| format!("{a:?}"));
    let mut expected = vec![copy(Some(forest)), copy(Some(tomb)), copy(None)];
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(answers, expected);
    let shock = g.state().players[0].graveyard[1];
    assert_eq!(refused(&mut g, copy(Some(shock))), "cannot_copy");
    check_legal_actions(&g);
    // A game saved while the choice waits reads back the same.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert_eq!(back.state(), g.state());

    let events = g.apply(copy(Some(tomb))).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::EnteredAsCopy { copied: Some(c), .. } if *c == tomb)),
        "{events:?}"
    );
    let land = *g.state().battlefield.last().unwrap();
    let object = g.object(land).unwrap();
    assert!(object.tapped, "it enters tapped as a copy (614.1c)");
    let c = g.characteristics(land).unwrap();
    assert_eq!(c.name, "Ancient Tomb");
    // 707.9b: the exception is part of its copiable values.
    assert_eq!(c.subtypes, ["Cave"]);
    assert!(g.state().players[1].graveyard.contains(&tomb), "the copied card stays where it is");
    // Saved and read back, it is still a Cave copy of Ancient Tomb.
    let json = g.to_json();
    assert!(json.contains(r#""copyOf":{"card":"Ancient Tomb","alsoSubtype":"Cave"}"#), "{json}");
    let back = Game::from_json(db(), &json).unwrap();
    assert_eq!(back.characteristics(land).unwrap().subtypes, ["Cave"]);

    // Its mana ability is Ancient Tomb's: {C}{C}, and 2 damage to its controller.
    next_main_of(&mut g, 0);
    let life = g.state().players[0].life;
    let events = g.apply(activate(&g, land, 0)).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::ManaAdded { .. })), "{events:?}");
    assert_eq!(g.state().players[0].life, life - 2);
}

#[test]
fn echoing_deeps_declining_or_with_no_land_card_in_a_graveyard_enters_untapped_as_itself_707_9() {
    let (mut g, deeps) = echoing_deeps_and_graveyards();
    g.apply(play(deeps)).unwrap();
    g.apply(Action::ChooseCopy { player: PlayerId(0), object: deeps, copy: None }).unwrap();
    let land = *g.state().battlefield.last().unwrap();
    assert!(!g.object(land).unwrap().tapped);
    assert_eq!(g.characteristics(land).unwrap().name, "Echoing Deeps");
    assert_eq!(g.characteristics(land).unwrap().subtypes, ["Cave"]);
    // No land card in any graveyard: nothing to choose.
    let mut g = game(json!({
        "players": [{ "hand": ["Echoing Deeps"], "graveyard": ["Shock"] }, {}],
        "step": "precombatMain"
    }));
    let deeps = in_hand(&g, 0, "Echoing Deeps");
    g.apply(play(deeps)).unwrap();
    assert_eq!(g.state().pending, None);
    let land = *g.state().battlefield.last().unwrap();
    assert!(!g.object(land).unwrap().tapped);
}
