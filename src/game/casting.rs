//! 601.2. Casting a spell: timing (117.1a), the casting methods a card
//! offers (normal, prototyped 702.160, prowl 702.76), the total cost
//! (601.2f), paying it (601.2g–h) and putting the spell on the stack.

use super::activation::Checked;
use super::cast_options::{Reason, has_x};
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::payment::{self, CheckedPayment, PaymentPlan};
use super::state::{CastMethod, Damaged, GameObject, ManaType, Step, TriggerKind};
use super::targets::{Target, Targeter};
use super::turn::Watched;
use super::{Game, MAX_X};
use crate::card::{CardType, CastAs, Characteristics, SubtypeKind, View, Zone};
use crate::color::ColorSet;
use crate::counter::CounterKind;
use crate::mana::{ManaCost, ManaSymbol};
use crate::text::{
    Ability, CostCount, CostPart, KeywordAbility, Mode, ModeCount, ObjectFilter, StaticAbility, Trigger,
};

/// A proposed cast, judged: the total cost, the spell's characteristics on
/// the stack, and every reason it cannot be cast (payment aside).
pub(crate) struct Evaluation {
    pub(crate) cost: Option<ManaCost>,
    pub(crate) characteristics: std::sync::Arc<Characteristics>,
    pub(crate) reasons: Vec<Reason>,
}

/// 702.73a, 702.76a. Whether two sets of creature types share one.
fn share_creature_type(a: &[&str], a_every: bool, b: &[&str], b_every: bool) -> bool {
    match (a_every, b_every) {
        (true, true) => true,
        (true, false) => !b.is_empty(),
        (false, true) => !a.is_empty(),
        (false, false) => a.iter().any(|x| b.iter().any(|y| x.eq_ignore_ascii_case(y))),
    }
}

/// 601.2f. A cost with its generic mana reduced by `n`; colored, colorless
/// and other requirements are not reduced, and a cost reduced to nothing is
/// `{0}`.
pub(crate) fn reduce_generic(cost: &ManaCost, n: u32) -> ManaCost {
    let mut left = n;
    let mut symbols = Vec::with_capacity(cost.symbols().len());
    for symbol in cost.symbols() {
        match *symbol {
            ManaSymbol::Generic { amount } => {
                let cut = amount.min(left);
                left -= cut;
                if amount > cut {
                    symbols.push(ManaSymbol::Generic { amount: amount - cut });
                }
            }
            other => symbols.push(other),
        }
    }
    if symbols.is_empty() && !cost.is_none() {
        symbols.push(ManaSymbol::Generic { amount: 0 });
    }
    ManaCost::from_symbols(symbols)
}

/// 107.3, 601.2f. `cost` with each `{X}` as `x` generic mana (the total
/// cost once X is announced).
fn x_as_generic(cost: &ManaCost, x: u32) -> ManaCost {
    let xs = u32::try_from(cost.symbols().iter().filter(|s| s.is_x()).count()).unwrap_or(u32::MAX);
    let rest = ManaCost::from_symbols(cost.symbols().iter().copied().filter(|s| !s.is_x()).collect());
    increase_generic(&rest, x.saturating_mul(xs))
}

/// 601.2f. A cost with `n` more generic mana: added to its generic symbol,
/// or a new one after its `{X}`s.
pub(crate) fn increase_generic(cost: &ManaCost, n: u32) -> ManaCost {
    let mut symbols = cost.symbols().to_vec();
    match symbols.iter_mut().find_map(|s| match s {
        ManaSymbol::Generic { amount } => Some(amount),
        _ => None,
    }) {
        Some(amount) => *amount = amount.saturating_add(n).min(crate::mana::MAX_GENERIC),
        None => {
            let at = symbols.iter().take_while(|s| matches!(s, ManaSymbol::Variable { .. })).count();
            symbols.insert(at, ManaSymbol::Generic { amount: n.min(crate::mana::MAX_GENERIC) });
        }
    }
    ManaCost::from_symbols(symbols)
}

/// 118.14, 609.4b. `cost` as it is paid when "mana of any type can be spent":
/// each symbol that asks for one mana of a type (a color, colorless, hybrid)
/// asks for one mana of any type, one generic mana; the cost itself (its
/// mana value) is unchanged. TODO(CR 107.4f): a Phyrexian symbol's 2 life.
fn payable_with_any_type(cost: &ManaCost) -> ManaCost {
    let mut kept = Vec::with_capacity(cost.symbols().len());
    let mut any = 0u32;
    for &symbol in cost.symbols() {
        match symbol {
            ManaSymbol::Colored { .. }
            | ManaSymbol::Colorless
            | ManaSymbol::Hybrid { .. }
            | ManaSymbol::MonocoloredHybrid { .. }
            | ManaSymbol::ColorlessHybrid { .. }
            | ManaSymbol::Phyrexian { .. }
            | ManaSymbol::HybridPhyrexian { .. }
            | ManaSymbol::ColorlessPhyrexian => any = any.saturating_add(1),
            ManaSymbol::Generic { .. }
            | ManaSymbol::Variable { .. }
            | ManaSymbol::Snow
            | ManaSymbol::Half { .. }
            | ManaSymbol::Infinity => kept.push(symbol),
        }
    }
    match any {
        0 => cost.clone(),
        _ => increase_generic(&ManaCost::from_symbols(kept), any),
    }
}

/// 601.2f, 700.2h. Two costs added: `more`'s generic mana joins `cost`'s,
/// its other symbols follow.
fn add_costs(cost: &ManaCost, more: &ManaCost) -> ManaCost {
    more.symbols().iter().fold(cost.clone(), |acc, symbol| match *symbol {
        ManaSymbol::Generic { amount } => increase_generic(&acc, amount),
        other => ManaCost::from_symbols(acc.symbols().iter().copied().chain([other]).collect()),
    })
}

/// 118.9, 702.34a. The mana part of an alternative cost; `{0}` when it has
/// none ("Flashback—Sacrifice a Mountain", "exile a blue card from your hand").
fn mana_or_zero(cost: &crate::text::Cost) -> ManaCost {
    cost.mana().cloned().unwrap_or_else(|| ManaCost::from_symbols(vec![ManaSymbol::Generic { amount: 0 }]))
}

/// What a cast action chose (601.2b–c, 601.2h): targets, modes, and the
/// objects its additional cost sacrifices, discards or exiles.
pub(crate) struct Chosen<'a> {
    pub(crate) targets: &'a [Target],
    pub(crate) modes: &'a [usize],
    pub(crate) choices: &'a [ObjectId],
    /// 601.2d. Each chosen target's share of what the spell distributes.
    pub(crate) division: &'a [u32],
}

impl Game {
    /// 601.2b, 118.8. The additional cost of a spell ("As an additional cost
    /// to cast this spell, …"), if its card has one.
    pub(crate) fn additional_cost_of(&self, object: &GameObject) -> Option<&crate::text::Cost> {
        self.abilities_of(object).iter().find_map(|a| match a {
            Ability::Static { ability: StaticAbility::AdditionalCost { cost } } => Some(cost),
            _ => None,
        })
    }

    /// 601.2f–h, 118.8, 702.34a. The parts of a spell's cost other than
    /// mana, in the order paid: its additional cost's, then, cast with
    /// flashback or an alternative cost (118.9), that cost's ("Sacrifice a
    /// Mountain", "Pay 3 life", "exile a blue card from your hand").
    pub(crate) fn spell_cost_parts<'a>(
        &'a self,
        object: &GameObject,
        method: CastMethod,
    ) -> impl Iterator<Item = &'a CostPart> + 'a {
        let card = self.entry(object).ok().map(|e| &e.card);
        let flashback = match method {
            CastMethod::Flashback => card.and_then(|c| c.flashback()),
            CastMethod::Escape => self.escape_cost(object).map(|(cost, _)| cost),
            CastMethod::JumpStart => self.jump_start_cost(object),
            CastMethod::Alternative => card.and_then(|c| c.alternative_cost()).map(|(cost, _, _)| cost),
            CastMethod::Evoke => card.and_then(|c| c.evoke()),
            CastMethod::Dash => card.and_then(|c| c.dash()),
            CastMethod::Blitz => card.and_then(|c| c.blitz()),
            CastMethod::Overload => card.and_then(|c| c.overload()),
            CastMethod::Cleave => card.and_then(|c| c.cleave()),
            CastMethod::Casualty => card.and_then(|c| c.casualty()),
            CastMethod::Replicated { .. } => None,
            CastMethod::Bargained => card.and_then(|c| c.bargain()),
            CastMethod::OptionalCostPaid => card.and_then(|c| c.optional_additional_cost()),
            CastMethod::Disturb
            | CastMethod::Mutate
            | CastMethod::BackFace
            | CastMethod::Normal
            | CastMethod::Prototype
            | CastMethod::Prowl
            | CastMethod::Transformed
            | CastMethod::Kicked
            | CastMethod::Sneak { .. }
            | CastMethod::Adventure
            | CastMethod::SplitHalf { .. }
            | CastMethod::Fused
            | CastMethod::Plotted
            | CastMethod::Foretold
            | CastMethod::Miracle
            | CastMethod::WithoutPayingManaCost => None,
        };
        self.additional_cost_of(&as_cast(object, method))
            .into_iter()
            .flat_map(|c| &c.parts)
            .chain(flashback.into_iter().flat_map(|c| &c.parts).filter(|p| !matches!(p, CostPart::Mana { .. })))
    }

    /// 601.2h, 118.8. Why the costs of a spell other than mana (its
    /// additional cost, a flashback cost's other parts) cannot be paid by
    /// `caster` now: too few objects to sacrifice, discard, exile or tap, or
    /// too little life.
    fn additional_cost_reasons(&self, caster: PlayerId, object: &GameObject, method: CastMethod) -> Vec<Reason> {
        let mut reasons = Vec::new();
        for part in self.spell_cost_parts(object, method) {
            // 601.2b: one of the parts, whichever can be paid.
            let mut each = match part {
                CostPart::Either { parts } => parts.iter(),
                _ => std::slice::from_ref(part).iter(),
            }
            .map(|p| self.part_reason(caster, object, p));
            if let Some(Some(first)) = each.next().filter(|r| r.is_some() && each.all(|r| r.is_some())) {
                reasons.push(first);
            }
        }
        reasons
    }

    /// 601.2h, 118.8. Why `caster` cannot pay `part` of a spell's cost now:
    /// too few objects to choose from, or too little life.
    fn part_reason(&self, caster: PlayerId, object: &GameObject, part: &CostPart) -> Option<Reason> {
        let (count, verb) = match part {
            CostPart::Sacrifice { count, .. } => (*count, "sacrifice"),
            CostPart::Discard { count, .. } => (*count, "discard"),
            CostPart::Exile { count, .. } | CostPart::ExileMaterials { count, .. } => (*count, "exile"),
            CostPart::TapUntapped { count, .. } => (*count, "tap"),
            CostPart::ReturnToHand { count, .. } => (*count, "return"),
            // 701.59b: not a choice when the graveyard's cards fall short.
            CostPart::CollectEvidence { amount } => {
                let cards = self.cost_candidates(caster, object.id, part);
                let total: u64 = cards.iter().map(|&c| self.card_mana_value(c)).sum();
                return (total < u64::from(*amount)).then(|| {
                    Reason::new(
                        "cannot_collect_evidence",
                        "701.59b",
                        format!("collecting evidence {amount} needs cards with total mana value {amount} or greater in your graveyard; they total {total}"),
                    )
                });
            }
            CostPart::PayLife { amount } => {
                let life = self.state.player(caster).map_or(0, |p| p.life);
                return (i64::from(life) < i64::from(*amount)).then(|| {
                    Reason::new(
                        "cannot_pay_life",
                        "119.4",
                        format!("paying {amount} life needs a life total of at least {amount}; it is {life}"),
                    )
                });
            }
            _ => return None,
        };
        let have = self.cost_candidates(caster, object.id, part).len();
        (have < count as usize).then(|| {
            Reason::new(
                "cannot_pay_additional_cost",
                "601.2h",
                format!("the spell's cost says to {verb} {count}; you have {have} to choose from"),
            )
        })
    }

    /// 601.2h. The choices of objects for the costs of a spell other than
    /// mana cast with `method` (one set per choice, at most
    /// [`MAX_TARGET_CHOICES`](super::targets::MAX_TARGET_CHOICES)); one empty
    /// set for a spell with no such cost.
    pub(crate) fn additional_cost_choices(
        &self,
        caster: PlayerId,
        object: &GameObject,
        method: CastMethod,
    ) -> Vec<Vec<ObjectId>> {
        let mut sets: Vec<Vec<ObjectId>> = vec![Vec::new()];
        for part in self.spell_cost_parts(object, method) {
            // 601.2b: "discard a card or pay 3 life": nothing chosen (the second part, if payable) or the first's objects.
            let (part, keep) = match part {
                CostPart::Either { parts } => match (parts.first(), parts.get(1)) {
                    (Some(first), Some(second)) => (first, self.part_reason(caster, object, second).is_none()),
                    _ => continue,
                },
                part => (part, false),
            };
            // 701.59a: the graveyard's cards in order, until their total mana value is N or greater.
            if let CostPart::CollectEvidence { amount } = part {
                for set in &mut sets {
                    let mut total: u64 = 0;
                    for c in self.cost_candidates(caster, object.id, part) {
                        if total >= u64::from(*amount) {
                            break;
                        }
                        let value = self.card_mana_value(c);
                        if value > 0 && !set.contains(&c) {
                            total = total.saturating_add(value);
                            set.push(c);
                        }
                    }
                }
                continue;
            }
            let count = match part {
                CostPart::Sacrifice { count, .. }
                | CostPart::Discard { count, .. }
                | CostPart::Exile { count, .. }
                | CostPart::ExileMaterials { count, .. }
                | CostPart::ReturnToHand { count, .. }
                | CostPart::TapUntapped { count, .. } => *count,
                _ => continue,
            };
            let candidates = self.cost_candidates(caster, object.id, part);
            let mut next = if keep { sets.clone() } else { Vec::new() };
            for set in &sets {
                // Each choice of `count` objects, in the candidates' order.
                let mut picks: Vec<Vec<ObjectId>> = vec![Vec::new()];
                for _ in 0..count {
                    picks = picks
                        .into_iter()
                        .flat_map(|p| {
                            let after =
                                p.last().and_then(|l| candidates.iter().position(|c| c == l)).map_or(0, |i| i + 1);
                            candidates[after.min(candidates.len())..]
                                .iter()
                                .filter(|c| !set.contains(c))
                                .map(move |&c| {
                                    let mut q = p.clone();
                                    q.push(c);
                                    q
                                })
                                .collect::<Vec<_>>()
                        })
                        .take(super::targets::MAX_TARGET_CHOICES)
                        .collect();
                }
                next.extend(picks.into_iter().map(|p| set.iter().copied().chain(p).collect::<Vec<_>>()));
            }
            sets = next;
            sets.truncate(super::targets::MAX_TARGET_CHOICES);
        }
        sets
    }

    /// 700.2. The spell ability of a modal spell, if the object's card has
    /// one: how many modes its controller chooses now (601.2b: more when a
    /// "… as you cast this spell, you may choose two instead" condition
    /// holds for them) and the modes.
    /// For a triggered ability on the stack: its modes if it is modal (700.2b).
    pub(crate) fn modal_of(&self, object: &GameObject) -> Option<(ModeCount, &[Mode])> {
        if let Some(ability) = &object.ability {
            return match self.abilities_of(object).get(ability.kind.ability_index()?)? {
                Ability::Triggered { modal: Some(modal), .. } => Some((modal.choose, modal.modes.as_slice())),
                _ => None,
            };
        }
        self.abilities_of(object).iter().find_map(|a| match a {
            Ability::ModalSpell { choose, modes, more } => {
                let mut choose = *choose;
                if let Some(more) = more
                    && self.static_condition_holds(&more.condition, object.controller)
                {
                    choose.max = more.max;
                }
                Some((choose, modes.as_slice()))
            }
            _ => None,
        })
    }

    /// 601.2b, 700.2, 700.2d. Checks the modes announced for casting
    /// `object`: none for a spell that is not modal; for a modal one, as many
    /// as it says, each once. Returns them in printed order.
    pub(crate) fn check_modes(&self, object: &GameObject, modes: &[usize]) -> Result<Vec<usize>, RulesError> {
        let illegal = |code, rule, message: String| RulesError::Illegal { code, rule, message };
        let Some((choose, all)) = self.modal_of(object) else {
            if modes.is_empty() {
                return Ok(Vec::new());
            }
            return Err(illegal("not_modal", "700.2", format!("'{}' is not modal: it has no modes", object.card)));
        };
        let mut chosen = modes.to_vec();
        crate::sort::ascending(&mut chosen);
        if let Some(&m) = chosen.iter().find(|&&m| m >= all.len()) {
            let n = all.len();
            return Err(illegal(
                "unknown_mode",
                "700.2",
                format!("'{}' has {n} modes (0 to {}); {m} is none", object.card, n - 1),
            ));
        }
        if chosen.windows(2).any(|w| w[0] == w[1]) {
            return Err(illegal("mode_chosen_twice", "700.2d", "a mode cannot be chosen more than once".into()));
        }
        let n = chosen.len() as u32;
        if n < choose.min || n > choose.max {
            let wanted = if choose.min == choose.max {
                format!("{}", choose.min)
            } else {
                format!("{} to {}", choose.min, choose.max)
            };
            return Err(illegal(
                "wrong_number_of_modes",
                "700.2",
                format!("choose {wanted} mode(s) of '{}'; {n} were chosen", object.card),
            ));
        }
        Ok(chosen)
    }

    /// 700.2a. Whether each mode of a modal spell could be chosen by
    /// `caster` now (each target it asks for has a legal choice), and why not.
    pub(crate) fn mode_reasons(
        &self,
        caster: PlayerId,
        object: &GameObject,
        colors: crate::color::ColorSet,
    ) -> Vec<Vec<Reason>> {
        let Some((_, modes)) = self.modal_of(object) else { return Vec::new() };
        let by = Targeter { ability: None, controller: caster, colors, object: None, x: 0 };
        modes
            .iter()
            .map(|mode| {
                let specs: Vec<_> = mode.effects.iter().filter_map(crate::text::Effect::target).collect();
                self.check_targets_available(&specs, &by).err().into_iter().collect()
            })
            .collect()
    }

    /// The static abilities of the permanents `player` controls that act on
    /// the spells they cast (601.2f, 702.76a), with their sources.
    pub(crate) fn spell_statics(&self, player: PlayerId) -> impl Iterator<Item = (&GameObject, &StaticAbility)> {
        self.state
            .battlefield
            .iter()
            .filter_map(|&id| self.state.object(id))
            .filter(move |o| {
                o.controller == player
                    && self.entry(o).is_ok_and(|e| e.spell_statics.get(o.face.unwrap_or(0)).copied().unwrap_or(false))
            })
            .flat_map(|o| {
                self.abilities_of(o).iter().filter_map(move |a| match a {
                    Ability::Static {
                        ability:
                            ability @ (StaticAbility::CostReduction { .. }
                            | StaticAbility::GrantProwl { .. }
                            | StaticAbility::GrantEscape { .. }
                            | StaticAbility::GrantJumpStart { .. }),
                    } => Some((o, ability)),
                    _ => None,
                })
            })
    }

    /// 702.138a. The escape cost of a card: its own escape ability's, else
    /// the parts a permanent of its owner's granting escape adds to the
    /// card's mana cost (Underworld Breach), with whether that cost is the
    /// card's own (its mana in it) or granted (the mana cost added).
    /// TODO(CR 601.2b): a card with its own escape and a granted one offers only its own.
    pub(crate) fn escape_cost<'a>(&'a self, object: &GameObject) -> Option<(&'a crate::text::Cost, bool)> {
        let card = &self.entry(object).ok()?.card;
        if let Some(cost) = card.escape() {
            return Some((cost, true));
        }
        self.granted_graveyard_cost(object, |a| match a {
            StaticAbility::GrantEscape { cards, cost } => Some((cards, cost)),
            _ => None,
        })
        .map(|cost| (cost, false))
    }

    /// 702.133a. The additional cost (discard a card) of casting a card in
    /// its owner's graveyard with the jump-start a permanent of theirs grants
    /// it (Niv-Mizzet, Supreme), if one does.
    pub(crate) fn jump_start_cost<'a>(&'a self, object: &GameObject) -> Option<&'a crate::text::Cost> {
        if object.zone != Zone::Graveyard {
            return None;
        }
        self.granted_graveyard_cost(object, |a| match a {
            StaticAbility::GrantJumpStart { cards, cost } => Some((cards, cost)),
            _ => None,
        })
    }

    /// 702.138a, 702.133a. The cost of the first grant `grant` reads (its
    /// cards and cost) among the spell statics of the card's owner's
    /// permanents whose cards match the card: escape's or jump-start's.
    fn granted_graveyard_cost<'a>(
        &'a self,
        object: &GameObject,
        grant: fn(&StaticAbility) -> Option<(&crate::text::ObjectFilter, &crate::text::Cost)>,
    ) -> Option<&'a crate::text::Cost> {
        // Only a game with a card granting escape or jump-start looks at its permanents for one.
        if !self.watches.has(Watched::GraveyardCastGranted) {
            return None;
        }
        let mut grants =
            self.spell_statics(object.owner).filter_map(|(source, a)| Some((source, a, grant(a)?))).peekable();
        // The card's characteristics only when a permanent grants one (most games have none).
        grants.peek()?;
        let c = self.characteristics_of(object).ok()?;
        let (_ability, cost) = grants.find_map(|(source, ability, (cards, cost))| {
            Self::filter_matches(cards, object, &c, c.power, c.toughness, source.id, object.owner)
                .then_some((ability, cost))
        })?;
        crate::executed!(static _ability);
        Some(cost)
    }

    /// 702.76a. The prowl cost a permanent of `caster`'s gives this spell
    /// ("Dinosaur spells you cast have prowl {2}{R}"), if any.
    fn granted_prowl(&self, caster: PlayerId, object: &GameObject, spell: &Characteristics) -> Option<ManaCost> {
        self.spell_statics(caster).find_map(|(source, ability)| match ability {
            StaticAbility::GrantProwl { spells, cost }
                if Self::filter_matches(spells, object, spell, spell.power, spell.toughness, source.id, caster) =>
            {
                crate::executed!(static ability);
                Some(cost.clone())
            }
            _ => None,
        })
    }

    /// 117.1a, 702.8a. Whether `caster` may cast a spell with these
    /// characteristics any time they could cast an instant: an instant, a
    /// card with flash (`flash`), or a sorcery while they may cast sorceries
    /// as though they had flash (611.2a, Teferi, Time Raveler's +1) — unless
    /// an opponent's permanent lets them cast spells only any time they could
    /// cast a sorcery (307.5; 101.2: the restriction wins).
    pub(crate) fn at_instant_speed(&self, caster: PlayerId, characteristics: &Characteristics, flash: bool) -> bool {
        let types = characteristics.types;
        let sorcery_flash = types.contains(CardType::Sorcery) && self.state.sorceries_as_though_flash.contains(&caster);
        (types.contains(CardType::Instant) || flash || sorcery_flash) && !self.only_as_a_sorcery(caster)
    }

    /// 101.2. Whether a permanent on the battlefield has the prohibition
    /// `prohibition` (Grafdigger's Cage's).
    pub(crate) fn prohibited(&self, prohibition: &StaticAbility) -> bool {
        if !self.watches.has(Watched::GraveyardsAndLibrariesLocked) {
            return false;
        }
        let has = |a: &Ability| matches!(a, Ability::Static { ability } if ability == prohibition);
        let found =
            self.state.objects_in(&self.state.battlefield).flatten().any(|o| self.abilities_of(o).iter().any(has));
        if found {
            crate::executed!(static prohibition);
        }
        found
    }

    /// 307.5. Whether a permanent of an opponent of `caster` says "Each
    /// opponent can cast spells only any time they could cast a sorcery."
    pub(crate) fn only_as_a_sorcery(&self, caster: PlayerId) -> bool {
        if !self.watches.has(Watched::SorceryTimingOnly) {
            return false;
        }
        let restricts =
            |a: &Ability| matches!(a, Ability::Static { ability: StaticAbility::OpponentsCastOnlyAsSorcery });
        let found = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .any(|o| self.state.are_opponents(o.controller, caster) && self.abilities_of(o).iter().any(restricts));
        if found {
            crate::executed!(static &StaticAbility::OpponentsCastOnlyAsSorcery);
        }
        found
    }

    /// 601.3, 101.2. Why `caster` can't cast another spell this turn ("Each
    /// player can't cast more than one spell each turn.", or "… one
    /// noncreature spell …" when the spell is `noncreature`), if a permanent
    /// says so.
    fn cast_limit_reason(&self, caster: PlayerId, noncreature: bool) -> Option<Reason> {
        let player = self.state.player(caster);
        // 101.2: "Your opponents can't cast noncreature spells this turn." (Ranger-Captain of Eos).
        if noncreature && player.is_some_and(|p| p.noncreature_spells_forbidden) {
            let message = format!("{caster} can't cast noncreature spells this turn: an opponent's effect forbids it");
            return Some(Reason::new("cast_prohibited", "101.2", message));
        }
        let (spells, noncreature_spells) = player.map_or((0, 0), |p| (p.spells_cast, p.noncreature_spells_cast));
        let (most, counted) = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .filter(|o| self.entry(o).is_ok_and(|e| e.spell_statics.get(o.face.unwrap_or(0)).copied().unwrap_or(false)))
            .flat_map(|o| self.abilities_of(o))
            .filter_map(|a| match a {
                Ability::Static { ability: StaticAbility::SpellsPerTurn { most, noncreature: only } }
                    if (noncreature || !*only) && if *only { noncreature_spells } else { spells } >= *most =>
                {
                    crate::executed!(each[a]);
                    Some((*most, (if *only { noncreature_spells } else { spells }, *only)))
                }
                _ => None,
            })
            .min()?;
        let (cast, only) = counted;
        let kind = if only { "noncreature spell(s)" } else { "spell(s)" };
        Some(Reason::new(
            "cast_limit",
            "601.3",
            format!("{caster} cast {cast} {kind} this turn; a permanent allows {most} each turn"),
        ))
    }

    /// 601.2f. The total cost: `cost` with the generic mana the cost
    /// increases of every player's permanents add ("Noncreature spells cost
    /// {1} more to cast"), less what the cost reductions of `caster`'s
    /// permanents and the spell's own take off ("This spell costs {1} less to
    /// cast for each …", affinity 702.41a). Only generic mana is reduced.
    fn total_cost(&self, caster: PlayerId, object: &GameObject, spell: &Characteristics, cost: ManaCost) -> ManaCost {
        let more: u32 = self
            .state
            .battlefield
            .iter()
            .filter_map(|&id| self.state.object(id))
            .filter(|o| self.entry(o).is_ok_and(|e| e.spell_statics.get(o.face.unwrap_or(0)).copied().unwrap_or(false)))
            .flat_map(|o| self.abilities_of(o).iter().map(move |a| (o, a)))
            .filter_map(|(source, a)| match a {
                Ability::Static { ability: StaticAbility::CostIncrease { spells, generic } }
                    if Self::filter_matches(
                        spells,
                        object,
                        spell,
                        spell.power,
                        spell.toughness,
                        source.id,
                        source.controller,
                    ) =>
                {
                    crate::executed!(each[a]);
                    Some(*generic)
                }
                // 601.2i: the spells the caster cast this turn, this one not yet among them.
                Ability::Static { ability: StaticAbility::CostIncreasePerSpellCastThisTurn { generic } } => {
                    crate::executed!(each[a]);
                    let cast = self.state.player(caster).map_or(0, |p| p.spells_cast);
                    Some(generic.saturating_mul(cast))
                }
                _ => None,
            })
            .fold(0u32, u32::saturating_add);
        let from_permanents: u32 = self
            .spell_statics(caster)
            .filter_map(|(source, ability)| match ability {
                StaticAbility::CostReduction { spells, generic }
                    if Self::filter_matches(spells, object, spell, spell.power, spell.toughness, source.id, caster) =>
                {
                    crate::executed!(static ability);
                    Some(*generic)
                }
                _ => None,
            })
            .fold(0u32, u32::saturating_add);
        let less = from_permanents.saturating_add(self.self_reduction(caster, object, spell.colors));
        let cost = if more == 0 { cost } else { increase_generic(&cost, more) };
        if less == 0 { cost } else { reduce_generic(&cost, less) }
    }

    /// 601.2f, 702.41a. The generic mana a spell's own abilities take off
    /// its cost as `caster` casts it: affinity for a card type ({1} less for
    /// each permanent of that type they control) and "This spell costs {N}
    /// less to cast for each …".
    fn self_reduction(&self, caster: PlayerId, object: &GameObject, colors: ColorSet) -> u32 {
        let mut less = 0u32;
        for ability in self.abilities_of(object) {
            let (generic, count) = match ability {
                Ability::Keyword { keyword: KeywordAbility::Affinity { card_type } } => {
                    (1, self.permanents_counted(caster, |c| c.types.contains(*card_type), None))
                }
                Ability::Static {
                    ability: StaticAbility::SelfCostReduction { generic, per: CostCount::Target { filter } },
                } => (*generic, usize::from(self.targets_match(caster, object, colors, filter))),
                // Counted with the cost's choices, by `cast`.
                Ability::Static { ability: StaticAbility::SelfCostReduction { per: CostCount::ExiledForCost, .. } } => {
                    continue;
                }
                Ability::Static { ability: StaticAbility::SelfCostReduction { generic, per } } => {
                    (*generic, self.cost_count(per, caster, object.id) as usize)
                }
                _ => continue,
            };
            crate::executed!(each[ability]);
            let count = u32::try_from(count).unwrap_or(u32::MAX);
            less = less.saturating_add(generic.saturating_mul(count));
        }
        less
    }

    /// 601.2f. The generic mana "This spell costs {N} less to cast for each
    /// card exiled this way." takes off for each card its additional cost
    /// exiled (`CostCount::ExiledForCost`); 0 without such an ability.
    fn reduction_per_exiled_for_cost(&self, object: &GameObject) -> u32 {
        let mut less = 0u32;
        for ability in self.abilities_of(object) {
            if let Ability::Static {
                ability: StaticAbility::SelfCostReduction { generic, per: CostCount::ExiledForCost },
            } = ability
            {
                crate::executed!(each[ability]);
                less = less.saturating_add(*generic);
            }
        }
        less
    }

    /// 601.2f. Whether a target of `object` matches `filter` ("This spell
    /// costs {2} less to cast if it targets a blue spell"); before its
    /// targets are chosen (`castOptions`), whether some legal target does,
    /// so the option shows the cost with the best choice of targets.
    fn targets_match(&self, caster: PlayerId, object: &GameObject, colors: ColorSet, filter: &ObjectFilter) -> bool {
        let matches = |t: &Target| {
            let Target::Object { object: id } = *t else { return false };
            self.state.object(id).is_some_and(|o| {
                self.characteristics_of(o)
                    .is_ok_and(|c| Self::filter_matches(filter, o, &c, None, None, object.id, caster))
            })
        };
        if !object.targets.is_empty() {
            return object.targets.iter().any(matches);
        }
        let by = Targeter { ability: None, controller: caster, colors, object: None, x: 0 };
        self.target_specs_of(object).iter().any(|spec| self.target_candidates(spec, &by).iter().any(matches))
    }

    /// 601.2f. Whether the spell's own cost depends on its targets (so each
    /// choice of targets is judged as a whole by `legal_actions`).
    pub(crate) fn cost_depends_on_targets(&self, object: &GameObject) -> bool {
        self.abilities_of(object).iter().any(|a| {
            matches!(
                a,
                Ability::Static { ability: StaticAbility::SelfCostReduction { per: CostCount::Target { .. }, .. } }
            )
        })
    }

    /// 601.2f. What a "costs {N} less … for each …" counts for `player`
    /// (`source`: the object with the ability).
    pub(crate) fn cost_count(&self, per: &CostCount, player: PlayerId, source: ObjectId) -> u32 {
        let count = match per {
            CostCount::Permanents { filter } => self.permanents_counted(player, |_| true, Some((filter, source))),
            CostCount::GraveyardCards { types } => self.state.player(player).map_or(0, |p| {
                p.graveyard
                    .iter()
                    .filter_map(|&id| self.state.object(id))
                    .filter(|o| {
                        self.characteristics_of(o)
                            .is_ok_and(|c| types.is_empty() || types.iter().any(|&t| c.types.contains(t)))
                    })
                    .count()
            }),
            // Counted with the spell's targets, by `self_reduction`; with its cost's choices, by `cast`.
            CostCount::Target { .. } | CostCount::ExiledForCost => 0,
            CostCount::BasicLandTypes => self.basic_land_types_of(player).count_ones() as usize,
            CostCount::Creatures => self
                .state
                .objects_in(&self.state.battlefield)
                .flatten()
                .filter(|o| o.controller == player && self.is_creature_by_types(o))
                .count(),
            CostCount::ExiledWithThis => self
                .state
                .objects_in(&self.state.exile)
                .flatten()
                .filter(|o| o.exiled_with.is_some_and(|w| w.source == source))
                .count(),
            CostCount::OpponentsControlling { filter } => self
                .state
                .apnap()
                .into_iter()
                .filter(|&p| self.state.are_opponents(player, p))
                .filter(|&p| self.permanents_counted(p, |_| true, Some((filter, source))) > 0)
                .count(),
        };
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// How many permanents `player` controls whose characteristics pass
    /// `test` and, if given, match `filter` for the source `source`.
    fn permanents_counted(
        &self,
        player: PlayerId,
        test: impl Fn(&Characteristics) -> bool,
        filter: Option<(&crate::text::ObjectFilter, ObjectId)>,
    ) -> usize {
        self.state
            .battlefield
            .iter()
            .filter_map(|&id| self.state.object(id))
            .filter(|o| o.controller == player)
            .filter_map(|o| self.permanent_of(o).map(|p| (o, p)))
            .filter(|(o, p)| {
                let c = &p.characteristics;
                test(c)
                    && filter.is_none_or(|(f, source)| {
                        Self::filter_matches(f, o, c, Some(p.power), Some(p.toughness), source, player)
                    })
            })
            .count()
    }

    /// The casting methods the object offers: normal, prototyped when the
    /// card has prototype, prowl when it has prowl or a permanent of its
    /// owner's gives it prowl (Hunting Velociraptor).
    pub(crate) fn methods(&self, object: &GameObject) -> Result<Vec<CastMethod>, RulesError> {
        let entry = self.entry(object)?;
        let card = &entry.card;
        // 709.3: a split card is cast as one of its halves, never whole; 702.102a: with fuse, both.
        let mut methods = if card.layout == crate::card::Layout::Split && card.faces.len() > 1 {
            let fuse = card
                .faces
                .iter()
                .flat_map(|f| &f.abilities)
                .any(|a| matches!(a, Ability::Keyword { keyword: crate::text::KeywordAbility::Fuse }));
            let halves = (0..).zip(&card.faces).map(|(half, _)| CastMethod::SplitHalf { half });
            halves.chain(fuse.then_some(CastMethod::Fused)).collect()
        } else {
            vec![CastMethod::Normal]
        };
        if card.prototype().is_some() {
            methods.push(CastMethod::Prototype);
        }
        let granted = || {
            self.spell_statics(object.owner).any(|(_, a)| matches!(a, StaticAbility::GrantProwl { .. }))
                && card
                    .characteristics(&View { zone: Some(Zone::Stack), cast_as: CastAs::Normal, face: None })
                    .is_ok_and(|c| self.granted_prowl(object.owner, object, &c).is_some())
        };
        if card.prowl().is_some() || granted() {
            methods.push(CastMethod::Prowl);
        }
        // 702.190a: one sneak option per unblocked attacker that could be
        // returned; with none, one that says why.
        if card.sneak().is_some() {
            let unblocked = self.unblocked_attackers(object.owner);
            if unblocked.is_empty() {
                methods.push(CastMethod::Sneak { returning: None });
            }
            methods.extend(unblocked.into_iter().map(|r| CastMethod::Sneak { returning: Some(r) }));
        }
        // 702.170d: a plotted card in exile.
        if self.is_plotted(object) {
            methods.push(CastMethod::Plotted);
        }
        // 702.143a: a foretold card in exile.
        if self.is_foretold(object) {
            methods.push(CastMethod::Foretold);
        }
        // 702.34a: from the graveyard (elsewhere, an option that says why not).
        if card.flashback().is_some() {
            methods.push(CastMethod::Flashback);
        }
        // 702.138a: likewise for escape, the card's own or, in its owner's graveyard, granted.
        if card.escape().is_some() || (object.zone == Zone::Graveyard && self.escape_cost(object).is_some()) {
            methods.push(CastMethod::Escape);
        }
        // 702.133a: jump-start a permanent grants, in its owner's graveyard.
        if self.jump_start_cost(object).is_some() {
            methods.push(CastMethod::JumpStart);
        }
        // 702.146a: likewise for disturb, transformed.
        if card.disturb().is_some() {
            methods.push(CastMethod::Disturb);
        }
        // 702.140a: for its mutate cost, a mutating creature spell.
        if card.mutate().is_some() {
            methods.push(CastMethod::Mutate);
        }
        // 118.9: "… rather than pay this spell's mana cost".
        if card.alternative_cost().is_some() {
            methods.push(CastMethod::Alternative);
        }
        // 702.33a: kicked, an option of its own.
        if card.kicker().is_some() {
            methods.push(CastMethod::Kicked);
        }
        // 702.56a: one option for each number of payments of the replicate cost its caster's sources could make.
        if let Some(replicate) = card.replicate() {
            let sources = self.wallet(object.owner).sources.len();
            let spell = card.faces.first().map_or(0, |f| f.mana_cost.mana_value().whole());
            let each = replicate.mana_value().whole().max(1);
            let most = (sources.saturating_sub(usize::try_from(spell).unwrap_or(usize::MAX))
                / usize::try_from(each).unwrap_or(1))
            .clamp(1, usize::from(super::state::MAX_REPLICATE));
            methods.extend((1..=most).map(|times| CastMethod::Replicated { times: u8::try_from(times).unwrap_or(1) }));
        }
        // 702.153a: with its casualty cost paid, an option of its own.
        if card.casualty().is_some() {
            methods.push(CastMethod::Casualty);
        }
        // 702.166a: bargained, an option of its own.
        if card.bargain().is_some() {
            methods.push(CastMethod::Bargained);
        }
        // 601.2b, 118.8: with its optional additional cost paid ("you may collect evidence 6"), an option of its own.
        if card.optional_additional_cost().is_some() {
            methods.push(CastMethod::OptionalCostPaid);
        }
        // 702.74a: evoked, for the evoke cost.
        if card.evoke().is_some() {
            methods.push(CastMethod::Evoke);
        }
        // 702.109a, 702.152a: for the dash or blitz cost.
        if card.dash().is_some() {
            methods.push(CastMethod::Dash);
        }
        if card.blitz().is_some() {
            methods.push(CastMethod::Blitz);
        }
        // 702.96a, 702.148a: for the overload or cleave cost.
        if card.overload().is_some() {
            methods.push(CastMethod::Overload);
        }
        if card.cleave().is_some() {
            methods.push(CastMethod::Cleave);
        }
        // 712.11b: a modal double-faced card's back face, unless it is a land (played, 712.12).
        if entry.spell_back_face() {
            methods.push(CastMethod::BackFace);
        }
        // 715.3: an adventurer card's Adventure.
        if card.layout == crate::card::Layout::Adventure && card.faces.len() > 1 {
            methods.push(CastMethod::Adventure);
        }
        // 702.94a: a card its resolving miracle trigger offers.
        if matches!(self.state.pending, Some(super::state::Pending::Miracle { object: o, .. }) if o == object.id) {
            methods.push(CastMethod::Miracle);
        }
        // 702.85a, 702.88a: the card a resolving cascade exiled, or a rebound card in exile.
        // 601.3, 118.9: or one a permission lets be played this turn without paying its mana cost.
        if self.offered_by_resolution(object.id) || self.free_permission_names(object.id) {
            methods.push(CastMethod::WithoutPayingManaCost);
        }
        Ok(methods)
    }

    /// 608.2g. Whether a resolving cascade, rebound or "you may cast" offers
    /// `object` to be cast without paying its mana cost now.
    fn offered_by_resolution(&self, object: ObjectId) -> bool {
        use super::state::Pending;
        matches!(self.state.pending, Some(Pending::Cascade { object: o, .. } | Pending::Rebound { object: o, .. } | Pending::CastFromGraveyard { object: o, mana_of_any_type: false, .. } | Pending::CastWithoutPaying { object: o, .. }) if o == object)
    }

    /// 608.2g, 118.14. Whether a resolving "you may cast target … card …, and
    /// mana of any type can be spent to cast that spell" offers `object` to
    /// `caster` now, for its mana cost.
    fn offered_paying_any_type(&self, caster: PlayerId, object: ObjectId) -> bool {
        matches!(self.state.pending, Some(super::state::Pending::CastFromGraveyard { player, object: o, mana_of_any_type: true, .. }) if o == object && player == caster)
    }

    /// 702.85a, 702.88a. Why the card a cascade exiled, or a rebound card in
    /// exile, cannot be cast without paying its mana cost by `caster`: it is
    /// not the one offered, or the spell would not have a lesser mana value
    /// than the cascading spell.
    fn cascade_reasons(&self, caster: PlayerId, object: &GameObject, spell: &Characteristics) -> Vec<Reason> {
        let offered =
            match self.state.pending {
                Some(super::state::Pending::Cascade { player, object: o, mana_value, .. }) if o == object.id => {
                    (player == caster).then_some(Some(mana_value))
                }
                // 702.88a: any mana value.
                Some(super::state::Pending::Rebound { player, object: o }) if o == object.id => {
                    (player == caster).then_some(None)
                }
                // 608.2g: a resolving ability's "you may cast target … card from your graveyard".
                Some(super::state::Pending::CastFromGraveyard {
                    player, object: o, mana_of_any_type: false, ..
                }) if o == object.id => (player == caster).then_some(None),
                // 608.2g: a card a resolving ability exiled, whoever owns it (Rona, Tolarian Obliterator).
                Some(super::state::Pending::CastWithoutPaying { player, object: o, .. }) if o == object.id => {
                    (player == caster).then_some(None)
                }
                _ => None,
            };
        let Some(limit) = offered else {
            return vec![Reason::new(
                "not_offered",
                "702.85a",
                format!("'{}' is not a card a resolving cascade or rebound of yours lets you cast", object.card),
            )];
        };
        let mut reasons = Vec::new();
        if let Some(limit) = limit.filter(|&l| spell.mana_value.whole() >= u64::from(l)) {
            reasons.push(Reason::new(
                "mana_value_not_less",
                "702.85a",
                format!("the spell's mana value {} is not less than {limit}", spell.mana_value.whole()),
            ));
        }
        // TODO(CR 709.3, 702.85a): a split card's half cast without paying its mana cost.
        if self.entry(object).is_ok_and(|e| e.card.layout == crate::card::Layout::Split) {
            reasons.push(Reason::new(
                "split_card_unsupported",
                "709.3",
                "casting a split card's half without paying its mana cost is not supported yet",
            ));
        }
        reasons
    }

    /// 702.94a. Why `caster` cannot cast `object` for its miracle cost now:
    /// only while its resolving miracle trigger offers it to its owner.
    fn miracle_reasons(&self, caster: PlayerId, object: &GameObject) -> Vec<Reason> {
        match self.state.pending {
            Some(super::state::Pending::Miracle { player, object: o }) if o == object.id && player == caster => {
                Vec::new()
            }
            _ => vec![Reason::new(
                "not_offered",
                "702.94a",
                format!("'{}' is not a card a resolving miracle trigger of yours lets you cast", object.card),
            )],
        }
    }

    /// 509.1h, 702.190a. The attacking creatures `player` controls that are
    /// unblocked (blockers have been declared and none blocks them).
    pub(crate) fn unblocked_attackers(&self, player: PlayerId) -> Vec<ObjectId> {
        let Some(combat) = self.state.combat.as_ref() else { return Vec::new() };
        if combat.blocks_declared.is_empty() {
            return Vec::new(); // 509.1h: not blocked or unblocked before blockers are declared
        }
        combat
            .attackers
            .iter()
            .filter(|a| !a.blocked && self.state.object(a.object).is_some_and(|o| o.controller == player))
            .map(|a| a.object)
            .collect()
    }

    /// 702.190a (27 February 2026). Why sneak cannot be paid now, returning
    /// `returning`: only during the caster's declare blockers step, after
    /// blockers are declared, "any time you could cast an instant", with an
    /// unblocked attacking creature they control to return.
    fn sneak_reasons(&self, caster: PlayerId, returning: Option<ObjectId>) -> Vec<Reason> {
        let s = &self.state;
        let mut reasons = Vec::new();
        if s.active_player != caster {
            reasons.push(Reason::new(
                "sneak_not_your_turn",
                "702.190a",
                "sneak can be paid only during your own declare blockers step",
            ));
        } else if s.step != Step::DeclareBlockers {
            reasons.push(Reason::new(
                "sneak_not_declare_blockers_step",
                "702.190a",
                format!("sneak can be paid only during your declare blockers step; this is the {} step", s.step),
            ));
        }
        let unblocked = self.unblocked_attackers(caster);
        match returning {
            None if reasons.is_empty() => reasons.push(Reason::new(
                "no_unblocked_attacker",
                "702.190a",
                "you control no unblocked attacking creature to return to its owner's hand",
            )),
            Some(r) if !unblocked.contains(&r) => reasons.push(Reason::new(
                "not_an_unblocked_attacker",
                "702.190a",
                format!("{r} is not an unblocked attacking creature you control"),
            )),
            _ => {}
        }
        reasons
    }

    /// 702.76a. Whether a player was dealt combat damage this turn by a
    /// source that was then under `caster`'s control and had any of the
    /// spell's creature types (changeling: every type, 702.73a).
    pub fn prowl_condition_met(&self, caster: PlayerId, spell: &Characteristics) -> bool {
        let types: Vec<&str> =
            spell.subtypes.iter().map(|s| s.as_ref()).filter(|s| SubtypeKind::Creature.find(s).is_some()).collect();
        self.state.damage_this_turn.iter().any(|d| {
            let source: Vec<&str> = d.creature_types.iter().map(String::as_str).collect();
            d.combat
                && d.damaged == Damaged::Player
                && d.controller == caster
                && share_creature_type(&source, d.every_creature_type, &types, spell.every_creature_type)
        })
    }

    /// 601.2a–f, 117.1a. Judges casting `object` by `caster` with `method`,
    /// without the payment.
    pub(crate) fn evaluate_cast(
        &self,
        caster: PlayerId,
        object: &GameObject,
        method: CastMethod,
    ) -> Result<Evaluation, RulesError> {
        let card = &self.entry(object)?.card;
        let object = &as_cast(object, method);
        let cast_as = if method == CastMethod::Prototype { CastAs::Prototype } else { CastAs::Normal };
        // 601.2a, 718.3a, 715.3b: judged with the characteristics it will have on the stack.
        let face = object.face.map(crate::card::FaceSelector::Index);
        let unavailable = || RulesError::Illegal {
            code: "method_unavailable",
            rule: "601.2b",
            message: format!("'{}' cannot be cast as {}", card.name, method.name()),
        };
        // The card's own face up: the characteristics its table entry keeps for the stack.
        let characteristics = match face {
            None => self.entry(object)?.on_stack[usize::from(cast_as == CastAs::Prototype)]
                .clone()
                .ok_or_else(unavailable)?,
            Some(_) => std::sync::Arc::new(
                card.characteristics(&View { zone: Some(Zone::Stack), cast_as, face }).map_err(|_| unavailable())?,
            ),
        };
        let mut reasons = Vec::new();
        // 601.3, 118.9: a permission to play it this turn without paying its mana cost, with the usual timing.
        let permitted_free = method == CastMethod::WithoutPayingManaCost
            && !self.offered_by_resolution(object.id)
            && self.may_cast_without_paying(caster, object);
        // 608.2g, 118.14: for its mana cost while a resolving ability offers it, ignoring timing.
        let offered_paying = method == CastMethod::Normal && self.offered_paying_any_type(caster, object.id);
        // 702.85a, 608.2g: cast while a cascade resolves, ignoring timing.
        let free = matches!(method, CastMethod::WithoutPayingManaCost | CastMethod::Miracle) && !permitted_free
            || offered_paying;
        if method == CastMethod::Miracle {
            reasons.extend(self.miracle_reasons(caster, object));
        } else if permitted_free || offered_paying {
            // 601.3: from exile, by the permission; 608.2g: from a graveyard, whoever owns it.
        } else if free {
            reasons.extend(self.cascade_reasons(caster, object, &characteristics));
        } else if matches!(
            method,
            CastMethod::Flashback | CastMethod::Escape | CastMethod::Disturb | CastMethod::JumpStart
        ) {
            // 702.34a, 702.138a, 702.146a, 702.133a: flashback, escape, disturb and jump-start cast it from its
            // owner's graveyard.
            let rule = match method {
                CastMethod::Escape => "702.138a",
                CastMethod::Disturb => "702.146a",
                CastMethod::JumpStart => "702.133a",
                _ => "702.34a",
            };
            if object.zone != Zone::Graveyard {
                reasons.push(Reason::new(
                    "not_in_graveyard",
                    rule,
                    format!(
                        "'{}' is not in a graveyard: {} casts it from its owner's graveyard",
                        card.name,
                        method.name()
                    ),
                ));
            } else if object.owner != caster {
                reasons.push(Reason::new(
                    "not_your_card",
                    rule,
                    format!("'{}' is in another player's graveyard", card.name),
                ));
            }
        } else if method == CastMethod::Plotted {
            // 702.170d: from exile, by its owner, on a later turn.
            reasons.extend(self.plotted_reasons(caster, object));
        } else if method == CastMethod::Foretold {
            // 702.143a: likewise, for its foretell cost.
            reasons.extend(self.foretold_reasons(caster, object));
        } else if object.on_adventure && object.zone == Zone::Exile && method != CastMethod::Adventure {
            // 715.4: the card (not its Adventure again) from exile, by its owner.
            if object.owner != caster {
                reasons.push(Reason::new(
                    "not_your_card",
                    "715.4",
                    format!("'{}' is on another player's adventure", card.name),
                ));
            }
        } else if self.may_play_from_exile(caster, object, false) {
            // 601.3: an effect allows it ("You may play the exiled card this turn."), with the usual timing;
            // 118.9: one "without paying its mana cost" allows only that way.
            if !self.may_cast_paying(caster, object) {
                reasons.push(Reason::new(
                    "only_without_paying",
                    "118.9",
                    format!("'{}' may be cast from here only without paying its mana cost", card.name),
                ));
            }
        } else if object.zone != Zone::Hand {
            // TODO(CR 601.3): casting from other zones (foretell, escape, ...).
            reasons.push(Reason::new(
                "not_in_hand",
                "601.3",
                format!("'{}' is not in a hand; only cards in hand can be cast for now", card.name),
            ));
        } else if object.owner != caster {
            reasons.push(Reason::new("not_your_card", "601.3", format!("'{}' is in another player's hand", card.name)));
        }
        // 101.2: "Players can't cast spells from graveyards or libraries." (Grafdigger's Cage).
        if matches!(object.zone, Zone::Graveyard | Zone::Library)
            && self.prohibited(&StaticAbility::CantCastFromGraveyardsOrLibraries)
        {
            let zone = if object.zone == Zone::Graveyard { "graveyard" } else { "library" };
            let message = format!("'{}': a permanent forbids casting spells from a {zone}", card.name);
            reasons.push(Reason::new("cast_prohibited", "101.2", message));
        }
        if characteristics.types.contains(CardType::Land) {
            reasons.push(Reason::new(
                "is_a_land",
                "305.9",
                format!("'{}' is a land: it is played, not cast", card.name),
            ));
            return Ok(Evaluation { cost: None, characteristics, reasons });
        }
        reasons.extend(self.cast_limit_reason(caster, !characteristics.types.contains(CardType::Creature)));
        if self.state.priority_player != caster && !free {
            reasons.push(Reason::new(
                "not_your_priority",
                "117.1",
                format!("{} has priority, not {caster}", self.state.priority_player),
            ));
        }
        // 702.8a: flash, as the text module read it.
        let instant_speed = self.at_instant_speed(caster, &characteristics, self.entry(object)?.flash);
        // 307.5: an opponent's Teferi, Time Raveler; the timing reasons then cite it.
        let only_as_a_sorcery = self.only_as_a_sorcery(caster);
        let rule = if only_as_a_sorcery { "307.5" } else { "117.1a" };
        crate::executed!(keyword crate::text::KeywordAbility::Flash, if instant_speed && !characteristics.types.contains(CardType::Instant) && !(self.state.active_player == caster && self.state.step.is_main_phase() && self.state.stack.is_empty()));
        if let CastMethod::Sneak { returning } = method {
            // 702.190a: in its window, "any time you could cast an instant".
            reasons.extend(self.sneak_reasons(caster, returning));
            if only_as_a_sorcery {
                let message = format!("{caster} can cast spells only any time they could cast a sorcery");
                reasons.push(Reason::new("not_main_phase", rule, message));
            }
        } else if (!instant_speed || method == CastMethod::Plotted) && !free {
            // 702.170d: a plotted card is cast as a sorcery, whatever its type.
            let what = if only_as_a_sorcery {
                "a spell of a player an opponent's permanent allows only sorcery timing"
            } else if characteristics.types.contains(CardType::Sorcery) {
                "a sorcery"
            } else {
                "a noninstant spell"
            };
            if self.state.active_player != caster {
                reasons.push(Reason::new(
                    "not_your_turn",
                    rule,
                    format!("{what} can be cast only in its caster's own turn"),
                ));
            }
            if !self.state.step.is_main_phase() {
                reasons.push(Reason::new(
                    "not_main_phase",
                    rule,
                    format!("{what} can be cast only in a main phase; this is the {} step", self.state.step),
                ));
            }
            if !self.state.stack.is_empty() {
                reasons.push(Reason::new(
                    "stack_not_empty",
                    rule,
                    format!("{what} can be cast only when the stack is empty; it holds {}", self.state.stack.len()),
                ));
            }
        }
        let cost = match method {
            // A Siege's back face is cast only by its trigger (310.12b), never from here.
            // 715.3b, 709.3a, 712.11c: an Adventure's, a half's or a back face's own mana cost; 702.102c: a fused spell's, both halves'.
            CastMethod::Normal
            | CastMethod::Prototype
            | CastMethod::Transformed
            | CastMethod::Adventure
            | CastMethod::SplitHalf { .. }
            | CastMethod::BackFace
            | CastMethod::Casualty
            | CastMethod::Bargained
            | CastMethod::OptionalCostPaid
            | CastMethod::Fused => characteristics.mana_cost.clone(),
            CastMethod::Sneak { .. } => card.sneak().cloned(),
            // 702.94a: the miracle cost.
            CastMethod::Miracle => card.miracle().cloned(),
            // 702.143a: the foretell cost.
            CastMethod::Foretold => card.foretell().cloned(),
            // 702.33a, 601.2f: the mana cost plus the kicker cost.
            CastMethod::Kicked => {
                characteristics.mana_cost.as_ref().zip(card.kicker()).map(|(cost, kicker)| add_costs(cost, kicker))
            }
            // 702.56a, 601.2f: the mana cost plus the replicate cost once for each payment.
            CastMethod::Replicated { times } => characteristics
                .mana_cost
                .as_ref()
                .zip(card.replicate())
                .map(|(cost, replicate)| (0..times).fold(cost.clone(), |acc, _| add_costs(&acc, replicate))),
            // 702.34a: the flashback cost's mana ({0} when it has none: "Flashback—Sacrifice a Mountain").
            CastMethod::Flashback => card.flashback().map(mana_or_zero),
            // 702.133a: its mana cost (and discarding a card, `spell_cost_parts`).
            CastMethod::JumpStart => characteristics.mana_cost.clone(),
            // 702.138a: the escape cost's mana, or a granted escape's: the card's mana cost.
            CastMethod::Escape => match self.escape_cost(object) {
                Some((cost, true)) => Some(mana_or_zero(cost)),
                Some((_, false)) => characteristics.mana_cost.clone(),
                None => None,
            },
            // 702.146a: the disturb cost.
            CastMethod::Disturb => card.disturb().cloned(),
            // 702.140a: the mutate cost.
            CastMethod::Mutate => card.mutate().cloned(),
            // 702.74a: the evoke cost's mana ({0} when it has none: "Evoke—Exile a green card …").
            CastMethod::Evoke => card.evoke().map(mana_or_zero),
            // 702.109a, 702.152a: the dash or blitz cost's mana.
            CastMethod::Dash => card.dash().map(mana_or_zero),
            CastMethod::Blitz => card.blitz().map(mana_or_zero),
            CastMethod::Overload => card.overload().map(mana_or_zero),
            CastMethod::Cleave => card.cleave().map(mana_or_zero),
            // 118.9: an alternative cost of no mana (X is 0, 107.3b).
            CastMethod::WithoutPayingManaCost | CastMethod::Plotted => {
                Some(ManaCost::from_symbols(vec![ManaSymbol::Generic { amount: 0 }]))
            }
            CastMethod::Alternative => card.alternative_cost().map(|(cost, not_your_turn, condition)| {
                if not_your_turn && self.state.active_player == caster {
                    reasons.push(Reason::new(
                        "alternative_cost_your_turn",
                        "118.9",
                        format!("the alternative cost of '{}' can be paid only in another player's turn", card.name),
                    ));
                }
                // 118.9, 601.2b: "If you control a Swamp, you may …".
                if let Some(condition) = condition
                    && !self.static_condition_holds(condition, caster)
                {
                    reasons.push(Reason::new(
                        "alternative_cost_condition_unmet",
                        "118.9",
                        format!("the condition of the alternative cost of '{}' is not met", card.name),
                    ));
                }
                mana_or_zero(cost)
            }),
            CastMethod::Prowl => {
                if !self.prowl_condition_met(caster, &characteristics) {
                    reasons.push(Reason::new(
                        "prowl_condition_unmet",
                        "702.76a",
                        "no player was dealt combat damage this turn by a source you controlled that shared a creature type with this spell",
                    ));
                }
                card.prowl().map(|p| p.cost.clone()).or_else(|| self.granted_prowl(caster, object, &characteristics))
            }
        };
        reasons.extend(self.additional_cost_reasons(caster, object, method));
        // 700.2h, 702.172a: the additional costs of the chosen modes (spree).
        let cost = match self.modal_of(object) {
            Some((choose, modes)) => {
                if object.modes.is_empty() {
                    reasons.push(Reason::new(
                        "no_legal_modes",
                        "700.2a",
                        format!("fewer than {} of the modes of '{}' can be chosen now", choose.min, card.name),
                    ));
                }
                let extra = object.modes.iter().filter_map(|&m| modes.get(m)?.cost.as_ref());
                cost.map(|c| extra.fold(c, |c, more| add_costs(&c, more)))
            }
            None => cost,
        };
        let cost = cost.map(|c| self.total_cost(caster, object, &characteristics, c));
        // 118.14, 609.4b: "mana of any type can be spent to cast that spell".
        let cost = match offered_paying {
            true => cost.map(|c| payable_with_any_type(&c)),
            false => cost,
        };
        // 601.2c: a spell that targets needs a legal choice for each target.
        let specs = self.target_specs_of(object);
        if !specs.is_empty() {
            // 107.3: "with mana value X or less" before X is announced: some X (the largest) may do.
            let (colors, x) = (characteristics.colors, object.x.unwrap_or(MAX_X));
            let by = Targeter { ability: None, controller: caster, colors, object: None, x };
            if let Err(reason) = self.check_targets_available(&specs, &by) {
                reasons.push(reason);
            }
        }
        // TODO(CR 601.2f): additional costs.
        if cost.as_ref().is_none_or(ManaCost::is_none) {
            reasons.push(Reason::new(
                "no_mana_cost",
                "118.6",
                format!(
                    "'{}' has no mana cost, an unpayable cost; it can be cast only by an alternative cost",
                    card.name
                ),
            ));
        }
        Ok(Evaluation { cost: cost.filter(|c| !c.is_none()), characteristics, reasons })
    }

    /// 601.2. Casts `object` for `player`; `payment` absent uses the
    /// solver's plan. Validates fully before changing anything.
    pub(crate) fn cast(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        method: CastMethod,
        x: Option<u32>,
        payment: Option<&PaymentPlan>,
        chosen: Chosen<'_>,
    ) -> Result<Vec<Event>, RulesError> {
        let Chosen { targets, modes, choices, division } = chosen;
        let mut object = as_cast(self.object(id)?, method).into_owned();
        // 601.2b, 700.2a: the modes are announced first; the targets and the
        // cost follow from them (700.2c, 700.2h, 601.2f).
        object.modes = self.check_modes(&object, modes)?;
        object.targets = targets.to_vec();
        object.x = x; // 601.2b: announced before targets ("X target …", 601.2c)
        let methods = self.methods(&object)?;
        // A sneak option naming another creature is judged below (702.190a).
        let sneak = |m: &CastMethod| matches!(m, CastMethod::Sneak { .. });
        let offered = methods.contains(&method) || (sneak(&method) && methods.iter().any(sneak));
        if !offered {
            return Err(RulesError::Illegal {
                code: "method_unavailable",
                rule: "601.2b",
                message: format!("'{}' cannot be cast as {}", object.card, method.name()),
            });
        }
        let eval = self.evaluate_cast(player, &object, method)?;
        if let Some(reason) = eval.reasons.into_iter().next() {
            return Err(reason.into_error());
        }
        // 601.2c: the targets. TODO(CR 601.5, 19 June 2026): a division of an
        // amount that depends on a cost (none is modelled) is chosen here,
        // among those legal for the costs the player could pay.
        // 107.3, 601.2c: "with mana value X or less" reads the X announced (601.2b).
        let colors = eval.characteristics.colors;
        let by = Targeter { ability: None, controller: player, colors, object: None, x: x.unwrap_or(0) };
        self.check_targets(&self.target_specs_of(&object), targets, &by)?;
        // 601.2d: the division, announced with the targets.
        self.check_division(&object, targets, division)?;
        // 601.2h, 118.8, 702.34a: the objects the additional cost or the
        // flashback cost sacrifices, discards, exiles or taps.
        let parts: Vec<CostPart> = self.spell_cost_parts(&object, method).cloned().collect();
        let mut extra = Checked::default();
        let mut rest = choices;
        for part in &parts {
            self.check_cost_part(player, &object, part, &mut rest, &mut extra)?;
        }
        if !rest.is_empty() {
            return Err(RulesError::Illegal {
                code: "too_many_choices",
                rule: "601.2h",
                message: format!("{} object(s) chosen beyond what the spell's costs ask for", rest.len()),
            });
        }
        let Some(cost) = eval.cost else {
            return Err(Reason::new("no_mana_cost", "118.6", "no mana cost").into_error());
        };
        // 601.2b, 107.3: announce X.
        let x = announce_x(&cost, x)?;
        let x_value = u64::from(x.unwrap_or(0));
        // 601.2f: "costs {2} less to cast for each card exiled this way" (its additional cost's choices): the
        // X's value is generic mana of the total cost, so it is reduced too.
        let less = self.reduction_per_exiled_for_cost(&object).saturating_mul(extra.exiled_any_number);
        let (cost, x_value) = match less {
            0 => (cost, x_value),
            _ => (reduce_generic(&x_as_generic(&cost, x.unwrap_or(0)), less), 0),
        };
        // 601.2g–h: pay (checked whole before anything changes).
        let (checked, snow_sources) = self.check_payment(player, Some(&object), &cost, x_value, payment)?;
        if let Some(c) = checked.source_costs.iter().find(|c| c.sacrifice && extra.sacrifice.contains(&c.source)) {
            return Err(RulesError::Illegal {
                code: "invalid_cost_choice",
                rule: "601.2h",
                message: format!(
                    "{} is sacrificed for mana; it cannot also be sacrificed for the spell's cost",
                    c.source
                ),
            });
        }
        let uncounterable = self.paid_uncounterable(&object, player, &checked);
        let colors_spent = checked.spent.iter().filter_map(|(m, _)| m.color()).fold(ColorSet::EMPTY, ColorSet::with);
        let mut events = self.pay(player, &checked, &snow_sources)?;
        // 607.2q: the cards delve exiled, as they are in exile.
        let exiled_to_pay: Vec<ObjectId> = events
            .iter()
            .filter_map(|e| match e {
                Event::ObjectMoved { from, object, zone: Zone::Exile, .. } if checked.exiled.contains(from) => {
                    Some(*object)
                }
                _ => None,
            })
            .collect();
        crate::executed!(each self.abilities_of(&object).iter().filter(|a| matches!(a, Ability::Static { ability: StaticAbility::AdditionalCost { .. } })));
        for part in &parts {
            self.pay_cost_part(player, id, part, &mut extra, &mut events)?;
        }
        // 702.190a, 601.2h: sneak's cost also returns the unblocked attacker
        // to its owner's hand; the spell remembers what it attacked (702.190b).
        let mut attacking = None;
        if let CastMethod::Sneak { returning: Some(returned) } = method {
            attacking = (self.state.combat.as_ref())
                .and_then(|c| c.attackers.iter().find(|a| a.object == returned))
                .map(|a| a.target);
            let (card, owner) = (self.object(returned)?.card.clone(), self.object(returned)?.owner);
            let new_id = self.move_object(returned, Zone::Hand, owner)?;
            events.push(Event::ObjectMoved { card, from: returned, object: new_id, zone: Zone::Hand });
        }
        // 601.2a, 601.2i: the spell on the stack, a new object (400.7).
        // TODO(CR 610.5, 601.2a of 16 January 2026): one-shot effects that make
        // a spell gain abilities as it is cast (Zinnia, Valley's Voice) apply
        // as it is put on the stack; no such effect is modelled.
        // 614.1a: cast by a permission that says "If that spell would be put into your graveyard, exile it instead."
        let exile_instead = object.zone == Zone::Graveyard
            && self.state.play_from_exile.iter().any(|p| p.object == id && p.player == player && p.exile_instead);
        let spell = self.move_object(id, Zone::Stack, player)?;
        if exile_instead {
            self.state.exile_instead_of_graveyard.push(spell);
        }
        if let Some(o) = self.state.object_mut(spell) {
            o.prototyped = method == CastMethod::Prototype;
            o.prowl_paid = method == CastMethod::Prowl;
            o.cast_method = Some(method);
            o.attacking = attacking;
            o.uncounterable = uncounterable;
            o.colors_spent = colors_spent;
            o.mana_spent = u16::try_from(checked.spent.len()).unwrap_or(u16::MAX);
            // 107.4f: each life payment is one Phyrexian symbol's (702.150a reads them).
            o.phyrexian_life = u8::try_from(checked.life / super::payment::PHYREXIAN_LIFE).unwrap_or(u8::MAX);
            o.x = x;
            o.total_cost = Some(cost.to_string().into());
            o.targets = targets.to_vec();
            o.modes = object.modes.clone();
            o.face = object.face; // 715.3b, 709.3b: the Adventure or the half cast
            o.cast_from_exile = object.zone == Zone::Exile;
        }
        self.state.exiled_to_pay.extend(exiled_to_pay.into_iter().map(|card| (spell, card)));
        if !division.is_empty() {
            self.state.divisions.push(super::state::Division { spell, amounts: division.to_vec() });
        }
        events.push(Event::SpellCast {
            player,
            card: object.card.clone(),
            from: id,
            object: spell,
            method,
            total_cost: cost.to_string(),
            x,
        });
        if !targets.is_empty() {
            events.push(Event::TargetsChosen { object: spell, targets: targets.to_vec(), modes: Vec::new() });
        }
        crate::executed!(each self.abilities_of(&object).iter().filter(|a| matches!((method, a), (CastMethod::Prototype, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Prototype { .. } }) | (CastMethod::Prowl, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Prowl { .. } }) | (CastMethod::Flashback, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Flashback { .. } }) | (CastMethod::Escape, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Escape { .. } }) | (CastMethod::Disturb, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Disturb { .. } }) | (CastMethod::Mutate, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Mutate { .. } }) | (CastMethod::Kicked, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Kicker { .. } }) | (CastMethod::Miracle, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Miracle { .. } }) | (CastMethod::Casualty, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Casualty { .. } }) | (CastMethod::Bargained, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Bargain { .. } }) | (CastMethod::OptionalCostPaid, crate::text::Ability::Static { ability: StaticAbility::OptionalAdditionalCost { .. } }) | (CastMethod::Overload, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Overload { .. } }) | (CastMethod::Cleave, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Cleave { .. } }) | (CastMethod::Replicated { .. }, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Replicate { .. } }) | (CastMethod::Alternative, crate::text::Ability::Static { ability: StaticAbility::AlternativeCost { .. } }))));
        crate::executed!(keyword crate::text::KeywordAbility::Fuse, if method == CastMethod::Fused);
        crate::executed!(each self.entry(&object).ok().and_then(|e| e.card.faces.first()).into_iter().flat_map(|f| &f.abilities).filter(|a| method == CastMethod::Disturb && matches!(a, Ability::Keyword { keyword: crate::text::KeywordAbility::Disturb { .. } })));
        self.cast_triggers(player, spell);
        self.ward_triggers(spell);
        self.becomes_target_triggers(spell);
        // 117.3c: the caster receives priority again.
        self.state.priority_player = player;
        Ok(events)
    }

    /// 601.2g–h. Checks a payment of `cost` by `player` (the solver's plan
    /// when `payment` is absent) for `spell`, if it is one (convoke,
    /// improvise and delve let objects pay for it, 702.51a, 702.126a,
    /// 702.66a), without changing anything; returns it with the snow
    /// sources it may tap.
    pub(crate) fn check_payment(
        &self,
        player: PlayerId,
        spell: Option<&GameObject>,
        cost: &ManaCost,
        x_value: u64,
        payment: Option<&PaymentPlan>,
    ) -> Result<(CheckedPayment, Vec<ObjectId>), RulesError> {
        let wallet = spell.map_or_else(|| self.wallet(player), |s| self.wallet_for(player, s));
        let checked = match payment {
            Some(plan) => payment::check(cost, x_value, plan, &wallet)
                .map_err(|e| RulesError::InvalidPayment { message: e.message })?,
            None => {
                let plan = payment::solve(cost, x_value, &wallet)
                    .map_err(|e| Reason::new("cannot_pay", "601.2h", e.message).into_error())?;
                payment::check(cost, x_value, &plan, &wallet)
                    .map_err(|e| RulesError::Internal { message: format!("the solver's plan does not check: {e}") })?
            }
        };
        let snow_sources: Vec<ObjectId> = wallet.sources.iter().filter(|s| s.snow).map(|s| s.id).collect();
        Ok((checked, snow_sources))
    }

    /// 106.6, 101.2. Whether paying `checked` for `spell` taps a source whose
    /// restricted mana says "that spell can't be countered" for mana its
    /// restricted ability makes, and the spell is one that mana may pay for
    /// (the wallet offers it only then): mana of a kind only that ability
    /// makes, or of a kind both make (Delighted Halfling's blue, not its
    /// `{C}`), is taken to come from it. A payment plan names the mana each
    /// source adds.
    fn paid_uncounterable(&self, spell: &GameObject, player: PlayerId, checked: &CheckedPayment) -> bool {
        checked.taps.iter().any(|(source, bundle)| {
            let Some(o) = self.state.object(*source) else { return false };
            let Some(r) = self.profile_of(o).and_then(|p| p.restricted.as_ref()) else {
                return false;
            };
            r.uncounterable && r.choices.contains(bundle) && self.restricted_mana_may_pay(o, r, spell, player)
        })
    }

    /// 601.2g–h, 605.3. Pays a checked payment: taps its sources for mana,
    /// spends the mana, pays the life, taps the creatures and artifacts that
    /// pay instead of mana (702.51a, 702.126a) and exiles the cards that do
    /// (702.66a).
    pub(crate) fn pay(
        &mut self,
        player: PlayerId,
        checked: &CheckedPayment,
        snow_sources: &[ObjectId],
    ) -> Result<Vec<Event>, RulesError> {
        let mut events = Vec::new();
        // 120.3: a pain land deals its damage as it last existed (read before anything moves).
        let pain: Vec<_> = checked
            .source_costs
            .iter()
            .filter(|c| c.damage > 0)
            .filter_map(|c| self.permanent(c.source).map(|v| (c.source, c.damage, v)))
            .collect();
        for (source, bundle) in &checked.taps {
            crate::executed!(each self.state.object(*source).map(|o| self.abilities_of(o)).unwrap_or_default().iter().filter(|a| matches!(a, Ability::Mana { .. })));
            let snow = snow_sources.contains(source);
            if let Some(o) = self.state.object_mut(*source) {
                o.tapped = true;
            }
            if let Some(p) = self.state.player_mut(player) {
                for &t in bundle {
                    p.mana_pool.add(t, snow);
                }
            }
            events.push(Event::ManaAdded { player, source: *source, mana: bundle.clone() });
        }
        let mut spent: Vec<ManaType> = Vec::with_capacity(checked.spent.len());
        if let Some(p) = self.state.player_mut(player) {
            for &(t, snow) in &checked.spent {
                let pool = &mut p.mana_pool;
                let all = pool.mana.get_mut(t);
                *all = all.saturating_sub(1);
                let left = *all;
                let s = pool.from_snow.get_mut(t);
                if snow {
                    *s = s.saturating_sub(1);
                }
                if *s > left {
                    *s = left;
                }
                spent.push(t);
            }
            // 106.6: what is left of the mana that can't pay generic costs stays restricted.
            let pool = &mut p.mana_pool;
            for t in ManaType::ALL {
                let restricted = pool.no_generic.get(t).saturating_add(checked.no_generic.get(t));
                let left = restricted.saturating_sub(checked.no_generic_spent.get(t));
                *pool.no_generic.get_mut(t) = left.min(pool.mana.get(t));
            }
            if checked.life > 0 {
                p.life = p.life.saturating_sub(i32::try_from(checked.life).unwrap_or(i32::MAX));
            }
        }
        if !spent.is_empty() {
            events.push(Event::ManaSpent { player, mana: spent });
        }
        if checked.life > 0 {
            events.push(Event::LifePaid { player, amount: checked.life });
        }
        for &(object, by) in &checked.tapped {
            crate::executed!(keyword if by == payment::PaidBy::Convoke { KeywordAbility::Convoke } else { KeywordAbility::Improvise });
            if let Some(o) = self.state.object_mut(object) {
                o.tapped = true;
            }
            events.push(Event::TappedToPay { player, object, by });
        }
        for &from in &checked.exiled {
            crate::executed!(keyword KeywordAbility::Delve);
            let card = self.object(from)?.card.clone();
            let object = self.move_object(from, Zone::Exile, player)?;
            events.push(Event::ObjectMoved { card, from, object, zone: Zone::Exile });
        }
        // 605: the costs of the mana abilities activated beyond {T}.
        for cost in &checked.source_costs {
            if cost.life > 0 {
                if let Some(p) = self.state.player_mut(player) {
                    p.life = p.life.saturating_sub(i32::try_from(cost.life).unwrap_or(i32::MAX));
                }
                events.push(Event::LifePaid { player, amount: cost.life });
            }
            if cost.sacrifice {
                self.sacrifice(cost.source, &mut events)?; // 701.21a
            }
        }
        for (source, damage, view) in pain {
            let to = super::combat::DamageTo::Player { player };
            let sources = super::combat::Views::one(source, view);
            self.deal_damage(&[(source, to, damage)], false, &sources, &mut events);
        }
        Ok(events)
    }

    /// 115.1, 603.2. "Whenever a creature you control becomes the target of
    /// a spell": once for each creature the spell `spell` targets (each
    /// once, however many of its targets it is), for each such ability of
    /// a permanent its controller controls.
    pub(crate) fn becomes_target_triggers(&mut self, spell: ObjectId) {
        if !self.watches.has(Watched::BecomesTarget) {
            return;
        }
        let Some(spell) = self.state.object(spell) else { return };
        let mut creatures: Vec<(ObjectId, PlayerId)> = Vec::new();
        for &target in &spell.targets {
            let Target::Object { object } = target else { continue };
            let Some(o) = self.state.object(object).filter(|o| o.zone == Zone::Battlefield) else { continue };
            let creature = self.characteristics_of(o).is_ok_and(|c| c.types.contains(CardType::Creature));
            if creature && !creatures.iter().any(|&(id, _)| id == object) {
                creatures.push((object, o.controller));
            }
        }
        for (_, controller) in creatures {
            let fires = |t: &Trigger, _: ObjectId, you: PlayerId| {
                you == controller && matches!(t, Trigger::YourCreatureBecomesTargetOfSpell)
            };
            self.event_triggers(Watched::BecomesTarget, fires, super::turn::Seen::Nothing);
        }
    }

    /// 601.2i, 603.2. "Whenever you cast a … spell" abilities of the
    /// caster's permanents trigger for the spell `spell` on the stack.
    pub(crate) fn cast_triggers(&mut self, caster: PlayerId, spell: ObjectId) {
        let Some(object) = self.state.object(spell).cloned() else { return };
        let Ok(c) = self.characteristics_of(&object) else { return };
        let noncreature = !c.types.contains(crate::card::CardType::Creature);
        if let Some(p) = self.state.player_mut(caster) {
            p.spells_cast = p.spells_cast.saturating_add(1);
            p.noncreature_spells_cast = p.noncreature_spells_cast.saturating_add(u32::from(noncreature));
            p.spell_colors_cast = p.spell_colors_cast.union(c.colors);
        }
        let (object, active) = (&object, self.state.active_player);
        // 603.2: "Whenever you cast …" of the caster's permanents and "Whenever
        // an opponent casts …" (102.2) of their opponents', in one look.
        let fires = |t: &Trigger, id: ObjectId, you: PlayerId| match t {
            Trigger::YouCast { spells } => {
                you == caster && Self::filter_matches(spells, object, &c, c.power, c.toughness, id, you)
            }
            // "… during your turn": the watcher's controller is the active player.
            Trigger::OpponentCasts { spells, during_your_turn } => {
                you != caster
                    && (!during_your_turn || active == you)
                    && Self::filter_matches(spells, object, &c, c.power, c.toughness, id, you)
            }
            Trigger::PlayerCasts { spells } => Self::filter_matches(spells, object, &c, c.power, c.toughness, id, you),
            _ => false,
        };
        // The caster is "that player", the spell "that spell" (608.2c).
        self.event_triggers(Watched::Cast, fires, super::turn::Seen::Cast { caster, spell });
        // 702.85a: each cascade of the spell triggers.
        let cascades = self
            .abilities_of(object)
            .iter()
            .filter(|a| matches!(a, Ability::Keyword { keyword: KeywordAbility::Cascade }))
            .count();
        let mana_value = u32::try_from(c.mana_value.whole()).unwrap_or(u32::MAX);
        for _ in 0..cascades {
            self.push_trigger(spell, super::state::TriggerKind::Cascade { mana_value });
        }
        // 702.56a: its replicate cost was paid this many times.
        if let Some(CastMethod::Replicated { times }) = object.cast_method {
            self.push_trigger(spell, super::state::TriggerKind::Replicate { copies: u32::from(times) });
        }
        // 702.153a: its casualty cost was paid.
        if object.cast_method == Some(CastMethod::Casualty) {
            self.push_trigger(spell, super::state::TriggerKind::Casualty);
        }
        // 702.40a, 702.40b: each storm of the spell triggers, counting the spells cast before it this turn.
        let storms = self
            .abilities_of(object)
            .iter()
            .filter(|a| matches!(a, Ability::Keyword { keyword: KeywordAbility::Storm }))
            .count();
        if storms > 0 {
            let cast: u32 = self.state.players.iter().map(|p| p.spells_cast).fold(0, u32::saturating_add);
            for _ in 0..storms {
                self.push_trigger(spell, super::state::TriggerKind::Storm { copies: cast.saturating_sub(1) });
            }
        }
        // 702.108a: prowess triggers for a noncreature spell.
        if !c.types.contains(crate::card::CardType::Creature) {
            for id in self.state.battlefield.clone() {
                if self.state.object(id).is_some_and(|o| o.controller == caster) {
                    for _ in 0..self.keyword_triggers(id, super::turn::TriggerKeyword::Prowess) {
                        self.push_trigger(id, super::state::TriggerKind::Prowess);
                    }
                }
            }
        }
    }

    /// 115.1, 603.4. The permanents on the battlefield other than `this`
    /// that `you` control and the spell `spell` targets, in target order
    /// (none once the spell has left the stack, 400.7).
    pub(crate) fn targeted_other_permanents_of(&self, spell: ObjectId, this: ObjectId, you: PlayerId) -> Vec<ObjectId> {
        let Some(spell) = self.state.object(spell).filter(|o| o.zone == Zone::Stack) else { return Vec::new() };
        let mut found: Vec<ObjectId> = Vec::new();
        for target in &spell.targets {
            if let super::Target::Object { object } = *target
                && object != this
                && !found.contains(&object)
                && self.state.battlefield.contains(&object)
                && self.state.object(object).is_some_and(|o| o.controller == you)
            {
                found.push(object);
            }
        }
        found
    }

    /// 701.9a, 603.2. `player` discarded `card` (now `discarded`, where it
    /// went) while a spell or ability an opponent controls resolves: "When a
    /// spell or ability an opponent controls causes you to discard \[this\]"
    /// of the card triggers from that zone.
    pub(crate) fn discarded_by_opponent_triggers(&mut self, player: PlayerId, discarded: ObjectId) {
        let resolving = self.state.resolving.as_ref().and_then(|at| self.state.object(at.object));
        if resolving.is_some_and(|o| o.controller != player) {
            let when = |t: &Trigger| matches!(t, Trigger::OpponentCausesYouToDiscardThis);
            self.trigger(discarded, when);
        }
    }

    /// The zone of `moved`, just put into a graveyard: exile when a
    /// replacement effect exiled it instead (614.1a, Rest in Peace).
    pub(crate) fn graveyard_or_exile(&self, moved: ObjectId) -> Zone {
        self.state.object(moved).map_or(Zone::Graveyard, |o| o.zone)
    }

    /// 614.1a. Whether `object`, about to be put into a graveyard, is exiled
    /// instead ([`Game::exiled_instead_of_graveyard`]).
    pub(crate) fn graveyard_becomes_exile(&self, object: &GameObject) -> bool {
        self.exiled_instead_of_graveyard(object).is_some()
    }

    /// 614.1a. Whether `object`, about to be put into a graveyard, is exiled
    /// instead, and with which counter (122.6): a permanent on the
    /// battlefield has "If a card or token would be put into a graveyard from
    /// anywhere, exile it instead." (Rest in Peace, itself included as it
    /// leaves), or "If a card would be put into an opponent's graveyard …"
    /// and an opponent of its controller owns the card (Leyline of the Void;
    /// "instead exile it with a void counter on it", Dauthi Voidwalker).
    /// `None`: it goes to the graveyard; `Some(None)`: exiled; `Some(Some(kind))`:
    /// exiled with a counter of that kind on it.
    pub(crate) fn exiled_instead_of_graveyard(&self, object: &GameObject) -> Option<Option<CounterKind>> {
        // 614.1a: its own "If [this] would be put into a graveyard from anywhere, exile it instead." (the face
        // up: a disturbed spell or permanent). TODO(CR 616.1): with Kalitas too, its controller would choose.
        if self.watches.has(Watched::ExiledInstead) {
            let own = self
                .abilities_of(object)
                .iter()
                .any(|a| matches!(a, Ability::Static { ability: StaticAbility::ThisExiledInsteadOfGraveyard }));
            if own {
                crate::executed!(static &StaticAbility::ThisExiledInsteadOfGraveyard);
                return Some(None);
            }
        }
        if !self.watches.has(Watched::GraveyardReplaced) {
            return self.dies_exiled_instead(object).map(|_| None);
        }
        // 614.1a: "a card" is neither a token nor a copy of a spell (108.2, 111.1, 707.10).
        let card = !object.token && !object.spell_copy;
        let mut permanents = self.state.objects_in(&self.state.battlefield).flatten();
        // TODO(CR 616.1): with several such replacements, the affected card's owner chooses one; the first
        // permanent's applies.
        let found = permanents.find_map(|p| {
            self.abilities_of(p).iter().find_map(|a| match a {
                Ability::Static { ability: ability @ StaticAbility::GraveyardBecomesExile { opponents, counter } } => {
                    let owner_is_opponent = card && self.state.are_opponents(p.controller, object.owner);
                    (!opponents || owner_is_opponent).then_some((ability, counter))
                }
                _ => None,
            })
        });
        let Some((_ability, counter)) = found else { return self.dies_exiled_instead(object).map(|_| None) };
        crate::executed!(static _ability);
        Some(counter.clone())
    }

    /// 614.1a, 700.4. The player who creates a token, and its description,
    /// when `object`, a permanent about to be put into a graveyard, would die
    /// and is exiled instead: a permanent says "If a nontoken creature an
    /// opponent controls would die, instead exile that card and create a 2/2
    /// black Zombie creature token." (Kalitas, Traitor of Ghet) and `object`
    /// matches for its controller. TODO(CR 616.1): with Rest in Peace too,
    /// this one is applied first.
    pub(crate) fn dies_exiled_instead(&self, object: &GameObject) -> Option<(PlayerId, &crate::text::TokenSpec)> {
        if !self.watches.has(Watched::DiesReplaced) || object.zone != Zone::Battlefield || object.token {
            return None;
        }
        let view = self.permanent_of(object)?;
        self.state.objects_in(&self.state.battlefield).flatten().find_map(|source| {
            self.abilities_of(source).iter().find_map(|a| match a {
                Ability::Static {
                    ability: ability @ StaticAbility::DiesExiledInsteadWithToken { creatures, token },
                } if Self::filter_matches(
                    creatures,
                    object,
                    &view.characteristics,
                    Some(view.power),
                    Some(view.toughness),
                    source.id,
                    source.controller,
                ) =>
                {
                    crate::executed!(static ability);
                    Some((source.controller, token))
                }
                _ => None,
            })
        })
    }

    /// 614.1a. Creates the tokens replacement effects owe
    /// ([`GameState::owed_tokens`]), in the order they were owed.
    pub(crate) fn create_owed_tokens(&mut self, events: &mut Vec<Event>) -> Result<(), RulesError> {
        for owed in std::mem::take(&mut self.state.owed_tokens) {
            let Some(card_index) = self.card_index_of(&owed.token) else { continue };
            self.create_token(owed.player, owed.token, card_index, None, false, events)?;
        }
        Ok(())
    }

    /// 400.7. Moves an object to `zone` under `controller`: it becomes a new
    /// object with a new id and a fresh status. Returns the new id.
    pub(crate) fn move_object(
        &mut self,
        id: ObjectId,
        zone: Zone,
        controller: PlayerId,
    ) -> Result<ObjectId, RulesError> {
        let i = self.state.objects.binary_search_by_key(&id, |o| o.id).map_err(|_| RulesError::UnknownObject { id })?;
        // 603.6c, 603.10a: "When [this] leaves the battlefield", looking back at it.
        if self.state.objects[i].zone == Zone::Battlefield && zone != Zone::Battlefield {
            self.trigger(id, |t| matches!(t, Trigger::SelfLeaves | Trigger::SelfEntersOrLeaves));
            // "Whenever another creature you control leaves the battlefield", looking back at it.
            // TODO(CR 603.10a): a watcher leaving at the same time as others sees only those that left before it.
            self.watched_triggers(Watched::Leaves, id, |t| match t {
                Trigger::PermanentLeaves { filter } => Some(filter),
                _ => None,
            });
            // Revolt (207.2c): a permanent its controller controlled left the battlefield this turn.
            let controller = self.state.objects[i].controller;
            if let Some(p) = self.state.player_mut(controller) {
                p.permanent_left_this_turn = true;
            }
            // 701.47a: a type an effect gave it is not the new object's (400.7).
            if !self.state.type_changes.is_empty() {
                self.state.type_changes.retain(|a| a.object != id);
            }
            // 603.6c: Animate Dead's "When [this] leaves the battlefield, that creature's controller sacrifices it."
            // (The record goes whether or not a creature returned.)
            if !self.state.returned_with.is_empty()
                && let Some(at) = self.state.returned_with.iter().position(|r| r.aura == id)
                && let Some(creature) = self.state.returned_with.remove(at).creature
            {
                self.push_trigger(id, TriggerKind::SacrificeReturned { creature });
            }
            // 611.2a, 400.7: a control-changing effect ends as the permanent leaves.
            if !self.state.control_changes.is_empty() {
                self.state.control_changes.retain(|c| c.object != id);
            }
            if !self.state.chosen_names.is_empty() {
                self.state.chosen_names.retain(|c| c.object != id);
            }
            if !self.state.chosen_players.is_empty() {
                self.state.chosen_players.retain(|c| c.object != id);
            }
            if !self.state.also_subtypes.is_empty() {
                self.state.also_subtypes.retain(|a| a.object != id);
            }
            if !self.state.attached_at.is_empty() {
                self.state.attached_at.retain(|&(a, _)| a != id);
            }
        }
        // 614.1a: Rest in Peace's "exile it instead", judged while a permanent leaving with it is still there;
        // Kalitas's "instead exile that card and create a 2/2 black Zombie creature token".
        let instead = match zone {
            Zone::Graveyard => self.exiled_instead_of_graveyard(&self.state.objects[i]),
            _ => None,
        };
        let zone = if instead.is_some() {
            if let Some((player, token)) = self.dies_exiled_instead(&self.state.objects[i]) {
                let token = super::tokens::token_key(token);
                self.state.owed_tokens.push(super::state::OwedToken { player, token });
            }
            Zone::Exile
        } else {
            zone
        };
        // 122.6: "instead exile it with a void counter on it": the card enters exile with the counter.
        let exiled_with = instead.flatten();
        let old = self.state.objects.remove(i);
        // 702.170d, 400.7: a plotted card that leaves exile is a new object, not plotted.
        if old.zone == Zone::Exile && !self.state.plotted.is_empty() {
            self.state.plotted.retain(|p| p.object != id);
        }
        // 702.143a, 400.7: likewise a foretold card.
        if old.zone == Zone::Exile && !self.state.foretold.is_empty() {
            self.state.foretold.retain(|p| p.object != id);
        }
        // 601.2d, 400.7: a division is the spell's while it is on the stack.
        if old.zone == Zone::Stack && !self.state.divisions.is_empty() {
            self.state.divisions.retain(|d| d.spell != id);
        }
        if old.zone == Zone::Stack && !self.state.plot_as_it_resolves.is_empty() {
            self.state.plot_as_it_resolves.retain(|&s| s != id);
        }
        // 702.34a, 702.133a: a spell cast with flashback or jump-start is exiled instead of going anywhere else as it leaves the stack;
        // 614.1a: one that would be put into a graveyard is exiled instead when an effect says so.
        let instead = old.zone == Zone::Stack && self.state.exile_instead_of_graveyard.contains(&id);
        if instead {
            self.state.exile_instead_of_graveyard.retain(|&s| s != id);
        }
        let zone = if old.zone == Zone::Stack
            && (matches!(old.cast_method, Some(CastMethod::Flashback | CastMethod::JumpStart)) && zone != Zone::Stack
                || instead && zone == Zone::Graveyard)
        {
            Zone::Exile
        } else {
            zone
        };
        let owner = old.owner;
        let remove = |list: &mut Vec<ObjectId>| list.retain(|&o| o != id);
        match old.zone {
            Zone::Library | Zone::Hand | Zone::Graveyard => {
                if let Some(p) = self.state.player_mut(owner) {
                    match old.zone {
                        Zone::Library => remove(&mut p.library),
                        Zone::Hand => remove(&mut p.hand),
                        _ => remove(&mut p.graveyard),
                    }
                }
            }
            Zone::Battlefield => remove(&mut self.state.battlefield),
            Zone::Stack => remove(&mut self.state.stack),
            Zone::Exile => remove(&mut self.state.exile),
            Zone::Command => remove(&mut self.state.command),
        }
        let new_id = self.state.new_id();
        // 400.7e: a "put into a graveyard from the battlefield" trigger finds the card in the graveyard.
        if old.zone == Zone::Battlefield && zone == Zone::Graveyard && !old.token {
            for i in 0..self.state.triggers.len() {
                let t = &self.state.triggers[i];
                let TriggerKind::Triggered { ability } = t.kind else { continue };
                let face = self.cards.get(t.card_index as usize).and_then(|e| e.card.face(t.face.unwrap_or(0)));
                // A dies trigger whose instruction returns "it" from the graveyard finds it too (Aclazotz).
                let finds = match face.and_then(|f| f.abilities.get(ability)) {
                    Some(Ability::Triggered { trigger: Trigger::SelfPutIntoGraveyard, .. }) => true,
                    Some(Ability::Triggered { trigger: Trigger::SelfDies, effects, .. }) => {
                        effects.iter().any(|e| matches!(e, crate::text::Effect::ReturnItToBattlefield { .. }))
                    }
                    _ => false,
                };
                if t.source == id && finds {
                    self.state.triggers[i].source = new_id;
                }
            }
        }
        // 729.3: a merged permanent leaves as one; its topmost card is its own card again.
        let unmerged = match old.zone == Zone::Battlefield && !self.state.merged.is_empty() {
            true => self.unmerge(id, &old.card),
            false => None,
        };
        let card_index = unmerged.as_ref().map_or(old.card_index, |(own, _)| *own);
        let mut object = GameObject {
            controller: if zone.is_stack_or_battlefield() { controller } else { owner },
            // 111.7, 704.5d: it ceases to exist once state-based actions are checked;
            // 608.3f: a copy of a permanent spell resolves into a token.
            token: old.token || (old.spell_copy && zone == Zone::Battlefield),
            // 704.5e: a copy of a spell anywhere but the stack ceases to exist at the same check.
            spell_copy: old.spell_copy && zone != Zone::Battlefield,
            ..GameObject::new(new_id, old.card, card_index, owner, zone)
        };
        if old.zone == Zone::Battlefield {
            self.remove_from_combat(id); // 506.4
        }
        self.state.checked.stray_tokens |= (object.token && zone != Zone::Battlefield) || object.spell_copy;
        if let Some(kind) = exiled_with {
            object.counters.add(kind, 1);
        }
        self.state.objects.push(object); // the newest id sorts last
        self.push_to_zone(new_id, zone, owner);
        // 729.3: each other card that represented a merged permanent goes to the same zone, a new object
        // (a token component ceases to exist, 704.5d). TODO(CR 729.3a): its owner arranges their order.
        for (card, owner, index) in unmerged.into_iter().flat_map(|(_, under)| under) {
            let id = self.state.new_id();
            self.state.objects.push(GameObject::new(id, card, index, owner, zone));
            self.push_to_zone(id, zone, owner);
        }
        // 603.2: "Whenever an instant or sorcery card leaves your graveyard", seeing it in its new zone.
        if old.zone == Zone::Graveyard && !old.token {
            self.watched_triggers(Watched::LeavesGraveyard, new_id, |t| match t {
                Trigger::CardLeavesYourGraveyard { cards } => Some(cards),
                _ => None,
            });
        }
        // 603.2: "Whenever one or more creature cards are put into graveyards from anywhere", seeing it there.
        if zone == Zone::Graveyard && !old.token && !old.spell_copy {
            self.watched_triggers(Watched::CardToGraveyard, new_id, |t| match t {
                Trigger::CardsPutIntoGraveyards { cards } => Some(cards),
                _ => None,
            });
        }
        // 700.11: a permanent card (its front face's types there, 712.8a) put into its owner's graveyard.
        if zone == Zone::Graveyard && !old.token && !old.spell_copy {
            let front = self.cards.get(old.card_index as usize).and_then(|e| e.card.faces.first());
            if front.is_some_and(|f| f.type_line.types.iter().any(CardType::is_permanent_type))
                && let Some(p) = self.state.player_mut(owner)
            {
                p.descended = true;
            }
        }
        Ok(new_id)
    }

    /// 400.1. Puts `id` at the end of `zone`'s list (its owner's, for a
    /// library, hand or graveyard).
    fn push_to_zone(&mut self, id: ObjectId, zone: Zone, owner: PlayerId) {
        match zone {
            Zone::Library | Zone::Hand | Zone::Graveyard => {
                if let Some(p) = self.state.player_mut(owner) {
                    match zone {
                        Zone::Library => p.library.push(id),
                        Zone::Hand => p.hand.push(id),
                        _ => p.graveyard.push(id),
                    }
                }
            }
            Zone::Battlefield => self.state.battlefield.push(id),
            Zone::Stack => self.state.stack.push(id),
            Zone::Exile => self.state.exile.push(id),
            Zone::Command => self.state.command.push(id),
        }
    }
}

/// 715.3b, 709.3b, 702.102d, 702.96a, 712.11a. The object as the spell cast
/// with `method` would be: its Adventure (the card's second face), its back
/// face (a modal double-faced card's, or cast transformed with disturb), the half
/// cast, a fused split spell (both halves' instructions) or a spell cast for
/// its overload or cleave cost (its text changed, 612), otherwise as it is.
pub(crate) fn as_cast(object: &GameObject, method: CastMethod) -> std::borrow::Cow<'_, GameObject> {
    let face = match method {
        // 712.11a, 712.8c: cast transformed, back face up.
        CastMethod::Adventure | CastMethod::BackFace | CastMethod::Disturb => 1,
        CastMethod::SplitHalf { half } => usize::from(half),
        // 702.140a: a mutating creature spell targets.
        CastMethod::Fused | CastMethod::Overload | CastMethod::Cleave | CastMethod::Mutate => {
            return std::borrow::Cow::Owned(GameObject { cast_method: Some(method), ..object.clone() });
        }
        CastMethod::Normal
        | CastMethod::Prototype
        | CastMethod::Prowl
        | CastMethod::Transformed
        | CastMethod::Sneak { .. }
        | CastMethod::Flashback
        | CastMethod::Escape
        | CastMethod::JumpStart
        | CastMethod::Alternative
        | CastMethod::Kicked
        | CastMethod::Casualty
        | CastMethod::Replicated { .. }
        | CastMethod::Bargained
        | CastMethod::OptionalCostPaid
        | CastMethod::Evoke
        | CastMethod::Dash
        | CastMethod::Blitz
        | CastMethod::Plotted
        | CastMethod::Foretold
        | CastMethod::Miracle
        | CastMethod::WithoutPayingManaCost => return std::borrow::Cow::Borrowed(object),
    };
    std::borrow::Cow::Owned(GameObject { face: Some(face), ..object.clone() })
}

/// 107.3, 601.2b (602.2b for an ability). The value of X announced for a
/// cost: `None` if it has no X, 0 if none was announced; refused for a value
/// over [`MAX_X`] or announced for a cost with no X.
pub(crate) fn announce_x(cost: &ManaCost, x: Option<u32>) -> Result<Option<u32>, RulesError> {
    Ok(match (has_x(cost), x) {
        (false, Some(v)) if v > 0 => {
            return Err(RulesError::Illegal {
                code: "x_not_in_cost",
                rule: "107.3",
                message: format!("X = {v} was announced, but {cost} has no {{X}}"),
            });
        }
        (_, Some(v)) if v > MAX_X => {
            return Err(RulesError::Illegal {
                code: "x_too_large",
                rule: "107.3",
                message: format!("X = {v} is over the largest accepted value, {MAX_X}"),
            });
        }
        (true, v) => Some(v.unwrap_or(0)),
        (false, _) => None,
    })
}
