//! 105. Colors.
//!
//! [`Color`] is one of the five colors (105.1); [`ColorSet`] is a small bit set
//! of them that serializes as an array of letters in WUBRG order.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// 105.1. There are five colors in the Magic game: white, blue, black, red, and green.
///
/// Serialized as its mana letter (`"W"`, `"U"`, `"B"`, `"R"`, `"G"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, tsify::Tsify)]
pub enum Color {
    /// White, `{W}`.
    W,
    /// Blue, `{U}`.
    U,
    /// Black, `{B}`.
    B,
    /// Red, `{R}`.
    R,
    /// Green, `{G}`.
    G,
}

impl Color {
    /// The five colors in WUBRG order (the order of the color pie).
    pub const ALL: [Color; 5] = [Color::W, Color::U, Color::B, Color::R, Color::G];

    /// The color's mana letter (107.4a).
    pub const fn letter(self) -> char {
        match self {
            Color::W => 'W',
            Color::U => 'U',
            Color::B => 'B',
            Color::R => 'R',
            Color::G => 'G',
        }
    }

    /// The color for a mana letter, case-insensitive.
    pub const fn from_letter(c: char) -> Option<Color> {
        match c.to_ascii_uppercase() {
            'W' => Some(Color::W),
            'U' => Some(Color::U),
            'B' => Some(Color::B),
            'R' => Some(Color::R),
            'G' => Some(Color::G),
            _ => None,
        }
    }

    /// The English name, as the rules write it ("white", ...).
    pub const fn name(self) -> &'static str {
        match self {
            Color::W => "white",
            Color::U => "blue",
            Color::B => "black",
            Color::R => "red",
            Color::G => "green",
        }
    }

    /// Position on the color pie, WUBRG = 0..5.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The two colors of a hybrid pair in printed order (107.4: `{W/U}`,
    /// `{W/B}`, `{U/B}`, `{U/R}`, `{B/R}`, `{B/G}`, `{R/G}`, `{R/W}`,
    /// `{G/W}`, `{G/U}`): the first is the one from which the second lies one
    /// or two steps clockwise on the color pie.
    pub const fn hybrid_order(a: Color, b: Color) -> (Color, Color) {
        let step = (b.index() + 5 - a.index()) % 5;
        if step == 1 || step == 2 { (a, b) } else { (b, a) }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A set of colors (105.2: an object can be one or more of the five colors, or
/// none). Serialized as an array of letters in WUBRG order, e.g. `["W", "B"]`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ColorSet(u8);

impl ColorSet {
    /// No color: colorless (105.2c).
    pub const EMPTY: ColorSet = ColorSet(0);
    /// All five colors.
    pub const ALL: ColorSet = ColorSet(0b1_1111);

    /// The set holding just `color`.
    pub const fn only(color: Color) -> ColorSet {
        ColorSet(1 << color as u8)
    }

    /// This set with `color` added.
    #[must_use]
    pub const fn with(self, color: Color) -> ColorSet {
        ColorSet(self.0 | 1 << color as u8)
    }

    /// The union of two sets.
    #[must_use]
    pub const fn union(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 | other.0)
    }

    /// The colors in both sets.
    #[must_use]
    pub const fn intersection(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 & other.0)
    }

    /// Whether `color` is in the set.
    pub const fn contains(self, color: Color) -> bool {
        self.0 & (1 << color as u8) != 0
    }

    /// How many colors are in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Colorless (105.2c).
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Exactly one color (105.2a).
    pub const fn is_monocolored(self) -> bool {
        self.len() == 1
    }

    /// Two or more colors (105.2b).
    pub const fn is_multicolored(self) -> bool {
        self.len() >= 2
    }

    /// The colors in WUBRG order.
    pub fn iter(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

impl FromIterator<Color> for ColorSet {
    fn from_iter<I: IntoIterator<Item = Color>>(iter: I) -> Self {
        iter.into_iter().fold(ColorSet::EMPTY, ColorSet::with)
    }
}

impl fmt::Debug for ColorSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl fmt::Display for ColorSet {
    /// Letters in WUBRG order, e.g. `WB`; empty for colorless.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.iter().try_for_each(|c| write!(f, "{c}"))
    }
}

impl Serialize for ColorSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for ColorSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Vec::<Color>::deserialize(deserializer)?.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hybrid_pairs_take_the_printed_order_of_rule_107_4() {
        let printed = ["WU", "WB", "UB", "UR", "BR", "BG", "RG", "RW", "GW", "GU"];
        for pair in printed {
            let mut letters = pair.chars().map(|c| Color::from_letter(c).unwrap());
            let (a, b) = (letters.next().unwrap(), letters.next().unwrap());
            assert_eq!(Color::hybrid_order(a, b), (a, b), "{pair}");
            assert_eq!(Color::hybrid_order(b, a), (a, b), "{pair} reversed");
        }
    }

    #[test]
    fn color_sets_list_colors_in_wubrg_order_and_count_them_per_rule_105_2() {
        let set: ColorSet = [Color::G, Color::W, Color::B].into_iter().collect();
        assert_eq!(set.to_string(), "WBG");
        assert!(set.is_multicolored());
        assert!(ColorSet::only(Color::R).is_monocolored());
        assert!(ColorSet::EMPTY.is_empty());
        assert_eq!(ColorSet::ALL.len(), 5);
    }
}
