//! Abilities (113): [`Ability`], with the [`Trigger`]s of triggered
//! abilities (603) and the [`StaticAbility`]s (604) this engine understands.

use super::cost::{ActivationRestriction, Cost};
use super::effect::{Effect, ObjectFilter};
use super::keyword::KeywordAbility;
use crate::card::CardType;
use crate::color::ColorSet;
use crate::mana::ManaCost;
use serde::Serialize;

/// 113.3. One ability read from one line of oracle text (a keyword line may
/// give several).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Ability {
    /// 702. A keyword ability.
    Keyword {
        /// Which.
        keyword: KeywordAbility,
    },
    /// 603. A triggered ability: "\[When/Whenever/At\] \[condition\], \[effect\]."
    Triggered {
        /// The trigger condition.
        trigger: Trigger,
        /// The effect, in the order written (608.2c).
        effects: Vec<Effect>,
    },
    /// 604. A static ability.
    Static {
        /// Which.
        ability: StaticAbility,
    },
    /// 113.3a. The spell ability of an instant or sorcery: its effects, in the
    /// order written (608.2c).
    Spell {
        /// The effects.
        effects: Vec<Effect>,
    },
    /// 602, 605.1a. A mana ability: an activated ability with no target
    /// that adds mana and neither moves a card to or from a library
    /// (605.1a's fourth criterion, 7 Aug 2026) nor is a loyalty ability:
    /// "{T}: Add {G}.", "{1}, {T}: Add {W}{U}.", "{T}, Sacrifice this
    /// token: Add one mana of any color." Its execution is the game
    /// module's (`game::mana_ability`).
    Mana {
        /// 602.1a. Its cost.
        cost: Cost,
        /// The choices of mana one activation adds, each as mana symbols,
        /// e.g. `\["{W}", "{U}"\]` for "Add {W} or {U}", `\["{C}{C}"\]`.
        #[tsify(type = "string[]")]
        choices: Vec<ManaCost>,
        /// "This land deals 1 damage to you." (pain lands): damage its
        /// source deals to its controller as it resolves (120.3).
        #[serde(skip_serializing_if = "is_zero")]
        damage_to_you: u32,
        /// 106.6. "Spend this mana only to cast \[quality\] spells": the
        /// spells the mana may pay for.
        #[serde(skip_serializing_if = "Option::is_none")]
        spend_only_on: Option<ObjectFilter>,
        /// 602.5. Restrictions on activating it.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        restrictions: Vec<ActivationRestriction>,
    },
    /// 602.1. An activated ability that is not a mana ability: "\[cost\]:
    /// \[effect\]. \[Activate only …\]". It uses the stack (602.2a).
    Activated {
        /// 602.1a. Its cost.
        cost: Cost,
        /// The effect, in the order written (608.2c).
        effects: Vec<Effect>,
        /// 602.5. Restrictions on activating it.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        restrictions: Vec<ActivationRestriction>,
    },
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Ability {
    /// A stable key naming the ability's template: its shape with the
    /// particulars left out. The `type` tags and camelCase enum values stay;
    /// numbers become `#`, other strings (mana symbols, subtypes, colors)
    /// `_`, repeated list items collapse into one, and empty, absent and
    /// false fields are left out. "Add {W} or {U}." and
    /// "Add {G}." share `mana{choices:[_]}`; Shock and Lightning Bolt share
    /// their key. The `template-log` feature records the keys a game executes
    /// (`crate::template_log`), and the coverage command counts the cards
    /// whose every key was executed by a test (ARCHITECTURE.md).
    ///
    /// ```
    /// use mtg_rules::text::{Ability, KeywordAbility};
    /// let flying = Ability::Keyword { keyword: KeywordAbility::Flying };
    /// assert_eq!(flying.template_key(), "keyword{keyword:flying{}}");
    /// ```
    pub fn template_key(&self) -> String {
        serde_json::to_value(self).map(|v| skeleton(&v)).unwrap_or_default()
    }
}

/// The shape of a serialized value (see [`Ability::template_key`]).
fn skeleton(value: &serde_json::Value) -> String {
    use serde_json::Value;
    match value {
        Value::Null => "-".to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Number(_) => "#".to_string(),
        Value::String(s) => {
            let enum_like =
                s.starts_with(|c: char| c.is_ascii_lowercase()) && s.chars().all(|c| c.is_ascii_alphanumeric());
            if enum_like { s.clone() } else { "_".to_string() }
        }
        Value::Array(items) => {
            let mut parts: Vec<String> = Vec::new();
            for item in items {
                let part = skeleton(item);
                if !parts.contains(&part) {
                    parts.push(part);
                }
            }
            format!("[{}]", parts.join(","))
        }
        Value::Object(map) => {
            let tag = map.get("type").and_then(Value::as_str).unwrap_or_default();
            let mut fields: Vec<String> = map
                .iter()
                .filter(|(k, _)| *k != "type")
                .map(|(k, v)| (k, skeleton(v)))
                .filter(|(_, v)| !matches!(v.as_str(), "[]" | "-" | "false"))
                .map(|(k, v)| format!("{k}:{v}"))
                .collect();
            fields.sort();
            format!("{tag}{{{}}}", fields.join(","))
        }
    }
}

/// Which step a "beginning of" trigger waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum TriggerStep {
    /// 503. The upkeep step.
    Upkeep,
    /// 513. The end step.
    EndStep,
}

/// Whose step a "beginning of" trigger waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Whose {
    /// "your upkeep".
    Yours,
    /// "each upkeep", "the end step": every player's.
    Each,
}

/// 603.1. A trigger condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Trigger {
    /// 603.6a. "When \[this\] enters".
    SelfEnters,
    /// 508.1m. "Whenever \[this\] attacks".
    SelfAttacks,
    /// 700.4, 603.6c. "When \[this\] dies".
    SelfDies,
    /// 603.6c, 603.10a. "When \[this\] is put into a graveyard from the
    /// battlefield" (any permanent, Chromatic Star).
    SelfPutIntoGraveyard,
    /// 601.2i. "Whenever you cast a … spell".
    YouCast {
        /// Which spells.
        spells: ObjectFilter,
    },
    /// 503.1a, 513.1a. "At the beginning of your upkeep / end step".
    BeginningOf {
        /// Which step.
        step: TriggerStep,
        /// Whose.
        whose: Whose,
    },
}

/// 614.1c. The condition of "enters tapped unless …", judged for the
/// player it enters under, among the other permanents they control (the
/// one entering is not on the battlefield yet).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum EnterCondition {
    /// "unless you control a Plains or an Island" (check lands): a
    /// permanent with one of these subtypes.
    YouControlA {
        /// The subtypes, as the rules' lists spell them (205.3i).
        subtypes: Vec<String>,
    },
    /// "unless you control two or fewer other lands" (fast lands).
    AtMostOtherLands {
        /// The most other lands.
        lands: u32,
    },
    /// "unless you control two or more other lands" (slow lands).
    AtLeastOtherLands {
        /// The fewest other lands.
        lands: u32,
    },
}

/// 601.2f. What a "costs {N} less to cast for each …" ability counts, for
/// the player casting the spell.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum CostCount {
    /// "for each artifact you control" (affinity, 702.41a, reads so too):
    /// the permanents they control that the filter matches.
    Permanents {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// "for each instant and sorcery card in your graveyard": the cards in
    /// their graveyard with one of these card types.
    GraveyardCards {
        /// The card types, any one of which counts.
        #[tsify(type = "CardType[]")]
        types: Vec<CardType>,
    },
}

/// 604. A static ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum StaticAbility {
    /// 601.2f. "\[Quality\] spells you cast cost {N} less to cast."
    CostReduction {
        /// Which spells.
        spells: ObjectFilter,
        /// How much generic mana less.
        generic: u32,
    },
    /// 613.1f (layer 6). "\[Quality\] creatures you control have \[keywords\]."
    GrantKeywords {
        /// Which permanents.
        creatures: ObjectFilter,
        /// The keywords granted.
        keywords: Vec<KeywordAbility>,
    },
    /// 613.4c (layer 7c). "\[Quality\] creatures you control get +N/+N."
    Anthem {
        /// Which permanents.
        creatures: ObjectFilter,
        /// Power change.
        power: i32,
        /// Toughness change.
        toughness: i32,
    },
    /// 601.2f. "This spell costs {N} less to cast for each \[thing\]." (a
    /// static ability that functions while the card is being cast, 604.2).
    SelfCostReduction {
        /// Generic mana less for each one counted.
        generic: u32,
        /// What is counted.
        per: CostCount,
    },
    /// 601.2f. "\[Quality\] spells cost {N} more to cast." (every player's
    /// spells, unless the quality says whose).
    CostIncrease {
        /// Which spells.
        spells: ObjectFilter,
        /// How much generic mana more.
        generic: u32,
    },
    /// 702.76a. "\[Quality\] spells you cast have prowl {cost}."
    GrantProwl {
        /// Which spells.
        spells: ObjectFilter,
        /// The prowl cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 604.3, 105.2. "\[This\] is all colors." and the like.
    ColorDefinition {
        /// The colors it has.
        #[tsify(type = "Color[]")]
        colors: ColorSet,
    },
    /// 614.1c. "\[This\] enters tapped." (a replacement effect).
    EntersTapped,
    /// 614.1c, 614.12. "As \[this\] enters, you may pay N life. If you
    /// don't, it enters tapped." (a shock land: a replacement effect whose
    /// choice its controller makes as it enters).
    PayLifeOrEntersTapped {
        /// The life to pay.
        life: u32,
    },
    /// 614.1c. "\[This\] enters tapped unless \[condition\]." (check lands,
    /// fast lands, slow lands): a replacement effect whose condition is
    /// judged as the permanent enters.
    EntersTappedUnless {
        /// What keeps it from entering tapped.
        unless: EnterCondition,
    },
    /// 614.1c. "If you control two or more other lands, \[this\] enters
    /// tapped." (the condition judged as it enters).
    EntersTappedIf {
        /// What makes it enter tapped.
        condition: EnterCondition,
    },
    /// 509.1b. "\[This\] can't block." (a restriction on blocking).
    CantBlock,
    /// 614.1c, 707.9. "You may have \[this\] enter as a copy of any creature
    /// on the battlefield." (a replacement effect).
    EntersAsCopy {
        /// Whether the controller may decline ("you may").
        optional: bool,
        /// What may be copied.
        of: ObjectFilter,
    },
}
