//! What a caller asks of an analysis: how many games, who starts, how many
//! turns, the mulligan and play policies, X per card. Unchecked input: read
//! with `deny_unknown_fields` and checked whole by [`super::analyze_deck`],
//! which reports every problem at once.

use serde::{Deserialize, Serialize};

/// The most games one analysis (or one part of it) plays.
pub const MAX_GAMES: u64 = 100_000_000;
/// The most turns a game is followed for.
pub const MAX_TURNS: u8 = 20;
/// The most cards a deck (library plus command zone) may have.
pub const MAX_DECK_SIZE: u32 = 250;
/// The fewest cards a library may have: an opening hand of seven (103.4).
pub const MIN_DECK_SIZE: u32 = 7;
/// The largest X an analysis accepts for a card.
pub const MAX_X: u64 = 100;

/// Options of [`super::analyze_deck`]. Every field has a default; the JSON
/// shape is camelCase, unknown fields are errors.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct AnalysisOptions {
    /// How many games to play (1 to 100,000,000; default 10,000).
    pub games: u64,
    /// The seed: game `i` is played with the game's PCG32 seeded `(seed, i)`,
    /// so the same seed gives the same result however the games are split.
    pub seed: u64,
    /// On the play (no draw on turn 1, 103.8a) or on the draw. Default true.
    pub on_the_play: bool,
    /// How many turns each game is followed for (1 to 20; default 7).
    pub turns: u8,
    /// How opening hands are kept.
    pub mulligan: MulliganPolicy,
    /// How the goldfish plays its lands and mana sources.
    pub play: PlayPolicy,
    /// The value of X per card name (default 0), e.g. `{"Fireball": 3}`.
    #[tsify(type = "Record<string, number>")]
    pub x: std::collections::BTreeMap<String, u64>,
}

impl Default for AnalysisOptions {
    fn default() -> Self {
        AnalysisOptions {
            games: 10_000,
            seed: 0,
            on_the_play: true,
            turns: 7,
            mulligan: MulliganPolicy::default(),
            play: PlayPolicy::default(),
            x: std::collections::BTreeMap::new(),
        }
    }
}

/// 103.5. The mulligan rule and when a hand is kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct MulliganPolicy {
    /// The rule: the London mulligan (103.5) or none (every 7 is kept).
    pub rule: MulliganRule,
    /// When a hand is kept: for a hand size (after the cards put on the
    /// bottom), the range of lands kept. A size the table does not list is
    /// always kept. Default: 7 cards with 2–5 lands, 6 and 5 cards with 2–4.
    pub keep: Vec<KeepRule>,
    /// 103.5c. Whether the first mulligan is free (no card put on the
    /// bottom). `null` (the default): free for a deck of 99 or 100 cards.
    pub free_first: Option<bool>,
}

impl Default for MulliganPolicy {
    fn default() -> Self {
        MulliganPolicy {
            rule: MulliganRule::London,
            keep: vec![
                KeepRule { cards: 7, min_lands: 2, max_lands: 5 },
                KeepRule { cards: 6, min_lands: 2, max_lands: 4 },
                KeepRule { cards: 5, min_lands: 2, max_lands: 4 },
            ],
            free_first: None,
        }
    }
}

/// 103.5. Which mulligan rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum MulliganRule {
    /// 103.5: draw seven, then put one card on the bottom per mulligan taken.
    London,
    /// Never mulligan.
    None,
}

/// Keep a hand of `cards` cards when it holds `minLands` to `maxLands` lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KeepRule {
    /// The hand size after putting cards on the bottom (1 to 7).
    pub cards: u8,
    /// The fewest lands kept.
    pub min_lands: u8,
    /// The most lands kept.
    pub max_lands: u8,
}

/// How the goldfish plays. The defaults, and what each choice does:
///
/// - **Land choice** (305.2: one land a turn): "castable on turn t" counts
///   every land in hand as the one played that turn (the best choice for
///   each card); the land actually played is then, in order: a land that
///   enters tapped (614.1c) when it costs no spell castable this turn, else
///   the untapped land that makes the most spells castable, ties broken by
///   the one that brings the battlefield closest to the deck's colored
///   needs (per color, the most symbols of it one spell has), then by the
///   land with the most copies in hand.
/// - **Shock lands** (614.1c, 119.4): with `payLifeForUntappedLands`, a
///   land that may enter untapped for life is counted untapped, and the life
///   is paid only on a turn where the untapped mana makes more spells
///   castable; otherwise it enters tapped.
/// - **Modal double-faced cards** with a land face (712.12) count as lands
///   when a hand is kept, and are played as that face only on a turn no
///   other land is in hand.
/// - **Split and adventurer cards** are castable when either half (709.3)
///   or the Adventure (715.3) is; their mana value (for "on curve") is the
///   first face's.
/// - **Mana creatures and rocks, cost changers, Treasure makers**: with
///   `castManaSources`, after the land drop each nonland mana source in
///   hand, each permanent that changes spells' costs (601.2f, "Goblin spells
///   you cast cost {1} less") and each card that makes Treasures as it
///   resolves or enters (111.10a) that can be paid for is cast (cheapest
///   first; a Treasure pays only when plain sources cannot, and is then
///   sacrificed, 701.21a); a
///   creature taps for mana from the next turn (302.6) unless it has haste;
///   an artifact at once unless it enters tapped; a cost changer's change
///   applies to "castable" while it is on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct PlayPolicy {
    /// Cast mana creatures, mana rocks and cost changers as soon as they
    /// can be paid for (default true).
    pub cast_mana_sources: bool,
    /// Pay life for a shock land to enter untapped when it matters (default
    /// true); false: such lands always enter tapped.
    pub pay_life_for_untapped_lands: bool,
    /// The starting life total (119.1: 20; 103.4 Commander: 40); `null`
    /// picks 40 for a deck of 99 or 100 cards, else 20. Phyrexian symbols may
    /// be paid with it (119.4).
    pub life: Option<i32>,
}

impl Default for PlayPolicy {
    fn default() -> Self {
        PlayPolicy { cast_mana_sources: true, pay_life_for_untapped_lands: true, life: None }
    }
}
