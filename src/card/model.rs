//! The validated card: [`Card`] and its [`Face`]s, with keyword data parsed
//! from the oracle text, built from an unchecked [`ScryfallCard`].

use super::oracle::{OracleData, read_face_text};
use super::reading::{self, FromText, TextAbilities, TextKeywords, TextUnsupported};
use super::scryfall::{FieldIssue, Layout, ScryfallCard, ScryfallFace, ScryfallRelatedCard};
use super::type_line::{CardType, TypeLine};
use crate::color::{Color, ColorSet};
use crate::error::Coded;
use crate::mana::{ManaCost, ManaValue};
use crate::text::Ability;
use serde::{Serialize, Serializer};
use std::fmt;

/// The longest printed power, toughness, loyalty or defense accepted, in bytes.
pub const MAX_STAT_LEN: usize = 16;

/// A printed power (208), toughness (208), loyalty (306.5b) or defense (310.4a).
///
/// Serialized as `{ "type": "number", "value": 3 }` or
/// `{ "type": "variable", "text": "1+*" }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Stat {
    /// A printed number, e.g. `3`, `0`, `-1` or `+1` (augment cards).
    Number {
        /// The number.
        value: i32,
    },
    /// A value defined by text or by a variable, kept as printed: `*`, `1+*`,
    /// `7-*` (a characteristic-defining ability, 208.2, 604.3), `X` (107.3),
    /// or an Un-card value such as `?`, `∞` or `½`.
    Variable {
        /// As printed.
        text: String,
    },
}

impl Stat {
    /// Reads a printed value: a whole number, or text made of digits, `*`, `+`,
    /// `-`, `X`, `Y`, `?`, `∞`, `²`, `½` and `.`.
    ///
    /// ```
    /// use mtg_rules::card::Stat;
    /// assert_eq!(Stat::parse("4").unwrap().value(), Some(4));
    /// assert_eq!(Stat::parse("1+*").unwrap().value(), None);
    /// assert_eq!(Stat::parse("1+*").unwrap().to_string(), "1+*");
    /// assert!(Stat::parse("four").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Stat, StatError> {
        if text.is_empty() {
            return Err(StatError::Empty);
        }
        if text.len() > MAX_STAT_LEN {
            return Err(StatError::TooLong { len: text.len() });
        }
        let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            if let Ok(value) = text.parse::<i32>() {
                return Ok(Stat::Number { value });
            }
            return Err(StatError::Invalid { text: text.to_string() });
        }
        let allowed = |c: char| c.is_ascii_digit() || "*+-XxY?∞²½.".contains(c);
        if text.chars().all(allowed) {
            Ok(Stat::Variable { text: text.to_string() })
        } else {
            Err(StatError::Invalid { text: text.to_string() })
        }
    }

    /// The number, when the value is a printed number.
    pub fn value(&self) -> Option<i32> {
        match self {
            Stat::Number { value } => Some(*value),
            Stat::Variable { .. } => None,
        }
    }

    /// Whether text or a variable defines the value (208.2).
    pub fn is_variable(&self) -> bool {
        matches!(self, Stat::Variable { .. })
    }
}

impl Stat {
    /// As printed ([`Stat`]'s `Display`), without the formatting machinery.
    pub fn text(&self) -> String {
        match self {
            Stat::Number { value } => value.to_string(),
            Stat::Variable { text } => text.clone(),
        }
    }
}

impl fmt::Display for Stat {
    /// As printed, e.g. `3` or `1+*`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stat::Number { value } => write!(f, "{value}"),
            Stat::Variable { text } => f.write_str(text),
        }
    }
}

/// A printed power, toughness, loyalty or defense that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StatError {
    /// The empty string.
    #[error("the value is empty; write a number such as 3, or text such as * (CR 208.1)")]
    Empty,
    /// Longer than [`MAX_STAT_LEN`] bytes.
    #[error("the value is {len} bytes long; at most {MAX_STAT_LEN} are accepted")]
    TooLong {
        /// Its length in bytes.
        len: usize,
    },
    /// Neither a number nor text such as `*` or `1+*`.
    #[error("'{text}' is neither a number nor a value such as *, 1+* or X (CR 208.2)")]
    Invalid {
        /// As written.
        text: String,
    },
}

impl Coded for StatError {
    fn code(&self) -> &'static str {
        match self {
            StatError::Empty => "empty_stat",
            StatError::TooLong { .. } => "stat_too_long",
            StatError::Invalid { .. } => "invalid_stat",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some("208.1")
    }
}

/// 702.160 and 718. The prototype keyword's alternative mana cost, power and
/// toughness. A prototyped spell or permanent has these instead of the normal
/// ones, and is the colors of this mana cost (718.3b); nothing else changes
/// (718.5). Their existence and values are copiable values (718.2a).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Prototype {
    /// The prototype mana cost, e.g. `{2}{R}`.
    #[tsify(type = "string")]
    pub mana_cost: ManaCost,
    /// The prototype power.
    pub power: Stat,
    /// The prototype toughness.
    pub toughness: Stat,
}

impl Prototype {
    /// 718.3b. The colors a prototyped object has: those of the prototype cost.
    pub fn colors(&self) -> ColorSet {
        self.mana_cost.colors()
    }

    /// The mana value of the prototype cost (202.3).
    pub fn mana_value(&self) -> ManaValue {
        self.mana_cost.mana_value()
    }
}

/// 702.76. Prowl: an alternative cost payable if a source with one of the
/// spell's creature types dealt combat damage to a player this turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Prowl {
    /// The prowl cost, e.g. `{1}{B}`.
    #[tsify(type = "string")]
    pub cost: ManaCost,
}

/// The mana a card can produce, from Scryfall's `produced_mana`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ProducedMana {
    /// Colors of mana it can produce.
    #[tsify(type = "Color[]")]
    pub colors: ColorSet,
    /// Whether it can produce colorless mana (`C`).
    pub colorless: bool,
}

/// A card related to this one (Scryfall's `all_parts`): meld parts and results
/// (712.4), tokens, combo pieces.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct RelatedCard {
    /// Its name.
    pub name: String,
    /// How it is related, as Scryfall says: `meld_part`, `meld_result`, `token`, `combo_piece`.
    pub component: String,
    /// Its type line, when given.
    pub type_line: Option<String>,
}

/// Something odd about a card that does not stop it from being used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CardWarning {
    /// Path of the field in the Scryfall card object, e.g. `card_faces[1].type_line`.
    pub field: String,
    /// Stable code, e.g. `unknown_subtype`.
    #[tsify(type = "string")]
    pub code: &'static str,
    /// The rule that decides it, if one does.
    #[tsify(type = "string | null")]
    pub rule: Option<&'static str>,
    /// What and why.
    pub message: String,
}

/// One face of a card with its printed characteristics (a card with one face
/// has one [`Face`]). For split, flip, adventurer and double-faced cards,
/// Scryfall's `card_faces`, in order: front face first.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Face {
    /// 201. The face's name.
    pub name: String,
    /// 202.1. The mana cost; `null` when the face has none (202.1b), which
    /// differs from `{0}`.
    #[serde(serialize_with = "no_cost_as_null")]
    #[tsify(type = "string | null")]
    pub mana_cost: ManaCost,
    /// 204. The color indicator, if printed.
    #[tsify(type = "Color[] | null")]
    pub color_indicator: Option<ColorSet>,
    /// 205. The type line.
    pub type_line: TypeLine,
    /// The oracle text as given, lines separated by `\n`.
    pub oracle_text: String,
    /// 105.2, 202.2, 204. The face's colors: those of its mana cost and color
    /// indicator, unless a characteristic-defining ability sets them
    /// ([`Face::color_definition`]).
    #[tsify(type = "Color[]")]
    pub colors: ColorSet,
    /// 604.3. Colors set by a characteristic-defining ability in the text
    /// (devoid, 702.114; "... is all colors"). Also holds Scryfall's own
    /// colors when they differ from what this engine derives (see the
    /// `colors_from_scryfall` warning).
    #[tsify(type = "Color[] | null")]
    pub color_definition: Option<ColorSet>,
    /// 208. Printed power.
    pub power: Option<Stat>,
    /// 208. Printed toughness.
    pub toughness: Option<Stat>,
    /// 306.5b. Printed loyalty.
    pub loyalty: Option<Stat>,
    /// 310.4a. Printed defense.
    pub defense: Option<Stat>,
    /// The face's keyword abilities (702): those of its keyword lines, in
    /// text order, then Scryfall's keywords this face's text mentions. Read
    /// from the text at first use, as `abilities` ([`super::reading`]).
    #[tsify(type = "string[]")]
    pub keywords: FromText<TextKeywords>,
    /// 702.73a. Changeling: the face is every creature type.
    pub every_creature_type: bool,
    /// 702.160. The prototype keyword's alternative characteristics, if any.
    pub prototype: Option<Prototype>,
    /// 702.76. The prowl cost, if the face has prowl.
    pub prowl: Option<Prowl>,
    /// The abilities (113) read from the oracle text lines the engine
    /// understands, in text order (see [`crate::text`]); read at first use
    /// unless the import needed them ([`super::reading`]).
    #[tsify(type = "Ability[]")]
    pub abilities: FromText<TextAbilities>,
    /// Oracle text lines the engine does not understand yet, as printed:
    /// exactly the lines none of whose abilities are in `abilities`.
    #[tsify(type = "string[]")]
    pub unsupported_text: FromText<TextUnsupported>,
}

impl Face {
    /// 613.1f. The abilities this face's own instructions grant its
    /// permanent ("Urza's Saga gains \"{T}: Add {C}.\""), in text order:
    /// the permanent's abilities numbered after `abilities` (the first is
    /// number `abilities.len()`) while it has them.
    pub fn self_granted(&self) -> impl Iterator<Item = &Ability> {
        self.abilities.iter().filter_map(Ability::granted_to_self)
    }
}

pub(crate) fn no_cost_as_null<S: Serializer>(cost: &ManaCost, serializer: S) -> Result<S::Ok, S::Error> {
    if cost.is_none() { serializer.serialize_none() } else { serializer.collect_str(cost) }
}

/// A validated card: every face parsed, keyword data read from the oracle
/// text, and the warnings found on the way.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Card {
    /// The card's name; `A // B` for cards with several faces (709.4a).
    pub name: String,
    /// Scryfall's layout, as its string.
    #[tsify(type = "string")]
    pub layout: Layout,
    /// The faces: one for most cards, front face first.
    pub faces: Vec<Face>,
    /// Scryfall's keyword list for the whole card.
    pub keywords: Vec<String>,
    /// 903.4. Color identity, when given.
    #[tsify(type = "Color[] | null")]
    pub color_identity: Option<ColorSet>,
    /// The mana the card can produce, when given.
    pub produced_mana: Option<ProducedMana>,
    /// Related cards (meld parts and results, tokens).
    pub all_parts: Vec<RelatedCard>,
    /// 712.8g, 202.3c. For the combined back face of a meld pair: the sum of
    /// its front faces' mana values, taken from Scryfall's `cmc`.
    #[tsify(type = "number | null")]
    pub melded_mana_value: Option<ManaValue>,
    /// Problems that did not stop the import: unknown subtypes, data that
    /// disagrees with Scryfall's, an unknown layout, ...
    pub warnings: Vec<CardWarning>,
}

impl Card {
    /// The front face. Import never builds a card without one; `None` only
    /// for a hand-built `Card` with no faces.
    pub fn front(&self) -> Option<&Face> {
        self.faces.first()
    }

    /// The face with this index, if the card has it.
    pub fn face(&self, index: usize) -> Option<&Face> {
        self.faces.get(index)
    }

    /// The face named `name` (exact, then ignoring case).
    pub fn face_named(&self, name: &str) -> Option<(usize, &Face)> {
        self.faces.iter().enumerate().find(|(_, f)| f.name == name).or_else(|| {
            self.faces.iter().enumerate().find(|(_, f)| crate::case::lowercase(&f.name) == crate::case::lowercase(name))
        })
    }

    /// 702.160. Whether the card has prototype.
    pub fn prototype(&self) -> Option<&Prototype> {
        self.faces.iter().find_map(|f| f.prototype.as_ref())
    }

    /// 702.76. The prowl cost, if the card has prowl.
    pub fn prowl(&self) -> Option<&Prowl> {
        self.faces.iter().find_map(|f| f.prowl.as_ref())
    }

    /// 702.170a. The plot cost, if the card's front face has plot.
    pub fn plot(&self) -> Option<&ManaCost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Plot { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.62a. The number of time counters and the suspend cost, if the
    /// card's front face has suspend.
    pub fn suspend(&self) -> Option<(u32, &ManaCost)> {
        self.faces.first()?.abilities.iter().find_map(|a| match a {
            crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Suspend { time, cost } } => {
                Some((*time, cost))
            }
            _ => None,
        })
    }

    /// 702.143a. The foretell cost, if the card's front face has foretell.
    pub fn foretell(&self) -> Option<&ManaCost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Foretell { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.190a. The sneak cost, if the card's front face has sneak.
    pub fn sneak(&self) -> Option<&ManaCost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Sneak { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.33a. The kicker cost, if the card's front face has kicker.
    pub fn kicker(&self) -> Option<&ManaCost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Kicker { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.94a. The miracle cost, if the card's front face has miracle.
    pub fn miracle(&self) -> Option<&ManaCost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Miracle { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.34a. The flashback cost, if the card's front face has flashback.
    pub fn flashback(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Flashback { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.138a. The escape cost, if the card's front face has escape.
    pub fn escape(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Escape { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.146a. The disturb cost, if the card's front face has disturb.
    pub fn disturb(&self) -> Option<&ManaCost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Disturb { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.140a. The mutate cost, if the card's front face has mutate.
    pub fn mutate(&self) -> Option<&ManaCost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Mutate { cost } => Some(cost),
            _ => None,
        })
    }

    /// The cost of the front face's keyword ability `pick` returns one for
    /// (a mana cost: sneak, kicker, replicate; a cost of parts: flashback,
    /// evoke, dash, blitz, bargain, casualty).
    fn keyword_cost<T>(&self, pick: fn(&crate::text::KeywordAbility) -> Option<&T>) -> Option<&T> {
        self.faces.first()?.abilities.iter().find_map(|a| match a {
            crate::text::Ability::Keyword { keyword } => pick(keyword),
            _ => None,
        })
    }

    /// 702.56a. The replicate cost, if the card's front face has replicate.
    pub fn replicate(&self) -> Option<&ManaCost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Replicate { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.96a. The overload cost, if the card's front face has overload.
    pub fn overload(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Overload { cost, .. } => Some(cost),
            _ => None,
        })
    }

    /// 702.148a. The cleave cost, if the card's front face has cleave.
    pub fn cleave(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Cleave { cost, .. } => Some(cost),
            _ => None,
        })
    }

    /// 702.96a, 702.148a, 612. The instructions of the spell cast for its
    /// overload cost ("each" for every "target") or its cleave cost (no words
    /// in square brackets), if the card's front face has either.
    pub fn text_changed(&self) -> Option<&[crate::text::Effect]> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Overload { effects, .. }
            | crate::text::KeywordAbility::Cleave { effects, .. } => Some(effects),
            _ => None,
        })
        .map(Vec::as_slice)
    }

    /// 702.166a. The bargain cost (a sacrifice), if the card's front face has bargain.
    pub fn bargain(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Bargain { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.153a. The casualty cost (a sacrifice), if the card's front face has casualty.
    pub fn casualty(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Casualty { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.74a. The evoke cost, if the card's front face has evoke.
    pub fn evoke(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Evoke { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.109a. The dash cost, if the card's front face has dash.
    pub fn dash(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Dash { cost } => Some(cost),
            _ => None,
        })
    }

    /// 702.152a. The blitz cost, if the card's front face has blitz.
    pub fn blitz(&self) -> Option<&crate::text::Cost> {
        self.keyword_cost(|k| match k {
            crate::text::KeywordAbility::Blitz { cost } => Some(cost),
            _ => None,
        })
    }

    /// 118.9. The front face's alternative cost ("… rather than pay this
    /// spell's mana cost") and whether it is only for another player's turn.
    pub fn alternative_cost(&self) -> Option<(&crate::text::Cost, bool, Option<&crate::text::StaticCondition>)> {
        self.faces.first()?.abilities.iter().find_map(|a| match a {
            crate::text::Ability::Static {
                ability: crate::text::StaticAbility::AlternativeCost { cost, not_your_turn, condition },
            } => Some((cost, *not_your_turn, condition.as_ref())),
            _ => None,
        })
    }

    /// 601.2b, 118.8. The optional additional cost ("As an additional cost
    /// to cast this spell, you may collect evidence 6."), if the card's front
    /// face has one.
    pub fn optional_additional_cost(&self) -> Option<&crate::text::Cost> {
        self.faces.first()?.abilities.iter().find_map(|a| match a {
            crate::text::Ability::Static { ability: crate::text::StaticAbility::OptionalAdditionalCost { cost } } => {
                Some(cost)
            }
            _ => None,
        })
    }

    /// Every oracle line the engine does not understand, across faces.
    pub fn unsupported_text(&self) -> impl Iterator<Item = &str> {
        self.faces.iter().flat_map(|f| f.unsupported_text.iter().map(String::as_str))
    }
}

// --- From Scryfall -------------------------------------------------------------------

/// Where a field is in a Scryfall card object: `power`, or
/// `card_faces[1].power`. Formatted only when a problem is reported.
#[derive(Clone, Copy)]
struct Path {
    face: Option<usize>,
    field: &'static str,
}

impl Path {
    fn of(face: Option<usize>, field: &'static str) -> Path {
        Path { face, field }
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(i) = self.face {
            write!(f, "card_faces[{i}].")?;
        }
        f.write_str(self.field)
    }
}

/// The fields of one face before validation, with where each came from.
struct FaceInput<'a> {
    /// `None` for a card's only face (its fields are the card's).
    face: Option<usize>,
    name: Option<&'a str>,
    mana_cost: Option<(&'a str, Path)>,
    type_line: Option<(&'a str, Path)>,
    /// Taken from the card object (moved into the face, not copied).
    oracle_text: Option<String>,
    colors: Option<(&'a [String], Path)>,
    color_indicator: Option<&'a [String]>,
    power: Option<&'a str>,
    toughness: Option<&'a str>,
    loyalty: Option<&'a str>,
    defense: Option<&'a str>,
}

/// A face's own field, or else its part of the card's combined `A // B`
/// field; with the path it came from.
fn pick_field<'a>(
    own: Option<&'a str>,
    face: usize,
    field: &'static str,
    fallback: Option<&[&'a str]>,
) -> Option<(&'a str, Path)> {
    own.map(|v| (v, Path::of(Some(face), field)))
        .or_else(|| fallback.and_then(|parts| parts.get(face)).map(|v| (*v, Path::of(None, field))))
}

/// Splits a combined `A // B` value; `None` when it does not have `faces` parts.
fn split_faces(text: &str, faces: usize) -> Option<Vec<&str>> {
    let parts: Vec<&str> = text.split("//").map(str::trim).collect();
    (parts.len() == faces).then_some(parts)
}

fn colors_from_letters(
    letters: &[String],
    path: &dyn fmt::Display,
    rule: &'static str,
    issues: &mut Vec<FieldIssue>,
) -> ColorSet {
    let mut set = ColorSet::EMPTY;
    for (i, letter) in letters.iter().enumerate() {
        let mut chars = letter.chars();
        match (chars.next().and_then(Color::from_letter), chars.next()) {
            (Some(color), None) => set = set.with(color),
            _ => issues.push(
                FieldIssue::new(
                    format!("{path}[{i}]"),
                    "invalid_color",
                    format!(
                        "'{}' is not a color; write W, U, B, R or G (CR 105.1)",
                        letter.chars().take(40).collect::<String>()
                    ),
                )
                .with_rule(rule),
            ),
        }
    }
    set
}

fn stat(value: Option<&str>, path: Path, rule: &'static str, issues: &mut Vec<FieldIssue>) -> Option<Stat> {
    let text = value?;
    match Stat::parse(text) {
        Ok(stat) => Some(stat),
        Err(error) => {
            issues.push(FieldIssue::new(path.to_string(), error.code(), format!("`{path}`: {error}")).with_rule(rule));
            None
        }
    }
}

fn warning(field: String, code: &'static str, rule: Option<&'static str>, message: String) -> CardWarning {
    CardWarning { field, code, rule, message }
}

/// Validates one face.
fn build_face(
    input: FaceInput<'_>,
    card_name: &str,
    credited: &Credited<'_>,
    issues: &mut Vec<FieldIssue>,
    warnings: &mut Vec<CardWarning>,
) -> Face {
    let at = |field| Path::of(input.face, field);
    // A card's only face takes the card's name, which is checked with the card.
    let name = match input.name {
        Some(name) if !name.trim().is_empty() => name.to_string(),
        Some(_) if input.face.is_some() => {
            issues.push(FieldIssue::new(
                at("name").to_string(),
                "empty_name",
                "the face's name is empty (CR 201.2)".to_string(),
            ));
            String::new()
        }
        None if input.face.is_some() => {
            issues.push(FieldIssue::new(at("name").to_string(), "missing_field", "the face has no `name`".to_string()));
            String::new()
        }
        _ => String::new(),
    };

    let mana_cost = match input.mana_cost {
        None => ManaCost::default(),
        Some((text, path)) => match ManaCost::parse(text) {
            Ok(cost) => cost,
            Err(error) => {
                issues.push(
                    FieldIssue::new(path.to_string(), error.code(), format!("`{path}`: {error}"))
                        .with_rule(error.rule().unwrap_or("107.4"))
                        .at(error.offset),
                );
                ManaCost::default()
            }
        },
    };

    let type_line = match input.type_line {
        None => {
            issues.push(
                FieldIssue::new(
                    at("type_line").to_string(),
                    "missing_field",
                    "the card has no `type_line`; every card has at least one card type (CR 205.2a)".to_string(),
                )
                .with_rule("205.2a"),
            );
            TypeLine::default()
        }
        // Scryfall's token objects print "Token" first ("Token Artifact —
        // Treasure"): not a type or supertype (205), only a mark that the
        // object is a token (111.1).
        Some((text, path)) => {
            let (skipped, text) = text.strip_prefix("Token ").map_or((0, text), |rest| (6, rest));
            match TypeLine::parse_with_warnings(text) {
                Ok((line, line_warnings)) => {
                    warnings.extend(
                        line_warnings
                            .into_iter()
                            .map(|w| warning(path.to_string(), w.code(), Some(w.rule()), w.to_string())),
                    );
                    line
                }
                Err(error) => {
                    issues.push(
                        FieldIssue::new(path.to_string(), error.code(), format!("`{path}`: {error}"))
                            .with_rule(error.rule().unwrap_or("205"))
                            .at(skipped + error.offset),
                    );
                    TypeLine::default()
                }
            }
        }
    };

    let color_indicator =
        input.color_indicator.map(|letters| colors_from_letters(letters, &at("color_indicator"), "204.1", issues));

    let input_text = input.oracle_text.unwrap_or_default();
    let oracle_text = input_text.as_str();
    let spell = type_line.is(CardType::Instant) || type_line.is(CardType::Sorcery);
    // Read now only what can change the import's outcome; the rest at first use (`super::reading`).
    let credited = credited.to(oracle_text);
    let now = reading::read_at_import(oracle_text);
    let OracleData { keywords, prototype, prowl, color_definition, every_creature_type, abilities, unsupported } =
        if now {
            read_face_text(oracle_text, &name, card_name, spell, &at("oracle_text"), issues)
        } else {
            OracleData::default()
        };
    let (keywords, abilities, unsupported_text) = if now {
        reading::read_now(keywords, abilities, unsupported, &credited)
    } else {
        reading::read_later(oracle_text, &name, card_name, spell, credited)
    };

    let power = stat(input.power, at("power"), "208.1", issues);
    let toughness = stat(input.toughness, at("toughness"), "208.1", issues);
    let loyalty = stat(input.loyalty, at("loyalty"), "306.5b", issues);
    let defense = stat(input.defense, at("defense"), "310.4a", issues);

    let colors =
        color_definition.unwrap_or_else(|| mana_cost.colors().union(color_indicator.unwrap_or(ColorSet::EMPTY)));

    Face {
        name,
        mana_cost,
        color_indicator,
        type_line,
        oracle_text: input_text,
        colors,
        color_definition,
        power,
        toughness,
        loyalty,
        defense,
        keywords,
        every_creature_type,
        prototype,
        prowl,
        abilities,
        unsupported_text,
    }
}

/// Compares the colors this engine derives with Scryfall's for the same face;
/// when they differ, Scryfall's win (they include characteristic-defining
/// abilities the given oracle text may lack) and a warning says so.
fn check_colors(
    face: &mut Face,
    scryfall: Option<(&[String], Path)>,
    issues: &mut Vec<FieldIssue>,
    warnings: &mut Vec<CardWarning>,
) {
    let Some((letters, path)) = scryfall else {
        return;
    };
    let theirs = colors_from_letters(letters, &path, "105.2", issues);
    if theirs != face.colors {
        warnings.push(warning(
            path.to_string(),
            "colors_from_scryfall",
            Some("105.2"),
            format!(
                "{}: the mana cost, color indicator and understood text make it [{}], Scryfall says [{}]; using Scryfall's, as from a characteristic-defining ability the given oracle text lacks (CR 604.3)",
                face.name, face.colors, theirs
            ),
        ));
        face.colors = theirs;
        face.color_definition = Some(theirs);
    }
}

/// Validates one Scryfall card object; `issues` holds the problems already
/// found while reading it. Every field is checked; the card is returned only
/// when there are no problems at all.
pub(crate) fn card_from_scryfall(
    card: &mut ScryfallCard,
    mut issues: Vec<FieldIssue>,
) -> (Option<Card>, Vec<FieldIssue>) {
    let mut warnings = Vec::new();
    // The oracle texts move into the faces (the card object is dropped after this).
    let mut face_texts: Vec<Option<String>> =
        card.card_faces.iter_mut().flatten().map(|f| f.oracle_text.take()).collect();
    let card_text = card.oracle_text.take();
    // Scryfall's keywords: credited to the faces (copies), then moved into the card.
    let card_keywords = card.keywords.take();
    let card = &*card;

    let name = match card.name.as_deref() {
        Some(name) if !name.trim().is_empty() => name.to_string(),
        Some(_) => {
            issues
                .push(FieldIssue::new("name", "empty_name", "the card's name is empty".to_string()).with_rule("201.2"));
            String::new()
        }
        None => {
            // A field of the wrong type has already been reported as such.
            if !issues.iter().any(|i| i.field == "name") {
                issues.push(FieldIssue::new("name", "missing_field", "the card has no `name`".to_string()));
            }
            String::new()
        }
    };

    if card.object.as_deref() == Some("error") {
        issues.push(FieldIssue::new(
            "object",
            "scryfall_error",
            "this is a Scryfall error object (an API answer with no card), not a card object".to_string(),
        ));
    }

    let layout = card.layout.clone().unwrap_or_default();
    if let Layout::Other(other) = &layout {
        warnings.push(warning(
            "layout".to_string(),
            "unknown_layout",
            None,
            format!("layout '{other}' is not one this engine knows; its faces are read as given"),
        ));
    }

    let faces_in: &[ScryfallFace] = card.card_faces.as_deref().unwrap_or_default();
    let mut faces = Vec::with_capacity(faces_in.len().max(1));
    // Scryfall's keywords, credited to the faces whose text mentions them.
    let credited = Credited { keywords: card_keywords.as_deref().unwrap_or_default(), single: faces_in.len() <= 1 };
    if faces_in.is_empty() {
        if layout.has_faces() {
            issues.push(
                FieldIssue::new(
                    "card_faces",
                    "missing_card_faces",
                    format!(
                        "a card with layout '{layout}' needs `card_faces`, one object per face (CR 709, 710, 712, 715)"
                    ),
                )
                .with_rule("712.1"),
            );
        }
        let input = FaceInput {
            face: None,
            name: card.name.as_deref(),
            mana_cost: card.mana_cost.as_deref().map(|c| (c, Path::of(None, "mana_cost"))),
            type_line: card.type_line.as_deref().map(|t| (t, Path::of(None, "type_line"))),
            oracle_text: card_text,
            colors: card.colors.as_deref().map(|c| (c, Path::of(None, "colors"))),
            color_indicator: card.color_indicator.as_deref(),
            power: card.power.as_deref(),
            toughness: card.toughness.as_deref(),
            loyalty: card.loyalty.as_deref(),
            defense: card.defense.as_deref(),
        };
        let scryfall_colors = input.colors;
        let mut face = build_face(input, &name, &credited, &mut issues, &mut warnings);
        check_colors(&mut face, scryfall_colors, &mut issues, &mut warnings);
        faces.push(face);
    } else {
        let n = faces_in.len();
        let names = card.name.as_deref().and_then(|t| split_faces(t, n));
        let costs = card.mana_cost.as_deref().and_then(|t| split_faces(t, n));
        let types = card.type_line.as_deref().and_then(|t| split_faces(t, n));
        for (i, f) in faces_in.iter().enumerate() {
            let input = FaceInput {
                face: Some(i),
                name: f.name.as_deref().or_else(|| names.as_ref().and_then(|p| p.get(i).copied())),
                mana_cost: pick_field(f.mana_cost.as_deref(), i, "mana_cost", costs.as_deref()),
                type_line: pick_field(f.type_line.as_deref(), i, "type_line", types.as_deref()),
                oracle_text: face_texts.get_mut(i).and_then(Option::take),
                colors: f.colors.as_deref().map(|c| (c, Path::of(Some(i), "colors"))),
                color_indicator: f.color_indicator.as_deref(),
                power: f.power.as_deref(),
                toughness: f.toughness.as_deref(),
                loyalty: f.loyalty.as_deref(),
                defense: f.defense.as_deref(),
            };
            let scryfall_colors = input.colors;
            let mut face = build_face(input, &name, &credited, &mut issues, &mut warnings);
            // 710.1c: a flip card's color does not change when it flips.
            if layout == Layout::Flip
                && let Some(top) = faces.first()
            {
                face.colors = top.colors;
            }
            check_colors(&mut face, scryfall_colors, &mut issues, &mut warnings);
            faces.push(face);
        }
        // Scryfall's card-level colors for split and flip cards.
        if let Some(letters) = card.colors.as_deref()
            && !layout.is_double_faced()
        {
            let theirs = colors_from_letters(letters, &"colors", "105.2", &mut issues);
            let ours = match layout {
                Layout::Split => Some(faces.iter().fold(ColorSet::EMPTY, |s, f| s.union(f.colors))),
                Layout::Flip => faces.first().map(|f| f.colors),
                _ => None,
            };
            if let Some(ours) = ours
                && theirs != ours
            {
                warnings.push(warning(
                    "colors".to_string(),
                    "colors_differ",
                    Some("105.2"),
                    format!("the card's faces make it [{ours}], Scryfall says [{theirs}]"),
                ));
            }
        }
    }

    let keywords = card_keywords.unwrap_or_default();
    if layout == Layout::Prototype && !faces.iter().any(|f| f.prototype.is_some()) {
        warnings.push(warning(
            "oracle_text".to_string(),
            "missing_prototype",
            Some("718.1"),
            "the layout is 'prototype' but the oracle text has no 'Prototype {cost} — P/T' line; the card can be cast only normally".to_string(),
        ));
    }

    let color_identity = card
        .color_identity
        .as_deref()
        .map(|letters| colors_from_letters(letters, &"color_identity", "903.4", &mut issues));
    let produced_mana = card.produced_mana.as_deref().map(|letters| produced(letters, &mut warnings));
    let all_parts = card
        .all_parts
        .as_deref()
        .unwrap_or_default()
        .iter()
        .filter_map(|part: &ScryfallRelatedCard| {
            Some(RelatedCard {
                name: part.name.clone()?,
                component: part.component.clone().unwrap_or_default(),
                type_line: part.type_line.clone(),
            })
        })
        .collect::<Vec<_>>();

    // 202.3: check the mana value against Scryfall's `cmc`.
    let mut melded_mana_value = None;
    if let Some(cmc) = card.cmc {
        if !(cmc.is_finite() && (0.0..=1.0e7).contains(&cmc)) {
            issues.push(
                FieldIssue::new(
                    "cmc",
                    "invalid_cmc",
                    format!(
                        "`cmc` is {}; a mana value is a number of at least 0 (CR 202.3)",
                        crate::error::decimal(cmc)
                    ),
                )
                .with_rule("202.3"),
            );
        } else {
            let is_meld_result =
                layout == Layout::Meld && all_parts.iter().any(|p| p.component == "meld_result" && p.name == name);
            let ours = card_mana_value(&layout, &faces);
            if is_meld_result && faces.first().is_some_and(|f| f.mana_cost.is_none()) {
                // 712.8g: the sum of the front faces' mana values.
                melded_mana_value = Some(ManaValue::new(cmc.round() as u64));
            } else if (ours.as_f64() - cmc).abs() > 1e-9 {
                warnings.push(warning(
                    "cmc".to_string(),
                    "mana_value_differs",
                    Some("202.3"),
                    format!(
                        "the mana cost gives mana value {ours}, Scryfall's `cmc` is {}",
                        crate::error::decimal(cmc)
                    ),
                ));
            }
        }
    }

    if !issues.is_empty() || faces.is_empty() {
        return (None, issues);
    }
    let card =
        Card { name, layout, faces, keywords, color_identity, produced_mana, all_parts, melded_mana_value, warnings };
    (Some(card), issues)
}

/// Scryfall's `produced_mana` letters; an unknown letter is a warning.
fn produced(letters: &[String], warnings: &mut Vec<CardWarning>) -> ProducedMana {
    let mut produced = ProducedMana::default();
    for (i, letter) in letters.iter().enumerate() {
        let mut chars = letter.chars();
        match (chars.next(), chars.next()) {
            (Some('C'), None) => produced.colorless = true,
            (Some(c), None) if Color::from_letter(c).is_some() => {
                produced.colors = produced.colors.union(Color::from_letter(c).map_or(ColorSet::EMPTY, ColorSet::only));
            }
            _ => warnings.push(warning(
                format!("produced_mana[{i}]"),
                "unknown_mana_type",
                Some("106.1"),
                format!(
                    "'{}' is not a type of mana (W, U, B, R, G or C); ignored",
                    letter.chars().take(40).collect::<String>()
                ),
            )),
        }
    }
    produced
}

/// Scryfall's keywords for the card, credited to a face that mentions them
/// (every face of a card with one): added after the face's own keywords.
struct Credited<'a> {
    keywords: &'a [String],
    single: bool,
}

impl Credited<'_> {
    /// The keywords credited to a face of this text, in Scryfall's order.
    fn to(&self, text: &str) -> Vec<String> {
        self.keywords.iter().filter(|k| self.single || mentions(text, k)).cloned().collect()
    }
}

/// Whether a line of `text` starts with `keyword` (ignoring case): how a
/// keyword of the whole card is credited to one face.
fn mentions(text: &str, keyword: &str) -> bool {
    text.lines().any(|line| line.get(..keyword.len()).is_some_and(|start| start.eq_ignore_ascii_case(keyword)))
}

/// 202.3. The mana value of the card outside the stack and battlefield: the
/// front face's, or both halves' combined for a split card (202.3d).
fn card_mana_value(layout: &Layout, faces: &[Face]) -> ManaValue {
    if *layout == Layout::Split {
        let symbols = faces.iter().flat_map(|f| f.mana_cost.symbols().iter().copied()).collect();
        ManaCost::from_symbols(symbols).mana_value()
    } else {
        faces.first().map_or(ManaValue::default(), |f| f.mana_cost.mana_value())
    }
}
