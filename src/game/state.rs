//! The state of a game as plain data (the part that serializes): players,
//! zones, objects with their status, the turn and step (CR 102, 106, 400–406,
//! 500–514).

use super::combat::{AttackTarget, Combat};
use super::enter::{EnterChoice, Entering};
use super::ids::{ObjectId, PlayerId};
use super::mulligan::Mulligans;
use super::rng::Pcg32;
use super::targets::Target;
use crate::card::Zone;
use crate::color::Color;
use crate::counter::Counters;
use serde::{Deserialize, Serialize};
use std::fmt;

/// 106.1b. The six types of mana: the five colors and colorless.
/// Serialized as its symbol letter: `"W"`, `"U"`, `"B"`, `"R"`, `"G"`, `"C"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, tsify::Tsify)]
pub enum ManaType {
    /// White.
    W,
    /// Blue.
    U,
    /// Black.
    B,
    /// Red.
    R,
    /// Green.
    G,
    /// Colorless.
    C,
}

impl ManaType {
    /// The six types in WUBRG order, colorless last.
    pub const ALL: [ManaType; 6] = [ManaType::W, ManaType::U, ManaType::B, ManaType::R, ManaType::G, ManaType::C];

    /// The color of mana of this type (none for colorless, 106.1b).
    pub const fn color(self) -> Option<Color> {
        match self {
            ManaType::W => Some(Color::W),
            ManaType::U => Some(Color::U),
            ManaType::B => Some(Color::B),
            ManaType::R => Some(Color::R),
            ManaType::G => Some(Color::G),
            ManaType::C => None,
        }
    }

    /// The type of mana of a color.
    pub const fn of(color: Color) -> ManaType {
        match color {
            Color::W => ManaType::W,
            Color::U => ManaType::U,
            Color::B => ManaType::B,
            Color::R => ManaType::R,
            Color::G => ManaType::G,
        }
    }

    /// Position in [`ManaType::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The bit of this type in a [`ManaTypes`] mask.
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// How the rules name mana of this type ("white", ..., "colorless").
    pub const fn name(self) -> &'static str {
        match self {
            ManaType::W => "white",
            ManaType::U => "blue",
            ManaType::B => "black",
            ManaType::R => "red",
            ManaType::G => "green",
            ManaType::C => "colorless",
        }
    }
}

impl fmt::Display for ManaType {
    /// The mana symbol, e.g. `{W}` or `{C}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = match self {
            ManaType::W => 'W',
            ManaType::U => 'U',
            ManaType::B => 'B',
            ManaType::R => 'R',
            ManaType::G => 'G',
            ManaType::C => 'C',
        };
        write!(f, "{{{letter}}}")
    }
}

/// A set of mana types as a bit mask (bit `t.index()` for type `t`).
pub type ManaTypes = u8;

/// Every mana type.
pub const ANY_MANA: ManaTypes = 0b11_1111;

/// An amount of mana of each type. Serialized as `{ "W": 0, "U": 1, ... "C": 0 }`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(default, deny_unknown_fields)]
#[allow(non_snake_case)]
pub struct ManaCounts {
    /// White mana.
    pub W: u32,
    /// Blue mana.
    pub U: u32,
    /// Black mana.
    pub B: u32,
    /// Red mana.
    pub R: u32,
    /// Green mana.
    pub G: u32,
    /// Colorless mana.
    pub C: u32,
}

impl ManaCounts {
    /// The amount of one type.
    pub const fn get(&self, t: ManaType) -> u32 {
        match t {
            ManaType::W => self.W,
            ManaType::U => self.U,
            ManaType::B => self.B,
            ManaType::R => self.R,
            ManaType::G => self.G,
            ManaType::C => self.C,
        }
    }

    /// The amount of one type, to change.
    pub fn get_mut(&mut self, t: ManaType) -> &mut u32 {
        match t {
            ManaType::W => &mut self.W,
            ManaType::U => &mut self.U,
            ManaType::B => &mut self.B,
            ManaType::R => &mut self.R,
            ManaType::G => &mut self.G,
            ManaType::C => &mut self.C,
        }
    }

    /// The total amount.
    pub fn total(&self) -> u64 {
        ManaType::ALL.iter().map(|&t| u64::from(self.get(t))).sum()
    }

    /// Whether there is none of any type.
    pub fn is_zero(&self) -> bool {
        *self == ManaCounts::default()
    }
}

/// 106.4. A player's mana pool: unspent mana. `fromSnow` counts how much of
/// it was produced by snow sources (106.3, 107.4h), which `{S}` needs; it is
/// part of `mana`, never more. The pool empties at the end of each step and
/// phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct ManaPool {
    /// All the mana in the pool.
    pub mana: ManaCounts,
    /// How much of `mana`, by type, came from snow sources.
    pub from_snow: ManaCounts,
    /// 106.6. How much of `mana`, by type, "can't be spent to pay generic
    /// mana costs" (Jegantha's); part of `mana`, never more.
    #[serde(skip_serializing_if = "ManaCounts::is_zero")]
    pub no_generic: ManaCounts,
}

impl ManaPool {
    /// Adds one mana of type `t`.
    pub fn add(&mut self, t: ManaType, snow: bool) {
        let m = self.mana.get_mut(t);
        *m = m.saturating_add(1);
        if snow {
            let s = self.from_snow.get_mut(t);
            *s = s.saturating_add(1);
        }
    }

    /// Whether the pool is empty.
    pub fn is_empty(&self) -> bool {
        self.mana.total() == 0
    }
}

/// 500.1. The steps (and the main phases, which have no steps) of a turn, in
/// order. Serialized in camelCase, e.g. `"precombatMain"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Step {
    /// 502. Untap step.
    Untap,
    /// 503. Upkeep step.
    Upkeep,
    /// 504. Draw step.
    Draw,
    /// 505. Precombat main phase.
    PrecombatMain,
    /// 507. Beginning of combat step.
    BeginningOfCombat,
    /// 508. Declare attackers step.
    DeclareAttackers,
    /// 509. Declare blockers step.
    DeclareBlockers,
    /// 510. Combat damage step.
    CombatDamage,
    /// 511. End of combat step.
    EndOfCombat,
    /// 505. Postcombat main phase.
    PostcombatMain,
    /// 513. End step.
    End,
    /// 514. Cleanup step.
    Cleanup,
}

impl Step {
    /// Every step in turn order.
    pub const ALL: [Step; 12] = [
        Step::Untap,
        Step::Upkeep,
        Step::Draw,
        Step::PrecombatMain,
        Step::BeginningOfCombat,
        Step::DeclareAttackers,
        Step::DeclareBlockers,
        Step::CombatDamage,
        Step::EndOfCombat,
        Step::PostcombatMain,
        Step::End,
        Step::Cleanup,
    ];

    /// The serialized name, e.g. `precombatMain`.
    pub const fn name(self) -> &'static str {
        match self {
            Step::Untap => "untap",
            Step::Upkeep => "upkeep",
            Step::Draw => "draw",
            Step::PrecombatMain => "precombatMain",
            Step::BeginningOfCombat => "beginningOfCombat",
            Step::DeclareAttackers => "declareAttackers",
            Step::DeclareBlockers => "declareBlockers",
            Step::CombatDamage => "combatDamage",
            Step::EndOfCombat => "endOfCombat",
            Step::PostcombatMain => "postcombatMain",
            Step::End => "end",
            Step::Cleanup => "cleanup",
        }
    }

    /// The step a name stands for: the serialized name (ignoring case), or
    /// `main1`/`main2`.
    pub fn from_name(name: &str) -> Option<Step> {
        match name.to_ascii_lowercase().as_str() {
            "main1" => Some(Step::PrecombatMain),
            "main2" => Some(Step::PostcombatMain),
            lower => Step::ALL.into_iter().find(|s| s.name().eq_ignore_ascii_case(lower)),
        }
    }

    /// 505.1. Whether this is a main phase.
    pub const fn is_main_phase(self) -> bool {
        matches!(self, Step::PrecombatMain | Step::PostcombatMain)
    }

    /// The step after this one; `None` after cleanup (the turn ends).
    pub fn next(self) -> Option<Step> {
        let i = Step::ALL.iter().position(|&s| s == self)?;
        Step::ALL.get(i + 1).copied()
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player (CR 102): life total (119), mana pool (106.4) and their own zones
/// (400.1: library, hand and graveyard; object ids, library top first,
/// graveyard top last).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// The player's seat.
    pub id: PlayerId,
    /// 119.1. Life total.
    pub life: i32,
    /// 106.4. Unspent mana.
    pub mana_pool: ManaPool,
    /// 305.2. Lands played this turn.
    pub lands_played: u32,
    /// 401. Library, top card first.
    pub library: Vec<ObjectId>,
    /// 402. Hand.
    pub hand: Vec<ObjectId>,
    /// 404. Graveyard, oldest first (top last).
    pub graveyard: Vec<ObjectId>,
    /// 104.3, 800.4. Whether the player has lost (left the game).
    #[serde(default)]
    pub lost: bool,
    /// 704.5b. Whether the player tried to draw from an empty library since
    /// state-based actions were last checked.
    #[serde(default)]
    pub drew_from_empty_library: bool,
    /// 122.1, 107.14. The counters the player has (energy, poison), e.g.
    /// `{ "energy": 3 }`.
    #[serde(default, skip_serializing_if = "Counters::is_empty")]
    pub counters: Counters,
    /// 103.2b, 702.139a. The name of their companion while it is outside the
    /// game (none chosen, or put into their hand: absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub companion: Option<String>,
    /// 701.21a. Whether the player sacrificed a permanent this turn ("as
    /// long as you sacrificed a permanent this turn").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sacrificed: bool,
    /// Whether a permanent they controlled left the battlefield this turn
    /// (revolt, 207.2c; cleared as a turn begins).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub permanent_left_this_turn: bool,
    /// 700.11. Whether they descended this turn: a permanent card was put
    /// into their graveyard from anywhere (cleared as a turn begins).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub descended: bool,
    /// 309.4. The room of their dungeon (Undercity, 725.2) their venture
    /// marker is on, while they own a dungeon in the command zone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dungeon_room: Option<crate::game::DungeonRoom>,
    /// 309.7. How many dungeons they completed.
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub dungeons_completed: u32,
    /// 601.2i. The noncreature spells they cast this turn (Deafening
    /// Silence's limit, 601.3; cleared as a turn begins).
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub noncreature_spells_cast: u32,
    /// 601.2i. The spells they cast this turn (Aetherflux Reservoir; cleared
    /// as a turn begins).
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub spells_cast: u32,
    /// 508.1. The creatures they declared as attackers this turn ("if you
    /// attacked with two or more creatures this turn"; cleared as a turn
    /// begins).
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub creatures_attacked_with: u32,
    /// 121.1. The cards they drew this turn (Faerie Mastermind's second).
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub cards_drawn: u32,
    /// 504.1. Whether they drew a card in their draw step this turn (the
    /// first one, which Orcish Bowmasters does not see).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub drew_in_draw_step: bool,
    /// 101.2. Whether an effect forbids them to cast noncreature spells this
    /// turn ("Your opponents can't cast noncreature spells this turn.").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub noncreature_spells_forbidden: bool,
    /// 601.2i. The colors of the spells they cast this turn, each as it was
    /// cast ("if an opponent has cast a blue or black spell this turn";
    /// cleared as a turn begins).
    #[serde(default, skip_serializing_if = "crate::text::effect::no_colors")]
    #[tsify(type = "Color[]", optional)]
    pub spell_colors_cast: crate::color::ColorSet,
    /// 101.2. Whether the spells they control can't be countered this turn
    /// ("Spells you control can't be countered this turn.", Veil of Summer;
    /// cleared as a turn begins).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spells_cant_be_countered: bool,
    /// 702.11c–d, 611.2a. The colors they have hexproof from until end of
    /// turn ("You … gain hexproof from blue and from black until end of
    /// turn.", Veil of Summer; ended in the cleanup step, 514.2).
    #[serde(default, skip_serializing_if = "crate::text::effect::no_colors")]
    #[tsify(type = "Color[]", optional)]
    pub hexproof_from: crate::color::ColorSet,
}

/// 702.56a. The most times a replicate cost is offered to be paid.
pub const MAX_REPLICATE: u8 = 8;

/// How a spell was cast: normally, prototyped (702.160), or for its prowl
/// cost (702.76, an alternative cost, 118.9). Serialized as a `type`-tagged
/// object, e.g. `{ "type": "prototype" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum CastMethod {
    /// For its mana cost.
    Normal,
    /// 702.160a, 718.3. Prototyped: the prototype's mana cost, power,
    /// toughness and colors. Not an alternative cost.
    Prototype,
    /// 702.76a. For its prowl cost, an alternative cost (118.9).
    Prowl,
    /// 310.12b, 118.9. A Siege's back face, cast transformed from exile
    /// without paying its mana cost.
    Transformed,
    /// 702.190a (27 February 2026), 118.9. For its sneak cost, an
    /// alternative cost, during the caster's declare blockers step, also
    /// returning `returning`, an unblocked attacking creature they control,
    /// to its owner's hand (absent: none could be chosen, and the option
    /// says why).
    Sneak {
        /// The unblocked attacker returned.
        #[serde(default)]
        #[tsify(optional)]
        returning: Option<ObjectId>,
    },
    /// 702.34a, 118.9. From its owner's graveyard for its flashback cost,
    /// an alternative cost; exiled when it leaves the stack.
    Flashback,
    /// 702.138a, 118.9. From its owner's graveyard for its escape cost (its
    /// own, or its mana cost plus what a permanent granting escape adds):
    /// the spell and the permanent it becomes escaped (702.138b).
    Escape,
    /// 702.133a. From its owner's graveyard for its mana cost plus
    /// discarding a card (the card named in `CastSpell.choices`), with the
    /// jump-start a permanent grants it (Niv-Mizzet, Supreme); exiled when
    /// it leaves the stack.
    JumpStart,
    /// 702.146a, 712.11a, 118.9. From its owner's graveyard transformed (its
    /// back face up on the stack, with that face's characteristics and the
    /// front face's mana value, 712.8c) for its disturb cost; the permanent
    /// enters with its back face up (702.146b).
    Disturb,
    /// 118.9. For the card's alternative cost ("rather than pay this
    /// spell's mana cost": Force of Will's life and a blue card exiled).
    Alternative,
    /// 702.140a, 118.9. For its mutate cost: a mutating creature spell that
    /// targets a non-Human creature with the same owner, and merges with it
    /// as it resolves (702.140c), on top or under ([`Pending::Mutate`]).
    Mutate,
    /// 702.33a, 601.2b. From its owner's hand for its mana cost plus its
    /// kicker cost: a kicked spell (702.33d).
    Kicked,
    /// 702.56a. For its mana cost plus its replicate cost paid `times`
    /// times (one option for each number of payments up to what its
    /// caster's mana sources could pay, at most [`MAX_REPLICATE`]): when it
    /// is cast, its replicate ability copies it that many times
    /// (`TriggerKind::Replicate`).
    Replicated {
        /// How many times the replicate cost is paid (1 or more).
        times: u8,
    },
    /// 702.153a. For its mana cost plus its casualty cost, a creature with
    /// enough power sacrificed (named in `CastSpell.choices`): when it is
    /// cast, its casualty ability copies it (`TriggerKind::Casualty`).
    Casualty,
    /// 702.166a–b. For its mana cost plus its bargain cost, an artifact,
    /// enchantment or token sacrificed (named in `CastSpell.choices`): a
    /// bargained spell; the permanent it becomes remembers it ("if it was
    /// bargained", 702.166c).
    Bargained,
    /// 601.2b, 118.8. For its mana cost plus its optional additional cost
    /// ("you may collect evidence 6": the cards exiled named in
    /// `CastSpell.choices`, 701.59a), an option of its own; the spell's
    /// linked "if evidence was collected" reads it (701.59c).
    OptionalCostPaid,
    /// 702.74a, 118.9. For its evoke cost, an alternative cost; the
    /// permanent it becomes remembers it and is sacrificed as it enters.
    Evoke,
    /// 715.3. An adventurer card's Adventure, from its owner's hand: the
    /// spell has only the Adventure's characteristics (715.3b) and is exiled
    /// as it resolves, "on an adventure" (715.4).
    Adventure,
    /// 709.3. One half of a split card (its face `half`): only that half is
    /// evaluated and put on the stack (709.3a–b).
    SplitHalf {
        /// The half's face index (0 left, 1 right). A byte: keeps [`CastMethod`]
        /// and so `Action` small (seven actions fit the allocator's fastest size class).
        half: u8,
    },
    /// 702.102a–c. Both halves of a split card with fuse, from its owner's
    /// hand: the halves' characteristics combined (709.4d), both mana costs.
    Fused,
    /// 702.109a, 118.9. For its dash cost: the permanent it becomes has
    /// haste and returns to its owner's hand at the next end step.
    Dash,
    /// 702.152a, 118.9. For its blitz cost: the permanent it becomes has
    /// haste and "When this permanent is put into a graveyard from the
    /// battlefield, draw a card.", and is sacrificed at the next end step.
    Blitz,
    /// 702.96a, 118.9. For its overload cost: the spell's text has "each"
    /// for every "target" (612), so it has no targets.
    Overload,
    /// 702.148a, 118.9. For its cleave cost: the spell's text has no words
    /// in square brackets (612).
    Cleave,
    /// 712.11b–c. A modal double-faced card's back face, from its owner's
    /// hand: only that face is evaluated and put on the stack, and the
    /// permanent it becomes has that face up (712.8f).
    BackFace,
    /// 702.170d, 118.9. A plotted card, from exile by its owner, on a turn
    /// after the one it became plotted, without paying its mana cost, as a
    /// sorcery whatever its type.
    Plotted,
    /// 702.143a, 118.9. A foretold card, from exile by its owner, on a turn
    /// after the one it was foretold, for its foretell cost rather than its
    /// mana cost, with its own timing.
    Foretold,
    /// 702.94a, 118.9. For its miracle cost, from its owner's hand, while
    /// its resolving miracle trigger offers it ([`Pending::Miracle`]),
    /// ignoring timing (608.2g).
    Miracle,
    /// 118.9, 702.85a, 702.88a. Without paying its mana cost, from exile,
    /// while a resolving cascade or rebound trigger offers it
    /// ([`Pending::Cascade`], [`Pending::Rebound`]), ignoring timing (608.2g).
    WithoutPayingManaCost,
}

impl CastMethod {
    /// The method's serialized name.
    pub const fn name(self) -> &'static str {
        match self {
            CastMethod::Normal => "normal",
            CastMethod::Prototype => "prototype",
            CastMethod::Prowl => "prowl",
            CastMethod::Transformed => "transformed",
            CastMethod::Sneak { .. } => "sneak",
            CastMethod::Flashback => "flashback",
            CastMethod::Escape => "escape",
            CastMethod::JumpStart => "jumpStart",
            CastMethod::Disturb => "disturb",
            CastMethod::Mutate => "mutate",
            CastMethod::Alternative => "alternative",
            CastMethod::Kicked => "kicked",
            CastMethod::Casualty => "casualty",
            CastMethod::Replicated { .. } => "replicated",
            CastMethod::Bargained => "bargained",
            CastMethod::OptionalCostPaid => "optionalCostPaid",
            CastMethod::Evoke => "evoke",
            CastMethod::Adventure => "adventure",
            CastMethod::SplitHalf { .. } => "splitHalf",
            CastMethod::Fused => "fused",
            CastMethod::Dash => "dash",
            CastMethod::Blitz => "blitz",
            CastMethod::Overload => "overload",
            CastMethod::Cleave => "cleave",
            CastMethod::BackFace => "backFace",
            CastMethod::Plotted => "plotted",
            CastMethod::Foretold => "foretold",
            CastMethod::WithoutPayingManaCost => "withoutPayingManaCost",
            CastMethod::Miracle => "miracle",
        }
    }
}

/// An object (CR 109) in a zone: a card (or, later, a token, copy or ability)
/// with its status. The card is named; its rules data comes from the
/// [`CardDb`](crate::card::CardDb) the game was built with. Two objects are
/// equal when everything that serializes is.
#[derive(Clone, Debug, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct GameObject {
    /// Its id (unique in the game; a new one after each zone change, 400.7).
    pub id: ObjectId,
    /// The card's name (its full name in the card database).
    pub card: String,
    /// 108.3. Owner.
    pub owner: PlayerId,
    /// 108.4, 110.2. Controller (of a permanent, or of a spell on the stack).
    pub controller: PlayerId,
    /// The zone it is in.
    pub zone: Zone,
    /// 110.5. Tapped (permanents only).
    #[serde(default)]
    pub tapped: bool,
    /// 302.6. Not under its controller's control continuously since their
    /// most recent turn began ("summoning sick").
    #[serde(default)]
    pub summoning_sick: bool,
    /// 122. Counters, by kind (e.g. `"+1/+1"`).
    #[serde(default)]
    pub counters: Counters,
    /// 120.3. Damage marked on it.
    #[serde(default)]
    pub damage: u32,
    /// 718.3. Whether it is a prototyped spell or permanent.
    #[serde(default)]
    pub prototyped: bool,
    /// 712. The face that is up (index), if not the front.
    #[serde(default)]
    pub face: Option<usize>,
    /// 702.76. Whether its prowl cost was paid (as a spell, and on the
    /// permanent it became).
    #[serde(default)]
    pub prowl_paid: bool,
    /// 601.2. For a spell: how it was cast; for a permanent that was one,
    /// how that spell was cast (702.74a: evoked).
    #[serde(default)]
    pub cast_method: Option<CastMethod>,
    /// 702.190b. For a spell cast for its sneak cost: what the returned
    /// creature was attacking; the permanent enters tapped and attacking it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacking: Option<AttackTarget>,
    /// 107.3, 601.2b. For a spell: the announced value of X; for a
    /// permanent that was one, that value, which its enters triggered
    /// abilities read (107.3m; its mana value counts X as 0, 202.3e).
    #[serde(default)]
    pub x: Option<u32>,
    /// 601.2f. For a spell: the total cost locked in as it was cast.
    #[serde(default)]
    /// Boxed text (a `String`'s capacity is not needed): it keeps the object small.
    #[tsify(type = "string | null")]
    pub total_cost: Option<Box<str>>,
    /// 310.9. For a battle: its protector.
    #[serde(default)]
    pub protector: Option<PlayerId>,
    /// 704.5h, 702.2b. Dealt damage by a source with deathtouch since
    /// state-based actions were last checked.
    #[serde(default)]
    pub deathtouch_damage: bool,
    /// 113.7a, 603.3. For a triggered ability on the stack (an object that
    /// is not a card): what it is. It names its source's card; it ceases to
    /// exist when it leaves the stack.
    #[serde(default)]
    pub ability: Option<StackAbility>,
    /// 115.1, 601.2c, 603.3d. For a spell or ability on the stack: its
    /// targets, one per "target" in its text, in the order written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targets: Vec<Target>,
    /// 700.2a, 601.2b. For a modal spell on the stack: the modes chosen as
    /// it was cast, by index in printed order, ascending.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modes: Vec<usize>,
    /// 111.1. Whether it is a token (then `card` names the token's
    /// characteristics: a [`TokenSpec`](crate::text::TokenSpec)'s
    /// description or, for a copy, the copied card, 707.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub token: bool,
    /// 707.2, 707.9. For a permanent that entered as a copy (Clone): the
    /// card whose copiable values it has (with `face` and `prototyped`,
    /// 718.3d); its own card again once it leaves the battlefield (400.7).
    /// Boxed: most objects are no copy, and objects are moved often (a smaller
    /// object is a shorter `memmove` as one leaves a zone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_of: Option<Box<CopyOf>>,
    /// 614.12. The color chosen as it entered ("As \[this\] enters,
    /// choose a color").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen_color: Option<crate::color::Color>,
    /// 614.12, 205.3m. The creature type chosen as it entered ("As \[this\]
    /// enters, choose a creature type": Cavern of Souls).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen_type: Option<crate::card::subtypes::CreatureType>,
    /// 106.6, 101.2. For a spell: paid with mana that says "that spell
    /// can't be countered" (Delighted Halfling).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub uncounterable: bool,
    /// 601.2h. For a spell: the colors of the mana spent to cast it, which
    /// converge counts ("the number of colors of mana spent to cast this
    /// spell"), as would sunburst (702.44a).
    #[serde(default, skip_serializing_if = "crate::text::effect::no_colors")]
    #[tsify(type = "Color[]", optional)]
    pub colors_spent: crate::color::ColorSet,
    /// 601.2h. For a spell: the amount of mana spent to cast it (Memory
    /// Deluge), at most 65,535.
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub mana_spent: u16,
    /// 107.4f, 702.150a. For a spell: how many Phyrexian mana symbols of its
    /// cost were paid with life (compleated reads it as it enters).
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub phyrexian_life: u8,
    /// 301.5, 303.4, 701.3. For an Equipment or Aura: the permanent it is
    /// attached to (it may have left the battlefield since, until state-based
    /// actions see it, 704.5m–n).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached_to: Option<ObjectId>,
    /// 607.2a, 610.3. For a card in exile: the permanent whose ability
    /// exiled it ("the exiled card" of its linked ability), and whether it
    /// returns once that permanent has left the battlefield. A new object
    /// (400.7) has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exiled_with: Option<ExiledWith>,
    /// 715.4. For a card in exile: exiled as its Adventure resolved, so its
    /// owner may cast it (not its Adventure) from exile. A new object (400.7)
    /// is not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub on_adventure: bool,
    /// 601.2a. For a spell: cast from exile (an effect's permission, 601.3,
    /// or after its Adventure, 715.4), so not from its owner's hand
    /// (rebound, 702.88a).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cast_from_exile: bool,
    /// 702.62a. A creature spell cast by suspend, and the permanent it
    /// becomes: it has haste until its controller loses control of it
    /// (`Game::settle_control` clears it).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub suspend_haste: bool,
    /// 707.10. A copy of a spell, not a card: it was put on the stack, not
    /// cast, and ceases to exist in any other zone (704.5e), unless as a
    /// permanent spell it resolves into a token (608.3f).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub spell_copy: bool,
    /// 114.1, 114.4. For an emblem in the command zone (and a triggered
    /// ability of one on the stack): the index of its card's ability (on
    /// `face`) that gave it; the emblem's only characteristics are that
    /// ability's [`Effect::GetEmblem`](crate::text::Effect::GetEmblem)
    /// abilities (114.3). An emblem is neither a card nor a permanent (114.5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub emblem: Option<u8>,
    /// Index of the card in the game's card table (not serialized).
    #[serde(skip)]
    pub(crate) card_index: u32,
}

/// 601.2d. The division a spell's caster announced with its targets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Division {
    /// The spell.
    pub spell: ObjectId,
    /// Each chosen target's share (at least one), in target order.
    pub amounts: Vec<u32>,
}

/// 702.26. A phased-out permanent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PhasedOut {
    /// The permanent, as it phased out (its zone still the battlefield).
    pub object: GameObject,
    /// 702.26g. For a permanent that phased out indirectly: the one it was
    /// attached to (directly or through others), with which it phases in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with: Option<ObjectId>,
}

/// 729.2, 702.140e. A merged permanent: the components under its topmost
/// one (the object's `card`), top first. The permanent has the topmost one's
/// characteristics and the abilities of every component: a card of its own
/// in the game's table, made as they merge and as a game is read back, which
/// the object's card index (a copy's, if its topmost card is one) names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Merged {
    /// The permanent.
    pub object: ObjectId,
    /// The components under the topmost one, top first.
    pub under: Vec<Component>,
}

/// 729.2. One card or token representing a merged permanent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Component {
    /// The card's name (or the token's description).
    pub card: String,
    /// 108.3. Its owner.
    pub owner: PlayerId,
    /// 111.1, 729.2d. Whether it is a token.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub token: bool,
}

/// 614.1a. A token a replacement effect's player creates as the event it
/// replaced happens ("instead exile that card and create a 2/2 black Zombie
/// creature token", Kalitas, Traitor of Ghet), until it is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OwedToken {
    /// Who creates it.
    pub player: PlayerId,
    /// The token's description (its card in the game's table).
    pub token: String,
}

/// 614.12, 201.3. The card name chosen as a permanent entered (Pithing Needle).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChosenName {
    /// The permanent.
    pub object: ObjectId,
    /// The name.
    pub name: String,
}

/// 614.12. The player chosen as a permanent entered (True-Name Nemesis).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChosenPlayer {
    /// The permanent.
    pub object: ObjectId,
    /// The player.
    pub player: PlayerId,
}

/// 303.4, 613.1f. Animate Dead's Aura after its enters trigger: it has
/// "enchant creature put onto the battlefield with \[this\]" instead of
/// "enchant creature card in a graveyard", for as long as it stays on the
/// battlefield; `creature` is the one it returned (none if the card could not
/// return, so it enchants nothing legally, 704.5m).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReturnedWith {
    /// The Aura.
    pub aura: ObjectId,
    /// The creature put onto the battlefield with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub creature: Option<ObjectId>,
}

/// 613.1b (layer 2), 108.4, 611.2a. A control-changing effect of a resolved
/// spell or ability ("Gain control of target artifact.", "… until end of
/// turn"): while it lasts, `controller` controls `object`. Effects are kept
/// in timestamp order (613.7a); the latest one for a permanent decides its
/// controller, which is written to the object's `controller` field as an
/// effect begins or ends (`Game::settle_control`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ControlChange {
    /// The permanent.
    pub object: ObjectId,
    /// Who controls it while the effect lasts.
    pub controller: PlayerId,
    /// Its controller with no control-changing effect (as it entered, 110.2a).
    pub base: PlayerId,
    /// The object whose spell or ability made the effect (613.1b).
    pub source: ObjectId,
    /// 514.2. "until end of turn": it ends in the cleanup step; otherwise
    /// it lasts as long as the permanent stays on the battlefield (611.2a, 400.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub until_end_of_turn: bool,
}

/// 701.47a, 613.1d (layer 4). A creature type an effect gives a permanent
/// in addition to its other types for as long as it stays on the
/// battlefield ("it becomes an Orc in addition to its other types"), with
/// the permanent's characteristics with it added, made once when first
/// asked. TODO(CR 613.1d): while the permanent is animated or a copy, the
/// characteristics made are those it first had.
#[derive(Debug, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AlsoSubtype {
    /// The permanent.
    pub object: ObjectId,
    /// The creature type.
    pub subtype: String,
    /// Derived, not serialized.
    #[serde(skip)]
    #[tsify(type = "never")]
    pub(crate) with: Derived,
}

impl AlsoSubtype {
    /// `subtype` for `object`, nothing derived yet.
    pub(crate) fn new(object: ObjectId, subtype: String) -> AlsoSubtype {
        AlsoSubtype { object, subtype, with: Derived::default() }
    }

    /// `base` with the subtype added.
    pub(crate) fn applied<'a>(
        &'a self,
        base: &std::sync::Arc<crate::card::Characteristics>,
    ) -> &'a std::sync::Arc<crate::card::Characteristics> {
        derived_once(&self.with, base, |c| c.subtypes.push(std::borrow::Cow::Owned(self.subtype.clone())))
    }
}

/// `base` changed by `change`, made once and kept in `cell` (the
/// characteristics an effect or a copy's exception derives, 613).
pub(crate) fn derived_once<'a>(
    cell: &'a Derived,
    base: &std::sync::Arc<crate::card::Characteristics>,
    change: impl FnOnce(&mut crate::card::Characteristics),
) -> &'a std::sync::Arc<crate::card::Characteristics> {
    cell.made.get_or_init(|| {
        let mut c = (**base).clone();
        change(&mut c);
        std::sync::Arc::new(c)
    })
}

/// The characteristics one effect (or a copy's exception) derives from a
/// permanent's, made once when first asked, and those with the basic land
/// types other permanents give it (613.1d), made as asked: its own, never
/// another permanent's of the same card (derived data, not serialized).
#[derive(Debug, Default)]
pub(crate) struct Derived {
    made: std::sync::OnceLock<std::sync::Arc<crate::card::Characteristics>>,
    typed: std::sync::OnceLock<Box<[super::TypedSlot<std::sync::Arc<crate::card::Characteristics>>]>>,
}

impl Derived {
    /// 613.1d, 305.7. `base` (what this derived) with the land types
    /// `added` ([`super::Game::lands_added_types`]).
    pub(crate) fn land_typed<'a>(
        &'a self,
        base: &'a std::sync::Arc<crate::card::Characteristics>,
        added: u16,
    ) -> &'a std::sync::Arc<crate::card::Characteristics> {
        let slots = self.typed.get_or_init(|| (0..super::LAND_SLOTS).map(|_| super::TypedSlot::new()).collect());
        super::land_typed(slots, 0, base, added)
    }
}

/// 205.1a, 611.2a, 613.1d, 613.4b. An effect that set a permanent's card
/// types, subtypes and base power and toughness and gave it keywords for as
/// long as it stays on the battlefield ("That artifact becomes a 0/0
/// Homunculus artifact creature with flying."), with the permanent's
/// characteristics so changed, made once when first asked.
/// TODO(CR 613.7): applied after an "also a type" effect whatever their timestamps.
#[derive(Debug, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TypeChange {
    /// The permanent.
    pub object: ObjectId,
    /// Its base power (layer 7b).
    pub power: i32,
    /// Its base toughness (layer 7b).
    pub toughness: i32,
    /// Its card types, replacing its own (layer 4).
    #[tsify(type = "string[]")]
    pub types: Vec<crate::card::CardType>,
    /// Its subtypes, replacing its own (layer 4).
    pub subtypes: Vec<String>,
    /// Keywords it has (layer 6).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<crate::text::GrantedKeyword>,
    /// Derived, not serialized.
    #[serde(skip)]
    #[tsify(type = "never")]
    pub(crate) with: Derived,
}

impl TypeChange {
    /// `base` with these types, subtypes, power and toughness.
    pub(crate) fn applied<'a>(
        &'a self,
        base: &std::sync::Arc<crate::card::Characteristics>,
    ) -> &'a std::sync::Arc<crate::card::Characteristics> {
        derived_once(&self.with, base, |c| {
            c.types = self.types.iter().copied().collect();
            c.subtypes = self.subtypes.iter().map(|s| std::borrow::Cow::Owned(s.clone())).collect();
            c.every_creature_type = false;
            (c.power, c.toughness) = (Some(self.power), Some(self.toughness));
            (c.power_text, c.toughness_text) = (Some(self.power.to_string()), Some(self.toughness.to_string()));
            let words: Vec<&str> =
                c.supertypes.iter().map(|s| s.name()).chain(c.types.iter().map(|t| t.name())).collect();
            c.type_line = format!("{} — {}", words.join(" "), self.subtypes.join(" "));
        })
    }
}

impl Clone for TypeChange {
    /// The derived characteristics are made again when asked.
    fn clone(&self) -> TypeChange {
        TypeChange {
            object: self.object,
            power: self.power,
            toughness: self.toughness,
            types: self.types.clone(),
            subtypes: self.subtypes.clone(),
            keywords: self.keywords.clone(),
            with: Derived::default(),
        }
    }
}

impl PartialEq for TypeChange {
    fn eq(&self, other: &Self) -> bool {
        (self.object, self.power, self.toughness, &self.types, &self.subtypes, &self.keywords)
            == (other.object, other.power, other.toughness, &other.types, &other.subtypes, &other.keywords)
    }
}

impl Eq for TypeChange {}

impl Clone for AlsoSubtype {
    /// The derived characteristics are made again when asked.
    fn clone(&self) -> AlsoSubtype {
        AlsoSubtype::new(self.object, self.subtype.clone())
    }
}

impl PartialEq for AlsoSubtype {
    fn eq(&self, other: &Self) -> bool {
        (self.object, &self.subtype) == (other.object, &other.subtype)
    }
}

impl Eq for AlsoSubtype {}

/// 601.3, 305.1. A permission to play a card in exile this turn ("You may
/// play the exiled card this turn."): `player` may cast it, or play it if it
/// is a land, from exile, with the usual timing and costs. It is the
/// object's: once the card leaves exile it is a new object (400.7) that no
/// permission names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlayFromExile {
    /// The card in exile.
    pub object: ObjectId,
    /// Who may play it.
    pub player: PlayerId,
    /// "You may cast that card": a land is not played this way.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cast_only: bool,
    /// 611.2a. "Until your next end step": it ends as `player`'s next end
    /// step begins (513.1), not in this turn's cleanup step.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub until_next_end_step: bool,
    /// 614.1a. "If that spell would be put into your graveyard, exile it
    /// instead." (Jace, Telepath Unbound's permission for a card in a graveyard).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exile_instead: bool,
    /// 118.9. "You may play it this turn without paying its mana cost."
    /// (Dauthi Voidwalker): cast only without paying its mana cost
    /// (`CastMethod::WithoutPayingManaCost`, with the usual timing), or
    /// played as a land.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub without_paying: bool,
    /// 611.2a. No duration ("You may play lands and cast spells from among
    /// cards exiled this way …", Gix, Yawgmoth Praetor): it lasts as long as
    /// the card remains exiled.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lasting: bool,
}

/// 702.170a–d, 702.143a. A plotted (or foretold) card in exile and the turn
/// it became plotted (or was foretold): its owner may cast it on a later
/// turn. It is the object's: a card that leaves exile is a new object
/// (400.7), and its entry is dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Plotted {
    /// The card in exile.
    pub object: ObjectId,
    /// 500.1. The turn it became plotted.
    pub turn: u32,
}

/// 607.2a, 610.3. The permanent whose ability exiled a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExiledWith {
    /// The permanent (its id on the battlefield as it exiled the card).
    pub source: ObjectId,
    /// 610.3. "… until \[this\] leaves the battlefield": the card returns to
    /// the battlefield under its owner's control (610.3c) once that
    /// permanent is no longer there.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub until_it_leaves: bool,
    /// 610.3. It came from a hand and returns there, not to the battlefield.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub to_hand: bool,
}

/// 707.2, 706.2. What a permanent that entered as a copy (Clone) copies: the
/// card (or token description) whose copiable values it has. The face and
/// whether it is prototyped (718.3d) are the object's own `face` and
/// `prototyped`, taken from the copied permanent.
#[derive(Debug, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CopyOf {
    /// The card (or token description) copied.
    pub card: String,
    /// Index of the card in the game's card table (not serialized).
    #[serde(skip)]
    pub(crate) card_index: u32,
    /// 707.9b. A subtype the copy has in addition to the copied card's
    /// ("except it's a Cave in addition to its other types").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub also_subtype: Option<String>,
    /// 707.9b. The copy's colors instead of the copied card's ("except it's
    /// white", embalm 702.128a).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional, type = "Color[]")]
    pub colors: Option<crate::color::ColorSet>,
    /// 707.9b, 202.1b. "… it has no mana cost" (its mana value is 0).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_mana_cost: bool,
    /// 707.9b, 702.10. "… except it has haste" (Reflection of Kiki-Jiki).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub haste: bool,
    /// The copied card's characteristics on the battlefield with
    /// `also_subtype` added, made once when first asked (derived, not
    /// serialized).
    #[serde(skip)]
    pub(crate) excepted: Derived,
    /// 707.2, 613.2a. "… becomes a copy of target land and gains this
    /// ability" (Thespian's Stage): the card whose ability it keeps besides
    /// the copied card's, numbered just after them (613.1f) …
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gained_from: Option<String>,
    /// … and that ability's index among the card's front face's abilities.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gained_ability: Option<usize>,
    /// Index of `gained_from` in the game's card table (not serialized).
    #[serde(skip)]
    pub(crate) gained_index: u32,
    /// 729.2a, 707.2. A copy of a merged permanent: the cards under its
    /// topmost component (`card`), whose abilities it has too, in order
    /// (`card_index` is then the table's merged card, `mutate::merged_card`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub merged_with: Vec<String>,
}

impl CopyOf {
    /// 707.9b. Whether the copy has an exception to the copied values.
    pub(crate) fn excepts(&self) -> bool {
        self.also_subtype.is_some() || self.colors.is_some() || self.no_mana_cost || self.haste
    }

    /// A copy of `card` (at `card_index` in the card table), with no exception.
    pub(crate) fn of(card: String, card_index: u32) -> CopyOf {
        CopyOf {
            card,
            card_index,
            also_subtype: None,
            colors: None,
            no_mana_cost: false,
            haste: false,
            excepted: Derived::default(),
            gained_from: None,
            gained_ability: None,
            gained_index: 0,
            merged_with: Vec::new(),
        }
    }
}

impl Clone for CopyOf {
    /// The derived cache is made again when asked.
    fn clone(&self) -> CopyOf {
        CopyOf {
            also_subtype: self.also_subtype.clone(),
            colors: self.colors,
            no_mana_cost: self.no_mana_cost,
            haste: self.haste,
            gained_from: self.gained_from.clone(),
            gained_ability: self.gained_ability,
            gained_index: self.gained_index,
            merged_with: self.merged_with.clone(),
            ..CopyOf::of(self.card.clone(), self.card_index)
        }
    }
}

impl PartialEq for CopyOf {
    fn eq(&self, other: &Self) -> bool {
        // Not the table index (it depends on the table's order), nor what is derived.
        (&self.card, &self.also_subtype, self.colors, (self.no_mana_cost, self.haste))
            == (&other.card, &other.also_subtype, other.colors, (other.no_mana_cost, other.haste))
            && (&self.gained_from, self.gained_ability) == (&other.gained_from, other.gained_ability)
            && self.merged_with == other.merged_with
    }
}

impl Eq for CopyOf {}

impl std::hash::Hash for CopyOf {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.card.hash(state);
        self.also_subtype.hash(state);
        (self.colors, self.no_mana_cost, self.haste).hash(state);
        (&self.gained_from, self.gained_ability).hash(state);
        self.merged_with.hash(state);
    }
}

impl GameObject {
    /// A new object of `card` in `zone`, owned and controlled by `owner`, with
    /// no status (untapped, no counters or damage, not prototyped, front face up;
    /// 110.5b, 400.7: a new object has no memory of a previous one).
    pub(crate) fn new(id: ObjectId, card: String, card_index: u32, owner: PlayerId, zone: Zone) -> GameObject {
        GameObject {
            id,
            card,
            owner,
            controller: owner,
            zone,
            tapped: false,
            summoning_sick: false,
            counters: Default::default(),
            damage: 0,
            prototyped: false,
            face: None,
            prowl_paid: false,
            cast_method: None,
            attacking: None,
            x: None,
            total_cost: None,
            protector: None,
            deathtouch_damage: false,
            ability: None,
            targets: Vec::new(),
            modes: Vec::new(),
            token: false,
            copy_of: None,
            chosen_color: None,
            chosen_type: None,
            uncounterable: false,
            colors_spent: crate::color::ColorSet::EMPTY,
            mana_spent: 0,
            phyrexian_life: 0,
            attached_to: None,
            exiled_with: None,
            on_adventure: false,
            cast_from_exile: false,
            suspend_haste: false,
            spell_copy: false,
            emblem: None,
            card_index,
        }
    }
}

impl PartialEq for GameObject {
    fn eq(&self, other: &Self) -> bool {
        // Everything but the index into the game's card table, which
        // depends on the order the table was built in.
        let GameObject {
            id,
            card,
            owner,
            controller,
            zone,
            tapped,
            summoning_sick,
            counters,
            damage,
            prototyped,
            face,
            prowl_paid,
            cast_method,
            attacking,
            x,
            total_cost,
            protector,
            deathtouch_damage,
            ability,
            targets,
            modes,
            token,
            copy_of,
            chosen_color,
            chosen_type,
            uncounterable,
            colors_spent,
            mana_spent,
            phyrexian_life,
            attached_to,
            exiled_with,
            on_adventure,
            cast_from_exile,
            suspend_haste,
            spell_copy,
            emblem,
            card_index: _,
        } = self;
        (id, card, owner, controller, zone, tapped, summoning_sick, counters, damage)
            == (
                &other.id,
                &other.card,
                &other.owner,
                &other.controller,
                &other.zone,
                &other.tapped,
                &other.summoning_sick,
                &other.counters,
                &other.damage,
            )
            && (prototyped, face, prowl_paid, cast_method, x, total_cost)
                == (&other.prototyped, &other.face, &other.prowl_paid, &other.cast_method, &other.x, &other.total_cost)
            && (protector, deathtouch_damage, ability) == (&other.protector, &other.deathtouch_damage, &other.ability)
            && (targets, token, copy_of, attacking) == (&other.targets, &other.token, &other.copy_of, &other.attacking)
            && modes == &other.modes
            && (chosen_color, chosen_type) == (&other.chosen_color, &other.chosen_type)
            && (uncounterable, colors_spent, mana_spent, phyrexian_life)
                == (&other.uncounterable, &other.colors_spent, &other.mana_spent, &other.phyrexian_life)
            && attached_to == &other.attached_to
            && (exiled_with, on_adventure, spell_copy) == (&other.exiled_with, &other.on_adventure, &other.spell_copy)
            && (cast_from_exile, emblem) == (&other.cast_from_exile, &other.emblem)
            && suspend_haste == &other.suspend_haste
    }
}

impl Eq for GameObject {}

/// 120.2. Whom a source dealt damage to, as prowl asks (702.76a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Damaged {
    /// A player.
    Player,
    /// A planeswalker.
    Planeswalker,
    /// A battle.
    Battle,
}

/// One instance of damage dealt this turn, as prowl needs it (702.76a): the
/// source's creature types and controller at the time, whom it damaged, and
/// whether it was combat damage (510).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct DamageRecord {
    /// The source's name, if known.
    pub source: Option<String>,
    /// 205.3m. The source's creature types at the time.
    pub creature_types: Vec<String>,
    /// 702.73a. Whether the source was every creature type (changeling).
    pub every_creature_type: bool,
    /// Who controlled the source at the time.
    pub controller: PlayerId,
    /// What was dealt the damage.
    pub damaged: Damaged,
    /// Whether it was combat damage (510.2).
    pub combat: bool,
    /// The source object, if known (400.7: a new object is another source).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub object: Option<ObjectId>,
    /// The player dealt the damage, for damage to a player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
    /// 120.1. How much damage (0 if unknown).
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub amount: u32,
}

/// The whole serializable state of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct GameState {
    /// The players, by seat.
    pub players: Vec<Player>,
    /// Every object, sorted by id.
    pub objects: Vec<GameObject>,
    /// 403. The battlefield, in the order permanents arrived.
    pub battlefield: Vec<ObjectId>,
    /// 405. The stack, bottom first (the last is on top).
    pub stack: Vec<ObjectId>,
    /// 406. Exile.
    pub exile: Vec<ObjectId>,
    /// 408. The command zone.
    pub command: Vec<ObjectId>,
    /// 104.4b. The game is a draw: it entered a loop of mandatory actions,
    /// taken as the stack growing past
    /// [`MAX_STACK_DEPTH`](super::MAX_STACK_DEPTH) as priority passed or a
    /// choice was answered (`Game::execute`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub drawn: bool,
    /// 500. The turn number, from 1.
    pub turn: u32,
    /// 500.1. The current step or main phase.
    pub step: Step,
    /// 102.1. Whose turn it is.
    pub active_player: PlayerId,
    /// 117. Who has priority.
    pub priority_player: PlayerId,
    /// The seed for shuffles and other random choices (not used yet).
    pub seed: u64,
    /// The id the next new object gets.
    pub next_object_id: u32,
    /// Damage dealt this turn (for prowl, 702.76a).
    pub damage_this_turn: Vec<DamageRecord>,
    /// 117.4. How many players have passed priority in succession (no
    /// action taken in between).
    #[serde(default)]
    pub passes: u32,
    /// A choice a player must make before anyone gets priority (declaring
    /// attackers or blockers, discarding, a protector, ...). While it is
    /// pending, only its answers are legal.
    #[serde(default)]
    pub pending: Option<Pending>,
    /// The combat in progress (506), from the beginning of combat to the
    /// end of combat (511.3).
    #[serde(default)]
    pub combat: Option<Combat>,
    /// 603.2, 603.3. Abilities that have triggered and wait to be put on the
    /// stack the next time a player would receive priority.
    #[serde(default)]
    pub triggers: Vec<PendingTrigger>,
    /// The random number generator (seeded from `seed`), for shuffles.
    #[serde(default)]
    pub rng: Pcg32,
    /// 611.2a, 613.4c, 514.2. Power/toughness changes "until end of turn",
    /// in timestamp order; they end in the cleanup step (those "until your
    /// next turn" as that player's turn begins).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub until_end_of_turn: Vec<Pump>,
    /// 613.4d (layer 7d), 514.2. Creatures whose power and toughness are
    /// switched until end of turn, once per effect in timestamp order (two
    /// switches undo each other).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub switched: Vec<ObjectId>,
    /// 702.171b. The permanents saddled this turn (until the turn ends or
    /// they leave the battlefield: a new object, 400.7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub saddled: Vec<ObjectId>,
    /// 611.2a, 613.1f (layer 6). Abilities permanents gained with no
    /// duration by their own instructions ("Urza's Saga gains \"{T}: Add
    /// {C}.\""): the permanent and the ability's number among its abilities
    /// (after its face's own, [`crate::card::Face::self_granted`]); kept
    /// while it is that object on the battlefield (400.7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gained_abilities: Vec<(ObjectId, usize)>,
    /// 602.5b. The abilities activated this turn that say "Activate only
    /// once each turn": the object and the ability's index.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub activated_this_turn: Vec<(ObjectId, usize)>,
    /// 608.2c. The resolutions this turn of abilities that ask "if this is
    /// the first time this ability has resolved this turn": the source and
    /// the ability's index, once per resolution.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resolved_this_turn: Vec<(ObjectId, usize)>,
    /// 603.2h. The permanents whose "Do this only once each turn" action
    /// their controller took this turn (Ancient Cornucopia's life gain).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub done_this_turn: Vec<ObjectId>,
    /// The permanents whose "This ability triggers only once each turn."
    /// ability triggered this turn (Dennick, Pious Apparition).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub triggered_this_turn: Vec<ObjectId>,
    /// The permanents that entered the battlefield this turn ("Activate only
    /// if \[this\] entered this turn"; a new object after each zone change, 400.7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entered_this_turn: Vec<ObjectId>,
    /// 611.2a, 613.1d. Permanents that became creatures until end of turn,
    /// in timestamp order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub became_creatures: Vec<BecameCreature>,
    /// 608.2c–d. The resolution a choice in its middle paused: `pending`
    /// is that choice; once it is answered, the remaining instructions are
    /// followed (`Game::resume_resolution`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolving: Option<Resolution>,
    /// 707.10c. Copies of spells just put on the stack whose controller may
    /// choose new targets, in the order they were made; each is asked
    /// ([`Pending::ChooseTargets`]) before anyone gets priority.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub copies_choosing_targets: Vec<ObjectId>,
    /// 615.1, 615.7. Permanents all combat damage to and by which is
    /// prevented this turn ("Prevent all combat damage that would be dealt to
    /// and dealt by that creature this turn"); the effects end in the cleanup step.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub combat_damage_prevented: Vec<ObjectId>,
    /// 615.1. "Prevent all combat damage that would be dealt this turn.":
    /// none is dealt until the cleanup step ends the effect (514.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub all_combat_damage_prevented: bool,
    /// 615.1, 514.2. "Prevent all damage that sources of the color of your
    /// choice would deal this turn." (Prismatic Strands): the colors whose
    /// sources deal no damage until the cleanup step, each judged as the
    /// damage would be dealt.
    #[serde(default, skip_serializing_if = "crate::text::effect::no_colors")]
    #[tsify(type = "Color[]", optional)]
    pub damage_prevented_by_colors: crate::color::ColorSet,
    /// 614.1a. "Until end of turn, if a creature would enter and it wasn't
    /// cast, exile it instead." (Hallowed Moonlight): until the cleanup step
    /// (514.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub creatures_entering_uncast_exiled: bool,
    /// 603.7a. Delayed triggered abilities that trigger as the next upkeep
    /// begins ("at the beginning of the next turn's upkeep").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub next_upkeep: Vec<PendingTrigger>,
    /// 603.7a, 511.2. Delayed triggered abilities that trigger as the end of
    /// combat step begins ("sacrifice it at end of combat", decayed 702.147a).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub end_of_combat: Vec<PendingTrigger>,
    /// 603.7c. Delayed triggered abilities spells created that trigger
    /// whenever their event happens this turn (`Effect::DelayedThisTurn`),
    /// each as it will wait to be put on the stack; gone as the turn ends
    /// (cleanup, 514.2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub delayed_this_turn: Vec<PendingTrigger>,
    /// 603.7a, 513.1a. Delayed triggered abilities that trigger as the next
    /// end step begins ("Return those cards to the battlefield at the
    /// beginning of the next end step.").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub next_end_step: Vec<PendingTrigger>,
    /// 611.2b. Creatures that can't attack or block for as long as a player
    /// controls a permanent (Extraction Specialist): the creature, then that
    /// permanent and player.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cant_attack_or_block: Vec<(ObjectId, (ObjectId, PlayerId))>,
    /// 611.2b, 613.1f. Permanents that lose all abilities for as long as
    /// another permanent remains on the battlefield (Tishana's Tidebinder):
    /// the permanent, then that one (each the object it is now, 400.7) and
    /// the effect's timestamp (613.7a: an object id none has, taken as it
    /// was created, so later than any permanent's and [`Pump::since`] before
    /// it, earlier than any after).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities_lost: Vec<(ObjectId, (ObjectId, u32))>,
    /// 607.2q, 702.66a. The cards exiled to pay the cost of a spell on the
    /// stack (delve): the spell, then the card as it is in exile ("exiled
    /// with it" of the permanent it becomes: Murktide Regent). Kept in the
    /// state, not on the object, so objects stay small; dropped as the spell
    /// resolves or in the cleanup step once it has left the stack.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exiled_to_pay: Vec<(ObjectId, ObjectId)>,
    /// 509.1b, 514.2. Creatures that can't be blocked this turn (Wedding
    /// Invitation), or can't be blocked by creatures of a color (Skrelv,
    /// Defector Mite), until the cleanup step.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cant_be_blocked_this_turn: Vec<CantBeBlocked>,
    /// 701.15a–b. Goaded creatures, each until the next turn of the player
    /// who goaded it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub goaded: Vec<Goaded>,
    /// 701.43a. Exerted permanents, each until the next untap step of the
    /// player who exerted it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exerted: Vec<Exerted>,
    /// 611.2a. Creatures that gained a "When this creature dies, return it
    /// …" ability until end of turn (cleared in the cleanup step, 514.2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dies_returns: Vec<DiesReturn>,
    /// 601.3, 305.1, 611.2a. Cards in exile a player may play this turn
    /// ("You may play the exiled card this turn.": Expressive Iteration),
    /// until the cleanup step (514.2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub play_from_exile: Vec<PlayFromExile>,
    /// 702.170. The plotted cards in exile ([`Plotted`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plotted: Vec<Plotted>,
    /// 702.143a. The foretold cards in exile, each with the turn it was
    /// foretold ([`Plotted`]). TODO(CR 702.143a): face down, hidden from
    /// the other players.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub foretold: Vec<Plotted>,
    /// 702.170c, 614.1a. Spells on the stack exiled instead of put into a
    /// graveyard as they resolve, and then plotted (Lilah, Undefeated
    /// Slickshot).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plot_as_it_resolves: Vec<ObjectId>,
    /// 614.1a. Spells on the stack that are exiled instead of being put
    /// into a graveyard ("If that spell would be put into your graveyard,
    /// exile it instead.", Torrential Gearhulk).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exile_instead_of_graveyard: Vec<ObjectId>,
    /// 611.2a, 702.8a. The players who may cast sorcery spells as though they
    /// had flash until their next turn begins (Teferi, Time Raveler's +1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sorceries_as_though_flash: Vec<PlayerId>,
    /// 702.16j, 611.2a. The players with protection from everything until
    /// their next turn begins (The One Ring).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub protected_from_everything: Vec<PlayerId>,
    /// 613.7e. Equipment and Auras attached since they entered: the
    /// permanent, then the timestamp it received as it last became attached
    /// (an object id none has, taken then, like [`Pump::since`]); one that
    /// entered attached has its id (613.7d). Dropped as it leaves the
    /// battlefield (400.7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attached_at: Vec<(ObjectId, u32)>,
    /// 701.47a, 613.1d. Creature types effects gave permanents in addition
    /// to their other types, until they leave the battlefield.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_subtypes: Vec<AlsoSubtype>,
    /// 729.2, 702.140c. The merged permanents and the components under
    /// their topmost ones, until they leave the battlefield (729.3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub merged: Vec<Merged>,
    /// 205.1a, 611.2a. Card types, subtypes and base power and toughness
    /// effects set for permanents, until they leave the battlefield.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub type_changes: Vec<TypeChange>,
    /// 613.1b (layer 2). Control-changing effects, in timestamp order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub control_changes: Vec<ControlChange>,
    /// 303.4, 613.1f. Auras that now enchant the creature they returned
    /// (Animate Dead).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub returned_with: Vec<ReturnedWith>,
    /// 614.12, 201.3. The card names chosen as permanents entered ("As
    /// \[this\] enters, choose a card name."), until they leave the battlefield.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chosen_names: Vec<ChosenName>,
    /// 614.12. The players chosen as permanents entered ("As \[this\] enters,
    /// choose a player."), until they leave the battlefield.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chosen_players: Vec<ChosenPlayer>,
    /// 614.1a. Tokens replacement effects owe, created before anything else
    /// happens (emptied as they are).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub owed_tokens: Vec<OwedToken>,
    /// 724.1. The monarch, once an effect made a player the monarch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monarch: Option<PlayerId>,
    /// 725.1. The player who has the initiative, once one took it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initiative: Option<PlayerId>,
    /// 730.1. Day or night, once the game has one of them (neither at the start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub day_night: Option<super::day_night::DayNight>,
    /// 601.2d. The divisions announced as spells on the stack were cast
    /// ("Distribute X +1/+1 counters among any number of target …"): each
    /// target's share, in the order of its chosen targets (dropped as the
    /// spell leaves the stack).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub divisions: Vec<Division>,
    /// 702.26b, 702.26d. The phased-out permanents, kept out of `objects`
    /// and `battlefield` (treated as though they do not exist), each the same
    /// object with its status and counters until it phases in.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub phased_out: Vec<PhasedOut>,
    /// Where each object is in `objects` (derived, not serialized).
    #[serde(skip)]
    pub(crate) index: ObjectIndex,
    /// What the last checks found (derived, not serialized).
    #[serde(skip)]
    pub(crate) checked: Checked,
}

/// What the last checks before priority found, so that checks which would
/// find nothing again are skipped (derived data: never serialized, and
/// equal to any other; a game read back checks everything once more).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Checked {
    /// 117.5, 704.3. Settled: the state-based actions, triggered abilities
    /// and targets were checked and found nothing to do, and nothing changed
    /// since but priority passing on or mana being added, so a player who
    /// would receive priority needs no new check. Every action clears it as
    /// it starts; only [`Game::check_state`](super::Game) sets it.
    pub(crate) settled: bool,
    /// 704.5d. A token may be outside the battlefield: set when one leaves
    /// it ([`Game::move_object`](super::Game)), cleared by the check.
    pub(crate) stray_tokens: bool,
}

impl Default for Checked {
    fn default() -> Checked {
        Checked { settled: false, stray_tokens: true }
    }
}

impl PartialEq for Checked {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Checked {}

/// 611.2a, 613.4c (layer 7c), 613.1f (layer 6). "Target creature gets +N/+N
/// \[and gains first strike\] until end of turn": the change to one permanent.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Pump {
    /// The permanent (a new object after a zone change is not affected, 400.7).
    pub object: ObjectId,
    /// Power change.
    pub power: i32,
    /// Toughness change.
    pub toughness: i32,
    /// Keywords it gains (layer 6).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<crate::text::GrantedKeyword>,
    /// Keywords it loses (layer 6, after the gains of the same change).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loses: Vec<crate::text::GrantedKeyword>,
    /// 611.2a. "until your next turn": the player whose next turn ends it
    /// (absent: it ends in the cleanup step, 514.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until_next_turn_of: Option<PlayerId>,
    /// 611.2a. No duration stated ("It gains haste."): it lasts for as long
    /// as the permanent is that object (400.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lasting: bool,
    /// 613.7a. Its timestamp: `GameState::next_object_id` as it was created.
    /// A permanent's timestamp is its id (613.7d: a new object with a new,
    /// larger id as it enters, 400.7), so the change is later than a
    /// permanent's static ability exactly when `since > id`.
    #[serde(default)]
    pub since: u32,
}

/// 509.1b. A creature that can't be blocked this turn: by any creature, or
/// (`byColor`) by creatures of that color.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CantBeBlocked {
    /// The creature (a new object after a zone change is not affected, 400.7).
    pub creature: ObjectId,
    /// The color of the creatures that can't block it; any creature if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub by_color: Option<crate::color::Color>,
}

/// 701.15a. A creature goaded by a player: until that player's next turn it
/// attacks each combat if able and attacks a player other than them if able.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Goaded {
    /// The creature (a new object after a zone change is not goaded, 400.7).
    pub creature: ObjectId,
    /// The goading player.
    pub by: PlayerId,
}

/// 611.2a, 603.6c. A creature that gained "When this creature dies, return
/// it to the battlefield …" until end of turn (Not Dead After All).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DiesReturn {
    /// The creature (a new object after a zone change has not gained it, 400.7).
    pub creature: ObjectId,
    /// Whether it returns tapped.
    pub tapped: bool,
    /// The Role token created attached to it (303.7), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub role: Option<crate::text::PredefinedToken>,
}

/// 701.43a–b. A permanent exerted by a player: it doesn't untap during that
/// player's next untap step (exerted again before it, still only that one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Exerted {
    /// The permanent (a new object after a zone change is not exerted, 400.7).
    pub creature: ObjectId,
    /// The player who exerted it.
    pub by: PlayerId,
}

/// 611.2a, 613.1d, 613.4b. A permanent that became a creature until end of
/// turn by its own ability ("Until end of turn, this land becomes a 2/3 …
/// creature"): which animation (in text order) of which card applies.
#[derive(Debug, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BecameCreature {
    /// The permanent (a new object after a zone change is not affected, 400.7).
    pub object: ObjectId,
    /// Index of the "becomes a … creature" instruction among its face's.
    pub animation: u32,
    /// 113.7a, 611.2a. The card whose text the ability was (the permanent's
    /// card, or the card it copied then): the animation stays that card's
    /// after a later copy effect changes the permanent (layer 1 before
    /// layer 4, 613.1a, 613.1d: Thespian's Stage). Without it, the card the
    /// permanent has now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub card: Option<String>,
    /// 712.8. The face of `card` the ability was on (0 for a one-face card).
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    #[tsify(optional)]
    pub face: u32,
    /// Index of `card` in the game's card table (not serialized).
    #[serde(skip)]
    pub(crate) card_index: Option<u32>,
    /// Derived, not serialized: while the permanent has another card's text
    /// than `card`'s, its characteristics and keywords so animated, and the
    /// land types added to them (`Game::animated_or_printed`); made again
    /// when a copy effect changes it (`Game::copy_changed`).
    #[serde(skip)]
    #[tsify(type = "never")]
    pub(crate) foreign: std::sync::OnceLock<super::OnBattlefield>,
    #[serde(skip)]
    #[tsify(type = "never")]
    pub(crate) derived: Derived,
}

impl BecameCreature {
    /// Animation number `animation` of `card` (its face `face`) for `object`, nothing derived yet.
    pub(crate) fn new(object: ObjectId, animation: u32, card: Option<(String, u32)>, face: u32) -> BecameCreature {
        let (card, card_index) = card.map_or((None, None), |(c, i)| (Some(c), Some(i)));
        BecameCreature {
            object,
            animation,
            card,
            face,
            card_index,
            foreign: std::sync::OnceLock::new(),
            derived: Derived::default(),
        }
    }
}

impl Clone for BecameCreature {
    /// The derived characteristics are made again when asked.
    fn clone(&self) -> BecameCreature {
        let mut b = BecameCreature::new(self.object, self.animation, None, self.face);
        (b.card, b.card_index) = (self.card.clone(), self.card_index);
        b
    }
}

impl PartialEq for BecameCreature {
    fn eq(&self, other: &Self) -> bool {
        // Not the table index (it depends on the table's order), nor what is derived.
        (self.object, self.animation, &self.card, self.face) == (other.object, other.animation, &other.card, other.face)
    }
}

impl Eq for BecameCreature {}

impl std::hash::Hash for BecameCreature {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.object, self.animation, &self.card, self.face).hash(state);
    }
}

/// Where each object is in [`GameState::objects`], by id: derived data that
/// [`Game::apply`](super::Game::apply) rebuilds when objects have come or
/// gone. Never serialized, and equal to any other index. A lookup checks the
/// object it finds, so an index out of date is only slower, never wrong.
#[derive(Clone, Default)]
pub(crate) struct ObjectIndex {
    /// The first id and the number of objects when it was built.
    built_for: (u32, usize),
    /// The smallest id.
    base: u32,
    /// `at[id - base]`: the place of `id` in `objects` (`u32::MAX`: none).
    at: Vec<u32>,
}

impl fmt::Debug for ObjectIndex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ObjectIndex({} ids from {})", self.at.len(), self.base)
    }
}

impl PartialEq for ObjectIndex {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for ObjectIndex {}

/// What a triggered ability does (603).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum TriggerKind {
    /// 310.12b. A Siege's "When the last defense counter is removed from this
    /// permanent, exile it, then you may cast it transformed without paying
    /// its mana cost."
    SiegeDefeated,
    /// 603.6a. "When \[this\] enters, ...": the ability at this index of the
    /// source face's abilities (`Face.abilities`).
    Enters {
        /// Index into the face's abilities.
        ability: usize,
    },
    /// 603.2. Another triggered ability of the source face ("whenever \[this\]
    /// attacks", "when \[this\] dies", "whenever you cast", "at the beginning
    /// of"): the ability at this index of its abilities.
    Triggered {
        /// Index into the face's abilities.
        ability: usize,
    },
    /// 613.1f, 113.3c. A triggered ability another permanent gives the
    /// source ("All artifacts have "At the beginning of your upkeep, …"",
    /// Energy Flux): the pending trigger's card is the granting one, and
    /// `ability` the index of its `StaticAbility::GrantTriggered`.
    Granted {
        /// Index into the granting face's abilities.
        ability: usize,
    },
    /// 602.2a. An activated ability (not a mana ability) of the source
    /// face: the ability at this index of its abilities (`Face.abilities`).
    Activated {
        /// Index into the face's abilities.
        ability: usize,
        /// For an ability that adds mana (605.1a as of 7 Aug 2026: one that
        /// also draws): which choice of mana, announced as it was activated.
        #[serde(default)]
        choice: usize,
    },
    /// 603.12. The reflexive ability ("When you do, …") of the source
    /// face's triggered ability at this index: the effects of its
    /// `Effect::Reflexive`.
    Reflexive {
        /// Index into the face's abilities.
        ability: usize,
        /// 603.12, 608.2h. Its X, when it reads the cards the resolution
        /// discarded ([`crate::text::Counted::HighestManaValueDiscarded`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        x: Option<u32>,
    },
    /// 603.7c. A delayed triggered ability a spell created
    /// (`Effect::DelayedThisTurn`): the effects of that instruction in the
    /// source face's spell ability at this index.
    DelayedThisTurn {
        /// Index into the face's abilities.
        ability: usize,
    },
    /// 702.21a. Ward: "Whenever this permanent becomes the target of a spell
    /// or ability an opponent controls, counter that spell or ability unless
    /// that player pays \[cost\]."
    Ward {
        /// The spell or ability that targeted the permanent.
        spell: ObjectId,
    },
    /// 702.93a. Undying: "When this permanent is put into a graveyard from
    /// the battlefield, if it had no +1/+1 counters on it, return it to the
    /// battlefield under its owner's control with a +1/+1 counter on it."
    /// Its source is the card in the graveyard.
    Undying,
    /// 702.79a. Persist: "When this permanent is put into a graveyard from
    /// the battlefield, if it had no -1/-1 counters on it, return it to the
    /// battlefield under its owner's control with a -1/-1 counter on it."
    /// Its source is the card in the graveyard.
    Persist,
    /// 603.6c, 603.10a. "When this creature dies, return it to the
    /// battlefield \[tapped\] under its owner's control\[, then create a
    /// \[Role\] token attached to it\]", gained until end of turn
    /// ([`DiesReturn`]). Its source is the card in the graveyard.
    DiesReturn {
        /// Whether it returns tapped.
        tapped: bool,
        /// The Role token created attached to it (303.7), if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        role: Option<crate::text::PredefinedToken>,
    },
    /// 702.108a. Prowess: its source gets +1/+1 until end of turn.
    Prowess,
    /// 702.83a. Exalted: the creature that attacked alone gets +1/+1 until
    /// end of turn.
    Exalted {
        /// The creature that attacked alone.
        creature: ObjectId,
    },
    /// 702.85a. Cascade: exile cards from the top of the library until a
    /// nonland card with mana value less than `mana_value` (the cascading
    /// spell's); it may be cast without paying its mana cost. The source is
    /// the spell.
    Cascade {
        /// The cascading spell's mana value.
        mana_value: u32,
    },
    /// 702.40a. Storm: "When you cast this spell, copy it for each other
    /// spell that was cast before it this turn. If the spell has any
    /// targets, you may choose new targets for any of the copies." The
    /// source is the spell.
    Storm {
        /// How many spells were cast before it this turn (by every player).
        copies: u32,
    },
    /// 702.56a. Replicate: "When you cast this spell, if a replicate cost
    /// was paid for it, copy it for each time its replicate cost was paid.
    /// If the spell has any targets, you may choose new targets for any of
    /// the copies." The source is the spell.
    Replicate {
        /// How many times its replicate cost was paid.
        copies: u32,
    },
    /// 702.153a. Casualty: "When you cast this spell, if a casualty cost was
    /// paid for it, copy it. If the spell has any targets, you may choose
    /// new targets for the copy." The source is the spell.
    Casualty,
    /// 702.74a. Evoke: "When this permanent enters, if its evoke cost was
    /// paid, its controller sacrifices it."
    Evoke,
    /// 603.7, 702.109a, 702.152a. The delayed trigger of a permanent cast for
    /// its dash cost (returned to its owner's hand) or blitz cost
    /// (sacrificed) "at the beginning of the next end step".
    NextEndStep,
    /// 603.7a, 400.7. "Return those cards to the battlefield at the beginning
    /// of the next end step." (Yorion, Sky Nomad): the cards exiled, each
    /// returned if it is still that object in exile.
    ReturnAtNextEndStep {
        /// The cards in exile.
        cards: Vec<ObjectId>,
    },
    /// 603.7a, 400.7. "Return it to your hand at the beginning of the next
    /// end step." (Nahiri, the Harbinger): the permanent returns to its
    /// owner's hand if it is still that object on the battlefield.
    ReturnToHandAtNextEndStep {
        /// The permanent.
        permanent: ObjectId,
    },
    /// 702.152a. Blitz's "When this permanent is put into a graveyard from
    /// the battlefield, draw a card."
    BlitzDraw,
    /// 702.147a. Decayed's "When this creature attacks, sacrifice it at end
    /// of combat.": resolving, it creates the delayed trigger
    /// [`TriggerKind::SacrificeAtEndOfCombat`] (603.7a).
    Decayed,
    /// 603.7a, 511.2. "Sacrifice it at end of combat": its controller
    /// sacrifices the source, if it is still that permanent (400.7).
    SacrificeAtEndOfCombat,
    /// 603.6c, 607.2a. Animate Dead's "When \[this\] leaves the battlefield,
    /// that creature's controller sacrifices it." (the source is the Aura as
    /// it left); 603.7a, Reflection of Kiki-Jiki's delayed "Sacrifice it at
    /// the beginning of the next end step." (`GameState::next_end_step`):
    /// `creature`'s controller sacrifices it, if it is still that permanent
    /// (400.7).
    SacrificeReturned {
        /// The creature it returned, or the token it made.
        creature: ObjectId,
    },
    /// 603.7a. "Draw a card at the beginning of the next turn's upkeep."
    /// (Mishra's Bauble): its controller draws a card.
    DrawAtNextUpkeep,
    /// 702.88a. Rebound's delayed trigger "At the beginning of your next
    /// upkeep, you may cast this card from exile without paying its mana
    /// cost.": its source is the card in exile.
    Rebound,
    /// 702.62a. Suspend's "At the beginning of your upkeep, if this card is
    /// suspended, remove a time counter from it.": its source is the card in
    /// exile.
    SuspendUpkeep,
    /// 702.62a. Suspend's "When the last time counter is removed from this
    /// card, if it's exiled, you may play it without paying its mana cost if
    /// able.": its source is the card in exile.
    SuspendLastCounter,
    /// 702.94a. Miracle's "When you reveal this card this way, you may cast
    /// it by paying \[cost\] rather than its mana cost.": its source is the
    /// card in its owner's hand, drawn first that turn.
    Miracle,
    /// 601.2i, 603.2. "Whenever an opponent casts …", "Whenever a player
    /// casts …" (`Trigger::OpponentCasts`, `Trigger::PlayerCasts`): the
    /// ability at this index of the source face's abilities, the spell's
    /// caster ("that player", 608.2c) and the spell.
    CastBy {
        /// Index into the face's abilities.
        ability: usize,
        /// Who cast the spell.
        caster: PlayerId,
        /// The spell ("that spell", Counterbalance).
        spell: ObjectId,
    },
    /// 115.1, 603.2. "Whenever you or another permanent you control becomes
    /// the target of a spell or ability an opponent controls"
    /// (`Trigger::YouOrAnotherPermanentBecomesTargetOfOpponents`): the ability
    /// at this index of the source face's abilities and the spell or ability
    /// that targeted ("that spell or ability", 608.2c).
    TargetedBy {
        /// Index into the face's abilities.
        ability: usize,
        /// The spell or ability on the stack.
        spell: ObjectId,
    },
    /// 121.1, 603.2. "Whenever an opponent draws a card" (`Trigger::Draws`):
    /// the ability at this index of the source face's abilities and who drew
    /// ("they", "that player", 608.2c).
    DrawnBy {
        /// Index into the face's abilities.
        ability: usize,
        /// Who drew.
        player: PlayerId,
    },
    /// 510.2, 603.2. "Whenever \[this\] deals combat damage to a player"
    /// (`Trigger::SelfDealsCombatDamageToPlayer`): the ability at this index
    /// of the source face's abilities and the player dealt damage ("that
    /// player", 608.2c).
    DealtCombatDamageTo {
        /// Index into the face's abilities.
        ability: usize,
        /// The player dealt combat damage.
        player: PlayerId,
    },
    /// 120.3, 603.2. "Whenever a source deals damage to \[this\]"
    /// (`Trigger::SelfDealtDamage`): the ability at this index of the source
    /// face's abilities and the source's controller ("that source's
    /// controller", 608.2c).
    DealtDamageBy {
        /// Index into the face's abilities.
        ability: usize,
        /// The controller of the source that dealt the damage.
        player: PlayerId,
    },
    /// 120.3, 603.2. "Whenever \[this\] deals damage to a player"
    /// (`Trigger::SelfDealsDamageToPlayer`): the ability at this index of
    /// the source face's abilities and the player dealt damage ("that
    /// player", 608.2c; its intervening "if", 603.4, reads the damage dealt
    /// to them this turn).
    DealtDamageTo {
        /// Index into the face's abilities.
        ability: usize,
        /// The player dealt damage.
        player: PlayerId,
    },
    /// 702.29c. "When you cycle \[this\]" (`Trigger::YouCycleThis`): the
    /// ability at this index of the card's face abilities and the X
    /// announced for the cycling ability (107.3: Shark Typhoon's X/X Shark).
    Cycled {
        /// Index into the face's abilities.
        ability: usize,
        /// The X of the cycling cost, if it has one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        x: Option<u32>,
    },
    /// 724.2. The monarch's "At the beginning of the monarch's end step,
    /// that player draws a card." It has no source ([`NO_SOURCE`]).
    MonarchDraws,
    /// 724.2. The monarch's "Whenever a creature deals combat damage to the
    /// monarch, its controller becomes the monarch." It has no source
    /// ([`NO_SOURCE`]).
    MonarchTaken {
        /// The creature that dealt the damage.
        creature: ObjectId,
        /// Its controller as it dealt the damage (608.2h: if it has left
        /// the battlefield by the time the ability resolves).
        player: PlayerId,
    },
    /// 725.2. The initiative's "At the beginning of the upkeep of the player
    /// who has the initiative, that player ventures into Undercity." and
    /// "Whenever a player takes the initiative, that player ventures into
    /// Undercity." (701.49). It has no source ([`NO_SOURCE`]).
    InitiativeVentures,
    /// 725.2. The initiative's "Whenever one or more creatures a player
    /// controls deal combat damage to the player who has the initiative,
    /// the controller of those creatures takes the initiative." It has no
    /// source ([`NO_SOURCE`]).
    InitiativeTaken {
        /// The controller of those creatures.
        player: PlayerId,
    },
    /// 309.4c. The room ability of the room a venture marker moved into:
    /// the ability at the room's index of the dungeon card's abilities,
    /// controlled by the dungeon's owner. Its source is the dungeon, not an
    /// object ([`NO_SOURCE`]).
    Room {
        /// The room.
        room: crate::game::DungeonRoom,
    },
}

/// 724.2. The source of an ability that has none (the monarch's): an id no
/// object ever has (ids stop at [`crate::game::MAX_OBJECT_ID`]).
pub const NO_SOURCE: ObjectId = ObjectId(u32::MAX);

impl TriggerKind {
    /// The index of the source face's triggered ability, if it is one.
    pub const fn ability_index(&self) -> Option<usize> {
        match *self {
            TriggerKind::Enters { ability }
            | TriggerKind::Triggered { ability }
            | TriggerKind::Granted { ability }
            | TriggerKind::CastBy { ability, .. }
            | TriggerKind::TargetedBy { ability, .. }
            | TriggerKind::DrawnBy { ability, .. }
            | TriggerKind::DealtCombatDamageTo { ability, .. }
            | TriggerKind::DealtDamageBy { ability, .. }
            | TriggerKind::DealtDamageTo { ability, .. }
            | TriggerKind::Cycled { ability, .. }
            | TriggerKind::Reflexive { ability, .. }
            | TriggerKind::DelayedThisTurn { ability }
            | TriggerKind::Activated { ability, .. } => Some(ability),
            TriggerKind::Room { room } => Some(room.ability()),
            TriggerKind::SiegeDefeated
            | TriggerKind::Ward { .. }
            | TriggerKind::Undying
            | TriggerKind::Persist
            | TriggerKind::DiesReturn { .. }
            | TriggerKind::Prowess
            | TriggerKind::Evoke
            | TriggerKind::NextEndStep
            | TriggerKind::ReturnAtNextEndStep { .. }
            | TriggerKind::ReturnToHandAtNextEndStep { .. }
            | TriggerKind::BlitzDraw
            | TriggerKind::Decayed
            | TriggerKind::SacrificeAtEndOfCombat
            | TriggerKind::SacrificeReturned { .. }
            | TriggerKind::DrawAtNextUpkeep
            | TriggerKind::Rebound
            | TriggerKind::SuspendUpkeep
            | TriggerKind::SuspendLastCounter
            | TriggerKind::Miracle
            | TriggerKind::Exalted { .. }
            | TriggerKind::MonarchDraws
            | TriggerKind::MonarchTaken { .. }
            | TriggerKind::InitiativeVentures
            | TriggerKind::InitiativeTaken { .. }
            | TriggerKind::Cascade { .. }
            | TriggerKind::Storm { .. }
            | TriggerKind::Replicate { .. }
            | TriggerKind::Casualty => None,
        }
    }
}

/// 603.2. An ability that has triggered and waits to be put on the stack
/// (603.3): its source (which may have left its zone since), its
/// controller (603.3a) and what it does.
#[derive(Clone, Debug, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PendingTrigger {
    /// The source as it was when the ability triggered.
    pub source: ObjectId,
    /// The source's card name.
    pub card: String,
    /// The source's face up, if not the front.
    #[serde(default)]
    pub face: Option<usize>,
    /// 603.3a. Who controls the ability.
    pub controller: PlayerId,
    /// What it does.
    pub kind: TriggerKind,
    /// Index of the card in the game's card table (not serialized).
    #[serde(skip)]
    pub(crate) card_index: u32,
}

impl PartialEq for PendingTrigger {
    fn eq(&self, other: &Self) -> bool {
        // Not the card table index, which depends on the order the table was built in.
        (self.source, &self.card, self.face, self.controller, &self.kind)
            == (other.source, &other.card, other.face, other.controller, &other.kind)
    }
}

impl Eq for PendingTrigger {}

/// 113.7a. A triggered ability on the stack: its source and what it does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StackAbility {
    /// The source as it was when the ability triggered.
    pub source: ObjectId,
    /// What it does.
    pub kind: TriggerKind,
}

/// 608.2c–d. A spell or ability whose resolution waits on a choice made in
/// its middle: it stays on the stack (608.2n) with its context (controller,
/// targets, X, modes, kicked), and the instructions from `next` on are
/// followed once the choice is answered.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Resolution {
    /// The spell or ability on the stack.
    pub object: ObjectId,
    /// The index of the next instruction to follow.
    pub next: u32,
    /// The index of the next instruction's target among the object's targets.
    #[serde(default)]
    pub target: u32,
    /// 608.2b. Which targets were legal as the resolution began.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legal: Vec<bool>,
    /// 608.2h. The controller of the first target as the resolution began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub targets_controller: Option<PlayerId>,
    /// 603.12. Whether the instruction a reflexive ability reflects on was done.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub done: bool,
    /// 608.2c. The cards this resolution's choices exiled or discarded, as
    /// they are now ("the card", "the discarded cards" of a later instruction).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chosen: Vec<ObjectId>,
    /// 608.2c, 608.2h. The controllers of the creatures this resolution
    /// exiled, one for each, as they last existed ("For each creature exiled
    /// this way, its controller …").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exiled: Vec<PlayerId>,
    /// 608.2c, 608.2h. The controllers of the permanents this resolution's
    /// choices destroyed, one for each, as they last existed ("For each land
    /// destroyed this way, its controller …").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub destroyed: Vec<PlayerId>,
    /// 105.1, 608.2d. The color its "Choose a color." chose ("that color").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub color: Option<crate::color::Color>,
}

/// What happens to the object chosen for [`Pending::ChooseObject`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum ChoicePurpose {
    /// 701.21a. The chooser sacrifices it.
    Sacrifice,
    /// 701.21a, 608.2h. The chooser sacrifices it, and the resolving
    /// spell's controller gains life equal to its power as it was
    /// sacrificed (Consume).
    SacrificeYouGainLifeEqualToPower,
    /// 701.13a. The chooser exiles it ("Target opponent exiles a creature
    /// …": Blot Out).
    Exile,
    /// 608.2d, 701.13a, 603.7a. One of "any number of" permanents asked in
    /// turn, each a "you may" (Yorion, Sky Nomad): accepted, it is among
    /// those exiled at once after the last answer, returned at the beginning
    /// of the next end step (`TriggerKind::ReturnAtNextEndStep`).
    ExileUntilNextEndStep,
    /// 701.9b. Its owner discards it (another player chose it).
    Discard,
    /// 608.2d. The chooser returns it from their graveyard to their hand.
    ReturnToHand,
    /// 608.2d, 608.2c. It goes from among the revealed cards into its
    /// owner's hand, and the resolution remembers it (`Resolution::chosen`:
    /// the rest go on the bottom, Niv-Mizzet Reborn).
    RevealedIntoHand,
    /// 406.2, 608.2d. The chooser exiles it from their graveyard (Relic of
    /// Progenitus's "Target player exiles a card from their graveyard.").
    ExileFromGraveyard,
    /// 603.5, 401.4. Its owner puts it on top of their library.
    PutOnTopOfLibrary,
    /// 406.3, 701.23. It is exiled, then every card with its name in its
    /// owner's graveyard, hand and library (Deadly Cover-Up).
    ExileWithSameName,
    /// 608.2d, 401.4. Its owner puts it on the top of their library (a
    /// "you may" accepted) or on the bottom (declined): Aether Gust.
    TopOrBottomOfLibrary,
    /// 608.2d, 401.4. "put one of them on the bottom of your library, and
    /// exile one of them" (Expressive Iteration): the card chosen goes on the
    /// bottom of its owner's library, the other card looked at (now on top)
    /// is exiled, with the permission to play it this turn when the
    /// instruction gives one (`GameState::play_from_exile`).
    BottomExileOther,
    /// 608.2d. "Choose odd or even." (Extinction Event): the resolving
    /// spell's controller chooses odd (a "you may" accepted) or even
    /// (declined) for the instruction that reads the chosen quality.
    OddOrEven,
    /// 603.5, 701.8a. It is destroyed (not if indestructible, 702.12b).
    Destroy,
    /// 603.5, 110.2a. Its owner puts it from their graveyard onto the
    /// battlefield under their control.
    ReturnToBattlefield,
    /// 608.2d. "you may put it onto the battlefield. If you don't put it onto
    /// the battlefield, put it into your hand." (Cosmic Rebirth): accepted,
    /// its owner puts it onto the battlefield; declined, into their hand.
    BattlefieldElseHand,
    /// 103.6a. Once the mulligans are done: its owner may begin the game
    /// with it, a card in their opening hand, on the battlefield (a "you
    /// may" accepted).
    BeginOnBattlefield,
    /// 701.24. "You may shuffle.": the controller of the resolving spell
    /// (`object`) shuffles their library.
    Shuffle,
    /// 118.12a. "Sacrifice \[this\] unless you return …" (Glint Hawk):
    /// accepted, the controller chooses what to return, and an object chosen
    /// returns to its owner's hand; declined, `object` is sacrificed.
    ReturnElseSacrifice,
    /// 701.20a, 701.6a. "You may reveal the top card of your library. If you
    /// do, counter that spell if it has the same mana value as the revealed
    /// card." (Counterbalance): `object` is that spell.
    RevealTopCounterIfSameManaValue,
    /// 701.24, 608.2c. "You may have that player shuffle." (Portent): the
    /// player the resolving spell (`object`) targets shuffles their library.
    ThatPlayerShuffles,
    /// 603.5, 608.2d. "you may gain 5 life": accepted, the
    /// [`crate::text::Effect::IfYouDo`] after it is followed.
    IfYouDo,
    /// 610.3. "You may exile a nonland card from it until \[this\] leaves
    /// the battlefield." (Deep-Cavern Bat): exiled, linked to the resolving
    /// ability's source, back to its owner's hand once that has left.
    ExileUntilThisLeaves,
    /// 122.1, 608.2d. The permanent the resolving instruction puts its
    /// counters on ("Put a shield counter on a creature you control.").
    PutCounters,
    /// 707.2, 608.2d. The permanent the resolving ability creates a token
    /// copy of, one of those the spell cast targets (Orvar, the All-Form).
    CreateTokenCopy,
    /// 701.47a. The Army creature the resolving amass puts its +1/+1
    /// counters on (and makes its creature type, in addition).
    Amass,
    /// 701.20a, 608.2d. The revealed card the chooser puts onto the
    /// battlefield with the +1/+1 counters the paused instruction names
    /// (Throne of the Dead Three).
    PutOntoBattlefieldWithCounters,
    /// 309.5a. Venturing from a room two arrows point away from, its
    /// dungeon's owner chooses the first of those rooms (a "you may"
    /// accepted) or the second (declined); `object` is the resolving
    /// ability that ventures.
    VentureIntoRoom,
    /// 608.2d, 110.2a. "you may put it onto the battlefield under your
    /// control" (Rona, Tolarian Obliterator): accepted, the resolving
    /// ability's controller puts the card, whoever owns it, onto the
    /// battlefield under their control.
    PutOntoBattlefieldUnderYourControl,
    /// 608.2d. "Otherwise, you may put it into your graveyard." (Kellan,
    /// Daring Traveler): accepted, the revealed card goes from its owner's
    /// library into their graveyard; declined, it stays where it is.
    PutIntoGraveyard,
    /// 608.2d, 601.3, 118.9. "Choose an exiled card an opponent owns with a
    /// void counter on it. You may play it this turn without paying its mana
    /// cost." (Dauthi Voidwalker): the resolving ability's controller may
    /// play the chosen card this turn, casting it without paying its mana
    /// cost (`GameState::play_from_exile`).
    PlayThisTurnWithoutPaying,
}

impl ChoicePurpose {
    /// The rule that asks the choice.
    pub const fn rule(self) -> &'static str {
        match self {
            ChoicePurpose::Sacrifice | ChoicePurpose::SacrificeYouGainLifeEqualToPower => "701.21a",
            ChoicePurpose::Exile => "701.13a",
            ChoicePurpose::ExileUntilNextEndStep => "608.2d",
            ChoicePurpose::Discard => "701.9b",
            ChoicePurpose::ReturnToHand | ChoicePurpose::RevealedIntoHand => "608.2d",
            ChoicePurpose::ExileFromGraveyard => "406.2",
            ChoicePurpose::PutOnTopOfLibrary => "603.5",
            ChoicePurpose::ExileWithSameName => "701.23",
            ChoicePurpose::TopOrBottomOfLibrary => "608.2d",
            ChoicePurpose::BottomExileOther => "608.2d",
            ChoicePurpose::OddOrEven => "608.2d",
            ChoicePurpose::Destroy => "701.8a",
            ChoicePurpose::ReturnToBattlefield => "603.5",
            ChoicePurpose::BattlefieldElseHand => "608.2d",
            ChoicePurpose::BeginOnBattlefield => "103.6a",
            ChoicePurpose::Shuffle => "701.24",
            ChoicePurpose::ReturnElseSacrifice => "118.12a",
            ChoicePurpose::RevealTopCounterIfSameManaValue => "701.20a",
            ChoicePurpose::ThatPlayerShuffles => "701.24",
            ChoicePurpose::IfYouDo => "603.5",
            ChoicePurpose::ExileUntilThisLeaves => "610.3",
            ChoicePurpose::PutCounters => "608.2d",
            ChoicePurpose::CreateTokenCopy => "707.2",
            ChoicePurpose::Amass => "701.47a",
            ChoicePurpose::VentureIntoRoom => "309.5a",
            ChoicePurpose::PutOntoBattlefieldWithCounters => "608.2d",
            ChoicePurpose::PutOntoBattlefieldUnderYourControl => "608.2d",
            ChoicePurpose::PutIntoGraveyard => "608.2d",
            ChoicePurpose::PlayThisTurnWithoutPaying => "608.2d",
        }
    }
}

/// 101.4, 701.23. One player's part of a choice several players make: of a
/// search (Field of Ruin), before their choice the cards they may find, after
/// it the card found (none, 701.23b, or one); of an edict on each opponent
/// ([`Pending::ChooseObject`]), the permanents they may sacrifice.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LibrarySearch {
    /// Who searches.
    pub player: PlayerId,
    /// The cards (see above), in library order.
    pub cards: Vec<ObjectId>,
}

/// 121.2, 121.6b. Draws still to come in a sequence of draws a replacement
/// choice interrupted ([`Pending::Dredge`]): `player` draws `count` cards,
/// one at a time, then (701.50a, connive) discards `discard` cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Draws {
    /// Who draws.
    pub player: PlayerId,
    /// How many cards are still to be drawn.
    pub count: u32,
    /// How many cards they then discard (a choice, 701.9b).
    #[serde(default, skip_serializing_if = "crate::text::ability::is_zero")]
    pub discard: u32,
}

/// A choice a player must make now, before anyone gets priority. Serialized
/// as a `type`-tagged object, e.g. `{ "type": "declareAttackers", "player": 0 }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Pending {
    /// 508.1. The active player declares attackers (`declareAttackers`).
    DeclareAttackers {
        /// The active player.
        player: PlayerId,
    },
    /// 509.1, 802.4. A defending player declares blockers (`declareBlockers`),
    /// defending players in APNAP order.
    DeclareBlockers {
        /// The defending player.
        player: PlayerId,
    },
    /// 514.1. The active player discards down to their maximum hand size,
    /// one card per `discard` action; or (`effect`) a player discards a card
    /// as an instruction resolves (701.9b, 608.2d).
    Discard {
        /// Who discards.
        player: PlayerId,
        /// 701.9b. Whether a resolving instruction asks it (not 514.1).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        effect: bool,
        /// 101.4. When each player discards ("Each player … discards a
        /// card"): the players still to choose, in APNAP order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        then: Vec<PlayerId>,
        /// 101.4. The cards chosen so far, discarded at once after the last
        /// choice.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        chosen: Vec<ObjectId>,
        /// 701.9b, 107.1c. "discard up to two cards": the player may stop
        /// (`youMay` declining), the cards chosen so far discarded.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        up_to: bool,
    },
    /// 310.9a, 310.12a, 704.5x–y. A battle's controller chooses its
    /// protector (`chooseProtector`).
    ChooseProtector {
        /// The battle's controller.
        player: PlayerId,
        /// The battle.
        battle: ObjectId,
    },
    /// 702.85a. A resolving cascade exiled `object`: its controller may cast
    /// it without paying its mana cost (`castSpell` with the method
    /// `withoutPayingManaCost`) or not (`youMay` declining); then the cards
    /// exiled this way that weren't cast go on the bottom of their library
    /// in a random order.
    Cascade {
        /// Who may cast it.
        player: PlayerId,
        /// The nonland card exiled last.
        object: ObjectId,
        /// The cascading spell's mana value: the cast spell's must be less.
        mana_value: u32,
        /// The other cards exiled, in order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        exiled: Vec<ObjectId>,
    },
    /// 702.88a. Rebound's delayed trigger resolved with the card still in
    /// exile: its controller may cast it without paying its mana cost
    /// (`castSpell` with the method `withoutPayingManaCost`) or not (`youMay`
    /// declining: it stays in exile).
    Rebound {
        /// Who may cast it.
        player: PlayerId,
        /// The card in exile.
        object: ObjectId,
    },
    /// 702.94a. Miracle's trigger resolved with the card still in its
    /// owner's hand: they may cast it for its miracle cost (`castSpell` with
    /// the method `miracle`, ignoring timing, 608.2g) or not (`youMay`
    /// declining).
    Miracle {
        /// Who may cast it.
        player: PlayerId,
        /// The card in hand.
        object: ObjectId,
    },
    /// 608.2g. "you may cast target instant card from your graveyard without
    /// paying its mana cost" (Torrential Gearhulk): its controller may cast
    /// the card (`castSpell` with the method `withoutPayingManaCost`, or
    /// `normal` with `mana_of_any_type`) or not (`youMay` declining); the
    /// card may be in another player's graveyard (Tinybones, the Pickpocket).
    CastFromGraveyard {
        /// Who may cast it.
        player: PlayerId,
        /// The card in the graveyard.
        object: ObjectId,
        /// "If that spell would be put into your graveyard, exile it instead."
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        exile_instead: bool,
        /// 118.14. "you may cast target … card …, and mana of any type can be
        /// spent to cast that spell" (Tinybones, the Pickpocket): cast for its
        /// mana cost (`castSpell` with the method `normal`), not without paying
        /// it, spending mana as though it were mana of any type (609.4b).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        mana_of_any_type: bool,
    },
    /// 608.2g. "you may cast it without paying its mana cost" of a card a
    /// resolving ability exiled (Rona, Tolarian Obliterator): its controller
    /// may cast the card, whoever owns it (`castSpell` with the method
    /// `withoutPayingManaCost`), or not (`youMay` declining: it stays in exile).
    CastWithoutPaying {
        /// Who may cast it.
        player: PlayerId,
        /// The card in exile.
        object: ObjectId,
        /// 702.62a. Offered by suspend's "When the last time counter is
        /// removed": a creature spell cast this way gains haste.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        suspended: bool,
    },
    /// 310.12b. A defeated Siege's controller may cast it transformed
    /// without paying its mana cost (`castTransformed`).
    CastTransformed {
        /// Who may cast it.
        player: PlayerId,
        /// The card in exile.
        object: ObjectId,
    },
    /// 704.5j. The legend rule: a player keeps one of their legendary
    /// permanents with the same name (`chooseLegend`).
    ChooseLegend {
        /// Who chooses.
        player: PlayerId,
        /// The permanents sharing the name.
        objects: Vec<ObjectId>,
    },
    /// 603.3d. The controller of a triggered ability just put on the stack
    /// chooses its targets (`chooseTargets`); 707.10c, or the controller of
    /// a copy of a spell keeps its targets or chooses new ones.
    ChooseTargets {
        /// The ability's controller.
        player: PlayerId,
        /// The ability on the stack.
        object: ObjectId,
    },
    /// 702.21a, 608.2d. The controller of a spell or ability pays a cost or
    /// has it countered (`payWard`): a ward cost, when it targeted a
    /// permanent with ward; or the mana of a resolving "counter target spell
    /// unless its controller pays {N}" (`for: counterUnless`).
    PayWard {
        /// Who may pay.
        player: PlayerId,
        /// The spell or ability.
        spell: ObjectId,
        /// The mana to pay, e.g. `{2}`, if the cost is mana.
        mana: Option<String>,
        /// The life to pay, if the ward cost is life.
        #[serde(default)]
        life: u32,
        /// What asks (ward if absent).
        #[serde(default, rename = "for", skip_serializing_if = "PayFor::is_ward")]
        #[tsify(optional)]
        pay_for: PayFor,
    },
    /// 510.1c. The active player divides the combat damage of attackers
    /// blocked by two or more creatures, or trampling over
    /// (`assignCombatDamage`).
    AssignCombatDamage {
        /// The active player.
        player: PlayerId,
    },
    /// 702.140c. A resolving mutating creature spell whose target is legal:
    /// its controller puts it on top of the target or under it (`mutate`).
    Mutate {
        /// The spell's controller.
        player: PlayerId,
        /// The mutating creature spell on the stack.
        spell: ObjectId,
        /// The creature it merges with.
        target: ObjectId,
    },
    /// 707.9, 614.1c. A resolving permanent spell that "may enter as a copy":
    /// its controller chooses what it copies, or nothing (`chooseCopy`).
    ChooseCopy {
        /// The spell's controller.
        player: PlayerId,
        /// The spell on the stack (or the card entering from another zone).
        object: ObjectId,
        /// How it enters, so far.
        entering: Box<Entering>,
    },
    /// 614.12, 614.1c. A replacement effect that modifies how a permanent
    /// enters asks its controller to choose, before it enters
    /// (`chooseReplacement`); the object waits where it is.
    ChooseReplacement {
        /// The permanent's controller-to-be.
        player: PlayerId,
        /// The card or spell entering.
        object: ObjectId,
        /// How it enters, so far.
        entering: Box<Entering>,
        /// The choice.
        choice: EnterChoice,
    },
    /// 701.22a. A resolving scry: its controller puts each card looked at
    /// on the top or the bottom of their library, in any order (`scry`).
    Scry {
        /// Who scries.
        player: PlayerId,
        /// The cards looked at, top first.
        cards: Vec<ObjectId>,
        /// 608.2d. "Look at the top three cards of your library, then put
        /// them back in any order." (Ponder): the same choice with every
        /// card on top; not a scry (no `scried` event).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        look: bool,
        /// 608.2d. "Put the rest on the bottom of your library in any order."
        /// (Augur of Bolas): the same choice with every card at the bottom;
        /// not a scry.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        bottom: bool,
    },
    /// 701.25a. A resolving surveil: its controller puts each card looked
    /// at into their graveyard or back on top, in any order (`surveil`).
    /// Also explore's choice (701.44a): the nonland card revealed goes back
    /// on top or into the graveyard, answered the same way.
    Surveil {
        /// Who surveils.
        player: PlayerId,
        /// The cards looked at, top first.
        cards: Vec<ObjectId>,
        /// 701.44a. The permanent exploring, when this is explore's choice.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        explorer: Option<ObjectId>,
        /// 608.2d. "Look at the top card of your library. You may put that
        /// card into your graveyard." (Consider): the same choice, but not a
        /// surveil (701.25a does not apply, no `surveilled` event).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        look: bool,
    },
    /// 608.2d. A resolving "return a land you control to its owner's hand":
    /// its controller chooses the land (`returnLand`).
    ReturnLand {
        /// Who chooses.
        player: PlayerId,
        /// The lands they control.
        lands: Vec<ObjectId>,
    },
    /// 608.2d. A player chooses one of `objects` as an instruction resolves
    /// (`chooseObject`), for `purpose`: the permanent they sacrifice to an
    /// edict (701.21a), the card of another player's revealed hand that
    /// player discards (701.9b).
    ChooseObject {
        /// Who chooses.
        player: PlayerId,
        /// What may be chosen.
        objects: Vec<ObjectId>,
        /// What happens to the object chosen.
        purpose: ChoicePurpose,
        /// 101.4. When several players choose ("Each opponent sacrifices a
        /// creature"): those still to choose, in APNAP order, each with what
        /// they may choose.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        then: Vec<LibrarySearch>,
        /// 101.4. The objects chosen so far, all dealt with at once after the
        /// last choice.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        chosen: Vec<ObjectId>,
        /// "up to one": each chooser may choose none (`youMay` declined),
        /// and one object alone is offered, not chosen for them.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        up_to: bool,
    },
    /// 603.5, 608.2d. The controller of a resolving ability that says "you
    /// may" chooses whether to do it (`youMay`): `purpose` to `object`.
    YouMay {
        /// Who chooses.
        player: PlayerId,
        /// The object it would be done to.
        object: ObjectId,
        /// What would be done.
        purpose: ChoicePurpose,
    },
    /// 701.23. The controller of a resolving ability searches their library
    /// (`searchLibrary`): they may find one of `candidates` (the cards the
    /// search's description matches) or nothing (701.23b); the card goes to
    /// `destination`, then the library is shuffled (701.24).
    SearchLibrary {
        /// Who searches.
        player: PlayerId,
        /// The source of the ability (as it was).
        source: ObjectId,
        /// The cards that may be found, in library order.
        candidates: Vec<ObjectId>,
        /// Where the card found goes.
        destination: crate::text::SearchDestination,
        /// 101.4. When several players search: those still to choose, in
        /// order, each with the cards they may find.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        then: Vec<LibrarySearch>,
        /// 101.4. The choices made so far, each with the card found (if
        /// any): all are put where the search says after the last choice.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        chosen: Vec<LibrarySearch>,
        /// 608.2d. Not a search but a choice among the cards an instruction
        /// looked at ("Put up to two creature cards … from among them onto
        /// the battlefield", Collected Company): no shuffle follows (701.23).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        among: bool,
    },
    /// 608.2c–d, 106.1. A resolving "Add {B} or {G} for each permanent
    /// destroyed this way": its controller chooses each mana, one per
    /// `chooseMana` action, until `count` are added.
    ChooseMana {
        /// Who chooses.
        player: PlayerId,
        /// The spell or ability adding the mana.
        source: ObjectId,
        /// The kinds of mana that may be chosen.
        mana: Vec<ManaType>,
        /// How many mana are still to be chosen (at least one).
        count: u32,
    },
    /// 201.3, 608.2d. A resolving "Choose a card name" (Unmoored Ego): its
    /// controller names a card (`nameACard`), one of the cards in the game
    /// (`notBasicLand`: not a basic land's name).
    NameACard {
        /// Who names it.
        player: PlayerId,
        /// The spell or ability.
        spell: ObjectId,
        /// "other than a basic land card name".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        not_basic_land: bool,
    },
    /// 105.1, 608.2d. A resolving "Choose a color." (Skrelv, Defector
    /// Mite): its controller chooses a color (`chooseColor`).
    ChooseColor {
        /// Who chooses.
        player: PlayerId,
        /// The spell or ability.
        spell: ObjectId,
        /// 603.5. "you may add X mana of any one color" (Carpet of Flowers):
        /// they may also decline (`youMay` false).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        may: bool,
    },
    /// 701.34a. A resolving proliferate: its controller chooses any number
    /// of the permanents and players that have a counter (`proliferate`).
    Proliferate {
        /// Who proliferates.
        player: PlayerId,
        /// The permanents with a counter.
        objects: Vec<ObjectId>,
        /// The players with a counter.
        players: Vec<PlayerId>,
    },
    /// 700.3a. A resolving "Separate all permanents target player controls
    /// into two piles" (Liliana of the Veil): `player` puts each of
    /// `objects` into one of two piles (`separatePiles`, naming the first;
    /// the others are the second, and either may be empty, 700.3d).
    SeparatePiles {
        /// Who separates: the resolving ability's controller.
        player: PlayerId,
        /// Who then chooses a pile.
        chooser: PlayerId,
        /// The permanents separated.
        objects: Vec<ObjectId>,
    },
    /// 700.3, 701.21a. `player` chooses one of two piles (`choosePile`) and
    /// sacrifices all permanents in it.
    ChoosePile {
        /// Who chooses.
        player: PlayerId,
        /// The first pile.
        first: Vec<ObjectId>,
        /// The second pile.
        second: Vec<ObjectId>,
    },
    /// 702.52a, 614.1a, 121.6. `player` would draw a card with cards with
    /// dredge in their graveyard whose N their library can cover (702.52b):
    /// they may dredge one of `cards` (`chooseObject`: mill N cards, that
    /// card returns to their hand) or draw (`youMay` declining). The draws
    /// of the same sequence still to come follow (121.6b), each replaceable
    /// again.
    Dredge {
        /// Who would draw.
        player: PlayerId,
        /// The cards with dredge that may replace the draw.
        cards: Vec<ObjectId>,
        /// 121.6b. The draws still to come after this one, in order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        then: Vec<Draws>,
    },
    /// 103.5. Before the first turn: a player declares whether they keep
    /// their hand or take a mulligan (`mulligan`), in turn order from the
    /// starting player.
    Mulligan {
        /// Who declares.
        player: PlayerId,
        /// The mulligan process so far.
        mulligans: Mulligans,
    },
    /// 103.5. After taking a mulligan, a player puts `count` cards from
    /// their hand on the bottom of their library in any order
    /// (`putOnBottom`).
    MulliganBottom {
        /// Who puts cards on the bottom.
        player: PlayerId,
        /// How many (the mulligans taken that count, 103.5c).
        count: u32,
        /// The mulligan process so far.
        mulligans: Mulligans,
    },
}

/// What asks the payment of a [`Pending::PayWard`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum PayFor {
    /// 702.21a. A ward trigger.
    #[default]
    Ward,
    /// 701.6a, 608.2d. A resolving spell's "counter target spell unless its
    /// controller pays {N}".
    CounterUnless,
    /// 608.2d, 614.1a. The same, and the spell is exiled if countered this
    /// way (No More Lies).
    CounterUnlessExile,
    /// 608.2d. A resolving "you may pay {B}. If you do, …" (Nihil
    /// Spellbomb): declining counters nothing.
    MayPay,
}

impl PayFor {
    /// Whether it is ward (the default).
    pub fn is_ward(&self) -> bool {
        *self == PayFor::Ward
    }

    /// The rule that asks.
    pub const fn rule(self) -> &'static str {
        match self {
            PayFor::Ward => "702.21a",
            PayFor::CounterUnless | PayFor::CounterUnlessExile | PayFor::MayPay => "608.2d",
        }
    }
}

impl Pending {
    /// Who must choose.
    pub const fn player(&self) -> PlayerId {
        match *self {
            Pending::DeclareAttackers { player }
            | Pending::DeclareBlockers { player }
            | Pending::Discard { player, .. }
            | Pending::ChooseProtector { player, .. }
            | Pending::CastTransformed { player, .. }
            | Pending::Cascade { player, .. }
            | Pending::Rebound { player, .. }
            | Pending::Miracle { player, .. }
            | Pending::CastFromGraveyard { player, .. }
            | Pending::CastWithoutPaying { player, .. }
            | Pending::ChooseLegend { player, .. }
            | Pending::ChooseTargets { player, .. }
            | Pending::AssignCombatDamage { player }
            | Pending::PayWard { player, .. }
            | Pending::ChooseCopy { player, .. }
            | Pending::Mutate { player, .. }
            | Pending::ChooseReplacement { player, .. }
            | Pending::SearchLibrary { player, .. }
            | Pending::Mulligan { player, .. }
            | Pending::MulliganBottom { player, .. }
            | Pending::Scry { player, .. }
            | Pending::Surveil { player, .. }
            | Pending::ReturnLand { player, .. }
            | Pending::ChooseObject { player, .. }
            | Pending::YouMay { player, .. }
            | Pending::ChooseMana { player, .. }
            | Pending::NameACard { player, .. }
            | Pending::ChooseColor { player, .. }
            | Pending::Proliferate { player, .. }
            | Pending::SeparatePiles { player, .. }
            | Pending::ChoosePile { player, .. }
            | Pending::Dredge { player, .. } => player,
        }
    }
}

impl GameState {
    /// 613.1a, 613.2, 729.2a. After a copy effect (or a merge) changed
    /// `object`'s copiable values, what later effects derived from its
    /// former characteristics is made again when asked.
    pub(crate) fn copiable_values_changed(&mut self, object: ObjectId) {
        for b in self.became_creatures.iter_mut().filter(|b| b.object == object) {
            (b.foreign, b.derived) = (std::sync::OnceLock::new(), Derived::default());
        }
        for t in self.type_changes.iter_mut().filter(|t| t.object == object) {
            t.with = Derived::default();
        }
        for a in self.also_subtypes.iter_mut().filter(|a| a.object == object) {
            a.with = Derived::default();
        }
    }

    /// The object with this id.
    pub fn object(&self, id: ObjectId) -> Option<&GameObject> {
        self.index_of(id).and_then(|i| self.objects.get(i))
    }

    /// Rebuilds the index of objects by id if objects have come or gone
    /// since it was built. Objects only ever leave or arrive with an id above
    /// every other (400.7), so the last id and the count tell. Ids spread far
    /// apart (only a hand-made state has them) get no index.
    pub(crate) fn reindex(&mut self) {
        let (Some(first), Some(last)) = (self.objects.first(), self.objects.last()) else {
            self.index = ObjectIndex::default();
            return;
        };
        let built_for = (last.id.0, self.objects.len());
        if self.index.built_for == built_for && !self.index.at.is_empty() {
            return;
        }
        let (base, span) = (first.id.0, last.id.0.saturating_sub(first.id.0) as usize + 1);
        if span > 4 * self.objects.len() + 1024 {
            self.index = ObjectIndex::default();
            return;
        }
        let mut at = std::mem::take(&mut self.index.at);
        at.clear();
        at.resize(span, u32::MAX);
        for (i, o) in self.objects.iter().enumerate() {
            if let Some(slot) = at.get_mut(o.id.0.wrapping_sub(base) as usize) {
                *slot = u32::try_from(i).unwrap_or(u32::MAX);
            }
        }
        self.index = ObjectIndex { built_for, base, at };
    }

    /// The objects with these ids, in order (`None` for an id no object
    /// has).
    pub(crate) fn objects_in<'a>(&'a self, ids: &'a [ObjectId]) -> impl Iterator<Item = Option<&'a GameObject>> + 'a {
        ids.iter().map(|&id| self.object(id))
    }

    /// The object with this id, to change.
    pub(crate) fn object_mut(&mut self, id: ObjectId) -> Option<&mut GameObject> {
        let i = self.index_of(id)?;
        self.objects.get_mut(i)
    }

    /// Where the object with this id is in `objects`: the index's place if
    /// it holds that object (inlined: the hot path of random play), else
    /// [`search`](Self::search).
    #[inline]
    fn index_of(&self, id: ObjectId) -> Option<usize> {
        if let Some(&i) = self.index.at.get(id.0.wrapping_sub(self.index.base) as usize)
            && self.objects.get(i as usize).is_some_and(|o| o.id == id)
        {
            return Some(i as usize);
        }
        self.search(id)
    }

    /// [`index_of`](Self::index_of) when the index does not tell. Ids
    /// strictly increase along `objects`, so the object is at most
    /// `id - first` places from the start and at most `last - id` from the
    /// end: the search starts with those two places (exact until objects
    /// have left from below or above) and is a binary search between them.
    #[inline(never)]
    fn search(&self, id: ObjectId) -> Option<usize> {
        let objects = &self.objects;
        let (first, last) = (objects.first()?.id.0, objects.last()?.id.0);
        if id.0 < first || id.0 > last {
            return None;
        }
        let end = objects.len() - 1;
        let hi = usize::try_from(id.0 - first).map_or(end, |d| d.min(end));
        let lo = usize::try_from(last - id.0).map_or(0, |d| end.saturating_sub(d));
        for i in [hi, lo] {
            if objects.get(i).is_some_and(|o| o.id == id) {
                return Some(i);
            }
        }
        objects.get(lo..=hi)?.binary_search_by_key(&id, |o| o.id).ok().map(|i| lo + i)
    }

    /// The player in this seat.
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.get(id.index())
    }

    /// The player in this seat, to change.
    pub(crate) fn player_mut(&mut self, id: PlayerId) -> Option<&mut Player> {
        self.players.get_mut(id.index())
    }

    /// 800.4. Whether a player is still in the game.
    pub fn in_game(&self, player: PlayerId) -> bool {
        self.player(player).is_some_and(|p| !p.lost)
    }

    /// How many players are still in the game.
    pub fn players_in_game(&self) -> usize {
        self.players.iter().filter(|p| !p.lost).count()
    }

    /// 101.4, 102.1. The next player after `player` in turn order who is
    /// still in the game (`player` itself if no other is).
    pub fn next_player(&self, player: PlayerId) -> PlayerId {
        let n = self.players.len();
        for step in 1..=n {
            let i = (player.index() + step) % n.max(1);
            if let Some(p) = self.players.get(i)
                && !p.lost
            {
                return p.id;
            }
        }
        player
    }

    /// 101.4. The players still in the game in APNAP order: the active
    /// player first, then the others in turn order.
    pub fn apnap(&self) -> Vec<PlayerId> {
        let n = self.players.len();
        (0..n)
            .filter_map(|k| self.players.get((self.active_player.index() + k) % n.max(1)))
            .filter(|p| !p.lost)
            .map(|p| p.id)
            .collect()
    }

    /// 102.3. Whether `a` and `b` are opponents (free-for-all: every other
    /// player).
    pub fn are_opponents(&self, a: PlayerId, b: PlayerId) -> bool {
        a != b && self.player(a).is_some() && self.player(b).is_some()
    }

    /// 104.2a, 104.3, 104.4b. Whether the game is over: one player (or none) is
    /// left of several, the only player of a one-player game has lost, or
    /// the game is a draw.
    pub fn is_over(&self) -> bool {
        let left = self.players_in_game();
        self.drawn || left == 0 || (self.players.len() > 1 && left <= 1)
    }

    /// A fresh object id (400.7).
    pub(crate) fn new_id(&mut self) -> ObjectId {
        let id = ObjectId(self.next_object_id);
        self.next_object_id = self.next_object_id.saturating_add(1);
        id
    }
}
