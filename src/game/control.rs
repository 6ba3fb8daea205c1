//! Control-changing effects (613.1b, layer 2): "Gain control of target
//! artifact." (Dack Fayden), "Gain control of target creature until end of
//! turn." (Act of Treason).
//!
//! A permanent's controller is a field of its object (`GameObject::controller`,
//! read in some two hundred places: who may activate, attack, untap it, whose
//! "you control" counts it). Rather than compute it through the layers at each
//! read, the effects are kept in `GameState::control_changes` in timestamp
//! order and the field is written from one place, `Game::settle_control`,
//! whenever an effect begins or ends: it then always holds the layer-2 result
//! (the latest effect's controller, 613.7a, or its controller as it entered).
//! Layer 2 comes before every layer the engine computes on demand (613.1), so
//! layers 4–7 read that field as they should ("creatures you control get
//! +1/+1" counts a stolen creature for its new controller).

use super::Game;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::ControlChange;

impl Game {
    /// 613.1b, 108.4. `player` gains control of the permanent `object` (from
    /// `source`'s spell or ability), until end of turn (514.2) or for as long
    /// as it stays on the battlefield.
    pub(crate) fn gain_control(
        &mut self,
        object: ObjectId,
        player: PlayerId,
        source: ObjectId,
        until_end_of_turn: bool,
        events: &mut Vec<Event>,
    ) {
        let Some(o) = self.permanent(object).and_then(|_| self.state.object(object)) else { return };
        let base = self.state.control_changes.iter().find(|c| c.object == object).map_or(o.controller, |c| c.base);
        self.state.control_changes.push(ControlChange { object, controller: player, base, source, until_end_of_turn });
        self.settle_control(object, base, events);
    }

    /// 514.2. "Until end of turn" control-changing effects end in the cleanup step.
    pub(crate) fn end_control_changes_until_end_of_turn(&mut self, events: &mut Vec<Event>) {
        if !self.state.control_changes.iter().any(|c| c.until_end_of_turn) {
            return;
        }
        let ended: Vec<(ObjectId, PlayerId)> =
            self.state.control_changes.iter().filter(|c| c.until_end_of_turn).map(|c| (c.object, c.base)).collect();
        self.state.control_changes.retain(|c| !c.until_end_of_turn);
        for (object, base) in ended {
            self.settle_control(object, base, events);
        }
    }

    /// 613.1b, 613.7a. Writes `object`'s controller from the control-changing
    /// effects on it: the latest one's, or with none left `base`, its
    /// controller as it entered. A change of controller makes it "summoning
    /// sick" (302.6) and removes it from combat (506.4).
    fn settle_control(&mut self, object: ObjectId, base: PlayerId, events: &mut Vec<Event>) {
        let latest = self.state.control_changes.iter().rev().find(|c| c.object == object);
        let controller = latest.map_or(base, |c| c.controller);
        let Some(o) = self.state.object_mut(object) else { return };
        if o.controller == controller {
            return;
        }
        o.controller = controller;
        o.summoning_sick = true;
        // 702.62a: suspend's haste lasts until its controller loses control of it.
        o.suspend_haste = false;
        self.remove_from_combat(object);
        events.push(Event::ControlChanged { object, controller });
    }
}
