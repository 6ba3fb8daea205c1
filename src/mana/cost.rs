//! 202. Mana cost, mana value and color; the Scryfall-notation parser.

use super::symbol::{ManaSymbol, Variable};
use crate::color::{Color, ColorSet};
use crate::error::Coded;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest mana-cost text accepted, in bytes. Printed costs are under 40
/// characters; this bound keeps hostile input cheap to reject.
pub const MAX_MANA_COST_LEN: usize = 1024;

/// The largest generic number accepted: `{1000000}` (Gleemax) is the largest printed.
pub const MAX_GENERIC: u32 = 1_000_000;

/// The most symbols a mana cost may have (printed costs have at most 16). It keeps the
/// canonical text of any accepted cost (9 bytes for the longest symbol, `{1000000}`) within
/// [`MAX_MANA_COST_LEN`], so that it always reads back: shorthand such as `WWW` is a third of
/// its canonical length.
pub const MAX_SYMBOLS: usize = 100;

/// 202.1. A mana cost: the mana symbols printed in the upper right corner.
///
/// A cost with no symbols is *no mana cost* (202.1b: lands, back faces,
/// tokens), which is distinct from `{0}` (one symbol, 107.4d).
///
/// Serialized as its canonical Scryfall text, e.g. `"{2}{W}{W}"`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct ManaCost {
    symbols: Vec<ManaSymbol>,
}

/// 202.3. Mana value: the total amount of mana in a mana cost.
///
/// Kept in half-mana units so the Un-card `{½}` is exact; serialized as a number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ManaValue {
    halves: u64,
}

impl ManaValue {
    /// A whole mana value.
    pub const fn new(value: u64) -> ManaValue {
        ManaValue { halves: value.saturating_mul(2) }
    }

    /// The value rounded down to a whole number (only Un-cards have halves).
    pub const fn whole(self) -> u64 {
        self.halves / 2
    }

    /// The value as a number, e.g. `3.0` or `0.5`.
    pub fn as_f64(self) -> f64 {
        self.halves as f64 / 2.0
    }
}

impl fmt::Display for ManaValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.halves.is_multiple_of(2) { write!(f, "{}", self.whole()) } else { write!(f, "{}.5", self.whole()) }
    }
}

impl Serialize for ManaValue {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.halves.is_multiple_of(2) {
            serializer.serialize_u64(self.whole())
        } else {
            serializer.serialize_f64(self.as_f64())
        }
    }
}

impl ManaCost {
    /// Parses Scryfall notation (`{2}{W}{W}`), forgivingly: lowercase letters,
    /// `{P/U}` for `{U/P}`, `{U/W}` for `{W/U}`, the shorthand `2WW`, and
    /// spaces between symbols are accepted and normalized. The empty string is
    /// no mana cost (202.1b).
    ///
    /// ```
    /// use mtg_rules::mana::ManaCost;
    /// let cost = ManaCost::parse("{1}{w/u}{W/U}").unwrap();
    /// assert_eq!(cost.to_string(), "{1}{W/U}{W/U}");
    /// assert_eq!(cost.mana_value().whole(), 3); // 202.3f
    /// ```
    pub fn parse(input: &str) -> Result<ManaCost, ManaCostError> {
        Parser { input, pos: 0 }.parse()
    }

    /// The cost made of these symbols.
    pub fn from_symbols(symbols: Vec<ManaSymbol>) -> ManaCost {
        ManaCost { symbols }
    }

    /// The symbols in printed order.
    pub fn symbols(&self) -> &[ManaSymbol] {
        &self.symbols
    }

    /// 202.1. The number of a cost that is one generic mana symbol alone
    /// (`{0}`, `{1}`); `None` for no mana cost or any other cost.
    pub fn single_generic(&self) -> Option<u32> {
        match self.symbols.as_slice() {
            [ManaSymbol::Generic { amount }] => Some(*amount),
            _ => None,
        }
    }

    /// 202.1b. Whether the object has no mana cost (no symbols at all; `{0}` is a cost).
    pub fn is_none(&self) -> bool {
        self.symbols.is_empty()
    }

    /// 202.3. The mana value off the stack: X, Y and Z count 0 (202.3e).
    pub fn mana_value(&self) -> ManaValue {
        ManaValue { halves: self.symbols.iter().map(|s| s.mana_value_halves()).sum() }
    }

    /// 202.3e. The mana value on the stack, where each `{X}` counts as the
    /// announced value `x`.
    pub fn mana_value_with_x(&self, x: u64) -> ManaValue {
        let xs = self.symbols.iter().filter(|s| matches!(s, ManaSymbol::Variable { letter: Variable::X })).count();
        let extra = (xs as u64).saturating_mul(x).saturating_mul(2);
        ManaValue { halves: self.mana_value().halves.saturating_add(extra) }
    }

    /// 107.3, 106.6. This cost with each `{X}` paid as `x` mana symbols of
    /// `color` ("Spend only black mana on X.", Crypt Rats); `None` past
    /// `max` symbols in all.
    pub fn with_x_of_color(&self, x: u64, color: Color, max: usize) -> Option<ManaCost> {
        let xs = self.symbols.iter().filter(|s| s.is_x()).count();
        let added = usize::try_from(x).ok()?.checked_mul(xs)?;
        if added.saturating_add(self.symbols.len()) > max {
            return None;
        }
        let mut symbols: Vec<ManaSymbol> = self.symbols.iter().filter(|s| !s.is_x()).copied().collect();
        symbols.extend(std::iter::repeat_n(ManaSymbol::Colored { color }, added));
        Some(ManaCost { symbols })
    }

    /// 202.2. The colors of the mana symbols in the cost (202.2d: all colors of
    /// hybrid and Phyrexian symbols); empty means colorless (202.2b).
    pub fn colors(&self) -> ColorSet {
        self.symbols.iter().fold(ColorSet::EMPTY, |set, s| set.union(s.colors()))
    }

    /// Whether the cost has a symbol printed only on Un-cards.
    pub fn has_un_symbols(&self) -> bool {
        self.symbols.iter().any(|s| s.is_un())
    }
}

impl fmt::Display for ManaCost {
    /// Canonical Scryfall notation; the empty string for no mana cost.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.symbols.iter().try_for_each(|s| write!(f, "{s}"))
    }
}

impl From<ManaCost> for String {
    fn from(cost: ManaCost) -> String {
        cost.to_string()
    }
}

impl TryFrom<String> for ManaCost {
    type Error = ManaCostError;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        ManaCost::parse(&text)
    }
}

impl std::str::FromStr for ManaCost {
    type Err = ManaCostError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        ManaCost::parse(text)
    }
}

/// What is wrong with a mana-cost text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManaCostErrorKind {
    /// The text is longer than [`MAX_MANA_COST_LEN`] bytes.
    TooLong {
        /// Its length in bytes.
        len: usize,
    },
    /// More than [`MAX_SYMBOLS`] symbols.
    TooManySymbols,
    /// A `{` without its `}`.
    UnclosedBrace,
    /// A `}` without its `{`.
    UnexpectedClosingBrace,
    /// `{}`.
    EmptySymbol,
    /// Braces around something that is not a mana symbol, e.g. `{Q}`.
    UnknownSymbol {
        /// The symbol as written, braces included.
        text: String,
    },
    /// A hybrid symbol that does not exist, e.g. `{W/W}`.
    InvalidHybrid {
        /// The symbol as written.
        text: String,
        /// Why it is not a hybrid symbol.
        why: &'static str,
    },
    /// A number that is not a natural number in plain decimal, e.g. `{-1}`, `{02}`.
    InvalidNumber {
        /// The number as written.
        text: String,
    },
    /// A number above [`MAX_GENERIC`].
    NumberTooLarge {
        /// The number as written.
        text: String,
    },
    /// A character that starts no symbol, outside braces.
    UnexpectedCharacter {
        /// The character.
        found: char,
    },
    /// `//` between the halves of a split card's cost.
    SplitCost,
}

/// A mana-cost text that does not parse, with where (in UTF-16 code units,
/// as a JavaScript string index) and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.describe())]
pub struct ManaCostError {
    /// What is wrong.
    pub kind: ManaCostErrorKind,
    /// Where the problem starts, in UTF-16 code units.
    pub offset: usize,
}

impl ManaCostError {
    fn describe(&self) -> String {
        use ManaCostErrorKind::*;
        let at = self.offset;
        match &self.kind {
            TooLong { len } => {
                format!("mana cost is {len} bytes long; at most {MAX_MANA_COST_LEN} are accepted")
            }
            TooManySymbols => format!("symbol at offset {at} is one too many: a mana cost has at most {MAX_SYMBOLS}"),
            UnclosedBrace => format!("'{{' at offset {at} is never closed with '}}'"),
            UnexpectedClosingBrace => format!("'}}' at offset {at} closes no '{{'"),
            EmptySymbol => format!("empty symbol '{{}}' at offset {at}"),
            UnknownSymbol { text } => {
                format!("'{text}' at offset {at} is not a mana symbol (CR 107.4)")
            }
            InvalidHybrid { text, why } => {
                format!("'{text}' at offset {at} is not a hybrid symbol: {why} (CR 107.4e)")
            }
            InvalidNumber { text } => format!(
                "'{text}' at offset {at} is not a generic mana amount: write a whole number such as {{0}} or {{12}} (CR 107.4b)"
            ),
            NumberTooLarge { text } => {
                format!("generic amount '{text}' at offset {at} is larger than {MAX_GENERIC}")
            }
            UnexpectedCharacter { found } => format!(
                "unexpected character {found:?} at offset {at}: write symbols in braces, e.g. {{2}}{{W}}, or as shorthand, e.g. 2W"
            ),
            SplitCost => format!(
                "'//' at offset {at}: a split card has one mana cost per half; parse each half on its own (CR 709)"
            ),
        }
    }
}

impl Coded for ManaCostError {
    fn code(&self) -> &'static str {
        use ManaCostErrorKind::*;
        match self.kind {
            TooLong { .. } => "mana_cost_too_long",
            TooManySymbols => "too_many_symbols",
            UnclosedBrace => "unclosed_brace",
            UnexpectedClosingBrace => "unexpected_closing_brace",
            EmptySymbol => "empty_symbol",
            UnknownSymbol { .. } => "unknown_symbol",
            InvalidHybrid { .. } => "invalid_hybrid",
            InvalidNumber { .. } => "invalid_number",
            NumberTooLarge { .. } => "number_too_large",
            UnexpectedCharacter { .. } => "unexpected_character",
            SplitCost => "split_cost",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        use ManaCostErrorKind::*;
        Some(match self.kind {
            InvalidHybrid { .. } => "107.4e",
            InvalidNumber { .. } | NumberTooLarge { .. } => "107.4b",
            SplitCost => "709",
            _ => "107.4",
        })
    }

    fn offset(&self) -> Option<usize> {
        Some(self.offset)
    }
}

/// One `/`-separated component inside braces.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Color(Color),
    C,
    P,
    Number(u32),
}

struct Parser<'a> {
    input: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn error(&self, byte_offset: usize, kind: ManaCostErrorKind) -> ManaCostError {
        let offset = self.input.get(..byte_offset).map_or(byte_offset, |s| s.encode_utf16().count());
        ManaCostError { kind, offset }
    }

    fn parse(mut self) -> Result<ManaCost, ManaCostError> {
        if self.input.len() > MAX_MANA_COST_LEN {
            return Err(ManaCostError { kind: ManaCostErrorKind::TooLong { len: self.input.len() }, offset: 0 });
        }
        let bytes = self.input.as_bytes();
        let mut symbols = Vec::with_capacity(bytes.len() / 3 + 1);
        while self.pos < bytes.len() {
            let start = self.pos;
            let symbol = match bytes[start] {
                b'{' => self.braced()?,
                b' ' | b'\t' => {
                    self.pos += 1;
                    continue;
                }
                b'0'..=b'9' => {
                    let end = start + bytes[start..].iter().take_while(|b| b.is_ascii_digit()).count();
                    self.pos = end;
                    ManaSymbol::Generic { amount: self.number(start, &self.input[start..end])? }
                }
                b'}' => return Err(self.error(start, ManaCostErrorKind::UnexpectedClosingBrace)),
                b'/' if bytes.get(start + 1) == Some(&b'/') => {
                    return Err(self.error(start, ManaCostErrorKind::SplitCost));
                }
                b => match letter_symbol(b) {
                    Some(symbol) => {
                        self.pos += 1;
                        symbol
                    }
                    None => {
                        let found = self.input[start..].chars().next().unwrap_or('\u{FFFD}');
                        return Err(self.error(start, ManaCostErrorKind::UnexpectedCharacter { found }));
                    }
                },
            };
            if symbols.len() == MAX_SYMBOLS {
                return Err(self.error(start, ManaCostErrorKind::TooManySymbols));
            }
            symbols.push(symbol);
        }
        Ok(ManaCost { symbols })
    }

    /// A symbol in braces, starting at `self.pos` (a `{`).
    fn braced(&mut self) -> Result<ManaSymbol, ManaCostError> {
        let start = self.pos;
        let rest = &self.input.as_bytes()[start + 1..];
        let close = match rest.iter().position(|&b| b == b'}' || b == b'{') {
            Some(i) if rest[i] == b'}' => start + 1 + i,
            _ => return Err(self.error(start, ManaCostErrorKind::UnclosedBrace)),
        };
        self.pos = close + 1;
        let inner = &self.input[start + 1..close];
        let text = &self.input[start..=close];
        if inner.is_empty() {
            return Err(self.error(start, ManaCostErrorKind::EmptySymbol));
        }
        let unknown = || ManaCostErrorKind::UnknownSymbol { text: text.to_string() };
        let hybrid = |why| ManaCostErrorKind::InvalidHybrid { text: text.to_string(), why };

        // Single-part symbols with their own spelling.
        if !inner.contains('/') {
            if let Some(symbol) = single_symbol(inner) {
                return Ok(symbol);
            }
            if inner.bytes().all(|b| b.is_ascii_digit()) {
                return Ok(ManaSymbol::Generic { amount: self.number(start + 1, inner)? });
            }
            if inner.starts_with('-') && inner.len() > 1 && inner[1..].bytes().all(|b| b.is_ascii_digit()) {
                return Err(self.error(start, ManaCostErrorKind::InvalidNumber { text: inner.to_string() }));
            }
            return Err(self.error(start, unknown()));
        }

        let mut parts = [Part::P; 3];
        let mut count = 0;
        for piece in inner.split('/') {
            if count == 3 {
                return Err(self.error(start, unknown()));
            }
            parts[count] = match part(piece) {
                Some(p) => p,
                None => return Err(self.error(start, unknown())),
            };
            count += 1;
        }
        use Part::*;
        let symbol = match &parts[..count] {
            [Color(a), Color(b)] if a == b => {
                return Err(self.error(start, hybrid("its two halves must be different colors")));
            }
            [Color(a), Color(b)] => {
                let (first, second) = crate::color::Color::hybrid_order(*a, *b);
                ManaSymbol::Hybrid { first, second }
            }
            [Number(2), Color(color)] => ManaSymbol::MonocoloredHybrid { color: *color },
            [Number(_), Color(_)] => {
                return Err(
                    self.error(start, hybrid("monocolored hybrid symbols are {2/W}, {2/U}, {2/B}, {2/R} and {2/G}"))
                );
            }
            [C, Color(color)] => ManaSymbol::ColorlessHybrid { color: *color },
            [Color(color), P] | [P, Color(color)] => ManaSymbol::Phyrexian { color: *color },
            [C, P] | [P, C] => ManaSymbol::ColorlessPhyrexian,
            [Color(a), Color(b), P] | [P, Color(a), Color(b)] if a != b => {
                let (first, second) = crate::color::Color::hybrid_order(*a, *b);
                ManaSymbol::HybridPhyrexian { first, second }
            }
            [Color(_), Color(_), P] | [P, Color(_), Color(_)] => {
                return Err(self.error(start, hybrid("its two colors must be different")));
            }
            _ => return Err(self.error(start, unknown())),
        };
        Ok(symbol)
    }

    /// A generic amount written in decimal at `byte_offset`.
    fn number(&self, byte_offset: usize, digits: &str) -> Result<u32, ManaCostError> {
        if digits.len() > 1 && digits.starts_with('0') {
            return Err(self.error(byte_offset, ManaCostErrorKind::InvalidNumber { text: digits.to_string() }));
        }
        let mut value: u32 = 0;
        for b in digits.bytes() {
            value = value * 10 + u32::from(b - b'0');
            if value > MAX_GENERIC {
                return Err(self.error(byte_offset, ManaCostErrorKind::NumberTooLarge { text: digits.to_string() }));
            }
        }
        Ok(value)
    }
}

/// A one-letter symbol written without braces (shorthand such as `2WW`).
fn letter_symbol(b: u8) -> Option<ManaSymbol> {
    Some(match b.to_ascii_uppercase() {
        b'C' => ManaSymbol::Colorless,
        b'S' => ManaSymbol::Snow,
        b'X' => ManaSymbol::Variable { letter: Variable::X },
        b'Y' => ManaSymbol::Variable { letter: Variable::Y },
        b'Z' => ManaSymbol::Variable { letter: Variable::Z },
        other => ManaSymbol::Colored { color: Color::from_letter(other as char)? },
    })
}

/// The contents of a single-part brace symbol other than a number.
fn single_symbol(inner: &str) -> Option<ManaSymbol> {
    match inner.len() {
        1 => letter_symbol(inner.as_bytes()[0]),
        _ if inner == "½" => Some(ManaSymbol::Half { color: None }),
        _ if inner == "∞" => Some(ManaSymbol::Infinity),
        2 if inner.eq_ignore_ascii_case("HW") => Some(ManaSymbol::Half { color: Some(Color::W) }),
        2 if inner.eq_ignore_ascii_case("HR") => Some(ManaSymbol::Half { color: Some(Color::R) }),
        _ => None,
    }
}

/// One component of a hybrid or Phyrexian symbol.
fn part(piece: &str) -> Option<Part> {
    match piece.as_bytes() {
        [b] => match b.to_ascii_uppercase() {
            b'C' => Some(Part::C),
            b'P' => Some(Part::P),
            b'2' => Some(Part::Number(2)),
            d @ b'0'..=b'9' => Some(Part::Number(u32::from(d - b'0'))),
            other => Color::from_letter(other as char).map(Part::Color),
        },
        digits if !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) => {
            // Any other number parses, so the error can say which hybrids exist.
            Some(Part::Number(u32::MAX))
        }
        _ => None,
    }
}
