//! Proliferate (CR 701.34a): "choose any number of permanents and/or players
//! that have a counter, then give each one additional counter of each kind
//! that permanent or player already has." One choice of a set
//! ([`Pending::Proliferate`], answered by [`Action::Proliferate`]), then the
//! counters all at once.

use super::Game;
use super::action::Action;
use super::combat::illegal;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::Pending;
use super::turn::Flow;
use crate::counter::CounterKind;

/// Whether an id is in the list twice.
fn twice<T: PartialEq>(ids: &[T]) -> bool {
    ids.iter().enumerate().any(|(i, id)| ids[..i].contains(id))
}

impl Game {
    /// 701.34a. `player` proliferates: asked which of the permanents and
    /// players with a counter get more; with none, nothing happens.
    pub(crate) fn proliferate(&mut self, player: PlayerId) {
        let objects: Vec<ObjectId> = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .filter(|o| o.counters.iter().any(|(_, n)| n > 0))
            .map(|o| o.id)
            .collect();
        let players: Vec<PlayerId> = (self.state.players.iter().enumerate())
            .filter(|(_, p)| !p.lost && p.counters.iter().any(|(_, n)| n > 0))
            .map(|(i, _)| PlayerId(i as u8))
            .collect();
        if !objects.is_empty() || !players.is_empty() {
            self.state.pending = Some(Pending::Proliferate { player, objects, players });
        }
    }

    /// 701.34a. Answers listed for [`Pending::Proliferate`]: everything,
    /// nothing, and each one alone (any other set is accepted too).
    pub(crate) fn proliferate_choices(player: PlayerId, objects: &[ObjectId], players: &[PlayerId]) -> Vec<Action> {
        let answer = |objects: Vec<ObjectId>, players: Vec<PlayerId>| Action::Proliferate { player, objects, players };
        let mut answers = vec![answer(objects.to_vec(), players.to_vec()), answer(Vec::new(), Vec::new())];
        if objects.len() + players.len() > 1 {
            answers.extend(objects.iter().map(|&o| answer(vec![o], Vec::new())));
            answers.extend(players.iter().map(|&p| answer(Vec::new(), vec![p])));
        }
        answers
    }

    /// 701.34a. The answer to [`Pending::Proliferate`]: each permanent and
    /// player chosen (among those offered, each once) gets one more counter
    /// of each kind it has; then the resolution goes on.
    pub(crate) fn answer_proliferate(
        &mut self,
        pending: &Pending,
        objects: &[ObjectId],
        players: &[PlayerId],
    ) -> Result<Vec<Event>, RulesError> {
        let Pending::Proliferate { player: proliferating, objects: offered, players: offered_players } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no proliferate is pending"));
        };
        if let Some(o) = objects.iter().find(|o| !offered.contains(o)) {
            return Err(illegal("not_a_choice", "701.34a", format!("object {} has no counter to proliferate", o.0)));
        }
        if let Some(p) = players.iter().find(|p| !offered_players.contains(p)) {
            return Err(illegal("not_a_choice", "701.34a", format!("player {} has no counter to proliferate", p.0)));
        }
        if twice(objects) || twice(players) {
            return Err(illegal("already_chosen", "701.34a", "each permanent or player is chosen at most once"));
        }
        let mut events = Vec::new();
        for &id in objects {
            let Some(o) = self.state.object_mut(id) else { continue };
            let kinds: Vec<CounterKind> = o.counters.iter().filter(|(_, n)| *n > 0).map(|(k, _)| k.clone()).collect();
            for counter in &kinds {
                o.counters.add(counter.clone(), 1);
                events.push(Event::CountersPut { object: id, counter: counter.clone(), count: 1 });
            }
            for counter in &kinds {
                self.counters_put_triggers(*proliferating, id, counter);
            }
        }
        for &player in players {
            let Some(p) = self.state.player_mut(player) else { continue };
            let kinds: Vec<CounterKind> = p.counters.iter().filter(|(_, n)| *n > 0).map(|(k, _)| k.clone()).collect();
            for counter in kinds {
                p.counters.add(counter.clone(), 1);
                events.push(Event::PlayerCountersPut { player, counter, count: 1 });
            }
        }
        self.state.pending = None;
        // 608.2d: the resolution goes on; then the active player receives priority (117.3b).
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }
}
