//! Oracle text of one face (702, 113): the Prototype and Prowl keyword
//! lines are read here, into the face's typed data, with problems that stop
//! the import; every other line goes to the parser in [`crate::text`], which
//! understands keyword lists, triggered, static, spell and mana abilities of
//! its vocabulary, color-defining text (604.3), and reminder text only
//! (207.2a).
//!
//! Every line not understood is kept in `unsupported_text`, never dropped,
//! and nothing of it is used.

use super::model::{Prototype, Prowl, Stat};
use super::scryfall::FieldIssue;
use crate::color::ColorSet;
use crate::error::Coded;
use crate::mana::ManaCost;
use crate::text::parse::{
    MAX_LINE_LEN, backup, instead_line, modal_block_with, parse_body, text_change, without_reminder_text,
};
use crate::text::{Ability, KeywordAbility, LineReading, ParseContext, StaticAbility};
use std::fmt;

/// Keyword abilities that take no parameter (702), with the rule that
/// defines each, spelled as Scryfall's `keywords` spells them.
pub static SIMPLE_KEYWORDS: &[(&str, &str)] = &[
    ("Deathtouch", "702.2"),
    ("Defender", "702.3"),
    ("Double strike", "702.4"),
    ("First strike", "702.7"),
    ("Flash", "702.8"),
    ("Flying", "702.9"),
    ("Haste", "702.10"),
    ("Hexproof", "702.11"),
    ("Indestructible", "702.12"),
    ("Intimidate", "702.13"),
    ("Plainswalk", "702.14"),
    ("Islandwalk", "702.14"),
    ("Swampwalk", "702.14"),
    ("Mountainwalk", "702.14"),
    ("Forestwalk", "702.14"),
    ("Lifelink", "702.15"),
    ("Reach", "702.17"),
    ("Shroud", "702.18"),
    ("Trample", "702.19"),
    ("Vigilance", "702.20"),
    ("Banding", "702.22"),
    ("Flanking", "702.25"),
    ("Phasing", "702.26"),
    ("Shadow", "702.28"),
    ("Horsemanship", "702.31"),
    ("Fear", "702.36"),
    ("Storm", "702.40"),
    ("Sunburst", "702.44"),
    ("Epic", "702.50"),
    ("Convoke", "702.51"),
    ("Haunt", "702.55"),
    ("Split second", "702.61"),
    ("Delve", "702.66"),
    ("Gravestorm", "702.69"),
    ("Changeling", "702.73"),
    ("Conspire", "702.78"),
    ("Persist", "702.79"),
    ("Wither", "702.80"),
    ("Exalted", "702.83"),
    ("Cascade", "702.85"),
    ("Rebound", "702.88"),
    ("Infect", "702.90"),
    ("Battle cry", "702.91"),
    ("Living weapon", "702.92"),
    ("Undying", "702.93"),
    ("Soulbond", "702.95"),
    ("Unleash", "702.98"),
    ("Cipher", "702.99"),
    ("Evolve", "702.100"),
    ("Extort", "702.101"),
    ("Fuse", "702.102"),
    ("Dethrone", "702.105"),
    ("Prowess", "702.108"),
    ("Exploit", "702.110"),
    ("Menace", "702.111"),
    ("Devoid", "702.114"),
    ("Ingest", "702.115"),
    ("Myriad", "702.116"),
    ("Skulk", "702.118"),
    ("Melee", "702.121"),
    ("Undaunted", "702.125"),
    ("Improvise", "702.126"),
    ("Ascend", "702.131"),
    ("Assist", "702.132"),
    ("Jump-start", "702.133"),
    ("Mentor", "702.134"),
    ("Riot", "702.136"),
    ("Daybound", "702.145"),
    ("Nightbound", "702.145"),
    ("Decayed", "702.147"),
    ("Training", "702.149"),
    ("Compleated", "702.150"),
    ("Enlist", "702.154"),
    ("Read ahead", "702.155"),
    ("Ravenous", "702.156"),
    ("Living metal", "702.161"),
    ("For Mirrodin!", "702.163"),
    ("Bargain", "702.166"),
    ("Spree", "702.172"),
    ("Start your engines!", "702.179"),
];

/// The canonical spelling of a keyword that takes no parameter, ignoring case.
pub fn simple_keyword(word: &str) -> Option<&'static str> {
    SIMPLE_KEYWORDS.iter().find(|(name, _)| name.eq_ignore_ascii_case(word)).map(|(name, _)| *name)
}

/// What one face's oracle text says that the engine understands.
#[derive(Debug, Default)]
pub(crate) struct OracleData {
    /// Keywords from the keyword lines, in text order, canonical spelling.
    pub keywords: Vec<String>,
    pub prototype: Option<Prototype>,
    pub prowl: Option<Prowl>,
    /// A characteristic-defining ability that sets the colors (604.3):
    /// devoid (702.114) or "\[name\] is all colors."
    pub color_definition: Option<ColorSet>,
    /// Changeling (702.73a): every creature type.
    pub every_creature_type: bool,
    /// The abilities of the understood lines, in text order.
    pub abilities: Vec<Ability>,
    /// Lines the engine does not understand, as printed.
    pub unsupported: Vec<String>,
}

impl OracleData {
    /// Records an understood ability and the face data it sets.
    fn record(&mut self, ability: Ability) {
        match &ability {
            Ability::Keyword { keyword } => {
                match keyword {
                    KeywordAbility::Devoid => self.color_definition = Some(ColorSet::EMPTY),
                    KeywordAbility::Changeling => self.every_creature_type = true,
                    _ => {}
                }
                let name = keyword.name();
                if !self.keywords.contains(&name) {
                    self.keywords.push(name);
                }
            }
            Ability::Static { ability: StaticAbility::ColorDefinition { colors } } => {
                self.color_definition = Some(*colors);
            }
            _ => {}
        }
        self.abilities.push(ability);
    }
}

/// Reads one face's oracle text with the names that mean the object itself:
/// the face's, the card's and the face's short name (before a comma,
/// "Jace" of "Jace, Vryn's Prodigy"); see [`read_oracle_text`].
pub(crate) fn read_face_text(
    text: &str,
    name: &str,
    card_name: &str,
    spell: bool,
    field: &dyn fmt::Display,
    issues: &mut Vec<FieldIssue>,
) -> OracleData {
    let short_name = &name[..name.bytes().position(|b| b == b',').unwrap_or(name.len())];
    read_oracle_text(text, &[name, card_name, short_name], spell, field, issues)
}

/// Reads one face's oracle text. `field` is the path of the text in the card
/// object (for problems); `names` are the names that mean the object itself
/// (the face's and the card's); `spell` says whether the face is an instant
/// or sorcery. Prototype and Prowl lines are read here (their problems stop
/// the import); every other line goes to [`crate::text::parse_line`].
pub(crate) fn read_oracle_text(
    text: &str,
    names: &[&str],
    spell: bool,
    field: &dyn fmt::Display,
    issues: &mut Vec<FieldIssue>,
) -> OracleData {
    let mut data = OracleData::default();
    let ctx = ParseContext { names, spell };
    let mut line_start = 0;
    let lines: Vec<&str> = text.split('\n').map(|l| l.trim_end_matches('\r')).collect();
    let mut skip = 0usize;
    for (i, raw_line) in text.split('\n').enumerate() {
        let start = line_start;
        line_start += raw_line.len() + 1;
        let line = raw_line.trim_end_matches('\r');
        if skip > 0 {
            skip -= 1;
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        // The line without reminder text, once for every template (207.2a).
        let body = without_reminder_text(line);
        let body = body.trim();
        // 700.2: a modal spell's choice and its modes, one ability.
        if let Some((n, ability)) = modal_block_with(&lines[i..], body, &ctx) {
            skip = n - 1;
            match ability {
                Some(ability) => data.record(ability),
                None => data.unsupported.extend(lines[i..i + n].iter().map(|l| l.to_string())),
            }
            continue;
        }
        if body.is_empty() {
            continue; // reminder text only (207.2)
        }
        let at = Line { text, line, start, field };
        let understood = if starts_with_keyword(body, "Prototype") {
            if let Some(prototype) = read_prototype(&at, issues, &mut data) {
                data.abilities.push(Ability::Keyword { keyword: KeywordAbility::Prototype { prototype } });
            }
            true
        } else if starts_with_keyword(body, "Prowl") {
            if let Some(prowl) = read_prowl(&at, issues, &mut data) {
                data.abilities.push(Ability::Keyword { keyword: KeywordAbility::Prowl { prowl } });
            }
            true
        } else if instead_line(body, data.abilities.last_mut(), &ctx) {
            true
        } else if let Some(ability) =
            backup(body, lines.get(i + 1..).unwrap_or(&[]), &ctx).or_else(|| text_change(body, &lines, &ctx))
        {
            data.record(ability);
            true
        } else {
            let reading =
                if line.len() > MAX_LINE_LEN { LineReading::Unsupported } else { parse_body(line, body, &ctx) };
            match reading {
                LineReading::Understood(abilities) => {
                    abilities.into_iter().for_each(|a| data.record(a));
                    true
                }
                LineReading::Reminder => true,
                LineReading::Unsupported => false,
                LineReading::Problem(problem) => {
                    let offset = at.offset_of(line) + problem.offset;
                    issues.push(
                        FieldIssue::new(field.to_string(), problem.code, format!("{problem} (in the oracle text)"))
                            .with_rule(problem.rule)
                            .at(offset),
                    );
                    false
                }
            }
        };
        if !understood {
            data.unsupported.push(line.to_string());
        }
    }
    data
}

/// Whether `body` is a keyword line for `keyword`: the keyword, then a space
/// or nothing.
fn starts_with_keyword(body: &str, keyword: &str) -> bool {
    body.strip_prefix(keyword).is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '\u{a0}']))
}

/// UTF-16 offset of byte `byte` of `text`.
fn utf16_at(text: &str, byte: usize) -> usize {
    text.get(..byte).map_or(byte, |prefix| prefix.encode_utf16().count())
}

/// Byte offset of `inner`, a subslice of `outer`, within it.
fn offset_in(outer: &str, inner: &str) -> usize {
    (inner.as_ptr() as usize).saturating_sub(outer.as_ptr() as usize).min(outer.len())
}

/// One line of a face's oracle text, with what it takes to locate a problem in it.
struct Line<'a> {
    /// The whole oracle text.
    text: &'a str,
    /// This line, as printed.
    line: &'a str,
    /// Byte offset of the line in the text.
    start: usize,
    /// Path of the oracle text in the card object.
    field: &'a dyn fmt::Display,
}

impl<'a> Line<'a> {
    /// UTF-16 offset in the whole text of `part`, a subslice of the line.
    fn offset_of(&self, part: &str) -> usize {
        utf16_at(self.text, self.start + offset_in(self.line, part))
    }

    /// What follows a leading keyword, up to its reminder text: a subslice of
    /// the printed line, so problems can say where they are.
    fn after_keyword(&self, keyword: &str) -> &'a str {
        let line = self.line.trim_start();
        let rest = line.strip_prefix(keyword).unwrap_or(line);
        rest.split('(').next().unwrap_or(rest).trim()
    }

    fn issue(&self, code: &'static str, rule: &'static str, message: String) -> FieldIssue {
        FieldIssue::new(self.field.to_string(), code, message).with_rule(rule).at(self.offset_of(self.line))
    }

    /// Parses a keyword's mana cost, a subslice of the line, or reports where
    /// it fails.
    fn cost(
        &self,
        cost_text: &str,
        keyword: &str,
        rule: &'static str,
        issues: &mut Vec<FieldIssue>,
    ) -> Option<ManaCost> {
        let at = self.offset_of(cost_text);
        match ManaCost::parse(cost_text) {
            Ok(cost) if cost.is_none() => {
                issues.push(
                    FieldIssue::new(
                        self.field.to_string(),
                        "missing_keyword_cost",
                        format!("the {keyword} line at offset {at} has no mana cost (CR {rule})"),
                    )
                    .with_rule(rule)
                    .at(at),
                );
                None
            }
            Ok(cost) => Some(cost),
            Err(error) => {
                issues.push(
                    FieldIssue::new(
                        self.field.to_string(),
                        error.code(),
                        format!("{keyword} cost '{cost_text}' at offset {at} of the oracle text: {error}"),
                    )
                    .with_rule(error.rule().unwrap_or(rule))
                    .at(at + error.offset),
                );
                None
            }
        }
    }
}

/// `Prototype {1}{G} — 2/3` (702.160a, 718.1).
fn read_prototype(line: &Line<'_>, issues: &mut Vec<FieldIssue>, data: &mut OracleData) -> Option<Prototype> {
    if !data.keywords.iter().any(|k| k == "Prototype") {
        data.keywords.push("Prototype".to_string());
    }
    let source = line.after_keyword("Prototype");
    let bad = |issues: &mut Vec<FieldIssue>, why: &str| {
        let at = line.offset_of(line.line);
        issues.push(line.issue(
            "invalid_prototype",
            "702.160a",
            format!("the Prototype line at offset {at} {why}; write it as 'Prototype {{1}}{{G}} — 2/3' (CR 702.160a)"),
        ));
    };
    let Some((dash, after)) = find_dash(source) else {
        bad(issues, "has no dash between its mana cost and its power and toughness");
        return None;
    };
    let (Some(cost_text), Some(size)) = (source.get(..dash), source.get(after..)) else {
        return None;
    };
    let cost = line.cost(cost_text.trim(), "Prototype", "702.160a", issues);
    let size = size.trim();
    let Some((power, toughness)) = size.split_once('/') else {
        bad(issues, "has no power/toughness after its dash");
        return None;
    };
    let (Ok(power), Ok(toughness)) = (Stat::parse(power.trim()), Stat::parse(toughness.trim())) else {
        bad(issues, &format!("has power/toughness '{size}', which is not a power and a toughness"));
        return None;
    };
    let mana_cost = cost?;
    if data.prototype.is_some() {
        issues.push(
            line.issue(
                "duplicate_keyword",
                "718.1",
                "the oracle text has two Prototype lines; a card has one set of alternative characteristics (CR 718.1)"
                    .to_string(),
            ),
        );
    } else {
        let prototype = Prototype { mana_cost, power, toughness };
        data.prototype = Some(prototype.clone());
        return Some(prototype);
    }
    None
}

/// `Prowl {1}{B}` (702.76a).
fn read_prowl(line: &Line<'_>, issues: &mut Vec<FieldIssue>, data: &mut OracleData) -> Option<Prowl> {
    if !data.keywords.iter().any(|k| k == "Prowl") {
        data.keywords.push("Prowl".to_string());
    }
    let cost_text = line.after_keyword("Prowl");
    let cost = line.cost(cost_text, "Prowl", "702.76a", issues)?;
    if data.prowl.is_some() {
        issues.push(line.issue(
            "duplicate_keyword",
            "702.76a",
            "the oracle text has two Prowl lines; this engine keeps one prowl cost per card (CR 702.76a)".to_string(),
        ));
    } else {
        data.prowl = Some(Prowl { cost: cost.clone() });
        return Some(Prowl { cost });
    }
    None
}

/// The dash between a prototype's cost and size: `—`, `–`, or a spaced `-`.
/// Returns (start of the dash, start of what follows).
fn find_dash(text: &str) -> Option<(usize, usize)> {
    if let Some(at) = text.find(['—', '–']) {
        let width = text[at..].chars().next().map_or(1, char::len_utf8);
        return Some((at, at + width));
    }
    text.find(" - ").map(|at| (at, at + 3))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (OracleData, Vec<FieldIssue>) {
        let mut issues = Vec::new();
        let data = read_oracle_text(text, &["Test Card"], false, &"oracle_text", &mut issues);
        (data, issues)
    }

    #[test]
    fn keyword_lists_are_understood_and_other_lines_kept_as_unsupported_702() {
        let (data, issues) = read("Flying, vigilance\nWhen this enters, draw a card.");
        assert!(issues.is_empty());
        assert_eq!(data.keywords, ["Flying", "Vigilance"]);
        assert_eq!(data.unsupported, ["When this enters, draw a card."]);
    }

    #[test]
    fn reminder_text_only_lines_are_ignored_207_2() {
        let (data, _) = read("({T}: Add {G}.)");
        assert!(data.unsupported.is_empty() && data.keywords.is_empty());
    }

    #[test]
    fn a_prototype_line_with_a_hyphen_is_accepted_702_160a() {
        let (data, issues) = read("Prototype {2}{R} - 3/2");
        assert!(issues.is_empty(), "{issues:?}");
        let prototype = data.prototype.unwrap();
        assert_eq!(prototype.mana_cost.to_string(), "{2}{R}");
        assert_eq!(prototype.power, Stat::Number { value: 3 });
    }

    #[test]
    fn a_bad_prowl_cost_is_located_in_the_oracle_text_702_76a() {
        let (data, issues) = read("Flying\nProwl {1}{Q} (reminder)");
        assert!(data.prowl.is_none());
        assert_eq!(issues.len(), 1);
        assert_eq!(issues[0].code, "unknown_symbol");
        // "Flying\n" is 7 units, "Prowl " 6 more, "{1}" 3 more.
        assert_eq!(issues[0].offset, Some(16));
    }

    #[test]
    fn color_defining_lines_set_the_colors_604_3() {
        let (data, _) = read("Test Card is all colors.");
        assert_eq!(data.color_definition, Some(ColorSet::ALL));
        let (data, _) = read("Test Card is blue and red.");
        assert_eq!(data.color_definition.unwrap().to_string(), "UR");
        let (data, _) = read("Devoid");
        assert_eq!(data.color_definition, Some(ColorSet::EMPTY));
    }
}
