//! 601.3, 305.1, 611.2a. Permissions to play a card in exile this turn ("You
//! may play the exiled card this turn.": Expressive Iteration). Each is a
//! [`PlayFromExile`] in `GameState::play_from_exile` (serialized as
//! `playFromExile`), naming the card's object in exile and the player; the
//! cleanup step ends them (514.2), and a card that leaves exile is a new
//! object no permission names (400.7). `evaluate_cast` lets that player cast
//! the card with its usual timing and costs, `check_play_land` lets them play
//! it as their land for the turn if it is a land (not for a "cast" permission),
//! and `legal_actions` lists both. A permission may name a card another
//! player owns ("exile the top card of that player's library. Until end of
//! turn, you may cast that card.", Ragavan, Nimble Pilferer): `cast_options`
//! judges it for the permitted player, who controls the spell (110.2a). A
//! permission "to play it this turn without paying its mana cost" (Dauthi
//! Voidwalker, `without_paying`) lets the card be cast only by
//! `CastMethod::WithoutPayingManaCost`, with its usual timing (118.9).

use super::Game;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{GameObject, PlayFromExile};
use crate::card::Zone;
use crate::text::Effect;

impl Game {
    /// 601.3, 305.1. Whether `player` may play `object` from exile now by a
    /// permission: cast it, or play it as a land (`land`).
    /// A permission may also name a card in a graveyard ("You may cast target
    /// instant or sorcery card from your graveyard this turn.", Jace,
    /// Telepath Unbound).
    pub(crate) fn may_play_from_exile(&self, player: PlayerId, object: &GameObject, land: bool) -> bool {
        matches!(object.zone, Zone::Exile | Zone::Graveyard)
            && !self.state.play_from_exile.is_empty()
            && self
                .state
                .play_from_exile
                .iter()
                .any(|p| p.object == object.id && p.player == player && !(land && p.cast_only))
    }

    /// 601.3, 118.9. Whether a permission lets `player` cast `object` paying
    /// its costs (any permission but "without paying its mana cost").
    pub(crate) fn may_cast_paying(&self, player: PlayerId, object: &GameObject) -> bool {
        self.may_play_from_exile(player, object, false)
            && self
                .state
                .play_from_exile
                .iter()
                .any(|p| p.object == object.id && p.player == player && !p.without_paying)
    }

    /// 601.3, 118.9. Whether a permission lets `player` cast `object` without
    /// paying its mana cost this turn, with the usual timing ("You may play it
    /// this turn without paying its mana cost.", Dauthi Voidwalker).
    pub(crate) fn may_cast_without_paying(&self, player: PlayerId, object: &GameObject) -> bool {
        self.may_play_from_exile(player, object, false)
            && self
                .state
                .play_from_exile
                .iter()
                .any(|p| p.object == object.id && p.player == player && p.without_paying)
    }

    /// Whether any permission to cast `object` without paying its mana cost
    /// names it, whoever it is for.
    pub(crate) fn free_permission_names(&self, object: ObjectId) -> bool {
        self.state.play_from_exile.iter().any(|p| p.object == object && p.without_paying)
    }

    /// The cards in exile `player` may play as a land by a permission.
    pub(crate) fn lands_playable_from_exile(&self, player: PlayerId) -> Vec<ObjectId> {
        let permitted = self.state.play_from_exile.iter().filter(|p| p.player == player && !p.cast_only);
        let objects = permitted.filter_map(|p| self.state.object(p.object));
        objects.filter(|o| self.can_play_land(player, o)).map(|o| o.id).collect()
    }

    /// 401.4. `card`, in its owner's library, goes to the bottom of it (the
    /// same object: it stays in the library).
    pub(crate) fn put_on_bottom_of_library(&mut self, card: ObjectId) {
        let Some(owner) = self.state.object(card).filter(|o| o.zone == Zone::Library).map(|o| o.owner) else { return };
        if let Some(p) = self.state.player_mut(owner) {
            p.library.retain(|&id| id != card);
            p.library.push(card);
        }
    }

    /// 608.2d. "put one of them on the bottom of your library, and exile one
    /// of them": `card` goes on the bottom, then the other card looked at,
    /// now the top card, is exiled; "You may play the exiled card this turn."
    /// gives the resolving spell's controller the permission (601.3).
    pub(crate) fn bottom_exile_other(&mut self, card: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let owner = self.object(card)?.owner;
        self.put_on_bottom_of_library(card);
        let Some(&other) = self.state.player(owner).and_then(|p| p.library.first()).filter(|&&top| top != card) else {
            return Ok(());
        };
        let (name, exiled) = self.move_to_owners(other, Zone::Exile)?;
        events.push(Event::ObjectMoved { card: name, from: other, object: exiled, zone: Zone::Exile });
        if let Some((spell, _, Effect::PutOneOnBottomExileOther { play_this_turn: true, .. })) =
            self.paused_instruction()
        {
            self.state.play_from_exile.push(PlayFromExile {
                object: exiled,
                player: spell.controller,
                cast_only: false,
                until_next_end_step: false,
                exile_instead: false,
                without_paying: false,
                lasting: false,
            });
        }
        Ok(())
    }
}
