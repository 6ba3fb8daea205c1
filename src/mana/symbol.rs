//! 107.4. Mana symbols.

use crate::color::{Color, ColorSet};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The letter of a variable mana symbol (107.3: `{X}`, and `{Y}`, `{Z}` on a few cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
pub enum Variable {
    /// `{X}`.
    X,
    /// `{Y}`.
    Y,
    /// `{Z}`.
    Z,
}

impl Variable {
    /// The variable's letter.
    pub const fn letter(self) -> char {
        match self {
            Variable::X => 'X',
            Variable::Y => 'Y',
            Variable::Z => 'Z',
        }
    }
}

/// One mana symbol in a mana cost (107.4), or one of the Un-card symbols
/// Scryfall prints (`{½}`, `{HW}`, `{HR}`, `{∞}`), which are parsed and flagged
/// ([`ManaSymbol::is_un`]) but are not in the Comprehensive Rules.
///
/// Serialized as a `type`-tagged union in camelCase, e.g.
/// `{ "type": "hybrid", "first": "W", "second": "U" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ManaSymbol {
    /// `{W}` `{U}` `{B}` `{R}` `{G}`: one mana of that color (107.4a).
    Colored {
        /// The symbol's color.
        color: Color,
    },
    /// `{C}`: one colorless mana, payable only with colorless mana (107.4c).
    Colorless,
    /// `{0}`, `{1}`, ... : generic mana (107.4b); `{0}` is zero mana (107.4d).
    Generic {
        /// How much generic mana.
        amount: u32,
    },
    /// `{X}`, `{Y}`, `{Z}`: generic mana whose amount is announced (107.3, 107.4b).
    Variable {
        /// Which letter.
        letter: Variable,
    },
    /// `{W/U}` and the other nine two-color hybrid symbols (107.4e).
    Hybrid {
        /// The first color as printed (`W` in `{W/U}`).
        first: Color,
        /// The second color as printed (`U` in `{W/U}`).
        second: Color,
    },
    /// `{2/W}`: one mana of the color or two mana of any type (107.4e).
    MonocoloredHybrid {
        /// The symbol's color.
        color: Color,
    },
    /// `{C/W}`: one colorless mana or one mana of the color (107.4e).
    ColorlessHybrid {
        /// The symbol's color.
        color: Color,
    },
    /// `{W/P}`: one mana of the color or 2 life (107.4f).
    Phyrexian {
        /// The symbol's color.
        color: Color,
    },
    /// `{W/U/P}`: one mana of either color or 2 life (107.4f).
    HybridPhyrexian {
        /// The first color as printed.
        first: Color,
        /// The second color as printed.
        second: Color,
    },
    /// `{C/P}`: one colorless mana or 2 life (Scryfall symbology; no colored half).
    ColorlessPhyrexian,
    /// `{S}`: one mana from a snow source (107.4h).
    Snow,
    /// Un-cards: `{½}` (colorless) and `{HW}`, `{HR}` (half a white or red mana).
    Half {
        /// The color of the half mana, if any.
        color: Option<Color>,
    },
    /// Un-cards: `{∞}`. It contributes nothing to mana value.
    Infinity,
}

impl ManaSymbol {
    /// Mana value contributed, in half-mana units (so that `{½}` is exact):
    /// numbers at face value, X/Y/Z as 0 off the stack (202.3e), the largest
    /// component of a hybrid symbol (202.3f), 1 for each Phyrexian symbol (202.3g).
    pub const fn mana_value_halves(self) -> u64 {
        match self {
            ManaSymbol::Generic { amount } => amount as u64 * 2,
            ManaSymbol::Variable { .. } | ManaSymbol::Infinity => 0,
            ManaSymbol::MonocoloredHybrid { .. } => 4,
            ManaSymbol::Half { .. } => 1,
            ManaSymbol::Colored { .. }
            | ManaSymbol::Colorless
            | ManaSymbol::Hybrid { .. }
            | ManaSymbol::ColorlessHybrid { .. }
            | ManaSymbol::Phyrexian { .. }
            | ManaSymbol::HybridPhyrexian { .. }
            | ManaSymbol::ColorlessPhyrexian
            | ManaSymbol::Snow => 2,
        }
    }

    /// The colors this symbol gives an object that has it in its mana cost
    /// (202.2: colored symbols; 202.2d: every color of a hybrid or Phyrexian
    /// symbol, including `{C/W}`, which 107.4e calls colored).
    pub const fn colors(self) -> ColorSet {
        match self {
            ManaSymbol::Colored { color }
            | ManaSymbol::MonocoloredHybrid { color }
            | ManaSymbol::ColorlessHybrid { color }
            | ManaSymbol::Phyrexian { color }
            | ManaSymbol::Half { color: Some(color) } => ColorSet::only(color),
            ManaSymbol::Hybrid { first, second } | ManaSymbol::HybridPhyrexian { first, second } => {
                ColorSet::only(first).with(second)
            }
            ManaSymbol::Colorless
            | ManaSymbol::Generic { .. }
            | ManaSymbol::Variable { .. }
            | ManaSymbol::ColorlessPhyrexian
            | ManaSymbol::Snow
            | ManaSymbol::Half { color: None }
            | ManaSymbol::Infinity => ColorSet::EMPTY,
        }
    }

    /// A hybrid symbol of any kind (107.4e), including hybrid Phyrexian.
    pub const fn is_hybrid(self) -> bool {
        matches!(
            self,
            ManaSymbol::Hybrid { .. }
                | ManaSymbol::MonocoloredHybrid { .. }
                | ManaSymbol::ColorlessHybrid { .. }
                | ManaSymbol::HybridPhyrexian { .. }
        )
    }

    /// A Phyrexian symbol, payable with 2 life (107.4f).
    pub const fn is_phyrexian(self) -> bool {
        matches!(
            self,
            ManaSymbol::Phyrexian { .. } | ManaSymbol::HybridPhyrexian { .. } | ManaSymbol::ColorlessPhyrexian
        )
    }

    /// A symbol printed only on Un-cards (`{½}`, `{HW}`, `{HR}`, `{∞}`), outside the
    /// Comprehensive Rules.
    pub const fn is_un(self) -> bool {
        matches!(self, ManaSymbol::Half { .. } | ManaSymbol::Infinity)
    }

    /// 107.3. Whether the symbol is `{X}`.
    pub const fn is_x(self) -> bool {
        matches!(self, ManaSymbol::Variable { letter: Variable::X })
    }

    /// Whether the symbol stands for generic mana (107.4b): a number or a variable.
    pub const fn is_generic(self) -> bool {
        matches!(self, ManaSymbol::Generic { .. } | ManaSymbol::Variable { .. })
    }
}

impl fmt::Display for ManaSymbol {
    /// Canonical Scryfall notation, e.g. `{W/U}`, `{2/B}`, `{G/U/P}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ManaSymbol::Colored { color } => write!(f, "{{{color}}}"),
            ManaSymbol::Colorless => f.write_str("{C}"),
            ManaSymbol::Generic { amount } => write!(f, "{{{amount}}}"),
            ManaSymbol::Variable { letter } => write!(f, "{{{}}}", letter.letter()),
            ManaSymbol::Hybrid { first, second } => write!(f, "{{{first}/{second}}}"),
            ManaSymbol::MonocoloredHybrid { color } => write!(f, "{{2/{color}}}"),
            ManaSymbol::ColorlessHybrid { color } => write!(f, "{{C/{color}}}"),
            ManaSymbol::Phyrexian { color } => write!(f, "{{{color}/P}}"),
            ManaSymbol::HybridPhyrexian { first, second } => write!(f, "{{{first}/{second}/P}}"),
            ManaSymbol::ColorlessPhyrexian => f.write_str("{C/P}"),
            ManaSymbol::Snow => f.write_str("{S}"),
            ManaSymbol::Half { color: None } => f.write_str("{½}"),
            ManaSymbol::Half { color: Some(color) } => write!(f, "{{H{color}}}"),
            ManaSymbol::Infinity => f.write_str("{∞}"),
        }
    }
}
