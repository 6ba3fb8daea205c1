//! What a face's oracle text says (113, 207, 702), read when it is first
//! asked for.
//!
//! An import of a whole Scryfall bulk file (30,000 cards) serves decks of 60
//! to 100, and reading the oracle text of every face was more than half of its
//! time. A [`Face`](super::Face)'s `keywords`, `abilities` and
//! `unsupported_text` are therefore [`FromText`] fields: the first use of any
//! of them reads the text, once for the three (a [`OnceLock`]), and from then
//! on they are plain data, read through `Deref`.
//!
//! The import reads at once every face whose text can change its outcome
//! (`read_at_import`): a keyword cost that can be malformed (a problem that
//! refuses the card), Prototype and Prowl (the face's own data, 702.160,
//! 702.76), devoid, changeling and "… is \[colors\]" (604.3: the face's colors
//! and creature types). The parser's reading of any other text depends only
//! on the text, the names that mean the object itself and whether the face is
//! an instant's or sorcery's, so it reads the same whenever it is read; a unit
//! test checks on every pool that a text left for later has nothing the import
//! needs, and the `oracle_line` fuzz target checks it on any text.

use super::oracle::{read_face_text, read_oracle_text};
use crate::text::Ability;
use crate::text::parse::without_reminder_text;
use serde::{Serialize, Serializer};
use std::fmt;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, OnceLock};

/// What the oracle text of one face says that the engine keeps as lists:
/// its keywords, its abilities and the lines it does not understand.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TextParts {
    keywords: Vec<String>,
    abilities: Vec<Ability>,
    unsupported: Vec<String>,
}

impl TextParts {
    /// The parts of a reading, with Scryfall's keywords credited to the face
    /// (`credited`, in their order) added after the text's own when not
    /// already there (ignoring case).
    fn new(mut keywords: Vec<String>, abilities: Vec<Ability>, unsupported: Vec<String>, credited: &[String]) -> Self {
        for keyword in credited {
            if !keywords.iter().any(|k| k.eq_ignore_ascii_case(keyword)) {
                keywords.push(keyword.clone());
            }
        }
        TextParts { keywords, abilities, unsupported }
    }
}

/// What a lazy reading needs: exactly the arguments the import would have
/// given [`read_face_text`].
#[derive(Clone, Debug)]
struct Source {
    text: Box<str>,
    /// The face's name (its short name, before a comma, is derived from it)
    /// and, unless `same`, the card's after it: one allocation.
    names: Box<str>,
    name_len: usize,
    same: bool,
    spell: bool,
    /// Scryfall's keywords credited to this face (see [`TextParts::new`]).
    credited: Vec<String>,
}

impl Source {
    fn read(&self) -> TextParts {
        let (name, card_name) = self.names.split_at(self.name_len);
        let card_name = if self.same { name } else { card_name };
        // A text left for later has no problems to report (`read_at_import`).
        let data = read_face_text(&self.text, name, card_name, self.spell, &"", &mut Vec::new());
        TextParts::new(data.keywords, data.abilities, data.unsupported, &self.credited)
    }
}

/// One face's reading, shared by its three [`FromText`] fields.
#[derive(Clone, Debug)]
struct Reading {
    /// `None` when the text was read at once.
    source: Option<Source>,
    parts: OnceLock<TextParts>,
}

impl Reading {
    #[inline(never)]
    fn parts(&self) -> &TextParts {
        self.parts.get_or_init(|| self.source.as_ref().map(Source::read).unwrap_or_default())
    }

    fn parts_mut(&mut self) -> &mut TextParts {
        self.parts();
        match self.parts.get_mut() {
            Some(parts) => parts,
            None => unreachable!("initialized on the line above"),
        }
    }
}

/// Which list of a [`TextParts`] a [`FromText`] field is.
pub trait TextPart {
    /// The list.
    type Value: fmt::Debug + PartialEq + Serialize;
    #[doc(hidden)]
    fn of(parts: &TextParts) -> &Self::Value;
    #[doc(hidden)]
    fn of_mut(parts: &mut TextParts) -> &mut Self::Value;
}

/// The face's keyword abilities (702), by name.
#[derive(Debug)]
pub enum TextKeywords {}
/// The face's abilities (113) in text order.
#[derive(Debug)]
pub enum TextAbilities {}
/// The lines not understood, as printed.
#[derive(Debug)]
pub enum TextUnsupported {}

impl TextPart for TextKeywords {
    type Value = Vec<String>;
    fn of(parts: &TextParts) -> &Vec<String> {
        &parts.keywords
    }
    fn of_mut(parts: &mut TextParts) -> &mut Vec<String> {
        &mut parts.keywords
    }
}

impl TextPart for TextAbilities {
    type Value = Vec<Ability>;
    fn of(parts: &TextParts) -> &Vec<Ability> {
        &parts.abilities
    }
    fn of_mut(parts: &mut TextParts) -> &mut Vec<Ability> {
        &mut parts.abilities
    }
}

impl TextPart for TextUnsupported {
    type Value = Vec<String>;
    fn of(parts: &TextParts) -> &Vec<String> {
        &parts.unsupported
    }
    fn of_mut(parts: &mut TextParts) -> &mut Vec<String> {
        &mut parts.unsupported
    }
}

/// A list read from a face's oracle text, read at its first use (see the
/// module). Reads and writes as the list itself (`Deref`, `DerefMut`);
/// compares, prints and serializes as the list.
pub struct FromText<P: TextPart> {
    reading: Arc<Reading>,
    part: PhantomData<fn() -> P>,
}

/// A face's three lists from one reading.
pub(crate) type FaceText = (FromText<TextKeywords>, FromText<TextAbilities>, FromText<TextUnsupported>);

fn fields(reading: Reading) -> FaceText {
    let reading = Arc::new(reading);
    (
        FromText { reading: Arc::clone(&reading), part: PhantomData },
        FromText { reading: Arc::clone(&reading), part: PhantomData },
        FromText { reading, part: PhantomData },
    )
}

/// The lists of a text already read (at import, or built by the engine).
/// Scryfall's keywords `credited` to the face are added after the text's own.
pub(crate) fn read_now(
    keywords: Vec<String>,
    abilities: Vec<Ability>,
    unsupported: Vec<String>,
    credited: &[String],
) -> FaceText {
    let parts = TextParts::new(keywords, abilities, unsupported, credited);
    fields(Reading { source: None, parts: OnceLock::from(parts) })
}

/// The lists of `text`, to be read at their first use with these arguments
/// of [`read_face_text`]; only for a text [`read_at_import`] lets wait.
pub(crate) fn read_later(text: &str, name: &str, card_name: &str, spell: bool, credited: Vec<String>) -> FaceText {
    let same = name == card_name;
    let names = if same { name.into() } else { [name, card_name].concat().into_boxed_str() };
    let source = Source { text: text.into(), names, name_len: name.len(), same, spell, credited };
    fields(Reading { source: Some(source), parts: OnceLock::new() })
}

impl<P: TextPart> FromText<P> {
    /// Whether the text has been read (at import, or by a use since).
    pub fn is_read(&self) -> bool {
        self.reading.parts.get().is_some()
    }
}

impl<P: TextPart> Deref for FromText<P> {
    type Target = P::Value;
    fn deref(&self) -> &P::Value {
        P::of(self.reading.parts())
    }
}

/// Changing one list (a mutated permanent's, 702.140e) leaves the face's
/// other lists and every other copy of the face as they were.
impl<P: TextPart> DerefMut for FromText<P> {
    fn deref_mut(&mut self) -> &mut P::Value {
        P::of_mut(Arc::make_mut(&mut self.reading).parts_mut())
    }
}

impl<P: TextPart> Clone for FromText<P> {
    fn clone(&self) -> Self {
        FromText { reading: Arc::clone(&self.reading), part: PhantomData }
    }
}

impl<P: TextPart> PartialEq for FromText<P> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.reading, &other.reading) || **self == **other
    }
}

impl<P: TextPart> fmt::Debug for FromText<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

impl<P: TextPart> Serialize for FromText<P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}

impl<'a, P: TextPart> IntoIterator for &'a FromText<P>
where
    &'a P::Value: IntoIterator,
{
    type Item = <&'a P::Value as IntoIterator>::Item;
    type IntoIter = <&'a P::Value as IntoIterator>::IntoIter;
    fn into_iter(self) -> Self::IntoIter {
        (**self).into_iter()
    }
}

/// A list compares equal to the same list given directly.
impl<P: TextPart, U> PartialEq<Vec<U>> for FromText<P>
where
    P::Value: PartialEq<Vec<U>>,
{
    fn eq(&self, other: &Vec<U>) -> bool {
        **self == *other
    }
}

impl<P: TextPart, U, const N: usize> PartialEq<[U; N]> for FromText<P>
where
    P::Value: PartialEq<[U; N]>,
{
    fn eq(&self, other: &[U; N]) -> bool {
        **self == *other
    }
}

/// The words (lowercase ASCII) starting with `first` of the texts the import
/// reads at once: the keywords whose cost the parser checks (a malformed one
/// is a problem that refuses the card: ward 702.21, suspend 702.62, prowl
/// 702.76, foretell 702.143, plot 702.170, sneak, disturb 702.146, mutate
/// 702.140, miracle 702.94, kicker 702.33, replicate 702.56, prototype
/// 702.160), and devoid (702.114) and changeling (702.73), which set the
/// face's colors and types. Found anywhere, ignoring ASCII case, even inside
/// a word ("toward"): a text read at once needlessly costs time, never
/// correctness.
const fn words_from(first: u8) -> &'static [&'static [u8]] {
    match first {
        b'c' => &[b"changeling"],
        b'd' => &[b"devoid", b"disturb"],
        b'f' => &[b"foretell"],
        b'k' => &[b"kicker"],
        b'm' => &[b"miracle", b"mutate"],
        b'p' => &[b"plot", b"prototype", b"prowl"],
        b'r' => &[b"replicate"],
        b's' => &[b"sneak", b"suspend"],
        b'w' => &[b"ward"],
        _ => &[],
    }
}

/// Colors a "[this] is …" sentence can set (604.3, "… is all colors").
const COLOR_WORDS: [&[u8]; 7] = [b"all colors", b"colorless", b"white", b"blue", b"black", b"red", b"green"];

/// Whether `bytes` starts with `word` (lowercase ASCII), ignoring ASCII case.
fn starts_with(bytes: &[u8], word: &[u8]) -> bool {
    bytes.get(..word.len()).is_some_and(|head| head.eq_ignore_ascii_case(word))
}

/// Whether the import must read `text` at once: it has one of the words of
/// [`words_from`], or " is " followed by a color (ignoring ASCII case),
/// as printed or as the parser reads it (a prototype's or prowl's line is
/// also read as printed). A pass over the bytes, each tried only against the
/// words it can start (this runs for every face of an import).
pub(crate) fn read_at_import(text: &str) -> bool {
    has_a_word(text.as_bytes()) || (joins_words(text) && has_a_word(&as_the_parser_reads(text)))
}

/// Whether the parser's reading of `text` can join bytes into a word the
/// text as printed does not have: a square bracket is dropped, or a
/// parenthesized part is removed right before a letter or a space (every
/// word of [`has_a_word`] is letters and spaces, so a word made by the join
/// has the byte after it). Reminder text mostly ends its line.
fn joins_words(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'[' | b']' => return true,
            b'(' => depth += 1,
            b')' if depth > 0 => {
                depth -= 1;
                if depth == 0 && bytes.get(i + 1).is_some_and(|next| next.is_ascii_alphabetic() || *next == b' ') {
                    return true;
                }
            }
            // The parser reads each line alone (an unclosed `(` hides only the rest of its line).
            b'\n' => depth = 0,
            _ => {}
        }
    }
    false
}

/// The text as the parser reads its lines: parenthesized parts removed
/// (reminder text, 207.2a: the parser's own `without_reminder_text`) and
/// square brackets dropped (a spell's, `parse_body`, 702.148a), so that
/// "Pro(…)wl" and "Pro[wl" are found as the parser finds them.
fn as_the_parser_reads(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for line in text.split('\n') {
        out.extend(without_reminder_text(line).bytes().filter(|b| !matches!(b, b'[' | b']')));
        out.push(b'\n');
    }
    out
}

/// A filter on the first two bytes of a word of [`has_a_word`]: for each
/// first byte's low five bits (an ASCII letter's of either case; a space's
/// are 0), the set of the second byte's low five bits. Two bytes outside it
/// start no word; the few inside it are compared exactly ([`word_at`]).
const PAIRS: [u32; 32] = pairs();

const fn pairs() -> [u32; 32] {
    let mut table = [0u32; 32];
    let mut first = b'a';
    while first <= b'z' {
        let words = words_from(first);
        let mut w = 0;
        while w < words.len() {
            table[(first & 31) as usize] |= 1 << (words[w][1] & 31);
            w += 1;
        }
        first += 1;
    }
    table[(b' ' & 31) as usize] |= 1 << (b'i' & 31);
    table
}

/// Whether `bytes` has one of the words of [`words_from`], or " is "
/// followed by a color (ignoring ASCII case): each pair of bytes through
/// [`PAIRS`] first (the import runs this on every face's text).
fn has_a_word(bytes: &[u8]) -> bool {
    bytes
        .windows(2)
        .enumerate()
        .any(|(at, pair)| PAIRS[usize::from(pair[0] & 31)] >> (pair[1] & 31) & 1 == 1 && word_at(&bytes[at..]))
}

/// Whether `bytes` starts with one of the words of [`words_from`], or " is "
/// followed by a color (ignoring ASCII case).
fn word_at(bytes: &[u8]) -> bool {
    match bytes.first().map(u8::to_ascii_lowercase) {
        Some(b' ') => starts_with(bytes, b" is ") && COLOR_WORDS.iter().any(|color| starts_with(&bytes[4..], color)),
        Some(first) => words_from(first).iter().any(|word| starts_with(bytes, word)),
        None => false,
    }
}

/// `read_at_import`'s promise for one text (the unit tests and the fuzz
/// targets ask it): a text it lets wait reads with no problem and sets none of
/// the face's data the import keeps (prototype, prowl, colors, every
/// creature type), whenever it is read.
#[doc(hidden)]
pub fn later_reading_is_exact(text: &str, names: &[&str], spell: bool) -> bool {
    if read_at_import(text) {
        return true;
    }
    let mut issues = Vec::new();
    let data = read_oracle_text(text, names, spell, &"", &mut issues);
    issues.is_empty()
        && data.color_definition.is_none()
        && !data.every_creature_type
        && data.prototype.is_none()
        && data.prowl.is_none()
}

#[cfg(test)]
mod tests {
    use super::{PAIRS, has_a_word, later_reading_is_exact, read_at_import, read_later, word_at, words_from};
    use crate::card::oracle::read_oracle_text;

    /// Every face's text of every pool in `tests/data`, read as a permanent's
    /// and as a spell's: a text the import leaves for later reads with no
    /// problem and sets none of the face's data the import keeps (prototype,
    /// prowl, colors, every creature type), so reading it later gives the
    /// same card. Most texts are left for later.
    #[test]
    fn a_text_left_for_later_has_nothing_the_import_needs() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
        let (mut later, mut now) = (0, 0);
        for entry in std::fs::read_dir(&dir).expect("tests/data") {
            let path = entry.expect("an entry").path();
            if path.extension().is_none_or(|x| x != "json") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a pool");
            let Ok(serde_json::Value::Array(cards)) = serde_json::from_str(&text) else { continue };
            for card in &cards {
                let name = card["name"].as_str().unwrap_or("");
                let faces = card["card_faces"].as_array().map_or_else(|| vec![card], |f| f.iter().collect());
                for face in faces {
                    let Some(oracle) = face["oracle_text"].as_str() else { continue };
                    let every_position = (0..oracle.len()).any(|at| word_at(&oracle.as_bytes()[at..]));
                    assert_eq!(has_a_word(oracle.as_bytes()), every_position, "{oracle}");
                    if read_at_import(oracle) {
                        now += 1;
                        continue;
                    }
                    later += 1;
                    let face_name = face["name"].as_str().unwrap_or(name);
                    for spell in [false, true] {
                        assert!(later_reading_is_exact(oracle, &[face_name, name], spell), "{face_name}");
                    }
                }
            }
        }
        assert!(later > 4 * now && now > 20, "{later} texts read later, {now} at import");
    }

    #[test]
    fn every_word_read_at_import_is_listed_under_its_first_letter() {
        for first in 0..=255u8 {
            for word in words_from(first) {
                assert!(word[0] == first && word.iter().all(u8::is_ascii_lowercase), "{word:?}");
            }
        }
    }

    /// The filter looks at two bytes only, so trying every word with its
    /// first two letters in either case shows it never drops a word.
    #[test]
    fn the_two_byte_filter_lets_every_word_through_in_either_case() {
        let through = |a: u8, b: u8| PAIRS[usize::from(a & 31)] >> (b & 31) & 1 == 1;
        for first in b'a'..=b'z' {
            for word in words_from(first) {
                let (a, b) = (word[0], word[1]);
                for (a, b) in [(a, b), (a.to_ascii_uppercase(), b), (a, b.to_ascii_uppercase())] {
                    assert!(through(a, b) && through(a, b.to_ascii_uppercase()), "{word:?}");
                }
            }
        }
        assert!(through(b' ', b'i') && through(b' ', b'I'));
        // Most pairs of letters start no word.
        let letters = (b'a'..=b'z').flat_map(|a| (b'a'..=b'z').map(move |b| (a, b)));
        assert!(letters.filter(|&(a, b)| through(a, b)).count() < 20);
    }

    /// The filtered pass finds a word exactly where trying every position
    /// finds one, on texts that have the words in all cases and in none.
    #[test]
    fn the_filtered_pass_finds_what_trying_every_position_finds() {
        let every_position = |b: &[u8]| (0..b.len()).any(|at| word_at(&b[at..]));
        for text in [
            "Flying\nWhen this creature enters, draw a card.",
            "KICKER {R}",
            "toward the SUN",
            "Its power is Blue.",
            "pRoWl {B}",
            "It IS ALL COLORS.",
            "x is re",
            "re",
            "w",
            "",
            " is",
            "Destroy target creature. Mill two cards.",
        ] {
            assert_eq!(has_a_word(text.as_bytes()), every_position(text.as_bytes()), "{text}");
        }
    }

    #[test]
    fn texts_with_a_checked_keyword_cost_or_a_color_setting_are_read_at_import() {
        for text in [
            "Ward {2}",
            "Flying, WARD—Pay 3 life.",
            "Kicker {R}",
            "Prototype {1}{R} — 3/2",
            "Devoid",
            "Changeling (This card is every creature type.)",
            "Transguild Courier is all colors.",
            "This card is blue and red.",
            "Suspend 3—{R}",
            // Found as the parser reads them (the fuzz target's first finding): brackets dropped, reminder text removed.
            "Pro[wl pu htatnd.\n−3: Exilewww",
            "Pro(reminder)wl {Q}",
        ] {
            assert!(read_at_import(text), "{text}");
        }
        for text in ["Flying", "When this creature enters, draw a card.", "{T}: Add {G}.", "Target creature is red?"] {
            assert_eq!(read_at_import(text), text.contains(" is red"), "{text}");
        }
    }

    /// A list read later is read at its first use, once for the face's three
    /// lists, and reads as the text read at once.
    #[test]
    fn a_face_read_later_reads_at_first_use_as_if_read_at_once() {
        let text = "Flying\nWhen this creature enters, draw a card.\nIt does a thing no template knows.";
        let (keywords, abilities, unsupported) =
            read_later(text, "Sky Thing", "Sky Thing", false, vec!["Flying".into()]);
        assert!(!abilities.is_read() && !keywords.is_read());
        let data = read_oracle_text(text, &["Sky Thing", "Sky Thing", "Sky Thing"], false, &"", &mut Vec::new());
        assert_eq!(*abilities, data.abilities);
        assert!(keywords.is_read() && unsupported.is_read(), "one reading for the three lists");
        assert_eq!(*keywords, ["Flying"]);
        assert_eq!(*unsupported, ["It does a thing no template knows."]);
    }

    /// The import reads no text it can leave for later: a card's abilities
    /// are read when first asked for; a devoid card's at once (702.114a: its
    /// colors).
    #[test]
    fn an_import_reads_a_plain_text_at_first_use_and_a_devoid_one_at_once() {
        let db = crate::card::CardDb::from_scryfall_json(
            r#"[{"name": "Elvish Visionary", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Elf Shaman",
                 "oracle_text": "When this creature enters, draw a card.", "power": "1", "toughness": "1", "colors": ["G"]},
                {"name": "Dominator Drone", "layout": "normal", "mana_cost": "{2}{B}", "type_line": "Creature — Eldrazi Drone",
                 "oracle_text": "Devoid (This card has no color.)\nIngest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)\nWhen this creature enters, if you control another colorless creature, each opponent loses 2 life.",
                 "power": "3", "toughness": "2", "colors": [], "keywords": ["Devoid", "Ingest"]}]"#,
        )
        .expect("two real cards");
        let elf = &db.card("Elvish Visionary").expect("imported").faces[0];
        assert!(!elf.abilities.is_read());
        assert_eq!(elf.abilities.len(), 1);
        assert!(elf.abilities.is_read() && elf.unsupported_text.is_empty());
        let drone = &db.card("Dominator Drone").expect("imported").faces[0];
        assert!(drone.abilities.is_read());
        assert_eq!(*drone.keywords, ["Devoid", "Ingest"]);
        assert!(drone.colors.is_empty());
    }

    /// A list changed (a mutated permanent's) leaves the other copies of the
    /// face as they were.
    #[test]
    fn changing_one_copy_of_a_list_leaves_the_others() {
        let (_, abilities, unsupported) = read_later("Flying", "Bird", "Bird", false, Vec::new());
        let (mut changed, mut other) = (abilities.clone(), unsupported.clone());
        changed.clear();
        other.push("A line.".into());
        assert_eq!(abilities.len(), 1);
        assert!(changed.is_empty());
        assert!(unsupported.is_empty());
    }
}
