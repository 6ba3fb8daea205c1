//! How [`Game::apply`] stays atomic without copying the game for every
//! action (732.1: an illegal action leaves the game exactly as it was).
//!
//! An action runs in place. The game keeps a *checkpoint* — a shared copy of
//! its state taken at most [`CHECKPOINT_EVERY`] actions ago — and the actions
//! applied since. Should an action fail after it changed something, the game
//! goes back to the checkpoint and applies those actions again: the game is
//! deterministic (its only randomness, the PCG32, is part of the state), so
//! this rebuilds exactly the state before the failed action. Copying the
//! state once every [`CHECKPOINT_EVERY`] actions costs far less than once per
//! action, and a failure costs one copy and a few replayed actions.

use super::Game;
use super::action::Action;
use super::error::RulesError;
use super::state::GameState;
use std::fmt;
use std::sync::Arc;

/// How many actions may be applied between two checkpoints. Measured on
/// random games (`random_play`, ~750 actions a game): every 64 actions,
/// copying took a tenth of the time; every 256, 1.8% of the instructions
/// (callgrind, 100 duel games, 27 Nov); every 1,024, most games take none
/// after the first. A failed action replays at most this many (about a
/// millisecond natively at a million actions a second).
pub(crate) const CHECKPOINT_EVERY: usize = 1024;

/// A checkpoint of the state and the actions applied since (not serialized;
/// clones of a game share the checkpoint).
#[derive(Clone, Default)]
pub(crate) struct Journal {
    /// The state as it was `since.len()` successful actions ago.
    checkpoint: Option<Arc<GameState>>,
    /// The actions applied successfully since the checkpoint, in order.
    since: Vec<Action>,
    /// While set (several actions applied as one, [`Game::atomically`]), no
    /// new checkpoint is taken, so the state before the first can be rebuilt.
    pinned: bool,
}

impl fmt::Debug for Journal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Journal")
            .field("checkpoint", &self.checkpoint.is_some())
            .field("since", &self.since.len())
            .finish()
    }
}

impl Journal {
    /// A journal whose checkpoint is `state`: a new game's, so that its
    /// clones share it and their first action needs no copy of its own.
    pub(crate) fn starting_at(state: &GameState) -> Journal {
        Journal { checkpoint: Some(Arc::new(state.clone())), since: Vec::new(), pinned: false }
    }
}

impl Game {
    /// Runs `action` in place; on failure puts the game back as it was.
    pub(crate) fn apply_atomically(&mut self, action: Action) -> Result<Vec<super::Event>, RulesError> {
        self.checkpoint_if_due();

        let result = match self.execute(&action) {
            Ok(events) => {
                self.journal.since.push(action);
                Ok(events)
            }
            Err(error) => self.roll_back().and(Err(error)),
        };
        self.state.reindex();
        result
    }

    /// A new checkpoint when none is kept or [`CHECKPOINT_EVERY`] actions
    /// were applied since the last, unless several actions are being
    /// applied as one.
    fn checkpoint_if_due(&mut self) {
        let due = self.journal.checkpoint.is_none() || self.journal.since.len() >= CHECKPOINT_EVERY;
        if due && !(self.journal.pinned && self.journal.checkpoint.is_some()) {
            self.journal.checkpoint = Some(Arc::new(self.state.clone()));
            self.journal.since.clear();
        }
    }

    /// 732.1. Runs `actions` (each applied with [`Game::apply_atomically`])
    /// as one: should it fail, the game is rebuilt as it was before it, from
    /// the checkpoint and the actions applied before (no copy of the state
    /// is taken for it).
    pub(crate) fn atomically<T>(
        &mut self,
        actions: impl FnOnce(&mut Game) -> Result<T, RulesError>,
    ) -> Result<T, RulesError> {
        self.checkpoint_if_due();
        let (mark, pinned) = (self.journal.since.len(), self.journal.pinned);
        self.journal.pinned = true;
        let result = actions(self);
        self.journal.pinned = pinned;
        if result.is_err() {
            self.journal.since.truncate(mark);
            self.roll_back()?;
            self.state.reindex();
        }
        result
    }

    /// Rebuilds the state after the last successful action: the checkpoint,
    /// then every action applied since.
    fn roll_back(&mut self) -> Result<(), RulesError> {
        let Some(checkpoint) = &self.journal.checkpoint else {
            return Err(RulesError::Internal { message: "no checkpoint to roll back to".into() });
        };
        self.state = GameState::clone(checkpoint);
        let since = std::mem::take(&mut self.journal.since);
        for action in &since {
            if let Err(e) = self.execute(action) {
                return Err(RulesError::Internal {
                    message: format!("replaying {} failed: {e}", crate::json_out::to_string(action)),
                });
            }
        }
        self.journal.since = since;
        Ok(())
    }

    /// A copy of the game without its journal, to try an action on.
    pub(crate) fn scratch(&self) -> Game {
        Game {
            state: self.state.clone(),
            cards: Arc::clone(&self.cards),
            land_types: self.land_types,
            stoppers: self.stoppers,
            watches: self.watches,
            journal: Journal::default(),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::{Game, RandomAgent};
    use crate::card::CardDb;

    /// A new game of the benchmark duel with this seed.
    pub(crate) fn duel(seed: u64) -> Game {
        let db = CardDb::from_scryfall_json(include_str!("../../tests/data/scryfall-cards.json")).unwrap();
        let mut setup: serde_json::Value = serde_json::from_str(include_str!("../../bench/setups/duel.json")).unwrap();
        setup["seed"] = seed.into();
        Game::from_setup_json(&db, &setup.to_string()).unwrap()
    }

    #[test]
    fn a_failure_after_changes_goes_back_exactly_to_the_state_before_the_action() {
        let mut game = duel(3);
        let mut agent = RandomAgent::new(3);
        for n in 0..200 {
            let Some(action) = agent.next_action(&game) else { break };
            game.apply(action).unwrap();
            if n % 37 != 0 {
                continue;
            }
            let (before, untouched) = (game.to_json(), game.clone());
            // What a failing action could leave behind: any change at all.
            game.state.turn += 9;
            game.state.objects.pop();
            game.state.players[0].life -= 5;
            game.roll_back().unwrap();
            assert_eq!(game.to_json(), before, "after action {n}");
            // And the game goes on as if nothing had happened.
            let (mut rolled_back, mut other) = (game.clone(), untouched);
            rolled_back.play_random(&mut agent.clone(), 80).unwrap();
            other.play_random(&mut agent.clone(), 80).unwrap();
            assert_eq!(rolled_back.to_json(), other.to_json());
        }
    }

    #[test]
    fn lookups_by_id_find_every_object_with_an_index_fresh_or_out_of_date() {
        let mut game = duel(5);
        game.play_random(&mut RandomAgent::new(5), 150).unwrap();
        let check = |state: &super::GameState| {
            for o in &state.objects {
                assert_eq!(state.object(o.id).map(|x| x.id), Some(o.id));
            }
            assert!(state.object(super::super::ObjectId(state.next_object_id)).is_none());
        };
        check(&game.state);
        // Out of date: objects gone from the middle and a new one at the end.
        let mut state = game.state.clone();
        state.objects.remove(3);
        state.objects.remove(10);
        let id = state.new_id();
        let mut fresh = state.objects[0].clone();
        fresh.id = id;
        state.objects.push(fresh);
        check(&state);
        assert!(state.object(game.state.objects[3].id).is_none());
        state.reindex();
        check(&state);
    }

    #[test]
    fn the_journal_keeps_at_most_a_checkpoint_interval_of_actions() {
        // A long game: libraries of 400 basic lands (a duel's ends in about 750 actions).
        let db = CardDb::from_scryfall_json(include_str!("../../tests/data/scryfall-cards.json")).unwrap();
        let library = |land: &'static str| vec![land; 400];
        let setup = serde_json::json!({
            "players": [{ "library": library("Plains") }, { "library": library("Island") }], "seed": 4
        });
        let mut game = Game::from_setup_json(&db, &setup.to_string()).unwrap();
        let played = game.play_random(&mut RandomAgent::new(4), 3 * super::CHECKPOINT_EVERY as u32).unwrap();
        assert!(played.actions > 2 * super::CHECKPOINT_EVERY as u32);
        assert!(game.journal.since.len() <= super::CHECKPOINT_EVERY);
        assert!(game.journal.checkpoint.is_some());
    }
}
