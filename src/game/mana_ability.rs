//! Mana abilities (CR 605) with the cost `{T}`: the intrinsic abilities of the
//! basic land types (305.6) and `{T}: Add …` abilities read from oracle text;
//! "enters tapped" lands; snow sources (106.3, 107.4h).

use super::state::{ManaType, ManaTypes};
use crate::card::{CardType, Face, Supertype};
use serde::Serialize;

/// One way a mana ability can add mana: the mana added by one activation,
/// e.g. `[G]`, or `[C, C]` for `{T}: Add {C}{C}.`
pub type ManaBundle = Vec<ManaType>;

/// 605.1a. A mana ability whose only cost is `{T}`: the bundles of mana one
/// activation may add (one of them, chosen as it resolves; 605.3b).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ManaAbility {
    /// The choices, e.g. `[["W"], ["U"]]` for `{T}: Add {W} or {U}.`
    pub choices: Vec<ManaBundle>,
    /// 305.6. Whether it is the intrinsic ability of a basic land type.
    pub intrinsic: bool,
}

/// What a face of a card can do as a mana source once it is a permanent,
/// read once when a game is built.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ManaProfile {
    /// Its `{T}` mana abilities.
    pub abilities: Vec<ManaAbility>,
    /// 205.4g, 106.3. Whether it is a snow permanent, whose mana pays `{S}`.
    pub snow: bool,
    /// Whether it is a creature (302.6 applies to its `{T}` abilities).
    pub creature: bool,
    /// 702.10c. Whether it has haste.
    pub haste: bool,
    /// Every distinct bundle one activation can add, in ability order.
    pub bundles: Vec<ManaBundle>,
}

/// For the payment solver: what tapping one source gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceOutput {
    /// One mana of any of these types (most lands).
    One(ManaTypes),
    /// Several mana at once, e.g. `{C}{C}` (the largest bundle the source
    /// can make; other bundles of several mana are not considered yet).
    Several(Vec<ManaType>),
}

impl ManaProfile {
    /// 305.6, 605. Reads a face's mana abilities and status.
    pub fn of_face(face: &Face) -> ManaProfile {
        let line = &face.type_line;
        let mut abilities = Vec::new();
        // 305.6: the intrinsic "{T}: Add [symbol]" of each basic land type.
        if line.is(CardType::Land) {
            for (subtype, t) in [
                ("Plains", ManaType::W),
                ("Island", ManaType::U),
                ("Swamp", ManaType::B),
                ("Mountain", ManaType::R),
                ("Forest", ManaType::G),
            ] {
                if line.has_subtype(subtype) {
                    abilities.push(ManaAbility { choices: vec![vec![t]], intrinsic: true });
                }
            }
        }
        for raw in face.oracle_text.split('\n') {
            let body = crate::text::parse::without_reminder_text(raw.trim());
            let body = body.trim();
            if let Some(ability) = read_tap_add(body) {
                abilities.push(ability);
            }
        }
        let mut bundles: Vec<ManaBundle> = Vec::new();
        for b in abilities.iter().flat_map(|a| a.choices.iter()) {
            if !bundles.contains(b) {
                bundles.push(b.clone());
            }
        }
        ManaProfile {
            abilities,
            bundles,
            snow: line.has_supertype(Supertype::Snow),
            creature: line.is(CardType::Creature),
            haste: crate::game::Keywords::of_abilities(&face.abilities).haste,
        }
    }
}

/// What tapping a source with these bundles gives the payment solver, if
/// anything.
pub fn source_output(bundles: &[ManaBundle]) -> Option<SourceOutput> {
    let mut mask: ManaTypes = 0;
    let mut largest: Option<&ManaBundle> = None;
    for bundle in bundles {
        match bundle.as_slice() {
            [one] => mask |= one.bit(),
            [] => {}
            _ => {
                if largest.is_none_or(|l| l.len() < bundle.len()) {
                    largest = Some(bundle);
                }
            }
        }
    }
    match largest {
        Some(bundle) => Some(SourceOutput::Several(bundle.clone())),
        None if mask != 0 => Some(SourceOutput::One(mask)),
        None => None,
    }
}

/// `{T}: Add {G}.`, `{T}: Add {C}{C}.`, `{T}: Add {W} or {U}.`,
/// `{T}: Add {G}, {U}, or {R}.`, `{T}: Add one mana of any color.`
/// Anything after the first sentence (a spending restriction, 106.6) is
/// ignored. TODO(CR 106.6): spending restrictions.
pub fn read_tap_add(body: &str) -> Option<ManaAbility> {
    let rest = body.strip_prefix("{T}: Add ")?;
    let sentence = rest.split('.').next()?.trim();
    let choices: Vec<ManaBundle> = match sentence {
        "one mana of any color" => ManaType::ALL[..5].iter().map(|&t| vec![t]).collect(),
        "one mana of any type" => ManaType::ALL.iter().map(|&t| vec![t]).collect(),
        _ => {
            let mut choices = Vec::new();
            for part in sentence.split([',']).flat_map(|p| p.split(" or ")) {
                let part = part.trim().trim_start_matches("or ").trim();
                if part.is_empty() {
                    continue;
                }
                choices.push(read_symbols(part)?);
            }
            choices
        }
    };
    (!choices.is_empty()).then_some(ManaAbility { choices, intrinsic: false })
}

/// `{W}{W}` as mana types; `None` if anything else is there.
fn read_symbols(text: &str) -> Option<ManaBundle> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let inner = rest.strip_prefix('{')?;
        let (symbol, after) = inner.split_once('}')?;
        let t = match symbol {
            "W" => ManaType::W,
            "U" => ManaType::U,
            "B" => ManaType::B,
            "R" => ManaType::R,
            "G" => ManaType::G,
            "C" => ManaType::C,
            _ => return None,
        };
        out.push(t);
        rest = after;
    }
    (!out.is_empty() && out.len() <= 16).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tap_add_lines_are_read_605_1a() {
        let one = read_tap_add("{T}: Add {G}.").unwrap();
        assert_eq!(one.choices, vec![vec![ManaType::G]]);
        let two = read_tap_add("{T}: Add {C}{C}.").unwrap();
        assert_eq!(two.choices, vec![vec![ManaType::C, ManaType::C]]);
        let or = read_tap_add("{T}: Add {W} or {U}.").unwrap();
        assert_eq!(or.choices, vec![vec![ManaType::W], vec![ManaType::U]]);
        let three = read_tap_add("{T}: Add {G}, {U}, or {R}.").unwrap();
        assert_eq!(three.choices.len(), 3);
        let any = read_tap_add("{T}: Add one mana of any color.").unwrap();
        assert_eq!(any.choices.len(), 5);
        assert!(read_tap_add("{T}: Add {X}.").is_none());
        assert!(read_tap_add("{1}, {T}: Add {G}.").is_none());
    }
}
