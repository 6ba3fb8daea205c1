//! The turn (CR 500–514) and priority (117): steps and their turn-based
//! actions, priority passing in succession (117.3–117.4), the stack
//! resolving last in, first out (405.5, 608), state-based actions (704)
//! and triggered abilities (603.3) whenever a player would receive
//! priority (117.5), and the explicit auto-pass helper [`Game::advance`](crate::game::Game::advance).
//!
//! One file per rule:
//! - `steps`: steps, their turn-based actions and priority (500–514, 117),
//!   drawing (121.1), [`Game::advance`](crate::game::Game::advance);
//! - `triggers`: triggered abilities waiting, put on the stack, targeted and
//!   resolved (603.2, 603.3, 608.2);
//! - `battles`: a permanent entering with its counters, battles' protectors
//!   and a defeated Siege cast transformed (310);
//! - `sba`: state-based actions (704), the legend rule's choice, a player
//!   leaving the game (800.4a).

mod battles;
mod sba;
mod steps;
mod triggers;
pub(crate) use triggers::{Seen, TriggerKeyword, Watched, Watches};

use super::state::Step;
use serde::{Deserialize, Serialize};

/// 402.2. The maximum hand size.
pub const MAX_HAND_SIZE: usize = 7;

/// What happens next after an action, inside [`Game::apply`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    /// A player is about to receive priority: state-based actions and
    /// triggers first (117.5).
    Priority,
    /// The current step ends (500.2).
    EndStep,
    /// 514.3a. The cleanup step's check: priority only if state-based
    /// actions were performed or abilities triggered.
    CleanupCheck,
    /// A player must choose ([`Pending`]).
    Wait,
}

/// Where [`Game::advance`](crate::game::Game::advance) stops. Serialized as a `type`-tagged object,
/// e.g. `{ "type": "step", "step": "declareAttackers" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Until {
    /// When this step (or main phase) next begins.
    Step {
        /// The step.
        step: Step,
    },
    /// When the next turn begins (its upkeep, after the untap step).
    NextTurn,
    /// Only when a choice other than passing is needed (or the game ends).
    Choice,
}

/// An auto-pass policy the caller asks for explicitly: [`Game::advance`](crate::game::Game::advance)
/// passes priority for whoever has it until `until`, or until a choice is
/// needed. Attacks and blocks are never decided for a player unless the
/// caller says so with `noAttacks` / `noBlocks` (declare none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AutoPass {
    /// Where to stop.
    pub until: Until,
    /// Declare no attackers when asked (but those that must, 508.1d).
    #[serde(default)]
    pub no_attacks: bool,
    /// Declare no blockers when asked.
    #[serde(default)]
    pub no_blocks: bool,
    /// Stop when the stack is not empty (so a player can respond).
    #[serde(default)]
    pub stop_on_stack: bool,
    /// The most actions to take (a bound; 10,000 if 0).
    #[serde(default)]
    pub max_actions: u32,
}

impl AutoPass {
    /// Pass until `until`, declaring nothing for anyone.
    pub const fn until(until: Until) -> AutoPass {
        AutoPass { until, no_attacks: false, no_blocks: false, stop_on_stack: false, max_actions: 0 }
    }

    /// The goldfish policy: pass until `until`, declaring no attackers and
    /// no blockers.
    pub const fn goldfish(until: Until) -> AutoPass {
        AutoPass { until, no_attacks: true, no_blocks: true, stop_on_stack: false, max_actions: 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::super::RandomAgent;
    use super::super::journal::tests::duel;

    /// 117.5, 704.3: a check skipped because the state was settled is one
    /// that would have found nothing: after every action of random games
    /// that leaves the state settled, a new check changes nothing.
    #[test]
    fn a_settled_state_needs_no_new_check_before_priority() {
        let mut skipped = 0;
        for seed in 0..5 {
            let mut game = duel(seed);
            let mut agent = RandomAgent::new(seed);
            while let Some(action) = agent.next_action(&game) {
                game.apply(action).unwrap();
                if !game.state.checked.settled {
                    continue;
                }
                skipped += 1;
                let (mut checked, mut events) = (game.clone(), Vec::new());
                assert!(!checked.check_state(&mut events).unwrap(), "seed {seed}: {events:?}");
                assert!(events.is_empty());
                assert_eq!(checked.to_json(), game.to_json());
            }
        }
        assert!(skipped > 500, "only {skipped} settled states");
    }
}
