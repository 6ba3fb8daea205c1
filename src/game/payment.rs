//! 601.2g–h, 107.4, 119.4. Paying a mana cost: the payment solver (can the
//! untapped sources and the mana pool pay it, and with which source for
//! which symbol?) and the check of a payment plan a player gives.
//!
//! The solver is a min-cost flow on a small graph: the cost's symbols,
//! grouped into *needs* (same acceptable mana types), on one side; the mana
//! on offer, grouped into *groups* of identical units (same types, snow or
//! not, pool or source), on the other; Phyrexian needs may also flow to
//! *life* (2 life each, capped by the life total, 119.4). Costs steer the
//! plan: pool mana first, then the least flexible sources, life last. The
//! graph has at most a few dozen nodes whatever the number of sources, so
//! there is no exponential blow-up. Monocolored hybrid symbols (`{2/B}`: one
//! black or two of anything) are the only choice a unit flow cannot model;
//! the solver tries how many of them to pay with two mana, fewest first
//! (at most [`MAX_MONO_SPLITS`] combinations).

use super::ids::ObjectId;
use super::mana_ability::{ManaAbility, ManaBundle, SourceOutput, source_output};
use super::state::{ANY_MANA, ManaPool, ManaType, ManaTypes};
use crate::mana::{ManaCost, ManaSymbol, Variable};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// The most combinations of "pay `{2/c}` with two mana" the solver tries.
pub const MAX_MONO_SPLITS: usize = 64;

/// Life paid for one Phyrexian symbol (107.4f).
pub const PHYREXIAN_LIFE: u32 = 2;

/// 702.51a, 702.126a, 702.66a. What lets an object other than a mana
/// source pay for part of a spell's total cost. Serialized as
/// `"convoke"`, `"improvise"` or `"delve"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum PaidBy {
    /// 702.51a. An untapped creature tapped: one generic mana, or one mana
    /// of its color.
    Convoke,
    /// 702.126a. An untapped artifact tapped: one generic mana.
    Improvise,
    /// 702.66a. A card exiled from the graveyard: one generic mana.
    Delve,
}

impl PaidBy {
    /// The rule that allows it.
    pub const fn rule(self) -> &'static str {
        match self {
            PaidBy::Convoke => "702.51a",
            PaidBy::Improvise => "702.126a",
            PaidBy::Delve => "702.66a",
        }
    }
}

/// A bit no mana has: what generic mana (and `{X}`) asks for besides every
/// type of mana, so that objects paying for generic mana instead of mana
/// (702.51a, 702.126a, 702.66a) can pay it.
const ALT: ManaTypes = 1 << 6;

/// What a symbol of generic mana accepts: any mana, or an object that pays
/// for generic mana.
const GENERIC: ManaTypes = ANY_MANA | ALT;

/// One part of a payment: one mana, or life, or an object tapped or exiled
/// instead of one mana, towards one symbol of the total cost (by its index
/// in the cost's symbols). Serialized as
/// `{ "type": "mana", "symbol": 0, "source": 12, "mana": "W" }` (a `source`
/// of `null` spends mana from the pool; `snow: true` spends pool mana that a
/// snow source made), `{ "type": "life", "symbol": 1, "amount": 2 }`,
/// `{ "type": "tap", "symbol": 0, "object": 9 }` (convoke, improvise) or
/// `{ "type": "exile", "symbol": 0, "object": 31 }` (delve).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Payment {
    /// One mana, from a source tapped for it (605) or from the pool (106.4).
    Mana {
        /// Index of the symbol it pays in the total cost.
        symbol: usize,
        /// The permanent tapped for it; `null` for mana already in the pool.
        #[serde(default)]
        source: Option<ObjectId>,
        /// The type of the mana.
        mana: ManaType,
        /// For pool mana: whether it came from a snow source (107.4h).
        #[serde(default)]
        snow: bool,
    },
    /// 107.4f, 119.4. Life paid for a Phyrexian symbol.
    Life {
        /// Index of the symbol it pays.
        symbol: usize,
        /// How much life (2).
        amount: u32,
    },
    /// 702.51a, 702.126a. An untapped creature (convoke) or artifact
    /// (improvise) its caster controls, tapped instead of paying one generic
    /// mana, or by convoke one mana of the creature's color.
    Tap {
        /// Index of the symbol it pays.
        symbol: usize,
        /// The permanent tapped.
        object: ObjectId,
    },
    /// 702.66a. A card exiled from its caster's graveyard instead of paying
    /// one generic mana (delve).
    Exile {
        /// Index of the symbol it pays.
        symbol: usize,
        /// The card in the graveyard.
        object: ObjectId,
    },
}

impl Payment {
    /// The index of the symbol this pays.
    pub const fn symbol(&self) -> usize {
        match *self {
            Payment::Mana { symbol, .. }
            | Payment::Life { symbol, .. }
            | Payment::Tap { symbol, .. }
            | Payment::Exile { symbol, .. } => symbol,
        }
    }

    /// The same part, paying symbol `symbol`.
    const fn for_symbol(self, symbol: usize) -> Payment {
        match self {
            Payment::Mana { source, mana, snow, .. } => Payment::Mana { symbol, source, mana, snow },
            Payment::Life { amount, .. } => Payment::Life { symbol, amount },
            Payment::Tap { object, .. } => Payment::Tap { symbol, object },
            Payment::Exile { object, .. } => Payment::Exile { symbol, object },
        }
    }
}

/// 601.2g–h. A concrete payment: which source (or pool mana, or life) pays
/// which symbol. Serialized as `{ "payments": [...] }`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PaymentPlan {
    /// The parts, in symbol order.
    pub payments: Vec<Payment>,
    /// What the sources tapped cost beyond tapping (pain lands' damage,
    /// life, a Treasure sacrificed), as the solver found it. Informational:
    /// [`check`] works it out again from the payments.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub costs: Vec<SourceCost>,
}

/// 605, 601.2h. What tapping a source for the mana a plan asks of it costs
/// beyond `{T}`: e.g. a pain land's 1 damage (120.3) or a Treasure
/// sacrificed (111.10a, 701.21a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SourceCost {
    /// The source.
    pub source: ObjectId,
    /// 119.4. Life its ability's cost pays.
    #[serde(default)]
    pub life: u32,
    /// 120.3. Damage it deals to its controller.
    #[serde(default)]
    pub damage: u32,
    /// 701.21a. Whether it is sacrificed.
    #[serde(default)]
    pub sacrifice: bool,
}

impl PaymentPlan {
    /// The life the plan pays.
    pub fn life(&self) -> u64 {
        self.payments
            .iter()
            .map(|p| match p {
                Payment::Life { amount, .. } => u64::from(*amount),
                Payment::Mana { .. } | Payment::Tap { .. } | Payment::Exile { .. } => 0,
            })
            .sum()
    }
}

/// A permanent that can be tapped for mana now (untapped, controlled by the
/// payer, not prevented by summoning sickness), as the solver sees it.
#[derive(Clone, Debug)]
pub struct ManaSource<'a> {
    /// The permanent.
    pub id: ObjectId,
    /// What one activation of its plain `{T}` mana abilities can add
    /// (owned when it depends on the battlefield: "any color among …", 106.1).
    pub bundles: std::borrow::Cow<'a, [ManaBundle]>,
    /// Its `{T}` mana abilities with a cost beyond tapping that the solver
    /// may use (pain lands, Treasure): considered only for one mana.
    pub costly: &'a [ManaAbility],
    /// 106.3. Whether it is a snow source.
    pub snow: bool,
    /// 106.6. Whether its mana "can't be spent to pay generic mana costs"
    /// (Jegantha, the Wellspring): it pays no generic symbol, `{X}` or the
    /// two mana of `{2/c}`.
    pub no_generic: bool,
}

/// The penalty the solver gives a unit of mana that costs life or damage
/// (per point) or a sacrifice: plain sources first, then sacrifices, life last.
const SACRIFICE_PENALTY: i64 = 30;
const LIFE_PENALTY: i64 = 60;

/// What a costly ability costs beyond `{T}`, for the solver's order.
fn penalty(a: &ManaAbility) -> i64 {
    i64::from(a.sacrifice) * SACRIFICE_PENALTY + i64::from(a.life.saturating_add(a.damage)) * LIFE_PENALTY
}

/// The single types a source's costly abilities add (bundles of one mana),
/// beyond `free`, and the cheapest penalty among them.
fn costly_types(costly: &[ManaAbility], free: ManaTypes) -> (ManaTypes, i64) {
    let mut mask = 0;
    let mut cheapest = i64::MAX;
    for a in costly {
        let add: ManaTypes = a
            .choices
            .iter()
            .filter_map(|b| match b.as_slice() {
                [one] => Some(one.bit()),
                _ => None,
            })
            .fold(0, |m, b| m | b)
            & !free;
        if add != 0 {
            mask |= add;
            cheapest = cheapest.min(penalty(a));
        }
    }
    (mask, if mask == 0 { 0 } else { cheapest })
}

/// What `src` costs beyond `{T}` to make `asked` in one activation: `None`
/// if no ability of it can, `Some(None)` for a plain one (and its bundle).
fn activation_for(src: &ManaSource<'_>, asked: &[ManaType]) -> Option<(ManaBundle, Option<SourceCost>)> {
    let fits = |bundle: &ManaBundle| {
        ManaType::ALL
            .iter()
            .all(|t| asked.iter().filter(|a| *a == t).count() <= bundle.iter().filter(|b| *b == t).count())
    };
    if let Some(bundle) = src.bundles.iter().find(|b| fits(b)) {
        return Some((bundle.clone(), None));
    }
    src.costly
        .iter()
        .filter_map(|a| a.choices.iter().find(|b| fits(b)).map(|b| (a, b)))
        .min_by_key(|(a, _)| penalty(a))
        .map(|(a, b)| {
            let cost = SourceCost { source: src.id, life: a.life, damage: a.damage, sacrifice: a.sacrifice };
            (b.clone(), Some(cost))
        })
}

/// 702.51a, 702.126a, 702.66a. An object that can pay for part of the
/// spell being cast instead of mana: an untapped creature (convoke), an
/// untapped artifact (improvise), a card in the graveyard (delve).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alternative {
    /// The object.
    pub id: ObjectId,
    /// What lets it pay.
    pub by: PaidBy,
    /// By convoke: the types of mana of its colors, which it may pay
    /// instead of generic mana.
    pub colors: ManaTypes,
    /// Whether it is also among the wallet's mana sources (tapping it for
    /// mana pays at least as much, so the solver does that).
    pub mana_source: bool,
}

/// What a payer has to pay with: untapped sources, the pool, life, and
/// for a spell with convoke, improvise or delve the objects that may pay
/// instead of mana.
#[derive(Clone, Debug)]
pub struct Wallet<'a> {
    /// Sources that can be tapped for mana now.
    pub sources: Vec<ManaSource<'a>>,
    /// 702.51a, 702.126a, 702.66a. Objects that may pay instead of mana.
    pub alternatives: Vec<Alternative>,
    /// The payer's mana pool.
    pub pool: ManaPool,
    /// The payer's life total.
    pub life: i32,
}

/// Why a cost cannot be paid, in a player's terms.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct CannotPay {
    /// E.g. "needs {B}{B}; 1 black source untapped".
    pub message: String,
}

/// Why a payment plan does not pay a cost.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct InvalidPayment {
    /// What is wrong, e.g. "Mountain (#3) cannot make {W}".
    pub message: String,
}

/// A checked payment, ready to be carried out: which sources to tap for
/// which bundle, what to take from the pool, how much life to pay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedPayment {
    /// Each source tapped, with the bundle its ability adds (605.3b).
    pub taps: Vec<(ObjectId, ManaBundle)>,
    /// Mana spent, by type and whether it is snow mana.
    pub spent: Vec<(ManaType, bool)>,
    /// Life paid.
    pub life: u32,
    /// 702.51a, 702.126a. Permanents tapped instead of paying mana.
    pub tapped: Vec<(ObjectId, PaidBy)>,
    /// 702.66a. Cards exiled from the graveyard instead of paying mana.
    pub exiled: Vec<ObjectId>,
    /// 605. What the sources tapped cost beyond `{T}` (life, damage, sacrifice).
    pub source_costs: Vec<SourceCost>,
    /// 106.6. The mana the taps add that can't pay generic mana costs.
    pub no_generic: super::state::ManaCounts,
    /// 106.6. Of `spent`, by type, the mana that can't pay generic mana
    /// costs: what the plan takes from such sources, and pool mana paying
    /// other symbols, the pool's restricted mana first.
    pub no_generic_spent: super::state::ManaCounts,
}

/// What one symbol asks for, once X is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ask {
    /// `amount` mana of the types in `mask` (snow mana only if `snow`).
    Mana { mask: ManaTypes, snow: bool, amount: u64 },
    /// One mana of `mask`, or 2 life.
    ManaOrLife { mask: ManaTypes },
    /// `{2/c}`: one mana of `mask`, or two of anything.
    OneOrTwo { mask: ManaTypes },
    /// No mana pays it (Un-card symbols).
    Unpayable,
}

fn ask(symbol: ManaSymbol, x: u64) -> Ask {
    let bit = |c| ManaType::of(c).bit();
    match symbol {
        ManaSymbol::Colored { color } => Ask::Mana { mask: bit(color), snow: false, amount: 1 },
        ManaSymbol::Colorless => Ask::Mana { mask: ManaType::C.bit(), snow: false, amount: 1 },
        ManaSymbol::Generic { amount } => Ask::Mana { mask: GENERIC, snow: false, amount: u64::from(amount) },
        ManaSymbol::Variable { letter: Variable::X } => Ask::Mana { mask: GENERIC, snow: false, amount: x },
        // TODO(CR 107.3): {Y} and {Z} take their own announced values.
        ManaSymbol::Variable { .. } => Ask::Mana { mask: GENERIC, snow: false, amount: 0 },
        ManaSymbol::Hybrid { first, second } => Ask::Mana { mask: bit(first) | bit(second), snow: false, amount: 1 },
        ManaSymbol::ColorlessHybrid { color } => {
            Ask::Mana { mask: bit(color) | ManaType::C.bit(), snow: false, amount: 1 }
        }
        ManaSymbol::MonocoloredHybrid { color } => Ask::OneOrTwo { mask: bit(color) },
        ManaSymbol::Phyrexian { color } => Ask::ManaOrLife { mask: bit(color) },
        ManaSymbol::HybridPhyrexian { first, second } => Ask::ManaOrLife { mask: bit(first) | bit(second) },
        ManaSymbol::ColorlessPhyrexian => Ask::ManaOrLife { mask: ManaType::C.bit() },
        ManaSymbol::Snow => Ask::Mana { mask: ANY_MANA, snow: true, amount: 1 },
        ManaSymbol::Half { .. } | ManaSymbol::Infinity => Ask::Unpayable,
    }
}

/// The types in a mask, as symbols: `{W}` or `{W} or {U}`.
fn describe_mask(mask: ManaTypes) -> String {
    if mask == ANY_MANA {
        return "any type".to_string();
    }
    let names: Vec<&str> = ManaType::ALL.iter().filter(|t| mask & t.bit() != 0).map(|t| t.name()).collect();
    names.join(" or ")
}

// --- The flow graph -----------------------------------------------------------------

/// A flow network in forward-star form (no per-node allocations).
struct Graph {
    to: Vec<u32>,
    cap: Vec<u64>,
    cost: Vec<i64>,
    next: Vec<u32>,
    head: Vec<u32>,
}

const INF: u64 = u64::MAX / 4;
const NONE: u32 = u32::MAX;

impl Graph {
    fn new(nodes: usize, edges: usize) -> Graph {
        Graph {
            to: Vec::with_capacity(edges * 2),
            cap: Vec::with_capacity(edges * 2),
            cost: Vec::with_capacity(edges * 2),
            next: Vec::with_capacity(edges * 2),
            head: vec![NONE; nodes],
        }
    }

    fn half(&mut self, from: usize, to: usize, cap: u64, cost: i64) {
        let id = self.to.len() as u32;
        self.to.push(to as u32);
        self.cap.push(cap);
        self.cost.push(cost);
        let slot = self.head.get_mut(from);
        self.next.push(slot.as_ref().map_or(NONE, |h| **h));
        if let Some(h) = slot {
            *h = id;
        }
    }

    fn edge(&mut self, from: usize, to: usize, cap: u64, cost: i64) -> usize {
        let id = self.to.len();
        self.half(from, to, cap, cost);
        self.half(to, from, 0, -cost);
        id
    }

    /// Flow sent along edge `id` (the capacity of its reverse).
    fn flow(&self, id: usize) -> u64 {
        self.cap.get(id ^ 1).copied().unwrap_or(0)
    }

    /// Successive shortest paths (SPFA); returns the total flow, at most `want`.
    fn min_cost_flow(&mut self, s: usize, t: usize, want: u64) -> u64 {
        let n = self.head.len();
        let mut total = 0u64;
        let mut dist = vec![i64::MAX; n];
        let mut prev = vec![NONE; n];
        let mut in_queue = vec![false; n];
        let mut queue = std::collections::VecDeque::with_capacity(n);
        while total < want {
            dist.fill(i64::MAX);
            prev.fill(NONE);
            dist[s] = 0;
            queue.clear();
            queue.push_back(s);
            while let Some(u) = queue.pop_front() {
                in_queue[u] = false;
                let du = dist[u];
                let mut e = self.head[u];
                while e != NONE {
                    let i = e as usize;
                    let v = self.to[i] as usize;
                    if self.cap[i] > 0 {
                        let nd = du.saturating_add(self.cost[i]);
                        if nd < dist[v] {
                            dist[v] = nd;
                            prev[v] = e;
                            if !in_queue[v] {
                                in_queue[v] = true;
                                queue.push_back(v);
                            }
                        }
                    }
                    e = self.next[i];
                }
            }
            if dist[t] == i64::MAX {
                break;
            }
            // Bottleneck along the path, then push.
            let mut push = want - total;
            let mut v = t;
            while v != s {
                let i = prev[v] as usize;
                push = push.min(self.cap[i]);
                v = self.to[i ^ 1] as usize;
            }
            let mut v = t;
            while v != s {
                let i = prev[v] as usize;
                self.cap[i] -= push;
                self.cap[i ^ 1] += push;
                v = self.to[i ^ 1] as usize;
            }
            total += push;
        }
        total
    }
}

/// Identical units of mana on offer.
struct Group {
    mask: ManaTypes,
    snow: bool,
    /// 106.6. Mana that can't pay generic mana costs.
    no_generic: bool,
    /// Pool mana (no source to tap).
    pool: bool,
    /// Objects that pay instead of mana (702.51a, 702.126a, 702.66a).
    alt: Option<PaidBy>,
    /// The types its units make without a cost beyond `{T}` (the rest of
    /// `mask` costs life, damage or a sacrifice).
    free: ManaTypes,
    /// What a unit costs the plan when it pays a symbol none of the `free`
    /// types pays (a pain land's colored mana, a Treasure).
    penalty: i64,
    /// Where this group's providers start in [`Offer::providers`] (one entry
    /// per unit: a source that makes two mana appears twice).
    start: usize,
    capacity: u64,
    cost: i64,
}

/// The mana on offer, grouped.
struct Offer {
    groups: Vec<Group>,
    providers: Vec<ObjectId>,
}

impl Group {
    /// Whether a unit of this group pays for a symbol asking for `mask`.
    /// Objects paying instead of mana pay only for generic mana and, by
    /// convoke, colored mana (702.51a): never for the two mana of `{2/c}`.
    /// 106.6: mana that can't pay generic mana costs pays neither.
    fn fits(&self, mask: ManaTypes) -> bool {
        self.mask & mask != 0
            && (self.alt.is_none() || mask != ANY_MANA)
            && !(self.no_generic && (mask == GENERIC || mask == ANY_MANA))
    }

    /// The extra cost of paying a symbol asking for `mask` with a unit.
    const fn extra(&self, mask: ManaTypes) -> i64 {
        if self.free & mask != 0 { 0 } else { self.penalty }
    }

    /// The part of a payment its unit from `source` makes for a symbol
    /// asking for `mask` (symbol index 0).
    fn payment(&self, source: Option<ObjectId>, mask: ManaTypes) -> Option<Payment> {
        match (self.alt, source) {
            (Some(PaidBy::Delve), Some(object)) => Some(Payment::Exile { symbol: 0, object }),
            (Some(_), Some(object)) => Some(Payment::Tap { symbol: 0, object }),
            (Some(_), None) => None,
            (None, source) => {
                // A type its plain abilities make first (no life or sacrifice).
                let mana = ManaType::ALL
                    .into_iter()
                    .find(|t| self.free & mask & t.bit() != 0)
                    .or_else(|| ManaType::ALL.into_iter().find(|t| self.mask & mask & t.bit() != 0))?;
                Some(Payment::Mana { symbol: 0, source, mana, snow: self.snow && source.is_none() })
            }
        }
    }
}

impl Offer {
    /// The `k`-th unit of group `g`: its source (`None` for pool mana).
    fn provider(&self, g: &Group, k: usize) -> Option<Option<ObjectId>> {
        if g.pool {
            return Some(None);
        }
        self.providers.get(g.start + k).map(|&id| Some(id))
    }
}

/// Symbols with the same ask, paid together.
struct Need {
    mask: ManaTypes,
    snow: bool,
    life: bool,
    /// (symbol index, units of mana it takes)
    symbols: Vec<(usize, u64)>,
    amount: u64,
}

fn offer(wallet: &Wallet<'_>) -> Offer {
    let mut groups: Vec<Group> = Vec::with_capacity(12);
    let mut find = |mask: ManaTypes,
                    free: ManaTypes,
                    extra: i64,
                    (snow, no_generic): (bool, bool),
                    pool: bool,
                    alt: Option<PaidBy>,
                    capacity: u64|
     -> usize {
        let same = |g: &Group| {
            g.mask == mask
                && g.free == free
                && (g.snow, g.no_generic) == (snow, no_generic)
                && g.pool == pool
                && g.alt == alt
                && g.penalty == extra
        };
        match groups.iter().position(same) {
            Some(i) => {
                if let Some(g) = groups.get_mut(i) {
                    g.capacity = g.capacity.saturating_add(capacity);
                }
                i
            }
            None => {
                // Pool mana first; then cards to delve and artifacts to
                // improvise with (they keep lands untapped); then the sources
                // that can make the fewest types (snow sources are kept for
                // {S}); creatures to convoke with last (they may attack).
                let cost = match alt {
                    _ if pool => 0,
                    Some(PaidBy::Delve | PaidBy::Improvise) => 1,
                    Some(PaidBy::Convoke) => 20,
                    // 106.6: restricted mana before mana that pays anything.
                    None => 2 + i64::from(mask.count_ones()) * 2 + i64::from(snow) - i64::from(no_generic),
                };
                let group = Group { mask, snow, no_generic, pool, alt, free, penalty: extra, start: 0, capacity, cost };
                groups.push(group);
                groups.len() - 1
            }
        }
    };
    for t in ManaType::ALL {
        let all = u64::from(wallet.pool.mana.get(t));
        let snow = u64::from(wallet.pool.from_snow.get(t)).min(all);
        // 106.6: Jegantha's mana left in the pool (never snow mana).
        let restricted = u64::from(wallet.pool.no_generic.get(t)).min(all - snow);
        if all - snow - restricted > 0 {
            find(t.bit(), t.bit(), 0, (false, false), true, None, all - snow - restricted);
        }
        if restricted > 0 {
            find(t.bit(), t.bit(), 0, (false, true), true, None, restricted);
        }
        if snow > 0 {
            find(t.bit(), t.bit(), 0, (true, false), true, None, snow);
        }
    }
    let mut units: Vec<(usize, ObjectId)> = Vec::with_capacity(wallet.sources.len() + 2);
    for source in &wallet.sources {
        match source_output(&source.bundles) {
            Some(SourceOutput::Several(bundle)) => {
                for t in bundle {
                    let kind = (source.snow, source.no_generic);
                    units.push((find(t.bit(), t.bit(), 0, kind, false, None, 1), source.id));
                }
            }
            one => {
                // One mana: its plain types, and those its costly abilities add (605).
                let free = match one {
                    Some(SourceOutput::One(mask)) => mask,
                    _ => 0,
                };
                let (extra_mask, extra) = costly_types(source.costly, free);
                let mask = free | extra_mask;
                if mask != 0 {
                    let kind = (source.snow, source.no_generic);
                    units.push((find(mask, free, extra, kind, false, None, 1), source.id));
                }
            }
        }
    }
    for alt in wallet.alternatives.iter().filter(|a| !a.mana_source) {
        let colors = if alt.by == PaidBy::Convoke { alt.colors & ANY_MANA & !ManaType::C.bit() } else { 0 };
        units.push((find(ALT | colors, ALT | colors, 0, (false, false), false, Some(alt.by), 1), alt.id));
    }
    crate::sort::by_key(&mut units, |&(g, _)| g);
    let mut start = 0;
    for (i, g) in groups.iter_mut().enumerate() {
        if !g.pool {
            g.start = start;
            start += units.iter().filter(|(gi, _)| *gi == i).count();
        }
    }
    Offer { groups, providers: units.into_iter().map(|(_, id)| id).collect() }
}

/// A quick, exact-when-it-succeeds attempt: each symbol, most constrained
/// first, takes the cheapest compatible unit left. When it fails, the flow
/// decides.
fn greedy(asks: &[Ask], offer: &Offer, life: i32) -> Option<PaymentPlan> {
    let groups = &offer.groups;
    let mut left: Vec<u64> = groups.iter().map(|g| g.capacity).collect();
    let mut taken: Vec<usize> = vec![0; groups.len()];
    let mut life_left = i64::from(life);
    let compatible = |mask: ManaTypes, snow: bool| groups.iter().filter(|g| g.fits(mask) && (!snow || g.snow)).count();
    // (order key, symbol index)
    let mut order: Vec<(usize, usize)> = asks
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let key = match *a {
                Ask::Mana { mask, snow, .. } if mask != GENERIC || snow => compatible(mask, snow),
                Ask::ManaOrLife { mask } | Ask::OneOrTwo { mask } => 10 + compatible(mask, false),
                _ => 100,
            };
            (key, i)
        })
        .collect();
    crate::sort::ascending(&mut order);
    let mut payments = Vec::with_capacity(asks.len() + 4);
    let take = |mask: ManaTypes, snow: bool, left: &mut Vec<u64>, taken: &mut Vec<usize>| -> Option<Payment> {
        let gi = (0..groups.len())
            .filter(|&i| {
                let g = &groups[i];
                g.fits(mask) && (!snow || g.snow) && left[i] > 0
            })
            // Cheapest first; among equals the most plentiful, which keeps
            // scarce colors for later (a Forest pays {1} before the only Mountain).
            .min_by_key(|&i| (groups[i].cost + groups[i].extra(mask), std::cmp::Reverse(left[i])))?;
        let g = &groups[gi];
        let source = offer.provider(g, taken[gi])?;
        left[gi] -= 1;
        taken[gi] += 1;
        g.payment(source, mask)
    };
    let with_symbol = |p: Payment, symbol: usize| p.for_symbol(symbol);
    for (_, i) in order {
        match asks.get(i).copied()? {
            Ask::Mana { mask, snow, amount } => {
                if amount > 64 {
                    return None; // large X: the flow counts in bulk
                }
                for _ in 0..amount {
                    payments.push(with_symbol(take(mask, snow, &mut left, &mut taken)?, i));
                }
            }
            Ask::ManaOrLife { mask } => match take(mask, false, &mut left, &mut taken) {
                Some(p) => payments.push(with_symbol(p, i)),
                None if life_left >= i64::from(PHYREXIAN_LIFE) => {
                    life_left -= i64::from(PHYREXIAN_LIFE);
                    payments.push(Payment::Life { symbol: i, amount: PHYREXIAN_LIFE });
                }
                None => return None,
            },
            Ask::OneOrTwo { mask } => match take(mask, false, &mut left, &mut taken) {
                Some(p) => payments.push(with_symbol(p, i)),
                None => {
                    for _ in 0..2 {
                        payments.push(with_symbol(take(ANY_MANA, false, &mut left, &mut taken)?, i));
                    }
                }
            },
            Ask::Unpayable => return None,
        }
    }
    crate::sort::by_key(&mut payments, Payment::symbol);
    Some(PaymentPlan { payments, costs: Vec::new() })
}

/// 601.2g–h. Finds a payment of `cost` (with X = `x`) from `wallet`, or says
/// why there is none.
pub fn solve(cost: &ManaCost, x: u64, wallet: &Wallet<'_>) -> Result<PaymentPlan, CannotPay> {
    let mut plan = solve_unannotated(cost, x, wallet)?;
    if wallet.sources.iter().any(|s| !s.costly.is_empty()) {
        plan.costs = source_costs(&plan, wallet);
    }
    Ok(plan)
}

/// 605. What each source a plan taps costs beyond `{T}` (as [`check`] finds it).
fn source_costs(plan: &PaymentPlan, wallet: &Wallet<'_>) -> Vec<SourceCost> {
    let mut asked: Vec<(ObjectId, Vec<ManaType>)> = Vec::new();
    for p in &plan.payments {
        if let Payment::Mana { source: Some(id), mana, .. } = *p {
            match asked.iter_mut().find(|(s, _)| *s == id) {
                Some((_, list)) => list.push(mana),
                None => asked.push((id, vec![mana])),
            }
        }
    }
    asked
        .iter()
        .filter_map(|(id, mana)| {
            let src = wallet.sources.iter().find(|s| s.id == *id)?;
            activation_for(src, mana).and_then(|(_, cost)| cost)
        })
        .collect()
}

fn solve_unannotated(cost: &ManaCost, x: u64, wallet: &Wallet<'_>) -> Result<PaymentPlan, CannotPay> {
    let symbols = cost.symbols();
    let asks: Vec<Ask> = symbols.iter().map(|&s| ask(s, x)).collect();
    if let Some(i) = asks.iter().position(|a| *a == Ask::Unpayable) {
        let s = symbols.get(i).map(ToString::to_string).unwrap_or_default();
        return Err(CannotPay { message: format!("needs {s}, which no mana can pay") });
    }
    let offer = offer(wallet);
    if let Some(plan) = greedy(&asks, &offer, wallet.life) {
        return Ok(plan);
    }
    let groups = &offer.groups;
    // A symbol no mana on offer can pay: no flow needed to say so.
    let unmatched = asks.iter().any(|a| match *a {
        Ask::Mana { mask, snow, amount } => amount > 0 && !groups.iter().any(|g| g.fits(mask) && (!snow || g.snow)),
        _ => false,
    });
    if let Some(reason) = necessary(cost, &asks, groups, wallet) {
        return Err(reason);
    }
    if !unmatched {
        // Monocolored hybrids ({2/c}): how many of each color to pay with two
        // mana. Symbols of one color are interchangeable, so only the count
        // matters; fewest two-mana payments first.
        let mut by_color: Vec<(ManaTypes, Vec<usize>)> = Vec::new();
        for (i, a) in asks.iter().enumerate() {
            if let Ask::OneOrTwo { mask } = *a {
                match by_color.iter_mut().find(|(m, _)| *m == mask) {
                    Some((_, list)) => list.push(i),
                    None => by_color.push((mask, vec![i])),
                }
            }
        }
        let mut combos: Vec<Vec<usize>> = vec![Vec::new()];
        for (_, list) in &by_color {
            let mut next = Vec::with_capacity(combos.len() * (list.len() + 1));
            for combo in &combos {
                for k in 0..=list.len() {
                    let mut c = combo.clone();
                    c.push(k);
                    next.push(c);
                }
            }
            combos = next;
            if combos.len() > MAX_MONO_SPLITS {
                break;
            }
        }
        // At least n - supply of each color are paid with two mana.
        let floor: Vec<usize> = by_color
            .iter()
            .map(|(mask, list)| {
                let supply: u64 = groups.iter().filter(|g| g.mask & mask != 0).map(|g| g.capacity).sum();
                list.len().saturating_sub(usize::try_from(supply).unwrap_or(usize::MAX))
            })
            .collect();
        combos.retain(|c| c.iter().zip(&floor).all(|(k, f)| k >= f));
        crate::sort::by_key(&mut combos, |c| c.iter().sum::<usize>());
        combos.truncate(MAX_MONO_SPLITS);
        let mut two: Vec<usize> = Vec::new();
        for combo in combos {
            two.clear();
            for ((_, list), &k) in by_color.iter().zip(&combo) {
                two.extend(list.iter().take(k));
            }
            if let Some(plan) = try_flow(&asks, &two, &offer, wallet.life) {
                return Ok(plan);
            }
        }
    }
    Err(explain(cost, &asks, groups, wallet))
}

/// One flow: `two` are the monocolored hybrids paid with two mana.
fn try_flow(asks: &[Ask], two: &[usize], offer: &Offer, life: i32) -> Option<PaymentPlan> {
    let groups = &offer.groups;
    let mut needs: Vec<Need> = Vec::new();
    let mut push = |mask: ManaTypes, snow: bool, life: bool, symbol: usize, amount: u64| {
        if amount == 0 {
            return;
        }
        match needs.iter_mut().find(|n| n.mask == mask && n.snow == snow && n.life == life) {
            Some(n) => {
                n.symbols.push((symbol, amount));
                n.amount = n.amount.saturating_add(amount);
            }
            None => needs.push(Need { mask, snow, life, symbols: vec![(symbol, amount)], amount }),
        }
    };
    for (i, a) in asks.iter().enumerate() {
        match *a {
            Ask::Mana { mask, snow, amount } => push(mask, snow, false, i, amount),
            Ask::ManaOrLife { mask } => push(mask, false, true, i, 1),
            Ask::OneOrTwo { mask } if !two.contains(&i) => push(mask, false, false, i, 1),
            Ask::OneOrTwo { .. } => push(ANY_MANA, false, false, i, 2),
            Ask::Unpayable => return None,
        }
    }
    let want: u64 = needs.iter().map(|n| n.amount).fold(0, u64::saturating_add);
    let life_slots = if life > 0 { u64::from(life.unsigned_abs()) / u64::from(PHYREXIAN_LIFE) } else { 0 };
    let offered: u64 = groups.iter().map(|g| g.capacity).fold(0, u64::saturating_add);
    let phyrexian: u64 = needs.iter().filter(|n| n.life).map(|n| n.amount).sum();
    if want > offered.saturating_add(life_slots.min(phyrexian)) {
        return None;
    }
    // Nodes: 0 = source, 1 = sink, 2 = life, needs, groups.
    let (s, t, life_node) = (0, 1, 2);
    let need_base = 3;
    let group_base = need_base + needs.len();
    let mut g = Graph::new(group_base + groups.len(), needs.len() * (groups.len() + 2) + groups.len() + 1);
    let mut need_edges: Vec<Vec<(usize, usize)>> = Vec::with_capacity(needs.len());
    for (ni, need) in needs.iter().enumerate() {
        g.edge(s, need_base + ni, need.amount, 0);
        let mut edges = Vec::new();
        for (gi, group) in groups.iter().enumerate() {
            if group.fits(need.mask) && (!need.snow || group.snow) {
                edges.push((gi, g.edge(need_base + ni, group_base + gi, INF, group.extra(need.mask))));
            }
        }
        need_edges.push(edges);
        if need.life {
            g.edge(need_base + ni, life_node, INF, 1000);
        }
    }
    for (gi, group) in groups.iter().enumerate() {
        g.edge(group_base + gi, t, group.capacity, group.cost);
    }
    g.edge(life_node, t, life_slots, 0);
    if g.min_cost_flow(s, t, want) < want {
        return None;
    }
    // Read the plan off the flow.
    let mut taken: Vec<usize> = vec![0; groups.len()];
    let mut payments = Vec::new();
    for (ni, need) in needs.iter().enumerate() {
        let mut units: Vec<Payment> = Vec::new();
        for &(gi, edge) in need_edges.get(ni).map(Vec::as_slice).unwrap_or_default() {
            let Some(group) = groups.get(gi) else { continue };
            for _ in 0..g.flow(edge) {
                let at = taken.get_mut(gi)?;
                let source = offer.provider(group, *at)?;
                *at += 1;
                units.push(group.payment(source, need.mask)?);
            }
        }
        let mut units = units.into_iter();
        for &(symbol, amount) in &need.symbols {
            for _ in 0..amount {
                match units.next() {
                    Some(unit) => payments.push(unit.for_symbol(symbol)),
                    None if need.life => payments.push(Payment::Life { symbol, amount: PHYREXIAN_LIFE }),
                    None => return None,
                }
            }
        }
    }
    crate::sort::by_key(&mut payments, Payment::symbol);
    Some(PaymentPlan { payments, costs: Vec::new() })
}

/// Why no payment exists, in a player's terms.
fn explain(cost: &ManaCost, asks: &[Ask], groups: &[Group], wallet: &Wallet<'_>) -> CannotPay {
    necessary(cost, asks, groups, wallet).unwrap_or_else(|| CannotPay {
        message: format!("cannot pay {cost}: no way of tapping the untapped sources pays every symbol (CR 601.2h)"),
    })
}

/// A necessary condition that fails, said in a player's terms: Hall's
/// condition on the types of mana (for every set of types, the symbols that
/// need one of them are no more than the units that can make one), then
/// snow, then the total. `None` when all hold (a payment may still not exist).
fn necessary(cost: &ManaCost, asks: &[Ask], groups: &[Group], wallet: &Wallet<'_>) -> Option<CannotPay> {
    let symbols = cost.symbols();
    let life_ok = wallet.life >= PHYREXIAN_LIFE as i32;
    let strict = |a: &Ask| match *a {
        Ask::Mana { mask, snow: false, amount } if mask != GENERIC => Some((mask, amount)),
        Ask::ManaOrLife { mask } if !life_ok => Some((mask, 1)),
        _ => None,
    };
    let mut best: Option<(u32, String)> = None;
    for subset in 1..=ANY_MANA {
        let demand: u64 = asks.iter().filter_map(strict).filter(|(m, _)| m & !subset == 0).map(|(_, a)| a).sum();
        if demand == 0 {
            continue;
        }
        let sources = groups.iter().filter(|g| g.mask & subset != 0 && !g.pool);
        let from_sources: u64 = sources.map(|g| g.capacity).sum();
        let from_pool: u64 = groups.iter().filter(|g| g.mask & subset != 0 && g.pool).map(|g| g.capacity).sum();
        if demand > from_sources + from_pool && best.as_ref().is_none_or(|(n, _)| subset.count_ones() < *n) {
            let needed: String = symbols
                .iter()
                .zip(asks)
                .filter(|(_, a)| strict(a).is_some_and(|(m, _)| m & !subset == 0))
                .map(|(s, _)| s.to_string())
                .collect();
            let mut message = format!(
                "needs {needed}; {from_sources} {} source{} untapped",
                describe_mask(subset),
                if from_sources == 1 { "" } else { "s" }
            );
            if from_pool > 0 {
                let _ = write!(message, " and {from_pool} such mana in the pool");
            }
            if !life_ok && asks.iter().any(|a| matches!(a, Ask::ManaOrLife { .. })) {
                let _ = write!(message, " (life {} is too little to pay 2 life, CR 119.4)", wallet.life);
            }
            best = Some((subset.count_ones(), message));
        }
    }
    if let Some((_, message)) = best {
        return Some(CannotPay { message });
    }
    // 106.6: mana that can't be spent to pay generic mana costs.
    let restricted: u64 = groups.iter().filter(|g| g.no_generic).map(|g| g.capacity).sum();
    if restricted > 0 {
        let generic: u64 = asks
            .iter()
            .map(|a| match *a {
                Ask::Mana { mask: GENERIC, amount, .. } => amount,
                _ => 0,
            })
            .fold(0, u64::saturating_add);
        // The restricted mana pays at most the other symbols.
        let other = minimum_units(asks, wallet.life).saturating_sub(generic);
        let open: u64 = groups.iter().filter(|g| !g.no_generic).map(|g| g.capacity).sum();
        if generic.saturating_add(other.saturating_sub(restricted)) > open {
            return Some(CannotPay {
                message: format!(
                    "needs {generic} generic mana and {other} other mana; {restricted} mana available can't be spent to pay generic mana costs (CR 106.6) and {open} other mana is available"
                ),
            });
        }
    }
    let snow_need = asks.iter().filter(|a| matches!(a, Ask::Mana { snow: true, .. })).count() as u64;
    let snow_have: u64 = groups.iter().filter(|g| g.snow).map(|g| g.capacity).sum();
    if snow_need > snow_have {
        return Some(CannotPay {
            message: format!(
                "needs {snow_need} mana from snow sources ({{S}}); {snow_have} snow source{} untapped (CR 107.4h)",
                if snow_have == 1 { "" } else { "s" }
            ),
        });
    }
    let minimum = minimum_units(asks, wallet.life);
    let have: u64 = groups.iter().map(|g| g.capacity).sum();
    if minimum > have {
        return Some(CannotPay {
            message: format!("needs {minimum} mana; {have} available from untapped sources and the pool (CR 601.2h)"),
        });
    }
    None
}

/// The fewest units of mana any payment of `asks` takes: each symbol's
/// amount (one for `{2/c}`), and one per Phyrexian symbol beyond what
/// `life` can pay at 2 life each (119.4).
fn minimum_units(asks: &[Ask], life: i32) -> u64 {
    let life_slots = if life >= PHYREXIAN_LIFE as i32 { u64::try_from(life).unwrap_or(0) / 2 } else { 0 };
    let mut phyrexian = 0u64;
    asks.iter()
        .map(|a| match *a {
            Ask::Mana { amount, .. } => amount,
            Ask::OneOrTwo { .. } => 1,
            Ask::ManaOrLife { .. } => {
                phyrexian += 1;
                0
            }
            Ask::Unpayable => 0,
        })
        .fold(0, u64::saturating_add)
        .saturating_add(phyrexian.saturating_sub(life_slots))
}

/// 601.2h. Whether `cost` (with X = `x`) can be paid from `wallet`: exactly
/// `solve(cost, x, wallet).is_ok()`, but without a plan's explanation when
/// there is too little mana in all, and without the flow when the greedy
/// pass finds a payment (what [`solve`] tries first too).
pub fn can_pay(cost: &ManaCost, x: u64, wallet: &Wallet<'_>) -> bool {
    let asks: Vec<Ask> = cost.symbols().iter().map(|&s| ask(s, x)).collect();
    if asks.contains(&Ask::Unpayable) {
        return false;
    }
    let offer = offer(wallet);
    // A necessary condition (a failure of it makes `necessary` refuse).
    if minimum_units(&asks, wallet.life) > offer.groups.iter().map(|g| g.capacity).sum() {
        return false;
    }
    greedy(&asks, &offer, wallet.life).is_some() || solve(cost, x, wallet).is_ok()
}

/// 601.2h. Checks that `plan` pays `cost` (with X = `x`) exactly from
/// `wallet`: every symbol paid as it asks, each source tapped once for
/// mana its abilities make, pool mana there, life enough (119.4).
pub fn check(
    cost: &ManaCost,
    x: u64,
    plan: &PaymentPlan,
    wallet: &Wallet<'_>,
) -> Result<CheckedPayment, InvalidPayment> {
    let bad = |message: String| Err(InvalidPayment { message });
    let symbols = cost.symbols();
    // Per symbol: the mana (type, snow), the life paid and the masks of the
    // objects paying instead of mana.
    let mut paid: Vec<(Vec<ManaType>, bool, u32, Vec<ManaTypes>)> =
        vec![(Vec::new(), true, 0, Vec::new()); symbols.len()];
    let mut tapped: Vec<(ObjectId, PaidBy)> = Vec::new();
    let mut exiled: Vec<ObjectId> = Vec::new();
    let mut per_source: Vec<(ObjectId, Vec<ManaType>)> = Vec::new();
    let mut from_pool: Vec<(ManaType, bool)> = Vec::new();
    let mut life: u64 = 0;
    if plan.payments.len() > 100_000 {
        return bad(format!("the plan has {} payments; at most 100000 are accepted", plan.payments.len()));
    }
    for p in &plan.payments {
        let i = p.symbol();
        let Some(entry) = paid.get_mut(i) else {
            return bad(format!("a payment is for symbol {i}, but {cost} has {} symbols", symbols.len()));
        };
        match *p {
            Payment::Mana { source: Some(id), mana, .. } => {
                let Some(src) = wallet.sources.iter().find(|s| s.id == id) else {
                    return bad(format!(
                        "object {id} is not an untapped permanent you control that can be tapped for mana now (CR 605.3a, 302.6)"
                    ));
                };
                entry.0.push(mana);
                entry.1 &= src.snow;
                match per_source.iter_mut().find(|(s, _)| *s == id) {
                    Some((_, list)) => list.push(mana),
                    None => per_source.push((id, vec![mana])),
                }
            }
            Payment::Mana { source: None, mana, snow, .. } => {
                entry.0.push(mana);
                entry.1 &= snow;
                from_pool.push((mana, snow));
            }
            Payment::Life { amount, .. } => {
                entry.2 = entry.2.saturating_add(amount);
                life = life.saturating_add(u64::from(amount));
            }
            Payment::Tap { object, .. } | Payment::Exile { object, .. } => {
                let exile = matches!(p, Payment::Exile { .. });
                let Some(alt) = wallet.alternatives.iter().find(|a| a.id == object && (a.by == PaidBy::Delve) == exile)
                else {
                    return bad(if exile {
                        format!(
                            "object {object} is not a card in your graveyard that this spell can exile to pay for it: only a spell with delve can (CR 702.66a)"
                        )
                    } else {
                        format!(
                            "object {object} is not an untapped creature (convoke) or artifact (improvise) you control that can pay for this spell (CR 702.51a, 702.126a)"
                        )
                    });
                };
                if tapped.iter().any(|(t, _)| *t == object) || exiled.contains(&object) {
                    return bad(format!("object {object} pays for more than one mana (CR {})", alt.by.rule()));
                }
                if exile {
                    exiled.push(object);
                } else {
                    tapped.push((object, alt.by));
                }
                let colors = if alt.by == PaidBy::Convoke { alt.colors & ANY_MANA & !ManaType::C.bit() } else { 0 };
                entry.1 = false;
                entry.3.push(ALT | colors);
            }
        }
    }
    if let Some((id, by)) = tapped.iter().find(|(id, _)| per_source.iter().any(|(s, _)| s == id)) {
        return bad(format!("object {id} is tapped for mana and to pay by {by:?} at once (CR {})", by.rule()));
    }
    for (i, (symbol, (mana, snow, life_paid, alts))) in symbols.iter().zip(&paid).enumerate() {
        let n = (mana.len() + alts.len()) as u64;
        let all_in = |mask: ManaTypes| {
            mana.iter().all(|t| mask & t.bit() != 0) && alts.iter().all(|m| m & mask != 0 && mask != ANY_MANA)
        };
        let ok = match ask(*symbol, x) {
            Ask::Mana { mask, snow: need_snow, amount } => {
                *life_paid == 0 && n == amount && all_in(mask) && (!need_snow || *snow)
            }
            Ask::ManaOrLife { mask } => {
                (*life_paid == 0 && n == 1 && all_in(mask)) || (*life_paid == PHYREXIAN_LIFE && n == 0)
            }
            Ask::OneOrTwo { mask } => *life_paid == 0 && ((n == 1 && all_in(mask)) || (n == 2 && all_in(ANY_MANA))),
            Ask::Unpayable => false,
        };
        if !ok {
            let mut given: String = mana.iter().map(ToString::to_string).collect();
            if !alts.is_empty() {
                let _ = write!(given, "{} object(s) tapped or exiled", alts.len());
            }
            let life_text = if *life_paid > 0 { format!(" and {life_paid} life") } else { String::new() };
            let given = if given.is_empty() && life_text.is_empty() { "nothing".to_string() } else { given };
            return bad(format!(
                "symbol {i} ({symbol}) of {cost} is paid with {given}{life_text}, which does not pay it (CR 107.4, 601.2h)"
            ));
        }
    }
    if life > 0 && (wallet.life < 0 || life > u64::from(wallet.life.unsigned_abs())) {
        return bad(format!("the plan pays {life} life, but the life total is {} (CR 119.4)", wallet.life));
    }
    // 106.6: mana that can't be spent to pay generic mana costs pays no
    // generic symbol (nor `{X}`, nor the two mana of `{2/c}`).
    let generic: Vec<bool> = symbols
        .iter()
        .zip(&paid)
        .map(|(&symbol, entry)| match ask(symbol, x) {
            Ask::Mana { mask, .. } => mask == GENERIC,
            Ask::OneOrTwo { .. } => entry.0.len() + entry.3.len() == 2,
            Ask::ManaOrLife { .. } | Ask::Unpayable => false,
        })
        .collect();
    let mut no_generic_spent = super::state::ManaCounts::default();
    // Pool mana by type: (paying generic symbols, paying others).
    let mut from_pool_by = [(0u32, 0u32); 6];
    for p in &plan.payments {
        let Payment::Mana { symbol, source, mana, .. } = *p else { continue };
        let generic = generic.get(symbol).copied().unwrap_or(false);
        let restricted = source.is_some_and(|id| wallet.sources.iter().any(|s| s.id == id && s.no_generic));
        if generic && let Some(id) = source.filter(|_| restricted) {
            return bad(format!(
                "object {id}'s mana can't be spent to pay generic mana costs, and symbol {symbol} of {cost} is generic (CR 106.6)"
            ));
        }
        if restricted {
            let n = no_generic_spent.get_mut(mana);
            *n = n.saturating_add(1);
        }
        if source.is_none()
            && let Some(by) = from_pool_by.get_mut(mana as usize)
        {
            let n = if generic { &mut by.0 } else { &mut by.1 };
            *n = n.saturating_add(1);
        }
    }
    for (t, (on_generic, other)) in ManaType::ALL.into_iter().zip(from_pool_by) {
        let restricted = wallet.pool.no_generic.get(t);
        let open = wallet.pool.mana.get(t).saturating_sub(restricted);
        if on_generic > open {
            return bad(format!(
                "the plan pays generic mana with {on_generic} {t} from the pool, but only {open} of it can pay generic mana costs (CR 106.6)"
            ));
        }
        let n = no_generic_spent.get_mut(t);
        *n = n.saturating_add(other.min(restricted));
    }
    // Each source: one activation whose bundle holds what is asked of it.
    let mut taps = Vec::with_capacity(per_source.len());
    let mut source_costs = Vec::new();
    let mut no_generic = super::state::ManaCounts::default();
    for (id, asked) in per_source {
        let Some(src) = wallet.sources.iter().find(|s| s.id == id) else {
            return bad(format!("object {id} cannot be tapped for mana now"));
        };
        match activation_for(src, &asked) {
            Some((bundle, cost)) => {
                if src.no_generic {
                    for &t in &bundle {
                        let n = no_generic.get_mut(t);
                        *n = n.saturating_add(1);
                    }
                }
                taps.push((id, bundle));
                source_costs.extend(cost);
            }
            None => {
                let asked: String = asked.iter().map(ToString::to_string).collect();
                let can: Vec<String> =
                    src.bundles.iter().map(|b| b.iter().map(ToString::to_string).collect()).collect();
                return bad(format!(
                    "object {id} is asked for {asked} from one tap, but it makes {} (CR 605)",
                    can.join(" or ")
                ));
            }
        }
    }
    // Pool mana there.
    for t in ManaType::ALL {
        let want_all = from_pool.iter().filter(|(m, _)| *m == t).count() as u64;
        let want_snow = from_pool.iter().filter(|(m, s)| *m == t && *s).count() as u64;
        let have_all = u64::from(wallet.pool.mana.get(t));
        let have_snow = u64::from(wallet.pool.from_snow.get(t)).min(have_all);
        if want_all > have_all || want_snow > have_snow {
            return bad(format!(
                "the plan spends {want_all} {t} from the pool ({want_snow} of it snow), but the pool has {have_all} ({have_snow} snow) (CR 106.4)"
            ));
        }
    }
    let mut spent: Vec<(ManaType, bool)> = from_pool;
    for p in &plan.payments {
        if let Payment::Mana { source: Some(id), mana, .. } = *p {
            spent.push((mana, wallet.sources.iter().any(|s| s.id == id && s.snow)));
        }
    }
    let life = u32::try_from(life).unwrap_or(u32::MAX);
    Ok(CheckedPayment { taps, spent, life, tapped, exiled, source_costs, no_generic, no_generic_spent })
}
