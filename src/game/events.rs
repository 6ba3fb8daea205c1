//! [`Event`]: what [`Game::apply`](super::Game::apply) reports it did.

use super::ids::{ObjectId, PlayerId};
use super::state::{CastMethod, ManaType, Step};
use serde::Serialize;

/// Something that happened, in order. Serialized as a `type`-tagged object
/// in camelCase, e.g. `{ "type": "spellCast", "player": 0, ... }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Event {
    /// 305.1. A land was played: the card in hand (`from`) is now the
    /// permanent `object` (400.7).
    LandPlayed {
        /// Who played it.
        player: PlayerId,
        /// The card's name.
        card: String,
        /// Its id in the hand.
        from: ObjectId,
        /// Its id on the battlefield.
        object: ObjectId,
        /// Whether it entered tapped.
        tapped: bool,
    },
    /// 605, 106.4. A permanent was tapped for mana, which went to the pool.
    ManaAdded {
        /// Whose pool.
        player: PlayerId,
        /// The permanent tapped.
        source: ObjectId,
        /// The mana added.
        mana: Vec<ManaType>,
    },
    /// 601.2h. Mana was spent from the pool.
    ManaSpent {
        /// Whose pool.
        player: PlayerId,
        /// The mana spent.
        mana: Vec<ManaType>,
    },
    /// 119.4. Life was paid.
    LifePaid {
        /// Who paid.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// 601.2i. A spell became cast: the card (`from`) is the spell `object` on the stack.
    SpellCast {
        /// Who cast it.
        player: PlayerId,
        /// The card's name.
        card: String,
        /// Its id in the hand.
        from: ObjectId,
        /// Its id on the stack.
        object: ObjectId,
        /// How it was cast.
        method: CastMethod,
        /// 601.2f. The total cost paid.
        total_cost: String,
        /// The value of X, if the cost has X.
        x: Option<u32>,
    },
    /// 117.3d. A player passed priority.
    PriorityPassed {
        /// Who passed.
        player: PlayerId,
    },
    /// The top object of the stack resolved (CR 608): a permanent spell became
    /// `permanent` (608.3a), any other went to its owner's graveyard as
    /// `graveyard` (608.2n).
    SpellResolved {
        /// Its id on the stack.
        object: ObjectId,
        /// The card's name.
        card: String,
        /// The permanent it became.
        permanent: Option<ObjectId>,
        /// Its id in the graveyard, for an instant or sorcery.
        graveyard: Option<ObjectId>,
    },
    /// 106.4. Mana pools emptied at the end of a step or phase.
    ManaPoolsEmptied,
    /// 500. A step or main phase began.
    StepBegan {
        /// The turn number.
        turn: u32,
        /// The step.
        step: Step,
        /// Whose turn it is.
        active_player: PlayerId,
    },
    /// 502.3. Permanents untapped in the untap step.
    Untapped {
        /// The permanents.
        objects: Vec<ObjectId>,
    },
    /// 504.1, 121. A player drew a card: `from` in the library is `object` in the hand.
    CardDrawn {
        /// Who drew.
        player: PlayerId,
        /// Its id in the library.
        from: ObjectId,
        /// Its id in the hand.
        object: ObjectId,
    },
}
