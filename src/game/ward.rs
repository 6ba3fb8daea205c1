//! Ward (702.21): a triggered ability of a permanent that an opponent's
//! spell or ability targets; as it resolves, that player pays the ward cost
//! or the spell or ability is countered.

use super::Game;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::payment::CheckedPayment;
use super::state::{PayFor, Pending, PendingTrigger, TriggerKind};
use super::targets::Target;
use super::turn::Flow;
use crate::card::Zone;
use crate::mana::ManaCost;
use crate::text::{Ability, KeywordAbility, WardCost};

/// How a ward cost is paid: mana (checked, with the snow sources it may
/// tap) or life.
pub(crate) enum WardPayment {
    Mana(CheckedPayment, Vec<ObjectId>),
    Life(u32),
}

impl Game {
    /// 702.21a. The ward abilities that trigger because the spell or ability
    /// `id` on the stack targets permanents an opponent of its controller
    /// controls.
    pub(crate) fn ward_triggers(&mut self, id: ObjectId) {
        let Some(spell) = self.state.object(id) else { return };
        let controller = spell.controller;
        let mut found = Vec::new();
        for target in &spell.targets {
            let Target::Object { object } = *target else { continue };
            let Some(o) = self.state.object(object).filter(|o| o.zone == Zone::Battlefield) else { continue };
            if !self.state.are_opponents(controller, o.controller) {
                continue;
            }
            let wards = self.wards_of(o).len();
            let (card, card_index) = self.ability_card_of(o);
            for _ in 0..wards {
                found.push(PendingTrigger {
                    source: object,
                    card: card.clone(),
                    face: o.face,
                    controller: o.controller,
                    kind: TriggerKind::Ward { spell: id },
                    card_index,
                });
            }
        }
        self.state.triggers.extend(found);
        self.targeted_by_opponent_triggers(id);
    }

    /// 115.1, 603.2. "Whenever you or another permanent you control becomes
    /// the target of a spell or ability an opponent controls" (Valkmira,
    /// Protector's Shield): for the spell or ability `id` just put on the
    /// stack with its targets, once for each player or permanent it targets
    /// (each once) that is the ability's controller or another permanent they
    /// control, when an opponent of theirs controls `id`.
    fn targeted_by_opponent_triggers(&mut self, id: ObjectId) {
        if !self.watches.has(super::turn::Watched::BecomesTarget) {
            return;
        }
        let Some(spell) = self.state.object(id) else { return };
        let caster = spell.controller;
        let mut targeted: Vec<Target> = Vec::new();
        for &target in &spell.targets {
            if !targeted.contains(&target) {
                targeted.push(target);
            }
        }
        let sources: Vec<(ObjectId, PlayerId, usize)> = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .filter(|o| self.state.are_opponents(caster, o.controller))
            .flat_map(|o| {
                let abilities = self.abilities_of(o).iter().enumerate();
                abilities
                    .filter(|(_, a)| {
                        matches!(
                            a,
                            Ability::Triggered {
                                trigger: crate::text::Trigger::YouOrAnotherPermanentBecomesTargetOfOpponents,
                                ..
                            }
                        )
                    })
                    .map(move |(ability, _)| (o.id, o.controller, ability))
            })
            .collect();
        for (source, you, ability) in sources {
            let yours = |t: &Target| match *t {
                Target::Player { player } => player == you,
                Target::Object { object } => {
                    object != source
                        && self.state.object(object).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == you)
                }
                Target::Nothing => false,
            };
            let times = targeted.iter().filter(|t| yours(t)).count();
            for _ in 0..times {
                self.push_trigger(source, TriggerKind::TargetedBy { ability, spell: id });
            }
        }
    }

    /// 702.21a. The ward costs of the permanent `o`: its own ward abilities,
    /// then ward it has while a "becomes a … creature with ward {3}" applies
    /// (613.1f; Hall of Storm Giants).
    pub(crate) fn wards_of(&self, o: &super::GameObject) -> Vec<WardCost> {
        let ward = |k: &KeywordAbility| match k {
            KeywordAbility::Ward { cost } => Some(cost.clone()),
            _ => None,
        };
        let mut wards: Vec<WardCost> = self
            .abilities_of(o)
            .iter()
            .filter_map(|a| match a {
                Ability::Keyword { keyword } => ward(keyword),
                _ => None,
            })
            .collect();
        let animation = self.state.became_creatures.iter().rev().find(|b| b.object == o.id);
        if let Some(b) = animation
            && let Some(crate::text::Effect::BecomeCreature { keywords, .. }) = self.animation_effect(o, b)
        {
            wards.extend(keywords.iter().filter_map(ward));
        }
        wards
    }

    /// 702.21a. A ward trigger resolves: if what it counters is still on the
    /// stack, its controller chooses to pay the ward cost or not.
    pub(crate) fn resolve_ward(&mut self, ability: &super::GameObject, spell: ObjectId) {
        let on_stack = self.state.object(spell).filter(|o| o.zone == Zone::Stack).map(|o| o.controller);
        let Some(player) = on_stack else { return };
        let source = ability.ability.as_ref().and_then(|a| self.state.object(a.source));
        let cost = match source {
            Some(permanent) if permanent.zone == Zone::Battlefield => self.wards_of(permanent).first().cloned(),
            _ => self.abilities_of(ability).iter().find_map(|a| match a {
                Ability::Keyword { keyword: KeywordAbility::Ward { cost } } => Some(cost.clone()),
                _ => None,
            }),
        };
        crate::executed!(each self.abilities_of(ability).iter().filter(|a| matches!(a, Ability::Keyword { keyword: KeywordAbility::Ward { .. } })));
        let (mana, life) = match cost {
            Some(WardCost::Mana { cost }) => (Some(cost.to_string()), 0),
            Some(WardCost::Life { amount }) => (None, amount),
            None => return,
        };
        if self.state.in_game(player) {
            self.state.pending = Some(Pending::PayWard { player, spell, mana, life, pay_for: PayFor::Ward });
        }
    }

    /// 101.2, 701.6. Whether the spell `spell` has "This spell can't be
    /// countered" (then nothing counters it).
    pub(crate) fn cant_be_countered(&self, spell: ObjectId) -> bool {
        use crate::text::StaticAbility;
        let Some(o) = self.state.object(spell).filter(|o| o.ability.is_none()) else { return false };
        // 106.6: paid with mana that says "that spell can't be countered".
        if o.uncounterable {
            return true;
        }
        // 101.2: "Spells you control can't be countered this turn." (Veil of Summer).
        if self.state.player(o.controller).is_some_and(|p| p.spells_cant_be_countered) {
            return true;
        }
        let found = self.abilities_of(o).iter().find_map(|a| match a {
            Ability::Static { ability: ability @ StaticAbility::CantBeCountered } => Some(ability),
            _ => None,
        });
        if let Some(_ability) = found {
            crate::executed!(static _ability);
            return true;
        }
        false
    }

    /// 701.6a, 608.2d. A resolving "counter target spell unless its
    /// controller pays {N}": that player chooses to pay or not
    /// ([`Pending::PayWard`] for [`PayFor::CounterUnless`]); not asked of a
    /// spell that can't be countered (101.2: paying or not changes nothing).
    pub(crate) fn ask_counter_unless(&mut self, spell: ObjectId, cost: &ManaCost, exile: bool) {
        let Some(player) = self.state.object(spell).map(|o| o.controller) else { return };
        if self.cant_be_countered(spell) || !self.state.in_game(player) {
            return;
        }
        let mana = Some(cost.to_string());
        let pay_for = if exile { PayFor::CounterUnlessExile } else { PayFor::CounterUnless };
        self.state.pending = Some(Pending::PayWard { player, spell, mana, life: 0, pay_for });
    }

    /// 701.6a. Counters a spell: it goes to its owner's graveyard or, when
    /// the instruction says "exile it instead" (614.1a), to exile.
    pub(crate) fn counter_spell(
        &mut self,
        spell: ObjectId,
        exile: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        // 701.6b: a countered ability is removed from the stack.
        if self.object(spell)?.ability.is_some() {
            self.remove_ability(spell, "701.6b", events)?;
            return Ok(());
        }
        let zone = if exile { Zone::Exile } else { Zone::Graveyard };
        let (card, moved) = self.move_to_owners(spell, zone)?;
        if exile {
            events.push(Event::CounteredIntoExile { object: spell, card, exile: moved });
        } else {
            events.push(Event::Countered { object: spell, card, graveyard: moved });
        }
        Ok(())
    }

    /// 701.6b, 702.21a. An ability on the stack countered: removed, it
    /// ceases to exist.
    fn remove_ability(
        &mut self,
        ability: ObjectId,
        rule: &'static str,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let card = self.object(ability)?.card.clone();
        self.state.stack.retain(|&s| s != ability);
        self.state.objects.retain(|o| o.id != ability);
        events.push(Event::DidNotResolve { object: ability, card, graveyard: None, rule });
        Ok(())
    }

    /// Whether the pending ward cost can be paid now, and how.
    pub(crate) fn ward_payment(&self, pending: &Pending) -> Result<WardPayment, RulesError> {
        let Pending::PayWard { player, mana, life, .. } = pending else {
            return Err(RulesError::Internal { message: "no ward cost is pending".into() });
        };
        match mana {
            Some(text) => {
                let cost = ManaCost::parse(text).map_err(|e| RulesError::Internal { message: e.to_string() })?;
                let (checked, snow) = self.check_payment(*player, None, &cost, 0, None)?;
                Ok(WardPayment::Mana(checked, snow))
            }
            None => {
                // 119.4: life can be paid only up to the life total.
                let total = self.state.player(*player).map_or(0, |p| p.life);
                if i64::from(total) >= i64::from(*life) {
                    Ok(WardPayment::Life(*life))
                } else {
                    Err(super::combat::illegal("cannot_pay", "119.4", format!("{player} has {total} life, not {life}")))
                }
            }
        }
    }

    /// 702.21a. The answer to [`Pending::PayWard`]: pay, or have the spell or
    /// ability countered (a spell goes to its owner's graveyard, 701.6a).
    pub(crate) fn pay_ward(&mut self, pending: &Pending, pay: bool) -> Result<Vec<Event>, RulesError> {
        let Pending::PayWard { player, spell, pay_for, .. } = *pending else {
            return Err(RulesError::Internal { message: "no ward cost is pending".into() });
        };
        let mut events = Vec::new();
        if pay {
            match self.ward_payment(pending)? {
                WardPayment::Mana(checked, snow) => events.extend(self.pay(player, &checked, &snow)?),
                WardPayment::Life(amount) => {
                    if let Some(p) = self.state.player_mut(player) {
                        p.life = p.life.saturating_sub(i32::try_from(amount).unwrap_or(i32::MAX));
                    }
                    events.push(Event::LifePaid { player, amount });
                }
            }
        } else if pay_for == PayFor::MayPay || self.cant_be_countered(spell) {
            // 608.2d: "you may pay" declined; 101.2: it can't be countered. Declining changes nothing.
        } else {
            if self.object(spell)?.ability.is_some() {
                self.remove_ability(spell, "702.21a", &mut events)?;
            } else {
                self.counter_spell(spell, pay_for == PayFor::CounterUnlessExile, &mut events)?;
            }
        }
        self.state.pending = None;
        // 608.2d: "If you do, …" is followed if they paid.
        if let Some(at) = self.state.resolving.as_mut() {
            at.done = pay;
        }
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }
}
