//! A seeded random agent: whoever must act (117, or the player a pending
//! choice waits for) takes one of [`Game::legal_actions`] chosen by a PCG32.
//! It plays whole games for tests (every listed action must be legal) and
//! benchmarks, the same natively and in wasm: the same setup and seed give
//! the same actions and the same [`Game::state_hash`].

use super::Game;
use super::action::Action;
use super::error::RulesError;
use super::ids::PlayerId;
use super::rng::Pcg32;
use serde::Serialize;

/// The PCG32 stream the agent draws from (any fixed odd-making value; the
/// game's own generator is independent of it).
const STREAM: u64 = 99;

/// A random player for every seat: passes priority one time in three when
/// something else is listed (so that games move on but also do things),
/// otherwise takes one of the other listed actions uniformly.
///
/// ```
/// use mtg_rules::game::{Action, PlayerId, RandomAgent};
/// let mut agent = RandomAgent::new(7);
/// let pass = Action::PassPriority { player: PlayerId(0) };
/// assert_eq!(agent.choose(&[pass]), Some(0));
/// assert_eq!(agent.choose(&[]), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomAgent {
    rng: Pcg32,
}

/// What [`Game::play_random`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct RandomPlay {
    /// How many actions were applied.
    pub actions: u32,
    /// 104.1. Whether the game is over.
    pub over: bool,
    /// 104.2a. The player still in the game once it is over, if there is one.
    pub winner: Option<PlayerId>,
    /// 500. The turn number reached.
    pub turn: u32,
}

impl RandomAgent {
    /// An agent seeded with `seed`.
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent { rng: Pcg32::new(seed, STREAM) }
    }

    /// The index of the action to take among `actions`, `None` if there is
    /// none. Draws one number to decide on passing (only when passing and
    /// something else are both listed) and one to pick among the others.
    pub fn choose(&mut self, actions: &[Action]) -> Option<usize> {
        let pass = actions.iter().position(|a| matches!(a, Action::PassPriority { .. }));
        let others = actions.len() - usize::from(pass.is_some());
        if others == 0 || (pass.is_some() && self.rng.below(3) == 0) {
            return pass;
        }
        let k = self.rng.below(u32::try_from(others).unwrap_or(u32::MAX)) as usize;
        actions.iter().enumerate().filter(|(_, a)| !matches!(a, Action::PassPriority { .. })).nth(k).map(|(i, _)| i)
    }

    /// The action to take in `game` now (`None` once the game is over).
    pub fn next_action(&mut self, game: &Game) -> Option<Action> {
        let mut actions = game.legal_actions();
        let i = self.choose(&actions)?;
        (i < actions.len()).then(|| actions.swap_remove(i))
    }
}

impl Game {
    /// Plays at most `max_actions` actions chosen by `agent` for whoever must
    /// act, stopping when the game is over (104). Every action is one
    /// [`Game::legal_actions`] listed, applied with [`Game::apply`]; an error
    /// (a listed action that is not legal: a bug) is returned as it is.
    pub fn play_random(&mut self, agent: &mut RandomAgent, max_actions: u32) -> Result<RandomPlay, RulesError> {
        let mut actions = 0;
        // `RandomAgent::next_action`, with one buffer for every listing.
        let mut listed = Vec::with_capacity(7);
        while actions < max_actions {
            self.legal_actions_into(&mut listed);
            let Some(i) = agent.choose(&listed).filter(|&i| i < listed.len()) else { break };
            self.apply(listed.swap_remove(i))?;
            actions += 1;
        }
        let over = self.state.is_over();
        Ok(RandomPlay {
            actions,
            over,
            winner: if over { self.state.players.iter().find(|p| !p.lost).map(|p| p.id) } else { None },
            turn: self.state.turn,
        })
    }
}
