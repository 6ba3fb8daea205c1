//! Orvar, the All-Form (issue 14, `data/pool-decks.json`, current Oracle
//! text): a cast trigger with an intervening "if" on the targets of the spell
//! cast (603.4, 115.1) making a token copy of one of them (707.2, 608.2d),
//! and a trigger of the card discarded by an opponent's spell (701.9a, 603.2)
//! that works from the graveyard it went to.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, ChoicePurpose, Game, ObjectId, Pending, PlayerId, Target};
use serde_json::{Value, json};

const ORVAR: &str = "Orvar, the All-Form";
const NACATL: &str = "Wild Nacatl";
const CRYPT: &str = "Tormod's Crypt";

/// Player 0 (active, precombat main of turn 3) has Orvar, `mine` and four
/// Mountains on the battlefield and `hand`; player 1 has `theirs`.
fn orvar_game(mine: &[&str], hand: Value, theirs: Value) -> Game {
    orvar_game_with(mine, hand, theirs, json!([]))
}

/// [`orvar_game`] with player 1's hand.
fn orvar_game_with(mine: &[&str], hand: Value, theirs: Value, their_hand: Value) -> Game {
    let mut battlefield = vec![ORVAR, "Mountain", "Mountain", "Mountain", "Swamp"];
    battlefield.extend_from_slice(mine);
    let g = decks_game(json!({
        "players": [
            { "battlefield": battlefield, "hand": hand, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "hand": their_hand, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    assert_eq!(decks_pool().card(ORVAR).unwrap().unsupported_text().count(), 0, "understood whole");
    g
}

fn named(g: &Game, name: &str, controller: u8) -> Vec<ObjectId> {
    on_battlefield(g, name).into_iter().filter(|&id| g.object(id).unwrap().controller == PlayerId(controller)).collect()
}

fn tokens_named(g: &Game, name: &str) -> usize {
    on_battlefield(g, name).into_iter().filter(|&id| g.object(id).unwrap().token).count()
}

/// Player 0 casts Lightning Bolt at `target`; returns the game with it and
/// any trigger on the stack.
fn bolt_at(mine: &[&str], theirs: Value, target: impl Fn(&Game) -> Target) -> Game {
    bolt_at_with(mine, theirs, json!([]), target)
}

/// [`bolt_at`] with player 1's hand.
fn bolt_at_with(mine: &[&str], theirs: Value, their_hand: Value, target: impl Fn(&Game) -> Target) -> Game {
    let mut g = orvar_game_with(mine, json!(["Lightning Bolt"]), theirs, their_hand);
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    let target = target(&g);
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![target])).expect("Lightning Bolt is cast");
    g
}

#[test]
fn a_bolt_at_another_creature_you_control_makes_orvar_create_a_token_copy_of_it_before_the_bolt_resolves_603_4_707_2() {
    let mut g = bolt_at(&[NACATL], json!([]), |g| at(the_only(g, NACATL)));
    assert_eq!(g.state().stack.len(), 2, "Lightning Bolt and Orvar's trigger above it");
    pass_all(&mut g);
    assert_eq!(tokens_named(&g, NACATL), 1, "a token copy of Wild Nacatl (707.2)");
    pass_all(&mut g);
    assert!(g.state().stack.is_empty());
    let nacatls = named(&g, NACATL, 0);
    assert_eq!(nacatls.len(), 1, "the card died to the Bolt; the token stays");
    assert!(g.object(nacatls[0]).unwrap().token);
}

#[test]
fn orvar_does_not_trigger_for_a_spell_at_itself_an_opponents_permanent_or_a_player_603_4() {
    let g = bolt_at(&[], json!([]), |g| at(the_only(g, ORVAR)));
    assert_eq!(g.state().stack.len(), 1, "\"other permanents\": not Orvar itself");
    let g = bolt_at(&[], json!([NACATL]), |g| at(the_only(g, NACATL)));
    assert_eq!(g.state().stack.len(), 1, "an opponent's creature: no trigger");
    let g = bolt_at(&[NACATL], json!([]), |_| player_target(1));
    assert_eq!(g.state().stack.len(), 1, "a player: no trigger");
}

#[test]
fn orvar_copies_nothing_when_the_targeted_permanent_is_gone_as_its_trigger_resolves_603_4() {
    let mut g = bolt_at_with(&[NACATL], json!(["Mountain"]), json!(["Lightning Bolt"]), |g| at(the_only(g, NACATL)));
    assert_eq!(g.state().stack.len(), 2);
    g.apply(pass(0)).unwrap();
    // Player 1 answers with a Bolt of their own at the Nacatl, above Orvar's trigger.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    let nacatl = the_only(&g, NACATL);
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(nacatl)])).expect("player 1's Bolt");
    g.apply(pass(1)).unwrap();
    g.apply(pass(0)).unwrap();
    assert!(on_battlefield(&g, NACATL).is_empty(), "the Nacatl died first");
    resolve_all(&mut g);
    assert_eq!(tokens_named(&g, NACATL), 0, "the intervening \"if\" no longer holds: no copy");
    assert!(g.state().stack.is_empty());
}

#[test]
fn with_two_of_your_permanents_targeted_orvar_asks_which_one_to_copy_608_2d() {
    let mut g = orvar_game(&[NACATL, CRYPT], json!(["Kolaghan's Command"]), json!([]));
    let command = in_hand(&g, 0, "Kolaghan's Command");
    let (crypt, nacatl) = (the_only(&g, CRYPT), the_only(&g, NACATL));
    // Modes: "Destroy target artifact." and "deals 2 damage to any target.", both at player 0's own permanents.
    g.apply(cast_choosing(0, command, vec![at(crypt), at(nacatl)], vec![2, 3], Vec::new())).expect("cast");
    assert_eq!(g.state().stack.len(), 2, "the trigger");
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, purpose: ChoicePurpose::CreateTokenCopy, .. }) =
        g.state().pending.clone()
    else {
        panic!("which one: {:?}", g.state().pending);
    };
    assert_eq!(objects, vec![crypt, nacatl], "those permanents, in target order");
    let mut g = Game::from_json(decks_pool(), &g.to_json()).expect("the choice reads back");
    check_legal_actions(&g);
    let before = g.to_json();
    assert!(
        g.apply(Action::ChooseObject { player: PlayerId(0), object: the_only(&g, ORVAR) }).is_err(),
        "not targeted"
    );
    assert_eq!(g.to_json(), before, "732: unchanged");
    g.apply(Action::ChooseObject { player: PlayerId(0), object: crypt }).expect("the Crypt");
    assert_eq!(tokens_named(&g, CRYPT), 1);
    assert_eq!(tokens_named(&g, NACATL), 0);
    pass_all(&mut g);
    assert_eq!(named(&g, CRYPT, 0).len(), 1, "the card destroyed, the token left");
}

/// Player 1 has Orvar in hand; player 0 casts Kolaghan's Command making player
/// 1 discard (and dealing 2 damage to player 1).
fn orvar_discarded_by_opponent() -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Mountain", "Mountain", "Swamp", NACATL], "hand": ["Kolaghan's Command"], "library": ["Plains", "Plains"] },
            { "hand": [ORVAR], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let command = in_hand(&g, 0, "Kolaghan's Command");
    g.apply(cast_choosing(0, command, vec![player_target(1), player_target(1)], vec![1, 3], Vec::new())).expect("cast");
    pass_all(&mut g);
    g
}

#[test]
fn orvar_discarded_by_an_opponents_spell_triggers_from_the_graveyard_and_copies_target_permanent_701_9a_603_2() {
    let mut g = orvar_discarded_by_opponent();
    let Some(Pending::Discard { player: PlayerId(1), .. }) = g.state().pending else {
        panic!("player 1 discards: {:?}", g.state().pending);
    };
    let orvar = in_hand(&g, 1, ORVAR);
    g.apply(Action::Discard { player: PlayerId(1), object: orvar }).expect("Orvar discarded");
    assert_eq!(zone_of(&g, ORVAR, 1), Some(Zone::Graveyard));
    // "target permanent": player 0's Nacatl or lands; the trigger's controller chooses (603.3d).
    let nacatl = the_only(&g, NACATL);
    choose_trigger_targets(&mut g, &[at(nacatl)]);
    let top = *g.state().stack.last().expect("Orvar's trigger");
    let trigger = g.object(top).unwrap();
    assert_eq!(trigger.controller, PlayerId(1), "its owner controls it (603.3a)");
    pass_all(&mut g);
    let nacatls = named(&g, NACATL, 1);
    assert_eq!(nacatls.len(), 1, "player 1 has a token copy of player 0's Wild Nacatl");
    assert!(g.object(nacatls[0]).unwrap().token);
}

#[test]
fn orvar_discarded_by_its_owners_own_spell_does_not_trigger_701_9a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", NACATL], "hand": ["Thoughtseize", ORVAR], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let seize = in_hand(&g, 0, "Thoughtseize");
    g.apply(cast_at(0, seize, CastMethod::Normal, vec![player_target(0)])).expect("Thoughtseize at oneself");
    pass_all(&mut g);
    // Its only nonland card: chosen without asking (608.2d).
    assert_eq!(zone_of(&g, ORVAR, 0), Some(Zone::Graveyard), "discarded");
    assert!(g.state().stack.is_empty(), "no trigger: player 0's own spell");
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    assert_eq!(on_battlefield(&g, NACATL).len(), 1);
}
