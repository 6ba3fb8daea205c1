//! Targets (115): [`Target`]; which players and objects a
//! [`TargetSpec`] allows, with hexproof (702.11b), shroud (702.18a) and
//! protection (702.16b); the choices a spell (601.2c) or a triggered
//! ability (603.3d) offers; and the check as it resolves (608.2b).

use super::Game;
use super::cast_options::Reason;
use super::error::RulesError;
use super::ids::{ObjectId, PlayerId};
use super::permanent::{PermanentView, Protector};
use super::state::{CastMethod, GameObject};
use crate::card::{Card, CardType, Zone};
use crate::color::ColorSet;
use crate::text::{Ability, Effect, ObjectFilter, TargetSpec};
use serde::{Deserialize, Serialize};

/// 115.1. A target: a player or an object (a permanent, or a spell on the
/// stack). Serialized as `{ "type": "player", "player": 1 }`,
/// `{ "type": "object", "object": 12 }` or, for an "up to one" target left
/// unchosen, `{ "type": "nothing" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Target {
    /// A player.
    Player {
        /// The player.
        player: PlayerId,
    },
    /// A permanent or a spell.
    Object {
        /// The object.
        object: ObjectId,
    },
    /// 115.1, 601.2c. No target, for an "up to one target" that none was
    /// chosen for (kept in its place so that later targets keep theirs).
    Nothing,
}

/// The most combinations of targets listed for one spell or ability (each
/// is an action; [`Game::is_legal`] accepts any legal combination).
pub const MAX_TARGET_CHOICES: usize = 256;

/// 601.2c. The most targets "X target …" takes (an X above it finds too
/// few targets chosen).
pub const MAX_X_TARGETS: usize = 32;

/// Who targets: the controller of the spell or ability, its colors (or its
/// source's, for protection, 702.16b), and its own id once on the stack (a
/// spell cannot target itself, 115.5).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Targeter {
    pub(crate) controller: PlayerId,
    pub(crate) colors: ColorSet,
    pub(crate) object: Option<ObjectId>,
    /// 107.3. The value of X a target's "mana value X" reads: the X announced
    /// for the spell or ability, or the one its text defines (107.3c).
    pub(crate) x: u32,
    /// 115.5. The triggered or activated ability on the stack that targets
    /// (never a target of its own); `None` for a spell (`object`).
    pub(crate) ability: Option<ObjectId>,
}

/// 115.1. The targets the effects ask for, one per "target", in order.
/// Why a target is not a legal choice (see [`Game::check_target`]).
enum Refusal {
    /// 115.1: a player who left the game.
    NotInGame,
    /// 115.1: no such object.
    NoObject,
    /// 115.1: "target opponent", and the player is not one.
    NotOpponent,
    /// 115.1: not what the target asks for; `not` says what it is not.
    WrongKind { not: &'static str },
    /// 115.5: a spell cannot target itself.
    Itself,
    /// The object's characteristics are unknown.
    Unknown(RulesError),
    /// 702.18a.
    Shroud,
    /// 702.11b.
    Hexproof,
    /// 702.11c: a player with hexproof.
    PlayerHexproof,
    /// 702.11d–e: hexproof from a quality the spell or source has.
    HexproofFrom,
    /// 702.16j: a player with protection from everything.
    PlayerProtection,
    /// 702.16b.
    Protection,
    /// 101.2: "Cards in graveyards can't be the targets of spells or abilities."
    GraveyardCard,
}

/// 702.11d–e. Whether a permanent with `keywords` has hexproof from a
/// quality of a spell or source of `colors` (its controller's opponent's).
fn hexproof_from_refuses(keywords: &super::permanent::Keywords, colors: crate::color::ColorSet) -> bool {
    use crate::text::ProtectionFrom;
    let from = match keywords.hexproof_from.intersection(colors).iter().next() {
        Some(color) => ProtectionFrom::Color { color },
        None if keywords.hexproof_from_monocolored && colors.is_monocolored() => ProtectionFrom::Monocolored,
        None if keywords.hexproof_from_multicolored && colors.is_multicolored() => ProtectionFrom::Multicolored,
        None => return false,
    };
    crate::executed!(keyword crate::text::KeywordAbility::HexproofFrom { from });
    let _ = from;
    true
}

/// The chosen modes as a bit set (modes are fewer than
/// [`MAX_MODES`](crate::text::MAX_MODES)).
pub(crate) fn mode_mask(modes: &[usize]) -> u64 {
    modes.iter().filter(|&&m| m < 64).fold(0, |mask, &m| mask | 1 << m)
}

fn wrong_kind(spec: &TargetSpec, what: &str) -> Reason {
    Reason::new("illegal_target", "115.1", format!("{what} is not a legal choice for {}", spec.describe()))
}

impl Game {
    /// 115.1. Why a card (on the stack or in a graveyard) the filter does not
    /// match cannot be the target, or `None` when it can.
    fn card_refusal(&self, o: &GameObject, filter: &crate::text::ObjectFilter, by: &Targeter) -> Option<Refusal> {
        let c = match self.characteristics_cow(o) {
            Ok(c) => c,
            Err(e) => return Some(Refusal::Unknown(e)),
        };
        let source = by.object.unwrap_or(ObjectId(u32::MAX));
        let filter = self.counted_for(super::effects::with_x(filter, by.x), o);
        let fits = Self::filter_matches(&filter, o, &c, c.power, c.toughness, source, by.controller);
        (!fits).then_some(Refusal::WrongKind { not: "" })
    }

    /// The instructions of a spell (its card's spell abilities, 113.3a) or of
    /// a triggered ability on the stack (603), in the order written.
    /// A modal spell's instructions are those of its chosen modes, in the
    /// order printed (700.2, 700.2c); none before modes are chosen.
    pub(crate) fn effects<'a>(&'a self, object: &GameObject) -> impl Iterator<Item = &'a Effect> + 'a {
        self.effects_in(self.entry(object).ok().map(|e| &*e.card), object)
    }

    /// [`Game::effects`] in `card`, the object's card held apart from the
    /// game (a resolving spell's instructions are borrowed, not copied).
    pub(crate) fn effects_in<'a>(
        &self,
        card: Option<&'a Card>,
        object: &GameObject,
    ) -> impl Iterator<Item = &'a Effect> + use<'a> {
        let ability = object.ability.as_ref().map(|a| a.kind.ability_index());
        let chosen = mode_mask(&object.modes);
        let changed_text = matches!(object.cast_method, Some(CastMethod::Overload | CastMethod::Cleave));
        // 603.12: a reflexive ability does what its "When you do, …" says.
        let reflexive =
            object.ability.as_ref().is_some_and(|a| matches!(a.kind, super::state::TriggerKind::Reflexive { .. }));
        // 603.7c: a spell's delayed triggered ability does what its instruction holds.
        let delayed = object
            .ability
            .as_ref()
            .is_some_and(|a| matches!(a.kind, super::state::TriggerKind::DelayedThisTurn { .. }));
        // 601.2c: at most this many targets for "X target …" (X beyond it is refused as the wrong number).
        let x = object.x.map_or(0, |x| (x as usize).min(MAX_X_TARGETS));
        let abilities = card.map_or(&[][..], |c| self.abilities_in(c, object));
        // 613.1f: then the abilities the face's instructions grant its permanent (numbered after its own).
        let face = card.and_then(|c| c.face(object.face.unwrap_or(0))).filter(|f| f.abilities.len() == abilities.len());
        let granted = face.into_iter().flat_map(crate::card::Face::self_granted);
        let abilities = abilities.iter().chain(card.map_or(&[][..], |c| super::permanent::fused_half_in(c, object)));
        abilities
            .chain(granted)
            .enumerate()
            .flat_map(move |(i, a)| {
                let (effects, modes): (&[Effect], &[crate::text::Mode]) = match (a, ability) {
                    (Ability::Triggered { effects, .. } | Ability::Activated { effects, .. }, Some(Some(index)))
                        if index == i =>
                    {
                        let inner = effects.iter().find_map(|e| match e {
                            Effect::Reflexive { effects } => Some(effects.as_slice()),
                            _ => None,
                        });
                        // 700.2b: a modal triggered ability's chosen modes.
                        let modes = match a {
                            Ability::Triggered { modal: Some(modal), .. } if !reflexive => modal.modes.as_slice(),
                            _ => &[],
                        };
                        (if reflexive { inner.unwrap_or(&[]) } else { effects }, modes)
                    }
                    // 613.1f: a granted ability's instructions (its trigger kind is `Granted`).
                    (
                        Ability::Static {
                            ability: crate::text::StaticAbility::GrantTriggered { ability: granted, .. },
                        },
                        Some(Some(index)),
                    ) if index == i => match granted.as_ref() {
                        Ability::Triggered { effects, .. } => (effects, &[]),
                        _ => (&[], &[]),
                    },
                    // 702.96a, 702.148a, 612: cast for its overload or cleave cost, the instructions of its changed text.
                    (Ability::Spell { effects }, None) => match card.and_then(|c| c.text_changed()) {
                        Some(changed) if changed_text => (changed, &[]),
                        _ => (effects, &[]),
                    },
                    (Ability::ModalSpell { modes, .. }, None) => (&[], modes),
                    // 603.12: a spell's reflexive ability too.
                    (Ability::Spell { effects }, Some(Some(index))) if (delayed || reflexive) && index == i => {
                        let inner = effects.iter().find_map(|e| match e {
                            Effect::DelayedThisTurn { effects, .. } if delayed => Some(effects.as_slice()),
                            Effect::Reflexive { effects } if reflexive => Some(effects.as_slice()),
                            _ => None,
                        });
                        (inner.unwrap_or(&[]), &[])
                    }
                    _ => (&[], &[]),
                };
                let chosen_modes =
                    modes.iter().enumerate().filter(move |(m, _)| chosen >> m & 1 == 1).map(|(_, mode)| &mode.effects);
                effects.iter().chain(chosen_modes.flatten())
            })
            .flat_map(move |e| x_targets(e, x))
    }

    /// 601.2c. Whether the object's instructions say "X target …" (its
    /// targets depend on the X announced).
    pub(crate) fn has_x_targets(&self, object: &GameObject) -> bool {
        let card = self.entry(object).ok().map(|e| &*e.card);
        card.is_some_and(|c| {
            self.abilities_in(c, object).iter().any(|a| a.all_effects().any(|e| matches!(e, Effect::XTargets { .. })))
        })
    }

    /// The abilities whose effects [`Game::effects`] gives (feature
    /// `template-log`: what resolving `object` executes): a modal spell's
    /// choice of modes and each chosen mode (`Ability::template_keys`).
    #[cfg(feature = "template-log")]
    pub(crate) fn executing(&self, object: &GameObject) -> Vec<Ability> {
        let ability = object.ability.as_ref().map(|a| a.kind.ability_index());
        let mut out = Vec::new();
        let fused = self.entry(object).map_or(&[][..], |e| super::permanent::fused_half_in(&e.card, object));
        for (i, a) in self.abilities_of(object).iter().chain(fused).enumerate() {
            match (a, ability) {
                // 700.2b: a modal triggered ability's choice of modes and each chosen mode.
                (Ability::Triggered { trigger, condition, effects, modal: Some(modal) }, Some(Some(index)))
                    if index == i =>
                {
                    let choice = crate::text::Modal { choose: modal.choose, modes: Vec::new() };
                    let (trigger, condition, effects) = (trigger.clone(), condition.clone(), effects.clone());
                    out.push(Ability::Triggered { trigger, condition, effects, modal: Some(choice) });
                    for &m in &object.modes {
                        if let Some(mode) = modal.modes.get(m) {
                            out.push(Ability::Spell { effects: mode.effects.clone() });
                        }
                    }
                }
                (Ability::Triggered { .. } | Ability::Activated { .. }, Some(Some(index))) if index == i => {
                    out.push(a.clone())
                }
                (Ability::Static { .. }, Some(Some(index))) if index == i => out.push(a.clone()),
                (Ability::Spell { .. }, None) => out.push(a.clone()),
                (Ability::ModalSpell { choose, modes, more }, None) => {
                    out.push(Ability::ModalSpell { choose: *choose, modes: Vec::new(), more: more.clone() });
                    for &m in &object.modes {
                        if let Some(mode) = modes.get(m) {
                            out.push(Ability::Spell { effects: mode.effects.clone() });
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// 115.1. What each "target" of a spell or ability on the stack asks for, in order.
    pub(crate) fn target_specs_of(&self, object: &GameObject) -> Vec<&TargetSpec> {
        let mutate = self.mutate_target(object);
        self.effects(object).filter_map(Effect::target).chain(self.aura_target(object)).chain(mutate).collect()
    }

    /// Whether a spell or triggered ability says "target".
    pub(crate) fn targets_something(&self, object: &GameObject) -> bool {
        self.effects(object).any(|e| e.target().is_some())
            || self.aura_target(object).is_some()
            || self.mutate_target(object).is_some()
    }

    /// 303.4a. What an Aura spell targets (not the Aura as a permanent).
    fn aura_target(&self, object: &GameObject) -> Option<&TargetSpec> {
        if object.ability.is_some() || object.zone == crate::card::Zone::Battlefield {
            return None;
        }
        self.entry(object).ok()?.enchant.get(object.face.unwrap_or(0))?.as_ref()
    }

    /// Who targets for a spell or ability on the stack: its controller and
    /// colors (an ability: its source's, or last known, 608.2b), and the
    /// object "another target …" excludes (115.1): the spell, or the
    /// ability's source (a spell or ability on the stack is never a legal
    /// target of its own, 115.5).
    pub(crate) fn targeter_of(&self, object: &GameObject) -> Targeter {
        let colors = match &object.ability {
            Some(ability) => self
                .permanent(ability.source)
                .map(|v| v.characteristics.colors)
                .or_else(|| self.characteristics_of(object).ok().map(|c| c.colors)),
            None => self.characteristics_of(object).ok().map(|c| c.colors),
        };
        let this = object.ability.as_ref().map_or(object.id, |a| a.source);
        // 107.3c: an X the text defines is counted now (it may change while on the stack).
        let defined = self.effects(object).find_map(|e| match e {
            Effect::WhereXIs { count, .. } => Some(self.cost_count(count, object.controller, this)),
            _ => None,
        });
        let x = defined.or(object.x).unwrap_or(0);
        let ability = object.ability.is_some().then_some(object.id);
        Targeter { ability, controller: object.controller, colors: colors.unwrap_or_default(), object: Some(this), x }
    }

    /// 115.1, 115.4, 702.11b, 702.16b, 702.18a. Whether `target` is a legal
    /// choice for `spec`, and why not.
    pub(crate) fn check_target(&self, spec: &TargetSpec, target: Target, by: &Targeter) -> Result<(), Reason> {
        let Some(refusal) = self.target_refusal(spec, target, by) else { return Ok(()) };
        let name = |object: ObjectId| match self.state.object(object) {
            Some(o) => format!("'{}' ({object})", o.card),
            None => format!("{object}"),
        };
        let what = match target {
            Target::Player { player } => format!("{player}"),
            Target::Object { object } => name(object),
            Target::Nothing => "no target".to_string(),
        };
        Err(match refusal {
            Refusal::NotInGame => Reason::new("illegal_target", "115.1", format!("{what} is not in the game")),
            Refusal::NoObject => Reason::new("illegal_target", "115.1", format!("there is no object {what}")),
            Refusal::NotOpponent => {
                Reason::new("illegal_target", "115.1", format!("{what} is not an opponent of {}", by.controller))
            }
            Refusal::WrongKind { not } => wrong_kind(spec, &format!("{what}{not}")),
            Refusal::Itself => Reason::new("illegal_target", "115.5", "a spell or ability cannot target itself"),
            Refusal::Unknown(e) => Reason::new("illegal_target", "115.1", e.to_string()),
            Refusal::Shroud => Reason::new("shroud", "702.18a", format!("{what} has shroud")),
            Refusal::Hexproof => Reason::new(
                "hexproof",
                "702.11b",
                format!("{what} has hexproof: its controller's opponents cannot target it"),
            ),
            Refusal::HexproofFrom => Reason::new(
                "hexproof",
                "702.11d",
                format!("{what} has hexproof from a quality of the spell or source, which an opponent controls"),
            ),
            Refusal::PlayerHexproof => {
                Reason::new("hexproof", "702.11c", format!("{what} has hexproof: their opponents cannot target them"))
            }
            Refusal::PlayerProtection => Reason::new(
                "protection",
                "702.16j",
                format!("{what} has protection from everything: no spell or ability can target them"),
            ),
            Refusal::Protection => Reason::new(
                "protection",
                "702.16b",
                format!("{what} has protection from the spell's or source's color, or from its controller"),
            ),
            Refusal::GraveyardCard => Reason::new(
                "cant_be_targeted",
                "101.2",
                format!("{what} is in a graveyard, and a permanent says cards in graveyards can't be targeted"),
            ),
        })
    }

    /// 601.2c, 608.2b. "with mana value less than or equal to the number of
    /// cards in its controller's graveyard": `filter` with that number for
    /// `o`, counted now.
    fn counted_for<'a>(
        &self,
        filter: std::borrow::Cow<'a, crate::text::ObjectFilter>,
        o: &GameObject,
    ) -> std::borrow::Cow<'a, crate::text::ObjectFilter> {
        match filter.condition {
            Some(c) if filter.controllers_graveyard => {
                let n = self.state.player(o.controller).map_or(0, |p| p.graveyard.len());
                let condition = Some(crate::text::Condition { value: u32::try_from(n).unwrap_or(u32::MAX), ..c });
                std::borrow::Cow::Owned(crate::text::ObjectFilter { condition, ..filter.into_owned() })
            }
            _ => filter,
        }
    }

    /// [`Game::check_target`]'s decision, without building a message: what
    /// listing every legal choice asks of every player and object.
    fn target_refusal(&self, spec: &TargetSpec, target: Target, by: &Targeter) -> Option<Refusal> {
        // 601.2c: "up to one" allows none; a chosen one is judged as any other.
        let spec = match (spec, target) {
            (TargetSpec::UpToOne { .. }, Target::Nothing) => return None,
            (TargetSpec::UpToOne { target: inner, .. }, _) => inner,
            (_, Target::Nothing) => return Some(Refusal::WrongKind { not: "" }),
            // 601.2c: one more of "X target …", judged as the first.
            (TargetSpec::AnotherOfX { target: inner }, _) => inner,
            _ => spec,
        };
        let object = match target {
            Target::Nothing => return Some(Refusal::WrongKind { not: "" }),
            Target::Player { player } => {
                return if !self.state.in_game(player) {
                    Some(Refusal::NotInGame)
                } else if player != by.controller
                    && self.state.are_opponents(by.controller, player)
                    && self.player_has_hexproof(player)
                {
                    // 702.11c: a player with hexproof, targeted by an opponent's spell or ability.
                    crate::executed!(static &crate::text::StaticAbility::YouHaveHexproof);
                    Some(Refusal::PlayerHexproof)
                } else if player != by.controller
                    && self.state.are_opponents(by.controller, player)
                    && self.state.player(player).is_some_and(|p| !p.hexproof_from.intersection(by.colors).is_empty())
                {
                    // 702.11c–d: a player with hexproof from a color of the spell or source (Veil of Summer).
                    Some(Refusal::HexproofFrom)
                } else {
                    match spec {
                        TargetSpec::AnyTarget | TargetSpec::Player | TargetSpec::PlayerOrPlaneswalker => None,
                        TargetSpec::Opponent if self.state.are_opponents(by.controller, player) => None,
                        TargetSpec::Opponent => Some(Refusal::NotOpponent),
                        _ => Some(Refusal::WrongKind { not: "" }),
                    }
                    // 702.16j: a player with protection from everything, to any spell or ability.
                    .or_else(|| {
                        self.state.protected_from_everything.contains(&player).then_some(Refusal::PlayerProtection)
                    })
                };
            }
            Target::Object { object } => object,
        };
        let Some(o) = self.state.object(object) else { return Some(Refusal::NoObject) };
        // 101.2: Dennick, Pious Apprentice's "Cards in graveyards can't be the targets of spells or abilities."
        if o.zone == Zone::Graveyard && self.prohibited(&crate::text::StaticAbility::CardsInGraveyardsCantBeTargeted) {
            return Some(Refusal::GraveyardCard);
        }
        match spec {
            TargetSpec::Player | TargetSpec::Opponent => return Some(Refusal::WrongKind { not: "" }),
            TargetSpec::Spell { filter } => {
                if o.zone != Zone::Stack || o.ability.is_some() {
                    return Some(Refusal::WrongKind { not: ", not a spell on the stack," });
                }
                if by.object == Some(object) {
                    return Some(Refusal::Itself);
                }
                return self.card_refusal(o, filter, by);
            }
            // 115.1: a spell is judged by its characteristics; a permanent below.
            TargetSpec::SpellOrPermanent { filter } if o.zone == Zone::Stack => {
                if o.ability.is_some() {
                    return Some(Refusal::WrongKind { not: ", not a spell or a permanent," });
                }
                if by.object == Some(object) {
                    return Some(Refusal::Itself);
                }
                return self.card_refusal(o, filter, by);
            }
            TargetSpec::CardInYourGraveyard { filter } => {
                if o.zone != Zone::Graveyard || o.owner != by.controller {
                    return Some(Refusal::WrongKind { not: ", not a card in your graveyard," });
                }
                return self.card_refusal(o, filter, by);
            }
            // 115.5: never the ability targeting.
            TargetSpec::Ability => {
                let ability = o.zone == Zone::Stack && o.ability.is_some();
                if !ability {
                    return Some(Refusal::WrongKind { not: ", not an ability on the stack," });
                }
                return (by.object == Some(object) || by.ability == Some(object)).then_some(Refusal::Itself);
            }
            // 115.5: a spell or ability on the stack, never the one targeting.
            TargetSpec::SpellOrAbility => {
                if o.zone != Zone::Stack {
                    return Some(Refusal::WrongKind { not: ", not a spell or ability on the stack," });
                }
                return (by.object == Some(object) || by.ability == Some(object)).then_some(Refusal::Itself);
            }
            TargetSpec::CardInAGraveyard { filter, defending_players, that_players } => {
                if o.zone != Zone::Graveyard {
                    return Some(Refusal::WrongKind { not: ", not a card in a graveyard," });
                }
                // 608.2c: the player the triggered ability's event names ("deals combat damage to a player").
                if *that_players {
                    let ability = by.ability.and_then(|a| self.state.object(a)).and_then(|a| a.ability.as_ref());
                    let that_player = match ability.map(|a| &a.kind) {
                        Some(super::state::TriggerKind::DealtCombatDamageTo { player, .. }) => Some(*player),
                        _ => None,
                    };
                    if that_player != Some(o.owner) {
                        return Some(Refusal::WrongKind { not: ", not a card in that player's graveyard," });
                    }
                }
                // 508.5: the player the source attacks. TODO(CR 508.5): the one it attacked, removed from combat.
                if *defending_players {
                    let combat = self.state.combat.as_ref();
                    let attacking = combat.and_then(|c| c.attackers.iter().find(|a| Some(a.object) == by.object));
                    if attacking.and_then(|a| self.defending_player(a.target)) != Some(o.owner) {
                        return Some(Refusal::WrongKind { not: ", not a card in defending player's graveyard," });
                    }
                }
                return self.card_refusal(o, filter, by);
            }
            _ => {}
        }
        let Some(view) = self.permanent_of(o) else {
            return Some(Refusal::WrongKind { not: ", not a permanent," });
        };
        let fits = match spec {
            TargetSpec::AnyTarget => {
                view.is(CardType::Creature) || view.is(CardType::Planeswalker) || view.is(CardType::Battle)
            }
            TargetSpec::PlayerOrPlaneswalker => view.is(CardType::Planeswalker),
            // 702.140a: a non-Human creature with the same owner as the spell.
            TargetSpec::Mutate => {
                let owner = by.object.and_then(|s| self.state.object(s)).map_or(by.controller, |s| s.owner);
                view.is(CardType::Creature)
                    && o.owner == owner
                    && !view.characteristics.every_creature_type
                    && !view.characteristics.subtypes.iter().any(|t| t.as_ref() == "Human")
            }
            TargetSpec::Permanent { filter } | TargetSpec::SpellOrPermanent { filter } => {
                self.permanent_fits(filter, o, &view, by)
            }
            // 115.1: "target enchantment, tapped artifact, or tapped creature": one of them.
            TargetSpec::PermanentAnyOf { filters } => filters.iter().any(|f| self.permanent_fits(f, o, &view, by)),
            _ => false,
        };
        if !fits {
            Some(Refusal::WrongKind { not: "" })
        } else if view.keywords.shroud {
            crate::executed!(keyword crate::text::KeywordAbility::Shroud);
            Some(Refusal::Shroud)
        } else if view.keywords.hexproof && o.controller != by.controller {
            crate::executed!(keyword crate::text::KeywordAbility::Hexproof);
            Some(Refusal::Hexproof)
        } else if o.controller != by.controller && hexproof_from_refuses(&view.keywords, by.colors) {
            Some(Refusal::HexproofFrom)
        } else if self.protected(
            object,
            &view.keywords,
            Protector { colors: by.colors, controller: by.controller, source: by.object },
        ) {
            crate::executed!(keyword crate::text::KeywordAbility::Protection { from: crate::text::ProtectionFrom::Monocolored }, if view.keywords.protection_from_monocolored && by.colors.is_monocolored());
            Some(Refusal::Protection)
        } else {
            None
        }
    }

    /// 115.1. Whether the permanent `o` (seen as `view`) is one `filter`
    /// matches, for the spell or ability `by`.
    fn permanent_fits(&self, filter: &ObjectFilter, o: &GameObject, view: &PermanentView, by: &Targeter) -> bool {
        let source = by.object.unwrap_or(ObjectId(u32::MAX));
        let (p, t) = if view.is(CardType::Creature) {
            (Some(view.power), Some(view.toughness))
        } else {
            (view.characteristics.power, view.characteristics.toughness)
        };
        let filter = self.counted_for(super::effects::with_x(filter, by.x), o);
        Self::filter_matches(&filter, o, &view.characteristics, p, t, source, by.controller)
            && filter.combat.is_none_or(|role| self.in_combat_as(o.id, role))
    }

    /// 506.4. Whether the permanent `object` is attacking or blocking as `role` says.
    pub(crate) fn in_combat_as(&self, object: ObjectId, role: crate::text::CombatRole) -> bool {
        use crate::text::CombatRole;
        let Some(combat) = &self.state.combat else { return false };
        let attacking = || combat.attackers.iter().any(|a| a.object == object);
        let blocking = || combat.blockers.iter().any(|b| b.object == object);
        match role {
            CombatRole::Attacking => attacking(),
            CombatRole::Blocking => blocking(),
            CombatRole::AttackingOrBlocking => attacking() || blocking(),
            // 509.1h: neither blocked nor unblocked before blockers are declared.
            CombatRole::UnblockedAttacking => {
                !combat.blocks_declared.is_empty() && combat.attackers.iter().any(|a| a.object == object && !a.blocked)
            }
        }
    }

    /// Every legal choice for one target: players in turn order, then
    /// permanents, then spells.
    pub(crate) fn target_candidates(&self, spec: &TargetSpec, by: &Targeter) -> Vec<Target> {
        self.legal_targets(spec, by).collect()
    }

    /// The legal targets of `spec`, lazily (players first, then the
    /// battlefield, the stack and, for a spec asking for one, the graveyard).
    fn legal_targets<'a>(&'a self, spec: &'a TargetSpec, by: &'a Targeter) -> impl Iterator<Item = Target> + 'a {
        // 601.2c: "up to one" may be none, listed first.
        let nothing = matches!(spec, TargetSpec::UpToOne { .. }).then_some(Target::Nothing);
        let players = self.state.players.iter().map(|p| Target::Player { player: p.id });
        // 400.3: a card in a graveyard only for a spec that asks for one.
        let (yours, any) = match spec.chosen() {
            TargetSpec::CardInYourGraveyard { .. } => (true, false),
            TargetSpec::CardInAGraveyard { .. } => (false, true),
            _ => (false, false),
        };
        let graveyards = self
            .state
            .players
            .iter()
            .filter(move |p| any || (yours && p.id == by.controller))
            .flat_map(|p| &p.graveyard);
        let objects = self
            .state
            .battlefield
            .iter()
            .chain(&self.state.stack)
            .chain(graveyards)
            .map(|&object| Target::Object { object });
        nothing.into_iter().chain(players.chain(objects).filter(move |&t| self.target_refusal(spec, t, by).is_none()))
    }

    /// 601.2c, 603.3d. The combinations of legal targets, one per spec (at
    /// most [`MAX_TARGET_CHOICES`]); empty when some target has no legal
    /// choice; one empty combination when nothing is targeted.
    pub(crate) fn target_choices(&self, specs: &[&TargetSpec], by: &Targeter) -> Vec<Vec<Target>> {
        let mut choices: Vec<Vec<Target>> = vec![Vec::new()];
        for spec in specs {
            let candidates = self.target_candidates(spec, by);
            let mut next = Vec::new();
            'outer: for chosen in &choices {
                for &c in &candidates {
                    if next.len() >= MAX_TARGET_CHOICES {
                        break 'outer;
                    }
                    if same_target_twice(specs, chosen, c)
                        || another_graveyard(self, specs, chosen, c)
                        || listed_before(specs, chosen, &candidates, c)
                    {
                        continue;
                    }
                    let mut v = chosen.clone();
                    v.push(c);
                    next.push(v);
                }
            }
            choices = next;
        }
        choices
    }

    /// 601.2c, 603.3d: whether every spec has a legal choice; the first one
    /// that has none, as a reason.
    pub(crate) fn check_targets_available(&self, specs: &[&TargetSpec], by: &Targeter) -> Result<(), Reason> {
        match specs.iter().find(|spec| self.legal_targets(spec, by).next().is_none()) {
            Some(spec) => Err(Reason::new(
                "no_legal_targets",
                "601.2c",
                format!("there is no legal choice for {}", spec.describe()),
            )),
            None => Ok(()),
        }
    }

    /// 601.2c, 115.1. Checks chosen targets: one per spec, each legal.
    pub(crate) fn check_targets(
        &self,
        specs: &[&TargetSpec],
        targets: &[Target],
        by: &Targeter,
    ) -> Result<(), RulesError> {
        if targets.len() != specs.len() {
            let wanted: Vec<String> = specs.iter().map(|s| s.describe()).collect();
            return Err(RulesError::Illegal {
                code: "wrong_number_of_targets",
                rule: "601.2c",
                message: if specs.is_empty() {
                    format!("this has no targets, but {} were chosen", targets.len())
                } else {
                    format!("choose {} target(s) ({}); {} were chosen", specs.len(), wanted.join(", "), targets.len())
                },
            });
        }
        for (i, (spec, &target)) in specs.iter().zip(targets).enumerate() {
            self.check_target(spec, target, by).map_err(Reason::into_error)?;
            if same_target_twice(specs, targets.get(..i).unwrap_or_default(), target) {
                return Err(RulesError::Illegal {
                    code: "same_target_twice",
                    rule: "601.2c",
                    message: "one object is chosen twice for one instance of the word \"target\"".into(),
                });
            }
            if another_graveyard(self, specs, targets.get(..i).unwrap_or_default(), target) {
                return Err(RulesError::Illegal {
                    code: "not_a_single_graveyard",
                    rule: "115.1",
                    message: "the cards chosen for this \"target\" must be from a single graveyard".into(),
                });
            }
        }
        Ok(())
    }
}

/// 601.2c, 107.3. An instruction as it is followed: "X target …" once per
/// target, X as announced (`x`, at most [`MAX_X_TARGETS`]); any other once.
pub(crate) fn x_targets(e: &Effect, x: usize) -> impl Iterator<Item = &Effect> {
    let (first, more, n) = match e {
        Effect::XTargets { first, more } => (&**first, &**more, x),
        other => (other, other, 1),
    };
    std::iter::repeat_n(first, n.min(1)).chain(std::iter::repeat_n(more, n.saturating_sub(1)))
}

/// 601.2c. For listing only: whether `target`, for a later one of "X
/// target …", comes before the target chosen for the one before it among
/// `candidates` (each set of X objects is listed once, in candidate order;
/// any order is legal).
fn listed_before(specs: &[&TargetSpec], chosen: &[Target], candidates: &[Target], target: Target) -> bool {
    let (Some(TargetSpec::AnotherOfX { .. }), Some(previous)) = (specs.get(chosen.len()), chosen.last()) else {
        return false;
    };
    let at = |t: &Target| candidates.iter().position(|c| c == t);
    at(&target) < at(previous)
}

/// 601.2c. Whether `target`, chosen for a later one of "up to N target …"
/// (the spec after `chosen`), is an object chosen for an earlier one of the
/// same word: back through the `second` specs to the first.
fn same_target_twice(specs: &[&TargetSpec], chosen: &[Target], target: Target) -> bool {
    same_word_before(specs, chosen, target).is_some_and(|first| first.contains(&target))
}

/// 601.2c, 115.1. The targets chosen before `target` for earlier ones of the
/// same "up to N target …" (back through the `second` specs to the first),
/// if `target` is chosen for a later one.
fn same_word_before<'a>(specs: &[&TargetSpec], chosen: &'a [Target], target: Target) -> Option<&'a [Target]> {
    let later = |i: usize| {
        matches!(specs.get(i), Some(TargetSpec::UpToOne { second: true, .. } | TargetSpec::AnotherOfX { .. }))
    };
    if target == Target::Nothing || !later(chosen.len()) {
        return None;
    }
    let mut i = chosen.len();
    while let Some(j) = i.checked_sub(1) {
        if !later(j) {
            return chosen.get(j..);
        }
        i = j;
    }
    None
}

/// 115.1. Whether `target`, a card chosen for a later one of "up to two
/// target cards from a single graveyard", is in another graveyard than a
/// card chosen before for the same word (a graveyard is its owner's, 404.2).
fn another_graveyard(game: &Game, specs: &[&TargetSpec], chosen: &[Target], target: Target) -> bool {
    let single = matches!(specs.get(chosen.len()), Some(TargetSpec::UpToOne { single_graveyard: true, .. }));
    let owner = |t: &Target| match t {
        Target::Object { object } => game.state.object(*object).map(|o| o.owner),
        _ => None,
    };
    single
        && same_word_before(specs, chosen, target)
            .is_some_and(|before| before.iter().filter_map(owner).any(|o| Some(o) != owner(&target)))
}
