//! Piles (CR 700.3): "Separate all permanents target player controls into
//! two piles. That player sacrifices all permanents in the pile of their
//! choice." (Liliana of the Veil). The resolving ability's controller names
//! the first pile ([`Pending::SeparatePiles`], answered by
//! [`Action::SeparatePiles`]; the others are the second, 700.3a, and either
//! may be empty, 700.3d), then that player chooses one
//! ([`Pending::ChoosePile`], [`Action::ChoosePile`]) and sacrifices every
//! permanent in it at once (701.21a). The objects stay where they are
//! while grouped (700.3c).

use super::Game;
use super::action::Action;
use super::combat::illegal;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::Pending;
use super::turn::Flow;
use crate::card::Zone;

impl Game {
    /// 700.3a. `player` separates the permanents `chooser` controls into two
    /// piles; with none, nothing happens.
    pub(crate) fn separate_piles(&mut self, player: PlayerId, chooser: PlayerId) {
        let objects: Vec<ObjectId> = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .filter(|o| o.controller == chooser)
            .map(|o| o.id)
            .collect();
        if !objects.is_empty() {
            self.state.pending = Some(Pending::SeparatePiles { player, chooser, objects });
        }
    }

    /// 700.3a. Answers listed for [`Pending::SeparatePiles`]: every permanent
    /// in the first pile, and each one alone in it (any other separation is
    /// accepted too).
    pub(crate) fn pile_separations(player: PlayerId, objects: &[ObjectId]) -> Vec<Action> {
        let mut answers = vec![Action::SeparatePiles { player, pile: objects.to_vec() }];
        if objects.len() > 1 {
            answers.extend(objects.iter().map(|&o| Action::SeparatePiles { player, pile: vec![o] }));
        }
        answers
    }

    /// 700.3a. The answer to [`Pending::SeparatePiles`]: `pile` (each of the
    /// permanents separated at most once) is the first pile, the others the
    /// second; then the chooser chooses a pile.
    pub(crate) fn answer_separate_piles(
        &mut self,
        pending: &Pending,
        pile: &[ObjectId],
    ) -> Result<Vec<Event>, RulesError> {
        let Pending::SeparatePiles { chooser, objects, .. } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no separation into piles is pending"));
        };
        if let Some(o) = pile.iter().find(|o| !objects.contains(o)) {
            return Err(illegal(
                "not_a_choice",
                "700.3a",
                format!("object {} is not among the permanents separated", o.0),
            ));
        }
        if pile.iter().enumerate().any(|(i, id)| pile[..i].contains(id)) {
            return Err(illegal("already_chosen", "700.3a", "each permanent is put into exactly one pile"));
        }
        // 700.3c: the piles keep the battlefield's order.
        let (first, second) = objects.iter().partition(|o| pile.contains(o));
        self.state.pending = Some(Pending::ChoosePile { player: *chooser, first, second });
        Ok(Vec::new())
    }

    /// 700.3, 701.21a. The answer to [`Pending::ChoosePile`]: the chooser
    /// sacrifices every permanent of the pile chosen still on the
    /// battlefield under their control (at once); then the resolution goes on.
    pub(crate) fn answer_choose_pile(&mut self, pending: &Pending, first: bool) -> Result<Vec<Event>, RulesError> {
        let Pending::ChoosePile { player, first: one, second: other } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no choice of piles is pending"));
        };
        let pile = if first { one } else { other };
        let mut events = Vec::new();
        for &id in pile {
            if self.state.object(id).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == *player) {
                self.sacrifice(id, &mut events)?;
            }
        }
        self.state.pending = None;
        // 608.2d: the resolution goes on; then the active player receives priority (117.3b).
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }
}
