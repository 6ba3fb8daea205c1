//! Amass (CR 701.47): "If you don't control an Army creature, create a 0/0
//! black \[subtype\] Army creature token. Choose an Army creature you
//! control. Put N +1/+1 counters on that creature. If it isn't a
//! \[subtype\], it becomes a \[subtype\] in addition to its other types."

use super::Game;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{AlsoSubtype, ChoicePurpose, Pending};
use crate::card::CardType;
use crate::counter::CounterKind;
use crate::text::Effect;

impl Game {
    /// 701.47a. `player` amasses `subtype` `count`: the Army is created if
    /// they control none; with several, they choose one
    /// ([`ChoicePurpose::Amass`]).
    pub(crate) fn amass(
        &mut self,
        player: PlayerId,
        subtype: &str,
        count: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        if self.armies_of(player).is_empty() {
            let key = super::tokens::token_key(&super::tokens::army_token(subtype));
            let Some(index) = self.card_index_of(&key) else {
                return Err(RulesError::Internal { message: format!("no card for the token '{key}'") });
            };
            self.create_token(player, key, index, None, false, events)?;
        }
        let armies = self.armies_of(player);
        match armies.as_slice() {
            [] => Ok(()),
            [army] => self.amass_onto(*army, subtype, count, events),
            _ => {
                let purpose = ChoicePurpose::Amass;
                let (then, chosen, up_to) = (Vec::new(), Vec::new(), false);
                self.state.pending =
                    Some(Pending::ChooseObject { player, objects: armies, purpose, then, chosen, up_to });
                Ok(())
            }
        }
    }

    /// 701.47a. The Army creatures `player` controls.
    fn armies_of(&self, player: PlayerId) -> Vec<ObjectId> {
        let battlefield = self.state.objects_in(&self.state.battlefield).flatten();
        battlefield
            .filter(|o| o.controller == player)
            .filter(|o| {
                self.permanent_of(o)
                    .is_some_and(|v| v.is(CardType::Creature) && v.characteristics.subtypes.iter().any(|s| s == "Army"))
            })
            .map(|o| o.id)
            .collect()
    }

    /// 701.47a. The Army chosen for the amass a choice paused (the
    /// instruction just before where the resolution goes on).
    pub(crate) fn amass_chosen(&mut self, army: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let Some((_, _, Effect::Amass { subtype, count })) = self.paused_instruction() else {
            return Err(RulesError::Internal { message: "no amass is resolving".into() });
        };
        self.amass_onto(army, &subtype, count, events)
    }

    /// 701.47a. `count` +1/+1 counters on `army`, which becomes a `subtype`
    /// in addition to its other types if it is not one.
    fn amass_onto(
        &mut self,
        army: ObjectId,
        subtype: &str,
        count: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let Some(view) = self.permanent(army) else { return Ok(()) };
        let is_one = view.characteristics.subtypes.iter().any(|s| s == subtype);
        if let Some(o) = self.state.object_mut(army) {
            o.counters.add(CounterKind::PlusOnePlusOne, count);
        }
        if !is_one {
            self.state.also_subtypes.push(AlsoSubtype::new(army, subtype.to_string()));
        }
        events.push(Event::CountersPut { object: army, counter: CounterKind::PlusOnePlusOne, count });
        Ok(())
    }
}
