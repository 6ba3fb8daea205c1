//! Suspend 702.62. "Suspend N—{cost}" is three abilities:
//!
//! 1. From hand, a special action (116.2f, [`Action::Suspend`](super::Action::Suspend)):
//!    "If you could begin to cast this card by putting it onto the stack from
//!    your hand, you may pay \[cost\] and exile it with N time counters on it."
//!    Whether its owner could begin to cast it is the one cast path's judgement
//!    of a normal cast, its payment aside (timing 117.1a, priority, and what
//!    forbids casting, 702.62c): a card with no mana cost (Living End, 202.1b)
//!    can be suspended though it can never be cast from hand (118.6).
//! 2. In exile, "At the beginning of your upkeep, if this card is suspended,
//!    remove a time counter from it." ([`TriggerKind::SuspendUpkeep`]; a card is
//!    suspended while it is in exile, has suspend and has a time counter, 702.62b).
//! 3. In exile, "When the last time counter is removed from this card, if
//!    it's exiled, you may play it without paying its mana cost if able."
//!    ([`TriggerKind::SuspendLastCounter`]; resolved with the card still in exile,
//!    it asks [`Pending::CastWithoutPaying`], answered through the one cast path
//!    with `withoutPayingManaCost`, or declined and the card stays exiled).
//!
//!    A creature spell cast this way gains haste until its controller loses
//!    control of the spell or the permanent it becomes (`GameObject::suspend_haste`,
//!    kept by the permanent through `Entering::suspend_haste`, given in
//!    layer 6 by `permanent_among`, cleared by `Game::settle_control`).
//!
//! TODO(CR 702.62a): a land card with suspend played this way.

use super::Game;
use super::cast_options::Reason;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::payment::PaymentPlan;
use super::state::{CastMethod, GameObject, Pending, TriggerKind};
use crate::card::Zone;
use crate::counter::CounterKind;
use crate::text::{Ability, KeywordAbility};

/// 601.2, 702.62a. The reasons a normal cast from hand gives that mean its
/// owner could not begin to cast it now (the others are about paying).
const CANNOT_BEGIN: [&str; 9] = [
    "not_in_hand",
    "not_your_card",
    "not_your_priority",
    "not_your_turn",
    "not_main_phase",
    "stack_not_empty",
    "cast_limit",
    "cast_prohibited",
    "is_a_land",
];

/// Whether `ability` is a suspend keyword.
fn is_suspend(ability: &Ability) -> bool {
    matches!(ability, Ability::Keyword { keyword: KeywordAbility::Suspend { .. } })
}

impl Game {
    /// 702.62b. Whether `object` is suspended: in exile, with suspend and a
    /// time counter.
    pub(crate) fn is_suspended(&self, object: &GameObject) -> bool {
        object.zone == Zone::Exile
            && object.counters.has(&CounterKind::Time)
            && self.abilities_of(object).iter().any(is_suspend)
    }

    /// 702.62a, 116.2f. Checks suspending `id` by `player` (the solver's plan
    /// when `payment` is absent) without changing anything; returns the
    /// suspend cost's checked payment and the number of time counters.
    fn check_suspend(
        &self,
        player: PlayerId,
        id: ObjectId,
        payment: Option<&PaymentPlan>,
    ) -> Result<(super::payment::CheckedPayment, Vec<ObjectId>, u32), RulesError> {
        let object = self.object(id)?;
        let card = &self.entry(object)?.card;
        let Some((time, cost)) = card.suspend() else {
            let reason = Reason::new("no_suspend", "702.62a", format!("'{}' has no suspend ability", card.name));
            return Err(reason.into_error());
        };
        if object.zone != Zone::Hand || object.owner != player {
            let reason = Reason::new("not_in_hand", "702.62a", format!("'{}' is not in your hand", card.name));
            return Err(reason.into_error());
        }
        // 702.62a, 702.62c: only if its owner could begin to cast it from hand now.
        let evaluation = self.evaluate_cast(player, object, CastMethod::Normal)?;
        if let Some(reason) = evaluation.reasons.into_iter().find(|r| CANNOT_BEGIN.contains(&r.code)) {
            return Err(reason.into_error());
        }
        let (checked, snow) = self.check_payment(player, None, cost, 0, payment)?;
        Ok((checked, snow, time))
    }

    /// Whether `player` may suspend `id` now (for the legal actions).
    pub(crate) fn can_suspend(&self, player: PlayerId, id: ObjectId) -> bool {
        self.check_suspend(player, id, None).is_ok()
    }

    /// 702.62a, 116.2f. Suspends `id`: pays the suspend cost and exiles the
    /// card from its owner's hand with N time counters on it; no stack, no
    /// priority change (116.3).
    pub(crate) fn suspend(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        payment: Option<&PaymentPlan>,
    ) -> Result<Vec<Event>, RulesError> {
        let (checked, snow, time) = self.check_suspend(player, id, payment)?;
        crate::executed!(each self.abilities_of(self.object(id)?).iter().filter(|a| is_suspend(a)));
        let (mut events, card, exiled) = self.pay_and_exile_from_hand(player, id, &checked, &snow)?;
        if let Some(o) = self.state.object_mut(exiled) {
            o.counters.add(CounterKind::Time, time);
        }
        events.push(Event::CountersPut { object: exiled, counter: CounterKind::Time, count: time });
        events.push(Event::Suspended { player, card, object: exiled, time });
        Ok(events)
    }

    /// 702.62a, 503.1a. As the active player's upkeep begins, each suspended
    /// card they own in exile triggers ("At the beginning of your upkeep, if
    /// this card is suspended, …").
    pub(crate) fn suspend_upkeep_triggers(&mut self) {
        let active = self.state.active_player;
        let suspended: Vec<ObjectId> = self
            .state
            .objects_in(&self.state.exile)
            .flatten()
            .filter(|o| o.owner == active && self.is_suspended(o))
            .map(|o| o.id)
            .collect();
        for id in suspended {
            self.push_trigger(id, TriggerKind::SuspendUpkeep);
        }
    }

    /// 702.62a, 603.4. Suspend's upkeep trigger resolves: if the card is
    /// still suspended, a time counter is removed from it; when that was the
    /// last, "When the last time counter is removed from this card" triggers.
    pub(crate) fn resolve_suspend_upkeep(&mut self, card: ObjectId, events: &mut Vec<Event>) {
        if !self.state.object(card).is_some_and(|o| self.is_suspended(o)) {
            return;
        }
        let Some(o) = self.state.object_mut(card) else { return };
        o.counters.remove(&CounterKind::Time, 1);
        let last = !o.counters.has(&CounterKind::Time);
        events.push(Event::CountersRemoved { object: card, counter: CounterKind::Time, count: 1 });
        // TODO(CR 702.62a): the last time counter removed by another effect.
        if last {
            self.push_trigger(card, TriggerKind::SuspendLastCounter);
        }
    }

    /// 702.62a, 608.2g. Suspend's "When the last time counter is removed"
    /// resolves: if the card is still in exile (400.7), `player` may cast it
    /// without paying its mana cost.
    pub(crate) fn resolve_suspend_last_counter(&mut self, player: PlayerId, card: ObjectId) {
        if self.state.object(card).is_some_and(|o| o.zone == Zone::Exile) {
            crate::executed!(each self.state.object(card).map_or(&[][..], |o| self.abilities_of(o)).iter().filter(|a| is_suspend(a)));
            self.state.pending = Some(Pending::CastWithoutPaying { player, object: card, suspended: true });
        }
    }
}
