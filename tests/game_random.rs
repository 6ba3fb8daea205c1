//! Random legal play: a seeded agent plays from several setups, choosing
//! among `legal_actions()`; after every action an invariant checker runs
//! (every object in exactly one zone, 400.1; no creature with lethal damage
//! or 0 toughness survives state-based actions, 704.5f–g; no battle at 0
//! defense without its trigger, 704.5v; life totals consistent with the
//! events; the JSON round-trips), and every listed action is legal.

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::{CardType, Zone};
use mtg_rules::game::{Action, Event, Game, Pcg32};
use serde_json::{Value, json};
use std::collections::BTreeSet;

fn deck(cards: &[&str], copies: usize) -> Vec<String> {
    cards.iter().flat_map(|c| std::iter::repeat_n(c.to_string(), copies)).collect()
}

fn setups() -> Vec<Value> {
    let green = deck(&["Forest", "Forest", "Grizzly Bears", "Llanowar Elves", "Craw Wurm", "Colossal Dreadmaw"], 4);
    let white = deck(
        &[
            "Plains",
            "Plains",
            "Silvercoat Lion",
            "Serra Angel",
            "Invasion of Belenon // Belenon War Anthem",
            "Wall of Omens",
        ],
        4,
    );
    let red = deck(&["Mountain", "Mountain", "Hill Giant", "Boggart Brute", "Lightning Bolt", "Bloodmark Mentor"], 4);
    let black =
        deck(&["Swamp", "Swamp", "Vampire Nighthawk", "Typhoid Rats", "Auntie's Snitch", "Stinkdrinker Bandit"], 4);
    let board = |lands: &str| json!([lands, lands, lands]);
    vec![
        json!({ "players": [
            { "library": green, "hand": ["Forest", "Grizzly Bears"], "battlefield": board("Forest") },
            { "library": white, "hand": ["Plains"], "battlefield": board("Plains") }
        ], "shuffle": true }),
        json!({ "players": [
            { "library": red, "battlefield": board("Mountain") },
            { "library": black, "battlefield": board("Swamp") },
            { "library": white, "battlefield": board("Plains") },
            { "library": green, "battlefield": board("Forest") }
        ], "shuffle": true }),
        json!({ "players": [
            { "library": white, "hand": ["Invasion of Belenon // Belenon War Anthem"], "battlefield": ["Plains", "Plains", "Plains", "Zetalpa, Primal Dawn"] },
            { "library": black, "battlefield": ["Swamp", "Vampire Nighthawk", "Typhoid Rats", { "card": "Invasion of Amonkhet // Lazotep Convert", "counters": { "defense": 1 } }] },
            { "library": red, "life": 3 }
        ], "shuffle": true }),
        json!({ "players": [{ "library": green, "battlefield": board("Forest") }], "shuffle": true }),
    ]
}

/// Life changes the events report, per player.
fn life_deltas(events: &[Event], deltas: &mut [i64]) {
    for e in events {
        match e {
            Event::DamageDealt { to: mtg_rules::game::DamageTo::Player { player }, amount, .. } => {
                deltas[player.index()] -= i64::from(*amount)
            }
            Event::LifeGained { player, amount } => deltas[player.index()] += i64::from(*amount),
            Event::LifeLost { player, amount } | Event::LifePaid { player, amount } => {
                deltas[player.index()] -= i64::from(*amount)
            }
            _ => {}
        }
    }
}

fn check_invariants(g: &Game, expected_life: &[i64]) {
    let s = g.state();
    // 400.1: every object in exactly one zone list, which matches its zone.
    let mut count = std::collections::HashMap::new();
    let mut note = |id: &mtg_rules::game::ObjectId, zone: Zone| {
        assert_eq!(g.object(*id).unwrap().zone, zone, "{id}");
        *count.entry(*id).or_insert(0) += 1;
    };
    for p in &s.players {
        p.library.iter().for_each(|id| note(id, Zone::Library));
        p.hand.iter().for_each(|id| note(id, Zone::Hand));
        p.graveyard.iter().for_each(|id| note(id, Zone::Graveyard));
    }
    s.battlefield.iter().for_each(|id| note(id, Zone::Battlefield));
    s.stack.iter().for_each(|id| note(id, Zone::Stack));
    s.exile.iter().for_each(|id| note(id, Zone::Exile));
    assert_eq!(count.len(), s.objects.len(), "every object is in a zone list");
    assert!(count.values().all(|&n| n == 1), "every object in exactly one zone");
    // Life is what the events say.
    for (p, &life) in s.players.iter().zip(expected_life) {
        assert_eq!(i64::from(p.life), life, "{:?}", p.id);
    }
    // After state-based actions (a player has priority).
    if s.pending.is_none() && !s.is_over() {
        assert!(s.in_game(s.priority_player));
        for &id in &s.battlefield {
            let v = g.permanent(id).unwrap();
            let o = g.object(id).unwrap();
            if v.is(CardType::Creature) {
                assert!(v.toughness > 0, "704.5f: {} survived", o.card);
                assert!(
                    i64::from(o.damage) < i64::from(v.toughness) || v.keywords.indestructible,
                    "704.5g: {} survived",
                    o.card
                );
            }
            if v.is(CardType::Battle) {
                let defense = o.counters.get("defense").copied().unwrap_or(0);
                let waiting = s.triggers.iter().any(|t| t.source == id)
                    || s.stack.iter().any(|&x| g.object(x).unwrap().ability.as_ref().is_some_and(|a| a.source == id));
                assert!(defense > 0 || waiting, "704.5v: {} at 0 defense", o.card);
                assert!(o.protector.is_some_and(|p| p != o.controller && s.in_game(p)), "704.5w–x: {}", o.card);
            }
        }
        for p in &s.players {
            assert!(p.lost || p.life > 0, "704.5a");
        }
    }
}

/// Plays one game for at most `max` actions with a random agent seeded by
/// `seed`; checks after every action. Returns the number of actions taken
/// and the kinds of events seen.
fn play(setup: &Value, seed: u64, max: usize, check_each_listed: bool) -> (usize, BTreeSet<String>) {
    let mut seen = BTreeSet::new();
    let mut setup = setup.clone();
    setup["seed"] = json!(seed);
    let mut g = game(setup);
    let mut rng = Pcg32::new(seed, 99);
    let mut life: Vec<i64> = g.state().players.iter().map(|p| i64::from(p.life)).collect();
    for n in 0..max {
        let actions = g.legal_actions();
        if g.state().is_over() {
            assert!(actions.is_empty());
            return (n, seen);
        }
        assert!(!actions.is_empty(), "someone can always act");
        if check_each_listed {
            for a in &actions {
                assert!(g.is_legal(a), "listed but not legal: {a:?}");
            }
        }
        // Pass less often than not, so that games move but also do things.
        let passing: Vec<&Action> = actions.iter().filter(|a| matches!(a, Action::PassPriority { .. })).collect();
        let others: Vec<&Action> = actions.iter().filter(|a| !matches!(a, Action::PassPriority { .. })).collect();
        let action = if others.is_empty() || (!passing.is_empty() && rng.below(3) == 0) {
            passing[0].clone()
        } else {
            others[rng.below(others.len() as u32) as usize].clone()
        };
        let events = g.apply(action.clone()).unwrap_or_else(|e| panic!("seed {seed}, action {n}: {action:?}: {e}"));
        life_deltas(&events, &mut life);
        for e in serde_json::to_value(&events).unwrap().as_array().unwrap() {
            seen.insert(e["type"].as_str().unwrap_or_default().to_string());
        }
        check_invariants(&g, &life);
        let json = g.to_json();
        let back = Game::from_json(db(), &json).unwrap_or_else(|e| panic!("round trip: {e}"));
        assert_eq!(back, g);
    }
    (max, seen)
}

#[test]
fn random_legal_play_keeps_every_invariant() {
    let mut total = 0;
    let mut seen = BTreeSet::new();
    for (i, setup) in setups().iter().enumerate() {
        for seed in 0..3 {
            let (n, kinds) = play(setup, seed * 31 + i as u64, 250, true);
            total += n;
            seen.extend(kinds);
        }
    }
    assert!(total > 1000, "{total}");
    // The agent gets around: it attacks, blocks, casts, resolves, and players lose.
    for kind in ["attackersDeclared", "blockersDeclared", "damageDealt", "spellResolved", "playerLost", "objectMoved"] {
        assert!(seen.contains(kind), "{kind} never happened: {seen:?}");
    }
}

#[test]
fn the_same_seed_and_the_same_choices_give_the_same_game() {
    let setup = &setups()[1];
    let run = |seed: u64| {
        let mut s = setup.clone();
        s["seed"] = json!(seed);
        let mut g = game(s);
        let mut rng = Pcg32::new(seed, 5);
        for _ in 0..300 {
            let actions = g.legal_actions();
            if actions.is_empty() {
                break;
            }
            let a = actions[rng.below(actions.len() as u32) as usize].clone();
            g.apply(a).unwrap();
        }
        g.to_json()
    };
    assert_eq!(run(11), run(11));
    assert_ne!(run(11), run(12));
}

/// Many complete games (run with `cargo test --release -- --ignored`;
/// `RANDOM_GAMES` sets how many, 10,000 by default).
#[test]
#[ignore]
fn many_random_games_run_without_panic() {
    let n: u64 = std::env::var("RANDOM_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000);
    let setups = setups();
    for seed in 0..n {
        play(&setups[(seed % setups.len() as u64) as usize], seed, 3000, false);
    }
}

/// Replaces numbers in a JSON value at random (ids, seats, counts).
fn tamper(value: &mut Value, rng: &mut Pcg32) {
    match value {
        Value::Number(_) if rng.below(6) == 0 => {
            *value = json!(match rng.below(4) {
                0 => 0,
                1 => rng.below(8),
                2 => rng.below(200),
                _ => u32::MAX,
            });
        }
        Value::Array(items) => items.iter_mut().for_each(|v| tamper(v, rng)),
        Value::Object(map) => map.values_mut().for_each(|v| tamper(v, rng)),
        _ => {}
    }
}

#[test]
fn a_tampered_serialized_game_is_an_error_or_a_game_that_never_panics() {
    let setup = &setups()[2];
    let mut rng = Pcg32::new(2024, 3);
    for seed in 0..6 {
        let mut s = setup.clone();
        s["seed"] = json!(seed);
        let mut g = game(s);
        for step in 0..120 {
            let actions = g.legal_actions();
            if actions.is_empty() {
                break;
            }
            let a = actions[rng.below(actions.len() as u32) as usize].clone();
            g.apply(a).unwrap();
            if step % 20 != 0 {
                continue;
            }
            let mut value: Value = serde_json::from_str(&g.to_json()).unwrap();
            tamper(&mut value, &mut rng);
            let Ok(mut bad) = Game::from_json(db(), &value.to_string()) else { continue };
            for _ in 0..30 {
                let listed = bad.legal_actions();
                let Some(a) = listed.first().cloned() else { break };
                let _ = bad.is_legal(&a);
                if bad.apply(a).is_err() {
                    break;
                }
            }
        }
    }
}
