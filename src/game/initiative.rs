//! The initiative (CR 725) and the dungeon it ventures into, Undercity (309,
//! 701.49). The initiative is a designation one player at a time has
//! (725.1, 725.3) with three inherent triggered abilities that have no
//! source and are controlled by the player who had it as they triggered
//! (725.2): at the beginning of their upkeep, and whenever a player takes
//! it, that player ventures into Undercity; whenever creatures deal combat
//! damage to that player, their controller takes it.
//!
//! A player's dungeon is the room their venture marker is on
//! (`Player::dungeon_room`, 309.4): Undercity is brought into the command
//! zone with the marker on its topmost room (309.2a, 309.4a), the marker
//! moves along an arrow (the player chooses between two, 309.5a:
//! `ChoicePurpose::VentureIntoRoom`), and each room's ability triggers as it
//! does (309.4c): `TriggerKind::Room`, the room ability of the card-table
//! entry [`UNDERCITY`], whose text is read by the parser like any card's.
//! On the bottommost room, venturing again, or the state-based action
//! 309.6, removes the dungeon: the player completes it (309.7).

use super::Game;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{ChoicePurpose, Pending, TriggerKind};
use crate::card::{Card, Face, Layout};
use crate::color::ColorSet;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The card-table entry that names the initiative's abilities on the stack
/// (they have no source, 725.2).
pub(crate) const INITIATIVE: &str = "The Initiative";

/// Its text: the three abilities of 725.2.
pub(crate) const INITIATIVE_TEXT: &str = "At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity.\nWhenever one or more creatures a player controls deal combat damage to the player who has the initiative, the controller of those creatures takes the initiative.\nWhenever a player takes the initiative, that player ventures into Undercity.";

/// The dungeon card of the initiative (725.2, 205.3p).
pub(crate) const UNDERCITY: &str = "Undercity";

/// 309.4. A room of Undercity, the dungeon the initiative ventures into
/// (725.2), in the order its card prints them (the order of its room
/// abilities, 309.4c). Serialized by name, e.g. `"lostWell"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum DungeonRoom {
    /// The topmost room (309.4a).
    SecretEntrance,
    /// Leads to Trap! or Arena.
    Forge,
    /// Leads to Arena or Stash.
    LostWell,
    /// Leads to Archives.
    Trap,
    /// Leads to Archives or Catacombs.
    Arena,
    /// Leads to Catacombs.
    Stash,
    /// Leads to Throne of the Dead Three.
    Archives,
    /// Leads to Throne of the Dead Three.
    Catacombs,
    /// The bottommost room.
    ThroneOfTheDeadThree,
}

impl DungeonRoom {
    /// Every room, in printed order.
    pub const ALL: [DungeonRoom; 9] = [
        DungeonRoom::SecretEntrance,
        DungeonRoom::Forge,
        DungeonRoom::LostWell,
        DungeonRoom::Trap,
        DungeonRoom::Arena,
        DungeonRoom::Stash,
        DungeonRoom::Archives,
        DungeonRoom::Catacombs,
        DungeonRoom::ThroneOfTheDeadThree,
    ];

    /// 309.4b. The room's printed name (flavor).
    pub const fn name(self) -> &'static str {
        match self {
            DungeonRoom::SecretEntrance => "Secret Entrance",
            DungeonRoom::Forge => "Forge",
            DungeonRoom::LostWell => "Lost Well",
            DungeonRoom::Trap => "Trap!",
            DungeonRoom::Arena => "Arena",
            DungeonRoom::Stash => "Stash",
            DungeonRoom::Archives => "Archives",
            DungeonRoom::Catacombs => "Catacombs",
            DungeonRoom::ThroneOfTheDeadThree => "Throne of the Dead Three",
        }
    }

    /// The effect printed in the room (Undercity's Oracle text).
    pub const fn effect(self) -> &'static str {
        match self {
            DungeonRoom::SecretEntrance => {
                "search your library for a basic land card, reveal it, put it into your hand, then shuffle."
            }
            DungeonRoom::Forge => "put two +1/+1 counters on target creature.",
            DungeonRoom::LostWell => "scry 2.",
            DungeonRoom::Trap => "target player loses 5 life.",
            DungeonRoom::Arena => "goad target creature.",
            DungeonRoom::Stash => "create a Treasure token.",
            DungeonRoom::Archives => "draw a card.",
            DungeonRoom::Catacombs => "create a 4/1 black Skeleton creature token with menace.",
            DungeonRoom::ThroneOfTheDeadThree => {
                "reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle."
            }
        }
    }

    /// 309.5a. The rooms its arrows point to (none: the bottommost room).
    pub const fn next(self) -> &'static [DungeonRoom] {
        match self {
            DungeonRoom::SecretEntrance => &[DungeonRoom::Forge, DungeonRoom::LostWell],
            DungeonRoom::Forge => &[DungeonRoom::Trap, DungeonRoom::Arena],
            DungeonRoom::LostWell => &[DungeonRoom::Arena, DungeonRoom::Stash],
            DungeonRoom::Trap => &[DungeonRoom::Archives],
            DungeonRoom::Arena => &[DungeonRoom::Archives, DungeonRoom::Catacombs],
            DungeonRoom::Stash => &[DungeonRoom::Catacombs],
            DungeonRoom::Archives | DungeonRoom::Catacombs => &[DungeonRoom::ThroneOfTheDeadThree],
            DungeonRoom::ThroneOfTheDeadThree => &[],
        }
    }

    /// The index of its room ability among the dungeon card's abilities.
    pub const fn ability(self) -> usize {
        self as usize
    }
}

/// The text of the Undercity card-table entry: each room ability written in
/// full as 309.4c gives it ("When you move your venture marker into this
/// room, \[effect\]"), one a line, in printed order.
fn undercity_text() -> String {
    let lines: Vec<String> = DungeonRoom::ALL
        .iter()
        .map(|r| format!("When you move your venture marker into this room, {}", r.effect()))
        .collect();
    lines.join("\n")
}

/// An entry of the game's card table that is no card of a deck (309.2, 725.2):
/// `name`, of type line `type_line`, with `text` read by the parser when
/// `read` (the dungeon's room abilities) and kept only for the reader
/// otherwise (the initiative's, which are the engine's own).
pub(crate) fn designation_card(name: &str, type_line: &str, text: String, read: bool) -> Arc<Card> {
    let ctx = crate::text::ParseContext { names: &[name], spell: true };
    let parsed = if read { crate::text::parse_oracle_text(&text, &ctx) } else { Default::default() };
    let (keywords, abilities, unsupported_text) =
        crate::card::reading::read_now(Vec::new(), parsed.abilities, parsed.unsupported, &[]);
    let face = Face {
        name: name.to_string(),
        mana_cost: Default::default(),
        color_indicator: None,
        type_line: crate::card::TypeLine::parse(type_line).unwrap_or_default(),
        oracle_text: text,
        colors: ColorSet::EMPTY,
        color_definition: None,
        power: None,
        toughness: None,
        loyalty: None,
        defense: None,
        keywords,
        every_creature_type: false,
        prototype: None,
        prowl: None,
        abilities,
        unsupported_text,
    };
    Arc::new(Card {
        name: name.to_string(),
        layout: Layout::Token,
        faces: vec![face],
        keywords: Vec::new(),
        color_identity: None,
        produced_mana: None,
        all_parts: Vec::new(),
        melded_mana_value: None,
        warnings: Vec::new(),
    })
}

/// The initiative's card-table entry: no types, its text for the reader.
pub(crate) fn initiative_card() -> Arc<Card> {
    designation_card(INITIATIVE, "", INITIATIVE_TEXT.to_string(), false)
}

/// Undercity's card-table entry (309.1, 205.3p): a Dungeon whose room
/// abilities are read from their text.
pub(crate) fn undercity_card() -> Arc<Card> {
    designation_card(UNDERCITY, "Dungeon — Undercity", undercity_text(), true)
}

impl Game {
    /// 725.1, 725.3, 725.5. `player` takes the initiative (the player who
    /// had it ceasing to), which triggers "Whenever a player takes the
    /// initiative, that player ventures into Undercity" (725.2) even if they
    /// had it already.
    pub(crate) fn take_the_initiative(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        if self.state.player(player).is_none_or(|p| p.lost) {
            return;
        }
        self.state.initiative = Some(player);
        events.push(Event::TookTheInitiative { player });
        self.initiative_trigger(TriggerKind::InitiativeVentures);
    }

    /// 725.2. One of the initiative's abilities triggers, controlled by the
    /// player who has it; without its card-table entry (no card of the game
    /// takes the initiative) nothing does.
    fn initiative_trigger(&mut self, kind: TriggerKind) {
        if let Some(controller) = self.state.initiative {
            self.sourceless_trigger(INITIATIVE, controller, kind);
        }
    }

    /// 725.2. "At the beginning of the upkeep of the player who has the
    /// initiative, that player ventures into Undercity."
    pub(crate) fn initiative_upkeep_trigger(&mut self) {
        if self.state.initiative == Some(self.state.active_player) {
            self.initiative_trigger(TriggerKind::InitiativeVentures);
        }
    }

    /// 725.2. "Whenever one or more creatures a player controls deal combat
    /// damage to the player who has the initiative, the controller of those
    /// creatures takes the initiative": a creature controlled by
    /// `controller` dealt combat damage to `player`; one trigger for all
    /// the creatures of one controller in one combat damage step.
    pub(crate) fn initiative_damaged_trigger(&mut self, player: PlayerId, controller: PlayerId) {
        if self.state.initiative != Some(player) {
            return;
        }
        let kind = TriggerKind::InitiativeTaken { player: controller };
        if !self.state.triggers.iter().any(|t| t.kind == kind) {
            self.initiative_trigger(kind);
        }
    }

    /// 725.4. The player with the initiative `left` leaves the game: the
    /// active player takes it, or if they are leaving too, the next player
    /// in turn order still in the game; with none, no one has it.
    pub(crate) fn initiative_left_the_game(&mut self, left: PlayerId, events: &mut Vec<Event>) {
        if self.state.initiative != Some(left) {
            return;
        }
        self.state.initiative = None;
        if let Some(player) = self.designation_heir() {
            self.take_the_initiative(player, events);
        }
    }

    /// 701.49a–d, 309.5. `player` ventures into Undercity as the ability
    /// `ability` resolves: the dungeon is brought into the command zone with
    /// the venture marker on its topmost room; or the marker moves to the
    /// next room (the player chooses between two, 309.5a); or, from the
    /// bottommost room, the dungeon is completed and a new Undercity begins.
    pub(crate) fn venture_into_undercity(&mut self, player: PlayerId, ability: ObjectId, events: &mut Vec<Event>) {
        let Some(p) = self.state.player(player).filter(|p| !p.lost) else { return };
        match p.dungeon_room.map(DungeonRoom::next) {
            None => self.move_venture_marker(player, DungeonRoom::SecretEntrance, events),
            Some([]) => {
                // 701.49c, 309.7.
                self.complete_dungeon(player, events);
                self.move_venture_marker(player, DungeonRoom::SecretEntrance, events);
            }
            Some(&[room]) => self.move_venture_marker(player, room, events),
            Some(_) => {
                self.state.pending =
                    Some(Pending::YouMay { player, object: ability, purpose: ChoicePurpose::VentureIntoRoom });
            }
        }
    }

    /// 309.5a. The answer to the choice of room: the first of the two rooms
    /// the arrows point to if `first`, the second otherwise.
    pub(crate) fn choose_dungeon_room(&mut self, player: PlayerId, first: bool, events: &mut Vec<Event>) {
        let next = self.state.player(player).and_then(|p| p.dungeon_room).map(DungeonRoom::next);
        if let Some(&[a, b]) = next {
            self.move_venture_marker(player, if first { a } else { b }, events);
        }
    }

    /// 309.4a, 309.4c. `player`'s venture marker moves into `room`, whose
    /// room ability triggers, controlled by the dungeon's owner.
    fn move_venture_marker(&mut self, player: PlayerId, room: DungeonRoom, events: &mut Vec<Event>) {
        let Some(p) = self.state.player_mut(player) else { return };
        p.dungeon_room = Some(room);
        events.push(Event::VenturedIntoRoom { player, room });
        self.sourceless_trigger(UNDERCITY, player, TriggerKind::Room { room });
    }

    /// 309.7. `player` removes their dungeon from the game: they complete it.
    fn complete_dungeon(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        let Some(p) = self.state.player_mut(player) else { return };
        p.dungeon_room = None;
        p.dungeons_completed = p.dungeons_completed.saturating_add(1);
        events.push(Event::CompletedDungeon { player });
    }

    /// 309.6 (a state-based action). A player whose venture marker is on
    /// the bottommost room of their dungeon, which is not the source of a
    /// room ability that has triggered and not yet left the stack, removes
    /// it from the game. Asked only once a player has taken the initiative.
    pub(crate) fn dungeon_state_based_actions(&mut self, events: &mut Vec<Event>) -> bool {
        let mut acted = false;
        for i in 0..self.state.players.len() {
            let Some(p) = self.state.players.get(i) else { continue };
            let player = p.id;
            if p.dungeon_room.is_none_or(|r| !r.next().is_empty()) {
                continue;
            }
            let waiting = self
                .state
                .triggers
                .iter()
                .any(|t| t.controller == player && matches!(t.kind, TriggerKind::Room { .. }));
            let on_stack = self.state.objects_in(&self.state.stack).flatten().any(|o| {
                o.controller == player && o.ability.as_ref().is_some_and(|a| matches!(a.kind, TriggerKind::Room { .. }))
            });
            if !waiting && !on_stack {
                self.complete_dungeon(player, events);
                acted = true;
            }
        }
        acted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_room_ability_of_undercity_is_read_in_printed_order_309_4c() {
        let card = undercity_card();
        let face = &card.faces[0];
        assert!(face.unsupported_text.is_empty(), "{:?}", face.unsupported_text);
        assert_eq!(face.abilities.len(), DungeonRoom::ALL.len());
        for a in &face.abilities {
            assert!(matches!(
                a,
                crate::text::Ability::Triggered { trigger: crate::text::Trigger::VentureMarkerIntoThisRoom, .. }
            ));
        }
    }
}
