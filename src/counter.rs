//! Counters (CR 122): their kinds, and the counters on an object or a player.
//!
//! A kind is typed ([`CounterKind`]) and serialized as the rules name it
//! (`"+1/+1"`, `"loyalty"`, `"energy"`), so a game's JSON reads as before.
//! 122.1 leaves the set of kinds open (cards name new ones: shield, stun,
//! finality, …): a kind the engine gives no rules meaning to is kept as
//! [`CounterKind::Named`] with its name in lower case, never rejected and never
//! confused with a known one. A setup's names are read case-insensitively.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;

/// The longest counter name accepted (in bytes).
pub const MAX_COUNTER_NAME: usize = 100;

/// 122.1. A kind of counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CounterKind {
    /// 122.1a. A +1/+1 counter.
    PlusOnePlusOne,
    /// 122.1a. A -1/-1 counter.
    MinusOneMinusOne,
    /// 122.1a. A -0/-1 counter (Wall of Roots): -1 toughness.
    MinusZeroMinusOne,
    /// 122.1e, 306.5b. Loyalty (on a planeswalker).
    Loyalty,
    /// 122.1f, 310.4. Defense (on a battle).
    Defense,
    /// 714.2b. Lore (on a Saga).
    Lore,
    /// Charge (named by cards, e.g. mana rocks that store charge).
    Charge,
    /// Oil (named by cards).
    Oil,
    /// 107.14, 122.1. Energy: a counter a player has, paid with `{E}`.
    Energy,
    /// 702.62a. Time (suspend, vanishing).
    Time,
    /// 122.1c. Poison (a player counter, 104.3d).
    Poison,
    /// 122.1c. Shield: "If this permanent would be destroyed as the result
    /// of an effect, instead remove a shield counter from it"; "If damage
    /// would be dealt to this permanent, prevent that damage and remove a
    /// shield counter from it."
    Shield,
    /// Void: "instead exile it with a void counter on it" marks the cards
    /// Dauthi Voidwalker's sacrifice ability may give back (614.1a).
    Void,
    /// Any other kind a card names (122.1), by its name in lower case.
    Named(String),
}

impl CounterKind {
    /// The kinds with a rules meaning here, with their names.
    const KNOWN: [(CounterKind, &'static str); 13] = [
        (CounterKind::PlusOnePlusOne, "+1/+1"),
        (CounterKind::MinusOneMinusOne, "-1/-1"),
        (CounterKind::MinusZeroMinusOne, "-0/-1"),
        (CounterKind::Loyalty, "loyalty"),
        (CounterKind::Defense, "defense"),
        (CounterKind::Lore, "lore"),
        (CounterKind::Charge, "charge"),
        (CounterKind::Oil, "oil"),
        (CounterKind::Energy, "energy"),
        (CounterKind::Time, "time"),
        (CounterKind::Poison, "poison"),
        (CounterKind::Shield, "shield"),
        (CounterKind::Void, "void"),
    ];

    /// The kind's name as the rules write it, e.g. `+1/+1` or `loyalty`.
    pub fn name(&self) -> &str {
        match self {
            CounterKind::PlusOnePlusOne => "+1/+1",
            CounterKind::MinusOneMinusOne => "-1/-1",
            CounterKind::MinusZeroMinusOne => "-0/-1",
            CounterKind::Loyalty => "loyalty",
            CounterKind::Defense => "defense",
            CounterKind::Lore => "lore",
            CounterKind::Charge => "charge",
            CounterKind::Oil => "oil",
            CounterKind::Energy => "energy",
            CounterKind::Time => "time",
            CounterKind::Poison => "poison",
            CounterKind::Shield => "shield",
            CounterKind::Void => "void",
            CounterKind::Named(name) => name,
        }
    }

    /// The kind a name stands for (ignoring case and a trailing " counter");
    /// `None` for an empty or over-long name (more than
    /// [`MAX_COUNTER_NAME`] bytes).
    pub fn from_name(name: &str) -> Option<CounterKind> {
        let name = name.trim();
        let name = name.strip_suffix(" counter").unwrap_or(name).trim();
        if name.is_empty() || name.len() > MAX_COUNTER_NAME {
            return None;
        }
        let known = Self::KNOWN.iter().find(|(_, n)| n.eq_ignore_ascii_case(name));
        Some(known.map_or_else(|| CounterKind::Named(crate::case::lowercase(name)), |(k, _)| k.clone()))
    }
}

impl fmt::Display for CounterKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for CounterKind {
    /// Its name, e.g. `"+1/+1"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for CounterKind {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = std::borrow::Cow::<'de, str>::deserialize(deserializer)?;
        CounterKind::from_name(&name).ok_or_else(|| {
            serde::de::Error::custom(format!("a counter kind is 1 to {MAX_COUNTER_NAME} bytes (CR 122.1)"))
        })
    }
}

/// The counters on an object or a player (122), by kind; a kind with none
/// is absent, unless a setup listed it with 0 (a battle described with no
/// defense counters left, 310.4b). Serialized as an object from kind names to counts, e.g.
/// `{ "+1/+1": 2, "loyalty": 3 }`. Kept as a list sorted by kind, each kind once (a few kinds at most: no
/// `BTreeMap` instantiated for it in the wasm); it serializes, hashes and prints as the map did.
#[derive(Clone, Default, PartialEq, Eq, Hash, tsify::Tsify)]
#[serde(transparent)]
pub struct Counters(#[tsify(type = "Record<string, number>")] Vec<(CounterKind, u32)>);

impl fmt::Debug for Counters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.0.iter().map(|(k, n)| (k, n))).finish()
    }
}

impl Serialize for Counters {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(k, n)| (k, n)))
    }
}

impl<'de> Deserialize<'de> for Counters {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<CounterKind, u32>::deserialize(deserializer)?;
        Ok(Counters(map.into_iter().collect()))
    }
}

impl Counters {
    /// No counters.
    pub const fn new() -> Counters {
        Counters(Vec::new())
    }

    /// Where `kind` is in the sorted list, or where it would go.
    fn find(&self, kind: &CounterKind) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.cmp(kind))
    }

    /// Sets the count of `kind`, keeping it listed even at 0 (a planeswalker
    /// that enters with no loyalty counters, 702.150a).
    pub fn put(&mut self, kind: CounterKind, count: u32) {
        match self.find(&kind) {
            Ok(i) => self.0[i].1 = count,
            Err(i) => self.0.insert(i, (kind, count)),
        }
    }

    /// How many counters of `kind` there are.
    pub fn get(&self, kind: &CounterKind) -> u32 {
        self.find(kind).map_or(0, |i| self.0[i].1)
    }

    /// Whether there are counters of `kind` (122.1).
    pub fn has(&self, kind: &CounterKind) -> bool {
        self.get(kind) > 0
    }

    /// Whether `kind` is listed, even with a count of 0 (as a setup may give it).
    pub fn lists(&self, kind: &CounterKind) -> bool {
        self.find(kind).is_ok()
    }

    /// Sets the number of counters of `kind` (0 removes the kind).
    pub fn set(&mut self, kind: CounterKind, count: u32) {
        if count == 0 {
            if let Ok(i) = self.find(&kind) {
                self.0.remove(i);
            }
        } else {
            self.put(kind, count);
        }
    }

    /// 122.6. Puts `count` more counters of `kind` (saturating).
    pub fn add(&mut self, kind: CounterKind, count: u32) {
        let n = self.get(&kind).saturating_add(count);
        self.set(kind, n);
    }

    /// 122.8. Removes up to `count` counters of `kind`; returns how many were removed.
    pub fn remove(&mut self, kind: &CounterKind, count: u32) -> u32 {
        let had = self.get(kind);
        let removed = had.min(count);
        self.set(kind.clone(), had - removed);
        removed
    }

    /// Whether there are no counters at all.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Each kind present with its count, in a fixed order.
    pub fn iter(&self) -> impl Iterator<Item = (&CounterKind, u32)> {
        self.0.iter().map(|(k, n)| (k, *n))
    }
}

impl crate::game::read_json::FromJson for Counters {
    /// Hand-written like the derived reader: an object from kind names to counts.
    fn read(value: &serde_json::Value) -> Result<Counters, String> {
        let serde_json::Value::Object(map) = value else {
            return Err(crate::game::read_json::invalid(value, "counters by kind"));
        };
        let mut counters = Counters::new();
        for (name, count) in map {
            let kind = CounterKind::from_name(name)
                .ok_or_else(|| format!("a counter kind is 1 to {MAX_COUNTER_NAME} bytes (CR 122.1)"))?;
            counters.put(kind, <u32 as crate::game::read_json::FromJson>::read(count)?);
        }
        Ok(counters)
    }
}

impl FromIterator<(CounterKind, u32)> for Counters {
    fn from_iter<I: IntoIterator<Item = (CounterKind, u32)>>(iter: I) -> Counters {
        let mut counters = Counters::default();
        for (kind, n) in iter {
            counters.add(kind, n);
        }
        counters
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_kinds_serialize_as_the_names_the_rules_use_122_1() {
        let c: Counters = [(CounterKind::PlusOnePlusOne, 2), (CounterKind::Loyalty, 3)].into_iter().collect();
        assert_eq!(serde_json::to_string(&c).unwrap(), r#"{"+1/+1":2,"loyalty":3}"#);
        let back: Counters = serde_json::from_str(r#"{"+1/+1":2,"Loyalty":3}"#).unwrap();
        assert_eq!(back, c);
    }

    #[test]
    fn a_kind_the_engine_gives_no_meaning_is_kept_by_name_122_1() {
        assert_eq!(CounterKind::from_name("Bounty counter"), Some(CounterKind::Named("bounty".into())));
        assert_eq!(CounterKind::from_name("Shield counter"), Some(CounterKind::Shield));
        assert_eq!(CounterKind::from_name("ENERGY"), Some(CounterKind::Energy));
        assert_eq!(CounterKind::from_name(""), None);
        assert_eq!(CounterKind::from_name(&"x".repeat(101)), None);
        assert!(serde_json::from_str::<Counters>(r#"{"":1}"#).is_err());
    }

    #[test]
    fn removing_counters_removes_at_most_those_there_are_122_8() {
        let mut c = Counters::default();
        c.add(CounterKind::Oil, 2);
        assert_eq!(c.remove(&CounterKind::Oil, 5), 2);
        assert!(c.is_empty());
        assert_eq!(serde_json::to_string(&c).unwrap(), "{}");
    }
}
