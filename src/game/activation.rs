//! Activating abilities (602) and mana abilities with costs (605): the check
//! of an activation (602.2, 602.5, 113.6m), the one cost payer of costs
//! beyond mana (118: `{T}`, `{Q}`, life, energy, sacrifice, discard, exile,
//! counters; mana through the payment solver, 601.2g–h via 602.2b), and the
//! activation itself: a mana ability resolves at once (605.3b), any other
//! ability is put on the stack (602.2a) and resolves like a triggered one.
//!
//! Activated abilities are listed from each card's parsed abilities
//! (`Ability::Activated`, and `Ability::Mana` beyond plain `{T}: Add`), by
//! index among its face's abilities.

use super::Game;
use super::cast_options::Reason;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::mana_ability::bundle_of;
use super::payment::{self, CheckedPayment, PaymentPlan};
use super::state::{GameObject, LibrarySearch, ManaType, Pending, StackAbility, TriggerKind};
use super::targets::{Target, Targeter};
use crate::card::{CardType, Zone};
use crate::color::Color;
use crate::mana::{MAX_MANA_COST_LEN, ManaCost};
use crate::text::{
    Ability, ActivationRestriction, Cost, CostPart, Counted, CounterKind, Effect, ObjectFilter, StaticAbility,
};
use std::borrow::Cow;

/// The most objects one activation may choose for its costs.
pub const MAX_COST_CHOICES: usize = 64;

/// The parts of an ability that an activation reads: its cost, its
/// restrictions, whether it is a mana ability, and its mana choices.
pub(crate) struct AbilityParts<'a> {
    pub(crate) cost: &'a Cost,
    pub(crate) restrictions: &'a [ActivationRestriction],
    /// 605.1a. A mana ability (resolves at once, 605.3b).
    pub(crate) mana: bool,
    /// The choices of mana it adds (a mana ability's, or an "Add" effect's).
    pub(crate) choices: Vec<Vec<ManaType>>,
    /// A mana ability's damage to its controller (pain lands).
    pub(crate) damage: u32,
    /// 106.6. A mana ability whose mana may be spent only on some spells.
    pub(crate) restricted: bool,
    /// 601.2f via 602.2b. "This ability costs {1} less to activate for each …".
    pub(crate) reduction: Option<&'a crate::text::ActivationReduction>,
}

/// An activation (or a spell's additional cost) checked whole, ready to be
/// carried out.
#[derive(Default)]
pub(crate) struct Checked {
    payment: Option<(CheckedPayment, Vec<ObjectId>)>,
    pub(crate) sacrifice: Vec<ObjectId>,
    discard: Vec<ObjectId>,
    exile: Vec<ObjectId>,
    /// 118.3. Other permanents tapped for the cost.
    tap: Vec<ObjectId>,
    /// 118.3. Permanents returned to their owners' hands for the cost.
    returned: Vec<ObjectId>,
    /// 601.2b. Whether a [`CostPart::Either`] is paid by its first part.
    either_first: bool,
    /// 107.3. The X announced, for "Reveal X … cards" (`CostPart::RevealX`).
    x: u32,
    /// 701.20a. The cards revealed for the cost.
    reveal: Vec<ObjectId>,
    /// 601.2f. How many cards "exile any number of …" chose (`CostPart::ExileAnyNumber`), which "for each card
    /// exiled this way" counts.
    pub(crate) exiled_any_number: u32,
}

impl Checked {
    /// 601.2h: an object chosen for one part of a cost cannot also pay another part.
    fn already_chosen(&self, c: &ObjectId) -> bool {
        [&self.reveal, &self.sacrifice, &self.discard, &self.exile, &self.tap, &self.returned]
            .iter()
            .any(|taken| taken.contains(c))
    }
}

fn refuse(code: &'static str, rule: &'static str, message: String) -> RulesError {
    Reason::new(code, rule, message).into_error()
}

/// The rule of a cost part, for messages.
fn object_word(part: &CostPart) -> &'static str {
    match part {
        CostPart::Sacrifice { .. } => "sacrifice",
        CostPart::Discard { .. } | CostPart::DiscardX { .. } => "discard",
        CostPart::Exile { .. } | CostPart::ExileMaterials { .. } => "exile",
        CostPart::TapUntapped { .. } | CostPart::TapPower { .. } => "tap",
        CostPart::CollectEvidence { .. } | CostPart::ExileAnyNumber { .. } => "exile",
        CostPart::ReturnToHand { .. } => "return",
        CostPart::RevealX { .. } => "reveal",
        CostPart::Mana { .. }
        | CostPart::Tap
        | CostPart::Untap
        | CostPart::PayLife { .. }
        | CostPart::PayEnergy { .. }
        | CostPart::SacrificeSelf
        | CostPart::ReturnSelfToHand
        | CostPart::DiscardSelf
        | CostPart::RevealSelf
        | CostPart::ExileSelf { .. }
        | CostPart::RemoveCounters { .. }
        | CostPart::PutCounters { .. }
        | CostPart::Loyalty { .. }
        | CostPart::LoyaltyMinusX
        | CostPart::Either { .. } => "",
    }
}

impl Game {
    /// The activated or mana ability at `index` of an object's face, as an
    /// activation reads it; `None` if there is none there.
    pub(crate) fn ability_parts<'a>(&'a self, object: &GameObject, index: usize) -> Option<AbilityParts<'a>> {
        match self.ability_at(object, index)? {
            Ability::Mana {
                cost,
                choices,
                damage_to_you,
                spend_only_on,
                of_chosen_type: _,
                restrictions,
                chosen_color,
                land_abilities_only,
                no_generic,
                uncounterable: _,
                among,
            } => {
                Some(AbilityParts {
                    cost,
                    restrictions,
                    mana: true,
                    choices: {
                        let mut bundles: Vec<Vec<ManaType>> = choices.iter().filter_map(bundle_of).collect();
                        // 614.12: "or one mana of the chosen color".
                        if let (1.., Some(color)) = (*chosen_color, object.chosen_color) {
                            let bundle = vec![ManaType::of(color); *chosen_color as usize];
                            if !bundles.contains(&bundle) {
                                bundles.push(bundle);
                            }
                        }
                        // 106.1, 106.5: only the colors among those permanents.
                        if let Some(filter) = among {
                            let colors: Vec<ManaType> = self
                                .permanents_matching(filter, object.id, object.controller)
                                .into_iter()
                                .filter_map(|id| self.permanent(id))
                                .flat_map(|v| v.characteristics.colors.iter().map(ManaType::of).collect::<Vec<_>>())
                                .collect();
                            bundles.retain(|b| b.iter().all(|t| colors.contains(t)));
                        }
                        bundles
                    },
                    damage: *damage_to_you,
                    restricted: spend_only_on.is_some() || *land_abilities_only || *no_generic,
                    reduction: None,
                })
            }
            Ability::Activated { cost, effects, restrictions, reduction } => Some(AbilityParts {
                cost,
                restrictions,
                mana: false,
                choices: effects
                    .iter()
                    .find_map(|e| match e {
                        Effect::AddMana { choices, .. } => Some(choices.iter().filter_map(bundle_of).collect()),
                        _ => None,
                    })
                    .unwrap_or_default(),
                damage: 0,
                restricted: false,
                reduction: reduction.as_ref(),
            }),
            Ability::Keyword { .. }
            | Ability::Triggered { .. }
            | Ability::Static { .. }
            | Ability::Spell { .. }
            | Ability::ModalSpell { .. } => None,
        }
    }
    /// 702.122a, 702.171a. What the creature `creature` counts toward a crew
    /// or saddle cost's total power: its power now (107.1b: a negative
    /// power adds nothing), and for crew (`crew`) each "crews Vehicles as
    /// though its power were N greater" it has (702.122b).
    fn power_toward(&self, creature: ObjectId, crew: bool) -> u32 {
        let Some(view) = self.permanent(creature) else { return 0 };
        let more = match crew {
            true => self.state.object(creature).map_or(0, |o| {
                let greater = |a: &Ability| {
                    let Ability::Static { ability } = a else { return 0 };
                    let StaticAbility::CrewsAsThoughPowerGreater { amount } = ability else { return 0 };
                    crate::executed!(static ability);
                    i64::from(*amount)
                };
                self.abilities_of(o).iter().map(greater).sum()
            }),
            false => 0,
        };
        u32::try_from((i64::from(view.power) + more).max(0)).unwrap_or(u32::MAX)
    }

    /// 601.2h. The total `value` of the objects `chosen` for a cost part
    /// asking "any number of … with total … N or greater" (crew, saddle,
    /// collect evidence), each a candidate chosen once; refused under `rule`
    /// with the message `not_one` otherwise.
    #[allow(clippy::too_many_arguments)]
    fn chosen_total(
        &self,
        player: PlayerId,
        source: ObjectId,
        part: &CostPart,
        chosen: &[ObjectId],
        checked: &Checked,
        (rule, not_one): (&'static str, impl Fn(&ObjectId) -> String),
        value: impl Fn(ObjectId) -> u64,
    ) -> Result<u64, RulesError> {
        let candidates = self.cost_candidates(player, source, part);
        let mut total: u64 = 0;
        for (k, c) in chosen.iter().enumerate() {
            if chosen[..k].contains(c) || checked.already_chosen(c) || !candidates.contains(c) {
                return Err(refuse("invalid_cost_choice", rule, not_one(c)));
            }
            total = total.saturating_add(value(*c));
        }
        Ok(total)
    }

    /// 202.3. The mana value of the card `id` (0 if it is no object).
    pub(crate) fn card_mana_value(&self, id: ObjectId) -> u64 {
        let object = self.state.object(id);
        object.and_then(|o| self.characteristics_cow(o).ok()).map_or(0, |c| c.mana_value.whole())
    }

    /// The objects `player` may choose for a cost part that chooses objects
    /// (sacrifice, discard, exile), the source excepted.
    pub(crate) fn cost_candidates(&self, player: PlayerId, source: ObjectId, part: &CostPart) -> Vec<ObjectId> {
        // 702.167b: craft's materials, permanents its controller controls and cards in their graveyard.
        if let CostPart::ExileMaterials { count, filter } = part {
            let (count, filter) = (*count, filter.clone());
            let mut ids = self.cost_candidates(player, source, &CostPart::Sacrifice { count, filter: filter.clone() });
            ids.extend(self.cost_candidates(player, source, &CostPart::Exile { count, filter, from: Zone::Graveyard }));
            return ids;
        }
        let creatures;
        let any = ObjectFilter::default();
        let (ids, filter): (&[ObjectId], &ObjectFilter) = match part {
            // 701.59a: any cards in your graveyard.
            CostPart::CollectEvidence { .. } => {
                (self.state.player(player).map_or(&[][..], |p| p.graveyard.as_slice()), &any)
            }
            // 702.122a, 702.171a: untapped creatures you control other than the source.
            CostPart::TapPower { .. } => {
                creatures = ObjectFilter { types: vec![CardType::Creature], ..Default::default() };
                (&self.state.battlefield, &creatures)
            }
            CostPart::Sacrifice { filter, .. }
            | CostPart::TapUntapped { filter, .. }
            | CostPart::ReturnToHand { filter, .. } => (&self.state.battlefield, filter),
            CostPart::Discard { filter, .. } | CostPart::DiscardX { filter } | CostPart::RevealX { filter } => {
                (self.state.player(player).map_or(&[][..], |p| p.hand.as_slice()), filter)
            }
            CostPart::Exile { filter, from, .. } | CostPart::ExileAnyNumber { filter, from } => (
                match (self.state.player(player), from) {
                    (Some(p), Zone::Hand) => p.hand.as_slice(),
                    (Some(p), Zone::Graveyard) => p.graveyard.as_slice(),
                    _ => &[],
                },
                filter,
            ),
            _ => return Vec::new(),
        };
        let on_battlefield = matches!(
            part,
            CostPart::Sacrifice { .. }
                | CostPart::TapUntapped { .. }
                | CostPart::TapPower { .. }
                | CostPart::ReturnToHand { .. }
        );
        let untapped_only = matches!(part, CostPart::TapUntapped { .. } | CostPart::TapPower { .. });
        ids.iter()
            .copied()
            .filter(|&id| id != source)
            .filter(|&id| {
                let Some(o) = self.state.object(id) else { return false };
                let mine = if on_battlefield { o.controller == player } else { o.owner == player };
                // The cheap tests first: characteristics are built only for a possible candidate.
                if !mine || (untapped_only && o.tapped) {
                    return false;
                }
                if on_battlefield {
                    return self.permanent_matches(filter, o, source, player)
                        && filter.combat.is_none_or(|role| self.in_combat_as(id, role));
                }
                let Ok(c) = self.characteristics_cow(o) else { return false };
                Self::filter_matches(filter, o, &c, c.power, c.toughness, source, player) && filter.combat.is_none()
            })
            .collect()
    }

    /// 602.2, 602.5, 113.6m, 118.3. Checks activating ability `index` of `id`
    /// by `player`, with the mana choice, targets, objects chosen for its
    /// costs (in the order of its cost's parts) and payment, without
    /// changing anything.
    #[allow(clippy::too_many_arguments)]
    fn check_activation(
        &self,
        player: PlayerId,
        id: ObjectId,
        index: usize,
        (choice, x): (usize, Option<u32>),
        targets: &[Target],
        choices: &[ObjectId],
        payment: Option<&PaymentPlan>,
    ) -> Result<Checked, RulesError> {
        let object = self.object(id)?;
        let Some(parts) = self.ability_parts(object, index) else {
            return Err(refuse(
                "no_such_ability",
                "602.1",
                format!("'{}' ({id}) has no activated ability at index {index}", object.card),
            ));
        };
        let cost = parts.cost;
        let zone = cost.zone();
        let where_ok = match zone {
            Zone::Battlefield => object.zone == Zone::Battlefield && object.controller == player,
            other => object.zone == other && object.owner == player,
        };
        if !where_ok {
            let place = match zone {
                Zone::Battlefield => "a permanent you control".to_string(),
                other => format!("a card in your {other:?}").to_ascii_lowercase(),
            };
            return Err(refuse(
                "cannot_activate_here",
                if zone == Zone::Battlefield { "602.2" } else { "113.6m" },
                format!("this ability of '{}' is activated only while it is {place}", object.card),
            ));
        }
        if self.state.priority_player != player {
            return Err(refuse("not_your_priority", "117.1", format!("{} has priority", self.state.priority_player)));
        }
        if self.activation_stopped(object) || self.stopped_by_chosen_name(object) {
            return Err(refuse(
                "activation_forbidden",
                "602.5",
                format!("activated abilities of '{}' ({id}) can't be activated", object.card),
            ));
        }
        let s = &self.state;
        for restriction in parts.restrictions {
            match restriction {
                ActivationRestriction::SorcerySpeed => {
                    if s.active_player != player || !s.step.is_main_phase() || !s.stack.is_empty() {
                        return Err(refuse(
                            "sorcery_timing",
                            "602.5d",
                            "this ability can be activated only as a sorcery: in your main phase with an empty stack"
                                .into(),
                        ));
                    }
                }
                ActivationRestriction::OnceEachTurn => {
                    if s.activated_this_turn.contains(&(id, index)) {
                        return Err(refuse(
                            "already_activated",
                            "602.5b",
                            "this ability can be activated only once each turn".into(),
                        ));
                    }
                }
                ActivationRestriction::YourTurn => {
                    if s.active_player != player {
                        return Err(refuse(
                            "not_your_turn",
                            "602.5",
                            "this ability can be activated only during your turn".into(),
                        ));
                    }
                }
                ActivationRestriction::EnteredThisTurn => {
                    if !s.entered_this_turn.contains(&id) {
                        return Err(refuse(
                            "not_entered_this_turn",
                            "602.5",
                            format!("this ability of '{}' can be activated only the turn it entered", object.card),
                        ));
                    }
                }
                ActivationRestriction::PlayerHasOneOrFewerCardsInHand => {
                    if !s.players.iter().any(|p| !p.lost && p.hand.len() <= 1) {
                        return Err(refuse(
                            "no_player_with_few_cards",
                            "602.5",
                            "this ability can be activated only if a player has one or fewer cards in hand".into(),
                        ));
                    }
                }
                ActivationRestriction::OpponentCorrupted => {
                    let poison = |p: &super::state::Player| p.counters.get(&crate::counter::CounterKind::Poison);
                    let corrupted =
                        s.players.iter().any(|p| s.are_opponents(player, p.id) && !p.lost && poison(p) >= 3);
                    if !corrupted {
                        return Err(refuse(
                            "no_corrupted_opponent",
                            "602.5",
                            "this ability can be activated only if an opponent has three or more poison counters"
                                .into(),
                        ));
                    }
                }
            }
        }
        if parts.restricted {
            // TODO(CR 106.6): mana with a spending restriction in the pool.
            return Err(refuse(
                "restricted_mana",
                "106.6",
                format!(
                    "the mana of '{}' has a spending restriction; it is added only while paying a cost it may pay",
                    object.card
                ),
            ));
        }
        let mana_choices = parts.choices.len();
        if (parts.mana || mana_choices > 0) && choice >= mana_choices.max(1) {
            return Err(refuse(
                "no_such_choice",
                "605.3b",
                format!("'{}' has {mana_choices} choice(s) of mana; there is no choice {choice}", object.card),
            ));
        }
        if !parts.mana && mana_choices == 0 && choice != 0 {
            return Err(refuse("no_such_choice", "602.2b", "this ability adds no mana to choose".into()));
        }
        // 602.2b, 601.2c: targets (a mana ability has none, 605.1a); "X target …" with the X announced (107.3).
        let announced = x.map_or(0, |x| (x as usize).min(super::targets::MAX_X_TARGETS));
        let specs: Vec<_> = match self.ability_at(object, index) {
            Some(Ability::Activated { effects, .. }) => effects
                .iter()
                .flat_map(|e| super::targets::x_targets(e, announced))
                .filter_map(Effect::target)
                .collect(),
            _ => Vec::new(),
        };
        // The source's colors matter only to what it targets (702.16, protection).
        let colors = match specs.is_empty() {
            true => Default::default(),
            false => self.characteristics_of(object).map(|c| c.colors).unwrap_or_default(),
        };
        self.check_targets(
            &specs,
            targets,
            &Targeter { ability: None, controller: player, colors, object: Some(id), x: x.unwrap_or(0) },
        )?;
        if !cost.has_x() && x.is_some_and(|v| v > 0) {
            return Err(refuse("x_not_in_cost", "107.3", "X was announced, but this ability's cost has no X".into()));
        }
        if let Some(v) = x.filter(|&v| v > super::MAX_X) {
            return Err(refuse("x_too_large", "107.3", format!("X = {v} is over the largest accepted value")));
        }
        let mut checked = Checked { x: x.unwrap_or(0), ..Checked::default() };
        let mut rest = choices;
        if choices.len() > MAX_COST_CHOICES {
            return Err(refuse("too_many_choices", "602.2b", format!("at most {MAX_COST_CHOICES} objects")));
        }
        let mut mana_part = None;
        for part in &cost.parts {
            match part {
                // Paid after the objects the other parts choose are known.
                CostPart::Mana { cost: mana } => mana_part = Some(mana),
                _ => self.check_cost_part(player, object, part, &mut rest, &mut checked)?,
            }
        }
        // 601.2f via 602.2b: generic mana less for each one counted.
        let reduced = match (mana_part, parts.reduction) {
            (Some(mana), Some(r)) => {
                let less = r.generic.saturating_mul(self.cost_count(&r.per, player, id));
                Some(super::casting::reduce_generic(mana, less))
            }
            (mana, _) => mana.cloned(),
        };
        if let Some(mana) = reduced.as_ref() {
            // The source does not pay for its own ability when the
            // cost taps or sacrifices it; nor do objects sacrificed.
            let excluded = cost.taps()
                || cost.parts.contains(&CostPart::SacrificeSelf)
                || cost.parts.contains(&CostPart::ReturnSelfToHand);
            let mut wallet = self.wallet(player);
            wallet.sources.retain(|s| {
                !(checked.sacrifice.contains(&s.id) || checked.tap.contains(&s.id) || (excluded && s.id == id))
            });
            // 106.6: mana that may be spent only on abilities of land sources.
            if self.permanent(id).is_some_and(|v| v.is(CardType::Land)) {
                self.for_land_ability(&mut wallet);
            }
            // 107.3, 602.2b: X announced with the cost.
            let x = x.filter(|_| super::cast_options::has_x(mana));
            let x = u64::from(super::casting::announce_x(mana, x)?.unwrap_or(0));
            let (restricted, x) = x_paid_as(mana, x, cost.x_only)
                .ok_or_else(|| refuse("cannot_pay", "107.3", format!("X = {x} is more mana than any payment")))?;
            let mana = restricted.as_ref();
            let plan = match payment {
                Some(plan) => plan.clone(),
                None => payment::solve(mana, x, &wallet).map_err(|e| refuse("cannot_pay", "601.2h", e.message))?,
            };
            let paid = payment::check(mana, x, &plan, &wallet)
                .map_err(|e| RulesError::InvalidPayment { message: e.message })?;
            let snow: Vec<ObjectId> = wallet.sources.iter().filter(|s| s.snow).map(|s| s.id).collect();
            checked.payment = Some((paid, snow));
        }
        if !rest.is_empty() {
            return Err(refuse(
                "too_many_choices",
                "601.2h",
                format!("{} object(s) chosen beyond what the cost asks for", rest.len()),
            ));
        }
        if payment.is_some() && checked.payment.is_none() {
            return Err(RulesError::InvalidPayment { message: "this ability's cost has no mana to pay".into() });
        }
        Ok(checked)
    }

    /// 601.2h, 602.2b, 118. Checks one part of a cost other than its mana,
    /// paid by `player` for `object` (the ability's source, or the spell
    /// being cast), taking the objects it sacrifices, discards or exiles from
    /// the front of `rest`: the one check of every cost payer.
    pub(crate) fn check_cost_part(
        &self,
        player: PlayerId,
        object: &GameObject,
        part: &CostPart,
        rest: &mut &[ObjectId],
        checked: &mut Checked,
    ) -> Result<(), RulesError> {
        let id = object.id;
        let life = self.state.player(player).map_or(0, |p| p.life);
        match part {
            CostPart::Tap | CostPart::Untap => {
                let tap = *part == CostPart::Tap;
                if object.tapped == tap {
                    let (code, state) =
                        if tap { ("already_tapped", "tapped") } else { ("already_untapped", "untapped") };
                    return Err(refuse(
                        code,
                        if tap { "107.5" } else { "107.6" },
                        format!("'{}' is {state}", object.card),
                    ));
                }
                // 302.6: a creature without haste (its view only when it is summoning sick).
                let sick = object.summoning_sick
                    && object.zone == Zone::Battlefield
                    && self.permanent(id).is_some_and(|v| v.is(CardType::Creature) && !v.keywords.haste);
                if sick {
                    return Err(refuse(
                        "summoning_sick",
                        "602.5a",
                        format!("'{}' has not been under your control since your most recent turn began", object.card),
                    ));
                }
            }
            CostPart::PayLife { amount } => {
                // 119.4: a player can pay life only if their life total is at least that much.
                if i64::from(life) < i64::from(*amount) {
                    return Err(refuse(
                        "cannot_pay_life",
                        "119.4",
                        format!("paying {amount} life needs a life total of at least {amount}; it is {life}"),
                    ));
                }
            }
            CostPart::PayEnergy { amount } => {
                let have = self.state.player(player).map_or(0, |p| p.counters.get(&CounterKind::Energy));
                if have < *amount {
                    return Err(refuse(
                        "cannot_pay_energy",
                        "107.14",
                        format!("paying {amount} energy needs {amount} energy counters; you have {have}"),
                    ));
                }
            }
            // 122.6: counters can always be put on it.
            CostPart::SacrificeSelf
            | CostPart::ReturnSelfToHand
            | CostPart::DiscardSelf
            | CostPart::RevealSelf
            | CostPart::ExileSelf { .. }
            | CostPart::PutCounters { .. } => {}
            CostPart::Loyalty { change } => self.check_loyalty_ability(player, object, *change)?,
            // 107.3, 606.4: "−X" removes the X announced.
            CostPart::LoyaltyMinusX => {
                self.check_loyalty_ability(player, object, 0i32.saturating_sub_unsigned(checked.x))?;
            }
            CostPart::RemoveCounters { count, counter } => {
                let have = object.counters.get(counter);
                if have < *count {
                    return Err(refuse(
                        "not_enough_counters",
                        "122.8",
                        format!("'{}' has {have} {} counter(s); the cost removes {count}", object.card, counter.name()),
                    ));
                }
            }
            CostPart::Sacrifice { .. }
            | CostPart::Discard { .. }
            | CostPart::DiscardX { .. }
            | CostPart::Exile { .. }
            | CostPart::ExileMaterials { .. }
            | CostPart::ReturnToHand { .. }
            | CostPart::TapUntapped { .. }
            | CostPart::RevealX { .. } => {
                let count = part.count().unwrap_or(checked.x);
                let n = count as usize;
                let (chosen, after) = rest.split_at(n.min(rest.len()));
                *rest = after;
                let verb = object_word(part);
                if chosen.len() < n {
                    return Err(refuse(
                        "cost_choice_missing",
                        "601.2h",
                        format!("the cost says to {verb} {count}; {} chosen", chosen.len()),
                    ));
                }
                let candidates = self.cost_candidates(player, id, part);
                for (k, c) in chosen.iter().enumerate() {
                    let used = chosen[..k].contains(c) || checked.already_chosen(c);
                    if used || !candidates.contains(c) {
                        return Err(refuse(
                            "invalid_cost_choice",
                            "601.2h",
                            format!("{c} is not an object you can {verb} for this cost"),
                        ));
                    }
                }
                let into = match part {
                    CostPart::Sacrifice { .. } => &mut checked.sacrifice,
                    CostPart::Discard { .. } | CostPart::DiscardX { .. } => &mut checked.discard,
                    CostPart::TapUntapped { .. } => &mut checked.tap,
                    CostPart::ReturnToHand { .. } => &mut checked.returned,
                    CostPart::RevealX { .. } => &mut checked.reveal,
                    _ => &mut checked.exile,
                };
                into.extend_from_slice(chosen);
            }
            // 702.122a, 702.171a: any number of the objects chosen (the rest of them), with total power N or greater.
            CostPart::TapPower { power, crew } => {
                let chosen = std::mem::take(rest);
                let not_one = |c: &ObjectId| format!("{c} is not another untapped creature you control");
                let power_of = |c: ObjectId| u64::from(self.power_toward(c, *crew));
                let total = self.chosen_total(player, id, part, chosen, checked, ("601.2h", not_one), power_of)?;
                if total < u64::from(*power) {
                    return Err(refuse(
                        "not_enough_power",
                        "702.122a, 702.171a",
                        format!("the creatures chosen have total power {total}; the cost needs {power} or greater"),
                    ));
                }
                checked.tap.extend_from_slice(chosen);
            }
            // 701.59a: any number of the cards chosen (the rest of them), with total mana value N or greater.
            CostPart::CollectEvidence { amount } => {
                let chosen = std::mem::take(rest);
                let not_one = |c: &ObjectId| format!("{c} is not a card in your graveyard");
                let value = |c: ObjectId| self.card_mana_value(c);
                let total = self.chosen_total(player, id, part, chosen, checked, ("701.59a", not_one), value)?;
                if total < u64::from(*amount) {
                    return Err(refuse(
                        "not_enough_evidence",
                        "701.59a",
                        format!(
                            "the cards chosen have total mana value {total}; collecting evidence needs {amount} or greater"
                        ),
                    ));
                }
                checked.exile.extend_from_slice(chosen);
            }
            // 601.2b, 701.13: any number of the cards chosen (the rest of them, none included), each a candidate once.
            CostPart::ExileAnyNumber { .. } => {
                let chosen = std::mem::take(rest);
                let not_one = |c: &ObjectId| format!("{c} is not a card you can exile for this cost");
                let count = self.chosen_total(player, id, part, chosen, checked, ("601.2h", not_one), |_| 1)?;
                checked.exiled_any_number = u32::try_from(count).unwrap_or(u32::MAX);
                checked.exile.extend_from_slice(chosen);
            }
            CostPart::Mana { .. } => {}
            // 601.2b: the first part when objects are chosen for it, else the second.
            CostPart::Either { parts } => {
                checked.either_first = !rest.is_empty();
                if let Some(part) = parts.get(usize::from(!checked.either_first)) {
                    self.check_cost_part(player, object, part, rest, checked)?;
                }
            }
        }
        Ok(())
    }

    /// 602.2, 605.3. Activates ability `index` of `id` for `player`: checks
    /// it whole, pays its costs (601.2g–h), then a mana ability adds its
    /// mana at once (605.3b) and any other ability goes on the stack.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn activate(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        index: usize,
        (choice, x): (usize, Option<u32>),
        targets: &[Target],
        choices: &[ObjectId],
        payment: Option<&PaymentPlan>,
    ) -> Result<Vec<Event>, RulesError> {
        let mut checked = self.check_activation(player, id, index, (choice, x), targets, choices, payment)?;
        crate::executed!(each self.ability_at(self.object(id)?, index).filter(|a| matches!(a, crate::text::Ability::Mana { .. })).into_iter());
        let source = self.object(id)?.clone();
        let (cost, mana, bundle, damage, once) = {
            let parts = self
                .ability_parts(&source, index)
                .ok_or_else(|| RulesError::Internal { message: "the ability vanished".into() })?;
            (
                parts.cost.clone(),
                parts.mana,
                parts.choices.get(choice).cloned().unwrap_or_default(),
                parts.damage,
                parts.restrictions.contains(&ActivationRestriction::OnceEachTurn),
            )
        };
        let snow = self.profile_of(&source).is_some_and(|p| p.snow);
        // 107.3: the value of X the ability remembers (the cost was checked to have X).
        let x = cost.has_x().then(|| x.unwrap_or(0));
        // 608.2h: "where X is the sacrificed creature's power": its power as it last existed, before it is
        // sacrificed below (107.1b: at least 0), kept as the ability's X.
        let sacrificed = |e: &Effect| matches!(e, Effect::NumberIs { counted: Counted::SacrificedPower, .. });
        let x = match self.ability_at(&source, index).is_some_and(|a| a.all_effects().any(sacrificed)) {
            true => checked.sacrifice.first().and_then(|&s| self.permanent(s)).map(|v| v.power.max(0).unsigned_abs()),
            false => x,
        };
        // 608.2h: a source that leaves as a cost is read as it last existed (its counters).
        let leaves = cost
            .parts
            .iter()
            .any(|p| matches!(p, CostPart::SacrificeSelf | CostPart::ExileSelf { .. } | CostPart::ReturnSelfToHand));
        let last_counters = if leaves { source.counters.clone() } else { Default::default() };
        let view = self.permanent(id);
        // 602.5b, 606.3: remembered for "once each turn" and loyalty abilities.
        if once || cost.has(CostPart::is_loyalty) {
            self.state.activated_this_turn.push((id, index));
        }
        // 702.49c: the ability remembers what the creature its cost returns attacked.
        let attacking = (self.state.combat.as_ref())
            .and_then(|c| c.attackers.iter().find(|a| checked.returned.first() == Some(&a.object)).map(|a| a.target));
        // 601.2g–h via 602.2b: the mana first, then the other costs.
        let mut events = match &checked.payment {
            Some((paid, snow_sources)) => self.pay(player, paid, snow_sources)?,
            None => Vec::new(),
        };
        for part in &cost.parts {
            self.pay_cost_part(player, id, part, &mut checked, &mut events)?;
        }
        if mana {
            // 605.3b: a mana ability resolves at once.
            if let Some(p) = self.state.player_mut(player) {
                for &t in &bundle {
                    p.mana_pool.add(t, snow);
                }
            }
            events.push(Event::ManaAdded { player, source: id, mana: bundle });
            if damage > 0
                && let Some(view) = view
            {
                // 120.3: the source deals the damage, as it last existed.
                let to = super::combat::DamageTo::Player { player };
                let sources = super::combat::Views::one(id, view);
                self.deal_damage(&[(id, to, damage)], false, &sources, &mut events);
            }
            return Ok(events);
        }
        // 602.2a: the ability on the stack, an object that is not a card; an
        // ability a copy gained is its own card's (613.1f, just after the others).
        let past = self.printed_abilities_of(&source).len();
        let (card, card_index, face, at) = match source.copy_of.as_ref().filter(|_| !self.is_merged(source.id)) {
            Some(copy) => match (&copy.gained_from, copy.gained_ability) {
                (Some(card), Some(gained)) if index == past => (card.clone(), copy.gained_index, None, gained),
                _ => (copy.card.clone(), copy.card_index, source.face, index),
            },
            None => {
                // 729.2a: a merged permanent's abilities are numbered in its own card.
                let (card, card_index) = self.ability_card_of(&source);
                (card, card_index, source.face, index)
            }
        };
        // 702.167a: craft's "Return this card …" is the card its cost exiled, a new object (400.7).
        let returns = |e: &Effect| matches!(e, Effect::ReturnExiledTransformed);
        let from = match self.ability_at(&source, index).is_some_and(|a| a.all_effects().any(returns)) {
            true => events.iter().find_map(|e| match e {
                Event::ObjectMoved { from, object, zone: Zone::Exile, .. } if *from == id => Some(*object),
                _ => None,
            }),
            false => None,
        };
        let ability = self.state.new_id();
        self.state.objects.push(GameObject {
            face,
            ability: Some(StackAbility {
                source: from.unwrap_or(id),
                kind: TriggerKind::Activated { ability: at, choice },
            }),
            targets: targets.to_vec(),
            x,
            counters: last_counters,
            attacking,
            ..GameObject::new(ability, card.clone(), card_index, player, Zone::Stack)
        });
        self.state.stack.push(ability);
        events.push(Event::AbilityActivated { player, object: ability, source: id, card, ability: index });
        // 702.29c: "When you cycle [this]" triggers from the zone the card went to.
        if self.ability_at(&source, index).is_some_and(crate::text::Ability::is_cycling) {
            let discarded = events.iter().find_map(|e| match e {
                Event::Discarded { from, object, .. } if *from == id => Some(*object),
                _ => None,
            });
            if let Some(cycled) = discarded {
                let when = |t: &crate::text::Trigger| matches!(t, crate::text::Trigger::YouCycleThis);
                self.trigger_by(cycled, when, super::turn::Seen::Cycled { x });
            }
        }
        if !targets.is_empty() {
            events.push(Event::TargetsChosen { object: ability, targets: targets.to_vec(), modes: Vec::new() });
        }
        self.ward_triggers(ability);
        Ok(events)
    }

    /// 601.2h, 602.2b. Pays one checked part of a cost other than its mana
    /// (paid first, 601.2g) for `id` (the ability's source, or the spell
    /// being cast): the one payment of every cost payer. The objects chosen
    /// for every part of a kind are paid by the first such part and taken
    /// out of `checked`, so a cost with two parts of a kind (an additional
    /// cost and a flashback cost that both sacrifice) pays each object once.
    pub(crate) fn pay_cost_part(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        part: &CostPart,
        checked: &mut Checked,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        match part {
            CostPart::Tap | CostPart::Untap => {
                if let Some(o) = self.state.object_mut(id) {
                    o.tapped = *part == CostPart::Tap;
                }
            }
            CostPart::PayLife { amount } => {
                if let Some(p) = self.state.player_mut(player) {
                    p.life = p.life.saturating_sub(i32::try_from(*amount).unwrap_or(i32::MAX));
                }
                events.push(Event::LifePaid { player, amount: *amount });
            }
            CostPart::RemoveCounters { count, counter } => {
                if let Some(o) = self.state.object_mut(id) {
                    o.counters.remove(counter, *count);
                }
            }
            CostPart::PutCounters { count, counter } => {
                if let Some(o) = self.state.object_mut(id) {
                    o.counters.add(counter.clone(), *count);
                }
            }
            CostPart::SacrificeSelf => self.sacrifice(id, events)?,
            // 118.3, 400.7: to its owner's hand, a new object.
            CostPart::ReturnSelfToHand => {
                let (card, new_id) = self.move_to_owners(id, Zone::Hand)?;
                events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Hand });
            }
            CostPart::Either { parts } => {
                if let Some(part) = parts.get(usize::from(!checked.either_first)) {
                    self.pay_cost_part(player, id, part, checked, events)?;
                }
            }
            CostPart::DiscardSelf => {
                self.discard_card(player, id, events)?;
            }
            // 701.20a, 702.49b: shown to every player; the card stays in the hand.
            CostPart::RevealSelf => {
                let card = self.object(id)?.card.clone();
                events.push(Event::Revealed { player, object: id, card });
            }
            CostPart::ExileSelf { .. } => self.exile_card(id, events)?,
            CostPart::Sacrifice { .. } => {
                for s in std::mem::take(&mut checked.sacrifice) {
                    self.sacrifice(s, events)?;
                }
            }
            CostPart::Discard { .. } | CostPart::DiscardX { .. } => {
                for d in std::mem::take(&mut checked.discard) {
                    self.discard_card(player, d, events)?;
                }
            }
            // 701.20a: shown to every player; the cards stay in the hand.
            CostPart::RevealX { .. } => {
                for object in std::mem::take(&mut checked.reveal) {
                    let card = self.object(object)?.card.clone();
                    events.push(Event::Revealed { player, object, card });
                }
            }
            CostPart::Exile { .. }
            | CostPart::ExileMaterials { .. }
            | CostPart::CollectEvidence { .. }
            | CostPart::ExileAnyNumber { .. } => {
                for e in std::mem::take(&mut checked.exile) {
                    self.exile_card(e, events)?;
                }
            }
            CostPart::TapUntapped { .. } | CostPart::TapPower { .. } => {
                for t in std::mem::take(&mut checked.tap) {
                    if let Some(o) = self.state.object_mut(t) {
                        o.tapped = true;
                    }
                }
            }
            // 118.3, 400.7: to its owner's hand, a new object.
            CostPart::ReturnToHand { .. } => {
                for r in std::mem::take(&mut checked.returned) {
                    let (card, owner) = (self.object(r)?.card.clone(), self.object(r)?.owner);
                    let new_id = self.move_object(r, Zone::Hand, owner)?;
                    events.push(Event::ObjectMoved { card, from: r, object: new_id, zone: Zone::Hand });
                }
            }
            CostPart::PayEnergy { amount } => {
                // 107.14: remove that many energy counters from yourself.
                if let Some(p) = self.state.player_mut(player) {
                    p.counters.remove(&CounterKind::Energy, *amount);
                }
            }
            // 606.4: the loyalty cost is paid with loyalty counters.
            CostPart::Loyalty { change } => {
                if let Some(o) = self.state.object_mut(id) {
                    if *change >= 0 {
                        o.counters.add(CounterKind::Loyalty, change.unsigned_abs());
                    } else {
                        o.counters.remove(&CounterKind::Loyalty, change.unsigned_abs());
                    }
                }
                if *change > 0 {
                    let count = change.unsigned_abs();
                    events.push(Event::CountersPut { object: id, counter: CounterKind::Loyalty, count });
                }
            }
            // 107.3, 606.4: the X announced.
            CostPart::LoyaltyMinusX => {
                if let Some(o) = self.state.object_mut(id) {
                    o.counters.remove(&CounterKind::Loyalty, checked.x);
                }
            }
            CostPart::Mana { .. } => {}
        }
        Ok(())
    }

    /// 606.3, 606.6. A loyalty ability of `object` may be activated by
    /// `player` only with an empty stack in a main phase of their turn, if
    /// no loyalty ability of that permanent was activated this turn, and a
    /// negative cost only with at least that many loyalty counters.
    fn check_loyalty_ability(&self, player: PlayerId, object: &GameObject, change: i32) -> Result<(), RulesError> {
        let s = &self.state;
        // "As long as [this] entered this turn, you may activate her loyalty
        // abilities any time you could cast an instant" (The Wandering Emperor).
        let as_instant = s.entered_this_turn.contains(&object.id)
            && self
                .abilities_of(object)
                .iter()
                .any(|a| matches!(a, Ability::Static { ability: StaticAbility::LoyaltyAsInstantTheTurnItEntered }));
        if as_instant {
            crate::executed!(static &StaticAbility::LoyaltyAsInstantTheTurnItEntered);
        } else if s.active_player != player || !s.step.is_main_phase() || !s.stack.is_empty() {
            return Err(refuse(
                "sorcery_timing",
                "606.3",
                "a loyalty ability can be activated only in your main phase with an empty stack".into(),
            ));
        }
        let loyalty = |&(o, i): &(ObjectId, usize)| {
            o == object.id && self.ability_parts(object, i).is_some_and(|p| p.cost.has(CostPart::is_loyalty))
        };
        if s.activated_this_turn.iter().any(loyalty) {
            return Err(refuse(
                "loyalty_ability_already_activated",
                "606.3",
                format!("a loyalty ability of '{}' was already activated this turn", object.card),
            ));
        }
        let have = object.counters.get(&CounterKind::Loyalty);
        if change < 0 && have < change.unsigned_abs() {
            return Err(refuse(
                "not_enough_loyalty",
                "606.6",
                format!("'{}' has {have} loyalty counter(s); the cost removes {}", object.card, change.unsigned_abs()),
            ));
        }
        Ok(())
    }

    /// 701.9a. `player` discards card `id` from their hand (a cost, an
    /// instruction, 514.1): it goes to their graveyard, and "whenever an
    /// opponent discards" abilities trigger (603.2).
    pub(crate) fn discard_card(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<ObjectId, RulesError> {
        let card = self.object(id)?.card.clone();
        let new_id = self.move_object(id, Zone::Graveyard, player)?;
        events.push(Event::Discarded { player, card, from: id, object: new_id });
        self.discard_triggers(player, new_id);
        self.discarded_by_opponent_triggers(player, new_id);
        Ok(new_id)
    }

    /// 701.13a. Exiles a card from a hand or graveyard.
    fn exile_card(&mut self, id: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let (card, owner) = {
            let o = self.object(id)?;
            (o.card.clone(), o.owner)
        };
        let new_id = self.move_object(id, Zone::Exile, owner)?;
        events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Exile });
        Ok(())
    }

    /// 602.1, 605. The activations `player` may make now, for
    /// [`Game::legal_actions`]: each activated ability and each mana ability
    /// beyond plain `{T}: Add` of the objects in `ids`, once per mana choice,
    /// choice of targets and (a representative set of) objects for its costs.
    pub(crate) fn activations(&self, player: PlayerId, ids: &[ObjectId], out: &mut Vec<super::Action>) {
        for &id in ids {
            let Some(object) = self.state.object(id) else { continue };
            let Ok(entry) = self.entry(object) else { continue };
            let Some(indices) = entry.activated.get(object.face.unwrap_or(0)) else { continue };
            // 613.1f: an ability a copy gained, last among its abilities (Thespian's Stage).
            let gained = object.copy_of.as_ref().and_then(|c| c.gained_ability);
            let gained = gained.map(|_| self.printed_abilities_of(object).len());
            // 613.1f: the abilities its own instructions granted it (Urza's Saga's), but plain `{T}: Add`.
            let own = self.self_granted_of(object).filter(|(_, a)| match a {
                Ability::Activated { .. } => true,
                Ability::Mana { .. } => {
                    !super::mana_ability::ManaAbility::read(a, 0, None).is_some_and(|m| m.is_plain())
                }
                _ => false,
            });
            let own: Vec<usize> = own.map(|(i, _)| i).collect();
            for index in indices.iter().copied().chain(gained).chain(own) {
                let Some(parts) = self.ability_parts(object, index) else { continue };
                // The fast forms of check_activation's first refusals: not
                // where it is activated, {T} of a tapped permanent (107.5).
                if parts.cost.zone() != object.zone || (object.tapped && parts.cost.taps()) {
                    continue;
                }
                let n_choices = parts.choices.len().max(1);
                // A representative choice of objects for the costs: the first candidates.
                let mut picked: Vec<ObjectId> = Vec::new();
                // "Reveal X … cards": the first X candidates, for each X listed.
                let mut reveal: Vec<ObjectId> = Vec::new();
                let mut possible = true;
                for part in &parts.cost.parts {
                    // "Discard X cards" likewise: the first X candidates.
                    if let CostPart::RevealX { .. } | CostPart::DiscardX { .. } = part {
                        reveal = self.cost_candidates(player, id, part);
                    }
                    if let CostPart::Sacrifice { count, .. }
                    | CostPart::Discard { count, .. }
                    | CostPart::Exile { count, .. }
                    | CostPart::ExileMaterials { count, .. }
                    | CostPart::ReturnToHand { count, .. }
                    | CostPart::TapUntapped { count, .. } = part
                    {
                        let candidates: Vec<ObjectId> = self
                            .cost_candidates(player, id, part)
                            .into_iter()
                            .filter(|c| !picked.contains(c))
                            .take(*count as usize)
                            .collect();
                        possible &= candidates.len() == *count as usize;
                        picked.extend(candidates);
                    }
                    // 702.122a, 702.171a: candidates in order until their total power is N or greater.
                    if let CostPart::TapPower { power, crew } = part {
                        let mut total: u32 = 0;
                        for c in self.cost_candidates(player, id, part) {
                            if total >= *power {
                                break;
                            }
                            if !picked.contains(&c) {
                                total = total.saturating_add(self.power_toward(c, *crew));
                                picked.push(c);
                            }
                        }
                        possible &= total >= *power;
                    }
                }
                if !possible {
                    continue;
                }
                let specs: Vec<_> = match self.ability_at(object, index) {
                    Some(Ability::Activated { effects, .. }) => effects.iter().filter_map(Effect::target).collect(),
                    _ => Vec::new(),
                };
                let colors = match specs.is_empty() {
                    true => Default::default(),
                    false => self.characteristics_of(object).map(|c| c.colors).unwrap_or_default(),
                };
                let target_sets = |x: Option<u32>| match specs.is_empty() {
                    true => vec![Vec::new()],
                    false => self.target_choices(
                        &specs,
                        &Targeter { ability: None, controller: player, colors, object: Some(id), x: x.unwrap_or(0) },
                    ),
                };
                let (xs, largest) = match parts.cost.parts.iter().find_map(|p| match p {
                    CostPart::Mana { cost } if super::cast_options::has_x(cost) => Some(cost),
                    _ => None,
                }) {
                    Some(cost) => {
                        let largest = self.largest_x(player, id, parts.cost, cost);
                        let mut xs = vec![Some(0)];
                        xs.extend(largest.map(Some));
                        (xs, largest)
                    }
                    // 107.3, 606.4: "−X": X = 0 and every loyalty counter.
                    None if parts.cost.has(|p| *p == CostPart::LoyaltyMinusX) => {
                        let all = object.counters.get(&CounterKind::Loyalty);
                        (if all > 0 { vec![Some(0), Some(all)] } else { vec![Some(0)] }, Some(all))
                    }
                    // 107.3: X = 0 and every card that may be revealed.
                    None if parts.cost.has_x() => {
                        reveal.retain(|c| !picked.contains(c));
                        let all = u32::try_from(reveal.len()).unwrap_or(u32::MAX);
                        (if all > 0 { vec![Some(0), Some(all)] } else { vec![Some(0)] }, Some(all))
                    }
                    None => (vec![None], None),
                };
                // 107.3: X = 0 and the largest X payable now stand for the choices of X,
                // except where a target's "mana value X" depends on it (601.2c after
                // 601.2b): then every X payable, each with its own targets.
                let groups: Vec<(Vec<Target>, Vec<Option<u32>>)> = if specs.iter().any(|s| s.reads_x()) {
                    let every = (0..=largest.unwrap_or(0)).map(Some);
                    every.flat_map(|x| target_sets(x).into_iter().map(move |t| (t, vec![x]))).collect()
                } else {
                    target_sets(None).into_iter().map(|t| (t, xs.clone())).collect()
                };
                for (targets, xs) in groups {
                    for choice in 0..n_choices {
                        for x in xs.iter().copied() {
                            let announced = (choice, x);
                            let shown = reveal.iter().take(x.unwrap_or(0) as usize);
                            let choices: Vec<ObjectId> = picked.iter().chain(shown).copied().collect();
                            if self.check_activation(player, id, index, announced, &targets, &choices, None).is_ok() {
                                out.push(super::Action::ActivateAbility {
                                    player,
                                    object: id,
                                    ability: index,
                                    choice,
                                    targets: targets.clone(),
                                    choices,
                                    payment: None,
                                    x,
                                });
                            }
                        }
                    }
                }
            }
        }
    }

    /// 106.6. `wallet` paying for an ability of a land: each source with a
    /// mana ability whose mana may be spent only on abilities of land sources
    /// (Sunken Citadel) adds that ability's mana too.
    fn for_land_ability<'a>(&'a self, wallet: &mut payment::Wallet<'a>) {
        for source in &mut wallet.sources {
            let Some(o) = self.state.object(source.id) else { continue };
            if let Some(p) = self.profile_of(o).filter(|p| !p.land_abilities.is_empty()) {
                source.bundles = self.damped(o, std::borrow::Cow::Borrowed(&p.land_abilities));
            }
        }
    }

    /// 107.3. The largest X (at least 1) for which `player` could pay `cost`
    /// (the mana of `whole`) now, `source` left out when `whole` taps it; for
    /// the listing.
    fn largest_x(&self, player: PlayerId, source: ObjectId, whole: &Cost, cost: &ManaCost) -> Option<u32> {
        let taps = whole.taps();
        let mut wallet = self.wallet(player);
        wallet.sources.retain(|s| !(taps && s.id == source));
        if self.permanent(source).is_some_and(|v| v.is(CardType::Land)) {
            self.for_land_ability(&mut wallet);
        }
        let most = wallet.sources.iter().map(|s| s.bundles.iter().map(Vec::len).max().unwrap_or(1)).sum::<usize>();
        let most = (most as u64).saturating_add(wallet.pool.mana.total());
        let payable = |x: u64| {
            x_paid_as(cost, x, whole.x_only).is_some_and(|(paid, x)| payment::solve(paid.as_ref(), x, &wallet).is_ok())
        };
        if !payable(1) {
            return None;
        }
        let (mut lo, mut hi) = (1u64, most.min(u64::from(super::MAX_X)));
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            if payable(mid) { lo = mid } else { hi = mid - 1 }
        }
        u32::try_from(lo).ok()
    }

    /// 701.23, 701.24. The answer to [`Pending::SearchLibrary`]: the card
    /// found (one of the candidates) or none (701.23b). When others are
    /// still to choose (101.4), the next one does; after the last choice each
    /// card found goes where the search says, then each searcher shuffles.
    pub(crate) fn search_library(
        &mut self,
        player: PlayerId,
        found: Option<ObjectId>,
    ) -> Result<Vec<Event>, RulesError> {
        let Some(Pending::SearchLibrary { source, candidates, destination, mut then, mut chosen, among, .. }) =
            self.state.pending.clone()
        else {
            return Err(refuse("not_pending", "701.23", "no search is pending".into()));
        };
        if let Some(card) = found
            && !candidates.contains(&card)
        {
            return Err(refuse(
                "not_a_candidate",
                "701.23a",
                format!(
                    "{card} is not one of the cards this search can find (in the library, hand or graveyard it looks in)"
                ),
            ));
        }
        chosen.push(LibrarySearch { player, cards: found.into_iter().collect() });
        // 608.2d: among the cards looked at, a choice left with nothing to choose is not asked (Atraxa's card types).
        while among
            && then.first().is_some_and(|next| next.cards.iter().all(|c| chosen.iter().any(|s| s.cards.contains(c))))
        {
            then.remove(0);
        }
        if !then.is_empty() {
            let mut next = then.remove(0);
            // "up to three cards": a card found is not found again.
            next.cards.retain(|c| !chosen.iter().any(|s| s.cards.contains(c)));
            let (player, candidates) = (next.player, next.cards);
            self.state.pending =
                Some(Pending::SearchLibrary { player, source, candidates, destination, then, chosen, among });
            return Ok(Vec::new());
        }
        self.state.pending = None;
        let mut events = Vec::new();
        // 608.2c: a later instruction reads the card found ("It gains haste.", Nahiri, the Harbinger).
        let remember = among || self.next_instruction().is_some_and(|e| e.reads_found_card());
        for search in &chosen {
            for &card in &search.cards {
                let now = self.put_found(search.player, card, destination, remember, &mut events)?;
                // 608.2d: the resolution goes on knowing how many of the cards looked at were taken (one
                // entering the battlefield is remembered as it enters, maybe after a choice: `Entering::remembered`).
                let entering = matches!(destination, crate::text::SearchDestination::Battlefield { .. });
                if let (true, false, Some(now), Some(at)) = (remember, entering, now, self.state.resolving.as_mut()) {
                    at.chosen.push(now);
                }
            }
        }
        // 701.24a: shuffle with the game's generator.
        for (i, search) in chosen.iter().enumerate() {
            if !among && !chosen[..i].iter().any(|s| s.player == search.player) {
                self.shuffle_library(search.player, &mut events);
            }
        }
        self.state.priority_player = self.state.active_player;
        self.proceed(super::turn::Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 701.23. Puts `card`, found by `player`'s search, where the search
    /// says; returns the object it is there (none if it did not enter). A
    /// permanent `remembered` is one the resolution goes on knowing (608.2c).
    fn put_found(
        &mut self,
        player: PlayerId,
        card: ObjectId,
        destination: crate::text::SearchDestination,
        remembered: bool,
        events: &mut Vec<Event>,
    ) -> Result<Option<ObjectId>, RulesError> {
        let name = self.object(card)?.card.clone();
        match destination {
            crate::text::SearchDestination::Battlefield { tapped, untap_if_lands } => {
                // The one way a permanent enters (a shock land found asks its question).
                let entering = super::enter::Entering {
                    tapped,
                    remembered,
                    ..super::enter::Entering::new(player, super::enter::EnterCause::Effect)
                };
                let entered = self.put_onto_battlefield(super::enter::Entrant::Object(card), entering, events)?;
                // "Then if you control four or more lands, untap that land."
                // TODO(CR 608.2c): a land that waits for a replacement choice is not untapped.
                if let (Some(land), Some(lands)) = (entered, untap_if_lands) {
                    let controlled = self
                        .state
                        .objects_in(&self.state.battlefield)
                        .flatten()
                        .filter(|o| o.controller == player)
                        .filter(|o| self.permanent_of(o).is_some_and(|v| v.is(CardType::Land)))
                        .count();
                    if controlled >= lands as usize
                        && let Some(o) = self.state.object_mut(land)
                    {
                        o.tapped = false;
                        events.push(Event::Untapped { objects: vec![land] });
                    }
                }
                Ok(entered)
            }
            crate::text::SearchDestination::Hand => {
                let new_id = self.move_object(card, Zone::Hand, player)?;
                events.push(Event::ObjectMoved { card: name, from: card, object: new_id, zone: Zone::Hand });
                Ok(Some(new_id))
            }
            // 406.3: exiled face up (Bring to Light), remembered for the instruction after the search.
            crate::text::SearchDestination::Exile => {
                let new_id = self.move_object(card, Zone::Exile, player)?;
                events.push(Event::ObjectMoved { card: name, from: card, object: new_id, zone: Zone::Exile });
                Ok(Some(new_id))
            }
            crate::text::SearchDestination::Graveyard => {
                let new_id = self.move_object(card, Zone::Graveyard, player)?;
                events.push(Event::ObjectMoved {
                    card: name,
                    from: card,
                    object: new_id,
                    zone: self.graveyard_or_exile(new_id),
                });
                Ok(Some(new_id))
            }
        }
    }

    /// 701.23a. Starts a search of `player`'s library for cards `filter`
    /// matches: the choice waits for its answer ([`Pending::SearchLibrary`]).
    pub(crate) fn begin_search(
        &mut self,
        player: PlayerId,
        source: ObjectId,
        filter: &ObjectFilter,
        destination: crate::text::SearchDestination,
    ) {
        self.begin_searches(&[player], player, source, filter, destination);
    }

    /// 701.23a, 101.4. Starts the searches of `players`' libraries, each
    /// for cards `filter` matches (judged as for its searcher), chosen in
    /// the order given ([`Pending::SearchLibrary`] with `then`), for a spell
    /// or ability `controller` controls. Nothing when no one searches.
    pub(crate) fn begin_searches(
        &mut self,
        players: &[PlayerId],
        controller: PlayerId,
        source: ObjectId,
        filter: &ObjectFilter,
        destination: crate::text::SearchDestination,
    ) {
        let searches: Vec<LibrarySearch> = players
            .iter()
            .map(|&player| {
                if self.search_prevented(player, controller) {
                    return LibrarySearch { player, cards: Vec::new() };
                }
                let library = self.state.player(player).map(|p| p.library.as_slice()).unwrap_or_default();
                let cards = self.matching(library, filter, source, player);
                LibrarySearch { player, cards }
            })
            .collect();
        self.ask_searches(searches, source, destination, false);
    }

    /// 701.23, 101.2. Whether `player`'s search of their own library for a
    /// spell or ability `controller` controls can find nothing: "Spells and
    /// abilities your opponents control can't cause their controller to
    /// search their library." (Ashiok, Dream Render) of an opponent's
    /// permanent. The search finds no card; the shuffle after it still
    /// happens (the instruction's other parts are done).
    pub(crate) fn search_prevented(&self, player: PlayerId, controller: PlayerId) -> bool {
        player == controller
            && self
                .opponents_static(
                    player,
                    &crate::text::StaticAbility::OpponentsCantSearchTheirLibraries,
                    super::turn::Watched::SearchesPrevented,
                )
                .is_some()
    }

    /// 701.23a. Asks the first of `searches` ([`Pending::SearchLibrary`]),
    /// the others in order after it; `among`: a choice among cards looked
    /// at, not a search (608.2d).
    pub(crate) fn ask_searches(
        &mut self,
        mut searches: Vec<LibrarySearch>,
        source: ObjectId,
        destination: crate::text::SearchDestination,
        among: bool,
    ) {
        if searches.is_empty() {
            return;
        }
        let first = searches.remove(0);
        self.state.pending = Some(Pending::SearchLibrary {
            player: first.player,
            source,
            candidates: first.cards,
            destination,
            then: searches,
            chosen: Vec::new(),
            among,
        });
    }
}

/// 107.3, 106.6. The mana to pay for `cost` with X = `x`, and the X left to
/// pay as generic mana: with "Spend only black mana on X." (`x_only`), X is
/// paid as that many symbols of the color; `None` when that is too many.
fn x_paid_as(cost: &ManaCost, x: u64, x_only: Option<Color>) -> Option<(Cow<'_, ManaCost>, u64)> {
    match x_only {
        Some(color) => Some((Cow::Owned(cost.with_x_of_color(x, color, MAX_MANA_COST_LEN)?), 0)),
        None => Some((Cow::Borrowed(cost), x)),
    }
}
