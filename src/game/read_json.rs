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
use super::combat::{
    AttackDeclaration, AttackTarget, Attacker, BlockDeclaration, Blocker, Combat, DamageAssignment, DamageTo,
};
use super::enter::{EnterCause, EnterChoice, Entering};
use super::ids::{ObjectId, PlayerId};
use super::mulligan::Mulligans;
use super::payment::{Payment, PaymentPlan, SourceCost};
use super::rng::Pcg32;
use super::setup::{BattlefieldEntry, DamageSetup, GameSetup, PermanentSetup, PlayerSetup};
use super::state::{
    AlsoSubtype, BecameCreature, CastMethod, ChoicePurpose, ChosenName, ControlChange, CopyOf, DamageRecord, Damaged,
    Draws, ExiledWith, GameObject, GameState, LibrarySearch, ManaCounts, ManaPool, ManaType, OwedToken, PayFor,
    Pending, PendingTrigger, PlayFromExile, Player, Plotted, Pump, Resolution, ReturnedWith, StackAbility, Step,
    TriggerKind,
};
use super::targets::Target;
use super::turn::{AutoPass, Until};
use crate::card::{FaceSelector, Side, Zone};
use crate::color::Color;
use crate::text::SearchDestination;
use serde_json::{Map, Value};
use std::cell::Cell;

pub(crate) type Read<T> = Result<T, String>;

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

#[cold]
#[inline(never)]
pub(crate) fn invalid(value: &Value, expected: &str) -> String {
    // The value's text as serde_json's `Display` writes it, by the crate's one JSON writer (no second
    // instance of serde_json's serializer, compact and pretty, in the wasm).
    format!("invalid value: {} ({}), expected {expected}", kind(value), crate::json_out::to_string(value))
}

/// The fields of a JSON object.
pub(crate) struct Fields<'a> {
    map: &'a Map<String, Value>,
    what: &'static str,
    /// The first error of [`Fields::must`] and [`Fields::may`], returned by [`Fields::done`].
    error: Cell<Option<String>>,
}

impl<'a> Fields<'a> {
    /// `value` as an object; with `known`, any other key is an error (serde's
    /// `deny_unknown_fields`). The tag `type` of a tagged enum is always known.
    pub(crate) fn of(value: &'a Value, what: &'static str, known: Option<&[&str]>) -> Read<Fields<'a>> {
        let Value::Object(map) = value else { return Err(invalid(value, what)) };
        if let Some(known) = known
            && let Some(key) = map.keys().find(|key| *key != "type" && !known.contains(&key.as_str()))
        {
            return Err(format!("unknown field `{key}` in {what}, expected one of `{}`", known.join("`, `")));
        }
        Ok(Fields { map, what, error: Cell::new(None) })
    }

    /// A field that must be present.
    pub(crate) fn req<T: FromJson>(&self, key: &str) -> Read<T> {
        match self.map.get(key) {
            Some(value) => T::read(value).map_err(|e| self.wrong(key, e)),
            None => Err(self.missing(key)),
        }
    }

    /// A field that is `default` if absent.
    pub(crate) fn or<T: FromJson>(&self, key: &str, default: T) -> Read<T> {
        match self.map.get(key) {
            Some(value) => T::read(value).map_err(|e| self.wrong(key, e)),
            None => Ok(default),
        }
    }

    /// A field that may be absent (serde's `default`, or an `Option`).
    pub(crate) fn opt<T: FromJson + Default>(&self, key: &str) -> Read<T> {
        self.or(key, T::default())
    }

    /// A field that must be present, as [`Fields::req`], but read on after an error: the
    /// first error is kept for [`Fields::done`] and `T::default()` stands in. A reader that
    /// builds its value this way has no early return, so no clean-up of the fields read
    /// before it at each of them (that was most of a large reader's wasm code).
    pub(crate) fn must<T: FromJson + Default>(&self, key: &str) -> T {
        let read = self.req(key);
        self.keep(read, T::default)
    }

    /// A field that may be absent, as [`Fields::opt`], read on after an error as [`Fields::must`].
    pub(crate) fn may<T: FromJson + Default>(&self, key: &str) -> T {
        let read = self.opt(key);
        self.keep(read, T::default)
    }

    /// A field that is `default` if absent, as [`Fields::or`], read on after an error as [`Fields::must`].
    pub(crate) fn may_or<T: FromJson>(&self, key: &str, default: T) -> T {
        match self.map.get(key) {
            Some(value) => {
                let read = T::read(value).map_err(|e| self.wrong(key, e));
                self.keep(read, || default)
            }
            None => default,
        }
    }

    /// The value of `read`, or `filler` with the error kept for [`Fields::done`].
    pub(crate) fn keep<T>(&self, read: Read<T>, filler: impl FnOnce() -> T) -> T {
        read.unwrap_or_else(|e| {
            self.fail(e);
            filler()
        })
    }

    /// `value`, or the first error of [`Fields::must`] and [`Fields::may`]: the error the
    /// first `?` would have returned had every field been read with `req`, `opt` or `or`.
    pub(crate) fn done<T>(&self, value: T) -> Read<T> {
        match self.error.take() {
            None => Ok(value),
            Some(e) => Err(e),
        }
    }

    #[cold]
    #[inline(never)]
    fn fail(&self, e: String) {
        let first = self.error.take().unwrap_or(e);
        self.error.set(Some(first));
    }

    // The messages are built out of line, once, not in every reader.
    #[cold]
    #[inline(never)]
    fn wrong(&self, key: &str, e: String) -> String {
        format!("{}.{key}: {e}", self.what)
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, key: &str) -> String {
        format!("missing field `{key}` in {}", self.what)
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

#[cold]
#[inline(never)]
fn unknown_variant(tag: &str, what: &str) -> String {
    format!("unknown variant `{tag}` of {what}")
}

pub(crate) fn whole(value: &Value, max: u64, expected: &str) -> Read<u64> {
    value.as_u64().filter(|n| *n <= max).ok_or_else(|| invalid(value, expected))
}

impl FromJson for u32 {
    fn read(value: &Value) -> Read<u32> {
        whole(value, u64::from(u32::MAX), "a u32").map(|n| n as u32)
    }
}

impl FromJson for u16 {
    fn read(value: &Value) -> Read<u16> {
        whole(value, u64::from(u16::MAX), "a u16").map(|n| n as u16)
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

impl FromJson for Box<str> {
    fn read(value: &Value) -> Read<Box<str>> {
        value.as_str().map(Box::from).ok_or_else(|| invalid(value, "a string"))
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

#[cold]
#[inline(never)]
fn at_index(i: usize, e: String) -> String {
    format!("[{i}]: {e}")
}

/// The items of an array, each given to `each`; an error names the item's index. Not generic, so
/// the ~30 `Vec<T>` readers share one loop (wasm size).
#[inline(never)]
fn each_item(value: &Value, each: &mut dyn FnMut(&Value) -> Read<()>) -> Read<()> {
    let Value::Array(items) = value else { return Err(invalid(value, "an array")) };
    for (i, item) in items.iter().enumerate() {
        each(item).map_err(|e| at_index(i, e))?;
    }
    Ok(())
}

impl<T: FromJson> FromJson for Vec<T> {
    fn read(value: &Value) -> Read<Vec<T>> {
        let mut read = Vec::with_capacity(value.as_array().map_or(0, Vec::len));
        each_item(value, &mut |item| T::read(item).map(|t| read.push(t)))?;
        Ok(read)
    }
}

/// A unit variant serialized as its name: the one of `names` it is, by index.
pub(crate) fn unit(value: &Value, names: &[&str], what: &str) -> Read<usize> {
    value.as_str().and_then(|s| names.iter().position(|name| *name == s)).ok_or_else(|| invalid(value, what))
}

impl FromJson for Color {
    fn read(value: &Value) -> Read<Color> {
        unit(value, &["W", "U", "B", "R", "G"], "a color").map(|i| Color::ALL[i])
    }
}

impl FromJson for crate::color::ColorSet {
    fn read(value: &Value) -> Read<crate::color::ColorSet> {
        let colors: Vec<Color> = Vec::read(value)?;
        Ok(colors.into_iter().fold(crate::color::ColorSet::EMPTY, crate::color::ColorSet::with))
    }
}

impl FromJson for crate::card::subtypes::CreatureType {
    fn read(value: &Value) -> Read<crate::card::subtypes::CreatureType> {
        let Value::String(name) = value else { return Err(invalid(value, "a creature type")) };
        crate::card::subtypes::CreatureType::find(name)
            .ok_or_else(|| format!("{name:?} is not a creature type (205.3m)"))
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
            // As serde's derive: a unit variant's other fields are not checked.
            "nothing" => Target::Nothing,
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
            "flashback" => CastMethod::Flashback,
            "escape" => CastMethod::Escape,
            "jumpStart" => CastMethod::JumpStart,
            "disturb" => CastMethod::Disturb,
            "mutate" => CastMethod::Mutate,
            "adventure" => CastMethod::Adventure,
            "splitHalf" => CastMethod::SplitHalf { half: Fields::of(value, WHAT, None)?.req("half")? },
            "fused" => CastMethod::Fused,
            "dash" => CastMethod::Dash,
            "blitz" => CastMethod::Blitz,
            "overload" => CastMethod::Overload,
            "cleave" => CastMethod::Cleave,
            "backFace" => CastMethod::BackFace,
            "withoutPayingManaCost" => CastMethod::WithoutPayingManaCost,
            "miracle" => CastMethod::Miracle,
            "plotted" => CastMethod::Plotted,
            "foretold" => CastMethod::Foretold,
            "alternative" => CastMethod::Alternative,
            "kicked" => CastMethod::Kicked,
            "casualty" => CastMethod::Casualty,
            "replicated" => CastMethod::Replicated { times: Fields::of(value, WHAT, None)?.req("times")? },
            "bargained" => CastMethod::Bargained,
            "optionalCostPaid" => CastMethod::OptionalCostPaid,
            "evoke" => CastMethod::Evoke,
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
pub(crate) fn untagged<'a>(value: &'a Value, what: &'static str, known: &[&str]) -> Read<Fields<'a>> {
    let f = Fields::of(value, what, Some(known))?;
    if f.map.contains_key("type") {
        return Err(format!("unknown field `type` in {what}"));
    }
    Ok(f)
}

impl FromJson for AttackDeclaration {
    fn read(value: &Value) -> Read<AttackDeclaration> {
        let f = untagged(value, "attack declaration", &["attacker", "target", "exert"])?;
        Ok(AttackDeclaration { attacker: f.req("attacker")?, target: f.req("target")?, exert: f.opt("exert")? })
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
            "creatureType" => EnterChoice::CreatureType,
            "cardName" => EnterChoice::CardName,
            "player" => EnterChoice::Player,
            "discardLand" => EnterChoice::DiscardLand,
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for ExiledWith {
    fn read(value: &Value) -> Read<ExiledWith> {
        let f = untagged(value, "exiled with", &["source", "untilItLeaves", "toHand"])?;
        Ok(ExiledWith { source: f.req("source")?, until_it_leaves: f.opt("untilItLeaves")?, to_hand: f.opt("toHand")? })
    }
}

impl FromJson for PlayFromExile {
    fn read(value: &Value) -> Read<PlayFromExile> {
        let f = untagged(
            value,
            "permission to play from exile",
            &["object", "player", "castOnly", "untilNextEndStep", "exileInstead", "withoutPaying", "lasting"],
        )?;
        Ok(PlayFromExile {
            object: f.req("object")?,
            player: f.req("player")?,
            cast_only: f.opt("castOnly")?,
            until_next_end_step: f.opt("untilNextEndStep")?,
            exile_instead: f.opt("exileInstead")?,
            without_paying: f.opt("withoutPaying")?,
            lasting: f.opt("lasting")?,
        })
    }
}

impl FromJson for Plotted {
    fn read(value: &Value) -> Read<Plotted> {
        let f = untagged(value, "plotted card", &["object", "turn"])?;
        Ok(Plotted { object: f.req("object")?, turn: f.req("turn")? })
    }
}

impl FromJson for CopyOf {
    fn read(value: &Value) -> Read<CopyOf> {
        let fields =
            ["card", "alsoSubtype", "colors", "noManaCost", "haste", "gainedFrom", "gainedAbility", "mergedWith"];
        let f = untagged(value, "copy", &fields)?;
        Ok(CopyOf {
            also_subtype: f.opt("alsoSubtype")?,
            colors: f.opt("colors")?,
            no_mana_cost: f.opt("noManaCost")?,
            haste: f.opt("haste")?,
            gained_from: f.opt("gainedFrom")?,
            gained_ability: f.opt("gainedAbility")?,
            merged_with: f.opt("mergedWith")?,
            ..CopyOf::of(f.req("card")?, 0)
        })
    }
}

impl FromJson for super::state::Merged {
    fn read(value: &Value) -> Read<super::state::Merged> {
        let f = untagged(value, "merged permanent", &["object", "under"])?;
        Ok(super::state::Merged { object: f.req("object")?, under: f.req("under")? })
    }
}

impl FromJson for super::state::Component {
    fn read(value: &Value) -> Read<super::state::Component> {
        let f = untagged(value, "merged component", &["card", "owner", "token"])?;
        Ok(super::state::Component { card: f.req("card")?, owner: f.req("owner")?, token: f.opt("token")? })
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
                "chosenType",
                "chosenName",
                "chosenPlayer",
                "remembered",
                "decided",
                "attachedTo",
                "castMethod",
                "suspendHaste",
                "x",
            ],
        )?;
        f.done(Entering {
            controller: f.req("controller")?,
            cause: f.req("cause")?,
            tapped: f.may("tapped"),
            counters: f.may("counters"),
            face: f.may("face"),
            prototyped: f.may("prototyped"),
            prowl_paid: f.may("prowlPaid"),
            copy_of: f.may("copyOf"),
            copied: f.may("copied"),
            protector: f.may("protector"),
            attacking: f.may("attacking"),
            chosen_color: f.may("chosenColor"),
            chosen_type: f.may("chosenType"),
            chosen_name: f.may("chosenName"),
            chosen_player: f.may("chosenPlayer"),
            remembered: f.may("remembered"),
            decided: f.may("decided"),
            attached_to: f.may("attachedTo"),
            cast_method: f.may("castMethod"),
            suspend_haste: f.may("suspendHaste"),
            x: f.may("x"),
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
            "graveyard" => SearchDestination::Graveyard,
            "exile" => SearchDestination::Exile,
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

impl FromJson for LibrarySearch {
    fn read(value: &Value) -> Read<LibrarySearch> {
        let f = untagged(value, "library search", &["player", "cards"])?;
        Ok(LibrarySearch { player: f.req("player")?, cards: f.req("cards")? })
    }
}

impl FromJson for Draws {
    fn read(value: &Value) -> Read<Draws> {
        let f = untagged(value, "draws", &["player", "count", "discard"])?;
        let player = f.req("player")?;
        f.done(Draws { player, count: f.must("count"), discard: f.may("discard") })
    }
}

impl FromJson for ChoicePurpose {
    fn read(value: &Value) -> Read<ChoicePurpose> {
        const ALL: [ChoicePurpose; 31] = [
            ChoicePurpose::Sacrifice,
            ChoicePurpose::SacrificeYouGainLifeEqualToPower,
            ChoicePurpose::Exile,
            ChoicePurpose::ExileUntilNextEndStep,
            ChoicePurpose::Discard,
            ChoicePurpose::ReturnToHand,
            ChoicePurpose::RevealedIntoHand,
            ChoicePurpose::ExileFromGraveyard,
            ChoicePurpose::PutOnTopOfLibrary,
            ChoicePurpose::TopOrBottomOfLibrary,
            ChoicePurpose::BottomExileOther,
            ChoicePurpose::OddOrEven,
            ChoicePurpose::Destroy,
            ChoicePurpose::ReturnToBattlefield,
            ChoicePurpose::BattlefieldElseHand,
            ChoicePurpose::BeginOnBattlefield,
            ChoicePurpose::Shuffle,
            ChoicePurpose::ReturnElseSacrifice,
            ChoicePurpose::RevealTopCounterIfSameManaValue,
            ChoicePurpose::ThatPlayerShuffles,
            ChoicePurpose::IfYouDo,
            ChoicePurpose::ExileUntilThisLeaves,
            ChoicePurpose::PutCounters,
            ChoicePurpose::CreateTokenCopy,
            ChoicePurpose::Amass,
            ChoicePurpose::VentureIntoRoom,
            ChoicePurpose::PutOntoBattlefieldWithCounters,
            ChoicePurpose::PutOntoBattlefieldUnderYourControl,
            ChoicePurpose::ExileWithSameName,
            ChoicePurpose::PutIntoGraveyard,
            ChoicePurpose::PlayThisTurnWithoutPaying,
        ];
        let names = [
            "sacrifice",
            "sacrificeYouGainLifeEqualToPower",
            "exile",
            "exileUntilNextEndStep",
            "discard",
            "returnToHand",
            "revealedIntoHand",
            "exileFromGraveyard",
            "putOnTopOfLibrary",
            "topOrBottomOfLibrary",
            "bottomExileOther",
            "oddOrEven",
            "destroy",
            "returnToBattlefield",
            "battlefieldElseHand",
            "beginOnBattlefield",
            "shuffle",
            "returnElseSacrifice",
            "revealTopCounterIfSameManaValue",
            "thatPlayerShuffles",
            "ifYouDo",
            "exileUntilThisLeaves",
            "putCounters",
            "createTokenCopy",
            "amass",
            "ventureIntoRoom",
            "putOntoBattlefieldWithCounters",
            "putOntoBattlefieldUnderYourControl",
            "exileWithSameName",
            "putIntoGraveyard",
            "playThisTurnWithoutPaying",
        ];
        unit(value, &names, "what a chosen object is for").map(|i| ALL[i])
    }
}

impl FromJson for PayFor {
    fn read(value: &Value) -> Read<PayFor> {
        const ALL: [PayFor; 4] = [PayFor::Ward, PayFor::CounterUnless, PayFor::CounterUnlessExile, PayFor::MayPay];
        unit(value, &["ward", "counterUnless", "counterUnlessExile", "mayPay"], "what a payment is for").map(|i| ALL[i])
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
        Pending::Cascade { .. } => "cascade",
        Pending::Rebound { .. } => "rebound",
        Pending::Miracle { .. } => "miracle",
        Pending::CastFromGraveyard { .. } => "castFromGraveyard",
        Pending::CastWithoutPaying { .. } => "castWithoutPaying",
        Pending::ChooseLegend { .. } => "chooseLegend",
        Pending::ChooseTargets { .. } => "chooseTargets",
        Pending::PayWard { .. } => "payWard",
        Pending::AssignCombatDamage { .. } => "assignCombatDamage",
        Pending::ChooseCopy { .. } => "chooseCopy",
        Pending::Mutate { .. } => "mutate",
        Pending::ChooseReplacement { .. } => "chooseReplacement",
        Pending::Scry { .. } => "scry",
        Pending::Surveil { .. } => "surveil",
        Pending::ReturnLand { .. } => "returnLand",
        Pending::ChooseObject { .. } => "chooseObject",
        Pending::YouMay { .. } => "youMay",
        Pending::ChooseMana { .. } => "chooseMana",
        Pending::NameACard { .. } => "nameACard",
        Pending::ChooseColor { .. } => "chooseColor",
        Pending::Proliferate { .. } => "proliferate",
        Pending::SeparatePiles { .. } => "separatePiles",
        Pending::ChoosePile { .. } => "choosePile",
        Pending::SearchLibrary { .. } => "searchLibrary",
        Pending::Mulligan { .. } => "mulligan",
        Pending::MulliganBottom { .. } => "mulliganBottom",
        Pending::Dredge { .. } => "dredge",
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
                let f = fields(&["player", "effect", "then", "chosen", "upTo"])?;
                f.done(Pending::Discard {
                    player: f.req("player")?,
                    effect: f.may("effect"),
                    then: f.may("then"),
                    chosen: f.may("chosen"),
                    up_to: f.may("upTo"),
                })?
            }
            "chooseProtector" => {
                let f = fields(&["player", "battle"])?;
                Pending::ChooseProtector { player: f.req("player")?, battle: f.req("battle")? }
            }
            "castTransformed" => {
                let f = fields(&["player", "object"])?;
                Pending::CastTransformed { player: f.req("player")?, object: f.req("object")? }
            }
            "cascade" => {
                let f = fields(&["player", "object", "manaValue", "exiled"])?;
                Pending::Cascade {
                    player: f.req("player")?,
                    object: f.req("object")?,
                    mana_value: f.req("manaValue")?,
                    exiled: f.opt("exiled")?,
                }
            }
            "rebound" => {
                let f = fields(&["player", "object"])?;
                Pending::Rebound { player: f.req("player")?, object: f.req("object")? }
            }
            "miracle" => {
                let f = fields(&["player", "object"])?;
                Pending::Miracle { player: f.req("player")?, object: f.req("object")? }
            }
            "castFromGraveyard" => {
                let f = fields(&["player", "object", "exileInstead", "manaOfAnyType"])?;
                let (player, object, exile_instead) = (f.req("player")?, f.req("object")?, f.opt("exileInstead")?);
                let mana_of_any_type = f.opt("manaOfAnyType")?;
                Pending::CastFromGraveyard { player, object, exile_instead, mana_of_any_type }
            }
            "castWithoutPaying" => {
                let f = fields(&["player", "object", "suspended"])?;
                let (player, object, suspended) = (f.req("player")?, f.req("object")?, f.opt("suspended")?);
                Pending::CastWithoutPaying { player, object, suspended }
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
                f.done(Pending::PayWard {
                    player: f.req("player")?,
                    spell: f.req("spell")?,
                    mana: f.may("mana"),
                    life: f.may("life"),
                    pay_for: f.may("for"),
                })?
            }
            "assignCombatDamage" => Pending::AssignCombatDamage { player: fields(&["player"])?.req("player")? },
            "mutate" => {
                let f = fields(&["player", "spell", "target"])?;
                Pending::Mutate { player: f.req("player")?, spell: f.req("spell")?, target: f.req("target")? }
            }
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
                let f = fields(&["player", "cards", "look", "bottom"])?;
                Pending::Scry {
                    player: f.req("player")?,
                    cards: f.req("cards")?,
                    look: f.opt("look")?,
                    bottom: f.opt("bottom")?,
                }
            }
            "surveil" => {
                let f = fields(&["player", "cards", "explorer", "look"])?;
                f.done(Pending::Surveil {
                    player: f.req("player")?,
                    cards: f.must("cards"),
                    explorer: f.may("explorer"),
                    look: f.may("look"),
                })?
            }
            "returnLand" => {
                let f = fields(&["player", "lands"])?;
                Pending::ReturnLand { player: f.req("player")?, lands: f.req("lands")? }
            }
            "chooseObject" => {
                let f = fields(&["player", "objects", "purpose", "then", "chosen", "upTo"])?;
                Pending::ChooseObject {
                    player: f.req("player")?,
                    objects: f.req("objects")?,
                    purpose: f.req("purpose")?,
                    then: f.opt("then")?,
                    chosen: f.opt("chosen")?,
                    up_to: f.opt("upTo")?,
                }
            }
            "youMay" => {
                let f = fields(&["player", "object", "purpose"])?;
                Pending::YouMay { player: f.req("player")?, object: f.req("object")?, purpose: f.req("purpose")? }
            }
            "nameACard" => {
                let f = fields(&["player", "spell", "notBasicLand"])?;
                Pending::NameACard {
                    player: f.req("player")?,
                    spell: f.req("spell")?,
                    not_basic_land: f.may("notBasicLand"),
                }
            }
            "chooseColor" => {
                let f = fields(&["player", "spell", "may"])?;
                Pending::ChooseColor { player: f.req("player")?, spell: f.req("spell")?, may: f.opt("may")? }
            }
            "chooseMana" => {
                let f = fields(&["player", "source", "mana", "count"])?;
                f.done(Pending::ChooseMana {
                    player: f.req("player")?,
                    source: f.req("source")?,
                    mana: f.must("mana"),
                    count: f.must("count"),
                })?
            }
            "proliferate" => {
                let f = fields(&["player", "objects", "players"])?;
                f.done(Pending::Proliferate {
                    player: f.req("player")?,
                    objects: f.must("objects"),
                    players: f.must("players"),
                })?
            }
            "separatePiles" => {
                let f = fields(&["player", "chooser", "objects"])?;
                f.done(Pending::SeparatePiles {
                    player: f.req("player")?,
                    chooser: f.req("chooser")?,
                    objects: f.must("objects"),
                })?
            }
            "choosePile" => {
                let f = fields(&["player", "first", "second"])?;
                f.done(Pending::ChoosePile {
                    player: f.req("player")?,
                    first: f.must("first"),
                    second: f.must("second"),
                })?
            }
            "searchLibrary" => {
                let f = fields(&["player", "source", "candidates", "destination", "then", "chosen", "among"])?;
                Pending::SearchLibrary {
                    player: f.req("player")?,
                    source: f.req("source")?,
                    candidates: f.req("candidates")?,
                    destination: f.req("destination")?,
                    then: f.opt("then")?,
                    chosen: f.opt("chosen")?,
                    among: f.opt("among")?,
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
            "dredge" => {
                let f = fields(&["player", "cards", "then"])?;
                let player = f.req("player")?;
                f.done(Pending::Dredge { player, cards: f.must("cards"), then: f.may("then") })?
            }
            other => return Err(unknown_variant(other, WHAT)),
        };
        debug_assert_eq!(pending_tag(&pending), tag);
        Ok(pending)
    }
}

impl FromJson for i32 {
    fn read(value: &Value) -> Read<i32> {
        value.as_i64().and_then(|n| i32::try_from(n).ok()).ok_or_else(|| invalid(value, "an i32"))
    }
}

impl FromJson for u64 {
    fn read(value: &Value) -> Read<u64> {
        value.as_u64().ok_or_else(|| invalid(value, "a u64"))
    }
}

impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn read(value: &Value) -> Read<(A, B)> {
        match value {
            Value::Array(items) if items.len() == 2 => Ok((A::read(&items[0])?, B::read(&items[1])?)),
            _ => Err(invalid(value, "an array of two")),
        }
    }
}

impl FromJson for Zone {
    fn read(value: &Value) -> Read<Zone> {
        const ALL: [Zone; 7] =
            [Zone::Library, Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Stack, Zone::Exile, Zone::Command];
        unit(value, &["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"], "a zone")
            .map(|i| ALL[i])
    }
}

impl FromJson for crate::game::DungeonRoom {
    fn read(value: &Value) -> Read<crate::game::DungeonRoom> {
        use crate::game::DungeonRoom;
        let names = [
            "secretEntrance",
            "forge",
            "lostWell",
            "trap",
            "arena",
            "stash",
            "archives",
            "catacombs",
            "throneOfTheDeadThree",
        ];
        unit(value, &names, "a room of Undercity").map(|i| DungeonRoom::ALL[i])
    }
}

impl FromJson for crate::game::DayNight {
    fn read(value: &Value) -> Read<crate::game::DayNight> {
        use crate::game::DayNight;
        unit(value, &["day", "night"], "day or night").map(|i| [DayNight::Day, DayNight::Night][i])
    }
}

impl FromJson for Step {
    fn read(value: &Value) -> Read<Step> {
        value
            .as_str()
            .and_then(|s| Step::ALL.into_iter().find(|step| step.name() == s))
            .ok_or_else(|| invalid(value, "a step"))
    }
}

impl FromJson for Damaged {
    fn read(value: &Value) -> Read<Damaged> {
        const ALL: [Damaged; 3] = [Damaged::Player, Damaged::Planeswalker, Damaged::Battle];
        unit(value, &["player", "planeswalker", "battle"], "what was damaged").map(|i| ALL[i])
    }
}

impl FromJson for ManaCounts {
    fn read(value: &Value) -> Read<ManaCounts> {
        let f = untagged(value, "mana counts", &["W", "U", "B", "R", "G", "C"])?;
        Ok(ManaCounts {
            W: f.opt("W")?,
            U: f.opt("U")?,
            B: f.opt("B")?,
            R: f.opt("R")?,
            G: f.opt("G")?,
            C: f.opt("C")?,
        })
    }
}

impl FromJson for ManaPool {
    fn read(value: &Value) -> Read<ManaPool> {
        let f = untagged(value, "mana pool", &["mana", "fromSnow", "noGeneric"])?;
        Ok(ManaPool { mana: f.opt("mana")?, from_snow: f.opt("fromSnow")?, no_generic: f.opt("noGeneric")? })
    }
}

impl FromJson for Player {
    fn read(value: &Value) -> Read<Player> {
        let f = Fields::of(value, "player", None)?;
        f.done(Player {
            id: f.req("id")?,
            life: f.must("life"),
            mana_pool: f.must("manaPool"),
            lands_played: f.must("landsPlayed"),
            library: f.must("library"),
            hand: f.must("hand"),
            graveyard: f.must("graveyard"),
            lost: f.may("lost"),
            drew_from_empty_library: f.may("drewFromEmptyLibrary"),
            counters: f.may("counters"),
            companion: f.may("companion"),
            sacrificed: f.may("sacrificed"),
            permanent_left_this_turn: f.may("permanentLeftThisTurn"),
            descended: f.may("descended"),
            dungeon_room: f.may("dungeonRoom"),
            dungeons_completed: f.may("dungeonsCompleted"),
            noncreature_spells_cast: f.may("noncreatureSpellsCast"),
            spells_cast: f.may("spellsCast"),
            creatures_attacked_with: f.may("creaturesAttackedWith"),
            cards_drawn: f.may("cardsDrawn"),
            drew_in_draw_step: f.may("drewInDrawStep"),
            noncreature_spells_forbidden: f.may("noncreatureSpellsForbidden"),
            spell_colors_cast: f.may("spellColorsCast"),
            spells_cant_be_countered: f.may("spellsCantBeCountered"),
            hexproof_from: f.may("hexproofFrom"),
        })
    }
}

/// The tag of each trigger kind. When a new variant makes this `match` fail
/// to compile, add its arm here and its reader to `TriggerKind::read`.
pub(crate) const fn trigger_tag(kind: &TriggerKind) -> &'static str {
    match kind {
        TriggerKind::SiegeDefeated => "siegeDefeated",
        TriggerKind::Enters { .. } => "enters",
        TriggerKind::Triggered { .. } => "triggered",
        TriggerKind::Granted { .. } => "granted",
        TriggerKind::Activated { .. } => "activated",
        TriggerKind::Reflexive { .. } => "reflexive",
        TriggerKind::DelayedThisTurn { .. } => "delayedThisTurn",
        TriggerKind::Ward { .. } => "ward",
        TriggerKind::Undying => "undying",
        TriggerKind::Persist => "persist",
        TriggerKind::DiesReturn { .. } => "diesReturn",
        TriggerKind::Prowess => "prowess",
        TriggerKind::Evoke => "evoke",
        TriggerKind::NextEndStep => "nextEndStep",
        TriggerKind::ReturnAtNextEndStep { .. } => "returnAtNextEndStep",
        TriggerKind::ReturnToHandAtNextEndStep { .. } => "returnToHandAtNextEndStep",
        TriggerKind::BlitzDraw => "blitzDraw",
        TriggerKind::Decayed => "decayed",
        TriggerKind::SacrificeAtEndOfCombat => "sacrificeAtEndOfCombat",
        TriggerKind::SacrificeReturned { .. } => "sacrificeReturned",
        TriggerKind::Exalted { .. } => "exalted",
        TriggerKind::Cascade { .. } => "cascade",
        TriggerKind::Storm { .. } => "storm",
        TriggerKind::Casualty => "casualty",
        TriggerKind::Replicate { .. } => "replicate",
        TriggerKind::DrawAtNextUpkeep => "drawAtNextUpkeep",
        TriggerKind::Rebound => "rebound",
        TriggerKind::Miracle => "miracle",
        TriggerKind::SuspendUpkeep => "suspendUpkeep",
        TriggerKind::SuspendLastCounter => "suspendLastCounter",
        TriggerKind::CastBy { .. } => "castBy",
        TriggerKind::TargetedBy { .. } => "targetedBy",
        TriggerKind::DrawnBy { .. } => "drawnBy",
        TriggerKind::DealtCombatDamageTo { .. } => "dealtCombatDamageTo",
        TriggerKind::DealtDamageBy { .. } => "dealtDamageBy",
        TriggerKind::DealtDamageTo { .. } => "dealtDamageTo",
        TriggerKind::Cycled { .. } => "cycled",
        TriggerKind::MonarchDraws => "monarchDraws",
        TriggerKind::MonarchTaken { .. } => "monarchTaken",
        TriggerKind::InitiativeVentures => "initiativeVentures",
        TriggerKind::InitiativeTaken { .. } => "initiativeTaken",
        TriggerKind::Room { .. } => "room",
    }
}

impl FromJson for TriggerKind {
    fn read(value: &Value) -> Read<TriggerKind> {
        const WHAT: &str = "trigger kind";
        let fields = |known: &[&str]| Fields::of(value, WHAT, Some(known));
        let tag = tag(value, WHAT)?;
        let kind = match tag {
            "siegeDefeated" => TriggerKind::SiegeDefeated,
            "enters" => TriggerKind::Enters { ability: fields(&["ability"])?.req("ability")? },
            "triggered" => TriggerKind::Triggered { ability: fields(&["ability"])?.req("ability")? },
            "granted" => TriggerKind::Granted { ability: fields(&["ability"])?.req("ability")? },
            "drawnBy" => {
                let f = fields(&["ability", "player"])?;
                TriggerKind::DrawnBy { ability: f.req("ability")?, player: f.req("player")? }
            }
            "dealtCombatDamageTo" => {
                let f = fields(&["ability", "player"])?;
                TriggerKind::DealtCombatDamageTo { ability: f.req("ability")?, player: f.req("player")? }
            }
            "dealtDamageBy" => {
                let f = fields(&["ability", "player"])?;
                TriggerKind::DealtDamageBy { ability: f.req("ability")?, player: f.req("player")? }
            }
            "cycled" => {
                let f = fields(&["ability", "x"])?;
                TriggerKind::Cycled { ability: f.req("ability")?, x: f.opt("x")? }
            }
            "dealtDamageTo" => {
                let f = fields(&["ability", "player"])?;
                TriggerKind::DealtDamageTo { ability: f.req("ability")?, player: f.req("player")? }
            }
            "castBy" => {
                let f = fields(&["ability", "caster", "spell"])?;
                TriggerKind::CastBy { ability: f.req("ability")?, caster: f.req("caster")?, spell: f.req("spell")? }
            }
            "targetedBy" => {
                let f = fields(&["ability", "spell"])?;
                TriggerKind::TargetedBy { ability: f.req("ability")?, spell: f.req("spell")? }
            }
            "activated" => {
                let f = fields(&["ability", "choice"])?;
                TriggerKind::Activated { ability: f.req("ability")?, choice: f.opt("choice")? }
            }
            "reflexive" => {
                let f = fields(&["ability", "x"])?;
                TriggerKind::Reflexive { ability: f.req("ability")?, x: f.opt("x")? }
            }
            "delayedThisTurn" => TriggerKind::DelayedThisTurn { ability: fields(&["ability"])?.req("ability")? },
            "ward" => TriggerKind::Ward { spell: fields(&["spell"])?.req("spell")? },
            "undying" => TriggerKind::Undying,
            "persist" => TriggerKind::Persist,
            "diesReturn" => {
                let f = fields(&["tapped", "role"])?;
                TriggerKind::DiesReturn { tapped: f.req("tapped")?, role: f.opt("role")? }
            }
            "prowess" => TriggerKind::Prowess,
            "evoke" => TriggerKind::Evoke,
            "nextEndStep" => TriggerKind::NextEndStep,
            "returnAtNextEndStep" => TriggerKind::ReturnAtNextEndStep { cards: fields(&["cards"])?.req("cards")? },
            "returnToHandAtNextEndStep" => {
                TriggerKind::ReturnToHandAtNextEndStep { permanent: fields(&["permanent"])?.req("permanent")? }
            }
            "blitzDraw" => TriggerKind::BlitzDraw,
            "decayed" => TriggerKind::Decayed,
            "sacrificeAtEndOfCombat" => TriggerKind::SacrificeAtEndOfCombat,
            "sacrificeReturned" => TriggerKind::SacrificeReturned { creature: fields(&["creature"])?.req("creature")? },
            "exalted" => TriggerKind::Exalted { creature: fields(&["creature"])?.req("creature")? },
            "cascade" => TriggerKind::Cascade { mana_value: fields(&["manaValue"])?.req("manaValue")? },
            "storm" => TriggerKind::Storm { copies: fields(&["copies"])?.req("copies")? },
            "casualty" => TriggerKind::Casualty,
            "replicate" => TriggerKind::Replicate { copies: fields(&["copies"])?.req("copies")? },
            "drawAtNextUpkeep" => TriggerKind::DrawAtNextUpkeep,
            "rebound" => TriggerKind::Rebound,
            "miracle" => TriggerKind::Miracle,
            "suspendUpkeep" => TriggerKind::SuspendUpkeep,
            "suspendLastCounter" => TriggerKind::SuspendLastCounter,
            "monarchDraws" => TriggerKind::MonarchDraws,
            "monarchTaken" => {
                let f = fields(&["creature", "player"])?;
                TriggerKind::MonarchTaken { creature: f.req("creature")?, player: f.req("player")? }
            }
            "initiativeVentures" => TriggerKind::InitiativeVentures,
            "initiativeTaken" => TriggerKind::InitiativeTaken { player: fields(&["player"])?.req("player")? },
            "room" => TriggerKind::Room { room: fields(&["room"])?.req("room")? },
            other => return Err(unknown_variant(other, WHAT)),
        };
        debug_assert_eq!(trigger_tag(&kind), tag);
        Ok(kind)
    }
}

impl FromJson for StackAbility {
    fn read(value: &Value) -> Read<StackAbility> {
        let f = untagged(value, "stack ability", &["source", "kind"])?;
        Ok(StackAbility { source: f.req("source")?, kind: f.req("kind")? })
    }
}

impl FromJson for GameObject {
    fn read(value: &Value) -> Read<GameObject> {
        let f = Fields::of(value, "object", None)?;
        f.done(GameObject {
            id: f.req("id")?,
            card: f.must("card"),
            owner: f.keep(f.req("owner"), || PlayerId(0)),
            controller: f.keep(f.req("controller"), || PlayerId(0)),
            zone: f.keep(f.req("zone"), || Zone::Library),
            tapped: f.may("tapped"),
            summoning_sick: f.may("summoningSick"),
            counters: f.may("counters"),
            damage: f.may("damage"),
            prototyped: f.may("prototyped"),
            face: f.may("face"),
            prowl_paid: f.may("prowlPaid"),
            cast_method: f.may("castMethod"),
            attacking: f.may("attacking"),
            x: f.may("x"),
            total_cost: f.may("totalCost"),
            protector: f.may("protector"),
            deathtouch_damage: f.may("deathtouchDamage"),
            ability: f.may("ability"),
            targets: f.may("targets"),
            modes: f.may("modes"),
            token: f.may("token"),
            copy_of: f.may("copyOf"),
            chosen_color: f.may("chosenColor"),
            chosen_type: f.may("chosenType"),
            uncounterable: f.may("uncounterable"),
            colors_spent: f.may("colorsSpent"),
            mana_spent: f.may("manaSpent"),
            phyrexian_life: f.may("phyrexianLife"),
            attached_to: f.may("attachedTo"),
            exiled_with: f.may("exiledWith"),
            on_adventure: f.may("onAdventure"),
            cast_from_exile: f.may("castFromExile"),
            suspend_haste: f.may("suspendHaste"),
            spell_copy: f.may("spellCopy"),
            emblem: f.may("emblem"),
            card_index: 0,
        })
    }
}

impl FromJson for DamageRecord {
    fn read(value: &Value) -> Read<DamageRecord> {
        let f = Fields::of(value, "damage record", None)?;
        Ok(DamageRecord {
            source: f.opt("source")?,
            creature_types: f.req("creatureTypes")?,
            every_creature_type: f.req("everyCreatureType")?,
            controller: f.req("controller")?,
            damaged: f.req("damaged")?,
            combat: f.req("combat")?,
            object: f.opt("object")?,
            player: f.opt("player")?,
            amount: f.opt("amount")?,
        })
    }
}

impl FromJson for Attacker {
    fn read(value: &Value) -> Read<Attacker> {
        let f = untagged(value, "attacker", &["object", "target", "blocked", "blockers"])?;
        Ok(Attacker {
            object: f.req("object")?,
            target: f.req("target")?,
            blocked: f.opt("blocked")?,
            blockers: f.opt("blockers")?,
        })
    }
}

impl FromJson for Blocker {
    fn read(value: &Value) -> Read<Blocker> {
        let f = untagged(value, "blocker", &["object", "attacker"])?;
        Ok(Blocker { object: f.req("object")?, attacker: f.req("attacker")? })
    }
}

impl FromJson for Combat {
    fn read(value: &Value) -> Read<Combat> {
        let f = untagged(
            value,
            "combat",
            &[
                "attackersDeclared",
                "attackers",
                "blockers",
                "blocksDeclared",
                "firstStrikeStep",
                "firstStrikers",
                "damageSteps",
            ],
        )?;
        Ok(Combat {
            attackers_declared: f.opt("attackersDeclared")?,
            attackers: f.opt("attackers")?,
            blockers: f.opt("blockers")?,
            blocks_declared: f.opt("blocksDeclared")?,
            first_strike_step: f.opt("firstStrikeStep")?,
            first_strikers: f.opt("firstStrikers")?,
            damage_steps: f.opt("damageSteps")?,
        })
    }
}

impl FromJson for PendingTrigger {
    fn read(value: &Value) -> Read<PendingTrigger> {
        let f = untagged(value, "pending trigger", &["source", "card", "face", "controller", "kind"])?;
        Ok(PendingTrigger {
            source: f.req("source")?,
            card: f.req("card")?,
            face: f.opt("face")?,
            controller: f.req("controller")?,
            kind: f.req("kind")?,
            card_index: 0,
        })
    }
}

impl FromJson for Pcg32 {
    fn read(value: &Value) -> Read<Pcg32> {
        let f = Fields::of(value, "random number generator", None)?;
        let hex = |key: &str| -> Read<u64> {
            let text: String = f.req(key)?;
            if text.is_empty() || text.len() > 16 {
                return Err(format!("random number generator.{key}: expected 1 to 16 hex digits"));
            }
            u64::from_str_radix(&text, 16).map_err(|e| format!("random number generator.{key}: {e}"))
        };
        Ok(Pcg32 { state: hex("state")?, inc: hex("inc")? })
    }
}

impl FromJson for crate::text::GrantedKeyword {
    fn read(value: &Value) -> Read<crate::text::GrantedKeyword> {
        use crate::text::GrantedKeyword;
        let names = GrantedKeyword::ALL.map(GrantedKeyword::name);
        unit(value, &names, "a granted keyword").map(|i| GrantedKeyword::ALL[i])
    }
}

impl FromJson for Pump {
    fn read(value: &Value) -> Read<Pump> {
        let f = untagged(
            value,
            "pump",
            &["object", "power", "toughness", "keywords", "loses", "untilNextTurnOf", "lasting", "since"],
        )?;
        let (object, power, toughness) = (f.req("object")?, f.req("power")?, f.req("toughness")?);
        let (keywords, loses, since) = (f.opt("keywords")?, f.opt("loses")?, f.opt("since")?);
        let (until_next_turn_of, lasting) = (f.opt("untilNextTurnOf")?, f.opt("lasting")?);
        Ok(Pump { object, power, toughness, keywords, loses, until_next_turn_of, lasting, since })
    }
}

impl FromJson for Resolution {
    fn read(value: &Value) -> Read<Resolution> {
        let f = untagged(
            value,
            "resolution",
            &[
                "object",
                "next",
                "target",
                "legal",
                "targetsController",
                "done",
                "chosen",
                "exiled",
                "destroyed",
                "color",
            ],
        )?;
        Ok(Resolution {
            object: f.req("object")?,
            next: f.req("next")?,
            target: f.opt("target")?,
            legal: f.opt("legal")?,
            targets_controller: f.opt("targetsController")?,
            done: f.opt("done")?,
            chosen: f.opt("chosen")?,
            exiled: f.opt("exiled")?,
            destroyed: f.opt("destroyed")?,
            color: f.opt("color")?,
        })
    }
}

impl FromJson for crate::card::CardType {
    fn read(value: &Value) -> Read<crate::card::CardType> {
        use crate::card::CardType;
        let names = CardType::ALL.map(|t| t.name());
        unit(value, &names, "a card type").map(|i| CardType::ALL[i])
    }
}

impl FromJson for super::state::TypeChange {
    fn read(value: &Value) -> Read<super::state::TypeChange> {
        let fields = ["object", "power", "toughness", "types", "subtypes", "keywords"];
        let f = untagged(value, "type change", &fields)?;
        Ok(super::state::TypeChange {
            object: f.req("object")?,
            power: f.req("power")?,
            toughness: f.req("toughness")?,
            types: f.req("types")?,
            subtypes: f.req("subtypes")?,
            keywords: f.opt("keywords")?,
            with: super::state::Derived::default(),
        })
    }
}

impl FromJson for OwedToken {
    fn read(value: &Value) -> Read<OwedToken> {
        let f = untagged(value, "owed token", &["player", "token"])?;
        Ok(OwedToken { player: f.req("player")?, token: f.req("token")? })
    }
}

impl FromJson for super::state::ChosenPlayer {
    fn read(value: &Value) -> Read<super::state::ChosenPlayer> {
        let f = untagged(value, "chosen player", &["object", "player"])?;
        Ok(super::state::ChosenPlayer { object: f.req("object")?, player: f.req("player")? })
    }
}

impl FromJson for ChosenName {
    fn read(value: &Value) -> Read<ChosenName> {
        let f = untagged(value, "chosen card name", &["object", "name"])?;
        Ok(ChosenName { object: f.req("object")?, name: f.req("name")? })
    }
}

impl FromJson for AlsoSubtype {
    fn read(value: &Value) -> Read<AlsoSubtype> {
        let f = untagged(value, "added creature type", &["object", "subtype"])?;
        Ok(AlsoSubtype::new(f.req("object")?, f.req("subtype")?))
    }
}

impl FromJson for ControlChange {
    fn read(value: &Value) -> Read<ControlChange> {
        let f = untagged(value, "control change", &["object", "controller", "base", "source", "untilEndOfTurn"])?;
        Ok(ControlChange {
            object: f.req("object")?,
            controller: f.req("controller")?,
            base: f.req("base")?,
            source: f.req("source")?,
            until_end_of_turn: f.may("untilEndOfTurn"),
        })
    }
}

impl FromJson for ReturnedWith {
    fn read(value: &Value) -> Read<ReturnedWith> {
        let f = untagged(value, "aura returned with", &["aura", "creature"])?;
        Ok(ReturnedWith { aura: f.req("aura")?, creature: f.may("creature") })
    }
}

impl FromJson for super::state::Division {
    fn read(value: &Value) -> Read<super::state::Division> {
        let f = untagged(value, "division", &["spell", "amounts"])?;
        Ok(super::state::Division { spell: f.req("spell")?, amounts: f.req("amounts")? })
    }
}

impl FromJson for super::state::PhasedOut {
    fn read(value: &Value) -> Read<super::state::PhasedOut> {
        let f = untagged(value, "phased-out permanent", &["object", "with"])?;
        Ok(super::state::PhasedOut { object: f.req("object")?, with: f.opt("with")? })
    }
}

impl FromJson for BecameCreature {
    fn read(value: &Value) -> Read<BecameCreature> {
        let f = untagged(value, "animated land", &["object", "animation", "card", "face"])?;
        let (object, animation, card, face) = (f.req("object")?, f.req("animation")?, f.opt("card")?, f.opt("face")?);
        let mut b = BecameCreature::new(object, animation, None, face);
        b.card = card;
        Ok(b)
    }
}

impl FromJson for super::state::CantBeBlocked {
    fn read(value: &Value) -> Read<super::state::CantBeBlocked> {
        let f = untagged(value, "creature that can't be blocked", &["creature", "byColor"])?;
        Ok(super::state::CantBeBlocked { creature: f.req("creature")?, by_color: f.opt("byColor")? })
    }
}

impl FromJson for super::state::Goaded {
    fn read(value: &Value) -> Read<super::state::Goaded> {
        let f = untagged(value, "goaded creature", &["creature", "by"])?;
        Ok(super::state::Goaded { creature: f.req("creature")?, by: f.req("by")? })
    }
}

impl FromJson for super::state::Exerted {
    fn read(value: &Value) -> Read<super::state::Exerted> {
        let f = untagged(value, "exerted permanent", &["creature", "by"])?;
        Ok(super::state::Exerted { creature: f.req("creature")?, by: f.req("by")? })
    }
}

impl FromJson for super::state::DiesReturn {
    fn read(value: &Value) -> Read<super::state::DiesReturn> {
        let f = untagged(value, "dies return", &["creature", "tapped", "role"])?;
        Ok(super::state::DiesReturn { creature: f.req("creature")?, tapped: f.req("tapped")?, role: f.opt("role")? })
    }
}

impl FromJson for crate::text::PredefinedToken {
    fn read(value: &Value) -> Read<crate::text::PredefinedToken> {
        let name = value.as_str().ok_or_else(|| "expected a predefined token's name".to_string())?;
        let found = crate::text::PredefinedToken::ALL.into_iter().find(|t| {
            let json = crate::json_out::to_string(t);
            json.get(1..json.len().saturating_sub(1)) == Some(name)
        });
        found.ok_or_else(|| format!("unknown predefined token `{name}`"))
    }
}

impl FromJson for GameState {
    fn read(value: &Value) -> Read<GameState> {
        let f = Fields::of(value, "game", None)?;
        f.done(GameState {
            players: f.must("players"),
            objects: f.must("objects"),
            battlefield: f.must("battlefield"),
            stack: f.must("stack"),
            exile: f.must("exile"),
            command: f.must("command"),
            drawn: f.may("drawn"),
            turn: f.must("turn"),
            step: f.keep(f.req("step"), || Step::Untap),
            active_player: f.keep(f.req("activePlayer"), || PlayerId(0)),
            priority_player: f.keep(f.req("priorityPlayer"), || PlayerId(0)),
            seed: f.must("seed"),
            next_object_id: f.must("nextObjectId"),
            damage_this_turn: f.must("damageThisTurn"),
            passes: f.may("passes"),
            pending: f.may("pending"),
            combat: f.may("combat"),
            triggers: f.may("triggers"),
            rng: f.may("rng"),
            until_end_of_turn: f.may("untilEndOfTurn"),
            switched: f.may("switched"),
            saddled: f.may("saddled"),
            gained_abilities: f.may("gainedAbilities"),
            activated_this_turn: f.may("activatedThisTurn"),
            resolved_this_turn: f.may("resolvedThisTurn"),
            done_this_turn: f.may("doneThisTurn"),
            triggered_this_turn: f.may("triggeredThisTurn"),
            entered_this_turn: f.may("enteredThisTurn"),
            became_creatures: f.may("becameCreatures"),
            resolving: f.may("resolving"),
            copies_choosing_targets: f.may("copiesChoosingTargets"),
            combat_damage_prevented: f.may("combatDamagePrevented"),
            all_combat_damage_prevented: f.may("allCombatDamagePrevented"),
            damage_prevented_by_colors: f.may("damagePreventedByColors"),
            creatures_entering_uncast_exiled: f.may("creaturesEnteringUncastExiled"),
            next_upkeep: f.may("nextUpkeep"),
            end_of_combat: f.may("endOfCombat"),
            delayed_this_turn: f.may("delayedThisTurn"),
            next_end_step: f.may("nextEndStep"),
            cant_attack_or_block: f.may("cantAttackOrBlock"),
            abilities_lost: f.may("abilitiesLost"),
            exiled_to_pay: f.may("exiledToPay"),
            cant_be_blocked_this_turn: f.may("cantBeBlockedThisTurn"),
            goaded: f.may("goaded"),
            exerted: f.may("exerted"),
            dies_returns: f.may("diesReturns"),
            play_from_exile: f.may("playFromExile"),
            plotted: f.may("plotted"),
            foretold: f.may("foretold"),
            plot_as_it_resolves: f.may("plotAsItResolves"),
            exile_instead_of_graveyard: f.may("exileInsteadOfGraveyard"),
            sorceries_as_though_flash: f.may("sorceriesAsThoughFlash"),
            protected_from_everything: f.may("protectedFromEverything"),
            attached_at: f.may("attachedAt"),
            also_subtypes: f.may("alsoSubtypes"),
            merged: f.may("merged"),
            type_changes: f.may("typeChanges"),
            control_changes: f.may("controlChanges"),
            returned_with: f.may("returnedWith"),
            chosen_names: f.may("chosenNames"),
            chosen_players: f.may("chosenPlayers"),
            owed_tokens: f.may("owedTokens"),
            monarch: f.may("monarch"),
            initiative: f.may("initiative"),
            day_night: f.may("dayNight"),
            divisions: f.may("divisions"),
            phased_out: f.may("phasedOut"),
            index: Default::default(),
            checked: Default::default(),
        })
    }
}

impl FromJson for FaceSelector {
    /// Untagged like the derived reader: an index, or `"front"`/`"back"`.
    fn read(value: &Value) -> Read<FaceSelector> {
        match value {
            Value::String(_) => {
                unit(value, &["front", "back"], "a face").map(|i| FaceSelector::Side([Side::Front, Side::Back][i]))
            }
            _ => usize::read(value).map(FaceSelector::Index).map_err(|_| invalid(value, "a face index or side")),
        }
    }
}

impl FromJson for PermanentSetup {
    fn read(value: &Value) -> Read<PermanentSetup> {
        let f = untagged(
            value,
            "permanent",
            &["card", "tapped", "prototyped", "counters", "summoningSick", "face", "damage", "prowlPaid", "protector"],
        )?;
        Ok(PermanentSetup {
            card: f.req("card")?,
            tapped: f.opt("tapped")?,
            prototyped: f.opt("prototyped")?,
            counters: f.opt("counters")?,
            summoning_sick: f.opt("summoningSick")?,
            face: f.opt("face")?,
            damage: f.opt("damage")?,
            prowl_paid: f.opt("prowlPaid")?,
            protector: f.opt("protector")?,
        })
    }
}

impl FromJson for BattlefieldEntry {
    /// Untagged like the derived reader: a card name, or a permanent.
    fn read(value: &Value) -> Read<BattlefieldEntry> {
        match value {
            Value::String(name) => Ok(BattlefieldEntry::Name(name.clone())),
            _ => PermanentSetup::read(value).map(BattlefieldEntry::Permanent),
        }
    }
}

impl FromJson for PlayerSetup {
    fn read(value: &Value) -> Read<PlayerSetup> {
        let f = untagged(
            value,
            "player",
            &[
                "life",
                "library",
                "hand",
                "battlefield",
                "graveyard",
                "exile",
                "command",
                "companion",
                "manaPool",
                "counters",
            ],
        )?;
        f.done(PlayerSetup {
            life: f.may_or("life", 20),
            library: f.may("library"),
            hand: f.may("hand"),
            battlefield: f.may("battlefield"),
            graveyard: f.may("graveyard"),
            exile: f.may("exile"),
            command: f.may("command"),
            companion: f.may("companion"),
            mana_pool: f.may("manaPool"),
            counters: f.may("counters"),
        })
    }
}

impl FromJson for DamageSetup {
    fn read(value: &Value) -> Read<DamageSetup> {
        let f = untagged(
            value,
            "damage",
            &["source", "creatureTypes", "everyCreatureType", "controller", "damaged", "combat"],
        )?;
        Ok(DamageSetup {
            source: f.opt("source")?,
            creature_types: f.opt("creatureTypes")?,
            every_creature_type: f.opt("everyCreatureType")?,
            controller: f.req("controller")?,
            damaged: f.or("damaged", Damaged::Player)?,
            combat: f.or("combat", true)?,
        })
    }
}

impl FromJson for GameSetup {
    fn read(value: &Value) -> Read<GameSetup> {
        let f = untagged(
            value,
            "setup",
            &[
                "players",
                "activePlayer",
                "priorityPlayer",
                "step",
                "seed",
                "turn",
                "damageThisTurn",
                "shuffle",
                "openingHands",
                "dayNight",
            ],
        )?;
        Ok(GameSetup {
            players: f.req("players")?,
            active_player: f.opt("activePlayer")?,
            priority_player: f.opt("priorityPlayer")?,
            step: f.opt("step")?,
            seed: f.opt("seed")?,
            turn: f.opt("turn")?,
            damage_this_turn: f.opt("damageThisTurn")?,
            shuffle: f.opt("shuffle")?,
            opening_hands: f.opt("openingHands")?,
            day_night: f.opt("dayNight")?,
        })
    }
}

impl FromJson for Until {
    fn read(value: &Value) -> Read<Until> {
        const WHAT: &str = "until";
        Ok(match tag(value, WHAT)? {
            "step" => Until::Step { step: Fields::of(value, WHAT, Some(&["step"]))?.req("step")? },
            "nextTurn" => Until::NextTurn,
            "choice" => Until::Choice,
            other => return Err(unknown_variant(other, WHAT)),
        })
    }
}

impl FromJson for AutoPass {
    fn read(value: &Value) -> Read<AutoPass> {
        let f = untagged(value, "auto-pass policy", &["until", "noAttacks", "noBlocks", "stopOnStack", "maxActions"])?;
        Ok(AutoPass {
            until: f.req("until")?,
            no_attacks: f.opt("noAttacks")?,
            no_blocks: f.opt("noBlocks")?,
            stop_on_stack: f.opt("stopOnStack")?,
            max_actions: f.opt("maxActions")?,
        })
    }
}

/// Reads an auto-pass policy (`Game.advance`'s argument) by hand.
pub(crate) fn auto_pass_from_json(json: &str) -> Result<AutoPass, String> {
    let value: Value = serde_json::from_slice(json.as_bytes()).map_err(|e| e.to_string())?;
    AutoPass::read(&value)
}

/// The `type` of each action. When a new variant makes this `match` fail to
/// compile, add its arm here and its reader to [`read_action`].
pub(crate) const fn action_tag(action: &Action) -> &'static str {
    match action {
        Action::PlayLand { .. } => "playLand",
        Action::Plot { .. } => "plot",
        Action::Suspend { .. } => "suspend",
        Action::Foretell { .. } => "foretell",
        Action::PutCompanionIntoHand { .. } => "putCompanionIntoHand",
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
        Action::Mutate { .. } => "mutate",
        Action::ChooseReplacement { .. } => "chooseReplacement",
        Action::Scry { .. } => "scry",
        Action::Surveil { .. } => "surveil",
        Action::ReturnLand { .. } => "returnLand",
        Action::ChooseObject { .. } => "chooseObject",
        Action::YouMay { .. } => "youMay",
        Action::ChooseMana { .. } => "chooseMana",
        Action::NameACard { .. } => "nameACard",
        Action::ChooseColor { .. } => "chooseColor",
        Action::Proliferate { .. } => "proliferate",
        Action::SeparatePiles { .. } => "separatePiles",
        Action::ChoosePile { .. } => "choosePile",
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
        "plot" => {
            let f = fields(&["player", "object", "payment"])?;
            f.done(Action::Plot { player: f.req("player")?, object: f.req("object")?, payment: f.opt("payment")? })?
        }
        "foretell" => {
            let f = fields(&["player", "object", "payment"])?;
            f.done(Action::Foretell { player: f.req("player")?, object: f.req("object")?, payment: f.opt("payment")? })?
        }
        "suspend" => {
            let f = fields(&["player", "object", "payment"])?;
            f.done(Action::Suspend { player: f.req("player")?, object: f.req("object")?, payment: f.opt("payment")? })?
        }
        "putCompanionIntoHand" => {
            let f = fields(&["player", "payment"])?;
            f.done(Action::PutCompanionIntoHand { player: f.req("player")?, payment: f.opt("payment")? })?
        }
        "activateManaAbility" => {
            let f = fields(&["player", "object", "choice"])?;
            Action::ActivateManaAbility { player: f.req("player")?, object: f.req("object")?, choice: f.opt("choice")? }
        }
        "activateAbility" => {
            let f = fields(&["player", "object", "ability", "choice", "targets", "choices", "payment", "x"])?;
            f.done(Action::ActivateAbility {
                player: f.req("player")?,
                object: f.req("object")?,
                ability: f.req("ability")?,
                choice: f.may("choice"),
                targets: f.may("targets"),
                choices: f.may("choices"),
                payment: f.may("payment"),
                x: f.may("x"),
            })?
        }
        "searchLibrary" => {
            let f = fields(&["player", "found"])?;
            Action::SearchLibrary { player: f.req("player")?, found: f.opt("found")? }
        }
        "castSpell" => {
            let f = fields(&["player", "object", "method", "x", "payment", "targets", "modes", "choices", "division"])?;
            f.done(Action::CastSpell {
                player: f.req("player")?,
                object: f.req("object")?,
                method: f.may_or("method", CastMethod::Normal),
                x: f.may("x"),
                payment: f.may("payment"),
                targets: f.may("targets"),
                modes: f.may("modes"),
                choices: f.may("choices"),
                division: f.may("division"),
            })?
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
            let f = fields(&["player", "object", "targets", "modes"])?;
            f.done(Action::ChooseTargets {
                player: f.req("player")?,
                object: f.req("object")?,
                targets: f.req("targets")?,
                modes: f.may("modes"),
            })?
        }
        "payWard" => {
            let f = fields(&["player", "pay"])?;
            Action::PayWard { player: f.req("player")?, pay: f.req("pay")? }
        }
        "assignCombatDamage" => {
            let f = fields(&["player", "assignments"])?;
            Action::AssignCombatDamage { player: f.req("player")?, assignments: f.req("assignments")? }
        }
        "mutate" => {
            let f = fields(&["player", "onTop"])?;
            Action::Mutate { player: f.req("player")?, on_top: f.req("onTop")? }
        }
        "chooseCopy" => {
            let f = fields(&["player", "object", "copy"])?;
            Action::ChooseCopy { player: f.req("player")?, object: f.req("object")?, copy: f.opt("copy")? }
        }
        "chooseReplacement" => {
            let f = fields(&["player", "object", "accept", "color", "creatureType", "card", "chosenPlayer"])?;
            Action::ChooseReplacement {
                player: f.req("player")?,
                object: f.req("object")?,
                accept: f.req("accept")?,
                color: f.opt("color")?,
                creature_type: f.opt("creatureType")?,
                card: f.opt("card")?,
                chosen_player: f.opt("chosenPlayer")?,
            }
        }
        "scry" => {
            let f = fields(&["player", "top", "bottom"])?;
            f.done(Action::Scry { player: f.req("player")?, top: f.must("top"), bottom: f.must("bottom") })?
        }
        "surveil" => {
            let f = fields(&["player", "top", "graveyard"])?;
            f.done(Action::Surveil { player: f.req("player")?, top: f.must("top"), graveyard: f.must("graveyard") })?
        }
        "returnLand" => {
            let f = fields(&["player", "object"])?;
            Action::ReturnLand { player: f.req("player")?, object: f.req("object")? }
        }
        "chooseObject" => {
            let f = fields(&["player", "object"])?;
            Action::ChooseObject { player: f.req("player")?, object: f.req("object")? }
        }
        "youMay" => {
            let f = fields(&["player", "accept"])?;
            Action::YouMay { player: f.req("player")?, accept: f.req("accept")? }
        }
        "nameACard" => {
            let f = fields(&["player", "name"])?;
            Action::NameACard { player: f.req("player")?, name: f.req("name")? }
        }
        "chooseColor" => {
            let f = fields(&["player", "color"])?;
            Action::ChooseColor { player: f.req("player")?, color: f.req("color")? }
        }
        "chooseMana" => {
            let f = fields(&["player", "mana"])?;
            Action::ChooseMana { player: f.req("player")?, mana: f.req("mana")? }
        }
        "proliferate" => {
            let f = fields(&["player", "objects", "players"])?;
            Action::Proliferate { player: f.req("player")?, objects: f.req("objects")?, players: f.req("players")? }
        }
        "separatePiles" => {
            let f = fields(&["player", "pile"])?;
            Action::SeparatePiles { player: f.req("player")?, pile: f.req("pile")? }
        }
        "choosePile" => {
            let f = fields(&["player", "first"])?;
            Action::ChoosePile { player: f.req("player")?, first: f.req("first")? }
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
            r#"{"type":"chooseTargets","player":0,"object":30,"targets":[{"type":"nothing"},{"type":"player","player":1}]}"#,
            r#"{"type":"chooseTargets","player":0,"object":30,"targets":[{"type":"object","object":12}],"modes":[1,2]}"#,
            r#"{"type":"payWard","player":1,"pay":false}"#,
            r#"{"type":"assignCombatDamage","player":0,"assignments":[{"attacker":7,"to":{"type":"object","object":11},"amount":3},{"attacker":7,"to":{"type":"player","player":1},"amount":1}]}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"copy":12}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"copy":null}"#,
            r#"{"type":"chooseReplacement","player":0,"object":25,"accept":true}"#,
            r#"{"type":"chooseReplacement","player":0,"object":25,"accept":true,"color":"U"}"#,
            r#"{"type":"scry","player":0,"top":[40],"bottom":[41]}"#,
            r#"{"type":"surveil","player":0,"top":[],"graveyard":[41]}"#,
            r#"{"type":"returnLand","player":0,"object":12}"#,
            r#"{"type":"youMay","player":0,"accept":true}"#,
            r#"{"type":"chooseMana","player":0,"mana":"G"}"#,
            r#"{"type":"chooseColor","player":0,"color":"W"}"#,
            r#"{"type":"proliferate","player":0,"objects":[12],"players":[1]}"#,
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
        assert_eq!(tags.len(), 27, "one valid example of every variant");
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
            r#"{"type":"castSpell","player":0,"object":7,"method":{"type":"madness"}}"#,
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
        let entering = r#"{"controller":0,"cause":{"type":"playLand","player":0},"tapped":true,"counters":{"+1/+1":2,"shield":0},"face":1,"prototyped":true,"prowlPaid":true,"copyOf":{"card":"Grizzly Bears"},"copied":4,"protector":1,"attacking":{"type":"player","player":1},"chosenColor":"G","chosenType":"Elf","decided":[{"type":"discardLand"},{"type":"creatureType"},{"type":"copy"},{"type":"payLifeOrTapped","life":2},{"type":"color","except":"W"},{"type":"color"}],"x":2}"#;
        let mulligans = r#"{"taken":[1,0],"kept":[false,true],"declared":[true,true]}"#;
        let valid = [
            r#"{"type":"declareAttackers","player":0}"#.to_string(),
            r#"{"type":"declareBlockers","player":1}"#.to_string(),
            r#"{"type":"discard","player":0}"#.to_string(),
            r#"{"type":"discard","player":0,"effect":true}"#.to_string(),
            r#"{"type":"chooseProtector","player":0,"battle":12}"#.to_string(),
            r#"{"type":"castTransformed","player":0,"object":20}"#.to_string(),
            r#"{"type":"cascade","player":0,"object":20,"manaValue":3,"exiled":[18,19]}"#.to_string(),
            r#"{"type":"cascade","player":0,"object":20,"manaValue":3}"#.to_string(),
            r#"{"type":"castWithoutPaying","player":0,"object":20}"#.to_string(),
            r#"{"type":"castFromGraveyard","player":0,"object":20,"exileInstead":true,"manaOfAnyType":true}"#.to_string(),
            r#"{"type":"chooseObject","player":0,"objects":[12],"purpose":"playThisTurnWithoutPaying"}"#.to_string(),
            r#"{"type":"youMay","player":0,"object":40,"purpose":"putOntoBattlefieldUnderYourControl"}"#.to_string(),
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
            r#"{"type":"surveil","player":0,"cards":[41],"explorer":12}"#.to_string(),
            r#"{"type":"returnLand","player":0,"lands":[12,13]}"#.to_string(),
            r#"{"type":"chooseObject","player":1,"objects":[12,13],"purpose":"sacrifice"}"#.to_string(),
            r#"{"type":"chooseObject","player":0,"objects":[40],"purpose":"discard"}"#.to_string(),
            r#"{"type":"chooseObject","player":1,"objects":[12,13],"purpose":"sacrifice","then":[{"player":2,"cards":[20,21]}],"chosen":[30]}"#.to_string(),
            r#"{"type":"youMay","player":0,"object":40,"purpose":"putOnTopOfLibrary"}"#.to_string(),
            r#"{"type":"youMay","player":0,"object":40,"purpose":"destroy"}"#.to_string(),
            r#"{"type":"chooseMana","player":0,"source":40,"mana":["B","G"],"count":2}"#.to_string(),
            r#"{"type":"chooseColor","player":0,"spell":40}"#.to_string(),
            r#"{"type":"chooseColor","player":0,"spell":40,"may":true}"#.to_string(),
            r#"{"type":"proliferate","player":0,"objects":[12,13],"players":[1]}"#.to_string(),
            r#"{"type":"searchLibrary","player":0,"source":5,"candidates":[7,8],"destination":{"type":"battlefield","tapped":true,"untapIfLands":2}}"#.to_string(),
            r#"{"type":"searchLibrary","player":0,"source":5,"candidates":[],"destination":{"type":"hand"}}"#.to_string(),
            r#"{"type":"searchLibrary","player":0,"source":5,"candidates":[7],"destination":{"type":"graveyard"}}"#.to_string(),
            r#"{"type":"searchLibrary","player":1,"source":5,"candidates":[9],"destination":{"type":"battlefield","tapped":false},"then":[{"player":0,"cards":[7,8]}],"chosen":[{"player":0,"cards":[]},{"player":1,"cards":[4]}]}"#.to_string(),
            format!(r#"{{"type":"mulligan","player":0,"mulligans":{mulligans}}}"#),
            format!(r#"{{"type":"mulliganBottom","player":0,"count":1,"mulligans":{mulligans}}}"#),
            r#"{"type":"dredge","player":0,"cards":[12,13]}"#.to_string(),
            r#"{"type":"dredge","player":0,"cards":[12],"then":[{"player":0,"count":1},{"player":1,"count":2,"discard":2}]}"#.to_string(),
            r#"{"type":"rebound","player":0,"object":20}"#.to_string(),
            r#"{"type":"miracle","player":0,"object":20}"#.to_string(),
            r#"{"type":"mutate","player":0,"spell":9,"target":12}"#.to_string(),
            r#"{"type":"nameACard","player":0,"spell":9}"#.to_string(),
            r#"{"type":"nameACard","player":0,"spell":9,"notBasicLand":true}"#.to_string(),
            r#"{"type":"separatePiles","player":0,"chooser":1,"objects":[12,13]}"#.to_string(),
            r#"{"type":"choosePile","player":1,"first":[12],"second":[]}"#.to_string(),
        ];
        let mut tags = std::collections::BTreeSet::new();
        for json in &valid {
            let derived = serde_json::from_str::<Pending>(json).unwrap_or_else(|e| panic!("{json}: {e}"));
            let by_hand = Pending::read(&serde_json::from_str(json).unwrap());
            assert_eq!(by_hand.as_ref(), Ok(&derived), "{json}");
            tags.insert(pending_tag(&derived));
        }
        // Every tag the derived reader knows, as its error for an unknown one lists them.
        let unknown = serde_json::from_str::<Pending>(r#"{"type":"?"}"#).unwrap_err().to_string();
        let known: std::collections::BTreeSet<&str> = unknown
            .split(" at line")
            .next()
            .and_then(|e| e.split("expected one of ").nth(1))
            .unwrap_or("")
            .split(", ")
            .map(|t| t.trim_matches('`'))
            .collect();
        assert!(known.len() > 30, "{unknown}");
        assert_eq!(tags, known, "one valid example of every variant");
        let invalid = [
            r#"{"type":"declareAttackers","player":0,"extra":1}"#,
            r#"{"type":"discard","player":0,"effect":null}"#,
            r#"{"type":"payWard","player":1,"spell":9,"for":"tax"}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"},"y":1}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"cast"}}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"},"counters":{"":1}}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"},"counters":{"shield":-1}}}"#,
            r#"{"type":"chooseCopy","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"resolve"},"copyOf":{}}}"#,
            r#"{"type":"chooseReplacement","player":0,"object":25,"entering":{"controller":1,"cause":{"type":"token"}},"choice":{"type":"payLifeOrTapped"}}"#,
            r#"{"type":"searchLibrary","player":0,"source":5,"candidates":[],"destination":{"type":"battlefield"}}"#,
            r#"{"type":"mulligan","player":0,"mulligans":{"taken":[],"kept":[]}}"#,
            r#"{"type":"chooseObject","player":1,"objects":[12],"purpose":"sacrifice","then":[{"player":2}]}"#,
            r#"{"type":"dredge","player":0,"cards":[12],"then":[{"player":0}]}"#,
            r#"{"type":"waiting","player":0}"#,
        ];
        for json in invalid {
            assert!(serde_json::from_str::<Pending>(json).is_err(), "the derived reader refuses {json}");
            let by_hand = Pending::read(&serde_json::from_str(json).unwrap());
            assert!(by_hand.is_err(), "the hand-written reader refuses {json}: {by_hand:?}");
        }
    }

    #[test]
    fn game_states_of_random_games_read_as_the_derived_reader_reads_them() {
        for seed in 1..5 {
            let mut game = duel(seed);
            let mut agent = RandomAgent::new(seed);
            for n in 0..800 {
                if n % 7 == 0 || game.state.pending.is_some() || game.state.combat.is_some() {
                    let json = game.to_json();
                    let derived: GameState = serde_json::from_str(&json).unwrap();
                    let by_hand = GameState::read(&serde_json::from_str(&json).unwrap());
                    assert_eq!(by_hand.as_ref(), Ok(&derived), "{json}");
                }
                let Some(action) = agent.next_action(&game) else { break };
                game.apply(action).unwrap();
            }
        }
    }

    #[test]
    fn every_game_state_field_reads_as_the_derived_reader_reads_it_and_malformed_states_are_refused() {
        let mut game = duel(7);
        game.play_random(&mut RandomAgent::new(7), 120).unwrap();
        let mut value = serde_json::to_value(&game.state).unwrap();
        // Fields random play rarely writes, each with a value.
        let object = r#"{"id":1,"card":"Grizzly Bears","owner":0,"controller":1,"zone":"stack","tapped":true,"summoningSick":true,"counters":{"+1/+1":1},"damage":2,"prototyped":true,"face":1,"prowlPaid":true,"castMethod":{"type":"sneak","returning":3},"attacking":{"type":"battle","object":4},"x":2,"totalCost":"{2}{G}","protector":1,"deathtouchDamage":true,"ability":{"source":5,"kind":{"type":"activated","ability":1,"choice":2}},"targets":[{"type":"player","player":0}],"modes":[1],"token":true,"copyOf":{"card":"Forest"},"chosenColor":"R","chosenType":"Merfolk","unknownField":0}"#;
        value["objects"].as_array_mut().unwrap().push(serde_json::from_str(object).unwrap());
        value["combat"] = serde_json::from_str(r#"{"attackersDeclared":true,"attackers":[{"object":1,"target":{"type":"player","player":1},"blocked":true,"blockers":[2]}],"blockers":[{"object":2,"attacker":1}],"blocksDeclared":[1],"firstStrikeStep":true,"firstStrikers":[1],"damageSteps":1}"#).unwrap();
        value["triggers"] = serde_json::from_str(r#"[{"source":1,"card":"Grizzly Bears","face":0,"controller":0,"kind":{"type":"siegeDefeated"}},{"source":1,"card":"X","controller":0,"kind":{"type":"enters","ability":0}},{"source":1,"card":"X","controller":0,"kind":{"type":"triggered","ability":0}},{"source":1,"card":"X","controller":0,"kind":{"type":"reflexive","ability":0}},{"source":1,"card":"X","controller":0,"kind":{"type":"ward","spell":3}},{"source":1,"card":"X","controller":0,"kind":{"type":"undying"}},{"source":1,"card":"X","controller":0,"kind":{"type":"prowess"}},{"source":1,"card":"X","controller":0,"kind":{"type":"exalted","creature":2}},{"source":1,"card":"X","controller":0,"kind":{"type":"cascade","manaValue":3}}]"#).unwrap();
        value["untilEndOfTurn"] = serde_json::from_str(r#"[{"object":1,"power":-2,"toughness":3},{"object":2,"power":0,"toughness":0,"keywords":["firstStrike","indestructible"]}]"#).unwrap();
        value["activatedThisTurn"] = serde_json::from_str("[[1,0],[2,3]]").unwrap();
        value["resolvedThisTurn"] = serde_json::from_str("[[4,1],[4,1]]").unwrap();
        value["becameCreatures"] = serde_json::from_str(r#"[{"object":1,"animation":0}]"#).unwrap();
        value["resolving"] = serde_json::from_str(
            r#"{"object":1,"next":2,"target":1,"legal":[true,false],"targetsController":1,"done":true}"#,
        )
        .unwrap();
        value["damageThisTurn"] = serde_json::from_str(r#"[{"source":"Grizzly Bears","creatureTypes":["Bear"],"everyCreatureType":false,"controller":0,"damaged":"planeswalker","combat":true},{"source":null,"creatureTypes":[],"everyCreatureType":true,"controller":1,"damaged":"battle","combat":false}]"#).unwrap();
        value["players"][0]["manaPool"] = serde_json::from_str(r#"{"mana":{"G":2,"C":1},"fromSnow":{"G":1}}"#).unwrap();
        value["players"][0]["counters"] = serde_json::from_str(r#"{"poison":3}"#).unwrap();
        value["players"][1]["lost"] = true.into();
        value["players"][1]["drewFromEmptyLibrary"] = true.into();
        let json = value.to_string();
        let derived: GameState = serde_json::from_str(&json).unwrap();
        assert_eq!(GameState::read(&value).as_ref(), Ok(&derived), "{json}");
        for (pointer, bad) in [
            ("/turn", "-1"),
            ("/step", r#""combat""#),
            ("/rng/state", r#""""#),
            ("/rng/inc", r#""12345678901234567""#),
            ("/rng/inc", r#""xyz""#),
            ("/players/0/life", "2147483648"),
            ("/players/0/manaPool/mana/X", "1"),
            ("/objects/0/zone", r#""sideboard""#),
            ("/triggers/0/kind/type", r#""cast""#),
            ("/triggers/0/extra", "1"),
            ("/combat/attackers/0/target", "null"),
            ("/activatedThisTurn/0", "[1]"),
            ("/untilEndOfTurn/0/power", "1.5"),
            ("/untilEndOfTurn/1/keywords/0", r#""banding""#),
            ("/damageThisTurn/0/damaged", r#""creature""#),
            ("/resolving/next", "-1"),
            ("/resolving/extra", "1"),
        ] {
            let mut broken = value.clone();
            let (parent, key) = pointer.rsplit_once('/').unwrap();
            let target = broken.pointer_mut(parent).unwrap();
            let bad: Value = serde_json::from_str(bad).unwrap();
            match target {
                Value::Array(items) => items[key.parse::<usize>().unwrap()] = bad,
                Value::Object(map) => drop(map.insert(key.to_string(), bad)),
                _ => unreachable!(),
            }
            let json = broken.to_string();
            assert!(serde_json::from_str::<GameState>(&json).is_err(), "the derived reader refuses {pointer} = {json}");
            assert!(GameState::read(&broken).is_err(), "the hand-written reader refuses {pointer}");
        }
        for required in [
            "players",
            "objects",
            "battlefield",
            "stack",
            "exile",
            "command",
            "turn",
            "step",
            "activePlayer",
            "priorityPlayer",
            "seed",
            "nextObjectId",
            "damageThisTurn",
        ] {
            let mut broken = value.clone();
            broken.as_object_mut().unwrap().remove(required);
            assert!(serde_json::from_str::<GameState>(&broken.to_string()).is_err(), "{required}");
            assert!(GameState::read(&broken).is_err(), "{required} is required");
        }
    }

    #[test]
    fn setups_read_as_the_derived_reader_reads_them_and_malformed_setups_are_refused() {
        let full = r#"{"players":[{"life":7,"library":["Forest"],"hand":["Grizzly Bears"],"battlefield":["Forest",{"card":"Llanowar Elves","tapped":true,"prototyped":true,"counters":{"+1/+1":2},"summoningSick":true,"face":"back","damage":1,"prowlPaid":true,"protector":1},{"card":"Forest","face":1},{"card":"Forest","face":"front"}],"graveyard":["Shock"],"exile":["Opt"],"command":["Sol Ring"],"manaPool":{"mana":{"W":1},"fromSnow":{}},"counters":{"energy":3}},{}],"activePlayer":1,"priorityPlayer":0,"step":"main1","seed":42,"turn":3,"damageThisTurn":[{"source":"Goblin","creatureTypes":["Rogue"],"everyCreatureType":true,"controller":0,"damaged":"battle","combat":false},{"controller":1}],"shuffle":true,"openingHands":true,"dayNight":"night"}"#;
        let valid = [
            full,
            include_str!("../../bench/setups/duel.json"),
            r#"{"players":[{"hand":["Forest"]}]}"#,
            r#"{"players":[],"priorityPlayer":null,"step":null,"turn":null}"#,
        ];
        for json in valid {
            let derived: GameSetup = serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(GameSetup::read(&serde_json::from_str(json).unwrap()).as_ref(), Ok(&derived), "{json}");
        }
        let invalid = [
            r#"{"players":[{"life":"twenty"}]}"#,
            r#"{"players":[],"colour":1}"#,
            r#"{"players":[],"dayNight":"dusk"}"#,
            r#"{"players":[{"counters":{"":1}}]}"#,
            r#"{}"#,
            r#"[]"#,
            r#"{"players":[{"battlefield":[{"tapped":true}]}]}"#,
            r#"{"players":[{"battlefield":[{"card":"Forest","face":"side"}]}]}"#,
            r#"{"players":[{"battlefield":[{"card":"Forest","face":-1}]}]}"#,
            r#"{"players":[{"battlefield":[{"card":"Forest","x":1}]}]}"#,
            r#"{"players":[{"battlefield":[7]}]}"#,
            r#"{"players":[{"life":20,"poison":1}]}"#,
            r#"{"players":[{"manaPool":{"mana":{"X":1}}}]}"#,
            r#"{"players":[],"damageThisTurn":[{"source":"Goblin"}]}"#,
            r#"{"players":[],"damageThisTurn":[{"controller":0,"damaged":"creature"}]}"#,
            r#"{"players":[],"seed":-1}"#,
            r#"{"players":[],"activePlayer":null}"#,
            r#"{"players":[],"shuffle":"yes"}"#,
        ];
        for json in invalid {
            assert!(serde_json::from_str::<GameSetup>(json).is_err(), "the derived reader refuses {json}");
            let by_hand = GameSetup::read(&serde_json::from_str(json).unwrap());
            assert!(by_hand.is_err(), "the hand-written reader refuses {json}: {by_hand:?}");
        }
    }

    #[test]
    fn auto_pass_policies_read_as_the_derived_reader_reads_them() {
        for json in [
            r#"{"until":{"type":"step","step":"declareAttackers"}}"#,
            r#"{"until":{"type":"nextTurn"},"noAttacks":true,"noBlocks":true,"stopOnStack":true,"maxActions":9}"#,
            r#"{"until":{"type":"choice"}}"#,
        ] {
            let derived: AutoPass = serde_json::from_str(json).unwrap();
            assert_eq!(auto_pass_from_json(json), Ok(derived), "{json}");
        }
        for json in [
            r#"{}"#,
            r#"{"until":{"type":"step"}}"#,
            r#"{"until":{"type":"step","step":"main"}}"#,
            r#"{"until":{"type":"forever"}}"#,
            r#"{"until":{"type":"choice"},"maxActions":-1}"#,
            r#"{"until":{"type":"choice"},"pass":true}"#,
            r#"{"until":"#,
        ] {
            assert!(serde_json::from_str::<AutoPass>(json).is_err(), "the derived reader refuses {json}");
            assert!(auto_pass_from_json(json).is_err(), "the hand-written reader refuses {json}");
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
