//! Card text the engine understands: oracle text read into typed
//! [`Ability`]s (113), as a closed, growing vocabulary of keyword abilities
//! (702), triggered abilities (603), static abilities (604) and effects
//! (609), with every line not understood reported, never guessed.
//!
//! - [`ability`]: [`Ability`], [`Trigger`], [`StaticAbility`].
//! - [`cost`]: [`Cost`] and its [`CostPart`]s (118), [`ActivationRestriction`] (602.5).
//! - [`keyword`]: [`KeywordAbility`] with [`WardCost`] and [`ProtectionFrom`].
//! - [`effect`]: [`Effect`], [`TargetSpec`] (115), [`ObjectFilter`],
//!   [`Condition`], [`TokenSpec`].
//! - [`parse`]: the parser, [`parse_oracle_text`] and [`parse_line`].
//! - [`coverage`]: [`Coverage`] of a card pool, and the [`Executed`] (honest) figure.
//!
//! The rules for reading: each line is one ability, or a list of keywords
//! (113.2c); reminder text in parentheses is ignored (207.2a); the card's
//! own name, "this creature", "this spell" and the like mean the object
//! itself (201.5); a line is understood only if every sentence of it is, and
//! a line that is not is kept whole in the face's `unsupported_text`. This
//! module reads text; the game module executes what it reads.
//!
//! ```
//! use mtg_rules::text::{parse_line, Ability, Effect, LineReading, ParseContext, Recipient, TargetSpec};
//! let ctx = ParseContext { names: &["Lightning Bolt"], spell: true };
//! let LineReading::Understood(abilities) = parse_line("Lightning Bolt deals 3 damage to any target.", &ctx) else {
//!     panic!()
//! };
//! assert_eq!(abilities, [Ability::Spell { effects: vec![Effect::DealDamage {
//!     amount: 3,
//!     to: Recipient::Target { target: TargetSpec::AnyTarget }, // 115.4: battles too
//! }] }]);
//! ```

pub mod ability;
pub mod cost;
pub mod coverage;
pub mod effect;
pub mod keyword;
pub mod parse;

pub use ability::{
    Ability, ActivationReduction, BASIC_LAND_TYPES, ColorKeyword, CostCount, DrawnCard, EnterCondition, Modal, Mode,
    ModeCount, MoreModes, StaticAbility, StaticCondition, Trigger, TriggerStep, Whose, basic_land_type_bit,
};
pub use cost::{ActivationRestriction, Cost, CostPart};
pub use coverage::{CardCoverage, CardKind, Coverage, Executed};
pub use effect::{
    CastFrom, CombatRole, Comparison, Condition, Controller, Counted, CounterKind, DelayedTrigger, Effect,
    ForEachFromHand, ObjectFilter, PlayerRef, PredefinedToken, Quantity, Recipient, RevealedGroups, SearchDestination,
    Searchers, TargetSpec, TokenSpec, TokenX,
};
pub use keyword::{CompanionCondition, GrantedKeyword, KeywordAbility, ProtectionFrom, WardCost};
pub use parse::{
    LineReading, MAX_LINE_LEN, MAX_MODES, MAX_NUMBER, ParseContext, ParsedText, TextProblem, modal_block, parse_line,
    parse_oracle_text,
};
