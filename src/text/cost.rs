//! Costs (118) of activated abilities (loyalty abilities too, 606) (602.1a: "\[cost\]: \[effect\].") as
//! typed parts, and the restrictions on activating them (602.5).

use super::effect::{CounterKind, ObjectFilter};
use crate::card::Zone;
use crate::mana::ManaCost;
use serde::Serialize;

/// One part of a cost (118.1, 602.1a); the parts of a cost are separated by
/// commas in its text and may be paid in any order (601.2h via 602.2b).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum CostPart {
    /// 107.4, 118.2. Mana symbols, e.g. `{1}` or `{2}{G}`.
    Mana {
        /// The mana to pay.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 107.5. `{T}`: tap this permanent.
    Tap,
    /// 107.6. `{Q}`: untap this permanent.
    Untap,
    /// 118.3, 119.4. "Pay N life".
    PayLife {
        /// How much.
        amount: u32,
    },
    /// 107.14. "Pay {E}{E}": remove that many energy counters from yourself.
    PayEnergy {
        /// How many.
        amount: u32,
    },
    /// 701.21a. "Sacrifice this land/artifact/creature/token".
    SacrificeSelf,
    /// 701.21a. "Sacrifice a creature", "Sacrifice another artifact",
    /// "Sacrifice two Forests": permanents you control the filter matches.
    Sacrifice {
        /// How many.
        count: u32,
        /// Which.
        filter: ObjectFilter,
    },
    /// 118.3, 400.7. "Return Shigeki, Jukai Visionary to its owner's hand":
    /// the permanent whose ability it is goes to its owner's hand.
    ReturnSelfToHand,
    /// 701.9a. "Discard this card" (an ability of a card in hand: channel,
    /// cycling, 113.6m).
    DiscardSelf,
    /// 701.20a, 702.49a. "Reveal this card from your hand" (ninjutsu's
    /// cost: an ability of a card in hand, 113.6m).
    RevealSelf,
    /// 701.9a. "Discard a card", "Discard two cards", "Discard a land card".
    Discard {
        /// How many.
        count: u32,
        /// Which cards (an empty filter: any card).
        filter: ObjectFilter,
    },
    /// 701.9a, 107.3. "Discard X cards" (Gix, Yawgmoth Praetor): X cards of
    /// the payer's hand the filter matches, X announced with the activation
    /// (602.2b), discarded together.
    DiscardX {
        /// Which cards.
        filter: ObjectFilter,
    },
    /// 701.20a, 107.3. "Reveal X white cards from your hand" (Martyr of
    /// Sands): X cards of the payer's hand the filter matches, X announced
    /// with the activation (601.2b via 602.2b).
    RevealX {
        /// Which cards.
        filter: ObjectFilter,
    },
    /// 701.13. "Exile this card from your graveyard" (113.6m: it functions
    /// there); "Exile Plaza of Heroes" from the battlefield.
    ExileSelf {
        /// The zone it is exiled from.
        from: Zone,
    },
    /// 701.13. "Exile a card from your graveyard", "Exile a creature card from
    /// your hand".
    Exile {
        /// How many.
        count: u32,
        /// Which cards (an empty filter: any card).
        filter: ObjectFilter,
        /// From which of your zones.
        from: Zone,
    },
    /// 702.167a–b. Craft's materials: "Exile a creature you control or a
    /// creature card from your graveyard" (a type without "card": a permanent
    /// its controller controls or a card in its owner's graveyard).
    ExileMaterials {
        /// How many.
        count: u32,
        /// Which permanents or cards.
        filter: ObjectFilter,
    },
    /// 118.3, 400.7. "Return an Island you control to its owner's hand"
    /// (Daze): other permanents you control the filter matches, put into
    /// their owners' hands as the cost.
    ReturnToHand {
        /// How many.
        count: u32,
        /// Which permanents (controlled by the payer).
        filter: ObjectFilter,
    },
    /// 118.3. "Tap an untapped Gate you control", "Tap two untapped
    /// creatures you control": other permanents you control the filter
    /// matches, tapped as the cost (summoning sickness does not stop it,
    /// 302.6 is about `{T}`).
    TapUntapped {
        /// How many.
        count: u32,
        /// Which.
        filter: ObjectFilter,
    },
    /// 702.122a, 702.171a. Crew's and saddle's cost: "Tap any number of
    /// untapped creatures you control with total power N or greater" (any
    /// number of objects, chosen for it, never the source; their total
    /// power as they are now).
    TapPower {
        /// N, the least total power.
        power: u32,
        /// 702.122a. Crew's (a Vehicle's), which a creature that "crews
        /// Vehicles as though its power were N greater" pays with more.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        crew: bool,
    },
    /// 601.2b, 701.13. "you may exile any number of white cards from your
    /// hand" (March of Otherworldly Light): every object chosen for it (none
    /// at all is a choice too), which "for each card exiled this way" counts
    /// (`CostCount::ExiledForCost`, 601.2f).
    ExileAnyNumber {
        /// Which cards.
        filter: ObjectFilter,
        /// From which of your zones.
        from: Zone,
    },
    /// 701.59a. "Collect evidence N": exile any number of cards from your
    /// graveyard with total mana value N or greater (the cards chosen for
    /// it; 701.59b: not a choice when the graveyard's cards fall short).
    CollectEvidence {
        /// N, the least total mana value.
        amount: u32,
    },
    /// 606.4. A loyalty cost ("+1", "−2", "0"): put on (positive) or remove
    /// (negative) that many loyalty counters; its ability is a loyalty
    /// ability (606.2).
    Loyalty {
        /// The change in loyalty counters.
        change: i32,
    },
    /// 606.4, 107.3. The loyalty cost "−X" (Jace, the Perfected Mind):
    /// remove X loyalty counters, X announced as it is activated; a loyalty
    /// ability (606.2).
    LoyaltyMinusX,
    /// 122.6. "Put a -0/-1 counter on \[this\]" (Wall of Roots).
    PutCounters {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
    },
    /// 122. "Remove a +1/+1 counter from this creature".
    RemoveCounters {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
    },
    /// 601.2b, 601.2f. "discard a card or pay 3 life": the caster pays one
    /// part, the first (which takes objects) when objects are chosen for it,
    /// the second otherwise.
    Either {
        /// The two parts.
        parts: Vec<CostPart>,
    },
}

/// 118, 602.1a. A cost: its parts, in the order printed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Cost {
    /// The parts.
    pub parts: Vec<CostPart>,
    /// 107.3, 106.6. "Spend only black mana on X." (Crypt Rats): the mana
    /// paid for `{X}` must be of this color, so X is paid as that many of
    /// its symbols.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x_only: Option<crate::color::Color>,
}

impl Cost {
    /// The mana part, if there is one.
    pub fn mana(&self) -> Option<&ManaCost> {
        self.parts.iter().find_map(|p| match p {
            CostPart::Mana { cost } => Some(cost),
            _ => None,
        })
    }

    /// 107.5. Whether the cost includes `{T}`.
    pub fn taps(&self) -> bool {
        self.parts.contains(&CostPart::Tap)
    }

    /// Whether the cost includes a part.
    pub fn has(&self, part: impl Fn(&CostPart) -> bool) -> bool {
        self.parts.iter().any(part)
    }

    /// 113.6m, 113.6j. The zone the ability functions in: the hand for
    /// "Discard this card", the graveyard (or hand) for "Exile this card
    /// from …", the battlefield otherwise.
    pub fn zone(&self) -> Zone {
        for part in &self.parts {
            match part {
                CostPart::DiscardSelf | CostPart::RevealSelf => return Zone::Hand,
                CostPart::ExileSelf { from } => return *from,
                CostPart::Mana { .. }
                | CostPart::Tap
                | CostPart::Untap
                | CostPart::PayLife { .. }
                | CostPart::PayEnergy { .. }
                | CostPart::SacrificeSelf
                | CostPart::ReturnSelfToHand
                | CostPart::Sacrifice { .. }
                | CostPart::Discard { .. }
                | CostPart::DiscardX { .. }
                | CostPart::RevealX { .. }
                | CostPart::Exile { .. }
                | CostPart::ExileMaterials { .. }
                | CostPart::ReturnToHand { .. }
                | CostPart::TapUntapped { .. }
                | CostPart::TapPower { .. }
                | CostPart::CollectEvidence { .. }
                | CostPart::ExileAnyNumber { .. }
                | CostPart::RemoveCounters { .. }
                | CostPart::PutCounters { .. }
                | CostPart::Loyalty { .. }
                | CostPart::LoyaltyMinusX
                | CostPart::Either { .. } => {}
            }
        }
        Zone::Battlefield
    }

    /// 107.3. Whether the cost has X: `{X}` in its mana, or "Reveal X …".
    pub fn has_x(&self) -> bool {
        self.parts.iter().any(|p| match p {
            CostPart::Mana { cost } => cost.symbols().iter().any(|s| s.is_x()),
            CostPart::RevealX { .. } | CostPart::DiscardX { .. } | CostPart::LoyaltyMinusX => true,
            _ => false,
        })
    }

    /// The life the cost pays.
    pub fn life(&self) -> u32 {
        self.parts.iter().map(|p| if let CostPart::PayLife { amount } = p { *amount } else { 0 }).sum()
    }
}

/// A zone's name in a cost's words (400.1).
const fn zone_word(zone: Zone) -> &'static str {
    match zone {
        Zone::Library => "library",
        Zone::Hand => "hand",
        Zone::Battlefield => "battlefield",
        Zone::Graveyard => "graveyard",
        Zone::Stack => "stack",
        Zone::Exile => "exile",
        Zone::Command => "command zone",
    }
}

impl CostPart {
    /// 606.4. Whether the part is a loyalty cost, which makes its ability a
    /// loyalty ability (606.2).
    pub const fn is_loyalty(&self) -> bool {
        matches!(self, CostPart::Loyalty { .. } | CostPart::LoyaltyMinusX)
    }

    /// How many objects the part chooses, when the text gives the number
    /// (not for "Reveal X …", whose X is announced).
    pub fn count(&self) -> Option<u32> {
        match self {
            CostPart::Sacrifice { count, .. }
            | CostPart::Discard { count, .. }
            | CostPart::Exile { count, .. }
            | CostPart::ExileMaterials { count, .. }
            | CostPart::ReturnToHand { count, .. }
            | CostPart::TapUntapped { count, .. } => Some(*count),
            CostPart::Mana { .. }
            | CostPart::Tap
            | CostPart::Untap
            | CostPart::PayLife { .. }
            | CostPart::PayEnergy { .. }
            | CostPart::SacrificeSelf
            | CostPart::ReturnSelfToHand
            | CostPart::DiscardSelf
            | CostPart::RevealSelf
            | CostPart::RevealX { .. }
            | CostPart::DiscardX { .. }
            | CostPart::TapPower { .. }
            | CostPart::CollectEvidence { .. }
            | CostPart::ExileAnyNumber { .. }
            | CostPart::ExileSelf { .. }
            | CostPart::Loyalty { .. }
            | CostPart::LoyaltyMinusX
            | CostPart::PutCounters { .. }
            | CostPart::RemoveCounters { .. }
            | CostPart::Either { .. } => None,
        }
    }

    /// The part in words, for a player (118): "{1}{U}", "pay 4 life",
    /// "return 1 Island permanent you control to its owner's hand".
    pub fn describe(&self) -> String {
        let mine = |f: &ObjectFilter, noun: &str| f.phrase(noun);
        match self {
            CostPart::Mana { cost } => cost.to_string(),
            CostPart::Tap => "{T}".into(),
            CostPart::Untap => "{Q}".into(),
            CostPart::PayLife { amount } => format!("pay {amount} life"),
            CostPart::PayEnergy { amount } => format!("pay {amount} energy"),
            CostPart::SacrificeSelf => "sacrifice this".into(),
            CostPart::ReturnSelfToHand => "return this to its owner's hand".into(),
            CostPart::Sacrifice { count, filter } => {
                format!("sacrifice {count} {} you control", mine(filter, "permanent"))
            }
            CostPart::DiscardSelf => "discard this card".into(),
            CostPart::RevealSelf => "reveal this card from your hand".into(),
            CostPart::Discard { count, filter } => format!("discard {count} {}", mine(filter, "card")),
            CostPart::RevealX { filter } => format!("reveal X {} from your hand", mine(filter, "card")),
            CostPart::DiscardX { filter } => format!("discard X {}", mine(filter, "card")),
            CostPart::ExileSelf { from: Zone::Battlefield } => "exile this".into(),
            CostPart::ExileSelf { from } => format!("exile this card from your {}", zone_word(*from)),
            CostPart::Exile { count, filter, from } => {
                format!("exile {count} {} from your {}", mine(filter, "card"), zone_word(*from))
            }
            CostPart::ExileMaterials { count, filter } => format!(
                "exile {count} {} you control and/or {} from your graveyard",
                mine(filter, "permanent"),
                mine(filter, "card")
            ),
            CostPart::ReturnToHand { count, filter } => {
                format!("return {count} {} you control to its owner's hand", mine(filter, "permanent"))
            }
            CostPart::TapUntapped { count, filter } => {
                format!("tap {count} untapped {} you control", mine(filter, "permanent"))
            }
            CostPart::TapPower { power, .. } => {
                format!("tap any number of untapped creatures you control with total power {power} or greater")
            }
            CostPart::CollectEvidence { amount } => format!("collect evidence {amount}"),
            CostPart::ExileAnyNumber { filter, from } => {
                format!("exile any number of {} from your {}", mine(filter, "card"), zone_word(*from))
            }
            CostPart::Loyalty { change } => format!("{change:+} loyalty"),
            CostPart::LoyaltyMinusX => "-X loyalty".into(),
            CostPart::Either { parts } => parts.iter().map(CostPart::describe).collect::<Vec<_>>().join(" or "),
            CostPart::PutCounters { count, counter } => format!("put {count} {} counter(s) on this", counter.name()),
            CostPart::RemoveCounters { count, counter } => format!("remove {count} {} counter(s)", counter.name()),
        }
    }
}

/// 602.5. A restriction on when an activated ability may be activated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum ActivationRestriction {
    /// 602.5d. "Activate only as a sorcery."
    SorcerySpeed,
    /// 602.5b. "Activate only once each turn."
    OnceEachTurn,
    /// "Activate only during your turn."
    YourTurn,
    /// "Activate only if an opponent has three or more poison counters."
    /// (the corrupted ability word, 207.2c; poison counters 122.1c).
    OpponentCorrupted,
    /// "Activate only if \[this\] entered this turn." (Mirrex).
    EnteredThisTurn,
    /// "Activate only if a player has one or fewer cards in hand" (Temple of
    /// the Dead): any player still in the game.
    PlayerHasOneOrFewerCardsInHand,
}

impl ActivationRestriction {
    /// The restriction a sentence states ("Activate only as a sorcery").
    pub fn read(sentence: &str) -> Option<ActivationRestriction> {
        match sentence {
            "Activate only as a sorcery" => Some(ActivationRestriction::SorcerySpeed),
            "Activate only once each turn" => Some(ActivationRestriction::OnceEachTurn),
            "Activate only during your turn" => Some(ActivationRestriction::YourTurn),
            "Activate only if an opponent has three or more poison counters" => {
                Some(ActivationRestriction::OpponentCorrupted)
            }
            "Activate only if a player has one or fewer cards in hand" => {
                Some(ActivationRestriction::PlayerHasOneOrFewerCardsInHand)
            }
            _ => None,
        }
    }
}
