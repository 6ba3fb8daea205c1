//! 707.10. Copying a spell: a new object on the stack with the spell's
//! characteristics and every decision made for it as it was cast (modes,
//! targets, X, additional and alternative costs, the face cast), controlled
//! and owned by the player who copies it (707.10a). A copy is not cast (no
//! "whenever you cast" trigger, no storm count), and it ceases to exist
//! anywhere but the stack (704.5e, `Game::tokens_cease_to_exist`), unless as
//! a permanent spell it resolves into a token (608.3f, `Game::move_object`).
//!
//! "You may choose new targets for the copy" (707.10c): the copy waits in
//! `GameState::copies_choosing_targets`, and before anyone gets priority its
//! controller answers [`Pending::ChooseTargets`] with the same targets or new
//! legal ones (`Game::ask_copies_for_new_targets`).

use super::Game;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{GameObject, Pending};
use super::targets::Target;
use crate::card::Zone;

impl Game {
    /// 707.10. Puts `count` copies of the spell `original` (if it is still
    /// a spell on the stack) onto the stack under `controller`; with
    /// `new_targets`, each copy with targets lets its controller choose new
    /// ones (707.10c). Returns the copies, in the order put there.
    pub(crate) fn copy_spell(
        &mut self,
        original: ObjectId,
        controller: PlayerId,
        count: u32,
        new_targets: bool,
        events: &mut Vec<Event>,
    ) -> Vec<ObjectId> {
        let Some(spell) = self.state.object(original).filter(|o| o.zone == Zone::Stack && o.ability.is_none()).cloned()
        else {
            return Vec::new();
        };
        // A count past the stack's bound is refused by the action's bounds check (`too_deep`).
        let count = count.min(u32::try_from(super::MAX_STACK_DEPTH + 1).unwrap_or(u32::MAX));
        let mut copies = Vec::new();
        for _ in 0..count {
            let id = self.state.new_id();
            let copy = GameObject {
                controller,
                face: spell.face,
                prototyped: spell.prototyped,
                prowl_paid: spell.prowl_paid,
                cast_method: spell.cast_method,
                x: spell.x,
                targets: spell.targets.clone(),
                modes: spell.modes.clone(),
                colors_spent: spell.colors_spent,
                mana_spent: spell.mana_spent,
                copy_of: spell.copy_of.clone(),
                chosen_color: spell.chosen_color,
                chosen_type: spell.chosen_type,
                spell_copy: true,
                ..GameObject::new(id, spell.card.clone(), spell.card_index, controller, Zone::Stack)
            };
            self.state.objects.push(copy); // the newest id sorts last
            self.state.stack.push(id);
            events.push(Event::SpellCopied { original, copy: id, card: spell.card.clone(), controller });
            if new_targets && !spell.targets.is_empty() {
                self.state.copies_choosing_targets.push(id);
            } else {
                self.targets_final(id);
            }
            copies.push(id);
        }
        copies
    }

    /// 115.1. The copy `id`'s targets are final: its targets become its
    /// targets for ward and "becomes the target" triggers.
    fn targets_final(&mut self, id: ObjectId) {
        if self.state.object(id).is_some_and(|o| !o.targets.is_empty()) {
            self.ward_triggers(id);
            self.becomes_target_triggers(id);
        }
    }

    /// 707.10c. Asks the controller of the first copy waiting in
    /// `copies_choosing_targets` for its targets, if there is another legal
    /// choice than the ones it has; a copy with none keeps its own. Returns
    /// whether anything happened.
    pub(crate) fn ask_copies_for_new_targets(&mut self) -> bool {
        let mut acted = false;
        while !self.state.copies_choosing_targets.is_empty() {
            let id = self.state.copies_choosing_targets.remove(0);
            let Some(copy) = self.state.object(id).filter(|o| o.zone == Zone::Stack) else { continue };
            acted = true;
            if self.new_target_choices(copy).iter().any(|t| *t != copy.targets) {
                self.state.pending = Some(Pending::ChooseTargets { player: copy.controller, object: id });
                return true;
            }
            self.targets_final(id);
        }
        acted
    }

    /// 707.10c. The targets the copy `copy` may have: its own, even if
    /// illegal now, or any legal choice.
    pub(crate) fn new_target_choices(&self, copy: &GameObject) -> Vec<Vec<Target>> {
        let specs = self.target_specs_of(copy);
        let mut choices = self.target_choices(&specs, &self.targeter_of(copy));
        if !choices.contains(&copy.targets) {
            choices.insert(0, copy.targets.clone());
        }
        choices
    }
}
