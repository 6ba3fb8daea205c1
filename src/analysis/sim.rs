//! The goldfish games: a game is shuffled, mulliganed (London, 103.5) and
//! played for a number of turns with no opponent, no priority passing and no
//! combat — only what decides mana: draws (504.1, 103.8a), one land a turn
//! (305.2), mana creatures and rocks cast when the policy says, and at each
//! main phase which spells the untapped sources could pay for (601.2g–h, the
//! engine's payment solver).
//!
//! The solver is asked once per distinct set of usable sources: a
//! battlefield's sources are one exact number (mixed radix over the deck's
//! source kinds) and the answer, a bit set over the deck's spells, is kept.
//! A game therefore costs a shuffle, a few table lookups a turn and some
//! counting.

use super::model::Model;
use super::options::{AnalysisOptions, MulliganRule};
use super::tally::Tally;
use crate::game::Pcg32;
use crate::game::casting::{increase_generic, reduce_generic};
use crate::game::ids::ObjectId;
use crate::game::payment::{ManaSource, Wallet, can_pay, solve};
use crate::game::state::ManaPool;
use crate::mana::ManaCost;

/// Slots of the answer cache (direct-mapped: a key has one slot, and a new
/// key there replaces the old; memory stays bounded).
const SLOTS_LOG2: u32 = 12;
/// No key: every key is below the product of the radices, at most
/// `u128::MAX`, so never equal to it.
const EMPTY: u128 = u128::MAX;

/// The slot of a key (a multiply-xorshift mix).
fn slot(key: u128) -> usize {
    let x = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let x = (x ^ (x >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    (x >> (64 - SLOTS_LOG2)) as usize
}

/// A uniform number in `0..bound` from the game's PCG32 (Lemire's
/// multiply-and-shift with rejection: unbiased, and a division only when a
/// rejection is possible).
fn below(rng: &mut Pcg32, bound: u32) -> u32 {
    let mut m = u64::from(rng.next_u32()) * u64::from(bound);
    if (m as u32) < bound {
        let threshold = bound.wrapping_neg() % bound;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(bound);
        }
    }
    (m >> 32) as u32
}

/// Plays games of one model with one set of options.
pub(crate) struct Simulator<'m> {
    m: &'m Model,
    turns: usize,
    on_the_play: bool,
    london: bool,
    cast_ramp: bool,
    pay_life: bool,
    seed: u64,
    /// Kept land ranges by hand size (index 0..=7).
    keep: [Option<(u8, u8)>; 8],
    words: usize,
    /// Spells whose curve turn is `t`, per turn (index t, `words` each).
    curve: Vec<u64>,
    /// The bits of spells (the others are parts).
    spell_mask: Vec<u64>,
    /// Land kinds.
    lands: Vec<u16>,
    /// The key in each slot.
    keys: Vec<u128>,
    /// Slot `i`'s answer at `(i + 1) * words`; the scratch answer at 0.
    arena: Vec<u64>,
    // Per-game scratch.
    deck: Vec<u16>,
    hand: Vec<u8>,
    bottom: Vec<u16>,
    /// Sources on the battlefield: kind, turn it entered.
    field: Vec<(u16, u8)>,
    usable: Vec<u16>,
    /// Copies of each cost changer on the battlefield.
    changers_on: Vec<u32>,
    /// Treasures on the battlefield.
    treasures: u32,
    /// The library is `deck[top..end]` (in no order: draws pick at random).
    end: usize,
    now: Vec<u64>,
    ever: Vec<u64>,
    first: Vec<u8>,
}

impl<'m> Simulator<'m> {
    pub(crate) fn new(m: &'m Model, options: &AnalysisOptions) -> Simulator<'m> {
        let words = m.words();
        let turns = usize::from(options.turns.max(1));
        let mut curve = vec![0u64; (turns + 1) * words];
        for (s, &k) in m.spells.iter().enumerate() {
            let t = m.kinds[k as usize].mana_value.max(1);
            if let Ok(t) = usize::try_from(t)
                && t <= turns
            {
                curve[t * words + s / 64] |= 1 << (s % 64);
            }
        }
        let mut spell_mask = vec![0u64; words];
        for s in 0..m.spells.len() {
            spell_mask[s / 64] |= 1 << (s % 64);
        }
        let mut keep = [None; 8];
        for rule in &options.mulligan.keep {
            if let Some(slot) = keep.get_mut(usize::from(rule.cards)) {
                *slot = Some((rule.min_lands, rule.max_lands));
            }
        }
        let lands =
            (0..m.kinds.len()).filter(|&i| m.kinds[i].playable()).filter_map(|i| u16::try_from(i).ok()).collect();
        Simulator {
            m,
            turns,
            on_the_play: options.on_the_play,
            london: options.mulligan.rule == MulliganRule::London,
            cast_ramp: options.play.cast_mana_sources,
            pay_life: options.play.pay_life_for_untapped_lands,
            seed: options.seed,
            keep,
            words,
            curve,
            spell_mask,
            lands,
            keys: vec![EMPTY; 1 << SLOTS_LOG2],
            arena: vec![0; ((1 << SLOTS_LOG2) + 1) * words],
            deck: m.library.clone(),
            hand: vec![0; m.kinds.len()],
            bottom: Vec::new(),
            field: Vec::new(),
            usable: Vec::new(),
            changers_on: vec![0; m.changers.len()],
            treasures: 0,
            end: 0,
            now: vec![0; words],
            ever: vec![0; words],
            first: vec![0; m.spells.len()],
        }
    }

    /// Plays games `start..start + count` into `tally`.
    pub(crate) fn run(&mut self, start: u64, count: u64, tally: &mut Tally) {
        for g in start..start.saturating_add(count) {
            self.game(g, tally);
        }
    }

    /// The spells castable with the sources in `usable` (whose key is
    /// `key`, if the deck has keys): an offset into the arena.
    fn castable(&mut self, key: Option<u128>) -> usize {
        let at = match key {
            Some(key) => {
                let i = slot(key);
                let at = (i + 1) * self.words;
                if self.keys[i] == key {
                    return at;
                }
                self.keys[i] = key;
                at
            }
            None => 0,
        };
        self.arena[at..at + self.words].iter_mut().for_each(|w| *w = 0);
        let m = self.m;
        let wallet = wallet_of(m, &self.usable);
        for (s, &k) in m.spells.iter().enumerate() {
            let kind = &m.kinds[k as usize];
            let (more, less) = self.changes(s);
            let payable = |c: &ManaCost| {
                if more == 0 && less == 0 {
                    can_pay(c, kind.x, &wallet)
                } else {
                    can_pay(&changed(c, more, less), kind.x, &wallet)
                }
            };
            if kind.costs.iter().any(payable) {
                self.arena[at + s / 64] |= 1 << (s % 64);
            }
        }
        let spells = m.spells.len();
        for (i, part) in m.parts.iter().enumerate() {
            if can_pay(&part.cost, 0, &wallet) {
                let b = spells + i;
                self.arena[at + b / 64] |= 1 << (b % 64);
            }
        }
        at
    }

    /// 601.2f. The generic mana the cost changers on the battlefield add to
    /// spell `s`'s cost and take off it.
    fn changes(&self, s: usize) -> (u32, u32) {
        let (mut more, mut less) = (0u32, 0u32);
        for (c, &n) in self.m.changers.iter().zip(&self.changers_on) {
            if n > 0 {
                more = more.saturating_add(c.more[s].saturating_mul(n));
                less = less.saturating_add(c.less[s].saturating_mul(n));
            }
        }
        (more, less)
    }

    /// Adds the answer at `at` to what is castable this turn; returns how
    /// many spells it makes castable (the land choice's score).
    fn take(&mut self, at: usize) -> u32 {
        let mut score = 0;
        for w in 0..self.words {
            let bits = self.arena[at + w];
            self.now[w] |= bits;
            score += (bits & self.spell_mask[w]).count_ones();
        }
        score
    }

    fn key_with(&self, base: Option<u128>, kind: u16) -> Option<u128> {
        let r = self.m.radix.as_ref()?;
        base.map(|b| b + r[kind as usize])
    }

    fn key_without(&self, base: Option<u128>, kind: u16) -> Option<u128> {
        let r = self.m.radix.as_ref()?;
        base.map(|b| b - r[kind as usize])
    }

    fn draw(&mut self, rng: &mut Pcg32, top: &mut usize) {
        let n = self.end;
        if *top < n {
            let j = *top + below(rng, u32::try_from(n - *top).unwrap_or(u32::MAX)) as usize;
            self.deck.swap(*top, j);
            self.hand[self.deck[*top] as usize] += 1;
            *top += 1;
        } else if !self.bottom.is_empty() {
            let k = self.bottom.remove(0);
            self.hand[k as usize] += 1;
        }
        // 121.4: drawing from an empty library loses the game (704.5b); a
        // goldfish game just goes on without the card.
    }

    /// 103.5. Draws opening hands until one is kept; returns the
    /// mulligans taken and the kept hand's size.
    fn mulligan(&mut self, rng: &mut Pcg32) -> (u32, usize) {
        let m = self.m;
        let n = self.deck.len();
        let seven = n.min(7);
        let mut taken = 0u32;
        loop {
            for i in 0..seven {
                let j = i + below(rng, u32::try_from(n - i).unwrap_or(u32::MAX)) as usize;
                self.deck.swap(i, j);
            }
            let counted = if m.free_first { taken.saturating_sub(1) } else { taken } as usize;
            let put = counted.min(seven);
            // Choose the cards to put on the bottom: order the seven so the
            // kept ones come first.
            let drawn = &mut self.deck[..seven];
            let mut size = seven;
            for _ in 0..put {
                let spells = drawn[..size].iter().filter(|&&k| !m.kinds[k as usize].playable()).count();
                let pick = if spells > 3 || spells == size {
                    // The nonland card of highest mana value.
                    (0..size)
                        .filter(|&i| !m.kinds[drawn[i] as usize].playable())
                        .max_by_key(|&i| m.kinds[drawn[i] as usize].mana_value)
                } else {
                    // A land: one making no mana first, then an enters-tapped one, then any.
                    (0..size).filter(|&i| m.kinds[drawn[i] as usize].playable()).max_by_key(|&i| {
                        let k = &m.kinds[drawn[i] as usize];
                        match &k.source {
                            None => 2,
                            Some(s) if s.enters_tapped => 1,
                            Some(_) => 0,
                        }
                    })
                };
                if let Some(i) = pick {
                    drawn.swap(i, size - 1);
                    size -= 1;
                }
            }
            let lands = drawn[..size].iter().filter(|&&k| m.kinds[k as usize].playable()).count();
            let ok = match self.keep.get(size).copied().flatten() {
                Some((lo, hi)) => (usize::from(lo)..=usize::from(hi)).contains(&lands),
                None => true,
            };
            if !self.london || ok || size == 0 || taken >= 7 {
                self.hand.iter_mut().for_each(|h| *h = 0);
                for &k in &self.deck[..size] {
                    self.hand[k as usize] += 1;
                }
                self.bottom.clear();
                self.bottom.extend_from_slice(&self.deck[size..seven]);
                return (taken, size);
            }
            taken += 1;
        }
    }

    fn game(&mut self, g: u64, tally: &mut Tally) {
        let m = self.m;
        let words = self.words;
        let mut rng = Pcg32::new(self.seed, g);
        self.deck.copy_from_slice(&m.library);
        let (mulligans, size) = self.mulligan(&mut rng);
        let mut top = self.deck.len().min(7);
        self.end = self.deck.len();
        tally.add_opening(mulligans, size);
        self.field.clear();
        self.changers_on.iter_mut().for_each(|n| *n = 0);
        self.treasures = 0;
        self.ever.iter_mut().for_each(|w| *w = 0);
        let never = u8::try_from(self.turns + 1).unwrap_or(u8::MAX);
        self.first.iter_mut().for_each(|f| *f = never);
        let mut drops_until = 0usize;
        let mut have = [0u8; 6];
        let mut life_paid = 0u32;
        for t in 1..=self.turns {
            let turn = u8::try_from(t).unwrap_or(u8::MAX);
            if !(self.on_the_play && t == 1) {
                self.draw(&mut rng, &mut top);
            }
            // 502.3: everything untaps; creatures that entered last turn
            // are no longer summoning sick.
            self.usable.clear();
            let mut key = m.radix.as_ref().map(|_| 0u128);
            for i in 0..self.field.len() {
                let k = self.field[i].0;
                self.usable.push(k);
                key = self.key_with(key, k);
            }
            if let (Some(k), Some(r)) = (key.as_mut(), m.changer_radix.as_ref()) {
                *k += self.changers_on.iter().zip(r).map(|(&n, &w)| u128::from(n) * w).sum::<u128>();
            }
            let mut field_mask = (0..6).filter(|&i| have[i] > 0).fold(0u8, |m, i| m | 1 << i);
            if let Some(s) = m.treasure.and_then(|t| m.kinds[t as usize].source.as_ref()).filter(|_| self.treasures > 0)
            {
                field_mask |= s.colors;
            }
            // The land drop: each land in hand as the one played.
            self.now.iter_mut().for_each(|w| *w = 0);
            let mut best: Option<(u16, Rank)> = None;
            let mut tapped: Option<(u16, (bool, u8))> = None;
            // The best shock land, with its score.
            let mut shock_land: Option<(u16, Rank)> = None;
            // The best fetch land and the land it would find.
            let mut fetched: Option<(u16, u16, Rank, bool)> = None;
            // 712.12: a modal double-faced card is played as its land face
            // only when no other land is in hand.
            let other_land = self.lands.iter().any(|&c| self.hand[c as usize] > 0 && !m.kinds[c as usize].land_back);
            for li in 0..self.lands.len() {
                let c = self.lands[li];
                let copies = self.hand[c as usize];
                if copies == 0 {
                    continue;
                }
                let kind = &m.kinds[c as usize];
                if let Some(f) = &kind.fetch {
                    // 701.23: cracked as it is played; each land it can
                    // find still in the library counts as the land played.
                    for &t in &f.targets {
                        if !self.deck[top..self.end].contains(&t) {
                            continue;
                        }
                        let Some(ts) = &m.kinds[t as usize].source else { continue };
                        let untapped = !f.tapped && !ts.enters_tapped && (ts.pay_life.is_none() || self.pay_life);
                        let colors = ts.colors;
                        let mut score = 0;
                        if untapped {
                            self.usable.push(t);
                            let at = self.castable(self.key_with(key, t));
                            self.usable.pop();
                            score = self.take(at);
                        }
                        let rank = (score, gain(&m.need, &have, colors), copies);
                        if fetched.is_none_or(|(_, _, r, _)| rank > r) {
                            fetched = Some((c, t, rank, untapped));
                        }
                    }
                    continue;
                }
                match &kind.source {
                    Some(s) if !s.enters_tapped && (s.pay_life.is_none() || self.pay_life) => {
                        let colors = s.colors;
                        self.usable.push(c);
                        let at = self.castable(self.key_with(key, c));
                        self.usable.pop();
                        let score = self.take(at);
                        if kind.land_back && other_land {
                            continue;
                        }
                        let rank = (score, gain(&m.need, &have, colors), copies);
                        if best.is_none_or(|(_, r)| rank > r) {
                            best = Some((c, rank));
                        }
                        if s.pay_life.is_some() && shock_land.is_none_or(|(_, r)| rank > r) {
                            shock_land = Some((c, rank));
                        }
                    }
                    _ if kind.land_back && other_land => {}
                    source => {
                        let rank = (source.is_some(), source.as_ref().map_or(0, |s| gain(&m.need, &have, s.colors)));
                        if tapped.is_none_or(|(_, r)| rank > r) {
                            tapped = Some((c, rank));
                        }
                    }
                }
            }
            match fetched {
                Some((c, _, rank, true)) if best.is_none_or(|(_, r)| rank >= r) => best = Some((c, rank)),
                Some((c, _, (_, gain, _), false)) if tapped.is_none() => tapped = Some((c, (true, gain))),
                _ => {}
            }
            // Without a new untapped source (no land, or a tapped one).
            let mut base_score = 0;
            if best.is_none() || tapped.is_some() || shock_land.is_some() {
                let base = self.castable(key);
                base_score = self.take(base);
            }
            // No untapped land adds a castable spell: a tapped land, or a
            // shock land entering tapped for free, costs nothing this turn.
            let idle = best.is_none_or(|(_, (score, ..))| score <= base_score);
            let play = match (idle, tapped, shock_land) {
                (true, Some((c, _)), _) | (true, None, Some((c, _))) => Some(c),
                _ => best.map(|(c, _)| c),
            };
            // 614.1c, 119.4: a shock land's life is paid only when the
            // untapped mana makes more spells castable this turn.
            let mut untapped = true;
            if let (Some(c), Some((b, (score, ..)))) = (play, shock_land)
                && c == b
                && let Some(life) = m.kinds[c as usize].source.as_ref().and_then(|s| s.pay_life)
            {
                untapped = score > base_score;
                if untapped {
                    life_paid += life;
                }
            }
            // The land that enters: the one played, or the one its fetch finds.
            let mut entered = play;
            if let (Some(c), Some((f, t, (score, ..), fetched_untapped))) = (play, fetched)
                && c == f
            {
                if let Some(i) = (top..self.end).find(|&i| self.deck[i] == t) {
                    self.deck.swap(i, self.end - 1);
                    self.end -= 1;
                }
                let fetch = m.kinds[c as usize].fetch.as_ref();
                life_paid += fetch.map_or(0, |f| f.life);
                let shock = m.kinds[t as usize].source.as_ref().and_then(|s| s.pay_life);
                if let (true, Some(life)) = (fetched_untapped, shock) {
                    untapped = score > base_score;
                    life_paid += if untapped { life } else { 0 };
                }
                untapped &= fetched_untapped;
                self.hand[c as usize] -= 1;
                entered = Some(t);
                self.hand[t as usize] += 1;
            }
            if let Some(c) = entered {
                self.hand[c as usize] -= 1;
                if let Some(s) = &m.kinds[c as usize].source {
                    self.field.push((c, turn));
                    add_colors(&mut have, s.colors);
                    if !s.enters_tapped && untapped && (s.pay_life.is_none() || self.pay_life) {
                        self.usable.push(c);
                        key = self.key_with(key, c);
                    }
                }
            }
            // The types of mana the untapped sources make (those that were
            // on the battlefield at the start of the turn, and the land
            // played if it is untapped).
            let mut colors = field_mask;
            if let Some(s) = entered.and_then(|c| m.kinds[c as usize].source.as_ref())
                && !s.enters_tapped
                && untapped
                && (s.pay_life.is_none() || self.pay_life)
            {
                colors |= s.colors;
            }
            if self.cast_ramp {
                key = self.cast_mana_sources(key, turn, &mut have);
            }
            if play.is_some() && drops_until + 1 == t {
                drops_until = t;
            }
            tally.add_turn(t, play.is_some(), drops_until == t, colors);
            // Record what became castable, and what was castable on curve.
            tally.add_parts(t, &self.now, m.spells.len());
            for w in 0..words {
                let now = self.now[w] & self.spell_mask[w];
                let mut new = now & !self.ever[w];
                self.ever[w] |= now;
                while new != 0 {
                    let b = new.trailing_zeros() as usize;
                    new &= new - 1;
                    self.first[w * 64 + b] = turn;
                }
                let mut curve = now & self.curve[t * words + w];
                while curve != 0 {
                    let b = curve.trailing_zeros() as usize;
                    curve &= curve - 1;
                    tally.add_on_curve(w * 64 + b, drops_until == t);
                }
            }
        }
        tally.add_game(&self.first, drops_until, life_paid);
    }

    /// Casts the mana creatures and rocks, cost changers and Treasure makers
    /// in hand that the untapped sources pay for, cheapest first; what each leaves castable counts as
    /// castable this turn. Returns the new key of the untapped sources.
    fn cast_mana_sources(&mut self, mut key: Option<u128>, turn: u8, have: &mut [u8; 6]) -> Option<u128> {
        let m = self.m;
        for ri in 0..m.ramp.len() {
            let r = m.ramp[ri];
            while self.hand[r as usize] > 0 {
                let kind = &m.kinds[r as usize];
                let Some(cost) = kind.costs.first() else { break };
                let (more, less) = kind.spell.map_or((0, 0), |s| self.changes(s));
                let cost = changed(cost, more, less);
                let plan = {
                    let wallet = wallet_of(m, &self.usable);
                    match solve(&cost, kind.x, &wallet) {
                        Ok(plan) => plan,
                        Err(_) => break,
                    }
                };
                // Tap the sources the plan uses (highest index first so the
                // others keep their places).
                let mut used: Vec<usize> = plan
                    .payments
                    .iter()
                    .filter_map(|p| match p {
                        crate::game::Payment::Mana { source: Some(id), .. } => Some(id.0 as usize),
                        _ => None,
                    })
                    .collect();
                crate::sort::ascending(&mut used);
                used.dedup();
                for &i in used.iter().rev() {
                    let k = self.usable.remove(i);
                    key = self.key_without(key, k);
                    // 111.10a, 701.21a: a Treasure tapped for mana is sacrificed.
                    if Some(k) == m.treasure
                        && let Some(at) = self.field.iter().position(|&(f, _)| f == k)
                    {
                        self.field.remove(at);
                        self.treasures -= 1;
                    }
                }
                self.hand[r as usize] -= 1;
                let mut more_castable = false;
                if let Some(c) = kind.changer {
                    self.changers_on[c] += 1;
                    if let (Some(k), Some(w)) = (key.as_mut(), m.changer_radix.as_ref().and_then(|r| r.get(c))) {
                        *k += w;
                    }
                    more_castable = true;
                }
                if let Some(s) = &kind.source {
                    self.field.push((r, turn));
                    add_colors(have, s.colors);
                    if !s.sick && !s.enters_tapped {
                        self.usable.push(r);
                        key = self.key_with(key, r);
                        more_castable = true;
                    }
                }
                // 111.10a: the Treasures it makes (as it resolves or enters),
                // untapped artifacts usable at once.
                if let Some(t) = m.treasure {
                    let bound = m.kinds[t as usize].copies;
                    for _ in 0..kind.treasures {
                        if self.treasures < bound {
                            self.treasures += 1;
                            self.field.push((t, turn));
                            self.usable.push(t);
                            key = self.key_with(key, t);
                            more_castable = true;
                        }
                    }
                }
                if more_castable {
                    let at = self.castable(key);
                    for w in 0..self.words {
                        self.now[w] |= self.arena[at + w];
                    }
                }
            }
        }
        key
    }
}

/// 601.2f. A cost with `more` generic mana added, then `less` taken off
/// (the game's own order and functions).
fn changed(cost: &ManaCost, more: u32, less: u32) -> ManaCost {
    let cost = if more == 0 { cost.clone() } else { increase_generic(cost, more) };
    if less == 0 { cost } else { reduce_generic(&cost, less) }
}

/// How a land played untapped ranks: spells it makes castable, how much
/// closer it brings the deck's colored needs, copies in hand.
type Rank = (u32, u8, u8);

/// How much a source making `colors` brings the battlefield closer to the
/// deck's colored needs: per type it makes, the symbols still missing.
fn gain(need: &[u8; 6], have: &[u8; 6], colors: u8) -> u8 {
    (0..6).filter(|i| colors >> i & 1 == 1).map(|i| need[i].saturating_sub(have[i])).fold(0, u8::saturating_add)
}

/// Counts a new source of `colors` on the battlefield.
fn add_colors(have: &mut [u8; 6], colors: u8) {
    for (i, h) in have.iter_mut().enumerate() {
        if colors >> i & 1 == 1 {
            *h = h.saturating_add(1);
        }
    }
}

/// The payment solver's wallet (605) of a goldfish game: the usable sources
/// (kinds of the model, in play order), an empty pool and the starting life.
fn wallet_of<'m>(m: &'m Model, usable: &[u16]) -> Wallet<'m> {
    let sources = usable
        .iter()
        .zip(0u32..)
        .filter_map(|(&k, id)| {
            m.kinds[k as usize].source.as_ref().map(|s| ManaSource {
                id: ObjectId(id),
                bundles: std::borrow::Cow::Borrowed(&s.bundles),
                costly: &s.costly,
                snow: s.snow,
                no_generic: false,
            })
        })
        .collect();
    Wallet { sources, alternatives: Vec::new(), pool: ManaPool::default(), life: m.life }
}
