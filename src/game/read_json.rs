//! Hand-written JSON readers for what the façade reads most often and what
//! serde's derive makes large: an [`Action`] (its variants are internally
//! tagged, so serde's derive buffers each one through its generic `Content`
//! tree, about 28 KB of the gzipped wasm). These readers walk a
//! [`serde_json::Value`] with plain, non-generic code; they accept exactly
//! the JSON the derived `Deserialize` accepts (same shapes, defaults and
//! unknown-field errors, checked against it by the tests below), with shorter
//! messages. The derived impls stay for native users and as the reference.
//!
//! Keeping them in step: each variant is built with a struct literal, so a new
//! field fails to compile here; a new variant fails to compile in the
//! exhaustive `match` of [`action_tag`], whose comment says to add its arm to
//! [`read_action`] too.

use super::action::Action;
use super::combat::{AttackDeclaration, AttackTarget, BlockDeclaration, DamageAssignment, DamageTo};
use super::enter::{EnterCause, EnterChoice, Entering};
use super::ids::{ObjectId, PlayerId};
use super::mulligan::Mulligans;
use super::payment::{Payment, PaymentPlan, SourceCost};
use super::state::{CastMethod, ChoicePurpose, CopyOf, ManaType, PayFor, Pending};
use super::targets::Target;
use crate::color::Color;
use crate::text::SearchDestination;
use serde::Deserialize;
use serde_json::{Map, Value};

type Read<T> = Result<T, String>;

/// A value read from JSON by hand.
pub(crate) trait FromJson: Sized {
    /// Reads `value`, or says what is wrong with it.
    fn read(value: &Value) -> Read<Self>;
}

/// What kind of JSON value `value` is, for messages.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

pub(crate) fn invalid(value: &Value, expected: &str) -> String {
    format!("invalid value: {} ({value}), expected {expected}", kind(value))
}

/// The fields of a JSON object.
struct Fields<'a> {
    map: &'a Map<String, Value>,
    what: &'static str,
}

impl<'a> Fields<'a> {
    /// `value` as an object; with `known`, any other key is an error (serde's
    /// `deny_unknown_fields`). The tag `type` of a tagged enum is always known.
    fn of(value: &'a Value, what: &'static str, known: Option<&[&str]>) -> Read<Fields<'a>> {
        let Value::Object(map) = value else { return Err(invalid(value, what)) };
        if let Some(known) = known
            && let Some(key) = map.keys().find(|key| *key != "type" && !known.contains(&key.as_str()))
        {
            return Err(format!("unknown field `{key}` in {what}, expected one of `{}`", known.join("`, `")));
        }
        Ok(Fields { map, what })
    }

    /// A field that must be present.
    fn req<T: FromJson>(&self, key: &str) -> Read<T> {
        match self.map.get(key) {
            Some(value) => T::read(value).map_err(|e| format!("{}.{key}: {e}", self.what)),
            None => Err(format!("missing field `{key}` in {}", self.what)),
        }
    }

    /// A field that may be absent (serde's `default`, or an `Option`).
    fn opt<T: FromJson + Default>(&self, key: &str) -> Read<T> {
        if self.map.contains_key(key) { self.req(key) } else { Ok(T::default()) }
    }
}

/// The `type` tag of an internally tagged enum's object.
fn tag<'a>(value: &'a Value, what: &'static str) -> Read<&'a str> {
    let Value::Object(map) = value else { return Err(invalid(value, what)) };
    match map.get("type") {
        Some(Value::String(tag)) => Ok(tag),
        Some(other) => Err(invalid(other, "a string `type`")),
        None => Err(format!("missing field `type` in {what}")),
    }
}

fn unknown_variant(tag: &str, what: &str) -> String {
    format!("unknown variant `{tag}` of {what}")
}

fn whole(value: &Value, max: u64, expected: &str) -> Read<u64> {
    value.as_u64().filter(|n| *n <= max).ok_or_else(|| invalid(value, expected))
}

impl FromJson for u32 {
    fn read(value: &Value) -> Read<u32> {
        whole(value, u64::from(u32::MAX), "a u32").map(|n| n as u32)
    }
}

impl FromJson for usize {
    fn read(value: &Value) -> Read<usize> {
        whole(value, usize::MAX as u64, "a usize").map(|n| n as usize)
    }
}

impl FromJson for String {
    fn read(value: &Value) -> Read<String> {
        value.as_str().map(str::to_string).ok_or_else(|| invalid(value, "a string"))
    }
}

impl FromJson for bool {
    fn read(value: &Value) -> Read<bool> {
        value.as_bool().ok_or_else(|| invalid(value, "a boolean"))
    }
}

impl FromJson for ObjectId {
    fn read(value: &Value) -> Read<ObjectId> {
        u32::read(value).map(ObjectId)
    }
}

impl FromJson for PlayerId {
    fn read(value: &Value) -> Read<PlayerId> {
        whole(value, u64::from(u8::MAX), "a u8").map(|n| PlayerId(n as u8))
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn read(value: &Value) -> Read<Option<T>> {
        if value.is_null() { Ok(None) } else { T::read(value).map(Some) }
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn read(value: &Value) -> Read<Vec<T>> {
        let Value::Array(items) = value else { return Err(invalid(value, "an array")) };
        items.iter().enumerate().map(|(i, item)| T::read(item).map_err(|e| format!("[{i}]: {e}"))).collect()
    }
}

/// A unit variant serialized as its name: the one of `names` it is, by index.
fn unit(value: &Value, names: &[&str], what: &str) -> Read<usize> {
    value.as_str().and_then(|s| names.iter().position(|name| *name == s)).ok_or_else(|| invalid(value, what))
}

impl FromJson for Color {
    fn read(value: &Value) -> Read<Color> {
        unit(value, &["W", "U", "B", "R", "G"], "a color").map(|i| Color::ALL[i])
    }
}

impl FromJson for ManaType {
    fn read(value: &Value) -> Read<ManaType> {
        const ALL: [ManaType; 6] = [ManaType::W, ManaType::U, ManaType::B, ManaType::R, ManaType::G, ManaType::C];
        unit(value, &["W", "U", "B", "R", "G", "C"], "a mana type").map(|i| ALL[i])
    }
}

impl FromJson for Target {
    fn read(value: &Value) -> Read<Target> {
        const WHAT: &str = "target";
        Ok(match tag(value, WHAT)? {
            "player" => Target::Player { player: Fields::of(value, WHAT, Some(&["player"]))?.req("player")? },
            "object" => Target::Object { object: Fields::of(value, WHAT, Some(&["object"]))?.req("object")? },
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for CastMethod {
    fn read(value: &Value) -> Read<CastMethod> {
        const WHAT: &str = "cast method";
        Ok(match tag(value, WHAT)? {
            "normal" => CastMethod::Normal,
            "prototype" => CastMethod::Prototype,
            "prowl" => CastMethod::Prowl,
            "transformed" => CastMethod::Transformed,
            "sneak" => CastMethod::Sneak { returning: Fields::of(value, WHAT, None)?.opt("returning")? },
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for Payment {
    fn read(value: &Value) -> Read<Payment> {
        const WHAT: &str = "payment";
        Ok(match tag(value, WHAT)? {
            "mana" => {
                let f = Fields::of(value, WHAT, Some(&["symbol", "source", "mana", "snow"]))?;
                Payment::Mana {
                    symbol: f.req("symbol")?,
                    source: f.opt("source")?,
                    mana: f.req("mana")?,
                    snow: f.opt("snow")?,
                }
            }
            "life" => {
                let f = Fields::of(value, WHAT, Some(&["symbol", "amount"]))?;
                Payment::Life { symbol: f.req("symbol")?, amount: f.req("amount")? }
            }
            "tap" => {
                let f = Fields::of(value, WHAT, Some(&["symbol", "object"]))?;
                Payment::Tap { symbol: f.req("symbol")?, object: f.req("object")? }
            }
            "exile" => {
                let f = Fields::of(value, WHAT, Some(&["symbol", "object"]))?;
                Payment::Exile { symbol: f.req("symbol")?, object: f.req("object")? }
            }
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for SourceCost {
    fn read(value: &Value) -> Read<SourceCost> {
        let f = untagged(value, "source cost", &["source", "life", "damage", "sacrifice"])?;
        Ok(SourceCost {
            source: f.req("source")?,
            life: f.opt("life")?,
            damage: f.opt("damage")?,
            sacrifice: f.opt("sacrifice")?,
        })
    }
}

impl FromJson for PaymentPlan {
    fn read(value: &Value) -> Read<PaymentPlan> {
        let f = untagged(value, "payment plan", &["payments", "costs"])?;
        Ok(PaymentPlan { payments: f.req("payments")?, costs: f.opt("costs")? })
    }
}

impl FromJson for AttackTarget {
    fn read(value: &Value) -> Read<AttackTarget> {
        const WHAT: &str = "attack target";
        Ok(match tag(value, WHAT)? {
            "player" => AttackTarget::Player { player: Fields::of(value, WHAT, Some(&["player"]))?.req("player")? },
            "planeswalker" => {
                AttackTarget::Planeswalker { object: Fields::of(value, WHAT, Some(&["object"]))?.req("object")? }
            }
            "battle" => AttackTarget::Battle { object: Fields::of(value, WHAT, Some(&["object"]))?.req("object")? },
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

/// An untagged struct's fields, `type` included among the unknown ones.
fn untagged<'a>(value: &'a Value, what: &'static str, known: &[&str]) -> Read<Fields<'a>> {
    let f = Fields::of(value, what, Some(known))?;
    if f.map.contains_key("type") {
        return Err(format!("unknown field `type` in {what}"));
    }
    Ok(f)
}

impl FromJson for AttackDeclaration {
    fn read(value: &Value) -> Read<AttackDeclaration> {
        let f = untagged(value, "attack declaration", &["attacker", "target"])?;
        Ok(AttackDeclaration { attacker: f.req("attacker")?, target: f.req("target")? })
    }
}

impl FromJson for BlockDeclaration {
    fn read(value: &Value) -> Read<BlockDeclaration> {
        let f = untagged(value, "block declaration", &["blocker", "attacker"])?;
        Ok(BlockDeclaration { blocker: f.req("blocker")?, attacker: f.req("attacker")? })
    }
}

impl FromJson for DamageTo {
    fn read(value: &Value) -> Read<DamageTo> {
        const WHAT: &str = "damage recipient";
        Ok(match tag(value, WHAT)? {
            "player" => DamageTo::Player { player: Fields::of(value, WHAT, None)?.req("player")? },
            "object" => DamageTo::Object { object: Fields::of(value, WHAT, None)?.req("object")? },
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for DamageAssignment {
    fn read(value: &Value) -> Read<DamageAssignment> {
        let f = untagged(value, "damage assignment", &["attacker", "to", "amount"])?;
        Ok(DamageAssignment { attacker: f.req("attacker")?, to: f.req("to")?, amount: f.req("amount")? })
    }
}

impl FromJson for EnterCause {
    fn read(value: &Value) -> Read<EnterCause> {
        const WHAT: &str = "enter cause";
        Ok(match tag(value, WHAT)? {
            "playLand" => EnterCause::PlayLand { player: Fields::of(value, WHAT, Some(&["player"]))?.req("player")? },
            "resolve" => EnterCause::Resolve,
            "token" => EnterCause::Token,
            "effect" => EnterCause::Effect,
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for EnterChoice {
    fn read(value: &Value) -> Read<EnterChoice> {
        const WHAT: &str = "enter choice";
        Ok(match tag(value, WHAT)? {
            "copy" => EnterChoice::Copy,
            "payLifeOrTapped" => {
                EnterChoice::PayLifeOrTapped { life: Fields::of(value, WHAT, Some(&["life"]))?.req("life")? }
            }
            "color" => EnterChoice::Color { except: Fields::of(value, WHAT, Some(&["except"]))?.opt("except")? },
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for CopyOf {
    fn read(value: &Value) -> Read<CopyOf> {
        let f = untagged(value, "copy", &["card"])?;
        Ok(CopyOf { card: f.req("card")?, card_index: 0 })
    }
}

impl FromJson for Entering {
    fn read(value: &Value) -> Read<Entering> {
        let f = untagged(
            value,
            "entering permanent",
            &[
                "controller",
                "cause",
                "tapped",
                "counters",
                "face",
                "prototyped",
                "prowlPaid",
                "copyOf",
                "copied",
                "protector",
                "attacking",
                "chosenColor",
                "decided",
            ],
        )?;
        Ok(Entering {
            controller: f.req("controller")?,
            cause: f.req("cause")?,
            tapped: f.opt("tapped")?,
            counters: f.opt("counters")?,
            face: f.opt("face")?,
            prototyped: f.opt("prototyped")?,
            prowl_paid: f.opt("prowlPaid")?,
            copy_of: f.opt("copyOf")?,
            copied: f.opt("copied")?,
            protector: f.opt("protector")?,
            attacking: f.opt("attacking")?,
            chosen_color: f.opt("chosenColor")?,
            decided: f.opt("decided")?,
        })
    }
}

impl<T: FromJson> FromJson for Box<T> {
    fn read(value: &Value) -> Read<Box<T>> {
        T::read(value).map(Box::new)
    }
}

impl FromJson for SearchDestination {
    fn read(value: &Value) -> Read<SearchDestination> {
        const WHAT: &str = "search destination";
        Ok(match tag(value, WHAT)? {
            "battlefield" => {
                let f = Fields::of(value, WHAT, Some(&["tapped", "untapIfLands"]))?;
                SearchDestination::Battlefield { tapped: f.req("tapped")?, untap_if_lands: f.opt("untapIfLands")? }
            }
            "hand" => SearchDestination::Hand,
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for Mulligans {
    fn read(value: &Value) -> Read<Mulligans> {
        let f = untagged(value, "mulligans", &["taken", "kept", "declared"])?;
        Ok(Mulligans { taken: f.req("taken")?, kept: f.req("kept")?, declared: f.req("declared")? })
    }
}

impl FromJson for ChoicePurpose {
    fn read(value: &Value) -> Read<ChoicePurpose> {
        const ALL: [ChoicePurpose; 2] = [ChoicePurpose::Sacrifice, ChoicePurpose::Discard];
        unit(value, &["sacrifice", "discard"], "what a chosen object is for").map(|i| ALL[i])
    }
}

impl FromJson for PayFor {
    fn read(value: &Value) -> Read<PayFor> {
        const ALL: [PayFor; 2] = [PayFor::Ward, PayFor::CounterUnless];
        unit(value, &["ward", "counterUnless"], "what a payment is for").map(|i| ALL[i])
    }
}

/// The tag of each pending choice. When a new variant makes this `match`
/// fail to compile, add its arm here and its reader to `Pending::read`.
pub(crate) const fn pending_tag(pending: &Pending) -> &'static str {
    match pending {
        Pending::DeclareAttackers { .. } => "declareAttackers",
        Pending::DeclareBlockers { .. } => "declareBlockers",
        Pending::Discard { .. } => "discard",
        Pending::ChooseProtector { .. } => "chooseProtector",
        Pending::CastTransformed { .. } => "castTransformed",
        Pending::ChooseLegend { .. } => "chooseLegend",
        Pending::ChooseTargets { .. } => "chooseTargets",
        Pending::PayWard { .. } => "payWard",
        Pending::AssignCombatDamage { .. } => "assignCombatDamage",
        Pending::ChooseCopy { .. } => "chooseCopy",
        Pending::ChooseReplacement { .. } => "chooseReplacement",
        Pending::Scry { .. } => "scry",
        Pending::Surveil { .. } => "surveil",
        Pending::ReturnLand { .. } => "returnLand",
        Pending::ChooseObject { .. } => "chooseObject",
        Pending::SearchLibrary { .. } => "searchLibrary",
        Pending::Mulligan { .. } => "mulligan",
        Pending::MulliganBottom { .. } => "mulliganBottom",
    }
}

impl FromJson for Pending {
    fn read(value: &Value) -> Read<Pending> {
        const WHAT: &str = "pending choice";
        let tag = tag(value, WHAT)?;
        let fields = |known: &[&str]| Fields::of(value, WHAT, Some(known));
        let pending = match tag {
            "declareAttackers" => Pending::DeclareAttackers { player: fields(&["player"])?.req("player")? },
            "declareBlockers" => Pending::DeclareBlockers { player: fields(&["player"])?.req("player")? },
            "discard" => {
                let f = fields(&["player", "effect", "then", "chosen"])?;
                Pending::Discard {
                    player: f.req("player")?,
                    effect: f.opt("effect")?,
                    then: f.opt("then")?,
                    chosen: f.opt("chosen")?,
                }
            }
            "chooseProtector" => {
                let f = fields(&["player", "battle"])?;
                Pending::ChooseProtector { player: f.req("player")?, battle: f.req("battle")? }
            }
            "castTransformed" => {
                let f = fields(&["player", "object"])?;
                Pending::CastTransformed { player: f.req("player")?, object: f.req("object")? }
            }
            "chooseLegend" => {
                let f = fields(&["player", "objects"])?;
                Pending::ChooseLegend { player: f.req("player")?, objects: f.req("objects")? }
            }
            "chooseTargets" => {
                let f = fields(&["player", "object"])?;
                Pending::ChooseTargets { player: f.req("player")?, object: f.req("object")? }
            }
            "payWard" => {
                let f = fields(&["player", "spell", "mana", "life", "for"])?;
                Pending::PayWard {
                    player: f.req("player")?,
                    spell: f.req("spell")?,
                    mana: f.opt("mana")?,
                    life: f.opt("life")?,
                    pay_for: f.opt("for")?,
                }
            }
            "assignCombatDamage" => Pending::AssignCombatDamage { player: fields(&["player"])?.req("player")? },
            "chooseCopy" => {
                let f = fields(&["player", "object", "entering"])?;
                Pending::ChooseCopy { player: f.req("player")?, object: f.req("object")?, entering: f.req("entering")? }
            }
            "chooseReplacement" => {
                let f = fields(&["player", "object", "entering", "choice"])?;
                Pending::ChooseReplacement {
                    player: f.req("player")?,
                    object: f.req("object")?,
                    entering: f.req("entering")?,
                    choice: f.req("choice")?,
                }
            }
            "scry" => {
                let f = fields(&["player", "cards"])?;
                Pending::Scry { player: f.req("player")?, cards: f.req("cards")? }
            }
            "surveil" => {
                let f = fields(&["player", "cards"])?;
                Pending::Surveil { player: f.req("player")?, cards: f.req("cards")? }
            }
            "returnLand" => {
                let f = fields(&["player", "lands"])?;
                Pending::ReturnLand { player: f.req("player")?, lands: f.req("lands")? }
            }
            "chooseObject" => {
                let f = fields(&["player", "objects", "purpose"])?;
                Pending::ChooseObject {
                    player: f.req("player")?,
                    objects: f.req("objects")?,
                    purpose: f.req("purpose")?,
                }
            }
            "searchLibrary" => {
                let f = fields(&["player", "source", "candidates", "destination"])?;
                Pending::SearchLibrary {
                    player: f.req("player")?,
                    source: f.req("source")?,
                    candidates: f.req("candidates")?,
                    destination: f.req("destination")?,
                }
            }
            "mulligan" => {
                let f = fields(&["player", "mulligans"])?;
                Pending::Mulligan { player: f.req("player")?, mulligans: f.req("mulligans")? }
            }
            "mulliganBottom" => {
                let f = fields(&["player", "count", "mulligans"])?;
                Pending::MulliganBottom {
                    player: f.req("player")?,
                    count: f.req("count")?,
                    mulligans: f.req("mulligans")?,
                }
            }
            other => return Err(unknown_variant(other, WHAT)),
        };
        debug_assert_eq!(pending_tag(&pending), tag);
        Ok(pending)
    }
}

/// `GameState::pending`'s reader (`deserialize_with`): the JSON value, then
/// [`Pending`]'s hand-written reader.
pub(crate) fn deserialize_pending<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<Pending>, D::Error> {
    let value = Value::deserialize(deserializer)?;
    Option::<Pending>::read(&value).map_err(serde::de::Error::custom)
}

/// The `type` of each action. When a new variant makes this `match` fail to
/// compile, add its arm here and its reader to [`read_action`].
pub(crate) const fn action_tag(action: &Action) -> &'static str {
    match action {
        Action::PlayLand { .. } => "playLand",
        Action::ActivateManaAbility { .. } => "activateManaAbility",
        Action::ActivateAbility { .. } => "activateAbility",
        Action::SearchLibrary { .. } => "searchLibrary",
        Action::CastSpell { .. } => "castSpell",
        Action::PassPriority { .. } => "passPriority",
        Action::DeclareAttackers { .. } => "declareAttackers",
        Action::DeclareBlockers { .. } => "declareBlockers",
        Action::Discard { .. } => "discard",
        Action::ChooseProtector { .. } => "chooseProtector",
        Action::CastTransformed { .. } => "castTransformed",
        Action::ChooseLegend { .. } => "chooseLegend",
        Action::ChooseTargets { .. } => "chooseTargets",
        Action::PayWard { .. } => "payWard",
        Action::AssignCombatDamage { .. } => "assignCombatDamage",
        Action::ChooseCopy { .. } => "chooseCopy",
        Action::ChooseReplacement { .. } => "chooseReplacement",
        Action::Scry { .. } => "scry",
        Action::Surveil { .. } => "surveil",
        Action::ReturnLand { .. } => "returnLand",
        Action::ChooseObject { .. } => "chooseObject",
        Action::Mulligan { .. } => "mulligan",
        Action::PutOnBottom { .. } => "putOnBottom",
    }
}

/// Reads an action (the JSON the derived `Deserialize` of [`Action`] reads).
pub(crate) fn read_action(value: &Value) -> Read<Action> {
    const WHAT: &str = "action";
    let tag = tag(value, WHAT)?;
    let fields = |known: &[&str]| Fields::of(value, WHAT, Some(known));
    let action = match tag {
        "playLand" => {
            let f = fields(&["player", "object", "face"])?;
            Action::PlayLand { player: f.req("player")?, object: f.req("object")?, face: f.opt("face")? }
        }
        "activateManaAbility" => {
            let f = fields(&["player", "object", "choice"])?;
            Action::ActivateManaAbility { player: f.req("player")?, object: f.req("object")?, choice: f.opt("choice")? }
        }
        "activateAbility" => {
            let f = fields(&["player", "object", "ability", "choice", "targets", "choices", "payment"])?;
            Action::ActivateAbility {
                player: f.req("player")?,
                object: f.req("object")?,
                ability: f.req("ability")?,
                choice: f.opt("choice")?,
                targets: f.opt("targets")?,
                choices: f.opt("choices")?,
                payment: f.opt("payment")?,
            }
        }
        "searchLibrary" => {
            let f = fields(&["player", "found"])?;
            Action::SearchLibrary { player: f.req("player")?, found: f.opt("found")? }
        }
        "castSpell" => {
            let f = fields(&["player", "object", "method", "x", "payment", "targets", "modes", "choices"])?;
            Action::CastSpell {
                player: f.req("player")?,
                object: f.req("object")?,
                method: if f.map.contains_key("method") { f.req("method")? } else { CastMethod::Normal },
                x: f.opt("x")?,
                payment: f.opt("payment")?,
                targets: f.opt("targets")?,
                modes: f.opt("modes")?,
                choices: f.opt("choices")?,
            }
        }
        "passPriority" => Action::PassPriority { player: fields(&["player"])?.req("player")? },
        "declareAttackers" => {
            let f = fields(&["player", "attackers"])?;
            Action::DeclareAttackers { player: f.req("player")?, attackers: f.req("attackers")? }
        }
        "declareBlockers" => {
            let f = fields(&["player", "blockers"])?;
            Action::DeclareBlockers { player: f.req("player")?, blockers: f.req("blockers")? }
        }
        "discard" => {
            let f = fields(&["player", "object"])?;
            Action::Discard { player: f.req("player")?, object: f.req("object")? }
        }
        "chooseProtector" => {
            let f = fields(&["player", "battle", "protector"])?;
            Action::ChooseProtector {
                player: f.req("player")?,
                battle: f.req("battle")?,
                protector: f.req("protector")?,
            }
        }
        "castTransformed" => {
            let f = fields(&["player", "object", "cast"])?;
            Action::CastTransformed { player: f.req("player")?, object: f.req("object")?, cast: f.req("cast")? }
        }
        "chooseLegend" => {
            let f = fields(&["player", "keep"])?;
            Action::ChooseLegend { player: f.req("player")?, keep: f.req("keep")? }
        }
        "chooseTargets" => {
            let f = fields(&["player", "object", "targets"])?;
            Action::ChooseTargets { player: f.req("player")?, object: f.req("object")?, targets: f.req("targets")? }
        }
        "payWard" => {
            let f = fields(&["player", "pay"])?;
            Action::PayWard { player: f.req("player")?, pay: f.req("pay")? }
        }
        "assignCombatDamage" => {
            let f = fields(&["player", "assignments"])?;
            Action::AssignCombatDamage { player: f.req("player")?, assignments: f.req("assignments")? }
        }
        "chooseCopy" => {
            let f = fields(&["player", "object", "copy"])?;
            Action::ChooseCopy { player: f.req("player")?, object: f.req("object")?, copy: f.opt("copy")? }
        }
        "chooseReplacement" => {
            let f = fields(&["player", "object", "accept", "color"])?;
            Action::ChooseReplacement {
                player: f.req("player")?,
                object: f.req("object")?,
                accept: f.req("accept")?,
                color: f.opt("color")?,
            }
        }
        "scry" => {
            let f = fields(&["player", "top", "bottom"])?;
            Action::Scry { player: f.req("player")?, top: f.req("top")?, bottom: f.req("bottom")? }
        }
        "surveil" => {
            let f = fields(&["player", "top", "graveyard"])?;
            Action::Surveil { player: f.req("player")?, top: f.req("top")?, graveyard: f.req("graveyard")? }
        }
        "returnLand" => {
            let f = fields(&["player", "object"])?;
            Action::ReturnLand { player: f.req("player")?, object: f.req("object")? }
        }
        "chooseObject" => {
            let f = fields(&["player", "object"])?;
            Action::ChooseObject { player: f.req("player")?, object: f.req("object")? }
        }
        "mulligan" => {
            let f = fields(&["player", "keep"])?;
            Action::Mulligan { player: f.req("player")?, keep: f.req("keep")? }
        }
        "putOnBottom" => {
            let f = fields(&["player", "objects"])?;
            Action::PutOnBottom { player: f.req("player")?, objects: f.req("objects")? }
        }
        other => return Err(unknown_variant(other, WHAT)),
    };
    debug_assert_eq!(action_tag(&action), tag);
    Ok(action)
}

#[cfg(test)]
mod tests {
    use super::super::RandomAgent;
    use super::super::journal::tests::duel;
    use super::*;

    /// What the derived `Deserialize` reads, and what the hand-written reader reads.
    fn both(json: &str) -> (Result<Action, String>, Result<Action, String>) {
        let derived = serde_json::from_str::<Action>(json).map_err(|e| e.to_string());
        let by_hand = serde_json::from_str::<Value>(json).map_err(|e| e.to_string()).and_then(|v| read_action(&v));
        (derived, by_hand)
    }

    #[test]
    fn every_action_variant_with_every_field_reads_as_the_derived_reader_reads_it() {
        let valid = [
            r#"{"type":"playLand","player":0,"object":7}"#,
            r#"{"player":0,"type":"playLand","object":7,"face":1}"#,
            r#"{"type":"activateManaAbility","player":1,"object":3}"#,
            r#"{"type":"activateManaAbility","player":1,"object":3,"choice":2}"#,
            r#"{"type":"activateAbility","player":0,"object":7,"ability":1}"#,
            r#"{"type":"activateAbility","player":0,"object":7,"ability":1,"choice":1,"targets":[{"type":"player","player":1},{"type":"object","object":4}],"choices":[5,6],"payment":{"payments":[{"type":"mana","symbol":0,"source":3,"mana":"G","snow":true},{"type":"life","symbol":1,"amount":2},{"type":"tap","symbol":2,"object":9},{"type":"exile","symbol":3,"object":10}],"costs":[{"source":3,"life":1,"damage":1,"sacrifice":true},{"source":4}]}}"#,
            r#"{"type":"activateAbility","player":0,"object":7,"ability":1,"payment":null}"#,
            r#"{"type":"searchLibrary","player":0,"found":23}"#,
            r#"{"type":"searchLibrary","player":0,"found":null}"#,
            r#"{"type":"searchLibrary","player":0}"#,
            r#"{"type":"castSpell","player":0,"object":7}"#,
            r#"{"type":"castSpell","player":0,"object":7,"method":{"type":"prototype"},"x":3,"payment":{"payments":[]},"targets":[{"type":"object","object":2}],"modes":[0,2],"choices":[8]}"#,
            r#"{"type":"castSpell","player":0,"object":7,"method":{"type":"sneak","returning":4},"x":null}"#,
            r#"{"type":"castSpell","player":0,"object":7,"method":{"type":"sneak"}}"#,
            r#"{"type":"castSpell","player":0,"object":7,"method":{"type":"prowl"}}"#,
            r#"{"type":"castSpell","player":0,"object":7,"method":{"type":"transformed"}}"#,
            r#"{"type":"castSpell","player":0,"object":7,"method":{"type":"normal"}}"#,
            r#"{"type":"passPriority","player":1}"#,
            r#"{"type":"declareAttackers","player":0,"attackers":[]}"#,
            r#"{"type":"declareAttackers","player":0,"attackers":[{"attacker":7,"target":{"type":"player","player":1}},{"attacker":8,"target":{"type":"planeswalker","object":12}},{"attacker":9,"target":{"type":"battle","object":13}}]}"#,
            r#"{"type":"declareBlockers","player":1,"blockers":[{"blocker":9,"attacker":7}]}"#,
            r#"{"type":"discard","player":0,"object":31}"#,
            r#"{"type":"chooseProtector","player":0,"battle":12,"protector":1}"#,
            r#"{"type":"castTransformed","player":0,"object":20,"cast":true}"#,
            r#"{"type":"chooseLegend","player":0,"keep":14}"#,
            r#"{"type":"chooseTargets","player":0,"object":30,"targets":[{"type":"object","object":12}]}"#,
            r#"{"type":"payWard","player":1,"pay":false}"#,
            r#"{"type":"assignCombatDamage","player":0,"assignments":[{"attacker":7,"to":{"type":"object","object":11},"amount":3},{"attacker":7,"to":{"type":"player","player":1},"amount":1}]}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"copy":12}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"copy":null}"#,
            r#"{"type":"chooseReplacement","player":0,"object":25,"accept":true}"#,
            r#"{"type":"chooseReplacement","player":0,"object":25,"accept":true,"color":"U"}"#,
            r#"{"type":"scry","player":0,"top":[40],"bottom":[41]}"#,
            r#"{"type":"surveil","player":0,"top":[],"graveyard":[41]}"#,
            r#"{"type":"returnLand","player":0,"object":12}"#,
            r#"{"type":"chooseObject","player":1,"object":12}"#,
            r#"{"type":"mulligan","player":0,"keep":false}"#,
            r#"{"type":"putOnBottom","player":0,"objects":[31,27]}"#,
        ];
        let mut tags = std::collections::BTreeSet::new();
        for json in valid {
            let (derived, by_hand) = both(json);
            let action = derived.unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(by_hand.as_ref(), Ok(&action), "{json}");
            tags.insert(action_tag(&action));
        }
        assert_eq!(tags.len(), 23, "one valid example of every variant");
    }

    #[test]
    fn malformed_actions_are_refused_by_the_hand_written_reader_as_by_the_derived_one() {
        let invalid = [
            r#"{"type":"castSpell","player":0,"object":1,"x":-1}"#,
            r#"{"type":"castSpell","player":0,"object":1,"x":1.5}"#,
            r#"{"type":"explode","player":0}"#,
            r#"{"type":"castSpell","player":0}"#,
            r#"{"type":"passPriority","player":0,"extra":1}"#,
            r#"{"type":"passPriority","player":256}"#,
            r#"{"type":"passPriority","player":"0"}"#,
            r#"{"type":"passPriority","player":null}"#,
            r#"{"type":7,"player":0}"#,
            r#"{"player":0}"#,
            r#"[]"#,
            r#"null"#,
            r#""passPriority""#,
            r#"{"type":"activateManaAbility","player":1,"object":3,"choice":null}"#,
            r#"{"type":"castSpell","player":0,"object":7,"method":{"type":"flashback"}}"#,
            r#"{"type":"castSpell","player":0,"object":7,"method":null}"#,
            r#"{"type":"castSpell","player":0,"object":7,"targets":[{"type":"object","object":2,"player":1}]}"#,
            r#"{"type":"castSpell","player":0,"object":7,"targets":[{"type":"planet","object":2}]}"#,
            r#"{"type":"castSpell","player":0,"object":7,"targets":null}"#,
            r#"{"type":"castSpell","player":0,"object":7,"payment":{"payments":[{"type":"mana","symbol":0,"mana":"X"}]}}"#,
            r#"{"type":"castSpell","player":0,"object":7,"payment":{"payments":[{"type":"mana","symbol":0,"mana":"G","extra":1}]}}"#,
            r#"{"type":"castSpell","player":0,"object":7,"payment":{"payments":[],"type":"plan"}}"#,
            r#"{"type":"castSpell","player":0,"object":7,"payment":{"costs":[]}}"#,
            r#"{"type":"castSpell","player":0,"object":7,"payment":{"payments":[],"costs":[{"life":1}]}}"#,
            r#"{"type":"declareAttackers","player":0,"attackers":[{"attacker":7}]}"#,
            r#"{"type":"declareAttackers","player":0,"attackers":[{"attacker":7,"target":{"type":"player","player":1},"type":"x"}]}"#,
            r#"{"type":"declareBlockers","player":1,"blockers":[{"blocker":9,"attacker":7,"x":0}]}"#,
            r#"{"type":"assignCombatDamage","player":0,"assignments":[{"attacker":7,"to":{"type":"object"},"amount":3}]}"#,
            r#"{"type":"chooseReplacement","player":0,"object":25,"accept":true,"color":"C"}"#,
            r#"{"type":"scry","player":0,"top":[40]}"#,
            r#"{"type":"mulligan","player":0,"keep":1}"#,
        ];
        for json in invalid {
            let (derived, by_hand) = both(json);
            assert!(derived.is_err(), "the derived reader refuses {json}");
            assert!(by_hand.is_err(), "the hand-written reader refuses {json}: {by_hand:?}");
        }
    }

    #[test]
    fn every_legal_action_of_random_games_reads_back_as_itself() {
        for seed in 1..4 {
            let mut game = duel(seed);
            let mut agent = RandomAgent::new(seed);
            for _ in 0..400 {
                for action in game.legal_actions() {
                    let json = serde_json::to_string(&action).unwrap();
                    assert_eq!(Action::from_json(&json).as_ref(), Ok(&action), "{json}");
                }
                let Some(action) = agent.next_action(&game) else { break };
                game.apply(action).unwrap();
            }
        }
    }

    #[test]
    fn every_pending_choice_with_every_field_reads_as_the_derived_reader_reads_it() {
        let entering = r#"{"controller":0,"cause":{"type":"playLand","player":0},"tapped":true,"counters":{"+1/+1":2,"shield":0},"face":1,"prototyped":true,"prowlPaid":true,"copyOf":{"card":"Grizzly Bears"},"copied":4,"protector":1,"attacking":{"type":"player","player":1},"chosenColor":"G","decided":[{"type":"copy"},{"type":"payLifeOrTapped","life":2},{"type":"color","except":"W"},{"type":"color"}]}"#;
        let mulligans = r#"{"taken":[1,0],"kept":[false,true],"declared":[true,true]}"#;
        let valid = [
            r#"{"type":"declareAttackers","player":0}"#.to_string(),
            r#"{"type":"declareBlockers","player":1}"#.to_string(),
            r#"{"type":"discard","player":0}"#.to_string(),
            r#"{"type":"discard","player":0,"effect":true}"#.to_string(),
            r#"{"type":"chooseProtector","player":0,"battle":12}"#.to_string(),
            r#"{"type":"castTransformed","player":0,"object":20}"#.to_string(),
            r#"{"type":"chooseLegend","player":0,"objects":[3,4]}"#.to_string(),
            r#"{"type":"chooseTargets","player":0,"object":30}"#.to_string(),
            r#"{"type":"payWard","player":1,"spell":9}"#.to_string(),
            r#"{"type":"payWard","player":1,"spell":9,"mana":"{2}","life":2,"for":"counterUnless"}"#.to_string(),
            r#"{"type":"payWard","player":1,"spell":9,"mana":null,"for":"ward"}"#.to_string(),
            r#"{"type":"assignCombatDamage","player":0}"#.to_string(),
            format!(r#"{{"type":"chooseCopy","player":0,"object":25,"entering":{entering}}}"#),
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"}}}"#.to_string(),
            format!(r#"{{"type":"chooseReplacement","player":0,"object":25,"entering":{entering},"choice":{{"type":"payLifeOrTapped","life":2}}}}"#),
            r#"{"type":"chooseReplacement","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"token"}},"choice":{"type":"color","except":null}}"#.to_string(),
            r#"{"type":"chooseReplacement","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"effect"}},"choice":{"type":"copy"}}"#.to_string(),
            r#"{"type":"scry","player":0,"cards":[40,41]}"#.to_string(),
            r#"{"type":"surveil","player":0,"cards":[41]}"#.to_string(),
            r#"{"type":"returnLand","player":0,"lands":[12,13]}"#.to_string(),
            r#"{"type":"chooseObject","player":1,"objects":[12,13],"purpose":"sacrifice"}"#.to_string(),
            r#"{"type":"chooseObject","player":0,"objects":[40],"purpose":"discard"}"#.to_string(),
            r#"{"type":"searchLibrary","player":0,"source":5,"candidates":[7,8],"destination":{"type":"battlefield","tapped":true,"untapIfLands":2}}"#.to_string(),
            r#"{"type":"searchLibrary","player":0,"source":5,"candidates":[],"destination":{"type":"hand"}}"#.to_string(),
            format!(r#"{{"type":"mulligan","player":0,"mulligans":{mulligans}}}"#),
            format!(r#"{{"type":"mulliganBottom","player":0,"count":1,"mulligans":{mulligans}}}"#),
        ];
        let mut tags = std::collections::BTreeSet::new();
        for json in &valid {
            let derived = serde_json::from_str::<Pending>(json).unwrap_or_else(|e| panic!("{json}: {e}"));
            let by_hand = Pending::read(&serde_json::from_str(json).unwrap());
            assert_eq!(by_hand.as_ref(), Ok(&derived), "{json}");
            tags.insert(pending_tag(&derived));
        }
        assert_eq!(tags.len(), 18, "one valid example of every variant");
        let invalid = [
            r#"{"type":"declareAttackers","player":0,"extra":1}"#,
            r#"{"type":"discard","player":0,"effect":null}"#,
            r#"{"type":"payWard","player":1,"spell":9,"for":"tax"}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"},"x":1}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"cast"}}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"},"counters":{"":1}}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"},"counters":{"shield":-1}}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"},"copyOf":{}}}"#,
            r#"{"type":"chooseReplacement","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"token"}},"choice":{"type":"payLifeOrTapped"}}"#,
            r#"{"type":"searchLibrary","player":0,"source":5,"candidates":[],"destination":{"type":"battlefield"}}"#,
            r#"{"type":"mulligan","player":0,"mulligans":{"taken":[],"kept":[]}}"#,
            r#"{"type":"waiting","player":0}"#,
        ];
        for json in invalid {
            assert!(serde_json::from_str::<Pending>(json).is_err(), "the derived reader refuses {json}");
            let by_hand = Pending::read(&serde_json::from_str(json).unwrap());
            assert!(by_hand.is_err(), "the hand-written reader refuses {json}: {by_hand:?}");
        }
    }

    #[test]
    fn a_game_with_a_pending_choice_reads_back_as_itself() {
        let db = crate::card::CardDb::from_scryfall_json(include_str!("../../tests/data/scryfall-cards.json")).unwrap();
        let mut seen = 0;
        for seed in 1..6 {
            let mut game = duel(seed);
            let mut agent = RandomAgent::new(seed);
            for _ in 0..600 {
                if game.state.pending.is_some() {
                    let json = game.to_json();
                    let back = super::super::Game::from_json(&db, &json).unwrap();
                    assert_eq!(back.state.pending, game.state.pending, "{json}");
                    seen += 1;
                }
                let Some(action) = agent.next_action(&game) else { break };
                game.apply(action).unwrap();
            }
        }
        assert!(seen > 0, "random games have pending choices");
    }
}
