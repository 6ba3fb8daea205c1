//! Resolving a spell's or ability's instructions (608.2): its targets are
//! checked again (608.2b), then each instruction is followed in the order
//! written (608.2c), skipping those whose target became illegal. The
//! vocabulary is `text::Effect`: damage (120), destroy (701.8), counter
//! (701.6), draw (121), life (119), tokens (111, 701.7), "until end of
//! turn" power and toughness (611.2a, 613.4c), return to hand, exile and
//! return (a new object, 400.7), token copies (707.2, 718.3d),
//! counters (122), discard (701.9) and a Saga returning transformed
//! (714.2, 712.14a).

use super::Game;
use super::combat::DamageTo;
use super::enter::{EnterCause, Entering, Entrant};
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::permanent::{Keywords, PermanentView};
use super::state::{
    BecameCreature, CantBeBlocked, CastMethod, ChoicePurpose, CopyOf, GameObject, LibrarySearch, ManaType, PayFor,
    Pending, PendingTrigger, Pump, Resolution, TriggerKind,
};
use super::targets::Target;
use crate::card::{Card, Zone};
use crate::text::{
    Comparison, Condition, Counted, Effect, ObjectFilter, PlayerRef, Quantity, Recipient, Searchers, TargetSpec,
};
use std::sync::Arc;

/// A resolving spell or ability: its id, controller, and what it is as a
/// source of damage (its characteristics; an ability's source's).
struct Source {
    id: ObjectId,
    controller: PlayerId,
    view: PermanentView,
    /// For an ability: what it is and its source.
    ability: Option<super::state::StackAbility>,
    /// The object "this" names: an ability's source (113.7), a spell itself.
    this: ObjectId,
    /// 608.2h. The controller of its first target, if a permanent, as it was
    /// when the resolution began ("Its controller may search …").
    targets_controller: Option<PlayerId>,
    /// 107.3. The value of X announced for it (0 if none).
    x: u32,
    /// 608.2c. How many permanents the previous instruction destroyed ("for
    /// each permanent destroyed this way").
    destroyed_this_way: u32,
}

/// 608.2c, 608.2h. The player an instruction written as "that player"'s
/// ([`Effect::ThatPlayer`]) is: the target player, or the target
/// permanent's controller as the resolution began; with no target, the
/// controller of the spell or ability.
fn that_player(source: &Source, target: Option<Target>) -> PlayerId {
    match target {
        Some(Target::Player { player }) => player,
        Some(Target::Object { .. }) => source.targets_controller.unwrap_or(source.controller),
        Some(Target::Nothing) | None => source.controller,
    }
}

/// 107.3. `filter` with `x`, the X announced for the resolving spell or
/// ability, as the value of its "mana value X or less".
pub(crate) fn with_x(filter: &ObjectFilter, x: u32) -> std::borrow::Cow<'_, ObjectFilter> {
    match filter.condition {
        Some(c) if c.x => {
            std::borrow::Cow::Owned(ObjectFilter { condition: Some(Condition { value: x, ..c }), ..filter.clone() })
        }
        _ => std::borrow::Cow::Borrowed(filter),
    }
}

/// What kind of ability a resolving source is, if it is one.
fn source_kind(source: &Source) -> Option<super::state::TriggerKind> {
    source.ability.as_ref().map(|a| a.kind.clone())
}

fn as_i32(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

impl Game {
    /// 707.2, 111.1. `controller` creates a token that's a copy of the
    /// permanent `id`: its copiable values, prototype ones included (718.3d),
    /// with haste as an exception when `haste` (707.9b, a copiable value too).
    /// Returns the token, if it entered.
    pub(crate) fn create_token_copy(
        &mut self,
        controller: PlayerId,
        id: ObjectId,
        haste: bool,
        events: &mut Vec<Event>,
    ) -> Result<Option<ObjectId>, RulesError> {
        let o = self.object(id)?;
        let copiable = self.copiable_of(o);
        let (card, index) = (copiable.card.clone(), copiable.card_index);
        let (face, prototyped) = (o.face, o.prototyped);
        let copy_of = haste.then(|| Box::new(CopyOf { haste: true, ..copiable }));
        let entering = Entering { face, prototyped, copy_of, ..Entering::new(controller, EnterCause::Token) };
        self.put_onto_battlefield(Entrant::Token { card, card_index: index }, entering, events)
    }

    /// What a spell or ability on the stack is as a source (120.1): a spell
    /// its own characteristics; an ability its source's, as the source is
    /// now or as it last was (608.2b, 113.7a).
    fn source_of(&self, object: &GameObject) -> Option<PermanentView> {
        if let Some(ability) = &object.ability
            && let Some(view) = self.permanent(ability.source)
        {
            return Some(view);
        }
        let c = self.characteristics_of(object).ok()?;
        let keywords = Keywords::of_abilities(self.abilities_of(object));
        Some(PermanentView {
            controller: object.controller,
            power: c.power.unwrap_or(0),
            toughness: c.toughness.unwrap_or(0),
            keywords,
            characteristics: Arc::new(c),
        })
    }

    /// The instructions of the spell or ability `object`, in order: a kicked
    /// spell follows its "if this spell was kicked" instructions in place,
    /// another skips them (702.33d).
    /// They are borrowed from `card`, the object's card held apart from the
    /// game while the game changes.
    pub(crate) fn instructions<'a>(&self, card: Option<&'a Card>, object: &GameObject) -> Vec<&'a Effect> {
        let kicked = object.cast_method == Some(CastMethod::Kicked);
        self.effects_in(card, object)
            .flat_map(|e| match e {
                Effect::IfKicked { effects } if kicked => effects.as_slice(),
                Effect::IfKicked { .. } => &[],
                other => std::slice::from_ref(other),
            })
            .collect()
    }

    /// 118.12a. The answer to "sacrifice \[this\] unless you return …"
    /// (`ChoicePurpose::ReturnElseSacrifice`): accepted, `player` chooses what
    /// to return among what the paused instruction names; declined, `this`
    /// is sacrificed if it is still a permanent they control.
    pub(crate) fn return_else_sacrifice(
        &mut self,
        player: PlayerId,
        this: ObjectId,
        accept: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        if !accept {
            if self.state.object(this).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == player) {
                self.sacrifice(this, events)?;
            }
            return Ok(());
        }
        if let Some((_, _, Effect::SacrificeThisUnlessReturn { filter })) = self.paused_instruction() {
            self.return_you_control(player, &filter, this, events)?;
        }
        Ok(())
    }

    /// 603.5. A "you may" accepted whose paused instruction asks what next:
    /// "you may sacrifice another creature" (701.21a), "You may exile a
    /// nonland card from it" (610.3): `player` chooses which (one is chosen
    /// without asking).
    pub(crate) fn choose_after_you_may(&mut self, player: PlayerId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let Some((object, target, effect)) = self.paused_instruction() else { return Ok(()) };
        let this = object.ability.as_ref().map_or(object.id, |a| a.source);
        match effect {
            Effect::MaySacrifice { filter } => {
                let objects = self.controlled_matching(player, &filter, this);
                self.ask_choose_object(player, objects, ChoicePurpose::Sacrifice, events)
            }
            Effect::MayDiscard { count } => {
                self.ask_discard(player, count, false);
                Ok(())
            }
            Effect::LookAtTopMayReveal { look, filter } => {
                let cards = self.top_matching(player, look, &filter, object.id);
                self.ask_choose_object(player, cards, ChoicePurpose::ReturnToHand, events)
            }
            Effect::MayExileFromHandUntilThisLeaves { filter, .. } => {
                let at = (target as usize).checked_sub(1).and_then(|k| object.targets.get(k));
                let Some(&Target::Player { player: whose }) = at else { return Ok(()) };
                let hand = self.state.player(whose).map(|p| p.hand.as_slice()).unwrap_or_default();
                let cards = self.matching(hand, &filter, object.id, player);
                self.ask_choose_object(player, cards, ChoicePurpose::ExileUntilThisLeaves, events)
            }
            _ => Ok(()),
        }
    }

    /// 608.2d. The cards among the top `look` of `player`'s library that
    /// `filter` matches.
    fn top_matching(&self, player: PlayerId, look: u32, filter: &ObjectFilter, source: ObjectId) -> Vec<ObjectId> {
        let library = self.state.player(player).map(|p| p.library.as_slice()).unwrap_or_default();
        self.matching(library.get(..library.len().min(look as usize)).unwrap_or_default(), filter, source, player)
    }

    /// 701.27a, 712.18. An instruction transforms a permanent: a transforming
    /// double-faced permanent turns its other face up, staying the same
    /// object; any other does not (701.27c), nor one with daybound or
    /// nightbound, which only day and night transform (702.145b, 702.145e).
    fn transform(&mut self, id: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let Some(o) = self.state.object(id).filter(|o| o.zone == Zone::Battlefield) else { return Ok(()) };
        if !self.bound_to_day_and_night(o) {
            self.turn_over(id, events);
        }
        Ok(())
    }

    /// 701.27a, 712.18. A transforming double-faced permanent turns its other
    /// face up, the same object (any other does not, 701.27c); then its
    /// "When this creature enters or transforms into \[this face\]" triggers
    /// (701.27e).
    pub(crate) fn turn_over(&mut self, id: ObjectId, events: &mut Vec<Event>) {
        let Some(o) = self.state.object(id).filter(|o| o.zone == Zone::Battlefield) else { return };
        // 701.27c, 111.10i: a transforming double-faced card, or a double-faced token (an Incubator).
        let layout = self.entry(o).map(|e| e.card.layout.clone());
        let transforms = layout.is_ok_and(|l| match o.token {
            true => l == crate::card::Layout::DoubleFacedToken,
            false => l.is_nonmodal_double_faced(),
        });
        if !transforms {
            return;
        }
        let back = o.face.unwrap_or(0) == 0;
        if let Some(o) = self.state.object_mut(id) {
            o.face = back.then_some(1);
        }
        events.push(Event::Transformed { object: id, face: u32::from(back) });
        self.trigger_by(id, |t| *t == crate::text::Trigger::SelfEntersOrTransformsInto, super::turn::Seen::Nothing);
    }

    /// 701.17a–b. `who` mills `count` cards: from the top of their library
    /// into their graveyard, as many as there are.
    pub(crate) fn mill(&mut self, who: PlayerId, count: u32, events: &mut Vec<Event>) -> Result<(), RulesError> {
        for _ in 0..count {
            let Some(&top) = self.state.player(who).and_then(|p| p.library.first()) else { break };
            let card = self.object(top)?.card.clone();
            let new_id = self.move_object(top, Zone::Graveyard, who)?;
            events.push(Event::ObjectMoved { card, from: top, object: new_id, zone: self.graveyard_or_exile(new_id) });
        }
        Ok(())
    }

    /// The card of `object` (held while its instructions are followed).
    pub(crate) fn card_of(&self, object: &GameObject) -> Option<Arc<Card>> {
        self.entry(object).ok().map(|e| Arc::clone(&e.card))
    }

    /// 608.2c–d. The instruction a choice paused the resolution after (the
    /// one just before where it goes on), with the resolving spell or ability
    /// and the index of its next target; `None` when nothing is resolving.
    /// The instruction the paused resolution goes on with, if any.
    pub(crate) fn next_instruction(&self) -> Option<Effect> {
        let at = self.state.resolving.as_ref()?;
        let object = self.state.object(at.object)?;
        let card = self.card_of(object);
        self.instructions(card.as_deref(), object).get(at.next as usize).map(|e| (*e).clone())
    }

    pub(crate) fn paused_instruction(&self) -> Option<(GameObject, u32, Effect)> {
        let at = self.state.resolving.as_ref()?;
        let object = self.state.object(at.object)?;
        let card = self.card_of(object);
        let effect = (*self.instructions(card.as_deref(), object).get((at.next as usize).checked_sub(1)?)?).clone();
        Some((object.clone(), at.target, effect))
    }

    /// 608.2b–c. Follows the instructions of the resolving spell or ability
    /// `object`. Returns `false`, doing nothing, when it has targets and all
    /// are now illegal (it does not resolve). A choice in the middle pauses
    /// the resolution (608.2d): `state.resolving` then says where it goes on.
    pub(crate) fn carry_out(&mut self, object: &GameObject, events: &mut Vec<Event>) -> Result<bool, RulesError> {
        let card = self.card_of(object);
        let effects = self.instructions(card.as_deref(), object);
        let by = self.targeter_of(object);
        let legal: Vec<bool> = effects
            .iter()
            .filter_map(|e| e.target())
            .enumerate()
            .map(|(i, spec)| {
                object.targets.get(i).is_some_and(|&t| t != Target::Nothing && self.check_target(spec, t, &by).is_ok())
            })
            .collect();
        // 608.2b: it does not resolve when every target it has is illegal;
        // an "up to one" target none was chosen for is no target.
        let none_chosen = !object.targets.is_empty() && object.targets.iter().all(|&t| t == Target::Nothing);
        if !legal.is_empty() && !legal.contains(&true) && !none_chosen {
            return Ok(false);
        }
        crate::executed!(each self.executing(object));
        // 608.2c: this resolution counts for "the first time this ability has resolved this turn".
        if effects.iter().any(|e| matches!(e, Effect::IfNthResolution { .. }))
            && let Some(a) = &object.ability
            && let Some(index) = a.kind.ability_index()
        {
            self.state.resolved_this_turn.push((a.source, index));
        }
        // 608.2h: a permanent's controller, or a spell's or ability's on the stack.
        let targets_controller = match object.targets.first() {
            Some(Target::Object { object }) => self
                .permanent(*object)
                .map(|v| v.controller)
                .or_else(|| self.state.object(*object).filter(|o| o.zone == Zone::Stack).map(|o| o.controller)),
            _ => None,
        };
        let at = Resolution {
            object: object.id,
            next: 0,
            target: 0,
            legal,
            targets_controller,
            done: false,
            chosen: Vec::new(),
            exiled: Vec::new(),
            destroyed: Vec::new(),
            color: None,
        };
        self.follow(object, &effects, at, events)?;
        Ok(true)
    }

    /// 608.2c. Follows `effects` from `at.next` on; stops when one asks a
    /// choice (608.2d), remembering where to go on in `state.resolving`.
    fn follow(
        &mut self,
        object: &GameObject,
        effects: &[&Effect],
        mut at: Resolution,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let Some(view) = self.source_of(object) else {
            return Err(RulesError::Internal { message: format!("{} has no characteristics", object.id) });
        };
        let this = object.ability.as_ref().map_or(object.id, |a| a.source);
        let source = Source {
            id: object.id,
            controller: object.controller,
            view,
            ability: object.ability.clone(),
            this,
            targets_controller: at.targets_controller,
            x: object.x.unwrap_or(0),
            destroyed_this_way: 0,
        };
        let mut source = source;
        let event_player = match object.ability.as_ref().map(|a| &a.kind) {
            Some(super::state::TriggerKind::CastBy { caster: player, .. })
            | Some(super::state::TriggerKind::DrawnBy { player, .. })
            | Some(super::state::TriggerKind::DealtCombatDamageTo { player, .. })
            | Some(super::state::TriggerKind::DealtDamageBy { player, .. })
            | Some(super::state::TriggerKind::DealtDamageTo { player, .. }) => Some(*player),
            _ => None,
        };
        let start = at.next as usize;
        for (i, &effect) in effects.iter().enumerate().skip(start) {
            at.next = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let target = if effect.target().is_some() {
                let k = at.target as usize;
                let t = object.targets.get(k).copied().filter(|_| at.legal.get(k) == Some(&true));
                at.target += 1;
                match t {
                    // 400.7, 115.3: an object chosen for two instances of "target" and moved by an
                    // instruction before this one is a new object this one cannot find ("Exile
                    // target creature. Return target nonland permanent …", both the same creature).
                    Some(Target::Object { object: id }) if self.state.object(id).is_none() => continue,
                    Some(t) => Some(t),
                    // 608.2b: an illegal target is not affected; 601.2c: nor is none.
                    None => continue,
                }
            } else if let (0, Some(player)) = (at.target, event_player) {
                // 608.2c: "that player" with no target before: the caster the trigger saw.
                effect.uses_last_target().then_some(Target::Player { player })
            } else if effect.uses_last_target() {
                // "that creature": the target of the last instruction that targets.
                let k = (at.target as usize).checked_sub(1);
                match k.and_then(|k| object.targets.get(k).copied().filter(|_| at.legal.get(k) == Some(&true))) {
                    Some(t) => Some(t),
                    None => continue,
                }
            } else {
                None
            };
            // 603.12: "When you do" triggers if the sacrifice was done.
            if let (Effect::Reflexive { .. }, true) = (effect, at.done) {
                self.reflexive_trigger(object, effect, &at.chosen);
            }
            let before = events.len();
            // 608.2c: a choice made at once records what it chose on the resolution too.
            self.state.resolving = Some(at.clone());
            at.done = self.run_effect(&source, effect, target, at.done, events)?;
            let recorded = self.state.resolving.take();
            (at.chosen, at.exiled) = recorded.map(|r| (r.chosen, r.exiled)).unwrap_or_default();
            let destroyed =
                events.get(before..).unwrap_or_default().iter().filter(|e| matches!(e, Event::Destroyed { .. }));
            source.destroyed_this_way = u32::try_from(destroyed.count()).unwrap_or(u32::MAX);
            if self.state.pending.is_some() {
                // 608.2d: a choice pauses the resolution; the object stays on the stack.
                self.state.resolving = Some(at);
                return Ok(());
            }
        }
        self.state.resolving = None;
        Ok(())
    }

    /// 608.2c–d. Goes on with the resolution a choice paused, once it is
    /// answered: the remaining instructions are followed (perhaps up to
    /// another choice); then the resolution ends (608.2n): a spell goes to
    /// its owner's graveyard, an ability ceases to exist.
    pub(crate) fn resume_resolution(&mut self, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let Some(at) = self.state.resolving.take() else { return Ok(()) };
        let Some(object) = self.state.object(at.object).filter(|o| o.zone == Zone::Stack).cloned() else {
            return Ok(());
        };
        let card = self.card_of(&object);
        let effects = self.instructions(card.as_deref(), &object);
        self.follow(&object, &effects, at, events)?;
        if self.state.resolving.is_none() {
            self.end_resolution(&object, true, events)?;
        }
        Ok(())
    }

    /// 608.2n. The resolution of `object` ends: an instant or sorcery goes to
    /// its owner's graveyard (or, 608.2b, did not resolve); an ability
    /// ceases to exist.
    pub(crate) fn end_resolution(
        &mut self,
        object: &GameObject,
        resolved: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let id = object.id;
        if object.ability.is_some() {
            self.state.stack.retain(|&s| s != id);
            self.state.objects.retain(|o| o.id != id);
            return Ok(());
        }
        let card = object.card.clone();
        // 715.4: an Adventure that resolves is exiled, on an adventure.
        if resolved && object.cast_method == Some(CastMethod::Adventure) {
            let new_id = self.move_object(id, Zone::Exile, object.owner)?;
            if let Some(o) = self.state.object_mut(new_id) {
                o.on_adventure = true;
            }
            events.push(Event::SpellResolved { object: id, card: card.clone(), permanent: None, graveyard: None });
            events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Exile });
            return Ok(());
        }
        if resolved && self.rebound_as_it_resolves(object, events)? {
            return Ok(());
        }
        if resolved && self.plot_as_it_resolves(object, events)? {
            return Ok(());
        }
        let new_id = self.move_object(id, Zone::Graveyard, object.owner)?;
        events.push(if resolved {
            Event::SpellResolved { object: id, card, permanent: None, graveyard: Some(new_id) }
        } else {
            Event::DidNotResolve { object: id, card, graveyard: Some(new_id), rule: "608.2b" }
        });
        Ok(())
    }

    /// 611.2a, 613.4c, 613.1f. "+N/+N \[and gains …\] until end of turn" on one
    /// permanent (or until `until_next_turn_of`'s next turn begins): a
    /// [`Pump`] in timestamp order, and the event saying so.
    pub(crate) fn pump_until_end_of_turn(
        &mut self,
        object: ObjectId,
        power: i32,
        toughness: i32,
        keywords: Vec<crate::text::GrantedKeyword>,
        until_next_turn_of: Option<PlayerId>,
        events: &mut Vec<Event>,
    ) {
        let (loses, since) = (Vec::new(), self.state.next_object_id); // 613.7a
        self.state.until_end_of_turn.push(Pump {
            object,
            power,
            toughness,
            keywords,
            loses,
            until_next_turn_of,
            lasting: false,
            since,
        });
        events.push(Event::Pumped { object, power, toughness });
    }

    /// 120.1. Who a resolving instruction's damage goes to, as it resolves.
    fn damage_recipients(&self, to: &Recipient, target: Option<Target>, source: &Source) -> Vec<DamageTo> {
        let controller = source.controller;
        match to {
            Recipient::Target { .. } => match target {
                Some(Target::Player { player }) => vec![DamageTo::Player { player }],
                Some(Target::Object { object }) => vec![DamageTo::Object { object }],
                Some(Target::Nothing) | None => Vec::new(),
            },
            Recipient::Each { filter } => self
                .permanents_matching(filter, source.this, controller)
                .into_iter()
                .map(|object| DamageTo::Object { object })
                .collect(),
            Recipient::You => vec![DamageTo::Player { player: controller }],
            // 608.2h: the target's controller as the resolution began.
            Recipient::TargetsController => {
                source.targets_controller.map(|player| DamageTo::Player { player }).into_iter().collect()
            }
            Recipient::EachOpponent => self.opponents_as_recipients(controller),
            Recipient::EachOpponentAndEach { filter } => {
                let mut to = self.opponents_as_recipients(controller);
                let objects = self.permanents_matching(filter, source.this, controller).into_iter();
                to.extend(objects.map(|object| DamageTo::Object { object }));
                to
            }
            Recipient::EachAndEachPlayer { filter } => {
                let objects = self.permanents_matching(filter, source.this, controller).into_iter();
                let mut to: Vec<DamageTo> = objects.map(|object| DamageTo::Object { object }).collect();
                to.extend(self.state.apnap().into_iter().map(|player| DamageTo::Player { player }));
                to
            }
        }
    }

    /// 701.20a. `player` reveals the top card of their library: the card and
    /// whether `filter` matches it (none if the library is empty).
    fn reveal_top_matches(
        &self,
        player: PlayerId,
        filter: &ObjectFilter,
        this: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<Option<(ObjectId, bool)>, RulesError> {
        let Some(&top) = self.state.player(player).and_then(|p| p.library.first()) else { return Ok(None) };
        let revealed = self.object(top)?;
        events.push(Event::Revealed { player, object: top, card: revealed.card.clone() });
        let c = self.characteristics_of(revealed)?;
        Ok(Some((top, Self::filter_matches(filter, revealed, &c, None, None, this, player))))
    }

    /// "each opponent" of `controller`, in APNAP order.
    fn opponents_as_recipients(&self, controller: PlayerId) -> Vec<DamageTo> {
        let opponents = self.state.apnap().into_iter().filter(|&p| self.state.are_opponents(controller, p));
        opponents.map(|player| DamageTo::Player { player }).collect()
    }

    /// Deals damage from a resolving spell or ability (120.3; not combat
    /// damage, so not counted for prowl).
    fn deal_effect_damage(&mut self, source: &Source, to: Vec<DamageTo>, amount: u32, events: &mut Vec<Event>) {
        let assignments: Vec<(ObjectId, DamageTo, u32)> = to.into_iter().map(|t| (source.id, t, amount)).collect();
        let sources = super::combat::Views::one(source.id, source.view.clone());
        self.deal_damage(&assignments, false, &sources, events);
    }

    /// Carries out one instruction (609), with its target if it has one;
    /// `done` says whether the instruction a reflexive ability reflects on
    /// was done (603.12), and the result says the same after this one.
    fn run_effect(
        &mut self,
        source: &Source,
        effect: &Effect,
        target: Option<Target>,
        done: bool,
        events: &mut Vec<Event>,
    ) -> Result<bool, RulesError> {
        match effect {
            // 701.21a: the permanent the ability came from, if it still is
            // one its controller controls.
            Effect::SacrificeThis => {
                let this = source.this;
                let here = self
                    .state
                    .object(this)
                    .is_some_and(|o| o.zone == Zone::Battlefield && o.controller == source.controller);
                if here {
                    self.sacrifice(this, events)?;
                }
                return Ok(here);
            }
            // 701.8a: the permanent the ability came from, if it still is one (400.7).
            Effect::DestroyThis => {
                let this = source.this;
                let here = self.permanent(this).is_some();
                if here {
                    self.destroy(this, events)?;
                }
                return Ok(here);
            }
            // 702.170c: the spell cast, if it is still on the stack (400.7).
            Effect::PlotThatSpellAsItResolves => {
                let cast = source.ability.as_ref().map(|a| &a.kind);
                let Some(&super::state::TriggerKind::CastBy { spell, .. }) = cast else { return Ok(false) };
                let on_stack = self.state.stack.contains(&spell);
                if on_stack {
                    self.state.plot_as_it_resolves.push(spell);
                }
                return Ok(on_stack);
            }
            // 702.170c: out of the stack into its owner's exile, plotted (a copy ceases to exist, 704.5e).
            Effect::ExileSpellPlotted { .. } => {
                let Some(Target::Object { object }) = target else { return Ok(false) };
                self.exile_spell_plotted(object, events)?;
                return Ok(true);
            }
            // 702.49c, 508.4: only a card still in its owner's hand (400.7),
            // attacking what the returned creature attacked, unblocked.
            Effect::PutThisOntoBattlefieldAttacking => {
                let this = source.this;
                let in_hand = self.state.object(this).is_some_and(|o| o.zone == Zone::Hand);
                if in_hand {
                    let attacking = self.state.object(source.id).and_then(|o| o.attacking);
                    let entering =
                        Entering { tapped: true, attacking, ..Entering::new(source.controller, EnterCause::Effect) };
                    self.put_onto_battlefield(Entrant::Object(this), entering, events)?;
                }
                return Ok(in_hand);
            }
            // 702.171b: saddled until end of turn, if it is still that permanent (400.7).
            Effect::BecomeSaddled => {
                let this = source.this;
                let here = self.state.object(this).is_some_and(|o| o.zone == Zone::Battlefield);
                if here && !self.state.saddled.contains(&this) {
                    crate::executed!(each self.abilities_of(self.object(this)?).iter().filter(|a| matches!(a, crate::text::Ability::Activated { effects, .. } if effects == &[Effect::BecomeSaddled])));
                    self.state.saddled.push(this);
                }
                return Ok(here);
            }
            // 603.8: "exile it"; "If you do, …" reads whether it was still there.
            Effect::ExileThis => {
                let this = source.this;
                let here = self.state.object(this).is_some_and(|o| o.zone == Zone::Battlefield);
                if here {
                    let (card, exiled) = self.move_to_owners(this, Zone::Exile)?;
                    events.push(Event::ObjectMoved { card, from: this, object: exiled, zone: Zone::Exile });
                }
                return Ok(here);
            }
            // 608.2d: "you may pay {B}", then "If you do, …".
            Effect::MayPay { cost } => {
                let (player, spell) = (that_player(source, target), source.id);
                let mana = Some(cost.to_string());
                self.state.pending = Some(Pending::PayWard { player, spell, mana, life: 0, pay_for: PayFor::MayPay });
                return Ok(false);
            }
            // 119.4, 608.2d: "that player may pay 1 life", then "If they do, …".
            Effect::MayPayLife { amount } => {
                let (player, spell) = (that_player(source, target), source.id);
                if self.state.in_game(player) {
                    let life = *amount;
                    self.state.pending =
                        Some(Pending::PayWard { player, spell, mana: None, life, pay_for: PayFor::MayPay });
                }
                return Ok(false);
            }
            // 603.5: asked only with such a card among them; the answer asks which.
            Effect::LookAtTopMayReveal { look, filter } => {
                if !self.top_matching(source.controller, *look, filter, source.this).is_empty() {
                    self.ask_you_may(source.controller, source.id, ChoicePurpose::IfYouDo);
                }
                return Ok(false);
            }
            // 608.2d: the cards looked at and not taken are the top ones.
            Effect::RestOnBottom { look, random } => {
                let taken = self.state.resolving.as_ref().map_or(0, |at| at.chosen.len());
                let rest =
                    look.saturating_sub(u32::from(done)).saturating_sub(u32::try_from(taken).unwrap_or(u32::MAX));
                let library = self.state.player(source.controller).map(|p| p.library.as_slice()).unwrap_or_default();
                let cards: Vec<ObjectId> = library.iter().take(rest as usize).copied().collect();
                match cards.as_slice() {
                    [] => {}
                    // 401.4: in an order the game's generator chooses.
                    _ if *random => self.put_on_bottom_at_random(cards, events)?,
                    &[only] => self.put_on_bottom_of_library(only),
                    _ => {
                        let player = source.controller;
                        self.state.pending = Some(Pending::Scry { player, cards, look: false, bottom: true });
                    }
                }
                return Ok(done);
            }
            // 603.5: "you may gain 5 life", then "If you do, …".
            Effect::YouMay => {
                self.ask_you_may(source.controller, source.id, ChoicePurpose::IfYouDo);
                return Ok(false);
            }
            // 701.21a: whether the player had something to sacrifice (then the edict is done).
            Effect::Edict { filter, .. } => {
                let had = matches!(target, Some(Target::Player { player }) if !self.controlled_matching(player, filter, source.this).is_empty());
                self.run_one(source, effect, target, events)?;
                return Ok(had);
            }
            // 701.9a, 608.2c: "Discard a card. If you do, …": done when they had a card to discard ("up to":
            // when the answers discarded one, `Game::finish_discard`).
            Effect::Discard { up_to, .. } => {
                let had = !up_to && self.state.player(source.controller).is_some_and(|p| !p.hand.is_empty());
                self.run_one(source, effect, target, events)?;
                return Ok(had);
            }
            // 608.2c: "If they can't, …": "they" is the edict's player (the last target).
            Effect::IfTheyCant { effects } => {
                if !done {
                    for effect in effects {
                        let target = target.filter(|_| effect.uses_last_target());
                        self.run_effect(source, effect, target, done, events)?;
                    }
                }
                return Ok(done);
            }
            // 118.12a: "unless you pay": followed when they did not pay.
            Effect::IfYouDont { effects } => {
                if !done {
                    for effect in effects {
                        self.run_effect(source, effect, None, done, events)?;
                    }
                }
                return Ok(!done);
            }
            Effect::IfYouDo { effects } => {
                if done {
                    // 603.2h: the action of a "Do this only once each turn" ability is taken.
                    if self.once_each_turn(source) {
                        self.state.done_this_turn.push(source.this);
                    }
                    for effect in effects {
                        // "they" of "If the player does, they …": the target of the instruction before.
                        let target = target.filter(|_| effect.uses_last_target());
                        self.run_effect(source, effect, target, done, events)?;
                    }
                }
                return Ok(done);
            }
            // 400.7e, 701.24a: the card [this] became in its owner's graveyard.
            Effect::ShuffleThisIntoLibrary => {
                let Some(owner) = self.state.object(source.this).filter(|o| o.zone == Zone::Graveyard).map(|o| o.owner)
                else {
                    return Ok(false);
                };
                let (card, new_id) = self.move_to_owners(source.this, Zone::Library)?;
                events.push(Event::ObjectMoved { card, from: source.this, object: new_id, zone: Zone::Library });
                self.shuffle_library(owner, events);
                return Ok(true);
            }
            // 406.3, 401.4: the card [this] became in its controller's graveyard (400.7) and the top cards,
            // exiled face down in a pile, then shuffled and put back on top. TODO(CR 609.3): with the card gone
            // from there, the top cards alone would be exiled; here nothing is.
            Effect::ExileThisAndTopShuffleOnTop { count } => {
                let here = self.state.object(source.this).filter(|o| o.zone == Zone::Graveyard);
                let Some(owner) = here.map(|o| o.owner).filter(|&o| o == source.controller) else {
                    return Ok(false);
                };
                let library = self.state.player(owner).map_or(&[][..], |p| p.library.as_slice());
                let top: Vec<ObjectId> = library.iter().take(*count as usize).copied().collect();
                let mut pile = Vec::with_capacity(top.len() + 1);
                for id in std::iter::once(source.this).chain(top) {
                    let (card, exiled) = self.move_to_owners(id, Zone::Exile)?;
                    events.push(Event::ObjectMoved { card, from: id, object: exiled, zone: Zone::Exile });
                    pile.push(exiled);
                }
                let mut rng = self.state.rng;
                rng.shuffle(&mut pile);
                self.state.rng = rng;
                // The pile's first card ends on top: the others go in below it, last first.
                for &id in pile.iter().rev() {
                    let (card, new_id) = self.move_to_owners(id, Zone::Library)?;
                    if let Some(p) = self.state.player_mut(owner) {
                        p.library.retain(|&l| l != new_id);
                        p.library.insert(0, new_id);
                    }
                    events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Library });
                }
                return Ok(true);
            }
            // 118.12a: a choice when there is something to return; otherwise sacrificed.
            Effect::SacrificeThisUnlessReturn { filter } => {
                if self.permanents_matching(filter, source.this, source.controller).is_empty() {
                    return self.run_effect(source, &Effect::SacrificeThis, None, done, events);
                }
                self.ask_you_may(source.controller, source.this, super::state::ChoicePurpose::ReturnElseSacrifice);
                return Ok(false);
            }
            // 603.5: asked only when there is something to sacrifice; the answer asks which.
            Effect::MaySacrifice { filter } => {
                if !self.controlled_matching(source.controller, filter, source.this).is_empty() {
                    self.ask_you_may(source.controller, source.id, ChoicePurpose::IfYouDo);
                }
                return Ok(false);
            }
            // 603.5: asked only with that many cards in hand; the answer asks which (701.9a).
            Effect::MayDiscard { count } => {
                if self.state.player(source.controller).is_some_and(|p| p.hand.len() >= *count as usize) {
                    self.ask_you_may(source.controller, source.id, ChoicePurpose::IfYouDo);
                }
                return Ok(false);
            }
            // Triggered by `carry_out` (603.12).
            Effect::Reflexive { .. } => return Ok(false),
            // 608.2c: the target of the instruction before (`uses_last_target`).
            Effect::ThatPlayer { effect } => return self.run_effect(source, effect, target, done, events),
            _ => {}
        }
        self.run_one(source, effect, target, events)?;
        Ok(done)
    }

    /// 603.12. The reflexive ability `effect` of the resolving triggered
    /// ability or spell `object` triggers: it waits to be put on the stack
    /// (603.3). `chosen`: the cards the resolution discarded so far, whose
    /// highest mana value is its X when it reads them.
    fn reflexive_trigger(&mut self, object: &GameObject, effect: &Effect, chosen: &[ObjectId]) {
        let index = match &object.ability {
            Some(ability) => ability.kind.ability_index(),
            None => self.spell_ability_holding(object, effect),
        };
        let Some(index) = index else { return };
        let reads = |e: &Effect| matches!(e, Effect::NumberIs { counted: Counted::HighestManaValueDiscarded, .. });
        let x = effect.inner().any(reads).then(|| {
            let mana_value = |id: &ObjectId| {
                let o = self.state.object(*id)?;
                Some(self.characteristics_of(o).ok()?.mana_value.whole())
            };
            let highest = chosen.iter().filter_map(mana_value).max().unwrap_or(0);
            u32::try_from(highest).unwrap_or(u32::MAX)
        });
        self.state.triggers.push(super::state::PendingTrigger {
            source: object.ability.as_ref().map_or(object.id, |a| a.source),
            card: object.card.clone(),
            face: object.face,
            controller: object.controller,
            kind: super::state::TriggerKind::Reflexive { ability: index, x },
            card_index: object.card_index,
        });
    }

    /// The index of the spell ability of the spell `object` that holds the
    /// instruction `effect` (603.7c, 603.12: the abilities it creates).
    fn spell_ability_holding(&self, object: &GameObject, effect: &Effect) -> Option<usize> {
        let holds = |a: &crate::text::Ability| match a {
            crate::text::Ability::Spell { effects } => effects.iter().any(|e| std::ptr::eq(e, effect)),
            _ => false,
        };
        self.abilities_of(object).iter().position(holds)
    }

    /// 603.7c, 603.7d. The resolving spell `spell` creates the delayed
    /// triggered ability `effect` (an [`Effect::DelayedThisTurn`] of one of
    /// its spell abilities), controlled by the spell's controller, until the
    /// turn ends.
    fn create_delayed_this_turn(&mut self, spell: ObjectId, effect: &Effect) {
        let Some(o) = self.state.object(spell) else { return };
        let Some(ability) = self.spell_ability_holding(o, effect) else { return };
        let kind = super::state::TriggerKind::DelayedThisTurn { ability };
        let (card, face, controller, card_index) = (o.card.clone(), o.face, o.controller, o.card_index);
        let delayed = super::state::PendingTrigger { source: spell, card, face, controller, kind, card_index };
        self.state.delayed_this_turn.push(delayed);
    }

    /// Carries out one instruction (609) that takes no part in a reflexive
    /// trigger.
    /// 608.2c. `effect`, followed only if the target matches `filter` now.
    fn if_it_is(
        &mut self,
        source: &Source,
        filter: &ObjectFilter,
        effect: &Effect,
        target: Option<Target>,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let Some(Target::Object { object: id }) = target else { return Ok(()) };
        let Some(o) = self.state.object(id) else { return Ok(()) };
        let Ok(c) = self.characteristics_of(o) else { return Ok(()) };
        if Self::filter_matches(filter, o, &c, None, None, source.this, source.controller) {
            self.run_one(source, effect, target, events)?;
        }
        Ok(())
    }

    /// 122.1, 608.2h. The counters on "this" (the ability's source), now if
    /// it is still on the battlefield, else as it last existed (the
    /// ability's own record).
    fn counters_on_this(&self, source: &Source) -> Result<&crate::counter::Counters, RulesError> {
        match self.permanent(source.this).and_then(|_| self.state.object(source.this)) {
            Some(this) => Ok(&this.counters),
            None => Ok(&self.object(source.id)?.counters),
        }
    }

    fn run_one(
        &mut self,
        source: &Source,
        effect: &Effect,
        target: Option<Target>,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let controller = source.controller;
        let object = match target {
            Some(Target::Object { object }) => Some(object),
            _ => None,
        };
        match effect {
            Effect::AddMana { choices, for_each_destroyed: true } => {
                // 608.2c, 106.1: one mana for each, its kind chosen as it resolves.
                let mana: Vec<ManaType> =
                    choices.iter().filter_map(|c| Some(*super::mana_ability::bundle_of(c)?.first()?)).collect();
                self.ask_choose_mana(controller, source.id, mana, source.destroyed_this_way);
            }
            Effect::AddMana { choices, for_each_destroyed: false } => {
                // 106.1: the mana chosen as it was activated; 608.2d: otherwise chosen as it resolves ("Add {R}
                // or {G}.").
                let choice = match source_kind(source) {
                    Some(super::state::TriggerKind::Activated { choice, .. }) => choice,
                    _ if choices.len() > 1 => {
                        let mana = choices.iter().filter_map(|c| Some(*super::mana_ability::bundle_of(c)?.first()?));
                        self.ask_choose_mana(controller, source.id, mana.collect(), 1);
                        return Ok(());
                    }
                    _ => 0,
                };
                let bundle = choices.get(choice).and_then(super::mana_ability::bundle_of).unwrap_or_default();
                self.add_mana(controller, source.id, bundle, events);
            }
            Effect::SearchLibrary { filter, destination } => {
                self.begin_search(
                    controller,
                    source.ability.as_ref().map_or(source.id, |a| a.source),
                    &with_x(filter, source.x),
                    *destination,
                );
            }
            // 701.23, 701.24: both zones' cards (Ashiok's prohibition keeps the library's out), then the shuffle.
            Effect::SearchLibraryAndGraveyard { filter } => {
                let from = source.ability.as_ref().map_or(source.id, |a| a.source);
                let Some(p) = self.state.player(controller) else { return Ok(()) };
                let library = if self.search_prevented(controller, controller) { &[][..] } else { &p.library[..] };
                let zones: Vec<ObjectId> = library.iter().chain(&p.graveyard).copied().collect();
                let cards = self.matching(&zones, &with_x(filter, source.x), from, controller);
                let onto = crate::text::SearchDestination::Battlefield { tapped: false, untap_if_lands: None };
                self.ask_searches(vec![LibrarySearch { player: controller, cards }], from, onto, false);
            }
            Effect::SearchNamed { name, count } => {
                let from = source.ability.as_ref().map_or(source.id, |a| a.source);
                let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                let named = library.iter().copied().filter(|&c| self.state.object(c).is_some_and(|o| o.card == *name));
                let mut cards: Vec<ObjectId> = named.collect();
                if self.search_prevented(controller, controller) {
                    cards.clear();
                }
                let searches =
                    (0..*count).map(|_| LibrarySearch { player: controller, cards: cards.clone() }).collect();
                self.ask_searches(searches, from, crate::text::SearchDestination::Hand, false);
            }
            Effect::PlayersSearch { searchers, filter, destination } => {
                let players: Vec<PlayerId> = match searchers {
                    Searchers::TargetsController => source.targets_controller.into_iter().collect(),
                    Searchers::TargetsControllerThenYou => {
                        source.targets_controller.into_iter().chain([controller]).collect()
                    }
                    Searchers::EachPlayer => self.state.apnap(),
                    Searchers::ControllersOfExiled | Searchers::ControllersOfDestroyed => {
                        let at = self.state.resolving.as_ref();
                        let these = match searchers {
                            Searchers::ControllersOfExiled => at.map(|r| r.exiled.as_slice()),
                            _ => at.map(|r| r.destroyed.as_slice()),
                        };
                        let these = these.unwrap_or_default();
                        let apnap = self.state.apnap();
                        apnap.iter().flat_map(|&p| these.iter().copied().filter(move |&c| c == p)).collect()
                    }
                };
                let from = source.ability.as_ref().map_or(source.id, |a| a.source);
                self.begin_searches(&players, controller, from, filter, *destination);
            }
            Effect::DealDamage { amount, to } => {
                let recipients = self.damage_recipients(to, target, source);
                self.deal_effect_damage(source, recipients, *amount, events);
            }
            Effect::Destroy { .. } => {
                let Some(id) = object else { return Ok(()) };
                self.destroy(id, events)?;
            }
            // 701.8a, 608.2d: for each player, the controller chooses up to one of their permanents; destroyed at once.
            Effect::DestroyUpToOneEach { filter } => {
                let choosers = self
                    .state
                    .apnap()
                    .into_iter()
                    .map(|p| {
                        let theirs = self.permanents_matching(filter, source.this, controller);
                        let theirs =
                            theirs.into_iter().filter(|&id| self.state.object(id).is_some_and(|o| o.controller == p));
                        LibrarySearch { player: controller, cards: theirs.collect() }
                    })
                    .collect();
                self.ask_each_choose_up_to(choosers, ChoicePurpose::Destroy, events)?;
            }
            Effect::MayDestroy { .. } => {
                let Some(id) = object else { return Ok(()) };
                self.ask_you_may(controller, id, super::state::ChoicePurpose::Destroy);
            }
            Effect::MayPutCounters { .. } => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                self.ask_you_may(controller, id, ChoicePurpose::PutCounters);
            }
            Effect::DestroyAll { filter, mana_value_is_counters } => {
                // "with mana value equal to the number of charge counters on [this]":
                // counted now, on the source as it last existed if it left (608.2h).
                let mut filter = with_x(filter, source.x);
                if let Some(kind) = mana_value_is_counters {
                    let value = self.counters_on_this(source)?.get(kind);
                    let (quantity, comparison) = (Quantity::ManaValue, Comparison::Exactly);
                    filter.to_mut().condition = Some(Condition { quantity, comparison, value, x: false });
                }
                // 701.8a, 702.12b: all at once; indestructible ones stay ("other": than the ability's source);
                // 122.1c: so do those that lose a shield counter instead.
                let doomed: Vec<ObjectId> = self
                    .permanents_matching(&filter, source.this, controller)
                    .into_iter()
                    .filter(|&id| self.permanent(id).is_some_and(|v| !v.keywords.indestructible))
                    .collect();
                let doomed: Vec<ObjectId> =
                    doomed.into_iter().filter(|&id| !self.shield_counter_used(id, events)).collect();
                for &id in &doomed {
                    self.dies_triggers(id);
                }
                for id in doomed {
                    let (card, graveyard) = self.move_to_owners(id, Zone::Graveyard)?;
                    events.push(Event::Destroyed { object: id, card, graveyard });
                }
            }
            Effect::CounterUnlessPays { cost, exile, .. } => {
                let Some(id) = object else { return Ok(()) };
                self.ask_counter_unless(id, cost, *exile);
            }
            // 608.2c: the spell or ability whose targeting the trigger saw, if it is still on the stack.
            Effect::CounterThatUnlessItsControllerPays { cost } => {
                let kind = source.ability.as_ref().map(|a| &a.kind);
                let Some(&super::state::TriggerKind::TargetedBy { spell, .. }) = kind else { return Ok(()) };
                if self.state.object(spell).is_some_and(|o| o.zone == Zone::Stack) {
                    self.ask_counter_unless(spell, cost, false);
                }
            }
            // 608.2c: only on the nth resolution of this ability this turn (this one counted).
            Effect::IfNthResolution { n, effect } => {
                let this = source.ability.as_ref().and_then(|a| Some((a.source, a.kind.ability_index()?)));
                let count = this.map_or(0, |t| self.state.resolved_this_turn.iter().filter(|&&r| r == t).count());
                if count == *n as usize {
                    self.run_one(source, effect, target, events)?;
                }
            }
            // 608.2c: the instruction or, when the condition holds now, its replacement.
            Effect::InsteadIf { condition, effect, instead } => {
                let which = if self.holds_now(condition, controller, source.id, object) { instead } else { effect };
                self.run_one(source, which, target, events)?;
            }
            Effect::IfItIs { filter, effect } => self.if_it_is(source, filter, effect, target, events)?,
            Effect::Counter { exile, source_loses_abilities, .. } => {
                let Some(id) = object.filter(|&id| !self.cant_be_countered(id)) else { return Ok(()) };
                // The countered ability's source, known before the ability leaves the stack.
                let ability_source = self.state.object(id).and_then(|o| o.ability.as_ref()).map(|a| a.source);
                self.counter_spell(id, *exile, events)?;
                if let (true, Some(permanent)) = (*source_loses_abilities, ability_source) {
                    self.loses_abilities_while_this_remains(permanent, source.this);
                }
            }
            Effect::Draw { player, count } => {
                let who = match (player, target) {
                    (PlayerRef::You, _) => controller,
                    (PlayerRef::TargetPlayer | PlayerRef::TargetOpponent, Some(Target::Player { player })) => player,
                    (PlayerRef::TargetPlayer | PlayerRef::TargetOpponent, _) => return Ok(()),
                    // 608.2h: the first target's controller as the resolution began.
                    (PlayerRef::TargetsController, _) => match source.targets_controller {
                        Some(player) => player,
                        None => return Ok(()),
                    },
                };
                self.draw(who, *count, events)?;
            }
            Effect::TargetPlayerGetsCounters { count, counter, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                if let Some(p) = self.state.player_mut(player).filter(|p| !p.lost) {
                    p.counters.add(counter.clone(), *count);
                    events.push(Event::PlayerCountersPut { player, counter: counter.clone(), count: *count });
                }
            }
            Effect::BecomeTheMonarch => self.become_the_monarch(controller, events),
            Effect::DelayedThisTurn { .. } => self.create_delayed_this_turn(source.id, effect),
            Effect::TakeTheInitiative => self.take_the_initiative(controller, events),
            Effect::Proliferate => self.proliferate(controller),
            Effect::Amass { subtype, count } => self.amass(controller, subtype, *count, events)?,
            // 608.2c: "that spell" (the spell cast), as it is now.
            Effect::GainLifePerColorOfThatSpell => {
                let cast = source.ability.as_ref().map(|a| &a.kind);
                let Some(&super::state::TriggerKind::CastBy { spell, .. }) = cast else { return Ok(()) };
                // TODO(CR 608.2h): a spell gone from the stack counts its last known colors.
                let colors = self.state.object(spell).and_then(|o| self.characteristics_of(o).ok()).map(|c| c.colors);
                let amount = colors.map_or(0, |c| c.len());
                return self.run_one(source, &Effect::GainLife { amount }, None, events);
            }
            Effect::GainLifePerSpellCast => {
                let amount = self.state.player(controller).map_or(0, |p| p.spells_cast);
                return self.run_one(source, &Effect::GainLife { amount }, None, events);
            }
            Effect::DealDamageToThatPlayerPerNoncreatureSpell => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                let amount = self.state.player(player).map_or(0, |p| p.noncreature_spells_cast);
                if amount > 0 {
                    self.deal_effect_damage(source, vec![DamageTo::Player { player }], amount, events);
                }
            }
            Effect::GainLife { amount } => self.gain_life(controller, *amount, events),
            Effect::EachOpponentLosesLife { amount } => {
                for player in self.state.apnap() {
                    if !self.state.are_opponents(controller, player) {
                        continue;
                    }
                    if let Some(p) = self.state.player_mut(player).filter(|p| !p.lost) {
                        p.life = p.life.saturating_sub(as_i32(*amount));
                        events.push(Event::LifeLost { player, amount: *amount });
                    }
                }
            }
            Effect::TargetPlayerGainsLife { amount } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                self.gain_life(player, *amount, events);
            }
            Effect::TargetPlayerLosesLife { amount, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                if let Some(p) = self.state.player_mut(player).filter(|p| !p.lost) {
                    p.life = p.life.saturating_sub(as_i32(*amount));
                    events.push(Event::LifeLost { player, amount: *amount });
                }
            }
            Effect::TargetPlayerLosesTheGame => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                self.loses_the_game(player, "104.3e", events)?;
            }
            Effect::LoseLife { amount } => {
                if let Some(p) = self.state.player_mut(controller).filter(|p| !p.lost) {
                    p.life = p.life.saturating_sub(as_i32(*amount));
                    events.push(Event::LifeLost { player: controller, amount: *amount });
                }
            }
            Effect::CreateTokens { count, token } => {
                let key = super::tokens::token_key(token);
                let Some(index) = self.card_index_of(&key) else {
                    return Err(RulesError::Internal { message: format!("no card for the token '{key}'") });
                };
                for _ in 0..*count {
                    self.create_token(controller, key.clone(), index, None, false, events)?;
                }
            }
            // 111.1, 701.17a, 608.2c: again while the card milled matches (a card leaves the library each time).
            Effect::CreateTokenMillRepeat { token, filter } => {
                let key = super::tokens::token_key(token);
                let Some(index) = self.card_index_of(&key) else {
                    return Err(RulesError::Internal { message: format!("no card for the token '{key}'") });
                };
                loop {
                    self.create_token(controller, key.clone(), index, None, false, events)?;
                    let Some(&top) = self.state.player(controller).and_then(|p| p.library.first()) else { break };
                    let card = self.object(top)?.card.clone();
                    let milled = self.move_object(top, Zone::Graveyard, controller)?;
                    let zone = self.graveyard_or_exile(milled);
                    events.push(Event::ObjectMoved { card, from: top, object: milled, zone });
                    let matches = self.state.object(milled).is_some_and(|o| {
                        self.characteristics_cow(o)
                            .is_ok_and(|c| Self::filter_matches(filter, o, &c, None, None, o.id, controller))
                    });
                    if !matches {
                        break;
                    }
                    // 122.6: a loyalty counter on the ability's source, if it is still that permanent.
                    if self.permanent(source.this).is_some()
                        && let Some(o) = self.state.object_mut(source.this)
                    {
                        o.counters.add(crate::counter::CounterKind::Loyalty, 1);
                        events.push(Event::CountersPut {
                            object: source.this,
                            counter: crate::counter::CounterKind::Loyalty,
                            count: 1,
                        });
                    }
                }
            }
            Effect::CreatePredefinedTokens { count, token, targets_controller } => {
                let key = token.name();
                let Some(index) = self.card_index_of(key) else {
                    return Err(RulesError::Internal { message: format!("no card for the token '{key}'") });
                };
                // 608.2h: "Its controller creates …", the target's controller as it began.
                let who = if *targets_controller { source.targets_controller } else { Some(controller) };
                let Some(who) = who else { return Ok(()) };
                for _ in 0..*count {
                    self.create_token(who, key.to_string(), index, None, false, events)?;
                }
            }
            // 701.53a, 111.10i: an Incubator token entering with the +1/+1 counters.
            Effect::Incubate { count } => {
                let token = crate::text::PredefinedToken::Incubator;
                let key = token.name();
                let Some(card_index) = self.card_index_of(key) else {
                    return Err(RulesError::Internal { message: format!("no card for the token '{key}'") });
                };
                let counters = [(crate::counter::CounterKind::PlusOnePlusOne, *count)]
                    .into_iter()
                    .filter(|(_, n)| *n > 0)
                    .collect();
                let entering = Entering { counters, ..Entering::new(controller, EnterCause::Token) };
                self.put_onto_battlefield(Entrant::Token { card: key.to_string(), card_index }, entering, events)?;
            }
            Effect::PumpSelf { power, toughness, keywords } => {
                let this = source.this;
                if self.permanent(this).is_none() {
                    return Ok(());
                }
                self.pump_until_end_of_turn(this, *power, *toughness, keywords.clone(), None, events);
            }
            Effect::PumpUntilEndOfTurn { power, toughness, keywords, until_your_next_turn, .. } => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let until = until_your_next_turn.then_some(controller); // 611.2a
                self.pump_until_end_of_turn(id, *power, *toughness, keywords.clone(), until, events);
            }
            // 611.2a: no duration stated, so for as long as it stays on the battlefield.
            Effect::ThatBecomesCreature { power, toughness, types, subtypes, keywords } => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let change = super::state::TypeChange {
                    object: id,
                    power: *power,
                    toughness: *toughness,
                    types: types.clone(),
                    subtypes: subtypes.clone(),
                    keywords: keywords.clone(),
                    with: super::state::Derived::default(),
                };
                self.state.type_changes.push(change);
            }
            // 613.4d, 514.2: until the cleanup step.
            Effect::SwitchPowerToughness { .. } => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                self.state.switched.push(id);
                events.push(Event::PowerToughnessSwitched { object: id });
            }
            Effect::ItGains { keywords } => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                self.pump_until_end_of_turn(id, 0, 0, keywords.clone(), None, events);
            }
            // 611.2a, 603.7a: the card the search put onto the battlefield (remembered as it entered).
            Effect::FoundGainsHasteReturnsAtNextEndStep => {
                let found = self.state.resolving.as_ref().and_then(|at| at.chosen.last().copied());
                let Some(id) = found.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let haste = vec![crate::text::GrantedKeyword::Haste];
                self.pump_until_end_of_turn(id, 0, 0, haste, None, events);
                if let Some(pump) = self.state.until_end_of_turn.last_mut() {
                    pump.lasting = true; // no duration stated
                }
                let ability = self.object(source.id)?;
                let (card, face, card_index) = (ability.card.clone(), ability.face, ability.card_index);
                let kind = TriggerKind::ReturnToHandAtNextEndStep { permanent: id };
                let delayed = PendingTrigger { source: source.this, card, face, controller, kind, card_index };
                self.state.next_end_step.push(delayed);
            }
            // 608.2g: the card the search exiled (remembered as it was exiled), if it is still there.
            Effect::MayCastFoundWithoutPaying => {
                let found = self.state.resolving.as_ref().and_then(|at| at.chosen.last().copied());
                if let Some(id) = found.filter(|&id| self.state.object(id).is_some_and(|o| o.zone == Zone::Exile)) {
                    self.state.pending = Some(super::state::Pending::CastWithoutPaying {
                        player: controller,
                        object: id,
                        suspended: false,
                    });
                }
            }
            Effect::PumpPerPermanent { per, power, toughness, .. } => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let x =
                    as_i32(u32::try_from(self.permanents_matching(per, source.this, controller).len()).unwrap_or(0));
                let (power, toughness) = (power.saturating_mul(x), toughness.saturating_mul(x));
                self.pump_until_end_of_turn(id, power, toughness, Vec::new(), None, events);
            }
            Effect::EachPlayerDraws { count } => {
                let draws = self.state.apnap().into_iter().filter(|&p| self.state.player(p).is_some_and(|p| !p.lost));
                let draws = draws.map(|player| super::state::Draws { player, count: *count, discard: 0 }).collect();
                self.draw_each(draws, events)?;
            }
            Effect::EachPlayerDiscards => self.ask_each_discard(None),
            Effect::EachOpponentDiscards => self.ask_each_discard(Some(controller)),
            // 608.2c: judged on the cards this resolution's discard chose (their owners), as they are now.
            Effect::EachOpponentWhoDidntDiscardLosesLife { filter, amount } => {
                let chosen = self.state.resolving.as_ref().map(|at| at.chosen.clone()).unwrap_or_default();
                let spared: Vec<PlayerId> = chosen
                    .iter()
                    .filter_map(|&c| self.state.object(c))
                    .filter(|o| {
                        self.characteristics_of(o).is_ok_and(|c| {
                            Self::filter_matches(filter, o, &c, c.power, c.toughness, source.this, controller)
                        })
                    })
                    .map(|o| o.owner)
                    .collect();
                for player in self.state.apnap() {
                    if !self.state.are_opponents(controller, player) || spared.contains(&player) {
                        continue;
                    }
                    if let Some(p) = self.state.player_mut(player).filter(|p| !p.lost) {
                        p.life = p.life.saturating_sub(as_i32(*amount));
                        events.push(Event::LifeLost { player, amount: *amount });
                    }
                }
            }
            // 608.2c: judged on the cards this resolution's discard chose (their owners).
            Effect::DrawForEachOpponentWhoCouldntDiscard => {
                let chosen = self.state.resolving.as_ref().map(|at| at.chosen.clone()).unwrap_or_default();
                let owners: Vec<PlayerId> =
                    chosen.iter().filter_map(|&c| self.state.object(c)).map(|o| o.owner).collect();
                let couldnt = self.state.apnap().into_iter().filter(|&p| {
                    self.state.are_opponents(controller, p) && self.state.in_game(p) && !owners.contains(&p)
                });
                let count = u32::try_from(couldnt.count()).unwrap_or(u32::MAX);
                if count > 0 {
                    self.draw(controller, count, events)?;
                }
            }
            // 603.6c, 400.7e: the card its dies trigger found in the graveyard, if it is still there; 712.14a: a
            // card that can't enter transformed stays there.
            Effect::ReturnItToBattlefield { tapped, transformed } => {
                let Some(o) = self.state.object(source.this).filter(|o| o.zone == Zone::Graveyard) else {
                    return Ok(());
                };
                let owner = o.owner;
                if *transformed && !self.entry(o)?.card.layout.is_nonmodal_double_faced() {
                    return Ok(());
                }
                let face = transformed.then_some(1);
                let entering = Entering { face, tapped: *tapped, ..Entering::new(owner, EnterCause::Effect) };
                self.put_onto_battlefield(Entrant::Object(source.this), entering, events)?;
            }
            Effect::Attach { .. } => {
                let Some(id) = object else { return Ok(()) };
                self.attach(source.this, id, events);
            }
            // 601.2c: expanded into one instruction per target where instructions are read (`Game::effects_in`).
            Effect::XTargets { .. } => {}
            // 702.163a: "it" is the token the instruction before created.
            Effect::AttachToCreatedToken => {
                let created = events.iter().rev().find_map(|e| match e {
                    Event::TokenCreated { object, .. } => Some(*object),
                    _ => None,
                });
                if let Some(token) = created {
                    self.attach(source.this, token, events);
                }
            }
            // 615.1: until the cleanup step (514.2).
            Effect::PreventAllCombatDamage => self.state.all_combat_damage_prevented = true,
            // 614.1a: until the cleanup step (514.2).
            Effect::ExileCreaturesEnteringUncastThisTurn => self.state.creatures_entering_uncast_exiled = true,
            // 509.1b: until the cleanup step (514.2).
            Effect::CantBeBlockedThisTurn { .. } => {
                let Some(creature) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                self.state.cant_be_blocked_this_turn.push(CantBeBlocked { creature, by_color: None });
            }
            // 105.1, 608.2d: asked as it resolves; "that color" is read from the answer.
            Effect::ChooseColor => {
                self.state.pending = Some(Pending::ChooseColor { player: controller, spell: source.id, may: false });
            }
            // 702.11d, 611.2a: hexproof from the color chosen, until end of turn.
            Effect::ItGainsHexproofFromChosenColor => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let Some(color) = self.state.resolving.as_ref().and_then(|at| at.color) else { return Ok(()) };
                let keywords = vec![crate::text::GrantedKeyword::hexproof_from(color)];
                self.pump_until_end_of_turn(id, 0, 0, keywords, None, events);
            }
            // 106.1, 608.2d: asked only when there is mana to add; the answer adds it.
            Effect::MayAddManaOfOneColorPer { per, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                if !self.permanents_matching(per, source.this, player).is_empty() {
                    self.state.pending = Some(Pending::ChooseColor { player: controller, spell: source.id, may: true });
                }
            }
            // 615.1: until the cleanup step (514.2).
            Effect::PreventDamageByChosenColorThisTurn => {
                let Some(color) = self.state.resolving.as_ref().and_then(|at| at.color) else { return Ok(()) };
                let colors = &mut self.state.damage_prevented_by_colors;
                *colors = colors.with(color);
            }
            // 509.1b: until the cleanup step (514.2).
            Effect::ItCantBeBlockedByChosenColorThisTurn => {
                let Some(creature) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let Some(color) = self.state.resolving.as_ref().and_then(|at| at.color) else { return Ok(()) };
                self.state.cant_be_blocked_this_turn.push(CantBeBlocked { creature, by_color: Some(color) });
            }
            // 701.15a: until the goading player's next turn (701.15c: goaded again by them, once).
            Effect::Goad { .. } => {
                let Some(creature) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let goaded = super::state::Goaded { creature, by: controller };
                if !self.state.goaded.contains(&goaded) {
                    self.state.goaded.push(goaded);
                }
                events.push(Event::Goaded { object: creature, by: controller });
            }
            Effect::PreventCombatDamageToAndBy => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                self.state.combat_damage_prevented.push(id);
            }
            // 303.4, 613.1f: Animate Dead's enters trigger; 603.4: nothing once it has left.
            Effect::ReturnEnchantedCard => {
                let aura = source.this;
                let Some(card) = self.state.object(aura).filter(|o| o.zone == Zone::Battlefield).map(|o| o.attached_to)
                else {
                    return Ok(());
                };
                let card = card.filter(|&c| self.state.object(c).is_some_and(|o| o.zone == Zone::Graveyard));
                let entering = Entering::new(controller, EnterCause::Effect);
                let creature = match card {
                    Some(card) => self.put_onto_battlefield(Entrant::Object(card), entering, events)?,
                    None => None,
                };
                self.state.returned_with.push(super::state::ReturnedWith { aura, creature });
                // 701.3a: attached to it, now a legal object for its new enchant ability.
                if let Some(creature) = creature {
                    self.attach(aura, creature, events);
                }
            }
            // 613.1b: the resolving spell's or ability's controller gains control.
            Effect::GainControl { until_end_of_turn, .. } => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                self.gain_control(id, controller, source.this, *until_end_of_turn, events);
            }
            Effect::Untap { .. } | Effect::UntapIt => {
                // 701.26b: untapping an untapped permanent does nothing.
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                if let Some(o) = self.state.object_mut(id).filter(|o| o.tapped) {
                    o.tapped = false;
                    events.push(Event::Untapped { objects: vec![id] });
                }
            }
            // 201.3: the name is asked now; the answer exiles (`answer_name_a_card`). 701.23: a card's, at once.
            Effect::ExileNamedCards { not_basic_land, .. } => match target {
                Some(Target::Player { .. }) => {
                    let not_basic_land = *not_basic_land;
                    self.state.pending =
                        Some(Pending::NameACard { player: controller, spell: source.id, not_basic_land });
                }
                Some(Target::Object { object }) => {
                    let Some(card) = self.state.object(object).map(|o| (o.card.clone(), o.owner)) else {
                        return Ok(());
                    };
                    self.exile_named(effect, card.1, &card.0, events)?;
                }
                Some(Target::Nothing) | None => {}
            },
            // 707.10: the copy is its controller's, or that player's (`that_player`).
            Effect::CopySpell { new_targets, .. } | Effect::CopyThisSpell { new_targets } => {
                let spell = match effect {
                    Effect::CopySpell { .. } => object,
                    _ => Some(source.id),
                };
                let copier = match effect {
                    Effect::CopySpell { .. } => controller,
                    _ => that_player(source, target),
                };
                if let Some(spell) = spell {
                    self.copy_spell(spell, copier, 1, *new_targets, events);
                }
            }
            // 611.2a: the ability lasts until end of turn, on this object only (400.7).
            Effect::GainsDiesReturnUntilEndOfTurn { tapped, role, .. } => {
                let Some(creature) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let granted = super::state::DiesReturn { creature, tapped: *tapped, role: *role };
                self.state.dies_returns.push(granted);
            }
            Effect::ReturnToHand { .. } | Effect::ReturnItToHand => {
                let Some(id) = object else { return Ok(()) };
                let (card, new_id) = self.move_to_owners(id, Zone::Hand)?;
                events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Hand });
            }
            Effect::ExileAndReturn { .. } => {
                let Some(id) = object else { return Ok(()) };
                let (card, owner, token) = {
                    let o = self.object(id)?;
                    (o.card.clone(), o.owner, o.token)
                };
                let exiled = self.move_object(id, Zone::Exile, owner)?;
                events.push(Event::ObjectMoved { card: card.clone(), from: id, object: exiled, zone: Zone::Exile });
                // 111.8: a token that left the battlefield does not come back.
                if !token {
                    let entering = Entering::new(owner, EnterCause::Effect);
                    self.put_onto_battlefield(Entrant::Object(exiled), entering, events)?;
                }
            }
            // 702.128a, 707.9b: the card as it last existed (608.2h): the ability's own card.
            Effect::CreateEmbalmedToken => {
                let ability = self.object(source.id)?;
                let (card, card_index) = (ability.card.clone(), ability.card_index);
                let copy = CopyOf {
                    also_subtype: Some("Zombie".to_string()),
                    colors: Some(crate::color::ColorSet::EMPTY.with(crate::color::Color::W)),
                    no_mana_cost: true,
                    ..CopyOf::of(card.clone(), card_index)
                };
                let entering =
                    Entering { copy_of: Some(Box::new(copy)), ..Entering::new(controller, EnterCause::Token) };
                self.put_onto_battlefield(Entrant::Token { card, card_index }, entering, events)?;
            }
            // 107.3: "create X tokens that are copies of that permanent" (X at most `MAX_X_TARGETS` with X targets:
            // the game's bound on objects refuses the action past it, `too_many_objects`).
            Effect::CreateTokenCopy { x_copies: true, .. } => {
                let Some(id) = object else { return Ok(()) };
                for _ in 0..source.x {
                    self.create_token_copy(controller, id, false, events)?;
                }
            }
            Effect::CreateTokenCopy { haste, sacrificed_at_next_end_step, x_copies: false, .. } => {
                let Some(id) = object else { return Ok(()) };
                let token = self.create_token_copy(controller, id, *haste, events)?;
                // 603.7a: "Sacrifice it at the beginning of the next end step.": a delayed trigger of this ability's
                // source (603.7d), for that token.
                if let Some(creature) = token.filter(|_| *sacrificed_at_next_end_step) {
                    let ability = self.object(source.id)?;
                    let (card, face, card_index) = (ability.card.clone(), ability.face, ability.card_index);
                    let kind = TriggerKind::SacrificeReturned { creature };
                    let delayed = PendingTrigger { source: source.this, card, face, controller, kind, card_index };
                    self.state.next_end_step.push(delayed);
                }
            }
            // 608.2d: the other permanents of its controller that spell targets, one chosen when several.
            Effect::CreateTokenCopyOfOneOfThoseTargets => {
                let cast = source.ability.as_ref().map(|a| &a.kind);
                let Some(&TriggerKind::CastBy { spell, .. }) = cast else { return Ok(()) };
                let those = self.targeted_other_permanents_of(spell, source.this, controller);
                if !those.is_empty() {
                    self.ask_choose_object(controller, those, ChoicePurpose::CreateTokenCopy, events)?;
                }
            }
            Effect::BecomeCopy { gains_this_ability, .. } => {
                let Some(id) = object else { return Ok(()) };
                if self.permanent(source.this).is_none() {
                    return Ok(());
                }
                let o = self.object(id)?;
                // 707.2, 707.9b: the copiable values (an exception among them).
                // A copy's exception and kept ability are copiable values too (707.9b).
                let mut copy = self.copiable_of(o);
                let (face, prototyped) = (o.face, o.prototyped);
                // 613.1f: "and gains this ability": the resolving ability's own.
                if *gains_this_ability {
                    let ability = self.object(source.id)?;
                    copy.gained_ability = ability.ability.as_ref().and_then(|a| a.kind.ability_index());
                    (copy.gained_from, copy.gained_index) = (Some(ability.card.clone()), ability.card_index);
                }
                let card = copy.card.clone();
                if let Some(this) = self.state.object_mut(source.this) {
                    (this.copy_of, this.face, this.prototyped) = (Some(Box::new(copy)), face, prototyped);
                }
                self.state.copiable_values_changed(source.this);
                events.push(Event::BecameCopy { object: source.this, copied: id, card });
            }
            Effect::PutCounters { count, counter, .. } | Effect::PutCountersOnThis { count, counter, .. } => {
                let on = if matches!(effect, Effect::PutCountersOnThis { .. }) { Some(source.this) } else { object };
                // 107.3: "put X … counters": the value announced as it was activated.
                let count =
                    &if matches!(effect, Effect::PutCountersOnThis { x: true, .. }) { source.x } else { *count };
                let Some(id) = on.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                if let Some(o) = self.state.object_mut(id) {
                    o.counters.add(counter.clone(), *count);
                }
                events.push(Event::CountersPut { object: id, counter: counter.clone(), count: *count });
                self.counters_put_triggers(controller, id, counter);
                // 122.1b: "and a lifelink counter".
                if let Effect::PutCounters { also: Some(also), .. } = effect {
                    if let Some(o) = self.state.object_mut(id) {
                        o.counters.add(also.clone(), 1);
                    }
                    events.push(Event::CountersPut { object: id, counter: also.clone(), count: 1 });
                }
            }
            // 601.2d, 608.2b: the share announced for this target (none for an illegal one).
            Effect::PutDividedCounters { counter, .. } => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let count = self.share_of(source.id, id);
                if count == 0 {
                    return Ok(());
                }
                if let Some(o) = self.state.object_mut(id) {
                    o.counters.add(counter.clone(), count);
                }
                events.push(Event::CountersPut { object: id, counter: counter.clone(), count });
                self.counters_put_triggers(controller, id, counter);
            }
            // 122.8: as many as it has, up to the number.
            Effect::RemoveCountersFromThis { count, counter } => {
                let this = source.this;
                if self.permanent(this).is_none() {
                    return Ok(());
                }
                let removed = self.state.object_mut(this).map_or(0, |o| o.counters.remove(counter, *count));
                if removed > 0 {
                    events.push(Event::CountersRemoved { object: this, counter: counter.clone(), count: removed });
                }
            }
            Effect::Mill { player, count } => {
                let who = match (player, target) {
                    (PlayerRef::You, _) => controller,
                    (PlayerRef::TargetPlayer | PlayerRef::TargetOpponent, Some(Target::Player { player })) => player,
                    (PlayerRef::TargetPlayer | PlayerRef::TargetOpponent, _) => return Ok(()),
                    // 608.2h: the first target's controller as the resolution began.
                    (PlayerRef::TargetsController, _) => match source.targets_controller {
                        Some(player) => player,
                        None => return Ok(()),
                    },
                };
                self.mill(who, *count, events)?;
            }
            Effect::DealDamagePerPermanent { to, per } => {
                let recipients = self.damage_recipients(to, target, source);
                let amount = self.permanents_matching(per, source.this, controller).len();
                let amount = u32::try_from(amount).unwrap_or(u32::MAX);
                if amount > 0 {
                    self.deal_effect_damage(source, recipients, amount, events);
                }
            }
            // 101.4: each player's count, all dealt at once (120.3).
            Effect::DealDamageToEachPlayerPerPermanent { per, times } => {
                let counted = self.permanents_matching(per, source.this, controller);
                let assignments: Vec<(ObjectId, DamageTo, u32)> = self
                    .state
                    .apnap()
                    .into_iter()
                    .filter_map(|player| {
                        let n =
                            counted.iter().filter(|&&id| self.permanent(id).is_some_and(|v| v.controller == player));
                        let amount = u32::try_from(n.count()).unwrap_or(u32::MAX).saturating_mul(*times);
                        (amount > 0).then_some((source.id, DamageTo::Player { player }, amount))
                    })
                    .collect();
                let sources = super::combat::Views::one(source.id, source.view.clone());
                self.deal_damage(&assignments, false, &sources, events);
            }
            Effect::DealDamagePerCardInHand { to } | Effect::DealDamagePerBasicLandType { to } => {
                let recipients = self.damage_recipients(to, target, source);
                let amount = match effect {
                    Effect::DealDamagePerBasicLandType { .. } => {
                        self.basic_land_types_of(controller).count_ones() as usize
                    }
                    _ => self.state.player(controller).map_or(0, |p| p.hand.len()),
                };
                let amount = u32::try_from(amount).unwrap_or(u32::MAX);
                if amount > 0 {
                    self.deal_effect_damage(source, recipients, amount, events);
                }
            }
            // Followed in place by `carry_out` (702.33d).
            Effect::IfKicked { .. } => {}
            Effect::LoseLifePerCardInHand => {
                let amount = self.state.player(controller).map_or(0, |p| p.hand.len());
                let amount = u32::try_from(amount).unwrap_or(u32::MAX);
                if let Some(p) = self.state.player_mut(controller).filter(|p| !p.lost && amount > 0) {
                    p.life = p.life.saturating_sub(as_i32(amount));
                    events.push(Event::LifeLost { player: controller, amount });
                }
            }
            Effect::ExileGraveyard | Effect::ExileThatPlayersGraveyard => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                self.exile_graveyard(player, events)?;
            }
            // 608.2d: asked now; the answer exiles (`answer_you_may`).
            Effect::ExileEachOfChosenParity { .. } => {
                self.ask_you_may(controller, source.id, ChoicePurpose::OddOrEven);
            }
            Effect::ExileGraveyards { each_opponent } => {
                for player in self.state.apnap() {
                    if !*each_opponent || self.state.are_opponents(controller, player) {
                        self.exile_graveyard(player, events)?;
                    }
                }
            }
            // Carried out by `run_effect` (603.12).
            Effect::ThatPlayer { .. }
            | Effect::IfTheyCant { .. }
            | Effect::SacrificeThis
            | Effect::DestroyThis
            | Effect::ExileThis
            | Effect::BecomeSaddled
            | Effect::PutThisOntoBattlefieldAttacking
            | Effect::PlotThatSpellAsItResolves
            | Effect::ExileSpellPlotted { .. }
            | Effect::SacrificeThisUnlessReturn { .. }
            | Effect::ShuffleThisIntoLibrary
            | Effect::ExileThisAndTopShuffleOnTop { .. }
            | Effect::MayPay { .. }
            | Effect::MayPayLife { .. }
            | Effect::IfYouDo { .. }
            | Effect::IfYouDont { .. }
            | Effect::YouMay
            | Effect::MaySacrifice { .. }
            | Effect::MayDiscard { .. }
            | Effect::LookAtTopMayReveal { .. }
            | Effect::RestOnBottom { .. }
            | Effect::Reflexive { .. } => {}
            // 608.2d: choices as it resolves, asked when the resolution ends.
            Effect::Scry { amount, look } => self.ask_look_kind(controller, *amount, false, *look),
            // 701.50a, 701.50e: its controller draws N, then discards N (a choice).
            Effect::Connive { count, per, .. } => {
                let Some(player) = object.and_then(|id| self.permanent(id)).map(|v| v.controller) else {
                    return Ok(());
                };
                let n = match per {
                    Some(per) => {
                        let counted = self.permanents_matching(per, source.this, controller).into_iter();
                        let n = counted.filter(|&id| per.combat.is_none_or(|role| self.in_combat_as(id, role))).count();
                        u32::try_from(n).unwrap_or(0)
                    }
                    None => *count,
                };
                // 121.6b: the discard waits for draws a dredge choice stops.
                self.draw_each(vec![super::state::Draws { player, count: n, discard: n }], events)?;
            }
            // 701.50a: a +1/+1 counter for each nonland card discarded this way (`Resolution::chosen`).
            // TODO(CR 701.50a): cards an earlier instruction of the same resolution chose count too.
            Effect::ConniveCounters => {
                let Some(id) = object.filter(|&id| self.permanent(id).is_some()) else { return Ok(()) };
                let chosen = self.state.resolving.as_ref().map(|at| at.chosen.clone()).unwrap_or_default();
                let nonland = chosen
                    .iter()
                    .filter_map(|&c| self.state.object(c))
                    .filter(|o| {
                        self.characteristics_of(o).is_ok_and(|c| !c.types.contains(crate::card::CardType::Land))
                    })
                    .count();
                let (counter, count) =
                    (crate::counter::CounterKind::PlusOnePlusOne, u32::try_from(nonland).unwrap_or(0));
                if count > 0
                    && let Some(o) = self.state.object_mut(id)
                {
                    o.counters.add(counter.clone(), count);
                    events.push(Event::CountersPut { object: id, counter, count });
                }
            }
            Effect::Explore { .. } => {
                // 701.44c: the explorer's controller, or last controller.
                let explorer = object.unwrap_or(source.this);
                let player = self.state.object(explorer).map_or(controller, |o| o.controller);
                self.explore(explorer, player, events)?;
            }
            Effect::Surveil { amount } => self.ask_look(controller, *amount, true),
            Effect::LookAtTopMayMill => self.ask_look_may_mill(controller),
            // 608.2c: "You may have that player shuffle." (Portent): the player targeted.
            Effect::MayShuffle => {
                let purpose = match target {
                    Some(Target::Player { player }) if player != controller => ChoicePurpose::ThatPlayerShuffles,
                    _ => ChoicePurpose::Shuffle,
                };
                self.ask_you_may(controller, source.id, purpose);
            }
            Effect::RevealTopCounterThatSpellIfSameManaValue => {
                let cast = source.ability.as_ref().map(|a| &a.kind);
                let Some(&super::state::TriggerKind::CastBy { spell, .. }) = cast else { return Ok(()) };
                if self.state.player(controller).is_some_and(|p| !p.library.is_empty()) {
                    let purpose = super::state::ChoicePurpose::RevealTopCounterIfSameManaValue;
                    self.ask_you_may(controller, spell, purpose);
                }
            }
            // 603.7a: a delayed triggered ability, created as this resolves.
            Effect::DrawAtNextUpkeep => {
                let Some(o) = self.state.object(source.id) else { return Ok(()) };
                let (card, face, card_index) = (o.card.clone(), o.face, o.card_index);
                let kind = super::state::TriggerKind::DrawAtNextUpkeep;
                let delayed =
                    super::state::PendingTrigger { source: source.this, card, face, controller, kind, card_index };
                self.state.next_upkeep.push(delayed);
            }
            Effect::LookAtTopPutBack { count, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                self.ask_look_in(controller, player, *count, false, true);
            }
            Effect::PutFromHandOnTop { count } => {
                let hand = self.state.player(controller).map(|p| p.hand.clone()).unwrap_or_default();
                self.choose_several(controller, hand, *count, ChoicePurpose::PutOnTopOfLibrary, events)?;
            }
            Effect::ExileAllWithSameName { .. } => {
                let Some(id) = object else { return Ok(()) };
                self.exile_all_with_same_name(id, events)?;
            }
            // 608.2g: the target card, still in the graveyard, may be cast now.
            Effect::MayCastWithoutPaying { exile_instead, .. } => {
                let Some(id) = object.filter(|&id| self.state.object(id).is_some_and(|o| o.zone == Zone::Graveyard))
                else {
                    return Ok(());
                };
                let (player, object, exile_instead) = (controller, id, *exile_instead);
                let mana_of_any_type = false;
                let pending =
                    super::state::Pending::CastFromGraveyard { player, object, exile_instead, mana_of_any_type };
                self.state.pending = Some(pending);
            }
            // 608.2g, 118.14: the target card, still in a graveyard, may be cast now for its mana cost, spending mana
            // as though it were mana of any type.
            Effect::MayCastSpendingManaOfAnyType { .. } => {
                let Some(id) = object.filter(|&id| self.state.object(id).is_some_and(|o| o.zone == Zone::Graveyard))
                else {
                    return Ok(());
                };
                let pending = super::state::Pending::CastFromGraveyard {
                    player: controller,
                    object: id,
                    exile_instead: false,
                    mana_of_any_type: true,
                };
                self.state.pending = Some(pending);
            }
            // 601.3, 611.2a: the target card, still in its owner's graveyard, may be cast by the ability's controller
            // this turn (its own timing and costs); 614.1a: exiled instead of put into the graveyard.
            Effect::MayCastThisTurn { exile_instead, .. } => {
                let Some(id) = object.filter(|&id| self.state.object(id).is_some_and(|o| o.zone == Zone::Graveyard))
                else {
                    return Ok(());
                };
                self.state.play_from_exile.push(super::state::PlayFromExile {
                    object: id,
                    player: controller,
                    cast_only: true,
                    until_next_end_step: false,
                    exile_instead: *exile_instead,
                    without_paying: false,
                    lasting: false,
                });
            }
            // 114.2: the emblem, owned and controlled by the ability's controller, in the command zone.
            Effect::GetEmblem { .. } => self.get_emblem(source.id, controller, events),
            // 611.2a, 613.1f: the permanent gains the ability for as long as it is that object (no duration).
            Effect::ThisGains { .. } => {
                let Some(granting) = source.ability.as_ref().and_then(|a| a.kind.ability_index()) else {
                    return Ok(());
                };
                let Some(o) = self.state.object(source.this).filter(|o| o.zone == Zone::Battlefield) else {
                    return Ok(());
                };
                let own = self.printed_abilities_of(o);
                let before = own.iter().take(granting).filter(|a| a.granted_to_self().is_some()).count();
                let gained = (source.this, own.len() + before);
                if !self.state.gained_abilities.contains(&gained) {
                    self.state.gained_abilities.push(gained);
                }
            }
            // 406.1; 601.3, 611.2a: the exiled card may be cast (or played, 305.1) by the ability's controller this turn.
            // 611.2a: "Until your next end step, you may play those cards." (Seek the Beast).
            Effect::ExileTopOfLibrary { that_player: whose, cast_this_turn, play, count, until_your_next_end_step } => {
                let whose = if *whose { that_player(source, target) } else { controller };
                let library = self.state.player(whose).map(|p| p.library.as_slice()).unwrap_or_default();
                let top: Vec<ObjectId> = library.iter().take(*count as usize).copied().collect();
                for top in top {
                    let (card, exiled) = self.move_to_owners(top, Zone::Exile)?;
                    events.push(Event::ObjectMoved { card, from: top, object: exiled, zone: Zone::Exile });
                    if *cast_this_turn {
                        self.state.play_from_exile.push(super::state::PlayFromExile {
                            object: exiled,
                            player: controller,
                            cast_only: !*play,
                            until_next_end_step: *until_your_next_end_step,
                            exile_instead: false,
                            without_paying: false,
                            lasting: false,
                        });
                    }
                }
            }
            // 608.2d: a card in exile an opponent owns with the counter, chosen (one is taken without asking).
            Effect::ChooseExiledMayPlayFree { counter } => {
                let exile = &self.state.exile;
                let cards =
                    self.state.objects_in(exile).flatten().filter(|o| {
                        !o.token && self.state.are_opponents(controller, o.owner) && o.counters.has(counter)
                    });
                let cards = cards.map(|o| o.id).collect();
                self.ask_choose_object(controller, cards, ChoicePurpose::PlayThisTurnWithoutPaying, events)?;
            }
            // 406.1, 601.3, 118.9: the top cards of the target's library; its controller may play them as long as they
            // remain exiled, casting them without paying their mana costs (Gix, Yawgmoth Praetor).
            Effect::ExileTopMayPlayFree { count, .. } => {
                let Some(Target::Player { player: whose }) = target else { return Ok(()) };
                let library = self.state.player(whose).map(|p| p.library.as_slice()).unwrap_or_default();
                let top: Vec<ObjectId> = library.iter().take(*count as usize).copied().collect();
                for top in top {
                    let (card, exiled) = self.move_to_owners(top, Zone::Exile)?;
                    events.push(Event::ObjectMoved { card, from: top, object: exiled, zone: Zone::Exile });
                    self.state.play_from_exile.push(super::state::PlayFromExile {
                        object: exiled,
                        player: controller,
                        cast_only: false,
                        until_next_end_step: false,
                        exile_instead: false,
                        lasting: true,
                        without_paying: true,
                    });
                }
            }
            // 608.2d, 401.4: one left goes on the bottom; of two, the one chosen (`ChoicePurpose::BottomExileOther`).
            Effect::PutOneOnBottomExileOther { look, .. } => {
                let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                let cards: Vec<ObjectId> = library.iter().take(*look as usize).copied().collect();
                if let &[only] = cards.as_slice() {
                    self.put_on_bottom_of_library(only);
                } else if !cards.is_empty() {
                    self.ask_choose_object(controller, cards, ChoicePurpose::BottomExileOther, events)?;
                }
            }
            Effect::LookAtTopTake { look, take } => {
                let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                let top = library.iter().take(*look as usize).copied().collect();
                self.choose_several(controller, top, *take, ChoicePurpose::ReturnToHand, events)?;
            }
            // 608.2d: up to `count` of those the filter matches, one choice each, none twice.
            Effect::LookAtTopPutOntoBattlefield { look, count, filter, reveal, tapped } => {
                // 701.20a: revealed, every player sees them.
                if *reveal {
                    let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                    let top: Vec<ObjectId> = library.iter().take(*look as usize).copied().collect();
                    for card in top {
                        let name = self.object(card)?.card.clone();
                        events.push(Event::Revealed { player: controller, object: card, card: name });
                    }
                }
                let cards = self.top_matching(controller, *look, filter, source.this);
                let n = cards.len().min(*count as usize);
                let choices = (0..n).map(|_| super::state::LibrarySearch { player: controller, cards: cards.clone() });
                let onto = crate::text::SearchDestination::Battlefield { tapped: *tapped, untap_if_lands: None };
                self.ask_searches(choices.collect(), source.id, onto, true);
            }
            // 701.20a: the cards revealed; 608.2d: one of those the filter matches enters (then a shuffle).
            Effect::RevealTopPutOntoBattlefield { look, filter, .. } => {
                let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                let top: Vec<ObjectId> = library.iter().take(*look as usize).copied().collect();
                for &card in &top {
                    let name = self.object(card)?.card.clone();
                    events.push(Event::Revealed { player: controller, object: card, card: name });
                }
                let cards = self.matching(&top, filter, source.this, controller);
                if cards.is_empty() {
                    self.shuffle_library(controller, events);
                } else {
                    self.ask_choose_object(controller, cards, ChoicePurpose::PutOntoBattlefieldWithCounters, events)?;
                }
            }
            // 701.20a: revealed one by one from the top until one the filter matches; 401.4: the rest at random.
            Effect::RevealUntilIntoHand { filter } => {
                let library = self.state.player(controller).map(|p| p.library.clone()).unwrap_or_default();
                let mut revealed = Vec::new();
                let mut found = None;
                for card in library {
                    let name = self.object(card)?.card.clone();
                    events.push(Event::Revealed { player: controller, object: card, card: name });
                    if self.matching(&[card], filter, source.this, controller).is_empty() {
                        revealed.push(card);
                    } else {
                        found = Some(card);
                        break;
                    }
                }
                if let Some(card) = found {
                    let (name, new_id) = self.move_to_owners(card, Zone::Hand)?;
                    events.push(Event::ObjectMoved { card: name, from: card, object: new_id, zone: Zone::Hand });
                }
                self.put_on_bottom_at_random(revealed, events)?;
            }
            // 701.20a: the cards revealed stay on top; 608.2d: one chosen for each group.
            Effect::RevealTopChooseForEach { look, groups } => {
                let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                let top: Vec<ObjectId> = library.iter().take(*look as usize).copied().collect();
                for &card in &top {
                    let name = self.object(card)?.card.clone();
                    events.push(Event::Revealed { player: controller, object: card, card: name });
                }
                self.choose_for_each_group(controller, &top, *groups, source.id, events)?;
            }
            // 608.2d: one of the hand's cards the filter matches, or none.
            // 608.2d: up to `count`, one choice each, none twice; they enter at once after the last.
            Effect::MayPutFromHandOntoBattlefield { filter, count, graveyard_too, tapped } => {
                let Some(p) = self.state.player(controller) else { return Ok(()) };
                let graveyard = if *graveyard_too { p.graveyard.as_slice() } else { &[] };
                let from: Vec<ObjectId> = p.hand.iter().chain(graveyard).copied().collect();
                let cards = self.matching(&from, filter, source.this, controller);
                let n = cards.len().min(*count as usize);
                let searches = (0..n).map(|_| super::state::LibrarySearch { player: controller, cards: cards.clone() });
                let onto = crate::text::SearchDestination::Battlefield { tapped: *tapped, untap_if_lands: None };
                self.ask_searches(searches.collect(), source.id, onto, true);
            }
            // 110.2a: under the spell's controller; 608.2h: the life lost is the
            // mana value the card had in the graveyard.
            Effect::PutOntoBattlefieldUnderYourControl { lose_life_equal_to_mana_value, .. } => {
                let Some(id) = object else { return Ok(()) };
                let mana_value = self.characteristics_of(self.object(id)?)?.mana_value.whole();
                let entering = Entering::new(controller, EnterCause::Effect);
                self.put_onto_battlefield(Entrant::Object(id), entering, events)?;
                let amount = u32::try_from(mana_value).unwrap_or(u32::MAX);
                if *lose_life_equal_to_mana_value
                    && amount > 0
                    && let Some(p) = self.state.player_mut(controller).filter(|p| !p.lost)
                {
                    p.life = p.life.saturating_sub(as_i32(amount));
                    events.push(Event::LifeLost { player: controller, amount });
                }
            }
            // 400.3: each card as it is now; a second replacement choice is declined (616.1).
            Effect::ReturnAllFromYourGraveyard { filter, tapped } => {
                let graveyard = self.state.player(controller).map(|p| p.graveyard.as_slice()).unwrap_or_default();
                for id in self.matching(graveyard, filter, source.this, controller) {
                    let entering = Entering { tapped: *tapped, ..Entering::new(controller, EnterCause::Effect) };
                    self.put_onto_battlefield(Entrant::Object(id), entering, events)?;
                }
            }
            // 610.3b: nothing once [this] has left; 603.5: asked only with a card to exile.
            Effect::MayExileFromHandUntilThisLeaves { filter, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                let hand = self.state.player(player).map(|p| p.hand.as_slice()).unwrap_or_default();
                let here = self.state.battlefield.contains(&source.this);
                if here && !self.matching(hand, filter, source.this, controller).is_empty() {
                    self.ask_you_may(controller, source.id, ChoicePurpose::IfYouDo);
                }
            }
            // 701.20a, 701.28a: transforms only if it is still that permanent (400.7).
            Effect::TransformThis => self.transform(source.this, events)?,
            // 702.26a: phases out only if it is still that permanent (400.7).
            Effect::ThisPhasesOut => self.phase_out(source.this, events),
            // 701.26b: nothing once it has left the battlefield (400.7).
            Effect::UntapThis => {
                if self.state.battlefield.contains(&source.this)
                    && let Some(o) = self.state.object_mut(source.this).filter(|o| o.tapped)
                {
                    o.tapped = false;
                    events.push(Event::Untapped { objects: vec![source.this] });
                }
            }
            // 120.3, 608.2g, 305.1: a card of that player's hand at random (the game's generator) is exiled.
            Effect::ThatPlayerExilesAtRandomYouMayPlayIt => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                let hand = self.state.player(player).map(|p| p.hand.clone()).unwrap_or_default();
                let Ok(count) = u32::try_from(hand.len()) else { return Ok(()) };
                if count == 0 {
                    return Ok(());
                }
                let mut rng = self.state.rng;
                let pick = hand.get(rng.below(count) as usize).copied();
                self.state.rng = rng;
                let Some(pick) = pick else { return Ok(()) };
                let (card, exiled) = self.move_to_owners(pick, Zone::Exile)?;
                events.push(Event::ObjectMoved { card, from: pick, object: exiled, zone: Zone::Exile });
                if self.characteristics_of(self.object(exiled)?)?.types.contains(crate::card::CardType::Land) {
                    self.ask_you_may(controller, exiled, ChoicePurpose::PutOntoBattlefieldUnderYourControl);
                } else {
                    self.state.pending = Some(super::state::Pending::CastWithoutPaying {
                        player: controller,
                        object: exiled,
                        suspended: false,
                    });
                }
            }
            // 400.7: nothing once it has left the battlefield (a new object).
            Effect::ReturnThisToHand => {
                if self.state.battlefield.contains(&source.this) {
                    let (card, new_id) = self.move_to_owners(source.this, Zone::Hand)?;
                    events.push(Event::ObjectMoved { card, from: source.this, object: new_id, zone: Zone::Hand });
                }
            }
            Effect::SorceriesAsThoughFlashUntilYourNextTurn => {
                if !self.state.sorceries_as_though_flash.contains(&controller) {
                    self.state.sorceries_as_though_flash.push(controller);
                }
            }
            Effect::OpponentsCantCastNoncreatureSpellsThisTurn => {
                for p in self.state.players.iter_mut().filter(|p| p.id != controller) {
                    p.noncreature_spells_forbidden = true;
                }
            }
            Effect::SpellsYouControlCantBeCounteredThisTurn => {
                if let Some(p) = self.state.player_mut(controller) {
                    p.spells_cant_be_countered = true;
                }
            }
            // 702.11c–d: the player until the cleanup step (514.2); 611.2c: the permanents they control now.
            Effect::YouAndPermanentsGainHexproofFrom { colors } => {
                if let Some(p) = self.state.player_mut(controller) {
                    p.hexproof_from = p.hexproof_from.union(*colors);
                }
                let keywords: Vec<_> = colors.iter().map(crate::text::GrantedKeyword::hexproof_from).collect();
                let yours: Vec<ObjectId> = (self.state.objects_in(&self.state.battlefield).flatten())
                    .filter(|o| o.controller == controller)
                    .map(|o| o.id)
                    .collect();
                for id in yours {
                    self.pump_until_end_of_turn(id, 0, 0, keywords.clone(), None, events);
                }
            }
            Effect::ProtectionFromEverythingUntilYourNextTurn => {
                if !self.state.protected_from_everything.contains(&controller) {
                    self.state.protected_from_everything.push(controller);
                }
            }
            Effect::RevealTopTransformThisIf { filter } => {
                if let Some((_, true)) = self.reveal_top_matches(controller, filter, source.this, events)? {
                    self.transform(source.this, events)?;
                }
            }
            Effect::RevealTopIntoHandIfElseMayGraveyard { filter } => {
                match self.reveal_top_matches(controller, filter, source.this, events)? {
                    Some((top, true)) => self.carry_out_choice(top, ChoicePurpose::ReturnToHand, events)?,
                    // 608.2d: "Otherwise, you may put it into your graveyard."
                    Some((top, false)) => self.ask_you_may(controller, top, ChoicePurpose::PutIntoGraveyard),
                    None => {}
                }
            }
            Effect::TopIntoGraveyard { count } => {
                let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                let top: Vec<ObjectId> = library.iter().take(*count as usize).copied().collect();
                for id in top {
                    let (card, new_id) = self.move_to_owners(id, Zone::Graveyard)?;
                    events.push(Event::ObjectMoved {
                        card,
                        from: id,
                        object: new_id,
                        zone: self.graveyard_or_exile(new_id),
                    });
                }
            }
            // 608.2d: its owner chooses ("you may" put it on top: accepted, on top; declined, on the bottom).
            Effect::OwnerPutsOnTopOrBottom { .. } => {
                let Some(o) = object.and_then(|id| self.state.object(id)) else { return Ok(()) };
                let (player, object, purpose) = (o.owner, o.id, ChoicePurpose::TopOrBottomOfLibrary);
                self.state.pending = Some(Pending::YouMay { player, object, purpose });
            }
            // 401.4: in an order the game's generator chooses.
            // 608.2d: the cards revealed and not put onto the battlefield are the top ones; not a mill (701.17).
            Effect::RestIntoGraveyard { look } => {
                let taken = self.state.resolving.as_ref().map_or(0, |at| at.chosen.len());
                let rest = look.saturating_sub(u32::try_from(taken).unwrap_or(u32::MAX));
                let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                for card in library.iter().take(rest as usize).copied().collect::<Vec<_>>() {
                    let name = self.object(card)?.card.clone();
                    let new_id = self.move_object(card, Zone::Graveyard, controller)?;
                    let zone = self.graveyard_or_exile(new_id);
                    events.push(Event::ObjectMoved { card: name, from: card, object: new_id, zone });
                }
            }
            Effect::RestOnBottomAtRandom { look, take } => {
                let library = self.state.player(controller).map(|p| p.library.as_slice()).unwrap_or_default();
                let rest = library.iter().take(look.saturating_sub(*take) as usize).copied().collect();
                self.put_on_bottom_at_random(rest, events)?;
            }
            // 107.3c: X was read as the targets were checked (608.2b).
            Effect::WhereXIs { effect, .. } => self.run_one(source, effect, target, events)?,
            // 608.2c: threshold's "if seven or more cards are in your graveyard", as it resolves.
            // 702.138b: "sacrifice it unless it escaped" (the instruction carried out by `run_effect`).
            Effect::OnlyIf { condition, effects } => {
                if self.holds_now(condition, controller, source.id, object) {
                    for effect in effects {
                        self.run_effect(source, effect, target, true, events)?;
                    }
                }
            }
            // 107.3c: the count taken now (a spell's colors of mana spent, 601.2h).
            Effect::NumberIs { counted, effect } => {
                let n = match counted {
                    Counted::ColorsOfManaSpent => self.state.object(source.id).map_or(0, |o| o.colors_spent.len()),
                    Counted::ManaSpent => self.state.object(source.id).map_or(0, |o| u32::from(o.mana_spent)),
                    Counted::X { times } => source.x.saturating_mul(*times),
                    Counted::SacrificedPower | Counted::HighestManaValueDiscarded => source.x,
                    // 608.2h: the source now, or the ability's record of it as it last existed.
                    Counted::CountersOnThis { counter } => self.counters_on_this(source)?.get(counter),
                    // 608.2c: the creatures this resolution exiled ("exiled this way").
                    Counted::ExiledThisWay => {
                        self.state.resolving.as_ref().map_or(0, |at| u32::try_from(at.exiled.len()).unwrap_or(u32::MAX))
                    }
                    Counted::Count { count, times, plus } => {
                        self.cost_count(count, controller, source.this).saturating_mul(*times).saturating_add(*plus)
                    }
                };
                if let Effect::IfItIs { filter, effect } = &**effect {
                    // 608.2c: the value its condition compares with.
                    let condition = filter.condition.map(|c| Condition { value: n, ..c });
                    let filter = ObjectFilter { condition, ..filter.clone() };
                    self.if_it_is(source, &filter, effect, target, events)?;
                } else if let Some(effect) = effect.with_number(n) {
                    self.run_one(source, &effect, target, events)?;
                }
            }
            // 608.2c: the card chosen, as it is now.
            Effect::IfChosenIs { filter, then } => {
                let chosen = self.state.resolving.as_ref().and_then(|at| at.chosen.last().copied());
                let is = chosen.and_then(|id| self.state.object(id)).is_some_and(|o| {
                    self.characteristics_of(o)
                        .is_ok_and(|c| Self::filter_matches(filter, o, &c, None, None, source.this, controller))
                });
                if is {
                    for then in then {
                        self.run_one(source, then, None, events)?;
                    }
                }
            }
            // 608.2h: the target judged as it last existed before the instruction.
            // 608.2c: "Otherwise, …" if it was not (Cling to Dust). A target gone (608.2b) does neither.
            Effect::IfItWas { filter, effect, then, otherwise } => {
                let was = object.and_then(|id| self.state.object(id)).map(|o| {
                    self.characteristics_of(o)
                        .is_ok_and(|c| Self::filter_matches(filter, o, &c, None, None, source.this, controller))
                });
                self.run_one(source, effect, target, events)?;
                let follow = match was {
                    Some(true) => then.as_slice(),
                    Some(false) => otherwise.as_slice(),
                    None => &[],
                };
                for then in follow {
                    self.run_one(source, then, None, events)?;
                }
            }
            // 611.2c: the affected set is fixed as it resolves.
            Effect::PumpAllTargetPlayerControls { filter, power, toughness, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                for id in self.permanents_matching(filter, source.this, controller) {
                    if self.permanent(id).is_some_and(|v| v.controller == player) {
                        self.pump_until_end_of_turn(id, *power, *toughness, Vec::new(), None, events);
                    }
                }
            }
            // 108.3: by owner, whoever controls them; all at once.
            Effect::ReturnAllOwnedToHand { filter, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                let owned: Vec<ObjectId> = self
                    .permanents_matching(filter, source.this, controller)
                    .into_iter()
                    .filter(|&id| self.state.object(id).is_some_and(|o| o.owner == player))
                    .collect();
                for id in owned {
                    let (card, new_id) = self.move_to_owners(id, Zone::Hand)?;
                    events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Hand });
                }
            }
            Effect::ReturnLandYouControl => self.ask_return_land(controller, events)?,
            Effect::Discard { count, up_to } => self.ask_discard(controller, *count, *up_to),
            // 608.2c: as many as this resolution discarded.
            Effect::DrawThatMany => {
                let discarded = self.state.resolving.as_ref().map_or(0, |at| at.chosen.len());
                self.draw(controller, u32::try_from(discarded).unwrap_or(u32::MAX), events)?;
            }
            // 611.2c: the affected set is fixed as it resolves.
            Effect::PumpAll { filter, power, toughness, keywords, x } => {
                // 107.3m: -X/-X with X the spell's.
                let times = if *x { i32::try_from(source.x).unwrap_or(i32::MAX) } else { 1 };
                let (power, toughness) = (power.saturating_mul(times), toughness.saturating_mul(times));
                for id in self.permanents_matching(filter, source.this, controller) {
                    self.pump_until_end_of_turn(id, power, toughness, keywords.clone(), None, events);
                }
            }
            // 611.2c: the affected set is fixed as it resolves.
            Effect::LoseKeywordsAll { filter, keywords } => {
                for id in self.permanents_matching(filter, source.this, controller) {
                    let loses = keywords.clone();
                    let since = self.state.next_object_id;
                    self.state.until_end_of_turn.push(Pump {
                        object: id,
                        power: 0,
                        toughness: 0,
                        keywords: Vec::new(),
                        loses,
                        until_next_turn_of: None,
                        lasting: false,
                        since,
                    });
                }
            }
            Effect::Exile { target: spec, controller_gains_life_equal_to_power: gains, until_this_leaves } => {
                let Some(id) = object else { return Ok(()) };
                // 406.2: a card in a graveyard (Scavenging Ooze, Faerie Macabre).
                if matches!(spec.chosen(), TargetSpec::CardInAGraveyard { .. }) {
                    let (card, new_id) = self.move_to_owners(id, Zone::Exile)?;
                    events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Exile });
                    // 607.2a: exiled with the permanent whose ability it is (Unlicensed Hearse counts them).
                    if let (Some(ability), Some(o)) = (&source.ability, self.state.object_mut(new_id)) {
                        let with =
                            super::state::ExiledWith { source: ability.source, until_it_leaves: false, to_hand: false };
                        o.exiled_with = Some(with);
                    }
                    return Ok(());
                }
                let linked = source.ability.as_ref().map(|a| a.source);
                self.exile_linked(&[id], *gains, linked, *until_this_leaves, events)?;
            }
            Effect::ExileAll { filter, until_this_leaves } => {
                let exiled = self.permanents_matching(filter, source.this, controller);
                let linked = source.ability.as_ref().map(|a| a.source);
                self.exile_linked(&exiled, false, linked, *until_this_leaves, events)?;
            }
            // 401.4, 400.7: each on the bottom of its owner's library, at once.
            // TODO(CR 401.4): an owner of two or more orders them; here, in timestamp order.
            Effect::PutAllOnBottom { filter } => {
                for id in self.permanents_matching(filter, source.this, controller) {
                    let (card, object) = self.move_to_owners(id, Zone::Library)?;
                    events.push(Event::ObjectMoved { card, from: id, object, zone: Zone::Library });
                }
            }
            // 101.4, 608.2c: each step done by every player at once; the cards each player exiled are linked within
            // this one resolution (a card that left exile meanwhile is a new object, 400.7, and stays where it is).
            Effect::EachPlayerExilesSacrificesReturns { filter } => {
                let mut exiled = Vec::new();
                for player in self.state.apnap() {
                    let graveyard = self.state.player(player).map(|p| p.graveyard.clone()).unwrap_or_default();
                    for id in self.matching(&graveyard, filter, source.this, controller) {
                        let (card, object) = self.move_to_owners(id, Zone::Exile)?;
                        events.push(Event::ObjectMoved { card, from: id, object, zone: Zone::Exile });
                        exiled.push((player, object));
                    }
                }
                // 701.21a: each player sacrifices the permanents the filter matches among those they control.
                for id in self.permanents_matching(filter, source.this, controller) {
                    self.sacrifice(id, events)?;
                }
                // 110.2a: under the control of the player who exiled it (its owner: it came from their graveyard).
                // TODO(CR 614.12): once one card's entry asks a choice, the rest do not enter.
                for (player, id) in exiled {
                    if self.state.pending.is_some() {
                        break;
                    }
                    if self.state.object(id).is_some_and(|o| o.zone == Zone::Exile) {
                        let entering = Entering::new(player, EnterCause::Effect);
                        self.put_onto_battlefield(Entrant::Object(id), entering, events)?;
                    }
                }
            }
            // 608.2d: each permanent asked in turn (`answer_exile_until_next_end_step`).
            Effect::ExileAnyNumberUntilNextEndStep { filter } => {
                if let Some(&first) = self.owned_and_controlled(filter, source.this, controller).first() {
                    self.ask_you_may(controller, first, ChoicePurpose::ExileUntilNextEndStep);
                }
            }
            Effect::ReturnExiledCards => {
                if let Some(ability) = &source.ability {
                    self.return_exiled_with(ability.source, events)?;
                }
            }
            // 111.4, 107.3: X announced (702.29c: the cycling cost's), or that spell's mana value (608.2c).
            Effect::CreateXToken { token, x } => {
                let x = match x {
                    crate::text::TokenX::Announced => source.x,
                    crate::text::TokenX::ThatSpellsManaValue => {
                        let cast = source.ability.as_ref().map(|a| &a.kind);
                        let Some(&super::state::TriggerKind::CastBy { spell, .. }) = cast else { return Ok(()) };
                        // TODO(CR 608.2h): a spell gone from the stack counts its last known mana value.
                        let spell = self.state.object(spell).and_then(|o| self.characteristics_of(o).ok());
                        spell.map_or(0, |c| u32::try_from(c.mana_value.whole()).unwrap_or(u32::MAX))
                    }
                };
                let key =
                    super::tokens::token_key(&super::tokens::x_token(token, i32::try_from(x).unwrap_or(i32::MAX)));
                // TODO(CR 111.4): past `MAX_X_TOKEN`, no token is in the table.
                let Some(index) = self.card_index_of(&key) else { return Ok(()) };
                self.create_token(controller, key, index, None, false, events)?;
            }
            Effect::ExiledCardsOwnersCreateXToken { token } => {
                let Some(ability) = &source.ability else { return Ok(()) };
                let linked = self
                    .state
                    .objects_in(&self.state.exile)
                    .flatten()
                    .filter(|o| o.exiled_with.is_some_and(|w| w.source == ability.source))
                    .map(|o| Ok((o.owner, self.characteristics_of(o)?.mana_value.whole())))
                    .collect::<Result<Vec<_>, RulesError>>()?;
                for (owner, mana_value) in linked {
                    let x = i32::try_from(mana_value).unwrap_or(i32::MAX);
                    let key = super::tokens::token_key(&super::tokens::x_token(token, x));
                    // TODO(CR 111.4): past `MAX_X_TOKEN`, no token is in the table.
                    let Some(index) = self.card_index_of(&key) else { continue };
                    self.create_token(owner, key, index, None, false, events)?;
                }
            }
            // 701.21a, 701.9: choices of the target player (or, from a
            // revealed hand, of the controller) as it resolves.
            Effect::Edict { filter, greatest, exile, you_gain_life_equal_to_power, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                let purpose = match (exile, you_gain_life_equal_to_power) {
                    (false, false) => ChoicePurpose::Sacrifice,
                    (false, true) => ChoicePurpose::SacrificeYouGainLifeEqualToPower,
                    (true, false) => ChoicePurpose::Exile,
                    (true, true) => {
                        return Err(RulesError::Internal { message: "an edict that exiles gains no life".into() });
                    }
                };
                self.edict(player, filter, *greatest, purpose, source.id, events)?;
            }
            Effect::EachOpponentSacrifices { filter, greatest } => {
                self.each_opponent_sacrifices(controller, filter, *greatest, source.id, events)?;
            }
            Effect::ExileFromAnOpponentsGraveyardWithSameName => {
                let cards: Vec<ObjectId> = self
                    .state
                    .players
                    .iter()
                    .filter(|p| self.state.are_opponents(controller, p.id) && self.state.in_game(p.id))
                    .flat_map(|p| p.graveyard.iter().copied())
                    .collect();
                self.ask_choose_object(controller, cards, ChoicePurpose::ExileWithSameName, events)?;
            }
            Effect::TargetDiscards { count, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                self.ask_discard(player, *count, false);
            }
            Effect::SeparatePilesSacrifice { .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                self.separate_piles(controller, player);
            }
            Effect::TargetExilesFromGraveyard { .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                let graveyard = self.state.player(player).map(|p| p.graveyard.clone()).unwrap_or_default();
                self.ask_choose_object(player, graveyard, ChoicePurpose::ExileFromGraveyard, events)?;
            }
            // 400.3, 611.2b: under its controller's control, restrained while they control [this].
            Effect::ReturnToBattlefieldRestrained { .. } => {
                let Some(id) = object else { return Ok(()) };
                let entering = Entering::new(controller, EnterCause::Effect);
                if let Some(new) = self.put_onto_battlefield(Entrant::Object(id), entering, events)? {
                    self.state.cant_attack_or_block.push((new, (source.this, controller)));
                }
            }
            Effect::MayReturnToBattlefield { .. } => {
                let Some(id) = object else { return Ok(()) };
                self.ask_you_may(controller, id, super::state::ChoicePurpose::ReturnToBattlefield);
            }
            // 608.2d: the choice only when the condition holds as it resolves; otherwise into the hand.
            Effect::MayPutOntoBattlefieldElseIntoHand { filter, .. } => {
                let Some(o) = object.and_then(|id| self.state.object(id)) else { return Ok(()) };
                let c = self.characteristics_of(o)?;
                let may = Self::filter_matches(filter, o, &c, None, None, source.this, controller);
                let id = o.id;
                let purpose = if may { ChoicePurpose::BattlefieldElseHand } else { ChoicePurpose::ReturnToHand };
                if may {
                    self.ask_you_may(controller, id, purpose);
                } else {
                    self.carry_out_choice(id, purpose, events)?;
                }
            }
            // 701.24a: into its owner's library, which that player shuffles.
            Effect::ShuffleIntoOwnersLibrary { .. } => {
                let Some(owner) = object.and_then(|id| self.state.object(id)).map(|o| o.owner) else { return Ok(()) };
                let Some(id) = object else { return Ok(()) };
                let (card, new_id) = self.move_to_owners(id, Zone::Library)?;
                events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Library });
                self.shuffle_library(owner, events);
            }
            Effect::MayPutOnTopOfLibrary { .. } => {
                let Some(id) = object else { return Ok(()) };
                self.ask_you_may(controller, id, super::state::ChoicePurpose::PutOnTopOfLibrary);
            }
            Effect::ReturnYouControl { filter } => {
                self.return_you_control(controller, filter, source.this, events)?;
            }
            // 608.2d: chosen as it resolves among the permanents its controller controls.
            Effect::PutCountersOnOneYouControl { filter, .. } => {
                let choices = self.controlled_matching(controller, filter, source.this);
                self.ask_choose_object(controller, choices, ChoicePurpose::PutCounters, events)?;
            }
            Effect::ReturnFromYourGraveyard { filter, up_to } => {
                self.return_from_graveyard(controller, filter, *up_to, source.id, events)?;
            }
            // 608.2d: chosen as it resolves among every permanent the filter matches, or none.
            Effect::PutCountersOnUpToOne { filter, .. } => {
                let cards = self.permanents_matching(filter, source.this, controller);
                let chooser = vec![super::state::LibrarySearch { player: controller, cards }];
                self.ask_each_choose_up_to(chooser, ChoicePurpose::PutCounters, events)?;
            }
            Effect::ChooseDiscard { filter, exile, .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                self.choose_discard(controller, player, filter, *exile, source.id, events)?;
            }
            // 401.4: in an order the game's generator chooses.
            Effect::GraveyardOnBottom { .. } => {
                let Some(Target::Player { player }) = target else { return Ok(()) };
                let cards = self.state.player(player).map(|p| p.graveyard.clone()).unwrap_or_default();
                self.put_on_bottom_at_random(cards, events)?;
            }
            // 903.3: no card of a game the engine plays is a commander.
            Effect::PutCommandersIntoHand => {}
            // 701.24a: the whole graveyard into the library, then a shuffle.
            Effect::ShuffleGraveyardIntoLibrary => {
                let cards = self.state.player(controller).map(|p| p.graveyard.clone()).unwrap_or_default();
                for id in cards {
                    let (card, new_id) = self.move_to_owners(id, Zone::Library)?;
                    events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Library });
                }
                self.shuffle_library(controller, events);
            }
            Effect::PutCountersOnEach { count, counter, filter, untap } => {
                let each = self.permanents_matching(filter, source.this, controller);
                for &id in &each {
                    if let Some(o) = self.state.object_mut(id) {
                        o.counters.add(counter.clone(), *count);
                        o.tapped &= !*untap;
                    }
                    events.push(Event::CountersPut { object: id, counter: counter.clone(), count: *count });
                    self.counters_put_triggers(controller, id, counter);
                }
                if *untap && !each.is_empty() {
                    events.push(Event::Untapped { objects: each });
                }
            }
            // 714.2, 712.14a: exile "this", then it returns with its back face
            // up as a new object (400.7); a card that is not a transforming
            // double-faced card stays in exile, a token ceases to exist (111.8).
            Effect::ExileAndReturnTransformed { owners } => {
                let this = source.this;
                let Some(o) = self.state.object(this).filter(|o| o.zone == Zone::Battlefield) else { return Ok(()) };
                let (card, owner, token) = (o.card.clone(), o.owner, o.token);
                let transforms = self.entry(o)?.card.layout.is_nonmodal_double_faced();
                let exiled = self.move_object(this, Zone::Exile, owner)?;
                events.push(Event::ObjectMoved { card, from: this, object: exiled, zone: Zone::Exile });
                if transforms && !token {
                    let under = if *owners { owner } else { controller };
                    let entering = Entering { face: Some(1), ..Entering::new(under, EnterCause::Effect) };
                    self.put_onto_battlefield(Entrant::Object(exiled), entering, events)?;
                }
            }
            // 702.167a, 712.14a: the card craft's cost exiled returns with its back face up under its owner's
            // control; a card that is not a transforming double-faced card stays in exile.
            Effect::ReturnExiledTransformed => {
                let Some(o) = self.state.object(source.this).filter(|o| o.zone == Zone::Exile) else { return Ok(()) };
                let owner = o.owner;
                if !o.token && self.entry(o)?.card.layout.is_nonmodal_double_faced() {
                    let entering = Entering { face: Some(1), ..Entering::new(owner, EnterCause::Effect) };
                    self.put_onto_battlefield(Entrant::Object(source.this), entering, events)?;
                }
            }
            // 611.2a, 613.1d: "this" becomes a creature until end of turn, if
            // it is still the permanent the ability came from (400.7).
            Effect::BecomeCreature { power, toughness, colors, subtypes, keywords, abilities } => {
                // The animation with the same characteristics (no derived
                // `Effect: PartialEq` in the wasm for this one comparison).
                let same = |e: &Effect| {
                    matches!(e, Effect::BecomeCreature { power: p, toughness: t, colors: c, subtypes: s, keywords: k, abilities: a }
                        if (p, t, c, s, k) == (power, toughness, colors, subtypes, keywords) && a.len() == abilities.len())
                };
                self.become_animated(source, same, events)?;
            }
            // 702.122a: crewed, an artifact creature until end of turn (514.2).
            Effect::BecomeArtifactCreature => {
                self.become_animated(source, |e| matches!(e, Effect::BecomeArtifactCreature), events)?;
            }
        }
        Ok(())
    }

    /// 611.2a, 613.1d. The ability's source ("this") becomes what the first
    /// of the ability's card's animations (in text order) that is `same`
    /// makes it, until end of turn, if it is still on the battlefield
    /// (400.7). The card is the one the ability was of (113.7a), the
    /// permanent's or the card it copied then, even if a copy effect has
    /// changed the permanent since (layer 1 before layer 4, 613.1a, 613.1d).
    fn become_animated(
        &mut self,
        source: &Source,
        same: impl Fn(&Effect) -> bool,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let this = source.this;
        if self.state.object(this).is_none_or(|o| o.zone != Zone::Battlefield) {
            return Ok(());
        }
        // The ability on the stack names its card and face (602.2a); a crewed
        // Vehicle's keyword ability too.
        let ability = self
            .state
            .object(source.id)
            .or(self.state.object(this))
            .ok_or_else(|| RulesError::Internal { message: format!("{} is not in the game", source.id) })?;
        let (card_index, face) = (ability.card_index, ability.face.unwrap_or(0));
        let copied = (ability.id == this).then(|| ability.copy_of.as_ref().map(|c| c.card_index)).flatten();
        let card_index = copied.unwrap_or(card_index);
        let entry = self.cards.get(card_index as usize).ok_or_else(|| RulesError::Internal {
            message: format!("{} names a card the game does not have", ability.id),
        })?;
        let listed = entry.animations.get(face).map_or(0, Vec::len);
        let in_text = entry.card.face(face).into_iter().flat_map(super::animation_effects);
        let Some(index) = in_text.take(listed).position(same) else {
            return Err(RulesError::Internal { message: format!("{} has no such animation", source.id) });
        };
        let card = (entry.key.clone(), card_index);
        let animation = BecameCreature::new(this, index as u32, Some(card), face as u32);
        self.state.became_creatures.push(animation);
        events.push(Event::BecameCreature { object: this });
        Ok(())
    }

    /// 111.1–111.3, 701.7. Creates a token under `controller` (its owner)
    /// on the battlefield; it is summoning sick (302.6) and enters (603.6a).
    pub(crate) fn create_token(
        &mut self,
        controller: PlayerId,
        card: String,
        card_index: u32,
        face: Option<usize>,
        prototyped: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let entering = Entering { face, prototyped, ..Entering::new(controller, EnterCause::Token) };
        self.put_onto_battlefield(Entrant::Token { card, card_index }, entering, events)?;
        Ok(())
    }

    /// 303.7, 111.10j–r. Creates a Role token under `controller` attached
    /// to the permanent `to` (303.4f: an Aura put onto the battlefield
    /// without being cast).
    pub(crate) fn create_role(
        &mut self,
        controller: PlayerId,
        role: crate::text::PredefinedToken,
        to: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let key = role.name();
        let Some(card_index) = self.card_index_of(key) else {
            return Err(RulesError::Internal { message: format!("no card for the token '{key}'") });
        };
        let entering = Entering { attached_to: Some(to), ..Entering::new(controller, EnterCause::Token) };
        self.put_onto_battlefield(Entrant::Token { card: key.to_string(), card_index }, entering, events)?;
        Ok(())
    }

    /// 400.3. Puts an object into its owner's `zone`; returns its card's
    /// name and its new id (400.7).
    pub(crate) fn move_to_owners(&mut self, id: ObjectId, zone: Zone) -> Result<(String, ObjectId), RulesError> {
        let (card, owner) = {
            let o = self.object(id)?;
            (o.card.clone(), o.owner)
        };
        let new_id = self.move_object(id, zone, owner)?;
        Ok((card, new_id))
    }

    /// 603.2h. Whether the resolving ability `source` says "Do this only once each turn".
    fn once_each_turn(&self, source: &Source) -> bool {
        use crate::text::{Ability, StaticCondition};
        let Some(index) = source.ability.as_ref().and_then(|a| a.kind.ability_index()) else { return false };
        let Some(this) = self.state.object(source.this) else { return false };
        let once = Some(StaticCondition::NotDoneThisTurn);
        matches!(self.abilities_of(this).get(index), Some(Ability::Triggered { condition, .. }) if *condition == once)
    }

    /// 201.2, 701.20a. Legion's End: the creature `id` and every other
    /// creature its controller controls with the same name are exiled at
    /// once; that player reveals their hand, then the cards of their hand and
    /// graveyard with that name are exiled.
    fn exile_all_with_same_name(&mut self, id: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let Some(view) = self.permanent(id) else { return Ok(()) };
        let (name, player) = (view.characteristics.name.clone(), view.controller);
        let named = |g: &Game, o: &GameObject| g.characteristics_of(o).is_ok_and(|c| c.name == name);
        let creatures = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| {
            o.controller == player
                && self
                    .permanent(o.id)
                    .is_some_and(|v| v.is(crate::card::CardType::Creature) && v.characteristics.name == name)
        });
        let mut exiled: Vec<ObjectId> = creatures.map(|o| o.id).collect();
        let Some(p) = self.state.player(player) else { return Ok(()) };
        for &card in &p.hand {
            let revealed = self.object(card)?;
            events.push(Event::Revealed { player, object: card, card: revealed.card.clone() });
        }
        let cards = self.state.objects_in(&p.hand).chain(self.state.objects_in(&p.graveyard)).flatten();
        exiled.extend(cards.filter(|o| named(self, o)).map(|o| o.id).collect::<Vec<_>>());
        for object in exiled {
            let (card, new_id) = self.move_to_owners(object, Zone::Exile)?;
            events.push(Event::ObjectMoved { card, from: object, object: new_id, zone: Zone::Exile });
        }
        Ok(())
    }

    /// 406.2. Exiles every card in `player`'s graveyard.
    fn exile_graveyard(&mut self, player: PlayerId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let graveyard = self.state.player(player).map(|p| p.graveyard.clone()).unwrap_or_default();
        for card in graveyard {
            let name = self.object(card)?.card.clone();
            let new_id = self.move_object(card, Zone::Exile, player)?;
            events.push(Event::ObjectMoved { card: name, from: card, object: new_id, zone: Zone::Exile });
        }
        Ok(())
    }

    /// 701.8a, 702.12b. Destroys the permanent `id` (it goes to its owner's
    /// graveyard) unless it is indestructible or gone; 122.1c, 614.1a: with a
    /// shield counter, one is removed from it instead.
    pub(crate) fn destroy(&mut self, id: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        crate::executed!(keyword crate::text::KeywordAbility::Indestructible, if self.permanent(id).is_some_and(|v| v.keywords.indestructible));
        if self.permanent(id).is_some_and(|v| !v.keywords.indestructible) && !self.shield_counter_used(id, events) {
            self.dies_triggers(id);
            let (card, graveyard) = self.move_to_owners(id, Zone::Graveyard)?;
            events.push(Event::Destroyed { object: id, card, graveyard });
            self.create_owed_tokens(events)?;
        }
        Ok(())
    }

    /// 122.1c, 614.1a, 615.1. A shield counter's replacement and prevention:
    /// if the permanent `id` has one, it is removed (and the destruction or
    /// damage it stands in for does not happen). Returns whether it had one.
    pub(crate) fn shield_counter_used(&mut self, id: ObjectId, events: &mut Vec<Event>) -> bool {
        let counter = crate::counter::CounterKind::Shield;
        let Some(o) = self.state.object_mut(id).filter(|o| o.zone == Zone::Battlefield && o.counters.has(&counter))
        else {
            return false;
        };
        o.counters.remove(&counter, 1);
        events.push(Event::CountersRemoved { object: id, counter, count: 1 });
        true
    }

    /// 704.5d. Tokens that are not on the battlefield cease to exist; 704.5e,
    /// so do copies of spells that are not on the stack. Returns whether any did.
    pub(crate) fn tokens_cease_to_exist(&mut self, events: &mut Vec<Event>) -> bool {
        if !std::mem::replace(&mut self.state.checked.stray_tokens, false) {
            return false;
        }
        let gone: Vec<(ObjectId, String, bool)> = self
            .state
            .objects
            .iter()
            .filter(|o| (o.token && o.zone != Zone::Battlefield) || (o.spell_copy && o.zone != Zone::Stack))
            .map(|o| (o.id, o.card.clone(), o.spell_copy))
            .collect();
        if gone.is_empty() {
            return false;
        }
        let is_gone = |id: &ObjectId| gone.iter().any(|(g, ..)| g == id);
        self.state.objects.retain(|o| !is_gone(&o.id));
        for p in &mut self.state.players {
            p.library.retain(|id| !is_gone(id));
            p.hand.retain(|id| !is_gone(id));
            p.graveyard.retain(|id| !is_gone(id));
        }
        self.state.stack.retain(|id| !is_gone(id));
        self.state.exile.retain(|id| !is_gone(id));
        self.state.command.retain(|id| !is_gone(id));
        for (object, card, spell_copy) in gone {
            events.push(match spell_copy {
                true => Event::SpellCopyCeasedToExist { object, card },
                false => Event::TokenCeasedToExist { object, card },
            });
        }
        true
    }

    /// The permanents on the battlefield `filter` matches for a source
    /// `source` controlled by `you`, with their power and toughness now.
    pub(crate) fn permanents_matching(&self, filter: &ObjectFilter, source: ObjectId, you: PlayerId) -> Vec<ObjectId> {
        self.state
            .battlefield
            .iter()
            .copied()
            .filter(|&id| self.state.object(id).is_some_and(|o| self.permanent_matches(filter, o, source, you)))
            .collect()
    }

    /// Whether `filter` matches the permanent `o` now (its power and
    /// toughness with counters and anthems) for a source `source`
    /// controlled by `you`.
    pub(crate) fn permanent_matches(
        &self,
        filter: &ObjectFilter,
        o: &GameObject,
        source: ObjectId,
        you: PlayerId,
    ) -> bool {
        self.permanent_of(o).is_some_and(|v| {
            let (p, t) = (Some(v.power), Some(v.toughness));
            // 613.1f: a keyword asked for may be granted.
            if filter.keyword.is_some() || filter.not_keyword.is_some() {
                return self
                    .characteristics_of(o)
                    .is_ok_and(|c| Self::filter_matches(filter, o, &c, p, t, source, you));
            }
            Self::filter_matches(filter, o, &v.characteristics, p, t, source, you)
        })
    }

    /// 608.2c. Whether a condition of a resolving instruction holds for
    /// `you`: permanents judged as they are now (their current power, 613).
    fn holds_now(
        &self,
        condition: &crate::text::StaticCondition,
        you: PlayerId,
        source: ObjectId,
        target: Option<ObjectId>,
    ) -> bool {
        use crate::text::StaticCondition;
        match condition {
            // Corrupted (608.2h): the target's controller, as it is now.
            StaticCondition::ItsControllerHasPoison { at_least } => {
                let controller = target.and_then(|id| self.state.object(id)).map(|o| o.controller);
                let player = controller.and_then(|c| self.state.player(c));
                player.is_some_and(|p| p.counters.get(&crate::counter::CounterKind::Poison) >= *at_least)
            }
            StaticCondition::YouControl { filter, at_least } => {
                self.controlled_matching(you, filter, source).len() >= *at_least as usize
            }
            // 122.1: on the resolving ability's source, the permanent, as it is now.
            StaticCondition::ThisHasCounters { counter, at_least } => {
                let this = self.state.object(source).map(|o| o.ability.as_ref().map_or(o.id, |a| a.source));
                let this = this.and_then(|id| self.state.object(id)).filter(|o| o.zone == Zone::Battlefield);
                this.is_some_and(|o| o.counters.get(counter) >= *at_least)
            }
            // 122.1, 608.2h: the source now, or the ability's record of it as it last existed.
            // TODO(CR 608.2h): recorded only when it left as a cost.
            StaticCondition::ThisHasNoCounters { counter } => {
                let ability = self.state.object(source);
                let this = ability.map(|o| o.ability.as_ref().map_or(o.id, |a| a.source));
                let this = this.and_then(|id| self.state.object(id)).filter(|o| o.zone == Zone::Battlefield);
                this.or(ability).is_none_or(|o| o.counters.get(counter) == 0)
            }
            // 702.138b: the ability's source, the permanent, was not cast with escape.
            StaticCondition::ThisDidNotEscape => {
                let this = self.state.object(source).map(|o| o.ability.as_ref().map_or(o.id, |a| a.source));
                let this = this.and_then(|id| self.state.object(id));
                this.is_none_or(|o| o.cast_method != Some(CastMethod::Escape))
            }
            // 208.1: the source's power now. TODO(CR 608.2h): as it last existed, if it left.
            StaticCondition::ThisPowerIs { power } => {
                let this = self.state.object(source).map(|o| o.ability.as_ref().map_or(o.id, |a| a.source));
                this.and_then(|id| self.permanent(id)).is_some_and(|v| v.power == *power)
            }
            // 603.4: the ability's source entered this turn and is still that permanent (400.7).
            StaticCondition::ThisEnteredThisTurn => {
                let this = self.state.object(source).map(|o| o.ability.as_ref().map_or(o.id, |a| a.source));
                this.is_some_and(|id| {
                    self.state.entered_this_turn.contains(&id) && self.state.battlefield.contains(&id)
                })
            }
            // 701.59c: the resolving spell, cast with its optional cost paid.
            StaticCondition::EvidenceWasCollected => {
                self.state.object(source).is_some_and(|o| o.cast_method == Some(CastMethod::OptionalCostPaid))
            }
            StaticCondition::CardsInYourGraveyard { .. }
            | StaticCondition::AGraveyardHasCards { .. }
            | StaticCondition::CardTypesInYourGraveyard { .. }
            | StaticCondition::ThisWasKicked
            | StaticCondition::ThisWasBargained
            | StaticCondition::YouCastIt
            | StaticCondition::ThatSpellTargetsAnotherPermanentYouControl
            | StaticCondition::NotDoneThisTurn
            | StaticCondition::NotTriggeredThisTurn
            | StaticCondition::OnBattlefieldOrInYourGraveyardIfYouControl { .. }
            | StaticCondition::ThisDealtDamageToThatPlayerThisTurn { .. }
            | StaticCondition::YouSacrificedThisTurn
            | StaticCondition::PermanentLeftThisTurn
            | StaticCondition::YouDescendedThisTurn
            | StaticCondition::YouAttackedWith { .. }
            | StaticCondition::YouDidntAttackThisTurn
            | StaticCondition::AnOpponentHasPoison { .. }
            | StaticCondition::AnOpponentCastSpellThisTurn { .. } => self.static_condition_holds(condition, you),
        }
    }

    /// 707.9. What a permanent entering with "you may have \[this\] enter as
    /// a copy of …" can copy: every permanent on the battlefield its filter
    /// allows, or every card in a graveyard for "any land card in a
    /// graveyard" (Echoing Deeps); and whether it may decline.
    pub(crate) fn copy_choices(&self, spell: &GameObject) -> Option<(bool, Vec<ObjectId>)> {
        use crate::text::StaticAbility;
        let (optional, of, from_graveyard) = match self.enters_as_copy(spell)? {
            StaticAbility::EntersAsCopy { optional, of, from_graveyard, .. } => (*optional, of, *from_graveyard),
            _ => return None,
        };
        if !from_graveyard {
            return Some((optional, self.permanents_matching(of, spell.id, spell.controller)));
        }
        let mut cards = Vec::new();
        for p in &self.state.players {
            for &id in &p.graveyard {
                let Some(o) = self.state.object(id) else { continue };
                if let Ok(c) = self.characteristics_of(o)
                    && Self::filter_matches(of, o, &c, None, None, spell.id, spell.controller)
                {
                    cards.push(id);
                }
            }
        }
        Some((optional, cards))
    }

    /// 614.1c, 707.9. The "enter as a copy" ability of an entering object.
    pub(crate) fn enters_as_copy(&self, spell: &GameObject) -> Option<&crate::text::StaticAbility> {
        use crate::text::{Ability, StaticAbility};
        self.abilities_of(spell).iter().find_map(|a| match a {
            Ability::Static { ability: ability @ StaticAbility::EntersAsCopy { .. } } => Some(ability),
            _ => None,
        })
    }
}
