//! The monarch (CR 724): a designation a player can have. The monarch draws
//! a card at the beginning of their end step, and a creature that deals
//! combat damage to the monarch makes its controller the monarch (724.2:
//! inherent triggered abilities with no source, controlled by the monarch
//! as they trigger). Only one player is the monarch at a time (724.3); one
//! who leaves the game passes it on (724.4).

use super::Game;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{NO_SOURCE, PendingTrigger, TriggerKind};
use crate::card::Card;
use std::sync::Arc;

/// The name of the card-table entry that gives the monarch's abilities on
/// the stack a name and text (they have no source, 724.2).
pub(crate) const MONARCH: &str = "The Monarch";

/// Its text, as Scryfall's "The Monarch" card gives it.
pub(crate) const MONARCH_TEXT: &str = "At the beginning of your end step, draw a card.\nWhenever a creature deals combat damage to you, its controller becomes the monarch.";

/// The card-table entry's card: no types, no mana cost, its text for the
/// reader; its abilities are the engine's own (724.2), not read from it.
/// (Scryfall's helper card "The Monarch" has the type line "Card", no card
/// type, which the importer refuses, 205.2a.)
pub(crate) fn monarch_card() -> Arc<Card> {
    super::initiative::designation_card(MONARCH, "", MONARCH_TEXT.to_string(), false)
}

impl Game {
    /// 724.1, 724.3. `player` becomes the monarch; the monarch before, if
    /// any, ceases to be.
    pub(crate) fn become_the_monarch(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        if self.state.player(player).is_none_or(|p| p.lost) || self.state.monarch == Some(player) {
            return;
        }
        self.state.monarch = Some(player);
        events.push(Event::BecameTheMonarch { player });
    }

    /// 724.2. One of the monarch's abilities triggers, controlled by the
    /// monarch; without the monarch's card-table entry (no card of the game
    /// makes a monarch) nothing does.
    fn monarch_trigger(&mut self, kind: TriggerKind) {
        if let Some(controller) = self.state.monarch {
            self.sourceless_trigger(MONARCH, controller, kind);
        }
    }

    /// 724.2, 725.2, 309.4c. An ability with no source object triggers,
    /// controlled by `controller`, named by the card-table entry `entry`
    /// (none in the table: no card of the game brings it, nothing triggers).
    pub(crate) fn sourceless_trigger(&mut self, entry: &str, controller: PlayerId, kind: TriggerKind) {
        let Some(card_index) = self.card_index_of(entry) else { return };
        let card = entry.to_string();
        self.state.triggers.push(PendingTrigger { source: NO_SOURCE, card, face: None, controller, kind, card_index });
    }

    /// 724.2. "At the beginning of the monarch's end step, that player draws a card."
    pub(crate) fn monarch_end_step_trigger(&mut self) {
        if self.state.monarch == Some(self.state.active_player) {
            self.monarch_trigger(TriggerKind::MonarchDraws);
        }
    }

    /// 724.2. "Whenever a creature deals combat damage to the monarch, its
    /// controller becomes the monarch": `creature`, controlled by
    /// `controller`, dealt combat damage to `player`.
    pub(crate) fn monarch_damaged_trigger(&mut self, player: PlayerId, creature: ObjectId, controller: PlayerId) {
        if self.state.monarch == Some(player) {
            self.monarch_trigger(TriggerKind::MonarchTaken { creature, player: controller });
        }
    }

    /// 724.4. The monarch `left` leaves the game: the active player becomes
    /// the monarch, or if they are leaving too, the next player in turn
    /// order still in the game; with none, there is no monarch.
    pub(crate) fn monarch_left_the_game(&mut self, left: PlayerId, events: &mut Vec<Event>) {
        if self.state.monarch != Some(left) {
            return;
        }
        self.state.monarch = None;
        if let Some(player) = self.designation_heir() {
            self.become_the_monarch(player, events);
        }
    }

    /// 724.4, 725.4. Who gets a designation whose holder left the game: the
    /// active player, or if they are leaving too, the next player in turn
    /// order still in the game; none when no one is.
    pub(crate) fn designation_heir(&self) -> Option<PlayerId> {
        let n = self.state.players.len();
        let active = self.state.active_player.index();
        (0..n).map(|k| (active + k) % n).filter_map(|i| self.state.players.get(i)).find(|p| !p.lost).map(|p| p.id)
    }
}
