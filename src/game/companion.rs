//! Companion 702.139. Before the game, a player may reveal one card with
//! companion they own from outside the game whose condition their starting
//! deck fulfils (103.2b): the setup's `companion`, checked against every card
//! the setup gives that player (`companion_unmet`, a typed problem of the
//! setup otherwise). The card stays outside the game, named by
//! `Player::companion` (JSON `companion`). Once during the game, while they
//! have priority during a main phase of their turn and the stack is empty,
//! they may pay {3} and put it into their hand, a special action (116.2g:
//! [`Action::PutCompanionIntoHand`](super::Action::PutCompanionIntoHand)); it
//! is then a card in the game like any other (702.139c), and
//! `Player::companion` is empty.

use super::Game;
use super::cast_options::Reason;
use super::error::RulesError;
use super::events::Event;
use super::ids::PlayerId;
use super::payment::PaymentPlan;
use super::state::GameObject;
use crate::card::{Card, CardType, Zone};
use crate::mana::{ManaCost, ManaSymbol};
use crate::text::{Ability, CompanionCondition, KeywordAbility};

/// 100.2a. The minimum size of a constructed deck.
const MINIMUM_DECK_SIZE: usize = 60;

/// 702.139a. The companion condition of a card, if it has companion.
pub(crate) fn companion_condition(card: &Card) -> Option<&CompanionCondition> {
    card.front()?.abilities.iter().find_map(|a| match a {
        Ability::Keyword { keyword: KeywordAbility::Companion { condition } } => Some(condition),
        _ => None,
    })
}

/// 103.2b, 702.139a–b. Why `deck` (every card of the starting deck) does not
/// fulfil `condition`, if it does not.
pub(crate) fn companion_unmet(condition: &CompanionCondition, deck: &[&Card]) -> Option<String> {
    match condition {
        // 107.4: the same symbol twice in one mana cost ({2} is one symbol).
        CompanionCondition::NoManaSymbolTwice => deck.iter().find_map(|card| {
            card.faces.iter().find_map(|face| {
                let symbols = face.mana_cost.symbols();
                let twice = symbols.iter().enumerate().any(|(i, s)| symbols[..i].contains(s));
                twice.then(|| format!("'{}' has the same mana symbol twice in its mana cost", card.name))
            })
        }),
        // 205.3m, 702.73a: a creature card with none of the types (a changeling has them all).
        CompanionCondition::CreatureCardsAre { subtypes } => deck.iter().find_map(|card| {
            let front = card.front()?;
            let creature = front.type_line.is(CardType::Creature);
            let of_a_type =
                front.every_creature_type || front.type_line.creature_types().any(|t| subtypes.iter().any(|s| s == t));
            (creature && !of_a_type)
                .then(|| format!("'{}' is a creature card of none of {}", card.name, subtypes.join(", ")))
        }),
        CompanionCondition::CardsOverMinimum { more } => {
            let least = MINIMUM_DECK_SIZE.saturating_add(*more as usize);
            (deck.len() < least).then(|| {
                format!(
                    "the starting deck has {} cards; at least {least} are needed ({MINIMUM_DECK_SIZE} + {more})",
                    deck.len()
                )
            })
        }
    }
}

impl Game {
    /// 116.2g. Checks putting `player`'s companion into their hand (the
    /// solver's plan when `payment` is absent) without changing anything;
    /// returns the {3}'s checked payment.
    fn check_companion(
        &self,
        player: PlayerId,
        payment: Option<&PaymentPlan>,
    ) -> Result<(super::payment::CheckedPayment, Vec<super::ids::ObjectId>), RulesError> {
        let s = &self.state;
        let reason = if s.player(player).is_none_or(|p| p.companion.is_none()) {
            Some(Reason::new(
                "no_companion",
                "116.2g",
                format!("{player} has no companion outside the game (none chosen, or already put into their hand)"),
            ))
        } else if s.priority_player != player {
            Some(Reason::new("not_your_priority", "116.2g", format!("{} has priority", s.priority_player)))
        } else if s.active_player != player || !s.step.is_main_phase() {
            Some(Reason::new("not_main_phase", "116.2g", "a companion is put into hand only during your main phase"))
        } else if !s.stack.is_empty() {
            Some(Reason::new("stack_not_empty", "116.2g", "a companion is put into hand only while the stack is empty"))
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(reason.into_error());
        }
        let three = ManaCost::from_symbols(vec![ManaSymbol::Generic { amount: 3 }]);
        self.check_payment(player, None, &three, 0, payment)
    }

    /// Whether `player` may put their companion into their hand now (for
    /// the legal actions).
    pub(crate) fn can_put_companion_into_hand(&self, player: PlayerId) -> bool {
        self.state.player(player).is_some_and(|p| p.companion.is_some()) && self.check_companion(player, None).is_ok()
    }

    /// 116.2g, 702.139a, 702.139c. Pays {3} and puts `player`'s companion
    /// from outside the game into their hand, a new object; no stack, no
    /// priority change (116.3).
    pub(crate) fn put_companion_into_hand(
        &mut self,
        player: PlayerId,
        payment: Option<&PaymentPlan>,
    ) -> Result<Vec<Event>, RulesError> {
        let (checked, snow) = self.check_companion(player, payment)?;
        let card = self.state.player(player).and_then(|p| p.companion.clone()).unwrap_or_default();
        let card_index = self.card_index_of(&card).ok_or_else(|| RulesError::Internal {
            message: format!("the companion '{card}' is not in the game's card table"),
        })?;
        let mut events = self.pay(player, &checked, &snow)?;
        crate::executed!(each self.cards.get(card_index as usize).and_then(|e| e.card.front()).into_iter().flat_map(|f| f.abilities.iter()).filter(|a| matches!(a, Ability::Keyword { keyword: KeywordAbility::Companion { .. } })));
        let id = self.state.new_id();
        self.state.objects.push(GameObject::new(id, card.clone(), card_index, player, Zone::Hand)); // the newest id sorts last
        if let Some(p) = self.state.player_mut(player) {
            p.companion = None;
            p.hand.push(id);
        }
        events.push(Event::CompanionPutIntoHand { player, card, object: id });
        Ok(events)
    }
}
