//! Emblems (114): objects in the command zone, owned and controlled by the
//! player who got them, with only the abilities the effect that made them
//! gave (114.3). Each is a [`GameObject`] in `GameState::command` whose
//! `emblem` names the ability of its card that gave it (its abilities are
//! that ability's [`Effect::GetEmblem`](crate::text::Effect::GetEmblem)'s);
//! its triggered abilities trigger from the command zone (114.4:
//! `Game::event_triggers` looks at emblems too) and, on the stack, keep the
//! same `emblem` so they resolve as the emblem's. Emblems never leave the
//! command zone.

use super::Game;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::GameObject;
use crate::card::Zone;

impl Game {
    /// 114.2. `player` gets the emblem the ability `resolving` (on the
    /// stack) gives.
    pub(crate) fn get_emblem(&mut self, resolving: ObjectId, player: PlayerId, events: &mut Vec<Event>) {
        let Some(o) = self.state.object(resolving) else { return };
        let Some(index) = o.ability.as_ref().and_then(|a| a.kind.ability_index()).and_then(|i| u8::try_from(i).ok())
        else {
            return;
        };
        let (card, face, card_index) = (o.card.clone(), o.face, o.card_index);
        let id = self.state.new_id();
        let emblem = GameObject {
            face,
            emblem: Some(index),
            ..GameObject::new(id, card.clone(), card_index, player, Zone::Command)
        };
        self.state.objects.push(emblem); // the newest id sorts last
        self.state.command.push(id);
        events.push(Event::EmblemCreated { object: id, card, player });
    }

    /// 114.4. The emblems in the command zone, with their controllers.
    pub(crate) fn emblems(&self) -> impl Iterator<Item = &GameObject> {
        self.state.objects_in(&self.state.command).flatten().filter(|o| o.emblem.is_some())
    }
}
