//! Identifiers: small `Copy` newtypes for objects (109) and players (102).

use serde::{Deserialize, Serialize};
use std::fmt;

/// 109.1. An object's identity within one game: a number, unique for the
/// life of the game. An object that changes zones becomes a new object with
/// a new id (400.7). Serialized as a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, tsify::Tsify)]
#[serde(transparent)]
pub struct ObjectId(pub u32);

/// 102.1. A player, by their seat: the index in the setup's `players` array
/// (0 takes the first seat). Serialized as a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, tsify::Tsify)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The seat as an index into the players.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for ObjectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0)
    }
}
