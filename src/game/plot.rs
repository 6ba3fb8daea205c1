//! Plot 702.170. "Plot {cost}": any time its owner has priority during their
//! main phase while the stack is empty, they may pay the cost and exile the
//! card from their hand, a special action (116.2k, 702.170b:
//! [`Action::Plot`](super::Action::Plot)); it becomes a plotted card, a
//! [`Plotted`] in `GameState::plotted` (JSON `plotted`) naming the object in
//! exile and the turn it became plotted. On a later turn its owner may cast
//! it from exile without paying its mana cost, as a sorcery, whatever its
//! type (702.170d: `CastMethod::Plotted`). A card that leaves exile is a new
//! object (400.7): `move_object` drops its entry.

use super::Game;
use super::cast_options::Reason;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::payment::PaymentPlan;
use super::state::{GameObject, Plotted};
use crate::card::Zone;
use crate::text::CastFrom;

impl Game {
    /// 702.170d. Whether `object` is a plotted card in exile.
    pub(crate) fn is_plotted(&self, object: &GameObject) -> bool {
        object.zone == Zone::Exile && self.state.plotted.iter().any(|p| p.object == object.id)
    }

    /// 702.170d. Why `caster` cannot cast the plotted card `object` now
    /// (the timing reasons aside: as a sorcery, judged with the others).
    pub(crate) fn plotted_reasons(&self, caster: PlayerId, object: &GameObject) -> Vec<Reason> {
        later_turn_reasons(&self.state.plotted, self.state.turn, caster, object, LATER_TURN_CODES[0])
    }

    /// 702.170a, 116.2k. Checks plotting `id` by `player` (the solver's plan
    /// when `payment` is absent) without changing anything; returns the plot
    /// cost's checked payment.
    fn check_plot(
        &self,
        player: PlayerId,
        id: ObjectId,
        payment: Option<&PaymentPlan>,
    ) -> Result<(super::payment::CheckedPayment, Vec<ObjectId>), RulesError> {
        let object = self.object(id)?;
        let card = &self.entry(object)?.card;
        let s = &self.state;
        let reason = if object.zone != Zone::Hand || object.owner != player {
            Some(Reason::new("not_in_hand", "702.170a", format!("'{}' is not in your hand", card.name)))
        } else if card.plot().is_none() {
            Some(Reason::new("no_plot", "702.170a", format!("'{}' has no plot ability", card.name)))
        } else if s.priority_player != player {
            Some(Reason::new("not_your_priority", "116.2k", format!("{} has priority", s.priority_player)))
        } else if s.active_player != player || !s.step.is_main_phase() {
            Some(Reason::new("not_main_phase", "116.2k", "a card is plotted only during your main phase"))
        } else if !s.stack.is_empty() {
            Some(Reason::new("stack_not_empty", "116.2k", "a card is plotted only while the stack is empty"))
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(reason.into_error());
        }
        let cost = card.plot().cloned().unwrap_or_default();
        self.check_payment(player, None, &cost, 0, payment)
    }

    /// Whether `player` may plot `id` now (for the legal actions).
    pub(crate) fn can_plot(&self, player: PlayerId, id: ObjectId) -> bool {
        self.check_plot(player, id, None).is_ok()
    }

    /// 702.170a–b, 116.2k. Plots `id`: pays the plot cost, exiles the card
    /// from its owner's hand and makes it plotted; no stack, no priority
    /// change (116.3).
    pub(crate) fn plot(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        payment: Option<&PaymentPlan>,
    ) -> Result<Vec<Event>, RulesError> {
        let (checked, snow) = self.check_plot(player, id, payment)?;
        crate::executed!(each self.abilities_of(self.object(id)?).iter().filter(|a| matches!(a, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Plot { .. } })));
        let (mut events, card, exiled) = self.pay_and_exile_from_hand(player, id, &checked, &snow)?;
        self.become_plotted(player, card, exiled, &mut events);
        Ok(events)
    }

    /// 116.2f, 116.2h, 116.2k. A special action's cost, checked, is paid and
    /// the card `id` exiled from its owner's hand (plot, foretell, suspend);
    /// returns the events, its name and the card in exile.
    pub(crate) fn pay_and_exile_from_hand(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        checked: &super::payment::CheckedPayment,
        snow: &[ObjectId],
    ) -> Result<(Vec<Event>, String, ObjectId), RulesError> {
        let mut events = self.pay(player, checked, snow)?;
        let (card, exiled) = self.move_to_owners(id, Zone::Exile)?;
        events.push(Event::ObjectMoved { card: card.clone(), from: id, object: exiled, zone: Zone::Exile });
        Ok((events, card, exiled))
    }

    /// 601.2a. Whether `object` is cast from where `from` says: a card being
    /// cast is judged in its zone (601.2f), a spell on the stack by how it
    /// was cast (a copy was not cast, 707.10).
    pub(crate) fn cast_from_matches(object: &GameObject, from: CastFrom) -> bool {
        let from_hand =
            || object.cast_method.is_some_and(|m| super::rebound::cast_from_hand(m, object.cast_from_exile));
        match (object.zone, from) {
            (Zone::Stack, _) if object.spell_copy || object.cast_method.is_none() => false,
            (Zone::Stack, CastFrom::Hand) => from_hand(),
            (Zone::Stack, CastFrom::GraveyardOrExile) => !from_hand(),
            (zone, CastFrom::Hand) => zone == Zone::Hand,
            (zone, CastFrom::GraveyardOrExile) => matches!(zone, Zone::Graveyard | Zone::Exile),
        }
    }

    /// 702.170c, 614.1a. As `spell` resolves: when an ability listed it
    /// ("exile that spell instead of putting it into your graveyard as it
    /// resolves. If you do, it becomes plotted."), it is exiled and plotted
    /// instead of going to its owner's graveyard. Returns whether it was.
    pub(crate) fn plot_as_it_resolves(
        &mut self,
        spell: &GameObject,
        events: &mut Vec<Event>,
    ) -> Result<bool, RulesError> {
        if !self.state.plot_as_it_resolves.contains(&spell.id) {
            return Ok(false);
        }
        let card = spell.card.clone();
        let exiled = self.move_object(spell.id, Zone::Exile, spell.owner)?;
        events.push(Event::SpellResolved { object: spell.id, card: card.clone(), permanent: None, graveyard: None });
        events.push(Event::ObjectMoved { card: card.clone(), from: spell.id, object: exiled, zone: Zone::Exile });
        self.become_plotted(spell.owner, card, exiled, events);
        Ok(true)
    }

    /// 702.170c. "exile target spell. It becomes plotted.": the spell leaves
    /// the stack for its owner's exile (not countered, 701.6); a card there
    /// becomes plotted (a copy of a spell ceases to exist, 704.5e).
    pub(crate) fn exile_spell_plotted(&mut self, spell: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let (card, exiled) = self.move_to_owners(spell, Zone::Exile)?;
        events.push(Event::ObjectMoved { card: card.clone(), from: spell, object: exiled, zone: Zone::Exile });
        if let Some(owner) = self.state.object(exiled).filter(|o| !o.spell_copy).map(|o| o.owner) {
            self.become_plotted(owner, card, exiled, events);
        }
        Ok(())
    }

    /// 702.170a, 702.170c. The card `object` in exile becomes plotted this turn.
    fn become_plotted(&mut self, player: PlayerId, card: String, object: ObjectId, events: &mut Vec<Event>) {
        self.state.plotted.push(Plotted { object, turn: self.state.turn });
        events.push(Event::Plotted { player, card, object });
    }
}

/// The codes, rule and words of [`later_turn_reasons`]: plotted (702.170d),
/// foretold (702.143a).
pub(crate) const LATER_TURN_CODES: [(&str, &str, &str, &str); 2] = [
    ("not_plotted", "plotted_this_turn", "702.170d", "plotted"),
    ("not_foretold", "foretold_this_turn", "702.143a", "foretold"),
];

/// 702.170d, 702.143a. Why `caster` cannot cast `object` from exile now as
/// a card of `list` (plotted or foretold cards, each with its turn): it must
/// be one, its owner's, and the turn must be a later one.
pub(crate) fn later_turn_reasons(
    list: &[Plotted],
    turn: u32,
    caster: PlayerId,
    object: &GameObject,
    (not_one, this_turn, rule, what): (&'static str, &'static str, &'static str, &str),
) -> Vec<Reason> {
    let name = &object.card;
    match list.iter().find(|p| p.object == object.id && object.zone == Zone::Exile) {
        None => vec![Reason::new(not_one, rule, format!("'{name}' is not a {what} card in exile"))],
        Some(_) if object.owner != caster => {
            vec![Reason::new("not_your_card", rule, format!("'{name}' was {what} by another player"))]
        }
        Some(p) if p.turn >= turn => {
            vec![Reason::new(this_turn, rule, format!("'{name}' was {what} this turn; it can be cast on a later turn"))]
        }
        Some(_) => Vec::new(),
    }
}
