//! What the games counted: plain integer counts, so parts played apart (in
//! several workers) add up to exactly the tally of one run, then become
//! estimates with their standard errors.

use serde::{Deserialize, Serialize};

/// The most games a tally counts: JavaScript's largest safe integer
/// (2⁵³ − 1), so that every count crosses the JS boundary exactly.
pub const MAX_TALLY_GAMES: u64 = (1 << 53) - 1;

/// The counts of a number of games of one deck with one set of options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Tally {
    /// Spells analysed.
    pub spells: usize,
    /// Colored requirements of the spells (one per mana type a spell's cost
    /// names).
    pub parts: usize,
    /// Turns followed.
    pub turns: usize,
    /// Games counted.
    pub games: u64,
    /// Games by the number of mulligans taken (0 to 7).
    pub mulligans: Vec<u64>,
    /// Sum and sum of squares of the kept hands' sizes.
    pub kept_sum: u64,
    /// Sum of squares of the kept hands' sizes.
    pub kept_squares: u64,
    /// Per turn: games with a land played that turn.
    pub land_drop: Vec<u64>,
    /// Per turn: games with a land played on every turn so far.
    pub all_drops: Vec<u64>,
    /// Per turn and mana type (WUBRGC): games where an untapped source
    /// could make it at that turn's main phase.
    pub colors: Vec<u64>,
    /// Per spell, first turn castable (1 to turns, turns + 1 for never) and
    /// the last turn through which every land drop was made (0 to turns):
    /// games.
    pub first: Vec<u64>,
    /// Sum of the life paid for lands entering untapped (614.1c, 119.4).
    pub life_paid: u64,
    /// Sum of its squares.
    pub life_paid_squares: u64,
    /// Per turn and part: games where the untapped sources could make the
    /// part's mana at that turn's main phase.
    pub part_available: Vec<u64>,
    /// Per spell: games where it was castable on its curve turn.
    pub on_curve: Vec<u64>,
    /// Per spell: the same, among games with every land drop made through
    /// that turn.
    pub on_curve_drops: Vec<u64>,
}

impl Tally {
    /// An empty tally.
    pub fn new(spells: usize, parts: usize, turns: usize) -> Tally {
        Tally {
            spells,
            parts,
            turns,
            games: 0,
            mulligans: vec![0; 8],
            kept_sum: 0,
            kept_squares: 0,
            land_drop: vec![0; turns],
            all_drops: vec![0; turns],
            colors: vec![0; turns * 6],
            first: vec![0; spells * (turns + 1) * (turns + 1)],
            life_paid: 0,
            life_paid_squares: 0,
            part_available: vec![0; turns * parts],
            on_curve: vec![0; spells],
            on_curve_drops: vec![0; spells],
        }
    }

    /// Whether the counts have the shape this tally's sizes say (a tally
    /// read from JSON may not).
    pub fn is_well_formed(&self) -> bool {
        let (s, t) = (self.spells, self.turns);
        t <= usize::from(super::options::MAX_TURNS)
            && s <= super::options::MAX_DECK_SIZE as usize
            && self.mulligans.len() == 8
            && self.land_drop.len() == t
            && self.all_drops.len() == t
            && self.colors.len() == t * 6
            && self.first.len() == s * (t + 1) * (t + 1)
            && self.parts <= 6 * s
            && self.part_available.len() == t * self.parts
            && self.on_curve.len() == s
            && self.on_curve_drops.len() == s
    }

    /// Whether the counts agree as the games of one deck make them (a tally
    /// read from JSON may not): at most [`MAX_TALLY_GAMES`] games; the
    /// mulligans and each spell's first turns add up to the games; no count
    /// of games is more than the games; kept hands of at most 7 cards. [`Analyzer::finish`](super::Analyzer::finish)
    /// then gives fractions.
    pub fn is_consistent(&self) -> bool {
        let n = self.games;
        let sum = |counts: &[u64]| counts.iter().map(|&k| u128::from(k)).sum::<u128>();
        let side = (self.turns + 1) * (self.turns + 1);
        let lists = [&self.land_drop, &self.all_drops, &self.colors, &self.part_available, &self.on_curve];
        self.is_well_formed()
            && n <= MAX_TALLY_GAMES
            && sum(&self.mulligans) == u128::from(n)
            && self.first.chunks(side).all(|spell| sum(spell) == u128::from(n))
            && lists.iter().all(|list| list.iter().all(|&k| k <= n))
            && self.on_curve_drops.iter().zip(&self.on_curve).all(|(drops, all)| drops <= all)
            && self.kept_sum <= 7 * n
            && self.kept_squares <= 49 * n
    }

    /// Adds another tally of the same deck and options; `false` (and no
    /// change) if it is not one, or if the games would pass
    /// [`MAX_TALLY_GAMES`].
    pub fn merge(&mut self, other: &Tally) -> bool {
        if other.spells != self.spells
            || other.parts != self.parts
            || other.turns != self.turns
            || !other.is_well_formed()
            || self.games.checked_add(other.games).is_none_or(|n| n > MAX_TALLY_GAMES)
        {
            return false;
        }
        fn add(a: &mut [u64], b: &[u64]) {
            a.iter_mut().zip(b).for_each(|(x, y)| *x = x.saturating_add(*y));
        }
        self.games = self.games.saturating_add(other.games);
        add(&mut self.mulligans, &other.mulligans);
        self.kept_sum = self.kept_sum.saturating_add(other.kept_sum);
        self.kept_squares = self.kept_squares.saturating_add(other.kept_squares);
        add(&mut self.land_drop, &other.land_drop);
        add(&mut self.all_drops, &other.all_drops);
        add(&mut self.colors, &other.colors);
        add(&mut self.first, &other.first);
        self.life_paid = self.life_paid.saturating_add(other.life_paid);
        self.life_paid_squares = self.life_paid_squares.saturating_add(other.life_paid_squares);
        add(&mut self.part_available, &other.part_available);
        add(&mut self.on_curve, &other.on_curve);
        add(&mut self.on_curve_drops, &other.on_curve_drops);
        true
    }

    pub(crate) fn add_opening(&mut self, mulligans: u32, size: usize) {
        self.games += 1;
        self.mulligans[(mulligans as usize).min(7)] += 1;
        self.kept_sum += size as u64;
        self.kept_squares += (size * size) as u64;
    }

    pub(crate) fn add_turn(&mut self, t: usize, dropped: bool, all_drops: bool, colors: u8) {
        self.land_drop[t - 1] += u64::from(dropped);
        self.all_drops[t - 1] += u64::from(all_drops);
        let row = &mut self.colors[(t - 1) * 6..t * 6];
        for (i, c) in row.iter_mut().enumerate() {
            *c += u64::from(colors >> i & 1);
        }
    }

    /// Counts the parts available on turn `t`: bits `spells..` of `now`.
    pub(crate) fn add_parts(&mut self, t: usize, now: &[u64], spells: usize) {
        let row = &mut self.part_available[(t - 1) * self.parts..t * self.parts];
        for (w, &word) in now.iter().enumerate().skip(spells / 64) {
            let mut bits = if w == spells / 64 { word >> (spells % 64) << (spells % 64) } else { word };
            while bits != 0 {
                let b = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(c) = row.get_mut(b - spells) {
                    *c += 1;
                }
            }
        }
    }

    pub(crate) fn add_on_curve(&mut self, spell: usize, all_drops: bool) {
        self.on_curve[spell] += 1;
        self.on_curve_drops[spell] += u64::from(all_drops);
    }

    /// `first[s]`: the first turn spell `s` was castable (turns + 1: never).
    pub(crate) fn add_game(&mut self, first: &[u8], drops_until: usize, life_paid: u32) {
        let side = self.turns + 1;
        // Saturating: a tally handed over may carry any sums of life (its other counts are bounded
        // by its games, `is_consistent`).
        self.life_paid = self.life_paid.saturating_add(u64::from(life_paid));
        self.life_paid_squares = self.life_paid_squares.saturating_add(u64::from(life_paid) * u64::from(life_paid));
        for (s, &f) in first.iter().enumerate() {
            let f = usize::from(f).clamp(1, side) - 1;
            self.first[(s * side + f) * side + drops_until] += 1;
        }
    }

    /// Games where spell `s` was first castable on turn `f` (1-based; turns
    /// + 1 for never) and every land drop was made through turn `d`.
    pub(crate) fn first_at(&self, s: usize, f: usize, d: usize) -> u64 {
        let side = self.turns + 1;
        self.first[(s * side + f - 1) * side + d]
    }
}
