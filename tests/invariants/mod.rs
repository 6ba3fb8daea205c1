//! The invariant checker of random play, shared by `tests/game_random.rs`,
//! the fuzz targets (`fuzz/harness.rs`) and the soak (`examples/soak.rs`),
//! which include this file: every object in exactly one zone (400.1), life
//! totals as the events say, and after state-based actions no creature with
//! lethal damage or 0 toughness (704.5f–g), no battle at 0 defense without
//! its trigger (704.5v) or without a valid protector (704.5w–x), no player
//! at 0 life still in the game (704.5a); and at any time no daybound
//! permanent at night nor nightbound one at day, and neither without the
//! game being day or night (702.145c–g, 730.1). A broken invariant panics.
#![allow(dead_code)]

use mtg_rules::card::{CardType, Zone};
use mtg_rules::game::{DayNight, Event, Game};
use mtg_rules::text::{Ability, KeywordAbility};

/// Life changes the events report, per player.
pub fn life_deltas(events: &[Event], deltas: &mut [i64]) {
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

pub fn check_invariants(g: &Game, expected_life: &[i64]) {
    let s = g.state();
    // 400.1: every object in exactly one zone list, which matches its zone.
    let mut count = vec![0u32; s.objects.len()];
    let mut note = |id: &mtg_rules::game::ObjectId, zone: Zone| {
        let i = s.objects.binary_search_by_key(id, |o| o.id).unwrap_or_else(|_| panic!("{id} is no object"));
        assert_eq!(s.objects[i].zone, zone, "{id}");
        count[i] += 1;
    };
    for p in &s.players {
        p.library.iter().for_each(|id| note(id, Zone::Library));
        p.hand.iter().for_each(|id| note(id, Zone::Hand));
        p.graveyard.iter().for_each(|id| note(id, Zone::Graveyard));
    }
    s.battlefield.iter().for_each(|id| note(id, Zone::Battlefield));
    s.stack.iter().for_each(|id| note(id, Zone::Stack));
    s.exile.iter().for_each(|id| note(id, Zone::Exile));
    // 408, 114.1: emblems (and the initiative's and a dungeon's objects) are in the command zone.
    s.command.iter().for_each(|id| note(id, Zone::Command));
    assert!(count.iter().all(|&n| n == 1), "every object in exactly one zone list");
    // 702.26b, 702.26d: a phased-out permanent is on no list and among no objects, still on the battlefield.
    for p in &s.phased_out {
        let id = p.object.id;
        assert_eq!(p.object.zone, Zone::Battlefield, "702.26d: {id}");
        assert!(s.objects.binary_search_by_key(&id, |o| o.id).is_err(), "702.26b: {id} is treated as absent");
        assert!(s.phased_out.iter().filter(|q| q.object.id == id).count() == 1, "{id} phased out once");
    }
    // 729.2: a merged permanent is a permanent, listed once, with a component under its topmost one.
    for m in &s.merged {
        assert_eq!(g.object(m.object).map(|o| o.zone).ok(), Some(Zone::Battlefield), "729.2: {}", m.object);
        assert!(!m.under.is_empty() && s.merged.iter().filter(|n| n.object == m.object).count() == 1);
    }
    // Life is what the events say.
    for (p, &life) in s.players.iter().zip(expected_life) {
        assert_eq!(i64::from(p.life), life, "{:?}", p.id);
    }
    // 702.145c–g, 730.1: day and night act at once (not state-based actions). Read from the face
    // that is up as printed: no game of random play has both a werewolf and "lose all abilities".
    for &id in &s.battlefield {
        let o = g.object(id).unwrap();
        let card = g.card(id).unwrap();
        let face = card.face(o.face.unwrap_or(0));
        // 712.9: only a double-faced card transforms (not a token, nor a copy of one on another card).
        let turns = card.layout.is_nonmodal_double_faced() && !o.token && o.copy_of.is_none();
        let has = |k: KeywordAbility| {
            face.is_some_and(|f| f.abilities.iter().any(|a| matches!(a, Ability::Keyword { keyword } if *keyword == k)))
        };
        let (day, night) = (has(KeywordAbility::Daybound), has(KeywordAbility::Nightbound));
        assert!(!(day || night) || s.day_night.is_some(), "702.145d/g: {} with neither day nor night", o.card);
        assert!(!(turns && day && s.day_night == Some(DayNight::Night)), "702.145c: {} at night", o.card);
        assert!(!(turns && night && s.day_night == Some(DayNight::Day)), "702.145f: {} at day", o.card);
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
                let defense = o.counters.get(&mtg_rules::counter::CounterKind::Defense);
                let waiting = s.triggers.iter().any(|t| t.source == id)
                    || s.stack.iter().any(|&x| g.object(x).unwrap().ability.as_ref().is_some_and(|a| a.source == id));
                let siege = v.is_siege();
                // 704.5v: a Siege may wait at 0 for its own trigger; 704.5w: no other battle may.
                assert!(defense > 0 || (siege && waiting), "704.5v–w: {} at 0 defense", o.card);
                // 704.5x applies to a battle that is not being attacked.
                let attacked = s.combat.as_ref().is_some_and(|c| {
                    c.attackers.iter().any(|a| a.target == mtg_rules::game::AttackTarget::Battle { object: id })
                });
                // 310.9a, 310.12a: an opponent protects a Siege, its controller any other battle.
                let valid = o.protector.is_some_and(|p| (p != o.controller) == siege && s.in_game(p));
                assert!(valid || attacked, "704.5x–y: {}", o.card);
            }
        }
        for p in &s.players {
            assert!(p.lost || p.life > 0, "704.5a");
        }
    }
}
