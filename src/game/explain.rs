//! What changed a permanent's characteristics, and why (613): the changes
//! the layer system applies, as it applies them.
//!
//! There is one layer system, `Game::permanent_among`: it reports each
//! change it makes to a recorder, an `Applied` passed to a generic closure.
//! The hot paths (`permanent_of`, `permanent_with`) pass a closure that does
//! nothing, which compiles away; `Game::apply_layers` records the keywords
//! and type changes for [`Game::characteristics`]; and
//! [`Game::explain_characteristics`] turns every change into an
//! [`AppliedEffect`] with its layer, its rule and its source, so the
//! explanation can never drift from what the engine computes.
//!
//! Layer 2 (control-changing effects, 613.1b) is reported from
//! `GameState::control_changes` (the one that decides, 613.7a); a permanent
//! that entered under another player's control than its owner's (108.4:
//! Reanimate's "under your control", 110.2a) is reported by `controller` and
//! `owner`. Layer 7d (switching, 613.4d) is reported from
//! `GameState::switched`. Layer 3 (text) is not modelled.

use super::Game;
use super::error::RulesError;
use super::ids::{ObjectId, PlayerId};
use super::state::{CastMethod, ControlChange, CopyOf, GameObject, TypeChange};
use crate::card::{CardTypeSet, Characteristics, Zone};
use crate::color::ColorSet;
use crate::counter::Counters;
use crate::text::KeywordAbility;
use serde::Serialize;

/// One change the layer system applies to a permanent, as
/// [`Game::permanent_among`] applies it (borrowed: recording costs nothing
/// when the recorder does nothing).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Applied<'a> {
    /// 707.2, 613.2a (layer 1): it has the copiable values of another card,
    /// with the copy's exceptions (707.9b).
    Copy {
        /// What it copies.
        copy: &'a CopyOf,
    },
    /// 613.1b (layer 2): a control-changing effect decides its controller.
    ControlChanged {
        /// The effect (the latest on it, 613.7a).
        change: &'a ControlChange,
    },
    /// 611.2a, 613.1d–e, 613.1f, 613.4b: its own "until end of turn, this
    /// land becomes a … creature" (layers 4, 5, 6 and 7b at once), the
    /// characteristics it has while that applies.
    Animated {
        /// The animation.
        became: &'a super::state::BecameCreature,
        /// Its characteristics while animated.
        characteristics: &'a Characteristics,
    },
    /// 701.47a, 613.1d (layer 4): "it becomes a \[subtype\] in addition to its
    /// other types".
    SubtypeAdded {
        /// The creature type.
        subtype: &'a str,
    },
    /// 205.1a, 613.1d (layer 4), 613.4b (layer 7b): an effect set its card
    /// types, subtypes and base power and toughness.
    TypeChanged {
        /// The effect.
        change: &'a TypeChange,
    },
    /// 613.1d, 305.7 (layer 4): basic land types other permanents give it or
    /// set.
    LandTypes {
        /// Its characteristics before.
        before: &'a Characteristics,
        /// … and after.
        after: &'a Characteristics,
    },
    /// 613.1d (layer 4), 700.5: "As long as your devotion to red and green
    /// is less than seven, \[this\] isn't a creature." (its own ability).
    NotACreature {
        /// Its characteristics after.
        after: &'a Characteristics,
    },
    /// 613.1e (layer 5): "Each nonland permanent you control is all colors."
    /// (Leyline of the Guildpact).
    AllColors {
        /// The permanent whose ability makes it so.
        source: &'a GameObject,
    },
    /// 613.1f (layer 6): it gains a keyword ability.
    KeywordGained {
        /// The keyword.
        keyword: &'a KeywordAbility,
        /// What gives it.
        by: By<'a>,
    },
    /// 613.1f (layer 6): it loses a keyword ability.
    KeywordLost {
        /// The keyword.
        keyword: &'a KeywordAbility,
        /// What takes it.
        by: By<'a>,
    },
    /// 613.1f (layer 6): "Creatures lose all abilities." (every keyword it
    /// had so far, printed or gained).
    AbilitiesLost,
    /// 604.3, 613.4a (layer 7a): a characteristic-defining ability of its own
    /// gives its printed `*` a value.
    Defined {
        /// What it adds to the power.
        power: i64,
        /// What it adds to the toughness.
        toughness: i64,
    },
    /// 613.4d (layer 7d): its power and toughness switched.
    Switched,
    /// 613.4c (layer 7c): power and toughness changed (not set).
    Modified {
        /// The power change.
        power: i64,
        /// The toughness change.
        toughness: i64,
        /// What changes them.
        by: By<'a>,
    },
}

/// What a change of [`Applied`] comes from.
#[derive(Clone, Copy, Debug)]
pub(crate) enum By<'a> {
    /// A static ability of a permanent (613.1f, 613.4c: a grant, an anthem,
    /// its own "as long as" ability).
    Static(&'a GameObject),
    /// 301.5a, 303.4a: the static ability of an Equipment or Aura attached to it.
    Attached(&'a GameObject),
    /// 122.1a–b: counters on it.
    Counters,
    /// 702.109a, 702.152a: its dash or blitz cost was paid.
    CastMethod,
    /// 205.1a: the effect that set its types ([`Applied::TypeChanged`]).
    TypeChange,
    /// 611.2a: an effect of a resolved spell or ability, until end of turn.
    UntilEndOfTurn,
    /// 611.2a: an effect of a resolved spell or ability, until a player's
    /// next turn.
    UntilNextTurn,
}

/// 613.1. A layer of the continuous-effects system, serialized as its number:
/// `"1"`, `"2"`, `"4"`, `"5"`, `"6"`, `"7a"`, `"7b"`, `"7c"`, `"7d"`. Layer 3
/// (text) is not modelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, tsify::Tsify)]
pub enum Layer {
    /// 613.1a. Copy effects.
    #[serde(rename = "1")]
    Copy,
    /// 613.1b. Control-changing effects.
    #[serde(rename = "2")]
    Control,
    /// 613.1d. Type-changing effects.
    #[serde(rename = "4")]
    Type,
    /// 613.1e. Color-changing effects.
    #[serde(rename = "5")]
    Color,
    /// 613.1f. Ability-adding and ability-removing effects.
    #[serde(rename = "6")]
    Ability,
    /// 613.4a. Characteristic-defining abilities that define power and toughness.
    #[serde(rename = "7a")]
    PowerToughnessDefining,
    /// 613.4b. Effects that set power and toughness.
    #[serde(rename = "7b")]
    PowerToughnessSetting,
    /// 613.4c. Effects and counters that modify power and toughness.
    #[serde(rename = "7c")]
    PowerToughnessModifying,
    /// 613.4d. Effects that switch power and toughness.
    #[serde(rename = "7d")]
    PowerToughnessSwitching,
}

/// What gave a permanent a keyword or changed its power and toughness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Cause {
    /// A static ability of a permanent: an anthem, a grant (613.1f, 613.4c).
    StaticAbility,
    /// An Equipment or Aura attached to it (301.5a, 303.4a).
    Attached,
    /// Counters on it (122.1a, 122.1b).
    Counters,
    /// Its dash or blitz cost was paid (702.109a, 702.152a).
    CastMethod,
    /// An effect that set its types (205.1a).
    TypeChange,
    /// Its own "becomes a … creature until end of turn" (611.2a).
    Animation,
    /// An effect of a spell or ability that lasts until end of turn (611.2a).
    UntilEndOfTurn,
    /// An effect of a spell or ability that lasts until a player's next
    /// turn ("until your next turn", 611.2a).
    UntilNextTurn,
}

/// What one continuous effect (or counters) changed.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum CharacteristicChange {
    /// 707.2: it is a copy of this card (its name, as the copy has it).
    Copy {
        /// The copied card's name.
        card: String,
        /// The copied power (the base of layers 7a–7c; `null` for none or `*`).
        power: Option<i32>,
        /// The copied toughness.
        toughness: Option<i32>,
    },
    /// 108.4, 613.1b: this player controls it.
    Controller {
        /// The controller.
        controller: PlayerId,
        /// 514.2: only until end of turn.
        until_end_of_turn: bool,
    },
    /// 707.9b: an exception of the copy effect.
    CopyException {
        /// A subtype it has in addition.
        subtype: Option<String>,
        /// Its colors instead of the copied card's.
        #[tsify(type = "Color[] | null")]
        colors: Option<ColorSet>,
        /// It has no mana cost.
        no_mana_cost: bool,
        /// It has haste.
        haste: bool,
    },
    /// 205.1a, 611.2a: its card types and subtypes are now these.
    Types {
        /// Its card types.
        #[tsify(type = "CardType[]")]
        types: CardTypeSet,
        /// Its subtypes.
        subtypes: Vec<String>,
    },
    /// 701.47a: a creature type in addition to its other types.
    SubtypeAdded {
        /// The creature type.
        subtype: String,
    },
    /// 305.7: a nonbasic land is this basic land type instead of its land
    /// types, and loses the abilities of its rules text.
    LandTypeSet {
        /// The basic land type.
        subtype: String,
    },
    /// 613.1d, 305.6: a basic land type in addition to its other types (and its
    /// mana ability).
    LandTypeAdded {
        /// The basic land type.
        subtype: String,
    },
    /// 105.3: its colors are now these.
    Colors {
        /// Its colors.
        #[tsify(type = "Color[]")]
        colors: ColorSet,
    },
    /// 613.1f: it has this keyword ability.
    KeywordGained {
        /// The keyword.
        keyword: String,
        /// What gives it.
        cause: Cause,
    },
    /// 613.1f: it loses this keyword ability.
    KeywordLost {
        /// The keyword.
        keyword: String,
        /// What takes it.
        cause: Cause,
    },
    /// 613.1f: it loses all abilities.
    AbilitiesLost,
    /// 604.3: a characteristic-defining ability adds this to its printed `*`.
    PowerToughnessDefined {
        /// Added to the power.
        power: i64,
        /// Added to the toughness.
        toughness: i64,
    },
    /// 613.4b: its base power and toughness are set.
    PowerToughnessSet {
        /// The power.
        power: i32,
        /// The toughness.
        toughness: i32,
    },
    /// 613.4d: its power and toughness are switched (until end of turn).
    PowerToughnessSwitched,
    /// 613.4c: its power and toughness change by these.
    PowerToughnessChanged {
        /// The power change.
        power: i64,
        /// The toughness change.
        toughness: i64,
        /// What changes them.
        cause: Cause,
    },
}

/// One change to a permanent's characteristics, with its layer, the rule
/// that says what it does, and the object whose ability made it. (Its
/// TypeScript type, `{ layer, rule, source, sourceName } &
/// CharacteristicChange`, is declared in the façade: tsify cannot extend a
/// union.)
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AppliedEffect {
    /// The layer it applies in (613.1, 613.4).
    pub layer: Layer,
    /// The rule, e.g. `"613.4c"`.
    pub rule: &'static str,
    /// The object whose ability makes it, when the engine knows it (counters
    /// and effects of resolved spells have none).
    pub source: Option<ObjectId>,
    /// That object's name now.
    pub source_name: Option<String>,
    /// What it changes.
    #[serde(flatten)]
    pub change: CharacteristicChange,
}

/// 109.3, 613. A permanent's characteristics as printed, as they are now
/// (exactly [`Game::characteristics`]), and the changes between, in layer
/// order (613.1; within a layer, in the order the engine applies them).
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CharacteristicsExplanation {
    /// The permanent.
    pub object: ObjectId,
    /// The characteristics of its own card as printed (the face up,
    /// prototyped or not), before any effect.
    pub printed: Characteristics,
    /// Its characteristics now.
    pub characteristics: Characteristics,
    /// 108.4: its controller …
    pub controller: PlayerId,
    /// … and its owner (108.3): they differ when it was put onto the
    /// battlefield under another player's control (110.2a). Control-changing
    /// effects (layer 2, 613.1b) are not modelled.
    pub owner: PlayerId,
    /// 122.1. The counters on it.
    pub counters: Counters,
    /// What changed its characteristics, in layer order.
    pub changes: Vec<AppliedEffect>,
}

impl Game {
    /// The characteristics of the permanent `id` explained (613): its printed
    /// characteristics, its characteristics now and every change the layer
    /// system applied to get there, with layer, rule and source. Errors:
    /// `unknown_object` (400.7), `not_a_permanent` (110.1) for an object
    /// elsewhere than on the battlefield.
    pub fn explain_characteristics(&self, id: ObjectId) -> Result<CharacteristicsExplanation, RulesError> {
        let object = self.object(id)?;
        if object.zone != Zone::Battlefield {
            return Err(RulesError::Illegal {
                code: "not_a_permanent",
                rule: "110.1",
                message: format!(
                    "object {id} is not a permanent: it is not on the battlefield but in zone {:?} (CR 110.1)",
                    object.zone
                ),
            });
        }
        let own = self.cards.get(object.card_index as usize).ok_or_else(|| RulesError::Internal {
            message: format!("object {id} names a card the game does not have"),
        })?;
        let printed = own
            .card
            .characteristics(&Self::view_of(object))
            .map_err(|e| RulesError::Internal { message: e.to_string() })?;
        let characteristics = self.characteristics_of(object)?;
        let mut recorded = Vec::new();
        let battlefield = self.state.objects_in(&self.state.battlefield).flatten();
        self.permanent_among(object, battlefield, |applied| recorded.push(self.explained(object, applied)));
        let mut changes: Vec<AppliedEffect> = recorded.into_iter().flatten().collect();
        // 613.1, 613.4: in layer order; within a layer, as applied (a stable sort).
        changes.sort_by_key(|c| c.layer);
        Ok(CharacteristicsExplanation {
            object: id,
            printed,
            characteristics,
            controller: object.controller,
            owner: object.owner,
            counters: object.counters.clone(),
            changes,
        })
    }

    /// The [`AppliedEffect`]s one recorded change of `object` stands for.
    fn explained(&self, object: &GameObject, applied: Applied<'_>) -> Vec<AppliedEffect> {
        let itself = Some(object);
        let effect = |layer, rule, source: Option<&GameObject>, change| AppliedEffect {
            layer,
            rule,
            source: source.map(|s| s.id),
            source_name: source.and_then(|s| self.characteristics_of(s).ok()).map(|c| c.name),
            change,
        };
        match applied {
            Applied::Copy { copy } => {
                let copied = self.entry(object).ok();
                let card = copied.map_or_else(|| copy.card.clone(), |e| e.card.name.clone());
                let base = copied.and_then(|e| {
                    e.battlefield.get(object.face.unwrap_or(0))?.get(usize::from(object.prototyped))?.clone()
                });
                let (power, toughness) = base.map_or((None, None), |(c, _)| (c.power, c.toughness));
                // The copy effect is its own: named by its own card (Clone).
                let own = self
                    .cards
                    .get(object.card_index as usize)
                    .and_then(|e| e.card.characteristics(&Self::view_of(object)).ok());
                let own = |mut e: AppliedEffect| {
                    e.source_name = own.as_ref().map(|c| c.name.clone());
                    e
                };
                let mut out = vec![own(effect(
                    Layer::Copy,
                    "707.2",
                    itself,
                    CharacteristicChange::Copy { card, power, toughness },
                ))];
                if copy.excepts() {
                    out.push(own(effect(
                        Layer::Copy,
                        "707.9b",
                        itself,
                        CharacteristicChange::CopyException {
                            subtype: copy.also_subtype.clone(),
                            colors: copy.colors,
                            no_mana_cost: copy.no_mana_cost,
                            haste: copy.haste,
                        },
                    )));
                }
                out
            }
            Applied::ControlChanged { change } => {
                let controller = CharacteristicChange::Controller {
                    controller: change.controller,
                    until_end_of_turn: change.until_end_of_turn,
                };
                vec![effect(Layer::Control, "613.1b", self.state.object(change.source), controller)]
            }
            Applied::Animated { became, characteristics: c } => {
                let mut out = vec![
                    effect(Layer::Type, "611.2a", itself, types_of(c)),
                    effect(Layer::Color, "613.1e", itself, CharacteristicChange::Colors { colors: c.colors }),
                ];
                if let Some(crate::text::Effect::BecomeCreature { keywords, .. }) =
                    self.animation_effect(object, became)
                {
                    for keyword in keywords {
                        let change =
                            CharacteristicChange::KeywordGained { keyword: keyword.name(), cause: Cause::Animation };
                        out.push(effect(Layer::Ability, "613.1f", itself, change));
                    }
                }
                let (power, toughness) = (c.power.unwrap_or(0), c.toughness.unwrap_or(0));
                let set = CharacteristicChange::PowerToughnessSet { power, toughness };
                out.push(effect(Layer::PowerToughnessSetting, "613.4b", itself, set));
                out
            }
            Applied::SubtypeAdded { subtype } => vec![effect(
                Layer::Type,
                "701.47a",
                None,
                CharacteristicChange::SubtypeAdded { subtype: subtype.to_owned() },
            )],
            Applied::TypeChanged { change } => {
                let types = CharacteristicChange::Types {
                    types: change.types.iter().copied().collect(),
                    subtypes: change.subtypes.clone(),
                };
                let set = CharacteristicChange::PowerToughnessSet { power: change.power, toughness: change.toughness };
                vec![
                    effect(Layer::Type, "205.1a", None, types),
                    effect(Layer::PowerToughnessSetting, "613.4b", None, set),
                ]
            }
            Applied::LandTypes { before, after } => self
                .land_type_changes(object, before, after)
                .into_iter()
                .map(|(rule, source, change)| effect(Layer::Type, rule, self.state.object(source), change))
                .collect(),
            Applied::NotACreature { after } => {
                let subtypes = after.subtypes.iter().map(|t| t.to_string()).collect();
                let types = CharacteristicChange::Types { types: after.types, subtypes };
                vec![effect(Layer::Type, "700.5", Some(object), types)]
            }
            Applied::AllColors { source } => {
                let change = CharacteristicChange::Colors { colors: ColorSet::ALL };
                vec![effect(Layer::Color, "613.1e", Some(source), change)]
            }
            Applied::KeywordGained { keyword, by } => {
                let (cause, rule, source) = self.cause(object, by);
                let change = CharacteristicChange::KeywordGained { keyword: keyword.name(), cause };
                vec![effect(Layer::Ability, rule, source, change)]
            }
            Applied::KeywordLost { keyword, by } => {
                let (cause, _, source) = self.cause(object, by);
                let change = CharacteristicChange::KeywordLost { keyword: keyword.name(), cause };
                vec![effect(Layer::Ability, "613.1f", source, change)]
            }
            Applied::AbilitiesLost => {
                let source = self.abilities_lost_to(object);
                vec![effect(Layer::Ability, "613.1f", source, CharacteristicChange::AbilitiesLost)]
            }
            Applied::Defined { power, toughness } => vec![effect(
                Layer::PowerToughnessDefining,
                "604.3",
                itself,
                CharacteristicChange::PowerToughnessDefined { power, toughness },
            )],
            // Nothing changed (no counter of those kinds, a +0/+0 part of a change).
            Applied::Modified { power: 0, toughness: 0, .. } => Vec::new(),
            Applied::Modified { power, toughness, by } => {
                let (cause, _, source) = self.cause(object, by);
                let change = CharacteristicChange::PowerToughnessChanged { power, toughness, cause };
                vec![effect(Layer::PowerToughnessModifying, "613.4c", source, change)]
            }
            Applied::Switched => {
                vec![effect(
                    Layer::PowerToughnessSwitching,
                    "613.4d",
                    None,
                    CharacteristicChange::PowerToughnessSwitched,
                )]
            }
        }
    }

    /// What a recorded cause is: its public name, the rule that makes it
    /// give a keyword, and its source object.
    fn cause<'a>(&self, object: &'a GameObject, by: By<'a>) -> (Cause, &'static str, Option<&'a GameObject>) {
        match by {
            By::Static(source) => (Cause::StaticAbility, "613.1f", Some(source)),
            By::Attached(source) => {
                (Cause::Attached, if is_aura(self, source) { "303.4a" } else { "301.5a" }, Some(source))
            }
            By::Counters => (Cause::Counters, "122.1b", None),
            By::CastMethod => {
                let rule = if object.cast_method == Some(CastMethod::Blitz) { "702.152a" } else { "702.109a" };
                (Cause::CastMethod, rule, Some(object))
            }
            By::TypeChange => (Cause::TypeChange, "613.1f", None),
            By::UntilEndOfTurn => (Cause::UntilEndOfTurn, "611.2a", None),
            By::UntilNextTurn => (Cause::UntilNextTurn, "611.2a", None),
        }
    }

    /// 613.1d, 305.7: the land types `object` gets in layer 4 (`before` →
    /// `after`), each with its rule and the permanent whose ability gives it.
    fn land_type_changes(
        &self,
        object: &GameObject,
        before: &Characteristics,
        after: &Characteristics,
    ) -> Vec<(&'static str, ObjectId, CharacteristicChange)> {
        let mut out = Vec::new();
        let nonbasic = self.is_nonbasic_land(object);
        self.land_type_sources(object.controller, |source, ability| match ability {
            crate::text::StaticAbility::NonbasicLandsAre { subtype } if nonbasic => {
                // 613.7: the land types added before it are gone.
                out.retain(|(_, _, c)| !matches!(c, CharacteristicChange::LandTypeAdded { .. }));
                let change = CharacteristicChange::LandTypeSet { subtype: subtype.clone() };
                out.push(("305.7", source.id, change));
            }
            crate::text::StaticAbility::LandsAreAlso { subtype }
                if after.subtypes.iter().any(|s| s == subtype) && !before.subtypes.iter().any(|s| s == subtype) =>
            {
                let change = CharacteristicChange::LandTypeAdded { subtype: subtype.clone() };
                out.push(("613.1d", source.id, change));
            }
            // Leyline of the Guildpact: each basic land type it did not have.
            crate::text::StaticAbility::LandsYouControlAreEveryBasicLandType => {
                for subtype in crate::text::BASIC_LAND_TYPES {
                    if after.subtypes.iter().any(|s| s == subtype) && !before.subtypes.iter().any(|s| s == subtype) {
                        let change = CharacteristicChange::LandTypeAdded { subtype: subtype.to_string() };
                        out.push(("305.7", source.id, change));
                    }
                }
            }
            _ => {}
        });
        out
    }
}

/// 301.5a, 303.4a. Whether an attached permanent is an Aura (else an Equipment).
fn is_aura(game: &Game, source: &GameObject) -> bool {
    game.permanent_of(source).is_some_and(|v| v.characteristics.subtypes.iter().any(|s| s == "Aura"))
}

/// The card types and subtypes of `c`, as a change.
fn types_of(c: &Characteristics) -> CharacteristicChange {
    CharacteristicChange::Types { types: c.types, subtypes: c.subtypes.iter().map(|s| s.to_string()).collect() }
}
