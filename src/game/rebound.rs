//! 702.88. Rebound: "If you cast this spell from your hand, exile it as it
//! resolves. At the beginning of your next upkeep, you may cast this card
//! from exile without paying its mana cost." The resolving spell goes to
//! exile instead of its owner's graveyard (a replacement, 702.88a) with a
//! delayed trigger at its controller's next upkeep (603.7,
//! [`TriggerKind::Rebound`] in `GameState::next_upkeep`); as that trigger
//! resolves with the card still in exile, [`Pending::Rebound`] offers the
//! cast without paying its mana cost, the same answer as a cascade's
//! (`Game::answer_cast_from_exile`).

use super::Game;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{CastMethod, GameObject, Pending, PendingTrigger, TriggerKind};
use crate::card::Zone;
use crate::text::{Ability, KeywordAbility};

/// 702.88a. Whether a spell cast this way was cast from its owner's hand
/// (`from_exile`: `GameObject::cast_from_exile`, a card cast from exile by an
/// effect's permission, 601.3, or after its Adventure, 715.4).
pub(crate) const fn cast_from_hand(method: CastMethod, from_exile: bool) -> bool {
    match method {
        CastMethod::Flashback
        | CastMethod::Escape
        | CastMethod::JumpStart
        | CastMethod::Disturb
        | CastMethod::WithoutPayingManaCost
        | CastMethod::Plotted
        | CastMethod::Foretold => false,
        CastMethod::Normal
        | CastMethod::Prototype
        | CastMethod::Prowl
        | CastMethod::Transformed
        | CastMethod::Sneak { .. }
        | CastMethod::Alternative
        | CastMethod::Mutate
        | CastMethod::Kicked
        | CastMethod::Casualty
        | CastMethod::Replicated { .. }
        | CastMethod::Bargained
        | CastMethod::OptionalCostPaid
        | CastMethod::Evoke
        | CastMethod::Adventure
        | CastMethod::SplitHalf { .. }
        | CastMethod::Fused
        | CastMethod::Dash
        | CastMethod::Blitz
        | CastMethod::Overload
        | CastMethod::Cleave
        | CastMethod::BackFace
        | CastMethod::Miracle => !from_exile,
    }
}

impl Game {
    /// 702.88a. As the spell `spell` resolves: with rebound and cast from
    /// its owner's hand, it is exiled instead of put into the graveyard, and
    /// its delayed trigger waits for its controller's next upkeep. Returns
    /// whether it was (the resolution is then over).
    pub(crate) fn rebound_as_it_resolves(
        &mut self,
        spell: &GameObject,
        events: &mut Vec<Event>,
    ) -> Result<bool, RulesError> {
        let rebound =
            self.abilities_of(spell).iter().any(|a| matches!(a, Ability::Keyword { keyword: KeywordAbility::Rebound }));
        // 707.10: a copy of a spell was not cast at all.
        let from_hand =
            !spell.spell_copy && spell.cast_method.is_some_and(|m| cast_from_hand(m, spell.cast_from_exile));
        if !rebound || !from_hand {
            return Ok(false);
        }
        let card = spell.card.clone();
        let exiled = self.move_object(spell.id, Zone::Exile, spell.owner)?;
        events.push(Event::SpellResolved { object: spell.id, card: card.clone(), permanent: None, graveyard: None });
        events.push(Event::ObjectMoved { card: card.clone(), from: spell.id, object: exiled, zone: Zone::Exile });
        let (face, card_index) = self.object(exiled).map(|o| (o.face, o.card_index))?;
        let kind = TriggerKind::Rebound;
        let controller = spell.controller;
        self.state.next_upkeep.push(PendingTrigger { source: exiled, card, face, controller, kind, card_index });
        Ok(true)
    }

    /// 702.88a. Rebound's delayed trigger resolves: if the card `card` is
    /// still in exile (400.7), `player` may cast it without paying its mana
    /// cost.
    pub(crate) fn resolve_rebound(&mut self, player: PlayerId, card: ObjectId) {
        if self.state.object(card).is_some_and(|o| o.zone == Zone::Exile) {
            self.state.pending = Some(Pending::Rebound { player, object: card });
        }
    }
}
