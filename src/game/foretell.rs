//! Foretell 702.143. "Foretell {cost}": any time its owner has priority
//! during their turn, they may pay {2} and exile the card from their hand
//! face down, a special action (116.2h, 702.143b:
//! [`Action::Foretell`](super::Action::Foretell)); it becomes a foretold
//! card, a [`Plotted`] entry in `GameState::foretold` (JSON `foretold`)
//! naming the object in exile and the turn it was foretold. After that turn
//! its owner may cast it for its foretell cost rather than its mana cost
//! (118.9), with its own timing (`CastMethod::Foretold`). A card that leaves
//! exile is a new object (400.7): `move_object` drops its entry.
//! TODO(CR 702.143a): the card is not yet face down (hidden from the other
//! players) while in exile.

use super::Game;
use super::cast_options::Reason;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::payment::PaymentPlan;
use super::state::{GameObject, Plotted};
use crate::card::Zone;
use crate::mana::{ManaCost, ManaSymbol};

impl Game {
    /// 702.143a. Whether `object` is a foretold card in exile.
    pub(crate) fn is_foretold(&self, object: &GameObject) -> bool {
        object.zone == Zone::Exile && self.state.foretold.iter().any(|p| p.object == object.id)
    }

    /// 702.143a. Why `caster` cannot cast the foretold card `object` for its
    /// foretell cost now (the timing reasons aside: judged with the others).
    pub(crate) fn foretold_reasons(&self, caster: PlayerId, object: &GameObject) -> Vec<Reason> {
        let codes = super::plot::LATER_TURN_CODES[1];
        super::plot::later_turn_reasons(&self.state.foretold, self.state.turn, caster, object, codes)
    }

    /// 702.143a, 116.2h. Checks foretelling `id` by `player` (the solver's
    /// plan when `payment` is absent) without changing anything; returns the
    /// {2}'s checked payment.
    fn check_foretell(
        &self,
        player: PlayerId,
        id: ObjectId,
        payment: Option<&PaymentPlan>,
    ) -> Result<(super::payment::CheckedPayment, Vec<ObjectId>), RulesError> {
        let object = self.object(id)?;
        let card = &self.entry(object)?.card;
        let s = &self.state;
        let reason = if card.foretell().is_none() {
            Some(Reason::new("no_foretell", "702.143a", format!("'{}' has no foretell ability", card.name)))
        } else if object.zone != Zone::Hand || object.owner != player {
            Some(Reason::new("not_in_hand", "702.143a", format!("'{}' is not in your hand", card.name)))
        } else if s.priority_player != player {
            Some(Reason::new("not_your_priority", "116.2h", format!("{} has priority", s.priority_player)))
        } else if s.active_player != player {
            Some(Reason::new("not_your_turn", "116.2h", "a card is foretold only during its owner's turn"))
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(reason.into_error());
        }
        let two = ManaCost::from_symbols(vec![ManaSymbol::Generic { amount: 2 }]);
        self.check_payment(player, None, &two, 0, payment)
    }

    /// Whether `player` may foretell `id` now (for the legal actions).
    pub(crate) fn can_foretell(&self, player: PlayerId, id: ObjectId) -> bool {
        self.check_foretell(player, id, None).is_ok()
    }

    /// 702.143a–b, 116.2h. Foretells `id`: pays {2}, exiles the card from
    /// its owner's hand and makes it foretold this turn; no stack, no
    /// priority change (116.3).
    pub(crate) fn foretell(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        payment: Option<&PaymentPlan>,
    ) -> Result<Vec<Event>, RulesError> {
        let (checked, snow) = self.check_foretell(player, id, payment)?;
        crate::executed!(each self.abilities_of(self.object(id)?).iter().filter(|a| matches!(a, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Foretell { .. } })));
        let (mut events, card, exiled) = self.pay_and_exile_from_hand(player, id, &checked, &snow)?;
        self.state.foretold.push(Plotted { object: exiled, turn: self.state.turn });
        events.push(Event::Foretold { player, card, object: exiled });
        Ok(events)
    }
}
