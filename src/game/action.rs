//! [`Action`]s and the one source of truth for legality:
//! [`Game::legal_actions`], [`Game::is_legal`] and [`Game::apply`].

use super::Game;
use super::cast_options::Reason;
use super::combat::{AttackDeclaration, BlockDeclaration, DamageAssignment, illegal};
use super::division::even_division;
use super::enter::{EnterCause, EnterChoice, Entering, Entrant};
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::legal::Castable;
use super::payment::{self, PaymentPlan};
use super::state::{CastMethod, CopyOf, GameObject, ManaType, Pending};
use super::targets::{MAX_TARGET_CHOICES, Target, Targeter};
use super::turn::Flow;
use crate::card::{CardType, Zone};
use serde::{Deserialize, Serialize};

fn normal() -> CastMethod {
    CastMethod::Normal
}

/// Something a player does. Serialized as a `type`-tagged object in
/// camelCase, e.g.
/// `{ "type": "castSpell", "player": 0, "object": 7, "method": { "type": "prototype" } }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Action {
    /// 305.1, 116.2a. Play a land from hand (a special action):
    /// `{ "type": "playLand", "player": 0, "object": 7, "face": 1 }`.
    PlayLand {
        /// Who acts.
        player: PlayerId,
        /// The land card in hand.
        object: ObjectId,
        /// 712.12. For a modal double-faced card, the land face it is
        /// played as (0 = front, 1 = back); it enters with that face up.
        /// Absent: its first land face.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        face: Option<usize>,
    },
    /// 702.139a, 116.2g. Pay {3} and put your companion from outside the
    /// game into your hand (a special action, once a game; the solver's
    /// plan when `payment` is absent):
    /// `{ "type": "putCompanionIntoHand", "player": 0 }`.
    PutCompanionIntoHand {
        /// Who acts.
        player: PlayerId,
        /// 601.2g–h via 116.2g. How the {3} is paid.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        payment: Option<PaymentPlan>,
    },
    /// 702.170a, 116.2k. Plot a card from hand (a special action): pay its
    /// plot cost (the solver's plan when `payment` is absent) and exile it;
    /// it becomes plotted:
    /// `{ "type": "plot", "player": 0, "object": 7 }`.
    Plot {
        /// Who acts.
        player: PlayerId,
        /// The card with plot in their hand.
        object: ObjectId,
        /// 601.2g–h via 702.170a. How the plot cost is paid.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        payment: Option<PaymentPlan>,
    },
    /// 702.143a, 116.2h. Foretell a card from hand (a special action, any
    /// time its owner has priority during their turn): pay {2} (the solver's
    /// plan when `payment` is absent) and exile it face down:
    /// `{ "type": "foretell", "player": 0, "object": 7 }`.
    Foretell {
        /// Who acts.
        player: PlayerId,
        /// The card with foretell in their hand.
        object: ObjectId,
        /// 601.2g–h via 702.143a. How the {2} is paid.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        payment: Option<PaymentPlan>,
    },
    /// 702.62a, 116.2f. Suspend a card from hand (a special action, when its
    /// owner could begin to cast it): pay its suspend cost (the solver's plan
    /// when `payment` is absent) and exile it with its time counters:
    /// `{ "type": "suspend", "player": 0, "object": 7 }`.
    Suspend {
        /// Who acts.
        player: PlayerId,
        /// The card with suspend in their hand.
        object: ObjectId,
        /// 601.2g–h via 702.62a. How the suspend cost is paid.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        payment: Option<PaymentPlan>,
    },
    /// 605.3a. Activate a `{T}` mana ability of a permanent.
    ActivateManaAbility {
        /// Who acts.
        player: PlayerId,
        /// The permanent.
        object: ObjectId,
        /// Which bundle of mana to add, by index among the permanent's
        /// choices (0 if absent), e.g. 1 for `{U}` from `{T}: Add {W} or {U}`.
        #[serde(default)]
        choice: usize,
    },
    /// 602.2, 605.3. Activate an activated ability, or a mana ability with
    /// a cost beyond `{T}` (Treasure, filters, pain lands), by its index
    /// among the object's abilities:
    /// `{ "type": "activateAbility", "player": 0, "object": 7, "ability": 1 }`.
    ActivateAbility {
        /// Who acts.
        player: PlayerId,
        /// The permanent (or, for "Discard this card", the card in hand).
        object: ObjectId,
        /// Which ability: its index among the face's abilities.
        ability: usize,
        /// 605.3b. Which choice of mana it adds (0 if absent).
        #[serde(default)]
        #[tsify(optional)]
        choice: usize,
        /// 601.2c via 602.2b. Its targets, in order (none if absent).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[tsify(optional)]
        targets: Vec<Target>,
        /// 601.2h. The objects its cost sacrifices, discards or exiles, in
        /// the order of the cost's parts (none if absent).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[tsify(optional)]
        choices: Vec<ObjectId>,
        /// 601.2g–h. How to pay its mana; the solver's plan if absent.
        #[serde(default)]
        #[tsify(optional)]
        payment: Option<PaymentPlan>,
        /// 107.3, 601.2b via 602.2b. The value of X, if its cost has X (0 if
        /// absent).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        x: Option<u32>,
    },
    /// 701.23. Find a card in a library search, or none (`found` null,
    /// 701.23b) ([`Pending::SearchLibrary`]):
    /// `{ "type": "searchLibrary", "player": 0, "found": 23 }`.
    SearchLibrary {
        /// Who searches.
        player: PlayerId,
        /// The card found.
        found: Option<ObjectId>,
    },
    /// 601.2. Cast a spell from hand.
    CastSpell {
        /// Who acts.
        player: PlayerId,
        /// The card in hand.
        object: ObjectId,
        /// How: normal if absent.
        #[serde(default = "normal")]
        #[tsify(optional)]
        method: CastMethod,
        /// 107.3. The value of X, if the cost has X (0 if absent).
        #[serde(default)]
        #[tsify(optional)]
        x: Option<u32>,
        /// 601.2g–h. How to pay; the solver's plan if absent. (Boxed: it
        /// keeps `Action` small.)
        #[serde(default)]
        #[tsify(optional, type = "PaymentPlan | null")]
        payment: Option<Box<PaymentPlan>>,
        /// 601.2c. The targets, one per "target" in the spell's text, in
        /// order (none if absent); for a modal spell, those of the chosen
        /// modes in printed order (700.2c).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[tsify(optional)]
        targets: Vec<Target>,
        /// 601.2b, 700.2a. For a modal spell: the modes chosen, by index in
        /// printed order (none if absent), e.g. `[0, 2]`.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[tsify(optional)]
        modes: Vec<usize>,
        /// 601.2h, 118.8. The objects its additional cost sacrifices,
        /// discards or exiles (none if absent).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[tsify(optional)]
        choices: Vec<ObjectId>,
        /// 601.2d. For a spell that distributes ("Distribute X +1/+1
        /// counters among any number of target creatures you control"):
        /// each chosen target's share, in target order, at least one each,
        /// X in all (none if absent).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[tsify(optional)]
        division: Vec<u32>,
    },
    /// 117.3d. Pass priority: the next player in turn order receives it;
    /// when all players have passed in succession, the top object of the
    /// stack resolves or, with an empty stack, the step ends (117.4).
    PassPriority {
        /// Who acts.
        player: PlayerId,
    },
    /// 508.1. Declare attackers (the active player, in the declare attackers
    /// step, when [`Pending::DeclareAttackers`] asks), e.g.
    /// `{ "type": "declareAttackers", "player": 0, "attackers": [{ "attacker": 7, "target": { "type": "battle", "object": 12 } }] }`.
    /// An empty list attacks with nothing.
    DeclareAttackers {
        /// The active player.
        player: PlayerId,
        /// Each attacking creature and what it attacks.
        attackers: Vec<AttackDeclaration>,
    },
    /// 509.1. Declare blockers (a defending player, when
    /// [`Pending::DeclareBlockers`] asks), e.g.
    /// `{ "type": "declareBlockers", "player": 1, "blockers": [{ "blocker": 9, "attacker": 7 }] }`.
    DeclareBlockers {
        /// The defending player.
        player: PlayerId,
        /// Each blocking creature and the attacker it blocks.
        blockers: Vec<BlockDeclaration>,
    },
    /// 514.1. Discard one card to hand size in the cleanup step
    /// ([`Pending::Discard`]): `{ "type": "discard", "player": 0, "object": 31 }`.
    Discard {
        /// The active player.
        player: PlayerId,
        /// The card in hand.
        object: ObjectId,
    },
    /// 310.9a, 310.12a, 704.5x–y. Choose a battle's protector
    /// ([`Pending::ChooseProtector`]):
    /// `{ "type": "chooseProtector", "player": 0, "battle": 12, "protector": 2 }`.
    ChooseProtector {
        /// The battle's controller.
        player: PlayerId,
        /// The battle.
        battle: ObjectId,
        /// The player who protects it.
        protector: PlayerId,
    },
    /// 310.12b. Cast a defeated Siege transformed without paying its mana
    /// cost, or not ([`Pending::CastTransformed`]):
    /// `{ "type": "castTransformed", "player": 0, "object": 20, "cast": true }`.
    CastTransformed {
        /// Who may cast it.
        player: PlayerId,
        /// The card in exile.
        object: ObjectId,
        /// Whether to cast it.
        cast: bool,
    },
    /// 704.5j. The legend rule: keep one legendary permanent
    /// ([`Pending::ChooseLegend`]): `{ "type": "chooseLegend", "player": 0, "keep": 14 }`.
    ChooseLegend {
        /// Who chooses.
        player: PlayerId,
        /// The permanent kept.
        keep: ObjectId,
    },
    /// 603.3c–d. Choose the modes and targets of a triggered ability just
    /// put on the stack ([`Pending::ChooseTargets`]):
    /// `{ "type": "chooseTargets", "player": 0, "object": 30, "targets": [{ "type": "object", "object": 12 }] }`.
    ChooseTargets {
        /// The ability's controller.
        player: PlayerId,
        /// The ability on the stack.
        object: ObjectId,
        /// One target per "target" in its text (of a modal one, in its
        /// chosen modes, 700.2c), in order.
        targets: Vec<Target>,
        /// 603.3c, 700.2b. For a modal triggered ability: the modes chosen,
        /// by index in printed order (none: it is removed from the stack).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[tsify(optional)]
        modes: Vec<usize>,
    },
    /// 702.21a. Pay a ward cost, or not and have the spell or ability
    /// countered ([`Pending::PayWard`]): `{ "type": "payWard", "player": 1, "pay": true }`.
    PayWard {
        /// Who pays.
        player: PlayerId,
        /// Whether to pay.
        pay: bool,
    },
    /// 510.1c. Divide the combat damage of the attackers that have a choice
    /// ([`Pending::AssignCombatDamage`]); the others assign theirs as the
    /// rules say: `{ "type": "assignCombatDamage", "player": 0, "assignments":
    /// [{ "attacker": 7, "to": { "type": "object", "object": 11 }, "amount": 3 }] }`.
    AssignCombatDamage {
        /// The active player.
        player: PlayerId,
        /// For each attacker with a choice, where each part of its damage goes.
        assignments: Vec<DamageAssignment>,
    },
    /// 702.140c. Put a resolving mutating creature spell on top of its
    /// target or under it ([`Pending::Mutate`]):
    /// `{ "type": "mutate", "player": 0, "onTop": true }`.
    Mutate {
        /// The spell's controller.
        player: PlayerId,
        /// On top (the merged permanent has the spell's characteristics) or under.
        on_top: bool,
    },
    /// 707.9. Choose what a resolving "may enter as a copy" permanent spell
    /// copies, or nothing (`copy` null, when it says "may")
    /// ([`Pending::ChooseCopy`]): `{ "type": "chooseCopy", "player": 0, "object": 25, "copy": 12 }`.
    ChooseCopy {
        /// The spell's controller.
        player: PlayerId,
        /// The spell on the stack.
        object: ObjectId,
        /// The permanent to copy.
        copy: Option<ObjectId>,
    },
    /// 614.12. Accept or decline a replacement effect's choice as a
    /// permanent enters ([`Pending::ChooseReplacement`]), e.g. pay 2 life
    /// for a shock land to enter untapped:
    /// `{ "type": "chooseReplacement", "player": 0, "object": 25, "accept": true }`.
    ChooseReplacement {
        /// The permanent's controller-to-be.
        player: PlayerId,
        /// The card or spell entering.
        object: ObjectId,
        /// Whether to accept (pay the cost; for a color, choose it).
        accept: bool,
        /// 614.12. The color chosen, for "As \[this\] enters, choose a color".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        color: Option<crate::color::Color>,
        /// 614.12, 205.3m. The creature type chosen, for "As \[this\] enters,
        /// choose a creature type".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        creature_type: Option<crate::card::subtypes::CreatureType>,
        /// 701.9a. The land card discarded, for "you may discard a land card
        /// instead" (Mox Diamond).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        card: Option<ObjectId>,
        /// 614.12. The player chosen, for "As \[this\] enters, choose a
        /// player".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        chosen_player: Option<PlayerId>,
    },
    /// 701.22a. Scry ([`Pending::Scry`]): the cards looked at go on top in
    /// the order of `top` (its first card on top) and on the bottom in the
    /// order of `bottom` (its last card at the bottom), each exactly once:
    /// `{ "type": "scry", "player": 0, "top": [], "bottom": [41] }`.
    Scry {
        /// Who scries.
        player: PlayerId,
        /// The cards kept on top, top first.
        top: Vec<ObjectId>,
        /// The cards put on the bottom.
        bottom: Vec<ObjectId>,
    },
    /// 701.25a. Surveil ([`Pending::Surveil`]): the cards looked at go on
    /// top in the order of `top` and into the graveyard in the order of
    /// `graveyard`, each exactly once:
    /// `{ "type": "surveil", "player": 0, "top": [], "graveyard": [41] }`.
    Surveil {
        /// Who surveils.
        player: PlayerId,
        /// The cards kept on top, top first.
        top: Vec<ObjectId>,
        /// The cards put into the graveyard.
        graveyard: Vec<ObjectId>,
    },
    /// 608.2d. Choose the land a resolving "return a land you control to its
    /// owner's hand" returns ([`Pending::ReturnLand`]):
    /// `{ "type": "returnLand", "player": 0, "object": 12 }`.
    ReturnLand {
        /// Who chooses.
        player: PlayerId,
        /// The land.
        object: ObjectId,
    },
    /// 608.2d. Choose one of the objects a resolving instruction offers
    /// ([`Pending::ChooseObject`]): the permanent to sacrifice (701.21a), the
    /// card of a revealed hand to be discarded (701.9b):
    /// `{ "type": "chooseObject", "player": 1, "object": 12 }`.
    ChooseObject {
        /// Who chooses.
        player: PlayerId,
        /// The object.
        object: ObjectId,
    },
    /// 603.5. Do what a resolving "you may" ability offers, or not
    /// ([`Pending::YouMay`]): `{ "type": "youMay", "player": 0, "accept": true }`.
    /// Declining also ends a "discard up to N cards" ([`Pending::Discard`], 701.9b).
    YouMay {
        /// Who chooses.
        player: PlayerId,
        /// True to do it.
        accept: bool,
    },
    /// 608.2d, 106.1. Choose one mana a resolving instruction adds
    /// ([`Pending::ChooseMana`]): `{ "type": "chooseMana", "player": 0, "mana": "G" }`.
    ChooseMana {
        /// Who chooses.
        player: PlayerId,
        /// The kind of mana.
        mana: ManaType,
    },
    /// 201.3. Name a card for a resolving "Choose a card name"
    /// ([`Pending::NameACard`]): `{ "type": "nameACard", "player": 0, "name": "Lightning Bolt" }`.
    NameACard {
        /// Who names it.
        player: PlayerId,
        /// The card's name.
        name: String,
    },
    /// 105.1, 608.2d. Choose a color for a resolving "Choose a color."
    /// ([`Pending::ChooseColor`]): `{ "type": "chooseColor", "player": 0, "color": "G" }`.
    ChooseColor {
        /// Who chooses.
        player: PlayerId,
        /// The color.
        color: crate::color::Color,
    },
    /// 701.34a. Choose what a resolving proliferate gives more counters
    /// ([`Pending::Proliferate`]), any number of those offered:
    /// `{ "type": "proliferate", "player": 0, "objects": [12], "players": [1] }`.
    Proliferate {
        /// Who proliferates.
        player: PlayerId,
        /// The permanents chosen.
        objects: Vec<ObjectId>,
        /// The players chosen.
        players: Vec<PlayerId>,
    },
    /// 700.3a. Separate the permanents of [`Pending::SeparatePiles`] into
    /// two piles: `pile` is the first, every other one is in the second:
    /// `{ "type": "separatePiles", "player": 0, "pile": [12, 14] }`.
    SeparatePiles {
        /// Who separates.
        player: PlayerId,
        /// The first pile.
        pile: Vec<ObjectId>,
    },
    /// 700.3. Choose a pile of [`Pending::ChoosePile`]:
    /// `{ "type": "choosePile", "player": 1, "first": false }` chooses the second.
    ChoosePile {
        /// Who chooses.
        player: PlayerId,
        /// The first pile (else the second).
        first: bool,
    },
    /// 103.5. Keep the hand or take a mulligan ([`Pending::Mulligan`]):
    /// `{ "type": "mulligan", "player": 0, "keep": false }` takes one.
    Mulligan {
        /// Who declares.
        player: PlayerId,
        /// True to keep the hand; false to take a mulligan.
        keep: bool,
    },
    /// 103.5. After a mulligan, put cards from hand on the bottom of the
    /// library ([`Pending::MulliganBottom`]), in the order listed (the last
    /// becomes the bottom card):
    /// `{ "type": "putOnBottom", "player": 0, "objects": [31, 27] }`.
    PutOnBottom {
        /// Who puts them there.
        player: PlayerId,
        /// The cards in hand, exactly as many as the pending choice asks.
        objects: Vec<ObjectId>,
    },
}

fn not_now(code: &'static str, rule: &'static str, message: &str) -> RulesError {
    illegal(code, rule, message)
}

/// The rule behind a pending choice.
fn pending_rule(pending: &Pending) -> &'static str {
    match pending {
        Pending::DeclareAttackers { .. } => "508.1",
        Pending::DeclareBlockers { .. } => "509.1",
        Pending::Discard { effect: true, .. } => "701.9b",
        Pending::Discard { effect: false, .. } => "514.1",
        Pending::ChooseProtector { .. } => "310.9a",
        Pending::CastTransformed { .. } => "310.12b",
        Pending::Cascade { .. } => "702.85a",
        Pending::Rebound { .. } => "702.88a",
        Pending::Miracle { .. } => "702.94a",
        Pending::CastFromGraveyard { .. } | Pending::CastWithoutPaying { .. } => "608.2g",
        Pending::ChooseLegend { .. } => "704.5j",
        Pending::ChooseTargets { .. } => "603.3d",
        Pending::AssignCombatDamage { .. } => "510.1c",
        Pending::PayWard { pay_for, .. } => pay_for.rule(),
        Pending::ChooseCopy { .. } => "707.9",
        Pending::Mutate { .. } => "702.140c",
        Pending::ChooseReplacement { .. } => "614.12",
        Pending::SearchLibrary { .. } => "701.23",
        Pending::Mulligan { .. } | Pending::MulliganBottom { .. } => "103.5",
        Pending::Scry { .. } => "701.22a",
        Pending::Surveil { explorer: Some(_), .. } => "701.44a",
        Pending::Surveil { look: true, .. } => "608.2d",
        Pending::Surveil { .. } => "701.25a",
        Pending::ReturnLand { .. } => "608.2d",
        Pending::ChooseObject { purpose, .. } => purpose.rule(),
        Pending::YouMay { .. } => "603.5",
        Pending::ChooseMana { .. } => "608.2d",
        Pending::NameACard { .. } => "201.3",
        Pending::ChooseColor { .. } => "608.2d",
        Pending::Proliferate { .. } => "701.34a",
        Pending::SeparatePiles { .. } | Pending::ChoosePile { .. } => "700.3",
        Pending::Dredge { .. } => "702.52a",
    }
}

impl Action {
    /// Who takes the action.
    pub const fn player(&self) -> PlayerId {
        match *self {
            Action::PlayLand { player, .. }
            | Action::Plot { player, .. }
            | Action::Suspend { player, .. }
            | Action::Foretell { player, .. }
            | Action::PutCompanionIntoHand { player, .. }
            | Action::ActivateManaAbility { player, .. }
            | Action::ActivateAbility { player, .. }
            | Action::SearchLibrary { player, .. }
            | Action::CastSpell { player, .. }
            | Action::PassPriority { player }
            | Action::DeclareAttackers { player, .. }
            | Action::DeclareBlockers { player, .. }
            | Action::Discard { player, .. }
            | Action::ChooseProtector { player, .. }
            | Action::CastTransformed { player, .. }
            | Action::ChooseLegend { player, .. }
            | Action::ChooseTargets { player, .. }
            | Action::AssignCombatDamage { player, .. }
            | Action::PayWard { player, .. }
            | Action::ChooseCopy { player, .. }
            | Action::Mutate { player, .. }
            | Action::ChooseReplacement { player, .. }
            | Action::Mulligan { player, .. }
            | Action::PutOnBottom { player, .. }
            | Action::Scry { player, .. }
            | Action::Surveil { player, .. }
            | Action::ReturnLand { player, .. }
            | Action::ChooseObject { player, .. }
            | Action::YouMay { player, .. }
            | Action::ChooseMana { player, .. }
            | Action::NameACard { player, .. }
            | Action::ChooseColor { player, .. }
            | Action::Proliferate { player, .. }
            | Action::SeparatePiles { player, .. }
            | Action::ChoosePile { player, .. } => player,
        }
    }

    /// 116.1, 117.1. Whether the player chooses to play or put something
    /// on the stack (casting, activating, a special action) rather than to
    /// pass priority or answer a choice ([`Game::execute`]'s bound on the stack).
    pub(crate) const fn puts_on_stack_by_choice(&self) -> bool {
        match self {
            Action::PlayLand { .. }
            | Action::Plot { .. }
            | Action::Suspend { .. }
            | Action::Foretell { .. }
            | Action::PutCompanionIntoHand { .. }
            | Action::ActivateManaAbility { .. }
            | Action::ActivateAbility { .. }
            | Action::CastSpell { .. }
            | Action::CastTransformed { .. }
            | Action::Mutate { .. } => true,
            Action::SearchLibrary { .. }
            | Action::PassPriority { .. }
            | Action::DeclareAttackers { .. }
            | Action::DeclareBlockers { .. }
            | Action::Discard { .. }
            | Action::ChooseProtector { .. }
            | Action::ChooseLegend { .. }
            | Action::ChooseTargets { .. }
            | Action::AssignCombatDamage { .. }
            | Action::PayWard { .. }
            | Action::ChooseCopy { .. }
            | Action::ChooseReplacement { .. }
            | Action::Mulligan { .. }
            | Action::PutOnBottom { .. }
            | Action::Scry { .. }
            | Action::Surveil { .. }
            | Action::ReturnLand { .. }
            | Action::ChooseObject { .. }
            | Action::YouMay { .. }
            | Action::ChooseMana { .. }
            | Action::NameACard { .. }
            | Action::ChooseColor { .. }
            | Action::Proliferate { .. }
            | Action::SeparatePiles { .. }
            | Action::ChoosePile { .. } => false,
        }
    }

    /// Reads an action from JSON; a malformed action (an unknown type, a
    /// negative X, a missing field) is an `invalid_action` error, one longer
    /// than [`MAX_ACTION_JSON_LEN`](super::MAX_ACTION_JSON_LEN) bytes `action_too_long`.
    pub fn from_json(json: &str) -> Result<Action, RulesError> {
        if json.len() > super::MAX_ACTION_JSON_LEN {
            let message = format!(
                "the action's JSON is {} bytes long; at most {} are accepted",
                json.len(),
                super::MAX_ACTION_JSON_LEN
            );
            return Err(RulesError::LimitExceeded { code: "action_too_long", message });
        }
        // Read by hand (`read_json`): serde's derive for this internally tagged enum is large in the wasm.
        let value: serde_json::Value = serde_json::from_slice(json.as_bytes())
            .map_err(|e| RulesError::InvalidAction { message: e.to_string() })?;
        super::read_json::read_action(&value).map_err(|message| RulesError::InvalidAction { message })
    }
}

/// The answers of a pending choice that names objects: one per object of
/// `objects` that `answer` gives one for, in order (one collection of
/// actions for them all, not one per kind of answer, in the wasm).
fn per_object(objects: &[ObjectId], answer: &dyn Fn(ObjectId) -> Option<Action>) -> Vec<Action> {
    let mut answers = Vec::with_capacity(objects.len());
    for &object in objects {
        if let Some(a) = answer(object) {
            answers.push(a);
        }
    }
    answers
}

impl Game {
    /// 117.1. Every action the player who must act may take now. With a
    /// pending choice ([`GameState::pending`](super::GameState)), its answers:
    /// for attackers and blockers a representative set (none, each single
    /// attacker at each target or each single block, everything at once —
    /// not every combination, which [`Game::is_legal`] accepts nonetheless);
    /// each card to discard; each possible protector; yes and no; each
    /// legend to keep; keep or mulligan (103.5) and the cards to put on the
    /// bottom (every set of them in hand order, not every order). Otherwise the priority player's: play a land,
    /// activate each mana ability (each choice of mana), cast each castable
    /// option of each card in hand (X = 0, the solver's payment), pass
    /// priority. Nothing once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        // Room for a typical listing (growing one action at a time is a
        // noticeable share of random play) in under 1 KB, which allocators
        // serve fastest.
        let mut actions = Vec::with_capacity(7);
        self.legal_actions_into(&mut actions);
        actions
    }

    /// [`Game::legal_actions`] written into `actions` (cleared first), so
    /// that a caller listing again and again reuses one buffer.
    pub(crate) fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        actions.clear();
        if self.state.is_over() {
            return;
        }
        if let Some(pending) = &self.state.pending {
            actions.append(&mut self.answers(pending));
            return;
        }
        let player = self.state.priority_player;
        let Some(p) = self.state.player(player) else { return };
        // The fast forms of `check_play_land`, `check_mana_ability` and
        // `cast_options` (see `legal`).
        if self.may_play_land_now(player) {
            // 305.1: and from their graveyard, when a permanent of theirs allows it.
            // (A land in the graveyard first: the cheaper question.)
            let land_there = self.state.objects_in(&p.graveyard).flatten().any(|o| self.can_play_land(player, o));
            let graveyard: &[ObjectId] =
                if land_there && self.plays_lands_from_graveyard(player) { &p.graveyard } else { &[] };
            // 305.1, 601.3: and from exile, when a permission allows it.
            let exiled = self.lands_playable_from_exile(player);
            let cards = p.hand.iter().chain(graveyard).chain(&exiled);
            let objects = self.state.objects_in(&p.hand).chain(self.state.objects_in(graveyard));
            for (&id, object) in cards.zip(objects.chain(self.state.objects_in(&exiled))) {
                let Some(entry) = object.filter(|o| self.can_play_land(player, o)).and_then(|o| self.entry(o).ok())
                else {
                    continue;
                };
                if entry.is_modal() {
                    // 712.12: each land face is a choice.
                    for &face in &entry.land_faces {
                        actions.push(Action::PlayLand { player, object: id, face: Some(face) });
                    }
                } else {
                    actions.push(Action::PlayLand { player, object: id, face: None });
                }
            }
        }
        // 116.2f, 702.62a: suspending a card from hand, whenever its owner could begin to cast it.
        for (&id, object) in p.hand.iter().zip(self.state.objects_in(&p.hand)) {
            let suspend = object.and_then(|o| self.entry(o).ok()).is_some_and(|e| e.suspend);
            if suspend && self.can_suspend(player, id) {
                actions.push(Action::Suspend { player, object: id, payment: None });
            }
        }
        // 116.2h, 702.143a: foretelling a card from hand, in its owner's turn.
        if self.state.active_player == player {
            for (&id, object) in p.hand.iter().zip(self.state.objects_in(&p.hand)) {
                let foretell = object.and_then(|o| self.entry(o).ok()).is_some_and(|e| e.foretell);
                if foretell && self.can_foretell(player, id) {
                    actions.push(Action::Foretell { player, object: id, payment: None });
                }
            }
        }
        // 116.2k: plotting a card from hand, in a main phase with an empty stack.
        if self.state.active_player == player && self.state.step.is_main_phase() && self.state.stack.is_empty() {
            for (&id, object) in p.hand.iter().zip(self.state.objects_in(&p.hand)) {
                let plot = object.and_then(|o| self.entry(o).ok()).is_some_and(|e| e.plot);
                if plot && self.can_plot(player, id) {
                    actions.push(Action::Plot { player, object: id, payment: None });
                }
            }
            // 116.2g: the companion into hand, once.
            if p.companion.is_some() && self.can_put_companion_into_hand(player) {
                actions.push(Action::PutCompanionIntoHand { player, payment: None });
            }
        }
        let battlefield = &self.state.battlefield;
        for (&id, object) in battlefield.iter().zip(self.state.objects_in(battlefield)) {
            let Some(object) = object.filter(|o| o.controller == player && !o.tapped) else { continue };
            let Some(profile) = self.profile_of(object) else { continue };
            for choice in 0..self.mana_bundles(object, profile).len() {
                if self.can_activate_mana_ability(player, object, choice) {
                    actions.push(Action::ActivateManaAbility { player, object: id, choice });
                }
            }
        }
        // Only a game with a card that has an activated ability looks (602.1).
        if self.cards.iter().any(|e| e.activated.iter().any(|face| !face.is_empty()))
            || !self.state.gained_abilities.is_empty()
        {
            self.activations(player, battlefield, actions);
            self.activations(player, &p.hand, actions);
            // 113.6m: "Exile this card from your graveyard: …" (embalm 702.128a).
            self.activations(player, &p.graveyard, actions);
        }
        let castable = self.castable_in_hand(player, &p.hand);
        let elsewhere = self.castable_in_graveyard(player, &p.graveyard).into_iter();
        self.casts(player, castable.into_iter().chain(elsewhere).chain(self.castable_in_exile(player)), actions);
        actions.push(Action::PassPriority { player });
    }

    /// 601.2b–c. The cast actions of castable ways of casting: one per
    /// legal choice of targets, modes and objects for additional costs.
    fn casts(&self, player: PlayerId, castable: impl Iterator<Item = Castable>, actions: &mut Vec<Action>) {
        for c in castable {
            let Some(object) = self.state.object(c.object) else { continue };
            let object = super::casting::as_cast(object, c.method); // 715.3b
            // 107.3: a target "with mana value X or less" is listed with the least X for it.
            if self.modal_of(&object).is_some()
                || self.spell_cost_parts(&object, c.method).next().is_some()
                || self.cost_depends_on_targets(&object)
                || (c.has_x && self.target_specs_of(&object).iter().any(|s| s.reads_x()))
            {
                self.chosen_casts(player, &object, &c, actions);
                continue;
            }
            let cast = |targets| c.action(player, targets, Vec::new(), Vec::new());
            // 601.2b–c: "X target …": each X with each set of X targets (while payable).
            if c.has_x && self.has_x_targets(&object) {
                self.x_target_casts(player, &object, &c, actions);
                continue;
            }
            let specs = self.target_specs_of(&object);
            if specs.is_empty() {
                actions.push(cast(Vec::new()));
            } else {
                // 601.2c: one cast per legal choice of targets.
                let by = Targeter { ability: None, controller: player, colors: c.colors, object: None, x: 0 };
                actions.extend(self.target_choices(&specs, &by).into_iter().map(cast));
            }
        }
    }

    /// 601.2b–c. The casts of a spell with "X target …": X = 0 with none,
    /// then each X with each set of X legal targets (listed once, in
    /// candidate order), until an X finds no set or can't be paid; at most
    /// [`MAX_TARGET_CHOICES`] in all.
    fn x_target_casts(&self, player: PlayerId, object: &GameObject, c: &Castable, actions: &mut Vec<Action>) {
        actions.push(c.action(player, Vec::new(), Vec::new(), Vec::new()));
        let by = Targeter { ability: None, controller: player, colors: c.colors, object: None, x: 0 };
        let mut listed = 0;
        let distributes = self.distributes(object);
        for x in 1..=super::targets::MAX_X_TARGETS as u32 {
            let o = GameObject { x: Some(x), ..object.clone() };
            let choices = self.target_choices(&self.target_specs_of(&o), &by);
            let mut any = false;
            for targets in choices {
                let (object, method, x) = (c.object, c.method, Some(x));
                let (payment, modes, choices) = (None, Vec::new(), Vec::new());
                // 601.2d: a spell that distributes lists the division as even as it can be.
                let division = match distributes {
                    true => even_division(x.unwrap_or(0), &targets),
                    false => Vec::new(),
                };
                let action =
                    Action::CastSpell { player, object, method, x, payment, targets, modes, choices, division };
                if listed >= MAX_TARGET_CHOICES || !self.is_legal(&action) {
                    return;
                }
                listed += 1;
                any = true;
                actions.push(action);
            }
            if !any {
                return;
            }
        }
    }

    /// 107.3, 601.2c. The least X for which each of `targets` has mana
    /// value X or less: the greatest of their mana values.
    fn least_x_for(&self, targets: &[Target]) -> u32 {
        let value = |t: &Target| match *t {
            Target::Object { object } => self.card_mana_value(object),
            Target::Player { .. } | Target::Nothing => 0,
        };
        u32::try_from(targets.iter().map(value).max().unwrap_or(0)).unwrap_or(u32::MAX)
    }

    /// 601.2b–c, 601.2h, 700.2a. The casts of a castable spell that chooses
    /// modes or objects for an additional cost: each choice of as many modes
    /// as it says whose cost can be paid, each choice of objects for its
    /// additional cost, with each legal choice of targets (at most
    /// [`MAX_TARGET_CHOICES`] in all).
    fn chosen_casts(&self, player: PlayerId, object: &GameObject, c: &Castable, actions: &mut Vec<Action>) {
        let mode_sets: Vec<Vec<usize>> = match self.modal_of(object) {
            Some((choose, modes)) => (1u64..(1 << modes.len()))
                .filter(|mask| (choose.min..=choose.max).contains(&mask.count_ones()))
                .map(|mask| (0..modes.len()).filter(|m| mask >> m & 1 == 1).collect())
                .collect(),
            None => vec![Vec::new()],
        };
        let cost_sets = self.additional_cost_choices(player, object, c.method);
        // 601.2f: a cost that depends on the targets is judged per choice.
        let by_targets = self.cost_depends_on_targets(object);
        // 715.3: the spell as cast (an Adventure's face, …) decides who may pay for it.
        let cast = super::casting::as_cast(object, c.method);
        let wallet = self.wallet_for(player, &cast);
        let mut listed = 0;
        for modes in mode_sets {
            let mut o = cast.clone().into_owned();
            o.modes = modes;
            let Ok(eval) = self.evaluate_cast(player, &o, c.method) else { continue };
            let payable = eval.cost.as_ref().is_some_and(|cost| payment::can_pay(cost, 0, &wallet));
            if !eval.reasons.is_empty() || !payable {
                continue;
            }
            // 107.3, 601.2c: a target "with mana value X or less": each target set with the least X for it.
            let specs = self.target_specs_of(&o);
            let x_of_targets = c.has_x && specs.iter().any(|s| s.reads_x());
            let x = if x_of_targets { super::MAX_X } else { 0 };
            let by = Targeter { ability: None, controller: player, colors: c.colors, object: None, x };
            for targets in self.target_choices(&specs, &by) {
                for choices in &cost_sets {
                    if listed >= MAX_TARGET_CHOICES {
                        return;
                    }
                    let mut action = c.action(player, targets.clone(), o.modes.clone(), choices.clone());
                    if let (true, Action::CastSpell { x, .. }) = (x_of_targets, &mut action) {
                        *x = Some(self.least_x_for(&targets));
                    }
                    // 601.2h: an object sacrificed for mana cannot also pay the spell's cost: only a
                    // choice that takes one of the wallet's objects (a mana source, a convoke, improvise
                    // or delve payer) may leave the mana short, and only that is tried on a copy.
                    let shares_payer = || {
                        choices.iter().any(|id| {
                            wallet.sources.iter().any(|s| s.id == *id)
                                || wallet.alternatives.iter().any(|a| a.id == *id)
                        })
                    };
                    if (!by_targets && !x_of_targets && !shares_payer()) || self.is_legal(&action) {
                        listed += 1;
                        actions.push(action);
                    }
                }
            }
        }
    }

    /// Whether `action` is legal now: exactly when [`Game::apply`] would succeed.
    pub fn is_legal(&self, action: &Action) -> bool {
        self.scratch().execute(action).is_ok()
    }

    /// Takes an action. An illegal one returns a typed error and leaves the
    /// game exactly as it was (732.1): the action runs in place and, should
    /// it fail, the game is rebuilt from its last checkpoint (see `journal`).
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RulesError> {
        self.apply_atomically(action)
    }

    /// The answers offered for a pending choice.
    fn answers(&self, pending: &Pending) -> Vec<Action> {
        match pending {
            &Pending::DeclareAttackers { player } => self.attack_choices(player),
            &Pending::DeclareBlockers { player } => self.block_choices(player),
            Pending::Discard { player, chosen, up_to, .. } => {
                let hand = self.state.player(*player).map_or(&[][..], |p| p.hand.as_slice());
                let mut answers = per_object(hand, &|object| {
                    (!chosen.contains(&object)).then_some(Action::Discard { player: *player, object })
                });
                // 701.9b: "up to": or no more.
                if *up_to {
                    answers.push(Action::YouMay { player: *player, accept: false });
                }
                answers
            }
            &Pending::ChooseProtector { player, battle } => self
                .protector_choices(battle)
                .into_iter()
                .map(|protector| Action::ChooseProtector { player, battle, protector })
                .collect(),
            &Pending::CastTransformed { player, object } => vec![
                Action::CastTransformed { player, object, cast: true },
                Action::CastTransformed { player, object, cast: false },
            ],
            // 702.85a, 702.88a, 702.94a: each way to cast the card offered, or not casting it.
            &Pending::Cascade { player, object, .. }
            | &Pending::Rebound { player, object }
            | &Pending::Miracle { player, object }
            | &Pending::CastFromGraveyard { player, object, .. }
            | &Pending::CastWithoutPaying { player, object, .. } => {
                // Only the way offered: for its miracle cost, or without paying its mana cost (not, say, the
                // card's own escape or disturb from a graveyard, which `answer_cast_from_exile` refuses).
                let method = match pending {
                    Pending::Miracle { .. } => CastMethod::Miracle,
                    // 118.14: for its mana cost, spending mana of any type.
                    Pending::CastFromGraveyard { mana_of_any_type: true, .. } => CastMethod::Normal,
                    _ => CastMethod::WithoutPayingManaCost,
                };
                let castable = self.castable_ways(object, Some(player)).unwrap_or_default();
                let offered = castable.into_iter().filter(|c| c.method == method);
                let mut answers = Vec::new();
                self.casts(player, offered, &mut answers);
                answers.push(Action::YouMay { player, accept: false });
                answers
            }
            Pending::ChooseLegend { player, objects } => {
                per_object(objects, &|keep| Some(Action::ChooseLegend { player: *player, keep }))
            }
            &Pending::ChooseTargets { player, object } => {
                let Some(ability) = self.state.object(object) else { return Vec::new() };
                let choices = match ability.spell_copy {
                    true => self.new_target_choices(ability).into_iter().map(|t| (Vec::new(), t)).collect(),
                    false => self.trigger_choices(ability),
                };
                let answer = |(modes, targets)| Action::ChooseTargets { player, object, targets, modes };
                choices.into_iter().map(answer).collect()
            }
            &Pending::AssignCombatDamage { player } => self.damage_division_choices(player),
            Pending::PayWard { player, .. } => {
                let pay = Action::PayWard { player: *player, pay: true };
                let mut answers = Vec::with_capacity(2);
                if self.ward_payment(pending).is_ok() {
                    answers.push(pay);
                }
                answers.push(Action::PayWard { player: *player, pay: false });
                answers
            }
            &Pending::ChooseReplacement { player, object, ref choice, .. } => {
                let answer = |accept, color, creature_type, card| Action::ChooseReplacement {
                    player,
                    object,
                    accept,
                    color,
                    creature_type,
                    card,
                    chosen_player: None,
                };
                match choice {
                    EnterChoice::Color { .. } => {
                        return choice.colors().map(|c| answer(true, Some(c), None, None)).collect();
                    }
                    EnterChoice::CreatureType => {
                        return self.creature_type_choices(player).map(|t| answer(true, None, Some(t), None)).collect();
                    }
                    // 614.12: each player in the game, in turn order.
                    EnterChoice::Player => {
                        let players = self.state.players.iter().filter(|p| self.state.in_game(p.id));
                        let chosen = |p: &super::state::Player| Action::ChooseReplacement {
                            player,
                            object,
                            accept: true,
                            color: None,
                            creature_type: None,
                            card: None,
                            chosen_player: Some(p.id),
                        };
                        return players.map(chosen).collect();
                    }
                    // 201.3: the names of the cards in the game.
                    EnterChoice::CardName => {
                        return self
                            .nameable(false)
                            .into_iter()
                            .map(|name| Action::NameACard { player, name })
                            .collect();
                    }
                    EnterChoice::DiscardLand => {
                        let discard = |card| Some(answer(true, None, None, Some(card)));
                        let mut answers = per_object(&self.land_cards_in_hand(player, object), &discard);
                        answers.push(answer(false, None, None, None));
                        return answers;
                    }
                    EnterChoice::Copy | EnterChoice::PayLifeOrTapped { .. } => {}
                }
                let mut answers = Vec::with_capacity(2);
                if self.can_accept_entering(choice, player) {
                    answers.push(answer(true, None, None, None));
                }
                answers.push(answer(false, None, None, None));
                answers
            }
            &Pending::Mutate { player, .. } => {
                vec![Action::Mutate { player, on_top: true }, Action::Mutate { player, on_top: false }]
            }
            &Pending::ChooseCopy { player, object, .. } => {
                let Some((optional, choices)) = self.state.object(object).and_then(|o| self.copy_choices(o)) else {
                    return Vec::new();
                };
                let mut answers = per_object(&choices, &|c| Some(Action::ChooseCopy { player, object, copy: Some(c) }));
                if optional {
                    answers.push(Action::ChooseCopy { player, object, copy: None });
                }
                answers
            }
            Pending::SearchLibrary { player, candidates, .. } => candidates
                .iter()
                .map(|&c| Some(c))
                .chain([None])
                .map(|found| Action::SearchLibrary { player: *player, found })
                .collect(),
            Pending::Mulligan { player, mulligans } => self.mulligan_choices(*player, mulligans),
            &Pending::MulliganBottom { player, count, .. } => self.bottom_choices(player, count),
            Pending::Scry { player, cards, .. } | Pending::Surveil { player, cards, .. } => {
                self.look_choices(pending, *player, cards)
            }
            Pending::ChooseObject { player, objects, up_to, .. } => {
                let mut answers = per_object(objects, &|object| Some(Action::ChooseObject { player: *player, object }));
                // 608.2d: "up to one": or none.
                if *up_to {
                    answers.push(Action::YouMay { player: *player, accept: false });
                }
                answers
            }
            Pending::ReturnLand { player, lands } => {
                per_object(lands, &|object| Some(Action::ReturnLand { player: *player, object }))
            }
            &Pending::YouMay { player, .. } => [true, false].map(|accept| Action::YouMay { player, accept }).to_vec(),
            Pending::ChooseMana { player, mana, .. } => {
                mana.iter().map(|&mana| Action::ChooseMana { player: *player, mana }).collect()
            }
            &Pending::NameACard { player, not_basic_land, .. } => {
                self.nameable(not_basic_land).into_iter().map(|name| Action::NameACard { player, name }).collect()
            }
            &Pending::ChooseColor { player, may, .. } => {
                let mut answers = crate::color::Color::ALL.map(|color| Action::ChooseColor { player, color }).to_vec();
                // 603.5: or decline.
                if may {
                    answers.push(Action::YouMay { player, accept: false });
                }
                answers
            }
            Pending::Proliferate { player, objects, players } => Self::proliferate_choices(*player, objects, players),
            Pending::SeparatePiles { player, objects, .. } => Self::pile_separations(*player, objects),
            &Pending::ChoosePile { player, .. } => {
                [true, false].map(|first| Action::ChoosePile { player, first }).to_vec()
            }
            // 702.52a: dredge one of the cards, or draw.
            Pending::Dredge { player, cards, .. } => {
                let mut answers = per_object(cards, &|object| Some(Action::ChooseObject { player: *player, object }));
                answers.push(Action::YouMay { player: *player, accept: false });
                answers
            }
        }
    }

    /// Runs an action in place (no rollback: see [`Game::apply`]), then checks the engine's
    /// bounds ([`MAX_GAME_OBJECTS`](super::MAX_GAME_OBJECTS), [`MAX_STACK_DEPTH`](super::MAX_STACK_DEPTH),
    /// [`MAX_TRIGGERS_PER_ACTION`](super::MAX_TRIGGERS_PER_ACTION), [`MAX_OBJECT_ID`](super::MAX_OBJECT_ID)):
    /// an action past one is an error, so `is_legal` and `apply` refuse it alike.
    pub(crate) fn execute(&mut self, action: &Action) -> Result<Vec<Event>, RulesError> {
        let events = self.execute_unbounded(action)?;
        let state = &self.state;
        let triggered =
            events.iter().filter(|e| matches!(e, Event::TriggerPutOnStack { .. })).count() + state.triggers.len();
        let exceeded = |code, message: String| Err(RulesError::LimitExceeded { code, message });
        if state.objects.len() > super::MAX_GAME_OBJECTS {
            let n = state.objects.len();
            return exceeded(
                "too_many_objects",
                format!("{n} objects; a game holds at most {}", super::MAX_GAME_OBJECTS),
            );
        }
        if state.stack.len() > super::MAX_STACK_DEPTH {
            // 104.4b: triggered abilities that keep putting more on the stack as
            // priority passes (or a choice is answered): a loop of mandatory
            // actions; the game is a draw. A spell cast or ability activated past
            // the bound is refused instead.
            if !action.puts_on_stack_by_choice() {
                let mut events = events;
                self.state.drawn = true;
                events.push(Event::GameOver { winner: None });
                return Ok(events);
            }
            let n = state.stack.len();
            return exceeded("stack_too_deep", format!("{n} objects on the stack; at most {}", super::MAX_STACK_DEPTH));
        }
        if triggered > super::MAX_TRIGGERS_PER_ACTION {
            let most = super::MAX_TRIGGERS_PER_ACTION;
            return exceeded(
                "too_many_triggers",
                format!("{triggered} abilities triggered; at most {most} in one action"),
            );
        }
        if state.next_object_id > super::MAX_OBJECT_ID {
            return exceeded("object_ids_exhausted", format!("object ids go up to {}", super::MAX_OBJECT_ID));
        }
        Ok(events)
    }

    fn execute_unbounded(&mut self, action: &Action) -> Result<Vec<Event>, RulesError> {
        let settled = std::mem::replace(&mut self.state.checked.settled, false);
        let player = action.player();
        if self.state.player(player).is_none() {
            return Err(RulesError::UnknownPlayer { player });
        }
        if self.state.is_over() {
            return Err(illegal("game_over", "104.1", "the game is over"));
        }
        // A pending choice: only its answer, by the player who chooses.
        if let Some(pending) = self.state.pending.clone() {
            let answers = matches!(
                (&pending, action),
                (Pending::DeclareAttackers { .. }, Action::DeclareAttackers { .. })
                    | (Pending::DeclareBlockers { .. }, Action::DeclareBlockers { .. })
                    | (Pending::Discard { .. }, Action::Discard { .. })
                    | (Pending::Discard { up_to: true, .. }, Action::YouMay { .. })
                    | (Pending::ChooseProtector { .. }, Action::ChooseProtector { .. })
                    | (Pending::CastTransformed { .. }, Action::CastTransformed { .. })
                    | (Pending::Cascade { .. }, Action::CastSpell { .. } | Action::YouMay { .. })
                    | (Pending::Rebound { .. }, Action::CastSpell { .. } | Action::YouMay { .. })
                    | (Pending::Miracle { .. }, Action::CastSpell { .. } | Action::YouMay { .. })
                    | (Pending::CastFromGraveyard { .. }, Action::CastSpell { .. } | Action::YouMay { .. })
                    | (Pending::CastWithoutPaying { .. }, Action::CastSpell { .. } | Action::YouMay { .. })
                    | (Pending::ChooseLegend { .. }, Action::ChooseLegend { .. })
                    | (Pending::ChooseTargets { .. }, Action::ChooseTargets { .. })
                    | (Pending::AssignCombatDamage { .. }, Action::AssignCombatDamage { .. })
                    | (Pending::PayWard { .. }, Action::PayWard { .. })
                    | (Pending::ChooseCopy { .. }, Action::ChooseCopy { .. })
                    | (Pending::Mutate { .. }, Action::Mutate { .. })
                    | (Pending::ChooseReplacement { .. }, Action::ChooseReplacement { .. })
                    | (Pending::SearchLibrary { .. }, Action::SearchLibrary { .. })
                    | (Pending::Mulligan { .. }, Action::Mulligan { .. })
                    | (Pending::MulliganBottom { .. }, Action::PutOnBottom { .. })
                    | (Pending::Scry { .. }, Action::Scry { .. })
                    | (Pending::Surveil { .. }, Action::Surveil { .. })
                    | (Pending::ReturnLand { .. }, Action::ReturnLand { .. })
                    | (Pending::ChooseObject { .. }, Action::ChooseObject { .. })
                    | (Pending::ChooseObject { up_to: true, .. }, Action::YouMay { .. })
                    | (Pending::YouMay { .. }, Action::YouMay { .. })
                    | (Pending::ChooseMana { .. }, Action::ChooseMana { .. })
                    | (Pending::NameACard { .. }, Action::NameACard { .. })
                    | (Pending::ChooseReplacement { choice: EnterChoice::CardName, .. }, Action::NameACard { .. })
                    | (Pending::ChooseColor { .. }, Action::ChooseColor { .. })
                    | (Pending::ChooseColor { may: true, .. }, Action::YouMay { accept: false, .. })
                    | (Pending::Proliferate { .. }, Action::Proliferate { .. })
                    | (Pending::SeparatePiles { .. }, Action::SeparatePiles { .. })
                    | (Pending::ChoosePile { .. }, Action::ChoosePile { .. })
                    | (Pending::Dredge { .. }, Action::ChooseObject { .. } | Action::YouMay { accept: false, .. })
            );
            if !answers {
                return Err(match action {
                    Action::DeclareAttackers { .. } => not_now(
                        "not_declare_attackers_step",
                        "508.1",
                        "attackers are declared only as the declare attackers step begins",
                    ),
                    Action::DeclareBlockers { .. } => not_now(
                        "not_declare_blockers_step",
                        "509.1",
                        "blockers are declared only as the declare blockers step begins",
                    ),
                    _ => illegal(
                        "choice_pending",
                        pending_rule(&pending),
                        format!(
                            "{} must first make a choice: {}",
                            pending.player(),
                            crate::json_out::to_string(&pending)
                        ),
                    ),
                });
            }
            if pending.player() != player {
                return Err(illegal(
                    "not_your_choice",
                    pending_rule(&pending),
                    format!("{} makes this choice, not {player}", pending.player()),
                ));
            }
            if let Pending::Cascade { .. }
            | Pending::Rebound { .. }
            | Pending::Miracle { .. }
            | Pending::CastFromGraveyard { .. }
            | Pending::CastWithoutPaying { .. } = pending
            {
                return self.answer_cast_from_exile(&pending, action);
            }
            let events = match action {
                Action::DeclareAttackers { attackers, .. } => {
                    let mut events = self.declare_attackers(player, attackers)?;
                    self.state.pending = None;
                    self.state.priority_player = self.state.active_player;
                    self.proceed(Flow::Priority, &mut events)?;
                    events
                }
                Action::DeclareBlockers { blockers, .. } => {
                    let mut events = self.declare_blockers(player, blockers)?;
                    self.state.pending = None;
                    let flow = self.ask_blockers(&mut events);
                    self.proceed(flow, &mut events)?;
                    events
                }
                Action::Discard { object, .. } => self.discard(player, *object)?,
                Action::ChooseProtector { battle, protector, .. } => {
                    self.choose_protector(player, *battle, *protector)?
                }
                Action::CastTransformed { object, cast, .. } => self.cast_transformed(player, *object, *cast)?,
                Action::ChooseLegend { keep, .. } => self.choose_legend(player, *keep)?,
                Action::ChooseTargets { object, targets, modes, .. } => {
                    self.choose_targets(&pending, *object, targets, modes)?
                }
                Action::ChooseCopy { object, copy, .. } => self.choose_copy(&pending, *object, *copy)?,
                Action::Mutate { on_top, .. } => self.merge_mutating(&pending, *on_top)?,
                Action::ChooseReplacement { object, accept, color, creature_type, card, chosen_player, .. } => {
                    let answer = super::enter::Answer {
                        color: *color,
                        creature_type: *creature_type,
                        card: *card,
                        player: *chosen_player,
                    };
                    self.choose_replacement(&pending, *object, *accept, answer)?
                }
                Action::PayWard { pay, .. } => self.pay_ward(&pending, *pay)?,
                Action::SearchLibrary { found, .. } => self.search_library(player, *found)?,
                Action::AssignCombatDamage { assignments, .. } => {
                    let mut events = Vec::new();
                    self.combat_damage(&mut events, Some(assignments))?;
                    self.state.pending = None;
                    self.state.priority_player = self.state.active_player;
                    self.proceed(Flow::Priority, &mut events)?;
                    events
                }
                Action::Mulligan { keep, .. } => self.declare_mulligan(player, *keep)?,
                Action::PutOnBottom { objects, .. } => self.put_on_bottom(player, objects)?,
                Action::Scry { top, bottom, .. } => self.answer_look(&pending, top, bottom)?,
                Action::Surveil { top, graveyard, .. } => self.answer_look(&pending, top, graveyard)?,
                Action::ReturnLand { object, .. } => self.answer_return_land(&pending, *object)?,
                Action::ChooseObject { object, .. } if matches!(pending, Pending::Dredge { .. }) => {
                    self.answer_dredge(&pending, Some(*object))?
                }
                Action::YouMay { .. } if matches!(pending, Pending::Dredge { .. }) => {
                    self.answer_dredge(&pending, None)?
                }
                Action::ChooseObject { object, .. } => self.answer_choose_object(&pending, *object)?,
                Action::YouMay { accept, .. } if matches!(pending, Pending::Discard { .. }) => {
                    self.stop_discarding(*accept)?
                }
                Action::YouMay { accept, .. } if matches!(pending, Pending::ChooseObject { .. }) => {
                    self.choose_none(&pending, *accept)?
                }
                Action::YouMay { .. } if matches!(pending, Pending::ChooseColor { .. }) => {
                    self.decline_color(&pending)?
                }
                Action::YouMay { accept, .. } => self.answer_you_may(&pending, *accept)?,
                Action::ChooseMana { mana, .. } => self.answer_choose_mana(&pending, *mana)?,
                Action::NameACard { name, .. } => self.answer_name_a_card(&pending, name)?,
                Action::ChooseColor { color, .. } => self.answer_choose_color(&pending, *color)?,
                Action::Proliferate { objects, players, .. } => self.answer_proliferate(&pending, objects, players)?,
                Action::SeparatePiles { pile, .. } => self.answer_separate_piles(&pending, pile)?,
                Action::ChoosePile { first, .. } => self.answer_choose_pile(&pending, *first)?,
                _ => Vec::new(),
            };
            return Ok(events);
        }
        match action {
            Action::DeclareAttackers { .. } => {
                return Err(not_now(
                    "not_declare_attackers_step",
                    "508.1",
                    "attackers are declared only as the declare attackers step begins",
                ));
            }
            Action::DeclareBlockers { .. } => {
                return Err(not_now(
                    "not_declare_blockers_step",
                    "509.1",
                    "blockers are declared only as the declare blockers step begins",
                ));
            }
            Action::Mulligan { .. } | Action::PutOnBottom { .. } => {
                return Err(illegal(
                    "nothing_to_choose",
                    "103.5",
                    "mulligans are declared only before the first turn, while the mulligan process is under way",
                ));
            }
            Action::Discard { .. }
            | Action::ChooseProtector { .. }
            | Action::CastTransformed { .. }
            | Action::ChooseLegend { .. }
            | Action::ChooseTargets { .. }
            | Action::AssignCombatDamage { .. }
            | Action::PayWard { .. }
            | Action::ChooseCopy { .. }
            | Action::Mutate { .. }
            | Action::SearchLibrary { .. }
            | Action::ChooseReplacement { .. }
            | Action::Scry { .. }
            | Action::Surveil { .. }
            | Action::ReturnLand { .. }
            | Action::ChooseObject { .. }
            | Action::YouMay { .. }
            | Action::ChooseMana { .. }
            | Action::NameACard { .. }
            | Action::ChooseColor { .. }
            | Action::Proliferate { .. }
            | Action::SeparatePiles { .. }
            | Action::ChoosePile { .. } => {
                return Err(illegal("nothing_to_choose", "117.1", "no such choice is pending"));
            }
            _ => {}
        }
        if self.state.priority_player != player {
            return Err(RulesError::NotYourPriority { player, priority: self.state.priority_player });
        }
        let mut events = match action {
            Action::PlayLand { object, face, .. } => self.play_land(player, *object, *face)?,
            Action::Plot { object, payment, .. } => self.plot(player, *object, payment.as_ref())?,
            Action::Suspend { object, payment, .. } => self.suspend(player, *object, payment.as_ref())?,
            Action::Foretell { object, payment, .. } => self.foretell(player, *object, payment.as_ref())?,
            Action::PutCompanionIntoHand { payment, .. } => self.put_companion_into_hand(player, payment.as_ref())?,
            Action::ActivateManaAbility { object, choice, .. } => {
                self.activate_mana_ability(player, *object, *choice)?
            }
            Action::ActivateAbility { object, ability, choice, targets, choices, payment, x, .. } => {
                self.activate(player, *object, *ability, (*choice, *x), targets, choices, payment.as_ref())?
            }
            Action::CastSpell { object, method, x, payment, targets, modes, choices, division, .. } => {
                let chosen = super::casting::Chosen { targets, modes, choices, division };
                self.cast(player, *object, *method, *x, payment.as_deref(), chosen)?
            }
            Action::PassPriority { .. } => return self.pass_priority(player, settled),
            _ => Vec::new(),
        };
        // 117.3c: the player keeps priority; 117.4: a new round of passing.
        self.state.passes = 0;
        // 605.3a: a mana ability only taps its source and adds mana.
        let unchanged = settled && matches!(action, Action::ActivateManaAbility { .. });
        self.receive_priority(unchanged, &mut events)?;
        Ok(events)
    }

    /// 305.1–305.3, 116.2a, 712.12: whether `player` may play `id` as a
    /// land now, with face `face` up (absent: its first land face); the
    /// face it enters with.
    fn check_play_land(&self, player: PlayerId, id: ObjectId, face: Option<usize>) -> Result<usize, RulesError> {
        let object = self.object(id)?;
        let entry = self.entry(object)?;
        let card = &entry.card;
        let chosen = face.or_else(|| entry.land_faces.first().copied()).unwrap_or(0);
        let from_graveyard = object.zone == Zone::Graveyard && self.plays_lands_from_graveyard(player);
        // 305.1, 601.3: "You may play the exiled card this turn." (any owner's card).
        let from_exile = self.may_play_from_exile(player, object, true);
        let reason = if !from_exile && ((object.zone != Zone::Hand && !from_graveyard) || object.owner != player) {
            Some(Reason::new("not_in_hand", "305.1", format!("'{}' is not in your hand", card.name)))
        } else if chosen >= card.faces.len() {
            Some(Reason::new(
                "no_such_face",
                "712.12",
                format!("'{}' has {} face(s), numbered from 0; it has no face {chosen}", card.name, card.faces.len()),
            ))
        } else if entry.land_faces.is_empty() {
            Some(Reason::new("not_a_land", "305.1", format!("'{}' is not a land card", card.name)))
        } else if !entry.land_faces.contains(&chosen) {
            let name = card.face(chosen).map_or(card.name.as_str(), |f| f.name.as_str());
            Some(if entry.is_modal() {
                Reason::new("not_a_land_face", "712.12", format!("'{name}' is not a land face of '{}'", card.name))
            } else {
                Reason::new(
                    "not_a_modal_card",
                    "712.12",
                    format!("'{}' is not a modal double-faced card: it is played with its front face up", card.name),
                )
            })
        } else if self.state.priority_player != player {
            Some(Reason::new("not_your_priority", "117.1", "you do not have priority"))
        } else if self.state.active_player != player {
            Some(Reason::new("not_your_turn", "305.3", "a land can be played only in your own turn"))
        } else if !self.state.step.is_main_phase() {
            Some(Reason::new("not_main_phase", "305.1", "a land can be played only in a main phase"))
        } else if !self.state.stack.is_empty() {
            Some(Reason::new("stack_not_empty", "305.1", "a land can be played only when the stack is empty"))
        } else if self.state.player(player).is_some_and(|p| !self.may_play_another_land(player, p.lands_played)) {
            Some(Reason::new("land_already_played", "305.2", "you have already played a land this turn"))
        } else {
            None
        };
        reason.map_or(Ok(chosen), |r| Err(r.into_error()))
    }

    fn play_land(&mut self, player: PlayerId, id: ObjectId, face: Option<usize>) -> Result<Vec<Event>, RulesError> {
        let face = self.check_play_land(player, id, face)?;
        if self.object(id)?.zone == Zone::Graveyard {
            crate::executed!(static &crate::text::StaticAbility::PlayLandsFromGraveyard);
        }
        if let Some(p) = self.state.player_mut(player) {
            if p.lands_played >= 1 {
                crate::executed!(static &crate::text::StaticAbility::AdditionalLandPlay);
            }
            p.lands_played = p.lands_played.saturating_add(1);
        }
        let mut events = Vec::new();
        // 712.12: it enters with the chosen face up (`None` for the front).
        let entering =
            Entering { face: (face > 0).then_some(face), ..Entering::new(player, EnterCause::PlayLand { player }) };
        self.put_onto_battlefield(Entrant::Object(id), entering, &mut events)?;
        Ok(events)
    }

    /// 605.3a, 302.6: whether `player` may activate choice `choice` of the
    /// `{T}` mana abilities of `id` now.
    fn check_mana_ability(&self, player: PlayerId, id: ObjectId, choice: usize) -> Result<(), RulesError> {
        let object = self.object(id)?;
        let profile = self.profile_of(object);
        let illegal = |code, rule, message: String| Err(Reason::new(code, rule, message).into_error());
        if object.zone != Zone::Battlefield || object.controller != player {
            return illegal("not_your_permanent", "602.2", format!("{id} is not a permanent you control"));
        }
        let Some((profile, bundles)) =
            profile.map(|p| (p, self.mana_bundles(object, p))).filter(|(_, b)| !b.is_empty())
        else {
            return illegal("not_a_mana_source", "605.1a", format!("'{}' has no {{T}} mana ability", object.card));
        };
        if object.tapped {
            return illegal("already_tapped", "602.5b", format!("'{}' is tapped", object.card));
        }
        if self.sick_for_tapping(object, profile) {
            return illegal(
                "summoning_sick",
                "302.6",
                format!("'{}' has not been under your control since your most recent turn began", object.card),
            );
        }
        // 613.1f: a creature that lost all abilities has none; 602.5: "can't be activated" stops mana abilities too.
        if self.loses_all_abilities(object) {
            return illegal("not_a_mana_source", "613.1f", format!("'{}' has lost all abilities", object.card));
        }
        if self.activation_stopped(object) {
            return illegal(
                "activation_forbidden",
                "602.5",
                format!("the mana abilities of '{}' can't be activated", object.card),
            );
        }
        if choice >= bundles.len() {
            return illegal(
                "no_such_choice",
                "605.3b",
                format!("'{}' has {} choice(s) of mana; there is no choice {choice}", object.card, bundles.len()),
            );
        }
        Ok(())
    }

    fn activate_mana_ability(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        choice: usize,
    ) -> Result<Vec<Event>, RulesError> {
        self.check_mana_ability(player, id, choice)?;
        let object = self.object(id)?;
        crate::executed!(each self.abilities_of(object).iter().filter(|a| matches!(a, crate::text::Ability::Mana { .. })));
        let profile = self.profile_of(object);
        let (bundle, snow) =
            match profile.and_then(|p| self.mana_bundles(object, p).get(choice).map(|b| (b.clone(), p.snow))) {
                Some(found) => found,
                None => return Err(RulesError::Internal { message: "mana choice vanished".into() }),
            };
        if let Some(o) = self.state.object_mut(id) {
            o.tapped = true;
        }
        if let Some(p) = self.state.player_mut(player) {
            for &t in &bundle {
                p.mana_pool.add(t, snow);
            }
        }
        Ok(vec![Event::ManaAdded { player, source: id, mana: bundle }])
    }

    /// Resolves (CR 608) the top object of the stack: a triggered ability
    /// does what it says and ceases to exist; an instant or sorcery follows
    /// its instructions (608.2b–c) and goes to its owner's graveyard
    /// (608.2n), or does not resolve when all its targets became illegal
    /// (608.2b); a permanent spell enters the battlefield with the spell's
    /// characteristics (608.3a, 718.3b, 712.8e), after its controller chooses
    /// what it copies if it "may enter as a copy" (707.9). The active player
    /// then receives priority (117.3b).
    pub(crate) fn resolve(&mut self, id: ObjectId) -> Result<Vec<Event>, RulesError> {
        if self.object(id)?.ability.is_some() {
            return self.resolve_ability(id);
        }
        let mut spell = self.object(id)?.clone();
        let characteristics = self.characteristics_of(&spell)?;
        let permanent = characteristics.types.iter().any(CardType::is_permanent_type);
        let mut events = Vec::new();
        self.state.priority_player = self.state.active_player;
        // 702.140b–c: a mutating creature spell merges with a legal target (its controller chooses how,
        // `Pending::Mutate`), else it resolves as a creature spell.
        if spell.cast_method == Some(CastMethod::Mutate) {
            if self.begin_mutating(&spell) {
                return Ok(events);
            }
            (spell.cast_method, spell.targets) = (None, Vec::new());
        }
        // 608.3b, 303.4f: an Aura spell whose target became illegal does not
        // resolve; otherwise it enters attached to its target.
        let aura = self.target_specs_of(&spell).first().copied().cloned().filter(|_| permanent);
        let attached_to = match (aura, spell.targets.first()) {
            (Some(spec), Some(&target)) => {
                if self.check_target(&spec, target, &self.targeter_of(&spell)).is_err() {
                    let new_id = self.move_object(id, Zone::Graveyard, spell.owner)?;
                    events.push(Event::DidNotResolve {
                        object: id,
                        card: spell.card,
                        graveyard: Some(new_id),
                        rule: "608.3b",
                    });
                    return Ok(events);
                }
                crate::executed!(each self.abilities_of(&spell).iter().filter(|a| matches!(a, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Enchant { .. } })));
                match target {
                    Target::Object { object } => Some(object),
                    Target::Player { .. } | Target::Nothing => None,
                }
            }
            _ => None,
        };
        if permanent {
            // 608.3a, 718.3b, 712.8e: with the spell's characteristics.
            let entering = Entering {
                attached_to,
                face: spell.face,
                prototyped: spell.prototyped,
                prowl_paid: spell.prowl_paid,
                // 702.74a, 702.33e, 702.166c, 702.109a, 702.152a, 702.138b: what a rule asks of it later (a normal cast:
                // nothing, as before).
                cast_method: spell.cast_method.filter(|&m| {
                    matches!(
                        m,
                        CastMethod::Evoke
                            | CastMethod::Escape
                            | CastMethod::Kicked
                            | CastMethod::Bargained
                            | CastMethod::Dash
                            | CastMethod::Blitz
                    )
                }),
                suspend_haste: spell.suspend_haste, // 702.62a
                // 702.190b: cast for its sneak cost, it enters tapped and attacking.
                tapped: spell.attacking.is_some(),
                attacking: spell.attacking,
                counters: self.spell_counters(&spell),
                x: spell.x, // 107.3m
                ..Entering::new(spell.controller, EnterCause::Resolve)
            };
            self.put_onto_battlefield(Entrant::Object(id), entering, &mut events)?;
            // 607.2q: what paid its cost is no longer asked for.
            if !self.state.exiled_to_pay.is_empty() {
                self.state.exiled_to_pay.retain(|&(spell, _)| spell != id);
            }
        } else {
            let resolved = self.carry_out(&spell, &mut events)?;
            // 608.2n: unless a choice paused it, the resolution ends.
            if self.state.resolving.is_none() {
                self.end_resolution(&spell, resolved, &mut events)?;
            }
        }
        Ok(events)
    }

    /// 707.9. The answer to [`Pending::ChooseCopy`].
    fn choose_copy(
        &mut self,
        pending: &Pending,
        object: ObjectId,
        copy: Option<ObjectId>,
    ) -> Result<Vec<Event>, RulesError> {
        let Pending::ChooseCopy { object: o, entering, .. } = pending else {
            return Err(illegal("nothing_to_choose", "707.9", "no copy is to be chosen"));
        };
        if *o != object {
            return Err(illegal("not_this_object", "707.9", format!("{object} is not the spell entering as a copy")));
        }
        let spell = self.object(object)?.clone();
        let Some((optional, choices)) = self.copy_choices(&spell) else {
            return Err(RulesError::Internal { message: "the copy choice vanished".into() });
        };
        match copy {
            None if !optional => {
                return Err(illegal("copy_required", "707.9", "this permanent must enter as a copy of something"));
            }
            Some(c) if !choices.contains(&c) => {
                return Err(illegal("cannot_copy", "707.9", format!("{c} is not a permanent this can copy")));
            }
            _ => {}
        }
        let mut entering = (**entering).clone();
        if let Some(c) = copy {
            // 707.2, 718.3d: the copied card, face and prototype values.
            let o = self.object(c)?;
            let mut copy_of = self.copiable_of(o);
            // 614.1c, 707.9b: "enter tapped as a copy …, except it's a Cave …".
            if let Some(crate::text::StaticAbility::EntersAsCopy { tapped, also_subtype, .. }) =
                self.enters_as_copy(&spell)
            {
                entering.tapped |= *tapped;
                if also_subtype.is_some() {
                    // 707.9b: the exception joins what was copied (a kept ability stays).
                    copy_of = CopyOf { also_subtype: also_subtype.clone(), ..copy_of.clone() };
                }
            }
            entering.copy_of = Some(Box::new(copy_of));
            (entering.face, entering.prototyped, entering.copied) = (o.face, o.prototyped, Some(c));
        }
        entering.decided.push(EnterChoice::Copy);
        let mut events = Vec::new();
        self.state.pending = None;
        self.resume_entering(object, entering, &mut events)?;
        Ok(events)
    }

    /// 603.3c–d. The answer to [`Pending::ChooseTargets`]: for a modal
    /// triggered ability, its modes (700.2b) with their targets.
    fn choose_targets(
        &mut self,
        pending: &Pending,
        object: ObjectId,
        targets: &[Target],
        modes: &[usize],
    ) -> Result<Vec<Event>, RulesError> {
        if !matches!(pending, Pending::ChooseTargets { object: o, .. } if *o == object) {
            return Err(illegal("not_this_object", "603.3d", format!("{object} is not the ability choosing targets")));
        }
        let mut ability = self.object(object)?.clone();
        // 707.10c: a copy of a spell keeps the modes chosen for the original (700.2g).
        if ability.spell_copy {
            if !modes.is_empty() {
                return Err(illegal("modes_of_a_copy", "700.2g", "a copy's modes are those of the original"));
            }
        } else {
            ability.modes = self.check_modes(&ability, modes)?;
        }
        // 707.10c: a copy of a spell may keep its targets, even illegal ones.
        if !(ability.spell_copy && ability.targets == targets) {
            self.check_targets(&self.target_specs_of(&ability), targets, &self.targeter_of(&ability))?;
        }
        self.state.pending = None;
        let mut events = Vec::new();
        match ability.spell_copy {
            true => {
                if let Some(o) = self.state.object_mut(object) {
                    o.targets = targets.to_vec();
                }
                self.ward_triggers(object);
                self.becomes_target_triggers(object);
                events.push(Event::TargetsChosen { object, targets: targets.to_vec(), modes: Vec::new() });
            }
            false => self.choose_modes_and_targets(object, ability.modes, targets.to_vec(), &mut events),
        }
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::Action;
    use crate::game::state::GameObject;

    /// `legal_actions` reserves room for seven actions: in under 1 KB, malloc's
    /// fastest size class (a larger `Action` cost random play 4%), and objects
    /// small enough that a zone change moves few bytes.
    #[test]
    fn seven_actions_fit_in_a_kilobyte_and_an_object_in_264_bytes() {
        assert!(7 * std::mem::size_of::<Action>() <= 1024, "Action is {} bytes", std::mem::size_of::<Action>());
        assert!(std::mem::size_of::<GameObject>() <= 264, "GameObject is {} bytes", std::mem::size_of::<GameObject>());
    }
}
