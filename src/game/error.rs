//! [`RulesError`]: why an action or a question about a game has no answer.

use super::ids::{ObjectId, PlayerId};
use crate::error::Coded;

/// An illegal action or an unanswerable question. The game is unchanged
/// (732.1: an illegal action is reversed entirely).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// No object has this id (it never existed, or it changed zones and
    /// became a new object, 400.7).
    #[error("no object has id {id}; an object that changes zones gets a new id (CR 400.7)")]
    UnknownObject {
        /// The id asked for.
        id: ObjectId,
    },
    /// No player sits in this seat.
    #[error("there is no {player}")]
    UnknownPlayer {
        /// The seat asked for.
        player: PlayerId,
    },
    /// The action is for a player who does not have priority (117.1).
    #[error("{player} acts, but {priority} has priority (CR 117.1)")]
    NotYourPriority {
        /// Who tried to act.
        player: PlayerId,
        /// Who has priority.
        priority: PlayerId,
    },
    /// The action breaks a rule; `code` and `rule` say which.
    #[error("{message}")]
    Illegal {
        /// Stable code, e.g. `not_main_phase`.
        code: &'static str,
        /// The rule, e.g. `117.1a`.
        rule: &'static str,
        /// What and why.
        message: String,
    },
    /// A payment plan does not pay the total cost (601.2h).
    #[error("the payment does not work: {message}")]
    InvalidPayment {
        /// What is wrong.
        message: String,
    },
    /// The action is not well-formed (e.g. bad JSON, or X negative).
    #[error("the action is not valid: {message}")]
    InvalidAction {
        /// What is wrong.
        message: String,
    },
    /// The action would take the game past one of the engine's bounds
    /// ([`MAX_GAME_OBJECTS`](super::MAX_GAME_OBJECTS), [`MAX_STACK_DEPTH`](super::MAX_STACK_DEPTH),
    /// [`MAX_TRIGGERS_PER_ACTION`](super::MAX_TRIGGERS_PER_ACTION), [`MAX_OBJECT_ID`](super::MAX_OBJECT_ID)),
    /// or its JSON is longer than [`MAX_ACTION_JSON_LEN`](super::MAX_ACTION_JSON_LEN); `code`
    /// says which. No rule decides it.
    #[error("{message}")]
    LimitExceeded {
        /// Stable code, e.g. `stack_too_deep`.
        code: &'static str,
        /// What and which bound.
        message: String,
    },
    /// The serialized action or object asked about does not fit the game.
    #[error("{message}")]
    Internal {
        /// What is wrong.
        message: String,
    },
}

impl Coded for RulesError {
    fn code(&self) -> &'static str {
        match self {
            RulesError::UnknownObject { .. } => "unknown_object",
            RulesError::UnknownPlayer { .. } => "unknown_player",
            RulesError::NotYourPriority { .. } => "not_your_priority",
            RulesError::Illegal { code, .. } | RulesError::LimitExceeded { code, .. } => code,
            RulesError::InvalidPayment { .. } => "invalid_payment",
            RulesError::InvalidAction { .. } => "invalid_action",
            RulesError::Internal { .. } => "internal",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        match self {
            RulesError::UnknownObject { .. } => Some("400.7"),
            RulesError::UnknownPlayer { .. } => Some("102.1"),
            RulesError::NotYourPriority { .. } => Some("117.1"),
            RulesError::Illegal { rule, .. } => Some(rule),
            RulesError::InvalidPayment { .. } => Some("601.2h"),
            RulesError::InvalidAction { .. } | RulesError::Internal { .. } | RulesError::LimitExceeded { .. } => None,
        }
    }
}
