//! Scryfall card objects as they arrive: unchecked input, kept apart from the
//! validated [`Card`](super::Card).
//!
//! [`ScryfallCard`] holds the gameplay fields of a Scryfall card object with
//! their JSON types (costs, type lines and stats still unparsed text). It
//! derives serde's `Deserialize` for callers that build input in Rust, but
//! [`CardDb`](super::CardDb) reads JSON with its own lenient reader instead
//! (`read_input`): field by field, so that a field of the wrong type
//! (`"power": 3`, `"colors": "R"`) is one located problem among all the others
//! rather than the end of the import. Unknown fields are skipped without being
//! stored, strings are borrowed from the input where it allows, and every
//! string, list and the number of cards is bounded.

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// The most cards one import accepts.
pub const MAX_CARDS: usize = 100_000;

/// The longest string field accepted, in bytes (the longest real oracle text is
/// under 2 KiB).
pub const MAX_STRING_LEN: usize = 64 * 1024;

/// The longest list field accepted (`colors`, `keywords`, `all_parts`, ...).
pub const MAX_LIST_LEN: usize = 256;

/// The most faces a card may have (`Who // What // When // Where // Why` has five).
pub const MAX_FACES: usize = 8;

/// Scryfall's `layout`: how the card's faces are arranged. An open set that
/// grows with new sets: a value this engine does not know is kept as
/// [`Layout::Other`] and serialized back as the same string.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Layout {
    /// `normal`.
    #[default]
    Normal,
    /// `split` (709), including Rooms.
    Split,
    /// `flip` (710).
    Flip,
    /// `transform`: nonmodal double-faced cards (712.2), including battles.
    Transform,
    /// `modal_dfc` (712.3).
    ModalDfc,
    /// `meld` (712.4).
    Meld,
    /// `leveler` (711).
    Leveler,
    /// `class` (716).
    Class,
    /// `case` (719).
    Case,
    /// `saga` (714).
    Saga,
    /// `adventure` (715).
    Adventure,
    /// `mutate` (702.140).
    Mutate,
    /// `prototype` (718).
    Prototype,
    /// `battle` (listed in Scryfall's documentation; real battles come as `transform`).
    Battle,
    /// `planar`.
    Planar,
    /// `scheme`.
    Scheme,
    /// `vanguard`.
    Vanguard,
    /// `token`.
    Token,
    /// `double_faced_token`.
    DoubleFacedToken,
    /// `emblem`.
    Emblem,
    /// `augment`.
    Augment,
    /// `host`.
    Host,
    /// `art_series`.
    ArtSeries,
    /// `reversible_card`.
    ReversibleCard,
    /// Any other value, kept as written.
    Other(String),
}

impl Layout {
    const NAMED: [(&'static str, Layout); 24] = [
        ("normal", Layout::Normal),
        ("split", Layout::Split),
        ("flip", Layout::Flip),
        ("transform", Layout::Transform),
        ("modal_dfc", Layout::ModalDfc),
        ("meld", Layout::Meld),
        ("leveler", Layout::Leveler),
        ("class", Layout::Class),
        ("case", Layout::Case),
        ("saga", Layout::Saga),
        ("adventure", Layout::Adventure),
        ("mutate", Layout::Mutate),
        ("prototype", Layout::Prototype),
        ("battle", Layout::Battle),
        ("planar", Layout::Planar),
        ("scheme", Layout::Scheme),
        ("vanguard", Layout::Vanguard),
        ("token", Layout::Token),
        ("double_faced_token", Layout::DoubleFacedToken),
        ("emblem", Layout::Emblem),
        ("augment", Layout::Augment),
        ("host", Layout::Host),
        ("art_series", Layout::ArtSeries),
        ("reversible_card", Layout::ReversibleCard),
    ];

    /// The layout Scryfall names so; an unknown name becomes [`Layout::Other`].
    pub fn from_scryfall(name: &str) -> Layout {
        Layout::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map_or_else(|| Layout::Other(name.to_string()), |(_, l)| l.clone())
    }

    /// Scryfall's name for the layout, e.g. `"modal_dfc"`.
    pub fn as_str(&self) -> &str {
        match self {
            Layout::Other(name) => name,
            known => Layout::NAMED.iter().find(|(_, l)| l == known).map_or("", |(n, _)| n),
        }
    }

    /// 712.1. A double-faced card whose faces are chosen by turning it over:
    /// `transform`, `modal_dfc`, `battle`, `double_faced_token`, `reversible_card`.
    pub fn is_double_faced(&self) -> bool {
        matches!(
            self,
            Layout::Transform | Layout::ModalDfc | Layout::Battle | Layout::DoubleFacedToken | Layout::ReversibleCard
        )
    }

    /// 712.2. A nonmodal double-faced card (`transform`, `battle`), whose back
    /// face takes its mana value from the front face (202.3b).
    pub fn is_nonmodal_double_faced(&self) -> bool {
        matches!(self, Layout::Transform | Layout::Battle)
    }

    /// Whether Scryfall gives cards of this layout a `card_faces` array.
    pub fn has_faces(&self) -> bool {
        self.is_double_faced() || matches!(self, Layout::Split | Layout::Flip | Layout::Adventure)
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Layout {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Layout {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = Cow::<'de, str>::deserialize(deserializer)?;
        Ok(Layout::from_scryfall(&name))
    }
}

/// One Scryfall card object, unchecked: its gameplay fields with their JSON
/// types. Absent fields are `None`; `mana_cost: Some("")` is Scryfall's "no
/// mana cost" (202.1b), which differs from `{0}`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScryfallCard {
    /// `"card"` for a card object.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub object: Option<String>,
    /// The card's name; `A // B` for cards with several faces.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// How the faces are arranged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub layout: Option<Layout>,
    /// Mana cost in Scryfall notation; `A // B` for split and adventurer cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mana_cost: Option<String>,
    /// Scryfall's mana value (a float; fractional on some Un-cards).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cmc: Option<f64>,
    /// The type line; `A // B` for cards with several faces.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub type_line: Option<String>,
    /// Rules text, lines separated by `\n`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub oracle_text: Option<String>,
    /// Scryfall's colors, as letters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub colors: Option<Vec<String>>,
    /// The color indicator (204), as letters; absent when there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color_indicator: Option<Vec<String>>,
    /// The color identity (903.4), as letters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color_identity: Option<Vec<String>>,
    /// Printed power (a string: `"*"`, `"1+*"` occur).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub power: Option<String>,
    /// Printed toughness.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub toughness: Option<String>,
    /// Printed loyalty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<String>,
    /// Printed defense (battles).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub defense: Option<String>,
    /// Scryfall's keyword list for the whole card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keywords: Option<Vec<String>>,
    /// The mana this card can produce, as letters (`W`, `U`, `B`, `R`, `G`, `C`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub produced_mana: Option<Vec<String>>,
    /// The faces of split, flip, adventurer and double-faced cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_faces: Option<Vec<ScryfallFace>>,
    /// Related cards: meld parts and results, tokens, combo pieces.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_parts: Option<Vec<ScryfallRelatedCard>>,
}

/// One entry of a Scryfall card's `card_faces`, unchecked.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScryfallFace {
    /// The face's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The face's mana cost; `""` for none (e.g. a back face).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mana_cost: Option<String>,
    /// The face's type line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub type_line: Option<String>,
    /// The face's rules text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub oracle_text: Option<String>,
    /// Scryfall's colors for the face.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub colors: Option<Vec<String>>,
    /// The face's color indicator (204).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color_indicator: Option<Vec<String>>,
    /// Printed power.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub power: Option<String>,
    /// Printed toughness.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub toughness: Option<String>,
    /// Printed loyalty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<String>,
    /// Printed defense.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub defense: Option<String>,
}

/// One entry of a Scryfall card's `all_parts`, unchecked.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScryfallRelatedCard {
    /// The related card's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// How it is related: `meld_part`, `meld_result`, `token`, `combo_piece`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub component: Option<String>,
    /// Its type line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub type_line: Option<String>,
}

/// A problem with one field of one card, before the card's index and name are
/// attached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FieldIssue {
    /// Path of the field in the card object, e.g. `card_faces[1].mana_cost`.
    pub field: String,
    /// Stable code.
    pub code: &'static str,
    /// The rule that decides it, if one does.
    pub rule: Option<&'static str>,
    /// What and where.
    pub message: String,
    /// UTF-16 offset into the field's text, if the field is text.
    pub offset: Option<usize>,
}

impl FieldIssue {
    pub(crate) fn new(field: impl Into<String>, code: &'static str, message: String) -> Self {
        FieldIssue { field: field.into(), code, rule: None, message, offset: None }
    }

    pub(crate) fn with_rule(mut self, rule: &'static str) -> Self {
        self.rule = Some(rule);
        self
    }

    pub(crate) fn at(mut self, offset: usize) -> Self {
        self.offset = Some(offset);
        self
    }
}

/// The JSON type of a value, for "expected a string, found a number".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Found {
    Null,
    Bool,
    Number,
    String,
    Array,
    Object,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Found::Null => "null",
            Found::Bool => "a boolean",
            Found::Number => "a number",
            Found::String => "a string",
            Found::Array => "an array",
            Found::Object => "an object",
        })
    }
}

/// Where the lenient reader delivers what it reads. Card indexes are the
/// sink's to count.
pub(crate) trait CardSink {
    /// Called as each element of the card list starts; `false` stops the
    /// import (the sink has recorded why).
    fn accept_card(&mut self) -> bool;
    /// One card object, read as far as its fields' types allow; the sink
    /// may take what it keeps (the caller may reuse the rest).
    fn card(&mut self, card: &mut ScryfallCard, issues: Vec<FieldIssue>);
    /// An element of the card list that is not an object.
    fn not_a_card(&mut self, found: Found);
    /// A problem with the input as a whole (`field` is a path from the top).
    fn input_problem(&mut self, field: &str, code: &'static str, message: String);
}

/// Reads one card object, an array of them, or a Scryfall list object
/// (`{"object": "list", "data": [...]}`) from any serde deserializer,
/// streaming each card to `sink` as soon as it is read. Errors are the
/// deserializer's own (malformed JSON) or the stop requested by the sink.
pub(crate) fn read_input<'de, D, S>(deserializer: D, sink: &mut S) -> Result<(), D::Error>
where
    D: Deserializer<'de>,
    S: CardSink,
{
    deserializer.deserialize_any(InputVisitor { sink })
}

// --- Field keys -----------------------------------------------------------------

/// The keys this reader keeps; every other key's value is skipped unread.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Key {
    Object,
    Name,
    Layout,
    ManaCost,
    Cmc,
    TypeLine,
    OracleText,
    Colors,
    ColorIndicator,
    ColorIdentity,
    Power,
    Toughness,
    Loyalty,
    Defense,
    Keywords,
    ProducedMana,
    CardFaces,
    AllParts,
    Component,
    Data,
    Other,
}

/// Every key this reader reads, at any depth (card objects, their faces and
/// related cards, a list object's `data`): what `JSON.stringify`'s key filter
/// keeps when the façade reads JavaScript objects.
pub const READ_KEYS: [&str; 21] = [
    "object",
    "name",
    "layout",
    "mana_cost",
    "cmc",
    "type_line",
    "oracle_text",
    "colors",
    "color_indicator",
    "color_identity",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "keywords",
    "produced_mana",
    "card_faces",
    "all_parts",
    "component",
    "data",
    // Never read, listed so that the list and `Key` can be checked whole.
    "",
];

impl Key {
    /// The key a field name is (compared as bytes: a name that is not UTF-8
    /// is no key the reader reads).
    pub(crate) fn of(name: &[u8]) -> Key {
        match name {
            b"object" => Key::Object,
            b"name" => Key::Name,
            b"layout" => Key::Layout,
            b"mana_cost" => Key::ManaCost,
            b"cmc" => Key::Cmc,
            b"type_line" => Key::TypeLine,
            b"oracle_text" => Key::OracleText,
            b"colors" => Key::Colors,
            b"color_indicator" => Key::ColorIndicator,
            b"color_identity" => Key::ColorIdentity,
            b"power" => Key::Power,
            b"toughness" => Key::Toughness,
            b"loyalty" => Key::Loyalty,
            b"defense" => Key::Defense,
            b"keywords" => Key::Keywords,
            b"produced_mana" => Key::ProducedMana,
            b"card_faces" => Key::CardFaces,
            b"all_parts" => Key::AllParts,
            b"component" => Key::Component,
            b"data" => Key::Data,
            _ => Key::Other,
        }
    }
}

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = Key;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a field name")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Key, E> {
                Ok(Key::of(v.as_bytes()))
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Key, E> {
                Ok(Key::Other)
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Key, E> {
                Ok(Key::Other)
            }
            fn visit_bytes<E: de::Error>(self, _: &[u8]) -> Result<Key, E> {
                Ok(Key::Other)
            }
        }
        deserializer.deserialize_identifier(KeyVisitor)
    }
}

// --- Lenient values ---------------------------------------------------------------

/// Skips the rest of a sequence.
fn drain_seq<'de, A: SeqAccess<'de>>(mut seq: A) -> Result<usize, A::Error> {
    let mut n = 0;
    while seq.next_element::<IgnoredAny>()?.is_some() {
        n += 1;
    }
    Ok(n)
}

/// Skips the rest of a map.
fn drain_map<'de, A: MapAccess<'de>>(mut map: A) -> Result<(), A::Error> {
    while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
    Ok(())
}

/// Implements the visitor methods that meet a value of the wrong JSON type:
/// each consumes the value and answers `self.wrong(Found::...)`, an inherent
/// method every lenient visitor has.
macro_rules! wrong_types {
    ($($kind:ident),*) => {
        $(wrong_types!(@one $kind);)*
    };
    (@one bool) => {
        fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
            Ok(self.wrong(Found::Bool))
        }
    };
    (@one number) => {
        fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
            Ok(self.wrong(Found::Number))
        }
        fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
            Ok(self.wrong(Found::Number))
        }
        fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Ok(self.wrong(Found::Number))
        }
    };
    (@one string) => {
        fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
            Ok(self.wrong(Found::String))
        }
    };
    (@one seq) => {
        fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
            drain_seq(seq)?;
            Ok(self.wrong(Found::Array))
        }
    };
    (@one map) => {
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
            drain_map(map)?;
            Ok(self.wrong(Found::Object))
        }
    };
    (@one null) => {
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(self.wrong(Found::Null))
        }
        fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(self.wrong(Found::Null))
        }
    };
}

/// A string field, read leniently.
enum Text<'de> {
    Str(Cow<'de, str>),
    TooLong(usize),
    Wrong(Found),
}

impl<'de> Deserialize<'de> for Text<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct TextVisitor;
        impl TextVisitor {
            fn wrong<'de>(self, found: Found) -> Text<'de> {
                Text::Wrong(found)
            }
        }
        impl<'de> Visitor<'de> for TextVisitor {
            type Value = Text<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Text<'de>, E> {
                Ok(if v.len() > MAX_STRING_LEN { Text::TooLong(v.len()) } else { Text::Str(Cow::Borrowed(v)) })
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Text<'de>, E> {
                Ok(if v.len() > MAX_STRING_LEN { Text::TooLong(v.len()) } else { Text::Str(Cow::Owned(v.to_string())) })
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Text<'de>, E> {
                Ok(if v.len() > MAX_STRING_LEN { Text::TooLong(v.len()) } else { Text::Str(Cow::Owned(v)) })
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Text<'de>, D::Error> {
                d.deserialize_any(self)
            }
            wrong_types!(bool, number, seq, map, null);
        }
        deserializer.deserialize_any(TextVisitor)
    }
}

/// A number field, read leniently.
enum Number {
    Value(f64),
    Wrong(Found),
}

impl<'de> Deserialize<'de> for Number {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct NumberVisitor;
        impl NumberVisitor {
            fn wrong(self, found: Found) -> Number {
                Number::Wrong(found)
            }
        }
        impl<'de> Visitor<'de> for NumberVisitor {
            type Value = Number;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a number")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Number, E> {
                Ok(Number::Value(v as f64))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Number, E> {
                Ok(Number::Value(v as f64))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Number, E> {
                Ok(Number::Value(v))
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Number, D::Error> {
                d.deserialize_any(self)
            }
            wrong_types!(bool, string, seq, map, null);
        }
        deserializer.deserialize_any(NumberVisitor)
    }
}

/// A list whose elements are read with `T`, bounded by `max` elements.
enum List<T> {
    Items(Vec<T>, usize),
    Wrong(Found),
}

struct ListSeed<T> {
    max: usize,
    item: std::marker::PhantomData<T>,
}

impl<'de, T: Deserialize<'de>> DeserializeSeed<'de> for ListSeed<T> {
    type Value = List<T>;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<List<T>, D::Error> {
        struct ListVisitor<T> {
            max: usize,
            item: std::marker::PhantomData<T>,
        }
        impl<T> ListVisitor<T> {
            fn wrong(self, found: Found) -> List<T> {
                List::Wrong(found)
            }
        }
        impl<'de, T: Deserialize<'de>> Visitor<'de> for ListVisitor<T> {
            type Value = List<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<List<T>, A::Error> {
                let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(self.max));
                while items.len() < self.max {
                    match seq.next_element::<T>()? {
                        Some(item) => items.push(item),
                        None => {
                            let n = items.len();
                            return Ok(List::Items(items, n));
                        }
                    }
                }
                let total = items.len() + drain_seq(seq)?;
                Ok(List::Items(items, total))
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<List<T>, D::Error> {
                d.deserialize_any(self)
            }
            wrong_types!(bool, number, string, map, null);
        }
        deserializer.deserialize_any(ListVisitor { max: self.max, item: self.item })
    }
}

fn list_seed<T>(max: usize) -> ListSeed<T> {
    ListSeed { max, item: std::marker::PhantomData }
}

/// An element of `card_faces` or `all_parts`: an object read field by field,
/// or a value of another type.
enum Item<T> {
    Object(T, Vec<FieldIssue>),
    Wrong(Found),
}

impl<'de> Deserialize<'de> for Item<ScryfallFace> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FaceVisitor;
        impl FaceVisitor {
            fn wrong(self, found: Found) -> Item<ScryfallFace> {
                Item::Wrong(found)
            }
        }
        impl<'de> Visitor<'de> for FaceVisitor {
            type Value = Item<ScryfallFace>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card face object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut face = ScryfallFace::default();
                let mut issues = Vec::new();
                while let Some(key) = map.next_key::<Key>()? {
                    read_face_field(key, &mut map, &mut face, &mut issues)?;
                }
                Ok(Item::Object(face, issues))
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
                d.deserialize_any(self)
            }
            wrong_types!(bool, number, string, seq, null);
        }
        deserializer.deserialize_any(FaceVisitor)
    }
}

impl<'de> Deserialize<'de> for Item<ScryfallRelatedCard> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct PartVisitor;
        impl PartVisitor {
            fn wrong(self, found: Found) -> Item<ScryfallRelatedCard> {
                Item::Wrong(found)
            }
        }
        impl<'de> Visitor<'de> for PartVisitor {
            type Value = Item<ScryfallRelatedCard>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a related card object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut part = ScryfallRelatedCard::default();
                let mut issues = Vec::new();
                while let Some(key) = map.next_key::<Key>()? {
                    let slot = match key {
                        Key::Name => &mut part.name,
                        Key::Component => &mut part.component,
                        Key::TypeLine => &mut part.type_line,
                        _ => {
                            map.next_value::<IgnoredAny>()?;
                            continue;
                        }
                    };
                    let field = match key {
                        Key::Name => "name",
                        Key::Component => "component",
                        _ => "type_line",
                    };
                    *slot = text(map.next_value()?, field, &mut issues);
                }
                Ok(Item::Object(part, issues))
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
                d.deserialize_any(self)
            }
            wrong_types!(bool, number, string, seq, null);
        }
        deserializer.deserialize_any(PartVisitor)
    }
}

// --- From lenient values to fields, with issues --------------------------------

fn wrong_type(field: &str, expected: &str, found: Found) -> FieldIssue {
    FieldIssue::new(field, "wrong_type", format!("`{field}` must be {expected}, found {found}"))
}

fn too_long(field: &str, len: usize) -> FieldIssue {
    FieldIssue::new(
        field,
        "string_too_long",
        format!("`{field}` is {len} bytes long; at most {MAX_STRING_LEN} are accepted"),
    )
}

fn text(value: Text<'_>, field: &str, issues: &mut Vec<FieldIssue>) -> Option<String> {
    match value {
        Text::Str(s) => Some(s.into_owned()),
        Text::TooLong(len) => {
            issues.push(too_long(field, len));
            None
        }
        // null: the same as an absent field.
        Text::Wrong(Found::Null) => None,
        Text::Wrong(found) => {
            issues.push(wrong_type(field, "a string", found));
            None
        }
    }
}

fn number(value: Number, field: &str, issues: &mut Vec<FieldIssue>) -> Option<f64> {
    match value {
        Number::Value(v) => Some(v),
        Number::Wrong(Found::Null) => None,
        Number::Wrong(found) => {
            issues.push(wrong_type(field, "a number", found));
            None
        }
    }
}

fn list_len_issue(field: &str, total: usize, max: usize) -> FieldIssue {
    FieldIssue::new(field, "list_too_long", format!("`{field}` has {total} entries; at most {max} are accepted"))
}

fn text_list(value: List<Text<'_>>, field: &str, issues: &mut Vec<FieldIssue>) -> Option<Vec<String>> {
    match value {
        List::Items(items, total) => {
            if total > items.len() {
                issues.push(list_len_issue(field, total, MAX_LIST_LEN));
            }
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.into_iter().enumerate() {
                match item {
                    Text::Str(s) => out.push(s.into_owned()),
                    Text::TooLong(len) => issues.push(too_long(&format!("{field}[{i}]"), len)),
                    Text::Wrong(found) => {
                        issues.push(wrong_type(&format!("{field}[{i}]"), "a string", found));
                    }
                }
            }
            Some(out)
        }
        List::Wrong(Found::Null) => None,
        List::Wrong(found) => {
            issues.push(wrong_type(field, "an array of strings", found));
            None
        }
    }
}

fn objects<T>(value: List<Item<T>>, field: &str, max: usize, issues: &mut Vec<FieldIssue>) -> Option<Vec<T>> {
    match value {
        List::Items(items, total) => {
            if total > items.len() {
                issues.push(list_len_issue(field, total, max));
            }
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.into_iter().enumerate() {
                match item {
                    Item::Object(object, inner) => {
                        issues.extend(inner.into_iter().map(|mut issue| {
                            issue.field = format!("{field}[{i}].{}", issue.field);
                            issue
                        }));
                        out.push(object);
                    }
                    Item::Wrong(found) => {
                        issues.push(wrong_type(&format!("{field}[{i}]"), "an object", found));
                    }
                }
            }
            Some(out)
        }
        List::Wrong(Found::Null) => None,
        List::Wrong(found) => {
            issues.push(wrong_type(field, "an array of objects", found));
            None
        }
    }
}

/// Reads the value of one field of a face object.
fn read_face_field<'de, A: MapAccess<'de>>(
    key: Key,
    map: &mut A,
    face: &mut ScryfallFace,
    issues: &mut Vec<FieldIssue>,
) -> Result<(), A::Error> {
    let (slot, field) = match key {
        Key::Name => (&mut face.name, "name"),
        Key::ManaCost => (&mut face.mana_cost, "mana_cost"),
        Key::TypeLine => (&mut face.type_line, "type_line"),
        Key::OracleText => (&mut face.oracle_text, "oracle_text"),
        Key::Power => (&mut face.power, "power"),
        Key::Toughness => (&mut face.toughness, "toughness"),
        Key::Loyalty => (&mut face.loyalty, "loyalty"),
        Key::Defense => (&mut face.defense, "defense"),
        Key::Colors => {
            face.colors = text_list(map.next_value_seed(list_seed(MAX_LIST_LEN))?, "colors", issues);
            return Ok(());
        }
        Key::ColorIndicator => {
            face.color_indicator = text_list(map.next_value_seed(list_seed(MAX_LIST_LEN))?, "color_indicator", issues);
            return Ok(());
        }
        _ => {
            map.next_value::<IgnoredAny>()?;
            return Ok(());
        }
    };
    *slot = text(map.next_value()?, field, issues);
    Ok(())
}

/// Reads the value of one field of a card object. `Key::Data` is the
/// caller's to handle.
fn read_card_field<'de, A: MapAccess<'de>>(
    key: Key,
    map: &mut A,
    card: &mut ScryfallCard,
    issues: &mut Vec<FieldIssue>,
) -> Result<(), A::Error> {
    let (slot, field) = match key {
        Key::Object => (&mut card.object, "object"),
        Key::Name => (&mut card.name, "name"),
        Key::ManaCost => (&mut card.mana_cost, "mana_cost"),
        Key::TypeLine => (&mut card.type_line, "type_line"),
        Key::OracleText => (&mut card.oracle_text, "oracle_text"),
        Key::Power => (&mut card.power, "power"),
        Key::Toughness => (&mut card.toughness, "toughness"),
        Key::Loyalty => (&mut card.loyalty, "loyalty"),
        Key::Defense => (&mut card.defense, "defense"),
        Key::Layout => {
            card.layout = text(map.next_value()?, "layout", issues).map(|name| Layout::from_scryfall(&name));
            return Ok(());
        }
        Key::Cmc => {
            card.cmc = number(map.next_value()?, "cmc", issues);
            return Ok(());
        }
        Key::Colors | Key::ColorIndicator | Key::ColorIdentity | Key::Keywords | Key::ProducedMana => {
            let (slot, field) = match key {
                Key::Colors => (&mut card.colors, "colors"),
                Key::ColorIndicator => (&mut card.color_indicator, "color_indicator"),
                Key::ColorIdentity => (&mut card.color_identity, "color_identity"),
                Key::Keywords => (&mut card.keywords, "keywords"),
                _ => (&mut card.produced_mana, "produced_mana"),
            };
            *slot = text_list(map.next_value_seed(list_seed(MAX_LIST_LEN))?, field, issues);
            return Ok(());
        }
        Key::CardFaces => {
            card.card_faces = objects(map.next_value_seed(list_seed(MAX_FACES))?, "card_faces", MAX_FACES, issues);
            return Ok(());
        }
        Key::AllParts => {
            card.all_parts = objects(map.next_value_seed(list_seed(MAX_LIST_LEN))?, "all_parts", MAX_LIST_LEN, issues);
            return Ok(());
        }
        Key::Component | Key::Data | Key::Other => {
            map.next_value::<IgnoredAny>()?;
            return Ok(());
        }
    };
    *slot = text(map.next_value()?, field, issues);
    Ok(())
}

// --- The input as a whole ----------------------------------------------------------

/// The message a sink's stop request travels under (it is never shown: the
/// sink has recorded the real problem).
pub(crate) const STOPPED: &str = "import stopped";

fn stop<E: de::Error>() -> E {
    E::custom(STOPPED)
}

/// One element of the card list.
struct CardSeed<'s, S> {
    sink: &'s mut S,
}

impl<'de, S: CardSink> DeserializeSeed<'de> for CardSeed<'_, S> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        if !self.sink.accept_card() {
            return Err(stop());
        }
        struct CardVisitor<'s, S> {
            sink: &'s mut S,
        }
        impl<S: CardSink> CardVisitor<'_, S> {
            fn wrong(self, found: Found) {
                self.sink.not_a_card(found);
            }
        }
        impl<'de, S: CardSink> Visitor<'de> for CardVisitor<'_, S> {
            type Value = ();
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
                let mut card = ScryfallCard::default();
                let mut issues = Vec::new();
                while let Some(key) = map.next_key::<Key>()? {
                    read_card_field(key, &mut map, &mut card, &mut issues)?;
                }
                self.sink.card(&mut card, issues);
                Ok(())
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
                d.deserialize_any(self)
            }
            wrong_types!(bool, number, string, seq, null);
        }
        deserializer.deserialize_any(CardVisitor { sink: self.sink })
    }
}

/// A sequence of cards (the top-level array, or a list object's `data`).
struct CardsSeed<'s, S> {
    sink: &'s mut S,
    field: &'static str,
}

impl<'de, S: CardSink> DeserializeSeed<'de> for CardsSeed<'_, S> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        struct CardsVisitor<'s, S> {
            sink: &'s mut S,
            field: &'static str,
        }
        impl<S: CardSink> CardsVisitor<'_, S> {
            fn wrong(self, found: Found) {
                let field = self.field;
                self.sink.input_problem(
                    field,
                    "wrong_type",
                    format!("`{field}` must be an array of card objects, found {found}"),
                );
            }
        }
        impl<'de, S: CardSink> Visitor<'de> for CardsVisitor<'_, S> {
            type Value = ();
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array of card objects")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
                while seq.next_element_seed(CardSeed { sink: &mut *self.sink })?.is_some() {}
                Ok(())
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
                d.deserialize_any(self)
            }
            wrong_types!(bool, number, string, map, null);
        }
        deserializer.deserialize_any(CardsVisitor { sink: self.sink, field: self.field })
    }
}

/// The top level: a card, an array of cards, or a list object.
struct InputVisitor<'s, S> {
    sink: &'s mut S,
}

impl<S: CardSink> InputVisitor<'_, S> {
    fn wrong(self, found: Found) {
        self.sink.input_problem(
            "",
            "invalid_input",
            format!("expected a card object, an array of card objects, or a list object with `data`, found {found}"),
        );
    }
}

impl<'de, S: CardSink> Visitor<'de> for InputVisitor<'_, S> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a card object, an array of card objects, or a list object")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element_seed(CardSeed { sink: &mut *self.sink })?.is_some() {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        // A single card or a list object: read the card fields as they come and
        // stream `data` when it appears; decide at the end.
        let mut card = ScryfallCard::default();
        let mut issues = Vec::new();
        let mut saw_data = false;
        while let Some(key) = map.next_key::<Key>()? {
            if key == Key::Data {
                saw_data = true;
                map.next_value_seed(CardsSeed { sink: &mut *self.sink, field: "data" })?;
            } else {
                read_card_field(key, &mut map, &mut card, &mut issues)?;
            }
        }
        let is_list = card.object.as_deref() == Some("list") || (saw_data && card.name.is_none());
        if is_list {
            if !saw_data {
                self.sink.input_problem(
                    "data",
                    "missing_field",
                    "a list object must hold its cards in `data`".to_string(),
                );
            }
        } else if self.sink.accept_card() {
            self.sink.card(&mut card, issues);
        } else {
            return Err(stop());
        }
        Ok(())
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }

    wrong_types!(bool, number, string, null);
}

#[cfg(test)]
mod read_keys {
    use super::{Key, READ_KEYS};

    #[test]
    fn read_keys_are_exactly_the_keys_the_reader_reads() {
        let (read, other): (Vec<&str>, Vec<&str>) = READ_KEYS.iter().partition(|k| Key::of(k.as_bytes()) != Key::Other);
        assert_eq!(other, [""]);
        // Every `Key` but `Other` is named once: a new key must be added to the list.
        let mut keys: Vec<u8> = read.iter().map(|k| Key::of(k.as_bytes()) as u8).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), read.len());
        assert_eq!(keys.len(), Key::Other as usize);
    }
}
