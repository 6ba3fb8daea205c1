//! The characteristics of an object made from a card, in a view: which zone
//! it is in, whether it was cast prototyped, and which face is up
//! (CR 109.3, 202.3b, 709, 710, 712.8, 715, 718.2–718.5).

use super::model::{Card, Face, Prototype, Stat, no_cost_as_null};
use super::scryfall::Layout;
use super::type_line::{CardTypeSet, SupertypeSet, TypeLine};
use crate::color::ColorSet;
use crate::error::Coded;
use crate::mana::{ManaCost, ManaValue};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// 400.1. The zones an object can be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Zone {
    /// 401. Library.
    Library,
    /// 402. Hand.
    Hand,
    /// 403. Battlefield.
    Battlefield,
    /// 404. Graveyard.
    Graveyard,
    /// 405. Stack.
    Stack,
    /// 406. Exile.
    Exile,
    /// 408. Command.
    Command,
}

impl Zone {
    /// Whether the zone is the stack or the battlefield, where alternative
    /// characteristics can apply (712.8a, 718.4).
    pub const fn is_stack_or_battlefield(self) -> bool {
        matches!(self, Zone::Stack | Zone::Battlefield)
    }
}

/// 718.3. How a prototype card was cast: normally, or prototyped.
/// Serialized as `"normal"` or `"prototype"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum CastAs {
    /// Cast (or put onto the battlefield) normally.
    #[default]
    Normal,
    /// Cast prototyped (702.160a).
    Prototype,
}

/// Which side of a double-faced card is up (712).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Side {
    /// The front face (face 0).
    Front,
    /// The back face (face 1).
    Back,
}

/// A face of a card: its index in the card's faces (0 = front, or the left
/// half of a split card), or `"front"`/`"back"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(untagged)]
pub enum FaceSelector {
    /// The face's index.
    Index(usize),
    /// The side of a double-faced card.
    Side(Side),
}

impl FaceSelector {
    /// The face's index.
    pub const fn index(self) -> usize {
        match self {
            FaceSelector::Index(i) => i,
            FaceSelector::Side(Side::Front) => 0,
            FaceSelector::Side(Side::Back) => 1,
        }
    }
}

/// The situation of an object made from a card: the question "what are its
/// characteristics?" depends on it. Serialized in camelCase as
/// `{ zone?, castAs?: "normal" | "prototype", face? }`; every field is
/// optional and an unknown field is an error (so a misspelt `castas` is not
/// silently ignored).
///
/// A view states facts; the rules decide what they mean. A prototype card
/// cast prototyped but now in a graveyard has its normal characteristics
/// (718.4); a double-faced card in a hand has its front face's (712.8a). With
/// no zone, the alternative characteristics asked for apply, as on the stack
/// or battlefield (what a card previewer shows).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct View {
    /// The zone the object is in, if it matters.
    #[tsify(optional)]
    pub zone: Option<Zone>,
    /// Whether it was cast prototyped (718.3).
    #[tsify(optional)]
    pub cast_as: CastAs,
    /// Which face is up, or which half is cast (709.3, 712, 715).
    #[tsify(optional)]
    pub face: Option<FaceSelector>,
}

impl View {
    /// The card as printed: front face, cast normally, no zone.
    pub const fn normal() -> View {
        View { zone: None, cast_as: CastAs::Normal, face: None }
    }

    /// Cast prototyped (718.3b), no zone.
    pub const fn prototyped() -> View {
        View { zone: None, cast_as: CastAs::Prototype, face: None }
    }

    /// The back face up (712.8d–e), no zone.
    pub const fn back() -> View {
        View { zone: None, cast_as: CastAs::Normal, face: Some(FaceSelector::Side(Side::Back)) }
    }

    /// This view in `zone`.
    #[must_use]
    pub const fn in_zone(mut self, zone: Zone) -> View {
        self.zone = Some(zone);
        self
    }

    /// This view with face `index` up.
    #[must_use]
    pub const fn with_face(mut self, index: usize) -> View {
        self.face = Some(FaceSelector::Index(index));
        self
    }

    /// This view cast as `cast_as`.
    #[must_use]
    pub const fn cast(mut self, cast_as: CastAs) -> View {
        self.cast_as = cast_as;
        self
    }

    /// Whether the view's zone (if any) is one of `zones`.
    fn in_any(&self, zones: &[Zone]) -> bool {
        self.zone.is_none_or(|z| zones.contains(&z))
    }
}

/// 707.2, 718.2a. The copiable values of an object: what a copy of it
/// acquires. These are the values printed on the face that applies (name,
/// mana cost, color indicator, card types, supertypes, subtypes, rules text,
/// power, toughness, loyalty, defense), plus the existence and values of a
/// prototype's alternative characteristics (718.2a).
///
/// For a prototyped object, `mana_cost`, `power` and `toughness` already hold
/// the prototype's values and `prototyped` is set, so a copy of a prototyped
/// spell or permanent is prototyped too (718.3c–d) simply by taking these
/// values. The mana value of a nonmodal double-faced card's back face is not
/// a copiable value (a copy of it has mana value 0, 202.3b), so it is applied
/// by [`Card::characteristics`], not here.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CopiableValues {
    /// 201. Name.
    pub name: String,
    /// 202. Mana cost; `null` for none.
    #[serde(serialize_with = "no_cost_as_null")]
    #[tsify(type = "string | null")]
    pub mana_cost: ManaCost,
    /// 204. Color indicator.
    #[tsify(type = "Color[] | null")]
    pub color_indicator: Option<ColorSet>,
    /// 604.3. Colors set by a characteristic-defining ability in the rules text.
    #[tsify(type = "Color[] | null")]
    pub color_definition: Option<ColorSet>,
    /// 205. Type line.
    pub type_line: TypeLine,
    /// Rules text (oracle text).
    pub rules_text: String,
    /// 208. Power.
    pub power: Option<Stat>,
    /// 208. Toughness.
    pub toughness: Option<Stat>,
    /// 306.5b. Loyalty.
    pub loyalty: Option<Stat>,
    /// 310.4a. Defense.
    pub defense: Option<Stat>,
    /// 702. Keyword abilities.
    pub keywords: Vec<String>,
    /// 702.73a. Changeling: every creature type.
    pub every_creature_type: bool,
    /// 718.2a. The prototype's alternative characteristics, if the object has them.
    pub prototype: Option<Prototype>,
    /// 718.3b. Whether the prototype's values are the ones in effect.
    pub prototyped: bool,
}

impl CopiableValues {
    /// The values of one face as printed.
    fn of_face(face: &Face) -> CopiableValues {
        CopiableValues {
            name: face.name.clone(),
            mana_cost: face.mana_cost.clone(),
            color_indicator: face.color_indicator,
            color_definition: face.color_definition,
            type_line: face.type_line.clone(),
            rules_text: face.oracle_text.clone(),
            power: face.power.clone(),
            toughness: face.toughness.clone(),
            loyalty: face.loyalty.clone(),
            defense: face.defense.clone(),
            keywords: face.keywords.to_vec(),
            every_creature_type: face.every_creature_type,
            prototype: face.prototype.clone(),
            prototyped: false,
        }
    }

    /// 718.3b. These values with the prototype's mana cost, power and
    /// toughness in effect; everything else unchanged (718.5). `None` if there
    /// is no prototype.
    pub fn prototyped(&self) -> Option<CopiableValues> {
        let prototype = self.prototype.as_ref()?;
        let mut values = self.clone();
        values.mana_cost = prototype.mana_cost.clone();
        values.power = Some(prototype.power.clone());
        values.toughness = Some(prototype.toughness.clone());
        values.prototyped = true;
        Some(values)
    }

    /// 105.2, 202.2, 204, 604.3. The colors these values give: those of the
    /// mana cost and color indicator, unless a characteristic-defining
    /// ability sets them.
    pub fn colors(&self) -> ColorSet {
        self.color_definition
            .unwrap_or_else(|| self.mana_cost.colors().union(self.color_indicator.unwrap_or(ColorSet::EMPTY)))
    }

    /// The characteristics an object with exactly these values has (no other
    /// effects applying). The mana value is the mana cost's (202.3).
    pub fn characteristics(&self) -> Characteristics {
        let number = |s: &Option<Stat>| s.as_ref().and_then(Stat::value);
        let text = |s: &Option<Stat>| s.as_ref().map(Stat::text);
        Characteristics {
            name: self.name.clone(),
            mana_cost: (!self.mana_cost.is_none()).then(|| self.mana_cost.clone()),
            mana_value: self.mana_cost.mana_value(),
            colors: self.colors(),
            type_line: self.type_line.text(),
            supertypes: self.type_line.supertypes,
            types: self.type_line.types,
            subtypes: self.type_line.subtypes.clone(),
            every_creature_type: self.every_creature_type,
            power: number(&self.power),
            power_text: text(&self.power),
            toughness: number(&self.toughness),
            toughness_text: text(&self.toughness),
            loyalty: number(&self.loyalty),
            loyalty_text: text(&self.loyalty),
            defense: number(&self.defense),
            defense_text: text(&self.defense),
            keywords: self.keywords.clone(),
            face: None,
            prototyped: self.prototyped,
        }
    }
}

/// 109.3. An object's characteristics: what `db.characteristics(name, view)`
/// answers. Serialized in camelCase; `manaCost` is Scryfall notation or
/// `null` for no mana cost; `power`, `toughness`, `loyalty` and `defense` are
/// numbers, or `null` when absent or defined by text (then `powerText` and
/// the others keep what is printed, e.g. `"*"` or `"1+*"`).
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Characteristics {
    /// 201. Name; `A // B` for a split card's combined characteristics (709.4a).
    pub name: String,
    /// 202.1. Mana cost; `null` for no mana cost (202.1b).
    #[tsify(type = "string | null")]
    pub mana_cost: Option<ManaCost>,
    /// 202.3. Mana value.
    #[tsify(type = "number")]
    pub mana_value: ManaValue,
    /// 105.2. Colors, in WUBRG order.
    #[tsify(type = "Color[]")]
    pub colors: ColorSet,
    /// 205. The type line in canonical form (em dash; `Tribal` written `Kindred`).
    pub type_line: String,
    /// 205.4. Supertypes.
    #[tsify(type = "Supertype[]")]
    pub supertypes: SupertypeSet,
    /// 205.2. Card types.
    #[tsify(type = "CardType[]")]
    pub types: CardTypeSet,
    /// 205.3. Subtypes.
    #[tsify(type = "string[]")]
    pub subtypes: Vec<Cow<'static, str>>,
    /// 702.73a. Changeling: the object is every creature type.
    pub every_creature_type: bool,
    /// 208. Power, if a number.
    pub power: Option<i32>,
    /// 208. Power as printed (`"3"`, `"*"`, `"1+*"`).
    pub power_text: Option<String>,
    /// 208. Toughness, if a number.
    pub toughness: Option<i32>,
    /// 208. Toughness as printed.
    pub toughness_text: Option<String>,
    /// 306.5b. Loyalty, if a number.
    pub loyalty: Option<i32>,
    /// 306.5b. Loyalty as printed.
    pub loyalty_text: Option<String>,
    /// 310.4a. Defense, if a number.
    pub defense: Option<i32>,
    /// 310.4a. Defense as printed.
    pub defense_text: Option<String>,
    /// 702. Keyword abilities.
    pub keywords: Vec<String>,
    /// The index of the face these characteristics come from; `null` for a
    /// split card's combined characteristics (709.4).
    pub face: Option<usize>,
    /// 718.3b. Whether the prototype's values are in effect.
    pub prototyped: bool,
}

/// Which characteristics of a card apply in a view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Applies {
    Face(usize),
    /// 709.4. A split card's halves combined.
    Combined,
}

impl Card {
    /// The face (or combined halves) whose characteristics apply in `view`.
    fn applies(&self, view: &View) -> Result<Applies, CardQueryError> {
        let requested = view.face.map(FaceSelector::index);
        if let Some(face) = requested
            && face >= self.faces.len()
        {
            return Err(CardQueryError::NoSuchFace { card: self.name.clone(), face, faces: self.faces.len() });
        }
        let asked = requested.unwrap_or(0);
        Ok(match self.layout {
            // 712.8a: only the front face outside the stack and battlefield;
            // 712.8c–f: the face that is up on them.
            ref l if l.is_double_faced() => {
                Applies::Face(if view.in_any(&[Zone::Stack, Zone::Battlefield]) { asked } else { 0 })
            }
            // 709.3b: only the half being cast exists on the stack;
            // 709.4: the halves combined everywhere else.
            // TODO(CR 709.5): a Room on the battlefield lacks the name, mana
            // cost and text of each locked half.
            Layout::Split if self.faces.len() > 1 => match requested {
                Some(half) if view.in_any(&[Zone::Stack]) => Applies::Face(half),
                _ => Applies::Combined,
            },
            // 715.3b, 715.4: the Adventure's characteristics only on the stack.
            Layout::Adventure => Applies::Face(if view.in_any(&[Zone::Stack]) { asked } else { 0 }),
            // 710.1b, 710.2: the flipped characteristics only on the battlefield.
            Layout::Flip => Applies::Face(if view.in_any(&[Zone::Battlefield]) { asked } else { 0 }),
            _ => Applies::Face(asked),
        })
    }

    /// 707.2, 718.2a. The copiable values of the object this card is in
    /// `view`.
    pub fn copiable_values(&self, view: &View) -> Result<CopiableValues, CardQueryError> {
        self.values(view).map(|(values, _)| values)
    }

    fn values(&self, view: &View) -> Result<(CopiableValues, Applies), CardQueryError> {
        let applies = self.applies(view)?;
        let mut values = match applies {
            Applies::Combined => self.combined_values(),
            Applies::Face(i) => {
                let face = self.faces.get(i).ok_or(CardQueryError::NoSuchFace {
                    card: self.name.clone(),
                    face: i,
                    faces: self.faces.len(),
                })?;
                let mut values = CopiableValues::of_face(face);
                // 604.3, 611.3a: "As long as [this] isn't on the battlefield, it's a 1/1 Insect creature in
                // addition to its other types." (Grist, the Hunger Tide), in every zone but the battlefield.
                if view.zone != Some(Zone::Battlefield) {
                    for ability in &face.abilities {
                        if let crate::text::Ability::Static {
                            ability:
                                _executed @ crate::text::StaticAbility::CreatureOutsideTheBattlefield {
                                    power,
                                    toughness,
                                    subtype,
                                },
                        } = ability
                        {
                            crate::executed!(static _executed);
                            values.type_line.types = values.type_line.types.with(super::CardType::Creature);
                            values.type_line.subtypes.push(Cow::Owned(subtype.clone()));
                            values.power = Some(Stat::Number { value: *power });
                            values.toughness = Some(Stat::Number { value: *toughness });
                        }
                    }
                }
                // 710.1c: a flipped permanent keeps its mana cost and color.
                if self.layout == Layout::Flip
                    && i > 0
                    && let Some(top) = self.faces.first()
                {
                    values.mana_cost = top.mana_cost.clone();
                    values.color_indicator = top.color_indicator;
                    values.color_definition = top.color_definition;
                }
                values
            }
        };
        if view.cast_as == CastAs::Prototype {
            if values.prototype.is_none() {
                return Err(CardQueryError::NotAPrototype { card: self.name.clone() });
            }
            // 718.4: only on the stack or battlefield.
            if view.in_any(&[Zone::Stack, Zone::Battlefield])
                && let Some(prototyped) = values.prototyped()
            {
                values = prototyped;
            }
        }
        Ok((values, applies))
    }

    /// 709.4. A split card's two halves combined: both names, the combined
    /// mana cost (709.4b), every type (709.4c) and ability.
    fn combined_values(&self) -> CopiableValues {
        let mut symbols = Vec::new();
        let mut type_line = TypeLine::default();
        let mut indicator: Option<ColorSet> = None;
        let mut keywords: Vec<String> = Vec::new();
        let mut text = Vec::new();
        for face in &self.faces {
            symbols.extend_from_slice(face.mana_cost.symbols());
            type_line = type_line.combined(&face.type_line);
            if let Some(colors) = face.color_indicator {
                indicator = Some(indicator.unwrap_or_default().union(colors));
            }
            for k in &face.keywords {
                if !keywords.contains(k) {
                    keywords.push(k.clone());
                }
            }
            text.push(face.oracle_text.as_str());
        }
        let definitions: Vec<ColorSet> = self.faces.iter().filter_map(|f| f.color_definition).collect();
        CopiableValues {
            name: self.name.clone(),
            mana_cost: ManaCost::from_symbols(symbols),
            color_indicator: indicator,
            color_definition: (!definitions.is_empty())
                .then(|| self.faces.iter().fold(ColorSet::EMPTY, |s, f| s.union(f.colors))),
            type_line,
            rules_text: text.join("\n//\n"),
            power: None,
            toughness: None,
            loyalty: None,
            defense: None,
            keywords,
            every_creature_type: self.faces.iter().any(|f| f.every_creature_type),
            prototype: None,
            prototyped: false,
        }
    }

    /// The characteristics of the object this card is in `view` (109.3),
    /// with no effects applying: the face that is up (712.8), the prototype's
    /// values when cast prototyped (718.3b–718.5), a split card's combined
    /// halves (709.4), and a nonmodal double-faced card's back face with the
    /// front face's mana value (202.3b, 712.8e).
    ///
    /// Errors: `no_such_face` for a face the card lacks, `not_a_prototype`
    /// for `castAs: "prototype"` on a card without prototype (702.160a).
    pub fn characteristics(&self, view: &View) -> Result<Characteristics, CardQueryError> {
        let (values, applies) = self.values(view)?;
        let mut characteristics = values.characteristics();
        if let Applies::Face(i) = applies {
            characteristics.face = Some(i);
            // 202.3b, 712.8e: a back face's mana value is the front face's.
            if i > 0
                && self.layout.is_nonmodal_double_faced()
                && let Some(front) = self.faces.first()
            {
                characteristics.mana_value = front.mana_cost.mana_value();
            }
            // 712.8g, 202.3c: a melded permanent's is its front faces' sum.
            if let Some(melded) = self.melded_mana_value {
                characteristics.mana_value = melded;
            }
        }
        Ok(characteristics)
    }
}

/// The longest name an error message repeats, in characters.
const MAX_NAME_IN_MESSAGE: usize = 100;

/// A question about a card that has no answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CardQueryError {
    /// No card (or face) of the database has this name.
    #[error("no card named '{name}' is in the card database")]
    UnknownCard {
        /// The name asked for (at most 100 characters of it).
        name: String,
    },
    /// The view names a face the card does not have.
    #[error("'{card}' has {faces} face(s), numbered from 0; it has no face {face}")]
    NoSuchFace {
        /// The card's name.
        card: String,
        /// The face asked for.
        face: usize,
        /// How many faces it has.
        faces: usize,
    },
    /// `castAs: "prototype"` for a card without prototype.
    #[error("'{card}' has no prototype ability, so it cannot be cast prototyped (CR 702.160a, 718.3)")]
    NotAPrototype {
        /// The card's name.
        card: String,
    },
}

impl CardQueryError {
    /// The error for an unknown name, keeping at most 100 characters of it.
    pub fn unknown_card(name: &str) -> CardQueryError {
        CardQueryError::UnknownCard { name: name.chars().take(MAX_NAME_IN_MESSAGE).collect() }
    }
}

impl Coded for CardQueryError {
    fn code(&self) -> &'static str {
        match self {
            CardQueryError::UnknownCard { .. } => "unknown_card",
            CardQueryError::NoSuchFace { .. } => "no_such_face",
            CardQueryError::NotAPrototype { .. } => "not_a_prototype",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        match self {
            CardQueryError::UnknownCard { .. } => None,
            CardQueryError::NoSuchFace { .. } => Some("712.8"),
            CardQueryError::NotAPrototype { .. } => Some("702.160a"),
        }
    }
}
