//! 205. Type line: supertypes, card types and subtypes.
//!
//! [`TypeLine::parse`] reads one face's type line as Scryfall and the Oracle
//! print it (`Legendary Artifact Creature — Golem`), checks every word before
//! the dash, and checks each subtype against the lists of rule 205.3 for the
//! card types it has (205.3c–205.3d). A subtype the lists lack is kept, with a
//! [`TypeLineWarning`], not an error: new sets add subtypes faster than
//! engines are updated.

use super::subtypes::SubtypeKind;
use crate::error::Coded;
use serde::{Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// The longest type line accepted, in bytes. The longest printed ones are
/// under 100 characters.
pub const MAX_TYPE_LINE_LEN: usize = 1024;

/// 205.2a. The card types, in the order they are printed on a type line
/// (`Kindred Enchantment Artifact Land Creature`, ...).
///
/// Serialized as the printed name, e.g. `"Artifact"`. The obsolete word
/// `Tribal` is read as [`CardType::Kindred`] (308.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize, tsify::Tsify)]
pub enum CardType {
    /// 308. Kindred (formerly "Tribal").
    Kindred,
    /// 303. Enchantment.
    Enchantment,
    /// 301. Artifact.
    Artifact,
    /// 305. Land.
    Land,
    /// 302. Creature.
    Creature,
    /// 306. Planeswalker.
    Planeswalker,
    /// 310. Battle.
    Battle,
    /// 304. Instant.
    Instant,
    /// 307. Sorcery.
    Sorcery,
    /// 309. Dungeon.
    Dungeon,
    /// 311. Plane.
    Plane,
    /// 312. Phenomenon.
    Phenomenon,
    /// 314. Scheme.
    Scheme,
    /// 315. Vanguard.
    Vanguard,
    /// 313. Conspiracy.
    Conspiracy,
}

impl CardType {
    /// Every card type, in printed order.
    pub const ALL: [CardType; 15] = [
        CardType::Kindred,
        CardType::Enchantment,
        CardType::Artifact,
        CardType::Land,
        CardType::Creature,
        CardType::Planeswalker,
        CardType::Battle,
        CardType::Instant,
        CardType::Sorcery,
        CardType::Dungeon,
        CardType::Plane,
        CardType::Phenomenon,
        CardType::Scheme,
        CardType::Vanguard,
        CardType::Conspiracy,
    ];

    /// The printed name, e.g. `"Planeswalker"`.
    pub const fn name(self) -> &'static str {
        match self {
            CardType::Kindred => "Kindred",
            CardType::Enchantment => "Enchantment",
            CardType::Artifact => "Artifact",
            CardType::Land => "Land",
            CardType::Creature => "Creature",
            CardType::Planeswalker => "Planeswalker",
            CardType::Battle => "Battle",
            CardType::Instant => "Instant",
            CardType::Sorcery => "Sorcery",
            CardType::Dungeon => "Dungeon",
            CardType::Plane => "Plane",
            CardType::Phenomenon => "Phenomenon",
            CardType::Scheme => "Scheme",
            CardType::Vanguard => "Vanguard",
            CardType::Conspiracy => "Conspiracy",
        }
    }

    /// The card type a word names, ignoring case; `Tribal` is read as
    /// `Kindred` (308.3).
    pub fn from_word(word: &str) -> Option<CardType> {
        if word.eq_ignore_ascii_case("Tribal") {
            return Some(CardType::Kindred);
        }
        CardType::ALL.into_iter().find(|t| t.name().eq_ignore_ascii_case(word))
    }

    /// The list of subtypes this card type takes (205.3c), if any (205.3r:
    /// phenomena, schemes, vanguards and conspiracies have none).
    pub const fn subtype_kind(self) -> Option<SubtypeKind> {
        match self {
            CardType::Kindred | CardType::Creature => Some(SubtypeKind::Creature),
            CardType::Enchantment => Some(SubtypeKind::Enchantment),
            CardType::Artifact => Some(SubtypeKind::Artifact),
            CardType::Land => Some(SubtypeKind::Land),
            CardType::Planeswalker => Some(SubtypeKind::Planeswalker),
            CardType::Battle => Some(SubtypeKind::Battle),
            CardType::Instant | CardType::Sorcery => Some(SubtypeKind::Spell),
            CardType::Dungeon => Some(SubtypeKind::Dungeon),
            CardType::Plane => Some(SubtypeKind::Planar),
            CardType::Phenomenon | CardType::Scheme | CardType::Vanguard | CardType::Conspiracy => None,
        }
    }

    /// 110.4. Whether an object of this type is a permanent on the battlefield.
    pub const fn is_permanent_type(self) -> bool {
        matches!(
            self,
            CardType::Artifact
                | CardType::Battle
                | CardType::Creature
                | CardType::Enchantment
                | CardType::Land
                | CardType::Planeswalker
        )
    }
}

impl fmt::Display for CardType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// 205.4a. The supertypes, in the order they are printed.
///
/// Serialized as the printed name, e.g. `"Legendary"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize, tsify::Tsify)]
pub enum Supertype {
    /// 205.4c. Basic.
    Basic,
    /// 205.4d. Legendary.
    Legendary,
    /// 205.4h. Ongoing.
    Ongoing,
    /// 205.4g. Snow.
    Snow,
    /// 205.4f. World.
    World,
}

impl Supertype {
    /// Every supertype, in printed order.
    pub const ALL: [Supertype; 5] =
        [Supertype::Basic, Supertype::Legendary, Supertype::Ongoing, Supertype::Snow, Supertype::World];

    /// The printed name, e.g. `"Snow"`.
    pub const fn name(self) -> &'static str {
        match self {
            Supertype::Basic => "Basic",
            Supertype::Legendary => "Legendary",
            Supertype::Ongoing => "Ongoing",
            Supertype::Snow => "Snow",
            Supertype::World => "World",
        }
    }

    /// The supertype a word names, ignoring case.
    pub fn from_word(word: &str) -> Option<Supertype> {
        Supertype::ALL.into_iter().find(|t| t.name().eq_ignore_ascii_case(word))
    }
}

impl fmt::Display for Supertype {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A small bit set of a `Copy` enum with an `ALL` list, like
/// [`ColorSet`](crate::color::ColorSet): iterates and serializes in the
/// enum's printed order.
macro_rules! bit_set {
    ($(#[$doc:meta])* $set:ident($bits:ty) of $item:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
        pub struct $set($bits);

        impl $set {
            /// The empty set.
            pub const EMPTY: $set = $set(0);

            /// The set holding just `item`.
            pub const fn only(item: $item) -> $set {
                $set(1 << item as u8)
            }

            /// This set with `item` added.
            #[must_use]
            pub const fn with(self, item: $item) -> $set {
                $set(self.0 | 1 << item as u8)
            }

            /// The union of two sets.
            #[must_use]
            pub const fn union(self, other: $set) -> $set {
                $set(self.0 | other.0)
            }

            /// Whether `item` is in the set.
            pub const fn contains(self, item: $item) -> bool {
                self.0 & (1 << item as u8) != 0
            }

            /// How many items are in the set.
            pub const fn len(self) -> u32 {
                self.0.count_ones()
            }

            /// Whether the set is empty.
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// The items in printed order.
            pub fn iter(self) -> impl Iterator<Item = $item> {
                $item::ALL.into_iter().filter(move |t| self.contains(*t))
            }
        }

        impl FromIterator<$item> for $set {
            fn from_iter<I: IntoIterator<Item = $item>>(iter: I) -> Self {
                iter.into_iter().fold($set::EMPTY, $set::with)
            }
        }

        impl fmt::Debug for $set {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_list().entries(self.iter()).finish()
            }
        }

        impl Serialize for $set {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(self.iter())
            }
        }
    };
}

bit_set!(
    /// 205.2. A set of card types, serialized as an array of printed names in
    /// printed order, e.g. `["Artifact", "Creature"]`.
    CardTypeSet(u16) of CardType
);

bit_set!(
    /// 205.4. A set of supertypes, serialized as an array of printed names,
    /// e.g. `["Legendary", "Snow"]`.
    SupertypeSet(u8) of Supertype
);

/// 205. One face's type line: its supertypes, card types and subtypes.
///
/// Subtypes keep their printed order; a subtype on the lists of 205.3 is
/// spelled as the list spells it, any other as printed.
///
/// ```
/// use mtg_rules::card::{CardType, Supertype, TypeLine};
/// let line = TypeLine::parse("Legendary Artifact Creature — Golem").unwrap();
/// assert!(line.supertypes.contains(Supertype::Legendary));
/// assert!(line.types.contains(CardType::Artifact) && line.types.contains(CardType::Creature));
/// assert_eq!(line.subtypes, ["Golem"]);
/// assert_eq!(line.to_string(), "Legendary Artifact Creature — Golem");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct TypeLine {
    /// 205.4. Supertypes.
    #[tsify(type = "Supertype[]")]
    pub supertypes: SupertypeSet,
    /// 205.2. Card types.
    #[tsify(type = "CardType[]")]
    pub types: CardTypeSet,
    /// 205.3. Subtypes, in printed order.
    #[tsify(type = "string[]")]
    pub subtypes: Vec<Cow<'static, str>>,
}

impl TypeLine {
    /// Parses one face's type line (205). Words before the dash (`—`, or a
    /// spaced hyphen ` - `) must be supertypes or card types; the words after
    /// it are subtypes (205.3b), except that `Time Lord` is one creature type
    /// (205.3m) and a plane's whole subtype text is one planar type.
    ///
    /// Subtype warnings are dropped; see [`TypeLine::parse_with_warnings`].
    pub fn parse(text: &str) -> Result<TypeLine, TypeLineError> {
        Self::parse_with_warnings(text).map(|(line, _)| line)
    }

    /// Parses one face's type line, also returning a warning for each subtype
    /// the lists of 205.3 lack, or that belongs to a card type the face lacks
    /// (205.3d).
    pub fn parse_with_warnings(text: &str) -> Result<(TypeLine, Vec<TypeLineWarning>), TypeLineError> {
        parse_at(text, 0).map_err(|e| e.in_text(text))
    }

    /// Parses the type line of a card with several faces, `A // B` (split,
    /// double-faced, adventurer and flip cards): one [`TypeLine`] per face.
    ///
    /// ```
    /// use mtg_rules::card::{CardType, TypeLine};
    /// let faces = TypeLine::parse_faces("Battle — Siege // Creature — Zombie").unwrap();
    /// assert_eq!(faces.len(), 2);
    /// assert!(faces[0].0.types.contains(CardType::Battle));
    /// assert_eq!(faces[1].0.subtypes, ["Zombie"]);
    /// ```
    pub fn parse_faces(text: &str) -> Result<Vec<(TypeLine, Vec<TypeLineWarning>)>, TypeLineError> {
        if text.len() > MAX_TYPE_LINE_LEN {
            return Err(TypeLineError { kind: TypeLineErrorKind::TooLong { len: text.len() }, offset: 0 });
        }
        let mut faces = Vec::new();
        let mut start = 0;
        for part in text.split("//") {
            faces.push(parse_at(part, start).map_err(|e| e.in_text(text))?);
            start += part.len() + 2;
        }
        Ok(faces)
    }

    /// Whether the face has the card type.
    pub const fn is(&self, card_type: CardType) -> bool {
        self.types.contains(card_type)
    }

    /// Whether the face has the supertype.
    pub const fn has_supertype(&self, supertype: Supertype) -> bool {
        self.supertypes.contains(supertype)
    }

    /// Whether the face has this subtype (ignoring case).
    pub fn has_subtype(&self, subtype: &str) -> bool {
        self.subtypes.iter().any(|s| s.eq_ignore_ascii_case(subtype))
    }

    /// The creature types among the subtypes (205.3m), which creatures and
    /// kindreds have (308.2).
    pub fn creature_types(&self) -> impl Iterator<Item = &str> {
        self.subtypes.iter().map(|s| s.as_ref()).filter(|s| SubtypeKind::Creature.find(s).is_some())
    }

    /// 709.4c. The type line of two halves combined: every supertype, card type
    /// and subtype of either, subtypes without repeats.
    #[must_use]
    pub fn combined(&self, other: &TypeLine) -> TypeLine {
        let mut subtypes = self.subtypes.clone();
        for s in &other.subtypes {
            if !subtypes.contains(s) {
                subtypes.push(s.clone());
            }
        }
        TypeLine { supertypes: self.supertypes.union(other.supertypes), types: self.types.union(other.types), subtypes }
    }
}

impl TypeLine {
    /// The canonical text, e.g. `Kindred Sorcery — Rogue` (em dash), written
    /// without the formatting machinery: every object's characteristics
    /// carry it, and the game asks for those often.
    pub fn text(&self) -> String {
        let words = || self.supertypes.iter().map(Supertype::name).chain(self.types.iter().map(CardType::name));
        let len = words().map(|w| w.len() + 1).sum::<usize>()
            + self.subtypes.iter().map(|s| s.len() + 1).sum::<usize>()
            + " —".len();
        let mut text = String::with_capacity(len);
        for word in words() {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(word);
        }
        if !self.subtypes.is_empty() {
            text.push_str(" —");
            for s in &self.subtypes {
                text.push(' ');
                text.push_str(s);
            }
        }
        text
    }
}

impl fmt::Display for TypeLine {
    /// The canonical text ([`TypeLine::text`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// Parses one face's type line found at byte `base` of a longer text.
fn parse_at(text: &str, base: usize) -> Result<(TypeLine, Vec<TypeLineWarning>), TypeLineError> {
    let error = |byte: usize, kind| TypeLineError { kind, offset: base + byte };
    if text.len() > MAX_TYPE_LINE_LEN {
        return Err(error(0, TypeLineErrorKind::TooLong { len: text.len() }));
    }
    if let Some(at) = text.find("//") {
        return Err(error(at, TypeLineErrorKind::SeveralFaces));
    }
    if text.trim().is_empty() {
        return Err(error(0, TypeLineErrorKind::Empty));
    }
    let (left, right) = match find_dash(text) {
        Some((dash, after)) => (&text[..dash], Some((after, &text[after..]))),
        None => (text, None),
    };

    let mut line = TypeLine::default();
    for (at, word) in words(left) {
        if let Some(t) = CardType::from_word(word) {
            line.types = line.types.with(t);
        } else if let Some(s) = Supertype::from_word(word) {
            line.supertypes = line.supertypes.with(s);
        } else {
            return Err(error(at, TypeLineErrorKind::UnknownWord { word: word.to_string() }));
        }
    }
    if line.types.is_empty() {
        return Err(error(0, TypeLineErrorKind::NoCardType));
    }

    let mut warnings = Vec::new();
    let Some((after, right)) = right else {
        return Ok((line, warnings));
    };
    if right.trim().is_empty() {
        return Err(error(after, TypeLineErrorKind::MissingSubtypes));
    }
    let kinds: Vec<SubtypeKind> = line.types.iter().filter_map(CardType::subtype_kind).collect();

    // 205.3b: all words after a plane's dash are, collectively, one subtype.
    if line.types == CardTypeSet::only(CardType::Plane) {
        let planar = right.split_whitespace().collect::<Vec<_>>().join(" ");
        let subtype = classify(&planar, &kinds, &mut warnings);
        line.subtypes.push(subtype);
        return Ok((line, warnings));
    }

    let list: Vec<(usize, &str)> = words(right).collect();
    let mut i = 0;
    while let Some(&(_, word)) = list.get(i) {
        // 205.3m: "Time Lord" is the one two-word creature type.
        if let Some(&(_, next)) = list.get(i + 1)
            && word.eq_ignore_ascii_case("Time")
            && next.eq_ignore_ascii_case("Lord")
            && kinds.contains(&SubtypeKind::Creature)
        {
            line.subtypes.push(Cow::Borrowed("Time Lord"));
            i += 2;
            continue;
        }
        let subtype = classify(word, &kinds, &mut warnings);
        line.subtypes.push(subtype);
        i += 1;
    }
    Ok((line, warnings))
}

/// The list spelling of a subtype, warning when no list of the face's card
/// types has it.
fn classify(word: &str, kinds: &[SubtypeKind], warnings: &mut Vec<TypeLineWarning>) -> Cow<'static, str> {
    if let Some(found) = kinds.iter().find_map(|k| k.find(word)) {
        return Cow::Borrowed(found);
    }
    if let Some((kind, found)) = SubtypeKind::ALL.into_iter().find_map(|k| k.find(word).map(|f| (k, f))) {
        warnings.push(TypeLineWarning::SubtypeOfOtherType { subtype: found.to_string(), kind });
        return Cow::Borrowed(found);
    }
    warnings.push(TypeLineWarning::UnknownSubtype { subtype: word.to_string(), kinds: kinds.to_vec() });
    Cow::Owned(word.to_string())
}

/// The byte range of the dash between types and subtypes: an em dash `—`
/// (with or without spaces), an en dash `–`, or a hyphen with a space on
/// each side. Returns (start of the dash, start of the text after it).
fn find_dash(text: &str) -> Option<(usize, usize)> {
    if let Some(at) = text.find(['—', '–']) {
        let width = text[at..].chars().next().map_or(1, char::len_utf8);
        return Some((at, at + width));
    }
    text.find(" - ").map(|at| (at, at + 3))
}

/// Whitespace-separated words with their byte offsets.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(' ')
        .scan(0usize, |pos, word| {
            let at = *pos;
            *pos += word.len() + 1;
            Some((at, word))
        })
        .flat_map(|(at, chunk)| {
            // Tabs and other whitespace inside a space-separated chunk.
            // Where each word is in its chunk, by address (no substring search).
            chunk.split_whitespace().map(move |w| (at + (w.as_ptr() as usize - chunk.as_ptr() as usize), w))
        })
        .filter(|(_, w)| !w.is_empty())
}

/// What is wrong with a type line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeLineErrorKind {
    /// Nothing but whitespace.
    Empty,
    /// Longer than [`MAX_TYPE_LINE_LEN`] bytes.
    TooLong {
        /// Its length in bytes.
        len: usize,
    },
    /// `A // B` where one face's type line was expected.
    SeveralFaces,
    /// A word before the dash that is neither a card type nor a supertype.
    UnknownWord {
        /// The word.
        word: String,
    },
    /// Supertypes only, no card type.
    NoCardType,
    /// A dash with no subtype after it.
    MissingSubtypes,
}

/// A type line that does not parse, with where (UTF-16 code units into the
/// text) and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.describe())]
pub struct TypeLineError {
    /// What is wrong.
    pub kind: TypeLineErrorKind,
    /// Where the problem starts, in UTF-16 code units (a JavaScript string index).
    pub offset: usize,
}

impl TypeLineError {
    /// Converts a byte offset (as the parser finds it) into UTF-16 code units of `text`.
    fn in_text(mut self, text: &str) -> TypeLineError {
        self.offset = text.get(..self.offset).map_or(self.offset, |s| s.encode_utf16().count());
        self
    }

    fn describe(&self) -> String {
        use TypeLineErrorKind::*;
        let at = self.offset;
        match &self.kind {
            Empty => "the type line is empty; every card has at least one card type (CR 205.2a)".to_string(),
            TooLong { len } => format!("the type line is {len} bytes long; at most {MAX_TYPE_LINE_LEN} are accepted"),
            SeveralFaces => format!(
                "'//' at offset {at}: this is the type line of several faces; give each face its own (CR 712, 709)"
            ),
            UnknownWord { word } => {
                format!("'{word}' at offset {at} is neither a card type (CR 205.2a) nor a supertype (CR 205.4a)")
            }
            NoCardType => "the type line has no card type (CR 205.2a): add one such as Creature or Land".to_string(),
            MissingSubtypes => {
                format!("nothing follows the dash at offset {at}: subtypes come after it (CR 205.3b)")
            }
        }
    }
}

impl Coded for TypeLineError {
    fn code(&self) -> &'static str {
        use TypeLineErrorKind::*;
        match self.kind {
            Empty => "empty_type_line",
            TooLong { .. } => "type_line_too_long",
            SeveralFaces => "several_faces",
            UnknownWord { .. } => "unknown_type",
            NoCardType => "no_card_type",
            MissingSubtypes => "missing_subtypes",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        use TypeLineErrorKind::*;
        Some(match self.kind {
            UnknownWord { .. } | NoCardType | Empty => "205.2a",
            MissingSubtypes => "205.3b",
            SeveralFaces => "712",
            TooLong { .. } => "205.1",
        })
    }

    fn offset(&self) -> Option<usize> {
        Some(self.offset)
    }
}

/// Something odd about a type line that does not stop it from being used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum TypeLineWarning {
    /// A subtype on none of the lists of rule 205.3 (e.g. a type newer than
    /// these rules). It is kept as printed.
    UnknownSubtype {
        /// The subtype as printed.
        subtype: String,
        /// The lists it was looked up in (those of the face's card types).
        kinds: Vec<SubtypeKind>,
    },
    /// A subtype that belongs to a card type the face does not have (205.3d),
    /// e.g. `Creature — Equipment`.
    SubtypeOfOtherType {
        /// The subtype, spelled as its list spells it.
        subtype: String,
        /// The list it is on.
        kind: SubtypeKind,
    },
}

impl TypeLineWarning {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            TypeLineWarning::UnknownSubtype { .. } => "unknown_subtype",
            TypeLineWarning::SubtypeOfOtherType { .. } => "subtype_of_other_type",
        }
    }

    /// The rule that decides it.
    pub fn rule(&self) -> &'static str {
        match self {
            TypeLineWarning::UnknownSubtype { .. } => "205.3",
            TypeLineWarning::SubtypeOfOtherType { .. } => "205.3d",
        }
    }
}

impl fmt::Display for TypeLineWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeLineWarning::UnknownSubtype { subtype, kinds } => {
                let lists: Vec<String> =
                    kinds.iter().map(|k| format!("{}s (CR {})", k.description(), k.rule())).collect();
                if lists.is_empty() {
                    write!(
                        f,
                        "subtype '{subtype}' is on no list of CR 205.3, and this face's card types take no subtypes (CR 205.3r); kept as printed"
                    )
                } else {
                    write!(f, "subtype '{subtype}' is not among the {}; kept as printed", lists.join(" or "))
                }
            }
            TypeLineWarning::SubtypeOfOtherType { subtype, kind } => write!(
                f,
                "'{subtype}' is a {} (CR {}), but this face is not of that card type (CR 205.3d)",
                kind.description(),
                kind.rule()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_report_their_byte_offsets() {
        let found: Vec<_> = words("Legendary  Artifact\tCreature").collect();
        assert_eq!(found, [(0, "Legendary"), (11, "Artifact"), (20, "Creature")]);
    }
}
