//! Copies of spells (707.10) with the real cards of `data/pool-decks.json`:
//! Chain Lightning (the target's player pays {R}{R} to copy it back, 608.2d),
//! Narset's Reversal ("Copy target instant or sorcery spell, then return it
//! to its owner's hand", 707.10c new targets) and storm's Weather the Storm
//! (702.40a). A copy is not cast, is controlled and owned by the player who
//! copied it (707.10a), and ceases to exist once it leaves the stack (704.5e).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Event, Game, ObjectId, Pending, PlayerId};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` and `hand`;
/// player 1 has `theirs` and `their_hand`; each library is three Plains.
fn table(mine: Value, hand: Value, theirs: Value, their_hand: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "hand": their_hand, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3, "seed": 5
    }))
}

fn names(g: &Game, ids: &[ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).expect("exists").card.clone()).collect()
}

fn life(g: &Game, player: usize) -> i32 {
    g.state().players[player].life
}

/// The game read back from its JSON is the same game.
fn round_trips(g: &Game) {
    let json = g.to_json();
    let back = Game::from_json(decks_pool(), &json).expect("the game reads back");
    assert_eq!(back.to_json(), json);
}

/// Answers the pending "may pay" of `player` (608.2d).
fn may_pay(g: &mut Game, player: u8, pay: bool) -> Vec<Event> {
    let Some(Pending::PayWard { player: p, mana, .. }) = g.state().pending.clone() else {
        panic!("a payment is pending: {:?}", g.state().pending)
    };
    assert_eq!((p, mana.as_deref()), (PlayerId(player), Some("{R}{R}")));
    g.apply(Action::PayWard { player: PlayerId(player), pay }).expect("the answer is legal")
}

#[test]
fn chain_lightning_s_target_pays_red_red_and_copies_it_back_at_its_caster_who_cannot_pay_608_2d_707_10c() {
    let mut g = table(json!(["Mountain"]), json!(["Chain Lightning"]), json!(["Mountain", "Mountain"]), json!([]));
    let spell = in_hand(&g, 0, "Chain Lightning");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![player_target(1)])).expect("Chain Lightning is cast");
    pass_all(&mut g);
    // 3 damage, then player 1 (the target) may pay {R}{R}.
    assert_eq!(life(&g, 1), 17);
    check_legal_actions(&g);
    round_trips(&g);
    let events = may_pay(&mut g, 1, true);
    assert!(events.iter().any(|e| matches!(e, Event::SpellCopied { controller: PlayerId(1), .. })), "{events:?}");
    // The copy is player 1's (707.10a) and they may choose a new target for it (707.10c).
    let Some(Pending::ChooseTargets { player, object: copy }) = g.state().pending.clone() else {
        panic!("the copy's new target is asked: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(1));
    let c = g.object(copy).unwrap();
    assert_eq!(
        (c.card.as_str(), c.controller, c.owner, c.spell_copy),
        ("Chain Lightning", PlayerId(1), PlayerId(1), true)
    );
    assert_eq!(c.targets, [player_target(1)], "a copy has the original's target until it changes (707.10)");
    let answers = g.legal_actions();
    assert!(answers.contains(&Action::ChooseTargets {
        player,
        object: copy,
        targets: vec![player_target(0)],
        modes: vec![]
    }));
    assert!(answers.contains(&Action::ChooseTargets {
        player,
        object: copy,
        targets: vec![player_target(1)],
        modes: vec![]
    }));
    check_legal_actions(&g);
    round_trips(&g);
    g.apply(Action::ChooseTargets { player, object: copy, targets: vec![player_target(0)], modes: vec![] }).unwrap();
    // The original resolved into its owner's graveyard; the copy waits on the stack. A copy is not cast.
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Chain Lightning"]);
    assert_eq!(g.state().stack, [copy]);
    assert_eq!(g.state().players[1].spells_cast, 0, "a copy of a spell is not cast (707.10)");
    assert!(
        on_battlefield(&g, "Mountain")
            .iter()
            .filter(|&&m| g.object(m).unwrap().controller == PlayerId(1))
            .all(|&m| g.object(m).unwrap().tapped)
    );
    pass_all(&mut g);
    assert_eq!(life(&g, 0), 17, "the copy dealt 3 damage to player 0");
    // Player 0's one Mountain is tapped: they cannot pay, and may only decline.
    assert_eq!(g.legal_actions(), [Action::PayWard { player: PlayerId(0), pay: false }]);
    let events = may_pay(&mut g, 0, false);
    assert!(events.iter().any(|e| matches!(e, Event::SpellCopyCeasedToExist { .. })), "{events:?}");
    assert!(g.state().stack.is_empty());
    assert!(g.object(copy).is_err());
    assert!(g.state().players[1].graveyard.is_empty(), "the copy ceased to exist, not a card in a graveyard (704.5e)");
    assert!(g.state().objects.iter().all(|o| !o.spell_copy));
}

#[test]
fn chain_lightning_at_a_creature_asks_its_controller_and_declining_makes_no_copy_608_2h() {
    let mut g = table(
        json!(["Mountain"]),
        json!(["Chain Lightning"]),
        json!(["Mountain", "Mountain", "Orcish Bowmasters"]),
        json!([]),
    );
    let spell = in_hand(&g, 0, "Chain Lightning");
    let bowmasters = the_only(&g, "Orcish Bowmasters");
    g.apply(cast_at(0, spell, CastMethod::Normal, vec![at(bowmasters)])).expect("Chain Lightning is cast");
    pass_all(&mut g);
    // Its controller as the resolution began is asked (608.2h); it dies once the resolution is over (704.3).
    let events = may_pay(&mut g, 1, false);
    assert_eq!(zone_of(&g, "Orcish Bowmasters", 1), Some(Zone::Graveyard));
    assert!(!events.iter().any(|e| matches!(e, Event::SpellCopied { .. })), "{events:?}");
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Chain Lightning"]);
}

/// Player 0 casts Lightning Bolt at `bolt_target`; player 1, with `theirs`, answers with Narset's Reversal on it,
/// which resolves: the Bolt is back in player 0's hand and the copy asks for its targets.
fn reversal_of_a_bolt(theirs: Value, bolt_target: impl Fn(&Game) -> mtg_rules::game::Target) -> Game {
    let mut g = table(json!(["Mountain"]), json!(["Lightning Bolt"]), theirs, json!(["Narset's Reversal"]));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![bolt_target(&g)])).expect("Bolt is cast");
    let bolt = g.state().stack[0];
    g.apply(pass(0)).unwrap();
    let reversal = in_hand(&g, 1, "Narset's Reversal");
    g.apply(cast_at(1, reversal, CastMethod::Normal, vec![at(bolt)])).expect("Narset's Reversal targets the Bolt");
    pass_all(&mut g);
    g
}

#[test]
fn narset_s_reversal_copies_lightning_bolt_at_its_caster_and_returns_the_bolt_to_its_owner_s_hand_707_10() {
    let mut g = reversal_of_a_bolt(json!(["Island", "Island"]), |_| player_target(1));
    // The copy is player 1's; they may choose a new target for it.
    let Some(Pending::ChooseTargets { player, object: copy }) = g.state().pending.clone() else {
        panic!("the copy's new targets are asked: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(1));
    // The Bolt went back to its owner's hand; the Reversal to its owner's graveyard.
    assert_eq!(names(&g, &g.state().players[0].hand), ["Lightning Bolt"]);
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Narset's Reversal"]);
    assert_eq!(g.state().stack, [copy]);
    round_trips(&g);
    check_legal_actions(&g);
    g.apply(Action::ChooseTargets { player, object: copy, targets: vec![player_target(0)], modes: vec![] }).unwrap();
    pass_all(&mut g);
    assert_eq!((life(&g, 0), life(&g, 1)), (17, 20), "the copy hit player 0; the Bolt never resolved");
    assert!(g.state().stack.is_empty());
    assert!(g.state().players[1].graveyard.len() == 1 && g.state().players[0].graveyard.is_empty());
}

#[test]
fn a_copy_may_keep_its_target_but_a_new_target_must_be_legal_707_10c() {
    // Player 1 copies a Bolt aimed at a creature and keeps that target (707.10c).
    let creature = |g: &Game| at(the_only(g, "Orcish Bowmasters"));
    let mut g = reversal_of_a_bolt(json!(["Island", "Island", "Orcish Bowmasters"]), creature);
    let bowmasters = the_only(&g, "Orcish Bowmasters");
    let Some(Pending::ChooseTargets { player, object: copy }) = g.state().pending.clone() else { panic!() };
    g.apply(Action::ChooseTargets { player, object: copy, targets: vec![at(bowmasters)], modes: vec![] })
        .expect("the copy keeps its target");
    pass_all(&mut g);
    assert_eq!(zone_of(&g, "Orcish Bowmasters", 1), Some(Zone::Graveyard), "the copy's 3 damage killed it");
    assert!(g.state().stack.is_empty() && g.state().objects.iter().all(|o| !o.spell_copy));
    // A changed target must be legal: a copy cannot be aimed at nothing it could target.
    let mut g = reversal_of_a_bolt(json!(["Island", "Island"]), |_| player_target(1));
    let Some(Pending::ChooseTargets { player, object: copy }) = g.state().pending.clone() else { panic!() };
    let island = on_battlefield(&g, "Island")[0];
    let code =
        refused(&mut g, Action::ChooseTargets { player, object: copy, targets: vec![at(island)], modes: vec![] });
    assert_eq!(code, "illegal_target");
}

#[test]
fn weather_the_storm_is_copied_once_for_each_spell_cast_before_it_this_turn_702_40a() {
    let mut g = table(
        json!(["Forest", "Forest", "Mountain", "Mountain"]),
        json!(["Weather the Storm", "Lightning Bolt", "Lightning Bolt"]),
        json!([]),
        json!([]),
    );
    for _ in 0..2 {
        let bolt = in_hand(&g, 0, "Lightning Bolt");
        g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
        pass_all(&mut g);
    }
    assert_eq!(life(&g, 1), 14);
    let storm = in_hand(&g, 0, "Weather the Storm");
    g.apply(cast(0, storm, CastMethod::Normal)).unwrap();
    assert_eq!(g.state().stack.len(), 2, "the spell and its storm trigger above it");
    round_trips(&g);
    let events = pass_all(&mut g);
    let copies = events.iter().filter(|e| matches!(e, Event::SpellCopied { .. })).count();
    assert_eq!(copies, 2, "two spells were cast before it this turn");
    assert_eq!(g.state().stack.len(), 3, "the spell and its two copies");
    for _ in 0..3 {
        pass_all(&mut g);
    }
    assert_eq!(life(&g, 0), 29, "the spell and its two copies each gained 3 life");
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Lightning Bolt", "Lightning Bolt", "Weather the Storm"]);
    assert_eq!(g.state().players[0].spells_cast, 3, "the copies were not cast");
}

/// Casts `name` from `player`'s hand with `method`, targets and the objects its costs name.
fn cast_with(
    g: &Game,
    player: u8,
    name: &str,
    method: CastMethod,
    targets: Vec<mtg_rules::game::Target>,
    choices: Vec<ObjectId>,
) -> Action {
    Action::CastSpell {
        player: PlayerId(player),
        object: in_hand(g, player, name),
        method,
        x: None,
        payment: None,
        targets,
        modes: Vec::new(),
        choices,
        division: Vec::new(),
    }
}

#[test]
fn make_disappear_with_casualty_sacrifices_a_creature_and_its_copy_asks_for_two_more_702_153a() {
    let mut g = table(
        json!(["Mountain", "Plains", "Plains"]),
        json!(["Lightning Bolt"]),
        json!(["Island", "Island", "Orcish Bowmasters", "Ignoble Hierarch"]),
        json!(["Make Disappear"]),
    );
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    let bolt = g.state().stack[0];
    g.apply(pass(0)).unwrap();
    // Casualty 1: a creature with power 1 or greater (not the 0/1 Hierarch).
    let hierarch = the_only(&g, "Ignoble Hierarch");
    let bowmasters = the_only(&g, "Orcish Bowmasters");
    let option = option(&g, in_hand(&g, 1, "Make Disappear"), CastMethod::Casualty);
    assert!(option.castable, "{:?}", option.reasons);
    let with_hierarch = cast_with(&g, 1, "Make Disappear", CastMethod::Casualty, vec![at(bolt)], vec![hierarch]);
    assert!(!g.is_legal(&with_hierarch), "a 0-power creature is not a casualty (702.153a)");
    let cast = cast_with(&g, 1, "Make Disappear", CastMethod::Casualty, vec![at(bolt)], vec![bowmasters]);
    assert!(g.legal_actions().contains(&cast), "legal_actions offers the casualty with the Bowmasters");
    g.apply(cast).expect("Make Disappear is cast with its casualty cost paid");
    assert_eq!(zone_of(&g, "Orcish Bowmasters", 1), Some(Zone::Graveyard), "sacrificed as it was cast");
    assert_eq!(
        names(&g, &g.state().stack),
        ["Lightning Bolt", "Make Disappear", "Make Disappear"],
        "and its casualty trigger"
    );
    round_trips(&g);
    pass_all(&mut g);
    // The copy may target the Bolt (kept) or the Make Disappear; it keeps the Bolt.
    let Some(Pending::ChooseTargets { player, object: copy }) = g.state().pending.clone() else {
        panic!("the copy's new target is asked: {:?}", g.state().pending)
    };
    let original = g.state().stack[1];
    assert!(g.legal_actions().contains(&Action::ChooseTargets {
        player,
        object: copy,
        targets: vec![at(original)],
        modes: vec![]
    }));
    g.apply(Action::ChooseTargets { player, object: copy, targets: vec![at(bolt)], modes: vec![] }).unwrap();
    // Player 0 pays {2} for the copy, then cannot pay for the original: the Bolt is countered.
    pass_all(&mut g);
    assert!(matches!(g.state().pending, Some(Pending::PayWard { player: PlayerId(0), .. })));
    g.apply(Action::PayWard { player: PlayerId(0), pay: true }).expect("two Plains pay {2}");
    pass_all(&mut g);
    assert_eq!(g.legal_actions(), [Action::PayWard { player: PlayerId(0), pay: false }], "nothing left to pay with");
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert!(g.state().stack.is_empty());
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Lightning Bolt"]);
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Orcish Bowmasters", "Make Disappear"]);
    assert_eq!(life(&g, 1), 20);
}

#[test]
fn make_disappear_without_a_creature_of_power_one_offers_no_casualty_702_153a() {
    let g = table(
        json!(["Mountain"]),
        json!(["Lightning Bolt"]),
        json!(["Island", "Island", "Ignoble Hierarch"]),
        json!(["Make Disappear"]),
    );
    let option = option(&g, in_hand(&g, 1, "Make Disappear"), CastMethod::Casualty);
    assert!(!option.castable);
    assert!(!option.reasons.is_empty(), "a reason says why: no creature with power 1 or greater to sacrifice");
}

#[test]
fn lose_focus_replicated_once_is_copied_once_and_both_ask_for_two_702_56a() {
    let mut g = table(
        json!(["Mountain", "Plains", "Plains"]),
        json!(["Lightning Bolt"]),
        json!(["Island", "Island", "Island"]),
        json!(["Lose Focus"]),
    );
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
    let bolt = g.state().stack[0];
    g.apply(pass(0)).unwrap();
    // Three Islands pay {1}{U} plus {U} once, not twice.
    let lose_focus = in_hand(&g, 1, "Lose Focus");
    let once = option(&g, lose_focus, CastMethod::Replicated { times: 1 });
    assert!(once.castable, "{:?}", once.reasons);
    assert_eq!(once.mana_cost.map(|c| c.to_string()).as_deref(), Some("{1}{U}{U}"));
    let twice = cast_with(&g, 1, "Lose Focus", CastMethod::Replicated { times: 2 }, vec![at(bolt)], vec![]);
    assert!(!g.is_legal(&twice), "{{1}}{{U}}{{U}}{{U}} is more than three Islands");
    let many = cast_with(&g, 1, "Lose Focus", CastMethod::Replicated { times: 200 }, vec![at(bolt)], vec![]);
    assert_eq!(refused(&mut g, many), "method_unavailable", "at most as many payments as the sources could make");
    let cast = cast_with(&g, 1, "Lose Focus", CastMethod::Replicated { times: 1 }, vec![at(bolt)], vec![]);
    assert!(g.legal_actions().contains(&cast));
    g.apply(cast).expect("Lose Focus is cast with its replicate cost paid once");
    assert_eq!(g.state().stack.len(), 3, "the Bolt, Lose Focus and its replicate trigger");
    round_trips(&g);
    pass_all(&mut g);
    let Some(Pending::ChooseTargets { player, object: copy }) = g.state().pending.clone() else {
        panic!("the copy's new target is asked: {:?}", g.state().pending)
    };
    g.apply(Action::ChooseTargets { player, object: copy, targets: vec![at(bolt)], modes: vec![] }).unwrap();
    pass_all(&mut g);
    g.apply(Action::PayWard { player: PlayerId(0), pay: true }).expect("two Plains pay {2} for the copy");
    pass_all(&mut g);
    g.apply(Action::PayWard { player: PlayerId(0), pay: false }).unwrap();
    assert!(g.state().stack.is_empty());
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Lightning Bolt"], "countered by the original");
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Lose Focus"], "the copy ceased to exist");
    assert_eq!(life(&g, 1), 20);
}
