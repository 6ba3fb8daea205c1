//! The game: state, casting spells, playing lands, mana abilities and paying
//! costs, and the turn simulator — steps and priority, the stack, combat,
//! state-based actions, triggered abilities, battles and Sieges, the London
//! mulligan (CR 103.5, 103.8, 116, 117, 118, 120, 305, 310, 400–406, 500–514,
//! 601.2, 603, 605, 608, 702, 704, 718, 732, 800.4, 802, 806).
//!
//! # Design
//!
//! - **Unchecked setup, validated game.** [`GameSetup`] is plain JSON, not
//!   necessarily legal; [`Game::from_setup`] checks it against a
//!   [`CardDb`] and reports every problem at once in a [`GameSetupError`].
//! - **Card data stays out of the game's JSON.** Objects name their card;
//!   the game keeps a table of the cards it uses (cloned once from the
//!   database, shared by `Arc` between clones of the game, with each
//!   card's mana abilities and battlefield characteristics read once).
//!   Serializing a [`Game`] writes only its [`GameState`]; [`Game::from_json`]
//!   reads it back against a card database, which must know every card named.
//! - **One source of truth for legality.** [`Game::legal_actions`],
//!   [`Game::is_legal`] and [`Game::apply`] share one validation path;
//!   [`Game::cast_options`] explains with [`Reason`]s (code, rule, message)
//!   what [`Game::apply`] would refuse with a [`RulesError`] of the same code.
//! - **Illegal actions change nothing (732.1).** `apply` runs an action in
//!   place; if it fails, the game goes back to a checkpoint of its state
//!   (taken at most 1,024 actions earlier) and replays the actions since
//!   (`journal`), so a failed action leaves the game, and its JSON, exactly
//!   as it was, without a copy of the game per action.
//! - **Every choice is an action.** Who must act is
//!   [`Game::acting_player`]: the player a [`Pending`] choice waits for
//!   (declare attackers 508.1, declare blockers 509.1 in APNAP order 802.4,
//!   discard to hand size 514.1 one card at a time, a battle's protector
//!   310.9a/310.12a/704.5x–y, casting a defeated Siege transformed 310.12b,
//!   the legend rule 704.5j, the London mulligan 103.5 when the setup asks
//!   for opening hands), else the player with priority (117). While a
//!   choice is pending only its answers are legal. Choices with no
//!   alternative are not asked: no possible attacker or no possible block
//!   declares none, a single possible protector is chosen.
//! - **The step machine** (`turn`): after each action the game runs
//!   forward until someone must act: passing priority goes round the
//!   players still in the game (117.3d); when all have passed in succession
//!   the top of the stack resolves, then the active player gets priority
//!   (117.3b, 117.4), or with an empty stack the step ends, mana empties
//!   (500.4) and the next step's turn-based actions happen: untap (502.3,
//!   no priority), draw (504.1, skipped by the first player of a two-player
//!   game, 103.8a), declare attackers and blockers, combat damage (a
//!   first-strike step only when a creature in combat has first or double
//!   strike, 510.4), end of combat (511.3), cleanup (514; priority only if
//!   state-based actions or triggers happened, 514.3a). 508.8 skips the
//!   blockers and damage steps when nothing attacks.
//! - **Before any player receives priority** (117.5, 704.3): state-based
//!   actions (704.5a–b, f–j, q, v–y) until none apply, then waiting triggered
//!   abilities go on the stack in APNAP order (603.3b), repeated. Triggered
//!   abilities on the stack are [`GameObject`]s with `ability` set; they
//!   cease to exist on resolving.
//! - **Combat** ([`combat`]): the attacking player divides an attacker's
//!   damage among two or more blockers or tramples over (510.1c, a pending
//!   choice whose first answer is the default division); every instance is
//!   recorded for prowl (702.76a).
//! - **Spells and abilities do what they say** ([`effects`], [`targets`]):
//!   targets are chosen as the spell is cast (601.2c, part of the action) or
//!   as a triggered ability goes on the stack (603.3d, a pending choice when
//!   there is more than one possibility); they are checked again on
//!   resolution (608.2b) and the instructions followed in order (608.2c).
//!   Tokens ([`tokens`], 111) are objects whose `card` names a token
//!   description the card table holds as a card; copies (707.2) keep the
//!   copied card in `copyOf` (Clone) or are tokens of the copied card, with
//!   its face and prototype values (718.3d).
//! - **What a permanent is now** ([`permanent`]): its characteristics with
//!   counters and the keyword grants and anthems of the permanents on the
//!   battlefield (613.1f, 613.4c).
//! - **Determinism:** a portable PCG32 ([`Pcg32`]) seeded by the setup's
//!   `seed` and a Fisher–Yates shuffle (`shuffle: true` in the setup); its
//!   state is part of the JSON, so the same seed and actions give the same
//!   game and [`Game::state_hash`].
//! - **Auto-pass only when asked:** [`Game::advance`] with an [`AutoPass`]
//!   policy passes priority (and, if told, declares no attackers or
//!   blockers) until a step, the next turn, or a choice.
//! - **Objects are new after each zone change (400.7):** casting gives the
//!   spell a new id, resolving gives the permanent another; events say which
//!   id became which.
//! - **Characteristics are computed, not stored:** an object's zone, whether
//!   it is prototyped and its face make a [`View`] of its
//!   card (718.3b–718.4, 712.8); X on the stack adds to its mana value (202.3e).
//! - **Payment** is a min-cost flow over grouped sources (see [`payment`]),
//!   polynomial in the number of sources.
//! - **Speed:** objects are found by id through an index that `apply`
//!   rebuilds when objects come or go (derived data, never serialized; a
//!   lookup checks what it finds); `legal_actions` lists without building
//!   cast options (`legal`). [`RandomAgent`] and [`Game::play_random`] play
//!   seeded random games, the same natively and in wasm, for tests and
//!   benchmarks.
//!
//! # Invariants
//!
//! - The state changes only through [`Game::apply`] (and [`Game::advance`],
//!   which only applies actions).
//! - Every object id in a zone list names an object whose `zone` (and owner,
//!   for a player's zones) matches; every object is in exactly one list;
//!   `objects` is sorted by id.
//! - Whenever a player has priority, state-based actions have been
//!   performed: no creature with 0 toughness or lethal damage, no player at
//!   0 life still in the game, no Siege at 0 defense without a pending
//!   trigger from it and no other battle at 0 defense (704.5v–w), every
//!   battle with a valid protector (704.5x–y).
//! - Every listed action is legal (`is_legal` holds for each element of
//!   `legal_actions()`); `is_legal(a)` is exactly "`apply(a)` would
//!   succeed", which also accepts declarations of attackers and blockers
//!   that the representative listing leaves out.
//! - Untrusted input (setups, serialized games, actions, payment plans)
//!   never panics: it is bounded ([`MAX_PLAYERS`], [`MAX_ZONE_OBJECTS`],
//!   [`MAX_X`]) and answered with typed errors.
//!
//! # Not yet
//!
//! Activated abilities other than `{T}` mana abilities, modes (700.2),
//! divided damage ("divided as you choose"), X in effects, "may" effects,
//! the controller ordering their own simultaneous triggers (603.3b), ward
//! costs other than mana or a fixed amount of life, targets for a Siege's
//! back face cast transformed (310.12b), restrictions and requirements on attacking
//! and blocking from text other than "can't block" (508.1c–d, 509.1b–c),
//! replacement and prevention effects other than those that modify how a
//! permanent enters ("enters tapped", "enters as a copy", "you may pay N life.
//! If you don't, it enters tapped": [`enter`]), control changes, regeneration, costs other than mana (601.2f
//! additional costs and increases; reductions are modelled), casting from
//! zones other than the hand, split cards, adventures and the spell back faces
//! of modal double-faced cards (712.11b; land back faces are played, 712.12).

pub mod action;
pub mod activation;
pub mod agent;
mod amass;
mod attach;
mod cascade;
pub mod cast_options;
pub mod casting;
pub mod combat;
mod companion;
mod control;
mod copy_spell;
pub mod day_night;
mod dependency;
mod division;
pub mod effects;
mod emblem;
pub mod enter;
pub mod error;
pub mod events;
pub mod explain;
mod foretell;
pub mod ids;
mod initiative;
mod journal;
mod legal;
mod linked;
pub mod mana_ability;
mod monarch;
pub mod mulligan;
mod mutate;
mod named;
pub mod payment;
pub mod permanent;
mod phasing;
mod piles;
mod play_from_exile;
mod plot;
mod proliferate;
pub(crate) mod read_json;
mod rebound;
mod resolve_choice;
pub mod rng;
pub mod setup;
mod spell_choices;
pub mod state;
mod suspend;
mod table;
pub mod targets;
pub mod tokens;
pub mod turn;
pub mod ward;

pub use action::Action;
pub use agent::{RandomAgent, RandomPlay};
pub use cast_options::{CastOption, OtherCost, Reason};
pub use combat::{
    AttackDeclaration, AttackTarget, Attacker, BlockDeclaration, Blocker, Combat, DamageAssignment, DamageTo,
};
pub use day_night::DayNight;
pub use enter::{EnterCause, EnterChoice, Entering};
pub use error::RulesError;
pub use events::Event;
pub use explain::{AppliedEffect, Cause, CharacteristicChange, CharacteristicsExplanation, Layer};
pub use ids::{ObjectId, PlayerId};
pub use initiative::DungeonRoom;
pub use mana_ability::{ManaAbility, ManaBundle, ManaProfile};
pub use mulligan::{Mulligans, STARTING_HAND_SIZE};
pub use payment::{CannotPay, PaidBy, Payment, PaymentPlan};
pub use permanent::{Keywords, PermanentView};
pub use rng::Pcg32;
pub use setup::{
    BattlefieldEntry, DamageSetup, GameSetup, GameSetupError, MAX_GAME_LIFE, MAX_PLAYERS, MAX_ZONE_OBJECTS,
    PermanentSetup, PlayerSetup,
};
pub use state::{
    BecameCreature, CantBeBlocked, CastMethod, ChoicePurpose, CopyOf, DamageRecord, Damaged, Draws, Exerted,
    ExiledWith, GameObject, GameState, LibrarySearch, ManaCounts, ManaPool, ManaType, PayFor, Pending, PendingTrigger,
    PlayFromExile, Player, Pump, StackAbility, Step, TriggerKind,
};
pub use targets::{MAX_TARGET_CHOICES, Target};
pub use turn::{AutoPass, MAX_HAND_SIZE, Until};

use crate::card::{Card, CardDb, CastAs, Characteristics, FaceSelector, View};
use payment::{Alternative, ManaSource, Wallet};
use serde::{Serialize, Serializer};
use std::sync::Arc;

/// The largest value of X accepted (107.3), the same bound as a generic number.
pub const MAX_X: u32 = crate::mana::MAX_GENERIC;

/// The most objects (109.1: cards, tokens, abilities on the stack) a game holds at once: every
/// zone of every seat of a setup full. An action that would make more is refused
/// (`too_many_objects`) and changes nothing; a serialized game with more does not read back.
pub const MAX_GAME_OBJECTS: usize = MAX_ZONE_OBJECTS * 6 * MAX_PLAYERS;

/// The most spells and abilities on the stack (405.1). A spell cast or an ability activated
/// that would put more there is refused (`stack_too_deep`) and changes nothing; passing priority
/// or answering a choice that does (triggered abilities that trigger each other as they
/// resolve) makes the game a draw, as a loop of mandatory actions (104.4b, `GameState::drawn`).
pub const MAX_STACK_DEPTH: usize = 1000;

/// The most abilities that may trigger during one action (603.2). An action that triggers more
/// is refused (`too_many_triggers`) and changes nothing.
pub const MAX_TRIGGERS_PER_ACTION: usize = 500;

/// The longest JSON text of one action accepted ([`Action::from_json`]): 64 KiB.
pub const MAX_ACTION_JSON_LEN: usize = 64 * 1024;

/// The longest JSON text of a setup or a serialized game accepted ([`Game::from_setup_json`],
/// [`Game::from_json`]): 64 MiB.
pub const MAX_GAME_JSON_LEN: usize = 64 * 1024 * 1024;

/// The largest object id (400.7 gives an object a new id at every zone change). A game that
/// has used every id refuses further actions (`object_ids_exhausted`); a serialized game whose
/// next id is larger does not read back.
pub const MAX_OBJECT_ID: u32 = i32::MAX as u32;

/// A face's characteristics and keywords on the battlefield.
pub(crate) type OnBattlefield = (Arc<Characteristics>, Keywords);

/// 704.5. What a permanent's printed characteristics (110.1) tell the
/// state-based actions before any continuous effect applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PrintedKind {
    /// A land and nothing else, not legendary: no state-based action applies
    /// to it (Sagas, Auras, creatures and legends are not lands alone).
    OnlyALand,
    /// A creature (or artifact creature) and nothing else, not legendary,
    /// with a printed toughness of 1 or more: only damage, counters and
    /// effects can make a state-based action apply to it.
    PlainCreature,
    /// Anything else.
    Other,
}

impl PrintedKind {
    fn of(c: &Characteristics) -> PrintedKind {
        use crate::card::{CardType, CardTypeSet, Supertype};
        if c.supertypes.contains(Supertype::Legendary) {
            return PrintedKind::Other;
        }
        let creature = CardTypeSet::only(CardType::Creature);
        if c.types == CardTypeSet::only(CardType::Land) {
            PrintedKind::OnlyALand
        } else if (c.types == creature || c.types == creature.with(CardType::Artifact))
            && c.toughness.is_some_and(|t| t >= 1)
        {
            PrintedKind::PlainCreature
        } else {
            PrintedKind::Other
        }
    }
}

/// Whether a static ability grants keywords or changes power and toughness
/// (613.1f, 613.4c): what [`CardEntry::layer_statics`] looks for.
fn is_layer_static(a: &crate::text::StaticAbility) -> bool {
    use crate::text::StaticAbility;
    matches!(
        a,
        StaticAbility::GrantKeywords { .. }
            | StaticAbility::GrantKeywordsByColor { .. }
            | StaticAbility::Anthem { .. }
            | StaticAbility::SelfBoost { .. }
            | StaticAbility::Attached { .. }
    )
}

/// A value computed once when first asked (derived data, never serialized).
pub(crate) type TypedSlot<T> = std::sync::OnceLock<Box<T>>;

/// Characteristics made all colors, beside those they were made from
/// ([`CardEntry::all_colors`]).
pub(crate) type AllColored = std::sync::OnceLock<(Arc<Characteristics>, Arc<Characteristics>)>;

/// Empty slots for the land faces of a card: `per_face(face)` of them.
fn typed_slots<T>(card: &Card, per_face: impl Fn(usize) -> usize) -> Vec<Box<[TypedSlot<T>]>> {
    let land = |f: &crate::card::Face| f.type_line.is(crate::card::CardType::Land);
    card.faces
        .iter()
        .enumerate()
        .map(|(i, f)| if land(f) { (0..per_face(i)).map(|_| TypedSlot::new()).collect() } else { Box::default() })
        .collect()
}

/// A card the game uses, with what the game reads from it once.
#[derive(Clone, Debug)]
pub(crate) struct CardEntry {
    /// The name objects use for it: the card's name, or a token's
    /// description ([`tokens::token_key`]).
    pub(crate) key: String,
    pub(crate) card: Arc<Card>,
    /// Per face: its mana abilities and status as a permanent.
    pub(crate) profiles: Vec<ManaProfile>,
    /// Per face: what it targets as an Aura spell (303.4a, 702.5a).
    pub(crate) enchant: Vec<Option<crate::text::TargetSpec>>,
    /// Per face that adds "one mana of the chosen color" (614.12): its
    /// profile for each color chosen, in WUBRG order (empty for other faces).
    pub(crate) chosen_profiles: Vec<Vec<ManaProfile>>,
    /// Per face, normal and prototyped: its characteristics and keywords on
    /// the battlefield (they depend on nothing else there, 718.3b, 712.8e).
    pub(crate) battlefield: Vec<[Option<OnBattlefield>; 2]>,
    /// Per face: each of its "becomes a … creature until end of turn"
    /// instructions, in text order, with the characteristics and keywords
    /// the permanent has while it applies (611.2a; 613.1d layer 4 adds the
    /// type and creature types, layer 5 sets the colors, layer 6 adds the
    /// keywords, 613.4b layer 7b sets the base power and toughness).
    /// The instructions themselves are the card's ([`CardEntry::animation`]).
    pub(crate) animations: Vec<Vec<OnBattlefield>>,
    /// Per face: whether it has a static ability that grants keywords or
    /// changes power and toughness (613.1f, 613.4c).
    pub(crate) layer_statics: Vec<bool>,
    /// Per face, normal and prototyped: what the state-based actions need of
    /// its characteristics on the battlefield (704.5, [`PrintedKind`]).
    pub(crate) printed_kinds: Vec<[PrintedKind; 2]>,
    /// Per face: whether a static ability of it may lower a creature's
    /// toughness (613.4c: an anthem, boost or attachment with a negative
    /// toughness, or a layer static not known to leave toughness alone).
    /// While no permanent has one, the state-based actions need no view of
    /// a creature that nothing else changed (`Game::safe_from_state_based_actions`).
    pub(crate) lowers_toughness: Vec<bool>,
    /// Per face: whether it has a static ability that gives every land a
    /// basic land type (613.1d: "Each land is a Swamp …") or lands a mana
    /// ability (613.1f: Riftstone Portal).
    pub(crate) land_type_statics: Vec<bool>,
    /// Per face: whether it says activated abilities of some permanents
    /// can't be activated (602.5: Null Rod).
    pub(crate) stopper_statics: Vec<bool>,
    /// Per land face, filled as asked: its mana profile with basic land
    /// types added or set (613.1d, 305.6, 305.7), at `chosen * LAND_SLOTS +
    /// land_slot(types)` (`chosen`: 0, or 1 + the WUBRG index of the color
    /// chosen as it entered; `types`: [`Game::lands_added_types`]). Empty for
    /// other faces.
    pub(crate) typed_profiles: Vec<Box<[TypedSlot<ManaProfile>]>>,
    /// Per land face, filled as asked: its characteristics on the
    /// battlefield with basic land types added or set, at `animation *
    /// LAND_SLOTS + land_slot(types)` (`animation`: 0, or 1 + the index of
    /// the "becomes a creature" that applies, 611.2a). Empty for other faces.
    pub(crate) typed_characteristics: Vec<Box<[TypedSlot<Arc<Characteristics>>]>>,
    /// Filled as asked: characteristics of its permanent made all colors
    /// (613.1e: Leyline of the Guildpact), each beside those it was made from
    /// (kept, so that no other characteristics take their address).
    pub(crate) all_colors: Box<[AllColored]>,
    /// Filled as asked, for a card with "… isn't a creature" (700.5, 613.1d:
    /// Klothys, God of Destiny; empty for the others): characteristics of its
    /// permanent without the card type creature, each beside those it was
    /// made from.
    pub(crate) not_creature: Box<[AllColored]>,
    /// Per face: whether it has a static ability that changes spells' costs
    /// (601.2f: reductions for its controller's spells, increases for
    /// everyone's) or grants them prowl (702.76a).
    pub(crate) spell_statics: Vec<bool>,
    /// Cast normally and prototyped: its characteristics as a spell on the
    /// stack (601.2a, 718.3b), which depend on nothing else; `None` when
    /// the card cannot be cast that way.
    pub(crate) on_stack: [Option<Arc<Characteristics>>; 2],
    /// Its characteristics in every zone but the stack and the battlefield
    /// (hand, library, graveyard, exile, command), which depend on nothing
    /// else there: faces, halves and prototypes apply only on the stack or
    /// the battlefield (709.4, 712.8a, 715.4, 718.4). Asked of each card of a
    /// graveyard or hand that a cost, filter or condition looks at.
    pub(crate) elsewhere: Option<Arc<Characteristics>>,
    /// 305.1, 712.12. The faces it can be played as a land with: the land
    /// faces of a modal double-faced card, else the front face if it is a
    /// land (empty for a card that is not a land card).
    pub(crate) land_faces: Vec<usize>,
    /// 702.170a. Whether the card has plot (asked of each card in hand at
    /// every listing in a main phase).
    pub(crate) plot: bool,
    /// 702.62a. Whether the card has suspend (asked of each card in hand at
    /// every listing).
    pub(crate) suspend: bool,
    /// 702.143a. Whether the card has foretell (asked of each card in hand
    /// at every listing in its owner's turn).
    pub(crate) foretell: bool,
    /// 702.140a. Whether the card has mutate (its cast targets: judged the
    /// long way by `legal_actions`).
    pub(crate) mutate: bool,
    /// 702.34a, 702.138a. Whether the card has flashback or escape of its own
    /// (asked of each card in a graveyard at every listing).
    pub(crate) graveyard_castable: bool,
    /// Whether its front face changes its own cost or how it may be paid:
    /// affinity (702.41), "This spell costs {N} less to cast for each …"
    /// (601.2f), convoke (702.51), delve (702.66), improvise (702.126); or
    /// offers an alternative cost of its own, dash (702.109a) or blitz
    /// (702.152a): judged the long way by the listing.
    pub(crate) own_cost_rules: bool,
    /// 702.8a. Whether its front face has flash (cast any time it could
    /// cast an instant).
    pub(crate) flash: bool,
    /// Per face: the indices of its abilities an action activates (602.1):
    /// activated abilities, and mana abilities beyond plain `{T}: Add`.
    pub(crate) activated: Vec<Vec<usize>>,
}

impl CardEntry {
    /// 611.2a. Face `face`'s animation number `index` ([`CardEntry::animations`]):
    /// its "becomes a … creature" instruction and what the permanent is while it applies.
    pub(crate) fn animation(&self, face: usize, index: usize) -> Option<(&crate::text::Effect, &OnBattlefield)> {
        let on = self.animations.get(face)?.get(index)?;
        Some((animation_effects(self.card.face(face)?).nth(index)?, on))
    }

    pub(crate) fn new(card: Arc<Card>) -> CardEntry {
        use crate::text::{Ability, KeywordAbility, StaticAbility};
        let profiles: Vec<ManaProfile> = card.faces.iter().map(ManaProfile::of_face).collect();
        let chosen_profiles: Vec<Vec<ManaProfile>> = card
            .faces
            .iter()
            .map(|f| {
                if !ManaProfile::uses_chosen_color(f) {
                    return Vec::new();
                }
                crate::color::Color::ALL.iter().map(|&c| ManaProfile::of_face_chosen(f, Some(c))).collect()
            })
            .collect();
        let battlefield: Vec<[Option<OnBattlefield>; 2]> = (0..card.faces.len())
            .map(|i| {
                [CastAs::Normal, CastAs::Prototype].map(|cast_as| {
                    let view = View {
                        zone: Some(crate::card::Zone::Battlefield),
                        cast_as,
                        face: Some(FaceSelector::Index(i)),
                    };
                    card.characteristics(&view).ok().map(|c| {
                        // 702: the keywords the text module understood, never names.
                        let keywords = Keywords::of_abilities(card.face(i).map_or(&[][..], |f| f.abilities.as_slice()));
                        (Arc::new(c), keywords)
                    })
                })
            })
            .collect();
        let printed_kinds = battlefield
            .iter()
            .map(|faces| faces.each_ref().map(|p| p.as_ref().map_or(PrintedKind::Other, |(c, _)| PrintedKind::of(c))))
            .collect();
        let animations: Vec<Vec<OnBattlefield>> = battlefield
            .iter()
            .zip(&card.faces)
            .map(|([normal, _], face)| normal.as_ref().map(|base| animations(face, base)).unwrap_or_default())
            .collect();
        // 208.3: a noncreature permanent (a Vehicle) has no power or toughness.
        let battlefield: Vec<[Option<OnBattlefield>; 2]> =
            battlefield.into_iter().map(|faces| faces.map(|p| p.map(without_power))).collect();
        let faces_with = |has: fn(&StaticAbility) -> bool| -> Vec<bool> {
            let face_has = |f: &crate::card::Face| {
                f.abilities.iter().any(|a| matches!(a, Ability::Static { ability } if has(ability)))
            };
            card.faces.iter().map(face_has).collect()
        };
        let layer_statics = faces_with(is_layer_static);
        let lowers_toughness = faces_with(|a| match a {
            StaticAbility::GrantKeywords { .. } | StaticAbility::GrantKeywordsByColor { .. } => false,
            StaticAbility::Anthem { toughness, .. }
            | StaticAbility::SelfBoost { toughness, .. }
            | StaticAbility::Attached { toughness, .. } => *toughness < 0,
            other => is_layer_static(other),
        });
        let land_type_statics = faces_with(|a| {
            matches!(
                a,
                StaticAbility::LandsAreAlso { .. }
                    | StaticAbility::NonbasicLandsAre { .. }
                    | StaticAbility::LandsYouControlAreEveryBasicLandType
                    | StaticAbility::InGraveyardLandsHaveMana { .. }
            )
        });
        let stopper_statics = faces_with(|a| {
            matches!(
                a,
                StaticAbility::ActivatedAbilitiesCantBeActivated { .. }
                    | StaticAbility::ChosenNameActivatedAbilitiesCantBeActivated
            )
        });
        let typed_profiles = typed_slots(&card, |_| 6 * LAND_SLOTS);
        let typed_characteristics = typed_slots(&card, |i| LAND_SLOTS * (1 + animations.get(i).map_or(0, Vec::len)));
        let spell_statics = faces_with(|a| {
            matches!(
                a,
                StaticAbility::CostReduction { .. }
                    | StaticAbility::CostIncrease { .. }
                    | StaticAbility::CostIncreasePerSpellCastThisTurn { .. }
                    | StaticAbility::SpellsPerTurn { .. }
                    | StaticAbility::GrantProwl { .. }
                    | StaticAbility::GrantEscape { .. }
                    | StaticAbility::GrantJumpStart { .. }
            )
        });
        let on_stack = [CastAs::Normal, CastAs::Prototype].map(|cast_as| {
            let view = View { zone: Some(crate::card::Zone::Stack), cast_as, face: None };
            card.characteristics(&view).ok().map(Arc::new)
        });
        let elsewhere = card.characteristics(&View::normal().in_zone(crate::card::Zone::Graveyard)).ok().map(Arc::new);
        let land_faces = land_faces(&card);
        let own_cost_rules = card.front().is_some_and(|f| {
            f.abilities.iter().any(|a| {
                matches!(
                    a,
                    Ability::Keyword {
                        keyword: KeywordAbility::Affinity { .. }
                            | KeywordAbility::Convoke
                            | KeywordAbility::Delve
                            | KeywordAbility::Improvise
                            | KeywordAbility::Dash { .. }
                            | KeywordAbility::Blitz { .. }
                    } | Ability::Static { ability: StaticAbility::SelfCostReduction { .. } }
                )
            })
        });
        let flash = card.front().is_some_and(|f| Keywords::of_abilities(&f.abilities).flash);
        let activated = card
            .faces
            .iter()
            .zip(profiles.iter().zip(&chosen_profiles))
            // With a color chosen, "one mana of the chosen color" is a plain `{T}` ability.
            .map(|(f, (profile, chosen))| (f, chosen.first().unwrap_or(profile)))
            .map(|(f, profile): (&crate::card::Face, &ManaProfile)| {
                (0..f.abilities.len())
                    .filter(|&i| match f.abilities.get(i) {
                        Some(Ability::Activated { .. }) => true,
                        Some(Ability::Mana { .. }) => profile.ability(i).is_none_or(|a| !a.is_plain()),
                        _ => false,
                    })
                    .collect()
            })
            .collect();
        let enchant = card.faces.iter().map(|f| attach::enchant_target(&f.abilities)).collect();
        let devotion = |a: &Ability| {
            matches!(a, Ability::Static { ability: crate::text::StaticAbility::NotCreatureUnlessDevotion { .. } })
        };
        let not_creature = card.faces.iter().any(|f| f.abilities.iter().any(devotion));
        CardEntry {
            plot: card.plot().is_some(),
            suspend: card.suspend().is_some(),
            foretell: card.foretell().is_some(),
            mutate: card.mutate().is_some(),
            graveyard_castable: card.flashback().is_some() || card.escape().is_some() || card.disturb().is_some(),
            flash,
            enchant,
            key: card.name.clone(),
            card,
            profiles,
            chosen_profiles,
            battlefield,
            animations,
            layer_statics,
            printed_kinds,
            lowers_toughness,
            land_type_statics,
            stopper_statics,
            typed_profiles,
            typed_characteristics,
            all_colors: (0..ALL_COLORS_SLOTS).map(|_| std::sync::OnceLock::new()).collect(),
            not_creature: (0..if not_creature { ALL_COLORS_SLOTS } else { 0 })
                .map(|_| std::sync::OnceLock::new())
                .collect(),
            spell_statics,
            on_stack,
            elsewhere,
            land_faces,
            own_cost_rules,
            activated,
        }
    }

    /// 712.12. Whether the card is a modal double-faced card, whose faces
    /// are chosen when it is played or cast (712.11b).
    pub(crate) fn is_modal(&self) -> bool {
        self.card.layout == crate::card::Layout::ModalDfc
    }

    /// 712.11b. Whether it is a modal double-faced card whose back face is
    /// cast as a spell (not a land's, played: 712.12).
    pub(crate) fn spell_back_face(&self) -> bool {
        self.is_modal() && self.card.faces.len() > 1 && !self.land_faces.contains(&1)
    }

    /// The mana profile of a permanent of this card: of its face up, with
    /// the color chosen as it entered (614.12).
    pub(crate) fn profile(&self, object: &GameObject) -> Option<&ManaProfile> {
        let face = object.face.unwrap_or(0);
        if let Some(color) = object.chosen_color
            && let Some(chosen) = self
                .chosen_profiles
                .get(face)
                .and_then(|list| list.get(crate::color::Color::ALL.iter().position(|&c| c == color)?))
        {
            return Some(chosen);
        }
        self.profiles.get(face)
    }

    /// [`CardEntry::profile`] for a land that also has the basic land types
    /// `added` (613.1d); computed once per card, face, color and types.
    pub(crate) fn typed_profile(&self, object: &GameObject, added: u16) -> Option<&ManaProfile> {
        let face = object.face.unwrap_or(0);
        let line = &self.card.face(face)?.type_line;
        let nonbasic = line.is(crate::card::CardType::Land) && !line.has_supertype(crate::card::Supertype::Basic);
        let added = land_types_for(added, nonbasic);
        let slots = self.typed_profiles.get(face).filter(|s| !s.is_empty() && added != 0);
        let Some(slots) = slots else { return self.profile(object) };
        let uses_chosen = self.chosen_profiles.get(face).is_some_and(|c| !c.is_empty());
        let chosen = object.chosen_color.filter(|_| uses_chosen);
        let index = chosen.and_then(|c| crate::color::Color::ALL.iter().position(|&x| x == c)).map_or(0, |i| i + 1);
        let slot = slots.get(index * LAND_SLOTS + land_slot(added))?;
        let f = self.card.face(face)?;
        Some(slot.get_or_init(|| Box::new(ManaProfile::of_face_typed(f, chosen, added))))
    }

    /// A land face's characteristics on the battlefield, `base` (printed, or
    /// those of the animation at `animation`, 611.2a), with the basic land
    /// types `added` (613.1d, layer 4); `base` itself if none is new.
    pub(crate) fn typed_characteristics<'a>(
        &'a self,
        face: usize,
        animation: Option<usize>,
        base: &'a Arc<Characteristics>,
        added: u16,
    ) -> &'a Arc<Characteristics> {
        let Some(slots) = self.typed_characteristics.get(face) else { return base };
        land_typed(slots, animation.map_or(0, |a| a + 1) * LAND_SLOTS, base, added)
    }
}

/// 613.1d, 305.7. `base`, a land's characteristics, with the basic land
/// types `added` ([`Game::lands_added_types`]) added or set, made once in
/// `slots` from `at` on (one for each land slot); `base` itself if that
/// changes nothing or it is not a land.
pub(crate) fn land_typed<'a>(
    slots: &'a [TypedSlot<Arc<Characteristics>>],
    at: usize,
    base: &'a Arc<Characteristics>,
    added: u16,
) -> &'a Arc<Characteristics> {
    // 305.7: a nonbasic land is the set type instead of its land types.
    let land = base.types.contains(crate::card::CardType::Land);
    let nonbasic = land && !base.supertypes.contains(crate::card::Supertype::Basic);
    let added = land_types_for(added, nonbasic);
    let set = usize::from(added >> 5);
    let moon = set != 0 && nonbasic;
    let has = |i: usize| !moon && base.subtypes.iter().any(|t| t == crate::text::BASIC_LAND_TYPES[i]);
    let new = |i: usize| (added & (1 << i) != 0 || (moon && i + 1 == set)) && !has(i);
    if !land || (!moon && !(0..5).any(new)) {
        return base;
    }
    let Some(slot) = slots.get(at + land_slot(added)) else { return base };
    slot.get_or_init(|| {
        let mut c = (**base).clone();
        if moon {
            c.subtypes.retain(|t| crate::card::SubtypeKind::Land.find(t).is_none());
        }
        for (i, t) in crate::text::BASIC_LAND_TYPES.into_iter().enumerate() {
            if new(i) {
                c.subtypes.push(std::borrow::Cow::Borrowed(t));
            }
        }
        Box::new(Arc::new(c))
    })
}

/// The characteristics made all colors a card's permanents may have at once
/// ([`CardEntry::all_colors`]): printed, prototyped, animated, copied.
const ALL_COLORS_SLOTS: usize = 8;

impl CardEntry {
    /// 613.1e (layer 5). `base`, a permanent's characteristics, with every
    /// color (made once). TODO(CR 613.1e): past [`ALL_COLORS_SLOTS`]
    /// different bases of one card, `base` itself.
    pub(crate) fn all_colored<'a>(&'a self, base: &'a Arc<Characteristics>) -> &'a Arc<Characteristics> {
        derived_in(&self.all_colors, base, |c| c.colors = crate::color::ColorSet::ALL)
    }

    /// 613.1d (layer 4), 208.3. `base`, a permanent's characteristics,
    /// without the card type creature, so with no power or toughness (made
    /// once; past [`ALL_COLORS_SLOTS`] different bases, `base` itself).
    pub(crate) fn not_a_creature<'a>(&'a self, base: &'a Arc<Characteristics>) -> &'a Arc<Characteristics> {
        derived_in(&self.not_creature, base, |c| {
            c.types = c.types.iter().filter(|&t| t != crate::card::CardType::Creature).collect();
            (c.power, c.toughness) = (None, None);
            let line = crate::card::TypeLine { supertypes: c.supertypes, types: c.types, subtypes: c.subtypes.clone() };
            c.type_line = line.text();
        })
    }
}

/// `base` changed by `change`, made once in the first of `slots` free or
/// made from `base` (each kept beside what it was made from, so that no other
/// characteristics take their address); `base` itself when all are taken.
fn derived_in<'a>(
    slots: &'a [AllColored],
    base: &'a Arc<Characteristics>,
    change: impl Fn(&mut Characteristics),
) -> &'a Arc<Characteristics> {
    for slot in slots {
        let (from, made) = slot.get_or_init(|| {
            let mut c = (**base).clone();
            change(&mut c);
            (Arc::clone(base), Arc::new(c))
        });
        if Arc::ptr_eq(from, base) {
            return made;
        }
    }
    base
}

/// The slots of one chosen color or animation in
/// [`CardEntry::typed_profiles`] and [`CardEntry::typed_characteristics`]:
/// one per set of added basic land types (32) for each basic land type
/// nonbasic lands may be set to, or none (6).
pub(crate) const LAND_SLOTS: usize = 6 * 32;

/// 613.1d, 305.7. The land types a land gets in layer 4 from `added`
/// ([`Game::lands_added_types`]), packed as [`land_slot`] reads them (bits
/// 0–4 the basic land types added, 5–7 the set type's index plus one):
/// a nonbasic land keeps only the additions applied after a setting (613.7).
pub(crate) fn land_types_for(added: u16, nonbasic_land: bool) -> u8 {
    let set = (added >> 5) & 0b111;
    let adds = if nonbasic_land && set != 0 { added >> 8 } else { added };
    u8::try_from((adds & 0b1_1111) | (set << 5)).unwrap_or(0)
}

/// The slot of the land types `types` ([`Game::lands_added_types`]) among
/// [`LAND_SLOTS`].
fn land_slot(types: u8) -> usize {
    usize::from(types >> 5).min(5) * 32 + usize::from(types & 31)
}

/// 611.2a, 613.1d, 613.4b, 702.122a. A face's "becomes a … creature until
/// end of turn" instructions (crew's among them), in text order.
pub(crate) fn animation_effects(face: &crate::card::Face) -> impl Iterator<Item = &crate::text::Effect> {
    face.abilities.iter().flat_map(crate::text::Ability::all_effects).filter(|e| animation_effects_match(e))
}

/// Whether `effect` is one of [`animation_effects`].
pub(crate) fn animation_effects_match(effect: &crate::text::Effect) -> bool {
    matches!(effect, crate::text::Effect::BecomeCreature { .. } | crate::text::Effect::BecomeArtifactCreature)
}

/// What the permanent is while each of [`animation_effects`] applies, from
/// its printed characteristics on the battlefield (`base`, power and
/// toughness kept: 208.3 strips them only while it is not a creature).
fn animations(face: &crate::card::Face, base: &OnBattlefield) -> Vec<OnBattlefield> {
    animation_effects(face).map(|effect| animated(base, effect)).collect()
}

/// 611.2a, 613.1d–f, 613.4b. What a permanent with characteristics and
/// keywords `base` is while animation `effect` applies.
pub(crate) fn animated(base: &OnBattlefield, effect: &crate::text::Effect) -> OnBattlefield {
    use crate::card::CardType;
    use crate::text::Effect;
    {
        let (characteristics, granted) = base;
        let mut c = (**characteristics).clone();
        c.types = c.types.with(CardType::Creature);
        let mut k = *granted;
        match effect {
            Effect::BecomeCreature { power, toughness, colors, subtypes, keywords, .. } => {
                for s in subtypes {
                    if !c.subtypes.iter().any(|t| t == s) {
                        c.subtypes.push(std::borrow::Cow::Owned(s.clone()));
                    }
                }
                c.colors = *colors;
                (c.power, c.toughness) = (Some(*power), Some(*toughness));
                (c.power_text, c.toughness_text) = (Some(power.to_string()), Some(toughness.to_string()));
                for keyword in keywords {
                    k.add(keyword);
                    let name = keyword.name();
                    if !c.keywords.iter().any(|n| n.eq_ignore_ascii_case(&name)) {
                        c.keywords.push(name);
                    }
                }
            }
            // 702.122a: an artifact creature, its printed power and toughness kept.
            Effect::BecomeArtifactCreature => c.types = c.types.with(CardType::Artifact),
            _ => {}
        }
        (Arc::new(c), k)
    }
}

/// 208.3. A noncreature permanent's characteristics without the power and
/// toughness its card may print (a Vehicle's).
fn without_power((c, k): OnBattlefield) -> OnBattlefield {
    if c.types.contains(crate::card::CardType::Creature) || (c.power_text.is_none() && c.toughness_text.is_none()) {
        return (c, k);
    }
    let mut c = Arc::unwrap_or_clone(c);
    (c.power, c.toughness, c.power_text, c.toughness_text) = (None, None, None, None);
    (Arc::new(c), k)
}

/// Whether a card of `cards` has a static ability that gives lands basic
/// land types (613.1d).
fn land_types_in(cards: &[CardEntry]) -> bool {
    cards.iter().any(|e| e.land_type_statics.contains(&true))
}

/// Whether a card of `cards` says activated abilities can't be activated (602.5).
fn stoppers_in(cards: &[CardEntry]) -> bool {
    cards.iter().any(|e| e.stopper_statics.contains(&true))
}

/// 305.1, 712.12. The faces a card can be played as a land with.
fn land_faces(card: &Card) -> Vec<usize> {
    let is_land = |f: &crate::card::Face| f.type_line.is(crate::card::CardType::Land);
    if card.layout == crate::card::Layout::ModalDfc {
        card.faces.iter().enumerate().filter(|(_, f)| is_land(f)).map(|(i, _)| i).collect()
    } else {
        card.front().filter(|f| is_land(f)).map(|_| vec![0]).unwrap_or_default()
    }
}

/// A game in progress: its [`GameState`] and the cards it uses.
///
/// ```
/// use mtg_rules::card::CardDb;
/// use mtg_rules::game::{Game, GameSetup};
/// let db = CardDb::from_scryfall_json(r#"[
///   {"name": "Mountain", "layout": "normal", "type_line": "Basic Land — Mountain", "oracle_text": "({T}: Add {R}.)"},
///   {"name": "Shock", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}
/// ]"#).unwrap();
/// let game = Game::from_setup_json(&db, r#"{
///   "players": [{ "hand": ["Shock"], "battlefield": ["Mountain"] }, {}],
///   "activePlayer": 1, "step": "upkeep", "priorityPlayer": 0
/// }"#).unwrap();
/// let shock = game.state().players[0].hand[0];
/// let options = game.cast_options(shock).unwrap();
/// assert!(options[0].castable); // an instant, at any priority (CR 117.1a)
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    state: GameState,
    cards: Arc<[CardEntry]>,
    /// Whether a card of the table gives lands basic land types (613.1d) or
    /// mana abilities (613.1f): only then are lands' types and mana
    /// abilities looked up anew.
    land_types: bool,
    /// Whether a card of the table says activated abilities can't be
    /// activated (602.5): only then are permanents checked for it.
    stoppers: bool,
    /// The events a card of the table watches (603.2, 603.8): only those
    /// make the game look at every permanent for abilities as they happen.
    watches: turn::Watches,
    /// What [`Game::apply`] rolls back to (not serialized).
    journal: journal::Journal,
}

impl Serialize for Game {
    /// The [`GameState`]: card names, no card data.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.state.serialize(serializer)
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
    }
}

impl Game {
    /// The state, as plain data.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The object with this id.
    pub fn object(&self, id: ObjectId) -> Result<&GameObject, RulesError> {
        self.state.object(id).ok_or(RulesError::UnknownObject { id })
    }

    /// The card whose characteristics an object has: its own card, or for a
    /// permanent that entered as a copy, the copied card (707.2).
    pub fn card(&self, id: ObjectId) -> Result<&Card, RulesError> {
        self.entry(self.object(id)?).map(|e| &*e.card)
    }

    /// The card table entry whose characteristics an object has: its card's,
    /// or for a copy the copied card's (707.2).
    pub(crate) fn entry(&self, object: &GameObject) -> Result<&CardEntry, RulesError> {
        let index = object.copy_of.as_ref().map_or(object.card_index, |c| c.card_index);
        self.cards.get(index as usize).ok_or_else(|| RulesError::Internal {
            message: format!("object {} names a card the game does not have", object.id),
        })
    }

    /// What the state-based actions need of `object`'s printed characteristics on
    /// the battlefield (its face up, prototyped or not: 712.8e, 718.3b).
    #[inline]
    pub(crate) fn printed_kind(&self, object: &GameObject) -> PrintedKind {
        let kinds = self.entry(object).ok().and_then(|e| e.printed_kinds.get(object.face.unwrap_or(0)));
        kinds.map_or(PrintedKind::Other, |k| k[usize::from(object.prototyped)])
    }

    /// The index in the card table of a card or token description.
    pub(crate) fn card_index_of(&self, key: &str) -> Option<u32> {
        self.cards.iter().position(|e| e.key == key).and_then(|i| u32::try_from(i).ok())
    }

    /// The view of an object's card that gives its characteristics: its
    /// zone, prototyped or not (718.3b–718.4), the face up (712.8).
    pub fn view_of(object: &GameObject) -> View {
        View {
            zone: Some(object.zone),
            cast_as: if object.prototyped { CastAs::Prototype } else { CastAs::Normal },
            face: object.face.map(FaceSelector::Index),
        }
    }

    /// 109.3, 613. An object's characteristics where it is, after the
    /// continuous effects the engine models: a copy's copied values (layer 1,
    /// 613.2), keywords granted (layer 6, 613.1f) and, for a creature, power
    /// and toughness with anthems, "until end of turn" changes and counters
    /// (layer 7c, 613.4c); a spell's mana value counts its X (202.3e).
    pub fn characteristics(&self, id: ObjectId) -> Result<Characteristics, RulesError> {
        let object = self.object(id)?;
        self.characteristics_of(object)
    }

    pub(crate) fn characteristics_of(&self, object: &GameObject) -> Result<Characteristics, RulesError> {
        if let Some(c) = self.kept_elsewhere(object)? {
            return Ok(c.clone());
        }
        let entry = self.entry(object)?;
        // A spell with its card's own face up: the characteristics its table entry keeps for the stack.
        let kept = match (object.zone, object.face) {
            (crate::card::Zone::Stack, None) => entry.on_stack[usize::from(object.prototyped)].as_deref(),
            _ => None,
        };
        let mut c = match kept {
            Some(c) => c.clone(),
            None => entry
                .card
                .characteristics(&Self::view_of(object))
                .map_err(|e| RulesError::Internal { message: e.to_string() })?,
        };
        // 114.3: an emblem (and its triggered ability on the stack) has no characteristics but its abilities.
        if object.emblem.is_some() {
            use crate::card::{CardTypeSet, SupertypeSet};
            return Ok(Characteristics {
                name: String::new(),
                mana_cost: None,
                mana_value: crate::mana::ManaValue::default(),
                colors: crate::color::ColorSet::EMPTY,
                type_line: String::new(),
                supertypes: SupertypeSet::EMPTY,
                types: CardTypeSet::EMPTY,
                subtypes: Vec::new(),
                every_creature_type: false,
                power: None,
                power_text: None,
                toughness: None,
                toughness_text: None,
                loyalty: None,
                loyalty_text: None,
                defense: None,
                defense_text: None,
                keywords: Vec::new(),
                face: c.face,
                prototyped: false,
            });
        }
        // 202.3e: X is 0 except on the stack (a permanent keeps its spell's X for 107.3m only).
        if let (Some(x), Some(cost), crate::card::Zone::Stack) = (object.x, c.mana_cost.as_ref(), object.zone) {
            c.mana_value = cost.mana_value_with_x(u64::from(x));
        }
        // 707.9b, 202.1b: a copy's exception "it has no mana cost" (embalm).
        if object.copy_of.as_ref().is_some_and(|copy| copy.no_mana_cost) {
            (c.mana_cost, c.mana_value) = (None, crate::mana::ManaValue::default());
        }
        if object.zone == crate::card::Zone::Battlefield {
            self.apply_layers(object, &mut c);
        }
        Ok(c)
    }

    /// [`Game::characteristics_of`], borrowed from the card's table entry
    /// where it keeps them (a card off the stack and the battlefield,
    /// [`CardEntry::elsewhere`]): for the filters and conditions that look
    /// at every card of a graveyard or hand.
    pub(crate) fn characteristics_cow(
        &self,
        object: &GameObject,
    ) -> Result<std::borrow::Cow<'_, Characteristics>, RulesError> {
        Ok(match self.kept_elsewhere(object)? {
            Some(c) => std::borrow::Cow::Borrowed(c),
            None => std::borrow::Cow::Owned(self.characteristics_of(object)?),
        })
    }

    /// The characteristics [`CardEntry::elsewhere`] keeps for `object`, if it
    /// is a card (not a copy) with its own face and no prototype in a zone
    /// other than the stack and the battlefield.
    #[inline]
    fn kept_elsewhere(&self, object: &GameObject) -> Result<Option<&Characteristics>, RulesError> {
        if object.zone.is_stack_or_battlefield()
            || object.face.is_some()
            || object.prototyped
            || object.copy_of.is_some()
        {
            return Ok(None);
        }
        Ok(self.entry(object)?.elsewhere.as_deref())
    }

    /// 302.6, 702.10c. Whether summoning sickness stops the `{T}` mana
    /// abilities of `object`: a creature now (printed, or a land animated
    /// this turn, 611.2a) without haste, not under its controller's control
    /// since their most recent turn began.
    pub(crate) fn sick_for_tapping(&self, object: &GameObject, profile: &ManaProfile) -> bool {
        if !object.summoning_sick {
            return false;
        }
        if !self.state.became_creatures.iter().any(|b| b.object == object.id) {
            return profile.creature && !profile.haste;
        }
        self.permanent_of(object).is_some_and(|v| v.is(crate::card::CardType::Creature) && !v.keywords.haste)
    }

    /// 613.1d (layer 4). The land types the battlefield's type-changing
    /// effects give lands `controller` controls, packed as [`land_types`]
    /// reads them: bits 0–4 the basic land types a basic land gets besides
    /// its own ("Each land is a Swamp in addition to its other land types.";
    /// "Lands you control are every basic land type in addition to their
    /// other types." of a permanent `controller` controls), bits 5–7 one more
    /// than the index of the basic land type nonbasic lands are ("Nonbasic
    /// lands are Mountains.", 305.7; 0 if none), bits 8–12 those a nonbasic
    /// land gets after it (613.7: only the additions applied after the
    /// setting; 613.8a: a nonbasic land's own "Each land is …" depends on the
    /// setting, which removes it, so it never applies with it).
    #[inline]
    pub(crate) fn lands_added_types(&self, controller: PlayerId) -> u16 {
        // Asked several times per action: only a game with such a card looks.
        if self.land_types { self.lands_added_types_now(controller) } else { 0 }
    }

    /// [`Game::lands_added_types`] in a game with a card that changes land types.
    fn lands_added_types_now(&self, controller: PlayerId) -> u16 {
        self.land_type_sources(controller, |_, _| {})
    }

    /// [`Game::lands_added_types`], showing `seen` each permanent's ability
    /// that adds or sets land types of lands `controller` controls, in the
    /// order they apply (613.7, 613.8), for [`Game::explain_characteristics`].
    pub(crate) fn land_type_sources(
        &self,
        controller: PlayerId,
        mut seen: impl FnMut(&GameObject, &crate::text::StaticAbility),
    ) -> u16 {
        use crate::text::StaticAbility as S;
        // 613.1d: the effects of layer 4 that change land types, each with its permanent.
        let mut effects: Vec<(&GameObject, &S)> = Vec::new();
        for o in self.state.objects_in(&self.state.battlefield).flatten() {
            let Ok(entry) = self.entry(o) else { continue };
            if !entry.land_type_statics.get(o.face.unwrap_or(0)).copied().unwrap_or(false) {
                continue;
            }
            for a in self.printed_abilities_of(o) {
                let crate::text::Ability::Static { ability } = a else { continue };
                match ability {
                    S::NonbasicLandsAre { .. } | S::LandsAreAlso { .. } => effects.push((o, ability)),
                    S::LandsYouControlAreEveryBasicLandType if o.controller == controller => effects.push((o, ability)),
                    _ => {}
                }
            }
        }
        if effects.is_empty() {
            return 0;
        }
        let sets = |e: &(&GameObject, &S)| matches!(e.1, S::NonbasicLandsAre { .. });
        if effects.iter().any(sets) {
            // 613.8a: an effect of a nonbasic land depends on a setting (305.7: the land loses it).
            let depends = |a: &(&GameObject, &S), b: &(&GameObject, &S)| sets(b) && self.is_nonbasic_land(a.0);
            dependency::dependency_order(&mut effects, |e| e.0.id.0, depends);
        }
        let (mut all, mut set, mut nonbasic) = (0u16, 0u16, 0u16);
        for (o, ability) in effects {
            let bits = match ability {
                S::NonbasicLandsAre { subtype } => {
                    crate::executed!(static ability);
                    seen(o, ability);
                    let bit = crate::text::basic_land_type_bit(subtype).unwrap_or(0);
                    // 305.7: a nonbasic land loses the land types added before.
                    (set, nonbasic) = (u16::try_from(bit.trailing_zeros()).unwrap_or(0) + 1, 0);
                    continue;
                }
                // 305.7: gone with the rest of a nonbasic land's abilities.
                _ if set != 0 && self.is_nonbasic_land(o) => continue,
                S::LandsAreAlso { subtype } => crate::text::basic_land_type_bit(subtype).unwrap_or(0),
                _ => 0b1_1111,
            };
            crate::executed!(static ability);
            seen(o, ability);
            all |= u16::from(bits);
            nonbasic |= u16::from(bits);
        }
        all | (set.min(7) << 5) | (nonbasic << 8)
    }

    /// 305.6. The basic land types among lands `player` controls, as bits of
    /// [`crate::text::basic_land_type_bit`], as layer 4 leaves them (landwalk
    /// 702.14c, domain).
    pub(crate) fn basic_land_types_of(&self, player: PlayerId) -> u8 {
        let mut types = 0;
        // Only printed lands are looked at (no effect here makes a nonland a land): a
        // creature's view is never computed, so a creature whose power counts these
        // types (604.3, Nishoba Brawler) does not compute its own view again.
        let printed_land = |o: &GameObject| {
            self.entry(o)
                .ok()
                .and_then(|e| e.battlefield.get(o.face.unwrap_or(0))?.get(usize::from(o.prototyped))?.as_ref())
                .is_some_and(|(c, _)| c.types.contains(crate::card::CardType::Land))
        };
        for o in self.state.objects_in(&self.state.battlefield).flatten().filter(|o| o.controller == player) {
            if !printed_land(o) {
                continue;
            }
            if let Some(p) = self.permanent_of(o).filter(|p| p.is(crate::card::CardType::Land)) {
                for t in &p.characteristics.subtypes {
                    types |= crate::text::basic_land_type_bit(t).unwrap_or(0);
                }
            }
        }
        types
    }

    /// 305.7, 613.1d. The index in [`crate::text::BASIC_LAND_TYPES`] of the
    /// basic land type a permanent's "Nonbasic lands are \[type\]s." makes
    /// nonbasic lands (the latest in timestamp order, 613.7), if any.
    pub(crate) fn nonbasic_lands_are(&self) -> Option<u8> {
        if !self.land_types {
            return None;
        }
        let mut set = None;
        for o in self.state.objects_in(&self.state.battlefield).flatten() {
            let Ok(entry) = self.entry(o) else { continue };
            if !entry.land_type_statics.get(o.face.unwrap_or(0)).copied().unwrap_or(false) {
                continue;
            }
            for a in self.printed_abilities_of(o) {
                if let crate::text::Ability::Static { ability } = a
                    && let crate::text::StaticAbility::NonbasicLandsAre { subtype } = ability
                {
                    crate::executed!(static ability);
                    let bit = crate::text::basic_land_type_bit(subtype).unwrap_or(0);
                    set = Some(u8::try_from(bit.trailing_zeros()).unwrap_or(0));
                }
            }
        }
        set
    }

    /// The mana profile of a permanent now: its card's (305.6, 614.12), with
    /// the basic land types other permanents give it (613.1d).
    #[inline]
    pub(crate) fn profile_of(&self, object: &GameObject) -> Option<&ManaProfile> {
        self.profile_with(object, self.lands_added_types(object.controller))
    }

    /// [`Game::profile_of`] given [`Game::lands_added_types`].
    pub(crate) fn profile_with(&self, object: &GameObject, added: u16) -> Option<&ManaProfile> {
        let entry = self.entry(object).ok()?;
        if added == 0 || object.zone != crate::card::Zone::Battlefield {
            return entry.profile(object);
        }
        entry.typed_profile(object, added)
    }

    /// 605.3a. What one activation of the plain `{T}` mana abilities of
    /// `object` (a permanent with `profile`) can add: its profile's bundles,
    /// and a land's granted by a card in its controller's graveyard
    /// ("lands you control have "{T}: Add {G} or {W}."", 613.1f).
    pub(crate) fn mana_bundles<'a>(
        &'a self,
        object: &GameObject,
        profile: &'a ManaProfile,
    ) -> std::borrow::Cow<'a, [mana_ability::ManaBundle]> {
        let mut bundles = std::borrow::Cow::Borrowed(profile.bundles.as_slice());
        // 613.1f: a plain `{T}: Add` ability its own instructions granted it (Urza's Saga's chapter I).
        if !self.state.gained_abilities.is_empty() {
            for (index, ability) in self.self_granted_of(object) {
                let Some(mana) = mana_ability::ManaAbility::read(ability, index, object.chosen_color) else { continue };
                for b in mana.choices.iter().filter(|_| mana.is_plain()) {
                    if !bundles.contains(b) {
                        bundles.to_mut().push(b.clone());
                    }
                }
            }
        }
        self.damped(object, self.with_graveyard_grants(object, bundles))
    }

    /// 106.1, 614.1a. `bundles` of `object` as "If a land is tapped for two
    /// or more mana, it produces {C} instead of any other type and amount."
    /// (Damping Sphere) leaves them: a land's bundle of two or more mana is
    /// `{C}`. TODO(CR 614.1a): a mana ability with a cost other than `{T}`.
    #[inline(always)]
    pub(crate) fn damped<'a>(
        &self,
        object: &GameObject,
        bundles: std::borrow::Cow<'a, [mana_ability::ManaBundle]>,
    ) -> std::borrow::Cow<'a, [mana_ability::ManaBundle]> {
        // Asked for every mana ability listed: the game's flag first, inlined.
        if !self.watches.has(turn::Watched::LandManaDamped) {
            return bundles;
        }
        self.damped_now(object, bundles)
    }

    /// [`Game::damped`] once a card of the game says so.
    fn damped_now<'a>(
        &self,
        object: &GameObject,
        bundles: std::borrow::Cow<'a, [mana_ability::ManaBundle]>,
    ) -> std::borrow::Cow<'a, [mana_ability::ManaBundle]> {
        if bundles.iter().all(|b| b.len() < 2) {
            return bundles;
        }
        let ability = crate::text::StaticAbility::LandsTappedForTwoOrMoreProduceC;
        let damping = self.state.objects_in(&self.state.battlefield).flatten().any(|o| {
            self.abilities_of(o)
                .iter()
                .any(|a| matches!(a, crate::text::Ability::Static { ability: a } if *a == ability))
        });
        if !damping || !self.permanent_of(object).is_some_and(|v| v.is(crate::card::CardType::Land)) {
            return bundles;
        }
        crate::executed!(static &ability);
        let mut out: Vec<mana_ability::ManaBundle> = Vec::with_capacity(bundles.len());
        for b in bundles.iter() {
            let b = if b.len() >= 2 { vec![ManaType::C] } else { b.clone() };
            if !out.contains(&b) {
                out.push(b);
            }
        }
        std::borrow::Cow::Owned(out)
    }

    /// 613.1f. `bundles` with the mana abilities a card in the controller's
    /// graveyard gives lands ("lands you control have "{T}: Add {G} or {W}."").
    fn with_graveyard_grants<'a>(
        &self,
        object: &GameObject,
        mut bundles: std::borrow::Cow<'a, [mana_ability::ManaBundle]>,
    ) -> std::borrow::Cow<'a, [mana_ability::ManaBundle]> {
        if !self.land_types || object.zone != crate::card::Zone::Battlefield {
            return bundles;
        }
        let Some(p) = self.state.player(object.controller) else { return bundles };
        let mut land = None;
        for card in self.state.objects_in(&p.graveyard).flatten() {
            for a in self.printed_abilities_of(card) {
                let crate::text::Ability::Static { ability } = a else { continue };
                let crate::text::StaticAbility::InGraveyardLandsHaveMana { choices } = ability else { continue };
                if !*land.get_or_insert_with(|| {
                    self.characteristics_of(object).is_ok_and(|c| c.types.contains(crate::card::CardType::Land))
                }) {
                    return bundles;
                }
                crate::executed!(static ability);
                for b in choices.iter().filter_map(mana_ability::bundle_of) {
                    if !bundles.contains(&b) {
                        bundles.to_mut().push(b);
                    }
                }
            }
        }
        bundles
    }

    /// What `player` can pay with now: untapped permanents they control
    /// with a `{T}` mana ability that summoning sickness does not stop
    /// (302.6, 702.10), their pool and their life.
    pub(crate) fn wallet(&self, player: PlayerId) -> Wallet<'_> {
        let battlefield = &self.state.battlefield;
        let mut sources = Vec::with_capacity(battlefield.len());
        let added = self.lands_added_types(player);
        for (&id, object) in battlefield.iter().zip(self.state.objects_in(battlefield)) {
            let Some(object) = object else { continue };
            if object.controller != player || object.tapped {
                continue;
            }
            let Some(profile) = self.profile_with(object, added) else { continue };
            let none = profile.bundles.is_empty()
                && profile.costly.is_empty()
                && profile.among.is_none()
                && profile.no_generic.is_empty();
            let gained = || self.state.gained_abilities.iter().any(|(g, _)| *g == id);
            if (none && !self.land_types && !gained())
                || self.sick_for_tapping(object, profile)
                || self.activation_stopped(object)
            {
                continue;
            }
            let mut bundles = self.mana_bundles(object, profile);
            // 106.1: "one mana of any color among …" adds the colors it can add now.
            if let Some(among) = profile.among.and_then(|i| self.ability_parts(object, i)) {
                for b in among.choices {
                    if !bundles.contains(&b) {
                        bundles.to_mut().push(b);
                    }
                }
            }
            // 106.6: a source whose only mana can't pay generic costs (Jegantha).
            let no_generic = bundles.is_empty() && profile.costly.is_empty() && !profile.no_generic.is_empty();
            if no_generic {
                bundles = std::borrow::Cow::Borrowed(&profile.no_generic);
            }
            if bundles.is_empty() && profile.costly.is_empty() {
                continue;
            }
            sources.push(ManaSource { id, bundles, costly: &profile.costly, snow: profile.snow, no_generic });
        }
        let (pool, life) = self.state.player(player).map_or((ManaPool::default(), 0), |p| (p.mana_pool, p.life));
        Wallet { sources, alternatives: Vec::new(), pool, life }
    }

    /// 106.6. Whether the restricted mana `r` of `source` may be spent on
    /// `spell` cast by `player`: the spell matches its filter and, for "…
    /// of the chosen type" (614.12), has the creature type chosen as the
    /// source entered (none chosen: no spell).
    pub(crate) fn restricted_mana_may_pay(
        &self,
        source: &GameObject,
        r: &mana_ability::RestrictedMana,
        spell: &GameObject,
        player: PlayerId,
    ) -> bool {
        self.characteristics_of(spell).is_ok_and(|c| {
            Self::filter_matches(&r.spells, spell, &c, c.power, c.toughness, spell.id, player)
                && (!r.of_chosen_type
                    || source.chosen_type.is_some_and(|t| c.subtypes.iter().any(|s| s.eq_ignore_ascii_case(t.name()))))
        })
    }

    /// [`Game::wallet`] for casting `spell`: with the objects that may pay
    /// for it instead of mana if it has convoke (untapped creatures `player`
    /// controls, summoning sick or not, 702.51a), improvise (untapped
    /// artifacts, 702.126a) or delve (cards in their graveyard, 702.66a).
    pub(crate) fn wallet_for(&self, player: PlayerId, spell: &GameObject) -> Wallet<'_> {
        use crate::text::{Ability, KeywordAbility};
        let mut wallet = self.wallet(player);
        // 106.6: sources whose restricted mana may pay for this spell add it, judged by the spell as it
        // is on the stack when its cost is paid (601.2a, 601.2h): an Adventure cast from hand is an
        // instant or sorcery there, not the creature card it is in hand (715.3).
        let mut on_stack = None;
        for source in &mut wallet.sources {
            let Some(o) = self.state.object(source.id) else { continue };
            let Some(r) = self.profile_of(o).and_then(|p| p.restricted.as_ref()) else {
                continue;
            };
            let spell = on_stack.get_or_insert_with(|| GameObject { zone: crate::card::Zone::Stack, ..spell.clone() });
            if self.restricted_mana_may_pay(o, r, spell, player) {
                source.bundles = std::borrow::Cow::Borrowed(&r.bundles);
            }
        }
        let (mut convoke, mut improvise, mut delve) = (false, false, false);
        for a in self.abilities_of(spell) {
            match a {
                Ability::Keyword { keyword: KeywordAbility::Convoke } => convoke = true,
                Ability::Keyword { keyword: KeywordAbility::Improvise } => improvise = true,
                Ability::Keyword { keyword: KeywordAbility::Delve } => delve = true,
                _ => {}
            }
        }
        if convoke || improvise {
            for o in self.state.objects_in(&self.state.battlefield).flatten() {
                if o.controller != player || o.tapped {
                    continue;
                }
                let Some(p) = self.permanent_of(o) else { continue };
                let mana_source = wallet.sources.iter().any(|s| s.id == o.id);
                let by = if convoke && p.is(crate::card::CardType::Creature) {
                    PaidBy::Convoke
                } else if improvise && p.is(crate::card::CardType::Artifact) {
                    PaidBy::Improvise
                } else {
                    continue;
                };
                let colors = p.characteristics.colors.iter().fold(0, |m, c| m | ManaType::of(c).bit());
                wallet.alternatives.push(Alternative { id: o.id, by, colors, mana_source });
            }
        }
        // 601.2a: a spell cast from the graveyard is on the stack before its cost is paid, so
        // delve cannot exile it.
        if delve && let Some(p) = self.state.player(player) {
            for &id in p.graveyard.iter().filter(|&&id| id != spell.id) {
                wallet.alternatives.push(Alternative { id, by: PaidBy::Delve, colors: 0, mana_source: false });
            }
        }
        wallet
    }

    /// 601.2g–h. A plan for `player` to pay `cost` with X = `x` from their
    /// untapped sources, pool and life now, or why they cannot.
    pub fn payment_for(
        &self,
        player: PlayerId,
        cost: &crate::mana::ManaCost,
        x: u32,
    ) -> Result<PaymentPlan, CannotPay> {
        payment::solve(cost, u64::from(x), &self.wallet(player))
    }

    /// The permanents `player` could tap for mana now.
    pub fn mana_sources(&self, player: PlayerId) -> Vec<ObjectId> {
        self.wallet(player).sources.iter().map(|s| s.id).collect()
    }

    /// A 64-bit hash of the game's JSON (FNV-1a): equal games have equal
    /// hashes, natively and in wasm.
    pub fn state_hash(&self) -> u64 {
        self.to_json().bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
    }

    /// Serializes the game (its [`GameState`]) as JSON.
    pub fn to_json(&self) -> String {
        crate::json_out::to_string(&self.state)
    }

    /// Reads a game serialized by [`Game::to_json`], resolving its card
    /// names against `db` and checking that its zones and objects agree.
    pub fn from_json(db: &CardDb, json: &str) -> Result<Game, GameSetupError> {
        setup::bounded_json(json)?;
        let invalid = |message: String| GameSetupError {
            problems: vec![crate::error::ProblemReport {
                index: None,
                name: None,
                field: String::new(),
                code: "invalid_json",
                rule: None,
                message: format!("the game is not valid: {message}"),
                offset: None,
            }],
        };
        // Read by hand (`read_json`): serde's derive for the state is large in the wasm.
        let value: serde_json::Value = serde_json::from_slice(json.as_bytes()).map_err(|e| invalid(e.to_string()))?;
        let state = <GameState as read_json::FromJson>::read(&value).map_err(invalid)?;
        Game::from_state(db, state)
    }

    /// A game from its state, resolving card names against `db` and
    /// checking the state's consistency (every problem at once).
    pub fn from_state(db: &CardDb, mut state: GameState) -> Result<Game, GameSetupError> {
        use crate::card::Zone;
        let mut problems = setup::Problems::default();
        let mut table = table::TableBuilder::new(db);
        let n = state.players.len();
        if n == 0 || n > MAX_PLAYERS {
            problems.push(
                "players".into(),
                "too_many_players",
                None,
                format!("{n} players; 1 to {MAX_PLAYERS} are allowed"),
            );
        }
        for p in [state.active_player, state.priority_player] {
            if p.index() >= n {
                problems.push("activePlayer".into(), "unknown_player", Some("102.1"), format!("there is no {p}"));
            }
        }
        if let Some(p) = state.monarch.filter(|p| p.index() >= n) {
            problems.push("monarch".into(), "unknown_player", Some("724.1"), format!("there is no {p}"));
        }
        if let Some(p) = state.initiative.filter(|p| p.index() >= n) {
            problems.push("initiative".into(), "unknown_player", Some("725.1"), format!("there is no {p}"));
        }
        for e in state.exerted.iter().filter(|e| e.by.index() >= n) {
            problems.push("exerted".into(), "unknown_player", Some("701.43a"), format!("there is no {}", e.by));
        }
        for g in state.goaded.iter().filter(|g| g.by.index() >= n) {
            problems.push("goaded".into(), "unknown_player", Some("701.15a"), format!("there is no {}", g.by));
        }
        if !state.objects.windows(2).all(|w| matches!(w, [a, b] if a.id < b.id)) {
            problems.push(
                "objects".into(),
                "unsorted_objects",
                None,
                "objects must be sorted by id, each id once".into(),
            );
        }
        if state.objects.iter().any(|o| o.id.0 >= state.next_object_id) {
            problems.push(
                "nextObjectId".into(),
                "invalid_next_id",
                None,
                "an object has an id not below nextObjectId".into(),
            );
        }
        if state.objects.len() > MAX_GAME_OBJECTS {
            problems.push(
                "objects".into(),
                "too_many_objects",
                None,
                format!("{} objects; a game holds at most {MAX_GAME_OBJECTS}", state.objects.len()),
            );
        }
        if state.next_object_id > MAX_OBJECT_ID {
            problems.push(
                "nextObjectId".into(),
                "object_ids_exhausted",
                None,
                format!("object ids go up to {MAX_OBJECT_ID}"),
            );
        }
        // Cards first, so that the tokens they make are in the table (111.4); those the last table
        // built pushed, in its order first (a game read back from its own JSON shares its table).
        let phased_out = state.phased_out.iter().map(|p| &p.object);
        let under = state.merged.iter().flat_map(|m| &m.under).filter(|c| !c.token).map(|c| c.card.as_str());
        let cards = state.objects.iter().chain(phased_out.clone()).filter(|o| !o.token).map(|o| o.card.as_str());
        let companions = state.players.iter().filter_map(|p| p.companion.as_deref());
        table.add_in_shared_order(db, cards.chain(under).chain(companions));
        for object in state.objects.iter().chain(phased_out).filter(|o| !o.token) {
            table.add(db, &object.card);
        }
        for c in state.merged.iter().flat_map(|m| &m.under).filter(|c| !c.token) {
            table.add(db, &c.card);
        }
        // 702.139a: a companion outside the game, put into a hand later.
        for (i, p) in state.players.iter().enumerate() {
            if let Some(card) = &p.companion
                && table.add(db, card).is_none()
            {
                problems.push(
                    format!("players[{i}].companion"),
                    "unknown_card",
                    None,
                    "a companion names a card the database does not have".into(),
                );
            }
        }
        // 729.2: the components of merged permanents, and each one's card of its own (729.2a), before
        // anything names it.
        let merged = mutate::read_merged(&mut table, db, &state, &mut problems);
        for (i, object) in state.objects.iter_mut().enumerate() {
            if let Some(copy) = &mut object.copy_of {
                let index = match copy.merged_with.is_empty() {
                    true => table.add(db, &copy.card).map(|(index, _)| index),
                    false => mutate::read_merged_copy(&mut table, db, copy, object.face),
                };
                match index {
                    Some(index) => copy.card_index = index,
                    None => problems.push(
                        format!("objects[{i}].copyOf"),
                        "unknown_card",
                        None,
                        "a copy names a card the database does not have".into(),
                    ),
                }
                // 613.1f: the card of an ability the copy gained ("gains this ability").
                if let (Some(card), Some(ability)) = (&copy.gained_from, copy.gained_ability) {
                    match table.add(db, card) {
                        Some((index, e)) if e.card.face(0).is_some_and(|f| f.abilities.len() > ability) => {
                            copy.gained_index = index;
                        }
                        _ => problems.push(
                            format!("objects[{i}].copyOf.gainedFrom"),
                            "unknown_ability",
                            None,
                            "a copy gained an ability of a card the database does not have".into(),
                        ),
                    }
                }
            }
            match table.add(db, &object.card).map(|(index, _)| index) {
                Some(index) => {
                    object.card_index = index;
                    // A copy's prototype and face are the copied card's (707.2).
                    let at = object.copy_of.as_ref().map_or(index, |c| c.card_index);
                    let Some(entry) = table.entry(at) else { continue };
                    if object.prototyped && entry.card.prototype().is_none() {
                        problems.push(
                            format!("objects[{i}].prototyped"),
                            "not_a_prototype",
                            Some("702.160a"),
                            format!("'{}' has no prototype", object.card),
                        );
                    }
                    if object.face.is_some_and(|f| f >= entry.card.faces.len()) {
                        problems.push(
                            format!("objects[{i}].face"),
                            "no_such_face",
                            Some("712.8"),
                            format!("'{}' has no such face", object.card),
                        );
                    }
                }
                None => problems.push(
                    format!("objects[{i}].card"),
                    "unknown_card",
                    None,
                    format!(
                        "no card named '{}' is in the card database",
                        object.card.chars().take(100).collect::<String>()
                    ),
                ),
            }
            if object.owner.index() >= n || object.controller.index() >= n {
                problems.push(
                    format!("objects[{i}]"),
                    "unknown_player",
                    Some("102.1"),
                    "owner or controller is not a player".into(),
                );
            }
        }
        for (at, index) in merged {
            if let Some(o) = state.objects.get_mut(at) {
                match &mut o.copy_of {
                    Some(copy) => copy.card_index = index,
                    None => o.card_index = index,
                }
            }
        }
        // 702.26d: a phased-out permanent is the same object, with its card (and a copy's).
        for (i, p) in state.phased_out.iter_mut().enumerate() {
            let o = &mut p.object;
            if let Some(copy) = &mut o.copy_of {
                match table.add(db, &copy.card) {
                    Some((index, _)) => copy.card_index = index,
                    None => problems.push(
                        format!("phasedOut[{i}].object.copyOf"),
                        "unknown_card",
                        None,
                        "a copy names a card the database does not have".into(),
                    ),
                }
            }
            match table.add(db, &o.card) {
                Some((index, _)) => o.card_index = index,
                None => problems.push(
                    format!("phasedOut[{i}].object.card"),
                    "unknown_card",
                    None,
                    "a phased-out permanent names a card the database does not have".into(),
                ),
            }
            if o.owner.index() >= n || o.controller.index() >= n || o.zone != Zone::Battlefield {
                problems.push(
                    format!("phasedOut[{i}].object"),
                    "unknown_player",
                    Some("702.26b"),
                    "a phased-out permanent's owner or controller is not a player, or it is not on the battlefield"
                        .into(),
                );
            }
        }
        // 614.12: a permanent waiting to enter as a copy (707.2).
        if let Some(Pending::ChooseCopy { entering, .. } | Pending::ChooseReplacement { entering, .. }) =
            &mut state.pending
            && let Some(copy) = &mut entering.copy_of
        {
            let index = match copy.merged_with.is_empty() {
                true => table.add(db, &copy.card).map(|(index, _)| index),
                false => mutate::read_merged_copy(&mut table, db, copy, entering.face),
            };
            match index {
                Some(index) => copy.card_index = index,
                None => problems.push(
                    "pending.entering.copyOf".into(),
                    "unknown_card",
                    None,
                    "a copy names a card the database does not have".into(),
                ),
            }
        }
        let delayed = state
            .next_upkeep
            .iter_mut()
            .chain(&mut state.end_of_combat)
            .chain(&mut state.next_end_step)
            .chain(&mut state.delayed_this_turn);
        for (i, t) in state.triggers.iter_mut().chain(delayed).enumerate() {
            match table.add(db, &t.card) {
                Some((index, _)) => t.card_index = index,
                None => problems.push(
                    format!("triggers[{i}].card"),
                    "unknown_card",
                    None,
                    "a waiting trigger names a card the database does not have".into(),
                ),
            }
        }
        for (i, t) in state.owed_tokens.iter().enumerate() {
            if t.player.index() >= n {
                problems.push(
                    format!("owedTokens[{i}].player"),
                    "unknown_player",
                    Some("614.1a"),
                    format!("there is no {}", t.player),
                );
            }
            if table.add(db, &t.token).is_none() {
                problems.push(
                    format!("owedTokens[{i}].token"),
                    "unknown_card",
                    None,
                    "an owed token names a card the database does not have".into(),
                );
            }
        }
        // 611.2a: the card of an animation, which a later copy effect does not change.
        for (i, b) in state.became_creatures.iter_mut().enumerate() {
            let Some(card) = &b.card else { continue };
            match table.add(db, card) {
                Some((index, e)) if (b.face as usize) < e.card.faces.len() => b.card_index = Some(index),
                _ => problems.push(
                    format!("becameCreatures[{i}].card"),
                    "unknown_card",
                    None,
                    "an animation names a card (or face) the database does not have".into(),
                ),
            }
        }
        // Every zone list names objects in that zone, each object in exactly one list.
        let mut seen = vec![0u8; state.objects.len()];
        let mut check =
            |list: &[ObjectId], zone: Zone, owner: Option<PlayerId>, field: String, problems: &mut setup::Problems| {
                for id in list {
                    match state.objects.binary_search_by_key(id, |o| o.id) {
                        Ok(i)
                            if state
                                .objects
                                .get(i)
                                .is_some_and(|o| o.zone == zone && owner.is_none_or(|p| o.owner == p)) =>
                        {
                            if let Some(s) = seen.get_mut(i) {
                                *s = s.saturating_add(1);
                            }
                        }
                        _ => problems.push(
                            field.clone(),
                            "inconsistent_zone",
                            Some("400.1"),
                            format!("{id} is listed in {field} but is not an object there"),
                        ),
                    }
                }
            };
        for p in &state.players {
            check(&p.library, Zone::Library, Some(p.id), format!("players[{}].library", p.id.0), &mut problems);
            check(&p.hand, Zone::Hand, Some(p.id), format!("players[{}].hand", p.id.0), &mut problems);
            check(&p.graveyard, Zone::Graveyard, Some(p.id), format!("players[{}].graveyard", p.id.0), &mut problems);
        }
        check(&state.battlefield, Zone::Battlefield, None, "battlefield".into(), &mut problems);
        check(&state.stack, Zone::Stack, None, "stack".into(), &mut problems);
        check(&state.exile, Zone::Exile, None, "exile".into(), &mut problems);
        check(&state.command, Zone::Command, None, "command".into(), &mut problems);
        if seen.iter().any(|&s| s != 1) {
            problems.push(
                "objects".into(),
                "inconsistent_zone",
                Some("400.1"),
                "every object must be in exactly one zone list".into(),
            );
        }
        for (i, p) in state.players.iter().enumerate() {
            setup::check_life(&mut problems, i, p.life, setup::MAX_GAME_LIFE);
        }
        if state.players.iter().enumerate().any(|(i, p)| p.id.index() != i) {
            problems.push("players".into(), "inconsistent_seat", None, "players[i].id must be i".into());
        }
        if let Some(combat) = &state.combat {
            combat.check_read(&state, &mut problems);
        }
        problems.finish()?;
        state.reindex();
        let journal = journal::Journal::starting_at(&state);
        let cards = table.finish(db);
        let (land_types, stoppers, watches) = (land_types_in(&cards), stoppers_in(&cards), turn::Watches::of(&cards));
        Ok(Game { state, land_types, stoppers, watches, cards, journal })
    }
}
