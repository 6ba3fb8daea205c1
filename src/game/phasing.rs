//! Phasing (702.26): a permanent that phases out is treated as though it
//! does not exist (702.26b) until it phases in during its controller's next
//! untap step (502.1, 702.26a), the same object with its status and counters
//! (702.26d). A phased-out permanent is kept in `GameState::phased_out`
//! (JSON `phasedOut`), out of `objects` and the battlefield's list, so no
//! rule that reads the battlefield, a target, a count or an ability sees it
//! without being told; neither phasing is a zone change, so nothing enters or
//! leaves (702.26d–e). What is attached to it phases out with it,
//! "indirectly", and phases in with it (702.26g).

use super::Game;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::PhasedOut;
use crate::card::Zone;

impl Game {
    /// 702.26a–b, 702.26g. Permanent `id` phases out (nothing if it is not on
    /// the battlefield), with every permanent attached to it, indirectly.
    pub(crate) fn phase_out(&mut self, id: ObjectId, events: &mut Vec<Event>) {
        if !self.state.battlefield.contains(&id) {
            return;
        }
        // 702.26g: what is attached to it, and to those, phases out indirectly.
        let mut going = vec![(id, None)];
        let mut i = 0;
        while let Some(&(holder, _)) = going.get(i) {
            i += 1;
            let attached = self
                .state
                .objects_in(&self.state.battlefield)
                .flatten()
                .filter(|o| o.attached_to == Some(holder) && !going.iter().any(|&(g, _)| g == o.id));
            let attached: Vec<ObjectId> = attached.map(|o| o.id).collect();
            going.extend(attached.into_iter().map(|a| (a, Some(id))));
        }
        for (object, with) in going {
            // 506.4: a permanent that phases out is removed from combat.
            self.remove_from_combat(object);
            let Ok(at) = self.state.objects.binary_search_by_key(&object, |o| o.id) else { continue };
            let o = self.state.objects.remove(at);
            self.state.battlefield.retain(|&b| b != object);
            events.push(Event::PhasedOut { object, card: o.card.clone() });
            self.state.phased_out.push(PhasedOut { object: o, with });
        }
    }

    /// 502.1, 702.26a, 702.26g. As `player`'s untap step begins, the
    /// permanents that phased out directly under their control phase in,
    /// each with those that phased out with it; all at once, before
    /// anything untaps.
    pub(crate) fn phase_in(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        if self.state.phased_out.is_empty() {
            return;
        }
        let direct: Vec<ObjectId> = self
            .state
            .phased_out
            .iter()
            .filter(|p| p.with.is_none() && p.object.controller == player)
            .map(|p| p.object.id)
            .collect();
        let (coming, staying): (Vec<PhasedOut>, Vec<PhasedOut>) = std::mem::take(&mut self.state.phased_out)
            .into_iter()
            .partition(|p| direct.contains(&p.object.id) || p.with.is_some_and(|w| direct.contains(&w)));
        self.state.phased_out = staying;
        for PhasedOut { object, .. } in coming {
            let id = object.id;
            let card = object.card.clone();
            debug_assert_eq!(object.zone, Zone::Battlefield);
            // Ids strictly increase along `objects`: it goes back to its place.
            let at = self.state.objects.partition_point(|o| o.id < id);
            self.state.objects.insert(at, object);
            self.state.battlefield.push(id);
            events.push(Event::PhasedIn { object: id, card });
        }
    }

    /// 514.2. Damage marked on phased-out permanents wears off in the
    /// cleanup step too.
    pub(crate) fn phased_out_damage_wears_off(&mut self) {
        for p in &mut self.state.phased_out {
            p.object.damage = 0;
            p.object.deathtouch_damage = false;
        }
    }
}
