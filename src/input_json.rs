//! Hand-written JSON readers for the façade's other inputs: the options of
//! `analyzeDeck`/`DeckAnalyzer` ([`AnalysisOptions`]) and of `karsten`
//! ([`KarstenOptions`]), a [`Tally`] handed to `addTally`, a [`Decklist`]
//! object and a card [`View`]. Like `game::read_json`, whose helpers they use,
//! they walk one [`serde_json::Value`] with plain, non-generic code instead of
//! serde's derive, which generates a whole reader per type over serde_json's
//! text deserializer (ARCHITECTURE, "Hand-written JSON readers"). They accept
//! exactly what the derived `Deserialize` accepts in the object form (same
//! defaults, `deny_unknown_fields` where the type has it, same refusals),
//! with messages naming the field; the derives stay for native users and as
//! the reference the tests below compare the readers against.
//!
//! Keeping them in step: every struct is built with a struct literal, so a new
//! field fails to compile here.

use crate::analysis::{AnalysisOptions, KarstenOptions, KeepRule, MulliganPolicy, MulliganRule, PlayPolicy, Tally};
use crate::card::{CastAs, View};
use crate::decklist::{DeckEntry, Decklist};
use crate::game::read_json::{Fields, FromJson, Read, invalid, unit, untagged, whole};
use serde_json::Value;
use std::collections::BTreeMap;

/// Reads JSON text: a syntax error as serde_json words it, a shape error as the readers do.
pub(crate) fn from_json<T: FromJson>(json: &str) -> Result<T, String> {
    // `from_slice`, as every JSON reader of the crate: one instance of serde_json's parser in the wasm.
    let value: Value = serde_json::from_slice(json.as_bytes()).map_err(|e| e.to_string())?;
    T::read(&value)
}

/// The readers the façade uses, for native callers (and the `analysis` fuzz target): JSON
/// accepted and refused exactly as `analyzeDeck`, `DeckAnalyzer`, `addTally` and `karsten`
/// accept and refuse it, the message naming the field.
macro_rules! read_as_the_facade_does {
    ($($t:ty: $what:literal),*) => {$(
        impl $t {
            #[doc = concat!("Reads ", $what, " from JSON as the JS API does (camelCase fields; refused with a message naming the field).")]
            pub fn from_json(json: &str) -> Result<$t, String> {
                from_json(json)
            }
        }
    )*};
}
read_as_the_facade_does!(
    AnalysisOptions: "the options of `analyzeDeck` and `new DeckAnalyzer`",
    KarstenOptions: "the options of `karsten`",
    Tally: "a tally handed to `DeckAnalyzer.addTally`",
    Decklist: "a `Decklist` object (the deck argument of `analyzeDeck`)"
);

impl FromJson for u8 {
    fn read(value: &Value) -> Read<u8> {
        whole(value, u64::from(u8::MAX), "a u8").map(|n| n as u8)
    }
}

impl FromJson for BTreeMap<String, u64> {
    fn read(value: &Value) -> Read<BTreeMap<String, u64>> {
        let Value::Object(map) = value else { return Err(invalid(value, "a map")) };
        let mut read = BTreeMap::new();
        for (key, item) in map {
            read.insert(key.clone(), u64::read(item).map_err(|e| format!("[{key:?}]: {e}"))?);
        }
        Ok(read)
    }
}

impl FromJson for AnalysisOptions {
    fn read(value: &Value) -> Read<AnalysisOptions> {
        let f = untagged(value, "analysis options", &["games", "seed", "onThePlay", "turns", "mulligan", "play", "x"])?;
        let d = AnalysisOptions::default();
        Ok(AnalysisOptions {
            games: f.or("games", d.games)?,
            seed: f.or("seed", d.seed)?,
            on_the_play: f.or("onThePlay", d.on_the_play)?,
            turns: f.or("turns", d.turns)?,
            mulligan: f.or("mulligan", d.mulligan)?,
            play: f.or("play", d.play)?,
            x: f.or("x", d.x)?,
        })
    }
}

impl FromJson for MulliganPolicy {
    fn read(value: &Value) -> Read<MulliganPolicy> {
        let f = untagged(value, "mulligan policy", &["rule", "keep", "freeFirst"])?;
        let d = MulliganPolicy::default();
        Ok(MulliganPolicy {
            rule: f.or("rule", d.rule)?,
            keep: f.or("keep", d.keep)?,
            free_first: f.or("freeFirst", d.free_first)?,
        })
    }
}

impl FromJson for MulliganRule {
    fn read(value: &Value) -> Read<MulliganRule> {
        unit(value, &["london", "none"], "a mulligan rule").map(|i| [MulliganRule::London, MulliganRule::None][i])
    }
}

impl FromJson for KeepRule {
    fn read(value: &Value) -> Read<KeepRule> {
        let f = untagged(value, "keep rule", &["cards", "minLands", "maxLands"])?;
        Ok(KeepRule { cards: f.req("cards")?, min_lands: f.req("minLands")?, max_lands: f.req("maxLands")? })
    }
}

impl FromJson for PlayPolicy {
    fn read(value: &Value) -> Read<PlayPolicy> {
        let f = untagged(value, "play policy", &["castManaSources", "payLifeForUntappedLands", "life"])?;
        let d = PlayPolicy::default();
        Ok(PlayPolicy {
            cast_mana_sources: f.or("castManaSources", d.cast_mana_sources)?,
            pay_life_for_untapped_lands: f.or("payLifeForUntappedLands", d.pay_life_for_untapped_lands)?,
            life: f.or("life", d.life)?,
        })
    }
}

impl FromJson for KarstenOptions {
    fn read(value: &Value) -> Read<KarstenOptions> {
        let f = untagged(
            value,
            "Karsten options",
            &["deckSize", "lands", "sources", "pips", "turn", "mulligan", "games", "seed"],
        )?;
        let d = KarstenOptions::default();
        Ok(KarstenOptions {
            deck_size: f.or("deckSize", d.deck_size)?,
            lands: f.or("lands", d.lands)?,
            sources: f.or("sources", d.sources)?,
            pips: f.or("pips", d.pips)?,
            turn: f.or("turn", d.turn)?,
            mulligan: f.or("mulligan", d.mulligan)?,
            games: f.or("games", d.games)?,
            seed: f.or("seed", d.seed)?,
        })
    }
}

impl FromJson for Tally {
    fn read(value: &Value) -> Read<Tally> {
        let f = untagged(
            value,
            "tally",
            &[
                "spells",
                "parts",
                "turns",
                "games",
                "mulligans",
                "keptSum",
                "keptSquares",
                "landDrop",
                "allDrops",
                "colors",
                "first",
                "lifePaid",
                "lifePaidSquares",
                "partAvailable",
                "onCurve",
                "onCurveDrops",
            ],
        )?;
        f.done(Tally {
            spells: f.must("spells"),
            parts: f.must("parts"),
            turns: f.must("turns"),
            games: f.must("games"),
            mulligans: f.must("mulligans"),
            kept_sum: f.must("keptSum"),
            kept_squares: f.must("keptSquares"),
            land_drop: f.must("landDrop"),
            all_drops: f.must("allDrops"),
            colors: f.must("colors"),
            first: f.must("first"),
            life_paid: f.must("lifePaid"),
            life_paid_squares: f.must("lifePaidSquares"),
            part_available: f.must("partAvailable"),
            on_curve: f.must("onCurve"),
            on_curve_drops: f.must("onCurveDrops"),
        })
    }
}

impl FromJson for Decklist {
    /// Unknown fields are ignored, as by the derived reader (`Decklist` does not deny them).
    fn read(value: &Value) -> Read<Decklist> {
        let f = Fields::of(value, "decklist", None)?;
        f.done(Decklist {
            name: f.may("name"),
            main: f.must("main"),
            sideboard: f.must("sideboard"),
            commander: f.must("commander"),
            companion: f.must("companion"),
            maybeboard: f.must("maybeboard"),
        })
    }
}

impl FromJson for DeckEntry {
    fn read(value: &Value) -> Read<DeckEntry> {
        let f = Fields::of(value, "deck entry", None)?;
        Ok(DeckEntry {
            count: f.req("count")?,
            name: f.req("name")?,
            set: f.opt("set")?,
            collector_number: f.opt("collectorNumber")?,
            line: f.req("line")?,
        })
    }
}

impl FromJson for CastAs {
    fn read(value: &Value) -> Read<CastAs> {
        unit(value, &["normal", "prototype"], "a way to cast").map(|i| [CastAs::Normal, CastAs::Prototype][i])
    }
}

impl FromJson for View {
    fn read(value: &Value) -> Read<View> {
        let f = untagged(value, "view", &["zone", "castAs", "face"])?;
        Ok(View { zone: f.opt("zone")?, cast_as: f.opt("castAs")?, face: f.opt("face")? })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::de::DeserializeOwned;
    use std::fmt::Debug;

    /// Reads each JSON text with the derived `Deserialize` and by hand: the same
    /// value, or an error from both.
    fn same<T: DeserializeOwned + FromJson + PartialEq + Debug>(valid: &[&str], invalid: &[&str]) {
        for json in valid {
            let derived: T = serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(from_json::<T>(json), Ok(derived), "{json}");
        }
        for json in invalid {
            assert!(serde_json::from_str::<T>(json).is_err(), "the derived reader refuses {json}");
            let by_hand = from_json::<T>(json);
            assert!(by_hand.is_err(), "the hand-written reader refuses {json}: {by_hand:?}");
        }
    }

    #[test]
    fn analysis_options_read_as_the_derived_reader_reads_them_with_the_london_mulligan_103_5() {
        same::<AnalysisOptions>(
            &[
                "{}",
                r#"{"games": 2000, "seed": 9, "onThePlay": false, "turns": 20, "x": {"Fireball": 3, "Blaze": 0}}"#,
                r#"{"mulligan": {}}"#,
                r#"{"mulligan": {"rule": "none", "keep": [], "freeFirst": null}}"#,
                r#"{"mulligan": {"rule": "london", "keep": [{"cards": 7, "minLands": 1, "maxLands": 6}], "freeFirst": true}}"#,
                r#"{"play": {}}"#,
                r#"{"play": {"castManaSources": false, "payLifeForUntappedLands": false, "life": 40}}"#,
                r#"{"play": {"life": null}, "games": 0, "turns": 0}"#,
                r#"{"play": {"life": -5}}"#,
                r#"{"x": {}}"#,
            ],
            &[
                r#"{"gmaes": 10}"#,
                r#"{"type": "options"}"#,
                r#"{"games": -1}"#,
                r#"{"games": 1.5}"#,
                r#"{"games": "10"}"#,
                r#"{"games": null}"#,
                r#"{"turns": 256}"#,
                r#"{"onThePlay": 1}"#,
                r#"{"mulligan": {"rule": "vancouver"}}"#,
                r#"{"mulligan": {"rule": null}}"#,
                r#"{"mulligan": {"keep": [{"cards": 7, "minLands": 2}]}}"#,
                r#"{"mulligan": {"keep": [{"cards": 7, "minLands": 2, "maxLands": 5, "extra": 1}]}}"#,
                r#"{"mulligan": {"keep": {}}}"#,
                r#"{"mulligan": {"freeFirst": "yes"}}"#,
                r#"{"mulligan": {"free": true}}"#,
                r#"{"mulligan": null}"#,
                r#"{"play": {"life": 3000000000}}"#,
                r#"{"play": {"shock": true}}"#,
                r#"{"x": {"Fireball": -1}}"#,
                r#"{"x": []}"#,
                "null",
                "3",
                "{",
                "{} {}",
            ],
        );
        // The derived reader also takes a struct as an array of its fields; the
        // façade documents and reads the object form only (as `game::read_json`).
        assert!(serde_json::from_str::<AnalysisOptions>("[]").is_ok() && from_json::<AnalysisOptions>("[]").is_err());
    }

    #[test]
    fn karsten_options_read_as_the_derived_reader_reads_them() {
        same::<KarstenOptions>(
            &[
                "{}",
                r#"{"deckSize": 40, "lands": 17, "sources": 9, "pips": 2, "turn": 3, "mulligan": false, "games": 20000, "seed": 4}"#,
            ],
            &[r#"{"sourcse": 30}"#, r#"{"turn": -1}"#, r#"{"lands": 1e2}"#, r#"{"mulligan": null}"#, r#"{"type": 1}"#],
        );
    }

    #[test]
    fn tallies_read_as_the_derived_reader_reads_them() {
        let mut tally = Tally::new(2, 3, 4);
        tally.games = 7;
        tally.mulligans[1] = 2;
        tally.first[5] = 3;
        tally.life_paid = 6;
        let json = serde_json::to_string(&tally).unwrap();
        let extra = json.replacen('{', r#"{"bonus": 1, "#, 1);
        let missing = json.replacen(r#""games":7,"#, "", 1);
        let negative = json.replacen(r#""games":7"#, r#""games":-7"#, 1);
        let not_a_list = json.replacen(r#""onCurve":[0,0]"#, r#""onCurve":0"#, 1);
        assert!([&missing, &negative, &not_a_list].iter().all(|j| **j != json), "the edits apply");
        same::<Tally>(&[&json], &[&extra, &missing, &negative, &not_a_list, "{}", "[]"]);
        assert_eq!(from_json::<Tally>(&json), Ok(tally));
    }

    #[test]
    fn decklists_read_as_the_derived_reader_reads_them_unknown_fields_ignored() {
        let entry = r#"{"count": 4, "name": "Lightning Bolt", "set": "m10", "collectorNumber": "146", "line": 1}"#;
        let lists = format!(
            r#"{{"name": "Burn", "main": [{entry}], "sideboard": [], "commander": [], "companion": [], "maybeboard": []}}"#
        );
        let bare = r#"{"main": [{"count": 1, "name": "Forest", "line": 2, "note": "x"}], "sideboard": [], "commander": [], "companion": [], "maybeboard": [], "format": "modern"}"#;
        let nulls = r#"{"name": null, "main": [{"count": 1, "name": "Forest", "set": null, "collectorNumber": null, "line": 2}], "sideboard": [], "commander": [], "companion": [], "maybeboard": []}"#;
        same::<Decklist>(
            &[&lists, bare, nulls],
            &[
                r#"{"main": []}"#,
                r#"{"main": [{"count": 1, "name": "Forest"}], "sideboard": [], "commander": [], "companion": [], "maybeboard": []}"#,
                r#"{"main": [{"count": -1, "name": "Forest", "line": 1}], "sideboard": [], "commander": [], "companion": [], "maybeboard": []}"#,
                r#"{"main": [{"count": 1, "name": 7, "line": 1}], "sideboard": [], "commander": [], "companion": [], "maybeboard": []}"#,
                r#"{"name": 3, "main": [], "sideboard": [], "commander": [], "companion": [], "maybeboard": []}"#,
                r#"{"main": null, "sideboard": [], "commander": [], "companion": [], "maybeboard": []}"#,
                "[]",
                "\"4 Forest\"",
            ],
        );
    }

    #[test]
    fn card_views_read_as_the_derived_reader_reads_them_718_3() {
        same::<View>(
            &[
                "{}",
                r#"{"zone": "battlefield", "castAs": "prototype", "face": 1}"#,
                r#"{"zone": null, "castAs": "normal", "face": "back"}"#,
                r#"{"face": null}"#,
                r#"{"face": "front", "zone": "command"}"#,
            ],
            &[
                r#"{"castas": "prototype"}"#,
                r#"{"castAs": "sideways"}"#,
                r#"{"castAs": null}"#,
                r#"{"zone": "sideboard"}"#,
                r#"{"face": -1}"#,
                r#"{"face": "left"}"#,
                r#"{"type": "view"}"#,
                "null",
            ],
        );
    }
}
