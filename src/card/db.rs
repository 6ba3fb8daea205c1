//! [`CardDb`]: the cards of one import, looked up by name.

use super::characteristics::{CardQueryError, Characteristics, CopiableValues, View};
use super::model::{Card, card_from_scryfall};
use super::scryfall::{CardSink, FieldIssue, Found, MAX_CARDS, STOPPED, ScryfallCard, read_input};
use crate::error::{Coded, ProblemReport};
use serde::{Deserializer, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// The most problems one import reports one by one; the rest are counted.
pub const MAX_PROBLEMS: usize = 10_000;

/// The longest card name a problem repeats, in characters.
const MAX_NAME_IN_PROBLEM: usize = 200;

/// A database of validated cards, built from Scryfall card objects.
///
/// Names are looked up exactly first, then ignoring case; each face of a
/// split, flip, adventurer or double-faced card finds the card too.
/// Serializes as `{ "cards": [...], "warnings": [...] }`.
///
/// ```
/// use mtg_rules::card::{CardDb, View};
/// let db = CardDb::from_scryfall_json(r#"{
///     "object": "card", "name": "Blitz Automaton", "layout": "prototype",
///     "mana_cost": "{7}", "type_line": "Artifact Creature — Construct",
///     "oracle_text": "Haste\nPrototype {2}{R} — 3/2 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)",
///     "power": "6", "toughness": "4", "colors": [], "keywords": ["Prototype", "Haste"]
/// }"#).unwrap();
/// let normal = db.characteristics("Blitz Automaton", &View::normal()).unwrap();
/// assert_eq!((normal.mana_value.whole(), normal.power), (7, Some(6)));
/// let prototyped = db.characteristics("blitz automaton", &View::prototyped()).unwrap();
/// assert_eq!(prototyped.mana_cost.unwrap().to_string(), "{2}{R}"); // CR 718.3b
/// assert_eq!(prototyped.colors.to_string(), "R");
/// assert_eq!((prototyped.power, prototyped.toughness), (Some(3), Some(2)));
/// ```
#[derive(Clone, Debug, Default, Serialize)]
pub struct CardDb {
    /// Shared with the games' card tables (no deep copy of a card).
    #[serde(serialize_with = "shared_cards")]
    cards: Vec<Arc<Card>>,
    #[serde(skip)]
    exact: HashMap<String, usize>,
    #[serde(skip)]
    folded: HashMap<String, usize>,
    warnings: Vec<ProblemReport>,
    /// Tells databases apart (a copy keeps it: the same cards).
    #[serde(skip)]
    id: u64,
}

/// `cards` written as a list of cards (serde's `Arc` needs its `rc` feature).
fn shared_cards<S: serde::Serializer>(cards: &[Arc<Card>], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(cards.iter().map(|card| &**card))
}

/// The next [`CardDb::id`].
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

impl CardDb {
    /// Imports Scryfall JSON: one card object, an array of them, or a list
    /// object (`{"object": "list", "data": [...]}`). Every problem is
    /// reported at once in one [`CardImportError`].
    pub fn from_scryfall_json(json: &str) -> Result<CardDb, CardImportError> {
        let mut importer = Importer::default();
        // From the bytes, as the streamed import reads (wasm size: one instance of the reader, not two).
        let mut deserializer = serde_json::Deserializer::from_slice(json.as_bytes());
        let result = read_input(&mut deserializer, &mut importer).and_then(|()| deserializer.end());
        if let Err(error) = result {
            importer.json_error(&error, json);
        }
        importer.finish()
    }

    /// Imports a parsed JSON value of the same shapes as
    /// [`CardDb::from_scryfall_json`].
    pub fn from_scryfall_value(value: &serde_json::Value) -> Result<CardDb, CardImportError> {
        Self::from_scryfall(value)
    }

    /// Imports from any serde deserializer (e.g. one over a JavaScript value)
    /// holding the same shapes as [`CardDb::from_scryfall_json`].
    pub fn from_scryfall<'de, D: Deserializer<'de>>(deserializer: D) -> Result<CardDb, CardImportError> {
        let mut importer = Importer::default();
        if let Err(error) = read_input(deserializer, &mut importer) {
            importer.input_error(&error.to_string(), None);
        }
        importer.finish()
    }

    /// A streamed import: the bytes of a JSON array of Scryfall card objects
    /// (a Scryfall bulk file) pushed in chunks of any size, each card read as
    /// soon as its bytes are in; see [`super::stream::ScryfallStream`].
    pub fn stream() -> super::stream::ScryfallStream {
        super::stream::ScryfallStream::new(Importer::default())
    }

    /// Imports cards already deserialized into [`ScryfallCard`]s.
    pub fn from_scryfall_cards<I>(cards: I) -> Result<CardDb, CardImportError>
    where
        I: IntoIterator<Item = ScryfallCard>,
    {
        let mut importer = Importer::default();
        for mut card in cards {
            if !importer.accept_card() {
                break;
            }
            importer.card(&mut card, Vec::new());
        }
        importer.finish()
    }

    /// An identity: databases with the same id have the same cards (games
    /// keep the card tables built from one, see `game::table`).
    pub(crate) fn id(&self) -> u64 {
        self.id
    }

    /// How many cards there are.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether there are no cards.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Every card, in input order (a repeated name kept once).
    pub fn cards(&self) -> &[Arc<Card>] {
        &self.cards
    }

    /// Problems that did not stop the import and concern no single card
    /// (e.g. two different card objects with the same name).
    pub fn warnings(&self) -> &[ProblemReport] {
        &self.warnings
    }

    /// The card with this name or face name: exact first, then ignoring case.
    pub fn get(&self, name: &str) -> Option<&Card> {
        self.shared(name).map(|card| &**card)
    }

    /// [`CardDb::get`], shared (a game's card table keeps it without a copy).
    pub(crate) fn shared(&self, name: &str) -> Option<&Arc<Card>> {
        let index = match self.exact.get(name) {
            Some(&i) => i,
            None => *self.folded.get(&crate::case::lowercase(name))?,
        };
        self.cards.get(index)
    }

    /// The card with this name or face name, or an `unknown_card` error.
    pub fn card(&self, name: &str) -> Result<&Card, CardQueryError> {
        self.get(name).ok_or_else(|| CardQueryError::unknown_card(name))
    }

    /// The characteristics of an object made from the named card, in `view`
    /// (see [`Card::characteristics`]). A face name chooses that face unless
    /// the view names one.
    pub fn characteristics(&self, name: &str, view: &View) -> Result<Characteristics, CardQueryError> {
        let card = self.card(name)?;
        card.characteristics(&Self::view_for(card, name, view))
    }

    /// The copiable values of an object made from the named card, in `view`
    /// (707.2, 718.2a).
    pub fn copiable_values(&self, name: &str, view: &View) -> Result<CopiableValues, CardQueryError> {
        let card = self.card(name)?;
        card.copiable_values(&Self::view_for(card, name, view))
    }

    /// The view with the face a face name chooses, when the view names none.
    fn view_for(card: &Card, name: &str, view: &View) -> View {
        let mut view = *view;
        if view.face.is_none()
            && card.faces.len() > 1
            && let Some((index, _)) = card.face_named(name)
        {
            view = view.with_face(index);
        }
        view
    }
}

/// Scryfall card data that cannot be imported: every problem found, each
/// with the card's index and name, the field, a stable code and a message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.summary())]
pub struct CardImportError {
    /// Every problem, in input order (at most [`MAX_PROBLEMS`], then one
    /// `too_many_problems` entry).
    pub problems: Vec<ProblemReport>,
}

impl CardImportError {
    fn summary(&self) -> String {
        const SHOWN: usize = 5;
        let n = self.problems.len();
        let mut out = format!("the card data has {n} problem{}: ", if n == 1 { "" } else { "s" });
        let parts: Vec<String> = self
            .problems
            .iter()
            .take(SHOWN)
            .map(|p| {
                let mut s = String::new();
                if let Some(index) = p.index {
                    s.push_str(&format!("card {index}"));
                    if let Some(name) = &p.name {
                        s.push_str(&format!(" ({name:?})"));
                    }
                    s.push_str(": ");
                }
                s.push_str(&format!("{} [{}]", p.message, p.code));
                s
            })
            .collect();
        out.push_str(&parts.join("; "));
        if n > SHOWN {
            out.push_str(&format!("; and {} more", n - SHOWN));
        }
        out
    }
}

impl Coded for CardImportError {
    fn code(&self) -> &'static str {
        "invalid_cards"
    }

    fn offset(&self) -> Option<usize> {
        match self.problems.as_slice() {
            [only] if only.index.is_none() => only.offset,
            _ => None,
        }
    }

    fn problems(&self) -> Vec<ProblemReport> {
        self.problems.clone()
    }
}

/// Collects cards and problems as the reader delivers them.
#[derive(Default)]
pub(super) struct Importer {
    cards: Vec<Arc<Card>>,
    /// For each card kept, its index in the input.
    input_index: Vec<usize>,
    /// Full name -> position in `cards`, to find repeated names.
    by_name: HashMap<String, usize>,
    problems: Vec<ProblemReport>,
    unreported: usize,
    warnings: Vec<ProblemReport>,
    next: usize,
    stopped: bool,
}

fn short_name(name: &str) -> String {
    name.chars().take(MAX_NAME_IN_PROBLEM).collect()
}

impl Importer {
    /// Records a problem; past [`MAX_PROBLEMS`], problems with single cards
    /// are only counted (those with the input as a whole are always kept).
    fn problem(&mut self, problem: ProblemReport) {
        let whole_input = problem.index.is_none() || problem.code == "too_many_cards";
        if self.problems.len() < MAX_PROBLEMS || whole_input {
            self.problems.push(problem);
        } else {
            self.unreported += 1;
        }
    }

    /// Card objects (and other elements) read so far.
    pub(super) fn count(&self) -> usize {
        self.next
    }

    /// Whether the import stopped (too many cards).
    pub(super) fn stopped(&self) -> bool {
        self.stopped
    }

    /// An element of the card list skipped unread (too large): its index is
    /// used up, so the cards after it keep theirs.
    pub(super) fn skipped(&mut self, code: &'static str, message: String) {
        let index = self.next;
        self.next += 1;
        self.problem(ProblemReport {
            index: Some(index),
            name: None,
            field: String::new(),
            code,
            rule: None,
            message,
            offset: None,
        });
    }

    pub(super) fn input_error(&mut self, message: &str, offset: Option<usize>) {
        if self.stopped && message.contains(STOPPED) {
            return; // the real problem is recorded already
        }
        self.problem(ProblemReport {
            index: None,
            name: None,
            field: String::new(),
            code: "invalid_json",
            rule: None,
            message: format!("the input is not valid card data: {message}"),
            offset,
        });
    }

    /// A serde_json error, located in the text as a UTF-16 offset.
    fn json_error(&mut self, error: &serde_json::Error, json: &str) {
        let offset = (error.line() > 0).then(|| {
            let line_start = json.split_inclusive('\n').take(error.line() - 1).map(str::len).sum::<usize>();
            let mut byte = (line_start + error.column().saturating_sub(1)).min(json.len());
            while !json.is_char_boundary(byte) {
                byte -= 1;
            }
            json.get(..byte).map_or(0, |s| s.encode_utf16().count())
        });
        self.input_error(&error.to_string(), offset);
    }

    /// Keeps a validated card; a repeated name keeps one of the two.
    fn add(&mut self, index: usize, card: Card) {
        let Some(&kept) = self.by_name.get(&card.name) else {
            self.by_name.insert(card.name.clone(), self.cards.len());
            self.cards.push(Arc::new(card));
            self.input_index.push(index);
            return;
        };
        let (Some(existing), Some(&first)) = (self.cards.get(kept), self.input_index.get(kept)) else {
            return;
        };
        let same = existing.faces.len() == card.faces.len()
            && existing.faces.iter().zip(&card.faces).all(|(a, b)| {
                a.oracle_text == b.oracle_text
                    && a.type_line == b.type_line
                    && a.mana_cost == b.mana_cost
                    && a.power == b.power
                    && a.toughness == b.toughness
            });
        if same {
            return; // another printing of the same card
        }
        let text_len = |c: &Card| c.faces.iter().map(|f| f.oracle_text.len()).sum::<usize>();
        let replace = text_len(&card) > text_len(existing);
        self.warnings.push(ProblemReport {
            index: Some(index),
            name: Some(short_name(&card.name)),
            field: String::new(),
            code: "duplicate_card",
            rule: Some("201.2"),
            message: format!(
                "card {index} has the name of card {first} but different rules data; kept card {}, whose oracle text is fuller",
                if replace { index } else { first }
            ),
            offset: None,
        });
        if replace && let (Some(slot), Some(at)) = (self.cards.get_mut(kept), self.input_index.get_mut(kept)) {
            *slot = Arc::new(card);
            *at = index;
        }
    }

    pub(super) fn finish(mut self) -> Result<CardDb, CardImportError> {
        if self.unreported > 0 {
            self.problems.push(ProblemReport {
                index: None,
                name: None,
                field: String::new(),
                code: "too_many_problems",
                rule: None,
                message: format!(
                    "{} more problems were found and not listed (at most {MAX_PROBLEMS} are)",
                    self.unreported
                ),
                offset: None,
            });
        }
        if !self.problems.is_empty() {
            return Err(CardImportError { problems: self.problems });
        }
        // `by_name` already maps every full name to its card.
        let mut exact = self.by_name;
        let mut folded = HashMap::with_capacity(self.cards.len());
        for (i, card) in self.cards.iter().enumerate() {
            folded.insert(crate::case::lowercase(&card.name), i);
        }
        // Face names find their card unless a card has that name.
        for (i, card) in self.cards.iter().enumerate() {
            if card.faces.len() > 1 {
                for face in &card.faces {
                    exact.entry(face.name.clone()).or_insert(i);
                    folded.entry(crate::case::lowercase(&face.name)).or_insert(i);
                }
            }
        }
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        Ok(CardDb { cards: self.cards, exact, folded, warnings: self.warnings, id })
    }
}

impl CardSink for Importer {
    fn accept_card(&mut self) -> bool {
        if self.next < MAX_CARDS {
            return true;
        }
        if !self.stopped {
            self.stopped = true;
            self.problem(ProblemReport {
                index: Some(self.next),
                name: None,
                field: String::new(),
                code: "too_many_cards",
                rule: None,
                message: format!("more than {MAX_CARDS} cards; import at most {MAX_CARDS} at a time"),
                offset: None,
            });
        }
        false
    }

    fn card(&mut self, card: &mut ScryfallCard, issues: Vec<FieldIssue>) {
        let index = self.next;
        self.next += 1;
        let (valid, issues) = card_from_scryfall(card, issues);
        for issue in issues {
            self.problem(ProblemReport {
                index: Some(index),
                name: card.name.as_deref().map(short_name),
                field: issue.field,
                code: issue.code,
                rule: issue.rule,
                message: issue.message,
                offset: issue.offset,
            });
        }
        if let Some(valid) = valid {
            self.add(index, valid);
        }
    }

    fn not_a_card(&mut self, found: Found) {
        let index = self.next;
        self.next += 1;
        self.problem(ProblemReport {
            index: Some(index),
            name: None,
            field: String::new(),
            code: "not_an_object",
            rule: None,
            message: format!("each card must be a Scryfall card object, found {found}"),
            offset: None,
        });
    }

    fn input_problem(&mut self, field: &str, code: &'static str, message: String) {
        self.problem(ProblemReport {
            index: None,
            name: None,
            field: field.to_string(),
            code,
            rule: None,
            message,
            offset: None,
        });
    }
}

/// A decklist is read against the names of a card database (each card's full
/// name; a face's name resolves to its card).
impl crate::decklist::CardNames for CardDb {
    fn names(&self) -> Box<dyn Iterator<Item = &str> + '_> {
        Box::new(self.cards.iter().map(|c| c.name.as_str()))
    }

    fn resolve(&self, name: &str) -> Option<&str> {
        self.get(name).map(|c| c.name.as_str())
    }
}
