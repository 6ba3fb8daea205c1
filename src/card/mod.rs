//! Cards: their printed characteristics, imported from Scryfall card objects,
//! and the characteristics of the objects they become (CR 109.3, 200–209,
//! 709–718).
//!
//! - [`scryfall`]: the unchecked input, [`ScryfallCard`], and its lenient reader.
//! - [`model`]: the validated [`Card`] and its [`Face`]s, with keyword data
//!   ([`Prototype`], [`Prowl`]) and the oracle text not understood yet.
//! - [`type_line`] and [`subtypes`]: type lines (205) and the subtype lists of 205.3.
//! - [`characteristics`]: a card's [`Characteristics`] in a [`View`]
//!   (zone, prototyped or not, which face is up), and its [`CopiableValues`].
//! - [`db`]: [`CardDb`], the cards of one import, looked up by name.
//!
//! ```
//! use mtg_rules::card::{CardDb, View};
//! let db = CardDb::from_scryfall_json(r#"[{
//!     "name": "Auntie's Snitch", "layout": "normal", "mana_cost": "{2}{B}",
//!     "type_line": "Creature — Goblin Rogue", "power": "3", "toughness": "1",
//!     "oracle_text": "Prowl {1}{B} (You may cast this for its prowl cost if you dealt combat damage to a player this turn with a Goblin or Rogue.)",
//!     "colors": ["B"], "keywords": ["Prowl"]
//! }]"#).unwrap();
//! let card = db.card("Auntie's Snitch").unwrap();
//! assert_eq!(card.prowl().unwrap().cost.to_string(), "{1}{B}"); // CR 702.76a
//! assert!(card.unsupported_text().next().is_none());
//! ```

pub mod characteristics;
pub mod db;
pub mod model;
mod oracle;
pub mod reading;
pub mod scryfall;
pub mod stream;
mod stream_card;
pub mod subtypes;
pub mod type_line;

pub use characteristics::{CardQueryError, CastAs, Characteristics, CopiableValues, FaceSelector, Side, View, Zone};
pub use db::{CardDb, CardImportError, MAX_PROBLEMS};
pub use model::{Card, CardWarning, Face, MAX_STAT_LEN, ProducedMana, Prototype, Prowl, RelatedCard, Stat, StatError};
pub use oracle::{SIMPLE_KEYWORDS, simple_keyword};
pub use scryfall::{
    Layout, MAX_CARDS, MAX_FACES, MAX_LIST_LEN, MAX_STRING_LEN, ScryfallCard, ScryfallFace, ScryfallRelatedCard,
};
pub use subtypes::SubtypeKind;
pub use type_line::{
    CardType, CardTypeSet, MAX_TYPE_LINE_LEN, Supertype, SupertypeSet, TypeLine, TypeLineError, TypeLineErrorKind,
    TypeLineWarning,
};
