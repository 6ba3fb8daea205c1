//! Decklist import: the plain text that deckbuilders export (MTG Arena, MTGO,
//! Moxfield, Archidekt, MWS), read against a set of known card names into a
//! typed [`Decklist`].
//!
//! This is text parsing, not deck construction: it checks that every line
//! names a known card with a sensible count, and leaves format legality
//! (100.2a's sixty cards and four copies, 100.4a's fifteen-card sideboard,
//! 903.5's Commander rules) to whoever knows the format.
//!
//! # The format read
//!
//! One card per line: `[count] name [set info] [markers] [comment]`.
//!
//! - **Count**: `4 Name`, `4x Name`, `4X Name` or `4 x Name`, from 1 to
//!   [`MAX_COUNT`]. A line with no count is **one copy** (exports from Arena,
//!   MTGO, Moxfield and Archidekt always write counts; a bare name is someone
//!   typing a single card). When the first word is not a usable count or the
//!   rest names no card, the whole line is tried as a name, so
//!   `1996 World Champion` and `+2 Mace` are one copy of those cards.
//! - **Name**: matched exactly by the [`CardNames`] resolver first, then
//!   ignoring case, diacritics (`Seance` is `Séance`), curly quotes and
//!   dashes, runs of whitespace, and how a split card's halves are separated
//!   (`Fire//Ice`, `Fire / Ice`, `Fire // Ice`). A split or double-faced card
//!   may be written by one face's name (`Invasion of Belenon`, as Arena
//!   writes it: outside the game a double-faced card has only its front
//!   face's characteristics, 712.8a), unless another card has that exact
//!   name. The entry always holds the resolver's canonical name.
//! - **Set info** (kept, set code lowercased as Scryfall writes it): Arena's
//!   `(M10) 146` or `(M10)` after the name, MWS's `[M10]` before the name, or
//!   an uppercase `[M10]` after it.
//! - **Markers** (dropped): Moxfield's finish markers `*F*` and `*E*`;
//!   Archidekt's categories in brackets, `[Ramp]`, `[Land,Ramp{noDeck}]`.
//!   Deckstats' `*CMDR*` and an Archidekt category named after a section
//!   (`[Commander{top}]`, `[Sideboard]`, `[Maybeboard]`) put the card in that
//!   section.
//! - **Comments**: a line starting with `//` or `#`, and anything after `//`
//!   or a whitespace-preceded `#` on a card line (Moxfield tags such as
//!   `#Ramp` included). Because split cards are written with `//` too, a card
//!   line is read with the longest text that names a card: `1 Fire // Ice`
//!   is Fire // Ice, `4 Lightning Bolt // burn` is Lightning Bolt.
//!
//! # Sections
//!
//! Header lines switch the section for the lines that follow. They are
//! case-insensitive, may end with `:` and may carry a count such as
//! `Sideboard (15)`, and may be written as a comment (`// Sideboard`):
//!
//! | section | headers |
//! |---|---|
//! | [`Section::Main`] | `Deck`, `Main`, `Maindeck`, `Main deck`, `Mainboard` |
//! | [`Section::Sideboard`] (100.4) | `Sideboard`, `Side`, `SB` |
//! | [`Section::Commander`] (903.3) | `Commander`, `Commanders` |
//! | [`Section::Companion`] (702.139a) | `Companion`, `Companions` |
//! | [`Section::Maybeboard`] | `Maybeboard`, `Maybe`, `Considering` |
//!
//! Arena's `About` header starts metadata, up to the next blank line or
//! header: its `Name …` line becomes [`Decklist::name`], and its other lines
//! are ignored. A card line prefixed `SB:` (MWS) is in the sideboard
//! wherever it stands.
//!
//! **The blank-line rule** (MTGO and Arena exports without headers): when the
//! text has no header, no `SB:` line and no section marker at all, the cards
//! after the first blank line that follows a card are the sideboard. Leading
//! blank lines, and blank lines that follow only comments, do not count. When
//! the text says where its cards go in any of those ways, blank lines mean
//! nothing.
//!
//! # Errors and bounds
//!
//! Every problem is reported at once in one [`DecklistError`], each with its
//! 1-based line number, the line's text, a stable [`ProblemCode`], a message,
//! and for an unknown name the closest known name (a bounded
//! Damerau–Levenshtein distance over names with case, diacritics, spaces and
//! punctuation removed). The text is at most [`MAX_DECKLIST_LEN`] bytes (longer
//! text is rejected before it is read), a line at most [`MAX_LINE_LEN`] bytes,
//! a count at most [`MAX_COUNT`], the whole list at most [`MAX_TOTAL_CARDS`]
//! cards; reading stops after [`MAX_PROBLEMS`] problems. No input panics.
//!
//! # Cost
//!
//! A name written exactly costs one [`CardNames::resolve`] call. The first
//! name that misses lists every name once to build a folded index (for 30,000
//! names, tens of milliseconds natively); if some names are unknown, the
//! names are listed once more to find suggestions. A [`NameIndex`] builds
//! both once, for reading many decklists against the same names.
//!
//! ```
//! use mtg_rules::decklist::{parse_decklist, Section};
//! let names = ["Lightning Bolt", "Mountain", "Fire // Ice"];
//! let text = "Deck\n4 Lightning Bolt (M10) 146\n20 Mountain\n\nSideboard\n2 fire/ice\n";
//! let deck = parse_decklist(text, &names[..]).unwrap();
//! assert_eq!(deck.total(Section::Main), 24);
//! assert_eq!(deck.main[0].set.as_deref(), Some("m10"));
//! assert_eq!(deck.sideboard[0].name, "Fire // Ice");
//!
//! let error = parse_decklist("4 Lightning Blot", &names[..]).unwrap_err();
//! assert_eq!(error.problems[0].suggestion.as_deref(), Some("Lightning Bolt"));
//! ```

use crate::error::Coded;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt;
use std::hash::BuildHasher;

/// The longest decklist text accepted, in bytes (1 MiB). A 100-card list is
/// about 3 KB; longer text is rejected before it is read.
pub const MAX_DECKLIST_LEN: usize = 1 << 20;

/// The longest line accepted, in bytes. The longest card name has 141
/// characters; set info and a comment fit easily.
pub const MAX_LINE_LEN: usize = 1024;

/// The largest count accepted on one line.
pub const MAX_COUNT: u32 = 250;

/// The most cards accepted in the whole list, all sections together.
pub const MAX_TOTAL_CARDS: u32 = 10_000;

/// Reading stops after this many problems (one more says so).
pub const MAX_PROBLEMS: usize = 100;

/// At most this many comment starts are tried on one line.
const MAX_COMMENT_CUTS: usize = 8;

/// Line text and names quoted in messages are cut to this many characters.
const EXCERPT_CHARS: usize = 120;

/// The card names a decklist is read against.
///
/// Only [`names`](CardNames::names) is required: the parser builds an index
/// from it (once per parse, and only when a lookup misses) for case-,
/// diacritic- and face-insensitive matches and for suggestions. A card
/// database that can look a name up directly implements
/// [`resolve`](CardNames::resolve) too, so exactly written names never need
/// the index:
///
/// ```
/// use mtg_rules::decklist::CardNames;
/// use std::collections::HashMap;
/// struct Db { cards: HashMap<String, u32> }
/// impl CardNames for Db {
///     fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
///         Box::new(self.cards.keys().map(String::as_str))
///     }
///     fn resolve(&self, name: &str) -> Option<&str> {
///         self.cards.get_key_value(name).map(|(k, _)| k.as_str())
///     }
/// }
/// ```
pub trait CardNames {
    /// Every known card name, spelled canonically. A split or double-faced
    /// card is one name with its faces joined by `" // "` (Scryfall's `name`).
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_>;

    /// The canonical name of the card written `name` (already trimmed, with
    /// whitespace runs collapsed), if this resolver knows it without help;
    /// `None` lets the parser try its own case-insensitive index. The default
    /// knows nothing.
    fn resolve(&self, name: &str) -> Option<&str> {
        let _ = name;
        None
    }

    /// The folded index of these names and their suggestion keys, if built
    /// once beforehand ([`NameIndex`]); `None` (the default) lets the parser
    /// build what it needs on every parse.
    fn prepared(&self) -> Option<&Prepared<'_>> {
        None
    }
}

/// Card names with their folded index and suggestion keys built once, for
/// reading many decklists against the same names (a deck editor reading the
/// text again as it changes, the fuzz target): each parse then skips listing
/// and folding every name. Reads exactly as the names it wraps.
///
/// ```
/// use mtg_rules::decklist::{parse_decklist, NameIndex};
/// let names = ["Lightning Bolt", "Mountain", "Fire // Ice"];
/// let index = NameIndex::new(&names[..]);
/// let error = parse_decklist("4 Lightning Blot\n1 fire/ice", &index).unwrap_err();
/// assert_eq!(error.problems[0].suggestion.as_deref(), Some("Lightning Bolt"));
/// assert_eq!(parse_decklist("1 FIRE", &index).unwrap().main[0].name, "Fire // Ice");
/// ```
pub struct NameIndex<'n, N: ?Sized> {
    names: &'n N,
    prepared: Prepared<'n>,
}

/// What [`NameIndex`] builds once: the folded index of the names and each
/// name's (and face's) suggestion key.
pub struct Prepared<'n> {
    index: FoldedIndex<'n>,
    candidates: Vec<(Skeleton, &'n str)>,
}

impl<'n, N: CardNames + ?Sized> NameIndex<'n, N> {
    /// Lists and folds every name of `names` once.
    pub fn new(names: &'n N) -> Self {
        let mut candidates = Vec::new();
        let mut buffer = String::new();
        for name in names.names() {
            let faces = name.contains(" // ").then(|| name.split(" // "));
            for candidate in std::iter::once(name).chain(faces.into_iter().flatten()) {
                let mut sk = Skeleton::new();
                sk.set(candidate, &mut buffer);
                candidates.push((sk, candidate));
            }
        }
        NameIndex { names, prepared: Prepared { index: FoldedIndex::new(names.names()), candidates } }
    }
}

impl<N: CardNames + ?Sized> CardNames for NameIndex<'_, N> {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        self.names.names()
    }
    fn resolve(&self, name: &str) -> Option<&str> {
        self.names.resolve(name)
    }
    fn prepared(&self) -> Option<&Prepared<'_>> {
        Some(&self.prepared)
    }
}

impl<T: AsRef<str>> CardNames for [T] {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        Box::new(self.iter().map(AsRef::as_ref))
    }
}

impl<T: AsRef<str>> CardNames for Vec<T> {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        self.as_slice().names()
    }
}

impl<S: BuildHasher> CardNames for HashSet<String, S> {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        Box::new(self.iter().map(String::as_str))
    }
    fn resolve(&self, name: &str) -> Option<&str> {
        self.get(name).map(String::as_str)
    }
}

impl<S: BuildHasher> CardNames for HashSet<&str, S> {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        Box::new(self.iter().copied())
    }
    fn resolve(&self, name: &str) -> Option<&str> {
        self.get(name).copied()
    }
}

impl CardNames for BTreeSet<String> {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        Box::new(self.iter().map(String::as_str))
    }
    fn resolve(&self, name: &str) -> Option<&str> {
        self.get(name).map(String::as_str)
    }
}

/// Where a card of a decklist goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Section {
    /// The deck itself (100.2).
    Main,
    /// 100.4. Additional cards to modify the deck between games.
    Sideboard,
    /// 903.3. The commander(s) of a Commander deck.
    Commander,
    /// 702.139a. A companion revealed from outside the game.
    Companion,
    /// Cards the deckbuilder is considering; not part of any game.
    Maybeboard,
}

impl Section {
    /// Every section, in the order [`Decklist`]'s text form writes them.
    pub const ALL: [Section; 5] =
        [Section::Commander, Section::Companion, Section::Main, Section::Sideboard, Section::Maybeboard];

    /// The header this section is written with (Arena's spelling).
    pub fn header(self) -> &'static str {
        match self {
            Section::Main => "Deck",
            Section::Sideboard => "Sideboard",
            Section::Commander => "Commander",
            Section::Companion => "Companion",
            Section::Maybeboard => "Maybeboard",
        }
    }
}

/// One card line of a decklist: how many copies of which card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct DeckEntry {
    /// How many copies, from 1 to [`MAX_COUNT`].
    pub count: u32,
    /// The card's canonical name, as the [`CardNames`] resolver spells it.
    pub name: String,
    /// The set code written with it, lowercased (Scryfall's `set`), if any.
    pub set: Option<String>,
    /// The collector number written after the set code, if any.
    pub collector_number: Option<String>,
    /// The 1-based line it was read from.
    pub line: usize,
}

impl fmt::Display for DeckEntry {
    /// Arena's form: `4 Lightning Bolt (M10) 146`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.count, self.name)?;
        if let Some(set) = &self.set {
            write!(f, " ({})", set.to_ascii_uppercase())?;
            if let Some(number) = &self.collector_number {
                write!(f, " {number}")?;
            }
        }
        Ok(())
    }
}

/// A decklist read from text: its cards by section, in the order written.
///
/// Lines naming the same card are kept apart (each [`DeckEntry`] remembers
/// its line); [`Decklist::count_of`] adds them up.
///
/// Its `Display` is Arena's export form (`About`/`Name`, then `Commander`,
/// `Companion`, `Deck`, `Sideboard` and `Maybeboard` headers, each section
/// after a blank line), which [`parse_decklist`] reads back to the same
/// entries. Deserializing one (e.g. from JSON) checks its shape, not its
/// names or counts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Decklist {
    /// The deck's name, from an Arena `About` section's `Name` line.
    pub name: Option<String>,
    /// The deck (100.2).
    pub main: Vec<DeckEntry>,
    /// The sideboard (100.4).
    pub sideboard: Vec<DeckEntry>,
    /// The commander(s) (903.3).
    pub commander: Vec<DeckEntry>,
    /// The companion (702.139a).
    pub companion: Vec<DeckEntry>,
    /// Cards under consideration.
    pub maybeboard: Vec<DeckEntry>,
}

impl Decklist {
    /// Reads decklist text; the same as [`parse_decklist`].
    pub fn parse<N: CardNames + ?Sized>(text: &str, names: &N) -> Result<Decklist, DecklistError> {
        parse_decklist(text, names)
    }

    /// The entries of one section.
    pub fn section(&self, section: Section) -> &[DeckEntry] {
        match section {
            Section::Main => &self.main,
            Section::Sideboard => &self.sideboard,
            Section::Commander => &self.commander,
            Section::Companion => &self.companion,
            Section::Maybeboard => &self.maybeboard,
        }
    }

    fn section_mut(&mut self, section: Section) -> &mut Vec<DeckEntry> {
        match section {
            Section::Main => &mut self.main,
            Section::Sideboard => &mut self.sideboard,
            Section::Commander => &mut self.commander,
            Section::Companion => &mut self.companion,
            Section::Maybeboard => &mut self.maybeboard,
        }
    }

    /// How many cards one section holds (the sum of its counts, at most
    /// `u32::MAX`: a `Decklist` built or read from JSON by hand may have any
    /// counts, and a sum that wrapped would pass a size check).
    pub fn total(&self, section: Section) -> u32 {
        self.section(section).iter().fold(0, |n, e| n.saturating_add(e.count))
    }

    /// How many copies of the card with this canonical name one section holds
    /// (at most `u32::MAX`, as [`Decklist::total`]).
    pub fn count_of(&self, section: Section, name: &str) -> u32 {
        self.section(section).iter().filter(|e| e.name == name).fold(0, |n, e| n.saturating_add(e.count))
    }

    /// Every entry with its section, in [`Section::ALL`] order.
    pub fn entries(&self) -> impl Iterator<Item = (Section, &DeckEntry)> + '_ {
        Section::ALL.into_iter().flat_map(move |s| self.section(s).iter().map(move |e| (s, e)))
    }

    /// Whether no section holds a card.
    pub fn is_empty(&self) -> bool {
        Section::ALL.iter().all(|&s| self.section(s).is_empty())
    }
}

impl fmt::Display for Decklist {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        if let Some(name) = &self.name {
            writeln!(f, "About\nName {name}")?;
            first = false;
        }
        for section in Section::ALL {
            let entries = self.section(section);
            if entries.is_empty() {
                continue;
            }
            if !first {
                writeln!(f)?;
            }
            first = false;
            writeln!(f, "{}", section.header())?;
            for entry in entries {
                writeln!(f, "{entry}")?;
            }
        }
        Ok(())
    }
}

/// What is wrong with a line (or the whole text) of a decklist. Serialized
/// as its snake_case code, e.g. `"unknown_card"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "snake_case")]
pub enum ProblemCode {
    /// The text is longer than [`MAX_DECKLIST_LEN`] bytes.
    DecklistTooLong,
    /// A line is longer than [`MAX_LINE_LEN`] bytes.
    LineTooLong,
    /// The first word looks like a count but is not one, e.g. `x Forest`, `-1 Forest`.
    InvalidCount,
    /// A count of 0.
    ZeroCount,
    /// A count above [`MAX_COUNT`].
    CountTooLarge,
    /// A count with no card name, e.g. `4`.
    MissingName,
    /// A name that no known card has.
    UnknownCard,
    /// A name (ignoring case and diacritics, or a face name) that several known cards have.
    AmbiguousCard,
    /// The list holds more than [`MAX_TOTAL_CARDS`] cards.
    TooManyCards,
    /// More than [`MAX_PROBLEMS`] problems; reading stopped.
    TooManyProblems,
}

impl ProblemCode {
    /// The stable snake_case code, e.g. `"unknown_card"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ProblemCode::DecklistTooLong => "decklist_too_long",
            ProblemCode::LineTooLong => "line_too_long",
            ProblemCode::InvalidCount => "invalid_count",
            ProblemCode::ZeroCount => "zero_count",
            ProblemCode::CountTooLarge => "count_too_large",
            ProblemCode::MissingName => "missing_name",
            ProblemCode::UnknownCard => "unknown_card",
            ProblemCode::AmbiguousCard => "ambiguous_card",
            ProblemCode::TooManyCards => "too_many_cards",
            ProblemCode::TooManyProblems => "too_many_problems",
        }
    }
}

impl fmt::Display for ProblemCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One problem in a decklist, with where it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct DecklistProblem {
    /// The 1-based line, or `None` for a problem of the whole text
    /// ([`ProblemCode::DecklistTooLong`]).
    pub line: Option<usize>,
    /// Where the line starts in the text, in UTF-16 code units (a JavaScript
    /// string index).
    pub offset: usize,
    /// The line as written (without its line break; cut short with `…` past
    /// 120 characters when the line is too long).
    pub text: String,
    /// What is wrong.
    pub code: ProblemCode,
    /// What is wrong, for a person, e.g. `unknown card 'Blitz Automatn'; did you mean 'Blitz Automaton'?`.
    pub message: String,
    /// For [`ProblemCode::UnknownCard`], the closest known name, if one is close.
    pub suggestion: Option<String>,
}

impl fmt::Display for DecklistProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// A decklist that could not be read: every problem found, in line order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify, thiserror::Error)]
#[serde(rename_all = "camelCase")]
pub struct DecklistError {
    /// Every problem, in line order; never empty.
    pub problems: Vec<DecklistProblem>,
}

impl fmt::Display for DecklistError {
    /// One problem on one line; several as a count followed by one line each.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.problems.as_slice() {
            [one] => write!(f, "{one}"),
            problems => {
                write!(f, "{} problems in the decklist:", problems.len())?;
                problems.iter().try_for_each(|p| write!(f, "\n{p}"))
            }
        }
    }
}

impl Coded for DecklistError {
    /// Always `invalid_decklist`; each problem has its own [`ProblemCode`].
    fn code(&self) -> &'static str {
        "invalid_decklist"
    }

    /// Where the first problem's line starts (UTF-16 code units).
    fn offset(&self) -> Option<usize> {
        self.problems.first().map(|p| p.offset)
    }
}

/// Reads decklist text against a set of known card names. See the [module
/// documentation](self) for the format.
///
/// Every problem is reported at once: the error lists each with its line.
/// Empty text (or only comments) is an empty decklist, not an error.
pub fn parse_decklist<N: CardNames + ?Sized>(text: &str, names: &N) -> Result<Decklist, DecklistError> {
    if text.len() > MAX_DECKLIST_LEN {
        return Err(DecklistError {
            problems: vec![DecklistProblem {
                line: None,
                offset: 0,
                text: String::new(),
                code: ProblemCode::DecklistTooLong,
                message: format!(
                    "the decklist is {} bytes long; at most {MAX_DECKLIST_LEN} (1 MiB) are accepted",
                    text.len()
                ),
                suggestion: None,
            }],
        });
    }
    Parser::new(names).run(text)
}

// --- The parser ---------------------------------------------------------------

/// A line being read.
struct Line<'t> {
    number: usize,
    offset: usize,
    raw: &'t str,
}

/// A card line read before its section is final (the blank-line rule needs
/// the whole text).
struct Pending {
    section: Option<Section>,
    after_blank: bool,
    entry: DeckEntry,
}

/// An unknown-card problem waiting for its suggestion.
struct Unknown {
    problem: usize,
    name: String,
}

enum Header {
    Section(Section),
    About,
}

enum Lookup<'n> {
    Known(&'n str),
    Ambiguous(Vec<&'n str>),
    Unknown,
}

/// A card's name part, read.
enum NameRead<'n> {
    Known { name: &'n str, info: Peeled },
    Ambiguous { written: String, options: Vec<&'n str> },
    Unknown { written: String },
    Missing,
}

/// A name with its set info and markers taken off.
#[derive(Default)]
struct Peeled {
    name: String,
    set: Option<String>,
    collector_number: Option<String>,
    section: Option<Section>,
}

enum Count {
    Absent,
    Number(u64),
    Invalid,
}

struct Parser<'n, N: ?Sized> {
    names: &'n N,
    index: Option<FoldedIndex<'n>>,
    problems: Vec<DecklistProblem>,
    unknown: Vec<Unknown>,
    pending: Vec<Pending>,
    deck_name: Option<String>,
    total: u64,
    /// A header, `SB:` line or section marker was seen: blank lines mean nothing.
    explicit: bool,
    header: Option<Section>,
    in_about: bool,
    seen_card: bool,
    after_blank: bool,
    stopped: bool,
}

impl<'n, N: CardNames + ?Sized> Parser<'n, N> {
    fn new(names: &'n N) -> Self {
        Parser {
            names,
            index: None,
            problems: Vec::new(),
            unknown: Vec::new(),
            pending: Vec::new(),
            deck_name: None,
            total: 0,
            explicit: false,
            header: None,
            in_about: false,
            seen_card: false,
            after_blank: false,
            stopped: false,
        }
    }

    fn run(mut self, text: &str) -> Result<Decklist, DecklistError> {
        let (text, mut offset) = match text.strip_prefix('\u{FEFF}') {
            Some(rest) => (rest, 1),
            None => (text, 0),
        };
        for (i, raw) in text.split('\n').enumerate() {
            let line_len = utf16_len(raw) + 1;
            let raw = raw.strip_suffix('\r').unwrap_or(raw);
            self.line(&Line { number: i + 1, offset, raw });
            offset += line_len;
            if self.stopped {
                break;
            }
        }
        self.suggest();
        if !self.problems.is_empty() {
            return Err(DecklistError { problems: self.problems });
        }
        let mut deck = Decklist { name: self.deck_name, ..Decklist::default() };
        for p in self.pending {
            let section =
                p.section.unwrap_or(if !self.explicit && p.after_blank { Section::Sideboard } else { Section::Main });
            deck.section_mut(section).push(p.entry);
        }
        Ok(deck)
    }

    /// Records a problem, or stops reading when there are too many.
    fn report(&mut self, line: &Line, code: ProblemCode, message: String) -> Option<usize> {
        if self.stopped {
            return None;
        }
        let text = if line.raw.len() > MAX_LINE_LEN { excerpt(line.raw) } else { line.raw.to_string() };
        if self.problems.len() >= MAX_PROBLEMS {
            self.stopped = true;
            self.problems.push(DecklistProblem {
                line: Some(line.number),
                offset: line.offset,
                text,
                code: ProblemCode::TooManyProblems,
                message: format!("more than {MAX_PROBLEMS} problems; stopped reading here"),
                suggestion: None,
            });
            return None;
        }
        self.problems.push(DecklistProblem {
            line: Some(line.number),
            offset: line.offset,
            text,
            code,
            message,
            suggestion: None,
        });
        Some(self.problems.len() - 1)
    }

    fn line(&mut self, line: &Line) {
        if line.raw.len() > MAX_LINE_LEN {
            let len = line.raw.len();
            self.report(
                line,
                ProblemCode::LineTooLong,
                format!("the line is {len} bytes long; at most {MAX_LINE_LEN} are accepted"),
            );
            return;
        }
        let t = line.raw.trim();
        if t.is_empty() {
            self.in_about = false;
            if self.seen_card {
                self.after_blank = true;
            }
            return;
        }
        if let Some(body) = t.strip_prefix("//").or_else(|| t.strip_prefix('#')) {
            if let Some(header) = header(body) {
                self.set_header(header);
            }
            return;
        }
        // A header word is a header unless a card has exactly that name (none
        // does today); asking only the resolver keeps headers from building
        // the folded index.
        if let Some(header) = header(t)
            && self.names.resolve(&collapse_whitespace(t)).is_none()
        {
            self.set_header(header);
            return;
        }
        if self.in_about {
            if self.deck_name.is_none()
                && let Some(name) = strip_prefix_ci(t, "name")
                && name.starts_with(char::is_whitespace)
            {
                self.deck_name = Some(collapse_whitespace(name));
            }
            return;
        }
        self.card_line(line, t);
    }

    fn set_header(&mut self, header: Header) {
        self.explicit = true;
        match header {
            Header::Section(section) => {
                self.header = Some(section);
                self.in_about = false;
            }
            Header::About => self.in_about = true,
        }
    }

    fn card_line(&mut self, line: &Line, t: &str) {
        self.seen_card = true;
        let mut rest = t;
        let mut section = self.header;
        if let Some(after) = strip_prefix_ci(rest, "sb:") {
            rest = after.trim_start();
            section = Some(Section::Sideboard);
            self.explicit = true;
        }
        let (count, name_part) = split_count(rest);
        let mut read = self.read_name(name_part);
        // When the first word is not a good count or the rest is not a known
        // name, the whole line may still be one.
        let try_whole = match count {
            Count::Absent => false,
            Count::Number(n) if (1..=u64::from(MAX_COUNT)).contains(&n) => !matches!(read, NameRead::Known { .. }),
            _ => true,
        };
        let mut count = count;
        if try_whole && let whole @ NameRead::Known { .. } = self.read_name(rest) {
            // `1996 World Champion`, `+2 Mace`: the whole line is a name.
            read = whole;
            count = Count::Absent;
        }
        let count = match count {
            Count::Absent => Some(1),
            Count::Number(0) => {
                self.report(
                    line,
                    ProblemCode::ZeroCount,
                    format!("a count of 0 adds no cards: write 1 to {MAX_COUNT}, or remove the line"),
                );
                None
            }
            Count::Number(n) if n > u64::from(MAX_COUNT) => {
                let written = excerpt(split_first_word(rest).0);
                self.report(
                    line,
                    ProblemCode::CountTooLarge,
                    format!("count {written} is more than the {MAX_COUNT} copies accepted on one line"),
                );
                None
            }
            Count::Number(n) => u32::try_from(n).ok(),
            Count::Invalid => {
                let written = excerpt(split_first_word(rest).0);
                self.report(
                    line,
                    ProblemCode::InvalidCount,
                    format!(
                        "'{written}' is not a card count: write a whole number from 1 to {MAX_COUNT} before the name, e.g. '4 Forest'"
                    ),
                );
                None
            }
        };
        let known = match read {
            NameRead::Known { name, info } => Some((name, info)),
            NameRead::Missing => {
                self.report(
                    line,
                    ProblemCode::MissingName,
                    "no card name: write it after the count, e.g. '4 Forest'".to_string(),
                );
                None
            }
            NameRead::Unknown { written } => {
                let message = format!("unknown card '{}'", excerpt(&written));
                if let Some(problem) = self.report(line, ProblemCode::UnknownCard, message) {
                    self.unknown.push(Unknown { problem, name: written });
                }
                None
            }
            NameRead::Ambiguous { written, options } => {
                let mut options = options;
                crate::sort::ascending(&mut options);
                let listed: Vec<String> = options.iter().take(5).map(|o| format!("'{o}'")).collect();
                self.report(
                    line,
                    ProblemCode::AmbiguousCard,
                    format!("'{}' could be any of {}: write the full name", excerpt(&written), listed.join(", ")),
                );
                None
            }
        };
        if let Some(count) = count {
            let before = self.total;
            self.total += u64::from(count);
            if before <= u64::from(MAX_TOTAL_CARDS) && self.total > u64::from(MAX_TOTAL_CARDS) {
                self.report(
                    line,
                    ProblemCode::TooManyCards,
                    format!("the decklist holds more than {MAX_TOTAL_CARDS} cards"),
                );
            }
        }
        if let (Some(count), Some((name, info))) = (count, known) {
            if info.section.is_some() {
                self.explicit = true;
                section = info.section;
            }
            self.pending.push(Pending {
                section,
                after_blank: self.after_blank,
                entry: DeckEntry {
                    count,
                    name: name.to_string(),
                    set: info.set,
                    collector_number: info.collector_number,
                    line: line.number,
                },
            });
        }
    }

    /// Reads the name part of a card line: the longest text before a comment
    /// that names a card, with its set info and markers.
    fn read_name(&mut self, s: &str) -> NameRead<'n> {
        let (lead_set, s) = leading_set(s);
        let mut cuts: Vec<usize> = Vec::new();
        let bytes = s.as_bytes();
        let mut i = 0;
        while i < bytes.len() && cuts.len() < MAX_COMMENT_CUTS {
            if bytes[i] == b'/' && bytes.get(i + 1) == Some(&b'/') {
                cuts.push(i);
                i += 2;
                continue;
            }
            if bytes[i] == b'#' && (i == 0 || bytes[i - 1].is_ascii_whitespace()) {
                cuts.push(i);
            }
            i += 1;
        }
        let candidates = std::iter::once(s).chain(cuts.iter().rev().map(|&cut| &s[..cut]));
        let mut last = None;
        for candidate in candidates {
            let mut peeled = peel(candidate);
            if peeled.name.is_empty() {
                last = Some(peeled.name);
                continue;
            }
            match self.lookup(&peeled.name) {
                Lookup::Known(name) => {
                    if peeled.set.is_none() {
                        peeled.set.clone_from(&lead_set);
                    }
                    return NameRead::Known { name, info: peeled };
                }
                Lookup::Ambiguous(options) => {
                    return NameRead::Ambiguous { written: peeled.name, options };
                }
                Lookup::Unknown => last = Some(peeled.name),
            }
        }
        match last {
            Some(written) if !written.is_empty() => NameRead::Unknown { written },
            _ => NameRead::Missing,
        }
    }

    fn lookup(&mut self, name: &str) -> Lookup<'n> {
        if let Some(known) = self.names.resolve(name) {
            return Lookup::Known(known);
        }
        let names = self.names;
        if let Some(prepared) = names.prepared() {
            return prepared.index.get(&fold(name));
        }
        self.index.get_or_insert_with(|| FoldedIndex::new(names.names())).get(&fold(name))
    }

    /// Fills in the closest known name for each unknown card, in one pass
    /// over the names.
    fn suggest(&mut self) {
        if self.unknown.is_empty() {
            return;
        }
        let targets: Vec<(Skeleton, Option<usize>)> = self
            .unknown
            .iter()
            .map(|u| {
                let mut sk = Skeleton::new();
                sk.set(&u.name, &mut String::new());
                let limit = distance_limit(sk.chars.len());
                (sk, limit)
            })
            .collect();
        // Targets by letter count: a candidate is compared only with targets
        // whose length is within the largest distance limit of its own.
        let mut by_len: Vec<Vec<usize>> = Vec::new();
        for (i, (target, limit)) in targets.iter().enumerate() {
            if limit.is_some() {
                let len = target.chars.len();
                if by_len.len() <= len {
                    by_len.resize_with(len + 1, Vec::new);
                }
                by_len[len].push(i);
            }
        }
        let mut best: Vec<Option<(usize, &'n str)>> = vec![None; targets.len()];
        let mut rows: [Vec<usize>; 3] = Default::default();
        let mut consider = |candidate: &'n str, sk: &Skeleton| {
            let len = sk.chars.len();
            let lengths = len.saturating_sub(MAX_DISTANCE)..(len + MAX_DISTANCE + 1).min(by_len.len());
            for &i in lengths.flat_map(|l| &by_len[l]) {
                let (target, limit) = &targets[i];
                let Some(limit) = *limit else { continue };
                if target.chars.len().abs_diff(len) > limit || target.bag_distance(sk) > limit {
                    continue;
                }
                if let Some(d) = bounded_osa(&target.chars, &sk.chars, limit, &mut rows) {
                    let better = match best[i] {
                        None => true,
                        Some(current) => (d, candidate) < current,
                    };
                    if better {
                        best[i] = Some((d, candidate));
                    }
                }
            }
        };
        let names = self.names;
        if let Some(prepared) = names.prepared() {
            prepared.candidates.iter().for_each(|(sk, candidate)| consider(candidate, sk));
        } else {
            let mut buffer = String::new();
            let mut sk = Skeleton::new();
            for name in names.names() {
                let faces = name.contains(" // ").then(|| name.split(" // "));
                for candidate in std::iter::once(name).chain(faces.into_iter().flatten()) {
                    sk.set(candidate, &mut buffer);
                    consider(candidate, &sk);
                }
            }
        }
        for (unknown, best) in self.unknown.iter().zip(best) {
            if let Some((_, suggestion)) = best
                && let Some(problem) = self.problems.get_mut(unknown.problem)
            {
                problem.message = format!("unknown card '{}'; did you mean '{suggestion}'?", excerpt(&unknown.name));
                problem.suggestion = Some(suggestion.to_string());
            }
        }
    }
}

// --- Lines: counts, headers, set info -------------------------------------------

fn split_first_word(s: &str) -> (&str, &str) {
    let end = s.find(char::is_whitespace).unwrap_or(s.len());
    (&s[..end], s[end..].trim_start())
}

/// The count at the start of a card line, and the rest.
fn split_count(s: &str) -> (Count, &str) {
    let (word, rest) = split_first_word(s);
    let digits = word.strip_suffix(['x', 'X']).or_else(|| word.strip_prefix(['x', 'X'])).unwrap_or(word);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        let value = digits.bytes().fold(0u64, |n, b| n.saturating_mul(10).saturating_add(u64::from(b - b'0')));
        // `4 x Forest`: a lone x after the count.
        let rest = match split_first_word(rest) {
            (x, after) if (x == "x" || x == "X") && !after.is_empty() => after,
            _ => rest,
        };
        return (Count::Number(value), rest);
    }
    let count_like = word.chars().all(|c| c.is_ascii_digit() || "xX+-.,'".contains(c))
        && (word.bytes().any(|b| b.is_ascii_digit()) || word.eq_ignore_ascii_case("x"));
    if count_like && !word.is_empty() { (Count::Invalid, rest) } else { (Count::Absent, s) }
}

/// A section header line, if `t` is one (`Sideboard`, `SIDEBOARD:`, `Sideboard (15)`).
fn header(t: &str) -> Option<Header> {
    let mut s = t.trim();
    s = s.strip_suffix(':').unwrap_or(s).trim_end();
    if let Some(body) = s.strip_suffix(')')
        && let Some(open) = body.rfind('(')
        && !body[open + 1..].is_empty()
        && body[open + 1..].bytes().all(|b| b.is_ascii_digit())
    {
        s = body[..open].trim_end();
    }
    s = s.strip_suffix(':').unwrap_or(s).trim_end();
    if s.len() > 24 {
        return None;
    }
    section_word(&collapse_whitespace(s).to_ascii_lowercase())
}

/// The section or metadata a header word names (lowercase, single-spaced).
fn section_word(word: &str) -> Option<Header> {
    Some(Header::Section(match word {
        "deck" | "main" | "maindeck" | "main deck" | "mainboard" | "main board" => Section::Main,
        "sideboard" | "side board" | "side" | "sb" => Section::Sideboard,
        "commander" | "commanders" => Section::Commander,
        "companion" | "companions" => Section::Companion,
        "maybeboard" | "maybe board" | "maybe" | "considering" => Section::Maybeboard,
        "about" => return Some(Header::About),
        _ => return None,
    }))
}

/// An Archidekt category list naming a section other than the deck, e.g.
/// `Commander{top}` or `Maybeboard{noDeck}{noPrice},Land`.
fn category_section(categories: &str) -> Option<Section> {
    categories.split(',').find_map(|category| {
        let word = category.split('{').next().unwrap_or("").trim();
        if word.len() > 24 {
            return None;
        }
        match section_word(&word.to_ascii_lowercase()) {
            Some(Header::Section(section)) if section != Section::Main => Some(section),
            _ => None,
        }
    })
}

/// MWS's `[M10] Lightning Bolt`: a set code in brackets before the name.
fn leading_set(s: &str) -> (Option<String>, &str) {
    if let Some(body) = s.strip_prefix('[')
        && let Some(close) = body.find(']')
        && is_set_code(&body[..close])
    {
        let after = body[close + 1..].trim_start();
        if !after.is_empty() {
            return (Some(body[..close].to_ascii_lowercase()), after);
        }
    }
    (None, s)
}

fn is_set_code(code: &str) -> bool {
    (2..=8).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// A trailing `[M10]` is a set code only in capitals; `[Ramp]` is a category.
fn is_bracketed_set_code(code: &str) -> bool {
    (2..=6).contains(&code.len())
        && code.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        && code.bytes().any(|b| b.is_ascii_uppercase())
}

fn is_collector_number(number: &str) -> bool {
    (1..=16).contains(&number.len())
        && number.bytes().any(|b| b.is_ascii_digit())
        && !number.contains(|c: char| c.is_whitespace() || "()[]*".contains(c))
}

/// `text (SET)`, with the text before the parenthesis (which must end in
/// whitespace or be empty).
fn paren_set(s: &str) -> Option<(&str, &str)> {
    let body = s.strip_suffix(')')?;
    let open = body.rfind('(')?;
    let (head, code) = (&body[..open], &body[open + 1..]);
    (is_set_code(code) && (head.is_empty() || head.ends_with(char::is_whitespace))).then_some((head, code))
}

/// `text (SET) 146` or `text (SET)`.
fn trailing_set(s: &str) -> Option<(&str, &str, Option<&str>)> {
    if let Some((head, code)) = paren_set(s) {
        return Some((head, code, None));
    }
    let space = s.rfind(char::is_whitespace)?;
    let number = s[space..].trim_start();
    if !is_collector_number(number) {
        return None;
    }
    let (head, code) = paren_set(s[..space].trim_end())?;
    Some((head, code, Some(number)))
}

/// `text` followed by `open inner close`, where `text` is empty or ends in whitespace.
fn trailing_delimited(s: &str, open: char, close: char) -> Option<(&str, &str)> {
    let body = s.strip_suffix(close)?;
    let start = body.rfind(open)?;
    let head = &body[..start];
    (head.is_empty() || head.ends_with(char::is_whitespace)).then(|| (head, &body[start + open.len_utf8()..]))
}

/// Takes set info, finish markers and categories off the end of a name.
fn peel(candidate: &str) -> Peeled {
    let mut out = Peeled::default();
    let mut s = candidate.trim();
    loop {
        s = s.trim_end();
        if let Some((head, marker)) = trailing_delimited(s, '*', '*')
            && (1..=8).contains(&marker.len())
            && marker.bytes().all(|b| b.is_ascii_alphabetic())
        {
            if marker.eq_ignore_ascii_case("cmdr") {
                out.section = Some(Section::Commander);
            }
            s = head;
            continue;
        }
        if let Some((head, inner)) = trailing_delimited(s, '[', ']')
            && !inner.contains(['[', ']'])
        {
            if out.set.is_none() && is_bracketed_set_code(inner) {
                out.set = Some(inner.to_ascii_lowercase());
            } else if let Some(section) = category_section(inner) {
                out.section = Some(section);
            }
            s = head;
            continue;
        }
        if out.set.is_none()
            && let Some((head, code, number)) = trailing_set(s)
        {
            out.set = Some(code.to_ascii_lowercase());
            out.collector_number = number.map(str::to_string);
            s = head;
            continue;
        }
        break;
    }
    out.name = collapse_whitespace(s);
    out
}

// --- Names: folding, the fallback index, suggestions ---------------------------

/// A name-insensitive index built from [`CardNames::names`]: each folded
/// key to its slot in `slots` (the one `HashMap<String, usize>` instance of
/// the wasm, as `CardDb`'s).
struct FoldedIndex<'n> {
    full: HashMap<String, usize>,
    faces: HashMap<String, usize>,
    slots: Vec<Slot<'n>>,
}

/// The names one folded key stands for (almost always one).
enum Slot<'n> {
    One(&'n str),
    Many(Vec<&'n str>),
}

impl<'n> Slot<'n> {
    fn add(&mut self, name: &'n str) {
        match self {
            Slot::One(one) if *one != name => *self = Slot::Many(vec![*one, name]),
            Slot::Many(many) if !many.contains(&name) => many.push(name),
            _ => {}
        }
    }
}

impl<'n> FoldedIndex<'n> {
    fn new(names: impl Iterator<Item = &'n str>) -> Self {
        fn add<'n>(map: &mut HashMap<String, usize>, slots: &mut Vec<Slot<'n>>, key: String, name: &'n str) {
            let i = *map.entry(key).or_insert(slots.len());
            match slots.get_mut(i) {
                Some(slot) => slot.add(name),
                None => slots.push(Slot::One(name)),
            }
        }
        let names = names.into_iter();
        let mut index =
            FoldedIndex { full: HashMap::with_capacity(names.size_hint().0), faces: HashMap::new(), slots: Vec::new() };
        for name in names {
            add(&mut index.full, &mut index.slots, fold(name), name);
            if name.contains(" // ") {
                for face in name.split(" // ") {
                    add(&mut index.faces, &mut index.slots, fold(face), name);
                }
            }
        }
        index
    }

    fn get(&self, key: &str) -> Lookup<'n> {
        for map in [&self.full, &self.faces] {
            match map.get(key).and_then(|&i| self.slots.get(i)) {
                Some(Slot::One(one)) => return Lookup::Known(one),
                Some(Slot::Many(many)) => return Lookup::Ambiguous(many.clone()),
                None => {}
            }
        }
        Lookup::Unknown
    }
}

/// The key names are matched by: lowercase, without diacritics, with straight
/// quotes and hyphens, single spaces, and split halves joined by `" // "`.
fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    fold_into(s, &mut out);
    out
}

fn fold_into(s: &str, out: &mut String) {
    let mut space = false;
    let mut separator = false;
    for c in s.chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if c == '/' {
            if !separator {
                out.push_str(" // ");
                separator = true;
            }
            continue;
        }
        if matches!(c, '\u{200B}'..='\u{200D}' | '\u{FEFF}' | '\u{0300}'..='\u{036F}') {
            continue; // zero-width characters and combining accents
        }
        if !separator && space && !out.is_empty() {
            out.push(' ');
        }
        separator = false;
        space = false;
        if c.is_ascii() && c != '`' {
            out.push(c.to_ascii_lowercase());
            continue;
        }
        match c {
            '\u{2018}' | '\u{2019}' | '\u{201B}' | '\u{2032}' | '\u{02BC}' | '`' | '\u{00B4}' => out.push('\''),
            '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{2033}' => out.push('"'),
            '\u{2010}'..='\u{2015}' | '\u{2212}' => out.push('-'),
            '\u{2026}' => out.push_str("..."),
            _ => {
                let lower = crate::case::lower_char(c);
                match plain_letter(lower) {
                    Some(plain) => out.push_str(plain),
                    None => out.push(lower),
                }
            }
        }
    }
}

/// A lowercase Latin letter with its diacritic removed (Latin-1 Supplement
/// and Latin Extended-A, which cover every printed card name).
fn plain_letter(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĵ' => "j",
        'ķ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => return None,
    })
}

/// The letters and digits of a folded name: what suggestions compare, with
/// a histogram of them for a cheap lower bound on the distance.
struct Skeleton {
    chars: Vec<char>,
    /// Counts of a–z, of digit pairs, and of everything else (saturating).
    histogram: [u8; 32],
}

impl Skeleton {
    fn new() -> Self {
        Skeleton { chars: Vec::new(), histogram: [0; 32] }
    }

    fn set(&mut self, name: &str, buffer: &mut String) {
        buffer.clear();
        fold_into(name, buffer);
        self.chars.clear();
        self.histogram = [0; 32];
        for c in buffer.chars().filter(|c| c.is_alphanumeric()) {
            self.chars.push(c);
            let bucket = match c {
                'a'..='z' => c as usize - 'a' as usize,
                '0'..='9' => 26 + (c as usize - '0' as usize) / 2,
                _ => 31,
            };
            self.histogram[bucket] = self.histogram[bucket].saturating_add(1);
        }
    }

    /// The bag distance over the histogram buckets: a lower bound on the
    /// edit distance (an insertion, deletion or substitution changes it by at
    /// most 1, a transposition not at all; merging and saturating buckets only
    /// lower it).
    fn bag_distance(&self, other: &Skeleton) -> usize {
        let (mut more, mut fewer) = (0u32, 0u32);
        for (&a, &b) in self.histogram.iter().zip(&other.histogram) {
            more += u32::from(a.saturating_sub(b));
            fewer += u32::from(b.saturating_sub(a));
        }
        more.max(fewer) as usize
    }
}

/// The most edits a suggestion may be from the name written.
const MAX_DISTANCE: usize = 4;

/// How many edits a suggestion may be from a name with this many letters.
fn distance_limit(len: usize) -> Option<usize> {
    match len {
        0 => None,
        1..=2 => Some(0),
        _ => Some(((len + 1) / 4).clamp(1, MAX_DISTANCE)),
    }
}

/// The optimal-string-alignment (restricted Damerau–Levenshtein) distance
/// between `a` and `b`, if it is at most `limit`.
fn bounded_osa(a: &[char], b: &[char], limit: usize, rows: &mut [Vec<usize>; 3]) -> Option<usize> {
    let (n, m) = (a.len(), b.len());
    if n.abs_diff(m) > limit {
        return None;
    }
    if n == 0 || m == 0 {
        return Some(n.max(m)).filter(|&d| d <= limit);
    }
    let [before, previous, current] = rows;
    before.clear();
    before.resize(m + 1, 0);
    previous.clear();
    previous.extend(0..=m);
    current.clear();
    current.resize(m + 1, 0);
    for i in 1..=n {
        current[0] = i;
        let mut row_min = i;
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (previous[j] + 1).min(current[j - 1] + 1).min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(before[j - 2] + 1);
            }
            current[j] = d;
            row_min = row_min.min(d);
        }
        if row_min > limit {
            return None;
        }
        std::mem::swap(before, previous);
        std::mem::swap(previous, current);
    }
    Some(previous[m]).filter(|&d| d <= limit)
}

// --- Small text helpers ---------------------------------------------------------

fn strip_prefix_ci<'t>(s: &'t str, prefix: &str) -> Option<&'t str> {
    let head = s.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix).then(|| &s[prefix.len()..])
}

fn collapse_whitespace(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

fn utf16_len(s: &str) -> usize {
    s.chars().map(char::len_utf16).sum()
}

/// `s` cut to [`EXCERPT_CHARS`] characters, with `…` when cut.
fn excerpt(s: &str) -> String {
    match s.char_indices().nth(EXCERPT_CHARS) {
        Some((end, _)) => format!("{}…", &s[..end]),
        None => s.to_string(),
    }
}
