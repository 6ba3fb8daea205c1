//! Linked exile (CR 607.2a) and "until" zone changes (610.3): a permanent's
//! ability that exiles cards remembers them on the cards
//! ([`ExiledWith`]); "the exiled card" of its linked ability (Journey to
//! Nowhere's leaves-the-battlefield trigger) is found by that mark, and a
//! card exiled "until \[this\] leaves the battlefield" (Annex Sentry,
//! Temporary Lockdown) returns once that permanent is gone.

use super::Game;
use super::enter::{EnterCause, Entering, Entrant};
use super::error::RulesError;
use super::events::Event;
use super::ids::ObjectId;
use super::state::ExiledWith;
use crate::card::Zone;

impl Game {
    /// 701.13a, 607.2a, 610.3b. Exiles the permanents `ids` for an ability
    /// of the permanent `linked` (none for a spell), marking each card with
    /// it. "Until \[this\] leaves the battlefield" (`until_it_leaves`) exiles
    /// nothing once that permanent has already left (610.3b).
    pub(crate) fn exile_linked(
        &mut self,
        ids: &[ObjectId],
        gains: bool,
        linked: Option<ObjectId>,
        until_it_leaves: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        if until_it_leaves && !linked.is_some_and(|s| self.state.battlefield.contains(&s)) {
            return Ok(());
        }
        for &id in ids {
            // 608.2h: "its controller", for "each creature exiled this way".
            let creature = self.state.resolving.is_some()
                && self.permanent(id).is_some_and(|v| v.is(crate::card::CardType::Creature));
            let controller = self.state.object(id).map(|o| o.controller).filter(|_| creature);
            let exiled = self.exile_permanent(id, gains, events)?;
            if let (Some(c), Some(_), Some(at)) = (controller, exiled, self.state.resolving.as_mut()) {
                at.exiled.push(c);
            }
            if let (Some(source), Some(o)) = (linked, exiled.and_then(|e| self.state.object_mut(e))) {
                o.exiled_with = Some(ExiledWith { source, until_it_leaves, to_hand: false });
            }
        }
        Ok(())
    }

    /// 607.2a, 610.3c. "Return the exiled card to the battlefield under its
    /// owner's control.": the cards in exile that an ability of `source`
    /// exiled, each under its owner's control.
    pub(crate) fn return_exiled_with(&mut self, source: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let linked: Vec<ObjectId> = self
            .state
            .objects_in(&self.state.exile)
            .flatten()
            .filter(|o| o.exiled_with.is_some_and(|w| w.source == source))
            .map(|o| o.id)
            .collect();
        // Its source has left: any card a choice of another's entry holds up
        // returns with the next check (`return_exiled_until_gone`).
        for &id in &linked {
            if let Some(with) = self.state.object_mut(id).and_then(|o| o.exiled_with.as_mut()) {
                with.until_it_leaves = true;
            }
        }
        self.return_from_exile(&linked, events)
    }

    /// 610.3, 610.3d. The cards exiled "until" a permanent leaves the
    /// battlefield whose permanent is no longer there (a new object if it
    /// came back, 400.7) return to the battlefield under their owners'
    /// control, together, before state-based actions are checked. Returns
    /// whether any did.
    pub(crate) fn return_exiled_until_gone(&mut self, events: &mut Vec<Event>) -> Result<bool, RulesError> {
        if self.state.exile.is_empty() {
            return Ok(false);
        }
        let returning: Vec<ObjectId> = self
            .state
            .objects_in(&self.state.exile)
            .flatten()
            .filter(|o| o.exiled_with.is_some_and(|w| w.until_it_leaves && !self.state.battlefield.contains(&w.source)))
            .map(|o| o.id)
            .collect();
        self.return_from_exile(&returning, events)?;
        Ok(!returning.is_empty())
    }

    /// Each card of `cards` enters the battlefield under its owner's
    /// control (610.3c) through the one entry point; once one's entry asks a
    /// choice (614.12), the rest wait for the next check.
    pub(crate) fn return_from_exile(&mut self, cards: &[ObjectId], events: &mut Vec<Event>) -> Result<(), RulesError> {
        for &id in cards {
            if self.state.pending.is_some() {
                break;
            }
            let Some(owner) = self.state.object(id).filter(|o| o.zone == Zone::Exile).map(|o| o.owner) else {
                continue;
            };
            let to_hand = self.state.object_mut(id).and_then(|o| o.exiled_with.take()).is_some_and(|w| w.to_hand);
            if to_hand {
                // 610.3: back to the zone it came from, its owner's hand.
                let (card, new_id) = self.move_to_owners(id, Zone::Hand)?;
                events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Hand });
                continue;
            }
            self.put_onto_battlefield(Entrant::Object(id), Entering::new(owner, EnterCause::Effect), events)?;
        }
        Ok(())
    }
}
