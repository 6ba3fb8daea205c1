//! Battles (CR 310): a battle's protector (310.9a, 310.12a) and a defeated
//! Siege cast transformed (310.12b). Its defense counters as it enters
//! (310.4b) are the entry point's (`enter`).

use super::Flow;
use crate::card::Zone;
use crate::game::Game;
use crate::game::combat::illegal;
use crate::game::error::RulesError;
use crate::game::events::Event;
use crate::game::ids::{ObjectId, PlayerId};
use crate::game::state::{CastMethod, Pending};

impl Game {
    /// 310.9a, 310.12a. The players who may protect a battle, in APNAP order.
    pub(crate) fn protector_choices(&self, battle: ObjectId) -> Vec<PlayerId> {
        let Some(view) = self.permanent(battle) else { return Vec::new() };
        let (controller, siege) = (view.controller, view.is_siege());
        self.state.apnap().into_iter().filter(|&p| self.may_protect(controller, siege, p)).collect()
    }

    /// 310.9a, 310.12a. Whether player `p` may protect a battle controlled by
    /// `controller`: an opponent of its controller for a Siege; its controller
    /// for a battle with no battle type (the only battle types are Siege and
    /// none, 205.3q).
    pub(crate) fn may_protect(&self, controller: PlayerId, siege: bool, p: PlayerId) -> bool {
        self.state.in_game(p) && if siege { self.state.are_opponents(controller, p) } else { p == controller }
    }

    /// The code, rule and reason of a refused protector for `battle`
    /// (310.9a, 310.12a).
    pub(crate) fn invalid_protector(&self, battle: ObjectId, protector: PlayerId) -> (&'static str, String) {
        let name = self.permanent(battle).map(|v| v.characteristics.name.clone()).unwrap_or_default();
        if self.permanent(battle).is_some_and(|v| v.is_siege()) {
            (
                "310.12a",
                format!("{protector} cannot protect '{name}': a Siege's protector is an opponent of its controller"),
            )
        } else {
            (
                "310.9a",
                format!(
                    "{protector} cannot protect '{name}': a battle with no battle type is protected by its controller"
                ),
            )
        }
    }

    /// Sets a battle's protector when there is exactly one choice; asks its
    /// controller when there are several. Returns false when there is none.
    pub(crate) fn choose_protector_or_ask(&mut self, battle: ObjectId, events: &mut Vec<Event>) -> bool {
        let choices = self.protector_choices(battle);
        match choices[..] {
            [] => false,
            [only] => {
                if let Some(o) = self.state.object_mut(battle) {
                    o.protector = Some(only);
                }
                events.push(Event::ProtectorChosen { battle, player: only });
                true
            }
            _ => {
                let controller = self.state.object(battle).map_or(self.state.active_player, |o| o.controller);
                if self.state.pending.is_none() {
                    self.state.pending = Some(Pending::ChooseProtector { player: controller, battle });
                }
                true
            }
        }
    }

    /// Answers [`Pending::ChooseProtector`].
    pub(crate) fn choose_protector(
        &mut self,
        player: PlayerId,
        battle: ObjectId,
        protector: PlayerId,
    ) -> Result<Vec<Event>, RulesError> {
        if !matches!(self.state.pending, Some(Pending::ChooseProtector { battle: b, .. }) if b == battle) {
            return Err(illegal("not_pending", "310.9a", format!("no protector is to be chosen for {battle}")));
        }
        if !self.protector_choices(battle).contains(&protector) {
            let (rule, message) = self.invalid_protector(battle, protector);
            return Err(illegal("invalid_protector", rule, message));
        }
        if let Some(o) = self.state.object_mut(battle) {
            o.protector = Some(protector);
        }
        self.state.pending = None;
        let mut events = vec![Event::ProtectorChosen { battle, player: protector }];
        let _ = player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// Answers [`Pending::CastTransformed`] (310.12b): cast the card in exile
    /// transformed without paying its mana cost, or leave it in exile.
    pub(crate) fn cast_transformed(
        &mut self,
        player: PlayerId,
        object: ObjectId,
        cast: bool,
    ) -> Result<Vec<Event>, RulesError> {
        if !matches!(self.state.pending, Some(Pending::CastTransformed { object: o, .. }) if o == object) {
            return Err(illegal("not_pending", "310.12b", format!("{object} is not waiting to be cast transformed")));
        }
        self.state.pending = None;
        let mut events = Vec::new();
        if cast {
            let card = self.object(object)?.card.clone();
            let back = self.entry(self.object(object)?)?.card.faces.len() > 1;
            if back {
                let spell = self.move_object(object, Zone::Stack, player)?;
                if let Some(o) = self.state.object_mut(spell) {
                    o.face = Some(1);
                    o.cast_method = Some(CastMethod::Transformed);
                    o.total_cost = Some("{0}".into());
                }
                events.push(Event::SpellCast {
                    player,
                    card,
                    from: object,
                    object: spell,
                    method: CastMethod::Transformed,
                    total_cost: "{0}".into(),
                    x: None,
                });
                // 601.2i: it became cast, back face up: "whenever you cast" abilities see that face.
                self.cast_triggers(player, spell);
            }
        } else {
            events.push(Event::Declined { player, object });
        }
        // 117.3b: after the ability resolved, the active player gets priority.
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// Whether an object is the source of a triggered ability that has
    /// triggered and not yet left the stack (310.7, 704.5v).
    pub(super) fn has_pending_ability(&self, id: ObjectId) -> bool {
        self.state.triggers.iter().any(|t| t.source == id)
            || self
                .state
                .stack
                .iter()
                .any(|&s| self.state.object(s).and_then(|o| o.ability.as_ref()).is_some_and(|a| a.source == id))
    }
}
