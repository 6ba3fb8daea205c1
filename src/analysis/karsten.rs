//! Frank Karsten's model of "how many colored sources": a deck of spells,
//! lands that make the color ("good" lands) and other lands; always on the
//! play with no draw on turn 1 (103.8a), except that a 99- or 100-card deck
//! draws on turn 1 and has a free first mulligan (103.5c). London mulligan
//! (103.5): keep 7 with 2–5 lands (a Commander deck's first, free 7 with
//! 3–5), 6 and 5 with 2–4, 4 always; cards put on the bottom are spells
//! while more than 3 spells are in hand, else lands, other lands before
//! good ones. Success on turn T for a cost with C colored pips: at least T
//! lands and at least C good lands among the cards seen.

use super::options::{MAX_DECK_SIZE, MAX_GAMES, MAX_TURNS};
use super::{AnalysisCode, AnalysisError, Estimate, problem};
use crate::game::Pcg32;
use serde::{Deserialize, Serialize};

/// The deck and question of [`karsten`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct KarstenOptions {
    /// Cards in the deck (default 60).
    pub deck_size: u32,
    /// Lands (default 24).
    pub lands: u32,
    /// Lands that make the color (default 14).
    pub sources: u32,
    /// Colored pips of the cost, C (default 1).
    pub pips: u32,
    /// The turn, T (default 1; success needs T lands).
    pub turn: u8,
    /// Whether to mulligan (default true).
    pub mulligan: bool,
    /// Games (default 100,000).
    pub games: u64,
    /// Seed: game `i` is seeded `(seed, i)`.
    pub seed: u64,
}

impl Default for KarstenOptions {
    fn default() -> Self {
        KarstenOptions {
            deck_size: 60,
            lands: 24,
            sources: 14,
            pips: 1,
            turn: 1,
            mulligan: true,
            games: 100_000,
            seed: 0,
        }
    }
}

/// What [`karsten`] found.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct KarstenResult {
    /// P(at least T lands and C good lands among the cards seen by turn T).
    pub success: Estimate,
    /// The same, among the games with at least T lands (Karsten's number).
    pub success_given_lands: Estimate,
    /// P(at least T lands by turn T).
    pub lands: Estimate,
    /// P(exactly k mulligans), k = 0 to 4.
    pub mulligans: Vec<Estimate>,
}

const GOOD: u8 = 0;
const OTHER: u8 = 1;
const SPELL: u8 = 2;

/// Plays Karsten's model; see the module documentation.
pub fn karsten(options: &KarstenOptions) -> Result<KarstenResult, AnalysisError> {
    let o = options;
    let mut problems = Vec::new();
    if !(7..=MAX_DECK_SIZE).contains(&o.deck_size) {
        problems.push(problem(
            AnalysisCode::InvalidModel,
            format!("deckSize is {}; it must be 7 to {MAX_DECK_SIZE}", o.deck_size),
        ));
    }
    if o.lands > o.deck_size {
        problems.push(problem(
            AnalysisCode::ImpossibleLandCount,
            format!("{} lands in a deck of {} cards", o.lands, o.deck_size),
        ));
    }
    if o.sources > o.lands {
        problems.push(problem(
            AnalysisCode::ImpossibleLandCount,
            format!("{} sources of the color among {} lands", o.sources, o.lands),
        ));
    }
    if o.pips > 20 {
        problems.push(problem(AnalysisCode::InvalidModel, format!("pips is {}; at most 20", o.pips)));
    }
    if !(1..=MAX_TURNS).contains(&o.turn) || 7 + u32::from(o.turn) > o.deck_size {
        problems.push(problem(
            AnalysisCode::TurnsOutOfRange,
            format!("turn is {}; it must be 1 to {MAX_TURNS} and leave cards to draw", o.turn),
        ));
    }
    if !(1..=MAX_GAMES).contains(&o.games) {
        problems
            .push(problem(AnalysisCode::GamesOutOfRange, format!("games is {}; it must be 1 to {MAX_GAMES}", o.games)));
    }
    if !problems.is_empty() {
        return Err(AnalysisError { problems });
    }
    let mut deck: Vec<u8> = (0..o.deck_size)
        .map(|i| {
            if i < o.sources {
                GOOD
            } else if i < o.lands {
                OTHER
            } else {
                SPELL
            }
        })
        .collect();
    let original = deck.clone();
    let commander = o.deck_size == 99 || o.deck_size == 100;
    let turn = usize::from(o.turn);
    let draws = if commander { turn } else { turn - 1 };
    let (mut success, mut lands_ok, mut success_given) = (0u64, 0u64, 0u64);
    let mut mulligans = [0u64; 5];
    let n = deck.len();
    for g in 0..o.games {
        let mut rng = Pcg32::new(o.seed, g);
        deck.copy_from_slice(&original);
        let mut taken = 0usize;
        let (mut good, mut lands);
        loop {
            for i in 0..7 {
                let j = i + rng.below(u32::try_from(n - i).unwrap_or(u32::MAX)) as usize;
                deck.swap(i, j);
            }
            let bottom = if commander { taken.saturating_sub(1) } else { taken };
            let size = 7 - bottom;
            let mut counts = [0usize; 3];
            for &c in &deck[..7] {
                counts[c as usize] += 1;
            }
            for _ in 0..bottom {
                if counts[2] > 3 {
                    counts[2] -= 1;
                } else if counts[1] > 0 {
                    counts[1] -= 1;
                } else if counts[0] > 0 {
                    counts[0] -= 1;
                } else {
                    counts[2] -= 1;
                }
            }
            good = counts[0];
            lands = counts[0] + counts[1];
            let range = match (size, commander && taken == 0) {
                (7, true) => 3..=5,
                (7, false) => 2..=5,
                _ => 2..=4,
            };
            if !o.mulligan || size <= 4 || range.contains(&lands) {
                break;
            }
            taken += 1;
        }
        mulligans[taken.min(4)] += 1;
        for i in 7..7 + draws {
            let j = i + rng.below(u32::try_from(n - i).unwrap_or(u32::MAX)) as usize;
            deck.swap(i, j);
            match deck[i] {
                GOOD => {
                    good += 1;
                    lands += 1;
                }
                OTHER => lands += 1,
                _ => {}
            }
        }
        let enough_lands = lands >= turn;
        let ok = enough_lands && good >= o.pips as usize;
        success += u64::from(ok);
        lands_ok += u64::from(enough_lands);
        success_given += u64::from(ok);
    }
    Ok(KarstenResult {
        success: Estimate::of(success, o.games),
        success_given_lands: Estimate::of(success_given, lands_ok),
        lands: Estimate::of(lands_ok, o.games),
        mulligans: mulligans.iter().map(|&k| Estimate::of(k, o.games)).collect(),
    })
}
