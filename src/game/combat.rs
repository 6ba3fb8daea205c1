//! Combat (CR 506–511): declaring attackers against players, planeswalkers
//! and battles (508, 310.9b), declaring blockers (509, 310.9c, 802.4),
//! combat damage with first strike and double strike (510.4, 702.4, 702.7),
//! trample (702.19), deathtouch (702.2), lifelink (702.15), and damage to
//! players, planeswalkers and battles (120.3).
//!
//! **Damage assignment (510.1c).** When an attacker is blocked by two or more
//! creatures, or has trample and more damage than its blockers need, its
//! controller divides its damage: the game waits with
//! [`Pending::AssignCombatDamage`](super::Pending) and offers the default
//! division (lethal damage to each blocker in the order they were declared —
//! with deathtouch 1 is lethal, 702.2c; damage already marked and assigned
//! earlier in the step counts, 702.19b — then the excess to the attacked
//! player, planeswalker or battle with trample, else to the first blocker)
//! and all of it to each single blocker; any legal division is accepted
//! (510.1e, 702.19c).

use super::Game;
use super::action::Action;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::permanent::{PermanentView, Protector, counter};
use super::state::{DamageRecord, Damaged, GameObject, PendingTrigger, TriggerKind};
use crate::card::{CardType, SubtypeKind, Zone};
use crate::counter::CounterKind;
use crate::text::{Ability, KeywordAbility, StaticAbility};
use serde::{Deserialize, Serialize};

/// 508.1b. What an attacking creature attacks. Serialized as a `type`-tagged
/// object: `{ "type": "player", "player": 1 }`,
/// `{ "type": "planeswalker", "object": 12 }`, `{ "type": "battle", "object": 9 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum AttackTarget {
    /// A player (an opponent, 506.2, 802.2).
    Player {
        /// The player.
        player: PlayerId,
    },
    /// A planeswalker an opponent controls.
    Planeswalker {
        /// The planeswalker.
        object: ObjectId,
    },
    /// 310.5, 310.9b. A battle whose protector is an opponent.
    Battle {
        /// The battle.
        object: ObjectId,
    },
}

/// One attacking creature and what it attacks, e.g.
/// `{ "attacker": 7, "target": { "type": "player", "player": 1 } }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AttackDeclaration {
    /// The creature.
    pub attacker: ObjectId,
    /// What it attacks.
    pub target: AttackTarget,
    /// 701.43d, 508.1g. Whether its controller exerts it as it attacks (an
    /// optional cost to attack, only for a creature with "You may exert
    /// \[this\] as it attacks").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[tsify(optional)]
    pub exert: bool,
}

/// One blocking creature and the attacker it blocks, e.g.
/// `{ "blocker": 11, "attacker": 7 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BlockDeclaration {
    /// The blocking creature.
    pub blocker: ObjectId,
    /// The attacking creature it blocks.
    pub attacker: ObjectId,
}

/// 508.1k. An attacking creature in the combat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Attacker {
    /// The creature.
    pub object: ObjectId,
    /// What it attacks.
    pub target: AttackTarget,
    /// 509.1h. Whether it became blocked.
    #[serde(default)]
    pub blocked: bool,
    /// The creatures blocking it, in the order declared.
    #[serde(default)]
    pub blockers: Vec<ObjectId>,
}

/// 509.1g. A blocking creature and the attacker it blocks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Blocker {
    /// The creature.
    pub object: ObjectId,
    /// The attacker it blocks.
    pub attacker: ObjectId,
}

/// The combat of this turn (506), from the beginning of combat to the end
/// of combat (511.3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Combat {
    /// 508.1. Whether attackers have been declared.
    pub attackers_declared: bool,
    /// The attacking creatures.
    pub attackers: Vec<Attacker>,
    /// The blocking creatures.
    pub blockers: Vec<Blocker>,
    /// 802.4. The defending players who have declared blockers.
    pub blocks_declared: Vec<PlayerId>,
    /// 510.4. Whether the first combat damage step was a first-strike step.
    pub first_strike_step: bool,
    /// 510.4. The creatures that had first or double strike as the first
    /// combat damage step began.
    pub first_strikers: Vec<ObjectId>,
    /// How many combat damage steps have happened.
    pub damage_steps: u32,
}

impl Combat {
    /// A combat read with a game's JSON, checked against the game: every
    /// attacking creature is a permanent the active player controls (508.1a;
    /// a change of control removes it from combat, 506.4), every blocking
    /// creature a permanent another player controls (509.1a), and a player
    /// attacked is another player of the game (508.1b).
    pub(crate) fn check_read(&self, state: &super::GameState, problems: &mut super::setup::Problems) {
        let controller = |id: ObjectId| {
            let i = state.objects.binary_search_by_key(&id, |o| o.id).ok()?;
            state.objects.get(i).filter(|o| o.zone == Zone::Battlefield).map(|o| o.controller)
        };
        let active = state.active_player;
        let blocker = |field: String, id: ObjectId, problems: &mut super::setup::Problems| {
            if controller(id).is_none_or(|p| p == active) {
                let message = format!("{id} blocks, but it is not a permanent a defending player controls");
                problems.push(field, "inconsistent_combat", Some("509.1a"), message);
            }
        };
        for (i, a) in self.attackers.iter().enumerate() {
            if controller(a.object) != Some(active) {
                let message = format!("{} attacks, but it is not a permanent the active player controls", a.object);
                problems.push(format!("combat.attackers[{i}].object"), "inconsistent_combat", Some("506.4"), message);
            }
            if let AttackTarget::Player { player } = a.target
                && (player == active || player.index() >= state.players.len())
            {
                let message = format!("{} attacks {player}, who is not a defending player", a.object);
                problems.push(format!("combat.attackers[{i}].target"), "inconsistent_combat", Some("508.1b"), message);
            }
            for (j, &b) in a.blockers.iter().enumerate() {
                blocker(format!("combat.attackers[{i}].blockers[{j}]"), b, problems);
            }
        }
        for (i, b) in self.blockers.iter().enumerate() {
            blocker(format!("combat.blockers[{i}].object"), b.object, problems);
        }
    }
}

/// Whom damage is dealt to (120.1). Serialized as
/// `{ "type": "player", "player": 1 }` or `{ "type": "object", "object": 9 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum DamageTo {
    /// A player.
    Player {
        /// The player.
        player: PlayerId,
    },
    /// A creature, planeswalker or battle.
    Object {
        /// The permanent.
        object: ObjectId,
    },
}

/// 510.1c. Part of a division of an attacking creature's combat damage:
/// `{ "attacker": 7, "to": { "type": "object", "object": 11 }, "amount": 2 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DamageAssignment {
    /// The attacking creature.
    pub attacker: ObjectId,
    /// One of its blockers, or (with trample) what it attacks.
    pub to: DamageTo,
    /// How much of its damage.
    pub amount: u32,
}

/// An attacker whose controller divides its damage (510.1c, 702.19c).
struct DamageChoice {
    attacker: ObjectId,
    power: u32,
    /// Its blockers in order, each with the damage that is lethal to it.
    blockers: Vec<(ObjectId, u32)>,
    /// With trample: the player, planeswalker or battle it attacks.
    trample_to: Option<DamageTo>,
    /// 510.1c–d. With "… may have that creature assign its combat damage as
    /// though it weren't blocked" (Zilortha): what it attacks, which may be
    /// assigned all its damage.
    unblocked_to: Option<DamageTo>,
}

/// The views of a few permanents by id (the creatures in combat, or one
/// source of damage), searched in order: no hash map (wasm size).
#[derive(Default)]
pub(crate) struct Views(Vec<(ObjectId, PermanentView)>);

impl Views {
    /// The view of one permanent.
    pub(crate) fn one(id: ObjectId, view: PermanentView) -> Views {
        Views(vec![(id, view)])
    }

    fn get(&self, id: &ObjectId) -> Option<&PermanentView> {
        self.0.iter().find(|(i, _)| i == id).map(|(_, v)| v)
    }

    fn contains_key(&self, id: &ObjectId) -> bool {
        self.get(id).is_some()
    }
}

/// The combat damage of one step, before it is dealt.
struct DamagePlan {
    combat: Combat,
    views: Views,
    assignments: Vec<(ObjectId, DamageTo, u32)>,
    choices: Vec<DamageChoice>,
}

/// 510.1c, 702.19c, 510.1e. Checks a division: each attacker with a choice
/// assigns exactly its power, only to its blockers (and, with trample, what
/// it attacks, once every blocker has lethal damage).
fn check_division(choices: &[DamageChoice], chosen: &[DamageAssignment]) -> Result<(), RulesError> {
    let bad = |message: String| Err(illegal("illegal_damage_assignment", "510.1c", message));
    if let Some(d) = chosen.iter().find(|d| !choices.iter().any(|c| c.attacker == d.attacker)) {
        return bad(format!("{} has no damage to divide in this step", d.attacker));
    }
    for c in choices {
        let mine: Vec<&DamageAssignment> = chosen.iter().filter(|d| d.attacker == c.attacker).collect();
        let total: u64 = mine.iter().map(|d| u64::from(d.amount)).sum();
        if total != u64::from(c.power) {
            return bad(format!("{} assigns {} damage, not {total}", c.attacker, c.power));
        }
        // 510.1c–d: as though it weren't blocked, all of it to what it attacks.
        if c.unblocked_to.is_some() && mine.iter().all(|d| Some(d.to) == c.unblocked_to) {
            continue;
        }
        let to_blocker = |b: ObjectId| -> u64 {
            mine.iter().filter(|d| d.to == DamageTo::Object { object: b }).map(|d| u64::from(d.amount)).sum()
        };
        for d in &mine {
            let blocker = c.blockers.iter().any(|&(b, _)| d.to == DamageTo::Object { object: b });
            if !blocker && Some(d.to) != c.trample_to {
                return bad(format!("{} cannot assign damage to {}", c.attacker, crate::json_out::to_string(&d.to)));
            }
        }
        let past_blockers = mine.iter().any(|d| Some(d.to) == c.trample_to && d.amount > 0);
        if past_blockers && c.blockers.iter().any(|&(b, lethal)| to_blocker(b) < u64::from(lethal)) {
            return Err(illegal(
                "illegal_damage_assignment",
                "702.19c",
                format!("{} must assign lethal damage to every blocker before the rest tramples over", c.attacker),
            ));
        }
    }
    Ok(())
}

/// Why a permanent can't attack (508.1a, 302.6, 508.1c, 702.3b), before
/// any message is written.
enum NotAnAttacker {
    NotYours,
    Unknown,
    NotACreature,
    Tapped,
    SummoningSick,
    CantAttack,
    Defender,
}

pub(crate) fn illegal(code: &'static str, rule: &'static str, message: impl Into<String>) -> RulesError {
    RulesError::Illegal { code, rule, message: message.into() }
}

impl Game {
    fn combat(&self) -> Option<&super::combat::Combat> {
        self.state.combat.as_ref()
    }

    /// 611.2b. Whether `id` can't attack or block because a player still
    /// controls the permanent that said so (Extraction Specialist).
    fn restrained(&self, id: ObjectId) -> bool {
        self.state.cant_attack_or_block.iter().any(|&(creature, (by, you))| {
            creature == id && self.state.object(by).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == you)
        })
    }

    /// 508.1a, 302.6, 702.3b, 702.10. Whether `id` can attack for `player`.
    fn check_attacker(&self, player: PlayerId, id: ObjectId) -> Result<PermanentView, RulesError> {
        let object = self.object(id)?;
        let card = &object.card;
        self.attacker_view(player, object).map_err(|why| match why {
            NotAnAttacker::NotYours => {
                illegal("not_your_creature", "508.1a", format!("{id} is not a creature you control"))
            }
            NotAnAttacker::Unknown => RulesError::UnknownObject { id },
            NotAnAttacker::NotACreature => illegal(
                "not_a_creature",
                "508.1a",
                format!("'{card}' is not a creature: only creatures attack (CR 506.3)"),
            ),
            NotAnAttacker::Tapped => illegal("attacker_tapped", "508.1a", format!("'{card}' is tapped")),
            NotAnAttacker::SummoningSick => illegal(
                "summoning_sick",
                "302.6",
                format!("'{card}' has not been under your control since your most recent turn began"),
            ),
            NotAnAttacker::CantAttack => illegal("cant_attack", "508.1c", format!("'{card}' can't attack")),
            NotAnAttacker::Defender => illegal("defender", "702.3b", format!("'{card}' has defender and can't attack")),
        })
    }

    /// [`Game::check_attacker`] without the message (the listing asks it of
    /// every permanent): the attacker's view, or why it can't attack.
    fn attacker_view(&self, player: PlayerId, object: &GameObject) -> Result<PermanentView, NotAnAttacker> {
        if object.zone != Zone::Battlefield || object.controller != player {
            return Err(NotAnAttacker::NotYours);
        }
        if self.only_a_land(object) {
            return Err(NotAnAttacker::NotACreature); // 506.3: a land that is nothing else
        }
        let view = self.permanent_of(object).ok_or(NotAnAttacker::Unknown)?;
        if !view.is(CardType::Creature) || view.is(CardType::Battle) {
            return Err(NotAnAttacker::NotACreature);
        }
        if object.tapped {
            return Err(NotAnAttacker::Tapped);
        }
        crate::executed!(keyword crate::text::KeywordAbility::Haste, if object.summoning_sick && view.keywords.haste);
        if object.summoning_sick && !view.keywords.haste {
            return Err(NotAnAttacker::SummoningSick);
        }
        if self.restrained(object.id) {
            return Err(NotAnAttacker::CantAttack);
        }
        if view.keywords.defender {
            crate::executed!(keyword crate::text::KeywordAbility::Defender);
            return Err(NotAnAttacker::Defender);
        }
        Ok(view)
    }

    /// 508.1b, 506.2, 802.2, 310.9b. Whether `player` may attack `target`.
    fn check_attack_target(&self, player: PlayerId, target: AttackTarget) -> Result<(), RulesError> {
        match target {
            AttackTarget::Player { player: p } => {
                if !self.state.in_game(p) || !self.state.are_opponents(player, p) {
                    return Err(illegal(
                        "invalid_attack_target",
                        "508.1b",
                        format!("{p} is not an opponent in the game (CR 506.2)"),
                    ));
                }
            }
            AttackTarget::Planeswalker { object } => {
                let view = self.permanent(object);
                let ok = view.as_ref().is_some_and(|v| {
                    v.is(CardType::Planeswalker)
                        && self.state.in_game(v.controller)
                        && self.state.are_opponents(player, v.controller)
                });
                if !ok {
                    return Err(illegal(
                        "invalid_attack_target",
                        "508.1b",
                        format!("{object} is not a planeswalker an opponent controls"),
                    ));
                }
            }
            AttackTarget::Battle { object } => {
                let view = self.permanent(object);
                if !view.as_ref().is_some_and(|v| v.is(CardType::Battle)) {
                    return Err(illegal("invalid_attack_target", "310.5", format!("{object} is not a battle")));
                }
                let protector = self.state.object(object).and_then(|o| o.protector);
                match protector {
                    Some(p) if p == player => {
                        return Err(illegal(
                            "protector_cannot_attack",
                            "310.9b",
                            format!("you protect battle {object}; a battle's protector can never attack it"),
                        ));
                    }
                    Some(p) if self.state.in_game(p) && self.state.are_opponents(player, p) => {}
                    _ => {
                        return Err(illegal(
                            "invalid_attack_target",
                            "310.9b",
                            format!("battle {object} is not protected by a defending player"),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Every target `player` could attack now.
    pub(crate) fn attack_targets(&self, player: PlayerId) -> Vec<AttackTarget> {
        let mut targets: Vec<AttackTarget> = Vec::new();
        for p in self.state.apnap() {
            if p != player {
                targets.push(AttackTarget::Player { player: p });
            }
        }
        let battlefield = &self.state.battlefield;
        for (&id, object) in battlefield.iter().zip(self.state.objects_in(battlefield)) {
            // Only a planeswalker or a battle can be (statics change no types):
            // the others skip the full check, which formats its refusals, and
            // a land that is nothing else skips its characteristics too.
            let Some(object) = object.filter(|o| !self.only_a_land(o)) else { continue };
            let Some(view) = self.permanent_with(object, &[]) else { continue };
            if !view.is(CardType::Planeswalker) && !view.is(CardType::Battle) {
                continue;
            }
            for t in [AttackTarget::Planeswalker { object: id }, AttackTarget::Battle { object: id }] {
                if self.check_attack_target(player, t).is_ok() {
                    targets.push(t);
                }
            }
        }
        targets
    }

    /// The creatures `player` could attack with now.
    pub(crate) fn possible_attackers(&self, player: PlayerId) -> Vec<ObjectId> {
        self.state
            .battlefield
            .iter()
            .copied()
            .filter(|&id| {
                // Cheap tests first.
                self.state.object(id).is_some_and(|o| !o.tapped && self.attacker_view(player, o).is_ok())
            })
            .collect()
    }

    /// 508.1. Checks a whole declaration of attackers.
    pub(crate) fn check_declare_attackers(
        &self,
        player: PlayerId,
        attackers: &[AttackDeclaration],
    ) -> Result<(), RulesError> {
        for (i, a) in attackers.iter().enumerate() {
            if attackers[..i].iter().any(|b| b.attacker == a.attacker) {
                return Err(illegal(
                    "duplicate_attacker",
                    "508.1a",
                    format!("{} is declared as an attacker twice", a.attacker),
                ));
            }
            self.check_attacker(player, a.attacker)?;
            self.check_attack_target(player, a.target)?;
            if a.exert && !self.may_exert(a.attacker) {
                return Err(illegal(
                    "cannot_exert",
                    "701.43d",
                    format!("{} has no \"You may exert it as it attacks\"", a.attacker),
                ));
            }
        }
        // 508.1d: with no cost to attack and no restriction tying creatures
        // together, obeying the most requirements is every creature that
        // must attack and can, attacking.
        // TODO(CR 508.1c): restrictions from effects other than the creature's own.
        for id in self.required_attackers(player) {
            if !attackers.iter().any(|a| a.attacker == id) {
                let name = self.state.object(id).map(|o| o.card.as_str()).unwrap_or_default();
                return Err(illegal(
                    "attack_requirement",
                    "508.1d",
                    format!("'{name}' attacks each combat if able, and it is able: it must be declared as an attacker"),
                ));
            }
        }
        Ok(())
    }

    /// 508.1d. The creatures `player` controls that attack each combat if
    /// able and are able to (the printed ability is looked for first: the
    /// full view is computed only for those that have one).
    pub(crate) fn required_attackers(&self, player: PlayerId) -> Vec<ObjectId> {
        let battlefield = &self.state.battlefield;
        battlefield
            .iter()
            .zip(self.state.objects_in(battlefield))
            .filter(|(_, o)| {
                o.is_some_and(|o| {
                    o.controller == player
                        && !o.tapped
                        && (self.goaded(o.id)
                            || self.abilities_of(o).iter().any(|a| {
                                matches!(
                                    a,
                                    Ability::Static {
                                        ability: StaticAbility::SelfBoost { attacks_each_combat: true, .. }
                                    }
                                )
                            }))
                })
            })
            .filter(|&(&id, _)| {
                self.check_attacker(player, id).is_ok_and(|v| v.keywords.attacks_each_combat || self.goaded(id))
            })
            .map(|(&id, _)| id)
            .collect()
    }

    /// 701.43d. Whether the creature `id` has "You may exert \[this\] as it
    /// attacks" (read with its linked trigger, [`Trigger::SelfExerted`]).
    ///
    /// [`Trigger::SelfExerted`]: crate::text::Trigger::SelfExerted
    pub(crate) fn may_exert(&self, id: ObjectId) -> bool {
        let exert = |a: &Ability| matches!(a, Ability::Triggered { trigger: crate::text::Trigger::SelfExerted, .. });
        self.state.object(id).is_some_and(|o| self.abilities_of(o).iter().any(exert))
    }

    /// 701.15a. Whether the creature `id` is goaded: it attacks each combat
    /// if able. TODO(CR 701.15b): and a player other than the goading player
    /// if able (in a game of more than two players).
    #[inline(always)]
    fn goaded(&self, id: ObjectId) -> bool {
        !self.state.goaded.is_empty() && self.state.goaded.iter().any(|g| g.creature == id)
    }

    /// 508.1d. The declaration with no creature attacking but those that
    /// must: each at the first player among `targets` (what `player` may attack).
    pub(crate) fn fewest_attackers(&self, player: PlayerId, targets: &[AttackTarget]) -> Vec<AttackDeclaration> {
        let required = self.required_attackers(player);
        if required.is_empty() {
            return Vec::new();
        }
        let target = targets.iter().copied().find(|t| matches!(t, AttackTarget::Player { .. }));
        match target {
            Some(target) => {
                required.into_iter().map(|attacker| AttackDeclaration { attacker, target, exert: false }).collect()
            }
            None => Vec::new(),
        }
    }

    /// 508.1. Declares attackers: each chosen creature taps unless it has
    /// vigilance (508.1f, 702.20b) and becomes an attacking creature (508.1k).
    pub(crate) fn declare_attackers(
        &mut self,
        player: PlayerId,
        attackers: &[AttackDeclaration],
    ) -> Result<Vec<Event>, RulesError> {
        self.check_declare_attackers(player, attackers)?;
        let mut tapped = Vec::new();
        for a in attackers {
            let vigilance = self.permanent(a.attacker).is_some_and(|v| v.keywords.vigilance);
            crate::executed!(keyword crate::text::KeywordAbility::Vigilance, if vigilance);
            if !vigilance && let Some(o) = self.state.object_mut(a.attacker) {
                o.tapped = true;
                tapped.push(a.attacker);
            }
        }
        // 701.43a: exerted as it attacks, until its controller's next untap step.
        for a in attackers.iter().filter(|a| a.exert) {
            let exerted = super::state::Exerted { creature: a.attacker, by: player };
            if !self.state.exerted.contains(&exerted) {
                self.state.exerted.push(exerted);
            }
        }
        let combat = self.state.combat.get_or_insert_with(Default::default);
        combat.attackers_declared = true;
        combat.attackers = attackers
            .iter()
            .map(|a| Attacker { object: a.attacker, target: a.target, blocked: false, blockers: Vec::new() })
            .collect();
        if let Some(p) = self.state.player_mut(player) {
            let count = u32::try_from(attackers.len()).unwrap_or(u32::MAX);
            p.creatures_attacked_with = p.creatures_attacked_with.saturating_add(count);
        }
        // 508.1m: "whenever ~ attacks" abilities trigger; 603.2: "… the player with the most life or tied for most
        // life", "… while you have the most life or are tied for most life", "… while saddled" (702.171b), judged now.
        let you_most = self.has_most_life(player);
        for a in attackers {
            let its_most = matches!(a.target, AttackTarget::Player { player: p } if self.has_most_life(p));
            let saddled = self.state.saddled.contains(&a.attacker);
            self.trigger(a.attacker, |t| {
                use crate::text::Trigger;
                match t {
                    Trigger::SelfAttacks | Trigger::SelfEntersOrAttacks => true,
                    Trigger::SelfAttacksPlayerWithMostLife => its_most,
                    Trigger::SelfAttacksWhileYouHaveMostLife => you_most,
                    Trigger::SelfAttacksWhileSaddled => saddled,
                    // 603.12: "When you do" (701.43d).
                    Trigger::SelfExerted => a.exert,
                    _ => false,
                }
            });
        }
        // 508.1m: "Whenever you attack".
        if !attackers.is_empty() {
            self.you_attack_triggers(player);
        }
        // 702.147a: decayed's "When this creature attacks, sacrifice it at end of combat."
        for a in attackers {
            let decayed = |k: &Ability| matches!(k, Ability::Keyword { keyword: KeywordAbility::Decayed });
            if self.state.object(a.attacker).is_some_and(|o| self.abilities_of(o).iter().any(decayed)) {
                self.push_trigger(a.attacker, TriggerKind::Decayed);
            }
        }
        // 702.83a, 506.5: exalted triggers when a creature attacks alone.
        if let [alone] = attackers {
            self.exalted_triggers(player, alone.attacker);
        }
        Ok(vec![Event::AttackersDeclared { player, attackers: attackers.to_vec(), tapped }])
    }

    /// 603.2. Whether no other player in the game has more life than `player`
    /// ("the player with the most life or tied for most life").
    pub(crate) fn has_most_life(&self, player: PlayerId) -> bool {
        let life = |p: PlayerId| self.state.player(p).map(|p| p.life);
        let mine = life(player);
        mine.is_some() && self.state.apnap().into_iter().all(|p| p == player || life(p) <= mine)
    }

    /// The actions offered for declaring attackers: no attack, each single
    /// attacker at each target, and every possible attacker at each target
    /// that is a player. [`Game::is_legal`] accepts any legal combination.
    pub(crate) fn attack_choices(&self, player: PlayerId) -> Vec<Action> {
        let creatures = self.possible_attackers(player);
        let targets = self.attack_targets(player);
        // 508.1d: every declaration includes the creatures that must attack
        // (each at `first`); none is listed twice.
        let fewest = self.fewest_attackers(player, &targets);
        let first = fewest.first().map(|a| a.target);
        let mut actions = Vec::with_capacity(2 + creatures.len() * targets.len() + targets.len());
        actions.push(Action::DeclareAttackers { player, attackers: fewest.clone() });
        for &attacker in &creatures {
            for &target in &targets {
                if Some(target) == first && fewest.iter().any(|a| a.attacker == attacker) {
                    continue; // the fewest declaration itself
                }
                let mut attackers = vec![AttackDeclaration { attacker, target, exert: false }];
                attackers.extend(fewest.iter().filter(|a| a.attacker != attacker));
                // 701.43d: and again exerting it, when it may be.
                if self.may_exert(attacker) {
                    let mut exerting = attackers.clone();
                    exerting[0].exert = true;
                    actions.push(Action::DeclareAttackers { player, attackers: exerting });
                }
                actions.push(Action::DeclareAttackers { player, attackers });
            }
        }
        if creatures.len() > 1 {
            // Not when everyone attacking `first` is already a declaration above.
            let listed = |t: &AttackTarget| Some(*t) == first && creatures.len() <= fewest.len() + 1;
            for &target in targets.iter().filter(|t| matches!(t, AttackTarget::Player { .. }) && !listed(t)) {
                actions.push(Action::DeclareAttackers {
                    player,
                    attackers: creatures
                        .iter()
                        .map(|&attacker| AttackDeclaration { attacker, target, exert: false })
                        .collect(),
                });
            }
        }
        actions
    }

    /// 802.2a, 310.9d. The defending player an attack target belongs to.
    pub(crate) fn defending_player(&self, target: AttackTarget) -> Option<PlayerId> {
        match target {
            AttackTarget::Player { player } => Some(player),
            AttackTarget::Planeswalker { object } => self.state.object(object).map(|o| o.controller),
            AttackTarget::Battle { object } => self.state.object(object).and_then(|o| o.protector),
        }
    }

    /// 509.1a, 702.9b, 702.17b. Whether `blocker` could block `attacker`
    /// for `player`, on its own (menace is a matter of the whole declaration).
    /// 509.1b: evasion restricts the blocks of a creature attacking a battle
    /// as of any other attacker, and evasion abilities are cumulative.
    fn check_block(&self, player: PlayerId, blocker: ObjectId, attacker: ObjectId) -> Result<(), RulesError> {
        let object = self.object(blocker)?;
        if object.zone != Zone::Battlefield || object.controller != player {
            return Err(illegal("not_your_creature", "509.1a", format!("{blocker} is not a creature you control")));
        }
        let view = self.permanent_of(object).ok_or(RulesError::UnknownObject { id: blocker })?;
        if !view.is(CardType::Creature) || view.is(CardType::Battle) {
            return Err(illegal("not_a_creature", "509.1a", format!("'{}' is not a creature", object.card)));
        }
        if self.restrained(blocker) {
            return Err(illegal("cannot_block", "509.1b", format!("'{}' can't block", object.card)));
        }
        if object.tapped {
            return Err(illegal("blocker_tapped", "509.1a", format!("'{}' is tapped", object.card)));
        }
        let Some(a) = self.combat().and_then(|c| c.attackers.iter().find(|a| a.object == attacker)) else {
            return Err(illegal("not_attacking", "509.1a", format!("{attacker} is not an attacking creature")));
        };
        if self.defending_player(a.target) != Some(player) {
            let (code, rule) = match a.target {
                AttackTarget::Battle { .. } => ("not_the_protector", "310.9c"),
                _ => ("not_attacking_you", "509.1a"),
            };
            return Err(illegal(
                code,
                rule,
                format!(
                    "{attacker} is not attacking you, a planeswalker you control or a battle you protect (CR 802.4a)"
                ),
            ));
        }
        let attacker_view = self.permanent(attacker).ok_or(RulesError::UnknownObject { id: attacker })?;
        for c in self.state.cant_be_blocked_this_turn.iter().filter(|c| c.creature == attacker) {
            let name = &attacker_view.characteristics.name;
            let reason = match c.by_color {
                None => format!("'{name}' can't be blocked this turn"),
                Some(color) if view.characteristics.colors.contains(color) => {
                    format!("'{name}' can't be blocked by {} creatures this turn", color.name())
                }
                Some(_) => continue,
            };
            return Err(illegal("cant_be_blocked", "509.1b", reason));
        }
        // 509.1b: "This creature can't be blocked."
        if attacker_view.keywords.cant_be_blocked {
            crate::executed!(static &crate::text::StaticAbility::CantBeBlocked);
            let name = &attacker_view.characteristics.name;
            return Err(illegal("cant_be_blocked", "509.1b", format!("'{name}' can't be blocked")));
        }
        // 509.1b: "Creatures with power less than [this]'s power can't block it.", on both powers now.
        if attacker_view.keywords.not_blocked_by_less_power {
            crate::executed!(static &crate::text::StaticAbility::CantBeBlockedByLessPower);
            if view.power < attacker_view.power {
                let (name, power) = (&attacker_view.characteristics.name, attacker_view.power);
                return Err(illegal(
                    "power_too_low_to_block",
                    "509.1b",
                    format!("'{}' has power {} and '{name}' power {power}: it can't block it", object.card, view.power),
                ));
            }
        }
        crate::executed!(keyword crate::text::KeywordAbility::Reach, if attacker_view.keywords.flying && view.keywords.reach);
        if attacker_view.keywords.flying && !view.keywords.flying && !view.keywords.reach {
            crate::executed!(keyword crate::text::KeywordAbility::Flying);
            return Err(illegal(
                "cannot_block_flying",
                "702.9b",
                format!(
                    "'{}' has flying; '{}' has neither flying nor reach",
                    attacker_view.characteristics.name, object.card
                ),
            ));
        }
        // 702.28b: shadow blocks and is blocked only by shadow.
        let (attacker_shadow, blocker_shadow) = (attacker_view.keywords.shadow, view.keywords.shadow);
        crate::executed!(keyword crate::text::KeywordAbility::Shadow, if attacker_shadow || blocker_shadow);
        if attacker_shadow != blocker_shadow {
            let (with, without) = match attacker_shadow {
                true => (&attacker_view.characteristics.name, &object.card),
                false => (&object.card, &attacker_view.characteristics.name),
            };
            return Err(illegal(
                "shadow",
                "702.28b",
                format!(
                    "'{with}' has shadow and '{without}' hasn't: a creature with shadow can block or be blocked by only creatures with shadow"
                ),
            ));
        }
        let landwalk = attacker_view.keywords.landwalk;
        if landwalk != 0 && landwalk & self.basic_land_types_of(player) != 0 {
            crate::executed!(keyword crate::text::KeywordAbility::Landwalk { land_type: "Swamp" });
            return Err(illegal(
                "landwalk",
                "702.14c",
                format!(
                    "'{}' has landwalk and you control a land of that type: it can't be blocked",
                    attacker_view.characteristics.name
                ),
            ));
        }
        let by = Protector { colors: view.characteristics.colors, controller: view.controller, source: Some(blocker) };
        if self.protected(attacker, &attacker_view.keywords, by) {
            return Err(illegal(
                "protection",
                "702.16f",
                format!(
                    "'{}' has protection from '{}''s color or controller: it can't block it",
                    attacker_view.characteristics.name, object.card
                ),
            ));
        }
        if view.keywords.cant_block {
            crate::executed!(static &crate::text::StaticAbility::CantBlock);
            return Err(illegal("cannot_block", "509.1b", format!("'{}' can't block", object.card)));
        }
        if view.keywords.blocks_only_flying && !attacker_view.keywords.flying {
            crate::executed!(static &crate::text::StaticAbility::CanBlockOnlyFlying);
            return Err(illegal(
                "can_block_only_flying",
                "509.1b",
                format!(
                    "'{}' can block only creatures with flying; '{}' has no flying",
                    object.card, attacker_view.characteristics.name
                ),
            ));
        }
        // TODO(CR 509.1b–c): other restrictions and requirements from text.
        Ok(())
    }

    /// 509.1. Checks a whole declaration of blockers by `player`.
    pub(crate) fn check_declare_blockers(
        &self,
        player: PlayerId,
        blockers: &[BlockDeclaration],
    ) -> Result<(), RulesError> {
        for (i, b) in blockers.iter().enumerate() {
            if blockers[..i].iter().any(|c| c.blocker == b.blocker) {
                // TODO(CR 509.1a): creatures that can block several attackers.
                return Err(illegal("duplicate_blocker", "509.1a", format!("{} blocks more than once", b.blocker)));
            }
            self.check_block(player, b.blocker, b.attacker)?;
        }
        // 702.111b: menace.
        for b in blockers {
            let count = blockers.iter().filter(|c| c.attacker == b.attacker).count();
            // 509.1b: "can't be blocked except by three or more creatures".
            let fewest = self.permanent(b.attacker).map_or(0, |v| v.keywords.min_blockers);
            if count < fewest as usize {
                crate::executed!(static &crate::text::StaticAbility::CantBeBlockedExceptBy { count: fewest });
                return Err(illegal(
                    "too_few_blockers",
                    "509.1b",
                    format!("{} can't be blocked except by {fewest} or more creatures", b.attacker),
                ));
            }
            if count < 2 && self.permanent(b.attacker).is_some_and(|v| v.keywords.menace) {
                crate::executed!(keyword crate::text::KeywordAbility::Menace);
                return Err(illegal(
                    "menace",
                    "702.111b",
                    format!("{} has menace: it can't be blocked except by two or more creatures", b.attacker),
                ));
            }
        }
        Ok(())
    }

    /// 509.1g–h. Declares blockers for `player`.
    pub(crate) fn declare_blockers(
        &mut self,
        player: PlayerId,
        blockers: &[BlockDeclaration],
    ) -> Result<Vec<Event>, RulesError> {
        self.check_declare_blockers(player, blockers)?;
        let combat = self.state.combat.get_or_insert_with(Default::default);
        for b in blockers {
            combat.blockers.push(Blocker { object: b.blocker, attacker: b.attacker });
            if let Some(a) = combat.attackers.iter_mut().find(|a| a.object == b.attacker) {
                a.blocked = true;
                a.blockers.push(b.blocker);
            }
        }
        combat.blocks_declared.push(player);
        Ok(vec![Event::BlockersDeclared { player, blockers: blockers.to_vec() }])
    }

    /// 802.4. The next defending player (APNAP order) who has not declared
    /// blockers and could block something; players with no possible block
    /// are recorded as having declared none.
    pub(crate) fn next_blocking_player(&mut self, events: &mut Vec<Event>) -> Option<PlayerId> {
        let combat = self.state.combat.clone()?;
        for p in self.state.apnap() {
            if p == self.state.active_player || combat.blocks_declared.contains(&p) {
                continue;
            }
            let attacked = combat.attackers.iter().any(|a| self.defending_player(a.target) == Some(p));
            if !attacked {
                continue;
            }
            if self.block_pairs(p).is_empty() {
                if let Some(c) = self.state.combat.as_mut() {
                    c.blocks_declared.push(p);
                }
                events.push(Event::BlockersDeclared { player: p, blockers: Vec::new() });
                continue;
            }
            return Some(p);
        }
        None
    }

    /// Every single block `player` could make on its own.
    fn block_pairs(&self, player: PlayerId) -> Vec<BlockDeclaration> {
        let Some(combat) = self.combat() else { return Vec::new() };
        let mut pairs = Vec::new();
        for &blocker in &self.state.battlefield {
            let candidate = self.state.object(blocker).is_some_and(|o| {
                o.controller == player
                    && !o.tapped
                    && self.permanent_with(o, &[]).is_some_and(|v| v.is(CardType::Creature))
            });
            if !candidate {
                continue;
            }
            for a in &combat.attackers {
                if self.check_block(player, blocker, a.object).is_ok() {
                    pairs.push(BlockDeclaration { blocker, attacker: a.object });
                }
            }
        }
        pairs
    }

    /// The actions offered for declaring blockers: no blocks, each legal
    /// single block, and for each attacker with menace every creature that
    /// could block it. [`Game::is_legal`] accepts any legal combination.
    pub(crate) fn block_choices(&self, player: PlayerId) -> Vec<Action> {
        let pairs = self.block_pairs(player);
        let mut actions = vec![Action::DeclareBlockers { player, blockers: Vec::new() }];
        // Each pair is a legal block on its own (`block_pairs`); alone, it is
        // a legal declaration unless its attacker needs more blockers (509.1b,
        // 702.111b), asked once per attacker.
        let mut alone: Vec<(ObjectId, bool)> = Vec::new();
        for &pair in &pairs {
            let ok = match alone.iter().find(|(a, _)| *a == pair.attacker) {
                Some(&(_, ok)) => ok,
                None => {
                    let ok = self.check_declare_blockers(player, &[pair]).is_ok();
                    alone.push((pair.attacker, ok));
                    ok
                }
            };
            if ok {
                actions.push(Action::DeclareBlockers { player, blockers: vec![pair] });
            }
        }
        if let Some(combat) = self.combat() {
            for a in &combat.attackers {
                let group: Vec<BlockDeclaration> = pairs.iter().copied().filter(|p| p.attacker == a.object).collect();
                if group.len() >= 2 && self.check_declare_blockers(player, &group).is_ok() {
                    actions.push(Action::DeclareBlockers { player, blockers: group });
                }
            }
        }
        actions
    }

    /// 510.1, 510.4. Plans the combat damage of this step: which creatures
    /// deal damage (first and double strike), every creature's default
    /// assignment, and the attackers whose controller has a choice (510.1c:
    /// two or more blockers; 702.19c: trample with damage beyond lethal).
    fn plan_combat_damage(&self) -> Option<DamagePlan> {
        let mut combat = self.state.combat.clone()?;
        let in_combat: Vec<ObjectId> =
            combat.attackers.iter().map(|a| a.object).chain(combat.blockers.iter().map(|b| b.object)).collect();
        let mut views = Views::default();
        for &id in &in_combat {
            if let Some(v) = self.permanent(id)
                && !views.contains_key(&id)
            {
                views.0.push((id, v));
            }
        }
        let dealers: Vec<ObjectId> = if combat.damage_steps == 0 {
            let first: Vec<ObjectId> = in_combat
                .iter()
                .copied()
                .filter(|id| views.get(id).is_some_and(|v| v.keywords.strikes_first()))
                .collect();
            if first.is_empty() {
                in_combat.clone()
            } else {
                crate::executed!(each first.iter().filter_map(|id| views.get(id)).flat_map(|v| v.keywords.strike_abilities()));
                combat.first_strike_step = true;
                combat.first_strikers = first.clone();
                first
            }
        } else {
            in_combat
                .iter()
                .copied()
                .filter(|id| {
                    !combat.first_strikers.contains(id) || views.get(id).is_some_and(|v| v.keywords.double_strike)
                })
                .collect()
        };
        combat.damage_steps = combat.damage_steps.saturating_add(1);
        // The damage each blocker is assigned so far.
        let mut assigned_to: Vec<(ObjectId, i64)> = Vec::new();
        let mut assignments: Vec<(ObjectId, DamageTo, u32)> = Vec::new();
        let mut choices = Vec::new();
        // 510.1a–c, 702.19b: attackers (their controller is the active player, 802.5).
        for a in &combat.attackers {
            let Some(view) = views.get(&a.object).filter(|_| dealers.contains(&a.object)) else { continue };
            let Ok(power) = u32::try_from(view.power) else { continue };
            if power == 0 {
                continue;
            }
            let target = self.damage_target(a.target);
            if !a.blocked {
                if let Some(to) = target {
                    assignments.push((a.object, to, power));
                }
                continue;
            }
            let blockers: Vec<ObjectId> = a
                .blockers
                .iter()
                .copied()
                .filter(|b| {
                    views.contains_key(b) && combat.blockers.iter().any(|x| x.object == *b && x.attacker == a.object)
                })
                .collect();
            if blockers.is_empty() {
                // 702.19d: a blocked trampler with no blockers left.
                if view.keywords.trample
                    && let Some(to) = target
                {
                    assignments.push((a.object, to, power));
                }
                continue;
            }
            let mut remaining = i64::from(power);
            let mut lethal_to = Vec::with_capacity(blockers.len());
            for &b in &blockers {
                let Some(bv) = views.get(&b) else { continue };
                let marked = self.state.object(b).map_or(0, |o| i64::from(o.damage));
                let already = assigned_to.iter().find(|(i, _)| *i == b).map_or(0, |&(_, n)| n);
                let mut lethal = (i64::from(bv.toughness) - marked - already).max(0);
                if view.keywords.deathtouch {
                    crate::executed!(keyword crate::text::KeywordAbility::Deathtouch);
                    lethal = lethal.min(1); // 702.2c
                }
                lethal_to.push((b, u32::try_from(lethal).unwrap_or(u32::MAX)));
                let give = lethal.min(remaining);
                if give > 0 {
                    assignments.push((a.object, DamageTo::Object { object: b }, u32::try_from(give).unwrap_or(0)));
                    match assigned_to.iter_mut().find(|(i, _)| *i == b) {
                        Some((_, n)) => *n += give,
                        None => assigned_to.push((b, give)),
                    }
                    remaining -= give;
                }
            }
            if remaining > 0 {
                let excess = u32::try_from(remaining).unwrap_or(0);
                crate::executed!(keyword crate::text::KeywordAbility::Trample, if view.keywords.trample && target.is_some());
                match (view.keywords.trample, target, blockers.first()) {
                    (true, Some(to), _) => assignments.push((a.object, to, excess)),
                    (_, _, Some(&first)) => assignments.push((a.object, DamageTo::Object { object: first }, excess)),
                    _ => {}
                }
            }
            let trample_to = target.filter(|_| view.keywords.trample);
            // 510.1c–d: Zilortha's "as though it weren't blocked".
            let unblocked_to = target.filter(|_| self.assigns_as_though_unblocked(a.object));
            if blockers.len() >= 2 || (trample_to.is_some() && remaining > 0) || unblocked_to.is_some() {
                choices.push(DamageChoice { attacker: a.object, power, blockers: lethal_to, trample_to, unblocked_to });
            }
        }
        // 510.1d: blockers.
        for b in &combat.blockers {
            let Some(view) = views.get(&b.object).filter(|_| dealers.contains(&b.object)) else { continue };
            let Ok(power) = u32::try_from(view.power) else { continue };
            if power == 0 || !views.contains_key(&b.attacker) {
                continue;
            }
            assignments.push((b.object, DamageTo::Object { object: b.attacker }, power));
        }
        Some(DamagePlan { combat, views, assignments, choices })
    }

    /// 510.1c. Whether the active player has a choice of how an attacker's
    /// combat damage this step is divided.
    pub(crate) fn damage_division_pending(&self) -> bool {
        self.plan_combat_damage().is_some_and(|p| !p.choices.is_empty())
    }

    /// 510.1–510.2. Assigns and deals the combat damage of this step; the
    /// attackers with a choice use `chosen` (checked, 510.1e), else the
    /// default division.
    pub(crate) fn combat_damage(
        &mut self,
        events: &mut Vec<Event>,
        chosen: Option<&[DamageAssignment]>,
    ) -> Result<(), RulesError> {
        let Some(DamagePlan { combat, views, mut assignments, choices }) = self.plan_combat_damage() else {
            return Ok(());
        };
        if let Some(chosen) = chosen {
            check_division(&choices, chosen)?;
            // 510.1c–d: an attacker that assigned its damage as though it weren't blocked.
            #[cfg(feature = "template-log")]
            for c in choices.iter().filter(|c| c.unblocked_to.is_some()) {
                let mine = chosen.iter().filter(|d| d.attacker == c.attacker);
                if mine.clone().all(|d| Some(d.to) == c.unblocked_to)
                    && let Some(ability) = self.as_though_unblocked_by(c.attacker)
                {
                    crate::executed!(static ability);
                }
            }
            assignments.retain(|(source, _, _)| !choices.iter().any(|c| c.attacker == *source));
            assignments.extend(chosen.iter().filter(|d| d.amount > 0).map(|d| (d.attacker, d.to, d.amount)));
        }
        self.state.combat = Some(combat);
        self.deal_damage(&assignments, true, &views, events);
        Ok(())
    }

    /// The divisions offered for [`Pending::AssignCombatDamage`]: the
    /// default, and for each attacker with a choice all its damage to each
    /// one of its blockers. [`Game::is_legal`] accepts any legal division.
    pub(crate) fn damage_division_choices(&self, player: PlayerId) -> Vec<Action> {
        let Some(plan) = self.plan_combat_damage() else { return Vec::new() };
        let default: Vec<DamageAssignment> = plan
            .assignments
            .iter()
            .filter(|(source, _, _)| plan.choices.iter().any(|c| c.attacker == *source))
            .map(|&(attacker, to, amount)| DamageAssignment { attacker, to, amount })
            .collect();
        let mut actions = vec![Action::AssignCombatDamage { player, assignments: default.clone() }];
        for c in &plan.choices {
            for &(blocker, _) in &c.blockers {
                let mut division: Vec<DamageAssignment> =
                    default.iter().filter(|d| d.attacker != c.attacker).copied().collect();
                division.push(DamageAssignment {
                    attacker: c.attacker,
                    to: DamageTo::Object { object: blocker },
                    amount: c.power,
                });
                // The same division once (no derived `Action: PartialEq` in the wasm for it).
                let listed = |a: &Action| matches!(a, Action::AssignCombatDamage { assignments, .. } if *assignments == division);
                if !actions.iter().any(listed) {
                    actions.push(Action::AssignCombatDamage { player, assignments: division });
                }
            }
            // 510.1c–d: all of it to what it attacks, as though it weren't blocked.
            if let Some(to) = c.unblocked_to {
                let mut division: Vec<DamageAssignment> =
                    default.iter().filter(|d| d.attacker != c.attacker).copied().collect();
                division.push(DamageAssignment { attacker: c.attacker, to, amount: c.power });
                actions.push(Action::AssignCombatDamage { player, assignments: division });
            }
        }
        actions
    }

    /// 615.1, 615.7. How much of one damage event from a source controlled by
    /// `source_controller` to `to` the "If a source an opponent controls would
    /// deal damage to you or a permanent you control, prevent 1 of that
    /// damage." abilities of the damaged player's (or the damaged permanent's
    /// controller's) permanents prevent, each once (gated by
    /// `Watched::DamageReduced`).
    fn damage_prevented_by_statics(&self, source_controller: PlayerId, to: DamageTo) -> u32 {
        if !self.watches.has(super::turn::Watched::DamageReduced) {
            return 0;
        }
        let damaged = match to {
            DamageTo::Player { player } => Some(player),
            DamageTo::Object { object } => self.state.object(object).map(|o| o.controller),
        };
        let Some(you) = damaged.filter(|&you| self.state.are_opponents(source_controller, you)) else { return 0 };
        let shields = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| o.controller == you);
        let mut prevented = 0u32;
        for source in shields {
            for a in self.abilities_of(source) {
                if let Ability::Static { ability: StaticAbility::PreventDamageFromOpponentsSources { amount } } = a {
                    crate::executed!(each[a]);
                    prevented = prevented.saturating_add(*amount);
                }
            }
        }
        prevented
    }

    /// 510.1c–d. Whether a permanent of the attacker's controller lets it
    /// assign its combat damage as though it weren't blocked ("For each
    /// non-Human creature you control, …", Zilortha, Apex of Ikoria).
    fn assigns_as_though_unblocked(&self, attacker: ObjectId) -> bool {
        self.as_though_unblocked_by(attacker).is_some()
    }

    /// The ability that lets `attacker` assign its combat damage as though
    /// it weren't blocked (510.1c–d), if one does.
    fn as_though_unblocked_by(&self, attacker: ObjectId) -> Option<&StaticAbility> {
        let o = self.state.object(attacker)?;
        let c = self.characteristics_of(o).ok()?;
        let you = o.controller;
        let mut sources = self.state.objects_in(&self.state.battlefield).flatten().filter(|s| s.controller == you);
        sources.find_map(|s| {
            self.abilities_of(s).iter().find_map(|a| match a {
                Ability::Static {
                    ability: ability @ StaticAbility::AssignCombatDamageAsThoughUnblocked { filter },
                } if Self::filter_matches(filter, o, &c, None, None, s.id, you) => Some(ability),
                _ => None,
            })
        })
    }

    /// 510.1b. Where an unblocked attacker's damage goes, if its target is
    /// still there.
    fn damage_target(&self, target: AttackTarget) -> Option<DamageTo> {
        match target {
            AttackTarget::Player { player } => self.state.in_game(player).then_some(DamageTo::Player { player }),
            AttackTarget::Planeswalker { object } | AttackTarget::Battle { object } => {
                self.permanent(object).is_some().then_some(DamageTo::Object { object })
            }
        }
    }

    /// 120.3, 510.2. Deals damage simultaneously: life loss for players
    /// (120.3a), loyalty counters off planeswalkers (120.3c), defense
    /// counters off battles (120.3h, 310.6), damage marked on creatures
    /// (120.3e); deathtouch (702.2b) and lifelink (702.15b). Each instance is
    /// recorded for prowl (702.76a) with its source's controller and creature
    /// types as it was dealt. `sources` holds the sources' views as the
    /// damage was assigned.
    pub(crate) fn deal_damage(
        &mut self,
        assignments: &[(ObjectId, DamageTo, u32)],
        combat: bool,
        sources: &Views,
        events: &mut Vec<Event>,
    ) {
        let mut gains: Vec<(PlayerId, u32)> = Vec::new();
        // 603.7c: the controllers of creatures that dealt combat damage to players.
        let mut dealt_by: Vec<PlayerId> = Vec::new();
        // The sources that dealt damage (603.2: "Whenever [this] deals damage" once for all of it).
        let mut dealt: Vec<ObjectId> = Vec::new();
        for &(source, to, amount) in assignments {
            if amount == 0 {
                continue;
            }
            let Some(view) = sources.get(&source) else { continue };
            // 615.1: combat damage dealt by or to a creature whose combat damage is prevented this turn.
            let prevented = &self.state.combat_damage_prevented;
            if combat && self.state.all_combat_damage_prevented {
                continue;
            }
            if combat
                && !prevented.is_empty()
                && (prevented.contains(&source)
                    || matches!(to, DamageTo::Object { object } if prevented.contains(&object)))
            {
                continue;
            }
            // 615.1: damage from a source of a color whose damage is prevented this turn (Prismatic Strands).
            let by_colors = self.state.damage_prevented_by_colors;
            if !by_colors.is_empty() && !by_colors.intersection(view.characteristics.colors).is_empty() {
                continue;
            }
            // 702.16j, 615.1: all damage to a player with protection from everything is prevented.
            if matches!(to, DamageTo::Player { player } if self.state.protected_from_everything.contains(&player)) {
                continue;
            }
            // 615.1, 615.6: "prevent 1 of that damage" (Valkmira, Protector's Shield); what is left is dealt.
            let amount = amount.saturating_sub(self.damage_prevented_by_statics(view.controller, to));
            if amount == 0 {
                continue;
            }
            let damaged_player = match to {
                DamageTo::Player { player } => Some(player),
                DamageTo::Object { .. } => None,
            };
            let record = |damaged: Damaged| DamageRecord {
                source: Some(view.characteristics.name.clone()),
                creature_types: view
                    .characteristics
                    .subtypes
                    .iter()
                    .filter(|s| SubtypeKind::Creature.find(s).is_some())
                    .map(|s| s.to_string())
                    .collect(),
                every_creature_type: view.characteristics.every_creature_type,
                controller: view.controller,
                damaged,
                combat,
                object: Some(source),
                player: damaged_player,
                amount,
            };
            match to {
                DamageTo::Player { player } => {
                    let Some(p) = self.state.player_mut(player).filter(|p| !p.lost) else { continue };
                    // 702.90b, 120.3b: damage from a source with infect gives poison counters instead.
                    let infect = if view.keywords.infect {
                        crate::executed!(keyword crate::text::KeywordAbility::Infect);
                        amount
                    } else {
                        p.life = p.life.saturating_sub(i32::try_from(amount).unwrap_or(i32::MAX));
                        0
                    };
                    // 702.164c, 120.3g: combat damage from a creature with toxic also gives poison counters.
                    let toxic = if combat { view.keywords.toxic } else { 0 };
                    if toxic > 0 {
                        crate::executed!(keyword crate::text::KeywordAbility::Toxic { amount: toxic });
                    }
                    let poison = infect.saturating_add(toxic);
                    if poison > 0 {
                        p.counters.add(CounterKind::Poison, poison);
                    }
                    self.state.damage_this_turn.push(record(Damaged::Player));
                    if poison > 0 {
                        events.push(Event::PlayerCountersPut { player, counter: CounterKind::Poison, count: poison });
                    }
                    if combat {
                        if !dealt_by.contains(&view.controller) {
                            dealt_by.push(view.controller);
                        }
                        self.monarch_damaged_trigger(player, source, view.controller);
                        self.initiative_damaged_trigger(player, view.controller);
                        // 510.2, 603.2: "Whenever [this] deals combat damage to a player".
                        let seen = super::turn::Seen::CombatDamageTo { player };
                        self.trigger_by(
                            source,
                            |t| matches!(t, crate::text::Trigger::SelfDealsCombatDamageToPlayer),
                            seen,
                        );
                        // "Whenever a creature you control deals combat damage to a player" (an emblem's, 114.4).
                        self.watched_triggers(super::turn::Watched::CombatDamageToPlayer, source, |t| match t {
                            crate::text::Trigger::DealsCombatDamageToPlayer { filter } => Some(filter),
                            _ => None,
                        });
                        // 510.2, 603.2: "Whenever a creature deals combat damage to one of your opponents" of the
                        // permanents of that player's opponents; "its controller" is the creature's (608.2c).
                        if self.watches.has(super::turn::Watched::CombatDamageToPlayer) {
                            let all = self.state.players.iter().map(|p| p.id);
                            let opponents: Vec<PlayerId> =
                                all.filter(|&p| self.state.are_opponents(p, player)).collect();
                            let fires = |t: &crate::text::Trigger, _: ObjectId, you: PlayerId| {
                                matches!(t, crate::text::Trigger::CreatureDealsCombatDamageToYourOpponent)
                                    && opponents.contains(&you)
                            };
                            let seen = super::turn::Seen::DamagedBy { player: view.controller };
                            self.event_triggers(super::turn::Watched::CombatDamageToPlayer, fires, seen);
                        }
                    }
                    // 120.3, 603.2: "Whenever [this] deals damage to a player" (combat or not).
                    if self.watches.has(super::turn::Watched::DealsDamage) {
                        let seen = super::turn::Seen::DamageTo { player };
                        self.trigger_by(source, |t| matches!(t, crate::text::Trigger::SelfDealsDamageToPlayer), seen);
                    }
                }
                DamageTo::Object { object } => {
                    let Some(target) = self.permanent(object) else { continue };
                    // 702.16e: damage from a source of a quality it has protection from is prevented.
                    let by = Protector {
                        colors: view.characteristics.colors,
                        controller: view.controller,
                        source: Some(source),
                    };
                    if self.protected(object, &target.keywords, by) {
                        continue;
                    }
                    // 122.1c, 615.1: a shield counter prevents the damage and is removed.
                    if self.shield_counter_used(object, events) {
                        continue;
                    }
                    // 614.1a: Soul-Scar Mage: -1/-1 counters instead; no damage is dealt.
                    if !combat
                        && target.is(CardType::Creature)
                        && self.state.are_opponents(view.controller, target.controller)
                        && self.damage_becomes_counters(view.controller)
                    {
                        let Some(o) = self.state.object_mut(object) else { continue };
                        o.counters.add(CounterKind::MinusOneMinusOne, amount);
                        let counter = CounterKind::MinusOneMinusOne;
                        events.push(Event::CountersPut { object, counter: counter.clone(), count: amount });
                        self.counters_put_triggers(view.controller, object, &counter);
                        continue;
                    }
                    // 702.90c, 120.3d: from a source with infect, -1/-1 counters instead of marked
                    // damage (still damage: lifelink and deathtouch apply, 120.3f, 702.2b).
                    let infected = view.keywords.infect && target.is(CardType::Creature);
                    let Some(o) = self.state.object_mut(object) else { continue };
                    if infected {
                        crate::executed!(keyword crate::text::KeywordAbility::Infect);
                        o.counters.add(CounterKind::MinusOneMinusOne, amount);
                    } else if target.is(CardType::Creature) {
                        o.damage = o.damage.saturating_add(amount);
                    }
                    if target.is(CardType::Creature) && view.keywords.deathtouch {
                        crate::executed!(keyword crate::text::KeywordAbility::Deathtouch);
                        o.deathtouch_damage = true;
                    }
                    if infected {
                        let counter = CounterKind::MinusOneMinusOne;
                        events.push(Event::CountersPut { object, counter: counter.clone(), count: amount });
                        self.counters_put_triggers(view.controller, object, &counter);
                    }
                    // 120.3, 603.2: "Whenever a source deals damage to [this]".
                    if self.watches.has(super::turn::Watched::DealtDamage) {
                        let seen = super::turn::Seen::DamagedBy { player: view.controller };
                        self.trigger_by(object, |t| matches!(t, crate::text::Trigger::SelfDealtDamage), seen);
                    }
                    let Some(o) = self.state.object_mut(object) else { continue };
                    if target.is(CardType::Planeswalker) {
                        let left = counter(o, &CounterKind::Loyalty).saturating_sub(amount);
                        o.counters.set(CounterKind::Loyalty, left);
                        self.state.damage_this_turn.push(record(Damaged::Planeswalker));
                    }
                    if target.is(CardType::Battle) {
                        let Some(o) = self.state.object_mut(object) else { continue };
                        let before = counter(o, &CounterKind::Defense);
                        let left = before.saturating_sub(amount);
                        o.counters.set(CounterKind::Defense, left);
                        let (card, face, controller, card_index) = (o.card.clone(), o.face, o.controller, o.card_index);
                        self.state.damage_this_turn.push(record(Damaged::Battle));
                        if before > 0 && left == 0 && target.is_siege() {
                            // 310.12b: the last defense counter was removed.
                            self.state.triggers.push(PendingTrigger {
                                source: object,
                                card,
                                face,
                                controller,
                                kind: TriggerKind::SiegeDefeated,
                                card_index,
                            });
                        }
                    }
                }
            }
            events.push(Event::DamageDealt { source, card: view.characteristics.name.clone(), to, amount, combat });
            if self.watches.has(super::turn::Watched::DealsDamage) && !dealt.contains(&source) {
                dealt.push(source);
            }
            if view.keywords.lifelink {
                crate::executed!(keyword crate::text::KeywordAbility::Lifelink);
                match gains.iter_mut().find(|(p, _)| *p == view.controller) {
                    Some((_, g)) => *g = g.saturating_add(amount),
                    None => gains.push((view.controller, amount)),
                }
            }
        }
        if self.watches.has(super::turn::Watched::DealsDamage) {
            for source in dealt {
                if self.state.object(source).is_some_and(|o| o.zone == crate::card::Zone::Battlefield) {
                    self.trigger(source, |t| matches!(t, crate::text::Trigger::SelfDealsDamage));
                }
            }
        }
        for (player, amount) in gains {
            self.gain_life(player, amount, events);
        }
        // 603.7c: "Whenever one or more creatures you control deal combat damage to one or more players this
        // turn" triggers once for this damage (Forth Eorlingas!).
        let delayed = &self.state.delayed_this_turn;
        let triggered = delayed.iter().filter(|t| dealt_by.contains(&t.controller)).cloned();
        let triggered: Vec<PendingTrigger> = triggered.collect();
        self.state.triggers.extend(triggered);
    }

    /// 614.1a. Whether a permanent `player` controls turns the noncombat
    /// damage their sources would deal to their opponents' creatures into
    /// -1/-1 counters (Soul-Scar Mage).
    fn damage_becomes_counters(&self, player: PlayerId) -> bool {
        if !self.watches.has(super::turn::Watched::DamageBecomesCounters) {
            return false;
        }
        let replaces = |a: &Ability| {
            matches!(a, Ability::Static { ability: StaticAbility::NoncombatDamageToOpponentsCreaturesAsCounters })
        };
        let mut mine = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| o.controller == player);
        let found = mine.any(|o| self.abilities_of(o).iter().any(replaces));
        if found {
            crate::executed!(static &StaticAbility::NoncombatDamageToOpponentsCreaturesAsCounters);
        }
        found
    }

    /// 508.4, 702.190b. `id` entered the battlefield attacking `target`:
    /// it is an attacking creature (never "declared", so nothing triggers on
    /// its attack, 508.4) and, entering after blockers were declared, an
    /// unblocked one (508.4d of 27 February 2026). It is not attacking if it
    /// is not a creature or is a battle (506.3a, 506.3f), if its controller
    /// is not the attacking player (506.3b), or if `target` can no longer be
    /// attacked (506.3c, 508.4a).
    pub(crate) fn enter_attacking(&mut self, id: ObjectId, target: AttackTarget) {
        let Some(view) = self.permanent(id) else { return };
        if !view.is(CardType::Creature) || view.is(CardType::Battle) || view.controller != self.state.active_player {
            return;
        }
        if self.check_attack_target(view.controller, target).is_err() {
            return;
        }
        if let Some(c) = self.state.combat.as_mut() {
            c.attackers.push(Attacker { object: id, target, blocked: false, blockers: Vec::new() });
        }
    }

    /// 506.4. Removes a permanent from combat (it left the battlefield).
    pub(crate) fn remove_from_combat(&mut self, id: ObjectId) {
        if let Some(c) = self.state.combat.as_mut() {
            c.attackers.retain(|a| a.object != id);
            c.blockers.retain(|b| b.object != id);
            for a in &mut c.attackers {
                a.blockers.retain(|&b| b != id);
            }
        }
    }
}
